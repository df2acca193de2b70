"""docs/intrige-balance/what-would-fix-it.md: the closest variants of a balance search
(`domsim intrige variants`) played again with other bots, to see whether their verdict holds
when the players are not the bots tuned to them.

For the first `--top` variants of the search's verdict (the fair ones first, else the
closest) and the seed's rules, at each judged player count: the seat shares of a field of
`fox` (default parameters), of `shark`, of the mixed field of the balance report, and the
search's own (tuned) numbers, each with 95% intervals; a table per variant and one line of
the largest seat deviation per field.

    python -m benchmarks.intrige_fix FILE.parquet [--top 3] [--games 20000] [--seed 1]
                                     [--threads 2] [--out docs/intrige-balance]
"""
import argparse
import time
from pathlib import Path

import numpy as np
import pandas as pd

from domsim.intrige_balance import MIXED
from domsim.intrige_variants import JUDGED, TOLERANCE, parse_variant, verdict
from simcore.intrige import options
from simcore.intrige.match import Match, games
from simcore.stats import wilson
from strategies.intrige import get

FIELDS = ("fox", "shark", "mixed")


def seat_shares(names, rules, n_games, seed, threads):
    """(share, low, high) per seat of a field (entries rotate over the seats)."""
    m = Match([get(x) for x in names], games=n_games, seed=seed, threads=threads,
              chunk=min(n_games, 20_000), rules=rules)
    n = len(names)
    seat = np.zeros(n)
    total = 0
    for c in games(m):
        s, seats = c.share(), c.seats()
        total += len(c)
        for e in range(n):
            seat += np.bincount(seats[:, e], weights=s[:, e], minlength=n)
    lo, hi = wilson(seat / total, total)
    return seat / total, lo, hi


def field_names(field, n):
    return MIXED[:n] if field == "mixed" else [field] * n


def measure(rows, variant_list, n_games, seed, threads):
    out = []
    for v in variant_list:
        rules = {**options.defaults(), **parse_variant("" if v == "default" else v)}
        for n in JUDGED:
            for field in FIELDS:
                share, lo, hi = seat_shares(field_names(field, n), rules, n_games, seed, threads)
                for s in range(n):
                    out.append({"variant": v, "players": n, "field": field, "seat": s,
                                "share": share[s], "ci_low": lo[s], "ci_high": hi[s]})
            t = rows[(rows["kind"] == "seat") & (rows["variant"] == v) & (rows["players"] == n)]
            for r in t.itertuples():
                out.append({"variant": v, "players": n, "field": "tuned", "seat": int(r.name),
                            "share": r.value, "ci_low": r.ci_low, "ci_high": r.ci_high})
    return pd.DataFrame(out)


def pm(x, lo, hi):
    return f"{100 * x:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"


def page(df, v, source, command, n_games, seed, seconds):
    L = ["# What would fix it", "",
         f"From the balance search in `{source}` (`{command}`: the bot tuned to each variant, "
         "then fresh games) and, for the closest variants, the same rules played "
         f"again with other bots: `fox` with its default parameters, `shark`, and the balance "
         f"report's mixed field (the first n of {', '.join(MIXED)}), {n_games:,} games per "
         f"field, variant and player count, seed {seed} ({seconds:.0f} s). A variant is fair "
         f"when every seat is within {100 * TOLERANCE:.0f} points of 1/players at "
         f"{', '.join(map(str, JUDGED))} players; shares with 95% intervals.", ""]
    fair = v[v["fair"]]
    if len(fair):
        L.append(f"**{len(fair)} of the {len(v)} searched variants are fair with the tuned "
                 f"bots**: {', '.join(fair['variant'])}.")
    else:
        L.append(f"**None of the {len(v)} searched variants is fair with the tuned bots.** The "
                 "closest are below; the seed's rules for comparison.")
    L.append("")
    L.append("| variant | change | tuned | fox | shark | mixed |")
    L.append("|---|---|---|---|---|---|")
    chosen = list(dict.fromkeys(df["variant"]))
    for var in chosen:
        cells = []
        for field in ("tuned", "fox", "shark", "mixed"):
            d = df[(df["variant"] == var) & (df["field"] == field)].copy()
            d["fair"] = 1 / d["players"]
            d["dev"] = (d["share"] - d["fair"]).abs()
            w = d.loc[d["dev"].idxmax()]
            ok = "fair" if d["dev"].max() <= TOLERANCE else "not fair"
            cells.append(f"{ok}: worst {int(w.players)}p seat {int(w.seat)} "
                         f"{pm(w.share, w.ci_low, w.ci_high)}")
        ch = v[v["variant"] == var]
        size = f"{int(ch['options_changed'].iloc[0])} ({ch['change'].iloc[0]:g})" \
            if len(ch) else "-"
        L.append(f"| `{var}` | {size} | " + " | ".join(cells) + " |")
    L += ["", "The largest |seat share - fair| over the judged counts, in points, by field:", ""]
    for var in chosen:
        devs = []
        for field in ("tuned", "fox", "shark", "mixed"):
            d = df[(df["variant"] == var) & (df["field"] == field)]
            devs.append(f"{field} {100 * (d['share'] - 1 / d['players']).abs().max():.1f}")
        L.append(f"- `{var}`: " + ", ".join(devs) + ".")
    L += ["", "A variant that moves one bot's seats towards fair can move another's away: the "
          "verdict holds only for the players it was measured with."]
    for var in chosen:
        L += ["", f"## `{var}`", "",
              "| players | field | " + " | ".join(f"seat {s}" for s in range(max(JUDGED))) + " |",
              "|---|---|" + "---|" * max(JUDGED)]
        for n in JUDGED:
            for field in ("tuned", "fox", "shark", "mixed"):
                d = df[(df["variant"] == var) & (df["players"] == n) & (df["field"] == field)]
                cells = [pm(r.share, r.ci_low, r.ci_high) for r in d.sort_values("seat")
                         .itertuples()]
                cells += [""] * (max(JUDGED) - len(cells))
                L.append(f"| {n} | {field} | " + " | ".join(cells) + " |")
    return "\n".join(L) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--top", type=int, default=3)
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", default="docs/intrige-balance")
    a = ap.parse_args()
    import pyarrow.parquet as pq
    md = pq.read_schema(a.file).metadata or {}
    command = md.get(b"command", b"domsim intrige variants").decode()
    rows = pd.read_parquet(a.file)
    v = verdict(rows)
    chosen = list(v["variant"].iloc[:a.top])
    if "default" not in chosen:
        chosen.append("default")
    t0 = time.perf_counter()
    df = measure(rows, chosen, a.games, a.seed, a.threads)
    secs = time.perf_counter() - t0
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    df.to_parquet(out / "fix.parquet", index=False)
    (out / "what-would-fix-it.md").write_text(page(df, v, a.file, command, a.games, a.seed,
                                                   secs))
    print(f"wrote {out}/what-would-fix-it.md and fix.parquet ({secs:.0f} s)")


if __name__ == "__main__":
    main()
