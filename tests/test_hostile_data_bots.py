"""Data bots from strangers (issue 46, findings 5 and 6): the rule language is read in one
pass, whatever the spacing (a long run of spaces once took hours); each file limit is one
line naming it, exit 2; numbers that are not finite, deep TOML nesting and deep Python
expressions are one line, not an internal error; a long or non-ASCII bot name makes a short
ASCII default --out. The hostile inputs are up to 10 MB: each test asserts what they read as
(a result or the refusal), never how long that took."""
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from domsim.inputs import SLUG_MOST, default_out, slug
from simcore.dominion.cards import IDS
from strategies import REGISTRY
from strategies.dominion import buylist as bl
from strategies.dominion.bot_files import is_data_spec, load_spec, read_bots, split_spec
from strategies.dominion.botfile import (
    MAX_BOTS,
    MAX_CONDITIONS,
    MAX_FILE_BYTES,
    MAX_NAME,
    MAX_RULES,
    BotError,
    Cond,
    Quantity,
    Rule,
    bots_from_toml,
    parse_rule,
)
from strategies.dominion.geronimoo import bot_from_xml, read_xml


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def refused(result, *words):
    """Exit 2 and one line `Error: ...` holding each of `words`; the line."""
    lines = result.output.strip().splitlines()
    assert result.exit_code == 2, result.output[:500]
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.output[:500]
    assert "Traceback" not in result.output and "internal error" not in result.output
    for w in words:
        assert w in lines[0], lines[0][:500]
    return lines[0]


def match_refused(bot_spec, *words):
    """`domsim match BOT big-money --data-bots-only` stops at the bot, before any game."""
    return refused(run("match", bot_spec, "big-money", "--data-bots-only", "-n", "10", "-q"),
                   *words)


def toml_bot(name, buy):
    return f"[{json.dumps(name)}]\nbuy = [{', '.join(json.dumps(r) for r in buy)}]\n"


# --- finding 5: the rule language in one pass -----------------------------------------

def test_a_parenthesis_then_20000_spaces_is_refused_as_before_not_after_hours():
    with pytest.raises(BotError) as e:
        parse_rule("Gold if count(" + " " * 20_000 + "x < 1")
    assert str(e.value) == ("cannot read 'count(" + " " * 94 + "... (20,007 characters)' as "
                            "a quantity or a number")


def test_a_rule_spaced_by_a_million_spaces_everywhere_reads_as_the_plain_rule():
    s = " " * 1_000_000
    words = ["Gold", "if", "count(", "Throne Room", ")", "<", "count(Gold)", "+", "2", "and",
             "prov", "<=", "5"]
    spaced = parse_rule(s.join(words))
    assert spaced == parse_rule("Gold if count(Throne Room) < count(Gold) + 2 and prov <= 5")
    assert spaced == Rule(IDS["gold"], (
        Cond(Quantity(bl.Q_COUNT, IDS["throne_room"]), bl.OP_LT, Quantity(bl.Q_COUNT, IDS["gold"]),
             bl.X_PLUS, 2000),
        Cond(Quantity(bl.Q_PROV), bl.OP_LE, Quantity(bl.Q_CONST, 5000))))


@pytest.mark.parametrize("rule, error", [
    ("Gold if " + "a " * 1_000_000, "condition 'a a a"),
    ("Gold if money " + "<" * 1_000_000, "with one OP of"),
    ("Gold if money < " + "1" * 1_000_000, "is not a finite number"),
    ("Gold if " + "a" * 1_000_000 + " < 1", "unknown quantity 'aaa"),
    ("Gold if count(" + "(" * 1_000_000 + " < 1", "cannot read 'count(((("),
    ("Gold if money < count(Gold) " + "+" * 1_000_000 + " 1", "cannot read 'count(Gold) ++"),
    ("G" * 1_000_000, "unknown card 'GGG"),
])
def test_long_hostile_rules_are_one_short_line(rule, error):
    with pytest.raises(BotError) as e:
        parse_rule(rule)
    assert error in str(e.value) and "\n" not in str(e.value) and len(str(e.value)) < 400


