"""Rule tests for Charlatan (Prosperity, 2nd edition) and its rule for the whole game: "In
games using this, Curse is also a Treasure worth $1" (simcore/dominion/curse_treasure.py).

Each test builds a concrete position (tests/position.py), plays it decision by decision and
checks the exact outcome. Sources of the rulings, cited per test:
  [RB2] Prosperity rule book, 2nd edition (Rio Grande Games, 2022): Charlatan's text, "+$3.
        Each other player gains a Curse. / In games using this, Curse is also a Treasure
        worth $1."
  [CURSE] the DominionStrategy wiki's Curse page, rules clarifications: in games using
        Charlatan, Curses are still worth -1 VP and also function as Treasures that can be
        played for +$1, "for the entire game and in all situations; it's just like the
        bottom bar says 'Curse - Treasure'" (https://wiki.dominionstrategy.com/index.php/Curse).
  [BASE] Dominion rule book, 2nd edition: Moat; Attacks resolve in turn order; a card that
        asks for a Treasure takes any card with that type.

Each test was seen failing against a planted bug in the engine (named in its comment).
Conventions: decks are written top card first.
"""
from collections import Counter

import numpy as np
import pytest

from simcore.dominion import checks, engine
from simcore.dominion.card_types import TREASURE
from simcore.dominion.cards import BASIC, CURSE, SILVER, card_id, pile_size
from simcore.dominion.view import hand_money, money, treasures
from strategies.dominion.buylist import money_with_actions, type_count
from tests.position import Position, ok, play, table

# the card sets whose cards these rules tests cover (test_card_set_completeness.py)
RULES_OF = ("prosperity",)

KINGDOM = ["Charlatan", "Moat", "Bank", "Mine", "Bandit", "Ironworks", "Courtier",
           "Crystal Ball", "Mint", "Loan", "Venture"]


def bag(*names):
    return Counter(names)


def new(hand=(), deck=("Estate",) * 12, players=2, kingdom=KINGDOM, others=None):
    return table(kingdom, hand, deck, players=players, others=others)


# ------------------------------------------------------------------------------ the attack
def test_charlatan_gives_3_and_each_other_player_a_curse():
    # [RB2] "+$3. Each other player gains a Curse." Three players: both others gain one, to
    # their discard piles; the player gets +$3 (no Treasure in hand).
    # Planted bug seen failing: Charlatan's effect left out of the dispatch (no Curses).
    pos = new(hand=["Charlatan"], players=3)
    play(pos, "Charlatan")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 3
    assert pos.discard(1) == bag("Curse") and pos.discard(2) == bag("Curse")
    assert pos.left("Curse") == 18 and pos.owned(0)["Curse"] == 0
    ok(pos)


def test_moat_shields_and_the_last_curse_goes_on_in_turn_order():
    # [BASE] Moat: revealed, its owner is unaffected; the Curses go in turn order from the
    # attacker's left while the pile lasts. One Curse left, player 1 reveals Moat: player 2
    # takes it. Planted bug seen failing: the attack skipping immunity (next_other).
    pos = new(hand=["Charlatan"], players=3, others={1: {"hand": ["Moat"]}})
    pos.supply("Curse", 1)
    pos.total = checks.totals(pos.g)
    play(pos, "Charlatan")
    assert pos.pending() == ("react", 1, None)
    pos.answer("Moat")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 3
    assert pos.discard(1) == bag() and pos.discard(2) == bag("Curse")
    assert pos.left("Curse") == 0
    ok(pos)


# ------------------------------------------------------------------ Curse, also a Treasure
def test_curses_are_played_for_1_each_in_a_game_with_charlatan():
    # [RB2] "Curse is also a Treasure worth $1"; [CURSE] played for +$1. Two Curses and a
    # Copper in hand: $3, the Curses in play. Planted bug seen failing: Curse's row worth $0.
    pos = new(hand=["Curse", "Curse", "Copper", "Estate"])
    assert pos.g["curse_treasure"] and pos.g["buy_fx"]
    play(pos)
    assert pos.pending() == ("buy", 0, None) and pos.coins == 3
    assert pos.in_play() == bag("Curse", "Curse", "Copper")
    assert pos.hand(0) == bag("Estate")
    ok(pos)


def test_a_curse_stays_in_hand_in_a_game_without_charlatan():
    # [RB2] only "in games using this": with Witch and no Charlatan, Curse is no Treasure and
    # a Mine cannot trash it. Planted bug seen failing: the rule set for every Prosperity game.
    pos = new(hand=["Curse", "Copper"], kingdom=["Witch", "Mine", "Bank"])
    assert not pos.g["curse_treasure"]
    play(pos)
    assert pos.pending() == ("buy", 0, None) and pos.coins == 1
    assert pos.hand(0) == bag("Curse")
    pos = new(hand=["Mine", "Curse"], kingdom=["Witch", "Mine", "Bank"])
    play(pos, "Mine")
    assert pos.hand(0) == bag("Curse") and pos.trash() == bag()      # nothing to trash
    ok(pos)


