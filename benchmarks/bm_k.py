"""The copy limit k of `bm-<card>`, measured, and the table of `bm-<card>` against Big Money
Ultimate.

    python -m benchmarks.bm_k sweep [--games 20000] [--cards militia,village]
        for every kingdom card X (or those named): bm-X:k against big-money-ultimate for
        k = 1..6 and unlimited, the same seed for every k (common random numbers), and the
        best k; writes strategies/dominion/data/bm_k.csv (the table bm-<card> takes its default k
        from). Resumable: finished cards are kept in the file (rewritten atomically after each
        card) and skipped when the same command is run again; --force measures the named cards
        again; the rows of cards not named are kept.

    python -m benchmarks.bm_k table [--games 100000] [--out benchmarks/bm_table.csv]
        bm-X (its default k) and bm-X:classic (the rule before the table: k = 2 for terminal
        Actions, unlimited otherwise) against big-money-ultimate for every card, sorted by the
        default's share; prints the markdown table of benchmarks/README.md and writes it as
        CSV. A card whose default k equals its classic k is played once (same rule, same
        seed, same numbers).

    python -m benchmarks.bm_k all [--games 20000] [--table-games 100000]
        both, one after the other (after a change to the default decisions): the sweep
        measures every card again (--force), then the table is printed.

Victory-only cards (Gardens, Duke) replace Duchy in the rules and have no k: they are
played once and stored with k "-".
"""
import argparse
import csv
import os
import sys
import time

import numpy as np

from simcore.dominion.cards import IMPLEMENTED_KINGDOM, NAMES
from simcore.dominion.match import Match, outcomes, play
from simcore.stats import wilson
from strategies.dominion import REGISTRY, register
from strategies.dominion.bm_cards import (
    K_CHOICES,
    K_TABLE_PATH,
    k_label,
    make_bm,
    note,
    slug,
    victory_only,
)

OPPONENT = "big-money-ultimate"
FIELDS = ["card", "k", "games", "seed"] + [f"share_{k_label(k)}" for k in K_CHOICES]


def cards_from(spec):
    everything = list(IMPLEMENTED_KINGDOM)
    if not spec:
        return everything
    from simcore.dominion.cards import card_id
    return sorted({card_id(s.strip()) for s in spec.split(",") if s.strip()})


def share(strategy, games, seed, threads, chunk=50_000):
    """strategy's share against big-money-ultimate (kingdom: the cards it uses)."""
    m = Match([strategy, REGISTRY[OPPONENT]], list(strategy.needs), games=games, seed=seed,
              threads=threads, chunk=chunk)
    total = 0.0
    for ch in play(m):
        s, _ = outcomes(ch.vp, ch.turns)
        total += float(s[:, 0].sum())
    return total / games


def _read_rows(path):
    if not os.path.exists(path):
        return {}
    with open(path, newline="") as f:
        return {r["card"]: r for r in csv.DictReader(f)}


def _write_rows(path, rows):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", newline="") as f:
        w = csv.DictWriter(f, FIELDS, lineterminator="\n")
        w.writeheader()
        for r in rows:
            w.writerow(r)
    os.replace(tmp, path)


def sweep(cards, games, seed, threads, out, force):
    rows = _read_rows(out)          # other cards' rows are kept as they are
    t0 = time.time()
    for x in cards:
        name = slug(x)
        r = rows.get(name)
        if (not force and r is not None and int(r["games"]) == games
                and int(r["seed"]) == seed):
            continue                # measured already (a resumed run)
        r = {"card": name, "games": games, "seed": seed}
        if victory_only(x):
            s = share(make_bm(x), games, seed, threads)
            r["k"] = "-"
            for k in K_CHOICES:
                r[f"share_{k_label(k)}"] = f"{s:.5f}"
        else:
            shares = [share(make_bm(x, k), games, seed, threads) for k in K_CHOICES]
            best = K_CHOICES[int(np.argmax(shares))]      # ties: the smaller k
            r["k"] = k_label(best)
            for k, s in zip(K_CHOICES, shares):
                r[f"share_{k_label(k)}"] = f"{s:.5f}"
        rows[name] = r
        order = [slug(c) for c in IMPLEMENTED_KINGDOM]
        _write_rows(out, [rows[c] for c in order if c in rows])
        print(f"{NAMES[x]:15s} k={r['k']:9s} " + " ".join(
            f"{r[f'share_{k_label(k)}']}" for k in K_CHOICES) + f"  ({time.time() - t0:.0f} s)",
            flush=True)
    print(f"wrote {out} ({len(rows)} cards, {time.time() - t0:.0f} s)")


