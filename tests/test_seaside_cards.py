"""Rule tests for the Seaside cards the engine implements (both editions), and for the engine
parts they brought: Duration cards staying in play, start-of-turn effects, mats, the extra
turn, the Clean-up question (Treasury), immunity from play (Lighthouse).

Each test builds a concrete position (tests/position.py), plays it decision by decision and
checks the exact outcome. Sources of the rulings, cited per test:
  [RB2] Seaside rule book, 2nd edition (Rio Grande Games, 2022): card texts and the
        Duration rules, as quoted on the DominionStrategy wiki's card pages
        (https://wiki.dominionstrategy.com/index.php/<Card>, "Official FAQ").
  [RB1] Seaside rule book, 1st edition (2008), same pages ("Official FAQ" of the 1st
        edition), for the cards the 2nd edition removed.
  [DUR] https://wiki.dominionstrategy.com/index.php/Duration ("Official Rules": a Duration
        stays in play until the Clean-up of the last turn it does something; a card that
        played it more than once stays with it).
  [ERR] Outpost's errata (2023), https://wiki.dominionstrategy.com/index.php/Outpost.
  [EMB] Embargo's current text and its "Official FAQ",
        https://wiki.dominionstrategy.com/index.php/Embargo.

Conventions: decks are written top card first; player 1 holds five Coppers (no Action), so
its turns are one buy question; `next_turn` buys nothing and runs to player 0's next turn.
"""
from collections import Counter

import numpy as np
import pytest

from simcore.dominion import checks, engine
from simcore.dominion.card_sets import new_states
from simcore.dominion.cards import NAMES, card_id, pile_size
from simcore.dominion.effects.seaside import NV_SET_ASIDE, NV_TAKE
from simcore.dominion.effects.seaside1 import PIRATE_ATTACK, PIRATE_COINS
from simcore.dominion.fuzz import fuzz
from simcore.dominion.state import DEFER, MAT_HAVEN, MAT_ISLAND, MAT_NATIVE
from simcore.rng import game_key
from tests.position import ok, play, table

# the card sets whose cards these rules tests cover (test_card_set_completeness.py)
RULES_OF = ("seaside", "seaside1")

SEA = ["Haven", "Lighthouse", "Warehouse", "Fishing Village", "Caravan", "Cutpurse", "Salvager",
       "Treasure Map", "Bazaar", "Merchant Ship", "Outpost", "Tactician", "Treasury", "Wharf",
       "Throne Room", "Moat", "Witch", "Sea Hag", "Explorer", "Pearl Diver", "Ghost Ship",
       "Island", "Lookout", "Embargo", "Native Village", "Sea Chart", "Tide Pools", "Sea Witch",
       "Navigator", "Pirate Ship", "Ambassador"]
ESTATES = ["Estate"] * 12


def bag(*names):
    return Counter(names)


def new(deck=ESTATES, hand=(), players=2, discard=(), edition=2):
    return table(SEA, hand, deck, discard, players, edition)


def finish_turn(pos, p=0):
    """Play no more Actions and buy nothing: p's turn ends (an extra turn may follow)."""
    if pos.pending() == ("play_action", p, None):
        pos.answer(None)
    if pos.pending() == ("buy", p, None):
        pos.answer(None)


def next_turn(pos):
    """Player 0's turn ends; every other player buys nothing; player 0's next turn starts
    (its start-of-turn effects run)."""
    finish_turn(pos, 0)
    for p in range(1, pos.n):
        assert pos.pending() == ("buy", p, None)
        pos.answer(None)


def staying(pos, p=0):
    g = pos.g
    return Counter({NAMES[c]: int(k) for c, k in enumerate(g["dur"][p][:len(NAMES)]) if k})


# ------------------------------------------------------------------ Durations, in general
def test_fishing_village_now_and_next_turn_then_discarded():
    # [RB2] Fishing Village: +2 Actions, +$1; at the start of your next turn +1 Action, +$1.
    # [DUR] it stays in play until the Clean-up of that next turn.
    pos = new(hand=["Fishing Village"])
    play(pos, "Fishing Village")
    assert (pos.actions, pos.coins) == (2, 1)
    finish_turn(pos)
    assert staying(pos) == bag("Fishing Village")
    assert pos.in_play()["Fishing Village"] == 0     # player 1's turn: its play area
    ok(pos)
    next_turn(pos)
    assert pos.in_play()["Fishing Village"] == 1
    assert (pos.actions, pos.coins, pos.buys) == (2, 1, 1)
    finish_turn(pos)
    assert staying(pos) == Counter()
    assert pos.discard(0)["Fishing Village"] == 1
    ok(pos)


