"""`domsim match`: many games between 2-6 strategies; a summary table and parquet files.

The run itself (outputs, resume, progress, Ctrl-C) is cli/running.py's, shared with the other
commands that play runs; this module adds Dominion's options, messages and table."""
import click

from cli.cluster import cluster_options, open_cluster
from cli.common import (
    MAX_GAMES,
    MAX_TURN_LIMIT,
    BadInput,
    Whole,
    check_output,
    check_threads,
    display_names,
    games_option,
    output_options,
    pct,
    resolve_entries,
    resolve_kingdom,
    seed_option,
    table,
)
from cli.running import (  # noqa: F401  (names this module has always had)
    StopRequests,
    check_outputs,
    command,
    execute,
)
from cli.running import interrupted as _interrupted  # noqa: F401
from cli.running import refuse_unfinished as _refuse_unfinished  # noqa: F401

DEFAULT_GAMES = 10_000
DEFAULT_CHUNK = 20_000      # games per chunk: one progress step, one row group of per-game rows
DEFAULT_TURN_LIMIT = 100


def match_options(f):
    """Options shared by commands that run Dominion matches (and `play`, which replays their
    games): --seed and the game's settings."""
    opts = [
        seed_option,
        click.option("--kingdom", "-k", metavar="K",
                     help="A preset (e.g. first-game) or comma-separated cards; default: the "
                          "cards the strategies use. Cards a strategy needs are added (see "
                          "--exact-kingdom)."),
        click.option("--exact-kingdom", is_flag=True,
                     help="Play exactly --kingdom: a card a strategy needs that is not in it is "
                          "an error instead of being added."),
        click.option("--turn-limit", type=Whole(1, MAX_TURN_LIMIT, " turns", "100"),
                     default=DEFAULT_TURN_LIMIT, show_default=True,
                     help="Turns per player before a game is cut off (1-1000)."),
        click.option("--edition", type=click.Choice(["1", "2"]), default="2", show_default=True,
                     help="Rules edition (Masquerade's passing)."),
    ]
    for o in reversed(opts):
        f = o(f)
    return f


# --- commands to show the user --------------------------------------------------------

def run_args(specs, seed, kingdom, exact, turn_limit, edition):
    """The options that define a run's games, as command-line words."""
    words = list(specs) + ["--seed", str(seed)]
    if kingdom:
        words += ["--kingdom", kingdom]
    if exact:
        words.append("--exact-kingdom")
    if int(turn_limit) != DEFAULT_TURN_LIMIT:
        words += ["--turn-limit", str(turn_limit)]
    if str(edition) != "2":
        words += ["--edition", str(edition)]
    return words


# --- the command ----------------------------------------------------------------------

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
def match(strategies, games, seed, kingdom, exact_kingdom, turn_limit, edition, threads, chunk,
          out, games_out, force, resume, strict, quiet, scheduler, workers, precision,
          max_games, turns_out):
    """Play A against B (and C ...; 2-6 strategies) and summarise.

    Strategies are built-in names (`domsim strategies`), bm-<card>:k, or FILE.py:NAME.
    Entry e sits at seat (e - i) mod players in game i, so the start rotates.
    `--kingdom random` draws 10 kingdom cards from the seed."""
    if force and resume:
        raise BadInput("--force starts the run over and --resume continues it; give one of them")
    if kingdom and kingdom.strip().lower() == "random":     # same draw as `tournament`
        from domsim import random_kingdom
        from simcore.dominion.cards import NAMES as _names
        kingdom = ",".join(_names[c] for c in random_kingdom(seed))
    if precision is not None:                # cli/precision.py (no cluster there)
        from cli.precision import precision_match
        if scheduler or workers:
            raise BadInput("--precision runs in this process; drop --scheduler/--workers")
        return precision_match(strategies, games, precision, max_games, seed, kingdom,
                               exact_kingdom, turn_limit, edition, threads, chunk, out,
                               games_out, force, resume, strict, quiet, turns_out)
    if turns_out:                            # per-turn statistics: cli/precision.py
        check_output(turns_out, force or resume, "--turns-out")
    cluster_threads = threads                # per chunk on a worker (default 1)
    threads = check_threads(None if scheduler or workers else threads)
    # cheap checks first (strategies are loaded, not compiled; the default --out is named
    # after their display names)
    o = check_outputs("match", resolve_entries(strategies, compile=False), seed, out, games_out,
                      force, resume)
    source = open_cluster(scheduler, workers, cluster_threads, quiet)   # before compiling
    strats = resolve_entries(strategies)
    ks, added = resolve_kingdom(kingdom, strats, exact=exact_kingdom)

    from simcore.dominion.cards import NAMES
    from simcore.dominion.match import Match

    m = Match(strats, ks, games=games, seed=seed, threads=threads, chunk=min(chunk, games),
              turn_limit=turn_limit, edition=int(edition))
    words = run_args(strategies, seed, kingdom, exact_kingdom, turn_limit, edition)
    run_cmd = command(["match"] + words + ["--games", str(games)])
    resume_cmd = command(["match"] + words + ["--games", str(games)] + o.where() + ["--resume"])
    names = display_names(strats)
    notes = []
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
        from cli.precision import write_turns
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
    from cli.play import find_raiser
    found = find_raiser(m.strategies, m.kingdom, m.seed, e.first, e.count, m.turn_limit,
                        m.edition, names)
    saved = f"; {out} keeps the games before them" if out is not None and e.first > 0 else ""
    if found is not None:
        game, what = found
        raise BadInput(f"{what}, in game {game:,} of seed {m.seed}; fix the strategy (replay: "
                       f"{command(['play'] + words + ['--game', str(game)])}){saved}")
    raise click.ClickException(f"the game loop stopped with an error in games {e.first:,} to "
                               f"{e.first + e.count - 1:,} ({type(e.error).__name__}: "
                               f"{' '.join(str(e.error).split())[:200]}){saved}")


