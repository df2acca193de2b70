"""The limits: one loop written for the standard matchups and nothing else, to measure what
the general engine costs against it (benchmarks/run.py prints engine / kernel).

It knows the basic cards, Smithy and Witch, and the buy rules of big-money,
big-money-ultimate, smithy-bm and double-witch at their default parameters
(strategies/dominion/canonical.py), rule for rule. Hands, discard piles and decks' contents are
per-card counts; only the deck's order is a list. No decision is ever posed: a bot's turn is
a few comparisons. Its shuffle is the engine's (discard pile laid out in Supply order, then
Fisher-Yates from the same per-game stream), so it plays the very games the engine plays:
`python -m benchmarks.run --check` compares them game by game.
"""
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from numba import njit

from simcore.dominion.cards import NAMES, SMITHY, WITCH, pile_size
from simcore.rng import below, game_key, next_u64

# Card codes: the basics keep their engine ids (0..6, Supply order); Smithy and Witch follow
# in Supply order (sorted ids), so a shuffle lays the discard pile out as the engine does.
COPPER, SILVER, GOLD, ESTATE, DUCHY, PROVINCE, CURSE = range(7)
NCODES = 9
VP = np.array([0, 0, 0, 1, 3, 6, -1, 0, 0], np.int64)
NO_CARD = -1

# the bots
BIG_MONEY, BIG_MONEY_ULTIMATE, SMITHY_BM, DOUBLE_WITCH = range(4)
BOTS = {"big-money": BIG_MONEY, "big-money-ultimate": BIG_MONEY_ULTIMATE,
        "smithy-bm": SMITHY_BM, "double-witch": DOUBLE_WITCH}
TURN_LIMIT = 100


def supply_of(names):
    """(codes of Smithy and Witch, NO_CARD where absent; pile sizes by code) for a match of
    these bots."""
    kingdom = sorted(c for c, bot in ((SMITHY, "smithy-bm"), (WITCH, "double-witch"))
                     if bot in names)
    codes = {c: 7 + i for i, c in enumerate(kingdom)}
    n = len(names)
    piles = np.zeros(NCODES, np.int64)
    for c in range(7):
        piles[c] = pile_size(c, n)
    for c, k in codes.items():
        piles[k] = pile_size(c, n)
    assert NAMES[SMITHY] == "Smithy" and NAMES[WITCH] == "Witch"
    return codes.get(SMITHY, NO_CARD), codes.get(WITCH, NO_CARD), piles


@njit(cache=True)
def _draw(deck, dn, disc, hand, p, k, rng):
    """p draws k cards into the hand; an empty deck is refilled from the discard pile,
    shuffled. Returns rng. (A plain call: numba's inlining would add reference counting of
    the arrays to every draw.)"""
    for _ in range(k):
        if dn[p] == 0:
            m = 0
            for c in range(NCODES):
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
        hand[p, deck[p, dn[p]]] += 1
    return rng


@njit(cache=True)
def _buy(bot, coins, me, owned, money, supply, smithy, witch):
    """The bot's buy rule (strategies/dominion/canonical.py, default parameters): the card, or
    NO_CARD."""
    prov = supply[PROVINCE]
    if bot == BIG_MONEY:
        if coins >= 8 and prov > 0:
            return PROVINCE
        if coins >= 6 and supply[GOLD] > 0:
            return GOLD
        if coins >= 3 and supply[SILVER] > 0:
            return SILVER
        return NO_CARD
    if bot == DOUBLE_WITCH:
        witches = owned[me, witch]
        if owned[me, GOLD] >= 1 and coins >= 8 and prov > 0:
            return PROVINCE
        if prov <= 5 and coins >= 5 and supply[DUCHY] > 0:
            return DUCHY
        if prov <= 2 and coins >= 2 and supply[ESTATE] > 0:
            return ESTATE
        if witches == 0 and coins >= 5 and supply[witch] > 0:
            return witch
        if coins >= 6 and supply[GOLD] > 0:
            return GOLD
        if witches < 2 and coins >= 5 and supply[witch] > 0:
            return witch
        if coins >= 3 and supply[SILVER] > 0:
            return SILVER
        return NO_CARD
    # big-money-ultimate and smithy-bm: the same rules but for the Province threshold and
    # Smithy
    if money[me] > (15 if bot == SMITHY_BM else 18) and coins >= 8 and prov > 0:
        return PROVINCE
    if prov <= 4 and coins >= 5 and supply[DUCHY] > 0:
        return DUCHY
    if prov <= 2 and coins >= 2 and supply[ESTATE] > 0:
        return ESTATE
    if coins >= 6 and supply[GOLD] > 0:
        return GOLD
    if prov <= 6 and coins >= 5 and supply[DUCHY] > 0:
        return DUCHY
    if (bot == SMITHY_BM and owned[me, smithy] * 11 < owned[me, COPPER] + owned[me, SILVER]
            + owned[me, GOLD] and coins >= 4 and supply[smithy] > 0):
        return smithy
    if coins >= 3 and supply[SILVER] > 0:
        return SILVER
    return NO_CARD


