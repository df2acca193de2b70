"""How a strategy is written.

A strategy is a buy rule plus, optionally, an action rule and a decision rule, each a plain
function `(g, me, prm)` that numba compiles into the batch driver:

    buy(g, me, prm)     -> card to buy (or gain, under a card's limit), or NONE to stop
    action(g, me, prm)  -> Action card to play (or Throne Room's target), NONE, or DEFER
    decide(g, me, prm)  -> answer to any other decision, or DEFER for the default heuristic

`prm` is the strategy's small integer parameter array (for families like `bm-<card>:k`).
Functions read the game only through `simcore.dominion.view` and card ids from
`simcore.dominion.cards`.
"""
import inspect
from dataclasses import dataclass

import numpy as np

from simcore.dominion.cards import NAMES

NPRM = 4          # parameter slots per strategy


@dataclass
class Strategy:
    name: str
    buy: object
    action: object = None
    decide: object = None
    summary: str = ""                       # the rules in words, for `domsim strategies`
    params: tuple = ()                      # ints for prm[0], prm[1], ...
    needs: tuple = ()                       # kingdom cards the bot buys (for --kingdom default)
    family: str = ""

    def prm(self):
        a = np.zeros(NPRM, dtype=np.int64)
        a[:len(self.params)] = self.params
        return a

    def functions(self):
        return [f for f in (self.buy, self.action, self.decide) if f is not None]

    def source_text(self):
        return "\n".join(inspect.getsource(getattr(f, "py_func", f)) for f in self.functions())

    def describe(self):
        needs = ", ".join(NAMES[c] for c in self.needs)
        return self.summary + (f" (uses {needs})" if needs else "")


def prm_rows(strategies):
    """The prm rows of a match's entries, zero-padded to the longest: a buy-list bot
    (strategies/botfile.py) carries its whole rule list in prm, so rows may be longer than
    NPRM."""
    rows = [s.prm() for s in strategies]
    out = np.zeros((len(rows), max(len(r) for r in rows)), dtype=np.int64)
    for i, r in enumerate(rows):
        out[i, :len(r)] = r
    return out


REGISTRY: dict = {}


def register(s: Strategy):
    REGISTRY[s.name] = s
    return s
