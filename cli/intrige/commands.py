"""`domsim intrige ...`: the bluffing game Intrige (rule seed 004) in the same simulator.

    domsim intrige match A B [C ...]   many games, a table of shares with 95% CIs
    domsim intrige tournament A B C    every pairing (or table): crosstable, ratings, seats
    domsim intrige play A B [C ...]    one game's readable log (hidden cards marked)
    domsim intrige strategies          the bots
    domsim intrige rules               the rule options and their defaults
    domsim intrige balance             the balance report (2-8 players)
    domsim intrige optimise BOT        tune a bot's parameters to a rule variant
"""
import time

import click

from cli.cluster import cluster_options
from cli.common import Whole, data_bots_option, pct, slow_note, table
from domsim.inputs import (
    DEFAULT_CHUNK,
    MAX_CHUNK,
    MAX_GAMES,
    MAX_SEED,
    DomsimError,
    canonical_spec,
    check_output_folder,
    check_threads,
    other_game,
    refuse_code_bots,
)

MIN_PLAYERS, MAX_PLAYERS = 2, 8


def _strategies(specs):
    from strategies.errors import StrategyError
    from strategies.intrige import get
    if not MIN_PLAYERS <= len(specs) <= MAX_PLAYERS:
        raise DomsimError(f"Intrige is for {MIN_PLAYERS} to {MAX_PLAYERS} players, got "
                          f"{len(specs)} strateg{'y' if len(specs) == 1 else 'ies'}; name one per "
                          "player, e.g. `domsim intrige match honest shark counter`")
    out = []
    for s in specs:
        try:
            out.append(get(s))
        except StrategyError as e:
            raise DomsimError(other_game(s, "intrige") or str(e)) from None
    return out


def _rules(items, players=None):
    from simcore.intrige.options import RuleError, check_players, parse
    try:
        r = parse(items)
        if players is not None:
            check_players(r, players)
        return r
    except RuleError as e:
        raise DomsimError(str(e)) from None


def _names(strategies):
    names = [s.name for s in strategies]
    return [f"{n}#{i}" if names.count(n) > 1 else n for i, n in enumerate(names)]


rule_option = click.option("--rule", "-r", "rules", multiple=True, metavar="NAME=VALUE",
                           help="A rule option (repeatable); `domsim intrige rules` lists them.")
seed_option = click.option("--seed", "-s", type=Whole(0, MAX_SEED, " (2**63-1)", "0"),
                           default=0, show_default=True,
                           help="Run seed; game i is decided by (seed, i) alone.")


@click.group(short_help="Intrige, the bluffing game: match, tournament, play, strategies, "
                        "rules, balance.")
def intrige():
    """Intrige, the bluffing game (rule seed 004): matches, tournaments, logs, bots, rules,
    balance."""


@intrige.command()
@click.argument("specs", nargs=-1, metavar="A B [C ...]")
@click.option("--games", "-n", type=Whole(1, MAX_GAMES, " games"), default=10000,
              show_default=True, help="Games to play.")
@seed_option
@click.option("--threads", "-t", type=int, default=None, help="Worker threads (default: all "
              "cores); results do not depend on it.")
@click.option("--chunk", type=Whole(1, MAX_CHUNK, " games"), default=DEFAULT_CHUNK,
              show_default=True, help="Games per chunk (one save of the summary).")
@rule_option
@click.option("--tournament", type=Whole(1, 100, " wins"), default=None,
              help="Also score tournaments (the seed's variant): consecutive games until an "
                   "entry has this many wins (the seed: 3).")
@click.option("--out", "-o", default=None, help="Summary parquet file (default: "
              "results/intrige-<names>-s<seed>.parquet).")
@click.option("--games-out", default=None, help="Also write one row per player per game.")
@click.option("--force", is_flag=True, help="Overwrite existing output files.")
@click.option("--resume", is_flag=True, help="Continue the run in --out (give its options).")
@click.option("--strict", is_flag=True,
              help="Stop with an error at a strategy's first illegal answer (default: "
                   "replace it by the default answer, count it, warn).")
