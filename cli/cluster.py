"""`--scheduler` / `--workers`: the options that run a command's chunks on a Dask cluster
(simcore/cluster.py). Without them nothing here imports Dask."""
import contextlib
import os
import sys

import click

from cli.common import Whole
from domsim.inputs import DomsimError

MAX_WORKERS = 1024
DASK_LOG_LEVEL = "DASK_LOGGING__DISTRIBUTED"     # Dask's config from the environment


def cluster_options(f=None, expose=True):
    """--scheduler and --workers. `expose=False`: not passed to the command function but kept
    in the click context (`ctx.meta`) for `using_cluster(ctx)` / `use_cluster()`."""
    if f is None:
        return lambda g: cluster_options(g, expose)
    def keep(ctx, param, value):
        ctx.meta[f"domsim_{param.name}"] = value
        return value
    more = {} if expose else {"expose_value": False, "callback": keep}
    opts = [
        click.option("--scheduler", metavar="tcp://HOST:PORT", envvar="DOMSIM_SCHEDULER",
                     help="Play the chunks on the Dask cluster of this scheduler (env: "
                          "DOMSIM_SCHEDULER); needs pip install -e \".[cluster]\".", **more),
        click.option("--workers", type=Whole(1, MAX_WORKERS, " worker processes", "4"),
                     help="Play the chunks on a local Dask cluster of N worker processes "
                          "(one thread each unless --threads).", **more),
    ]
    for o in reversed(opts):
        f = o(f)
    return f


def open_cluster(scheduler, workers, threads=None, quiet=False, game_id="dominion"):
    """A chunk source for run_match playing on the cluster (closed when the command ends),
    or None without --scheduler/--workers. An unreachable scheduler, a worker with another
    engine version or without domsim: DomsimError (one line, exit 2) before anything runs.
    `threads`: threads each chunk uses on its worker (default 1)."""
    ctx = click.get_current_context()
    if workers and scheduler:
        from click.core import ParameterSource
        if ctx.get_parameter_source("scheduler") == ParameterSource.ENVIRONMENT:
            scheduler = None                    # --workers given here beats the environment
        else:
            raise DomsimError("give --scheduler (run on that cluster) or --workers (start a local "
                              "one), not both")
    if not scheduler and not workers:
        return None
    from simcore.cluster import Cluster, ClusterError, ClusterSource
    quiet_cluster()
    if not quiet and workers:
        click.echo(f"starting a local Dask cluster of {workers} worker processes...", err=True)
    try:
        cluster = Cluster(scheduler=scheduler, workers=workers, game_id=game_id)
    except ClusterError as e:
        raise DomsimError(str(e)) from None
    ctx.call_on_close(cluster.close)
    if not quiet:
        w = cluster.workers()
        where = "local cluster" if workers else f"cluster at {scheduler}"
        dash = cluster.dashboard()
        click.echo(f"{where}: {len(w)} workers, {sum(w.values())} threads"
                   + (f"; dashboard {dash}" if dash else ""), err=True)
    return ClusterSource(cluster, threads=threads or 1)


def quiet_cluster():
    """Keep Dask's chatter off the terminal: a run stopped by Ctrl-C or SIGTERM cancels the
    chunks in flight, which the workers of a local cluster (this terminal's processes) report
    as warnings, and a cluster generator left suspended by the stop is finalised only after
    the cluster is closed, where cancelling its tasks fails with "IOLoop is closed" (nothing
    is lost: the cluster is gone). Errors still show."""
    os.environ.setdefault(DASK_LOG_LEVEL, "error")     # read by every process Dask starts
    default = sys.unraisablehook

    def hook(unraisable):
        if isinstance(unraisable.exc_value, RuntimeError) and \
                "IOLoop is closed" in str(unraisable.exc_value):
            return
        default(unraisable)
    sys.unraisablehook = hook


def prepare(source, m):
    """Every worker loads (and, if its cache lacks them, compiles) the match's strategies and
    driver before the run: a strategy that fails there is one line."""
    from simcore.cluster import ClusterError
    from simcore.shipping import NotShippable
    try:
        source.prepare(m)
    except (ClusterError, NotShippable) as e:
        raise DomsimError(str(e)) from None


@contextlib.contextmanager
def using_cluster(ctx, threads=None, quiet=False, game_id="dominion"):
    """For commands that play many runs through simcore.cluster.current() (plans): the
    cluster of the --scheduler/--workers kept in ctx.meta (cluster_options(expose=False)),
    in use within the block; nothing without them."""
    from simcore.cluster import using
    source = open_cluster(ctx.meta.get("domsim_scheduler"), ctx.meta.get("domsim_workers"),
                          threads, quiet, game_id)
    with using(source):
        yield source


def use_cluster(quiet=False, threads=None, game_id="dominion", device=None):
    """using_cluster for the rest of the command (a command whose body is not one block);
    `device`: the chunk source of --device gpu (cli/dominion/device.py), in use instead."""
    from simcore.cluster import using
    ctx = click.get_current_context()
    cm = using_cluster(ctx, threads, quiet, game_id) if device is None else using(device)
    cm.__enter__()
    ctx.call_on_close(lambda: cm.__exit__(None, None, None))
