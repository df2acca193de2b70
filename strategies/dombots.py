"""The base and Intrigue bots of Geronimoo's Dominion simulator bot collection (DomBots.xml,
github.com/Geronimoo/DominionSim), rule for rule: `dombots-<bot name>`.

Their buy rules are facts and are written here as ours; everything else (which Action to
play, what to trash, discard, pass ...) is our default heuristic, as for every buy rule.
The translation of the collection's terms: countCardsInDeck(X) = count(X) (copies owned),
countCardsInSupply(X) = supply(X), getTotalMoney = money (coin value of the Treasures
owned), countAvailableMoney = coins (what can be spent now), gainsNeededToEndGame = the
fewest gains that end the game (Provinces left, or the three smallest piles). Rules read top
to bottom; the first affordable one whose conditions hold is bought.

Left out: "Shelters" (it needs the Dark Ages starting deck). The four bots "for 3 or 4"
players are here too; they are measured at 4 players.
"""
from numba import njit

from simcore.dominion.cards import (
    ADVENTURER,
    BUREAUCRAT,
    CHAPEL,
    COPPER,
    COPPERSMITH,
    COUNCIL_ROOM,
    DUCHY,
    DUKE,
    ESTATE,
    FESTIVAL,
    GARDENS,
    GOLD,
    GREAT_HALL,
    IRONWORKS,
    LABORATORY,
    MARKET,
    MASQUERADE,
    MILITIA,
    MINION,
    MOAT,
    NC,
    NOBLES,
    PROVINCE,
    SABOTEUR,
    SILVER,
    SPY,
    THIEF,
    TORTURER,
    VILLAGE,
    WISHING_WELL,
    WITCH,
    WORKSHOP,
)
from simcore.dominion.state import NONE
from simcore.dominion.view import coins, count, empty_piles, money, ok, prov, supply
from strategies.api import Strategy, register


@njit(cache=True)
def gains_to_end(g):
    """The fewest gains that end the game: the Provinces left, or what the smallest piles
    hold until three are empty, whichever is less."""
    need = 3 - empty_piles(g)
    a = 1 << 30
    b = 1 << 30
    c = 1 << 30
    for x in range(NC):
        n = supply(g, x)
        if n <= 0:
            continue
        if n < a:
            a, b, c = n, a, b
        elif n < b:
            b, c = n, b
        elif n < c:
            c = n
    piles = a if need <= 1 else (a + b if need == 2 else a + b + c)
    return min(prov(g), piles)


# --- Geronimoo's bots -------------------------------------------------------------------

@njit(cache=True)
def lab_militia_chapel(g, me, prm):
    if coins(g) >= 13 and ok(g, PROVINCE):
        return PROVINCE
    if count(g, me, PROVINCE) >= 1 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 3 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if count(g, me, GOLD) == 0 and ok(g, GOLD):
        return GOLD
    if count(g, me, FESTIVAL) == 0 and ok(g, FESTIVAL):
        return FESTIVAL
    if count(g, me, LABORATORY) > 2 and ok(g, MARKET):
        return MARKET
    if ok(g, LABORATORY):
        return LABORATORY
    if count(g, me, MILITIA) == 0 and ok(g, MILITIA):
        return MILITIA
    if count(g, me, CHAPEL) == 0 and ok(g, CHAPEL):
        return CHAPEL
    if count(g, me, GOLD) > 0 and ok(g, SPY):
        return SPY
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def council_room_militia(g, me, prm):
    if coins(g) >= 13 and ok(g, PROVINCE):
        return PROVINCE
    if count(g, me, PROVINCE) >= 1 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if (count(g, me, GOLD) < count(g, me, COUNCIL_ROOM) and money(g, me) < 16
            and ok(g, GOLD)):
        return GOLD
    if count(g, me, COUNCIL_ROOM) < 1 and ok(g, COUNCIL_ROOM):
        return COUNCIL_ROOM
    if count(g, me, COUNCIL_ROOM) < count(g, me, VILLAGE) and ok(g, COUNCIL_ROOM):
        return COUNCIL_ROOM
    if count(g, me, MILITIA) == 0 and ok(g, MILITIA):
        return MILITIA
    if ok(g, VILLAGE):
        return VILLAGE
    return NONE


