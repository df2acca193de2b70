"""What an Intrige policy may look at: the public table and its own face-down cards.

Policies read the game only through these functions (the strategy loader refuses code that
touches the state record directly). A policy is asked only when it is the deciding player
(`g.dec_p`), and every function here that shows face-down cards shows that player's own: no
function takes a seat for hidden cards. Public: every player's coins, cards left
(influence) and face-up cards, the court deck's size, the announced action, its target,
claims, blocks, challenges, and the public history of claims (`claims`, `fresh`). Never:
another player's face-down cards, the court's order or contents, the game's random stream.
All functions are numba-compiled; `g` is the state.

Every number a policy passes is checked before it indexes the state (numba checks none, and
the record's neighbouring fields hold what nobody may see): a seat outside the table
(0 <= p < players(g)), a rank outside 0..4, an option or card slot out of range gets a fixed
answer, named in each docstring (0, False, NONE or 0.0), whatever the hidden cards are. (The
per-seat public arrays have MAXP rows and setup clears every one, so a seat is checked against
MAXP, a constant: a seat past the table's last answers as an empty seat, with those same
fixed answers.)
"""
import numpy as np
from numba import njit

from ..bounds import inside
from . import rules
from .state import D_RETURN, MAXC, MAXP, NONE, NOPT, NR

# --- the pending decision -------------------------------------------------------------

@njit(cache=True, inline="always")
def decision(g):
    """The pending decision's kind (state.D_ACTION, D_CHALLENGE, D_BLOCK, D_SHOW, D_LOSE,
    D_RETURN)."""
    return g.dec


@njit(cache=True, inline="always")
def me(g):
    """The deciding player's seat."""
    return g.dec_p


@njit(cache=True, inline="always")
def allowed(g, x):
    """Is x a legal answer to the pending decision? (False for any number that is not.)"""
    return rules.legal(g, x)


@njit(cache=True, inline="always")
def default(g):
    """The default answer (an honest, careful player; rules.default_choice)."""
    return rules.default_choice(g)


@njit(cache=True, inline="always")
def random_legal(g):
    """A uniformly random legal answer (from the policies' own random stream)."""
    return rules.random_answer(g)


@njit(cache=True, inline="always")
def rand_below(g, n):
    """A random number in [0, n) from the policies' stream (not the deck's); 0, drawing
    nothing, when n < 1."""
    return rules.prand(g, n) if n > 0 else 0


@njit(cache=True, inline="always")
def act(a, t=0):
    """The answer to an ACTION decision: action a (state.INCOME ... EXCHANGE) at target t
    (arithmetic only, no state read: an answer out of range is illegal, and the rules replace
    it by the default)."""
    return a * 8 + t


# --- the turn -------------------------------------------------------------------------

@njit(cache=True, inline="always")
def whose_turn(g):
    return g.cur


@njit(cache=True, inline="always")
def action(g):
    """The action announced this turn (valid once announced)."""
    return g.act


@njit(cache=True, inline="always")
def target(g):
    """Its target (NONE when untargeted)."""
    return g.tgt


@njit(cache=True, inline="always")
def claimer(g):
    """Who claims the role at stake (the actor, or the blocker for a block's claim)."""
    return g.claimer


@njit(cache=True, inline="always")
def claimed(g):
    """The role at stake in a CHALLENGE or SHOW decision."""
    return g.role


@njit(cache=True, inline="always")
def is_block_claim(g):
    """Is the claim at stake a block's (not the action's)?"""
    return g.ctx == 1


@njit(cache=True, inline="always")
def blocker(g):
    return g.blocker


@njit(cache=True, inline="always")
def challenger(g):
    return g.challenger


@njit(cache=True, inline="always")
def turn(g):
    """Turns played so far (all players)."""
    return g.turn


# --- the table ------------------------------------------------------------------------

@njit(cache=True, inline="always")
def players(g):
    return g.n


