"""Intrige bots: a registry (REGISTRY), and `get(spec)` for a name, a parametrised family
(`bluffer:p:q`, `counter:t`, `shark:t`) or a user's `FILE.py:NAME`."""
from strategies.intrige import bots  # noqa: F401  (registers the built-ins)
from strategies.intrige.api import REGISTRY, IStrategy, register  # noqa: F401
from strategies.intrige.spec import get  # noqa: F401
