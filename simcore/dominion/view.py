"""What a strategy may look at: its own cards, the public table, the pending decision.

Strategies read the game only through these functions (the strategy loader rejects code
that touches the state record directly), so a bot never sees another player's hand or the
order of any deck. All are numba-compiled; `g` is the state, `me` the deciding player.

Every number a strategy passes is checked before it indexes the state (numba checks none, and
the record's neighbouring fields hold others' hands and the decks' order): a seat outside the
table (0 <= p < players(g)), a card id outside the card table (0 <= c < NC), a mat, option or
revealed slot out of range gets a fixed answer, named in each docstring (0, False or NONE),
whatever the hidden cards are.
"""
import numpy as np
from numba import njit

from ..bounds import inside
from .cards import NC, PROVINCE
from .choose import hand_money as _hand_money
from .decisions import legal, legal_card

# Re-exported for strategy files, so that one import serves: the option numbers that answer
# MODE decisions, by asking card (`domsim cards NAME` lists them per card; YES/NO answer
# YESNO and SET_ASIDE), the decision kinds and the special answers NONE and DEFER.
from .effects.base import SENTRY_DISCARD, SENTRY_KEEP, SENTRY_TRASH  # noqa: F401
from .effects.intrigue import (  # noqa: F401
    COURTIER_ACTION,
    COURTIER_BUY,
    COURTIER_COINS,
    COURTIER_GOLD,
    LURKER_GAIN,
    LURKER_TRASH,
    MINION_ATTACK,
    MINION_COINS,
    NOBLES_ACTIONS,
    NOBLES_CARDS,
    PAWN_ACTION,
    PAWN_BUY,
    PAWN_CARD,
    PAWN_COIN,
    STEWARD_CARDS,
    STEWARD_COINS,
    STEWARD_TRASH,
    TORTURER_CURSE,
    TORTURER_DISCARD,
)
from .effects.seaside import NV_SET_ASIDE, NV_TAKE  # noqa: F401
from .effects.seaside1 import PIRATE_ATTACK, PIRATE_COINS  # noqa: F401
from .engine import score
from .probe import want as _want
from .probe import wants as _wants
from .state import (  # noqa: F401
    BUY,
    DEFER,
    DISCARD,
    GAIN,
    MAT_BLOCKADE,
    MAT_HAVEN,
    MAT_ISLAND,
    MAT_NATIVE,
    MATS,
    MODE,
    NAME,
    NONE,
    PICK,
    PLAY,
    PLAY_ACTION,
    REACT,
    SET_ASIDE,
    TOPDECK,
    TRASH,
    YESNO,
)
from .values import money as _money
from .zones import cost as _cost

NO, YES = 0, 1


@njit(cache=True, inline="always")
def ok(g, c):
    """Can I take c for the pending buy or gain (in the Supply, within the limit, right type)?
    (False for a c that is no card.)"""
    return legal_card(g, c)


@njit(cache=True, inline="always")
def allowed(g, c):
    """Is c (a card id, NONE, or an option number) a legal answer to the pending decision?
    (False for any other number.)"""
    return legal(g, c)


@njit(cache=True, inline="always")
def coins(g):
    """What I can spend on the pending buy, or the cost limit of the pending gain."""
    return g.dec_hi


@njit(cache=True)
def money(g, me):
    """Total coin value of the Treasures `me` owns (Copper 1, Silver 2, Gold 3, Harem 2, a
    Curse 1 in a game with Charlatan; public: every gain and trash is seen); 0 for a seat
    outside the table."""
    return _money(g, me) if inside(me, g.n) else 0


@njit(cache=True)
def cost(g, c):
    """What c costs now (Bridge's reduction included); 0 for a c that is no card."""
    return _cost(g, np.uint64(c)) if inside(c, NC) else 0


@njit(cache=True, inline="always")
def count(g, me, c):
    """Copies of c `me` owns, in all its zones (public: every gain and trash is seen); 0 for a
    seat outside the table or a c that is no card."""
    if inside(me, g.n) and inside(c, NC):
        return g.owned[np.uint64(me), np.uint64(c)]
    return 0


