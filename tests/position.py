"""Build a concrete game position and drive the engine one decision at a time.

    pos = Position(players=2, kingdom=["Militia", "Moat"])
    pos.set(0, hand=["Militia", "Copper"], deck=["Gold", "Silver"])   # deck: top card first
    pos.set(1, hand=["Moat", "Estate", "Copper", "Copper", "Copper"])
    pos.begin()                       # player 0's Action phase; first decision pending
    pos.answer("Militia")             # play it
    assert pos.pending() == ("react", 1, None)

Answers are card names, None (NONE: stop / nothing), ints (yes/no, modes) or "default".
"""
from collections import Counter

import numpy as np

from simcore.dominion import checks, engine
from simcore.dominion.card_sets import new_states
from simcore.dominion.cards import BASIC, NAMES, NC, card_id, pile_size
from simcore.dominion.state import (
    ACTION_PHASE,
    DECISION_NAMES,
    DEFER,
    NO_DECISION,
    NONE,
)
from simcore.rng import game_key


def cid(x):
    return x if isinstance(x, (int, np.integer)) else card_id(x)


class Position:
    def __init__(self, players=2, kingdom=(), seed=1, edition=2, turn_limit=100):
        self.n = players
        self.kingdom = sorted(cid(k) for k in kingdom)
        self.cards = np.array(list(BASIC) + self.kingdom, dtype=np.int64)
        sizes = np.array([pile_size(c, players) for c in self.cards], dtype=np.int64)
        self.states = new_states(1)
        self.g = self.states[0]
        key = np.uint64(game_key(seed, 0))     # numba hands uint64 back as a Python int
        engine.setup(self.g, players, self.cards, sizes, key, turn_limit, edition)
        self.g["play"][:] = 0          # setup's first turn already played its Treasures
        self.g["play_n"] = 0
        for p in range(players):       # empty every zone; tests fill what they need
            self.set(p, hand=[], deck=[], discard=[])

    # --- building -------------------------------------------------------------------
    def set(self, p, hand=None, deck=None, discard=None):
        """Replace p's hand / deck (top card first) / discard pile; ownership follows."""
        g = self.g
        if hand is not None:
            g["hand"][p, :] = 0
            for c in hand:
                g["hand"][p, cid(c)] += 1
            g["hand_n"][p] = len(hand)
        if deck is not None:
            ids = [cid(c) for c in deck][::-1]
            g["deck"][p, :len(ids)] = ids
            g["deck_n"][p] = len(ids)
        if discard is not None:
            g["discard"][p, :] = 0
            for c in discard:
                g["discard"][p, cid(c)] += 1
            g["discard_n"][p] = len(discard)
        self._recount(p)
        return self

    def _recount(self, p):
        g = self.g
        own = g["hand"][p].copy() + g["discard"][p]
        for c in g["deck"][p, :g["deck_n"][p]]:
            own[c] += 1
        if p == g["cur"]:
            own += g["play"]
        g["owned"][p, :] = own

    def supply(self, name, count):
        g = self.g
        c = cid(name)
        was_empty = g["supply"][c] == 0
        g["supply"][c] = count
        g["empty_piles"] += int(count == 0 and not was_empty) - int(count > 0 and was_empty)
        return self

    def begin(self, player=0, actions=1, buys=1, coins=0):
        """Start player's turn at the Action phase (or the Buy phase if no Action is
        playable) and run to the first decision."""
        g = self.g
        g["cur"] = player
        g["phase"] = ACTION_PHASE
        g["fx_n"] = 0
        g["dec"] = NO_DECISION
        g["actions"], g["buys"], g["coins"] = actions, buys, coins
        g["bought"] = False
        for f in ("cost_cut", "plays", "merchants", "coppersmiths", "rev_n"):
            g[f] = 0
        engine.advance(g)
        return self

    # --- driving --------------------------------------------------------------------
    def answer(self, x):
        if x == "default":
            c = DEFER
        elif x is None:
            c = NONE
        else:
            c = cid(x) if isinstance(x, str) else int(x)
        engine.step(self.g, c)
        return self

    def answers(self, *xs):
        for x in xs:
            self.answer(x)
        return self

    def pending(self):
        """(decision name, player, asking card name or None); ('none', -1, None) if none."""
        g = self.g
        if g["dec"] == NO_DECISION:
            return ("none", -1, None)
        src = int(g["dec_src"])
        return (DECISION_NAMES[g["dec"]], int(g["dec_p"]), NAMES[src] if 0 <= src < NC else None)

    # --- reading --------------------------------------------------------------------
    def _counts(self, row):
        return Counter({NAMES[c]: int(k) for c, k in enumerate(row[:NC]) if k})

    def hand(self, p):
        return self._counts(self.g["hand"][p])

    def discard(self, p):
        return self._counts(self.g["discard"][p])

    def deck(self, p):
        """p's deck, top card first."""
        g = self.g
        return [NAMES[c] for c in g["deck"][p, :g["deck_n"][p]][::-1]]

    def in_play(self):
        return self._counts(self.g["play"])

    def trash(self):
        return self._counts(self.g["trash"])

    def owned(self, p):
        return self._counts(self.g["owned"][p])

    def left(self, name):
        return int(self.g["supply"][cid(name)])

    def __getattr__(self, field):
        """Scalars of the record: pos.coins, pos.actions, pos.buys, pos.cur, ..."""
        g = self.__dict__.get("g")
        if g is not None and field in g.dtype.names:
            return g[field]
        raise AttributeError(field)


# the rules tests' two steps, shared: play player 0's turn with these answers (`turn`: its
# actions, buys or coins), and check every engine invariant against the totals the test's
# position recorded in pos.total (conservation counts the Duration and mat zones)
def play(pos, *answers, **turn):
    pos.begin(0, **turn)
    pos.answers(*answers)
    return pos


def ok(pos):
    assert checks.violation(pos.g, pos.total) == 0


def table(kingdom, hand=(), deck=(), discard=(), players=2, edition=2, others=None):
    """A position at player 0's turn: its hand, deck (top card first) and discard pile; every
    other player holds five Coppers over ten more unless `others` sets it ({p: zones}); the
    totals recorded for ok()."""
    pos = Position(players=players, kingdom=kingdom, edition=edition)
    pos.set(0, hand=list(hand), deck=list(deck), discard=list(discard))
    for p in range(1, players):
        pos.set(p, hand=["Copper"] * 5, deck=["Copper"] * 10)
    for p, kw in (others or {}).items():
        pos.set(p, **kw)
    pos.total = checks.totals(pos.g)
    return pos
