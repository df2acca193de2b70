"""The HTML page of `domsim report`: readable tables (headers in words, formatted numbers, CIs,
no NaN, no empty index column), sortable, self-contained, phone-sized; and, where Chromium is
installed, the page as a browser loads it (every image decodes, every table has headers)."""
import html
import json
import re
import shutil
import subprocess

import pytest
from click.testing import CliRunner

import domsim
from cli.main import cli

THREE = ["big-money", "smithy-bm", "double-witch"]


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    """{kind: (page text, path)} for a tournament, a Dominion match and an Intrige match."""
    d = tmp_path_factory.mktemp("page")
    domsim.tournament(THREE, games=200, seed=1, out=d / "t.parquet", progress=False)
    assert run("match", "smithy-bm", "big-money", "-n", 200, "-o", d / "m.parquet",
               "-q").exit_code == 0
    r = run("intrige", "match", "honest", "honest", "-n", 200, "-o", d / "i.parquet", "-q")
    assert r.exit_code == 0, r.output
    out = {}
    for kind in ("t", "m", "i"):
        r = run("report", d / f"{kind}.parquet", "--html", d / f"{kind}.html")
        assert r.exit_code == 0, r.output
        out[kind] = ((d / f"{kind}.html").read_text(), d / f"{kind}.html")
    return out


def tables_of(page):
    """[(headers, rows of cell texts)] of every <table> on the page."""
    out = []
    for t in re.findall(r"<table.*?</table>", page, re.S):
        head = [html.unescape(h) for h in re.findall(r"<th(?: [^>]*)?>(.*?)</th>", t, re.S)]
        rows = [[html.unescape(c) for c in re.findall(r"<td[^>]*>(.*?)</td>", r, re.S)]
                for r in re.findall(r"<tr>(.*?)</tr>", t.split("</thead>")[-1], re.S)]
        out.append((head, rows))
    return out


def test_tables_read_as_the_terminal_shows_them(pages):
    for kind, (page, _) in pages.items():
        tables = tables_of(page)
        assert tables, kind
        for head, rows in tables:
            assert all(h.strip() for h in head), (kind, head)          # no empty index column
            assert not any("_" in h for h in head), (kind, head)      # words, not snake_case
            for row in rows:
                assert len(row) == len(head)
                assert all(c.strip() for c in row), (kind, row)
                assert not any(c.lower() in ("nan", "none") for c in row), (kind, row)
                # no raw floats such as 0.07553: shares are percentages
                assert not any(re.fullmatch(r"0\.\d{3,}", c) for c in row), (kind, row)
    head, rows = tables_of(pages["t"][0])[0]                  # the ranking
    assert head[:4] == ["#", "strategy", "rating", "95% CI"]
    assert all(re.fullmatch(r"\d+\.\d%", r[5]) for r in rows)
    head, rows = tables_of(pages["t"][0])[1]                  # the crosstable, with CIs
    for i, row in enumerate(rows):
        assert row[2 + i] == "-"                              # its diagonal
        assert all(re.fullmatch(r"\d+\.\d±\d+\.\d", c) for j, c in enumerate(row[2:]) if j != i)
    head, rows = tables_of(pages["m"][0])[0]
    assert "95% CI" in head and re.fullmatch(r"\[\d+\.\d%, \d+\.\d%\]", rows[0][3])


def test_the_terminal_and_the_page_show_the_same_cells(pages, tmp_path):
    page, _ = pages["m"]
    head, rows = tables_of(page)[0]
    r = run("report", str(pages["m"][1])[:-5] + ".parquet")
    lines = r.output.splitlines()
    top = next(i for i, x in enumerate(lines) if x.startswith("#  strategy"))
    assert lines[top].split() == " ".join(head).split()
    for line, row in zip(lines[top + 1:], rows):
        assert line.split() == " ".join(row).split()


