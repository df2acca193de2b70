"""How the default heuristics value cards: one scale shared by every card set.

Two views of one scale (Copper 9, Silver 17, Gold 25):
- `hand_value(g, p, c, acts)`: what a card in hand is worth for the turn it is played in
  (discards, topdecks): Curses and Victory cards least, then Actions that cannot be played
  (no Action left for them), Copper, live Actions by cost, Silver, Gold.
- `card_value(g, p, c)`: what owning the card is worth in the present game state (trashing,
  passing, gaining, what to give a victim): Victory points weigh more as the Provinces run
  out (an Estate is junk while 7 or more Provinces are left, kept from 6; in a Colony game
  the Colonies count when fewer are left), a terminal
  Action beyond what the deck can play is worth less than a Copper, an Attack is worth much
  to its owner.
`game_end_result` keeps every default gain from ending the game while behind.
"""
import numpy as np
from numba import boolean as b1
from numba import int64 as i8
from numba import njit

from .cards import (
    ACTION,
    ATTACK,
    COIN,
    COLONY,
    COPPER,
    COST,
    CURSE,
    CURSE_T,
    DUCHY,
    DUKE,
    FEAST,
    GARDENS,
    MINION,
    PLUS_ACTIONS,
    PLUS_COINS,
    PROVINCE,
    SECRET_CHAMBER,
    TREASURE,
    TREASURE_MAP,
    TYPES,
    VICTORY,
    VP,
)
from .state import RECORD

MIN_MONEY = 6       # trashers keep at least this much money (total Treasure value) in the deck,
#                     unless the bot sets its own floor (g.trash_floor)
COPPER_V = 9        # Copper's value on the scale (hand and deck)
SILVER_V = 17
MAP_V = 30          # a Treasure Map pair in hand: above a Gold (DominionSim keeps it before
#                     every card it discards; Treasure Map/Warehouse 0.161 -> 0.646 there)
# What one VP is worth on the scale, and what a pure Victory card costs the deck (a dead draw),
# by Provinces left (2-player pile; other sizes are scaled to it). Early a VP is worth little
# next to a dead card (an Estate -10: junk); from 6 Provinces left an Estate is worth keeping
# (trashing Estates only while 7 or more are left measured best, with Masquerade); a Duchy
# passes a Silver at 5 left and a Gold at 4 (Big Money Ultimate's thresholds); at the end a VP
# is worth more than any card's play.
VP_WEIGHT = np.array([30, 30, 24, 18, 14, 10, 8, 10, 10], dtype=np.int64)
DEAD_BY = np.array([5, 5, 8, 10, 12, 10, 8, 20, 20], dtype=np.int64)
DEAD = -20          # a pure Victory card's static keep value before its cost


@njit(i8(i8), cache=True)
def keep_value(c):
    """The static scale, without the game state: Curse -40; pure Victory cards -20 + cost/2
    (Estate -19, Duchy -18, Province -16); Treasures 8 x coin + 1 (Copper 9, Silver 17,
    Gold 25); Actions 10 + 2 x cost (a $2 Action 14, above Copper; $3 16, below Silver; $4
    18, above Silver; $6 22, below Gold)."""
    t = TYPES[c]
    if t & CURSE_T:
        return -40
    if t == VICTORY:
        return DEAD + COST[c] // 2
    if t & TREASURE:
        return 8 * COIN[c] + 1
    if c == SECRET_CHAMBER:         # its play needs junk in hand: worth less than a Copper
        return COPPER_V - 1
    return 10 + 2 * COST[c]


@njit(i8(i8), cache=True)
def trash_rank(c):
    """Lower = given up first when a card must be trashed (no game state: see card_value):
    keep value, except that pure Victory cards costing $4 or more (Gardens, Duchy, Province,
    Duke) come last: they are kept for their points."""
    if TYPES[c] == VICTORY and COST[c] >= 4:
        return 50
    return keep_value(c)


@njit(i8(RECORD, i8), cache=True)
def money(g, p):
    """Total coin value of the Treasures p owns (the game's Treasures only: the buy rules
    ask it at every buy). Unsigned indices: with signed ones numba wraps negative indices
    around, and the checks took half of the call (benchmarks.instructions)."""
    m = 0
    owned = g.owned[np.uint64(p)]
    for j in range(g.treasures_n):
        c = np.uint64(g.treasure_ids[j])
        m += COIN[c] * owned[c]
    return m


