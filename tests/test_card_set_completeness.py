"""Every registered card set (simcore/dominion/sets/, `REGISTERED`) holds what
docs/architecture.md's "Adding a card set" lists: its module of rows, title and presets; its
effects module with its dispatch (and, past the base game, its default decisions, called
through the state record's addresses); its texts module for `domsim cards`; a rules test
file that names it in `RULES_OF`; and per implemented kingdom card its effect, its text, the
default bot's way with each decision it asks, a `bm-<card>` bot with its measured copy
limit, and a rules test. A new set, or a card whose effects landed, that lacks one of them
fails here, naming it."""
import ast
import importlib
import re
from pathlib import Path

import pytest

from cli.dominion.cardtext import TEXT
from cli.dominion.catalog import default_rules
from cli.dominion.decisiontext import DECISIONS
from simcore.dominion import card_sets, state
from simcore.dominion.cards import (
    ACTION,
    IMPLEMENTED,
    NAMES,
    NC,
    PLAIN_ACTIONS,
    PRESETS,
    SET_RANGES,
    SET_TITLES,
    SETS,
    TYPES,
    snake,
)
from simcore.dominion.sets import MODULES, REGISTERED
from strategies.dominion import REGISTRY
from strategies.dominion.bm_cards import load_k_table, slug, victory_only

TESTS = Path(__file__).resolve().parent
# the id ranges of the sets registered before this test was written: ids are in saved runs,
# fixtures and strategies, so these stay, and every later set comes after them
KNOWN_RANGES = {"base": (7, 32), "intrigue": (33, 58), "intrigue1": (59, 64),
                "base1": (65, 70), "seaside": (71, 96), "seaside1": (97, 104)}


def rules_files(card_set):
    """The test files whose `RULES_OF` names the set (read, not imported: importing a rules
    test would compile the engine)."""
    out = []
    for path in sorted(TESTS.glob("test_*.py")):
        text = path.read_text()
        if "RULES_OF" not in text:
            continue
        for node in ast.parse(text).body:
            if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "RULES_OF"
                                                    for t in node.targets):
                if card_set in ast.literal_eval(node.value):
                    out.append(path)
    return out


def cards_of(card_set):
    return [c for c in range(NC) if SETS[c] == card_set]


def test_the_card_table_is_the_basic_cards_then_the_registered_sets_in_order():
    assert SETS[:7] == ["basic"] * 7
    starts = [SET_RANGES[s][0] for s in REGISTERED]
    assert starts[0] == 7 and starts == sorted(starts)
    for s in REGISTERED:
        first, last = SET_RANGES[s]
        assert cards_of(s) == list(range(first, last + 1)), f"{s}: not one range of ids"
    assert SET_RANGES[REGISTERED[-1]][1] == NC - 1
    assert list(SET_TITLES) == ["basic", *REGISTERED]


def test_the_known_sets_keep_their_card_ids():
    for s, ids in KNOWN_RANGES.items():
        assert SET_RANGES[s] == ids, f"{s}: its card ids moved"
    later = [s for s in REGISTERED if s not in KNOWN_RANGES]
    assert all(SET_RANGES[s][0] > 104 for s in later), later
    assert (NAMES[7], NAMES[33], NAMES[71], NAMES[104]) == ("Cellar", "Courtyard", "Haven",
                                                             "Ghost Ship")


def test_the_engine_indexes_derive_from_the_registration():
    called = REGISTERED[1:]                 # the first set is linked in, the rest called
    assert state.NSETS == len(called) == len(card_sets.SETS)
    for i, s in enumerate(called):
        assert getattr(state, f"SET_{s.upper()}") == i
        assert card_sets.set_of(SET_RANGES[s][0]) == i == card_sets.set_of(SET_RANGES[s][1])
    assert card_sets.LAST_BASE == SET_RANGES[REGISTERED[0]][1]
    assert card_sets.sets_used(list(range(SET_RANGES[REGISTERED[0]][1] + 1))) == []


