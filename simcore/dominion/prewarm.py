"""Run by simcore/prewarm.py in a second process during a cold compile: the base game's
effect dispatch, which the engine's depth-first compile reaches late, and the driver's
loop, which the first process compiles at its very end; then the other card sets' code
(card_sets.py), which a base-game match does not compile at all but the next match with
their cards finds in the cache.

The process starts as the package is imported (simcore/dominion/__init__.py), and its first
import is the value helpers (values.py), which need no other compiled module: while the
first process compiles the zones and decisions, this one compiles them, and the first finds
them in the cache when it gets there."""
from . import values  # noqa: F401  # isort: skip  (first: see above)

import numpy as np

from simcore.prewarm import compile_all
from simcore.runner import loop_types

from .card_sets import DEFAULT, EFFECT, LATER, SETS
from .driver import loop_module
from .effects import base
from .game import GAME
from .match import Match

BASE = [(base.base_effect, EFFECT.args)]
# every other set's effect, default and later effect, for the pointers they are called by
OTHER_SETS = [(f, sig.args) for fs in SETS for f, sig in zip(fs, (EFFECT, DEFAULT, LATER))
              if f is not None]


def loop_target():
    """(the driver's loop, its argument types in a 2-player match): the types do not depend
    on the strategies or the kingdom."""
    m = Match([None, None], [])
    sids = np.arange(m.players, dtype=np.int64)
    prms = np.zeros((m.players, 1), np.int64)
    pol = np.zeros((1, 1), np.int64)
    return loop_module(GAME, start_prewarm=False).run, loop_types(m, sids, prms, pol)


if __name__ == "__main__":
    compile_all("dominion", BASE + [loop_target()] + OTHER_SETS)
