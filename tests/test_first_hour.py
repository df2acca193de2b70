"""What a newcomer meets in the first hour (issue 47): help texts as click prints them, the
first run's compile time and background compile told truthfully, progress on a redirected
stderr, `report` on an interrupted run, and the charts' and pages' small print."""
import os
import types

import click
import pytest
from click.testing import CliRunner

from cli.main import cli


def _commands(group, path=()):
    """(words, command) for every command and subcommand under `group`."""
    for name, cmd in sorted(group.commands.items()):
        yield path + (name,), cmd
        if isinstance(cmd, click.Group):
            yield from _commands(cmd, path + (name,))


def test_no_help_text_shows_a_doubled_percent_sign():
    """click prints help texts as written (no %-formatting): a "95%% CI" stays doubled."""
    runner = CliRunner()
    seen = 0
    for words, _ in _commands(cli):
        r = runner.invoke(cli, list(words) + ["--help"])
        assert r.exit_code == 0, (words, r.output)
        assert "%%" not in r.output, words
        seen += 1
    assert seen >= 15                                   # every command and subcommand
    r = runner.invoke(cli, ["tournament", "--help"], terminal_width=200)
    assert "every 95% CI half-width" in " ".join(r.output.split())


def test_report_on_an_interrupted_match_says_how_to_resume_once(tmp_path):
    from simcore.dominion.cards import NAMES
    from simcore.dominion.match import Match
    from simcore.results import RunInterrupted, run_match
    from strategies import REGISTRY
    out = tmp_path / "p.parquet"
    m = Match([REGISTRY["big-money"], REGISTRY["smithy-bm"]], [NAMES.index("Smithy")],
              games=60, seed=3, chunk=20)
    resume = f"domsim match big-money smithy-bm --games 60 --seed 3 --out {out} --resume"
    with pytest.raises(RunInterrupted):
        run_match(m, out=out, stop=lambda: True, resume_command=resume)
    r = CliRunner().invoke(cli, ["report", str(out)])
    assert r.exit_code == 0, r.output
    assert "20 games of 60 (partial: the run was interrupted)" in r.output
    assert [x for x in r.output.splitlines() if x.startswith("resume with:")] == [
        f"resume with: {resume}"]


# --- the first run: its wait, and the background compile --------------------------------

def _proc(tmp_path, uptime, stat):
    (tmp_path / "self").mkdir()
    (tmp_path / "uptime").write_text(uptime)
    (tmp_path / "self" / "stat").write_text(stat)
    return tmp_path


def test_the_wait_counts_from_the_process_start_the_kernel_recorded(tmp_path, monkeypatch):
    """Uptime less the process's start after boot (field 22 of /proc/self/stat, in clock
    ticks): a command name with spaces and parentheses does not shift the fields."""
    import os

    from cli import clock
    monkeypatch.setattr(clock, "_restarted", None)
    monkeypatch.setattr(os, "sysconf", lambda name: 100)
    fields = ["S"] + ["0"] * 18 + ["90000"] + ["0"] * 30      # state ... starttime ...
    proc = _proc(tmp_path, "1000.50 3.00\n", "4242 (dom sim (x)) " + " ".join(fields))
    assert clock.since_start(proc) == 100.5


def test_the_wait_counts_from_the_command_line_import_without_proc(tmp_path, monkeypatch):
    from cli import clock
    monkeypatch.setattr(clock, "_restarted", None)
    monkeypatch.setattr(clock.time, "perf_counter", lambda: clock._IMPORTED + 7.25)
    assert clock.since_start(tmp_path / "none") == 7.25
    # a /proc/uptime that is not the host's (some containers): later than the start, no answer
    fields = ["S"] + ["0"] * 18 + ["90000"] + ["0"] * 30
    proc = _proc(tmp_path, "12.00 3.00\n", "4242 (python) " + " ".join(fields))
    assert clock.since_start(proc) == 7.25


def test_a_command_run_in_a_running_interpreter_counts_from_its_call(monkeypatch):
    from cli import clock
    now = [500.0]
    monkeypatch.setattr(clock.time, "perf_counter", lambda: now[0])
    monkeypatch.setattr(clock, "_restarted", None)
    CliRunner().invoke(cli, ["--version"])              # args given: restart()
    now[0] = 503.5
    assert clock.since_start() == 3.5


