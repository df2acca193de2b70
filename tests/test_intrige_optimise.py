"""`domsim intrige optimise`: the shared search over an Intrige bot's parameters, played under
the rule variant asked for; deterministic for a seed and a games budget; bad input."""
import json

import pandas as pd
import pytest
from click.testing import CliRunner

from cli.main import cli
from simcore.intrige import options
from strategies import search
from strategies.intrige import get
from strategies.intrige.tuning import IntrigeArena, ParamSpace


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


@pytest.fixture
def tiny(monkeypatch):
    """A search small enough for a unit test: 6 candidates, rungs of 20 and 60 games."""
    monkeypatch.setattr(search, "POP", 5)
    monkeypatch.setattr(search, "RUNGS", (20, 60))


def test_the_arena_plays_the_variant():
    # nobody ever gains a coin: no Coup, no Dagger, every game is cut off and shared
    broke = options.parse(["start-coins=0", "start-coins-2p=0", "income=0", "foreign-aid=0",
                           "tax=0", "turn-limit=5"])
    honest = get("honest")
    fox = get("fox")
    assert IntrigeArena((), 2, rules=broke).share(fox, honest, 3, 0, 200) == 100.0
    assert IntrigeArena((), 2, rules=options.defaults()).share(fox, honest, 3, 0, 200) > 120


def test_the_space_is_the_bots_parameters_from_its_defaults():
    space = ParamSpace.of(get("fox"))
    assert space.seeds() == [{"p0": 50, "p1": 600, "p2": 100}]
    b = space.bot({"p0": 5, "p1": 995, "p2": 0}, "x")
    assert b.words() == "fox:0.005:0.995:0" and get(b.words()).params == (5, 995, 0)
    s = space.strategy(b)
    assert s.decide is get("fox").decide and tuple(s.prm()[:3]) == (5, 995, 0)


def test_cli_is_deterministic_and_names_the_variant(tiny, tmp_path):
    outs = []
    for d in ("a", "b"):
        r = run("intrige", "optimise", "shark", "--against", "fox", "--rule", "tax=2",
                "--budget", "10000", "--seed", "5", "--final-games", "200", "-q",
                "--out", tmp_path / d)
        assert r.exit_code == 0, r.output
        outs.append(tmp_path / d)
    a, b = outs
    assert (a / "final.csv").read_text() == (b / "final.csv").read_text()
    pd.testing.assert_frame_equal(pd.read_parquet(a / "candidates.parquet"),
                                  pd.read_parquet(b / "candidates.parquet"))
    info = json.loads((a / "run.json").read_text())
    assert info["rules"] == "tax=2" and info["best"].startswith("shark:")
    assert info["best"] in r.output and "--rule tax=2" in info["command"]
    cands = pd.read_parquet(a / "candidates.parquet")
    assert cands["rules"].nunique() > 3 and cands.groupby("generation")["winner"].sum().eq(1).all()
    final = pd.read_csv(a / "final.csv")
    assert {"fox", "shark", "counter", "bluffer", "aggressive"} == set(final["opponent"])


@pytest.mark.parametrize("args,message", [
    (["honest"], "'honest' has no parameters to tune"),
    (["fox", "--budget", "10000"], "one generation against this field takes 37,500 games"),
    (["foxx"], "unknown Intrige strategy 'foxx'"),
    (["fox", "--rule", "tax=x"], "tax='x': give a whole number from 0 to 20"),
    (["fox", "--against", "sharkk"], "unknown Intrige strategy 'sharkk'"),
    (["fox", "--players", "9"], "9"),
])
def test_bad_input_is_one_line_exit_2(args, message, tmp_path):
    r = run("intrige", "optimise", *args, "--out", tmp_path / "o")
    assert r.exit_code == 2 and message in r.output and len(r.output.splitlines()) == 1
    assert not (tmp_path / "o").exists()
