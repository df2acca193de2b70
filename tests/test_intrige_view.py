"""Intrige's hidden information: a policy sees only its own face-down cards and the public
table. Redrawing every card the deciding player cannot see (the others' face-down cards and
the court), consistently with what is public, must leave every view function's answer and
every bot's decision unchanged (OpenSpiel's resample test); and user strategies that read
the state directly are refused by the same source check as Dominion's."""
import inspect
import random
import textwrap

import numpy as np
import pytest

from simcore.intrige import options, rules, view
from simcore.intrige.state import D_CHALLENGE, D_RETURN, NA, NOPT, NR, new_states
from simcore.rng import game_key
from strategies.errors import StrategyError
from strategies.intrige import REGISTRY
from strategies.intrige.spec import get

FUNCS = {name: f for name, f in vars(view).items()
         if hasattr(f, "py_func") and f.py_func.__module__ == view.__name__}


def _args(name, f, n):
    """Every argument combination worth trying for view function f."""
    params = list(inspect.signature(f.py_func).parameters)[1:] if params_has_g(f) else \
        list(inspect.signature(f.py_func).parameters)
    ranges = {"p": range(n), "r": range(NR), "k": range(NOPT), "i": range(3),
              "x": range(-2, NA * 8), "n": range(1, 6), "a": range(NA), "t": range(n)}
    combos = [()]
    for q in params:
        combos = [c + (v,) for c in combos for v in ranges[q]]
    return combos


def params_has_g(f):
    return list(inspect.signature(f.py_func).parameters)[:1] == ["g"]


def answers(g, n):
    out = {}
    for name, f in FUNCS.items():
        for a in _args(name, f, n):
            out[name, a] = f(g, *a) if params_has_g(f) else f(*a)
    for name, s in REGISTRY.items():
        out["bot", name] = s.decide(g, g["dec_p"], s.prm())
    return out


def redraw(states, rnd):
    """Shuffle every card the decider cannot see among the places it cannot see."""
    g = states[0]
    me, n = int(g["dec_p"]), int(g["n"])
    places = [(p, i) for p in range(n) if p != me for i in range(g["hid_n"][p])]
    cards = [int(g["hid"][p, i]) for p, i in places] + list(g["court"][:g["court_n"]])
    rnd.shuffle(cards)
    for (p, i), c in zip(places, cards):
        g["hid"][p, i] = c
    g["court"][:g["court_n"]] = cards[len(places):]


def positions(n, games, rules_):
    """Snapshots of decision points of random games (every 3rd step)."""
    st = new_states(1)
    g = st[0]
    for gi in range(games):
        rules.setup(g, n, np.uint64(game_key(11, gi)), options.to_array(rules_))
        k = 0
        while not g["done"]:
            if k % 3 == 0:
                yield st.copy()
            rules.step(g, rules.random_answer(g))
            k += 1


@pytest.mark.parametrize("n,rules_", [(2, {}), (4, {}), (7, {"claim-shown": "no"})])
def test_redrawing_hidden_cards_changes_no_view_answer(n, rules_):
    rnd = random.Random(n)
    checked = 0
    for snap in positions(n, 4, rules_):
        a = answers(snap.copy()[0], n)
        other = snap.copy()
        redraw(other, rnd)
        b = answers(other[0], n)
        assert a == b, [k for k in a if a[k] != b[k]][:5]
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("n", [2, 4, 7])
def test_unseen_total_and_chance_holds_keep_their_definitions(n):
    """unseen_total counts without the walk over the ranks and chance_holds reads a table:
    both must equal the definitions exactly (the bots compare them with thresholds), at
    every kind of decision, an Exchange's choice included."""
    seen = set()
    for snap in positions(n, 12, {}):
        g = snap[0]
        seen.add(int(g["dec"]))
        u = view.unseen_total(g)
        assert u == sum(view.unseen(g, r) for r in range(NR))
        for p in range(n):
            for r in range(NR):
                h, c = int(g["hid_n"][p]), view.unseen(g, r)
                miss = 1.0
                for i in range(h):
                    miss *= max(u - c - i, 0) / (u - i)
                want = 0.0 if h == 0 or c == 0 or u == 0 else 1.0 - miss
                assert view.chance_holds(g, p, r) == want
    assert D_RETURN in seen and D_CHALLENGE in seen


def test_the_resample_test_catches_a_view_that_leaks():
    """A view function reading another player's face-down card would fail the test above."""
    from numba import njit

    @njit
    def leak(g, p):
        return g.hid[p, 0]
    rnd = random.Random(1)
    differs = 0
    for snap in positions(3, 3, {}):
        other = snap.copy()
        redraw(other, rnd)
        me = int(snap[0]["dec_p"])
        for p in range(3):
            if p != me and leak(snap[0], p) != leak(other[0], p):
                differs += 1
    assert differs > 0


def _write(tmp_path, body):
    f = tmp_path / "mybots.py"
    f.write_text(textwrap.dedent(body))
    return str(f)


def test_user_strategy_through_the_view_loads(tmp_path):
    path = _write(tmp_path, """
        from simcore.intrige.view import decision, holding, act
        from simcore.intrige.state import D_ACTION, KING, TAX, DEFER

        def taxman(g, me, prm):
            if decision(g) == D_ACTION and holding(g, KING):
                return act(TAX)
            return DEFER
    """)
    s = get(f"{path}:taxman")
    assert s.name == "taxman"


@pytest.mark.parametrize("body,what", [
    ("return g.hid[1, 0]", "reads the state directly (g.hid)"),
    ("return g['coins'][0]", "reads the state directly (g[...])"),
    ("return math.floor(g)", "not a view helper"),
    ("h = g; return 0", "other than as an argument"),
])
def test_user_strategy_reading_hidden_state_is_refused(tmp_path, body, what):
    path = _write(tmp_path, f"""
        import math

        def peek(g, me, prm):
            {body}
    """)
    with pytest.raises(StrategyError) as e:
        get(f"{path}:peek")
    assert what in str(e.value) and "simcore.intrige.view" in str(e.value)


def test_user_strategy_importing_the_rules_is_refused(tmp_path):
    path = _write(tmp_path, """
        from simcore.intrige.rules import holds

        def peek(g, me, prm):
            return holds(g, 1, 0)
    """)
    with pytest.raises(StrategyError, match="imports from simcore.intrige.rules"):
        get(f"{path}:peek")
