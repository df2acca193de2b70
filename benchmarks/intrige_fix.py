"""docs/intrige-balance/what-would-fix-it.md: the closest variants of a balance search
(`domsim intrige variants`) played again with other bots, written for a game designer: a
recommendation first, a key to the notation, then the detail.

For the first `--top` variants of the search's verdict (the fair ones first, else the
closest) and the seed's rules, at each judged player count: the seat shares of a field of
`fox` (default parameters), of `shark`, of the mixed field of the balance report, and the
search's own (tuned) numbers, each with 95% intervals (fix.parquet); and, for the seed's
2-player game, who throws the first Dagger and what becomes of it with the default fox and
the tuned one (starter.parquet, benchmarks/intrige_first_dagger.py).

    python -m benchmarks.intrige_fix FILE.parquet [--top 3] [--games 20000] [--seed 1]
                                     [--threads 2] [--out docs/intrige-balance]
    python -m benchmarks.intrige_fix FILE.parquet --render-only [--out DIR]

`--render-only` writes the page again from the stored fix.parquet and starter.parquet in
`--out` (no games played; tests/test_intrige_fix_page.py checks the page against it).
"""
import argparse
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

from benchmarks import intrige_first_dagger as first_dagger
from domsim.intrige.balance import MIXED
from domsim.intrige.variants import JUDGED, TOLERANCE, parse_variant, verdict
from simcore.intrige import options
from simcore.intrige.match import Match, games
from simcore.intrige.state import O_COINS, O_START2
from simcore.stats import wilson
from strategies.intrige import get

FIELDS = ("fox", "shark", "mixed")          # played here; "tuned" comes from the search
SHOWN = ("tuned", "fox", "shark", "mixed")  # the page's order
KIND = {
    "tuned": "foxes tuned to the variant at that player count by the balance search (its own "
             "bots and games: a new tuning per variant and player count)",
    "fox": "foxes with their default parameters (the strongest bot of the simulator)",
    "shark": "sharks: an older bot that challenges suspect claims more often",
    "mixed": "a mixed table: the first n of " + ", ".join(MIXED) + ", every player in every "
             "seat equally often",
}
# the default fox, but challenging every Queen that blocks its Dagger in a duel (d = 1)
ALWAYS_CHALLENGES = "fox:0.05:1:0.1"
ORDINAL = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th")


# --- measuring --------------------------------------------------------------------------

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


def rules_of(variant):
    return {**options.defaults(), **parse_variant("" if variant == "default" else variant)}


def measure(rows, variant_list, n_games, seed, threads):
    out = []
    for v in variant_list:
        rules = rules_of(v)
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


def tuned_bot(rows, variant, n):
    """The bot the search tuned to `variant` at n players, as a spec."""
    t = rows[(rows["variant"] == variant) & (rows["players"] == n)]
    return str(t["bot"].iloc[0])


def measure_starter(rows, n_games, seed, threads):
    """The seed's 2-player game: the first Dagger and the starting player's share with the
    default fox, the tuned fox and the default fox that challenges every Queen blocking its
    Dagger (benchmarks/intrige_first_dagger.py)."""
    out = []
    for who, spec in (("default fox", "fox"), ("tuned fox", tuned_bot(rows, "default", 2)),
                      ("default fox, challenging every Queen", ALWAYS_CHALLENGES)):
        s = first_dagger.summary(first_dagger.measure(spec, n_games, seed, threads))
        s.insert(0, "bot", spec)
        s.insert(0, "who", who)
        out.append(s)
    return pd.concat(out, ignore_index=True)


# --- reading the numbers ----------------------------------------------------------------

def starting_coins(variant, n):
    """Each seat's starting coins at n players under `variant` (as rules.setup deals them)."""
    a = options.to_array(rules_of(variant))
    return tuple(int(a[O_START2]) if n == 2 and s == 0 and a[O_START2] >= 0
                 else int(a[O_COINS + s]) for s in range(n))


def other_changes(variant):
    return {k: v for k, v in parse_variant("" if variant == "default" else variant).items()
            if k not in ("start-coins", "start-coins-2p")}


def same_rules(v, w, n):
    """Whether two variants deal the same game at n players (the 2-player option does
    nothing at 3+ players, a seat list nothing past the last seat)."""
    return starting_coins(v, n) == starting_coins(w, n) and other_changes(v) == other_changes(w)


