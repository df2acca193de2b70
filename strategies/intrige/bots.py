"""The built-in Intrige bots. Each reads the game through simcore.intrige.view only.
Probabilities and thresholds come in prm as per-mille (0-1000)."""
from numba import njit

from simcore.intrige.state import (
    ACE,
    AID,
    COUP,
    D_ACTION,
    D_BLOCK,
    D_CHALLENGE,
    DAGGER,
    DEFER,
    EXCHANGE,
    INCOME,
    JACK,
    KING,
    NONE,
    NR,
    O_COUP_COST,
    O_DAGGER_COST,
    O_FORCED_COUP,
    O_STEAL,
    O_TAX,
    QUEEN,
    STEAL,
    TAX,
    TEN,
)
from simcore.intrige.view import (
    act,
    action,
    alive,
    allowed,
    caught,
    challengers_left,
    chance_holds,
    claimants,
    claimed,
    claimer,
    claims,
    coins,
    copies,
    decision,
    default,
    fresh,
    holding,
    influence,
    is_block_claim,
    next_seat,
    option,
    players,
    players_in,
    rand_below,
    random_legal,
    richest,
    roles_claimed,
    shown_total,
    strongest,
    target,
    unseen,
    unseen_total,
    whose_turn,
)

from .api import IStrategy, register


@njit(cache=True)
def random_bot(g, me, prm):
    return random_legal(g)


@njit(cache=True)
def honest(g, me, prm):
    """The default player (rules.default_choice). DEFER rather than default(g): the engine
    then skips checking an answer it computed itself (measured: 1.7x the games/s)."""
    return DEFER


@njit(cache=True)
def bluffer(g, me, prm):
    """Bluffs Tax (without a King) and blocks without the role with chance prm[0]; challenges
    any claim with chance prm[1] (and impossible ones always)."""
    k = decision(g)
    if k == D_ACTION and coins(g, me) < option(g, O_COUP_COST) and holding(g, KING) == 0:
        if rand_below(g, 1000) < prm[0] and allowed(g, act(TAX)):
            return act(TAX)
    if k == D_BLOCK and default(g) == NONE and rand_below(g, 1000) < prm[0]:
        r = KING if action(g) < DAGGER else (QUEEN if action(g) == DAGGER else TEN)
        return r if allowed(g, r) else NONE
    if k == D_CHALLENGE and rand_below(g, 1000) < prm[1]:
        return 1
    return DEFER


@njit(cache=True)
def counter(g, me, prm):
    """Honest, but challenges every claim that is true with a chance below prm[0], from the
    cards it can see."""
    if decision(g) == D_CHALLENGE:
        return unlikely(g, prm[0])
    return DEFER


@njit(cache=True)
def unlikely(g, t):
    """1 if the claim at stake is true with a chance below t per mille, from the cards I can
    see, else 0. Its own function: the counter's frame stays small for the decisions it
    leaves to the default (measured: 1.07x the counter's games/s against the chance asked
    in the counter itself)."""
    return 1 if chance_holds(g, claimer(g), claimed(g)) * 1000 < t else 0


@njit(cache=True)
def aggressive(g, me, prm):
    """Coups as soon as it can, at the player with the most influence (then coins); claims
    Tax otherwise (King or not); blocks every Dagger and Steal aimed at it by claiming."""
    k = decision(g)
    if k == D_ACTION:
        if coins(g, me) >= option(g, O_COUP_COST):
            return act(COUP, strongest(g))
        if (holding(g, JACK) and coins(g, me) >= option(g, O_DAGGER_COST)
                and allowed(g, act(DAGGER, strongest(g)))):
            return act(DAGGER, strongest(g))
        return act(TAX) if allowed(g, act(TAX)) else DEFER
    if k == D_BLOCK and action(g) != AID:
        r = QUEEN if action(g) == DAGGER else (TEN if holding(g, TEN) else ACE)
        return r if allowed(g, r) else DEFER
    return DEFER


@njit(cache=True)
def taxed_to_coup(g, c):
    """Would a Tax give c the coins for a Coup?"""
    return coins(g, c) + option(g, O_TAX) >= option(g, O_COUP_COST)


@njit(cache=True)
def real_exchange_or_steal(g):
    """The shark's and the fox's last real roles: Exchange with an Ace (and no Ten), else
    Steal from the richest player (2+ coins) with a Ten; DEFER when neither applies."""
    if holding(g, TEN) == 0:
        return act(EXCHANGE) if holding(g, ACE) and allowed(g, act(EXCHANGE)) else DEFER
    t = richest(g)
    if t >= 0 and coins(g, t) >= 2 and allowed(g, act(STEAL, t)):
        return act(STEAL, t)
    return DEFER


