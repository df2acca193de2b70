"""Dominion's runs in the Python API (domsim/__init__.py exports them): match and tournament,
and the checks and plan running the sweeps (sweeps.py) share. Each function checks its input
first (domsim/inputs.py) and raises DomsimError with the one-line message the command prints;
the parts every game's runs share (the budget, the output files, the plan runner, reading
results back) are domsim/runs.py's."""
import json
from pathlib import Path
from types import SimpleNamespace

from domsim.dominion.turns import turn_statistics, write_turn_statistics
from domsim.inputs import (
    MAX_KINGDOM,
    DomsimError,
    canonical_spec,
    check_colony,
    check_output,
    check_parquet_name,
    check_seed,
    check_threads,
    command,
    nearest,
    other_game,
    resolve_kingdom,
)
from domsim.runs import (
    PlanProgress,
    attach,
    budget_from,
    check_outputs,
    derived_path,
    once_each,
    play_plan,
    write_table,
)
from simcore.cluster import current
from simcore.dominion.cards import IMPLEMENTED, NAMES, PLATINUM_COLONY
from simcore.dominion.colony import uses_colony, with_colony
from simcore.dominion.driver import engine_version
from simcore.dominion.game import GAME
from simcore.dominion.plans import (
    CARD_SETS,
    card_pool,
    display_names,
    kingdom_label,
    make_match,
    matchup_player,
    parse_kingdom_line,
    preset_kingdoms,
    random_kingdoms,
    tournament_plan,
)
from simcore.output_lock import holding
from simcore.plan import Matchup, derive_seed, matchups_at_once, parts_dir
from simcore.plan_tables import crosstable, ranking, seat_overall
from simcore.results import package_version, strategy_definitions, write_atomic
from simcore.runner import GameLoopError
from strategies.dominion import StrategyError, get
from strategies.dominion.api import Strategy

MAX_PLAYERS = 6


# --- inputs ------------------------------------------------------------------------------

def _strategy(spec):
    if isinstance(spec, Strategy):
        return spec
    try:
        return get(str(spec))
    except StrategyError as e:
        raise DomsimError(other_game(str(spec), "dominion") or str(e)) from None


def _strategies(specs, least=2, what="a tournament"):
    if isinstance(specs, str):
        specs = [specs]
    strats = [_strategy(s) for s in specs]
    if len(strats) < least:
        raise DomsimError(f"{what} needs at least {least} strategies, got {len(strats)}; "
                          "name more")
    return once_each(strats)


def _check_players(players, n=None):
    if not isinstance(players, int) or not 2 <= players <= MAX_PLAYERS:
        raise DomsimError(f"--players must be 2 to {MAX_PLAYERS}, got {players}")
    if n is not None and players > n:
        raise DomsimError(f"--players {players} is more than the {n} strategies; a table "
                          f"needs {players} different strategies: name more or lower --players")


def random_kingdom(seed, cards=None):
    """The kingdom `--kingdom random` draws: 10 implemented kingdom cards (from `cards`:
    set or card names), from the run seed alone."""
    return random_kingdoms(1, seed, _card_pool(cards))[0]


def _card_pool(cards):
    if cards is not None and not [w for w in str(cards).split(",") if w.strip()]:
        raise DomsimError(f"--cards {cards!r} names no card; give cards or sets, e.g. "
                          f"--cards base or --cards Smithy,Witch (or leave --cards out for "
                          "every implemented card of the first two boxes)")
    try:
        return card_pool(cards)
    except KeyError as e:
        word = str(e.args[0])
        choices = list(CARD_SETS) + [NAMES[c] for c in sorted(IMPLEMENTED)]
        raise DomsimError(f"unknown card or set {word!r} in --cards{nearest(word, choices)}; "
                          f"give set names ({', '.join(CARD_SETS)}) or implemented kingdom "
                          "cards (`domsim cards --implemented`)") from None


def _kingdom(spec, strats, exact, seed, limit=True, colony="auto"):
    """Kingdom card ids for --kingdom (None: what the strategies need; 'random'), with
    Platinum and Colony by `colony` (resolve_kingdom)."""
    if isinstance(spec, (list, tuple)):
        spec = ",".join(spec)
    if spec is not None and spec.strip().lower() == "random":
        spec = ",".join(NAMES[c] for c in random_kingdom(seed))
    ks, _ = resolve_kingdom(spec, strats, exact=exact, colony=colony)
    if limit and not spec and len([c for c in ks if c not in PLATINUM_COLONY]) > MAX_KINGDOM:
        raise DomsimError(f"the strategies need {len(ks)} kingdom cards "
                          f"({', '.join(NAMES[c] for c in ks)}), more than a kingdom's "
                          f"{MAX_KINGDOM}; play fewer strategies, or name the kingdom with "
                          "--kingdom (cards a strategy needs are added)")
    return ks


