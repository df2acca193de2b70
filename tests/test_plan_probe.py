"""The plan probe (simcore/dominion/probe.py): a default decision asks the deciding
strategy's own buy rules what it would gain with $0..$8 (a game without Colony), without side effects, and the
plan-aware defaults (Minion, Courtyard and Artisan, Remodel and Replace, the trashing floor)
follow those rules. Each test sets up a concrete position and drives the engine through the
strategies' compiled dispatch, as a match does."""
import numpy as np
import pytest

from simcore.dominion import engine
from simcore.dominion.cards import NAMES, card_id
from simcore.dominion.match import Match
from simcore.dominion.state import DEFER, NONE, PLAN_TOP
from simcore.runner import prm_rows
from strategies.dominion.botfile import bots_from_toml, strategy
from tests.position import Position

RULES = """
[minion-bot]
buy = ["Province if count(Minion) > 5", "Minion", "Silver"]

[gold-bot]
buy = ["Gold", "Silver"]

[province-bot]
buy = ["Province", "Gold", "Silver"]

[duchy-bot]
buy = ["Duchy", "Silver"]

[village-bot]
buy = ["Gold", "Village", "Silver"]

[bmu-bot]
buy = ["Province if money_with_actions > 18", "Duchy if prov <= 4", "Estate if prov <= 2",
       "Gold", "Duchy if prov <= 6", "Silver"]
"""
BOTS = bots_from_toml(RULES, "probe.toml")


def bot(name):
    return strategy(BOTS[name])


class Driven(Position):
    """A Position whose decisions are answered by strategies through the driver's dispatch
    (the plan probe runs there), entry e at seat e."""

    def __init__(self, bots, kingdom, **kw):
        super().__init__(players=len(bots), kingdom=kingdom, **kw)
        m = Match(list(bots), sorted(card_id(k) for k in kingdom), games=1)
        self.driver, self.sids = m.driver()
        self.prms = prm_rows(m.strategies)

    def ask(self):
        """The strategy's answer to the pending decision (the probe runs first)."""
        me = int(self.g["dec_p"])
        return self.driver.policy(self.sids[me], self.g, me, self.prms[me])

    def step_by_strategy(self):
        engine.step(self.g, self.ask())
        return self


def plan_of(pos):
    return [NAMES[c] if c >= 0 else None for c in pos.g["plan"][:PLAN_TOP + 1]]


# ---------------------------------------------------------------------------- the probe
def test_the_probe_fills_the_plan_and_leaves_the_decision_as_it_was():
    pos = Driven([bot("minion-bot"), bot("gold-bot")], ["Minion"])
    pos.set(0, hand=["Minion", "Copper", "Copper"], deck=["Estate"] * 4)
    pos.set(1, hand=["Copper"] * 5)
    pos.begin()
    pos.answer("Minion")
    assert pos.pending() == ("mode", 0, "Minion")
    before = pos.g.copy()
    assert pos.ask() == DEFER                       # no decide: the default answers
    after = pos.g
    probe_fields = {"plan", "plan_p", "plan_at", "probe_saved"}
    for f in before.dtype.names:
        if f not in probe_fields:
            assert np.array_equal(before[f], after[f]), f
    # Minion (0 owned, so no Province) at $5+, Silver at $3-$4, nothing below
    assert plan_of(pos) == [None, None, None, "Silver", "Silver", "Minion", "Minion",
                            "Minion", "Minion"]
    assert pos.g["plan_p"] == 0 and pos.g["plan_at"] == pos.g["steps"] + 1


def test_no_probe_for_decisions_whose_default_does_not_read_the_plan():
    pos = Driven([bot("gold-bot"), bot("gold-bot")], ["Militia"])
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Copper", "Copper", "Estate", "Estate", "Silver"])
    pos.begin()
    pos.answer("Militia")
    assert pos.pending() == ("discard", 1, "Militia")
    assert pos.ask() == DEFER
    assert pos.g["plan_at"] == 0                    # never probed


