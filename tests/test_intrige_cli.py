"""`domsim intrige`: bad input is one line and exit 2 with nothing written; match, play,
strategies, rules and balance work end to end (small game counts)."""
import os

import pandas as pd
import pytest
from click.testing import CliRunner

from cli.main import cli


def _main(args):
    r = CliRunner()
    return r.invoke(cli, args)


@pytest.mark.parametrize("args,msg", [
    (["match", "honest"], "2 to 8 players"),
    (["match"] + ["honest"] * 9, "2 to 8 players"),
    (["match", "honest", "hnest"], "unknown Intrige strategy 'hnest' (did you mean honest"),
    (["match", "honest", "bluffer:1.5:0.1"], "must be a probability"),
    (["match", "honest", "bluffer:0.1:0.1:0.1"], "at most 2 parameter"),
    (["match", "honest", "shark", "--rule", "oder=block-first"], "did you mean order"),
    (["match", "honest", "shark", "--rule", "order=sideways"], "the values are"),
    (["match", "honest", "shark", "--rule", "turn-limit=0"], "from 1 to 1000"),
    (["match"] + ["honest"] * 7 + ["--rule", "deck=15"], "too few cards for 7 players"),
    (["play", "honest", "--game", "0"], "2 to 8 players"),
])
def test_bad_input_is_one_line_exit_2_nothing_written(tmp_path, args, msg):
    out = tmp_path / "x.parquet"
    r = _main(["intrige", *args, "--out", str(out)] if args[0] == "match" else
              ["intrige", *args])
    assert r.exit_code == 2, r.output
    assert msg in r.output and r.output.strip().count("\n") == 0
    assert not out.exists()


def test_match_prints_the_table_and_writes_the_summary(tmp_path):
    out = tmp_path / "m.parquet"
    r = _main(["intrige", "match", "shark", "honest", "random", "--games", "3000",
               "--threads", "1", "--tournament", "3", "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert "shark" in r.output and "95% CI" in r.output and "tournaments" in r.output
    df = pd.read_parquet(out)
    assert list(df.strategy) == ["shark", "honest", "random"]
    assert abs(df.share.sum() - 1) < 1e-9 and (df.ci_low <= df.share).all()
    again = _main(["intrige", "match", "shark", "honest", "--out", str(out)])
    assert again.exit_code == 2 and "already exists" in again.output


def test_play_log_shows_claims_and_marks_hidden_cards():
    r = _main(["intrige", "play", "shark", "bluffer:0.6:0.3", "honest", "--game", "2",
               "--seed", "3", "--checked"])
    assert r.exit_code == 0, r.output
    assert "[hidden]" in r.output and "(claims the" in r.output and "game over" in r.output


def test_strategies_and_rules_list_everything():
    r = _main(["intrige", "strategies"])
    for name in ("honest", "random", "bluffer", "counter", "aggressive", "shark"):
        assert name in r.output
    r = _main(["intrige", "rules"])
    for name in ("start-coins-2p", "order", "block-after-lost-challenge", "claim-shown",
                 "exchange-one-left", "speak", "refuse-show", "turn-limit", "deck"):
        assert name in r.output


def test_balance_report_end_to_end(tmp_path):
    out = tmp_path / "bal"
    r = _main(["intrige", "balance", "--games", "300", "--out", str(out), "--threads", "1",
               "--quiet"])
    assert r.exit_code == 0, r.output
    page = (out / "report.md").read_text()
    assert "## Findings" in page and "starting player" in page
    for t in ("seats", "hands", "ranks", "roles", "actions", "length", "options"):
        assert len(pd.read_parquet(out / f"{t}.parquet")) > 0
    from PIL import Image
    for png in ("seats", "coin_rule", "hands", "actions", "length", "options", "roles"):
        im = Image.open(out / f"{png}.png").convert("L")
        assert im.size[0] >= 600 and im.getextrema()[0] < 100   # not blank: dark ink present
    seats = pd.read_parquet(out / "seats.parquet")
    d = seats[(seats.field == "identical") & (seats.rules == "default")]
    assert d.groupby("players").share.sum().round(9).eq(1).all()
    again = _main(["intrige", "balance", "--games", "300", "--out", str(out)])
    assert again.exit_code == 2 and "already holds files" in again.output
    assert os.path.exists(out / "report.md")


def test_a_user_file_strategy_plays_and_its_illegal_answers_are_reported(tmp_path):
    f = tmp_path / "mybots.py"
    f.write_text("from simcore.intrige.state import D_ACTION, DEFER, TAX\n"
                 "from simcore.intrige.view import act, decision\n\n\n"
                 "def taxer(g, me, prm):\n"
                 "    return act(TAX) if decision(g) == D_ACTION else DEFER\n")
    r = _main(["intrige", "match", f"{f}:taxer", "honest", "--games", "500", "--threads", "1",
               "--out", str(tmp_path / "s.parquet")])
    assert r.exit_code == 0, r.output
    # at 10 coins only a Coup is legal: the Tax is replaced and counted
    assert "warning: taxer gave" in r.output and "illegal answers" in r.output
    r = _main(["intrige", "play", f"{f}:taxer", "honest", "--game", "0"])
    assert r.exit_code == 0 and "(claims the King)" in r.output


def test_precision_plays_blocks_until_the_intervals_are_narrow(tmp_path):
    out = tmp_path / "p.parquet"
    r = _main(["intrige", "match", "shark", "honest", "--precision", "0.02", "--threads", "1",
               "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert "games were needed" in r.output
    df = pd.read_parquet(out)
    n = int(df.games[0])
    assert n % 1680 == 0 and ((df.ci_high - df.ci_low) / 2).max() <= 0.02
    assert ((df.ci_high - df.ci_low) / 2).max() > 0.02 * 0.8 or n == 1680
    r = _main(["intrige", "match", "shark", "honest", "--precision", "0.02", "--games", "10",
               "--out", str(tmp_path / "q.parquet")])
    assert r.exit_code == 2 and "not both" in r.output


def test_precision_plays_each_game_once_and_writes_the_files_of_games_n(tmp_path,
                                                                         monkeypatch):
    from simcore import runner
    played = []
    real = runner.play

    def counting(m, want_extra=False, start=0, stop=None):
        for c in real(m, want_extra, start, stop):
            played.append(len(c))
            yield c
    monkeypatch.setattr(runner, "play", counting)
    p, q = tmp_path / "p.parquet", tmp_path / "q.parquet"
    r = _main(["intrige", "match", "fox", "shark", "--precision", "0.015", "--threads", "1",
               "--out", str(p)])
    assert r.exit_code == 0, r.output
    n = int(pd.read_parquet(p).games[0])
    assert n > 1680 and sum(played) == n                # every game once, no warm-up replay
    r = _main(["intrige", "match", "fox", "shark", "--games", str(n), "--threads", "1",
               "--out", str(q)])
    assert r.exit_code == 0, r.output
    assert p.read_bytes() == q.read_bytes()
    r = _main(["intrige", "match", "fox", "counter", "--precision", "0.03", "--strict",
               "--out", str(tmp_path / "s.parquet")])
    assert r.exit_code == 2 and "does not combine with --strict" in r.output
