"""Intrige: every action, block and challenge in concrete positions with exact outcomes (the
seed, simcore/intrige/rules.py), and each rule option."""
import numpy as np
import pytest

from simcore.intrige import options, rules
from simcore.intrige.position import Position, rank
from simcore.intrige.state import BANK0, END_TURN_LIMIT, EV_REDRAW, NR, RANK_NAMES, new_states
from simcore.rng import below, next_u64


def pos(players=2, rules=None, **hands):
    """Position with hands given as p0=(hid, coins), ... ; seat 0 to move unless begun later."""
    p = Position(players, rules)
    for k, (hid, coins) in hands.items():
        p.set(int(k[1:]), hid=hid, coins=coins)
    return p


# --- Income, Foreign Aid, Coup ----------------------------------------------------------

def test_income_takes_one_coin_and_passes_the_turn():
    p = pos(2, p0=(["Ace", "Ten"], 1), p1=(["King", "Queen"], 2))
    p.begin()
    assert p.pending() == ("action", 0)
    p.answer("income")
    assert p.coins() == [2, 2]
    assert p.pending() == ("action", 1)


def test_foreign_aid_unblocked_takes_two():
    p = pos(3, p0=(["Ace", "Ten"], 2), p1=(["Ace", "Queen"], 2), p2=(["Jack", "Ten"], 2))
    p.begin()
    p.answer("foreign_aid")
    assert p.pending() == ("block", 1)       # seat order after the actor
    p.answer("no")
    assert p.pending() == ("block", 2)
    p.answer("no")
    assert p.coins() == [4, 2, 2]
    assert p.pending() == ("action", 1)


def test_foreign_aid_blocked_by_a_king_claim_stands_without_challenge():
    p = pos(3, p0=(["Ace", "Ten"], 2), p1=(["Ace", "Queen"], 2), p2=(["King", "Ten"], 2))
    p.begin()
    p.answer("foreign_aid")
    p.answer("no")                           # seat 1 does not block
    p.answer("King")                         # seat 2 blocks
    assert p.pending() == ("challenge", 0)   # seat order after the blocker: 0, then 1
    p.answer("pass")
    assert p.pending() == ("challenge", 1)
    p.answer("pass")
    assert p.coins() == [2, 2, 2]
    assert p.pending() == ("action", 1)


def test_bluffed_king_block_challenged_by_the_actor_fails_and_the_aid_happens():
    p = pos(3, p0=(["Ace", "Ten"], 2), p1=(["King", "Queen"], 2), p2=(["Jack", "Ten"], 2))
    p.begin()
    p.answer("foreign_aid")
    p.answer("no")
    p.answer("King")                         # seat 2 has no King
    p.answer("challenge")                    # the actor challenges the block
    assert p.pending() == ("lose", 2)        # the bluffer chooses which card to turn up
    p.answer("Ten")
    assert p.up(2) == ["Ten"] and p.hid(2) == ["Jack"]
    assert p.coins() == [4, 2, 2]
    assert p.pending() == ("action", 1)


def test_coup_costs_seven_and_the_target_chooses_the_card():
    p = pos(2, p0=(["Ace", "Ten"], 8), p1=(["King", "Queen"], 2))
    p.begin()
    assert not p.legal(("coup", 0))           # not oneself
    p.answer(("coup", 1))
    assert p.coins() == [1, 2]
    assert p.pending() == ("lose", 1)
    p.answer("Queen")
    assert p.up(1) == ["Queen"] and p.hid(1) == ["King"]
    assert p.g["bank"] == BANK0 - 3


def test_coup_needs_seven_coins():
    p = pos(2, p0=(["Ace", "Ten"], 6), p1=(["King", "Queen"], 2))
    p.begin()
    assert not p.legal(("coup", 1))


def test_forced_coup_at_ten():
    p = pos(2, p0=(["King", "Ten"], 10), p1=(["King", "Queen"], 2))
    p.begin()
    for a in ("income", "foreign_aid", "tax", "exchange", ("steal", 1), ("dagger", 1)):
        assert not p.legal(a)
    assert p.legal(("coup", 1))
    p.answer("tax")                          # illegal: replaced by the default (a Coup)
    assert p.g["fallbacks"][0] == 1
    assert p.coins(0) == 3
    assert p.pending() == ("lose", 1)


