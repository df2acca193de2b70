"""Posing decisions and checking answers.

A card that needs a choice calls `ask`, which fills the pending-decision fields; the answer
comes back through `engine.step` into `g.choice`, and the card's frame resumes at the stage
`ask` recorded. A decision with no legal card is never posed: the frame resumes at once with
NONE ("do as much as you can").
"""
from numba import boolean as b1
from numba import int64 as i8
from numba import njit, void

from .cards import NC
from .frames import can_react
from .naming import unnamed_bit
from .state import (
    BUY,
    MODE,
    NAME,
    NO_DECISION,
    NONE,
    REACT,
    RECORD,
    SET_ASIDE,
    YESNO,
    Z_DISCARD,
    Z_GAINED,
    Z_HAND,
    Z_REVEALED,
    Z_SUPPLY,
    Z_TRASH,
    Z_UNNAMED,
)
from .zones import buyable, cost, left_in_supply

NO_LIMIT = 1 << 20


@njit(b1(RECORD, i8), cache=True)
def in_zone(g, c):
    """Is card c where the pending card decision takes it from (a zone other than the
    Supply)?"""
    z = g.dec_zone
    p = g.dec_p
    if z == Z_HAND:
        if g.hand[p, c] <= 0:
            return False
        if g.dec == REACT and not can_react(g, p, c, g.fx_n - 2, g.fx_b[g.fx_n - 1]):
            return False
    elif z == Z_REVEALED:
        found = False
        for i in range(g.rev_n):
            if g.rev[i] == c:
                found = True
        if not found:
            return False
    elif z == Z_DISCARD:
        if g.discard[p, c] <= 0:
            return False
    elif z == Z_TRASH:
        if g.trash[c] <= 0:
            return False
    elif z == Z_GAINED:             # Smugglers: from the Supply, a card the right gained
        if not left_in_supply(g, c) or not g.last_gains[(p + g.n - 1) % g.n, c]:
            return False
    elif z == Z_UNNAMED:            # from the Supply, not named this turn (naming.py)
        if not left_in_supply(g, c) or g.named[c] & unnamed_bit(g):
            return False
    return True


@njit(b1(RECORD, i8), cache=True)
def legal_card(g, c):
    """Is card c an allowed answer to the pending card decision (ignoring NONE)? (Small, with
    a buy's or gain's zone first: a buy rule asks it of every card it names.)"""
    if c < 0 or c >= NC or c == g.dec_not:
        return False
    if g.dec_types != 0 and (g.types[c] & g.dec_types) == 0:     # this game's types
        return False
    if g.dec_zone == Z_SUPPLY:
        if not left_in_supply(g, c):
            return False
    elif not in_zone(g, c):
        return False
    k = cost(g, c)
    return g.dec_lo <= k <= g.dec_hi


@njit(cache=True, inline="always")
def decision_cards(g):
    """The cards the pending card decision ranges over, as a view: the revealed ones, top card
    first (zone Z_REVEALED), else every card of the game in Supply order."""
    if g.dec_zone == Z_REVEALED:
        return g.rev[:g.rev_n]
    return g.cards[:g.ncards]


@njit(cache=True)
def any_legal_card(g):
    for c in decision_cards(g):
        if legal_card(g, c):
            return True
    return False


@njit(b1(RECORD, i8), cache=True)
def legal(g, c):
    """Is c an allowed answer to the pending decision?"""
    k = g.dec
    if k == NO_DECISION:
        return False
    if k == YESNO or k == SET_ASIDE:
        return c == 0 or c == 1
    if k == MODE:      # dec_types: a bit per option already taken (Pawn, Courtier)
        return 0 <= c <= g.dec_hi and (c >= 62 or (g.dec_types >> c) & 1 == 0)
    if k == NAME:
        return 0 <= c < NC
    if c == NONE:
        return g.dec_opt or not any_legal_card(g)
    return legal_card(g, c)


@njit(cache=True, inline="always")
def legal_buy(g, c):
    """legal(g, c) for a BUY (pose_turn's: any type, from the Supply, up to the coins; NONE
    allowed; not a card named for a Contraband this turn), checked in step without legal's
    call: it is most turns' one decision."""
    if c == NONE:
        return True
    return 0 <= c < NC and c != g.dec_not and buyable(g, c) and cost(g, c) <= g.dec_hi


@njit(cache=True, inline="always")
def ask(g, f, resume, kind, p, zone, types, lo, hi, opt, left, notc=NONE, about=NONE):
    pose(g, f, resume, kind, p, zone, types, lo, hi, opt, left, notc, about)


@njit(void(RECORD, i8, i8, i8, i8, i8, i8, i8, i8, b1, i8, i8, i8), cache=True)
def pose(g, f, resume, kind, p, zone, types, lo, hi, opt, left, notc, about):
    """Pose a card decision for player p on behalf of frame f, which resumes at stage
    `resume`. If there is nothing to choose, nothing is posed and the frame resumes with
    g.choice = NONE."""
    g.fx_stage[f] = resume
    g.dec = kind
    g.dec_p = p
    g.dec_src = g.fx_card[f]
    g.dec_zone = zone
    g.dec_types = types
    g.dec_not = notc
    g.dec_card = about
    g.dec_lo = lo
    g.dec_hi = hi
    g.dec_opt = opt
    g.dec_left = left
    if kind == YESNO or kind == MODE or kind == NAME or kind == SET_ASIDE:
        return
    if not any_legal_card(g):
        g.dec = NO_DECISION
        g.choice = NONE


@njit(void(RECORD, i8, i8, i8, i8, i8, i8), cache=True)
def ask_option(g, f, resume, kind, p, options, about):
    """Pose a yes/no (kind YESNO, SET_ASIDE) or a choice among `options` modes (MODE) about
    card `about` (NONE if the question is about no particular card)."""
    ask(g, f, resume, kind, p, Z_HAND, 0, 0, options - 1, False, 1, NONE, about)


@njit(void(RECORD, i8, i8, i8, i8, i8, b1, i8), cache=True)
def ask_hand(g, f, resume, kind, p, types, opt, left):
    """Pose 'pick a card from p's hand' (of these types; 0 = any)."""
    ask(g, f, resume, kind, p, Z_HAND, types, 0, NO_LIMIT, opt, left)


@njit(void(RECORD, i8, i8, i8, i8, i8, i8, i8), cache=True)
def ask_supply(g, f, resume, kind, p, types, lo, hi):
    """Pose 'gain a card from the Supply costing lo..hi' (mandatory where possible)."""
    ask(g, f, resume, kind, p, Z_SUPPLY, types, lo, hi, False, 1)


@njit(cache=True)
def count_legal(g):
    """Number of distinct legal cards for the pending card decision."""
    n = 0
    for j in range(g.ncards):
        if legal_card(g, g.cards[j]):
            n += 1
    return n


@njit(cache=True, inline="always")
def pose_turn(g, kind, p, hi):
    """PLAY_ACTION or BUY, asked by the turn structure rather than a card."""
    g.dec = kind
    g.dec_p = p
    g.dec_src = NONE
    g.dec_zone = Z_SUPPLY if kind == BUY else Z_HAND
    g.dec_types = 0 if kind == BUY else 1
    g.dec_not = NONE
    g.dec_card = NONE
    g.dec_lo = 0
    g.dec_hi = hi
    g.dec_opt = True
    g.dec_left = 1
