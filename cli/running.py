"""Running a run from the command line, for every command that plays one (match, and next
tournament, sweep, intrige match): output checks, resuming, the progress bar, Ctrl-C, and the
one-line messages. The game-specific parts come in as arguments (the run object and hooks).

A run's files are safe at every moment (simcore/runner.py, simcore/files.py): the summary is
rewritten atomically as chunks finish (marked partial until the run completes) and per-game
rows go to one part file per chunk, combined at the end. Ctrl-C / SIGTERM stop after the
current chunk, save, and print the command that resumes the run (`--resume`); a second one,
or one after the watchdog's note about a stuck strategy, stops at once (cli/interrupts.py)."""
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import click

from cli.clock import since_start
from cli.common import slow_note
from cli.interrupts import StopRequests
from domsim.inputs import (
    DomsimError,
    check_output,
    check_parquet_name,
    default_out,
    finished_summary,
    free_bytes,
    human_bytes,
)

# --- outputs --------------------------------------------------------------------------

@dataclass
class Outputs:
    out: str                # as given (or the default name)
    games_out: str          # as given, or None
    out_path: Path
    games_path: Path        # or None
    replaces: str = None    # the command of the finished default file this run replaces

    def where(self):
        """The output options as command-line words (for the resume command)."""
        return ["--out", str(self.out)] + (["--games-out", str(self.games_out)]
                                           if self.games_out else [])


def check_outputs(name, strategies, seed, out, games_out, force, resume):
    """Check the output options before anything runs (nothing is written but their locks,
    held for the rest of the command): parquet names, the default --out
    (results/<name>-<display names>-s<seed>.parquet, which replaces the default file of an
    earlier finished run), the lock of each output (domsim.inputs.claim_output: a second run
    on one is refused), an unfinished run in --out (refused without --resume or --force),
    existing files, writable folders. `strategies`: the entries, loaded (not necessarily
    compiled)."""
    if force and resume:
        raise DomsimError("--force starts the run over and --resume continues it; give one of them")
    for path, option in ((out, "--out"), (games_out, "--games-out")):
        if path is not None:
            check_parquet_name(path, option)
    replace_default = False
    replaces = None
    default = out is None
    if default:
        out = default_out(name, strategies, seed)
    for path, option in ((out, "--out"), (games_out, "--games-out")):
        if path is not None:        # one writer: its lock first, then what is in the file
            check_output(path, True, option)
    if default:
        replace_default = not resume and finished_summary(out)
        if replace_default:
            from simcore.results import read_summary
            replaces = read_summary(out)[1].get("command") or "(not recorded)"
    if not (force or resume):
        refuse_unfinished(out)
    out_path = check_output(out, force or replace_default, "--out", may_exist=resume)
    games_path = None
    if games_out is not None:
        games_path = check_output(games_out, force, "--games-out", may_exist=resume)
        if games_path.resolve() == out_path.resolve():
            raise DomsimError("--games-out must be another file than --out")
    return Outputs(out, games_out, out_path, games_path, replaces)


def refuse_unfinished(out):
    """An existing --out that holds an unfinished run: say how to continue it."""
    from simcore.results import ResultsFileError, is_partial, read_summary
    if not Path(out).is_file():
        return
    try:
        rows, md = read_summary(out)
    except ResultsFileError:
        return
    if is_partial(md):
        raise DomsimError(f"--out {out} holds an unfinished run ({rows[0]['games']:,} of "
                          f"{int(md['games']):,} games); continue it with --resume (same options), "
                          "or pass --force to start over")


def interrupted(done, games, out, resume_cmd, games_out):
    parts = f"; per-game rows so far are in {games_out}.parts/" if games_out else ""
    click.echo(f"interrupted: saved {done:,} of {games:,} games in {out} (a partial summary"
               f"{parts})", err=True)
    click.echo(f"resume with: {resume_cmd}", err=True)
    raise click.exceptions.Exit(130)


# --- the run --------------------------------------------------------------------------

@dataclass
class Done:
    summary: object         # the summary pyarrow Table
    elapsed: float          # seconds playing
    ready: float            # seconds from the process's start to the first game played
    #                         (start-up, imports, checks, loading or compiling: cli/clock.py)
    resumed_from: int       # games already played before this command


