"""Prosperity, 2nd edition (2022; the 16 cards both editions share first, then the 9 new
ones), and its two basic cards, Platinum and Colony (`BASIC_ROWS`: before the kingdom's
rows, in the Supply only in some games, simcore/dominion/colony.py). Buy and gain triggers are in simcore/dominion/triggers.py, Treasures that act when played
in treasures.py."""
from ..card_types import AT, A, R, T, V

TITLE = "Prosperity (2nd ed.)"

# name, cost, types, vp, coin, +cards, +actions, +buys, +$, play priority (sets/__init__.py)
BASIC_ROWS = [
    ("Platinum", 9, T, 0, 5, 0, 0, 0, 0, 0),
    ("Colony", 11, V, 10, 0, 0, 0, 0, 0, 0),
]

ROWS = [
    ("Watchtower", 3, A | R, 0, 0, 0, 0, 0, 0, 19),
    ("Bishop", 4, A, 0, 0, 0, 0, 0, 1, 14),
    ("Monument", 4, A, 0, 0, 0, 0, 0, 2, 15),
    ("Quarry", 4, T, 0, 1, 0, 0, 0, 0, 0),
    ("Worker's Village", 4, A, 0, 0, 1, 2, 1, 0, 79),
    ("City", 5, A, 0, 0, 1, 2, 0, 0, 80),
    ("Mint", 5, A, 0, 0, 0, 0, 0, 0, 13),
    ("Rabble", 5, A | AT, 0, 0, 3, 0, 0, 0, 21),
    ("Vault", 5, A, 0, 0, 2, 0, 0, 0, 19),
    ("Grand Market", 6, A, 0, 0, 1, 1, 1, 2, 58),
    ("Hoard", 6, T, 0, 2, 0, 0, 0, 0, 0),
    ("Bank", 7, T, 0, 0, 0, 0, 0, 0, 0),
    ("Expand", 7, A, 0, 0, 0, 0, 0, 0, 11),
    ("Forge", 7, A, 0, 0, 0, 0, 0, 0, 11),
    ("King's Court", 7, A, 0, 0, 0, 0, 0, 0, 91),
    ("Peddler", 8, A, 0, 0, 1, 1, 0, 1, 56),
    ("Anvil", 3, T, 0, 1, 0, 0, 0, 0, 0),
    ("Clerk", 4, A | AT, 0, 0, 0, 0, 0, 2, 22),
    ("Investment", 4, T, 0, 0, 0, 0, 0, 0, 0),
    ("Tiara", 4, T, 0, 0, 0, 0, 1, 0, 0),
    ("Charlatan", 5, A | AT, 0, 0, 0, 0, 0, 3, 23),
    ("Collection", 5, T, 0, 2, 0, 0, 1, 0, 0),
    ("Crystal Ball", 5, T, 0, 1, 0, 0, 0, 0, 0),
    ("Magnate", 5, A, 0, 0, 0, 0, 0, 0, 20),
    ("War Chest", 5, T, 0, 0, 0, 0, 0, 0, 0),
]

# Actions whose whole effect when played is their row's bonuses (cards.PLAIN); Grand
# Market's buy restriction is the Buy phase's (engine.turn_phase); Peddler's cost, the Buy
# phase's too (treasures.py)
PLAIN = ("Worker's Village", "Grand Market", "Peddler")

# Treasures that do something when played besides their coins (treasures.py); a Treasure's
# +1 Buy is its row's (Tiara, Collection: given when its frame starts, engine.run_frame)
ACTING_TREASURES = ("Quarry", "Bank", "Anvil", "Investment", "Tiara", "Collection",
                    "Crystal Ball", "War Chest")
