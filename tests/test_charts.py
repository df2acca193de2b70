"""Every chart kind read back through its matplotlib objects: what its axes span, what its
legend names, what its labels say; a chart that misleads (bars grown from a reference line,
red and green for noise, a broken name, fractional counts) fails here."""
import json
import statistics

import numpy as np
import pandas as pd
import pytest
from matplotlib.collections import LineCollection
from matplotlib.container import ErrorbarContainer
from matplotlib.patches import Rectangle

from simcore import charts

MD = {"kind": "sweep-params", "players": "2", "seed": "3", "version": "0.1.0",
      "engine_version": "abc", "games": "1000", "kingdoms": json.dumps(["Smithy"]),
      "entries": json.dumps(["smithy-bm"]), "strategy": "smithy-bm",
      "against": json.dumps(["big-money-ultimate"])}


@pytest.fixture(autouse=True)
def close_all():
    yield
    charts.plt.close("all")


def legend_texts(ax):
    leg = ax.get_legend()
    return [t.get_text() for t in leg.get_texts()] if leg else []


def bars(ax):
    return [p for p in ax.patches if isinstance(p, Rectangle)]


def test_shares_bars_grow_from_zero_and_the_baseline_is_named():
    from cli.plan_report import _charts_for
    df = pd.DataFrame({"strategy": ["a", "b", "c"], "share": [0.007, 0.5, 0.493],
                       "ci_low": [0.003, 0.45, 0.44], "ci_high": [0.02, 0.55, 0.54],
                       "games": [300] * 3})
    (name, fig, _), = _charts_for("summary", df, {"seed": "1", "kingdom": "Smithy"}, {})
    ax = fig.axes[0]
    assert name == "shares.png"
    assert [b.get_x() for b in bars(ax)] == [0, 0, 0]            # not from the 1/3 line
    assert [round(b.get_width(), 3) for b in bars(ax)] == [0.007, 0.5, 0.493]
    assert ax.get_xlim()[0] == 0
    assert "no advantage: 1/3 = 33.3%" in legend_texts(ax)
    assert "95% interval" in legend_texts(ax)
    fig.canvas.draw()                                            # the legend covers no bar
    assert ax.get_legend().get_window_extent().x0 >= ax.get_window_extent().x1


def test_ratings_are_points_with_intervals_around_the_named_average():
    from cli.plan_report import _charts_for
    rank = pd.DataFrame({"strategy": ["a", "b"], "rating": [1600.0, 1400.0],
                         "rating_low": [1550.0, 1350.0], "rating_high": [1650.0, 1450.0]})
    md = dict(MD, kind="tournament", entries=json.dumps(["a", "b"]))
    (name, fig, _), = _charts_for("tournament", rank, md, {"ranking": rank, "crosstable": None})
    ax = fig.axes[0]
    assert name == "ranking.png" and not bars(ax)                # no bars from 0 or 1500
    assert "average (1500)" in legend_texts(ax)
    assert any(isinstance(c, ErrorbarContainer) for c in ax.containers)


def test_card_sweep_names_the_mirror_share():
    from cli.dominion.sweep import card_chart
    cards = pd.DataFrame({"card": ["Witch", "Moat"], "copies": [2, 2], "share": [0.7, 0.2],
                          "ci_low": [0.65, 0.15], "ci_high": [0.75, 0.25]})
    fig = card_chart(cards, dict(MD, kind="sweep-cards", baseline="big-money-ultimate"))
    ax = fig.axes[0]
    assert [b.get_x() for b in bars(ax)] == [0, 0]
    assert "as strong as big-money-ultimate: 50.0%" in legend_texts(ax)


def test_parameter_line_has_intervals_and_an_unbroken_title():
    from cli.dominion.sweep import params_chart
    df = pd.DataFrame({"money": [14, 15, 16], "share": [0.70, 0.74, 0.77],
                       "ci_low": [0.67, 0.71, 0.74], "ci_high": [0.73, 0.77, 0.80],
                       "games": [1000] * 3})
    fig = params_chart(df, dict(MD, params=json.dumps(["money"])))
    ax = fig.axes[0]
    assert any(isinstance(c, ErrorbarContainer) for c in ax.containers)
    assert "even: 50.0%" in legend_texts(ax)
    assert [t for t in ax.get_xticks() if t != int(t)] == []
    lines = ax.get_title().split("\n")
    assert not any(x.endswith("-") for x in lines)                # no name cut at a hyphen
    assert "big-money-ultimate" in ax.get_title().replace("\n", " ")