def test_want_is_stale_after_the_decision_is_answered():
    from simcore.dominion.probe import want
    pos = Driven([bot("minion-bot"), bot("gold-bot")], ["Minion"])
    pos.set(0, hand=["Minion", "Copper", "Copper"], deck=["Estate"] * 8)
    pos.begin()
    pos.answer("Minion")
    assert want(pos.g, 0, 5) == NONE                # not probed yet
    pos.ask()
    assert want(pos.g, 0, 5) == card_id("Minion") and want(pos.g, 1, 5) == NONE
    pos.answer(0)                                   # +$2
    assert want(pos.g, 0, 5) == NONE


# ---------------------------------------------------------------------------- Minion
def test_minion_takes_the_coins_when_they_reach_the_best_card_the_rules_want():
    pos = Driven([bot("minion-bot"), bot("gold-bot")], ["Minion"])
    pos.set(0, hand=["Minion", "Copper", "Copper", "Copper"], deck=["Estate"] * 4)
    pos.set(1, hand=["Silver"] * 5, deck=["Copper"] * 4)
    pos.begin()
    pos.answer("Minion")
    pos.step_by_strategy()                          # $3 + $2 = $5: Minion, the best it wants
    assert pos.coins == 5 and pos.hand(1)["Silver"] == 5    # +$2, then the Coppers


def test_minion_attacks_when_the_coins_only_reach_a_lesser_card():
    pos = Driven([bot("province-bot"), bot("gold-bot")], ["Minion"])
    pos.set(0, hand=["Minion", "Silver", "Silver"], deck=["Gold"] * 4)
    pos.set(1, hand=["Silver"] * 5, deck=["Copper"] * 4)
    pos.begin()
    pos.answer("Minion")
    pos.step_by_strategy()       # $4 + $2 = $6 buys Gold, not the Province the rules want
    assert pos.hand(1)["Copper"] == 4 and pos.coins == 12     # 4 new cards: 4 Golds


def test_minion_attacks_when_the_coins_change_nothing():
    pos = Driven([bot("gold-bot"), bot("gold-bot")], ["Minion"])
    pos.set(0, hand=["Minion", "Gold", "Gold"], deck=["Copper"] * 4)
    pos.set(1, hand=["Silver"] * 5, deck=["Copper"] * 4)
    pos.begin()
    pos.answer("Minion")
    pos.step_by_strategy()                          # $6 buys Gold already
    assert pos.hand(1)["Copper"] == 4 and pos.coins == 4      # 4 new cards: 4 Coppers


def test_minion_takes_the_coins_rather_than_draw_into_a_junk_reshuffle():
    pos = Driven([bot("province-bot"), bot("gold-bot")], ["Minion"])
    pos.set(0, hand=["Minion", "Silver", "Silver"], deck=["Gold"],
            discard=["Copper"] * 3 + ["Estate"])
    pos.set(1, hand=["Silver"] * 5, deck=["Copper"] * 4)
    pos.begin()
    pos.answer("Minion")
    pos.step_by_strategy()       # would attack (see above), but 4 cards would reshuffle junk
    assert pos.hand(1)["Silver"] == 5 and pos.coins == 6


# ---------------------------------------------------------------------------- Courtyard
def test_courtyard_puts_back_a_victory_card_rather_than_lose_the_buy():
    pos = Driven([bot("minion-bot"), bot("gold-bot")], ["Courtyard", "Minion"])
    pos.set(0, hand=["Courtyard"], deck=["Gold", "Silver", "Estate", "Copper"])
    pos.begin()
    pos.answer("Courtyard")
    assert pos.pending() == ("topdeck", 0, "Courtyard")
    pos.step_by_strategy()                # $5 buys a Minion; any Treasure back loses it
    assert pos.deck(0) == ["Estate", "Copper"]


def test_courtyard_spares_the_treasure_that_still_buys_the_same_card():
    pos = Driven([bot("gold-bot"), bot("gold-bot")], ["Courtyard"])
    pos.set(0, hand=["Courtyard"], deck=["Gold", "Gold", "Silver", "Copper"])
    pos.begin()
    pos.answer("Courtyard")
    pos.step_by_strategy()                # $8 -> $6 without the Silver: still Gold
    assert pos.deck(0) == ["Silver", "Copper"]


