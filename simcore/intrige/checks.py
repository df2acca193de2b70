"""Checked mode: Intrige's invariants, tested after every step by the tests and
`domsim intrige play --checked`. `violation(g)` returns 0 when all hold, else the code of the
first broken one (CHECK_NAMES)."""
from numba import njit

from simcore.rng import game_key

from .rules import legal, prand, random_answer, setup, step
from .state import BANK0, D_ACTION, D_NONE, MAXC, NA, NONE, NR

CHECK_NAMES = ["ok", "cards not accounted for", "coins not conserved with the bank",
               "negative coins", "a player out holds coins or is asked", "no legal answer",
               "game not over but no decision pending", "winner wrong",
               "card counts out of range"]


@njit(cache=True)
def violation(g):
    # every card is in exactly one place: face down, face up, the court or an Exchange pool
    if g.court_n < 0 or g.court_n > MAXC or g.pool_n < 0 or g.pool_n > 4:
        return 8
    for r in range(NR):
        k = 0
        up = 0
        for p in range(g.n):
            for i in range(g.up_n[p]):
                up += g.up[p, i] == r
        if up != g.up_rank[r]:
            return 1
        for i in range(g.court_n):
            k += g.court[i] == r
        for i in range(g.pool_n):
            k += g.pool[i] == r
        for p in range(g.n):
            if g.hid_n[p] < 0 or g.up_n[p] < 0 or g.hid_n[p] + g.up_n[p] > 2:
                return 8
            for i in range(g.hid_n[p]):
                k += g.hid[p, i] == r
            for i in range(g.up_n[p]):
                k += g.up[p, i] == r
        if k != g.copies:
            return 1
    total = g.bank
    exchanging = g.pool_n > 0          # the exchanger's cards are in the pool meanwhile
    for p in range(g.n):
        total += g.coins[p]
        if g.coins[p] < 0:
            return 3
        if g.hid_n[p] == 0 and g.coins[p] != 0 and not (exchanging and p == g.cur):
            return 4
    if total != BANK0:
        return 2
    if g.done:
        alive = 0
        for p in range(g.n):
            alive += g.hid_n[p] > 0
        if g.end == 1 and (alive != 1 or g.winner == NONE or g.hid_n[g.winner] == 0):
            return 7
        return 0
    if g.dec == D_NONE:
        return 6
    if not exchanging and (g.hid_n[g.dec_p] == 0 or g.hid_n[g.cur] == 0):
        return 4
    # hand + up = 2 for everyone (a player mid-Exchange has its cards in the pool)
    for p in range(g.n):
        if g.hid_n[p] + g.up_n[p] != 2 and not (g.pool_n > 0 and p == g.cur):
            return 8
    hi = NA * 8 if g.dec == D_ACTION else NR
    for x in range(-1, hi):
        if legal(g, x):
            return 0
    return 5


@njit(cache=True)
def fuzz(states, seed, first, count, n, opt, max_steps):
    """Play games first..first+count-1 with random legal answers (some illegal ones and
    defaults mixed in), checking every invariant after every step, and that nobody out is
    asked and every game ends within max_steps. Returns (game, step, code) of the first
    violation, or (-1, -1, 0)."""
    g = states[0]
    for gi in range(first, first + count):
        setup(g, n, game_key(seed, gi), opt)
        v = violation(g)
        if v:
            return gi, 0, v
        while not g.done:
            if g.steps > max_steps:
                return gi, g.steps, 6
            u = prand(g, 100)
            if u < 5:
                x = 99              # illegal: replaced by the default
            elif u < 15:
                x = -2              # DEFER
            else:
                x = random_answer(g)
            step(g, x)
            v = violation(g)
            if v:
                return gi, g.steps, v
    return -1, -1, 0