@njit(cache=True)
def shark(g, me, prm):
    """Plays its real roles (Exchange with an Ace when it has no King, Jack or Ten); bluffs
    Tax only while nobody at the table has challenged yet and at most one King is face up; challenges claims that are unlikely (chance below prm[0]) or
    made by a player caught bluffing or claiming more roles than it has cards (chance below
    prm[1]); bluffs the Queen against a Dagger on its last card."""
    k = decision(g)
    if k == D_ACTION:
        if coins(g, me) >= option(g, O_COUP_COST):
            return act(COUP, strongest(g))
        if holding(g, KING) and allowed(g, act(TAX)):
            return act(TAX)
        t = strongest(g)
        if holding(g, JACK) and fresh(g, t, QUEEN) == 0 and allowed(g, act(DAGGER, t)):
            return act(DAGGER, t)
        if challengers_left(g) == 0 and shown_total(g, KING) <= 1 and allowed(g, act(TAX)):
            return act(TAX)
        return real_exchange_or_steal(g)
    if k == D_CHALLENGE:
        c = claimer(g)
        p = chance_holds(g, c, claimed(g)) * 1000
        suspect = (caught(g, c) > 0 or roles_claimed(g, c) > influence(g, c)
                   or claimants(g, claimed(g)) > unseen(g, claimed(g)))
        # in a duel on my last card, a Tax that lets the claimer Coup me next is worth
        # challenging (measured: challenging such Taxes with more players loses to honest)
        doomed = (claimed(g) == KING and taxed_to_coup(g, c) and influence(g, me) == 1
                  and players_in(g) == 2)
        return 1 if p < prm[0] or (suspect and p < prm[1]) or (doomed and p < 900) else 0
    if k == D_BLOCK and action(g) == DAGGER and target(g) == me and influence(g, me) == 1:
        return QUEEN if allowed(g, QUEEN) else DEFER
    return DEFER


# --- the fox: the shark's real roles, plus bluffs sized to the table (measured in
# docs/intrige.md, "Head to head"; benchmarks/intrige_bots.py) --------------------------

@njit(cache=True)
def quiet_table(g, me):
    """Nobody still in has challenged, and the table has had its chance: a claim of mine has
    been let stand, or (3+ players) two other players have claimed roles, each let stand by
    everybody else. (A table of challengers shows itself before my first bluff.)"""
    if challengers_left(g) > 0:
        return False
    k = 0
    for r in range(NR):
        k += claims(g, me, r)
    if k > 0:
        return True
    if players(g) == 2:
        return False
    m = 0
    for p in range(players(g)):
        if p != me:
            q = 0
            for r in range(NR):
                q += claims(g, p, r)
            m += q > 0
    return m >= 2


@njit(cache=True)
def story_holds(g, me, r):
    """May I claim r without holding it and stay believable: my fresh claims fit in my cards,
    and the table's claims of r fit in the copies not face up."""
    if fresh(g, me, r) == 0 and roles_claimed(g, me) >= influence(g, me):
        return False
    return claimants(g, r) + 1 <= copies(g) - shown_total(g, r)


@njit(cache=True)
def claim_chance(g, c, r, beta):
    """The chance that c holds r when c claims it: c bluffs whatever it holds with prior
    chance beta (1 once caught), else c is honest and holds every role it claimed since its
    cards last changed, so claiming two roles on two cards is less likely than one."""
    ch = chance_holds(g, c, r)
    if caught(g, c) > 0:
        return ch
    k, other = 0, NONE
    for x in range(NR):
        if x == r or fresh(g, c, x) > 0:
            k += 1
            if x != r:
                other = x
    u = unseen_total(g)
    if k > influence(g, c):
        lh = 0.0                    # more roles than cards: not honest
    elif k == 1:
        lh = ch
    else:                           # two roles on two cards: the pair must be exactly those
        lh = unseen(g, other) * unseen(g, r) / (u * (u - 1) / 2.0) if u >= 2 else 0.0
    den = beta + (1.0 - beta) * lh
    pb = beta / den if den > 0 else 1.0     # the chance c is a bluffer, given its claims
    return (1.0 - pb) + pb * ch


