"""Bots as data: the interpreter makes exactly the compiled bots' choices, every quantity and
condition on a concrete position, TOML in and out.

Every data bot shares the interpreter's compiled functions (the rules travel in prm)."""
from pathlib import Path

import numpy as np
import pytest

from simcore.dominion.cards import card_id
from simcore.dominion.match import Match, kingdom_from, play
from strategies import REGISTRY
from strategies.dominion import buylist as bl
from strategies.dominion.bot_files import read_bots
from strategies.dominion.botfile import (
    Bot,
    BotError,
    Cond,
    Quantity,
    Rule,
    bots_from_toml,
    decode,
    encode,
    parse_rule,
    strategy,
    toml_text,
)
from tests.position import Position

DATA = Path(__file__).resolve().parent / "data" / "buylist"
CANON = DATA / "canonical.toml"
CANONICAL = ["big-money", "big-money-ultimate", "smithy-bm", "double-witch"]


def canon(name):
    """The data form of a canonical bot, read from the file: it carries the built-in's name,
    so `get(FILE.toml:NAME)` refuses it (a name in results means one bot)."""
    return strategy(read_bots(str(CANON))[name])
KINGDOM = ["Smithy", "Witch", "Market", "Workshop", "Militia", "Moat", "Village", "Cellar",
           "Remodel", "Festival"]


def games(strats, kingdom=KINGDOM, n=400, seed=5):
    m = Match(list(strats), sorted(card_id(k) for k in kingdom), games=n, seed=seed)
    cs = list(play(m))
    return (np.concatenate([c.vp for c in cs]), np.concatenate([c.turns for c in cs]),
            np.concatenate([c.end for c in cs]), np.concatenate([c.fallbacks for c in cs]))


def same(a, b):
    for x, y in zip(a, b):
        assert np.array_equal(x, y)


# --- the data form of each canonical bot plays exactly as the compiled one -------------

@pytest.mark.parametrize("name", CANONICAL)
def test_canonical_data_bot_plays_game_for_game_like_the_compiled_one(name):
    data = canon(name)
    assert data.family == "data" and data.summary == REGISTRY[name].summary
    field = [REGISTRY["smithy-bm"], REGISTRY["double-witch"]]
    compiled = games([REGISTRY[name]] + field)
    interpreted = games([data] + field)
    same(compiled, interpreted)
    assert compiled[3].sum() == 0              # and neither ever answered illegally


def test_four_data_bots_at_one_table_play_like_the_compiled_four():
    data = [canon(n) for n in CANONICAL]
    same(games([REGISTRY[n] for n in CANONICAL], n=200, seed=9), games(data, n=200, seed=9))


def test_data_bot_with_a_play_order_plays_its_order_first():
    # Workshop before Village (the default plays Village first): the order decides
    pos = Position(kingdom=["Village", "Workshop"])
    pos.set(0, hand=["Village", "Workshop", "Copper"])
    pos.begin()
    bot = Bot("w", (Rule(card_id("Silver")),), play=(card_id("Workshop"), card_id("Village")))
    assert bl.play_order(pos.g, 0, encode(bot)) == card_id("Workshop")
    none = Bot("n", (Rule(card_id("Silver")),), play=(card_id("Smithy"),))
    assert bl.play_order(pos.g, 0, encode(none)) == bl.DEFER   # nothing listed in hand


# --- quantities and conditions on a concrete position ----------------------------------

@pytest.fixture
def pos():
    p = Position(players=3, kingdom=["Smithy", "Village", "Gardens", "Witch", "Market"])
    p.set(0, hand=["Copper", "Copper", "Silver", "Smithy", "Estate"],
          deck=["Gold", "Village"], discard=["Estate", "Estate", "Province"])
    p.set(1, hand=["Copper"], discard=["Duchy", "Duchy"])           # 6 VP
    p.set(2, hand=["Copper"], discard=["Province", "Curse"])        # 5 VP
    p.supply("Province", 5)
    p.supply("Gardens", 2)
    p.supply("Witch", 1)
    p.supply("Village", 0)
    p.begin(0, actions=1, buys=2)
    return p


def q(pos, name, arg=0):
    return bl.quantity(pos.g, 0, name, arg)


