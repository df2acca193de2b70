"""Ratings fitted from all games at once (game-neutral).

The model is Plackett-Luce on each game's winner: at a table T, entry i wins with probability
exp(t_i) / sum_{j in T} exp(t_j). With two players this is Bradley-Terry. A shared win
counts as its share (1/k of a win for each of k tied players), exactly as `share` does. The
strengths t are the maximum of the likelihood (scipy's trust-region Newton optimiser with the
exact gradient and Hessian), with a very weak Gaussian prior (sd 10, i.e. ~1,700 Elo) that
keeps a strategy that never lost finite. 95% intervals come from the inverse of the observed
information (the Hessian), in the gauge where the strengths sum to zero.

Shown as an Elo-like number: 1500 + 400 * log10(e) * t (so 400 points = 10:1 odds of
winning a 2-player game), and as the expected share against the field: the mean over every
other strategy j of the chance to win a table of this one and P-1 copies of j.
"""
from dataclasses import dataclass

import numpy as np
from scipy.optimize import minimize

ELO = 400.0 / np.log(10.0)
Z95 = 1.959963984540054
PRIOR = 1.0 / 100.0         # precision of the weak prior on each strength (sd 10)


@dataclass
class Fit:
    names: list
    strength: np.ndarray        # natural-log scale, mean 0
    se: np.ndarray              # standard errors
    players: int

    def elo(self):
        return 1500.0 + ELO * self.strength

    def interval(self):
        return (1500.0 + ELO * (self.strength - Z95 * self.se),
                1500.0 + ELO * (self.strength + Z95 * self.se))

    def field_share(self):
        """Expected share against the field: the mean over j != i of the chance to win at a
        table of i and P-1 copies of j."""
        t, p = self.strength, self.players
        n = len(t)
        out = np.zeros(n)
        for i in range(n):
            others = np.delete(t, i)
            if len(others) == 0:
                out[i] = np.nan
                continue
            out[i] = np.mean(1.0 / (1.0 + (p - 1) * np.exp(others - t[i])))
        return out


def fit(tables, names, players=2):
    """Fit strengths. `tables`: (entry indices into names, wins) pairs, one per matchup, where
    wins[k] is entry k's share count at that table (wins + tie shares: sums to the games)."""
    n = len(names)
    idx = [np.asarray(e, np.int64) for e, _ in tables]
    wins = [np.asarray(w, np.float64) for _, w in tables]
    tot = np.zeros(n)
    for e, w in zip(idx, wins):
        np.add.at(tot, e, w)

    def nll(t):
        f = 0.5 * PRIOR * t @ t
        g = PRIOR * t - tot
        for e, w in zip(idx, wins):
            te = t[e]
            m = te.max()
            lse = m + np.log(np.exp(te - m).sum())
            games = w.sum()
            f -= w @ te - games * lse
            np.add.at(g, e, games * np.exp(te - lse))
        return f, g

    def hess(t, prior=True):
        h = np.eye(n) * (PRIOR if prior else 0.0)
        for e, w in zip(idx, wins):
            te = t[e]
            p = np.exp(te - te.max())
            p /= p.sum()
            sub = w.sum() * (np.diag(p) - np.outer(p, p))
            h[np.ix_(e, e)] += sub
        return h

    res = minimize(lambda t: nll(t)[0], np.zeros(n), jac=lambda t: nll(t)[1],
                   hess=hess, method="trust-exact", options={"gtol": 1e-9})
    t = res.x - res.x.mean()
    # covariance of the centred strengths (the prior barely adds to the information)
    c = np.eye(n) - 1.0 / n
    cov = c @ np.linalg.pinv(hess(res.x, prior=True)) @ c
    se = np.sqrt(np.maximum(np.diag(cov), 0.0))
    return Fit(list(names), t, se, players)
