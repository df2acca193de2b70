"""`domsim intrige tournament`: every pairing (or table) as matchups of the shared plan
runner: the rows are those of `domsim intrige match` with the derived seed, the crosstable
and ranking agree with them, `domsim report` prints what the run printed, threads, chunks and
resume give the same bytes, precision plays whole seat rotations, bad input is one line."""
import pandas as pd
import pytest
from click.testing import CliRunner

from cli.main import cli
from domsim import DomsimError
from domsim.intrige import tournament
from simcore.plan import PlanInterrupted, derive_seed

THREE = ["shark", "honest", "counter"]


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


@pytest.fixture(scope="module")
def three(tmp_path_factory):
    d = tmp_path_factory.mktemp("itour")
    r = run("intrige", "tournament", *THREE, "--games", 400, "--seed", 3, "--threads", 1,
            "--out", d / "t.parquet")
    assert r.exit_code == 0, r.output
    return d, r.stdout, pd.read_parquet(d / "t.parquet"), pd.read_parquet(
        d / "t.ranking.parquet")


def test_rows_crosstable_and_ranking(three):
    d, text, rows, rank = three
    assert rows["matchup"].nunique() == 3 and (rows["games"] == 400).all()
    assert set(rows["pairing"]) == {"counter vs honest", "counter vs shark",
                                    "honest vs shark"}
    # every game has one winner, or is shared by the players still in
    assert (rows.groupby("matchup")["share"].sum().round(9) == 1).all()
    assert sorted(rank["strategy"]) == sorted(THREE)
    assert list(rank["rating"]) == sorted(rank["rating"], reverse=True)
    assert ((rank["rating_low"] < rank["rating"]) & (rank["rating"] < rank["rating_high"])).all()
    lines = text.splitlines()
    assert lines[0].startswith("Intrige tournament of 3 strategies, 2 players, rules default, "
                               "400 games per matchup, seed 3, domsim ")
    assert "crosstable: share (%) of row against column, ± 95% CI half-width:" in lines
    # the crosstable cell of the first-ranked strategy against the second, from the rows
    a, b = rank["strategy"][0], rank["strategy"][1]
    g = rows[rows["pairing"] == " vs ".join(sorted([a, b]))]
    share = float(g.loc[g["strategy"] == a, "share"].iloc[0])
    row = [x for x in lines if x.split()[:2] == ["1", a]][-1]
    assert row.split()[3] == f"{100 * share:.1f}±" + row.split()[3].split("±")[1]
    assert lines[-1] == f"wrote {d / 't.parquet'} and {d / 't.ranking.parquet'}"


def test_matchup_rows_are_those_of_intrige_match(three, tmp_path):
    d, _, rows, _ = three
    g = rows[rows["pairing"] == "honest vs shark"].reset_index(drop=True)
    seed = derive_seed(3, "intrige-tournament|honest|shark|rules=default|players=2")
    r = run("intrige", "match", "honest", "shark", "--games", 400, "--seed", seed,
            "--threads", 1, "--out", tmp_path / "m.parquet", "--quiet")
    assert r.exit_code == 0, r.output
    m = pd.read_parquet(tmp_path / "m.parquet")
    pd.testing.assert_frame_equal(g[m.columns], m)


def test_report_prints_what_the_run_printed(three, tmp_path):
    d, text, _, _ = three
    r = run("report", d / "t.parquet", "--png", tmp_path / "png")
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[:-1] == text.splitlines()[:-2]
    from PIL import Image
    for name in ("heatmap.png", "ranking.png"):
        im = Image.open(tmp_path / "png" / name).convert("L")
        assert im.size[0] >= 600 and im.getextrema()[0] < 100  # not blank: dark ink


