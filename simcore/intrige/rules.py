"""The Intrige rules as a state machine (compiled).

    setup(g, n, key, opt)   deal a new game for n players (seat 0 starts); the first decision
                            is pending afterwards
    step(g, x)              answer the pending decision (DEFER: the default; an illegal answer
                            is replaced by the default and counted) and run to the next one
    let_stand(g)            step(g, 0) while a challenge is pending, inlined into the caller
    legal(g, x)             is x a legal answer to the pending decision?
    default_choice(g)       the default answer (an honest, careful player)
    random_answer(g)        a uniformly random legal answer (drawn from the policy stream)

A turn (seed, "Die Reihenfolge"): 1 announce the action (and target; Coup and Dagger are paid
now); 2 a role action may be challenged; 3 if it stands and can be blocked, a block may be
claimed; 4 the block may be challenged; 5 the action happens. Rounds of "does anyone
challenge / block?" ask the other players one at a time in seat order after the claimer; the
first yes counts. Losing an influence asks the loser which face-down card to turn up (only
when the two differ). The rule options (g.opt, options.py) change the marked places.
"""
import numpy as np
from numba import int64 as i8
from numba import njit, void

from simcore.rng import below, mix64, next_u64

from .state import (
    ACE,
    ACTION_ROLE,
    AID,
    BANK0,
    BLK_AID,
    BLK_DAGGER,
    BLK_STEAL_ACE,
    BLK_STEAL_TEN,
    COUP,
    D_ACTION,
    D_BLOCK,
    D_CHALLENGE,
    D_LOSE,
    D_NONE,
    D_RETURN,
    D_SHOW,
    DAGGER,
    DEFER,
    END_TURN_LIMIT,
    END_WIN,
    EV_ACTION,
    EV_BLOCK,
    EV_BLOCKED,
    EV_CHALLENGE,
    EV_COINS,
    EV_DEAL,
    EV_DONE,
    EV_DRAW,
    EV_FAILED,
    EV_FALLBACK,
    EV_HAND,
    EV_KEEP,
    EV_LOSE,
    EV_NOSHOW,
    EV_OUT,
    EV_REDRAW,
    EV_RETURN,
    EV_SHOW,
    EV_TURN,
    EV_WIN,
    EXCHANGE,
    INCOME,
    JACK,
    KING,
    LOG,
    MAXP,
    NA,
    NONE,
    NR,
    O_AID,
    O_BLOCK_AFTER_LOST,
    O_CHALLENGE_FIRST,
    O_CLAIM_SHOWN,
    O_COINS,
    O_COPIES,
    O_COUP_COST,
    O_DAGGER_COST,
    O_EXCHANGE_ONE,
    O_FORCED_COUP,
    O_INCOME,
    O_REFUSE_SHOW,
    O_SPEAK,
    O_START2,
    O_STEAL,
    O_TAX,
    O_TURN_LIMIT,
    PAIR,
    QUEEN,
    RECORD,
    S_ACTION,
    S_BLOCK,
    S_BLOCK_FAILED,
    S_CHAL,
    S_END,
    S_LOSE,
    S_OVER,
    S_REDRAW,
    S_RESOLVE,
    S_RETURN,
    S_SHOW,
    S_TURN,
    STEAL,
    TARGETED,
    TAX,
    TEN,
)

# how much a card is worth keeping, for the defaults (KING: Tax is the surest income; then the
# Dagger, the Queen against it, the Ten, the Ace); measured in docs/intrige.md
KEEP_VALUE = np.array([1, 5, 3, 4, 2], np.int64)


# --- small helpers --------------------------------------------------------------------

@njit(void(RECORD, i8, i8, i8, i8), cache=True)
def emit(g, kind, p, a, b):
    if g.log_on and g.log_n < LOG:
        k = g.log_n
        g.log[k, 0] = kind
        g.log[k, 1] = p
        g.log[k, 2] = a
        g.log[k, 3] = b
        g.log_n = k + 1


@njit(i8(RECORD, i8), cache=True)
def rand(g, n):
    """A number in [0, n) from the game's stream."""
    r, x = next_u64(g.rng)
    g.rng = r
    return below(x, n)


@njit(i8(RECORD, i8), cache=True)
def prand(g, n):
    """A number in [0, n) from the policies' stream (never the game's: a random bot does not
    change the shuffles)."""
    r, x = next_u64(g.prng)
    g.prng = r
    return below(x, n)


