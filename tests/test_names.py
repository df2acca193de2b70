"""Bot names as users type them: TOML and XML bots match in any case with '-', '_' or
spaces, as .py bots and built-ins do; a bot of the other game gets a hint, not just
"unknown strategy"."""
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from strategies import get
from strategies.dominion.botfile import BotError

XML = Path(__file__).resolve().parent / "data" / "buylist" / "bots.xml"
TOML = '[Witch_BM]\nbuy = ["Province", "Witch", "Gold", "Silver"]\n' \
       '[smithy-bm-2]\nbuy = ["Province", "Smithy", "Gold", "Silver"]\n'


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


@pytest.mark.parametrize("typed", ["Witch_BM", "witch-bm", "WITCH BM", "witch_bm"])
def test_toml_bots_match_loosely(tmp_path, typed):
    path = tmp_path / "mybots.toml"
    path.write_text(TOML)
    assert get(f"{path}:{typed}").name == "Witch_BM"
    assert get(f"{path}:Smithy_BM_2").name == "smithy-bm-2"


@pytest.mark.parametrize("typed", ["Basic Big Money", "basic big money",
                                   "basic-big-money", '"BASIC_BIG_MONEY"'])
def test_xml_bots_match_loosely(typed):
    assert get(f"{XML}:{typed}").name == "Basic Big Money"


def test_two_bots_one_loose_name_need_the_exact_one(tmp_path):
    path = tmp_path / "two.toml"
    path.write_text('[a-b]\nbuy = ["Gold"]\n[a_b]\nbuy = ["Silver"]\n')
    assert get(f"{path}:a_b").name == "a_b"
    with pytest.raises(BotError, match="has no bot 'A-B'"):
        get(f"{path}:A-B")


def test_loose_names_from_the_command_line(tmp_path):
    path = tmp_path / "mybots.toml"
    path.write_text(TOML)
    r = run("match", f"{path}:witch bm", f"{XML}:basic big money", "-n", 20,
            "-o", tmp_path / "m.parquet")
    assert r.exit_code == 0, r.output
    assert "Witch_BM vs Basic Big Money" in r.output


@pytest.mark.parametrize("args,hint", [
    (["match", "shark", "honest"], "shark is an Intrige bot; play it with `domsim intrige "
                                   "match shark ...`"),
    (["tournament", "Shark", "big-money"], "shark is an Intrige bot"),
    (["intrige", "match", "smithy-bm", "honest"], "smithy-bm is a Dominion bot; play it with "
                                                  "`domsim match smithy-bm ...`"),
    (["intrige", "match", "honest", "Big_Money"], "big-money is a Dominion bot")])
def test_a_bot_of_the_other_game_gets_a_hint(args, hint, tmp_path):
    r = run(*args, "-n", 10, "-o", tmp_path / "x.parquet")
    assert r.exit_code == 2
    lines = r.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: unknown ") and hint in lines[0]
    assert not (tmp_path / "x.parquet").exists()