@njit(cache=True, inline="always")
def next_seat(g, p):
    """The seat after p, clockwise (whether that player is still in or not); NONE for a p
    outside the table."""
    return rules.next_seat(g, p) if inside(p, g.n) else NONE


@njit(cache=True, inline="always")
def players_in(g):
    """Players still in (with a face-down card)."""
    return g.alive_n


@njit(cache=True, inline="always")
def copies(g):
    """Copies of each rank in the game (3, or 4 in the big round)."""
    return g.copies


@njit(cache=True, inline="always")
def option(g, k):
    """Rule option k (state.O_*); 0 for a k outside 0 .. NOPT - 1."""
    return g.opt[np.uint64(k)] if inside(k, NOPT) else 0


@njit(cache=True, inline="always")
def alive(g, p):
    """Is p still in (False for a p outside the table)?"""
    return inside(p, MAXP) and g.hid_n[np.uint64(p)] > 0


@njit(cache=True, inline="always")
def influence(g, p):
    """p's face-down cards left (0 for a p outside the table)."""
    return g.hid_n[np.uint64(p)] if inside(p, MAXP) else 0


@njit(cache=True, inline="always")
def coins(g, p):
    """p's coins (0 for a p outside the table)."""
    return g.coins[np.uint64(p)] if inside(p, MAXP) else 0


@njit(cache=True, inline="always")
def shown(g, p, r):
    """Copies of rank r face up in front of p (0 for a p outside the table)."""
    return rules.shown(g, p, r) if inside(p, MAXP) else 0


@njit(cache=True, inline="always")
def court_size(g):
    return g.court_n


@njit(cache=True, inline="always")
def claims(g, p, r):
    """Times p claimed role r this game (actions and blocks); 0 for a p outside the table or
    an r outside the ranks."""
    if inside(p, MAXP) & inside(r, NR):
        return g.claims[np.uint64(p), np.uint64(r)]
    return 0


@njit(cache=True, inline="always")
def fresh(g, p, r):
    """Times p claimed r since p's face-down cards last changed (Exchange, redraw); 0 for a p
    outside the table or an r outside the ranks."""
    if inside(p, MAXP) & inside(r, NR):
        return g.fresh[np.uint64(p), np.uint64(r)]
    return 0


@njit(cache=True, inline="always")
def last_action(g, p):
    """p's last announced action (NONE before p's first turn, and for a p outside the
    table)."""
    return g.last_act[np.uint64(p)] if inside(p, MAXP) else NONE


@njit(cache=True, inline="always")
def caught(g, p):
    """Times p did not show a claimed role when challenged (caught bluffing, or refusing); 0
    for a p outside the table."""
    return g.caught[np.uint64(p)] if inside(p, MAXP) else 0


@njit(cache=True, inline="always")
def challenges_made(g, p):
    """Times p challenged a claim (0 for a p outside the table)."""
    return g.chal_by[np.uint64(p)] if inside(p, MAXP) else 0


@njit(cache=True)
def roles_claimed(g, p):
    """How many different roles p claimed since p's face-down cards last changed (more than
    p's cards left means at least one was a bluff); 0 for a p outside the table."""
    k = 0
    if inside(p, MAXP):
        for r in range(NR):
            k += g.fresh[np.uint64(p), r] > 0
    return k


@njit(cache=True)
def claimants(g, r):
    """Other players still in who claimed r since their cards last changed (more of them than
    unseen copies of r means somebody is bluffing); 0 for an r outside the ranks."""
    k = 0
    if not inside(r, NR):
        return k
    for p in range(g.n):
        if p != g.dec_p and g.hid_n[p] > 0 and g.fresh[p, r] > 0:
            k += 1
    return k


@njit(cache=True)
def challengers_left(g):
    """Other players still in who have challenged a claim this game."""
    k = 0
    for p in range(g.n):
        if p != g.dec_p and g.hid_n[p] > 0 and g.chal_by[p] > 0:
            k += 1
    return k


@njit(cache=True)
def shown_total(g, r):
    """Copies of r face up on the whole table (the rules keep the count as cards turn up); 0
    for an r outside the ranks."""
    return g.up_rank[np.uint64(r)] if inside(r, NR) else 0