def test_nine_coins_is_not_forced():
    p = pos(2, p0=(["King", "Ten"], 9), p1=(["King", "Queen"], 2))
    p.begin()
    assert p.legal("income")


# --- Tax and challenges of an action ---------------------------------------------------

def test_tax_unchallenged_takes_three():
    p = pos(2, p0=(["King", "Ten"], 1), p1=(["Ace", "Queen"], 2))
    p.begin()
    p.answer("tax")
    assert p.pending() == ("challenge", 1)
    p.answer("pass")
    assert p.coins() == [4, 2]


def shuffled(court, rng):
    """The court (bottom first) after rules.shuffle_court with the game's stream at rng:
    the reference the redraw is checked against."""
    court = list(court)
    r = np.uint64(rng)
    for i in range(len(court) - 1, 0, -1):
        r, x = next_u64(r)
        r, x = np.uint64(r), np.uint64(x)       # compiled code takes them typed
        j = int(below(x, i + 1))
        court[i], court[j] = court[j], court[i]
    return court


@pytest.mark.parametrize("seed", range(1, 13))
def test_tax_challenged_and_proven_challenger_loses_claimer_redraws(seed):
    p = pos(2, p0=(["King", "Ten"], 1), p1=(["Ace", "Queen"], 2))
    p.g["rng"] = np.uint64(seed)
    p.begin()
    p.answer("tax")
    p.answer("challenge")
    assert p.pending() == ("show", 0)        # holding the King, it may show it
    p.answer("show")
    assert p.pending() == ("lose", 1)
    court, rng = list(p.g["court"][:p.g["court_n"]]), int(p.g["rng"])
    p.answer("Ace")
    assert p.up(1) == ["Ace"]
    # the King went into the court, the court was shuffled, seat 0 drew its top card
    expect = shuffled(court + [rank("King")], rng)
    drawn = expect.pop()
    assert list(p.g["court"][:p.g["court_n"]]) == expect
    assert p.hid(0) == sorted(["Ten", RANK_NAMES[drawn]])
    assert [e for e in p.events() if e[0] == EV_REDRAW][0][1:3] == (0, drawn)
    assert p.coins() == [4, 2]               # the action goes on
    assert p.pending() == ("action", 1)


def test_the_redraw_is_not_always_the_returned_card():
    """Across seeds the redrawn card varies (a court not shuffled, or shuffled after the
    draw, would give the King back every time)."""
    drawn = set()
    for seed in range(1, 13):
        p = pos(2, p0=(["King", "Ten"], 1), p1=(["Ace", "Queen"], 2))
        p.g["rng"] = np.uint64(seed)
        p.begin()
        for a in ("tax", "challenge", "show", "Ace"):
            p.answer(a)
        drawn.add(tuple(p.hid(0)))
    assert len(drawn) >= 3


def test_tax_bluff_challenged_claimer_loses_and_gets_nothing():
    p = pos(2, p0=(["Jack", "Ten"], 1), p1=(["Ace", "Queen"], 2))
    p.begin()
    p.answer("tax")
    p.answer("challenge")
    assert p.pending() == ("lose", 0)
    p.answer("Ten")
    assert p.coins() == [1, 2]
    assert p.up(0) == ["Ten"]
    assert p.pending() == ("action", 1)


def test_claimer_may_refuse_to_show_and_loses_as_if_bluffing():
    p = pos(2, p0=(["King", "Ten"], 1), p1=(["Ace", "Queen"], 2))
    p.begin()
    p.answer("tax")
    p.answer("challenge")
    p.answer("hide")
    assert p.pending() == ("lose", 0)
    p.answer("Ten")
    assert p.coins() == [1, 2] and p.hid(0) == ["King"]


