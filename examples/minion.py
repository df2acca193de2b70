# examples/minion.py
from simcore.dominion.cards import DUCHY, ESTATE, GOLD, MINION, PROVINCE, SILVER
from simcore.dominion.view import (
    DEFER,
    MINION_ATTACK,
    MINION_COINS,
    MODE,
    NONE,
    count,
    decision,
    hand_money,
    in_hand,
    money,
    ok,
    prov,
    source,
)
from strategies import Param, Strategy


def minion_buy(g, me, prm):
    if money(g, me) > 15 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if count(g, me, MINION) < prm[0] and ok(g, MINION):     # prm[0] is `minions`
        return MINION
    if ok(g, GOLD):
        return GOLD
    if ok(g, SILVER):
        return SILVER
    return NONE


def minion_action(g, me, prm):
    """Play Minions first (each gives +1 Action); other cards as the default plays them."""
    if in_hand(g, me, MINION) > 0:
        return MINION
    return DEFER


def minion_decide(g, me, prm):
    """Minion's option: +$2 while another Minion waits in hand or when $2 more buys a
    Province; otherwise attack (discard, draw 4)."""
    if decision(g) == MODE and source(g) == MINION:
        if in_hand(g, me, MINION) > 0 or hand_money(g, me) + 2 >= 8:
            return MINION_COINS
        return MINION_ATTACK
    return DEFER


minion_bot = Strategy(
    "minion-bot", buy=minion_buy, action=minion_action, decide=minion_decide,
    params=(Param("minions", 8, 0, 30, "Minions bought at most"),),
    summary="Province if money > 15; Duchy if prov <= 4; Estate if prov <= 2; Minion if "
            "count(Minion) < {minions}; Gold; Silver; +$2 while another Minion waits")
