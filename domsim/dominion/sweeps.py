"""Dominion's sweeps in the Python API (domsim/__init__.py exports them): `sweep_cards` (how
much each card adds to a baseline), `sweep_kingdoms` (is a kingdom dominated by one card; with
`optimise`, each kingdom's searched best bot in the field) and `sweep_params` (a grid over a
strategy's parameters). They run as plans, as a tournament does (domsim/dominion/api.py)."""
import itertools
import json
import sys
from dataclasses import replace

from domsim.dominion.api import (
    MAX_PLAYERS,
    _card_pool,
    _check_players,
    _kingdom,
    _metadata,
    _run,
    _strategies,
    _strategy,
    kingdoms_from,
)
from domsim.inputs import DomsimError, check_colony, check_seed, check_threads, nearest
from domsim.runs import attach, budget_from, check_outputs, derived_path, write_table
from simcore.dominion.cards import NAMES
from simcore.dominion.plans import (
    card_plan,
    kingdom_label,
    kingdom_plan,
    kingdom_tables,
    param_plan,
)
from simcore.files import write_text_atomic
from simcore.output_lock import holding
from simcore.plan import PlanInterrupted
from simcore.plan_tables import card_table
from strategies.dominion.bm_cards import UNLIMITED, default_k, make_bm, slug
from strategies.dominion.pools import kingdom_pool

DEFAULT_BASELINE = "big-money-ultimate"
MAX_GRID = 10_000
OPTIMISE_MIN, OPTIMISE_MAX = 10_000, 10 ** 10


def _bm_entries(cards, copies):
    """(card, copies label, bm-X:k) for every card and copy count k of a card sweep (None:
    the card's default k; the label -1: no limit)."""
    out = []
    for x in cards:
        for k in copies:
            kk = default_k(x) if k is None else k
            out.append((x, -1 if kk >= UNLIMITED else int(kk), make_bm(x, kk)))
    return out


def _copies(copies):
    """[None] (each card's default k), or a list of ks (UNLIMITED allowed) for --copies."""
    if copies is None or copies == "default":
        return [None], False
    if copies == "best":
        return [1, 2, 3, 4, 5, 6, UNLIMITED], True
    if isinstance(copies, str):
        words = [w.strip() for w in copies.split(",") if w.strip()]
    elif isinstance(copies, int):
        words = [copies]
    else:
        words = list(copies)
    out = []
    for w in words:
        if str(w).lower() in ("unlimited", "all", "inf"):
            out.append(UNLIMITED)
            continue
        try:
            k = int(w)
        except (TypeError, ValueError):
            k = 0
        if k < 1 or k > 60:
            raise DomsimError(f"--copies: {w!r} is not a copy count; give whole numbers 1-60 "
                              "(e.g. 1,2,3), `unlimited`, or `best`")
        out.append(k)
    if not out:
        raise DomsimError("--copies is empty; give e.g. 1,2,3 or best")
    return sorted(set(out)), False


