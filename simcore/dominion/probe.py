"""The plan probe: a default decision asks the deciding strategy, without side effects, what
its own buy rules would take.

Before a decision whose default needs the plan (`plan_wanted`), and before every decision a
strategy with its own `decide` answers, the driver (asking.py) turns the pending
decision into a plain gain from the Supply for the decider, asks the strategy's buy rule for
each budget $0..$8 ($0..$11 in a game with Colony: plan_top), stores the answers in `g.plan`
and puts the decision back exactly as it was. For Salvager (`salvage_probed`) it also asks,
for each card in hand, what the rules gain once that card is trashed for its cost as +$
(`g.plan_trashed`); for a lone Treasure Map (`lone_map_probed`), what they gain with its
cost once it is gone (`g.plan_map_back`). The defaults (heuristics.py, the effects'
*_default) and the strategies (`view.want`, `view.wants`) then read the plan; without one
(a random-answer fuzz run, a replay without a strategy) `want` answers NONE and the
defaults keep their static rules.
"""
import numpy as np
from numba import njit

from .cards import (
    ACTION,
    AMBASSADOR,
    ARTISAN,
    CHAPEL,
    COLONY,
    COURTYARD,
    FEAST,
    GOLD,
    HAVEN,
    IRONWORKS,
    MASQUERADE,
    MINE,
    MINION,
    NC,
    REMODEL,
    REPLACE,
    SALVAGER,
    SECRET_PASSAGE,
    STEWARD,
    TREASURE_MAP,
    TYPES,
)
from .state import (
    DECISION_NAMES,
    GAIN,
    MODE,
    NONE,
    PICK,
    PLAN_N,
    PLAN_TOP,
    PLAY_ACTION,
    TOPDECK,
    TRASH,
    Z_SUPPLY,
    Z_UNNAMED,
)
from .values import hand_money
from .zones import cost

# PLANNED[kind, card + 1]: the default of decision `kind` asked by `card` (NONE: the turn
# itself) reads the decider's plan. The driver probes only for these (and for strategies
# with a `decide` of their own), so every other decision costs nothing.
PLANNED = np.zeros((len(DECISION_NAMES), NC + 1), np.bool_)


def planned(kind, card):
    """Mark the default of (decision kind, asking card) as reading the plan."""
    PLANNED[kind, card + 1] = True


planned(MODE, MINION)                   # +$2 or attack
planned(MODE, STEWARD)                  # +$2 only when it changes the buy
planned(TOPDECK, COURTYARD)             # the card back on the deck: keep the buy
planned(TOPDECK, ARTISAN)
planned(TOPDECK, SECRET_PASSAGE)        # the best card the buy keeps without
planned(TRASH, REMODEL)                 # what into what: never X into X
planned(TRASH, REPLACE)
planned(TRASH, CHAPEL)                  # keep the Treasure this turn's buy needs
planned(TRASH, MASQUERADE)              # a Copper only if the buy stays
planned(TRASH, MINE)                    # Copper into Silver only if the plan buys Silver
planned(PICK, HAVEN)                    # the card set aside: keep the buy
planned(TRASH, SALVAGER)                # the card whose +$ buys what the plan wants
planned(PICK, AMBASSADOR)               # an Estate the plan does not take is junk
planned(MODE, AMBASSADOR)               # Coppers back only while the buy stays


@njit(cache=True)
def plan_wanted(g):
    """Does the default of the pending decision read the decider's plan? (Also the turn's
    Action play while a Remodel or Replace is in hand: it is played only for a gain the
    plan wants; a Salvager only for a trash the plan finds worthwhile; an Ambassador only
    with a card to give away, an Estate the plan does not take among them; a lone Treasure
    Map, once a Gold is owned, only when the plan would not buy it back.)"""
    if g.dec == PLAY_ACTION:
        p = g.dec_p
        return (g.hand[p, REMODEL] > 0 or g.hand[p, REPLACE] > 0 or g.hand[p, SALVAGER] > 0
                or g.hand[p, AMBASSADOR] > 0
                or (g.hand[p, TREASURE_MAP] == 1 and g.owned[p, GOLD] > 0))
    # the engine's own steps (reactions, start of turn) ask with ids beyond the cards
    return g.dec_src < NC and PLANNED[g.dec, g.dec_src + 1]


@njit(cache=True)
def salvage_probed(g):
    """Does the pending decision's default read plan_trashed: Salvager's trash, or the
    turn's Action play with a Salvager in hand?"""
    if g.dec == PLAY_ACTION:
        return g.hand[g.dec_p, SALVAGER] > 0
    return g.dec == TRASH and g.dec_src == SALVAGER


@njit(cache=True)
def lone_map_probed(g):
    """Does the pending decision's default read plan_map_back: the turn's Action play with
    a lone Treasure Map in hand, once a Gold is owned?"""
    p = g.dec_p
    return g.dec == PLAY_ACTION and g.hand[p, TREASURE_MAP] == 1 and g.owned[p, GOLD] > 0


@njit(cache=True)
def take_out(g, me, c, k):
    """Take k copies of c out of me's hand and deck (k = -1 puts one back): the probe asks
    the buy rules as if c were gone, as DominionSim asks them before Salvager's trash."""
    g.hand[me, c] -= k
    g.hand_n[me] -= k
    g.owned[me, c] -= k


