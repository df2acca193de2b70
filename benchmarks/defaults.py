"""Default decisions against alternatives, measured.

For every card with choices, `bm-<card>` (Big Money Ultimate plus the card, the default copy
limit) plays `big-money-ultimate` once with the default decisions and once with each
alternative policy for one of its decisions, on the same seed (so the same deals). For the
decisions a card poses to its victims (Militia's discard, Torturer's choice, ...) the
alternative is played by the victim instead: `big-money-ultimate` with the alternative
against `bm-<card>`. The default passes when no alternative is significantly better: the
95% confidence interval of the paired per-game share difference (alternative minus default)
does not lie above 0.

    python -m benchmarks.defaults [--games 20000] [--cards Masquerade,Steward] [--threads 2]

prints a Markdown table (the one in benchmarks/README.md) and exits 1 if a default loses.
Alternatives are strategies whose `decide` (or, for plays and gains, `action` and `buy`)
answers the one decision and DEFERs everything else to the defaults; `prm[0]` carries the
card (low 8 bits) and the alternative's number (above).
"""
import argparse
import sys
import time

import numpy as np
from numba import njit

from simcore.dominion.cards import (
    ACTION,
    ARTISAN,
    BARON,
    CELLAR,
    CHANCELLOR,
    CHAPEL,
    COIN,
    COPPER,
    COST,
    COURTIER,
    COURTYARD,
    CURSE_T,
    DUCHY,
    ESTATE,
    FEAST,
    GOLD,
    HARBINGER,
    IRONWORKS,
    LIBRARY,
    LURKER,
    MASQUERADE,
    MILITIA,
    MILL,
    MINE,
    MINING_VILLAGE,
    MINION,
    MONEYLENDER,
    NAMES,
    NOBLES,
    PATROL,
    PAWN,
    PRIORITY,
    PROVINCE,
    REMODEL,
    REPLACE,
    SCOUT,
    SECRET_CHAMBER,
    SECRET_PASSAGE,
    SENTRY,
    SILVER,
    SPY,
    STEWARD,
    SWINDLER,
    THIEF,
    TORTURER,
    TRADING_POST,
    TREASURE,
    TYPES,
    UPGRADE,
    VASSAL,
    VICTORY,
    VILLAGE,
    WISHING_WELL,
    WORKSHOP,
    card_id,
)
from simcore.dominion.decisions import legal, legal_card
from simcore.dominion.match import Match, outcomes, play
from simcore.dominion.state import (
    DEFER,
    DISCARD,
    GAIN,
    MODE,
    NAME,
    NONE,
    PICK,
    PLAY_ACTION,
    SET_ASIDE,
    TOPDECK,
    TRASH,
    YESNO,
    Z_REVEALED,
)
from simcore.dominion.view import count, ok, prov, treasures
from strategies.api import Strategy
from strategies.bm_cards import bm_x, make_bm
from strategies.canonical import big_money_ultimate
from strategies.dombots import masquerade as dombots_masquerade
from strategies.dombots import minion as dombots_minion

