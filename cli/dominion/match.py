"""`domsim match`: many games between 2-6 strategies; a summary table and parquet files.

The run itself (outputs, resume, progress, Ctrl-C) is cli/running.py's, shared with the other
commands that play runs; this module adds Dominion's options, messages and table."""
import click

from cli.cluster import cluster_options, open_cluster
from cli.common import Whole, data_bots_option, games_option, output_options
from cli.dominion.match_options import DEFAULT_GAMES, match_options, run_args
from cli.dominion.match_text import fallback_lines, illegal_message, show_summary, summary_lines
from cli.dominion.precision import precision_match, write_turns
from cli.dominion.replay import find_raiser
from cli.running import check_outputs, execute
from domsim.inputs import (
    DEFAULT_CHUNK,
    MAX_GAMES,
    DomsimError,
    canonical_kingdom,
    canonical_spec,
    check_output,
    check_parquet_name,
    check_threads,
    command,
    display_names,
    refuse_code_bots,
    resolve_entries,
    resolve_kingdom,
)

# The engine (simcore.dominion, the API) is imported inside the command: `domsim --help`
# does not load it (docs/architecture.md, "Start-up").


@click.command(short_help="Play 2-6 strategies against each other; table + parquet files.")
@click.argument("strategies", nargs=-1, metavar="A B [C ...]")
@games_option(DEFAULT_GAMES)
@match_options
@output_options(DEFAULT_CHUNK, "results/match-<names>-s<seed>.parquet")
@cluster_options
@click.option("--precision", type=float, metavar="W",
              help="Instead of --games: play blocks of 1,200 games until every share's 95% CI "
                   "half-width is at most W (0 < W < 0.5), at most --max-games.")
@click.option("--max-games", type=Whole(1, MAX_GAMES, " games"), default=1_000_000,
              show_default=True, help="With --precision: the most games to play.")
@click.option("--turns-out", type=click.Path(),
              help="Also write per strategy and turn the mean and spread of VP, money, deck "
                   "size and kingdom cards owned (a replay of the same games).")
@click.option("--device", type=click.Choice(["cpu", "gpu"]), default="cpu", show_default=True,
              help="gpu: play on an NVIDIA GPU (needs numba-cuda): 2 players, the base game's "
                   "cards, bots of buy and play rules; the same games as on the CPU.")
