"""Engine invariants over many fuzzed games: random kingdoms from every implemented card,
2-6 players, random legal (and some illegal) answers, every invariant checked after every
step (simcore/dominion/checks.py)."""
import ast
from pathlib import Path

import numpy as np
import pytest

from simcore.dominion.card_sets import new_states
from simcore.dominion.cards import ACTION, BASIC, IMPLEMENTED, NAMES, PLAIN, TYPES, pile_size, snake
from simcore.dominion.checks import CHECK_NAMES
from simcore.dominion.engine import setup
from simcore.dominion.fuzz import fuzz
from simcore.dominion.state import BUY
from simcore.rng import game_key

KINGDOM_POOL = sorted(IMPLEMENTED - set(BASIC))


def run_fuzz(seed, players, kingdom, games, edition=2, turn_limit=60):
    cards = np.array(list(BASIC) + sorted(kingdom), dtype=np.int64)
    sizes = np.array([pile_size(c, players) for c in cards], dtype=np.int64)
    codes = np.zeros(games, np.int64)
    steps = np.zeros(games, np.int64)
    fuzz(new_states(1), seed, 0, games, players, cards, sizes, turn_limit, edition, codes, steps)
    return codes, steps


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(4))
def test_random_kingdoms_keep_every_invariant(players, seed):
    rng = np.random.default_rng([seed, players])
    kingdom = rng.choice(KINGDOM_POOL, size=min(10, len(KINGDOM_POOL)), replace=False)
    codes, steps = run_fuzz(seed, players, kingdom, games=30)
    bad = np.flatnonzero(codes)
    assert len(bad) == 0, (
        f"game {bad[0]} (seed {seed}, {players} players, kingdom "
        f"{[NAMES[c] for c in sorted(kingdom)]}): {CHECK_NAMES[codes[bad[0]]]} at step "
        f"{steps[bad[0]]}")
    assert steps.min() > 0


def test_every_card_is_fuzzed_with_six_players():
    """Each implemented kingdom card, in kingdoms of ten, with the maximum table."""
    pool = list(KINGDOM_POOL)
    for i in range(0, len(pool), 10):
        kingdom = pool[i:i + 10]
        codes, steps = run_fuzz(99, 6, kingdom, games=12)
        assert not codes.any(), f"{[NAMES[c] for c in kingdom]}: {CHECK_NAMES[codes.max()]}"


def test_plain_actions_are_the_cards_no_set_dispatch_names():
    """engine.run_frame finishes a PLAIN card's frame without its set's dispatch: that is
    right exactly for the Action cards that no dispatch names (their `else: pop`)."""
    named = set()
    for path in (Path(__file__).resolve().parents[1] / "simcore/dominion/effects").glob("*.py"):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.FunctionDef) and node.name.endswith("_effect"):
                for sub in ast.walk(node):
                    if (isinstance(sub, ast.Compare) and isinstance(sub.left, ast.Name)
                            and sub.left.id == "c"):
                        named |= {x.id for x in sub.comparators if isinstance(x, ast.Name)}
    unnamed = {NAMES[i] for i in IMPLEMENTED
               if TYPES[i] & ACTION and snake(NAMES[i]).upper() not in named}
    assert {NAMES[i] for i in range(len(NAMES)) if PLAIN[i]} == unnamed
    assert {"Smithy", "Village", "Bazaar"} <= unnamed and "Witch" not in unnamed


@pytest.mark.parametrize("players", [2, 6])
def test_setup_reaches_the_first_buy_by_the_turn_structure_alone(players):
    """setup reaches the first decision without advance (no card frame can be pending: a
    starting deck holds no Action): in every kingdom of every set, the first player's Buy,
    with $2-$5 and nothing on the effect stack."""
    g = new_states(1)[0]
    pool = list(KINGDOM_POOL)
    for i in range(0, len(pool), 10):
        cards = np.array(list(BASIC) + pool[i:i + 10], dtype=np.int64)
        sizes = np.array([pile_size(c, players) for c in cards], dtype=np.int64)
        for seed in range(5):
            setup(g, players, cards, sizes, np.uint64(game_key(seed, i)), 60, 2)
            assert [g[k] for k in ("dec", "dec_p", "cur", "fx_n", "done")] == [BUY, 0, 0, 0, 0]
            assert 2 <= g["coins"] <= 5 and g["buys"] == 1 and g["turns"][0] == 1
