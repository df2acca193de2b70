"""The canonical benchmark bots of bots.md, rule for rule.

Each buy rule reads top to bottom: the first card that is affordable (`ok`) and whose
condition holds is bought; NONE buys nothing. The thresholds are named parameters
(`prm[P_MONEY]` is `money`, ...) with the published values as defaults, so
`smithy-bm:money=16` plays the same rules with another Province threshold.
"""
from numba import njit

from simcore.dominion.cards import (
    COLONY,
    DUCHY,
    ESTATE,
    GOLD,
    PLATINUM,
    PROVINCE,
    SILVER,
    SMITHY,
    WITCH,
)
from simcore.dominion.state import NONE
from simcore.dominion.view import count, money, ok, prov, supply, treasures
from strategies.dominion.api import Param, Strategy, register

# parameter slots (prm[...]) of the Big Money family
P_MONEY, P_DUCHY, P_ESTATE, P_LATE_DUCHY, P_EXTRA = 0, 1, 2, 3, 4
P_PROVINCE, P_LATE_PROVINCE = 5, 6      # big-money-colony's Province points


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
    if money(g, me) > prm[P_MONEY] and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= prm[P_DUCHY] and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= prm[P_ESTATE] and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= prm[P_LATE_DUCHY] and ok(g, DUCHY):
        return DUCHY
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def big_money_colony(g, me, prm):
    """Big Money Ultimate for a game with Platinum and Colony: its points read the Colonies
    left (DomBots.xml's "Big Money Ultimate (Col)", WanderingWinder's)."""
    col = supply(g, COLONY)
    if money(g, me) > prm[P_MONEY] and ok(g, COLONY):
        return COLONY
    if col <= prm[P_PROVINCE] and ok(g, PROVINCE):
        return PROVINCE
    if col <= prm[P_DUCHY] and ok(g, DUCHY):
        return DUCHY
    if col <= prm[P_ESTATE] and ok(g, ESTATE):
        return ESTATE
    if ok(g, PLATINUM):
        return PLATINUM
    if col <= prm[P_LATE_PROVINCE] and ok(g, PROVINCE):
        return PROVINCE
    if ok(g, GOLD):
        return GOLD
    if col <= prm[P_LATE_DUCHY] and ok(g, DUCHY):
        return DUCHY
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def smithy_bm(g, me, prm):
    if money(g, me) > prm[P_MONEY] and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= prm[P_DUCHY] and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= prm[P_ESTATE] and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= prm[P_LATE_DUCHY] and ok(g, DUCHY):
        return DUCHY
    if count(g, me, SMITHY) < treasures(g, me) / prm[P_EXTRA] and ok(g, SMITHY):
        return SMITHY
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def double_witch(g, me, prm):
    if count(g, me, GOLD) >= prm[P_MONEY] and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= prm[P_DUCHY] and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= prm[P_ESTATE] and ok(g, ESTATE):
        return ESTATE
    if count(g, me, WITCH) == 0 and ok(g, WITCH):
        return WITCH
    if ok(g, GOLD):
        return GOLD
    if count(g, me, WITCH) < prm[P_EXTRA] and ok(g, WITCH):
        return WITCH
    if ok(g, SILVER):
        return SILVER
    return NONE


def endgame(money=None, duchy=4, estate=2, late_duchy=None):
    """The Duchy/Estate dancing points shared by these bots, as Params in their slots."""
    out = []
    if money is not None:
        out.append(Param("money", money, 0, 100, "Province only while the Treasures' total "
                         "value is above this", slot=P_MONEY))
    out.append(Param("duchy", duchy, 0, 18, "Duchy before Gold once this few Provinces are left",
                     slot=P_DUCHY))
    out.append(Param("estate", estate, 0, 18, "Estate once this few Provinces are left",
                     slot=P_ESTATE))
    if late_duchy is not None:
        out.append(Param("late_duchy", late_duchy, 0, 18, "Duchy before Silver once this few "
                         "Provinces are left", slot=P_LATE_DUCHY))
    return tuple(out)


register(Strategy("big-money", big_money, summary="Province; Gold; Silver", family="canonical"))
register(Strategy("big-money-ultimate", big_money_ultimate, family="canonical",
                  declared=endgame(money=18, late_duchy=6),
                  summary="Province if money > {money}; Duchy if prov <= {duchy}; Estate if "
                          "prov <= {estate}; Gold; Duchy if prov <= {late_duchy}; Silver"))
register(Strategy("big-money-colony", big_money_colony, family="canonical",
                  needs=(PLATINUM, COLONY),
                  declared=(
                      Param("money", 32, 0, 200, "Colony only while the Treasures' total value "
                            "is above this", slot=P_MONEY),
                      Param("province", 6, 0, 18, "Province before Platinum once this few "
                            "Colonies are left", slot=P_PROVINCE),
                      Param("duchy", 5, 0, 18, "Duchy before Platinum once this few Colonies "
                            "are left", slot=P_DUCHY),
                      Param("estate", 2, 0, 18, "Estate once this few Colonies are left",
                            slot=P_ESTATE),
                      Param("late_province", 7, 0, 18, "Province before Gold once this few "
                            "Colonies are left", slot=P_LATE_PROVINCE),
                      Param("late_duchy", 6, 0, 18, "Duchy before Silver once this few "
                            "Colonies are left", slot=P_LATE_DUCHY)),
                  summary="Colony if money > {money}; Province if colonies <= {province}; "
                          "Duchy if colonies <= {duchy}; Estate if colonies <= {estate}; "
                          "Platinum; Province if colonies <= {late_province}; Gold; Duchy if "
                          "colonies <= {late_duchy}; Silver"))
register(Strategy("smithy-bm", smithy_bm, needs=(SMITHY,), family="canonical",
                  declared=endgame(money=15, late_duchy=6) + (
                      Param("treasures", 11, 1, 100, "one Smithy per this many Treasures",
                            slot=P_EXTRA),),
                  summary="Province if money > {money}; Duchy if prov <= {duchy}; Estate if "
                          "prov <= {estate}; Gold; Duchy if prov <= {late_duchy}; Smithy if "
                          "count(Smithy) < treasures / {treasures}; Silver"))
register(Strategy("double-witch", double_witch, needs=(WITCH,), family="canonical",
                  declared=(Param("golds", 1, 0, 20, "Province once this many Golds are owned",
                                  slot=P_MONEY),) + endgame(duchy=5) + (
                      Param("witches", 2, 0, 10, "Witches bought at most", slot=P_EXTRA),),
                  summary="Province if count(Gold) >= {golds}; Duchy if prov <= {duchy}; Estate "
                          "if prov <= {estate}; Witch if count(Witch) == 0; Gold; Witch if "
                          "count(Witch) < {witches}; Silver"))
