"""Dominion's part of the batch driver: the policy dispatch (strategy id -> its buy, action
and decide functions, by decision kind). The shared template (simcore/driver.py) adds the
imports and the game loop; the engine itself is compiled once and never for a particular
strategy.
"""
import numpy as np

from simcore.driver import build, cache_dir, load_function, where  # noqa: F401
from simcore.games import builtin_bots
from simcore.versions import engine_version as version

_IMPORTS = """from simcore.dominion.state import BUY, DEFER, GAIN, NONE, PLAN_N, PLAY, PLAY_ACTION
from simcore.dominion.cards import ACTION
from simcore.dominion.endgame import ruled_out
from simcore.dominion.probe import (actions_first, plan_store, plan_wanted, probe_close,
                                    probe_open)"""


def engine_version():
    """Dominion's engine version (simcore/versions.py)."""
    return version("dominion")


def _triple(s):
    """What a strategy compiles to: its (buy, action, decide) functions, by location, and
    its end-game setting (endgame.py) when it has one."""
    t = tuple(None if f is None else where(f) for f in (s.buy, s.action, s.decide))
    level = getattr(s, "endgame", 0)
    return t + (level,) if level else t


def _checked_buy(f, level, indent):
    """Lines that put the buy rule's answer in c, asking again without a card the end-game
    setting rules out (endgame.py), and NONE if that is ruled out too."""
    pad = " " * indent
    lines = [f"{pad}c = {f}(g, me, prm)"]
    if level:
        lines += [f"{pad}if ruled_out(g, me, c, {level}):",
                  f"{pad}    t = g.dec_not",
                  f"{pad}    g.dec_not = c",
                  f"{pad}    c = {f}(g, me, prm)",
                  f"{pad}    g.dec_not = t",
                  f"{pad}    if ruled_out(g, me, c, {level}):",
                  f"{pad}        c = NONE"]
    return lines


def policy_source(kinds):
    """The dispatch: strategy id -> its functions, by decision kind. `kinds` holds one
    Strategy per distinct function triple."""
    names, lines = {}, []
    for s in kinds:
        for f in s.functions():
            w = where(f)
            if w not in names:
                names[w] = f"f{len(names)}"
    for w, alias in names.items():
        lines.append(f"{alias} = load_function({w[0]!r}, {w[1]!r})")
    lines += ["", "", "@njit(cache=True)", "def policy(sid, g, me, prm):", "    k = g.dec"]
    for i, s in enumerate(kinds):
        lines.append(f"    {'if' if i == 0 else 'elif'} sid == {i}:")
        buy, level = names[where(s.buy)], getattr(s, "endgame", 0)
        lines.append("        if k == BUY:")
        lines += _checked_buy(buy, level, 12)
        lines.append("            return c")
        lines.append("        if k == GAIN:")
        lines += ["            if actions_first(g):",        # Ironworks chaining (probe.py)
                  "                t = g.dec_types",
                  "                g.dec_types = ACTION",
                  f"                c = {names[where(s.buy)]}(g, me, prm)",
                  "                g.dec_types = t",
                  "                if c >= 0:",
                  "                    return c"]
        lines += _checked_buy(buy, level, 12)
        lines.append("            return DEFER if c == NONE else c")
        if s.action is not None:
            lines.append("        if k == PLAY_ACTION or k == PLAY:")
            lines.append(f"            return {names[where(s.action)]}(g, me, prm)")
        # the plan probe (probe.py): for a decide of its own on every other decision, else
        # only where the default reads the plan
        want = "k != PLAY_ACTION and k != PLAY" if s.decide is not None else "plan_wanted(g)"
        lines += [f"        if {want}:",
                  "            probe_open(g, me)",
                  "            for x in range(PLAN_N):",
                  "                g.dec_hi = x",
                  f"                plan_store(g, x, {names[where(s.buy)]}(g, me, prm))",
                  "            probe_close(g, me)"]
        if s.decide is not None:
            lines.append(f"        return {names[where(s.decide)]}(g, me, prm)")
        else:
            lines.append("        return DEFER")
    lines.append("    return DEFER")
    return "\n".join(lines)


def driver_for(game, strategies):
    """(driver module, strategy id per entry). One driver serves every built-in strategy, so
    matches among built-ins share one compiled driver; strategies from user files are
    appended and get a driver of their own. The module's `policy(sid, g, me, prm)` answers
    one decision; `run(...)` plays games (simcore/driver.py)."""
    kinds, index = [], {}
    for s in builtin_bots(game.id) + list(strategies):
        t = _triple(s)
        if t not in index:
            index[t] = len(kinds)
            kinds.append(s)
    ids = "|".join(repr(_triple(s)) for s in kinds)
    mod = build(game, kinds, ids, _IMPORTS)
    return mod, np.array([index[_triple(s)] for s in strategies], dtype=np.int64)
