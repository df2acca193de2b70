"""Intrigue's 1st-edition cards that the 2nd edition replaced."""
from ..card_types import AT, A, R, V

TITLE = "Intrigue (1st ed. only)"

# name, cost, types, vp, coin, +cards, +actions, +buys, +$, play priority (sets/__init__.py)
ROWS = [
    ("Secret Chamber", 2, A | R, 0, 0, 0, 0, 0, 0, 10),
    ("Great Hall", 3, A | V, 1, 0, 1, 1, 0, 0, 55),
    ("Coppersmith", 4, A, 0, 0, 0, 0, 0, 0, 14),
    ("Scout", 4, A, 0, 0, 0, 1, 0, 0, 41),
    ("Saboteur", 5, A | AT, 0, 0, 0, 0, 0, 0, 16),
    ("Tribute", 5, A, 0, 0, 0, 0, 0, 0, 22),
]

# Actions whose whole effect when played is their row's bonuses (cards.PLAIN)
PLAIN = ("Great Hall",)
