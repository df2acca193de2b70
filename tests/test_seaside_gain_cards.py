"""Rule tests for the six Seaside (2nd edition) cards built on the engine's when-gain and
Treasure-play hooks: Smugglers, Monkey, Blockade, Sailor, Corsair, Pirate.

Each test builds a concrete position (tests/position.py), plays it decision by decision and
checks the exact outcome. Sources of the rulings, cited per test:
  [RB2] Seaside rule book, 2nd edition (Rio Grande Games, 2022): card texts and their FAQ,
        as quoted on the DominionStrategy wiki's card pages
        (https://wiki.dominionstrategy.com/index.php/<Card>, "Official FAQ").
  [RB1] Seaside rule book, 1st edition (2008), same pages, for Smugglers' 1st-edition text.
  [WIKI] the same pages' "Other rules clarifications".
  [DUR] https://wiki.dominionstrategy.com/index.php/Duration ("Official Rules": a Duration
        stays in play until the Clean-up of the last turn it does something; a card that
        played it more than once stays with it).
  [ENG] a choice of this engine where the rules leave room (effects/seaside.py's list).

Conventions: decks are written top card first; player 0's deck is Estates unless said; the
other players hold five Coppers (no Action), so their turns are one buy question.
"""
from collections import Counter

import numpy as np
import pytest

from simcore.dominion import checks
from simcore.dominion.card_sets import new_states
from simcore.dominion.cards import NAMES, card_id, pile_size
from simcore.dominion.decisions import legal
from simcore.dominion.effects.intrigue import LURKER_GAIN
from simcore.dominion.fuzz import fuzz
from simcore.dominion.state import MAT_BLOCKADE
from tests.position import Position, ok, play

# the card sets whose cards these rules tests cover (test_card_set_completeness.py)
RULES_OF = ("seaside",)

KINGDOM = ["Smugglers", "Monkey", "Blockade", "Sailor", "Corsair", "Pirate", "Throne Room",
           "Moat", "Witch", "Ambassador", "Caravan", "Workshop", "Lighthouse", "Lurker",
           "Village", "Outpost"]
ESTATES = ["Estate"] * 12


def bag(*names):
    return Counter(names)


def new(hand=(), deck=ESTATES, players=2, hands=None, edition=2):
    """Player 0 holds `hand`; the others five Coppers unless `hands` says otherwise."""
    pos = Position(players=players, kingdom=KINGDOM, edition=edition)
    pos.set(0, hand=list(hand), deck=list(deck))
    for p in range(1, players):
        pos.set(p, hand=(hands or {}).get(p, ["Copper"] * 5), deck=["Copper"] * 10)
    pos.total = checks.totals(pos.g)
    return pos


def finish_turn(pos, p=0):
    if pos.pending() == ("play_action", p, None):
        pos.answer(None)
    if pos.pending() == ("buy", p, None):
        pos.answer(None)


def staying(pos, p=0):
    return Counter({NAMES[c]: int(k) for c, k in enumerate(pos.g["dur"][p][:len(NAMES)]) if k})


def blockade_mat(pos, p=0):
    return Counter({NAMES[c]: int(k)
                    for c, k in enumerate(pos.g["mat"][p, MAT_BLOCKADE][:len(NAMES)]) if k})


def is_legal(pos, name):
    return legal(pos.g, card_id(name))


# ------------------------------------------------------------------ Smugglers
def test_smugglers_gains_what_the_right_player_gained_on_their_turn_only():
    # [RB2] Smugglers: gain a copy of a card costing up to $6 that the player to your right
    # gained on their last turn; gained, not only bought. [ENG] a Curse they gained since,
    # on my turn (Witch), was not gained on their turn: not a candidate.
    pos = new(hand=[], deck=["Village", "Witch", "Smugglers"] + ESTATES)
    pos.begin(0)
    finish_turn(pos)
    assert pos.pending() == ("buy", 1, None)
    pos.answer("Silver")
    pos.answers("Village", "Witch")
    assert pos.discard(1)["Curse"] == 1
    pos.answer("Smugglers")
    assert pos.pending() == ("gain", 0, "Smugglers")
    assert is_legal(pos, "Silver") and not is_legal(pos, "Curse")
    assert not is_legal(pos, "Gold") and not is_legal(pos, "Copper")
    pos.answer("Silver")
    assert pos.discard(0)["Silver"] == 1 and pos.left("Silver") == 38
    ok(pos)