# ---------------------------------------------------------------------------- alternatives
# (card, decision, alternative, side): side "own" = bm-<card> plays it, "victim" = the
# big-money-ultimate opponent does. The number of each is its index + 1.
ALTS = [
    ("Cellar", "discard", "only Curses and Victory cards (not dead Actions)", "own"),
    ("Cellar", "discard", "Coppers too", "own"),
    ("Chapel", "trash", "Curses and Estates only, never Coppers", "own"),
    ("Chapel", "trash", "4 worst cards whatever they are", "own"),
    ("Harbinger", "pick", "never topdeck", "own"),
    ("Harbinger", "pick", "any card, the highest static keep value", "own"),
    ("Vassal", "yesno", "never play the Action", "own"),
    ("Workshop", "gain", "Silver", "own"),
    ("Workshop", "gain", "most expensive (printed cost, then priority)", "own"),
    ("Militia", "discard", "victim: static keep value (Actions by cost)", "victim"),
    ("Militia", "discard", "victim: random cards", "victim"),
    ("Moneylender", "yesno", "never trash the Copper", "own"),
    ("Remodel", "trash", "Curse, else Gold while Provinces are left, else cheapest", "own"),
    ("Remodel", "trash", "random card", "own"),
    ("Remodel", "play", "always play it", "own"),
    ("Library", "set_aside", "only when no Action is left", "own"),
    ("Library", "set_aside", "never", "own"),
    ("Mine", "trash", "Copper before Silver", "own"),
    ("Mine", "trash", "never", "own"),
    ("Sentry", "mode", "never trash (discard junk)", "own"),
    ("Sentry", "mode", "keep everything", "own"),
    ("Artisan", "topdeck", "worst card (Victory first)", "own"),
    ("Artisan", "topdeck", "random card", "own"),
    ("Courtyard", "topdeck", "worst card (Victory first)", "own"),
    ("Courtyard", "topdeck", "random card", "own"),
    ("Courtyard", "topdeck", "worst card (Victory first; DomBots Courtyard bot)",
     "dombots-courtyard"),
    ("Lurker", "mode", "always trash from the Supply", "own"),
    ("Lurker", "mode", "gain from the trash whenever possible", "own"),
    ("Pawn", "mode", "+1 Card, +1 Action", "own"),
    ("Pawn", "mode", "+1 Card, +$1", "own"),
    ("Masquerade", "pick", "pass the lowest static keep value", "own"),
    ("Masquerade", "pick", "pass a random card", "own"),
    ("Masquerade", "trash", "never trash", "own"),
    ("Masquerade", "trash", "Estates until 2 Provinces are left, and Coppers", "own"),
    ("Masquerade", "trash", "Estates until 2 Provinces are left, no Coppers", "own"),
    ("Masquerade", "trash", "Estates until 6 Provinces are left, no Coppers", "own"),
    ("Masquerade", "pick", "pass the lowest static keep value (DomBots Masquerade bot)",
     "dombots-masquerade"),
    ("Masquerade", "trash", "Estates until 2 Provinces are left, and Coppers (DomBots "
     "Masquerade bot)", "dombots-masquerade"),
    ("Steward", "mode", "always +2 Cards", "own"),
    ("Steward", "mode", "always +$2", "own"),
    ("Steward", "mode", "trash 2 junk incl. Coppers, else +$2 at a price, else cards", "own"),
    ("Swindler", "pick", "lowest static keep value (an Attack for a Silver)", "own"),
    ("Swindler", "pick", "random card", "own"),
    ("Wishing Well", "name", "always Copper", "own"),
    ("Wishing Well", "name", "always Silver", "own"),
    ("Baron", "yesno", "never discard the Estate", "own"),
    ("Ironworks", "gain", "Silver", "own"),
    ("Ironworks", "gain", "most expensive (printed cost, then priority)", "own"),
    ("Mill", "discard", "never", "own"),
    ("Mill", "discard", "always the 2 worst", "own"),
    ("Mining Village", "yesno", "never trash it", "own"),
    ("Mining Village", "yesno", "always trash it", "own"),
    ("Secret Passage", "topdeck", "worst card, on top", "own"),
    ("Secret Passage", "topdeck", "random card, on top", "own"),
    ("Courtier", "mode", "always a Gold first", "own"),
    ("Courtier", "mode", "always +$3 first", "own"),
    ("Minion", "mode", "+$2 with an Action in hand or when it makes $6", "own"),
    ("Minion", "mode", "always +$2", "own"),
    ("Minion", "mode", "+$2 when it makes $6 or more", "own"),
    ("Minion", "mode", "+$2 with an Action in hand or when it makes $6 (DomBots Minion bot)",
     "dombots-minion"),
    ("Minion", "mode", "always +$2 (DomBots Minion bot)", "dombots-minion"),
    ("Minion", "mode", "expected: attack unless +$2 reaches a higher price than 4 new cards",
     "own"),
    ("Minion", "mode", "expected: attack unless +$2 reaches a higher price than 4 new cards "
     "(DomBots Minion bot)", "dombots-minion"),
    ("Patrol", "pick", "worst card on top", "own"),
    ("Replace", "trash", "random card", "own"),
    ("Replace", "trash", "cheapest static value", "own"),
    ("Torturer", "mode", "victim: always discard 2", "victim"),
    ("Torturer", "mode", "victim: always the Curse", "victim"),
    ("Torturer", "mode", "victim: always discard 2 (vs Torturer/Village)", "tv"),
    ("Torturer", "mode", "victim: always the Curse (vs Torturer/Village)", "tv"),
    ("Trading Post", "play", "always play it", "own"),
    ("Trading Post", "trash", "2 lowest static keep values", "own"),
    ("Upgrade", "trash", "lowest static keep value", "own"),
    ("Upgrade", "trash", "random card", "own"),
    ("Nobles", "mode", "always +3 Cards", "own"),
    ("Nobles", "mode", "always +2 Actions", "own"),
    ("Secret Chamber", "discard", "never discard", "own"),
    ("Secret Chamber", "discard", "Coppers too", "own"),
    ("Scout", "pick", "worst card on top", "own"),
    ("Chancellor", "yesno", "always", "own"),
    ("Chancellor", "yesno", "never", "own"),
    ("Feast", "gain", "most expensive (printed cost, then priority)", "own"),
    ("Feast", "gain", "Duchy", "own"),
    ("Spy", "yesno", "always discard", "own"),
    ("Spy", "yesno", "never discard", "own"),
    ("Thief", "yesno", "never gain", "own"),
    ("Thief", "yesno", "gain every Treasure, Copper too", "own"),
]
ALT_ID = {(c, d, a): i + 1 for i, (c, d, a, _) in enumerate(ALTS)}


