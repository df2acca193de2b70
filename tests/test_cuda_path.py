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
     "play this match on the CPU"),
    (("big-money", "big-money", "--kingdom", "Smithy,Masquerade"),
     "Error: --device gpu: the GPU plays the base game's 2nd-edition cards only, not "
     "Masquerade; drop --device gpu to play this match on the CPU"),
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
