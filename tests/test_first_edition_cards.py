"""Rules tests for the first-edition-only cards: Intrigue 1st edition (Secret Chamber, Great
Hall, Coppersmith, Scout, Saboteur, Tribute) and base game 1st edition (Adventurer,
Chancellor, Feast, Spy, Thief, Woodcutter). Each test builds a concrete position and checks
the exact outcome (rules: shared/cards.md)."""
from collections import Counter

import numpy as np
import pytest

from simcore.dominion import engine
from simcore.dominion.card_sets import new_states
from simcore.dominion.cards import BASIC, IMPLEMENTED, KINGDOM, NAMES, SETS, card_id, pile_size
from simcore.dominion.checks import CHECK_NAMES
from simcore.dominion.effects import base1, intrigue1
from simcore.dominion.frames import MAX_REVEALS
from simcore.dominion.fuzz import fuzz
from tests.position import Position

# the card sets whose cards these rules tests cover (test_card_set_completeness.py)
RULES_OF = ("base1", "intrigue1")


class Pos(Position):
    """A Position whose play area starts empty too (Position's setup leaves the first turn's
    Coppers there)."""

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.g["play"][:] = 0
        self.g["play_n"] = 0
        for p in range(self.n):
            self._recount(p)


FIRST_EDITION = [c for c in KINGDOM if SETS[c] in ("intrigue1", "base1")]


def names(*xs):
    return Counter(xs)


def end_actions(pos):
    """Leave the Action phase if it is still asking (Buy phase plays the Treasures)."""
    if pos.pending()[0] == "play_action":
        pos.answer(None)
    return pos


def score(pos, p):
    return int(engine.score(pos.g, p))


# --- Secret Chamber ---------------------------------------------------------------------------

def test_secret_chamber_discards_any_number_for_one_coin_each():
    pos = Pos(players=2, kingdom=["Secret Chamber"])
    pos.set(0, hand=["Secret Chamber", "Estate", "Curse", "Copper", "Silver"], deck=["Gold"])
    pos.begin()
    pos.answer("Secret Chamber")
    assert pos.pending() == ("discard", 0, "Secret Chamber")
    assert pos.dec_left == 4
    pos.answers("Estate", "Curse")
    assert pos.coins == 2
    pos.answer(None)
    assert pos.discard(0) == names("Estate", "Curse")
    assert pos.pending() == ("buy", 0, None)
    assert pos.coins == 2 + 1 + 2           # the kept Copper and Silver are played after
    assert pos.hand(0) == Counter()


def test_secret_chamber_discarding_nothing_or_everything():
    pos = Pos(players=2, kingdom=["Secret Chamber"])
    pos.set(0, hand=["Secret Chamber", "Estate"])
    pos.begin()
    pos.answers("Secret Chamber", None)
    assert pos.coins == 0 and pos.hand(0) == names("Estate")
    pos = Pos(players=2, kingdom=["Secret Chamber"])
    pos.set(0, hand=["Secret Chamber", "Estate", "Duchy"])
    pos.begin()
    pos.answers("Secret Chamber", "Estate", "Duchy")   # hand empty: no more questions
    assert pos.pending() == ("buy", 0, None)
    assert pos.coins == 2 and pos.discard(0) == names("Estate", "Duchy")


def test_secret_chamber_default_discards_only_dead_cards():
    pos = Pos(players=2, kingdom=["Secret Chamber", "Village", "Great Hall"])
    pos.set(0, hand=["Secret Chamber", "Estate", "Curse", "Village", "Great Hall", "Copper",
                     "Silver"])
    pos.begin()
    pos.answer("Secret Chamber")             # the last Action: Village and Great Hall are dead
    while pos.pending()[0] == "discard":
        pos.answer("default")
    assert pos.discard(0) == names("Estate", "Curse", "Village", "Great Hall")
    assert pos.hand(0) == Counter() and pos.in_play()["Copper"] == 1
    assert pos.coins == 4 + 1 + 2


def test_secret_chamber_default_keeps_actions_it_can_still_play():
    pos = Pos(players=2, kingdom=["Secret Chamber", "Village", "Throne Room"])
    pos.set(0, hand=["Secret Chamber", "Estate", "Village", "Copper"])
    pos.begin(actions=2)
    pos.answer("Secret Chamber")
    while pos.pending()[0] == "discard":
        pos.answer("default")
    assert pos.discard(0) == names("Estate")
    assert pos.hand(0) == names("Village", "Copper")
    assert pos.coins == 1


