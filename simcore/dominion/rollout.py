"""The rollout player: at each of its buys and gains, an entry whose strategy asks for
rollouts (pol's ROLLOUTS column: K > 0) tries every legal answer K times on copies of the
game and takes the one that won most, its own rules playing every seat to the end of each
copy. Policy improvement by simulation (a one-step lookahead over the base bot): where
the copies cannot tell the answers apart, the base bot's own answer stands.

What the player may not see is dealt again in every copy (hidden.resample: the others'
hands and draw piles, the order of its own), so a copy knows only what the seat knows. The
K copies of a decision are the same K deals and the same random streams for every answer
(common random numbers: the answers are compared on the same futures, not on noise). The
deals and streams are keyed on what everyone sees (turns, Supply, every seat's cards owned,
the pending buy), never on the game's own random stream, which holds the coming shuffles:
the choice is a function of what the seat knows, and the same game gives the same choices
whatever the threads.
"""
import numpy as np
from numba import njit

from simcore.rng import mix64, next_u64

from .asking import PLAIN_BUY, ROLLOUTS, answer, ask, plain_buy, step_at
from .decisions import legal
from .hidden import resample
from .state import BUY, GAIN, NONE, STATE

SALT = np.uint64(0x5DEECE66D2545F49)     # rollout streams: apart from the game's own
Z = 2.5                                   # standard errors an answer must beat the base by
PRIOR_N, PRIOR_VAR = 2, 0.25              # the noise assumed before the copies (spread)


@njit(cache=True)
def public_key(g):
    """64 random bits from the public position alone."""
    z = SALT
    for p in range(g.n):
        z = mix64(z ^ np.uint64(g.turns[p] + 1))
        for j in range(g.ncards):
            z = mix64(z ^ np.uint64(g.owned[p, g.cards[j]] * 64 + j))
    for j in range(g.ncards):
        z = mix64(z ^ np.uint64(g.supply[g.cards[j]] * 64 + j))
    return mix64(z ^ np.uint64(g.dec_p * 1024 + g.dec_hi * 16 + g.buys))


@njit(cache=True)
def share(g, me):
    """Seat me's share of the win of finished game g: the most VP wins, then the fewest
    turns; those still tied share it."""
    best = -(1 << 40)
    for p in range(g.n):
        best = max(best, g.vp[p])
    fewest = 1 << 40
    for p in range(g.n):
        if g.vp[p] == best:
            fewest = min(fewest, g.turns[p])
    if g.vp[me] != best or g.turns[me] != fewest:
        return 0.0
    k = 0
    for p in range(g.n):
        if g.vp[p] == best and g.turns[p] == fewest:
            k += 1
    return 1.0 / k


@njit(cache=True)
def play_out(pol, e, h, prm):
    """Entry e's own rules answer every decision of copy h, for every seat, to its end."""
    while not h.done:
        step_at(pol, h, answer(pol, e, h, h.dec_p, prm))


@njit(cache=True)
def candidates(g, base):
    """The answers tried: the base bot's first, then every other legal card and NONE."""
    out = np.empty(g.ncards + 2, np.int64)
    out[0] = base
    n = 1
    if base != NONE and legal(g, NONE):
        out[n] = NONE
        n += 1
    for j in range(g.ncards):
        c = g.cards[j]
        if c != base and legal(g, c):
            out[n] = c
            n += 1
    return out[:n]


@njit(cache=True)
def value(g, me):
    """What a finished copy is worth to seat me: its share of the win, and a thousandth of
    its VP lead over the best other seat, which tells apart answers that win (or lose)
    every copy alike."""
    lead = -(1 << 40)
    for p in range(g.n):
        if p != me:
            lead = max(lead, g.vp[p])
    return share(g, me) + (g.vp[me] - lead) / 1000.0


@njit(cache=True)
def pick(pol, e, g, me, prm):
    """Entry e's answer to the pending buy or gain of seat me: the candidate worth most
    over K copies, where it beats the base bot's answer copy by copy by more than the
    noise (a paired test at Z standard errors, `spread`); else the base bot's answer."""
    k = pol[e, ROLLOUTS]
    base = answer(pol, e, g, me, prm)
    cand = candidates(g, base)
    n = len(cand)
    if n == 1:
        return base
    diff = np.zeros(n)          # sums over the copies of (value - the base answer's value)
    diff2 = np.zeros(n)
    copies = np.empty(2, STATE)
    dealt, h = copies[0:1], copies[1:2]
    ctr = public_key(g)
    vals = np.empty(n)
    for r in range(k):
        ctr, deal = next_u64(ctr)
        ctr, stream = next_u64(ctr)
        dealt[0] = g
        resample(dealt[0], me, deal)
        for i in range(n):
            h[0] = dealt[0]
            h[0].rng = stream
            step_at(pol, h[0], cand[i])
            play_out(pol, e, h[0], prm)
            vals[i] = value(h[0], me)
        for i in range(1, n):
            d = vals[i] - vals[0]
            diff[i] += d
            diff2[i] += d * d
    best, top = 0, 0.0
    for i in range(1, n):
        mean = diff[i] / k
        if mean > top and mean * mean * k > Z * Z * spread(diff[i], diff2[i], k):
            best, top = i, mean
    return cand[best]


@njit(cache=True)
def spread(total, squares, k):
    """The variance of the copies' differences, drawn towards PRIOR_VAR as if PRIOR_N more
    copies had shown it: a handful of copies that happened to agree tell nothing of the
    noise (K = 1 never leaves the base bot's answer)."""
    mean = total / k
    return (max(squares - k * mean * mean, 0.0) + PRIOR_N * PRIOR_VAR) / (k - 1 + PRIOR_N)


@njit(cache=True, inline="always")
def decide(pol, e, g, me, prm):
    """The loop's answer for entry e: a rollout entry's buys and gains are searched (pick),
    every other decision is its rules' (asking.answer). A plain buy, most turns' one
    decision, is tested first and costs what it cost before rollouts (PLAIN_BUY)."""
    if g.dec == BUY and pol[e, PLAIN_BUY]:
        return plain_buy(pol, e, g, me, prm)
    if (g.dec == BUY or g.dec == GAIN) and pol[e, ROLLOUTS] > 0:
        return pick(pol, e, g, me, prm)
    return ask(pol, e, g, me, prm)