def cells(df):
    """Per (variant, field, players): the worst seat (furthest from fair), its share and
    interval, its distance from fair (dev), how far the seats' intervals reach from fair at
    most (reach) and how far they stay from it at least (gap: 0 when an interval holds it)."""
    d = df.copy()
    fair = 1 / d["players"]
    d["dev"] = (d["share"] - fair).abs()
    d["reach"] = np.maximum((d["ci_high"] - fair).abs(), (d["ci_low"] - fair).abs())
    d["gap"] = np.where(d["ci_low"] > fair, d["ci_low"] - fair,
                        np.where(d["ci_high"] < fair, fair - d["ci_high"], 0.0))
    keys = ["variant", "field", "players"]
    # rounded so that seats as far from fair (both seats at 2 players) name the earlier one
    worst = d.loc[d["dev"].round(12).groupby([d[k] for k in keys], sort=False).idxmax()]
    worst = worst.set_index(keys)
    agg = d.groupby(keys, sort=False).agg(reach=("reach", "max"), gap=("gap", "max"))
    return worst.drop(columns=["reach", "gap"]).join(agg)


def tuning_spread(c, variants):
    """The largest difference in the tuned worst seat's distance from fair between two
    variants that deal the same game (two tunings of the same rules): the tuning's own
    noise, which the intervals do not hold. None when no two variants share rules."""
    spread = None
    for i, v in enumerate(variants):
        for w in variants[i + 1:]:
            for n in JUDGED:
                if same_rules(v, w, n):
                    spread = max(spread or 0.0, abs(c.loc[(v, "tuned", n), "dev"]
                                                    - c.loc[(w, "tuned", n), "dev"]))
    return spread


def compare(c, v, w, spread):
    """Per (field, players) where v and w deal different games: ('better', points) when v's
    worst seat is nearer fair than w's beyond noise (v's intervals reach less far from fair
    than w's stay away from it, with the tuning's spread added for the tuned field), ('worse',
    -points) the other way round, else ('noise', 0); points: how much nearer. A dict."""
    out = {}
    for n in JUDGED:
        if same_rules(v, w, n):
            continue
        for f in SHOWN:
            a, b = c.loc[(v, f, n)], c.loc[(w, f, n)]
            m = (spread or 0.0) if f == "tuned" else 0.0
            gain = float(b["dev"] - a["dev"])
            out[f, n] = (("better", gain) if a["reach"] + m < b["gap"] else
                         ("worse", gain) if b["reach"] + m < a["gap"] else ("noise", 0.0))
    return out


def net(cmp):
    """(points nearer fair in total, places better, places worse) beyond noise."""
    xs = list(cmp.values())
    return (sum(g for _, g in xs), sum(k == "better" for k, _ in xs),
            sum(k == "worse" for k, _ in xs))


def fair_everywhere(c, v):
    return bool((c.loc[v]["dev"] <= TOLERANCE).all())


def ranked(c, variants, spread):
    """The variants other than the seed's rules, best first: fair for every kind of player
    first, then the most points nearer fair than the seed's rules beyond noise (summed over
    the places where they deal other games, the places further from fair subtracted), then
    the smallest mean distance from fair. [(variant, compare(...) against the seed)]."""
    keyed = []
    for v in variants:
        if v != "default":
            cmp = compare(c, v, "default", spread)
            keyed.append((not fair_everywhere(c, v), -net(cmp)[0], c.loc[v]["dev"].mean(), v,
                          cmp))
    keyed.sort(key=lambda k: k[:4])
    return [(k[3], k[4]) for k in keyed]


def nearest_per_count(c, variants, spread):
    """Per player count: the variant whose worst kind of player is nearest fair (one per
    distinct game, the seed's rules first), its worst kind and distance, the seed's, and
    whether it is nearer beyond noise (every kind's interval reaches less far than the
    seed's worst kind surely is, the tuning's spread added for tuned foxes)."""
    out = []
    for n in JUDGED:
        seen, best = [], None
        for v in ["default"] + [x for x in variants if x != "default"]:
            if any(same_rules(v, w, n) for w in seen):
                continue
            seen.append(v)
            d = c.xs((v, n), level=("variant", "players"))
            if best is None or d["dev"].max() < best[1]["dev"].max():
                best = (v, d)
        v, d = best
        s = c.xs(("default", n), level=("variant", "players"))
        reach = max(d.loc[f, "reach"] + ((spread or 0.0) if f == "tuned" else 0.0)
                    for f in SHOWN)
        out.append({"players": n, "variant": v, "kind": d["dev"].idxmax(),
                    "dev": float(d["dev"].max()), "seed_kind": s["dev"].idxmax(),
                    "seed_dev": float(s["dev"].max()),
                    "sure": v != "default" and reach < s.loc[s["dev"].idxmax(), "gap"]})
    return out


