"""Intrige's example run for the API test every game passes (tests/test_api.py)."""
from simcore.intrige.match import Match
from strategies.intrige.spec import get

EXAMPLE_BOTS = ["shark", "honest", "bluffer", "counter", "aggressive", "random", "shark",
                "honest"]


def example(players, games=100, seed=0, threads=1, chunk=100):
    """A Match of the first `players` example bots."""
    return Match([get(EXAMPLE_BOTS[e]) for e in range(players)], games=games, seed=seed,
                 threads=threads, chunk=chunk)
