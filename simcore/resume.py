"""Continuing a run: where an earlier run of the same match stands (`resume_point`), from
its summary's exact running totals and its per-game parts. Game i depends on (seed, i) alone
and the totals are exact integers, so a resumed run's files are byte for byte those of an
uninterrupted run (same chunk size for the per-game row groups)."""
from pathlib import Path

from .files import GameParts, parts_dir
from .metadata import (
    DEFAULT_GAME,
    ResultsFileError,
    decode_metadata,
    is_partial,
    metadata,
    open_results,
    run_keys,
)
from .tables import read_summary
from .tally import Tally


class Resume:
    """Where an earlier run of the same match stands (see resume_point)."""

    def __init__(self, tally, complete, md, parts=None):
        self.tally, self.complete, self.md, self.parts = tally, complete, md, parts

    @property
    def done(self):
        return self.tally.games


def _show(key, v):
    if key == "entries":
        return ", ".join(v)
    if key == "strategies":
        return "(different)"
    return repr(v) if v != "" else "(basic cards only)"


def resume_point(m, out, games_out=None, chunk=None):
    """How far a run of Match m into `out` (and `games_out`) got, as a Resume; None if
    `out` does not exist. Raises ResultsFileError when the file is not ours, belongs to
    another run, or cannot be continued to m.games games (with the per-game rows asked for).
    `chunk`: the chunk size for per-game parts of an extended run."""
    if not Path(out).exists():
        return None
    rows, md = read_summary(out)
    mine = decode_metadata(metadata(m, "summary"))
    theirs = md.get("game", DEFAULT_GAME)
    if theirs != m.game.id:
        raise ResultsFileError(f"{out} holds a run of another game ({theirs}, not {m.game.id}); "
                               "choose another --out or start over with --force")
    keys = run_keys(m.game)
    for key, label in keys.items():
        if md.get(key) != mine[key]:
            raise ResultsFileError(
                f"{out} holds another run: its {label} is {_show(key, md.get(key))}, not "
                f"{_show(key, mine[key])}; resume with the run's own options (`domsim report "
                f"{out}` shows them) or start over with --force")
    try:
        tally = Tally.from_json(md["totals"], m.players, m.game)
        if [r["wins"] for r in rows] != tally.wins.tolist() or rows[0]["games"] != tally.games:
            raise ValueError("totals disagree with the rows")
    except (KeyError, ValueError, TypeError):
        raise ResultsFileError(f"{out} has no usable running totals (damaged, or written by "
                               "an older domsim); it cannot be continued; start over with "
                               "--force") from None
    done = tally.games
    if done > m.games:
        raise ResultsFileError(f"{out} already has {done:,} games, more than --games "
                               f"{m.games:,}; ask for at least {done:,}")
    complete = not is_partial(md)
    parts = None
    if not complete:
        wrote_rows = md.get("per_game") == "true"
        if wrote_rows and games_out is None:
            raise ResultsFileError(f"the run in {out} also writes per-game rows; resume it "
                                   f"with its --games-out too: {md.get('resume', '')}".rstrip())
        if games_out is not None and not wrote_rows:
            raise ResultsFileError(f"the run in {out} kept no per-game rows for its {done:,} "
                                   "games; resume it without --games-out, or start over with "
                                   "--force")
        if games_out is not None:
            info = GameParts(games_out, out, 1).info()
            if info is None or info.get("summary") != str(Path(out).resolve()):
                raise ResultsFileError(f"the per-game rows of the run in {out} are not in "
                                       f"{parts_dir(games_out)}; give the --games-out it was "
                                       "started with, or start over with --force")
            parts = GameParts(games_out, out, int(info.get("chunk") or chunk or 1))
            parts.check(done, m.players)
    elif games_out is not None and done < m.games:
        if not Path(games_out).exists():
            raise ResultsFileError(f"--games-out {games_out} does not exist, so the {done:,} "
                                   f"games already in {out} have no per-game rows to extend; "
                                   "extend without --games-out, or start over with --force")
        pf, gmd = open_results(games_out, "games")
        for key, label in keys.items():
            if gmd.get(key) != mine[key]:
                raise ResultsFileError(f"--games-out {games_out} belongs to another run (its "
                                       f"{label} differs); give the run's own per-game file")
        if pf.metadata.num_rows != done * m.players:
            raise ResultsFileError(f"--games-out {games_out} holds {pf.metadata.num_rows:,} "
                                   f"rows, not the {done * m.players:,} of {out}'s "
                                   f"{done:,} games")
        parts = GameParts(games_out, out, chunk or m.chunk)
        parts.adopt_from = games_out            # done by run_match, when the run goes on
    return Resume(tally, complete, md, parts)