@njit(cache=True)
def play_game(key, n, bots, smithy, witch, piles, supply, deck, dn, disc, hand, owned, money,
              turns, vp):
    """One game from stream `key`, seat s played by bot bots[s]; fills vp[s] and turns[s]."""
    rng = key
    empty = 0
    for c in range(NCODES):
        supply[c] = piles[c]
    for p in range(n):
        dn[p] = 0
        turns[p] = 0
        money[p] = 7
        for c in range(NCODES):
            disc[p, c] = 0
            hand[p, c] = 0
            owned[p, c] = 0
        disc[p, COPPER] = 7
        disc[p, ESTATE] = 3
        owned[p, COPPER] = 7
        owned[p, ESTATE] = 3
        rng = _draw(deck, dn, disc, hand, p, 5, rng)
    p = 0
    while True:
        turns[p] += 1
        played = NO_CARD
        if smithy != NO_CARD and hand[p, smithy] > 0:
            played = smithy
            hand[p, smithy] -= 1
            rng = _draw(deck, dn, disc, hand, p, 3, rng)
        elif witch != NO_CARD and hand[p, witch] > 0:
            played = witch
            hand[p, witch] -= 1
            rng = _draw(deck, dn, disc, hand, p, 2, rng)
            q = p + 1 if p + 1 < n else 0
            while q != p:
                if supply[CURSE] > 0:
                    supply[CURSE] -= 1
                    if supply[CURSE] == 0:
                        empty += 1
                    owned[q, CURSE] += 1
                    disc[q, CURSE] += 1
                q = q + 1 if q + 1 < n else 0
        coins = hand[p, COPPER] + 2 * hand[p, SILVER] + 3 * hand[p, GOLD]
        c = _buy(bots[p], coins, p, owned, money, supply, smithy, witch)
        if c != NO_CARD:
            supply[c] -= 1
            if supply[c] == 0:
                empty += 1
            owned[p, c] += 1
            disc[p, c] += 1
            if c == SILVER:
                money[p] += 2
            elif c == GOLD:
                money[p] += 3
        for c in range(NCODES):
            disc[p, c] += hand[p, c]
            hand[p, c] = 0
        if played != NO_CARD:
            disc[p, played] += 1
        rng = _draw(deck, dn, disc, hand, p, 5, rng)
        if supply[PROVINCE] == 0 or empty >= 3 or (p == n - 1 and turns[p] >= TURN_LIMIT):
            break
        p = p + 1 if p + 1 < n else 0
    for s in range(n):
        v = 0
        for c in range(7):
            v += VP[c] * owned[s, c]
        vp[s] = v


@njit(cache=True, nogil=True)
def worker(seed, start, stop, entries, smithy, witch, piles, vp, turns):
    """Games start..stop-1 of the run; entry e sits at seat (e - i) mod n in game i (the
    engine's rotation); vp[i, e] and turns[i, e] are entry e's results. The shared inputs
    are copied first: threads never touch the same memory in the loop."""
    n = entries.shape[0]
    entries = entries.copy()
    piles = piles.copy()
    deck = np.zeros((n, 256), np.int8)
    dn = np.zeros(n, np.int64)
    disc = np.zeros((n, NCODES), np.int64)
    hand = np.zeros((n, NCODES), np.int64)
    owned = np.zeros((n, NCODES), np.int64)
    money = np.zeros(n, np.int64)
    bots = np.zeros(n, np.int64)
    supply = np.zeros(NCODES, np.int64)
    seat_vp = np.zeros(n, np.int64)
    seat_turns = np.zeros(n, np.int64)
    for i in range(start, stop):
        for s in range(n):
            bots[s] = entries[(s + i) % n]
        play_game(game_key(seed, i), n, bots, smithy, witch, piles, supply, deck, dn, disc,
                  hand, owned, money, seat_turns, seat_vp)
        for s in range(n):
            e = (s + i) % n
            vp[i, e] = seat_vp[s]
            turns[i, e] = seat_turns[s]


def play(names, seed, games, nthreads):
    """(vp, turns), each (games, entries), of `games` games of the built-in bots `names`
    (entries in this order) from run seed `seed`; each of nthreads threads plays a
    contiguous share."""
    entries = np.array([BOTS[x] for x in names], np.int64)
    smithy, witch, piles = supply_of(names)
    vp = np.zeros((games, len(names)), np.int64)
    turns = np.zeros((games, len(names)), np.int64)
    bounds = [games * t // nthreads for t in range(nthreads + 1)]

    def run(t):
        worker(seed, bounds[t], bounds[t + 1], entries, smithy, witch, piles, vp, turns)
    if nthreads == 1:
        run(0)
    else:
        with ThreadPoolExecutor(nthreads) as pool:
            list(pool.map(run, range(nthreads)))
    return vp, turns
