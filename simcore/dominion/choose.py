"""Choosers the defaults of every card set share: the legal card with the lowest or highest
value on the one scale (values.py), the card a hand can spare, the best trash-and-gain."""
import numpy as np
from numba import int64 as i8
from numba import njit

from .cards import (
    ACTION,
    COIN,
    COST,
    CURSE,
    CURSE_T,
    ESTATE,
    MINION,
    PLUS_ACTIONS,
    PLUS_CARDS,
    PLUS_COINS,
    PRIORITY,
    TREASURE,
    TYPES,
    VICTORY,
    VP,
)
from .decisions import decision_cards, legal_card
from .probe import has_plan, want, want_trashed, wants
from .state import NONE, RECORD
from .values import (  # noqa: F401  (hand_money: re-exported)
    card_value,
    game_end_result,
    hand_money,
    hand_value,
    is_junk,
    keep_value,
)
from .zones import cost

# how a chooser values a card
BY_DECK, BY_HAND, BY_GAIN, BY_PRIORITY, BY_NOW = 0, 1, 2, 3, 4


@njit(i8(RECORD, i8), cache=True)
def acts_of(g, p):
    """Actions p has to play the hand with: the ones left on p's own turn, 1 (next turn's)
    for anyone else."""
    return g.actions if p == g.cur else 1


@njit(i8(RECORD, i8), cache=True)
def now_value(g, c):
    """What a card in hand is worth for the rest of this turn (Mill): a Treasure its coins,
    an Action $2 while an Action is left to play it, anything else nothing."""
    t = g.types[c]
    if t & TREASURE:
        return COIN[c]
    if t & ACTION:
        return 2 if g.actions > 0 else 0
    return 0


@njit(i8(RECORD, i8, i8, i8), cache=True)
def value(g, p, c, how):
    if how == BY_DECK:
        return card_value(g, p, c)
    if how == BY_HAND:
        return hand_value(g, p, c, acts_of(g, p))
    if how == BY_GAIN:
        r = game_end_result(g, p, c, NONE)
        if r == 1:
            return 10 ** 12
        # ties: the costlier now, then the higher play priority (Witch before Bandit)
        v = card_value(g, p, c) * 10000 + cost(g, c) * 100 + PRIORITY[c]
        return v - 10 ** 9 if r == -1 else v
    if how == BY_NOW:
        return now_value(g, c)
    return PRIORITY[c]


@njit(i8(RECORD, i8, i8, i8), cache=True)
def most_wanted(g, p, hi, bit):
    """The Supply card (one left) costing up to $hi that p would most want to gain (the
    BY_GAIN scale: public facts only, p's cards and the table), leaving out the cards named
    this turn for this reason (naming.py's bit); NONE if none."""
    best = NONE
    best_v = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if g.supply[c] <= 0 or cost(g, c) > hi or g.named[c] & bit:
            continue
        v = value(g, p, c, BY_GAIN)
        if best == NONE or v > best_v:
            best = c
            best_v = v
    return best


@njit(i8(RECORD, i8, i8), cache=True)
def pick(g, how, highest):
    """The legal card of the pending decision with the highest (lowest) value; NONE if none.
    Ties: the first candidate (Supply order; revealed cards top first)."""
    p = g.dec_p
    best = NONE
    best_v = 0
    for c in decision_cards(g):
        if legal_card(g, c):
            v = value(g, p, c, how)
            if not highest:
                v = -v
            if best == NONE or v > best_v:
                best = c
                best_v = v
    return best


@njit(i8(RECORD), cache=True)
def best_revealed(g):
    """The legal revealed card with the highest keep value, ties to the costlier (Scout's card
    for the top, Thief's Treasure to trash)."""
    best = NONE
    for i in range(g.rev_n):
        c = g.rev[i]
        if not legal_card(g, c):
            continue
        if best == NONE or keep_value(c) > keep_value(best) or (keep_value(c) == keep_value(best)
                                                       and COST[c] > COST[best]):
            best = c
    return best


@njit(cache=True)
def potential_money(g, p):
    """hand_money plus the +$ the Actions in p's hand can give (Minion its +$2): what the
    hand could spend if every card in it were played."""
    m = hand_money(g, p)
    for j in range(g.ncards):
        c = g.cards[j]
        if TYPES[c] & ACTION and g.hand[p, c] > 0:
            m += (2 if c == MINION else PLUS_COINS[c]) * g.hand[p, c]
    return m


