"""Running chunks on a Dask cluster (simcore/cluster.py, simcore/dominion/tasks.py): the same
files as in-process, a worker killed mid-run, user strategy files on the workers, version
skew, unreachable schedulers. One LocalCluster of 2 worker processes serves the module (a
few seconds to start); games are few."""
import filecmp
import logging
import os
import pickle
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

pytest.importorskip("distributed")

from cli.main import cli  # noqa: E402
from simcore import cluster as cl  # noqa: E402
from simcore import shipping  # noqa: E402
from simcore.dominion import tasks  # noqa: E402
from simcore.dominion.cards import card_id  # noqa: E402
from simcore.dominion.match import Chunk, Match  # noqa: E402
from simcore.results import run_match, version_string  # noqa: E402
from simcore.runner import play as run_play  # noqa: E402
from strategies import get  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CHAOS = Path(__file__).parent / "data" / "chaos.py"
EXAMPLES = Path(__file__).parent.parent / "examples"


def run(*args, **env):
    return CliRunner(env={k: str(v) for k, v in env.items()}).invoke(
        cli, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture(scope="module")
def dask_cluster():
    from distributed import LocalCluster
    lc = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0")
    yield lc
    lc.close()


@pytest.fixture(scope="module")
def address(dask_cluster):
    return dask_cluster.scheduler_address


def same_files(a, b):
    return filecmp.cmp(a, b, shallow=False)


def settled_pids(client, n=2, timeout=120):
    """Worker address -> pid, once the scheduler lists exactly n workers and each answers. A
    killed worker stays listed until the scheduler notices, and asking it then fails
    ("Address removed"): asked too soon, that is a race with the scheduler, not a result."""
    deadline = time.monotonic() + timeout
    while True:
        found = client.run(os.getpid, on_error="return")
        if len(found) == n and not any(isinstance(v, BaseException) for v in found.values()):
            return found
        assert time.monotonic() < deadline, f"workers did not settle: {found}"
        time.sleep(0.2)


def both(tmp_path, args, **cluster):
    """The match in-process and on the cluster: (in-process result, cluster result) with the
    files in tmp_path/local* and tmp_path/remote*."""
    extra = [x for k, v in cluster.items() for x in (f"--{k}", v)]
    runs = []
    for where, more in (("local", ["--threads", 1]), ("remote", extra)):
        r = run("match", *args, "--out", tmp_path / f"{where}.parquet", "--games-out",
                tmp_path / f"{where}-games.parquet", *more)
        assert r.exit_code == 0, r.output
        runs.append(r)
    return runs


def test_same_files_as_in_process(address, tmp_path):
    both(tmp_path, ["big-money", "smithy-bm", "--games", 900, "--chunk", 100, "--seed", 4],
         scheduler=address)
    assert same_files(tmp_path / "local.parquet", tmp_path / "remote.parquet")
    assert same_files(tmp_path / "local-games.parquet", tmp_path / "remote-games.parquet")


def test_named_parameters_reach_the_workers(address, tmp_path):
    both(tmp_path, ["smithy-bm:money=16", "big-money-ultimate", "--games", 300, "--chunk", 100,
                    "--seed", 6], scheduler=address)
    assert same_files(tmp_path / "local.parquet", tmp_path / "remote.parquet")
    m = Match([get("smithy-bm:money=16"), get("smithy-bm")], [], games=10)
    assert tasks.spec_for(m).entries == ("smithy-bm:money=16", "smithy-bm")


def test_local_cluster_option_same_files(tmp_path):
    """--workers 2 starts its own local cluster; a 3-player match, same bytes."""
    _, r = both(tmp_path, ["double-witch", "big-money-ultimate", "smithy-bm", "--games", 300,
                           "--chunk", 70, "--seed", 8], workers=2)
    assert "local cluster: 2 workers, 2 threads" in r.output
    assert same_files(tmp_path / "local.parquet", tmp_path / "remote.parquet")
    assert same_files(tmp_path / "local-games.parquet", tmp_path / "remote-games.parquet")


def test_user_strategy_file_on_the_workers(address, tmp_path):
    """chaos.py's strategy (illegal answers: the fallback details travel back too) from the
    client's path, as on one machine or a shared disk."""
    both(tmp_path, [f"{CHAOS}:chaos", "big-money", "--games", 200, "--chunk", 50, "--seed", 9],
         scheduler=address)
    assert same_files(tmp_path / "local.parquet", tmp_path / "remote.parquet")
    assert same_files(tmp_path / "local-games.parquet", tmp_path / "remote-games.parquet")


def test_user_strategy_file_shipped_to_workers_without_it(address, tmp_path):
    """A worker that cannot see the client's file gets its text with the task, writes it into
    its cache folder under the file's hash, and plays the same games."""
    m = Match([get(f"{CHAOS}:chaos"), get("big-money")], [], games=60, seed=3, chunk=30)
    spec = tasks.spec_for(m)
    assert spec.entries[0][0] == "file" and spec.files[0][2] == CHAOS.read_bytes()
    spec = replace(spec, files=tuple((sha, name, data, "/nowhere/chaos.py")
                                     for sha, name, data, _ in spec.files))
    todo = [cl.ChunkTask(spec, f, 30, True, version_string()) for f in (0, 30)]
    with cl.Cluster(scheduler=address) as c:
        first = sorted(c.workers())[0]      # compiles the driver; the other loads it from disk
        c.client.run(cl.prepare, spec, workers=[first])
        got = [p.chunk() for p in c.map(todo)]
        paths = c.client.run(shipping.local_file, *spec.files[0])
    for path in paths.values():
        assert "cluster" in Path(path).parts and Path(path).read_bytes() == CHAOS.read_bytes()
    want = list(run_play(m, want_extra=True))
    for a, b in zip(got, want):
        assert a.first == b.first and a.fallbacks.sum() > 0
        for f in ("res", "end", "fallbacks", "fb_info", "extra"):
            assert np.array_equal(getattr(a, f), getattr(b, f)), f


def test_a_rollout_player_over_a_files_strategy_plays_on_the_workers(address, tmp_path):
    """`rollout-K:FILE.py:NAME` travels as the file and the spec's head: the workers rebuild
    the rollout player (not the file's bot alone, nor a refusal saying it is not from a
    file) and play the games the client plays."""
    spec = f"rollout-2:{EXAMPLES / 'smithy_plus.py'}:smithy_plus"
    m = Match([get(spec), get("big-money")], [card_id("Smithy")], games=4, seed=1, chunk=2)
    entry = tasks.spec_for(m).entries[0]
    assert entry[0] == "file" and entry[2] == "smithy_plus" and entry[4] == "rollout-2:"
    rebuilt = tasks.spec_for(m).build().strategies[0]
    assert (rebuilt.name, rebuilt.rollouts) == (m.strategies[0].name, 2)
    tuned = m.strategies[0].with_params({}, name="tuned")      # (as a parameter sweep makes)
    assert tasks.spec_for(Match([tuned, get("big-money")], [card_id("Smithy")], games=2)
                          ).build().strategies[0].rollouts == 2
    both(tmp_path, [spec, "big-money", "--kingdom", "Smithy", "--games", 4, "--chunk", 2],
         scheduler=address)
    assert same_files(tmp_path / "local.parquet", tmp_path / "remote.parquet")


def test_a_worker_killed_mid_run_loses_nothing(address, tmp_path):
    """SIGKILL a worker process after the first chunk arrives (the others are in flight):
    the scheduler gives its chunks to the other worker, the nanny starts a new one, and the
    files are those of the in-process run."""
    m = Match([get("big-money"), get("smithy-bm")], list(get("smithy-bm").needs), games=100_000,
              seed=12, chunk=10_000)
    run_match(m, out=tmp_path / "local.parquet", games_out=tmp_path / "local-g.parquet")
    with cl.Cluster(scheduler=address) as c:
        before = settled_pids(c.client)
        killed = []

        def kill_one(k):
            if not killed:
                pid = sorted(before.values())[0]
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)

        run_match(m, out=tmp_path / "remote.parquet", games_out=tmp_path / "remote-g.parquet",
                  progress=kill_one, source=cl.ClusterSource(c))
        after = settled_pids(c.client)
    assert killed and killed[0] not in after.values()
    assert same_files(tmp_path / "local.parquet", tmp_path / "remote.parquet")
    assert same_files(tmp_path / "local-g.parquet", tmp_path / "remote-g.parquet")


