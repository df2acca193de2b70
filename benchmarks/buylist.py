"""Buy lists as data against the same rules compiled: games/s of each matchup both ways,
interleaved (compiled, data, compiled, data, ...) so that the machine's drift hits both, best
of the rounds, one thread.

    python -m benchmarks.buylist [--games N] [--rounds R]
"""
import argparse
import time
from pathlib import Path

from simcore.dominion.match import Match, kingdom_from, play
from strategies import REGISTRY, get

CANON = Path(__file__).resolve().parents[1] / "tests" / "data" / "buylist" / "canonical.toml"
MATCHUPS = [["big-money-ultimate", "big-money-ultimate"], ["smithy-bm", "big-money-ultimate"],
            ["smithy-bm", "smithy-bm"], ["double-witch", "smithy-bm"]]


def rate(ss, games):
    m = Match(ss, kingdom_from(None, ss), games=games, seed=3, chunk=games)
    t = time.perf_counter()
    for _ in play(m):
        pass
    return games / (time.perf_counter() - t)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    print("| matchup | compiled games/s | data games/s | data / compiled |")
    print("|---|---:|---:|---:|")
    for names in MATCHUPS:
        compiled = [REGISTRY[n] for n in names]
        data = [get(f"{CANON}:{n}") for n in names]
        rate(compiled, 1000), rate(data, 1000)                   # warm-up (and compile)
        best_c = best_d = 0.0
        for _ in range(a.rounds):
            best_c = max(best_c, rate(compiled, a.games))
            best_d = max(best_d, rate(data, a.games))
        print(f"| {' vs '.join(names)} | {best_c:,.0f} | {best_d:,.0f} | {best_d / best_c:.2f} |",
              flush=True)


if __name__ == "__main__":
    main()
