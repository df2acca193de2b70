"""The cold compile's second process (simcore/prewarm.py): when it starts, what it leaves, and
that Dominion's list holds every card set's effect dispatch."""
import importlib
import os
import pkgutil
from dataclasses import replace

import pytest

import simcore.dominion.effects as effects
from simcore import prewarm
from simcore.dominion import card_sets
from simcore.dominion import prewarm as dominion_prewarm
from simcore.dominion.game import GAME


@pytest.fixture
def cold(tmp_path, monkeypatch):
    """An empty cache, one start per game not yet made in this process, the processes
    started recorded instead of run."""
    monkeypatch.setenv("DOMSIM_CACHE", str(tmp_path))
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    monkeypatch.setattr(prewarm, "_started", set())
    monkeypatch.setattr(prewarm.os, "cpu_count", lambda: 2)
    started = []
    monkeypatch.setattr(prewarm.child, "start", lambda module, **kw: started.append(module))
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


def test_nothing_starts_without_a_list_or_on_one_core(cold, monkeypatch):
    prewarm.start(replace(GAME, prewarm=""))
    monkeypatch.setattr(prewarm.os, "cpu_count", lambda: 1)
    prewarm.start(GAME)
    assert cold == []


def test_dominions_list_is_the_base_effects_then_every_other_card_sets_code():
    """The base game's effect dispatch (linked into the engine), then every other set's
    effect, default and later effect, for the very signatures the engine calls them by."""
    mods = [importlib.import_module(f"{effects.__name__}.{m.name}")
            for m in pkgutil.iter_modules(effects.__path__)]
    dispatches = {getattr(m, name) for m in mods for name in dir(m)
                  if name.endswith(("_effect", "_default", "_later"))
                  and name.split("_")[0] == m.__name__.rsplit(".", 1)[1]}
    assert len(dispatches) == 12            # 6 effects, 5 defaults (not the base game's), 1 later
    assert dominion_prewarm.BASE == [(effects.base.base_effect, card_sets.EFFECT.args)]
    listed = dict(dominion_prewarm.BASE + dominion_prewarm.OTHER_SETS)
    assert set(listed) == dispatches
    for fs in card_sets.SETS:
        for f, sig in zip(fs, (card_sets.EFFECT, card_sets.DEFAULT, card_sets.LATER)):
            if f is not None:
                assert listed[f] == sig.args


def test_the_loop_is_compiled_ahead_for_the_very_types_a_match_passes_it():
    """The prewarm process compiles the driver's loop last, for types it builds without
    the strategies; the first process must find that compile, not make another."""
    from domsim import match

    run, types = dominion_prewarm.loop_target()
    before = set(run.signatures)
    match(["big-money", "smithy-bm"], games=10)
    match(["big-money", "smithy-bm", "bm-witch"], games=10, kingdom="Witch,Smithy,Moat",
          seed=123)
    assert types in run.signatures
    assert set(run.signatures) - before <= {types}
