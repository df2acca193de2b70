"""The strategy API a user writes from docs/writing-strategies.md: the examples/ bots it shows
run, named parameters (declared, set on the command line, round-tripping through
`match`, refused with one line when wrong), case-insensitive names, numba's errors in words,
option constants, `domsim kingdoms` / presets in --kingdom / --out suffixes, play logs.

Kept quick: every match shares one compiled driver; the example files' functions compile
one by one."""
import re
from pathlib import Path

import click
import pandas as pd
import pytest
from click.testing import CliRunner

import strategies
from cli.common import OutputFile
from cli.main import cli
from domsim.inputs import DomsimError, resolve_kingdom
from simcore.dominion import view
from simcore.dominion.cards import IDS, PRESETS, snake
from strategies import REGISTRY, StrategyError

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples").glob("*.py"))


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def ok(*args):
    r = run(*args)
    assert r.exit_code == 0, r.output
    return r


def fails(*args):
    """A bad-input run: exit 2 and exactly one line `Error: ...`; returns that line."""
    r = run(*args)
    assert r.exit_code == 2, r.output
    lines = [x for x in r.output.splitlines() if x.strip() and not x.startswith("compiling")]
    assert len(lines) == 1 and lines[0].startswith("Error: "), r.output
    return lines[0]


# --- the strategy guide's recipes and examples/ ------------------------------------------

def test_the_strategy_guide_shows_every_example_file():
    """docs/writing-strategies.md includes the example files themselves (so its listings are
    the files the tests below run)."""
    text = (ROOT / "docs" / "writing-strategies.md").read_text()
    shown = re.findall(r"```\{literalinclude\} \.\./(examples/\w+\.py)\n", text)
    assert sorted(shown) == sorted(f"examples/{p.name}" for p in EXAMPLES)


def example_specs():
    """FILE:NAME for every strategy an example file defines (Strategy objects and plain buy
    rules not used by one)."""
    specs = []
    for p in EXAMPLES:
        src = p.read_text()
        objs = re.findall(r"^(\w+) = Strategy\(", src, re.M)
        if objs:
            specs += [f"{p.relative_to(ROOT)}:{o}" for o in objs]
        else:
            specs += [f"{p.relative_to(ROOT)}:{f}" for f in
                      re.findall(r"^def (\w+)\(g, me, prm\)", src, re.M)]
    return specs


@pytest.fixture(scope="module")
def example_match(tmp_path_factory, monkeypatch_module):
    d = tmp_path_factory.mktemp("examples")
    monkeypatch_module.chdir(ROOT)
    specs = example_specs()
    assert 2 <= len(specs) <= 5
    specs = [sp + ":keep=5" if sp.endswith(":chapel_witch") else sp for sp in specs]
    r = ok("match", *specs, "big-money-ultimate", "--games", 60, "--out", d / "s.parquet", "-q")
    return specs, pd.read_parquet(d / "s.parquet"), r


@pytest.fixture(scope="module")
def monkeypatch_module():
    mp = pytest.MonkeyPatch()
    yield mp
    mp.undo()


def test_every_example_bot_plays_a_match(example_match):
    specs, df, _ = example_match
    assert len(df) == len(specs) + 1
    assert (df.games == 60).all() and abs(df.share.sum() - 1) < 1e-9
    assert (df.fallbacks == 0).all(), "an example gave illegal answers"
    names = list(df.strategy)
    assert "smithy_plus" in names and "minion-bot" in names and "chapel-witch:keep=5" in names


def test_example_strategy_shows_parameters_and_source():
    out = ok("strategies", "examples/minion.py:minion_bot:minions=5").output
    assert "minion-bot:minions=5" in out
    assert "minions=5 (0 to 30; Minions bought at most)" in out
    assert "count(Minion) < 5" in out
    assert "def minion_decide" in out


