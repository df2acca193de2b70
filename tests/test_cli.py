"""The `domsim` command line: the parquet contract, `play` replaying a match's game (bad input:
tests/test_reliability.py).

Games are kept few: every match shares one compiled driver; a user strategy file compiles only
its own functions."""
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from cli.main import cli
from simcore.dominion.cards import NC, snake
from simcore.results import read_metadata

ROOT = Path(__file__).resolve().parents[1]
CONTRACT_SUMMARY = ["entry", "strategy", "opponents", "players", "kingdom", "games", "wins",
                    "ties", "losses", "share", "ci_low", "ci_high", "first_seat_share", "mean_vp",
                    "mean_turns", "seed", "version"]
CONTRACT_GAMES = ["game", "entry", "strategy", "seat", "vp", "turns", "result", "share", "end"]
GAMES = 300


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def ok(*args):
    r = run(*args)
    assert r.exit_code == 0, r.output
    return r


@pytest.fixture(scope="module")
def two(tmp_path_factory):
    """A 2-player match written with both files."""
    d = tmp_path_factory.mktemp("two")
    r = ok("match", "big-money", "smithy-bm", "--games", GAMES, "--seed", 11, "--chunk", 128,
           "--threads", 2, "--out", d / "s.parquet", "--games-out", d / "g.parquet")
    return r, pd.read_parquet(d / "s.parquet"), pd.read_parquet(d / "g.parquet"), d


@pytest.fixture(scope="module")
def three(tmp_path_factory):
    """A 3-player match with Curses flying."""
    d = tmp_path_factory.mktemp("three")
    r = ok("match", "double-witch", "big-money-ultimate", "smithy-bm", "--games", GAMES,
           "--seed", 5, "--out", d / "s.parquet", "--games-out", d / "g.parquet", "--quiet")
    assert r.output == ""
    return pd.read_parquet(d / "s.parquet"), pd.read_parquet(d / "g.parquet"), d


# --- match: the parquet contract ------------------------------------------------------

def test_match_prints_a_table_and_where_it_wrote(two):
    r, summary, _, d = two
    out = r.output
    for word in ("strategy", "share", "95% CI", "wins", "ties", "losses", "mean VP",
                 "mean turns", "first seat", "big-money", "smithy-bm"):
        assert word in out
    assert f"wrote {d / 's.parquet'}" in out
    assert f"wrote {d / 'g.parquet'}" in out


def test_summary_columns_and_values(two, three):
    for summary, n in ((two[1], 2), (three[0], 3)):
        assert list(summary.columns) == CONTRACT_SUMMARY + ["fallbacks"]
        assert summary.entry.tolist() == list(range(n))
        assert (summary.games == GAMES).all() and (summary.players == n).all()
        assert (summary.wins + summary.ties + summary.losses == GAMES).all()
        assert summary.share.sum() == pytest.approx(1.0, abs=1e-9)
        assert (summary.ci_low <= summary.share).all() and (summary.share <= summary.ci_high).all()
        assert ((summary.ci_low >= 0) & (summary.ci_high <= 1)).all()
        assert (summary.fallbacks == 0).all()
        assert summary.mean_turns.between(8, 40).all()
    s = two[1]
    assert s.strategy.tolist() == ["big-money", "smithy-bm"]
    assert s.opponents.tolist() == ["smithy-bm", "big-money"]
    assert (s.kingdom == "Smithy").all() and (s.seed == 11).all()
    assert s.share[1] > 0.6                                  # Smithy-BM beats Big Money


