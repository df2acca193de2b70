"""The default decisions in concrete positions, each with the answer a strong player gives
(the positions of issue 7 among them), and the reveal rule for Reactions.

Decks are written top card first; "default" answers with the engine's default.
"""
from collections import Counter

from simcore.dominion.cards import NAMES, card_id
from simcore.dominion.decisions import legal
from simcore.dominion.effects import intrigue
from simcore.dominion.frames import MAX_REVEALS
from simcore.dominion.heuristics import default_choice
from tests.position import Position


def new(kingdom=(), players=2):
    return Position(players=players, kingdom=list(kingdom))


def bag(*names, **counts):
    b = Counter(names)
    for k, v in counts.items():
        b[k.replace("_", " ")] += v
    return b


def default(pos):
    """The default answer to the pending decision, as a card name, an int or None."""
    c = int(default_choice(pos.g))
    kind = pos.pending()[0]
    if kind in ("yesno", "mode", "set_aside"):
        return c
    return None if c < 0 else NAMES[c]


def give_vp(pos, p, estates):
    """p owns `estates` extra Estates out of the way (in the discard pile): a score lead."""
    g = pos.g
    g["discard"][p, card_id("Estate")] += estates
    g["discard_n"][p] += estates
    g["owned"][p, card_id("Estate")] += estates


# ---------------------------------------------------------------------------- Masquerade
def test_masquerade_never_passes_a_province_while_it_holds_a_copper():
    pos = new(["Masquerade"])
    pos.set(0, hand=["Masquerade", "Province", "Copper"], deck=["Silver", "Gold"])
    pos.set(1, hand=["Copper", "Silver", "Silver", "Estate", "Estate"])
    pos.begin().answer("Masquerade")
    assert pos.pending() == ("pick", 0, "Masquerade")
    assert default(pos) == "Copper"


def test_masquerade_passes_a_copper_rather_than_a_second_masquerade():
    pos = new(["Masquerade"])
    pos.set(0, hand=["Masquerade", "Masquerade", "Copper", "Silver"], deck=["Silver", "Gold"],
            discard=["Copper"] * 7 + ["Estate"] * 3)
    pos.set(1, hand=["Copper"] * 5)
    pos.begin().answer("Masquerade")
    assert default(pos) == "Copper"


def test_masquerade_passes_a_copper_rather_than_a_village():
    pos = new(["Masquerade", "Village"])
    pos.set(0, hand=["Masquerade", "Village", "Copper", "Gold"], deck=["Silver", "Gold"])
    pos.set(1, hand=["Copper"] * 5)
    pos.begin().answer("Village").answer("Masquerade")
    assert default(pos) == "Copper"


def test_masquerade_trashes_an_estate_early_and_keeps_it_near_the_end():
    pos = new(["Masquerade"])
    pos.set(0, hand=["Masquerade", "Estate", "Silver"], deck=["Silver", "Gold"])
    pos.set(1, hand=["Copper"] * 5)
    pos.begin().answers("Masquerade", "Silver", "default")
    assert pos.pending() == ("trash", 0, "Masquerade")
    assert default(pos) == "Estate"            # 8 Provinces left: the Estate is junk
    late = new(["Masquerade"]).supply("Province", 3)
    late.set(0, hand=["Masquerade", "Estate", "Silver"], deck=["Silver", "Gold"])
    late.set(1, hand=["Copper"] * 5)
    late.begin().answers("Masquerade", "Silver", "default")
    assert default(late) is None                # 3 left: its VP count, keep it


def test_masquerade_passes_the_copper_not_the_estate_near_the_end():
    pos = new(["Masquerade"]).supply("Province", 2)
    pos.set(0, hand=["Masquerade", "Estate", "Copper", "Gold"], deck=["Silver", "Gold"])
    pos.set(1, hand=["Copper"] * 5)
    pos.begin().answer("Masquerade")
    assert default(pos) == "Copper"             # passing the Estate swings 2 VP


