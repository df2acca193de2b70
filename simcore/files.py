"""Writing files safely: atomic writes (temporary file + rename, optionally flushed), and
the per-game rows of an unfinished run, one parquet file per chunk in `<games_out>.parts/`.

A crash or a kill at any moment leaves no corrupt file at either path and enough on disk to
continue (simcore/resume.py).
"""
import json
import os
import shutil
from pathlib import Path

import pyarrow.parquet as pq

from .metadata import ResultsFileError
from .tables import games_schema, games_table


def games_bytes_estimate(m, games):
    """A generous estimate of the bytes per-game rows of `games` games take as parquet."""
    return int(games * m.players * (12 + 1.2 * len(m.game.extra_columns(m)))) + 200_000


# --- atomic writes ----------------------------------------------------------------------

def _temp_for(path):
    path = Path(path)
    return path.with_name(f".{path.name}.{os.getpid()}.partial")


def clean_stale_temps(path):
    """Remove temporary files a killed domsim left beside `path` (their process is gone)."""
    path = Path(path)
    if not path.parent.is_dir():
        return
    for tmp in path.parent.glob(f".{path.name}.*.partial"):
        try:
            pid = int(tmp.name[len(path.name) + 2:-len(".partial")])
            if pid != os.getpid():
                os.kill(pid, 0)
                continue                    # that process still runs: leave it
        except ProcessLookupError:
            pass
        except (ValueError, PermissionError, OSError):
            continue
        try:
            tmp.unlink()
        except OSError:
            pass


def _fsync(path):
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:             # some file systems cannot sync folders
        pass
    finally:
        os.close(fd)


def _replace(tmp, path, sync):
    """Rename tmp over path; with sync, flushed to disk first and the rename after."""
    if sync:
        _fsync(tmp)
    os.replace(tmp, path)
    if sync:
        _fsync(Path(path).parent)


def write_text_atomic(path, text):
    """Write text to `path` via a temporary file and an atomic rename (flushed first)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _temp_for(path)
    tmp.write_text(text)
    _replace(tmp, path, True)


def write_atomic(table, path, row_group_size=None, sync=False):
    """Write a Table to `path` via a temporary file and an atomic rename (creating the
    folder). A kill at any moment leaves the old file or the new one, never a mix; with
    `sync`, also a power cut (the data is flushed to disk before the rename)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _temp_for(path)
    try:
        pq.write_table(table, tmp, row_group_size=row_group_size or max(table.num_rows, 1))
        _replace(tmp, path, sync)
    finally:
        if tmp.exists():
            tmp.unlink()


def _write_json(obj, path):
    tmp = _temp_for(path)
    try:
        tmp.write_text(json.dumps(obj))
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()


class GamesWriter:
    """Streams per-game rows to a temporary file; `close()` renames it to `path`,
    `abort()` (or leaving a `with` block by an exception) deletes it. (run_match uses
    GameParts, which survives a kill.)"""

    def __init__(self, path, m):
        self.path = Path(path)
        self.game = m.game
        self.names = [s.name for s in m.strategies]
        self.schema = games_schema(m)
        self.tmp = _temp_for(self.path)
        self.writer = pq.ParquetWriter(self.tmp, self.schema)

    def write(self, chunk, share, result):
        t = games_table(chunk, share, result, self.schema, self.names, self.game)
        self.writer.write_table(t, row_group_size=max(t.num_rows, 1))

    def close(self):
        self.writer.close()
        os.replace(self.tmp, self.path)

    def abort(self):
        try:
            self.writer.close()
        finally:
            if self.tmp.exists():
                self.tmp.unlink()

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        if kind is None:
            self.close()
        else:
            self.abort()
        return False


# --- per-game rows in parts -------------------------------------------------------------

def parts_dir(games_out):
    """Where a run keeps the per-game rows of its chunks until it completes."""
    return Path(str(games_out) + ".parts")


RUN_INFO = "_run.json"      # pyarrow and pandas skip names starting with _ or ., so
OLD_RUN_INFO = "run.json"   # pd.read_parquet("g.parquet.parts") reads just the parts


