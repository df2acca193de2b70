"""Seaside in the catalogue and the tools: `domsim cards --set seaside`, random kingdoms
drawn with `--cards seaside` (implemented cards only; a pool with no set named stays the
first two boxes, so earlier runs draw what they drew), and the play log's lines for
Durations, mats and the extra turn."""
from click.testing import CliRunner

from cli.main import cli
from simcore.dominion.cards import BASIC, IMPLEMENTED, SETS, card_id
from simcore.dominion.plans import card_pool, random_kingdoms


def run(*args):
    r = CliRunner().invoke(cli, list(args))
    assert r.exit_code == 0, r.output
    return r.output


def test_cards_set_seaside_lists_the_implemented_ones():
    out = run("cards", "--set", "seaside")
    rows = {line.split("  ")[0]: line for line in out.splitlines() if "  seaside  " in line}
    assert len(rows) == 26 and all(r.rstrip().endswith("yes") for r in rows.values())
    out = run("cards", "--set", "seaside", "--implemented")
    assert "Wharf" in out and "Smugglers" in out and "Sea Hag" not in out


def test_cards_names_a_duration():
    out = run("cards", "Wharf")
    assert "Action, Duration" in out and "implemented" in out


def test_seaside_pool_draws_only_implemented_seaside_cards():
    pool = card_pool("seaside,seaside1")
    assert pool and all(SETS[c].startswith("seaside") and c in IMPLEMENTED for c in pool)
    assert card_id("Smugglers") in pool and card_id("Pirate") in pool
    for k in random_kingdoms(20, 7, card_pool("seaside,base")):
        assert all(c in IMPLEMENTED and c not in BASIC for c in k)


def test_the_default_pool_is_still_the_first_two_boxes():
    pool = card_pool(None)
    assert pool == sorted(c for c in IMPLEMENTED - set(BASIC)
                          if SETS[c] in ("base", "intrigue", "base1", "intrigue1"))


def test_the_play_log_shows_durations_mats_and_the_extra_turn():
    out = run("play", "bm-haven", "bm-outpost", "--seed", "1", "--kingdom",
              "Haven,Outpost,Caravan,Island")
    assert "from the last turn" in out
    assert "extra turn" in out
    assert "on the Haven mat" in out
    assert " ? " not in out


def test_the_play_log_says_a_treasure_map_leaves_from_play():
    out = run("play", "bm-treasure-map:4", "big-money", "--seed", "1", "--game", "1")
    assert "trashes Treasure Map from play" in out and "trashes Treasure Map from hand" in out
    assert "Treasure Map from the top of the deck" not in out


def test_the_play_log_shows_corsairs_trash_from_play_and_the_blockade_mat():
    out = run("play", "bm-pirate", "bm-corsair", "bm-blockade", "--seed", "3", "--kingdom",
              "Pirate,Corsair,Blockade,Monkey,Sailor,Smugglers,Village,Smithy,Moat,Caravan")
    assert "trashes Silver from play" in out or "trashes Gold from play" in out
    assert "on the Blockade mat" in out and "from the Blockade mat into hand" in out
    assert "Silver from the top of the deck" not in out and " ? " not in out
