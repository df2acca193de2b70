"""Dominion's batch driver calls each entry's compiled functions through pointers
(simcore/dominion/asking.py): one driver module serves every set of strategies, and a
strategy is compiled on its own."""
import numpy as np
from numba import njit

import strategies
from simcore.dominion.cards import GOLD, PROVINCE, SILVER, SMITHY
from simcore.dominion.match import Match, play
from simcore.dominion.view import NONE, ok
from strategies.dominion.api import Strategy


@njit(cache=True)
def narrow_big_money(g, me, prm):
    """Big Money answering in int32: numba infers that return type when it compiles the
    function for its arguments alone, as the strategy loader does."""
    if ok(g, PROVINCE):
        return np.int32(PROVINCE)
    if ok(g, GOLD):
        return np.int32(GOLD)
    if ok(g, SILVER):
        return np.int32(SILVER)
    return np.int32(NONE)


def _games(names_or_strategies, kingdom=(), games=300):
    ss = [strategies.REGISTRY[s] if isinstance(s, str) else s for s in names_or_strategies]
    m = Match(ss, list(kingdom), games=games, seed=5)
    vp = np.concatenate([c.vp for c in play(m)])
    return m, vp


def test_one_driver_module_serves_every_set_of_strategies():
    a, _ = _games(["big-money", "smithy-bm"], [SMITHY], games=2)
    b, _ = _games(["double-witch", "big-money-ultimate", "big-money"], games=2)
    da, sa = a.driver()
    db, sb = b.driver()
    assert da.mod is db.mod
    assert list(sa) == [0, 1] and list(sb) == [0, 1, 2]      # the entry is its own id
    assert da.pol[0, 0] == db.pol[2, 0]                        # big_money, compiled once


def test_a_rule_answering_a_narrower_int_plays_the_same_games():
    from simcore.dominion.asking import SIG
    narrow_big_money.compile(SIG.args)                         # int32, as inferred
    narrow = Strategy("narrow-big-money", narrow_big_money)
    _, plain = _games(["big-money", "big-money"])
    _, widened = _games([narrow, "big-money"])
    assert (plain == widened).all()
    assert plain[:, 0].sum() > 0
