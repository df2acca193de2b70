"""simcore.stats (Wilson interval) and simcore.results (aggregation of chunks); no games are
played here."""
import numpy as np
import pyarrow.parquet as pq
import pytest

from simcore.dominion.match import Chunk, Match
from simcore.results import (
    GAME_COLUMNS,
    SUMMARY_COLUMNS,
    GamesWriter,
    Tally,
    games_table,
    read_metadata,
    summary_table,
    write_atomic,
)
from simcore.stats import wilson, wilson_counts
from strategies import REGISTRY

# --- Wilson -----------------------------------------------------------------------------

@pytest.mark.parametrize("x, n, low, high", [
    # Newcombe (1998), "Two-sided confidence intervals for the single proportion", method 3
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0000, 0.1611),
    (1, 29, 0.0061, 0.1718),
    # textbook values
    (50, 100, 0.4038, 0.5962),
    (10, 10, 0.7225, 1.0000),
])
def test_wilson_known_values(x, n, low, high):
    lo, hi = wilson_counts(x, n)
    assert lo == pytest.approx(low, abs=5e-5)
    assert hi == pytest.approx(high, abs=5e-5)


def test_wilson_is_vectorised_and_handles_zero_games():
    lo, hi = wilson(np.array([0.25, 0.5, 0.75]), np.array([40, 0, 40]))
    assert lo.shape == (3,)
    assert np.isnan(lo[1]) and np.isnan(hi[1])
    assert lo[0] == pytest.approx(1 - hi[2]) and hi[0] == pytest.approx(1 - lo[2])
    assert (lo[[0, 2]] < [0.25, 0.75]).all() and (hi[[0, 2]] > [0.25, 0.75]).all()


def test_wilson_holds_its_estimate_exactly_at_the_ends():
    """0 of 7 and 7 of 7: the bound at the end is exactly the estimate (computed, 0 of 7 came
    out at 3e-17, and a chart drew a negative error bar from it)."""
    p = np.array([0.0, 1.0, 0.0, 1.0, 1 / 3])
    n = np.array([7, 7, 1, 1000, 3])
    lo, hi = wilson(p, n)
    assert lo[0] == 0.0 and lo[2] == 0.0 and hi[1] == 1.0 and hi[3] == 1.0
    assert (lo <= p).all() and (p <= hi).all()
    grid = np.linspace(0, 1, 101)
    for k in (1, 2, 3, 7, 20, 999):
        lo, hi = wilson(grid, k)
        assert (lo <= grid).all() and (grid <= hi).all() and (lo >= 0).all() and (hi <= 1).all()


# --- aggregation --------------------------------------------------------------------------

# 3 players, 4 games: a 2-way tie, a VP tie broken by turns, a 3-way tie, a plain win
VP = np.array([[10, 10, 5], [10, 10, 10], [3, 3, 3], [1, 2, 3]])
TURNS = np.array([[15, 15, 15], [15, 14, 15], [10, 10, 10], [12, 12, 11]])
END = np.array([1, 1, 2, 3])


def chunk(lo, hi):
    k = hi - lo
    return Chunk(lo, VP[lo:hi], TURNS[lo:hi], END[lo:hi], np.zeros((k, 3), np.int64),
                 np.zeros((k, 3, 7), np.int16))


def test_tally_counts_ties_as_shares():
    t = Tally(3).add(chunk(0, 4))
    assert t.games == 4
    assert t.wins.tolist() == [0, 1, 1]
    assert t.ties.tolist() == [2, 2, 1]
    assert t.losses.tolist() == [2, 1, 2]
    assert (t.wins + t.ties + t.losses == 4).all()
    assert t.share() == pytest.approx([(0.5 + 1 / 3) / 4, (0.5 + 1 + 1 / 3) / 4, (1 / 3 + 1) / 4])
    assert t.share().sum() == pytest.approx(1.0, abs=1e-12)
    # seat 0 of game i is entry i mod 3: entry 0 started games 0 and 3, entry 1 game 1, ...
    assert t.first_games.tolist() == [2, 1, 1]
    assert t.first_seat_share() == pytest.approx([0.25, 1.0, 1 / 3])
    assert t.vp.tolist() == [24, 25, 21]