# ---------------------------------------------------------------------------- Remodel
def test_remodel_never_turns_a_card_into_itself():
    pos = Driven([bot("gold-bot"), bot("gold-bot")], ["Remodel"])
    pos.set(0, hand=["Remodel", "Gold", "Estate"])
    pos.begin()
    pos.answer("Remodel")
    assert pos.pending() == ("trash", 0, "Remodel")
    pos.step_by_strategy()                # Gold -> Gold is nothing; Estate -> Silver
    assert pos.trash() == {"Estate": 1}


def test_remodel_turns_gold_into_the_province_the_rules_want():
    pos = Driven([bot("province-bot"), bot("gold-bot")], ["Remodel"])
    pos.supply("Province", 2)             # late: a Province is worth more than a Gold
    pos.set(0, hand=["Remodel", "Gold", "Silver", "Copper"])
    pos.begin()
    pos.answer("Remodel")
    pos.step_by_strategy()
    assert pos.trash() == {"Gold": 1}
    pos.step_by_strategy()                # the gain: the buy rules take the Province
    assert pos.owned(0)["Province"] == 1


def test_secret_passage_puts_back_the_best_card_the_buy_keeps_without():
    # $8 buys bmu-bot a Gold (its money is small), so does $6: the Silver goes back on top
    # for next turn, not the Estate
    pos = Driven([bot("bmu-bot"), bot("bmu-bot")], ["Secret Passage"])
    pos.set(0, hand=["Secret Passage", "Gold", "Silver", "Copper", "Estate"],
            deck=["Copper", "Copper", "Copper"])
    pos.begin()
    pos.answer("Secret Passage")
    assert pos.pending() == ("topdeck", 0, "Secret Passage")
    pos.step_by_strategy()                # the card
    pos.step_by_strategy()                # its place: on top
    assert pos.deck(0)[0] == "Silver"


def test_remodel_asks_the_plan_only_in_a_deck_with_a_village_or_a_drawer():
    # bmu-bot takes a Gold at $8 while its money is small: the plan will not turn the Gold
    # into anything, the value scale turns it into a Province (measured better for Big Money)
    for drawer, trashed in ((False, "Gold"), (True, "Estate")):
        pos = Driven([bot("bmu-bot"), bot("bmu-bot")], ["Remodel", "Smithy"])
        pos.supply("Province", 5)
        pos.set(0, hand=["Remodel", "Gold", "Silver", "Copper", "Estate"],
                discard=["Smithy"] if drawer else [])
        pos.begin()
        pos.answer("Remodel")
        pos.step_by_strategy()
        assert pos.trash() == {trashed: 1}


def test_remodel_is_played_only_for_a_gain_the_rules_want():
    # gold-bot wants nothing for $2 and Gold for $8: Copper and Gold give it nothing new,
    # so Remodel stays in hand (it would have to trash one of them)
    pos = Driven([bot("gold-bot"), bot("gold-bot")], ["Remodel"])
    pos.set(0, hand=["Remodel", "Gold", "Copper", "Copper"])
    pos.begin()
    assert pos.pending() == ("play_action", 0, None)
    pos.step_by_strategy()
    assert pos.pending()[0] == "buy" and pos.hand(0) == {"Remodel": 1}
    # with an Estate in hand it is played: Estate into Silver
    pos = Driven([bot("gold-bot"), bot("gold-bot")], ["Remodel"])
    pos.set(0, hand=["Remodel", "Gold", "Copper", "Estate"])
    pos.begin()
    pos.step_by_strategy()
    assert pos.pending() == ("trash", 0, "Remodel")


