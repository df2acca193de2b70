"""The batch driver, from one template for every game: the only compiled code that sees
strategies.

For a game and a set of strategies it writes a small module into the cache folder: imports
of the game's compiled functions by module path, the game's policy dispatch (from
Game.policy_source: `policy(pol, sid, g, me, prm)` for one decision, and optionally
`policy_at(pol, sid, g, me, prms, e)`, the same with entry e's row of prms, which the loop
calls; by default it calls policy with that row), optionally `step_at(pol, g, x)`, which the
loop calls to answer the decision (by default the game's step), and the shared game loop
below. The module's name is a hash of the game's engine version and the strategies'
sources; numba caches its machine code beside it.

A game's dispatch either has the strategies' functions compiled in (`pol` is 0 and `sid`
picks the branch) or calls the entries' compiled functions through pointers passed in `pol`
(Dominion: simcore/dominion/asking.py). Then the module does not depend on the strategies
at all: it is compiled once per engine version, and a new strategy compiles only its own
functions. Driver wraps a module with its `pol`.
"""
import functools
import hashlib
import importlib
import os
import sys

import numba
import numpy as np
from numba import types
from numba.core import cgutils
from numba.core.imputils import impl_ret_borrowed
from numba.experimental.function_type import _get_jit_address, _get_wrapper_address
from numba.extending import intrinsic

from . import prewarm
from .generated import load
from .versions import cache_root, engine_version, scope, versioned

# the parameter row a strategy function is handed: read-only, so that no rule can write
# parameters -- the entries' rows lie side by side in one table, and numba checks no bounds,
# so a write past its own row would set the next entry's (a write is refused when the rule
# is compiled: numba has no setitem for a read-only array)
PRM_ROW = types.Array(types.int64, 1, "C", readonly=True)


def cache_dir():
    p = cache_root() / "drivers"
    p.mkdir(parents=True, exist_ok=True)
    return p


# user strategy files imported in this process: path -> their text, as checked and run
# (strategies/loader.py imports them; nothing here imports a user file itself)
_USER_FILES = {}


def remember_user_file(path, key, data):
    """strategies/loader.py imported the file at `path` (absolute) as module `key` from the
    bytes `data`, after checking them."""
    _USER_FILES[path] = (key, data)


def is_user_file(path):
    return path in _USER_FILES


def user_file_bytes(path):
    """The text a user strategy file was checked and imported with (None: not imported)."""
    got = _USER_FILES.get(os.path.abspath(path))
    return None if got is None else got[1]


def load_function(where, name):
    """A strategy function from a module name or a .py file path (compiled if it is not).
    A user's file must have been imported through strategies.loader, which checks it first."""
    if where.endswith(".py"):
        got = _USER_FILES.get(os.path.abspath(where))
        if got is None or got[0] not in sys.modules:
            raise ImportError(f"strategy file {where} was not loaded through the strategy "
                              "loader (which checks it before it runs)")
        mod = sys.modules[got[0]]
    else:
        mod = importlib.import_module(where)
    f = getattr(mod, name)
    if not isinstance(f, numba.core.registry.CPUDispatcher):
        f = numba.njit(cache=True)(f)
    return f


# (python function, signature) -> the function compiled for it (a user's plain function gets
# one dispatcher, kept, so it is compiled once per process)
_COMPILED = {}


def compiled(game_id, f, sig):
    """Strategy function f compiled for `sig`, to be called through a pointer of that type:
    a narrower int numba inferred first (a strategy compiled for its arguments alone) is
    widened to sig's return type. A user's file compiles into the game's cache folder."""
    py = getattr(f, "py_func", f)
    got = _COMPILED.get((py, sig))
    if got is None:
        d = f if isinstance(f, numba.core.registry.CPUDispatcher) else load_function(*where(f))
        with scope(game_id):
            d.compile(sig)
        if d.overloads[sig.args].signature.return_type != sig.return_type:
            d = _widened(d)
            d.compile(sig)
        got = _COMPILED[(py, sig)] = d
    return got


def addresses(f, sig):
    """(numba-convention address, C-wrapper address) of f compiled for sig: what
    `function_maker(sig)` turns back into a callable in compiled code. Valid while f lives
    (kept here, as compiled() keeps every function it returns)."""
    got = _ADDRESSES.get((f, sig))
    if got is None:
        got = _ADDRESSES[(f, sig)] = (_get_jit_address(f, sig), _get_wrapper_address(f, sig))
    return got


