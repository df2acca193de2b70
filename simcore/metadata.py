"""The key/value metadata of a run's files, and reading files back (checked).

Every file carries the common keys below plus the game's own (Game.run_metadata orders
them); `RUN_KEYS` and the game's `run_keys` say what defines a run (a file can only be
resumed by the same run). Values are strings; JSON where marked (JSON_KEYS).
"""
import json
from functools import lru_cache
from importlib.metadata import version
from pathlib import Path

import pyarrow.parquet as pq

from . import games
from .shipping import file_spec

# metadata every file of ours has, and the part of it that defines a run (with the game's
# own keys: Game.run_keys)
REQUIRED_KEYS = ("kind", "version", "engine_version", "seed", "games", "players", "entries",
                 "strategies")
RUN_KEYS = {"version": "package version", "engine_version": "engine version",
            "seed": "--seed", "players": "number of players", "entries": "strategies",
            "strategies": "strategy definitions (their source)"}
JSON_KEYS = ("supply", "entries", "strategies", "totals")
DEFAULT_GAME = "dominion"       # files without a `game` key (Dominion's predate it)


class ResultsFileError(ValueError):
    """A results file that cannot be read, is not ours, or cannot be continued; the message
    is one line naming the file, the problem and what to do."""


@lru_cache(maxsize=1)
def package_version():
    """The installed distribution's version (pyproject.toml's when not installed)."""
    try:
        return version("domsim")
    except Exception:
        pass
    try:
        import tomllib  # only for a checkout that was never installed: not at every start
        root = Path(__file__).resolve().parents[1]
        with open(root / "pyproject.toml", "rb") as fh:
            return tomllib.load(fh)["project"]["version"]
    except Exception:
        return "0+unknown"


def version_string(game=None):
    """`<package version>+<engine version>`: what the `version` column holds."""
    if game is None:
        game = games.get(DEFAULT_GAME)
    return f"{package_version()}+{game.engine_version()}"


def run_keys(game):
    """What a resumed run must share with its file: key -> option name."""
    keys = dict(RUN_KEYS)
    keys.update(game.run_keys)
    return keys


def strategy_definitions(m):
    """name -> the game's description of the strategy plus `source` (and `origin` for
    strategies from files), for the file metadata."""
    out = {}
    for s in m.strategies:
        if s.name in out:
            continue
        try:
            src = s.source_text()
        except Exception:                   # source not available (e.g. defined in a REPL)
            src = ""
        d = dict(m.game.describe_strategy(s))
        d["source"] = src
        origin = file_spec(s)
        if origin:
            d["origin"] = origin
        out[s.name] = d
    return out


def metadata(m, kind, extra=None):
    """The key/value metadata of either file of run m (kind: summary | games), as bytes."""
    game = m.game
    common = {
        "game": game.id,
        "kind": kind,
        "version": package_version(),
        "engine_version": game.engine_version(),
        "seed": str(m.seed),
        "games": str(m.games),
        "players": str(m.players),
        "entries": json.dumps([s.name for s in m.strategies]),
        "strategies": json.dumps(strategy_definitions(m)),
        "seats": "entry e sits at seat (e - game) mod players; seat 0 starts",
    }
    md = game.run_metadata(m, common)
    md.update(extra or {})
    return {k: v.encode() for k, v in md.items()}


def decode_metadata(raw):
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
    return decode_metadata(pq.read_schema(path).metadata)


def game_of(md):
    """The Game a file's decoded metadata belongs to."""
    return games.get(md.get("game", DEFAULT_GAME))


def why_unreadable(e):
    """An exception's message in one short line."""
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
                               f"{why_unreadable(e)})") from None
    if b"kind" not in raw or b"engine_version" not in raw:
        raise ResultsFileError(f"{path} was not written by domsim (its metadata has no "
                               "`kind`/`engine_version`)")
    try:
        md = decode_metadata(raw)
    except Exception:
        raise ResultsFileError(f"{path} has damaged domsim metadata") from None
    if md["kind"] != kind:
        what = {"summary": "a summary file (--out)", "games": "a per-game file (--games-out)"}
        raise ResultsFileError(f"{path} is {what.get(md['kind'], repr(md['kind']))}, not "
                               f"{what[kind]}")
    try:
        game = game_of(md)
    except KeyError as e:
        raise ResultsFileError(f"{path}: {e}") from None
    missing = [k for k in REQUIRED_KEYS + tuple(game.run_keys) if k not in md]
    if missing:
        raise ResultsFileError(f"{path} has damaged domsim metadata (no {', '.join(missing)})")
    return pf, md


def is_partial(md):
    return md.get("complete") == "false"
