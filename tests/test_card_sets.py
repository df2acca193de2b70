"""The card sets past the base game's 2nd edition are called through addresses in the state
record and compiled only for games whose Supply uses them (simcore/dominion/card_sets.py)."""
import importlib
import pkgutil

import numpy as np

import simcore.dominion as dominion
from simcore.dominion import card_sets
from simcore.dominion.card_sets import new_states
from simcore.dominion.cards import card_id
from simcore.dominion.match import Match
from simcore.dominion.state import (
    NSETS,
    SET_BASE1,
    SET_INTRIGUE,
    SET_INTRIGUE1,
    SET_SEASIDE,
    SET_SEASIDE1,
)
from strategies import get


def ids(*names):
    return [card_id(n) for n in names]


def test_each_card_belongs_to_its_set():
    assert card_sets.sets_used(ids("Copper", "Province", "Curse", "Smithy", "Artisan")) == []
    assert card_sets.sets_used(ids("Courtyard", "Torturer", "Replace")) == [SET_INTRIGUE]
    assert card_sets.sets_used(ids("Secret Chamber", "Saboteur")) == [SET_INTRIGUE1]
    assert card_sets.sets_used(ids("Chancellor", "Thief", "Adventurer")) == [SET_BASE1]
    assert card_sets.sets_used(ids("Haven", "Tactician", "Treasury")) == [SET_SEASIDE]
    assert card_sets.sets_used(ids("Embargo", "Pirate Ship")) == [SET_SEASIDE1]
    assert card_sets.sets_used(ids("Moat", "Lurker", "Haven")) == [SET_INTRIGUE, SET_SEASIDE]


def test_a_match_fills_only_the_rows_of_the_sets_its_supply_uses():
    bots = [get("big-money"), get("smithy-bm")]
    base = Match(bots, ids("Smithy", "Moat", "Witch")).new_states(2)
    assert not base["set_fx"].any()
    mixed = Match(bots, ids("Smithy", "Torturer", "Haven")).new_states(2)
    fx = mixed["set_fx"]
    assert (fx[:, SET_INTRIGUE, :4] != 0).all() and (fx[:, SET_INTRIGUE, 4:] == 0).all()
    assert (fx[:, SET_SEASIDE] != 0).all()          # its Durations' later effects too
    others = [s for s in range(NSETS) if s not in (SET_INTRIGUE, SET_SEASIDE)]
    assert not fx[:, others].any()
    assert (fx[0] == fx[1]).all()


def test_records_for_any_cards_hold_every_set():
    fx = new_states(1)["set_fx"][0]
    assert (fx[:, :4] != 0).all()
    assert (fx[SET_SEASIDE, 4:] != 0).all() and not np.delete(fx, SET_SEASIDE, 0)[:, 4:].any()


def test_no_engine_module_links_another_sets_code():
    """Only card_sets (the addresses) and the prewarm list name the other sets' dispatches:
    a direct call anywhere in the engine would compile them into every match again."""
    behind = {f for fs in card_sets.SETS for f in fs if f is not None}
    for m in pkgutil.walk_packages(dominion.__path__, dominion.__name__ + "."):
        if m.name.startswith(f"{dominion.__name__}.effects") or m.name.endswith(
                (".card_sets", ".prewarm")):
            continue
        mod = importlib.import_module(m.name)
        linked = {n for n, v in vars(mod).items() if any(v is f for f in behind)}
        assert not linked, (m.name, linked)
