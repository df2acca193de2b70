"""Running a plan's chunks on a Dask cluster (optional: `pip install -e ".[cluster]"`).

Game-neutral. A *task* is a small picklable object, defined in an installed module (so a
worker unpickles it by reference), with

    task.key       a short text unique in the run (the Dask key's tail, shown on the dashboard)
    task.game_id   the game it plays
    task.version   the client's version of that game's engine: a worker with another one
                   refuses the task
    task.run()     plays the task on the worker; returns a picklable result

ChunkTask (below) is the task of one chunk of a run, and ClusterSource the chunk source that
runner.run_match takes (`source=`) to play a run's chunks on the cluster.

`Cluster.map(tasks)` submits them and yields their results in the order of `tasks`,
whatever the order in which workers finish them, so the client writes its files exactly as a
local run does. At most a few tasks per worker thread are in flight at a time (memory stays
flat in the number of chunks). A worker that dies mid-task loses nothing: the scheduler hands
the task to another worker (after `distributed.scheduler.allowed-failures` deaths it gives
up, and so do we, with one line).

Nothing here is imported on the in-process path; `dask.distributed` is imported only when a
Cluster is opened.
"""
import contextlib
import contextvars
import copy
import importlib
import logging
import os
import re
import signal
import threading
import time
import uuid
from collections import deque
from dataclasses import dataclass

import numpy as np

from . import games
from .results import version_string
from .runner import Chunk, GameLoopError, play

CONNECT_TIMEOUT = float(os.environ.get("DOMSIM_CONNECT_TIMEOUT", "10"))   # seconds
IN_FLIGHT_PER_THREAD = 2        # tasks queued per worker thread: keeps every thread busy
RETRIES = 2                     # re-runs of a task that raised on a worker (not a dead worker)


class ClusterError(RuntimeError):
    """The cluster cannot be used (unreachable, skewed, a task failed for good); the message
    is one line naming the problem and the fix."""


class Refused:
    """What a worker returns instead of a result when its engine is not the client's."""

    def __init__(self, worker, version, wanted):
        self.worker, self.version, self.wanted = worker, version, wanted


def _worker_address():
    try:
        from distributed import get_worker  # optional (the cluster extra): used here only
        return get_worker().address
    except Exception:
        return "?"


def worker_version(game_id="dominion"):
    """`<package version>+<engine version>` of a game, here (on a worker: there)."""
    return version_string(games.get(game_id))


def run_task(task):
    """On a worker: play `task` unless this worker's engine version differs (a worker that
    joined late with another install)."""
    mine = worker_version(task.game_id)
    if mine != task.version:
        return Refused(_worker_address(), mine, task.version)
    return task.run()


def _without_sigint(start):
    """start() with SIGINT ignored, so that the worker processes it spawns inherit that: a
    Ctrl-C in the terminal reaches the whole process group, and it is the client's to
    handle (stop after the current chunk, save), not the workers'."""
    if threading.current_thread() is not threading.main_thread():
        return start()
    old = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return start()
    finally:
        signal.signal(signal.SIGINT, old)


def _quiet_workers(client):
    """Silence Dask's own logs in the local workers (this process keeps its errors).
    LocalCluster's silence_logs reaches only their nanny's logger, and a worker still busy
    with a chunk when an interrupted run closes the scheduler logs a failed heartbeat,
    traceback and all, on the user's terminal. A worker plugin also reaches the workers
    started later (to replace one that died)."""
    from distributed import WorkerPlugin

    class QuietLogs(WorkerPlugin):
        name = "domsim-quiet-logs"

        def setup(self, worker):
            logging.getLogger("distributed").setLevel(logging.CRITICAL)

    client.register_plugin(QuietLogs())


def _valid_address(addr):
    return re.fullmatch(r"(tcp|tls|ucx|inproc|ws|wss)://[^\s/:]+(:\d{1,5})?/?", addr) is not None


