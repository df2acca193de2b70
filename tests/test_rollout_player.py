"""The rollout player (`rollout[-K]:BOT`, simcore/dominion/rollout.py): it searches its buys
and gains on copies of the game that know only what its seat knows, takes an answer over its
bot's own only where the copies show it better, leaves the game untouched while it searches,
plays the same games whatever the threads, and beats its own bot."""
import json
from pathlib import Path

import numpy as np
import pytest
from numba import njit

from domsim.dominion import api
from simcore.dominion import hidden
from simcore.dominion.driver import driver_for
from simcore.dominion.game import GAME
from simcore.dominion.rollout import public_key
from simcore.dominion.state import NONE
from strategies.dominion.api import Strategy
from strategies.dominion.rollout import DEFAULT_K, rollout_of
from strategies.dominion.spec import get
from strategies.errors import StrategyError
from tests.position import Position, cid


@njit
def buys_nothing(g, me, prm):
    return NONE


NOTHING = Strategy("buys-nothing", buys_nothing, summary="never buys")


def choice(strategies, pos, entry=0):
    """Entry `entry`'s answer to the pending decision of pos, through the match's driver."""
    drv, sids = driver_for(GAME, strategies)
    g = pos.g
    return int(drv.policy(sids[entry], g, int(g["dec_p"]), strategies[entry].prm()))


def fields_equal(a, b):
    """Two state arrays hold the same values, field by field (not the padding between)."""
    return all(np.array_equal(a[f], b[f]) for f in a.dtype.names)


def last_province(mine, theirs, my_deck):
    """Seat 0 to buy with $8, one Province left; seat 0 owns `mine` and draws `my_deck`,
    seat 1 holds `theirs` and 10 Curses in hand and deck (never a coin to spend)."""
    pos = Position(players=2, kingdom=["Smithy"])
    pos.set(0, deck=my_deck, discard=mine)
    pos.set(1, hand=["Curse"] * 5, deck=["Curse"] * 5, discard=theirs)
    pos.supply("Province", 1)
    return pos.begin(0, coins=8)


def test_names_settings_and_errors():
    r = get("rollout:smithy-bm:money=16")
    assert (r.name, r.rollouts) == ("rollout-16:smithy-bm:money=16", DEFAULT_K)
    assert r.params == get("smithy-bm:money=16").params
    assert get("Rollout-4:Big_Money").name == "rollout-4:big-money"
    for spec, words in [("rollout-0:big-money", "out of range"),
                        ("rollout:", "name the bot"),
                        ("rollout-2:rollout-2:big-money", "rollout player already"),
                        ("rollout:big-mony", "unknown strategy")]:
        with pytest.raises(StrategyError, match=words):
            get(spec)


def test_a_file_bots_rollout_player_is_named_again_as_a_whole(tmp_path):
    """Metadata, resume lines and cluster workers name a rollout player over a file's bot
    by its file and the rollout (not the file's bot alone, which would replay another
    player, nor the player's display name, which resolves to nothing)."""
    from domsim.inputs import canonical_spec
    toml = Path(__file__).parent.parent / "examples" / "buy_lists.toml"
    r = get(f"rollout-4:{toml}:witch-bm")
    spec = canonical_spec(r)
    assert spec == f"rollout-4:{toml.resolve()}:witch-bm"
    again = get(spec)
    assert (again.name, again.rollouts, again.bot) == (r.name, 4, r.bot)
    df = api.match([r, "big-money-ultimate"], games=2, kingdom="Witch", progress=False,
                   out=str(tmp_path / "m.parquet"))
    assert json.loads(df.attrs["metadata"]["strategies"])[r.name]["origin"] == spec


def test_it_declines_the_province_that_ends_a_lost_game():
    """9 VP against 17 (27 less 10 Curses), the last Province at $8: buying it ends the
    game 15 to 17. A Duchy now and the Province next turn (ten Golds to draw) win 18 to 17;
    Big Money Ultimate buys the Province, its rollout player the Duchy."""
    pos = last_province(["Province", "Estate", "Estate", "Estate"],
                        ["Province"] * 4 + ["Estate"] * 3, ["Gold"] * 10)
    assert pos.pending() == ("buy", 0, None)
    bmu = get("big-money-ultimate")
    assert choice([bmu, bmu], pos) == cid("Province")
    before = pos.states.copy()
    assert choice([rollout_of("rollout-8:big-money-ultimate", get), bmu], pos) == cid("Duchy")
    assert fields_equal(pos.states, before)             # the search played on copies only


def test_where_every_answer_wins_alike_its_bots_answer_stands():
    """Ahead 30 to 17 and a bot that buys nothing: every answer wins every copy (no one
    buys again until the turn limit); the Province's bigger lead (36 to 17) is a
    thousandth of a win a VP, within the noise assumed of so few copies: its bot's answer
    (nothing) stands."""
    pos = last_province(["Province"] * 5, ["Province"] * 4 + ["Estate"] * 3, ["Copper"] * 10)
    player = rollout_of("rollout-4:x", lambda spec: NOTHING)
    assert choice([NOTHING, NOTHING], pos) == NONE
    assert choice([player, NOTHING], pos) == NONE


def test_its_choice_depends_on_nothing_its_seat_cannot_see():
    """The others' hands and draw piles, its own draw pile's order and the game's random
    stream scrambled: the same answer each time."""
    pos = Position(players=2, kingdom=["Smithy", "Militia", "Village", "Market", "Witch"])
    pos.set(0, hand=[], deck=["Copper", "Estate", "Silver", "Copper", "Smithy", "Copper"],
            discard=["Copper"] * 3 + ["Estate"])
    pos.set(1, hand=["Witch", "Copper", "Gold", "Estate", "Copper"],
            deck=["Silver", "Copper", "Estate", "Copper", "Market", "Copper"])
    pos.begin(0, coins=5)
    player = rollout_of("rollout-8:big-money-ultimate", get)
    bmu = get("big-money-ultimate")
    first, key = choice([player, bmu], pos), public_key(pos.g)
    deals = []
    for r in (3, 17, 99):
        hidden.resample(pos.g, 0, np.uint64(r))
        pos.g["rng"] = np.uint64(r * 7919)
        assert choice([player, bmu], pos) == first
        assert public_key(pos.g) == key                 # the copies' random numbers
        copy = pos.states.copy()                        # the copies' deals: the same cards
        hidden.resample(copy[0], 0, np.uint64(12345))   # in the same places, whatever the
        copy[0]["rng"] = 0                              # hidden arrangement was
        deals.append(copy)
    assert fields_equal(deals[0], deals[1]) and fields_equal(deals[0], deals[2])


def test_same_games_whatever_the_threads_and_better_than_its_bot():
    entries = ["rollout-8:big-money-ultimate", "big-money-ultimate"]
    one = api.match(entries, games=200, kingdom="first-game", threads=1, progress=False)
    two = api.match(entries, games=200, kingdom="first-game", threads=2, progress=False)
    cols = ["wins", "ties", "losses", "mean_vp", "mean_turns"]
    assert one[cols].equals(two[cols])
    assert one["share"][0] > 0.55                      # 62.3% in these 200 games