def test_a_strategy_that_raises_on_a_worker_is_named(address, tmp_path):
    r = run("match", f"{CHAOS}:crash", "big-money", "--games", 50, "--seed", 2, "--out",
            tmp_path / "s.parquet", "--scheduler", address)
    assert r.exit_code == 2
    line = r.output.strip().splitlines()[-1]
    assert line.startswith("Error: strategy crash (entry 0) raised ZeroDivisionError")
    assert "in game 0 of seed 2" in line


# --- refusals ---------------------------------------------------------------------------

def test_unreachable_scheduler_is_one_line_and_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(cl, "CONNECT_TIMEOUT", 1.0)
    import socket
    with socket.socket() as s:                  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    for addr, what in ((f"tcp://127.0.0.1:{port}", "cannot reach the Dask scheduler at"),
                       ("tcp://no such host", "is not an address")):
        r = run("match", "big-money", "smithy-bm", "--out", tmp_path / "s.parquet",
                "--scheduler", addr)
        assert r.exit_code == 2
        lines = r.output.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("Error: ") and what in lines[0], r.output
        assert not (tmp_path / "s.parquet").exists()
    r = run("match", "big-money", "smithy-bm", "--scheduler", "tcp://127.0.0.1:1",
            "--workers", 2)
    assert r.exit_code == 2 and "not both" in r.output


