"""Tuning an Intrige bot to a rule variant (`domsim intrige optimise`; the variant search
uses it too): Dominion's optimiser (strategies/dominion/optimiser.py) over the bot's parameters
(strategies/intrige/tuning.py), then fresh games against the field and the other bots.

    from domsim.intrige.tune import tune
    t = tune("fox", players=4, rules=["tax=2"], budget_games=200_000)
    t.spec, t.strategy, t.final
"""
from dataclasses import dataclass
from dataclasses import field as default

from domsim.inputs import DomsimError, other_game
from strategies.errors import StrategyError
from strategies.intrige import get
from strategies.intrige.tuning import IntrigeArena, ParamSpace, TuningError, as_strategy
from strategies.search import HALL, final_evaluation, generation_cost, search

DEFAULT_FIELD = ("fox", "shark", "counter")
# the fresh games' other opponents: every built-in that plays to win (random and honest lose
# to anything: a share against them says nothing)
FRESH_OPPONENTS = ("fox", "shark", "counter", "bluffer", "aggressive")


@dataclass
class Tuning:
    base: str                       # the spec tuned
    players: int
    rules: dict
    spec: str = ""                  # the best parameters as a spec (fox:0.1:0.6:0.1)
    params: tuple = ()              # ... per mille
    strategy: object = None         # ... as a strategy (named `name`)
    field: list = default(default_factory=list)
    progress: list = default(default_factory=list)
    rows: list = default(default_factory=list)
    games: int = 0
    interrupted: bool = False
    final: list = default(default_factory=list)   # [(opponent, share, low, high)]


def strategy_of(spec):
    try:
        return get(spec)
    except StrategyError as e:
        raise DomsimError(other_game(spec, "intrige") or str(e)) from None


def space_of(spec):
    try:
        return ParamSpace.of(strategy_of(spec), spec)
    except TuningError as e:
        raise DomsimError(str(e)) from None


def first_generation_games(nfield):
    """The games of the first generation (a games budget must hold at least these)."""
    return generation_cost(nfield + HALL)


def tune(base, players, rules, against=DEFAULT_FIELD, budget_games=None, budget_seconds=None,
         seed=0, objective="min", on_generation=None, name="tuned"):
    """Search `base`'s parameters for the best share against `against` (specs) at `players`
    under `rules` (options.parse's dict). A Tuning; `final` is empty (see `fresh`)."""
    space = space_of(base)
    fld = [strategy_of(s) for s in against]
    arena = IntrigeArena((), players, rules=rules)
    best, progress, rows, stopped = search(
        arena, fld, seed=seed, budget_games=budget_games, budget_seconds=budget_seconds,
        on_generation=on_generation, name=name, objective=objective, space=space)
    t = Tuning(base, players, rules, field=fld, progress=progress, rows=rows,
               games=arena.games, interrupted=stopped)
    if best is not None:
        t.params = best.bot.rules
        t.spec = best.bot.words()
        t.strategy = as_strategy(space, t.params, name)
    return t


def fresh(t, seed, games, opponents=FRESH_OPPONENTS):
    """The tuned bot's share in fresh games (a seed the search never used) against the field
    and `opponents`, each once: t.final."""
    seen, opp = set(), []
    for s in list(t.field) + [strategy_of(o) for o in opponents]:
        if s.name not in seen:
            seen.add(s.name)
            opp.append(s)
    arena = IntrigeArena((), t.players, rules=t.rules)
    t.final = final_evaluation(arena, t.strategy, opp, seed, games)
    return t
