"""Rule tests for the 26 kingdom cards of the base game, 2nd edition.

Each test builds a concrete position (tests/position.py), plays it decision by decision and
checks the exact outcome against the card texts in docs/cards.md (the cards as the
engine plays them, rulings included, from the Dutch rules of the rule seed).

Conventions: decks are written top card first; hands, discard piles, play area and trash
are compared as multisets (`bag`). A terminal Action ends the Action phase, after which the
engine plays every Treasure in hand and asks for a buy; tests that need to look at a hand
full of Treasures keep the turn in the Action phase with a spare Action and a "stopper".

Sections: helpers, turn structure, one section per card in cost order (each with its
awkward cases and its default heuristic), then the DEFAULTS descriptions.
"""
from collections import Counter

import pytest

from simcore.dominion import engine
from simcore.dominion.cards import NAMES
from simcore.dominion.state import BUY_PHASE
from tests.position import Position

# the card sets whose cards these rules tests cover (test_card_set_completeness.py)
RULES_OF = ("base",)

BASE = ["Cellar", "Chapel", "Moat", "Harbinger", "Merchant", "Vassal", "Village", "Workshop",
        "Bureaucrat", "Gardens", "Militia", "Moneylender", "Poacher", "Remodel", "Smithy",
        "Throne Room", "Bandit", "Council Room", "Festival", "Laboratory", "Library", "Market",
        "Mine", "Sentry", "Witch", "Artisan"]


# ---------------------------------------------------------------------------- helpers
def new(players=2, kingdom=BASE):
    """A position with every zone of every player empty."""
    return Position(players=players, kingdom=kingdom)


def bag(*names):
    return Counter(names)


def about(pos):
    """The card a pending yes/no, mode or set-aside question is about."""
    return NAMES[int(pos.g["dec_card"])]


def play(pos, card, *answers, player=0, **turn):
    """Start `player`'s turn, play `card`, then give `answers` in order."""
    pos.begin(player, **turn)
    assert pos.pending() == ("play_action", player, None)
    pos.answer(card)
    pos.answers(*answers)
    return pos


def defaults(pos, src, limit=20):
    """Answer 'default' to every pending decision asked by card `src`."""
    for _ in range(limit):
        if pos.pending()[2] != src:
            return pos
        pos.answer("default")
    raise AssertionError("card %s kept asking" % src)


def buy_phase(pos, player=0):
    return pos.pending() == ("buy", player, None) and pos.phase == BUY_PHASE


def fallbacks(pos, p):
    return int(pos.g["fallbacks"][p])


def empty(pos, *names):
    for n in names:
        pos.supply(n, 0)


def score(pos, p):
    return int(engine.score(pos.g, p))


# ---------------------------------------------------------------------------- turn structure
def test_turn_without_actions_goes_straight_to_buy_and_plays_treasures():
    pos = new()
    pos.set(0, hand=["Copper", "Copper", "Silver", "Gold", "Estate"])
    pos.begin()
    assert buy_phase(pos)
    assert pos.in_play() == bag("Copper", "Copper", "Silver", "Gold")
    assert pos.hand(0) == bag("Estate")
    assert pos.coins == 7 and pos.buys == 1


def test_action_in_hand_but_no_actions_left_goes_to_buy():
    pos = new()
    pos.set(0, hand=["Smithy", "Copper"])
    pos.begin(actions=0)
    assert buy_phase(pos)
    assert pos.hand(0) == bag("Smithy")
    assert pos.coins == 1


def test_declining_to_play_an_action_ends_the_action_phase():
    pos = new()
    pos.set(0, hand=["Smithy", "Copper"], deck=["Gold", "Gold", "Gold"])
    pos.begin()
    assert pos.pending() == ("play_action", 0, None)
    pos.answer(None)
    assert buy_phase(pos)
    assert pos.deck(0) == ["Gold", "Gold", "Gold"]
    assert pos.coins == 1


def test_buying_reduces_coins_and_buys_and_gains_to_discard():
    pos = new()
    pos.set(0, hand=["Gold", "Gold"])
    pos.begin(buys=2)
    assert pos.coins == 6
    pos.answer("Silver")
    assert pos.coins == 3 and pos.buys == 1
    assert pos.left("Silver") == 39
    assert pos.discard(0) == bag("Silver")
    assert buy_phase(pos)
    pos.answer("Village")               # $3 left: the second buy ends the turn
    assert pos.left("Village") == 9
    assert pos.cur == 1
    assert pos.discard(0) == bag()      # clean-up: everything was drawn back (7 cards, 5 drawn)
    assert pos.hand(0) + Counter(pos.deck(0)) == bag("Gold", "Gold", "Silver", "Village")


def test_cannot_buy_more_than_coins_allow():
    pos = new()
    pos.set(0, hand=["Silver"])
    pos.begin()
    pos.answer("Province")              # $2: illegal; the default is to buy nothing
    assert fallbacks(pos, 0) == 1
    assert pos.left("Province") == 8
    assert pos.cur == 1                 # the turn ended


def test_cleanup_discards_everything_and_draws_five_with_reshuffle():
    pos = new()
    pos.set(0, hand=["Copper", "Copper", "Estate", "Estate", "Silver"], deck=["Gold", "Gold"],
            discard=["Province"])
    pos.begin()
    assert pos.coins == 4
    pos.answer(None)                    # buy nothing
    assert pos.cur == 1
    assert pos.in_play() == bag()
    hand = pos.hand(0)
    assert sum(hand.values()) == 5
    assert hand["Gold"] == 2            # the two deck cards came first, then the reshuffle
    assert pos.discard(0) == bag()
    assert len(pos.deck(0)) == 3
    assert hand + Counter(pos.deck(0)) == bag("Gold", "Gold", "Copper", "Copper", "Estate",
                                              "Estate", "Silver", "Province")
    assert pos.g["turns"][1] == 1       # player 1's turn started ...
    assert buy_phase(pos, 1)            # ... and went to the Buy phase (an empty hand)


def test_cleanup_with_short_deck_and_no_discard_draws_what_there_is():
    pos = new()
    pos.set(0, hand=[], deck=["Gold"])
    pos.begin()
    pos.answer(None)
    assert pos.hand(0) == bag("Gold")
    assert pos.deck(0) == []


# ---------------------------------------------------------------------------- Cellar ($2)
def test_cellar_discards_then_draws_as_many():
    pos = new()
    pos.set(0, hand=["Cellar", "Village", "Estate", "Duchy", "Copper"],
            deck=["Gold", "Silver", "Copper"])
    play(pos, "Cellar")
    assert pos.actions == 1
    assert pos.pending() == ("discard", 0, "Cellar")
    assert pos.dec_left == 4
    pos.answers("Estate", "Duchy", None)
    assert pos.hand(0) == bag("Village", "Copper", "Gold", "Silver")
    assert pos.deck(0) == ["Copper"]
    assert pos.discard(0) == bag("Estate", "Duchy")
    assert pos.pending() == ("play_action", 0, None)


def test_cellar_discarded_cards_are_shuffled_in():
    pos = new()
    pos.set(0, hand=["Cellar", "Estate", "Estate", "Estate"], deck=["Gold"])
    play(pos, "Cellar", "Estate", "Estate", "Estate")     # empty hand: no further question
    # drew Gold, then the 3 discarded Estates were shuffled into the deck: 2 drawn, 1 left
    assert pos.deck(0) == ["Estate"]
    assert pos.discard(0) == bag()
    assert buy_phase(pos)
    assert pos.hand(0) == bag("Estate", "Estate")
    assert pos.in_play() == bag("Cellar", "Gold")
    assert pos.coins == 3


def test_cellar_discard_nothing_draws_nothing():
    pos = new()
    pos.set(0, hand=["Cellar", "Estate"], deck=["Gold"])
    play(pos, "Cellar", None)
    assert pos.hand(0) == bag("Estate")
    assert pos.deck(0) == ["Gold"]
    assert buy_phase(pos)


def test_cellar_with_empty_hand_asks_nothing():
    pos = new()
    pos.set(0, hand=["Cellar"], deck=["Gold"])
    play(pos, "Cellar")
    assert buy_phase(pos)
    assert pos.deck(0) == ["Gold"]
    assert pos.actions == 1


def test_cellar_default_discards_victory_curses_and_coppers():
    pos = new()
    pos.set(0, hand=["Cellar", "Estate", "Curse", "Copper", "Village"],
            deck=["Silver", "Gold", "Province", "Duchy"])
    play(pos, "Cellar")
    defaults(pos, "Cellar")
    assert pos.discard(0) == bag("Estate", "Curse", "Copper")
    assert pos.hand(0) == bag("Village", "Silver", "Gold", "Province")
    assert pos.deck(0) == ["Duchy"]


