"""The canonical benchmark bots of bots.md, rule for rule.

Each buy rule reads top to bottom: the first card that is affordable (`ok`) and whose
condition holds is bought; NONE buys nothing.
"""
from numba import njit

from simcore.dominion.cards import DUCHY, ESTATE, GOLD, PROVINCE, SILVER, SMITHY, WITCH
from simcore.dominion.state import NONE
from simcore.dominion.view import count, money, ok, prov, treasures
from strategies.api import Strategy, register


@njit(cache=True)
def big_money(g, me, prm):
    if ok(g, PROVINCE):
        return PROVINCE
    if ok(g, GOLD):
        return GOLD
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def big_money_ultimate(g, me, prm):
    if money(g, me) > 18 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= 6 and ok(g, DUCHY):
        return DUCHY
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def smithy_bm(g, me, prm):
    if money(g, me) > 15 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= 6 and ok(g, DUCHY):
        return DUCHY
    if count(g, me, SMITHY) < treasures(g, me) / 11 and ok(g, SMITHY):
        return SMITHY
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def double_witch(g, me, prm):
    if count(g, me, GOLD) >= 1 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 5 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if count(g, me, WITCH) == 0 and ok(g, WITCH):
        return WITCH
    if ok(g, GOLD):
        return GOLD
    if count(g, me, WITCH) < 2 and ok(g, WITCH):
        return WITCH
    if ok(g, SILVER):
        return SILVER
    return NONE


register(Strategy("big-money", big_money, summary="Province; Gold; Silver", family="canonical"))
register(Strategy("big-money-ultimate", big_money_ultimate, family="canonical",
                  summary="Province if money > 18; Duchy if prov <= 4; Estate if prov <= 2; "
                          "Gold; Duchy if prov <= 6; Silver"))
register(Strategy("smithy-bm", smithy_bm, needs=(SMITHY,), family="canonical",
                  summary="Province if money > 15; Duchy if prov <= 4; Estate if prov <= 2; Gold; "
                          "Duchy if prov <= 6; Smithy if count(Smithy) < treasures / 11; Silver"))
register(Strategy("double-witch", double_witch, needs=(WITCH,), family="canonical",
                  summary="Province if count(Gold) >= 1; Duchy if prov <= 5; Estate if prov <= 2; "
                          "Witch if count(Witch) == 0; Gold; Witch if count(Witch) < 2; Silver"))
