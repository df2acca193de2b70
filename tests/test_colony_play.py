"""Play in a game with Platinum and Colony: the plan probe reaches Colony's $11, the value
scale greens by the Colonies left, the penultimate-Province rule guards the Colonies too,
and big-money-colony plays DomBots.xml's "Big Money Ultimate (Col)" rule for rule. Games
without the two cards play as before (tests/test_golden.py)."""
import dataclasses

from simcore.dominion.cards import NAMES, card_id
from simcore.dominion.effects.intrigue import MINION_ATTACK, MINION_COINS
from simcore.dominion.heuristics import default_choice
from simcore.dominion.state import PLAN_N, PLAN_TOP
from simcore.dominion.values import card_value, is_junk
from strategies.dominion.botfile import bots_from_toml, strategy
from tests.test_bots import buy, share
from tests.test_plan_probe import Driven, bot

COLONY_GAME = ["Minion", "Platinum", "Colony"]
RULES = """
[colony-bot]
buy = ["Colony", "Platinum", "Province", "Gold", "Minion", "Silver"]
"""
COLONY_BOT = strategy(bots_from_toml(RULES, "colony.toml")["colony-bot"])


def minion_position(kingdom, hand):
    pos = Driven([COLONY_BOT, bot("gold-bot")], kingdom)
    pos.set(0, hand=["Minion"] + hand, deck=["Copper"] * 5)
    pos.set(1, hand=["Copper"] * 5)
    pos.begin()
    pos.answer("Minion")
    assert pos.pending() == ("mode", 0, "Minion")
    return pos


def plan(pos, top):
    return [NAMES[c] if c >= 0 else None for c in pos.g["plan"][:top + 1]]


# ---------------------------------------------------------------------------- the plan
def test_a_colony_game_probes_the_plan_up_to_colony():
    pos = minion_position(COLONY_GAME, ["Platinum", "Gold", "Copper"])
    pos.ask()
    assert plan(pos, PLAN_N - 1) == [None, None, None, "Silver", "Silver", "Minion", "Gold",
                                      "Gold", "Province", "Platinum", "Platinum", "Colony"]


def test_minion_takes_the_coins_that_reach_colony():
    pos = minion_position(COLONY_GAME, ["Platinum", "Gold", "Copper"])     # $9
    pos.ask()                                       # the probe fills the plan
    assert default_choice(pos.g) == MINION_COINS    # $11: Colony, not the $8 Province
    pos = minion_position(COLONY_GAME, ["Platinum", "Copper", "Copper"])   # $7
    pos.ask()
    assert default_choice(pos.g) == MINION_ATTACK   # $9 buys Platinum, not the best card


def test_a_game_without_colony_probes_no_budget_above_eight():
    pos = minion_position(["Minion"], ["Gold", "Gold", "Copper"])
    pos.ask()
    assert plan(pos, PLAN_TOP)[-1] == "Province"
    assert list(pos.g["plan"][PLAN_TOP + 1:]) == [0] * (PLAN_N - PLAN_TOP - 1)   # untouched


# ---------------------------------------------------------------------------- the scale
def test_victory_values_follow_the_colonies_when_fewer_are_left():
    def value(name, colonies, provinces=8):
        pos = Driven([COLONY_BOT, bot("gold-bot")], COLONY_GAME)
        pos.supply("Colony", colonies).supply("Province", provinces)
        return int(card_value(pos.g, 0, card_id(name))), bool(is_junk(pos.g, 0, card_id(name)))
    assert value("Estate", 8)[1] and not value("Estate", 6)[1]     # junk only early
    assert value("Estate", 6) == value("Estate", 8, provinces=6)   # the nearer pile counts
    assert value("Duchy", 4)[0] > value("Gold", 8)[0]
    pos = Driven([COLONY_BOT, bot("gold-bot")], ["Minion"])        # no Colony: Provinces
    pos.supply("Colony", 1)
    assert is_junk(pos.g, 0, card_id("Estate"))


def test_ppr_refuses_the_penultimate_colony_that_lets_the_other_player_win():
    ppr = dataclasses.replace(bot("province-bot"), endgame=2)
    colony_ppr = dataclasses.replace(COLONY_BOT, endgame=2)
    for s, want in ((colony_ppr, "Platinum"), (COLONY_BOT, "Colony")):
        pos = Driven([s, bot("gold-bot")], COLONY_GAME)
        pos.supply("Colony", 2)
        pos.set(0, hand=["Platinum", "Gold", "Gold"], deck=["Copper"] * 5)
        pos.set(1, hand=["Copper"] * 5, discard=["Colony"])            # 10 VP
        pos.begin()
        assert NAMES[pos.ask()] == want     # 10 VP after it; 10 + 10 would win for them
    assert ppr.endgame == 2


# ---------------------------------------------------------------------------- the bot
def test_big_money_colony_follows_dombots_rule_for_rule():
    bmc = "big-money-colony"
    rich = ["Gold"] * 4 + ["Platinum"] * 2                              # 22 + the hand
    assert buy(bmc, ["Platinum", "Platinum", "Copper"], rich) == "Colony"       # money 33
    assert buy(bmc, ["Platinum", "Gold", "Silver"], rich) == "Platinum"         # money 32
    assert buy(bmc, ["Platinum", "Gold", "Copper"], supply={"Colony": 6}) == "Province"
    assert buy(bmc, ["Platinum", "Gold", "Copper"], supply={"Colony": 7}) == "Platinum"
    assert buy(bmc, ["Gold", "Gold", "Copper", "Copper"], supply={"Colony": 7}) == "Province"
    assert buy(bmc, ["Gold", "Gold", "Copper"], supply={"Colony": 8}) == "Gold"
    assert buy(bmc, ["Gold", "Silver", "Copper"], supply={"Colony": 5}) == "Duchy"
    assert buy(bmc, ["Gold", "Silver", "Copper"], supply={"Colony": 6}) == "Gold"
    assert buy(bmc, ["Silver", "Silver", "Copper"], supply={"Colony": 6}) == "Duchy"
    assert buy(bmc, ["Silver", "Silver", "Copper"], supply={"Colony": 7}) == "Silver"
    assert buy(bmc, ["Copper", "Copper"], supply={"Colony": 2}) == "Estate"
    assert buy(bmc, ["Copper", "Copper"], supply={"Colony": 3}) is None


def test_big_money_colony_beats_big_money_ultimate_in_a_colony_game():
    assert share("big-money-colony", "big-money-ultimate", games=400) > 0.5