_ADDRESSES = {}


def function_maker(sig):
    """An intrinsic `make(jit_addr, c_addr)`: the first-class function of signature sig at
    those addresses (from `addresses`). The loop passes plain int64 arrays of addresses,
    which cost nothing to hand over; a tuple of compiled functions, numba's own way, is
    converted function by function in Python at every call (a 1-game match took 2.9 ms
    instead of 0.16)."""
    fnty = types.FunctionType(sig)

    @intrinsic
    def make(typingctx, jit_addr, c_addr):
        def codegen(context, builder, signature, args):
            f = cgutils.create_struct_proxy(fnty)(context, builder)
            f.jit_addr = builder.inttoptr(args[0], cgutils.voidptr_t)
            f.c_addr = builder.inttoptr(args[1], cgutils.voidptr_t)
            f.py_addr = cgutils.voidptr_t(None)
            return f._getvalue()
        return fnty(types.int64, types.int64), codegen
    return make


@intrinsic
def unowned(typingctx, a):
    """Array a as a view that holds no reference (no meminfo): a view taken of it, or it
    passed to a compiled function, costs no reference count. numba counts references to
    an array with atomic instructions, about 20 cycles each, and the loop's arrays are
    shared by the threads' workers, so their counts' cache line moved between cores: the
    loop took the parameter row and the pointer table apart at every decision (27% of a
    Double Witch game's time was in NRT_incref / NRT_decref). Valid while a lives: the
    caller of the loop holds it. Anything not an array passes through unchanged."""
    if not isinstance(a, types.Array):
        def same(context, builder, signature, args):
            return impl_ret_borrowed(context, builder, a, args[0])
        return a(a), same

    def codegen(context, builder, signature, args):
        src = context.make_array(a)(context, builder, args[0])
        view = context.make_array(a)(context, builder)
        view.meminfo = cgutils.get_null_value(view.meminfo.type)
        view.parent = cgutils.get_null_value(view.parent.type)
        for name in ("nitems", "itemsize", "data", "shape", "strides"):
            setattr(view, name, getattr(src, name))
        return view._getvalue()
    return a(a), codegen


def _widened(d):
    @numba.njit
    def widened(g, me, prm):
        return np.int64(d(g, me, prm))
    return widened


def where(f):
    """(module name or file path, function name) of a (compiled) function."""
    py = getattr(f, "py_func", f)
    mod = sys.modules[py.__module__]
    if py.__module__.startswith("domsim_user_"):
        return os.path.abspath(mod.__file__), py.__name__
    return py.__module__, py.__name__


def _imports(game):
    lines = []
    for alias, f in (("setup", game.setup), ("step", game.step),
                     ("entry_result", game.entry_result), ("entry_extra", game.entry_extra)):
        mod, name = where(f)
        lines.append(f"from {mod} import {name} as {alias}")
    return "\n".join(lines)


_HEADER = '''# Generated by simcore.driver for one game and set of strategies; do not edit.
import numpy as np
from numba import njit
from simcore.driver import load_function, unowned
from simcore.rng import game_key
{imports}
{game_imports}
'''

# the loop's call when the game's dispatch has no policy_at of its own
_POLICY_AT = '''


@njit(cache=True)
def policy_at(pol, sid, g, me, prms, e):
    return policy(pol, sid, g, me, prms[e])
'''

# the loop's step when the game's dispatch or imports bring no step_at of their own
_STEP_AT = '''


@njit(cache=True, inline="always")
def step_at(pol, g, x):
    step(g, x)
'''

