"""Running many games: a match plan (strategies, kingdom, seed, games) played in chunks.

Game i of a run is fully determined by (seed, i): it uses its own counter-based random
stream, and entry e sits at seat (e - i) mod n (so starting seats rotate). Chunking and
threads only decide which core plays which game, never what happens in it.
"""
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np

from .cards import BASIC, NAMES, PRESETS, card_id, pile_size
from .driver import driver_for
from .state import new_states

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
    def players(self):
        return len(self.strategies)

    def supply(self):
        """(card ids, starting pile sizes) of the Supply: the basics, then the kingdom."""
        cards = np.array(list(BASIC) + sorted(self.kingdom), dtype=np.int64)
        sizes = np.array([pile_size(c, self.players) for c in cards], dtype=np.int64)
        return cards, sizes

    def kingdom_name(self):
        return ",".join(NAMES[c] for c in sorted(self.kingdom))


@dataclass
class Chunk:
    """Per-game results of games first..first+len-1, by entry."""
    first: int
    vp: np.ndarray          # (games, entries)
    turns: np.ndarray       # (games, entries)
    end: np.ndarray         # (games,) END_* reason
    fallbacks: np.ndarray   # (games, entries) illegal answers replaced by the default
    owned: np.ndarray = field(default=None)   # (games, entries, supply cards) final decks
    fb_info: np.ndarray = field(default=None) # (games, entries, 5): each entry's first illegal
    #   answer in the game: decision kind, asking card, answer, turn, entry whose turn it was
    #   (only where fallbacks > 0)

    def __len__(self):
        return len(self.end)

    def seats(self):
        """(games, entries): 0 for the entry that started the game."""
        n = self.vp.shape[1]
        g = np.arange(self.first, self.first + len(self), dtype=np.int64)[:, None]
        return (np.arange(n)[None, :] - g) % n


class GameLoopError(RuntimeError):
    """The compiled game loop raised while playing games first..first+count-1 (numba reports
    an exception inside the parallel loop as a SystemError; the games say where to look)."""

    def __init__(self, first, count, error):
        super().__init__(f"games {first} to {first + count - 1}: {type(error).__name__}: "
                         f"{error}")
        self.first, self.count, self.error = first, count, error


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
    """Yield Chunk results for games start..stop-1 (default: all), in order."""
    stop = m.games if stop is None else stop
    mod, sids = driver_for(m.strategies)
    states = new_states(m.threads)
    # the compiled loop runs without the GIL: one Python thread per worker is enough
    pool = ThreadPoolExecutor(m.threads) if m.threads > 1 else None
    cards, sizes = m.supply()
    n = m.players
    from strategies.api import prm_rows

    prms = prm_rows(m.strategies)          # rows padded: buy-list bots carry their rules
    for first in range(start, stop, m.chunk):
        k = min(m.chunk, stop - first)
        vp = np.zeros((k, n), np.int64)
        turns = np.zeros((k, n), np.int64)
        end = np.zeros(k, np.int64)
        fb = np.zeros((k, n), np.int64)
        fb_info = np.zeros((k, n, 5), np.int64)
        owned = np.zeros((k, n, len(cards)) if want_owned else (1, 1, 1), np.int16)
        def work(t):
            mod.run(states, t, m.seed, first, k, n, sids, prms, cards, sizes, m.turn_limit,
                    m.edition, vp, turns, end, fb, fb_info, owned, want_owned)
        try:
            if m.threads == 1:
                work(0)
            else:
                list(pool.map(work, range(m.threads)))
        except Exception as e:      # compiled code raised (a strategy dividing by zero, ...)
            raise GameLoopError(first, k, e) from e
        yield Chunk(first, vp, turns, end, fb, owned if want_owned else None, fb_info)
    if pool is not None:
        pool.shutdown()


def outcomes(vp, turns):
    """(share, result) per game and entry: the most VP wins, ties broken by fewer turns,
    still tied: shared. result is 2 win, 1 tie, 0 loss; share is 1, 1/k or 0."""
    best = vp.max(axis=1, keepdims=True)
    top = vp == best
    t = np.where(top, turns, np.iinfo(np.int64).max)
    win = top & (turns == t.min(axis=1, keepdims=True))
    k = win.sum(axis=1, keepdims=True)
    share = win / k
    result = np.where(win, np.where(k > 1, 1, 2), 0)
    return share, result
