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
from strategies.api import Strategy, register
from strategies.bm_cards import make_bm


@njit(cache=True)
def double_torturer(g, me, prm):
    if count(g, me, GOLD) >= 1 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 5 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if count(g, me, TORTURER) == 0 and ok(g, TORTURER):
        return TORTURER
    if ok(g, GOLD):
        return GOLD
    if count(g, me, TORTURER) < 2 and ok(g, TORTURER):
        return TORTURER
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def minion_stack(g, me, prm):
    if money(g, me) > 15 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if count(g, me, MINION) < 8 and ok(g, MINION):
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
    if money(g, me) >= 9 and count(g, me, DUCHY) <= count(g, me, DUKE) and ok(g, DUCHY):
        return DUCHY
    if money(g, me) >= 9 and ok(g, DUKE):
        return DUKE
    if ok(g, DUCHY) and money(g, me) >= 9:
        return DUCHY
    if ok(g, GOLD):
        return GOLD
    if ok(g, SILVER):
        return SILVER
    return NONE


register(Strategy("double-torturer", double_torturer, needs=(TORTURER,), family="intrigue",
                  summary="Province if count(Gold) >= 1; Duchy if prov <= 5; Estate if prov <= 2; "
                          "Torturer if count(Torturer) == 0; Gold; Torturer if count(Torturer) < 2; "
                          "Silver"))
register(Strategy("minion-stack", minion_stack, needs=(MINION,), family="intrigue",
                  summary="Province if money > 15; Duchy if prov <= 4; Estate if prov <= 2; "
                          "Minion if count(Minion) < 8; Gold; Silver (Minions choose by the default)"))
register(Strategy("duke-rush", duke_rush, needs=(DUKE,), family="intrigue",
                  summary="Province; once money >= 9: Duchy if count(Duchy) <= count(Duke), else "
                          "Duke (Duchy if Dukes are gone); Gold; Silver"))
_m = make_bm(MASQUERADE, 1)
_m.name, _m.family = "masquerade-bm", "intrigue"
_m.summary = "Big Money Ultimate plus one Masquerade (bought before Silver)"
register(_m)
_c = make_bm(COURTYARD, 2)
_c.name, _c.family = "courtyard-bm", "intrigue"
_c.summary = "Big Money Ultimate plus two Courtyards (bought before Silver)"
register(_c)
