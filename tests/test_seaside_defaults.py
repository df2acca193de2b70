"""The Seaside defaults that benchmarks/defaults.py measured better than the earlier rules
(benchmarks/README.md, "Seaside"), each in a concrete position the earlier rule answers
differently. Decks are written top card first."""
from simcore.dominion.cards import NAMES, card_id
from simcore.dominion.heuristics import default_choice
from simcore.dominion.state import MAT_NATIVE
from simcore.dominion.view import NV_SET_ASIDE
from tests.position import Position


def new(kingdom, hand, deck=("Copper",) * 8):
    pos = Position(kingdom=list(kingdom))
    pos.set(0, hand=list(hand), deck=list(deck))
    pos.set(1, hand=["Copper"] * 5, deck=["Copper"] * 10)
    return pos


def default(pos):
    c = int(default_choice(pos.g))
    return c if pos.pending()[0] in ("yesno", "mode") else (None if c < 0 else NAMES[c])


def test_salvager_trashes_what_lifts_the_price_point_never_a_province_for_one():
    pos = new(["Salvager"], ["Salvager", "Gold", "Copper", "Copper", "Estate"])
    pos.begin().answer("Salvager")
    assert default(pos) == "Gold"       # $5 -> $8: a Province (the Estate only made $7)
    pos = new(["Salvager"], ["Salvager", "Province", "Copper", "Copper"])
    pos.begin().answer("Salvager")
    assert default(pos) == "Copper"     # the Province would only buy a Province


def test_ambassador_returns_no_copper_but_two_estates():
    pos = new(["Ambassador"], ["Ambassador", "Copper", "Copper", "Silver", "Silver"])
    pos.begin().answers("Ambassador", "Copper")
    assert pos.pending()[0] == "mode" and default(pos) == 0
    pos = new(["Ambassador"], ["Ambassador", "Estate", "Estate", "Silver", "Silver"])
    pos.begin().answers("Ambassador", "Estate")
    assert default(pos) == 2


def test_embargo_without_a_pile_of_the_opponents_goes_on_the_provinces():
    pos = new(["Embargo"], ["Embargo", "Copper", "Copper", "Copper", "Copper"])
    pos.begin().answer("Embargo")
    assert default(pos) == "Province"


def test_native_village_keeps_growing_the_mat_short_of_a_province():
    pos = new(["Native Village"], ["Native Village", "Copper", "Copper", "Copper", "Estate"])
    pos.g["mat"][0, MAT_NATIVE, card_id("Silver")] = 1     # $3 + $2: a higher price, no
    pos.g["mat_n"][0, MAT_NATIVE] = 1                      # Province
    pos.g["owned"][0, card_id("Silver")] += 1
    pos.begin().answer("Native Village")
    assert default(pos) == NV_SET_ASIDE


def test_tactician_is_played_on_a_province_hand_too():
    # keeping it for the Province measured +0.013 for bm-tactician but cost DomBots'
    # Tactician/Secret Chamber bot 0.11-0.46 (benchmarks/README.md): it plays every turn
    pos = new(["Tactician"], ["Tactician", "Gold", "Gold", "Silver", "Estate"])
    pos.begin()
    assert default(pos) == "Tactician"


def test_island_sets_aside_a_victory_card_before_a_copper_early_too():
    pos = new(["Island"], ["Island", "Province", "Copper", "Copper", "Silver"])
    pos.begin().answer("Island")
    assert default(pos) == "Province"   # it still scores on the mat


def salvager_with_plan(buy, hand):
    """What Salvager trashes from `hand` for a bot buying `buy` (the plan probe runs)."""
    from strategies.dominion.botfile import bots_from_toml, strategy
    from tests.test_plan_probe import Driven
    bot = strategy(bots_from_toml(f"[a]\nbuy = {buy!r}".replace("'", '"'))["a"])
    pos = Driven([bot, bot], ["Salvager"])
    pos.set(0, hand=["Salvager"] + hand, deck=["Copper"] * 8)
    pos.set(1, hand=["Copper"] * 5)
    pos.begin().answer("Salvager")
    pos.ask()                           # the probe fills the plan; the default reads it
    return default(pos)


def test_salvager_with_a_plan_trashes_for_what_the_bot_buys():
    # $6 -> $9: the Province the bot wants (an Estate would go first: DominionSim's order,
    # tests/test_seaside_decisions.py)
    assert salvager_with_plan(["Province", "Gold", "Silver"],
                              ["Gold", "Copper", "Copper", "Copper"]) == "Gold"
    # $6 buys this bot only a Silver, as $5 does: a spare Copper goes, not a Silver
    assert salvager_with_plan(["Province", "Silver"], ["Silver", "Silver", "Copper"]) == "Copper"
