"""`bm-<card>`: Big Money Ultimate plus one kingdom card X (bots.md, "BM + X").

One compiled rule serves every X: prm = [X, k, before_gold, victory_only].
  - X if count(X) < k, inserted before Gold when X costs $6+, else before Silver;
  - a Victory-only X (Gardens, Duke) takes Duchy's place in the Duchy rules instead.
k, the copy limit, is measured per card: the k in 1..6 or unlimited that plays best against
big-money-ultimate (strategies/dominion/data/bm_k.csv, written by `python -m benchmarks.bm_k
sweep`). `bm-militia:1` sets k. `bm-militia:classic` is the rule before that table (k = 2 for
terminal Actions, unlimited otherwise), kept so that old numbers reproduce exactly. Actions are
played by the default heuristic: cards giving +Actions first.
"""
import csv
import os

from numba import njit

from simcore.dominion.cards import (
    ACTION,
    COST,
    DUCHY,
    ESTATE,
    GOLD,
    IDS,
    IMPLEMENTED_KINGDOM,
    NAMES,
    PLUS_ACTIONS,
    PROVINCE,
    SILVER,
    THRONE_ROOM,
    TYPES,
    VICTORY,
    snake,
)
from simcore.dominion.state import NONE
from simcore.dominion.view import count, money, ok, prov
from strategies.dominion.api import Param, Strategy, register

UNLIMITED = 1 << 30
K_CHOICES = (1, 2, 3, 4, 5, 6, UNLIMITED)
K_TABLE_PATH = os.path.join(os.path.dirname(__file__), "data", "bm_k.csv")


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


def slug(x):
    """The card's name as in strategy names: `throne-room`."""
    return snake(NAMES[x]).replace("_", "-")


def is_terminal(x):
    return bool(TYPES[x] & ACTION) and PLUS_ACTIONS[x] == 0


def victory_only(x):
    return TYPES[x] == VICTORY


def is_village(x):
    """Cards that only pay off with terminal Actions to play (+2 Actions, Throne Room)."""
    return PLUS_ACTIONS[x] >= 2 or x == THRONE_ROOM


def note(x):
    if is_village(x):
        return "village type: needs terminals, which bm-X has none of"
    if victory_only(x):
        return "Victory only: replaces Duchy, no k"
    return ""


def classic_k(x):
    """The copy limit before the measured table: 2 for terminal Actions, else unlimited."""
    return 2 if is_terminal(x) else UNLIMITED


def k_label(k):
    return "unlimited" if k >= UNLIMITED else str(k)


def load_k_table(path=K_TABLE_PATH):
    """{card id: measured best k} from the sweep's CSV (cards missing there: classic k)."""
    table = {}
    if not os.path.exists(path):
        return table
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            x = IDS.get(snake(r["card"]))
            if x is None or r["k"] == "-":
                continue
            table[x] = UNLIMITED if r["k"] == "unlimited" else int(r["k"])
    return table


K_TABLE = load_k_table()


def default_k(x):
    return K_TABLE.get(x, classic_k(x))


def make_bm(x, k=None, classic=False):
    """The bm-<card> strategy for card id x, with k copies at most (None: the measured default;
    classic=True: the rule before the table, named bm-<card>:classic)."""
    if classic:
        k = classic_k(x)
    k = default_k(x) if k is None else min(k, UNLIMITED)
    vo = victory_only(x)
    early = COST[x] >= 6
    name = f"bm-{slug(x)}"
    if classic:
        name += ":classic"
    elif k != default_k(x):
        name += f":{k_param(x).show(k)}"
    if vo:
        summary = (f"Big Money Ultimate with {NAMES[x]} in place of Duchy: Province if money > 18; "
                   f"{NAMES[x]} if prov <= 4; Estate if prov <= 2; Gold; {NAMES[x]} if prov <= 6; "
                   "Silver")
    else:
        lim = "" if k >= UNLIMITED else f" if count({NAMES[x]}) < {k}"
        where = "Gold" if early else "Silver"
        summary = f"Big Money Ultimate plus {NAMES[x]}{lim}, bought before {where}"
        if classic:
            summary += " (the classic limit: 2 for terminal Actions, else unlimited)"
    return Strategy(name, bm_x, summary=summary, params=(x, k, int(early), int(vo)), needs=(x,),
                    family="bm-classic" if classic else "bm", declared=(k_param(x),))


def k_param(x):
    """bm-<card>:k=K (or bm-<card>:K): prm[1], the copies of X bought at most."""
    return Param("k", default_k(x), 0, UNLIMITED, f"{NAMES[x]} bought while count < k", slot=1,
                 words=(("unlimited", UNLIMITED),))


for _x in IMPLEMENTED_KINGDOM:
    register(make_bm(_x))
for _x in IMPLEMENTED_KINGDOM:
    register(make_bm(_x, classic=True))
