"""Counter-based per-game randomness (game-neutral).

Every game's stream is keyed on (run seed, game index) alone, so any game can be replayed
and results do not depend on threads, chunking or machines. The stream is SplitMix64:
a Weyl counter passed through a bijective mixer.
"""
import numpy as np
from numba import njit

GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_M1 = np.uint64(0xBF58476D1CE4E5B9)
_M2 = np.uint64(0x94D049BB133111EB)
_S30, _S27, _S31, _S32 = np.uint64(30), np.uint64(27), np.uint64(31), np.uint64(32)


@njit(cache=True, inline="always")
def mix64(z):
    z = (z ^ (z >> _S30)) * _M1
    z = (z ^ (z >> _S27)) * _M2
    return z ^ (z >> _S31)


@njit(cache=True)
def game_key(seed, game):
    """Initial counter for one game of a run."""
    return mix64(mix64(np.uint64(seed) + GOLDEN) ^ (np.uint64(game) * _M2))


@njit(cache=True, inline="always")
def next_u64(ctr):
    """(new counter, output)."""
    ctr = ctr + GOLDEN
    return ctr, mix64(ctr)


@njit(cache=True, inline="always")
def below(x, n):
    """Map a 64-bit random x to [0, n) (multiply-shift; n < 2**32)."""
    return np.int64(((x >> _S32) * np.uint64(n)) >> _S32)
