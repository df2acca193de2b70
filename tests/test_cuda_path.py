"""The CUDA path (simcore/dominion/cuda.py), tested without a GPU: under numba's CUDA
simulator every game is the CPU engine's, and the kernel compiles for the CUDA target (PTX,
with NVVM, no GPU needed). Those that compile or play need numba-cuda (the test extra has it).

The simulator runs the kernel as Python and calls the CPU-compiled engine, so it checks the
kernel's loop, seats, random keys and result columns; the PTX test is what shows that the
engine's own source compiles for the CUDA target."""
import inspect
import os
import subprocess
import sys
from dataclasses import replace
from importlib.util import find_spec
from pathlib import Path

import numpy as np
import pytest

import strategies
from simcore.dominion.match import Match, kingdom_from, play

# the tests that compile or play need numba-cuda (the test extra has it)
needs_cuda = pytest.mark.skipif(find_spec("numba_cuda") is None, reason="numba-cuda not installed")

ROOT = Path(__file__).resolve().parents[1]
# data:NAME: the bot as data (tests/data/buylist/canonical.toml), run by the buy-list
# interpreter with its play rule; the others are compiled
MATCHUPS = (("big-money", "big-money"), ("smithy-bm", "big-money"),
            ("data:smithy-bm", "dombots-witch"))


def bot(name):
    import strategies
    from strategies.dominion.bot_files import read_bots
    from strategies.dominion.botfile import strategy
    if name.startswith("data:"):
        from pathlib import Path
        root = Path(strategies.__file__).resolve().parents[1]
        return strategy(read_bots(str(root / "tests/data/buylist/canonical.toml"))[name[5:]])
    return strategies.REGISTRY[name]


BOT = inspect.getsource(bot)        # for the subprocesses
GAMES, SEED = 200, 17


def match(names, games=GAMES, kingdom=None):
    bots = [bot(n) for n in names]
    return Match(bots, kingdom_from(kingdom, bots), games=games, seed=SEED)


def run(code, argv=(), **env):
    e = dict(os.environ, DOMSIM_PREWARM="0", **env)
    return subprocess.run([sys.executable, "-c", code, *argv], cwd=ROOT, env=e,
                          capture_output=True, text=True, timeout=900)


SIMULATED = BOT + """
import numpy as np
from simcore.dominion import cuda
from simcore.dominion.match import Match, kingdom_from
out = {}
for a, b in %r:
    bots = [bot(a), bot(b)]
    m = Match(bots, kingdom_from(None, bots), games=%d, seed=%d, chunk=%d)
    chunks = list(cuda.play(m, want_extra=True))
    for field in %r:
        out[f"{a}/{b}/{field}"] = np.concatenate([getattr(c, field) for c in chunks])
np.savez(%r, **out)
"""
FIELDS = ("vp", "turns", "end", "fallbacks", "owned", "first_province")
CHUNK = 96          # three launches, each thread (64 under the simulator) plays one or two


@needs_cuda
def test_every_simulated_game_is_the_cpu_engines(tmp_path):
    path = tmp_path / "sim.npz"
    r = run(SIMULATED % (MATCHUPS, GAMES, SEED, CHUNK, FIELDS, str(path)),
            NUMBA_ENABLE_CUDASIM="1")
    assert r.returncode == 0, r.stderr[-3000:]
    got = np.load(path)
    for names in MATCHUPS:
        chunks = list(play(match(names), want_owned=True))
        for field in FIELDS:
            cpu = np.concatenate([getattr(c, field) for c in chunks])
            sim = got[f"{names[0]}/{names[1]}/{field}"]
            assert sim.shape == cpu.shape, (names, field)
            np.testing.assert_array_equal(sim, cpu, err_msg=f"{names} {field}")
        vp = got[f"{names[0]}/{names[1]}/vp"]
        assert vp.min() >= 0 and vp.max() > 30      # real games, not zeros
        assert (got[f"{names[0]}/{names[1]}/end"] > 0).all()