def test_smugglers_with_nothing_gained_or_only_cards_over_6_gains_nothing():
    # [RB2] "if they gained no such cards, you do not gain anything"; the cost limit is
    # checked when Smugglers is played (a Province costs $8).
    for p1_hand, buy in ((["Gold"] * 3 + ["Copper"] * 2, "Province"), (["Copper"] * 5, None)):
        pos = new(hand=[], deck=["Smugglers"] + ESTATES, hands={1: p1_hand})
        pos.begin(0)
        finish_turn(pos)
        pos.answer(buy)
        assert pos.pending() == ("play_action", 0, None)
        pos.answer("Smugglers")
        assert pos.pending() == ("buy", 0, None)        # no question: nothing to gain
        assert pos.discard(0) == Counter()
        ok(pos)


def test_a_card_gained_from_the_trash_counts_for_smugglers_and_monkey():
    # [WIKI] Smugglers: "It doesn't matter where the gained card came from" (Lurker gains
    # from the trash). [RB2] Monkey: any gain of the player to the right draws a card.
    pos = new(hand=["Monkey"], deck=["Smugglers"] + ESTATES,
              hands={1: ["Lurker"] + ["Copper"] * 4})
    pos.g["trash"][card_id("Caravan")] = 1
    pos.total = checks.totals(pos.g)
    play(pos, "Monkey")
    finish_turn(pos)
    pos.answers("Lurker", LURKER_GAIN, "Caravan")
    assert pos.discard(1)["Caravan"] == 1
    assert sum(pos.hand(0).values()) == 6            # the Monkey's card
    pos.answer(None)
    pos.answer("Smugglers")
    assert pos.pending() == ("gain", 0, "Smugglers") and is_legal(pos, "Caravan")
    ok(pos)


def test_smugglers_looks_at_the_right_players_latest_turn_an_extra_turn_too():
    # [RB2] Smugglers: "This looks at the most recent turn of the player to your right":
    # after an Outpost turn, the extra turn's gains only.
    pos = new(hand=[], deck=["Smugglers"] + ESTATES, hands={1: ["Outpost"] + ["Copper"] * 4})
    pos.g["deck"][1, :10] = card_id("Copper")
    pos.begin(0)
    finish_turn(pos)
    pos.answers("Outpost", "Silver")                 # player 1's turn, then its extra turn
    assert pos.pending() == ("buy", 1, None)
    pos.answer("Village")
    pos.answer("Smugglers")
    assert pos.pending() == ("gain", 0, "Smugglers")
    assert is_legal(pos, "Village") and not is_legal(pos, "Silver")
    ok(pos)


def test_first_edition_smugglers_takes_only_what_was_bought():
    # [RB1] Smugglers (1st edition): "... that the player to your right bought on their last
    # turn": a card they gained with a Workshop is not a candidate.
    pos = new(hand=[], deck=["Smugglers"] + ESTATES, edition=1,
              hands={1: ["Workshop"] + ["Copper"] * 4})
    pos.begin(0)
    finish_turn(pos)
    assert pos.pending() == ("play_action", 1, None)
    pos.answers("Workshop", "Caravan", "Silver")
    pos.answer("Smugglers")
    assert pos.pending() == ("gain", 0, "Smugglers")
    assert is_legal(pos, "Silver") and not is_legal(pos, "Caravan")
    ok(pos)


# ------------------------------------------------------------------ Monkey
def test_monkey_draws_for_each_gain_of_the_right_player_then_at_the_next_turn():
    # [RB2] Monkey: until your next turn, when the player to your right gains a card, +1
    # Card (also on your own turn: the Curse your Witch gives them); at the start of your
    # next turn, +1 Card.
    pos = new(hand=["Monkey", "Witch"])
    play(pos, "Monkey", "Witch", actions=2)
    assert pos.discard(1)["Curse"] == 1
    assert sum(pos.hand(0).values()) == 3            # Witch's 2, Monkey's 1
    finish_turn(pos)
    assert sum(pos.hand(0).values()) == 5
    pos.answer("Silver")           # player 1 gains a Silver: +1 Card; the next turn: +1 more
    assert pos.pending() == ("buy", 0, None)
    assert sum(pos.hand(0).values()) == 7
    assert pos.in_play()["Monkey"] == 1
    ok(pos)


