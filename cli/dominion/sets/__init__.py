"""Each registered card set's words for `domsim cards` and docs/cards.md, one module a set,
named as the set (simcore/dominion/sets/): `TEXT`, card -> its text, restated from the
rules (English, with their rulings); `DECISIONS`, card -> [(kind, what the answer means),
...] in the order the card asks (decisiontext.py says what the kinds are).
cardtext.py and decisiontext.py gather them."""
from importlib import import_module

from simcore.dominion.sets import REGISTERED

MODULES = tuple(import_module(f"{__name__}.{name}") for name in REGISTERED)