def test_a_match_says_it_waited_since_the_command_began(tmp_path, monkeypatch):
    """The "+N s loading/compiling" of `match` is since_start() when the first game has
    been played, not the warm-up game's own time."""
    from cli import clock, running
    monkeypatch.setattr(running, "since_start", lambda: 98.25)
    r = CliRunner().invoke(cli, ["match", "big-money", "smithy-bm", "--games", "20",
                                 "--out", str(tmp_path / "m.parquet")])
    assert r.exit_code == 0, r.output
    assert "(+98.2 s loading/compiling)" in r.stdout.splitlines()[0]
    assert clock._restarted is not None


@pytest.fixture
def cold(tmp_path, monkeypatch):
    """An empty cache, no start made yet in this process, two cores, the processes that
    would be started recorded (with a made-up pid) instead of run."""
    from simcore import prewarm
    monkeypatch.setenv("DOMSIM_CACHE", str(tmp_path))
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    monkeypatch.setenv("DOMSIM_PREWARM", "1")           # (so that monkeypatch restores it)
    monkeypatch.delenv("DOMSIM_PREWARM")
    monkeypatch.setattr(prewarm, "_started", set())
    monkeypatch.setattr(prewarm.os, "cpu_count", lambda: 2)
    started = []

    def start(module, **popen):
        started.append(module)
        return types.SimpleNamespace(pid=4321)
    monkeypatch.setattr(prewarm.child, "start", start)
    return started


def test_the_background_compile_is_announced_with_how_to_stop_it(cold, capsys):
    from simcore import prewarm
    from simcore.dominion.game import GAME
    assert prewarm.start(GAME).pid == 4321
    assert cold == ["simcore.dominion.prewarm"]
    assert capsys.readouterr().err.splitlines() == [
        "note: a background process (pid 4321) compiles the rest of the dominion engine into "
        "the cache, once after an install or an update, and may run a minute or so after this "
        "command; `kill 4321` stops it, DOMSIM_PREWARM=0 turns it off"]


@pytest.mark.parametrize("value", ["0", "off", "False", "no"])
def test_domsim_prewarm_0_starts_no_background_compile(cold, capsys, monkeypatch, value):
    from simcore import prewarm
    from simcore.dominion.game import GAME
    monkeypatch.setenv("DOMSIM_PREWARM", value)
    assert prewarm.start(GAME) is None
    assert cold == [] and capsys.readouterr().err == ""
    assert not prewarm.stamp("dominion").with_name("prewarm-started").exists()  # no lease


def test_the_no_prewarm_option_turns_it_off_for_the_command_and_its_workers(cold, monkeypatch):
    from simcore import prewarm
    from simcore.dominion.game import GAME
    r = CliRunner().invoke(cli, ["--no-prewarm", "strategies"])
    assert r.exit_code == 0, r.output
    assert os.environ["DOMSIM_PREWARM"] == "0"          # (monkeypatch restores it)
    assert prewarm.start(GAME) is None and cold == []


# --- progress on a stderr that is not a terminal ----------------------------------------

def test_progress_lines_come_one_per_tenth_and_one_a_minute_between(monkeypatch):
    import io

    from domsim import progress
    now = [0.0]
    monkeypatch.setattr(progress, "_now", lambda: now[0])
    out = io.StringIO()
    bar = progress.progress_bar(1000, "game", file=out)
    assert isinstance(bar, progress.ProgressLines)
    for _ in range(100):
        bar.update(10)
    assert out.getvalue().splitlines()[:2] == ["100 of 1,000 games (10%), 0 s",
                                               "200 of 1,000 games (20%), 0 s"]
    assert len(out.getvalue().splitlines()) == 10
    slow = progress.progress_bar(1000, "matchup", desc="turns", initial=500, file=io.StringIO())
    now[0] = 61.0
    slow.set_postfix_str("3 chunks done")
    slow.update(1)                                    # a minute, no new tenth: a line
    slow.update(1)                                    # neither: none
    assert slow.file.getvalue() == "turns: 501 of 1,000 matchups (50%), 61 s, 3 chunks done\n"


