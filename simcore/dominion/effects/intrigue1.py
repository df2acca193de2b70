"""Intrigue, 1st-edition-only cards (see effects/base.py for the frame protocol).
Not implemented yet: these cards are not in cards.IMPLEMENTED."""
from numba import njit

from ..frames import pop


@njit(cache=True)
def secret_chamber_reaction(g, f):
    """Secret Chamber revealed against an Attack by player g.fx_p[f]: +2 Cards, then put 2
    cards from hand onto the deck."""
    pop(g)


@njit(cache=True)
def intrigue1_effect(g, f, c):
    pop(g)


@njit(cache=True)
def intrigue1_default(g):
    """Card-specific default answers for this set's decisions; -2 for the generic rule."""
    return -2
