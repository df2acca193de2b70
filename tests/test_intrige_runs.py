"""Intrige over many games: invariants in checked mode (every card accounted for, coins
conserved with the bank, nobody out acts, every game ends), and determinism whatever the
threads and chunks."""
import numpy as np
import pytest

from simcore.intrige import checks, options
from simcore.intrige.match import Match, concat, games
from simcore.intrige.state import new_states
from strategies.intrige import get

ALL_OFF = {"order": "block-first", "block-after-lost-challenge": "no", "claim-shown": "no",
           "exchange-one-left": "draw-1", "speak": "random", "refuse-show": "no",
           "start-coins-2p": "2", "turn-limit": "30"}


@pytest.mark.parametrize("n", range(2, 9))
@pytest.mark.parametrize("rules_", [{}, ALL_OFF], ids=["default", "options"])
def test_random_games_keep_every_invariant(n, rules_):
    game, step, code = checks.fuzz(new_states(1), 3, 0, 400, n, options.to_array(rules_),
                                   20000)
    assert code == 0, f"game {game} step {step}: {checks.CHECK_NAMES[code]}"


def _run(names, threads, chunk, n_games=3000, seed=5, rules_=None):
    m = Match([get(x) for x in names], games=n_games, seed=seed, threads=threads, chunk=chunk,
              rules={**options.defaults(), **(rules_ or {})})
    return concat(games(m))


def _same(a, b):
    for f in ("winner", "turns", "end", "hand0", "out_turn", "fallbacks", "extra"):
        assert np.array_equal(getattr(a, f), getattr(b, f)), f


@pytest.mark.parametrize("names", [["honest", "shark", "bluffer:0.5:0.2"],
                                   ["random", "counter", "aggressive", "honest", "shark"]])
def test_threads_and_chunks_change_nothing(names):
    a = _run(names, 1, 3000)
    _same(a, _run(names, 2, 700))
    _same(a, _run(names, 2, 3000))


def test_a_later_chunk_is_the_same_games():
    """Games start..stop alone equal the same games inside a longer run (resume)."""
    m = Match([get("honest"), get("bluffer")], games=2000, seed=9, chunk=500)
    whole = concat(games(m))
    part = concat(games(m, start=1000, stop=2000))
    assert np.array_equal(whole.winner[1000:], part.winner)
    assert np.array_equal(whole.turns[1000:], part.turns)


def test_every_game_ends_with_a_winner_or_the_limit_and_shares_sum_to_one():
    c = _run(["random", "aggressive", "honest"], 1, 3000)
    assert set(np.unique(c.end)) <= {1, 2}
    assert np.allclose(c.share().sum(axis=1), 1.0)
    won = c.winner >= 0
    # the winner never went out; everybody else did
    assert (c.out_turn[np.nonzero(won)[0], c.winner[won]] == -1).all()
    assert ((c.out_turn >= 0).sum(axis=1)[won] == 2).all()


def test_seats_rotate_so_each_entry_starts_equally():
    c = _run(["honest"] * 4, 1, 3000, n_games=4000)
    assert (np.bincount(np.argmin(c.seats(), axis=1)) == 1000).all()


def test_per_game_statistics_match_a_replayed_game():
    """The driver's per-game counters equal the state's own after replaying the game."""
    from simcore.intrige.match import STAT_NAMES
    from simcore.intrige.playlog import replay
    bots = [get("shark"), get("bluffer"), get("honest")]
    c = concat(games(Match(bots, games=20, seed=4)))
    for gi in (0, 7, 19):
        _, g = replay(bots, gi, 4)
        want = (list(g["st_act"].sum(0)) + list(g["st_act_ok"].sum(0))
                + list(g["st_blk"].sum(0)) + list(g["st_blk_ok"].sum(0))
                + list(g["st_chal"].sum(0)) + list(g["st_chal_ok"].sum(0)))
        assert list(c.stats[gi]) == want, dict(zip(STAT_NAMES, c.stats[gi]))
        assert c.turns[gi] == g["turn"]
        w = -1 if g["winner"] < 0 else (g["winner"] + gi) % 3
        assert c.winner[gi] == w
