"""The balance search (`domsim intrige variants`): which change to the printed rules makes
Intrige fair, judged with bots tuned to each variant.

For each variant (a set of rule options) and player count: the bot (fox by default) is tuned
to the variant at that count (domsim/intrige/tune.py: Dominion's optimiser, against the bot
with its default parameters and the search's own bests), then a field of the tuned bot plays
fresh games, which give the seat shares, the win rate of each starting pair, the game length
and, per role, how often the winner had claimed it, each with a 95% interval. A variant is
fair when every seat is within TOLERANCE of 1/players at every count in JUDGED; the fair ones
are ranked by how little they change the printed rules (`change`).

Each (variant, players) is one matchup of the shared plan runner (simcore/plan.py): saved as
it finishes, resumable to the same bytes, its seed derived from the run seed and the matchup
alone.
"""
import itertools

import numpy as np
import pyarrow as pa

from domsim.inputs import DEFAULT_CHUNK, DomsimError, max_threads
from simcore import runner
from simcore.cluster import current
from simcore.intrige import options
from simcore.intrige.match import Games, Match
from simcore.intrige.state import NR, PAIR_NAMES, PAIRS, RANK_NAMES
from simcore.output_lock import holding
from simcore.plan import (
    Budget,
    Matchup,
    derive_seed,
    matchups_at_once,
    parts_dir,
    plan_hash,
    run_plan,
)
from simcore.stats import wilson

PLAYERS = tuple(range(2, 9))
JUDGED = (2, 3, 4, 5, 6)
TOLERANCE = 0.02
# the documented default grid (docs/intrige.md, "The balance search"): the seed's rules, and
# the printed numbers a table would change first to give later seats a little more
DEFAULT_GRID = ("", "start-coins-2p=2", "start-coins=1,2", "start-coins=1,2,2,3",
                "start-coins=1,2,3", "start-coins=2,3", "start-coins=2,2,3,3,4",
                "start-coins=1,2+start-coins-2p=off", "start-coins=2,3+start-coins-2p=off",
                "tax=2", "foreign-aid=1", "forced-coup=8")
COLUMNS = [("kind", pa.string()), ("name", pa.string()), ("value", pa.float64()),
           ("ci_low", pa.float64()), ("ci_high", pa.float64()), ("count", pa.int64()),
           ("fair", pa.float64()), ("bot", pa.string())]


def parse_variant(text):
    """The options of one variant, 'name=value+name=value' ('' or 'default': the seed's
    rules), checked: {name: value} of the changed ones."""
    items = [] if text.strip() in ("", "default") else [t for t in text.split("+") if t]
    try:
        full = options.parse(items)
    except options.RuleError as e:
        raise DomsimError(f"variant {text!r}: {e}") from None
    return {k: full[k] for k in (i.split("=", 1)[0].strip() for i in items)}


def grid(axes):
    """Variants from axes 'name=v1|v2|...' (every combination), as '+'-joined texts."""
    if not axes:
        return []
    values = []
    for a in axes:
        name, eq, vs = a.partition("=")
        if not eq or not vs:
            raise DomsimError(f"--grid {a!r}: give NAME=V1|V2|..., as tax=2|3|4")
        values.append([f"{name.strip()}={v.strip()}" for v in vs.split("|")])
    return ["+".join(c) for c in itertools.product(*values)]


def label(changes):
    return "+".join(f"{k}={v}" for k, v in sorted(changes.items())) or "default"


def change(changes):
    """How much a variant changes the printed rules: per option changed, 1 for a word, else
    the relative change of its number (per seat, the mean over 8 seats): the options count
    first (fewer is smaller), then this sum."""
    total = 0.0
    d = options.defaults()
    for k, v in changes.items():
        kind = options.OPTIONS[k][2]
        if isinstance(kind, options.PerSeat):
            a, b = kind.numbers(v), kind.numbers(d[k])
            total += float(np.mean([abs(x - y) / max(y, 1) for x, y in zip(a, b)]))
        elif isinstance(kind, options.Whole) and v.isdigit() and d[k].isdigit():
            total += abs(int(v) - int(d[k])) / max(int(d[k]), 1)
        else:
            total += 1.0
    return len(changes), round(total, 6)


def variant_plan(variants, players, bot):
    out, seen = [], set()
    for text in variants:
        ch = parse_variant(text)
        if label(ch) in seen:
            continue
        seen.add(label(ch))
        for n in players:
            full = {**options.defaults(), **ch}
            try:
                options.check_players(full, n)
            except options.RuleError:
                continue                        # (a 10-card deck at 4+ players)
            out.append(Matchup(f"intrige-variant|{label(ch)}|{n}|{bot}", (bot,) * n,
                               {"variant": label(ch), "players": n},
                               {"rules": full, "players": n}))
    return out


