"""Dominion plans: tournaments, card sweeps and kingdom sweeps as lists of matchups.

Each matchup is a `domsim match` of its own: its rows are exactly the summary rows that
`domsim match` writes for the same strategies (in the matchup's entry order), kingdom and
derived seed (simcore.plan.derive_seed). Entries are put in name order, so the order in which
the user lists strategies changes nothing.
"""
import difflib

import numpy as np
import pandas as pd

from simcore.plan import (  # noqa: F401
    MAX_TABLES,
    Matchup,
    display_names,
    match_player,
    tables_for,
)
from simcore.plan_tables import ranking

from .cards import (
    BASIC,
    IDS,
    IMPLEMENTED,
    IMPLEMENTED_KINGDOM,
    NAMES,
    PRESETS,
    SETS,
    card_id,
    snake,
)
from .colony import with_colony
from .match import Match
from .sets import REGISTERED

KINGDOM_SIZE = 10
CARD_SETS = REGISTERED          # what `--cards SET` names
# the sets a pool holds when none is named: the first two boxes (so a default kingdom draw
# stays what it was before Seaside; name `seaside` to draw from it)
DEFAULT_SETS = ("base", "intrigue", "base1", "intrigue1")


def kingdom_label(kingdom):
    return ",".join(NAMES[c] for c in sorted(kingdom))


# --- playing one matchup ----------------------------------------------------------------

def make_match(mu, seed, games, threads=1, chunk=20_000, turn_limit=100, edition=2):
    """The Dominion Match of a matchup whose payload is {"strategies", "kingdom"}."""
    return Match(list(mu.payload["strategies"]), list(mu.payload["kingdom"]), games=games,
                 seed=seed, threads=threads, chunk=chunk, turn_limit=turn_limit,
                 edition=edition)


def matchup_player(threads=1, chunk=20_000, turn_limit=100, edition=2):
    """play_one for simcore.plan.run_plan: each matchup a Dominion Match; returns its
    summary rows (those of `domsim match`), or None if stop() asked to stop in the middle."""
    return match_player(lambda mu, seed, games: make_match(mu, seed, games, threads, chunk,
                                                           turn_limit, edition))


# --- plans ------------------------------------------------------------------------------

def _matchup(kind, strats, kingdom, label):
    names = [s.name for s in strats]
    ident = f"{kind}|{'|'.join(names)}|kingdom={kingdom_label(kingdom)}|players={len(strats)}"
    return Matchup(ident, tuple(names), label, {"strategies": list(strats),
                                               "kingdom": sorted(kingdom)})


def tournament_plan(strategies, kingdoms, players=2, seed=0):
    """Matchups of a tournament: for each kingdom (a list of card-id lists), every pairing
    (2 players) or table (more). Strategies are sorted by name. Returns (plan, sampled)."""
    strats = sorted(strategies, key=lambda s: s.name)
    tabs, sampled = tables_for(len(strats), players, seed)
    plan = []
    for ki, kingdom in enumerate(kingdoms):
        for t in tabs:
            group = [strats[i] for i in t]
            key = "pairing" if players == 2 else "table"
            label = {key: (" vs " if players == 2 else ", ").join(s.name for s in group)}
            if len(kingdoms) > 1:
                label["kingdom_index"] = ki
            plan.append(_matchup("tournament", group, kingdom, label))
    return plan, sampled


def card_plan(entries, baseline, players=2, bots=False, colony=None):
    """Matchups of a card sweep: each entry's strategy against players-1 copies of the
    baseline. entries: (card X, copies label (-1: no limit; 0: an optimised bot, whose rules
    set its copies), the strategy: bm-X:k or X's optimised bot) in order. bots: label each
    row's bot too (bm or optimised; only sweeps with optimised bots, so that the others'
    files stay as they were)."""
    plan = []
    for x, copies, s in entries:
        group = [s] + [baseline] * (players - 1)
        kingdom = set(s.needs) | set(baseline.needs)
        if colony is not None:          # Platinum and Colony by Prosperity's rule (colony.py)
            kingdom = with_colony(kingdom, colony)
        label = {"card": NAMES[x], "copies": int(copies)}
        if bots:
            label["bot"] = "optimised" if copies == 0 else "bm"
        plan.append(_matchup("cards", group, kingdom, label))
    return plan


def param_plan(strategy, grid, against, kingdom):
    """Matchups of a parameter sweep: for every point of `grid` ([{Param: value}]), the
    strategy with those values (named NAME:param=value..., as `match` accepts it) against
    the `against` strategies, in `kingdom`. Labels: one column per parameter."""
    plan = []
    for point in grid:
        s = strategy.with_params(point)
        group = [s] + list(against)
        label = {p.name: int(v) for p, v in point.items()}
        plan.append(_matchup("params", group, kingdom, label))
    return plan


def random_kingdoms(n, seed, pool):
    """n kingdoms of 10 cards drawn from `pool` (card ids); kingdom j depends on (seed, j)
    alone."""
    pool = sorted(pool)
    if len(pool) < KINGDOM_SIZE:
        raise ValueError(f"only {len(pool)} cards to draw from; a kingdom has {KINGDOM_SIZE}")
    out = []
    for j in range(n):
        rng = np.random.default_rng([int(seed) & 0xFFFFFFFF, int(seed) >> 32, j, 0xC0DE])
        out.append(sorted(int(x) for x in rng.choice(pool, KINGDOM_SIZE, replace=False)))
    return out


