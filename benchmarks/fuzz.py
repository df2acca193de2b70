"""Fuzz the rules at scale: random kingdoms from every implemented card, 2-6 players, random
legal (and some illegal) answers, every invariant checked after every step.

    python -m benchmarks.fuzz --games 1000000 [--threads 2] [--seed 0]
    (the same as: domsim fuzz --games 1e6)

Prints any violation with what is needed to replay it (seed, players, kingdom, game, step).
"""
import argparse
import sys
import time

import numba

from cli.dominion.fuzz import fuzz_games


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1_000_000)
    ap.add_argument("--threads", type=int, default=numba.config.NUMBA_NUM_THREADS)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--edition", type=int, default=2)
    a = ap.parse_args()
    last = [0]

    def report(played, failures, dt):
        if played - last[0] >= 100_000 or played == a.games:
            last[0] = played
            print(f"{played:,} games, {failures} violations, {played / dt:,.0f} games/s",
                  flush=True)

    t0 = time.perf_counter()
    played, failures = fuzz_games(a.games, a.seed, a.threads, a.edition, report=report,
                                  violation=lambda text: print(text, flush=True))
    dt = time.perf_counter() - t0
    print(f"done: {played:,} games in {dt:.0f} s, {failures} violations")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
