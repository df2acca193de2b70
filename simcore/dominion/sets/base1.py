"""The base game's 1st-edition cards that the 2nd edition replaced."""
from ..card_types import AT, A

TITLE = "Base game (1st ed. only)"

# name, cost, types, vp, coin, +cards, +actions, +buys, +$, play priority (sets/__init__.py)
ROWS = [
    ("Adventurer", 6, A, 0, 0, 0, 0, 0, 0, 20),
    ("Chancellor", 3, A, 0, 0, 0, 0, 0, 2, 14),
    ("Feast", 4, A, 0, 0, 0, 0, 0, 0, 12),
    ("Spy", 4, A | AT, 0, 0, 1, 1, 0, 0, 44),
    ("Thief", 4, A | AT, 0, 0, 0, 0, 0, 0, 13),
    ("Woodcutter", 3, A, 0, 0, 0, 0, 1, 2, 14),
]

# Actions whose whole effect when played is their row's bonuses (cards.PLAIN)
PLAIN = ("Woodcutter",)