def test_caravan_draws_at_the_start_of_the_next_turn():
    # [RB2] Caravan: +1 Card, +1 Action; at the start of your next turn, +1 Card.
    pos = new(hand=["Caravan"], deck=["Silver"] + ["Estate"] * 5 + ["Gold"])
    play(pos, "Caravan")
    assert pos.in_play()["Silver"] == 1 and pos.actions == 1     # drawn, then played
    next_turn(pos)
    # the 5 Estates were drawn at Clean-up; Caravan adds the Gold (played for $3)
    assert pos.coins == 3 and pos.hand(0) == bag(*["Estate"] * 5)
    ok(pos)


def test_merchant_ship_and_wharf():
    # [RB2] Merchant Ship: now and at the start of your next turn +$2. Wharf: now and at the
    # start of your next turn +2 Cards, +1 Buy.
    pos = new(hand=["Merchant Ship", "Wharf", "Fishing Village"],
              deck=["Estate", "Estate"] + ESTATES)
    play(pos, "Fishing Village", "Wharf", "Merchant Ship")
    assert (pos.coins, pos.buys) == (3, 2)
    next_turn(pos)
    assert (pos.coins, pos.buys, pos.actions) == (3, 2, 2)
    assert sum(pos.hand(0).values()) == 7
    ok(pos)


def test_bazaar():
    # [RB2] Bazaar: +1 Card, +2 Actions, +$1.
    pos = new(hand=["Bazaar"], deck=["Gold"] + ESTATES)
    play(pos, "Bazaar")
    assert pos.in_play()["Gold"] == 1 and (pos.actions, pos.coins) == (2, 4)


def test_throne_room_on_a_duration_stays_with_it():
    # [DUR] a Throne Room that played a Duration stays in play as long as the Duration does;
    # both plays' next-turn effects happen.
    pos = new(hand=["Throne Room", "Caravan"],
              deck=["Silver", "Silver"] + ["Estate"] * 5 + ["Gold", "Gold"] + ESTATES)
    play(pos, "Throne Room", "Caravan")
    assert pos.in_play()["Silver"] == 2 and pos.actions == 2
    finish_turn(pos)
    assert staying(pos) == bag("Throne Room", "Caravan")
    ok(pos)
    next_turn(pos)
    assert pos.coins == 6                     # two Caravan draws: both Golds
    finish_turn(pos)
    assert staying(pos) == Counter()
    assert pos.discard(0)["Throne Room"] == 1 and pos.discard(0)["Caravan"] == 1


def test_throne_room_on_a_non_duration_leaves_with_the_turn():
    # [DUR] only Durations (and what played them) stay.
    pos = new(hand=["Throne Room", "Bazaar"])
    play(pos, "Throne Room", "Bazaar")
    finish_turn(pos)
    assert staying(pos) == Counter()


def test_throne_room_on_throne_room_with_one_duration():
    # The designer's ruling on Throne Room chains ([DUR] discussion, Donald X.): a Throne
    # Room that played a Throne Room stays only if both plays of that one hit Durations.
    pos = new(hand=["Throne Room", "Throne Room", "Caravan", "Bazaar"],
              deck=["Estate"] * 20)
    play(pos, "Throne Room", "Throne Room", "Caravan", "Bazaar")
    finish_turn(pos)
    assert staying(pos) == bag("Throne Room", "Caravan")
    ok(pos)


def test_throne_room_on_throne_room_with_two_durations():
    pos = new(hand=["Throne Room", "Throne Room", "Caravan", "Wharf"], deck=["Estate"] * 20)
    play(pos, "Throne Room", "Throne Room", "Caravan", "Wharf")
    finish_turn(pos)
    assert staying(pos) == bag("Throne Room", "Throne Room", "Caravan", "Wharf")
    ok(pos)


# ------------------------------------------------------------------ Haven
def test_haven_sets_a_card_aside_until_the_next_turn():
    # [RB2] Haven: +1 Card, +1 Action; set aside a card from your hand face down; at the start
    # of your next turn put it into your hand.
    pos = new(hand=["Haven", "Gold"], deck=["Estate"] + ESTATES)
    play(pos, "Haven")
    assert pos.pending() == ("pick", 0, "Haven")
    pos.answer("Gold")
    assert pos.g["mat"][0, MAT_HAVEN, card_id("Gold")] == 1
    assert pos.hand(0) == bag("Estate")
    finish_turn(pos)
    assert staying(pos) == bag("Haven")
    ok(pos)
    next_turn(pos)
    assert pos.coins == 3 and pos.g["mat_n"][0, MAT_HAVEN] == 0
    ok(pos)


def test_haven_with_an_empty_hand_is_discarded_this_turn():
    # [DUR] (wiki, Duration: "A Haven played with no card in hand to set aside ... will be
    # cleaned up at the end of the turn when they are played").
    pos = new(hand=["Haven"], deck=[])
    play(pos, "Haven")
    assert pos.pending()[2] != "Haven"        # nothing to set aside: nothing asked
    finish_turn(pos)
    assert staying(pos) == Counter()
    assert pos.g["later_n"][0] == 0
    ok(pos)


