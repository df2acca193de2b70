"""The driver loop's step (simcore.intrige.driver.step_at) against the engine's own
(rules.step): a challenge let stand (answer 0, or DEFER where the default lets it stand) goes
on inlined into the loop through rules.let_stand; every other answer goes through step. In
every position of random games, under several rule variants, both must leave exactly the same
state record, field for field (log, statistics and random streams included)."""
import numpy as np
import pytest

from simcore.intrige import options, rules
from simcore.intrige.driver import step_at
from simcore.intrige.state import D_CHALLENGE, DEFER, STATE, new_states

VARIANTS = [{}, {"speak": "random"}, {"order": "block-first", "refuse-show": "no"},
            {"claim-shown": "no", "speak": "random", "order": "block-first"}]


def same(a, b):
    """Every field of the records equal (the gap after the last field holds no state)."""
    return all(np.array_equal(a[0][f], b[0][f]) for f in STATE.names)


def _play(players, rule, seed, games):
    """Decisions compared, and challenges among them, over `games` random games."""
    opt = options.to_array({**options.defaults(), **rule})
    rng = np.random.default_rng(seed)
    st = new_states(1)
    compared = challenges = 0
    for i in range(games):
        rules.setup(st[0], players, np.uint64(seed * 1000 + i), opt)
        st[0]["log_on"] = True
        while not st[0]["done"]:
            if st[0]["dec"] == D_CHALLENGE:
                x = int(rng.choice([0, 0, DEFER, 1]))
                challenges += 1
            else:
                x = DEFER if rng.random() < 0.3 else int(rules.random_answer(st[0]))
            a, b = st.copy(), st.copy()
            rules.step(a[0], x)
            step_at(0, b[0], x)
            assert same(a, b), (players, rule, i, x)
            compared += 1
            st = a
    return compared, challenges


@pytest.mark.parametrize("rule", VARIANTS)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_loops_step_leaves_the_same_state_as_the_engines(players, rule):
    compared, challenges = _play(players, rule, seed=players, games=12)
    assert challenges > 50 and compared > challenges


def test_let_stand_is_step_with_zero_in_a_concrete_round():
    """Four players; seat 0 claims Tax; seat 1 lets it stand: seat 2 is asked next; after
    seats 2 and 3 let it stand too, the Tax is taken and seat 1's turn begins."""
    from simcore.intrige.position import Position
    p = Position(4)
    for s, hid in enumerate([["King", "Ace"], ["Ten", "Ten"], ["Queen", "Jack"],
                             ["Ace", "Queen"]]):
        p.set(s, hid=hid, coins=2)
    p.begin(0)
    p.answer("tax")
    assert p.pending() == ("challenge", 1)
    rules.let_stand(p.g)
    assert p.pending() == ("challenge", 2)
    rules.let_stand(p.g)
    rules.let_stand(p.g)
    assert p.g["coins"][0] == 5 and p.pending() == ("action", 1)