def execute(m, o, force, resume, quiet, strict, run_cmd, resume_cmd, names,
            loop_failed, illegal, show_complete, notes=(), source=None):
    """Play run m into the Outputs o, resuming (`resume`) what is there. Game-specific
    hooks: `loop_failed(error, out_or_None)` and `illegal(IllegalAnswer) -> message` turn
    failures into one line (they raise); `show_complete(rows, md)` prints a run that is
    already complete. `notes`: lines for stderr before the run starts. `source`: plays the
    chunks elsewhere (cli/cluster.py: a Dask cluster). Returns Done, or None when there was
    nothing to do."""
    from simcore.cluster import ClusterError
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
    )
    from simcore.runner import GameLoopError, play
    games = m.games
    out, games_out, out_path, games_path = o.out, o.games_out, o.out_path, o.games_path

    # what is on disk already
    start = None
    if resume:
        try:
            start = resume_point(m, out_path, games_path, chunk=m.chunk)
        except ResultsFileError as e:
            raise DomsimError(f"--resume: {e}") from None
        if start is not None and start.parts is not None:
            m.chunk = start.parts.chunk      # the run's chunks, so the row groups come out the same
    if start is None and games_path is not None:
        if games_path.exists() and not force:   # --resume with nothing to resume
            raise DomsimError(f"--games-out {games_out} already exists and {out} holds no run "
                              "to resume; pass --force to overwrite it, or choose another file")
        parts = GameParts(games_path, out_path, m.chunk)
        info = parts.info()
        if parts.dir.exists() and info is None and any(parts.dir.iterdir()):
            raise DomsimError(f"{parts_dir(games_out)} exists and is not domsim's (per-game parts "
                              "go there while a run is on); move it away or choose another "
                              "--games-out")
        if info is not None and not parts.ours() and not force:
            raise DomsimError(f"{parts_dir(games_out)} holds the per-game rows of the unfinished "
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
            show_complete(rows, md)
        return None
    if games_path is not None:
        todo = games - (start.done if start is not None else 0)
        need = games_bytes_estimate(m, todo) + games_bytes_estimate(m, games)
        free = free_bytes(games_path)
        if need > free:
            raise DomsimError(f"--games-out: per-game rows of {games:,} games need about "
                              f"{human_bytes(need)} (the parts and the combined file) and only "
                              f"{human_bytes(free)} is free there; play fewer games, write them "
                              "elsewhere, or drop --games-out (the summary needs almost nothing)")

    if resume and start is None and not quiet:
        click.echo(f"note: nothing to resume in {out}; starting the run", err=True)
    if not quiet:
        for line in notes:
            click.echo(line, err=True)

    def warm_up():
        if source is None or not source.remote:     # (a remote cluster compiles there)
            for _ in play(m, start=0, stop=1):      # load or compile the driver before timing
                pass
        if source is not None:
            from cli.cluster import prepare
            prepare(source, m)                      # every worker loads or compiles it too
    stop = StopRequests(quiet, names, resume_cmd)   # a strategy may loop: cli/interrupts.py
    try:
        with slow_note(quiet), stop:
            stop.run(warm_up)
    except GameLoopError as e:
        loop_failed(e, None)
    ready = since_start()       # what the user waited for: start-up, imports, compiling
    done0 = start.done if start is not None else 0
    if start is not None and not quiet:
        click.echo(f"resuming {out}: {done0:,} of {games:,} games were played", err=True)
    bar = None
    if not quiet and games - done0 > m.chunk:
        from domsim.progress import progress_bar
        bar = progress_bar(games, "game", initial=done0, file=sys.stderr, unit_scale=True,
                           leave=False, dynamic_ncols=True)
        if source is not None:              # chunks finished anywhere, in any order
            source.on_done = lambda k: bar.set_postfix_str(f"{k} chunks done", refresh=False)
    import simcore.results as results  # (looked up here: tests replace run_match)
    t0 = time.perf_counter()
    try:
        with stop:                          # (a stop asked for during the warm-up holds)
            summary = stop.run(lambda: results.run_match(
                m, out=out_path, games_out=games_path,
                progress=bar.update if bar is not None else None, resume=start, stop=stop,
                strict=strict, command=run_cmd, resume_command=resume_cmd, source=source))
    except RunInterrupted as e:
        if bar is not None:
            bar.close()
        interrupted(e.done, games, out, resume_cmd, games_out)
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
        interrupted(done, games, out, resume_cmd, games_out)
    except ClusterError as e:
        if bar is not None:
            bar.close()
        raise DomsimError(f"{e}; what was played is saved: {resume_cmd}") from None
    except IllegalAnswer as e:
        raise DomsimError(illegal(e) + " (--strict stops at the first illegal answer)") from None
    except GameLoopError as e:
        if bar is not None:
            bar.close()
        loop_failed(e, out)
    finally:
        if bar is not None:
            bar.close()
    return Done(summary, time.perf_counter() - t0, ready, done0)