@njit(cache=True)
def richest_first(g, me):
    """The other player with the most coins, then the most influence, first in seat order
    after me (the one closest to a Coup)."""
    n = players(g)
    best, bk = NONE, -1
    p = me
    for _ in range(1, n):
        p = next_seat(g, p)
        if alive(g, p):
            k = coins(g, p) * 10 + influence(g, p)
            if k > bk:
                best, bk = p, k
    return best


@njit(cache=True)
def fox(g, me, prm):
    """The shark's real roles with the targets, bluffs and challenges measured to beat the
    other bots: Coups (or Daggers, with a Jack or a quiet table) the richest player; with 3+
    players in, Steals a player at 7-8 coins back below Coup money; takes Income when a
    claimed King would block its Foreign Aid; bluffs the Dagger, Tax and blocks (Queen, Ten or
    Ace, King against Foreign Aid) only on a quiet table and while its story stays believable;
    challenges claims true with chance below prm[0]; in a duel challenges a Queen blocking its
    Dagger when the claim is true with chance below prm[1], modelling the blocker as a bluffer
    with prior prm[2], and on its last card a Tax that lets the claimer Coup."""
    # the parameters read first: prm is then dead before any call, and numba drops the
    # reference count it would keep on it across them (measured: 4% fewer instructions)
    t, d, b = prm[0], prm[1], prm[2]
    k = decision(g)
    if k == D_CHALLENGE:        # two decisions in three: kept in this small frame
        c, r = claimer(g), claimed(g)
        if is_block_claim(g) and whose_turn(g) == me:
            return fox_block_challenge(g, me, t, d, b)
        # otherwise only the (nearly) impossible: with more players a won challenge helps the
        # others as much as me, and in a duel challenging suspect claims measured worse; but
        # on my last card a Tax that lets the claimer Coup me is worth the risk
        p = chance_holds(g, c, r) * 1000
        if p < t:
            return 1
        if (r == KING and influence(g, me) == 1 and players_in(g) == 2 and p < 900
                and taxed_to_coup(g, c)):
            return 1
        return 0
    if k == D_ACTION:
        return fox_action(g, me)
    if k == D_BLOCK:
        return fox_block(g, me)
    return DEFER


@njit(cache=True)
def fox_block_challenge(g, me, t, d, b):
    """The fox's challenge of a block of its own action: the blocker modelled as a bluffer
    with prior b."""
    c, r = claimer(g), claimed(g)
    duel = players_in(g) == 2
    p = claim_chance(g, c, r, b / 1000.0) * 1000
    if action(g) == DAGGER and duel:
        # a bluffed Queen that fails loses its card and then the Dagger's
        return 1 if p < d else 0
    doomed = r == KING and taxed_to_coup(g, c) and influence(g, me) == 1 and duel
    return 1 if p < t or (doomed and p < 900) else 0


@njit(cache=True)
def fox_action(g, me):
    """The fox's action. Its own function, as fox_block: the challenge decisions then run
    without this code in their frame (measured: the fox's challenge 83 -> 36 ns). The table's
    questions (quiet_table, richest_first, allowed) are asked only where an answer depends on
    them, cheapest first (measured: 10% fewer instructions a game, the same answers)."""
    c = coins(g, me)
    coup = option(g, O_COUP_COST)
    if c >= option(g, O_FORCED_COUP):
        return act(COUP, richest_first(g, me))
    quiet = -1                  # quiet_table(g, me), asked when first needed
    if c >= coup:
        # a Dagger costs 3 of the Coup's 7 (bluffed like any Dagger on a quiet table)
        t = richest_first(g, me)
        if fresh(g, t, QUEEN) == 0:
            jack = holding(g, JACK) > 0
            if not jack:
                quiet = quiet_table(g, me)
                jack = quiet and story_holds(g, me, JACK)
            if jack and allowed(g, act(DAGGER, t)):
                return act(DAGGER, t)
        return act(COUP, t)
    if players_in(g) > 2:
        # Steal a player at Coup money back below it (7-8 coins with the seed's numbers;
        # bluffing the Ten if need be)
        ten = holding(g, TEN) > 0
        p = me
        for _ in range(1, players(g)):
            p = next_seat(g, p)
            if alive(g, p) and coup <= coins(g, p) < coup + option(g, O_STEAL):
                if not ten:
                    if quiet < 0:
                        quiet = quiet_table(g, me)
                    if not (quiet and story_holds(g, me, TEN)):
                        continue
                if allowed(g, act(STEAL, p)):
                    return act(STEAL, p)
    if holding(g, KING) and allowed(g, act(TAX)):
        return act(TAX)
    t = richest_first(g, me)
    if fresh(g, t, QUEEN) == 0:
        jack = holding(g, JACK) > 0
        if not jack:
            if quiet < 0:
                quiet = quiet_table(g, me)
            jack = quiet and story_holds(g, me, JACK)
        if jack and allowed(g, act(DAGGER, t)):
            return act(DAGGER, t)
    if shown_total(g, KING) <= 1:
        if quiet < 0:
            quiet = quiet_table(g, me)
        if quiet and story_holds(g, me, KING) and allowed(g, act(TAX)):
            return act(TAX)
    x = real_exchange_or_steal(g)
    if x != DEFER:
        return x
    # Foreign Aid (the default) is blocked by a King claimed since its cards changed
    for p in range(players(g)):
        if p != me and alive(g, p) and fresh(g, p, KING) > 0:
            return act(INCOME)
    return DEFER


