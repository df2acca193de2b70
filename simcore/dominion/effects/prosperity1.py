"""Prosperity, 1st-edition-only cards (see effects/base.py for the frame protocol).

Rulings decided here (sources in tests/test_prosperity_cards.py):
- Mountebank: each victim in turn (an Attack: Moat, Lighthouse protect) with a Curse in hand
  is asked whether to discard it; one that does not gains a Curse, then a Copper (each
  while its pile lasts).
- Loan and Venture reveal cards from the deck until a Treasure (the other revealed cards are
  set aside meanwhile: a shuffle leaves them out) and discard the others. Loan asks whether
  to trash the Treasure (YESNO about it: 1 trashes, 0 discards); Venture plays it (its
  coins, then its own effect, as treasures.play_treasure plays any Treasure). Neither finds
  anything when deck and discard pile hold no Treasure.
- Counting House: the number of Coppers is asked (MODE: 0 to those in the discard pile); they
  are revealed and go to the hand. An empty discard pile (or one without Copper) asks nothing.
- Contraband: $3 and +1 Buy (its row); the player to the left names a card (NAME: any card,
  one outside the Supply too), which may not be bought this turn (naming.py); it may still
  be gained. Each Contraband played names a card; the names end with the turn.
"""
from numba import njit

from ..cards import (
    CONTRABAND,
    COPPER,
    COUNTING_HOUSE,
    CURSE,
    GOONS,
    LOAN,
    MOUNTEBANK,
    PROVINCE,
    ROYAL_SEAL,
    TRADE_ROUTE,
    TREASURE,
    VENTURE,
)
from ..choose import BY_DECK, most_wanted, pick
from ..decisions import NO_LIMIT, ask, ask_hand, ask_option
from ..frames import next_seat, next_victim, pop
from ..naming import NAMED_BUY, name_card
from ..state import EV_CHOOSE, EV_REVEAL, EV_TOHAND, MODE, NAME, NONE, TRASH, YESNO, Z_ANY
from ..treasures import play_treasure
from ..values import dead_card
from ..zones import (
    TO_DISCARD,
    aside_to_discard,
    emit,
    gain,
    hand_to_discard,
    pop_top,
    set_aside,
    to_discard,
    trash_card,
    trash_from_hand,
)
from .base import militia


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


@njit(cache=True, inline="always")
def trade_route(g, f):
    """+$1 per token on the mat; stage 2: the card trashed from the hand (mandatory)."""
    p = g.cur
    if g.fx_stage[f] == 1:
        g.coins += g.route_mat
        ask_hand(g, f, 2, TRASH, p, 0, False, 1)
        if g.dec != 0:
            return
    if g.choice != NONE:
        trash_from_hand(g, p, g.choice)
    pop(g)


@njit(cache=True)
def reveal_until_treasure(g, p):
    """Reveal cards from p's deck until a Treasure, which is returned (NONE: deck and discard
    pile ran out); the others wait set aside, then go to the discard pile."""
    c = NONE
    while True:
        c = pop_top(g, p)
        if c == NONE:
            break
        emit(g, EV_REVEAL, p, c, 1)
        if g.types[c] & TREASURE:
            break
        set_aside(g, c)
    aside_to_discard(g, p)
    return c


@njit(cache=True, inline="always")
def loan(g, f):
    """Stage 2: trash (1) or discard (0) the Treasure found, held in the revealed buffer."""
    p = g.cur
    if g.fx_stage[f] == 1:
        c = reveal_until_treasure(g, p)
        if c != NONE:
            g.rev[0] = c
            g.rev_n = 1
            g.rev_p = p
            ask_option(g, f, 2, YESNO, p, 2, c)
            return
    else:
        c = g.rev[0]
        g.rev_n = 0
        if g.choice == 1:
            trash_card(g, p, c)
        else:
            to_discard(g, p, c)
    pop(g)


@njit(cache=True, inline="always")
def venture(g, f):
    """The Treasure found is played: Venture's frame ends first, the Treasure's own effect
    (if any) runs as the next frame."""
    c = reveal_until_treasure(g, g.cur)
    pop(g)
    if c != NONE:
        g.play[c] += 1
        g.play_n += 1
        play_treasure(g, c)


@njit(cache=True, inline="always")
def contraband(g, f):
    """$3 and +1 Buy came from the table; stage 2: the card the player to the left named."""
    left = next_seat(g, g.cur)
    if g.fx_stage[f] == 1:
        ask(g, f, 2, NAME, left, Z_ANY, 0, 0, NO_LIMIT, False, 1)
        return
    emit(g, EV_CHOOSE, left, CONTRABAND, g.choice)
    name_card(g, g.choice, NAMED_BUY)
    pop(g)


@njit(cache=True)
def prosperity1_effect(g, f, c):
    if c == MOUNTEBANK:
        mountebank(g, f)
    elif c == COUNTING_HOUSE:
        counting_house(g, f)
    elif c == GOONS:                    # Militia's attack; its on-buy VP: triggers.py
        militia(g, f)
    elif c == TRADE_ROUTE:
        trade_route(g, f)
    elif c == LOAN:
        loan(g, f)
    elif c == VENTURE:
        venture(g, f)
    elif c == CONTRABAND:
        contraband(g, f)
    else:
        pop(g)


@njit(cache=True)
def prosperity1_default(g):
    """Card-specific defaults of the 1st-edition Prosperity cards; -2: the generic rule
    (a yes/no's is yes: Mountebank's victim discards its Curse)."""
    src = g.dec_src
    if src == COUNTING_HOUSE:           # every Copper: the hand is the Buy phase's
        return g.dec_hi
    if src == ROYAL_SEAL:               # onto the deck: a card worth drawing
        return 0 if dead_card(g.dec_card) else 1
    if src == TRADE_ROUTE and g.dec == TRASH:
        return pick(g, BY_DECK, False)
    if src == LOAN:                     # trash a Copper (a Curse: Charlatan's), keep the rest
        return 1 if g.dec_card == COPPER or g.dec_card == CURSE else 0
    if src == CONTRABAND:               # the left player's name: what the coins in play buy
        c = most_wanted(g, g.cur, g.coins, NAMED_BUY)
        return c if c != NONE else PROVINCE
    return -2


DEFAULTS = {
    "Mountebank": "A victim always discards a Curse when it has one.",
    "Counting House": "Takes every Copper from the discard pile.",
    "Goons": "No choices of its own (a victim discards as for Militia: the cards worth least "
             "in hand).",
    "Royal Seal": "Puts a gained card worth drawing (not a Curse, Victory card or Copper) "
                  "onto the deck.",
    "Talisman": "No choices.",
    "Trade Route": "Trashes the card least worth owning (values.py's scale).",
    "Loan": "Trashes the Treasure it finds when that is a Copper (or a Curse, a Treasure in "
            "a game with Charlatan); discards any other.",
    "Venture": "No choices.",
    "Contraband": "The player to the left names the card the player would most want to buy "
                  "with the coins in play (the value scale of gains, public facts only; a "
                  "card not yet named this turn).",
}
