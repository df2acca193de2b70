"""Intrigue, 2nd edition (2016): its cards and the preset kingdoms of its rule book
(with the base game's where they mix the two)."""
from ..card_types import AT, A, R, T, V

TITLE = "Intrigue (2nd ed.)"

# name, cost, types, vp, coin, +cards, +actions, +buys, +$, play priority (sets/__init__.py)
ROWS = [
    ("Courtyard", 2, A, 0, 0, 3, 0, 0, 0, 20),
    ("Lurker", 2, A, 0, 0, 0, 1, 0, 0, 40),
    ("Pawn", 2, A, 0, 0, 0, 0, 0, 0, 45),
    ("Masquerade", 3, A, 0, 0, 2, 0, 0, 0, 18),
    ("Shanty Town", 3, A, 0, 0, 0, 2, 0, 0, 78),
    ("Steward", 3, A, 0, 0, 0, 0, 0, 0, 16),
    ("Swindler", 3, A | AT, 0, 0, 0, 0, 0, 2, 17),
    ("Wishing Well", 3, A, 0, 0, 1, 1, 0, 0, 51),
    ("Baron", 4, A, 0, 0, 0, 0, 1, 0, 15),
    ("Bridge", 4, A, 0, 0, 0, 0, 1, 1, 17),
    ("Conspirator", 4, A, 0, 0, 0, 0, 0, 2, 35),
    ("Diplomat", 4, A | R, 0, 0, 2, 0, 0, 0, 25),
    ("Ironworks", 4, A, 0, 0, 0, 0, 0, 0, 33),
    ("Mill", 4, A | V, 1, 0, 1, 1, 0, 0, 53),
    ("Mining Village", 4, A, 0, 0, 1, 2, 0, 0, 79),
    ("Secret Passage", 4, A, 0, 0, 2, 1, 0, 0, 57),
    ("Courtier", 5, A, 0, 0, 0, 0, 0, 0, 19),
    ("Duke", 5, V, 0, 0, 0, 0, 0, 0, 0),
    ("Minion", 5, A | AT, 0, 0, 0, 1, 0, 0, 48),
    ("Patrol", 5, A, 0, 0, 3, 0, 0, 0, 21),
    ("Replace", 5, A | AT, 0, 0, 0, 0, 0, 0, 11),
    ("Torturer", 5, A | AT, 0, 0, 3, 0, 0, 0, 26),
    ("Trading Post", 5, A, 0, 0, 0, 0, 0, 0, 12),
    ("Upgrade", 5, A, 0, 0, 1, 1, 0, 0, 49),
    ("Harem", 6, T | V, 2, 2, 0, 0, 0, 0, 0),
    ("Nobles", 6, A | V, 2, 0, 0, 0, 0, 0, 24),
]

PRESETS = {
    "victory-dance": ["Baron", "Courtier", "Duke", "Harem", "Ironworks", "Masquerade", "Mill",
                      "Nobles", "Patrol", "Replace"],
    "the-plot-thickens": ["Conspirator", "Ironworks", "Lurker", "Pawn", "Mining Village",
                          "Secret Passage", "Steward", "Swindler", "Torturer", "Trading Post"],
    "best-wishes": ["Baron", "Conspirator", "Courtyard", "Diplomat", "Duke", "Secret Passage",
                    "Shanty Town", "Torturer", "Upgrade", "Wishing Well"],
    "underlings": ["Courtier", "Diplomat", "Minion", "Nobles", "Pawn", "Cellar", "Festival",
                   "Library", "Sentry", "Vassal"],
    "grand-scheme": ["Bridge", "Mill", "Mining Village", "Patrol", "Shanty Town", "Artisan",
                     "Council Room", "Market", "Militia", "Workshop"],
    "deconstruction": ["Diplomat", "Harem", "Lurker", "Replace", "Swindler", "Bandit", "Mine",
                       "Remodel", "Throne Room", "Village"],
}