# --- writing ----------------------------------------------------------------------------

PLAYERS = {"tuned": "tuned foxes", "fox": "default foxes", "shark": "sharks",
           "mixed": "the mixed table"}


def pct(x):
    return f"{100 * x:.1f}%"


def pm(x, lo, hi):
    return f"{100 * x:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"


def coins_text(cs):
    return "-".join(map(str, cs))


def plain_change(v):
    """A variant in words: the starting coins where they change, and any other option."""
    changed = [n for n in JUDGED if starting_coins(v, n) != starting_coins("default", n)]
    parts = []
    if changed:
        parts.append("starting coins " + ", ".join(
            f"{coins_text(starting_coins(v, n))} at {n} players" for n in changed)
            + " instead of " + ", ".join(coins_text(starting_coins("default", n))
                                        for n in changed))
    for k, x in other_changes(v).items():
        parts.append(f"{k} {x} instead of {options.defaults()[k]}")
    same = [n for n in JUDGED if n not in changed]
    if changed and same and not other_changes(v):
        counts = (f"{same[0]}-{same[-1]}" if same == list(range(same[0], same[-1] + 1))
                  else ", ".join(map(str, same)))
        parts.append(f"{counts} players as the seed")
    return "; ".join(parts) or "the seed's rules"


def where(c, v, w, places):
    """'at 2 players: tuned foxes 47.1% [46.1, 48.0] for the 1st seat (seed's rules 58.9%
    for the 1st), ...' for (field, players) places, grouped by player count."""
    out = []
    for n in JUDGED:
        xs = []
        for f in SHOWN:
            if (f, n) in places:
                a, b = c.loc[(v, f, n)], c.loc[(w, f, n)]
                xs.append(f"{PLAYERS[f]} {pm(a['share'], a['ci_low'], a['ci_high'])} for the "
                          f"{ORDINAL[int(a['seat'])]} seat (seed's rules {pct(b['share'])} for "
                          f"the {ORDINAL[int(b['seat'])]})")
        if xs:
            out.append(f"at {n} players {', '.join(xs)}")
    return "; ".join(out)


