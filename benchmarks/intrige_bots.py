"""Intrige head to head: one bot against copies of each other bot, at several player counts.

Each cell plays `--games` games of BOT against n - 1 copies of the other bot (entries rotate
over the seats, so every seat is played equally often) and prints BOT's share of the wins
times n: 1.00 is par (a fair share), above 1 BOT does better than the copies. The 95% CI is
over games (a game cut off at the turn limit is shared by the players still in). Same seed,
same numbers, whatever --threads.

    python -m benchmarks.intrige_bots [--bot fox] [--against honest,shark] [--players 2,3,4,6]
                                      [--games 20000] [--seed 1] [--threads 2] [--reverse]

--reverse adds, for each other bot, the opposite table: that bot alone against copies of BOT.
"""
import argparse
import time

import numpy as np

from simcore.intrige.match import Match, games
from strategies.intrige import REGISTRY, get


def head_to_head(bot, other, players, n_games, seed=1, threads=2):
    """(mean, 95% CI half-width) of bot's share times players, against players - 1 copies of
    other."""
    m = Match([bot] + [other] * (players - 1), games=n_games, seed=seed, threads=threads,
              chunk=min(n_games, 20_000))
    share = np.concatenate([c.share()[:, 0] for c in games(m)]) * players
    return float(share.mean()), float(1.96 * share.std() / np.sqrt(len(share)))


def table(bot, others, counts, n_games, seed, threads, reverse=False):
    """Markdown rows: one per other bot, a cell per player count."""
    first = f"alone vs copies of {bot.name}" if reverse else f"{bot.name} alone vs copies of"
    head = f"| {first} | " + " | ".join(f"{n} players" for n in counts) + " |"
    rows = [head, "|---|" + "---|" * len(counts)]
    print("\n".join(rows), flush=True)
    for o in others:
        a, b = (o, bot) if reverse else (bot, o)
        cells = []
        for n in counts:
            v, ci = head_to_head(a, b, n, n_games, seed, threads)
            cells.append(f"{v:.2f} +- {ci:.2f}")
        rows.append(f"| {o.name} | " + " | ".join(cells) + " |")
        print(rows[-1], flush=True)
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bot", default="fox")
    ap.add_argument("--against", default="", help="bots, comma-separated (default: every "
                    "other registered bot)")
    ap.add_argument("--players", default="2,3,4,6", help="player counts, comma-separated")
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--reverse", action="store_true")
    a = ap.parse_args()
    bot = get(a.bot)
    names = [x for x in a.against.split(",") if x] or [k for k in REGISTRY if k != bot.name]
    others = [get(x) for x in names]
    counts = [int(x) for x in a.players.split(",")]
    t = time.perf_counter()
    print(f"{bot.name} alone against copies of each bot: share of wins x players (1.00 = "
          f"par), 95% CI; {a.games:,} games a cell, seed {a.seed}\n")
    table(bot, others, counts, a.games, a.seed, a.threads)
    if a.reverse:
        print(f"\neach bot alone against copies of {bot.name}\n")
        table(bot, others, counts, a.games, a.seed, a.threads, reverse=True)
    print(f"\n({time.perf_counter() - t:.0f} s)")


if __name__ == "__main__":
    main()
