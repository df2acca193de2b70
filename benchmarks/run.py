"""Throughput of the standard matchups, games/s, on 1 and 2 threads, each next to a kernel
written for that matchup alone (benchmarks/kernels.py) measured in the same run: quote the
ratio engine / kernel, not the absolute speed.

    python -m benchmarks.run [--games N] [--rounds R] [--out benchmarks/results.json]
    python -m benchmarks.run --check [--games N]

Each (matchup, threads) times the kernel and the engine alternately, R rounds, and keeps the
best of each (the machine's load falls on both alike). One thread is timed in the CPU time of
the calling thread (on an idle machine the wall time; on a shared one, time spent waiting for
a core is left out); two threads in wall time. `--check` plays the same games both
ways (same seed) and prints each side's statistics; the kernels play exactly the engine's
games, so any game that differs is a bug in one of them (exit status 1).
"""
import argparse
import json
import os
import platform
import sys
import time

import numba
import numpy as np

from benchmarks import kernels
from simcore.dominion.match import Match, kingdom_from, outcomes, play
from strategies.dominion import REGISTRY

MATCHUPS = [
    ("BM mirror", ["big-money", "big-money"]),
    ("smithy-bm vs big-money", ["smithy-bm", "big-money"]),
    ("double-witch vs big-money-ultimate", ["double-witch", "big-money-ultimate"]),
    ("4 players: smithy-bm, double-witch, bmu, big-money",
     ["smithy-bm", "double-witch", "big-money-ultimate", "big-money"]),
]
SEED = 1


def engine_results(names, games, threads, seed=SEED):
    """(vp, turns), each (games, entries), of the engine's games."""
    ss = [REGISTRY[n] for n in names]
    m = Match(ss, kingdom_from(None, ss), games=games, seed=seed, threads=threads, chunk=games)
    vp, turns = [], []
    for c in play(m):
        vp.append(c.vp)
        turns.append(c.turns)
    return np.concatenate(vp), np.concatenate(turns)


def timed(f, clock):
    t = clock()
    f()
    return clock() - t


def speeds(names, games, threads, rounds):
    """(engine, kernel) games/s, the best of `rounds` alternating runs, after a warm-up."""
    engine_results(names, threads * 4, threads)
    kernels.play(names, SEED, threads * 4, threads)
    clock = time.thread_time if threads == 1 else time.perf_counter
    e = k = float("inf")
    for _ in range(rounds):
        k = min(k, timed(lambda: kernels.play(names, SEED, games, threads), clock))
        e = min(e, timed(lambda: engine_results(names, games, threads), clock))
    return games / e, games / k


def statistics(vp, turns):
    """Per entry: win share; ties; the first seat's share; mean turns (of entry 0)."""
    share, result = outcomes(vp, turns)
    n = vp.shape[1]
    seat0 = np.arange(len(vp)) % n            # the entry in seat 0 of game i
    return {"share": [round(float(x), 4) for x in share.mean(axis=0)],
            "ties": round(float((result == 1).any(axis=1).mean()), 4),
            "first_seat_share": round(float(share[np.arange(len(vp)), seat0].mean()), 4),
            "mean_turns": round(float(turns[:, 0].mean()), 3)}


def check(games):
    """Both sides' statistics per matchup; False if any game differs."""
    same = True
    for label, names in MATCHUPS:
        ev, et = engine_results(names, games, 2)
        kv, kt = kernels.play(names, SEED, games, 2)
        differ = int(((ev != kv) | (et != kt)).any(axis=1).sum())
        same &= differ == 0
        print(f"{label}: {games - differ:,} of {games:,} games identical")
        print(f"  engine {statistics(ev, et)}")
        print(f"  kernel {statistics(kv, kt)}", flush=True)
    return same


def load():
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def main():
    ap = argparse.ArgumentParser(prog="python -m benchmarks.run", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=None,
                    help="games per measurement (default 400,000; --check: 20,000)")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--check", action="store_true", help="compare the games, not the speed")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "results.json"))
    a = ap.parse_args()
    if a.check:
        sys.exit(0 if check(a.games or 20_000) else 1)
    games = a.games or 400_000
    print(load())
    rows = []
    for threads in (1, 2):
        for label, names in MATCHUPS:
            e, k = speeds(names, games, threads, a.rounds)
            rows.append({"matchup": label, "threads": threads, "engine_games_per_s": round(e),
                         "kernel_games_per_s": round(k), "engine_vs_kernel": round(e / k, 3)})
            print(f"{threads} thread(s)  {label:52s} engine {e:10,.0f}  kernel {k:10,.0f}"
                  f"  games/s  engine/kernel {e / k:.2f}", flush=True)
    print(load())
    result = {"machine": f"{platform.machine()} {os.cpu_count()} cores",
              "numba": numba.__version__, "games": games, "load_after": os.getloadavg(),
              "rows": rows}
    with open(a.out, "w") as f:
        json.dump(result, f, indent=1)
    print("written", a.out)


if __name__ == "__main__":
    main()
