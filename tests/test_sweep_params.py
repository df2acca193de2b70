"""`domsim sweep params`: a grid over a strategy's declared parameters (strategies.Param)."""
import pandas as pd
import pytest
from click.testing import CliRunner

import domsim
from cli.main import cli
from simcore.plan import derive_seed
from simcore.results import SUMMARY_COLUMNS


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def test_grid_rows_round_trip_through_match(tmp_path):
    out = tmp_path / "p.parquet"
    r = run("sweep", "params", "smithy-bm", "--param", "money=14..18:2", "--games", 200,
            "--out", out, "--quiet")
    assert r.exit_code == 0, r.output
    table = pd.read_parquet(tmp_path / "p.params.parquet")
    assert list(table["money"]) == [14, 16, 18]
    rows = pd.read_parquet(out)
    one = rows[(rows["money"] == 18)].sort_values("entry")
    name = one["strategy"].iloc[0]
    assert name.startswith("smithy-bm") and "money=18" in name
    seed = int(one["seed"].iloc[0])
    kingdom = one["kingdom"].iloc[0]
    assert seed == derive_seed(0, f"params|{name}|big-money-ultimate|kingdom={kingdom}|players=2")
    r = run("match", name, "big-money-ultimate", "--games", 200, "--seed", seed, "--kingdom",
            kingdom, "--out", tmp_path / "m.parquet", "--quiet")
    assert r.exit_code == 0, r.output
    m = pd.read_parquet(tmp_path / "m.parquet")
    pd.testing.assert_frame_equal(m[SUMMARY_COLUMNS].reset_index(drop=True),
                                  one[SUMMARY_COLUMNS].reset_index(drop=True))
    assert (tmp_path / "p.params.png").stat().st_size > 10_000


def test_two_parameters_make_a_heatmap(tmp_path):
    df = domsim.sweep_params("smithy-bm", ["money=15..16", "duchy=3..5"], games=60,
                             out=tmp_path / "p.parquet", progress=False)
    assert len(df) == 6 and {"money", "duchy"} <= set(df.columns)
    r = run("report", tmp_path / "p.parquet", "--png", tmp_path / "png")
    assert r.exit_code == 0, r.output
    assert (tmp_path / "png" / "params.png").stat().st_size > 10_000


@pytest.mark.parametrize("param, words", [
    ("monee=14..16", "no parameter"),
    ("money=14..999", "outside"),
    ("money=18..14", "inverted"),
    ("money=", "empty"),
    ("money=0..100", None),
])
def test_bad_parameters(tmp_path, param, words):
    extra = ["--param", "treasures=1..100"] if words is None else []   # 10,100 points
    r = run("sweep", "params", "smithy-bm", "--param", param, *extra, "--out",
            tmp_path / "x.parquet")
    assert r.exit_code == 2, r.output
    assert r.output.startswith("Error:") and (words or "10,000") in r.output
    assert list(tmp_path.iterdir()) == []