@njit(cache=True)
def minion(g, me, prm):
    if count(g, me, MINION) > 5 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, MINION):
        return MINION
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def ironworks_gardens_scissors(g, me, prm):
    if ok(g, PROVINCE):
        return PROVINCE
    if count(g, me, SILVER) > 2 and ok(g, DUCHY):
        return DUCHY
    if count(g, me, SILVER) > 2 and ok(g, GARDENS):
        return GARDENS
    if ok(g, GOLD):
        return GOLD
    if count(g, me, IRONWORKS) < 2 and ok(g, IRONWORKS):
        return IRONWORKS
    if count(g, me, SILVER) > 5 and ok(g, ESTATE):
        return ESTATE
    if ok(g, SILVER):
        return SILVER
    if ok(g, COPPER):
        return COPPER
    return NONE


@njit(cache=True)
def ironworks_gardens_paper(g, me, prm):
    if count(g, me, IRONWORKS) > 1 and ok(g, DUCHY):
        return DUCHY
    if count(g, me, IRONWORKS) > 1 and ok(g, GARDENS):
        return GARDENS
    if ok(g, IRONWORKS):
        return IRONWORKS
    if count(g, me, GARDENS) > 0 and ok(g, ESTATE):
        return ESTATE
    if ok(g, SILVER):
        return SILVER
    if ok(g, COPPER):
        return COPPER
    return NONE


@njit(cache=True)
def ironworks_gardens_rock(g, me, prm):
    if count(g, me, IRONWORKS) > 5 and ok(g, GARDENS):
        return GARDENS
    if count(g, me, IRONWORKS) > 5 and ok(g, DUCHY):
        return DUCHY
    if ok(g, IRONWORKS):
        return IRONWORKS
    if count(g, me, GARDENS) > 0 and ok(g, ESTATE):
        return ESTATE
    if ok(g, SILVER):
        return SILVER
    if ok(g, COPPER):
        return COPPER
    return NONE


@njit(cache=True)
def bureaucrat_gardens(g, me, prm):
    if count(g, me, BUREAUCRAT) > 4 and ok(g, GARDENS):
        return GARDENS
    if supply(g, GARDENS) == 0 and ok(g, PROVINCE):
        return PROVINCE
    if supply(g, GARDENS) == 0 and ok(g, DUCHY):
        return DUCHY
    if supply(g, GARDENS) == 0 and ok(g, ESTATE):
        return ESTATE
    if ok(g, BUREAUCRAT):
        return BUREAUCRAT
    if ok(g, SILVER):
        return SILVER
    if ok(g, COPPER):
        return COPPER
    return NONE


