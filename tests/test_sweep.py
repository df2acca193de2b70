"""Card and kingdom sweeps, precision mode, kingdoms files and random kingdoms."""
import re

import pandas as pd
import pytest
from click.testing import CliRunner

import domsim
from cli.main import cli
from simcore.plan import PRECISION_BLOCK


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def test_card_sweep_orders_witch_smithy_moat(tmp_path):
    out = tmp_path / "c.parquet"
    r = run("sweep", "cards", "--cards", "Moat,Smithy,Witch", "--games", 1200, "--out", out)
    assert r.exit_code == 0, r.output
    cards = pd.read_parquet(tmp_path / "c.cards.parquet")
    assert list(cards["card"]) == ["Witch", "Smithy", "Moat"]
    assert (cards["lift"] == cards["share"] - 0.5).all()
    assert (tmp_path / "c.cards.png").stat().st_size > 10_000
    rows = pd.read_parquet(out)
    assert set(rows["strategy"]) == {"bm-witch", "bm-smithy", "bm-moat", "big-money-ultimate"}
    assert re.search(r"^1\s+Witch\s", r.output, re.M)


def test_card_sweep_copies_best_and_players():
    df = domsim.sweep_cards(cards="Smithy", copies="1,2", games=120, progress=False)
    assert sorted(df["copies"]) == [1, 2]
    best = domsim.sweep_cards(cards="Smithy,Moat", copies="best", games=60, progress=False)
    assert sorted(best["card"]) == ["Moat", "Smithy"]         # one row per card
    assert len(best.attrs["rows"]) == 2 * 7 * 2
    three = domsim.sweep_cards(cards="Witch", players=3, games=120, progress=False)
    assert three["lift"].iloc[0] == pytest.approx(three["share"].iloc[0] - 1 / 3)
    rows = three.attrs["rows"]
    assert list(rows["strategy"]) == ["bm-witch", "big-money-ultimate#1",
                                      "big-money-ultimate#2"]


def test_precision_stops_at_the_requested_width():
    w = 0.03
    df = domsim.match(["big-money", "smithy-bm"], precision=w, seed=2, progress=False)
    games = df.attrs["games"]
    half = ((df["ci_high"] - df["ci_low"]) / 2).max()
    assert half <= w and games % PRECISION_BLOCK == 0
    if games > PRECISION_BLOCK:                 # one block fewer was not enough
        fewer = domsim.match(["big-money", "smithy-bm"], games=games - PRECISION_BLOCK,
                             seed=2, progress=False)
        assert ((fewer["ci_high"] - fewer["ci_low"]) / 2).max() > w
    # the same options give the same numbers
    again = domsim.match(["big-money", "smithy-bm"], precision=w, seed=2, progress=False,
                         threads=1, chunk=500)
    pd.testing.assert_frame_equal(df, again, check_like=False)
    # the cap stops it, and a tournament row says how many games it needed
    capped = domsim.tournament(["big-money", "big-money-ultimate"], precision=0.001,
                               max_games=1000, progress=False)
    assert capped.attrs["rows"]["games"].iloc[0] == PRECISION_BLOCK


def test_kingdom_sweep_tables(tmp_path):
    f = tmp_path / "k.txt"
    f.write_text("# two kingdoms\nfirst-game\nWitch, Smithy, Moat, Village, Market, Cellar, "
                 "Chapel, Militia, Mine, Festival\n")
    out = tmp_path / "k.parquet"
    r = run("sweep", "kingdoms", "--kingdoms", f, "--games", 100, "--out", out, "--quiet")
    assert r.exit_code == 0, r.output
    per = pd.read_parquet(tmp_path / "k.kingdoms.parquet")
    cards = pd.read_parquet(tmp_path / "k.cards.parquet")
    ranks = pd.read_parquet(tmp_path / "k.ranking.parquet")
    assert len(per) == 2
    assert set(per.columns) >= {"best", "margin", "close", "kingdom"}
    assert (per["margin"] >= 0).all()
    # pool of kingdom 1: BMU, 10 bm-X, and every built-in bot whose needs fit (smithy-bm,
    # double-witch, the DomBots bots of these cards, ...)
    from simcore.dominion.match import kingdom_from
    from strategies.dominion.pools import kingdom_pool
    k1 = ranks[ranks["kingdom_index"] == 1]
    pool = kingdom_pool(kingdom_from("Witch,Smithy,Moat,Village,Market,Cellar,Chapel,Militia,"
                                     "Mine,Festival", []))
    assert set(k1["strategy"]) == {s.name for s in pool}
    assert len(pool) >= 13 and {"smithy-bm", "double-witch"} <= set(k1["strategy"])
    assert cards.loc[cards["card"] == "Smithy", "kingdoms"].iloc[0] == 2
    for png in ("dominance", "margins"):
        assert (tmp_path / f"k.{png}.png").stat().st_size > 5_000


