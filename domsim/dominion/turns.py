"""How a Dominion run's games unfold (`--turns-out`): per strategy and turn, the mean and
spread of VP, money, deck size and kingdom cards owned, from a replay of the same games."""
import pyarrow.parquet as pq

from domsim.inputs import DomsimError
from domsim.progress import progress_bar
from domsim.runs import write_table
from simcore.dominion.turns import TurnStats


def turn_statistics(matches, names, turn_limit, kingdom, progress):
    """Replay the games of `matches` [(Match, entry index per entry into names)] and return
    the per-strategy, per-turn table (simcore/dominion/turns.py)."""
    total = TurnStats(len(names), turn_limit, kingdom)
    bar = None
    if progress:
        bar = progress_bar(sum(m.games for m, _ in matches), "game", desc="turns",
                           unit_scale=True)
    try:
        for m, where in matches:
            one = TurnStats(m.players, turn_limit, kingdom).play(
                m, progress=bar.update if bar is not None else None)
            total.add(one, where)
    finally:
        if bar is not None:
            bar.close()
    return total.table(names)


def write_turn_statistics(df, path, md):
    write_table(df, path, dict(md, kind="turns"))


TURN_COLUMNS = ["strategy", "turn", "reached", "ended", "first_province"] + [
    f"{stat}_{x}" for x in ("vp", "money", "deck_size") for stat in ("mean", "sd")]


def read_turn_statistics(path):
    """(rows DataFrame, metadata dict) of a --turns-out file; DomsimError if it is damaged."""
    try:
        t = pq.read_table(path)
    except Exception:
        raise DomsimError(f"{path} is not a readable parquet file") from None
    missing = [c for c in TURN_COLUMNS if c not in t.column_names]
    if missing:
        raise DomsimError(f"{path} is damaged: it lacks the columns {', '.join(missing)}; "
                          "write it again (--turns-out) or restore the file")
    md = {k.decode(): v.decode() for k, v in (t.schema.metadata or {}).items()}
    return t.to_pandas(), md