@njit(cache=True)
def shuffle_court(g):
    for i in range(g.court_n - 1, 0, -1):
        j = rand(g, i + 1)
        t = g.court[i]
        g.court[i] = g.court[j]
        g.court[j] = t


@njit(i8(RECORD, i8), cache=True)
def draw(g, p):
    """p draws the court's top card face down; returns its rank."""
    g.court_n -= 1
    r = g.court[g.court_n]
    g.hid[p, g.hid_n[p]] = r
    g.hid_n[p] += 1
    return r


@njit(i8(RECORD, i8, i8), cache=True)
def holds(g, p, r):
    """Copies of rank r among p's face-down cards. (Two slots, spelled out: as a loop over
    hid_n, LLVM vectorises it for long hands that never come, and the bots ask this at
    nearly every decision.)"""
    n = g.hid_n[p]
    k = 0
    if n > 0:
        k += g.hid[p, 0] == r
        if n > 1:
            k += g.hid[p, 1] == r
    return k


@njit(i8(RECORD, i8, i8), cache=True)
def shown(g, p, r):
    """Copies of rank r among p's face-up cards (two slots, as holds)."""
    n = g.up_n[p]
    k = 0
    if n > 0:
        k += g.up[p, 0] == r
        if n > 1:
            k += g.up[p, 1] == r
    return k


@njit(void(RECORD, i8, i8), cache=True)
def remove_hidden(g, p, r):
    """Take one face-down r out of p's hand (the caller puts it somewhere)."""
    for i in range(g.hid_n[p]):
        if g.hid[p, i] == r:
            g.hid_n[p] -= 1
            g.hid[p, i] = g.hid[p, g.hid_n[p]]
            g.hid[p, g.hid_n[p]] = NONE
            return


@njit(i8(RECORD, i8), cache=True)
def next_seat(g, p):
    p += 1
    return 0 if p >= g.n else p


@njit(void(RECORD, i8, i8), cache=True)
def add_coins(g, p, k):
    """p takes k coins from the bank (k < 0: pays them)."""
    g.coins[p] += k
    g.bank -= k
    emit(g, EV_COINS, p, k, g.coins[p])


@njit(void(RECORD, i8, i8), cache=True)
def pose(g, kind, p):
    g.dec = kind
    g.dec_p = p


@njit(void(RECORD, i8, i8), cache=True)
def note_claim(g, p, r):
    g.claims[p, r] += 1
    g.fresh[p, r] += 1
    g.st_claim[p, r] += 1
    if holds(g, p, r) == 0:
        g.st_bluff[p, r] += 1


# --- losing influence -----------------------------------------------------------------

@njit(void(RECORD, i8), cache=True)
def finish(g, reason):
    g.done = True
    g.end = reason
    g.stage = S_OVER
    g.dec = D_NONE
    g.winner = NONE
    if reason == END_WIN:
        for p in range(g.n):
            if g.hid_n[p] > 0:
                g.winner = p
        emit(g, EV_WIN, g.winner, 0, 0)
    else:
        emit(g, EV_WIN, NONE, 0, 0)


@njit(void(RECORD, i8, i8), cache=True)
def reveal(g, p, r):
    """p turns the face-down r face up; with none left p is out (coins to the bank); the
    last player with a face-down card wins."""
    remove_hidden(g, p, r)
    g.up[p, g.up_n[p]] = r
    g.up_n[p] += 1
    g.up_rank[r] += 1
    emit(g, EV_LOSE, p, r, 0)
    if g.hid_n[p] == 0:
        g.out_turn[p] = g.turn
        if g.coins[p] != 0:
            add_coins(g, p, -g.coins[p])
        g.alive_n -= 1
        emit(g, EV_OUT, p, 0, 0)
        if g.alive_n == 1:
            finish(g, END_WIN)


@njit(void(RECORD, i8, i8), cache=True)
def lose(g, p, after):
    """p loses an influence, then the turn goes on at stage `after`. p chooses the card
    when the two face-down cards differ."""
    if g.hid_n[p] == 2 and g.hid[p, 0] != g.hid[p, 1]:
        g.lose_p = p
        g.after = after
        g.stage = S_LOSE
        pose(g, D_LOSE, p)
    else:
        g.stage = after
        reveal(g, p, g.hid[p, 0])


# --- rounds of asking -----------------------------------------------------------------

