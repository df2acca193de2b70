"""Text output of Intrige matches (the summary rows of the shared runner) and tournament
scoring (the seed's variant: first to k wins)."""
import numpy as np
from numba import njit


def summary_lines(rows, names):
    from cli.common import table
    body = []
    for r in rows:
        body.append((r["entry"], names[r["entry"]], f"{100 * r['share']:.1f}%",
                     f"[{100 * r['ci_low']:.1f}%, {100 * r['ci_high']:.1f}%]",
                     f"{r['wins']:,}", f"{r['ties']:,}", f"{100 * r['first_seat_share']:.1f}%",
                     f"{r['mean_turns']:.1f}", f"{r['fallbacks']:,}"))
    lines = table(["#", "strategy", "share", "95% CI", "wins", "ties", "first seat",
                   "own turns", "fallbacks"], body, "rllrrrrrr")
    lines.append("")
    lines.append(f"mean game length {rows[0]['mean_game_turns']:.1f} turns (all players); "
                 "ties: games cut off at the turn limit, shared by the players still in")
    for r in rows:
        if r["fallbacks"]:
            lines.append(f"warning: {names[r['entry']]} gave {r['fallbacks']:,} illegal "
                         "answers, each replaced by the default answer (column fallbacks; "
                         "`domsim intrige play` marks them with !!)")
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


def tournaments(m, k):
    """Consecutive games of run m form tournaments, each won by the first entry to k wins
    (a second pass over the games)."""
    from .match import games
    winners = np.concatenate([c.winner for c in games(m)])
    won, played = _tourn(winners.astype(np.int64), m.players, k)
    return {"won": won, "played": int(played)}