# ---------------------------------------------------------------------------- Chapel ($2)
def test_chapel_trashes_up_to_four():
    pos = new()
    pos.set(0, hand=["Chapel", "Curse", "Estate", "Estate", "Copper", "Copper"])
    play(pos, "Chapel")
    for left, card in zip([4, 3, 2, 1], ["Curse", "Estate", "Estate", "Copper"]):
        assert pos.pending() == ("trash", 0, "Chapel")
        assert pos.dec_left == left
        pos.answer(card)
    assert buy_phase(pos)               # a fifth card is never asked for
    assert pos.trash() == bag("Curse", "Estate", "Estate", "Copper")
    assert pos.in_play() == bag("Chapel", "Copper")
    assert pos.owned(0) == bag("Chapel", "Copper")


def test_chapel_may_stop_early():
    pos = new()
    pos.set(0, hand=["Chapel", "Estate", "Copper"])
    play(pos, "Chapel", "Estate", None)
    assert pos.trash() == bag("Estate")
    assert pos.coins == 1


def test_chapel_cannot_trash_itself():
    pos = new()
    pos.set(0, hand=["Chapel", "Estate"])
    play(pos, "Chapel", "Chapel")       # Chapel is in play, not in hand: illegal
    assert fallbacks(pos, 0) == 1
    assert pos.trash() == bag("Estate")     # the default trashed the Estate instead
    assert pos.in_play() == bag("Chapel")


def test_chapel_default_trashes_junk_but_keeps_six_money():
    pos = new()
    pos.set(0, hand=["Chapel", "Copper", "Copper", "Copper", "Copper", "Estate"],
            deck=["Copper", "Copper", "Copper"])
    play(pos, "Chapel")
    defaults(pos, "Chapel")
    # Estate first (lowest keep value); 7 Coppers of money: one may go, 6 must stay
    assert pos.trash() == bag("Estate", "Copper")
    assert pos.owned(0)["Copper"] == 6
    assert pos.coins == 3


def test_chapel_default_keeps_estates_near_the_end():
    pos = new()
    pos.supply("Province", 2)
    pos.set(0, hand=["Chapel", "Estate", "Curse", "Estate"], deck=["Gold", "Gold"])
    play(pos, "Chapel")
    defaults(pos, "Chapel")
    assert pos.trash() == bag("Curse")
    assert pos.hand(0) == bag("Estate", "Estate")


# ---------------------------------------------------------------------------- Moat ($2)
def test_moat_draws_two():
    pos = new()
    pos.set(0, hand=["Moat"], deck=["Gold", "Silver", "Copper"])
    play(pos, "Moat")
    assert pos.deck(0) == ["Copper"]
    assert buy_phase(pos)
    assert pos.in_play() == bag("Moat", "Gold", "Silver")
    assert pos.coins == 5
    assert pos.actions == 0


VICTIM_HAND = ["Moat", "Estate", "Duchy", "Copper", "Silver"]


def attack_with_moat(attack, reveal):
    """Player 0 plays `attack` against player 1, who holds a Moat and reveals it or not."""
    pos = new()
    pos.set(0, hand=[attack], deck=["Copper", "Copper", "Copper"])
    pos.set(1, hand=VICTIM_HAND, deck=["Gold", "Silver"])
    play(pos, attack)
    assert pos.pending() == ("react", 1, None)
    pos.answer("Moat" if reveal else None)
    return pos


@pytest.mark.parametrize("attack", ["Militia", "Witch", "Bureaucrat", "Bandit"])
def test_moat_revealed_makes_its_owner_unaffected(attack):
    pos = attack_with_moat(attack, reveal=True)
    assert buy_phase(pos)               # player 1 was asked nothing more
    assert pos.hand(1) == Counter(VICTIM_HAND)      # Moat stays in hand
    assert pos.deck(1) == ["Gold", "Silver"]
    assert pos.discard(1) == bag()
    assert pos.trash() == bag()
    assert pos.left("Curse") == 10


@pytest.mark.parametrize("attack, asked, answer, hand, deck, discard, trash, curses", [
    ("Militia", "discard", "Estate", ["Moat", "Copper", "Silver"], ["Gold", "Silver"],
     ["Estate", "Duchy"], [], 10),
    ("Witch", None, None, VICTIM_HAND, ["Gold", "Silver"], ["Curse"], [], 9),
    ("Bureaucrat", "topdeck", "Duchy", ["Moat", "Estate", "Copper", "Silver"],
     ["Duchy", "Gold", "Silver"], [], [], 10),
    ("Bandit", "pick", "Gold", VICTIM_HAND, [], ["Silver"], ["Gold"], 10),
])
def test_moat_not_revealed_the_attack_hits(attack, asked, answer, hand, deck, discard, trash,
                                           curses):
    pos = attack_with_moat(attack, reveal=False)
    if asked:
        assert pos.pending() == (asked, 1, attack)
        pos.answer(answer)
        if attack == "Militia":
            pos.answer("Duchy")
    assert buy_phase(pos)
    assert pos.hand(1) == Counter(hand)
    assert pos.deck(1) == deck
    assert pos.discard(1) == Counter(discard)
    assert pos.trash() == Counter(trash)
    assert pos.left("Curse") == curses


def test_moat_default_is_to_reveal():
    pos = new()
    pos.set(0, hand=["Witch"])
    pos.set(1, hand=["Moat"])
    play(pos, "Witch", "default")
    assert pos.discard(1) == bag()
    assert pos.left("Curse") == 10


def test_moat_is_not_asked_for_non_attacks():
    pos = new()
    pos.set(0, hand=["Council Room"], deck=["Copper"] * 4)
    pos.set(1, hand=["Moat"], deck=["Gold"])
    play(pos, "Council Room")
    assert buy_phase(pos)
    assert pos.hand(1) == bag("Moat", "Gold")


# ---------------------------------------------------------------------------- Harbinger ($3)
def test_harbinger_puts_a_discarded_card_on_the_deck():
    pos = new()
    pos.set(0, hand=["Harbinger", "Estate"], deck=["Copper", "Estate"],
            discard=["Gold", "Estate"])
    play(pos, "Harbinger")
    assert pos.hand(0) == bag("Estate", "Copper")
    assert pos.actions == 1
    assert pos.pending() == ("pick", 0, "Harbinger")
    pos.answer("Gold")
    assert pos.deck(0) == ["Gold", "Estate"]
    assert pos.discard(0) == bag("Estate")
    assert buy_phase(pos)


def test_harbinger_may_decline():
    pos = new()
    pos.set(0, hand=["Harbinger"], deck=["Copper", "Estate"], discard=["Gold"])
    play(pos, "Harbinger", None)
    assert pos.deck(0) == ["Estate"]
    assert pos.discard(0) == bag("Gold")


def test_harbinger_with_empty_discard_asks_nothing():
    pos = new()
    pos.set(0, hand=["Harbinger"], deck=["Copper", "Estate"])
    play(pos, "Harbinger")
    assert buy_phase(pos)
    assert pos.deck(0) == ["Estate"]


def test_harbinger_draw_reshuffles_the_discard_pile_first():
    pos = new()
    pos.set(0, hand=["Harbinger"], deck=[], discard=["Gold", "Gold"])
    play(pos, "Harbinger")              # the draw shuffles both Golds into the deck
    assert buy_phase(pos)               # nothing left in the discard pile to look through
    assert pos.deck(0) == ["Gold"]
    assert pos.coins == 3


@pytest.mark.parametrize("discard, picked", [
    (["Copper", "Estate", "Silver", "Gold"], "Gold"),
    (["Copper", "Silver", "Laboratory"], "Laboratory"),
    (["Copper", "Estate", "Curse"], "Copper"),
    (["Estate", "Curse"], None),
])
def test_harbinger_default_topdecks_the_best_card_at_least_a_copper(discard, picked):
    pos = new()
    pos.set(0, hand=["Harbinger"], deck=["Estate"], discard=discard)
    play(pos, "Harbinger", "default")
    if picked:
        assert pos.deck(0) == [picked]
        assert pos.discard(0) == Counter(discard) - bag(picked)
    else:
        assert pos.deck(0) == []
        assert pos.discard(0) == Counter(discard)


# ---------------------------------------------------------------------------- Merchant ($3)
@pytest.mark.parametrize("merchants, silvers, coins", [
    (0, 2, 5),      # no Merchant: Silvers are $2
    (1, 0, 1),      # no Silver: no bonus
    (1, 1, 4),      # $2 + $1
    (1, 2, 6),      # only the first Silver: $2 + $1 + $2
    (2, 2, 7),      # two Merchants: +$2 on the first Silver
])
def test_merchant_bonus_on_the_first_silver_only(merchants, silvers, coins):
    pos = new()
    pos.set(0, hand=["Merchant"] * merchants + ["Silver"] * silvers + ["Copper"],
            deck=["Estate"] * merchants)
    pos.begin()
    for _ in range(merchants):
        pos.answer("Merchant")
    assert buy_phase(pos)
    assert pos.coins == coins
    assert pos.hand(0) == Counter(["Estate"] * merchants)
    assert pos.actions == 1


def test_merchant_throne_roomed_gives_two_on_the_first_silver():
    pos = new()
    pos.set(0, hand=["Throne Room", "Merchant", "Silver", "Silver"], deck=["Estate", "Estate"])
    play(pos, "Throne Room", "Merchant")
    assert buy_phase(pos)
    assert pos.coins == 2 + 2 + 2
    assert pos.actions == 2


