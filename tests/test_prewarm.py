"""The cold compile's second process (simcore/prewarm.py): when it starts, what it leaves, and
that Dominion's list holds every card set's effect dispatch."""
import ast
import importlib
import os
import pkgutil
import subprocess
import sys
from dataclasses import replace
from types import SimpleNamespace

import pytest

import simcore.dominion.effects as effects
from simcore import prewarm
from simcore.dominion import card_sets, engine
from simcore.dominion import prewarm as dominion_prewarm
from simcore.dominion.game import GAME
from simcore.dominion.sets import REGISTERED
from simcore.dominion.state import NSETS, RECORD


@pytest.fixture
def cold(tmp_path, monkeypatch):
    """An empty cache, one start per game not yet made in this process, the processes
    started recorded instead of run."""
    monkeypatch.setenv("DOMSIM_CACHE", str(tmp_path))
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    monkeypatch.delenv("DOMSIM_PREWARM", raising=False)
    monkeypatch.setattr(prewarm, "_started", set())
    monkeypatch.setattr(prewarm.os, "cpu_count", lambda: 2)
    started = []
    monkeypatch.setattr(prewarm.child, "start",
                        lambda module, **kw: started.append(module) or SimpleNamespace(pid=1))
    return started


def test_a_cold_engine_starts_the_games_prewarm_once(cold):
    prewarm.start(GAME)
    prewarm.start(GAME)
    assert cold == ["simcore.dominion.prewarm"]


def test_one_start_between_processes_until_the_lease_runs_out(cold):
    prewarm.start(GAME)
    prewarm._started.clear()                            # another process, as far as it knows
    prewarm.start(GAME)
    assert cold == ["simcore.dominion.prewarm"]
    lease = prewarm.stamp("dominion").with_name("prewarm-started")
    old = lease.stat().st_mtime - prewarm.LEASE - 1
    os.utime(lease, (old, old))                          # started long ago, and no stamp
    prewarm._started.clear()
    prewarm.start(GAME)
    assert cold == ["simcore.dominion.prewarm"] * 2


def test_nothing_starts_once_the_list_is_in_the_cache(cold):
    prewarm.compile_all("dominion", [])                 # what the process leaves at its end
    assert prewarm.stamp("dominion").exists()
    prewarm.start(GAME)
    assert cold == []


def test_a_cache_folder_that_cannot_be_made_starts_nothing_and_raises_nothing(
        cold, tmp_path, monkeypatch):
    """The start comes at `import simcore.dominion`, which must not fail for it."""
    (tmp_path / "a-file").write_text("")
    monkeypatch.setenv("DOMSIM_CACHE", str(tmp_path / "a-file" / "cache"))
    assert prewarm.start(GAME) is None
    assert cold == []


def test_nothing_starts_without_a_list_or_on_one_core(cold, monkeypatch):
    prewarm.start(replace(GAME, prewarm=""))
    monkeypatch.setattr(prewarm.os, "cpu_count", lambda: 1)
    prewarm.start(GAME)
    assert cold == []


def _run(code, cache=None):
    """The last line `code` prints, run in a fresh interpreter (on the cache folder `cache`
    if given)."""
    env = dict(os.environ)
    if cache:
        env["DOMSIM_CACHE"] = str(cache)
        env.pop("NUMBA_CACHE_DIR", None)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True).stdout
    return out.strip().splitlines()[-1]


def test_importing_dominion_starts_its_prewarm_before_any_compiled_module(tmp_path):
    """On a cold cache the package's import starts the second process first, so that it
    compiles alongside this process's imports (simcore/dominion/__init__.py)."""
    code = (
        "import os, sys\n"
        "os.cpu_count = lambda: 2\n"
        "from simcore import child\n"
        "def start(module, *args, **popen):\n"           # what was imported by then
        "    print((module, sorted(m for m in sys.modules if m.startswith('simcore.dominion.'))))\n"
        "    os._exit(0)\n"
        "child.start = start\n"
        "import simcore.dominion.zones\n")
    assert _run(code, tmp_path) == "('simcore.dominion.prewarm', [])"


