"""Seaside, 1st-edition-only cards (see effects/base.py for the frame protocol).

Rulings decided here (sources in tests/test_seaside_cards.py):
- Sea Hag: each victim discards the top card of its deck (shuffling if it must; nothing if
  it has no cards), then gains a Curse onto its deck (none if the Curses are gone).
- Explorer: the Province is revealed only if there is one in hand (asked as a yes/no); the
  Gold or Silver goes to the hand (nothing if its pile is empty).
- Pearl Diver: the bottom card is looked at only if the deck (after a shuffle if it is
  empty) has one; a one-card deck's bottom card is its top card: nothing is asked.
- Embargo trashes itself only if it is still in play (a Throne Room's second play adds a
  second token). The token goes on a pile with cards left (one on an empty pile would
  never act). A buy gains the Curses before the card bought; gaining without buying
  gains none.
- Ghost Ship: each victim with 4 or more cards in hand puts cards onto its deck, one at a
  time, its choice, until 3 are left.
"""
from numba import njit

from ..cards import (
    BASIC,
    COST,
    CURSE,
    EMBARGO,
    EXPLORER,
    GHOST_SHIP,
    GOLD,
    PEARL_DIVER,
    PROVINCE,
    SEA_HAG,
    SILVER,
)
from ..decisions import NO_LIMIT, ask, ask_hand, ask_option
from ..frames import next_victim, pop
from ..state import EV_REVEAL, EV_TOKEN, EV_TOPDECK, NONE, PICK, TOPDECK, YESNO, Z_SUPPLY
from ..values import COPPER_V, keep_value
from ..zones import (
    TO_DECK,
    TO_HAND,
    emit,
    gain,
    hand_to_deck,
    pop_top,
    to_discard,
    trash_from_play,
)

KINGDOM_FROM = len(BASIC)           # card ids from here on are kingdom cards


@njit(cache=True)
def sea_hag(g, f):
    while next_victim(g, f):
        v = g.fx_p[f]
        c = pop_top(g, v)
        if c >= 0:
            to_discard(g, v, c)
        gain(g, v, CURSE, TO_DECK)
    pop(g)


@njit(cache=True)
def explorer(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        if g.hand[p, PROVINCE] > 0:
            ask_option(g, f, 2, YESNO, p, 2, PROVINCE)
            return
        g.choice = 0
    if g.choice == 1:
        emit(g, EV_REVEAL, p, PROVINCE, 1)
        gain(g, p, GOLD, TO_HAND)
    else:
        gain(g, p, SILVER, TO_HAND)
    pop(g)


@njit(cache=True)
def pearl_diver(g, f):
    """The bottom card is deck[p, 0]; putting it on top moves it to index deck_n - 1."""
    p = g.cur
    if g.fx_stage[f] == 1:
        if g.deck_n[p] == 0 and g.discard_n[p] > 0:
            c = pop_top(g, p)           # shuffles; the card goes straight back on top
            g.deck[p, g.deck_n[p]] = c
            g.deck_n[p] += 1
        if g.deck_n[p] < 2:
            pop(g)
            return
        ask_option(g, f, 2, YESNO, p, 2, g.deck[p, 0])
        return
    if g.choice == 1:
        n = g.deck_n[p]
        c = g.deck[p, 0]
        for i in range(n - 1):
            g.deck[p, i] = g.deck[p, i + 1]
        g.deck[p, n - 1] = c
        emit(g, EV_TOPDECK, p, c, 1)
    pop(g)


@njit(cache=True)
def ghost_ship(g, f):
    if g.fx_stage[f] == 3:
        hand_to_deck(g, g.fx_p[f], g.choice)
    elif not next_victim(g, f):
        pop(g)
        return
    while True:
        v = g.fx_p[f]
        if g.hand_n[v] > 3:
            ask_hand(g, f, 3, TOPDECK, v, 0, False, g.hand_n[v] - 3)
            return
        if not next_victim(g, f):
            pop(g)
            return


@njit(cache=True)
def embargo(g, f):
    """Trash this (if still in play), then a token on a Supply pile (an empty pile's token
    would never act, so the pile asked for is one with cards)."""
    p = g.cur
    if g.fx_stage[f] == 1:
        if g.play[EMBARGO] > 0:
            trash_from_play(g, p, EMBARGO)
        ask(g, f, 2, PICK, p, Z_SUPPLY, 0, 0, NO_LIMIT, False, 1)
        return
    if g.choice != NONE:
        g.embargo[g.choice] += 1
        emit(g, EV_TOKEN, p, g.choice, 0)
    pop(g)


@njit(cache=True)
def seaside1_effect(g, f, c):
    if c == SEA_HAG:
        sea_hag(g, f)
    elif c == EXPLORER:
        explorer(g, f)
    elif c == PEARL_DIVER:
        pearl_diver(g, f)
    elif c == GHOST_SHIP:
        ghost_ship(g, f)
    elif c == EMBARGO:
        embargo(g, f)
    else:
        pop(g)


@njit(cache=True)
def seaside1_default(g):
    """Card-specific defaults of the 1st-edition Seaside cards; -2: the generic rule."""
    if g.dec_src == PEARL_DIVER:        # on top if worth drawing: at least a Copper
        return 1 if keep_value(g.dec_card) >= COPPER_V else 0
    if g.dec_src == EMBARGO:
        return embargo_pile(g, g.dec_p)
    return -2


@njit(cache=True)
def embargo_pile(g, p):
    """The kingdom pile the other players own most of and p owns none of (ties: the
    costlier); with none, the Curse pile (nobody buys a Curse), else the first pile left."""
    best = NONE
    best_n = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if c < KINGDOM_FROM or g.supply[c] <= 0 or g.owned[p, c] > 0:
            continue
        n = 0
        for q in range(g.n):
            if q != p:
                n += g.owned[q, c]
        if n > best_n or (n == best_n and n > 0 and COST[c] > COST[best]):
            best = c
            best_n = n
    if best != NONE:
        return best
    if g.supply[CURSE] > 0:
        return CURSE
    for j in range(g.ncards):
        if g.supply[g.cards[j]] > 0:
            return g.cards[j]
    return NONE


DEFAULTS = {
    "Sea Hag": "No choices.",
    "Embargo": "Puts the token on the kingdom pile the other players own most of and it owns "
               "none of; with no such pile, on the Curses (where it costs nobody anything).",
    "Explorer": "Always reveals a Province when it has one (Gold instead of Silver).",
    "Pearl Diver": "Puts the bottom card on top when it is worth drawing: at least a Copper "
                   "(never a Victory card or Curse).",
    "Ghost Ship": "A victim puts back its least useful cards this turn (as for Militia's "
                  "discards).",
}