def test_the_words_of_a_rule_read_as_they_did(tmp_path):
    """Spacing, signs and the forms that are refused: as the expressions replaced read them."""
    same = {"Gold if  count(Gold) <  1  +  2": "Gold if count(Gold) < 1 + 2",
            "Gold if\tmoney\u3000==\u00a03": "Gold if money == 3",
            "Gold if money<count(Gold)/-.5": "Gold if money < count(Gold) / -0.5",
            "Gold if money < count(Gold)+-2": "Gold if money < count(Gold) + -2",
            "Gold if money < 2-1": "Gold if money < 2 - 1",
            " nothing if prov<1": "Nothing if prov < 1",
            "Gold if count ( Throne Room ) > 5.": "Gold if count(Throne Room) > 5"}
    for text, words in same.items():
        assert parse_rule(text).text() == words
    for text, error in {"Gold if money < 1 + 2 + 3": "cannot read '1 + 2'",
                        "Gold if money < count(Gold) */2": "'/2' is not a number",
                        "Gold if money == 3 and and prov < 2": "cannot read 'and prov'",
                        "Gold if money < count(Gold) - - 2": "cannot read 'count(Gold) -'",
                        "Gold if money < 1e3": "cannot read '1e3'",
                        "Gold if money>1+2+3": "'2+3' is not a number"}.items():
        with pytest.raises(BotError, match=re.escape(error)):
            parse_rule(text)


def test_a_10_mb_file_under_data_bots_only_reads_or_is_refused(tmp_path):
    pad = MAX_FILE_BYTES - 200
    good = tmp_path / "good.toml"
    good.write_text(toml_bot("wide", ["Province", "Gold if count(" + " " * pad + "Gold) < 1"]))
    assert good.stat().st_size <= MAX_FILE_BYTES
    assert read_bots(str(good))["wide"].words() == "Province; Gold if count(Gold) < 1"
    bad = tmp_path / "bad.toml"
    bad.write_text(toml_bot("wide", ["Gold if count(" + " " * pad + "x < 1"]))
    match_refused(bad, "bot 'wide', buy rule 1", "cannot read 'count(", "characters)'")


def test_a_long_spec_is_split_in_one_pass():
    assert split_spec("a.toml:" * 18_000 + "\n\n") is None        # the regex: minutes
    assert split_spec("bots.TOML:witch bm") == ("bots.TOML", "witch bm")
    assert split_spec("a.xml:b.toml:c") == ("a.xml", "b.toml:c")
    assert split_spec("dir.toml/x.xml") == ("dir.toml/x.xml", None)
    assert not is_data_spec(".toml") and not is_data_spec("smithy-bm")


# --- caps: each one line naming the limit ----------------------------------------------

def _many_bots(n):
    return "".join(f'[b{i}]\nbuy = ["Gold"]\n' for i in range(n))


def _rule_with(n):
    return "Gold if " + " and ".join(["money > 1"] * n)


@pytest.mark.parametrize("text, words", [
    (_many_bots(MAX_BOTS + 1), ["holds 10,001 bots", f"at most {MAX_BOTS:,}"]),
    (toml_bot("x", ["Gold"] * (MAX_RULES + 1)), ["501 buy rules", f"at most {MAX_RULES}"]),
    (toml_bot("x", [_rule_with(MAX_CONDITIONS + 1)]),
     ["buy rule 1", f"more than {MAX_CONDITIONS} conditions"]),
    (toml_bot("n" * (MAX_NAME + 1), ["Gold"]), ["a bot name of 201 characters",
                                                 f"at most {MAX_NAME}"]),
    (toml_bot("n" * 10_000, ["Gold"]), ["a bot name of 10,000 characters"]),
    ('[x]\nbuy = ["Gold"]\nplay = [' + '"Smithy", ' * (MAX_RULES + 1) + "]\n",
     ["a play order of 501 cards", f"at most {MAX_RULES}"]),
    ('[x]\nbuy = ["Gold"]\nkingdom = "' + "Smithy, " * (MAX_RULES + 1) + '"\n',
     ["a kingdom of 501 cards", f"at most {MAX_RULES}"]),
])
def test_each_cap_of_a_toml_file_is_one_line(tmp_path, text, words):
    path = tmp_path / "caps.toml"
    path.write_text(text)
    with pytest.raises(BotError) as e:
        read_bots(str(path))
    assert all(w in str(e.value) for w in words), str(e.value)[:300]
    match_refused(f"{path}:b0" if "[b0]" in text else path, *words)


def test_a_bot_at_each_cap_reads():
    name = "n" * MAX_NAME
    bots = bots_from_toml(toml_bot(name, ["Province"] * (MAX_RULES - 1)
                                   + [_rule_with(MAX_CONDITIONS)]))
    assert len(bots[name].rules) == MAX_RULES
    assert len(bots[name].rules[-1].conds) == MAX_CONDITIONS


@pytest.mark.parametrize("suffix", [".toml", ".xml"])
def test_a_file_over_10_mb_is_refused(tmp_path, suffix):
    path = tmp_path / f"big{suffix}"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    match_refused(path, "larger than 10 MB")


def _xml(players):
    return "<playerCollection>" + "".join(players) + "</playerCollection>"


