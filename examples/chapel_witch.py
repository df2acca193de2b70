# examples/chapel_witch.py
from simcore.dominion.cards import (
    CHAPEL,
    COPPER,
    CURSE,
    ESTATE,
    GOLD,
    PROVINCE,
    SILVER,
    WITCH,
)
from simcore.dominion.view import (
    DEFER,
    NONE,
    TRASH,
    count,
    decision,
    in_hand,
    money,
    ok,
    prov,
    source,
    turn,
)
from strategies import Param, Strategy


def cw_buy(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if count(g, me, WITCH) < 2 and ok(g, WITCH):
        return WITCH
    if ok(g, GOLD):
        return GOLD
    if turn(g, me) <= 2 and count(g, me, CHAPEL) == 0 and ok(g, CHAPEL):
        return CHAPEL
    if ok(g, SILVER):
        return SILVER
    return NONE


def cw_decide(g, me, prm):
    """Chapel trashes Curses, Estates (while more than 2 Provinces are left) and Coppers
    (while the Treasures keep `keep` coins), one card per question; NONE stops."""
    if decision(g) == TRASH and source(g) == CHAPEL:
        if in_hand(g, me, CURSE) > 0:
            return CURSE
        if in_hand(g, me, ESTATE) > 0 and prov(g) > 2:
            return ESTATE
        if in_hand(g, me, COPPER) > 0 and money(g, me) - 1 >= prm[0]:
            return COPPER
        return NONE
    return DEFER


chapel_witch = Strategy(
    "chapel-witch", buy=cw_buy, decide=cw_decide,
    params=(Param("keep", 6, 0, 30, "coins of Treasure Chapel keeps"),),
    summary="Province if count(Gold) > 0; Witch if count(Witch) < 2; Gold; Chapel on turns "
            "1-2; Silver; Chapel trashes junk down to ${keep} of Treasure")
