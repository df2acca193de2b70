"""Intrige's part of the batch driver: the policy dispatch (strategy id -> its decide
function). The shared template (simcore/driver.py) adds the imports and the game loop."""
import numpy as np

from simcore.driver import Driver, build, where
from simcore.games import builtin_bots

_IMPORTS = "from simcore.intrige.state import DEFER"


def policy_source(kinds):
    """The dispatch: strategy id -> its decide function, compiled in (`pol` is unused). `policy_at` takes the parameter
    row inside each branch: a row view made before the dispatch costs a reference count
    per decision (measured: 1.3x the games/s without it)."""
    names, lines = {}, []
    for s in kinds:
        w = where(s.decide)
        if w not in names:
            names[w] = f"f{len(names)}"
    for w, alias in names.items():
        lines.append(f"{alias} = load_function({w[0]!r}, {w[1]!r})")
    for head, row in (("policy(pol, sid, g, me, prm)", "prm"),
                      ("policy_at(pol, sid, g, me, prms, e)", "prms[e]")):
        lines += ["", "", "@njit(cache=True)", f"def {head}:"]
        for i, s in enumerate(kinds):
            lines.append(f"    {'if' if i == 0 else 'elif'} sid == {i}:")
            lines.append(f"        return {names[where(s.decide)]}(g, me, {row})")
        lines.append("    return DEFER")
    return "\n".join(lines)


def driver_for(game, strategies):
    """(Driver, strategy id per entry). A field of one strategy gets a driver of its
    own: with only its code in the game loop it plays about 1.4x the games/s of the shared
    driver (benchmarks/README.md). Any other field uses the driver of every built-in bot
    (plus the field's user strategies), so mixed matches compile nothing new."""
    own = len({where(s.decide) for s in strategies}) == 1
    kinds, index = [], {}
    for s in (list(strategies) if own else builtin_bots(game.id) + list(strategies)):
        w = where(s.decide)
        if w not in index:
            index[w] = len(kinds)
            kinds.append(s)
    ids = "|".join(repr(where(s.decide)) for s in kinds)
    mod = build(game, kinds, ids, _IMPORTS)
    return Driver(mod), np.array([index[where(s.decide)] for s in strategies], dtype=np.int64)
