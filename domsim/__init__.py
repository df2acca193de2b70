"""domsim's Python API, for notebooks and scripts (the `domsim` commands wrap it).

    from domsim import match, tournament, sweep_cards, sweep_kingdoms
    rank = tournament(["big-money", "smithy-bm", "double-witch"], games=2000)
    rank.attrs["crosstable"], rank.attrs["rows"], rank.attrs["metadata"]

Strategies are names (`domsim strategies`), `bm-<card>:k`, `FILE.py:NAME` or Strategy
objects. Every function returns a pandas DataFrame with the run's metadata (and its other
tables) in `df.attrs`, writes nothing unless given `out`, shows a progress bar (tqdm: also
in Jupyter; lines now and then where stderr is not a terminal; `progress=False` hides it) and raises DomsimError with the same one-line
message the command prints for bad input.
"""
from domsim.inputs import DomsimError

__all__ = ["DomsimError", "match", "tournament", "sweep_cards", "sweep_kingdoms", "sweep_params",
           "read_results", "derived_path", "random_kingdom", "kingdoms_from"]


# where each name lives: the files' helpers are every game's (domsim/runs.py), the runs
# Dominion's (domsim/dominion/api.py, sweeps.py); Intrige's are in domsim.intrige
SHARED = ("read_results", "derived_path")
SWEEPS = ("sweep_cards", "sweep_kingdoms", "sweep_params")


def __getattr__(name):
    """The runs are loaded on first use (PEP 562): `import domsim`, which every `domsim`
    command does for its checks, does not load the engine, the bots and pandas (about 1 s
    of each command's start, `--help` included; docs/architecture.md)."""
    if name in SHARED:
        from domsim import runs
        return getattr(runs, name)
    if name in SWEEPS:
        from domsim.dominion import sweeps
        return getattr(sweeps, name)
    if name in __all__:
        from domsim.dominion import api
        return getattr(api, name)
    raise AttributeError(f"module 'domsim' has no attribute {name!r}")


def __dir__():
    return sorted(list(globals()) + __all__)
