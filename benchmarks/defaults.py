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
    AMBASSADOR,
    CELLAR,
    CHAPEL,
    COIN,
    COPPER,
    COST,
    COURTIER,
    COURTYARD,
    CURSE,
    CURSE_T,
    DUCHY,
    EMBARGO,
    ESTATE,
    FEAST,
    GOLD,
    IRONWORKS,
    ISLAND,
    LIBRARY,
    LURKER,
    MASQUERADE,
    MILL,
    MINE,
    MINION,
    NAMES,
    NATIVE_VILLAGE,
    PAWN,
    PIRATE_SHIP,
    PRIORITY,
    PROVINCE,
    REMODEL,
    REPLACE,
    SALVAGER,
    SECRET_CHAMBER,
    SECRET_PASSAGE,
    SENTRY,
    SILVER,
    STEWARD,
    TACTICIAN,
    TORTURER,
    TRADING_POST,
    TREASURE,
    TREASURE_MAP,
    TYPES,
    UPGRADE,
    VICTORY,
    VILLAGE,
    WORKSHOP,
    card_id,
)
from simcore.dominion.choose import (
    BY_DECK,
    BY_HAND,
    best_improve,
    best_improve_delta,
    early_for_replace,
    hand_money,
    pick,
    plan_improve,
    potential_money,
    replace_by_rank,
    worst_two_sum,
)
from simcore.dominion.decisions import decision_cards, legal, legal_card
from simcore.dominion.effects.intrigue import worst_bad
from simcore.dominion.effects.seaside import native_mat_money
from simcore.dominion.heuristics import default_choice, play_default
from simcore.dominion.match import Match, outcomes, play
from simcore.dominion.probe import has_plan, plan_store, plan_top, probe_close, probe_open, want
from simcore.dominion.state import (
    DEFER,
    DISCARD,
    GAIN,
    MAT_NATIVE,
    MODE,
    NAME,
    NONE,
    PICK,
    PLAY,
    PLAY_ACTION,
    SET_ASIDE,
    TOPDECK,
    TRASH,
    YESNO,
)
from simcore.dominion.values import COPPER_V, SILVER_V, hand_value, is_junk, money
from simcore.dominion.view import count, ok, prov, treasures
from simcore.dominion.zones import cost
from strategies.dominion import REGISTRY
from strategies.dominion.api import Strategy
from strategies.dominion.bm_cards import bm_x, make_bm
from strategies.dominion.canonical import big_money_ultimate
from strategies.dominion.dombots import masquerade as dombots_masquerade
from strategies.dominion.dombots import minion as dombots_minion
from strategies.dominion.dombots import minions_chapel as dombots_minions_chapel

BMU_PRM = np.array(REGISTRY["big-money-ultimate"].params, np.int64)

# ---------------------------------------------------------------------------- alternatives
# How an alternative answers where one rule serves: answer(x) always x; LOWEST / HIGHEST the
# legal card of lowest / highest static keep value; RANDOM a random legal card; junk(...) the
# lowest junk (lowest_junk); STATIC the default itself without the plan probe (the rule a
# plan-aware default replaced). CODED: written out in alt_decide, alt_gain or alt_action.
FIXED, BY_STATIC, RANDOM_CARD, JUNK, CODE, NO_PLAN = range(6)
LOWEST, HIGHEST = (BY_STATIC, 1, 0), (BY_STATIC, 0, 0)
RANDOM, CODED = (RANDOM_CARD, 0, 0), (CODE, 0, 0)
STATIC = (NO_PLAN, 0, 0)


def answer(x):
    return FIXED, x, 0


def junk(estate_late, coppers):
    return JUNK, estate_late, int(coppers)


