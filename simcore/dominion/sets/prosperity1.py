"""Prosperity's 1st-edition cards (2010) that the 2nd edition replaced."""
from ..card_types import AT, A, T

TITLE = "Prosperity (1st ed. only)"

# name, cost, types, vp, coin, +cards, +actions, +buys, +$, play priority (sets/__init__.py)
ROWS = [
    ("Loan", 3, T, 0, 1, 0, 0, 0, 0, 0),
    ("Trade Route", 3, A, 0, 0, 0, 0, 1, 0, 12),
    ("Talisman", 4, T, 0, 1, 0, 0, 0, 0, 0),
    ("Contraband", 5, T, 0, 3, 0, 0, 1, 0, 0),
    ("Counting House", 5, A, 0, 0, 0, 0, 0, 0, 12),
    ("Mountebank", 5, A | AT, 0, 0, 0, 0, 0, 2, 23),
    ("Royal Seal", 5, T, 0, 2, 0, 0, 0, 0, 0),
    ("Venture", 5, T, 0, 1, 0, 0, 0, 0, 0),
    ("Goons", 6, A | AT, 0, 0, 0, 0, 1, 2, 22),
]

# Treasures that do something when played besides their coins (treasures.py)
ACTING_TREASURES = ("Loan", "Venture", "Contraband")
