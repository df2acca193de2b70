"""Describing a run's strategies to another machine (each game's tasks.py, for
simcore/cluster.py): a user's strategy file travels as its bytes, which a worker writes into
its cache folder under their hash (or finds at the client's own path when that holds the same
bytes, as on one machine or a shared disk)."""
import hashlib
import importlib
import io
import os
import pickle
from dataclasses import replace
from pathlib import Path

from simcore import cache_root
from simcore.driver import user_file_bytes


class NotShippable(ValueError):
    """A strategy that cannot be described to another machine (one-line message)."""


def file_spec(s):
    """The spec that loads strategy s from its user file again, anywhere (FILE.py:NAME, with
    the head of a spec that wraps it: rollout-8:FILE.py:NAME), or None if no file made it."""
    origin = getattr(s, "origin", None)
    return getattr(s, "wraps", "") + origin if origin else None


def file_entry(s, files):
    """("file", sha, name, params) for a strategy from a user's file (its bytes go into
    `files`: sha -> (sha, file name, bytes, client's path)), or None for any other; one
    that wraps a file's strategy in a spec (a rollout player, `rollout-8:FILE.py:NAME`) adds
    the spec's head (its `wraps`: "rollout-8:"), put back before the file's name."""
    origin = getattr(s, "origin", None)
    if not origin:
        return None
    path, name = origin.rsplit(":", 1)
    data = user_file_bytes(path)            # the text checked here, not today's file
    if data is None:
        data = Path(path).read_bytes()
    sha = hashlib.sha256(data).hexdigest()
    files.setdefault(sha, (sha, os.path.basename(path), data, path))
    entry = ("file", sha, name, tuple(int(x) for x in s.params))
    wraps = getattr(s, "wraps", "")
    return entry + (wraps,) if wraps else entry


def pickled_entry(s, package):
    """("pickle", bytes) for a strategy built in code here from functions every worker has
    (the core's and the game's strategies package: the driver finds them by name)."""
    installed = ("simcore.", package + ".")
    if all(getattr(getattr(f, "py_func", f), "__module__", "").startswith(installed)
           for f in s.functions()):
        try:
            buf = io.BytesIO()
            _ByName(buf, protocol=5).dump(s)
            return ("pickle", buf.getvalue())
        except Exception:
            pass
    raise NotShippable(f"strategy {s.name!r} is defined in Python code here, so the "
                       "cluster's workers cannot rebuild it; put it in a strategy file "
                       "(FILE.py:NAME) and name that")


def _compiled(module, qualname):
    """The compiled function `qualname` of `module`, as this machine has it."""
    obj = importlib.import_module(module)
    for part in qualname.split("."):
        obj = getattr(obj, part)
    return obj


class _ByName(pickle.Pickler):
    """Pickles the compiled functions that are importable by name as their names (every
    worker has domsim's code: the engine versions are checked to match), where numba's own
    reducer pickles each one by value with its globals: 13 ms a strategy, the largest part
    of a cluster client's time when the optimiser sent a candidate with each chunk."""

    def reducer_override(self, obj):
        f = getattr(obj, "py_func", None)
        if f is None or "<" in getattr(f, "__qualname__", "<"):
            return NotImplemented
        try:
            same = _compiled(f.__module__, f.__qualname__) is obj
        except (ImportError, AttributeError):
            same = False
        return (_compiled, (f.__module__, f.__qualname__)) if same else NotImplemented


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


def rebuild(entries, files, get):
    """The strategies a task names, on the worker: pickled ones unpickled, a file's loaded
    from its local copy with its parameters, the rest by name with `get`."""
    paths = {f[0]: local_file(*f) for f in files}
    out = []
    for e in entries:
        if isinstance(e, tuple) and e[0] == "pickle":
            s = pickle.loads(e[1])
        elif isinstance(e, tuple):          # a file's strategy, with its parameters
            s = get(f"{e[4] if len(e) > 4 else ''}{paths[e[1]]}:{e[2]}")
            if tuple(s.params) != e[3]:
                s = replace(s, params=e[3])
        else:
            s = get(e)
        out.append(s)
    return out
