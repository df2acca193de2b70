"""Dominion's example run for the API test every game passes (tests/test_api.py): built-in
bots on the first-game kingdom (Militia, Moat) plus Witch, with a short turn limit."""
from simcore.dominion.match import Match, kingdom_from

from .spec import get

EXAMPLE_BOTS = ["double-witch", "smithy-bm", "big-money-ultimate", "big-money", "bm-militia",
                "bm-moat"]


def example(players, games=100, seed=0, threads=1, chunk=100, turn_limit=40):
    """A Match of the first `players` example bots."""
    ss = [get(EXAMPLE_BOTS[e]) for e in range(players)]
    kingdom = sorted(set(kingdom_from("first-game", ss)) | set(kingdom_from(None, ss)))
    return Match(ss, kingdom, games=games, seed=seed, threads=threads, chunk=chunk,
                 turn_limit=turn_limit)