def measure(m, bot_spec):
    """The rows of one field's games (COLUMNS)."""
    n = m.players
    g = 0
    seat = np.zeros(n)
    pair_n, pair_w = np.zeros(len(PAIRS)), np.zeros(len(PAIRS))
    turns = []
    cut = 0
    won_claim = np.zeros(NR)
    source = current() or runner.play      # a Dask cluster's chunks, under `using`
    for c in map(Games.of, source(m, want_extra=True)):
        s = c.share()
        seats = c.seats()
        g += len(c)
        for e in range(n):
            seat += np.bincount(seats[:, e], weights=s[:, e], minlength=n)
        h = c.hand0.ravel()
        pair_n += np.bincount(h, minlength=len(PAIRS))
        pair_w += np.bincount(h, weights=s.ravel(), minlength=len(PAIRS))
        turns.append(c.turns.astype(np.float64))
        cut += int((c.winner < 0).sum())
        decided = c.winner >= 0
        w = c.winner[decided]
        claimed = c.claims[decided][np.arange(len(w)), w] > 0      # (games, ranks)
        won_claim += claimed.sum(axis=0)
    rows = []

    def add(kind, name, value, lo, hi, count, fair=np.nan):
        rows.append((kind, name, float(value), float(lo), float(hi), int(count), float(fair),
                     bot_spec))
    lo, hi = wilson(seat / g, g)
    for i in range(n):
        add("seat", str(i), seat[i] / g, lo[i], hi[i], g, 1 / n)
    k = np.maximum(pair_n, 1)
    plo, phi = wilson(pair_w / k, k)
    for i, nm in enumerate(PAIR_NAMES):
        add("pair", nm, pair_w[i] / k[i], plo[i], phi[i], pair_n[i], 1 / n)
    t = np.concatenate(turns)
    half = 1.959964 * t.std(ddof=1) / np.sqrt(len(t)) if len(t) > 1 else 0.0
    add("length", "mean_turns", t.mean(), t.mean() - half, t.mean() + half, g)
    clo, chi = wilson(np.array([cut / g]), g)
    add("length", "cut_off", cut / g, clo[0], chi[0], g)
    d = max(g - cut, 1)
    rlo, rhi = wilson(won_claim / d, d)
    for r in range(NR):
        add("winner_claimed", RANK_NAMES[r], won_claim[r] / d, rlo[r], rhi[r], g - cut)
    cols = list(zip(*rows))
    return pa.table({name: pa.array(list(v), type=t) for (name, t), v in zip(COLUMNS, cols)})


def variant_player(bot, tune_games, threads, chunk):
    """play_one for run_plan: tune, then measure."""
    from domsim.intrige.tune import tune

    def play_one(mu, seed, budget, progress, stop):
        rules, n = mu.payload["rules"], mu.payload["players"]
        t = tune(bot, n, rules, against=(bot,), budget_games=tune_games, seed=seed)
        m = Match([t.strategy] * n, games=budget.games, seed=derive_seed(seed, "measure"),
                  threads=threads, chunk=min(chunk, budget.games), rules=rules)
        rows = measure(m, t.spec)
        if progress is not None:
            progress(t.games + budget.games)
        return rows

    return play_one


def verdict(rows):
    """Per variant: the largest seat deviation from fair over JUDGED (its value and how far
    its 95% interval reaches), whether it is fair (every seat within TOLERANCE), whether the
    intervals show it (every interval inside fair +- TOLERANCE), and the change. The fair
    ones first, the smallest change first; then the others, the closest first. A pandas
    DataFrame."""
    import pandas as pd
    s = rows[(rows["kind"] == "seat") & rows["players"].isin(JUDGED)].copy()
    s["dev"] = (s["value"] - s["fair"]).abs()
    s["reach"] = np.maximum((s["ci_high"] - s["fair"]).abs(), (s["ci_low"] - s["fair"]).abs())
    out = []
    for v, grp in s.groupby("variant", sort=False):
        worst = grp.loc[grp["dev"].idxmax()]
        counts = sorted(grp["players"].unique())
        ch = parse_variant("" if v == "default" else v)
        n_opt, size = change(ch)
        out.append({"variant": v, "options_changed": n_opt, "change": size,
                    "judged_players": ",".join(str(p) for p in counts),
                    "max_deviation": float(grp["dev"].max()),
                    "worst_players": int(worst["players"]), "worst_seat": int(worst["name"]),
                    "worst_share": float(worst["value"]), "worst_ci_low": float(worst["ci_low"]),
                    "worst_ci_high": float(worst["ci_high"]),
                    "max_ci_reach": float(grp["reach"].max()),
                    "fair": bool(grp["dev"].max() <= TOLERANCE
                                 and set(counts) == set(JUDGED)),
                    "fair_beyond_noise": bool(grp["reach"].max() <= TOLERANCE
                                              and set(counts) == set(JUDGED)),
                    "bots": "; ".join(f"{p}p {b}" for p, b in
                                      grp.groupby("players")["bot"].first().items())})
    df = pd.DataFrame(out)
    fair = df[df["fair"]].sort_values(["options_changed", "change", "max_deviation"],
                                      kind="stable")
    rest = df[~df["fair"]].sort_values(["max_deviation", "options_changed", "change"],
                                       kind="stable")
    return pd.concat([fair, rest], ignore_index=True)


