"""Faithful import of DominionSim's XML bots (issue: community bots that play as their
authors meant): every part of a bot is read or refused by name, the quantities mean what
they mean there, and the settings a bot may carry (a way of trashing, the penultimate-
Province rule, "Nothing") play out on concrete positions."""
import pytest
from click.testing import CliRunner

from cli.main import cli
from simcore.dominion.cards import card_id
from simcore.dominion.state import DEFER, MAT_NATIVE, NONE
from simcore.dominion.view import NV_SET_ASIDE, NV_TAKE
from strategies.dominion import buylist as bl
from strategies.dominion.botfile import (
    BotError,
    bots_from_toml,
    encode,
    parse_rule,
    strategy,
    toml_text,
)
from strategies.dominion.geronimoo import bot_from_xml, xml_notes, xml_text
from tests.position import Position
from tests.test_plan_probe import Driven


def xml(tmp_path, body, player='name="b"'):
    p = tmp_path / "b.xml"
    p.write_text(f"<playerCollection><player {player}>{body}</player></playerCollection>")
    return p


def only(tmp_path, body, player='name="b"'):
    return bot_from_xml(xml(tmp_path, body, player), "b")


# --- every part of a bot is read or named ------------------------------------------------

def test_applies_ppr_and_aggressive_trashing_become_the_bots_settings(tmp_path):
    b = only(tmp_path, '<type name="AppliesPPR"/><type name="BigMoney"/>'
                       '<buy name="Chapel" strategy="aggressiveTrashing"/><buy name="Silver"/>')
    assert (b.end_game, b.trashing) == ("ppr", "aggressive")
    s = strategy(b)
    assert (s.endgame, s.trash_floor) == (2, 4)
    assert 'end_game = "ppr"' in toml_text([b]) and 'trashing = "aggressive"' in toml_text([b])
    assert bots_from_toml(toml_text([b]))["b"] == b
    p = tmp_path / "back.xml"
    p.write_text(xml_text([b]))
    assert bot_from_xml(p, "b") == b


def test_what_the_importer_does_not_know_is_refused_by_name(tmp_path):
    with pytest.raises(BotError) as e:
        only(tmp_path, '<type name="SilverHater"/><buy name="Chapel" strategy="keepGold"/>'
                       '<buy name="Silver" bane="Moat"/>', 'name="b" colour="red"')
    msg = str(e.value)
    for part in ("type 'SilverHater'", "play strategy 'keepGold' (on Chapel)",
                 "buy attribute 'bane' (on Silver)", "player attribute 'colour'"):
        assert part in msg, msg


def test_farm_is_harem_by_its_newer_name(tmp_path):
    assert only(tmp_path, '<buy name="Farm"/>').rules[0].card == card_id("Harem")


def test_the_authors_board_is_noted_not_dropped_silently(tmp_path):
    p = xml(tmp_path, '<board contents="Chapel, Witch"/><buy name="Silver"/>')
    assert bot_from_xml(p, "b").rules[0].card == card_id("Silver")
    (name, note), = xml_notes(p)
    assert name == "b" and "Chapel, Witch" in note and "--kingdom" in note
    r = CliRunner().invoke(cli, ["import-bots", str(p), "--out", str(tmp_path / "o.toml")])
    assert r.exit_code == 0 and "1 bot names its author's board" in r.stderr, r.stderr


def test_cards_named_only_in_a_condition_join_the_kingdom():
    b = bots_from_toml('[b]\nbuy = ["Smithy if count(Village) < in_hand(Cellar)", "Silver"]')["b"]
    assert b.needs() == tuple(sorted((card_id("Smithy"), card_id("Village"), card_id("Cellar"))))


# --- quantities as DominionSim counts them -----------------------------------------------

def q(g, name, arg=0):
    return bl.quantity(g, 0, name, arg)


def test_total_money_counts_actions_plus_coins_as_there():
    pos = Position(kingdom=["Militia", "Minion", "Baron", "Smithy"])
    pos.set(0, hand=["Copper", "Silver", "Militia"], deck=["Minion", "Baron", "Smithy"])
    pos.begin()
    assert q(pos.g, bl.Q_MONEY) == 3
    assert q(pos.g, bl.Q_MONEY_WITH_ACTIONS) == 3 + 2 + 2 + 4      # Smithy gives no $


def test_terminal_village_and_cycler_are_his_lists():
    pos = Position(kingdom=["Throne Room", "Smithy", "Nobles", "Pawn", "Ironworks"])
    pos.set(0, hand=["Throne Room", "Smithy", "Nobles", "Pawn", "Ironworks"])
    pos.begin()
    assert q(pos.g, bl.Q_TYPE, bl.TERMINAL) == 1                    # Smithy only
    assert q(pos.g, bl.Q_TYPE, bl.VILLAGE) == 1                     # Nobles
    assert q(pos.g, bl.Q_TYPE, bl.CYCLER) == 1                      # Pawn