def reload_k_table(path=K_TABLE_PATH):
    """Read the k table again and register bm-<card> anew (after a sweep in this process)."""
    import strategies.dominion.bm_cards as bc
    bc.K_TABLE.clear()
    bc.K_TABLE.update(bc.load_k_table(path))
    for x in IMPLEMENTED_KINGDOM:
        register(make_bm(x))


def table(cards, games, seed, threads, out):
    t0 = time.time()
    res = []
    for x in cards:
        new = REGISTRY[f"bm-{slug(x)}"]
        old = REGISTRY[f"bm-{slug(x)}:classic"]
        s_new = share(new, games, seed, threads)
        same = new.params == old.params
        s_old = s_new if same else share(old, games, seed, threads)
        res.append((x, new, old, s_new, s_old))
        print(f"{NAMES[x]:15s} {s_new:.4f} {s_old:.4f}  ({time.time() - t0:.0f} s)",
              file=sys.stderr, flush=True)
    res.sort(key=lambda t: -t[3])
    before = sorted(res, key=lambda t: -t[4])
    rank_old = {t[0]: i + 1 for i, t in enumerate(before)}
    lines = ["| # | card | k | share | 95% CI | classic k | classic share | classic # | note |",
             "|---:|---|---:|---:|---|---:|---:|---:|---|"]
    rows = []
    for i, (x, new, old, s_new, s_old) in enumerate(res):
        lo, hi = wilson(s_new, games)
        kn = "-" if victory_only(x) else k_label(new.params[1])
        ko = "-" if victory_only(x) else k_label(old.params[1])
        lines.append(f"| {i + 1} | {NAMES[x]} | {kn} | {s_new:.3f} | [{lo:.3f}, {hi:.3f}] | "
                     f"{ko} | {s_old:.3f} | {rank_old[x]} | {note(x)} |")
        rows.append({"card": slug(x), "k": kn, "share": f"{s_new:.5f}", "classic_k": ko,
                     "classic_share": f"{s_old:.5f}", "games": games, "seed": seed})
    print("\n".join(lines))
    if out:
        with open(out, "w", newline="") as f:
            w = csv.DictWriter(f, list(rows[0]), lineterminator="\n")
            w.writeheader()
            w.writerows(rows)
    print(f"\n{len(res)} cards, {games:,} games each, seed {seed}, {time.time() - t0:.0f} s"
          + (f"; wrote {out}" if out else ""), file=sys.stderr)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m benchmarks.bm_k", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=["sweep", "table", "all"])
    ap.add_argument("--games", type=int, default=None,
                    help="games per cell (sweep: 20000, table: 100000)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--cards", default="", help="comma-separated cards (default: all)")
    ap.add_argument("--out", default=None,
                    help="sweep: the k table (default strategies/dominion/data/bm_k.csv); "
                         "table: a CSV copy of the table (default none)")
    ap.add_argument("--force", action="store_true", help="sweep: start over")
    ap.add_argument("--table-games", type=int, default=100_000, help="all: games per table row")
    ap.add_argument("--table-out", default=None, help="all: a CSV copy of the table")
    a = ap.parse_args(argv)
    cards = cards_from(a.cards)
    if a.what == "sweep":
        sweep(cards, a.games or 20_000, a.seed, a.threads, a.out or K_TABLE_PATH, a.force)
    elif a.what == "table":
        table(cards, a.games or 100_000, a.seed, a.threads, a.out)
    else:
        sweep(cards, a.games or 20_000, a.seed, a.threads, a.out or K_TABLE_PATH, True)
        reload_k_table(a.out or K_TABLE_PATH)
        table(cards, a.table_games, a.seed, a.threads, a.table_out)


if __name__ == "__main__":
    main()
