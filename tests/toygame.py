"""A tiny hidden-card game, registered only by tests/test_toy_game.py, to show that the
shared core knows no Dominion: its own state dtype (the common header plus two fields), its
own setup arguments, result fields, end reasons, policy shape and hidden information.

High card: a deck of `size` cards (0..size-1) is shuffled and each seat gets one face down.
In seat order each seat answers "bet" (1) or "fold" (0). The highest card among those who
bet wins; if everyone folds, seat 0 wins. Results per seat: its card and whether it bet.
"""
from dataclasses import dataclass

import numpy as np
import pyarrow as pa
from numba import njit

from simcore.game import Game, header_fields, state_dtype
from simcore.games import Bots
from simcore.rng import below, next_u64

MAXP = 8
STATE = state_dtype(header_fields(MAXP, log_size=16) + [
    ("n", np.int64), ("size", np.int64), ("card", np.int64, (MAXP,)),
    ("bet", np.int64, (MAXP,)), ("deck", np.int64, (16,)), ("deck_n", np.int64),
])
END_NAMES = ["", "showdown", "all_fold"]
DECISION_NAMES = ["none", "bet"]
RESULT = np.dtype([("card", np.int64), ("bet", np.int64)])


def new_states(k=1):
    return np.zeros(k, STATE)


@njit(cache=True)
def setup(g, n, key, args):
    size, = args
    g.n, g.size, g.rng = n, size, key
    g.done, g.end, g.steps, g.log_n = False, 0, 0, 0
    for p in range(MAXP):
        g.fallbacks[p] = 0
        g.bet[p] = -1
        g.card[p] = -1
    for i in range(size):
        g.deck[i] = i
    for i in range(size - 1, 0, -1):                # Fisher-Yates with the game's stream
        g.rng, x = next_u64(g.rng)
        j = below(x, i + 1)
        g.deck[i], g.deck[j] = g.deck[j], g.deck[i]
    g.deck_n = size
    for p in range(n):
        g.deck_n -= 1
        g.card[p] = g.deck[g.deck_n]
    g.dec, g.dec_p = 1, 0


@njit(cache=True)
def legal(g, a):
    return g.dec == 1 and (a == 0 or a == 1)


@njit(cache=True)
def default_choice(g):
    return np.int64(1 if 2 * g.card[g.dec_p] >= g.size else 0)


@njit(cache=True)
def random_answer(g, x):
    return np.int64(x & np.uint64(1))


@njit(cache=True)
def step(g, a):
    if g.dec == 0:
        return
    p = g.dec_p
    if not legal(g, a):
        if g.fallbacks[p] == 0:
            g.fb_dec[p], g.fb_src[p], g.fb_answer[p] = g.dec, -1, a
            g.fb_turn[p], g.fb_cur[p] = 1, p
        g.fallbacks[p] += 1
        a = default_choice(g)
    g.bet[p] = a
    g.steps += 1
    if g.log_on and g.log_n < g.log.shape[0]:
        g.log[g.log_n, 0], g.log[g.log_n, 1], g.log[g.log_n, 2] = 1, p, a
        g.log_n += 1
    if p + 1 < g.n:
        g.dec_p = p + 1
        return
    g.dec, g.done = 0, True
    g.end = 2
    for q in range(g.n):
        if g.bet[q] == 1:
            g.end = 1


@njit(cache=True)
def check_reference(g):
    return np.zeros(1, np.int64)


@njit(cache=True)
def violation(g, ref):
    seen = np.zeros(16, np.int64)
    for p in range(g.n):
        seen[g.card[p]] += 1
    for i in range(g.deck_n):
        seen[g.deck[i]] += 1
    for c in range(g.size):
        if seen[c] != 1:
            return 1                                # cards not conserved
    if not g.done and not (0 <= g.dec_p < g.n):
        return 2
    return 0


@njit(cache=True)
def entry_result(g, s, r):
    r.card = g.card[s]
    r.bet = g.bet[s]


@njit(cache=True)
def entry_extra(g, s, row):
    row[0] = g.card[s]


def outcomes(res):
    card, bet = res["card"], res["bet"]
    score = np.where(bet == 1, card, -1)
    win = score == score.max(axis=1, keepdims=True)
    fold_all = (bet != 1).all(axis=1)
    win[fold_all] = False
    win[fold_all, 0] = True                         # entry order: fine for a toy
    share = win / win.sum(axis=1, keepdims=True)
    return share, np.where(win, 2, 0)