def test_throne_room_on_haven_sets_aside_two_cards():
    pos = new(hand=["Throne Room", "Haven", "Gold", "Silver"], deck=["Estate"] * 20)
    play(pos, "Throne Room", "Haven", "Gold", "Silver")
    assert pos.g["mat_n"][0, MAT_HAVEN] == 2
    next_turn(pos)
    assert pos.coins == 5
    ok(pos)


def test_haven_default_sets_aside_what_this_turn_can_spare():
    # Gold, Silver, Copper: $6 buys a Gold; every Treasure is needed for it, so the least
    # useful card that is not a Victory card goes: the Copper (not the Estate drawn).
    pos = new(hand=["Haven", "Gold", "Silver", "Copper"], deck=["Estate"] + ESTATES)
    play(pos, "Haven", "default")
    assert pos.g["mat"][0, MAT_HAVEN, card_id("Copper")] == 1
    # $11 with Gold, Gold, Gold, Silver: a Gold can go and $8 still buys a Province
    pos = new(hand=["Haven", "Gold", "Gold", "Gold", "Silver"], deck=["Estate"] + ESTATES)
    play(pos, "Haven", "default")
    assert pos.g["mat"][0, MAT_HAVEN, card_id("Gold")] == 1


# ------------------------------------------------------------------ Lighthouse
def test_lighthouse_coins_and_immunity():
    # [RB2] Lighthouse: +1 Action; now and at the start of your next turn +$1; until then,
    # when another player plays an Attack card, it does not affect you.
    pos = new(hand=["Lighthouse"])
    pos.set(1, hand=["Witch", "Copper", "Copper", "Copper", "Copper"], deck=["Copper"] * 10)
    pos.total = checks.totals(pos.g)
    play(pos, "Lighthouse")
    assert (pos.actions, pos.coins) == (1, 1)
    finish_turn(pos)
    assert pos.pending() == ("play_action", 1, None)
    pos.answer("Witch")
    assert pos.owned(0)["Curse"] == 0          # not affected; nothing asked of player 0
    ok(pos)


def test_lighthouse_against_sea_hag():
    # [RB2]/[RB1]: Lighthouse in play from your last turn: Sea Hag does not affect you (no
    # discard, no Curse).
    pos = new(hand=["Lighthouse"], deck=["Gold"] + ESTATES)
    pos.set(1, hand=["Sea Hag", "Copper", "Copper", "Copper", "Copper"], deck=["Copper"] * 10)
    pos.total = checks.totals(pos.g)
    play(pos, "Lighthouse")
    finish_turn(pos)
    deck_before = pos.deck(0)
    pos.answer("Sea Hag")
    assert pos.deck(0) == deck_before and pos.owned(0)["Curse"] == 0
    ok(pos)


def test_lighthouse_played_this_turn_leaves_after_its_next_turn():
    pos = new(hand=["Lighthouse"])
    pos.set(1, hand=["Copper"] * 5, deck=["Witch"] + ["Copper"] * 10)
    pos.total = checks.totals(pos.g)
    play(pos, "Lighthouse")
    finish_turn(pos)
    finish_turn(pos, 1)
    assert pos.coins == 1                      # player 0's next turn: +$1
    finish_turn(pos)
    assert staying(pos) == Counter()           # gone: the next Witch hits
    pos.answer("Witch")
    assert pos.owned(0)["Curse"] == 1


# ------------------------------------------------------------------ Tactician
def test_tactician_discards_the_hand_for_next_turn():
    # [RB2] Tactician: if you have at least one card in hand, discard your hand, and at the
    # start of your next turn, +5 Cards, +1 Action, +1 Buy.
    pos = new(hand=["Tactician", "Copper", "Estate"], deck=["Estate"] * 5 + ["Gold"] * 5)
    play(pos, "Tactician")
    assert pos.hand(0) == Counter() and pos.discard(0) == bag("Copper", "Estate")
    next_turn(pos)
    assert (pos.coins, pos.buys) == (15, 2)
    ok(pos)


def test_tactician_with_no_cards_does_nothing_and_leaves():
    # [RB2] "If you have at least one card in hand"; [DUR] then nothing happens next turn and
    # it is discarded this turn.
    pos = new(hand=["Tactician"])
    play(pos, "Tactician")
    finish_turn(pos)
    assert staying(pos) == Counter() and pos.g["later_n"][0] == 0
    next_turn(pos)
    assert (pos.buys, pos.coins) == (1, 0)
    ok(pos)


# ------------------------------------------------------------------ Outpost
def test_outpost_three_cards_and_an_extra_turn():
    # [ERR] Outpost: you only draw 3 cards for your next hand; take an extra turn after this
    # one. Extra turns do not count as the player's turns (tie-break).
    pos = new(hand=["Outpost"], deck=["Gold"] * 3 + ESTATES)
    play(pos, "Outpost")
    turns = int(pos.g["turns"][0])
    finish_turn(pos)
    assert pos.pending() == ("buy", 0, None) and pos.cur == 0      # the extra turn
    assert pos.coins == 9 and int(pos.g["turns"][0]) == turns
    assert pos.in_play()["Outpost"] == 1      # it stays through the extra turn
    finish_turn(pos)
    assert pos.pending() == ("buy", 1, None)
    assert pos.discard(0)["Outpost"] == 1 and sum(pos.hand(0).values()) == 5
    ok(pos)


