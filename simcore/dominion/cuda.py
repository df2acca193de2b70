"""The engine on a GPU: the engine's own compiled functions built for numba.cuda (the
numba-cuda package), one game per thread, game after game on one record per thread.

Imported only by what asks for the GPU; the CPU path never imports it, and nothing here
changes a CPU function. What the CUDA target needs, and how it gets it from the same source:

- Aligned records: STATE is packed (fields at any byte offset), which the CUDA target
  refuses ("... of type int64 is not aligned"). CUDA_STATE has the same fields, aligned.
- No explicit signatures: numba compiles a function called from a kernel for the CUDA
  target from its Python source, but not one whose compilation an explicit signature closed
  ("using cpu function on device but its compilation is disabled"). `ready` gives each such
  engine function its CUDA twin, compiled from the same source.
- No calls through addresses: the card sets past the base game are called through addresses
  in the record (card_sets.py), which the CUDA target cannot call. Their four call points
  (engine.set_effect, engine.set_later, engine.react_effect, heuristics.set_default) get a
  CUDA version here that ends the game with END_UNSUPPORTED; `unsupported` refuses every
  match that could reach them, so no supported game does.
- Strategies: the CPU driver calls them through addresses too (asking.py); here a kernel is
  generated per pair of strategies, with each entry's buy and play rules called by name.
- No allocation: the base game's one (Chapel's trash default) is gone from the engine
  (heuristics.least_junk). Those of the other sets (Intrigue's money_without_worst, Wishing
  Well, Secret Chamber) and of the rollout player are not compiled here: none is reached.
- Two gaps of numba-cuda, bridged in `ready` and `ptx`: a device function asks the GPU's
  compute capability as it compiles (with no GPU, `ptx` answers it), and numba-cuda's
  lowering of a comparison catches its own TypingError but not numba's.

numba-cuda keeps a CPU function's CUDA twin in the function's `_CUDATypingContext__dispatcher`
attribute (its typing context's cache, numba_cuda/numba/cuda/target.py); `ready` fills that
cache. Under numba's CUDA simulator (NUMBA_ENABLE_CUDASIM=1) kernels run as Python and call
the CPU-compiled functions on the packed records: there the twins play no part.
"""
import contextlib
import sys
import types as pytypes

import numba
import numpy as np
from numba import cuda

from simcore.rng import game_key
from simcore.runner import chunk_arrays

from . import engine, heuristics
from .asking import checked_buy, gain_of, no_rule, plan_of
from .batch import entry_extra
from .card_sets import LAST_BASE
from .engine import setup, step
from .game import RESULT
from .match import DominionChunk
from .probe import plan_wanted
from .state import BUY, DEFER, GAIN, PLAY, PLAY_ACTION, STATE

END_UNSUPPORTED = -1        # a game reached code the CUDA path does not have (see above)
PLAYERS = 2

# the record type of the CUDA target: STATE's fields, aligned
CUDA_STATE = np.dtype([(name, STATE.fields[name][0]) for name in STATE.names], align=True)


def available():
    """Is there a GPU to play on (always, under the simulator)?"""
    return bool(cuda.is_available())


def record_dtype():
    """The records the kernel plays on: aligned on the CUDA target; STATE itself under the
    simulator, whose kernels call the CPU-compiled functions (compiled for STATE)."""
    return STATE if numba.config.ENABLE_CUDASIM else CUDA_STATE


# --- the CUDA versions of the calls through addresses (never reached in a supported game)

def _set_effect(g, f, c):
    g.done = True
    g.end = END_UNSUPPORTED


def _set_later(g, f, c):
    g.done = True
    g.end = END_UNSUPPORTED


def _react_effect(g, f, c):
    g.done = True
    g.end = END_UNSUPPORTED


def _set_default(g, src):
    g.done = True
    g.end = END_UNSUPPORTED
    return DEFER


_OVERRIDES = ((engine.set_effect, _set_effect), (engine.set_later, _set_later),
              (engine.react_effect, _react_effect), (heuristics.set_default, _set_default))
_TWIN = "_CUDATypingContext__dispatcher"
_DEVICE = {"device": True, "debug": False, "opt": True}
_ready = []


def ready():
    """Give the engine's functions their CUDA versions (once; nothing to do under the
    simulator): the overrides above, and a twin for each function compiled for an explicit
    signature."""
    if _ready or numba.config.ENABLE_CUDASIM:
        return
    from numba.core.errors import TypingError
    from numba.cuda import lowering
    from numba.cuda.dispatcher import CUDADispatcher
    # numba-cuda lowers a comparison by first trying it on constant operands and catches
    # its own TypingError when that fails, not numba's, which the typing of `<` raises where
    # numba is installed beside it (smithy-bm's int < float): both are caught here
    if isinstance(lowering.TypingError, type):
        lowering.TypingError = (lowering.TypingError, TypingError)
    for f, g in _OVERRIDES:
        setattr(f, _TWIN, CUDADispatcher(g, dict(_DEVICE)))
    for name, mod in list(sys.modules.items()):
        if not name.startswith("simcore.") or mod is None:
            continue
        for v in list(vars(mod).values()):
            if (isinstance(v, numba.core.registry.CPUDispatcher) and not v._can_compile
                    and not hasattr(v, _TWIN)):
                opts = {k: x for k, x in v.targetoptions.items() if k not in ("cache", "nogil")}
                setattr(v, _TWIN, CUDADispatcher(v.py_func, {**opts, **_DEVICE}))
    _ready.append(True)


