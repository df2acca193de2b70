"""Checked mode: the engine's invariants, tested after every step by the fuzzer and the
invariant tests. `violation(g, total)` returns 0 when all hold, else the code of the first
broken one (CHECK_NAMES)."""
import numpy as np
from numba import njit

from .cards import DUCHY, DUKE, GARDENS, IDS, NC
from .decisions import any_legal_card, legal
from .state import (
    CAP,
    FX,
    LATER,
    MATS,
    MODE,
    NAME,
    NO_DECISION,
    NONE,
    REV,
    SAILED,
    SET_ASIDE,
    YESNO,
)

CHECK_NAMES = ["ok", "negative count", "cards not conserved", "zone sizes disagree",
               "ownership disagrees with zones", "negative actions/buys/coins",
               "no legal answer to the pending decision", "VP differs from the final deck",
               "stack or buffer overflow", "game not over but no decision pending"]


@njit(cache=True)
def totals(g):
    """Every card in the game by id (Supply + trash + all players' cards): conserved."""
    t = np.zeros(NC, np.int64)
    for j in range(g.ncards):
        c = g.cards[j]
        t[c] = g.supply[c] + g.trash[c]
        for p in range(g.n):
            t[c] += g.owned[p, c]
    return t


# VP per card as the rulebooks print them, apart from the engine's table (cards.VP) so that
# the end-of-game check scores on its own; Gardens and Duke are counted in deck_vp
RULEBOOK_VP = np.zeros(NC, np.int64)
for _name, _vp in (("estate", 1), ("duchy", 3), ("province", 6), ("curse", -1), ("mill", 1),
                   ("harem", 2), ("nobles", 2), ("great_hall", 1), ("island", 2),
                   ("colony", 10)):
    RULEBOOK_VP[IDS[_name]] = _vp


@njit(cache=True)
def kept(g, p, c):
    """p's copies of c in play from earlier turns and on p's mats (Seaside)."""
    k = g.dur[p, c]
    for m in range(MATS):
        k += g.mat[p, m, c]
    return k


@njit(cache=True)
def seaside_violation(g):
    """The Duration, mat and token zones: counts agree, nothing negative, nothing stays
    that is not in play."""
    if g.stay_n > 0 and not g.sea:
        return 3
    sn = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if g.stay[c] < 0 or g.stay[c] > g.play[c] or g.embargo[c] < 0:
            return 1
        sn += g.stay[c]
    if sn != g.stay_n:
        return 3
    if g.sail_n < 0 or g.sail_n > SAILED or g.sailors < 0:
        return 8
    for p in range(g.n):
        if g.later_n[p] < 0 or g.later_n[p] > LATER or g.pirate_coins[p] < 0:
            return 8
        if g.monkeys[p] < 0 or g.pirates[p] < 0 or (g.corsair[p] >> p) & 1:
            return 1
        dn = 0
        for j in range(g.ncards):
            c = g.cards[j]
            if g.dur[p, c] < 0:
                return 1
            dn += g.dur[p, c]
        if dn != g.dur_n[p]:
            return 3
        for m in range(MATS):
            mn = 0
            for j in range(g.ncards):
                c = g.cards[j]
                if g.mat[p, m, c] < 0:
                    return 1
                mn += g.mat[p, m, c]
            if mn != g.mat_n[p, m]:
                return 3
    return 0


@njit(cache=True)
def deck_vp(g, p):
    """p's VP from the cards in p's zones (draw pile, hand, discard pile, and play area, set
    aside and revealed cards where they are p's), not from the ownership counts the engine
    scores: Gardens 1 per 10 cards (rounded down), Duke 1 per Duchy; plus p's Victory point
    tokens (Prosperity), which are no card."""
    k = np.zeros(NC, np.int64)
    for i in range(g.deck_n[p]):
        k[g.deck[p, i]] += 1
    if p == g.rev_p:
        for i in range(g.rev_n):
            k[g.rev[i]] += 1
    for j in range(g.ncards):
        c = g.cards[j]
        k[c] += g.hand[p, c] + g.discard[p, c] + kept(g, p, c)
        if p == g.cur:
            k[c] += g.play[c] + g.aside[c]
    vp = 0
    for c in range(NC):
        vp += k[c] * RULEBOOK_VP[c]
    return (vp + k[GARDENS] * (k.sum() // 10) + k[DUKE] * k[DUCHY]) + g.vp_tokens[p]


@njit(cache=True)
def violation(g, total):
    if g.fx_n > FX or g.rev_n > REV or g.fx_n < 0 or g.rev_n < 0:
        return 8
    for p in range(g.n):
        if g.deck_n[p] > CAP or g.deck_n[p] < 0:
            return 8
        if g.known_top[p] < 0 or g.known_top[p] > g.deck_n[p] or g.vp_tokens[p] < 0:
            return 3
    deckcount = np.zeros(NC, np.int64)
    for j in range(g.ncards):
        c = g.cards[j]
        if g.supply[c] < 0 or g.trash[c] < 0 or g.play[c] < 0 or g.aside[c] < 0:
            return 1
        s = g.supply[c] + g.trash[c]
        for p in range(g.n):
            if g.hand[p, c] < 0 or g.discard[p, c] < 0 or g.owned[p, c] < 0:
                return 1
            s += g.owned[p, c]
        if s != total[c]:
            return 2
    for p in range(g.n):
        deckcount[:] = 0
        for i in range(g.deck_n[p]):
            deckcount[g.deck[p, i]] += 1
        if p == g.rev_p:
            for i in range(g.rev_n):
                deckcount[g.rev[i]] += 1
        hn = 0
        dn = 0
        for j in range(g.ncards):
            c = g.cards[j]
            hn += g.hand[p, c]
            dn += g.discard[p, c]
            zones = deckcount[c] + g.hand[p, c] + g.discard[p, c] + kept(g, p, c)
            if p == g.cur:
                zones += g.play[c] + g.aside[c]
            if zones != g.owned[p, c]:
                return 4
        if hn != g.hand_n[p] or dn != g.discard_n[p]:
            return 3
    pn = 0
    an = 0
    for j in range(g.ncards):
        pn += g.play[g.cards[j]]
        an += g.aside[g.cards[j]]
    if pn != g.play_n or an != g.aside_n:
        return 3
    if g.actions < 0 or g.buys < 0 or g.coins < 0:
        return 5
    bad = seaside_violation(g)
    if bad:
        return bad
    if g.done:
        for p in range(g.n):
            if g.vp[p] != deck_vp(g, p):
                return 7
        return 0
    if g.dec == NO_DECISION:
        return 9
    k = g.dec
    if not (k == YESNO or k == MODE or k == NAME or k == SET_ASIDE):
        if not legal(g, NONE) and not any_legal_card(g):
            return 6
    return 0