def test_outpost_on_the_extra_turn_gives_no_third_turn():
    # [ERR] If you play Outpost on an extra turn, you draw a 3-card hand, and then fail to
    # get a 3rd turn (and that Outpost leaves play that turn).
    pos = new(hand=["Outpost"], deck=["Outpost", "Estate", "Estate"] + ESTATES)
    play(pos, "Outpost")
    finish_turn(pos)
    assert pos.pending() == ("play_action", 0, None)
    pos.answer("Outpost")
    finish_turn(pos)
    assert pos.pending() == ("buy", 1, None)
    assert sum(pos.hand(0).values()) == 3 and staying(pos) == Counter()
    ok(pos)


def test_two_outposts_in_a_turn_give_one_extra_turn():
    # [ERR] If you play Outpost multiple times in one turn, all after the first fail.
    pos = new(hand=["Outpost", "Outpost", "Fishing Village"], deck=ESTATES)
    play(pos, "Fishing Village", "Outpost", "Outpost")
    finish_turn(pos)
    assert pos.cur == 0                       # the extra turn: what stayed is in play
    assert pos.in_play() == bag("Fishing Village", "Outpost")
    assert pos.discard(0)["Outpost"] == 1 and pos.coins == 1
    finish_turn(pos)
    assert pos.pending() == ("buy", 1, None)
    ok(pos)


# ------------------------------------------------------------------ Treasury
def test_treasury_goes_back_onto_the_deck():
    # [RB2] Treasury: +1 Card, +1 Action, +$1. At the end of your Buy phase / when you
    # discard it from play, if you did not buy a Victory card this turn, you may put it
    # onto your deck.
    pos = new(hand=["Treasury"], deck=["Estate"] * 10)
    play(pos, "Treasury")
    finish_turn(pos)
    assert pos.pending() == ("yesno", 0, "Treasury")
    pos.answer(1)
    assert pos.hand(0)["Treasury"] == 1
    ok(pos)


def test_treasury_not_after_buying_a_victory_card():
    # [RB2] Treasury with a Victory card bought: it cannot go back.
    pos = new(hand=["Treasury", "Silver"], deck=["Estate"] * 10)
    play(pos, "Treasury")
    finish_turn_buying(pos, "Estate")
    assert pos.pending() == ("buy", 1, None)
    assert pos.discard(0)["Treasury"] == 1


def test_treasury_after_buying_another_card():
    # [RB2] only a Victory card bought stops it.
    pos = new(hand=["Treasury", "Silver"], deck=["Estate"] * 10)
    play(pos, "Treasury")
    finish_turn_buying(pos, "Silver")
    assert pos.pending() == ("yesno", 0, "Treasury")
    pos.answer("default")
    assert pos.hand(0)["Treasury"] == 1


def finish_turn_buying(pos, card):
    while pos.pending() == ("play_action", 0, None):
        pos.answer(None)
    assert pos.pending() == ("buy", 0, None)
    pos.answer(card)
    if pos.pending() == ("buy", 0, None):
        pos.answer(None)


# ------------------------------------------------------------------ Warehouse, Salvager
def test_warehouse_draws_3_discards_3():
    # [RB2] Warehouse: +3 Cards, +1 Action, discard 3 cards.
    pos = new(hand=["Warehouse", "Copper"], deck=["Gold", "Estate", "Estate"] + ESTATES)
    play(pos, "Warehouse")
    assert pos.pending() == ("discard", 0, "Warehouse")
    pos.answers("default", "default", "default")
    assert pos.discard(0) == bag("Estate", "Estate", "Copper")
    assert pos.in_play()["Gold"] == 1 and pos.coins == 3


def test_warehouse_with_a_short_hand_discards_what_there_is():
    pos = new(hand=["Warehouse"], deck=["Gold"])
    play(pos, "Warehouse", "Gold")
    assert pos.hand(0) == Counter() and pos.discard(0) == bag("Gold")


def test_salvager():
    # [RB2] Salvager: +1 Buy; trash a card from your hand; +$ equal to its cost.
    pos = new(hand=["Salvager", "Gold", "Estate"])
    play(pos, "Salvager", "Gold")
    assert pos.trash() == bag("Gold")
    assert (pos.coins, pos.buys) == (6, 2)


