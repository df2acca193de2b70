"""Engine versions are scoped per game: the shared core plus the game's own package and
strategies. Editing or adding one game leaves every other game's version (its compile cache
folder and the `--resume` key of its unfinished runs) unchanged; editing the core changes
them all. Checked on a copy of the sources with a second game added beside Dominion."""
import shutil
from pathlib import Path

import pytest

from simcore import games, versions

ROOT = Path(__file__).resolve().parents[1]
NJIT = "from numba import njit\n\n\n@njit(cache=True)\ndef f(x):\n    return x + {}\n"


@pytest.fixture
def tree(tmp_path, monkeypatch):
    """A copy of simcore/ and strategies/ with a second game `other` registered."""
    for top in ("simcore", "strategies"):
        shutil.copytree(ROOT / top, tmp_path / top,
                        ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(versions, "GAMES", dict(games.GAMES, other=games.Entry(
        "simcore.other.game", ("simcore/other/**/*.py", "strategies/other/**/*.py"))))
    monkeypatch.setattr(versions, "_VERSIONS", {})
    return tmp_path


def vs(root):
    versions._VERSIONS.clear()
    return {g: versions.engine_version(g, root) for g in ("dominion", "other")}


def write(root, rel, text):
    p = root / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text)


def test_the_copy_has_dominions_version(tree):
    """The version is computed from the files, wherever they lie: the copy (another folder,
    another game registered beside) has the checkout's Dominion version, and an edit of one
    of its Dominion files tells them apart."""
    assert vs(tree)["dominion"] == versions.source_hash(
        games.CORE_SOURCES + games.GAMES["dominion"].sources, ROOT)
    p = tree / "simcore/dominion/engine.py"
    p.write_text(p.read_text() + "\n# edited\n")
    assert vs(tree)["dominion"] != versions.engine_version("dominion")


def test_adding_and_editing_another_game_leaves_dominion_alone(tree):
    before = vs(tree)
    write(tree, "simcore/other/engine.py", NJIT.format(1))
    write(tree, "strategies/other/bots.py", NJIT.format(2))
    added = vs(tree)
    assert added["dominion"] == before["dominion"]
    assert added["other"] != before["other"]
    write(tree, "simcore/other/engine.py", NJIT.format(3))
    edited = vs(tree)
    assert edited["dominion"] == before["dominion"]
    assert edited["other"] != added["other"]
    write(tree, "strategies/other/bots.py", NJIT.format(4))
    assert vs(tree)["dominion"] == before["dominion"]


def test_editing_dominion_leaves_the_other_game_alone(tree):
    write(tree, "simcore/other/engine.py", NJIT.format(1))
    before = vs(tree)
    p = tree / "simcore/dominion/engine.py"
    p.write_text(p.read_text() + "\n# edited\n")
    after = vs(tree)
    assert after["dominion"] != before["dominion"] and after["other"] == before["other"]
    write(tree, "strategies/dominion/new_bots.py", NJIT.format(5))     # a Dominion strategy file
    again = vs(tree)
    assert again["dominion"] != after["dominion"] and again["other"] == before["other"]


def test_editing_the_core_changes_every_game(tree):
    before = vs(tree)
    p = tree / "simcore/rng.py"
    p.write_text(p.read_text() + "\n# edited\n")
    after = vs(tree)
    assert all(after[g] != before[g] for g in after)


def test_files_without_compiled_code_do_not_count(tree):
    before = vs(tree)
    write(tree, "simcore/dominion/notes.py", "X = 1\n")
    write(tree, "simcore/other/docs.py", "Y = 2\n")
    assert vs(tree) == before


def test_each_file_compiles_into_its_scope_folder(tree):
    v = vs(tree)
    assert versions.scope_of(tree / "simcore/dominion/engine.py", tree) == \
        f"dominion-{v['dominion']}"
    assert versions.scope_of(tree / "strategies/dominion/canonical.py", tree) == \
        f"dominion-{v['dominion']}"
    write(tree, "strategies/other/bots.py", NJIT.format(2))
    v = vs(tree)
    assert versions.scope_of(tree / "strategies/other/bots.py", tree) == f"other-{v['other']}"
    assert versions.scope_of(tree / "simcore/rng.py", tree).startswith("core-")
    outside = tree.parent / "mybots.py"
    with versions.scope("other"):
        assert versions.scope_of(outside, tree) == f"other-{v['other']}"
    assert versions.scope_of(outside, tree).startswith("any-")


def test_the_tables_compiled_code_reads_count(tree):
    """numba freezes the module globals a function reads (card costs, play priorities,
    decision codes) and checks only the function's own file: an edit of cards.py or
    state.py, which hold no compiled code, must still change the version (a stale cache
    once kept old play priorities after cards.py was edited). The card table's rows come
    from the set modules (sets/<set>.py, loaded by name) and the registration: an edit of
    either counts too."""
    before = vs(tree)
    for rel in ("simcore/dominion/cards.py", "simcore/dominion/state.py",
                "simcore/dominion/card_types.py", "simcore/dominion/sets/__init__.py",
                "simcore/dominion/sets/seaside.py", "simcore/dominion/sets/base1.py"):
        p = tree / rel
        p.write_text(p.read_text() + "\n# edited\n")
        after = vs(tree)
        assert after["dominion"] != before["dominion"], rel
        before = after
    p = tree / "simcore/dominion/playlog.py"        # read by Python only: no recompile
    p.write_text(p.read_text() + "\n# edited\n")
    assert vs(tree) == before


def test_the_state_layout_counts(tree):
    """A game's state record is laid out by simcore/game.py (state_dtype, the common header),
    which holds no compiled code: an edit there changes the version of a game whose record
    it lays out, as the fields compiled code reads may have moved."""
    before = vs(tree)
    p = tree / "simcore/game.py"
    p.write_text(p.read_text() + "\n# edited\n")
    after = vs(tree)
    assert after["dominion"] != before["dominion"]


def test_a_driver_is_new_when_its_strategys_file_changes_anywhere(tmp_path):
    """A strategy outside the engine's sources (a benchmark's, an example's) may read a
    module-level table: numba compiles it into the driver and checks only the driver's own
    file, so an edit of the table alone, the functions' text unchanged, must name a new
    driver (benchmarks/defaults.py's alternatives once ran on a stale one)."""
    import importlib.util

    from simcore import driver
    from simcore.games import get

    def kind_from(text, name):
        path = tmp_path / f"{name}.py"
        path.write_text(text)
        spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)

        class Kind:
            def functions(self):
                return [mod.decide]

            def source_text(self):
                return "def decide(g, me, prm):\n    return TABLE[0]\n"
        return Kind()

    body = "\n\ndef decide(g, me, prm):\n    return TABLE[0]\n"
    game = get("dominion")
    a = driver.module_name(game, [kind_from("TABLE = (1,)\n" + body, "alt_a")], "x")
    b = driver.module_name(game, [kind_from("TABLE = (2,)\n" + body, "alt_b")], "x")
    again = driver.module_name(game, [kind_from("TABLE = (1,)\n" + body, "alt_c")], "x")
    assert a != b
    assert again != a          # another file (its path is part of the text)
    assert driver.module_name(game, [kind_from("TABLE = (1,)\n" + body, "alt_a")], "x") == a
