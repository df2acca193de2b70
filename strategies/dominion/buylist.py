"""The buy-list interpreter: one compiled buy rule and one play rule for every bot whose rules
are data (strategies/dominion/botfile.py builds them from TOML or Geronimoo XML).

A bot's rules travel in its `prm` row (an int64 array of any length; the match pads the
rows of a run to the longest), so a new or changed list never recompiles anything. Layout:

    prm[0] number of buy rules      prm[1] number of play-order cards
    prm[2] index of the play order  prm[3] unused (0)
    from prm[4], per buy rule: card, number of conditions, then per condition COND_W ints:
        left quantity, its argument, operator, right quantity, its argument,
        arithmetic on the right side (X_*), its constant in thousandths
    at prm[prm[2]]: the play order, card ids

A quantity's argument is a card id (count, supply, in_hand, in_play), a type bit of
XTYPES (count_type) or, for Q_CONST, the value in thousandths (so 2.5 is 2500). Conditions are
evaluated in float64, as `right / 11` in a compiled rule is.

strategies/dominion/rulegen.py writes a table as a compiled function instead, with the same answers
(the bundled bots, or any bot on request).

Buy: the first rule whose card may be taken now (`ok`) and whose conditions all hold;
a rule for NOTHING (written "Nothing") ends the list when its conditions hold: no buy, and
an optional gain declined (DECLINE); NONE if none (with more Buys the driver asks again, with the coins left). Gains (Workshop,
Remodel...) ask the same list. Play: the first card of the play order that is in hand and
may be played; otherwise DEFER (the default heuristic), which is what a bot without a play
order always answers.
"""
import numpy as np
from numba import njit

from simcore.dominion.cards import (
    ACTION,
    COIN,
    CURSE,
    NC,
    PLUS_ACTIONS,
    PLUS_CARDS,
    PLUS_COINS,
    PROVINCE,
    TREASURE,
    TYPES,
    card_id,
)
from simcore.dominion.state import ACTION_PHASE, BUY, DECLINE, DEFER, MAT_NATIVE, NONE
from simcore.dominion.view import allowed, deck_size, in_hand, money, ok, vp

HEAD = 4          # header ints before the first rule
COND_W = 7        # ints per condition

# quantities (ids are part of the array format: append only)
(Q_CONST, Q_MONEY, Q_COINS, Q_COUNT, Q_SUPPLY, Q_PROV, Q_TYPE, Q_DECK, Q_HAND, Q_HAND_SIZE,
 Q_ACTIONS, Q_BUYS, Q_TURN, Q_PLAYERS, Q_VP, Q_MAX_OPP_VP, Q_EMPTY, Q_GAINS_TO_END,
 Q_IN_PLAY, Q_ACTION_PHASE, Q_COINS_NOW, Q_DRAW_AND_DISCARD, Q_MONEY_WITH_ACTIONS,
 Q_MONEY_EXCLUDING_MATS) = range(24)
NQ = 24

# a rule's card "Nothing": when its conditions hold the bot wants nothing (buys nothing; an
# optional gain is declined, a mandatory one is left to the default)
NOTHING = NC

# Geronimoo's unofficial card types, for count_type, as his simulator assigns them (so that
# an imported condition counts what it counted there): mostly from each card's own
# +Cards/+Actions (Terminal = an Action without +Action; Village = +2 Actions or more;
# Cycler = an Action with +Action that draws, or Cellar), with the exceptions of NOT_TERMINAL
# (a card that may give +Action, and Throne Room), Nobles (a Village) and Pawn and Scout
# (Cyclers)
TERMINAL, VILLAGE, CYCLER = 1 << 8, 1 << 9, 1 << 10
NOT_TERMINAL = ("Throne Room", "Pawn", "Diplomat", "Ironworks", "Courtier", "Nobles")
XTYPES = TYPES.copy()
for _c in range(NC):
    if TYPES[_c] & ACTION:
        if PLUS_ACTIONS[_c] == 0:
            XTYPES[_c] |= TERMINAL
        if PLUS_ACTIONS[_c] >= 2:
            XTYPES[_c] |= VILLAGE
        if PLUS_ACTIONS[_c] >= 1 and (PLUS_CARDS[_c] >= 1 or _c == card_id("Cellar")):
            XTYPES[_c] |= CYCLER
