"""From per-chunk game results to the parquet files of the contract (see README.md): the
public face of the shared results layer, split at its seams:

    simcore/tally.py      Tally: exact running totals per entry
    simcore/tables.py     the summary and per-game tables (columns from the Game)
    simcore/metadata.py   file metadata, opening files back (checked), ResultsFileError
    simcore/files.py      atomic writes, the per-game parts of an unfinished run
    simcore/resume.py     where an earlier run stands (resume_point)
    simcore/runner.py     playing a run in chunks, and run_match (the run loop with files)

`run_match(m, out=..., games_out=...)` runs a whole match and keeps its files safe:

- the summary at `out` is rewritten after the first chunk and then about once a second,
  always through a temporary file and an atomic rename; until the run is complete it is
  marked partial (metadata `complete` = "false") and carries the exact running totals
  (metadata `totals`), so it is both readable (`domsim report`) and resumable;
- per-game rows go, one parquet file (one row group) per chunk, into the folder
  `<games_out>.parts/`, and are combined into `games_out` (temporary file + rename) when
  the run completes; then the folder is removed.

A crash or a kill at any moment leaves no corrupt file at either path and enough on disk to
continue: `resume_point` reads it back and `run_match(..., resume=...)` carries on.
"""
from . import games
from .files import (  # noqa: F401
    GameParts,
    GamesWriter,
    clean_stale_temps,
    games_bytes_estimate,
    parts_dir,
    write_atomic,
)
from .metadata import (  # noqa: F401
    JSON_KEYS,
    REQUIRED_KEYS,
    RUN_KEYS,
    ResultsFileError,
    is_partial,
    metadata,
    open_results,
    package_version,
    read_metadata,
    strategy_definitions,
    version_string,
)
from .resume import Resume, resume_point  # noqa: F401
from .runner import SAVE_EVERY, IllegalAnswer, RunInterrupted, run_match  # noqa: F401
from .tables import (  # noqa: F401
    GAME_HEAD,
    GAME_TAIL,
    RESULT_NAMES,
    game_columns,
    games_schema,
    games_table,
    read_summary,
    summary_columns,
    summary_table,
)
from .tally import Tally  # noqa: F401


def _dominion():
    return games.get("dominion")


def __getattr__(name):
    # Dominion's column lists, as this module has always exported them
    if name == "SUMMARY_COLUMNS":
        return summary_columns(_dominion())
    if name == "GAME_COLUMNS":
        return game_columns(_dominion())
    if name == "SHARE_UNIT":
        return _dominion().share_unit
    raise AttributeError(name)
