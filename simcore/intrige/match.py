"""Running many Intrige games: a plan (strategies, rules, seed, games) played in chunks.

Game i is fully determined by (seed, i, rules): its own counter-based random stream, and
entry e sits at seat (e - i) mod n (seat 0 starts, so starting seats rotate). Chunks and
threads only decide which core plays which game.
"""
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np

from . import options
from .driver import NSTATS, driver_for
from .state import NR, new_states

MIN_PLAYERS, MAX_PLAYERS = 2, 8

# the per-game statistics columns (driver's `stats`)
from .state import ACTION_NAMES, BLOCK_NAMES  # noqa: E402

STAT_NAMES = ([f"act_{a}" for a in ACTION_NAMES] + [f"act_{a}_ok" for a in ACTION_NAMES]
              + [f"block_{b}" for b in BLOCK_NAMES] + [f"block_{b}_ok" for b in BLOCK_NAMES]
              + ["challenge_action", "challenge_block", "challenge_action_won",
                 "challenge_block_won"])
assert len(STAT_NAMES) == NSTATS


@dataclass
class Match:
    strategies: list                    # IStrategy per entry (2-8)
    games: int = 10000
    seed: int = 0
    threads: int = 1
    chunk: int = 100_000
    rules: dict = field(default_factory=options.defaults)

    @property
    def players(self):
        return len(self.strategies)


@dataclass
class Chunk:
    """Per-game results of games first..first+len-1, by entry."""
    first: int
    winner: np.ndarray      # (games,) winning entry, -1 when cut off at the turn limit
    turns: np.ndarray       # (games,) turns played (all players)
    end: np.ndarray         # (games,) END_*
    hand0: np.ndarray       # (games, entries) starting pair (state.PAIRS index)
    out_turn: np.ndarray    # (games, entries) turn the entry went out, -1: never
    fallbacks: np.ndarray   # (games, entries) illegal answers replaced by the default
    fb_info: np.ndarray     # (games, entries, 3) the first: decision kind, answer, turn
    stats: np.ndarray       # (games, NSTATS) STAT_NAMES
    claims: np.ndarray      # (games, entries, NR) roles claimed
    bluffs: np.ndarray      # (games, entries, NR) ... without holding them

    def __len__(self):
        return len(self.end)

    def seats(self):
        """(games, entries): 0 for the entry that started the game."""
        n = self.hand0.shape[1]
        g = np.arange(self.first, self.first + len(self), dtype=np.int64)[:, None]
        return (np.arange(n)[None, :] - g) % n

    def share(self):
        """(games, entries): 1 for the winner; a game cut off at the turn limit is shared by
        the entries still in."""
        n = self.hand0.shape[1]
        s = np.zeros((len(self), n))
        won = self.winner >= 0
        s[np.nonzero(won)[0], self.winner[won]] = 1.0
        cut = ~won
        if cut.any():
            alive = self.out_turn[cut] < 0
            s[cut] = alive / alive.sum(axis=1, keepdims=True)
        return s


def play(m: Match, start=0, stop=None):
    """Yield Chunk results for games start..stop-1 (default: all), in order."""
    stop = m.games if stop is None else stop
    mod, sids = driver_for(m.strategies)
    states = new_states(m.threads)
    pool = ThreadPoolExecutor(m.threads) if m.threads > 1 else None
    n = m.players
    prms = np.stack([s.prm() for s in m.strategies])
    opt = options.to_array(m.rules)
    try:
        for first in range(start, stop, m.chunk):
            k = min(m.chunk, stop - first)
            c = Chunk(first, np.zeros(k, np.int64), np.zeros(k, np.int64),
                      np.zeros(k, np.int64), np.zeros((k, n), np.int64),
                      np.zeros((k, n), np.int64), np.zeros((k, n), np.int64),
                      np.zeros((k, n, 3), np.int64), np.zeros((k, NSTATS), np.int32),
                      np.zeros((k, n, NR), np.int8), np.zeros((k, n, NR), np.int8))

            def work(t):
                mod.run(states, t, m.seed, first, k, n, sids, prms, opt, c.winner, c.turns,
                        c.end, c.hand0, c.out_turn, c.fallbacks, c.fb_info, c.stats, c.claims,
                        c.bluffs)
            if pool is None:
                work(0)
            else:
                list(pool.map(work, range(m.threads)))
            yield c
    finally:
        if pool is not None:
            pool.shutdown()


def concat(chunks):
    """One Chunk from consecutive chunks."""
    chunks = list(chunks)
    return Chunk(chunks[0].first, *[np.concatenate([getattr(c, f) for c in chunks])
                                    for f in ("winner", "turns", "end", "hand0", "out_turn",
                                              "fallbacks", "fb_info", "stats", "claims",
                                              "bluffs")])