def _id(card, text):
    for i, (c, _, a, _) in enumerate(ALTS):
        if c == card and a.startswith(text):
            return i + 1
    raise KeyError((card, text))


# numba reads module-level ints as constants
CELLAR_VICTORY, CELLAR_COPPER = _id("Cellar", "only"), _id("Cellar", "Coppers")
CHAPEL_NO_COPPER, CHAPEL_ANY = _id("Chapel", "Curses"), _id("Chapel", "4 worst")
HARB_NEVER, HARB_STATIC = _id("Harbinger", "never"), _id("Harbinger", "any")
VASSAL_NEVER = _id("Vassal", "never")
WORKSHOP_SILVER, WORKSHOP_PRICIEST = _id("Workshop", "Silver"), _id("Workshop", "most")
MILITIA_STATIC, MILITIA_RANDOM = _id("Militia", "victim: static"), _id("Militia", "victim: random")
MONEYLENDER_NEVER = _id("Moneylender", "never")
REMODEL_OLD, REMODEL_RANDOM, REMODEL_ALWAYS = (_id("Remodel", "Curse"), _id("Remodel", "random"),
                                               _id("Remodel", "always"))
LIBRARY_OLD, LIBRARY_NEVER = _id("Library", "only"), _id("Library", "never")
MINE_COPPER, MINE_NEVER = _id("Mine", "Copper"), _id("Mine", "never")
SENTRY_NOTRASH, SENTRY_KEEPALL = _id("Sentry", "never"), _id("Sentry", "keep")
ARTISAN_WORST, ARTISAN_RANDOM = _id("Artisan", "worst"), _id("Artisan", "random")
COURTYARD_WORST, COURTYARD_RANDOM = _id("Courtyard", "worst"), _id("Courtyard", "random")
LURKER_TRASH_A, LURKER_GAIN_A = _id("Lurker", "always"), _id("Lurker", "gain")
PAWN_CA, PAWN_CC = _id("Pawn", "+1 Card, +1 Action"), _id("Pawn", "+1 Card, +$1")
MASQ_STATIC, MASQ_RANDOM = _id("Masquerade", "pass the"), _id("Masquerade", "pass a random")
MASQ_NOTRASH, MASQ_OLDTRASH = _id("Masquerade", "never"), _id("Masquerade", "Estates")
MASQ_TWO = _id("Masquerade", "Estates until 2 Provinces are left, no")
MASQ_SIX = _id("Masquerade", "Estates until 6")
STEWARD_CARDS_A, STEWARD_COINS_A, STEWARD_OLD = (_id("Steward", "always +2"),
                                                 _id("Steward", "always +$2"),
                                                 _id("Steward", "trash 2"))
SWINDLER_STATIC, SWINDLER_RANDOM = _id("Swindler", "lowest"), _id("Swindler", "random")
WW_COPPER, WW_SILVER = _id("Wishing Well", "always Copper"), _id("Wishing Well", "always Silver")
BARON_NEVER = _id("Baron", "never")
IRON_SILVER, IRON_PRICIEST = _id("Ironworks", "Silver"), _id("Ironworks", "most")
MILL_NEVER, MILL_ALWAYS = _id("Mill", "never"), _id("Mill", "always")
MV_NEVER, MV_ALWAYS = _id("Mining Village", "never"), _id("Mining Village", "always")
SP_WORST, SP_RANDOM = _id("Secret Passage", "worst"), _id("Secret Passage", "random")
COURTIER_GOLD_A, COURTIER_COINS_A = _id("Courtier", "always a Gold"), _id("Courtier", "always +$3")
MINION_OLD, MINION_COINS_A, MINION_SIX = (_id("Minion", "+$2 with"), _id("Minion", "always"),
                                          _id("Minion", "+$2 when"))
