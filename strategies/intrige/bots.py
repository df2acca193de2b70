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
    JACK,
    KING,
    NONE,
    QUEEN,
    STEAL,
    TAX,
    TEN,
)
from simcore.intrige.view import (
    act,
    action,
    allowed,
    caught,
    challengers_left,
    chance_holds,
    claimants,
    claimed,
    claimer,
    coins,
    decision,
    default,
    fresh,
    holding,
    influence,
    players_in,
    rand_below,
    random_legal,
    richest,
    roles_claimed,
    shown_total,
    strongest,
    target,
    unseen,
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
    if k == D_ACTION and coins(g, me) < 7 and holding(g, KING) == 0:
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
        return 1 if chance_holds(g, claimer(g), claimed(g)) * 1000 < prm[0] else 0
    return DEFER


@njit(cache=True)
def aggressive(g, me, prm):
    """Coups as soon as it can, at the player with the most influence (then coins); claims
    Tax otherwise (King or not); blocks every Dagger and Steal aimed at it by claiming."""
    k = decision(g)
    if k == D_ACTION:
        if coins(g, me) >= 7:
            return act(COUP, strongest(g))
        if holding(g, JACK) and coins(g, me) >= 3 and allowed(g, act(DAGGER, strongest(g))):
            return act(DAGGER, strongest(g))
        return act(TAX) if allowed(g, act(TAX)) else DEFER
    if k == D_BLOCK and action(g) != AID:
        r = QUEEN if action(g) == DAGGER else (TEN if holding(g, TEN) else ACE)
        return r if allowed(g, r) else DEFER
    return DEFER


@njit(cache=True)
def shark(g, me, prm):
    """Plays its real roles (Exchange with an Ace when it has no King, Jack or Ten); bluffs
    Tax only while nobody at the table has challenged yet and at most one King is face up; challenges claims that are unlikely (chance below prm[0]) or
    made by a player caught bluffing or claiming more roles than it has cards (chance below
    prm[1]); bluffs the Queen against a Dagger on its last card."""
    k = decision(g)
    if k == D_ACTION:
        if coins(g, me) >= 7:
            return act(COUP, strongest(g))
        if holding(g, KING) and allowed(g, act(TAX)):
            return act(TAX)
        t = strongest(g)
        if holding(g, JACK) and fresh(g, t, QUEEN) == 0 and allowed(g, act(DAGGER, t)):
            return act(DAGGER, t)
        if challengers_left(g) == 0 and shown_total(g, KING) <= 1 and allowed(g, act(TAX)):
            return act(TAX)
        if holding(g, ACE) and holding(g, TEN) == 0 and allowed(g, act(EXCHANGE)):
            return act(EXCHANGE)
        t = richest(g)
        if holding(g, TEN) and t >= 0 and coins(g, t) >= 2 and allowed(g, act(STEAL, t)):
            return act(STEAL, t)
        return DEFER
    if k == D_CHALLENGE:
        c = claimer(g)
        p = chance_holds(g, c, claimed(g)) * 1000
        suspect = (caught(g, c) > 0 or roles_claimed(g, c) > influence(g, c)
                   or claimants(g, claimed(g)) > unseen(g, claimed(g)))
        # in a duel on my last card, a Tax that lets the claimer Coup me next is worth
        # challenging (measured: challenging such Taxes with more players loses to honest)
        doomed = (claimed(g) == KING and coins(g, c) + 3 >= 7 and influence(g, me) == 1
                  and players_in(g) == 2)
        return 1 if p < prm[0] or (suspect and p < prm[1]) or (doomed and p < 900) else 0
    if k == D_BLOCK and action(g) == DAGGER and target(g) == me and influence(g, me) == 1:
        return QUEEN if allowed(g, QUEEN) else DEFER
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
