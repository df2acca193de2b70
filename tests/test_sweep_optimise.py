"""`sweep kingdoms --optimise GAMES`: every kingdom's pool gains the optimiser's best bot for
it, the files say which bot won each kingdom and which bots were searched, and a resume
reuses the bots and writes the same bytes."""
import filecmp
import json

import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

import domsim
from cli.main import cli
from simcore.dominion.cards import card_id
from simcore.plan import PlanInterrupted, parts_dir
from strategies import search
from strategies.dominion import optimiser as op
from strategies.dominion.bot_files import read_bots

KINGDOMS = "Smithy,Village,Market\nWitch,Moat\n"


@pytest.fixture
def small(monkeypatch):
    """A search small enough for a unit test: 6 candidates, rungs of 20 and 60 games, the
    built-ins ranked in 100 games each."""
    monkeypatch.setattr(search, "POP", 5)
    monkeypatch.setattr(search, "RUNGS", (20, 60))
    monkeypatch.setattr(op, "RANK_GAMES", 100)


def sweep(tmp_path, out, **kw):
    f = tmp_path / "k.txt"
    f.write_text(KINGDOMS)
    return domsim.sweep_kingdoms(str(f), games=60, optimise=12_000, seed=3, progress=False,
                                 out=out, **kw)


def test_every_kingdom_plays_its_optimised_bot_and_a_resume_is_the_same(small, tmp_path):
    whole = tmp_path / "whole.parquet"
    per = sweep(tmp_path, whole)
    ranks = per.attrs["rankings"]
    assert sorted(ranks[ranks["strategy"] == "optimised"]["kingdom_index"]) == [0, 1]
    assert {"best"} <= set(per.columns) and len(per) == 2
    bots = read_bots(str(tmp_path / "whole.optimised.toml"))
    assert list(bots) == ["optimised-0", "optimised-1"]
    assert [sorted(b.kingdom) for b in bots.values()] == [
        sorted(card_id(c) for c in line.split(",")) for line in KINGDOMS.split()]
    md = pq.read_schema(whole).metadata
    assert md[b"optimise"] == b"12000"
    assert json.loads(md[b"optimised"]) == [b.words() for b in bots.values()]
    cut = tmp_path / "cut.parquet"
    saved = tmp_path / "cut.optimised.toml"
    calls = {"n": 0}

    def stop_after_two_chunks():    # (asked after each generation too: those do not count)
        if saved.exists() and len(read_bots(str(saved))) == 2:
            calls["n"] += 1
        return calls["n"] >= 2
    with pytest.raises(PlanInterrupted):
        sweep(tmp_path, cut, stop=stop_after_two_chunks)
    assert not cut.exists() and parts_dir(cut).is_dir()
    saved = saved.read_text()
    # the resume reads the bots back rather than search again (a search would fail here)
    real = op.search
    op.search = None
    try:
        sweep(tmp_path, cut, resume=True)
    finally:
        op.search = real
    assert (tmp_path / "cut.optimised.toml").read_text() == saved
    for what in ("", ".kingdoms", ".cards", ".ranking"):
        assert filecmp.cmp(tmp_path / f"whole{what}.parquet", tmp_path / f"cut{what}.parquet",
                           shallow=False), what


def test_the_same_seed_finds_the_same_bots(small, tmp_path):
    a = sweep(tmp_path, tmp_path / "a.parquet")
    b = sweep(tmp_path, tmp_path / "b.parquet")
    assert (tmp_path / "a.optimised.toml").read_text() == \
        (tmp_path / "b.optimised.toml").read_text()
    assert a.attrs["metadata"]["optimised"] == b.attrs["metadata"]["optimised"]


@pytest.mark.parametrize("value,message", [
    ("10m", "--optimise '10m': give the search's games per kingdom"),
    ("500", "--optimise 500: give the search's games per kingdom, 10,000 to"),
])
def test_bad_optimise_is_one_line_exit_2(value, message, tmp_path):
    r = CliRunner().invoke(cli, ["sweep", "kingdoms", "--kingdoms", "random:1", "--optimise",
                                 value, "--out", str(tmp_path / "s.parquet")])
    assert r.exit_code == 2 and message in r.output, r.output
    assert r.output.strip().count("\n") == 0
    assert not list(tmp_path.iterdir())