def _player(name="p", buys='<buy name="Gold"/>', extra=""):
    return f'<player name="{name}">{extra}{buys}</player>'


def test_each_cap_of_an_xml_file_is_one_line(tmp_path):
    many = tmp_path / "many.xml"
    many.write_text(_xml([_player(f"p{i}") for i in range(MAX_BOTS + 1)]))
    match_refused(f"{many}:p1", "holds 10,001 bots", f"at most {MAX_BOTS:,}")
    cond = ('<condition><left type="countCardsInDeck" attribute="Gold"/>'
            '<operator type="greaterThan"/><right type="constant" attribute="1.0"/></condition>')
    path = tmp_path / "caps.xml"
    path.write_text(_xml([
        _player("rules", '<buy name="Gold"/>' * (MAX_RULES + 1)),
        _player("conds", '<buy name="Gold">' + cond * (MAX_CONDITIONS + 1) + "</buy>"),
        _player("n" * 10_000),
        _player("types", extra="".join(f'<type name="t{i}"/>' for i in range(100_000))),
        _player("ok", '<buy name="Gold">' + cond * MAX_CONDITIONS + "</buy>")]))
    ok, skipped = read_xml(str(path))
    assert [b.name for b in ok] == ["ok"]
    reasons = dict(skipped)
    assert reasons["rules"] == f"bot 'rules' has 501 buy rules; a bot may have at most {MAX_RULES}"
    assert f"more than {MAX_CONDITIONS} conditions in one rule" in reasons["conds"]
    assert "a name of 10,000 characters" in reasons["n" * 10_000]
    assert reasons["types"] == ("bot 'types' uses what this simulator does not have: "
                                + ", ".join(f"type 't{i}'" for i in range(30))
                                + ", and 99970 more")
    match_refused(f"{path}:rules", "501 buy rules")


# --- finding 6: not finite, too deep, too long -----------------------------------------

@pytest.mark.parametrize("value, error", [("nan", "'nan' is not a finite number"),
                                          ("inf", "'inf' is not a finite number"),
                                          ("-inf", "'-inf' is not a finite number"),
                                          ("1e400", "'1e400' is not a finite number"),
                                          ("1e306", "number 1e306 must be a multiple of 0.001 "
                                                    "(and not huge)")])
def test_an_extra_operation_that_is_not_a_finite_number_is_one_line(tmp_path, value, error):
    path = tmp_path / "nan.toml"
    path.write_text(toml_bot("a", [f"Gold if count(Gold) < 1 * {value}"]))
    match_refused(path, "bot 'a', buy rule 1", error)


@pytest.mark.parametrize("attribute", ['attribute="NaN"', 'attribute="inf"',
                                       'attribute="1e400"', ""])
def test_an_xml_constant_that_is_not_a_finite_number_is_one_line(tmp_path, attribute):
    path = tmp_path / "nan.xml"
    path.write_text(_xml([_player("a", '<buy name="Gold"><condition><left type="countCardsInDeck"'
                                       ' attribute="Gold"/><operator type="greaterThan"/><right '
                                       f'type="constant" {attribute}/></condition></buy>')]))
    with pytest.raises(BotError, match="uses what this simulator does not have: constant"):
        bot_from_xml(str(path), "a")
    match_refused(f"{path}:a", "constant")


@pytest.mark.parametrize("text", ["[a]\nbuy = " + "[" * 100_000 + "]" * 100_000 + "\n",
                                  '[a]\nbuy = ["Gold"]\nx = ' + "{b=" * 100_000 + "1"
                                  + "}" * 100_000 + "\n"])
def test_deeply_nested_toml_is_one_line(tmp_path, text):
    path = tmp_path / "deep.toml"
    path.write_text(text)
    match_refused(path, "nests arrays or tables too deeply")


def test_a_long_or_non_ascii_name_makes_a_short_ascii_default_out(tmp_path):
    bots = {"cjk": "金" * 100, "cjk2": "金" * 99 + "銀", "long": "x" * MAX_NAME}
    path = tmp_path / "names.toml"
    path.write_text("".join(toml_bot(n, ["Gold"]) for n in bots.values()))
    outs = {}
    for key, name in bots.items():
        s = load_spec(f"{path}:{name}")
        out = default_out("match", [s, REGISTRY["big-money"]], 0)
        assert out.isascii() and out.startswith("results/match-") and out.endswith(
            "-big-money-s0.parquet"), out
        assert len(Path(out).name) < 100
        (tmp_path / Path(out).name).write_bytes(b"")         # a name the file system takes
        outs[key] = out
    assert len(set(outs.values())) == 3                      # different names, different files
    assert outs["cjk"].startswith("results/match-strategy-")
    assert outs["long"].startswith("results/match-" + "x" * (SLUG_MOST - 9) + "-")