def test_games_columns_and_values(two, three):
    for (summary, games, n) in ((two[1], two[2], 2), (three[0], three[1], 3)):
        md = read_metadata(two[3] / "g.parquet") if n == 2 else read_metadata(three[2] / "g.parquet")
        decks = [f"deck_{snake(c)}" for c in md["supply"]]
        assert list(games.columns) == CONTRACT_GAMES + ["first_province"] + decks
        assert len(games) == GAMES * n
        assert sorted(games.game.unique()) == list(range(GAMES))
        assert ((games.entry - games.game) % n == games.seat).all()   # the seat rotation
        per_game = games.groupby("game")
        assert np.allclose(per_game.share.sum(), 1.0)
        assert (per_game.seat.nunique() == n).all()
        assert set(games.result) <= {"win", "tie", "loss"}
        assert set(games.end) <= {"provinces", "piles", "turn_limit"}
        assert ((games.result == "win") == (games.share == 1.0)).all()
        assert ((games.result == "loss") == (games.share == 0.0)).all()
        # the final decks: at least the starting 10 cards, and they score the VP reported
        size = games[decks].sum(axis=1)
        assert (size >= 10).all()
        assert (games.deck_copper == 7).all()           # nobody here buys or trashes Copper
        vp = (games.deck_estate + 3 * games.deck_duchy + 6 * games.deck_province
              - games.deck_curse)
        assert (vp == games.vp).all()
        # these bots get Provinces only by buying them: a first-Province turn iff one is owned,
        # within the player's turns
        bought = games.first_province >= 0
        assert (bought == (games.deck_province > 0)).all() and bought.any()
        assert (games.first_province[bought] >= 1).all()
        assert (games.first_province[bought] <= games.turns[bought]).all()
        provinces = per_game.deck_province.sum()
        assert (provinces <= (8 if n == 2 else 12)).all()
        ended = games.groupby("game").end.first() == "provinces"
        assert (provinces[ended] == (8 if n == 2 else 12)).all()
        # the summary is the per-game rows aggregated
        by = games.groupby("entry")
        assert by.share.mean().values == pytest.approx(summary.share.values)
        assert (by.result.apply(lambda r: (r == "win").sum()).values == summary.wins.values).all()
        assert (by.result.apply(lambda r: (r == "tie").sum()).values == summary.ties.values).all()
        assert by.vp.mean().values == pytest.approx(summary.mean_vp.values)
        assert by.turns.mean().values == pytest.approx(summary.mean_turns.values)
        first = games[games.seat == 0].groupby("entry").share.mean()
        assert first.values == pytest.approx(summary.first_seat_share.values)
    assert three[1].deck_curse.sum() > 0


def test_file_metadata(two):
    d = two[3]
    for name, kind in (("s.parquet", "summary"), ("g.parquet", "games")):
        md = read_metadata(d / name)
        assert md["kind"] == kind
        assert md["seed"] == "11" and md["players"] == "2" and md["edition"] == "2"
        assert md["turn_limit"] == "100" and md["kingdom"] == "Smithy"
        assert md["entries"] == ["big-money", "smithy-bm"]
        assert md["strategies"]["smithy-bm"]["summary"].startswith("Province if money > 15")
        assert "def smithy_bm" in md["strategies"]["smithy-bm"]["source"]
        assert len(md["engine_version"]) == 12 and md["version"]
    assert pq.ParquetFile(d / "g.parquet").metadata.num_row_groups == 3      # chunks of 128
    assert not [p for p in d.iterdir() if p.name.startswith(".")]          # no leftovers


def test_same_seed_same_games_for_any_threads_and_chunks(two, tmp_path):
    ok("match", "big-money", "smithy-bm", "--games", GAMES, "--seed", 11, "--chunk", 77,
       "--threads", 1, "--out", tmp_path / "s.parquet", "--games-out", tmp_path / "g.parquet",
       "-q")
    pd.testing.assert_frame_equal(pd.read_parquet(tmp_path / "g.parquet"), two[2])
    assert (tmp_path / "s.parquet").read_bytes() == (two[3] / "s.parquet").read_bytes()