class Cluster:
    """A Dask client, connected to `scheduler` ("tcp://HOST:PORT") or to a LocalCluster of
    `workers` processes started here (one thread each). Use as a context manager; `close()`
    stops a local cluster. Raises ClusterError (one line) when it cannot connect."""

    def __init__(self, scheduler=None, workers=None, game_id="dominion", quiet=True):
        try:
            import distributed  # noqa: F401
        except ImportError:
            raise ClusterError("--scheduler/--workers need Dask: pip install -e \".[cluster]\" "
                               "(or pip install dask distributed)") from None
        from distributed import Client, LocalCluster  # optional: imported when one is used
        self.game_id = game_id
        self.local = None
        self.done = 0               # tasks finished on the cluster (in any order)
        self.submitted = 0
        self.run_id = uuid.uuid4().hex[:8]
        if scheduler:
            scheduler = scheduler.strip()
            if "://" not in scheduler:
                scheduler = "tcp://" + scheduler
            if not _valid_address(scheduler):
                raise ClusterError(f"--scheduler {scheduler!r} is not an address; give "
                                   "tcp://HOST:PORT (e.g. tcp://10.0.0.5:8786)")
            try:
                self.client = Client(scheduler, timeout=CONNECT_TIMEOUT, set_as_default=False)
            except (OSError, TimeoutError) as e:
                why = " ".join(str(e).split())[:160]
                raise ClusterError(f"cannot reach the Dask scheduler at {scheduler} within "
                                   f"{CONNECT_TIMEOUT:g} s ({why}); start it with `dask "
                                   "scheduler` there, or check the address and port") from None
        else:
            if quiet:       # a local cluster's start-up chatter is not the user's business
                logging.getLogger("distributed").setLevel(logging.ERROR)
            try:
                self.local = _without_sigint(lambda: LocalCluster(
                    n_workers=int(workers), threads_per_worker=1, processes=True,
                    dashboard_address=":0"))
            except RuntimeError as e:
                if "failed to start" not in str(e):
                    raise
                # each worker process imports the main script again (Dask starts them with
                # spawn): a script that makes a Cluster at its top level makes one in every
                # worker, which cannot start processes while it is being imported
                raise ClusterError(f"the local cluster's workers did not start ({e}); in a "
                                   "script, make the Cluster under `if __name__ == "
                                   "\"__main__\":`, since each worker process imports the "
                                   "script again") from None
            self.client = Client(self.local, set_as_default=False)
            if quiet:
                _quiet_workers(self.client)
        self.check_versions()

    # --- what the cluster is ----------------------------------------------------------

    def workers(self):
        """{worker address: threads}, as the scheduler last reported them."""
        info = self.client.scheduler_info(n_workers=-1)
        return {a: w.get("nthreads", 1) for a, w in info.get("workers", {}).items()}

    def threads(self):
        return max(sum(self.workers().values()), 1)

    def dashboard(self):
        """The dashboard's address, or None when the scheduler serves none (no bokeh)."""
        info = self.client.scheduler_info(n_workers=0)
        if "dashboard" not in (info.get("services") or {}):
            return None
        try:
            return self.client.dashboard_link
        except Exception:
            return None

    def wait_for_workers(self, n=1, timeout=60):
        try:
            self.client.wait_for_workers(n, timeout=timeout)
        except (TimeoutError, OSError):
            raise ClusterError(f"no Dask worker joined the scheduler within {timeout} s; start "
                               "workers with `dask worker tcp://SCHEDULER:8786`") from None

    def check_versions(self):
        """Every worker runs the client's engine version; else one line naming a worker."""
        self.wait_for_workers()
        mine = worker_version(self.game_id)
        found = self.client.run(worker_version, self.game_id, on_error="return")
        for addr, v in sorted(found.items()):
            if isinstance(v, BaseException):
                why = " ".join(f"{type(v).__name__}: {v}".split())[:160]
                raise ClusterError(f"worker {addr} cannot run domsim ({why}); install the same "
                                   "domsim there (pip install -e \".[cluster]\")")
            if v != mine:
                raise ClusterError(skew_message(addr, v, mine))

    def run_on_workers(self, fn, *args):
        """fn(*args) on every current worker (e.g. to load and compile strategies once each);
        an exception on a worker becomes a ClusterError naming it."""
        found = self.client.run(fn, *args, on_error="return")
        for addr, v in sorted(found.items()):
            if isinstance(v, BaseException):
                raise remote_error(addr, v)
        return found

    # --- running tasks ----------------------------------------------------------------

    def map(self, tasks, on_done=None):
        """Submit tasks (an iterable) and yield their results in order. `on_done(n)` is called
        (in a Dask thread) with the number of tasks finished so far, in any order."""
        client = self.client
        pending = deque()
        it = iter(tasks)
        exhausted = False

        def done_callback(fut):
            if fut.status == "finished":
                self.done += 1
                if on_done is not None:
                    on_done(self.done)

        def fill():
            nonlocal exhausted
            limit = IN_FLIGHT_PER_THREAD * self.threads() + 1
            while not exhausted and len(pending) < limit:
                try:
                    task = next(it)
                except StopIteration:
                    exhausted = True
                    break
                self.submitted += 1     # keys unique in the client's life (one per task)
                fut = client.submit(run_task, task, pure=False,
                                    retries=RETRIES, key=f"domsim-chunk-{self.run_id}-"
                                                         f"{self.submitted}-{task.key}")
                fut.add_done_callback(done_callback)
                pending.append(fut)

        try:
            fill()
            while pending:
                fut = pending[0]
                try:
                    result = fut.result()
                except Exception as e:
                    raise task_failed(e) from None
                pending.popleft()
                fut.release()
                if isinstance(result, Refused):
                    raise ClusterError(skew_message(result.worker, result.version,
                                                    result.wanted))
                fill()
                yield result
        finally:
            for fut in pending:
                fut.cancel()

    def close(self):
        try:
            self.client.close()
        finally:
            if self.local is not None:
                self.local.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def skew_message(worker, theirs, mine):
    return (f"worker {worker} runs domsim {theirs}, this client {mine}; install the same "
            "version on every worker (and here), then restart the workers")


