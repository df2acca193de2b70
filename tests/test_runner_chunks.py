"""simcore.runner.play on several threads keeps two chunks in flight: chunks still come in
game order, each with its own games; two chunks never share a state record; a chunk whose
games raise is reported as that chunk, after every chunk before it; leaving early waits for
what is in flight. A Python stand-in for the compiled loop (its threads sleep, the second
longer, so a thread runs ahead into the next chunk); the engine's own identity over threads
and chunks is tested per game (test_api, test_run_identity)."""
import threading
import time
from types import SimpleNamespace

import numpy as np
import pytest

from simcore import runner

RESULT = np.dtype([("x", np.int64)])


class Loop:
    """driver.run's signature: plays worker t's share [t*count/nt, (t+1)*count/nt) of the
    chunk on state record t; raises in game `raise_at`."""

    def __init__(self, raise_at=None):
        self.raise_at = raise_at
        self.lock = threading.Lock()
        self.records, self.chunks = set(), {}      # records in use; chunk -> workers in it
        self.clash = False
        self.most_chunks = 0

    def run(self, states, t, seed, first, count, n, sids, prms, args, res, end, fb, fb_info,
            extra, want_extra):
        nt = states.shape[0]
        rec = states[t:t + 1].__array_interface__["data"][0]
        with self.lock:
            self.clash |= rec in self.records
            self.records.add(rec)
            self.chunks[first] = self.chunks.get(first, 0) + 1
            self.most_chunks = max(self.most_chunks, len(self.chunks))
        try:
            time.sleep(0.004 * (1 + 2 * t))
            for i in range(t * count // nt, (t + 1) * count // nt):
                if first + i == self.raise_at:
                    raise ZeroDivisionError(f"game {first + i}")
                res[i, 0]["x"] = first + i
                end[i] = 1
        finally:
            with self.lock:
                self.records.discard(rec)
                self.chunks[first] -= 1
                if self.chunks[first] == 0:
                    del self.chunks[first]


def run_of(loop, games=100, chunk=10, threads=2):
    game = SimpleNamespace(new_states=lambda k: np.zeros(k, RESULT), result_dtype=RESULT,
                           extra_columns=lambda m: [])
    driver = SimpleNamespace(run=lambda *a: loop.run(*a))
    return SimpleNamespace(game=game, games=games, chunk=chunk, threads=threads, seed=0,
                           players=1, strategies=[SimpleNamespace(prm=lambda: [0])],
                           setup_args=lambda: (), driver=lambda: (driver, np.zeros(1, np.int64)))


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_chunks_come_in_game_order_each_with_its_own_games(threads):
    loop = Loop()
    chunks = list(runner.play(run_of(loop, games=95, threads=threads)))
    assert [c.first for c in chunks] == list(range(0, 95, 10))
    assert np.concatenate([c.res["x"][:, 0] for c in chunks]).tolist() == list(range(95))
    assert all((c.end == 1).all() for c in chunks)
    assert not loop.clash                          # no state record played by two at once
    assert loop.most_chunks == (1 if threads == 1 else 2)


def test_a_chunk_that_raises_comes_after_the_chunks_before_it():
    loop = Loop(raise_at=57)
    got = []
    with pytest.raises(runner.GameLoopError) as info:
        for c in runner.play(run_of(loop)):
            got.append(c.first)
    assert got == [0, 10, 20, 30, 40]
    assert (info.value.first, info.value.count) == (50, 10)
    assert isinstance(info.value.error, ZeroDivisionError)
    assert not loop.chunks                         # nothing left running


def test_leaving_early_waits_for_the_chunks_in_flight():
    loop = Loop()
    it = runner.play(run_of(loop, games=1000))
    assert [next(it).first for _ in range(3)] == [0, 10, 20]
    it.close()
    assert not loop.chunks and not loop.records