def test_short_ascii_names_keep_their_default_out():
    assert [slug(n) for n in ("witch-bm", "Smithy_BM", "witch bm", "a.py:buy", "")] == [
        "witch-bm", "Smithy_BM", "witch-bm", "buy", "strategy"]


def test_a_py_file_with_a_200000_term_expression_is_one_line(tmp_path):
    path = tmp_path / "deep.py"
    path.write_text("from numba import njit\n\n\n@njit\ndef buy(g, me):\n    return "
                    + " + ".join(["1"] * 200_000) + "\n")
    refused(run("strategies", f"{path}:buy"), "nests an expression too deeply")


# --- a data bot named like a built-in (issue 46, item 3, for TOML and XML bots) ----------

@pytest.mark.parametrize("name,builtin", [("big-money", "big-money"),
                                          ("Big Money", "big-money"),
                                          ("BIG_MONEY_ULTIMATE", "big-money-ultimate"),
                                          ("smithy bm", "smithy-bm"),
                                          ("dombots-minion", "dombots-minion")])
def test_a_toml_bot_named_like_a_built_in_is_refused_in_any_spelling(tmp_path, name, builtin):
    path = tmp_path / "mine.toml"
    path.write_text(toml_bot(name, ["Gold"]))          # buys nothing but Gold: not the built-in
    out = tmp_path / "m.parquet"
    line = refused(run("match", f"{path}:{name}", "big-money", "-n", "10", "-q", "-o", out),
                   f"bot {name!r}", f"named like the built-in bot {builtin}", "rename it")
    assert not out.exists(), line
    match_refused(str(path), f"built-in bot {builtin}")           # the file's only bot, unnamed
    with pytest.raises(BotError, match="named like the built-in"):
        load_spec(f"{path}:{name}")


def test_an_xml_bot_named_like_a_built_in_is_refused(tmp_path):
    path = tmp_path / "bots.xml"
    path.write_text(_xml(_player("Big Money Ultimate") + _player("Gold Only")))
    match_refused(f"{path}:Big Money Ultimate", "'Big Money Ultimate'",
                  "named like the built-in bot big-money-ultimate", "rename it")
    assert load_spec(f"{path}:Gold Only").name == "Gold Only"


@pytest.mark.parametrize("name", ["big-money-2", "my big money", "Big Money Ultimate (DomBots)",
                                  "dombots"])
def test_a_name_that_only_contains_a_built_ins_is_its_own(tmp_path, name):
    path = tmp_path / "mine.toml"
    path.write_text(toml_bot(name, ["Gold"]))
    s = load_spec(f"{path}:{name}")
    assert s.name == name and s.name not in REGISTRY


def test_reading_a_file_of_bots_named_like_built_ins_still_works(tmp_path):
    # read_bots is how the bundled dombots.toml (its [big-money-ultimate] is the built-in
    # dombots-big-money-ultimate) and a sweep's saved optimised bots are read
    path = tmp_path / "mine.toml"
    path.write_text(toml_bot("big-money", ["Gold"]))
    assert list(read_bots(str(path))) == ["big-money"]
    assert "dombots-big-money-ultimate" in REGISTRY


def test_import_bots_renames_a_bot_named_like_a_built_in_and_its_file_plays(tmp_path):
    xml = tmp_path / "DomBots.xml"
    xml.write_text(_xml(_player("Big Money Ultimate", '<buy name="Province"/><buy name="Gold"/>'
                                '<buy name="Silver"/>') + _player("Gold Only")))
    out = tmp_path / "dombots.toml"
    r = run("import-bots", xml, "--out", out)
    assert r.exit_code == 0, r.output
    assert "imported 2 bots" in r.stderr
    assert ("note: 'Big Money Ultimate' is named like the built-in big-money-ultimate: "
            "imported as 'Big Money Ultimate (DomBots)'") in r.stderr
    bots = read_bots(str(out))
    assert list(bots) == ["Big Money Ultimate (DomBots)", "Gold Only"]
    assert bots["Big Money Ultimate (DomBots)"].words() == "Province; Gold; Silver"
    games = tmp_path / "m.parquet"
    r = run("match", f"{out}:Big Money Ultimate (DomBots)", "big-money", "-n", "20", "-q",
            "-o", games)
    assert r.exit_code == 0 and games.exists(), r.output
    refused(run("match", f"{xml}:Big Money Ultimate", "big-money", "-n", "20", "-q"),
            "rename it")