# (card, decision, alternative, how[, side]): side "own" (when left out) = bm-<card> plays
# it, "victim" = the big-money-ultimate opponent does. The number of each is its index + 1.
_ROWS = [
    ("Cellar", "discard", "only Curses and Victory cards (not dead Actions)", CODED),
    ("Cellar", "discard", "only cards worth less than a Copper (the earlier rule)", CODED),
    ("Chapel", "trash", "Curses and Estates only, never Coppers", junk(0, False)),
    ("Chapel", "trash", "4 worst cards whatever they are", LOWEST),
    ("Harbinger", "pick", "never topdeck", answer(NONE)),
    ("Harbinger", "pick", "any card, the highest static keep value", HIGHEST),
    ("Vassal", "yesno", "never play the Action", answer(0)),
    ("Workshop", "gain", "Silver", CODED),
    ("Workshop", "gain", "most expensive (printed cost, then priority)", CODED),
    ("Militia", "discard", "victim: static keep value (Actions by cost)", LOWEST, "victim"),
    ("Militia", "discard", "victim: random cards", RANDOM, "victim"),
    ("Moneylender", "yesno", "never trash the Copper", answer(0)),
    ("Remodel", "trash", "Curse, else Gold while Provinces are left, else cheapest", CODED),
    ("Remodel", "trash", "random card", RANDOM),
    ("Remodel", "play", "always play it", CODED),
    ("Library", "set_aside", "only when no Action is left", CODED),
    ("Library", "set_aside", "never", answer(0)),
    ("Mine", "trash", "Copper before Silver", CODED),
    ("Mine", "trash", "Silver before Copper (DominionSim's order)", CODED),
    ("Mine", "trash", "never", answer(NONE)),
    ("Sentry", "mode", "never trash (discard junk)", CODED),
    ("Sentry", "mode", "keep everything", answer(2)),
    ("Sentry", "mode", "trash a Copper only while $6 of money stays (the earlier rule)", CODED),
    ("Artisan", "topdeck", "worst card (Victory first)", LOWEST),
    ("Artisan", "topdeck", "random card", RANDOM),
    ("Courtyard", "topdeck", "worst card (Victory first)", LOWEST),
    ("Courtyard", "topdeck", "random card", RANDOM),
    ("Courtyard", "topdeck", "worst card (Victory first; DomBots Courtyard bot)", LOWEST,
     "dombots-courtyard"),
    ("Lurker", "mode", "always trash from the Supply", answer(0)),
    ("Lurker", "mode", "gain from the trash whenever possible", CODED),
    ("Pawn", "mode", "+1 Card, +1 Action", CODED),
    ("Pawn", "mode", "+1 Card, +$1", CODED),
    ("Masquerade", "pick", "pass the lowest static keep value", LOWEST),
    ("Masquerade", "pick", "pass a random card", RANDOM),
    ("Masquerade", "trash", "never trash", answer(NONE)),
    ("Masquerade", "trash", "Estates until 2 Provinces are left, and Coppers", junk(2, True)),
    ("Masquerade", "trash", "Estates until 2 Provinces are left, no Coppers", junk(2, False)),
    ("Masquerade", "trash", "Estates until 6 Provinces are left, no Coppers", junk(6, False)),
    ("Masquerade", "pick", "pass the lowest static keep value (DomBots Masquerade bot)", LOWEST,
     "dombots-masquerade"),
    ("Masquerade", "trash", "Estates until 2 Provinces are left, and Coppers (DomBots "
     "Masquerade bot)", junk(2, True), "dombots-masquerade"),
    ("Steward", "mode", "always +2 Cards", answer(0)),
    ("Steward", "mode", "always +$2", answer(1)),
    ("Steward", "mode", "trash 2 junk incl. Coppers, else +$2 at a price, else cards", CODED),
    ("Swindler", "pick", "lowest static keep value (an Attack for a Silver)", LOWEST),
    ("Swindler", "pick", "random card", RANDOM),
    ("Wishing Well", "name", "always Copper", answer(COPPER)),
    ("Wishing Well", "name", "always Silver", answer(SILVER)),
    ("Baron", "yesno", "never discard the Estate", answer(0)),
    ("Ironworks", "gain", "Silver", CODED),
    ("Ironworks", "gain", "most expensive (printed cost, then priority)", CODED),
    ("Mill", "discard", "never", CODED),
    ("Mill", "discard", "always the 2 worst", LOWEST),
    ("Mining Village", "yesno", "never trash it", answer(0)),
    ("Mining Village", "yesno", "always trash it", answer(1)),
    ("Secret Passage", "topdeck", "worst card, on top", LOWEST),       # on top: coded
    ("Secret Passage", "topdeck", "random card, on top", RANDOM),
    ("Courtier", "mode", "always a Gold first", CODED),
    ("Courtier", "mode", "always +$3 first", CODED),
    ("Minion", "mode", "+$2 with an Action in hand or when it makes $6", CODED),
    ("Minion", "mode", "always +$2", answer(0)),
    ("Minion", "mode", "+$2 when it makes $6 or more", CODED),
    ("Minion", "mode", "+$2 with an Action in hand or when it makes $6 (DomBots Minion bot)",
     CODED, "dombots-minion"),
    ("Minion", "mode", "always +$2 (DomBots Minion bot)", answer(0), "dombots-minion"),
    ("Minion", "mode", "expected: attack unless +$2 reaches a higher price than 4 new cards",
     CODED),
    ("Minion", "mode", "expected: attack unless +$2 reaches a higher price than 4 new cards "
     "(DomBots Minion bot)", CODED, "dombots-minion"),
    ("Patrol", "pick", "worst card on top", LOWEST),
    ("Replace", "trash", "random card", RANDOM),
    ("Replace", "trash", "cheapest static value", LOWEST),
    ("Torturer", "mode", "victim: always discard 2", answer(0), "victim"),
    ("Torturer", "mode", "victim: always the Curse", answer(1), "victim"),
    ("Torturer", "mode", "victim: always discard 2 (vs Torturer/Village)", answer(0), "tv"),
    ("Torturer", "mode", "victim: always the Curse (vs Torturer/Village)", answer(1), "tv"),
    ("Trading Post", "play", "always play it", CODED),
    ("Trading Post", "trash", "2 lowest static keep values", LOWEST),
    ("Upgrade", "trash", "lowest static keep value", LOWEST),
    ("Upgrade", "trash", "random card", RANDOM),
    ("Nobles", "mode", "always +3 Cards", answer(0)),
    ("Nobles", "mode", "always +2 Actions", answer(1)),
    ("Secret Chamber", "discard", "never discard", answer(NONE)),
    ("Secret Chamber", "discard", "Coppers too", CODED),
    ("Scout", "pick", "worst card on top", LOWEST),
    ("Chancellor", "yesno", "always", answer(1)),
    ("Chancellor", "yesno", "never", answer(0)),
    ("Feast", "gain", "most expensive (printed cost, then priority)", CODED),
    ("Feast", "gain", "Duchy", CODED),
    ("Spy", "yesno", "always discard", answer(1)),
    ("Spy", "yesno", "never discard", answer(0)),
    ("Thief", "yesno", "never gain", answer(0)),
    ("Thief", "yesno", "gain every Treasure, Copper too", answer(1)),
    # the plan-aware defaults against the static rules they replaced
    ("Minion", "mode", "the static rule (no plan probe)", STATIC),
    ("Minion", "mode", "the static rule (no plan probe; DomBots Minion bot)", STATIC,
     "dombots-minion"),
    ("Courtyard", "topdeck", "the static rule (no plan probe)", STATIC),
    ("Courtyard", "topdeck", "the static rule (no plan probe; DomBots Courtyard bot)", STATIC,
     "dombots-courtyard"),
    ("Artisan", "topdeck", "the static rule (no plan probe)", STATIC),
    ("Remodel", "trash", "the static rule (no plan probe)", STATIC),
    ("Remodel", "trash", "the plan's choice in any deck (the earlier rule)", CODED),
    ("Secret Passage", "topdeck", "the static rule (no plan probe)", STATIC),
    ("Trading Post", "play", "only when its 2 worst cards are worth no more than a Silver (the "
     "earlier rule)", CODED),
    ("Upgrade", "play", "only when an upgrade gains value, never a Copper for nothing (the "
     "earlier rule)", CODED),
    ("Replace", "trash", "the static rule (no plan probe)", STATIC),
    ("Chapel", "trash", "the static rule (no plan probe)", STATIC),
    ("Chapel", "trash", "the static rule (no plan probe; DomBots Minions/Chapel bot)", STATIC,
     "dombots-minions-chapel"),
    ("Steward", "mode", "the static rule (no plan probe: +$2 when it reaches $5, $6 or $8)",
     STATIC),
    ("Feast", "gain", "the buy rule without the Feast it trashed (the earlier rule: "
     "`count(Feast) < 1` gains it back)", CODED),
]
# DominionSim's rules for the trashers bm-X:1 still trails it with (issue 15): its trash
# priorities (ds_rank), its "removing reduces buying power" (ds_reduces)
_ROWS += [
    ("Chapel", "trash", "DominionSim's rule: played and trashing up to 4 while the worst card "
     "ranks below a Copper's 16 (Estates until 2 Provinces are left), its loss keeps the buy "
     "or 4 such cards wait, and $6 of money stays", CODED),
    ("Trading Post", "play", "DominionSim's rule: played with 2 cards ranking below a Silver "
     "(Estates until 2 Provinces are left), or 1 and a Silver when its loss keeps the buy; "
     "trashes the 2 lowest ranks", CODED),
    ("Masquerade", "pick", "DominionSim's rule: pass the lowest rank (Estates first until 2 "
     "Provinces are left)", CODED),
    ("Masquerade", "trash", "DominionSim's rule: the lowest rank if below a Copper's 16 and "
     "its loss keeps the buy (Coppers without a money floor)", CODED),
    ("Masquerade", "trash", "DominionSim's rule for both the pass and the trash", CODED),
    ("Masquerade", "pick", "victim: DominionSim's pass (the lowest rank)", CODED, "victim"),
    ("Masquerade", "trash", "a Curse or an Estate while 7 or more Provinces are left, never a "
     "Copper (the earlier rule)", CODED),
    ("Bureaucrat", "topdeck", "victim: the costliest Victory card (DominionSim's order)",
     HIGHEST, "victim"),
]
# Seaside (both editions): the decisions whose answer changes a game
_ROWS += [
    ("Haven", "pick", "worst card (lowest static keep value)", LOWEST),
    ("Haven", "pick", "best card (highest static keep value)", HIGHEST),
    ("Haven", "pick", "the static rule (no plan probe)", STATIC),
    ("Warehouse", "discard", "lowest static keep value", LOWEST),
    ("Warehouse", "discard", "random cards", RANDOM),
    ("Lookout", "trash", "lowest static keep value", LOWEST),
    ("Lookout", "trash", "random card", RANDOM),
    ("Lookout", "discard", "random card", RANDOM),
    ("Navigator", "yesno", "always discard the 5", answer(1)),
    ("Navigator", "yesno", "never discard the 5", answer(0)),
    ("Salvager", "trash", "lowest static keep value", LOWEST),
    ("Salvager", "trash", "the static rule (no plan probe): the price point", STATIC),
    ("Salvager", "trash", "the card worth least in the deck (the generic rule; the earlier "
     "default)", CODED),
    ("Salvager", "trash", "the cheapest-kept card whose +$ reaches a higher price point "
     "(DominionSim's idea)", CODED),
    ("Ambassador", "pick", "lowest static keep value", LOWEST),
    ("Ambassador", "mode", "return one copy at most", CODED),
    ("Ambassador", "mode", "as many as it may (the earlier rule)", CODED),
    ("Ambassador", "mode", "as many as it may, but one Copper", CODED),
    ("Pirate Ship", "mode", "always attack", answer(0)),
    ("Pirate Ship", "mode", "take the coins from 2 tokens on", CODED),
    ("Island", "pick", "lowest static keep value", LOWEST),
    ("Island", "pick", "random card", RANDOM),
    ("Island", "pick", "the card worth least in the deck (the earlier rule)", CODED),
    ("Native Village", "mode", "take the mat whenever it holds a card", CODED),
    ("Native Village", "mode", "take the mat only when it holds 4 cards", CODED),
    ("Native Village", "mode", "take the mat only when it holds 3 cards", CODED),
    ("Native Village", "mode", "take the mat only when it holds 5 cards", CODED),
    ("Native Village", "mode", "take the mat when its Treasures raise the price point ($8, "
     "$6, else each $) or it holds 4 cards (the earlier rule)", CODED),
    ("Treasury", "yesno", "never put it back", answer(0)),
    ("Embargo", "pick", "always the Curses", CODED),
    ("Embargo", "pick", "always the Provinces", CODED),
    ("Embargo", "pick", "always the Golds", CODED),
    ("Tactician", "play", "not when the hand makes $8", CODED),
    ("Tactician", "play", "not when the hand makes $6", CODED),
    ("Treasure Map", "play", "always play it", CODED),
    ("Pearl Diver", "yesno", "always put it on top", answer(1)),
    ("Pearl Diver", "yesno", "never", answer(0)),
    ("Tiara", "play_twice", "never play a Treasure twice", answer(NONE)),
    ("Tiara", "play_twice", "lowest static keep value (a Copper first)", LOWEST),
    ("Tiara", "play_twice", "highest static keep value (a Gold before a Tiara)", HIGHEST),
    ("Tiara", "play_twice", "random Treasure", RANDOM),
    ("Tiara", "yesno", "every gained card onto the deck", answer(1)),
    ("Tiara", "yesno", "never onto the deck", answer(0)),
]
# Replace's rules beside today's (issue 15: bm-replace:1 short of DominionSim's rule)
_ROWS += [
    ("Replace", "trash", "DominionSim's rule (trash and play: findCardToRemodel with its trash "
     "priorities)", CODED),
    ("Replace", "trash", "DominionSim's rule, asking the buy rules with the card still owned",
     CODED),
    ("Replace", "trash", "the value scale's best gain, early too (plan_improve as Remodel)",
     CODED),
    ("Replace", "trash", "DominionSim's ranks, as the play decision (replace_by_rank)", CODED),
    ("Replace", "play", "only when the value scale finds a card (as the trash)", CODED),
    ("Replace", "trash", "the earlier rule (the best static improvement unless the plan gains "
     "the card back; played when the plan wants a gain; gains without the trashed card)",
     CODED),
    ("Replace", "gain", "the buy rules asked without the trashed card (DominionSim's order)",
     CODED),
]
# the names Contraband and War Chest ask of the player to the left (the BMU victim here)
_ROWS += [
    ("Contraband", "name", "victim: always Province", answer(PROVINCE), "victim"),
    ("Contraband", "name", "victim: always Gold", answer(GOLD), "victim"),
    ("War Chest", "name", "victim: always Province (over $5: nothing refused)",
     answer(PROVINCE), "victim"),
    ("War Chest", "name", "victim: always Silver", answer(SILVER), "victim"),
]
ALTS = [(c, d, text, side[0] if side else "own") for c, d, text, _, *side in _ROWS]
ALT_ID = {(c, d, a): i + 1 for i, (c, d, a, _) in enumerate(ALTS)}