def test_each_quantity_reads_the_position(pos):
    g = pos.g
    assert q(pos, bl.Q_CONST, 2500) == 2.5
    assert q(pos, bl.Q_MONEY) == 1 + 1 + 2 + 3                     # getTotalMoney
    assert q(pos, bl.Q_COUNT, card_id("Estate")) == 3              # countCardsInDeck
    assert q(pos, bl.Q_SUPPLY, card_id("Gardens")) == 2            # countCardsInSupply
    assert q(pos, bl.Q_PROV) == 5
    assert q(pos, bl.Q_TYPE, 2) == 4                               # countCardTypeInDeck Treasure
    assert q(pos, bl.Q_TYPE, 1) == 2                               # ... Action
    assert q(pos, bl.Q_TYPE, 4) == 4                               # ... Victory
    assert q(pos, bl.Q_DECK) == 10                                 # countAllCardsInDeck
    assert q(pos, bl.Q_HAND, card_id("Copper")) == 2               # countCardsInHand
    assert q(pos, bl.Q_HAND_SIZE) == 5
    assert q(pos, bl.Q_ACTIONS) == 1
    assert q(pos, bl.Q_BUYS) == 2                                  # countBuysLeft
    assert q(pos, bl.Q_TURN) == int(g["turns"][0])                 # countTurns
    assert q(pos, bl.Q_PLAYERS) == 3
    assert q(pos, bl.Q_VP) == 3 + 6                                # countVP
    assert q(pos, bl.Q_MAX_OPP_VP) == 6                            # countMAXOpponentVP
    assert q(pos, bl.Q_EMPTY) == 1
    # gainsNeededToEndGame: 2 more empty piles needed: Witch (1) + Gardens (2) = 3 < 5 Provinces
    assert q(pos, bl.Q_GAINS_TO_END) == 3
    pos.answer("Smithy")                                           # Smithy in play now
    assert q(pos, bl.Q_IN_PLAY, card_id("Smithy")) == 1            # countCardsInPlay
    assert q(pos, bl.Q_IN_PLAY, card_id("Village")) == 0


def test_gains_to_end_is_the_provinces_when_fewer(pos):
    pos.supply("Province", 2)
    assert q(pos, bl.Q_GAINS_TO_END) == 2


def test_available_money_is_what_the_buy_can_spend(pos):
    pos.answer(None)                       # no Action: Buy phase, Treasures played: $4
    assert q(pos, bl.Q_COINS) == 4         # countAvailableMoney


def cond(text):
    return parse_rule("Silver if " + text).conds[0]


@pytest.mark.parametrize("text,want", [
    ("count(Estate) > 2", True), ("count(Estate) > 3", False),          # greaterThan
    ("count(Estate) >= 3", True), ("count(Estate) >= 4", False),        # greaterOrEqualThan
    ("count(Estate) < 4", True), ("count(Estate) < 3", False),          # smallerThan
    ("count(Estate) <= 3", True), ("count(Estate) <= 2", False),        # smallerOrEqualThan
    ("count(Estate) == 3", True), ("count(Estate) == 2", False),        # equalTo
    ("count(Estate) != 2", True),
    ("vp >= max_opp_vp + 3", True), ("vp >= max_opp_vp + 4", False),   # plus
    ("vp > max_opp_vp - 1", True),                                      # minus
    ("count(Smithy) < treasures / 3", True), ("count(Smithy) < treasures / 4", False),  # divideBy
    ("deck_size < count(Estate) * 4", True),                            # multiplyWith
    ("deck_size < count(Estate) * 3", False),
    ("2.5 < supply(Gardens)", False),                                   # a number on the left
])
def test_each_operator_and_extra_operation_on_the_position(pos, text, want):
    c = cond(text)
    a = encode(Bot("t", (Rule(card_id("Silver"), (c,)),)))
    assert bool(bl.holds(pos.g, 0, a, bl.HEAD + 2)) is want


def test_buy_takes_the_first_affordable_rule_whose_conditions_hold(pos):
    pos.answer(None)                                          # Buy phase with $4
    bot = Bot("t", tuple(parse_rule(r) for r in [
        "Gold", "Smithy if count(Smithy) >= 2", "Village", "Smithy if prov <= 5 and vp > 8",
        "Silver"]))
    assert bl.buy_list(pos.g, 0, encode(bot)) == card_id("Smithy")   # Gold: $6; Village: empty
    bot = Bot("t", (parse_rule("Gold"),))
    assert bl.buy_list(pos.g, 0, encode(bot)) == bl.NONE


