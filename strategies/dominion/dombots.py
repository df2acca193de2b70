"""The base and Intrigue bots of Geronimoo's Dominion simulator bot collection (DomBots.xml,
github.com/Geronimoo/DominionSim): `dombots-<name>`, the bots of
strategies/dominion/data/dombots.toml (their buy rules, and where they come from).

Each is a data bot (strategies/dominion/botfile.py) whose table strategies/dominion/rulegen.py
compiles, so it plays the same games as the hand-written functions it replaces, as fast.
`dombots.minion`, `dombots.duke`, ... (a bot's name with _ for -) is that table's compiled buy
rule, which ignores prm: for strategies whose prm holds something else (minion-stack's own
decisions, benchmarks/defaults.py's alternatives).
"""
import dataclasses

from simcore.dominion.cards import NAMES
from strategies.dominion import rulegen
from strategies.dominion.api import register

BOTS = rulegen.bundled()["dombots.toml"]        # name -> Bot, in the file's order
PLAYERS = {}                                    # strategy name -> players it is written for

for _name, _bot in BOTS.items():
    _needs = tuple(sorted(_bot.needs(), key=NAMES.__getitem__))      # listed by name
    register(rulegen.strategy(dataclasses.replace(_bot, name=f"dombots-{_name}"),
                                   family="dombots", needs=_needs))
    PLAYERS[f"dombots-{_name}"] = 4 if _name.endswith("-3-4") else 2


def __getattr__(attr):
    bot = BOTS.get(attr.replace("_", "-"))
    if bot is None:
        raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")
    return rulegen.compiled(bot)
