"""Static card data: one row per card, every set. The engine reads only these arrays.

Card ids are stable (parquet columns and strategies use them); append new sets at the end.
"""
import re

import numpy as np

# Type bits
ACTION, TREASURE, VICTORY, CURSE_T, ATTACK, REACTION, DURATION = 1, 2, 4, 8, 16, 32, 64
TYPE_NAMES = {ACTION: "Action", TREASURE: "Treasure", VICTORY: "Victory", CURSE_T: "Curse",
              ATTACK: "Attack", REACTION: "Reaction", DURATION: "Duration"}

A, T, V, C, AT, R, D = ACTION, TREASURE, VICTORY, CURSE_T, ATTACK, REACTION, DURATION

# name, set, cost, types, vp, coin (treasure value), +cards, +actions, +buys, +$, play priority
# Play priority orders the default "which Action next" choice (higher first); villages score
# high so they are played before the terminals they enable.
_ROWS = [
    # basic
    ("Copper", "basic", 0, T, 0, 1, 0, 0, 0, 0, 0),
    ("Silver", "basic", 3, T, 0, 2, 0, 0, 0, 0, 0),
    ("Gold", "basic", 6, T, 0, 3, 0, 0, 0, 0, 0),
    ("Estate", "basic", 2, V, 1, 0, 0, 0, 0, 0, 0),
    ("Duchy", "basic", 5, V, 3, 0, 0, 0, 0, 0, 0),
    ("Province", "basic", 8, V, 6, 0, 0, 0, 0, 0, 0),
    ("Curse", "basic", 0, C, -1, 0, 0, 0, 0, 0, 0),
    # base game, 2nd edition
    ("Cellar", "base", 2, A, 0, 0, 0, 1, 0, 0, 30),
    ("Chapel", "base", 2, A, 0, 0, 0, 0, 0, 0, 12),
    ("Moat", "base", 2, A | R, 0, 0, 2, 0, 0, 0, 14),
    ("Harbinger", "base", 3, A, 0, 0, 1, 1, 0, 0, 52),
    ("Merchant", "base", 3, A, 0, 0, 1, 1, 0, 0, 54),
    ("Vassal", "base", 3, A, 0, 0, 0, 0, 0, 2, 16),
    ("Village", "base", 3, A, 0, 0, 1, 2, 0, 0, 80),
    ("Workshop", "base", 3, A, 0, 0, 0, 0, 0, 0, 13),
    ("Bureaucrat", "base", 4, A | AT, 0, 0, 0, 0, 0, 0, 18),
    ("Gardens", "base", 4, V, 0, 0, 0, 0, 0, 0, 0),
    ("Militia", "base", 4, A | AT, 0, 0, 0, 0, 0, 2, 22),
    ("Moneylender", "base", 4, A, 0, 0, 0, 0, 0, 0, 17),
    ("Poacher", "base", 4, A, 0, 0, 1, 1, 0, 1, 50),
    ("Remodel", "base", 4, A, 0, 0, 0, 0, 0, 0, 11),
    ("Smithy", "base", 4, A, 0, 0, 3, 0, 0, 0, 20),
    ("Throne Room", "base", 4, A, 0, 0, 0, 0, 0, 0, 90),
    ("Bandit", "base", 5, A | AT, 0, 0, 0, 0, 0, 0, 21),
    ("Council Room", "base", 5, A, 0, 0, 4, 0, 1, 0, 24),
    ("Festival", "base", 5, A, 0, 0, 0, 2, 1, 2, 75),
    ("Laboratory", "base", 5, A, 0, 0, 2, 1, 0, 0, 60),
    ("Library", "base", 5, A, 0, 0, 0, 0, 0, 0, 19),
    ("Market", "base", 5, A, 0, 0, 1, 1, 1, 1, 58),
    ("Mine", "base", 5, A, 0, 0, 0, 0, 0, 0, 15),
    ("Sentry", "base", 5, A, 0, 0, 1, 1, 0, 0, 56),
    ("Witch", "base", 5, A | AT, 0, 0, 2, 0, 0, 0, 26),
    ("Artisan", "base", 6, A, 0, 0, 0, 0, 0, 0, 23),
    # Intrigue, 2nd edition
    ("Courtyard", "intrigue", 2, A, 0, 0, 3, 0, 0, 0, 20),
    ("Lurker", "intrigue", 2, A, 0, 0, 0, 1, 0, 0, 40),
    ("Pawn", "intrigue", 2, A, 0, 0, 0, 0, 0, 0, 45),
    ("Masquerade", "intrigue", 3, A, 0, 0, 2, 0, 0, 0, 18),
    ("Shanty Town", "intrigue", 3, A, 0, 0, 0, 2, 0, 0, 78),
    ("Steward", "intrigue", 3, A, 0, 0, 0, 0, 0, 0, 16),
    ("Swindler", "intrigue", 3, A | AT, 0, 0, 0, 0, 0, 2, 17),
    ("Wishing Well", "intrigue", 3, A, 0, 0, 1, 1, 0, 0, 51),
    ("Baron", "intrigue", 4, A, 0, 0, 0, 0, 1, 0, 15),
    ("Bridge", "intrigue", 4, A, 0, 0, 0, 0, 1, 1, 17),
    ("Conspirator", "intrigue", 4, A, 0, 0, 0, 0, 0, 2, 35),
    ("Diplomat", "intrigue", 4, A | R, 0, 0, 2, 0, 0, 0, 25),
    ("Ironworks", "intrigue", 4, A, 0, 0, 0, 0, 0, 0, 33),
    ("Mill", "intrigue", 4, A | V, 1, 0, 1, 1, 0, 0, 53),
    ("Mining Village", "intrigue", 4, A, 0, 0, 1, 2, 0, 0, 79),
    ("Secret Passage", "intrigue", 4, A, 0, 0, 2, 1, 0, 0, 57),
    ("Courtier", "intrigue", 5, A, 0, 0, 0, 0, 0, 0, 19),
    ("Duke", "intrigue", 5, V, 0, 0, 0, 0, 0, 0, 0),
    ("Minion", "intrigue", 5, A | AT, 0, 0, 0, 1, 0, 0, 48),
    ("Patrol", "intrigue", 5, A, 0, 0, 3, 0, 0, 0, 21),
    ("Replace", "intrigue", 5, A | AT, 0, 0, 0, 0, 0, 0, 11),
    ("Torturer", "intrigue", 5, A | AT, 0, 0, 3, 0, 0, 0, 26),
    ("Trading Post", "intrigue", 5, A, 0, 0, 0, 0, 0, 0, 12),
    ("Upgrade", "intrigue", 5, A, 0, 0, 1, 1, 0, 0, 49),
    ("Harem", "intrigue", 6, T | V, 2, 2, 0, 0, 0, 0, 0),
    ("Nobles", "intrigue", 6, A | V, 2, 0, 0, 0, 0, 0, 24),
    # Intrigue, 1st edition only
    ("Secret Chamber", "intrigue1", 2, A | R, 0, 0, 0, 0, 0, 0, 10),
    ("Great Hall", "intrigue1", 3, A | V, 1, 0, 1, 1, 0, 0, 55),
    ("Coppersmith", "intrigue1", 4, A, 0, 0, 0, 0, 0, 0, 14),
    ("Scout", "intrigue1", 4, A, 0, 0, 0, 1, 0, 0, 41),
    ("Saboteur", "intrigue1", 5, A | AT, 0, 0, 0, 0, 0, 0, 16),
    ("Tribute", "intrigue1", 5, A, 0, 0, 0, 0, 0, 0, 22),
    # base game, 1st edition only
    ("Adventurer", "base1", 6, A, 0, 0, 0, 0, 0, 0, 20),
    ("Chancellor", "base1", 3, A, 0, 0, 0, 0, 0, 2, 14),
    ("Feast", "base1", 4, A, 0, 0, 0, 0, 0, 0, 12),
    ("Spy", "base1", 4, A | AT, 0, 0, 1, 1, 0, 0, 44),
    ("Thief", "base1", 4, A | AT, 0, 0, 0, 0, 0, 0, 13),
    ("Woodcutter", "base1", 3, A, 0, 0, 0, 0, 1, 2, 14),
    # Seaside, 2nd edition (the cards both editions share come first). The table holds what a
    # card gives when played; what a Duration gives at the start of the next turn is in
    # effects/seaside.py.
    ("Haven", "seaside", 2, A | D, 0, 0, 1, 1, 0, 0, 50),
    ("Lighthouse", "seaside", 2, A | D, 0, 0, 0, 1, 0, 1, 46),
    ("Native Village", "seaside", 2, A, 0, 0, 0, 2, 0, 0, 77),
    ("Lookout", "seaside", 3, A, 0, 0, 0, 1, 0, 0, 42),
    ("Smugglers", "seaside", 3, A, 0, 0, 0, 0, 0, 0, 13),
    ("Warehouse", "seaside", 3, A, 0, 0, 3, 1, 0, 0, 47),
    ("Fishing Village", "seaside", 3, A | D, 0, 0, 0, 2, 0, 1, 81),
    ("Caravan", "seaside", 4, A | D, 0, 0, 1, 1, 0, 0, 59),
    ("Cutpurse", "seaside", 4, A | AT, 0, 0, 0, 0, 0, 2, 22),
    ("Island", "seaside", 4, A | V, 2, 0, 0, 0, 0, 0, 12),
    ("Salvager", "seaside", 4, A, 0, 0, 0, 0, 1, 0, 12),
    ("Treasure Map", "seaside", 4, A, 0, 0, 0, 0, 0, 0, 10),
    ("Bazaar", "seaside", 5, A, 0, 0, 1, 2, 0, 1, 82),
    ("Merchant Ship", "seaside", 5, A | D, 0, 0, 0, 0, 0, 2, 18),
    ("Outpost", "seaside", 5, A | D, 0, 0, 0, 0, 0, 0, 17),
    ("Tactician", "seaside", 5, A | D, 0, 0, 0, 0, 0, 0, 9),
    ("Treasury", "seaside", 5, A, 0, 0, 1, 1, 0, 1, 57),
    ("Wharf", "seaside", 5, A | D, 0, 0, 2, 0, 1, 0, 25),
    ("Monkey", "seaside", 3, A | D, 0, 0, 0, 0, 0, 0, 15),
    ("Sea Chart", "seaside", 3, A, 0, 0, 1, 1, 0, 0, 52),
    ("Blockade", "seaside", 4, A | D | AT, 0, 0, 0, 0, 0, 0, 16),
    ("Sailor", "seaside", 4, A | D, 0, 0, 0, 1, 0, 0, 43),
    ("Tide Pools", "seaside", 4, A | D, 0, 0, 3, 1, 0, 0, 48),
    ("Corsair", "seaside", 5, A | D | AT, 0, 0, 0, 0, 0, 2, 23),
    ("Pirate", "seaside", 5, A | D | R, 0, 0, 0, 0, 0, 0, 14),
    ("Sea Witch", "seaside", 5, A | D | AT, 0, 0, 2, 0, 0, 0, 26),
    # Seaside, 1st edition only
    ("Embargo", "seaside1", 2, A, 0, 0, 0, 0, 0, 2, 11),
    ("Pearl Diver", "seaside1", 2, A, 0, 0, 1, 1, 0, 0, 51),
    ("Ambassador", "seaside1", 3, A | AT, 0, 0, 0, 0, 0, 0, 15),
    ("Navigator", "seaside1", 4, A, 0, 0, 0, 0, 0, 2, 14),
    ("Pirate Ship", "seaside1", 4, A | AT, 0, 0, 0, 0, 0, 0, 17),
    ("Sea Hag", "seaside1", 4, A | AT, 0, 0, 0, 0, 0, 0, 21),
    ("Explorer", "seaside1", 5, A, 0, 0, 0, 0, 0, 0, 18),
    ("Ghost Ship", "seaside1", 5, A | AT, 0, 0, 2, 0, 0, 0, 24),
    # Prosperity (both editions): its two basic cards, in the Supply only in some games
    # (colony.py), then the 2nd edition's kingdom (the 16 cards both editions share first),
    # then the 1st edition's 9 it replaced. Treasures with abilities, costs that change and
    # on-buy triggers are later stages: their rows hold the printed numbers only.
    ("Platinum", "basic", 9, T, 0, 5, 0, 0, 0, 0, 0),
    ("Colony", "basic", 11, V, 10, 0, 0, 0, 0, 0, 0),
    ("Watchtower", "prosperity", 3, A | R, 0, 0, 0, 0, 0, 0, 19),
    ("Bishop", "prosperity", 4, A, 0, 0, 0, 0, 0, 1, 14),
    ("Monument", "prosperity", 4, A, 0, 0, 0, 0, 0, 2, 15),
    ("Quarry", "prosperity", 4, T, 0, 1, 0, 0, 0, 0, 0),
    ("Worker's Village", "prosperity", 4, A, 0, 0, 1, 2, 1, 0, 79),
    ("City", "prosperity", 5, A, 0, 0, 1, 2, 0, 0, 80),
    ("Mint", "prosperity", 5, A, 0, 0, 0, 0, 0, 0, 13),
    ("Rabble", "prosperity", 5, A | AT, 0, 0, 3, 0, 0, 0, 21),
    ("Vault", "prosperity", 5, A, 0, 0, 2, 0, 0, 0, 19),
    ("Grand Market", "prosperity", 6, A, 0, 0, 1, 1, 1, 2, 58),
    ("Hoard", "prosperity", 6, T, 0, 2, 0, 0, 0, 0, 0),
    ("Bank", "prosperity", 7, T, 0, 0, 0, 0, 0, 0, 0),
    ("Expand", "prosperity", 7, A, 0, 0, 0, 0, 0, 0, 11),
    ("Forge", "prosperity", 7, A, 0, 0, 0, 0, 0, 0, 11),
    ("King's Court", "prosperity", 7, A, 0, 0, 0, 0, 0, 0, 91),
    ("Peddler", "prosperity", 8, A, 0, 0, 1, 1, 0, 1, 56),
    ("Anvil", "prosperity", 3, T, 0, 1, 0, 0, 0, 0, 0),
    ("Clerk", "prosperity", 4, A | AT, 0, 0, 0, 0, 0, 2, 22),
    ("Investment", "prosperity", 4, T, 0, 0, 0, 0, 0, 0, 0),
    ("Tiara", "prosperity", 4, T, 0, 0, 0, 0, 0, 0, 0),
    ("Charlatan", "prosperity", 5, A | AT, 0, 0, 0, 0, 0, 3, 23),
    ("Collection", "prosperity", 5, T, 0, 2, 0, 0, 0, 0, 0),
    ("Crystal Ball", "prosperity", 5, T, 0, 1, 0, 0, 0, 0, 0),
    ("Magnate", "prosperity", 5, A, 0, 0, 0, 0, 0, 0, 20),
    ("War Chest", "prosperity", 5, T, 0, 0, 0, 0, 0, 0, 0),
    # Prosperity, 1st edition only
    ("Loan", "prosperity1", 3, T, 0, 1, 0, 0, 0, 0, 0),
    ("Trade Route", "prosperity1", 3, A, 0, 0, 0, 0, 1, 0, 12),
    ("Talisman", "prosperity1", 4, T, 0, 1, 0, 0, 0, 0, 0),
    ("Contraband", "prosperity1", 5, T, 0, 3, 0, 0, 0, 0, 0),
    ("Counting House", "prosperity1", 5, A, 0, 0, 0, 0, 0, 0, 12),
    ("Mountebank", "prosperity1", 5, A | AT, 0, 0, 0, 0, 0, 2, 23),
    ("Royal Seal", "prosperity1", 5, T, 0, 2, 0, 0, 0, 0, 0),
    ("Venture", "prosperity1", 5, T, 0, 1, 0, 0, 0, 0, 0),
    ("Goons", "prosperity1", 6, A | AT, 0, 0, 0, 0, 1, 2, 22),
]