def test_wrap_breaks_at_spaces_only():
    text = "x" * 80 + " big-money-ultimate and smithy-bm"
    assert "big-money-ultimate" in charts.wrap(text, 90).split("\n")[1]


def test_parameter_heatmap_is_one_hue_with_intervals_and_the_close_cells_outlined():
    from cli.dominion.sweep import params_chart
    from domsim.report import within_noise
    grid = [(m, t) for m in (14, 15) for t in (9, 10, 11)]
    share = [0.70, 0.72, 0.77, 0.71, 0.76, 0.60]
    df = pd.DataFrame({"money": [g[0] for g in grid], "treasures": [g[1] for g in grid],
                       "share": share, "ci_low": [s - 0.03 for s in share],
                       "ci_high": [s + 0.03 for s in share], "games": [800] * 6})
    fig = params_chart(df, dict(MD, params=json.dumps(["money", "treasures"])))
    ax = fig.axes[0]
    assert ax.images[0].get_cmap().name == charts.NEUTRAL != "RdYlGn"
    texts = [t.get_text() for t in ax.texts]
    assert "77.0\n±3.0" in texts and len(texts) == 6
    outlined = [p for p in ax.patches if isinstance(p, Rectangle) and not p.get_fill()]
    assert len(outlined) == len(within_noise(share, [800] * 6)) == 2
    assert any("within noise of the best" in t for t in legend_texts(ax))


def kingdom_tables():
    per = pd.DataFrame({"margin": [10.0, 12.0, 130.0, 20.0]})
    cards = pd.DataFrame({"card": ["Witch", "Moat", "Smithy"], "kingdoms": [1, 3, 2],
                          "best": [1, 1, 0], "best_rate": [1.0, 1 / 3, 0.0],
                          "mean_rating_lift": [50.0, 5.0, -3.0]})
    return per, cards


def test_dominance_shows_how_many_kingdoms_each_rate_is_of():
    from cli.dominion.sweep import kingdom_charts
    per, cards = kingdom_tables()
    f1, _ = kingdom_charts(per, cards, dict(MD, kind="sweep-kingdoms",
                                            kingdoms=json.dumps(["a", "b", "c", "d"])))
    ax = f1.axes[0]
    assert [t.get_text() for t in ax.texts] == ["1 of 1", "1 of 3", "0 of 2"]
    # one kingdom of one: 100%, but its interval reaches far down
    err = next(c for c in ax.containers if isinstance(c, ErrorbarContainer))
    seg = next(c for c in err.lines[2] if isinstance(c, LineCollection)).get_segments()[0]
    assert seg[0][0] < 0.3 and seg[1][0] == pytest.approx(1.0)


def test_margins_count_kingdoms_in_whole_numbers():
    from cli.dominion.sweep import kingdom_charts
    per, cards = kingdom_tables()
    _, f2 = kingdom_charts(per, cards, dict(MD, kind="sweep-kingdoms",
                                            kingdoms=json.dumps(["a", "b", "c", "d"])))
    ax = f2.axes[0]
    ticks = [t for t in ax.get_yticks() if ax.get_ylim()[0] <= t <= ax.get_ylim()[1]]
    assert ticks and all(t == int(t) for t in ticks)
    assert ax.get_ylabel() == "kingdoms"


