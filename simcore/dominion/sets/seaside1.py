"""Seaside's 1st-edition cards (2009) that the 2nd edition replaced, and the 1st edition's
preset kingdoms."""
from ..card_types import AT, A

TITLE = "Seaside (1st ed. only)"

# name, cost, types, vp, coin, +cards, +actions, +buys, +$, play priority (sets/__init__.py)
ROWS = [
    ("Embargo", 2, A, 0, 0, 0, 0, 0, 2, 11),
    ("Pearl Diver", 2, A, 0, 0, 1, 1, 0, 0, 51),
    ("Ambassador", 3, A | AT, 0, 0, 0, 0, 0, 0, 15),
    ("Navigator", 4, A, 0, 0, 0, 0, 0, 2, 14),
    ("Pirate Ship", 4, A | AT, 0, 0, 0, 0, 0, 0, 17),
    ("Sea Hag", 4, A | AT, 0, 0, 0, 0, 0, 0, 21),
    ("Explorer", 5, A, 0, 0, 0, 0, 0, 0, 18),
    ("Ghost Ship", 5, A | AT, 0, 0, 2, 0, 0, 0, 24),
]

PRESETS = {
    # the 1st edition's recommended sets of 10 (Seaside rule book, 2009; "-1e": their cards
    # differ from the 2nd edition's sets of the same name). Left out: High Seas and
    # Shipwrecks.
    "buried-treasure-1e": ["Ambassador", "Cutpurse", "Fishing Village", "Lighthouse", "Outpost",
                           "Pearl Diver", "Tactician", "Treasure Map", "Warehouse", "Wharf"],
    "reach-for-tomorrow-1e": ["Cutpurse", "Ghost Ship", "Lookout", "Sea Hag", "Treasure Map",
                              "Adventurer", "Cellar", "Council Room", "Spy", "Village"],
    "repetition-1e": ["Caravan", "Explorer", "Outpost", "Pearl Diver", "Pirate Ship", "Treasury",
                      "Chancellor", "Festival", "Militia", "Workshop"],
    "give-and-take-1e": ["Ambassador", "Fishing Village", "Haven", "Island", "Salvager",
                         "Smugglers", "Library", "Market", "Moneylender", "Witch"],
}