@holding()          # the outputs it claims stay locked until it returns
def sweep_cards(cards=None, baseline=DEFAULT_BASELINE, copies=None, players=2, games=None,
                precision=None, max_games=None, seed=0, turn_limit=100, edition=2,
                threads=None, chunk=20_000, out=None, force=False, resume=False, progress=True,
                stop=None, command="", resume_command="", optimise=None, colony="auto"):
    """How much each kingdom card adds to Big Money: bm-X against players-1 copies of the
    baseline, for every implemented card (or `cards`: card and set names). With `optimise`
    (a games budget), also the optimiser's best bot for the card alone (`optimised-X`,
    searched in that many games: the same bot for the same seed; copies 0 in the rows and
    tables, its rules set its copies), so that a card is judged by its best use too.
    Returns the ranked card table (share with CI, lift over the mirror's 1/players; with
    `optimise`, a column `bot`: bm or optimised); attrs: rows, metadata. With `out`: rows
    there, the card table in FILE.cards.parquet, and with `optimise` FILE.optimised.toml
    (each card's bot, reused by a resume). `colony`: Platinum and Colony in each matchup's
    Supply by Prosperity's rule (auto), or forced (yes, no)."""
    check_colony(colony)
    pool = _card_pool(cards if isinstance(cards, str) or cards is None else ",".join(cards))
    base = _strategy(baseline)
    _check_players(players)
    ks, best = _copies(copies)
    budget = budget_from(games, precision, max_games)
    check_seed(seed)
    _check_optimise(optimise)
    threads = check_threads(threads)
    extras = ["cards"]
    check_outputs(out, extras, force, resume)
    entries = _bm_entries(pool, ks)
    found = _optimised([[x] for x in pool], optimise, seed, players, out, resume, progress,
                       stop, lambda k: f"optimised-{slug(k[0])}")
    if optimise is not None:
        entries += [(x, 0, found[(x,)][0]) for x in pool if (x,) in found]
    plan = card_plan(entries, base, players, optimise is not None, colony)
    md = _metadata("sweep-cards", seed, budget, players, turn_limit, edition, [base],
                   [], command, {"cards": json.dumps([NAMES[c] for c in pool]),
                                 "baseline": base.name, "best": "true" if best else "false",
                                 **_optimised_metadata(optimise, found, [[x] for x in pool])})

    def finish(rows, write):
        if write and out is not None:
            write_table(card_table(rows, best), derived_path(out, "cards"),
                         dict(md, kind="cards"))

    rows, _ = _run(plan, seed, budget, players, threads, min(chunk, budget.first()),
                   turn_limit, edition, out, md, extras, finish, force, resume, progress, stop,
                   resume_command)
    return attach(card_table(rows, best), md, rows=rows)


@holding()          # the outputs it claims stay locked until it returns
def sweep_kingdoms(kingdoms="presets", cards=None, strategies=(), players=2, games=None,
                   precision=None, max_games=None, seed=0, turn_limit=100, edition=2,
                   threads=None, chunk=20_000, out=None, force=False, resume=False,
                   progress=True, stop=None, command="", resume_command="", optimise=None,
                   colony="auto"):
    """For each kingdom, a tournament of big-money-ultimate, bm-X for each kingdom card X,
    the built-in bots that fit it and `strategies`; with `optimise` (a games budget), also
    the optimiser's best bot for that kingdom (named `optimised`, searched in that many games:
    the same bot for the same seed). Returns one row per kingdom (best strategy, its margin
    over the second, how many are within the best's CI); attrs: cards (per card: how often
    its bm-X is best, mean rating lift, ...), rankings, rows, metadata. With `out`: rows
    there, FILE.kingdoms/.cards/.ranking.parquet beside it, and with `optimise`
    FILE.optimised.toml (each kingdom's bot, reused by a resume). `colony`: Platinum and
    Colony in each kingdom's Supply by Prosperity's rule (auto), or forced (yes, no)."""
    extra = _strategies(strategies, least=0) if strategies else []
    _check_players(players)
    budget = budget_from(games, precision, max_games)
    check_seed(seed)
    _check_optimise(optimise)
    threads = check_threads(threads)
    extras = ["kingdoms", "cards", "ranking"]
    check_outputs(out, extras, force, resume)
    check_colony(colony)
    ks = kingdoms_from(kingdoms, seed, cards, colony)
    ids = [sorted(set(k) | {c for s in extra for c in s.needs}) for _, k in ks]
    found = _optimised(ids, optimise, seed, players, out, resume, progress, stop)
    plan = kingdom_plan(ids, lambda kingdom: kingdom_pool(
        kingdom, extra + found.get(tuple(sorted(kingdom)), [])), players, seed)
    labels = [kingdom_label(k) for k in ids]
    md = _metadata("sweep-kingdoms", seed, budget, players, turn_limit, edition, extra,
                   labels, command, _optimised_metadata(optimise, found, ids))
    names = [lbl.split(",") for lbl in labels]

    def finish(rows, write):
        if write and out is not None:
            ranks, per, cards_df = kingdom_tables(rows, names)
            write_table(per, derived_path(out, "kingdoms"), dict(md, kind="kingdoms"))
            write_table(cards_df, derived_path(out, "cards"), dict(md, kind="kingdom-cards"))
            write_table(ranks, derived_path(out, "ranking"), dict(md, kind="ranking"))

    rows, _ = _run(plan, seed, budget, players, threads, min(chunk, budget.first()),
                   turn_limit, edition, out, md, extras, finish, force, resume, progress, stop,
                   resume_command)
    ranks, per, cards_df = kingdom_tables(rows, names)
    return attach(per, md, cards=cards_df, rankings=ranks, rows=rows)


