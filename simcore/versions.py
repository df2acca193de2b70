"""Engine versions, scoped per game, and where compiled code is cached.

A game's engine version is a hash of the sources its compiled code comes from: the shared
core (simcore/*.py) plus the game's own package and strategies (simcore/games.py names
them). It is the key of the game's compile cache and of `--resume` (a results file records
it), so editing one game leaves every other game's cache and unfinished runs alone, and
editing the core changes them all.

numba's on-disk cache checks only each function's own file, so a compiled function that
calls into an edited module would keep running the old code. Compiled code is therefore
cached in a folder per scope, named by the scope's hash: `core-<hash>` for the shared
modules, `<game>-<version>` for a game's modules; strategies from users' files go into the
folder of the game whose driver loads them (see `scope`; outside one, into a folder keyed
on every game's sources). A locator inserted into numba's
list picks the folder for each source file.
"""
import ast
import contextlib
import contextvars
import fnmatch
import hashlib
import os
from pathlib import Path

import numba
from numba.core import caching

from .games import CORE_SOURCES, GAMES

ROOT = Path(__file__).resolve().parents[1]


def _compiled(path):
    """Whether a source file contributes compiled code: it has numba functions, it is a
    driver generator (a file named driver.py) or it changes how numba lowers calls."""
    return path.name in ("driver.py", "call_slots.py") or b"@njit" in path.read_bytes()


def _match(rel, patterns):
    """Whether a root-relative posix path matches one of the globs ("**/" is any depth)."""
    for pat in patterns:
        if "**/" in pat:
            if fnmatch.fnmatchcase(rel, pat) or fnmatch.fnmatchcase(rel, pat.replace("**/", "")):
                return True
        elif fnmatch.fnmatchcase(rel, pat) and rel.count("/") == pat.count("/"):
            return True
    return False


# the functions a game's state record is laid out with (simcore/game.py): compiled code is
# compiled for that layout, as it is for a constant
LAYOUT = {"state_dtype", "header_fields"}


def _constants_from(path, root):
    """The repository files a source file imports constants from at module level
    (`from .cards import COST, NC`; from a package, all its modules), or its state record's
    layout: compiled code freezes such globals when it compiles."""
    package = path.relative_to(root).parent.parts
    out = []
    for node in ast.parse(path.read_bytes()).body:
        if isinstance(node, ast.ImportFrom) and any(
                a.name.isupper() or a.name in LAYOUT for a in node.names):
            base = package[:len(package) - node.level + 1] if node.level else ()
            f = root.joinpath(*base, *(node.module or "").split("."))
            if node.module and f.with_suffix(".py").is_file():
                out.append(f.with_suffix(".py"))
            elif node.module and (f / "__init__.py").is_file():
                # a package's constants may come from any of its modules, loaded by name
                # (simcore/dominion/sets/: the card table's rows, one module a card set)
                out += sorted(f.glob("*.py"))
    return out


def source_files(patterns, root=ROOT):
    """The source files under root matching the globs that compiled code comes from, sorted:
    those with compiled functions, and the modules they take constants and tables from
    (cards.py, state.py: numba freezes the globals a function reads when it compiles it and
    checks only the function's own file, so an edit there must change the version as much
    as an edit of the function itself)."""
    files = []
    for top in {p.split("/", 1)[0] for p in patterns}:
        for p in sorted((root / top).rglob("*.py")):
            if _match(p.relative_to(root).as_posix(), patterns):
                files.append(p)
    inside = set(files)
    out = {p for p in files if _compiled(p)}
    todo = [p for p in out if p.name != "driver.py"]
    while todo:
        for f in _constants_from(todo.pop(), root):
            if f in inside and f not in out:
                out.add(f)
                todo.append(f)
    return sorted(out)


def source_hash(patterns, root=ROOT):
    """12 hex digits over the paths and contents of those files."""
    h = hashlib.sha256()
    for p in source_files(patterns, root):
        h.update(p.relative_to(root).as_posix().encode())
        h.update(p.read_bytes())
    return h.hexdigest()[:12]


_VERSIONS = {}


def engine_version(game_id, root=ROOT):
    """The engine version of a registered game: core plus the game's own sources."""
    key = (game_id, str(root))
    if key not in _VERSIONS:
        _VERSIONS[key] = source_hash(CORE_SOURCES + GAMES[game_id].sources, root)
    return _VERSIONS[key]


def core_version(root=ROOT):
    key = ("", str(root))
    if key not in _VERSIONS:
        _VERSIONS[key] = source_hash(CORE_SOURCES, root)
    return _VERSIONS[key]


def cache_root():
    """Where domsim keeps compiled code and generated drivers."""
    return Path(os.environ.get("DOMSIM_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")), "domsim"))


def numba_root():
    return Path(os.environ.get("NUMBA_CACHE_DIR") or str(cache_root() / "numba"))


# the game whose driver is being loaded: users' strategy files compile into its folder
_current = contextvars.ContextVar("domsim_game", default=None)


@contextlib.contextmanager
def scope(game_id):
    """`with scope("dominion"):` code compiled from files outside the repository (users'
    strategies) is cached in that game's folder."""
    token = _current.set(game_id)
    try:
        yield
    finally:
        _current.reset(token)


def versioned(py_file, game_id, root=ROOT):
    """Whether a source file is part of the game's engine version (the core's or the game's
    own sources), so that the version already changes when it does."""
    try:
        rel = Path(py_file).resolve().relative_to(root).as_posix()
    except ValueError:
        return False
    return _match(rel, CORE_SOURCES + GAMES[game_id].sources)


def scope_of(py_file, root=ROOT):
    """The cache folder name for a source file (see the module docstring)."""
    try:
        rel = Path(py_file).resolve().relative_to(root).as_posix()
    except ValueError:
        rel = None
    if rel is not None:
        for gid, entry in GAMES.items():
            if _match(rel, entry.sources):
                return f"{gid}-{engine_version(gid, root)}"
        if _match(rel, CORE_SOURCES):
            return f"core-{core_version(root)}"
    gid = _current.get()
    if gid is not None:
        return f"{gid}-{engine_version(gid, root)}"
    # code from outside the repository compiled outside any game's scope: it may call into
    # any game, so its folder changes with every game's sources
    return "any-" + source_hash(CORE_SOURCES + sum((e.sources for e in GAMES.values()), ()),
                                root)


def install_locator():
    """Put the scoped locator first in numba's list (once)."""

    class ScopedLocator(caching.UserProvidedCacheLocator):
        def __init__(self, py_func, py_file):
            self._py_file = py_file
            self._lineno = py_func.__code__.co_firstlineno
            self._cache_path = os.path.join(numba_root(), scope_of(py_file),
                                            self.get_suitable_cache_subpath(py_file))

        @classmethod
        def from_function(cls, py_func, py_file):
            # the source-file mixin's checks, without the parent's "CACHE_DIR is set"
            return super(caching.UserProvidedCacheLocator, cls).from_function(py_func, py_file)

    impl = getattr(caching, "CacheImpl", None) or caching._CacheImpl
    if not any(c.__name__ == "ScopedLocator" for c in impl._locator_classes):
        impl._locator_classes.insert(0, ScopedLocator)
    numba.config.CACHE_DIR = str(numba_root() / "other")