@click.option("--precision", type=float, metavar="W",
              help="Instead of --games: play blocks of 1,680 games (every seat rotation "
                   "equally often) until every share's 95% CI half-width is at most W "
                   "(0 < W < 0.5), at most --max-games; the files are those of --games N.")
@click.option("--max-games", type=Whole(1, MAX_GAMES, " games"), default=1_000_000,
              show_default=True, help="With --precision: the most games to play.")
@click.option("--quiet", "-q", is_flag=True, help="Print nothing.")
@data_bots_option
@click.pass_context
def match(ctx, specs, games, seed, threads, chunk, rules, tournament, out, games_out, force,
          resume, strict, precision, max_games, quiet, data_bots_only):
    """Play many games of Intrige between 2-8 strategies; entry e sits at seat (e - game)
    mod players (seat 0 starts), so starting seats rotate evenly. Files, saving and
    --resume work as for `domsim match` (the shared runner)."""
    if data_bots_only:
        refuse_code_bots(specs)
    if force and resume:
        raise DomsimError("--force starts the run over and --resume continues it; give one of them")
    strategies = _strategies(specs)
    rule_values = _rules(rules, len(strategies))
    threads = check_threads(threads)
    names = _names(strategies)
    # parquet names, an unfinished run in --out, existing files; the default --out
    # (results/intrige-<names>-s<seed>.parquet) replaces an earlier finished run's
    from cli.running import check_outputs
    o = check_outputs("intrige", strategies, seed, out, games_out, force, resume)
    out, path, gpath = o.out, o.out_path, o.games_path
    from cli.interrupts import StopRequests
    from domsim.inputs import command
    from simcore.intrige.match import Match
    from simcore.intrige.options import changed
    from simcore.results import (
        IllegalAnswer,
        ResultsFileError,
        RunInterrupted,
        resume_point,
        run_match,
    )
    note = None
    if precision is not None:
        if ctx.get_parameter_source("games").name != "DEFAULT":
            raise DomsimError("give --games or --precision, not both")
        if not 0 < precision < 0.5:
            raise DomsimError(f"--precision must be between 0 and 0.5 (a CI half-width, as 0.01), "
                              f"got {precision}")
        for flag, given in (("--games-out", games_out), ("--resume", resume),
                            ("--strict", strict)):
            if given:
                raise DomsimError(f"--precision does not combine with {flag}; play the number "
                                  f"of games it needed with --games N {flag}")
        played, half = _games_needed(strategies, rule_values, seed, threads, precision,
                                     max_games)
        games = played.games
        note = (f"precision {precision}: {games:,} games were needed (largest 95% CI "
                f"half-width {half:.4f})" if half <= precision else
                f"note: stopped at the cap of {games:,} games (--max-games) with a 95% CI "
                f"half-width of {half:.4f}, above --precision {precision}")
    m = Match(strategies, games=games, seed=seed, threads=threads, chunk=min(chunk, games),
              rules=rule_values)
    # the run as its files record it: resolved names, the options that change its numbers
    words = ["intrige", "match", *[canonical_spec(s) for s in strategies], "--seed", str(seed),
             "--games", str(games)]
    for r in changed(rule_values):
        words += ["--rule", r]
    where = ["--out", str(out)] + (["--games-out", str(games_out)] if games_out else [])
    start = None
    if precision is not None:                   # played already: run_match writes the files
        from simcore.resume import Resume
        start = Resume(played, False, {})
    if resume:
        try:
            start = resume_point(m, path, gpath, chunk=m.chunk)
        except ResultsFileError as e:
            raise DomsimError(f"--resume: {e}") from None
        if start is not None and start.parts is not None:
            m.chunk = start.parts.chunk
        if start is not None and start.complete and start.done == games and gpath is not None:
            from simcore.results import GameParts
            leftover = GameParts(gpath, path, m.chunk)
            if leftover.ours():
                leftover.remove()           # a kill between the last two steps of a run
    from simcore.runner import GameLoopError
    from simcore.runner import play as run_games
    bar = None
    # a strategy may loop: the games play on a worker thread (cli/interrupts.py)
    stop = StopRequests(quiet, names, command(words + where + ["--resume"]))

    def warm_up():
        for _ in run_games(m, start=0, stop=1):
            pass
    try:
        if start is None or start.done < games:
            with slow_note(quiet), stop:    # load or compile; game 0 fails before any file
                stop.run(warm_up)
        t0 = time.time()                    # (the time printed is the playing alone)
        done0 = start.done if start is not None else 0
        if not quiet and games - done0 > m.chunk:       # a progress bar, chunk by chunk
            import sys

            from domsim.progress import progress_bar
            bar = progress_bar(games, "game", initial=done0, file=sys.stderr, unit_scale=True,
                               leave=False, dynamic_ncols=True)
        with stop:
            summary = stop.run(lambda: run_match(
                m, out=path, games_out=gpath, resume=start, stop=stop, strict=strict,
                command=command(words), names=names,
                resume_command=command(words + where + ["--resume"]),
                progress=bar.update if bar is not None else None))
    except IllegalAnswer as e:
        raise DomsimError(illegal_message(e, names, specs, seed, rule_values)
                          + " (--strict stops at the first illegal answer)") from None
    except GameLoopError as e:
        _loop_failed(e, m, names, specs, rule_values, path if path.exists() else None)
    except RunInterrupted as e:
        if bar is not None:
            bar.close()
        click.echo(f"interrupted: saved {e.done:,} of {games:,} games in {out}", err=True)
        click.echo(f"resume with: {command(words + where + ['--resume'])}", err=True)
        raise click.exceptions.Exit(130)
    finally:
        if bar is not None:
            bar.close()
    secs = time.time() - t0
    if quiet:
        return
    ch = changed(rule_values)
    click.echo(f"{' vs '.join(names)}: {games:,} games, {len(strategies)} players, seed {seed}"
               f", {secs:.1f} s" + (f"; rules: {', '.join(ch)}" if ch else ""))
    click.echo("")
    import json

    from cli.intrige.text import summary_lines
    totals = json.loads(summary.schema.metadata[b"totals"].decode())
    play = ["intrige", "play", *specs, "--seed", str(seed)]
    for r in ch:
        play += ["--rule", r]
    for line in summary_lines(summary.to_pylist(), names, totals,
                              lambda game: command(play + ["--game", str(game)])):
        click.echo(line)
    if tournament:
        from simcore.intrige.series import tournaments
        t = tournaments(m, tournament)
        click.echo(f"\ntournaments (first to {tournament} wins, consecutive games): "
                   f"{t['played']:,} complete")
        for i, nm in enumerate(names):
            click.echo(f"  {nm}: {t['won'][i]:,} ({pct(t['won'][i] / max(t['played'], 1))})")
    if note:
        click.echo(f"\n{note}")
    click.echo(f"\nwrote {path}" + (f" and {gpath}" if gpath else ""))


