"""Running a plan's chunks on a Dask cluster (optional: `pip install -e ".[cluster]"`).

Game-neutral. A *task* is a small picklable object, defined in an installed module (so a
worker unpickles it by reference), with

    task.key       a short text unique in the run (the Dask key's tail, shown on the dashboard)
    task.version   the client's engine version: a worker with another one refuses the task
    task.run()     plays the task on the worker; returns a picklable result

`Cluster.map(tasks)` submits them and yields their results in the order of `tasks`,
whatever the order in which workers finish them, so the client writes its files exactly as a
local run does. At most a few tasks per worker thread are in flight at a time (memory stays
flat in the number of chunks). A worker that dies mid-task loses nothing: the scheduler hands
the task to another worker (after `distributed.scheduler.allowed-failures` deaths it gives
up, and so do we, with one line).

Nothing here is imported on the in-process path; `dask.distributed` is imported only when a
Cluster is opened.
"""
import os
import re
import uuid
from collections import deque

CONNECT_TIMEOUT = float(os.environ.get("DOMSIM_CONNECT_TIMEOUT", "10"))   # seconds
IN_FLIGHT_PER_THREAD = 2        # tasks queued per worker thread: keeps every thread busy
RETRIES = 2                     # re-runs of a task that raised on a worker (not a dead worker)


class ClusterError(RuntimeError):
    """The cluster cannot be used (unreachable, skewed, a task failed for good); the message
    is one line naming the problem and the fix."""


class Refused:
    """What a worker returns instead of a result when its engine is not the client's."""

    def __init__(self, worker, version):
        self.worker, self.version = worker, version


def _worker_address():
    try:
        from distributed import get_worker
        return get_worker().address
    except Exception:
        return "?"


def run_task(task, version_fn):
    """On a worker: play `task` unless this worker's engine version differs (a worker that
    joined late with another install)."""
    mine = version_fn()
    if mine != task.version:
        return Refused(_worker_address(), mine)
    return task.run()


def _valid_address(addr):
    return re.fullmatch(r"(tcp|tls|ucx|inproc|ws|wss)://[^\s/:]+(:\d{1,5})?/?", addr) is not None


class Cluster:
    """A Dask client, connected to `scheduler` ("tcp://HOST:PORT") or to a LocalCluster of
    `workers` processes started here (one thread each). Use as a context manager; `close()`
    stops a local cluster. Raises ClusterError (one line) when it cannot connect."""

    def __init__(self, scheduler=None, workers=None, version_fn=None, quiet=True):
        try:
            import distributed  # noqa: F401
        except ImportError:
            raise ClusterError("--scheduler/--workers need Dask: pip install -e \".[cluster]\" "
                               "(or pip install dask distributed)") from None
        from distributed import Client, LocalCluster
        self.version_fn = version_fn
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
            import logging
            if quiet:       # a local cluster's start-up chatter is not the user's business
                logging.getLogger("distributed").setLevel(logging.ERROR)
            self.local = LocalCluster(n_workers=int(workers), threads_per_worker=1,
                                      processes=True, dashboard_address=":0")
            self.client = Client(self.local, set_as_default=False)
        if version_fn is not None:
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
        mine = self.version_fn()
        found = self.client.run(self.version_fn, on_error="return")
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
                fut = client.submit(run_task, task, self.version_fn, pure=False,
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
                                                    self.version_fn()))
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