def test_a_record_reused_for_a_game_without_charlatan_forgets_the_rule():
    # [RB2] the rule belongs to the game using Charlatan: the next game dealt on the same
    # record has plain Curses again. Planted bug seen failing: setup not clearing it.
    pos = new(hand=["Curse"])
    assert pos.g["curse_treasure"]
    cards = np.array(list(BASIC) + [card_id("Witch"), card_id("Mine")], dtype=np.int64)
    sizes = np.array([pile_size(c, 2) for c in cards], dtype=np.int64)
    engine.setup(pos.g, 2, cards, sizes, np.uint64(7), 100, 2)
    assert not pos.g["curse_treasure"]
    assert not pos.g["types"][CURSE] & TREASURE
    assert CURSE not in list(pos.g["treasure_ids"][:pos.g["treasures_n"]])


def test_bank_counts_the_curses_in_play():
    # [CURSE] a Treasure "in all situations": Bank, "+$1 per Treasure you have in play
    # (counting this)", counts the Curse. Curse $1 + Copper $1 + Bank (3 in play) $3 = $5.
    # Planted bug seen failing: Curse left out of the game's Treasures (treasure_ids).
    pos = new(hand=["Bank", "Curse", "Copper"])
    play(pos)
    assert pos.pending() == ("buy", 0, None) and pos.coins == 5
    ok(pos)


def test_mine_trashes_a_curse_for_a_treasure_up_to_3():
    # [BASE] Mine: "You may trash a Treasure from your hand. Gain a Treasure to your hand
    # costing up to $3 more than it." A Curse ($0) is such a Treasure: a Silver to the hand.
    # Planted bug seen failing: the answer's type checked against the card table (TYPES).
    pos = new(hand=["Mine", "Curse"])
    play(pos, "Mine")
    assert pos.pending() == ("trash", 0, "Mine")
    pos.answer("Curse")
    assert pos.pending() == ("gain", 0, "Mine")
    pos.answer("Silver")
    assert pos.trash() == bag("Curse") and pos.in_play()["Silver"] == 1
    assert pos.pending() == ("buy", 0, None) and pos.coins == 2      # the Silver played
    ok(pos)


def test_mine_s_default_trashes_the_curse_for_a_silver():
    # Mine's default takes a Copper to a Silver; a Curse (the same $1, and -1 VP) goes first.
    # Planted bug seen failing: the default's Curse rule left out (the Copper trashed).
    pos = new(hand=["Mine", "Curse", "Copper"])
    play(pos, "Mine", "default", "default")
    assert pos.trash() == bag("Curse") and pos.hand(0) == bag()
    assert pos.in_play()["Silver"] == 1 and pos.coins == 3
    ok(pos)


def test_bandit_trashes_a_revealed_curse():
    # [BASE] Bandit: each other player "trashes a revealed Treasure other than Copper". A
    # Curse is one: the victim loses it (the Estate is discarded); Bandit gains its Gold.
    # Planted bug seen failing: Bandit's pick checked against the card table.
    pos = new(hand=["Bandit"], others={1: {"hand": ["Copper"] * 5, "deck": ["Curse", "Estate"]}})
    play(pos, "Bandit")
    assert pos.pending() == ("pick", 1, "Bandit")
    pos.answer("Curse")
    assert pos.trash() == bag("Curse") and pos.discard(1) == bag("Estate")
    assert pos.discard(0) == bag("Gold")
    ok(pos)


def test_ironworks_gaining_a_curse_gives_1():
    # [BASE] Ironworks (Intrigue): gain a card costing up to $4; "If the gained card is a
    # Treasure, +$1". A Curse gained is one. Planted bug seen failing: type_bonus reading the
    # card table (no +$1).
    pos = new(hand=["Ironworks"])
    play(pos, "Ironworks", "Curse")
    assert pos.discard(0) == bag("Curse")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 1
    ok(pos)


def test_courtier_counts_two_types_on_a_curse():
    # [BASE] Courtier (Intrigue): "Reveal a card from your hand. For each type it has
    # (Action, Attack, etc.), choose one". A Curse with Charlatan is a Curse and a Treasure:
    # two choices (+$3 and a Gold). Planted bug seen failing: n_types reading the card table.
    pos = new(hand=["Courtier", "Curse"])
    play(pos, "Courtier", "Curse")
    assert pos.pending() == ("mode", 0, "Courtier")
    pos.answers(2, 3)           # +$3, then gain a Gold (intrigue.py's COURTIER_* order)
    assert pos.discard(0) == bag("Gold")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 4      # $3 and the Curse's $1
    ok(pos)