def test_merchant_bonus_does_not_carry_into_the_next_turn():
    pos = new()
    pos.set(0, hand=["Merchant"], deck=["Estate"])
    pos.set(1, hand=["Silver"])
    play(pos, "Merchant", None)         # buy nothing; player 1's turn starts
    assert buy_phase(pos, 1)
    assert pos.coins == 2


# ---------------------------------------------------------------------------- Vassal ($3)
def test_vassal_discards_a_non_action():
    pos = new()
    pos.set(0, hand=["Vassal"], deck=["Gold", "Silver"])
    play(pos, "Vassal")
    assert buy_phase(pos)
    assert pos.discard(0) == bag("Gold")
    assert pos.deck(0) == ["Silver"]
    assert pos.coins == 2


def test_vassal_plays_the_discarded_action_without_using_an_action():
    pos = new()
    pos.set(0, hand=["Vassal"], deck=["Smithy", "Copper", "Copper", "Gold", "Estate"])
    play(pos, "Vassal")
    assert pos.pending() == ("yesno", 0, "Vassal")
    assert about(pos) == "Smithy"
    pos.answer(1)
    assert buy_phase(pos)
    assert pos.in_play() == bag("Vassal", "Smithy", "Copper", "Copper", "Gold")
    assert pos.discard(0) == bag()
    assert pos.deck(0) == ["Estate"]
    assert pos.coins == 2 + 5
    assert pos.actions == 0


def test_vassal_may_leave_the_action_in_the_discard_pile():
    pos = new()
    pos.set(0, hand=["Vassal"], deck=["Smithy", "Gold"])
    play(pos, "Vassal", 0)
    assert pos.discard(0) == bag("Smithy")
    assert pos.in_play() == bag("Vassal")
    assert pos.deck(0) == ["Gold"]


def test_vassal_played_village_gives_its_actions():
    pos = new()
    pos.set(0, hand=["Vassal", "Smithy"], deck=["Village", "Copper", "Estate", "Estate"])
    play(pos, "Vassal", 1)
    assert pos.actions == 2
    assert pos.hand(0) == bag("Smithy", "Copper")
    assert pos.pending() == ("play_action", 0, None)


def test_vassal_on_empty_deck_reshuffles():
    pos = new()
    pos.set(0, hand=["Vassal"], deck=[], discard=["Village"])
    play(pos, "Vassal")
    assert pos.pending() == ("yesno", 0, "Vassal")
    assert about(pos) == "Village"
    pos.answer(1)
    assert pos.in_play() == bag("Vassal", "Village")
    assert pos.actions == 2
    assert pos.deck(0) == [] and pos.discard(0) == bag()


def test_vassal_with_no_cards_at_all_only_gives_coins():
    pos = new()
    pos.set(0, hand=["Vassal"])
    play(pos, "Vassal")
    assert buy_phase(pos)
    assert pos.coins == 2


def test_vassal_playing_an_attack():
    pos = new()
    pos.set(0, hand=["Vassal"], deck=["Militia"])
    pos.set(1, hand=["Estate", "Copper", "Copper", "Copper"])
    play(pos, "Vassal", 1)
    assert pos.pending() == ("discard", 1, "Militia")
    pos.answer("Estate")
    assert buy_phase(pos)
    assert pos.coins == 4


# ---------------------------------------------------------------------------- Village ($3)
def test_village():
    pos = new()
    pos.set(0, hand=["Village", "Smithy"], deck=["Copper", "Estate"])
    play(pos, "Village")
    assert pos.actions == 2
    assert pos.hand(0) == bag("Smithy", "Copper")
    assert pos.deck(0) == ["Estate"]
    assert pos.pending() == ("play_action", 0, None)


# ---------------------------------------------------------------------------- Workshop ($3)
def test_workshop_gains_a_card_up_to_four():
    pos = new()
    pos.set(0, hand=["Workshop"])
    play(pos, "Workshop")
    assert pos.pending() == ("gain", 0, "Workshop")
    assert pos.dec_hi == 4
    pos.answer("Smithy")
    assert pos.discard(0) == bag("Smithy")
    assert pos.left("Smithy") == 9
    assert pos.owned(0) == bag("Workshop", "Smithy")
    assert buy_phase(pos)


def test_workshop_limit_is_not_raised_by_coins():
    pos = new()
    pos.set(0, hand=["Workshop"])
    play(pos, "Workshop", coins=5)
    assert pos.pending() == ("gain", 0, "Workshop")
    assert pos.dec_hi == 4
    pos.answer("Duchy")                 # $5: illegal despite the $5 in hand
    assert fallbacks(pos, 0) == 1
    assert pos.left("Duchy") == 8


def test_workshop_cannot_gain_a_card_costing_more():
    pos = new()
    pos.set(0, hand=["Workshop"])
    play(pos, "Workshop", "Laboratory")
    assert fallbacks(pos, 0) == 1
    assert pos.left("Laboratory") == 10
    assert sum(pos.discard(0).values()) == 1


def test_workshop_default_gains_the_most_expensive():
    pos = new(kingdom=["Workshop", "Smithy", "Village"])
    pos.set(0, hand=["Workshop"])
    play(pos, "Workshop", "default")
    assert pos.discard(0) == bag("Smithy")     # $4 beats Silver, Village, Workshop ($3)
    empty(pos, "Smithy")
    pos.set(0, hand=["Workshop"], discard=[])
    play(pos, "Workshop", "default")
    assert pos.discard(0) == bag("Silver")     # worth more than a Village or a Workshop


def test_workshop_with_nothing_to_gain():
    pos = new(kingdom=["Workshop", "Laboratory"])
    empty(pos, "Copper", "Silver", "Estate", "Curse", "Workshop")
    pos.set(0, hand=["Workshop"])
    play(pos, "Workshop")
    assert buy_phase(pos)
    assert pos.discard(0) == bag()


# ---------------------------------------------------------------------------- Bureaucrat ($4)
def test_bureaucrat_three_players():
    pos = new(players=3)
    pos.set(0, hand=["Bureaucrat"], deck=["Copper"])
    pos.set(1, hand=["Estate", "Duchy", "Copper"], deck=["Gold"])
    pos.set(2, hand=["Copper", "Copper", "Silver"], deck=["Gold"])
    play(pos, "Bureaucrat")
    assert pos.deck(0) == ["Silver", "Copper"]
    assert pos.left("Silver") == 39
    assert pos.pending() == ("topdeck", 1, "Bureaucrat")
    pos.answer("Duchy")
    assert pos.deck(1) == ["Duchy", "Gold"]
    assert pos.hand(1) == bag("Estate", "Copper")
    assert buy_phase(pos)               # player 2 has no Victory card: reveals, not asked
    assert pos.hand(2) == bag("Copper", "Copper", "Silver")
    assert pos.deck(2) == ["Gold"]


def test_bureaucrat_victim_with_empty_deck():
    pos = new()
    pos.set(0, hand=["Bureaucrat"])
    pos.set(1, hand=["Estate", "Copper"], deck=[], discard=["Gold", "Silver"])
    play(pos, "Bureaucrat", "Estate")
    assert pos.deck(0) == ["Silver"]    # onto an empty deck: the only card
    assert pos.deck(1) == ["Estate"]    # no shuffle: the Estate is the whole deck
    assert pos.discard(1) == bag("Gold", "Silver")


def test_bureaucrat_silver_onto_empty_deck_does_not_shuffle():
    pos = new()
    pos.set(0, hand=["Bureaucrat"], deck=[], discard=["Copper", "Estate"])
    pos.set(1, hand=["Copper"])
    play(pos, "Bureaucrat")
    assert pos.deck(0) == ["Silver"]
    assert pos.discard(0) == bag("Copper", "Estate")
    assert pos.owned(0) == bag("Bureaucrat", "Silver", "Copper", "Estate")


def test_bureaucrat_victim_may_not_refuse():
    pos = new()
    pos.set(0, hand=["Bureaucrat"])
    pos.set(1, hand=["Province", "Copper"])
    play(pos, "Bureaucrat", None)       # must put the Victory card back: illegal
    assert fallbacks(pos, 1) == 1
    assert pos.deck(1) == ["Province"]


def test_bureaucrat_with_no_silver_left_still_attacks():
    pos = new()
    empty(pos, "Silver")
    pos.set(0, hand=["Bureaucrat"], deck=["Copper"])
    pos.set(1, hand=["Estate"])
    play(pos, "Bureaucrat", "Estate")
    assert pos.deck(0) == ["Copper"]
    assert pos.deck(1) == ["Estate"]


def test_bureaucrat_default_topdecks_the_cheapest_victory_card():
    pos = new()
    pos.set(0, hand=["Bureaucrat"])
    pos.set(1, hand=["Province", "Duchy", "Estate", "Gold"])
    play(pos, "Bureaucrat", "default")
    assert pos.deck(1) == ["Estate"]


