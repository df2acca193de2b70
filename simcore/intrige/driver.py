"""Intrige's part of the batch driver: the policy dispatch (strategy id -> its decide
function). The shared template (simcore/driver.py) adds the imports and the game loop."""
import numpy as np

from simcore.driver import build, where

_IMPORTS = "from simcore.intrige.state import DEFER"


def policy_source(kinds):
    names, lines = {}, []
    for s in kinds:
        w = where(s.decide)
        if w not in names:
            names[w] = f"f{len(names)}"
    for w, alias in names.items():
        lines.append(f"{alias} = load_function({w[0]!r}, {w[1]!r})")
    lines += ["", "", "@njit(cache=True)", "def policy(sid, g, me, prm):"]
    for i, s in enumerate(kinds):
        lines.append(f"    {'if' if i == 0 else 'elif'} sid == {i}:")
        lines.append(f"        return {names[where(s.decide)]}(g, me, prm)")
    lines.append("    return DEFER")
    return "\n".join(lines)


def driver_for(strategies):
    """(driver module, strategy id per entry); every built-in shares one driver."""
    from strategies.intrige import REGISTRY

    from .game import GAME
    kinds, index = [], {}
    for s in list(REGISTRY.values()) + list(strategies):
        w = where(s.decide)
        if w not in index:
            index[w] = len(kinds)
            kinds.append(s)
    ids = "|".join(repr(where(s.decide)) for s in kinds)
    mod = build(GAME, kinds, ids, _IMPORTS)
    return mod, np.array([index[where(s.decide)] for s in strategies], dtype=np.int64)