def recommendation(c, v_all, variants, spread, n_games, tuned_games):
    """The page's first paragraph: which variant, what it fixes, what it costs, how sure."""
    fair = v_all[v_all["fair"]]
    order = ranked(c, variants, spread)
    best, cmp = order[0]
    points, _, _ = net(cmp)
    better = [k for k, x in cmp.items() if x[0] == "better"]
    worse = [k for k, x in cmp.items() if x[0] == "worse"]
    dev = c.loc[best]["dev"]
    everywhere = fair_everywhere(c, best)
    tol = f"{100 * TOLERANCE:.0f} points"
    L = []
    if len(fair) == 0:
        L.append(f"**Recommendation.** None of the {len(v_all)} rule variants of the balance "
                 f"search keeps every seat within {tol} of an equal share at "
                 f"{JUDGED[0]}-{JUDGED[-1]} players, even with bots tuned to it, so there is "
                 "no variant to adopt yet.")
    else:
        L.append(f"**Recommendation.** {len(fair)} of the {len(v_all)} rule variants of the "
                 f"balance search keep every seat within {tol} of an equal share with the "
                 "bots tuned to them.")
    if everywhere:
        L.append(f"Adopt `{best}` ({plain_change(best)}): it is fair with every kind of player "
                 "measured here.")
    elif points <= 0:
        L.append("Keep the seed's rules: no variant played again with other bots is nearer "
                 "fair than the seed's rules beyond noise by more than it is further; the "
                 f"nearest is `{best}` ({plain_change(best)}).")
    else:
        L.append(f"The one to test next is `{best}` ({plain_change(best)}).")
    if better:
        L.append("What it fixes (nearer fair, beyond noise): "
                 f"{where(c, best, 'default', better)}.")
    if not everywhere:
        cost = (f"further from fair {where(c, best, 'default', worse)}" if worse
                else "nowhere further from fair beyond noise")
        w = dev.idxmax()
        a = c.loc[(best, *w)]
        off = int((dev > TOLERANCE).sum())
        L.append(f"What it costs: {cost}; and {off} of its {len(dev)} (kind of player, player "
                 f"count) places stay more than {tol} off, the worst: {PLAYERS[w[0]]} at "
                 f"{w[1]} players, {pm(a['share'], a['ci_low'], a['ci_high'])} for the "
                 f"{ORDINAL[int(a['seat'])]} seat (fair {pct(1 / w[1])}).")
    also = [x for x in nearest_per_count(c, variants, spread)
            if x["sure"] and x["variant"] != best]
    if also:
        L.append("Worth a test too, player count by player count: " + "; ".join(
            f"at {x['players']} players `{x['variant']}` "
            f"({coins_text(starting_coins(x['variant'], x['players']))} coins) keeps every "
            f"kind of player within {100 * x['dev']:.1f} points of fair (the seed's rules: "
            f"{100 * x['seed_dev']:.1f}, {PLAYERS[x['seed_kind']]})" for x in also) + ".")
    half = 100 * (c["ci_high"] - c["ci_low"]) / 2
    tuned = c.index.get_level_values("field") == "tuned"
    hw, ht = float(half[~tuned].max()), float(half[tuned].max())
    tuning = (f"two tunings of the same rules moved the tuned worst seat by up to "
              f"{100 * spread:.1f} points" if spread is not None else
              "the tuning's own noise is not measured here (no two variants deal the same "
              "game), so tuned differences may be noise beyond their intervals")
    sure = (f"How sure: {n_games:,} games per kind of player, variant and player count "
            f"({tuned_games:,} for the tuned foxes), so a share's 95% interval is at most "
            f"±{hw:.1f} points (±{ht:.1f} tuned), and {tuning}; only differences beyond "
            f"{'both' if spread is not None else 'the intervals'} count here (in all, "
            f"`{best}` is {100 * abs(points):.1f} points "
            f"{'nearer' if points >= 0 else 'further from'} fair than the seed's rules where "
            "it differs beyond noise).")
    if len(order) > 1:
        nxt, _ = order[1]
        p2, b2, w2 = net(compare(c, best, nxt, spread))
        sure += (f" Against the next best, `{nxt}`, it is nearer fair beyond noise in {b2} "
                 f"places and further in {w2}, {100 * p2:+.1f} points in all"
                 + (", so the order of the two is not settled." if b2 and w2 or p2 <= 0
                    else "."))
    L.append(sure)
    return " ".join(L)


