"""How a Dominion game ends, in concrete positions at every player count (2-6): when the
last Province is bought, when a third Supply pile empties (2-4 players) and only when a
fourth does at 5-6 players; the end comes at the end of that turn, and the final VP are
the players' decks' (Dominion rulebook, "End of the game")."""
import pytest

from simcore.dominion.state import END_PILES, END_PROVINCES
from tests.position import Position

KINGDOM = ["Cellar", "Chapel", "Moat", "Village", "Smithy", "Militia", "Market", "Witch",
           "Laboratory", "Festival"]


def buyer(players):
    """Player 0 to buy with $9 (three Golds) and one Buy; a deck to draw the next hand."""
    p = Position(players=players, kingdom=KINGDOM)
    p.set(0, hand=["Gold"] * 3, deck=["Copper"] * 5, discard=["Estate"])
    for q in range(1, players):
        p.set(q, hand=["Copper"] * 5, deck=["Copper"] * 5)
    return p


def buy(p, card):
    p.begin(0)
    assert p.pending() == ("buy", 0, None)
    p.answer(card)
    return p


def over(p):
    return bool(p.g["done"]), int(p.g["end"])


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_last_province_ends_the_game(players):
    p = buyer(players)
    p.supply("Province", 1)
    buy(p, "Province")
    assert over(p) == (True, END_PROVINCES)
    assert p.pending() == ("none", -1, None)
    assert list(p.g["vp"][:players]) == [6 + 1] + [0] * (players - 1)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_province_left_plays_on(players):
    p = buyer(players)
    p.supply("Province", 2)
    buy(p, "Province")
    assert over(p) == (False, 0)
    assert p.pending()[1] == 1                  # the next player's turn


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_third_empty_pile_ends_the_game_with_2_to_4_players_only(players):
    p = buyer(players)
    p.supply("Chapel", 0).supply("Moat", 0).supply("Cellar", 1)
    buy(p, "Cellar")
    if players <= 4:
        assert over(p) == (True, END_PILES)
        assert list(p.g["vp"][:players]) == [1] + [0] * (players - 1)
    else:
        assert over(p) == (False, 0)
        assert p.pending()[1] == 1


@pytest.mark.parametrize("players", [5, 6])
def test_a_fourth_empty_pile_ends_the_game_with_5_or_6_players(players):
    p = buyer(players)
    p.supply("Chapel", 0).supply("Moat", 0).supply("Village", 0).supply("Cellar", 1)
    buy(p, "Cellar")
    assert over(p) == (True, END_PILES)
    assert list(p.g["vp"][:players]) == [1] + [0] * (players - 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_empty_piles_play_on(players):
    p = buyer(players)
    p.supply("Chapel", 0).supply("Cellar", 1)
    buy(p, "Cellar")
    assert over(p) == (False, 0)


def test_the_end_waits_for_the_end_of_the_turn():
    """With a second Buy the player may go on buying after the last Province; the game
    ends in its Clean-up."""
    p = buyer(2)
    p.supply("Province", 1)
    p.begin(0, buys=2)
    p.answer("Province")
    assert over(p) == (False, 0)
    assert p.pending() == ("buy", 0, None)       # $1 left, one Buy
    p.answer("Copper")
    assert over(p) == (True, END_PROVINCES)