MINION_EV = _id("Minion", "expected: attack unless +$2 reaches a higher price than 4 new cards")
MINION_EV_DB = _id("Minion", "expected: attack unless +$2 reaches a higher price than 4 new "
                   "cards (DomBots")
MINION_OLD_DB = _id("Minion", "+$2 with an Action in hand or when it makes $6 (DomBots")
MINION_COINS_DB = _id("Minion", "always +$2 (DomBots")
MASQ_STATIC_DB = _id("Masquerade", "pass the lowest static keep value (DomBots")
MASQ_OLDTRASH_DB = _id("Masquerade", "Estates until 2 Provinces are left, and Coppers (DomBots")
COURTYARD_WORST_DB = _id("Courtyard", "worst card (Victory first; DomBots")
PATROL_WORST = _id("Patrol", "worst")
REPLACE_RANDOM, REPLACE_STATIC = _id("Replace", "random"), _id("Replace", "cheapest")
TORT_DISCARD, TORT_CURSE = _id("Torturer", "victim: always discard"), _id("Torturer", "victim: always the")
TORT_DISCARD_TV = _id("Torturer", "victim: always discard 2 (vs")
TORT_CURSE_TV = _id("Torturer", "victim: always the Curse (vs")
TP_ALWAYS, TP_STATIC = _id("Trading Post", "always"), _id("Trading Post", "2 lowest")
UPGRADE_STATIC, UPGRADE_RANDOM = _id("Upgrade", "lowest"), _id("Upgrade", "random")
NOBLES_CARDS_A, NOBLES_ACTIONS_A = _id("Nobles", "always +3"), _id("Nobles", "always +2")
SC_NEVER, SC_COPPER = _id("Secret Chamber", "never"), _id("Secret Chamber", "Coppers")
SCOUT_WORST = _id("Scout", "worst")
CHANC_ALWAYS, CHANC_NEVER = _id("Chancellor", "always"), _id("Chancellor", "never")
FEAST_PRICIEST, FEAST_DUCHY = _id("Feast", "most"), _id("Feast", "Duchy")
SPY_ALWAYS, SPY_NEVER = _id("Spy", "always"), _id("Spy", "never")
THIEF_NEVER, THIEF_ALL = _id("Thief", "never"), _id("Thief", "gain every")


@njit(cache=True)
def tier(m):
    if m >= 8:
        return 8
    if m >= 6:
        return 6
    return m


@njit(cache=True)
def static_keep(c):
    """The keep value before this scale: Curse -20, Victory -10 + cost/4, Treasures
    3 x coin + 1, anything else its cost (so a $2-$3 Action below Copper)."""
    t = TYPES[c]
    if t & CURSE_T:
        return -20
    if t == VICTORY:
        return -10 + COST[c] // 4
    if t & TREASURE:
        return 3 * COIN[c] + 1
    return COST[c]


@njit(cache=True)
def by_static(g, lowest):
    """The legal card with the lowest (highest) static keep value."""
    best = NONE
    for j in range(g.ncards if g.dec_zone != Z_REVEALED else 0):
        c = g.cards[j]
        if legal_card(g, c) and (best == NONE or (static_keep(c) < static_keep(best)) == lowest
                                 and static_keep(c) != static_keep(best)):
            best = c
    for i in range(g.rev_n if g.dec_zone == Z_REVEALED else 0):
        c = g.rev[i]
        if legal_card(g, c) and (best == NONE or (static_keep(c) < static_keep(best)) == lowest
                                 and static_keep(c) != static_keep(best)):
            best = c
    return best


@njit(cache=True)
def random_legal(g):
    """A legal card chosen by a hash of the game's step count (the game's own random stream
    is left alone)."""
    n = 0
    for j in range(g.ncards):
        if legal_card(g, g.cards[j]):
            n += 1
    if n == 0:
        return NONE
    k = ((g.steps + 1) * 2654435761 + g.game * 40503) % n
    for j in range(g.ncards):
        c = g.cards[j]
        if legal_card(g, c):
            if k == 0:
                return c
            k -= 1
    return NONE


