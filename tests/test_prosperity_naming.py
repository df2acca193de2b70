"""Rule tests for the Prosperity Treasures whose card the player to the left names: Contraband
(1st edition: that card may not be bought this turn) and War Chest (2nd edition: War Chests
may not gain it this turn), and the machinery they share (simcore/dominion/naming.py).

Each test builds a concrete position (tests/position.py), plays it decision by decision and
checks the exact outcome. Sources of the rulings, cited per test:
  [RB1] Prosperity rule book, 1st edition (2010): Contraband's text ("$3. +1 Buy. When you
        play this, the player to your left names a card. You can't buy that card this
        turn.") and its notes: the named card need not be in the Supply; it is not bought
        this turn, but may be gained in other ways; each Contraband played names a card.
  [RB2] Prosperity rule book, 2nd edition (2022): War Chest's text ("The player to your left
        names a card. Gain a card costing up to $5 that hasn't been named for War Chests
        this turn.").
  [FAQ] the cards' "Official FAQ" on the DominionStrategy wiki,
        https://wiki.dominionstrategy.com/index.php/<Card>: War Chest: the first War Chest
        played in a turn cannot gain the card named, the second neither that one nor the
        one it names, and so on; the named cards may still be gained other ways; the name
        need not be a Supply card; the gained card comes from the Supply to the discard pile.

Each test was seen failing against a planted bug in the engine (named in its comment).
Conventions: decks are written top card first; the other players hold five Coppers.
"""
from collections import Counter

import numpy as np

from simcore.dominion import checks, probe
from simcore.dominion.cards import GOLD, PROVINCE, SILVER, WAR_CHEST, card_id
from simcore.dominion.decisions import legal_card
from simcore.dominion.naming import uses_limits
from simcore.dominion.state import Z_SUPPLY, Z_UNNAMED
from tests.position import Position, ok, play, table

# the card sets whose cards these rules tests cover (test_card_set_completeness.py)
RULES_OF = ("prosperity", "prosperity1")

KINGDOM = ["Contraband", "War Chest", "Hoard", "Laboratory", "Market", "Festival", "Smithy",
           "Village", "Moat", "Cellar"]


def bag(*names):
    return Counter(names)


def new(hand=(), deck=("Estate",) * 12, players=2, edition=1):
    return table(KINGDOM, hand, deck, players=players, edition=edition)


def buyable(pos, name):
    """Would the pending decision take this card (the check the buy rules' `ok` makes)?"""
    return bool(legal_card(pos.g, card_id(name)))


# ------------------------------------------------------------------ Contraband
def test_contraband_gives_3_and_a_buy_and_the_named_card_is_not_bought():
    # [RB1] Contraband: $3, +1 Buy; the player to the left names a card, which the player
    # can't buy this turn. Gold + Contraband: $6, 2 Buys; the left player (1) names Gold: a
    # Gold answered to the Buy is illegal (counted, and the Buy's default: nothing more).
    # Planted bugs seen failing: the zone's check ignoring the names; the name asked of the
    # player themselves; the engine's buy check ignoring the names (the Gold bought).
    pos = new(hand=["Contraband", "Gold", "Estate"])
    play(pos)
    assert pos.pending() == ("name", 1, "Contraband")
    pos.answer("Gold")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 6 and pos.buys == 2
    assert pos.g["dec_zone"] == Z_UNNAMED
    assert not buyable(pos, "Gold") and buyable(pos, "Silver") and buyable(pos, "Market")
    pos.answer("Gold")
    assert pos.owned(0)["Gold"] == 1 and pos.g["fallbacks"][0] == 1
    assert pos.cur == 1                         # the turn ended
    ok(pos)


def test_contraband_other_cards_are_bought_as_usual():
    # [RB1] Only the named card is refused: with Gold named, a Market ($5) and a Silver
    # ($3) are bought with the 2 Buys ($6 + $2 = $8). Planted bug seen failing: the engine's
    # buy check refusing every card in a turn with a name.
    pos = new(hand=["Contraband", "Gold", "Copper", "Copper"])
    play(pos, "Gold", "Market", "Silver")
    assert pos.owned(0)["Market"] == 1 and pos.owned(0)["Silver"] == 1
    assert pos.g["fallbacks"][0] == 0
    ok(pos)


def test_contraband_the_named_card_may_still_be_gained():
    # [RB1] The named card is not bought, but may be gained otherwise: Gold named, an Estate
    # bought with Hoard in play gains a Gold (2nd-edition Hoard: a Gold per Hoard played).
    # Planted bug seen failing: gains from the Supply checked against the names too (no Gold).
    pos = new(hand=["Contraband", "Hoard", "Estate"], edition=2)
    play(pos, "Gold", "Estate")
    assert pos.discard(0) == bag("Estate", "Gold") and pos.g["fallbacks"][0] == 0
    ok(pos)


