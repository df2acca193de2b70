"""The shared core with a second, tiny game (tests/toygame.py: hidden cards, 2-8 seats, its
own setup arguments, result fields and metadata), registered for these tests only: every
check of tests/test_api.py, and the files and `domsim report` of one of its runs."""
import pytest

from simcore import games
from tests import test_api as api
from tests.toygame import PLAYERS


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setitem(games.GAMES, "toy", games.Entry("tests.toygame", ("tests/toygame.py",)))
    monkeypatch.setitem(games._BOTS, "toy", PLAYERS)
    return games.get("toy")


def test_the_toy_game_is_registered(toy):
    assert "toy" in games.available() and toy.title == "High card"


@pytest.mark.parametrize("check", [
    "test_the_state_has_the_common_header",
    "test_a_fresh_state_has_a_pending_decision_with_a_legal_answer",
    "test_a_step_after_the_end_changes_nothing",
    "test_the_same_seed_and_game_give_the_same_log",
    "test_threads_and_chunks_change_nothing_and_shares_sum_to_one",
    "test_redrawing_hidden_cards_changes_no_view",
])
def test_the_toy_game_passes_the_api_test(toy, check):
    getattr(api, check)(toy)


@pytest.mark.parametrize("which", ["min", "max"])
def test_toy_random_play(toy, which):
    api.test_random_legal_play_ends_with_every_invariant_kept(toy, which)


def test_toy_runner_files_and_report(toy, tmp_path):
    from click.testing import CliRunner

    from cli.main import cli
    from simcore.results import read_metadata, read_summary, resume_point
    api.test_an_interrupted_run_resumes_to_the_same_files(toy, tmp_path)
    rows, md = read_summary(tmp_path / "a.parquet")
    assert md["game"] == "toy" and md["deck_size"] == "10"
    assert [r["entry"] for r in rows] == [0, 1]
    assert abs(sum(r["share"] for r in rows) - 1) < 1e-9
    assert read_metadata(tmp_path / "ag.parquet")["kind"] == "games"
    r = CliRunner().invoke(cli, ["report", str(tmp_path / "a.parquet")])
    assert r.exit_code == 0 and "High card: always vs half: 90 games" in r.output
    assert "mean card" in r.output
    # another game's file is not resumed by a Dominion run
    dominion = games.bots("dominion").example(2, games=90)
    with pytest.raises(ValueError, match="another game"):
        resume_point(dominion, tmp_path / "a.parquet")
