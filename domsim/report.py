"""Every table of a result, formatted once: the same headers and cells for the terminal
(Table.lines), the HTML page of `domsim report` (html_page: sortable tables, charts inline,
readable on a phone) and the column labels written into derived parquet files (LABELS).

A cell is its text, or (text, sort key) where the text does not sort as its value (a share
with its interval, a count with separators); the page sorts numerically by the key."""
import base64
import html
import math
from dataclasses import dataclass, field

# readable names of the result files' columns (parquet metadata `columns`, table headers)
LABELS = {
    "entry": "#", "strategy": "strategy", "opponent": "opponent", "rules": "rules",
    "games": "games", "wins": "wins", "ties": "ties", "losses": "losses",
    "share": "share", "ci_low": "95% CI low", "ci_high": "95% CI high",
    "first_seat_share": "first seat", "seat_advantage": "seat adv (pts)",
    "mean_vp": "mean VP", "mean_turns": "mean turns", "mean_game_turns": "mean game turns",
    "fallbacks": "illegal answers", "rating": "rating", "rating_low": "rating 95% low",
    "rating_high": "rating 95% high", "field_share": "field share", "card": "card",
    "copies": "copies", "lift": "lift (pts)", "rank": "#", "kingdom": "kingdom",
    "kingdom_index": "#", "best": "best", "margin": "margin", "close": "close",
    "best_field_share": "best field share", "kingdoms": "kingdoms", "best_rate": "best rate",
    "mean_rating_lift": "rating lift vs BMU", "share_lift": "best's share lift (pts)",
    "matchup": "matchup", "turn": "turn",
}


def label(column):
    """A column's readable header (its words, when it has no label of its own)."""
    return LABELS.get(column, column.replace("_", " "))


def missing(x):
    return x is None or (isinstance(x, float) and math.isnan(x))


def share(x, digits=1):
    """'52.3%' (sorting as the value); '-' for a missing value."""
    return ("-", -1.0) if missing(x) else (f"{100 * x:.{digits}f}%", float(x))


def interval(lo, hi):
    """'[48.1%, 56.0%]', sorting by its low end."""
    if missing(lo) or missing(hi):
        return ("-", -1.0)
    return (f"[{100 * lo:.1f}%, {100 * hi:.1f}%]", float(lo))


def share_pm(x, lo, hi):
    """'52.3±3.9' (percent, with the 95% CI half-width), sorting as the share."""
    if missing(x):
        return ("-", -1.0)
    return (f"{100 * x:.1f}±{100 * (hi - lo) / 2:.1f}", float(x))


def count(n):
    return ("-", -1.0) if missing(n) else (f"{int(n):,}", int(n))


def number(x, fmt="{:.1f}"):
    return ("-", -1e300) if missing(x) else (fmt.format(x), float(x))   # missing: sorts first


def within_noise(shares, games, z=1.959964):
    """Indices of the entries whose share is not below the top one's at 95% (a two-sided
    test of each difference from the top, binomial variance), the top one first, then by
    share. A single index: the top one is better than the runner-up; more: no clear best."""
    order = sorted(range(len(shares)), key=lambda i: -shares[i])
    top = order[0]
    p, n = shares[top], games[top]
    out = [top]
    for i in order[1:]:
        q, m = shares[i], games[i]
        se = math.sqrt(p * (1 - p) / n + q * (1 - q) / m)
        if p - q <= z * se:
            out.append(i)
    return out


