"""Default answers to every decision: what a decent player does when a strategy leaves the
choice to the engine. Each card's rule is documented for `domsim cards NAME` in the DEFAULTS
dict of its set's effects module (effects/base.py for the base cards here); keep the two in
step."""
import numpy as np
from numba import njit

from .cards import (
    ACTION,
    ARTISAN,
    BANDIT,
    BUREAUCRAT,
    CELLAR,
    CHAPEL,
    COPPER,
    COST,
    CURSE,
    GOLD,
    HARBINGER,
    LIBRARY,
    MINE,
    NC,
    PLUS_ACTIONS,
    PRIORITY,
    PROVINCE,
    REMODEL,
    SENTRY,
    SILVER,
    TYPES,
    VICTORY,
)
from .decisions import legal_card
from .effects.base1 import base1_default
from .effects.intrigue import intrigue_default
from .effects.intrigue1 import intrigue1_default
from .frames import FX_REACTIONS
from .state import (
    BUY,
    DISCARD,
    GAIN,
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
    Z_REVEALED,
)
from .values import MIN_MONEY, is_junk, keep_value, money, trash_rank  # noqa: F401

SENTRY_TRASH, SENTRY_DISCARD, SENTRY_KEEP = 0, 1, 2


@njit(cache=True)
def candidates(g, out):
    """Fill `out` with the distinct legal cards of the pending decision; return how many."""
    n = 0
    if g.dec_zone == Z_REVEALED:
        for i in range(g.rev_n):
            c = g.rev[i]
            if legal_card(g, c):
                dup = False
                for k in range(n):
                    if out[k] == c:
                        dup = True
                if not dup:
                    out[n] = c
                    n += 1
        return n
    for j in range(g.ncards):
        c = g.cards[j]
        if legal_card(g, c):
            out[n] = c
            n += 1
    return n


@njit(cache=True)
def best_by(g, maximise, score_kind):
    """The legal card with the highest (or lowest) score; NONE if there is none.
    score_kind 0: keep value, 1: cost then priority (gains), 2: play priority."""
    cand = np.empty(NC, np.int64)
    n = candidates(g, cand)
    best = NONE
    best_s = 0
    for k in range(n):
        c = cand[k]
        if score_kind == 0:
            s = keep_value(c)
        elif score_kind == 1:
            s = COST[c] * 1000 + PRIORITY[c] + (500 if c != CURSE else -100000)
        else:
            s = PRIORITY[c]
            if PLUS_ACTIONS[c] > 0:
                s += 1000
        if not maximise:
            s = -s
        if best == NONE or s > best_s:
            best = c
            best_s = s
    return best


@njit(cache=True)
def card_default(g):
    """Card-specific defaults; DEFER-like NONE-2 when the generic rule should answer."""
    src = g.dec_src
    p = g.dec_p
    k = g.dec
    if src == CHAPEL or (src == SENTRY and k == MODE):
        if k == TRASH:
            cand = np.empty(NC, np.int64)
            n = candidates(g, cand)
            best = NONE
            for i in range(n):
                c = cand[i]
                if is_junk(g, p, c) and (best == NONE or keep_value(c) < keep_value(best)):
                    best = c
            return best
        c = g.dec_card
        if is_junk(g, p, c):
            return SENTRY_TRASH
        if TYPES[c] == VICTORY or c == COPPER:
            return SENTRY_DISCARD
        return SENTRY_KEEP
    if src == CELLAR:
        cand = np.empty(NC, np.int64)
        n = candidates(g, cand)
        for i in range(n):
            c = cand[i]
            if TYPES[c] == VICTORY or c == CURSE:
                return c
        return NONE
    if src == HARBINGER:
        c = best_by(g, True, 0)
        if c != NONE and keep_value(c) > keep_value(COPPER):
            return c
        return NONE
    if src == LIBRARY:
        return 1 if g.actions == 0 else 0
    if src == REMODEL and k == TRASH:
        if g.hand[p, CURSE] > 0:
            return CURSE
        if g.hand[p, GOLD] > 0 and g.in_supply[PROVINCE] and g.supply[PROVINCE] > 0:
            return GOLD
        cand = np.empty(NC, np.int64)
        n = candidates(g, cand)
        best = NONE
        for i in range(n):
            c = cand[i]
            if best == NONE or trash_rank(c) < trash_rank(best):
                best = c
        return best
    if src == MINE and k == TRASH:
        if g.hand[p, SILVER] > 0 and g.supply[GOLD] > 0:
            return SILVER
        if g.hand[p, COPPER] > 0 and g.supply[SILVER] > 0:
            return COPPER
        return NONE
    if src == ARTISAN and k == TOPDECK:
        if g.actions == 0:          # an Action we cannot play now is best kept for next turn
            cand = np.empty(NC, np.int64)
            n = candidates(g, cand)
            best = NONE
            for i in range(n):
                c = cand[i]
                if (TYPES[c] & ACTION) and (best == NONE or PRIORITY[c] > PRIORITY[best]):
                    best = c
            if best != NONE:
                return best
        return best_by(g, False, 0)
    if src == BANDIT or src == BUREAUCRAT:
        return best_by(g, False, 0)     # give up the cheapest
    return -2


@njit(cache=True)
def default_choice(g):
    """The default answer to the pending decision (always legal)."""
    src = g.dec_src
    if src <= 32:
        c = card_default(g)
    elif src <= 58:
        c = intrigue_default(g)
    elif src <= 64 or src == FX_REACTIONS:
        # which Reaction to reveal: only Secret Chamber needs a rule of its own
        c = intrigue1_default(g)
    elif src <= 70:
        c = base1_default(g)
    else:
        c = -2
    if c != -2:
        return c
    k = g.dec
    if k == PLAY_ACTION or k == PLAY:
        return best_by(g, True, 2)
    if k == BUY:
        return NONE
    if k == GAIN:
        return best_by(g, True, 1)
    if k == TRASH or k == DISCARD:
        if g.dec_opt:
            return NONE
        return best_by(g, False, 0)
    if k == TOPDECK:
        return best_by(g, False, 0)
    if k == YESNO:
        return 1
    if k == SET_ASIDE:
        return 0
    if k == MODE:               # the first option not already taken
        for o in range(g.dec_hi + 1):
            if (g.dec_types >> o) & 1 == 0:
                return o
        return 0
    if k == REACT:
        return best_by(g, True, 0)      # reveal a Reaction whenever one may be revealed
    if k == PICK:
        return best_by(g, True, 0)
    if k == NAME:
        return COPPER
    return NONE