def key_section(variants):
    L = ["## How to read this page", "",
         "- **variant**: a set of rule changes as `domsim intrige variants` takes it: "
         "`name=value`, several joined by `+`; `default` is the seed's rules. The table "
         "below gives each variant's starting coins.",
         "- **start-coins**=a,b,c: the coins each seat starts with, from the starting player "
         "on (later seats get the last number; the seed: 2 each).",
         "- **start-coins-2p**=x: the starting player's coins in a 2-player game (the seed: "
         "1); `off`: what start-coins gives that seat."]
    names = sorted({k for v in variants for k in other_changes(v)})
    for k in names:
        L.append(f"- **{k}**={{n}}: {options.OPTIONS[k][3]} (the seed: "
                 f"{options.defaults()[k]}).".replace("{n}", "n"))
    L += ["- **kind of player**: who sits at every seat of the table; each variant is "
          "played by four kinds:"]
    for f in SHOWN:
        L.append(f"  - **{f}**: {KIND[f]}.")
    L += ["- **players**, " + ", ".join(f"**{n} players**" for n in JUDGED)
          + ": the table size.",
          "- " + ", ".join(f"**{ORDINAL[s]}**" for s in range(max(JUDGED))) + ": the seats in "
          "turn order; the 1st is the starting player.",
          "- **share**, **%**: the games a seat wins, in percent; a game cut off at the turn "
          "limit is split among the players still in.",
          "- **[low, high]**: the 95% interval of a share: with this many games the true share "
          "lies in it 19 times in 20.",
          f"- **fair**: within {100 * TOLERANCE:.0f} points of an equal share: "
          + ", ".join(f"{pct(1 / n)} at {n} players" for n in JUDGED) + ".",
          "- **points**: percentage points (50.0% to 52.5% is 2.5 points).",
          "- **distance from fair**: of the seat furthest from an equal share, in points; "
          "`3.1 (shark)`: 3.1 points, for sharks, the kind of player it is largest for.",
          "- **seed's rules**: the same number under the rules as printed (`default`).",
          "- **starting coins**: each seat's coins at the start, from the 1st seat on.",
          "- **bot**: the bot in both seats, as `domsim intrige` names it: `fox` with its "
          "default parameters, `fox:t:d:b` with its own (docs/intrige.md, \"Bots\"); `d` "
          "decides when it challenges a Queen that blocks its Dagger in a duel.",
          f"- **bold**: a distance within {100 * TOLERANCE:.0f} points, fair.",
          "- **beyond noise**: a difference larger than the 95% intervals of both numbers (for "
          "tuned foxes, larger than two tunings of the same rules differ, too).",
          "- **first Dagger by**, **what became of it**, **games**, **starter's share**, "
          "**turns**: in the 2-player table below, who announced the game's first Dagger "
          "(starter, other, nobody), what happened next (hit: it took a card; jack "
          "challenged: its claim was challenged; queen let stand: a Queen blocked it and "
          "nobody challenged the Queen; queen challenged: real, the blocker showed a Queen; "
          "queen challenged: bluff, it had none; none: nobody threw a Dagger), in how many "
          "games, the starting player's share of those and their mean length in turns (all "
          "players' turns).",
          "",
          "The variants in starting coins, seat by seat from the starting player "
          "(`1-2`: the 1st seat starts with 1 coin, the 2nd with 2):", "",
          "| variant | " + " | ".join(f"{n} players" for n in JUDGED) + " |",
          "|---|" + "---|" * len(JUDGED)]
    for v in variants:
        L.append(f"| `{v}` | " + " | ".join(coins_text(starting_coins(v, n)) for n in JUDGED)
                 + " |")
    return L


def flip_section(st, c, seed):
    """Why the 2-player starter's edge changes sign with the bot (starter.parquet)."""
    def part(who, first=None, outcome=None):
        d = st[st["who"] == who]
        if first is not None:
            d = d[d["first"] == first]
        if outcome is not None:
            d = d[d["outcome"].isin(outcome)]
        g = int(d["games"].sum())
        s = float((d["games"] * d["starter_share"]).sum() / g) if g else 0.0
        lo, hi = wilson(s, g)
        return g, s, f"{pct(s)} [{100 * float(lo):.1f}, {100 * float(hi):.1f}]"

    blocked = ("queen let stand", "queen challenged: real", "queen challenged: bluff")
    default, tuned, switch = list(dict.fromkeys(st["who"]))
    bots = dict(zip(st["who"], st["bot"]))
    g, _, all_def = part(default)
    _, _, all_tun = part(tuned)
    _, _, all_sw = part(switch)
    g_first, w_first_def, _ = part(default, "starter")
    g_other, _, _ = part(default, "other")
    _, w_first_tun, _ = part(tuned, "starter")
    b_def, _, _ = part(default, "starter", blocked)
    stand, w_stand, _ = part(default, "starter", ("queen let stand",))
    chal, _, _ = part(tuned, "starter", blocked[1:])
    bluff, _, _ = part(tuned, "starter", ("queen challenged: bluff",))
    b_tun, _, _ = part(tuned, "starter", blocked)
    every = "every Queen" if chal == b_tun else f"{chal:,} of the {b_tun:,} Queens"
    cols = ["first", "outcome", "games", "starter_share", "turns"]
    same = (st[st["who"] == tuned][cols].reset_index(drop=True)
            .equals(st[st["who"] == switch][cols].reset_index(drop=True)))
    search = c.loc[("default", "tuned", 2)]
    search_s = search["share"] if int(search["seat"]) == 0 else 1 - search["share"]
    L = ["## Why the 2-player starter's edge flips with the bot", ""]
    L.append(
        f"The edge turns on one decision: a tuned fox challenges {every} that blocks its "
        "Dagger in a duel, and a bluffed Queen then loses both its cards and the game, so the "
        "first Dagger often decides the game; the starting player, who moves first, throws "
        f"it in {g_first:,} of {g:,} games (the other player in {g_other:,}). With tuned "
        f"foxes (`{bots[tuned]}`) the starter wins {pct(w_first_tun)} of those games and "
        f"{all_tun} of all (the search's own games: {pct(search_s)}); default foxes "
        f"(`{bots[default]}`) let {stand:,} of the starter's {b_def:,} blocked first Daggers "
        "stand, "
        f"the starter has then paid 3 of its few coins for nothing and wins {pct(w_stand)} of "
        f"those games, {pct(w_first_def)} of its first-Dagger games and {all_def} of all.")
    L += ["", f"The tuned fox challenged {chal:,} of the {b_tun:,} Queens that blocked the "
          f"starter's first Dagger and {bluff:,} of them were bluffs. A default fox changed "
          f"only to challenge every such Queen (`{bots[switch]}`) gives the starter {all_sw}"
          + (", every row of the table below the same as the tuned fox's: the rest of the "
             "tuning changes nothing here." if same else "."),
          "", f"The same {g:,} games (seed {seed}) with each bot:", "",
          "| bot | first Dagger by | what became of it | games | starter's share | turns |",
          "|---|---|---|---|---|---|"]
    for r in st.itertuples():
        if same and r.who == switch:
            continue
        L.append(f"| `{r.bot}` | {r.first} | {r.outcome} | {r.games:,} | "
                 f"{pct(r.starter_share)} | {r.turns:.1f} |")
    return L