# one kernel with both kinds of rules: the interpreter's buy and play rules, a compiled bot's
PTX = BOT + """
from simcore.dominion import cuda
from simcore.dominion.match import Match, kingdom_from
bots = [bot("data:smithy-bm"), bot("smithy-bm")]
text = cuda.ptx(Match(bots, kingdom_from(None, bots), games=1))
print(len(text))
print([line for line in text.splitlines() if line.startswith(".target")][0])
print(sum(line.startswith(".visible .entry") for line in text.splitlines()))
"""


@needs_cuda
def test_the_kernel_compiles_for_the_cuda_target():
    r = run(PTX)
    if "nvvm" in r.stderr.lower() and "not found" in r.stderr.lower():
        pytest.skip("NVVM (the nvidia-nvvm package) is not installed")
    assert r.returncode == 0, r.stderr[-3000:]
    size, target, entries = r.stdout.split("\n")[:3]
    assert int(size) > 100_000          # the whole engine, not an empty kernel
    assert target == ".target sm_90"
    assert entries == "1"


@needs_cuda
@pytest.mark.parametrize("names, kingdom, why", [
    (("big-money",) * 3, None, "2-player matches only, not 3"),
    (("big-money", "big-money"), "Smithy,Masquerade", "cards only, not Masquerade"),
    (("double-witch", "big-money"), None, None),
])
def test_what_the_cuda_path_cannot_play_is_named_in_one_line(names, kingdom, why):
    from simcore.dominion.cuda import unsupported
    got = unsupported(match(names, kingdom=kingdom))
    if why is None:
        assert got is None
    else:
        assert why in got and "\n" not in got


@needs_cuda
def test_a_bot_with_rules_beyond_buying_and_playing_is_refused():
    from simcore.dominion.cuda import unsupported
    bm = strategies.REGISTRY["big-money"]
    decider = replace(bm, name="bm-decider", decide=bm.buy)
    got = unsupported(Match([decider, bm], [], games=1))
    assert got == ("the GPU plays bots that are buy and play rules; bm-decider has decide "
                   "or rollout rules")
    assert unsupported(Match([replace(bm, name="bm-player", action=bm.buy), bm], [],
                             games=1)) is None


def test_the_cpu_path_imports_nothing_of_cuda():
    code = ("import sys, strategies\n"
            "from simcore.dominion.match import Match, play, kingdom_from\n"
            "b = [strategies.REGISTRY['big-money']] * 2\n"
            "list(play(Match(b, kingdom_from(None, b), games=10)))\n"
            "print(sorted(m for m in sys.modules if m.startswith(('numba.cuda', 'numba_cuda.',\n"
            "                                                     'simcore.dominion.cuda'))))")
    r = run(code)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.strip() == "[]"


def domsim(*args):
    from click.testing import CliRunner

    from cli.main import cli
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


@needs_cuda
@pytest.mark.parametrize("args, message", [
    (("big-money", "big-money", "big-money"),
     "Error: --device gpu: the GPU plays 2-player matches only, not 3; drop --device gpu to "
     "play on the CPU"),
    (("big-money", "big-money", "--kingdom", "Smithy,Masquerade"),
     "Error: --device gpu: the GPU plays the base game's 2nd-edition cards only, not "
     "Masquerade; drop --device gpu to play on the CPU"),
    (("big-money", "smithy-bm", "--precision", "0.1"),
     "Error: --device gpu plays a plain match: drop --precision, --turns-out, --scheduler "
     "and --workers"),
])
def test_match_on_the_gpu_refuses_what_it_cannot_play_in_one_line(tmp_path, args, message):
    out = tmp_path / "m.parquet"
    r = domsim("match", *args, "--device", "gpu", "--games", 10, "--out", out)
    assert r.exit_code == 2
    assert r.output.strip() == message
    assert not out.exists()


