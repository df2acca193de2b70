"""The game-neutral runner: a run (a game's Match: strategies, seed, games, settings) played
in chunks on threads, and the run loop that keeps its files (run_match).

Game i of a run is fully determined by (seed, i): it uses its own counter-based random
stream (simcore/rng.py), and entry e sits at seat (e - i) mod n (so the starting seat
rotates). Chunking and threads only decide which core plays which game, never what happens
in it.

A run object `m` (Dominion's is simcore.dominion.match.Match) provides:
    m.game          the Game (simcore/game.py)
    m.strategies    one strategy per entry; m.players == len(m.strategies)
    m.games, m.seed, m.threads, m.chunk
    m.setup_args()  the tuple passed to the game's compiled setup
    m.driver()      (simcore.driver.Driver, strategy id per entry)
"""
import collections
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .files import GameParts, clean_stale_temps, write_atomic
from .tables import games_schema, games_table, summary_table
from .tally import Tally


@dataclass
class Chunk:
    """Per-game results of games first..first+len-1, by entry."""
    first: int
    res: np.ndarray         # (games, entries) records of the game's result_dtype
    end: np.ndarray         # (games,) end reason (Game.end_names)
    fallbacks: np.ndarray   # (games, entries) illegal answers replaced by the default
    extra: np.ndarray = field(default=None)   # (games, entries, extra columns) or None
    fb_info: np.ndarray = field(default=None) # (games, entries, 5): each entry's first illegal
    #   answer in the game: decision kind, what asked, answer, turn, entry whose turn it was
    #   (only where fallbacks > 0)

    def __len__(self):
        return len(self.end)

    def __getattr__(self, name):
        # the result fields by name: chunk.vp, chunk.turns (Dominion)
        res = self.__dict__.get("res")
        if res is not None and res.dtype.names and name in res.dtype.names:
            return res[name]
        raise AttributeError(name)

    @property
    def players(self):
        return self.res.shape[1]

    def seats(self):
        """(games, entries): 0 for the entry that started the game."""
        n = self.players
        g = np.arange(self.first, self.first + len(self), dtype=np.int64)[:, None]
        return (np.arange(n)[None, :] - g) % n


class GameLoopError(RuntimeError):
    """The compiled game loop raised while playing games first..first+count-1 (numba reports
    an exception inside the parallel loop as a SystemError; the games say where to look)."""

    def __init__(self, first, count, error):
        super().__init__(f"games {first} to {first + count - 1}: {type(error).__name__}: "
                         f"{error}")
        self.first, self.count, self.error = first, count, error


class RunInterrupted(Exception):
    """run_match stopped on request after saving `done` of `total` games."""

    def __init__(self, done, total):
        super().__init__(f"interrupted after {done} of {total} games")
        self.done, self.total = done, total


class IllegalAnswer(Exception):
    """--strict: entry `entry` gave an illegal answer in game `game`; `info` is its first one
    there: (decision kind, what asked, answer, turn, entry whose turn it was)."""

    def __init__(self, entry, game, info, count):
        super().__init__(f"entry {entry}: illegal answer in game {game}")
        self.entry, self.game, self.info, self.count = entry, game, tuple(info), count


def on_threads(threads, work, pool=None):
    """Run work(t) for t = 0..threads-1, each on its own thread (compiled `nogil` workers
    run in parallel); on the calling thread when threads == 1. `pool`: a ThreadPoolExecutor
    to reuse."""
    if threads == 1:
        work(0)
    elif pool is not None:
        list(pool.map(work, range(threads)))
    else:
        with ThreadPoolExecutor(threads) as p:
            list(p.map(work, range(threads)))


def prm_rows(strategies):
    """The entries' parameter rows, zero-padded to the longest (a bot held as data carries
    its whole rule list in its row, so rows may differ in length); read-only, which numba
    types them as (simcore.driver.PRM_ROW): no rule can write its own or another's."""
    rows = [s.prm() for s in strategies]
    out = np.zeros((len(rows), max(len(r) for r in rows)), dtype=np.int64)
    for i, r in enumerate(rows):
        out[i, :len(r)] = r
    out.flags.writeable = False
    return out