_RUN = '''

@njit(cache=True, nogil=True)
def run(states, t, seed, first, count, n, sids, prms, args, res, end, fallbacks, fb_info,
        extra, want_extra, pol):
    """Worker t of states.shape[0] (each in its own thread, without the GIL): plays games
    first+i for i in its contiguous share [t*count/nt, (t+1)*count/nt) on state record t
    (contiguous, so the threads' result rows share no cache line but at the boundary);
    per-game results by entry into the out arrays. fb_info[i, e]: entry e's first illegal
    answer in game i (decision kind, what asked, answer, turn number, entry whose turn it
    was), where fallbacks[i, e] > 0. `pol`: what the dispatch takes besides the strategy id
    (see Driver)."""
    nt = states.shape[0]
    g = states[t]
    # views that hold no reference: what the loop hands on costs no atomic count (unowned)
    pol, prms, res, fallbacks, fb_info, extra, end = (
        unowned(pol), unowned(prms), unowned(res), unowned(fallbacks), unowned(fb_info),
        unowned(extra), unowned(end))
    for i in range(t * count // nt, (t + 1) * count // nt):
        # game gi: its own random stream; entry e sits at seat (e - gi) mod n
        gi = first + i
        rot = gi % n
        setup(g, n, game_key(seed, gi), args)
        while not g.done:
            me = g.dec_p
            e = me + rot
            if e >= n:
                e -= n
            step_at(pol, g, policy_at(pol, sids[e], g, me, prms, e))
        for s in range(n):
            e = (s + rot) % n
            entry_result(g, s, res[i, e])
            fallbacks[i, e] = g.fallbacks[s]
            if g.fallbacks[s] > 0:
                fb_info[i, e, 0] = g.fb_dec[s]
                fb_info[i, e, 1] = g.fb_src[s]
                fb_info[i, e, 2] = g.fb_answer[s]
                fb_info[i, e, 3] = g.fb_turn[s]
                fb_info[i, e, 4] = (g.fb_cur[s] + rot) % n
            if want_extra:
                entry_extra(g, s, extra[i, e])
        end[i] = g.end
'''


class Driver:
    """A loaded driver module and the `pol` its loop passes to the dispatch."""

    def __init__(self, mod, pol=0):
        self.mod, self.pol = mod, pol

    def run(self, *args):
        """mod.run(*args, pol): play a share of a chunk's games (the template's `run`)."""
        return self.mod.run(*args, self.pol)

    def policy(self, sid, g, me, prm):
        """One decision's answer, from Python (step-by-step play, replays, tests)."""
        return self.mod.policy(self.pol, sid, g, me, prm)


def build(game, kinds, ids, imports="", start_prewarm=True):
    """The driver module for `game` and these strategy kinds (one per distinct set of
    functions; the policy's strategy id is the index in `kinds`), or (kinds None) the one
    that calls the entries' functions through pointers. `ids`: text that tells the kinds
    apart (their functions by role and location); `imports`: lines the game's policy source
    needs (decision constants). `start_prewarm`: a cold engine compiles on two cores (False
    in that second process itself)."""
    if start_prewarm:
        prewarm.start(game)
    return load(module_name(game, kinds, ids), cache_dir(), lambda: _text(game, kinds, imports),
                game.id)


def module_name(game, kinds, ids):
    """The driver's module name: a hash of the engine version, the kinds' functions and the
    whole files they come from where the engine version does not cover them."""
    kinds = kinds or ()
    srcs = "".join(s.source_text() for s in kinds)
    files = "".join(_file_text(f) for f in sorted({
        getattr(f, "py_func", f).__code__.co_filename for s in kinds for f in s.functions()})
        if not versioned(f, game.id))
    key = hashlib.sha256((engine_version(game.id) + ids + srcs + files).encode()
                         ).hexdigest()[:16]
    return f"domsim_driver_{key}"


def _file_text(path):
    """The whole text of a strategy's file outside the engine's sources (a user's file as it
    was checked, a benchmark's or an example's): the driver compiles in its module-level
    tables and helpers too, and numba's cache checks only the driver's own file, so an edit
    anywhere in it must give a new driver."""
    data = user_file_bytes(path)
    if data is None:
        try:
            data = _read(path, os.stat(path).st_mtime_ns)
        except OSError:
            return path
    return path + data.decode("utf-8", "replace")


@functools.lru_cache(maxsize=256)
def _read(path, mtime_ns):
    with open(path, "rb") as f:
        return f.read()


def _text(game, kinds, imports):
    src = game.policy_source(kinds)
    if "def policy_at(" not in src:
        src += _POLICY_AT
    if "step_at" not in src + imports:
        src += _STEP_AT
    return _HEADER.format(imports=imports, game_imports=_imports(game)) + src + _RUN