def test_plain_helper_function_in_a_user_file_is_compiled():
    s = strategies.get(str(ROOT / "examples/smithy_plus.py") + ":smithy_plus")
    mod = __import__("sys").modules[s.buy.__module__] if hasattr(s.buy, "__module__") else None
    assert mod is not None and type(mod.wants_smithy).__name__ == "CPUDispatcher"
    assert s.needs == (IDS["smithy"],)


# --- named parameters -------------------------------------------------------------------

def test_parameters_round_trip_through_match(tmp_path):
    ok("match", "smithy-bm:money=16", "bm-militia:k=1", "big-money-ultimate:duchy=5:estate=3",
       "--games", 40, "--out", tmp_path / "s.parquet", "-q")
    df = pd.read_parquet(tmp_path / "s.parquet")
    names = list(df.strategy)
    assert names == ["smithy-bm:money=16", "bm-militia:1", "big-money-ultimate:duchy=5:estate=3"]
    for n in names:                     # the names in the results are specs again
        s = strategies.get(n)
        assert s.name == n
    assert strategies.get(names[0]).param_values()["money"] == 16
    assert strategies.get(names[1]).param_values()["k"] == 1
    assert strategies.get(names[2]).param_values() == {"money": 18, "duchy": 5, "estate": 3,
                                                       "late_duchy": 6}


def test_a_parameter_reaches_the_compiled_rules(tmp_path):
    # smithy-bm that never buys a Province (money > 40 never holds early) loses every game
    ok("match", "smithy-bm:money=40", "smithy-bm", "--games", 100, "--out",
       tmp_path / "s.parquet", "-q")
    df = pd.read_parquet(tmp_path / "s.parquet")
    assert df.share[0] < 0.05 < 0.95 < df.share[1]


def test_positional_and_named_bm_k_and_defaults():
    assert strategies.get("bm-militia:k=1") .name == "bm-militia:1"
    assert strategies.get("bm-militia:1").params == strategies.get("bm-militia:k=1").params
    d = REGISTRY["bm-militia"].params[1]                  # the measured default k
    assert strategies.get(f"bm-militia:k={d}") is REGISTRY["bm-militia"] or \
        strategies.get(f"bm-militia:k={d}").name == "bm-militia"
    # the name carries k only where it differs from the measured default
    for n in ("bm-market", "bm-village"):
        unl = REGISTRY[n].params[1] == 1 << 30
        assert strategies.get(f"{n}:k=unlimited").name == n + ("" if unl else ":unlimited")
    assert strategies.get("smithy-bm:money=15").name == "smithy-bm"    # the default


def test_variant_sets_parameters_from_a_dict():
    assert strategies.variant("smithy-bm", {"money": 16}).name == "smithy-bm:money=16"
    assert strategies.variant("smithy-bm:money=16", {"duchy": 5}).name == \
        "smithy-bm:money=16:duchy=5"
    assert strategies.variant("smithy-bm:money=16", {"money": 15}) is REGISTRY["smithy-bm"]
    other = 5 if REGISTRY["bm-militia"].params[1] != 5 else 4     # not the measured default
    assert strategies.variant("bm-militia:1", {"k": other}).name == f"bm-militia:{other}"
    assert strategies.variant("bm-militia", {"k": "unlimited"}).name == "bm-militia:unlimited"
    # a bot built from bm-<card> keeps its own k as the default
    assert strategies.variant("masquerade-bm", {"k": 2}).name == "masquerade-bm:k=2"
    assert strategies.get("masquerade-bm:k=1") is REGISTRY["masquerade-bm"]
    with pytest.raises(StrategyError, match="its parameters: money, duchy"):
        strategies.variant("smithy-bm", {"monye": 1})
    with pytest.raises(StrategyError, match="out of range"):
        strategies.variant("double-witch", {"witches": 99})


