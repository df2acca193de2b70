"""The Dask cluster path against in-process, on this machine (see benchmarks/README.md).

    python -m benchmarks.cluster [--games 400000] [--chunk 100000] [--repeat 3]

1. games/s of a small card sweep (bm-X against big-money-ultimate for a few cards, one
   summary file per matchup) in-process with 2 threads, then on a local cluster of 2 worker
   processes of 1 thread each (`--workers 2`), interleaved `--repeat` times (this VM is
   noisy: compare the ratio within a round);
2. the per-chunk overhead of the cluster path: many chunks of 100 games;
3. what travels back per game (pickled chunk results), with and without per-game rows;
4. what the client can absorb: widening + tallying a chunk (summary only) and also building
   its per-game rows (--games-out), in games/s of one client core;
then projects the throughput of 10 and 100 machines from these numbers.
"""
import argparse
import json
import os
import pickle
import statistics
import tempfile
import time

from simcore.cluster import Cluster, ClusterSource, Packed
from simcore.dominion.match import Match, kingdom_from, play
from simcore.results import Tally, games_schema, games_table, run_match
from simcore.runner import play as run_play
from strategies.dominion import get

CARDS = ["smithy", "militia", "witch", "laboratory", "moat", "festival"]
BASELINE = "big-money-ultimate"


def sweep(games, chunk, threads, source, tmp):
    """Play the sweep; games/s over its matchups (files written as a real sweep's). On the
    cluster the plan is announced, so the next matchup's chunks start while one finishes."""
    ms = []
    for card in CARDS:
        ss = [get(f"bm-{card}"), get(BASELINE)]
        ms.append(Match(ss, kingdom_from(None, ss), games=games, seed=1, threads=threads,
                        chunk=min(chunk, games)))
    t = time.perf_counter()
    if source is not None:
        source.plan([(m, False, 0) for m in ms])
    for card, m in zip(CARDS, ms):
        out = os.path.join(tmp, f"{card}-{threads}-{'c' if source else 'l'}.parquet")
        if os.path.exists(out):
            os.unlink(out)
        run_match(m, out=out, source=source)
    return games * len(CARDS) / (time.perf_counter() - t)


def warm(source):
    for card in CARDS:                           # load drivers here and on the workers
        ss = [get(f"bm-{card}"), get(BASELINE)]
        m = Match(ss, kingdom_from(None, ss), games=8, threads=2, chunk=8)
        for _ in play(m):
            pass
        source.prepare(m)


def per_chunk_overhead(source, chunks, small, local_gps):
    """Seconds of cluster overhead per chunk: many tiny chunks, less their play time."""
    ss = [get("bm-smithy"), get(BASELINE)]
    m = Match(ss, kingdom_from(None, ss), games=chunks * small, seed=2, threads=1, chunk=small)
    t = time.perf_counter()
    for _ in source(m):
        pass
    wall = time.perf_counter() - t
    play_time = chunks * small / local_gps          # what the 2 workers spend playing
    return wall / chunks, max(wall - play_time, 0) / chunks


def volume_and_client(games):
    """(bytes per game back to the client: summary only, with per-game rows;
    client games/s: summary only, with per-game rows)."""
    ss = [get("bm-smithy"), get(BASELINE)]
    m = Match(ss, kingdom_from(None, ss), games=games, seed=3, threads=2, chunk=games)
    res = {}
    for owned in (False, True):
        (c,) = list(run_play(m, want_extra=owned))
        p = Packed(c)
        res[f"bytes_per_game{'_rows' if owned else ''}"] = len(pickle.dumps(p, protocol=5)) / games
        schema, names = games_schema(m), [s.name for s in ss]
        reps = 5
        t = time.perf_counter()
        for _ in range(reps):
            ch = p.chunk()
            share, result = m.game.outcomes(ch.res)
            Tally(2, m.game).add(ch, share, result)
            if owned:
                games_table(ch, share, result, schema, names)
        res[f"client_gps{'_rows' if owned else ''}"] = games * reps / (time.perf_counter() - t)
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=400_000, help="games per matchup")
    ap.add_argument("--chunk", type=int, default=100_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "cluster.json"))
    a = ap.parse_args()
    rounds = []
    with tempfile.TemporaryDirectory() as tmp, Cluster(workers=2) as c:
        src = ClusterSource(c, threads=1)
        warm(src)
        for r in range(a.repeat):
            local = sweep(a.games, a.chunk, 2, None, tmp)
            remote = sweep(a.games, a.chunk, 1, src, tmp)
            rounds.append((local, remote))
            print(f"round {r}: in-process {local:,.0f} games/s, --workers 2 {remote:,.0f} "
                  f"games/s, ratio {remote / local:.3f}", flush=True)
        ratios = [b / a_ for a_, b in rounds]
        local_gps = statistics.median(x for x, _ in rounds)
        per_chunk, overhead = per_chunk_overhead(src, 200, 100, local_gps)
    vol = volume_and_client(a.chunk)
    res = {
        "games_per_matchup": a.games, "chunk": a.chunk, "cards": CARDS,
        "in_process_gps": [round(x) for x, _ in rounds],
        "cluster_gps": [round(y) for _, y in rounds],
        "ratio_median": round(statistics.median(ratios), 3),
        "ratio_range": [round(min(ratios), 3), round(max(ratios), 3)],
        "chunk_wall_s_100_games": round(per_chunk, 5),
        "chunk_overhead_s": round(overhead, 5),
        **{k: round(v, 2) if "bytes" in k else round(v) for k, v in vol.items()},
    }
    print(json.dumps(res, indent=1))
    # projection: machines of 16 cores at this machine's games/s per core
    per_core = local_gps / 2
    print("\nprojection (16 cores a machine, this machine's games/s per core):")
    print("machines | cores' games/s | tasks/s needed at chunk "
          f"{a.chunk:,} | MB/s to the client (summary / rows) | client limit (summary / rows)")
    for n in (1, 10, 100):
        gps = per_core * 16 * n
        print(f"{n:>8} | {gps:,.0f} | {gps / a.chunk:,.1f} | "
              f"{gps * res['bytes_per_game'] / 1e6:,.1f} / "
              f"{gps * res['bytes_per_game_rows'] / 1e6:,.1f} | "
              f"{res['client_gps']:,} / {res['client_gps_rows']:,}")
    with open(a.out, "w") as fh:
        json.dump(res, fh, indent=1)


if __name__ == "__main__":
    main()