def test_refuse_show_off_shows_automatically():
    p = pos(2, {"refuse-show": "no"}, p0=(["King", "Ten"], 1), p1=(["Ace", "Queen"], 2))
    p.begin()
    p.answer("tax")
    p.answer("challenge")
    assert p.pending() == ("lose", 1)


def test_same_cards_are_lost_without_asking():
    p = pos(2, p0=(["Jack", "Jack"], 1), p1=(["Ace", "Queen"], 2))
    p.begin()
    p.answer("tax")
    p.answer("challenge")
    assert p.up(0) == ["Jack"] and p.hid(0) == ["Jack"]
    assert p.pending() == ("action", 1)


def test_challenges_are_asked_in_seat_order_after_the_claimer_first_yes_counts():
    p = pos(4, p0=(["Ace", "Ten"], 2), p1=(["King", "Ten"], 2), p2=(["Ace", "Queen"], 2),
            p3=(["Jack", "Queen"], 2))
    p.begin(cur=1)
    p.answer("tax")
    assert p.pending() == ("challenge", 2)
    p.answer("pass")
    assert p.pending() == ("challenge", 3)
    p.answer("challenge")                    # seat 0 is never asked
    assert p.pending() == ("show", 1)


# --- Dagger ------------------------------------------------------------------------------

def test_dagger_paid_when_announced_and_hits():
    p = pos(2, p0=(["Jack", "Ten"], 4), p1=(["Ace", "King"], 2))
    p.begin()
    p.answer(("dagger", 1))
    assert p.coins(0) == 1                   # paid at once
    p.answer("pass")                         # no challenge
    assert p.pending() == ("block", 1)
    p.answer("no")
    assert p.pending() == ("lose", 1)
    p.answer("Ace")
    assert p.up(1) == ["Ace"] and p.coins() == [1, 2]


def test_dagger_needs_three_coins():
    p = pos(2, p0=(["Jack", "Ten"], 2), p1=(["Ace", "King"], 2))
    p.begin()
    assert not p.legal(("dagger", 1))


def test_blocked_dagger_keeps_its_coins_paid():
    p = pos(2, p0=(["Jack", "Ten"], 3), p1=(["Ace", "Queen"], 2))
    p.begin()
    p.answer(("dagger", 1))
    p.answer("pass")
    p.answer("Queen")
    assert p.pending() == ("challenge", 0)
    p.answer("pass")
    assert p.coins() == [0, 2]
    assert p.hid(1) == ["Ace", "Queen"]
    assert p.g["bank"] == BANK0 - 2


def test_dagger_refunded_when_its_claim_is_challenged_successfully():
    p = pos(2, p0=(["King", "Ten"], 5), p1=(["Ace", "Queen"], 2))
    p.begin()
    p.answer(("dagger", 1))
    assert p.coins(0) == 2
    p.answer("challenge")
    p.answer("Ten")
    assert p.coins() == [5, 2]               # the 3 come back
    assert p.hid(1) == ["Ace", "Queen"]      # the Dagger failed


def test_losing_both_cards_in_one_turn_wrong_challenge_then_the_dagger():
    p = pos(2, p0=(["Jack", "Ten"], 3), p1=(["Ace", "King"], 2))
    p.begin()
    p.answer(("dagger", 1))
    p.answer("challenge")                    # wrong: seat 0 holds the Jack
    p.answer("show")
    p.answer("Ace")                          # the challenger's first card
    assert p.pending() == ("block", 1)       # it may still block (rule option default)
    p.answer("no")
    # the Dagger hits the last card: seat 1 is out, its coins go to the bank, seat 0 wins
    assert p.pending() == ("over", 0)
    assert p.up(1) == ["Ace", "King"] and p.coins() == [0, 0]
    assert p.g["bank"] == BANK0
    assert p.g["end"] == 1


def test_target_that_lost_the_challenge_may_not_block_with_the_option_off():
    p = pos(3, {"block-after-lost-challenge": "no"}, p0=(["Jack", "Ten"], 3),
            p1=(["Ace", "King"], 2), p2=(["Ace", "Queen"], 2))
    p.begin()
    p.answer(("dagger", 1))
    p.answer("challenge")
    p.answer("show")
    p.answer("Ace")
    # no block asked: the Dagger hits the King at once, seat 1 is out, seat 2 moves
    assert p.hid(1) == [] and p.up(1) == ["Ace", "King"]
    assert p.pending() == ("action", 2)


