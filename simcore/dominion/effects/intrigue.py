"""Intrigue, 2nd edition: card effects beyond the vanilla bonuses (see effects/base.py for
the frame protocol). Not implemented yet: these cards are not in cards.IMPLEMENTED."""
from numba import njit

from ..frames import pop


@njit(cache=True)
def diplomat_reaction(g, f):
    """Diplomat revealed against an Attack by player g.fx_p[f]: draw 2, then discard 3."""
    pop(g)


@njit(cache=True)
def intrigue_effect(g, f, c):
    pop(g)


@njit(cache=True)
def intrigue_default(g):
    """Card-specific default answers for this set's decisions; -2 for the generic rule."""
    return -2
