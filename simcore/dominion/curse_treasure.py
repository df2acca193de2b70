"""Charlatan's rule (Prosperity, 2nd edition): "In games using this, Curse is also a Treasure
worth $1." Decided at setup, for the whole game: the game's type vector (g.types) gives Curse
the Treasure bit, Curse joins the game's Treasures (g.treasure_ids: played in the Buy phase,
counted by Bank, Mint, Magnate and the money counts), and the Buy phase is treasures.py's.
Curse's row carries its $1 (cards.py); nothing reads it for a Curse that is not a Treasure.
A game without Charlatan does none of this: its types are the card table's."""
from numba import njit

from .cards import CHARLATAN, CURSE, FIRST_SEASIDE, TREASURE, TYPES

# engine.setup clears the rule inside its Seaside branch: a game with Charlatan sets g.sea
assert CHARLATAN >= FIRST_SEASIDE


@njit(cache=True)
def make_treasure(g):
    """Setup of a game with Charlatan in the Supply (after the Supply's Treasures are listed)."""
    g.curse_treasure = True
    g.types[CURSE] = TYPES[CURSE] | TREASURE
    g.treasure_ids[g.treasures_n] = CURSE
    g.treasures_n += 1
    g.buy_fx = True             # played by treasures.py's Buy phase, with its coins


@njit(cache=True)
def clear(g):
    """The previous game's rule gone (a record is reused for the next game)."""
    g.curse_treasure = False
    g.types[CURSE] = TYPES[CURSE]
