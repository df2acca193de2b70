"""An Intrige match described to another machine (simcore/cluster.py runs its chunks on a
Dask cluster): its strategies by spec (built-in names, families as `fox:0.1:0.6:0.1`), by
the bytes of a user's file (simcore/shipping.py), or pickled when built here from the
project's own functions (the optimiser's candidates); its rules and seed."""
import hashlib
from dataclasses import dataclass

import numpy as np

from simcore.games import bots as registered
from simcore.shipping import file_entry, pickled_entry, rebuild

from .match import Match


@dataclass(frozen=True)
class MatchSpec:
    entries: tuple          # per entry: a strategy spec, ("file", sha, name, params), or
    #                         ("pickle", bytes)
    files: tuple            # (sha, file name, bytes, client's path) per user file
    rules: tuple            # (option, value) of every rule option, sorted
    seed: int
    threads: int            # threads each chunk uses on its worker
    get: object = None      # the registered bots' get, pickled by reference
    game_id: str = "intrige"

    def digest(self):
        h = hashlib.sha256(repr((self.entries, [f[0] for f in self.files], self.rules,
                                 self.seed, self.threads)).encode())
        return h.hexdigest()[:16]

    def build(self):
        """The Match, on the worker (its games and chunk are set per task)."""
        strats = rebuild(self.entries, self.files, self.get)
        return Match(strats, games=1, seed=self.seed, threads=self.threads, chunk=1,
                     rules=dict(self.rules))


def _strategy_spec(s, files):
    bots = registered("intrige")
    entry = file_entry(s, files)
    if entry is not None:
        return entry
    try:
        again = bots.get(s.name, compile=False)
    except bots.error:
        again = None
    if again is not None and again.decide is s.decide and np.array_equal(again.prm(), s.prm()):
        return s.name
    return pickled_entry(s, bots.package)


def spec_for(m: Match, threads=1):
    files = {}
    entries = tuple(_strategy_spec(s, files) for s in m.strategies)
    return MatchSpec(entries, tuple(files.values()), tuple(sorted(m.rules.items())),
                     int(m.seed), int(threads), registered("intrige").get)