def play(m, want_extra=False, start=0, stop=None):
    """Yield Chunk results for games start..stop-1 (default: all), in order (two chunks in
    flight on several threads: chunks_in_flight). `want_extra`: also the game's extra
    per-game numbers (Game.extra_columns)."""
    stop = m.games if stop is None else stop
    driver, sids = m.driver()
    nt = m.threads
    args = m.setup_args()
    n = m.players
    prms = prm_rows(m.strategies)
    states = new_states(m, 2 * nt if nt > 1 else 1)

    def launch(first, slot):
        k = min(m.chunk, stop - first)
        res, end, fb, fb_info, extra = chunk_arrays(m, k, want_extra)
        st = states[slot * nt:(slot + 1) * nt]

        def work(t):
            driver.run(st, t, m.seed, first, k, n, sids, prms, args, res, end, fb, fb_info,
                       extra, want_extra)
        return k, work, Chunk(first, res, end, fb, extra if want_extra else None, fb_info)

    yield from chunks_in_flight(nt, range(start, stop, m.chunk), launch)


def new_states(m, k):
    """k state records for run m: the run's own where it prepares them (a Dominion match
    compiles only the card sets its Supply uses), else the game's."""
    own = getattr(m, "new_states", None)
    return own(k) if own is not None else m.game.new_states(k)


def chunks_in_flight(threads, firsts, launch):
    """Yield launch's value for each chunk of `firsts` (their first games), in order, once
    its games are played. launch(first, slot) -> (count, work, value): work(t) plays thread
    t's share of the chunk's `count` games on the state records of `slot` (threads of them:
    0, or 1 for the chunk after), into arrays of the chunk's own.

    On several threads two chunks are in flight: each thread, done with its share of one
    chunk, goes on with its share of the next while the other thread finishes (and while the
    caller takes in the value). A chunk's threads otherwise waited for the slowest of them at
    its end (measured: 12% of a 2-thread match's game time, benchmarks/README.md). The
    compiled loop runs without the GIL: one Python thread per worker is enough. An exception
    of the loop is raised as the GameLoopError of its chunk, after every chunk before it;
    leaving early waits for the chunks in flight."""
    firsts = iter(firsts)
    if threads == 1:
        for first in firsts:
            count, work, value = launch(first, 0)
            try:
                work(0)
            except Exception as e:      # compiled code raised (a strategy dividing by zero...)
                raise GameLoopError(first, count, e) from e
            yield value
        return
    pool = ThreadPoolExecutor(threads)
    flight = collections.deque()

    def submit(first, slot):
        count, work, value = launch(first, slot)
        flight.append((first, count, value, [pool.submit(work, t) for t in range(threads)]))
    try:
        for slot, first in zip((0, 1), firsts):
            submit(first, slot)
        slot = 0                        # the slot of the chunk at the head of `flight`
        while flight:
            first, count, value, futures = flight.popleft()
            for f in futures:
                e = f.exception()
                if e is not None:
                    raise GameLoopError(first, count, e) from e
            nxt = next(firsts, None)
            if nxt is not None:
                submit(nxt, slot)
            slot ^= 1
            yield value
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def chunk_arrays(m, k, want_extra):
    """The loop's out arrays for k games of run m: results, end reasons, illegal answers
    (count; the first one's kind, source, answer, turn, entry) and extra numbers."""
    n = m.players
    nx = len(m.game.extra_columns(m))
    return (np.zeros((k, n), m.game.result_dtype), np.zeros(k, np.int64),
            np.zeros((k, n), np.int64), np.zeros((k, n, 5), np.int64),
            np.zeros((k, n, nx) if want_extra else (1, 1, 1), np.int16))


def loop_types(m, sids, prms, pol):
    """The numba types of the driver loop's arguments when `play` runs m (with these
    strategy ids, parameter rows and pol): what a second process compiles the loop for
    ahead of a cold run (simcore/prewarm.py)."""
    from numba import typeof
    states = new_states(m, 1)
    return tuple(typeof(a) for a in (states, 0, m.seed, 0, 1, m.players, sids, prms,
                                     m.setup_args(), *chunk_arrays(m, 1, False), False,
                                     pol))