@njit(cache=True)
def basic_big_money(g, me, prm):
    if ok(g, PROVINCE):
        return PROVINCE
    if ok(g, GOLD):
        return GOLD
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def big_money_ultimate_3_4(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if gains_to_end(g) <= 7 and ok(g, DUCHY):
        return DUCHY
    if gains_to_end(g) <= 3 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def costume_party(g, me, prm):
    if count(g, me, NOBLES) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 2 and ok(g, DUCHY):
        return DUCHY
    if count(g, me, GOLD) > 0 and ok(g, NOBLES):
        return NOBLES
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if count(g, me, MASQUERADE) < 1 and ok(g, MASQUERADE):
        return MASQUERADE
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def double_moat_3_4(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if gains_to_end(g) <= 7 and ok(g, DUCHY):
        return DUCHY
    if gains_to_end(g) <= 3 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if count(g, me, SILVER) == 0 and ok(g, SILVER):
        return SILVER
    if count(g, me, MOAT) < 2 and ok(g, MOAT):
        return MOAT
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def laboratory(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if ok(g, LABORATORY):
        return LABORATORY
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def militia(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 6 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if count(g, me, MILITIA) < 3 and ok(g, MILITIA):
        return MILITIA
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def minions_chapel(g, me, prm):
    if count(g, me, MINION) > 5 and ok(g, PROVINCE):
        return PROVINCE
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 1 and ok(g, ESTATE):
        return ESTATE
    if ok(g, MINION):
        return MINION
    if count(g, me, CHAPEL) < 1 and ok(g, CHAPEL):
        return CHAPEL
    if ok(g, GOLD):
        return GOLD
    if count(g, me, MINION) < 1 and ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def one_coppersmith(g, me, prm):
    if count(g, me, LABORATORY) > 6 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 1 and ok(g, ESTATE):
        return ESTATE
    if count(g, me, MARKET) >= 2 and ok(g, LABORATORY):
        return LABORATORY
    if ok(g, MARKET):
        return MARKET
    if count(g, me, COPPERSMITH) == 0 and ok(g, COPPERSMITH):
        return COPPERSMITH
    if ok(g, WISHING_WELL):
        return WISHING_WELL
    return NONE


@njit(cache=True)
def saboteur(g, me, prm):
    if ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 5 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if count(g, me, SABOTEUR) < 2 and ok(g, SABOTEUR):
        return SABOTEUR
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def spy_thief(g, me, prm):
    if ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 5 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if (count(g, me, THIEF) <= count(g, me, SPY) and count(g, me, THIEF) < 3
            and ok(g, THIEF)):
        return THIEF
    if count(g, me, SILVER) > 0 and ok(g, SPY):
        return SPY
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def torturer_village(g, me, prm):
    if count(g, me, TORTURER) > 3 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 1 and ok(g, ESTATE):
        return ESTATE
    if count(g, me, TORTURER) == 0 and ok(g, TORTURER):
        return TORTURER
    if count(g, me, TORTURER) <= count(g, me, VILLAGE) and ok(g, TORTURER):
        return TORTURER
    if count(g, me, SILVER) < 1 and ok(g, SILVER):
        return SILVER
    if ok(g, VILLAGE):
        return VILLAGE
    return NONE


@njit(cache=True)
def witch(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
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


@njit(cache=True)
def witch_moat_3_4(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if gains_to_end(g) <= 7 and ok(g, DUCHY):
        return DUCHY
    if gains_to_end(g) <= 3 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if count(g, me, WITCH) < 1 and ok(g, WITCH):
        return WITCH
    if count(g, me, MOAT) == 0 and ok(g, MOAT):
        return MOAT
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def witch_3_4(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if gains_to_end(g) <= 7 and ok(g, DUCHY):
        return DUCHY
    if gains_to_end(g) <= 3 and ok(g, ESTATE):
        return ESTATE
    if count(g, me, WITCH) < 1 and ok(g, WITCH):
        return WITCH
    if ok(g, GOLD):
        return GOLD
    if count(g, me, WITCH) < 2 and ok(g, WITCH):
        return WITCH
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def workshop_gardens(g, me, prm):
    if count(g, me, WORKSHOP) > 8 and ok(g, GARDENS):
        return GARDENS
    if ok(g, WORKSHOP):
        return WORKSHOP
    if ok(g, ESTATE):
        return ESTATE
    if ok(g, SILVER):
        return SILVER
    if ok(g, COPPER):
        return COPPER
    return NONE


# --- WanderingWinder's optimised single-card bots -----------------------------------------

@njit(cache=True)
def adventurer(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if count(g, me, GOLD) > 0 and count(g, me, ADVENTURER) == 0 and ok(g, ADVENTURER):
        return ADVENTURER
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= 5 and ok(g, DUCHY):
        return DUCHY
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
def coppersmith(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= 6 and ok(g, DUCHY):
        return DUCHY
    if count(g, me, COPPERSMITH) == 0 and ok(g, COPPERSMITH):
        return COPPERSMITH
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def council_room(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= 6 and ok(g, DUCHY):
        return DUCHY
    if count(g, me, COUNCIL_ROOM) == 0 and ok(g, COUNCIL_ROOM):
        return COUNCIL_ROOM
    if count(g, me, COUNCIL_ROOM) < money(g, me) and ok(g, COUNCIL_ROOM):
        return COUNCIL_ROOM
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def duke(g, me, prm):
    if money(g, me) >= 14 and ok(g, DUCHY):
        return DUCHY
    if supply(g, DUCHY) == 0 and count(g, me, DUCHY) < 7 and ok(g, PROVINCE):
        return PROVINCE
    if supply(g, DUCHY) == 0 and ok(g, DUKE):
        return DUKE
    if supply(g, DUKE) <= 3 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if ok(g, SILVER):
        return SILVER
    if ok(g, COPPER):
        return COPPER
    return NONE


@njit(cache=True)
def festival(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= 6 and ok(g, DUCHY):
        return DUCHY
    if ok(g, FESTIVAL):
        return FESTIVAL
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def great_hall(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 4 and ok(g, GREAT_HALL):
        return GREAT_HALL
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= 6 and ok(g, DUCHY):
        return DUCHY
    if count(g, me, SILVER) >= 7 and ok(g, GREAT_HALL):
        return GREAT_HALL
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def ironworks(g, me, prm):
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= 6 and ok(g, DUCHY):
        return DUCHY
    if count(g, me, IRONWORKS) == 0 and ok(g, IRONWORKS):
        return IRONWORKS
    if ok(g, SILVER):
        return SILVER
    return NONE


@njit(cache=True)
def masquerade(g, me, prm):
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
    if count(g, me, MASQUERADE) < 1 and ok(g, MASQUERADE):
        return MASQUERADE
    if ok(g, SILVER):
        return SILVER
    return NONE


# name, buy rule, author, players it is written for, the rules in words
BOTS = [
    ("lab-militia-chapel", lab_militia_chapel, "Geronimoo", 2,
     "Province if coins >= 13; Province if count(Province) >= 1; Duchy if prov <= 3; Estate if "
     "prov <= 2; Gold if count(Gold) == 0; Festival if count(Festival) == 0; Market if "
     "count(Laboratory) > 2; Laboratory; Militia if count(Militia) == 0; Chapel if "
     "count(Chapel) == 0; Spy if count(Gold) > 0; Silver"),
    ("council-room-militia", council_room_militia, "Geronimoo", 2,
     "Province if coins >= 13; Province if count(Province) >= 1; Duchy if prov <= 4; Estate if "
     "prov <= 2; Gold if count(Gold) < count(Council Room) and money < 16; Council Room if "
     "count(Council Room) < 1; Council Room if count(Council Room) < count(Village); Militia if "
     "count(Militia) == 0; Village"),
    ("minion", minion, "Geronimoo", 2,
     "Province if count(Minion) > 5; Duchy if prov <= 4; Estate if prov <= 2; Minion; Silver"),
    ("ironworks-gardens-scissors", ironworks_gardens_scissors, "Geronimoo", 2,
     "Province; Duchy if count(Silver) > 2; Gardens if count(Silver) > 2; Gold; Ironworks if "
     "count(Ironworks) < 2; Estate if count(Silver) > 5; Silver; Copper"),
    ("ironworks-gardens-paper", ironworks_gardens_paper, "Geronimoo", 2,
     "Duchy if count(Ironworks) > 1; Gardens if count(Ironworks) > 1; Ironworks; Estate if "
     "count(Gardens) > 0; Silver; Copper"),
    ("ironworks-gardens-rock", ironworks_gardens_rock, "Geronimoo", 2,
     "Gardens if count(Ironworks) > 5; Duchy if count(Ironworks) > 5; Ironworks; Estate if "
     "count(Gardens) > 0; Silver; Copper"),
    ("bureaucrat-gardens", bureaucrat_gardens, "Geronimoo", 2,
     "Gardens if count(Bureaucrat) > 4; Province, Duchy, Estate if supply(Gardens) == 0; "
     "Bureaucrat; Silver; Copper"),
    ("basic-big-money", basic_big_money, "Geronimoo", 2, "Province; Gold; Silver"),
    ("big-money-ultimate-3-4", big_money_ultimate_3_4, "Geronimoo", 4,
     "Province if count(Gold) > 0; Duchy if gains to end <= 7; Estate if gains to end <= 3; "
     "Gold; Silver"),
    ("costume-party", costume_party, "Geronimoo", 2,
     "Province if count(Nobles) > 0; Duchy if prov <= 2; Nobles if count(Gold) > 0; Estate if "
     "prov <= 2; Gold; Masquerade if count(Masquerade) < 1; Silver"),
    ("double-moat-3-4", double_moat_3_4, "Geronimoo", 4,
     "Province if count(Gold) > 0; Duchy if gains to end <= 7; Estate if gains to end <= 3; "
     "Gold; Silver if count(Silver) == 0; Moat if count(Moat) < 2; Silver"),
    ("laboratory", laboratory, "Geronimoo", 2,
     "Province if count(Gold) > 0; Duchy if prov <= 4; Estate if prov <= 2; Gold; Laboratory; "
     "Silver"),
    ("militia", militia, "Geronimoo", 2,
     "Province if count(Gold) > 0; Duchy if prov <= 6; Estate if prov <= 2; Gold; Militia if "
     "count(Militia) < 3; Silver"),
    ("minions-chapel", minions_chapel, "Geronimoo", 2,
     "Province if count(Minion) > 5; Province if count(Gold) > 0; Duchy if prov <= 4; Estate "
     "if prov <= 1; Minion; Chapel if count(Chapel) < 1; Gold; Silver if count(Minion) < 1"),
    ("one-coppersmith", one_coppersmith, "Geronimoo", 2,
     "Province if count(Laboratory) > 6; Duchy if prov <= 4; Estate if prov <= 1; Laboratory "
     "if count(Market) >= 2; Market; Coppersmith if count(Coppersmith) == 0; Wishing Well"),
    ("saboteur", saboteur, "Geronimoo", 2,
     "Province; Duchy if prov <= 5; Estate if prov <= 2; Gold; Saboteur if count(Saboteur) < 2; "
     "Silver"),
    ("spy-thief", spy_thief, "Geronimoo", 2,
     "Province; Duchy if prov <= 5; Estate if prov <= 2; Gold; Thief if count(Thief) <= "
     "count(Spy) and count(Thief) < 3; Spy if count(Silver) > 0; Silver"),
    ("torturer-village", torturer_village, "Geronimoo", 2,
     "Province if count(Torturer) > 3; Duchy if prov <= 4; Estate if prov <= 1; Torturer if "
     "count(Torturer) == 0; Torturer if count(Torturer) <= count(Village); Silver if "
     "count(Silver) < 1; Village"),
    ("witch", witch, "Geronimoo", 2,
     "Province if count(Gold) > 0; Duchy if prov <= 5; Estate if prov <= 2; Witch if "
     "count(Witch) == 0; Gold; Witch if count(Witch) < 2; Silver"),
    ("witch-moat-3-4", witch_moat_3_4, "Geronimoo", 4,
     "Province if count(Gold) > 0; Duchy if gains to end <= 7; Estate if gains to end <= 3; "
     "Gold; Witch if count(Witch) < 1; Moat if count(Moat) == 0; Silver"),
    ("witch-3-4", witch_3_4, "Geronimoo", 4,
     "Province if count(Gold) > 0; Duchy if gains to end <= 7; Estate if gains to end <= 3; "
     "Witch if count(Witch) < 1; Gold; Witch if count(Witch) < 2; Silver"),
    ("workshop-gardens", workshop_gardens, "Geronimoo", 2,
     "Gardens if count(Workshop) > 8; Workshop; Estate; Silver; Copper"),
    ("adventurer", adventurer, "WanderingWinder", 2,
     "Province if count(Gold) > 0; Duchy if prov <= 4; Estate if prov <= 2; Adventurer if "
     "count(Gold) > 0 and count(Adventurer) == 0; Gold; Duchy if prov <= 5; Silver"),
    ("big-money-ultimate", big_money_ultimate, "WanderingWinder", 2,
     "Province if money > 18; Duchy if prov <= 4; Estate if prov <= 2; Gold; Duchy if "
     "prov <= 6; Silver"),
    ("coppersmith", coppersmith, "WanderingWinder", 2,
     "Province if count(Gold) > 0; Duchy if prov <= 4; Estate if prov <= 2; Gold; Duchy if "
     "prov <= 6; Coppersmith if count(Coppersmith) == 0; Silver"),
    ("council-room", council_room, "WanderingWinder", 2,
     "Province if count(Gold) > 0; Duchy if prov <= 4; Estate if prov <= 2; Gold; Duchy if "
     "prov <= 6; Council Room if count(Council Room) == 0; Council Room if count(Council Room) "
     "< money; Silver"),
    ("duke", duke, "WanderingWinder", 2,
     "Duchy if money >= 14; Province if supply(Duchy) == 0 and count(Duchy) < 7; Duke if "
     "supply(Duchy) == 0; Estate if supply(Duke) <= 3; Gold; Silver; Copper"),
    ("festival", festival, "WanderingWinder", 2,
     "Province if count(Gold) > 0; Duchy if prov <= 4; Estate if prov <= 2; Gold; Duchy if "
     "prov <= 6; Festival; Silver"),
    ("great-hall", great_hall, "WanderingWinder", 2,
     "Province if count(Gold) > 0; Duchy if prov <= 4; Great Hall if prov <= 4; Estate if "
     "prov <= 2; Gold; Duchy if prov <= 6; Great Hall if count(Silver) >= 7; Silver"),
    ("ironworks", ironworks, "WanderingWinder", 2,
     "Province if count(Gold) > 0; Duchy if prov <= 4; Estate if prov <= 2; Gold; Duchy if "
     "prov <= 6; Ironworks if count(Ironworks) == 0; Silver"),
    ("masquerade", masquerade, "WanderingWinder", 2,
     "Province if count(Gold) > 1; Duchy if prov <= 4; Estate if prov <= 2; Gold; Duchy if "
     "prov <= 5; Masquerade if count(Masquerade) < 1; Silver"),
]

# the kingdom cards each bot names (its default kingdom)
NEEDS = {
    "lab-militia-chapel": (CHAPEL, FESTIVAL, LABORATORY, MARKET, MILITIA, SPY),
    "council-room-militia": (COUNCIL_ROOM, MILITIA, VILLAGE),
    "minion": (MINION,),
    "ironworks-gardens-scissors": (GARDENS, IRONWORKS),
    "ironworks-gardens-paper": (GARDENS, IRONWORKS),
    "ironworks-gardens-rock": (GARDENS, IRONWORKS),
    "bureaucrat-gardens": (BUREAUCRAT, GARDENS),
    "costume-party": (MASQUERADE, NOBLES),
    "double-moat-3-4": (MOAT,),
    "laboratory": (LABORATORY,),
    "militia": (MILITIA,),
    "minions-chapel": (CHAPEL, MINION),
    "one-coppersmith": (COPPERSMITH, LABORATORY, MARKET, WISHING_WELL),
    "saboteur": (SABOTEUR,),
    "spy-thief": (SPY, THIEF),
    "torturer-village": (TORTURER, VILLAGE),
    "witch": (WITCH,),
    "witch-moat-3-4": (MOAT, WITCH),
    "witch-3-4": (WITCH,),
    "workshop-gardens": (GARDENS, WORKSHOP),
    "adventurer": (ADVENTURER,),
    "coppersmith": (COPPERSMITH,),
    "council-room": (COUNCIL_ROOM,),
    "duke": (DUKE,),
    "festival": (FESTIVAL,),
    "great-hall": (GREAT_HALL,),
    "ironworks": (IRONWORKS,),
    "masquerade": (MASQUERADE,),
}

PLAYERS = {}
for _name, _f, _author, _players, _rules in BOTS:
    register(Strategy(f"dombots-{_name}", _f, summary=_rules, needs=NEEDS.get(_name, ()),
                      family="dombots"))
    PLAYERS[f"dombots-{_name}"] = _players