def task_failed(e):
    """A task that failed for good, as one line."""
    name = type(e).__name__
    if name == "KilledWorker":
        return ClusterError(f"a chunk killed every worker that ran it ({e}); the workers may "
                            "be running out of memory: use smaller --chunk")
    why = " ".join(str(e).split())[:200]
    return ClusterError(f"a chunk failed on the cluster after {RETRIES} retries: {name}: {why}")


def remote_error(addr, e):
    why = " ".join(f"{type(e).__name__}: {e}".split())[:300]
    return ClusterError(f"worker {addr}: {why}")


# --- the source in use ------------------------------------------------------------------
#
# Code that plays many runs (plans: tournaments, sweeps) asks `current()` for the chunk
# source to play them with; `with using(source):` sets it (the commands' --scheduler and
# --workers, or a notebook).

_current = contextvars.ContextVar("domsim_chunk_source", default=None)


@contextlib.contextmanager
def using(source):
    """Within the block, current() is `source` (a ClusterSource, or None: in-process)."""
    token = _current.set(source)
    try:
        yield source
    finally:
        _current.reset(token)


def current():
    """The chunk source set by `using` (None: play in this process)."""
    return _current.get()


# --- chunks as tasks (any game) ---------------------------------------------------------
#
# A game makes its runs shippable with a module simcore/<game>/tasks.py that defines
# spec_for(m, threads) -> a small picklable spec of run m (its strategies by name or by their
# file's text, its settings) with .game_id, .digest() and .build() (the run, rebuilt on the
# worker). Chunk tasks carry the spec; results travel back narrowed.

def _narrow(a):
    """a in the smallest signed integer type that holds its values (exactly)."""
    if a.size == 0:
        return a.astype(np.int8)
    lo, hi = int(a.min()), int(a.max())
    for t in (np.int8, np.int16, np.int32):
        info = np.iinfo(t)
        if info.min <= lo and hi <= info.max:
            return a.astype(t)
    return a


class Packed:
    """A runner.Chunk as it travels back from a worker: each integer array in the smallest
    type that holds it, the illegal-answer details only where there are some."""

    def __init__(self, c):
        self.first = c.first
        self.dtype = c.res.dtype
        self.res = {f: _narrow(c.res[f]) for f in c.res.dtype.names}
        self.end = _narrow(c.end)
        self.fallbacks = _narrow(c.fallbacks)
        where = np.argwhere(c.fallbacks > 0)
        self.fb_where = where.astype(np.int32)
        self.fb_rows = c.fb_info[where[:, 0], where[:, 1]]
        self.extra = c.extra

    def chunk(self):

        k, n = self.fallbacks.shape
        res = np.zeros((k, n), self.dtype)
        for f, a in self.res.items():
            res[f] = a
        fb_info = np.zeros((k, n, 5), np.int64)
        fb_info[self.fb_where[:, 0], self.fb_where[:, 1]] = self.fb_rows
        return Chunk(self.first, res, self.end.astype(np.int64),
                     self.fallbacks.astype(np.int64), self.extra, fb_info)