@njit(cache=True)
def treasures(g, me):
    """Number of Treasure cards `me` owns, Curses too in a game with Charlatan (0 for a seat
    outside the table)."""
    m = 0
    if inside(me, g.n):
        for j in range(g.treasures_n):
            m += g.owned[me, g.treasure_ids[j]]
    return m


@njit(cache=True)
def deck_size(g, me):
    """Number of cards `me` owns (0 for a seat outside the table)."""
    m = 0
    if inside(me, g.n):
        for j in range(g.ncards):
            m += g.owned[me, g.cards[j]]
    return m


@njit(cache=True, inline="always")
def supply(g, c):
    """Cards left in c's Supply pile (0 if c is not in the game, or is no card)."""
    return g.supply[np.uint64(c)] if inside(c, NC) else 0


@njit(cache=True, inline="always")
def prov(g):
    """Provinces left in the Supply."""
    return g.supply[PROVINCE]


@njit(cache=True, inline="always")
def empty_piles(g):
    return g.empty_piles


@njit(cache=True, inline="always")
def in_hand(g, me, c):
    """Copies of c in my hand (0 when `me` is not the deciding seat: others' hands are
    hidden; 0 for a c that is no card)."""
    if me == g.dec_p and inside(c, NC):
        return g.hand[np.uint64(me), np.uint64(c)]
    return 0


@njit(cache=True, inline="always")
def hand_size(g, p):
    """Cards in p's hand (public for every player; 0 for a seat outside the table)."""
    return g.hand_n[np.uint64(p)] if inside(p, g.n) else 0


@njit(cache=True, inline="always")
def actions(g):
    return g.actions


@njit(cache=True, inline="always")
def buys(g):
    return g.buys


@njit(cache=True, inline="always")
def turn(g, p):
    """Turns p has started (0 for a seat outside the table)."""
    return g.turns[np.uint64(p)] if inside(p, g.n) else 0


@njit(cache=True, inline="always")
def players(g):
    return g.n


@njit(cache=True)
def vp(g, p):
    """p's current VP total (public: every gain and trash is seen); 0 for a seat outside the
    table."""
    return score(g, p) if inside(p, g.n) else 0


@njit(cache=True, inline="always")
def vp_tokens(g, p):
    """p's Victory point tokens (Prosperity; public, and part of vp); 0 for a seat outside
    the table."""
    return g.vp_tokens[np.uint64(p)] if inside(p, g.n) else 0


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
    """The card a yes/no or mode question is about (Sentry's looked-at card, Vassal's...);
    for Swindler's pick and Replace's gain, the card trashed."""
    return g.dec_card


@njit(cache=True, inline="always")
def revealed_owner(g):
    """Whose cards the revealed / looked-at cards are (Spy, Bandit, Thief...)."""
    return g.rev_p


@njit(cache=True, inline="always")
def left(g):
    """How many more cards the pending decision's card will ask for, this one included
    (Cellar's discards, Chapel's trashes, Militia's discards ...)."""
    return g.dec_left


@njit(cache=True, inline="always")
def taken(g, o):
    """Was option o already chosen for this card (Pawn, Courtier ask more than once)? (False
    for an o outside 0 .. 61.)"""
    return inside(o, 62) and (g.dec_types >> o) & 1 == 1


@njit(cache=True, inline="always")
def options(g):
    """How many options the pending MODE decision has (answers 0 .. options(g) - 1)."""
    return g.dec_hi + 1


@njit(cache=True, inline="always")
def revealed_n(g):
    """How many revealed / looked-at cards there are (Sentry, Patrol, Scout, Bandit...)."""
    return g.rev_n


@njit(cache=True, inline="always")
def revealed(g, i):
    """The i-th revealed card (0: the first revealed, the former top of the deck); NONE for
    an i outside 0 .. revealed_n(g) - 1."""
    return g.rev[np.uint64(i)] if inside(i, g.rev_n) else NONE


