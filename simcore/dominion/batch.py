"""Dominion's compiled hooks for the shared batch driver (simcore/driver.py) and API test:
setup from the run's arguments, and each seat's results at the end of a game."""
from numba import njit

from .engine import setup


@njit(cache=True)
def setup_game(g, n, key, args):
    """setup for the driver: args = (Supply card ids, pile sizes, turn limit, edition)."""
    cards, sizes, turn_limit, edition = args
    setup(g, n, cards, sizes, key, turn_limit, edition)


@njit(cache=True)
def entry_result(g, s, r):
    """Seat s's final VP and turns into r (a RESULT record)."""
    r.vp = g.vp[s]
    r.turns = g.turns[s]


@njit(cache=True)
def entry_extra(g, s, row):
    """Seat s's turn of its first Province bought (-1: none), then its final deck: copies
    owned of each Supply card, in Supply order."""
    row[0] = g.first_province[s]
    for j in range(g.ncards):
        row[j + 1] = g.owned[s, g.cards[j]]