def illegal_message(e, names, specs, seed, rule_values):
    """One line for IllegalAnswer e: the entry, the game, whose turn, the decision and the
    answer (Intrige's names), and the `play` command that shows the game."""
    from domsim.inputs import command
    from simcore.intrige.game import describe_answer
    from simcore.intrige.options import changed
    info = e.info
    # (the engine records the turns completed; the play log numbers turns from 1)
    turn = f", turn {info[3] + 1} of {names[info[4]]}" if 0 <= info[4] < len(names) else ""
    words = ["intrige", "play", *specs, "--seed", str(seed)]
    for r in changed(rule_values):
        words += ["--rule", r]
    return (f"strategy {names[e.entry]} (entry {e.entry}) gave an illegal answer in game "
            f"{e.game:,} of seed {seed}{turn}: {describe_answer(info)}; replay it: "
            f"{command(words + ['--game', str(e.game)])}")


def _loop_failed(e, m, names, specs, rule_values, out=None):
    """The compiled game loop raised (a strategy function failed): find the game and the
    strategy by playing the chunk's games step by step, and say so in one line."""
    from simcore.intrige.match import find_raiser, raised_text
    found = find_raiser(m, e.first, e.count)
    saved = f"; {out} keeps the games before them" if out is not None and e.first > 0 else ""
    if found is None:
        raise click.ClickException(
            f"the game loop stopped with an error in games {e.first:,} to "
            f"{e.first + e.count - 1:,} ({type(e.error).__name__}: "
            f"{' '.join(str(e.error).split())[:200]}){saved}")
    from domsim.inputs import command
    from simcore.intrige.options import changed
    words = ["intrige", "play", *specs, "--seed", str(m.seed)]
    for r in changed(rule_values):
        words += ["--rule", r]
    raise DomsimError(f"{raised_text(found, names)} of seed {m.seed}; fix the strategy (replay: "
                      f"{command(words + ['--game', str(found[0])])}){saved}")


