"""bm-<card>'s measured copy limits, the DomBots bots and the Intrigue bots: their tables and
names, their buy rules and choices on concrete positions, and a short match each."""
import numpy as np
import pytest

from simcore.dominion.cards import (
    COPPER,
    ESTATE,
    GARDENS,
    IMPLEMENTED,
    MILITIA,
    NAMES,
    SMITHY,
    VILLAGE,
    WITCH,
)
from simcore.dominion.cards import (
    KINGDOM as KINGDOM_CARDS,
)
from simcore.dominion.effects.intrigue import MINION_ATTACK, MINION_COINS
from simcore.dominion.match import Match, outcomes, play
from simcore.dominion.state import DEFER, NONE
from strategies import REGISTRY, get
from strategies.dominion.bm_cards import K_CHOICES, K_TABLE, UNLIMITED, load_k_table, victory_only
from strategies.dominion.dombots import PLAYERS
from strategies.dominion.intrigue_bots import masquerade_decide, minion_decide
from tests.position import Position

KINGDOM = sorted(IMPLEMENTED & set(KINGDOM_CARDS))      # (not Platinum, Colony)


def share(a, b, games=2000, seed=0):
    sa, sb = get(a), get(b)
    m = Match([sa, sb], sorted(set(sa.needs) | set(sb.needs)), games=games, seed=seed)
    total = np.zeros(2)
    for ch in play(m):
        total += outcomes(ch.vp, ch.turns)[0].sum(axis=0)
    return total[0] / games


# --- bm-<card>: the measured k ------------------------------------------------------------

def test_the_k_table_covers_every_kingdom_card_with_a_k():
    assert load_k_table() == K_TABLE
    for x in KINGDOM:
        if victory_only(x):
            assert x not in K_TABLE, NAMES[x]
        else:
            assert K_TABLE[x] in K_CHOICES, NAMES[x]


def test_bm_card_uses_the_table_and_k_overrides():
    for x in (MILITIA, SMITHY, VILLAGE, WITCH):
        name = f"bm-{NAMES[x].lower().replace(' ', '-')}"
        assert get(name).params[1] == K_TABLE[x]
        assert get(name + ":1").params[1] == 1
        assert get(name + ":5").params[1] == 5
    # a village with nothing to play is not bought without limit
    assert K_TABLE[VILLAGE] < UNLIMITED


def test_the_classic_spelling_is_the_old_rule():
    # k = 2 for terminal Actions, unlimited for the rest; Victory-only cards replace Duchy
    assert get("bm-militia:classic").params == (MILITIA, 2, 0, 0)
    assert get("bm-village:classic").params == (VILLAGE, UNLIMITED, 0, 0)
    assert get("bm-gardens:classic").params == (GARDENS, UNLIMITED, 0, 1)
    assert get("bm-militia:classic").family == "bm-classic"


def test_the_classic_spelling_reproduces_the_old_numbers():
    # measured with the code before the k table (2,000 games, seed 0); neither card nor
    # big-money-ultimate has a choice to make, so the figures depend on the rules alone
    assert share("bm-smithy:classic", "big-money-ultimate") == 0.72375
    assert share("bm-village:classic", "big-money-ultimate") == 0.0
    assert share("bm-militia:classic", "big-money-ultimate") == share("bm-militia:2",
                                                                       "big-money-ultimate")


def test_non_terminals_are_played_before_terminals():
    pos = Position(kingdom=["Village", "Smithy"])
    pos.set(0, hand=["Smithy", "Village", "Copper", "Copper", "Estate"],
            deck=["Copper"] * 6)
    pos.begin()
    s = get("bm-village")
    assert pos.pending() == ("play_action", 0, None)
    assert s.action is None                        # the default heuristic's order
    pos.answer("default")
    assert pos.in_play() == {"Village": 1}


# --- buy rules on concrete positions -------------------------------------------------------

