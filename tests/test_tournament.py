"""Tournaments: crosstable consistency, rows equal to `domsim match`, ratings, plan
determinism (adding an entry, threads, chunks, resume), bad input. Games are few: every
matchup uses the one compiled driver."""
import numpy as np
import pandas as pd
import pytest
from click.testing import CliRunner

import domsim
from cli.main import cli
from simcore.plan import derive_seed
from simcore.ratings import fit
from simcore.results import SUMMARY_COLUMNS

FOUR = ["big-money", "smithy-bm", "double-witch", "big-money-ultimate"]
KINGDOM = "Smithy,Witch"


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture(scope="module")
def four(tmp_path_factory):
    d = tmp_path_factory.mktemp("tour")
    r = run("tournament", *FOUR, "--games", 600, "--seed", 3, "--out", d / "t.parquet",
            "--quiet")
    assert r.exit_code == 0, r.output
    return d, pd.read_parquet(d / "t.parquet"), pd.read_parquet(d / "t.ranking.parquet")


def test_rows_and_crosstable_consistency(four):
    _, rows, _ = four
    assert list(rows.columns[:len(SUMMARY_COLUMNS)]) == SUMMARY_COLUMNS
    assert {"matchup", "pairing"} <= set(rows.columns)
    assert rows["matchup"].nunique() == 6 and len(rows) == 12
    for _, g in rows.groupby("matchup"):
        assert g["share"].sum() == pytest.approx(1.0)          # share(a,b) + share(b,a) = 1
        assert (g["games"] == 600).all()
        # seats balanced: each entry started half of the games
        assert g["first_seat_share"].notna().all()
    ct = domsim.tournament(FOUR, games=600, seed=3, progress=False).attrs["crosstable"]
    for r in ct.itertuples():
        back = ct[(ct.strategy == r.opponent) & (ct.opponent == r.strategy)].iloc[0]
        assert r.share + back.share == pytest.approx(1.0)


def test_matchup_rows_equal_domsim_match(four, tmp_path):
    _, rows, _ = four
    g = rows[rows["pairing"] == "big-money vs smithy-bm"].sort_values("entry")
    seed = int(g["seed"].iloc[0])
    ident = f"tournament|big-money|smithy-bm|kingdom={KINGDOM}|players=2"
    assert seed == derive_seed(3, ident)
    r = run("match", "big-money", "smithy-bm", "--games", 600, "--seed", seed, "--kingdom",
            KINGDOM, "--out", tmp_path / "m.parquet", "--quiet")
    assert r.exit_code == 0, r.output
    m = pd.read_parquet(tmp_path / "m.parquet")
    pd.testing.assert_frame_equal(m[SUMMARY_COLUMNS].reset_index(drop=True),
                                  g[SUMMARY_COLUMNS].reset_index(drop=True))


def test_real_ranking_order(four):
    _, _, rank = four
    assert list(rank["strategy"]) == ["double-witch", "smithy-bm", "big-money-ultimate",
                                      "big-money"]
    assert list(rank.columns[:6]) == ["strategy", "rating", "rating_low", "rating_high",
                                      "field_share", "games"]
    assert (rank["rating_low"] < rank["rating"]).all()
    assert (rank["rating"] < rank["rating_high"]).all()
    assert rank["rating"].mean() == pytest.approx(1500.0)


