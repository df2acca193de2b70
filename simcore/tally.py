"""Running per-entry totals over the chunks of one run (exact integers), from which the
summary is made and from which `--resume` continues.

    tally = Tally(n_entries, game)      # flat memory: a few numbers per entry
    for chunk in runner.play(m):
        tally.add(chunk)
"""
import numpy as np

from .games import get
from .metadata import DEFAULT_GAME


class Tally:
    """Per-entry totals: wins, ties, losses, shares (in units of 1/game.share_unit, so they
    add up to exactly 1 per game), the games each entry started and its share there, the sum
    of each of the game's result fields (Dominion: vp, turns), and illegal answers."""

    HEAD = ("wins", "ties", "losses", "share_units", "first_games", "first_units")
    TAIL = ("fallbacks", "fallback_games")

    def __init__(self, entries, game=None):
        if game is None:                    # (callers from before there were games)
            game = get(DEFAULT_GAME)
        n = entries
        self.n = n
        self.game = game
        self.unit = game.share_unit
        self.fields = tuple(game.result_fields)
        self.COUNTS = self.HEAD + self.fields + self.TAIL
        self.games = 0
        for k in self.COUNTS:
            setattr(self, k, np.zeros(n, np.int64))
        # per entry: None, or its first illegal answer of the run:
        # [game, decision kind, what asked, answer, turn, entry whose turn it was]
        self.first_fallback = [None] * n

    def add(self, chunk, share=None, result=None):
        """Add one Chunk (share/result: precomputed game.outcomes, if at hand). Chunks must
        come in game order (for first_fallback)."""
        if share is None or result is None:
            share, result = self.game.outcomes(chunk.res)
        units = np.rint(share * self.unit).astype(np.int64)
        first = chunk.seats() == 0
        self.games += len(chunk)
        self.wins += (result == 2).sum(axis=0)
        self.ties += (result == 1).sum(axis=0)
        self.losses += (result == 0).sum(axis=0)
        self.share_units += units.sum(axis=0)
        self.first_games += first.sum(axis=0)
        self.first_units += (units * first).sum(axis=0)
        for f in self.fields:
            getattr(self, f)[:] += chunk.res[f].sum(axis=0)
        self.fallbacks += chunk.fallbacks.sum(axis=0)
        has = chunk.fallbacks > 0
        if has.any():
            self.fallback_games += has.sum(axis=0)
            info = chunk.fb_info
            for e in range(self.n):
                if self.first_fallback[e] is None and has[:, e].any():
                    i = int(np.argmax(has[:, e]))
                    detail = info[i, e].tolist() if info is not None else [-1] * 5
                    self.first_fallback[e] = [chunk.first + i] + [int(x) for x in detail]
        return self

    def share(self):
        return self.share_units / (self.unit * max(self.games, 1))

    def first_seat_share(self):
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.where(self.first_games > 0,
                            self.first_units / (self.unit * np.maximum(self.first_games, 1)),
                            np.nan)

    def mean(self, f):
        """Per entry: the mean of result field f per game."""
        return getattr(self, f) / max(self.games, 1)

    def to_json(self):
        d = {"games": int(self.games)}
        for k in self.COUNTS:
            d[k] = [int(x) for x in getattr(self, k)]
        d["first_fallback"] = self.first_fallback
        return d

    @classmethod
    def from_json(cls, d, n, game=None):
        """The Tally saved by to_json; ValueError if it is not one for n entries."""
        t = cls(n, game)
        if not isinstance(d, dict) or not isinstance(d.get("games"), int) or d["games"] < 0:
            raise ValueError("no game count")
        t.games = d["games"]
        for k in t.COUNTS:
            v = d.get(k)
            if not (isinstance(v, list) and len(v) == n and all(isinstance(x, int) for x in v)):
                raise ValueError(f"bad {k}")
            setattr(t, k, np.array(v, np.int64))
        ff = d.get("first_fallback")
        if not (isinstance(ff, list) and len(ff) == n):
            raise ValueError("bad first_fallback")
        t.first_fallback = [None if x is None else [int(y) for y in x] for x in ff]
        return t