NC = len(_ROWS)            # number of distinct cards
NAMES = [r[0] for r in _ROWS]
SETS = [r[1] for r in _ROWS]
COST = np.array([r[2] for r in _ROWS], dtype=np.int64)
TYPES = np.array([r[3] for r in _ROWS], dtype=np.int64)
VP = np.array([r[4] for r in _ROWS], dtype=np.int64)
COIN = np.array([r[5] for r in _ROWS], dtype=np.int64)
PLUS_CARDS = np.array([r[6] for r in _ROWS], dtype=np.int64)
PLUS_ACTIONS = np.array([r[7] for r in _ROWS], dtype=np.int64)
PLUS_BUYS = np.array([r[8] for r in _ROWS], dtype=np.int64)
PLUS_COINS = np.array([r[9] for r in _ROWS], dtype=np.int64)
PRIORITY = np.array([r[10] for r in _ROWS], dtype=np.int64)
# Action cards whose whole effect when played is the card table's bonuses: the engine
# finishes their frame without entering their set's effect dispatch, a large function once
# its cards are inlined into it (engine.run_frame). Moat's and Treasury's other abilities are
# not play effects. tests/test_invariants.py checks the set against the dispatches.
PLAIN_ACTIONS = ("Moat", "Village", "Smithy", "Festival", "Laboratory", "Market", "Great Hall",
                 "Woodcutter", "Bazaar", "Treasury", "Worker's Village", "Grand Market")