def test_default_output_path_and_force(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    ok("match", "big-money", "bm-militia:1", "--games", 50, "-q")
    target = tmp_path / "results" / "match-big-money-bm-militia-1-s0.parquet"
    assert target.exists()
    # the same command again replaces its own default file (README's first command)
    ok("match", "big-money", "bm-militia:1", "--games", 40, "-q")
    assert pd.read_parquet(target).games.tolist() == [40, 40]
    ok("match", "big-money", "bm-militia:1", "--games", 60, "-q", "--force")
    assert pd.read_parquet(target).games.tolist() == [60, 60]
    # but an explicit --out is never overwritten without --force
    r = run("match", "big-money", "bm-militia:1", "--games", 50, "-q", "--out", target)
    assert r.exit_code == 2 and "--force" in r.output


def test_kingdom_preset_adds_what_strategies_need(tmp_path):
    r = ok("match", "double-witch", "smithy-bm", "--games", 40, "--kingdom", "first-game",
           "--out", tmp_path / "s.parquet")
    assert "added Witch" in r.output
    k = pd.read_parquet(tmp_path / "s.parquet").kingdom[0].split(",")
    assert len(k) == 11 and "Witch" in k and "Smithy" in k


# --- play -----------------------------------------------------------------------------

FINAL = re.compile(r"^\s+(?P<name>\S+)\s+\(entry (?P<entry>\d+), seat (?P<seat>\d+)\): "
                   r"(?P<vp>-?\d+) VP, (?P<turns>\d+) turns, (?P<result>win|tie|loss)$")


def finals(output):
    rows = [FINAL.match(line) for line in output.splitlines()]
    return {int(m["entry"]): m for m in rows if m}


@pytest.mark.parametrize("game", [0, 1, 150, GAMES - 1])
def test_play_replays_a_game_of_the_match(two, game):
    games = two[2]
    r = ok("play", "big-money", "smithy-bm", "--seed", 11, "--game", game)
    out = r.output
    assert "-- big-money, turn 1 --" in out and "-- smithy-bm, turn 1 --" in out
    assert "buys" in out and "game over" in out
    got = finals(out)
    rows = games[games.game == game].set_index("entry")
    assert sorted(got) == [0, 1]
    for e, m in got.items():
        assert int(m["vp"]) == rows.loc[e, "vp"]
        assert int(m["turns"]) == rows.loc[e, "turns"]
        assert int(m["seat"]) == rows.loc[e, "seat"]
        assert m["result"] == rows.loc[e, "result"]
    assert f"game over ({rows.end.iloc[0].replace('_', ' ')})" in out


def test_play_three_players(three):
    games = three[1]
    r = ok("play", "double-witch", "big-money-ultimate", "smithy-bm", "--seed", 5, "--game", 4)
    rows = games[games.game == 4].set_index("entry")
    for e, m in finals(r.output).items():
        assert (int(m["vp"]), m["result"]) == (rows.loc[e, "vp"], rows.loc[e, "result"])
    assert "plays Witch" in r.output or "Curse" in r.output


# --- catalogue, bench, warmup ---------------------------------------------------------

def test_cards_and_strategies():
    out = ok("cards").output
    assert len(out.splitlines()) >= NC + 1
    assert "Throne Room" in out and "implemented" in out
    out = ok("cards", "--set", "base").output
    assert "Smithy" in out and "Baron" not in out
    out = ok("cards", "throne-room").output
    assert "Throne Room: $4, Action" in out and "twice" in out and "Default bot" in out
    out = ok("strategies").output
    assert "big-money-ultimate" in out and "bm-<card>" in out and "militia" in out
    out = ok("strategies", "double-witch").output
    assert "def double_witch" in out and "uses: Witch" in out
    assert "count(Militia) < 3" in ok("strategies", "bm-militia:3").output


def test_bench_and_warmup():
    out = ok("bench", "--games", 200, "--threads", 1).output
    assert out.count("games/s") == 1 and "4 players" in out and "BM mirror" in out
    assert "ready in" in ok("warmup").output


def test_warmup_names_a_failed_second_process(monkeypatch):
    """Intrige compiles in a second process: when that fails, warmup says so in one line
    (the process's last words) and fails, rather than claiming both engines ready."""
    from cli import perf
    failing = [sys.executable, "-c", "import sys; sys.exit('numba: out of memory')"]
    monkeypatch.setattr(perf, "_start_intrige", lambda: subprocess.Popen(
        failing, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
    r = CliRunner().invoke(cli, ["warmup"])
    assert r.exit_code == 1, r.output
    assert "Error: Intrige's compile failed: numba: out of memory" in r.output
    assert "Intrige engine" not in r.output and "engine and built-in driver ready" in r.output


# --- user strategies ------------------------------------------------------------------

USER = '''
from simcore.dominion.cards import GOLD, MILITIA, PROVINCE, SILVER
from simcore.dominion.state import NONE
from simcore.dominion.view import count, ok
from strategies import Strategy


def militia_bm(g, me, prm):
    """Big Money with one Militia."""
    if ok(g, PROVINCE):
        return PROVINCE
    if ok(g, GOLD):
        return GOLD
    if count(g, me, MILITIA) < 1 and ok(g, MILITIA):
        return MILITIA
    if ok(g, SILVER):
        return SILVER
    return NONE


named = Strategy("militia-one", militia_bm, summary="BM + one Militia")


def no_return(g, me, prm):
    if ok(g, PROVINCE):
        return PROVINCE


def mistyped(g, me, prm):
    return ok(g)
'''

# files that read the state past the view module: the check refuses the whole file, before
# any of it runs, whichever function is named
PEEKS = '''
from simcore.dominion.cards import PROVINCE
from simcore.dominion.state import NONE
from simcore.dominion.view import ok


def peeks(g, me, prm):
    if g.supply[PROVINCE] > 0 and ok(g, PROVINCE):
        return PROVINCE
    return NONE
'''

PEEKS_IN_HELPER = '''
from simcore.dominion.state import NONE


def helper(state):
    return state.hand[0, 0]


def peeks_in_helper(g, me, prm):
    if helper(g) > 2:
        return NONE
    return NONE
'''


@pytest.fixture(scope="module")
def userfile(tmp_path_factory):
    p = tmp_path_factory.mktemp("user") / "mybots.py"
    p.write_text(USER)
    (p.parent / "broken.py").write_text("def f(:\n")
    (p.parent / "raises.py").write_text("x = 1 // 0\n")
    return p


def test_user_strategy_file(userfile, tmp_path):
    ok("match", f"{userfile}:militia_bm", f"{userfile}:named", "big-money", "--games", 120,
       "--out", tmp_path / "s.parquet", "--games-out", tmp_path / "g.parquet")
    s = pd.read_parquet(tmp_path / "s.parquet")
    assert s.strategy.tolist() == ["militia_bm", "militia-one", "big-money"]
    assert (s.kingdom == "Militia").all()                      # inferred from the source
    md = read_metadata(tmp_path / "s.parquet")
    assert "def militia_bm" in md["strategies"]["militia_bm"]["source"]
    assert md["strategies"]["militia_bm"]["origin"].endswith("mybots.py:militia_bm")
    g = pd.read_parquet(tmp_path / "g.parquet")
    assert g[g.entry == 0].deck_militia.max() == 1
    out = ok("play", f"{userfile}:militia_bm", "big-money", "--game", 3).output
    assert "militia_bm" in out and "game over" in out


# --- bad input: the table is in tests/test_reliability.py ---------------------------------

# --- the real program -------------------------------------------------------------------

def test_python_m_cli(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = tmp_path / "s.parquet"
    p = subprocess.run([sys.executable, "-m", "cli.main", "match", "big-money", "big-money",
                        "--games", "50", "--out", str(out)], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stderr
    assert "big-money#0" in p.stdout and out.exists()
    p = subprocess.run([sys.executable, "-m", "cli.main", "match", "big-money", "nobody"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert p.returncode == 2
    assert p.stderr.strip().startswith("Error: unknown strategy 'nobody'")
    assert len(p.stderr.strip().splitlines()) == 1 and "Traceback" not in p.stderr


def test_internal_failure_is_one_line_and_exit_1(monkeypatch, tmp_path):
    import simcore.results

    def broken(*a, **k):
        raise RuntimeError("disk on fire")
    monkeypatch.setattr(simcore.results, "run_match", broken)
    monkeypatch.delenv("DOMSIM_DEBUG", raising=False)
    r = run("match", "big-money", "smithy-bm", "--games", 10, "--out", tmp_path / "s.parquet")
    assert r.exit_code == 1
    assert r.output.strip().splitlines() == [
        "Error: internal error: RuntimeError: disk on fire (run with DOMSIM_DEBUG=1 for the "
        "traceback)"]
    assert not (tmp_path / "s.parquet").exists()


def test_first_province_turn_matches_the_play_log(tmp_path):
    """--games-out's first_province is the turn of the first `buys Province` line of each
    player in `domsim play` of the same game (or -1 when there is none)."""
    g = tmp_path / "g.parquet"
    r = CliRunner().invoke(cli, ["match", "big-money", "smithy-bm", "--games", "6", "--seed", "5",
                                 "--out", str(tmp_path / "s.parquet"), "--games-out", str(g),
                                 "--quiet"])
    assert r.exit_code == 0, r.output
    rows = pd.read_parquet(g)
    for game in range(6):
        log = CliRunner().invoke(cli, ["play", "big-money", "smithy-bm", "--game", str(game),
                                       "--seed", "5"]).output
        first, turn = {}, {}
        for line in log.splitlines():
            m = re.match(r"-- (\S+), turn (\d+) --", line)
            if m:
                turn[m.group(1)] = int(m.group(2))
            m = re.match(r"\s+(\S+) buys Province", line)
            if m:
                first.setdefault(m.group(1), turn[m.group(1)])
        for _, row in rows[rows.game == game].iterrows():
            assert row.first_province == first.get(row.strategy, -1), (game, row.strategy)