def buy(name, hand, owned=(), prov=None, supply=None, players=2):
    """What strategy `name` buys with `hand` (Treasures) and `owned` in its discard pile."""
    s = get(name)
    pos = Position(players=players, kingdom=[NAMES[c] for c in s.needs])
    pos.set(0, hand=list(hand), discard=list(owned))
    if prov is not None:
        pos.supply("Province", prov)
    for c, n in (supply or {}).items():
        pos.supply(c, n)
    pos.begin()
    assert pos.pending()[0] == "buy"
    c = s.buy(pos.g, 0, s.prm())
    return None if c == NONE else NAMES[c]


def test_dombots_minion_buys_minions_until_six():
    hand = ["Gold", "Gold", "Silver"]
    assert buy("dombots-minion", hand, ["Minion"] * 5) == "Minion"
    assert buy("dombots-minion", hand, ["Minion"] * 6) == "Province"
    assert buy("dombots-minion", hand, ["Minion"] * 5, prov=4) == "Duchy"
    assert buy("dombots-minion", ["Silver", "Copper"]) == "Silver"
    assert buy("dombots-minion", ["Copper", "Copper"], prov=2) == "Estate"


def test_dombots_masquerade_and_witch():
    # count(Gold) counts the Gold in hand too
    assert buy("dombots-masquerade", ["Gold", "Silver", "Silver", "Copper"]) == "Gold"
    assert buy("dombots-masquerade", ["Gold", "Silver", "Silver", "Copper"], ["Gold"]) == "Province"
    assert buy("dombots-masquerade", ["Silver", "Copper"]) == "Masquerade"
    assert buy("dombots-masquerade", ["Silver", "Copper"], ["Masquerade"]) == "Silver"
    assert buy("dombots-masquerade", ["Gold", "Gold"], prov=5) == "Gold"
    assert buy("dombots-masquerade", ["Silver", "Silver", "Copper"], prov=5) == "Duchy"
    assert buy("dombots-witch", ["Silver", "Silver", "Copper"]) == "Witch"
    assert buy("dombots-witch", ["Gold", "Silver", "Copper"], ["Witch"]) == "Gold"
    assert buy("dombots-witch", ["Silver", "Silver", "Copper"], ["Witch"]) == "Witch"
    assert buy("dombots-witch", ["Silver", "Silver", "Copper"], ["Witch"] * 2) == "Silver"


def test_dombots_torturer_village():
    hand = ["Gold", "Copper", "Copper"]
    assert buy("dombots-torturer-village", hand) == "Torturer"
    assert buy("dombots-torturer-village", hand, ["Torturer"]) == "Silver"
    assert buy("dombots-torturer-village", hand, ["Torturer", "Silver"]) == "Village"
    assert buy("dombots-torturer-village", hand, ["Torturer", "Silver", "Village"]) == "Torturer"
    assert buy("dombots-torturer-village", ["Gold"] * 3, ["Torturer"] * 4) == "Province"
    assert buy("dombots-torturer-village", ["Gold"] * 3, ["Torturer"] * 3) == "Silver"


def test_dombots_gardens_bots_buy_copper_and_gardens():
    assert buy("dombots-workshop-gardens", ["Copper"]) == "Copper"
    assert buy("dombots-workshop-gardens", ["Copper", "Copper"]) == "Estate"
    assert buy("dombots-workshop-gardens", ["Copper"] * 4, ["Workshop"] * 9) == "Gardens"
    assert buy("dombots-workshop-gardens", ["Copper"] * 4, ["Workshop"] * 8) == "Workshop"
    assert buy("dombots-ironworks-gardens-rock", ["Copper"] * 4, ["Ironworks"] * 6) == "Gardens"
    assert buy("dombots-ironworks-gardens-rock", ["Copper"] * 4, ["Ironworks"] * 5) == "Ironworks"


def test_dombots_duke_and_duke_rush():
    for name in ("dombots-duke", "duke-rush"):
        assert buy(name, ["Gold", "Gold", "Silver"], ["Silver"]) == "Gold"    # money 10
        assert buy(name, ["Gold", "Gold", "Silver"], ["Gold", "Gold"]) == "Duchy"  # money 14
        assert buy(name, ["Silver", "Silver", "Copper"], supply={"Duchy": 0}) == "Duke"
        assert buy(name, ["Gold", "Gold", "Silver"], supply={"Duchy": 0}) == "Province"