@dataclass
class Table:
    """A formatted table: header texts, rows of cells, 'l'/'r' alignment per column."""
    header: list
    rows: list
    align: str = ""
    notes: list = field(default_factory=list)   # lines printed under it

    def __post_init__(self):
        self.align = self.align or "l" * len(self.header)

    @staticmethod
    def text(cell):
        return cell[0] if isinstance(cell, tuple) else str(cell)

    def lines(self):
        """The terminal's lines: columns padded, numbers right-aligned."""
        cells = [[str(h) for h in self.header]] + [[self.text(c) for c in r] for r in self.rows]
        width = [max(len(r[i]) for r in cells) for i in range(len(self.header))]

        def fmt(r):
            return "  ".join(r[i].ljust(width[i]) if self.align[i] == "l" else
                             r[i].rjust(width[i]) for i in range(len(r))).rstrip()
        return [fmt(r) for r in cells] + list(self.notes)

    def html(self):
        """A <table> whose headers sort it (page script), numbers sorting as numbers."""
        esc = html.escape
        out = ["<div class='scroll'><table class='sortable'><thead><tr>"]
        for i, h in enumerate(self.header):
            cls = " class='num'" if self.align[i] == "r" else ""
            out.append(f"<th{cls} title='sort'>{esc(str(h))}</th>")
        out.append("</tr></thead><tbody>")
        for r in self.rows:
            out.append("<tr>")
            for i, c in enumerate(r):
                cls = " class='num'" if self.align[i] == "r" else ""
                key = f" data-sort='{float(c[1]):.12g}'" if isinstance(c, tuple) else ""
                out.append(f"<td{cls}{key}>{esc(self.text(c))}</td>")
            out.append("</tr>")
        out.append("</tbody></table></div>")
        out += [f"<p class='note'>{esc(n)}</p>" for n in self.notes if n]
        return "".join(out)


STYLE = ("body{font-family:sans-serif;max-width:1100px;margin:1em auto;padding:0 .8em;"
         "color:#222;line-height:1.4}h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.6em}"
         ".scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}"
         "table{border-collapse:collapse;font-size:13px;margin:.6em 0}"
         "td,th{border:1px solid #ccc;padding:3px 8px;text-align:left;white-space:nowrap}"
         "td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}"
         "th{background:#f0f0f0;cursor:pointer;user-select:none}"
         "th[aria-sort=ascending]::after{content:' \\25B2'}"
         "th[aria-sort=descending]::after{content:' \\25BC'}"
         "img{max-width:100%;height:auto}p.note{font-size:13px;color:#555}"
         "@media (max-width:600px){body{margin:.4em auto}table{font-size:12px}"
         "td,th{padding:2px 5px}}")

# a header click sorts its table by that column (numbers by data-sort), again reverses it
SORT_SCRIPT = """
document.querySelectorAll('table.sortable th').forEach(function (th, col) {
  th.addEventListener('click', function () {
    var cells = th.parentNode.children, i = Array.prototype.indexOf.call(cells, th);
    var body = th.closest('table').tBodies[0], rows = Array.from(body.rows);
    var up = th.getAttribute('aria-sort') !== 'ascending';
    Array.prototype.forEach.call(cells, function (c) { c.removeAttribute('aria-sort'); });
    th.setAttribute('aria-sort', up ? 'ascending' : 'descending');
    function key(r) {
      var c = r.cells[i], k = c.getAttribute('data-sort'), t = c.textContent;
      var n = parseFloat(k !== null ? k : t.replace(/[,%+]/g, ''));
      return isNaN(n) ? t : n;
    }
    rows.sort(function (a, b) {
      var x = key(a), y = key(b);
      var d = (typeof x === 'number' && typeof y === 'number') ? x - y
        : String(x).localeCompare(String(y));
      return up ? d : -d;
    });
    rows.forEach(function (r) { body.appendChild(r); });
  });
});
"""


def html_page(title, sections):
    """One self-contained HTML page: sections are (heading, parts), each part a matplotlib
    Figure (an inline PNG), a Table or a string (a paragraph)."""
    esc = html.escape
    out = ["<!DOCTYPE html>", "<html lang='en'><head><meta charset='utf-8'>",
           "<meta name='viewport' content='width=device-width, initial-scale=1'>",
           f"<title>{esc(title)}</title>", f"<style>{STYLE}</style>",
           "</head><body>", f"<h1>{esc(title)}</h1>"]
    for heading, parts in sections:
        out.append(f"<h2>{esc(heading)}</h2>")
        for p in parts:
            if hasattr(p, "savefig"):
                from simcore.charts import png_bytes
                data = base64.b64encode(png_bytes(p)).decode()
                out.append(f"<img alt='{esc(heading)}' src='data:image/png;base64,{data}'>")
            elif isinstance(p, Table):
                out.append(p.html())
            else:
                out.append(f"<p>{esc(str(p))}</p>")
    out.append(f"<script>{SORT_SCRIPT}</script>")
    out.append("</body></html>")
    return "\n".join(out)
