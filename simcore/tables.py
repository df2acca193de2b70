"""The two tables of a run, as pyarrow Tables with their metadata: the summary (one row per
entry) and the per-game rows (one row per player per game). Columns that depend on the game
come from its descriptor: labels after `players` (Game.summary_labels), `mean_<field>` and
per-game `<field>` for each result field (Game.result_dtype), extra per-game columns
(Game.extra_columns)."""
import json

import numpy as np
import pyarrow as pa

from .metadata import (
    ResultsFileError,
    decode_metadata,
    game_of,
    metadata,
    open_results,
    version_string,
    why_unreadable,
)
from .stats import wilson

RESULT_NAMES = ["loss", "tie", "win"]          # by Game.outcomes' result code


def _summary_fields(game, labels):
    return ([("entry", pa.int64()), ("strategy", pa.string()), ("opponents", pa.string()),
             ("players", pa.int64())] + [(name, typ) for name, typ, _ in labels]
            + [("games", pa.int64()), ("wins", pa.int64()), ("ties", pa.int64()),
               ("losses", pa.int64()), ("share", pa.float64()), ("ci_low", pa.float64()),
               ("ci_high", pa.float64()), ("first_seat_share", pa.float64())]
            + [(f"mean_{f}", pa.float64()) for f in game.result_fields]
            + [("seed", pa.int64()), ("version", pa.string()), ("fallbacks", pa.int64())])


def summary_columns(game, m=None):
    """The summary's column names for a game (labels as in a run of it, if m is given)."""
    return [f[0] for f in _summary_fields(game, game.summary_labels(m))]


def summary_table(tally, m, names=None, version=None, complete=True, command=None, extra=None):
    """The summary rows (one per entry) as a pyarrow Table with the run's metadata: the
    file metadata plus `complete`, `games_done`, the exact `totals`, and `command` (the run's
    options, to resume or extend it) when given; `extra`: more keys (partial files)."""
    game = m.game
    names = names or [s.name for s in m.strategies]
    n = len(names)
    games = tally.games
    share = tally.share()
    low, high = wilson(share, games)
    labels = game.summary_labels(m)
    cols = {
        "entry": list(range(n)),
        "strategy": list(names),
        "opponents": [",".join(names[j] for j in range(n) if j != e) for e in range(n)],
        "players": [n] * n,
    }
    for name, _, value in labels:
        cols[name] = [value] * n
    cols.update({
        "games": [games] * n,
        "wins": tally.wins.tolist(),
        "ties": tally.ties.tolist(),
        "losses": tally.losses.tolist(),
        "share": share.tolist(),
        "ci_low": low.tolist(),
        "ci_high": high.tolist(),
        "first_seat_share": tally.first_seat_share().tolist(),
    })
    for f in game.result_fields:
        cols[f"mean_{f}"] = tally.mean(f).tolist()
    cols.update({
        "seed": [int(m.seed)] * n,
        "version": [version or version_string(game)] * n,
        "fallbacks": tally.fallbacks.tolist(),
    })
    more = {"complete": "true" if complete else "false", "games_done": str(games),
            "totals": json.dumps(tally.to_json())}
    if command:
        more["command"] = command
    more.update(extra or {})
    schema = pa.schema(_summary_fields(game, labels), metadata=metadata(m, "summary", more))
    return pa.Table.from_pydict(cols, schema=schema)


GAME_HEAD = ["game", "entry", "strategy", "seat"]
GAME_TAIL = ["result", "share", "end"]


def game_columns(game):
    """The per-game file's columns before the extra ones."""
    return GAME_HEAD + game.result_fields + GAME_TAIL


def games_schema(m):
    game = m.game
    fields = [("game", pa.int64()), ("entry", pa.int32()), ("strategy", pa.string()),
              ("seat", pa.int32())]
    fields += [(f, pa.int32()) for f in game.result_fields]
    fields += [("result", pa.string()), ("share", pa.float64()), ("end", pa.string())]
    fields += [(c, pa.int16()) for c in game.extra_columns(m)]
    return pa.schema(fields, metadata=metadata(m, "games"))


def _decode(codes, labels):
    """Strings for integer codes, built through an Arrow dictionary (fast for many rows)."""
    return pa.DictionaryArray.from_arrays(pa.array(codes.astype(np.int32)),
                                          pa.array(labels, pa.string())).dictionary_decode()


def games_table(chunk, share, result, schema, names, game=None):
    """One row per player per game of the chunk, game-major, in entry order (game: the
    Game; by default the one named in the schema's metadata)."""
    if game is None:
        game = game_of(decode_metadata(schema.metadata))
    k, n = chunk.res.shape
    cols = [
        pa.array(np.repeat(np.arange(chunk.first, chunk.first + k, dtype=np.int64), n)),
        pa.array(np.tile(np.arange(n, dtype=np.int32), k)),
        _decode(np.tile(np.arange(n), k), list(names)),
        pa.array(chunk.seats().astype(np.int32).ravel()),
    ]
    for f in game.result_fields:
        cols.append(pa.array(chunk.res[f].astype(np.int32).ravel()))
    cols += [
        _decode(result.ravel(), RESULT_NAMES),
        pa.array(share.astype(np.float64).ravel()),
        _decode(np.repeat(chunk.end, n), game.end_names),
    ]
    extra = chunk.extra
    for j in range(len(schema) - len(cols)):
        cols.append(pa.array(extra[:, :, j].astype(np.int16).ravel()))
    return pa.Table.from_arrays(cols, schema=schema)


def read_summary(path):
    """(rows as a list of dicts, decoded metadata) of a summary file of ours, checked."""
    pf, md = open_results(path, "summary")
    try:
        table = pf.read()
    except Exception as e:
        raise ResultsFileError(f"{path}: its data cannot be read (damaged? "
                               f"{why_unreadable(e)})") from None
    cols = summary_columns(game_of(md))
    missing = [c for c in cols if c not in table.column_names]
    if missing:
        raise ResultsFileError(f"{path} lacks the summary columns {', '.join(missing)}")
    rows = table.select(cols).to_pylist()
    try:
        n = int(md["players"])
    except ValueError:
        n = -1
    if len(rows) != n or [r["entry"] for r in rows] != list(range(n)):
        raise ResultsFileError(f"{path} should have one row per entry ({md['players']}), "
                               f"has {len(rows)}")
    return rows, md