def detail_section(df, c, variants, spread):
    L = ["## The detail", "",
         "### Distance from fair, by kind of player", "",
         "| variant | kind of player | " + " | ".join(f"{n} players" for n in JUDGED) + " |",
         "|---|---|" + "---|" * len(JUDGED)]
    for v in variants:
        for f in SHOWN:
            xs = []
            for n in JUDGED:
                d = c.loc[(v, f, n), "dev"]
                x = f"{100 * d:.1f}"
                xs.append(f"**{x}**" if d <= TOLERANCE else x)
            L.append(f"| `{v}` | {f} | " + " | ".join(xs) + " |")
    L += ["", "### Nearest fair for every kind of player, player count by player count", "",
          "| players | variant | starting coins | distance from fair | seed's rules |",
          "|---|---|---|---|---|"]
    for x in nearest_per_count(c, variants, spread):
        L.append(f"| {x['players']} players | `{x['variant']}` | "
                 f"{coins_text(starting_coins(x['variant'], x['players']))} | "
                 f"{100 * x['dev']:.1f} ({x['kind']}) | "
                 f"{100 * x['seed_dev']:.1f} ({x['seed_kind']}) |")
    L += ["", "### The starting player at 2 players", "",
          "| variant | " + " | ".join(SHOWN) + " |", "|---|" + "---|" * len(SHOWN)]
    for v in variants:
        xs = []
        for f in SHOWN:
            r = df[(df["variant"] == v) & (df["field"] == f) & (df["players"] == 2)
                   & (df["seat"] == 0)].iloc[0]
            xs.append(pm(r.share, r.ci_low, r.ci_high))
        L.append(f"| `{v}` | " + " | ".join(xs) + " |")
    L += ["", "### Every seat's share", ""]
    for v in variants:
        L += [f"`{v}`:", "",
              "| players | kind of player | "
              + " | ".join(ORDINAL[s] for s in range(max(JUDGED))) + " |",
              "|---|---|" + "---|" * max(JUDGED)]
        for n in JUDGED:
            for f in SHOWN:
                d = df[(df["variant"] == v) & (df["players"] == n) & (df["field"] == f)]
                xs = [pm(r.share, r.ci_low, r.ci_high) for r in d.sort_values("seat")
                      .itertuples()]
                xs += [""] * (max(JUDGED) - len(xs))
                L.append(f"| {n} players | {f} | " + " | ".join(xs) + " |")
        L.append("")
    return L


