"""Rule tests for the 26 kingdom cards of Intrigue, 2nd edition (cards 33..58).

Each test builds a concrete position (tests/position.py), plays it decision by decision and
checks the exact outcome against the card texts in docs/cards.md (the cards as the
engine plays them, rulings included, from the Dutch rules of the rule seed).

Conventions: decks are written top card first; hands, discard piles, play area and trash are
compared as multisets. A terminal Action ends the Action phase, after which the engine plays
every Treasure in hand (they move to the play area) and asks for a buy, so most positions use
Victory cards and Curses as filler. Every test ends with `consistent(pos)`: each player's
zones add up to what they own, and no card appeared or vanished since the position was built.
"""
from collections import Counter

import pytest

from simcore.dominion import engine
from simcore.dominion.cards import COST, IMPLEMENTED, NAMES, NC, SETS, TYPES, VP, card_id
from simcore.dominion.decisions import legal
from simcore.dominion.effects import intrigue
from simcore.dominion.state import Z_SUPPLY, Z_TRASH
from simcore.dominion.zones import cost
from tests.position import Position

# the card sets whose cards these rules tests cover (test_card_set_completeness.py)
RULES_OF = ("intrigue",)

INTRIGUE = [n for n, s in zip(NAMES, SETS) if s == "intrigue"]


# ---------------------------------------------------------------------------- helpers
class Table(Position):
    """A Position that remembers every card's total when built, to check conservation."""

    def begin(self, *a, **k):
        self.totals = self._totals()
        return super().begin(*a, **k)

    def _totals(self):
        g = self.g
        t = g["supply"][:NC] + g["trash"][:NC]
        for p in range(self.n):
            t = t + g["owned"][p, :NC]
        return t.copy()


def new(players=2, kingdom=(), edition=2):
    pos = Table(players=players, kingdom=list(kingdom), edition=edition)
    pos.g["play"][:] = 0
    pos.g["play_n"] = 0
    for p in range(players):
        pos.set(p, hand=[], deck=[], discard=[])
    return pos


def bag(*names, **counts):
    """A multiset: bag("Estate", "Gold") or bag(Estate=4)."""
    b = Counter(names)
    for k, v in counts.items():
        b[k.replace("_", " ")] += v
    return b


def consistent(pos):
    """Zones agree with ownership, counts agree with sizes, nothing created or lost."""
    g = pos.g
    for p in range(pos.n):
        zones = g["hand"][p, :NC] + g["discard"][p, :NC]
        for c in g["deck"][p, :g["deck_n"][p]]:
            zones[c] += 1
        if p == g["cur"]:
            zones = zones + g["play"][:NC] + g["aside"][:NC]
        if p == g["rev_p"]:
            for c in g["rev"][:g["rev_n"]]:
                zones[c] += 1
        assert (zones == g["owned"][p, :NC]).all(), f"player {p}: zones != owned"
        assert g["hand"][p].sum() == g["hand_n"][p]
        assert g["discard"][p].sum() == g["discard_n"][p]
    assert g["play"].sum() == g["play_n"]
    if hasattr(pos, "totals"):
        assert (pos._totals() == pos.totals).all(), "cards created or lost"
    assert (g["supply"] >= 0).all() and (g["trash"] >= 0).all()


def play(pos, card, *answers, player=0, **turn):
    """Start `player`'s turn, play `card`, then give `answers` in order."""
    pos.begin(player, **turn)
    assert pos.pending() == ("play_action", player, None)
    pos.answer(card)
    pos.answers(*answers)
    return pos


def about(pos):
    return NAMES[int(pos.g["dec_card"])]


def fallbacks(pos, p):
    return int(pos.g["fallbacks"][p])


def buy_phase(pos, player=0):
    return pos.pending() == ("buy", player, None)


def is_legal(pos, x):
    return bool(legal(pos.g, card_id(x) if isinstance(x, str) else x))


def set_trash(pos, **counts):
    for name, k in counts.items():
        pos.g["trash"][card_id(name)] = k


def set_play(pos, *names):
    """Cards already in the current player's play area (set before pos.set for ownership)."""
    for n in names:
        pos.g["play"][card_id(n)] += 1
        pos.g["play_n"] += 1


# ---------------------------------------------------------------------------- card table
def test_intrigue_rows_match_the_rules():
    rows = {
        "Courtyard": (2, "A"), "Lurker": (2, "A"), "Pawn": (2, "A"), "Masquerade": (3, "A"),
        "Shanty Town": (3, "A"), "Steward": (3, "A"), "Swindler": (3, "AX"),
        "Wishing Well": (3, "A"), "Baron": (4, "A"), "Bridge": (4, "A"), "Conspirator": (4, "A"),
        "Diplomat": (4, "AR"), "Ironworks": (4, "A"), "Mill": (4, "AV"),
        "Mining Village": (4, "A"), "Secret Passage": (4, "A"), "Courtier": (5, "A"),
        "Duke": (5, "V"), "Minion": (5, "AX"), "Patrol": (5, "A"), "Replace": (5, "AX"),
        "Torturer": (5, "AX"), "Trading Post": (5, "A"), "Upgrade": (5, "A"),
        "Harem": (6, "TV"), "Nobles": (6, "AV")}
    bits = {"A": 1, "T": 2, "V": 4, "X": 16, "R": 32}
    assert sorted(rows) == sorted(INTRIGUE)
    for name, (c, t) in rows.items():
        i = card_id(name)
        assert COST[i] == c, name
        assert TYPES[i] == sum(bits[x] for x in t), name
    assert [VP[card_id(n)] for n in ("Mill", "Harem", "Nobles", "Duke")] == [1, 2, 2, 0]


def test_every_card_that_asks_has_a_documented_default():
    asking = set(INTRIGUE) - {"Shanty Town", "Bridge", "Conspirator", "Duke", "Harem"}
    assert {k for k, v in intrigue.DEFAULTS.items() if v != "No choices."} == asking
    assert set(intrigue.DEFAULTS) == set(INTRIGUE)
    assert all(isinstance(v, str) and v.endswith(".") for v in intrigue.DEFAULTS.values())


def test_intrigue_is_implemented():
    assert all(card_id(n) in IMPLEMENTED for n in INTRIGUE)


# ---------------------------------------------------------------------------- Courtyard
def test_courtyard_draws_three_then_puts_any_hand_card_on_the_deck():
    pos = new(kingdom=["Courtyard"])
    pos.set(0, hand=["Courtyard", "Estate"], deck=["Gold", "Duchy", "Province", "Curse"])
    play(pos, "Courtyard")
    assert pos.pending() == ("topdeck", 0, "Courtyard")
    assert pos.hand(0) == bag("Estate", "Gold", "Duchy", "Province")
    pos.answer("Estate")                  # not one of the cards just drawn: allowed
    assert pos.deck(0) == ["Estate", "Curse"]
    assert buy_phase(pos)
    assert pos.in_play() == bag("Courtyard", "Gold")
    assert pos.coins == 3
    consistent(pos)


def test_courtyard_reshuffles_midway_and_the_card_goes_on_the_new_deck():
    pos = new(kingdom=["Courtyard"])
    pos.set(0, hand=["Courtyard"], deck=["Estate"], discard=["Duchy", "Duchy", "Duchy"])
    play(pos, "Courtyard")
    assert pos.hand(0) == bag("Estate", "Duchy", "Duchy")
    assert pos.deck(0) == ["Duchy"] and pos.discard(0) == bag()
    pos.answer("Estate")
    assert pos.deck(0) == ["Estate", "Duchy"] and pos.hand(0) == bag(Duchy=2)
    consistent(pos)


def test_courtyard_is_mandatory_and_skipped_with_an_empty_hand():
    pos = new(kingdom=["Courtyard"])
    pos.set(0, hand=["Courtyard"], deck=["Duchy"])
    play(pos, "Courtyard")
    pos.answer(None)                      # not allowed: the default puts Duchy back
    assert fallbacks(pos, 0) == 1 and pos.deck(0) == ["Duchy"] and pos.hand(0) == bag()
    pos2 = new(kingdom=["Courtyard"])
    pos2.set(0, hand=["Courtyard"])
    play(pos2, "Courtyard")
    assert buy_phase(pos2) and pos2.deck(0) == []
    consistent(pos)
    consistent(pos2)


def test_courtyard_default_keeps_an_action_it_cannot_play_for_next_turn():
    pos = new(kingdom=["Courtyard", "Nobles"])
    pos.set(0, hand=["Courtyard", "Nobles", "Estate"], deck=["Copper", "Copper", "Duchy"])
    play(pos, "Courtyard", "default")
    assert pos.deck(0) == ["Nobles"]
    consistent(pos)


def test_courtyard_default_puts_back_the_treasure_it_can_spare():
    pos = new(kingdom=["Courtyard"])
    pos.set(0, hand=["Courtyard", "Gold", "Gold", "Silver"], deck=["Copper", "Estate", "Estate"])
    play(pos, "Courtyard", "default")     # $9: without the Copper still $8
    assert pos.deck(0) == ["Copper"]
    assert pos.coins == 8
    consistent(pos)


# ---------------------------------------------------------------------------- Lurker
LURK = ["Lurker", "Nobles", "Village", "Witch"]


