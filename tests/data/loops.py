"""A strategy stuck in a loop, for tests/test_looping_strategy.py (a fixed path, so its
compiled functions are cached between test sessions)."""
from simcore.dominion.state import NONE
from strategies import Strategy


def spin(g, me, prm):
    """Never answers: counts round and round."""
    n = 0
    while n >= 0:
        n = (n + 1) % 1000
    return NONE + n


zloop = Strategy("zloop", spin, summary="loops forever in its first buy")
