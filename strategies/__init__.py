"""The bot library. `get(name)` resolves built-in names, `bm-<card>:k`, and `path.py:name`."""
from strategies.api import REGISTRY, Strategy, register  # noqa: F401
from strategies import canonical, bm_cards  # noqa: F401  (they register themselves)
