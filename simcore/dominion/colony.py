"""Platinum and Colony: whether a game's Supply has them.

The rule books of Prosperity (both editions): both or neither; always with a kingdom of
Prosperity cards only, never without one, and with a mixed kingdom by the share of its
Prosperity cards ("pick a random Kingdom card; if it is from Prosperity, add them"). Here
the card picked is keyed on the kingdom itself, so every run, matchup and resume of one
kingdom agrees. A kingdom that names Platinum or Colony (or a strategy that needs one)
has both. `force` (yes / no) overrides the rule.
"""
import zlib

from .cards import NAMES, PLATINUM_COLONY, SETS

PROSPERITY_SETS = ("prosperity", "prosperity1")
CHOICES = ("auto", "yes", "no")


def random_pick(kingdom):
    """The kingdom card the rule reads: one of `kingdom` (ids), fixed by its names."""
    ks = sorted(kingdom)
    key = zlib.crc32(",".join(NAMES[c] for c in ks).encode())
    return ks[key % len(ks)]


def uses_colony(kingdom, force="auto"):
    """Do Platinum and Colony join a Supply with these kingdom cards (ids)?"""
    if force not in CHOICES:
        raise ValueError(f"colony must be one of {', '.join(CHOICES)}, got {force!r}")
    if force != "auto":
        return force == "yes"
    if any(c in PLATINUM_COLONY for c in kingdom):
        return True
    ks = [c for c in kingdom if c not in PLATINUM_COLONY]
    if not any(SETS[c] in PROSPERITY_SETS for c in ks):
        return False
    return SETS[random_pick(ks)] in PROSPERITY_SETS


def with_colony(kingdom, force="auto"):
    """The kingdom (sorted ids) with Platinum and Colony in it or out of it, by the rule."""
    kingdom = [int(c) for c in kingdom]
    ks = {c for c in kingdom if c not in PLATINUM_COLONY}
    if uses_colony(kingdom, force):
        ks |= set(PLATINUM_COLONY)
    return sorted(ks)
