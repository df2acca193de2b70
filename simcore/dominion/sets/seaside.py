"""Seaside, 2nd edition (2022; the cards both editions share come first): its cards and the
preset kingdoms of its rule book. The table holds what a card gives when played; what a
Duration gives at the start of the next turn is in effects/seaside.py."""
from ..card_types import AT, A, D, R, V

TITLE = "Seaside (2nd ed.)"

# name, cost, types, vp, coin, +cards, +actions, +buys, +$, play priority (sets/__init__.py)
ROWS = [
    ("Haven", 2, A | D, 0, 0, 1, 1, 0, 0, 50),
    ("Lighthouse", 2, A | D, 0, 0, 0, 1, 0, 1, 46),
    ("Native Village", 2, A, 0, 0, 0, 2, 0, 0, 77),
    ("Lookout", 3, A, 0, 0, 0, 1, 0, 0, 42),
    ("Smugglers", 3, A, 0, 0, 0, 0, 0, 0, 13),
    ("Warehouse", 3, A, 0, 0, 3, 1, 0, 0, 47),
    ("Fishing Village", 3, A | D, 0, 0, 0, 2, 0, 1, 81),
    ("Caravan", 4, A | D, 0, 0, 1, 1, 0, 0, 59),
    ("Cutpurse", 4, A | AT, 0, 0, 0, 0, 0, 2, 22),
    ("Island", 4, A | V, 2, 0, 0, 0, 0, 0, 12),
    ("Salvager", 4, A, 0, 0, 0, 0, 1, 0, 12),
    ("Treasure Map", 4, A, 0, 0, 0, 0, 0, 0, 10),
    ("Bazaar", 5, A, 0, 0, 1, 2, 0, 1, 82),
    ("Merchant Ship", 5, A | D, 0, 0, 0, 0, 0, 2, 18),
    ("Outpost", 5, A | D, 0, 0, 0, 0, 0, 0, 17),
    ("Tactician", 5, A | D, 0, 0, 0, 0, 0, 0, 9),
    ("Treasury", 5, A, 0, 0, 1, 1, 0, 1, 57),
    ("Wharf", 5, A | D, 0, 0, 2, 0, 1, 0, 25),
    ("Monkey", 3, A | D, 0, 0, 0, 0, 0, 0, 15),
    ("Sea Chart", 3, A, 0, 0, 1, 1, 0, 0, 52),
    ("Blockade", 4, A | D | AT, 0, 0, 0, 0, 0, 0, 16),
    ("Sailor", 4, A | D, 0, 0, 0, 1, 0, 0, 43),
    ("Tide Pools", 4, A | D, 0, 0, 3, 1, 0, 0, 48),
    ("Corsair", 5, A | D | AT, 0, 0, 0, 0, 0, 2, 23),
    ("Pirate", 5, A | D | R, 0, 0, 0, 0, 0, 0, 14),
    ("Sea Witch", 5, A | D | AT, 0, 0, 2, 0, 0, 0, 26),
]

# Actions whose whole effect when played is their row's bonuses (cards.PLAIN)
PLAIN = ("Bazaar", "Treasury")

PRESETS = {
    # Seaside's recommended sets of 10 (Seaside rule book, 2nd edition 2022). Left out:
    # Buried Treasure needs Astrolabe (a Treasure this simulator lacks).
    "high-seas": ["Bazaar", "Blockade", "Caravan", "Corsair", "Haven", "Island", "Lookout",
                  "Pirate", "Warehouse", "Wharf"],
    "reach-for-tomorrow": ["Cutpurse", "Lookout", "Monkey", "Sea Witch", "Treasure Map",
                           "Artisan", "Cellar", "Council Room", "Vassal", "Village"],
    "repetition": ["Caravan", "Outpost", "Pirate", "Sea Chart", "Treasury", "Festival",
                   "Harbinger", "Militia", "Remodel", "Workshop"],
    "a-star-to-steer-by": ["Bazaar", "Lookout", "Monkey", "Tide Pools", "Treasure Map",
                           "Courtier", "Diplomat", "Secret Passage", "Swindler",
                           "Wishing Well"],
    "shore-patrol": ["Cutpurse", "Island", "Lighthouse", "Sea Chart", "Wharf", "Patrol", "Pawn",
                     "Replace", "Shanty Town", "Trading Post"],
}