def test_masquerade_keeps_a_duke_before_any_duchy_is_bought():
    pos = new(["Masquerade", "Duke"])
    pos.set(0, hand=["Masquerade", "Duke", "Copper", "Silver"], deck=["Silver", "Gold"])
    pos.set(1, hand=["Copper"] * 5)
    pos.begin().answer("Masquerade")
    assert default(pos) == "Copper"


def test_masquerade_passes_a_curse_first():
    pos = new(["Masquerade"])
    pos.set(0, hand=["Masquerade", "Curse", "Estate", "Copper"], deck=["Silver", "Gold"])
    pos.set(1, hand=["Copper"] * 5)
    pos.begin().answer("Masquerade")
    assert default(pos) == "Curse"


# ---------------------------------------------------------------------------- Steward
def test_steward_trashes_two_estates_and_never_a_second_steward():
    pos = new(["Steward"])
    pos.set(0, hand=["Steward", "Steward", "Copper", "Estate", "Estate"])
    pos.begin().answer("Steward")
    assert default(pos) == intrigue.STEWARD_TRASH
    pos.answer("default")
    assert default(pos) == "Estate"
    pos.answer("default")
    assert default(pos) == "Estate"
    pos.answer("default")
    assert pos.trash() == bag(Estate=2)


def test_steward_forced_to_trash_gives_up_curse_and_copper_not_an_action():
    pos = new(["Steward", "Village"])
    pos.set(0, hand=["Steward", "Curse", "Copper", "Village", "Gold"])
    pos.begin().answers("Steward", intrigue.STEWARD_TRASH, "default", "default")
    assert pos.trash() == bag("Curse", "Copper")


def test_steward_takes_two_dollars_when_they_reach_a_price_else_draws():
    pos = new(["Steward"])
    pos.set(0, hand=["Steward", "Gold", "Gold", "Estate", "Copper"], deck=["Copper", "Copper"])
    pos.begin().answer("Steward")
    assert default(pos) == intrigue.STEWARD_COINS        # $7 -> $9
    pos = new(["Steward"])
    pos.set(0, hand=["Steward", "Gold", "Gold", "Silver", "Copper"], deck=["Gold", "Gold"])
    pos.begin().answer("Steward")
    assert default(pos) == intrigue.STEWARD_CARDS        # $9: +$2 buys nothing more


# ---------------------------------------------------------------------------- Trading Post
def test_trading_post_trashes_estate_and_copper_not_a_village():
    pos = new(["Trading Post", "Village"])
    pos.set(0, hand=["Trading Post", "Estate", "Village", "Copper", "Gold"])
    pos.begin().answers("Trading Post", "default", "default")
    assert pos.trash() == bag("Estate", "Copper")
    assert pos.hand(0)["Silver"] == 0 and pos.owned(0)["Silver"] == 1


def test_trading_post_is_not_played_when_it_would_trash_two_silvers():
    pos = new(["Trading Post"])
    pos.set(0, hand=["Trading Post", "Gold", "Gold", "Silver", "Silver"])
    pos.begin()
    assert pos.pending() == ("play_action", 0, None)
    assert default(pos) is None
    pos.answer("default")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 10


def test_chapel_is_not_played_without_junk():
    pos = new(["Chapel"])
    pos.set(0, hand=["Chapel", "Gold", "Silver", "Silver", "Estate"])
    pos.supply("Province", 3)               # late: the Estate counts
    pos.begin()
    assert default(pos) is None


# ---------------------------------------------------------------------------- gains
def test_ironworks_under_bridge_ranks_gains_by_value_not_printed_cost():
    pos = new(["Bridge", "Ironworks", "Laboratory"])
    pos.set(0, hand=["Bridge", "Ironworks", "Copper"], deck=["Copper"] * 3)
    pos.begin(actions=2).answers("Bridge", "Ironworks")
    assert pos.pending() == ("gain", 0, "Ironworks")
    assert default(pos) == "Laboratory"     # costs $4 now; not the Duchy on turn 1