@njit(cache=True, inline="always")
def start_round(g, claimer):
    """Ask the others in seat order after the claimer (O_SPEAK = 1: from a random other
    one on). The round walks all n seats once; the rounds skip the claimer themselves.
    (Inlined, as may_claim and announce: each a call or more a decision, and the calls cost
    more than their bodies; measured 3-4% of a fox x4 game's instructions.)"""
    g.asker = claimer
    if g.opt[O_SPEAK] == 1:
        for _ in range(rand(g, g.n - 1)):
            g.asker = next_seat(g, g.asker)
    g.ask_left = g.n


@njit(void(RECORD, i8, i8), cache=True)
def start_challenge(g, ctx, claimer):
    g.ctx = ctx
    g.claimer = claimer
    g.role = ACTION_ROLE[g.act] if ctx == 0 else g.brole
    g.challenger = NONE
    start_round(g, claimer)
    g.stage = S_CHAL


@njit(cache=True)
def start_block(g):
    g.blocker = NONE
    start_round(g, g.cur)
    g.stage = S_BLOCK


@njit(i8(i8), cache=True)
def blockable(a):
    return a == AID or a == DAGGER or a == STEAL


@njit(cache=True)
def action_stands(g):
    """The action's claim stood (or there was none): on to the block, or to the action."""
    if g.opt[O_CHALLENGE_FIRST] == 1 and blockable(g.act):
        start_block(g)
    else:
        g.stage = S_RESOLVE


@njit(cache=True)
def no_block(g):
    """Nobody blocked, or the block failed: on to the action (or, block first, to the
    challenge of the action's claim)."""
    if g.opt[O_CHALLENGE_FIRST] == 0 and ACTION_ROLE[g.act] >= 0:
        start_challenge(g, 0, g.cur)
    else:
        g.stage = S_RESOLVE


# --- the stages -----------------------------------------------------------------------

@njit(cache=True)
def start_turn(g):
    if g.turn >= g.opt[O_TURN_LIMIT] * g.n:
        finish(g, END_TURN_LIMIT)
        return
    emit(g, EV_TURN, g.cur, g.turns[g.cur] + 1, g.coins[g.cur])
    emit(g, EV_HAND, g.cur, g.hid[g.cur, 0], g.hid[g.cur, 1])
    g.blocker = NONE
    g.challenger = NONE
    g.chal_lost = NONE
    g.paid = 0
    g.stage = S_ACTION
    pose(g, D_ACTION, g.cur)


@njit(cache=True, inline="always")
def announce(g, x):
    """The current player announces action x (action * 8 + target)."""
    p = g.cur
    a = x >> 3
    g.act = a
    g.tgt = (x & 7) if TARGETED[a] else NONE
    g.turns[p] += 1
    g.turn += 1
    g.last_act[p] = a
    g.st_act[p, a] += 1
    emit(g, EV_ACTION, p, a, g.tgt)
    if a == INCOME:
        add_coins(g, p, g.opt[O_INCOME])
        g.st_act_ok[p, a] += 1
        g.stage = S_END
        return
    if a == COUP:
        add_coins(g, p, -g.opt[O_COUP_COST])
        g.st_act_ok[p, a] += 1
        lose(g, g.tgt, S_END)
        return
    if a == DAGGER:
        add_coins(g, p, -g.opt[O_DAGGER_COST])
        g.paid = g.opt[O_DAGGER_COST]
    if ACTION_ROLE[a] >= 0:
        note_claim(g, p, ACTION_ROLE[a])
        if g.opt[O_CHALLENGE_FIRST] == 1 or not blockable(a):
            start_challenge(g, 0, p)
            return
    start_block(g)          # Foreign Aid, or (block first) Dagger and Steal


@njit(cache=True, inline="always")
def challenge_round(g):
    while g.ask_left > 0:
        g.asker = next_seat(g, g.asker)
        g.ask_left -= 1
        if g.asker != g.claimer and g.hid_n[g.asker] > 0:
            pose(g, D_CHALLENGE, g.asker)
            return
    # nobody challenged: the claim stands
    if g.ctx == 0:
        action_stands(g)
    else:
        block_stands(g)


@njit(cache=True)
def block_stands(g):
    g.st_blk_ok[g.blocker, block_index(g.act, g.brole)] += 1
    emit(g, EV_BLOCKED, g.blocker, g.act, g.brole)
    g.stage = S_END