# ---------------------------------------------------------------------------- Gardens ($4)
@pytest.mark.parametrize("others, gardens, vp", [
    (7, 2, 0),      # 9 cards
    (8, 2, 2),      # 10 cards: 1 VP each
    (37, 2, 6),     # 39 cards: 3 each (the seed's example is 37 cards -> 3)
    (38, 2, 8),     # 40 cards: 4 each
    (19, 1, 2),
])
def test_gardens_worth_one_per_ten_cards(others, gardens, vp):
    pos = new()
    pos.set(0, deck=["Copper"] * others, discard=["Gardens"] * gardens)
    assert score(pos, 0) == vp


def test_gardens_counts_every_zone_and_other_victory_cards():
    pos = new()
    pos.set(0, hand=["Gardens", "Estate"], deck=["Copper"] * 10, discard=["Curse"] * 8)
    assert score(pos, 0) == 2 + 1 - 8


def test_gardens_pile_size_and_not_playable():
    assert new(players=2).left("Gardens") == 8
    assert new(players=3).left("Gardens") == 12
    pos = new()
    pos.set(0, hand=["Gardens", "Copper"])
    pos.begin()
    assert buy_phase(pos)
    assert pos.hand(0) == bag("Gardens")


# ---------------------------------------------------------------------------- Militia ($4)
def test_militia_three_players():
    pos = new(players=3)
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Estate", "Curse", "Copper", "Silver", "Gold"])
    pos.set(2, hand=["Estate", "Copper", "Copper"])
    play(pos, "Militia")
    assert pos.coins == 2
    assert pos.pending() == ("discard", 1, "Militia")
    assert pos.dec_left == 2
    pos.answer("Curse")
    assert pos.pending() == ("discard", 1, "Militia")
    assert pos.dec_left == 1
    pos.answer("Estate")
    assert buy_phase(pos)               # player 2 holds 3: discards nothing
    assert pos.hand(1) == bag("Copper", "Silver", "Gold")
    assert pos.discard(1) == bag("Curse", "Estate")
    assert pos.hand(2) == bag("Estate", "Copper", "Copper")
    assert pos.discard(2) == bag()


def test_militia_victim_must_discard():
    pos = new()
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Gold", "Gold", "Gold", "Estate"])
    play(pos, "Militia", None)          # NONE is illegal: the default discards the Estate
    assert fallbacks(pos, 1) == 1
    assert pos.hand(1) == bag("Gold", "Gold", "Gold")


def test_militia_default_discards_curses_then_victory_cards():
    pos = new()
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Gold", "Estate", "Silver", "Curse", "Copper", "Duchy"])
    play(pos, "Militia")
    defaults(pos, "Militia")
    assert pos.discard(1) == bag("Curse", "Estate", "Duchy")
    assert pos.hand(1) == bag("Gold", "Silver", "Copper")


def test_militia_default_then_discards_copper():
    pos = new()
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Gold", "Silver", "Copper", "Copper", "Estate"])
    play(pos, "Militia")
    defaults(pos, "Militia")
    assert pos.hand(1) == bag("Gold", "Silver", "Copper")


def test_militia_six_players():
    pos = new(players=6)
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Moat", "Copper", "Copper", "Copper", "Copper"])
    pos.set(2, hand=["Estate", "Copper", "Copper", "Silver", "Gold"])
    pos.set(3, hand=["Estate", "Estate", "Estate"])
    pos.set(4, hand=["Curse", "Duchy", "Gold", "Silver"])
    pos.set(5, hand=[])
    play(pos, "Militia")
    assert pos.pending() == ("react", 1, None)
    pos.answer("Moat")
    asked = []
    for card in ["Estate", "Copper", "Curse"]:
        asked.append(pos.pending())
        pos.answer(card)
    assert asked == [("discard", 2, "Militia"), ("discard", 2, "Militia"),
                     ("discard", 4, "Militia")]
    assert buy_phase(pos)
    assert pos.hand(1) == bag("Moat", "Copper", "Copper", "Copper", "Copper")
    assert pos.hand(2) == bag("Copper", "Silver", "Gold")
    assert pos.hand(3) == bag("Estate", "Estate", "Estate")
    assert pos.hand(4) == bag("Duchy", "Gold", "Silver")
    assert pos.discard(4) == bag("Curse")


def test_throne_room_militia_moat_revealed_each_time():
    pos = new()
    pos.set(0, hand=["Throne Room", "Militia"])
    pos.set(1, hand=["Moat", "Estate", "Estate", "Copper", "Copper"])
    play(pos, "Throne Room", "Militia")
    assert pos.pending() == ("react", 1, None)
    pos.answer("Moat")
    assert pos.pending() == ("react", 1, None)   # the second play is a new Attack
    pos.answer("Moat")
    assert buy_phase(pos)
    assert pos.hand(1) == bag("Moat", "Estate", "Estate", "Copper", "Copper")
    assert pos.coins == 4


def test_throne_room_militia_moat_revealed_only_the_first_time():
    pos = new()
    pos.set(0, hand=["Throne Room", "Militia"])
    pos.set(1, hand=["Moat", "Estate", "Estate", "Copper", "Copper"])
    play(pos, "Throne Room", "Militia", "Moat", None)
    assert pos.pending() == ("discard", 1, "Militia")
    pos.answers("Estate", "Estate")
    assert buy_phase(pos)
    assert pos.hand(1) == bag("Moat", "Copper", "Copper")


# ---------------------------------------------------------------------------- Moneylender ($4)
def test_moneylender_trashes_a_copper_for_three():
    pos = new()
    pos.set(0, hand=["Moneylender", "Copper", "Copper", "Estate"])
    play(pos, "Moneylender")
    assert pos.pending() == ("yesno", 0, "Moneylender")
    assert about(pos) == "Copper"
    pos.answer(1)
    assert pos.trash() == bag("Copper")
    assert buy_phase(pos)
    assert pos.coins == 3 + 1


def test_moneylender_declined():
    pos = new()
    pos.set(0, hand=["Moneylender", "Copper", "Copper"])
    play(pos, "Moneylender", 0)
    assert pos.trash() == bag()
    assert pos.coins == 2


def test_moneylender_without_copper_asks_nothing():
    pos = new()
    pos.set(0, hand=["Moneylender", "Silver"])
    play(pos, "Moneylender")
    assert buy_phase(pos)
    assert pos.coins == 2


@pytest.mark.parametrize("coppers, coins", [(2, 6), (1, 3)])
def test_moneylender_throne_roomed(coppers, coins):
    pos = new()
    pos.set(0, hand=["Throne Room", "Moneylender"] + ["Copper"] * coppers)
    play(pos, "Throne Room", "Moneylender")
    for _ in range(coppers):
        assert pos.pending() == ("yesno", 0, "Moneylender")
        pos.answer(1)
    assert buy_phase(pos)               # the second play with no Copper left asks nothing
    assert pos.coins == coins
    assert pos.trash() == Counter(["Copper"] * coppers)


def test_moneylender_default_trashes():
    pos = new()
    pos.set(0, hand=["Moneylender", "Copper"])
    play(pos, "Moneylender", "default")
    assert pos.trash() == bag("Copper")
    assert pos.coins == 3


# ---------------------------------------------------------------------------- Poacher ($4)
@pytest.mark.parametrize("n_empty, discards", [(0, 0), (1, 1), (2, 2)])
def test_poacher_discards_one_per_empty_pile(n_empty, discards):
    pos = new()
    empty(pos, *["Cellar", "Chapel"][:n_empty])
    pos.set(0, hand=["Poacher", "Estate", "Duchy", "Copper"], deck=["Silver"])
    play(pos, "Poacher")
    assert pos.actions == 1
    chosen = ["Estate", "Duchy"][:discards]
    for card in chosen:
        assert pos.pending() == ("discard", 0, "Poacher")
        pos.answer(card)
    assert buy_phase(pos)
    assert pos.discard(0) == Counter(chosen)
    assert pos.coins == 1 + 1 + 2       # Poacher's $1, Copper, the drawn Silver


@pytest.mark.parametrize("n_empty", [2, 3, 5])
def test_poacher_discards_whole_hand_when_too_few_cards(n_empty):
    pos = new()
    empty(pos, *["Cellar", "Chapel", "Moat", "Curse", "Estate"][:n_empty])
    pos.set(0, hand=["Poacher", "Gold"], deck=["Silver"])
    play(pos, "Poacher")
    assert buy_phase(pos)               # nothing to choose: the whole hand goes
    assert pos.discard(0) == bag("Gold", "Silver")
    assert pos.hand(0) == bag()
    assert pos.coins == 1


def test_poacher_with_empty_hand_and_empty_piles():
    pos = new()
    empty(pos, "Cellar")
    pos.set(0, hand=["Poacher"])
    play(pos, "Poacher")
    assert buy_phase(pos)
    assert pos.coins == 1


def test_poacher_default_discards_the_least_valuable():
    pos = new()
    empty(pos, "Cellar", "Chapel")
    pos.set(0, hand=["Poacher", "Gold", "Estate", "Copper", "Silver"], deck=["Curse"])
    play(pos, "Poacher")
    defaults(pos, "Poacher")
    assert pos.discard(0) == bag("Curse", "Estate")


