"""How the driver asks an entry's strategy for one decision: through pointers to the
entry's compiled functions (buy, action, decide), so the game loop is compiled once and a
new strategy compiles only its own functions.

The driver passes `pol`, an int64 array with a row per entry: the addresses of its buy,
action and decide functions, compiled for the signature SIG (simcore.driver.addresses; an
entry without an action or decide rule has `no_rule`'s), then whether it has an action rule
and a decide rule, its end-game setting, its trashing floor, its rollouts per answer
(rollout.py) and whether its buys go straight to its buy rule (neither). Its last row holds the
engine's `step`, which the loop calls through it (step_at).

The loop calls `answer`, inlined into it with `ask`: a plain buy goes straight to the buy
rule, with no call between the loop and the rule (benchmarks/README.md, "Fewer calls a
turn").
"""
import numpy as np
from numba import njit, types

from simcore.driver import PRM_ROW, addresses, function_maker
from simcore.versions import scope

from .cards import ACTION, TREASURE_MAP
from .endgame import ruled_out
from .engine import step
from .probe import (
    actions_first,
    card_or_none,
    lone_map_probed,
    paid_for_gain,
    plan_store,
    plan_top,
    plan_wanted,
    probe_close,
    probe_open,
    salvage_budget,
    salvage_probed,
    take_out,
)
from .state import BUY, DECLINE, DEFER, GAIN, MAXP, NONE, PLAY, PLAY_ACTION, RECORD
from .zones import cost

# a strategy function: (state record, seat, its read-only parameter row) -> answer
SIG = types.int64(RECORD, types.int64, PRM_ROW)
rule = function_maker(SIG)

# pol's columns: each function's two addresses, then the entry's settings
BUY_FN, ACTION_FN, DECIDE_FN = 0, 2, 4
HAS_ACTION, HAS_DECIDE, ENDGAME, FLOOR, ROLLOUTS, PLAIN_BUY = 6, 7, 8, 9, 10, 11
COLUMNS = 12
STEP_ROW = MAXP

# the engine's step, called through a pointer: the driver's loop then links no copy of the
# engine into its own unit, which numba would otherwise optimise and translate again
# (measured: a cold first match 3 s sooner, the loop no slower: benchmarks/README.md)
STEP_SIG = types.none(SIG.args[0], types.int64)       # (state record, answer)
stepper = function_maker(STEP_SIG)


@njit(cache=True, inline="always")
def step_at(pol, g, x):
    """Answer the pending decision with x and run on (engine.step, through pol)."""
    stepper(pol[STEP_ROW, 0], pol[STEP_ROW, 1])(g, x)


@njit(cache=True)
def no_rule(g, me, prm):
    """The function of a role a strategy leaves to the defaults."""
    return DEFER


@njit(cache=True, inline="always")
def ask(pol, e, g, me, prm):
    """Entry e's answer to the pending decision (seat me). Gains and the plan probe take the
    rarer paths below, which ask the entry's buy rule."""
    buy = rule(pol[e, BUY_FN], pol[e, BUY_FN + 1])
    k = g.dec
    level = pol[e, ENDGAME]
    if k == GAIN:
        return gain_of(buy, level, g, me, prm)
    has_decide = pol[e, HAS_DECIDE] != 0
    if k != BUY and k != PLAY and (plan_wanted(g) or (k != PLAY_ACTION and has_decide)):
        plan_of(buy, g, me, prm)
    floor = pol[e, FLOOR]
    if floor:               # the engine's trashing defaults read it when this decision defers
        g.trash_floor[me] = floor
    if k == BUY:
        if level:
            return checked_buy(buy, level, g, me, prm)
        return buy(g, me, prm)
    if (k == PLAY_ACTION or k == PLAY) and pol[e, HAS_ACTION]:
        return rule(pol[e, ACTION_FN], pol[e, ACTION_FN + 1])(g, me, prm)
    if has_decide:
        return rule(pol[e, DECIDE_FN], pol[e, DECIDE_FN + 1])(g, me, prm)
    return DEFER


@njit(cache=True, inline="always")
def answer(pol, e, g, me, prm):
    """ask's answer, with a plain buy (no end-game setting; most turns' one decision) asked
    of the buy rule straight from the driver's loop, without ask's call."""
    if g.dec == BUY and pol[e, ENDGAME] == 0:
        return plain_buy(pol, e, g, me, prm)
    return ask(pol, e, g, me, prm)


