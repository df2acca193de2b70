"""Intrigue, 1st-edition-only cards (see effects/base.py for the frame protocol).

Rulings decided here:
- Saboteur: the cards a victim reveals before the one costing $3 or more are set aside
  (g.aside) until that victim is done, so a shuffle in the middle of the reveal takes only
  the discard pile, not them (revealed cards are in no pile until discarded). They are
  discarded before the victim's gain decision (both end in the discard pile, so the order
  changes nothing). With no such card in deck and discard pile, everything revealed is
  discarded and nothing is trashed. "Costing" uses the current cost (Bridge).
- Scout: with fewer than 4 cards in the deck the discard pile is shuffled in under them
  first (as for every "reveal the top N"). The cards going back are asked top card first
  (PICK among the revealed cards, as Sentry asks for its top card); each goes onto the deck
  at once, under the ones picked before, so no card is out of a zone during a decision.
  Nothing is asked once the rest are all copies of one card.
- Secret Chamber's reaction: the two cards go back one TOPDECK decision each (the second
  one on top), asked with dec_src = Secret Chamber (the reaction frame's own id is
  REACT_OFFSET + Secret Chamber; the Action asks DISCARDs, never TOPDECKs). It marks the
  revealing player in the reactions frame's fx_a (bit per player), so the default does not
  reveal it twice against one Attack; that REACT default is answered here too
  (heuristics.default_choice sends the reactions frame's source, FX_REACTIONS, here).
- Tribute: nothing happens for a card the left neighbour cannot reveal (empty deck and
  discard pile); Curses give nothing.
"""
import numpy as np
from numba import njit

from ..cards import (
    ACTION,
    COPPERSMITH,
    DIPLOMAT,
    MILITIA,
    MINION,
    MOAT,
    SABOTEUR,
    SCOUT,
    SECRET_CHAMBER,
    TACTICIAN,
    TORTURER,
    TREASURE,
    TRIBUTE,
    VICTORY,
)
from ..choose import BY_GAIN, best_revealed, pick
from ..decisions import NO_LIMIT, ask, ask_hand, legal_card
from ..frames import FX_REACTIONS, next_victim, pop
from ..state import (
    DISCARD,
    EV_REVEAL,
    GAIN,
    NONE,
    PICK,
    REACT,
    TOPDECK,
    Z_REVEALED,
    Z_SUPPLY,
)
from ..values import card_value, hand_value, keep_value
from ..zones import (
    TO_DISCARD,
    aside_to_discard,
    cost,
    discard_revealed,
    distinct_revealed,
    draw,
    emit,
    gain,
    hand_to_deck,
    hand_to_discard,
    log_revealed,
    pop_top,
    put_into_deck,
    rev_find,
    rev_remove,
    reveal_top_n,
    set_aside,
    take_revealed,
    trash_card,
)
from .intrigue import type_bonus

# Plain-Python text for `domsim cards`: how the default answers each decision of these cards.
DEFAULTS = {
    "Secret Chamber": "Discards the cards it cannot use this turn (Curses, Victory cards, and "
                      "Action cards when no Action is left), never Treasures; with a Tactician "
                      "to play after it, all but the Tactician and one card. As a Reaction it is "
                      "revealed once per Attack (after Moat and Diplomat); it puts back its worst "
                      "cards, except against Minion and Torturer (the best: Minion redraws them, "
                      "Torturer's discard then takes the worst) and Militia (the cards it would "
                      "otherwise discard: the 4th and 5th best).",
    "Great Hall": "No choices.",
    "Coppersmith": "No choices.",
    "Scout": "Puts the cards back best first (highest keep value on top, Curses at the bottom).",
    "Saboteur": "The victim gains the card worth most to it on the value scale, if it is worth "
                "having (a Copper yes, an early Estate no).",
    "Tribute": "No choices.",
}


# --- the cards ------------------------------------------------------------------------------

@njit(cache=True, inline="always")
def secret_chamber(g, f):
    p = g.cur
    if g.fx_stage[f] == 2:
        c = g.choice
        if c == NONE:
            pop(g)
            return
        hand_to_discard(g, p, c)
        g.coins += 1
    ask_hand(g, f, 2, DISCARD, p, 0, True, g.hand_n[p])