def page(df, v_all, st, md, search_md):
    """The page from the stored measurements: fix.parquet's rows (df) and metadata (md),
    the search's verdict (v_all) and metadata (search_md), starter.parquet's rows (st)."""
    n_games, seed = int(md["games"]), int(md["seed"])
    variants = list(dict.fromkeys(df["variant"]))
    c = cells(df)
    spread = tuning_spread(c, variants)
    L = ["# What would fix it", "",
         recommendation(c, v_all, variants, spread, n_games, int(search_md["games"])), ""]
    L += key_section(variants) + [""]
    L += flip_section(st, c, seed) + [""]
    L += detail_section(df, c, variants, spread)
    L += ["## How these numbers were made", "",
          f"The balance search in `{md['source']}` (`{search_md['command']}`) tuned the fox "
          f"to each of its {len(v_all)} variants at each player count "
          f"({int(search_md['tune_games']):,} games of tuning) and played "
          f"{int(search_md['games']):,} fresh games with the tuned bot (seed "
          f"{search_md['seed']}): the tuned numbers. This page takes its closest "
          f"{len(variants) - ('default' in variants)} variants and the seed's rules and plays "
          f"them again with the other kinds of player, {n_games:,} games per kind, variant and "
          f"player count, seed {seed} ({float(md['seconds']):.0f} s); the 2-player first-"
          f"Dagger table replays {int(md['starter_games']):,} games per bot step by step "
          f"(`python -m benchmarks.intrige_first_dagger`). Written by `python -m "
          f"benchmarks.intrige_fix {md['source']}`; `--render-only` writes it again from the "
          "stored fix.parquet and starter.parquet without playing.",
          "",
          "A variant that moves one kind of player's seats towards fair can move another's "
          "away: a verdict holds only for the players it was measured with."]
    return "\n".join(L) + "\n"


# --- files ------------------------------------------------------------------------------

def write_parquet(df, path, md):
    import pyarrow as pa
    import pyarrow.parquet as pq
    t = pa.Table.from_pandas(df, preserve_index=False)
    pq.write_table(t.replace_schema_metadata({k: str(x) for k, x in md.items()}), path)


def read_parquet(path):
    import pyarrow.parquet as pq
    t = pq.read_table(path)
    md = {k.decode(): x.decode() for k, x in (t.schema.metadata or {}).items()}
    return t.to_pandas(), md


def render(search_file, out):
    """The page's text from the stored files (fix.parquet, starter.parquet in `out`)."""
    rows, search_md = read_parquet(search_file)
    df, md = read_parquet(Path(out) / "fix.parquet")
    st, _ = read_parquet(Path(out) / "starter.parquet")
    return page(df, verdict(rows), st, md, search_md)


def fail(msg):
    print(f"Error: {msg}", file=sys.stderr)
    sys.exit(2)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--top", type=int, default=3)
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", default="docs/intrige-balance")
    ap.add_argument("--render-only", action="store_true")
    a = ap.parse_args()
    out = Path(a.out)
    if not Path(a.file).is_file():
        fail(f"{a.file} does not exist; give the parquet file `domsim intrige variants` wrote")
    if a.render_only:
        missing = [p for p in ("fix.parquet", "starter.parquet") if not (out / p).is_file()]
        if missing:
            fail(f"--render-only: {out} holds no {' or '.join(missing)}; run without "
                 "--render-only first")
        (out / "what-would-fix-it.md").write_text(render(a.file, out))
        print(f"wrote {out}/what-would-fix-it.md from the stored measurements")
        return
    rows, _ = read_parquet(a.file)
    v = verdict(rows)
    chosen = list(v["variant"].iloc[:a.top])
    if "default" not in chosen:
        chosen.append("default")
    t0 = time.perf_counter()
    df = measure(rows, chosen, a.games, a.seed, a.threads)
    secs = time.perf_counter() - t0
    st = measure_starter(rows, a.games, a.seed, a.threads)
    out.mkdir(parents=True, exist_ok=True)
    write_parquet(df, out / "fix.parquet",
                  {"source": a.file, "games": a.games, "seed": a.seed, "seconds": f"{secs:.1f}",
                   "starter_games": a.games})
    write_parquet(st, out / "starter.parquet", {"games": a.games, "seed": a.seed})
    (out / "what-would-fix-it.md").write_text(render(a.file, out))
    print(f"wrote {out}/what-would-fix-it.md, fix.parquet and starter.parquet "
          f"({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
