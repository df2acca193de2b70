# examples/smithy_plus.py
from simcore.dominion.cards import GOLD, PROVINCE, SILVER, SMITHY
from simcore.dominion.view import NONE, count, ok, treasures


def wants_smithy(g, me):
    """A plain helper function: compiled with the strategy, no decorator needed."""
    return count(g, me, SMITHY) * 10 < treasures(g, me)


def smithy_plus(g, me, prm):
    """Big Money with one Smithy per 10 Treasures."""
    if ok(g, PROVINCE):
        return PROVINCE
    if ok(g, GOLD):
        return GOLD
    if wants_smithy(g, me) and ok(g, SMITHY):
        return SMITHY
    if ok(g, SILVER):
        return SILVER
    return NONE