@njit(cache=True, inline="always")
def plain_buy(pol, e, g, me, prm):
    """Entry e's buy rule's answer to the pending buy, as it stands."""
    floor = pol[e, FLOOR]
    if floor:
        g.trash_floor[me] = floor
    return rule(pol[e, BUY_FN], pol[e, BUY_FN + 1])(g, me, prm)


# The rare paths:
# checked_buy   the buy rule's answer, asked again without a card the entry's end-game
#               setting rules out (endgame.py; NONE if that is ruled out too)
# gain_of       a gain: Feast's buy rule counts the Feast it trashed (probe.py's
#               paid_for_gain); Ironworks asks for an Action first while one waits (probe.py);
#               nothing chosen is the default's gain, a "Nothing" rule declines an optional
#               one
# plan_of       the plan probe (probe.py): the buy rule at each budget $0..$8 or $11 (for Salvager
#               also with each card of the hand trashed, for a lone Treasure Map with it gone)
@njit(cache=True)
def checked_buy(buy, level, g, me, prm):
    c = buy(g, me, prm)
    if level > 0 and ruled_out(g, me, c, level):
        t = g.dec_not
        g.dec_not = c
        c = buy(g, me, prm)
        g.dec_not = t
        if ruled_out(g, me, c, level):
            c = NONE
    return c


@njit(cache=True)
def gain_of(buy, level, g, me, prm):
    paid = paid_for_gain(g)
    if paid != NONE:
        g.owned[me, paid] += 1
    c = gain_pick(buy, level, g, me, prm)
    if paid != NONE:
        g.owned[me, paid] -= 1
    return c


@njit(cache=True)
def gain_pick(buy, level, g, me, prm):
    if actions_first(g):
        t = g.dec_types
        g.dec_types = ACTION
        c = buy(g, me, prm)
        g.dec_types = t
        if c >= 0:
            return c
    c = checked_buy(buy, level, g, me, prm)
    if c == DECLINE:
        return NONE if g.dec_opt else DEFER
    return DEFER if c == NONE else c


@njit(cache=True)
def plan_of(buy, g, me, prm):
    salvage = salvage_probed(g)
    lone_map = lone_map_probed(g)
    probe_open(g, me)
    for x in range(plan_top(g) + 1):
        g.dec_hi = x
        plan_store(g, x, buy(g, me, prm))
    if salvage:
        for j in range(g.ncards):
            c = g.cards[j]
            if g.hand[me, c] > 0:
                take_out(g, me, c, 1)
                g.dec_hi = salvage_budget(g, me, c)
                g.plan_trashed[c] = card_or_none(buy(g, me, prm))
                take_out(g, me, c, -1)
    if lone_map:
        take_out(g, me, TREASURE_MAP, 1)
        g.dec_hi = cost(g, TREASURE_MAP)
        g.plan_map_back = card_or_none(buy(g, me, prm))
        take_out(g, me, TREASURE_MAP, -1)
    probe_close(g, me)


def pol_rows(strategies, functions):
    """pol for the entries' strategies; functions[e]: entry e's (buy, action, decide),
    compiled for SIG (no_rule for a role left to the defaults); the last row, the step."""
    pol = np.zeros((MAXP + 1, COLUMNS), np.int64)
    with scope("dominion"):
        step.compile(STEP_SIG.args)
    pol[STEP_ROW, 0:2] = addresses(step, STEP_SIG)
    for e, s in enumerate(strategies):
        for col, f in zip((BUY_FN, ACTION_FN, DECIDE_FN), functions[e]):
            pol[e, col:col + 2] = addresses(f, SIG)
        pol[e, HAS_ACTION] = s.action is not None
        pol[e, HAS_DECIDE] = s.decide is not None
        pol[e, ENDGAME] = getattr(s, "endgame", 0)
        pol[e, FLOOR] = getattr(s, "trash_floor", 0)
        pol[e, ROLLOUTS] = getattr(s, "rollouts", 0)
        pol[e, PLAIN_BUY] = pol[e, ENDGAME] == 0 and pol[e, ROLLOUTS] == 0
    return pol
