"""Each bot of strategies/dominion/dombots.py and strategies/dominion/intrigue_bots.py against
big-money-ultimate, and each Intrigue bot against its published rival.

    python -m benchmarks.bm_bots [--games 100000] [--seed 0] [--bots name,name]

Prints the markdown tables of benchmarks/README.md. Two-player bots play one
big-money-ultimate; the bots written "for 3 or 4" players play three (a fair share is then
0.25). Kingdom: the cards the bots use.
"""
import argparse
import os
import sys
import time

from benchmarks.bm_k import OPPONENT
from simcore.dominion.match import Match, outcomes, play
from simcore.stats import wilson
from strategies.dominion import REGISTRY
from strategies.dominion.dombots import PLAYERS

# the Intrigue bots and the published bot each is measured against
RIVALS = {
    "minion-stack": "dombots-minion",
    "masquerade-bm": "dombots-masquerade",
    "double-torturer": "dombots-torturer-village",
    "duke-rush": "dombots-duke",
    "courtyard-bm": "smithy-bm",
}


def shares(names, games, seed, threads):
    """Share of each entry in a match of the named strategies (kingdom: the cards they use)."""
    strats = [REGISTRY[n] for n in names]
    kingdom = sorted({c for s in strats for c in s.needs})
    m = Match(strats, kingdom, games=games, seed=seed, threads=threads, chunk=50_000)
    total = None
    for ch in play(m):
        s, _ = outcomes(ch.vp, ch.turns)
        total = s.sum(axis=0) if total is None else total + s.sum(axis=0)
    return total / games


def cell(s, games):
    lo, hi = wilson(s, games)
    return f"{s:.3f} [{float(lo):.3f}, {float(hi):.3f}]"


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m benchmarks.bm_bots", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--bots", default="", help="comma-separated bot names (default: all)")
    a = ap.parse_args(argv)
    want = [b.strip() for b in a.bots.split(",") if b.strip()]
    t0 = time.time()
    print("| bot | players | share vs big-money-ultimate [95% CI] | rules |")
    print("|---|---:|---|---|")
    for name, players in PLAYERS.items():
        if want and name not in want:
            continue
        s = shares([name] + [OPPONENT] * (players - 1), a.games, a.seed, a.threads)[0]
        print(f"| `{name}` | {players} | {cell(s, a.games)} | {REGISTRY[name].summary} |",
              flush=True)
    print()
    print("| bot | share vs big-money-ultimate | published rival | share vs rival |")
    print("|---|---|---|---|")
    for name, rival in RIVALS.items():
        if want and name not in want:
            continue
        s = shares([name, OPPONENT], a.games, a.seed, a.threads)[0]
        r = shares([name, rival], a.games, a.seed, a.threads)[0]
        print(f"| `{name}` | {cell(s, a.games)} | `{rival}` | {cell(r, a.games)} |", flush=True)
    print(f"\n{a.games:,} games per match, seed {a.seed}, {time.time() - t0:.0f} s",
          file=sys.stderr)


if __name__ == "__main__":
    main()
