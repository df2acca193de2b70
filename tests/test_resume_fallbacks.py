"""A run whose strategy gives illegal answers, interrupted and resumed, writes the same bytes
as the run played straight through: the counts and the first illegal answer of each entry
(`totals` in the metadata, which `match` and `report` print with a replay command) carry
over the interruption."""
from pathlib import Path

import pytest

from simcore.dominion.match import Match
from simcore.results import RunInterrupted, read_metadata, resume_point, run_match
from strategies import REGISTRY, get

CHAOS = Path(__file__).parent / "data" / "chaos.py"


def chaos_match():
    return Match([get(f"{CHAOS}:chaos"), REGISTRY["big-money"]], [], games=90, seed=5,
                 threads=1, chunk=30)


def test_a_resumed_run_with_illegal_answers_gives_the_same_files(tmp_path):
    run_match(chaos_match(), out=tmp_path / "a.parquet", games_out=tmp_path / "ag.parquet")
    first = read_metadata(tmp_path / "a.parquet")["totals"]["first_fallback"][0]
    assert first is not None and first[0] < 30          # in the chunk before the interruption
    m = chaos_match()
    stops = iter([False, True])
    with pytest.raises(RunInterrupted):
        run_match(m, out=tmp_path / "b.parquet", games_out=tmp_path / "bg.parquet",
                  stop=lambda: next(stops))
    start = resume_point(m, tmp_path / "b.parquet", tmp_path / "bg.parquet")
    assert 0 < start.done < 90
    run_match(m, out=tmp_path / "b.parquet", games_out=tmp_path / "bg.parquet", resume=start)
    assert (tmp_path / "b.parquet").read_bytes() == (tmp_path / "a.parquet").read_bytes()
    assert (tmp_path / "bg.parquet").read_bytes() == (tmp_path / "ag.parquet").read_bytes()
