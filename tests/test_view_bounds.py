"""The view helpers cannot read past what a seat may see, whatever numbers a bot passes (issue
46): numba checks no index, so every public helper of both games' view modules checks its
numbers itself and answers a fixed value for one out of range.

Every public helper is asked with negative, huge and neighbouring numbers (and the exact
numbers of the leaks reported) in positions of random games; then everything the asking seat
cannot see is redrawn or scrambled (others' hands and face-down cards, the decks' and the
court's order, stale slots past the live ones, the hidden statistics) and every answer must
stay the same. Then one test per reported leak, and an Intrige policy built on those leaks,
which must play exactly like the same policy reading the fixed answers."""
import inspect
import textwrap

import numpy as np
import pytest

from simcore.dominion import engine, fuzz, hidden
from simcore.dominion import view as dview
from simcore.dominion.card_sets import new_states as dominion_states
from simcore.dominion.cards import BASIC, NC, card_id, pile_size
from simcore.dominion.state import CAP, MAT_HAVEN, MAT_NATIVE, MATS, NCP, REV
from simcore.dominion.state import MAXP as DMAXP
from simcore.dominion.state import NONE as DNONE
from simcore.intrige import batch, options, rules
from simcore.intrige import view as iview
from simcore.intrige.match import Match, games
from simcore.intrige.state import D_CHALLENGE, MAXC, NA, NOPT, NR, TEN
from simcore.intrige.state import MAXP as IMAXP
from simcore.intrige.state import NONE as INONE
from simcore.intrige.state import new_states as intrige_states
from simcore.rng import game_key
from strategies.intrige import get
from tests.test_api import next_u64

BIG = [-(1 << 62), -(1 << 31), 1 << 31, 1 << 62]


def public_helpers(view, filecheck_table):
    """The view's compiled helpers a strategy file may import (strategies/filecheck.py's
    table for the view module)."""
    return {name: getattr(view, name) for name in sorted(filecheck_table[view.__name__])
            if hasattr(getattr(view, name), "py_func")}


def dominion_table():
    from strategies.dominion.spec import dominion_imports
    return dominion_imports()


def intrige_table():
    from strategies.intrige.spec import intrige_imports
    return intrige_imports()


