"""A match's chunks as small picklable tasks that any machine with domsim installed can play
(simcore.cluster runs them on a Dask cluster).

A task names its strategies by spec (built-in names, `bm-<card>:k`) and carries the source
of user strategy files; a worker writes such a file into its cache folder under the file's
hash (or uses the client's own path when it holds the same bytes, as on one machine), so
every worker loads and compiles each strategy set once. Game i depends on (seed, i) alone,
and a task plays exactly the games of one chunk of the local run, so results are identical
to a local run's whatever worker plays which chunk.

Results travel back narrowed (the smallest integer type that holds each array, illegal-answer
details only where there are some) and are widened again on the client.
"""
import hashlib
import os
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from simcore import cache_root

from .match import Chunk, GameLoopError, Match, play


class NotShippable(ValueError):
    """A strategy that cannot be described to another machine (one-line message)."""


@dataclass(frozen=True)
class MatchSpec:
    entries: tuple          # per entry: a strategy spec, or ("file", sha, name)
    files: tuple            # (sha, file name, bytes, client's path) per user file
    kingdom: tuple
    seed: int
    turn_limit: int
    edition: int
    threads: int            # threads each chunk uses on its worker

    def digest(self):
        h = hashlib.sha256(repr((self.entries, [f[0] for f in self.files], self.kingdom,
                                 self.seed, self.turn_limit, self.edition,
                                 self.threads)).encode())
        return h.hexdigest()[:16]


def _strategy_spec(s, files):
    """How entry strategy s is named to a worker; user files go into `files`."""
    from strategies import REGISTRY, StrategyError, get

    from .driver import _triple
    origin = getattr(s, "origin", None)
    if origin:
        path, name = origin.rsplit(":", 1)
        data = Path(path).read_bytes()
        sha = hashlib.sha256(data).hexdigest()
        files.setdefault(sha, (sha, os.path.basename(path), data, path))
        return ("file", sha, name)
    if REGISTRY.get(s.name) is s:
        return s.name
    try:
        again = get(s.name, compile=False)
    except StrategyError:
        again = None
    if again is None or _triple(again) != _triple(s) or \
            not np.array_equal(again.prm(), s.prm()):
        raise NotShippable(f"strategy {s.name!r} is defined in Python code here, so the "
                           "cluster's workers cannot rebuild it; put it in a strategy file "
                           "(FILE.py:NAME) and name that")
    return s.name


def spec_for(m: Match, threads=1):
    files = {}
    entries = tuple(_strategy_spec(s, files) for s in m.strategies)
    return MatchSpec(entries, tuple(files.values()), tuple(int(c) for c in m.kingdom),
                     int(m.seed), int(m.turn_limit), int(m.edition), int(threads))


# --- on the worker --------------------------------------------------------------------

def local_file(sha, name, data, client_path):
    """A path on this machine holding the bytes of a user strategy file: the client's own
    path when it holds them (one machine, a shared disk), else a copy in the cache folder."""
    try:
        if hashlib.sha256(Path(client_path).read_bytes()).hexdigest() == sha:
            return client_path
    except OSError:
        pass
    target = cache_root() / "cluster" / sha[:16] / name
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(f".tmp{os.getpid()}")
        tmp.write_bytes(data)
        os.replace(tmp, target)
    return str(target)


_MATCHES = {}               # spec digest -> Match: strategies are loaded once per worker


def match_for(spec: MatchSpec):
    key = spec.digest()
    m = _MATCHES.get(key)
    if m is None:
        from strategies import get
        paths = {f[0]: local_file(*f) for f in spec.files}
        strats = [get(f"{paths[e[1]]}:{e[2]}") if isinstance(e, tuple) else get(e)
                  for e in spec.entries]
        m = Match(strats, list(spec.kingdom), games=1, seed=spec.seed, threads=spec.threads,
                  chunk=1, turn_limit=spec.turn_limit, edition=spec.edition)
        if len(_MATCHES) >= 16:
            _MATCHES.clear()
        _MATCHES[key] = m
    return m


def prepare(spec: MatchSpec):
    """Load the strategies and the driver (compiling what the cache lacks) before the run."""
    import time
    t0 = time.perf_counter()
    m = match_for(spec)
    try:
        for _ in play(m, start=0, stop=1):      # the driver compiles at its first call
            pass
    except GameLoopError:
        pass                # a strategy's bug: the run's chunks report it, with the game
    return time.perf_counter() - t0


def _narrow(a):
    """a in the smallest signed integer type that holds its values."""
    if a.size == 0:
        return a.astype(np.int8)
    lo, hi = int(a.min()), int(a.max())
    for t in (np.int8, np.int16, np.int32):
        info = np.iinfo(t)
        if info.min <= lo and hi <= info.max:
            return a.astype(t)
    return a


