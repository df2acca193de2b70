"""Intrige: the rule options for the seed's numbers (starting coins, what each action takes or
costs, the forced Coup, the deck), each in a concrete position showing it changes exactly
what it says; the defaults are the seed's numbers (the golden logs show the games unchanged)."""
import numpy as np
import pytest
from click.testing import CliRunner

from cli.main import cli
from simcore.intrige import options, rules
from simcore.intrige.position import Position
from simcore.intrige.state import BANK0, new_states


def pos(players, opts, **hands):
    p = Position(players, opts)
    for k, (hid, coins) in hands.items():
        p.set(int(k[1:]), hid=hid, coins=coins)
    return p


def dealt(n, opts):
    g = new_states(1)[0]
    rules.setup(g, n, np.uint64(5), options.to_array(options.parse(opts)))
    return [int(c) for c in g["coins"][:n]], int(g["bank"]), int(g["court_n"])


def test_the_defaults_are_the_seeds_numbers():
    d = options.defaults()
    assert [d[k] for k in ("start-coins", "income", "foreign-aid", "tax", "steal",
                           "dagger-cost", "coup-cost", "forced-coup")] == \
        ["2", "1", "2", "3", "2", "3", "7", "10"]


@pytest.mark.parametrize("n,opts,coins", [
    (3, [], [2, 2, 2]),
    (3, ["start-coins=3"], [3, 3, 3]),
    (5, ["start-coins=1,2,3"], [1, 2, 3, 3, 3]),          # later seats get the last number
    (2, ["start-coins=4"], [1, 4]),                       # the 2-player rule still holds
    (2, ["start-coins=4", "start-coins-2p=off"], [4, 4]),
    (2, ["start-coins=1,3", "start-coins-2p=off"], [1, 3]),
    (2, ["start-coins-2p=0"], [0, 2]),
])
def test_start_coins_per_seat(n, opts, coins):
    got, bank, _ = dealt(n, opts)
    assert got == coins and bank == BANK0 - sum(coins)


@pytest.mark.parametrize("opts,coins", [({}, [3, 2]), ({"income": "3"}, [5, 2])])
def test_income_takes_the_options_coins(opts, coins):
    p = pos(2, opts, p0=(["Ace", "Ten"], 2), p1=(["King", "Queen"], 2))
    p.begin()
    p.answer("income")
    assert p.coins() == coins


@pytest.mark.parametrize("opts,coins", [({}, [4, 2]), ({"foreign-aid": "3"}, [5, 2])])
def test_foreign_aid_takes_the_options_coins(opts, coins):
    p = pos(2, opts, p0=(["Ace", "Ten"], 2), p1=(["Ace", "Queen"], 2))
    p.begin()
    p.answer("foreign_aid")
    p.answer("no")
    assert p.coins() == coins


@pytest.mark.parametrize("opts,coins", [({}, [5, 2]), ({"tax": "4"}, [6, 2])])
def test_tax_takes_the_options_coins(opts, coins):
    p = pos(2, opts, p0=(["King", "Ten"], 2), p1=(["Ace", "Queen"], 2))
    p.begin()
    p.answer("tax")
    p.answer("pass")
    assert p.coins() == coins


@pytest.mark.parametrize("opts,before,after", [
    ({}, 5, [4, 3]),
    ({"steal": "3"}, 5, [5, 2]),
    ({"steal": "3"}, 2, [4, 0]),                          # never more than the target has
])
def test_steal_takes_the_options_coins_at_most(opts, before, after):
    p = pos(2, opts, p0=(["Ten", "Ace"], 2), p1=(["King", "Queen"], before))
    p.begin()
    p.answer(("steal", 1))
    p.answer("pass")                                      # no challenge
    p.answer("no")                                        # no block
    assert p.coins() == after


def test_dagger_cost_is_paid_refunded_and_needed():
    p = pos(2, {"dagger-cost": "2"}, p0=(["Ten", "Ace"], 2), p1=(["King", "Queen"], 2))
    p.begin()
    assert p.legal(("dagger", 1))
    p.answer(("dagger", 1))                               # a bluff: seat 0 has no Jack
    assert p.coins() == [0, 2]
    p.answer("challenge")
    p.answer("Ten")                                       # the bluffer loses a card ...
    assert p.coins() == [2, 2]                            # ... and gets its 2 coins back
    p = pos(2, {"dagger-cost": "4"}, p0=(["Jack", "Ace"], 3), p1=(["King", "Queen"], 2))
    p.begin()
    assert not p.legal(("dagger", 1))
    p = pos(2, {}, p0=(["Jack", "Ace"], 3), p1=(["King", "Queen"], 2))
    p.begin()
    assert p.legal(("dagger", 1))


@pytest.mark.parametrize("opts,legal", [({}, False), ({"coup-cost": "5"}, True)])
def test_coup_cost_is_needed_and_paid(opts, legal):
    p = pos(2, opts, p0=(["Ten", "Ace"], 5), p1=(["King", "Queen"], 2))
    p.begin()
    assert p.legal(("coup", 1)) == legal
    if legal:
        p.answer(("coup", 1))
        assert p.coins() == [0, 2] and p.pending() == ("lose", 1)


