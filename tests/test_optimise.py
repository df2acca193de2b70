"""`domsim optimise`: the space, determinism on a tiny budget, outputs, interrupts, bad input,
and on a one-card kingdom a bot at least as strong as the hand-written one."""
import time
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from click.testing import CliRunner

from cli.main import cli
from cli.search import parse_budget
from simcore.dominion.cards import card_id
from strategies import REGISTRY, search
from strategies.dominion import optimiser as op
from strategies.dominion.bot_files import read_bots


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


@pytest.fixture
def tiny(monkeypatch):
    """A search small enough for a unit test: 6 candidates, rungs of 20 and 60 games."""
    monkeypatch.setattr(search, "POP", 5)
    monkeypatch.setattr(search, "RUNGS", (20, 60))


def test_the_starting_points_are_the_builtins():
    cards = [card_id("Smithy"), card_id("Militia")]
    ps = op.seed_params(cards)
    assert op.bot_from_params(ps[0]).words() == REGISTRY["big-money-ultimate"].summary
    assert op.bot_from_params(ps[1]).words() == (
        "Province if money > 18; Duchy if prov <= 4; Estate if prov <= 2; Gold; "
        "Duchy if prov <= 6; Smithy if count(Smithy) < 2; Silver")


def test_the_arenas_jobs_on_every_core_give_the_numbers_of_one_thread():
    ks = [card_id("Smithy"), card_id("Militia")]
    a = op.Arena(ks)
    bots = [REGISTRY[n] for n in ("smithy-bm", "bm-militia", "big-money-ultimate")]
    jobs = [(c, o, 5, 10 * i, 10 * i + 40) for i, c in enumerate(bots) for o in bots]
    assert a.shares(jobs) == [op.Arena(ks).share(*j) for j in jobs]
    assert a.games == 40 * len(jobs)


def test_a_card_in_two_slots_is_one_rule_the_first():
    p = op.seed_params([card_id("Smithy")])[1] | {"card1": "Smithy", "cap1": 3, "early1": 1,
                                                  "card2": "Village", "cap2": 10, "early2": 1}
    assert op.bot_from_params(p).words() == (
        "Province if money > 18; Duchy if prov <= 4; Estate if prov <= 2; Village; Gold; "
        "Duchy if prov <= 6; Smithy if count(Smithy) < 2; Silver")


def test_the_space_holds_smithy_bm():
    p = op.seed_params([card_id("Smithy")])[2]
    assert op.bot_from_params(p).words() == REGISTRY["smithy-bm"].summary


@pytest.mark.parametrize("text,want", [("200000", ("games", 200000)), ("2e5", ("games", 200000)),
                                       ("90s", ("seconds", 90.0)), ("10m", ("seconds", 600.0)),
                                       ("1.5h", ("seconds", 5400.0))])
def test_budget_forms(text, want):
    assert parse_budget(text) == want


def test_generation_cost_is_what_a_generation_plays(tiny):
    arena = op.Arena([card_id("Smithy")], 2)
    field = [REGISTRY["big-money"]]
    best, progress, rows, stopped = op.search(arena, field, seed=3,
                                              budget_games=op.generation_cost(1)
                                              + op.generation_cost(2) + 1)
    assert len(progress) == 2 and not stopped
    # generation 0: a field of 1; generation 1: the field plus the new best (which does not
    # play its own rules, so the cost is a bound)
    assert op.generation_cost(1) < arena.games <= op.generation_cost(1) + op.generation_cost(2)


def test_search_is_deterministic_for_seed_and_games_budget(tiny):
    def once(seed):
        arena = op.Arena([card_id("Smithy"), card_id("Village")], 2)
        best, progress, rows, _ = op.search(arena, [REGISTRY["big-money"]], seed=seed,
                                            budget_games=6_000)
        return best.bot.rules, [p.best_share for p in progress], pd.DataFrame(rows)
    a, b, c = once(7), once(7), once(8)
    assert a[0] == b[0] and a[1] == b[1]
    pd.testing.assert_frame_equal(a[2], b[2])
    assert len(a[2]) > 6 and a[2]["rules"].nunique() > 3
    assert not a[2]["rules"].equals(c[2]["rules"])                  # the seed matters


def test_the_candidates_do_not_depend_on_how_fast_the_games_play(tiny, monkeypatch):
    """Each candidate is asked while the games of those before it play: the same candidates
    and results, whatever the timing."""
    def once():
        arena = op.Arena([card_id("Smithy"), card_id("Village")], 2)
        return pd.DataFrame(op.search(arena, [REGISTRY["big-money"]], seed=4,
                                      budget_games=6_000)[2])
    fast = once()
    real = op.Arena._total

    def slow(self, cand, opp, seed, start, stop):
        time.sleep(0.004 * (stop % 3))            # uneven: some rungs outlast several asks
        return real(self, cand, opp, seed, start, stop)
    monkeypatch.setattr(op.Arena, "_total", slow)
    pd.testing.assert_frame_equal(fast, once())