def test_turn_curves_share_the_length_charts_range_and_say_where_they_stop():
    from cli.plan_report import turn_charts
    rows = []
    for s, long in (("a", 30), ("b", 20)):
        for t in range(1, long + 1):
            reached = 1000 if t < long - 8 else 1000 * (long - t + 1) // 10
            rows.append({"strategy": s, "turn": t, "reached": reached,
                         "ended": 100 if t > long - 9 else 0, "mean_vp": t, "sd_vp": 1.0,
                         "mean_money": 2 * t, "sd_money": 1.0})
    md = {"entries": json.dumps(["a", "b"]), "kingdoms": json.dumps(["Smithy"]), "seed": "1"}
    figs = {name: fig for name, fig, _ in turn_charts(pd.DataFrame(rows), md)}
    spans = {name: fig.axes[0].get_xlim() for name, fig in figs.items()}
    assert spans["vp.png"] == spans["money.png"] == spans["length.png"] == (0.5, 30.5)
    assert "ends at the last turn that 5% of its games reached" in \
        figs["vp.png"].axes[0].get_title().replace("\n", " ")


def test_optimiser_progress_chart():
    from cli.search import best_share_chart
    from strategies.dominion.optimiser import Progress
    prog = [Progress(1, 25, 0.48, "Gold; Silver", 30_000, 1.0, [], 0.5),
            Progress(2, 25, 0.52, "Smithy; Gold; Silver", 60_000, 2.0, [], 0.55),
            Progress(3, 25, 0.51, "Smithy; Gold; Silver", 90_000, 3.0, [], 0.56)]
    fig = best_share_chart(prog, "Smithy,Market", "min", "2 players, field smithy-bm, "
                           "budget 90000, seed 4")
    ax = fig.axes[0]
    title = ax.get_title().replace("\n", " ")
    assert "Smithy,Market" in title and "field smithy-bm" in title and "seed 4" in title
    assert "3 generations" in title
    assert ax.get_xlabel() == "games played by the search (thousands)"
    stars = next(ln for ln in ax.get_lines() if ln.get_marker() == "*")
    assert list(stars.get_xdata()) == [30.0, 60.0]                # where a new best was kept
    assert "a new best bot kept" in legend_texts(ax)


def test_optimiser_progress_chart_of_a_long_search_shows_running_medians():
    """Hundreds of generations: each one faint, a running median over w of them in the
    legend, the stars where a new best was kept as before."""
    from cli.search import MANY, best_share_chart
    from strategies.dominion.optimiser import Progress
    n = 4 * MANY
    prog = [Progress(g, 25, 0.5 + (g % 7) / 100, f"bot {g // 50}", 30_000 * (g + 1), g, [],
                     0.52) for g in range(n)]
    ax = best_share_chart(prog, "Smithy", "min", "seed 1").axes[0]
    w = n // 40
    assert [t for t in legend_texts(ax) if "median" in t] == [
        f"generation's winner: against the whole field (median of {w} generations)",
        f"the same bot: against the given field only (no own bests) (median of {w} "
        "generations)"]
    faint = [ln for ln in ax.get_lines() if ln.get_alpha() == 0.3]
    assert len(faint) == 2 and len(faint[0].get_xdata()) == n
    median = next(ln for ln in ax.get_lines() if ln.get_label().startswith("generation's"))
    assert median.get_ydata()[w - 1] == pytest.approx(statistics.median(
        0.5 + (g % 7) / 100 for g in range(w)))        # the first w generations
    stars = next(ln for ln in ax.get_lines() if ln.get_marker() == "*")
    assert len(stars.get_xdata()) == len({p.best_words for p in prog})


def test_intrige_balance_charts_are_signed_and_the_hands_legend_is_beside_the_bars(
        monkeypatch, tmp_path):
    from domsim.intrige import balance as ib
    seen = {}

    def keep(fig, out, name, about):
        fig.canvas.draw()
        seen[name] = (fig, about)
        return name
    monkeypatch.setattr(ib, "_signed", keep)
    monkeypatch.setattr(ib, "PLAYERS", range(2, 7))
    ib.report(40, str(tmp_path), seed=5)
    assert {"hands.png", "seats.png", "coin_rule.png", "length.png"} <= set(seen)
    for fig, about in seen.values():
        assert about.startswith("40 games per configuration, seed 5, domsim ")
    fig, _ = seen["hands.png"]
    ax = fig.axes[0]
    legend = ax.get_legend().get_window_extent()
    plot = ax.get_window_extent()
    assert legend.x0 >= plot.x1                              # beside the axes, over no bar
    assert np.all([t.startswith(("2", "3", "4", "6")) for t in legend_texts(ax)])
