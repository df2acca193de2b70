"""`--colony` (and `colony=` in the API): Platinum and Colony in a run's Supply by Prosperity's
rule, or forced on or off; a kingdom without a Prosperity card plays as before."""
import pytest
from click.testing import CliRunner

import domsim
from cli.main import cli


def kingdom_of(df):
    return df.attrs["metadata"]["kingdom"]


def test_the_rule_and_the_option_in_the_api():
    # a kingdom of Prosperity cards only: Platinum and Colony join; forced off, they do not
    auto = domsim.match(["bm-monument", "big-money-ultimate"], games=40, progress=False)
    off = domsim.match(["bm-monument", "big-money-ultimate"], games=40, progress=False,
                       colony="no")
    assert kingdom_of(auto) == "Platinum,Colony,Monument" and kingdom_of(off) == "Monument"
    # no Prosperity card: nothing joins, unless forced
    base = domsim.match(["smithy-bm", "big-money"], games=40, progress=False)
    on = domsim.match(["smithy-bm", "big-money"], games=40, progress=False, colony="yes")
    assert kingdom_of(base) == "Smithy" and kingdom_of(on) == "Smithy,Platinum,Colony"
    # naming Colony puts both in; they do not count among a kingdom's 10 cards
    named = domsim.match(["smithy-bm", "big-money"], games=40, progress=False,
                         kingdom="Smithy,Colony")
    assert kingdom_of(named) == "Smithy,Platinum,Colony"


def test_a_bad_colony_is_one_line():
    with pytest.raises(domsim.DomsimError, match=r"^--colony must be auto, yes or no, got "
                                                 r"'maybe'; .*$"):
        domsim.match(["bm-monument", "big-money-ultimate"], games=40, progress=False,
                     colony="maybe")


def test_the_command_takes_colony(tmp_path):
    out = tmp_path / "m.parquet"
    r = CliRunner().invoke(cli, ["match", "bm-monument", "big-money-ultimate", "--games", "40",
                                 "--colony", "no", "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert "kingdom: Monument\n" in r.output
    r = CliRunner().invoke(cli, ["play", "bm-monument", "big-money-ultimate", "--colony", "yes",
                                 "--kingdom", "Smithy"])
    assert r.exit_code == 0, r.output
    assert "kingdom: Smithy, Platinum, Colony, Monument" in r.output
    assert "takes 1 VP token" in r.output and " from VP tokens), " in r.output
