"""The seed's tournament variant: consecutive games of a run form tournaments, each won by
the first entry to k wins (`intrige match --tournament K`)."""
import numpy as np
from numba import njit

from .match import games


@njit(cache=True)
def _tourn(winners, n, k):
    won = np.zeros(n, np.int64)
    score = np.zeros(n, np.int64)
    played = 0
    for w in winners:
        if w < 0:
            continue
        score[w] += 1
        if score[w] == k:
            won[w] += 1
            played += 1
            score[:] = 0
    return won, played


def tournaments(m, k):
    """Consecutive games of run m form tournaments, each won by the first entry to k wins
    (a second pass over the games)."""
    winners = np.concatenate([c.winner for c in games(m)])
    won, played = _tourn(winners.astype(np.int64), m.players, k)
    return {"won": won, "played": int(played)}
