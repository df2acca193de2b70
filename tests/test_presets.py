"""Every preset kingdom of cards.md plays to the end with bots that buy its cards, and
every kingdom card appears in some preset or the all-cards sweep below."""
import numpy as np
import pytest

import strategies
from simcore.dominion.cards import BASIC, IMPLEMENTED, NAMES, PRESETS, SETS, card_id
from simcore.dominion.match import Match, outcomes, play
from strategies.dominion.bm_cards import make_bm


def run(kingdom, bots, games=300, players=None):
    m = Match(bots, sorted(kingdom), games=games, seed=7, threads=2, chunk=games)
    chunks = list(play(m, want_owned=True))
    vp = np.concatenate([c.vp for c in chunks])
    turns = np.concatenate([c.turns for c in chunks])
    owned = np.concatenate([c.owned for c in chunks])
    fallbacks = sum(int(c.fallbacks.sum()) for c in chunks)
    return vp, turns, owned, fallbacks


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_each_preset_plays_with_bots_buying_its_cards(preset):
    kingdom = [card_id(n) for n in PRESETS[preset]]
    bots = [make_bm(c) for c in kingdom[:4]]
    vp, turns, owned, fallbacks = run(kingdom, bots)
    share, _ = outcomes(vp, turns)
    np.testing.assert_allclose(share.sum(axis=1), 1.0)
    assert fallbacks == 0                       # built-in bots never answer illegally
    assert (turns >= 1).all() and (turns <= 100).all()
    # each bot ends most games owning the card it is built around (Mining Village may have
    # been trashed for its +$2)
    supply = [c for c in list(BASIC) + sorted(kingdom)]
    for e, c in enumerate(kingdom[:4]):
        if NAMES[c] != "Mining Village":
            assert (owned[:, e, supply.index(c)] > 0).mean() > 0.5, NAMES[c]


@pytest.mark.parametrize("players", [2, 6])
def test_intrigue_bots_play_in_their_kingdoms(players):
    names = ["double-torturer", "minion-stack", "duke-rush", "masquerade-bm", "courtyard-bm",
             "big-money-ultimate"][:players]
    bots = [strategies.REGISTRY[n] for n in names]
    kingdom = sorted({c for b in bots for c in b.needs})
    vp, turns, owned, fallbacks = run(kingdom, bots, games=200)
    assert fallbacks == 0
    assert vp.max(axis=1).min() > 0


def test_the_card_sets_have_the_published_sizes():
    kingdom = [c for c in range(len(SETS)) if SETS[c] != "basic"]
    by_set = {s: sum(1 for c in kingdom if SETS[c] == s) for s in set(SETS[c] for c in kingdom)}
    assert by_set == {"base": 26, "intrigue": 26, "intrigue1": 6, "base1": 6, "seaside": 26,
                      "seaside1": 8, "prosperity": 25, "prosperity1": 9}
    # Prosperity's two basic cards come with its box
    assert [NAMES[c] for c in range(len(SETS)) if SETS[c] == "basic" and c not in BASIC] == \
        ["Platinum", "Colony"]
    # every card of the three first boxes, both editions, is implemented (Prosperity lands
    # in stages)
    assert all(c in IMPLEMENTED for c in kingdom if not SETS[c].startswith("prosperity"))


def test_seaside_rule_book_kingdoms_are_presets():
    """The Seaside rule books' recommended sets whose cards are implemented (cards.py says
    which and where they come from): `domsim kingdoms` lists them with their sets."""
    from click.testing import CliRunner

    from cli.main import cli
    out = CliRunner().invoke(cli, ["kingdoms"], catch_exceptions=False).output
    for name, sets in [("shore-patrol", "intrigue, seaside"),
                       ("buried-treasure-1e", "seaside, seaside1"),
                       ("reach-for-tomorrow-1e", "base, base1, seaside, seaside1"),
                       ("repetition-1e", "base, base1, seaside, seaside1"),
                       ("high-seas", "seaside"), ("reach-for-tomorrow", "base, seaside"),
                       ("repetition", "base, seaside"),
                       ("a-star-to-steer-by", "intrigue, seaside"),
                       ("give-and-take-1e", "base, seaside, seaside1")]:
        assert f"{name} ({sets}):" in out, name
    assert set(PRESETS["shore-patrol"]) == {"Cutpurse", "Island", "Lighthouse", "Sea Chart",
                                            "Wharf", "Patrol", "Pawn", "Replace",
                                            "Shanty Town", "Trading Post"}