def first_raise(m, first, count, budget=30.0):
    """The first of run m's games first..first+count-1 in which a strategy function raises,
    found by playing them step by step from Python (where numba raises the real exception):
    (game, entry, exception, state record at that decision, seat rotation), or None (none
    found within `budget` seconds)."""
    from .rng import game_key  # 10 ms of numba set-up: not at every command's start
    game = m.game
    driver, sids = m.driver()
    prms = prm_rows(m.strategies)
    args = m.setup_args()
    n = m.players
    g = new_states(m, 1)[0]
    t0 = time.perf_counter()
    for gi in range(first, first + count):
        if time.perf_counter() - t0 > budget:
            return None
        rot = gi % n
        game.setup(g, n, np.uint64(game_key(m.seed, gi)), args)
        while not g["done"]:
            me = int(g["dec_p"])
            e = (me + rot) % n
            try:
                x = driver.policy(sids[e], g, me, prms[e])
            except Exception as exc:
                return gi, e, exc, g, rot
            game.step(g, x)
    return None


# --- the run loop, with its files -------------------------------------------------------

SAVE_EVERY = 1.0            # seconds between rewrites of a partial summary


def run_match(m, out=None, games_out=None, progress=None, resume=None, stop=None,
              strict=False, command=None, resume_command=None, names=None, source=None):
    """Play run m (or its games not yet played, from `resume`, a Resume); write the summary
    to `out` and per-game rows to `games_out` (either may be None). `progress(k)` is called
    after each chunk of k games; `stop()`, if it returns True after a chunk, saves and raises
    RunInterrupted. `strict`: raise IllegalAnswer at the first chunk in which a strategy gave
    an illegal answer (before writing it; a new run's files are removed). `command` /
    `resume_command`: recorded in the summary's metadata. `source`: what plays the chunks,
    called as `play` is (default: `play`, in this process; simcore.cluster.ClusterSource
    plays them on a Dask cluster). Returns the summary Table.

    The summary at `out` is rewritten after the first chunk and then about once a second
    (SAVE_EVERY), always atomically, marked partial until the run completes; per-game rows go
    to one part file per chunk (simcore/files.py), combined when the run completes."""
    game = m.game
    tally = resume.tally if resume is not None else Tally(m.players, game)
    names = names or [s.name for s in m.strategies]
    if resume is not None and resume.complete and resume.done == m.games:
        return summary_table(tally, m, names, complete=True, command=command)   # nothing to do
    if out:
        clean_stale_temps(out)
    parts = None
    if games_out:
        clean_stale_temps(games_out)
        parts = resume.parts if resume is not None and resume.parts is not None else None
        if parts is None:
            parts = GameParts(games_out, out, m.chunk)
            parts.start()
        else:
            parts.prepare()
        schema = games_schema(m)
    extra = {"per_game": "true" if parts is not None else "false"}
    if resume_command:
        extra["resume"] = resume_command
    last_save = -1e9
    fresh = resume is None
    try:
        if tally.games < m.games:
            for chunk in (source or play)(m, want_extra=parts is not None, start=tally.games):
                share, result = game.outcomes(chunk.res)
                if strict and chunk.fallbacks.any():
                    i = int(np.flatnonzero(chunk.fallbacks.any(axis=1))[0])
                    e = int(np.flatnonzero(chunk.fallbacks[i])[0])
                    raise IllegalAnswer(e, chunk.first + i, chunk.fb_info[i, e].tolist(),
                                        int(chunk.fallbacks[i, e]))
                if parts is not None:
                    parts.write(games_table(chunk, share, result, schema, names), chunk.first)
                tally.add(chunk, share, result)
                if progress is not None:
                    progress(len(chunk))
                stopping = stop is not None and stop()
                if tally.games < m.games:
                    now = time.monotonic()
                    if out and (stopping or now - last_save >= SAVE_EVERY):
                        write_atomic(summary_table(tally, m, names, complete=False,
                                                   command=command, extra=extra), out,
                                     sync=True)
                        last_save = now
                    if stopping:
                        raise RunInterrupted(tally.games, m.games)
        table = summary_table(tally, m, names, complete=True, command=command)
        if parts is not None:
            parts.combine(schema)
        if out:
            write_atomic(table, out, sync=True)
        if parts is not None:
            parts.remove()
        return table
    except IllegalAnswer:
        if fresh:
            if out and Path(out).exists() and last_save > -1e9:
                Path(out).unlink()
            if parts is not None:
                parts.remove()
        raise