# the table's rules as arrays numba reads as constants, indexed by alternative (0: none)
DECISIONS = {"discard": DISCARD, "trash": TRASH, "pick": PICK, "yesno": YESNO, "mode": MODE,
             "name": NAME, "set_aside": SET_ASIDE, "topdeck": TOPDECK, "gain": GAIN,
             "play": PLAY_ACTION, "play_twice": PLAY}
ALT_CARD = np.array([NONE] + [card_id(r[0]) for r in _ROWS], np.int64)
ALT_DECISION = np.array([NONE] + [DECISIONS[r[1]] for r in _ROWS], np.int64)
ALT_HOW = np.array([CODE] + [r[3][0] for r in _ROWS], np.int64)
ALT_X = np.array([0] + [r[3][1] for r in _ROWS], np.int64)
ALT_Y = np.array([0] + [r[3][2] for r in _ROWS], np.int64)


def _id(card, text):
    for i, (c, _, a, _) in enumerate(ALTS):
        if c == card and a.startswith(text):
            return i + 1
    raise KeyError((card, text))


# the CODED alternatives (numba reads module-level ints as constants)
CELLAR_VICTORY, CELLAR_COPPER = _id("Cellar", "only Curses"), _id("Cellar", "only cards")
WORKSHOP_SILVER, WORKSHOP_PRICIEST = _id("Workshop", "Silver"), _id("Workshop", "most")
REMODEL_OLD, REMODEL_ALWAYS = _id("Remodel", "Curse"), _id("Remodel", "always")
REMODEL_PLAN = _id("Remodel", "the plan's choice in any deck")
LIBRARY_OLD = _id("Library", "only")
MINE_COPPER, MINE_SILVER = _id("Mine", "Copper"), _id("Mine", "Silver")
SENTRY_NOTRASH, SENTRY_FLOOR = _id("Sentry", "never"), _id("Sentry", "trash a Copper")
LURKER_GAIN_A = _id("Lurker", "gain")
PAWN_CA, PAWN_CC = _id("Pawn", "+1 Card, +1 Action"), _id("Pawn", "+1 Card, +$1")
STEWARD_OLD = _id("Steward", "trash 2")
IRON_SILVER, IRON_PRICIEST = _id("Ironworks", "Silver"), _id("Ironworks", "most")
MILL_NEVER = _id("Mill", "never")
SP_WORST, SP_RANDOM = _id("Secret Passage", "worst"), _id("Secret Passage", "random")
COURTIER_GOLD_A, COURTIER_COINS_A = _id("Courtier", "always a Gold"), _id("Courtier", "always +$3")
MINION_OLD, MINION_SIX = _id("Minion", "+$2 with"), _id("Minion", "+$2 when")
MINION_EV = _id("Minion", "expected: attack unless +$2 reaches a higher price than 4 new cards")
MINION_EV_DB = _id("Minion", "expected: attack unless +$2 reaches a higher price than 4 new "
                   "cards (DomBots")