def test_monkey_with_no_gains_draws_only_at_the_next_turn_and_only_for_the_right_player():
    # [RB2] Monkey: only the player to your right's gains count (3 players: player 2 sits to
    # player 0's right; turn order goes left).
    pos = new(hand=["Monkey"], players=3)
    play(pos, "Monkey")
    finish_turn(pos)
    pos.answer("Silver")                             # player 1 (the left) gains
    assert sum(pos.hand(0).values()) == 5
    pos.answer(None)                                 # player 2 gains nothing
    assert sum(pos.hand(0).values()) == 6            # the start-of-turn card only
    ok(pos)


def test_throne_room_on_monkey_draws_two_per_gain_and_stays():
    # [RB2] Monkey played twice: two abilities; [DUR] the Throne Room stays with it.
    pos = new(hand=["Throne Room", "Monkey"])
    play(pos, "Throne Room", "Monkey")
    finish_turn(pos)
    assert staying(pos) == bag("Throne Room", "Monkey")
    pos.answer("Silver")
    assert pos.pending() == ("buy", 0, None)
    assert sum(pos.hand(0).values()) == 9            # 5, 2 for the gain, 2 at the start
    ok(pos)


# ------------------------------------------------------------------ Blockade
def test_blockade_sets_the_card_aside_and_curses_a_copy_gained_on_their_turn():
    # [RB2] Blockade: gain a card up to $4, set aside; at the start of your next turn, into
    # your hand; while set aside, another player gaining a copy on their turn gains a Curse.
    pos = new(hand=["Blockade"])
    play(pos, "Blockade")
    assert pos.pending() == ("gain", 0, "Blockade")
    pos.answer("Silver")
    assert blockade_mat(pos) == bag("Silver") and pos.discard(0) == Counter()
    finish_turn(pos)
    assert staying(pos) == bag("Blockade")
    pos.answer("Silver")                             # player 1 buys a Silver
    assert pos.discard(1)["Curse"] == 1 and pos.left("Curse") == 9
    assert blockade_mat(pos) == Counter()
    assert pos.in_play()["Silver"] == 1 and pos.coins == 2     # in hand, then played
    finish_turn(pos)
    assert pos.discard(0)["Blockade"] == 1           # its last turn: discarded
    ok(pos)


def test_blockade_gives_no_curse_for_a_copy_gained_on_my_turn():
    # [RB2] "... gains a copy of it on their turn": Ambassador gives player 1 a Silver on
    # player 0's turn, so no Curse.
    pos = new(hand=["Blockade", "Ambassador", "Silver"])
    play(pos, "Blockade", "Silver", "Ambassador", "Silver", 0, actions=2)
    assert pos.discard(1)["Silver"] == 1
    assert pos.discard(1)["Curse"] == 0
    ok(pos)


def test_blockade_moat_makes_its_owner_immune():
    # [WIKI] Blockade: like all Duration Attacks, a Moat is revealed when it is played; the
    # player who revealed it is unaffected by it (no Curse later).
    pos = new(hand=["Blockade"], hands={1: ["Moat"] + ["Copper"] * 4})
    play(pos, "Blockade")
    assert pos.pending() == ("react", 1, None)
    pos.answers("Moat", "Silver")
    finish_turn(pos)
    assert pos.pending() == ("play_action", 1, None)
    pos.answers(None, "Silver")
    assert pos.discard(1)["Silver"] == 1 and pos.discard(1)["Curse"] == 0
    ok(pos)


