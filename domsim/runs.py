"""The runs' parts every game's API shares: the games budget, the output files beside a run's
rows, the plan runner (load a finished file, resume, play, clean up after a failure) and
reading a results file back. Dominion's runs (domsim/dominion/api.py) and Intrige's
(domsim/intrige/api.py) call them."""
import json
import shutil
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from domsim.inputs import (
    DomsimError,
    check_output,
    check_parquet_name,
    missing_folders,
    remove_if_empty,
)
from domsim.progress import progress_bar
from simcore.plan import (
    Budget,
    Parts,
    PlanFileError,
    PlanInterrupted,
    parts_dir,
    plan_hash,
    run_plan,
)
from simcore.results import write_atomic

DEFAULT_GAMES = 10_000
DEFAULT_MAX_GAMES = 1_000_000
PLAN_KINDS = ("tournament", "sweep-cards", "sweep-kingdoms", "sweep-params")


def once_each(strats):
    """The strategies, refused when one is named twice (a tournament's entries)."""
    seen = set()
    for s in strats:
        if s.name in seen:
            raise DomsimError(f"strategy {s.name} is named twice; list each strategy once")
        seen.add(s.name)
    return strats


def budget_from(games, precision, max_games):
    if precision is not None:
        if not (isinstance(precision, (int, float)) and 0 < precision < 0.5):
            raise DomsimError(f"--precision must be between 0 and 0.5 (a CI half-width such as "
                              f"0.01), got {precision}")
        if max_games is not None and max_games < 1:
            raise DomsimError(f"--max-games must be at least 1, got {max_games}")
        return Budget(precision=float(precision), max_games=int(max_games or DEFAULT_MAX_GAMES))
    if games is None:
        games = DEFAULT_GAMES
    if not isinstance(games, int) or games < 1:
        raise DomsimError(f"--games must be a whole number of at least 1, got {games}")
    return Budget(games=int(games))


def derived_path(out, what):
    """FILE.parquet -> FILE.<what>.parquet (the tables written beside a plan's rows)."""
    s = str(out)
    base = s[:-8] if s.endswith(".parquet") else s
    return Path(f"{base}.{what}.parquet")


def check_outputs(out, extras, force, resume):
    """Refuse existing outputs (without force/resume) and paths that cannot be written."""
    if out is None:
        return None
    check_parquet_name(out, "--out")
    p = check_output(out, force, "--out", may_exist=resume)
    for w in extras:
        check_output(derived_path(out, w), force or resume, "--out", may_exist=resume)
    return p


def clear_outputs(out, extras):
    for p in [Path(out)] + [derived_path(out, w) for w in extras]:
        if p.exists():
            p.unlink()
    shutil.rmtree(parts_dir(out), ignore_errors=True)


def write_table(df, path, md):
    """A derived table with its run's metadata and, under `columns`, each column's readable
    header (the one `domsim report` prints)."""
    from domsim.report import label
    t = pa.Table.from_pandas(df, preserve_index=False)
    md = dict(md, columns=json.dumps({c: label(c) for c in df.columns}))
    t = t.replace_schema_metadata({k: str(v) for k, v in md.items()})
    write_atomic(t, path, sync=True)


def read_results(path):
    """(rows DataFrame, metadata dict) of a tournament or sweep file; DomsimError if it is
    not one."""
    p = Path(path)
    if not p.is_file():
        hint = ""
        if parts_dir(p).is_dir():
            try:
                info = json.loads((parts_dir(p) / "run.json").read_text())
                hint = f"; its run is unfinished: {info.get('resume', '')}".rstrip()
            except (OSError, ValueError):
                pass
        raise DomsimError(f"{path} does not exist{hint}")
    try:
        t = pq.read_table(p)
    except Exception:
        raise DomsimError(f"{path} is not a readable parquet file") from None
    md = {k.decode(): v.decode() for k, v in (t.schema.metadata or {}).items()}
    if md.get("kind") not in PLAN_KINDS:
        raise DomsimError(f"{path} is not a tournament or sweep file of domsim (kind "
                          f"{md.get('kind', 'missing')!r})")
    missing = [c for c in _plan_columns(path, md) if c not in t.column_names]
    if missing:
        raise DomsimError(f"{path} is damaged: it lacks the columns {', '.join(missing)}; "
                          "play the run again (--force) or restore the file")
    return t.to_pandas(), md


