"""Summaries of Intrige matches: per-entry totals accumulated chunk by chunk (memory flat in
the number of games), the text table, and tournament scoring (the seed's variant)."""
import numpy as np
import pandas as pd
from numba import njit

from simcore.stats import wilson

from .match import play
from .state import NR, RANK_NAMES


def run_summary(m, keep_winners=False):
    """(one row per entry, per-game winners or None)."""
    n = m.players
    share = np.zeros(n)
    wins = np.zeros(n, np.int64)
    first_share = np.zeros(n)
    first_games = np.zeros(n, np.int64)
    fallbacks = np.zeros(n, np.int64)
    claims = np.zeros((n, NR), np.int64)
    bluffs = np.zeros((n, NR), np.int64)
    turns = 0
    cut = 0
    winners = []
    for c in play(m):
        s = c.share()
        share += s.sum(axis=0)
        wins += np.bincount(c.winner[c.winner >= 0], minlength=n)
        first = c.seats() == 0
        first_share += (s * first).sum(axis=0)
        first_games += first.sum(axis=0)
        fallbacks += c.fallbacks.sum(axis=0)
        claims += c.claims.sum(axis=0, dtype=np.int64)
        bluffs += c.bluffs.sum(axis=0, dtype=np.int64)
        turns += int(c.turns.sum())
        cut += int((c.winner < 0).sum())
        if keep_winners:
            winners.append(c.winner.astype(np.int8))
    g = m.games
    lo, hi = wilson(share / g, g)
    df = pd.DataFrame({
        "entry": np.arange(n), "strategy": [s.name for s in m.strategies],
        "games": g, "share": share / g, "ci_low": lo, "ci_high": hi, "wins": wins,
        "cut_off_games": cut, "first_seat_share": first_share / np.maximum(first_games, 1),
        "mean_turns": turns / g, "fallbacks": fallbacks,
    })
    for r in range(NR):
        df[f"claims_{RANK_NAMES[r].lower()}"] = claims[:, r] / g
        df[f"bluffs_{RANK_NAMES[r].lower()}"] = bluffs[:, r] / g
    return df, (np.concatenate(winners) if keep_winners else None)


def summary_table(df, names):
    from cli.common import table
    rows = []
    for i, r in df.iterrows():
        rows.append((i, names[i], f"{100 * r.share:.1f}%",
                     f"[{100 * r.ci_low:.1f}%, {100 * r.ci_high:.1f}%]", f"{r.wins:,}",
                     f"{100 * r.first_seat_share:.1f}%",
                     f"{r[[c for c in df.columns if c.startswith('claims_')]].sum():.1f}",
                     f"{r[[c for c in df.columns if c.startswith('bluffs_')]].sum():.1f}"))
    lines = table(["#", "strategy", "share", "95% CI", "wins", "first seat", "claims/game",
                   "bluffs/game"], rows, "rllrrrrr")
    lines.append("")
    lines.append(f"mean game length {df.mean_turns[0]:.1f} turns (all players); "
                 f"{df.cut_off_games[0]:,} games cut off at the turn limit (shared)")
    return lines


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


def tournaments(winners, n, k):
    """Consecutive games form tournaments, each won by the first entry to k wins."""
    won, played = _tourn(winners.astype(np.int64), n, k)
    return {"won": won, "played": int(played)}
