"""Well-known Intrigue strategies, each named for what it does. Same conventions as
canonical.py: the first affordable rule whose condition holds is bought."""
from numba import njit

from simcore.dominion.cards import (
    COURTYARD,
    DUCHY,
    DUKE,
    ESTATE,
    GOLD,
    MASQUERADE,
    MINION,
    PROVINCE,
    SILVER,
    TORTURER,
)
from simcore.dominion.state import NONE
from simcore.dominion.view import count, money, ok, prov
from strategies.api import Param, Strategy, register
from strategies.bm_cards import make_bm
from strategies.canonical import P_DUCHY, P_ESTATE, P_EXTRA, P_MONEY, endgame


@njit(cache=True)
def double_torturer(g, me, prm):
    if count(g, me, GOLD) >= prm[P_MONEY] and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= prm[P_DUCHY] and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= prm[P_ESTATE] and ok(g, ESTATE):
        return ESTATE
    if count(g, me, TORTURER) == 0 and ok(g, TORTURER):
        return TORTURER
    if ok(g, GOLD):
        return GOLD
    if count(g, me, TORTURER) < prm[P_EXTRA] and ok(g, TORTURER):
        return TORTURER
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def minion_stack(g, me, prm):
    if money(g, me) > prm[P_MONEY] and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= prm[P_DUCHY] and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= prm[P_ESTATE] and ok(g, ESTATE):
        return ESTATE
    if count(g, me, MINION) < prm[P_EXTRA] and ok(g, MINION):
        return MINION
    if ok(g, GOLD):
        return GOLD
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def duke_rush(g, me, prm):
    if ok(g, PROVINCE):
        return PROVINCE
    if money(g, me) >= prm[P_MONEY] and count(g, me, DUCHY) <= count(g, me, DUKE) and ok(g, DUCHY):
        return DUCHY
    if money(g, me) >= prm[P_MONEY] and ok(g, DUKE):
        return DUKE
    if ok(g, DUCHY) and money(g, me) >= prm[P_MONEY]:
        return DUCHY
    if ok(g, GOLD):
        return GOLD
    if ok(g, SILVER):
        return SILVER
    return NONE


register(Strategy("double-torturer", double_torturer, needs=(TORTURER,), family="intrigue",
                  declared=(Param("golds", 1, 0, 20, "Province once this many Golds are owned",
                                  slot=P_MONEY),) + endgame(duchy=5) + (
                      Param("torturers", 2, 0, 10, "Torturers bought at most", slot=P_EXTRA),),
                  summary="Province if count(Gold) >= {golds}; Duchy if prov <= {duchy}; Estate "
                          "if prov <= {estate}; Torturer if count(Torturer) == 0; Gold; Torturer "
                          "if count(Torturer) < {torturers}; Silver"))
register(Strategy("minion-stack", minion_stack, needs=(MINION,), family="intrigue",
                  declared=endgame(money=15) + (
                      Param("minions", 8, 0, 30, "Minions bought at most", slot=P_EXTRA),),
                  summary="Province if money > {money}; Duchy if prov <= {duchy}; Estate if prov "
                          "<= {estate}; Minion if count(Minion) < {minions}; Gold; Silver "
                          "(Minions choose by the default)"))
register(Strategy("duke-rush", duke_rush, needs=(DUKE,), family="intrigue",
                  declared=(Param("money", 9, 0, 100, "Duchies and Dukes once the Treasures' "
                                  "total value reaches this", slot=P_MONEY),),
                  summary="Province; once money >= {money}: Duchy if count(Duchy) <= count(Duke), "
                          "else Duke (Duchy if Dukes are gone); Gold; Silver"))
_m = make_bm(MASQUERADE, 1)
_m.name, _m.family = "masquerade-bm", "intrigue"
_m.summary = "Big Money Ultimate plus one Masquerade (bought before Silver)"
register(_m)
_c = make_bm(COURTYARD, 2)
_c.name, _c.family = "courtyard-bm", "intrigue"
_c.summary = "Big Money Ultimate plus two Courtyards (bought before Silver)"
register(_c)
