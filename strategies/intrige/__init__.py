"""Intrige bots: a registry (REGISTRY), and `get(spec)` for a name, a parametrised family
(`bluffer:p:q`, `counter:t`, `shark:t`) or a user's `FILE.py:NAME`."""
from simcore.games import Bots, register_bots
from strategies.errors import StrategyError
from strategies.intrige import bots, examples  # noqa: F401  (bots registers the built-ins)
from strategies.intrige.api import REGISTRY, IStrategy, register  # noqa: F401
from strategies.intrige.spec import get

# the core plays Intrige with these (simcore/games.py: it imports no bot itself)
register_bots("intrige", Bots(REGISTRY, get, StrategyError, __name__, examples.example))
