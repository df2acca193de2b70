"""--device gpu: a run's chunks played by the CUDA path (simcore/dominion/cuda.py), for
`match`, the plan commands (tournament, sweeps) and `optimise`. Each refuses, in one line and before
anything compiles or plays, a machine without numba-cuda or a GPU and every matchup the
CUDA path cannot play (cuda.unsupported)."""
import click

from domsim.inputs import DomsimError

DROP = "drop --device gpu to play on the CPU"


def device_option(f):
    """--device cpu|gpu for the plan commands: not passed to the command function, but kept
    in the click context as the factory of its chunk source (ctx.meta["domsim_source"]),
    which cli.plans.run_api opens around the run."""
    def keep(ctx, param, value):
        if value == "gpu":
            ctx.meta["domsim_source"] = gpu_source
        return value
    return click.option("--device", type=click.Choice(["cpu", "gpu"]), default="cpu",
                        show_default=True, expose_value=False, callback=keep,
                        help="Where the games are played: gpu plays 2-player matchups of the "
                             "base game's cards between buy-and-play-rule bots on a CUDA GPU "
                             "(needs numba-cuda); anything else is refused.")(f)


def checked_device(kingdom, players, strategies):
    """The --device gpu chunk source of a command that is not a plan (optimise; for
    cli.cluster.use_cluster), or None without the option: refused in one line unless a match
    on the kingdom for `players` players and each of `strategies` (against
    big-money-ultimate) is one the GPU plays."""
    from cli.plans import device_source
    from simcore.dominion.match import Match
    from strategies.dominion import REGISTRY
    ctx = click.get_current_context()
    if ctx.meta.get("domsim_source") is None:
        return None
    ref = REGISTRY["big-money-ultimate"]
    return device_source(ctx, [Match([s] + [ref] * (players - 1), list(kingdom), games=1)
                               for s in [ref, *strategies]])


def gpu_source(matches=()):
    """The chunk source that plays on the GPU, once numba-cuda, a GPU and every match of
    `matches` pass; else a one-line DomsimError naming what is missing or not supported."""
    import importlib.util
    if importlib.util.find_spec("numba_cuda") is None:
        raise DomsimError("--device gpu needs the numba-cuda package (pip install "
                          f"'numba-cuda[cu13]'); or {DROP}")
    from simcore.dominion import cuda
    for m in matches:
        why = cuda.unsupported(m)
        if why:
            raise DomsimError(f"--device gpu: {why}; {DROP}")
    if not cuda.available():
        raise DomsimError(f"--device gpu: no CUDA GPU is available here (numba.cuda found "
                          f"none); {DROP}")
    return cuda.GpuSource()
