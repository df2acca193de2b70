"""Reliability: bad input (one table), strategies that misbehave at run time, nothing lost on
an interrupt or a kill, --resume, determinism of the files, resources.

The kill tests start real `domsim match` processes (a few seconds of games each)."""
import os
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from cli.main import cli
from simcore.dominion.cards import IMPLEMENTED, NAMES, NC
from simcore.results import read_metadata, read_summary
from tests.test_cli import PEEKS, PEEKS_IN_HELPER, USER

ROOT = Path(__file__).resolve().parents[1]
ENV = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
DOMSIM = [sys.executable, "-m", "cli.main"]


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def ok(*args):
    r = run(*args)
    assert r.exit_code == 0, r.output
    return r


# --- 1. bad input: one table ------------------------------------------------------------

CHAOS = Path(__file__).parent / "data" / "chaos.py"


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """A folder of inputs for the bad-input table: real summary/per-game files, a partial
    summary, damaged and foreign parquet files, strategy files."""
    d = tmp_path_factory.mktemp("bad")
    (d / "existing.parquet").write_bytes(b"")
    (d / "afile").write_text("")
    (d / "adir").mkdir()
    (d / "corrupt.parquet").write_bytes(b"PAR1 this is not really parquet")
    pd.DataFrame({"a": [1, 2]}).to_parquet(d / "foreign.parquet")
    ok("match", "big-money", "smithy-bm", "--games", 60, "--seed", 3, "--out",
       d / "summary.parquet", "--games-out", d / "games.parquet", "-q")
    data = (d / "summary.parquet").read_bytes()
    (d / "truncated.parquet").write_bytes(data[:len(data) // 2])
    from cli.dominion.match_options import run_args
    from domsim.inputs import command
    from simcore.dominion.match import Match
    from simcore.results import RunInterrupted, run_match
    from strategies import REGISTRY
    m = Match([REGISTRY["big-money"], REGISTRY["smithy-bm"]], [NAMES.index("Smithy")],
              games=60, seed=3, chunk=20)
    with pytest.raises(RunInterrupted):
        run_match(m, out=d / "partial.parquet", stop=lambda: True,
                  command=command(["match"] + run_args(["big-money", "smithy-bm"], 3, None,
                                                       False, 100, 2) + ["--games", "60"]))
    (d / "g.parquet.parts").mkdir()
    (d / "g.parquet.parts" / "notes.txt").write_text("mine")
    ok("tournament", "big-money", "smithy-bm", "--games", 40, "--out", d / "t.parquet", "-q")
    t = pq.read_table(d / "t.parquet")                 # a column dropped, the metadata kept
    pq.write_table(t.drop(["games"]).replace_schema_metadata(t.schema.metadata),
                   d / "dropped.parquet")
    ok("match", "big-money", "smithy-bm", "--games", 40, "--out", d / "m.parquet", "--turns-out",
       d / "turns.parquet", "-q")
    t = pq.read_table(d / "turns.parquet")
    pq.write_table(t.drop(["mean_vp"]).replace_schema_metadata(t.schema.metadata),
                   d / "turns-dropped.parquet")
    (d / "strbuy.toml").write_text('[one]\nbuy = "Gold"\n')
    (d / "unfinished.parquet.parts").mkdir()
    (d / "unfinished.parquet.parts" / "run.json").write_text('{"plan": "x", "format": 1}')
    (d / "mybots.py").write_text(USER)
    (d / "peeks.py").write_text(PEEKS)
    (d / "peeks_in_helper.py").write_text(PEEKS_IN_HELPER)
    (d / "broken.py").write_text("def f(:\n")
    (d / "raises.py").write_text("x = 1 // 0\n")
    return d


def _unimplemented():
    missing = [NAMES[c] for c in range(NC) if c not in IMPLEMENTED]
    return missing[0] if missing else None


M = ["match", "big-money", "smithy-bm"]
ELEVEN = "Cellar,Chapel,Moat,Harbinger,Merchant,Vassal,Village,Workshop,Bureaucrat,Gardens,Militia"
BAD = [
    # strategies
    (["match", "big-mony", "smithy-bm"], "did you mean big-money"),
    (["match", "bm-smithee", "big-money"], "did you mean bm-smithy"),
    (["match", "bm-smithy:two", "big-money"], "whole number"),
    (["match", "big-money"], "2 to 6 strategies"),
    (["match"], "2 to 6 strategies"),
    (["match"] + ["big-money"] * 7, "at most 6"),
    (["play", "big-money"], "2 to 6 strategies"),
    (["strategies", "doubel-witch"], "did you mean double-witch"),
    # strategy files
    (["match", "{d}/missing.py:f", "big-money"], "not found"),
    (["match", "{d}/mybots.py", "big-money"], "say which function"),
    (["match", "{d}/broken.py:f", "big-money"], "SyntaxError"),
    (["match", "{d}/raises.py:f", "big-money"], "does not import: ZeroDivisionError"),
    (["match", "{d}/mybots.py:militia", "big-money"], "did you mean militia_bm"),
    (["match", "{d}/peeks.py:peeks", "big-money"], "g.supply"),
    (["match", "{d}/peeks_in_helper.py:peeks_in_helper", "big-money"], "state.hand"),
    (["match", "{d}/mybots.py:no_return", "big-money"], "every path"),
    (["match", "{d}/mybots.py:mistyped", "big-money"],
     "mistyped (mybots.py, line 30) calls ok with 1 argument; it takes (g, c)"),
    # kingdoms
    (M + ["--kingdom", "Smithy,Vilage"], "did you mean Village"),
    (M + ["--kingdom", "first-gam"], "did you mean first-game"),
    (M + ["--kingdom", ELEVEN], "at most 10"),
    (M + ["--kingdom", "Smithy,Village,Smithy"], "names Smithy twice"),
    (["match", "double-witch", "big-money", "--kingdom", "first-game", "--exact-kingdom"],
     "needs Witch, which --kingdom first-game lacks"),
    (["cards", "Smithie"], "did you mean Smithy"),
    (["cards", "--set", "intrige"], "did you mean intrigue"),
    # numbers
    (M + ["--games", "0"], "--games"),
    (M + ["--games", "-3"], "--games"),
    (M + ["--games", "many"], "'many' is not a whole number"),
    (M + ["--games", "1e30"], "1e30 is too large"),
    (M + ["--games", "2.5"], "not a whole number"),
    (M + ["--chunk", "0"], "--chunk"),
    (M + ["--chunk", "1e9"], "--chunk"),
    (M + ["--turn-limit", "0"], "--turn-limit"),
    (M + ["--turn-limit", "1e9"], "--turn-limit"),
    (M + ["--seed", "-1"], "--seed"),
    (M + ["--seed", str(2 ** 63)], "too large"),
    (M + ["--seed", "abc"], "--seed"),
    (M + ["--threads", "0"], "--threads"),
    (M + ["--threads", "999"], "this machine's cores"),
    (M + ["--edition", "3"], "--edition"),
    (M + ["--gamez", "5"], "--games"),
    (["play", "big-money", "smithy-bm", "--game", "-1"], "--game"),
    (["bench", "--games", "0"], "--games"),
    (["fuzz", "--games", "0"], "--games"),
    (["tournament"], "at least 2 strategies"),
    # output files
    (M + ["--out", "{d}/existing.parquet"], "--force"),
    (M + ["--out", "{d}/adir"], "is a folder"),
    (M + ["--out", "{d}/afile/s.parquet"], "not a folder"),
    (M + ["--out", "{d}/new.parquet", "--games-out", "{d}/new.parquet"], "another file"),
    (M + ["--out", "/proc/domsim/s.parquet"], "cannot write"),
    (M + ["--out", "{d}/partial.parquet"], "holds an unfinished run (20 of 60 games)"),
    (M + ["--out", "{d}/new.parquet", "--games-out", "{d}/g.parquet"], "not domsim's"),
    (M + ["--out", "{d}/new.parquet", "--games", "1e12", "--games-out", "{d}/new-g.parquet"],
     "need about"),
    # --resume
    (M + ["--out", "{d}/new.parquet", "--force", "--resume"], "give one of them"),
    (M + ["--out", "{d}/corrupt.parquet", "--resume"], "not a readable parquet"),
    (M + ["--out", "{d}/truncated.parquet", "--resume"], "not a readable parquet"),
    (M + ["--out", "{d}/foreign.parquet", "--resume"], "not written by domsim"),
    (M + ["--out", "{d}/games.parquet", "--resume"], "is a per-game file"),
    (M + ["--out", "{d}/summary.parquet", "--seed", "4", "--resume"],
     "holds another run: its --seed is '3', not '4'"),
    (M + ["--out", "{d}/summary.parquet", "--seed", "3", "--kingdom", "Smithy,Village",
          "--resume"], "holds another run: its kingdom"),
    (M + ["--out", "{d}/summary.parquet", "--seed", "3", "--games", "30", "--resume"],
     "already has 60 games, more than --games 30"),
    (M + ["--out", "{d}/summary.parquet", "--seed", "3", "--games", "90", "--games-out",
          "{d}/nothere.parquet", "--resume"], "no per-game rows to extend"),
    (M + ["--out", "{d}/partial.parquet", "--seed", "3", "--games", "60", "--games-out",
          "{d}/p-g.parquet", "--resume"], "kept no per-game rows"),
    (M + ["--out", "{d}/new.parquet", "--games-out", "{d}/games.parquet", "--resume"],
     "holds no run to resume"),
    # report
    (["report", "{d}/missing.parquet"], "does not exist"),
    (["report", "{d}/adir"], "is a folder"),
    (["report", "{d}/corrupt.parquet"], "not a readable parquet"),
    (["report", "{d}/truncated.parquet"], "not a readable parquet"),
    (["report", "{d}/foreign.parquet"], "not written by domsim"),
    (["report", "{d}/games.parquet"], "is a per-game file"),
]
# every command that writes: each output checked before any work (suffix, empty, parent a
# folder, writable), and inputs that would sweep nothing or everything
T = ["tournament", "big-money", "smithy-bm", "--games", "20"]
XML = str(Path(__file__).parent / "data" / "buylist" / "bots.xml")
OPT = ["optimise", "--kingdom", "Smithy", "--against", "big-money", "--budget", "70000"]
BAD += [
    (M + ["--out", ""], "--out is empty"),
    (M + ["--out", "{d}/new.parquet", "--games-out", ""], "--games-out is empty"),
    (T + ["--out", "{d}/t.csv"], "writes parquet, not CSV"),
    (T + ["--out", ""], "--out is empty"),
    (T + ["--out", "{d}/afile/t.parquet"], "not a folder"),
    (T + ["--out", "/proc/domsim/t.parquet"], "cannot write"),
    (T + ["--out", "{d}/new.parquet", "--turns-out", ""],
     "--turns-out is empty"),
    (["sweep", "cards", "--cards", "Smithy", "--games", "20", "--out", "{d}/s.csv"],
     "writes parquet"),
    (["sweep", "cards", "--cards", "", "--games", "20"], "--cards '' names no card"),
    (["sweep", "cards", "--cards", ",,,", "--games", "20"], "--cards ',,,' names no card"),
    (M + ["--kingdom", ""], "--kingdom '' names no card"),
    (M + ["--kingdom", " , ,"], "--kingdom ' , ,' names no card"),
    (["play", "big-money", "smithy-bm", "--kingdom", ",,,"], "--kingdom ',,,' names no card"),
    (["sweep", "kingdoms", "--games", "20", "--out", "{d}/k.txt"], "writes parquet"),
    (["sweep", "params", "smithy-bm", "--param", "money=14..15", "--games", "20", "--out",
      "{d}/p.csv"], "writes parquet"),
    (["import-bots", XML, "--out", "{d}/bots.csv"], "give a file name ending in .toml"),
    (["import-bots", XML, "--out", ""], "--out is empty"),
    (["import-bots", XML, "--out", "{d}/afile/b.toml"], "not a folder"),
    (["report", "{d}/t.parquet", "--html", "{d}/out.png"], "ending in .html"),
    (["report", "{d}/t.parquet", "--html", "{d}/afile/x.html"], "not a folder"),
    (["report", "{d}/t.parquet", "--html", "/proc/domsim/x.html"], "cannot write"),
    (["report", "{d}/t.parquet", "--png", "{d}/afile"], "is a file"),
    (["report", "{d}/t.parquet", "--png", "{d}/afile/charts"], "not a folder"),
    (["report", "{d}/dropped.parquet"], "lacks the columns games"),
    (OPT + ["--out", "{d}/afile/sub"], "not a folder"),
    (OPT + ["--out", "/proc/domsim/opt"], "cannot write"),
    (OPT + ["--out", ""], "--out is empty"),
    (["intrige", "match", "honest", "shark", "--games", "20", "--out", "{d}/i.csv"],
     "writes parquet"),
    (["intrige", "match", "honest", "shark", "--games", "20", "--out", ""], "--out is empty"),
    (["intrige", "tournament", "honest", "shark", "--games", "20", "--out", "{d}/i.csv"],
     "writes parquet"),
    (["intrige", "tournament", "honest", "shark", "--games", "20", "--out", ""],
     "--out is empty"),
    (["intrige", "balance", "--games", "100", "--out", "{d}/afile"], "is a file"),
    (["intrige", "balance", "--games", "100", "--out", "{d}/afile/sub"], "not a folder"),
    (["match", "{d}/strbuy.toml:one", "big-money"], "buy must be a list of rules"),
    (T + ["--out", "{d}/unfinished.parquet"], "holds an unfinished run"),
    (["sweep", "kingdoms", "--games", "20", "--out", ""], "--out is empty"),
    (["sweep", "params", "smithy-bm", "--param", "money=14..15", "--games", "20", "--out", ""],
     "--out is empty"),
    (M + ["--precision", "0.05", "--out", "{d}/m.csv"], "writes parquet"),
    (M + ["--out", "{d}/new.parquet", "--turns-out", ""], "--turns-out is empty"),
    (M + ["--out", "{d}/new.parquet", "--turns-out", "{d}/turns.csv"], "writes parquet"),
    (T + ["--out", "{d}/new.parquet", "--turns-out", "{d}/turns.csv"], "writes parquet"),
    (["report", "{d}/turns-dropped.parquet"], "lacks the columns mean_vp"),
]
if _unimplemented():
    BAD.append((M + ["--kingdom", _unimplemented()], "not implemented"))


def _tree(*roots):
    """Every file and folder under the roots, with size and modification time."""
    out = {}
    for root in roots:
        for p in Path(root).rglob("*"):
            st = p.stat()
            out[str(p)] = (p.is_dir(), st.st_size, st.st_mtime_ns)
    return out


@pytest.mark.parametrize("args, expect", BAD, ids=[" ".join(a)[:70] for a, _ in BAD])
def test_bad_input(files, args, expect, tmp_path, monkeypatch):
    """Exit status 2, one line `Error: ...` naming the problem and the fix, no traceback,
    nothing written (neither beside the inputs nor in the working folder)."""
    monkeypatch.chdir(tmp_path)
    before = _tree(files, tmp_path)
    r = run(*[a.replace("{d}", str(files)) for a in args])
    lines = r.output.strip().splitlines()
    assert r.exit_code == 2, r.output
    assert len(lines) == 1, r.output
    assert lines[0].startswith("Error: ") and "Traceback" not in r.output
    assert expect in lines[0], lines[0]
    assert _tree(files, tmp_path) == before


def test_a_cache_folder_that_cannot_be_written_is_one_line_and_exit_2(tmp_path):
    """Compiled code and generated drivers go into the cache folder: when it cannot be
    made, the message names it and the fix, and nothing is written."""
    (tmp_path / "a-file").write_text("")
    env = dict(ENV, DOMSIM_CACHE=str(tmp_path / "a-file" / "cache"))
    env.pop("NUMBA_CACHE_DIR", None)
    out = tmp_path / "out.parquet"
    r = subprocess.run(DOMSIM + ["match", "big-money", "smithy-bm", "--games", "10", "--out",
                                 str(out)], env=env, capture_output=True, text=True)
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == [
        f"Error: the cache folder {tmp_path / 'a-file' / 'cache'} cannot be written (Not a "
        "directory); set DOMSIM_CACHE to a folder you can write"]
    assert not out.exists()


def test_an_oserror_outside_the_cache_folder_is_not_called_a_cache_error(monkeypatch, tmp_path):
    from cli.main import _cache_folder_of
    monkeypatch.setenv("DOMSIM_CACHE", str(tmp_path / "cache"))
    assert _cache_folder_of(OSError(2, "gone", str(tmp_path / "cache" / "rules"))) == (
        tmp_path / "cache")
    assert _cache_folder_of(OSError(2, "gone", str(tmp_path / "cache-other"))) is None
    assert _cache_folder_of(OSError("no file name")) is None


def test_the_table_is_big_enough():
    assert len(BAD) >= 20


# --- 2. strategies that misbehave ---------------------------------------------------------

@pytest.fixture(scope="module")
def chaos():
    return CHAOS


def test_illegal_answers_are_replaced_counted_and_reported(chaos, tmp_path):
    r = ok("match", f"{chaos}:chaos", "big-money", "--games", 200, "--seed", 9,
           "--kingdom", "first-game", "--out", tmp_path / "s.parquet")
    s = pd.read_parquet(tmp_path / "s.parquet")
    assert s.fallbacks[0] > 200 and s.fallbacks[1] == 0
    assert (s.wins + s.ties + s.losses == 200).all() and s.share.sum() == pytest.approx(1)
    warn = [line for line in r.output.splitlines() if line.startswith("warning: chaos")]
    assert len(warn) == 1, r.output
    assert "illegal answers in 200 of 200 games" in warn[0]
    assert "--strict" in warn[0]
    replay = re.search(r"replay: (domsim play .*)$", warn[0]).group(1)
    assert "--seed 9" in replay and "--kingdom first-game" in replay
    # the replay shows where the strategy went wrong, and the game stays legal throughout
    out = ok(*shlex.split(replay)[1:], "--checked").output
    assert "!! chaos: illegal answer Province to a buy (Province costs $" in out
    assert "the default answer is used" in out
    assert "checked: every invariant held after every step" in out
    assert re.search(r"chaos .*illegal answers replaced", out)
    # report shows the same warning
    rep = ok("report", tmp_path / "s.parquet").output
    assert "warning: chaos gave" in rep and "replay: domsim play" in rep


def test_strict_stops_at_the_first_illegal_answer(chaos, tmp_path):
    r = run("match", f"{chaos}:chaos", "big-money", "--games", 100, "--seed", 9, "--strict",
            "--out", tmp_path / "s.parquet", "--games-out", tmp_path / "g.parquet")
    assert r.exit_code == 2, r.output
    line = r.output.strip().splitlines()[-1]
    assert line.startswith("Error: strategy chaos (entry 0) gave an illegal answer in game ")
    assert "of seed 9" in line and "to a buy" in line
    game = int(re.search(r"in game (\d+)", line).group(1))
    assert f"domsim play {chaos}:chaos big-money --seed 9 --game {game}" in line
    assert list(tmp_path.iterdir()) == []                  # nothing left behind


def test_a_strategy_that_raises_is_named_with_its_game(chaos, tmp_path):
    r = run("match", f"{chaos}:crash", "big-money", "--games", 50, "--seed", 2, "--out",
            tmp_path / "s.parquet")
    assert r.exit_code == 2, r.output
    line = r.output.strip().splitlines()[-1]
    assert line.startswith("Error: strategy crash (entry 0) raised ZeroDivisionError")
    assert "when asked a buy, turn 1 of crash, in game 0 of seed 2" in line
    assert f"replay: domsim play {chaos}:crash big-money --seed 2 --game 0" in line
    assert list(tmp_path.iterdir()) == []
    r = run("play", f"{chaos}:crash", "big-money", "--seed", 2)
    assert r.exit_code == 2 and "-- crash, turn 1 --" in r.output
    assert r.output.strip().splitlines()[-1].endswith("; the game stops there")


def test_a_bot_that_never_buys_ends_at_the_turn_limit():
    from simcore.dominion import engine
    from simcore.dominion.card_sets import new_states
    from simcore.dominion.match import Match
    from simcore.dominion.state import END_TURN_LIMIT
    from simcore.rng import game_key
    from strategies import REGISTRY
    for n, limit in ((2, 30), (6, 7)):
        m = Match([REGISTRY["big-money"]] * n, [], games=1)
        cards, sizes = m.supply()
        g = new_states(1)[0]
        engine.setup(g, n, cards, sizes, np.uint64(game_key(1, 0)), limit, 2)
        steps = 0
        while not g["done"]:
            engine.step(g, -1)                                 # NONE: buy nothing, ever
            steps += 1
            assert steps < 10_000
        assert g["end"] == END_TURN_LIMIT
        assert list(g["turns"][:n]) == [limit] * n


# --- 3. nothing lost: interrupts, kills, --resume -----------------------------------------

GAMES, CHUNK = 300_000, 20_000
RUN = ["match", "big-money", "smithy-bm", "--games", str(GAMES), "--seed", "21", "--chunk",
       str(CHUNK)]


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """An uninterrupted run, on one thread."""
    d = tmp_path_factory.mktemp("reference")
    p = subprocess.run(DOMSIM + RUN + ["--threads", "1", "--out", str(d / "s.parquet"),
                                       "--games-out", str(d / "g.parquet"), "-q"],
                       cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stderr
    return d


def _start(d):
    return subprocess.Popen(DOMSIM + RUN + ["--threads", "2", "--out", str(d / "s.parquet"),
                                            "--games-out", str(d / "g.parquet")],
                            cwd=ROOT, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def _wait_for(path, proc, timeout=300):
    t0 = time.time()
    while not path.exists():
        assert proc.poll() is None, proc.communicate()
        assert time.time() - t0 < timeout, "the run never saved"
        time.sleep(0.02)


def _same_files(d, ref):
    assert (d / "s.parquet").read_bytes() == (ref / "s.parquet").read_bytes()
    assert (d / "g.parquet").read_bytes() == (ref / "g.parquet").read_bytes()
    assert not (d / "g.parquet.parts").exists()
    assert not [p for p in d.iterdir() if p.name.startswith(".")]


def test_sigint_saves_says_how_to_resume_and_resume_gives_the_same_files(tmp_path, reference):
    p = _start(tmp_path)
    _wait_for(tmp_path / "s.parquet", p)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=300)
    assert p.returncode == 130, err
    saved = re.search(r"interrupted: saved ([\d,]+) of 300,000 games", err)
    assert saved, err
    done = int(saved.group(1).replace(",", ""))
    assert 0 < done < GAMES and done % CHUNK == 0
    rows, md = read_summary(tmp_path / "s.parquet")           # a valid, partial summary
    assert md["complete"] == "false" and rows[0]["games"] == done
    assert not (tmp_path / "g.parquet").exists()
    cmd = re.search(r"resume with: (.*)", err).group(1)
    assert "report" not in cmd and cmd.endswith("--resume")
    assert f"resume with: {cmd}" in ok("report", tmp_path / "s.parquet").output
    p = subprocess.run(DOMSIM + shlex.split(cmd)[1:], cwd=ROOT, env=ENV, capture_output=True,
                       text=True, timeout=600)
    assert p.returncode == 0, p.stderr
    assert f"resuming {tmp_path / 's.parquet'}: {done:,} of 300,000" in p.stderr
    _same_files(tmp_path, reference)


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM])
def test_a_killed_run_leaves_valid_files_and_resumes_to_the_same_files(tmp_path, reference, sig):
    p = _start(tmp_path)
    _wait_for(tmp_path / "s.parquet", p)
    time.sleep(0.1)
    p.send_signal(sig)
    p.communicate(timeout=300)
    assert p.returncode == (-signal.SIGKILL if sig == signal.SIGKILL else 130)
    rows, md = read_summary(tmp_path / "s.parquet")
    assert md["complete"] == "false" and 0 < rows[0]["games"] < GAMES
    assert not (tmp_path / "g.parquet").exists()
    # the same command again refuses to overwrite, and says how to continue
    again = run(*RUN, "--out", tmp_path / "s.parquet", "--games-out", tmp_path / "g.parquet")
    assert again.exit_code == 2 and "--resume" in again.output
    r = ok(*RUN, "--out", tmp_path / "s.parquet", "--games-out", tmp_path / "g.parquet",
           "--resume", "--threads", 2)
    assert "wrote" in r.output
    _same_files(tmp_path, reference)


def test_resume_extends_a_finished_run(tmp_path):
    base = ["match", "big-money", "smithy-bm", "--seed", 5, "--chunk", 100]
    ok(*base, "--games", 300, "--out", tmp_path / "a.parquet", "--games-out",
       tmp_path / "ag.parquet", "-q")
    r = ok(*base, "--games", 300, "--out", tmp_path / "a.parquet", "--resume")
    assert "complete (300 games); nothing to do" in r.output
    ok(*base, "--games", 500, "--out", tmp_path / "a.parquet", "--games-out",
       tmp_path / "ag.parquet", "--resume", "-q")
    ok(*base, "--games", 500, "--out", tmp_path / "b.parquet", "--games-out",
       tmp_path / "bg.parquet", "-q")
    assert (tmp_path / "a.parquet").read_bytes() == (tmp_path / "b.parquet").read_bytes()
    assert (tmp_path / "ag.parquet").read_bytes() == (tmp_path / "bg.parquet").read_bytes()
    # --resume where there is nothing yet simply starts the run
    r = ok(*base, "--games", 500, "--out", tmp_path / "c.parquet", "--resume")
    assert "nothing to resume" in r.output
    assert (tmp_path / "c.parquet").read_bytes() == (tmp_path / "b.parquet").read_bytes()


# --- 5. determinism: the same files whatever the threads and chunks ----------------------

def test_same_files_for_any_thread_count_and_chunk_size(tmp_path):
    base = ["match", "double-witch", "big-money-ultimate", "smithy-bm", "--games", 2000,
            "--seed", 8, "-q"]
    for name, threads, chunk in (("a", 1, 2000), ("b", 2, 2000), ("c", 2, 333)):
        ok(*base, "--threads", threads, "--chunk", chunk, "--out", tmp_path / f"{name}.parquet",
           "--games-out", tmp_path / f"{name}g.parquet")
    a, b, c = ((tmp_path / f"{x}.parquet").read_bytes() for x in "abc")
    assert a == b == c                                         # the summaries, byte for byte
    assert (tmp_path / "ag.parquet").read_bytes() == (tmp_path / "bg.parquet").read_bytes()
    # another chunk size: other row groups, the same table (data and metadata)
    ta, tc = pq.read_table(tmp_path / "ag.parquet"), pq.read_table(tmp_path / "cg.parquet")
    assert ta.equals(tc) and ta.schema.metadata == tc.schema.metadata
    assert pq.ParquetFile(tmp_path / "cg.parquet").metadata.num_row_groups == 7


# --- 6. resources ---------------------------------------------------------------------------

def _rss():
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="needs /proc")
def test_memory_stays_flat_over_many_chunks(tmp_path):
    from simcore.dominion.match import Match
    from simcore.results import run_match
    from strategies import REGISTRY
    s = [REGISTRY["big-money"], REGISTRY["smithy-bm"]]

    def go(games, name):
        m = Match(s, [NAMES.index("Smithy")], games=games, seed=1, threads=2, chunk=500)
        run_match(m, out=tmp_path / f"{name}.parquet", games_out=tmp_path / f"{name}g.parquet")

    go(20_000, "warm")
    before = _rss()
    go(200_000, "long")                                        # 400 chunks
    assert _rss() - before < 40e6
    assert read_metadata(tmp_path / "longg.parquet")["games"] == "200000"


