"""Run by simcore/prewarm.py in a second process during a cold compile: the card sets'
effect dispatches, which the engine's depth-first compile reaches last (measured: from about
30 s of a 60 s compile on), compiled from the last reached to the first; then the driver's
loop, which the first process compiles at its very end."""
import numpy as np
from numba import types

from simcore.prewarm import compile_all
from simcore.runner import loop_types

from .driver import loop_module
from .effects import base, base1, intrigue, intrigue1, seaside, seaside1
from .game import GAME
from .match import Match
from .state import RECORD

EFFECT = (RECORD, types.int64, types.int64)      # (g, frame, card)
TARGETS = [(f, EFFECT) for f in (seaside1.seaside1_effect, seaside.seaside_effect,
                                 base1.base1_effect, intrigue1.intrigue1_effect,
                                 intrigue.intrigue_effect, base.base_effect)]


def loop_target():
    """(the driver's loop, its argument types in a 2-player match): the types do not depend
    on the strategies or the kingdom."""
    m = Match([None, None], [])
    sids = np.arange(m.players, dtype=np.int64)
    prms = np.zeros((m.players, 1), np.int64)
    pol = np.zeros((1, 1), np.int64)
    return loop_module(GAME, start_prewarm=False).run, loop_types(m, sids, prms, pol)


if __name__ == "__main__":
    compile_all("dominion", TARGETS + [loop_target()])