def test_intrige_page_names_its_rules(pages):
    page, _ = pages["i"]
    assert "rules: default" in page or re.search(r"rules: \w", page)
    head, _ = tables_of(page)[0]
    assert "rules" not in head                           # not a blank column
    assert "mean game length" in page


def test_page_is_self_contained_sortable_and_phone_sized(pages):
    page, _ = pages["t"]
    assert "name='viewport'" in page and "width=device-width" in page
    assert "@media" in page and "overflow-x:auto" in page
    assert page.count("<table class='sortable'>") == 2 and "addEventListener('click'" in page
    imgs = re.findall(r"<img [^>]*src='([^']*)'", page)
    assert len(imgs) == 2 and all(s.startswith("data:image/png;base64,") for s in imgs)
    assert not re.search(r"(src|href)=['\"]?(https?:|//|file:)", page)
    # numbers sort as numbers: a share cell carries its value
    assert re.search(r"data-sort='0\.\d+'>\d+\.\d%</td>", page)


def test_report_says_one_chart_not_one_charts(tmp_path):
    out = tmp_path / "m.parquet"
    assert run("match", "smithy-bm", "big-money", "-n", 100, "-o", out, "-q").exit_code == 0
    r = run("report", out, "--html", tmp_path / "m.html", "--png", tmp_path / "png")
    assert "(1 chart, 1 table)" in r.output and "wrote 1 chart to" in r.output


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")

# appended to a copy of the page: what the browser made of it, written into the DOM
PROBE = """<script>
window.addEventListener('load', function () {
  var imgs = Array.from(document.images).map(function (i) {
    return {ok: i.complete && i.naturalWidth > 0, w: i.naturalWidth}; });
  var tables = Array.from(document.querySelectorAll('table')).map(function (t) {
    return Array.from(t.tHead ? t.tHead.rows[0].cells : []).map(function (c) {
      return c.textContent.trim(); }); });
  var th = document.querySelector('table th:nth-child(2)');
  th.click();
  var first = th.closest('table').tBodies[0].rows[0].cells[1].textContent;
  var pre = document.createElement('pre');
  pre.id = 'probe';
  pre.textContent = JSON.stringify({imgs: imgs, tables: tables, sorted_first: first,
                                    width: document.documentElement.scrollWidth,
                                    view: window.innerWidth});
  document.body.appendChild(pre);
});
</script>"""


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (Debian: apt-get "
                    "install chromium); the page's text is checked by the other tests")
def test_page_in_headless_chromium(pages, tmp_path):
    page, _ = pages["t"]
    probe = tmp_path / "probe.html"
    probe.write_text(page.replace("</body>", PROBE + "</body>"))
    r = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
                        "--window-size=390,844", "--virtual-time-budget=5000", "--dump-dom",
                        probe.as_uri()], capture_output=True, text=True, timeout=120)
    found = re.search(r"<pre id=\"probe\">(.*?)</pre>", r.stdout, re.S)
    assert found, r.stderr[-2000:]
    seen = json.loads(html.unescape(found.group(1)))
    assert len(seen["imgs"]) == 2 and all(i["ok"] and i["w"] > 300 for i in seen["imgs"])
    assert len(seen["tables"]) == 2 and all(h and all(h) for h in seen["tables"])
    assert seen["tables"][0][:2] == ["#", "strategy"]
    assert seen["sorted_first"] == "big-money"          # a header click sorts by that column
    assert seen["width"] <= seen["view"]                 # the page does not scroll sideways


def test_derived_tables_carry_readable_column_names(pages, tmp_path):
    import pyarrow.parquet as pq
    path = str(pages["t"][1])[:-5] + ".ranking.parquet"
    md = pq.read_schema(path).metadata
    columns = json.loads(md[b"columns"])
    assert columns["rating_low"] == "rating 95% low" and columns["strategy"] == "strategy"
    assert set(columns) == set(pq.read_schema(path).names)
    assert not any("_" in v for v in columns.values())
