"""The API test every registered game passes (simcore/games.py), as pgx's api_test and
OpenSpiel's RandomSimTest do for theirs: the common state header, random legal play to the
end with every invariant checked after every step, the decider always a seat in range, no
change after the end, illegal answers replaced and counted, the same (seed, game) giving the
same log, threads and chunks changing nothing, shares summing to 1 per game, the runner's
files surviving an interruption; for imperfect-information games with a `resample` hook,
redrawing what a seat cannot see leaves everything it can see unchanged.

A new game passes this file by registering itself; no change here is needed."""
import numpy as np
import pyarrow.parquet as pq
import pytest

import strategies.dominion  # noqa: F401  (the games' bots register with the core on import)
import strategies.intrige  # noqa: F401
from simcore import games, runner
from simcore.game import HEADER, header_problems
from simcore.rng import game_key
from simcore.rng import next_u64 as _next


def next_u64(r):
    """(counter, random bits) as numpy uint64 (compiled code takes them typed)."""
    r, x = _next(np.uint64(r))
    return np.uint64(r), np.uint64(x)


GAMES = games.available()
ILLEGAL = 10 ** 9               # no game takes this as an answer


@pytest.fixture(scope="module", params=GAMES)
def game(request):
    return games.get(request.param)


def example(game, players, **kw):
    """A run of the game's built-in bots (simcore.games.Bots.example)."""
    return games.bots(game.id).example(players, **kw)


def fresh(game, n, seed=1, gi=0):
    states = game.new_states(1)
    m = example(game, n)
    game.setup(states[0], n, np.uint64(game_key(seed, gi)), m.setup_args())
    return states


def random_play(game, n, seed, gi, each=None, log=False):
    """Play game gi with uniformly random legal answers; `each(states)` before every step.
    Returns (final states, log events per step)."""
    states = fresh(game, n, seed, gi)
    g = states[0]
    g["log_on"] = log
    ref = game.check_reference(g)
    code = game.violation(g, ref)
    assert code == 0, f"{game.id}: {game.check_names[code]} after setup"
    r = np.uint64(game_key(seed ^ 0xA11, gi))
    events = []
    while not g["done"]:
        assert g["steps"] < game.max_steps, f"{game.id}: no end after {game.max_steps} steps"
        assert 0 <= g["dec_p"] < n
        assert 0 < g["dec"] < len(game.decision_names)
        if each is not None:
            each(states)
        r, x = next_u64(r)
        a = game.random_answer(g, x)
        assert game.legal(g, a), f"{game.id}: random_answer gave an illegal {a}"
        game.step(g, a)
        code = game.violation(g, ref)
        assert code == 0, f"{game.id}: {game.check_names[code]} at step {g['steps']}"
        if log:
            k = int(g["log_n"])
            events.append(g["log"][:min(k, len(g["log"]))].copy())
            g["log_n"] = 0
    assert 0 < g["end"] < len(game.end_names)
    assert sum(g["fallbacks"][:n]) == 0
    return states, events


def test_the_registry_knows_its_games():
    assert "dominion" in GAMES
    with pytest.raises(KeyError, match="did you mean dominion"):
        games.get("dominon")


def test_the_state_has_the_common_header(game):
    assert header_problems(game.state_dtype, game.max_players) == []
    assert set(HEADER) <= set(game.state_dtype.names)
    assert game.new_states(2).dtype == game.state_dtype
    assert 2 <= game.min_players <= game.max_players


def test_a_fresh_state_has_a_pending_decision_with_a_legal_answer(game):
    for n in (game.min_players, game.max_players):
        g = fresh(game, n)[0]
        assert not g["done"] and g["dec"] > 0 and 0 <= g["dec_p"] < n
        assert game.legal(g, game.default_choice(g))


@pytest.mark.parametrize("which", ["min", "max"])
def test_random_legal_play_ends_with_every_invariant_kept(game, which):
    n = game.min_players if which == "min" else game.max_players
    for gi in range(3):
        random_play(game, n, 7, gi)


def same(a, b):
    """Two arrays of states hold the same fields (the gap at a record's end aside: numpy's
    copy leaves it as it finds it)."""
    return all(np.array_equal(a[f], b[f]) for f in a.dtype.names)


def test_a_step_after_the_end_changes_nothing(game):
    states, _ = random_play(game, game.min_players, 3, 0)
    before = states.copy()
    for answer in (0, 1, -1, ILLEGAL):
        game.step(states[0], answer)
    assert same(states, before)


