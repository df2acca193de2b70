"""Throughput of standard matchups, games/s, for 1 and 2 threads, against a specialised
Big-Money-only kernel measured in the same run (quote the ratio, not the absolute time).

    python -m benchmarks.run [--games N] [--out benchmarks/results.json]
"""
import argparse
import json
import os
import platform
import time

import numba
import numpy as np

import strategies
from benchmarks.bm_kernel import bm_mirror
from simcore.dominion.match import Match, kingdom_from, play

MATCHUPS = [
    ("BM mirror", ["big-money", "big-money"]),
    ("smithy-bm vs big-money", ["smithy-bm", "big-money"]),
    ("double-witch vs big-money-ultimate", ["double-witch", "big-money-ultimate"]),
    ("4 players: smithy-bm, double-witch, bmu, big-money",
     ["smithy-bm", "double-witch", "big-money-ultimate", "big-money"]),
]


def games_per_second(names, games, threads):
    ss = [strategies.REGISTRY[n] for n in names]
    m = Match(ss, kingdom_from(None, ss), games=games, seed=1, threads=threads, chunk=games)
    for _ in play(Match(ss, m.kingdom, games=threads * 4, threads=threads)):   # warm-up
        pass
    t = time.perf_counter()
    for _ in play(m):
        pass
    return games / (time.perf_counter() - t)


def baseline_per_second(games, threads):
    out = np.zeros(games, np.int64)
    bm_mirror(1, 8, threads, out[:8])
    t = time.perf_counter()
    bm_mirror(1, games, threads, out)
    return games / (time.perf_counter() - t)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=400_000)
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "results.json"))
    a = ap.parse_args()
    rows = []
    for threads in (1, 2):
        base = baseline_per_second(a.games, threads)
        rows.append({"matchup": "baseline: specialised BM-mirror kernel", "threads": threads,
                     "games_per_s": round(base)})
        for label, names in MATCHUPS:
            gps = games_per_second(names, a.games, threads)
            rows.append({"matchup": label, "threads": threads, "games_per_s": round(gps),
                         "vs_baseline": round(gps / base, 3)})
            print(f"{threads} thread(s)  {label:55s} {gps:12,.0f} games/s  "
                  f"({gps / base:.2f} x baseline)", flush=True)
    result = {"machine": f"{platform.machine()} {os.cpu_count()} cores",
              "numba": numba.__version__, "games": a.games, "rows": rows}
    with open(a.out, "w") as f:
        json.dump(result, f, indent=1)
    print("written", a.out)


if __name__ == "__main__":
    main()
