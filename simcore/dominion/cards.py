"""Static card data: one row per card, every set. The engine reads only these arrays.

The rows are the basic cards' and the registered sets' (sets/__init__.py). Card ids are
stable (parquet columns and strategies use them); new sets go at the end.
"""
import re

import numpy as np

from .card_types import (  # noqa: F401  (the card table's names for the type bits)
    ACTION,
    ATTACK,
    CURSE_T,
    DURATION,
    REACTION,
    TREASURE,
    TYPE_NAMES,
    VICTORY,
    C,
    T,
    V,
)
from .sets import MODULES, REGISTERED

# name, set, cost, types, vp, coin, +cards, +actions, +buys, +$, play priority (the columns
# of the set modules' rows, sets/__init__.py, with the set's name second)
_BASIC_ROWS = [
    ("Copper", "basic", 0, T, 0, 1, 0, 0, 0, 0, 0),
    ("Silver", "basic", 3, T, 0, 2, 0, 0, 0, 0, 0),
    ("Gold", "basic", 6, T, 0, 3, 0, 0, 0, 0, 0),
    ("Estate", "basic", 2, V, 1, 0, 0, 0, 0, 0, 0),
    ("Duchy", "basic", 5, V, 3, 0, 0, 0, 0, 0, 0),
    ("Province", "basic", 8, V, 6, 0, 0, 0, 0, 0, 0),
    # Curse's $1 counts only where it is a Treasure, in games with Charlatan (g.types): every
    # read of a card's coins tests its Treasure type first, or reads the game's Treasures
    ("Curse", "basic", 0, C, -1, 1, 0, 0, 0, 0, 0),
]
# the basic cards, then every registered set's rows in registration order (ids are stable);
# a set's own basic cards (Prosperity's Platinum and Colony, BASIC_ROWS) come before its rows
_ROWS = _BASIC_ROWS + [(r[0], kind) + tuple(r[1:])
                       for name, mod in zip(REGISTERED, MODULES)
                       for kind, rows in (("basic", getattr(mod, "BASIC_ROWS", ())),
                                          (name, mod.ROWS)) for r in rows]

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
PLAIN_ACTIONS = tuple(n for mod in MODULES for n in getattr(mod, "PLAIN", ()))
PLAIN = np.array([n in PLAIN_ACTIONS for n in NAMES], dtype=np.bool_)
# Treasures that do something when played besides their coins (Prosperity's Bank, Loan,
# ...): in a game with one, the Buy phase plays them one at a time, each as a frame
# (treasures.py); the others are played all at once.
ACTING_TREASURES = tuple(n for mod in MODULES for n in getattr(mod, "ACTING_TREASURES", ()))
TREASURE_FX = np.array([n in ACTING_TREASURES for n in NAMES], dtype=np.bool_)


def snake(name):
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


IDS = {snake(n): i for i, n in enumerate(NAMES)}
# Module-level constants COPPER, SILVER, ..., THRONE_ROOM: numba reads them as compile-time ints.
for _i, _n in enumerate(NAMES):
    globals()[snake(_n).upper()] = _i

BASIC = list(range(7))
# the basic cards in the Supply only in some games (colony.py decides which): not kingdom
# cards, never in a kingdom's count or a kingdom draw
PLATINUM_COLONY = [NAMES.index("Platinum"), NAMES.index("Colony")]
KINGDOM = [i for i in range(NC) if SETS[i] != "basic"]
SET_TITLES = {"basic": "Basic", **{name: mod.TITLE for name, mod in zip(REGISTERED, MODULES)}}
# each set's ids: (first, last), in registration order (card_sets.py dispatches on them)
SET_RANGES = {name: (SETS.index(name), NC - 1 - SETS[::-1].index(name)) for name in REGISTERED}
# the first card of the sets with Duration cards, mats and tokens: a game without one skips
# their bookkeeping (state.sea)
FIRST_SEASIDE = SET_RANGES["seaside"][0]

# Cards whose rules are implemented in the engine: all but each set's NOT_YET, which shrinks
# as effects land.
_NOT_YET = {n for mod in MODULES for n in getattr(mod, "NOT_YET", ())}
IMPLEMENTED = {i for i in range(NC) if NAMES[i] not in _NOT_YET}
# the kingdom cards among them, in id order (bm-X bots, sweeps, the fuzzer's pool)
IMPLEMENTED_KINGDOM = sorted(IMPLEMENTED & set(KINGDOM))

# the preset kingdoms, by set in registration order
PRESETS = {k: cards for mod in MODULES for k, cards in getattr(mod, "PRESETS", {}).items()}


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