@data_bots_option
def match(strategies, games, seed, kingdom, exact_kingdom, turn_limit, edition, colony, threads,
          chunk, out, games_out, force, resume, strict, quiet, scheduler, workers, precision,
          max_games, turns_out, device, data_bots_only):
    """Play A against B (and C ...; 2-6 strategies) and summarise.

    Strategies are built-in names (`domsim strategies`), bm-<card>:k, or FILE.py:NAME.
    Entry e sits at seat (e - i) mod players in game i, so the start rotates.
    `--kingdom random` draws 10 kingdom cards from the seed."""
    if data_bots_only:
        refuse_code_bots(strategies)
    if force and resume:
        raise DomsimError("--force starts the run over and --resume continues it; give one of them")
    if kingdom and kingdom.strip().lower() == "random":     # same draw as `tournament`
        from domsim import random_kingdom
        from simcore.dominion.cards import NAMES as _names
        kingdom = ",".join(_names[c] for c in random_kingdom(seed))
    if device == "gpu" and (precision is not None or turns_out is not None or scheduler
                            or workers):
        raise DomsimError("--device gpu plays a plain match: drop --precision, --turns-out, "
                          "--scheduler and --workers")
    if precision is not None:                # cli/dominion/precision.py (no cluster there)
        if scheduler or workers:
            raise DomsimError("--precision runs in this process; drop --scheduler/--workers")
        return precision_match(strategies, games, precision, max_games, seed, kingdom,
                               exact_kingdom, turn_limit, edition, threads, chunk, out,
                               games_out, force, resume, strict, quiet, turns_out, colony)
    if turns_out is not None:                # per-turn statistics: cli/dominion/precision.py
        check_parquet_name(turns_out, "--turns-out")
        check_output(turns_out, force or resume, "--turns-out")
    cluster_threads = threads                # per chunk on a worker (default 1)
    threads = check_threads(None if scheduler or workers else threads)
    # cheap checks first (strategies are loaded, not compiled; the default --out is named
    # after their display names)
    o = check_outputs("match", resolve_entries(strategies, compile=False), seed, out, games_out,
                      force, resume)
    source = open_cluster(scheduler, workers, cluster_threads, quiet)   # before compiling
    from simcore.dominion.match import Match
    if device == "gpu":                      # refused before anything compiles or plays
        entries = resolve_entries(strategies, compile=False)
        from cli.dominion.device import gpu_source
        source = gpu_source([Match(entries, resolve_kingdom(kingdom, entries,
                                                            exact=exact_kingdom,
                                                            colony=colony)[0],
                                   games=games, seed=seed, turn_limit=turn_limit,
                                   edition=int(edition))])
    strats = resolve_entries(strategies)
    ks, added = resolve_kingdom(kingdom, strats, exact=exact_kingdom, colony=colony)

    from simcore.dominion.cards import NAMES

    m = Match(strats, ks, games=games, seed=seed, threads=threads, chunk=min(chunk, games),
              turn_limit=turn_limit, edition=int(edition))
    words = run_args(strategies, seed, kingdom, exact_kingdom, turn_limit, edition, colony)
    # the run as its files record it: resolved names, the options that change its numbers
    run_words = ["match"] + run_args([canonical_spec(s) for s in strats], seed,
                                     canonical_kingdom(kingdom), exact_kingdom, turn_limit,
                                     edition, colony) + ["--games", str(games)]
    run_cmd = command(run_words)
    resume_cmd = command(run_words + o.where() + ["--resume"])
    names = display_names(strats)
    notes = []
    if o.replaces is not None and o.replaces != run_cmd:      # same command: the same file
        notes.append(f"note: replacing {o.out}, the finished run of another command: "
                     f"{o.replaces}")
    if added and kingdom:
        notes.append(f"note: added {', '.join(NAMES[c] for c in added)} to the kingdom "
                     "(a strategy buys it)")

    def loop_failed(e, out_or_none):
        _game_loop_failed(e, m, names, words, out_or_none)

    done = execute(m, o, force, resume, quiet, strict, run_cmd, resume_cmd, names,
                   loop_failed=loop_failed,
                   illegal=lambda e: illegal_message(e, names, words, m.seed),
                   show_complete=lambda rows, md: show_summary(rows, md, names, quiet=False),
                   notes=notes, source=source)
    if done is not None and turns_out:
        write_turns(m, names, turns_out, done.summary, quiet)
    if done is None or quiet:
        return
    summary, elapsed, ready, done0 = done.summary, done.elapsed, done.ready, done.resumed_from
    out_path, games_path = o.out_path, o.games_path
    compiled = f" (+{ready:.1f} s loading/compiling)" if ready >= 1 else ""
    resumed = f", {games - done0:,} of them now" if done0 else ""
    click.echo(f"{' vs '.join(names)}: {games:,} games{resumed}, {m.players} players, seed "
               f"{seed}, edition {edition}, {elapsed:.1f} s{compiled}")
    click.echo(f"kingdom: {m.kingdom_name() or '(basic cards only)'}")
    click.echo("")
    import json
    md = {k.decode(): v.decode() for k, v in summary.schema.metadata.items()}
    rows = summary.to_pylist()
    for line in summary_lines(rows, names):
        click.echo(line)
    warnings = fallback_lines(rows, json.loads(md["totals"]), names, words)
    if warnings:
        click.echo("")
        for line in warnings:
            click.echo(line)
    click.echo("")
    click.echo(f"wrote {out_path}")
    if games_path:
        click.echo(f"wrote {games_path} (one row per player per game)")


def _game_loop_failed(e, m, names, words, out=None):
    """The compiled loop raised: find the game and the strategy (replaying the chunk's games
    step by step), and say so in one line."""
    found = find_raiser(m.strategies, m.kingdom, m.seed, e.first, e.count, m.turn_limit,
                        m.edition, names)
    saved = f"; {out} keeps the games before them" if out is not None and e.first > 0 else ""
    if found is not None:
        game, what = found
        raise DomsimError(f"{what}, in game {game:,} of seed {m.seed}; fix the strategy (replay: "
                          f"{command(['play'] + words + ['--game', str(game)])}){saved}")
    raise click.ClickException(f"the game loop stopped with an error in games {e.first:,} to "
                               f"{e.first + e.count - 1:,} ({type(e.error).__name__}: "
                               f"{' '.join(str(e.error).split())[:200]}){saved}")