def test_builtin_parameters_default_to_the_published_rules():
    assert REGISTRY["smithy-bm"].param_values() == {"money": 15, "duchy": 4, "estate": 2,
                                                    "late_duchy": 6, "treasures": 11}
    assert REGISTRY["big-money-ultimate"].summary == (
        "Province if money > 18; Duchy if prov <= 4; Estate if prov <= 2; Gold; Duchy if prov "
        "<= 6; Silver")
    assert REGISTRY["double-witch"].param_values() == {"golds": 1, "duchy": 5, "estate": 2,
                                                       "witches": 2}
    s = strategies.get("smithy-bm:money=16:treasures=9")
    assert "money > 16" in s.summary and "treasures / 9" in s.summary


def test_parameter_mechanism_is_independent_of_the_array_size():
    from strategies.dominion.api import NPRM, Param, Strategy
    s = Strategy("x", buy=None, params=(Param("a", 3), Param("b", 7, slot=NPRM - 1)))
    assert s.params[0] == 3 and s.params[NPRM - 1] == 7 and len(s.prm()) == NPRM
    with pytest.raises(ValueError):
        Strategy("y", buy=None, params=(Param("a", 1, slot=NPRM),))


BAD_SPECS = [
    ("smithy-bm:monye=16", "smithy-bm has no parameter 'monye' (did you mean money?); its "
                           "parameters: money, duchy, estate, late_duchy, treasures"),
    ("smithy-bm:money=999", "money=999 is out of range; give 0 to 100"),
    ("smithy-bm:money=lots", "money must be a whole number, 0 to 100; got 'lots'"),
    ("smithy-bm:money=16:money=17", "money is set twice"),
    ("big-money:k=2", "big-money has no parameters"),
    ("bm-militia:k=-1", "k=-1 is out of range; give 0 or more, or unlimited"),
    ("bm-militia:copies=2", "bm-militia has no parameter 'copies'; its parameters: k"),
    ("examples/minion.py:minion_bot:minnions=3", "has no parameter 'minnions' (did you mean "
                                                 "minions?); its parameters: minions"),
    ("Smithy-BN", "did you mean smithy-bm"),
]


@pytest.mark.parametrize("spec,words", BAD_SPECS)
def test_bad_parameters_are_one_line_errors(spec, words, monkeypatch):
    monkeypatch.chdir(ROOT)
    line = fails("match", spec, "big-money", "--games", 10)
    assert words in line


# --- names ------------------------------------------------------------------------------

@pytest.mark.parametrize("spec,name", [("Smithy-BM", "smithy-bm"), ("SMITHY_BM", "smithy-bm"),
                                       ("Big Money Ultimate", "big-money-ultimate"),
                                       ("BM-Throne_Room", "bm-throne-room"),
                                       ("Double-Witch:Witches=3", "double-witch:witches=3")])
def test_strategy_names_are_case_insensitive(spec, name):
    assert strategies.get(spec).name == name


def test_file_strategy_names_are_case_insensitive():
    s = strategies.get(str(ROOT / "examples/minion.py") + ":Minion-Bot")
    assert s.name == "minion-bot"


# --- numba's errors, in words -----------------------------------------------------------

BAD_FILE = '''
from simcore.dominion.cards import GOLD, PROVINCE, SILVER, SMITHY
from simcore.dominion.view import NONE, count, ok


def no_return(g, me, prm):
    if ok(g, PROVINCE):
        return PROVINCE


def floaty(g, me, prm):
    if ok(g, GOLD):
        return GOLD / 1
    return NONE


def two_args(g, me):
    return NONE


def bad_call(g, me, prm):
    if count(g, SMITHY) < 1:
        return SMITHY
    return NONE


def helper(g, me, x):
    return x


def bad_helper_call(g, me, prm):
    return helper(g, me)


def undefined(g, me, prm):
    if nothing_here(1) > 0:
        return GOLD
    return NONE


def tuple_answer(g, me, prm):
    if ok(g, GOLD):
        return (GOLD, 1)
    return NONE


def string_card(g, me, prm):
    if ok(g, "Gold"):
        return GOLD
    return NONE


def bool_answer(g, me, prm):
    return count(g, me, GOLD) > 2


def mixed_bool(g, me, prm):
    if ok(g, GOLD):
        return GOLD
    return not ok(g, SILVER)
'''

