"""The run options every run command shares (cli/common.py): output names and refusals."""
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

from cli.main import cli


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


@pytest.mark.parametrize("option, name", [("--out", "s.csv"), ("--out", "s.json"),
                                          ("--games-out", "g.csv")])
def test_a_name_that_is_not_parquet_is_refused(tmp_path, option, name):
    args = ["match", "big-money", "smithy-bm", "--games", 10, option, tmp_path / name]
    if option == "--games-out":
        args += ["--out", tmp_path / "s.parquet"]
    r = run(*args)
    assert r.exit_code == 2
    assert "domsim writes parquet" in r.output and ".parquet" in r.output, r.output
    assert len(r.output.strip().splitlines()) == 1
    assert list(tmp_path.iterdir()) == []


BOT = '''
from simcore.dominion.cards import GOLD, PROVINCE, SILVER
from simcore.dominion.state import NONE
from simcore.dominion.view import ok
from strategies import Strategy


def plain_money(g, me, prm):
    if ok(g, PROVINCE):
        return PROVINCE
    if ok(g, GOLD):
        return GOLD
    if ok(g, SILVER):
        return SILVER
    return NONE


money_bot = Strategy("Plain Money", buy=plain_money, summary="Province, Gold, Silver")
'''


def test_the_default_file_is_named_by_display_names(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("bots.py").write_text(BOT)
    r = run("match", "bots.py:money_bot", "big-money", "--games", 20, "-q")
    assert r.exit_code == 0, r.output
    assert [p.name for p in Path("results").iterdir()] == ["match-Plain-Money-big-money-s0.parquet"]
    assert pd.read_parquet("results/match-Plain-Money-big-money-s0.parquet").strategy[0] == \
        "Plain Money"