# --- the kernel

def _answer(buy, act, has_action, level, floor, g, me, prm):
    """asking.ask for an entry whose strategy is a buy rule and perhaps a play rule (no
    decide rule, no rollouts): the same steps, with the rules called by name."""
    k = g.dec
    if k == GAIN:
        return gain_of(buy, level, g, me, prm)
    if k != BUY and k != PLAY and plan_wanted(g):
        plan_of(buy, g, me, prm)
    if floor:
        g.trash_floor[me] = floor
    if k == BUY:
        if level:
            return checked_buy(buy, level, g, me, prm)
        return buy(g, me, prm)
    if (k == PLAY_ACTION or k == PLAY) and has_action:
        return act(g, me, prm)
    return DEFER


_KERNEL = '''
def answer_{e}(level, floor, g, me, prm):
    return _answer(buy_{e}, act_{e}, {has_action}, level, floor, g, me, prm)
'''

_LOOP = '''
def policy(e, g, me, prms, levels, floors):
    if e == 0:
        return answer_0(levels[0], floors[0], g, me, prms[0])
    return answer_1(levels[1], floors[1], g, me, prms[1])


def play(states, seed, first, count, cards, sizes, turn_limit, edition, prms, levels, floors,
         vp, turns, end, fallbacks, fb_info, extra, want_extra):
    t = cuda.grid(1)
    nt = states.shape[0]
    if t >= nt:
        return
{host}    g = states[t]
    n = 2
    for i in range(t, count, nt):
        gi = first + i
        rot = gi % n
        setup(g, n, cards, sizes, np.uint64(game_key(seed, gi)), turn_limit, edition)
        while not g.done:
            me = g.dec_p
            e = me + rot
            if e >= n:
                e -= n
            step(g, policy(e, g, me, prms, levels, floors))
        for s in range(n):
            e = (s + rot) % n
            vp[i, e] = g.vp[s]
            turns[i, e] = g.turns[s]
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


def unsupported(m):
    """Why match m cannot be played on the CUDA path (one line), or None if it can."""
    if m.players != PLAYERS:
        return f"the GPU plays {PLAYERS}-player matches only, not {m.players}"
    cards, _ = m.supply()
    past = [int(c) for c in cards if int(c) > LAST_BASE]
    if past:
        from .cards import NAMES
        return ("the GPU plays the base game's 2nd-edition cards only, not "
                + ", ".join(NAMES[c] for c in past))
    for s in m.strategies:
        if s.decide is not None or getattr(s, "rollouts", 0):
            return (f"the GPU plays bots that are buy and play rules; {s.name} has decide "
                    "or rollout rules")
    return None


def _pure(f):
    """The Python function of a (compiled) strategy rule."""
    return getattr(f, "py_func", f)


# under the simulator: the kernel's arguments as the numpy arrays they wrap, whose items the
# CPU-compiled functions take (the simulator's own wrappers pass as 0-d arrays); the records
# as numpy.record, whose fields Python reads as attributes as the kernel does
_HOST = """    states = _host(states).view(np.recarray)
    cards, sizes, prms, levels, floors = (_host(cards), _host(sizes), _host(prms),
                                          _host(levels), _host(floors))
    vp, turns, end, fallbacks, fb_info, extra = (_host(vp), _host(turns), _host(end),
                                                 _host(fallbacks), _host(fb_info), _host(extra))
"""


def _host(a):
    a = getattr(a, "_item", a)
    return getattr(a, "_ary", a)


def kernel_source(has_action):
    """The kernel's Python source; has_action[e]: entry e has a play rule."""
    host = _HOST if numba.config.ENABLE_CUDASIM else ""
    return ("".join(_KERNEL.format(e=e, has_action=bool(has_action[e]))
                    for e in range(PLAYERS))
            + _LOOP.replace("{host}", host))


def make_kernel(strategies):
    """The kernel and its policy for these entries' strategies (their buy and play rules,
    compiled functions), as device functions of numba.cuda (or the simulator's)."""
    env = {"cuda": cuda, "setup": setup, "step": step, "game_key": game_key, "_host": _host,
           "np": np, "entry_extra": entry_extra}
    env["_answer"] = cuda.jit(device=True)(_answer)
    for e, s in enumerate(strategies):
        env[f"buy_{e}"] = s.buy
        env[f"act_{e}"] = no_rule if s.action is None else s.action
    text = kernel_source([s.action is not None for s in strategies])
    exec(compile(text, "<simcore.dominion.cuda kernel>", "exec"), env)
    for e in range(PLAYERS):
        env[f"answer_{e}"] = cuda.jit(device=True)(env[f"answer_{e}"])
    env["policy"] = cuda.jit(device=True)(env["policy"])
    return cuda.jit(env["play"])


def kernel_args(m, states, first, count, want_extra=False):
    """The kernel's arguments for games first..first+count-1 of match m, then its out arrays
    (vp, turns, end, fallbacks, fb_info, extra: as the CPU loop's), on the host."""
    cards, sizes = m.supply()
    prms = np.zeros((PLAYERS, max(len(s.prm()) for s in m.strategies)), np.int64)
    for e, s in enumerate(m.strategies):
        r = s.prm()
        prms[e, :len(r)] = r
    levels = np.array([getattr(s, "endgame", 0) for s in m.strategies], np.int64)
    floors = np.array([getattr(s, "trash_floor", 0) for s in m.strategies], np.int64)
    res, end, fallbacks, fb_info, extra = chunk_arrays(m, count, want_extra)
    out = (np.zeros((count, PLAYERS), np.int64), np.zeros((count, PLAYERS), np.int64), end,
           fallbacks, fb_info, extra, bool(want_extra))
    args = (states, int(m.seed), int(first), int(count), cards, sizes, int(m.turn_limit),
            int(m.edition), prms, levels, floors)
    return args, out


_KERNELS = {}


def kernel(m):
    """Match m's kernel (made once per pair of buy rules in a process)."""
    key = (bool(numba.config.ENABLE_CUDASIM),) + tuple(
        (_pure(s.buy), _pure(s.action)) for s in m.strategies)
    if key not in _KERNELS:
        ready()
        _KERNELS[key] = make_kernel(m.strategies)
    return _KERNELS[key]


def play(m, want_extra=False, start=0, stop=None, threads=None):
    """Yield match m's games start..stop-1 (default: all) as the CPU engine's chunks
    (match.play), played on the GPU (or under the simulator), m.chunk games a launch, each
    thread playing game after game on its record (`threads` records: 64 under the
    simulator, 16,384 on a GPU). Raises ValueError (one line) for a match the CUDA path
    cannot play, RuntimeError if a game reached code it does not have."""
    why = unsupported(m)
    if why:
        raise ValueError(why)
    k = kernel(m)
    stop = m.games if stop is None else stop
    if threads is None:
        threads = 64 if numba.config.ENABLE_CUDASIM else 1 << 14
    # the records stay on the GPU from launch to launch (72 KB each: 1.2 GB for 16,384), zeroed
    # once, as setup needs a fresh record to be
    states = cuda.to_device(np.zeros(max(1, min(threads, m.chunk, stop - start)),
                                     record_dtype()))
    block = 32
    grid = (len(states) + block - 1) // block
    for first in range(start, stop, m.chunk):
        count = min(m.chunk, stop - first)
        args, out = kernel_args(m, states, first, count, want_extra)
        k[grid, block](*args, *out)
        vp, turns, end, fallbacks, fb_info, extra, _ = out
        if (end == END_UNSUPPORTED).any():
            raise RuntimeError("a game on the GPU reached code the CUDA path does not have")
        res = np.zeros((count, PLAYERS), RESULT)
        res["vp"], res["turns"] = vp, turns
        yield DominionChunk(first, res, end, fallbacks, extra if want_extra else None, fb_info)


class GpuSource:
    """What plays a run's chunks on the GPU, for simcore.results.run_match (the `source`
    protocol of cli/running.py, as simcore.cluster.ClusterSource)."""
    remote = True               # nothing to compile on the CPU before the run
    on_done = None

    def refuse(self, m):
        """Why match m cannot be played here (one line), or None (unsupported): the plans
        ask it of every matchup before they play any."""
        return unsupported(m)

    def prepare(self, m):
        for _ in play(m, start=0, stop=1):
            pass

    def __call__(self, m, want_extra=False, start=0, stop=None):
        return play(m, want_extra, start, stop)


@contextlib.contextmanager
def _compute_capability(cc):
    """numba-cuda asks the current device's compute capability when it compiles a device
    function; with no GPU, answer cc (only for compiling to PTX)."""
    import numba.cuda.dispatcher as d
    saved = d.get_current_device
    d.get_current_device = lambda: pytypes.SimpleNamespace(compute_capability=cc)
    try:
        yield
    finally:
        d.get_current_device = saved


def ptx(m, cc=(9, 0)):
    """The PTX of match m's kernel for compute capability cc, compiled without a GPU (the
    proof that the engine's source compiles for the CUDA target)."""
    why = unsupported(m)
    if why:
        raise ValueError(why)
    ready()
    k = make_kernel(m.strategies)
    args, out = kernel_args(m, np.zeros(1, CUDA_STATE), 0, 1, want_extra=True)
    sig = tuple(numba.typeof(a) for a in args + out)
    with _compute_capability(cc):
        text, _ = cuda.compile_ptx(k.py_func, sig, cc=cc)
    return text