def call_all(helpers, g, values, grid=40):
    """{(name, args): answer} for every helper. `values` maps each parameter name to (numbers
    in range, numbers out of range): each helper is asked up to `grid` combinations of numbers
    in range, then every number of each parameter with the others in range (a seat, a card,
    a slot out of range is tried in every position, next to every kind of number in range)."""
    out = {}
    for name, f in helpers.items():
        params = list(inspect.signature(f.py_func).parameters)
        takes_g = params[:1] == ["g"]
        params = params[1:] if takes_g else params
        combos = [()]
        for q in params:
            combos = [c + (v,) for c in combos for v in values[q][0]]
        if len(combos) > grid:                   # an even spread, the ends kept
            combos = [combos[i * len(combos) // grid] for i in range(grid)] + [combos[-1]]
        for at, q in enumerate(params):
            good, bad = values[q]
            for j, v in enumerate(good + bad):
                combos.append(tuple(v if k == at else values[o][0][(j + k) % len(values[o][0])]
                                    for k, o in enumerate(params)))
        for a in combos:
            out[name, a] = f(g, *a) if takes_g else f(*a)
    return out


def changed(a, b):
    return [k for k in a if a[k] != b[k]][:8]


# --- Intrige -------------------------------------------------------------------------------

def intrige_values(g):
    """(in range, out of range) per parameter name of the Intrige helpers; out of range: the
    neighbours, the numbers of the reported leaks, huge ones."""
    n = int(g["n"])
    seats = list(range(n))
    return {
        "p": (seats, sorted(set(range(-3, IMAXP + 2)) - set(seats)) + list(range(-35, -14)) + BIG),
        "r": (list(range(NR)), [-6, -2, -1, NR, NR + 1, NR + 3] + list(range(-120, -104)) + BIG),
        "k": (list(range(NOPT)), [-4, -1] + list(range(NOPT, NOPT + 2 * IMAXP + 4)) + BIG),
        "i": ([0, 1], [-6, -4, -3, -2, -1, 2, 3] + BIG),
        "x": (list(range(-2, NA * 8)), [-3, NA * 8, NA * 8 + 1] + BIG),
        "n": ([1, 2, 7, 1000], [-5, -1, 0] + BIG),
        "a": (list(range(NA)), [-1, NA]),
        "t": (seats, [-1, IMAXP]),
    }


def intrige_positions(n, games_, seed):
    """Snapshots of every 4th decision of random games of n players."""
    st = intrige_states(1)
    g = st[0]
    for gi in range(games_):
        rules.setup(g, n, np.uint64(game_key(seed, gi)), options.to_array({}))
        k = 0
        while not g["done"]:
            if k % 4 == 0:
                yield st.copy()
            rules.step(g, rules.random_answer(g))
            k += 1


def intrige_scramble(st, r):
    """Redraw every card the decider cannot see (batch.resample), and scramble every field no
    seat may see: the slots past the live face-down, face-up, court and pool cards, the
    game's own random stream and the statistics."""
    g = st[0]
    rnd = np.random.default_rng(r)
    batch.resample(g, int(g["dec_p"]), np.uint64(r))
    for p in range(IMAXP):
        g["hid"][p, g["hid_n"][p]:] = rnd.integers(0, NR, 2 - g["hid_n"][p])
        g["up"][p, g["up_n"][p]:] = rnd.integers(0, NR, 2 - g["up_n"][p])
    g["court"][g["court_n"]:] = rnd.integers(0, NR, MAXC - g["court_n"])
    g["pool"][g["pool_n"]:] = rnd.integers(0, NR, 4 - g["pool_n"])
    g["rng"] = np.uint64(rnd.integers(1 << 62))
    for f in ("hand0", "st_act", "st_act_ok", "st_blk", "st_blk_ok", "st_chal", "st_chal_ok",
              "st_claim", "st_bluff"):
        g[f] = rnd.integers(0, 99, g[f].shape)


@pytest.mark.parametrize("n", [2, 4, 6])
def test_no_intrige_helper_answer_depends_on_hidden_cards(n):
    helpers = public_helpers(iview, intrige_table())
    assert {"option", "claims", "my_card", "coins", "chance_holds"} <= set(helpers)
    checked = same_answers_when_scrambled(helpers, intrige_positions(n, {2: 8, 4: 4, 6: 3}[n],
                                                                      46 + n),
                                          intrige_values, intrige_scramble)
    assert checked > 15


def same_answers_when_scrambled(helpers, positions, values_of, scramble):
    """Every helper's answers in each position equal those after `scramble` redraws what
    the deciding seat cannot see; returns how many positions were checked."""
    checked = 0
    for snap in positions:
        values = values_of(snap[0])
        a = call_all(helpers, snap.copy()[0], values)
        other = snap.copy()
        scramble(other, checked)
        b = call_all(helpers, other[0], values)
        assert a == b, changed(a, b)
        checked += 1
    return checked


def test_intrige_out_of_range_numbers_get_the_documented_answers():
    snap = next(intrige_positions(4, 1, 7))
    g = snap[0]
    for p in [-1, -15, -35, 4, IMAXP, 1 << 62, -(1 << 62)]:
        assert iview.coins(g, p) == 0 and iview.influence(g, p) == 0
        assert not iview.alive(g, p)
        assert iview.claims(g, p, 0) == 0 and iview.fresh(g, p, 0) == 0
        assert iview.last_action(g, p) == INONE
        assert iview.caught(g, p) == 0 and iview.challenges_made(g, p) == 0
        assert iview.shown(g, p, 0) == 0 and iview.roles_claimed(g, p) == 0
        assert iview.chance_holds(g, p, 0) == 0.0
        assert iview.next_seat(g, p) == INONE and iview.strongest_for(g, p) == INONE
    for r in [-1, -120, NR, 1 << 62]:
        assert iview.claims(g, 0, r) == 0 and iview.fresh(g, 0, r) == 0
        assert iview.shown_total(g, r) == 0 and iview.unseen(g, r) == 0
        assert iview.claimants(g, r) == 0 and iview.chance_holds(g, 1, r) == 0.0
    for k in [-1, NOPT, NOPT + 1, 1 << 62]:
        assert iview.option(g, k) == 0
    for i in [-1, -3, -4, 2, 1 << 62]:
        assert iview.my_card(g, i) == INONE
    prng = int(g["prng"])
    assert iview.rand_below(g, 0) == 0 and iview.rand_below(g, -5) == 0
    assert int(g["prng"]) == prng                   # nothing drawn
    # in range, the same answers as the fields
    me = int(g["dec_p"])
    assert iview.option(g, NOPT - 1) == g["opt"][NOPT - 1]
    assert iview.coins(g, 3) == g["coins"][3] and iview.next_seat(g, 3) == 0
    assert [iview.my_card(g, i) for i in range(2)] == list(g["hid"][me, :2])


def table_with_tens(seat):
    """A 4-player Intrige position decided by `seat`, in which every face-down card of the
    other seats and every court card is a Ten (rank 4: the leaks below would read 4s)."""
    st = intrige_states(1)
    g = st[0]
    rules.setup(g, 4, np.uint64(game_key(3, 0)), options.to_array({}))
    g["dec_p"] = seat
    for p in range(4):
        if p != seat:
            g["hid"][p, :] = TEN
            g["hid_n"][p] = 2
    g["court"][:] = TEN
    return st


def test_option_past_the_options_does_not_read_face_down_cards():
    g = table_with_tens(0)[0]
    assert g["hid"][1, 0] == TEN                     # opt[NOPT + 2p + i] is hid[p, i]
    for p in range(1, 4):
        for i in range(2):
            assert iview.option(g, NOPT + 2 * p + i) == 0


def test_claims_before_the_table_does_not_read_face_down_cards():
    g = table_with_tens(0)[0]
    for p in range(1, 4):
        for i in range(2):
            assert iview.claims(g, 0, -120 + 2 * p + i) == 0


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_my_card_at_minus_three_and_four_does_not_read_the_seat_before(seat):
    g = table_with_tens(seat)[0]
    g["hid"][seat, :] = 0                             # my own cards: Aces
    assert iview.my_card(g, -3) == INONE and iview.my_card(g, -4) == INONE
    assert iview.my_card(g, 0) == 0 and iview.my_card(g, 1) == 0


def test_coins_before_the_table_does_not_read_the_court():
    g = table_with_tens(0)[0]
    assert [iview.coins(g, j - 35) for j in range(MAXC)] == [0] * MAXC
    assert iview.coins(g, -15) == 0                   # was the court's size


PEEKER = """
from simcore.intrige.view import claimed, claimer, decision, option, claims, my_card, coins
from simcore.intrige.state import D_CHALLENGE, DEFER

def peeker(g, me, prm):
    # challenge a claim exactly when the claimer's face-down cards, read past the options
    # (and past the claims), show no such role; count the court's copies read past coins
    if decision(g) != D_CHALLENGE:
        return DEFER
    c, r = claimer(g), claimed(g)
    a = OPT(24 + 2 * c)
    b = OPT(25 + 2 * c)
    x = CLM(-120 + 2 * c)
    y = CLM(-119 + 2 * c)
    k = 0
    for j in range(20):
        k += COINS(j - 35) == r
    mine = MY(-3) == r or MY(-4) == r
    if a != r and b != r and x != r and y != r and not mine:
        return 1
    return 1 if k > 1 else 0
"""


def _policy(tmp_path, name, honest):
    """The peeking policy, or (honest) the same policy with every leaky read replaced by the
    helper's documented answer for a number out of range."""
    body = PEEKER.replace("peeker", name)
    if honest:
        body = body.replace("OPT(24 + 2 * c)", "0").replace("OPT(25 + 2 * c)", "0")
        body = body.replace("CLM(-120 + 2 * c)", "0").replace("CLM(-119 + 2 * c)", "0")
        body = body.replace("COINS(j - 35)", "0").replace("MY(-3)", "-1")
        body = body.replace("MY(-4)", "-1")
    else:
        body = body.replace("OPT(", "option(g, ").replace("CLM(", "claims(g, 0, ")
        body = body.replace("COINS(", "coins(g, ").replace("MY(", "my_card(g, ")
    f = tmp_path / f"{name}.py"
    f.write_text(textwrap.dedent(body))
    return get(f"{f}:{name}")


def test_a_policy_reading_hidden_cards_through_the_leaks_gains_nothing(tmp_path):
    """The policy that challenges exactly the bluffs it could see (issue 46: 72% against
    shark where a fair file wins 36%) now plays every game exactly as the same policy reading
    the helpers' fixed answers instead."""
    peeker = _policy(tmp_path, "peeker", honest=False)
    twin = _policy(tmp_path, "twin", honest=True)
    # its decisions do not change when the hidden cards do
    decided = 0
    for snap in intrige_positions(4, 5, 5):
        g = snap[0]
        if g["dec"] != D_CHALLENGE:
            continue
        me = int(g["dec_p"])
        other = snap.copy()
        intrige_scramble(other, decided)
        a = peeker.decide(snap.copy()[0], me, peeker.prm())
        assert a == peeker.decide(other[0], me, peeker.prm())
        assert a == twin.decide(snap.copy()[0], me, twin.prm())
        decided += 1
    assert decided > 10
    shark = get("shark")
    won = []
    for s in (peeker, twin):
        w = np.concatenate([c.winner for c in games(Match([s, shark], games=400, seed=46))])
        won.append(w)
    assert np.array_equal(won[0], won[1])
    assert (won[0] == 0).mean() < 0.5                 # no edge on shark from the leaks


# --- Dominion ------------------------------------------------------------------------------

KINGDOM = ["Haven", "Native Village", "Island", "Blockade", "Embargo", "Pirate Ship",
           "Sentry", "Library", "Militia", "Courtier"]


def dominion_values(g):
    """(in range, out of range) per parameter name of the Dominion helpers; out of range: the
    neighbours, the numbers of the reported leaks, huge ones."""
    n = int(g["n"])
    me = int(g["dec_p"])
    seats = [me] + [p for p in range(n) if p != me]
    cards = [int(c) for c in g["cards"][:g["ncards"]]]
    leaks = [NCP + c for c in cards[:4]] + [NCP + 1, 113, 120, 621, 621 + NCP + cards[0],
                                           MATS * NCP + cards[0], MATS * NCP * (DMAXP - 1)]
    others = sorted(set(range(NC)) - set(cards))[:3]
    return {
        "me": (seats, [-1, n, DMAXP] + BIG),
        "p": (seats, sorted(set(range(-2, DMAXP + 1)) - set(seats)) + BIG),
        "c": (cards + others, [-1, -2, -NCP, NC, NCP - 1, NCP] + leaks + BIG),
        "m": (list(range(MATS)), [-2, -1, MATS, MATS + 1] + BIG),
        "o": (list(range(62)), [-3, -1, 62, 63, 64] + BIG),
        "i": (list(range(REV)), [-3, -1, REV, REV + 1] + BIG),
        "x": (list(range(-3, 14)), BIG),
    }


def dominion_positions(n, games_, seed, every=23):
    """Snapshots of every `every`-th decision of random games of n players (the fuzzer's
    random legal answers) in a kingdom with every mat, tokens, reveals and options."""
    ids = sorted(card_id(k) for k in KINGDOM)
    cards = np.array(list(BASIC) + ids, dtype=np.int64)
    sizes = np.array([pile_size(c, n) for c in cards], dtype=np.int64)
    st = dominion_states(1)
    g = st[0]
    for gi in range(games_):
        engine.setup(g, n, cards, sizes, np.uint64(game_key(seed, gi)), 40, 2)
        r = np.uint64(game_key(seed ^ 0x46, gi))
        k = 0
        while not g["done"]:
            if k % every == 0:
                yield st.copy()
            r, x = next_u64(r)
            engine.step(g, fuzz.random_answer(g, x))
            k += 1


def dominion_scramble(st, r):
    """Deal the other seats' hands and draw piles again and shuffle the decider's draw pile
    (hidden.resample); swap cards between the others' face-down mats (Haven, Native Village)
    and scramble every slot past a live one (the decks' stale cards, old revealed cards) and
    the game's random stream."""
    g = st[0]
    me = int(g["dec_p"])
    rnd = np.random.default_rng(r)
    hidden.resample(g, me, np.uint64(r))
    cards = g["cards"][:g["ncards"]]
    for p in range(int(g["n"])):
        if p != me:
            for m in (MAT_HAVEN, MAT_NATIVE):
                g["mat"][p, m, cards] = g["mat"][p, m, rnd.permutation(cards)]
        g["deck"][p, g["deck_n"][p]:CAP] = rnd.choice(cards, CAP - g["deck_n"][p])
    g["rev"][g["rev_n"]:] = rnd.choice(cards, REV - g["rev_n"])
    g["rng"] = np.uint64(rnd.integers(1 << 62))


@pytest.mark.parametrize("n", [2, 3])
def test_no_dominion_helper_answer_depends_on_hidden_cards(n):
    helpers = public_helpers(dview, dominion_table())
    assert {"in_hand", "trashed", "supply", "on_mat", "revealed", "cost"} <= set(helpers)
    checked = same_answers_when_scrambled(helpers, dominion_positions(n, 3, 46 + n),
                                          dominion_values, dominion_scramble)
    assert checked > 20


def dominion_position():
    """A 3-player position at the first decision of seat 0, its neighbours' hands, decks and
    face-down mats known."""
    from tests.position import Position
    pos = Position(players=3, kingdom=KINGDOM)
    pos.set(0, hand=["Copper"] * 3 + ["Estate"] * 2, deck=["Silver", "Gold"])
    pos.set(1, hand=["Gold"] * 5, deck=["Province", "Duchy", "Gold", "Sentry"])
    pos.set(2, hand=["Militia", "Library", "Gold", "Gold", "Copper"], deck=["Gold"] * 8)
    pos.g["mat"][1, MAT_HAVEN, card_id("Gold")] = 1
    pos.g["mat"][2, MAT_NATIVE, card_id("Province")] = 2
    pos.begin(0)
    assert int(pos.g["dec_p"]) == 0
    return pos.g


def test_in_hand_past_the_row_does_not_read_the_next_seats_hand():
    g = dominion_position()
    assert g["hand"][1, card_id("Gold")] == 5         # hand[0, NCP + c] is hand[1, c]
    for c in range(NCP):
        assert dview.in_hand(g, 0, NCP + c) == 0
        assert dview.in_hand(g, 0, 2 * NCP + c) == 0


def test_trashed_past_the_trash_does_not_read_the_decks():
    g = dominion_position()
    assert [dview.trashed(g, NCP + 1 + k) for k in range(64)] == [0] * 64


def test_supply_far_past_the_supply_does_not_read_hands():
    g = dominion_position()
    for p in range(3):
        for c in range(NCP):
            assert dview.supply(g, 621 + NCP * p + c) == 0


def test_on_mat_past_my_mats_does_not_read_the_others_face_down_mats():
    g = dominion_position()
    gold, prov = card_id("Gold"), card_id("Province")
    assert dview.on_mat(g, 0, 0, MAT_HAVEN, MATS * NCP + gold) == 0      # seat 1's Haven
    assert dview.on_mat(g, 0, 0, MAT_NATIVE, 2 * MATS * NCP + prov) == 0  # seat 2's
    assert dview.on_mat(g, 0, 0, 0, 1 << 40) == 0
    assert dview.on_mat(g, 0, 1, MAT_HAVEN, gold) == 0                 # face down: hidden
    assert dview.on_mat(g, 0, 0, MATS + MAT_HAVEN, gold) == 0


def test_dominion_out_of_range_numbers_get_the_documented_answers():
    g = dominion_position()
    gold = card_id("Gold")
    for c in [-1, -2, NC, NCP, 1 << 62, -(1 << 62)]:
        assert dview.supply(g, c) == 0 and dview.trashed(g, c) == 0 and dview.cost(g, c) == 0
        assert dview.count(g, 0, c) == 0 and dview.in_hand(g, 0, c) == 0
        assert dview.in_play(g, c) == 0 and dview.embargo_tokens(g, c) == 0
        assert dview.staying(g, 0, c) == 0 and not dview.wants(g, 0, c)
    for p in [-1, 3, DMAXP, 1 << 62]:
        assert dview.hand_size(g, p) == 0 and dview.turn(g, p) == 0 and dview.vp(g, p) == 0
        assert dview.deck_left(g, p) == 0 and dview.pirate_coins(g, p) == 0
        assert dview.count(g, p, gold) == 0 and dview.money(g, p) == 0
        assert dview.treasures(g, p) == 0 and dview.deck_size(g, p) == 0
        assert dview.in_hand(g, p, gold) == 0 and dview.hand_money(g, p) == 0
    for i in [-1, int(g["rev_n"]), REV, 1 << 62]:
        assert dview.revealed(g, i) == DNONE
    for o in [-1, 62, 64, 1 << 62]:
        assert not dview.taken(g, o)
    # in range, the fields' own values
    assert dview.count(g, 1, gold) == 6 and dview.hand_size(g, 2) == 5
    assert dview.in_hand(g, 0, card_id("Estate")) == 2 and dview.in_hand(g, 1, gold) == 0
    assert dview.supply(g, gold) == g["supply"][gold] and dview.cost(g, gold) == 6


def test_a_float_index_is_still_a_compile_error():
    """The checks convert to unsigned only integers: a float seat is refused by numba, as
    numba refused a float index before."""
    from numba.core.errors import TypingError
    g = dominion_position()
    with pytest.raises(TypingError):
        dview.supply(g, 1.5)
    with pytest.raises(TypingError):
        iview.coins(table_with_tens(0)[0], 1.5)
