"""The engine's shortcuts give what the general path gives.

- A buy is checked by `legal_buy`, not `legal`: the same answer for every card, in Buy
  phases with an empty pile, a card outside the Supply, Bridge's cost cut and a card the
  end-game setting rules out (`dec_not`).
- An Attack in a game without a Reaction (and without Seaside's Lighthouse) asks no one to
  reveal: it plays out exactly as in a game with Moat in the Supply but in no one's hand.
- The default Action to play looks at the game's Actions only, in the Supply's order.
- A shuffle lays the discard pile out 8 copies of a card at a time: the deck comes out as
  the plain layout (each card's copies in the Supply's order, then Fisher-Yates) gives it,
  under the cards left in the deck, with more than 8 copies of a card and with none left.
"""
from collections import Counter

import numpy as np
import pytest

from simcore.dominion.cards import NAMES, NC, card_id
from simcore.dominion.decisions import legal, legal_buy
from simcore.dominion.zones import shuffle
from simcore.rng import below, next_u64
from tests.position import Position


def buy_position(coins, kingdom=("Smithy", "Witch", "Bridge")):
    pos = Position(players=2, kingdom=list(kingdom))
    pos.set(0, hand=[], deck=["Copper"] * 5)
    pos.begin(0, coins=coins)
    assert pos.pending() == ("buy", 0, None)
    return pos


@pytest.mark.parametrize("coins", [0, 3, 5, 8, 11])
def test_buy_legality_agrees_with_legal(coins):
    pos = buy_position(coins)
    g = pos.g
    pos.supply("Silver", 0)                       # an empty pile
    for cut, ruled_out in ((0, -1), (1, card_id("Gold")), (3, card_id("Province"))):
        g["cost_cut"] = cut                       # Bridge played this turn
        g["dec_not"] = ruled_out
        for c in range(-3, NC + 3):
            assert legal_buy(g, c) == legal(g, c), (coins, cut, ruled_out, c)
    g["cost_cut"], g["dec_not"] = 0, -1
    assert not legal_buy(g, card_id("Village"))   # not in this game's Supply
    assert not legal_buy(g, card_id("Silver"))    # its pile is empty
    assert legal_buy(g, -1)                       # buying nothing is always allowed


def test_buy_legality_names_what_the_coins_pay_for():
    g = buy_position(5).g
    assert legal_buy(g, card_id("Witch")) and legal_buy(g, card_id("Smithy"))
    assert not legal_buy(g, card_id("Gold"))      # $6 with $5
    g["cost_cut"] = 1
    assert legal_buy(g, card_id("Gold"))          # Bridge: $5 now


def attack(kingdom, card, players=3):
    pos = Position(players=players, kingdom=kingdom)
    pos.set(0, hand=[card, "Copper", "Estate"], deck=["Silver", "Gold", "Copper"])
    for p in range(1, players):
        pos.set(p, hand=["Copper", "Copper", "Estate", "Estate", "Silver"])
    pos.begin(0).answer(card)
    return pos


@pytest.mark.parametrize("kingdom", [["Witch", "Militia"], ["Witch", "Militia", "Moat"]])
def test_witch_without_reactions_in_the_game(kingdom):
    pos = attack(kingdom, "Witch")
    assert pos.pending() == ("buy", 0, None)      # no one was asked to reveal
    assert [pos.discard(p)["Curse"] for p in (1, 2)] == [1, 1]
    assert pos.left("Curse") == 18
    # +2 Cards (Silver, Gold), then the Treasures played for the buy
    assert pos.in_play() == {"Witch": 1, "Copper": 1, "Silver": 1, "Gold": 1}
    assert pos.hand(0) == {"Estate": 1} and pos.deck(0) == ["Copper"]


@pytest.mark.parametrize("kingdom", [["Witch", "Militia"], ["Witch", "Militia", "Moat"]])
def test_militia_without_reactions_in_the_game(kingdom):
    pos = attack(kingdom, "Militia")
    for p in (1, 2):                              # each from the attacker's left, in turn
        assert pos.pending() == ("discard", p, "Militia")
        pos.answers("Estate", "Estate")
        assert pos.hand(p) == {"Copper": 2, "Silver": 1}
    assert pos.pending() == ("buy", 0, None)
    assert pos.g["coins"] == 2 + 1                # +$2 and the Copper


def test_default_action_is_the_same_pick_among_the_games_actions():
    pos = Position(players=2, kingdom=["Village", "Smithy", "Moat", "Gardens", "Market"])
    pos.set(0, hand=["Smithy", "Village", "Market", "Gardens", "Copper"], deck=["Copper"] * 9)
    pos.begin(0)
    assert pos.pending() == ("play_action", 0, None)
    played = []
    for _ in range(3):
        before = pos.in_play()
        pos.answer("default")
        played += [c for c in pos.in_play() if c in ("Village", "Smithy", "Market")
                   and pos.in_play()[c] > before[c]]
    # Village first (+2 Actions); with an action to spare, the drawing terminal right after
    # it (DominionSim's order), then Market; Gardens is no Action to play
    assert played == ["Village", "Smithy", "Market"]
    assert pos.pending() == ("buy", 0, None) and pos.hand(0) == {"Gardens": 1}


def shuffled_plainly(pos, p):
    """The deck a shuffle should leave, top card first, and the random counter after it:
    the discard pile laid out card by card in the Supply's order, shuffled by Fisher-Yates
    from the top down, under the cards left in the deck."""
    g = pos.g
    new = [c for c in g["cards"][:g["ncards"]] for _ in range(g["discard"][p, c])]
    rng = np.uint64(g["rng"])
    for i in range(len(new) - 1, 0, -1):
        rng, x = next_u64(rng)
        rng, j = np.uint64(rng), below(np.uint64(x), i + 1)   # numba hands back Python ints
        new[i], new[j] = new[j], new[i]
    return pos.deck(p) + [NAMES[c] for c in reversed(new)], rng


@pytest.mark.parametrize("left", [[], ["Province"], ["Gold", "Estate", "Witch"],
                                  ["Curse"] * 9])
def test_shuffle_lays_out_the_discard_pile_as_card_by_card(left):
    pos = Position(players=2, kingdom=["Witch", "Smithy"])
    discard = ["Copper"] * 12 + ["Silver"] * 8 + ["Gold", "Smithy", "Witch"] + ["Curse"] * 3
    pos.set(1, deck=left, discard=discard)
    g = pos.g
    want, rng = shuffled_plainly(pos, 1)
    shuffle(g, 1)
    assert pos.deck(1) == want
    assert pos.deck(1)[:len(left)] == left                # the cards left stay on top
    assert Counter(pos.deck(1)[len(left):]) == Counter(discard)
    assert g["rng"] == rng and g["discard_n"][1] == 0 and not g["discard"][1].any()
    assert pos.deck(0) == [] and g["deck_n"][1] == len(left) + len(discard)