class GameParts:
    """The folder `<games_out>.parts/`: `_run.json` (which summary file it belongs to, the
    chunk size) and one parquet file per chunk, `part-<first game>.parquet`, each written
    through a temporary file and a rename. The folder is a parquet dataset:
    `pd.read_parquet("g.parquet.parts")` reads the rows written so far."""

    def __init__(self, games_out, out, chunk):
        self.target = Path(games_out)
        self.dir = parts_dir(games_out)
        self.owner = str(Path(out).resolve()) if out else ""
        self.chunk = int(chunk)
        self.ready = False
        self.stale = []             # parts of games beyond the last save (check)
        self.adopt_from = None      # a complete per-game file to start from (extend)

    def info(self):
        """run.json of an existing folder (None if missing or unreadable)."""
        for name in (RUN_INFO, OLD_RUN_INFO):      # (folders of older versions: run.json)
            try:
                d = json.loads((self.dir / name).read_text())
                return d if isinstance(d, dict) else None
            except (OSError, ValueError):
                continue
        return None

    def ours(self):
        d = self.info()
        return d is not None and d.get("summary") == self.owner

    def start(self):
        """An empty folder for a new run (a folder left by an earlier run of this summary
        file, or an empty one, is cleared; anything else is refused by the caller)."""
        if self.dir.exists():
            shutil.rmtree(self.dir)
        self._ensure()

    def _ensure(self):
        if not self.ready:
            self.dir.mkdir(parents=True, exist_ok=True)
            _write_json({"summary": self.owner, "chunk": self.chunk, "format": 1},
                        self.dir / RUN_INFO)
            self.ready = True

    def path(self, first):
        return self.dir / f"part-{first:012d}.parquet"

    def write(self, table, first):
        self._ensure()
        write_atomic(table, self.path(first))

    def files(self):
        return sorted(self.dir.glob("part-*.parquet"))

    def check(self, done, players):
        """The parts of games 0..done-1 must all be there, readable; parts of later games
        (written before a kill, before the summary caught up) are marked stale, to be dropped
        when the run goes on (`prepare`). Writes nothing."""
        expect = 0
        self.stale = []
        for f in self.files():
            try:
                first = int(f.name[5:-8])
            except ValueError:
                continue
            if first >= done:
                self.stale.append(f)
                continue
            if first != expect:
                raise ResultsFileError(
                    f"per-game rows of games {expect:,} to {first - 1:,} are missing from "
                    f"{self.dir}; start over with --force")
            try:
                rows = pq.ParquetFile(f).metadata.num_rows
            except Exception:
                raise ResultsFileError(f"{f} is damaged; start over with --force") from None
            expect = first + rows // players
        if expect != done:
            raise ResultsFileError(f"per-game rows of games {expect:,} to {done - 1:,} are "
                                   f"missing from {self.dir}; start over with --force")
        self.ready = True

    def prepare(self):
        """Ready the folder for the run to go on: drop stale parts, or fill it from the
        complete per-game file being extended."""
        for f in self.stale:
            f.unlink(missing_ok=True)
        self.stale = []
        if self.adopt_from is not None:
            self.adopt(self.adopt_from)
            self.adopt_from = None

    def adopt(self, games_file):
        """Start the folder from a complete per-game file (to extend its run): one part per
        row group."""
        self.start()
        pf = pq.ParquetFile(games_file)
        for rg in range(pf.num_row_groups):
            t = pf.read_row_group(rg)
            write_atomic(t, self.path(int(t.column("game")[0].as_py())))

    def combine(self, schema):
        """Write every part, in game order, into the target (row groups as in the parts)."""
        self.target.parent.mkdir(parents=True, exist_ok=True)
        tmp = _temp_for(self.target)
        try:
            with pq.ParquetWriter(tmp, schema) as w:
                for f in self.files():
                    pf = pq.ParquetFile(f)
                    for rg in range(pf.num_row_groups):
                        t = pf.read_row_group(rg)
                        w.write_table(t, row_group_size=max(t.num_rows, 1))
            _replace(tmp, self.target, sync=True)
        finally:
            if tmp.exists():
                tmp.unlink()

    def remove(self):
        shutil.rmtree(self.dir, ignore_errors=True)