def test_two_contrabands_each_name_a_card():
    # [RB1] Each Contraband played names a card: Gold, then Province; neither is bought,
    # a Duchy is. $3 + $3 + $3 (Gold) = $9, 3 Buys. Planted bug seen failing: one name kept
    # per turn (the second replacing the first: Gold buyable); the zone's check ignoring the
    # names.
    pos = new(hand=["Contraband", "Contraband", "Gold"])
    play(pos)
    assert pos.pending() == ("name", 1, "Contraband")
    pos.answer("Gold")
    assert pos.pending() == ("name", 1, "Contraband")
    pos.answer("Province")
    assert pos.coins == 9 and pos.buys == 3
    assert not buyable(pos, "Gold") and not buyable(pos, "Province") and buyable(pos, "Duchy")
    pos.answer("Duchy")
    assert pos.owned(0)["Duchy"] == 1
    ok(pos)


def test_contraband_a_name_outside_the_supply_limits_nothing():
    # [RB1] The card named need not be in the Supply: naming Platinum (no Colony game here)
    # is a legal answer and refuses nothing. Planted bug seen failing: a name outside the
    # Supply treated as an illegal answer (a fallback counted).
    pos = new(hand=["Contraband", "Gold"])
    play(pos, "Platinum")
    assert pos.pending() == ("buy", 0, None) and pos.g["fallbacks"][1] == 0
    assert buyable(pos, "Gold") and pos.g["named_n"] == 0
    ok(pos)


def test_contraband_names_end_with_the_turn():
    # [RB1] "this turn": player 0's Silver name is gone at player 1's turn, whose Buy is the
    # plain Supply's again. Planted bug seen failing: the names kept past the turn.
    pos = new(hand=["Contraband", "Gold"])
    play(pos, "Silver", None)
    assert pos.cur == 1 and pos.pending() == ("buy", 1, None)
    assert pos.g["named_n"] == 0 and pos.g["named"][SILVER] == 0
    assert pos.g["dec_zone"] == Z_SUPPLY and buyable(pos, "Silver")


def test_contraband_the_left_player_of_three():
    # [RB1] The player to the left names: with 3 players, player 2's Contraband asks player
    # 0. Planted bug seen failing: the right-hand player asked.
    pos = Position(players=3, kingdom=KINGDOM, edition=1)
    for p in range(3):
        pos.set(p, hand=["Copper"] * 5, deck=["Copper"] * 10)
    pos.set(2, hand=["Contraband", "Silver"])
    pos.total = checks.totals(pos.g)
    pos.begin(2)
    assert pos.pending() == ("name", 0, "Contraband")


def test_contraband_the_plan_probe_leaves_the_named_card_out():
    # The plan probe of the player whose buys are limited asks its buy rules from the same
    # zone as the Buy (what it may buy this turn); another player's probe is not limited.
    # Planted bug seen failing: the probe posing its gains from the plain Supply.
    pos = new(hand=["Contraband", "Gold"])
    play(pos, "Gold")
    g = pos.g
    probe.probe_open(g, 0)
    g["dec_hi"] = 8                             # the driver sets each budget in turn
    assert not legal_card(g, GOLD) and legal_card(g, SILVER)
    probe.probe_close(g, 0)
    probe.probe_open(g, 1)
    g["dec_hi"] = 8
    assert legal_card(g, GOLD)
    probe.probe_close(g, 1)
    assert pos.pending() == ("buy", 0, None)


def test_contraband_default_names_what_the_coins_in_play_buy():
    # The default (DEFAULTS["Contraband"]): the left player names the card the player would
    # most want with the coins in play: $8 (Contraband, Gold, Copper x2): Province; a second
    # Contraband names the best card not yet named. Planted bugs seen failing: the default
    # valuing the cards for the namer at $3; one name kept per turn.
    pos = new(hand=["Contraband", "Gold", "Copper", "Copper"])
    play(pos, "default")
    assert pos.g["named"][PROVINCE] and pos.g["named_n"] == 1
    pos = new(hand=["Contraband", "Contraband", "Gold", "Copper", "Copper"])
    play(pos, "default", "default")
    named = {int(c) for c in np.nonzero(pos.g["named"])[0]}
    assert PROVINCE in named and len(named) == 2 and pos.coins == 11


# ------------------------------------------------------------------ War Chest
def test_war_chest_gains_a_card_up_to_5_not_named():
    # [RB2] War Chest: the left player names a card; gain a card costing up to $5 that
    # hasn't been named for War Chests this turn, to the discard pile [FAQ]. Laboratory
    # named: a Laboratory answered is illegal (the default's card instead); Gold ($6) is
    # over the limit; a Market is gained. Planted bugs seen failing: the zone's check
    # ignoring the names; the limit $6.
    pos = new(hand=["War Chest", "Copper"], edition=2)
    play(pos)
    assert pos.pending() == ("name", 1, "War Chest")
    pos.answer("Laboratory")
    assert pos.pending() == ("gain", 0, "War Chest") and pos.g["dec_hi"] == 5
    assert not buyable(pos, "Laboratory") and not buyable(pos, "Gold")
    assert buyable(pos, "Market") and buyable(pos, "Silver")
    pos.answer("Market")
    assert pos.discard(0) == bag("Market") and pos.pending() == ("buy", 0, None)
    assert pos.coins == 1 and pos.in_play() == bag("War Chest", "Copper")
    ok(pos)


