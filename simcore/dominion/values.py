"""How the default heuristics value cards: one scale shared by every card set."""
from numba import int64 as i8
from numba import njit

from .cards import COIN, COPPER, COST, CURSE, CURSE_T, ESTATE, PROVINCE, TREASURE, TYPES, VICTORY

MIN_MONEY = 6       # trashers keep at least this much money (total Treasure value) in the deck


@njit(i8(i8), cache=True)
def keep_value(c):
    """How much a card is worth keeping in hand: Curse -20; pure Victory cards -10 + cost/4
    (Estate -10, Duchy -9, Province -8); Treasures 3 x coin + 1 (Copper 4, Silver 7, Gold 10);
    any other card its cost (so Actions costing $2-$3 rank below Copper, and every Action
    below Silver)."""
    t = TYPES[c]
    if t & CURSE_T:
        return -20
    if t == VICTORY:
        return -10 + COST[c] // 4
    if t & TREASURE:
        return 3 * COIN[c] + 1
    return COST[c]


@njit(cache=True)
def trash_rank(c):
    """Lower = given up first when a card must be trashed or remodelled: keep value, except
    that pure Victory cards costing $4 or more (Gardens, Duchy, Province, Duke) come last:
    they are kept for their points."""
    if TYPES[c] == VICTORY and COST[c] >= 4:
        return 50
    return keep_value(c)


@njit(cache=True)
def money(g, p):
    """Total coin value of the Treasures p owns."""
    m = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if TYPES[c] & TREASURE:
            m += COIN[c] * g.owned[p, c]
    return m


@njit(cache=True)
def is_junk(g, p, c):
    """Cards a trasher removes: Curses, Estates while the game is not close to its end, and
    Coppers while the deck keeps MIN_MONEY of money without them."""
    if c == CURSE:
        return True
    if c == ESTATE:
        return g.supply[PROVINCE] > 2
    if c == COPPER:
        return money(g, p) - 1 >= MIN_MONEY
    return False


@njit(cache=True)
def dead_card(c):
    """Cards nobody wants to draw: Curses, pure Victory cards, Copper."""
    return (TYPES[c] & CURSE_T) != 0 or TYPES[c] == VICTORY or c == COPPER