def test_remodel_does_not_gain_the_last_province_while_twelve_behind():
    pos = new(["Remodel"]).supply("Province", 1)
    pos.set(0, hand=["Remodel", "Gold", "Estate", "Copper", "Copper"])
    give_vp(pos, 1, 12)
    pos.begin().answer("Remodel")
    assert pos.pending() == ("trash", 0, "Remodel")
    pos.answer("Gold")
    assert default(pos) == "Duchy"          # points without ending the game
    pos.answer("default")
    assert pos.left("Province") == 1


def test_remodel_gains_the_last_province_when_that_wins():
    pos = new(["Remodel"]).supply("Province", 1)
    pos.set(0, hand=["Remodel", "Gold", "Estate", "Copper", "Copper"])
    give_vp(pos, 0, 2)
    pos.begin().answer("Remodel")
    assert default(pos) == "Gold"
    pos.answer("default")
    assert default(pos) == "Province"


def test_workshop_does_not_empty_the_third_pile_while_behind():
    pos = new(["Workshop", "Gardens", "Village", "Moat"])
    pos.supply("Village", 0).supply("Moat", 0).supply("Gardens", 1)
    pos.set(0, hand=["Workshop"], deck=["Copper"] * 5)
    give_vp(pos, 1, 3)
    pos.begin().answer("Workshop")
    assert pos.pending() == ("gain", 0, "Workshop")
    assert default(pos) == "Silver"
    ahead = new(["Workshop", "Gardens", "Village", "Moat"])
    ahead.supply("Village", 0).supply("Moat", 0).supply("Gardens", 1)
    ahead.set(0, hand=["Workshop"], deck=["Copper"] * 5)
    give_vp(ahead, 0, 3)
    ahead.begin().answer("Workshop")
    assert default(ahead) == "Gardens"      # ends the game and wins


def test_artisan_never_topdecks_a_victory_card_it_can_keep_in_hand():
    pos = new(["Artisan"])
    pos.set(0, hand=["Artisan", "Estate", "Duchy", "Copper", "Copper"])
    pos.begin().answers("Artisan", "Silver")
    assert pos.pending() == ("topdeck", 0, "Artisan")
    assert default(pos) == "Copper"     # $4 either way; the Estate would be drawn next turn


def test_artisan_topdecks_the_treasure_it_can_spare():
    pos = new(["Artisan"])
    pos.set(0, hand=["Artisan", "Gold", "Gold", "Silver", "Estate"])
    pos.begin().answers("Artisan", "Silver")
    assert default(pos) == "Silver"     # $10 -> $8: still a Province, and $2 more next turn


# ---------------------------------------------------------------------------- draw and discard
def test_library_sets_aside_terminals_beyond_the_actions_left():
    pos = new(["Village", "Library", "Smithy", "Witch", "Militia"])
    pos.set(0, hand=["Village", "Library", "Copper", "Copper", "Copper"],
            deck=["Estate", "Smithy", "Witch", "Militia", "Copper", "Copper", "Silver", "Gold"])
    pos.begin().answers("Village", "Library")
    assert pos.pending() == ("set_aside", 0, "Library")
    assert default(pos) == 0                     # Smithy: the one Action left plays it
    pos.answer("default")
    assert default(pos) == 1                     # Witch: no Action for it
    pos.answer("default")
    assert default(pos) == 1                     # Militia
    pos.answer("default")
    assert pos.hand(0) == bag("Copper", "Copper", "Copper", "Estate", "Smithy", "Copper",
                              "Copper")


def test_cellar_discards_dead_actions_victory_cards_and_coppers():
    pos = new(["Cellar", "Smithy"])
    pos.set(0, hand=["Cellar", "Smithy", "Smithy", "Estate", "Copper"],
            deck=["Silver", "Silver", "Gold", "Province"])
    pos.begin().answers("Cellar", "default", "default", "default", "default")
    assert pos.discard(0) == bag("Smithy", "Estate", "Copper")
    assert pos.hand(0) == bag("Smithy", "Silver", "Silver", "Gold")


