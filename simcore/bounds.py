"""Range checks for the view helpers, which index the state record with a bot's own numbers.

numba checks no index: a seat, card or slot number outside its array reads whatever lies
next to it in the record (another player's face-down cards, a deck's order). The view
modules (simcore/<game>/view.py) check every number a strategy passes with `inside` first.
"""
import numpy as np
from numba import njit
from numba.core import types
from numba.core.errors import TypingError
from numba.extending import overload


def inside(x, n):
    """0 <= x < n. Compiled: one unsigned compare (a negative x becomes a huge unsigned one);
    index with np.uint64(x) after it, and numba skips its wrap-around of negative indices.
    Only integers (and booleans) pass: a float index stays a compile error, as it was."""
    return 0 <= x < n


@njit(cache=True, inline="always")
def _below_unsigned(x, n):
    return np.uint64(x) < np.uint64(n)


@overload(inside, inline="always")
def _inside(x, n):
    # a float would convert too, and a negative or huge one converts to an undefined value
    if not isinstance(x, (types.Integer, types.Boolean)):
        raise TypingError(f"a view helper's index must be an integer, not {x}")
    return lambda x, n: _below_unsigned(x, n)