@njit(cache=True, inline="always")
def strongest(g):
    """The other player with the most influence, then the most coins."""
    return rules.strongest(g, g.dec_p)


@njit(cache=True, inline="always")
def strongest_for(g, p):
    """The player other than p with the most influence, then coins (p's likely Coup target);
    NONE for a p outside the table."""
    return rules.strongest(g, p) if inside(p, g.n) else NONE


@njit(cache=True, inline="always")
def richest(g):
    """The other player with the most coins (NONE if nobody else has any)."""
    return rules.richest(g, g.dec_p)


# --- my own cards ---------------------------------------------------------------------

@njit(cache=True, inline="always")
def holding(g, r):
    """Copies of rank r among my face-down cards (0 for an r outside the ranks: only my live
    cards are compared with it)."""
    return rules.holds(g, g.dec_p, r)


@njit(cache=True, inline="always")
def my_card(g, i):
    """My i-th face-down card (NONE past the last, and for a negative i)."""
    me = np.uint64(g.dec_p)
    return g.hid[me, np.uint64(i)] if inside(i, g.hid_n[me]) else NONE


@njit(cache=True)
def offered(g, r):
    """Copies of r among the cards I choose from in an Exchange (0 outside my Exchange, and
    for an r outside the ranks)."""
    if g.dec != D_RETURN or g.dec_p != g.cur:
        return 0
    k = 0
    for i in range(g.pool_n):
        if g.pool[i] == r:
            k += 1
    return k


# unseen, unseen_total and chance_holds are inlined into the policy that asks them: the
# counting bots ask chance_holds at nearly every challenge, two decisions in three, and as
# calls the chain cost the fox 8% of its games (inlining more of the view, into the fox's
# actions, made them slower: benchmarks/README.md)

@njit(cache=True, inline="always")
def unseen(g, r):
    """Copies of r that I cannot see: in others' face-down cards or in the court (0 for an r
    outside the ranks)."""
    if not inside(r, NR):
        return 0
    k = g.copies - g.up_rank[np.uint64(r)] - rules.holds(g, g.dec_p, r)
    if g.dec == D_RETURN:
        k -= offered(g, r)
    return k


@njit(cache=True, inline="always")
def unseen_total(g):
    """Cards I cannot see: the sum of unseen(g, r) over the ranks, without the walk."""
    k = NR * g.copies - g.hid_n[g.dec_p]
    for r in range(NR):
        k -= g.up_rank[r]
    if g.dec == D_RETURN and g.dec_p == g.cur:
        k -= g.pool_n
    return k


@njit(cache=True, inline="always")
def chance_holds(g, p, r):
    """The chance that p holds at least one r, from the cards I can see alone (every unseen
    card equally likely to be anywhere unseen); 0.0 for a p outside the table or an r outside
    the ranks."""
    if not (inside(p, MAXP) & inside(r, NR)):
        return 0.0
    h = g.hid_n[np.uint64(p)]
    u = unseen_total(g)
    c = unseen(g, r)
    if h == 0 or c == 0 or u == 0:
        return 0.0
    # unsigned: u, c and h are positive here, and numba then skips its negative-index check
    return HOLDS[np.uint64(u), np.uint64(c), np.uint64(h)]


def _holds_table():
    """HOLDS[u, c, h]: the chance that h cards drawn from u unseen ones, c of them of the
    rank, hold at least one (1 - the product of the misses, in chance_holds's order: a
    table so that the bots' most frequent question costs no division)."""
    t = np.zeros((MAXC + 1, MAXC + 1, 3))
    for u in range(1, MAXC + 1):
        for c in range(1, u + 1):
            for h in range(1, 3):
                miss = 1.0
                for i in range(h):
                    miss *= max(u - c - i, 0) / (u - i) if u - i > 0 else 0.0
                t[u, c, h] = 1.0 - miss
    return t


HOLDS = _holds_table()