# ---------------------------------------------------------------------------- play order
def test_sentry_is_played_before_village_and_harbinger_before_laboratory():
    pos = new(["Village", "Sentry", "Harbinger", "Laboratory"])
    pos.set(0, hand=["Village", "Sentry", "Harbinger", "Laboratory", "Copper"],
            deck=["Copper"] * 8)
    pos.begin()
    assert default(pos) == "Sentry"             # it sifts what the others will draw
    pos.set(0, hand=["Village", "Harbinger", "Laboratory", "Copper", "Copper"])
    assert default(pos) == "Village"
    pos.set(0, hand=["Harbinger", "Laboratory", "Copper", "Copper", "Copper"])
    assert default(pos) == "Harbinger"          # Laboratory then draws what it put back


def test_a_drawing_terminal_comes_first_only_with_an_action_to_spare():
    pos = new(["Smithy", "Militia", "Market", "Village"])
    pos.set(0, hand=["Smithy", "Militia", "Market", "Village", "Copper"], deck=["Copper"] * 8)
    pos.begin(actions=2)
    assert default(pos) == "Village"
    pos.set(0, hand=["Smithy", "Militia", "Market", "Copper", "Copper"])
    assert default(pos) == "Smithy"             # before Market and Militia: it may draw more
    one = new(["Smithy", "Militia"])
    one.set(0, hand=["Smithy", "Militia", "Copper", "Copper", "Copper"], deck=["Copper"] * 8)
    one.begin(actions=1)
    assert default(one) == "Militia"


def test_throne_room_first_when_one_non_terminal_waits_and_doubles_it():
    pos = new(["Throne Room", "Sentry", "Militia"])
    pos.set(0, hand=["Throne Room", "Sentry", "Militia", "Copper", "Copper"],
            deck=["Copper"] * 8)
    pos.begin()
    assert default(pos) == "Throne Room"
    pos.answer("Throne Room")
    assert pos.pending() == ("play", 0, "Throne Room")
    assert default(pos) == "Sentry"             # no action left after it for Militia


def test_throne_room_waits_behind_the_non_terminals_when_its_target_is_open():
    pos = new(["Throne Room", "Sentry", "Laboratory", "Smithy"])
    pos.set(0, hand=["Throne Room", "Sentry", "Laboratory", "Smithy", "Copper"],
            deck=["Copper"] * 8)
    pos.begin()
    assert default(pos) == "Sentry"


def test_throne_room_doubles_the_drawing_terminal_while_an_action_is_left():
    pos = new(["Throne Room", "Laboratory", "Smithy", "Village"])
    pos.set(0, hand=["Throne Room", "Laboratory", "Smithy", "Copper", "Copper"],
            deck=["Copper"] * 8)
    pos.begin(actions=2).answer("Throne Room")
    assert default(pos) == "Smithy"             # +6 cards, and the Laboratory still plays
    none_left = new(["Throne Room", "Laboratory", "Smithy"])
    none_left.set(0, hand=["Throne Room", "Laboratory", "Smithy", "Copper", "Copper"],
                  deck=["Copper"] * 8)
    none_left.begin(actions=1).answer("Throne Room")
    assert default(none_left) == "Laboratory"   # Smithy would leave no action for anything


def test_throne_room_on_throne_room_first():
    pos = new(["Throne Room", "Smithy", "Laboratory"])
    pos.set(0, hand=["Throne Room", "Throne Room", "Smithy", "Laboratory", "Copper"],
            deck=["Copper"] * 8)
    pos.begin()
    assert default(pos) == "Throne Room"
    pos.answer("Throne Room")
    assert default(pos) == "Throne Room"