@needs_cuda
def test_match_on_the_gpu_says_in_one_line_that_there_is_none(tmp_path):
    from simcore.dominion import cuda
    if cuda.available():
        pytest.skip("a GPU is here")
    out = tmp_path / "m.parquet"
    r = domsim("match", "big-money", "smithy-bm", "--device", "gpu", "--games", 10,
               "--out", out)
    assert r.exit_code == 2
    assert r.output.strip() == ("Error: --device gpu: no CUDA GPU is available here "
                                "(numba.cuda found none); drop --device gpu to play on the CPU")
    assert not out.exists()


@needs_cuda
def test_a_simulated_gpu_match_writes_the_cpu_runs_files(tmp_path):
    """`domsim match --device gpu` end to end, under the simulator (GpuSource)."""
    words = ["match", "big-money", "smithy-bm", "--games", "100", "--chunk", "64"]
    gpu, cpu = tmp_path / "gpu", tmp_path / "cpu"
    r = run("import sys\nfrom cli.main import main\nsys.argv = ['domsim'] + sys.argv[1:]\n"
            "main()", NUMBA_ENABLE_CUDASIM="1", argv=words + [
                "--device", "gpu", "--out", f"{gpu}.parquet", "--games-out",
                f"{gpu}-games.parquet"])
    assert r.returncode == 0, r.stderr[-3000:]
    assert domsim(*words, "--out", f"{cpu}.parquet", "--games-out",
                  f"{cpu}-games.parquet").exit_code == 0
    import pyarrow.parquet as pq
    for suffix in (".parquet", "-games.parquet"):
        a, b = pq.read_table(f"{gpu}{suffix}"), pq.read_table(f"{cpu}{suffix}")
        assert a.num_rows == (2 if suffix == ".parquet" else 200)
        assert a.equals(b), suffix


def test_match_on_the_gpu_without_numba_cuda_says_so_in_one_line(tmp_path, monkeypatch):
    import importlib.util
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "numba_cuda" else real(name, *a))
    out = tmp_path / "m.parquet"
    r = domsim("match", "big-money", "smithy-bm", "--device", "gpu", "--games", 10,
               "--out", out)
    assert r.exit_code == 2
    assert r.output.strip() == ("Error: --device gpu needs the numba-cuda package (pip install "
                                "'numba-cuda[cu13]'); or drop --device gpu to play on the CPU")
    assert not out.exists()


CLI = "import sys\nfrom cli.main import main\nsys.argv = ['domsim'] + sys.argv[1:]\nmain()"


@needs_cuda
def test_a_simulated_gpu_tournament_and_card_sweep_write_the_cpu_runs_files(tmp_path):
    """--device gpu on the plan commands (cli/dominion/device.py): every matchup's chunks
    from GpuSource, under the simulator; the files are the CPU run's, table for table."""
    import pyarrow.parquet as pq
    runs = {"tournament": (["tournament", "big-money", "smithy-bm", "bm-witch", "--games", "40",
                            "--chunk", "32", "-q"], [".parquet", ".ranking.parquet"]),
            "cards": (["sweep", "cards", "--cards", "Smithy,Moat", "--games", "40", "-q"],
                      [".parquet", ".cards.parquet"])}
    for name, (words, files) in runs.items():
        gpu, cpu = tmp_path / f"{name}-gpu", tmp_path / f"{name}-cpu"
        r = run(CLI, NUMBA_ENABLE_CUDASIM="1",
                argv=words + ["--device", "gpu", "--out", f"{gpu}.parquet"])
        assert r.returncode == 0, r.stderr[-3000:]
        assert domsim(*words, "--out", f"{cpu}.parquet").exit_code == 0
        for suffix in files:
            a, b = pq.read_table(f"{gpu}{suffix}"), pq.read_table(f"{cpu}{suffix}")
            assert a.num_rows > 0 and a.equals(b), (name, suffix)


