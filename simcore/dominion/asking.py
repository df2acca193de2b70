"""How the driver asks an entry's strategy for one decision: through pointers to the
entry's compiled functions (buy, action, decide), so the game loop is compiled once and a
new strategy compiles only its own functions.

The driver passes `pol = (buys, actions, decides, info)`: three tuples of MAXP compiled
functions of the signature SIG (an entry without an action or decide rule has `no_rule`),
and info[e] = (has an action rule, has a decide rule, end-game setting, trashing floor).
"""
import numba
import numpy as np
from numba import njit, types

from .cards import ACTION
from .endgame import ruled_out
from .probe import actions_first, paid_for_gain, plan_store, plan_wanted, probe_close, probe_open
from .state import BUY, DECLINE, DEFER, GAIN, MAXP, NONE, PLAN_N, PLAY, PLAY_ACTION, new_states

# a strategy function: (state record, seat, parameter row) -> answer
SIG = types.int64(numba.typeof(new_states(1)[0]), types.int64, types.int64[::1])
FUNCTIONS = types.UniTuple(types.FunctionType(SIG), MAXP)
POL = types.Tuple((FUNCTIONS, FUNCTIONS, FUNCTIONS, types.int64[:, ::1]))

HAS_ACTION, HAS_DECIDE, ENDGAME, FLOOR = 0, 1, 2, 3
INFO = 4


@njit(cache=True)
def no_rule(g, me, prm):
    """The function of a role a strategy leaves to the defaults."""
    return DEFER


@njit(cache=True)
def ask(pol, e, g, me, prm):
    """Entry e's answer to the pending decision (seat me). Gains and the plan probe take the
    rarer paths below, which ask the entry's buy rule."""
    buy = pol[0][e]
    info = pol[3]
    k = g.dec
    level = info[e, ENDGAME]
    if k == GAIN:
        return gain_of(buy, level, g, me, prm)
    has_decide = info[e, HAS_DECIDE] != 0
    if k != BUY and k != PLAY and (plan_wanted(g) or (k != PLAY_ACTION and has_decide)):
        plan_of(buy, g, me, prm)
    floor = info[e, FLOOR]
    if floor:               # the engine's trashing defaults read it when this decision defers
        g.trash_floor[me] = floor
    if k == BUY:
        if level:
            return checked_buy(buy, level, g, me, prm)
        return buy(g, me, prm)
    if (k == PLAY_ACTION or k == PLAY) and info[e, HAS_ACTION]:
        return pol[1][e](g, me, prm)
    if has_decide:
        return pol[2][e](g, me, prm)
    return DEFER


# The rare paths:
# checked_buy   the buy rule's answer, asked again without a card the entry's end-game
#               setting rules out (endgame.py; NONE if that is ruled out too)
# gain_of       a gain: Feast's buy rule counts the Feast it trashed (probe.py's
#               paid_for_gain); Ironworks asks for an Action first while one waits (probe.py);
#               nothing chosen is the default's gain, a "Nothing" rule declines an optional
#               one
# plan_of       the plan probe (probe.py): the buy rule at each budget $0..$8
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
    probe_open(g, me)
    for x in range(PLAN_N):
        g.dec_hi = x
        plan_store(g, x, buy(g, me, prm))
    probe_close(g, me)


def info_rows(strategies):
    """info (MAXP, INFO) for the entries' strategies."""
    info = np.zeros((MAXP, INFO), np.int64)
    for e, s in enumerate(strategies):
        info[e, HAS_ACTION] = s.action is not None
        info[e, HAS_DECIDE] = s.decide is not None
        info[e, ENDGAME] = getattr(s, "endgame", 0)
        info[e, FLOOR] = getattr(s, "trash_floor", 0)
    return info