def test_available_money_is_the_coins_in_play_also_during_a_gain(tmp_path):
    pos = Position(kingdom=["Market", "Workshop"])
    pos.set(0, hand=["Market", "Workshop", "Copper"], deck=["Estate"] * 5)
    pos.begin(actions=1)
    pos.answers("Market", "Workshop")
    assert pos.pending()[0] == "gain"
    assert q(pos.g, bl.Q_COINS) == 4                                # the gain's limit
    assert q(pos.g, bl.Q_COINS_NOW) == 1                            # Market's +$1
    b = only(tmp_path, '<buy name="Silver"><condition><left type="countAvailableMoney"/>'
                       '<operator type="equalTo"/><right type="constant" attribute="1.0"/>'
                       '</condition></buy>')
    assert bl.buy_list(pos.g, 0, encode(b)) == card_id("Silver")


def test_cards_left_in_draw_deck_counts_draw_pile_and_discard():
    pos = Position(kingdom=["Smithy"])
    pos.set(0, hand=["Copper"], deck=["Gold", "Estate"], discard=["Silver", "Copper", "Duchy"])
    pos.begin()
    assert q(pos.g, bl.Q_DRAW_AND_DISCARD) == 5


# --- "Nothing": declining an optional gain ----------------------------------------------

def test_nothing_ends_the_buy_list():
    b = bots_from_toml('[b]\nbuy = ["Nothing if prov <= 7", "Silver"]')["b"]
    assert parse_rule("nothing").text() == "Nothing" and b.needs() == ()
    pos = Position(kingdom=["Smithy"])
    pos.set(0, hand=["Silver", "Copper"])
    pos.begin()                                         # no Action: the Buy phase, $3
    assert pos.pending()[:2] == ("buy", 0) and pos.g["dec_hi"] == 3
    assert bl.buy_list(pos.g, 0, encode(b)) == card_id("Silver")     # 8 Provinces left
    pos.supply("Province", 7)
    assert bl.buy_list(pos.g, 0, encode(b)) == NONE


def saboteur_game(victim_rules):
    bots = bots_from_toml('[atk]\nbuy = ["Saboteur"]\n[victim]\nbuy = ' + victim_rules)
    pos = Driven([strategy(bots["atk"]), strategy(bots["victim"])], ["Saboteur"], edition=1)
    pos.set(0, hand=["Saboteur"], deck=["Estate"] * 5)
    pos.set(1, hand=["Copper"] * 5, deck=["Silver", "Estate"])
    pos.begin()
    pos.answer("Saboteur")
    assert pos.pending() == ("gain", 1, "Saboteur")      # the victim's optional gain to $1
    return pos


def test_nothing_declines_an_optional_gain_and_otherwise_the_default_gains():
    pos = saboteur_game('["Nothing if coins < 3", "Silver"]')
    assert pos.ask() == NONE
    pos = saboteur_game('["Silver"]')                     # no rule for $1: the default's Copper
    assert pos.ask() == DEFER
    pos.step_by_strategy()
    assert pos.discard(1).get("Copper") == 1


def test_nothing_leaves_a_mandatory_gain_to_the_default():
    bots = bots_from_toml('[w]\nbuy = ["Nothing", "Workshop"]')
    pos = Driven([strategy(bots["w"]), strategy(bots["w"])], ["Workshop"])
    pos.set(0, hand=["Workshop"], deck=["Estate"] * 5)
    pos.begin()
    pos.answer("Workshop")
    assert pos.pending()[0] == "gain" and pos.ask() == DEFER


# --- ways of trashing ------------------------------------------------------------------

def chapel_game(toml):
    bots = bots_from_toml(toml)
    pos = Driven([strategy(b) for b in bots.values()], ["Chapel", "Smithy"])
    return pos


def trashed_by_chapel(pos, hand, deck):
    pos.set(0, hand=["Chapel"] + hand, deck=deck)
    pos.set(1, hand=["Copper"] * 5)
    pos.begin()
    pos.answer("Chapel")
    while pos.pending()[:2] == ("trash", 0):
        pos.step_by_strategy()
    return pos.trash()


def test_aggressive_trashing_keeps_4_of_money_where_the_default_keeps_6():
    hand, deck = ["Copper", "Copper", "Estate", "Estate"], ["Copper"] * 4   # $6 in all
    normal = chapel_game('[a]\nbuy = ["Province"]\n[b]\nbuy = ["Province"]')
    assert trashed_by_chapel(normal, hand, deck) == {"Estate": 2}
    aggressive = chapel_game('[a]\nbuy = ["Province"]\ntrashing = "aggressive"\n'
                             '[b]\nbuy = ["Province"]')
    assert trashed_by_chapel(aggressive, hand, deck) == {"Estate": 2, "Copper": 2}


def test_chapel_keeps_the_treasure_this_turns_buy_needs():
    hand, deck = ["Estate", "Copper", "Copper", "Silver"], ["Copper"] * 5
    # $4 buys Smithy, $3 only Silver: the Coppers stay; Estate goes
    smithy = chapel_game('[a]\nbuy = ["Gold", "Smithy", "Silver"]\n[b]\nbuy = ["Province"]')
    assert trashed_by_chapel(smithy, hand, deck) == {"Estate": 1}
    # $4 and $3 both buy Silver, $2 nothing: one Copper goes
    silver = chapel_game('[a]\nbuy = ["Gold", "Silver"]\n[b]\nbuy = ["Province"]')
    assert trashed_by_chapel(silver, hand, deck) == {"Estate": 1, "Copper": 1}