def test_the_disk_estimate_covers_real_files(tmp_path):
    from simcore.dominion.match import Match
    from simcore.results import games_bytes_estimate
    from strategies import REGISTRY
    ok("match", "bm-witch", "bm-chapel", "bm-gardens", "bm-throne-room", "bm-bandit",
       "bm-sentry", "--kingdom", "size-distortion", "--games", 3000, "--out",
       tmp_path / "s.parquet", "--games-out", tmp_path / "g.parquet", "-q", "--chunk", 500)
    md = read_metadata(tmp_path / "g.parquet")
    m = Match([REGISTRY["big-money"]] * 6, [NAMES.index(c) for c in md["supply"][7:]])
    size = (tmp_path / "g.parquet").stat().st_size
    assert size < games_bytes_estimate(m, 3000) - 200_000


# --- 4. the fuzzer and checked play ---------------------------------------------------------

def test_fuzz_command():
    r = ok("fuzz", "--games", 400, "--threads", 1, "--seed", 3)
    assert re.search(r"fuzz: 400 games .*: 0 violations", r.output)


def test_checked_play():
    r = ok("play", "double-witch", "smithy-bm", "big-money-ultimate", "--kingdom", "first-game",
           "--seed", 2, "--game", 1, "--checked")
    assert "checked: every invariant held after every step" in r.output