def test_throne_room_on_blockade_sets_aside_two_cards():
    # [RB2] Throne Room plays Blockade twice: two cards set aside, both into the hand next
    # turn; [DUR] the Throne Room stays too.
    pos = new(hand=["Throne Room", "Blockade"])
    play(pos, "Throne Room", "Blockade", "Silver", "Workshop")
    assert blockade_mat(pos) == bag("Silver", "Workshop")
    finish_turn(pos)
    assert staying(pos) == bag("Throne Room", "Blockade")
    pos.answer("Workshop")                           # one Curse per Blockade that matches
    assert pos.discard(1)["Curse"] == 1
    assert pos.hand(0)["Silver"] == 1 and pos.hand(0)["Workshop"] == 1
    ok(pos)


# ------------------------------------------------------------------ Sailor
def test_sailor_plays_a_gained_duration_then_gives_2_and_a_trash():
    # [RB2] Sailor: once this turn, when you gain a Duration card, you may play it (in the
    # Buy phase too); at the start of your next turn +$2 and you may trash a card from
    # your hand.
    pos = new(hand=["Sailor"] + ["Copper"] * 4)
    play(pos, "Sailor")
    assert pos.pending() == ("buy", 0, None)
    pos.answer("Caravan")
    assert pos.pending() == ("yesno", 0, "Sailor")
    pos.answer(1)                                    # played: it stays with the Sailor
    assert pos.pending() == ("buy", 1, None)
    assert staying(pos) == bag("Sailor", "Caravan")
    assert pos.discard(0) == bag("Copper", "Copper", "Copper", "Copper", "Estate")
    pos.answer(None)                                 # player 1's turn
    assert pos.pending() == ("trash", 0, "Sailor")
    pos.answer("Estate")
    assert pos.trash()["Estate"] == 1 and pos.coins == 2
    assert sum(pos.hand(0).values()) == 5            # 5 drawn, one trashed, Caravan's 1
    ok(pos)


def test_sailor_plays_only_one_duration_gained_twice():
    # [RB2] "Once this turn": one Sailor plays one gained Duration; a second is not asked.
    pos = new(hand=["Sailor", "Gold", "Gold", "Copper", "Copper"])
    play(pos, "Sailor", buys=2)
    pos.answers("Caravan", 1, "Caravan")
    assert pos.pending() == ("buy", 1, None)         # no second question; the turn ended
    assert staying(pos) == bag("Sailor", "Caravan") and pos.discard(0)["Caravan"] == 1
    ok(pos)


def test_two_sailors_play_two_and_a_no_leaves_the_card():
    # [RB2] "This is cumulative; if you play two Sailors, you can play up to two gained
    # Duration cards." Declining leaves the card where it was gained.
    pos = new(hand=["Throne Room", "Sailor", "Gold", "Gold", "Gold"])
    play(pos, "Throne Room", "Sailor", buys=3)
    pos.answers("Lighthouse", 0, "Lighthouse")
    assert pos.pending() == ("yesno", 0, "Sailor")
    pos.answers(1, "Caravan")
    assert pos.pending() == ("yesno", 0, "Sailor")   # the second Sailor's
    pos.answer(1)
    assert staying(pos) == bag("Throne Room", "Sailor", "Caravan", "Lighthouse")
    assert pos.discard(0)["Lighthouse"] == 1
    ok(pos)


def test_sailor_plays_a_duration_a_blockade_set_aside():
    # [WIKI] Sailor "can play a gained Duration even if it was gained to somewhere other
    # than your discard pile (such as ... a card gained with Blockade)"; [RB2] Blockade: if
    # the card is no longer set aside, nothing further happens (nothing into the hand).
    pos = new(hand=["Sailor", "Blockade"])
    play(pos, "Sailor", "Blockade", "Caravan")
    assert pos.pending() == ("yesno", 0, "Sailor")
    pos.answer(1)
    assert pos.in_play()["Caravan"] == 1 and blockade_mat(pos) == Counter()
    assert pos.hand(0) == bag("Estate")              # Caravan's card
    finish_turn(pos)
    assert staying(pos) == bag("Sailor", "Blockade", "Caravan")
    pos.answer(None)
    pos.answer(None)                                 # Sailor's trash: none
    assert pos.hand(0)["Caravan"] == 0 and sum(pos.hand(0).values()) == 6
    ok(pos)