def test_tally_is_the_same_in_any_chunking():
    whole = Tally(3).add(chunk(0, 4))
    parts = Tally(3).add(chunk(0, 1)).add(chunk(1, 3)).add(chunk(3, 4))
    for f in ("wins", "ties", "losses", "share_units", "first_games", "first_units", "vp", "turns"):
        assert getattr(whole, f).tolist() == getattr(parts, f).tolist()


def small_match():
    s = [REGISTRY["big-money"], REGISTRY["smithy-bm"], REGISTRY["big-money"]]
    return Match(s, [], games=4, seed=7)


def test_summary_table_has_the_contract_columns():
    m = small_match()
    tab = summary_table(Tally(3).add(chunk(0, 4)), m)
    assert tab.column_names == SUMMARY_COLUMNS
    rows = tab.to_pylist()
    assert [r["entry"] for r in rows] == [0, 1, 2]
    assert rows[1]["opponents"] == "big-money,big-money"
    assert rows[0]["games"] == 4 and rows[0]["seed"] == 7 and rows[0]["players"] == 3
    assert rows[2]["mean_vp"] == pytest.approx(21 / 4)
    for r in rows:
        assert r["ci_low"] <= r["share"] <= r["ci_high"]
    md = tab.schema.metadata
    for key in (b"engine_version", b"version", b"edition", b"seed", b"kingdom", b"players",
                b"strategies", b"turn_limit"):
        assert key in md


def test_games_rows_and_atomic_writes(tmp_path):
    from simcore.dominion.match import outcomes
    m = small_match()
    path = tmp_path / "g.parquet"
    with GamesWriter(path, m) as w:
        for lo, hi in ((0, 3), (3, 4)):
            c = chunk(lo, hi)
            share, result = outcomes(c.vp, c.turns)
            w.write(c, share, result)
        assert not path.exists()                  # only the temporary file so far
    pf = pq.ParquetFile(path)
    assert pf.metadata.num_row_groups == 2
    t = pf.read()
    assert t.column_names[:len(GAME_COLUMNS)] == GAME_COLUMNS
    assert t.column_names[len(GAME_COLUMNS):] == ["first_province", "deck_copper", "deck_silver", "deck_gold",
                                                  "deck_estate", "deck_duchy", "deck_province",
                                                  "deck_curse"]
    d = t.to_pydict()
    assert d["game"][:6] == [0, 0, 0, 1, 1, 1]
    assert d["result"][:6] == ["tie", "tie", "loss", "loss", "win", "loss"]
    assert d["share"][6:9] == pytest.approx([1 / 3] * 3)
    assert d["end"][::3] == ["provinces", "provinces", "piles", "turn_limit"]
    assert d["seat"][:6] == [0, 1, 2, 2, 0, 1]
    assert d["first_province"] == [-1] * 12           # chunk() gives no first-Province turns
    assert read_metadata(path)["entries"] == ["big-money", "smithy-bm", "big-money"]
    assert [p.name for p in tmp_path.iterdir()] == ["g.parquet"]


def test_a_failed_run_leaves_no_file(tmp_path):
    m = small_match()
    path = tmp_path / "g.parquet"
    with pytest.raises(RuntimeError):
        with GamesWriter(path, m):
            raise RuntimeError("crash")
    assert list(tmp_path.iterdir()) == []
    tab = summary_table(Tally(3).add(chunk(0, 4)), m)
    write_atomic(tab, tmp_path / "s.parquet")
    assert [p.name for p in tmp_path.iterdir()] == ["s.parquet"]


def test_games_table_orders_rows_game_major():
    from simcore.dominion.match import outcomes
    m = small_match()
    from simcore.results import games_schema
    c = chunk(0, 4)
    share, result = outcomes(c.vp, c.turns)
    t = games_table(c, share, result, games_schema(m), ["a", "b", "c"])
    assert t.num_rows == 12
    assert t.column("entry").to_pylist() == [0, 1, 2] * 4
    assert t.column("vp").to_pylist() == VP.ravel().tolist()