def test_rating_recovers_known_strengths():
    rng = np.random.default_rng(7)
    true = np.array([1.2, 0.6, 0.0, -0.4, -1.4])
    true -= true.mean()
    tables = []
    for i in range(5):
        for j in range(i + 1, 5):
            p = 1 / (1 + np.exp(true[j] - true[i]))
            w = rng.binomial(5000, p)
            tables.append(([i, j], [w, 5000 - w]))
    f = fit(tables, list("abcde"))
    assert list(np.argsort(-f.strength)) == [0, 1, 2, 3, 4]
    assert np.all(np.abs(f.strength - true) < 3 * f.se + 1e-9)
    # the same fit as choix's maximum likelihood Bradley-Terry
    choix = pytest.importorskip("choix")
    comp = np.zeros((5, 5))
    for (i, j), (a, b) in tables:
        comp[i, j], comp[j, i] = a, b
    ref = choix.ilsr_pairwise_dense(comp)
    assert np.allclose(f.strength, ref - ref.mean(), atol=1e-3)
    # Plackett-Luce with 3 players at a table
    import itertools
    tables = []
    for t in itertools.combinations(range(5), 3):
        p = np.exp(true[list(t)])
        tables.append((list(t), rng.multinomial(4000, p / p.sum())))
    f3 = fit(tables, list("abcde"), 3)
    assert list(np.argsort(-f3.strength)) == [0, 1, 2, 3, 4]
    assert np.all(np.abs(f3.strength - true) < 3 * f3.se + 1e-9)


def _common(a, b):
    cols = SUMMARY_COLUMNS + ["pairing"]
    a = a[cols].sort_values(["pairing", "entry"]).reset_index(drop=True)
    b = b[b["pairing"].isin(a["pairing"])][cols].sort_values(["pairing", "entry"])
    return a, b.reset_index(drop=True)


def test_adding_or_reordering_entries_changes_no_other_matchup():
    three = ["smithy-bm", "big-money", "double-witch"]
    a = domsim.tournament(three, games=200, seed=9, kingdom=KINGDOM, progress=False)
    b = domsim.tournament(FOUR[::-1], games=200, seed=9, kingdom=KINGDOM, progress=False)
    x, y = _common(a.attrs["rows"], b.attrs["rows"])
    assert len(x) == 6
    pd.testing.assert_frame_equal(x, y)


def test_threads_chunks_and_resume_give_the_same_files(tmp_path):
    args = dict(games=300, seed=4, kingdom=KINGDOM, progress=False)
    domsim.tournament(FOUR, threads=1, chunk=300, out=tmp_path / "a.parquet", **args)
    domsim.tournament(FOUR, threads=2, chunk=64, out=tmp_path / "b.parquet", **args)
    calls = []

    def stop():                         # ask to stop during the third matchup
        calls.append(1)
        return len(calls) >= 3
    from simcore.plan import PlanInterrupted
    with pytest.raises(PlanInterrupted):
        domsim.tournament(FOUR, threads=2, chunk=100, out=tmp_path / "c.parquet", stop=stop,
                          **args)
    assert not (tmp_path / "c.parquet").exists()
    assert (tmp_path / "c.parquet.parts").is_dir()
    with pytest.raises(domsim.DomsimError, match="--resume"):
        domsim.tournament(FOUR, threads=2, chunk=100, out=tmp_path / "c.parquet", **args)
    domsim.tournament(FOUR, threads=2, chunk=100, out=tmp_path / "c.parquet", resume=True,
                      **args)
    assert not (tmp_path / "c.parquet.parts").exists()
    for name in ("parquet", "ranking.parquet"):
        ref = (tmp_path / f"a.{name}").read_bytes()
        assert (tmp_path / f"b.{name}").read_bytes() == ref
        assert (tmp_path / f"c.{name}").read_bytes() == ref


def test_three_player_tables(tmp_path):
    rank = domsim.tournament(FOUR, players=3, games=120, seed=1, progress=False)
    rows = rank.attrs["rows"]
    assert rows["matchup"].nunique() == 4 and "table" in rows.columns
    assert (rows.groupby("strategy")["matchup"].nunique() == 3).all()
    assert rank["strategy"].iloc[0] == "double-witch"


def test_balanced_sample_beyond_200_tables():
    from simcore.dominion.plans import tables_for
    tabs, sampled = tables_for(20, 4, seed=0)
    assert sampled and len(tabs) <= 200
    counts = np.bincount(np.array(tabs).ravel(), minlength=20)
    assert (counts == counts[0]).all()
    tabs, sampled = tables_for(8, 3)
    assert not sampled and len(tabs) == 56