# ------------------------------------------------------------------ Cutpurse
def test_cutpurse():
    # [RB2] Cutpurse: +$2; each other player discards a Copper (or reveals a hand with no
    # Copper).
    pos = new(hand=["Cutpurse"], players=3)
    pos.set(2, hand=["Estate"] * 5, deck=[])
    pos.total = checks.totals(pos.g)
    play(pos, "Cutpurse")
    assert pos.coins == 2
    assert pos.discard(1) == bag("Copper") and pos.hand(2) == bag(*["Estate"] * 5)
    ok(pos)


def test_cutpurse_moat():
    pos = new(hand=["Cutpurse"])
    pos.set(1, hand=["Moat", "Copper", "Copper"], deck=[])
    play(pos, "Cutpurse", "Moat")
    assert pos.hand(1)["Copper"] == 2


# ------------------------------------------------------------------ Treasure Map
def test_treasure_map_two_gain_four_golds_onto_the_deck():
    # [RB2] Treasure Map: trash this and a Treasure Map from your hand; if you trashed two
    # Treasure Maps, gain 4 Golds onto your deck.
    pos = new(hand=["Treasure Map", "Treasure Map"], deck=["Estate"])
    play(pos, "Treasure Map")
    assert pos.trash() == bag("Treasure Map", "Treasure Map")
    assert pos.deck(0) == ["Gold"] * 4 + ["Estate"]
    ok(pos)


def test_treasure_map_alone_trashes_itself_for_nothing():
    pos = new(hand=["Treasure Map"])
    play(pos, "Treasure Map")
    assert pos.trash() == bag("Treasure Map") and pos.owned(0)["Gold"] == 0


def test_throne_room_on_treasure_map():
    # [RB2] FAQ: the second play cannot trash the first Map again (it is in the trash): with
    # one more Map in hand, two are trashed by the first play (4 Golds); the second trashes
    # nothing more.
    pos = new(hand=["Throne Room", "Treasure Map", "Treasure Map", "Treasure Map"])
    play(pos, "Throne Room", "Treasure Map")
    assert pos.trash()["Treasure Map"] == 3
    assert pos.owned(0)["Gold"] == 4
    ok(pos)


# ------------------------------------------------------------------ 1st edition cards
def test_sea_hag():
    # [RB1] Sea Hag: each other player discards the top card of their deck, then gains a
    # Curse onto their deck.
    pos = new(hand=["Sea Hag"])
    play(pos, "Sea Hag")
    assert pos.deck(1)[0] == "Curse" and pos.discard(1) == bag("Copper")
    ok(pos)


def test_sea_hag_victim_with_no_cards_still_gains_the_curse():
    pos = new(hand=["Sea Hag"])
    pos.set(1, hand=[], deck=[], discard=[])
    play(pos, "Sea Hag")
    assert pos.deck(1) == ["Curse"]


def test_explorer():
    # [RB1] Explorer: you may reveal a Province from your hand; if you do, gain a Gold to
    # your hand; if not, gain a Silver to your hand.
    pos = new(hand=["Explorer", "Province"])
    play(pos, "Explorer")
    assert pos.pending() == ("yesno", 0, "Explorer")
    pos.answer("default")                     # the Gold came to hand: played for $3
    assert pos.hand(0) == bag("Province") and pos.coins == 3
    pos = new(hand=["Explorer", "Province"])
    play(pos, "Explorer", 0)
    assert pos.hand(0) == bag("Province") and pos.coins == 2
    pos = new(hand=["Explorer"])
    play(pos, "Explorer")
    assert pos.coins == 2 and pos.owned(0)["Silver"] == 1


def test_pearl_diver():
    # [RB1] Pearl Diver: +1 Card, +1 Action; look at the bottom card of your deck; you may
    # put it on top.
    pos = new(hand=["Pearl Diver"], deck=["Estate", "Estate", "Copper", "Gold"])
    play(pos, "Pearl Diver")
    assert pos.pending() == ("yesno", 0, "Pearl Diver")
    pos.answer("default")
    assert pos.deck(0) == ["Gold", "Estate", "Copper"]
    pos = new(hand=["Pearl Diver"], deck=["Estate", "Gold", "Estate"])
    play(pos, "Pearl Diver", "default")                 # an Estate stays at the bottom
    assert pos.deck(0) == ["Gold", "Estate"]


def test_ghost_ship():
    # [RB1] Ghost Ship: +2 Cards; each other player with 4 or more cards in hand puts cards
    # from their hand onto their deck until they have 3 cards in hand.
    pos = new(hand=["Ghost Ship"])
    pos.set(1, hand=["Gold", "Estate", "Copper", "Copper", "Silver"], deck=[])
    play(pos, "Ghost Ship")
    assert pos.pending() == ("topdeck", 1, "Ghost Ship")
    pos.answers("default", "default")
    assert pos.hand(1) == bag("Gold", "Silver", "Copper")
    assert sorted(pos.deck(1)) == ["Copper", "Estate"]