@njit(i8(i8, i8), cache=True)
def block_index(a, r):
    if a == AID:
        return BLK_AID
    if a == DAGGER:
        return BLK_DAGGER
    return BLK_STEAL_TEN if r == TEN else BLK_STEAL_ACE


@njit(i8(RECORD, i8), cache=True)
def may_block(g, p):
    """May p block the announced action now?"""
    if p == g.cur or g.hid_n[p] == 0:
        return False
    if g.act == AID:
        return True
    if p != g.tgt:
        return False
    return g.opt[O_BLOCK_AFTER_LOST] == 1 or g.chal_lost != p


@njit(cache=True, inline="always")
def block_round(g):
    while g.ask_left > 0:
        g.asker = next_seat(g, g.asker)
        g.ask_left -= 1
        if may_block(g, g.asker):
            pose(g, D_BLOCK, g.asker)
            return
    no_block(g)


@njit(cache=True)
def challenged(g, x):
    """x challenges the claim at stake."""
    g.challenger = x
    g.chal_by[x] += 1
    g.st_chal[x, g.ctx] += 1
    emit(g, EV_CHALLENGE, x, g.claimer, g.role)
    if holds(g, g.claimer, g.role) > 0:
        if g.opt[O_REFUSE_SHOW] == 1:
            g.stage = S_SHOW
            pose(g, D_SHOW, g.claimer)
        else:
            proven(g)
    else:
        claim_fails(g)


@njit(cache=True)
def proven(g):
    """The claimer shows the card: the challenger loses an influence, then the claimer
    shuffles the card into the court and draws a new one."""
    emit(g, EV_SHOW, g.claimer, g.role, 0)
    if g.ctx == 0:
        g.chal_lost = g.challenger
    lose(g, g.challenger, S_REDRAW)


@njit(cache=True)
def redraw(g):
    c = g.claimer
    remove_hidden(g, c, g.role)
    g.court[g.court_n] = g.role
    g.court_n += 1
    shuffle_court(g)
    r = draw(g, c)
    for k in range(NR):
        g.fresh[c, k] = 0
    emit(g, EV_REDRAW, c, r, 0)
    if g.ctx == 0:
        action_stands(g)
    else:
        block_stands(g)


@njit(cache=True)
def claim_fails(g):
    """The claimer does not show the role: loses an influence; the action (the Dagger's
    coins come back) or the block fails."""
    g.st_chal_ok[g.challenger, g.ctx] += 1
    g.caught[g.claimer] += 1
    emit(g, EV_NOSHOW, g.claimer, g.role, 0)
    if g.ctx == 0:
        emit(g, EV_FAILED, g.cur, g.act, 0)
        if g.paid > 0:
            add_coins(g, g.cur, g.paid)
            g.paid = 0
        lose(g, g.claimer, S_END)
    else:
        lose(g, g.claimer, S_BLOCK_FAILED)


@njit(cache=True)
def resolve(g):
    """The action happens."""
    p, a, t = g.cur, g.act, g.tgt
    if t >= 0 and g.hid_n[t] == 0:           # the target went out meanwhile: nothing to do
        emit(g, EV_FAILED, p, a, 1)
        g.stage = S_END
        return
    g.st_act_ok[p, a] += 1
    emit(g, EV_DONE, p, a, t)
    g.stage = S_END
    if a == AID:
        add_coins(g, p, g.opt[O_AID])
    elif a == TAX:
        add_coins(g, p, g.opt[O_TAX])
    elif a == DAGGER:
        lose(g, t, S_END)
    elif a == STEAL:
        k = min(g.opt[O_STEAL], g.coins[t])
        add_coins(g, t, -k)
        add_coins(g, p, k)
    elif a == EXCHANGE:
        start_exchange(g)


@njit(cache=True)
def start_exchange(g):
    p = g.cur
    g.keep = g.hid_n[p]
    g.pool_n = 0
    for i in range(g.hid_n[p]):
        g.pool[g.pool_n] = g.hid[p, i]
        g.pool_n += 1
    g.hid_n[p] = 0
    k = 1 if (g.keep == 1 and g.opt[O_EXCHANGE_ONE] == 1) else 2
    for _ in range(k):
        g.court_n -= 1
        g.pool[g.pool_n] = g.court[g.court_n]
        emit(g, EV_DRAW, p, g.court[g.court_n], 0)
        g.pool_n += 1
    g.stage = S_RETURN
    exchange_round(g)


