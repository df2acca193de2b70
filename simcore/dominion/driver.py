"""Dominion's part of the batch driver: the policy dispatch (strategy id -> its buy, action
and decide functions, by decision kind). The shared template (simcore/driver.py) adds the
imports and the game loop; the engine itself is compiled once and never for a particular
strategy.
"""
import numpy as np

from simcore.driver import build, cache_dir, load_function, where  # noqa: F401
from simcore.games import builtin_bots
from simcore.versions import engine_version as version

_IMPORTS = """from simcore.dominion.state import (BUY, DECLINE, DEFER, GAIN, NONE, PLAN_N, PLAY,
                                   PLAY_ACTION)
from simcore.dominion.cards import ACTION
from simcore.dominion.endgame import ruled_out
from simcore.dominion.probe import (actions_first, paid_for_gain, plan_store, plan_wanted,
                                    probe_close, probe_open)"""


def engine_version():
    """Dominion's engine version (simcore/versions.py)."""
    return version("dominion")


def _triple(s):
    """What a strategy compiles to: its (buy, action, decide) functions, by location, and
    its end-game setting (endgame.py) and trashing floor when it has them."""
    t = tuple(None if f is None else where(f) for f in (s.buy, s.action, s.decide))
    level = getattr(s, "endgame", 0)
    floor = getattr(s, "trash_floor", 0)
    if floor:
        return t + (level, floor)
    return t + (level,) if level else t


def policy_source(kinds):
    """The dispatch: strategy id -> its functions, by decision kind. `kinds` holds one
    Strategy per distinct function triple. `policy` keeps the hot path (a buy, an Action)
    one branch per kind, as short as it can be; gains and the plan probe, rarer, go through
    `buy_of`, which dispatches a kind's buy rule out of line (measured: putting them in each
    kind's branch made the 200-kind dispatch 30% slower)."""
    names, lines = {}, []
    for s in kinds:
        for f in s.functions():
            w = where(f)
            if w not in names:
                names[w] = f"f{len(names)}"
    for w, alias in names.items():
        lines.append(f"{alias} = load_function({w[0]!r}, {w[1]!r})")
    decides = [s.decide is not None for s in kinds]
    levels = [getattr(s, "endgame", 0) for s in kinds]
    lines += ["", f"HAS_DECIDE = np.array({decides!r}, np.bool_)",
              f"ENDGAME = np.array({levels!r}, np.int64)"]
    # a kind's buy rule, by strategy id
    lines += ["", "", "@njit(cache=True)", "def buy_of(sid, g, me, prm):"]
    for i, s in enumerate(kinds):
        lines.append(f"    {'if' if i == 0 else 'elif'} sid == {i}:")
        lines.append(f"        return {names[where(s.buy)]}(g, me, prm)")
    lines.append("    return NONE")
    lines += ["", "", GAIN_AND_PROBE]
    lines += ["", "", "@njit(cache=True)", "def policy(sid, g, me, prm):", "    k = g.dec",
              "    if k == GAIN:",
              "        return gain_of(sid, g, me, prm)",
              "    if k != BUY and k != PLAY and (plan_wanted(g) or (k != PLAY_ACTION and "
              "HAS_DECIDE[sid])):",
              "        plan_of(sid, g, me, prm)"]
    for i, s in enumerate(kinds):
        lines.append(f"    {'if' if i == 0 else 'elif'} sid == {i}:")
        floor = getattr(s, "trash_floor", 0)
        if floor:       # the engine's trashing defaults read it when this decision defers
            lines.append(f"        g.trash_floor[me] = {int(floor)}")
        lines.append("        if k == BUY:")
        if levels[i]:
            lines.append("            return checked_buy(sid, g, me, prm)")
        else:
            lines.append(f"            return {names[where(s.buy)]}(g, me, prm)")
        if s.action is not None:
            lines.append("        if k == PLAY_ACTION or k == PLAY:")
            lines.append(f"            return {names[where(s.action)]}(g, me, prm)")
        if s.decide is not None:
            lines.append(f"        return {names[where(s.decide)]}(g, me, prm)")
    lines.append("    return DEFER")
    return "\n".join(lines)


# The rare paths, the same for every kind (buy_of picks the kind's buy rule):
# checked_buy   the buy rule's answer, asked again without a card the kind's end-game
#               setting rules out (endgame.py; NONE if that is ruled out too)
# gain_of       a gain: Feast's buy rule counts the Feast it trashed (probe.py's
#               paid_for_gain); Ironworks asks for an Action first while one waits (probe.py);
#               nothing chosen is the default's gain, a "Nothing" rule declines an optional
#               one
# plan_of       the plan probe (probe.py): the buy rule at each budget $0..$8
GAIN_AND_PROBE = """@njit(cache=True)
def checked_buy(sid, g, me, prm):
    c = buy_of(sid, g, me, prm)
    level = ENDGAME[sid]
    if level > 0 and ruled_out(g, me, c, level):
        t = g.dec_not
        g.dec_not = c
        c = buy_of(sid, g, me, prm)
        g.dec_not = t
        if ruled_out(g, me, c, level):
            c = NONE
    return c


@njit(cache=True)
def gain_of(sid, g, me, prm):
    paid = paid_for_gain(g)
    if paid != NONE:
        g.owned[me, paid] += 1
    c = gain_pick(sid, g, me, prm)
    if paid != NONE:
        g.owned[me, paid] -= 1
    return c


@njit(cache=True)
def gain_pick(sid, g, me, prm):
    if actions_first(g):
        t = g.dec_types
        g.dec_types = ACTION
        c = buy_of(sid, g, me, prm)
        g.dec_types = t
        if c >= 0:
            return c
    c = checked_buy(sid, g, me, prm)
    if c == DECLINE:
        return NONE if g.dec_opt else DEFER
    return DEFER if c == NONE else c


@njit(cache=True)
def plan_of(sid, g, me, prm):
    probe_open(g, me)
    for x in range(PLAN_N):
        g.dec_hi = x
        plan_store(g, x, buy_of(sid, g, me, prm))
    probe_close(g, me)"""


# per game and set of built-ins: their kinds, their index, and the drivers built so far
# (several thousand matches a minute in a search: each would otherwise walk every built-in)
_BUILT = {}


def driver_for(game, strategies):
    """(driver module, strategy id per entry). One driver serves every built-in strategy, so
    matches among built-ins share one compiled driver; strategies from user files are
    appended and get a driver of their own. The module's `policy(sid, g, me, prm)` answers
    one decision; `run(...)` plays games (simcore/driver.py)."""
    builtins = builtin_bots(game.id)
    key = (game.id, tuple(map(id, builtins)))
    if key not in _BUILT:
        kinds, index = [], {}
        for s in builtins:
            t = _triple(s)
            if t not in index:
                index[t] = len(kinds)
                kinds.append(s)
        _BUILT[key] = (kinds, index, {})
    base, base_index, drivers = _BUILT[key]
    kinds, index = list(base), dict(base_index)
    for s in strategies:
        t = _triple(s)
        if t not in index:
            index[t] = len(kinds)
            kinds.append(s)
    extra = kinds[len(base):]
    known = (tuple(_triple(s) for s in extra), tuple(s.source_text() for s in extra))
    if known not in drivers:
        ids = "|".join(repr(_triple(s)) for s in kinds)
        drivers[known] = build(game, kinds, ids, _IMPORTS)
    return drivers[known], np.array([index[_triple(s)] for s in strategies], dtype=np.int64)