def test_scheduler_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.setattr(cl, "CONNECT_TIMEOUT", 1.0)
    r = run("match", "big-money", "smithy-bm", "--out", tmp_path / "s.parquet",
            DOMSIM_SCHEDULER="tcp://127.0.0.1:1")
    assert r.exit_code == 2 and "tcp://127.0.0.1:1" in r.output


def _set_engine_version(v):
    from simcore import versions
    key = ("dominion", str(versions.ROOT))
    versions.engine_version("dominion")
    old, versions._VERSIONS[key] = versions._VERSIONS[key], v
    return old


def test_version_skew_is_refused_naming_the_worker(address, dask_cluster, tmp_path):
    from distributed import Client
    with Client(address, set_as_default=False) as client:
        w = sorted(client.scheduler_info()["workers"])[0]
        old = client.run(_set_engine_version, "0ther", workers=[w])[w]
        try:
            r = run("match", "big-money", "smithy-bm", "--games", 100, "--out",
                    tmp_path / "s.parquet", "--scheduler", address)
        finally:
            client.run(_set_engine_version, old, workers=[w])
    assert r.exit_code == 2
    lines = r.output.strip().splitlines()
    assert len(lines) == 1 and f"worker {w} runs domsim 0.1.0+0ther" in lines[0], r.output
    assert not (tmp_path / "s.parquet").exists()


def test_a_late_worker_with_another_version_is_refused(address):
    """The check in every task (a worker that joined after the start)."""
    m = Match([get("big-money"), get("smithy-bm")], [], games=10, chunk=10)
    task = cl.ChunkTask(tasks.spec_for(m), 0, 10, False, "another")
    with cl.Cluster(scheduler=address) as c:
        with pytest.raises(cl.ClusterError, match=r"worker tcp://\S+ runs domsim "):
            list(c.map([task]))


def _local_rule(g, me, prm):
    return get("big-money").buy(g, me, prm)


def test_strategies_built_in_code_travel_pickled_or_are_refused(address, tmp_path):
    """Built from domsim's own functions (a notebook, the optimiser): pickled, same results;
    with a function of the caller's own: refused in one line."""
    from strategies import Strategy
    built = Strategy("mine", get("smithy-bm").buy, params=get("smithy-bm").params)
    m = Match([built, get("big-money")], [], games=400, seed=2, chunk=100)
    kind, data = tasks.spec_for(m).entries[0]
    assert kind == "pickle"
    # domsim's compiled functions travel as their names (numba pickles one by value: 22 kB)
    assert len(data) < 1000 and pickle.loads(data).buy is get("smithy-bm").buy
    assert pickle.loads(data) == built
    run_match(m, out=tmp_path / "l.parquet")
    with cl.Cluster(scheduler=address) as c:
        run_match(m, out=tmp_path / "r.parquet", source=cl.ClusterSource(c))
    assert same_files(tmp_path / "l.parquet", tmp_path / "r.parquet")
    odd = Strategy("odd", _local_rule)
    with pytest.raises(tasks.NotShippable, match="put it in a strategy file"):
        tasks.spec_for(Match([odd, get("big-money")], [], games=10))


# --- pieces -----------------------------------------------------------------------------

