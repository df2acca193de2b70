"""examples/ beyond the Dominion strategy files: an Intrige policy and a TOML bot file, each
loaded the way the README says and played, without an illegal answer."""
from pathlib import Path

import pandas as pd
from click.testing import CliRunner

from cli.main import cli
from strategies.dominion.bot_files import read_bots

ROOT = Path(__file__).resolve().parents[1]
INTRIGE = ROOT / "examples" / "intrige" / "tax_bluff.py"
TOML = ROOT / "examples" / "buy_lists.toml"


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def test_the_intrige_policy_plays(tmp_path):
    out = tmp_path / "i.parquet"
    r = run("intrige", "match", f"{INTRIGE}:tax_bluff", "honest", "shark", "-n", 300,
            "-o", out, "-q")
    assert r.exit_code == 0, r.output
    df = pd.read_parquet(out)
    assert list(df["strategy"]) == ["tax_bluff", "honest", "shark"]
    assert (df["fallbacks"] == 0).all() and df.loc[0, "wins"] > 0


def test_the_intrige_policy_is_the_one_its_docstring_runs():
    assert "examples/intrige/tax_bluff.py:tax_bluff" in INTRIGE.read_text()


def test_every_toml_example_bot_plays_on_its_kingdom(tmp_path):
    bots = read_bots(str(TOML))
    assert set(bots) == {"witch-bm", "smithy-market"}
    for name in bots:
        out = tmp_path / f"{name}.parquet"
        r = run("match", f"{TOML}:{name}", "big-money-ultimate", "-n", 200, "-o", out)
        assert r.exit_code == 0, r.output
        df = pd.read_parquet(out)
        assert df.loc[0, "fallbacks"] == 0 and df.loc[0, "share"] > 0.5, (name, r.output)
    kingdom = next(x for x in r.output.splitlines() if x.startswith("kingdom: "))
    assert sorted(kingdom[9:].split(",")) == ["Market", "Smithy"]
