"""From per-chunk game results to the parquet files of the contract (see README.md).

    tally = Tally(n_entries)            # flat memory: a few numbers per entry
    for chunk in match.play(m):
        tally.add(chunk)
    table = summary_table(tally, m)     # one row per entry

`run_match(m, out=..., games_out=...)` runs a whole Match and keeps its files safe:

- the summary at `out` is rewritten after the first chunk and then about once a second,
  always through a temporary file and an atomic rename; until the run is complete it is
  marked partial (metadata `complete` = "false") and carries the exact running totals
  (metadata `totals`), so it is both readable (`domsim report`) and resumable;
- per-game rows go, one parquet file (one row group) per chunk, into the folder
  `<games_out>.parts/`, and are combined into `games_out` (temporary file + rename) when
  the run completes; then the folder is removed.

A crash or a kill at any moment leaves no corrupt file at either path and enough on disk to
continue: `resume_point` reads it back and `run_match(..., resume=...)` carries on. Game i
depends on (seed, i) alone and the totals are exact integers, so a resumed run's files are
byte for byte those of an uninterrupted run (same chunk size for the per-game row groups).
"""
import json
import os
import shutil
import time
from functools import lru_cache
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from .dominion.cards import NAMES, snake
from .dominion.state import END_NAMES
from .stats import wilson

# A tie among k players (k <= 6) is worth 1/k of a win: shares are counted exactly in
# units of 1/60 (60 is divisible by 1..6), so they add up to exactly 1 per game.
SHARE_UNIT = 60

SUMMARY_COLUMNS = ["entry", "strategy", "opponents", "players", "kingdom", "games", "wins", "ties",
                   "losses", "share", "ci_low", "ci_high", "first_seat_share", "mean_vp",
                   "mean_turns", "seed", "version", "fallbacks"]
GAME_COLUMNS = ["game", "entry", "strategy", "seat", "vp", "turns", "result", "share", "end"]
RESULT_NAMES = ["loss", "tie", "win"]          # by match.outcomes' result code

SUMMARY_SCHEMA = pa.schema([
    ("entry", pa.int64()), ("strategy", pa.string()), ("opponents", pa.string()),
    ("players", pa.int64()), ("kingdom", pa.string()), ("games", pa.int64()),
    ("wins", pa.int64()), ("ties", pa.int64()), ("losses", pa.int64()),
    ("share", pa.float64()), ("ci_low", pa.float64()), ("ci_high", pa.float64()),
    ("first_seat_share", pa.float64()), ("mean_vp", pa.float64()), ("mean_turns", pa.float64()),
    ("seed", pa.int64()), ("version", pa.string()), ("fallbacks", pa.int64()),
])

# metadata every file of ours has, and the part of it that defines a run (a file can only be
# resumed by the same run)
REQUIRED_KEYS = ("kind", "version", "engine_version", "edition", "seed", "games", "players",
                 "turn_limit", "kingdom", "supply", "entries", "strategies")
RUN_KEYS = {"version": "package version", "engine_version": "engine version",
            "edition": "--edition", "seed": "--seed", "players": "number of players",
            "turn_limit": "--turn-limit", "kingdom": "kingdom", "entries": "strategies",
            "strategies": "strategy definitions (their source)"}
JSON_KEYS = ("supply", "entries", "strategies", "totals")
SAVE_EVERY = 1.0            # seconds between rewrites of a partial summary


class ResultsFileError(ValueError):
    """A results file that cannot be read, is not ours, or cannot be continued; the message
    is one line naming the file, the problem and what to do."""


class RunInterrupted(Exception):
    """run_match stopped on request after saving `done` of `total` games."""

    def __init__(self, done, total):
        super().__init__(f"interrupted after {done} of {total} games")
        self.done, self.total = done, total


class IllegalAnswer(Exception):
    """--strict: entry `entry` gave an illegal answer in game `game`; `info` is its first one
    there: (decision kind, asking card, answer, turn, entry whose turn it was)."""

    def __init__(self, entry, game, info, count):
        super().__init__(f"entry {entry}: illegal answer in game {game}")
        self.entry, self.game, self.info, self.count = entry, game, tuple(info), count


