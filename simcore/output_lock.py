"""One writer per output: a run holds a lock on every file or folder it writes, for its
whole life, so that a second run on the same output (or a second resume of the same run) is
refused at once, naming the process that writes it, instead of both writing and one losing.

    with holding("domsim match ..."):       # the command line opens one per command
        claim("results/s.parquet")          # OutputBusy(holder) if another process has it
        ...                                 # released when the scope ends

The lock is flock(2) on a small file beside the output, `.<name>.lock`: never inside an
output or its `<output>.parts/` folder (the per-game or per-matchup parts of an unfinished
run, covered by the output's lock), so it changes no output's bytes. The file names the
holder (pid and command). The kernel drops the lock when its process ends, however it ends:
after a SIGKILL the file stays, unlocked, and the next run on that output (a resume) takes
it. A scope that ends removes its lock files, and the folders a claim created for them if
they stayed empty, so a refused or finished run leaves nothing behind.

A claim of an output this process already holds is a no-op (a command that checks a path
twice). Claims outside any scope last until the process exits."""
import atexit
import fcntl
import hashlib
import os
import shlex
import sys
import threading
from contextlib import contextmanager
from pathlib import Path

MAX_NAME = 200              # bytes of a lock file's name (file systems allow 255)


class OutputBusy(Exception):
    """Another process holds the lock of `path`: `pid` (None when unknown) runs `command`."""

    def __init__(self, path, pid=None, command=""):
        self.path, self.pid, self.command = path, pid, command
        super().__init__(f"{path} is being written by {self.holder()}")

    def holder(self):
        if self.pid is None:
            return "another process"
        return f"pid {self.pid}: {self.command}" if self.command else f"pid {self.pid}"


class _Held:
    def __init__(self, fd, made):
        self.fd, self.made, self.pid = fd, made, os.getpid()


_mutex = threading.RLock()      # (re-entered by release_all from a signal handler)
_held = {}                  # lock file -> _Held
_scopes = []                # [(command, [lock files claimed in it])], innermost last
_outside = []               # lock files claimed outside any scope


def lock_file(path):
    """The lock file of an output: `.<name>.lock` beside it (a hash for very long names)."""
    p = Path(path).resolve()
    name = f".{p.name}.lock"
    if len(name.encode()) > MAX_NAME:
        name = f".{hashlib.sha256(p.name.encode()).hexdigest()[:24]}.lock"
    return p.parent / name


def _default_command():
    return shlex.join([Path(sys.argv[0]).name] + sys.argv[1:]) if sys.argv else ""


def _command():
    for command, _ in reversed(_scopes):
        if command:
            return command
    return _default_command()


def claim(path):
    """Take the lock of the output `path` for the rest of the innermost scope (creating the
    missing folders above it); OutputBusy if another process holds it. Writes only the lock
    file; OSError when it cannot be made."""
    key = lock_file(path)
    with _mutex:
        if key in _held:
            return
        made = _make_folders(key.parent)
        try:
            fd = _lock(key, path)
        except BaseException:
            _remove_if_empty(made)
            raise
        _held[key] = _Held(fd, made)
        (_scopes[-1][1] if _scopes else _outside).append(key)


def _lock(key, path):
    while True:
        try:
            fd = os.open(key, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
            writable = True
        except PermissionError:              # another user's lock file: lock it all the same
            fd = os.open(key, os.O_RDONLY | os.O_CLOEXEC)
            writable = False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            pid, command = _read_holder(fd)
            os.close(fd)
            raise OutputBusy(path, pid, command) from None
        except BaseException:
            os.close(fd)
            raise
        # its last holder may have removed the file between our open and our lock: then
        # this lock guards nothing, and the file at `key` (if any) is the one to lock
        try:
            same = os.path.samestat(os.fstat(fd), os.stat(key))
        except FileNotFoundError:
            same = False
        if same:
            if writable:
                text = f"{os.getpid()}\n{' '.join(_command().split())[:300]}\n".encode()
                os.ftruncate(fd, 0)
                os.pwrite(fd, text, 0)
            return fd
        os.close(fd)


def _read_holder(fd):
    try:
        lines = os.pread(fd, 1024, 0).decode(errors="replace").splitlines()
    except OSError:
        return None, ""
    pid = int(lines[0]) if lines and lines[0].isdigit() else None
    return pid, (lines[1] if len(lines) > 1 and pid is not None else "")


def _make_folders(folder):
    """Create the missing folders at and above `folder`; the ones made, deepest first."""
    made = []
    base = Path(folder)
    while not base.exists() and base != base.parent:
        made.append(base)
        base = base.parent
    Path(folder).mkdir(parents=True, exist_ok=True)
    return made


def _remove_if_empty(folders):
    for d in folders:
        try:
            d.rmdir()
        except OSError:
            break


def _release(key):
    held = _held.pop(key, None)
    if held is None or held.pid != os.getpid():     # (a forked child never frees its parent's)
        return
    try:
        os.unlink(key)          # while still locked: a waiter that opened it sees it is gone
    except OSError:
        pass
    os.close(held.fd)
    _remove_if_empty(held.made)


@contextmanager
def holding(command=None):
    """A scope for claims: every output claimed in it is released (and its lock file
    removed) when it ends. `command`: how the holder is named to a refused run (default:
    this process's command line)."""
    scope = (command, [])
    with _mutex:
        _scopes.append(scope)
    try:
        yield
    finally:
        with _mutex:
            del _scopes[next(i for i, s in enumerate(_scopes) if s is scope)]
            for key in reversed(scope[1]):
                _release(key)


def release_all():
    """Release every lock of this process now (it is about to end without unwinding)."""
    with _mutex:
        for key in list(_held):
            _release(key)


atexit.register(release_all)