@pytest.mark.parametrize("opts,coins,forced", [
    ({}, 9, False), ({}, 10, True), ({"forced-coup": "8"}, 8, True),
    ({"forced-coup": "8"}, 7, False),
])
def test_forced_coup_threshold(opts, coins, forced):
    p = pos(2, opts, p0=(["King", "Ace"], coins), p1=(["King", "Queen"], 2))
    p.begin()
    assert p.legal("income") != forced and p.legal(("coup", 1))


def test_the_default_player_coups_at_the_options_cost():
    p = pos(2, {"coup-cost": "5"}, p0=(["King", "Ace"], 5), p1=(["King", "Queen"], 2))
    p.begin()
    p.answer("default")
    assert p.coins() == [0, 2] and p.pending() == ("lose", 1)


@pytest.mark.parametrize("n,deck,copies", [(2, "10", 2), (3, "10", 2), (6, "20", 4)])
def test_deck_holds_the_options_cards_per_rank(n, deck, copies):
    g = new_states(1)[0]
    rules.setup(g, n, np.uint64(5), options.to_array({"deck": deck}))
    assert g["copies"] == copies and g["court_n"] == 5 * copies - 2 * n
    court = list(g["court"][:g["court_n"]]) + list(g["hid"][:n].ravel())
    assert sorted(court) == sorted(list(range(5)) * copies)


@pytest.mark.parametrize("args,msg", [
    (["--rule", "forced-coup=6"], "forced-coup=6 is below coup-cost=7"),
    (["--rule", "coup-cost=12"], "forced-coup=10 is below coup-cost=12"),
    (["--rule", "start-coins=1,x"], "one per seat from the starting seat on"),
    (["--rule", "tax=21"], "tax='21': give a whole number from 0 to 20"),
    (["--rule", "start-coins-2p=on"], "from 0 to 20, or off"),
])
def test_bad_numbers_are_one_line_errors(args, msg, tmp_path):
    out = tmp_path / "x.parquet"
    r = CliRunner().invoke(cli, ["intrige", "match", "honest", "honest", "--games", "10",
                                 "--out", str(out), *args])
    assert r.exit_code == 2 and msg in r.output and len(r.output.splitlines()) == 1
    assert not out.exists()


def test_deck_of_10_is_refused_for_4_players(tmp_path):
    r = CliRunner().invoke(cli, ["intrige", "match", *["honest"] * 4, "--games", "10",
                                 "--rule", "deck=10", "--out", str(tmp_path / "x.parquet")])
    assert r.exit_code == 2 and "deck=10 holds too few cards for 4 players (at most 3)" \
        in r.output


def test_a_variant_changes_a_match_and_the_files_name_it(tmp_path):
    out = tmp_path / "m.parquet"
    r = CliRunner().invoke(cli, ["intrige", "match", "fox", "shark", "--games", "200",
                                 "--rule", "start-coins=1,3", "--rule", "start-coins-2p=off",
                                 "--out", str(out), "--quiet"])
    assert r.exit_code == 0, r.output
    import pandas as pd
    assert set(pd.read_parquet(out)["rules"]) == {"start-coins-2p=off,start-coins=1,3"}


# --- the bots read the numbers from the rules -------------------------------------------

def fox_decides(p):
    from strategies.intrige import get
    fox = get("fox")
    return fox.decide(p.g, int(p.g["dec_p"]), fox.prm())


@pytest.mark.parametrize("opts,coins,choice", [
    ({}, 5, ("tax", 0)),
    ({"coup-cost": "5"}, 5, ("dagger", 1)),               # at Coup money it Daggers instead
    ({}, 8, ("dagger", 1)),
    ({"forced-coup": "8"}, 8, ("coup", 1)),               # ... unless the Coup is forced
])
def test_the_fox_uses_coup_money_at_the_variants_numbers(opts, coins, choice):
    from simcore.intrige.position import action_code
    p = pos(2, opts, p0=(["King", "Jack"], coins), p1=(["Ace", "Queen"], 2))
    p.begin()
    assert fox_decides(p) == action_code(*choice)


@pytest.mark.parametrize("opts,coins,steals", [
    ({}, 8, True), ({}, 9, False), ({"steal": "3"}, 9, True), ({"coup-cost": "5"}, 6, True),
    ({"coup-cost": "5"}, 8, False),
])
def test_the_fox_steals_a_player_back_below_the_variants_coup_money(opts, coins, steals):
    from simcore.intrige.position import action_code
    p = pos(3, opts, p0=(["King", "Ten"], 2), p1=(["Queen", "Ace"], 3),
            p2=(["Jack", "Jack"], coins))
    p.begin()
    assert (fox_decides(p) == action_code("steal", 2)) == steals
