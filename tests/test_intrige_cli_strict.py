"""`domsim intrige match --strict`: the first illegal answer stops the run with one line
naming the entry, the game, whose turn, the decision and the answer; exit 2, and a fresh
run's files are removed. A strategy that raises is named the same way."""
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
    log = r.output.splitlines()
    bad = log.index("  !! taxer: illegal answer tax to an action decision; the default is used")
    assert [x for x in log[:bad] if x.startswith("taxer, turn ")][-1].startswith(
        f"taxer, turn {turn} (")                        # the same turn as the message
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


CRASH = ("from simcore.intrige.state import D_ACTION, DEFER\n"
         "from simcore.intrige.view import decision\n\n\n"
         "def crash(g, me, prm):\n"
         "    zero = decision(g) - decision(g)\n"
         "    return 10 // zero if decision(g) == D_ACTION else DEFER\n")


def test_a_strategy_that_raises_is_named_with_its_game(tmp_path):
    f = tmp_path / "crashing.py"
    f.write_text(CRASH)
    out = tmp_path / "out"
    out.mkdir()
    r = _main(["intrige", "match", "honest", f"{f}:crash", "--games", 100, "--seed", 2,
               "--threads", 1, "--out", out / "s.parquet", "--games-out", out / "g.parquet"])
    assert r.exit_code == 2, r.output
    lines = [x for x in r.output.splitlines() if not x.startswith("compiling")]
    assert lines == [
        "Error: strategy crash (entry 1) raised ZeroDivisionError (integer division by zero) "
        "when asked an action decision, turn 1 of crash, in game 0 of seed 2; fix the "
        f"strategy (replay: domsim intrige play honest {f}:crash --seed 2 --game 0)"]
    assert list(out.iterdir()) == []                    # game 0 fails before any file
