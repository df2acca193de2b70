"""The card sets past the base game's 2nd edition, compiled only for games that use them.

Intrigue (both editions), the base game's 1st-edition cards and Seaside (both editions) are
about half of the engine's code. The engine calls each set's card effects, the defaults of
its cards' decisions and (Seaside) its Durations' later effects through addresses held in
the state record (`g.set_fx`), not as code linked into the engine, so a base-game match
compiles none of them (measured: a cold `domsim match big-money smithy-bm` 51 s -> 27 s,
benchmarks/README.md). The base game's own cards stay linked in: the standard matchups
play them without the call through an address.

`new_states(k, cards)` makes records for a Supply of `cards`: `ready` compiles the sets it
uses (numba's cache keeps them) and writes their addresses into the records.
"""
from importlib import import_module

import numpy as np
from numba import njit, types

from simcore.driver import addresses, function_maker

from .cards import SET_RANGES
from .cards import SETS as CARD_SET
from .sets import REGISTERED
from .state import CALLED_SETS, NSETS, RECORD, SET_SEASIDE, STATE

# card ids by set (the registration's order): the basic cards and the base game's 2nd
# edition up to LAST_BASE, then one range a set
LAST_BASE = SET_RANGES[REGISTERED[0]][1]
# the last id of each set but the last (state.SET_* order)
_LAST = tuple(SET_RANGES[name][1] for name in CALLED_SETS[:-1])

EFFECT = types.none(RECORD, types.int64, types.int64)      # (g, frame, card)
DEFAULT = types.int64(RECORD)                               # (g) -> answer, or -2
LATER = types.none(RECORD, types.int64, types.int64)       # (g, frame, Duration card)
effect_at = function_maker(EFFECT)
default_at = function_maker(DEFAULT)
later_at = function_maker(LATER)


def _functions(name):
    """A set's (effect, default, later or None): `<set>_effect`, `<set>_default` and, for a
    set with Durations, `<set>_later` of effects/<set>.py."""
    fx = import_module(f"{__package__}.effects.{name}")
    return (getattr(fx, f"{name}_effect"), getattr(fx, f"{name}_default"),
            getattr(fx, f"{name}_later", None))


# per set (state.SET_*): (effect, default, later or None); set_fx columns: those functions'
# two addresses
SETS = tuple(_functions(name) for name in CALLED_SETS)
assert len(SETS) == NSETS and SETS[SET_SEASIDE][2] is not None


@njit(cache=True, inline="always")
def set_of(c):
    """The set index (state.SET_*) of a card past the base game's 2nd edition."""
    s = 0
    while s < len(_LAST) and c > _LAST[s]:
        s += 1
    return s


def sets_used(cards):
    """The set indexes of the cards (ids) past the base game's 2nd edition (Platinum and
    Colony, basic cards, use none)."""
    return sorted({set_of(int(c)) for c in cards
                   if int(c) > LAST_BASE and CARD_SET[int(c)] != "basic"})


_TABLE = {}         # set index -> its row of addresses (the functions compiled)


def _row(s):
    if s not in _TABLE:
        row = np.zeros(6, np.int64)
        for i, (f, sig) in enumerate(zip(SETS[s], (EFFECT, DEFAULT, LATER))):
            if f is not None:
                f.compile(sig.args)
                row[2 * i:2 * i + 2] = addresses(f, sig)
        _TABLE[s] = row
    return _TABLE[s]


def new_states(k=1, cards=None):
    """k zeroed state records for games whose Supply holds `cards` (ids; None: any cards),
    ready for the engine: the card sets those use compiled, their addresses in each record."""
    return ready(np.zeros(k, dtype=STATE), cards)


def ready(states, cards=None):
    """Compile the sets that a Supply of `cards` (ids; None: every set) uses and write their
    addresses into every record of `states`; the other sets' rows stay zero (no card of
    theirs can be played, gained or asked about in such a game)."""
    for s in range(NSETS) if cards is None else sets_used(cards):
        states["set_fx"][:, s] = _row(s)
    return states
