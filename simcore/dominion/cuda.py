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


_SLOT = '''
def answer_{s}(level, floor, g, me, prm):
    return _answer(buy_{s}, act_{s}, {has_action}, level, floor, g, me, prm)
'''

# A launch plays the games of several runs' chunks ("jobs") at once: each game reads its
# job's seed and first game and, per entry, its rules' slot, parameters, end-game level and
# trashing floor, so that the games of many short runs (an optimiser's generation) fill the
# GPU. The kernel calls each slot's rules by name (a chain of `if slot == k`).
_LOOP = '''
def play(states, seeds, firsts, offsets, jobs, cards, sizes, turn_limit, edition, slots, prms,
         levels, floors, vp, turns, end, fallbacks, fb_info, extra, want_extra):
    t = cuda.grid(1)
    nt = states.shape[0]
    if t >= nt:
        return
{host}    g = states[t]
    n = 2
    for i in range(t, jobs.shape[0], nt):
        j = jobs[i]
        gi = firsts[j] + i - offsets[j]
        rot = gi % n
        setup(g, n, cards, sizes, np.uint64(game_key(seeds[j], gi)), turn_limit, edition)
        while not g.done:
            me = g.dec_p
            e = me + rot
            if e >= n:
                e -= n
            step(g, policy(slots[j, e], g, me, prms[j, e], levels[j, e], floors[j, e]))
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

# under the simulator: the kernel's arguments as the numpy arrays they wrap, whose items the
# CPU-compiled functions take (the simulator's own wrappers pass as 0-d arrays); the records
# as numpy.record, whose fields Python reads as attributes as the kernel does
_HOST = """    states = _host(states).view(np.recarray)
    seeds, firsts, offsets, jobs = _host(seeds), _host(firsts), _host(offsets), _host(jobs)
    cards, sizes, slots, prms, levels, floors = (_host(cards), _host(sizes), _host(slots),
                                                 _host(prms), _host(levels), _host(floors))
    vp, turns, end, fallbacks, fb_info, extra = (_host(vp), _host(turns), _host(end),
                                                 _host(fallbacks), _host(fb_info), _host(extra))
"""


def _host(a):
    a = getattr(a, "_item", a)
    return getattr(a, "_ary", a)


def kernel_source(has_action):
    """The kernel's Python source; has_action[s]: the rules of slot s include a play rule."""
    host = _HOST if numba.config.ENABLE_CUDASIM else ""
    last = len(has_action) - 1
    chain = "".join(f"    if slot == {s}:\n        return answer_{s}(level, floor, g, me, prm)\n"
                    for s in range(last))
    policy = ("\ndef policy(slot, g, me, prm, level, floor):\n" + chain
              + f"    return answer_{last}(level, floor, g, me, prm)\n")
    return ("".join(_SLOT.format(s=s, has_action=bool(a)) for s, a in enumerate(has_action))
            + policy + _LOOP.replace("{host}", host))


def rules_of(s):
    """A strategy's slot in a kernel: its buy rule and its play rule (or None); strategies
    with the same rules (every bot as data: the buy-list interpreter's) share a slot."""
    return s.buy, s.action


def make_kernel(rules):
    """The kernel for these slots' rules ((buy, play or None) each, as rules_of gives them),
    with device functions of numba.cuda (or the simulator's)."""
    env = {"cuda": cuda, "setup": setup, "step": step, "game_key": game_key, "_host": _host,
           "np": np, "entry_extra": entry_extra}
    env["_answer"] = cuda.jit(device=True)(_answer)
    for s, (buy, act) in enumerate(rules):
        env[f"buy_{s}"] = buy
        env[f"act_{s}"] = no_rule if act is None else act
    text = kernel_source([act is not None for _, act in rules])
    exec(compile(text, "<simcore.dominion.cuda kernel>", "exec"), env)
    for s in range(len(rules)):
        env[f"answer_{s}"] = cuda.jit(device=True)(env[f"answer_{s}"])
    env["policy"] = cuda.jit(device=True)(env["policy"])
    return cuda.jit(env["play"])


_KERNELS = {}


def kernel(rules):
    """The kernel for these slots' rules (made once per tuple of rules in a process)."""
    key = (bool(numba.config.ENABLE_CUDASIM),) + tuple(rules)
    if key not in _KERNELS:
        ready()
        _KERNELS[key] = make_kernel(rules)
    return _KERNELS[key]


def launch_args(pieces, states, want_extra, rules):
    """The kernel's arguments for `pieces` ((match, first game, count) each, all over one
    Supply, turn limit and edition; their strategies' rules among `rules`), then its out
    arrays (vp, turns, end, fallbacks, fb_info, extra: the CPU loop's, the pieces' games one
    after another), on the host."""
    m0 = pieces[0][0]
    cards, sizes = m0.supply()
    counts = np.array([count for _, _, count in pieces], np.int64)
    offsets = np.concatenate([[0], np.cumsum(counts)[:-1]]).astype(np.int64)
    jobs = np.repeat(np.arange(len(pieces), dtype=np.int64), counts)
    width = max(len(s.prm()) for m, _, _ in pieces for s in m.strategies)
    prms = np.zeros((len(pieces), PLAYERS, width), np.int64)
    slots, levels, floors = (np.zeros((len(pieces), PLAYERS), np.int64) for _ in range(3))
    for j, (m, _, _) in enumerate(pieces):
        for e, s in enumerate(m.strategies):
            r = s.prm()
            prms[j, e, :len(r)] = r
            slots[j, e] = rules.index(rules_of(s))
            levels[j, e] = getattr(s, "endgame", 0)
            floors[j, e] = getattr(s, "trash_floor", 0)
    seeds = np.array([int(m.seed) for m, _, _ in pieces], np.int64)
    firsts = np.array([first for _, first, _ in pieces], np.int64)
    total = int(counts.sum())
    _, end, fallbacks, fb_info, extra = chunk_arrays(m0, total, want_extra)
    out = (np.zeros((total, PLAYERS), np.int64), np.zeros((total, PLAYERS), np.int64), end,
           fallbacks, fb_info, extra, bool(want_extra))
    args = (states, seeds, firsts, offsets, jobs, cards, sizes, int(m0.turn_limit),
            int(m0.edition), slots, prms, levels, floors)
    return args, out


def records(games, threads=None):
    """The records a launch of up to `games` games plays on, one per thread (at most
    `threads`: 64 under the simulator, 16,384 on a GPU; 72 KB each, 1.2 GB for 16,384),
    zeroed, as setup needs a fresh record to be; they stay on the GPU from launch to
    launch."""
    if threads is None:
        threads = 64 if numba.config.ENABLE_CUDASIM else 1 << 14
    return cuda.to_device(np.zeros(max(1, min(threads, games)), record_dtype()))


def launch(pieces, states, want_extra=False):
    """Play `pieces` ((match, first game, count) each, as launch_args) in one launch: a
    DominionChunk per piece."""
    rules = list(dict.fromkeys(rules_of(s) for m, _, _ in pieces for s in m.strategies))
    args, out = launch_args(pieces, states, want_extra, rules)
    block = 32
    kernel(tuple(rules))[(len(states) + block - 1) // block, block](*args, *out)
    vp, turns, end, fallbacks, fb_info, extra, _ = out
    if (end == END_UNSUPPORTED).any():
        raise RuntimeError("a game on the GPU reached code the CUDA path does not have")
    chunks, at = [], 0
    for _, first, count in pieces:
        part = slice(at, at + count)
        res = np.zeros((count, PLAYERS), RESULT)
        res["vp"], res["turns"] = vp[part], turns[part]
        chunks.append(DominionChunk(first, res, end[part], fallbacks[part],
                                    extra[part] if want_extra else None, fb_info[part]))
        at += count
    return chunks


def pieces_of(m, start, stop):
    """Match m's games start..stop-1 in the CPU engine's chunks: (m, first game, count)."""
    return [(m, first, min(m.chunk, stop - first)) for first in range(start, stop, m.chunk)]


def play(m, want_extra=False, start=0, stop=None, threads=None):
    """Yield match m's games start..stop-1 (default: all) as the CPU engine's chunks
    (match.play), played on the GPU (or under the simulator), a chunk a launch, each thread
    playing game after game on its record (`threads`: see `records`). Raises ValueError (one
    line) for a match the CUDA path cannot play, RuntimeError if a game reached code it does
    not have."""
    why = unsupported(m)
    if why:
        raise ValueError(why)
    stop = m.games if stop is None else stop
    states = records(min(m.chunk, stop - start), threads)
    for piece in pieces_of(m, start, stop):
        yield from launch([piece], states, want_extra)


BATCH = 1 << 18         # games a launch plays at most on a GPU (the results' host memory)


class GpuSource:
    """What plays a run's chunks on the GPU, for simcore.results.run_match (the `source`
    protocol of cli/running.py, as simcore.cluster.ClusterSource). Given a plan (the runs to
    come, in order: a tournament's matchups, an optimiser's generation), the first call
    plays the next planned runs over the same Supply together, up to `batch` games a launch,
    and later calls take their chunks, so that many short runs fill the GPU."""
    remote = True               # nothing to compile on the CPU before the run
    on_done = None

    def __init__(self, batch=None):
        self.batch = batch or (256 if numba.config.ENABLE_CUDASIM else BATCH)
        self._planned = []      # (match, want_extra, start), in the plan's order
        self._played = []       # (match, want_extra, start, chunks) played ahead

    def refuse(self, m):
        """Why match m cannot be played here (one line), or None (unsupported): the plans
        ask it of every matchup before they play any."""
        return unsupported(m)

    def prepare(self, m):
        for _ in play(m, start=0, stop=1):
            pass

    def plan(self, runs):
        """runs: (match, want_extra, start game) in the order they will be called, each
        to its match's last game."""
        self._planned = [(m, bool(w), start) for m, w, start in runs]
        self._played = []

    def __call__(self, m, want_extra=False, start=0, stop=None):
        want_extra = bool(want_extra)
        whole = stop is None or stop == m.games
        for i, (pm, pw, ps, chunks) in enumerate(self._played):
            if pm is m and (pw, ps) == (want_extra, start) and whole:
                del self._played[i]
                return iter(chunks)
        head = self._planned[0] if self._planned else None
        if not whole or head is None or head[0] is not m or head[1:] != (want_extra, start):
            self._planned, self._played = [], []        # the caller left the plan
            return play(m, want_extra, start, stop)
        self._play_ahead()
        return self(m, want_extra, start, stop)

    def _play_ahead(self):
        """Play the first planned run and the later ones over its Supply, turn limit and
        edition (to `batch` games in all; a longer run alone), in launches of at most
        `batch` games."""
        def key(m, w):
            cards, sizes = m.supply()
            return cards.tobytes(), sizes.tobytes(), m.turn_limit, m.edition, w
        first = key(*self._planned[0][:2])
        runs, left, total = [], [], 0
        for m, w, start in self._planned:
            games = m.games - start
            if not runs or (key(m, w) == first and total + games <= self.batch):
                why = unsupported(m)
                if why:
                    raise ValueError(why)
                runs.append((m, w, start))
                total += games
            else:
                left.append((m, w, start))
        self._planned = left
        pieces = [p for m, _, start in runs for p in pieces_of(m, start, m.games)]
        states = records(min(total, self.batch))
        chunks, at = [], 0
        while at < len(pieces):
            n, games = 1, pieces[at][2]
            while at + n < len(pieces) and games + pieces[at + n][2] <= self.batch:
                games += pieces[at + n][2]
                n += 1
            chunks += launch(pieces[at:at + n], states, runs[0][1])
            at += n
        for m, w, start in runs:
            k = len(pieces_of(m, start, m.games))
            self._played.append((m, w, start, chunks[:k]))
            chunks = chunks[k:]


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
    rules = list(dict.fromkeys(rules_of(s) for s in m.strategies))
    k = make_kernel(rules)
    args, out = launch_args([(m, 0, 1)], np.zeros(1, CUDA_STATE), True, rules)
    sig = tuple(numba.typeof(a) for a in args + out)
    with _compute_capability(cc):
        text, _ = cuda.compile_ptx(k.py_func, sig, cc=cc)
    return text
