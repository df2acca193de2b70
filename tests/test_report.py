"""`domsim report` for every result kind, its charts read back as images, and the HTML page."""
import base64
import io
import re

import matplotlib.image as mpimg
import numpy as np
import pandas as pd
import pytest
from click.testing import CliRunner

import domsim
from cli.main import cli
from simcore import charts

FOUR = ["big-money", "smithy-bm", "double-witch", "big-money-ultimate"]


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def image(path_or_bytes):
    src = io.BytesIO(path_or_bytes) if isinstance(path_or_bytes, bytes) else path_or_bytes
    return mpimg.imread(src, format="png")


def not_blank(img):
    rgb = img[:, :, :3]
    return rgb.std() > 0.05 and (rgb < 0.5).mean() > 0.005


@pytest.fixture(scope="module")
def tour(tmp_path_factory):
    d = tmp_path_factory.mktemp("rep")
    out = d / "t.parquet"
    domsim.tournament(FOUR, games=400, seed=1, out=out, progress=False)
    return d, out


def test_heatmap_cells_follow_the_table(tmp_path):
    ct = pd.DataFrame({"strategy": ["a", "b", "a", "c", "b", "c"],
                       "opponent": ["b", "a", "c", "a", "c", "b"],
                       "share": [0.9, 0.1, 0.7, 0.3, 0.55, 0.45]})
    order = ["a", "b", "c"]
    fig = charts.heatmap(ct, order, "test", tmp_path / "h.png")
    img = image(str(tmp_path / "h.png"))
    w, h = fig.get_size_inches() * charts.DPI
    assert img.shape[:2] == (int(round(h)), int(round(w)))
    ax = fig.axes[0]
    greenness = {}
    for r in ct.itertuples():
        x, y = ax.transData.transform((order.index(r.opponent), order.index(r.strategy)))
        px = img[int(round(h - y)) + 8, int(round(x)) + 8, :3]   # off the printed number
        greenness[r.share] = px[1] - px[0]
    shares = sorted(greenness)
    assert [greenness[s] for s in shares] == sorted(greenness.values())
    assert greenness[0.9] > 0.3 and greenness[0.1] < -0.3
    charts.close(fig)


def test_report_tournament_png_and_html(tour, tmp_path):
    d, out = tour
    r = run("report", out, "--png", tmp_path / "png", "--html", tmp_path / "r.html")
    assert r.exit_code == 0, r.output
    assert "double-witch" in r.output and "crosstable" in r.output
    for name in ("heatmap.png", "ranking.png"):
        img = image(str(tmp_path / "png" / name))
        assert img.shape[0] > 250 and img.shape[1] > 500 and not_blank(img)
    page = (tmp_path / "r.html").read_text()
    pngs = re.findall(r"src='data:image/png;base64,([^']+)'", page)
    assert len(pngs) == 2
    for p in pngs:
        assert not_blank(image(base64.b64decode(p)))
    assert page.count("<table") == 2 and "double-witch" in page
    assert "seed 1" in page and "4 strategies" in page
    assert "http" not in page.replace("http-equiv", "")        # self-contained


def test_report_sweeps_and_match(tmp_path):
    domsim.sweep_cards(cards="Witch,Moat", games=200, out=tmp_path / "c.parquet",
                       progress=False)
    r = run("report", tmp_path / "c.parquet", "--png", tmp_path / "pc")
    assert r.exit_code == 0 and "Witch" in r.output
    img = image(str(tmp_path / "pc" / "cards.png"))
    assert not_blank(img)
    r = run("match", "big-money", "smithy-bm", "--games", 100, "--out", tmp_path / "m.parquet",
            "--quiet")
    r = run("report", tmp_path / "m.parquet", "--html", tmp_path / "m.html")
    assert r.exit_code == 0 and "smithy-bm" in r.output
    assert "data:image/png;base64" in (tmp_path / "m.html").read_text()


