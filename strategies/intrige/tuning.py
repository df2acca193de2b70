"""Tuning an Intrige bot's parameters for a rule variant and player count, by the shared
search (strategies/search.py: common games, successive halving, a field that grows with
the search's own bests, fresh games at the end); only what a candidate is and how it plays
are Intrige's:

    space = ParamSpace.of(get("fox"))        # the fox's parameters, per mille, 0-1000
    arena = IntrigeArena((), players=4, rules=rules)
    best, progress, rows, stopped = search.search(arena, field, space=space, ...)

A candidate is the base bot with other parameters (its decision function unchanged), so every
candidate of a generation runs in one compiled driver.
"""
from dataclasses import dataclass, replace

from simcore.intrige.match import Match, outcomes
from simcore.runner import play
from strategies.search import Arena

from .api import IStrategy
from .spec import FAMILIES

STEP = 5                    # the parameters' grid, per mille


class TuningError(ValueError):
    """A bot that has nothing to tune (one line)."""


@dataclass(frozen=True)
class Tuned:
    """A parameter set of a base bot, as the search holds it (`rules`: the search tells
    candidates apart by them)."""
    name: str
    base: str               # the base bot's spec: a family (fox) or FILE.py:NAME
    rules: tuple            # the parameters, per mille

    def words(self):
        return spec_text(self.base, self.rules)


def spec_text(base, prm):
    """The spec that plays these parameters (a family's); for a file's bot, its name with the
    parameters to give its IStrategy."""
    values = ":".join(f"{v / 1000:g}" for v in prm)
    if base in FAMILIES:
        return f"{base}:{values}"
    return f"{base} with params=({', '.join(str(int(v)) for v in prm)})"


@dataclass
class TunedStrategy(IStrategy):
    bot: Tuned = None       # what the search compares (a field member's own parameters)


@dataclass(frozen=True)
class ParamSpace:
    """The base bot's parameters, each 0-1000 per mille in steps of STEP; the search starts
    from the base's own."""
    base: IStrategy
    spec: str

    @classmethod
    def of(cls, base, spec=None):
        spec = spec or base.name
        if not base.params:
            raise TuningError(f"strategy {spec!r} has no parameters to tune; a file's bot "
                              "declares them as IStrategy(name, decide, params=(...)) "
                              "(docs/intrige.md)")
        if spec not in FAMILIES and not base.origin:
            raise TuningError(f"strategy {spec!r} is not a family with parameters "
                              f"({', '.join(FAMILIES)}) nor a file's bot")
        return cls(base, spec.split(":")[0] if spec.split(":")[0] in FAMILIES else spec)

    def seeds(self):
        return [{f"p{i}": int(v) for i, v in enumerate(self.base.params)}]

    def suggest(self, trial):
        return {f"p{i}": trial.suggest_int(f"p{i}", 0, 1000, step=STEP)
                for i in range(len(self.base.params))}

    def bot(self, params, name):
        return Tuned(name, self.spec, tuple(int(params[f"p{i}"])
                                            for i in range(len(self.base.params))))

    def strategy(self, bot):
        b = self.base
        return TunedStrategy(bot.name, b.decide, b.summary, bot.rules, b.family, b.origin,
                             bot=bot)


@dataclass
class IntrigeArena(Arena):
    """Plays Intrige under `rules` (all options, options.parse's dict)."""
    rules: dict = None

    def match_for(self, cand, opp, seed, start, stop):
        return Match([cand] + [opp] * (self.players - 1), games=stop, seed=seed,
                     chunk=max(1, stop - start), rules=self.rules)

    def play(self, m, start, stop):
        return play(m, start=start, stop=stop)

    def chunk_share(self, ch):
        return float(outcomes(ch.res)[0][:, 0].sum())


def as_strategy(space, params, name):
    """The plain strategy (no search bookkeeping) of a parameter set."""
    return replace(space.base, name=name, params=tuple(int(v) for v in params))