class LoopFailure:
    """The compiled loop raised on the worker (a strategy's bug): raised again on the client
    as runner.GameLoopError, which says where to look."""

    def __init__(self, first, count, kind, message):
        self.first, self.count, self.kind, self.message = first, count, kind, message

    def error(self):
        return GameLoopError(self.first, self.count,
                             type(self.kind, (Exception,), {})(self.message))


_RUNS = {}                  # spec digest -> run: strategies load once per worker


def run_for(spec):
    key = (spec.game_id, spec.digest())
    m = _RUNS.get(key)
    if m is None:
        m = spec.build()
        driver = m.driver()             # find the driver once, not per chunk
        m.driver = lambda: driver
        if len(_RUNS) >= 16:
            _RUNS.clear()
        _RUNS[key] = m
    return m


def _with_chunk(m, chunk):
    """A copy of run m (with its cached driver) playing `chunk` games a chunk: a worker with
    several threads runs several chunks of one run at once."""
    m = copy.copy(m)
    m.chunk = chunk
    return m


def prepare(spec):
    """On a worker, before a run: load the strategies and the driver, and play one game
    (the driver compiles at its first call) so that every worker compiles once, up front."""

    t0 = time.perf_counter()
    m = _with_chunk(run_for(spec), 1)
    try:
        for _ in play(m, start=0, stop=1):
            pass
    except GameLoopError:
        pass                # a strategy's bug: the run's chunks report it, with the game
    return time.perf_counter() - t0


@dataclass
class ChunkTask:
    """Games first..first+count-1 of the run described by `spec`."""
    spec: object
    first: int
    count: int
    want_extra: bool
    version: str

    @property
    def key(self):
        return str(self.first)

    @property
    def game_id(self):
        return self.spec.game_id

    def run(self):
        m = _with_chunk(run_for(self.spec), self.count)
        try:
            (c,) = list(play(m, want_extra=self.want_extra, start=self.first,
                             stop=self.first + self.count))
        except GameLoopError as e:
            return LoopFailure(e.first, e.count, type(e.error).__name__, str(e.error))
        return Packed(c)


def spec_for(m, threads=1):
    """The spec of run m, from its game's tasks module (NotShippable when a strategy cannot
    be described to another machine)."""
    return importlib.import_module(f"simcore.{m.game.id}.tasks").spec_for(m, threads)


class ClusterSource:
    """A chunk source for runner.run_match (`source=`, in place of runner.play) that plays
    the chunks on a Cluster and yields them in game order.

    A plan of many runs (a tournament, a sweep) says what comes with `plan(runs)`: the chunks
    of the next runs are then submitted while the current one finishes, so workers never
    wait between matchups. A call that does not follow the plan simply runs on its own."""

    def __init__(self, cluster, threads=1, on_done=None):
        self.cluster, self.threads, self.on_done = cluster, int(threads or 1), on_done
        self._stream = None         # results of the plan's tasks, in order
        self._tasks = None          # the plan's tasks submitted and not yet consumed

    @property
    def remote(self):
        """Whether the workers are on other machines (a scheduler given), not started here."""
        return self.cluster.local is None

    def prepare(self, m):
        """Every current worker loads the run's strategies and driver (compiles once each)."""
        return self.cluster.run_on_workers(prepare, spec_for(m, self.threads))

    def _tasks_of(self, m, want_extra, start, stop):
        spec = spec_for(m, self.threads)
        version = version_string(m.game)
        stop = m.games if stop is None else stop
        for f in range(start, stop, m.chunk):
            yield ChunkTask(spec, f, min(m.chunk, stop - f), bool(want_extra), version)

    def plan(self, runs):
        """runs: (run, want_extra, start game) in the order run_match will be called."""
        self.drop_plan()
        self._tasks = deque()

        def tasks():
            for m, want_extra, start in runs:
                for t in self._tasks_of(m, want_extra, start, None):
                    self._tasks.append(t)
                    yield t
        self._stream = self.cluster.map(tasks(), self.on_done)

    def drop_plan(self):
        if self._stream is not None:
            self._stream.close()            # cancels what is in flight
        self._stream = self._tasks = None

    def __call__(self, m, want_extra=False, start=0, stop=None):
        tasks = list(self._tasks_of(m, want_extra, start, stop))
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
        if self._tasks.popleft() != tasks[0]:
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
