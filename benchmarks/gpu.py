"""The CUDA path's speed (simcore/dominion/cuda.py): games/s on the GPU beside the same
machine's CPU cores running the engine, per matchup, and a check that every game is the
CPU's.

    python -m benchmarks.gpu [--games N] [--chunk C] [--threads T] [--cpu-threads K]
                             [--optimise GAMES]

Each matchup: the kernel is compiled and warmed on a first launch (the compile time is
printed apart), then N games are timed on the GPU (wall time, launches of C games, T GPU
threads each playing game after game on its record) and the same N games on K CPU threads
(the engine, `simcore.dominion.match.play`, after a warm-up). Every game's VP, turns and end
are compared; a difference is a bug (exit status 1). With --optimise, also the optimiser's
search on First Game (`domsim optimise --kingdom first-game --budget GAMES --device gpu`):
its wall time with the GPU's source, whose launches take a generation's jobs together,
beside the CPU's threads, and whether both find the same bot. Needs numba-cuda and a GPU;
under NUMBA_ENABLE_CUDASIM=1 it runs (slowly) as a check of the script itself.
"""
import argparse
import os
import sys
import time

import numpy as np

from simcore.cluster import using
from simcore.dominion import cuda
from simcore.dominion.cards import PRESETS, card_id
from simcore.dominion.match import Match, kingdom_from, play
from strategies.dominion import REGISTRY
from strategies.dominion import optimiser as op

MATCHUPS = [("BM mirror", ["big-money", "big-money"]),
            ("smithy-bm vs big-money", ["smithy-bm", "big-money"])]
SEED = 1


def columns(chunks):
    chunks = list(chunks)
    return [np.concatenate([getattr(c, f) for c in chunks]) for f in ("vp", "turns", "end")]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1_000_000)
    ap.add_argument("--chunk", type=int, default=1_000_000)
    ap.add_argument("--threads", type=int, default=None,
                    help="GPU threads (records); default: cuda.play's")
    ap.add_argument("--cpu-threads", type=int, default=os.cpu_count())
    ap.add_argument("--optimise", type=int, default=0, metavar="GAMES",
                    help="also time the optimiser's search on First Game, GAMES games")
    a = ap.parse_args(argv)
    if not cuda.available():
        sys.exit("benchmarks.gpu: no CUDA GPU here (numba.cuda found none)")
    if a.games == 0:
        return 0 if optimise(a.optimise) else 1
    bad = 0
    for label, names in MATCHUPS:
        bots = [REGISTRY[n] for n in names]
        m = Match(bots, kingdom_from(None, bots), games=a.games, seed=SEED, chunk=a.chunk,
                  threads=a.cpu_threads)
        t = time.perf_counter()
        columns(cuda.play(m, start=0, stop=1, threads=a.threads))
        compile_s = time.perf_counter() - t
        t = time.perf_counter()
        gpu = columns(cuda.play(m, threads=a.threads))
        gpu_s = time.perf_counter() - t
        columns(play(m, start=0, stop=min(a.games, 1000)))     # CPU warm-up
        t = time.perf_counter()
        cpu = columns(play(m))
        cpu_s = time.perf_counter() - t
        same = all(np.array_equal(x, y) for x, y in zip(gpu, cpu))
        bad += not same
        print(f"{label}: GPU {a.games / gpu_s:,.0f} games/s, CPU ({a.cpu_threads} threads) "
              f"{a.games / cpu_s:,.0f} games/s, GPU/CPU {cpu_s / gpu_s:.1f}x; kernel compile "
              f"and first launch {compile_s:.0f} s; every game identical: {same}")
    if a.optimise:
        bad += not optimise(a.optimise)
    return 1 if bad else 0


def optimise(budget):
    """The optimiser's search on First Game with `budget` games, on the GPU and on the CPU's
    threads (strategies/search.py's Arena.shares): the wall times, and whether both found the
    same bot (they play the same games)."""
    kingdom = [card_id(n) for n in PRESETS["first-game"]]
    found, took = [], []
    for source in (cuda.GpuSource(), None):
        arena = op.Arena(list(kingdom), 2)
        t = time.perf_counter()
        with using(source):
            fld = [s for s, _ in op.rank_builtins(arena, op.applicable_builtins(kingdom), 0)]
            best = op.search(arena, fld[:op.FIELD_BUILTINS], seed=0, budget_games=budget,
                             space=op.RuleListSpace(op.usable_cards(kingdom)))[0]
        took.append(time.perf_counter() - t)
        found.append(best.bot.words())
    same = found[0] == found[1]
    print(f"optimise first-game, {budget:,} games: GPU {took[0]:.0f} s (kernels compiled "
          f"included), CPU ({os.cpu_count()} threads) {took[1]:.0f} s, CPU/GPU "
          f"{took[1] / took[0]:.1f}x; the same bot: {same}")
    return same


if __name__ == "__main__":
    sys.exit(main())