def test_throne_room_secret_chamber():
    pos = Pos(players=2, kingdom=["Secret Chamber", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Secret Chamber", "Estate", "Estate", "Copper"])
    pos.begin()
    pos.answers("Throne Room", "Secret Chamber", "Estate", None)
    assert pos.pending() == ("discard", 0, "Secret Chamber")     # second play
    pos.answers("Estate", "Copper")
    assert pos.pending() == ("buy", 0, None)
    assert pos.coins == 3
    assert pos.discard(0) == names("Estate", "Estate", "Copper")


def militia_vs_chamber(players=2):
    pos = Pos(players=players, kingdom=["Militia", "Secret Chamber", "Moat"])
    pos.set(0, hand=["Militia"], deck=["Copper"] * 5)
    pos.set(1, hand=["Secret Chamber", "Silver", "Copper", "Estate", "Estate"],
            deck=["Gold", "Curse", "Province"])
    return pos


def test_secret_chamber_reaction_draws_two_then_puts_two_on_the_deck():
    pos = militia_vs_chamber()
    pos.begin()
    pos.answer("Militia")
    assert pos.pending() == ("react", 1, None)
    pos.answer("Secret Chamber")
    assert pos.pending() == ("topdeck", 1, "Secret Chamber")
    assert pos.hand(1) == names("Secret Chamber", "Silver", "Copper", "Estate", "Estate", "Gold",
                                "Curse")
    assert pos.dec_left == 2
    pos.answer("Curse")
    assert pos.dec_left == 1
    pos.answer("Estate")
    assert pos.deck(1) == ["Estate", "Curse", "Province"]       # the second one on top
    assert pos.pending() == ("react", 1, None)                  # may reveal it again
    pos.answer(None)
    assert pos.pending() == ("discard", 1, "Militia")           # then the Attack resolves
    pos.answers("Estate", "Copper")
    assert pos.hand(1) == names("Secret Chamber", "Silver", "Gold")
    assert pos.coins == 2


def test_secret_chamber_can_be_revealed_again_up_to_the_cap():
    pos = militia_vs_chamber()
    pos.begin()
    pos.answer("Militia")
    for i in range(MAX_REVEALS):
        assert pos.pending() == ("react", 1, None)
        pos.answers("Secret Chamber", "Estate", "Estate")
    assert pos.pending() == ("discard", 1, "Militia")           # no more reveals offered
    assert pos.owned(1) == names("Secret Chamber", "Silver", "Copper", "Estate", "Estate",
                                 "Gold", "Curse", "Province")
    assert pos.deck(1) == ["Estate", "Estate", "Province"]
    assert pos.hand(1) == names("Secret Chamber", "Silver", "Copper", "Gold", "Curse")


def test_secret_chamber_default_reveals_it_once_per_attack():
    pos = militia_vs_chamber()
    pos.begin()
    pos.answers("Militia", "default")
    assert pos.pending() == ("topdeck", 1, "Secret Chamber")             # revealed
    pos.answers("Curse", "Estate", "default")
    assert pos.pending() == ("discard", 1, "Militia")        # not a second time
    assert pos.deck(1) == ["Estate", "Curse", "Province"]


def test_secret_chamber_then_moat_by_the_same_player():
    pos = militia_vs_chamber()
    pos.set(1, hand=["Secret Chamber", "Moat", "Estate", "Copper", "Copper"],
            deck=["Gold", "Silver"])
    pos.begin()
    pos.answers("Militia", "Secret Chamber", "Estate", "Copper")
    assert pos.pending() == ("react", 1, None)
    pos.answer("Moat")
    assert pos.pending() == ("react", 1, None)     # Secret Chamber is still revealable
    pos.answer(None)
    assert pos.pending() == ("buy", 0, None)       # immune: Militia does nothing to P1
    assert pos.hand(1) == names("Secret Chamber", "Moat", "Copper", "Gold", "Silver")
    assert pos.deck(1) == ["Copper", "Estate"]


def test_secret_chamber_default_against_militia_saves_the_cards_militia_would_take():
    pos = militia_vs_chamber()
    pos.begin()
    pos.answer("Militia")
    while pos.pending()[0] in ("react", "topdeck", "discard"):
        pos.answer("default")
    # 7 cards: Gold, Silver, Copper, Secret Chamber, Estate, Estate, Curse. Keep the best 3,
    # put back the next two (4th best on the bottom), Militia takes the worst two.
    assert pos.hand(1) == names("Gold", "Silver", "Copper")
    assert pos.deck(1) == ["Estate", "Secret Chamber", "Province"]
    assert pos.discard(1) == names("Estate", "Curse")


def test_secret_chamber_default_against_other_attacks_puts_back_the_worst():
    pos = Pos(players=2, kingdom=["Witch", "Secret Chamber"])
    pos.set(0, hand=["Witch"], deck=["Copper"] * 5)
    pos.set(1, hand=["Secret Chamber", "Silver", "Copper", "Estate", "Gold"],
            deck=["Curse", "Silver", "Province"])
    pos.begin()
    pos.answer("Witch")
    while pos.pending()[1] == 1:
        pos.answer("default")
    assert pos.hand(1) == names("Secret Chamber", "Silver", "Silver", "Copper", "Gold")
    assert sorted(pos.deck(1)[:2]) == ["Curse", "Estate"]
    assert pos.deck(1)[2] == "Province"
    assert pos.discard(1) == names("Curse")               # Witch's Curse
    assert pos.owned(1)["Curse"] == 2


def test_secret_chamber_with_an_empty_deck_draws_what_it_can():
    pos = militia_vs_chamber()
    pos.set(1, hand=["Secret Chamber", "Silver", "Copper"], deck=[], discard=["Gold"])
    pos.begin()
    pos.answers("Militia", "Secret Chamber")
    assert pos.hand(1) == names("Secret Chamber", "Silver", "Copper", "Gold")
    pos.answers("Copper", "Gold", None)
    assert pos.deck(1) == ["Gold", "Copper"]
    assert pos.pending() == ("buy", 0, None)      # 2 cards in hand: nothing to discard
    assert pos.hand(1) == names("Secret Chamber", "Silver")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_moat_and_secret_chamber_answer_militia_around_the_table(players):
    """P1 Moat, P2 Secret Chamber, P3 and later nothing; each is asked in turn order."""
    pos = Pos(players=players, kingdom=["Militia", "Secret Chamber", "Moat"])
    pos.set(0, hand=["Militia"], deck=["Copper"] * 5)
    pos.set(1, hand=["Moat", "Estate", "Estate", "Copper", "Copper"])
    pos.set(2, hand=["Secret Chamber", "Estate", "Copper", "Copper", "Copper"],
            deck=["Gold", "Gold"])
    for p in range(3, players):
        pos.set(p, hand=["Duchy", "Estate", "Copper", "Silver", "Gold"])
    pos.begin()
    pos.answer("Militia")
    assert pos.pending() == ("react", 1, None)
    pos.answer("Moat")
    assert pos.pending() == ("react", 2, None)      # P1 is immune now: no more to reveal
    pos.answers("Secret Chamber", "Estate", "Copper", None)
    # the Attack: P1 skipped, P2 discards 2 of 5, every later player 2 of 5
    assert pos.pending() == ("discard", 2, "Militia")
    pos.answers("Copper", "Copper")
    for p in range(3, players):
        assert pos.pending() == ("discard", p, "Militia")
        pos.answers("Duchy", "Estate")
    assert pos.pending() == ("buy", 0, None)
    assert pos.hand(1) == names("Moat", "Estate", "Estate", "Copper", "Copper")
    assert pos.hand(2) == names("Secret Chamber", "Gold", "Gold")
    assert pos.deck(2) == ["Copper", "Estate"]
    for p in range(3, players):
        assert pos.hand(p) == names("Copper", "Silver", "Gold")


def test_secret_chamber_stacks_the_deck_against_saboteur():
    pos = Pos(players=2, kingdom=["Saboteur", "Secret Chamber"])
    pos.set(0, hand=["Saboteur"])
    pos.set(1, hand=["Secret Chamber", "Copper", "Silver", "Gold", "Gold"],
            deck=["Estate", "Copper", "Silver"])
    pos.begin()
    pos.answers("Saboteur", "Secret Chamber", "Copper", "Estate", None)
    # Saboteur now reveals Estate, Copper (put back), then Silver
    assert pos.pending() == ("gain", 1, "Saboteur")
    assert pos.trash() == names("Silver")
    pos.answer(None)
    assert pos.discard(1) == names("Estate", "Copper")
    assert pos.hand(1) == names("Secret Chamber", "Copper", "Silver", "Gold", "Gold")
    assert pos.deck(1) == []


# --- Great Hall, Coppersmith, Woodcutter ------------------------------------------------------

def test_great_hall_is_a_cantrip_worth_one_vp():
    pos = Pos(players=2, kingdom=["Great Hall"])
    pos.set(0, hand=["Great Hall", "Great Hall"], deck=["Silver", "Gold", "Estate"])
    pos.begin()
    pos.answer("Great Hall")
    assert pos.actions == 1 and pos.hand(0) == names("Great Hall", "Silver")
    pos.answer("Great Hall")
    assert pos.pending() == ("buy", 0, None)
    assert pos.in_play() == names("Great Hall", "Great Hall", "Silver", "Gold")
    assert pos.deck(0) == ["Estate"]
    assert score(pos, 0) == 2 + 1
    assert pile_size(card_id("Great Hall"), 2) == 8 and pile_size(card_id("Great Hall"), 4) == 12
    assert pos.left("Great Hall") == 8


def test_coppersmith_adds_one_per_copper_per_play():
    pos = Pos(players=2, kingdom=["Coppersmith", "Village", "Throne Room"])
    pos.set(0, hand=["Coppersmith", "Copper", "Copper", "Copper", "Silver"])
    pos.begin()
    pos.answer("Coppersmith")
    assert pos.pending() == ("buy", 0, None)
    assert pos.coins == 3 * 2 + 2
    pos = Pos(players=2, kingdom=["Coppersmith", "Village", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Coppersmith", "Copper", "Copper", "Gold"])
    pos.begin()
    pos.answers("Throne Room", "Coppersmith")
    assert pos.coins == 2 * 3 + 3
    pos = Pos(players=2, kingdom=["Coppersmith", "Village"])
    pos.set(0, hand=["Village", "Coppersmith", "Coppersmith", "Copper", "Estate"],
            deck=["Copper"])
    pos.begin()
    pos.answers("Village", "Coppersmith", "Coppersmith")
    assert pos.coins == 2 * 3


def test_coppersmith_is_gone_next_turn():
    pos = Pos(players=2, kingdom=["Coppersmith"])
    pos.set(0, hand=["Coppersmith", "Copper"], deck=["Copper"] * 5)
    pos.set(1, hand=["Copper", "Copper"], deck=["Copper"] * 5)
    pos.begin()
    pos.answers("Coppersmith", None)            # buy nothing: turn passes to P1
    assert pos.pending() == ("buy", 1, None)
    assert pos.coins == 2


def test_woodcutter():
    pos = Pos(players=2, kingdom=["Woodcutter", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Woodcutter", "Copper"])
    pos.begin()
    pos.answers("Throne Room", "Woodcutter")
    assert pos.pending() == ("buy", 0, None)
    assert pos.buys == 3 and pos.coins == 5


# --- Scout ------------------------------------------------------------------------------------

def test_scout_takes_victory_cards_and_puts_the_rest_back_in_chosen_order():
    pos = Pos(players=2, kingdom=["Scout", "Great Hall"])
    pos.set(0, hand=["Scout"], deck=["Estate", "Silver", "Great Hall", "Copper", "Gold"])
    pos.begin()
    pos.answer("Scout")
    assert pos.pending() == ("pick", 0, "Scout")
    assert pos.dec_left == 1
    pos.answer("Copper")                        # Copper on top
    assert pos.hand(0) == names("Estate", "Great Hall")
    assert pos.deck(0) == ["Copper", "Silver", "Gold"]
    assert pos.actions == 1
    assert pos.pending() == ("play_action", 0, None)      # Great Hall can be played


def test_scout_three_picks_top_first():
    pos = Pos(players=2, kingdom=["Scout"])
    pos.set(0, hand=["Scout"], deck=["Copper", "Silver", "Gold", "Curse", "Estate"])
    pos.begin()
    pos.answer("Scout")
    assert pos.dec_left == 3
    pos.answer("Gold")
    assert pos.dec_left == 2
    pos.answer("Curse")
    pos.answer("Silver")
    assert pos.deck(0) == ["Gold", "Curse", "Silver", "Copper", "Estate"]
    assert pos.hand(0) == Counter()


def test_scout_default_puts_the_best_on_top_and_skips_forced_orders():
    pos = Pos(players=2, kingdom=["Scout"])
    pos.set(0, hand=["Scout"], deck=["Curse", "Copper", "Gold", "Silver", "Province"])
    pos.begin()
    pos.answer("Scout")
    while pos.pending()[0] == "pick":
        pos.answer("default")
    assert pos.deck(0) == ["Gold", "Silver", "Copper", "Curse", "Province"]
    pos = Pos(players=2, kingdom=["Scout"])
    pos.set(0, hand=["Scout"], deck=["Silver", "Silver", "Duchy", "Silver"])
    pos.begin()
    pos.answer("Scout")
    assert pos.pending() == ("buy", 0, None)           # three Silvers: no order to choose
    assert pos.deck(0) == ["Silver"] * 3 and pos.hand(0) == names("Duchy")


def test_scout_reshuffles_to_reveal_four():
    pos = Pos(players=2, kingdom=["Scout"])
    pos.set(0, hand=["Scout"], deck=["Duchy"], discard=["Silver", "Curse", "Silver"])
    pos.begin()
    pos.answer("Scout")
    # Duchy, then the shuffled discard pile (under it): Silver, Silver, Curse in some order
    assert pos.hand(0) == names("Duchy")
    assert pos.pending() == ("pick", 0, "Scout")
    pos.answer("Curse")
    assert pos.deck(0) == ["Curse", "Silver", "Silver"]
    assert pos.discard(0) == Counter()


def test_scout_with_a_short_deck_and_dual_type_victory_cards():
    pos = Pos(players=2, kingdom=["Scout", "Harem", "Nobles"])
    pos.set(0, hand=["Scout"], deck=["Harem", "Copper", "Nobles"])
    pos.begin()
    pos.answer("Scout")
    assert pos.hand(0) == names("Harem", "Nobles")
    assert pos.deck(0) == ["Copper"]
    pos = Pos(players=2, kingdom=["Scout"])
    pos.set(0, hand=["Scout"])
    pos.begin()
    pos.answer("Scout")
    assert pos.pending() == ("buy", 0, None) and pos.deck(0) == []


def test_throne_room_scout():
    pos = Pos(players=2, kingdom=["Scout", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Scout"], deck=["Estate", "Copper", "Copper", "Duchy",
                                                     "Province", "Copper", "Copper", "Copper"])
    pos.begin()
    pos.answers("Throne Room", "Scout")
    # first: Estate, Duchy to hand; Copper x2 back; second: the same two Coppers, Province,
    # Copper -> Province to hand, three Coppers back
    assert pos.hand(0) == names("Estate", "Duchy", "Province")
    assert pos.deck(0) == ["Copper"] * 5
    assert pos.actions == 2


# --- Saboteur ---------------------------------------------------------------------------------

def test_saboteur_trashes_the_first_card_costing_three_and_offers_a_cheaper_gain():
    pos = Pos(players=2, kingdom=["Saboteur"])
    pos.set(0, hand=["Saboteur"])
    pos.set(1, deck=["Copper", "Estate", "Silver", "Gold"])
    pos.begin()
    pos.answer("Saboteur")
    assert pos.pending() == ("gain", 1, "Saboteur")
    assert pos.dec_hi == 1
    pos.answer("Copper")
    assert pos.trash() == names("Silver")
    assert pos.discard(1) == names("Copper", "Estate", "Copper")
    assert pos.deck(1) == ["Gold"]
    assert pos.owned(1) == names("Copper", "Copper", "Estate", "Gold")
    assert pos.left("Copper") == pile_size(card_id("Copper"), 2) - 1


def test_saboteur_gain_is_optional_and_default_takes_the_most_expensive():
    pos = Pos(players=2, kingdom=["Saboteur", "Smithy", "Village"])
    pos.set(0, hand=["Saboteur"])
    pos.set(1, deck=["Gold", "Gold"])
    pos.begin()
    pos.answers("Saboteur", None)
    assert pos.owned(1) == names("Gold")
    pos = Pos(players=2, kingdom=["Saboteur", "Smithy", "Village"])
    pos.set(0, hand=["Saboteur"])
    pos.set(1, deck=["Gold", "Gold"])
    pos.begin()
    pos.answers("Saboteur", "default")
    assert pos.owned(1) == names("Gold", "Smithy")      # $4: Smithy over Silver
    assert pos.trash() == names("Gold")


def test_saboteur_default_never_gains_a_curse():
    pos = Pos(players=2, kingdom=["Saboteur"])
    pos.set(0, hand=["Saboteur"])
    pos.set(1, deck=["Silver"])
    pos.supply("Copper", 0)
    pos.begin()
    pos.answers("Saboteur", "default")
    assert pos.owned(1) == Counter()
    assert pos.left("Curse") == 10


def test_saboteur_finds_nothing_and_everything_is_discarded():
    pos = Pos(players=2, kingdom=["Saboteur"])
    pos.set(0, hand=["Saboteur"])
    pos.set(1, deck=["Copper", "Estate"], discard=["Curse", "Copper"])
    pos.begin()
    pos.answer("Saboteur")
    assert pos.pending() == ("buy", 0, None)
    assert pos.trash() == Counter()
    assert pos.discard(1) == names("Copper", "Copper", "Estate", "Curse")
    assert pos.deck(1) == []


def test_saboteur_reshuffle_mid_reveal_leaves_the_revealed_cards_out():
    pos = Pos(players=2, kingdom=["Saboteur"])
    pos.set(0, hand=["Saboteur"])
    pos.set(1, deck=["Estate", "Copper"], discard=["Curse", "Gold", "Curse"])
    pos.begin()
    pos.answers("Saboteur", None)
    assert pos.trash() == names("Gold")
    deck = Counter(pos.deck(1))
    discard = pos.discard(1)
    assert discard["Estate"] == 1 and discard["Copper"] == 1     # never shuffled in
    assert set(deck) <= {"Curse"}
    assert deck["Curse"] + discard["Curse"] == 2


def test_saboteur_long_reveal_does_not_overflow():
    pos = Pos(players=2, kingdom=["Saboteur"])
    pos.set(0, hand=["Saboteur"])
    pos.set(1, deck=["Copper"] * 25 + ["Estate"] * 10 + ["Duchy"])
    pos.begin()
    pos.answers("Saboteur", "Estate")
    assert pos.trash() == names("Duchy")
    assert pos.discard(1) == Counter(Copper=25, Estate=11)
    assert pos.rev_n == 0 and pos.aside_n == 0


def test_saboteur_uses_the_current_cost():
    pos = Pos(players=2, kingdom=["Saboteur"])
    pos.set(0, hand=["Saboteur"])
    pos.set(1, deck=["Silver", "Gold"])
    pos.begin()
    pos.g["cost_cut"] = 1                        # as after a Bridge: Silver costs $2
    pos.answer("Saboteur")
    assert pos.trash() == names("Gold")
    assert pos.dec_hi == 3
    pos.answer("Silver")
    assert pos.owned(1) == names("Silver", "Silver")


def test_throne_room_saboteur_hits_each_victim_twice():
    pos = Pos(players=3, kingdom=["Saboteur", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Saboteur"])
    pos.set(1, deck=["Silver", "Estate", "Gold"])
    pos.set(2, deck=["Copper", "Silver"])
    pos.begin()
    pos.answers("Throne Room", "Saboteur")
    assert pos.pending() == ("gain", 1, "Saboteur")
    pos.answer(None)
    assert pos.pending() == ("gain", 2, "Saboteur")
    pos.answer(None)
    assert pos.pending() == ("gain", 1, "Saboteur")
    assert pos.dec_hi == 4
    pos.answer(None)
    assert pos.pending() == ("buy", 0, None)        # P2 has nothing left costing $3+
    assert pos.trash() == names("Silver", "Silver", "Gold")
    assert pos.discard(1) == names("Estate")
    assert pos.discard(2) == names("Copper")


@pytest.mark.parametrize("players", [5, 6])
def test_saboteur_with_moat_and_secret_chamber_at_a_big_table(players):
    pos = Pos(players=players, kingdom=["Saboteur", "Moat", "Secret Chamber"])
    pos.set(0, hand=["Saboteur"])
    pos.set(1, hand=["Moat"], deck=["Gold"])
    pos.set(2, hand=["Secret Chamber", "Estate"], deck=["Gold", "Silver", "Province"])
    pos.set(3, deck=[])                             # nothing to reveal
    for p in range(4, players):
        pos.set(p, deck=["Copper", "Silver"])
    pos.begin()
    pos.answer("Saboteur")
    pos.answers("Moat")
    assert pos.pending() == ("react", 2, None)
    pos.answers("Secret Chamber", "Estate", "Gold", None)      # Gold on top, Estate under it
    assert pos.pending() == ("gain", 2, "Saboteur")
    assert pos.dec_hi == 4
    pos.answer(None)
    for p in range(4, players):
        assert pos.pending() == ("gain", p, "Saboteur")
        pos.answer("Copper")
    assert pos.pending() == ("buy", 0, None)
    assert pos.deck(1) == ["Gold"]
    assert pos.hand(2) == names("Secret Chamber", "Silver")
    assert pos.deck(2) == ["Estate", "Province"]
    for p in range(4, players):
        assert pos.discard(p) == names("Copper", "Copper")
    assert pos.trash() == Counter(Gold=1, Silver=players - 4)


# --- Tribute ----------------------------------------------------------------------------------

def tribute_pos(left_deck, left_discard=(), players=2):
    pos = Pos(players=players, kingdom=["Tribute", "Great Hall", "Harem", "Village",
                                             "Throne Room", "Moat"])
    pos.set(0, hand=["Tribute"], deck=["Estate", "Estate", "Estate", "Estate", "Estate"])
    pos.set(1, deck=list(left_deck), discard=list(left_discard))
    return pos


def tribute_result(pos):
    """(actions, coins, cards drawn) right after Tribute, before the Buy phase."""
    return int(pos.actions), int(pos.coins), sum(pos.hand(0).values())


@pytest.mark.parametrize("deck,expect", [
    (["Copper", "Estate"], (0, 2, 2)),
    (["Village", "Silver"], (2, 2, 0)),
    (["Silver", "Silver"], (0, 2, 0)),                 # two of one card: once
    (["Great Hall", "Great Hall"], (2, 0, 2)),
    (["Great Hall", "Harem"], (2, 2, 4)),              # dual types: all that apply
    (["Harem", "Village"], (2, 2, 2)),
    (["Curse", "Curse"], (0, 0, 0)),
    (["Curse", "Duchy"], (0, 0, 2)),
    (["Village"], (2, 0, 0)),                          # a deck of one card
    ([], (0, 0, 0)),                                   # nothing to reveal
])
def test_tribute(deck, expect):
    pos = tribute_pos(deck)
    pos.begin()
    pos.answer("Tribute")
    assert tribute_result(pos) == expect
    assert pos.discard(1) == Counter(deck)
    assert pos.deck(1) == []


def test_tribute_reveals_only_the_top_two_and_shuffles_under_a_short_deck():
    pos = tribute_pos(["Silver", "Moat", "Gold"])
    pos.begin()
    pos.answer("Tribute")
    assert (pos.actions, pos.coins) == (2, 2)          # Moat: Action; Silver: Treasure
    assert pos.hand(0) == Counter()
    assert pos.deck(1) == ["Gold"] and pos.discard(1) == names("Silver", "Moat")
    pos = tribute_pos(["Gold"], left_discard=["Duchy"])
    pos.begin()
    pos.answer("Tribute")
    assert tribute_result(pos) == (0, 2, 2)
    assert pos.discard(1) == names("Gold", "Duchy") and pos.deck(1) == []


def test_tribute_is_not_an_attack_and_hits_only_the_left_neighbour():
    pos = tribute_pos(["Copper", "Estate"], players=3)
    pos.set(1, hand=["Moat"], deck=["Copper", "Estate"])
    pos.set(2, hand=["Moat"], deck=["Gold", "Gold"])
    pos.begin()
    pos.answer("Tribute")
    assert pos.pending() == ("buy", 0, None)         # no Reaction asked
    assert pos.discard(1) == names("Copper", "Estate")
    assert pos.deck(2) == ["Gold", "Gold"]
    pos = tribute_pos([], players=4)
    pos.set(0, hand=[], deck=["Village", "Harem"])
    pos.set(3, hand=["Tribute"], deck=["Gold", "Gold"])
    pos.begin(player=3)
    pos.answer("Tribute")
    assert pos.pending() == ("buy", 3, None)                  # P0 is left of P3
    assert (pos.actions, pos.coins) == (2, 2 + 6)            # Harem: +$2, +2 Cards (Golds)
    assert pos.in_play() == names("Tribute", "Gold", "Gold")
    assert pos.discard(0) == names("Village", "Harem")


def test_throne_room_tribute():
    pos = tribute_pos(["Village", "Copper", "Duchy", "Duchy"])
    pos.set(0, hand=["Throne Room", "Tribute"], deck=["Estate"] * 5)
    pos.begin()
    pos.answers("Throne Room", "Tribute")
    assert (pos.actions, pos.coins) == (2, 2)
    assert pos.hand(0) == names("Estate", "Estate")
    assert pos.discard(1) == names("Village", "Copper", "Duchy", "Duchy")


# --- Adventurer -------------------------------------------------------------------------------

def test_adventurer_digs_for_two_treasures():
    pos = Pos(players=2, kingdom=["Adventurer", "Village", "Harem"])
    pos.set(0, hand=["Adventurer"], deck=["Estate", "Copper", "Village", "Harem", "Gold"])
    pos.begin()
    pos.answer("Adventurer")
    assert pos.hand(0) == Counter()              # the Treasures were played in the Buy phase
    assert pos.in_play() == names("Adventurer", "Copper", "Harem")
    assert pos.coins == 3
    assert pos.discard(0) == names("Estate", "Village")
    assert pos.deck(0) == ["Gold"]


def test_adventurer_reshuffle_does_not_take_the_revealed_cards():
    pos = Pos(players=2, kingdom=["Adventurer", "Village"])
    pos.set(0, hand=["Adventurer", "Village"], deck=["Estate", "Duchy"], discard=["Silver"])
    pos.begin(actions=2)
    pos.answer("Adventurer")
    assert pos.hand(0) == names("Village", "Silver")
    assert pos.discard(0) == names("Estate", "Duchy")
    assert pos.deck(0) == []


def test_adventurer_after_a_reshuffle_keeps_the_rest_of_the_new_deck():
    pos = Pos(players=2, kingdom=["Adventurer", "Village"])
    pos.set(0, hand=["Adventurer", "Village"], deck=["Copper", "Estate"],
            discard=["Gold", "Gold", "Gold"])
    pos.begin(actions=2)
    pos.answer("Adventurer")
    assert pos.hand(0) == names("Village", "Copper", "Gold")
    assert pos.deck(0) == ["Gold", "Gold"]
    assert pos.discard(0) == names("Estate")


def test_adventurer_without_treasures_discards_everything():
    pos = Pos(players=2, kingdom=["Adventurer", "Village"])
    pos.set(0, hand=["Adventurer", "Village"], deck=["Estate"] * 20, discard=["Duchy", "Curse"])
    pos.begin(actions=2)
    pos.answer("Adventurer")
    assert pos.hand(0) == names("Village")
    assert pos.discard(0) == Counter(Estate=20, Duchy=1, Curse=1)
    assert pos.deck(0) == [] and pos.rev_n == 0 and pos.aside_n == 0


def test_throne_room_adventurer():
    pos = Pos(players=2, kingdom=["Adventurer", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Adventurer"],
            deck=["Copper", "Estate", "Silver", "Gold", "Duchy", "Copper", "Silver"])
    pos.begin()
    pos.answers("Throne Room", "Adventurer")
    assert pos.coins == 1 + 2 + 3 + 1
    assert pos.discard(0) == names("Estate", "Duchy")
    assert pos.deck(0) == ["Silver"]


# --- Chancellor -------------------------------------------------------------------------------

def test_chancellor_may_put_the_deck_into_the_discard_pile():
    pos = Pos(players=2, kingdom=["Chancellor"])
    pos.set(0, hand=["Chancellor"], deck=["Gold", "Estate", "Estate"], discard=["Copper"])
    pos.begin()
    pos.answer("Chancellor")
    assert pos.pending() == ("yesno", 0, "Chancellor")
    assert pos.coins == 2
    pos.answer(1)
    assert pos.deck(0) == []
    assert pos.discard(0) == names("Gold", "Estate", "Estate", "Copper")
    pos = Pos(players=2, kingdom=["Chancellor"])
    pos.set(0, hand=["Chancellor"], deck=["Gold", "Estate", "Estate"])
    pos.begin()
    pos.answers("Chancellor", 0)
    assert pos.deck(0) == ["Gold", "Estate", "Estate"] and pos.discard(0) == Counter()


def test_chancellor_with_an_empty_deck_asks_nothing():
    pos = Pos(players=2, kingdom=["Chancellor"])
    pos.set(0, hand=["Chancellor"], discard=["Gold"])
    pos.begin()
    pos.answer("Chancellor")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 2
    assert pos.discard(0) == names("Gold")


def test_chancellor_default_keeps_a_rich_deck_and_cycles_a_poor_one():
    pos = Pos(players=2, kingdom=["Chancellor"])
    pos.set(0, hand=["Chancellor"], deck=["Estate", "Copper", "Estate"],
            discard=["Gold", "Gold", "Silver"])
    pos.begin()
    pos.answers("Chancellor", "default")
    assert pos.deck(0) == []
    pos = Pos(players=2, kingdom=["Chancellor"])
    pos.set(0, hand=["Chancellor"], deck=["Gold", "Gold", "Silver"],
            discard=["Estate", "Copper", "Estate"])
    pos.begin()
    pos.answers("Chancellor", "default")
    assert pos.deck(0) == ["Gold", "Gold", "Silver"]


def test_throne_room_chancellor():
    pos = Pos(players=2, kingdom=["Chancellor", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Chancellor"], deck=["Estate", "Estate"])
    pos.begin()
    pos.answers("Throne Room", "Chancellor", 1)
    assert pos.pending() == ("buy", 0, None)           # second play: empty deck, no question
    assert pos.coins == 4 and pos.discard(0) == names("Estate", "Estate")


# --- Feast ------------------------------------------------------------------------------------

def test_feast_trashes_itself_and_gains_up_to_five():
    pos = Pos(players=2, kingdom=["Feast", "Laboratory", "Village"])
    pos.set(0, hand=["Feast", "Copper"])
    pos.begin()
    pos.answer("Feast")
    assert pos.pending() == ("gain", 0, "Feast")
    assert pos.trash() == names("Feast") and pos.in_play() == Counter()
    assert pos.dec_hi == 5
    pos.answer("Laboratory")
    assert pos.owned(0) == names("Copper", "Laboratory")
    assert pos.discard(0) == names("Laboratory")


def test_throne_room_feast_trashes_once_and_gains_twice():
    pos = Pos(players=2, kingdom=["Feast", "Throne Room", "Laboratory"])
    pos.set(0, hand=["Throne Room", "Feast", "Feast"])
    pos.begin()
    pos.answers("Throne Room", "Feast", "Laboratory", "Duchy")
    assert pos.trash() == names("Feast")
    assert pos.in_play() == names("Throne Room")
    assert pos.owned(0) == names("Throne Room", "Feast", "Laboratory", "Duchy")
    assert pos.hand(0) == names("Feast")


def test_feast_with_an_empty_pile():
    pos = Pos(players=2, kingdom=["Feast", "Laboratory"])
    pos.set(0, hand=["Feast"])
    pos.supply("Laboratory", 0)
    pos.begin()
    pos.answer("Feast")
    pos.answer("Laboratory")                        # illegal: replaced by the default
    assert pos.fallbacks[0] == 1
    assert pos.owned(0) == names("Silver")          # worth most now (an early Duchy is not)
    assert pos.left("Laboratory") == 0


def test_vassal_plays_feast_from_the_discard():
    pos = Pos(players=2, kingdom=["Feast", "Vassal"])
    pos.set(0, hand=["Vassal"], deck=["Feast"])
    pos.begin()
    pos.answers("Vassal", 1)
    assert pos.pending() == ("gain", 0, "Feast")
    assert pos.trash() == names("Feast")
    pos.answer("Silver")
    assert pos.owned(0) == names("Vassal", "Silver")


# --- Spy --------------------------------------------------------------------------------------

def test_spy_you_first_then_the_others_you_choose():
    pos = Pos(players=3, kingdom=["Spy"])
    pos.set(0, hand=["Spy"], deck=["Copper", "Estate", "Gold"])
    pos.set(1, deck=["Gold", "Estate"])
    pos.set(2, deck=["Curse", "Silver"])
    pos.begin()
    pos.answer("Spy")
    assert pos.hand(0) == names("Copper") and pos.actions == 1
    assert pos.pending() == ("yesno", 0, "Spy")
    assert (NAMES[pos.dec_card], int(pos.rev_p)) == ("Estate", 0)
    pos.answer(1)
    assert (NAMES[pos.dec_card], int(pos.rev_p), int(pos.dec_p)) == ("Gold", 1, 0)
    pos.answer(1)
    assert (NAMES[pos.dec_card], int(pos.rev_p)) == ("Curse", 2)
    pos.answer(0)
    assert pos.deck(0) == ["Gold"] and pos.discard(0) == names("Estate")
    assert pos.deck(1) == ["Estate"] and pos.discard(1) == names("Gold")
    assert pos.deck(2) == ["Curse", "Silver"] and pos.discard(2) == Counter()


def test_spy_default_discards_their_good_cards_and_your_bad_ones():
    pos = Pos(players=3, kingdom=["Spy"])
    pos.set(0, hand=["Spy"], deck=["Copper", "Estate"])
    pos.set(1, deck=["Silver"])
    pos.set(2, deck=["Copper"])
    pos.begin()
    pos.answers("Spy", "default", "default", "default")
    assert pos.discard(0) == names("Estate")
    assert pos.discard(1) == names("Silver")
    assert pos.deck(2) == ["Copper"]
    pos = Pos(players=2, kingdom=["Spy"])
    pos.set(0, hand=["Spy"], deck=["Copper", "Gold"])
    pos.set(1, deck=["Duchy"])
    pos.begin()
    pos.answers("Spy", "default", "default")
    assert pos.deck(0) == ["Gold"] and pos.deck(1) == ["Duchy"]


def test_spy_default_leaves_their_silver_and_gold_for_the_thief_in_hand():
    pos = Pos(players=3, kingdom=["Spy", "Thief"])
    pos.set(0, hand=["Spy", "Thief"], deck=["Estate", "Copper"])
    pos.set(1, deck=["Gold"])
    pos.set(2, deck=["Copper"])
    pos.begin()
    pos.answers("Spy", "default", "default", "default")
    assert pos.deck(1) == ["Gold"]              # on top: the Thief steals it next
    assert pos.deck(2) == ["Copper"]            # a Copper stays on top as before
    pos = Pos(players=2, kingdom=["Spy", "Thief"])
    pos.set(0, hand=["Spy"], deck=["Estate", "Copper"])
    pos.set(1, deck=["Silver"])
    pos.begin()
    pos.answers("Spy", "default", "default")
    assert pos.discard(1) == names("Silver")    # no Thief in hand: discarded


@pytest.mark.parametrize("players", [4, 6])
def test_spy_skips_moat_and_empty_decks(players):
    pos = Pos(players=players, kingdom=["Spy", "Moat"])
    pos.set(0, hand=["Spy"], deck=["Copper"], discard=["Silver"])
    pos.set(1, hand=["Moat"], deck=["Gold"])
    pos.set(2, deck=[])
    for p in range(3, players):
        pos.set(p, deck=["Gold"])
    pos.begin()
    pos.answer("Spy")                      # draws the Copper: own reveal needs a shuffle
    assert pos.pending() == ("react", 1, None)
    pos.answer("Moat")
    assert pos.pending() == ("yesno", 0, "Spy")
    assert NAMES[pos.dec_card] == "Silver" and pos.rev_p == 0
    pos.answer(0)
    for p in range(3, players):
        assert pos.pending() == ("yesno", 0, "Spy") and pos.rev_p == p
        pos.answer(1)
    assert pos.pending() == ("buy", 0, None)
    assert pos.deck(0) == ["Silver"] and pos.deck(1) == ["Gold"]
    for p in range(3, players):
        assert pos.discard(p) == names("Gold")


def test_throne_room_spy():
    pos = Pos(players=2, kingdom=["Spy", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Spy"], deck=["Estate", "Duchy", "Gold", "Province"])
    pos.set(1, deck=["Gold", "Copper"])
    pos.begin()
    pos.answer("Throne Room")
    pos.answer("Spy")                            # draws Estate, reveals Duchy
    assert pos.hand(0) == names("Estate") and NAMES[pos.dec_card] == "Duchy"
    pos.answers(0, 1)                            # Duchy back; P1's Gold discarded
    assert pos.hand(0) == names("Estate", "Duchy") and NAMES[pos.dec_card] == "Gold"
    assert pos.rev_p == 0
    pos.answers(0, 0)                            # own Gold back; P1's Copper back
    assert pos.pending() == ("buy", 0, None)
    assert pos.actions == 2
    assert pos.deck(0) == ["Gold", "Province"] and pos.discard(0) == Counter()
    assert pos.discard(1) == names("Gold") and pos.deck(1) == ["Copper"]


# --- Thief ------------------------------------------------------------------------------------

def test_thief_you_choose_the_treasure_and_may_gain_it():
    pos = Pos(players=2, kingdom=["Thief"])
    pos.set(0, hand=["Thief"])
    pos.set(1, deck=["Silver", "Gold", "Copper"])
    pos.begin()
    pos.answer("Thief")
    assert pos.pending() == ("pick", 0, "Thief")
    pos.answer("Silver")
    assert pos.pending() == ("yesno", 0, "Thief") and NAMES[pos.dec_card] == "Silver"
    assert pos.trash() == names("Silver")
    pos.answer(1)
    assert pos.trash() == Counter()
    assert pos.owned(0) == names("Thief", "Silver") and pos.discard(0) == names("Silver")
    assert pos.owned(1) == names("Gold", "Copper")
    assert pos.discard(1) == names("Gold") and pos.deck(1) == ["Copper"]


def test_thief_without_a_real_choice_asks_only_about_the_gain():
    pos = Pos(players=2, kingdom=["Thief"])
    pos.set(0, hand=["Thief"])
    pos.set(1, deck=["Copper", "Estate"])
    pos.begin()
    pos.answer("Thief")
    assert pos.pending() == ("yesno", 0, "Thief")
    pos.answer("default")                          # default: not a Copper
    assert pos.trash() == names("Copper")
    assert pos.discard(1) == names("Estate")
    assert pos.owned(0) == names("Thief")
    pos = Pos(players=2, kingdom=["Thief"])
    pos.set(0, hand=["Thief"])
    pos.set(1, deck=["Silver", "Silver"])
    pos.begin()
    pos.answers("Thief", "default")
    assert pos.trash() == Counter() and pos.owned(0) == names("Thief", "Silver")
    assert pos.discard(1) == names("Silver") and pos.owned(1) == names("Silver")


def test_thief_no_treasure_discards_both():
    pos = Pos(players=2, kingdom=["Thief", "Village"])
    pos.set(0, hand=["Thief"])
    pos.set(1, deck=["Village", "Estate", "Gold"])
    pos.begin()
    pos.answer("Thief")
    assert pos.pending() == ("buy", 0, None)
    assert pos.discard(1) == names("Village", "Estate") and pos.deck(1) == ["Gold"]


def test_thief_default_takes_the_best_treasure():
    pos = Pos(players=2, kingdom=["Thief", "Harem"])
    pos.set(0, hand=["Thief"])
    pos.set(1, deck=["Silver", "Gold"])
    pos.begin()
    pos.answers("Thief", "default", "default")
    assert pos.owned(0) == names("Thief", "Gold") and pos.discard(1) == names("Silver")
    pos = Pos(players=2, kingdom=["Thief", "Harem"])
    pos.set(0, hand=["Thief"])
    pos.set(1, deck=["Copper", "Harem"])
    pos.begin()
    pos.answers("Thief", "default", "default")
    assert pos.owned(0) == names("Thief", "Harem") and pos.discard(1) == names("Copper")


def test_thief_reshuffle_for_the_second_card():
    pos = Pos(players=2, kingdom=["Thief"])
    pos.set(0, hand=["Thief"])
    pos.set(1, deck=["Estate"], discard=["Gold"])
    pos.begin()
    pos.answers("Thief", 0)
    assert pos.trash() == names("Gold")
    assert pos.discard(1) == names("Estate") and pos.deck(1) == []


@pytest.mark.parametrize("players", [3, 5, 6])
def test_thief_around_the_table_with_moat_and_secret_chamber(players):
    pos = Pos(players=players, kingdom=["Thief", "Moat", "Secret Chamber"])
    pos.set(0, hand=["Thief"])
    pos.set(1, hand=["Secret Chamber", "Gold"], deck=["Estate", "Copper", "Silver"])
    pos.set(2, hand=["Moat"], deck=["Gold", "Gold"])
    for p in range(3, players):
        pos.set(p, deck=["Silver", "Gold"])
    pos.begin()
    pos.answer("Thief")
    assert pos.pending() == ("react", 1, None)
    # draw Estate, Copper; put back Gold then Estate: Thief sees Estate, Gold
    pos.answers("Secret Chamber", "Gold", "Estate", None)
    assert pos.pending() == ("react", 2, None)
    pos.answer("Moat")
    assert pos.pending() == ("yesno", 0, "Thief")     # P1: Gold is the only Treasure
    pos.answer(1)
    for p in range(3, players):
        assert pos.pending() == ("pick", 0, "Thief")
        pos.answers("Gold", 0)
    assert pos.pending() == ("buy", 0, None)
    assert pos.hand(1) == names("Secret Chamber", "Copper")
    assert pos.discard(1) == names("Estate") and pos.deck(1) == ["Silver"]
    assert pos.deck(2) == ["Gold", "Gold"]
    assert pos.owned(0) == names("Thief", "Gold")
    assert pos.trash() == Counter(Gold=players - 3)
    for p in range(3, players):
        assert pos.discard(p) == names("Silver")


# --- defaults and whole games -----------------------------------------------------------------

def test_defaults_document_every_card_that_asks():
    def asking(d):
        return {k for k, v in d.items() if v != "No choices."}
    assert asking(intrigue1.DEFAULTS) == {"Secret Chamber", "Scout", "Saboteur"}
    assert asking(base1.DEFAULTS) == {"Chancellor", "Feast", "Spy", "Thief"}
    assert len(intrigue1.DEFAULTS) == 6 and len(base1.DEFAULTS) == 6
    for text in list(intrigue1.DEFAULTS.values()) + list(base1.DEFAULTS.values()):
        assert isinstance(text, str) and text.endswith(".")


def test_first_edition_cards_are_implemented():
    assert set(FIRST_EDITION) <= IMPLEMENTED
    assert [NAMES[c] for c in FIRST_EDITION] == [
        "Secret Chamber", "Great Hall", "Coppersmith", "Scout", "Saboteur", "Tribute",
        "Adventurer", "Chancellor", "Feast", "Spy", "Thief", "Woodcutter"]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_fuzzed_games_with_first_edition_kingdoms(players):
    """Random legal (and illegal) answers, every engine invariant checked after every step."""
    extra = [card_id(n) for n in ("Moat", "Throne Room", "Militia", "Vassal", "Library")]
    for kingdom in (FIRST_EDITION[:6] + extra[:4], FIRST_EDITION[6:] + extra[1:]):
        cards = np.array(list(BASIC) + sorted(kingdom), dtype=np.int64)
        sizes = np.array([pile_size(c, players) for c in cards], dtype=np.int64)
        codes = np.zeros(8, np.int64)
        steps = np.zeros(8, np.int64)
        fuzz(new_states(1), 7 + players, 0, 8, players, cards, sizes, 40, 1, codes, steps)
        assert not codes.any(), (f"{[NAMES[c] for c in kingdom]}: "
                                 f"{CHECK_NAMES[codes.max()]} at step {steps[codes.argmax()]}")
        assert steps.min() > 100