def test_packed_chunks_come_back_exactly():
    rng = np.random.default_rng(1)
    k, n = 50, 3
    fb = np.zeros((k, n), np.int64)
    fb[[3, 7, 7], [0, 1, 2]] = [1, 70_000, 2]
    info = np.zeros((k, n, 5), np.int64)
    info[fb > 0] = rng.integers(-1, 300, size=(3, 5))
    c = Chunk(1000, rng.integers(-5, 80, (k, n)), rng.integers(1, 1000, (k, n)),
              rng.integers(0, 3, k), fb, None, info)
    p = cl.Packed(c)
    assert p.res["vp"].dtype == np.int8 and p.res["turns"].dtype == np.int16
    assert p.fallbacks.dtype == np.int32
    back = p.chunk()
    assert back.res.dtype == c.res.dtype and np.array_equal(back.res, c.res)
    for f in ("vp", "turns", "end", "fallbacks", "fb_info"):
        a, b = getattr(back, f), getattr(c, f)
        assert a.dtype == np.int64 and np.array_equal(a, b), f
    assert back.first == 1000 and back.extra is None


def test_the_in_process_path_imports_no_dask(tmp_path):
    code = ("import sys; from click.testing import CliRunner; from cli.main import cli; "
            f"r = CliRunner().invoke(cli, ['match', 'big-money', 'smithy-bm', '--games', '50', "
            f"'--out', {str(tmp_path / 's.parquet')!r}]); assert r.exit_code == 0, r.output; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed')]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, timeout=600)
    assert (tmp_path / "s.parquet").exists()


def test_a_planned_sequence_of_matches_gives_the_same_files(address, tmp_path):
    """plan(): the next matches' chunks are in flight while one finishes (a sweep); a call
    that leaves the plan runs on its own. Same files as in-process either way."""
    ms = [Match([get(a), get("big-money-ultimate")], list(get(a).needs), games=250, seed=s,
                chunk=60) for s, a in enumerate(["bm-smithy", "bm-militia", "bm-witch"])]
    for m in ms:
        run_match(m, out=tmp_path / f"l{m.seed}.parquet", games_out=tmp_path / f"lg{m.seed}.parquet")
    with cl.Cluster(scheduler=address) as c:
        src = cl.ClusterSource(c)
        src.plan([(m, True, 0) for m in ms])
        for m in ms:
            run_match(m, out=tmp_path / f"r{m.seed}.parquet",
                      games_out=tmp_path / f"rg{m.seed}.parquet", source=src)
        src.plan([(m, False, 0) for m in ms])
        run_match(ms[2], out=tmp_path / "off.parquet", source=src)      # off the plan
    for m in ms:
        assert same_files(tmp_path / f"l{m.seed}.parquet", tmp_path / f"r{m.seed}.parquet")
        assert same_files(tmp_path / f"lg{m.seed}.parquet", tmp_path / f"rg{m.seed}.parquet")
    assert same_files(tmp_path / "l2.parquet", tmp_path / "off.parquet")


def test_using_sets_the_current_source_for_a_block():
    assert cl.current() is None
    a, b = object(), object()
    with cl.using(a):
        assert cl.current() is a
        with cl.using(b):
            assert cl.current() is b
        assert cl.current() is a
    assert cl.current() is None


# --- plans: tournament and sweeps ---------------------------------------------------------

def _plan_files(tmp_path, monkeypatch, args, **cluster):
    """The plan command in-process (in tmp_path/local) and on the cluster (tmp_path/remote),
    with the same relative --out (the metadata records the command): the parquet files."""
    extra = [x for k, v in cluster.items() for x in (f"--{k}", v)]
    found = {}
    for where, more in (("local", []), ("remote", extra)):
        d = tmp_path / where
        d.mkdir()
        monkeypatch.chdir(d)
        r = run(*args, "--out", "p.parquet", "--quiet", *more)
        assert r.exit_code == 0, r.output
        found[where] = sorted(p.name for p in d.glob("*.parquet"))
    assert found["local"] == found["remote"] and found["local"]
    return [(tmp_path / "local" / f, tmp_path / "remote" / f) for f in found["local"]]


def test_a_tournament_on_the_cluster_writes_the_same_files(address, tmp_path, monkeypatch):
    """The matchups' chunks are announced (plan), so the next matchup's chunks run while one
    finishes; the files are those of the in-process tournament."""
    planned = []
    real = cl.ClusterSource._planned

    def spy(self, tasks):
        r = real(self, tasks)
        planned.append(r is not None)
        return r
    monkeypatch.setattr(cl.ClusterSource, "_planned", spy)
    pairs = _plan_files(tmp_path, monkeypatch, ["tournament", "big-money", "smithy-bm",
                                                "double-witch", "--games", 300, "--chunk", 100],
                        scheduler=address)
    for a, b in pairs:
        assert same_files(a, b), a.name
    assert len(planned) == 3 and all(planned)


def test_a_card_sweep_on_the_cluster_writes_the_same_files(address, tmp_path, monkeypatch):
    pairs = _plan_files(tmp_path, monkeypatch, ["sweep", "cards", "--cards", "Smithy,Moat",
                                                "--games", 240, "--chunk", 120],
                        scheduler=address)
    for a, b in pairs:
        assert same_files(a, b), a.name


def test_optimise_on_the_cluster_finds_the_same_bot(address, tmp_path, monkeypatch):
    """Each rung's games (every candidate against every field member) are in flight at once;
    the candidates are buy-list bots built in Python, so they travel pickled. Same outputs."""
    from strategies import search
    monkeypatch.setattr(search, "POP", 5)
    monkeypatch.setattr(search, "RUNGS", (20, 60))
    outs = {}
    for where, more in (("local", []), ("remote", ["--scheduler", address])):
        r = run("optimise", "--kingdom", "Smithy,Village", "--against", "big-money", "--budget",
                "10000", "--seed", 5, "--final-games", 300, "-q", "--out", tmp_path / where,
                *more)
        assert r.exit_code == 0, r.output
        outs[where] = tmp_path / where
    a, b = outs["local"], outs["remote"]
    for f in ("best.toml", "final.csv"):
        assert (a / f).read_text() == (b / f).read_text(), f
    import pandas as pd
    pd.testing.assert_frame_equal(pd.read_parquet(a / "candidates.parquet"),
                                  pd.read_parquet(b / "candidates.parquet"))


def test_an_interrupted_run_on_a_local_cluster_prints_no_traceback_or_warning(tmp_path):
    """SIGTERM while a tournament's chunks are in flight on --workers: the usual two lines
    (saved, resume with), and none of Dask's warnings or a generator's late traceback."""
    import time

    from tests.test_reliability import DOMSIM, ENV
    err = tmp_path / "err.txt"
    with open(err, "w") as fh:
        p = subprocess.Popen(DOMSIM + ["tournament", "big-money", "smithy-bm", "bm-witch",
                                       "--games", "3000000", "--chunk", "100000", "--workers",
                                       "2", "--out", str(tmp_path / "t.parquet")],
                             cwd=ROOT, env=ENV, stdout=subprocess.DEVNULL, stderr=fh)
        t0 = time.time()
        while "local cluster:" not in err.read_text():
            assert p.poll() is None and time.time() - t0 < 300, err.read_text()
            time.sleep(0.1)
        time.sleep(3)                                   # chunks in flight
        p.send_signal(signal.SIGTERM)
        assert p.wait(timeout=120) == 130, err.read_text()
    text = err.read_text()
    assert "resume with: domsim tournament" in text, text
    for noise in ("Traceback", "WARNING", "Exception ignored", "IOLoop"):
        assert noise not in text, text


def _distributed_log_level():
    return logging.getLogger("distributed").getEffectiveLevel()


def test_a_local_clusters_workers_log_nothing_below_critical_even_when_replaced():
    """Dask's worker logs (a failed heartbeat at shutdown, with its traceback) stay off the
    user's terminal, in the first workers and in one the nanny starts after a death."""
    with cl.Cluster(workers=1) as c:
        first = c.client.run(os.getpid)
        assert set(c.client.run(_distributed_log_level).values()) == {logging.CRITICAL}
        os.kill(next(iter(first.values())), signal.SIGKILL)
        deadline = time.time() + 120
        while set(c.workers()) & set(first) or not c.workers():     # gone, then replaced
            assert time.time() < deadline
            time.sleep(0.2)
        again = c.client.run(_distributed_log_level)
    assert set(again.values()) == {logging.CRITICAL}


def test_a_script_without_the_main_guard_is_told_to_add_it(tmp_path):
    """A script that makes a local cluster at its top level: each worker process imports it
    again (Dask starts them with spawn) and cannot start processes of its own, so the
    cluster never starts. Cluster says so in one line and names the guard."""
    from tests.test_reliability import ENV
    script = tmp_path / "unguarded.py"
    script.write_text("from simcore.cluster import Cluster\n\n"
                      "with Cluster(workers=1) as c:\n    pass\n")
    r = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=ENV,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 1
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("simcore.cluster.ClusterError: the local cluster's workers did "
                           "not start"), r.stderr[-2000:]
    assert 'if __name__ == "__main__":' in last
