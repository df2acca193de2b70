"""`domsim intrige match --strict`: the first illegal answer stops the run with one line
naming the entry, the game, whose turn, the decision and the answer; exit 2, and a fresh
run's files are removed."""
import re
import shlex

from click.testing import CliRunner

from cli.main import cli

TAXER = ("from simcore.intrige.state import D_ACTION, DEFER, TAX\n"
         "from simcore.intrige.view import act, decision\n\n\n"
         "def taxer(g, me, prm):\n"
         "    return act(TAX) if decision(g) == D_ACTION else DEFER\n")


def _main(args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def test_strict_stops_at_the_first_illegal_answer_and_leaves_nothing(tmp_path):
    bots = tmp_path / "bots"
    bots.mkdir()
    f = bots / "mybots.py"
    f.write_text(TAXER)
    out = tmp_path / "out"
    out.mkdir()
    r = _main(["intrige", "match", f"{f}:taxer", "honest", "--games", 500, "--seed", 4,
               "--threads", 1, "--chunk", 50, "--rule", "turn-limit=90", "--strict",
               "--out", out / "s.parquet", "--games-out", out / "g.parquet"])
    assert r.exit_code == 2, r.output
    lines = [x for x in r.output.splitlines() if not x.startswith("compiling")]
    assert len(lines) == 1                              # (a first compile says so first)
    line = lines[0]
    # Tax is illegal only at 10+ coins (the forced Coup): never in the first turns
    m = re.fullmatch(r"Error: strategy taxer \(entry 0\) gave an illegal answer in game "
                     r"(\d+) of seed 4, turn (\d+) of taxer: tax to an action decision; "
                     r"replay it: (.*) \(--strict stops at the first illegal answer\)", line)
    assert m, line
    game, turn = int(m.group(1)), int(m.group(2))
    assert turn >= 3
    assert m.group(3) == (f"domsim intrige play {f}:taxer honest --seed 4 --rule "
                          f"turn-limit=90 --game {game}")
    assert list(out.iterdir()) == []                    # summary and per-game parts removed
    # the replay shows the same illegal answer, marked
    words = shlex.split(m.group(3))[1:]
    r = _main(words)
    assert r.exit_code == 0, r.output
    assert "!! taxer: illegal answer tax to an action decision; the default is used" in r.output
    # without --strict the same run finishes and warns
    r = _main(["intrige", "match", f"{f}:taxer", "honest", "--games", 500, "--seed", 4,
               "--threads", 1, "--rule", "turn-limit=90", "--out", out / "s.parquet"])
    assert r.exit_code == 0 and "warning: taxer gave" in r.output


def test_strict_with_legal_strategies_changes_nothing(tmp_path):
    a, b = tmp_path / "a.parquet", tmp_path / "b.parquet"
    r1 = _main(["intrige", "match", "shark", "honest", "--games", 300, "--threads", 1,
                "--strict", "--out", a])
    r2 = _main(["intrige", "match", "shark", "honest", "--games", 300, "--threads", 1,
                "--out", b])
    assert r1.exit_code == 0 and r2.exit_code == 0, r1.output + r2.output
    import pandas as pd
    da, db = pd.read_parquet(a), pd.read_parquet(b)
    assert da.drop(columns="version").equals(db.drop(columns="version"))