def _plan_columns(path, md):
    """The columns every row file of this kind has: a match summary's, the matchup, and the
    kind's labels."""
    from simcore.games import get as game
    from simcore.results import summary_columns
    try:
        # files from before the `game` key were Dominion's
        cols = summary_columns(game(md.get("game", "dominion"))) + ["matchup"]
        labels = {"tournament": [], "sweep-cards": ["card", "copies"],
                  "sweep-kingdoms": ["kingdom_index"],
                  "sweep-params": json.loads(md.get("params") or "[]")}[md["kind"]]
    except (KeyError, ValueError, TypeError):
        raise DomsimError(f"{path} has damaged domsim metadata") from None
    return cols + list(labels)


class PlanProgress:
    """One bar for the whole plan: games when their number is known, else matchups."""

    def __init__(self, plan, budget, show):
        self.bar = None
        self.by_games = budget.precision is None
        self.shown = 0                      # matchups on the bar
        if show:
            if self.by_games:
                total = len(plan) * budget.games
                self.bar = progress_bar(total, "game", unit_scale=True, smoothing=0.1)
            else:
                self.bar = progress_bar(len(plan), "matchup", smoothing=0.1)

    def start(self, done, per):
        if self.bar is not None:
            self.bar.update(done * per if self.by_games else done)
            self.shown = done

    def __call__(self, k, done):
        """k games played (by any of the matchups being played); `done` matchups finished."""
        if self.bar is None:
            return
        if self.by_games:
            self.bar.update(k)
        elif done > self.shown:
            self.bar.update(done - self.shown)
            self.shown = done

    def close(self):
        if self.bar is not None:
            self.bar.close()


def play_plan(plan, seed, budget, options, player, out, md, extras, finish, force, resume,
              progress, stop, resume_command, announce=None, at_once=1):
    """Run a plan of any game (or load its finished file); returns (rows DataFrame, whether
    the file was already complete). `options`: what else defines the numbers (hashed with
    the plan); `player()`: the game's play_one (simcore.plan.match_player); `announce(todo)`:
    told the matchups about to be played (a cluster); `at_once`: matchups played at a time
    (simcore.plan.run_plan)."""
    if not plan:
        raise DomsimError("the run has no matchup to play (its strategy, card or kingdom lists "
                          "came out empty); check what they name")
    if out is not None and force:
        clear_outputs(out, extras)
    if out is not None and resume and Path(out).exists():
        rows, old = read_results(out)
        if old.get("plan") != plan_hash(plan, {"seed": int(seed), **options}):
            raise DomsimError(f"--resume: {out} holds another run (other strategies, kingdoms "
                              "or options); give the run's own options or start over with "
                              "--force")
        finish(rows, write=True)              # a kill between the last two steps
        shutil.rmtree(parts_dir(out), ignore_errors=True)
        return rows, True
    if out is not None and not resume and parts_dir(out).exists():
        raise DomsimError(f"{parts_dir(out)} holds an unfinished run; continue it with "
                          "--resume, or pass --force to discard it")
    md = dict(md, plan=plan_hash(plan, {"seed": int(seed), **options}))
    made = missing_folders(out) if out is not None else []
    play_one = player()
    bar = PlanProgress(plan, budget, progress)
    done = 0
    if out is not None and resume and parts_dir(out).exists():
        try:
            done = Parts(out, "").done()
            bar.start(done, budget.games)
        except PlanFileError:
            pass
    if announce is not None:
        announce(plan[done:])
    try:
        table = run_plan(plan, seed, play_one, budget, out=out, metadata=md, options=options,
                         progress=bar, stop=stop, resume=resume,
                         resume_command=resume_command, at_once=at_once,
                         finish=(lambda t: finish(rows_df(t), write=True)) if out else None)
    except PlanFileError as e:
        _drop_empty_parts(out, made)
        raise DomsimError(str(e)) from None
    except PlanInterrupted:
        raise
    except Exception:
        _drop_empty_parts(out, made)
        raise
    finally:
        bar.close()
    return rows_df(table), False


def _drop_empty_parts(out, made):
    """A plan that failed before finishing a matchup leaves nothing behind: not its parts
    folder (only run.json there, which would block the next run), nor the folders `made`
    for it."""
    d = parts_dir(out) if out is not None else None
    if d is not None and d.is_dir() and not any(d.glob("part-*.parquet")):
        shutil.rmtree(d, ignore_errors=True)
        remove_if_empty(made)


def rows_df(table):
    df = table.to_pandas()
    df.attrs = {}
    return df


def attach(df, md, **tables):
    df.attrs["metadata"] = dict(md)
    for k, v in tables.items():
        df.attrs[k] = v
    return df
