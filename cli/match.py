"""`domsim match`: many games between 2-6 strategies; a summary table and parquet files.

A run's files are safe at every moment (see simcore/results.py): the summary is rewritten
atomically as chunks finish (marked partial until the run completes) and per-game rows go to
one part file per chunk, combined at the end. Ctrl-C / SIGTERM stop after the current chunk,
save, and print the command that resumes the run (`--resume`)."""
import shlex
import signal
import sys
import threading
import time

import click

from cli.common import (
    MAX_CHUNK,
    MAX_GAMES,
    MAX_SEED,
    MAX_TURN_LIMIT,
    BadInput,
    Whole,
    check_output,
    check_threads,
    display_names,
    free_bytes,
    human_bytes,
    pct,
    resolve_entries,
    resolve_kingdom,
    slow_note,
    slug,
    table,
)

DEFAULT_GAMES = 10_000
DEFAULT_CHUNK = 20_000      # games per chunk: one progress step, one row group of per-game rows
DEFAULT_TURN_LIMIT = 100


def match_options(f):
    """Options shared by commands that run matches (and `play`, which replays their games)."""
    opts = [
        click.option("--seed", "-s", type=Whole(0, MAX_SEED, " (2**63-1)", "0 or 12345"),
                     default=0, show_default=True,
                     help="Run seed (0 to 2**63-1); game i is decided by (seed, i) alone."),
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


def command(words):
    return "domsim " + " ".join(shlex.quote(str(w)) for w in words)


# --- signals --------------------------------------------------------------------------

class StopRequests:
    """While a run is on: the first SIGINT (Ctrl-C) or SIGTERM asks it to stop after the
    current chunk (it saves and says how to resume); a second SIGINT stops at once
    (KeyboardInterrupt; what was saved stays valid). Called, it says whether to stop."""

    def __init__(self, quiet=False):
        self.quiet = quiet
        self.requested = False
        self.old = {}

    def __enter__(self):
        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGINT, signal.SIGTERM):
                self.old[sig] = signal.signal(sig, self._handle)
        return self

    def _handle(self, signum, frame):
        if self.requested and signum == signal.SIGINT:
            raise KeyboardInterrupt
        self.requested = True
        if not self.quiet:
            click.echo("\nstopping after the current chunk (Ctrl-C again to stop at once)...",
                       err=True)

    def __call__(self):
        return self.requested

    def __exit__(self, *exc):
        for sig, old in self.old.items():
            signal.signal(sig, old)
        return False


# --- the command ----------------------------------------------------------------------

@click.command(short_help="Play 2-6 strategies against each other; table + parquet files.")
@click.argument("strategies", nargs=-1, metavar="A B [C ...]")
@click.option("--games", "-n", type=Whole(1, MAX_GAMES, " games per run", "10000 or 1e6"),
              default=DEFAULT_GAMES, show_default=True, help="Number of games (e.g. 1e6).")
@match_options
@click.option("--threads", "-t", type=Whole(1, 1 << 16), help="Threads (default: all cores).")
@click.option("--chunk", type=Whole(1, MAX_CHUNK, " games (a chunk is held in memory)"),
              default=DEFAULT_CHUNK, show_default=True,
              help="Games per chunk (progress step; row group of --games-out).")
@click.option("--out", "-o", type=click.Path(),
              help="Summary parquet file [default: results/match-<names>-s<seed>.parquet].")
@click.option("--games-out", type=click.Path(),
              help="Also write one row per player per game to this parquet file.")
@click.option("--force", is_flag=True, help="Overwrite existing output files (start over).")
@click.option("--resume", is_flag=True,
              help="Continue the run in --out (interrupted, or finished with fewer games) up to "
                   "--games; the same options as the run's.")
@click.option("--strict", is_flag=True,
              help="Stop with an error at a strategy's first illegal answer (default: replace it "
                   "by the default answer, count it, warn).")