def test_threads_chunks_and_resume_give_the_same_files(tmp_path):
    args = dict(games=240, seed=8, progress=False, rules=["order=block-first"])
    tournament(THREE, threads=1, chunk=240, out=tmp_path / "a.parquet", **args)
    tournament(THREE, threads=2, chunk=50, out=tmp_path / "b.parquet", **args)
    calls = []

    def stop():                         # ask to stop during the second matchup (after its
        calls.append(1)                 # first chunk: the first matchup took 3 + 1 calls)
        return len(calls) >= 5
    with pytest.raises(PlanInterrupted):
        tournament(THREE, threads=2, chunk=60, out=tmp_path / "c.parquet", stop=stop, **args)
    assert not (tmp_path / "c.parquet").exists()
    assert (tmp_path / "c.parquet.parts").is_dir()
    with pytest.raises(DomsimError, match="--resume"):
        tournament(THREE, threads=2, chunk=60, out=tmp_path / "c.parquet", **args)
    with pytest.raises(DomsimError, match="another run"):
        tournament(THREE, threads=2, chunk=60, out=tmp_path / "c.parquet", resume=True,
                   **dict(args, rules=None))
    tournament(THREE, threads=2, chunk=60, out=tmp_path / "c.parquet", resume=True, **args)
    assert not (tmp_path / "c.parquet.parts").exists()
    for name in ("parquet", "ranking.parquet"):
        ref = (tmp_path / f"a.{name}").read_bytes()
        assert (tmp_path / f"b.{name}").read_bytes() == ref
        assert (tmp_path / f"c.{name}").read_bytes() == ref
    assert set(pd.read_parquet(tmp_path / "a.parquet")["rules"]) == {"order=block-first"}


def test_three_player_tables_and_precision():
    four = THREE + ["aggressive"]
    rank = tournament(four, players=3, games=90, seed=1, progress=False)
    rows = rank.attrs["rows"]
    assert rows["matchup"].nunique() == 4 and "table" in rows.columns
    assert (rows.groupby("strategy")["matchup"].nunique() == 3).all()
    assert "crosstable" not in rank.attrs
    rank = tournament(["shark", "random"], precision=0.03, seed=2, progress=False)
    games = int(rank.attrs["rows"]["games"].iloc[0])
    assert games % 1680 == 0                 # whole seat rotations of any count 2-8


@pytest.mark.parametrize("args, words", [
    (["shark"], "at least 2 strategies"),
    (["shark", "hnest"], "did you mean honest"),
    (["shark", "shark"], "named twice"),
    (["shark", "honest", "--players", 3], "more than the 2 strategies"),
    (["shark", "honest", "--players", 9], "--players"),
    (["shark", "honest", "--rule", "oder=block-first"], "did you mean order"),
    (["shark", "honest", "--rule", "order=sideways"], "the values are"),
    (["shark", "honest", "--precision", 0.5], "--precision must be between 0 and 0.5"),
    (["shark", "honest", "--precision", 0.01, "--games", 10], "not both"),
    (["shark", "honest", "random", "bluffer", "counter", "aggressive", "counter:0.3",
      "--players", 7, "--rule", "deck=15"], "too few cards for 7 players"),
])
def test_bad_input_one_line_exit_2(tmp_path, args, words):
    r = run("intrige", "tournament", *args, "--out", tmp_path / "t.parquet")
    assert r.exit_code == 2, r.output
    assert r.output.startswith("Error:") and words in r.output, r.output
    assert len(r.output.strip().splitlines()) == 1
    assert list(tmp_path.iterdir()) == []


def test_existing_output_refused(three):
    d, _, _, _ = three
    r = run("intrige", "tournament", *THREE, "--games", 400, "--seed", 3,
            "--out", d / "t.parquet")
    assert r.exit_code == 2 and "already exists" in r.output


def test_a_strategy_that_raises_is_named_with_its_matchup_and_game(tmp_path):
    from tests.test_intrige_cli_strict import CRASH
    f = tmp_path / "crashing.py"
    f.write_text(CRASH)
    out = tmp_path / "t.parquet"
    r = run("intrige", "tournament", "shark", f"{f}:crash", "honest", "--games", 100,
            "--threads", 1, "--seed", 5, "--out", out, "--quiet")
    assert r.exit_code == 2, r.output
    lines = [x for x in r.output.splitlines() if not x.startswith("compiling")]
    assert len(lines) == 1, r.output
    seed = derive_seed(5, "intrige-tournament|crash|honest|rules=default|players=2")
    assert lines[0].startswith(
        "Error: strategy crash (entry 0) raised ZeroDivisionError (integer division by zero) "
        "when asked an action decision, turn 1 of crash, in game ")
    assert f" of the matchup crash vs honest (seed {seed}); fix the strategy (replay: " \
        f"domsim intrige play {f}:crash honest --seed {seed} --game " in lines[0]
    # the first matchup failed: nothing is saved, nothing left to block the next run
    assert "saved" not in lines[0]
    assert list(tmp_path.iterdir()) == [f]