def test_mine_turns_silver_into_gold_when_the_rules_would_not_buy_a_silver():
    # village-bot buys a Village with $3: Copper into Silver is a gain it does not want
    pos = Driven([bot("village-bot"), bot("gold-bot")], ["Mine", "Village"])
    pos.set(0, hand=["Mine", "Copper", "Silver"])
    pos.begin()
    pos.answer("Mine")
    assert pos.pending() == ("trash", 0, "Mine")
    pos.step_by_strategy()
    assert pos.trash() == {"Silver": 1}
    # gold-bot buys a Silver with $3: Copper first (the same +$1, measured better for it)
    pos = Driven([bot("gold-bot"), bot("gold-bot")], ["Mine", "Village"])
    pos.set(0, hand=["Mine", "Copper", "Silver"])
    pos.begin()
    pos.answer("Mine")
    pos.step_by_strategy()
    assert pos.trash() == {"Copper": 1}


# ---------------------------------------------------------------------------- trashing floor
def test_chapel_counts_minions_as_money_when_it_trashes_coppers():
    from simcore.dominion.values import economy, is_junk
    pos = Position(kingdom=["Chapel", "Minion"])
    pos.set(0, hand=["Chapel", "Copper", "Copper", "Copper"],
            deck=["Minion", "Minion", "Minion", "Copper"])
    g = pos.g
    assert economy(g, 0) == 4 + 6
    assert is_junk(g, 0, card_id("Copper"))           # $10 of economy: Coppers can go
    pos.set(0, deck=["Copper"])
    assert not is_junk(g, 0, card_id("Copper"))       # $4 of money: keep them


# ---------------------------------------------------------------------------- Masquerade
def test_masquerade_trashes_a_copper_only_when_the_buy_stays():
    # DominionSim's rule, no money floor: $7 and $6 both buy Gold, so a Copper goes; $6 and
    # $5 buy Gold and Silver, so it stays (bm-masquerade:1 0.762 -> 0.770)
    for deck, coppers_owned in ((["Copper", "Silver"], 2), (["Copper", "Copper"], 4)):
        pos = Driven([bot("bmu-bot"), bot("gold-bot")], ["Masquerade"])
        pos.set(0, hand=["Masquerade", "Copper", "Copper", "Estate"], deck=deck)
        pos.set(1, hand=["Silver"] * 5)
        pos.begin()
        pos.answer("Masquerade")
        pos.step_by_strategy()          # passes the Estate
        pos.step_by_strategy()          # receives a Silver
        assert pos.pending() == ("trash", 0, "Masquerade")
        pos.step_by_strategy()
        assert pos.owned(0)["Copper"] == coppers_owned and pos.owned(0)["Estate"] == 0


# ---------------------------------------------------------------------------- Ironworks
def test_ironworks_gains_an_action_to_play_the_one_waiting_in_hand():
    gardens = strategy(bots_from_toml('[g]\nbuy = ["Gardens", "Ironworks", "Silver"]\n',
                                      "g.toml")["g"])
    pos = Driven([gardens, bot("gold-bot")], ["Ironworks", "Gardens"])
    pos.set(0, hand=["Ironworks", "Ironworks", "Copper"], deck=["Copper"] * 6)
    pos.begin()
    pos.answer("Ironworks")
    assert pos.pending() == ("gain", 0, "Ironworks")
    pos.step_by_strategy()      # an Action waits, no Action left: Ironworks, not Gardens
    assert pos.owned(0)["Ironworks"] == 3 and pos.owned(0)["Gardens"] == 0
    assert pos.actions == 1


def test_ironworks_gains_what_the_rules_want_when_nothing_waits():
    gardens = strategy(bots_from_toml('[g]\nbuy = ["Gardens", "Ironworks", "Silver"]\n',
                                      "g.toml")["g"])
    pos = Driven([gardens, bot("gold-bot")], ["Ironworks", "Gardens"])
    pos.set(0, hand=["Ironworks", "Copper"], deck=["Copper"] * 6)
    pos.begin()
    pos.answer("Ironworks")
    pos.step_by_strategy()
    assert pos.owned(0)["Gardens"] == 1


