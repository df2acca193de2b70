"""Modules written from generated text into the cache folder and imported once a process
(the batch drivers, the turn recorder, the data bots' compiled rules): numba caches their
machine code beside them, under the module's name, a hash of the text.

A Dask worker runs tasks on several threads, so the import is behind a lock: a second
thread must not take a module from sys.modules before the first has finished executing it.
The file itself is written through a temporary name and renamed, so another process never
reads half of it."""
import contextlib
import importlib.util
import os
import sys
import threading

from .versions import scope

_LOCK = threading.RLock()
_LOADED = {}


def load(name, folder, text, game_id=None):
    """Module `name` from `folder/name.py`, written first from `text()` if it is missing;
    compiled code of it is cached in game `game_id`'s folder when given."""
    mod = _LOADED.get(name)
    if mod is None:
        with _LOCK:
            mod = _LOADED.get(name)
            if mod is None:
                mod = _LOADED[name] = _import(name, folder, text, game_id)
    return mod


def _import(name, folder, text, game_id):
    path = folder / f"{name}.py"
    with scope(game_id) if game_id is not None else contextlib.nullcontext():
        if not path.exists():
            folder.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".tmp{os.getpid()}")
            tmp.write_text(text())
            os.replace(tmp, path)
        spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        try:
            spec.loader.exec_module(mod)
        except BaseException:
            del sys.modules[name]
            raise
    return mod