@njit(cache=True, inline="always")
def in_play(g, c):
    """Copies of c in the play area of the player whose turn it is (0 for a c that is no
    card)."""
    return g.play[np.uint64(c)] if inside(c, NC) else 0


@njit(cache=True, inline="always")
def staying(g, p, c):
    """Copies of c of p's that stay in play from an earlier turn (Durations, and the Throne
    Rooms that played them) while others take their turns (public). On p's own turn they are
    in the play area (in_play) instead. 0 for a seat outside the table or a c that is no
    card."""
    if inside(p, g.n) and inside(c, NC):
        return g.dur[np.uint64(p), np.uint64(c)]
    return 0


@njit(cache=True, inline="always")
def on_mat(g, me, p, m, c):
    """Copies of c on p's mat m (MAT_HAVEN, MAT_ISLAND, MAT_NATIVE, MAT_BLOCKADE). The
    Island and Blockade mats are public; the Haven and Native Village mats are face down:
    only my own, as the deciding seat (0 otherwise, and for a seat outside the table, a mat
    outside 0 .. MATS - 1 or a c that is no card)."""
    if not (inside(p, g.n) and inside(m, MATS) and inside(c, NC)):
        return 0
    if m == MAT_ISLAND or m == MAT_BLOCKADE or (p == me and me == g.dec_p):
        return g.mat[np.uint64(p), np.uint64(m), np.uint64(c)]
    return 0


@njit(cache=True, inline="always")
def embargo_tokens(g, c):
    """Embargo tokens on c's Supply pile (public; 0 for a c that is no card)."""
    return g.embargo[np.uint64(c)] if inside(c, NC) else 0


@njit(cache=True, inline="always")
def trade_route_mat(g):
    """Tokens on the Trade Route mat (1st-edition Prosperity; public): Trade Route's +$."""
    return g.route_mat


@njit(cache=True, inline="always")
def trade_route_token(g, c):
    """1 while c's Supply pile still holds its Trade Route token (a Victory pile no card has
    been gained from yet, in a game with Trade Route; public; 0 for a c that is no card)."""
    return g.route_token[np.uint64(c)] if inside(c, NC) else 0


@njit(cache=True, inline="always")
def pirate_coins(g, p):
    """Coin tokens on p's Pirate Ship mat (public; 0 for a seat outside the table)."""
    return g.pirate_coins[np.uint64(p)] if inside(p, g.n) else 0


@njit(cache=True, inline="always")
def deck_left(g, p):
    """Cards left in p's draw pile (public; 0 for a seat outside the table)."""
    return g.deck_n[np.uint64(p)] if inside(p, g.n) else 0


@njit(cache=True, inline="always")
def trashed(g, c):
    """Copies of c in the trash (public; 0 for a c that is no card)."""
    return g.trash[np.uint64(c)] if inside(c, NC) else 0


@njit(cache=True)
def hand_money(g, me):
    """What I would have to spend if I played every Treasure in my hand now: the coins
    already made this turn (on my turn) plus the Treasures' coin values (0 when `me` is not
    the deciding seat)."""
    return _hand_money(g, me) if me == g.dec_p else 0


@njit(cache=True)
def want(g, me, x):
    """The card my own buy rules would gain with $x now (the plan probe, simcore/dominion/
    probe.py): NONE when they take nothing, or when no probe ran for this decision. A
    strategy with a `decide` of its own is probed before every decision but a buy, a gain
    and playing an Action, so `decide` may always ask. An x below 0 asks for $0, one above
    the top budget for the top ($8; $11 in a game with Colony); NONE for any `me` but the
    seat the plan was probed for."""
    return _want(g, me, x)


@njit(cache=True)
def wants(g, me, c):
    """Do my buy rules take c when c's cost is all I can spend? (the plan probe, as `want`;
    False for a c that is no card)"""
    return inside(c, NC) and _wants(g, me, c)
