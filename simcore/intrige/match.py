"""An Intrige run for the shared runner (simcore/runner.py): strategies, rules, seed, games.

Game i is fully determined by (seed, i, rules): its own counter-based random stream, and
entry e sits at seat (e - i) mod n (seat 0 starts, so starting seats rotate)."""
from dataclasses import dataclass, field

import numpy as np

from simcore.runner import first_raise
from simcore.runner import play as run

from . import options
from .batch import EXTRA
from .driver import driver_for
from .game import GAME, outcomes  # noqa: F401  (outcomes: callers take it from here)
from .state import DECISION_NAMES

MIN_PLAYERS, MAX_PLAYERS = 2, 8


@dataclass
class Match:
    strategies: list                    # IStrategy per entry (2-8)
    games: int = 10000
    seed: int = 0
    threads: int = 1
    chunk: int = 20_000                 # (domsim.inputs.DEFAULT_CHUNK)
    rules: dict = field(default_factory=options.defaults)

    @property
    def game(self):
        return GAME

    @property
    def players(self):
        return len(self.strategies)

    def setup_args(self):
        return (options.to_array(self.rules),)

    def driver(self):
        return driver_for(GAME, self.strategies)


def play(m, start=0, stop=None):
    """Chunks of per-game results with the extra columns (simcore.runner.play)."""
    return run(m, want_extra=True, start=start, stop=stop)


@dataclass
class Games:
    """One chunk's per-game results in the shapes the Intrige tables use."""
    first: int
    winner: np.ndarray      # (games,) winning entry, -1 when cut off at the turn limit
    turns: np.ndarray       # (games,) turns played (all players)
    end: np.ndarray         # (games,)
    hand0: np.ndarray       # (games, entries) starting pair (state.PAIRS index)
    out_turn: np.ndarray    # (games, entries) turn the entry went out, -1: never
    fallbacks: np.ndarray   # (games, entries)
    extra: np.ndarray       # (games, entries, len(batch.EXTRA)) per-entry counters
    res: np.ndarray         # (games, entries) RESULT records

    def __len__(self):
        return len(self.end)

    def seats(self):
        n = self.hand0.shape[1]
        g = np.arange(self.first, self.first + len(self), dtype=np.int64)[:, None]
        return (np.arange(n)[None, :] - g) % n

    def share(self):
        return outcomes(self.res)[0]

    def column(self, name):
        """(games, entries) of one extra column (batch.EXTRA)."""
        return self.extra[:, :, EXTRA.index(name)]

    @property
    def claims(self):
        return self.extra[:, :, 0:5]

    @property
    def bluffs(self):
        return self.extra[:, :, 5:10]

    @property
    def stats(self):
        """(games, 26): the per-entry counters from act_income on, summed over entries
        (STAT_NAMES)."""
        return self.extra[:, :, 10:].sum(axis=1)

    @classmethod
    def of(cls, c):
        won = c.res["won"] == 1
        winner = np.where(won.any(axis=1), won.argmax(axis=1), -1)
        return cls(c.first, winner, c.res["game_turns"][:, 0].copy(), c.end,
                   c.res["hand"], c.res["out_turn"], c.fallbacks, c.extra, c.res)


def games(m, start=0, stop=None):
    """Games chunks of run m."""
    for c in play(m, start, stop):
        yield Games.of(c)


def find_raiser(m, first, count, budget=30.0):
    """The first game of run m's games first..first+count-1 in which a strategy function
    raises (simcore.runner.first_raise): (game, entry, exception, decision kind, turn (from
    1, as the play log), entry whose turn it was), or None (none found within `budget`
    seconds)."""
    found = first_raise(m, first, count, budget)
    if found is None:
        return None
    gi, e, exc, g, rot = found
    return (gi, e, exc, int(g["dec"]), int(g["turns"][g["cur"]]) + 1,
            (int(g["cur"]) + rot) % m.players)


def raised_text(found, names):
    """'strategy X (entry e) raised E (why) when asked an action decision, turn t of Y, in
    game G' for find_raiser's answer."""
    game, entry, exc, dec, turn, whose = found
    d = DECISION_NAMES[dec] if 0 <= dec < len(DECISION_NAMES) else f"decision {dec}"
    why = " ".join(str(exc).split())[:200]
    return (f"strategy {names[entry]} (entry {entry}) raised {type(exc).__name__}"
            f"{f' ({why})' if why else ''} when asked {'an' if d[0] in 'aeiou' else 'a'} {d} "
            f"decision, turn {turn} of {names[whose]}, in game {game:,}")


def concat(chunks):
    chunks = list(chunks)
    return Games(chunks[0].first, *[np.concatenate([getattr(c, f) for c in chunks])
                                    for f in ("winner", "turns", "end", "hand0", "out_turn",
                                              "fallbacks", "extra", "res")])


def _stat_names():
    return EXTRA[10:]


STAT_NAMES = _stat_names()
