"""How an Intrige strategy is written.

A strategy is one function `decide(g, me, prm)` that numba compiles into the batch driver. It
answers whatever decision is pending (`view.decision(g)`): an action (`view.act(a, t)`), a
challenge (1/0), a block (a role, or NONE), showing a claimed card (1/0), the card to lose
(a rank), the card to return in an Exchange (a rank); or DEFER for the default (an honest,
careful player). `me` is the deciding seat, `prm` the strategy's small integer parameter array.
It reads the game only through `simcore.intrige.view`.
"""
import inspect
from dataclasses import dataclass
from types import MappingProxyType

import numpy as np

NPRM = 4


@dataclass
class IStrategy:
    name: str
    decide: object
    summary: str = ""
    params: tuple = ()
    family: str = ""
    origin: str = ""

    def prm(self):
        a = np.zeros(NPRM, dtype=np.int64)
        a[:len(self.params)] = self.params
        return a

    def functions(self):
        return [self.decide]

    def source_text(self):
        return inspect.getsource(getattr(self.decide, "py_func", self.decide))

    def describe(self):
        return self.summary


# the built-in bots by name, read-only; register() adds one (strategies/dominion/api.py says why)
_REGISTERED = {}
REGISTRY = MappingProxyType(_REGISTERED)


def register(s):
    _REGISTERED[s.name] = s
    return s
