"""Dominion's part of the batch driver: its dispatch calls each entry's compiled functions
through pointers (asking.py), so one driver module, compiled once per engine version,
serves every match, and a strategy new to the process compiles only its own functions. The
shared template (simcore/driver.py) adds the imports and the game loop.
"""
import numpy as np

from simcore.driver import Driver, build, compiled
from simcore.games import builtin_bots
from simcore.versions import engine_version as version

from .asking import SIG, no_rule, pol_rows

_IMPORTS = "from simcore.dominion.asking import step_at\nfrom simcore.dominion.rollout import decide"

# the dispatch: entry e's functions from pol (the loop's sid is the entry itself)
_POLICY = """@njit(cache=True)
def policy(pol, sid, g, me, prm):
    return decide(pol, sid, g, me, prm)


@njit(cache=True, inline="always")
def policy_at(pol, sid, g, me, prms, e):
    return decide(pol, e, g, me, prms[e])"""

def engine_version():
    """Dominion's engine version (simcore/versions.py)."""
    return version("dominion")


def policy_source(kinds):
    """The dispatch (kinds None: every set of strategies comes in `pol`)."""
    return _POLICY


def _compiled(game, f):
    """f compiled for SIG (no_rule for a role left to the defaults)."""
    return no_rule if f is None else compiled(game.id, f, SIG)


def compile_builtins(game, last_first=False):
    """Compile every built-in strategy's functions (`domsim warmup`): a tournament or a
    sweep over them then compiles nothing. `last_first`: from the end of the list (a second
    process meets the first halfway; each finds the other's in the cache)."""
    bots = builtin_bots(game.id)
    for s in reversed(bots) if last_first else bots:
        for f in (s.buy, s.action, s.decide):
            _compiled(game, f)


def loop_module(game, start_prewarm=True):
    """The driver module every match uses (start_prewarm: simcore.driver.build)."""
    return build(game, None, "pointers", _IMPORTS, start_prewarm)


def driver_for(game, strategies):
    """(Driver, strategy id per entry: the entry itself). Every match uses the one driver
    module; `pol` carries the entries' functions (asking.py)."""
    mod = loop_module(game)
    pol = pol_rows(strategies, [[_compiled(game, f) for f in (s.buy, s.action, s.decide)]
                                for s in strategies])
    return Driver(mod, pol), np.arange(len(strategies), dtype=np.int64)