PRECISION_BLOCK = 1680          # a multiple of every player count's rotation (lcm(2..8) = 840)


def _games_needed(strategies, rule_values, seed, threads, precision, max_games):
    """(the games' Tally, largest CI half-width): blocks of PRECISION_BLOCK games until every
    entry's share interval is narrow enough or max_games (rounded up to a block) is
    reached. The Tally is what `match --games N` counts for those N games: its files are
    written from it, without playing the games again."""
    from simcore import runner
    from simcore.intrige.match import Match
    from simcore.plan import halfwidth
    from simcore.tally import Tally
    cap = -(-max_games // PRECISION_BLOCK) * PRECISION_BLOCK
    m = Match(strategies, games=cap, seed=seed, threads=threads, chunk=PRECISION_BLOCK,
              rules=rule_values)
    tally = Tally(m.players, m.game)
    half = 1.0
    for c in runner.play(m):
        tally.add(c)
        half = halfwidth(tally)
        if half <= precision:
            break
    return tally, half


@intrige.command()
@click.argument("specs", nargs=-1, metavar="A B [C ...]")
@click.option("--players", "-p", type=Whole(MIN_PLAYERS, MAX_PLAYERS), default=2,
              show_default=True, help="Players per table (3-8: every combination up to 200 "
                                      "tables, else a balanced sample).")
@click.option("--games", "-n", type=Whole(1, MAX_GAMES, " games per matchup"),
              help="Games per matchup [default: 10,000].")
@click.option("--precision", type=float, metavar="W",
              help="Instead of --games: play each matchup in blocks of 1,680 games until every "
                   "95% CI half-width is at most W (0 < W < 0.5), up to --max-games.")
@click.option("--max-games", type=Whole(1, MAX_GAMES, " games"), default=1_000_000,
              show_default=True, help="With --precision: the most games per matchup.")
@rule_option
@click.option("--seed", "-s", type=Whole(0, MAX_SEED, " (2**63-1)", "0"), default=0,
              show_default=True, help="Run seed; each matchup's seed is derived from it and "
                                      "the table (its strategies, the rules, P) alone.")
@click.option("--threads", "-t", type=Whole(1, 1 << 16), help="Threads (default: all cores).")
@click.option("--chunk", type=Whole(1, MAX_CHUNK, " games"), default=DEFAULT_CHUNK,
              show_default=True, help="Games per chunk (progress step).")
@click.option("--out", "-o", type=click.Path(),
              help="The matchup rows (parquet; default: results/intrige-tournament-<names>-"
                   "s<seed>.parquet); the ranking goes beside it (FILE.ranking.parquet).")
@click.option("--force", is_flag=True, help="Overwrite existing output files.")
@click.option("--resume", is_flag=True,
              help="Continue the interrupted run of --out (the same options).")
@click.option("--quiet", "-q", is_flag=True, help="Print nothing.")
@data_bots_option
@cluster_options(expose=False)
@click.pass_context
def tournament(ctx, specs, players, games, precision, max_games, rules, seed, threads, chunk,
               out, force, resume, quiet, data_bots_only):
    """Every strategy against every other, as `domsim tournament` does for Dominion: each
    pairing (or table of --players entries) is a match of its own with a seed derived from
    --seed and the table, seats rotating evenly; a crosstable (2 players) with 95% CIs, a
    ranking fitted from all games at once (Bradley-Terry / Plackett-Luce, 95% intervals) and
    the starting-seat advantage. Writes the rows to --out and the ranking to
    FILE.ranking.parquet; --resume continues an interrupted run to the same files."""
    from cli.plans import check_precision, default_out, run_api, show_tournament
    from domsim.intrige import tournament as run
    from domsim.runs import derived_path
    if data_bots_only:
        refuse_code_bots(specs)
    check_precision(games, precision)
    if force and resume:
        raise DomsimError("--force starts over and --resume continues; give one of them")
    names = _resolved(specs)
    if out is None:
        out = default_out("intrige-tournament", names, seed)
    rank = run_api(run, ctx, quiet, out, {"specs": names, "rules": _rules_identity(rules)},
                   game_id="intrige", strategies=list(specs), players=players, games=games,
                   precision=precision, max_games=max_games, seed=seed, rules=list(rules),
                   threads=threads, chunk=chunk, force=force, resume=resume)
    if not quiet:
        a = rank.attrs
        show_tournament(rank, a["metadata"], a.get("crosstable"), a["seat"], a["sampled"],
                        a["rows"])
        click.echo("")
        click.echo(f"wrote {out} and {derived_path(out, 'ranking')}")


def _resolved(specs):
    """The entries' canonical specs (as a run records them)."""
    from strategies.errors import StrategyError
    from strategies.intrige import get
    try:
        return [canonical_spec(get(s)) for s in specs]
    except StrategyError as e:
        raise DomsimError(str(e)) from None


def _rules_identity(rules):
    """--rule values as the run records them: the options that differ from the defaults, in
    canonical form (bad ones are left for the API to refuse)."""
    from simcore.intrige.options import RuleError, changed, parse
    try:
        return tuple(changed(parse(list(rules))))
    except RuleError:
        return rules


@intrige.command()
@click.argument("specs", nargs=-1, metavar="A B [C ...]")
@click.option("--game", "-g", type=Whole(0, MAX_GAMES - 1), default=0, show_default=True,
              help="Which game of the match to show.")
@seed_option
@rule_option
@click.option("--checked", is_flag=True, help="Test every invariant after every step.")
@data_bots_option
def play(specs, game, seed, rules, checked, data_bots_only):
    """One game, step by step: exactly game I of `domsim intrige match` with the same
    strategies, seed and rules. Lines marked [hidden] show what only that player knew."""
    if data_bots_only:
        refuse_code_bots(specs)
    strategies = _strategies(specs)
    rule_values = _rules(rules, len(strategies))
    from cli.interrupts import left_to_the_system
    from simcore.intrige.playlog import EngineBug, replay
    try:                                # (a policy may loop: Ctrl-C still stops it)
        lines, g = left_to_the_system(lambda: replay(strategies, game, seed, rule_values,
                                                     checked))
    except EngineBug as e:
        raise click.ClickException(str(e)) from None
    for line in lines:
        click.echo(line)


@intrige.command()
def strategies():
    """The built-in Intrige bots (and how to write your own)."""
    from strategies.intrige import REGISTRY
    w = max(len(n) for n in REGISTRY)
    for name, s in REGISTRY.items():
        click.echo(f"{name.ljust(w)}  {s.summary}")
    click.echo("\nYour own: a function decide(g, me, prm) in a .py file, reading the game only "
               "through simcore.intrige.view; use it as FILE.py:NAME (docs/intrige.md).")


@intrige.command("rules")
def rules_():
    """The rule options (--rule NAME=VALUE) and their defaults (the seed's reading)."""
    from simcore.intrige.options import OPTIONS, values_text
    rows = [(k, v[1], values_text(k), v[3]) for k, v in OPTIONS.items()]
    for line in table(["option", "default", "values", "meaning"], rows):
        click.echo(line)


@intrige.command()
@click.option("--games", "-n", type=Whole(100, MAX_GAMES, " games"), default=20000,
              show_default=True, help="Games per configuration (player count, field, rules).")
@click.option("--out", "-o", default="results/intrige-balance", show_default=True,
              help="Folder for the report (report.md, *.parquet, *.png).")
@seed_option
@click.option("--threads", "-t", type=int, default=None, help="Worker threads.")
@click.option("--bot", default="fox", show_default=True,
              help="The default bot of the identical fields.")
@click.option("--force", is_flag=True, help="Write into an existing, non-empty folder.")
@click.option("--quiet", "-q", is_flag=True)
def balance(games, out, seed, threads, bot, force, quiet):
    """The balance report: 2-8 players, identical and mixed fields: seat win rates with 95%
    CIs, the 2-player coin rule, starting hands, role claims, game length, how often each
    action, block and challenge is used and succeeds, and each rule option's effect."""
    threads = check_threads(threads)
    check_output_folder(out, force, "--out")
    _strategies([bot, bot])
    from domsim.intrige.balance import report
    t0 = time.time()
    with slow_note(quiet):
        page = report(games, out, seed, threads, bot, echo=None if quiet else click.echo)
    if not quiet:
        click.echo(f"wrote {page} ({time.time() - t0:.0f} s)")


@intrige.command(short_help="Tune a bot's parameters to a rule variant and player count.")
@click.argument("bot")
@click.option("--players", "-p", type=Whole(MIN_PLAYERS, MAX_PLAYERS), default=2,
              show_default=True,
              help="Players per game (the bot against players-1 copies of each field member).")
@rule_option
@click.option("--against", default="fox,shark,counter", show_default=True, metavar="A,B,...",
              help="The field the bot must beat (it grows with the search's own bests).")
@click.option("--budget", "-b", default="200000", show_default=True,
              help="Search budget: games (200000, 2e6) or time (90s, 10m, 1h).")
@seed_option
@click.option("--final-games", type=Whole(100, 10 ** 8), default=4000, show_default=True,
              help="Fresh games per opponent for the final shares.")
@click.option("--out", "-o", default=None, metavar="DIR",
              help="Output folder (default results/intrige-optimise-<bot>-<players>p-<rules>"
                   "-s<seed>).")
@click.option("--force", is_flag=True, help="Write into --out even if it holds files.")
@click.option("--objective", type=click.Choice(["min", "mean"]), default="min",
              show_default=True, help="Score a candidate by its worst share against a field "
              "member (min) or its mean share.")
@click.option("--quiet", "-q", is_flag=True, help="No progress lines.")
@cluster_options(expose=False)
def optimise(bot, players, rules, against, budget, seed, final_games, out, force, objective,
             quiet):
    """Tune BOT's parameters (a family: fox, shark, counter, bluffer; or FILE.py:NAME whose
    IStrategy declares params) for PLAYERS under the --rule variant, by `domsim optimise`'s
    method: each generation's candidates play the same games against every field member,
    successive halving keeps the best, the incumbent must win by a standard error to be
    replaced and joins the field; then the best plays fresh games against the field and the
    other bots. Ctrl-C keeps the best so far."""
    from cli.intrige.tune import run
    from domsim.inputs import command
    _strategies([bot] * players)
    for s in against.split(","):
        if s.strip():
            _strategies([s.strip()] * players)
    words = ["intrige", "optimise", bot, "--players", players, "--budget", budget,
             "--seed", seed, "--against", against, "--objective", objective]
    for r in rules:
        words += ["--rule", r]
    run(bot, players, _rules(rules, players), against, budget, seed, final_games, out, force,
        objective, quiet, command(words))


@intrige.command(short_help="The balance search: which rule variant makes the game fair.")
@click.option("--variant", "-v", "variant_texts", multiple=True, metavar="NAME=VALUE[+...]",
              help="A variant: rule options joined by + (repeatable; `default`: the seed's "
                   "rules).")
@click.option("--grid", "-g", multiple=True, metavar="NAME=V1|V2|...",
              help="Every combination of these values (repeatable; added to --variant).")
@click.option("--players", "-p", default="2-8", show_default=True, metavar="LO-HI",
              help="Player counts to measure (fairness is judged at 2-6).")
@click.option("--bot", default="fox", show_default=True,
              help="The bot tuned to each variant (a family with parameters, or a file's).")
@click.option("--games", "-n", type=Whole(100, MAX_GAMES, " games"), default=10_000,
              show_default=True, help="Fresh games per variant and player count.")
@click.option("--tune-games", type=Whole(1, MAX_GAMES, " games"), default=22_500,
              show_default=True, help="The tuning's games budget per variant and player count "
                                      "(one generation: 22,500).")
@seed_option
@click.option("--threads", "-t", type=Whole(1, 1 << 16), help="Threads for the fresh games.")
@click.option("--out", "-o", type=click.Path(), default="results/intrige-variants.parquet",
              show_default=True, help="The rows; the verdict goes beside it "
                                      "(FILE.verdict.parquet).")
@click.option("--force", is_flag=True, help="Overwrite existing output files.")
@click.option("--resume", is_flag=True, help="Continue the interrupted run of --out.")
@click.option("--quiet", "-q", is_flag=True, help="Print nothing.")
@cluster_options(expose=False)
@click.pass_context
def variants(ctx, variant_texts, grid, players, bot, games, tune_games, seed, threads, out,
             force, resume, quiet):
    """For each rule variant (--variant, --grid; none given: the documented default grid)
    and player count: tune --bot to the variant (`intrige optimise`'s search), play fresh
    games with a field of the tuned bot, and measure the seat shares, the starting pairs'
    win rates, the game length and how often the winner claimed each role, with 95%
    intervals. Prints the variants that bring every seat within 2 points of fair at 2-6
    players, fewest and smallest changes first (or says that none does, and which comes
    closest). Resumable (--resume) to the same bytes; `domsim report FILE --html` charts it."""
    from cli.intrige.variants import show
    from cli.plans import run_api
    from domsim.intrige.variants import DEFAULT_GRID
    from domsim.intrige.variants import grid as grid_of
    from domsim.intrige.variants import variants as run
    if force and resume:
        raise DomsimError("--force starts over and --resume continues; give one of them")
    texts = list(variant_texts) + grid_of(grid)
    if not texts:
        texts = list(DEFAULT_GRID)
    lo, dash, hi = players.partition("-")
    if not (lo.isdigit() and (not dash or hi.isdigit())) or not \
            MIN_PLAYERS <= int(lo) <= int(hi or lo) <= MAX_PLAYERS:
        raise DomsimError(f"--players {players!r}: give a count or a range of 2 to 8, as 2-6")
    counts = tuple(range(int(lo), int(hi or lo) + 1))
    _strategies([bot] * 2)
    rows, verdict = run_api(run, ctx, quiet, out, game_id="intrige", variant_texts=texts,
                            players=counts, bot=bot, games=games, tune_games=tune_games,
                            seed=seed, threads=threads or 1, force=force, resume=resume)
    if not quiet:
        show(verdict, rows)
        click.echo(f"\nwrote {out} and its .verdict.parquet")
