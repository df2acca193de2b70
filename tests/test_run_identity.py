"""A run's files record it in canonical form: the same bytes whatever the thread count, the
chunk size, the spelling of a strategy or card, whether --out was given, and an interruption
resumed with the printed command."""
import shlex
from pathlib import Path

import pytest

import cli.running
from tests.test_reliability import ok


def _interrupted_then_resumed(monkeypatch, args):
    """Run `args`, stopped after its first chunk (or matchup), then the printed resume
    command to the end."""
    with monkeypatch.context() as m:
        m.setattr(cli.running.StopRequests, "__call__", lambda self: True)
        from tests.test_reliability import run
        r = run(*args)
    assert r.exit_code == 130, r.output
    resume = [line for line in r.output.splitlines() if line.startswith("resume with: ")]
    assert resume, r.output
    ok(*shlex.split(resume[0][len("resume with: domsim "):]))


def _same(*paths):
    first = Path(paths[0]).read_bytes()
    for p in paths[1:]:
        assert Path(p).read_bytes() == first, p


RUNS = {
    # name: (the run as typed in three ways, the default output file, derived files)
    "match": ([["match", "Big_Money", "smithy-bm", "--kingdom", "smithy", "--threads", "1",
                "--chunk", "100"],
               ["match", "big-money", "Smithy BM", "--kingdom", "Smithy", "--threads", "2",
                "--chunk", "70"],
               ["match", "big-money", "smithy-bm", "--kingdom", "Smithy", "--chunk", "100"]],
              "results/match-big-money-smithy-bm-s4.parquet", []),
    "tournament": ([["tournament", "Big_Money", "smithy-bm", "bm-witch", "--threads", "1",
                     "--chunk", "100"],
                    ["tournament", "big-money", "Smithy_BM", "bm-witch", "--threads", "2",
                     "--chunk", "70", "--games", "300"],
                    ["tournament", "big-money", "smithy-bm", "bm-witch"]],
                   "results/tournament-big-money-smithy-bm-bm-witch-s4.parquet", ["ranking"]),
    "sweep cards": ([["sweep", "cards", "--cards", "smithy,Witch", "--baseline", "Big_Money",
                      "--threads", "1", "--chunk", "100"],
                     ["sweep", "cards", "--cards", "Witch,Smithy", "--baseline", "big-money",
                      "--threads", "2", "--chunk", "70"],
                     ["sweep", "cards", "--cards", "Smithy,witch", "--baseline", "big money"]],
                    "results/sweep-cards-s4.parquet", ["cards"]),
    "sweep params": ([["sweep", "params", "Smithy_BM", "--param", "money=14..15", "--against",
                       "Big_Money", "--kingdom", "smithy", "--threads", "1", "--chunk", "100"],
                      ["sweep", "params", "smithy-bm", "--param", "money=14..15", "--against",
                       "big-money", "--kingdom", "Smithy", "--threads", "2", "--chunk", "70"],
                      ["sweep", "params", "smithy-bm", "--param", "money=14..15", "--against",
                       "big money", "--kingdom", "Smithy"]],
                     "results/sweep-params-smithy-bm-s4.parquet", ["params"]),
    "intrige match": ([["intrige", "match", "honest", "shark", "--threads", "1", "--chunk",
                        "100"],
                       ["intrige", "match", "honest", "shark", "--threads", "2", "--chunk", "70"],
                       ["intrige", "match", "honest", "shark", "--chunk", "100"]],
                      "results/intrige-honest-shark-s4.parquet", []),
    "intrige tournament": ([["intrige", "tournament", "honest", "shark", "counter", "--threads",
                             "1", "--chunk", "100"],
                            ["intrige", "tournament", "honest", "shark", "counter", "--threads",
                             "2", "--chunk", "70", "--games", "300"],
                            ["intrige", "tournament", "honest", "shark", "counter"]],
                           "results/intrige-tournament-honest-shark-counter-s4.parquet",
                           ["ranking"]),
}


@pytest.mark.parametrize("name", list(RUNS))
def test_the_same_run_gives_the_same_bytes_however_it_was_typed(name, tmp_path, monkeypatch):
    """One: the default --out, threads 1; two: --out given, another thread count and chunk
    size, other spellings (and a default stated); three: interrupted after its first save
    and resumed with the command it printed."""
    monkeypatch.chdir(tmp_path)
    (one, two, three), default, derived = RUNS[name]
    common = ["--games", "300", "--seed", "4", "-q"]
    files = []
    for i, args in enumerate((one, two)):
        out = tmp_path / f"{i}.parquet"
        ok(*args, *[a for a in common if a not in args or a == "-q"],
           *(["--out", out] if i else []))
        if not i:
            Path(default).rename(out)
            for d in derived:
                Path(default[:-8] + f".{d}.parquet").rename(tmp_path / f"0.{d}.parquet")
        files.append(out)
    _interrupted_then_resumed(monkeypatch, three + common[:-1])
    files.append(tmp_path / default)
    _same(*files)
    for d in derived:
        _same(*[str(f)[:-8] + f".{d}.parquet" for f in files])


def test_a_default_file_replaced_by_another_run_says_so(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    base = ["match", "big-money", "smithy-bm", "--seed", "9"]
    first = ok(*base, "--games", "60")
    assert "note: replacing" not in first.output
    again = ok(*base, "--games", "60")                  # the same run: the same file, no note
    assert "note: replacing" not in again.output
    other = ok(*base, "--games", "80", "-q")            # -q: nothing printed, the note neither
    assert other.output == ""
    other = ok(*base, "--games", "100")
    line = [x for x in other.output.splitlines() if x.startswith("note: replacing")]
    assert line and "--games 80" in line[0] and "results/match-big-money-smithy-bm-s9" in line[0]


def test_a_kingdom_sweep_gives_the_same_bytes_however_it_was_typed(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("a.txt").write_text("Moat\nChapel\n")
    common = ["--games", "200", "--seed", "4", "-q"]
    ok("sweep", "kingdoms", "--kingdoms", "a.txt", "--threads", "1", "--chunk", "100", *common)
    Path("results").rename("first")
    Path("a.txt").write_text("moat\nchapel\n")              # the same kingdoms, spelled otherwise
    ok("sweep", "kingdoms", "--kingdoms", "a.txt", "--threads", "2", "--chunk", "70", *common,
       "--out", "1.parquet")
    _interrupted_then_resumed(monkeypatch, ["sweep", "kingdoms", "--kingdoms", "a.txt",
                                            *common[:-1]])
    for part in ("", ".kingdoms", ".cards", ".ranking"):
        name = f"sweep-kingdoms-a-txt-s4{part}.parquet"
        _same(f"first/{name}", f"1{part}.parquet", f"results/{name}")