@needs_cuda
@pytest.mark.parametrize("words,message", [
    (["tournament", "big-money", "minion-stack"],
     "Error: --device gpu: the GPU plays the base game's 2nd-edition cards only, not Minion "
     "(the matchup big-money vs minion-stack); drop --device gpu to play this run on the CPU"),
    (["sweep", "cards", "--cards", "Smithy", "--workers", "2"],
     "Error: --device gpu plays on this machine's GPU: drop --scheduler and --workers, or "
     "--device gpu"),
])
def test_a_plan_on_the_gpu_refuses_before_any_game_in_one_line(tmp_path, words, message):
    out = tmp_path / "t.parquet"
    r = run(CLI, NUMBA_ENABLE_CUDASIM="1",
            argv=words + ["--games", "10", "--device", "gpu", "--out", str(out)])
    assert r.returncode == 2, r.stderr[-3000:]
    assert r.stderr.strip() == message
    assert list(tmp_path.iterdir()) == []


# runs of one plan, (bots, seed, start, games, chunk): three over one Supply (the first
# kingdom_from below), which the source plays together, one over another
PLANNED = BOT + """
import numpy as np
import strategies
from simcore.dominion import cuda
from simcore.dominion.match import Match, kingdom_from
RUNS = %r
bots = {n: bot(n) for names, *_ in RUNS for n in names}
kingdom = kingdom_from(None, list(bots.values()))
matches = [Match([bots[n] for n in names], kingdom if i < 3 else [], games=games, seed=seed,
                 chunk=chunk) for i, (names, seed, start, games, chunk) in enumerate(RUNS)]
launched = []
real = cuda.launch
cuda.launch = lambda pieces, *a: launched.append(len(pieces)) or real(pieces, *a)
source = cuda.GpuSource(batch=100)
source.plan([(m, False, r[2]) for m, r in zip(matches, RUNS)])
out = {}
for i, (m, r) in enumerate(zip(matches, RUNS)):
    chunks = list(source(m, start=r[2], stop=m.games))
    for field in ("vp", "turns", "end", "fallbacks"):
        out[f"{i}/{field}"] = np.concatenate([getattr(c, field) for c in chunks])
    out[f"{i}/firsts"] = np.array([c.first for c in chunks])
# a call the plan did not announce: played on its own
chunks = list(source(matches[0], start=5, stop=25))
out["alone/vp"] = np.concatenate([c.vp for c in chunks])
out["launched"] = np.array(launched)
np.savez(%r, **out)
"""
RUNS = [(("data:smithy-bm", "big-money"), 3, 0, 40, 40),
        (("smithy-bm", "data:smithy-bm"), 4, 10, 50, 40),
        (("big-money", "dombots-witch"), 5, 0, 30, 16),
        (("big-money", "smithy-bm"), 6, 0, 20, 20)]


@needs_cuda
def test_a_plans_runs_play_together_and_give_the_cpu_engines_games(tmp_path):
    """GpuSource with a plan (cuda.py): the runs over one Supply go in shared launches of at
    most `batch` games (here 100: the first three runs' 40 + 40 + 30 games in two), each
    game the CPU engine's, chunk for chunk; a call the plan did not announce plays alone."""
    path = tmp_path / "planned.npz"
    r = run(PLANNED % (RUNS, str(path)), NUMBA_ENABLE_CUDASIM="1")
    assert r.returncode == 0, r.stderr[-3000:]
    got = np.load(path)
    bots = {n: bot(n) for names, *_ in RUNS for n in names}
    kingdom = kingdom_from(None, list(bots.values()))
    for i, (names, seed, start, games, chunk) in enumerate(RUNS):
        m = Match([bots[n] for n in names], kingdom if i < 3 else [], games=games, seed=seed,
                  chunk=chunk)
        cpu = list(play(m, start=start))
        assert list(got[f"{i}/firsts"]) == [c.first for c in cpu]
        for field in ("vp", "turns", "end", "fallbacks"):
            np.testing.assert_array_equal(
                got[f"{i}/{field}"], np.concatenate([getattr(c, field) for c in cpu]),
                err_msg=f"run {i} {field}")
        if i == 0:
            alone = np.concatenate([c.vp for c in play(m, start=5, stop=25)])
            np.testing.assert_array_equal(got["alone/vp"], alone)
    # pieces per launch: the first runs' 40 + 40 (a launch's 100 would split the third's
    # two chunks), the third's two chunks, the fourth run, the call on its own
    assert list(got["launched"]) == [2, 2, 1, 1]