def test_vassal_comes_first_when_its_owner_put_an_action_on_top():
    pos = new(["Sentry", "Vassal", "Laboratory", "Poacher"])
    pos.set(0, hand=["Sentry", "Vassal", "Poacher", "Copper", "Copper"],
            deck=["Copper", "Laboratory", "Gold", "Copper", "Copper"])
    pos.begin()
    pos.answers("Sentry", 2, 2, "Laboratory")   # keep both, the Laboratory on top
    assert pos.g["known_top"][0] == 2
    assert default(pos) == "Vassal"             # it plays the Laboratory for free
    blind = new(["Vassal", "Laboratory", "Poacher"])
    blind.set(0, hand=["Vassal", "Poacher", "Copper", "Copper", "Copper"],
              deck=["Laboratory", "Gold", "Copper"])
    blind.begin()
    assert default(blind) == "Poacher"          # the same deck, unseen: Vassal waits
    blind.answer("Poacher")
    assert blind.g["known_top"][0] == 0


def test_trading_post_turns_two_coppers_into_a_silver():
    pos = new(["Trading Post"])
    pos.set(0, hand=["Trading Post", "Copper", "Copper", "Silver", "Gold"],
            deck=["Copper"] * 8)
    pos.begin()
    assert default(pos) == "Trading Post"       # the same $ this turn, a thinner deck
    pos.answer("Trading Post")
    assert default(pos) == "Copper"
    pos.answer("default")
    assert default(pos) == "Copper"


def test_upgrade_is_played_to_trash_a_copper_for_nothing():
    pos = new(["Upgrade"])
    pos.set(0, hand=["Upgrade", "Copper", "Silver", "Gold", "Gold"], deck=["Gold"] * 8)
    pos.begin()
    assert default(pos) == "Upgrade"            # a cantrip that thins the deck
    pos.answer("Upgrade")
    assert default(pos) == "Copper"             # no card costs $1: nothing gained


def test_a_lone_treasure_map_stays_in_hand():
    pos = new(["Treasure Map"])
    pos.set(0, hand=["Treasure Map", "Copper", "Copper", "Copper", "Estate"],
            deck=["Copper"] * 8)
    pos.begin()
    assert default(pos) is None                 # alone it would only trash itself
    pair = new(["Treasure Map"])
    pair.set(0, hand=["Treasure Map", "Treasure Map", "Copper", "Copper", "Estate"],
             deck=["Copper"] * 8)
    pair.begin()
    assert default(pair) == "Treasure Map"


def test_tactician_takes_the_last_action_and_waits_while_others_are_left():
    pos = new(["Tactician", "Militia"])
    pos.set(0, hand=["Tactician", "Militia", "Copper", "Copper", "Estate"], deck=["Copper"] * 8)
    pos.begin(actions=1)
    assert default(pos) == "Tactician"          # its next turn beats $2 now
    two = new(["Tactician", "Militia"])
    two.set(0, hand=["Tactician", "Militia", "Copper", "Copper", "Estate"], deck=["Copper"] * 8)
    two.begin(actions=2)
    assert default(two) == "Militia"            # then Tactician discards what is left


def test_secret_chamber_before_a_tactician_discards_all_but_one_card_for_coins():
    pos = new(["Secret Chamber", "Tactician"])
    pos.set(0, hand=["Secret Chamber", "Tactician", "Copper", "Silver", "Estate"],
            deck=["Copper"] * 8)
    pos.begin(actions=2).answer("Secret Chamber")
    while pos.pending()[0] == "discard":
        pos.answer("default")
    assert pos.hand(0) == bag("Tactician", "Silver")    # Tactician discards the last one
    assert int(pos.g["coins"]) == 2
    one = new(["Secret Chamber", "Tactician"])
    one.set(0, hand=["Secret Chamber", "Tactician", "Copper", "Silver", "Estate"],
            deck=["Copper"] * 8)
    one.begin(actions=1).answer("Secret Chamber")       # no action left for Tactician:
    assert default(one) == "Estate"                     # only the dead cards go
    one.answer("Estate")
    assert default(one) == "Tactician"                  # dead too without an action
    one.answer("Tactician")
    assert default(one) is None                         # the Treasures stay for the buy