@njit(cache=True)
def exchange_round(g):
    """Ask the exchanger for the next card to return, or, when the rest is decided (as many
    left as to keep, or all alike), return them and shuffle the court."""
    p = g.cur
    same = True
    for i in range(1, g.pool_n):
        if g.pool[i] != g.pool[0]:
            same = False
    if g.pool_n > g.keep and not same:
        pose(g, D_RETURN, p)
        return
    while g.pool_n > g.keep:
        g.pool_n -= 1
        return_card(g, g.pool[g.pool_n])
    for i in range(g.pool_n):
        g.hid[p, i] = g.pool[i]
        emit(g, EV_KEEP, p, g.pool[i], 0)
    g.hid_n[p] = g.pool_n
    g.pool_n = 0
    for k in range(NR):
        g.fresh[p, k] = 0
    shuffle_court(g)
    g.stage = S_END


@njit(void(RECORD, i8), cache=True)
def return_card(g, r):
    g.court[g.court_n] = r
    g.court_n += 1
    emit(g, EV_RETURN, g.cur, r, 0)


@njit(cache=True)
def end_turn(g):
    p = next_seat(g, g.cur)
    while g.hid_n[p] == 0:
        p = next_seat(g, p)
    g.cur = p
    start_turn(g)


@njit(cache=True, inline="always")
def advance(g):
    """Run stages until a decision is pending or the game is over. (It and the two asking
    rounds are inlined into step and setup: most answers end in a round asking the next
    player, and the calls cost a fifth of the engine's time; inlining the rest as well was
    faster still but tripled the compile time of every driver: benchmarks/README.md.)"""
    while g.dec == D_NONE and not g.done:
        s = g.stage
        if s == S_CHAL:
            challenge_round(g)
        elif s == S_BLOCK:
            block_round(g)
        elif s == S_RESOLVE:
            resolve(g)
        elif s == S_END:
            end_turn(g)
        elif s == S_REDRAW:
            redraw(g)
        elif s == S_BLOCK_FAILED:
            no_block(g)
        elif s == S_TURN:
            start_turn(g)
        else:               # a stage that waits for an answer: cannot happen without one
            finish(g, END_TURN_LIMIT)


# --- legality, defaults, random answers -----------------------------------------------

@njit(cache=True, inline="always")
def may_claim(g, p, r):
    """May p claim role r (O_CLAIM_SHOWN = 0: not while p has an r face up)?"""
    return g.opt[O_CLAIM_SHOWN] == 1 or shown(g, p, r) == 0


@njit(cache=True, inline="always")
def is_legal(g, x):
    """legal, inlined into step, which asks it of every answer but a challenge's (measured:
    2% fewer instructions a fox x4 game). The bots' questions call legal: inlined into them
    as well it saved 3% more but cost a new strategy file half a second of compile time."""
    k = g.dec
    if k == D_ACTION:
        if x < 0 or x >= NA * 8:
            return False
        a, t, p = x >> 3, x & 7, g.cur
        c = g.coins[p]
        if c >= g.opt[O_FORCED_COUP] and a != COUP:
            return False
        if ACTION_ROLE[a] >= 0 and not may_claim(g, p, ACTION_ROLE[a]):
            return False
        if TARGETED[a] == 0:
            return t == 0
        if t >= g.n or t == p or g.hid_n[t] == 0:
            return False
        if a == COUP:
            return c >= g.opt[O_COUP_COST]
        if a == DAGGER:
            return c >= g.opt[O_DAGGER_COST]
        return g.coins[t] >= 1              # Steal: not from a player without coins
    if k == D_CHALLENGE or k == D_SHOW:
        return x == 0 or x == 1
    if k == D_BLOCK:
        if x == NONE:
            return True
        if x < 0 or x >= NR or not may_claim(g, g.dec_p, x):
            return False
        if g.act == AID:
            return x == KING
        if g.act == DAGGER:
            return x == QUEEN
        return x == TEN or x == ACE
    if k == D_LOSE:
        return 0 <= x < NR and holds(g, g.dec_p, x) > 0
    if k == D_RETURN:
        for i in range(g.pool_n):
            if g.pool[i] == x:
                return True
        return False
    return False


@njit(i8(RECORD, i8), cache=True)
def legal(g, x):
    """Is x a legal answer to the pending decision?"""
    return is_legal(g, x)


