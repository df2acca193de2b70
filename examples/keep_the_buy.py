# examples/keep_the_buy.py
from simcore.dominion.cards import COPPER, CURSE, DUCHY, ESTATE, GOLD, MILITIA, PROVINCE, SILVER
from simcore.dominion.view import (
    DEFER,
    DISCARD,
    NONE,
    decision,
    hand_money,
    in_hand,
    money,
    ok,
    prov,
    source,
    want,
)
from strategies import Strategy


def bm_buy(g, me, prm):
    if money(g, me) > 15 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if ok(g, GOLD):
        return GOLD
    if ok(g, MILITIA) and in_hand(g, me, MILITIA) + money(g, me) < 9:
        return MILITIA
    if ok(g, SILVER):
        return SILVER
    return NONE


def keep_the_buy(g, me, prm):
    """Militia's discards, from my own buy rules (the plan probe): a card that buys
    nothing first, then the Treasure whose loss still buys what the full hand buys."""
    if decision(g) == DISCARD and source(g) == MILITIA:
        for c in (CURSE, ESTATE, DUCHY, PROVINCE):
            if in_hand(g, me, c) > 0:
                return c
        m = hand_money(g, me)
        target = want(g, me, m)         # what my buy rules take with the whole hand
        for c, value in ((COPPER, 1), (SILVER, 2), (GOLD, 3)):
            if in_hand(g, me, c) > 0 and want(g, me, m - value) == target:
                return c
    return DEFER


keep_the_buy_bot = Strategy(
    "keep-the-buy", buy=bm_buy, decide=keep_the_buy,
    summary="Province if money > 15; Duchy if prov <= 4; Gold; Militia early; Silver; "
            "Militia's discards keep what the hand buys (asks its own buy rules)")
