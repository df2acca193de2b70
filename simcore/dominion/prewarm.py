"""Run by simcore/prewarm.py in a second process during a cold compile, into the same cache
as the first process, which finds there what this one compiled before it got there.

It starts as the package is imported (simcore/dominion/__init__.py) and compiles, in order:
1. the value helpers (values.py), which need no other compiled module, while the first
   process compiles the zones and decisions;
2. the base game's effect dispatch, which needs those and the frames but not choose.py:
   its module is imported before anything that imports choose.py, whose typed helpers the
   first process is compiling meanwhile;
3. the engine's frames (`run_frame`, the base game's effects linked in), which the first
   process's compile of the step reaches after the defaults;
4. the driver's loop, which the first process needs last;
5. the other card sets' code (card_sets.py), which a base-game match does not compile at
   all but the next match with their cards finds in the cache."""
from . import values  # noqa: F401  # isort: skip  (1, first)
from .effects import base  # isort: skip  (2, before choose.py)

import numpy as np
from numba import types

from simcore.prewarm import compile_all

from .state import RECORD

# card_sets.EFFECT's argument types, spelled out: card_sets.py imports the other sets,
# which import choose.py (tests/test_prewarm.py checks that the two agree)
BASE = [(base.base_effect, (RECORD, types.int64, types.int64))]


def frames_target():
    """(the engine's frames, the types the step calls them with)."""
    from .engine import run_frame
    return run_frame, (RECORD,)


def other_sets():
    """Every other set's effect, default and later effect, for the pointers they are
    called by."""
    from .card_sets import DEFAULT, EFFECT, LATER, SETS
    return [(f, sig.args) for fs in SETS for f, sig in zip(fs, (EFFECT, DEFAULT, LATER))
            if f is not None]


def loop_target():
    """(the driver's loop, its argument types in a 2-player match): the types do not depend
    on the strategies or the kingdom."""
    from simcore.runner import loop_types

    from .driver import loop_module
    from .game import GAME
    from .match import Match
    m = Match([None, None], [])
    sids = np.arange(m.players, dtype=np.int64)
    prms = np.zeros((m.players, 1), np.int64)
    prms.flags.writeable = False                # as runner.prm_rows hands them to the loop
    pol = np.zeros((1, 1), np.int64)
    return loop_module(GAME, start_prewarm=False).run, loop_types(m, sids, prms, pol)


def targets():
    """The list, in order; each module imported only when its turn comes."""
    yield from BASE
    yield frames_target()
    yield loop_target()
    yield from other_sets()


if __name__ == "__main__":
    compile_all("dominion", targets())