def test_lurker_trashes_an_action_card_from_the_supply():
    pos = new(kingdom=LURK)
    pos.set(0, hand=["Lurker"])
    play(pos, "Lurker")
    assert pos.pending() == ("mode", 0, "Lurker")
    pos.answer(intrigue.LURKER_TRASH)
    assert pos.pending() == ("trash", 0, "Lurker") and pos.dec_zone == Z_SUPPLY
    assert not is_legal(pos, "Gold") and not is_legal(pos, "Copper")
    assert is_legal(pos, "Lurker") and is_legal(pos, "Nobles")
    pos.answer("Village")
    assert pos.left("Village") == 9 and pos.trash() == bag("Village")
    assert pos.actions == 1 and buy_phase(pos)
    consistent(pos)


def test_lurker_trashing_the_last_card_empties_the_pile():
    pos = new(kingdom=LURK)
    pos.supply("Witch", 1)
    pos.set(0, hand=["Lurker"])
    before = int(pos.empty_piles)
    play(pos, "Lurker", intrigue.LURKER_TRASH, "Witch")
    assert pos.left("Witch") == 0 and pos.empty_piles == before + 1
    consistent(pos)


def test_lurker_trash_answer_must_be_an_action_card():
    pos = new(kingdom=LURK)
    pos.set(0, hand=["Lurker"])
    play(pos, "Lurker", intrigue.LURKER_TRASH, "Gold")
    assert fallbacks(pos, 0) == 1
    assert pos.trash() == bag("Nobles")          # default: the priciest Action (Action-Victory)
    assert pos.left("Gold") == 30
    consistent(pos)


def test_lurker_gains_an_action_card_from_the_trash_to_the_discard_pile():
    pos = new(kingdom=LURK)
    set_trash(pos, Witch=1, Gold=2, Nobles=1)
    pos.set(0, hand=["Lurker"])
    play(pos, "Lurker", intrigue.LURKER_GAIN)
    assert pos.pending() == ("gain", 0, "Lurker") and pos.dec_zone == Z_TRASH
    assert is_legal(pos, "Nobles") and is_legal(pos, "Witch") and not is_legal(pos, "Gold")
    assert not is_legal(pos, "Village")          # in the Supply, not in the trash
    pos.answer("Nobles")
    assert pos.discard(0) == bag("Nobles") and pos.owned(0)["Nobles"] == 1
    assert pos.trash() == bag("Witch", "Gold", "Gold")
    assert pos.left("Nobles") == 8
    consistent(pos)


def test_lurker_gain_with_no_action_in_the_trash_does_nothing():
    pos = new(kingdom=LURK)
    set_trash(pos, Gold=1)
    pos.set(0, hand=["Lurker"])
    play(pos, "Lurker", intrigue.LURKER_GAIN)
    assert buy_phase(pos) and pos.discard(0) == bag() and pos.trash() == bag("Gold")
    consistent(pos)


def test_lurker_default_gains_a_good_action_from_the_trash_else_trashes_the_priciest():
    pos = new(kingdom=LURK)
    set_trash(pos, Witch=1)
    pos.set(0, hand=["Lurker"])
    play(pos, "Lurker", "default", "default")
    assert pos.discard(0) == bag("Witch") and pos.trash() == bag()
    pos2 = new(kingdom=LURK)
    pos2.set(0, hand=["Lurker"])
    play(pos2, "Lurker", "default", "default")
    assert pos2.trash() == bag("Nobles") and pos2.left("Nobles") == 7
    consistent(pos)
    consistent(pos2)


def test_lurker_trashes_nobles_then_a_second_lurker_gains_it_back():
    """The rules' example: Nobles is an Action card, so Lurker may trash it from the Supply
    and later gain it from the trash."""
    pos = new(kingdom=LURK)
    pos.set(0, hand=["Lurker", "Lurker"])
    play(pos, "Lurker", intrigue.LURKER_TRASH, "Nobles", "Lurker", intrigue.LURKER_GAIN)
    assert pos.pending() == ("gain", 0, "Lurker")
    pos.answer("Nobles")
    assert pos.trash() == bag() and pos.discard(0) == bag("Nobles") and pos.left("Nobles") == 7
    assert pos.actions == 1 and engine.score(pos.g, 0) == 2
    consistent(pos)


# ---------------------------------------------------------------------------- Pawn
def test_pawn_chooses_two_different_options_before_doing_either():
    pos = new(kingdom=["Pawn"])
    pos.set(0, hand=["Pawn", "Estate"], deck=["Duchy", "Province"])
    play(pos, "Pawn")
    assert pos.pending() == ("mode", 0, "Pawn") and pos.dec_left == 2
    pos.answer(intrigue.PAWN_CARD)
    assert pos.pending() == ("mode", 0, "Pawn")
    assert pos.hand(0) == bag("Estate")          # nothing done yet
    assert not is_legal(pos, intrigue.PAWN_CARD) and is_legal(pos, intrigue.PAWN_BUY)
    pos.answer(intrigue.PAWN_BUY)
    assert pos.hand(0) == bag("Estate", "Duchy") and pos.buys == 2
    assert pos.actions == 0 and pos.coins == 0 and buy_phase(pos)
    consistent(pos)


def test_pawn_same_option_twice_is_illegal_and_replaced_by_the_default():
    pos = new(kingdom=["Pawn"])
    pos.set(0, hand=["Pawn"], deck=["Duchy"])
    play(pos, "Pawn", intrigue.PAWN_CARD, intrigue.PAWN_CARD)
    assert fallbacks(pos, 0) == 1
    assert pos.hand(0) == bag("Duchy") and pos.coins == 1   # default: +$1 after +1 Card
    consistent(pos)


def test_pawn_action_and_coin():
    pos = new(kingdom=["Pawn", "Village"])
    pos.set(0, hand=["Pawn", "Village"], deck=["Estate"])
    play(pos, "Pawn", intrigue.PAWN_ACTION, intrigue.PAWN_COIN)
    assert pos.actions == 1 and pos.coins == 1 and pos.pending() == ("play_action", 0, None)
    consistent(pos)