NUMBA_ERRORS = [
    ("no_return", "does not return a value on every path; add `return NONE` at the end"),
    ("floaty", "it returns float64 on some path (use // for division: / gives a float)"),
    ("two_args", "takes 2 arguments; strategy functions take three: (g, me, prm)"),
    ("bad_call", "calls count with 2 arguments; it takes (g, me, c)"),
    ("bad_helper_call", "calls helper with 2 arguments; it takes (g, me, x)"),
    ("undefined", "nothing_here is not defined (a missing import?)"),
    ("tuple_answer", "returns values of different types"),
    ("string_card", "it calls ok with arguments of types (g, Literal[str](Gold)); pass the game "
                    "g, seat numbers and card ids"),
    ("bool_answer", "returns True/False (line"),
    ("mixed_bool", "returns True/False (line"),
]


@pytest.fixture(scope="module")
def bad_file(tmp_path_factory):
    p = tmp_path_factory.mktemp("badbots") / "badbots.py"
    p.write_text(BAD_FILE)
    return p


@pytest.mark.parametrize("name,words", NUMBA_ERRORS)
def test_compile_errors_are_explained_in_one_line(bad_file, name, words):
    with pytest.raises(StrategyError) as e:
        strategies.get(f"{bad_file}:{name}")
    msg = str(e.value)
    assert "\n" not in msg and words in msg
    assert "badbots.py, line" in msg


def test_a_parameter_read_as_an_attribute_is_explained(tmp_path):
    """The file check refuses it before the file runs, with the way to read a parameter."""
    p = tmp_path / "badbots.py"
    p.write_text(BAD_FILE.split("\n\n\n")[0] + "\n\n\ndef prm_attribute(g, me, prm):\n"
                 "    if prm.money > 3:\n        return GOLD\n    return NONE\n")
    with pytest.raises(StrategyError) as e:
        strategies.get(f"{p}:prm_attribute")
    msg = str(e.value)
    assert "\n" not in msg and "line 7 reads prm.money: prm is an array of numbers; read the " \
        "parameters as prm[0], prm[1]" in msg


# --- option constants and `domsim cards` --------------------------------------------------

def test_option_constants_in_the_docs_match_the_engine():
    from cli.dominion.decisiontext import DECISIONS
    seen = 0
    for card, asks in DECISIONS.items():
        assert snake(card) in IDS, card
        for _, text in asks:
            for const, num in re.findall(r"\b([A-Z][A-Z_]+) \((\d+)\)", text):
                if const in ("YES", "NO"):
                    assert getattr(view, const) == int(num)
                    continue
                assert getattr(view, const) == int(num), const
                seen += 1
    assert seen >= 20


def test_cards_shows_what_each_option_number_means():
    out = ok("cards", "Minion").output
    assert "Decisions" in out and "MINION_COINS (0): +$2" in out and "MINION_ATTACK (1)" in out
    assert "Decisions: none" in ok("cards", "Smithy").output


def test_docs_cards_md_is_current():
    from cli.dominion.docgen import cards_markdown
    assert (ROOT / "docs" / "cards.md").read_text() == cards_markdown(), \
        "regenerate: python -m cli.dominion.docgen cards > docs/cards.md"


def test_docs_bots_md_defines_the_canonical_bots():
    text = (ROOT / "docs" / "bots.md").read_text()
    for n in ("big-money", "big-money-ultimate", "smithy-bm", "double-witch"):
        assert f"| `{n}` | canonical | {REGISTRY[n].describe()} |" in text


# --- kingdoms, presets, --out -------------------------------------------------------------