# ---------------------------------------------------------------------------- reactions
def test_moat_is_revealed_before_diplomat_and_diplomat_then_stays_in_hand():
    pos = new(["Torturer", "Diplomat", "Moat"])
    pos.set(0, hand=["Torturer"], deck=["Copper"] * 3)
    pos.set(1, hand=["Diplomat", "Moat", "Copper", "Copper", "Estate"], deck=["Silver"] * 2)
    pos.begin().answer("Torturer")
    assert pos.pending() == ("react", 1, None)
    assert default(pos) == "Moat"
    pos.answer("default")
    assert default(pos) is None                 # immune: Diplomat would only shrink the hand
    pos.answer("default")
    assert pos.hand(1) == bag("Diplomat", "Moat", "Copper", "Copper", "Estate")


def test_diplomat_discard_keeps_a_moat_still_to_be_revealed():
    pos = new(["Torturer", "Diplomat", "Moat"])
    pos.set(0, hand=["Torturer"], deck=["Copper"] * 3)
    pos.set(1, hand=["Diplomat", "Moat", "Copper", "Silver", "Estate"], deck=["Gold", "Curse"])
    pos.begin().answers("Torturer", "Diplomat", "default", "default", "default")
    assert pos.discard(1) == bag("Curse", "Estate", "Copper")
    assert pos.hand(1)["Moat"] == 1


def test_moat_is_still_offered_after_five_diplomat_reveals():
    pos = new(["Militia", "Diplomat", "Moat"])
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Diplomat", "Moat"] + ["Estate"] * 10, deck=["Curse"] * 10)
    pos.begin().answer("Militia")
    for _ in range(5):
        assert pos.pending() == ("react", 1, None)
        pos.answers("Diplomat", "Estate", "Estate", "Curse")
    assert pos.g["hand_n"][1] == 7
    assert pos.pending() == ("react", 1, None)
    assert legal(pos.g, card_id("Moat")) and MAX_REVEALS < 5
    pos.answer("Moat")
    assert pos.g["fx_immune"][0] & 2


def test_secret_chamber_reveals_are_capped_so_a_bot_cannot_loop():
    pos = new(["Militia", "Secret Chamber"])
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Secret Chamber", "Copper", "Copper", "Estate", "Estate"],
            deck=["Silver"] * 4)
    pos.begin().answer("Militia")
    for _ in range(MAX_REVEALS):
        assert pos.pending() == ("react", 1, None)
        pos.answers("Secret Chamber", "Estate", "Estate")
    assert pos.pending() != ("react", 1, None)


def test_secret_chamber_against_minion_puts_back_the_best_cards():
    pos = new(["Minion", "Secret Chamber"])
    pos.set(0, hand=["Minion", "Estate"], deck=["Copper"] * 4)
    pos.set(1, hand=["Secret Chamber", "Gold", "Gold", "Estate", "Estate"],
            deck=["Copper", "Copper", "Curse", "Curse"])
    pos.begin().answer("Minion")
    assert pos.pending() == ("react", 1, None)
    pos.answer("Secret Chamber")
    assert default(pos) == "Gold"
    pos.answer("default")
    assert default(pos) == "Gold"
    pos.answers("default", None, intrigue.MINION_ATTACK)
    assert pos.hand(1)["Gold"] == 2          # discarded the hand and drew the Golds back


# ---------------------------------------------------------------------------- Attacks
def test_swindler_gives_a_silver_for_a_silver_not_an_attack():
    pos = new(["Swindler"])
    pos.set(0, hand=["Swindler"])
    pos.set(1, deck=["Silver", "Copper"])
    pos.begin().answer("Swindler")
    assert pos.pending() == ("pick", 0, "Swindler")
    assert default(pos) == "Silver"