# --- words, TOML and the encoding ------------------------------------------------------

def test_rule_words_round_trip():
    for text in ["Province if money > 18", "Gold if count(Gold) < count(Council Room) - 1",
                 "Smithy if count(Smithy) < treasures / 11 and gains_to_end > 4",
                 "Duchy if count_type(Action) >= 2.5", "Estate if in_play(Market) != 0",
                 "Silver if 7 == coins * 2"]:
        r = parse_rule(text)
        assert parse_rule(r.text()) == r
    assert parse_rule("throne-room if count(Gold) > 1").card == card_id("Throne Room")


def test_toml_round_trip_and_encoding_round_trip():
    bots = bots_from_toml(CANON.read_text())
    back = bots_from_toml(toml_text(bots.values()))
    assert back == bots
    b = Bot("x", (parse_rule("Witch if count(Witch) < 2"), parse_rule("Silver")),
            play=(card_id("Witch"),))
    assert decode(encode(b), "x") == b


def test_data_bots_share_one_driver_function_triple():
    a = canon("smithy-bm")
    b = strategy(Bot("other", (parse_rule("Gold"),)))
    assert (a.buy, a.action, a.decide) == (b.buy, b.action, b.decide)
    assert a.needs == (card_id("Smithy"),) and kingdom_from(None, [a]) == [card_id("Smithy")]


@pytest.mark.parametrize("text,message", [
    ("[a]\nbuy = [\"Gold\"\n", "is not valid TOML"),
    ("[a]\nbuy = []\n", "has no buy rules"),
    ("[a]\nplay = [\"Village\"]\n", "has no buy rules"),
    ("", "has no bots"),
    ("[a]\nbuy = [\"Smithee\"]\n", "unknown card 'Smithee' (did you mean Smithy"),
    ("[a]\nbuy = [\"Gold if muney > 3\"]\n", "unknown quantity 'muney' (did you mean money"),
    ("[a]\nbuy = [\"Gold if count > 3\"]\n", "quantity count needs a card"),
    ("[a]\nbuy = [\"Gold if prov(Gold) > 3\"]\n", "takes no argument"),
    ("[a]\nbuy = [\"Gold if count_type(Night) > 3\"]\n", "unknown card type 'Night'"),
    ("[a]\nbuy = [\"Gold if money / 2\"]\n", "must be LEFT OP RIGHT"),
    ("[a]\nbuy = [\"Gold if money > treasures / 0\"]\n", "divides by zero"),
    ("[a]\nbuy = [\"Gold if 1 > 2\"]\n", "compares two numbers"),
    ("[a]\nbuy = [\"Gold if money > 1.0005\"]\n", "multiple of 0.001"),
    ("[a]\nbuy = [\"Gold\"]\nsell = [1]\n", "unknown key 'sell'"),
    ("[a]\nbuy = [3]\n", "must be a string"),
])
def test_bad_bot_text_is_one_line_naming_the_problem(text, message):
    with pytest.raises(BotError) as e:
        bots_from_toml(text, "x.toml")
    assert message in str(e.value) and "\n" not in str(e.value)


def test_toml_error_gives_the_line():
    with pytest.raises(BotError, match=r"line 3\b"):
        bots_from_toml("[a]\nbuy = [\"Gold\"]\nplay = Village\n[b]\n", "x.toml")
    with pytest.raises(BotError, match=r"line 4\b"):
        bots_from_toml("[a]\nbuy = [\"Gold\"]\nplay = [\n", "x.toml")


def test_conditions_in_quantity_form_are_dataclasses():
    c = cond("count(Gold) > 2")
    assert c == Cond(Quantity(bl.Q_COUNT, card_id("Gold")), bl.OP_GT, Quantity(bl.Q_CONST, 2000))


def test_the_docs_bot_file_example_loads():
    import re
    text = (Path(__file__).resolve().parents[1] / "docs" / "bots-as-data.md").read_text()
    blocks = re.findall(r"```toml\n(.*?)```", text, re.S)
    assert blocks
    bots = {}
    for b in blocks:
        bots |= bots_from_toml(b, "bots-as-data.md")
    assert bots["witch-bm"].words() == REGISTRY["double-witch"].summary
    assert bots["village-smithy"].play == (card_id("Village"), card_id("Smithy"))