def test_aggressive_trashing_plays_chapel_before_another_terminal():
    hand = ["Chapel", "Militia", "Copper", "Estate", "Estate"]

    def first_play(toml):
        bots = bots_from_toml(toml)
        pos = Driven([strategy(b) for b in bots.values()], ["Chapel", "Militia"])
        pos.set(0, hand=hand, deck=["Copper"] * 8)
        pos.set(1, hand=["Copper"] * 5)
        pos.begin()
        assert pos.pending() == ("play_action", 0, None)
        pos.step_by_strategy()
        return pos.in_play()

    rest = '[b]\nbuy = ["Province"]'
    assert first_play('[a]\nbuy = ["Province"]\n' + rest) == {"Militia": 1}
    assert first_play('[a]\nbuy = ["Province"]\ntrashing = "aggressive"\n' + rest) == {
        "Chapel": 1}


# --- Native Village/Bridge: money off the mat, and the big turn ------------------------

def test_money_excluding_mats_leaves_out_the_native_village_mat():
    pos = Position(kingdom=["Native Village", "Bridge"])
    pos.set(0, hand=["Copper", "Silver", "Bridge"], deck=["Native Village"])
    g = pos.g
    for c, n in (("Gold", 1), ("Bridge", 1), ("Estate", 1)):
        g["mat"][0, MAT_NATIVE, card_id(c)] = n
        g["owned"][0, card_id(c)] += n
    g["mat_n"][0, MAT_NATIVE] = 3
    pos.begin()
    # his coin values: Bridge 2 (in hand and on the mat), Gold 3 on the mat
    assert q(g, bl.Q_MONEY_WITH_ACTIONS) == 1 + 2 + 2 + 3 + 2
    assert q(g, bl.Q_MONEY_EXCLUDING_MATS) == 1 + 2 + 2


BIG_TURN = ('<buy name="Province"/><buy name="Bridge"/><buy name="Silver"><condition>'
            '<left type="getTotalMoneyExcludingMats"/><operator type="smallerThan"/>'
            '<right type="constant" attribute="5.0"/></condition></buy>'
            '<buy name="Native_Village" strategy="bigTurnBridge"/>')


def test_big_turn_bridge_is_the_bots_way_of_playing_native_village(tmp_path):
    b = only(tmp_path, BIG_TURN)
    assert b.native_village == "big-turn-bridge"
    assert b.rules[2].conds[0].left.q == bl.Q_MONEY_EXCLUDING_MATS
    assert 'native_village = "big-turn-bridge"' in toml_text([b])
    assert bots_from_toml(toml_text([b]))["b"] == b
    p = tmp_path / "back.xml"
    p.write_text(xml_text([b]))
    assert bot_from_xml(p, "b") == b
    with pytest.raises(BotError, match="play strategy 'bigTurnBridge' \\(on Bridge\\)"):
        only(tmp_path, '<buy name="Bridge" strategy="bigTurnBridge"/>')


def big_turn_choice(tmp_path, hand, mat, actions=1):
    """What the bigTurnBridge bot answers Native Village's choice with (played from `hand`,
    the mat holding `mat`)."""
    b = strategy(only(tmp_path, BIG_TURN))
    pos = Driven([b, strategy(only(tmp_path, '<buy name="Province"/>'))],
                 ["Native Village", "Bridge"])
    pos.set(0, hand=hand, deck=["Copper"] * 8)
    pos.set(1, hand=["Copper"] * 5)
    for c in mat:
        pos.g["mat"][0, MAT_NATIVE, card_id(c)] += 1
        pos.g["owned"][0, card_id(c)] += 1
    pos.g["mat_n"][0, MAT_NATIVE] = len(mat)
    pos.begin(actions=actions).answer("Native Village")
    assert pos.pending() == ("mode", 0, "Native Village")
    return pos.ask()


def test_big_turn_bridge_takes_the_mat_only_for_the_big_turn(tmp_path):
    six = ["Bridge"] * 6 + ["Native Village"] * 4
    assert big_turn_choice(tmp_path, ["Native Village", "Copper"], six) == NV_TAKE
    # another Native Village in hand, too few Bridges, an empty mat: the mat grows
    assert big_turn_choice(tmp_path, ["Native Village"] * 2, six) == NV_SET_ASIDE
    assert big_turn_choice(tmp_path, ["Native Village", "Copper"],
                           ["Bridge"] * 5 + ["Native Village"] * 4) == NV_SET_ASIDE
    assert big_turn_choice(tmp_path, ["Native Village", "Copper"], []) == NV_SET_ASIDE


def test_an_unknown_native_village_play_is_refused_with_the_nearest_name():
    with pytest.raises(BotError, match="native_village = 'big-turn'.*big-turn-bridge"):
        bots_from_toml('[b]\nbuy = ["Silver"]\nnative_village = "big-turn"')