def test_sailor_default_trashes_junk_only():
    # [ENG] the default trashes a Curse (junk), keeps a Silver.
    pos = new(hand=["Sailor"], deck=["Curse"] + ["Silver"] * 4 + ESTATES)
    play(pos, "Sailor")
    finish_turn(pos)
    pos.answer(None)
    assert pos.pending() == ("trash", 0, "Sailor")
    pos.answer("default")
    assert pos.trash() == bag("Curse")
    pos2 = new(hand=["Sailor"], deck=["Silver"] * 5 + ESTATES)
    play(pos2, "Sailor")
    finish_turn(pos2)
    pos2.answer(None)
    pos2.answer("default")
    assert pos2.trash() == Counter()


# ------------------------------------------------------------------ Corsair
def test_corsair_trashes_the_first_silver_or_gold_each_other_player_plays():
    # [RB2] Corsair: +$2; at the start of your next turn +1 Card; until then each other
    # player trashes the first Silver or Gold they play each turn (its $ still counts).
    # [ENG] with both, the Silver goes.
    pos = new(hand=["Corsair"], hands={1: ["Silver", "Gold", "Copper", "Copper", "Copper"]})
    play(pos, "Corsair")
    assert pos.coins == 2
    finish_turn(pos)
    assert pos.pending() == ("buy", 1, None)
    assert pos.coins == 8 and pos.trash() == bag("Silver")
    assert pos.in_play()["Gold"] == 1
    pos.answer(None)
    assert sum(pos.hand(0).values()) == 6            # Corsair's card
    ok(pos)


def test_corsair_takes_a_gold_alone_and_ends_at_its_players_next_turn():
    # [RB2] "Until then": after player 0's next turn starts, player 1 keeps its Treasures.
    pos = new(hand=["Corsair"], hands={1: ["Gold"] + ["Copper"] * 4})
    play(pos, "Corsair")
    finish_turn(pos)
    assert pos.trash() == bag("Gold")
    pos.answer(None)
    pos.set(1, hand=["Gold"] + ["Copper"] * 4)
    pos.total = checks.totals(pos.g)
    finish_turn(pos)
    assert pos.pending() == ("buy", 1, None) and pos.trash() == bag("Gold")
    ok(pos)


def test_throne_room_on_corsair_still_trashes_one_card_a_turn():
    # [RB2] "the first Silver or Gold they play each turn": one, however many Corsairs;
    # Throne Room gives +$4 and +2 Cards next turn, and stays [DUR].
    pos = new(hand=["Throne Room", "Corsair"],
              hands={1: ["Silver", "Silver", "Copper", "Copper", "Copper"]})
    play(pos, "Throne Room", "Corsair")
    assert pos.coins == 4
    finish_turn(pos)
    assert staying(pos) == bag("Throne Room", "Corsair")
    assert pos.trash() == bag("Silver")
    pos.answer(None)
    assert sum(pos.hand(0).values()) == 7
    ok(pos)


def test_corsair_moat_makes_its_owner_immune():
    # [RB2] Moat (revealed when Corsair is played) makes the player unaffected by it.
    pos = new(hand=["Corsair"], hands={1: ["Moat", "Silver", "Copper", "Copper", "Copper"]})
    play(pos, "Corsair", "Moat")
    finish_turn(pos)
    assert pos.pending() == ("play_action", 1, None)
    pos.answer(None)
    assert pos.trash() == Counter()
    ok(pos)


# ------------------------------------------------------------------ Pirate
def test_pirate_reacts_to_another_players_treasure_gain_on_their_turn():
    # [RB2] Pirate: when any player gains a Treasure, you may play this from your hand; at
    # the start of your next turn, gain a Treasure costing up to $6 to your hand. Played on
    # another player's turn, it stays in play until its owner's next Clean-up [DUR].
    pos = new(hand=[], deck=["Pirate"] + ESTATES)
    pos.begin(0)
    finish_turn(pos)
    assert pos.hand(0)["Pirate"] == 1
    pos.answer("Silver")
    assert pos.pending() == ("yesno", 0, "Pirate")
    assert staying(pos) == Counter()
    pos.answer(1)                    # in play on player 1's turn; player 0's turn starts
    assert pos.hand(0)["Pirate"] == 0 and pos.in_play()["Pirate"] == 1
    assert pos.pending() == ("gain", 0, "Pirate")
    assert not is_legal(pos, "Caravan") and is_legal(pos, "Gold")
    pos.answer("Gold")                               # to the hand, then played
    assert pos.in_play()["Gold"] == 1 and pos.in_play()["Pirate"] == 1
    finish_turn(pos)
    assert pos.discard(0)["Pirate"] == 1
    ok(pos)


