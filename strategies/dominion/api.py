"""How a strategy is written.

A strategy is a buy rule plus, optionally, an action rule and a decision rule, each a plain
function `(g, me, prm)` that numba compiles into the batch driver:

    buy(g, me, prm)     -> card to buy (or gain, under a card's limit), or NONE to stop
    action(g, me, prm)  -> Action card to play (or Throne Room's target), NONE, or DEFER
    decide(g, me, prm)  -> answer to any other decision, or DEFER for the default heuristic

`prm` is the strategy's integer parameter array. A strategy names the slots it reads with
`Param`s (name, default, range): `smithy-bm:money=16` on the command line sets one. The
array has NPRM slots; a Param says which slot it fills, so the array may grow without
touching the declarations. Functions read the game only through `simcore.dominion.view`
and card ids from `simcore.dominion.cards`.
"""
import dataclasses
import inspect
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

import numpy as np

from simcore.dominion.cards import NAMES

NPRM = 8          # parameter slots per strategy (prm's length; may grow)


@dataclass(frozen=True)
class Param:
    """A named integer parameter: `prm[slot]` in the strategy's functions.

    slot None: the Param's position among the strategy's declared params. `words` maps
    spellings such as "unlimited" to values (shown in `domsim strategies`)."""
    name: str
    default: int
    lo: int = 0
    hi: int = 100
    doc: str = ""
    slot: int = None
    words: tuple = ()           # (("unlimited", 1 << 30), ...)

    def range_text(self):
        """'0 to 100', or '0 or more, or unlimited' when the top is a word."""
        top = [w for w, x in self.words if x == self.hi]
        if top:
            return f"{self.lo} or more, or {top[0]}"
        return f"{self.lo} to {self.hi}"

    def show(self, v):
        for w, x in self.words:
            if x == v:
                return w
        return str(v)


def norm_param(name):
    """Parameter names match in any case, with '-' or '_'."""
    return name.strip().lower().replace("-", "_")


@dataclass
class Strategy:
    name: str
    buy: object
    action: object = None
    decide: object = None
    summary: str = ""                       # the rules in words, for `domsim strategies`
    params: tuple = ()                      # ints for prm[0], prm[1], ... (or Params)
    needs: tuple = ()                       # kingdom cards the bot buys (for --kingdom default)
    kingdom: tuple = ()                     # the kingdom it was made for (also the default)
    family: str = ""
    declared: tuple = ()                    # the named parameters (Param), in display order
    template: str = ""                      # the summary with {param} fields, if it has any
    endgame: int = 0                        # end-game sense (simcore/dominion/endgame.py):
    #                                         0 none, 1 never end the game losing, 2 and PPR
    trash_floor: int = 0                    # money its trashers keep (0: the engine's
    #                                         MIN_MONEY; botfile.TRASHING names some)
    rollouts: int = 0                       # K > 0: its buys and gains are searched, K
    #                                         copies an answer (simcore/dominion/rollout.py)

    def __post_init__(self):
        # `params=(Param(...), ...)` declares them; their defaults fill the slots
        if any(isinstance(p, Param) for p in self.params):
            if not all(isinstance(p, Param) for p in self.params):
                raise TypeError(f"strategy {self.name!r}: params mixes Params and numbers")
            self.declared = tuple(self.declared) + tuple(self.params)
            self.params = ()
        slots = []
        for i, p in enumerate(self.declared):
            s = i if p.slot is None else p.slot
            if not 0 <= s < NPRM:
                raise ValueError(f"strategy {self.name!r}: parameter {p.name} has slot {s}; "
                                 f"prm has {NPRM} slots")
            slots.append(s)
        if len(set(slots)) != len(slots):
            raise ValueError(f"strategy {self.name!r}: two parameters share a slot")
        if self.declared:
            vals = list(self.params) + [0] * (max(slots) + 1 - len(self.params))
            for p, s in zip(self.declared, slots):
                if s >= len(self.params):
                    vals[s] = p.default
            self.params = tuple(int(v) for v in vals)
            # a parameter's default is this strategy's value (masquerade-bm: k=1, not bm's 2)
            self.declared = tuple(p if p.default == vals[s] else dataclasses.replace(
                p, default=int(vals[s])) for p, s in zip(self.declared, slots))
        if len(self.params) > NPRM:
            raise ValueError(f"strategy {self.name!r}: {len(self.params)} parameters; prm has "
                             f"{NPRM} slots")
        # a summary may name parameters as {name}: it is kept as a template and filled in
        if self.declared and "{" in self.summary and not self.template:
            self.template = self.summary
        self._fill()

    def _fill(self):
        t = self.template
        if t:
            try:
                self.summary = t.format(**{p.name: p.show(v) for p, v in
                                           zip(self.declared, self.param_values().values())})
            except (KeyError, IndexError, ValueError):
                self.summary = t

    # --- parameters ---------------------------------------------------------------------

    def slot(self, p):
        return self.declared.index(p) if p.slot is None else p.slot

    def param_values(self):
        """{name: value} of the declared parameters."""
        return {p.name: int(self.params[self.slot(p)]) for p in self.declared}

    def find_param(self, name):
        key = norm_param(name)
        for p in self.declared:
            if norm_param(p.name) == key:
                return p
        return None

    def with_params(self, values, name=None):
        """A copy with some declared parameters set ({Param: int}), named `name` or, by
        default, NAME:param=value for each value that differs from the default."""
        vals = list(self.params)
        for p, v in values.items():
            vals[self.slot(p)] = int(v)
        s = dataclasses.replace(self, params=tuple(vals))
        s.declared = self.declared          # defaults stay the original strategy's values
        base = getattr(self, "base_name", self.name)
        if name is None:
            changed = [f"{p.name}={p.show(s.params[s.slot(p)])}" for p in self.declared
                       if s.params[s.slot(p)] != p.default]
            name = ":".join([base] + changed)
        s.name = name
        s.base_name = base
        if hasattr(self, "origin"):
            s.origin = self.origin
            s.wraps = getattr(self, "wraps", "")
        s._fill()
        if not s.template and values:       # a summary without {fields}: say what was set
            s.summary += " [" + ", ".join(f"{p.name}={p.show(v)}" for p, v in values.items()) + "]"
        return s

    def params_text(self):
        """'money=15 (14..30: Province if money > this), ...' for `domsim strategies`."""
        vals = self.param_values()
        out = []
        for p in self.declared:
            doc = f"; {p.doc}" if p.doc else ""
            out.append(f"{p.name}={p.show(vals[p.name])} ({p.range_text()}{doc})")
        return out

    # --- the rest -----------------------------------------------------------------------

    def prm(self):
        a = np.zeros(NPRM, dtype=np.int64)
        a[:len(self.params)] = self.params
        return a

    def functions(self):
        return [f for f in (self.buy, self.action, self.decide) if f is not None]

    def source_text(self):
        return "\n".join(_source(f) for f in self.functions())

    def describe(self):
        text = self.summary
        needs = ", ".join(NAMES[c] for c in self.needs)
        return text + (f" (uses {needs})" if needs else "")


@lru_cache(maxsize=None)
def _source(f):
    """A function's source, read once per function object (inspect re-tokenises the whole
    file each time: milliseconds, per matchup of a tournament)."""
    return inspect.getsource(getattr(f, "py_func", f))


# the built-in strategies by name: read-only to everyone; register() adds one (so a name in
# a result always means the bot that played: no code can swap the bot behind a name)
_REGISTERED = {}
REGISTRY = MappingProxyType(_REGISTERED)


def register(s: Strategy):
    _REGISTERED[s.name] = s
    return s
