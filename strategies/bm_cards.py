"""`bm-<card>`: Big Money Ultimate plus one kingdom card X (bots.md, "BM + X").

One compiled rule serves every X: prm = [X, k, before_gold, victory_only].
  - X if count(X) < k, inserted before Gold when X costs $6+, else before Silver;
  - a Victory-only X (Gardens, Duke) takes Duchy's place in the Duchy rules instead.
k is 2 for terminal Actions and unlimited otherwise; `bm-militia:1` sets it.
"""
from numba import njit

from simcore.dominion.cards import (
    ACTION,
    BASIC,
    COST,
    DUCHY,
    ESTATE,
    GOLD,
    IMPLEMENTED,
    NAMES,
    PLUS_ACTIONS,
    PROVINCE,
    SILVER,
    TYPES,
    VICTORY,
    snake,
)
from simcore.dominion.state import NONE
from simcore.dominion.view import count, money, ok, prov
from strategies.api import Param, Strategy, register

UNLIMITED = 1 << 30


@njit(cache=True)
def bm_x(g, me, prm):
    x = prm[0]
    k = prm[1]
    early = prm[2] == 1
    duchy = x if prm[3] == 1 else DUCHY
    if money(g, me) > 18 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, duchy):
        return duchy
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if early and prm[3] == 0 and count(g, me, x) < k and ok(g, x):
        return x
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= 6 and ok(g, duchy):
        return duchy
    if not early and prm[3] == 0 and count(g, me, x) < k and ok(g, x):
        return x
    if ok(g, SILVER):
        return SILVER
    return NONE


def is_terminal(x):
    return bool(TYPES[x] & ACTION) and PLUS_ACTIONS[x] == 0


def default_k(x):
    return 2 if is_terminal(x) else UNLIMITED


def make_bm(x, k=None):
    """The bm-<card> strategy for card id x, with k copies at most (None: the default)."""
    k = default_k(x) if k is None else k
    victory_only = TYPES[x] == VICTORY
    early = COST[x] >= 6
    name = f"bm-{snake(NAMES[x]).replace('_', '-')}"
    if k != default_k(x):
        name += f":{k_param(x).show(k)}"
    if victory_only:
        summary = (f"Big Money Ultimate with {NAMES[x]} in place of Duchy: Province if money > 18; "
                   f"{NAMES[x]} if prov <= 4; Estate if prov <= 2; Gold; {NAMES[x]} if prov <= 6; "
                   "Silver")
    else:
        lim = "" if k >= UNLIMITED else f" if count({NAMES[x]}) < {k}"
        where = "Gold" if early else "Silver"
        summary = f"Big Money Ultimate plus {NAMES[x]}{lim}, bought before {where}"
    return Strategy(name, bm_x, summary=summary, params=(x, min(k, UNLIMITED), int(early),
                    int(victory_only)), needs=(x,), family="bm", declared=(k_param(x),))


def k_param(x):
    """bm-<card>:k=K (or bm-<card>:K): prm[1], the copies of X bought at most."""
    return Param("k", default_k(x), 0, UNLIMITED, f"{NAMES[x]} bought while count < k", slot=1,
                 words=(("unlimited", UNLIMITED),))


for _x in sorted(IMPLEMENTED - set(BASIC)):
    register(make_bm(_x))
