"""Seaside, 1st-edition-only cards (see effects/base.py for the frame protocol).

Rulings decided here (sources in tests/test_seaside_cards.py):
- Sea Hag: each victim discards the top card of its deck (shuffling if it must; nothing if
  it has no cards), then gains a Curse onto its deck (none if the Curses are gone).
- Explorer: the Province is revealed only if there is one in hand (asked as a yes/no); the
  Gold or Silver goes to the hand (nothing if its pile is empty).
- Pearl Diver: the bottom card is looked at only if the deck (after a shuffle if it is
  empty) has one; a one-card deck's bottom card is its top card: nothing is asked.
- Ghost Ship: each victim with 4 or more cards in hand puts cards onto its deck, one at a
  time, its choice, until 3 are left.
"""
from numba import njit

from ..cards import CURSE, EXPLORER, GHOST_SHIP, GOLD, PEARL_DIVER, PROVINCE, SEA_HAG, SILVER
from ..decisions import ask_hand, ask_option
from ..frames import next_victim, pop
from ..state import EV_REVEAL, EV_TOPDECK, TOPDECK, YESNO
from ..values import COPPER_V, keep_value
from ..zones import TO_DECK, TO_HAND, emit, gain, hand_to_deck, pop_top, to_discard


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
def seaside1_effect(g, f, c):
    if c == SEA_HAG:
        sea_hag(g, f)
    elif c == EXPLORER:
        explorer(g, f)
    elif c == PEARL_DIVER:
        pearl_diver(g, f)
    elif c == GHOST_SHIP:
        ghost_ship(g, f)
    else:
        pop(g)


@njit(cache=True)
def seaside1_default(g):
    """Card-specific defaults of the 1st-edition Seaside cards; -2: the generic rule."""
    if g.dec_src == PEARL_DIVER:        # on top if worth drawing: at least a Copper
        return 1 if keep_value(g.dec_card) >= COPPER_V else 0
    return -2


DEFAULTS = {
    "Sea Hag": "No choices.",
    "Explorer": "Always reveals a Province when it has one (Gold instead of Silver).",
    "Pearl Diver": "Puts the bottom card on top when it is worth drawing: at least a Copper "
                   "(never a Victory card or Curse).",
    "Ghost Ship": "A victim puts back its least useful cards this turn (as for Militia's "
                  "discards).",
}
