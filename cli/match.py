"""`domsim match`: many games between 2-6 strategies; a summary table and parquet files."""
import sys
import time

import click

from cli.common import (BadInput, check_output, check_positive, check_seed, check_threads,
                        display_names, pct, resolve_entries, resolve_kingdom, slow_note, slug,
                        table)

DEFAULT_GAMES = 10_000
DEFAULT_CHUNK = 20_000      # games per chunk: one progress step, one row group of per-game rows


def match_options(f):
    """Options shared by commands that run matches."""
    opts = [
        click.option("--seed", "-s", type=int, default=0, show_default=True,
                     help="Run seed; game i is decided by (seed, i) alone."),
        click.option("--kingdom", "-k", metavar="K",
                     help="A preset (e.g. first-game) or comma-separated cards; default: the "
                          "cards the strategies use. Cards a strategy needs are always added."),
        click.option("--turn-limit", type=int, default=100, show_default=True,
                     help="Turns per player before a game is cut off."),
        click.option("--edition", type=click.Choice(["1", "2"]), default="2", show_default=True,
                     help="Rules edition (Masquerade's passing)."),
    ]
    for o in reversed(opts):
        f = o(f)
    return f


@click.command(short_help="Play 2-6 strategies against each other; table + parquet files.")
@click.argument("strategies", nargs=-1, metavar="A B [C ...]")
@click.option("--games", "-n", type=int, default=DEFAULT_GAMES, show_default=True,
              help="Number of games.")
@match_options
@click.option("--threads", "-t", type=int, help="Threads (default: all cores).")
@click.option("--chunk", type=int, default=DEFAULT_CHUNK, show_default=True,
              help="Games per chunk (progress step; row group of --games-out).")
@click.option("--out", "-o", type=click.Path(dir_okay=False),
              help="Summary parquet file [default: results/match-<names>-s<seed>.parquet].")
@click.option("--games-out", type=click.Path(dir_okay=False),
              help="Also write one row per player per game to this parquet file.")
@click.option("--force", is_flag=True, help="Overwrite existing output files.")
@click.option("--quiet", "-q", is_flag=True, help="Print nothing (no table, no progress bar).")
def match(strategies, games, seed, kingdom, turn_limit, edition, threads, chunk, out, games_out,
          force, quiet):
    """Play A against B (and C ...; 2-6 strategies) and summarise.

    Strategies are built-in names (`domsim strategies`), bm-<card>:k, or FILE.py:NAME.
    Entry e sits at seat (e - i) mod players in game i, so the start rotates."""
    check_positive(games, "--games")
    check_positive(chunk, "--chunk")
    check_positive(turn_limit, "--turn-limit")
    check_seed(seed)
    threads = check_threads(threads)
    strats = resolve_entries(strategies)
    ks, added = resolve_kingdom(kingdom, strats)
    if out is None:
        out = f"results/match-{'-'.join(slug(s) for s in strategies)}-s{seed}.parquet"
    out_path = check_output(out, force, "--out")
    games_path = None
    if games_out:
        games_path = check_output(games_out, force, "--games-out")
        if games_path.resolve() == out_path.resolve():
            raise BadInput("--games-out must be another file than --out")

    from simcore.dominion.cards import NAMES
    from simcore.dominion.match import Match
    from simcore.results import run_match

    if added and kingdom and not quiet:
        click.echo(f"note: added {', '.join(NAMES[c] for c in added)} to the kingdom "
                   "(a strategy buys it)", err=True)
    m = Match(strats, ks, games=games, seed=seed, threads=threads, chunk=min(chunk, games),
              turn_limit=turn_limit, edition=int(edition))
    t0 = time.perf_counter()
    from simcore.dominion.match import play
    with slow_note(quiet):
        for _ in play(m, start=0, stop=1):  # load or compile the driver before timing
            pass
    ready = time.perf_counter() - t0
    bar = None
    if not quiet and games > m.chunk:
        from tqdm import tqdm
        bar = tqdm(total=games, unit="game", unit_scale=True, file=sys.stderr, leave=False,
                   disable=None, dynamic_ncols=True)
    t0 = time.perf_counter()
    try:
        summary = run_match(m, out=out_path, games_out=games_path,
                            progress=bar.update if bar is not None else None)
    finally:
        if bar is not None:
            bar.close()
    elapsed = time.perf_counter() - t0
    if quiet:
        return
    names = display_names(strats)
    compiled = f" (+{ready:.1f} s loading/compiling)" if ready >= 1 else ""
    click.echo(f"{' vs '.join(names)}: {games:,} games, {m.players} players, seed {seed}, "
               f"edition {edition}, {elapsed:.1f} s{compiled}")
    click.echo(f"kingdom: {m.kingdom_name() or '(basic cards only)'}")
    click.echo("")
    for line in summary_lines(summary.to_pylist(), names):
        click.echo(line)
    fb = sum(r["fallbacks"] for r in summary.to_pylist())
    if fb:
        click.echo(f"\nnote: {fb:,} illegal strategy answers were replaced by the default "
                   "(column `fallbacks`)")
    click.echo("")
    click.echo(f"wrote {out_path}")
    if games_path:
        click.echo(f"wrote {games_path} (one row per player per game)")


def summary_lines(rows, names):
    """The match table: one line per entry."""
    body = []
    for r, name in zip(rows, names):
        body.append([r["entry"], name, pct(r["share"]),
                     f"[{pct(r['ci_low'])}, {pct(r['ci_high'])}]",
                     f"{r['wins']:,}", f"{r['ties']:,}", f"{r['losses']:,}",
                     f"{r['mean_vp']:.1f}", f"{r['mean_turns']:.1f}", pct(r["first_seat_share"])])
    head = ["#", "strategy", "share", "95% CI", "wins", "ties", "losses", "mean VP",
            "mean turns", "first seat"]
    return table(head, body, align="rlrlrrrrrr")
