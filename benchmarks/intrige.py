"""Intrige throughput, games/s: identical bots at 2-8 players, 1 and 2 threads, through the
shared runner (the per-entry results and extra columns are written as in `domsim intrige
balance`). Also games per CPU-second of the process: on a shared machine the wall rate
falls with the load, the CPU rate much less. The target (issue 9): `honest` at 4 players, 2 threads, 300,000 games/s.

    python -m benchmarks.intrige [--games N] [--bot honest] [--players 4]
"""
import argparse
import time

from simcore.intrige.match import Match, play
from strategies.intrige import get


def games_per_second(bot, players, games, threads):
    m = Match([get(bot)] * players, games=games, seed=1, threads=threads, chunk=min(games,
                                                                                  20_000))
    for _ in play(Match(m.strategies, games=threads * 8, threads=threads)):   # warm-up
        pass
    t, c = time.perf_counter(), time.process_time()
    for _ in play(m):
        pass
    return games / (time.perf_counter() - t), games / (time.process_time() - c)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1_000_000)
    ap.add_argument("--bot", default="honest")
    ap.add_argument("--players", default="4", help="player counts, comma-separated")
    ap.add_argument("--threads", default="1,2")
    a = ap.parse_args()
    for n in (int(x) for x in a.players.split(",")):
        for t in (int(x) for x in a.threads.split(",")):
            r, per_cpu = games_per_second(a.bot, n, a.games, t)
            print(f"{a.bot} x{n}, {t} thread(s): {r:,.0f} games/s "
                  f"({per_cpu:,.0f} games per CPU-second)", flush=True)


if __name__ == "__main__":
    main()