@njit(i8(i8), cache=True)
def tier(m):
    """The price point m reaches: $8 (Province), $6 (Gold), else m itself."""
    if m >= 8:
        return 8
    if m >= 6:
        return 6
    return m


@njit(i8(RECORD, i8), cache=True)
def spare_card(g, p):
    """The card p puts back onto the deck for next turn (Courtyard, Artisan): an Action it
    cannot play this turn (the best one); else the best Treasure it can spare without
    changing what it buys (with the plan probe: the card its own buy rules take; without:
    the price point); else, with a plan, a Victory card or Curse (they buy nothing); else
    the card worth least this turn, Victory cards and Curses only when nothing else can
    go."""
    acts = acts_of(g, p)
    planned = has_plan(g, p)
    best = NONE
    for j in range(g.ncards):
        c = g.cards[j]
        if (g.hand[p, c] > 0 and (TYPES[c] & ACTION) and hand_value(g, p, c, acts) == 2
                and (best == NONE or COST[c] > COST[best])):
            best = c
    if best != NONE:
        return best
    m = hand_money(g, p)
    for j in range(g.ncards):
        c = g.cards[j]
        keeps = (want(g, p, m - COIN[c]) == want(g, p, m) if planned
                 else tier(m - COIN[c]) == tier(m))
        if (g.hand[p, c] > 0 and (g.types[c] & TREASURE) and keeps
                and (best == NONE or COIN[c] > COIN[best])):
            best = c
    if best != NONE:
        return best
    if planned:                    # a card that buys nothing: the buy stays
        for j in range(g.ncards):
            c = g.cards[j]
            if g.hand[p, c] > 0 and TYPES[c] & (VICTORY | CURSE_T) and not g.types[c] & (
                    ACTION | TREASURE):
                return c
    for j in range(g.ncards):      # the least useful card that is not Victory or Curse
        c = g.cards[j]
        if (g.hand[p, c] > 0 and g.types[c] & (ACTION | TREASURE)
                and (best == NONE or hand_value(g, p, c, acts) < hand_value(g, p, best, acts))):
            best = c
    if best != NONE:
        return best
    return pick(g, BY_HAND, False)


@njit(i8(RECORD, i8, i8, i8, i8, i8), cache=True)
def best_gain_value(g, p, lo, hi, types, trashed):
    """The value to p of the best Supply card costing lo..hi (of `types`, 0 = any) if
    `trashed` goes first; 0 if none (gaining nothing is worth nothing)."""
    best = 0
    found = False
    for j in range(g.ncards):
        d = g.cards[j]
        k = cost(g, d)
        if not g.in_supply[d] or g.supply[d] <= 0 or k < lo or k > hi:
            continue
        if types != 0 and (TYPES[d] & types) == 0:
            continue
        r = game_end_result(g, p, d, trashed)
        v = card_value(g, p, d)
        if r == 1:
            v = 100000
        elif r == -1:
            v = -100000
        if not found or v > best:
            best = v
            found = True
    return best if found else 0


@njit(i8(RECORD, i8, i8, i8, i8), cache=True)
def improve_delta(g, p, c, lo_extra, hi_extra):
    """What trashing c from p's hand to gain the best card costing cost(c) + lo_extra ..
    cost(c) + hi_extra (lo_extra < 0: from $0) is worth: gained value - c's value."""
    k = cost(g, c)
    lo = k + lo_extra if lo_extra >= 0 else 0
    return best_gain_value(g, p, lo, k + hi_extra, 0, c) - card_value(g, p, c)


@njit(i8(RECORD, i8, i8, i8, i8), cache=True)
def best_improve(g, p, lo_extra, hi_extra, in_hand_only):
    """The card in p's hand whose trash-and-gain is worth most (Remodel, Upgrade, Replace);
    NONE if the hand is empty. For a pending TRASH decision only legal cards count."""
    best = NONE
    best_v = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] <= 0:
            continue
        if not in_hand_only and not legal_card(g, c):
            continue
        v = improve_delta(g, p, c, lo_extra, hi_extra)
        if c == CURSE:
            v += 1
        if best == NONE or v > best_v:
            best = c
            best_v = v
    return best


