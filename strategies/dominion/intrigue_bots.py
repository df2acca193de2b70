"""Well-known Intrigue strategies, each named for what it does, written after the community's
published bots (DomBots.xml of Geronimoo's simulator: strategies/dominion/data/dombots.toml). Same
conventions as canonical.py: the first affordable rule whose condition holds is bought.

Where the strategy lives in a card's choice, the bot makes that choice itself (its `decide`)
rather than leave it to the default heuristic:
  - Minion: +$2 while another Minion waits in hand, or when drawing four would reshuffle
    a discard pile of more than 3 junk cards; otherwise +$2 only if that reaches the price
    of the best card the buy rules want now ($8 for the Province once 6 Minions are owned,
    else $5), and the attack (discard, +4 Cards) when the hand cannot reach it or has
    already reached it without the $2 (a free attack). (The rules of Geronimoo's simulator;
    the reshuffle rule is worth 4 points of share against big-money-ultimate.)
  - Masquerade: passes Curse, then Estate (Copper first once 3 Provinces or fewer are left),
    then Copper, never a card worth more while a worse one is in hand; trashes a Curse, an
    Estate while more than 4 Provinces are left, or a Copper that does not lower the price
    point this turn's coins reach ($8, $6, $5, $3).
"""
from numba import njit

from simcore.dominion.cards import (
    COPPER,
    COURTYARD,
    CURSE,
    DUCHY,
    DUKE,
    ESTATE,
    GOLD,
    HAREM,
    MASQUERADE,
    MINION,
    PROVINCE,
    SILVER,
    TORTURER,
)
from simcore.dominion.effects.intrigue import MINION_ATTACK, MINION_COINS
from simcore.dominion.state import DEFER, MODE, NONE, PICK, TRASH
from simcore.dominion.view import allowed, count, decision, in_hand, ok, prov, source
from strategies.dominion import dombots
from strategies.dominion.api import Param, Strategy, register
from strategies.dominion.bm_cards import make_bm
from strategies.dominion.canonical import P_DUCHY, P_ESTATE, P_EXTRA, P_MONEY, endgame


@njit(cache=True)
def coins_made(g, me):
    """Coins made so far this turn (0 on another player's turn): the state's counter, which
    no view helper shows yet."""
    return g.coins if g.cur == me else 0


@njit(cache=True)
def hand_money(g, me):
    """Coins made this turn plus the Treasures in my hand."""
    return (coins_made(g, me) + in_hand(g, me, COPPER) + 2 * in_hand(g, me, SILVER)
            + 3 * in_hand(g, me, GOLD) + 2 * in_hand(g, me, HAREM))


@njit(cache=True)
def price_point(m):
    """The price point money m reaches for a Big Money deck: $8, $6, $5, $3, else m."""
    if m >= 8:
        return 8
    if m >= 6:
        return 6
    if m >= 5:
        return 5
    if m >= 3:
        return 3
    return m


@njit(cache=True)
def reshuffle_junk(g, me):
    """Would four cards drawn now reshuffle a discard pile of more than 3 junk cards (Copper
    and Victory cards: the hand just discarded among them)? Reads the state's pile counts,
    which no view helper shows yet."""
    if g.deck_n[me] >= 4:
        return False
    junk = 0
    for c in (COPPER, CURSE, ESTATE, DUCHY, PROVINCE):
        junk += g.discard[me, c]
    return junk > 3


@njit(cache=True)
def minion_decide(g, me, prm):
    if source(g) != MINION or decision(g) != MODE:
        return DEFER
    if in_hand(g, me, MINION) > 0:
        return MINION_COINS
    if reshuffle_junk(g, me):
        return MINION_COINS
    target = 8 if count(g, me, MINION) > 5 else 5
    if hand_money(g, me) + 2 < target:
        return MINION_ATTACK
    if coins_made(g, me) >= target:
        return MINION_ATTACK
    return MINION_COINS


@njit(cache=True)
def masquerade_decide(g, me, prm):
    if source(g) != MASQUERADE:
        return DEFER
    k = decision(g)
    if k == PICK:
        if allowed(g, CURSE):
            return CURSE
        if prov(g) > 3 and allowed(g, ESTATE):
            return ESTATE
        if allowed(g, COPPER):
            return COPPER
        if allowed(g, ESTATE):
            return ESTATE
        if allowed(g, SILVER):
            return SILVER
        return DEFER
    if k == TRASH:
        if allowed(g, CURSE):
            return CURSE
        if prov(g) > 4 and allowed(g, ESTATE):
            return ESTATE
        m = hand_money(g, me)
        if allowed(g, COPPER) and price_point(m - 1) == price_point(m):
            return COPPER
        return NONE
    return DEFER


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
def masquerade_bm(g, me, prm):
    """WanderingWinder's Masquerade bot, its one Masquerade a parameter (prm[0] = k)."""
    if count(g, me, GOLD) > 1 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= 5 and ok(g, DUCHY):
        return DUCHY
    if count(g, me, MASQUERADE) < prm[0] and ok(g, MASQUERADE):
        return MASQUERADE
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
register(Strategy("minion-stack", dombots.minion, decide=minion_decide, needs=(MINION,),
                  family="intrigue",
                  summary="Province if count(Minion) > 5; Duchy if prov <= 4; Estate if prov <= 2; "
                          "Minion; Silver (Geronimoo's Minion bot); Minion: +$2 with another "
                          "Minion in hand, before a junk reshuffle, or when it reaches the "
                          "wanted price, else attack"))
register(Strategy("duke-rush", dombots.duke, needs=(DUKE,), family="intrigue",
                  summary="Duchy if money >= 14; Province if supply(Duchy) == 0 and count(Duchy) "
                          "< 7; Duke if supply(Duchy) == 0; Estate if supply(Duke) <= 3; Gold; "
                          "Silver; Copper (WanderingWinder's Duke bot)"))
register(Strategy("masquerade-bm", masquerade_bm, decide=masquerade_decide,
                  needs=(MASQUERADE,), family="intrigue",
                  declared=(Param("k", 1, 0, 10, "Masquerades bought at most", slot=0),),
                  summary="Province if count(Gold) > 1; Duchy if prov <= 4; Estate if prov <= 2; "
                          "Gold; Duchy if prov <= 5; Masquerade if count(Masquerade) < {k}; Silver "
                          "(WanderingWinder's Masquerade bot); passes Curse, Estate, Copper; "
                          "trashes Curse, early Estates, spare Coppers"))
_c = make_bm(COURTYARD, 2)
_c.name, _c.family = "courtyard-bm", "intrigue"
_c.summary = "Big Money Ultimate plus two Courtyards (bought before Silver)"
register(_c)