@njit(i8(RECORD, i8), cache=True)
def strongest(g, me):
    """The other player with the most influence, then the most coins, first in seat order
    after me."""
    best, bk = NONE, -1
    p = me
    for _ in range(g.n - 1):
        p = next_seat(g, p)
        if g.hid_n[p] > 0:
            k = g.hid_n[p] * 100 + g.coins[p]
            if k > bk:
                best, bk = p, k
    return best


@njit(i8(RECORD, i8), cache=True)
def richest(g, me):
    """The other player with the most coins (at least 1), NONE if none has any."""
    best, bk = NONE, 0
    p = me
    for _ in range(g.n - 1):
        p = next_seat(g, p)
        if g.hid_n[p] > 0 and g.coins[p] > bk:
            best, bk = p, g.coins[p]
    return best


@njit(i8(RECORD, i8, i8), cache=True)
def visible(g, me, r):
    """Copies of r that `me` can see: its own face-down ones and every face-up one."""
    return holds(g, me, r) + g.up_rank[r]


@njit(cache=True, inline="always")
def challenge_default(g):
    """The default answer to a challenge: challenge only a claim the cards the decider can
    see make impossible."""
    return 1 if visible(g, g.dec_p, g.role) >= g.copies else 0


@njit(i8(RECORD), cache=True)
def default_choice(g):
    """An honest, careful player: claims and blocks only with roles it holds, challenges only
    claims that the cards it can see make impossible, always shows, keeps the most useful
    cards (KEEP_VALUE)."""
    k, me = g.dec, g.dec_p
    if k == D_ACTION:
        if g.coins[me] >= g.opt[O_COUP_COST]:
            return COUP * 8 + strongest(g, me)
        if holds(g, me, KING) and may_claim(g, me, KING):
            return TAX * 8
        if (holds(g, me, JACK) and may_claim(g, me, JACK)
                and g.coins[me] >= g.opt[O_DAGGER_COST]):
            return DAGGER * 8 + strongest(g, me)
        t = richest(g, me)
        if holds(g, me, TEN) and may_claim(g, me, TEN) and t >= 0 and g.coins[t] >= 2:
            return STEAL * 8 + t
        return AID * 8
    if k == D_CHALLENGE:
        return challenge_default(g)
    if k == D_BLOCK:
        if g.act == AID:
            r = KING
        elif g.act == DAGGER:
            r = QUEEN
        else:
            r = TEN if holds(g, me, TEN) else ACE
        return r if holds(g, me, r) > 0 and may_claim(g, me, r) else NONE
    if k == D_SHOW:
        return 1
    if k == D_LOSE:
        a, b = g.hid[me, 0], g.hid[me, 1]
        return a if KEEP_VALUE[a] <= KEEP_VALUE[b] else b
    if k == D_RETURN:
        best = g.pool[0]
        for i in range(1, g.pool_n):
            if KEEP_VALUE[g.pool[i]] < KEEP_VALUE[best]:
                best = g.pool[i]
        return best
    return NONE


@njit(i8(RECORD), cache=True)
def random_answer(g):
    """A uniformly random legal answer (policy stream): the j-th of the legal answers in
    increasing order, j drawn below their count. One pass of `legal` into a bit mask, and
    none where every candidate is known legal or not (the random bot's games ran at 0.7 of
    `honest`'s, in `legal` asked twice for every candidate)."""
    k = g.dec
    if k == D_CHALLENGE or k == D_SHOW:
        return prand(g, 2)          # 0 and 1, both legal
    lo = NONE if k == D_BLOCK else 0
    hi = NA * 8 if k == D_ACTION else NR
    mask, m = 0, 0                  # bit x - lo: x is legal
    for x in range(lo, hi):
        # an action's target past the seats (or any but 0 when untargeted) is never legal
        if k == D_ACTION and (x & 7) >= (g.n if TARGETED[x >> 3] else 1):
            continue
        if legal(g, x):
            mask |= 1 << (x - lo)
            m += 1
    j = prand(g, m)
    for x in range(lo, hi):
        if (mask >> (x - lo)) & 1:
            if j == 0:
                return x
            j -= 1
    return DEFER


# --- the public interface -------------------------------------------------------------