# ---------------------------------------------------------------------------- Remodel ($4)
def test_remodel_trashes_and_gains_up_to_two_more():
    pos = new()
    pos.set(0, hand=["Remodel", "Estate", "Gold"])
    play(pos, "Remodel")
    assert pos.pending() == ("trash", 0, "Remodel")
    pos.answer("Estate")
    assert pos.trash() == bag("Estate")
    assert pos.pending() == ("gain", 0, "Remodel")
    assert pos.dec_hi == 4
    pos.answer("Smithy")
    assert pos.discard(0) == bag("Smithy")
    assert pos.left("Smithy") == 9
    assert buy_phase(pos)
    assert pos.coins == 3


@pytest.mark.parametrize("gained", ["Silver", "Gold", "Copper"])
def test_remodel_may_gain_a_cheaper_card_or_the_same(gained):
    pos = new()
    pos.set(0, hand=["Remodel", "Gold"])
    play(pos, "Remodel", "Gold", gained)
    assert pos.trash() == bag("Gold")
    assert pos.discard(0) == bag(gained)


def test_remodel_gain_over_the_limit_is_illegal():
    pos = new()
    pos.set(0, hand=["Remodel", "Silver"])
    play(pos, "Remodel", "Silver", "Gold")      # $3 + 2 = $5 < $6
    assert fallbacks(pos, 0) == 1
    assert pos.left("Gold") == 30
    assert pos.discard(0) == bag("Witch")       # the default: the best card up to $5


def test_remodel_trash_is_mandatory_and_cannot_take_itself():
    pos = new()
    pos.set(0, hand=["Remodel", "Copper"])
    play(pos, "Remodel", None)          # must trash: the default trashes the Copper
    assert fallbacks(pos, 0) == 1
    assert pos.trash() == bag("Copper")
    assert pos.in_play() == bag("Remodel")


def test_remodel_with_empty_hand_does_nothing():
    pos = new()
    pos.set(0, hand=["Remodel"])
    play(pos, "Remodel")
    assert buy_phase(pos)
    assert pos.trash() == bag()


def test_remodel_with_nothing_to_gain_still_trashes():
    pos = new(kingdom=["Remodel", "Laboratory"])
    empty(pos, "Copper", "Curse", "Estate")
    pos.set(0, hand=["Remodel", "Curse"])
    play(pos, "Remodel", "Curse")
    assert buy_phase(pos)               # no card costs $0-$2: no gain is asked
    assert pos.trash() == bag("Curse")
    assert pos.discard(0) == bag()


def test_remodel_default_gold_into_province():
    pos = new()
    pos.supply("Province", 4)           # late enough that a Province outweighs a Gold
    pos.set(0, hand=["Remodel", "Estate", "Gold", "Copper"])
    play(pos, "Remodel")
    defaults(pos, "Remodel")
    assert pos.trash() == bag("Gold")
    assert pos.discard(0) == bag("Province")
    assert pos.left("Province") == 3


def test_remodel_default_early_turns_an_estate_into_a_four():
    pos = new(kingdom=["Remodel", "Smithy"])
    pos.set(0, hand=["Remodel", "Estate", "Gold", "Copper"])
    play(pos, "Remodel")
    defaults(pos, "Remodel")
    assert pos.trash() == bag("Estate")
    assert pos.discard(0) == bag("Smithy")


def test_remodel_default_trashes_a_curse_first():
    pos = new(kingdom=["Remodel"])
    pos.set(0, hand=["Remodel", "Curse", "Gold", "Estate"])
    play(pos, "Remodel")
    defaults(pos, "Remodel")
    assert pos.trash() == bag("Curse")
    assert pos.discard(0) == bag("Copper")      # worth more than an early Estate


def test_remodel_default_without_gold_or_curse_trashes_least_valuable():
    pos = new(kingdom=["Remodel", "Smithy", "Village"])
    pos.set(0, hand=["Remodel", "Silver", "Estate", "Copper"])
    play(pos, "Remodel")
    defaults(pos, "Remodel")
    assert pos.trash() == bag("Estate")
    assert pos.discard(0) == bag("Smithy")      # $4: Smithy (Remodel has lower priority)


@pytest.mark.parametrize("victory", ["Duchy", "Province"])
def test_remodel_default_keeps_victory_cards_worth_points(victory):
    pos = new(kingdom=["Remodel", "Gardens"])
    pos.supply("Province", 4)
    pos.set(0, hand=["Remodel", victory, "Copper", "Copper"])
    play(pos, "Remodel")
    defaults(pos, "Remodel")
    assert pos.trash() == bag("Copper")         # not the Victory card: its points count now
    assert pos.hand(0) == bag(victory)


def test_remodel_default_with_only_a_duchy_must_trash_it():
    pos = new(kingdom=["Remodel"])
    pos.set(0, hand=["Remodel", "Duchy"])
    play(pos, "Remodel")
    defaults(pos, "Remodel")
    assert pos.trash() == bag("Duchy")
    assert pos.discard(0) == bag("Gold")        # up to $7


# ---------------------------------------------------------------------------- Smithy ($4)
def test_smithy_draws_three():
    pos = new()
    pos.set(0, hand=["Smithy"], deck=["Copper", "Estate", "Silver", "Gold"])
    play(pos, "Smithy")
    assert pos.deck(0) == ["Gold"]
    assert pos.hand(0) == bag("Estate")
    assert pos.coins == 3


def test_smithy_reshuffles_mid_draw():
    pos = new()
    pos.set(0, hand=["Smithy"], deck=["Gold"], discard=["Silver", "Silver"])
    play(pos, "Smithy")
    assert pos.deck(0) == [] and pos.discard(0) == bag()
    assert pos.coins == 7


def test_smithy_draws_what_there_is():
    pos = new()
    pos.set(0, hand=["Smithy"], deck=["Gold"])
    play(pos, "Smithy")
    assert pos.coins == 3
    assert pos.in_play() == bag("Smithy", "Gold")


# ---------------------------------------------------------------------------- Throne Room ($4)
def test_throne_room_village():
    pos = new()
    pos.set(0, hand=["Throne Room", "Village", "Smithy"], deck=["Copper", "Estate", "Gold"])
    play(pos, "Throne Room")
    assert pos.pending() == ("play", 0, "Throne Room")
    pos.answer("Village")
    assert pos.actions == 4             # the seed's example: 2 cards, 4 Actions left
    assert pos.hand(0) == bag("Smithy", "Copper", "Estate")
    assert pos.in_play() == bag("Throne Room", "Village")
    assert pos.pending() == ("play_action", 0, None)


def test_throne_room_smithy_draws_six():
    pos = new()
    pos.set(0, hand=["Throne Room", "Smithy"], deck=["Copper"] * 6 + ["Gold"])
    play(pos, "Throne Room", "Smithy")
    assert buy_phase(pos)
    assert pos.coins == 6
    assert pos.deck(0) == ["Gold"]


def test_throne_room_on_throne_room_plays_two_cards_twice_each():
    pos = new()
    pos.set(0, hand=["Throne Room", "Throne Room", "Village", "Smithy"], deck=["Copper"] * 10)
    play(pos, "Throne Room", "Throne Room")
    assert pos.pending() == ("play", 0, "Throne Room")
    pos.answer("Village")               # played twice: +2 cards, +4 Actions
    assert pos.hand(0) == bag("Smithy", "Copper", "Copper")
    assert pos.pending() == ("play", 0, "Throne Room")  # the second Throne Room play
    pos.answer("Smithy")                # played twice: +6 cards
    assert pos.actions == 4
    assert buy_phase(pos)
    assert pos.in_play() == bag("Throne Room", "Throne Room", "Village", "Smithy",
                                *["Copper"] * 8)
    assert pos.coins == 8
    assert pos.deck(0) == ["Copper", "Copper"]


def test_throne_room_on_throne_room_cannot_replay_the_first_card():
    pos = new()
    pos.set(0, hand=["Throne Room", "Throne Room", "Village", "Smithy"], deck=["Copper"] * 10)
    play(pos, "Throne Room", "Throne Room", "Village")
    pos.answer("Village")               # it is in play now, not in hand: illegal
    assert fallbacks(pos, 0) == 1
    assert pos.in_play()["Smithy"] == 1     # the default picked the only legal card
    assert pos.in_play()["Village"] == 1


def test_throne_room_on_throne_room_with_one_other_action():
    pos = new()
    pos.set(0, hand=["Throne Room", "Throne Room", "Smithy"], deck=["Copper"] * 10)
    play(pos, "Throne Room", "Throne Room", "Smithy")
    assert buy_phase(pos)               # the second Throne Room play finds nothing
    assert pos.coins == 6


def test_throne_room_without_action_asks_nothing():
    pos = new()
    pos.set(0, hand=["Throne Room", "Copper", "Estate"])
    play(pos, "Throne Room")
    assert buy_phase(pos)
    assert pos.coins == 1


def test_throne_room_may_play_nothing():
    pos = new()
    pos.set(0, hand=["Throne Room", "Smithy"], deck=["Gold"] * 3)
    play(pos, "Throne Room", None)
    assert buy_phase(pos)
    assert pos.hand(0) == bag("Smithy")
    assert pos.deck(0) == ["Gold"] * 3


