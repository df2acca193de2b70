"""Who throws the first Dagger in a 2-player Intrige game, and what becomes of it: the
measurement behind what-would-fix-it.md's "why the starter's edge flips with the bot".

Each game of a match is replayed step by step in Python (the same game as the compiled run's:
same random stream, same seats), reading the engine's event log; the compiled run gives each
game's shares. Per game: who announced the first Dagger (the starting player, the other
player, nobody), what became of it (it hit; its Jack was challenged; a Queen blocked it and
was let stand; a Queen blocked it and was challenged, and was real or a bluff), the starting
player's share and the game's length.

    python -m benchmarks.intrige_first_dagger fox fox:0.06:0.87:0.55 [--games 20000] [--seed 1]
"""
import argparse

import numpy as np
import pandas as pd

from simcore.intrige import options, rules
from simcore.intrige.match import Match, concat, games
from simcore.intrige.state import (
    DAGGER,
    EV_ACTION,
    EV_BLOCK,
    EV_CHALLENGE,
    EV_SHOW,
    EV_TURN,
    JACK,
    QUEEN,
    new_states,
)
from simcore.rng import game_key
from simcore.runner import prm_rows
from strategies.intrige import get

FIRST = ("starter", "other", "nobody")
OUTCOMES = ("hit", "jack challenged", "queen let stand", "queen challenged: real",
            "queen challenged: bluff", "none")


def game_events(strategies, game, seed, opt):
    """The event log (kind, player, a, b) of game `game` of a match (seat s is played by
    entry (s + game) mod n, as in simcore.intrige.playlog.replay)."""
    n = len(strategies)
    g = new_states(1)[0]
    g["log_on"] = True
    rules.setup(g, n, np.uint64(game_key(seed, game)), opt)
    rot = game % n
    prms = prm_rows(strategies)
    out = []
    while True:
        out.extend(tuple(int(x) for x in row) for row in g["log"][:g["log_n"]])
        g["log_n"] = 0
        if g["done"]:
            return out
        me = int(g["dec_p"])
        e = (me + rot) % n
        rules.step(g, strategies[e].decide(g, me, prms[e]))


def first_dagger(events):
    """(seat that announced the first Dagger or -1, what became of it: an OUTCOMES entry)."""
    for i, (kind, p, a, _) in enumerate(events):
        if kind == EV_ACTION and a == DAGGER:
            turn = []
            for e in events[i + 1:]:
                if e[0] == EV_TURN:
                    break
                turn.append(e)
            challenged = {e[3] for e in turn if e[0] == EV_CHALLENGE}
            if JACK in challenged:
                return p, "jack challenged"
            if not any(e[0] == EV_BLOCK for e in turn):
                return p, "hit"
            if QUEEN not in challenged:
                return p, "queen let stand"
            shown = any(e[0] == EV_SHOW and e[2] == QUEEN for e in turn)
            return p, "queen challenged: real" if shown else "queen challenged: bluff"
    return -1, "none"


def measure(spec, n_games=20_000, seed=1, threads=2, rule=None):
    """Per game of a 2-player mirror match of `spec`: first (FIRST), outcome, the starting
    player's share, the game's length in turns. A pandas DataFrame."""
    r = {**options.defaults(), **(rule or {})}
    strategies = [get(spec), get(spec)]
    m = Match(strategies, games=n_games, seed=seed, threads=threads,
              chunk=min(n_games, 20_000), rules=r)
    c = concat(games(m))
    starter = (c.seats() == 0).argmax(axis=1)
    share = c.share()[np.arange(len(c)), starter]
    opt = options.to_array(r)
    rows = []
    for gi in range(n_games):
        seat, outcome = first_dagger(game_events(strategies, gi, seed, opt))
        rows.append((FIRST[seat] if seat >= 0 else "nobody", outcome))
    df = pd.DataFrame(rows, columns=["first", "outcome"])
    df["starter_share"] = share
    df["turns"] = c.turns
    return df


def summary(df):
    """Games, the starting player's mean share and the mean length per (first, outcome), in
    the order of FIRST and OUTCOMES."""
    s = (df.groupby(["first", "outcome"])
         .agg(games=("starter_share", "size"), starter_share=("starter_share", "mean"),
              turns=("turns", "mean")).reset_index())
    return s.sort_values(["first", "outcome"], key=lambda x: x.map(
        {k: i for i, k in enumerate(FIRST if x.name == "first" else OUTCOMES)}),
        ignore_index=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bots", nargs="+")
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=2)
    a = ap.parse_args()
    for spec in a.bots:
        df = measure(spec, a.games, a.seed, a.threads)
        print(f"{spec}: the starting player's share {df['starter_share'].mean():.1%}, "
              f"{df['turns'].mean():.1f} turns a game, {len(df):,} games")
        print(summary(df).to_string(index=False))


if __name__ == "__main__":
    main()