@njit(i8(RECORD, i8), cache=True)
def hand_money(g, p):
    """Coins of the turn so far (the current player's) plus the Treasures in p's hand."""
    m = g.coins if p == g.cur else 0
    for j in range(g.treasures_n):      # the game's Treasures (a Curse with Charlatan)
        c = g.treasure_ids[j]
        m += COIN[c] * g.hand[p, c]
    return m


@njit(i8(RECORD, i8), cache=True)
def economy(g, p):
    """p's money including the +$ of Actions that never collide: non-terminal ones (Market,
    Festival) and Minion, counted at its +$2 (a Minion deck lives on them)."""
    m = 0
    for j in range(g.ncards):
        c = g.cards[j]
        t = g.types[c]
        if t & TREASURE:
            m += COIN[c] * g.owned[p, c]
        elif t & ACTION:
            if c == MINION:
                m += 2 * g.owned[p, c]
            elif PLUS_ACTIONS[c] > 0:
                m += PLUS_COINS[c] * g.owned[p, c]
    return m


@njit(i8(RECORD), cache=True)
def provinces_left(g):
    """Provinces left, scaled to a 2-player pile of 8; in a game with Colonies the Colonies
    left instead when fewer (scaled the same way: either pile's end ends the game, and
    Colony decks green by the Colonies); at most 2 once one more empty pile would end the
    game (the end is near whichever pile ends it)."""
    start = 8 if g.n == 2 else (12 if g.n <= 4 else (15 if g.n == 5 else 18))
    pl = (g.supply[PROVINCE] * 8 + start - 1) // start
    if g.in_supply[COLONY]:
        cs = 8 if g.n == 2 else 12
        cl = (g.supply[COLONY] * 8 + cs - 1) // cs
        if cl < pl:
            pl = cl
    if g.empty_piles >= g.empty_to_end - 1 and pl > 2:
        pl = 2
    return pl


@njit(i8(RECORD), cache=True)
def vp_weight(g):
    pl = provinces_left(g)
    return VP_WEIGHT[pl if pl < 8 else 8]


@njit(i8(RECORD, i8), cache=True)
def deck_size(g, p):
    n = 0
    for j in range(g.ncards):
        n += g.owned[p, g.cards[j]]
    return n


@njit(i8(RECORD, i8, i8), cache=True)
def vp_of(g, p, c):
    """VP one more copy of c would be worth to p (Gardens, Duke: by p's deck now)."""
    if c == GARDENS:
        return (deck_size(g, p) + 1) // 10
    if c == DUKE:                   # Duchies are bought late: count at least 3 to come
        d = g.owned[p, DUCHY]
        return d if d > 3 else 3
    v = VP[c]
    if c == DUCHY:
        v += g.owned[p, DUKE]
    return v


@njit(b1(i8), cache=True)
def is_terminal(c):
    return (TYPES[c] & ACTION) != 0 and PLUS_ACTIONS[c] == 0


@njit(i8(RECORD, i8), cache=True)
def terminals(g, p):
    n = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if is_terminal(c):
            n += g.owned[p, c]
    return n


@njit(i8(RECORD, i8, i8), cache=True)
def card_value(g, p, c):
    """What owning c is worth to p now (see the module text)."""
    t = TYPES[c]
    if t & CURSE_T:
        return -40
    w = vp_weight(g)
    if t == VICTORY:
        pl = provinces_left(g)
        return vp_of(g, p, c) * w - DEAD_BY[pl if pl < 8 else 8]
    extra = (vp_of(g, p, c) * w) // 2 if t & VICTORY else 0
    if t & TREASURE:
        return 8 * COIN[c] + 1 + extra
    v = 10 + 2 * COST[c] + extra
    if c == FEAST:                  # one use, a turn late: less than the Silver it replaces
        v = SILVER_V - 3
    if is_terminal(c):
        # one terminal per 8 cards or so is playable; beyond that they collide
        if (terminals(g, p) - 1) * 8 >= deck_size(g, p):
            v = COPPER_V - 3 + extra
    if t & ATTACK:
        v += 4
    return v