def _imported_by(module):
    """The engine's modules that importing `module` imports, in a fresh interpreter."""
    code = ("import os, sys\n"
            "os.cpu_count = lambda: 1\n"                # no prewarm process of its own
            f"import {module}\n"
            "print(sorted(m for m in sys.modules if m.startswith('simcore.dominion.')))\n")
    return set(ast.literal_eval(_run(code)))


def test_the_prewarm_compiles_the_value_helpers_then_the_base_effects_without_choose():
    """The prewarm process compiles values.py while the first process compiles zones.py and
    decisions.py, then the base game's effects, before anything imports choose.py (whose
    typed helpers the first process compiles meanwhile): values.py must import none of the
    engine's other compiled modules, and effects/base.py not choose.py."""
    body = ast.parse(open(dominion_prewarm.__file__).read()).body
    first, second = [n for n in body if isinstance(n, (ast.Import, ast.ImportFrom))][:2]
    assert (first.level, first.module, [a.name for a in first.names]) == (1, None, ["values"])
    assert (second.level, second.module, [a.name for a in second.names]) == (1, "effects",
                                                                              ["base"])
    card_data = {"simcore.dominion.card_types", "simcore.dominion.sets",  # plain Python
                 *(f"simcore.dominion.sets.{s}" for s in REGISTERED)}
    assert _imported_by("simcore.dominion.values") == {
        "simcore.dominion.cards", "simcore.dominion.state", "simcore.dominion.values"} | card_data
    base_needs = _imported_by("simcore.dominion.effects.base")
    assert "simcore.dominion.zones" in base_needs
    assert "simcore.dominion.choose" not in base_needs


def test_dominions_list_is_base_effects_frames_loop_then_every_other_card_sets_code():
    """The base game's effect dispatch (linked into the engine), the engine's frames, the
    loop, then every other set's effect, default and later effect, for the very signatures
    the engine calls them by."""
    mods = [importlib.import_module(f"{effects.__name__}.{m.name}")
            for m in pkgutil.iter_modules(effects.__path__)]
    dispatches = {getattr(m, name) for m in mods for name in dir(m)
                  if name.endswith(("_effect", "_default", "_later"))
                  and name.split("_")[0] == m.__name__.rsplit(".", 1)[1]}
    laters = sum(fs[2] is not None for fs in card_sets.SETS)       # Seaside's
    # every set's effect, a default each but the base game's, the laters
    assert len(dispatches) == len(REGISTERED) + NSETS + laters
    assert dominion_prewarm.BASE == [(effects.base.base_effect, card_sets.EFFECT.args)]
    targets = list(dominion_prewarm.targets())
    assert targets[:3] == dominion_prewarm.BASE + [(engine.run_frame, (RECORD,)),
                                                   dominion_prewarm.loop_target()]
    listed = dict(dominion_prewarm.BASE + targets[3:])
    assert set(listed) == dispatches and len(targets) == 3 + 2 * NSETS + laters
    for fs in card_sets.SETS:
        for f, sig in zip(fs, (card_sets.EFFECT, card_sets.DEFAULT, card_sets.LATER)):
            if f is not None:
                assert listed[f] == sig.args


def test_the_frames_are_compiled_for_the_record_type_the_step_calls_them_with():
    """The step calls run_frame(g) with its own record argument: the step's compiles (a
    match's, loaded or made) all take state.RECORD."""
    from domsim import match

    match(["big-money", "smithy-bm"], games=10)
    assert engine.step.signatures
    assert {sig[0] for sig in engine.step.signatures} == {RECORD}
    assert dominion_prewarm.frames_target() == (engine.run_frame, (RECORD,))


def test_the_loop_is_compiled_ahead_for_the_very_types_a_match_passes_it():
    """The prewarm process compiles the driver's loop, for types it builds without the
    strategies; the first process must find that compile, not make another."""
    from domsim import match

    run, types = dominion_prewarm.loop_target()
    before = set(run.signatures)
    match(["big-money", "smithy-bm"], games=10)
    match(["big-money", "smithy-bm", "bm-witch"], games=10, kingdom="Witch,Smithy,Moat",
          seed=123)
    assert types in run.signatures
    assert set(run.signatures) - before <= {types}