def _check_optimise(budget):
    if budget is None:
        return
    if isinstance(budget, bool) or not isinstance(budget, int) or \
            not OPTIMISE_MIN <= budget <= OPTIMISE_MAX:
        raise DomsimError(f"--optimise {budget}: give the search's games per kingdom, "
                          f"{OPTIMISE_MIN:,} to {OPTIMISE_MAX:,} (a games budget, so that the "
                          "sweep and its resume play the same bots)")


def _optimised_metadata(budget, found, kingdoms):
    """The metadata of a sweep's --optimise: the budget and each kingdom's bot in words (""
    where the search found none); nothing without it."""
    if budget is None:
        return {}
    return {"optimise": str(budget),
            "optimised": json.dumps([found[tuple(sorted(k))][0].summary
                                     if found.get(tuple(sorted(k))) else "" for k in kingdoms])}


def _optimised(kingdoms, budget, seed, players, out, resume, progress, stop=None,
               name=lambda kingdom: "optimised"):
    """{kingdom (tuple): [its optimised Strategy, named name(kingdom)]} for a sweep's
    --optimise (nothing without it, nor for a kingdom the search cannot use); read from
    FILE.optimised.toml on a resume that has it, else searched, that file written after each
    kingdom (so a resume keeps the kingdoms searched before an interruption). `stop()`,
    called after each generation (the CLI's watchdog sees progress so), asks to stop: after
    the kingdom in hand."""
    from strategies.dominion.bot_files import read_bots
    from strategies.dominion.botfile import strategy, toml_text
    from strategies.dominion.optimiser import best_bot, least_budget
    if budget is None:
        return {}
    keys = list(dict.fromkeys(tuple(sorted(k)) for k in kingdoms))
    need = max(least_budget(k) for k in keys)
    if budget < need:
        raise DomsimError(f"--optimise {budget:,}: a search ranks each kingdom's built-ins and "
                          f"plays at least one generation, {need:,} games here; give at least "
                          "that")
    saved = None if out is None else derived_path(out, "optimised").with_suffix(".toml")
    bots = {}
    if resume and saved is not None and saved.exists():
        for b in read_bots(str(saved)).values():
            bots[tuple(sorted(b.kingdom))] = b
    asked = {"stop": False}

    def generation_done(_):
        asked["stop"] = asked["stop"] or bool(stop and stop())

    for i, k in enumerate(keys):
        if k in bots:
            continue
        if asked["stop"]:
            raise PlanInterrupted(0, len(keys))
        if progress:
            print(f"optimising kingdom {i + 1} of {len(keys)} ({budget:,} games)...",
                  file=sys.stderr, flush=True)
        b = best_bot(list(k), budget, seed, players, on_generation=generation_done)
        if b is not None:
            bots[k] = b
        if saved is not None:
            named = [replace(bots[k], name=f"optimised-{i}") for i, k in enumerate(keys)
                     if k in bots]
            write_text_atomic(saved, toml_text(named))
    if asked["stop"]:
        raise PlanInterrupted(0, len(keys))
    return {k: [strategy(replace(bots[k], name=name(k)))] for k in keys if k in bots}


