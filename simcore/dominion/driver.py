"""Dominion's part of the batch driver: its dispatch calls each entry's compiled functions
through pointers (asking.py), so one driver module, compiled once per engine version,
serves every match, and a strategy new to the process compiles only its own functions. The
shared template (simcore/driver.py) adds the imports and the game loop.
"""
import numpy as np
from numba import types

from simcore.driver import Driver, build, cache_dir, load_function, where  # noqa: F401
from simcore.games import builtin_bots
from simcore.versions import engine_version as version
from simcore.versions import scope

from .asking import FUNCTIONS, POL, SIG, info_rows, no_rule
from .state import MAXP

_IMPORTS = "from simcore.dominion.asking import ask"

# the dispatch: entry e's functions from pol (the loop's sid is the entry itself)
_POLICY = """@njit(cache=True)
def policy(pol, sid, g, me, prm):
    return ask(pol, sid, g, me, prm)


@njit(cache=True)
def policy_at(pol, sid, g, me, prms, e):
    return ask(pol, e, g, me, prms[e])"""

assert len(FUNCTIONS) == MAXP


def engine_version():
    """Dominion's engine version (simcore/versions.py)."""
    return version("dominion")


def policy_source(kinds):
    """The dispatch (the same for every set of strategies: they come in `pol`)."""
    return _POLICY


# python function -> its compiled form for SIG (a user's plain function gets one dispatcher,
# kept, so it is compiled once per process)
_COMPILED = {}


def compiled(game, f):
    """f compiled for SIG, returning an int64 (no_rule for a role left to the defaults)."""
    if f is None:
        return no_rule
    py = getattr(f, "py_func", f)
    got = _COMPILED.get(py)
    if got is None:
        d = load_function(*where(f))
        with scope(game.id):            # a user's file compiles into the game's folder
            d.compile(SIG)
        if d.overloads[SIG.args].signature.return_type != types.int64:
            d = _as_int64(d)            # a narrower int (numba inferred it first): widen
            d.compile(SIG)
        got = _COMPILED[py] = d
    return got


def _as_int64(d):
    from numba import njit

    @njit
    def widened(g, me, prm):
        return np.int64(d(g, me, prm))
    return widened


def compile_builtins(game):
    """Compile every built-in strategy's functions (`domsim warmup`): a tournament or a
    sweep over them then compiles nothing."""
    for s in builtin_bots(game.id):
        for f in (s.buy, s.action, s.decide):
            compiled(game, f)


def driver_for(game, strategies):
    """(Driver, strategy id per entry: the entry itself). Every match uses the one driver
    module; `pol` carries the entries' functions (asking.py)."""
    mod = build(game, [], "pointers", _IMPORTS)
    pad = (no_rule,) * (MAXP - len(strategies))
    pol = (tuple(compiled(game, s.buy) for s in strategies) + pad,
           tuple(compiled(game, s.action) for s in strategies) + pad,
           tuple(compiled(game, s.decide) for s in strategies) + pad,
           info_rows(strategies))
    return Driver(mod, pol, POL), np.arange(len(strategies), dtype=np.int64)