def kingdoms_from(spec, seed=0, cards=None, colony=None):
    """[(label, card ids)] for --kingdoms: `presets`, `random:N` or a file (one kingdom a
    line: a preset or comma-separated cards; blank lines and # comments skipped); with
    `colony` (auto, yes, no), Platinum and Colony by Prosperity's rule."""
    if colony is not None:
        check_colony(colony)
        return [(lbl, with_colony(ids, colony)) for lbl, ids in kingdoms_from(spec, seed, cards)]
    if isinstance(spec, (list, tuple)):
        out = []
        for i, k in enumerate(spec):
            try:
                ids = parse_kingdom_line(k if isinstance(k, str) else ",".join(k))
            except ValueError as e:
                raise DomsimError(f"kingdom {i + 1} of the list: {e}") from None
            out.append((",".join(NAMES[c] for c in ids), ids))
        return out
    spec = str(spec).strip()
    if spec == "presets":
        return preset_kingdoms()
    if spec.startswith("random:"):
        n = spec[7:].replace("_", "").replace(",", "")
        if not n.isdigit() or not 1 <= int(n) <= 100_000:
            raise DomsimError(f"--kingdoms {spec}: give the number of random kingdoms, 1 to "
                              "100,000, e.g. random:200")
        ks = random_kingdoms(int(n), seed, _card_pool(cards))
        return [(",".join(NAMES[c] for c in k), k) for k in ks]
    p = Path(spec)
    if not p.is_file():
        raise DomsimError(f"--kingdoms {spec}: not `presets`, `random:N` or a file (no such "
                          "file); give one kingdom per line in a file")
    out = []
    for no, line in enumerate(p.read_text().splitlines(), 1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        try:
            ids = parse_kingdom_line(text)
        except ValueError as e:
            raise DomsimError(f"--kingdoms {spec}, line {no}: {e}; one kingdom per line, a "
                              "preset or comma-separated cards (as --kingdom)") from None
        out.append((",".join(NAMES[c] for c in ids), ids))
    if not out:
        raise DomsimError(f"--kingdoms {spec} holds no kingdom; one kingdom per line")
    return out


# --- files -------------------------------------------------------------------------------


def _metadata(kind, seed, budget, players, turn_limit, edition, strats, kingdoms, command,
              extra=None):
    """A plan file's metadata: what defines its numbers and the canonical command. (Not how
    to resume it: a finished file needs none, and the unfinished run's parts keep it.)"""

    defs = strategy_definitions(SimpleNamespace(strategies=strats, game=GAME))
    md = {"kind": kind, "game": GAME.id, "version": package_version(), "engine_version": engine_version(),
          "seed": str(seed), "players": str(players), "turn_limit": str(turn_limit),
          "edition": str(edition),
          "games": str(budget.games) if budget.precision is None else "",
          "precision": "" if budget.precision is None else repr(budget.precision),
          "max_games": "" if budget.precision is None else str(budget.cap()),
          "entries": json.dumps([s.name for s in strats]),
          "strategies": json.dumps(defs),
          "kingdoms": json.dumps(kingdoms), "command": command or "", "complete": "true"}
    md.update(extra or {})
    return md


# --- running a plan ----------------------------------------------------------------------


def _run(plan, seed, budget, players, threads, chunk, turn_limit, edition, out, md, extras,
         finish, force, resume, progress, stop, resume_command):
    """Run a Dominion plan (or load its finished file); returns the rows as a DataFrame."""
    options = {"kind": md["kind"], "budget": budget.describe(), "players": players,
               "turn_limit": turn_limit, "edition": edition,
               "engine": md["engine_version"], "version": md["version"]}

    def player():
        return matchup_player(threads=threads, chunk=chunk, turn_limit=turn_limit,
                              edition=edition)

    _refuse_unplayable(plan, seed, turn_limit, edition)
    try:
        return play_plan(plan, seed, budget, options, player, out, md, extras, finish, force,
                         resume, progress, stop, resume_command,
                         announce=lambda todo: _announce(todo, seed, budget, threads, chunk,
                                                         turn_limit, edition),
                         at_once=matchups_at_once(threads))
    except GameLoopError as e:
        kept = out is not None and parts_dir(out).is_dir()
        raise _loop_failed(e, turn_limit, edition, resume_command if kept else "") from None


def _refuse_unplayable(plan, seed, turn_limit, edition):
    """Before any game: a DomsimError for the first matchup the chunk source in use cannot
    play (its `refuse`: the GPU's, for a run with --device gpu), naming it."""
    refuse = getattr(current(), "refuse", None)
    if refuse is None:
        return
    for mu in plan:
        why = refuse(make_match(mu, seed, 1, 1, 1, turn_limit, edition))
        if why:
            raise DomsimError(f"--device gpu: {why} (the matchup {' vs '.join(mu.entries)}); "
                              "drop --device gpu to play this run on the CPU")


def _loop_failed(e, turn_limit, edition, resume_command):
    """A DomsimError naming the strategy that raised in the compiled loop, its matchup and
    game, and the `play` command that replays it (as `match` says)."""
    from simcore.runner import first_raise
    mu, seed = e.matchup, e.matchup_seed
    m = make_match(mu, seed, e.first + e.count, 1, e.count, turn_limit, edition)
    found = first_raise(m, e.first, e.count)
    saved = f"; finished matchups are saved: {resume_command}" if resume_command else ""
    if found is None:
        return DomsimError(f"the game loop stopped with an error in games {e.first:,} to "
                           f"{e.first + e.count - 1:,} of the matchup {' vs '.join(mu.entries)} "
                           f"(seed {seed}): {type(e.error).__name__}: "
                           f"{' '.join(str(e.error).split())[:200]}{saved}")
    game, entry, exc, _, _ = found
    words = ["play", *[canonical_spec(s) for s in m.strategies], "--seed",
             str(seed)]
    if m.kingdom:
        words += ["--kingdom", ",".join(NAMES[c] for c in sorted(m.kingdom))]
    if turn_limit != 100:
        words += ["--turn-limit", str(turn_limit)]
    if edition != 2:
        words += ["--edition", str(edition)]
    if set(m.kingdom).isdisjoint(PLATINUM_COLONY) and uses_colony(m.kingdom):
        words += ["--colony", "no"]         # the rule would add them: they were kept out
    names = display_names(list(mu.entries))
    return DomsimError(f"strategy {names[entry]} (entry {entry}) raised {type(exc).__name__}: "
                       f"{' '.join(str(exc).split())[:200]} in game {game:,} of the matchup "
                       f"{' vs '.join(mu.entries)} (seed {seed}); fix the strategy (replay: "
                       f"{command(words + ['--game', str(game)])}){saved}")


def _announce(plan, seed, budget, threads, chunk, turn_limit, edition):
    """To a chunk source with a plan (simcore.cluster.using: a Dask cluster's, the GPU's), say
    which matches come, so that the next matchups' chunks are in flight while one finishes
    (on the GPU: played in the same launches). With a precision, how many games a
    matchup gets depends on its results: each runs on its own."""
    source = current()
    if not hasattr(source, "plan") or budget.precision is not None:
        return
    g = budget.first()
    source.plan([(make_match(mu, derive_seed(seed, mu.identity), g, threads, chunk, turn_limit,
                             edition), False, 0) for mu in plan])


# the columns of every per-turn statistics file (the kingdom's cards come on top)


# --- the functions -----------------------------------------------------------------------

@holding()          # the outputs it claims stay locked until it returns
def tournament(strategies, players=2, games=None, precision=None, max_games=None, seed=0,
               kingdom=None, exact_kingdom=False, kingdoms=None, turn_limit=100, edition=2,
               threads=None, chunk=20_000, out=None, force=False, resume=False, progress=True,
               stop=None, command="", resume_command="", turns_out=None, colony="auto"):
    """Every strategy against every other (2 players: every pairing; more: every table of
    `players` entries, or a balanced sample beyond 200 tables). Returns the ranking (best
    first); attrs: rows (one per entry per matchup), crosstable (2 players), seat (overall
    starting-seat share), sampled, metadata. With `out`, writes the rows there and the
    ranking to FILE.ranking.parquet. `turns_out`: a file for the per-turn statistics of
    every strategy (True: only attrs["turns"]), from a replay of the same games. `colony`:
    Platinum and Colony in the Supply by Prosperity's rule (auto), or forced (yes, no)."""
    check_colony(colony)
    strats = _strategies(strategies)
    _check_players(players, len(strats))
    budget = budget_from(games, precision, max_games)
    check_seed(seed)
    threads = check_threads(threads)
    extras = ["ranking"]
    check_outputs(out, extras, force, resume)
    if kingdoms is not None:
        ks = [(lbl, with_colony(set(ids) | {c for s in strats for c in s.needs}, colony))
              for lbl, ids in kingdoms_from(kingdoms, seed)]
    else:
        ids = _kingdom(kingdom, strats, exact_kingdom, seed, colony=colony)
        ks = [(kingdom_label(ids), ids)]
    _check_turns_out(turns_out, force, len(ks))
    plan, sampled = tournament_plan(strats, [k for _, k in ks], players, seed)
    md = _metadata("tournament", seed, budget, players, turn_limit, edition, strats,
                   [kingdom_label(k) for _, k in ks], command,
                   {"sampled": "true" if sampled else "false"})

    def finish(rows, write):
        if write and out is not None:
            write_table(ranking(rows), derived_path(out, "ranking"), dict(md, kind="ranking"))

    rows, _ = _run(plan, seed, budget, players, threads, min(chunk, budget.first()),
                   turn_limit, edition, out, md, extras, finish, force, resume, progress, stop,
                   resume_command)
    rank = ranking(rows)
    tables = {"rows": rows, "seat": seat_overall(rows), "sampled": sampled}
    if players == 2:
        tables["crosstable"] = crosstable(rows)
    if turns_out is not None:
        names = sorted(s.name for s in strats)
        index = {n: i for i, n in enumerate(names)}
        games = rows.groupby("matchup")["games"].first()
        matches = [(make_match(mu, derive_seed(seed, mu.identity), int(games[i]), threads,
                               min(chunk, budget.first()), turn_limit, edition),
                    [index[n] for n in mu.entries]) for i, mu in enumerate(plan)]
        tables["turns"] = turn_statistics(matches, names, turn_limit, ks[0][1], progress)
        if turns_out is not True:
            write_turn_statistics(tables["turns"], turns_out, md)
    return attach(rank, md, **tables)


def _check_turns_out(turns_out, force, kingdoms=1):
    if turns_out is None or turns_out is True:
        return
    if kingdoms > 1:
        raise DomsimError("--turns-out needs one kingdom (the card columns are the kingdom's); "
                          "drop --kingdoms or --turns-out")
    check_parquet_name(turns_out, "--turns-out")
    check_output(turns_out, force, "--turns-out")


@holding()          # the outputs it claims stay locked until it returns
def match(strategies, games=None, precision=None, max_games=None, seed=0, kingdom=None,
          exact_kingdom=False, turn_limit=100, edition=2, threads=None, chunk=20_000,
          out=None, force=False, progress=True, turns_out=None, colony="auto"):
    """One match of 2-6 strategies (as `domsim match`): returns the summary rows (one per
    entry). `precision`: play blocks of games until every share's 95% CI half-width is at
    most that (at most `max_games`); attrs: games (played), metadata. With `out`, writes the
    summary file that `domsim match` would write for that many games. `turns_out`: a file for
    the per-turn statistics (True: only attrs["turns"]). `colony`: Platinum and Colony in
    the Supply by Prosperity's rule (auto), or forced (yes, no)."""
    check_colony(colony)
    strats = [_strategy(s) for s in ([strategies] if isinstance(strategies, str)
                                     else strategies)]
    if not 2 <= len(strats) <= MAX_PLAYERS:
        raise DomsimError(f"a match needs 2 to {MAX_PLAYERS} strategies, got {len(strats)}")
    budget = budget_from(games, precision, max_games)
    check_seed(seed)
    threads = check_threads(threads)
    check_outputs(out, [], force, False)
    _check_turns_out(turns_out, force)
    ks = _kingdom(kingdom, strats, exact_kingdom, seed, limit=False, colony=colony)
    mu = Matchup("match", tuple(s.name for s in strats), {},
                 {"strategies": strats, "kingdom": ks})
    bar = PlanProgress([mu], budget, progress)
    try:
        t = matchup_player(threads, min(chunk, budget.first()), turn_limit, edition)(
            mu, seed, budget, lambda k: bar(k, 0), None)
    finally:
        bar.close()
    if out is not None:
        write_atomic(t, out, sync=True)
    df = t.to_pandas()
    md = {k.decode(): v.decode() for k, v in (t.schema.metadata or {}).items()}
    names = display_names([s.name for s in strats])
    df.attrs = {"metadata": md, "games": int(df["games"].iloc[0]), "names": names}
    if turns_out is not None:
        m = make_match(mu, seed, df.attrs["games"], threads, min(chunk, budget.first()),
                       turn_limit, edition)
        df.attrs["turns"] = turn_statistics([(m, list(range(len(strats))))], names, turn_limit,
                                        ks, progress)
        if turns_out is not True:
            write_turn_statistics(df.attrs["turns"], turns_out, md)
    return df