@dataclass
class Packed:
    """A Chunk as it travels back from a worker."""
    first: int
    vp: np.ndarray
    turns: np.ndarray
    end: np.ndarray
    fallbacks: np.ndarray
    fb_where: np.ndarray        # (k, 2) game, entry where fallbacks > 0
    fb_rows: np.ndarray         # (k, 5) their fb_info
    owned: object

    @classmethod
    def of(cls, c: Chunk):
        where = np.argwhere(c.fallbacks > 0)
        return cls(c.first, _narrow(c.vp), _narrow(c.turns), _narrow(c.end),
                   _narrow(c.fallbacks), where.astype(np.int32),
                   c.fb_info[where[:, 0], where[:, 1]], c.owned)

    def chunk(self):
        k, n = self.vp.shape
        fb_info = np.zeros((k, n, 5), np.int64)
        fb_info[self.fb_where[:, 0], self.fb_where[:, 1]] = self.fb_rows
        return Chunk(self.first, self.vp.astype(np.int64), self.turns.astype(np.int64),
                     self.end.astype(np.int64), self.fallbacks.astype(np.int64), self.owned,
                     fb_info)


@dataclass
class LoopFailure:
    """The compiled loop raised on the worker (a strategy's bug): raised again on the client
    as GameLoopError, which says where to look."""
    first: int
    count: int
    kind: str
    message: str

    def error(self):
        return GameLoopError(self.first, self.count, type(self.kind, (Exception,), {})(
            self.message))


@dataclass
class ChunkTask:
    """Games first..first+count-1 of the match `spec`."""
    spec: MatchSpec
    first: int
    count: int
    want_owned: bool
    version: str

    @property
    def key(self):
        return str(self.first)

    def run(self):
        # a copy: a worker with several threads runs several tasks of one match at once
        m = replace(match_for(self.spec), chunk=self.count)
        try:
            chunks = list(play(m, want_owned=self.want_owned, start=self.first,
                               stop=self.first + self.count))
        except GameLoopError as e:
            return LoopFailure(e.first, e.count, type(e.error).__name__, str(e.error))
        return Packed.of(chunks[0])


class ClusterSource:
    """A chunk source for run_match (in place of match.play) that plays the chunks on a
    simcore.cluster.Cluster and yields them in game order.

    A plan of many matches (a tournament, a sweep) tells it what comes with `plan(runs)`:
    the chunks of the next matches are then submitted while the current one finishes, so
    workers never wait between matches. Calls that do not follow the plan simply run on
    their own."""

    def __init__(self, cluster, threads=1, on_done=None):
        self.cluster, self.threads, self.on_done = cluster, int(threads or 1), on_done
        self._stream = None         # results of the plan's tasks, in order
        self._tasks = None          # the plan's tasks submitted and not yet consumed

    def prepare(self, m):
        """Every current worker loads the strategies and the driver (compiles once each)."""
        return self.cluster.run_on_workers(prepare, spec_for(m, self.threads))

    def _tasks_of(self, m, want_owned, start, stop, version):
        spec = spec_for(m, self.threads)
        stop = m.games if stop is None else stop
        for f in range(start, stop, m.chunk):
            yield ChunkTask(spec, f, min(m.chunk, stop - f), bool(want_owned), version)

    def plan(self, runs):
        """runs: (Match, want_owned, start game) in the order run_match will be called."""
        from collections import deque

        from simcore.results import version_string
        self.drop_plan()
        version = version_string()
        self._tasks = deque()

        def tasks():
            for m, want_owned, start in runs:
                for t in self._tasks_of(m, want_owned, start, None, version):
                    self._tasks.append(t)
                    yield t
        self._stream = self.cluster.map(tasks(), self.on_done)

    def drop_plan(self):
        if self._stream is not None:
            self._stream.close()            # cancels what is in flight
        self._stream = self._tasks = None

    def __call__(self, m, want_owned=False, start=0, stop=None):
        from simcore.results import version_string
        tasks = list(self._tasks_of(m, want_owned, start, stop, version_string()))
        results = self._planned(tasks)
        if results is None:
            results = self.cluster.map(tasks, self.on_done)
        for r in results:
            if isinstance(r, LoopFailure):
                self.drop_plan()
                raise r.error()
            yield r.chunk()

    def _planned(self, tasks):
        """The plan's stream for these tasks, when they are what the plan has next."""
        if self._stream is None or not tasks:
            return None
        try:
            first = next(self._stream)      # (this submits the task too)
        except StopIteration:
            self.drop_plan()
            return None
        head = self._tasks.popleft()
        if head != tasks[0]:
            self.drop_plan()                # the caller left the plan: run on our own
            return None

        def rest():
            yield first
            for t in tasks[1:]:
                r = next(self._stream)
                if self._tasks.popleft() != t:
                    raise RuntimeError("chunk plan out of step")   # cannot happen
                yield r
        return rest()