def test_throne_room_on_a_card_with_nothing_left_the_second_time():
    pos = new()
    pos.set(0, hand=["Throne Room", "Remodel", "Estate"])
    play(pos, "Throne Room", "Remodel", "Estate", "Silver")
    assert buy_phase(pos)               # second Remodel: empty hand, nothing asked
    assert pos.trash() == bag("Estate")
    assert pos.discard(0) == bag("Silver")


def test_throne_room_workshop_with_one_card_left():
    pos = new(kingdom=["Workshop", "Throne Room", "Laboratory"])
    empty(pos, "Copper", "Silver", "Curse", "Workshop", "Throne Room")
    pos.supply("Estate", 1)
    pos.set(0, hand=["Throne Room", "Workshop"])
    play(pos, "Throne Room", "Workshop", "Estate")
    assert buy_phase(pos)               # the second gain finds nothing
    assert pos.discard(0) == bag("Estate")
    assert pos.left("Estate") == 0


def test_throne_room_vassal_plays_each_discarded_action():
    pos = new()
    pos.set(0, hand=["Throne Room", "Vassal"],
            deck=["Village", "Smithy", "Copper", "Copper", "Copper", "Estate"])
    play(pos, "Throne Room", "Vassal")
    assert about(pos) == "Village"
    pos.answer(1)                       # Village: draws Smithy, +2 Actions
    assert pos.pending() == ("play_action", 0, None)    # second Vassal: a Copper, no question
    assert pos.discard(0) == bag("Copper")
    assert pos.actions == 2
    assert pos.coins == 4
    assert pos.hand(0) == bag("Smithy")
    assert pos.in_play() == bag("Throne Room", "Vassal", "Village")


def test_throne_room_library_second_play_draws_nothing():
    pos = new()
    pos.set(0, hand=["Throne Room", "Library"], deck=["Estate"] * 8)
    play(pos, "Throne Room", "Library")
    assert buy_phase(pos)
    assert pos.hand(0) == Counter(["Estate"] * 7)
    assert pos.deck(0) == ["Estate"]


@pytest.mark.parametrize("hand, target", [
    (["Smithy", "Witch", "Moat"], "Witch"),               # every Action terminal: the most
    (["Smithy", "Laboratory", "Witch"], "Laboratory"),    # no action left for a terminal
    (["Village", "Festival", "Market"], "Market"),        # a card and $1 beat +2 Actions
])
def test_throne_room_default_doubles_the_action_worth_most(hand, target):
    pos = new()
    pos.set(0, hand=["Throne Room"] + hand, deck=["Copper"] * 8)
    play(pos, "Throne Room", "default")
    assert pos.in_play()[target] == 1


# ---------------------------------------------------------------------------- Bandit ($5)
def test_bandit_three_players():
    pos = new(players=3)
    pos.set(0, hand=["Bandit"])
    pos.set(1, deck=["Silver", "Gold", "Estate"])
    pos.set(2, deck=["Copper", "Estate", "Gold"])
    play(pos, "Bandit")
    assert pos.discard(0) == bag("Gold")
    assert pos.left("Gold") == 29
    assert pos.pending() == ("pick", 1, "Bandit")
    pos.answer("Gold")                  # the victim chooses which Treasure goes
    assert buy_phase(pos)               # player 2 revealed Copper + Estate: not asked
    assert pos.trash() == bag("Gold")
    assert pos.discard(1) == bag("Silver")
    assert pos.deck(1) == ["Estate"]
    assert pos.discard(2) == bag("Copper", "Estate")
    assert pos.deck(2) == ["Gold"]
    assert pos.owned(1) == bag("Silver", "Estate")


def test_bandit_one_treasure_and_a_non_treasure():
    pos = new()
    pos.set(0, hand=["Bandit"])
    pos.set(1, deck=["Estate", "Silver", "Copper"])
    play(pos, "Bandit", "Silver")
    assert pos.trash() == bag("Silver")
    assert pos.discard(1) == bag("Estate")
    assert pos.deck(1) == ["Copper"]


def test_bandit_copper_may_not_be_trashed():
    pos = new()
    pos.set(0, hand=["Bandit"])
    pos.set(1, deck=["Copper", "Silver"])
    play(pos, "Bandit", "Copper")
    assert fallbacks(pos, 1) == 1
    assert pos.trash() == bag("Silver")
    assert pos.discard(1) == bag("Copper")


def test_bandit_one_card_left_reveals_from_the_reshuffle_under_it():
    pos = new()
    pos.set(0, hand=["Bandit"])
    pos.set(1, deck=["Estate"], discard=["Gold", "Gold", "Gold"])
    play(pos, "Bandit")
    assert pos.pending() == ("pick", 1, "Bandit")
    assert sorted(NAMES[c] for c in pos.g["rev"][:pos.g["rev_n"]]) == ["Estate", "Gold"]
    pos.answer("Gold")
    assert pos.trash() == bag("Gold")
    assert pos.discard(1) == bag("Estate")
    assert pos.deck(1) == ["Gold", "Gold"]


def test_bandit_victim_with_no_cards():
    pos = new(players=3)
    pos.set(0, hand=["Bandit"])
    pos.set(2, deck=["Gold"])
    play(pos, "Bandit")
    assert pos.pending() == ("pick", 2, "Bandit")   # player 1 has nothing to reveal
    pos.answer("Gold")
    assert pos.trash() == bag("Gold")
    assert pos.discard(1) == bag()


def test_bandit_with_no_gold_left_still_attacks():
    pos = new()
    empty(pos, "Gold")
    pos.set(0, hand=["Bandit"])
    pos.set(1, deck=["Silver", "Estate"])
    play(pos, "Bandit", "Silver")
    assert pos.discard(0) == bag()
    assert pos.trash() == bag("Silver")


def test_bandit_turn_order_from_the_attackers_left():
    pos = new(players=3)
    pos.set(2, hand=["Bandit"])
    pos.set(0, deck=["Gold", "Estate"])
    pos.set(1, deck=["Silver", "Copper"])
    play(pos, "Bandit", player=2)
    assert pos.discard(2) == bag("Gold")
    assert pos.pending() == ("pick", 0, "Bandit")
    pos.answer("Gold")
    assert pos.pending() == ("pick", 1, "Bandit")
    pos.answer("Silver")
    assert buy_phase(pos, 2)
    assert pos.trash() == bag("Gold", "Silver")
    assert pos.discard(0) == bag("Estate") and pos.discard(1) == bag("Copper")


def test_bandit_default_gives_up_the_cheaper_treasure():
    pos = new()
    pos.set(0, hand=["Bandit"])
    pos.set(1, deck=["Gold", "Silver"])
    play(pos, "Bandit", "default")
    assert pos.trash() == bag("Silver")
    assert pos.discard(1) == bag("Gold")


# ---------------------------------------------------------------------------- Council Room ($5)
def test_council_room_six_players():
    pos = new(players=6)
    pos.set(0, hand=["Council Room"], deck=["Copper", "Copper", "Estate", "Silver", "Gold"])
    pos.set(1, deck=["Gold", "Silver"])
    pos.set(2, deck=[], discard=["Silver"])     # must shuffle to draw
    pos.set(3, hand=["Moat"], deck=["Estate"])  # not an Attack: Moat is irrelevant
    pos.set(4, deck=[])                         # nothing to draw
    pos.set(5, hand=["Copper"], deck=["Duchy", "Gold"])
    play(pos, "Council Room")
    assert buy_phase(pos)
    assert pos.buys == 2
    assert pos.coins == 4
    assert pos.hand(0) == bag("Estate")
    assert pos.deck(0) == ["Gold"]
    assert pos.hand(1) == bag("Gold") and pos.deck(1) == ["Silver"]
    assert pos.hand(2) == bag("Silver") and pos.discard(2) == bag()
    assert pos.hand(3) == bag("Moat", "Estate")
    assert pos.hand(4) == bag()
    assert pos.hand(5) == bag("Copper", "Duchy") and pos.deck(5) == ["Gold"]


# ---------------------------------------------------------------------------- Festival ($5)
def test_festival():
    pos = new()
    pos.set(0, hand=["Festival", "Festival", "Copper"], deck=["Gold"])
    play(pos, "Festival")
    assert (pos.actions, pos.buys, pos.coins) == (2, 2, 2)
    assert pos.pending() == ("play_action", 0, None)
    pos.answer("Festival")
    assert (pos.actions, pos.buys) == (3, 3)
    assert buy_phase(pos)
    assert pos.coins == 5
    assert pos.deck(0) == ["Gold"]      # Festival draws nothing


# ---------------------------------------------------------------------------- Laboratory ($5)
def test_laboratory_chain():
    pos = new()
    pos.set(0, hand=["Laboratory", "Laboratory"], deck=["Copper", "Copper", "Estate", "Silver"])
    play(pos, "Laboratory")
    assert pos.actions == 1
    assert pos.hand(0) == bag("Laboratory", "Copper", "Copper")
    pos.answer("Laboratory")
    assert pos.actions == 1
    assert buy_phase(pos)
    assert pos.coins == 4
    assert pos.hand(0) == bag("Estate")