@lru_cache(maxsize=1)
def package_version():
    """The installed distribution's version (pyproject.toml's when not installed)."""
    try:
        from importlib.metadata import version
        return version("domsim")
    except Exception:
        pass
    try:
        import tomllib
        root = Path(__file__).resolve().parents[1]
        with open(root / "pyproject.toml", "rb") as fh:
            return tomllib.load(fh)["project"]["version"]
    except Exception:
        return "0+unknown"


def version_string():
    """`<package version>+<engine version>`: what the `version` column holds."""
    from .dominion.driver import engine_version
    return f"{package_version()}+{engine_version()}"


def _outcomes(vp, turns):
    from .dominion.match import outcomes
    return outcomes(vp, turns)


# --- totals ---------------------------------------------------------------------------

class Tally:
    """Running per-entry totals over the chunks of one match (exact integers)."""

    COUNTS = ("wins", "ties", "losses", "share_units", "first_games", "first_units", "vp",
              "turns", "fallbacks", "fallback_games")

    def __init__(self, entries):
        n = entries
        self.n = n
        self.games = 0
        z = lambda: np.zeros(n, np.int64)   # noqa: E731
        self.wins, self.ties, self.losses = z(), z(), z()
        self.share_units = z()              # sum of shares, in 1/SHARE_UNIT
        self.first_games = z()              # games the entry started (seat 0)
        self.first_units = z()              # its share in those games
        self.vp, self.turns, self.fallbacks = z(), z(), z()
        self.fallback_games = z()           # games with at least one illegal answer
        # per entry: None, or its first illegal answer of the run:
        # [game, decision kind, asking card, answer, turn, entry whose turn it was]
        self.first_fallback = [None] * n

    def add(self, chunk, share=None, result=None):
        """Add one Chunk (share/result: precomputed match.outcomes, if at hand). Chunks must
        come in game order (for first_fallback)."""
        if share is None or result is None:
            share, result = _outcomes(chunk.vp, chunk.turns)
        units = np.rint(share * SHARE_UNIT).astype(np.int64)
        first = chunk.seats() == 0
        self.games += len(chunk)
        self.wins += (result == 2).sum(axis=0)
        self.ties += (result == 1).sum(axis=0)
        self.losses += (result == 0).sum(axis=0)
        self.share_units += units.sum(axis=0)
        self.first_games += first.sum(axis=0)
        self.first_units += (units * first).sum(axis=0)
        self.vp += chunk.vp.sum(axis=0)
        self.turns += chunk.turns.sum(axis=0)
        self.fallbacks += chunk.fallbacks.sum(axis=0)
        has = chunk.fallbacks > 0
        if has.any():
            self.fallback_games += has.sum(axis=0)
            info = getattr(chunk, "fb_info", None)
            for e in range(self.n):
                if self.first_fallback[e] is None and has[:, e].any():
                    i = int(np.argmax(has[:, e]))
                    detail = info[i, e].tolist() if info is not None else [-1] * 5
                    self.first_fallback[e] = [chunk.first + i] + [int(x) for x in detail]
        return self

    def share(self):
        return self.share_units / (SHARE_UNIT * max(self.games, 1))

    def first_seat_share(self):
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.where(self.first_games > 0,
                            self.first_units / (SHARE_UNIT * np.maximum(self.first_games, 1)),
                            np.nan)

    def to_json(self):
        d = {"games": int(self.games)}
        for k in self.COUNTS:
            d[k] = [int(x) for x in getattr(self, k)]
        d["first_fallback"] = self.first_fallback
        return d

    @classmethod
    def from_json(cls, d, n):
        """The Tally saved by to_json; ValueError if it is not one for n entries."""
        t = cls(n)
        if not isinstance(d, dict) or not isinstance(d.get("games"), int) or d["games"] < 0:
            raise ValueError("no game count")
        t.games = d["games"]
        for k in cls.COUNTS:
            v = d.get(k)
            if not (isinstance(v, list) and len(v) == n and all(isinstance(x, int) for x in v)):
                raise ValueError(f"bad {k}")
            setattr(t, k, np.array(v, np.int64))
        ff = d.get("first_fallback")
        if not (isinstance(ff, list) and len(ff) == n):
            raise ValueError("bad first_fallback")
        t.first_fallback = [None if x is None else [int(y) for y in x] for x in ff]
        return t


