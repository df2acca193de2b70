"""Run by simcore/prewarm.py in a second process during a cold compile: the card sets'
effect dispatches, which the engine's depth-first compile reaches last (measured: from about
30 s of a 60 s compile on), compiled from the last reached to the first."""
from numba import types

from simcore.prewarm import compile_all

from .effects import base, base1, intrigue, intrigue1, seaside, seaside1
from .state import RECORD

EFFECT = (RECORD, types.int64, types.int64)      # (g, frame, card)
TARGETS = [(f, EFFECT) for f in (seaside1.seaside1_effect, seaside.seaside_effect,
                                 base1.base1_effect, intrigue1.intrigue1_effect,
                                 intrigue.intrigue_effect, base.base_effect)]

if __name__ == "__main__":
    compile_all("dominion", TARGETS)
