"""From per-chunk game results to the parquet files of the contract (see README.md).

    tally = Tally(n_entries)            # flat memory: a few numbers per entry
    for chunk in match.play(m):
        tally.add(chunk)
    table = summary_table(tally, m)     # one row per entry

Per-game rows are streamed with `GamesWriter`: one row group per chunk, into a temporary
file beside the target that is renamed over it only when the run has finished, so a crash
or an interrupt never leaves a half-written file at the target path.

`run_match(m, out=..., games_out=...)` does all of it for one Match.
"""
import json
import os
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


class Tally:
    """Running per-entry totals over the chunks of one match."""

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

    def add(self, chunk, share=None, result=None):
        """Add one Chunk (share/result: precomputed match.outcomes, if at hand)."""
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
        return self

    def share(self):
        return self.share_units / (SHARE_UNIT * max(self.games, 1))

    def first_seat_share(self):
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.where(self.first_games > 0,
                            self.first_units / (SHARE_UNIT * np.maximum(self.first_games, 1)),
                            np.nan)


def summary_table(tally, m, names=None, version=None):
    """The summary rows (one per entry) as a pyarrow Table with the match's metadata."""
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
    schema = SUMMARY_SCHEMA.with_metadata(metadata(m, "summary"))
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


def metadata(m, kind):
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
    return {k: v.encode() for k, v in md.items()}


def read_metadata(path):
    """The metadata of a file written here, decoded (JSON values parsed)."""
    raw = pq.read_schema(path).metadata or {}
    out = {}
    for k, v in raw.items():
        k, v = k.decode(), v.decode()
        if k in ("supply", "entries", "strategies"):
            v = json.loads(v)
        out[k] = v
    return out


# --- writing --------------------------------------------------------------------------

def _temp_for(path):
    path = Path(path)
    return path.with_name(f".{path.name}.{os.getpid()}.partial")


def write_atomic(table, path):
    """Write a Table to `path` via a temporary file and an atomic rename."""
    tmp = _temp_for(path)
    try:
        pq.write_table(table, tmp)
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
    `abort()` (or leaving a `with` block by an exception) deletes it."""

    def __init__(self, path, m):
        self.path = Path(path)
        self.names = [s.name for s in m.strategies]
        self.schema = games_schema(m)
        self.tmp = _temp_for(self.path)
        self.writer = pq.ParquetWriter(self.tmp, self.schema)

    def write(self, chunk, share, result):
        self.writer.write_table(games_table(chunk, share, result, self.schema, self.names))

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


def run_match(m, out=None, games_out=None, progress=None):
    """Play Match m; write the summary to `out` and per-game rows to `games_out` (either
    may be None). `progress(k)` is called after each chunk of k games. Returns the summary
    as a pyarrow Table (with the file metadata in its schema)."""
    from .dominion.match import play
    tally = Tally(m.players)
    writer = GamesWriter(games_out, m) if games_out else None
    try:
        for chunk in play(m, want_owned=writer is not None):
            share, result = _outcomes(chunk.vp, chunk.turns)
            tally.add(chunk, share, result)
            if writer is not None:
                writer.write(chunk, share, result)
            if progress is not None:
                progress(len(chunk))
        table = summary_table(tally, m)
        if writer is not None:
            done, writer = writer, None
            done.close()
        if out:
            write_atomic(table, out)
    except BaseException:
        if writer is not None:
            writer.abort()
        raise
    return table