def summary_table(tally, m, names=None, version=None, complete=True, command=None, extra=None):
    """The summary rows (one per entry) as a pyarrow Table with the match's metadata: the
    file metadata plus `complete`, `games_done`, the exact `totals`, and `command` (the run's
    options, to resume or extend it) when given; `extra`: more keys (partial files)."""
    names = names or [s.name for s in m.strategies]
    n = len(names)
    games = tally.games
    share = tally.share()
    low, high = wilson(share, games)
    g = max(games, 1)
    cols = {
        "entry": list(range(n)),
        "strategy": list(names),
        "opponents": [",".join(names[j] for j in range(n) if j != e) for e in range(n)],
        "players": [n] * n,
        "kingdom": [m.kingdom_name()] * n,
        "games": [games] * n,
        "wins": tally.wins.tolist(),
        "ties": tally.ties.tolist(),
        "losses": tally.losses.tolist(),
        "share": share.tolist(),
        "ci_low": low.tolist(),
        "ci_high": high.tolist(),
        "first_seat_share": tally.first_seat_share().tolist(),
        "mean_vp": (tally.vp / g).tolist(),
        "mean_turns": (tally.turns / g).tolist(),
        "seed": [int(m.seed)] * n,
        "version": [version or version_string()] * n,
        "fallbacks": tally.fallbacks.tolist(),
    }
    more = {"complete": "true" if complete else "false", "games_done": str(games),
            "totals": json.dumps(tally.to_json())}
    if command:
        more["command"] = command
    more.update(extra or {})
    schema = SUMMARY_SCHEMA.with_metadata(metadata(m, "summary", more))
    return pa.Table.from_pydict(cols, schema=schema)


# --- metadata -------------------------------------------------------------------------

def strategy_definitions(strategies):
    """name -> {family, summary, params, needs, source, origin} for the file metadata."""
    out = {}
    for s in strategies:
        if s.name in out:
            continue
        try:
            src = s.source_text()
        except Exception:                   # source not available (e.g. defined in a REPL)
            src = ""
        d = {"family": s.family, "summary": s.summary, "params": [int(x) for x in s.params],
             "needs": [NAMES[c] for c in s.needs], "source": src}
        origin = getattr(s, "origin", None)
        if origin:
            d["origin"] = origin
        out[s.name] = d
    return out


def metadata(m, kind, extra=None):
    """The key/value metadata of either file (all values are strings; JSON where marked)."""
    from .dominion.driver import engine_version
    cards, _ = m.supply()
    md = {
        "kind": kind,                                   # summary | games
        "version": package_version(),
        "engine_version": engine_version(),
        "edition": str(m.edition),
        "seed": str(m.seed),
        "games": str(m.games),
        "players": str(m.players),
        "turn_limit": str(m.turn_limit),
        "kingdom": m.kingdom_name(),
        "supply": json.dumps([NAMES[c] for c in cards]),
        "entries": json.dumps([s.name for s in m.strategies]),
        "strategies": json.dumps(strategy_definitions(m.strategies)),
        "seats": "entry e sits at seat (e - game) mod players; seat 0 starts",
    }
    md.update(extra or {})
    return {k: v.encode() for k, v in md.items()}


def _decode_metadata(raw):
    out = {}
    for k, v in (raw or {}).items():
        k = k.decode() if isinstance(k, bytes) else k
        v = v.decode() if isinstance(v, bytes) else v
        if k in JSON_KEYS:
            v = json.loads(v)
        out[k] = v
    return out


def read_metadata(path):
    """The metadata of a file written here, decoded (JSON values parsed)."""
    return _decode_metadata(pq.read_schema(path).metadata)


def _why(e):
    return " ".join(str(e).split())[:160] or type(e).__name__


