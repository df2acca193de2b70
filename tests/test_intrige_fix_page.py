"""docs/intrige-balance/what-would-fix-it.md, the Intrige answer for a game designer: the page
is what benchmarks/intrige_fix.py renders from the stored measurements, it opens with one
recommendation paragraph naming a measured variant, every notation its tables use is in its
key, and the recommendation never calls noise a winner."""
import re
from pathlib import Path

import pandas as pd
import pytest

from benchmarks import intrige_fix as fix
from benchmarks.intrige_first_dagger import first_dagger, measure
from simcore.intrige.state import (
    DAGGER,
    EV_ACTION,
    EV_BLOCK,
    EV_CHALLENGE,
    EV_LOSE,
    EV_SHOW,
    EV_TURN,
    JACK,
    QUEEN,
    TAX,
)

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "intrige-balance"
SEARCH = "docs/intrige-balance/search/variants.parquet"
PAGE = OUT / "what-would-fix-it.md"


@pytest.fixture(scope="module")
def text():
    return PAGE.read_text()


@pytest.fixture(scope="module")
def measured():
    return list(dict.fromkeys(pd.read_parquet(OUT / "fix.parquet")["variant"]))


def bounds(lines, title):
    i = lines.index(f"## {title}")
    j = next((k for k in range(i + 1, len(lines)) if lines[k].startswith("## ")), len(lines))
    return i, j


def section(text, title):
    """The lines of a '## ' section, without its title."""
    lines = text.splitlines()
    i, j = bounds(lines, title)
    return lines[i + 1:j]


def tables(lines):
    """Each markdown table as (header cells, rows of cells)."""
    out, cur = [], []
    for ln in lines + [""]:
        if ln.startswith("|"):
            cur.append([c.strip() for c in ln.strip("|").split("|")])
        elif cur:
            out.append((cur[0], cur[2:]))
            cur = []
    return out


def test_the_page_is_what_the_generator_renders_from_the_stored_data(text, monkeypatch):
    monkeypatch.chdir(ROOT)
    assert fix.render(SEARCH, "docs/intrige-balance") == text


def test_the_recommendation_is_the_first_paragraph_and_names_a_measured_variant(text,
                                                                                measured):
    lines = text.splitlines()
    assert lines[0] == "# What would fix it" and lines[1] == ""
    assert lines[2].startswith("**Recommendation.** ")
    assert lines[3] == "" and lines[4] == "## How to read this page"     # one paragraph
    named = re.search(r"The one to test next is `([^`]+)`", lines[2]).group(1)
    assert named in measured and named != "default"
    for v in re.findall(r"`([^`]+)`", lines[2]):
        assert v in measured
    # it says what it fixes, what it costs and how sure, with the games counted
    for part in ("What it fixes (nearer fair, beyond noise):", "What it costs:",
                 "How sure: 20,000 games"):
        assert part in lines[2]


def test_every_notation_in_the_tables_is_in_the_key(text):
    key = section(text, "How to read this page")
    terms = set()
    for ln in key:
        if ln.lstrip().startswith("- "):
            head = ln.split(": ")[0]
            terms |= set(re.findall(r"\*\*([^*]+)\*\*", head))
    kinds = set(fix.SHOWN)
    assert kinds <= terms
    coin_tables = tables(key)
    assert len(coin_tables) == 1
    explained = {r[0].strip("`") for r in coin_tables[0][1]}       # the variants, in coins
    key_text = "\n".join(key)
    lines = text.splitlines()
    i, j = bounds(lines, "How to read this page")
    body = lines[:i] + lines[j:]
    found = tables(body) + coin_tables
    assert len(found) >= 5
    for header, rows in found:
        for h in header:
            assert h in terms, f"column {h!r} is not in the key"
        for r in rows:
            for name, cell in zip(header, r):
                if name == "variant":
                    assert cell.strip("`") in explained, cell
                if name == "kind of player":
                    assert cell in terms, cell
                if name in ("first Dagger by", "what became of it"):
                    assert cell in key_text, cell
                if name == "bot":
                    assert cell.strip("`").split(":")[0] == "fox" and "fox:t:d:b" in key_text
                if "%" in cell:
                    assert "%" in terms
                if "[" in cell:
                    assert "[low, high]" in terms
                if "**" in cell:
                    assert "bold" in terms
                m = re.fullmatch(r"[\d.]+ \((\w+)\)", cell)
                if m:
                    assert m.group(1) in kinds


