"""Base game, 1st-edition-only cards (see effects/base.py for the frame protocol).
Not implemented yet: these cards are not in cards.IMPLEMENTED."""
from numba import njit

from ..frames import pop


@njit(cache=True)
def base1_effect(g, f, c):
    pop(g)


@njit(cache=True)
def base1_default(g):
    """Card-specific default answers for this set's decisions; -2 for the generic rule."""
    return -2