def test_pirate_reacts_on_its_owners_turn_and_another_players_pirate_too():
    # [RB2] "any player gains a Treasure": the buyer's own Pirate (played on its own turn:
    # it stays in play, its effect next turn) and another player's Pirate both react, the
    # player whose turn it is first.
    pos = new(hand=["Pirate", "Copper", "Copper", "Copper"],
              hands={1: ["Pirate"] + ["Copper"] * 4})
    play(pos, None)
    assert pos.pending() == ("buy", 0, None)
    pos.answer("Silver")
    assert pos.pending() == ("yesno", 0, "Pirate")
    pos.answer(1)
    assert pos.pending() == ("yesno", 1, "Pirate")
    pos.answer(1)                    # player 0's turn ends; player 1's Pirate acts first
    assert staying(pos, 0) == bag("Pirate")
    assert pos.pending() == ("gain", 1, "Pirate") and pos.in_play()["Pirate"] == 1
    ok(pos)


def test_pirate_on_a_treasure_another_player_gains_on_my_turn_and_a_no():
    # [RB2] any player's Treasure gain, on any turn: Ambassador gives player 1 a Copper on
    # player 0's turn; player 0's Pirate may react. A no keeps it in hand.
    pos = new(hand=["Ambassador", "Copper", "Pirate"])
    play(pos, "Ambassador", "Copper", 0)
    assert pos.discard(1)["Copper"] == 1
    assert pos.pending() == ("yesno", 0, "Pirate")
    pos.answer(0)
    assert pos.hand(0)["Pirate"] == 1
    assert pos.pending() == ("buy", 0, None)
    ok(pos)


# ------------------------------------------------------------------ whole games
@pytest.mark.parametrize("players", [2, 4])
def test_fuzzed_games_with_the_gain_cards_keep_every_invariant(players):
    # random legal and illegal answers (the fuzzer's), every invariant checked at each step
    states = new_states(1)
    cards = np.array(list(range(7)) + sorted(card_id(k) for k in KINGDOM[:10]), np.int64)
    sizes = np.array([pile_size(c, players) for c in cards], np.int64)
    codes = np.zeros(40, np.int64)
    steps = np.zeros(40, np.int64)
    fuzz(states, 7, 0, 40, players, cards, sizes, 60, 2, codes, steps)
    assert codes.tolist() == [0] * 40


def test_sailor_plays_a_duration_replace_put_onto_the_deck():
    # [RB2] Replace puts a gained Action onto the deck; a Sailor may play it from there. The
    # deck's known top cards (the ones its owner put there) are then none: the fuzzer found
    # the count left at one, above the deck's size once the deck ran down.
    pos = Position(players=2, kingdom=KINGDOM[:-1] + ["Replace"], edition=2)
    pos.set(0, hand=["Sailor", "Replace", "Silver"], deck=["Estate"] * 3)
    pos.set(1, hand=["Copper"] * 5, deck=["Copper"] * 10)
    pos.total = checks.totals(pos.g)
    play(pos, "Sailor", "Replace", "Silver")
    assert pos.pending() == ("gain", 0, "Replace")
    pos.answer("Lighthouse")
    assert pos.pending() == ("yesno", 0, "Sailor")
    pos.answer(1)
    g = pos.g
    assert g["play"][card_id("Lighthouse")] == 1
    assert g["deck_n"][0] == 3 and g["known_top"][0] == 0
    ok(pos)
    finish_turn(pos)
    assert staying(pos) == bag("Sailor", "Lighthouse")
    ok(pos)
