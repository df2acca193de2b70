"""How long the user has waited: seconds since this process started, as the kernel counts
them, so that the interpreter's start-up and every import count (a first run's "+N s
loading/compiling" is measured from here, not from the start of the warm-up game, which
left out up to a third of the wait on a busy machine)."""
import os
import time
from pathlib import Path

# where the kernel's count is not readable (not Linux): from the command line's import on
_IMPORTED = time.perf_counter()


def since_start(proc=Path("/proc")):
    """Seconds since this process started: the system's uptime less the process's start time
    after boot (both in /proc, to the clock tick), else the seconds since this module was
    imported (the first thing `domsim` does); since restart() where that was called."""
    if _restarted is not None:
        return time.perf_counter() - _restarted
    waited = _from_proc(proc)
    return waited if waited is not None else time.perf_counter() - _IMPORTED


def _from_proc(proc):
    try:
        uptime = float((proc / "uptime").read_text().split()[0])
        stat = (proc / "self" / "stat").read_text()
        # fields after the command name (which may hold spaces or parentheses): the 22nd
        # field of the line, starttime, is the 20th after it, in clock ticks since boot
        start = int(stat[stat.rindex(")") + 2:].split()[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None
    waited = uptime - start
    # a container whose /proc/uptime is its own (not the host's) gives nonsense: no answer
    return waited if 0 <= waited < 366 * 86400 else None


_restarted = None       # the perf_counter of a command run in an interpreter already running


def restart():
    """Count from now: a command run inside a running interpreter (a test's CliRunner, a
    notebook) has waited only since it was called."""
    global _restarted
    _restarted = time.perf_counter()
