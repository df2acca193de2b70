"""`domsim tournament`: every strategy against every other; crosstable, ranking, seats.

The work is done by the Python API (domsim.tournament); this module holds the command and
the options Dominion's plan commands (tournament, sweeps) share (games or precision, seed,
threads, output, resume, the kingdom); what every game's plan commands share is
cli/plans.py's.
"""
import click

from cli.common import Whole, data_bots_option
from cli.plans import DEFAULT_GAMES, check_precision, default_out, run_api, show_tournament
from domsim.inputs import MAX_CHUNK, MAX_GAMES, DomsimError, refuse_code_bots


def plan_options(f):
    """Options shared by tournament and sweeps."""
    from cli.dominion.match_options import match_options
    opts = [
        click.option("--games", "-n", type=Whole(1, MAX_GAMES, " games per matchup"),
                     help=f"Games per matchup [default: {DEFAULT_GAMES:,}]."),
        click.option("--precision", type=float, metavar="W",
                     help="Instead of --games: play each matchup until every 95% CI "
                          "half-width is at most W (0 < W < 0.5), up to --max-games."),
        click.option("--max-games", type=Whole(1, MAX_GAMES, " games"), default=1_000_000,
                     show_default=True, help="With --precision: the most games per matchup."),
        click.option("--threads", "-t", type=Whole(1, 1 << 16),
                     help="Threads (default: all cores)."),
        click.option("--chunk", type=Whole(1, MAX_CHUNK, " games"), default=20_000,
                     show_default=True, help="Games per chunk (progress step)."),
        click.option("--out", "-o", type=click.Path(),
                     help="The matchup rows (parquet); derived tables go beside it."),
        click.option("--force", is_flag=True, help="Overwrite existing output files."),
        click.option("--resume", is_flag=True,
                     help="Continue the interrupted run of --out (the same options)."),
        click.option("--quiet", "-q", is_flag=True, help="Print nothing."),
    ]
    from cli.cluster import cluster_options
    from cli.dominion.device import device_option
    f = match_options(f)
    for o in reversed(opts):
        f = o(f)
    return device_option(cluster_options(f, expose=False))     # kept in ctx.meta for run_api


def resolved(specs):
    """The strategies' canonical specs (domsim.inputs.canonical_spec), loaded, not compiled."""
    from domsim.inputs import canonical_spec, resolve_strategy
    return [canonical_spec(resolve_strategy(s, compile=False)) for s in specs]


def kingdom_identity(kingdom, seed):
    """--kingdom as the run records it: `random` as the cards it draws, presets and cards in
    canonical form."""
    from domsim.inputs import canonical_kingdom
    if kingdom and kingdom.strip().lower() == "random":
        from domsim import random_kingdom
        from simcore.dominion.cards import NAMES
        kingdom = ",".join(NAMES[c] for c in random_kingdom(seed))
    return canonical_kingdom(kingdom)


# --- the command ---------------------------------------------------------------------------

@click.command(short_help="Every strategy against every other: crosstable, ratings, seats.")
@click.argument("strategies", nargs=-1, metavar="A B [C ...]")
@click.option("--players", "-p", type=Whole(2, 6), default=2, show_default=True,
              help="Players per table (3-6: every combination up to 200 tables, else a "
                   "balanced sample).")
@click.option("--kingdoms", metavar="FILE|presets|random:N",
              help="Play every pairing in several kingdoms (instead of --kingdom).")
@click.option("--turns-out", type=click.Path(),
              help="Also write per strategy and turn the mean and spread of VP, money, deck "
                   "size and kingdom cards owned (a replay of the same games).")
@plan_options
@data_bots_option
@click.pass_context
def tournament(ctx, strategies, players, kingdoms, turns_out, games, precision, max_games,
               threads, chunk, out, force, resume, quiet, seed, kingdom, exact_kingdom,
               turn_limit, edition, colony, data_bots_only):
    """Every strategy against every other: a crosstable with 95% CIs, a ranking fitted from
    all games at once (with 95% intervals), and the starting-seat advantage. Writes the
    matchup rows to --out and the ranking to FILE.ranking.parquet.

    Each matchup's seed is derived from --seed and the matchup (strategies, kingdom), so
    adding or reordering strategies leaves the other matchups' numbers unchanged."""
    import domsim
    if data_bots_only:
        refuse_code_bots(strategies)
    check_precision(games, precision)
    if force and resume:
        raise DomsimError("--force starts over and --resume continues; give one of them")
    if kingdoms and kingdom:
        raise DomsimError("give --kingdom or --kingdoms, not both")
    specs = resolved(strategies)
    if out is None:
        out = default_out("tournament", specs, seed)
    rank = run_api(domsim.tournament, ctx, quiet, out,
                   {"strategies": specs, "kingdom": kingdom_identity(kingdom, seed)},
                   strategies=list(strategies),
                   players=players, games=games, precision=precision, max_games=max_games,
                   seed=seed, kingdom=kingdom, exact_kingdom=exact_kingdom, kingdoms=kingdoms,
                   turn_limit=turn_limit, edition=int(edition), threads=threads, chunk=chunk,
                   force=force, resume=resume, turns_out=turns_out, colony=colony)
    if not quiet:
        a = rank.attrs
        show_tournament(rank, a["metadata"], a.get("crosstable"), a["seat"], a["sampled"],
                        a["rows"])
        click.echo("")
        from domsim import derived_path
        click.echo(f"wrote {out} and {derived_path(out, 'ranking')}"
                   + (f"; per-turn statistics in {turns_out}" if turns_out else ""))
