"""A Dominion match described to another machine (simcore/cluster.py runs its chunks on a
Dask cluster): its strategies by spec (built-in names, `bm-<card>:k`) or, for strategies
from users' files, by the file's bytes; its kingdom and settings.

A worker writes a user's file into its cache folder under the file's hash (or uses the
client's own path when that holds the same bytes, as on one machine or a shared disk), so
every worker loads and compiles each strategy set once, and a worker that joins late gets
the same strategies.
"""
import hashlib
from dataclasses import dataclass

import numpy as np

from simcore.driver import where
from simcore.games import bots as registered
from simcore.shipping import (
    NotShippable,  # noqa: F401  (callers take it from here)
    file_entry,
    pickled_entry,
    rebuild,
)

from .match import Match


@dataclass(frozen=True)
class MatchSpec:
    entries: tuple          # per entry: a strategy spec, ("file", sha, name, params), or
    #                         ("pickle", bytes) for an object built from domsim's functions
    files: tuple            # (sha, file name, bytes, client's path) per user file
    kingdom: tuple
    seed: int
    turn_limit: int
    edition: int
    threads: int            # threads each chunk uses on its worker
    get: object = None      # the registered bots' get (simcore.games.Bots): pickled by
    #                         reference, so unpickling on a worker imports their package
    game_id: str = "dominion"

    def digest(self):
        h = hashlib.sha256(repr((self.entries, [f[0] for f in self.files], self.kingdom,
                                 self.seed, self.turn_limit, self.edition,
                                 self.threads)).encode())
        return h.hexdigest()[:16]

    def build(self):
        """The Match, on the worker (its games and chunk are set per task)."""
        strats = rebuild(self.entries, self.files, self.get)
        return Match(strats, list(self.kingdom), games=1, seed=self.seed, threads=self.threads,
                     chunk=1, turn_limit=self.turn_limit, edition=self.edition)


def _strategy_spec(s, files):
    """How entry strategy s is named to a worker; user files go into `files`."""
    bots = registered("dominion")
    entry = file_entry(s, files)
    if entry is not None:
        return entry
    if bots.registry.get(s.name) is s:
        return s.name
    try:
        again = bots.get(s.name, compile=False)
    except bots.error:
        again = None
    if again is not None and _plays_as(again) == _plays_as(s) and \
            np.array_equal(again.prm(), s.prm()):
        return s.name
    # built in code here (a notebook, the optimiser's bots): it travels pickled when its
    # functions are domsim's own, which every worker has (the driver finds them by name)
    return pickled_entry(s, bots.package)


def _plays_as(s):
    """What a strategy compiles to: its functions by location and its settings."""
    return (tuple(None if f is None else where(f) for f in (s.buy, s.action, s.decide)),
            getattr(s, "endgame", 0), getattr(s, "trash_floor", 0))


def spec_for(m: Match, threads=1):
    files = {}
    entries = tuple(_strategy_spec(s, files) for s in m.strategies)
    return MatchSpec(entries, tuple(files.values()), tuple(int(c) for c in m.kingdom),
                     int(m.seed), int(m.turn_limit), int(m.edition), int(threads),
                     registered("dominion").get)
