"""Dominion's bot library.

    get("big-money")          a built-in strategy (REGISTRY; `domsim strategies` lists them)
    get("bm-militia:1")       the bm-<card> family with k overridden
    get("smithy-bm:money=16") a strategy with a named parameter set (Param)
    variant("smithy-bm", {"money": 16})   the same, from a name or Strategy and a dict
    get("mybots.py:aggro")    a Strategy object, or a plain function used as the buy rule, from
                              a user's file (checked to read the game only through
                              simcore.dominion.view, and compiled)

Unknown names raise StrategyError with the nearest names. The same names are importable from
`strategies` (strategies/__init__.py loads this package on first use).
"""
from simcore.games import Bots, register_bots

# they register themselves, in the order `domsim strategies` lists them
from . import canonical, bm_cards, intrigue_bots  # noqa: F401  # isort: skip
from . import examples
from .api import REGISTRY, Param, Strategy, register  # noqa: F401
from .spec import StrategyError, get, variant  # noqa: F401

# the core plays Dominion with these (simcore/games.py: it imports no bot itself)
register_bots("dominion", Bots(REGISTRY, get, StrategyError, __name__, examples.example))
