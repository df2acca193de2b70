"""`domsim intrige variants`: variants and grids, how much a variant changes the rules, the
verdict (fair first, smallest change first, CIs said), a tiny run resumed to the same bytes,
its report page, bad input."""
import filecmp

import numpy as np
import pandas as pd
import pytest
from click.testing import CliRunner

from cli.intrige.variants import conclusion
from cli.main import cli
from domsim import DomsimError
from domsim.intrige.variants import change, grid, parse_variant, variants, verdict
from simcore.plan import PlanInterrupted, parts_dir
from strategies import search


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


@pytest.fixture
def tiny(monkeypatch):
    """Tuning small enough for a unit test: 3 candidates, rungs of 20 and 60 games."""
    monkeypatch.setattr(search, "POP", 2)
    monkeypatch.setattr(search, "RUNGS", (20, 60))


def test_variants_grids_and_their_change():
    assert parse_variant("default") == {} and parse_variant("") == {}
    assert parse_variant("tax=2+start-coins=1,2") == {"tax": "2", "start-coins": "1,2"}
    assert grid(["tax=2|3", "steal=1|2"]) == ["tax=2+steal=1", "tax=2+steal=2",
                                             "tax=3+steal=1", "tax=3+steal=2"]
    assert grid([]) == []
    assert change({}) == (0, 0)
    assert change({"tax": "2"}) == (1, pytest.approx(1 / 3))
    assert change({"start-coins": "2,3"}) == (1, pytest.approx(7 / 16))   # 7 of 8 seats +1/2
    assert change({"order": "block-first", "tax": "4"})[0] == 2
    with pytest.raises(DomsimError, match="variant 'tax=x': rule option tax='x'"):
        parse_variant("tax=x")


def seat_rows(variant, shares, half=0.005):
    """Synthetic seat rows of one variant: {players: [share per seat]}."""
    out = []
    for n, ss in shares.items():
        for s, v in enumerate(ss):
            out.append({"kind": "seat", "name": str(s), "value": v, "ci_low": v - half,
                        "ci_high": v + half, "count": 1000, "fair": 1 / n, "bot": "fox",
                        "variant": variant, "players": n})
    return out


def even(n, lead=0.0):
    return [1 / n + lead] + [1 / n - lead / (n - 1)] * (n - 1)


def test_the_verdict_puts_fair_variants_first_smallest_change_first_then_the_closest():
    rows = pd.DataFrame(
        seat_rows("default", {n: even(n, 0.08) for n in range(2, 7)})
        + seat_rows("order=block-first+tax=2", {n: even(n, 0.01) for n in range(2, 7)})
        + seat_rows("tax=2", {n: even(n, 0.015) for n in range(2, 7)}, half=0.01)
        + seat_rows("tax=4", {n: even(n, 0.01 if n < 6 else 0.03) for n in range(2, 7)}))
    v = verdict(rows)
    assert list(v["variant"]) == ["tax=2", "order=block-first+tax=2", "tax=4", "default"]
    assert list(v["fair"]) == [True, True, False, False]
    assert list(v["fair_beyond_noise"]) == [False, True, False, False]    # 1.5 + 1 > 2
    assert v["worst_players"].iloc[2] == 6 and v["worst_seat"].iloc[2] == 0
    text = conclusion(v)
    assert text[0].startswith("2 of 4 variants bring every seat within 2 points of fair at "
                              "2,3,4,5,6 players; the smallest change: tax=2")
    assert text[1].startswith("1 of them with every 95% interval inside")
    text = conclusion(v[~v["fair"]])
    assert text[0].startswith("none of the 2 variants brings every seat within 2 points") \
        and "the closest: tax=4" in text[0]


def test_a_variant_judged_at_fewer_counts_is_not_called_fair():
    v = verdict(pd.DataFrame(seat_rows("tax=2", {2: even(2), 3: even(3)})))
    assert not v["fair"].iloc[0]


def test_a_run_resumes_to_the_same_bytes_and_reports(tiny, tmp_path, monkeypatch):
    kw = dict(players=(2, 3), games=300, tune_games=420, seed=4, threads=1, progress=None)
    texts = ["default", "start-coins=1,2"]
    whole = tmp_path / "whole.parquet"
    # the whole run one matchup at a time, the cut and resumed one two at a time
    monkeypatch.setattr("domsim.intrige.variants.matchups_at_once", lambda threads: 1)
    rows, v = variants(texts, out=whole, **kw)
    monkeypatch.setattr("domsim.intrige.variants.matchups_at_once", lambda threads: 2)
    assert set(rows["kind"]) == {"seat", "pair", "length", "winner_claimed"}
    assert len(v) == 2 and set(rows["players"]) == {2, 3}
    seats = rows[rows["kind"] == "seat"].groupby(["variant", "players"])["value"].sum()
    assert np.allclose(seats, 1.0)                                  # every game has a winner
    cut = tmp_path / "cut.parquet"
    calls = {"n": 0}

    def stop_after_two():
        calls["n"] += 1
        return calls["n"] >= 2
    with pytest.raises(PlanInterrupted):
        variants(texts, out=cut, stop=stop_after_two, **kw)
    assert not cut.exists() and parts_dir(cut).is_dir()
    variants(texts, out=cut, resume=True, **kw)
    assert filecmp.cmp(whole, cut, shallow=False)
    assert filecmp.cmp(tmp_path / "whole.verdict.parquet", tmp_path / "cut.verdict.parquet",
                       shallow=False)
    r = run("report", cut, "--html", tmp_path / "page.html")
    assert r.exit_code == 0, r.output
    page = (tmp_path / "page.html").read_text()
    assert page.count("<img") == 2 and "2 variants bring" in page.replace("brings", "bring")


@pytest.mark.parametrize("args,message", [
    (["-v", "tax=x"], "variant 'tax=x': rule option tax='x'"),
    (["-v", "taxx=2"], "unknown rule option 'taxx' (did you mean tax?)"),
    (["--grid", "tax"], "--grid 'tax': give NAME=V1|V2|..."),
    (["--players", "1-9"], "--players '1-9': give a count or a range of 2 to 8"),
    (["--bot", "honest"], "'honest' has no parameters to tune"),
    (["--tune-games", "100"], "one generation of the tuning takes 22,500 games"),
])
def test_bad_input_is_one_line_exit_2(args, message, tmp_path):
    out = tmp_path / "v.parquet"
    r = run("intrige", "variants", *args, "--out", out)
    assert r.exit_code == 2 and message in r.output and len(r.output.splitlines()) == 1
    assert not out.exists() and not parts_dir(out).exists()