def test_swindler_gives_a_curse_for_a_copper():
    pos = new(["Swindler"])
    pos.set(0, hand=["Swindler"])
    pos.set(1, deck=["Copper"])
    pos.begin().answer("Swindler")
    assert default(pos) == "Curse"


def test_torturer_victim_takes_the_curse_to_keep_a_province():
    pos = new(["Torturer"])
    pos.set(0, hand=["Torturer"], deck=["Copper"] * 3)
    pos.set(1, hand=["Gold", "Silver", "Silver", "Copper", "Estate"])      # $8, $7 without 2
    pos.begin().answer("Torturer")
    assert pos.pending() == ("mode", 1, "Torturer")
    assert default(pos) == intrigue.TORTURER_CURSE


def test_torturer_victim_discards_two_when_the_hand_keeps_its_price():
    pos = new(["Torturer"])
    pos.set(0, hand=["Torturer"], deck=["Copper"] * 3)
    pos.set(1, hand=["Gold", "Gold", "Silver", "Estate", "Estate"])
    pos.begin().answer("Torturer")
    assert default(pos) == intrigue.TORTURER_DISCARD
    pos.answer("default")
    assert default(pos) == "Estate"


def test_minion_chains_for_coins_then_attacks_with_a_weak_hand():
    pos = new(["Minion"])
    pos.set(0, hand=["Minion", "Minion", "Copper", "Estate", "Estate"], deck=["Gold"] * 4)
    pos.begin().answer("Minion")
    assert default(pos) == intrigue.MINION_COINS     # another Minion waits
    pos.answers("default", "Minion")
    assert default(pos) == intrigue.MINION_ATTACK    # $1 + $2 in play: no Province with +$2


def test_minion_takes_coins_when_they_make_a_province():
    pos = new(["Minion"])
    pos.set(0, hand=["Minion", "Gold", "Silver", "Copper", "Estate"], deck=["Copper"] * 4)
    pos.begin().answer("Minion")
    assert default(pos) == intrigue.MINION_COINS


def test_courtier_takes_gold_unless_three_dollars_make_a_province():
    pos = new(["Courtier"])
    pos.set(0, hand=["Courtier", "Copper", "Silver", "Estate"])
    pos.begin().answers("Courtier", "Copper")
    assert default(pos) == intrigue.COURTIER_GOLD
    pos = new(["Courtier"])
    pos.set(0, hand=["Courtier", "Gold", "Silver", "Estate"])
    pos.begin().answers("Courtier", "Gold")
    assert default(pos) == intrigue.COURTIER_COINS


# ---------------------------------------------------------------------------- domsim cards
def test_cards_says_how_each_default_decides_and_no_choices_where_there_are_none():
    from click.testing import CliRunner

    from cli.main import cli
    out = CliRunner().invoke(cli, ["cards", "Smithy"]).output
    assert "Default bot:" in out and "No choices." in out
    out = CliRunner().invoke(cli, ["cards", "Ironworks"]).output
    assert "buy rule" in out and "most expensive" not in out
    from cli.dominion.catalog import default_rules
    from simcore.dominion.cards import IMPLEMENTED, KINGDOM
    rules = default_rules()
    assert all(NAMES[c] in rules for c in KINGDOM if c in IMPLEMENTED)


# ---------------------------------------------------------------------------- the scale
def test_victory_values_follow_the_provinces_left():
    from simcore.dominion.values import card_value

    def value(name, provinces):
        pos = new(["Smithy"]).supply("Province", provinces)
        return int(card_value(pos.g, 0, card_id(name)))
    assert value("Estate", 7) < 0 <= value("Estate", 6)            # junk only early
    assert value("Duchy", 6) < value("Silver", 8) < value("Duchy", 5)
    assert value("Duchy", 5) < value("Gold", 8) < value("Duchy", 4)
    assert value("Estate", 2) > value("Copper", 8)                 # late, an Estate beats Copper
    assert value("Province", 8) > value("Gold", 8)                 # never passed or trashed
    assert value("Curse", 1) < value("Estate", 8)