def test_cli_outputs_and_determinism(tiny, tmp_path):
    outs = []
    # the same run typed two ways: the same files (but the search's timings)
    for d, kingdom, against, budget in (("a", "Smithy,Village", "big-money", "10000"),
                                        ("b", "village, smithy", "Big_Money", "1e4")):
        r = run("optimise", "--kingdom", kingdom, "--against", against,
                "--budget", budget, "--seed", "5", "--final-games", "300", "-q",
                "--out", tmp_path / d)
        assert r.exit_code == 0, r.output
        outs.append(tmp_path / d)
    a, b = outs
    for f in ("best.toml", "final.csv"):
        assert (a / f).read_text() == (b / f).read_text(), f
    pa, pb = (pd.read_csv(x / "progress.csv").drop(columns="seconds") for x in (a, b))
    pd.testing.assert_frame_equal(pa, pb)
    pd.testing.assert_frame_equal(pd.read_parquet(a / "candidates.parquet"),
                                  pd.read_parquet(b / "candidates.parquet"))
    bot = next(iter(read_bots(str(a / "best.toml")).values()))
    assert bot.rules and "10000" in bot.description
    assert set(bot.kingdom) == {card_id("Smithy"), card_id("Village")}  # where it was made for
    final = pd.read_csv(a / "final.csv")
    assert "big-money" in set(final["opponent"]) and final["in_field"].any()
    assert not final["opponent"].str.contains(":classic|dombots-").any()   # each bot once
    assert final["opponent"].is_unique
    assert (final["ci_low"] <= final["share"] + 1e-9).all()
    assert (final["share"] <= final["ci_high"] + 1e-9).all()
    cands = pd.read_parquet(a / "candidates.parquet")
    assert {"generation", "rules", "score", "mean_share", "games_per_member",
            "winner"} <= set(cands.columns)
    assert (cands["score"] <= cands["mean_share"] + 1e-12).all()        # min <= mean
    assert cands.groupby("generation")["winner"].sum().eq(1).all()
    _check_chart(a / "best_share.png", len(pd.read_csv(a / "progress.csv")))


def _check_chart(path, generations):
    import matplotlib.image as mpimg
    img = mpimg.imread(path)
    assert img.shape[0] == 460 and img.shape[1] == 700             # 7 x 4.6 in at 100 dpi
    assert img[..., :3].std() > 0.05                                  # not blank
    rgb = img[..., :3]
    blue = (rgb[..., 2] > 0.6) & (rgb[..., 0] < 0.3) & (rgb[..., 1] < 0.6)
    assert blue.sum() > 20 * generations                              # the line and markers


def test_ctrl_c_keeps_the_best_so_far(tiny, tmp_path, monkeypatch):
    calls = {"n": 0}
    real = op.Arena._total

    def total(self, *a):        # a game job, on this thread or the pool's
        calls["n"] += 1
        if calls["n"] > 40:                                           # in generation 2 or so
            raise KeyboardInterrupt
        return real(self, *a)
    monkeypatch.setattr(op.Arena, "_total", total)
    r = run("optimise", "--kingdom", "Smithy", "--against", "big-money", "--budget", "1e6",
            "-q", "--out", tmp_path / "o")
    assert r.exit_code == 130
    assert "interrupted: best so far" in r.output
    assert read_bots(str(tmp_path / "o" / "best.toml"))


@pytest.mark.parametrize("args,message", [
    (["--kingdom", "Smithy", "--budget", "5"], "a games budget must be 10,000"),
    (["--kingdom", "Smithy", "--budget", "1e11"], "a games budget must be"),
    (["--kingdom", "Smithy", "--budget", "2s"], "a time budget must be 5 s"),
    (["--kingdom", "Smithy", "--budget", "ten"], "give games"),
    (["--kingdom", "Copper"], "no kingdom card a buy list could use"),
    (["--kingdom", "Smithee"], "unknown card or preset 'Smithee'"),
    (["--kingdom", "Smithy", "--against", "big-mony"], "unknown strategy 'big-mony'"),
    (["--kingdom", "Smithy", "--against", "double-witch"], "needs Witch"),
    (["--kingdom", "Smithy", "--against", "big-money", "--budget", "10000"],
     "one generation against this field takes"),
])
def test_bad_input_is_one_line_exit_2(args, message, tmp_path):
    r = run("optimise", *args, "--out", tmp_path / "x")
    assert r.exit_code == 2 and message in r.output and r.output.count("\n") == 1, r.output


def test_out_folder_with_files_is_refused(tmp_path):
    (tmp_path / "f").write_text("x")
    r = run("optimise", "--kingdom", "Smithy", "--out", tmp_path)
    assert r.exit_code == 2 and "already holds files" in r.output


def test_one_card_kingdom_finds_a_bot_as_strong_as_smithy_bm(tmp_path):
    """The real search (POP 24, three rungs) on Smithy alone against smithy-bm, in each
    space: the bot found is at least as strong as the hand-written one on the fresh games,
    measured against what smithy-bm itself scores on those games (a mirror's share on 3,000
    given games is not 50%: here 47.5%)."""
    mirror = op.final_evaluation(op.Arena([card_id("Smithy")]), REGISTRY["smithy-bm"],
                                 [REGISTRY["smithy-bm"]], 0, 3000)[0][1]
    for space in ("rules", "slots"):
        r = run("optimise", "--kingdom", "Smithy", "--against", "smithy-bm", "--budget",
                "150000", "--final-games", "3000", "-q", "--out", tmp_path / space,
                "--space", space)
        assert r.exit_code == 0, r.output
        final = pd.read_csv(tmp_path / space / "final.csv").set_index("opponent")
        assert final.loc["smithy-bm", "share"] >= mirror - 2 * (0.25 / 3000) ** 0.5, space
        assert final.loc["big-money", "share"] > 0.75
        assert np.isfinite(final["share"]).all()
        assert Path(tmp_path / space / "best.toml").exists()