def test_the_flip_is_explained_with_the_stored_games(text):
    flip = " ".join(section(text, "Why the 2-player starter's edge flips with the bot"))
    st = pd.read_parquet(OUT / "starter.parquet")
    default = st[st["who"] == "default fox"]
    first = int(default.loc[default["first"] == "starter", "games"].sum())
    total = int(default["games"].sum())
    assert f"throws it in {first:,} of {total:,} games" in flip
    assert "a bluffed Queen then loses both its cards and the game" in flip


def test_first_dagger_reads_what_became_of_it():
    s, o = 0, 1
    dagger = (EV_ACTION, s, DAGGER, o)
    queen = (EV_BLOCK, o, DAGGER, QUEEN)
    chal = (EV_CHALLENGE, s, o, QUEEN)
    turn = (EV_TURN, o, 2, 2)
    assert first_dagger([(EV_ACTION, s, TAX, -1), turn]) == (-1, "none")
    assert first_dagger([turn, dagger, turn]) == (s, "hit")
    assert first_dagger([dagger, (EV_CHALLENGE, o, s, JACK), turn]) == (s, "jack challenged")
    assert first_dagger([dagger, queen, turn, chal]) == (s, "queen let stand")
    assert first_dagger([dagger, queen, chal, (EV_SHOW, o, QUEEN, 0), turn]) == \
        (s, "queen challenged: real")
    assert first_dagger([dagger, queen, chal, (EV_LOSE, o, JACK, 0), turn]) == \
        (s, "queen challenged: bluff")


def test_the_replayed_games_are_the_matchs_games():
    # a Queen caught bluffing against a Dagger loses both cards: whoever threw the Dagger
    # won that game in the compiled run too
    df = measure("fox:0.05:1:0.1", n_games=300, seed=3, threads=1)
    bluff = df[df["outcome"] == "queen challenged: bluff"]
    assert len(bluff) > 10
    assert (bluff.loc[bluff["first"] == "starter", "starter_share"] == 1.0).all()
    assert (bluff.loc[bluff["first"] == "other", "starter_share"] == 0.0).all()


def test_starting_coins_and_same_rules():
    both = "start-coins=2,2,3,3,4+start-coins-2p=0"
    assert fix.starting_coins("default", 2) == (1, 2)
    assert fix.starting_coins(both, 2) == (0, 2)
    assert fix.starting_coins(both, 6) == (2, 2, 3, 3, 4, 4)
    assert fix.same_rules("start-coins-2p=0", "default", 3)
    assert not fix.same_rules("start-coins-2p=0", "default", 2)
    assert fix.same_rules("start-coins-2p=0", both, 2)
    assert not fix.same_rules("tax=2+start-coins-2p=0", "start-coins-2p=0", 2)


def fake(shares, half=0.007):
    """fix.parquet's rows for {variant: {(field, players): [share per seat]}}, every other
    (field, players) place at exactly fair."""
    rows = []
    for v, places in shares.items():
        for n in fix.JUDGED:
            for f in fix.SHOWN:
                xs = places.get((f, n), [1 / n] * n)
                for s, x in enumerate(xs):
                    rows.append({"variant": v, "players": n, "field": f, "seat": s, "share": x,
                                 "ci_low": x - half, "ci_high": x + half})
    return pd.DataFrame(rows)


def recommend(df):
    c = fix.cells(df)
    variants = list(dict.fromkeys(df["variant"]))
    v_all = pd.DataFrame({"variant": variants, "fair": [False] * len(variants)})
    return fix.recommendation(c, v_all, variants, fix.tuning_spread(c, variants), 20_000,
                              10_000)


def test_a_variant_within_noise_of_the_seed_is_not_called_a_winner():
    seed = {("fox", 2): [0.56, 0.44], ("shark", 2): [0.56, 0.44]}
    near = {("fox", 2): [0.555, 0.445], ("shark", 2): [0.555, 0.445]}
    text = recommend(fake({"tax=2": near, "default": seed}))
    assert "Keep the seed's rules" in text and "test next" not in text


def test_a_variant_fairer_beyond_noise_is_recommended_with_its_cost():
    seed = {("fox", 2): [0.56, 0.44], ("mixed", 2): [0.5, 0.5]}
    better = {("fox", 2): [0.505, 0.495], ("mixed", 2): [0.47, 0.53]}
    text = recommend(fake({"tax=2": better, "default": seed}))
    assert "The one to test next is `tax=2`" in text
    assert ("What it fixes (nearer fair, beyond noise): at 2 players default foxes 50.5%"
            in text)
    assert "What it costs: further from fair at 2 players the mixed table 47.0%" in text