def test_dagger_at_a_target_out_already_does_nothing_more():
    # the target loses its last card challenging; the Dagger then finds nobody (3 players)
    p = pos(3, p0=(["Jack", "Ten"], 3), p1=(["King"], 2), p2=(["Ace", "Queen"], 2))
    p.set(1, up=["Ace"])
    p.begin()
    p.answer(("dagger", 1))
    p.answer("challenge")
    p.answer("show")
    assert p.hid(1) == [] and p.coins() == [0, 0, 2]
    assert p.pending() == ("action", 2)


# --- Steal ---------------------------------------------------------------------------------

def test_steal_takes_two():
    p = pos(2, p0=(["Ten", "King"], 1), p1=(["Ace", "Queen"], 5))
    p.begin()
    p.answer(("steal", 1))
    p.answer("pass")
    p.answer("no")
    assert p.coins() == [3, 3]


def test_steal_from_a_player_with_one_coin_takes_one():
    p = pos(2, p0=(["Ten", "King"], 1), p1=(["Ace", "Queen"], 1))
    p.begin()
    p.answer(("steal", 1))
    p.answer("pass")
    p.answer("no")
    assert p.coins() == [2, 0]


def test_steal_from_a_player_without_coins_is_not_allowed():
    p = pos(2, p0=(["Ten", "King"], 1), p1=(["Ace", "Queen"], 0))
    p.begin()
    assert not p.legal(("steal", 1))


@pytest.mark.parametrize("block", ["Ten", "Ace"])
def test_steal_blocked_by_ten_or_ace(block):
    p = pos(2, p0=(["Ten", "King"], 1), p1=(["Ace", "Ten"], 4))
    p.begin()
    p.answer(("steal", 1))
    p.answer("pass")
    assert not p.legal("Queen") and not p.legal("King")
    p.answer(block)
    p.answer("pass")
    assert p.coins() == [1, 4]


# --- Exchange ------------------------------------------------------------------------------

def test_exchange_with_two_cards_keeps_two_of_four():
    p = pos(2, p0=(["Ten", "Queen"], 1), p1=(["Ace", "Ten"], 2))
    p.court(["King", "Jack"])
    p.begin()
    p.answer("exchange")
    p.answer("pass")
    assert p.pending() == ("return", 0)
    assert not p.legal("Ace")                # not among the four
    p.answer("Ten")
    assert p.pending() == ("return", 0)
    p.answer("Queen")
    assert p.hid(0) == ["Jack", "King"]
    assert p.g["court_n"] == 15 - 4 and p.court_cards().count("Queen") == 3 - 0
    assert p.pending() == ("action", 1)


def test_exchange_with_one_card_keeps_one_of_three():
    p = pos(2, p0=(["Ten"], 1), p1=(["Ace", "Ten"], 2))
    p.set(0, up=["Queen"])
    p.court(["King", "Jack"])
    p.begin()
    p.answer("exchange")
    p.answer("pass")
    p.answer("Ten")
    assert p.pending() == ("return", 0)
    p.answer("Jack")
    assert p.hid(0) == ["King"] and p.up(0) == ["Queen"]


def test_exchange_with_one_card_draw_one_option():
    p = pos(2, {"exchange-one-left": "draw-1"}, p0=(["Ten"], 1), p1=(["Ace", "Ten"], 2))
    p.set(0, up=["Queen"])
    p.court(["King", "Jack"])
    p.begin()
    p.answer("exchange")
    p.answer("pass")
    p.answer("Ten")
    assert p.hid(0) == ["King"]              # only the King was drawn
    assert p.pending() == ("action", 1)


# --- successful defence of a block, and the seed's worked example --------------------------