@njit(cache=True)
def secret_chamber_reaction(g, f):
    """Secret Chamber revealed against an Attack by player g.fx_p[f]: +2 Cards, then put 2
    cards from hand onto the deck (one decision each, the second one on top)."""
    v = g.fx_p[f]
    st = g.fx_stage[f]
    if st == 0:
        if f > 0 and g.fx_card[f - 1] == FX_REACTIONS:
            g.fx_a[f - 1] |= 1 << v
        draw(g, v, 2)
        ask_hand(g, f, 1, TOPDECK, v, 0, False, 2)
        g.dec_src = SECRET_CHAMBER
        return
    if g.choice != NONE:
        hand_to_deck(g, v, g.choice)
    if st == 1:
        ask_hand(g, f, 2, TOPDECK, v, 0, False, 1)
        g.dec_src = SECRET_CHAMBER
        return
    pop(g)


@njit(cache=True, inline="always")
def scout(g, f):
    """fx_a: how many cards went back so far (picked top first, each under the last)."""
    p = g.cur
    if g.fx_stage[f] == 1:
        reveal_top_n(g, p, 4)
        take_revealed(g, p, VICTORY)
        g.fx_a[f] = 0
    else:
        i = rev_find(g, g.choice)
        if i < 0:
            i = 0
        put_into_deck(g, p, rev_remove(g, i), g.fx_a[f])
        g.fx_a[f] += 1
    if distinct_revealed(g):
        ask(g, f, 2, PICK, p, Z_REVEALED, 0, 0, NO_LIMIT, False, g.rev_n - 1)
        return
    for i in range(g.rev_n):        # the rest, all alike, under the picked ones
        put_into_deck(g, p, g.rev[i], g.fx_a[f])
    g.rev_n = 0
    pop(g)


@njit(cache=True, inline="always")
def saboteur(g, f):
    """Stage 3: the current victim's (optional) gain was answered."""
    if g.fx_stage[f] == 3 and g.choice != NONE:
        gain(g, g.fx_p[f], g.choice, TO_DISCARD)
    while next_victim(g, f):
        v = g.fx_p[f]
        hit = NONE
        while True:
            c = pop_top(g, v)
            if c == NONE:
                break
            emit(g, EV_REVEAL, v, c, 1)
            if cost(g, c) >= 3:
                hit = c
                break
            set_aside(g, c)
        aside_to_discard(g, v)
        if hit != NONE:
            limit = cost(g, hit) - 2
            trash_card(g, v, hit)
            ask(g, f, 3, GAIN, v, Z_SUPPLY, 0, 0, limit, True, 1)
            return
    pop(g)


@njit(cache=True, inline="always")
def tribute(g, f):
    p = g.cur
    left = (p + 1) % g.n
    reveal_top_n(g, left, 2)
    log_revealed(g, left)
    cards = 0
    for i in range(g.rev_n):
        c = g.rev[i]
        if i == 1 and c == g.rev[0]:        # two of one card: counted once
            continue
        cards += type_bonus(g, c, 2)
    discard_revealed(g, left)
    if cards > 0:
        draw(g, p, cards)
    pop(g)


@njit(cache=True)
def intrigue1_effect(g, f, c):
    if c == SECRET_CHAMBER:
        secret_chamber(g, f)
    elif c == COPPERSMITH:
        g.coppersmiths += 1
        pop(g)
    elif c == SCOUT:
        scout(g, f)
    elif c == SABOTEUR:
        saboteur(g, f)
    elif c == TRIBUTE:
        tribute(g, f)
    else:                   # Great Hall: all in the card table
        pop(g)


# --- defaults -------------------------------------------------------------------------------

@njit(cache=True)
def dead_card(g, c):
    """A card in hand that does nothing for the rest of this turn."""
    t = g.types[c]
    if t & TREASURE:
        return False
    if t & ACTION:
        return g.actions == 0
    return True                 # Curses and pure Victory cards


