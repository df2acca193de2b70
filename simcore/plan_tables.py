"""Result tables of a plan (tournament, sweep), from its matchup rows (game-neutral; pandas).

The rows are `match` summary rows (one per entry per matchup: strategy, entry, players,
games, share, first_seat_share, ...) plus the plan's `matchup` column. Everything here is
a deterministic function of them, so `report` recomputes exactly what the run printed.
"""
import numpy as np
import pandas as pd

from .ratings import fit
from .stats import wilson

RANKING_COLUMNS = ["strategy", "rating", "rating_low", "rating_high", "field_share", "games",
                   "share", "first_seat_share", "seat_advantage"]


def _first_games(games, entry, players):
    """Games in which the entry started: entry e is at seat 0 in games i = e (mod players)."""
    return (games - entry + players - 1) // players


def with_seats(rows):
    """rows + first_games, first_wins, other_wins (share counts in started / other games)."""
    r = rows.copy()
    r["first_games"] = _first_games(r["games"], r["entry"], r["players"])
    r["first_wins"] = r["first_seat_share"].fillna(0.0) * r["first_games"]
    r["other_wins"] = r["share"] * r["games"] - r["first_wins"]
    return r


def crosstable(rows):
    """Long table of 2-player results: strategy, opponent, share of strategy against
    opponent with its 95% CI, games (summed over kingdoms when there are several)."""
    two = rows[rows["players"] == 2]
    out = []
    for _, g in two.groupby("matchup", sort=False):
        g = g.sort_values("entry")
        a, b = g.iloc[0], g.iloc[1]
        out.append((a["strategy"], b["strategy"], a["share"] * a["games"], a["games"]))
        out.append((b["strategy"], a["strategy"], b["share"] * b["games"], b["games"]))
    df = pd.DataFrame(out, columns=["strategy", "opponent", "wins", "games"])
    df = df.groupby(["strategy", "opponent"], sort=False, as_index=False).sum()
    df["share"] = df["wins"] / df["games"]
    low, high = wilson(df["share"].to_numpy(), df["games"].to_numpy())
    df["ci_low"], df["ci_high"] = low, high
    return df[["strategy", "opponent", "share", "ci_low", "ci_high", "games"]]


def ranking(rows):
    """The rating of every strategy from all matchups at once (Plackett-Luce on the winner;
    Bradley-Terry for 2 players), best first, with the observed share and seat advantage."""
    r = with_seats(rows)
    names = sorted(r["strategy"].unique())
    index = {n: i for i, n in enumerate(names)}
    tables = [(g["strategy"].map(index).to_numpy(), (g["share"] * g["games"]).to_numpy())
              for _, g in r.groupby("matchup", sort=False)]
    players = int(r["players"].max())
    f = fit(tables, names, players)
    low, high = f.interval()
    per = r.groupby("strategy").agg(games=("games", "sum"), first_games=("first_games", "sum"),
                                    first_wins=("first_wins", "sum"),
                                    other_wins=("other_wins", "sum"))
    per["wins"] = per["first_wins"] + per["other_wins"]
    per = per.reindex(names)
    first = per["first_wins"] / per["first_games"].where(per["first_games"] > 0)
    other = per["other_wins"] / (per["games"] - per["first_games"]).where(
        per["games"] > per["first_games"])
    df = pd.DataFrame({
        "strategy": names, "rating": f.elo(), "rating_low": low, "rating_high": high,
        "field_share": f.field_share(), "games": per["games"].to_numpy().astype(np.int64),
        "share": (per["wins"] / per["games"]).to_numpy(),
        "first_seat_share": first.to_numpy(), "seat_advantage": (first - other).to_numpy()})
    return df.sort_values(["rating", "strategy"], ascending=[False, True]).reset_index(drop=True)


def seat_overall(rows):
    """(share of the starting player over all games, games, players): 1/players means no
    advantage."""
    r = with_seats(rows)
    games = r.groupby("matchup")["games"].first().sum()
    return float(r["first_wins"].sum() / max(games, 1)), int(games), int(r["players"].max())


def card_table(rows, best=False):
    """Card sweep: the card's bot's share against the baseline, per card and copy count
    (and bot, where the sweep has optimised bots: copies 0), best first; lift = share -
    1/players (the mirror's share). best: each card at its best copy count (or bot) only."""
    r = rows[rows["entry"] == 0].copy()
    r["lift"] = r["share"] - 1.0 / r["players"]
    cols = ["card", "copies", *(["bot"] if "bot" in r else []), "strategy", "share", "ci_low",
            "ci_high", "lift", "games", "mean_turns", "players"]
    r = r[cols].sort_values(["share", "card", "copies"], ascending=[False, True, True])
    if best:
        r = r.drop_duplicates("card", keep="first")
    r = r.reset_index(drop=True)
    r.insert(0, "rank", np.arange(1, len(r) + 1))
    return r