@pytest.mark.parametrize("card_set", REGISTERED)
def test_the_set_module_has_its_rows_title_and_presets(card_set):
    mod = MODULES[REGISTERED.index(card_set)]
    assert mod.TITLE and SET_TITLES[card_set] == mod.TITLE
    assert [r[0] for r in mod.ROWS] == [NAMES[c] for c in cards_of(card_set)]
    own = {NAMES[c] for c in cards_of(card_set)}
    assert set(getattr(mod, "PLAIN", ())) <= own and set(getattr(mod, "NOT_YET", ())) <= own
    assert {NAMES[c] for c in cards_of(card_set) if c not in IMPLEMENTED} == \
        set(getattr(mod, "NOT_YET", ()))
    for k, cards in getattr(mod, "PRESETS", {}).items():
        assert PRESETS[k] == cards and len(set(cards)) == 10, k
        assert any(SETS[NAMES.index(n)] == card_set for n in cards), f"{k}: none of {card_set}"


@pytest.mark.parametrize("card_set", REGISTERED)
def test_the_set_has_its_effects_module_and_dispatch(card_set):
    fx = importlib.import_module(f"simcore.dominion.effects.{card_set}")
    assert callable(getattr(fx, f"{card_set}_effect"))
    if card_set != REGISTERED[0]:   # the base game is linked into the engine, the rest called
        entry = (getattr(fx, f"{card_set}_effect"), getattr(fx, f"{card_set}_default"),
                 getattr(fx, f"{card_set}_later", None))
        assert card_sets.SETS[getattr(state, f"SET_{card_set.upper()}")] == entry


@pytest.mark.parametrize("card_set", REGISTERED)
def test_the_set_has_its_texts_module(card_set):
    words = importlib.import_module(f"cli.dominion.sets.{card_set}")
    names = [NAMES[c] for c in cards_of(card_set)]
    # the set's cards in its order: every implemented one (a set landing in stages may
    # leave out the texts of cards still NOT_YET)
    assert list(words.TEXT) == [n for n in names if n in words.TEXT]
    assert {n for n in names if NAMES.index(n) in IMPLEMENTED} <= set(words.TEXT)
    assert set(words.DECISIONS) <= set(names)


@pytest.mark.parametrize("card_set", REGISTERED)
def test_every_implemented_card_of_the_set_is_complete(card_set):
    effects = Path(importlib.import_module(f"simcore.dominion.effects.{card_set}").__file__)
    code = effects.read_text()
    files = rules_files(card_set)
    assert files, f"{card_set}: no rules test file names it in RULES_OF"
    rules = "".join(f.read_text() for f in files)
    k_table = load_k_table()
    defaults = default_rules()
    cards = [c for c in cards_of(card_set) if c in IMPLEMENTED]
    assert cards, f"{card_set}: no implemented card"
    missing = []
    for c in cards:
        name, const = NAMES[c], snake(NAMES[c]).upper()
        if TYPES[c] & ACTION and name not in PLAIN_ACTIONS and \
                not re.search(rf"\b{const}\b", code):
            missing.append(f"{name}: no effect in {effects.name}")
        if name not in TEXT:
            missing.append(f"{name}: no text in cli/dominion/sets/{card_set}.py")
        if name in DECISIONS and name not in defaults:
            missing.append(f"{name}: asks, but no DEFAULTS line says how the default bot "
                           "answers")
        if f"bm-{slug(c)}" not in REGISTRY:
            missing.append(f"{name}: no bm-{slug(c)} bot")
        if not victory_only(c) and c not in k_table:
            missing.append(f"{name}: no row in strategies/dominion/data/bm_k.csv")
        if f'"{name}"' not in rules and not re.search(rf"\b{const}\b", rules):
            missing.append(f"{name}: not in {', '.join(f.name for f in files)}")
    assert not missing, missing
