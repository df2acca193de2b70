"""A Dominion match described to another machine (simcore/cluster.py runs its chunks on a
Dask cluster): its strategies by spec (built-in names, `bm-<card>:k`) or, for strategies
from users' files, by the file's bytes; its kingdom and settings.

A worker writes a user's file into its cache folder under the file's hash (or uses the
client's own path when that holds the same bytes, as on one machine or a shared disk), so
every worker loads and compiles each strategy set once, and a worker that joins late gets
the same strategies.
"""
import hashlib
import os
import pickle
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from simcore import cache_root
from simcore.driver import user_file_bytes
from simcore.games import bots as registered

from .driver import _triple
from .match import Match


class NotShippable(ValueError):
    """A strategy that cannot be described to another machine (one-line message)."""


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
        get = self.get
        paths = {f[0]: local_file(*f) for f in self.files}
        strats = []
        for e in self.entries:
            if isinstance(e, tuple) and e[0] == "pickle":
                s = pickle.loads(e[1])
            elif isinstance(e, tuple):          # a file's strategy, with its parameters
                s = get(f"{paths[e[1]]}:{e[2]}")
                if tuple(s.params) != e[3]:
                    s = replace(s, params=e[3])
            else:
                s = get(e)
            strats.append(s)
        return Match(strats, list(self.kingdom), games=1, seed=self.seed, threads=self.threads,
                     chunk=1, turn_limit=self.turn_limit, edition=self.edition)


def _strategy_spec(s, files):
    """How entry strategy s is named to a worker; user files go into `files`."""
    bots = registered("dominion")
    origin = getattr(s, "origin", None)
    if origin:
        path, name = origin.rsplit(":", 1)
        data = user_file_bytes(path)            # the text checked here, not today's file
        if data is None:
            data = Path(path).read_bytes()
        sha = hashlib.sha256(data).hexdigest()
        files.setdefault(sha, (sha, os.path.basename(path), data, path))
        return ("file", sha, name, tuple(int(x) for x in s.params))
    if bots.registry.get(s.name) is s:
        return s.name
    try:
        again = bots.get(s.name, compile=False)
    except bots.error:
        again = None
    if again is not None and _triple(again) == _triple(s) and \
            np.array_equal(again.prm(), s.prm()):
        return s.name
    # built in code here (a notebook, the optimiser's bots): it travels pickled when its
    # functions are domsim's own, which every worker has (the driver finds them by name)
    installed = ("simcore.", bots.package + ".")        # modules every worker has
    if all(getattr(getattr(f, "py_func", f), "__module__", "").startswith(installed)
           for f in s.functions()):
        try:
            return ("pickle", pickle.dumps(s, protocol=5))
        except Exception:
            pass
    raise NotShippable(f"strategy {s.name!r} is defined in Python code here, so the "
                       "cluster's workers cannot rebuild it; put it in a strategy file "
                       "(FILE.py:NAME) and name that")


def spec_for(m: Match, threads=1):
    files = {}
    entries = tuple(_strategy_spec(s, files) for s in m.strategies)
    return MatchSpec(entries, tuple(files.values()), tuple(int(c) for c in m.kingdom),
                     int(m.seed), int(m.turn_limit), int(m.edition), int(threads),
                     registered("dominion").get)


def local_file(sha, name, data, client_path):
    """A path on this machine holding the bytes of a user strategy file: the client's own
    path when it holds them (one machine, a shared disk), else a copy in the cache folder."""
    try:
        if hashlib.sha256(Path(client_path).read_bytes()).hexdigest() == sha:
            return client_path
    except OSError:
        pass
    target = cache_root() / "cluster" / sha[:16] / name
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(f".tmp{os.getpid()}")
        tmp.write_bytes(data)
        os.replace(tmp, target)
    return str(target)