def test_laboratory_reshuffle():
    pos = new()
    pos.set(0, hand=["Laboratory"], deck=["Gold"], discard=["Estate", "Estate"])
    play(pos, "Laboratory")
    assert pos.hand(0) == bag("Estate")
    assert pos.deck(0) == ["Estate"]


# ---------------------------------------------------------------------------- Library ($5)
def test_library_draws_to_seven_setting_aside_actions():
    pos = new()
    pos.set(0, hand=["Library", "Village", "Copper", "Copper"],
            deck=["Festival", "Copper", "Smithy", "Estate", "Silver", "Gold", "Province"])
    pos.begin(actions=2)
    pos.answer("Library")
    assert pos.pending() == ("set_aside", 0, "Library")
    assert about(pos) == "Festival"
    pos.answer(1)                       # set aside
    assert pos.pending() == ("set_aside", 0, "Library")
    assert about(pos) == "Smithy"
    pos.answer(0)                       # keep
    assert pos.pending() == ("play_action", 0, None)
    assert pos.hand(0) == bag("Village", "Copper", "Copper", "Copper", "Smithy", "Estate",
                              "Silver")
    assert pos.discard(0) == bag("Festival")
    assert pos.deck(0) == ["Gold", "Province"]


def test_library_set_aside_cards_are_not_shuffled_in():
    pos = new()
    pos.set(0, hand=["Library"], deck=["Village", "Copper"], discard=["Silver"] * 5)
    play(pos, "Library", 1)
    assert buy_phase(pos)
    # Copper, then the 5 Silvers after the shuffle: 6 cards, nothing more to draw
    assert pos.in_play() == bag("Library", "Copper", *["Silver"] * 5)
    assert pos.coins == 11
    assert pos.discard(0) == bag("Village")
    assert pos.deck(0) == []


def test_library_with_seven_cards_draws_nothing():
    pos = new()
    pos.set(0, hand=["Library"] + ["Estate"] * 7, deck=["Gold"])
    play(pos, "Library")
    assert buy_phase(pos)
    assert pos.deck(0) == ["Gold"]
    assert pos.hand(0) == Counter(["Estate"] * 7)


def test_library_non_actions_are_never_asked():
    pos = new()
    pos.set(0, hand=["Library", "Copper"], deck=["Estate"] * 6 + ["Moat"])
    play(pos, "Library")
    assert buy_phase(pos)
    assert pos.deck(0) == ["Moat"]
    assert pos.hand(0) == Counter(["Estate"] * 6)
    assert pos.coins == 1


@pytest.mark.parametrize("actions, set_aside", [(1, True), (2, False)])
def test_library_default_sets_aside_only_when_no_actions_remain(actions, set_aside):
    pos = new()
    pos.set(0, hand=["Library", "Estate", "Estate", "Estate", "Estate", "Estate"],
            deck=["Smithy", "Estate", "Estate"])
    play(pos, "Library", actions=actions)
    assert pos.pending() == ("set_aside", 0, "Library")
    pos.answer("default")
    if set_aside:
        assert pos.discard(0) == bag("Smithy")
        assert pos.hand(0) == Counter(["Estate"] * 7)
        assert pos.deck(0) == []
    else:
        assert pos.hand(0) == Counter(["Estate"] * 6 + ["Smithy"])
        assert pos.deck(0) == ["Estate"]
        assert pos.pending() == ("play_action", 0, None)


# ---------------------------------------------------------------------------- Market ($5)
def test_market():
    pos = new()
    pos.set(0, hand=["Market", "Estate"], deck=["Copper", "Gold"])
    play(pos, "Market")
    assert (pos.actions, pos.buys) == (1, 2)
    assert buy_phase(pos)
    assert pos.coins == 2
    assert pos.deck(0) == ["Gold"]


# ---------------------------------------------------------------------------- Mine ($5)
def test_mine_silver_to_gold_into_hand():
    pos = new()
    pos.set(0, hand=["Mine", "Village", "Silver", "Copper"])
    play(pos, "Mine", actions=2)
    assert pos.pending() == ("trash", 0, "Mine")
    pos.answer("Silver")
    assert pos.pending() == ("gain", 0, "Mine")
    assert pos.dec_hi == 6
    pos.answer("Gold")
    assert pos.hand(0) == bag("Village", "Gold", "Copper")
    assert pos.trash() == bag("Silver")
    assert pos.left("Gold") == 29
    assert pos.pending() == ("play_action", 0, None)


def test_mine_gained_treasure_can_be_spent_this_turn():
    pos = new()
    pos.set(0, hand=["Mine", "Copper"])
    play(pos, "Mine", "Copper", "Silver")
    assert buy_phase(pos)
    assert pos.coins == 2
    assert pos.in_play() == bag("Mine", "Silver")


@pytest.mark.parametrize("gain", ["Duchy", "Laboratory", "Province"])
def test_mine_gains_only_treasures_within_three(gain):
    pos = new()
    pos.set(0, hand=["Mine", "Silver"])
    play(pos, "Mine", "Silver", gain)
    assert fallbacks(pos, 0) == 1
    assert pos.in_play() == bag("Mine", "Gold")     # the default: the best Treasure


def test_mine_may_gain_the_same_treasure():
    pos = new()
    pos.set(0, hand=["Mine", "Gold"])
    play(pos, "Mine", "Gold")
    assert pos.dec_hi == 9
    pos.answer("Gold")
    assert pos.trash() == bag("Gold")
    assert pos.in_play() == bag("Mine", "Gold")
    assert pos.left("Gold") == 29


def test_mine_is_optional():
    pos = new()
    pos.set(0, hand=["Mine", "Silver"])
    play(pos, "Mine", None)
    assert pos.trash() == bag()
    assert pos.coins == 2


def test_mine_without_treasure_asks_nothing():
    pos = new()
    pos.set(0, hand=["Mine", "Estate"])
    play(pos, "Mine")
    assert buy_phase(pos)
    assert pos.trash() == bag()


def test_mine_with_nothing_to_gain_still_trashes():
    pos = new()
    empty(pos, "Copper", "Silver")
    pos.set(0, hand=["Mine", "Copper"])
    play(pos, "Mine", "Copper")
    assert buy_phase(pos)
    assert pos.trash() == bag("Copper")
    assert pos.coins == 0


@pytest.mark.parametrize("hand, trashed, gained", [
    (["Silver", "Copper"], "Copper", "Silver"),
    (["Silver", "Gold"], "Silver", "Gold"),
    (["Copper", "Gold"], "Copper", "Silver"),
    (["Gold"], None, None),
])
def test_mine_default(hand, trashed, gained):
    pos = new()
    pos.set(0, hand=["Mine"] + hand)
    play(pos, "Mine")
    defaults(pos, "Mine")
    assert pos.trash() == (bag(trashed) if trashed else bag())
    expected = Counter(hand) - (bag(trashed) if trashed else bag()) + (bag(gained) if gained
                                                                       else bag())
    assert pos.in_play() == bag("Mine") + expected


def test_mine_default_copper_when_gold_is_gone():
    pos = new()
    empty(pos, "Gold")
    pos.set(0, hand=["Mine", "Silver", "Copper"])
    play(pos, "Mine")
    defaults(pos, "Mine")
    assert pos.trash() == bag("Copper")
    assert pos.in_play() == bag("Mine", "Silver", "Silver")


# ---------------------------------------------------------------------------- Sentry ($5)
SENTRY_TRASH, SENTRY_DISCARD, SENTRY_KEEP = 0, 1, 2


def test_sentry_trash_one_discard_the_other():
    pos = new()
    pos.set(0, hand=["Sentry"], deck=["Copper", "Curse", "Estate", "Gold"])
    play(pos, "Sentry")
    assert pos.hand(0) == bag("Copper") and pos.actions == 1
    assert pos.pending() == ("mode", 0, "Sentry")
    assert about(pos) == "Curse"
    pos.answer(SENTRY_TRASH)
    assert about(pos) == "Estate"
    pos.answer(SENTRY_DISCARD)
    assert buy_phase(pos)
    assert pos.trash() == bag("Curse")
    assert pos.discard(0) == bag("Estate")
    assert pos.deck(0) == ["Gold"]


@pytest.mark.parametrize("top", ["Gold", "Silver"])
def test_sentry_keep_both_in_chosen_order(top):
    pos = new()
    pos.set(0, hand=["Sentry"], deck=["Copper", "Silver", "Gold", "Estate"])
    play(pos, "Sentry", SENTRY_KEEP, SENTRY_KEEP)
    assert pos.pending() == ("pick", 0, "Sentry")
    pos.answer(top)
    other = "Silver" if top == "Gold" else "Gold"
    assert pos.deck(0) == [top, other, "Estate"]
    assert pos.trash() == bag() and pos.discard(0) == bag()


def test_sentry_keep_one_discard_one():
    pos = new()
    pos.set(0, hand=["Sentry"], deck=["Copper", "Estate", "Gold", "Silver"])
    play(pos, "Sentry", SENTRY_DISCARD, SENTRY_KEEP)
    assert buy_phase(pos)
    assert pos.deck(0) == ["Gold", "Silver"]
    assert pos.discard(0) == bag("Estate")