@njit(cache=True, inline="always")
def chamber_discard_default(g):
    """Dead cards, the worst first. With a Tactician to play after it (an action left), all
    but the Tactician and one card: Tactician discards the rest anyway, and each card
    discarded here is +$1 (DominionSim's Tactician/Secret Chamber plan)."""
    p = g.dec_p
    if p == g.cur and g.fx_n == 1 and g.actions >= 1 and g.hand[p, TACTICIAN] > 0:
        if g.hand_n[p] - g.hand[p, TACTICIAN] <= 1:
            return NONE
        best = NONE
        for j in range(g.ncards):
            c = g.cards[j]
            if (c != TACTICIAN and legal_card(g, c)
                    and (best == NONE or keep_value(c) < keep_value(best))):
                best = c
        return best
    best = NONE
    for j in range(g.ncards):
        c = g.cards[j]
        if legal_card(g, c) and dead_card(g, c) and (best == NONE or keep_value(c) < keep_value(best)):
            best = c
    return best


@njit(cache=True, inline="always")
def chamber_topdeck_default(g):
    """The worst card, unless the Attack takes the hand: against Minion (which discards the
    hand and draws 4: the cards put back come straight back) and Torturer (a discard takes
    the worst cards), the best; against Militia while the hand will still be over 3 cards,
    the 4th best, which Militia would otherwise make us discard."""
    p = g.dec_p
    h = g.hand_n[p]
    atk = g.fx_n - 3                    # Secret Chamber's frame, the reactions frame, the Attack
    rank = h - 1                        # index from the best: the worst card
    hit = atk >= 0 and (g.fx_immune[atk] >> p) & 1 == 0
    if hit and g.fx_card[atk] == MILITIA and h - g.dec_left > 3:
        rank = 3
    elif hit and (g.fx_card[atk] == MINION or g.fx_card[atk] == TORTURER):
        rank = 0
    keys = np.empty(h, np.int64)
    n = 0
    for j in range(g.ncards):
        c = g.cards[j]
        for _ in range(g.hand[p, c]):
            keys[n] = (1000 - hand_value(g, p, c, 1)) * 256 + c    # ascending: best first
            n += 1
    keys = np.sort(keys[:n])
    if rank >= n:
        rank = n - 1
    return keys[rank] % 256


@njit(cache=True, inline="always")
def react_default(g):
    """Moat first (immune, nothing lost); then Diplomat, once per Attack and only while not
    immune; then Secret Chamber, once per Attack (a second reveal draws the cards just put
    back)."""
    p = g.dec_p
    rf = g.fx_n - 1
    if legal_card(g, MOAT):
        return MOAT
    immune = (g.fx_immune[rf - 1] >> p) & 1 == 1
    if legal_card(g, DIPLOMAT) and not immune and (g.fx_a[rf] >> (8 + p)) & 1 == 0:
        return DIPLOMAT
    if legal_card(g, SECRET_CHAMBER) and (g.fx_a[rf] >> p) & 1 == 0:
        return SECRET_CHAMBER
    return NONE


@njit(cache=True, inline="always")
def saboteur_gain_default(g):
    """The victim's best gain on the value scale, if it is worth having at all (Copper yes,
    an early Estate no)."""
    c = pick(g, BY_GAIN, True)
    if c != NONE and card_value(g, g.dec_p, c) > 0:
        return c
    return NONE


@njit(cache=True)
def intrigue1_default(g):
    """Card-specific default answers for this set's decisions; -2 for the generic rule.
    Also answers the decisions of the reactions frame (base1_default forwards them)."""
    src = g.dec_src
    k = g.dec
    if src == SECRET_CHAMBER and k == DISCARD:
        return chamber_discard_default(g)
    if src == SECRET_CHAMBER and k == TOPDECK:
        return chamber_topdeck_default(g)
    if src == FX_REACTIONS and k == REACT:
        return react_default(g)
    if src == SCOUT and k == PICK:
        return best_revealed(g)
    if src == SABOTEUR and k == GAIN:
        return saboteur_gain_default(g)
    return -2