@njit(cache=True)
def fox_block(g, me):
    """The fox's block of an action: a bluffed block only on a quiet table."""
    a = action(g)
    if a == DAGGER:
        if holding(g, QUEEN):
            return DEFER
        if influence(g, me) == 1 or (quiet_table(g, me) and story_holds(g, me, QUEEN)):
            return QUEEN if allowed(g, QUEEN) else DEFER
        return DEFER
    if a == STEAL:
        if holding(g, TEN) or holding(g, ACE) or not quiet_table(g, me):
            return DEFER
        r = TEN if shown_total(g, TEN) <= shown_total(g, ACE) else ACE
        if fresh(g, me, ACE) > 0:
            r = ACE
        if fresh(g, me, TEN) > 0:
            r = TEN
        return r if allowed(g, r) and story_holds(g, me, r) else DEFER
    if a == AID:
        if holding(g, KING):
            return DEFER
        if (quiet_table(g, me) and shown_total(g, KING) <= 1
                and story_holds(g, me, KING) and allowed(g, KING)):
            return KING
        return NONE
    return DEFER


register(IStrategy("honest", honest, "claims only roles it holds (Tax with a King, Dagger "
                   "with a Jack, Steal with a Ten, else Foreign Aid; Coup at 7), blocks only "
                   "with the role, challenges only claims the visible cards make impossible "
                   "(the default player)", family="basic"))
register(IStrategy("random", random_bot, "a uniformly random legal answer to every decision",
                   family="basic"))
register(IStrategy("bluffer", bluffer, "honest, but bluffs Tax and blocks with chance p and "
                   "challenges any claim with chance q; bluffer:p:q (default 0.3:0.1)",
                   params=(300, 100), family="bluffer"))
register(IStrategy("counter", counter, "honest, but challenges a claim when the chance that "
                   "it is true, given every card it can see, is below t; counter:t "
                   "(default 0.5)", params=(500,), family="counter"))
register(IStrategy("aggressive", aggressive, "Coups as soon as it can, at the player with "
                   "the most influence then coins; Daggers with a Jack, else claims Tax "
                   "(bluffing); blocks every Dagger and Steal aimed at it", family="basic"))
register(IStrategy("shark", shark, "plays its real roles (Exchange with an Ace when it "
                   "has no King, Jack or Ten); bluffs Tax while nobody at the "
                   "table has challenged and at most one King is face up; challenges claims "
                   "true with chance below t, or below u from a player caught bluffing or "
                   "claiming more roles than it has cards; bluffs the Queen against a Dagger "
                   "on its last card; shark:t:u (default 0.1:0.6)", params=(100, 600),
                   family="counter"))
register(IStrategy("fox", fox, "the shark's real roles (Tax with a King, Dagger with a Jack, "
                   "Exchange with an Ace, Steal with a Ten), Coups or Daggers the richest "
                   "player; with 3+ players in, Steals a player at 7-8 coins back below Coup "
                   "money; takes Income rather than Foreign Aid that a claimed King would "
                   "block; bluffs the Dagger, Tax, the Ten for that Steal, and blocks (Queen, "
                   "Ten or Ace, King against Foreign Aid) only while nobody still in has "
                   "challenged, the table has let claims stand, and its story stays believable "
                   "(no more roles than cards, no more claimants than copies not face up); "
                   "challenges claims true with chance below t, and in a duel a Queen blocking "
                   "its Dagger below d (the blocker a bluffer with prior b) and, on its last "
                   "card, a Tax that lets the claimer Coup; fox:t:d:b (default 0.05:0.6:0.1)",
                   params=(50, 600, 100), family="counter"))
