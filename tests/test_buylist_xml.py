"""Geronimoo XML bots: import, the built-ins they equal, each condition type on a concrete
position, refusals, round trips to TOML, the `import-bots` command. (DominionSim's own
DomBots.xml is not bundled: `python -m benchmarks.dombots_xml DomBots.xml --check` checks
every base/Intrigue bot of it.)"""
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from strategies import REGISTRY
from strategies.dominion import buylist as bl
from strategies.dominion.bot_files import read_bots
from strategies.dominion.botfile import BotError, bots_from_toml, encode, strategy, toml_text
from strategies.dominion.geronimoo import QUANTITY, bot_from_xml, read_xml, xml_text
from tests.test_buylist import games, pos, same  # noqa: F401  (pos: the position fixture)

ROOT = Path(__file__).resolve().parents[1]
XML = ROOT / "tests" / "data" / "buylist" / "bots.xml"
CANON = ROOT / "tests" / "data" / "buylist" / "canonical.toml"


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


@pytest.mark.parametrize("xml_name,builtin", [("Big Money Ultimate", "big-money-ultimate"),
                                              ("Witch", "double-witch"),
                                              ("Basic Big Money", "big-money"),
                                              ("Smithy", "smithy-bm")])
def test_xml_bots_that_are_builtins_play_game_for_game_like_them(xml_name, builtin):
    s = strategy(bot_from_xml(XML, xml_name))      # get() refuses "Big Money Ultimate": its name
    field = [REGISTRY["smithy-bm"], REGISTRY["big-money-ultimate"]]
    same(games([REGISTRY[builtin]] + field, n=300), games([s] + field, n=300))


def as_xml(builtin):
    """A built-in's rules as the XML of the same bot reads: getTotalMoney counts the +$ of
    Actions there (money_with_actions; for these bots the same number as money)."""
    return REGISTRY[builtin].summary.replace("money", "money_with_actions")


def test_xml_reads_as_the_rules_bots_md_writes():
    assert bot_from_xml(XML, "Big Money Ultimate").words() == as_xml("big-money-ultimate")
    assert bot_from_xml(XML, "Smithy").words() == as_xml("smithy-bm")
    assert bot_from_xml(XML, "Witch").words() == (
        "Province if count(Gold) > 0; Duchy if prov <= 5; Estate if prov <= 2; "
        "Witch if count(Witch) == 0; Gold; Witch if count(Witch) < 2; Silver")
    assert bot_from_xml(XML, "Every condition").words() == (
        "Province if vp >= max_opp_vp - 5; Duchy if gains_to_end <= 5; "
        "Market if coins_now == 5 and buys < 2; Village if in_hand(Smithy) > in_play(Village); "
        "Smithy if turn < deck_size * 0.5 and count_type(Action) < supply(Smithy) + 1; Silver")


# each Geronimoo condition type, read on the position of tests/test_buylist.py
VALUES = [("countCardsInDeck", "Estate", 3), ("countCardsInSupply", "Gardens", 2),
          ("countCardsInSupply", "Province", 5), ("getTotalMoney", None, 7),
          ("getTotalMoneyExcludingMats", None, 7),        # no mat here: the same
          ("countEmptyPiles", None, 1), ("actionsLeft", None, 1),
          ("countCardsLeftInDrawDeck", None, 5),
          ("countCardTypeInDeck", "Treasure", 4), ("countCardTypeInDeck", "Victory", 4),
          ("gainsNeededToEndGame", None, 3), ("countCardsInHand", "Copper", 2),
          ("countCardsInPlay", "Smithy", 0), ("countVP", None, 9),
          ("countMAXOpponentVP", None, 6), ("countAllCardsInDeck", None, 10),
          ("countBuysLeft", None, 2), ("isActionPhase", None, 1),
          ("countCardTypeInDeck", "Terminal", 1), ("countCardTypeInDeck", "Village", 1),
          ("countCardTypeInDeck", "Cycler", 1), ("countCardTypeInDeck", "Action", 2)]


def condition_bot(tmp_path, left, attr, op, value, extra=None):
    a = f' attribute="{attr}"' if attr else ""
    x = f'<extra_operation type="{extra[0]}" attribute="{extra[1]}"/>' if extra else ""
    p = tmp_path / "c.xml"
    p.write_text(f'<playerCollection><player name="c"><buy name="Silver"><condition>'
                 f'<left type="{left}"{a}/><operator type="{op}"/>'
                 f'<right type="constant" attribute="{value}"/>{x}</condition></buy></player>'
                 f'</playerCollection>')
    return bot_from_xml(p, "c")


def test_every_condition_type_is_covered():
    assert {t for t, _, _ in VALUES} | {"countTurns", "countAvailableMoney"} == set(QUANTITY)