def test_proven_block_challenger_loses_blocker_redraws_block_stands():
    p = pos(2, p0=(["Jack", "Ten"], 3), p1=(["Queen", "King"], 2))
    p.begin()
    p.answer(("dagger", 1))
    p.answer("pass")
    p.answer("Queen")
    p.answer("challenge")
    p.answer("show")
    assert p.pending() == ("lose", 0)
    p.answer("Ten")
    hid = p.hid(1)
    assert len(hid) == 2 and "King" in hid
    assert p.court_cards().count("Queen") + hid.count("Queen") == 3
    assert p.coins() == [0, 2] and p.up(0) == ["Ten"]
    assert p.g["fresh"][1].sum() == 0        # its claims are stale: it may hold anything now


def test_the_seeds_worked_example():
    # Anna (0), Ben (1) 2 coins each, Carla (2) 3
    p = pos(3, p0=(["Queen", "King"], 2), p1=(["Ten", "Jack"], 2), p2=(["Jack", "Ace"], 3))
    p.begin()
    p.answer("tax")                                     # Anna: King, Tax; no challenge
    p.answer("pass"), p.answer("pass")
    assert p.coins(0) == 5
    p.answer(("steal", 0))                              # Ben: Ten, steal from Anna
    p.answer("pass"), p.answer("pass")
    p.answer("Ace")                                     # Anna blocks with the Ace (bluff)
    assert p.pending() == ("challenge", 1)
    p.answer("challenge")                               # Ben does not believe her
    p.answer("Queen")                                   # she turns up a Queen
    assert p.coins() == [3, 4, 3]                       # the block failed: Ben steals 2
    p.answer(("dagger", 0))                             # Carla: Jack, Dagger against Anna
    assert p.coins(2) == 0
    p.answer("pass"), p.answer("pass")
    assert p.legal("Queen")                             # a shown Queen does not stop a claim
    p.answer("Queen")
    p.answer("pass"), p.answer("pass")                  # nobody challenges
    assert p.coins() == [3, 4, 0] and p.hid(0) == ["King"]


# --- other rule options -----------------------------------------------------------------------

def test_claim_shown_option_off_forbids_claiming_a_role_shown_face_up():
    p = pos(2, {"claim-shown": "no"}, p0=(["Ten"], 1), p1=(["Ace", "Ten"], 2))
    p.set(0, up=["King"])
    p.begin()
    assert not p.legal("tax")
    assert p.legal("exchange")


def test_block_first_order_asks_the_block_before_the_challenge():
    p = pos(2, {"order": "block-first"}, p0=(["Jack", "Ten"], 3), p1=(["Ace", "Queen"], 2))
    p.begin()
    p.answer(("dagger", 1))
    assert p.pending() == ("block", 1)
    p.answer("no")
    assert p.pending() == ("challenge", 1)
    p.answer("pass")
    assert p.pending() == ("lose", 1)


@pytest.mark.parametrize("opt,coins", [({}, [1, 2]), ({"start-coins-2p": "2"}, [2, 2])])
def test_two_player_starting_coins(opt, coins):
    g = new_states(1)[0]
    rules.setup(g, 2, np.uint64(5), options.to_array(opt))
    assert list(g["coins"][:2]) == coins and g["bank"] == BANK0 - sum(coins)
    rules.setup(g, 3, np.uint64(5), options.to_array(opt))
    assert list(g["coins"][:3]) == [2, 2, 2]


@pytest.mark.parametrize("n,cards", [(2, 15), (6, 15), (7, 20), (8, 20)])
def test_deck_size_by_players(n, cards):
    g = new_states(1)[0]
    rules.setup(g, n, np.uint64(5), options.to_array({}))
    assert g["copies"] * 5 == cards
    assert g["court_n"] == cards - 2 * n and list(g["hid_n"][:n]) == [2] * n


def test_turn_limit_cuts_the_game_off():
    p = pos(2, {"turn-limit": "1"}, p0=(["Ace", "Ten"], 1), p1=(["King", "Queen"], 2))
    p.begin()
    p.answer("income")
    p.answer("income")
    assert p.pending() == ("over", -1)
    assert p.g["end"] == END_TURN_LIMIT