def _cpu_launches(monkeypatch):
    """GpuSource's launches played by the CPU engine (cuda.launch's pieces, chunk for
    chunk): the source's plan and batches, and what drives them, checked without a GPU.
    Returns the list of the launches' game counts."""
    from simcore.dominion import cuda
    launched = []

    def launch(pieces, states, want_extra=False):
        launched.append(sum(count for _, _, count in pieces))
        return [c for m, first, count in pieces
                for c in play(m, want_owned=want_extra, start=first, stop=first + count)]
    monkeypatch.setattr(cuda, "launch", launch)
    monkeypatch.setattr(cuda, "records", lambda games, threads=None: None)
    monkeypatch.setattr("cli.dominion.device.gpu_source",
                        lambda matches=(): cuda.GpuSource(batch=5_000))
    return launched


@needs_cuda
def test_optimise_on_the_gpu_plays_every_game_through_the_gpus_source(tmp_path, monkeypatch):
    """`domsim optimise --device gpu`: the search, the ranking and the fresh games all go
    through the GPU's source (here with the CPU engine behind its launches), several jobs a
    launch, and the files are the CPU run's."""
    import json

    import pandas as pd

    from strategies import search
    monkeypatch.setattr(search, "POP", 5)
    monkeypatch.setattr(search, "RUNGS", (20, 60))
    words = ["optimise", "--kingdom", "Smithy,Village", "--against", "big-money", "--budget",
             "10000", "--seed", "5", "--final-games", "300", "-q"]
    assert domsim(*words, "--out", tmp_path / "cpu").exit_code == 0
    launched = _cpu_launches(monkeypatch)
    r = domsim(*words, "--device", "gpu", "--out", tmp_path / "gpu")
    assert r.exit_code == 0, r.output
    cpu, gpu = tmp_path / "cpu", tmp_path / "gpu"
    for f in ("best.toml", "final.csv"):
        assert (gpu / f).read_text() == (cpu / f).read_text(), f
    pd.testing.assert_frame_equal(pd.read_parquet(gpu / "candidates.parquet"),
                                  pd.read_parquet(cpu / "candidates.parquet"))
    run_json = json.loads((gpu / "run.json").read_text())
    assert sum(launched) >= run_json["search_games"] > 9_000     # (the budget: 10,000)
    # a generation's first rung, 6 candidates x 3 field members x 20 games, is one launch
    assert max(launched) >= 360 and len(launched) < run_json["search_games"] / 60


@needs_cuda
@pytest.mark.parametrize("words, message", [
    (["--kingdom", "Smithy", "--players", "3"],
     "Error: --device gpu: the GPU plays 2-player matches only, not 3; drop --device gpu to "
     "play on the CPU"),
    (["--kingdom", "Smithy,Masquerade"],
     "Error: --device gpu: the GPU plays the base game's 2nd-edition cards only, not "
     "Masquerade; drop --device gpu to play on the CPU"),
    (["--kingdom", "Smithy", "--against", "rollout-2:big-money"],
     "Error: --device gpu: the GPU plays bots that are buy and play rules; "
     "rollout-2:big-money has decide or rollout rules; drop --device gpu to play on the CPU"),
    (["--kingdom", "Smithy", "--workers", "2"],
     "Error: --device gpu plays on this machine's GPU: drop --scheduler and --workers, or "
     "--device gpu"),
])
def test_optimise_on_the_gpu_refuses_before_any_game_in_one_line(tmp_path, words, message):
    r = domsim("optimise", *words, "--device", "gpu", "--budget", "100000", "--out",
               tmp_path / "o")
    assert r.exit_code == 2
    assert r.output.strip() == message
    assert list(tmp_path.iterdir()) == []