MINION_OLD_DB = _id("Minion", "+$2 with an Action in hand or when it makes $6 (DomBots")
TP_ALWAYS, TP_OLD = _id("Trading Post", "always"), _id("Trading Post", "only when")
UPGRADE_OLD = _id("Upgrade", "only when")
CHAPEL_DS, TP_DS = _id("Chapel", "DominionSim's"), _id("Trading Post", "DominionSim's")
MASQ_DS_PASS, MASQ_DS_TRASH = _id("Masquerade", "DominionSim's rule: pass"), _id(
    "Masquerade", "DominionSim's rule: the lowest")
MASQ_DS_BOTH = _id("Masquerade", "DominionSim's rule for both")
MASQ_DS_VICTIM = _id("Masquerade", "victim: DominionSim's")
MASQ_OLD = _id("Masquerade", "a Curse or an Estate while 7")
SC_COPPER = _id("Secret Chamber", "Coppers")
FEAST_PRICIEST, FEAST_DUCHY = _id("Feast", "most"), _id("Feast", "Duchy")
FEAST_BACK = _id("Feast", "the buy rule without")
SALVAGER_PRICE, AMBASSADOR_ONE = _id("Salvager", "the cheapest"), _id("Ambassador", "return")
PIRATE_TWO = _id("Pirate Ship", "take")
AMBASSADOR_ALL, AMBASSADOR_ONE_COPPER = _id("Ambassador", "as many as it may ("), _id(
    "Ambassador", "as many as it may, but one")