@njit(cache=True)
def plan_improve(g, p, plus, in_hand_only=False, cheapest_loss=False):
    """With p's plan (the plan probe): the card in hand to trash for a gain costing up to
    $plus more (Remodel, Replace; in_hand_only: any card in hand, before the card is
    played, else a legal answer to the pending trash). The gain is what p's buy rules take
    at that price: never the trashed card itself, worth more than it, and not worse than
    what this turn buys anyway unless trashing the card leaves that buy as it is. The best
    gain wins, ties the cheaper loss (cheapest_loss: the cheaper loss wins); NONE when no
    card in hand qualifies."""
    m = hand_money(g, p)
    now = want(g, p, m)
    now_v = card_value(g, p, now) if now != NONE else -(10 ** 6)
    best, best_v, best_loss = NONE, 0, 0
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] <= 0 or not (in_hand_only or legal_card(g, c)):
            continue
        gain = want(g, p, cost(g, c) + plus)
        if gain == NONE or gain == c:
            continue
        v, loss = card_value(g, p, gain), card_value(g, p, c)
        if v <= loss:
            continue
        left = m - COIN[c] if g.types[c] & TREASURE else m
        if v < now_v and want(g, p, left) != now:
            continue
        if best == NONE or (not cheapest_loss and v > best_v) or (
                (cheapest_loss or v == best_v) and loss < best_loss):
            best, best_v, best_loss = c, v, loss
    return best


@njit(cache=True)
def can_spare(g, p, c):
    """Is p's deck better without c (Ambassador gives it back): junk (is_junk), or, with
    p's plan, an Estate its buy rules do not take (DominionSim's trash priorities)."""
    return is_junk(g, p, c) or (c == ESTATE and has_plan(g, p) and not wants(g, p, ESTATE))


@njit(cache=True)
def ambassador_junk(g, p):
    """The least valued card in p's hand that the deck can spare (can_spare) and that has a
    Supply pile to go back to; NONE without one: Ambassador is then not worth playing (it
    would give the others a good card; DominionSim's rule)."""
    best = NONE
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] > 0 and g.in_supply[c] and can_spare(g, p, c) and (
                best == NONE or card_value(g, p, c) < card_value(g, p, best)):
            best = c
    return best


@njit(cache=True)
def salvager_choice(g, p):
    """With p's plan (DominionSim's Salvager): the card in p's hand to trash (any card in
    hand; before the Salvager is played its own copy is out of the hand): an Estate the buy
    rules do not take; else the card whose cost as +$ makes the buy rules take a card worth
    more than it and more than this turn's buy without it, asked with the card gone from hand
    and deck (the probe's plan_trashed: a Gold is not trashed for a Gold that "Province if
    money > 18" took while it counted; the most valuable buy first, then the least valued
    card); else the least valued junk whose +$ leaves the buy as it is; NONE when none
    qualifies: Salvager is then not worth playing."""
    if g.hand[p, ESTATE] > 0 and not wants(g, p, ESTATE):
        return ESTATE
    m = hand_money(g, p)
    now = want(g, p, m)
    best = NONE
    best_d = NONE
    junk = NONE
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] == 0:
            continue
        d = want_trashed(g, p, c)
        if d != NONE and d != now and card_value(g, p, d) > card_value(g, p, c) and (
                now == NONE or card_value(g, p, d) > card_value(g, p, now)):
            if best == NONE or card_value(g, p, d) > card_value(g, p, best_d) or (
                    d == best_d and card_value(g, p, c) < card_value(g, p, best)):
                best = c
                best_d = d
        elif d == now and is_junk(g, p, c) and (
                junk == NONE or card_value(g, p, c) < card_value(g, p, junk)):
            junk = c
    return best if best != NONE else junk


@njit(cache=True)
def has_engine(g, p):
    """Does p own a village (+2 Actions) or an Action drawing 2 cards or more? Remodel asks
    the plan only in such a deck: a Big Money deck does better on the value scale
    (bm-remodel +0.021, the First Game engine bot the same)."""
    for j in range(g.ncards):
        c = g.cards[j]
        if g.owned[p, c] > 0 and TYPES[c] & ACTION and (PLUS_ACTIONS[c] >= 2
                                                        or PLUS_CARDS[c] >= 2):
            return True
    return False


@njit(cache=True)
def replace_rank(g, p, c):
    """How much p would rather keep c, for Replace (DominionSim's trash priorities): a
    Curse least, then a Victory card p's buy rules do not take now, then Treasures and
    Actions by value, and above them all a Victory card the rules take or a Province."""
    t = TYPES[c]
    if t & CURSE_T:
        return -(10 ** 6)
    if t == VICTORY:
        if wants(g, p, c) or VP[c] >= 6:
            return 10 ** 6 + VP[c]
        return -(10 ** 5)
    return card_value(g, p, c)