# the view: what a seat may see (its card, every bet so far)
@njit(cache=True)
def my_card(g, me):
    return g.card[me]


@njit(cache=True)
def bets(g, p):
    return g.bet[p]


def observe(g, seat):
    return (int(my_card(g, seat)), tuple(int(bets(g, p)) for p in range(int(g["n"]))),
            int(g["dec_p"]), int(g["deck_n"]))


def resample(g, seat, x):
    """Redraw the other seats' cards and the deck from the cards `seat` has not seen."""
    rng = np.random.default_rng(int(x))
    n, size = int(g["n"]), int(g["size"])
    unseen = [c for c in range(size) if c != g["card"][seat]]
    rng.shuffle(unseen)
    for p in range(n):
        if p != seat:
            g["card"][p] = unseen.pop()
    g["deck"][:len(unseen)] = unseen
    g["deck_n"] = len(unseen)


# strategies: one function (g, me, prm) -> answer
@njit(cache=True)
def always_bet(g, me, prm):
    return 1


@njit(cache=True)
def threshold(g, me, prm):
    return 1 if my_card(g, me) >= prm[0] else 0


@dataclass
class Bot:
    name: str
    fn: object
    params: tuple = ()

    def prm(self):
        a = np.zeros(4, np.int64)
        a[:len(self.params)] = self.params
        return a

    def functions(self):
        return [self.fn]

    def source_text(self):
        import inspect
        return inspect.getsource(self.fn.py_func)


BOTS = [Bot("always", always_bet), Bot("half", threshold, (5,)), Bot("high", threshold, (8,))]


def policy_source(kinds):
    from simcore.driver import where
    lines = []
    for i, s in enumerate(kinds):
        mod, name = where(s.fn)
        lines.append(f"from {mod} import {name} as f{i}")
    lines += ["", "", "@njit(cache=True)", "def policy(pol, sid, g, me, prm):"]
    for i in range(len(kinds)):
        lines.append(f"    if sid == {i}:\n        return f{i}(g, me, prm)")
    lines.append("    return -2")
    return "\n".join(lines)


@dataclass
class Run:
    strategies: list
    games: int = 100
    seed: int = 0
    threads: int = 1
    chunk: int = 100
    size: int = 10

    @property
    def game(self):
        return GAME

    @property
    def players(self):
        return len(self.strategies)

    def setup_args(self):
        return (int(self.size),)

    def driver(self):
        from simcore.driver import Driver, build
        kinds = list(BOTS)
        for s in self.strategies:
            if s not in kinds:
                kinds.append(s)
        ids = "|".join(f"{s.name}:{s.fn.py_func.__module__}.{s.fn.py_func.__name__}"
                       for s in kinds)
        mod = build(GAME, kinds, ids)
        return Driver(mod), np.array([kinds.index(s) for s in self.strategies], np.int64)


def example(players, games=100, seed=0, threads=1, chunk=100):
    return Run([BOTS[e % 3] for e in range(players)], games=games, seed=seed, threads=threads,
               chunk=chunk)


GAME = Game(
    id="toy", title="High card", version=1, min_players=2, max_players=MAXP,
    perfect_information=False, state_dtype=STATE, new_states=new_states, setup=setup,
    step=step, legal=legal, default_choice=default_choice, random_answer=random_answer,
    violation=violation, check_reference=check_reference,
    check_names=["ok", "cards not conserved", "decider out of range"],
    entry_result=entry_result, entry_extra=entry_extra, result_dtype=RESULT,
    outcomes=outcomes, end_names=END_NAMES, decision_names=DECISION_NAMES,
    describe_answer=lambda info: f"{int(info[2])} to a bet", render_log=lambda ev, names: [],
    view_module="tests.toygame", policy_source=policy_source,
    summary_labels=lambda m: [("deck_size", pa.int64(), m.size if m is not None else 0)],
    extra_columns=lambda m: ["hand_card"],
    run_metadata=lambda m, common: dict(common, deck_size=str(m.size)),
    run_keys={"deck_size": "deck size"},
    describe_strategy=lambda s: {"params": list(s.params)},
    max_steps=100, resample=resample, observe=observe,
)

# its bots, as a strategies package hands them to the core (tests/test_toy_game.py registers
# them with simcore.games.register_bots)
PLAYERS = Bots(registry={b.name: b for b in BOTS}, get=None, error=ValueError, package="tests",
               example=example)