SALVAGER_GENERIC = _id("Salvager", "the card worth least")
ISLAND_GENERIC = _id("Island", "the card worth least")
NV_THREE, NV_FIVE = _id("Native Village", "take the mat only when it holds 3"), _id(
    "Native Village", "take the mat only when it holds 5")
NV_OLD = _id("Native Village", "take the mat when its")
EMBARGO_GOLD = _id("Embargo", "always the Golds")
NV_ANY, NV_FOUR = _id("Native Village", "take the mat whenever"), _id("Native Village",
                                                                      "take the mat only")
EMBARGO_CURSE, EMBARGO_PROVINCE = _id("Embargo", "always the Curses"), _id("Embargo",
                                                                           "always the Prov")
TACTICIAN_8, TACTICIAN_6 = _id("Tactician", "not when the hand makes $8"), _id(
    "Tactician", "not when the hand makes $6")
TMAP_ALWAYS = _id("Treasure Map", "always")
REPLACE_DSIM = _id("Replace", "DominionSim's rule (")
REPLACE_DSIM_OWNED = _id("Replace", "DominionSim's rule, asking")
REPLACE_BEST_GAIN = _id("Replace", "the value scale")
REPLACE_RANKS = _id("Replace", "DominionSim's ranks")
REPLACE_PLAY_VALUE = _id("Replace", "only when the value")
REPLACE_OLD, REPLACE_UNCOUNTED = _id("Replace", "the earlier rule"), _id("Replace", "the buy")


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
    for c in decision_cards(g):
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
    if (g.dec == GAIN and g.dec_src == REPLACE and g.dec_card != NONE and (
            a == REPLACE_DSIM or a == REPLACE_OLD or a == REPLACE_UNCOUNTED)):
        g.owned[me, g.dec_card] -= 1    # the driver counts the trashed card: uncount it
        c = bm_x(g, me, q)
        g.owned[me, g.dec_card] += 1
        return c
    if a == FEAST_BACK and g.dec == GAIN and g.dec_src == FEAST:
        g.owned[me, FEAST] -= 1         # the driver counts the trashed Feast: uncount it
        c = bm_x(g, me, q)
        g.owned[me, FEAST] += 1
        return c
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
    # Big Money Ultimate's own parameters: this prm carries only the alternative's number
    return big_money_ultimate(g, me, BMU_PRM)


@njit(cache=True)
def alt_action(g, me, prm):
    a = prm[0] // 256
    if (g.dec == PLAY and ALT_HOW[a] != CODE and g.dec_src == ALT_CARD[a]
            and ALT_DECISION[a] == PLAY):
        return tabled(g, a)             # a Treasure's play decision (Tiara's)
    if g.dec == PLAY_ACTION:
        if (a == CHAPEL_DS and legal(g, CHAPEL)) or (a == TP_DS and legal(g, TRADING_POST)):
            x = CHAPEL if a == CHAPEL_DS else TRADING_POST
            p = g.dec_p
            probe_plan(g, p, prm)
            g.hand[p, x] -= 1
            plays = ds_chapel_plays(g, p) if x == CHAPEL else ds_trading_post_plays(g, p)
            c = play_default(g)             # what the default plays if not this card
            g.hand[p, x] += 1
            return x if plays else c
        if a == TP_ALWAYS and legal(g, TRADING_POST):
            return TRADING_POST
        if a == REMODEL_ALWAYS and legal(g, REMODEL):
            return REMODEL
        if a == TMAP_ALWAYS and legal(g, TREASURE_MAP):
            return TREASURE_MAP
        if (a == REPLACE_DSIM or a == REPLACE_DSIM_OWNED) and legal(g, REPLACE):
            if dsim_replace_target(g, g.dec_p, prm, True, a == REPLACE_DSIM) != NONE:
                return REPLACE
            return NONE                 # bm-replace holds no other Action
        if a == REPLACE_OLD and legal(g, REPLACE):
            p = g.dec_p
            g.hand[p, REPLACE] -= 1
            if has_plan(g, p):
                old = plan_improve(g, p, 2, True) != NONE
            else:
                old = best_improve_delta(g, p, -1, 2) > 0
            g.hand[p, REPLACE] += 1
            return REPLACE if old else NONE
        if a == REPLACE_PLAY_VALUE and legal(g, REPLACE):
            p = g.dec_p
            g.hand[p, REPLACE] -= 1
            c = plan_improve(g, p, 2, True, early_for_replace(g, p))
            g.hand[p, REPLACE] += 1
            return REPLACE if c != NONE else NONE
        if (a == TACTICIAN_8 or a == TACTICIAN_6) and legal(g, TACTICIAN) and hand_money(
                g, g.dec_p) >= (8 if a == TACTICIAN_8 else 6):
            return NONE                 # keep the hand: no other Action in a bm-tactician
        if a == UPGRADE_OLD and legal(g, UPGRADE):
            p = g.dec_p
            g.hand[p, UPGRADE] -= 1
            old = best_improve_delta(g, p, 1, 1) > 0
            c = play_default(g)             # what the default plays if not the Upgrade
            g.hand[p, UPGRADE] += 1
            return DEFER if old else c
        if a == TP_OLD and legal(g, TRADING_POST):
            p = g.dec_p
            g.hand[p, TRADING_POST] -= 1
            old = worst_two_sum(g, p, BY_DECK) <= SILVER_V
            c = play_default(g)             # what the default plays if not the Trading Post
            g.hand[p, TRADING_POST] += 1
            return DEFER if old else c
    return DEFER