@njit(cache=True)
def priciest(g):
    best = NONE
    for j in range(g.ncards):
        c = g.cards[j]
        if legal_card(g, c) and TYPES[c] != CURSE_T and (
                best == NONE or COST[c] * 1000 + PRIORITY[c] > COST[best] * 1000 + PRIORITY[best]):
            best = c
    return best


@njit(cache=True)
def junk_static(g, c, estate_late, coppers):
    if TYPES[c] & CURSE_T:
        return True
    if c == ESTATE:
        return g.supply[PROVINCE] > estate_late
    if c == COPPER and coppers:
        m = 0
        for j in range(g.ncards):
            d = g.cards[j]
            if TYPES[d] & TREASURE:
                m += COIN[d] * g.owned[g.dec_p, d]
        return m - 1 >= 6
    return False


@njit(cache=True)
def lowest_junk(g, estate_late, coppers):
    best = NONE
    for j in range(g.ncards):
        c = g.cards[j]
        if legal_card(g, c) and junk_static(g, c, estate_late, coppers) and (
                best == NONE or static_keep(c) < static_keep(best)):
            best = c
    return best


@njit(cache=True)
def alt_gain(g, a):
    """GAIN alternatives; NONE: not this one."""
    src = g.dec_src
    if (a == WORKSHOP_SILVER and src == WORKSHOP) or (a == IRON_SILVER and src == IRONWORKS):
        if legal_card(g, SILVER):
            return SILVER
    if ((a == WORKSHOP_PRICIEST and src == WORKSHOP) or (a == IRON_PRICIEST and src == IRONWORKS)
            or (a == FEAST_PRICIEST and src == FEAST)):
        return priciest(g)
    if a == FEAST_DUCHY and src == FEAST and legal_card(g, DUCHY):
        return DUCHY
    return NONE


@njit(cache=True)
def alt_buy(g, me, prm):
    """bm-<card>'s own buy rule, except for the gains an alternative answers."""
    a = prm[0] // 256
    if g.dec == GAIN and a > 0:
        c = alt_gain(g, a)
        if c != NONE:
            return c
    q = prm.copy()
    q[0] = prm[0] % 256
    return bm_x(g, me, q)


@njit(cache=True)
def torturer_village(g, me, prm):
    """DomBots.xml "Torturer/Village" (Geronimoo), rule for rule."""
    if count(g, me, TORTURER) > 3 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 1 and ok(g, ESTATE):
        return ESTATE
    if count(g, me, TORTURER) == 0 and ok(g, TORTURER):
        return TORTURER
    if count(g, me, TORTURER) <= count(g, me, VILLAGE) - 1 and ok(g, TORTURER):
        return TORTURER
    if count(g, me, SILVER) < 1 and ok(g, SILVER):
        return SILVER
    if ok(g, VILLAGE):
        return VILLAGE
    return NONE


@njit(cache=True)
def dombots_courtyard(g, me, prm):
    """DomBots.xml "Courtyard" (HiveMindEmulator): Province if count(Gold) > 0; Duchy if
    prov <= 4; Estate if prov <= 2; Gold; Duchy if prov <= 5; Silver if none; Courtyard if
    none; Courtyard if count < Treasures / 8; Silver; Courtyard if count < 2."""
    if count(g, me, GOLD) > 0 and ok(g, PROVINCE):
        return PROVINCE
    if prov(g) <= 4 and ok(g, DUCHY):
        return DUCHY
    if prov(g) <= 2 and ok(g, ESTATE):
        return ESTATE
    if ok(g, GOLD):
        return GOLD
    if prov(g) <= 5 and ok(g, DUCHY):
        return DUCHY
    if count(g, me, SILVER) == 0 and ok(g, SILVER):
        return SILVER
    if count(g, me, COURTYARD) < 1 and ok(g, COURTYARD):
        return COURTYARD
    if count(g, me, COURTYARD) * 8 < treasures(g, me) and ok(g, COURTYARD):
        return COURTYARD
    if ok(g, SILVER):
        return SILVER
    if count(g, me, COURTYARD) < 2 and ok(g, COURTYARD):
        return COURTYARD
    return NONE


@njit(cache=True)
def bmu_buy(g, me, prm):
    return big_money_ultimate(g, me, prm)


@njit(cache=True)
def alt_action(g, me, prm):
    a = prm[0] // 256
    if g.dec == PLAY_ACTION:
        if a == TP_ALWAYS and legal(g, TRADING_POST):
            return TRADING_POST
        if a == REMODEL_ALWAYS and legal(g, REMODEL):
            return REMODEL
    return DEFER


