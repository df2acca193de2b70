"""The rollout player against its own bot: strength and cost by K, and per kingdom.

    python -m benchmarks.rollout k [--kingdom first-game] [--base big-money-ultimate]
                                   [--ks 2,4,8,16,32] [--games 2000]
    python -m benchmarks.rollout kingdoms [--base big-money-ultimate] [--k 8]
                                          [--games 20000] [--kingdoms first-game,...]
    python -m benchmarks.rollout against [--k 8] [--games 20000] --base BOT --opponent BOT
                                         [--kingdom K]

Each row: `rollout-K:BASE` against BASE (or OPPONENT) on one kingdom, seed 0, both seats
alike, on every core (`threads` = cores); its share with the 95% interval, the wall time,
games/s, and searched decisions/s, counted as the rollout entry's buys and gains: its turns
plus its extra buys are not counted (a lower bound). Prints a Markdown table.
"""
import argparse
import os
import time

from domsim.dominion import api
from simcore.dominion.cards import PRESETS, SETS, card_id


def base_presets():
    """The presets of the base game's own cards."""
    return [p for p, cards in PRESETS.items() if all(SETS[card_id(c)] == "base" for c in cards)]


def one(base, opponent, k, kingdom, games, threads):
    entries = [f"rollout-{k}:{base}", opponent]
    t0 = time.perf_counter()
    df = api.match(entries, games=games, kingdom=kingdom, threads=threads, progress=False)
    wall = time.perf_counter() - t0
    r = df.iloc[0]
    return {"k": k, "kingdom": kingdom, "opponent": opponent, "share": r["share"],
            "lo": r["ci_low"], "hi": r["ci_high"], "games": games, "wall": wall,
            "games_s": games / wall, "decisions_s": games * r["mean_turns"] / wall}


def row(x):
    return (f"| {x['kingdom']} | {x['opponent']} | {x['k']} | {100 * x['share']:.1f}% "
            f"[{100 * x['lo']:.1f}, {100 * x['hi']:.1f}] | {x['games']:,} | "
            f"{x['wall']:.0f} s | {x['games_s']:.0f} | {x['decisions_s']:,.0f} |")


HEAD = ("| kingdom | opponent | K | rollout player's share [95% CI] | games | wall | games/s "
        "| decisions/s |\n|---|---|---:|---|---:|---:|---:|---:|")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["k", "kingdoms", "against"])
    ap.add_argument("--base", default="big-money-ultimate")
    ap.add_argument("--opponent")
    ap.add_argument("--kingdom", default="first-game")
    ap.add_argument("--kingdoms", default=",".join(base_presets()))
    ap.add_argument("--ks", default="2,4,8,16,32")
    ap.add_argument("--k", type=int, default=8)
    ap.add_argument("--games", type=int)
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    a = ap.parse_args()
    print(f"load average at the start: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")
    print(HEAD)
    opponent = a.opponent or a.base
    if a.what == "k":
        for k in [int(x) for x in a.ks.split(",")]:
            print(row(one(a.base, opponent, k, a.kingdom, a.games or 2000, a.threads)),
                  flush=True)
    elif a.what == "kingdoms":
        for kd in a.kingdoms.split(","):
            print(row(one(a.base, opponent, a.k, kd, a.games or 20000, a.threads)), flush=True)
    else:
        print(row(one(a.base, opponent, a.k, a.kingdom, a.games or 20000, a.threads)),
              flush=True)
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