@njit(cache=True)
def dead_static(c, coppers):
    """A Curse or a pure Victory card (or a Copper, if `coppers`)."""
    return TYPES[c] == VICTORY or (TYPES[c] & CURSE_T) != 0 or (coppers and c == COPPER)


@njit(cache=True)
def first_dead(g, coppers):
    """The first legal dead_static card in Supply order; NONE if none."""
    for j in range(g.ncards):
        c = g.cards[j]
        if legal_card(g, c) and dead_static(c, coppers):
            return c
    return NONE


@njit(cache=True)
def tabled(g, a):
    """Alternative a's answer by its rule in the table (not CODE)."""
    how = ALT_HOW[a]
    if how == FIXED:
        return ALT_X[a]
    if how == BY_STATIC:
        return by_static(g, ALT_X[a] == 1)
    if how == RANDOM_CARD:
        return random_legal(g)
    if how == NO_PLAN:
        g.plan_at = 0                   # forget the probe: the default's static rule answers
        return default_choice(g)
    return lowest_junk(g, ALT_X[a], ALT_Y[a] == 1)


@njit(cache=True)
def alt_decide(g, me, prm):
    a = prm[0] // 256
    if a == 0:
        return DEFER
    k = g.dec
    src = g.dec_src
    if ALT_HOW[a] != CODE and src == ALT_CARD[a] and k == ALT_DECISION[a]:
        return tabled(g, a)
    if src == CELLAR and k == DISCARD:
        if a == CELLAR_VICTORY:
            return first_dead(g, False)
        if a == CELLAR_COPPER:              # the earlier rule: a Copper stays
            c = pick(g, BY_HAND, False)
            return c if c != NONE and hand_value(g, g.dec_p, c, g.actions) < COPPER_V else NONE
    if src == SECRET_CHAMBER and k == DISCARD and a == SC_COPPER:
        c = first_dead(g, True)
        return c if c != NONE else DEFER
    if src == REMODEL and k == TRASH and a == REMODEL_OLD:
        p = g.dec_p
        if legal_card(g, 6):            # Curse
            return 6
        if g.hand[p, GOLD] > 0 and g.supply[PROVINCE] > 0:
            return GOLD
        return by_static(g, True)
    if src == REMODEL and k == TRASH and a == REMODEL_PLAN:
        c = plan_improve(g, g.dec_p, 2)
        return c if c != NONE else best_improve(g, g.dec_p, -1, 2, 0)
    if src == REPLACE and k == TRASH and (a == REPLACE_DSIM or a == REPLACE_DSIM_OWNED):
        c = dsim_replace_target(g, g.dec_p, prm, False, a == REPLACE_DSIM)
        return c if c != NONE else by_static(g, True)
    if src == REPLACE and k == TRASH and a == REPLACE_OLD:
        p = g.dec_p
        c = best_improve(g, p, -1, 2, 0)
        if c != NONE and has_plan(g, p) and want(g, p, cost(g, c) + 2) == c:
            better = plan_improve(g, p, 2)
            if better != NONE:
                return better
        return c
    if src == REPLACE and k == TRASH and (a == REPLACE_BEST_GAIN or a == REPLACE_RANKS):
        c = plan_improve(g, g.dec_p, 2) if a == REPLACE_BEST_GAIN else replace_by_rank(g, g.dec_p)
        return c if c != NONE else DEFER
    if src == UPGRADE and k == TRASH and a == UPGRADE_OLD:
        return best_improve(g, g.dec_p, 1, 1, 0)
    if src == LIBRARY and k == SET_ASIDE and a == LIBRARY_OLD:
        return 1 if g.actions == 0 else 0
    if src == MINE and k == TRASH and a == MINE_COPPER and legal_card(g, COPPER):
        return COPPER
    if src == MINE and k == TRASH and a == MINE_SILVER and legal_card(g, SILVER):
        return SILVER
    if src == SENTRY and k == MODE and a == SENTRY_NOTRASH:
        return 1 if dead_static(g.dec_card, True) else 2
    if (src == SENTRY and k == MODE and a == SENTRY_FLOOR and g.dec_card == COPPER
            and not is_junk(g, g.dec_p, COPPER)):
        return 1
    if src == SECRET_PASSAGE and k == MODE and (a == SP_WORST or a == SP_RANDOM):
        return 0
    if src == LURKER and k == MODE and a == LURKER_GAIN_A:
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
    if src == STEWARD and a == STEWARD_OLD:
        if k == MODE:
            p = g.dec_p
            n = 0
            for j in range(g.ncards):
                c = g.cards[j]
                if junk_static(g, c, 2, True):
                    n += g.hand[p, c]
            return 2 if n >= 2 else DEFER
        if k == TRASH:
            return by_static(g, True)
    if src == MILL and k == DISCARD and a == MILL_NEVER and g.dec_opt:
        return NONE
    if src == COURTIER and k == MODE:
        if a == COURTIER_GOLD_A:
            return 3 if legal(g, 3) else DEFER
        if a == COURTIER_COINS_A:
            return 2 if legal(g, 2) else DEFER
    c = trasher_alt(g, a)
    if c != DEFER:
        return c
    c = seaside_alt(g, a)
    if c != DEFER:
        return c
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
    return DEFER