@njit(cache=True)
def alt_decide(g, me, prm):
    a = prm[0] // 256
    if a == 0:
        return DEFER
    k = g.dec
    src = g.dec_src
    if src == CELLAR and k == DISCARD:
        if a == CELLAR_VICTORY:
            for j in range(g.ncards):
                c = g.cards[j]
                if legal_card(g, c) and (TYPES[c] == VICTORY or TYPES[c] & CURSE_T):
                    return c
            return NONE
        if a == CELLAR_COPPER:
            for j in range(g.ncards):
                c = g.cards[j]
                if legal_card(g, c) and (TYPES[c] == VICTORY or TYPES[c] & CURSE_T
                                         or c == COPPER):
                    return c
            return DEFER
    if src == CHAPEL and k == TRASH:
        if a == CHAPEL_NO_COPPER:
            return lowest_junk(g, 0, False)
        if a == CHAPEL_ANY:
            return by_static(g, True)
    if src == HARBINGER and k == PICK:
        if a == HARB_NEVER:
            return NONE
        if a == HARB_STATIC:
            return by_static(g, False)
    if src == VASSAL and k == YESNO and a == VASSAL_NEVER:
        return 0
    if src == MILITIA and k == DISCARD:
        if a == MILITIA_STATIC:
            return by_static(g, True)
        if a == MILITIA_RANDOM:
            return random_legal(g)
    if src == MONEYLENDER and k == YESNO and a == MONEYLENDER_NEVER:
        return 0
    if src == REMODEL and k == TRASH:
        if a == REMODEL_OLD:
            p = g.dec_p
            if legal_card(g, 6):            # Curse
                return 6
            if g.hand[p, GOLD] > 0 and g.supply[PROVINCE] > 0:
                return GOLD
            return by_static(g, True)
        if a == REMODEL_RANDOM:
            return random_legal(g)
    if src == LIBRARY and k == SET_ASIDE:
        if a == LIBRARY_OLD:
            return 1 if g.actions == 0 else 0
        if a == LIBRARY_NEVER:
            return 0
    if src == MINE and k == TRASH:
        if a == MINE_COPPER and legal_card(g, COPPER):
            return COPPER
        if a == MINE_NEVER:
            return NONE
    if src == SENTRY and k == MODE:
        c = g.dec_card
        if a == SENTRY_NOTRASH:
            return 1 if (TYPES[c] == VICTORY or TYPES[c] & CURSE_T or c == COPPER) else 2
        if a == SENTRY_KEEPALL:
            return 2
    if (src == ARTISAN or src == COURTYARD or src == SECRET_PASSAGE) and k == TOPDECK:
        if (a == ARTISAN_WORST or a == COURTYARD_WORST or a == SP_WORST
                or a == COURTYARD_WORST_DB):
            return by_static(g, True)
        if a == ARTISAN_RANDOM or a == COURTYARD_RANDOM or a == SP_RANDOM:
            return random_legal(g)
    if src == SECRET_PASSAGE and k == MODE and (a == SP_WORST or a == SP_RANDOM):
        return 0
    if src == LURKER and k == MODE:
        if a == LURKER_TRASH_A:
            return 0
        if a == LURKER_GAIN_A:
            for j in range(g.ncards):
                c = g.cards[j]
                if TYPES[c] & ACTION and g.trash[c] > 0:
                    return 1
            return 0
    if src == PAWN and k == MODE:
        if a == PAWN_CA:
            return 0 if legal(g, 0) else 1
        if a == PAWN_CC:
            return 0 if legal(g, 0) else 3
    if src == MASQUERADE:
        if k == PICK and (a == MASQ_STATIC or a == MASQ_STATIC_DB):
            return by_static(g, True)
        if k == PICK and a == MASQ_RANDOM:
            return random_legal(g)
        if k == TRASH and a == MASQ_NOTRASH:
            return NONE
        if k == TRASH and (a == MASQ_OLDTRASH or a == MASQ_OLDTRASH_DB):
            return lowest_junk(g, 2, True)
        if k == TRASH and a == MASQ_TWO:
            return lowest_junk(g, 2, False)
        if k == TRASH and a == MASQ_SIX:
            return lowest_junk(g, 6, False)
    if src == STEWARD and k == MODE:
        if a == STEWARD_CARDS_A:
            return 0
        if a == STEWARD_COINS_A:
            return 1
        if a == STEWARD_OLD:
            p = g.dec_p
            n = 0
            for j in range(g.ncards):
                c = g.cards[j]
                if junk_static(g, c, 2, True):
                    n += g.hand[p, c]
            return 2 if n >= 2 else DEFER
    if src == STEWARD and k == TRASH and a == STEWARD_OLD:
        return by_static(g, True)
    if src == SWINDLER and k == PICK:
        if a == SWINDLER_STATIC:
            return by_static(g, True)
        if a == SWINDLER_RANDOM:
            return random_legal(g)
    if src == WISHING_WELL and k == NAME:
        if a == WW_COPPER:
            return COPPER
        if a == WW_SILVER:
            return SILVER
    if src == BARON and k == YESNO and a == BARON_NEVER:
        return 0
    if src == MILL and k == DISCARD:
        if a == MILL_NEVER and g.dec_opt:
            return NONE
        if a == MILL_ALWAYS:
            return by_static(g, True)
    if src == MINING_VILLAGE and k == YESNO:
        if a == MV_NEVER:
            return 0
        if a == MV_ALWAYS:
            return 1
    if src == COURTIER and k == MODE:
        if a == COURTIER_GOLD_A:
            return 3 if legal(g, 3) else DEFER
        if a == COURTIER_COINS_A:
            return 2 if legal(g, 2) else DEFER
    if src == MINION and k == MODE:
        p = g.dec_p
        m = g.coins
        has_action = False
        for j in range(g.ncards):
            c = g.cards[j]
            if TYPES[c] & TREASURE:
                m += COIN[c] * g.hand[p, c]
            if TYPES[c] & ACTION and g.hand[p, c] > 0:
                has_action = True
        if a == MINION_OLD or a == MINION_OLD_DB:
            return 0 if (has_action or m + 2 >= 6) else 1
        if a == MINION_COINS_A or a == MINION_COINS_DB:
            return 0
        if a == MINION_EV or a == MINION_EV_DB:
            if has_action:
                return 0
            mon = 0
            n = 0
            for j in range(g.ncards):
                c = g.cards[j]
                n += g.owned[p, c]
                if TYPES[c] & TREASURE:
                    mon += COIN[c] * g.owned[p, c]
            expect = g.coins + (4 * mon) // max(n, 1)
            return 0 if tier(m + 2) > tier(expect) else 1
        if a == MINION_SIX:
            return 0 if (has_action or m + 2 >= 6) and m < 6 else 1
    if src == PATROL and k == PICK and a == PATROL_WORST:
        return by_static(g, True)
    if src == REPLACE and k == TRASH:
        if a == REPLACE_RANDOM:
            return random_legal(g)
        if a == REPLACE_STATIC:
            return by_static(g, True)
    if src == TORTURER and k == MODE:
        if a == TORT_DISCARD or a == TORT_DISCARD_TV:
            return 0
        if a == TORT_CURSE or a == TORT_CURSE_TV:
            return 1
    if src == TRADING_POST and k == TRASH and a == TP_STATIC:
        return by_static(g, True)
    if src == UPGRADE and k == TRASH:
        if a == UPGRADE_STATIC:
            return by_static(g, True)
        if a == UPGRADE_RANDOM:
            return random_legal(g)
    if src == NOBLES and k == MODE:
        if a == NOBLES_CARDS_A:
            return 0
        if a == NOBLES_ACTIONS_A:
            return 1
    if src == SECRET_CHAMBER and k == DISCARD:
        if a == SC_NEVER:
            return NONE
        if a == SC_COPPER:
            for j in range(g.ncards):
                c = g.cards[j]
                if legal_card(g, c) and (TYPES[c] == VICTORY or TYPES[c] & CURSE_T
                                         or c == COPPER):
                    return c
            return DEFER
    if src == SCOUT and k == PICK and a == SCOUT_WORST:
        return by_static(g, True)
    if src == CHANCELLOR and k == YESNO:
        if a == CHANC_ALWAYS:
            return 1
        if a == CHANC_NEVER:
            return 0
    if src == SPY and k == YESNO:
        if a == SPY_ALWAYS:
            return 1
        if a == SPY_NEVER:
            return 0
    if src == THIEF and k == YESNO:
        if a == THIEF_NEVER:
            return 0
        if a == THIEF_ALL:
            return 1
    return DEFER


