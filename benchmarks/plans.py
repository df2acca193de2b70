"""Speed of plans: per-matchup overhead, the card sweep, a 12-strategy tournament and the
random-kingdoms sweep (figures in benchmarks/README.md).

    python -m benchmarks.plans overhead
    python -m benchmarks.plans cards [--precision 0.005]
    python -m benchmarks.plans tournament [--games 20000]
    python -m benchmarks.plans kingdoms [--kingdoms 200] [--games 5000]
    python -m benchmarks.plans CASE --at-once 1     # one matchup at a time (the default: 2)

Each case runs through the Python API with an --out file (so writing and the progress bar
are included) in a temporary folder, and prints wall time, games, games/s and max RSS.
"""
import argparse
import resource
import tempfile
import time
from pathlib import Path

import domsim
import domsim.dominion.api

TWELVE = ["big-money", "big-money-ultimate", "smithy-bm", "double-witch", "double-torturer",
          "minion-stack", "duke-rush", "masquerade-bm", "courtyard-bm", "bm-militia",
          "bm-laboratory", "bm-moneylender"]


CPU0 = 0.0


def rss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def cpu_s():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def report(what, t, games, matchups):
    """Wall time, CPU time and cores busy (CPU / wall: all of them when no core waits; on a
    shared machine the wall time also depends on the load)."""
    cpu = cpu_s() - CPU0
    print(f"{what}: {t:.1f} s wall, {cpu:.1f} CPU s ({cpu / t:.2f} cores busy), "
          f"{matchups:,} matchups, {games:,} games, {games / t:,.0f} games/s wall, "
          f"max RSS {rss_mb():.0f} MB", flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("case", choices=["overhead", "cards", "tournament", "kingdoms"])
    ap.add_argument("--games", type=int)
    ap.add_argument("--precision", type=float, default=0.005)
    ap.add_argument("--kingdoms", type=int, default=200)
    ap.add_argument("--at-once", type=int, default=None,
                    help="matchups played at a time (default: the library's choice)")
    a = ap.parse_args()
    if a.at_once is not None:
        domsim.dominion.api.matchups_at_once = lambda threads: a.at_once     # what the API asks
    # warm up: load the compiled engine and driver
    domsim.match(["big-money", "smithy-bm"], games=10, progress=False)
    global CPU0
    CPU0 = cpu_s()
    with tempfile.TemporaryDirectory() as d:
        out = Path(d) / "r.parquet"
        t = time.perf_counter()
        if a.case == "overhead":
            # 192 matchups of 2 games: the time is almost all per-matchup overhead
            df = domsim.sweep_cards(copies="1,2,3", games=a.games or 2, out=out)
            t = time.perf_counter() - t
            rows = df.attrs["rows"]
            n = rows["matchup"].nunique()
            report("overhead", t, int(rows.groupby("matchup")["games"].first().sum()), n)
            print(f"per matchup: {1000 * t / n:.1f} ms (plan, play, write, progress)")
        elif a.case == "cards":
            df = domsim.sweep_cards(precision=a.precision, games=a.games, out=out)
            t = time.perf_counter() - t
            report(f"sweep cards, precision {a.precision}", t, int(df["games"].sum()), len(df))
            print("top 5:", ", ".join(f"{r.card} {100 * r.share:.1f}%"
                                      for r in df.head(5).itertuples()))
            print("bottom 5:", ", ".join(f"{r.card} {100 * r.share:.1f}%"
                                         for r in df.tail(5).itertuples()))
        elif a.case == "tournament":
            g = a.games or 20_000
            rank = domsim.tournament(TWELVE, games=g, out=out)
            t = time.perf_counter() - t
            report(f"tournament of 12 at {g:,} games/pairing", t, 66 * g, 66)
            print(rank[["strategy", "rating", "field_share"]].to_string(index=False))
        else:
            g = a.games or 5_000
            per = domsim.sweep_kingdoms(f"random:{a.kingdoms}", games=g, out=out)
            t = time.perf_counter() - t
            rows = per.attrs["rows"]
            n = rows["matchup"].nunique()
            report(f"sweep kingdoms random:{a.kingdoms} at {g:,} games/matchup", t,
                   int(rows.groupby("matchup")["games"].first().sum()), n)


if __name__ == "__main__":
    main()
