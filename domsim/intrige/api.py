"""The Python API for Intrige (`domsim intrige tournament` wraps it).

    from domsim.intrige import tournament
    rank = tournament(["shark", "honest", "counter"], games=2000)
    rank.attrs["crosstable"], rank.attrs["rows"], rank.attrs["metadata"]

As domsim.tournament does for Dominion: the same plan runner, files, resume, ratings and
tables (simcore/plan.py, simcore/plan_tables.py); the game's part is
simcore/intrige/tournament.py. Raises domsim.DomsimError with the command's one-line message
for bad input."""
import json
from types import SimpleNamespace

from domsim.inputs import (
    DEFAULT_CHUNK,
    DomsimError,
    canonical_spec,
    check_seed,
    check_threads,
    command,
    other_game,
)
from domsim.runs import (
    attach,
    budget_from,
    check_outputs,
    derived_path,
    once_each,
    play_plan,
    write_table,
)
from simcore.intrige.game import GAME
from simcore.intrige.match import find_raiser, raised_text
from simcore.intrige.options import RuleError, changed, check_players, defaults, parse
from simcore.intrige.tournament import (
    PRECISION_BLOCK,
    make_match,
    rules_label,
    tournament_plan,
)
from simcore.output_lock import holding
from simcore.plan import display_names, match_player, matchups_at_once, parts_dir
from simcore.plan_tables import crosstable, ranking, seat_overall
from simcore.results import package_version, strategy_definitions
from simcore.runner import GameLoopError
from strategies.errors import StrategyError
from strategies.intrige import get
from strategies.intrige.api import IStrategy

MIN_PLAYERS, MAX_PLAYERS = 2, 8


def _strategies(specs):
    if isinstance(specs, str):
        specs = [specs]
    out = []
    for s in specs:
        if isinstance(s, IStrategy):
            out.append(s)
            continue
        try:
            out.append(get(str(s)))
        except StrategyError as e:
            raise DomsimError(other_game(str(s), "intrige") or str(e)) from None
    if len(out) < 2:
        raise DomsimError(f"a tournament needs at least 2 strategies, got {len(out)}; name "
                          "more")
    return once_each(out)


def _rules(rules, players):
    """The rule values from a dict or NAME=VALUE strings, checked for the player count."""
    try:
        if rules is None:
            r = defaults()
        elif isinstance(rules, dict):
            r = parse([f"{k}={v}" for k, v in rules.items()])
        else:
            r = parse([rules] if isinstance(rules, str) else list(rules))
        check_players(r, players)
        return r
    except RuleError as e:
        raise DomsimError(str(e)) from None


def _metadata(seed, budget, players, strats, rules, command, extra):

    defs = strategy_definitions(SimpleNamespace(strategies=strats, game=GAME))
    md = {"kind": "tournament", "game": GAME.id, "version": package_version(),
          "engine_version": GAME.engine_version(), "seed": str(seed), "players": str(players),
          "games": str(budget.games) if budget.precision is None else "",
          "precision": "" if budget.precision is None else repr(budget.precision),
          "max_games": "" if budget.precision is None else str(budget.cap()),
          "entries": json.dumps([s.name for s in strats]),
          "strategies": json.dumps(defs),
          "rules": json.dumps(rules, sort_keys=True),
          "setting": f"rules {rules_label(rules)}",
          "command": command or "", "complete": "true"}
    md.update(extra)
    return md


@holding()          # the outputs it claims stay locked until it returns
def tournament(strategies, players=2, games=None, precision=None, max_games=None, seed=0,
               rules=None, threads=None, chunk=DEFAULT_CHUNK, out=None, force=False,
               resume=False, progress=True, stop=None, command="", resume_command=""):
    """Every Intrige strategy against every other (2 players: every pairing; more: every
    table of `players` entries, or a balanced sample beyond 200 tables), under the rule
    options `rules` (a dict or NAME=VALUE strings). Returns the ranking (best first); attrs:
    rows (one per entry per matchup), crosstable (2 players), seat (overall starting-seat
    share), sampled, metadata. With `out`, writes the rows there and the ranking to
    FILE.ranking.parquet; `resume` continues an interrupted run of `out`."""
    strats = _strategies(strategies)
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise DomsimError(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}, got {players}")
    if players > len(strats):
        raise DomsimError(f"--players {players} is more than the {len(strats)} strategies; a "
                          f"table needs {players} different strategies: name more or lower "
                          "--players")
    rule_values = _rules(rules, players)
    budget = budget_from(games, precision, max_games)
    check_seed(seed)
    budget.block = PRECISION_BLOCK          # every seat rotation of 2-8 players
    threads = check_threads(threads)
    if not isinstance(chunk, int) or chunk < 1:
        raise DomsimError(f"--chunk must be a whole number of at least 1, got {chunk}")
    extras = ["ranking"]
    check_outputs(out, extras, force, resume)
    plan, sampled = tournament_plan(strats, players, seed, rule_values)
    md = _metadata(seed, budget, players, strats, rule_values, command,
                   {"sampled": "true" if sampled else "false"})
    options = {"kind": "tournament", "game": "intrige", "budget": budget.describe(),
               "players": players, "rules": rules_label(rule_values),
               "engine": md["engine_version"], "version": md["version"]}

    def finish(rows, write):
        if write and out is not None:
            write_table(ranking(rows), derived_path(out, "ranking"), dict(md, kind="ranking"))

    chunk = min(chunk, budget.first())

    def make(mu, mseed, g):
        return make_match(mu, mseed, g, threads, chunk, rule_values)

    try:
        rows, _ = play_plan(plan, seed, budget, options, lambda: match_player(make), out, md,
                            extras, finish, force, resume, progress, stop, resume_command,
                            at_once=matchups_at_once(threads))
    except GameLoopError as e:
        kept = out is not None and parts_dir(out).is_dir()
        raise _loop_failed(e, rule_values, resume_command if kept else "") from None
    rank = ranking(rows)
    tables = {"rows": rows, "seat": seat_overall(rows), "sampled": sampled}
    if players == 2:
        tables["crosstable"] = crosstable(rows)
    return attach(rank, md, **tables)


def _loop_failed(e, rule_values, resume_command):
    """A DomsimError naming the strategy that raised in the compiled loop, the matchup, the
    game and the command that replays it."""
    mu, seed = e.matchup, e.matchup_seed
    m = make_match(mu, seed, e.first + e.count, rules=rule_values)
    found = find_raiser(m, e.first, e.count)
    saved = f"; finished matchups are saved: {resume_command}" if resume_command else ""
    if found is None:
        return DomsimError(f"the game loop stopped with an error in games {e.first:,} to "
                           f"{e.first + e.count - 1:,} of matchup {' vs '.join(mu.entries)} "
                           f"(seed {seed}): {type(e.error).__name__}: "
                           f"{' '.join(str(e.error).split())[:200]}{saved}")
    # built-ins by name, users' strategies by FILE.py:NAME
    words = ["intrige", "play", *[canonical_spec(s) for s in m.strategies], "--seed",
             str(seed)]
    for r in changed(rule_values):
        words += ["--rule", r]
    return DomsimError(f"{raised_text(found, display_names(list(mu.entries)))} of the matchup "
                       f"{' vs '.join(mu.entries)} (seed {seed}); fix the strategy (replay: "
                       f"{command(words + ['--game', str(found[0])])}){saved}")
