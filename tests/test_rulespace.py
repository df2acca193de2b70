"""The optimiser's rule-list space (strategies/dominion/rulespace.py): the grammar's words, the
seeds, the changes evolution makes, its determinism, and `optimise --space rules --seed-bots`."""
import numpy as np
import pandas as pd
import pytest

from simcore.dominion.cards import PRESETS, card_id
from strategies import REGISTRY
from strategies.dominion import rulespace as rs
from strategies.dominion.botfile import strategy
from tests.test_optimise import run, tiny  # noqa: F401 (a fixture)

FIRST_GAME = sorted(card_id(n) for n in PRESETS["first-game"])


@pytest.mark.parametrize("form,words", [
    (("lt", 2), "Smithy if count(Smithy) < 2"),
    (("per", "Village", 1), "Smithy if count(Smithy) < count(Village) + 1"),
    (("per", "Village", -1), "Smithy if count(Smithy) < count(Village) - 1"),
    (("per_terminal", 0), "Smithy if count(Smithy) < count_type(Terminal)"),
    (("treas", 11), "Smithy if count(Smithy) < treasures / 11"),
    (("after", "Market", 2), "Smithy if count(Market) >= 2"),
    (("money", 15), "Smithy if money > 15"),
    (("coins", 16), "Smithy if coins_now >= 16"),
    (("buys",), "Smithy if buys > 1"),
    (("prov", 4), "Smithy if prov <= 4"),
    (("turn", 2), "Smithy if turn <= 2"),
    (("gaining", 1), "Smithy if action_phase == 1"),
    (("behind", -3), "Smithy if vp <= max_opp_vp - 3"),
    (("deck", 20), "Smithy if deck_size >= 20"),
])
def test_each_form_reads_as_the_rule_language_writes_it(form, words):
    assert rs.bot_of((("Smithy", (form,)),)).words() == words


def test_any_buy_list_bot_is_a_genome():
    from strategies.dominion.dombots import BOTS
    assert len(BOTS) > 20
    for bot in BOTS.values():
        assert rs.bot_of(rs.genome_of(bot)).words() == bot.words()


def test_settings_and_nothing_rules_are_kept():
    from strategies.dominion.botfile import bot_from_table
    bot = bot_from_table("chapel", {"buy": ["Province", "Nothing if coins < 3", "Chapel"],
                                    "trashing": "aggressive", "end_game": "ppr"})
    g = rs.genome_of(bot)
    assert g[:2] == (("=trashing", "aggressive"), ("=end_game", "ppr"))
    back = rs.bot_of(g)
    assert (back.words(), back.trashing, back.end_game) == (bot.words(), "aggressive", "ppr")
    assert rs.key(g) == "Province; Nothing if coins < 3; Chapel [trashing aggressive, end_game ppr]"
    assert rs.simplified((("=end_game", "none"), ("=trashing", "keep-payload"),
                          ("=trashing", "aggressive"), ("Gold", ()))) == (
        ("=trashing", "keep-payload"), ("Gold", ()))


def test_the_seeds_are_the_money_bots_the_bm_family_and_generic_engines():
    cards = [card_id("Smithy"), card_id("Village"), card_id("Market")]
    words = [rs.bot_of(g).words() for g in rs.RuleListSpace(cards).seeds()]
    assert words[0] == "Province; Gold; Silver"
    assert words[1] == REGISTRY["big-money-ultimate"].summary
    assert REGISTRY["smithy-bm"].summary == words[5]
    assert words[2] == ("Province if money > 18; Duchy if prov <= 4; Estate if prov <= 2; "
                        "Gold; Duchy if prov <= 6; Smithy if count(Smithy) < 2; Silver")
    # one engine per village and terminal draw, from the cards' types alone
    assert words[-1] == (
        "Province if count(Province) >= 1; Province if coins_now >= 16 and buys > 1; "
        "Duchy if prov <= 4; Estate if prov <= 2; Gold if count(Gold) < 1; "
        "Village if count(Village) < count_type(Terminal); Smithy if count(Smithy) < 5; "
        "Market; Gold; Silver")
    assert len(words) == len(set(words)) == 2 + 2 * 3 + 1


def test_roles_of_the_first_game():
    r = rs.roles(FIRST_GAME)
    assert r["village"] == ["Village"] and r["payload"] == ["Market"]
    assert set(r["draw"]) == {"Smithy", "Moat"}
    assert set(r["terminal"]) == {"Workshop", "Militia", "Remodel", "Mine"}


def test_simplified_drops_what_cannot_matter():
    g = (("Market", ()), ("Smithy", (("lt", 2),)), ("Market", (("lt", 3),)),
         ("Smithy", (("lt", 2), ("prov", 4))), ("Smithy", (("lt", 3), ("lt", 3))))
    assert rs.simplified(g) == (("Market", ()), ("Smithy", (("lt", 2),)),
                                ("Smithy", (("lt", 3),)))


def test_changes_stay_in_the_grammar_and_every_change_is_a_bot():
    var = rs.Variation(FIRST_GAME)
    rng = np.random.default_rng(3)
    g = rs.engine_seeds(FIRST_GAME)[1]
    kinds = set()
    settings = set()
    for _ in range(2000):
        g = var.mutate(rng, g) if rng.random() < 0.8 else var.cross(rng, g, rs.money_seeds(
            FIRST_GAME)[1])
        rules = [x for x in g if not rs.is_setting(x)]
        assert 1 <= len(rules) <= rs.MAX_GENES
        for card, forms in g:
            if rs.is_setting((card, forms)):
                assert forms in rs.SETTINGS[card[1:]] and forms != rs.DEFAULTS[card[1:]]
                settings.add((card, forms))
                continue
            assert card in var.genes and len(forms) <= rs.MAX_CONDS
            for f in forms:
                kinds.add(f[0])
                assert f[0] != "per" or f[1] != card         # no count(X) < count(X) + b
                for v, rg in zip(f[1:], rs.RANGES[f[0]]):
                    assert v in var.others if rg is None else rg[0] <= v <= rg[1]
        assert rs.simplified(g) == g
    assert kinds == set(rs.RANGES)                     # every form is reached
    assert settings == {("=" + k, v) for k, vs in rs.SETTINGS.items() for v in vs
                        if v != rs.DEFAULTS[k]}            # and every setting
    strategy(rs.bot_of(g))                              # a bot the engine plays


