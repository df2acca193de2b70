"""A cold compile on two cores. numba compiles on one core, depth first from the driver's
loop; a game can name a module (Game.prewarm) that compiles, in a second process, the parts
of its engine that this depth-first walk reaches last, into the same cache, where this
process then finds them compiled (numba looks in its cache before it compiles a function).

The second process starts when a driver of the game is built, or earlier where the game's
package starts it as its first import (`start_module`: Dominion's), and its engine's parts
are not in the cache yet (it leaves a stamp there when they are), and no other process
started one in the last LEASE seconds (several cold processes at once, e.g. the test
workers, start one between them); it runs on its own, in its own session, and ends when its
list is compiled (or loaded: an engine compiled by this process alone). Measured on two
cores: a cold `domsim match big-money smithy-bm` 58.7-60.2 s alone, 41.4-43.0 s with
Dominion's effect dispatches in the second process; on a slower host, 59.5-60.3 s with them,
52.2-53.3 s with the driver's loop as well; with the process started at the first import and
compiling the value helpers, the base effects and the frames as well, 26-32 s against
19-24 s on a third host (benchmarks/README.md).

The process may outlive a first command by a minute (it goes on to the other card sets' code,
which the next match with their cards finds compiled: waiting for it would have made a first
match on two cores at load 7-9 10-45% longer, 83-95 s plus 9-37 s), so its start is announced
in one line on stderr with how to stop it; DOMSIM_PREWARM=0 (or `domsim --no-prewarm`) turns
it off.
"""
import os
import subprocess
import sys
import time

from simcore import child
from simcore.versions import engine_version, numba_root

_started = set()
LEASE = 300         # seconds a start holds off other processes' starts
SWITCH = "DOMSIM_PREWARM"   # 0 (or off, false, no): no second process


def stamp(game_id):
    """The file that says the game's prewarm list is in the cache (of this engine version)."""
    return numba_root() / f"{game_id}-{engine_version(game_id)}" / "prewarmed"


def start(game):
    """Start the game's prewarm process, unless it has none, its list is in the cache, it
    started before in this process, or there is one core."""
    return start_module(game.id, game.prewarm)


def enabled():
    """False when the environment turns the second process off (DOMSIM_PREWARM=0)."""
    return os.environ.get(SWITCH, "").strip().lower() not in ("0", "off", "false", "no")


def start_module(game_id, module):
    """start() by the game's id and prewarm module, before the game's compiled modules are
    imported (a game's package can start its prewarm as its first import)."""
    if not module or game_id in _started or (os.cpu_count() or 1) < 2 or not enabled():
        return None
    _started.add(game_id)
    done = stamp(game_id)
    if done.exists() or not _lease(done.with_name("prewarm-started")):
        return None
    p = child.start(module, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL, start_new_session=True)
    print(announcement(game_id, p.pid), file=sys.stderr, flush=True)
    return p


def announcement(game_id, pid):
    """The one line that tells the user of the process that may outlive their command."""
    return (f"note: a background process (pid {pid}) compiles the rest of the {game_id} engine "
            "into the cache, once after an install or an update, and may run a minute or so "
            f"after this command; `kill {pid}` stops it, {SWITCH}=0 turns it off")


def _lease(path):
    """Take the start: create `path`, or renew it when older than LEASE; False when another
    process holds it, or the cache folder cannot be written (the start may come at an
    import, which must not fail for it)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        return True
    except FileExistsError:
        try:
            if time.time() - path.stat().st_mtime < LEASE:
                return False
            path.touch()                        # a start long ago that left no stamp
            return True
        except OSError:
            return False
    except OSError:
        return False


def compile_all(game_id, targets):
    """The prewarm process's work: compile each (dispatcher, argument types), in order, then
    leave the stamp. `targets` may be a generator, so that a module is imported only when
    its turn comes."""
    for f, sig in targets:
        f.compile(sig)
    s = stamp(game_id)
    s.parent.mkdir(parents=True, exist_ok=True)
    s.touch()