for _name in NOT_TERMINAL:
    XTYPES[card_id(_name)] &= ~TERMINAL
XTYPES[card_id("Nobles")] |= VILLAGE
XTYPES[card_id("Pawn")] |= CYCLER
XTYPES[card_id("Scout")] |= CYCLER
XTYPES = np.asarray(XTYPES, dtype=np.int64)

# Geronimoo's coin value of each card, which his total money (getTotalMoney) adds up: a
# Treasure's $, an Action's +$, and for the Actions whose +$ is one choice of several, the
# most they give
COIN_VALUE = (np.asarray(COIN, dtype=np.int64) + np.asarray(PLUS_COINS, dtype=np.int64))
for _name, _v in (("Moneylender", 1), ("Pawn", 1), ("Steward", 2), ("Baron", 4),
                  ("Bridge", 2), ("Courtier", 3), ("Minion", 2)):
    COIN_VALUE[card_id(_name)] = _v
COIN_VALUE[CURSE] = 0       # its $1 only in a game with Charlatan (money_with_actions adds it)

# comparisons
OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE = range(6)
# arithmetic on the right side
X_NONE, X_PLUS, X_MINUS, X_TIMES, X_DIV = range(5)


@njit(cache=True)
def gains_to_end(g):
    """Fewest gains that end the game: the Provinces left, or the smallest piles that would
    make enough empty piles (Geronimoo's gainsNeededToEndGame)."""
    k = g.empty_to_end - g.empty_piles
    if k <= 0:
        return 0
    big = 1 << 30
    m0 = big
    m1 = big
    m2 = big
    m3 = big                        # the four smallest non-empty piles, m0 <= m1 <= ...
    for j in range(g.ncards):
        s = g.supply[g.cards[j]]
        if s <= 0:
            continue
        if s < m0:
            m0, m1, m2, m3 = s, m0, m1, m2
        elif s < m1:
            m1, m2, m3 = s, m1, m2
        elif s < m2:
            m2, m3 = s, m2
        elif s < m3:
            m3 = s
    t = m0
    if k > 1:
        t += m1
    if k > 2:
        t += m2
    if k > 3:
        t += m3
    p = g.supply[PROVINCE]
    return p if p < t else t


# the quantities that are more than one read of the state, as ints: quantity() and the
# compiled tables (strategies/dominion/rulegen.py) both use them

@njit(cache=True)
def type_count(g, me, t):
    """Cards I own with a type bit of t (XTYPES; a Curse is a Treasure too in a game with
    Charlatan)."""
    m = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if XTYPES[c] & t:
            m += g.owned[me, c]
    if g.curse_treasure and t & TREASURE:
        m += g.owned[me, CURSE]
    return m


@njit(cache=True)
def money_with_actions(g, me):
    """The coin values (COIN_VALUE) of the cards I own, and my Curses' $1 in a game with
    Charlatan."""
    m = 0
    for j in range(g.ncards):
        c = g.cards[j]
        m += g.owned[me, c] * COIN_VALUE[c]
    if g.curse_treasure:
        m += g.owned[me, CURSE]
    return m


@njit(cache=True)
def money_excluding_mats(g, me):
    """money_with_actions less the cards on my Native Village mat (Geronimoo's
    getTotalMoneyExcludingMats: the money a reshuffle can draw)."""
    m = money_with_actions(g, me)
    for j in range(g.ncards):
        c = g.cards[j]
        m -= g.mat[me, MAT_NATIVE, c] * COIN_VALUE[c]
    if g.curse_treasure:
        m -= g.mat[me, MAT_NATIVE, CURSE]
    return m


@njit(cache=True)
def max_opp_vp(g, me):
    best = -(1 << 30)
    for p in range(g.n):
        if p != me:
            v = vp(g, p)
            if v > best:
                best = v
    return best


@njit(cache=True, inline="always")
def mine_in_play(g, me, c):
    """Copies of c I have in play (0 on another player's turn)."""
    return g.play[c] if g.cur == me else 0


@njit(cache=True, inline="always")
def coins_now(g, me):
    """The coins I have this turn (0 on another player's turn); during a gain too, where
    `coins` is the gain's cost limit (Geronimoo's countAvailableMoney)."""
    return g.coins if g.cur == me else 0