def test_report_refuses_files_not_ours(tour, tmp_path):
    d, _ = tour
    bad = tmp_path / "x.parquet"
    pd.DataFrame({"a": [1]}).to_parquet(bad)
    for f, words in ((bad, "not written by domsim"), (d / "t.ranking.parquet", "derived"),
                     (tmp_path / "none.parquet", "does not exist")):
        r = run("report", f)
        assert r.exit_code == 2 and words in r.output, r.output
        assert len(r.output.strip().splitlines()) == 1


def test_chart_sizes():
    fig = charts.interval_bars(["a", "b"], [0.6, 0.4], [0.5, 0.3], [0.7, 0.5], "t", "x",
                               ref=0.5)
    img = image(charts.png_bytes(fig))
    assert img.shape[:2] == (300, 900) and not_blank(img)
    assert np.isclose(fig.get_size_inches()[0] * charts.DPI, 900)
    charts.close(fig)


def test_interval_bars_take_an_interval_a_rounding_error_off_its_estimate():
    """A bound past its estimate by a rounding error (0 of 7 kingdoms: low 3e-17) draws the
    bar without an error bar on that side, as `domsim sweep kingdoms` needs."""
    fig = charts.interval_bars(["a", "b"], [0.0, 1.0], [2.8e-17, 0.6], [0.56, 1.0 - 1e-16],
                               "t", "x", notes=["0 of 7", "7 of 7"])
    img = image(charts.png_bytes(fig))
    assert not_blank(img)
    lines = [c for c in fig.axes[0].containers if hasattr(c, "lines")][0]
    segs = lines.lines[2][0].get_segments()     # the error bars: 0 -> 0.56 and 0.6 -> 1
    assert np.allclose([s[:, 0] for s in segs], [[0.0, 0.56], [0.6, 1.0]])
    charts.close(fig)


def test_turns_out_statistics_and_charts(tmp_path):
    out = tmp_path / "turns.parquet"
    df = domsim.match(["big-money", "smithy-bm"], games=240, seed=5, turns_out=out,
                      progress=False)
    turns = pd.read_parquet(out)
    assert {"strategy", "turn", "reached", "ended", "mean_vp", "sd_vp", "mean_money",
            "mean_deck_size", "mean_smithy"} <= set(turns.columns)
    for name, g in turns.groupby("strategy"):
        assert g.loc[g.turn == 1, "reached"].iloc[0] == 240 and g["ended"].sum() == 240
        # the game length from the per-turn file is the summary's mean turns
        mean_turns = (g["turn"] * g["ended"]).sum() / 240
        assert mean_turns == pytest.approx(df.loc[df.strategy == name, "mean_turns"].iloc[0])
        assert 10 <= g.loc[g.turn == 1, "mean_deck_size"].iloc[0] <= 11
        assert g.loc[g.turn == 1, "mean_vp"].iloc[0] == pytest.approx(3.0)
        # nearly every game has a first Province, never in the first four turns
        assert 200 < g["first_province"].sum() <= 240
        assert g.loc[g.turn <= 4, "first_province"].sum() == 0
    assert turns.loc[turns.strategy == "big-money", "mean_smithy"].max() == 0
    assert turns.loc[turns.strategy == "smithy-bm", "mean_smithy"].max() > 0.5
    # the same numbers for any thread count
    again = domsim.match(["big-money", "smithy-bm"], games=240, seed=5, turns_out=True,
                         threads=1, chunk=50, progress=False).attrs["turns"]
    pd.testing.assert_frame_equal(turns, again)
    r = run("report", out, "--png", tmp_path / "png")
    assert r.exit_code == 0, r.output
    for name in ("vp.png", "money.png", "length.png"):
        assert not_blank(image(str(tmp_path / "png" / name)))


def test_tournament_turns_out_aggregates_every_matchup():
    rank = domsim.tournament(["big-money", "smithy-bm", "big-money-ultimate"], games=100,
                             turns_out=True, progress=False)
    t = rank.attrs["turns"]
    assert set(t["strategy"]) == {"big-money", "smithy-bm", "big-money-ultimate"}
    assert (t.groupby("strategy")["ended"].sum() == 200).all()       # 2 matchups each