# ------------------------------------------------------------------ records and games
def run_game(g, kingdom, seed):
    cards = np.array(list(range(7)) + sorted(card_id(k) for k in kingdom), np.int64)
    sizes = np.array([pile_size(c, 2) for c in cards], np.int64)
    engine.setup(g, 2, cards, sizes, np.uint64(game_key(seed, 0)), 100, 2)
    while not g["done"]:
        engine.step(g, DEFER)
    return list(g["vp"][:2]), int(g["steps"])


def test_a_record_reused_after_a_seaside_game_plays_a_base_game_as_a_fresh_one():
    sea = ["Caravan", "Haven", "Fishing Village", "Wharf", "Tactician", "Outpost", "Treasury",
           "Lighthouse", "Merchant Ship", "Sea Hag"]
    base = ["Smithy", "Village", "Militia", "Market", "Witch", "Cellar", "Moat", "Mine",
            "Remodel", "Workshop"]
    fresh = new_states(1)[0]
    used = new_states(1)[0]
    run_game(used, sea, 3)
    assert run_game(used, base, 4) == run_game(fresh, base, 4)


@pytest.mark.parametrize("players", [2, 3])
def test_fuzzed_games_with_seaside_cards_keep_every_invariant(players):
    # random legal and illegal answers (the fuzzer's): the default answers alone would buy
    # nothing in a game without a plan, so they would never reach these cards' effects
    kingdom = ["Caravan", "Haven", "Fishing Village", "Wharf", "Tactician", "Outpost",
               "Treasury", "Throne Room", "Lighthouse", "Sea Hag"]
    cards = np.array(list(range(7)) + sorted(card_id(k) for k in kingdom), np.int64)
    sizes = np.array([pile_size(c, players) for c in cards], np.int64)
    codes = np.zeros(30, np.int64)
    steps = np.zeros(30, np.int64)
    fuzz(new_states(1), 5, 0, 30, players, cards, sizes, 60, 2, codes, steps)
    assert codes.tolist() == [0] * 30 and steps.min() > 100


# ------------------------------------------------------------------ Island, Lookout, Embargo
def test_island_sets_itself_and_a_card_aside_for_good():
    # [RB2] Island: 2 VP; put this and a card from your hand onto your Island mat (they stay
    # there, and count, until the game ends).
    pos = new(hand=["Island", "Estate", "Copper"], deck=[])
    play(pos, "Island")
    assert pos.pending() == ("pick", 0, "Island")
    pos.answer("default")                     # the card least worth keeping: the Estate
    g = pos.g
    assert g["mat"][0, MAT_ISLAND, card_id("Island")] == 1
    assert g["mat"][0, MAT_ISLAND, card_id("Estate")] == 1
    assert pos.owned(0)["Estate"] == 1 and int(engine.score(g, 0)) == 3
    ok(pos)


def test_throne_room_on_island_sets_aside_one_island_and_two_cards():
    # [RB2] FAQ: the second play cannot move Island again (it is on the mat already); it
    # still sets aside a card.
    pos = new(hand=["Throne Room", "Island", "Estate", "Estate"])
    play(pos, "Throne Room", "Island", "Estate", "Estate")
    assert pos.g["mat_n"][0, MAT_ISLAND] == 3
    ok(pos)


def test_island_with_an_empty_hand_sets_aside_only_itself():
    pos = new(hand=["Island"])
    play(pos, "Island")
    assert pos.g["mat_n"][0, MAT_ISLAND] == 1
    ok(pos)


def test_lookout_trashes_one_discards_one_keeps_one():
    # [RB2] Lookout: +1 Action; look at the top 3 cards of your deck; trash one, discard one,
    # put the other back on top.
    pos = new(hand=["Lookout"], deck=["Gold", "Estate", "Copper", "Silver"])
    play(pos, "Lookout")
    assert pos.pending() == ("trash", 0, "Lookout")
    pos.answer("default")
    assert pos.pending() == ("discard", 0, "Lookout")
    pos.answer("default")
    assert pos.trash() == bag("Estate") and pos.discard(0) == bag("Copper")
    assert pos.deck(0) == ["Gold", "Silver"]
    ok(pos)


def test_lookout_with_one_card_left_trashes_it():
    # [RB2] FAQ: with fewer than 3 cards (after shuffling), trash first, then discard.
    pos = new(hand=["Lookout"], deck=["Estate"])
    play(pos, "Lookout", "Estate")
    assert pos.trash() == bag("Estate") and pos.deck(0) == []
    ok(pos)


def test_embargo_token_curses_a_buyer_not_a_gainer():
    # [RB1] Embargo: +$2; trash this; add an Embargo token to a Supply pile; when a player
    # buys a card, they gain a Curse per Embargo token on that pile (gaining it otherwise:
    # no Curse).
    pos = new(hand=["Embargo"])
    play(pos, "Embargo", "Silver")
    assert pos.coins == 2 and pos.trash() == bag("Embargo")
    assert pos.g["embargo"][card_id("Silver")] == 1
    finish_turn(pos)
    assert pos.pending() == ("buy", 1, None)
    pos.answer("Silver")
    assert pos.owned(1)["Curse"] == 1 and pos.owned(1)["Silver"] == 1
    ok(pos)


