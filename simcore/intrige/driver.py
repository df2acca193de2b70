"""Intrige's part of the batch driver: the policy dispatch and the loop's step (step_at).
The shared template (simcore/driver.py) adds the imports and the game loop.

A field of one strategy gets a driver of its own, with the strategy's decide function
compiled into the loop (about 1.4x the games/s of a dispatch over several kinds:
benchmarks/README.md). Any other field shares one driver module that calls each entry's
compiled decide function through a pointer (`pol`), so a mixed field compiles only the
functions it has not met before.
"""
import numba
import numpy as np
from numba import njit, types

from simcore.driver import PRM_ROW, Driver, addresses, build, compiled, function_maker, where
from simcore.games import builtin_bots

from .rules import challenge_default, let_stand, step
from .state import D_CHALLENGE, DEFER, MAXP, new_states

_IMPORTS = "from simcore.intrige.driver import step_at"

# a decide function: (state record, seat, its read-only parameter row) -> answer
SIG = types.int64(numba.typeof(new_states(1)[0]), types.int64, PRM_ROW)
decide = function_maker(SIG)


@njit(cache=True, inline="always")
def step_at(pol, g, x):
    """The loop's step: a challenge let stand (two answers in three at four players; also
    DEFER where the default lets it stand) goes on inlined into the loop, any other answer
    through rules.step."""
    if g.dec == D_CHALLENGE:
        if x == DEFER:
            x = challenge_default(g)
        if x == 0:
            let_stand(g)
            return
    step(g, x)


# the dispatch through pointers: entry e's function from pol[e] (its two addresses; the
# loop's sid is the entry itself)
_POINTERS = """from simcore.intrige.driver import decide


@njit(cache=True)
def policy(pol, sid, g, me, prm):
    return decide(pol[sid, 0], pol[sid, 1])(g, me, prm)


@njit(cache=True)
def policy_at(pol, sid, g, me, prms, e):
    return decide(pol[e, 0], pol[e, 1])(g, me, prms[e])"""


def policy_source(kinds):
    """The dispatch: the one strategy's decide function compiled in (`pol` and the strategy
    id are unused: driver_for builds a driver of its own only for a field of one strategy),
    or (kinds None) each entry's function through a pointer. `policy_at` takes the
    parameter row in the call: a row view made before it costs a reference count per
    decision (measured: 1.3x the games/s without it)."""
    if kinds is None:
        return _POINTERS
    w = where(kinds[0].decide)
    return f"""f0 = load_function({w[0]!r}, {w[1]!r})


@njit(cache=True)
def policy(pol, sid, g, me, prm):
    return f0(g, me, prm)


@njit(cache=True)
def policy_at(pol, sid, g, me, prms, e):
    return f0(g, me, prms[e])"""


def compile_builtins(game):
    """Compile every built-in bot's decide function for the pointer dispatch (`domsim
    warmup`): a mixed field of built-ins then compiles nothing."""
    for s in builtin_bots(game.id):
        compiled(game.id, s.decide, SIG)


def driver_for(game, strategies):
    """(Driver, strategy id per entry)."""
    if len({where(s.decide) for s in strategies}) == 1:
        mod = build(game, strategies[:1], repr(where(strategies[0].decide)), _IMPORTS)
        return Driver(mod), np.zeros(len(strategies), dtype=np.int64)
    mod = build(game, None, "pointers", _IMPORTS)
    pol = np.zeros((MAXP, 2), np.int64)
    for e, s in enumerate(strategies):
        pol[e] = addresses(compiled(game.id, s.decide, SIG), SIG)
    return Driver(mod, pol), np.arange(len(strategies), dtype=np.int64)