def test_three_or_four_player_bots_count_the_gains_that_end_the_game():
    # 4 players: 12 Provinces; the three smallest piles decide when they hold fewer
    bmu = "dombots-big-money-ultimate-3-4"
    assert buy(bmu, ["Gold", "Gold"], players=4) == "Gold"
    assert buy(bmu, ["Gold", "Gold"], prov=7, players=4) == "Duchy"
    assert buy(bmu, ["Copper", "Copper"], prov=3, players=4) == "Estate"
    assert buy(bmu, ["Copper", "Copper"], prov=4, players=4) is None
    piles = {"Curse": 2, "Estate": 2, "Moat": 3}           # 7 gains end the game on piles
    assert buy("dombots-double-moat-3-4", ["Gold", "Gold"], supply=piles, players=4) == "Duchy"
    assert buy("dombots-double-moat-3-4", ["Gold", "Gold"], players=4) == "Gold"


def test_every_dombots_bot_is_registered_with_its_cards():
    assert len(PLAYERS) == 31
    for name in PLAYERS:
        s = REGISTRY[name]
        assert s.family == "dombots" and s.summary
    assert [NAMES[c] for c in REGISTRY["dombots-lab-militia-chapel"].needs] == [
        "Chapel", "Festival", "Laboratory", "Market", "Militia", "Spy"]


# --- the Intrigue bots' own choices ---------------------------------------------------------

def minion_choice(hand, owned=(), coins=0, deck=("Copper",) * 8):
    pos = Position(kingdom=["Minion"])
    pos.set(0, hand=["Minion"] + list(hand), discard=list(owned), deck=list(deck))
    pos.set(1, hand=["Copper"] * 5)
    pos.begin(coins=coins)
    pos.answer("Minion")
    assert pos.pending() == ("mode", 0, "Minion")
    return minion_decide(pos.g, 0, get("minion-stack").prm())


def test_minion_takes_coins_with_another_minion_in_hand():
    assert minion_choice(["Minion", "Estate", "Estate", "Copper"]) == MINION_COINS


def test_minion_attacks_when_the_hand_cannot_reach_the_wanted_price():
    # fewer than 6 Minions: the bot wants a Minion ($5); $1 + $2 does not reach it
    assert minion_choice(["Estate", "Estate", "Estate", "Copper"]) == MINION_ATTACK
    # $3 + $2 does
    assert minion_choice(["Estate", "Copper", "Copper", "Copper"]) == MINION_COINS
    # 6 Minions: it wants a Province; $5 + $2 is not enough, so it draws four new cards
    assert minion_choice(["Gold", "Silver", "Estate", "Estate"], ["Minion"] * 5) == MINION_ATTACK
    assert minion_choice(["Gold", "Gold", "Estate", "Estate"], ["Minion"] * 5) == MINION_COINS


def test_minion_takes_coins_rather_than_reshuffle_a_junk_discard_pile():
    hand = ["Estate", "Estate", "Estate", "Copper"]
    junk = ["Copper", "Copper", "Estate", "Estate"]
    assert minion_choice(hand, junk, deck=["Gold"] * 3) == MINION_COINS
    assert minion_choice(hand, junk[:3], deck=["Gold"] * 3) == MINION_ATTACK   # 3 junk: fine
    assert minion_choice(hand, junk, deck=["Gold"] * 4) == MINION_ATTACK       # no reshuffle


def test_minion_attacks_for_free_when_the_coins_are_already_made():
    assert minion_choice(["Estate", "Estate", "Estate", "Estate"], coins=6) == MINION_ATTACK


def masquerade_pos(hand, prov=None):
    pos = Position(kingdom=["Masquerade"])
    pos.set(0, hand=["Masquerade"] + list(hand), deck=["Copper", "Copper"])
    pos.set(1, hand=["Copper"] * 5)
    if prov is not None:
        pos.supply("Province", prov)
    pos.begin()
    pos.answer("Masquerade")
    assert pos.pending() == ("pick", 0, "Masquerade")
    return pos