def test_throne_room_on_embargo_adds_one_token():
    # [EMB] Embargo's current text, "+$2. Trash this to add an Embargo token to a Supply
    # pile", and its FAQ: a Throne Room'd Embargo gives +$4 but only one token, since it can
    # be trashed only once.
    pos = new(hand=["Throne Room", "Embargo"])
    play(pos, "Throne Room", "Embargo", "Silver")
    assert pos.pending() == ("buy", 0, None)
    assert pos.coins == 4 and pos.trash() == bag("Embargo")
    assert pos.g["embargo"].sum() == 1 and pos.g["embargo"][card_id("Silver")] == 1
    ok(pos)


def test_throne_room_on_embargo_adds_two_tokens_as_first_printed():
    # [RB1] the 2008 printing, "Trash this card. Put an Embargo token on top of a Supply
    # pile": each play carries out both instructions (--edition 1 keeps that reading).
    pos = new(hand=["Throne Room", "Embargo"], edition=1)
    play(pos, "Throne Room", "Embargo", "Silver", "Gold")
    assert pos.coins == 4 and pos.trash() == bag("Embargo")
    assert pos.g["embargo"][card_id("Silver")] == 1 and pos.g["embargo"][card_id("Gold")] == 1
    ok(pos)


def test_embargo_on_a_card_gained_without_buying_gives_no_curse():
    pos = new(hand=["Embargo", "Explorer", "Fishing Village"])
    play(pos, "Fishing Village", "Embargo", "Silver", "Explorer")
    assert pos.owned(0)["Silver"] == 1 and pos.owned(0)["Curse"] == 0
    ok(pos)


# ------------------------------------------------------------------ Native Village, 2nd edition
def test_native_village_sets_aside_then_takes_the_mat():
    # [RB2] Native Village: +2 Actions; choose one: put the top card of your deck face down on
    # your Native Village mat (you may look at those cards at any time); or put all the cards
    # from your mat into your hand.
    pos = new(hand=["Native Village", "Native Village"], deck=["Gold", "Silver", "Estate"])
    play(pos, "Native Village", NV_SET_ASIDE, "Native Village", NV_TAKE)
    assert pos.g["mat_n"][0, MAT_NATIVE] == 0
    assert pos.in_play()["Gold"] == 1 and pos.coins == 3 and pos.actions == 3
    ok(pos)


def test_native_village_on_an_empty_deck_and_empty_mat_does_nothing():
    pos = new(hand=["Native Village"], deck=[])
    play(pos, "Native Village", NV_SET_ASIDE)
    assert pos.g["mat_n"][0, MAT_NATIVE] == 0
    ok(pos)


def test_native_village_default_takes_the_mat_when_it_buys_more():
    pos = new(hand=["Native Village", "Native Village", "Gold", "Silver"],
              deck=["Gold", "Estate"])
    play(pos, "Native Village", "default")     # empty mat: sets the Gold aside
    assert pos.g["mat"][0, MAT_NATIVE, card_id("Gold")] == 1
    pos.answers("Native Village", "default")   # $5 in hand + the Gold: $8, a Province
    assert pos.g["mat_n"][0, MAT_NATIVE] == 0 and pos.coins == 8


def test_sea_chart_takes_a_copy_of_a_card_in_play():
    # [RB2] Sea Chart: +1 Card, +1 Action; reveal the top card of your deck; if you have a
    # copy of it in play, put it into your hand (the Sea Chart itself counts).
    pos = new(hand=["Sea Chart"], deck=["Estate", "Sea Chart", "Gold"])
    play(pos, "Sea Chart")
    assert pos.hand(0)["Sea Chart"] == 1 and pos.deck(0) == ["Gold"]
    pos.answer("Sea Chart")                   # draws the Gold, reveals nothing in play
    assert pos.in_play()["Gold"] == 1 and pos.coins == 3


def test_sea_chart_leaves_a_card_without_a_copy_on_top():
    pos = new(hand=["Sea Chart"], deck=["Estate", "Gold", "Estate"])
    play(pos, "Sea Chart")
    assert pos.deck(0) == ["Gold", "Estate"]


def test_tide_pools_discards_two_at_the_start_of_the_next_turn():
    # [RB2] Tide Pools: +3 Cards, +1 Action; at the start of your next turn, discard 2
    # cards.
    pos = new(hand=["Tide Pools"], deck=["Estate"] * 3 + ["Gold", "Gold", "Copper", "Estate",
                                                           "Estate"] + ESTATES)
    play(pos, "Tide Pools")
    next_turn(pos)
    assert pos.pending() == ("discard", 0, "Tide Pools")
    pos.answers("default", "default")
    assert pos.discard(0)["Estate"] == 5 and pos.coins == 7
    ok(pos)


