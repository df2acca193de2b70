"""The Dominion card sets, one module each, and their registration: `REGISTERED`.

A set module (sets/<set>.py) holds the set's rows of the card table (`ROWS`), its title for
`domsim cards` and docs/cards.md (`TITLE`), its Actions that do nothing but their row's
bonuses (`PLAIN`, optional), the preset kingdoms of its rule book (`PRESETS`, optional) and
the cards whose effects have not landed yet (`NOT_YET`, optional), and basic cards that
come with the set (`BASIC_ROWS`, optional: Prosperity's Platinum and Colony, rows of the
card table just before the set's own, of the set "basic"), and its Treasures that do
something when played besides their coins (`ACTING_TREASURES`, optional: treasures.py
plays them one at a time). Everything else of a set
follows its name: its effects in effects/<set>.py (`<set>_effect`, `<set>_default` and,
with Durations, `<set>_later`), its texts in cli/dominion/sets/<set>.py, its rules tests
in the test files that name it in their `RULES_OF` (docs/architecture.md, "Adding a card
set"; tests/test_card_set_completeness.py checks all of it).

A row: name, cost, types (card_types), vp, coin (a Treasure's value), +cards, +actions,
+buys, +$, play priority. Play priority orders the default "which Action next" choice
(higher first); villages score high so they are played before the terminals they enable.

The card table is the basic cards, then each registered set's rows in this order: a card's
id is its place there, and ids are stable (saved runs and strategies hold them), so a new
set goes at the end. The first set, the base game's 2nd edition, is linked into the engine;
the others are called through addresses and compiled only for games that use them
(card_sets.py). Plain Python: the card table and the state record read it before numba.
"""
from importlib import import_module

REGISTERED = ("base", "intrigue", "intrigue1", "base1", "seaside", "seaside1", "prosperity",
              "prosperity1")

MODULES = tuple(import_module(f"{__name__}.{name}") for name in REGISTERED)