# ---------------------------------------------------------------------------- end-game sense
def test_avoid_loss_refuses_the_last_province_that_loses_and_buys_the_next_rule():
    import dataclasses
    careful = dataclasses.replace(bot("province-bot"), endgame=1)
    pos = Driven([careful, bot("gold-bot")], ["Smithy"])
    pos.supply("Province", 1)
    pos.set(0, hand=["Gold", "Gold", "Silver"], deck=["Copper"] * 5)
    pos.set(1, hand=["Copper"] * 5, discard=["Province"] * 4)   # 24 VP
    pos.begin()
    assert pos.pending() == ("buy", 0, None)
    assert NAMES[pos.ask()] == "Gold"           # the Province would end the game 6 to 24


def test_avoid_loss_takes_the_last_province_that_wins():
    import dataclasses
    careful = dataclasses.replace(bot("province-bot"), endgame=1)
    pos = Driven([careful, bot("gold-bot")], ["Smithy"])
    pos.supply("Province", 1)
    pos.set(0, hand=["Gold", "Gold", "Silver"], discard=["Province"] * 2)
    pos.set(1, hand=["Copper"] * 5, discard=["Province"])
    pos.begin()
    assert NAMES[pos.ask()] == "Province"       # ends it 18 to 6


def test_ppr_refuses_the_penultimate_province_that_lets_the_other_player_win():
    import dataclasses
    ppr = dataclasses.replace(bot("province-bot"), endgame=2)
    plain = bot("province-bot")
    for s, want in ((ppr, "Gold"), (plain, "Province")):
        pos = Driven([s, bot("gold-bot")], ["Smithy"])
        pos.supply("Province", 2)
        pos.set(0, hand=["Gold", "Gold", "Silver"], deck=["Copper"] * 5)
        pos.set(1, hand=["Copper"] * 5, discard=["Province"] * 2)      # 12 VP
        pos.begin()
        assert NAMES[pos.ask()] == want         # 6 VP after it; 12 + 6 would win for them


def test_a_toml_bot_sets_its_end_game_sense_and_writes_it_back():
    from strategies.dominion.botfile import BotError, toml_text
    text = '[careful]\nbuy = ["Province", "Gold", "Silver"]\nend_game = "ppr"\n'
    b = bots_from_toml(text, "c.toml")["careful"]
    assert b.end_game == "ppr" and strategy(b).endgame == 2
    assert bots_from_toml(toml_text([b]), "c.toml")["careful"] == b
    with pytest.raises(BotError, match="end_game = 'pr'.*did you mean ppr"):
        bots_from_toml('[x]\nbuy = ["Gold"]\nend_game = "pr"\n', "x.toml")


def test_minion_with_a_chapel_in_hand_still_asks_the_plan():
    # only another Minion forces +$2 (DominionSim's rule): with a Chapel waiting, the last
    # Minion attacks when +$2 reaches nothing better
    pos = Driven([bot("minion-bot"), bot("gold-bot")], ["Minion", "Chapel"])
    pos.set(0, hand=["Minion", "Chapel", "Copper", "Estate", "Estate"], deck=["Silver"] * 8)
    pos.set(1, hand=["Copper"] * 5)
    pos.begin()
    pos.answer("Minion")
    assert pos.pending() == ("mode", 0, "Minion")
    assert pos.ask() == DEFER
    from simcore.dominion.heuristics import default_choice
    assert default_choice(pos.g) == 1                   # attack: $1 + $2 buys nothing better


# ---------------------------------------------------------------------------- Steward, Feast
def test_steward_draws_when_two_dollars_only_reach_a_gold_the_rules_take_anyway():
    pos = Driven([bot("bmu-bot"), bot("gold-bot")], ["Steward"])
    pos.set(0, hand=["Steward", "Gold", "Gold"], deck=["Estate"] * 4)
    pos.begin()
    pos.answer("Steward")
    pos.step_by_strategy()      # $6 -> $8 buys Gold either way (money 8, not > 18): +2 Cards
    assert pos.hand(0)["Estate"] == 2 and pos.coins == 6