# ---------------------------------------------------------------------------- running
def entry(card, alt):
    """bm-<card> with alternative `alt` (0: the defaults): its default copy limit, at most
    MAX_K (an unlimited non-terminal drowns Big Money and its decisions with it)."""
    x = card_id(card)
    base = make_bm(x, min(make_bm(x).params[1], MAX_K))
    prm = list(base.params)
    prm[0] = prm[0] + 256 * alt
    return Strategy(f"{base.name}~{alt}", alt_buy, alt_action, alt_decide,
                    params=tuple(prm), needs=base.needs)


def victim(alt):
    """big-money-ultimate with alternative `alt` for the decisions Attacks pose to it."""
    return Strategy(f"bmu~{alt}", bmu_buy, None, alt_decide, params=(256 * alt,))


MAX_K = 2
TV = Strategy("torturer-village", torturer_village, needs=(TORTURER, VILLAGE))
BOTS = {"dombots-minion": dombots_minion, "dombots-masquerade": dombots_masquerade,
        "dombots-courtyard": dombots_courtyard}
WHO = {"own": "bm-{}", "victim": "BMU victim of bm-{}", "tv": "BMU victim of Torturer/Village",
       "dombots-minion": "DomBots Minion bot", "dombots-masquerade": "DomBots Masquerade bot",
       "dombots-courtyard": "DomBots Courtyard bot"}


