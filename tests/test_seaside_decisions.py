"""Seaside defaults taken from DominionSim where its play measured better than ours (the
DomBots rows of benchmarks/README.md: Treasure Map/Warehouse, Council Room/Treasure Map,
Big Money Ultimate with one Salvager, with one Ambassador). Each test sets up a concrete
position and checks the exact decision the default makes. Decks are written top card
first."""
from simcore.dominion.cards import NAMES, card_id
from simcore.dominion.heuristics import default_choice
from strategies import REGISTRY
from strategies.dominion.botfile import bots_from_toml, strategy
from tests.position import Position
from tests.test_plan_probe import Driven

BMU = REGISTRY["big-money-ultimate"]   # Province if money > 18; Duchy if prov <= 4;
#                                        Estate if prov <= 2; Gold; Duchy if prov <= 6; Silver


def default(pos):
    c = int(default_choice(pos.g))
    return c if pos.pending()[0] in ("yesno", "mode") else (None if c < 0 else NAMES[c])


def new(kingdom, hand, deck=(), discard=()):
    pos = Position(kingdom=list(kingdom))
    pos.set(0, hand=list(hand), deck=list(deck), discard=list(discard))
    pos.set(1, hand=["Copper"] * 5, deck=["Copper"] * 10)
    return pos


def driven(kingdom, hand, deck):
    """A position whose player 0 plays Big Money Ultimate: the plan probe runs before each
    default that reads it (Driven.ask)."""
    pos = Driven([BMU, BMU], list(kingdom))
    pos.set(0, hand=list(hand), deck=list(deck))
    pos.set(1, hand=["Copper"] * 5, deck=["Copper"] * 10)
    return pos


def planned_default(pos):
    pos.ask()                           # the probe fills the plan; the default reads it
    return default(pos)


def warehouse_discards(pos):
    """Play the Warehouse in hand and answer its three discards by the default."""
    pos.begin().answer("Warehouse")
    out = []
    for _ in range(3):
        assert pos.pending() == ("discard", 0, "Warehouse")
        out.append(default(pos))
        pos.answer(out[-1])
    return out


# ---------------------------------------------------------------- Treasure Map, Warehouse
def test_warehouse_keeps_a_treasure_map_pair():
    # the pair is 4 Golds, not two terminals colliding (the earlier rule discarded a Map)
    pos = new(["Warehouse", "Treasure Map"],
              ["Warehouse", "Treasure Map", "Treasure Map", "Copper", "Copper"],
              deck=["Estate", "Estate", "Copper", "Copper"])
    assert warehouse_discards(pos) == ["Estate", "Estate", "Copper"]
    assert pos.hand(0)["Treasure Map"] == 2
    assert default(pos) == "Treasure Map"


def test_warehouse_discards_a_lone_treasure_map_first():
    # alone the Map is a dead card this turn (it would only trash itself)
    pos = new(["Warehouse", "Treasure Map"],
              ["Warehouse", "Treasure Map", "Copper", "Silver", "Silver"],
              deck=["Copper", "Silver", "Silver", "Copper"])
    assert warehouse_discards(pos) == ["Treasure Map", "Copper", "Copper"]
    assert default(pos) is None         # nothing left worth playing


def lone_map_play(rule):
    """The default play of a lone Treasure Map, a Gold owned, for a bot buying `rule`."""
    rules = bots_from_toml(f'[a]\nbuy = ["Province", "Gold", "{rule}", "Silver"]')
    bot = strategy(rules["a"])
    pos = Driven([bot, bot], ["Treasure Map"])
    pos.set(0, hand=["Treasure Map", "Copper", "Copper", "Copper", "Estate"],
            deck=["Copper"] * 5 + ["Treasure Map"], discard=["Gold"])
    pos.set(1, hand=["Copper"] * 5, deck=["Copper"] * 10)
    pos.begin()
    return planned_default(pos)


def test_a_lone_treasure_map_is_played_once_its_owner_would_not_buy_it_back():
    # DominionSim plays a lone Map once a Gold is owned: it trashes itself out of the deck
    assert lone_map_play("Treasure Map if count(Gold) == 0") == "Treasure Map"
    # a bot that keeps two Maps would buy this one back: it waits for the pair
    assert lone_map_play("Treasure Map if count(Treasure Map) < 2") is None