@holding()          # the outputs it claims stay locked until it returns
def variants(variant_texts, players=PLAYERS, bot="fox", games=20_000, tune_games=22_500,
             seed=0, threads=1, chunk=DEFAULT_CHUNK, out=None, force=False, resume=False,
             progress=None, stop=None, command="", resume_command=""):
    """Run the search; returns (rows DataFrame, verdict DataFrame). With `out`, the rows go
    there and the verdict to FILE.verdict.parquet; `resume` continues an interrupted run (or
    rewrites the verdict of a finished one)."""
    import shutil
    from pathlib import Path

    import pyarrow.parquet as pq

    from domsim.intrige.tune import first_generation_games, space_of
    from domsim.runs import check_outputs, clear_outputs, derived_path, write_table
    from simcore.intrige.game import GAME
    from simcore.results import package_version
    space_of(bot)
    if tune_games < first_generation_games(1):
        raise DomsimError(f"--tune-games {tune_games:,}: one generation of the tuning takes "
                          f"{first_generation_games(1):,} games; give at least that")
    texts = list(dict.fromkeys(variant_texts))
    plan = variant_plan(texts, players, bot)
    if not plan:
        raise DomsimError("no variant to play: name at least one (--variant, --grid)")
    check_outputs(out, ["verdict"], force, resume)
    run_options = {"bot": bot, "games": games, "tune_games": tune_games}
    key = plan_hash(plan, {"seed": int(seed), **run_options})
    if out is not None and force:
        clear_outputs(out, ["verdict"])
        shutil.rmtree(parts_dir(out), ignore_errors=True)
    if out is not None and not resume and parts_dir(out).exists():
        raise DomsimError(f"{parts_dir(out)} holds an unfinished run; continue it with "
                          "--resume, or pass --force to discard it")
    md = {"kind": "intrige-variants", "game": "intrige", "version": package_version(),
          "engine_version": GAME.engine_version(), "seed": str(seed), "bot": bot,
          "games": str(games), "tune_games": str(tune_games),
          "players": ",".join(str(p) for p in players), "judged": ",".join(map(str, JUDGED)),
          "tolerance": str(TOLERANCE), "command": command, "plan": key}
    if out is not None and resume and Path(out).exists():
        t = pq.read_table(out)
        old = {k.decode(): v.decode() for k, v in (t.schema.metadata or {}).items()}
        if old.get("plan") != key:
            raise DomsimError(f"--resume: {out} holds another run (other variants, players or "
                              "options); give the run's own options or start over with --force")
        rows = t.to_pandas()
        v = verdict(rows)
        write_table(v, derived_path(out, "verdict"), dict(old, kind="verdict"))
        shutil.rmtree(parts_dir(out), ignore_errors=True)
        return rows, v

    def finish(table):
        if out is not None:
            write_table(verdict(table.to_pandas()), derived_path(out, "verdict"),
                         dict(md, kind="verdict"))
    bar = None
    if progress is True:                # a bar of matchups (variant and player count)
        from domsim.progress import progress_bar
        bar = progress_bar(len(plan), "matchup", smoothing=0.1)
        progress = (lambda k, done: bar.update(done - bar.n))
    try:
        table = run_plan(plan, seed, variant_player(bot, tune_games, threads, chunk),
                         Budget(games=games), out=out, metadata=md, options=run_options,
                         progress=progress or None, stop=stop, resume=resume,
                         resume_command=resume_command, finish=finish,
                         at_once=matchups_at_once(max_threads()))
    finally:
        if bar is not None:
            bar.close()
    rows = table.to_pandas()
    return rows, verdict(rows)
