"""One writer per output (simcore/output_lock.py): a run holds a lock on each of its outputs
for its whole life. A second run on the same --out or --games-out, or a second resume of the
same run, is refused at once with one line naming the other process, and writes nothing; a
lock left by a killed run does not block its resume; the lock file never changes an output.

The other run is a small process that takes the lock with the same helper and waits (so no
test depends on timing); the refused command runs here."""
import os
import signal
import subprocess
import sys
import textwrap
from contextlib import contextmanager
from pathlib import Path

import pytest
from click.testing import CliRunner

import domsim
from cli.main import cli
from domsim.inputs import DomsimError
from simcore.output_lock import OutputBusy, claim, holding, lock_file

ROOT = Path(__file__).resolve().parents[1]
ENV = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
OTHER = "domsim match big-money smithy-bm --out elsewhere"   # how the holder names itself
MATCH = ["match", "big-money", "smithy-bm", "--seed", "4", "--games", "60", "--chunk", "20"]


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def _holder(*paths):
    """A process that claims `paths` (as a run would) and waits for its stdin to close."""
    code = textwrap.dedent(f"""
        import sys
        from simcore.output_lock import claim, holding
        with holding({OTHER!r}):
            for p in sys.argv[1:]:
                claim(p)
            print("held", flush=True)
            sys.stdin.read()
        """)
    p = subprocess.Popen([sys.executable, "-c", code, *map(str, paths)], cwd=ROOT, env=ENV,
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline() == "held\n"          # blocks until the locks are held
    return p


@contextmanager
def held(*paths):
    p = _holder(*paths)
    try:
        yield p
    finally:
        p.stdin.close()
        p.wait(timeout=60)


def _tree(root):
    """Every file and folder under root: size and modification time (and the bytes)."""
    return {str(q): (q.is_dir(), q.stat().st_size, q.stat().st_mtime_ns,
                     None if q.is_dir() else q.read_bytes())
            for q in Path(root).rglob("*")}


def _refused(r, holder, option, path):
    lines = r.output.strip().splitlines()
    assert r.exit_code == 2, r.output
    assert lines == [f"Error: {option} {path} is being written by another run (pid "
                     f"{holder.pid}: {OTHER}); wait for it to end, or choose another {option}"]


def _no_lock_files(d):
    assert not [q for q in Path(d).rglob(".*.lock")]


# --- the helper -------------------------------------------------------------------------

def test_a_second_claim_from_another_process_is_refused_naming_it(tmp_path):
    out = tmp_path / "new" / "s.parquet"
    with held(out) as other:
        assert lock_file(out) == tmp_path / "new" / ".s.parquet.lock"
        with pytest.raises(OutputBusy) as e, holding():
            claim(out)
        assert (e.value.pid, e.value.command) == (other.pid, OTHER)
    assert not (tmp_path / "new").exists()          # its scope ended: lock and folder gone


def test_a_scope_removes_its_lock_files_and_the_folders_made_for_them(tmp_path):
    out = tmp_path / "a" / "b" / "s.parquet"
    with holding():
        claim(out)
        claim(out)                                  # this process holds it: a no-op
        claim(tmp_path / "a" / "b" / "s.parquet.parts" / ".." / "s.parquet")
        assert [q.name for q in (tmp_path / "a" / "b").iterdir()] == [".s.parquet.lock"]
    assert list(tmp_path.iterdir()) == []


def test_a_very_long_name_gets_a_short_lock_file(tmp_path):
    out = tmp_path / ("x" * 240 + ".parquet")
    assert len(lock_file(out).name) < 40
    with holding():
        claim(out)
        assert lock_file(out).is_file()
    assert list(tmp_path.iterdir()) == []


# --- match: --out, --games-out, --resume ------------------------------------------------

def test_a_second_match_on_the_same_out_is_refused_and_writes_nothing(tmp_path):
    out = tmp_path / "s.parquet"
    with held(out) as other:
        before = _tree(tmp_path)
        r = run(*MATCH, "--out", out)
        _refused(r, other, "--out", out)
        assert _tree(tmp_path) == before            # nothing written, the lock file untouched
    assert list(tmp_path.iterdir()) == []


def test_a_second_match_on_the_same_games_out_is_refused_and_writes_nothing(tmp_path):
    games = tmp_path / "g.parquet"
    with held(games) as other:
        before = _tree(tmp_path)
        r = run(*MATCH, "--out", tmp_path / "mine.parquet", "--games-out", games)
        _refused(r, other, "--games-out", games)
        assert _tree(tmp_path) == before
    assert list(tmp_path.iterdir()) == []


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """The run's files, played without interruption."""
    d = tmp_path_factory.mktemp("reference")
    r = run(*MATCH, "--out", d / "s.parquet", "--games-out", d / "g.parquet", "-q")
    assert r.exit_code == 0, r.output
    _no_lock_files(d)
    return d


def _interrupted(d):
    """The run of MATCH stopped after its first chunk: a partial summary and per-game parts."""
    from cli.dominion.match_options import run_args
    from domsim.inputs import command
    from simcore.dominion.cards import NAMES
    from simcore.dominion.match import Match
    from simcore.results import RunInterrupted, run_match
    from strategies import REGISTRY
    m = Match([REGISTRY["big-money"], REGISTRY["smithy-bm"]], [NAMES.index("Smithy")],
              games=60, seed=4, chunk=20)
    words = ["match"] + run_args(["big-money", "smithy-bm"], 4, None, False, 100, 2)
    with pytest.raises(RunInterrupted):
        run_match(m, out=d / "s.parquet", games_out=d / "g.parquet", stop=lambda: True,
                  command=command(words + ["--games", "60"]))
    assert (d / "g.parquet.parts").is_dir()


def _resume(d):
    return run(*MATCH, "--out", d / "s.parquet", "--games-out", d / "g.parquet", "--resume",
               "-q")


def _same_files(d, ref):
    for name in ("s.parquet", "g.parquet"):
        assert (d / name).read_bytes() == (ref / name).read_bytes()
    assert sorted(q.name for q in d.iterdir()) == ["g.parquet", "s.parquet"]


def test_a_second_resume_of_the_same_run_is_refused_and_the_first_finishes(tmp_path,
                                                                          reference):
    _interrupted(tmp_path)
    out = tmp_path / "s.parquet"
    with held(out) as other:                        # the first resume, under way
        before = _tree(tmp_path)
        _refused(_resume(tmp_path), other, "--out", out)
        assert _tree(tmp_path) == before            # the summary and the parts untouched
    r = _resume(tmp_path)
    assert r.exit_code == 0, r.output
    _same_files(tmp_path, reference)


def test_a_lock_left_by_a_killed_run_does_not_block_its_resume(tmp_path, reference):
    _interrupted(tmp_path)
    killed = _holder(tmp_path / "s.parquet", tmp_path / "g.parquet")
    killed.send_signal(signal.SIGKILL)
    killed.wait(timeout=60)
    assert killed.returncode == -signal.SIGKILL
    assert (tmp_path / ".s.parquet.lock").is_file()     # left behind, no longer locked
    r = _resume(tmp_path)
    assert r.exit_code == 0, r.output
    _same_files(tmp_path, reference)                    # same bytes, no lock file left


# --- every other command that writes results --------------------------------------------

def _other_commands(d):
    """(command, option, the output it claims) for each command that writes results."""
    xml = ROOT / "tests" / "data" / "buylist" / "bots.xml"
    return [
        (["tournament", "big-money", "smithy-bm", "--games", "20", "--out", d / "t.parquet"],
         "--out", d / "t.parquet"),
        (["tournament", "big-money", "smithy-bm", "--games", "20", "--out", d / "t.parquet",
          "--turns-out", d / "turns.parquet"], "--turns-out", d / "turns.parquet"),
        (["sweep", "cards", "--cards", "Smithy", "--games", "20", "--out", d / "c.parquet"],
         "--out", d / "c.parquet"),
        (["sweep", "kingdoms", "--games", "20", "--out", d / "k.parquet"],
         "--out", d / "k.parquet"),
        (["sweep", "params", "smithy-bm", "--param", "money=14..15", "--games", "20", "--out",
          d / "p.parquet"], "--out", d / "p.parquet"),
        (["match", "big-money", "smithy-bm", "--precision", "0.05", "--out", d / "m.parquet"],
         "--out", d / "m.parquet"),
        (["optimise", "--kingdom", "Smithy", "--against", "big-money", "--budget", "70000",
          "--out", d / "opt"], "--out", d / "opt"),
        (["intrige", "match", "fox", "shark", "--games", "20", "--out", d / "i.parquet"],
         "--out", d / "i.parquet"),
        (["intrige", "match", "fox", "shark", "--games", "20", "--out", d / "i.parquet",
          "--games-out", d / "ig.parquet"], "--games-out", d / "ig.parquet"),
        (["intrige", "tournament", "fox", "shark", "--games", "20", "--out",
          d / "it.parquet"], "--out", d / "it.parquet"),
        (["intrige", "variants", "-v", "default", "--players", "2-3", "--games", "100",
          "--out", d / "v.parquet"], "--out", d / "v.parquet"),
        (["intrige", "optimise", "shark", "--against", "fox", "--budget", "22500", "--out",
          d / "io"], "--out", d / "io"),
        (["intrige", "balance", "--games", "300", "--out", d / "bal"], "--out", d / "bal"),
        (["report", ROOT / "tests" / "data" / "any.parquet", "--html", d / "r.html"],
         "--html", d / "r.html"),
        (["report", ROOT / "tests" / "data" / "any.parquet", "--png", d / "charts"],
         "--png", d / "charts"),
        (["import-bots", xml, "--out", d / "bots.toml"], "--out", d / "bots.toml"),
    ]


@pytest.mark.parametrize("k", range(len(_other_commands(Path("d")))),
                         ids=[" ".join(map(str, c[:3])) + f" {o}"
                              for c, o, _ in _other_commands(Path("d"))])
def test_every_command_that_writes_results_is_refused_on_a_held_output(tmp_path, k):
    args, option, path = _other_commands(tmp_path)[k]
    with held(path) as other:
        before = _tree(tmp_path)
        _refused(run(*args), other, option, path)
        assert _tree(tmp_path) == before
    assert list(tmp_path.iterdir()) == []


# --- the Python API ---------------------------------------------------------------------

def test_the_api_is_refused_on_a_held_output_and_frees_its_own_when_it_returns(tmp_path):
    out = tmp_path / "t.parquet"
    with held(out) as other:
        with pytest.raises(DomsimError, match=f"pid {other.pid}: "):
            domsim.tournament(["big-money", "smithy-bm"], games=20, out=out, progress=False)
    domsim.tournament(["big-money", "smithy-bm"], games=20, out=out, progress=False)
    assert sorted(q.name for q in tmp_path.iterdir()) == ["t.parquet", "t.ranking.parquet"]
    with held(out):                                 # its lock was released: others may
        pass