def test_random_kingdoms_depend_on_seed_and_index_only():
    from simcore.dominion.plans import card_pool, random_kingdoms
    pool = card_pool("base,intrigue")
    a = random_kingdoms(5, 11, pool)
    b = random_kingdoms(8, 11, pool)
    assert a == b[:5]
    assert all(len(set(k)) == 10 and set(k) <= set(pool) for k in b)
    assert random_kingdoms(1, 12, pool) != a[:1]
    one = domsim.match(["big-money", "smithy-bm"], games=10, kingdom="random", seed=11,
                       progress=False)
    assert len(one["kingdom"].iloc[0].split(",")) >= 10


@pytest.mark.parametrize("args, words", [
    (["cards", "--cards", "Smithy,Wich"], "Witch"),
    (["cards", "--copies", "0"], "--copies"),
    (["cards", "--baseline", "big-mony"], "big-money"),
    (["kingdoms", "--kingdoms", "random:0"], "random:200"),
    (["kingdoms", "--kingdoms", "nosuchfile.txt"], "no such file"),
    (["cards", "--precision", "0"], "--precision"),
])
def test_bad_input(tmp_path, args, words):
    r = run("sweep", *args, "--out", tmp_path / "x.parquet")
    assert r.exit_code == 2, r.output
    assert r.output.startswith("Error:") and words in r.output
    assert len(r.output.strip().splitlines()) == 1
    assert list(tmp_path.iterdir()) == []


def test_kingdoms_file_bad_line_names_its_line(tmp_path):
    f = tmp_path / "k.txt"
    f.write_text("first-game\n\nSmithy, Vilage\n")
    r = run("sweep", "kingdoms", "--kingdoms", f, "--out", tmp_path / "x.parquet")
    assert r.exit_code == 2 and "line 3" in r.output and "village" in r.output.lower()
    assert not (tmp_path / "x.parquet").exists()


def test_match_precision_and_random_kingdom_on_the_command_line(tmp_path):
    out = tmp_path / "m.parquet"
    r = run("match", "big-money", "smithy-bm", "--precision", 0.02, "--out", out, "--quiet")
    assert r.exit_code == 0, r.output
    m = pd.read_parquet(out)
    assert m["games"].iloc[0] % PRECISION_BLOCK == 0
    assert ((m["ci_high"] - m["ci_low"]) / 2).max() <= 0.02
    r = run("report", out)                      # an ordinary summary file
    assert r.exit_code == 0 and "smithy-bm" in r.output
    r = run("match", "big-money", "smithy-bm", "--kingdom", "random", "--seed", 11, "--games",
            20, "--out", tmp_path / "r.parquet", "--quiet")
    assert r.exit_code == 0, r.output
    from simcore.dominion.cards import NAMES
    k = pd.read_parquet(tmp_path / "r.parquet")["kingdom"].iloc[0].split(",")
    assert set(NAMES[c] for c in domsim.random_kingdom(11)) <= set(k)
    r = run("match", "big-money", "smithy-bm", "--precision", 0.02, "--games-out",
            tmp_path / "g.parquet", "--out", tmp_path / "x.parquet")
    assert r.exit_code == 2 and "--games-out" in r.output
