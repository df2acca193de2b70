"""simcore.plan.run_plan keeps every finished matchup on disk: within SAVE_EVERY seconds of
its end whatever the next matchup does (a strategy stuck in a loop never ends its chunk),
and when a later matchup fails. Stand-in matchups from test_plan_at_once."""
import threading
import time

import pyarrow.parquet as pq
import pytest

from simcore.plan import parts_dir, run_plan
from tests.test_plan_at_once import BUDGET, PLAN, Toy


def _saved(out):
    return sorted(i for f in parts_dir(out).glob("part-*.parquet")
                  for i in set(pq.read_table(f).column("matchup").to_pylist()))


class Stuck(Toy):
    """m1 never ends by itself: it waits for `release` (as a looping strategy would)."""

    def __init__(self):
        super().__init__(slow=0.0)
        self.release = threading.Event()

    def __call__(self, mu, seed, budget, progress, stop):
        if mu.identity == "m1":
            self.release.wait()
            return None
        return super().__call__(mu, seed, budget, progress, stop)


def test_a_finished_matchup_is_saved_while_the_next_one_never_ends(tmp_path):
    out = tmp_path / "t.parquet"
    toy = Stuck()
    t = threading.Thread(target=lambda: pytest.raises(Exception, run_plan, PLAN, 5, toy,
                                                      BUDGET, out=out), daemon=True)
    t.start()
    try:
        t0 = time.monotonic()                   # m0 ends at once; m1 is stuck from then on
        while _saved(out) != [0]:
            assert time.monotonic() - t0 < 120, "m0 never reached the disk"
            time.sleep(0.05)
        assert t.is_alive()                     # m1 still stuck: saved all the same
    finally:
        toy.release.set()
        t.join(60)


def test_a_failure_keeps_the_matchups_before_it_and_resume_gives_the_same_file(tmp_path):
    whole = tmp_path / "whole.parquet"
    run_plan(PLAN, 5, Toy(slow=0.0), BUDGET, out=whole)
    cut = tmp_path / "cut.parquet"
    with pytest.raises(ValueError, match="m3 failed"):
        run_plan(PLAN, 5, Toy(fail={"m3"}, slow=0.0), BUDGET, out=cut)
    assert _saved(cut) == [0, 1, 2]             # all fast: one write at the end, not lost
    run_plan(PLAN, 5, Toy(slow=0.0), BUDGET, out=cut, resume=True)
    assert cut.read_bytes() == whole.read_bytes()