def test_crystal_ball_may_play_a_curse_and_its_default_trashes_it():
    # [RB2] Crystal Ball: the top card "if it's an Action or Treasure, play it". A Curse is
    # a Treasure here: playing it is offered (mode 3, $1). The default trashes it instead.
    # Planted bug seen failing: the play offered by the card table's types (3 modes only).
    pos = new(hand=["Crystal Ball"], deck=["Curse", "Estate"])
    play(pos)
    assert pos.pending() == ("mode", 0, "Crystal Ball") and pos.g["dec_hi"] == 3
    pos.answer(3)
    assert pos.pending() == ("buy", 0, None) and pos.coins == 2
    assert pos.in_play() == bag("Crystal Ball", "Curse")
    ok(pos)
    pos = new(hand=["Crystal Ball"], deck=["Curse", "Estate"])
    play(pos, "default")
    assert pos.trash() == bag("Curse") and pos.coins == 1
    ok(pos)


def test_loan_finds_a_curse_and_its_default_trashes_it():
    # [RB1] Loan: "reveal cards from your deck until you reveal a Treasure. Discard it or
    # trash it." A Curse is the Treasure found (the Estate above it is discarded); the
    # default trashes it as it trashes a Copper. Planted bug seen failing: Loan's default
    # trashing Coppers only (the Curse discarded).
    pos = new(hand=["Loan"], deck=["Estate", "Curse", "Gold"])
    play(pos)
    assert pos.pending() == ("yesno", 0, "Loan") and pos.g["dec_card"] == CURSE
    pos.answer("default")
    assert pos.trash() == bag("Curse") and pos.discard(0) == bag("Estate")
    assert pos.deck(0) == ["Gold"] and pos.coins == 1
    ok(pos)


def test_venture_plays_the_curse_it_finds():
    # [RB1] Venture: "reveal cards from your deck until you reveal a Treasure. Discard the
    # other cards. Play that Treasure." The Curse is played for $1: Venture $1 + $1.
    # Planted bug seen failing: reveal_until_treasure reading the card table (the Gold).
    pos = new(hand=["Venture"], deck=["Estate", "Curse", "Gold"])
    play(pos)
    assert pos.pending() == ("buy", 0, None) and pos.coins == 2
    assert pos.in_play() == bag("Venture", "Curse") and pos.deck(0) == ["Gold"]
    ok(pos)


def test_mint_reveals_a_curse_and_its_gain_trashes_the_curses_in_play():
    # [RB2] Mint: "You may reveal a Treasure from your hand. Gain a copy of it." (a Curse is
    # one: a Curse gained); "When you gain this, trash all non-Duration Treasures you have in
    # play": the Curse played goes too. Planted bug seen failing: the reveal's type checked
    # against the card table (no Curse to reveal).
    pos = new(hand=["Mint", "Curse"])
    play(pos, "Mint", "Curse")
    assert pos.discard(0) == bag("Curse")
    pos = new(hand=["Curse", "Gold", "Copper", "Silver"])
    play(pos)
    assert pos.coins == 7
    pos.answer("Mint")
    assert pos.trash() == bag("Curse", "Gold", "Copper", "Silver")
    ok(pos)


# ------------------------------------------------------------------- what strategies see
def test_the_money_counts_include_the_curses():
    # [CURSE] "in all situations": the view's money and Treasure counts and the data bots'
    # (DomBots-style) money count the Curses' $1; a game without Charlatan does not.
    # Planted bug seen failing: money_with_actions without the Curses.
    pos = new(hand=["Curse", "Copper"], deck=["Curse", "Silver"])
    g = pos.g
    assert money(g, 0) == 1 + 2 + 1 + 1 and treasures(g, 0) == 4
    assert money_with_actions(g, 0) == 5 and type_count(g, 0, TREASURE) == 4
    g["dec_p"], g["coins"] = 0, 0
    assert hand_money(g, 0) == 2
    pos = new(hand=["Curse", "Copper"], deck=["Curse", "Silver"], kingdom=["Witch"])
    g = pos.g
    assert money(g, 0) == 3 and treasures(g, 0) == 2
    assert money_with_actions(g, 0) == 3 and type_count(g, 0, TREASURE) == 2
    g["dec_p"], g["coins"] = 0, 0
    assert hand_money(g, 0) == 1


@pytest.mark.parametrize("edition", [1, 2])
def test_charlatan_in_either_edition_s_game(edition):
    # Charlatan is a 2nd-edition card; a game that mixes it with 1st-edition cards still
    # uses its rule. Planted bug seen failing: the rule tied to the edition setting.
    pos = Position(players=2, kingdom=KINGDOM, edition=edition)
    assert pos.g["curse_treasure"] and pos.g["types"][CURSE] & TREASURE
    assert pos.g["types"][SILVER] == TREASURE