def test_war_chest_an_illegal_gain_falls_back():
    # [RB2] The named card is not gained: the answer is replaced by the default (a card
    # costing up to $5 not named) and counted. Planted bug seen failing: the zone's check
    # left out (Laboratory gained).
    pos = new(hand=["War Chest"], edition=2)
    play(pos, "Laboratory", "Laboratory")
    assert pos.owned(0)["Laboratory"] == 0 and pos.g["fallbacks"][0] == 1
    assert sum(pos.discard(0).values()) == 1
    ok(pos)


def test_a_second_war_chest_gains_neither_name():
    # [FAQ] The second War Chest can't gain the card named for it nor the one named for the
    # first. Names Laboratory, then Market: the second gain may be neither. Planted bugs
    # seen failing: one name kept per turn (the second replacing the first); the zone's
    # check ignoring the names.
    pos = new(hand=["War Chest", "War Chest"], edition=2)
    play(pos, "Laboratory", "Festival", "Market")
    assert pos.pending() == ("gain", 0, "War Chest")
    assert not buyable(pos, "Laboratory") and not buyable(pos, "Market")
    assert buyable(pos, "Festival")
    pos.answer("Festival")
    assert pos.discard(0) == bag("Festival", "Festival")
    ok(pos)


def test_war_chest_names_do_not_stop_buying():
    # [FAQ] The named cards may still be gained other ways: Laboratory named for the War
    # Chest, then bought with $5. Contraband's names are not War Chest's: with Market named
    # for a Contraband, War Chest may gain a Market. Planted bug seen failing: both kinds of
    # names checked for both (the Market refused to the War Chest).
    pos = new(hand=["War Chest", "Gold", "Silver"], edition=2)
    play(pos, "Laboratory", "Market", "Laboratory")
    assert pos.owned(0)["Laboratory"] == 1 and pos.owned(0)["Market"] == 1
    assert pos.g["fallbacks"][0] == 0
    pos = new(hand=["Contraband", "War Chest"], edition=2)
    play(pos, "Contraband", "Market")           # which Treasure first, then its name
    assert pos.pending() == ("name", 1, "War Chest")
    pos.answer("Laboratory")
    assert pos.pending() == ("gain", 0, "War Chest") and buyable(pos, "Market")
    ok(pos)


def test_war_chest_names_end_with_the_turn():
    # [RB2] "this turn": the next turn's War Chest may gain the card named in the last.
    # Planted bug seen failing: the names kept past the turn.
    pos = new(hand=["War Chest"], deck=["War Chest"] + ["Estate"] * 11, edition=2)
    play(pos, "Laboratory", "Market", None)
    assert pos.cur == 1 and pos.g["named"][card_id("Laboratory")] == 0
    pos.answer(None)                        # player 1 buys nothing
    assert pos.cur == 0
    assert pos.g["named_n"] == 0


def test_war_chest_default_names_the_best_gain_up_to_5():
    # The default (DEFAULTS["War Chest"]): the left player names the card the gainer would
    # most want up to $5; a second War Chest's name is another card. The gainer's default
    # then gains the best card left. Planted bugs seen failing: the default naming a card
    # over $5 (nothing refused); War Chest's limit $6.
    pos = new(hand=["War Chest", "War Chest"], edition=2)
    play(pos, "default")
    named = [int(c) for c in np.nonzero(pos.g["named"])[0]]
    assert len(named) == 1 and engine_cost(pos, named[0]) <= 5
    pos.answer("default")                   # the gain
    pos.answer("default")                   # the second name
    named = {int(c) for c in np.nonzero(pos.g["named"])[0]}
    assert len(named) == 2 and all(engine_cost(pos, c) <= 5 for c in named)
    assert pos.pending() == ("gain", 0, "War Chest")
    assert int(pos.g["dec_src"]) == WAR_CHEST
    ok(pos)


def engine_cost(pos, c):
    from simcore.dominion.zones import cost
    return int(cost(pos.g, c))


def test_a_base_game_sets_no_limits():
    # Base games do none of this work: g.limits is off without Grand Market, Contraband or
    # War Chest. Planted bug seen failing: setup setting limits for every game.
    pos = Position(players=2, kingdom=["Village", "Smithy"])
    assert not pos.g["limits"]
    assert new().g["limits"]
    assert uses_limits(np.array([card_id("Grand Market")]), 1)