def test_player_out_is_skipped_and_loses_its_coins():
    p = pos(3, p0=(["Ace", "Ten"], 7), p1=(["King"], 4), p2=(["Queen", "Jack"], 2))
    p.set(1, up=["Ace"])
    p.begin()
    p.answer(("coup", 1))
    assert p.coins() == [0, 0, 2] and p.hid(1) == []
    assert p.pending() == ("action", 2)      # seat 1 is skipped
    assert p.g["bank"] == BANK0 - 2


def test_random_speaking_order_asks_every_other_player_once_from_a_random_one():
    firsts = set()
    for seed in range(8):
        p = Position(4, {"speak": "random"}, seed=seed)
        for s, hid in enumerate([["King", "Ten"], ["Ace", "Queen"], ["Jack", "Queen"],
                                 ["Ace", "Ten"]]):
            p.set(s, hid=hid, coins=2)
        p.begin(cur=1)
        p.answer("tax")
        asked = []
        while p.pending()[0] == "challenge":
            asked.append(p.pending()[1])
            p.answer("pass")
        assert sorted(asked) == [0, 2, 3]           # each other player once, clockwise on
        assert asked in ([2, 3, 0], [3, 0, 2], [0, 2, 3])
        firsts.add(asked[0])
    assert len(firsts) > 1


# --- the random answer ------------------------------------------------------------------

def _random_answers(p, draws):
    """(the legal answers to the pending decision, found by asking `legal` of every
    candidate; `draws` random answers, each from its own policy stream)."""
    g = p.g
    lo, hi = (-1, NR) if g["dec"] == 3 else (0, 7 * 8 if g["dec"] == 1 else NR)
    legal = [x for x in range(lo, hi) if rules.legal(g, x)]
    st = new_states(1)
    st[0] = g
    got = []
    for seed in range(draws):
        st[0]["prng"] = np.uint64(seed * 0x9E3779B97F4A7C15 % 2**64)
        # the draw: the j-th legal answer in increasing order, j below their count, one
        # number from the policy stream
        _, bits = next_u64(st[0]["prng"])
        x = rules.random_answer(st[0])
        assert x == legal[int(below(np.uint64(bits), len(legal)))]
        got.append(x)
    return legal, got


def test_the_random_answer_is_a_uniform_draw_over_exactly_the_legal_actions():
    # seat 0 with 7 coins; seat 1 out, seat 2 without coins: Income, Foreign Aid, Tax and
    # Exchange (untargeted), a Coup and a Dagger at seat 2, and no Steal
    p = pos(3, p0=(["King", "Jack"], 7), p1=([], 0), p2=(["Ten", "Ten"], 0))
    p.set(1, up=["Queen", "Ace"])
    p.begin()
    legal, got = _random_answers(p, 4000)
    names = {(x >> 3, x & 7) for x in legal}
    assert names == {(0, 0), (1, 0), (2, 2), (3, 0), (4, 2), (6, 0)}
    counts = np.bincount([legal.index(x) for x in got], minlength=len(legal))
    assert counts.min() > 4000 / len(legal) * 0.8 and counts.max() < 4000 / len(legal) * 1.2


def test_the_random_answer_to_a_challenge_is_zero_or_one_from_one_draw():
    p = pos(2, p0=(["King", "Jack"], 2), p1=(["Ace", "Ten"], 2))
    p.begin()
    p.answer("tax")
    assert p.pending() == ("challenge", 1)
    legal, got = _random_answers(p, 400)
    assert legal == [0, 1] and set(got) == {0, 1}


def test_the_random_block_of_a_steal_is_none_ten_or_ace():
    p = pos(2, p0=(["Ten", "Jack"], 2), p1=(["King", "Queen"], 2))
    p.begin()
    p.answer(("steal", 1))
    p.answer("pass")
    assert p.pending() == ("block", 1)
    legal, got = _random_answers(p, 400)
    assert legal == [-1, rank("Ace"), rank("Ten")] and set(got) == set(legal)
