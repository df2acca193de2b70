"""Every card set holds what docs/architecture.md's "Adding a card set" lists: an effects
module with its dispatch (and, past the base game, its default decisions, called through
the state record's addresses), and per implemented kingdom card its effect, its text for
`domsim cards`, a `bm-<card>` bot with its measured copy limit, and a rules test. A new
set, or a card moved to IMPLEMENTED, that lacks one of them fails here, naming it."""
import importlib
import re
from pathlib import Path

import pytest

from cli.dominion.cardtext import TEXT
from simcore.dominion import card_sets
from simcore.dominion.cards import (
    ACTION,
    BASIC,
    IMPLEMENTED,
    NAMES,
    PLAIN_ACTIONS,
    SET_TITLES,
    SETS,
    TYPES,
    snake,
)
from strategies.dominion import REGISTRY
from strategies.dominion.bm_cards import load_k_table, slug, victory_only

TESTS = Path(__file__).resolve().parent
# the rules tests of each set (a card is tested where its set's tests are)
RULES_TESTS = {"base": ["test_base_cards.py"], "intrigue": ["test_intrigue_cards.py"],
               "base1": ["test_first_edition_cards.py"],
               "intrigue1": ["test_first_edition_cards.py"],
               "seaside": ["test_seaside_cards.py", "test_seaside_gain_cards.py"],
               "seaside1": ["test_seaside_cards.py"],
               "prosperity": ["test_prosperity_cards.py"],
               "prosperity1": ["test_prosperity_cards.py"]}
CARD_SETS = [s for s in SET_TITLES if s != "basic"]


def test_every_set_is_listed_here():
    assert sorted(RULES_TESTS) == sorted(CARD_SETS)


@pytest.mark.parametrize("card_set", CARD_SETS)
def test_the_set_has_its_effects_module_and_dispatch(card_set):
    fx = importlib.import_module(f"simcore.dominion.effects.{card_set}")
    assert callable(getattr(fx, f"{card_set}_effect"))
    if card_set != "base":          # the base game is linked into the engine, the rest called
        entry = (getattr(fx, f"{card_set}_effect"), getattr(fx, f"{card_set}_default"))
        assert entry in [row[:2] for row in card_sets.SETS]


@pytest.mark.parametrize("card_set", CARD_SETS)
def test_every_implemented_card_of_the_set_is_complete(card_set):
    effects = Path(importlib.import_module(f"simcore.dominion.effects.{card_set}").__file__)
    code = effects.read_text()
    rules = "".join((TESTS / f).read_text() for f in RULES_TESTS[card_set])
    k_table = load_k_table()
    cards = [c for c in sorted(IMPLEMENTED - set(BASIC)) if SETS[c] == card_set]
    assert cards, f"{card_set}: no implemented card"
    missing = []
    for c in cards:
        name, const = NAMES[c], snake(NAMES[c]).upper()
        if TYPES[c] & ACTION and name not in PLAIN_ACTIONS and \
                not re.search(rf"\b{const}\b", code):
            missing.append(f"{name}: no effect in {effects.name}")
        if name not in TEXT:
            missing.append(f"{name}: no text in cli/dominion/cardtext.py")
        if f"bm-{slug(c)}" not in REGISTRY:
            missing.append(f"{name}: no bm-{slug(c)} bot")
        if not victory_only(c) and c not in k_table:
            missing.append(f"{name}: no row in strategies/dominion/data/bm_k.csv")
        if f'"{name}"' not in rules and not re.search(rf"\b{const}\b", rules):
            missing.append(f"{name}: not in {', '.join(RULES_TESTS[card_set])}")
    assert not missing, missing