def test_steward_takes_two_dollars_when_they_make_the_province_the_rules_want():
    pos = Driven([bot("province-bot"), bot("gold-bot")], ["Steward"])
    pos.set(0, hand=["Steward", "Gold", "Gold"], deck=["Estate"] * 4)
    pos.begin()
    pos.answer("Steward")
    pos.step_by_strategy()      # $6 -> $8: Province, not Gold
    assert pos.coins == 8 and pos.hand(0)["Estate"] == 0


def test_feast_does_not_gain_back_the_feast_its_rule_allows_one_of():
    feast = strategy(bots_from_toml('[f]\nbuy = ["Feast if count(Feast) < 1", "Silver"]\n',
                                    "f.toml")["f"])
    pos = Driven([feast, bot("gold-bot")], ["Feast"])
    pos.set(0, hand=["Feast", "Copper"], deck=["Copper"] * 6)
    pos.begin()
    pos.answer("Feast")
    assert pos.pending() == ("gain", 0, "Feast")
    pos.step_by_strategy()      # the rule is asked with the trashed Feast still counted
    assert pos.owned(0)["Silver"] == 1 and pos.owned(0)["Feast"] == 0


def replace_position(hand, discard=(), provinces=8):
    pos = Driven([bot("bmu-bot"), bot("bmu-bot")], ["Replace"])
    pos.supply("Province", provinces)
    pos.set(0, hand=hand, discard=list(discard), deck=["Estate"] * 5)
    pos.begin()
    return pos


def test_replace_trashes_the_lowest_card_early_and_for_the_best_gain_later():
    # 5 Provinces left: bmu-bot takes a Duchy with $5 (a Curse for the other player) and a
    # Silver with $4. Before its first Duchy it turns the Estate into a Silver (DominionSim's
    # early game), after it the Silver into the Duchy, worth more on the value scale
    for owned, trashed, gained in (([], "Estate", "Silver"), (["Duchy"], "Silver", "Duchy")):
        pos = replace_position(["Replace", "Silver", "Estate", "Copper", "Copper"], owned, 5)
        pos.step_by_strategy()                    # the play: Replace finds a card
        assert pos.pending() == ("trash", 0, "Replace")
        pos.step_by_strategy()
        assert pos.trash() == {trashed: 1}
        before = pos.owned(0)[gained]
        pos.step_by_strategy()
        assert pos.owned(0)[gained] == before + 1


def test_replace_is_played_for_a_duchy_the_rules_want_below_the_silver_it_costs():
    # 6 Provinces left: the value scale still puts a Duchy below a Silver, but bmu-bot's
    # rules take the Duchy with $5 (DominionSim's ranks decide the play): Silver into Duchy
    pos = replace_position(["Replace", "Silver", "Copper", "Copper", "Copper"], (), 6)
    pos.step_by_strategy()
    assert pos.pending() == ("trash", 0, "Replace")
    pos.step_by_strategy()
    pos.step_by_strategy()
    assert pos.trash() == {"Silver": 1} and pos.owned(0)["Duchy"] == 1
    assert pos.discard(1) == {"Curse": 1}


def test_replace_is_left_in_hand_rather_than_turn_a_wanted_duchy_into_a_gold():
    # 6 Provinces left: bmu-bot still takes Duchies, so the Duchy ranks above the Gold it
    # could become (the value scale alone would trade it); the Coppers gain nothing
    pos = replace_position(["Replace", "Duchy", "Copper", "Copper", "Copper"], (), 6)
    pos.step_by_strategy()
    assert pos.pending()[0] == "buy" and pos.hand(0)["Replace"] == 1


def test_replace_gains_the_province_its_trashed_gold_was_counted_for():
    # money 19 with the Gold in hand: "Province if money > 18" holds when the Gold is
    # chosen, and the gain asks the rule with the trashed Gold still counted
    pos = replace_position(["Replace", "Gold", "Silver", "Copper", "Copper"], ["Gold"] * 4)
    pos.step_by_strategy()
    pos.step_by_strategy()
    assert pos.trash() == {"Gold": 1}
    assert pos.pending() == ("gain", 0, "Replace")
    pos.step_by_strategy()
    assert pos.owned(0)["Province"] == 1 and pos.discard(1) == {"Curse": 1}
