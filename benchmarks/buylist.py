"""Buy lists as data against the same rules compiled by hand: games/s of each matchup with the
hand-written bots (strategies/dominion/canonical.py), their tables compiled
(strategies/dominion/rulegen.py) and interpreted (strategies/dominion/buylist.py). Each round
plays the three forms one after the other (hand-written, compiled, interpreted) on one thread,
timed by the process's CPU time, which a shared machine disturbs less than the wall clock; a
ratio is the median over the rounds of that round's ratio (same-run ratios: the machine's drift
hits both sides alike), with its range. games/s: the best round.

    python -m benchmarks.buylist [--games N] [--rounds R]
"""
import argparse
import os
import statistics
import time
from pathlib import Path

from simcore.dominion.match import Match, kingdom_from, play
from strategies.dominion import REGISTRY, rulegen
from strategies.dominion.bot_files import read_bots
from strategies.dominion.botfile import strategy

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
    ap.add_argument("--games", type=int, default=50_000)
    ap.add_argument("--rounds", type=int, default=7)
    a = ap.parse_args()
    bots = read_bots(str(CANON))
    print(f"load average before: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("| matchup | hand-written games/s | data compiled games/s | data interpreted games/s "
          "| compiled / hand-written | interpreted / hand-written |")
    print("|---|---:|---:|---:|---:|---:|")
    for names in MATCHUPS:
        forms = [[REGISTRY[n] for n in names],
                 [rulegen.strategy(bots[n]) for n in names],
                 [strategy(bots[n]) for n in names]]
        for ss in forms:
            rate(ss, 1000)                                          # warm-up (and compile)
        rounds = [[rate(ss, a.games) for ss in forms] for _ in range(a.rounds)]
        best = [max(r[i] for r in rounds) for i in range(len(forms))]
        cells = [f"{b:,.0f}" for b in best]
        for i in (1, 2):
            q = sorted(r[i] / r[0] for r in rounds)
            cells.append(f"{statistics.median(q):.3f} ({q[0]:.2f}-{q[-1]:.2f})")
        print(f"| {' vs '.join(names)} | {' | '.join(cells)} |", flush=True)
    print(f"load average after: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