def test_masquerade_passes_the_worst_card_and_never_a_province():
    prm = get("masquerade-bm").prm()
    pos = masquerade_pos(["Province", "Estate", "Silver"])
    assert masquerade_decide(pos.g, 0, prm) == ESTATE
    pos = masquerade_pos(["Province", "Estate", "Silver"], prov=3)   # late: Copper first
    assert masquerade_decide(pos.g, 0, prm) == COPPER                # drawn from the deck
    pos = masquerade_pos(["Province", "Gold", "Silver"])
    assert masquerade_decide(pos.g, 0, prm) == COPPER


def masquerade_trash(hand, prov=None):
    pos = masquerade_pos(hand, prov)
    pos.answers("Copper", "Copper")                        # each passes a Copper
    assert pos.pending() == ("trash", 0, "Masquerade")
    c = masquerade_decide(pos.g, 0, get("masquerade-bm").prm())
    return None if c == NONE else NAMES[c]


def test_masquerade_trashes_early_estates_and_spare_coppers():
    # hands after drawing two Coppers: $8 + Estate, $9, $8
    assert masquerade_trash(["Gold", "Gold", "Estate"]) == "Estate"
    assert masquerade_trash(["Gold", "Gold", "Estate"], prov=4) is None     # keep the VP
    assert masquerade_trash(["Gold", "Gold", "Silver"]) == "Copper"         # $9 -> $8
    assert masquerade_trash(["Gold", "Gold", "Duchy"]) is None              # $8 -> $7


@pytest.mark.parametrize("bot", ["minion-stack", "masquerade-bm", "double-torturer",
                                 "duke-rush", "courtyard-bm"])
def test_every_intrigue_bot_beats_big_money_ultimate(bot):
    assert share(bot, "big-money-ultimate") > 0.55


# --- the benchmark scripts ------------------------------------------------------------------

def test_the_sweep_writes_one_row_per_card_and_keeps_the_others(tmp_path, capsys):
    from benchmarks.bm_k import FIELDS, sweep
    out = str(tmp_path / "k.csv")
    with open(out, "w") as f:
        f.write(",".join(FIELDS) + "\nvillage,1,20000,0" + ",0.5" * 7 + "\n")
    sweep([MILITIA], 200, 0, 1, out, force=False)
    text = open(out).read()
    rows = [r.split(",") for r in text.split()]
    assert rows[0] == FIELDS
    assert [r[0] for r in rows[1:]] == ["village", "militia"]       # card order of the game
    militia = rows[2]
    shares = [float(x) for x in militia[4:]]
    assert militia[1] == str(K_CHOICES[int(np.argmax(shares))])
    sweep([MILITIA], 200, 0, 1, out, force=False)                  # nothing left to do
    assert open(out).read() == text
    assert load_k_table(out) == {VILLAGE: 1, MILITIA: int(militia[1])}


def torturer_victim(hand):
    from benchmarks.bm_opponents import curse_to_keep_a_province
    pos = Position(kingdom=["Torturer"])
    pos.set(0, hand=["Torturer"], deck=["Copper"] * 3)
    pos.set(1, hand=hand)
    pos.begin()
    pos.answer("Torturer")
    assert pos.pending() == ("mode", 1, "Torturer")
    return curse_to_keep_a_province(pos.g, 1, np.zeros(4, np.int64))


def test_the_curse_taking_victim_keeps_a_province_hand():
    from simcore.dominion.effects.intrigue import TORTURER_CURSE
    assert torturer_victim(["Gold", "Gold", "Copper", "Copper", "Estate"]) == TORTURER_CURSE
    assert torturer_victim(["Gold", "Gold", "Silver", "Copper", "Estate"]) == DEFER   # $9 -> $8
    assert torturer_victim(["Gold", "Silver", "Copper", "Copper", "Estate"]) == DEFER  # no $8