def open_results(path, kind="summary"):
    """(pyarrow ParquetFile, decoded metadata) of a file of ours of this kind; raises
    ResultsFileError saying what is wrong with it otherwise."""
    p = Path(path)
    if not p.exists():
        raise ResultsFileError(f"{path} does not exist")
    if p.is_dir():
        raise ResultsFileError(f"{path} is a folder, not a parquet file")
    try:
        pf = pq.ParquetFile(p)
        raw = pf.schema_arrow.metadata or {}
    except Exception as e:
        raise ResultsFileError(f"{path} is not a readable parquet file (damaged or truncated? "
                               f"{_why(e)})") from None
    if b"kind" not in raw or b"engine_version" not in raw:
        raise ResultsFileError(f"{path} was not written by domsim (its metadata has no "
                               "`kind`/`engine_version`)")
    try:
        md = _decode_metadata(raw)
    except Exception:
        raise ResultsFileError(f"{path} has damaged domsim metadata") from None
    if md["kind"] != kind:
        what = {"summary": "a summary file (--out)", "games": "a per-game file (--games-out)"}
        raise ResultsFileError(f"{path} is {what.get(md['kind'], repr(md['kind']))}, not "
                               f"{what[kind]}")
    missing = [k for k in REQUIRED_KEYS if k not in md]
    if missing:
        raise ResultsFileError(f"{path} has damaged domsim metadata (no {', '.join(missing)})")
    return pf, md


def read_summary(path):
    """(rows as a list of dicts, decoded metadata) of a summary file of ours, checked."""
    pf, md = open_results(path, "summary")
    try:
        table = pf.read()
    except Exception as e:
        raise ResultsFileError(f"{path}: its data cannot be read (damaged? {_why(e)})") from None
    missing = [c for c in SUMMARY_COLUMNS if c not in table.column_names]
    if missing:
        raise ResultsFileError(f"{path} lacks the summary columns {', '.join(missing)}")
    rows = table.select(SUMMARY_COLUMNS).to_pylist()
    try:
        n = int(md["players"])
    except ValueError:
        n = -1
    if len(rows) != n or [r["entry"] for r in rows] != list(range(n)):
        raise ResultsFileError(f"{path} should have one row per entry ({md['players']}), "
                               f"has {len(rows)}")
    return rows, md


def is_partial(md):
    return md.get("complete") == "false"


# --- writing --------------------------------------------------------------------------

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


def games_schema(m):
    cards, _ = m.supply()
    fields = [("game", pa.int64()), ("entry", pa.int32()), ("strategy", pa.string()),
              ("seat", pa.int32()), ("vp", pa.int32()), ("turns", pa.int32()),
              ("result", pa.string()), ("share", pa.float64()), ("end", pa.string())]
    fields += [(f"deck_{snake(NAMES[c])}", pa.int16()) for c in cards]
    return pa.schema(fields, metadata=metadata(m, "games"))


def _decode(codes, labels):
    """Strings for integer codes, built through an Arrow dictionary (fast for many rows)."""
    return pa.DictionaryArray.from_arrays(pa.array(codes.astype(np.int32)),
                                          pa.array(labels, pa.string())).dictionary_decode()


def games_table(chunk, share, result, schema, names):
    """One row per player per game of the chunk, game-major, in entry order."""
    k, n = chunk.vp.shape
    cols = [
        pa.array(np.repeat(np.arange(chunk.first, chunk.first + k, dtype=np.int64), n)),
        pa.array(np.tile(np.arange(n, dtype=np.int32), k)),
        _decode(np.tile(np.arange(n), k), list(names)),
        pa.array(chunk.seats().astype(np.int32).ravel()),
        pa.array(chunk.vp.astype(np.int32).ravel()),
        pa.array(chunk.turns.astype(np.int32).ravel()),
        _decode(result.ravel(), RESULT_NAMES),
        pa.array(share.astype(np.float64).ravel()),
        _decode(np.repeat(chunk.end, n), END_NAMES),
    ]
    owned = chunk.owned
    for j in range(len(schema) - len(GAME_COLUMNS)):
        cols.append(pa.array(owned[:, :, j].astype(np.int16).ravel()))
    return pa.Table.from_arrays(cols, schema=schema)


class GamesWriter:
    """Streams per-game rows to a temporary file; `close()` renames it to `path`,
    `abort()` (or leaving a `with` block by an exception) deletes it. (run_match uses
    GameParts, which survives a kill.)"""

    def __init__(self, path, m):
        self.path = Path(path)
        self.names = [s.name for s in m.strategies]
        self.schema = games_schema(m)
        self.tmp = _temp_for(self.path)
        self.writer = pq.ParquetWriter(self.tmp, self.schema)

    def write(self, chunk, share, result):
        t = games_table(chunk, share, result, self.schema, self.names)
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


