"""What a strategy may look at: its own cards, the public table, the pending decision.

Strategies read the game only through these functions (the strategy loader rejects code
that touches the state record directly), so a bot never sees another player's hand or the
order of any deck. All are numba-compiled; `g` is the state, `me` the deciding player.
"""
from numba import njit

from .cards import PROVINCE, TREASURE, TYPES
from .decisions import legal, legal_card
from .engine import score
from .values import money  # noqa: F401  (total coin value of the Treasures I own)


@njit(cache=True, inline="always")
def ok(g, c):
    """Can I take c for the pending buy or gain (in the Supply, within the limit, right type)?"""
    return legal_card(g, c)


@njit(cache=True, inline="always")
def allowed(g, c):
    """Is c (a card id, NONE, or an option number) a legal answer to the pending decision?"""
    return legal(g, c)


@njit(cache=True, inline="always")
def coins(g):
    """What I can spend on the pending buy, or the cost limit of the pending gain."""
    return g.dec_hi


@njit(cache=True, inline="always")
def count(g, me, c):
    """Copies of c I own (in all my zones)."""
    return g.owned[me, c]


@njit(cache=True)
def treasures(g, me):
    """Number of Treasure cards I own."""
    m = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if TYPES[c] & TREASURE:
            m += g.owned[me, c]
    return m


@njit(cache=True)
def deck_size(g, me):
    """Number of cards I own."""
    m = 0
    for j in range(g.ncards):
        m += g.owned[me, g.cards[j]]
    return m


@njit(cache=True, inline="always")
def supply(g, c):
    """Cards left in c's Supply pile (0 if c is not in the game)."""
    return g.supply[c]


@njit(cache=True, inline="always")
def prov(g):
    """Provinces left in the Supply."""
    return g.supply[PROVINCE]


@njit(cache=True, inline="always")
def empty_piles(g):
    return g.empty_piles


@njit(cache=True, inline="always")
def in_hand(g, me, c):
    """Copies of c in my hand."""
    return g.hand[me, c]


@njit(cache=True, inline="always")
def hand_size(g, p):
    """Cards in p's hand (public for every player)."""
    return g.hand_n[p]


@njit(cache=True, inline="always")
def actions(g):
    return g.actions


@njit(cache=True, inline="always")
def buys(g):
    return g.buys


@njit(cache=True, inline="always")
def turn(g, p):
    """Turns p has started."""
    return g.turns[p]


@njit(cache=True, inline="always")
def players(g):
    return g.n


@njit(cache=True)
def vp(g, p):
    """p's current VP total (public: every gain and trash is seen)."""
    return score(g, p)


@njit(cache=True, inline="always")
def decision(g):
    """Kind of the pending decision (state.BUY, GAIN, TRASH, ...)."""
    return g.dec


@njit(cache=True, inline="always")
def source(g):
    """The card asking (NONE for the turn's own PLAY_ACTION and BUY)."""
    return g.dec_src


@njit(cache=True, inline="always")
def about(g):
    """The card a yes/no or mode question is about (Sentry's looked-at card, Vassal's...)."""
    return g.dec_card


@njit(cache=True, inline="always")
def revealed_owner(g):
    """Whose cards the revealed / looked-at cards are (Spy, Bandit, Thief...)."""
    return g.rev_p
