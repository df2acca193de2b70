"""Intrige's compiled hooks for the shared core (simcore/game.py): setup from the run's
arguments, each seat's results and extra numbers at the end of a game, a random legal answer
from given random bits, the checked-mode reference, and the hidden-information resample."""
import numpy as np
from numba import njit

from simcore.rng import below, next_u64

from .checks import violation
from .rules import legal, setup

# the per-game extra columns (int16), in entry_extra's order
from .state import (  # noqa: E402
    ACTION_NAMES,
    BANK0,
    BLOCK_NAMES,
    D_ACTION,
    D_BLOCK,
    NA,
    NONE,
    NR,
    RANK_NAMES,
)

EXTRA = ([f"claims_{r.lower()}" for r in RANK_NAMES] + [f"bluffs_{r.lower()}" for r in RANK_NAMES]
         + [f"act_{a}" for a in ACTION_NAMES] + [f"act_{a}_ok" for a in ACTION_NAMES]
         + [f"block_{b}" for b in BLOCK_NAMES] + [f"block_{b}_ok" for b in BLOCK_NAMES]
         + ["challenge_action", "challenge_block", "challenge_action_won",
            "challenge_block_won"])


@njit(cache=True)
def setup_game(g, n, key, args):
    """setup for the driver: args = (rule option array,)."""
    setup(g, n, key, args[0])


@njit(cache=True)
def entry_result(g, s, r):
    """Seat s's results: won, its own turns, the turn it went out (-1: never), its starting
    pair (state.PAIRS), the game's length in turns."""
    r.won = 1 if g.winner == s else 0
    r.turns = g.turns[s]
    r.out_turn = g.out_turn[s]
    r.hand = g.hand0[s]
    r.game_turns = g.turn


@njit(cache=True)
def entry_extra(g, s, row):
    """Seat s's claims, bluffs, actions, blocks and challenges (EXTRA)."""
    k = 0
    for r in range(NR):
        row[k] = min(g.st_claim[s, r], 32767)
        row[k + NR] = min(g.st_bluff[s, r], 32767)
        k += 1
    k = 2 * NR
    for a in range(NA):
        row[k + a] = g.st_act[s, a]
        row[k + NA + a] = g.st_act_ok[s, a]
    k += 2 * NA
    for b in range(4):
        row[k + b] = g.st_blk[s, b]
        row[k + 4 + b] = g.st_blk_ok[s, b]
    k += 8
    for c in range(2):
        row[k + c] = g.st_chal[s, c]
        row[k + 2 + c] = g.st_chal_ok[s, c]


@njit(cache=True)
def random_answer(g, x):
    """A uniformly random legal answer from 64 random bits x."""
    lo = NONE if g.dec == D_BLOCK else 0
    hi = NA * 8 if g.dec == D_ACTION else NR
    m = 0
    for a in range(lo, hi):
        if legal(g, a):
            m += 1
    j = below(x, m)
    for a in range(lo, hi):
        if legal(g, a):
            if j == 0:
                return a
            j -= 1
    return NONE


@njit(cache=True)
def check_reference(g):
    """What must be conserved: the coins on the table (players' plus the bank)."""
    ref = np.zeros(1, np.int64)
    ref[0] = BANK0
    return ref


@njit(cache=True)
def check(g, ref):
    return violation(g)


@njit(cache=True)
def resample(g, seat, x):
    """Redraw every card `seat` cannot see (the others' face-down cards, the court, and an
    Exchange pool that is not its own) among the places it cannot see, from random bits x."""
    cards = np.empty(32, np.int64)
    k = 0
    for p in range(g.n):
        if p != seat:
            for i in range(g.hid_n[p]):
                cards[k] = g.hid[p, i]
                k += 1
    for i in range(g.court_n):
        cards[k] = g.court[i]
        k += 1
    mine = g.pool_n > 0 and g.cur == seat
    if not mine:
        for i in range(g.pool_n):
            cards[k] = g.pool[i]
            k += 1
    r = x
    for i in range(k - 1, 0, -1):
        r, y = next_u64(r)
        j = below(y, i + 1)
        t = cards[i]
        cards[i] = cards[j]
        cards[j] = t
    k = 0
    for p in range(g.n):
        if p != seat:
            for i in range(g.hid_n[p]):
                g.hid[p, i] = cards[k]
                k += 1
    for i in range(g.court_n):
        g.court[i] = cards[k]
        k += 1
    if not mine:
        for i in range(g.pool_n):
            g.pool[i] = cards[k]
            k += 1
