"""Ctrl-C and SIGTERM while a run plays, for every command that plays one.

The first signal asks the run to stop after the current chunk (it saves and says how to
resume). A second one stops at once, as does a SIGTERM whose chunk has not finished within
TERM_GRACE seconds (whoever sends SIGTERM wants the process gone soon).

A strategy stuck in a loop never finishes its chunk, and compiled code cannot be interrupted
from Python; so the run plays on a worker thread (the compiled game loop releases the
interpreter) while this (main) thread waits, handles the signals and watches the progress:
when no chunk has finished for a long while it names the strategies in play, and from then
on a single signal stops at once. Stopping at once ends the process (os._exit): every file
of a run is written atomically, so what is on disk is the last save, valid and resumable."""
import contextvars
import os
import signal
import sys
import threading
import time

import click

WATCHDOG_SECONDS = 60.0     # no progress for this long (or 5 times the slowest chunk): a note
ENV_WATCHDOG = "DOMSIM_WATCHDOG"
TERM_GRACE = 5.0            # SIGTERM: seconds the current chunk may take to finish


def _compile_listener():
    """A numba event listener that counts compilations in progress (numba compiling, or
    loading compiled code, on any thread): a first run compiles for minutes before its first
    game, which is no sign of a stuck strategy. numba is imported only by a run."""
    from numba.core import event

    class Compiling(event.Listener):
        active = 0
        ended = 0.0

        def on_start(self, ev):
            self.active += 1

        def on_end(self, ev):
            self.active -= 1
            self.ended = time.monotonic()

    return Compiling()


def watchdog_seconds():
    try:
        return max(0.1, float(os.environ.get(ENV_WATCHDOG, WATCHDOG_SECONDS)))
    except ValueError:
        return WATCHDOG_SECONDS


class StopRequests:
    """`with StopRequests(quiet, names, resume) as stop:` then `stop.run(fn)` plays fn() on a
    worker thread. Called, `stop()` says whether to stop after this chunk (the runners call it
    after every chunk, which is also how the watchdog sees progress). `names`: the strategies
    in play, for the watchdog's note; `resume`: the command that resumes the run."""

    def __init__(self, quiet=False, names=(), resume="", saves=True):
        self.quiet, self.names, self.resume, self.saves = quiet, list(names), resume, saves
        self.requested = False
        self.terminated = None              # when SIGTERM came
        self.stuck = False
        self.old = {}
        self.last = self.slowest = 0.0
        self.compiling = None               # set while a run plays (saves=True)

    def __enter__(self):
        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGINT, signal.SIGTERM):
                self.old[sig] = signal.signal(sig, self._handle)
        self.last = time.monotonic()
        if self.saves:
            from numba.core import event
            self.compiling = _compile_listener()
            event.register("numba:compile", self.compiling)
        return self

    def _handle(self, signum, frame):
        if self.requested or self.stuck or not self.saves:
            self._stop_now()
        self.requested = True
        if signum == signal.SIGTERM:
            self.terminated = time.monotonic()
        if not self.quiet:
            click.echo("\nstopping after the current chunk (Ctrl-C again to stop at once)...",
                       err=True)

    def _stop_now(self):
        if self.saves:
            resume = f"; resume with: {self.resume}" if self.resume else ""
            click.echo(f"\nstopped at once: the files hold the run's last save{resume}",
                       err=True)
        else:
            click.echo("\nError: interrupted", err=True)
        sys.stdout.flush()
        sys.stderr.flush()
        from simcore.output_lock import release_all
        release_all()                   # (os._exit runs no cleanup: leave no lock file)
        os._exit(130)

    def __call__(self):
        now = time.monotonic()
        self.slowest = max(self.slowest, now - self.last)
        self.last = now
        self.stuck = False
        return self.requested

    def run(self, fn):
        """fn() on a worker thread, this thread waiting (signals handled, progress watched);
        its result, or its exception raised here. Without our handlers (not the main
        thread) fn simply runs here."""
        if not self.old:
            return fn()
        self.last = time.monotonic()
        box = {}
        context = contextvars.copy_context()       # (a cluster in use is a context variable)

        def work():
            try:
                box["value"] = context.run(fn)
            except BaseException as e:          # handed to the waiting thread
                box["error"] = e

        worker = threading.Thread(target=work, name="domsim-run", daemon=True)
        worker.start()
        while worker.is_alive():
            worker.join(0.25)
            self._watch()
        if "error" in box:
            raise box["error"]
        return box.get("value")

    def _watch(self):
        if not self.saves:                  # (no chunks to watch)
            return
        if self.terminated is not None and time.monotonic() - self.terminated > TERM_GRACE:
            self._stop_now()
        if self.compiling.active > 0:         # not playing yet: compiling
            return
        quiet_for = time.monotonic() - max(self.last, self.compiling.ended)
        if self.stuck or quiet_for < max(watchdog_seconds(), 5 * self.slowest):
            return
        self.stuck = True
        playing = f" (in play: {', '.join(self.names)})" if self.names else ""
        click.echo(f"\nnote: no game has finished for {quiet_for:.0f} s; a strategy may be stuck "
                   f"in a loop{playing}. Ctrl-C or SIGTERM now stops at once, keeping the last "
                   "save", err=True)

    def __exit__(self, *exc):
        if self.compiling is not None:
            from numba.core import event
            event.unregister("numba:compile", self.compiling)
            self.compiling = None
        for sig, old in self.old.items():
            signal.signal(sig, old)
        self.old = {}
        return False


def interruptible(fn):
    """fn() for a run with nothing to save (match --precision) played on a worker thread:
    Ctrl-C or SIGTERM ends the process at once (exit 130), even while a strategy is stuck in
    a loop."""
    with StopRequests(saves=False) as stop:
        return stop.run(fn)


def left_to_the_system(fn):
    """fn() with Ctrl-C and SIGTERM left to the operating system, which ends the process at
    once (the shell reports 130 or 143). For one game's log: it calls the strategies from
    Python, so one stuck in a loop holds the interpreter, and no Python handler could run."""
    if threading.current_thread() is not threading.main_thread():
        return fn()
    old = {sig: signal.signal(sig, signal.SIG_DFL) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        return fn()
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)