def test_sea_witch_curses_now_and_draws_then_discards_next_turn():
    # [RB2] Sea Witch: +2 Cards; each other player gains a Curse; at the start of your next
    # turn, +2 Cards, then discard 2 cards.
    pos = new(hand=["Sea Witch"], deck=["Estate"] * 7 + ["Gold", "Gold"] + ESTATES)
    play(pos, "Sea Witch")
    assert pos.owned(1)["Curse"] == 1
    next_turn(pos)
    assert pos.pending() == ("discard", 0, "Sea Witch")
    pos.answers("default", "default")
    assert pos.coins == 6 and pos.hand(0) == bag("Estate", "Estate", "Estate")
    ok(pos)


def test_lighthouse_against_sea_witch():
    pos = new(hand=["Lighthouse"])
    pos.set(1, hand=["Sea Witch"] + ["Copper"] * 4, deck=["Copper"] * 10)
    pos.total = checks.totals(pos.g)
    play(pos, "Lighthouse")
    finish_turn(pos)
    pos.answer("Sea Witch")
    assert pos.owned(0)["Curse"] == 0


# ------------------------------------------------------------------ Navigator, Pirate Ship, Ambassador
def test_navigator_discards_the_five():
    # [RB1] Navigator: +$2; look at the top 5 cards of your deck; either discard all of them,
    # or put them back on top of your deck in any order.
    pos = new(hand=["Navigator"], deck=["Estate"] * 5 + ["Gold"])
    play(pos, "Navigator")
    assert pos.coins == 2 and pos.pending() == ("yesno", 0, "Navigator")
    pos.answer("default")                      # five Estates: worse than the deck
    assert pos.discard(0)["Estate"] == 5 and pos.deck(0) == ["Gold"]
    ok(pos)


def test_navigator_puts_back_in_the_order_chosen():
    pos = new(hand=["Navigator"], deck=["Estate", "Gold", "Copper"])
    play(pos, "Navigator", 0)
    assert pos.pending() == ("pick", 0, "Navigator")
    pos.answers("Copper", "Estate")             # the Gold goes last: on top
    assert pos.deck(0) == ["Gold", "Estate", "Copper"]
    ok(pos)


def test_pirate_ship_attack_then_coins():
    # [RB1] Pirate Ship: choose one: each other player reveals the top 2 cards of their deck,
    # trashes a revealed Treasure that you choose, discards the rest, and if anyone trashed
    # a Treasure you take a Coin token; or +$1 per Coin token you've taken.
    pos = new(hand=["Pirate Ship", "Pirate Ship", "Fishing Village"], players=3)
    pos.set(1, hand=["Copper"] * 5, deck=["Silver", "Gold", "Copper"])
    pos.set(2, hand=["Copper"] * 5, deck=["Estate", "Estate"])
    pos.total = checks.totals(pos.g)
    play(pos, "Fishing Village", "Pirate Ship", PIRATE_ATTACK)
    assert pos.pending() == ("pick", 0, "Pirate Ship")
    pos.answer("default")                       # the Gold
    assert pos.trash() == bag("Gold") and pos.discard(1) == bag("Silver")
    assert pos.discard(2) == bag("Estate", "Estate") and pos.g["pirate_coins"][0] == 1
    pos.answers("Pirate Ship", PIRATE_COINS)
    assert pos.coins == 1 + 1
    ok(pos)


def test_pirate_ship_without_treasures_takes_no_token():
    pos = new(hand=["Pirate Ship"])
    pos.set(1, hand=["Copper"] * 5, deck=["Estate", "Estate"])
    play(pos, "Pirate Ship", PIRATE_ATTACK)
    assert pos.g["pirate_coins"][0] == 0


def test_ambassador_returns_two_and_each_other_gains_one():
    # [RB1] Ambassador: reveal a card from your hand; return up to 2 copies of it from your
    # hand to the Supply; then each other player gains a copy of it.
    pos = new(hand=["Ambassador", "Estate", "Estate", "Copper"], players=3)
    play(pos, "Ambassador")
    assert pos.pending() == ("pick", 0, "Ambassador")
    pos.answer("default")                       # the Estate
    assert pos.pending() == ("mode", 0, "Ambassador")
    before = pos.left("Estate")
    pos.answer("default")                       # both
    assert pos.hand(0)["Estate"] == 0 and pos.left("Estate") == before + 2 - 2
    assert pos.owned(1)["Estate"] == 1 and pos.owned(2)["Estate"] == 1
    ok(pos)


def test_ambassador_refilling_an_empty_pile():
    pos = new(hand=["Ambassador", "Estate", "Estate"])
    pos.supply("Estate", 0)
    play(pos, "Ambassador", "Estate", 2)
    assert pos.left("Estate") == 1 and pos.owned(1)["Estate"] == 1
    assert int(pos.g["empty_piles"]) == 0