@pytest.mark.parametrize("kind,attr,value", VALUES)
def test_each_condition_type_on_a_concrete_position(pos, tmp_path, kind, attr, value):  # noqa: F811
    for op, v, want in [("equalTo", value, True), ("equalTo", value + 1, False),
                        ("greaterThan", value - 1, True), ("smallerThan", value, False)]:
        bot = condition_bot(tmp_path, kind, attr, op, f"{v}.0")
        assert bool(bl.holds(pos.g, 0, encode(bot), bl.HEAD + 2)) is want, (kind, op, v)


def test_count_turns_is_my_turns_started(pos, tmp_path):  # noqa: F811
    t = int(pos.g["turns"][0])
    bot = condition_bot(tmp_path, "countTurns", None, "equalTo", f"{t}.0")
    assert bl.holds(pos.g, 0, encode(bot), bl.HEAD + 2)


def test_available_money_and_action_phase_in_the_buy_phase(pos, tmp_path):  # noqa: F811
    pos.answer(None)                       # Buy phase, Copper, Copper, Silver played: $4
    for kind, v in [("countAvailableMoney", 4), ("isActionPhase", 0)]:
        bot = condition_bot(tmp_path, kind, None, "equalTo", f"{v}.0")
        assert bl.holds(pos.g, 0, encode(bot), bl.HEAD + 2), kind


@pytest.mark.parametrize("extra,value,want", [(("plus", "1.0"), 5, True), (("minus", "2.0"), 1, False),
                                              (("divideBy", "2.0"), 8, True),
                                              (("multiplyWith", "0.5"), 2, False)])
def test_extra_operations_apply_to_the_right_side(pos, tmp_path, extra, value, want):  # noqa: F811
    # count(Estate) = 3 on the position; the right side is value <extra>
    bot = condition_bot(tmp_path, "countCardsInDeck", "Estate", "smallerThan", f"{value}.0", extra)
    assert bool(bl.holds(pos.g, 0, encode(bot), bl.HEAD + 2)) is want


def test_a_bot_using_what_we_lack_is_refused_naming_all_of_it():
    with pytest.raises(BotError) as e:
        bot_from_xml(XML, "Needs Alchemy")
    msg = str(e.value)
    assert "\n" not in msg
    for word in ("'Alchemist'", "'Herbalist'", "'countVPon'"):
        assert word in msg


def test_xml_to_toml_gives_the_same_rules_and_back():
    bots, skipped = read_xml(XML)
    assert [b.name for b in bots] == ["Basic Big Money", "Big Money Ultimate", "Witch", "Smithy",
                                      "Every condition"]
    assert [n for n, _ in skipped] == ["Needs Alchemy"]
    back = bots_from_toml(toml_text(bots))
    assert [back[b.name] for b in bots] == bots
    tmp = read_xml_text(xml_text(bots))
    assert tmp == bots


def read_xml_text(text, tmp=Path("/tmp")):
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False) as f:
        f.write(text)
    try:
        return read_xml(f.name)[0]
    finally:
        os.unlink(f.name)


def test_unparseable_xml_names_its_line(tmp_path):
    p = tmp_path / "bad.xml"
    p.write_text("<playerCollection>\n<player name='a'>\n<buy name='Gold'>\n</player>\n")
    with pytest.raises(BotError, match=r"not valid XML: mismatched tag \(line 4, column 3\)"):
        read_bots(str(p))


def test_cli_match_strategies_and_import_bots(tmp_path):
    r = run("match", f"{XML}:Basic Big Money", "big-money-ultimate", "-n", "200", "-q",
            "-o", tmp_path / "m.parquet")
    assert r.exit_code == 0, r.output + r.stderr
    r = run("strategies", f"{XML}:Witch")
    assert r.exit_code == 0 and "4. Witch if count(Witch) == 0" in r.output
    out = tmp_path / "bots.toml"
    r = run("import-bots", XML, "--out", out)
    assert r.exit_code == 0
    assert "imported 5 bots; skipped 1" in r.stderr and "'Alchemist' (1)" in r.stderr
    assert read_bots(str(out))["Smithy"].rules == bot_from_xml(XML, "Smithy").rules
    r = run("import-bots", XML, "--out", out)                    # exists: refused
    assert r.exit_code == 2 and "already exists" in r.stderr


@pytest.mark.parametrize("args,message", [
    (["match", f"{XML}:Needs Alchemy", "big-money"], "'Alchemist'"),
    (["match", f"{XML}:Big Money Ultimat", "big-money"], "did you mean Big Money Ultimate"),
    (["match", f"{XML}:Big Money Ultimate", "big-money"],
     "named like the built-in bot big-money-ultimate"),
    (["match", f"{XML}", "big-money"], "holds 6 bots: say which"),
    (["match", "nowhere.toml:x", "big-money"], "not found"),
    (["strategies", f"{CANON}:smithy"], "has no bot 'smithy' (did you mean smithy-bm"),
])
def test_bad_bot_specs_are_one_line_exit_2(args, message):
    r = run(*args)
    assert r.exit_code == 2 and message in r.stderr and r.stderr.count("\n") == 1, r.stderr
