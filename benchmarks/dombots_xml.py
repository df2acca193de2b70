"""Every bot of a DominionSim bot file (its DomBots.xml) that imports, against the file's own
"Big Money Ultimate", 2 players: our share beside DominionSim's figure where one was measured
(20,000 games a bot in DominionSim; the figures of issue 15).

    python -m benchmarks.dombots_xml DomBots.xml [--games 20000] [--seed 7] [--threads 2]
    python -m benchmarks.dombots_xml DomBots.xml --only "Loan/Minion" --end-game avoid-loss
    python -m benchmarks.dombots_xml DomBots.xml --check

Prints a Markdown table (bot, DominionSim, ours with its 95% CI, difference). The bot file is
MIT-licensed and ships with DominionSim; it is not bundled here, so the checks that need it
live here rather than in the tests: --check asserts that every bot using only base and
Intrigue cards imports, that XML -> TOML keeps each bot's rules, that docs/bots-as-data.md
states the number that import, and that strategies/dominion/data/dombots.toml holds the
file's rules but where its comments say otherwise (exit 1 naming the first that fails).
"""
import argparse
import sys
import time
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import domsim
from simcore.dominion.cards import IDS, IMPLEMENTED, PLATINUM_COLONY, SETS, snake
from strategies.dominion import REGISTRY
from strategies.dominion.bot_files import read_bots
from strategies.dominion.botfile import bots_from_toml, strategy, toml_text
from strategies.dominion.geronimoo import QUANTITY, RENAMED, read_xml
from strategies.dominion.rulegen import bundled

ROOT = Path(__file__).resolve().parents[1]
FIRST_BOXES = ("basic", "base", "base1", "intrigue", "intrigue1")
# where strategies/dominion/data/dombots.toml reads otherwise than the file (its comments say why):
# (bot, rule index) -> the file's rule
BUNDLED_DIFFER = {
    ("council-room-militia", 4): "Gold if count(Gold) < count(Council Room) - 1 and "
                                 "money_with_actions < 16",
    ("council-room-militia", 6): "Council Room if count(Council Room) < count(Village) - 1",
    ("torturer-village", 4): "Torturer if count(Torturer) <= count(Village) - 1",
    ("coppersmith", 5): "Coppersmith if count(Coppersmith) == 0 / 8",
    ("council-room", 5): "Council Room if count(Council Room) == 0 / 8",
    ("council-room", 6): "Council Room if count(Council Room) < money_with_actions / 13",
    ("ironworks", 5): "Ironworks if count(Ironworks) == 0 - 6",
}

BASELINE = "Big Money Ultimate"
# DominionSim's share against the file's Big Money Ultimate, 20,000 games a bot
DOMINIONSIM = {
    "Minions/Chapel": 0.741,
    "First Game by michaeljb": 0.984,
    "Ironworks/Gardens (Paper)": 0.410,
    "Minion": 0.696,
    "Courtyard": 0.854,
    "Burning Skull HTBD#1": 0.909,
    "Spy/Thief": 0.559,
    "Lab/Militia/Chapel": 0.960,
    "Ironworks/Gardens (Rock)": 0.998,
    "Bridge": 0.32,
    # Prosperity's bots (benchmarks/README.md, "Prosperity's bots beside DominionSim")
    "Big Money Ultimate (Col)": 0.652,
    "Caravan/Vault": 0.804,
    "Chapel/Laboratory (Col)": 1.000,
    "Grand Market": 0.526,
    "Monument": 0.820,
    "Rabble": 0.776,
    "Rabble/Fishing Village": 0.673,
    "Tactician/Vault": 0.734,
    "The Golden Deck": 0.856,
    "Vault": 0.776,
    "ann game #8 - Blooki": 0.825,
    "ann game #8 - theory": 0.723,
    "ann game #1 - Mountebank/Caravan": 0.959,
    "ann game #1 - Mountebank/Warehouse": 0.968,
    "ann game #3 - Dekker": 0.866,
    "ann game #3 - theory": 0.951,
    "ann game #4 - Captain_Frisk": 0.949,
    "Council Room/Goons": 0.997,
    "Counting House": 0.498,
    "Festival/Watchtower": 0.738,
    "Goons": 0.880,
    "Hoard": 0.490,
    "Loan/Minion": 0.610,
    "Mountebank": 0.900,
    "Peddling at the Market": 0.955,
    "Talisman/Quarry": 0.934,
    "Venture": 0.666,
    "Venture/Bank (Col)": 0.962,
    "Wharf/Bank": 0.933,
}


def dominionsim_colony(bot):
    """Platinum and Colony as DominionSim sets its Supply: in only when a bot names Colony
    (the rule books' rule would put them in every kingdom of Prosperity cards alone, Vault's
    or Monument's)."""
    return "auto" if set(bot.needs()) & set(PLATINUM_COLONY) else "no"