def card_pool(sets_or_cards):
    """Card ids for --cards: set names (CARD_SETS) and card names, comma-separated; None:
    every implemented kingdom card of DEFAULT_SETS. KeyError names a bad word."""
    if not sets_or_cards:
        return [c for c in IMPLEMENTED_KINGDOM if SETS[c] in DEFAULT_SETS]
    out = []
    for w in [w.strip() for w in sets_or_cards.split(",") if w.strip()]:
        if w.lower() in CARD_SETS:
            out += [c for c in IMPLEMENTED_KINGDOM if SETS[c] == w.lower()]
        else:
            c = card_id(w)                       # KeyError for an unknown name
            if c not in IMPLEMENTED_KINGDOM:
                raise KeyError(w)
            out.append(c)
    return sorted(set(out))


def kingdom_plan(kingdoms, pool, players=2, seed=0):
    """Matchups of a kingdom sweep: for every kingdom, a tournament of `pool(kingdom)` (the
    strategies; strategies/dominion/pools.py). Labels carry the kingdom's index."""
    plan = []
    for ki, kingdom in enumerate(kingdoms):
        strats = sorted(pool(kingdom), key=lambda s: s.name)
        tabs, _ = tables_for(len(strats), players, seed)
        for t in tabs:
            group = [strats[i] for i in t]
            key = " vs " if players == 2 else ", "
            label = {"kingdom_index": ki,
                     ("pairing" if players == 2 else "table"): key.join(s.name for s in group)}
            plan.append(_matchup("kingdoms", group, kingdom, label))
    return plan


def preset_kingdoms():
    return [(name, sorted(card_id(c) for c in cards)) for name, cards in PRESETS.items()]


def parse_kingdom_line(line):
    """Card ids of one kingdoms-file line (a preset name or comma-separated cards); raises
    ValueError saying what is wrong."""
    line = line.strip()
    if line in PRESETS:
        return sorted(card_id(c) for c in PRESETS[line])
    out = []
    for t in [t.strip() for t in line.split(",") if t.strip()]:
        key = snake(t)
        if key not in IDS:
            near = difflib.get_close_matches(key, [snake(n) for n in NAMES], 1, 0.6)
            hint = f" (did you mean {near[0]}?)" if near else ""
            raise ValueError(f"unknown card {t!r}{hint}")
        c = IDS[key]
        if c in BASIC:
            continue
        if c not in IMPLEMENTED:
            raise ValueError(f"{NAMES[c]} is not implemented yet")
        if c in out:
            raise ValueError(f"{NAMES[c]} is named twice")
        out.append(c)
    if not out:
        raise ValueError("no kingdom card")
    if len(out) > KINGDOM_SIZE:
        raise ValueError(f"{len(out)} kingdom cards; a kingdom has at most {KINGDOM_SIZE}")
    return sorted(out)


# --- kingdom sweep tables -----------------------------------------------------------------

def kingdom_tables(rows, kingdoms, baseline="big-money-ultimate"):
    """Kingdom sweep tables from the rows and the kingdoms' card lists (names):
    (rankings per kingdom, one row per kingdom, one row per card)."""
    ranks, per = [], []
    for ki, g in rows.groupby("kingdom_index", sort=True):
        rk = ranking(g)
        rk.insert(0, "kingdom_index", int(ki))
        ranks.append(rk)
        best, second = rk.iloc[0], rk.iloc[1] if len(rk) > 1 else None
        close = int((rk["rating_high"].iloc[1:] >= best["rating_low"]).sum())
        per.append({"kingdom_index": int(ki), "kingdom": ",".join(kingdoms[ki]),
                    "best": best["strategy"], "best_rating": best["rating"],
                    "best_field_share": best["field_share"],
                    "second": None if second is None else second["strategy"],
                    "margin": np.nan if second is None else best["rating"] - second["rating"],
                    "close": close, "strategies": len(rk),
                    "games": int(g.groupby("matchup")["games"].first().sum())})
    ranks = pd.concat(ranks, ignore_index=True)
    per = pd.DataFrame(per)
    cards = sorted({c for k in kingdoms for c in k})
    out = []
    for c in cards:
        present = per["kingdom"].map(lambda k: c in k.split(","))
        bm = "bm-" + snake(c).replace("_", "-")
        sub = ranks[ranks["kingdom_index"].isin(per.loc[present, "kingdom_index"])]
        lifts = []
        for _, g in sub.groupby("kingdom_index"):
            x = g.loc[g["strategy"] == bm, "rating"]
            b = g.loc[g["strategy"] == baseline, "rating"]
            if len(x) and len(b):
                lifts.append(float(x.iloc[0] - b.iloc[0]))
        best_count = int((per.loc[present, "best"] == bm).sum())
        out.append({"card": c, "kingdoms": int(present.sum()), "best": best_count,
                    "best_rate": best_count / max(int(present.sum()), 1),
                    "mean_rating_lift": float(np.mean(lifts)) if lifts else np.nan,
                    "best_share_present": float(per.loc[present, "best_field_share"].mean()),
                    "best_share_absent": float(per.loc[~present, "best_field_share"].mean())
                    if (~present).any() else np.nan})
    cards_df = pd.DataFrame(out)
    cards_df["share_lift"] = cards_df["best_share_present"] - cards_df["best_share_absent"]
    cards_df = cards_df.sort_values(["best_rate", "mean_rating_lift", "card"],
                                    ascending=[False, False, True]).reset_index(drop=True)
    return ranks, per, cards_df
