"""Reliability of the plan commands (tournament, sweeps) and optimise: a failing run leaves
nothing behind, a finished resume cleans up after a kill, SIGTERM keeps optimise's best."""
import signal
import subprocess
import time
from pathlib import Path

from tests.signals import handles
from tests.test_reliability import CHAOS, DOMSIM, ENV, ROOT, ok, run


def test_a_strategy_that_raises_in_a_tournament_is_one_line_and_leaves_nothing(tmp_path,
                                                                               monkeypatch):
    monkeypatch.chdir(tmp_path)
    r = run("tournament", f"{CHAOS}:crash", "big-money", "smithy-bm", "--games", 30, "-q")
    assert r.exit_code == 2, r.output
    lines = r.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(
        "Error: strategy crash (entry 1) raised ZeroDivisionError"), r.output
    assert "of the matchup big-money vs crash" in lines[0]
    assert "saved" not in lines[0]                  # no matchup finished: nothing to resume
    assert list(tmp_path.iterdir()) == []           # no results/, no .parts/run.json
    replay = lines[0].split("(replay: domsim ", 1)[1].rsplit(")", 1)[0].split()
    again = run(*replay)
    assert again.exit_code == 2 and "ZeroDivisionError" in again.output


def test_a_finished_resume_removes_the_parts_a_kill_left(tmp_path):
    """A kill after the rows were renamed into place but before `.parts/` was removed."""
    args = ["tournament", "big-money", "smithy-bm", "--games", 30, "--out", tmp_path / "t.parquet"]
    ok(*args, "-q")
    parts = tmp_path / "t.parquet.parts"
    parts.mkdir()
    (parts / "run.json").write_text("{}")
    ok(*args, "--resume", "-q")
    assert not parts.exists()
    ok(*args, "--force", "-q")                       # and the next run is not blocked


def test_sigterm_stops_optimise_and_keeps_the_best_so_far(tmp_path):
    out = tmp_path / "opt"
    p = subprocess.Popen(DOMSIM + ["optimise", "--kingdom", "Smithy", "--against", "big-money",
                                   "--budget", "10m", "--out", str(out)],
                         cwd=ROOT, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True)
    t0 = time.time()
    for line in p.stderr:                           # the first generation's line
        if line.startswith("gen "):
            break
        assert time.time() - t0 < 300, "no generation finished"
    p.send_signal(signal.SIGTERM)
    _, err = p.communicate(timeout=120)
    assert p.returncode == 130, err
    assert "Traceback" not in err
    assert (out / "best.toml").read_text().startswith("[optimised-smithy]")
    final = (out / "final.csv").read_text()
    assert final.startswith("opponent,in_field,share"), final
    assert Path(out / "run.json").read_text().count('"interrupted": true') == 1


def test_sigterm_stops_any_command_as_ctrl_c_does(tmp_path):
    """A command without runs of its own to save (here match --precision, in-process). The
    signal comes once the command handles it (before, during start-up, the system's default
    ends the process: status -15, as on a loaded machine after a fixed 8 s), and a while
    later, when the games are under way."""
    p = subprocess.Popen(DOMSIM + ["match", "big-money", "smithy-bm", "--precision", "0.0001",
                                   "--max-games", "1e9", "--out", str(tmp_path / "m.parquet")],
                         cwd=ROOT, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         text=True)
    t0 = time.time()
    while not handles(p.pid, signal.SIGTERM):
        assert p.poll() is None and time.time() - t0 < 300, "SIGTERM never handled"
        time.sleep(0.05)
    time.sleep(2)
    assert p.poll() is None
    p.send_signal(signal.SIGTERM)
    _, err = p.communicate(timeout=60)
    assert p.returncode == 130, err
    assert err.strip().splitlines()[-1] == "Error: interrupted" and "Traceback" not in err
    assert not (tmp_path / "m.parquet").exists()


def test_a_finished_intrige_match_resumed_removes_the_game_parts_a_kill_left(tmp_path):
    """A kill after the per-game file was combined but before its parts were removed."""
    from simcore.results import GameParts
    s, g = tmp_path / "s.parquet", tmp_path / "g.parquet"
    args = ["intrige", "match", "honest", "shark", "--games", 200, "--chunk", 100, "--out", s,
            "--games-out", g]
    ok(*args, "-q")
    before = g.read_bytes()
    GameParts(g, s, 100).start()
    assert Path(str(g) + ".parts").is_dir()
    ok(*args, "--resume", "-q")
    assert not Path(str(g) + ".parts").exists() and g.read_bytes() == before


def test_an_empty_plan_is_refused_and_writes_nothing(tmp_path):
    import pytest

    import domsim
    with pytest.raises(domsim.DomsimError, match="no matchup to play"):
        domsim.sweep_kingdoms(kingdoms=[], games=10, out=tmp_path / "sub" / "k.parquet",
                              progress=False)
    assert list(tmp_path.iterdir()) == []


def test_the_python_api_checks_the_seed_as_the_commands_do(tmp_path):
    """A seed outside 0..2**63-1, or not a whole number, is refused before any game, by every
    run of the Python API (the commands' --seed refuses it too); nothing is written."""
    import pytest

    import domsim
    from domsim import intrige
    runs = [lambda s: domsim.match(["big-money", "smithy-bm"], games=10, seed=s,
                                   out=tmp_path / "m.parquet", progress=False),
            lambda s: domsim.tournament(["big-money", "smithy-bm"], games=10, seed=s,
                                        progress=False),
            lambda s: domsim.sweep_cards(cards="Smithy", games=10, seed=s, progress=False),
            lambda s: domsim.sweep_kingdoms("random:1", games=10, seed=s, progress=False),
            lambda s: domsim.sweep_params("smithy-bm", ["money=14..15"], games=10, seed=s,
                                          progress=False),
            lambda s: intrige.tournament(["honest", "shark"], games=10, seed=s,
                                         progress=False)]
    for run_with in runs:
        for bad in (-1, 2**63, 1.5, "3"):
            with pytest.raises(domsim.DomsimError, match="--seed must be a whole number from 0 "
                                                         "to 2\\*\\*63-1"):
                run_with(bad)
    assert list(tmp_path.iterdir()) == []
