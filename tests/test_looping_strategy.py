"""A strategy stuck in a loop inside one decision (the turn limit cannot end it): the
watchdog names the strategies in play, and a second Ctrl-C, or any signal once the watchdog
has spoken, stops at once (exit 130) with the last save valid (cli/interrupts.py)."""
import os
import queue
import signal
import subprocess
import threading
import time
from pathlib import Path

import pyarrow.parquet as pq

from cli.interrupts import TERM_GRACE
from tests.signals import bit, mask
from tests.test_reliability import DOMSIM, ENV

LOOPS = Path(__file__).parent / "data" / "loops.py"


def _start(tmp_path, args, watchdog):
    env = dict(ENV, DOMSIM_WATCHDOG=str(watchdog))
    p = subprocess.Popen(DOMSIM + [a.replace("{f}", str(LOOPS)) for a in args], cwd=tmp_path,
                         env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    p.lines = queue.Queue()                        # stderr, line by line, read on the side
    threading.Thread(target=lambda: [p.lines.put(x) for x in p.stderr] + [p.lines.put("")],
                     daemon=True).start()
    return p


def _wait_line(p, start, timeout=300):
    """The first stderr line that starts with `start` (within timeout seconds)."""
    seen, t0 = [], time.time()
    while time.time() - t0 < timeout:
        try:
            line = p.lines.get(timeout=1)
        except queue.Empty:
            continue
        seen.append(line)
        if line.strip().startswith(start):
            return line
        if line == "":
            break
    raise AssertionError(f"no line {start!r}: {''.join(seen)}")


def _left_to_the_system(pid):
    """Does SIGINT now take its default action in process pid (neither handled nor ignored)?
    Not before the process has started (numba's compiled modules mapped): a test worker
    may ignore SIGINT, and a child starts with what its parent ignores, until `play` sets
    the default."""
    with open(f"/proc/{pid}/maps") as f:
        started = "numba" in f.read()
    return started and not (mask(pid, "SigCgt") | mask(pid, "SigIgn")) & bit(signal.SIGINT)


def _rest(p, timeout=30):
    """The exit status and the rest of stderr, once the process has ended (or was killed
    after `timeout` seconds: then status -9)."""
    try:
        p.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
    rest = []
    while (line := p.lines.get(timeout=5)) != "":
        rest.append(line)
    return p.returncode, "".join(rest)


def test_the_watchdog_names_the_strategies_and_ctrl_c_then_stops_at_once(tmp_path):
    p = _start(tmp_path, ["match", "{f}:zloop", "big-money", "--games", "1000", "--out",
                          "s.parquet"], watchdog=1)
    try:
        note = _wait_line(p, "note: no game has finished", timeout=120)
        assert "stuck in a loop (in play: zloop, big-money)" in note
        p.send_signal(signal.SIGINT)
        code, err = _rest(p)
    finally:
        p.kill()
    assert code == 130, err
    assert "stopped at once" in err and "Traceback" not in err
    assert os.listdir(tmp_path) == []                # nothing was saved: nothing written


def test_sigterm_stops_a_stuck_run_within_its_grace(tmp_path):
    """No watchdog note yet: SIGTERM waits TERM_GRACE seconds for the chunk, then stops."""
    p = _start(tmp_path, ["match", "{f}:zloop", "big-money", "--games", "1000", "--out",
                          "s.parquet"], watchdog=600)
    try:
        # the warm-up game never ends, so its "compiling ..." note always comes (after 3 s)
        _wait_line(p, "compiling the engine", timeout=120)
        t0 = time.time()
        p.send_signal(signal.SIGTERM)
        code, err = _rest(p)
    finally:
        p.kill()
    assert code == 130, err
    assert time.time() - t0 < TERM_GRACE + 5
    assert "stopped at once" in err and "Traceback" not in err


def test_a_second_ctrl_c_stops_at_once_and_the_last_save_is_valid(tmp_path):
    out = tmp_path / "t.parquet"
    p = _start(tmp_path, ["tournament", "big-money", "smithy-bm", "{f}:zloop", "--games",
                          "300000", "--threads", "1", "--out", str(out)], watchdog=600)
    part = tmp_path / "t.parquet.parts" / "part-000000000.parquet"
    try:
        t0 = time.time()
        while not part.exists():                    # the first matchup saved; then the loop
            assert p.poll() is None and time.time() - t0 < 300, _rest(p)
            time.sleep(0.05)
        p.send_signal(signal.SIGINT)
        _wait_line(p, "stopping after the current chunk", timeout=30)
        time.sleep(0.5)
        assert p.poll() is None                     # the stuck chunk never ends by itself
        p.send_signal(signal.SIGINT)
        code, err = _rest(p)
    finally:
        p.kill()
    assert code == 130, err
    assert "stopped at once" in err and "Traceback" not in err
    assert f"--out {out} --resume" in err
    assert pq.read_table(part).num_rows == 2          # the saved matchup, readable
    assert not out.exists()


def test_ctrl_c_stops_one_game_of_a_looping_strategy(tmp_path):
    """`play` calls the strategies from Python, where a loop holds the interpreter: the
    signal is left to the system, which ends the process at once."""
    p = _start(tmp_path, ["play", "{f}:zloop", "big-money"], watchdog=600)
    try:
        # Ctrl-C goes to the system from the command's start (loading included): wait for
        # that, then send it (a compiled loop holds the interpreter: no note can show when
        # the game has begun, and Python's own handler is there until the command starts)
        t0 = time.time()
        while not _left_to_the_system(p.pid):
            assert p.poll() is None and time.time() - t0 < 120, _rest(p)
            time.sleep(0.05)
        p.send_signal(signal.SIGINT)
        code, err = _rest(p, timeout=15)
    finally:
        p.kill()
    assert code in (130, -signal.SIGINT), err          # (-2: the shell says 130)
    assert "Traceback" not in err


def test_the_watchdog_keeps_quiet_while_numba_compiles(capsys, monkeypatch):
    """A first run compiles for minutes before its first game: no note then, only once no
    game has finished for the watchdog's time after compiling ended."""
    from numba.core import event

    from cli.interrupts import StopRequests

    monkeypatch.setenv("DOMSIM_WATCHDOG", "0.2")

    def compiles_then_stalls(stall):
        event.start_event("numba:compile")
        time.sleep(1.0)                     # five watchdog periods, compiling
        event.end_event("numba:compile")
        time.sleep(stall)
        return "done"

    with StopRequests(quiet=True, names=["x"]) as stop:
        assert stop.run(lambda: compiles_then_stalls(0.0)) == "done"
    assert "no game has finished" not in capsys.readouterr().err
    with StopRequests(quiet=True, names=["x"]) as stop:
        assert stop.run(lambda: compiles_then_stalls(1.5)) == "done"
    assert "no game has finished for" in capsys.readouterr().err