PLAIN = np.array([n in PLAIN_ACTIONS for n in NAMES], dtype=np.bool_)


def snake(name):
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


IDS = {snake(n): i for i, n in enumerate(NAMES)}
# Module-level constants COPPER, SILVER, ..., THRONE_ROOM: numba reads them as compile-time ints.
for _i, _n in enumerate(NAMES):
    globals()[snake(_n).upper()] = _i

KINGDOM_VICTORY = {"Gardens", "Duke", "Harem", "Mill", "Nobles", "Great Hall", "Island"}
BASIC = list(range(7))
# the basic cards in the Supply only in some games (colony.py decides which): not kingdom
# cards, never in a kingdom's count or a kingdom draw
PLATINUM_COLONY = [NAMES.index("Platinum"), NAMES.index("Colony")]
KINGDOM = [i for i in range(NC) if SETS[i] != "basic"]
SET_TITLES = {"basic": "Basic", "base": "Base game (2nd ed.)", "intrigue": "Intrigue (2nd ed.)",
              "intrigue1": "Intrigue (1st ed. only)", "base1": "Base game (1st ed. only)",
              "seaside": "Seaside (2nd ed.)", "seaside1": "Seaside (1st ed. only)",
              "prosperity": "Prosperity (2nd ed.)", "prosperity1": "Prosperity (1st ed. only)"}