# ---------------------------------------------------------------- Council Room, Treasure Map
def test_the_map_pair_first_when_council_room_has_nothing_to_draw():
    # deck and discard empty: the 4 Golds land on the deck, then Council Room draws them
    pos = new(["Council Room", "Treasure Map"],
              ["Council Room", "Treasure Map", "Treasure Map", "Copper"])
    pos.begin(actions=2)
    assert default(pos) == "Treasure Map"
    pos.answer("Treasure Map")
    assert pos.deck(0) == ["Gold"] * 4
    assert default(pos) == "Council Room"
    pos.answer("Council Room")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 13      # 4 Golds and a Copper


def test_council_room_first_while_an_action_is_spare_and_cards_are_left():
    pos = new(["Council Room", "Treasure Map"],
              ["Council Room", "Treasure Map", "Treasure Map", "Copper"],
              deck=["Copper"] * 4)
    pos.begin(actions=2)
    assert default(pos) == "Council Room"


def test_the_map_pair_before_another_terminal_with_the_last_action():
    pos = new(["Council Room", "Treasure Map"],
              ["Council Room", "Treasure Map", "Treasure Map", "Copper"],
              deck=["Copper"] * 4)
    pos.begin(actions=1)
    assert default(pos) == "Treasure Map"


# ---------------------------------------------------------------- Salvager
def test_salvager_is_not_played_without_a_worthwhile_trash():
    # $10 buys a Gold (money 18, not > 18); no card's cost as +$ buys better, none is junk
    pos = driven(["Salvager"], ["Salvager", "Gold", "Gold", "Silver", "Silver"],
                 ["Copper"] * 8)
    pos.begin()
    assert pos.pending() == ("play_action", 0, None)
    assert planned_default(pos) is None


def test_salvager_asks_the_buy_with_the_trashed_card_gone():
    # money 20 > 18 only while the Gold counts: trashing it for $8 would buy a Gold, so a
    # spare Copper goes ($4 buys the Silver $5 buys)
    pos = driven(["Salvager"], ["Salvager", "Gold", "Copper", "Copper"], ["Gold"] * 5)
    pos.begin()
    assert planned_default(pos) == "Salvager"
    pos.answer("Salvager")
    assert pos.pending() == ("trash", 0, "Salvager")
    assert planned_default(pos) == "Copper"
    assert NAMES[pos.g["plan_trashed"][card_id("Gold")]] == "Gold"
    assert NAMES[pos.g["plan"][8]] == "Province"


def test_salvager_trashes_an_estate_its_rules_do_not_take_first():
    # trashing the Gold would buy a Province (money stays > 18), the Estate only a Gold:
    # DominionSim's order takes the Estate
    pos = driven(["Salvager"], ["Salvager", "Gold", "Copper", "Copper", "Estate"],
                 ["Gold"] * 5 + ["Silver"])
    pos.begin().answer("Salvager")
    assert planned_default(pos) == "Estate"
    assert NAMES[pos.g["plan_trashed"][card_id("Gold")]] == "Province"


# ---------------------------------------------------------------- Ambassador
def ambassador_copies(hand, deck=("Copper",) * 7):
    pos = driven(["Ambassador"], ["Ambassador"] + list(hand), list(deck))
    pos.begin().answer("Ambassador")
    assert pos.pending() == ("pick", 0, "Ambassador")
    revealed = planned_default(pos)
    pos.answer(revealed)
    assert pos.pending() == ("mode", 0, "Ambassador")
    return revealed, planned_default(pos)


def test_ambassador_returns_two_coppers_while_the_buy_stays():
    assert ambassador_copies(["Copper", "Copper", "Copper", "Silver"]) == ("Copper", 2)


def test_ambassador_returns_only_the_copper_the_buy_can_spare():
    # $7 and $6 buy a Gold, $5 only a Silver
    assert ambassador_copies(["Copper", "Copper", "Gold", "Silver"]) == ("Copper", 1)


def test_ambassador_is_not_played_without_a_card_to_give_away():
    pos = driven(["Ambassador"], ["Ambassador", "Silver", "Silver", "Gold", "Gold"],
                 ["Copper"] * 7)
    pos.begin()
    assert pos.pending() == ("play_action", 0, None)
    assert planned_default(pos) is None


def test_ambassador_gives_away_an_estate_its_rules_do_not_take():
    for provinces, play in ((5, "Ambassador"), (2, None)):     # Estate if prov <= 2
        pos = driven(["Ambassador"], ["Ambassador", "Estate", "Silver", "Silver", "Gold"],
                     ["Copper"] * 7)
        pos.supply("Province", provinces)
        pos.begin()
        assert planned_default(pos) == play