@njit(cache=True, inline="always")
def draw_and_discard(g, me):
    """Cards in my draw pile and discard pile (Geronimoo's countCardsLeftInDrawDeck)."""
    return g.deck_n[me] + g.discard_n[me]


@njit(cache=True, inline="always")
def my_action_phase(g, me):
    return 1 if g.phase == ACTION_PHASE and g.cur == me else 0


@njit(cache=True)
def quantity(g, me, q, a):
    """Value of quantity q (argument a) for player me, as float64."""
    if q == Q_CONST:
        return a / 1000.0
    if q == Q_COUNT:
        return float(g.owned[me, a])
    if q == Q_SUPPLY:
        return float(g.supply[a])
    if q == Q_PROV:
        return float(g.supply[PROVINCE])
    if q == Q_MONEY:
        return float(money(g, me))
    if q == Q_COINS:
        return float(g.dec_hi)
    if q == Q_TYPE:
        return float(type_count(g, me, a))
    if q == Q_DECK:
        return float(deck_size(g, me))
    if q == Q_HAND:
        return float(in_hand(g, me, a))
    if q == Q_HAND_SIZE:
        return float(g.hand_n[me])
    if q == Q_ACTIONS:
        return float(g.actions)
    if q == Q_BUYS:
        return float(g.buys)
    if q == Q_TURN:
        return float(g.turns[me])
    if q == Q_PLAYERS:
        return float(g.n)
    if q == Q_VP:
        return float(vp(g, me))
    if q == Q_MAX_OPP_VP:
        return float(max_opp_vp(g, me))
    if q == Q_EMPTY:
        return float(g.empty_piles)
    if q == Q_GAINS_TO_END:
        return float(gains_to_end(g))
    if q == Q_IN_PLAY:
        return float(mine_in_play(g, me, a))
    if q == Q_ACTION_PHASE:
        return float(my_action_phase(g, me))
    if q == Q_COINS_NOW:
        return float(coins_now(g, me))
    if q == Q_DRAW_AND_DISCARD:
        return float(draw_and_discard(g, me))
    if q == Q_MONEY_WITH_ACTIONS:
        return float(money_with_actions(g, me))
    if q == Q_MONEY_EXCLUDING_MATS:
        return float(money_excluding_mats(g, me))
    return 0.0


@njit(cache=True)
def holds(g, me, prm, i):
    """Does the condition at prm[i:i+COND_W] hold?"""
    # the common sides (count, prov, a number) read directly: no call, no dispatch
    lq = prm[i]
    if lq == Q_COUNT:
        left = float(g.owned[me, prm[i + 1]])
    elif lq == Q_PROV:
        left = float(g.supply[PROVINCE])
    else:
        left = quantity(g, me, lq, prm[i + 1])
    if prm[i + 3] == Q_CONST:
        right = prm[i + 4] / 1000.0
    else:
        right = quantity(g, me, prm[i + 3], prm[i + 4])
    x = prm[i + 5]
    if x != X_NONE:
        v = prm[i + 6] / 1000.0
        if x == X_PLUS:
            right = right + v
        elif x == X_MINUS:
            right = right - v
        elif x == X_TIMES:
            right = right * v
        else:
            right = right / v
    op = prm[i + 2]
    if op == OP_LT:
        return left < right
    if op == OP_LE:
        return left <= right
    if op == OP_GT:
        return left > right
    if op == OP_GE:
        return left >= right
    if op == OP_EQ:
        return left == right
    return left != right


@njit(cache=True)
def buy_list(g, me, prm):
    i = HEAD
    for r in range(prm[0]):
        c = prm[i]
        nc = prm[i + 1]
        i += 2
        if c == NOTHING or ok(g, c):
            good = True
            for k in range(nc):
                if not holds(g, me, prm, i + k * COND_W):
                    good = False
                    break
            if good:
                return c if c != NOTHING else (NONE if g.dec == BUY else DECLINE)
        i += nc * COND_W
    return NONE


@njit(cache=True)
def play_order(g, me, prm):
    i = prm[2]
    for k in range(prm[1]):
        c = prm[i + k]
        if in_hand(g, me, c) > 0 and allowed(g, c):
            return c
    return DEFER

