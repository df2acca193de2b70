"""The base game, 2nd edition (2016): its cards and the preset kingdoms of its rule book."""
from ..card_types import AT, A, R, V

TITLE = "Base game (2nd ed.)"

# name, cost, types, vp, coin, +cards, +actions, +buys, +$, play priority (sets/__init__.py)
ROWS = [
    ("Cellar", 2, A, 0, 0, 0, 1, 0, 0, 30),
    ("Chapel", 2, A, 0, 0, 0, 0, 0, 0, 12),
    ("Moat", 2, A | R, 0, 0, 2, 0, 0, 0, 14),
    ("Harbinger", 3, A, 0, 0, 1, 1, 0, 0, 52),
    ("Merchant", 3, A, 0, 0, 1, 1, 0, 0, 54),
    ("Vassal", 3, A, 0, 0, 0, 0, 0, 2, 16),
    ("Village", 3, A, 0, 0, 1, 2, 0, 0, 80),
    ("Workshop", 3, A, 0, 0, 0, 0, 0, 0, 13),
    ("Bureaucrat", 4, A | AT, 0, 0, 0, 0, 0, 0, 18),
    ("Gardens", 4, V, 0, 0, 0, 0, 0, 0, 0),
    ("Militia", 4, A | AT, 0, 0, 0, 0, 0, 2, 22),
    ("Moneylender", 4, A, 0, 0, 0, 0, 0, 0, 17),
    ("Poacher", 4, A, 0, 0, 1, 1, 0, 1, 50),
    ("Remodel", 4, A, 0, 0, 0, 0, 0, 0, 11),
    ("Smithy", 4, A, 0, 0, 3, 0, 0, 0, 20),
    ("Throne Room", 4, A, 0, 0, 0, 0, 0, 0, 90),
    ("Bandit", 5, A | AT, 0, 0, 0, 0, 0, 0, 21),
    ("Council Room", 5, A, 0, 0, 4, 0, 1, 0, 24),
    ("Festival", 5, A, 0, 0, 0, 2, 1, 2, 75),
    ("Laboratory", 5, A, 0, 0, 2, 1, 0, 0, 60),
    ("Library", 5, A, 0, 0, 0, 0, 0, 0, 19),
    ("Market", 5, A, 0, 0, 1, 1, 1, 1, 58),
    ("Mine", 5, A, 0, 0, 0, 0, 0, 0, 15),
    ("Sentry", 5, A, 0, 0, 1, 1, 0, 0, 56),
    ("Witch", 5, A | AT, 0, 0, 2, 0, 0, 0, 26),
    ("Artisan", 6, A, 0, 0, 0, 0, 0, 0, 23),
]

# Actions whose whole effect when played is their row's bonuses (cards.PLAIN)
PLAIN = ("Moat", "Village", "Smithy", "Festival", "Laboratory", "Market")

PRESETS = {
    "first-game": ["Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel", "Smithy",
                   "Village", "Workshop"],
    "size-distortion": ["Artisan", "Bandit", "Bureaucrat", "Chapel", "Festival", "Gardens", "Sentry",
                        "Throne Room", "Witch", "Workshop"],
    "deck-top": ["Artisan", "Bureaucrat", "Council Room", "Festival", "Harbinger", "Laboratory",
                 "Moneylender", "Sentry", "Vassal", "Village"],
    "sleight-of-hand": ["Cellar", "Council Room", "Festival", "Gardens", "Library", "Harbinger",
                        "Militia", "Poacher", "Smithy", "Throne Room"],
    "improvements": ["Artisan", "Cellar", "Market", "Merchant", "Mine", "Moat", "Moneylender",
                     "Poacher", "Remodel", "Witch"],
    "silver-and-gold": ["Bandit", "Bureaucrat", "Chapel", "Harbinger", "Laboratory", "Merchant",
                        "Mine", "Moneylender", "Throne Room", "Vassal"],
}