def paired(card, alt, side, games, seed, threads):
    """Per-game share of the measured entry: bm-<card> (side own) or the BMU victim (of
    bm-<card>, or of DomBots' Torturer/Village for side "tv")."""
    x = card_id(card)
    kingdom = [x]
    if side == "own":
        ss = [entry(card, alt), victim(0)]
    elif side == "tv":
        ss = [victim(alt), TV]
        kingdom = [x, VILLAGE]
    elif side in BOTS:
        ss = [Strategy(f"{side}~{alt}", BOTS[side], alt_action, alt_decide,
                       params=(256 * alt,)), victim(0)]
    else:
        ss = [victim(alt), entry(card, 0)]
    m = Match(ss, kingdom, games=games, seed=seed, threads=threads, chunk=games)
    out = []
    for c in play(m):
        sh, _ = outcomes(c.vp, c.turns)
        out.append(sh[:, 0])
    return np.concatenate(out)


def run(cards=None, games=20000, seed=7, threads=2, out=sys.stdout):
    rows = []
    bad = []
    todo = [c for c in dict.fromkeys(a[0] for a in ALTS) if cards is None or c in cards]
    out.write("| card | decision | policy | measured | share | alternative - default "
              "[95% CI] | verdict |\n|---|---|---|---|---:|---:|---|\n")
    for card in todo:
        t0 = time.time()
        base = {}
        for side in dict.fromkeys(a[3] for a in ALTS if a[0] == card):
            base[side] = paired(card, 0, side, games, seed, threads)
            who = WHO[side].format(card.lower().replace(" ", "-"))
            out.write(f"| {card} | all | default | {who} | {base[side].mean():.3f} | | |\n")
        for i, (c, dec, text, side) in enumerate(ALTS):
            if c != card:
                continue
            s = paired(card, i + 1, side, games, seed, threads)
            d = s - base[side]
            mean = d.mean()
            half = 1.96 * d.std(ddof=1) / np.sqrt(len(d))
            worse = mean - half > 0
            verdict = "ALTERNATIVE BETTER" if worse else (
                "default better" if mean + half < 0 else "no significant difference")
            if worse:
                bad.append((card, dec, text))
            rows.append((card, dec, text, s.mean(), mean, half))
            out.write(f"| {card} | {dec} | {text} | | {s.mean():.3f} | {mean:+.3f} "
                      f"[{mean - half:+.3f}, {mean + half:+.3f}] | {verdict} |\n")
        out.flush()
        sys.stderr.write(f"{card}: {time.time() - t0:.0f} s\n")
    return rows, bad


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--cards", default=None, help="comma-separated card names (default: all)")
    a = ap.parse_args(argv)
    cards = None if not a.cards else [NAMES[card_id(c.strip())] for c in a.cards.split(",")]
    _, bad = run(cards, a.games, a.seed, a.threads)
    if bad:
        sys.stderr.write("defaults beaten: " + "; ".join(f"{c} {d}: {t}" for c, d, t in bad)
                         + "\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