def test_an_illegal_answer_is_replaced_by_the_default_and_counted(game):
    n = game.min_players
    states = fresh(game, n, 5)
    g = states[0]
    r = np.uint64(99)
    for _ in range(40):                 # somewhere into the game, short of its end
        r, x = next_u64(r)
        a = game.random_answer(g, x)
        probe = states.copy()
        game.step(probe[0], a)
        if probe[0]["done"]:
            break
        game.step(g, a)
    assert not g["done"]
    p = int(g["dec_p"])
    assert not game.legal(g, ILLEGAL)
    other = states.copy()
    game.step(other[0], game.default_choice(other[0]))
    game.step(g, ILLEGAL)
    assert g["fallbacks"][p] == 1 and g["fb_answer"][p] == ILLEGAL
    skip = {"fallbacks", "fb_dec", "fb_src", "fb_answer", "fb_turn", "fb_cur"}
    for f in game.state_dtype.names:
        if f not in skip:
            np.testing.assert_array_equal(g[f], other[0][f], err_msg=f)


def test_the_same_seed_and_game_give_the_same_log(game):
    n = game.max_players
    a, la = random_play(game, n, 11, 4, log=True)
    b, lb = random_play(game, n, 11, 4, log=True)
    assert same(a, b)
    assert len(la) == len(lb) and all(np.array_equal(x, y) for x, y in zip(la, lb))
    assert sum(len(x) for x in la) > 0
    c, _ = random_play(game, n, 12, 4)
    assert not same(a, c)


def _chunks(m):
    cs = list(runner.play(m, want_extra=True))
    return (np.concatenate([c.res for c in cs]), np.concatenate([c.end for c in cs]),
            np.concatenate([c.fallbacks for c in cs]), np.concatenate([c.extra for c in cs]))


def test_threads_and_chunks_change_nothing_and_shares_sum_to_one(game):
    n = min(3, game.max_players)
    a = _chunks(example(game, n, games=240, seed=4, threads=1, chunk=240))
    b = _chunks(example(game, n, games=240, seed=4, threads=2, chunk=37))
    for x, y in zip(a, b):
        assert x.tobytes() == y.tobytes()
    share, result = game.outcomes(a[0])
    np.testing.assert_allclose(share.sum(axis=1), 1.0)
    assert ((result == 2).sum(axis=1) <= 1).all()
    assert (a[1] > 0).all()


def test_an_interrupted_run_resumes_to_the_same_files(game, tmp_path):
    from simcore.results import RunInterrupted, resume_point, run_match
    n = game.min_players
    full = example(game, n, games=90, seed=2, chunk=30)
    run_match(full, out=tmp_path / "a.parquet", games_out=tmp_path / "ag.parquet")
    m = example(game, n, games=90, seed=2, chunk=30)
    stops = iter([False, True])
    with pytest.raises(RunInterrupted):
        run_match(m, out=tmp_path / "b.parquet", games_out=tmp_path / "bg.parquet",
                  stop=lambda: next(stops))
    import pandas as pd
    assert len(pd.read_parquet(tmp_path / "bg.parquet.parts")) == 60 * n
    start = resume_point(m, tmp_path / "b.parquet", tmp_path / "bg.parquet")
    assert start.done == 60
    run_match(m, out=tmp_path / "b.parquet", games_out=tmp_path / "bg.parquet", resume=start)
    assert (tmp_path / "a.parquet").read_bytes() == (tmp_path / "b.parquet").read_bytes()
    assert (tmp_path / "ag.parquet").read_bytes() == (tmp_path / "bg.parquet").read_bytes()
    t = pq.read_table(tmp_path / "ag.parquet")
    assert t.num_rows == 90 * n
    assert set(game.result_fields) <= set(t.column_names)


def test_redrawing_hidden_cards_changes_no_view(game):
    if game.resample is None:
        pytest.skip(f"{game.id} has no resample hook (its views are tested by its own tests)")
    n = game.max_players
    r = [np.uint64(5)]
    changed = [0, 0]

    def check(states):
        g = states[0]
        for seat in range(n):
            seen = game.observe(g, seat)
            other = states.copy()
            r[0], x = next_u64(r[0])
            game.resample(other[0], seat, x)
            assert game.observe(other[0], seat) == seen, f"seat {seat} sees the redraw"
            changed[0] += not same(other, states)
            changed[1] += 1
    for gi in range(2):
        random_play(game, n, 13, gi, each=check)
    assert changed[0] > 0, "the redraws never changed anything hidden"
