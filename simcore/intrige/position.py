"""Build a concrete Intrige position and drive the engine one decision at a time (tests).

    pos = Position(players=3)
    pos.set(0, hid=["King", "Queen"], coins=5)
    pos.set(1, hid=["Ace", "Ten"], up=[], coins=2)
    pos.court(["Jack", "Jack"])        # top cards of the court, top first; the rest below
    pos.begin(cur=0)                   # seat 0's turn: the ACTION decision is pending
    pos.answer("tax")                  # or ("dagger", 1), "challenge", "pass", "Queen", ...
    assert pos.pending() == ("challenge", 1)

Cards not given to anyone go into the court (below the named top cards), so every position
holds the whole deck, and coins come from the bank.
"""
import numpy as np

from . import options, rules
from .checks import CHECK_NAMES, violation
from .state import (
    ACTION_NAMES,
    BANK0,
    D_NONE,
    DECISION_NAMES,
    DEFER,
    MAXP,
    NONE,
    NR,
    RANK_NAMES,
    S_TURN,
    new_states,
)


def rank(x):
    if isinstance(x, (int, np.integer)):
        return int(x)
    return [r.lower() for r in RANK_NAMES].index(x.lower())


def action_code(a, t=0):
    return ACTION_NAMES.index(a) * 8 + t


class Position:
    def __init__(self, players=2, rules_=None, seed=1, check=True):
        self.n = players
        self.states = new_states(1)
        self.g = self.states[0]
        self.check = check
        rules.setup(self.g, players, np.uint64(seed), options.to_array(rules_ or {}))
        self.g["log_on"] = True
        self.g["log_n"] = 0
        self._top = []
        for p in range(players):
            self.set(p, hid=[], up=[], coins=2)

    def set(self, p, hid=None, up=None, coins=None):
        g = self.g
        if hid is not None:
            g["hid"][p] = NONE
            for i, c in enumerate(hid):
                g["hid"][p, i] = rank(c)
            g["hid_n"][p] = len(hid)
        if up is not None:
            g["up"][p] = NONE
            for i, c in enumerate(up):
                g["up"][p, i] = rank(c)
            g["up_n"][p] = len(up)
        if coins is not None:
            g["coins"][p] = coins
        self._settle()

    def court(self, top):
        """The court's top cards, top first; the remaining cards lie below them."""
        self._top = [rank(c) for c in top]
        self._settle()

    def _settle(self):
        g = self.g
        left = [g["copies"]] * NR
        for p in range(self.n):
            for i in range(g["hid_n"][p]):
                left[g["hid"][p, i]] -= 1
            for i in range(g["up_n"][p]):
                left[g["up"][p, i]] -= 1
        for r in self._top:
            left[r] -= 1
        rest = [r for r in range(NR) for _ in range(max(left[r], 0))]
        stack = rest + self._top[::-1]           # top = last
        g["court"][:] = NONE
        g["court"][:len(stack)] = stack
        g["court_n"] = len(stack)
        g["up_rank"][:] = 0
        for p in range(self.n):
            for i in range(g["up_n"][p]):
                g["up_rank"][g["up"][p, i]] += 1
        g["bank"] = BANK0 - int(g["coins"][:self.n].sum())
        g["alive_n"] = int((g["hid_n"][:self.n] > 0).sum())

    def begin(self, cur=0):
        g = self.g
        g["cur"] = cur
        g["stage"] = S_TURN
        g["dec"] = D_NONE
        g["done"] = False
        g["out_turn"][:] = NONE
        rules.advance(g)
        self._verify()

    def pending(self):
        g = self.g
        if g["done"]:
            return ("over", int(g["winner"]))
        return (DECISION_NAMES[g["dec"]], int(g["dec_p"]))

    def answer(self, x):
        """An action name or (name, target); 'challenge' / 'pass' / 'show' / 'hide' /
        'no' (no block); a rank name (block, lose, return); an int; 'default'."""
        if isinstance(x, tuple):
            x = action_code(*x)
        elif isinstance(x, str):
            s = x.lower()
            if s in ACTION_NAMES:
                x = action_code(s)
            elif s in ("challenge", "show", "yes"):
                x = 1
            elif s in ("pass", "hide"):
                x = 0
            elif s == "no":
                x = NONE
            elif s == "default":
                x = DEFER
            else:
                x = rank(s)
        rules.step(self.g, x)
        self._verify()

    def _verify(self):
        if self.check:
            v = violation(self.g)
            assert v == 0, CHECK_NAMES[v]

    # --- reading ----------------------------------------------------------------------
    def hid(self, p):
        return sorted(RANK_NAMES[r] for r in self.g["hid"][p, :self.g["hid_n"][p]])

    def up(self, p):
        return sorted(RANK_NAMES[r] for r in self.g["up"][p, :self.g["up_n"][p]])

    def coins(self, p=None):
        c = self.g["coins"]
        return int(c[p]) if p is not None else [int(v) for v in c[:self.n]]

    def legal(self, x):
        if isinstance(x, tuple):
            x = action_code(*x)
        elif isinstance(x, str) and x in ACTION_NAMES:
            x = action_code(x)
        elif isinstance(x, str):
            x = rank(x)
        return bool(rules.legal(self.g, x))

    def court_cards(self):
        g = self.g
        return [RANK_NAMES[r] for r in g["court"][:g["court_n"]][::-1]]     # top first

    def events(self):
        g = self.g
        return [tuple(int(v) for v in row) for row in g["log"][:g["log_n"]]]


assert MAXP == 8