# ---------------------------------------------------------------------------- DominionSim's
@njit(cache=True)
def probe_plan(g, p, prm):
    """Probe bm-<card>'s buy rule into g.plan for the pending decision (the driver probes no
    plan for the Action to play)."""
    q = prm.copy()
    q[0] = prm[0] % 256
    probe_open(g, p)
    for x in range(plan_top(g) + 1):
        g.dec_hi = x
        plan_store(g, x, bm_x(g, p, q))
    probe_close(g, p)


@njit(cache=True)
def ds_rank(g, c):
    """DominionSim's trash priority (lower goes first; below a Copper's 16 junk to Chapel and
    Masquerade, below a Silver's 20 to Trading Post): an Estate 9 and a Duchy 8 unless a buy
    rule's condition takes one now, whatever is left of its pile (35, 40: Big Money's "Estate
    if Provinces left <= 2", "Duchy if <= 6"), Curse 10, Copper 15, Silver 20, Gold 24,
    Province 60; an Action about a Silver's (its own range 18 to 24)."""
    if c == ESTATE:
        return 35 if g.supply[PROVINCE] <= 2 else 9
    if c == DUCHY:
        return 40 if g.supply[PROVINCE] <= 6 else 8
    if TYPES[c] & CURSE_T:
        return 10
    if c == PROVINCE:
        return 60
    if c == COPPER:
        return 15
    if c == GOLD:
        return 24
    return 20


@njit(cache=True)
def ds_reduces(g, p, c):
    """DominionSim's removingReducesBuyingPower: would losing c's coins change the card the buy
    rules take with all the hand could spend?"""
    v = COIN[c] if TYPES[c] & TREASURE else 0
    if v <= 0:
        return False
    m = potential_money(g, p)
    return want(g, p, m) != want(g, p, m - v)


@njit(cache=True)
def ds_lowest(g, p, in_hand):
    """The card of lowest ds_rank in p's hand (in_hand) or among the pending decision's legal
    cards; NONE if none."""
    best = NONE
    for j in range(g.ncards):
        c = g.cards[j]
        if (g.hand[p, c] > 0 if in_hand else legal_card(g, c)) and (
                best == NONE or ds_rank(g, c) < ds_rank(g, best)):
            best = c
    return best


@njit(cache=True)
def ds_count(g, p, below):
    """Cards in p's hand whose ds_rank is below `below`."""
    n = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] > 0 and ds_rank(g, c) < below:
            n += g.hand[p, c]
    return n


@njit(cache=True)
def ds_chapel_stops(g, p, c, junk):
    """DominionSim's Chapel keeps c (and all after it): not junk, a loss that changes the buy
    while fewer than 4 junk cards are at hand, or money in the deck falling below $6."""
    if c == NONE or ds_rank(g, c) >= 16:
        return True
    if ds_reduces(g, p, c) and junk < 4:
        return True
    v = COIN[c] if TYPES[c] & TREASURE else 0
    return v > 0 and money(g, p) - v < 6


@njit(cache=True)
def ds_chapel_plays(g, p):
    return not ds_chapel_stops(g, p, ds_lowest(g, p, True), ds_count(g, p, 16))


@njit(cache=True)
def ds_trading_post_plays(g, p):
    n = ds_count(g, p, 20)
    if g.hand[p, SILVER] > 0 and n == 1:
        return not ds_reduces(g, p, ds_lowest(g, p, True))
    return n >= 2


@njit(cache=True)
def trasher_alt(g, a):
    """The answers of DominionSim's rules (Chapel, Trading Post, Masquerade); DEFER: not
    this one."""
    src = g.dec_src
    k = g.dec
    p = g.dec_p
    if src == CHAPEL and k == TRASH and a == CHAPEL_DS:
        c = ds_lowest(g, p, False)
        return NONE if ds_chapel_stops(g, p, c, 4 - g.dec_left + ds_count(g, p, 16)) else c
    if src == TRADING_POST and k == TRASH and a == TP_DS:
        return ds_lowest(g, p, False)
    if src == MASQUERADE and k == PICK and (a == MASQ_DS_PASS or a == MASQ_DS_BOTH
                                            or a == MASQ_DS_VICTIM):
        return ds_lowest(g, p, False)
    if src == MASQUERADE and k == TRASH and a == MASQ_OLD:
        return worst_bad(g, p)
    if src == MASQUERADE and k == TRASH and (a == MASQ_DS_TRASH or a == MASQ_DS_BOTH):
        c = ds_lowest(g, p, False)
        return c if c != NONE and ds_rank(g, c) < 16 and not ds_reduces(g, p, c) else NONE
    return DEFER


@njit(cache=True)
def salvager_price(g):
    """The hand card of lowest static keep value whose cost, as +$, lifts this turn's price
    point (tier) the most; DEFER if none lifts it."""
    p = g.dec_p
    m = hand_money(g, p)
    best = NONE
    best_t = tier(m)
    for j in range(g.ncards):
        c = g.cards[j]
        if not legal_card(g, c):
            continue
        after = m + cost(g, c) - (COIN[c] if TYPES[c] & TREASURE else 0)
        t = tier(after)
        if t > best_t or (t == best_t and best != NONE and static_keep(c) < static_keep(best)):
            best = c
            best_t = t
    return best if best != NONE else DEFER


