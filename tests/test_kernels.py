"""The benchmark's kernels (benchmarks/kernels.py) play the engine's games exactly: same
seed, same VP and turns for every entry of every game. Otherwise engine / kernel would
compare different work. (Speed itself is measured in benchmarks/, never here.)"""
import numpy as np
import pytest

from benchmarks import kernels
from benchmarks.run import MATCHUPS, engine_results

GAMES = 300


@pytest.mark.parametrize("names", [names for _, names in MATCHUPS], ids=lambda n: "-".join(n))
def test_kernel_plays_the_engines_games(names):
    vp, turns = engine_results(names, GAMES, 1, seed=7)
    kvp, kturns = kernels.play(names, 7, GAMES, 2)
    np.testing.assert_array_equal(kvp, vp)
    np.testing.assert_array_equal(kturns, turns)
