"""The same seed gives the same games whatever the thread count or chunk size."""
import numpy as np

import strategies
from simcore.dominion.cards import PRESETS, card_id
from simcore.dominion.match import Match, play

NAMES = ["smithy-bm", "double-witch", "big-money-ultimate"]


def results(threads, chunk, seed=11, games=3000, kingdom=None):
    ss = [strategies.REGISTRY[n] for n in NAMES]
    k = kingdom if kingdom is not None else [card_id("Smithy"), card_id("Witch")]
    m = Match(ss, k, games=games, seed=seed, threads=threads, chunk=chunk)
    chunks = list(play(m, want_owned=True))
    return {f: np.concatenate([getattr(c, f) for c in chunks])
            for f in ("vp", "turns", "end", "fallbacks", "owned")}


def test_thread_count_and_chunk_size_do_not_change_any_game():
    a = results(threads=1, chunk=3000)
    b = results(threads=2, chunk=701)
    for f in a:
        np.testing.assert_array_equal(a[f], b[f], err_msg=f)


def test_a_resumed_range_equals_the_same_games_of_a_full_run():
    ss = [strategies.REGISTRY[n] for n in NAMES]
    m = Match(ss, [card_id("Smithy"), card_id("Witch")], games=2000, seed=5, threads=2, chunk=500)
    full = np.concatenate([c.vp for c in play(m)])
    tail = np.concatenate([c.vp for c in play(m, start=1300)])
    np.testing.assert_array_equal(full[1300:], tail)


def test_seed_changes_the_games():
    a = results(threads=2, chunk=1000, seed=1, games=500)
    b = results(threads=2, chunk=1000, seed=2, games=500)
    assert not np.array_equal(a["vp"], b["vp"])


def test_a_full_preset_kingdom_is_deterministic_too():
    k = sorted(card_id(n) for n in PRESETS["first-game"])
    a = results(threads=1, chunk=400, games=800, kingdom=k)
    b = results(threads=2, chunk=333, games=800, kingdom=k)
    np.testing.assert_array_equal(a["owned"], b["owned"])