def test_a_stop_while_searching_keeps_the_kingdoms_searched(small, tmp_path):
    """A stop asked during the searches ends the sweep after the kingdom in hand, with its
    bot saved; the resume searches only the others and writes the files of a run never
    stopped. Each generation counts as progress for the CLI's watchdog."""
    whole = tmp_path / "whole.parquet"
    sweep(tmp_path, whole)
    cut = tmp_path / "cut.parquet"
    calls = {"n": 0}

    def stop_in_the_first_search():
        calls["n"] += 1
        return True
    with pytest.raises(PlanInterrupted):
        sweep(tmp_path, cut, stop=stop_in_the_first_search)
    assert calls["n"] >= 1                       # asked after a generation
    assert len(read_bots(str(tmp_path / "cut.optimised.toml"))) == 1
    sweep(tmp_path, cut, resume=True)
    assert (tmp_path / "cut.optimised.toml").read_text() == \
        (tmp_path / "whole.optimised.toml").read_text()
    for what in ("", ".kingdoms", ".ranking"):
        assert filecmp.cmp(tmp_path / f"whole{what}.parquet", tmp_path / f"cut{what}.parquet",
                           shallow=False), what


def card_sweep(out, **kw):
    return domsim.sweep_cards(cards="Smithy,Witch", games=60, optimise=12_000, seed=3,
                              progress=False, out=out, **kw)


def test_a_card_sweep_plays_each_cards_optimised_bot_and_a_resume_is_the_same(small, tmp_path):
    whole = tmp_path / "whole.parquet"
    table = card_sweep(whole)
    assert sorted(zip(table["card"], table["bot"], table["copies"], table["strategy"])) == [
        ("Smithy", "bm", 1, "bm-smithy"), ("Smithy", "optimised", 0, "optimised-smithy"),
        ("Witch", "bm", 3, "bm-witch"), ("Witch", "optimised", 0, "optimised-witch")]
    bots = read_bots(str(tmp_path / "whole.optimised.toml"))
    assert [sorted(b.kingdom) for b in bots.values()] == [[card_id("Smithy")], [card_id("Witch")]]
    md = pq.read_schema(whole).metadata
    assert md[b"optimise"] == b"12000"
    assert json.loads(md[b"optimised"]) == [b.words() for b in bots.values()]
    # each optimised bot buys only its own card among the kingdom cards
    assert "Witch" not in json.loads(md[b"optimised"])[0]
    cut = tmp_path / "cut.parquet"
    calls = {"n": 0}

    def stop_after_a_chunk():       # (asked after each generation too: those do not count)
        if (tmp_path / "cut.optimised.toml").exists() and \
                len(read_bots(str(tmp_path / "cut.optimised.toml"))) == 2:
            calls["n"] += 1
        return calls["n"] >= 2
    with pytest.raises(PlanInterrupted):
        card_sweep(cut, stop=stop_after_a_chunk)
    real = op.search
    op.search = None                # the resume reads the bots back: a search would fail
    try:
        card_sweep(cut, resume=True)
    finally:
        op.search = real
    for what in ("", ".cards"):
        assert filecmp.cmp(tmp_path / f"whole{what}.parquet", tmp_path / f"cut{what}.parquet",
                           shallow=False), what


def test_a_card_sweep_without_optimise_has_no_bot_column(tmp_path):
    table = domsim.sweep_cards(cards="Smithy", games=40, progress=False)
    assert "bot" not in table and list(table["strategy"]) == ["bm-smithy"]


def test_bad_optimise_of_a_card_sweep_is_one_line_exit_2(tmp_path):
    r = CliRunner().invoke(cli, ["sweep", "cards", "--cards", "Smithy", "--optimise", "10m",
                                 "--out", str(tmp_path / "s.parquet")])
    assert r.exit_code == 2 and "--optimise '10m': give the search's games per card" in r.output
    assert r.output.strip().count("\n") == 0
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("sweep_kind,where", [("cards", ["--cards", "Smithy,Witch"]),
                                              ("kingdoms", ["--kingdoms", "random:1"])])
def test_an_optimise_budget_too_small_to_search_is_refused_before_any_work(sweep_kind, where,
                                                                          tmp_path):
    """A budget under one generation would find no bot: refused with the games it needs
    (ranking each kingdom's built-ins and one generation), nothing written."""
    r = CliRunner().invoke(cli, ["sweep", sweep_kind, *where, "--optimise", "20000",
                                 "--out", str(tmp_path / "s.parquet")])
    assert r.exit_code == 2, r.output
    assert "--optimise 20,000: a search ranks each kingdom's built-ins and plays at least one " \
           "generation" in r.output and "give at least" in r.output
    assert r.output.strip().count("\n") == 0
    assert not list(tmp_path.iterdir())