def _asks(seed, generations=4, k=25):
    space = rs.RuleListSpace(FIRST_GAME)
    ev = space.sampler(seed)
    out = []
    for gen in range(generations):
        asked = list(ev.ask(gen, k))
        words = [rs.bot_of(a).words() for a in asked]
        out.append(words)
        ev.tell([len(w) % 97 / 97 for w in words], [100 + 200 * (i % 3) for i in range(k)])
    return out


def test_evolution_is_deterministic_and_asks_nothing_twice():
    a, b, c = _asks(5), _asks(5), _asks(6)
    assert a == b and a != c
    flat = [w for gen in a for w in gen]
    assert len(flat) == len(set(flat)) == 100


def test_each_island_has_its_share_and_asks_its_seeds_first():
    isl = rs.RuleListSpace(FIRST_GAME).islands()
    assert [len(isl[n]) for n in ("file", "money", "engine")] == [0, 22, 2]
    assert rs.quotas(25, {"money": 1, "engine": 2}) == {"money": 8, "engine": 17}
    assert rs.quotas(25, {"file": 1, "money": 1, "engine": 2}) == {
        "file": 6, "money": 6, "engine": 13}
    seeds = [rs.bot_of(s).words() for s in isl["money"]]
    engines = [rs.bot_of(s).words() for s in isl["engine"]]
    a = _asks(5)
    assert a[0][:8] == seeds[:8] and a[1][:8] == seeds[8:16] and a[2][:6] == seeds[16:]
    assert a[0][8:10] == engines and len(a[0]) == 25


def test_a_kingdom_without_village_or_draw_has_no_engine_island():
    ev = rs.RuleListSpace([card_id("Smithy")]).sampler(0)
    assert list(ev.weights) == ["money"]
    assert len(list(ev.ask(0, 25))) == 25


def test_a_lab_kingdom_gets_a_lab_engine():
    cards = sorted(card_id(n) for n in ("Laboratory", "Militia", "Chapel", "Market"))
    words = [rs.bot_of(s).words() for s in rs.engine_seeds(cards)]
    assert words == [
        "Province if count(Province) >= 1; Province if coins_now >= 16 and buys > 1; "
        "Duchy if prov <= 4; Estate if prov <= 2; Gold if count(Gold) < 1; "
        "Chapel if count(Chapel) < 1; Militia if count(Militia) < 1; Laboratory; Market; Gold; "
        "Silver"]


def test_a_lucky_cut_does_not_outrank_a_candidate_of_the_last_rung():
    assert rs.shrunk(0.60, 100) < rs.shrunk(0.58, 900)


def test_tell_counts_what_was_asked():
    ev = rs.RuleListSpace(FIRST_GAME).sampler(0)
    list(ev.ask(0, 3))
    with pytest.raises(ValueError, match="2 scores for 3 candidates"):
        ev.tell([0.5, 0.5], [100, 100])


@pytest.mark.usefixtures("tiny")
def test_seed_bots_join_the_first_generation(tmp_path):
    f = tmp_path / "mine.toml"
    f.write_text('[village-smithy]\nbuy = ["Province", "Gold", "Village if count(Village) < '
                 'count(Smithy)", "Smithy if count(Smithy) < 3", "Silver"]\n'
                 '[witch]\nbuy = ["Witch", "Silver"]\n')
    r = run("optimise", "--kingdom", "Smithy,Village", "--against", "big-money", "--budget",
            "1e4", "--seed-bots", f, "-q", "--out", tmp_path / "o")
    assert r.exit_code == 0, r.output
    cands = pd.read_parquet(tmp_path / "o" / "candidates.parquet")
    gen0 = set(cands[cands["generation"] == 0]["rules"])
    assert ("Province; Gold; Village if count(Village) < count(Smithy); "
            "Smithy if count(Smithy) < 3; Silver") in gen0
    assert not any("Witch" in w for w in cands["rules"])         # not on this kingdom
    assert "--space rules --seed-bots" in (tmp_path / "o" / "best.toml").read_text()


@pytest.mark.parametrize("extra,message", [
    (["--seed-bots", "nope.toml"], "--seed-bots: bot file 'nope.toml': not found"),
    (["--seed-bots", "WITCH", "--space", "slots"], "use it with --space rules"),
    (["--seed-bots", "WITCH"], "none of its 1 bots plays on this kingdom's cards"),
    (["--space", "tree"], "'tree' is not one of 'rules', 'slots'"),
])
def test_bad_seed_bots_are_one_line_exit_2(extra, message, tmp_path):
    w = tmp_path / "w.toml"
    w.write_text('[witch]\nbuy = ["Witch", "Silver"]\n')
    extra = [str(w) if x == "WITCH" else x for x in extra]
    r = run("optimise", "--kingdom", "Smithy", *extra, "--out", tmp_path / "x")
    assert r.exit_code == 2 and message in r.output, r.output
    assert r.output.strip().count("\n") == 0 or "Usage" in r.output
    assert not (tmp_path / "x").exists()