@click.option("--quiet", "-q", is_flag=True, help="Print nothing (no table, no progress bar).")
def match(strategies, games, seed, kingdom, exact_kingdom, turn_limit, edition, threads, chunk,
          out, games_out, force, resume, strict, quiet):
    """Play A against B (and C ...; 2-6 strategies) and summarise.

    Strategies are built-in names (`domsim strategies`), bm-<card>:k, or FILE.py:NAME.
    Entry e sits at seat (e - i) mod players in game i, so the start rotates."""
    if force and resume:
        raise BadInput("--force starts the run over and --resume continues it; give one of them")
    threads = check_threads(threads)
    if len(strategies) >= 2 and out is None:
        out = f"results/match-{'-'.join(slug(s) for s in strategies)}-s{seed}.parquet"
    out_path = games_path = None
    if out is not None and not (force or resume):
        _refuse_unfinished(out)
    if out is not None:                      # cheap checks first (strategies may compile)
        out_path = check_output(out, force, "--out", may_exist=resume)
        if games_out:
            games_path = check_output(games_out, force, "--games-out", may_exist=resume)
            if games_path.resolve() == out_path.resolve():
                raise BadInput("--games-out must be another file than --out")
    strats = resolve_entries(strategies)
    ks, added = resolve_kingdom(kingdom, strats, exact=exact_kingdom)

    from simcore.dominion.cards import NAMES
    from simcore.dominion.match import Match, play
    from simcore.results import (
        GameParts,
        IllegalAnswer,
        ResultsFileError,
        RunInterrupted,
        games_bytes_estimate,
        is_partial,
        parts_dir,
        read_summary,
        resume_point,
        run_match,
    )

    m = Match(strats, ks, games=games, seed=seed, threads=threads, chunk=min(chunk, games),
              turn_limit=turn_limit, edition=int(edition))
    words = run_args(strategies, seed, kingdom, exact_kingdom, turn_limit, edition)
    run_cmd = command(["match"] + words + ["--games", str(games)])
    where = ["--out", str(out)] + (["--games-out", str(games_out)] if games_out else [])
    resume_cmd = command(["match"] + words + ["--games", str(games)] + where + ["--resume"])
    names = display_names(strats)

    # what is on disk already
    start = None
    if resume:
        try:
            start = resume_point(m, out_path, games_path, chunk=m.chunk)
        except ResultsFileError as e:
            raise BadInput(f"--resume: {e}") from None
        if start is not None and start.parts is not None:
            m.chunk = start.parts.chunk      # the run's chunks, so the row groups come out the same
    if start is None and games_path is not None:
        if games_path.exists() and not force:   # --resume with nothing to resume
            raise BadInput(f"--games-out {games_out} already exists and {out} holds no run "
                           "to resume; pass --force to overwrite it, or choose another file")
        parts = GameParts(games_path, out_path, m.chunk)
        info = parts.info()
        if parts.dir.exists() and info is None and any(parts.dir.iterdir()):
            raise BadInput(f"{parts_dir(games_out)} exists and is not domsim's (per-game parts "
                           "go there while a run is on); move it away or choose another "
                           "--games-out")
        if info is not None and not parts.ours() and not force:
            raise BadInput(f"{parts_dir(games_out)} holds the per-game rows of the unfinished "
                           f"run of {info.get('summary')}; resume that run, or pass --force to "
                           "discard them")
    if start is not None and start.complete and start.done == games:
        if games_path is not None:
            leftover = GameParts(games_path, out_path, m.chunk)
            if leftover.ours():
                leftover.remove()            # a kill between the last two steps of a run
        if not quiet:
            rows, md = read_summary(out_path)
            click.echo(f"{out} is complete ({games:,} games); nothing to do", err=True)
            show_summary(rows, md, names, quiet=False)
        return
    if games_path is not None:
        todo = games - (start.done if start is not None else 0)
        need = games_bytes_estimate(m, todo) + games_bytes_estimate(m, games)
        free = free_bytes(games_path)
        if need > free:
            raise BadInput(f"--games-out: per-game rows of {games:,} games need about "
                           f"{human_bytes(need)} (the parts and the combined file) and only "
                           f"{human_bytes(free)} is free there; play fewer games, write them "
                           "elsewhere, or drop --games-out (the summary needs almost nothing)")

    if resume and start is None and not quiet:
        click.echo(f"note: nothing to resume in {out}; starting the run", err=True)
    if added and kingdom and not quiet:
        click.echo(f"note: added {', '.join(NAMES[c] for c in added)} to the kingdom "
                   "(a strategy buys it)", err=True)
    from simcore.dominion.match import GameLoopError
    t0 = time.perf_counter()
    try:
        with slow_note(quiet):
            for _ in play(m, start=0, stop=1):  # load or compile the driver before timing
                pass
    except GameLoopError as e:
        _game_loop_failed(e, m, names, words)
    ready = time.perf_counter() - t0
    done0 = start.done if start is not None else 0
    if start is not None and not quiet:
        click.echo(f"resuming {out}: {done0:,} of {games:,} games were played", err=True)
    bar = None
    if not quiet and games - done0 > m.chunk:
        from tqdm import tqdm
        bar = tqdm(total=games, initial=done0, unit="game", unit_scale=True, file=sys.stderr,
                   leave=False, disable=None, dynamic_ncols=True)
    t0 = time.perf_counter()
    try:
        with StopRequests(quiet) as stop:
            summary = run_match(m, out=out_path, games_out=games_path,
                                progress=bar.update if bar is not None else None, resume=start,
                                stop=stop, strict=strict, command=run_cmd,
                                resume_command=resume_cmd)
    except RunInterrupted as e:
        if bar is not None:
            bar.close()
        _interrupted(e.done, games, out, resume_cmd, games_out)
    except KeyboardInterrupt:
        if bar is not None:
            bar.close()
        try:
            rows, md = read_summary(out_path)
            done = rows[0]["games"] if is_partial(md) else None
        except Exception:
            done = None
        if done is None:
            raise
        _interrupted(done, games, out, resume_cmd, games_out)
    except IllegalAnswer as e:
        raise BadInput(illegal_message(e, names, words, m.seed) +
                       " (--strict stops at the first illegal answer)") from None
    except GameLoopError as e:
        if bar is not None:
            bar.close()
        _game_loop_failed(e, m, names, words, out)
    finally:
        if bar is not None:
            bar.close()
    elapsed = time.perf_counter() - t0
    if quiet:
        return
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


def _refuse_unfinished(out):
    """An existing --out that holds an unfinished run: say how to continue it."""
    from pathlib import Path

    from simcore.results import ResultsFileError, is_partial, read_summary
    if not Path(out).is_file():
        return
    try:
        rows, md = read_summary(out)
    except ResultsFileError:
        return
    if is_partial(md):
        raise BadInput(f"--out {out} holds an unfinished run ({rows[0]['games']:,} of "
                       f"{int(md['games']):,} games); continue it with --resume (same options), "
                       "or pass --force to start over")


def _interrupted(done, games, out, resume_cmd, games_out):
    parts = f"; per-game rows so far are in {games_out}.parts/" if games_out else ""
    click.echo(f"interrupted: saved {done:,} of {games:,} games in {out} (a partial summary"
               f"{parts})", err=True)
    click.echo(f"resume with: {resume_cmd}", err=True)
    raise click.exceptions.Exit(130)


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