def test_a_redirected_stderr_gets_a_few_progress_lines_and_no_carriage_returns(
        tmp_path, monkeypatch):
    """CliRunner's stderr is not a terminal: the runs print whole lines, one per tenth."""
    from domsim import progress
    monkeypatch.setattr(progress, "_now", lambda: 0.0)
    runner = CliRunner()
    r = runner.invoke(cli, ["tournament", "big-money", "smithy-bm", "double-witch", "--games",
                            "200", "--chunk", "20", "--out", str(tmp_path / "t.parquet")])
    assert r.exit_code == 0, r.output
    assert "\r" not in r.stderr
    lines = [x for x in r.stderr.splitlines() if " of 600 games (" in x]
    assert 1 <= len(lines) <= 10 and lines[-1] == "600 of 600 games (100%), 0 s", r.stderr
    r = runner.invoke(cli, ["match", "big-money", "smithy-bm", "--games", "200", "--chunk",
                            "20", "--out", str(tmp_path / "m.parquet")])
    assert r.exit_code == 0, r.output
    assert "\r" not in r.stderr
    lines = [x for x in r.stderr.splitlines() if " of 200 games (" in x]
    assert 1 <= len(lines) <= 10 and lines[-1] == "200 of 200 games (100%), 0 s", r.stderr


# --- the Intrige variants page ------------------------------------------------------------

def test_the_variants_key_says_what_change_counts_with_change_s_own_numbers():
    from cli.intrige.variants import CHANGE_KEY
    from domsim.intrige.variants import change
    key = " ".join(CHANGE_KEY)
    assert change({"order": "block-first"}) == (1, 1.0)
    assert f"tax=2 for the printed 3: {change({'tax': '2'})[1]:.3f}" in key
    assert f"for the printed 2 each: 7 of 8 seats by a half, {change({'start-coins': '2,3'})[1]:g}" \
        in key
    assert "default is the printed rules (0, 0)" in key and change({}) == (0, 0)


def _variant_rows(closest_is_default):
    import pandas as pd

    from tests.test_intrige_variants import even, seat_rows
    lead = {"default": 0.03, "tax=2": 0.05} if closest_is_default else \
        {"default": 0.05, "tax=2": 0.03}
    return pd.DataFrame([r for var, x in lead.items()
                         for r in seat_rows(var, {n: even(n, x) for n in range(2, 7)})])


@pytest.mark.parametrize("closest_is_default", [True, False])
def test_the_seats_chart_names_each_variant_once(closest_is_default):
    from cli.intrige.variants import charts
    from domsim.intrige.variants import verdict
    from simcore.charts import plt
    rows = _variant_rows(closest_is_default)
    v = verdict(rows)
    figs = charts(rows, v, {"bot": "fox", "games": 1000, "seed": 0})
    fig = dict((name, f) for name, f, _ in figs)["seats.png"]
    labels = [t.get_text() for legend in fig.legends for t in legend.get_texts()]
    title = fig._suptitle.get_text().replace("\n", " ")
    if closest_is_default:
        assert labels == ["default"]
        assert "default (green), the seed's rules themselves" in title
    else:
        assert labels == ["tax=2", "default"]
        assert "tax=2 (green), against the seed's rules (grey)" in title
    for _, f, _ in figs:
        plt.close(f)


def test_the_variants_page_and_report_explain_the_change_column(tmp_path):
    import html

    import pyarrow as pa
    import pyarrow.parquet as pq

    from cli.intrige.variants import CHANGE_KEY
    t = pa.Table.from_pandas(_variant_rows(False), preserve_index=False)
    md = {"kind": "intrige-variants", "game": "intrige", "bot": "fox", "games": "1000",
          "seed": "0", "players": "2,3,4,5,6"}
    pq.write_table(t.replace_schema_metadata(md), tmp_path / "v.parquet")
    r = CliRunner().invoke(cli, ["report", str(tmp_path / "v.parquet"), "--html",
                                 str(tmp_path / "v.html")])
    assert r.exit_code == 0, r.output
    assert r.stdout.count(CHANGE_KEY[0]) == 1
    assert html.escape(CHANGE_KEY[0]) in (tmp_path / "v.html").read_text()


# --- the charts' small print ----------------------------------------------------------------

def test_the_per_turn_charts_say_later_turns_hold_only_the_games_still_running():
    import json

    import numpy as np
    import pandas as pd

    from cli.plan_report import turn_charts
    rows = []
    for t in range(1, 21):                      # 1,000 games; from turn 15 on, 100 end a turn
        reached = 1000 if t < 15 else 1000 - 100 * (t - 14)
        rows.append({"strategy": "a", "turn": t, "reached": reached, "ended": 100 * (t >= 14),
                     "mean_vp": t, "sd_vp": 1.0, "mean_money": min(t, 16) - (t > 16),
                     "sd_money": 1.0})
    md = {"entries": json.dumps(["a"]), "kingdoms": json.dumps(["Smithy"]), "seed": "1"}
    figs = {name: fig for name, fig, _ in turn_charts(pd.DataFrame(rows), md)}
    for name in ("vp.png", "money.png"):
        fig = figs[name]
        note = " ".join(t.get_text().replace("\n", " ") for t in fig.texts)
        assert "later turns show only the long ones" in note and "share of games still " \
            "running" in note
        right = fig.axes[1]
        assert right.get_ylabel() == "games still running (%, dotted)"
        (line,) = right.get_lines()
        assert list(line.get_xdata()) == list(range(1, 21))
        assert np.allclose(line.get_ydata(), [100.0] * 14 + [90, 80, 70, 60, 50, 40])