@pytest.mark.parametrize("args, words", [
    (["big-money"], "at least 2 strategies"),
    (["big-money", "smithy-bmm"], "smithy-bm"),
    (["big-money", "smithy-bm", "--players", 3], "more than the 2 strategies"),
    (["big-money", "smithy-bm", "--precision", 0.5], "--precision must be between 0 and 0.5"),
    (["big-money", "smithy-bm", "--precision", 0.01, "--games", 10], "not both"),
    (["big-money", "smithy-bm", "--kingdom", "Smithy,Wtich"], "Witch"),
])
def test_bad_input_one_line_exit_2(tmp_path, args, words):
    out = tmp_path / "t.parquet"
    r = run("tournament", *args, "--out", out, "--games" if "--games" not in args and
            "--precision" not in args else "--seed", 10 if "--games" not in args and
            "--precision" not in args else 0)
    assert r.exit_code == 2
    assert r.output.startswith("Error:") and words in r.output
    assert len(r.output.strip().splitlines()) == 1
    assert list(tmp_path.iterdir()) == []


def test_existing_output_refused(four):
    d, _, _ = four
    r = run("tournament", *FOUR, "--games", 600, "--seed", 3, "--out", d / "t.parquet")
    assert r.exit_code == 2 and "already exists" in r.output


def test_a_killed_run_resumes_to_the_same_files(tmp_path):
    """A kill loses what was not saved yet: drop the last part file, resume, same bytes."""
    args = dict(games=200, seed=6, kingdom=KINGDOM, progress=False)
    domsim.tournament(FOUR, out=tmp_path / "a.parquet", **args)
    calls = []
    from simcore.plan import PlanInterrupted
    with pytest.raises(PlanInterrupted):
        domsim.tournament(FOUR, out=tmp_path / "k.parquet",
                          stop=lambda: calls.append(1) or len(calls) >= 5, **args)
    parts = sorted((tmp_path / "k.parquet.parts").glob("part-*.parquet"))
    assert parts
    parts[-1].unlink()
    domsim.tournament(FOUR, out=tmp_path / "k.parquet", resume=True, **args)
    assert (tmp_path / "k.parquet").read_bytes() == (tmp_path / "a.parquet").read_bytes()


def test_sigterm_saves_and_prints_the_resume_command(tmp_path):
    """SIGTERM as soon as the run has started its plan (run.json is written before the first
    matchup): fifteen matchups cannot all be played before it, so the run always stops."""
    import os
    import signal
    import subprocess
    import sys
    import time
    out = tmp_path / "s.parquet"
    six = FOUR + ["masquerade-bm", "courtyard-bm"]
    cmd = [sys.executable, "-m", "cli.main", "tournament", *six, "--games", "600", "--seed",
           "2", "--threads", "1", "--chunk", "100", "--out", str(out)]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         cwd=os.path.dirname(os.path.dirname(__file__)))
    started = tmp_path / "s.parquet.parts" / "run.json"
    deadline = time.time() + 300
    while time.time() < deadline and not started.exists() and p.poll() is None:
        time.sleep(0.05)
    assert started.exists(), "the run never started its plan"
    p.send_signal(signal.SIGTERM)
    _, err = p.communicate(timeout=300)
    assert p.returncode == 130, err
    # after the chunk ("resume with: ..." on its own line), or at once when the chunk took
    # over TERM_GRACE seconds, as a first chunk that compiles may on a busy machine
    # ("stopped at once: ...; resume with: ...")
    line = err.split("resume with: ")[-1].splitlines()[0]
    assert "--resume" in line and str(out) in line
    import shlex
    r = run(*shlex.split(line[len("domsim "):]), "--quiet")
    assert r.exit_code == 0, r.output
    ref = domsim.tournament(six, games=600, seed=2, progress=False)
    got = pd.read_parquet(out)
    pd.testing.assert_frame_equal(got[SUMMARY_COLUMNS], ref.attrs["rows"][SUMMARY_COLUMNS])