@njit(cache=True)
def seaside_alt(g, a):
    """The CODED Seaside alternatives' answers; DEFER: not this one."""
    src = g.dec_src
    k = g.dec
    p = g.dec_p
    if src == SALVAGER and k == TRASH and a == SALVAGER_PRICE:
        return salvager_price(g)
    if (src == SALVAGER and k == TRASH and a == SALVAGER_GENERIC) or (
            src == ISLAND and k == PICK and a == ISLAND_GENERIC):
        return pick(g, BY_DECK, False)
    if src == AMBASSADOR and k == MODE and a == AMBASSADOR_ONE:
        return 1 if g.dec_hi >= 1 else 0
    if src == AMBASSADOR and k == MODE and a == AMBASSADOR_ALL:
        return g.dec_hi
    if src == AMBASSADOR and k == MODE and a == AMBASSADOR_ONE_COPPER:
        return 1 if g.dec_card == COPPER and g.dec_hi >= 1 else g.dec_hi
    if src == PIRATE_SHIP and k == MODE and a == PIRATE_TWO:
        return 1 if g.pirate_coins[p] >= 2 else 0
    if src == NATIVE_VILLAGE and k == MODE:
        if a == NV_ANY:
            return 1 if g.mat_n[p, MAT_NATIVE] > 0 else 0
        if a == NV_FOUR or a == NV_THREE or a == NV_FIVE:
            n = 4 if a == NV_FOUR else (3 if a == NV_THREE else 5)
            return 1 if g.mat_n[p, MAT_NATIVE] >= n else 0
        if a == NV_OLD:
            m = hand_money(g, p)
            extra = native_mat_money(g, p)
            n = g.mat_n[p, MAT_NATIVE]
            return 1 if n >= 4 or (n > 0 and tier(m + extra) > tier(m)) else 0
    if src == EMBARGO and k == PICK:
        if a == EMBARGO_CURSE and legal_card(g, CURSE):
            return CURSE
        if a == EMBARGO_PROVINCE and legal_card(g, PROVINCE):
            return PROVINCE
        if a == EMBARGO_GOLD and legal_card(g, GOLD):
            return GOLD
    return DEFER


# ---------------------------------------------------------------------------- Replace
@njit(cache=True)
def buy_rule_at(g, p, prm, x):
    """bm-<card>'s buy rule for a gain costing up to $x now (DominionSim's getDesiredCard)."""
    probe_open(g, p)
    g.dec_hi = x
    c = alt_buy(g, p, prm)
    probe_close(g, p)
    return c if c >= 0 else NONE


@njit(cache=True)
def dsim_trash_priority(g, p, prm, c):
    """DominionSim's trash priority of a Big Money card (higher: kept longer): an Estate or a
    Duchy the buy rules still take ranks above Treasures, else below Coppers."""
    if c == CURSE:
        return 0
    if c == ESTATE or c == DUCHY:
        wanted = buy_rule_at(g, p, prm, cost(g, c)) == c
        if c == ESTATE:
            return 35 if wanted else 9
        return 40 if wanted else 8
    if c == PROVINCE:
        return 60
    if c == COPPER:
        return 15
    if c == SILVER:
        return 20
    if c == GOLD:
        return 24
    return 25                           # Replace itself


@njit(cache=True)
def dsim_replace_target(g, p, prm, playing, remove):
    """DominionSim's Replace (findCardToRemodel, $2 more): each card in hand, taken out of
    hand and deck, qualifies when the buy rule's gain at its cost + $2 has a higher trash
    priority and beats this turn's buy or leaves it as it is; before any Duchy or Province
    the lowest-priority card, after it the best gain. NONE: none qualifies. `playing`: the
    Replace is still in hand (the play decision) and is not a candidate; not `remove`: the
    buy rules are asked with the card still owned (as the plan probe answers)."""
    m = hand_money(g, p)
    unused = buy_rule_at(g, p, prm, m)
    early = g.owned[p, DUCHY] == 0 and g.owned[p, PROVINCE] == 0
    best, best_c, best_gain = NONE, 0, 0
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] - (1 if playing and c == REPLACE else 0) <= 0:
            continue
        r = 1 if remove else 0
        g.hand[p, c] -= r
        g.hand_n[p] -= r
        g.owned[p, c] -= r
        gain = buy_rule_at(g, p, prm, cost(g, c) + 2)
        desired = buy_rule_at(g, p, prm, m - (COIN[c] if TYPES[c] & TREASURE else 0))
        pc = dsim_trash_priority(g, p, prm, c)
        pg = dsim_trash_priority(g, p, prm, gain) if gain != NONE else -1
        pu = dsim_trash_priority(g, p, prm, unused) if unused != NONE else -1
        g.hand[p, c] += r
        g.hand_n[p] += r
        g.owned[p, c] += r
        if gain == NONE or pg <= pc or not (unused == NONE or pg >= pu or desired == unused):
            continue
        if (best == NONE or (early and pc < best_c)
                or (not early and (pg > best_gain or (pg == best_gain and pc < best_c)))):
            best, best_c, best_gain = c, pc, pg
    return best


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
        "dombots-courtyard": dombots_courtyard, "dombots-minions-chapel": dombots_minions_chapel}
WHO = {"own": "bm-{}", "victim": "BMU victim of bm-{}", "tv": "BMU victim of Torturer/Village",
       "dombots-minion": "DomBots Minion bot", "dombots-masquerade": "DomBots Masquerade bot",
       "dombots-courtyard": "DomBots Courtyard bot",
       "dombots-minions-chapel": "DomBots Minions/Chapel bot"}
# the kingdom cards a side bot needs beside the measured card
SIDE_CARDS = {"dombots-minions-chapel": [MINION]}


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
        kingdom += SIDE_CARDS.get(side, [])
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
