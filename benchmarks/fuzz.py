"""Fuzz the rules at scale: random kingdoms from every implemented card, 2-6 players, random
legal (and some illegal) answers, every invariant checked after every step.

    python -m benchmarks.fuzz --games 1000000 [--threads 2] [--seed 0]

Prints any violation with what is needed to replay it (seed, players, kingdom, game, step).
"""
import argparse
import sys
import time

import numba
import numpy as np

from simcore.dominion.cards import BASIC, IMPLEMENTED, NAMES, pile_size
from simcore.dominion.checks import CHECK_NAMES
from simcore.dominion.fuzz import fuzz
from simcore.dominion.state import new_states

PER_KINGDOM = 2000


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1_000_000)
    ap.add_argument("--threads", type=int, default=numba.config.NUMBA_NUM_THREADS)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--edition", type=int, default=2)
    a = ap.parse_args()
    numba.set_num_threads(a.threads)
    states = new_states(a.threads)
    pool = sorted(IMPLEMENTED - set(BASIC))
    rng = np.random.default_rng(a.seed)
    t0 = time.perf_counter()
    played = failures = 0
    while played < a.games:
        n = int(rng.integers(2, 7))
        kingdom = sorted(rng.choice(pool, size=min(10, len(pool)), replace=False))
        cards = np.array(list(BASIC) + kingdom, dtype=np.int64)
        sizes = np.array([pile_size(c, n) for c in cards], dtype=np.int64)
        k = min(PER_KINGDOM, a.games - played)
        codes = np.zeros(k, np.int64)
        steps = np.zeros(k, np.int64)
        fuzz(states, a.seed, played, k, n, cards, sizes, 60, a.edition, codes, steps)
        for i in np.flatnonzero(codes):
            failures += 1
            print(f"VIOLATION {CHECK_NAMES[codes[i]]}: seed {a.seed} game {played + i} step "
                  f"{steps[i]} players {n} kingdom {','.join(NAMES[c] for c in kingdom)}",
                  flush=True)
        played += k
        if played % 100_000 < k:
            print(f"{played:,} games, {failures} violations, "
                  f"{played / (time.perf_counter() - t0):,.0f} games/s", flush=True)
    dt = time.perf_counter() - t0
    print(f"done: {played:,} games in {dt:.0f} s, {failures} violations")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
