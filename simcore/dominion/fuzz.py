"""The rules fuzzer: games with random legal answers (mixed with the defaults, so games
also reach their ends the usual way), every invariant checked after every step."""
import numpy as np
from numba import njit

from simcore.runner import on_threads

from ..rng import below, game_key, next_u64
from .asking import pol_rows, step_at
from .checks import totals, violation
from .decisions import legal, legal_card
from .engine import setup
from .state import BUY, DEFER, MODE, NAME, NONE, SET_ASIDE, YESNO, Z_REVEALED
from .zones import cost


@njit(cache=True)
def random_answer(g, x):
    """A uniformly random legal answer to the pending decision, from random bits x."""
    k = g.dec
    if k == YESNO or k == SET_ASIDE:
        return np.int64(x & np.uint64(1))
    if k == MODE:              # a random option not already taken (dec_types bits)
        n = 0
        for o in range(g.dec_hi + 1):
            n += (g.dec_types >> o) & 1 == 0
        pick = below(x, n)
        for o in range(g.dec_hi + 1):
            if (g.dec_types >> o) & 1 == 0:
                if pick == 0:
                    return o
                pick -= 1
    if k == NAME:
        return g.cards[below(x, g.ncards)]
    opts = np.empty(80, np.int64)
    n = 0
    if legal(g, NONE):
        opts[n] = NONE
        n += 1
    if g.dec_zone == Z_REVEALED:
        for i in range(g.rev_n):
            if legal_card(g, g.rev[i]):
                opts[n] = g.rev[i]
                n += 1
    else:
        for j in range(g.ncards):
            c = g.cards[j]
            if legal_card(g, c):
                opts[n] = c
                n += 1
    return opts[below(x, n)]


@njit(cache=True)
def richest_buy(g):
    """The most expensive card the player can buy now (NONE if nothing but $0 cards)."""
    best = NONE
    for j in range(g.ncards):
        c = g.cards[j]
        if legal_card(g, c) and cost(g, c) > 0 and (best == NONE or cost(g, c) > cost(g, best)):
            best = c
    return best


@njit(cache=True)
def fuzz_game(g, pol, seed, gi, n, cards, sizes, turn_limit, edition, max_steps=1 << 40,
              log_from=1 << 40):
    """Play one fuzzed game; (violation code, step at which it happened). The engine's step
    is called through `pol` (asking.step_at), as the driver's loop calls it: the fuzzer's
    unit then links no copy of the engine, which numba would optimise and translate again
    (its first run took 15 s). With max_steps, stop just before that step, and with log_from record events
    from that step on (to replay a failure and look at it)."""
    setup(g, n, cards, sizes, game_key(seed, gi), turn_limit, edition)
    total = totals(g)
    bad = violation(g, total)
    if bad:
        return bad, 0
    r = game_key(seed ^ 0x5EED, gi)
    while not g.done and g.steps < max_steps - 1:
        if g.steps == log_from:
            g.log_on = True
            g.log_n = 0
        r, x = next_u64(r)
        mode = below(x, 4)
        r, x = next_u64(r)
        if g.dec == BUY and mode < 2:
            c = richest_buy(g)
        elif mode == 0:
            c = DEFER
        elif mode == 1 and g.dec != BUY:
            c = np.int64(below(x, 100)) - 2          # anything, legal or not
        else:
            c = random_answer(g, x)
        step_at(pol, g, c)
        bad = violation(g, total)
        if bad:
            return bad, g.steps
    return 0, g.steps


@njit(cache=True, nogil=True)
def fuzz_worker(states, pol, t, seed, first, count, n, cards, sizes, turn_limit, edition, codes,
                steps):
    """Worker t of states.shape[0]: games first+i for i = t, t+nt, ... < count."""
    nt = states.shape[0]
    g = states[t]
    for i in range(t, count, nt):
        codes[i], steps[i] = fuzz_game(g, pol, seed, first + i, n, cards, sizes, turn_limit,
                                       edition)


def fuzz(states, seed, first, count, n, cards, sizes, turn_limit, edition, codes, steps):
    """Fuzz games first..first+count-1, one thread per state record; violation code and step
    per game into codes / steps."""
    pol = pol_rows([], [])          # no strategies: only the step's row

    def work(t):
        fuzz_worker(states, pol, t, seed, first, count, n, cards, sizes, turn_limit, edition,
                    codes, steps)
    on_threads(len(states), work)
