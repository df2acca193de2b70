"""Baseline: a specialised kernel that knows only the Big Money mirror (Province; Gold;
Silver, 2 players, basic cards only). It shares nothing with the engine but the RNG, and
exists to measure what the general state machine costs against a loop written for one
matchup."""
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from numba import njit

from simcore.rng import below, game_key, next_u64

# local card codes: 0 Copper, 1 Silver, 2 Gold, 3 Estate, 4 Province
VALUE = np.array([1, 2, 3, 0, 0], dtype=np.int64)
VP = np.array([0, 0, 0, 1, 6], dtype=np.int64)


@njit(cache=True)
def _draw(deck, dn, disc, p, rng, k, hand):
    """Draw k cards for p into `hand` (card codes); returns (count drawn, rng)."""
    got = 0
    for _ in range(k):
        if dn[p] == 0:
            m = 0
            for c in range(5):
                for _ in range(disc[p, c]):
                    deck[p, m] = c
                    m += 1
                disc[p, c] = 0
            for i in range(m - 1, 0, -1):
                rng, x = next_u64(rng)
                j = below(x, i + 1)
                t = deck[p, i]
                deck[p, i] = deck[p, j]
                deck[p, j] = t
            dn[p] = m
            if m == 0:
                break
        dn[p] -= 1
        hand[got] = deck[p, dn[p]]
        got += 1
    return got, rng


@njit(cache=True)
def bm_game(seed, gi, deck, dn, disc, owned, hand):
    rng = game_key(seed, gi)
    supply = np.array([46, 40, 30, 8, 8])
    for p in range(2):
        dn[p] = 0
        disc[p, :] = 0
        owned[p, :] = 0
        disc[p, 0] = 7
        disc[p, 3] = 3
        owned[p, 0] = 7
        owned[p, 3] = 3
    hands = np.zeros((2, 5), np.int64)
    hn = np.zeros(2, np.int64)
    for p in range(2):
        hn[p], rng = _draw(deck, dn, disc, p, rng, 5, hand)
        hands[p, :] = hand
    turns = np.zeros(2, np.int64)
    p = 0
    empty = 0
    while True:
        turns[p] += 1
        coins = 0
        for i in range(hn[p]):
            coins += VALUE[hands[p, i]]
        buy = -1
        if coins >= 8:
            buy = 4
        elif coins >= 6:
            buy = 2
        elif coins >= 3:
            buy = 1
        if buy >= 0 and supply[buy] > 0:
            supply[buy] -= 1
            if supply[buy] == 0:
                empty += 1
            owned[p, buy] += 1
            disc[p, buy] += 1
        for i in range(hn[p]):
            disc[p, hands[p, i]] += 1
        hn[p], rng = _draw(deck, dn, disc, p, rng, 5, hand)
        hands[p, :] = hand
        if supply[4] == 0 or empty >= 3 or (p == 1 and turns[p] >= 100):
            break
        p = 1 - p
    v0 = owned[0, 3] + 6 * owned[0, 4]
    v1 = owned[1, 3] + 6 * owned[1, 4]
    if v0 != v1:
        return 0 if v0 > v1 else 1
    if turns[0] != turns[1]:
        return 0 if turns[0] < turns[1] else 1
    return 2


@njit(cache=True, nogil=True)
def bm_worker(seed, games, t, nthreads, out):
    deck = np.zeros((2, 256), np.int64)
    dn = np.zeros(2, np.int64)
    disc = np.zeros((2, 5), np.int64)
    owned = np.zeros((2, 5), np.int64)
    hand = np.zeros(5, np.int64)
    for i in range(t, games, nthreads):
        out[i] = bm_game(seed, i, deck, dn, disc, owned, hand)


def bm_mirror(seed, games, nthreads, out):
    """Winner (0, 1, or 2 for a tie) of each game, threads as the engine's driver runs them."""
    if nthreads == 1:
        bm_worker(seed, games, 0, 1, out)
        return
    with ThreadPoolExecutor(nthreads) as pool:
        list(pool.map(lambda t: bm_worker(seed, games, t, nthreads, out), range(nthreads)))