@njit(cache=True)
def early_for_replace(g, p):
    """Before p owns a Victory card other than Estates (DominionSim's early game)."""
    for j in range(g.ncards):
        c = g.cards[j]
        if TYPES[c] & VICTORY and c != ESTATE and g.owned[p, c] > 0:
            return False
    return True


@njit(cache=True)
def replace_by_rank(g, p, in_hand_only=False):
    """DominionSim's Replace with p's plan (in_hand_only: any card in hand, before the
    Replace is played, else a legal answer to the pending trash): a card qualifies when the
    card p's buy rules gain at its cost + $2 ranks above it (replace_rank) and above this
    turn's buy, or leaves that buy as it is; early (early_for_replace) the qualifying card
    ranked lowest, later the one with the best gain, ties the lower-ranked card; NONE when
    none qualifies. Replace is played only when this finds a card (measured)."""
    m = hand_money(g, p)
    now = want(g, p, m)
    now_r = replace_rank(g, p, now) if now != NONE else -(10 ** 7)
    early = early_for_replace(g, p)
    best, best_r, best_gain = NONE, 0, 0
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] <= 0 or not (in_hand_only or legal_card(g, c)):
            continue
        gain = want(g, p, cost(g, c) + 2)
        if gain == NONE:
            continue
        r, gr = replace_rank(g, p, c), replace_rank(g, p, gain)
        left = m - COIN[c] if g.types[c] & TREASURE else m
        if gr <= r or (gr < now_r and want(g, p, left) != now):
            continue
        if best == NONE or (early and r < best_r) or (not early and (
                gr > best_gain or (gr == best_gain and r < best_r))):
            best, best_r, best_gain = c, r, gr
    return best


@njit(cache=True)
def replace_choice(g, p):
    """The card Replace trashes. With p's plan: plan_improve's card on the value scale,
    early (early_for_replace) the qualifying card worth least (DominionSim's order), else
    replace_by_rank's (measured better than either alone, benchmarks/README.md); without
    one, or when neither finds a card, the best static improvement."""
    if has_plan(g, p):
        c = plan_improve(g, p, 2, False, early_for_replace(g, p))
        if c == NONE:
            c = replace_by_rank(g, p)
        if c != NONE:
            return c
    return best_improve(g, p, -1, 2, 0)


@njit(i8(RECORD, i8, i8, i8), cache=True)
def best_improve_delta(g, p, lo_extra, hi_extra):
    c = best_improve(g, p, lo_extra, hi_extra, 1)
    if c == NONE:
        return -1
    return improve_delta(g, p, c, lo_extra, hi_extra)


@njit(i8(RECORD, i8, i8), cache=True)
def worst_two_sum(g, p, how):
    """The sum of the two lowest values in p's hand (10**6 with fewer than 2 cards)."""
    lo1 = 10 ** 6
    lo2 = 10 ** 6
    for j in range(g.ncards):
        c = g.cards[j]
        k = g.hand[p, c]
        if k > 0:
            v = value(g, p, c, how)
            for _ in range(min(k, 2)):
                if v < lo1:
                    lo2 = lo1
                    lo1 = v
                elif v < lo2:
                    lo2 = v
    if lo2 >= 10 ** 6:
        return 10 ** 6
    return lo1 + lo2


@njit(i8(RECORD, i8, i8), cache=True)
def money_without_worst(g, p, k):
    """p's hand money after discarding its k worst cards (by hand value)."""
    n = g.hand_n[p]
    keys = np.empty(max(n, 1), np.int64)
    i = 0
    acts = acts_of(g, p)
    for j in range(g.ncards):
        c = g.cards[j]
        for _ in range(g.hand[p, c]):
            if i < n:
                keys[i] = (hand_value(g, p, c, acts) + 1000) * 256 + c
                i += 1
    keys = np.sort(keys[:i])
    m = g.coins if p == g.cur else 0
    for t in range(k, i):
        c = keys[t] % 256
        if g.types[c] & TREASURE:
            m += COIN[c]
    return m


@njit(i8(RECORD, i8), cache=True)
def victory_in_hand(g, p):
    n = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if TYPES[c] & VICTORY and not TYPES[c] & ACTION:
            n += g.hand[p, c]
    return n