def test_sentry_two_identical_cards_need_no_order():
    pos = new()
    pos.set(0, hand=["Sentry"], deck=["Copper", "Gold", "Gold", "Estate"])
    play(pos, "Sentry", SENTRY_KEEP, SENTRY_KEEP)
    assert buy_phase(pos)
    assert pos.deck(0) == ["Gold", "Gold", "Estate"]


def test_sentry_one_card_left_reshuffle_goes_under_it():
    pos = new()
    pos.set(0, hand=["Sentry"], deck=["Copper", "Estate"], discard=["Gold", "Gold"])
    play(pos, "Sentry")
    assert about(pos) == "Estate"       # the card left in the deck comes first
    pos.answer(SENTRY_KEEP)
    assert about(pos) == "Gold"         # then the top of the reshuffled discard pile
    pos.answer(SENTRY_KEEP)
    assert pos.pending() == ("pick", 0, "Sentry")
    pos.answer("Gold")
    assert pos.deck(0) == ["Gold", "Estate", "Gold"]
    assert pos.discard(0) == bag()


def test_sentry_with_one_card_and_no_discard():
    pos = new()
    pos.set(0, hand=["Sentry"], deck=["Copper", "Estate"])
    play(pos, "Sentry", SENTRY_KEEP)
    assert buy_phase(pos)
    assert pos.deck(0) == ["Estate"]


def test_sentry_with_no_cards_left():
    pos = new()
    pos.set(0, hand=["Sentry"], deck=["Copper"])
    play(pos, "Sentry")
    assert buy_phase(pos)
    assert pos.coins == 1


def test_sentry_illegal_option_is_replaced_by_the_default():
    pos = new()
    pos.set(0, hand=["Sentry"], deck=["Copper", "Curse", "Gold"])
    play(pos, "Sentry", 7)              # options are 0-2: the default trashes the Curse
    assert fallbacks(pos, 0) == 1
    assert pos.trash() == bag("Curse")
    assert about(pos) == "Gold"


@pytest.mark.parametrize("looked, trash, discard, deck", [
    (["Curse", "Estate"], ["Curse", "Estate"], [], []),
    (["Silver", "Duchy"], [], ["Duchy"], ["Silver"]),
    (["Gold", "Laboratory"], [], [], None),       # kept: order is the default's choice
])
def test_sentry_default_trashes_curses_and_estates(looked, trash, discard, deck):
    pos = new()
    pos.set(0, hand=["Sentry"], deck=["Province"] + looked)
    play(pos, "Sentry")
    defaults(pos, "Sentry")
    assert pos.trash() == Counter(trash)
    assert pos.discard(0) == Counter(discard)
    if deck is None:
        assert sorted(pos.deck(0)) == sorted(looked)
    else:
        assert pos.deck(0) == deck


def test_sentry_default_trashes_every_copper_whatever_the_money():
    # DominionSim's rule, measured no worse for bm-sentry and far better for an engine
    # (benchmarks/README.md); Chapel keeps its money floor
    for discard in (["Gold"] * 3, ["Silver"] * 2):          # 14 money, or 6
        pos = new()
        pos.set(0, hand=["Sentry"], deck=["Estate", "Copper", "Copper"], discard=discard)
        play(pos, "Sentry")
        defaults(pos, "Sentry")
        assert pos.trash() == bag("Copper", "Copper")
        assert pos.discard(0) == bag(*discard)


# ---------------------------------------------------------------------------- Witch ($5)
@pytest.mark.parametrize("curses, p1, p2", [(20, 1, 1), (2, 1, 1), (1, 1, 0), (0, 0, 0)])
def test_witch_three_players_short_curse_pile(curses, p1, p2):
    pos = new(players=3)
    pos.supply("Curse", curses)
    piles = int(pos.g["empty_piles"])
    pos.set(0, hand=["Witch"], deck=["Copper", "Estate", "Gold"])
    play(pos, "Witch")
    assert buy_phase(pos)
    assert pos.hand(0) == bag("Estate")     # +2 Cards even when no Curse is left
    assert pos.discard(1)["Curse"] == p1
    assert pos.discard(2)["Curse"] == p2
    assert pos.left("Curse") == curses - p1 - p2
    assert pos.owned(1)["Curse"] == p1
    if curses and curses == p1 + p2:
        assert pos.g["empty_piles"] == piles + 1


def test_witch_turn_order_from_the_attackers_left():
    pos = new(players=4)
    pos.supply("Curse", 2)
    pos.set(2, hand=["Witch"])
    play(pos, "Witch", player=2)
    assert [pos.discard(p)["Curse"] for p in range(4)] == [1, 0, 0, 1]


def test_witch_moat_lets_the_next_player_take_the_last_curse():
    pos = new(players=3)
    pos.supply("Curse", 1)
    pos.set(0, hand=["Witch"])
    pos.set(1, hand=["Moat"])
    play(pos, "Witch", "Moat")
    assert pos.discard(1) == bag()
    assert pos.discard(2) == bag("Curse")


def test_witch_six_players():
    pos = new(players=6)
    assert pos.left("Curse") == 50
    pos.set(0, hand=["Witch"])
    play(pos, "Witch")
    assert pos.left("Curse") == 45
    for p in range(1, 6):
        assert pos.discard(p) == bag("Curse")
    assert pos.discard(0) == bag()


# ---------------------------------------------------------------------------- Artisan ($6)
def test_artisan_gains_to_hand_then_topdecks():
    pos = new()
    pos.set(0, hand=["Artisan", "Copper"], deck=["Estate"])
    play(pos, "Artisan")
    assert pos.pending() == ("gain", 0, "Artisan")
    assert pos.dec_hi == 5
    pos.answer("Laboratory")
    assert pos.hand(0) == bag("Copper", "Laboratory")
    assert pos.left("Laboratory") == 9
    assert pos.pending() == ("topdeck", 0, "Artisan")
    pos.answer("Laboratory")            # may be the card just gained
    assert pos.deck(0) == ["Laboratory", "Estate"]
    assert buy_phase(pos)
    assert pos.coins == 1


def test_artisan_topdeck_onto_empty_deck():
    pos = new()
    pos.set(0, hand=["Artisan", "Copper"], deck=[], discard=["Estate"])
    play(pos, "Artisan", "Silver", "Copper")
    assert pos.deck(0) == ["Copper"]
    assert pos.discard(0) == bag("Estate")
    assert pos.coins == 2


def test_artisan_gain_over_five_is_illegal():
    pos = new()
    pos.set(0, hand=["Artisan"])
    play(pos, "Artisan", "Gold")
    assert fallbacks(pos, 0) == 1
    assert pos.left("Gold") == 30


def test_artisan_topdeck_is_mandatory():
    pos = new()
    pos.set(0, hand=["Artisan"])
    play(pos, "Artisan", "Silver", None)
    assert fallbacks(pos, 0) == 1
    assert pos.deck(0) == ["Silver"]


def test_artisan_with_nothing_to_gain_and_empty_hand():
    pos = new(kingdom=["Artisan", "Laboratory"])
    empty(pos, "Copper", "Silver", "Estate", "Duchy", "Curse", "Laboratory")
    pos.set(0, hand=["Artisan"])
    play(pos, "Artisan")
    assert buy_phase(pos)
    assert pos.deck(0) == []


def test_artisan_default_without_actions_left_topdecks_an_action():
    pos = new()
    pos.set(0, hand=["Artisan", "Smithy", "Estate", "Copper"])
    play(pos, "Artisan")
    defaults(pos, "Artisan")
    # gains the best $5 card (Festival, highest priority at $5), keeps it for next turn
    assert pos.deck(0) == ["Festival"]
    assert pos.hand(0) == bag("Smithy", "Estate")


def test_artisan_default_with_actions_left():
    pos = new()
    pos.set(0, hand=["Artisan", "Estate", "Copper", "Silver"])
    play(pos, "Artisan", actions=2)
    defaults(pos, "Artisan")
    # one Action left: the gained Witch stays in hand; the Copper goes on top ($3 either way),
    # never the Estate (it would be drawn next turn)
    assert pos.deck(0) == ["Copper"]
    assert pos.hand(0) == bag("Witch", "Estate", "Silver")
    assert pos.pending() == ("play_action", 0, None)


# ---------------------------------------------------------------------------- DEFAULTS
ASKING = {"Cellar", "Chapel", "Moat", "Harbinger", "Vassal", "Workshop", "Bureaucrat", "Militia",
          "Moneylender", "Poacher", "Remodel", "Throne Room", "Bandit", "Library", "Mine",
          "Sentry", "Artisan"}


def test_defaults_document_every_base_card_that_asks():
    from simcore.dominion.effects.base import DEFAULTS
    assert {k for k, v in DEFAULTS.items() if v != "No choices."} == ASKING
    assert set(DEFAULTS) == set(BASE)
    for text in DEFAULTS.values():
        assert text.endswith(".") and 10 < len(text) < 400
