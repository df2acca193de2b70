"""Prosperity, 1st-edition-only cards (see effects/base.py for the frame protocol).

Rulings decided here (sources in tests/test_prosperity_cards.py):
- Mountebank: each victim in turn (an Attack: Moat, Lighthouse protect) with a Curse in hand
  is asked whether to discard it; one that does not gains a Curse, then a Copper (each
  while its pile lasts).
- Counting House: the number of Coppers is asked (MODE: 0 to those in the discard pile); they
  are revealed and go to the hand. An empty discard pile (or one without Copper) asks nothing.
"""
from numba import njit

from ..cards import COPPER, COUNTING_HOUSE, CURSE, MOUNTEBANK
from ..decisions import ask_option
from ..frames import next_victim, pop
from ..state import EV_TOHAND, MODE, YESNO
from ..zones import TO_DISCARD, emit, gain, hand_to_discard


@njit(cache=True, inline="always")
def mountebank(g, f):
    """Stage 2: a victim's answer (1: discards a Curse)."""
    if g.fx_stage[f] == 2:
        v = g.fx_p[f]
        if g.choice == 1:
            hand_to_discard(g, v, CURSE)
        else:
            gain(g, v, CURSE, TO_DISCARD)
            gain(g, v, COPPER, TO_DISCARD)
    while next_victim(g, f):
        v = g.fx_p[f]
        if g.hand[v, CURSE] > 0:
            ask_option(g, f, 2, YESNO, v, 2, CURSE)
            return
        gain(g, v, CURSE, TO_DISCARD)
        gain(g, v, COPPER, TO_DISCARD)
    pop(g)


@njit(cache=True, inline="always")
def counting_house(g, f):
    """Stage 2: how many Coppers (g.choice) go from the discard pile to the hand."""
    p = g.cur
    if g.fx_stage[f] == 1:
        k = g.discard[p, COPPER]
        if k > 0:
            ask_option(g, f, 2, MODE, p, k + 1, COPPER)
            return
        pop(g)
        return
    k = g.choice
    if k > 0:
        g.discard[p, COPPER] -= k
        g.discard_n[p] -= k
        g.hand[p, COPPER] += k
        g.hand_n[p] += k
        emit(g, EV_TOHAND, p, COPPER, k)
    pop(g)


@njit(cache=True)
def prosperity1_effect(g, f, c):
    if c == MOUNTEBANK:
        mountebank(g, f)
    elif c == COUNTING_HOUSE:
        counting_house(g, f)
    else:
        pop(g)


@njit(cache=True)
def prosperity1_default(g):
    """Card-specific defaults of the 1st-edition Prosperity cards; -2: the generic rule
    (a yes/no's is yes: Mountebank's victim discards its Curse)."""
    if g.dec_src == COUNTING_HOUSE:     # every Copper: the hand is the Buy phase's
        return g.dec_hi
    return -2


DEFAULTS = {
    "Mountebank": "A victim always discards a Curse when it has one.",
    "Counting House": "Takes every Copper from the discard pile.",
}