def base_intrigue(player):
    """Does a DomBots <player> use only cards of the base game and Intrigue (either
    edition), with the standard start?"""
    if player.find("start_state") is not None:
        return False
    names = {b.get("name") for b in player.iter("buy")}
    for side in list(player.iter("left")) + list(player.iter("right")):
        t = side.get("type")
        if t in QUANTITY and QUANTITY[t][1] == "card":
            names.add(side.get("attribute"))
    keys = {RENAMED.get(snake(n), snake(n)) for n in names}
    return all(k in IDS and IDS[k] in IMPLEMENTED and SETS[IDS[k]] in FIRST_BOXES
               for k in keys)


def as_xml(builtin):
    """A built-in's rules as the XML of the same bot reads (getTotalMoney counts Actions'
    +$ there; for these bots the same number as money)."""
    return REGISTRY[builtin].summary.replace("money", "money_with_actions")


def check(path):
    players = ET.parse(path).getroot().findall("player")
    ours = [p.get("name") for p in players if base_intrigue(p)]
    bots, skipped = read_xml(path)
    names = {b.name for b in bots}
    refused = [n for n in ours if n not in names]
    assert not refused, [r for n, r in skipped if n in refused]
    assert len(bots) + len(skipped) == len(players)
    for b in bots:                                     # XML -> TOML -> the same rules
        assert bots_from_toml(toml_text([b]))[b.name] == b, b.name
    by = {b.name: b for b in bots}
    assert by["Big Money Ultimate"].words() == as_xml("big-money-ultimate")
    assert by["Basic Big Money"].words() == as_xml("big-money")
    for n, reason in skipped:                          # each refusal names what is missing
        assert "does not have: " in reason, reason
    readme = " ".join((ROOT / "docs" / "bots-as-data.md").read_text().split())
    assert f'says "imported {len(bots)} bots; skipped {len(skipped)}"' in readme, len(bots)
    differ = {}
    for name, bot in bundled()["dombots.toml"].items():
        theirs = by[bot.description.split(", by ")[0]]
        mine = [r.text() for r in bot.rules]
        assert len(theirs.rules) == len(bot.rules), name
        differ.update({(name, i): r.text() for i, r in enumerate(theirs.rules)
                       if r.text() != mine[i]})
    assert differ == BUNDLED_DIFFER, differ
    print(f"{path}: {len(bots)} bots import ({len(ours)} use only base and Intrigue cards), "
          f"{len(skipped)} refused with their reasons; the bundled tables match")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("xml")
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--only", help="comma-separated bot names (default: all)")
    ap.add_argument("--end-game", choices=("none", "avoid-loss"), default="none",
                    help="end-game sense for both bots (avoid-loss: refuse a buy that ends "
                         "the game lost, as DominionSim does for every bot)")
    ap.add_argument("--check", action="store_true",
                    help="check the import and the bundled tables against the file instead")
    a = ap.parse_args()
    if a.check:
        try:
            check(a.xml)
        except AssertionError as e:
            sys.exit(f"check failed: {e}")
        return
    bots = read_bots(a.xml)
    names = [n for n in bots if n != BASELINE]
    if a.only:
        want = {w.strip() for w in a.only.split(",")}
        names = [n for n in names if n in want]
    # the file's bot itself: as a spec, FILE.xml:Big Money Ultimate is refused (named like
    # the built-in big-money-ultimate, which it equals rule for rule)
    path = Path(a.xml).resolve()
    base = strategy(replace(bots[BASELINE], end_game=a.end_game), origin=f"{path}:{BASELINE}")
    print("| bot | DominionSim | ours (95% CI) | difference |\n|---|---:|---:|---:|")
    t0 = time.time()
    for n in names:
        bot = (f"{a.xml}:{n}" if a.end_game == "none"
               else strategy(replace(bots[n], end_game=a.end_game), origin=f"{path}:{n}"))
        df = domsim.match([bot, base], games=a.games, seed=a.seed,
                          threads=a.threads, progress=False, colony=dominionsim_colony(bots[n]))
        r = df.iloc[0]
        ref = DOMINIONSIM.get(n)
        diff = f"{r['share'] - ref:+.3f}" if ref is not None else ""
        print(f"| {n} | {'' if ref is None else f'{ref:.3f}'} | {r['share']:.3f} "
              f"[{r['ci_low']:.3f}, {r['ci_high']:.3f}] | {diff} |", flush=True)
    print(f"\n{len(names)} bots, {a.games:,} games each, seed {a.seed}, "
          f"{time.time() - t0:.0f} s")


if __name__ == "__main__":
    main()