@njit(cache=True)
def step(g, x):
    """Answer the pending decision with x and run on."""
    k = g.dec
    if k == D_NONE:
        return
    # a challenge's 0 or 1 (two answers in three) needs no call to `legal`
    if not (k == D_CHALLENGE and 0 <= x <= 1) and (x == DEFER or not is_legal(g, x)):
        if x != DEFER:
            p = g.dec_p
            if g.fallbacks[p] == 0:
                g.fb_dec[p] = k
                g.fb_src[p] = NONE
                g.fb_answer[p] = x
                g.fb_turn[p] = g.turns[g.cur]
                g.fb_cur[p] = g.cur
            g.fallbacks[p] += 1
            emit(g, EV_FALLBACK, p, k, x)
        x = default_choice(g)
    p = g.dec_p
    g.dec = D_NONE
    g.steps += 1
    if k == D_ACTION:
        announce(g, x)
    elif k == D_CHALLENGE:
        if x == 1:
            challenged(g, p)
    elif k == D_BLOCK:
        if x != NONE:
            g.blocker = p
            g.brole = x
            g.st_blk[p, block_index(g.act, x)] += 1
            note_claim(g, p, x)
            emit(g, EV_BLOCK, p, g.act, x)
            start_challenge(g, 1, p)
    elif k == D_SHOW:
        if x == 1:
            proven(g)
        else:
            claim_fails(g)
    elif k == D_LOSE:
        g.stage = g.after
        reveal(g, p, x)
    elif k == D_RETURN:
        for i in range(g.pool_n):
            if g.pool[i] == x:
                g.pool_n -= 1
                g.pool[i] = g.pool[g.pool_n]
                break
        return_card(g, x)
        exchange_round(g)
    advance(g)


@njit(void(RECORD), cache=True)
def run_on(g):
    """Run stages until a decision is pending or the game is over (advance, as a call)."""
    advance(g)


@njit(cache=True, inline="always")
def let_stand(g):
    """step(g, 0) while a challenge is pending: the deciding player lets the claim stand.
    Inlined into the driver's loop: the next player is asked without step's call and frame
    (two answers in three at four players; measured in benchmarks/README.md)."""
    g.dec = D_NONE
    g.steps += 1
    challenge_round(g)
    if g.dec == D_NONE:
        run_on(g)


@njit(cache=True)
def setup(g, n, key, opt):
    """Deal a new game for n players with rule options opt (O_*); seat 0 starts."""
    g.n = n
    for i in range(opt.shape[0]):
        g.opt[i] = opt[i]
    g.copies = opt[O_COPIES] if opt[O_COPIES] > 0 else (4 if n >= 7 else 3)
    g.rng = key
    g.prng = mix64(key ^ np.uint64(0x5DEECE66D))
    g.court_n = 0
    for r in range(NR):
        for _ in range(g.copies):
            g.court[g.court_n] = r
            g.court_n += 1
    shuffle_court(g)
    g.bank = BANK0
    for r in range(NR):
        g.up_rank[r] = 0
    for p in range(MAXP):
        g.hid_n[p] = 0
        g.up_n[p] = 0
        for i in range(2):
            g.hid[p, i] = NONE
            g.up[p, i] = NONE
        g.coins[p] = 0
        g.turns[p] = 0
        g.fallbacks[p] = 0
        g.last_act[p] = NONE
        g.caught[p] = 0
        g.chal_by[p] = 0
        g.out_turn[p] = NONE
        g.hand0[p] = NONE
        for r in range(NR):
            g.claims[p, r] = 0
            g.fresh[p, r] = 0
            g.st_claim[p, r] = 0
            g.st_bluff[p, r] = 0
        for i in range(NA):
            g.st_act[p, i] = 0
            g.st_act_ok[p, i] = 0
        for i in range(4):
            g.st_blk[p, i] = 0
            g.st_blk_ok[p, i] = 0
        for i in range(2):
            g.st_chal[p, i] = 0
            g.st_chal_ok[p, i] = 0
    g.log_n = 0
    for p in range(n):
        draw(g, p)
        draw(g, p)
        g.hand0[p] = PAIR[g.hid[p, 0], g.hid[p, 1]]
        emit(g, EV_DEAL, p, g.hid[p, 0], g.hid[p, 1])
        c = opt[O_START2] if (n == 2 and p == 0 and opt[O_START2] >= 0) else opt[O_COINS + p]
        g.coins[p] = c
        g.bank -= c
    g.pool_n = 0
    g.alive_n = n
    g.cur = 0
    g.turn = 0
    g.steps = 0
    g.done = False
    g.end = 0
    g.winner = NONE
    g.dec = D_NONE
    g.blocker = NONE
    g.challenger = NONE
    g.stage = S_TURN
    advance(g)
