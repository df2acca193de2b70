"""What a Dominion seat cannot see, for the hidden-information check of tests/test_api.py:
`resample` redraws it, `observe` lists everything the view module tells the seat.

Hidden from a seat: the other players' hands and draw piles (their sizes are public) and
the order of its own draw pile. Public: every Supply pile, the trash, what each player owns
(every gain and trash is seen), hand and draw pile sizes, the play area, revealed cards.
A helper that shows a hand (`in_hand`, `hand_money`) is asked for every seat: it must
answer only for the asking seat's own.
"""
import numpy as np
from numba import njit

from simcore.rng import below, next_u64

from . import view
from .state import CAP, MAT_HAVEN, MAT_NATIVE, MATS, NO_DECISION, REV, STATE

WANT_MAX = 12               # want(g, me, x) is asked for x = 0 .. WANT_MAX - 1
OPTIONS = 8                 # taken(g, o) for o = 0 .. OPTIONS - 1


@njit(cache=True)
def _shuffle(a, k, r):
    for i in range(k - 1, 0, -1):
        r, y = next_u64(r)
        j = below(y, i + 1)
        t = a[i]
        a[i] = a[j]
        a[j] = t
    return r


@njit(cache=True)
def resample(g, seat, x):
    """From random bits x: every other player's hand, face-down mats (Haven's, Native
    Village's) and draw pile dealt again from their cards together (each zone's size kept),
    and the seat's own draw pile shuffled. The deal depends on x and what the seat knows
    alone: the cards are put in order before they are shuffled, so no arrangement of the
    hidden cards shows through (the rollout player deals its copies with it)."""
    pool = np.empty(2 * CAP, np.int64)
    r = x
    for p in range(g.n):
        k = 0
        if p != seat:
            for j in range(g.ncards):
                c = g.cards[j]
                for _ in range(g.hand[p, c] + g.mat[p, MAT_HAVEN, c] + g.mat[p, MAT_NATIVE, c]):
                    pool[k] = c
                    k += 1
        for i in range(g.deck_n[p]):
            pool[k] = g.deck[p, i]
            k += 1
        pool[:k] = np.sort(pool[:k])
        r = _shuffle(pool, k, r)
        i = 0
        if p != seat:
            i = _deal_counts(g.hand[p], g.cards, g.ncards, pool, i, g.hand_n[p])
            for m in (MAT_HAVEN, MAT_NATIVE):
                i = _deal_counts(g.mat[p, m], g.cards, g.ncards, pool, i, g.mat_n[p, m])
        for d in range(g.deck_n[p]):
            g.deck[p, d] = pool[i]
            i += 1


@njit(cache=True)
def _deal_counts(counts, cards, ncards, pool, i, size):
    """A zone kept as copies per card gets the next `size` cards of pool (from i on)."""
    for j in range(ncards):
        counts[cards[j]] = 0
    for _ in range(size):
        counts[pool[i]] += 1
        i += 1
    return i


@njit(cache=True)
def _answers(g, seat):
    """Every view answer for `seat`, in a fixed order."""
    out = [np.int64(0)]
    me = seat
    for j in range(g.ncards):
        c = g.cards[j]
        out.append(np.int64(view.ok(g, c)))
        out.append(np.int64(view.allowed(g, c)))
        out.append(np.int64(view.cost(g, c)))
        out.append(np.int64(view.count(g, me, c)))
        out.append(np.int64(view.supply(g, c)))
        for p in range(g.n):                # any seat may be asked for: only mine answers
            out.append(np.int64(view.in_hand(g, p, c)))
        out.append(np.int64(view.in_play(g, c)))
        out.append(np.int64(view.trashed(g, c)))
        out.append(np.int64(view.wants(g, me, c)))
    for p in range(g.n):
        out.append(np.int64(view.hand_size(g, p)))
        out.append(np.int64(view.turn(g, p)))
        out.append(np.int64(view.vp(g, p)))
        out.append(np.int64(view.vp_tokens(g, p)))
        out.append(np.int64(view.deck_left(g, p)))
    for x in range(WANT_MAX):
        out.append(np.int64(view.want(g, me, x)))
    for o in range(OPTIONS):
        out.append(np.int64(view.taken(g, o)))
    for i in range(REV):
        out.append(np.int64(view.revealed(g, i)))
    out.append(np.int64(view.coins(g)))
    out.append(np.int64(view.money(g, me)))
    out.append(np.int64(view.treasures(g, me)))
    out.append(np.int64(view.deck_size(g, me)))
    out.append(np.int64(view.prov(g)))
    out.append(np.int64(view.empty_piles(g)))
    out.append(np.int64(view.actions(g)))
    out.append(np.int64(view.buys(g)))
    out.append(np.int64(view.players(g)))
    out.append(np.int64(view.decision(g)))
    out.append(np.int64(view.source(g)))
    out.append(np.int64(view.about(g)))
    out.append(np.int64(view.revealed_owner(g)))
    out.append(np.int64(view.left(g)))
    out.append(np.int64(view.options(g)))
    out.append(np.int64(view.revealed_n(g)))
    for p in range(g.n):
        out.append(np.int64(view.hand_money(g, p)))
        for j in range(g.ncards):
            c = g.cards[j]
            out.append(np.int64(view.staying(g, p, c)))
            out.append(np.int64(view.pirate_coins(g, p)))
            for m in range(MATS):
                out.append(np.int64(view.on_mat(g, me, p, m, c)))
    for j in range(g.ncards):
        out.append(np.int64(view.embargo_tokens(g, g.cards[j])))
    return out


def observe(g, seat):
    """Every answer the view module gives `seat` now: as the decider if it is, otherwise
    with no decision of its own pending."""
    st = np.zeros(1, STATE)
    st[0] = g
    h = st[0]
    if int(h["dec_p"]) != seat:
        h["dec"] = NO_DECISION
    h["dec_p"] = seat
    return tuple(int(v) for v in _answers(h, seat))