# --- output ---------------------------------------------------------------------------

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


def describe_answer(info):
    """'Province to a buy' from (decision kind, asking card, answer, ...): the game's
    wording (simcore/dominion/game.py)."""
    from simcore.dominion.game import describe_answer as describe
    return describe(info)


def illegal_message(e, names, words, seed):
    info = e.info
    turn = f", turn {info[3]} of {names[info[4]]}" if 0 <= info[4] < len(names) else ""
    return (f"strategy {names[e.entry]} (entry {e.entry}) gave an illegal answer in game "
            f"{e.game:,} of seed {seed}{turn}: {describe_answer(info)}; replay it: "
            f"{command(['play'] + words + ['--game', str(e.game)])}")


def fallback_lines(rows, totals, names, words):
    """One warning per entry whose strategy gave illegal answers."""
    out = []
    firsts = totals.get("first_fallback") or [None] * len(rows)
    fgames = totals.get("fallback_games") or [0] * len(rows)
    for e, r in enumerate(rows):
        if not r["fallbacks"]:
            continue
        first = firsts[e]
        where = ""
        if first:
            game, info = first[0], first[1:]
            turn = f", turn {info[3]} of {names[info[4]]}" if 0 <= info[4] < len(names) else ""
            where = (f"; the first, in game {game:,}{turn}: {describe_answer(info)}; replay: "
                     f"{command(['play'] + words + ['--game', str(game)])}")
        out.append(f"warning: {names[e]} gave {r['fallbacks']:,} illegal answers in "
                   f"{fgames[e]:,} of {r['games']:,} games, each replaced by the default answer "
                   f"(column `fallbacks`; --strict makes it an error){where}")
    return out


def show_summary(rows, md, names=None, quiet=False):
    """The summary of a file (for `report` and a complete --resume): header, table, warnings,
    and for a partial file how to resume it."""
    import shlex as _sh
    names = names or display_names_from(md)
    n = len(rows)
    games = rows[0]["games"] if rows else 0
    partial = md.get("complete") == "false"
    target = int(md.get("games", games) or games)
    head = f"{' vs '.join(names)}: {games:,} games"
    if partial:
        head += f" of {target:,} (partial: the run was interrupted)"
    click.echo(f"{head}, {n} players, seed {md.get('seed')}, edition {md.get('edition')}, "
               f"turn limit {md.get('turn_limit')}")
    click.echo(f"kingdom: {md.get('kingdom') or '(basic cards only)'}")
    click.echo("")
    for line in summary_lines(rows, names):
        click.echo(line)
    cmd = md.get("command", "")
    words = []
    if cmd.startswith("domsim match "):
        words = _sh.split(cmd)[2:]
        if "--games" in words:                 # run args only
            i = words.index("--games")
            words = words[:i] + words[i + 2:]
    totals = md.get("totals") if isinstance(md.get("totals"), dict) else {}
    warnings = fallback_lines(rows, totals, names, words)
    if warnings:
        click.echo("")
        for line in warnings:
            click.echo(line)
    if partial and md.get("resume"):
        click.echo("")
        click.echo(f"resume with: {md['resume']}")


def display_names_from(md):
    names = md.get("entries") or []
    return [f"{x}#{i}" if names.count(x) > 1 else x for i, x in enumerate(names)]
