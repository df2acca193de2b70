"""The bots, one package per game: strategies/dominion/ and strategies/intrige/; the parts
they share (users' files and their fair-play check, the parameter search, the errors) sit
here.

Dominion's names are importable from here too, as strategy files and notebooks write them
(`from strategies import Strategy, Param`, `strategies.get("big-money")`): they are loaded
on first use (PEP 562), so that `import strategies.intrige` loads nothing of Dominion.
"""
from strategies.errors import StrategyError  # noqa: F401

# Dominion's public names (strategies/dominion/__init__.py)
DOMINION = ("REGISTRY", "Param", "Strategy", "register", "get", "variant")


def __getattr__(name):
    if name in DOMINION:
        from strategies import dominion
        return getattr(dominion, name)
    raise AttributeError(f"module 'strategies' has no attribute {name!r}")


def __dir__():
    return sorted(list(globals()) + list(DOMINION))