def test_dominance_marks_a_measured_zero_that_its_interval_is_of():
    """A card never best in its one or two kingdoms: no bar to draw, so a marker at 0 says the
    wide interval beside it (0 of 1: up to 79%) belongs to a measured 0, not to no data."""
    import json

    import pandas as pd

    from cli.dominion.sweep import kingdom_charts
    cards = pd.DataFrame({"card": ["Witch", "Moat", "Smithy", "Village"],
                          "kingdoms": [1, 3, 2, 1], "best": [1, 1, 0, 0],
                          "best_rate": [1.0, 1 / 3, 0.0, 0.0],
                          "mean_rating_lift": [50.0, 5.0, -3.0, -4.0]})
    md = {"kind": "sweep-kingdoms", "players": "2", "seed": "3", "version": "0.1.0",
          "engine_version": "abc", "games": "1000", "kingdoms": json.dumps(list("abcd")),
          "entries": "[]"}
    f1, _ = kingdom_charts(pd.DataFrame({"margin": [10.0, 20.0]}), cards, md)
    ax = f1.axes[0]
    (marks,) = [ln for ln in ax.get_lines() if ln.get_marker() == "D"]
    assert list(marks.get_xdata()) == [0.0, 0.0] and list(marks.get_ydata()) == [2, 3]
    assert marks.get_label() == "measured 0"
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["measured 0", "95% interval"]
    assert [t.get_text() for t in ax.texts] == ["1 of 1", "1 of 3", "0 of 2", "0 of 1"]


# --- the HTML page -------------------------------------------------------------------------

def test_cell_text_is_white_on_dark_cells_and_black_on_light_ones():
    from simcore import charts
    assert charts.text_colour((0.0, 0.0, 0.0, 1.0)) == "white"
    assert charts.text_colour((1.0, 1.0, 1.0, 1.0)) == "black"
    assert charts.text_colour((1.0, 1.0, 0.75, 1.0)) == "black"     # RdYlGn's pale middle
    import pandas as pd
    ct = pd.DataFrame({"strategy": ["a", "a", "b", "b", "c", "c"],
                       "opponent": ["b", "c", "a", "c", "a", "b"],
                       "share": [1.0, 0.5, 0.0, 0.6, 0.5, 0.4]})
    fig = charts.heatmap(ct, ["a", "b", "c"], "t")
    colours = {t.get_text(): t.get_color() for t in fig.axes[0].texts}
    assert colours == {"100": "white", "50": "black", "0": "white", "60": "black",
                       "40": "black"}
    charts.close(fig)


def test_the_page_says_its_title_once(tmp_path):
    import re
    runner = CliRunner()
    r = runner.invoke(cli, ["tournament", "big-money", "smithy-bm", "double-witch", "--games",
                            "40", "--out", str(tmp_path / "t.parquet"), "-q"])
    assert r.exit_code == 0, r.output
    r = runner.invoke(cli, ["report", str(tmp_path / "t.parquet"), "--html",
                            str(tmp_path / "t.html"), "--png", str(tmp_path / "png")])
    assert r.exit_code == 0, r.output
    page = (tmp_path / "t.html").read_text()
    title = re.search("<h1>(.*)</h1>", page).group(1)
    assert title.startswith("tournament of 3 strategies, 2 players")
    body = page[page.index("<body>"):]
    assert body.count(title) == 1
    from cli.plan_report import _charts_for, _page_titles
    from domsim.runs import read_results
    from simcore.plan_tables import crosstable, ranking
    rows, md = read_results(tmp_path / "t.parquet")
    figs = _charts_for("tournament", None, md, {"ranking": ranking(rows),
                                                 "crosstable": crosstable(rows)})
    whole = [f.axes[0].get_title().replace("\n", " ") for _, f, _ in figs]
    assert [t.startswith(title + ": ") for t in whole] == [True, True]   # (in the PNGs)
    _page_titles(figs, title)
    assert [f.axes[0].get_title() for _, f, _ in figs] == ["Share of row against column",
                                                          "Rating with 95% interval"]
