"""`domsim report` on an Intrige match summary: Intrige's own table (share, wins, ties,
losses, first seat, own turns, illegal answers, game length; not the averages of codes such
as `mean hand`), the rules, the first illegal answer with its replay command, and the
--png / --html outputs."""
import pandas as pd
from click.testing import CliRunner

from cli.main import cli
from tests.test_intrige_cli_strict import TAXER


def _main(args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def test_report_prints_the_intrige_table_of_the_match(tmp_path):
    out = tmp_path / "m.parquet"
    r = _main(["intrige", "match", "shark", "honest", "counter", "--games", 600, "--seed", 5,
               "--threads", 1, "--rule", "deck=20", "--out", out])
    assert r.exit_code == 0, r.output
    rep = _main(["report", out])
    assert rep.exit_code == 0, rep.output
    text = rep.output
    lines = text.splitlines()
    assert lines[0] == ("Intrige: shark vs honest vs counter: 600 games, 3 players, seed 5, "
                        "rules deck=20")
    head = lines[2].split()
    assert head == ["#", "strategy", "share", "95%", "CI", "wins", "ties", "losses",
                    "first", "seat", "own", "turns", "fallbacks"]
    for meaningless in ("mean hand", "mean won", "mean out_turn", "mean_hand"):
        assert meaningless not in text
    df = pd.read_parquet(out)
    for e, row in df.iterrows():
        cells = lines[3 + e].split()
        assert cells[:3] == [str(e), row.strategy, f"{100 * row.share:.1f}%"]
        assert cells[5:8] == [f"{row.wins:,}", f"{row.ties:,}", f"{row.losses:,}"]
        assert cells[8:10] == [f"{100 * row.first_seat_share:.1f}%", f"{row.mean_turns:.1f}"]
    assert f"mean game length {df.mean_game_turns[0]:.1f} turns" in text
    # the match printed the same table
    table = lines[2:3 + len(df)]
    assert "\n".join(table) in r.output


def test_report_names_the_first_illegal_answer_and_how_to_replay_it(tmp_path):
    f = tmp_path / "mybots.py"
    f.write_text(TAXER)
    out = tmp_path / "s.parquet"
    r = _main(["intrige", "match", f"{f}:taxer", "honest", "--games", 400, "--seed", 4,
               "--threads", 1, "--out", out])
    assert r.exit_code == 0, r.output
    warn = [x for x in r.output.splitlines() if x.startswith("warning: taxer gave")]
    assert len(warn) == 1
    assert ": tax to an action decision; replay: domsim intrige play " in warn[0]
    assert f"{f}:taxer honest --seed 4 --game " in warn[0]
    rep = _main(["report", out])
    assert rep.exit_code == 0, rep.output
    assert warn[0] in rep.output.splitlines()


def test_report_png_and_html_of_an_intrige_match(tmp_path):
    out = tmp_path / "m.parquet"
    r = _main(["intrige", "match", "shark", "random", "--games", 300, "--threads", 1,
               "--out", out, "--quiet"])
    assert r.exit_code == 0, r.output
    rep = _main(["report", out, "--png", tmp_path / "png", "--html", tmp_path / "r.html"])
    assert rep.exit_code == 0, rep.output
    from PIL import Image
    im = Image.open(tmp_path / "png" / "shares.png").convert("L")
    assert im.size[0] >= 600 and im.getextrema()[0] < 100      # not blank: dark ink
    page = (tmp_path / "r.html").read_text()
    assert "Intrige match: shark vs random" in page and "mean game length" in page
    assert "mean_hand" not in page and "mean_won" not in page


def test_report_of_an_interrupted_intrige_match_says_how_to_resume(tmp_path):
    import pytest

    from simcore.intrige.match import Match
    from simcore.results import RunInterrupted, run_match
    from strategies.intrige import get
    out = tmp_path / "p.parquet"
    m = Match([get("shark"), get("honest")], games=1000, seed=2, chunk=200)
    resume = f"domsim intrige match shark honest --seed 2 --games 1000 --out {out} --resume"
    with pytest.raises(RunInterrupted):
        run_match(m, out=out, stop=lambda: True, resume_command=resume)
    rep = _main(["report", out])
    assert rep.exit_code == 0, rep.output
    lines = rep.stdout.splitlines()
    assert lines[0] == ("Intrige: shark vs honest: 200 games of 1,000 (partial: the run was "
                        "interrupted), 2 players, seed 2, rules default")
    assert [x for x in lines if x.startswith("resume with: ")] == [f"resume with: {resume}"]