def test_kingdoms_lists_every_preset_with_its_cards():
    out = ok("kingdoms").output
    for k, cs in PRESETS.items():
        assert f"{k} (" in out
    one = ok("kingdoms", "First Game").output
    assert one.startswith("first-game (base):") and "Cellar" in one and "Workshop" in one


def test_cards_preset_filter():
    out = ok("cards", "--preset", "underlings").output
    assert "10 cards" in out
    for n in PRESETS["underlings"]:
        assert re.search(rf"^{n}\s", out, re.M), n
    assert "unknown --preset" in fails("cards", "--preset", "undrlings")


def test_presets_inside_kingdom_lists():
    ids = {IDS[snake(n)] for n in PRESETS["first-game"]}
    ks, _ = resolve_kingdom("Moat,first-game", [])        # Moat is in it: no duplicate error
    assert set(ks) == ids
    ks, _ = resolve_kingdom("First_Game", [])
    assert set(ks) == ids
    with pytest.raises(DomsimError, match="11 kingdom cards"):
        resolve_kingdom("first-game,Witch", [])
    with pytest.raises(DomsimError, match="names Smithy twice"):
        resolve_kingdom("Smithy,Village,Smithy", [])


def test_output_file_type_refuses_other_suffixes():
    t = OutputFile()
    assert t.convert("results/x.parquet", None, None) == "results/x.parquet"
    with pytest.raises(click.BadParameter, match="x.csv would be written as parquet; give a "
                                                 "file name ending in .parquet"):
        t.convert("x.csv", None, None)


# --- play logs ----------------------------------------------------------------------------

def play_log(*args):
    return ok("play", *args).output


def test_log_names_options_and_shows_hidden_draws():
    out = play_log("minion-stack", "double-torturer", "--seed", 2, "--kingdom", "underlings")
    assert re.search(r"minion-stack chooses Minion: (\+\$2|discard hand, \+4 Cards \(attack\))",
                     out)
    assert re.search(r"minion-stack chooses Torturer: (discard 2 cards|gain a Curse to hand)",
                     out)
    m = re.search(r"double-torturer draws (\d) cards \[hidden, seen by double-torturer: "
                  r"([^\]]+)\]", out)
    assert m
    n = sum(int(x.split(" x")[1]) if " x" in x else 1 for x in m.group(2).split(", "))
    assert n == int(m.group(1))
    assert "chooses option" not in out


def test_log_wishing_well_library_and_where_cards_come_from():
    out = play_log("bm-wishing-well", "bm-lurker", "--seed", 1, "--kingdom",
                   "Wishing Well,Lurker,Library,Feast,Mining Village")
    assert re.search(r"bm-wishing-well names \w[\w ]* for Wishing Well", out)
    assert re.search(r"bm-lurker trashes [\w ]+ from the Supply", out)
    out = play_log("bm-library", "bm-feast", "bm-trading-post", "--seed", 3, "--kingdom",
                   "Library,Feast,Trading Post")
    assert re.search(r"bm-feast trashes Feast from play", out)
    assert re.search(r"bm-feast gains [\w ]+ from the Supply", out)
    assert re.search(r"bm-trading-post trashes [\w ,]+ from hand", out)
    assert re.search(r"bm-trading-post gains Silver from the Supply to hand", out)
    lines = out.splitlines()
    plays = [i for i, x in enumerate(lines) if x.strip() == "bm-library plays Library"]
    assert plays
    for i in plays:                     # Library's draws are in the log, card by card
        j = next(k for k in range(i, len(lines)) if "bm-library has $" in lines[k])
        assert any(re.match(r"\s+bm-library draws \d cards? \[hidden, seen by bm-library: ",
                            x) for x in lines[i:j]), "\n".join(lines[i:j + 1])


def test_strategies_lists_parameters():
    out = ok("strategies").output
    assert "Parameters (set as NAME:param=value" in out
    assert "  smithy-bm: money=15, duchy=4, estate=2, late_duchy=6, treasures=11" in out
    assert "(bm-<card>:k=K or bm-<card>:K sets it)" in out