class GameParts:
    """The folder `<games_out>.parts/`: `run.json` (which summary file it belongs to, the
    chunk size) and one parquet file per chunk, `part-<first game>.parquet`, each written
    through a temporary file and a rename."""

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
        try:
            d = json.loads((self.dir / "run.json").read_text())
            return d if isinstance(d, dict) else None
        except (OSError, ValueError):
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
                        self.dir / "run.json")
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


# --- resuming ---------------------------------------------------------------------------

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
    mine = _decode_metadata(metadata(m, "summary"))
    for key, label in RUN_KEYS.items():
        if md.get(key) != mine[key]:
            raise ResultsFileError(
                f"{out} holds another run: its {label} is {_show(key, md.get(key))}, not "
                f"{_show(key, mine[key])}; resume with the run's own options (`domsim report "
                f"{out}` shows them) or start over with --force")
    try:
        tally = Tally.from_json(md["totals"], m.players)
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
        for key, label in RUN_KEYS.items():
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


# --- running ----------------------------------------------------------------------------

def games_bytes_estimate(m, games):
    """A generous estimate of the bytes per-game rows of `games` games take as parquet."""
    cards, _ = m.supply()
    return int(games * m.players * (12 + 1.2 * len(cards))) + 200_000


def run_match(m, out=None, games_out=None, progress=None, resume=None, stop=None,
              strict=False, command=None, resume_command=None, names=None, source=None):
    """Play Match m (or its games not yet played, from `resume`, a Resume); write the summary
    to `out` and per-game rows to `games_out` (either may be None). `progress(k)` is called
    after each chunk of k games; `stop()`, if it returns True after a chunk, saves and raises
    RunInterrupted. `strict`: raise IllegalAnswer at the first chunk in which a strategy gave
    an illegal answer (before writing it; a new run's files are removed). `command` /
    `resume_command`: recorded in the summary's metadata. `source`: what plays the chunks,
    called as match.play is (default: match.play, in this process; simcore.dominion.tasks.
    ClusterSource plays them on a Dask cluster). Returns the summary Table."""
    from .dominion.match import play
    play = source or play
    tally = resume.tally if resume is not None else Tally(m.players)
    names = names or [s.name for s in m.strategies]
    if resume is not None and resume.complete and resume.done == m.games:
        return summary_table(tally, m, names, complete=True, command=command)   # nothing to do
    if out:
        clean_stale_temps(out)
    parts = None
    if games_out:
        clean_stale_temps(games_out)
        parts = resume.parts if resume is not None and resume.parts is not None else None
        if parts is None:
            parts = GameParts(games_out, out, m.chunk)
            parts.start()
        else:
            parts.prepare()
        schema = games_schema(m)
    extra = {"per_game": "true" if parts is not None else "false"}
    if resume_command:
        extra["resume"] = resume_command
    last_save = -1e9
    fresh = resume is None
    try:
        if tally.games < m.games:
            for chunk in play(m, want_owned=parts is not None, start=tally.games):
                share, result = _outcomes(chunk.vp, chunk.turns)
                if strict and chunk.fallbacks.any():
                    i = int(np.flatnonzero(chunk.fallbacks.any(axis=1))[0])
                    e = int(np.flatnonzero(chunk.fallbacks[i])[0])
                    raise IllegalAnswer(e, chunk.first + i, chunk.fb_info[i, e].tolist(),
                                        int(chunk.fallbacks[i, e]))
                if parts is not None:
                    parts.write(games_table(chunk, share, result, schema, names), chunk.first)
                tally.add(chunk, share, result)
                if progress is not None:
                    progress(len(chunk))
                stopping = stop is not None and stop()
                if tally.games < m.games:
                    now = time.monotonic()
                    if out and (stopping or now - last_save >= SAVE_EVERY):
                        write_atomic(summary_table(tally, m, names, complete=False,
                                                   command=command, extra=extra), out,
                                     sync=True)
                        last_save = now
                    if stopping:
                        raise RunInterrupted(tally.games, m.games)
        table = summary_table(tally, m, names, complete=True, command=command)
        if parts is not None:
            parts.combine(schema)
        if out:
            write_atomic(table, out, sync=True)
        if parts is not None:
            parts.remove()
        return table
    except IllegalAnswer:
        if fresh:
            if out and Path(out).exists() and last_save > -1e9:
                Path(out).unlink()
            if parts is not None:
                parts.remove()
        raise
