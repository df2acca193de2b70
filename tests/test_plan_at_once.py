"""simcore.plan.run_plan playing several matchups at a time: the same rows and files as one
at a time, rows in plan order, progress counted in plan order, a stop that saves the
finished matchups from the first on, and a failure that names its own matchup (the first
failing one in plan order). The matchups here are Python stand-ins that finish out of
order; the games' own identity over threads is tested per command (test_run_identity,
test_tournament)."""
import threading
import time

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from simcore.plan import Budget, Matchup, PlanInterrupted, derive_seed, parts_dir, run_plan

PLAN = [Matchup(f"m{i}", (f"a{i}", f"b{i}"), {"pairing": f"a{i} vs b{i}"}) for i in range(7)]
BUDGET = Budget(games=30)


class Toy:
    """play_one: three blocks of 10 games; even matchups take longer than odd ones (or a
    block takes times[i] seconds), so with two at a time the odd ones finish first; those in
    `fail` raise after their first block.
    Counts how many play at once, and notes which started and which were stopped."""

    def __init__(self, fail=(), slow=0.02, times=None):
        self.fail, self.slow, self.times = set(fail), slow, times or {}
        self.now = self.most = 0
        self.stopped, self.started = [], []
        self.lock = threading.Lock()

    def __call__(self, mu, seed, budget, progress, stop):
        with self.lock:
            self.now += 1
            self.most = max(self.most, self.now)
        try:
            i = int(mu.identity[1:])
            self.started.append(i)
            for block in range(3):
                if stop():
                    self.stopped.append(i)
                    return None
                time.sleep(self.times.get(i, self.slow if i % 2 == 0 else self.slow / 4))
                if mu.identity in self.fail:
                    raise ValueError(f"{mu.identity} failed")
                if progress is not None:
                    progress(10)
            return pa.table({"entry": pa.array(list(mu.entries)),
                             "games": pa.array([budget.games] * 2, pa.int64()),
                             "seed_mod": pa.array([seed % 1000] * 2, pa.int64())})
        finally:
            with self.lock:
                self.now -= 1


@pytest.mark.parametrize("at_once", [2, 3])
def test_rows_and_file_are_those_of_one_at_a_time(tmp_path, at_once):
    one = run_plan(PLAN, 5, Toy(), BUDGET, out=tmp_path / "one.parquet")
    toy = Toy()
    many = run_plan(PLAN, 5, toy, BUDGET, out=tmp_path / "many.parquet", at_once=at_once)
    assert toy.most == at_once
    assert many.equals(one)
    assert (tmp_path / "many.parquet").read_bytes() == (tmp_path / "one.parquet").read_bytes()
    assert one.column("matchup").to_pylist() == [i for i in range(7) for _ in range(2)]
    assert one.column("seed_mod").to_pylist()[::2] == [derive_seed(5, f"m{i}") % 1000
                                                        for i in range(7)]


def test_progress_counts_every_game_and_the_matchups_in_plan_order():
    calls = []
    lock = threading.Lock()

    def progress(k, done):
        with lock:
            calls.append((k, done))
    run_plan(PLAN, 5, Toy(), BUDGET, progress=progress, at_once=2)
    assert sum(k for k, _ in calls) == 7 * 30
    finished = [done for k, done in calls if k == 0]
    assert finished == list(range(1, 8))        # once per matchup, in plan order
    # a chunk is counted against the matchups finished before it, never ahead of them
    assert all(0 <= done <= 7 for _, done in calls)


def test_a_stop_saves_the_finished_matchups_from_the_first_and_resumes_to_the_same_file(
        tmp_path):
    whole = tmp_path / "whole.parquet"
    run_plan(PLAN, 5, Toy(), BUDGET, out=whole)
    cut = tmp_path / "cut.parquet"
    seen = []

    def stop():
        return len(seen) >= 9                   # in the middle of the run

    toy = Toy()
    with pytest.raises(PlanInterrupted) as info:
        run_plan(PLAN, 5, toy, BUDGET, out=cut, stop=stop, at_once=2,
                 progress=lambda k, done: seen.append(k) if k else None)
    saved = [pq.read_table(f).column("matchup").to_pylist()
             for f in sorted(parts_dir(cut).glob("part-*.parquet"))]
    ids = sorted({i for part in saved for i in part})
    assert ids == list(range(info.value.done))   # a prefix: nothing beyond a gap
    assert 0 < info.value.done < 7
    assert not cut.exists()
    run_plan(PLAN, 5, Toy(), BUDGET, out=cut, resume=True, at_once=2)
    assert cut.read_bytes() == whole.read_bytes()


def test_a_failure_names_its_own_matchup_the_first_in_plan_order():
    # m2 (slow) and m3 (fast) play together and fail: m3 first in time, m2 first in plan order
    toy = Toy(fail={"m2", "m3"}, times={0: 0.01, 1: 0.01, 2: 0.2, 3: 0.01})
    with pytest.raises(ValueError, match="m2 failed") as info:
        run_plan(PLAN, 9, toy, BUDGET, at_once=2)
    assert info.value.matchup is PLAN[2]
    assert info.value.matchup_seed == derive_seed(9, "m2")
    assert sorted(toy.started) == [0, 1, 2, 3]   # nothing after m3's failure
    assert toy.now == 0                          # nothing still playing after the raise


def test_after_a_failure_nothing_new_starts_and_what_plays_beside_it_stops():
    # m0 (fails after its first block) and m1 (fast) start together; m2 starts when m1 ends,
    # and is stopped at its next block once m0's failure is taken
    toy = Toy(fail={"m0"}, times={0: 0.3, 1: 0.01, 2: 0.5})
    with pytest.raises(ValueError, match="m0 failed"):
        run_plan(PLAN, 9, toy, BUDGET, at_once=2)
    assert toy.stopped == [2] and toy.started == [0, 1, 2]
    # m1 (fast) fails while m0 plays: no matchup after m1 starts, m0 plays to its end
    toy = Toy(fail={"m1"}, times={0: 0.1, 1: 0.01})
    with pytest.raises(ValueError, match="m1 failed"):
        run_plan(PLAN, 9, toy, BUDGET, at_once=2)
    assert toy.stopped == [] and sorted(toy.started) == [0, 1]


def test_a_failure_one_at_a_time_carries_its_matchup_too():
    with pytest.raises(ValueError) as info:
        run_plan(PLAN, 9, Toy(fail={"m4"}), BUDGET)
    assert info.value.matchup is PLAN[4]
    assert info.value.matchup_seed == derive_seed(9, "m4")
