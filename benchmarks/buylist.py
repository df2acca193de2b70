"""Buy lists as data against the same rules compiled by hand: games/s of each matchup with
the hand-written bots (strategies/canonical.py), their tables compiled (strategies/rulegen.py)
and interpreted (strategies/buylist.py), interleaved (hand-written, compiled, interpreted,
hand-written, ...) so that the machine's drift hits all three, best of the rounds, one
thread. The time is the process's CPU time, which a shared machine disturbs less than the
wall clock.

    python -m benchmarks.buylist [--games N] [--rounds R]
"""
import argparse
import os
import time
from pathlib import Path

from simcore.dominion.match import Match, kingdom_from, play
from strategies import REGISTRY
from strategies.botfile import read_bots, strategy

CANON = Path(__file__).resolve().parents[1] / "tests" / "data" / "buylist" / "canonical.toml"
MATCHUPS = [["big-money-ultimate", "big-money-ultimate"], ["smithy-bm", "big-money-ultimate"],
            ["smithy-bm", "smithy-bm"], ["double-witch", "smithy-bm"]]


def rate(ss, games):
    m = Match(ss, kingdom_from(None, ss), games=games, seed=3, chunk=games)
    t = time.process_time()
    for _ in play(m):
        pass
    return games / (time.process_time() - t)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    bots = read_bots(str(CANON))
    print(f"load average before: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("| matchup | hand-written games/s | data compiled games/s | data interpreted games/s "
          "| compiled / hand-written | interpreted / hand-written |")
    print("|---|---:|---:|---:|---:|---:|")
    for names in MATCHUPS:
        forms = [[REGISTRY[n] for n in names],
                 [strategy(bots[n], compiled=True) for n in names],
                 [strategy(bots[n]) for n in names]]
        for ss in forms:
            rate(ss, 1000)                                          # warm-up (and compile)
        best = [0.0] * len(forms)
        for _ in range(a.rounds):
            for i, ss in enumerate(forms):
                best[i] = max(best[i], rate(ss, a.games))
        h, c, d = best
        print(f"| {' vs '.join(names)} | {h:,.0f} | {c:,.0f} | {d:,.0f} | {c / h:.3f} | "
              f"{d / h:.3f} |", flush=True)
    print(f"load average after: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