# the first card of the sets with Duration cards, mats and tokens: a game without one skips
# their bookkeeping (state.sea)
FIRST_SEASIDE = NAMES.index("Haven")

# Cards whose rules are implemented in the engine; grows as effects land.
SEASIDE_DONE = ["Haven", "Lighthouse", "Warehouse", "Fishing Village", "Caravan", "Cutpurse",
                "Salvager", "Treasure Map", "Bazaar", "Merchant Ship", "Outpost", "Tactician",
                "Treasury", "Wharf", "Island", "Lookout", "Sea Hag", "Explorer", "Pearl Diver",
                "Ghost Ship", "Embargo", "Native Village", "Sea Chart", "Tide Pools",
                "Sea Witch", "Navigator", "Pirate Ship", "Ambassador", "Smugglers", "Monkey",
                "Blockade", "Sailor", "Corsair", "Pirate"]
PROSPERITY_DONE = ["Monument", "Worker's Village", "City", "Bishop", "Grand Market", "Expand",
                   "Forge", "Rabble", "Vault", "Mountebank", "Counting House", "King's Court"]
IMPLEMENTED = set(BASIC) | set(PLATINUM_COLONY) | {
    i for i in range(NC) if SETS[i] in ("base", "intrigue", "intrigue1", "base1")} | {
        NAMES.index(n) for n in SEASIDE_DONE + PROSPERITY_DONE}

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
    # Seaside's recommended sets of 10 (Seaside rule book, 2nd edition 2022; "-1e": the 1st
    # edition's of 2009, whose cards differ). Left out: the 2nd edition's Buried Treasure
    # needs Astrolabe (a Treasure this simulator lacks); the 1st edition's High Seas and
    # Shipwrecks.
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
    "buried-treasure-1e": ["Ambassador", "Cutpurse", "Fishing Village", "Lighthouse", "Outpost",
                           "Pearl Diver", "Tactician", "Treasure Map", "Warehouse", "Wharf"],
    "reach-for-tomorrow-1e": ["Cutpurse", "Ghost Ship", "Lookout", "Sea Hag", "Treasure Map",
                              "Adventurer", "Cellar", "Council Room", "Spy", "Village"],
    "repetition-1e": ["Caravan", "Explorer", "Outpost", "Pearl Diver", "Pirate Ship", "Treasury",
                      "Chancellor", "Festival", "Militia", "Workshop"],
    "give-and-take-1e": ["Ambassador", "Fishing Village", "Haven", "Island", "Salvager",
                         "Smugglers", "Library", "Market", "Moneylender", "Witch"],
}


def card_id(name):
    """Card id from a name in any spelling ('Throne Room', 'throne_room', 'throne-room')."""
    return IDS[snake(name)]


def type_names(c):
    return [n for b, n in TYPE_NAMES.items() if TYPES[c] & b]


def pile_size(c, players):
    """Supply pile size for card c (kingdom or basic) with this many players (cards.md table)."""
    name = NAMES[c]
    big = players >= 5
    if name == "Copper":
        return (120 if big else 60) - 7 * players
    if name == "Silver":
        return 80 if big else 40
    if name == "Gold":
        return 60 if big else 30
    if name == "Platinum":
        return 12
    if name == "Curse":
        return 10 * (players - 1)
    if name == "Province":
        return {2: 8, 3: 12, 4: 12, 5: 15, 6: 18}[players]
    if name == "Estate":
        return 8 if players == 2 else 12
    if TYPES[c] & VICTORY:            # Duchy and kingdom Victory cards
        return 8 if players == 2 else 12
    return 10
