"""Intrige on a Dask cluster (simcore/intrige/tasks.py): a tournament, an optimiser run and a
balance search give the same files as in-process; how each kind of strategy travels to the
workers. One LocalCluster of 2 worker processes serves the module; games are few."""
import filecmp
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

pytest.importorskip("distributed")

from cli.main import cli  # noqa: E402
from simcore.intrige import options, tasks  # noqa: E402
from simcore.intrige.match import Match  # noqa: E402
from strategies import search  # noqa: E402
from strategies.intrige import get  # noqa: E402
from strategies.intrige.tuning import ParamSpace  # noqa: E402

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "intrige" / "tax_bluff.py"


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture(scope="module")
def address():
    from distributed import LocalCluster
    lc = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0")
    yield lc.scheduler_address
    lc.close()


def test_a_tournament_gives_the_same_files_as_in_process(address, tmp_path):
    args = ["intrige", "tournament", "fox", "shark:0.2:0.5", f"{EXAMPLE}:tax_bluff",
            "--players", "3", "--games", "600", "--chunk", "200", "--seed", "3",
            "--rule", "start-coins=1,2,3", "-q"]
    r = run(*args, "--out", tmp_path / "local.parquet", "--threads", "1")
    assert r.exit_code == 0, r.output
    r = run(*args, "--out", tmp_path / "remote.parquet", "--scheduler", address)
    assert r.exit_code == 0, r.output
    for a, b in (("local.parquet", "remote.parquet"),
                 ("local.ranking.parquet", "remote.ranking.parquet")):
        assert filecmp.cmp(tmp_path / a, tmp_path / b, shallow=False), a


def test_the_optimiser_on_the_cluster_finds_the_same(address, tmp_path, monkeypatch):
    monkeypatch.setattr(search, "POP", 2)               # two generations of 3 candidates: few
    monkeypatch.setattr(search, "RUNGS", (400, 1200))   # tasks, each of some games
    for where, more in (("local", []), ("remote", ["--scheduler", address])):
        r = run("intrige", "optimise", "shark", "--against", "fox", "--budget", "10000",
                "--rule", "tax=2", "--final-games", "200", "-q", "--out", tmp_path / where,
                *more)
        assert r.exit_code == 0, r.output
    assert (tmp_path / "local" / "final.csv").read_text() == \
        (tmp_path / "remote" / "final.csv").read_text()
    pd.testing.assert_frame_equal(pd.read_parquet(tmp_path / "local" / "candidates.parquet"),
                                  pd.read_parquet(tmp_path / "remote" / "candidates.parquet"))


def test_how_strategies_travel():
    space = ParamSpace.of(get("fox"))
    tuned = space.strategy(space.bot({"p0": 5, "p1": 10, "p2": 15}, "cand"))
    m = Match([get("fox"), get("counter:0.3"), get(f"{EXAMPLE}:tax_bluff"), tuned],
              rules=options.parse(["tax=4"]))
    spec = tasks.spec_for(m)
    assert spec.entries[:2] == ("fox", "counter:0.3")
    assert spec.entries[2][0] == "file" and spec.entries[2][2] == "tax_bluff"
    assert spec.entries[3][0] == "pickle"
    assert dict(spec.rules)["tax"] == "4"
    built = spec.build()
    assert [s.name for s in built.strategies] == [s.name for s in m.strategies]
    assert built.strategies[3].params == (5, 10, 15) and built.rules == m.rules


def test_the_balance_search_on_the_cluster_gives_the_same_files(address, tmp_path,
                                                                 monkeypatch):
    monkeypatch.setattr(search, "POP", 2)
    monkeypatch.setattr(search, "RUNGS", (20, 60))
    args = ["intrige", "variants", "-v", "default", "-v", "start-coins=1,2", "--players", "2-3",
            "--games", "300", "--tune-games", "420", "--seed", "2", "-q"]
    r = run(*args, "--out", tmp_path / "local.parquet")
    assert r.exit_code == 0, r.output
    r = run(*args, "--out", tmp_path / "remote.parquet", "--scheduler", address)
    assert r.exit_code == 0, r.output
    for a, b in (("local.parquet", "remote.parquet"),
                 ("local.verdict.parquet", "remote.verdict.parquet")):
        assert filecmp.cmp(tmp_path / a, tmp_path / b, shallow=False), a
