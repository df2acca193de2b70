"""Every bot of a DominionSim bot file (its DomBots.xml) that imports, against the file's own
"Big Money Ultimate", 2 players: our share beside DominionSim's figure where one was measured
(20,000 games a bot in DominionSim; the figures of issue 15).

    python -m benchmarks.dombots_xml DomBots.xml [--games 20000] [--seed 7] [--threads 2]

Prints a Markdown table (bot, DominionSim, ours with its 95% CI, difference). The bot file is
MIT-licensed and ships with DominionSim; it is not bundled here.
"""
import argparse
import time

import domsim
from strategies.bot_files import read_bots

BASELINE = "Big Money Ultimate"
# DominionSim's share against the file's Big Money Ultimate, 20,000 games a bot
DOMINIONSIM = {
    "Minions/Chapel": 0.741,
    "First Game by michaeljb": 0.984,
    "Ironworks/Gardens (Paper)": 0.410,
    "Minion": 0.696,
    "Courtyard": 0.854,
    "Burning Skull HTBD#1": 0.909,
    "Spy/Thief": 0.559,
    "Lab/Militia/Chapel": 0.960,
    "Ironworks/Gardens (Rock)": 0.998,
    "Bridge": 0.32,
}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("xml")
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--only", help="comma-separated bot names (default: all)")
    a = ap.parse_args()
    bots = read_bots(a.xml)
    names = [n for n in bots if n != BASELINE]
    if a.only:
        want = {w.strip() for w in a.only.split(",")}
        names = [n for n in names if n in want]
    base = f"{a.xml}:{BASELINE}"
    print("| bot | DominionSim | ours (95% CI) | difference |\n|---|---:|---:|---:|")
    t0 = time.time()
    for n in names:
        df = domsim.match([f"{a.xml}:{n}", base], games=a.games, seed=a.seed,
                          threads=a.threads, progress=False)
        r = df.iloc[0]
        ref = DOMINIONSIM.get(n)
        diff = f"{r['share'] - ref:+.3f}" if ref is not None else ""
        print(f"| {n} | {'' if ref is None else f'{ref:.3f}'} | {r['share']:.3f} "
              f"[{r['ci_low']:.3f}, {r['ci_high']:.3f}] | {diff} |", flush=True)
    print(f"\n{len(names)} bots, {a.games:,} games each, seed {a.seed}, "
          f"{time.time() - t0:.0f} s")


if __name__ == "__main__":
    main()
