"""The DomBots collection as data (strategies/dominion/data/dombots.toml): every `dombots-*`
built-in comes from the bundled file, plays the games the hand-written functions it replaced
played (digests recorded with them), and its compiled table plays as the interpreter does; the
code made from a table holds nothing of the file but numbers.

After an intended change to the rules or the engine, regenerate the digests with
DOMSIM_UPDATE_GOLDEN=1 python -m pytest tests/test_dombots.py and say why in the commit."""
import hashlib
import json
import os
import re
from pathlib import Path

import numpy as np
import pytest

from simcore.dominion.cards import NAMES, card_id
from simcore.dominion.match import Match, outcomes, play
from strategies.dominion import REGISTRY, rulegen
from strategies.dominion import buylist as bl
from strategies.dominion.bot_files import read_bots
from strategies.dominion.botfile import Bot, BuyListStrategy, encode, parse_rule, strategy
from strategies.dominion.dombots import BOTS, PLAYERS
from tests.test_buylist import CANON, CANONICAL, games, pos, same  # noqa: F401  (pos: fixture)

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "strategies" / "dominion" / "data" / "dombots.toml"
GOLDEN = Path(__file__).parent / "golden" / "dombots.json"


def field(name):
    """The bot against big-money-ultimate; the bots for 3 or 4 at 4 players."""
    s = REGISTRY[f"dombots-{name}"]
    out = [s, REGISTRY["big-money-ultimate"]]
    if PLAYERS[s.name] == 4:
        out += [REGISTRY["smithy-bm"], REGISTRY["double-witch"]]
    return out


def kingdom(strats):
    return sorted(set().union(*[set(s.needs) for s in strats]))


# --- the built-ins come from the bundled file --------------------------------------------

def test_every_dombots_bot_is_the_bundled_files_bot():
    bots = read_bots(str(DATA))
    assert list(bots) == list(BOTS) and len(bots) == 31 == len(PLAYERS)
    for name, bot in bots.items():
        s = REGISTRY[f"dombots-{name}"]
        assert isinstance(s, BuyListStrategy) and s.bot.rules == bot.rules
        assert s.family == "dombots" and s.summary == bot.words()
        assert sorted(s.needs) == list(bot.needs())          # listed by name
        assert s.buy is rulegen.compiled(bot) and s.buy.py_func.__module__.startswith(
            "domsim_rules_")
        assert PLAYERS[s.name] == (4 if name.endswith("-3-4") else 2)
    # shipped with the package
    assert '"data/*.toml"' in (ROOT / "pyproject.toml").read_text()


def test_a_bots_compiled_rule_by_its_name():
    import strategies.dominion.dombots as dombots
    assert dombots.minion is rulegen.compiled(BOTS["minion"])
    assert dombots.council_room_militia is rulegen.compiled(BOTS["council-room-militia"])
    assert REGISTRY["minion-stack"].buy is dombots.minion
    with pytest.raises(AttributeError):
        dombots.no_such_bot


# --- the same games ----------------------------------------------------------------------

def digest(strats, n=200, seed=7):
    m = Match(strats, kingdom(strats), games=n, seed=seed)
    cs = list(play(m, want_owned=True))
    h = hashlib.sha256()
    for f in ("vp", "turns", "end", "fallbacks", "owned", "first_province"):
        a = np.concatenate([getattr(c, f) for c in cs])
        h.update(np.ascontiguousarray(a).astype(np.int64).tobytes())
    vp, turns = np.concatenate([c.vp for c in cs]), np.concatenate([c.turns for c in cs])
    res = outcomes(vp, turns)[1][:, 0]
    return {"wins": int((res == 2).sum()), "ties": int((res == 1).sum()),
            "losses": int((res == 0).sum()), "vp": int(vp[:, 0].sum()),
            "sha256": h.hexdigest()[:16]}


def test_dombots_play_the_games_the_hand_written_bots_played():
    # recorded with the compiled functions strategies/dominion/dombots.py held before the bots
    # became data: 200 games each (seed 7), every per-game number and final deck
    got = {name: digest(field(name)) for name in BOTS}
    if os.environ.get("DOMSIM_UPDATE_GOLDEN"):
        GOLDEN.write_text(json.dumps(got, indent=1) + "\n")
    want = json.loads(GOLDEN.read_text())
    assert {n: d for n, d in got.items() if d != want.get(n)} == {}


@pytest.mark.parametrize("name", sorted(BOTS))
def test_compiled_table_plays_game_for_game_like_the_interpreter(name):
    strats = field(name)
    interpreted = [strategy(BOTS[name])] + strats[1:]
    assert interpreted[0].buy is bl.buy_list
    ks = [NAMES[c] for c in kingdom(strats)]
    same(games(strats, ks, n=100), games(interpreted, ks, n=100))


@pytest.mark.parametrize("name", CANONICAL)
def test_canonical_table_compiled_plays_like_the_hand_written_bot(name):
    data = rulegen.strategy(read_bots(str(CANON))[name])
    assert data.buy is not bl.buy_list and data.summary == REGISTRY[name].summary
    rest = [REGISTRY["smithy-bm"], REGISTRY["double-witch"]]
    same(games([REGISTRY[name]] + rest, n=200), games([data] + rest, n=200))


# --- the code made from a table ----------------------------------------------------------

CONDITIONS = ["count(Estate) >= 3", "money > 6", "coins <= 4", "supply(Gardens) == 2",
              "prov != 5", "vp >= max_opp_vp + 3", "vp > max_opp_vp - 1.5",
              "count(Smithy) < treasures / 3", "deck_size < count(Estate) * 3.5",
              "2.5 < supply(Gardens)", "count_type(Action) >= 2.5", "gains_to_end <= 3",
              "in_hand(Copper) == 2", "buys > 1", "hand_size < 5.001", "actions == 0",
              "turn >= 1", "players == 3", "1 < empty_piles * 2", "in_play(Smithy) == 0",
              "action_phase == 0", "treasures >= 4", "coins_now == 4",
              "draw_and_discard > 3", "money_with_actions > 6"]


def test_each_condition_compiled_holds_where_the_interpreter_says(pos):  # noqa: F811
    pos.answer(None)                                   # Buy phase with $4: Silver is ok
    bots = tuple(Bot(f"c{i}", (parse_rule(f"Silver if {c}"),)) for i, c in enumerate(CONDITIONS))
    mod = rulegen.module(bots)
    silver = card_id("Silver")
    for i, (c, b) in enumerate(zip(CONDITIONS, bots), 1):
        want = bool(bl.holds(pos.g, 0, encode(b), bl.HEAD + 2))
        got = getattr(mod, f"rules_{i}")(pos.g, 0, encode(b)) == silver
        assert got is want, c


def test_the_code_holds_nothing_of_the_file_but_numbers():
    evil = Bot('x"\nimport os; os.system("true")\n#', (parse_rule("Gold if money > 7.25"),
                                                         parse_rule("Silver")),
               description='"""\nraise SystemExit\n"""')
    text = rulegen.source((evil,))
    assert "import os" not in text and "SystemExit" not in text and '"' not in text.split(
        "\n", 1)[1]
    code = text[text.index("def rules_1"):]
    assert re.fullmatch(r"[\w\s(),.:<>=!+\-*/#@]*", code), code