@njit(cache=True, inline="always")
def plan_top(g):
    """The largest budget a plan holds: Colony's $11 in a game with Platinum and Colony
    (Expand's Province into Colony, a hand of $9 or more), else $8, as before they came."""
    return PLAN_N - 1 if g.in_supply[COLONY] else PLAN_TOP


@njit(cache=True)
def salvage_budget(g, me, c):
    """What me's hand makes once Salvager trashed c from it (c already taken out): its
    coins plus c's cost as +$."""
    return min(hand_money(g, me) + cost(g, c), plan_top(g))


@njit(cache=True)
def card_or_none(answer):
    """A buy rule's answer as a card (anything but a card, DEFER included, is NONE)."""
    return answer if 0 <= answer < NC else NONE


@njit(cache=True)
def probe_open(g, me):
    """Save the pending decision and pose a plain gain from the Supply to `me` instead (the
    driver then sets g.dec_hi to each budget and asks the buy rule)."""
    s = g.probe_saved
    s[0], s[1], s[2], s[3], s[4] = g.dec, g.dec_p, g.dec_src, g.dec_zone, g.dec_types
    s[5], s[6], s[7], s[8] = g.dec_not, g.dec_lo, g.dec_hi, 1 if g.dec_opt else 0
    s[9], s[10] = g.dec_left, g.dec_card
    g.dec, g.dec_p, g.dec_src, g.dec_zone, g.dec_types = GAIN, me, NONE, Z_SUPPLY, 0
    g.dec_not, g.dec_lo, g.dec_hi, g.dec_opt = NONE, 0, 0, True
    g.dec_left, g.dec_card = 0, NONE
    if g.limits and me == g.cur and g.named_buys > 0:
        g.dec_zone = Z_UNNAMED      # what it may not buy this turn (Contraband: naming.py)


@njit(cache=True)
def plan_store(g, x, c):
    """The buy rule's answer for budget x (anything but a card, DEFER included, is NONE)."""
    g.plan[x] = c if 0 <= c < NC else NONE


@njit(cache=True)
def probe_close(g, me):
    """Put the saved decision back; the plan now belongs to `me` for this decision."""
    s = g.probe_saved
    g.dec, g.dec_p, g.dec_src, g.dec_zone, g.dec_types = s[0], s[1], s[2], s[3], s[4]
    g.dec_not, g.dec_lo, g.dec_hi, g.dec_opt = s[5], s[6], s[7], s[8] == 1
    g.dec_left, g.dec_card = s[9], s[10]
    g.plan_p = me
    g.plan_at = g.steps + 1


@njit(cache=True, inline="always")
def has_plan(g, p):
    """Was p's plan probed for the pending decision?"""
    return g.plan_p == p and g.plan_at == g.steps + 1


@njit(cache=True)
def want(g, p, x):
    """The card p's buy rules would gain with $x now (NONE: nothing, or no plan probed; x
    above the plan's top budget asks for the top)."""
    if not has_plan(g, p):
        return NONE
    return g.plan[min(max(x, 0), plan_top(g))]


@njit(cache=True)
def buys_map_back(g, p):
    """Would p's buy rules gain a Treasure Map with its cost were the lone Map in p's hand
    gone (plan_map_back)? False without a plan."""
    return has_plan(g, p) and g.plan_map_back == TREASURE_MAP


@njit(cache=True)
def want_trashed(g, p, c):
    """The card p's buy rules would gain once Salvager trashed c from p's hand (its cost as
    +$, c gone from hand and deck; NONE: nothing, or not probed)."""
    if not has_plan(g, p):
        return NONE
    return g.plan_trashed[c]


@njit(cache=True)
def wants(g, p, c):
    """Do p's buy rules take card c when c is the most it can afford? (c's cost as the budget;
    False without a plan.)"""
    return has_plan(g, p) and want(g, p, cost(g, c)) == c


@njit(cache=True)
def actions_first(g):
    """Is the pending gain Ironworks' while an Action waits in hand and no Action is left?
    Then the driver asks the buy rule for an Action first (gaining one gives +1 Action, so
    the waiting card can be played: DominionSim's rule), and for any card only if it takes
    none."""
    if g.dec != GAIN or g.dec_src != IRONWORKS or g.dec_p != g.cur or g.actions > 0:
        return False
    p = g.dec_p
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] > 0 and TYPES[c] & ACTION:
            return True
    return False


@njit(cache=True)
def paid_for_gain(g):
    """The card the pending gain's own card trashed to pay for it (Feast; Replace's trashed
    card, which its gain decision is about; NONE otherwise). The driver asks the buy rule
    counting it as still owned, as when the choice is made before the trash (DominionSim's
    order for Feast): `Feast if count(Feast) < 1` must not gain the Feast back; Replace
    gains what the plan it trashed by promised (a Gold into the Province that "money > 18"
    took with the Gold counted)."""
    if g.dec == GAIN and g.dec_p == g.cur:
        if g.dec_src == FEAST:
            return FEAST
        if g.dec_src == REPLACE:
            return g.dec_card
    return NONE