@njit(b1(RECORD, i8, i8), cache=True)
def is_junk(g, p, c):
    """Cards a trasher removes: Curses, cards worth less than nothing now (Estates while 7 or
    more Provinces are left), and Coppers while the deck keeps its floor of money without
    them (MIN_MONEY unless p's bot sets another), counting the +$ of the Actions it can
    always play (economy)."""
    if c == CURSE:
        return True
    if c == COPPER:
        return economy(g, p) - 1 >= g.trash_floor[p]
    return card_value(g, p, c) < 0


@njit(b1(RECORD, i8, i8, i8), cache=True)
def dead_in_hand(g, p, c, acts):
    """Can p not play Action c with `acts` Actions left? A terminal is dead when the hand
    holds at least `acts` terminals that play better (higher cost)."""
    if acts <= 0:
        return True
    if not is_terminal(c):
        return False
    better = 0
    for j in range(g.ncards):
        d = g.cards[j]
        if is_terminal(d) and g.hand[p, d] > 0:
            if COST[d] > COST[c] or (COST[d] == COST[c] and d < c):
                better += g.hand[p, d]
            elif d == c:
                better += g.hand[p, d] - 1
    return better >= acts


@njit(i8(RECORD, i8, i8, i8), cache=True)
def hand_value(g, p, c, acts):
    """What c in p's hand is worth for the turn it is played in, `acts` Actions left: Curse,
    Victory cards (the cheapest least), dead Actions (2), Copper (9), live Actions by cost,
    Silver, Gold, a Treasure Map pair (4 Golds, never two terminals colliding); a lone Map
    is a dead Action (it would only trash itself)."""
    if TYPES[c] & ACTION:
        if c == TREASURE_MAP and acts > 0:
            return MAP_V if g.hand[p, TREASURE_MAP] >= 2 else 2
        if dead_in_hand(g, p, c, acts):
            return 2
    return keep_value(c)


@njit(i8(RECORD, i8, i8, i8), cache=True)
def points_after(g, p, plus, minus):
    """p's VP total with one more card `plus` and one fewer `minus` (NONE: none), its VP
    tokens included."""
    total = 0
    cards = 0
    for j in range(g.ncards):
        c = g.cards[j]
        k = g.owned[p, c]
        if c == plus:
            k += 1
        if c == minus:
            k -= 1
        total += k * VP[c]
        cards += k
    gardens = g.owned[p, GARDENS] + int(plus == GARDENS) - int(minus == GARDENS)
    dukes = g.owned[p, DUKE] + int(plus == DUKE) - int(minus == DUKE)
    duchies = g.owned[p, DUCHY] + int(plus == DUCHY) - int(minus == DUCHY)
    return total + gardens * (cards // 10) + dukes * duchies + g.vp_tokens[p]


@njit(i8(RECORD, i8, i8, i8), cache=True)
def game_end_result(g, p, plus, minus):
    """Would p gaining `plus` (and losing `minus`, NONE: nothing) end the game at the end of
    this turn: 0 no; 1 yes and p wins (strictly ahead of everyone); -1 yes and p does not
    win."""
    if plus < 0 or not g.in_supply[plus] or g.supply[plus] != 1:
        return 0
    if not (plus == PROVINCE or plus == COLONY or g.empty_piles + 1 >= g.empty_to_end):
        return 0
    mine = points_after(g, p, plus, minus)
    for q in range(g.n):
        if q != p and points_after(g, q, -1, -1) >= mine:
            return -1
    return 1


@njit(i8(RECORD, i8, i8), cache=True)
def gain_value(g, p, c):
    """How much p wants to gain c now: card_value, with a game-ending gain first when it
    wins and last when it does not."""
    r = game_end_result(g, p, c, -1)
    if r == 1:
        return 10000
    v = card_value(g, p, c)
    if r == -1:
        return v - 10000
    return v


@njit(b1(i8), cache=True)
def dead_card(c):
    """Cards nobody wants to draw: Curses, pure Victory cards, Copper."""
    return (TYPES[c] & CURSE_T) != 0 or TYPES[c] == VICTORY or c == COPPER
