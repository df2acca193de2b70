"""A Dominion match: strategies, kingdom, seed, games, and the rules' settings, played by the
shared runner (simcore/runner.py) in chunks.

Game i of a run is fully determined by (seed, i): it uses its own counter-based random
stream, and entry e sits at seat (e - i) mod n (so starting seats rotate). Chunking and
threads only decide which core plays which game, never what happens in it.
"""
from dataclasses import dataclass

import numpy as np

from simcore import runner
from simcore.runner import GameLoopError  # noqa: F401

from .card_sets import new_states
from .cards import BASIC, NAMES, PRESETS, card_id, pile_size
from .driver import driver_for
from .game import GAME, RESULT, outcomes  # noqa: F401  (outcomes: callers take it from here)

DEFAULT_TURN_LIMIT = 100


@dataclass
class Match:
    strategies: list                    # Strategy per entry (2-6)
    kingdom: list                       # kingdom card ids (the basics are always in)
    games: int = 10000
    seed: int = 0
    threads: int = 1
    chunk: int = 100_000
    turn_limit: int = DEFAULT_TURN_LIMIT
    edition: int = 2

    @property
    def game(self):
        return GAME

    @property
    def players(self):
        return len(self.strategies)

    def supply(self):
        """(card ids, starting pile sizes) of the Supply: the basics, then the kingdom."""
        cards = np.array(list(BASIC) + sorted(self.kingdom), dtype=np.int64)
        sizes = np.array([pile_size(c, self.players) for c in cards], dtype=np.int64)
        return cards, sizes

    def kingdom_name(self):
        return ",".join(NAMES[c] for c in sorted(self.kingdom))

    def setup_args(self):
        """What the compiled setup takes besides the seat count and the key (batch.py)."""
        cards, sizes = self.supply()
        return (cards, sizes, int(self.turn_limit), int(self.edition))

    def driver(self):
        return driver_for(GAME, self.strategies)

    def new_states(self, k):
        """k state records for this match's games: only the card sets its Supply uses are
        compiled (card_sets.py)."""
        return new_states(k, self.supply()[0])


class DominionChunk(runner.Chunk):
    """A runner.Chunk whose extra numbers (games, entries, 1 + Supply cards) are the turn of
    the first Province bought (`first_province`, -1: none) and the final decks (`owned`, in
    Supply order); chunk.vp and chunk.turns are the result fields."""

    @property
    def owned(self):
        return None if self.extra is None else self.extra[:, :, 1:]

    @property
    def first_province(self):
        return None if self.extra is None else self.extra[:, :, 0]


def Chunk(first, vp, turns, end, fallbacks, owned=None, fb_info=None, first_province=None):
    """A chunk from Dominion's per-game arrays (games, entries): VP, turns, end reasons,
    illegal answers; owned: final decks (games, entries, Supply cards); first_province:
    (games, entries) turns, -1 (no Province bought) where not given."""
    res = np.zeros(np.shape(vp), RESULT)
    res["vp"], res["turns"] = vp, turns
    extra = None
    if owned is not None:
        owned = np.asarray(owned)
        extra = np.full(owned.shape[:2] + (owned.shape[2] + 1,), -1, owned.dtype)
        extra[:, :, 1:] = owned
        if first_province is not None:
            extra[:, :, 0] = first_province
    return DominionChunk(first, res, np.asarray(end), np.asarray(fallbacks), extra, fb_info)


def kingdom_from(spec, strategies):
    """Kingdom card ids from a preset name, a comma-separated list, or (None) the cards the
    strategies use. Raises KeyError naming an unknown card or preset."""
    if not spec:
        ks = set()
        for s in strategies:
            ks.update(s.needs)
        return sorted(ks)
    if spec in PRESETS:
        return sorted(card_id(n) for n in PRESETS[spec])
    return sorted({card_id(n.strip()) for n in spec.split(",") if n.strip()})


def play(m: Match, want_owned=False, start=0, stop=None):
    """Yield Chunk results (simcore.runner.Chunk: chunk.vp, chunk.turns, chunk.owned) for
    games start..stop-1 (default: all), in order."""
    for c in runner.play(m, want_extra=want_owned, start=start, stop=stop):
        yield DominionChunk(c.first, c.res, c.end, c.fallbacks, c.extra, c.fb_info)