def _param_range(strategy, text):
    """(Param, values) for NAME=LO..HI[:STEP] or NAME=V1,V2,... ."""
    name, eq, rng = str(text).partition("=")
    declared = getattr(strategy, "declared", ())
    names = ", ".join(p.name for p in declared) or "none"
    if not eq or not name.strip():
        raise DomsimError(f"--param {text!r}: write NAME=LO..HI[:STEP] (e.g. money=14..20), or "
                          "NAME=V1,V2,...")
    p = strategy.find_param(name) if declared else None
    if p is None:
        raise DomsimError(f"strategy {strategy.name} has no parameter {name.strip()!r}"
                          f"{nearest(name.strip(), [q.name for q in declared])}; its parameters:"
                          f" {names} (`domsim strategies {strategy.name}`)")
    rng = rng.strip()
    try:
        if ".." in rng:
            lo_s, _, rest = rng.partition("..")
            hi_s, _, step_s = rest.partition(":")
            lo, hi, step = int(lo_s), int(hi_s), int(step_s or 1)
        else:
            values = sorted({int(v) for v in rng.split(",") if v.strip()})
    except ValueError:
        raise DomsimError(f"--param {text}: values must be whole numbers (LO..HI[:STEP] or "
                          "V1,V2,...)") from None
    if ".." in rng:
        if step < 1:
            raise DomsimError(f"--param {text}: the step must be 1 or more")
        if hi < lo:
            raise DomsimError(f"--param {text}: the range is inverted ({lo} > {hi}); write "
                              f"{p.name}={hi}..{lo}")
        values = list(range(lo, hi + 1, step))
    if not values:
        raise DomsimError(f"--param {text}: the range is empty")
    bad = [v for v in values if not p.lo <= v <= p.hi]
    if bad:
        raise DomsimError(f"--param {text}: {bad[0]} is outside {p.name}'s range "
                          f"{p.range_text()}")
    return p, values


@holding()          # the outputs it claims stay locked until it returns
def sweep_params(strategy, params, against=("big-money-ultimate",), games=None,
                 precision=None, max_games=None, seed=0, kingdom=None, exact_kingdom=False,
                 turn_limit=100, edition=2, threads=None, chunk=20_000, out=None, force=False,
                 resume=False, progress=True, stop=None, command="", resume_command="",
                 colony="auto"):
    """A grid over a strategy's named parameters (`params`: ["money=14..20", "duchy=3..5"]),
    each point a match against `against`. Returns one row per point (the parameters, share
    with CI, games); attrs: rows, metadata. With `out`: rows there, the table in
    FILE.params.parquet. `colony`: Platinum and Colony by Prosperity's rule (auto), or forced
    (yes, no)."""

    s = _strategy(strategy)
    opp = [_strategy(a) for a in ([against] if isinstance(against, str) else against)]
    if not opp:
        raise DomsimError("--against names no strategy; give the opponent(s)")
    if 1 + len(opp) > MAX_PLAYERS:
        raise DomsimError(f"a match takes at most {MAX_PLAYERS} players; --against names "
                          f"{len(opp)}")
    if isinstance(params, str):
        params = [params]
    if not params:
        raise DomsimError("give at least one --param NAME=LO..HI")
    axes = [_param_range(s, t) for t in params]
    if len({p.name for p, _ in axes}) != len(axes):
        raise DomsimError("--param names a parameter twice; give each once")
    size = 1
    for _, v in axes:
        size *= len(v)
    if size > MAX_GRID:
        raise DomsimError(f"the grid has {size:,} points, more than {MAX_GRID:,}; use a STEP or "
                          "narrower ranges")
    budget = budget_from(games, precision, max_games)
    check_seed(seed)
    threads = check_threads(threads)
    check_outputs(out, ["params"], force, resume)
    check_colony(colony)
    ks = _kingdom(kingdom, [s] + opp, exact_kingdom, seed, colony=colony)
    grid = [dict(zip([p for p, _ in axes], vals))
            for vals in itertools.product(*[v for _, v in axes])]
    plan = param_plan(s, grid, opp, ks)
    names = [p.name for p, _ in axes]
    md = _metadata("sweep-params", seed, budget, 1 + len(opp), turn_limit, edition,
                   [s] + opp, [kingdom_label(ks)], command,
                   {"strategy": s.name, "params": json.dumps(names),
                    "against": json.dumps([a.name for a in opp])})

    def table(rows):
        t = rows[rows["entry"] == 0][names + ["strategy", "share", "ci_low", "ci_high",
                                              "games", "mean_turns"]]
        return t.reset_index(drop=True)

    def finish(rows, write):
        if write and out is not None:
            write_table(table(rows), derived_path(out, "params"), dict(md, kind="params"))

    rows, _ = _run(plan, seed, budget, 1 + len(opp), threads, min(chunk, budget.first()),
                   turn_limit, edition, out, md, ["params"], finish, force, resume, progress,
                   stop, resume_command)
    return attach(table(rows), md, rows=rows)