def test_throne_room_on_pawn_chooses_twice():
    pos = new(kingdom=["Pawn", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Pawn"], deck=["Estate"])
    play(pos, "Throne Room", "Pawn", intrigue.PAWN_ACTION, intrigue.PAWN_COIN,
         intrigue.PAWN_BUY, intrigue.PAWN_ACTION)
    assert pos.actions == 2 and pos.coins == 1 and pos.buys == 2
    assert pos.in_play() == bag("Throne Room", "Pawn")
    consistent(pos)


def test_pawn_default_takes_action_when_an_action_waits_in_hand():
    pos = new(kingdom=["Pawn", "Smithy"])
    pos.set(0, hand=["Pawn", "Smithy"], deck=["Estate", "Estate", "Estate", "Estate"])
    play(pos, "Pawn", "default", "default")
    assert pos.actions == 1 and pos.hand(0) == bag("Smithy", "Estate")
    consistent(pos)


# ---------------------------------------------------------------------------- Masquerade
def masq_table(edition):
    pos = new(players=3, kingdom=["Masquerade", "Moat"], edition=edition)
    pos.set(0, hand=["Masquerade", "Estate"], deck=["Duchy", "Province"])
    pos.set(1, hand=[])
    pos.set(2, hand=["Curse", "Moat"])
    return pos


def test_masquerade_second_edition_passes_between_players_with_cards_only():
    pos = masq_table(2)
    play(pos, "Masquerade")
    assert pos.pending() == ("pick", 0, "Masquerade")
    pos.answer("Estate")
    assert pos.pending() == ("pick", 2, "Masquerade")     # player 1 has no cards: skipped
    assert pos.hand(0) == bag("Estate", "Duchy", "Province")   # nothing moves before all chose
    pos.answer("Curse")
    assert pos.hand(0) == bag("Duchy", "Province", "Curse")
    assert pos.hand(1) == bag()
    assert pos.hand(2) == bag("Moat", "Estate")
    assert pos.owned(0)["Curse"] == 1 and pos.owned(0)["Estate"] == 0
    assert pos.owned(2)["Estate"] == 1 and pos.owned(2)["Curse"] == 0
    assert pos.pending() == ("trash", 0, "Masquerade")
    pos.answer("Curse")
    assert pos.trash() == bag("Curse") and pos.owned(0)["Curse"] == 0
    assert pos.left("Curse") == 20 and pos.left("Estate") == 12   # passing is not gaining
    consistent(pos)


def test_masquerade_first_edition_passes_to_the_left_even_to_an_empty_hand():
    pos = masq_table(1)
    play(pos, "Masquerade", "Estate")
    assert pos.pending() == ("pick", 2, "Masquerade")
    pos.answer("Curse")
    assert pos.hand(0) == bag("Duchy", "Province", "Curse")
    assert pos.hand(1) == bag("Estate") and pos.owned(1) == bag("Estate")
    assert pos.hand(2) == bag("Moat")
    pos.answer(None)                      # the trash is optional
    assert pos.trash() == bag() and buy_phase(pos)
    consistent(pos)


def test_masquerade_is_not_an_attack():
    pos = masq_table(2)
    pos.set(1, hand=["Moat", "Estate", "Estate", "Estate", "Estate"])
    play(pos, "Masquerade")
    assert pos.pending() == ("pick", 0, "Masquerade")     # no reaction asked
    pos.answers("Estate", "Moat", "Curse")
    assert pos.hand(1) == bag(Estate=5)
    assert pos.hand(2) == bag(Moat=2)     # gave its Curse, got player 1's Moat
    consistent(pos)


def test_masquerade_four_players_pass_around_the_table():
    pos = new(players=4, kingdom=["Masquerade"])
    pos.set(0, hand=["Masquerade"], deck=["Gold", "Estate"])
    pos.set(1, hand=["Silver"])
    pos.set(2, hand=["Duchy"])
    pos.set(3, hand=["Curse"])
    play(pos, "Masquerade", "Gold")
    assert pos.pending() == ("pick", 1, "Masquerade")
    pos.answers("Silver", "Duchy", "Curse")
    assert pos.pending() == ("trash", 0, "Masquerade")
    assert pos.hand(0) == bag("Estate", "Curse")
    assert pos.hand(1) == bag("Gold") and pos.hand(2) == bag("Silver")
    assert pos.hand(3) == bag("Duchy")
    assert pos.owned(1) == bag("Gold") and pos.owned(3) == bag("Duchy")
    consistent(pos)


def test_masquerade_alone_with_cards_passes_nothing_in_the_second_edition():
    pos = new(players=3, kingdom=["Masquerade"])
    pos.set(0, hand=["Masquerade"], deck=["Gold", "Estate"])
    play(pos, "Masquerade")
    assert pos.pending() == ("trash", 0, "Masquerade")
    pos.answer("Estate")
    assert pos.trash() == bag("Estate") and pos.hand(0) == bag()
    assert buy_phase(pos) and pos.in_play() == bag("Masquerade", "Gold")
    consistent(pos)


def test_masquerade_alone_with_cards_passes_left_in_the_first_edition():
    pos = new(players=3, kingdom=["Masquerade"], edition=1)
    pos.set(0, hand=["Masquerade"], deck=["Gold", "Estate"])
    play(pos, "Masquerade", "Gold", None)
    assert pos.hand(0) == bag("Estate") and pos.hand(1) == bag("Gold")
    assert pos.owned(1) == bag("Gold") and pos.hand(2) == bag()
    consistent(pos)


def test_masquerade_player_without_cards_still_lets_the_others_pass():
    pos = new(players=3, kingdom=["Masquerade"])
    pos.set(0, hand=["Masquerade"])                  # draws nothing: empty deck
    pos.set(1, hand=["Silver"])
    pos.set(2, hand=["Curse"])
    play(pos, "Masquerade")
    assert pos.pending() == ("pick", 1, "Masquerade")
    pos.answers("Silver", "Curse")
    assert pos.hand(1) == bag("Curse") and pos.hand(2) == bag("Silver")
    assert pos.hand(0) == bag() and buy_phase(pos)   # nothing to trash: not asked
    consistent(pos)


def test_masquerade_defaults_pass_the_worst_card_and_trash_junk():
    pos = masq_table(2)
    pos.set(2, hand=["Curse", "Silver"])
    play(pos, "Masquerade", "default", "default", "default")
    # player 0 passes its worst (Estate), player 2 passes the Curse, then trashes it
    assert pos.hand(2) == bag("Silver", "Estate")
    assert pos.hand(0) == bag("Duchy", "Province")
    assert pos.trash() == bag("Curse")
    consistent(pos)


def test_throne_room_on_masquerade_passes_twice():
    pos = new(players=2, kingdom=["Masquerade", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Masquerade"], deck=["Gold", "Estate", "Duchy", "Curse"])
    pos.set(1, hand=["Silver", "Province"])
    play(pos, "Throne Room", "Masquerade", "Estate", "Province", None)
    assert pos.hand(1) == bag("Silver", "Estate")
    assert pos.pending() == ("pick", 0, "Masquerade")      # the second play: +2 Cards, pass
    assert pos.hand(0) == bag("Gold", "Province", "Duchy", "Curse")
    pos.answers("Curse", "Estate", "Gold")
    assert pos.trash() == bag("Gold") and pos.hand(0) == bag("Province", "Duchy", "Estate")
    assert pos.hand(1) == bag("Silver", "Curse") and pos.owned(1) == bag("Silver", "Curse")
    consistent(pos)


# ---------------------------------------------------------------------------- Shanty Town
def test_shanty_town_draws_two_with_no_action_in_hand():
    pos = new(kingdom=["Shanty Town"])
    pos.set(0, hand=["Shanty Town", "Estate"], deck=["Duchy", "Province", "Curse"])
    play(pos, "Shanty Town")
    assert pos.hand(0) == bag("Estate", "Duchy", "Province") and pos.actions == 2
    consistent(pos)


def test_shanty_town_draws_nothing_with_an_action_victory_card_in_hand():
    pos = new(kingdom=["Shanty Town", "Mill"])
    pos.set(0, hand=["Shanty Town", "Mill", "Estate"], deck=["Duchy", "Province"])
    play(pos, "Shanty Town")
    assert pos.hand(0) == bag("Mill", "Estate") and pos.actions == 2
    assert pos.pending() == ("play_action", 0, None)
    consistent(pos)


# ---------------------------------------------------------------------------- Steward
def test_steward_cards_and_coins():
    pos = new(kingdom=["Steward"])
    pos.set(0, hand=["Steward"], deck=["Duchy", "Province", "Curse"])
    play(pos, "Steward", intrigue.STEWARD_CARDS)
    assert pos.hand(0) == bag("Duchy", "Province") and pos.coins == 0
    pos2 = new(kingdom=["Steward"])
    pos2.set(0, hand=["Steward"], deck=["Duchy"])
    play(pos2, "Steward", intrigue.STEWARD_COINS)
    assert pos2.coins == 2 and pos2.hand(0) == bag()
    consistent(pos)
    consistent(pos2)


def test_steward_trashes_exactly_two():
    pos = new(kingdom=["Steward"])
    pos.set(0, hand=["Steward", "Curse", "Estate", "Duchy"])
    play(pos, "Steward", intrigue.STEWARD_TRASH)
    assert pos.pending() == ("trash", 0, "Steward")
    pos.answer("Curse")
    pos.answer(None)                      # must trash a second card: default (Estate)
    assert fallbacks(pos, 0) == 1
    assert pos.trash() == bag("Curse", "Estate") and pos.hand(0) == bag("Duchy")
    consistent(pos)


def test_steward_trash_with_one_card_trashes_it():
    pos = new(kingdom=["Steward"])
    pos.set(0, hand=["Steward", "Estate"])
    play(pos, "Steward", intrigue.STEWARD_TRASH, "Estate")
    assert pos.trash() == bag("Estate") and buy_phase(pos)
    consistent(pos)


def test_steward_default():
    pos = new(kingdom=["Steward"])
    pos.set(0, hand=["Steward", "Curse", "Curse", "Gold"])
    play(pos, "Steward", "default", "default", "default")
    assert pos.trash() == bag("Curse", "Curse")
    pos2 = new(kingdom=["Steward"])
    pos2.set(0, hand=["Steward", "Gold", "Silver"], deck=["Estate", "Estate"])
    play(pos2, "Steward", "default")      # $5 in hand: +$2 reaches $6
    assert pos2.coins == 7 and pos2.hand(0) == bag()
    consistent(pos)
    consistent(pos2)


# ---------------------------------------------------------------------------- Swindler
SWIN = ["Swindler", "Village", "Moat", "Courtyard", "Bridge", "Throne Room"]


def test_swindler_attacker_picks_each_victims_replacement_clockwise():
    pos = new(players=3, kingdom=SWIN)
    pos.set(0, hand=["Swindler"])
    pos.set(1, deck=["Copper", "Gold"])
    pos.set(2, deck=["Silver"])
    play(pos, "Swindler")
    assert pos.pending() == ("pick", 0, "Swindler") and about(pos) == "Copper"
    assert is_legal(pos, "Curse") and is_legal(pos, "Copper") and not is_legal(pos, "Estate")
    pos.answer("Curse")
    assert pos.deck(1) == ["Gold"] and pos.discard(1) == bag("Curse")
    assert about(pos) == "Silver" and pos.pending() == ("pick", 0, "Swindler")
    assert is_legal(pos, "Village") and is_legal(pos, "Swindler") and is_legal(pos, "Silver")
    assert not is_legal(pos, "Moat") and not is_legal(pos, "Bridge")
    pos.answer("Village")
    assert pos.discard(2) == bag("Village") and pos.owned(2) == bag("Village")
    assert pos.trash() == bag("Copper", "Silver") and pos.coins == 2
    consistent(pos)


def test_swindler_nothing_with_that_cost_gives_nothing():
    pos = new(players=3, kingdom=SWIN)
    pos.supply("Gold", 0)
    pos.set(0, hand=["Swindler"])
    pos.set(1, deck=["Gold"])
    pos.set(2, deck=["Estate"])
    play(pos, "Swindler")
    assert pos.discard(1) == bag() and pos.owned(1) == bag()
    assert about(pos) == "Estate"         # straight on to the next victim
    assert pos.trash() == bag("Gold", "Estate")
    pos.answer("Estate")                  # another copy of the same card is allowed
    assert pos.discard(2) == bag("Estate")
    consistent(pos)


def test_swindler_victim_reshuffles_or_has_nothing():
    pos = new(players=3, kingdom=SWIN)
    pos.set(0, hand=["Swindler"])
    pos.set(1, discard=["Gold"])
    pos.set(2)                            # no cards at all
    play(pos, "Swindler")
    assert about(pos) == "Gold"
    pos.answer("Gold")
    assert pos.discard(1) == bag("Gold") and pos.trash() == bag("Gold") and buy_phase(pos)
    consistent(pos)


def test_swindler_moat_protects():
    pos = new(players=3, kingdom=SWIN)
    pos.set(0, hand=["Swindler"])
    pos.set(1, hand=["Moat"], deck=["Gold"])
    pos.set(2, deck=["Copper"])
    play(pos, "Swindler")
    assert pos.pending() == ("react", 1, None)
    pos.answer("Moat")
    assert about(pos) == "Copper"
    pos.answer("Curse")
    assert pos.deck(1) == ["Gold"] and pos.discard(2) == bag("Curse")
    consistent(pos)


def test_swindler_costs_under_bridge():
    pos = new(players=2, kingdom=SWIN)
    pos.set(0, hand=["Bridge", "Swindler"])
    pos.set(1, deck=["Estate", "Copper"])
    play(pos, "Bridge", actions=2)
    pos.answer("Swindler")
    assert about(pos) == "Estate"         # costs $1 now
    assert is_legal(pos, "Courtyard") and is_legal(pos, "Estate") and is_legal(pos, "Moat")
    assert not is_legal(pos, "Silver") and not is_legal(pos, "Copper")
    pos.answer("Courtyard")
    assert pos.discard(1) == bag("Courtyard")
    consistent(pos)


def test_swindler_copper_to_estate_after_throne_room_on_bridge():
    pos = new(players=2, kingdom=SWIN)
    pos.set(0, hand=["Throne Room", "Bridge", "Swindler"])
    pos.set(1, deck=["Copper"])
    play(pos, "Throne Room", "Bridge")
    assert pos.cost_cut == 2 and pos.actions == 0
    # no Action left: Swindler cannot be played this turn; check the costs instead
    assert cost(pos.g, card_id("Estate")) == 0 and cost(pos.g, card_id("Silver")) == 1
    pos2 = new(players=2, kingdom=SWIN)
    pos2.set(0, hand=["Throne Room", "Bridge", "Swindler"])
    pos2.set(1, deck=["Copper"])
    play(pos2, "Throne Room", "Bridge", actions=2)
    pos2.answer("Swindler")
    assert about(pos2) == "Copper" and is_legal(pos2, "Estate") and is_legal(pos2, "Curse")
    assert is_legal(pos2, "Courtyard") and not is_legal(pos2, "Silver")
    pos2.answer("Estate")
    assert pos2.discard(1) == bag("Estate")
    consistent(pos)
    consistent(pos2)


def test_swindler_default_gives_a_curse_for_a_copper_else_junk():
    pos = new(players=3, kingdom=SWIN)
    pos.set(0, hand=["Swindler"])
    pos.set(1, deck=["Copper"])
    pos.set(2, deck=["Duchy"])
    play(pos, "Swindler", "default", "default")
    assert pos.discard(1) == bag("Curse") and pos.discard(2) == bag("Duchy")
    consistent(pos)


def test_swindler_illegal_pick_falls_back():
    pos = new(players=2, kingdom=SWIN)
    pos.set(0, hand=["Swindler"])
    pos.set(1, deck=["Copper"])
    play(pos, "Swindler", "Province")
    assert fallbacks(pos, 0) == 1 and pos.discard(1) == bag("Curse")
    consistent(pos)


# ---------------------------------------------------------------------------- Wishing Well
def test_wishing_well_named_card_goes_to_hand():
    pos = new(kingdom=["Wishing Well"])
    pos.set(0, hand=["Wishing Well"], deck=["Estate", "Province", "Duchy"])
    play(pos, "Wishing Well")
    assert pos.pending() == ("name", 0, "Wishing Well") and pos.actions == 1
    pos.answer("Province")
    assert pos.hand(0) == bag("Estate", "Province") and pos.deck(0) == ["Duchy"]
    consistent(pos)


def test_wishing_well_wrong_name_puts_it_back():
    pos = new(kingdom=["Wishing Well"])
    pos.set(0, hand=["Wishing Well"], deck=["Estate", "Gold", "Duchy"])
    play(pos, "Wishing Well", "Silver")
    assert pos.hand(0) == bag("Estate") and pos.deck(0) == ["Gold", "Duchy"]
    consistent(pos)


def test_wishing_well_reshuffles_to_reveal():
    pos = new(kingdom=["Wishing Well"])
    pos.set(0, hand=["Wishing Well"], deck=["Estate"], discard=["Duchy", "Duchy"])
    play(pos, "Wishing Well", "Duchy")
    assert pos.hand(0) == bag("Estate", "Duchy") and pos.deck(0) == ["Duchy"]
    consistent(pos)


def test_wishing_well_with_no_cards_asks_nothing():
    pos = new(kingdom=["Wishing Well"])
    pos.set(0, hand=["Wishing Well"], deck=["Estate"])
    play(pos, "Wishing Well")
    assert buy_phase(pos) and pos.hand(0) == bag("Estate")
    consistent(pos)


def test_wishing_well_default_names_the_commonest_card_in_the_deck():
    pos = new(kingdom=["Wishing Well"])
    pos.set(0, hand=["Wishing Well"], deck=["Estate", "Duchy", "Silver", "Gold", "Silver"])
    play(pos, "Wishing Well", "default")
    # the top card was Duchy; Silver is named (two of them), so Duchy goes back
    assert pos.hand(0) == bag("Estate") and pos.deck(0) == ["Duchy", "Silver", "Gold", "Silver"]
    consistent(pos)


# ---------------------------------------------------------------------------- Baron
def test_baron_discards_an_estate_for_four():
    pos = new(kingdom=["Baron"])
    pos.set(0, hand=["Baron", "Estate", "Estate"])
    play(pos, "Baron")
    assert pos.pending() == ("yesno", 0, "Baron") and about(pos) == "Estate"
    pos.answer(1)
    assert pos.coins == 4 and pos.buys == 2
    assert pos.discard(0) == bag("Estate") and pos.hand(0) == bag("Estate")
    assert pos.left("Estate") == 8
    consistent(pos)


def test_baron_not_discarding_gains_an_estate():
    pos = new(kingdom=["Baron"])
    pos.set(0, hand=["Baron", "Estate"])
    play(pos, "Baron", 0)
    assert pos.coins == 0 and pos.discard(0) == bag("Estate") and pos.hand(0) == bag("Estate")
    assert pos.left("Estate") == 7
    consistent(pos)


def test_baron_without_estate_gains_one_unless_the_pile_is_empty():
    pos = new(kingdom=["Baron"])
    pos.set(0, hand=["Baron", "Duchy"])
    play(pos, "Baron")
    assert buy_phase(pos) and pos.discard(0) == bag("Estate") and pos.buys == 2
    pos2 = new(kingdom=["Baron"])
    pos2.supply("Estate", 0)
    pos2.set(0, hand=["Baron"])
    play(pos2, "Baron")
    assert buy_phase(pos2) and pos2.discard(0) == bag() and pos2.coins == 0
    consistent(pos)
    consistent(pos2)


def test_baron_default_discards_the_estate():
    pos = new(kingdom=["Baron"])
    pos.set(0, hand=["Baron", "Estate"])
    play(pos, "Baron", "default")
    assert pos.coins == 4
    consistent(pos)


# ---------------------------------------------------------------------------- Bridge
def test_bridge_lowers_costs_for_buying():
    pos = new(kingdom=["Bridge"])
    pos.set(0, hand=["Bridge", "Silver", "Silver"])
    play(pos, "Bridge")
    assert buy_phase(pos) and pos.coins == 5 and pos.buys == 2
    assert is_legal(pos, "Gold") and not is_legal(pos, "Province")
    pos.answer("Gold")
    assert pos.coins == 0 and pos.discard(0) == bag("Gold")
    assert cost(pos.g, card_id("Copper")) == 0             # never below $0
    consistent(pos)


def test_throne_room_on_bridge_gives_minus_two():
    pos = new(kingdom=["Bridge", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Bridge", "Copper"])
    play(pos, "Throne Room", "Bridge")
    assert pos.cost_cut == 2 and pos.buys == 3 and pos.coins == 3
    assert cost(pos.g, card_id("Gold")) == 4 and cost(pos.g, card_id("Estate")) == 0
    assert is_legal(pos, "Bridge") and is_legal(pos, "Duchy")       # $2 and $3 for $3
    assert not is_legal(pos, "Gold") and not is_legal(pos, "Province")
    consistent(pos)


def test_bridge_wears_off_next_turn():
    pos = new(kingdom=["Bridge"])
    pos.set(0, hand=["Bridge"])
    pos.set(1, deck=["Estate"] * 5)
    play(pos, "Bridge", None)
    assert pos.cur == 1 and pos.cost_cut == 0
    consistent(pos)


# ---------------------------------------------------------------------------- Conspirator
def test_conspirator_needs_three_plays():
    pos = new(kingdom=["Conspirator", "Village"])
    pos.set(0, hand=["Village", "Village", "Conspirator"], deck=["Curse", "Curse", "Duchy"])
    play(pos, "Village")
    pos.answers("Village", "Conspirator")
    assert pos.coins == 2 and pos.actions == 3
    assert pos.hand(0) == bag("Curse", "Curse", "Duchy")
    consistent(pos)


def test_conspirator_alone_gives_only_coins():
    pos = new(kingdom=["Conspirator"])
    pos.set(0, hand=["Conspirator"], deck=["Duchy"])
    play(pos, "Conspirator")
    assert pos.coins == 2 and pos.hand(0) == bag() and pos.actions == 0
    consistent(pos)


def test_throne_room_on_conspirator_counts_plays():
    """The rules' example: the first play is the 2nd Action played, the replay the 3rd."""
    pos = new(kingdom=["Conspirator", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Conspirator"], deck=["Duchy", "Estate"])
    play(pos, "Throne Room", "Conspirator")
    assert pos.coins == 4 and pos.hand(0) == bag("Duchy") and pos.actions == 1
    assert pos.plays == 3
    consistent(pos)


# ---------------------------------------------------------------------------- Diplomat
def test_diplomat_gives_actions_with_five_or_fewer_cards():
    pos = new(kingdom=["Diplomat"])
    pos.set(0, hand=["Diplomat", "Estate", "Estate", "Estate"], deck=["Duchy", "Duchy"])
    play(pos, "Diplomat")
    assert pos.hand_n[0] == 5 and pos.actions == 2
    pos2 = new(kingdom=["Diplomat"])
    pos2.set(0, hand=["Diplomat"] + ["Estate"] * 4, deck=["Duchy", "Duchy"])
    play(pos2, "Diplomat")
    assert pos2.hand_n[0] == 6 and pos2.actions == 0
    consistent(pos)
    consistent(pos2)


def test_diplomat_reaction_draws_two_discards_three_then_militia():
    pos = new(players=3, kingdom=["Diplomat", "Militia"])
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Diplomat", "Estate", "Estate", "Copper", "Copper"], deck=["Silver", "Gold"])
    pos.set(2, hand=["Copper", "Copper", "Copper"])
    play(pos, "Militia")
    assert pos.pending() == ("react", 1, None)
    pos.answer("Diplomat")
    assert pos.pending() == ("discard", 1, "Diplomat") and pos.dec_left == 3
    assert pos.hand_n[1] == 7
    pos.answers("Estate", "Estate", "Copper")
    # 4 cards left: no more reveals; Militia makes player 1 discard down to 3
    assert pos.pending() == ("discard", 1, "Militia")
    pos.answer("Copper")
    assert pos.hand(1) == bag("Diplomat", "Silver", "Gold")
    assert pos.discard(1) == bag("Estate", "Estate", "Copper", "Copper")
    assert pos.hand(2) == bag("Copper", "Copper", "Copper") and buy_phase(pos)
    consistent(pos)


def test_diplomat_may_be_revealed_again_while_the_hand_is_five_or_more():
    pos = new(players=2, kingdom=["Diplomat", "Militia"])
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Diplomat"] + ["Estate"] * 5, deck=["Silver", "Gold", "Copper", "Copper"])
    play(pos, "Militia", "Diplomat", "Estate", "Estate", "Estate")
    assert pos.hand_n[1] == 5 and pos.pending() == ("react", 1, None)
    pos.answers("Diplomat", "Estate", "Estate", "Copper")
    assert pos.hand(1) == bag("Diplomat", "Silver", "Gold", "Copper")
    assert pos.pending() == ("discard", 1, "Militia")
    pos.answer("Copper")
    assert pos.hand(1) == bag("Diplomat", "Silver", "Gold")
    consistent(pos)


def test_moat_drawn_by_diplomat_can_then_be_revealed():
    pos = new(players=2, kingdom=["Diplomat", "Militia", "Moat"])
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Diplomat"] + ["Estate"] * 4, deck=["Moat", "Gold"])
    play(pos, "Militia", "Diplomat", "Estate", "Estate", "Estate")
    assert pos.pending() == ("react", 1, None)
    pos.answer("Moat")
    assert buy_phase(pos)                 # immune: Militia does nothing to player 1
    assert pos.hand(1) == bag("Diplomat", "Estate", "Moat", "Gold")
    consistent(pos)


def test_moat_before_diplomat():
    pos = new(players=2, kingdom=["Diplomat", "Militia", "Moat"])
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Moat", "Diplomat", "Estate", "Estate", "Estate"], deck=["Gold", "Gold"])
    play(pos, "Militia", "Moat")
    assert pos.pending() == ("react", 1, None)
    pos.answers("Diplomat", "Estate", "Estate", "Estate")
    assert buy_phase(pos)
    assert pos.hand(1) == bag("Moat", "Diplomat", "Gold", "Gold")
    consistent(pos)


def test_diplomat_default_reveals_and_discards_the_worst():
    pos = new(players=2, kingdom=["Diplomat", "Militia"])
    pos.set(0, hand=["Militia"])
    pos.set(1, hand=["Diplomat", "Curse", "Estate", "Gold", "Silver"], deck=["Copper", "Duchy"])
    play(pos, "Militia", "default", "default", "default", "default")
    assert pos.discard(1) == bag("Curse", "Estate", "Duchy")
    assert pos.pending() == ("discard", 1, "Militia")
    consistent(pos)


def test_diplomat_and_moat_against_torturer_with_four_players():
    pos = new(players=4, kingdom=["Diplomat", "Torturer", "Moat"])
    pos.set(0, hand=["Torturer"], deck=["Estate", "Estate", "Estate"])
    pos.set(1, hand=["Diplomat", "Copper", "Copper", "Estate", "Estate"], deck=["Gold", "Gold"])
    pos.set(2, hand=["Moat", "Copper"])
    pos.set(3, hand=["Silver", "Silver"])
    play(pos, "Torturer")
    assert pos.pending() == ("react", 1, None)
    pos.answers("Diplomat", "Estate", "Estate", "Copper")
    assert pos.pending() == ("react", 2, None)
    pos.answer("Moat")
    assert pos.pending() == ("mode", 1, "Torturer")        # player 3 has no Reaction
    assert pos.hand(0) == bag("Estate", "Estate", "Estate")
    pos.answer(intrigue.TORTURER_CURSE)
    assert pos.hand(1) == bag("Diplomat", "Copper", "Gold", "Gold", "Curse")
    assert pos.pending() == ("mode", 3, "Torturer")        # player 2 is immune
    pos.answer(intrigue.TORTURER_DISCARD)
    pos.answers("Silver", "Silver")
    assert pos.hand(3) == bag() and pos.discard(3) == bag("Silver", "Silver")
    assert pos.hand(2) == bag("Moat", "Copper") and pos.left("Curse") == 29
    consistent(pos)


# ---------------------------------------------------------------------------- Ironworks
IRON = ["Ironworks", "Mill", "Village", "Bridge", "Great Hall"]


@pytest.mark.parametrize("gained,actions,coins,drawn", [
    ("Mill", 1, 0, 1), ("Silver", 0, 1, 0), ("Village", 1, 0, 0), ("Estate", 0, 0, 1)])
def test_ironworks_bonus_by_type(gained, actions, coins, drawn):
    pos = new(kingdom=["Ironworks", "Mill", "Village"])
    pos.set(0, hand=["Ironworks"], deck=["Duchy"])
    play(pos, "Ironworks")
    assert pos.pending() == ("gain", 0, "Ironworks")
    assert not is_legal(pos, "Duchy")
    pos.answer(gained)
    assert pos.discard(0) == bag(gained)
    assert pos.actions == actions and pos.coins == coins and pos.hand_n[0] == drawn
    consistent(pos)


def test_ironworks_under_bridge_gains_a_five():
    pos = new(kingdom=["Ironworks", "Bridge"])
    pos.set(0, hand=["Bridge", "Ironworks"], deck=["Estate"])
    play(pos, "Bridge", actions=2)
    pos.answer("Ironworks")
    assert is_legal(pos, "Duchy") and not is_legal(pos, "Gold")
    pos.answer("Duchy")
    assert pos.discard(0) == bag("Duchy") and pos.hand(0) == bag("Estate")
    consistent(pos)


def test_ironworks_empty_pile_and_illegal_answer():
    pos = new(kingdom=["Ironworks"])
    pos.set(0, hand=["Ironworks"], deck=["Duchy"])
    play(pos, "Ironworks", "Gold")        # too expensive: the default gains instead
    assert fallbacks(pos, 0) == 1 and pos.discard_n[0] == 1
    consistent(pos)


def test_ironworks_default_gains_the_priciest():
    pos = new(kingdom=["Ironworks", "Mill", "Village"])
    pos.set(0, hand=["Ironworks"], deck=["Duchy"])
    play(pos, "Ironworks", "default")
    assert pos.discard(0) == bag("Mill") and pos.actions == 1 and pos.hand(0) == bag("Duchy")
    consistent(pos)


# ---------------------------------------------------------------------------- Mill
def test_mill_discards_two_for_two():
    pos = new(kingdom=["Mill"])
    pos.set(0, hand=["Mill", "Estate", "Curse", "Copper"], deck=["Duchy"])
    play(pos, "Mill")
    assert pos.pending() == ("discard", 0, "Mill") and pos.actions == 1
    pos.answer("Estate")
    assert pos.pending() == ("discard", 0, "Mill")
    pos.answer(None)                      # the second one is not optional
    assert fallbacks(pos, 0) == 1
    assert pos.discard(0) == bag("Estate", "Curse") and pos.coins == 3   # $2 + Copper
    consistent(pos)


def test_mill_may_decline():
    pos = new(kingdom=["Mill"])
    pos.set(0, hand=["Mill", "Estate", "Copper"], deck=["Duchy"])
    play(pos, "Mill", None)
    assert pos.discard(0) == bag() and pos.coins == 1
    consistent(pos)


def test_mill_with_one_card_gives_nothing():
    pos = new(kingdom=["Mill"])
    pos.set(0, hand=["Mill"], deck=["Estate"])
    play(pos, "Mill", "Estate")
    assert pos.discard(0) == bag("Estate") and pos.coins == 0 and buy_phase(pos)
    consistent(pos)


def test_mill_is_worth_one_vp():
    pos = new(kingdom=["Mill", "Nobles", "Harem", "Duke"])
    pos.set(0, hand=["Mill", "Mill"], deck=["Nobles"], discard=["Harem"])
    assert engine.score(pos.g, 0) == 2 + 2 + 2


def test_mill_default_discards_dead_cards_only():
    pos = new(kingdom=["Mill"])
    pos.set(0, hand=["Mill", "Estate", "Curse", "Silver"], deck=["Duchy"])
    play(pos, "Mill", "default", "default")
    assert pos.discard(0) == bag("Estate", "Curse") and pos.hand(0) == bag("Duchy")
    assert pos.coins == 4
    pos2 = new(kingdom=["Mill"])
    pos2.set(0, hand=["Mill", "Silver", "Silver"], deck=["Gold"])
    play(pos2, "Mill", "default")
    assert pos2.discard(0) == bag() and pos2.coins == 7
    consistent(pos)
    consistent(pos2)


# ---------------------------------------------------------------------------- Mining Village
def test_mining_village_may_trash_itself_for_two():
    pos = new(kingdom=["Mining Village"])
    pos.set(0, hand=["Mining Village"], deck=["Estate"])
    play(pos, "Mining Village")
    assert pos.pending() == ("yesno", 0, "Mining Village") and pos.actions == 2
    pos.answer(1)
    assert pos.coins == 2 and pos.trash() == bag("Mining Village") and pos.in_play() == bag()
    assert pos.owned(0) == bag("Estate")
    consistent(pos)


def test_mining_village_kept():
    pos = new(kingdom=["Mining Village"])
    pos.set(0, hand=["Mining Village"], deck=["Estate"])
    play(pos, "Mining Village", 0)
    assert pos.coins == 0 and pos.in_play() == bag("Mining Village") and pos.trash() == bag()
    consistent(pos)


def test_throne_room_on_mining_village_trashes_it_once():
    pos = new(kingdom=["Mining Village", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Mining Village"], deck=["Estate", "Duchy"])
    play(pos, "Throne Room", "Mining Village", 1)
    assert buy_phase(pos)                 # the second play asks nothing
    assert pos.coins == 2 and pos.actions == 4 and pos.hand(0) == bag("Estate", "Duchy")
    assert pos.trash() == bag("Mining Village") and pos.in_play() == bag("Throne Room")
    consistent(pos)


def test_throne_room_on_mining_village_second_play_may_trash():
    pos = new(kingdom=["Mining Village", "Throne Room"])
    pos.set(0, hand=["Throne Room", "Mining Village"], deck=["Estate", "Duchy"])
    play(pos, "Throne Room", "Mining Village", 0)
    assert pos.pending() == ("yesno", 0, "Mining Village")
    pos.answer(1)
    assert pos.coins == 2 and pos.trash() == bag("Mining Village")
    consistent(pos)


def test_another_mining_village_in_play_is_not_this_one():
    pos = new(kingdom=["Mining Village", "Throne Room"])
    pos.set(0, hand=["Mining Village", "Throne Room", "Mining Village"],
            deck=["Estate", "Duchy", "Curse"])
    play(pos, "Mining Village", 0, "Throne Room", "Mining Village", 1)
    assert pos.coins == 2 and pos.trash() == bag("Mining Village")
    assert pos.in_play() == bag("Mining Village", "Throne Room")
    assert pos.pending() == ("buy", 0, None)
    consistent(pos)


def test_mining_village_default_trashes_when_it_reaches_gold():
    pos = new(kingdom=["Mining Village"])
    pos.set(0, hand=["Mining Village", "Gold", "Copper"], deck=["Estate"])
    play(pos, "Mining Village", "default")
    assert pos.trash() == bag("Mining Village")
    pos2 = new(kingdom=["Mining Village"])
    pos2.set(0, hand=["Mining Village", "Copper"], deck=["Estate"])
    play(pos2, "Mining Village", "default")
    assert pos2.trash() == bag()
    consistent(pos)
    consistent(pos2)


# ---------------------------------------------------------------------------- Secret Passage
def test_secret_passage_puts_a_card_anywhere_in_the_deck():
    pos = new(kingdom=["Secret Passage"])
    pos.set(0, hand=["Secret Passage", "Gold"],
            deck=["Estate", "Duchy", "Province", "Curse", "Copper"])
    play(pos, "Secret Passage")
    assert pos.pending() == ("topdeck", 0, "Secret Passage") and pos.actions == 1
    pos.answer("Gold")
    assert pos.pending() == ("mode", 0, "Secret Passage") and about(pos) == "Gold"
    assert pos.dec_hi == 3
    pos.answer(2)
    assert pos.deck(0) == ["Province", "Curse", "Gold", "Copper"]
    assert pos.hand(0) == bag("Estate", "Duchy")
    consistent(pos)


@pytest.mark.parametrize("where,deck", [(0, ["Gold", "Curse", "Copper"]),
                                        (2, ["Curse", "Copper", "Gold"])])
def test_secret_passage_top_and_bottom(where, deck):
    pos = new(kingdom=["Secret Passage"])
    pos.set(0, hand=["Secret Passage", "Gold"], deck=["Estate", "Duchy", "Curse", "Copper"])
    play(pos, "Secret Passage", "Gold", where)
    assert pos.deck(0) == deck
    consistent(pos)


def test_secret_passage_empty_deck_the_card_becomes_the_deck():
    pos = new(kingdom=["Secret Passage"])
    pos.set(0, hand=["Secret Passage", "Gold"], deck=["Estate", "Duchy"])
    play(pos, "Secret Passage", "Gold")
    assert pos.deck(0) == ["Gold"] and buy_phase(pos)
    consistent(pos)


def test_secret_passage_position_out_of_range_falls_back():
    pos = new(kingdom=["Secret Passage"])
    pos.set(0, hand=["Secret Passage", "Gold"], deck=["Estate", "Duchy", "Curse"])
    play(pos, "Secret Passage", "Gold", 5)
    assert fallbacks(pos, 0) == 1 and pos.deck(0) == ["Gold", "Curse"]   # default: on top
    consistent(pos)


def test_secret_passage_default_buries_junk():
    pos = new(kingdom=["Secret Passage"])
    pos.set(0, hand=["Secret Passage", "Gold", "Curse"], deck=["Silver", "Silver", "Duchy",
                                                                "Estate"])
    play(pos, "Secret Passage", "default", "default")
    assert pos.deck(0) == ["Duchy", "Estate", "Curse"]
    consistent(pos)


# ---------------------------------------------------------------------------- Courtier
def test_courtier_one_type_one_option():
    pos = new(kingdom=["Courtier"])
    pos.set(0, hand=["Courtier", "Copper"])
    play(pos, "Courtier")
    assert pos.pending() == ("pick", 0, "Courtier")
    pos.answer("Copper")
    assert pos.pending() == ("mode", 0, "Courtier") and about(pos) == "Copper"
    pos.answer(intrigue.COURTIER_GOLD)
    assert pos.discard(0) == bag("Gold") and buy_phase(pos) and pos.coins == 1
    assert pos.left("Gold") == 29
    consistent(pos)


def test_courtier_two_types_two_different_options():
    pos = new(kingdom=["Courtier", "Mill"])
    pos.set(0, hand=["Courtier", "Mill"])
    play(pos, "Courtier", "Mill", intrigue.COURTIER_ACTION)
    assert pos.pending() == ("mode", 0, "Courtier") and pos.dec_left == 1
    assert not is_legal(pos, intrigue.COURTIER_ACTION)
    pos.answer(intrigue.COURTIER_COINS)
    assert pos.actions == 1 and pos.coins == 3 and pos.hand(0) == bag("Mill")
    assert pos.pending() == ("play_action", 0, None)       # revealing does not use it up
    consistent(pos)


def test_courtier_curse_has_one_type_harem_two():
    pos = new(kingdom=["Courtier", "Harem"])
    pos.set(0, hand=["Courtier", "Curse"])
    play(pos, "Courtier", "Curse", intrigue.COURTIER_BUY)
    assert pos.buys == 2 and buy_phase(pos)
    pos2 = new(kingdom=["Courtier", "Harem"])
    pos2.set(0, hand=["Courtier", "Harem"])
    play(pos2, "Courtier", "Harem", intrigue.COURTIER_BUY, intrigue.COURTIER_GOLD)
    assert pos2.buys == 2 and pos2.discard(0) == bag("Gold") and pos2.coins == 2
    consistent(pos)
    consistent(pos2)


def test_courtier_with_empty_hand_does_nothing():
    pos = new(kingdom=["Courtier"])
    pos.set(0, hand=["Courtier"])
    play(pos, "Courtier")
    assert buy_phase(pos) and pos.coins == 0 and pos.discard(0) == bag()
    consistent(pos)


def test_courtier_default():
    pos = new(kingdom=["Courtier", "Mill"])
    pos.set(0, hand=["Courtier", "Mill", "Gold", "Silver"])
    play(pos, "Courtier", "default", "default", "default")
    # Mill has two types; $5 + $3 reaches $8, so +$3 first, then a Gold
    assert pos.discard(0) == bag("Gold") and pos.coins == 8
    consistent(pos)


# ---------------------------------------------------------------------------- Duke, Harem
def test_duke_worth_one_per_duchy():
    pos = new(kingdom=["Duke"])
    pos.set(0, hand=["Duke", "Duchy"], deck=["Duke", "Duchy"], discard=["Duchy", "Estate"])
    assert engine.score(pos.g, 0) == 2 * 3 + 3 * 3 + 1


def test_harem_is_two_coins_and_two_vp():
    pos = new(kingdom=["Harem"])
    pos.set(0, hand=["Harem", "Copper"])
    pos.begin()
    assert buy_phase(pos) and pos.coins == 3
    assert engine.score(pos.g, 0) == 2
    consistent(pos)


# ---------------------------------------------------------------------------- Minion
def test_minion_coins():
    pos = new(kingdom=["Minion"])
    pos.set(0, hand=["Minion", "Estate"])
    play(pos, "Minion", intrigue.MINION_COINS)
    assert pos.coins == 2 and pos.actions == 1 and pos.hand(0) == bag("Estate")
    consistent(pos)


def test_minion_attack_four_players():
    pos = new(players=4, kingdom=["Minion", "Moat"])
    pos.set(0, hand=["Minion", "Estate", "Curse"], deck=["Duchy"] * 4)
    pos.set(1, hand=["Estate"] * 5, deck=["Gold"] * 4)
    pos.set(2, hand=["Estate"] * 4, deck=["Gold"] * 4)
    pos.set(3, hand=["Moat"] + ["Estate"] * 4, deck=["Gold"] * 4)
    play(pos, "Minion")
    assert pos.pending() == ("react", 3, None)
    pos.answer("Moat")
    assert pos.pending() == ("mode", 0, "Minion")          # reactions come before the choice
    pos.answer(intrigue.MINION_ATTACK)
    assert pos.hand(0) == bag("Duchy", "Duchy", "Duchy", "Duchy")
    assert pos.discard(0) == bag("Estate", "Curse")
    assert pos.hand(1) == bag("Gold", "Gold", "Gold", "Gold") and pos.discard_n[1] == 5
    assert pos.hand(2) == bag(Estate=4) and pos.deck(2) == ["Gold"] * 4
    assert pos.hand_n[3] == 5 and pos.discard_n[3] == 0
    assert pos.actions == 1 and pos.coins == 0
    consistent(pos)


def test_minion_attack_reshuffles_the_discarded_hand():
    pos = new(kingdom=["Minion"])
    pos.set(0, hand=["Minion", "Estate", "Estate"], deck=["Duchy"])
    pos.set(1, hand=["Copper"] * 5, deck=["Silver"])
    play(pos, "Minion", intrigue.MINION_ATTACK)
    assert pos.hand(0) == bag("Duchy", "Estate", "Estate") and pos.deck(0) == []
    assert pos.hand(1) == bag("Silver", Copper=3) and pos.deck(1) == ["Copper", "Copper"]
    assert pos.discard_n[1] == 0
    consistent(pos)


def test_minion_attack_answered_by_diplomat():
    pos = new(players=3, kingdom=["Minion", "Diplomat"])
    pos.set(0, hand=["Minion"], deck=["Duchy"] * 4)
    pos.set(1, hand=["Diplomat"] + ["Estate"] * 4, deck=["Gold", "Gold"])
    pos.set(2, hand=["Estate"] * 6, deck=["Silver"] * 4)
    play(pos, "Minion", "Diplomat", "Estate", "Estate", "Estate", intrigue.MINION_ATTACK)
    assert pos.hand(1) == bag("Diplomat", "Estate", "Gold", "Gold")   # 4 cards: untouched
    assert pos.hand(2) == bag(Silver=4) and pos.discard(2) == bag(Estate=6)
    consistent(pos)


def test_minion_default():
    pos = new(kingdom=["Minion"])
    pos.set(0, hand=["Minion", "Estate", "Copper"], deck=["Duchy"] * 4)
    pos.set(1, hand=["Copper"] * 5, deck=["Silver"] * 4)
    play(pos, "Minion", "default")
    assert pos.hand(0) == bag(Duchy=4) and pos.hand(1) == bag(Silver=4)
    pos2 = new(kingdom=["Minion"])
    pos2.set(0, hand=["Minion", "Gold", "Gold", "Copper"])
    play(pos2, "Minion", "default")         # +$2 makes the Province
    assert pos2.coins == 9
    consistent(pos)
    consistent(pos2)


# ---------------------------------------------------------------------------- Patrol
def test_patrol_victory_and_curses_to_hand_rest_back_in_chosen_order():
    pos = new(kingdom=["Patrol"])
    pos.set(0, hand=["Patrol"], deck=["Estate", "Estate", "Duchy", "Estate", "Gold", "Curse",
                                      "Silver", "Province"])
    play(pos, "Patrol")
    assert pos.pending() == ("pick", 0, "Patrol")
    assert pos.hand(0) == bag("Estate", "Estate", "Duchy", "Estate", "Curse")
    pos.answer("Silver")                  # top first
    assert pos.deck(0) == ["Silver", "Gold", "Province"] and buy_phase(pos)
    consistent(pos)


def test_patrol_dual_type_victory_cards_to_hand_and_copies_need_no_order():
    pos = new(kingdom=["Patrol", "Mill", "Nobles", "Harem"])
    pos.set(0, hand=["Patrol"], deck=["Duchy", "Duchy", "Duchy", "Mill", "Harem", "Gold",
                                      "Nobles", "Copper"])
    play(pos, "Patrol")
    assert buy_phase(pos)                 # Gold alone goes back: nothing to order
    assert pos.hand(0) == bag("Mill", "Nobles", Duchy=3)
    assert pos.in_play() == bag("Patrol", "Harem")         # Harem was played as a Treasure
    assert pos.deck(0) == ["Gold", "Copper"]
    consistent(pos)


def test_patrol_reshuffles_to_reveal_four():
    pos = new(kingdom=["Patrol"])
    pos.set(0, hand=["Patrol"], deck=["Duchy", "Duchy", "Duchy", "Estate"],
            discard=["Gold", "Gold", "Gold", "Gold"])
    play(pos, "Patrol")
    # the deck held only the Estate: the discard pile is shuffled in under it first
    assert pos.hand(0) == bag("Estate", Duchy=3) and pos.discard(0) == bag()
    assert pos.deck(0) == ["Gold"] * 4 and buy_phase(pos)
    consistent(pos)


def test_patrol_three_different_cards_back_in_order():
    pos = new(kingdom=["Patrol", "Village"])
    pos.set(0, hand=["Patrol"], deck=["Estate"] * 3 + ["Copper", "Silver", "Gold", "Village"])
    play(pos, "Patrol", "Copper", "Village")
    assert pos.pending() == ("pick", 0, "Patrol") and pos.deck(0) == []
    pos.answer("Gold")
    assert pos.deck(0) == ["Copper", "Village", "Gold", "Silver"] and buy_phase(pos)
    consistent(pos)


def test_patrol_default_puts_the_best_on_top():
    pos = new(kingdom=["Patrol"])
    pos.set(0, hand=["Patrol"], deck=["Estate"] * 3 + ["Copper", "Gold", "Silver"])
    play(pos, "Patrol", "default", "default")
    assert pos.deck(0) == ["Gold", "Silver", "Copper"]
    consistent(pos)


# ---------------------------------------------------------------------------- Replace
REPL = ["Replace", "Moat", "Mill", "Nobles", "Village"]


def test_replace_action_or_treasure_goes_on_the_deck():
    pos = new(players=3, kingdom=REPL)
    pos.set(0, hand=["Replace", "Estate"], deck=["Duchy"])
    play(pos, "Replace")
    assert pos.pending() == ("trash", 0, "Replace")
    pos.answer("Estate")
    assert pos.pending() == ("gain", 0, "Replace")
    assert is_legal(pos, "Silver") and is_legal(pos, "Village") and not is_legal(pos, "Duchy")
    pos.answer("Silver")
    assert pos.deck(0) == ["Silver", "Duchy"] and pos.left("Curse") == 20
    consistent(pos)


def test_replace_victory_gain_curses_the_others_moat_protects():
    pos = new(players=3, kingdom=REPL)
    pos.set(0, hand=["Replace", "Silver"])
    pos.set(2, hand=["Moat"])
    play(pos, "Replace")
    assert pos.pending() == ("react", 2, None)
    pos.answers("Moat", "Silver", "Duchy")
    assert pos.discard(0) == bag("Duchy")
    assert pos.discard(1) == bag("Curse") and pos.discard(2) == bag()
    consistent(pos)


def test_replace_action_victory_both_apply():
    pos = new(players=3, kingdom=REPL)
    pos.set(0, hand=["Replace", "Gold"], deck=["Estate"])
    play(pos, "Replace", "Gold", "Nobles")
    assert pos.deck(0) == ["Nobles", "Estate"]
    assert pos.discard(1) == bag("Curse") and pos.discard(2) == bag("Curse")
    consistent(pos)


def test_replace_curses_run_out_clockwise():
    pos = new(players=4, kingdom=REPL)
    pos.supply("Curse", 1)
    pos.set(0, hand=["Replace", "Estate"])
    play(pos, "Replace", "Estate", "Mill")
    assert pos.deck(0) == ["Mill"]
    assert pos.discard(1) == bag("Curse") and pos.discard(2) == bag() and pos.discard(3) == bag()
    consistent(pos)


def test_replace_default_trashes_a_curse():
    pos = new(players=2, kingdom=["Replace", "Village"])
    pos.set(0, hand=["Replace", "Curse", "Duchy", "Silver"])
    play(pos, "Replace", "default", "default")
    assert pos.trash() == bag("Curse") and pos.discard(0) == bag("Estate")
    assert pos.discard(1) == bag("Curse")
    consistent(pos)


# ---------------------------------------------------------------------------- Torturer
def test_torturer_victims_choose_clockwise():
    pos = new(players=3, kingdom=["Torturer"])
    pos.set(0, hand=["Torturer"], deck=["Estate", "Estate", "Estate"])
    pos.set(1, hand=["Copper", "Silver", "Gold"])
    pos.set(2, hand=["Copper"])
    play(pos, "Torturer")
    assert pos.hand(0) == bag("Estate", "Estate", "Estate")
    assert pos.pending() == ("mode", 1, "Torturer")
    pos.answer(intrigue.TORTURER_DISCARD)
    assert pos.pending() == ("discard", 1, "Torturer")
    pos.answers("Copper", "Gold")
    assert pos.hand(1) == bag("Silver") and pos.discard(1) == bag("Copper", "Gold")
    assert pos.pending() == ("mode", 2, "Torturer")
    pos.answer(intrigue.TORTURER_DISCARD)  # one card: discards just that
    assert pos.pending() == ("discard", 2, "Torturer") and pos.dec_left == 2
    pos.answer("Copper")
    assert pos.hand(2) == bag() and pos.discard(2) == bag("Copper") and buy_phase(pos)
    consistent(pos)


def test_torturer_curse_to_hand_even_when_the_pile_is_empty():
    pos = new(players=3, kingdom=["Torturer"])
    pos.supply("Curse", 1)
    pos.set(0, hand=["Torturer"])
    pos.set(1, hand=["Copper"])
    pos.set(2, hand=["Copper"])
    play(pos, "Torturer", intrigue.TORTURER_CURSE, intrigue.TORTURER_CURSE)
    assert pos.hand(1) == bag("Copper", "Curse") and pos.hand(2) == bag("Copper")
    assert pos.left("Curse") == 0 and pos.owned(1)["Curse"] == 1
    consistent(pos)


def test_torturer_six_players_with_moat():
    pos = new(players=6, kingdom=["Torturer", "Moat"])
    pos.set(0, hand=["Torturer"])
    for p in range(1, 6):
        pos.set(p, hand=["Moat", "Copper"] if p == 3 else ["Copper", "Copper"])
    play(pos, "Torturer", "Moat")
    for p in (1, 2, 4, 5):
        assert pos.pending() == ("mode", p, "Torturer")
        pos.answer(intrigue.TORTURER_CURSE)
    assert buy_phase(pos)
    assert pos.left("Curse") == 46 and pos.hand(3) == bag("Moat", "Copper")
    consistent(pos)


def test_torturer_default_discards_unless_curses_are_gone():
    pos = new(players=2, kingdom=["Torturer"])
    pos.set(0, hand=["Torturer"])
    pos.set(1, hand=["Curse", "Estate", "Gold"])
    play(pos, "Torturer", "default", "default", "default")
    assert pos.discard(1) == bag("Curse", "Estate") and pos.hand(1) == bag("Gold")
    pos2 = new(players=2, kingdom=["Torturer"])
    pos2.supply("Curse", 0)
    pos2.set(0, hand=["Torturer"])
    pos2.set(1, hand=["Estate", "Gold"])
    play(pos2, "Torturer", "default")
    assert pos2.hand(1) == bag("Estate", "Gold") and buy_phase(pos2)
    consistent(pos)
    consistent(pos2)


def test_throne_room_on_torturer_attacks_twice():
    pos = new(players=2, kingdom=["Torturer", "Throne Room", "Moat"])
    pos.set(0, hand=["Throne Room", "Torturer"], deck=["Estate"] * 6)
    pos.set(1, hand=["Moat", "Copper", "Silver"])
    play(pos, "Throne Room", "Torturer")
    assert pos.pending() == ("react", 1, None)
    pos.answer(None)                      # no Moat against the first play
    pos.answers(intrigue.TORTURER_CURSE)
    assert pos.hand(1) == bag("Moat", "Copper", "Silver", "Curse")
    assert pos.pending() == ("react", 1, None)             # asked again for the replay
    pos.answer("Moat")
    assert buy_phase(pos) and pos.hand(1) == bag("Moat", "Copper", "Silver", "Curse")
    assert pos.hand(0) == bag(Estate=6) and pos.left("Curse") == 9
    consistent(pos)


# ---------------------------------------------------------------------------- Trading Post
def test_trading_post_trashes_two_gains_silver_to_hand():
    pos = new(kingdom=["Trading Post"])
    pos.set(0, hand=["Trading Post", "Estate", "Curse", "Copper"])
    play(pos, "Trading Post", "Estate", "Curse")
    assert pos.trash() == bag("Estate", "Curse")
    assert buy_phase(pos) and pos.coins == 3 and pos.in_play()["Silver"] == 1
    assert pos.left("Silver") == 39
    consistent(pos)


def test_trading_post_one_card_trashes_it_and_nothing_else():
    pos = new(kingdom=["Trading Post"])
    pos.set(0, hand=["Trading Post", "Estate"])
    play(pos, "Trading Post", "Estate")
    assert pos.trash() == bag("Estate") and pos.owned(0)["Silver"] == 0 and pos.left("Silver") == 40
    consistent(pos)


def test_trading_post_no_silver_left():
    pos = new(kingdom=["Trading Post"])
    pos.supply("Silver", 0)
    pos.set(0, hand=["Trading Post", "Estate", "Estate"])
    play(pos, "Trading Post", "Estate", "Estate")
    assert pos.trash() == bag("Estate", "Estate") and pos.hand(0) == bag()
    consistent(pos)


def test_trading_post_default_keeps_duchies():
    pos = new(kingdom=["Trading Post"])
    pos.set(0, hand=["Trading Post", "Duchy", "Copper", "Estate", "Gold"])
    play(pos, "Trading Post", "default", "default")
    assert pos.trash() == bag("Estate", "Copper")
    consistent(pos)


# ---------------------------------------------------------------------------- Upgrade
UPG = ["Upgrade", "Village", "Smithy", "Bridge", "Courtyard"]


def test_upgrade_gains_exactly_one_more():
    pos = new(kingdom=UPG)
    pos.set(0, hand=["Upgrade", "Estate"], deck=["Duchy"])
    play(pos, "Upgrade")
    assert pos.actions == 1 and pos.pending() == ("trash", 0, "Upgrade")
    pos.answer("Estate")
    assert pos.pending() == ("gain", 0, "Upgrade")
    assert is_legal(pos, "Silver") and is_legal(pos, "Village")
    assert not is_legal(pos, "Smithy") and not is_legal(pos, "Courtyard")
    pos.answer("Village")
    assert pos.discard(0) == bag("Village") and pos.trash() == bag("Estate")
    consistent(pos)


def test_upgrade_copper_gains_nothing_without_a_one_cost_card():
    pos = new(kingdom=UPG)
    pos.set(0, hand=["Upgrade", "Copper"], deck=["Duchy"])
    play(pos, "Upgrade", "Copper")
    assert pos.trash() == bag("Copper") and pos.discard(0) == bag() and buy_phase(pos)
    consistent(pos)


def test_upgrade_under_bridge_copper_to_estate():
    pos = new(kingdom=UPG)
    pos.set(0, hand=["Bridge", "Upgrade", "Copper"], deck=["Duchy"])
    play(pos, "Bridge", "Upgrade", "Copper", actions=2)
    assert pos.pending() == ("gain", 0, "Upgrade")
    assert is_legal(pos, "Estate") and is_legal(pos, "Courtyard")
    assert not is_legal(pos, "Copper") and not is_legal(pos, "Silver")
    pos.answer("Estate")
    assert pos.discard(0) == bag("Estate")
    consistent(pos)


def test_upgrade_under_bridge_silver_to_a_four():
    pos = new(kingdom=UPG)
    pos.set(0, hand=["Bridge", "Upgrade", "Silver"], deck=["Duchy"])
    play(pos, "Bridge", "Upgrade", "Silver", actions=2)
    assert is_legal(pos, "Smithy") and not is_legal(pos, "Village")
    pos.answer("Smithy")
    assert pos.discard(0) == bag("Smithy")
    consistent(pos)


def test_upgrade_default_prefers_estate_to_silver():
    pos = new(kingdom=UPG)
    pos.set(0, hand=["Upgrade", "Gold", "Estate", "Copper"], deck=["Silver"])
    play(pos, "Upgrade", "default", "default")
    assert pos.trash() == bag("Estate") and pos.discard_n[0] == 1
    consistent(pos)


# ---------------------------------------------------------------------------- Nobles
def test_nobles_options():
    pos = new(kingdom=["Nobles"])
    pos.set(0, hand=["Nobles"], deck=["Estate", "Duchy", "Province", "Curse"])
    play(pos, "Nobles")
    assert pos.pending() == ("mode", 0, "Nobles")
    pos.answer(intrigue.NOBLES_CARDS)
    assert pos.hand(0) == bag("Estate", "Duchy", "Province") and pos.actions == 0
    pos2 = new(kingdom=["Nobles"])
    pos2.set(0, hand=["Nobles"], deck=["Estate"])
    play(pos2, "Nobles", intrigue.NOBLES_ACTIONS)
    assert pos2.actions == 2 and pos2.hand(0) == bag()
    consistent(pos)
    consistent(pos2)


def test_throne_room_on_nobles_both_options():
    pos = new(kingdom=["Nobles", "Throne Room", "Smithy"])
    pos.set(0, hand=["Throne Room", "Nobles"], deck=["Smithy", "Estate", "Estate", "Curse"])
    play(pos, "Throne Room", "Nobles", intrigue.NOBLES_CARDS, intrigue.NOBLES_ACTIONS)
    assert pos.actions == 2 and pos.hand(0) == bag("Smithy", "Estate", "Estate")
    assert pos.pending() == ("play_action", 0, None)
    consistent(pos)


def test_nobles_default():
    pos = new(kingdom=["Nobles", "Smithy"])
    pos.set(0, hand=["Nobles", "Smithy"], deck=["Estate"] * 6)
    play(pos, "Nobles", "default")
    assert pos.actions == 2
    pos2 = new(kingdom=["Nobles"])
    pos2.set(0, hand=["Nobles"], deck=["Estate"] * 6)
    play(pos2, "Nobles", "default")
    assert pos2.hand_n[0] == 3
    consistent(pos)
    consistent(pos2)
