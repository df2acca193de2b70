"""An honest "best": a sweep names a best point only where it beats the runner-up at 95%;
the optimiser's final table has each opponent once and none that any bot beats; its bot file
records the kingdom it was made for, where `domsim match` then plays."""
import pandas as pd
from click.testing import CliRunner

from cli.dominion.sweep import best_line
from cli.main import cli
from domsim.inputs import resolve_kingdom
from domsim.report import within_noise
from simcore.dominion.cards import card_id
from strategies import get
from strategies.dominion import optimiser as op
from strategies.dominion.botfile import bots_from_toml, toml_text


def grid(shares, games=2000):
    return pd.DataFrame({"money": range(14, 14 + len(shares)), "share": shares,
                         "games": [games] * len(shares)})


def test_overlapping_points_are_no_clear_best():
    # the case: seven shares 0.70-0.77 over 200 games each, all within noise
    df = grid([0.70, 0.73, 0.75, 0.74, 0.76, 0.77, 0.72], games=200)
    line = best_line(df, ["money"])
    assert line.startswith("no clear best: these 7 are within noise")
    assert line.split(": ", 2)[2].split("; ")[0] == "money=19 (77.0%)"   # the top one first
    assert all(f"money={m}" in line for m in range(14, 21))
    assert not line.startswith("best:")


def test_a_clear_best_is_named_and_close_ones_are_listed():
    assert best_line(grid([0.50, 0.62, 0.51]), ["money"]).startswith("best: money=15 (62.0%)")
    line = best_line(grid([0.50, 0.60, 0.59]), ["money"])
    assert line.startswith("no clear best: these 2") and "money=16" in line
    assert "money=14" not in line
    assert within_noise([0.5, 0.6, 0.59], [2000] * 3) == [1, 2]


def test_optimiser_field_has_no_duplicates_nor_degenerate_opponents():
    ks = [card_id(c) for c in ("Smithy", "Village", "Cellar", "Merchant", "Militia")]
    names = [s.name for s in op.applicable_builtins(ks)]
    assert "bm-militia" in names and "big-money-ultimate" in names
    assert not [n for n in names if n.endswith(":classic") or n.startswith("dombots-")]
    assert len(names) == len(set(names))
    a, b, c = get("big-money"), get("bm-village:classic"), get("smithy-bm")
    kept, left = op.contenders([(c, 0.6), (a, 0.2), (b, 0.01)])
    assert kept == [c, a] and left == [b]


def test_a_bot_file_records_its_kingdom_and_match_plays_there(tmp_path):
    bot = bots_from_toml('[mine]\nbuy = ["Province", "Gold", "Smithy", "Silver"]\n'
                         'kingdom = "Market, smithy, Throne Room"\n')["mine"]
    assert bot.kingdom == tuple(card_id(c) for c in ("Market", "Smithy", "Throne Room"))
    again = bots_from_toml(toml_text([bot]))["mine"]
    assert again == bot
    path = tmp_path / "best.toml"
    path.write_text(toml_text([bot]))
    strat = get(f"{path}:mine")
    ks, _ = resolve_kingdom(None, [strat, get("big-money")])
    assert ks == sorted(bot.kingdom)
    ks, _ = resolve_kingdom("Witch", [strat])        # --kingdom says otherwise
    assert ks == sorted([card_id("Witch"), card_id("Smithy")])
    r = CliRunner().invoke(cli, ["match", f"{path}:mine", "big-money", "-n", "50", "-o",
                                 str(tmp_path / "m.parquet")])
    assert r.exit_code == 0, r.output
    line = next(x for x in r.output.splitlines() if x.startswith("kingdom: "))
    assert sorted(line[9:].split(",")) == ["Market", "Smithy", "Throne Room"]


def test_sweep_and_its_page_say_no_clear_best_within_noise(tmp_path):
    out = tmp_path / "p.parquet"
    r = CliRunner().invoke(cli, ["sweep", "params", "smithy-bm", "--param", "money=15..17",
                                 "-n", "100", "-o", str(out)])
    assert r.exit_code == 0, r.output
    assert "no clear best: these 3 are within noise (95%) of the top" in r.output
    assert "\nbest: " not in r.output
    r = CliRunner().invoke(cli, ["report", str(out), "--html", str(tmp_path / "p.html")])
    assert r.exit_code == 0, r.output
    assert "no clear best: these 3" in (tmp_path / "p.html").read_text()
