"""Plans: many matchups run as one resumable job (game-neutral).

A tournament or a sweep is a list of Matchups. Each is played as a match of its own whose
seed is derived from (run seed, the matchup's identity) alone, so adding, removing or
reordering other matchups never changes its numbers.

    plan = [Matchup("a|b|...", ("a", "b"), {"pairing": "a vs b"}, payload), ...]
    table = run_plan(plan, seed, play_one, out="t.parquet", metadata={...})

`play_one(matchup, seed, budget, progress, stop)` is the game's part: it plays one matchup
(a fixed number of games, or until its confidence intervals are narrow enough: Budget) and
returns its result rows as a pyarrow Table.

Files: finished matchups are saved, about once a second, as part files in `<out>.parts/`
(each written through a temporary file and a rename), so Ctrl-C, SIGTERM or a kill loses at
most the matchups being played. When every matchup is done, the parts are combined into `out`
(rows in plan order, fixed row groups: the same bytes whatever the interruption history), the
caller's derived files are written, and the parts are removed. Memory: the chunks of the
matchups being played; the result rows (a few hundred bytes per matchup) when combining.

Matchups may play `at_once` at a time, each on all its threads (the API plays two): the
Python around a matchup (building its run, tallying, the summary rows) and the end of a
chunk, where one thread has finished its share and waits for the other, then leave no core
idle (measured: a kingdom sweep 1.69-1.75 -> 1.87-1.89 cores busy, benchmarks/README.md).
The rows and files are the same: each matchup is its own games, and the rows are taken in
plan order.
"""
import contextvars
import hashlib
import itertools
import json
import math
import shutil
import threading
import time
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from simcore.results import write_atomic

from . import runner
from .cluster import current
from .stats import wilson
from .tables import summary_table
from .tally import Tally

MAX_SEED = 2 ** 63 - 1
SAVE_EVERY = 1.0            # seconds between part files
ROW_GROUP = 65_536          # rows per row group of the combined file (fixed: same bytes)
PRECISION_BLOCK = 1200      # games per precision step (a multiple of 1..6: seats stay balanced)


def matchups_at_once(threads):
    """Matchups a plan plays at a time when it may use `threads` threads: two when more than
    one (the second fills what the first leaves idle), else one."""
    return 2 if threads > 1 else 1


def derive_seed(seed, identity):
    """The seed of one matchup: a hash of the run seed and the matchup's identity."""
    h = hashlib.sha256(f"{int(seed)}\x1f{identity}".encode()).digest()
    return int.from_bytes(h[:8], "little") & MAX_SEED


@dataclass
class Matchup:
    identity: str            # what defines its games (entries, kingdom, players...): seeds it
    entries: tuple           # entry names, in seat order of the match
    label: dict = field(default_factory=dict)   # extra columns of its rows (pairing, card...)
    payload: object = None   # the game's own description (strategies, kingdom...)


@dataclass
class Budget:
    """How many games a matchup gets: `games` exactly, or (precision W) blocks of
    PRECISION_BLOCK games until every entry's 95% CI half-width is at most W, at most
    `max_games` (rounded up to whole blocks; `block`: PRECISION_BLOCK unless a game has
    more than 6 players)."""
    games: int = 10_000
    precision: float = None
    max_games: int = 1_000_000
    block: int = PRECISION_BLOCK    # a multiple of every player count of the game

    def first(self):
        if self.precision is None:
            return self.games
        return min(self.block, self.cap())

    def cap(self):
        return max(self.block, -(-self.max_games // self.block) * self.block)

    def next(self, done, halfwidth):
        """The next game count to play up to, or None to stop. Depends only on the results
        so far (deterministic). With precision, the estimate n * (h/W)^2 (the width shrinks
        as 1/sqrt(n)) jumps close to the need, rounded up to whole blocks."""
        if self.precision is None or halfwidth <= self.precision or done >= self.cap():
            return None
        need = done * (halfwidth / self.precision) ** 2 * 1.02
        blocks = max(done // self.block + 1, math.ceil(need / self.block))
        return min(blocks * self.block, self.cap())

    def describe(self):
        if self.precision is None:
            return f"{self.games:,} games per matchup"
        return f"until every 95% CI half-width <= {self.precision:g} (at most {self.cap():,} games)"


class PlanInterrupted(Exception):
    """run_plan stopped on request after saving `done` of `total` matchups."""

    def __init__(self, done, total):
        super().__init__(f"interrupted after {done} of {total} matchups")
        self.done, self.total = done, total


class PlanFileError(ValueError):
    """A plan's files that cannot be continued; one line naming the problem and the fix."""


def display_names(names):
    """As `match` shows repeated entries: name#entry."""
    return [f"{n}#{i}" if list(names).count(n) > 1 else n for i, n in enumerate(names)]


def halfwidth(tally):
    """The largest 95% Wilson half-width over the entries' shares."""

    low, high = wilson(tally.share(), tally.games)
    return float(np.max(high - low) / 2)


def match_player(make_match):
    """play_one for run_plan, for any game of the shared runner (simcore/runner.py):
    `make_match(matchup, seed, games)` builds the game's run object (e.g. a Dominion Match).
    Plays the Budget's games (blocks of them with a precision) and returns the summary rows
    (exactly those `match` writes for that many games), or None if stop() asked to stop in
    the middle of the matchup."""

    def play_one(mu, seed, budget, progress, stop):
        play = current() or runner.play     # a Dask cluster's chunk source, under `using`
        m = make_match(mu, seed, budget.first())
        names = display_names([s.name for s in m.strategies])
        tally = Tally(m.players, m.game)
        target = budget.first()
        while True:
            for c in play(m, start=tally.games, stop=target):
                tally.add(c)
                if progress is not None:
                    progress(len(c))
                if tally.games < target and stop is not None and stop():
                    return None
            target = budget.next(tally.games, halfwidth(tally))
            if target is None:
                break
            if stop is not None and stop():
                return None
        m.games = tally.games
        return summary_table(tally, m, names)

    return play_one


MAX_TABLES = 200            # every combination of P entries up to this many tables


def tables_for(n, players, seed=0):
    """Index tuples of the tables of a tournament of n entries: every combination when there
    are at most MAX_TABLES, else a balanced sample: cyclic designs {i + d_0, ..., i + d_P-1}
    mod n over i, so every entry sits at the same number of tables. Returns (tables,
    sampled)."""
    if players == 2 or math.comb(n, players) <= MAX_TABLES:
        return list(itertools.combinations(range(n), players)), False
    rng = np.random.default_rng([int(seed) & 0xFFFFFFFF, n, players, 0x7AB1E])
    rounds = max(1, MAX_TABLES // n)
    seen, out = set(), []
    tries = 0
    while len(seen) < rounds and tries < 1000:
        tries += 1
        d = tuple(sorted([0] + list(rng.choice(np.arange(1, n), players - 1, replace=False))))
        if d in seen:
            continue
        seen.add(d)
        for i in range(n):
            out.append(tuple(sorted((i + x) % n for x in d)))
    return out, True


def plan_hash(plan, options):
    """A hash of what defines the run's numbers: every matchup's identity and the options."""
    h = hashlib.sha256(json.dumps(options, sort_keys=True, default=str).encode())
    for mu in plan:
        h.update(b"\x1e" + mu.identity.encode())
    return h.hexdigest()[:16]


def parts_dir(out):
    return Path(str(out) + ".parts")


def _atomic_table(table, path, row_group_size=None):
    write_atomic(table, path, row_group_size=row_group_size, sync=True)


class Parts:
    """`<out>.parts/`: run.json (the plan's hash, the resume command) and part files
    `part-<first matchup>.parquet`, each holding the rows of consecutive finished matchups."""

    def __init__(self, out, key, resume_command=""):
        self.dir = parts_dir(out)
        self.key = key
        self.resume_command = resume_command

    def info(self):
        try:
            d = json.loads((self.dir / "run.json").read_text())
            return d if isinstance(d, dict) else None
        except (OSError, ValueError):
            return None

    def start(self):
        if self.dir.exists():
            shutil.rmtree(self.dir)
        self.dir.mkdir(parents=True)
        tmp = self.dir / ".run.json.tmp"
        tmp.write_text(json.dumps({"plan": self.key, "resume": self.resume_command,
                                   "format": 1}))
        tmp.replace(self.dir / "run.json")

    def files(self):
        return sorted(self.dir.glob("part-*.parquet"))

    def done(self):
        """How many matchups (from the first, in plan order) the parts hold; checks them."""
        expect = 0
        for f in self.files():
            try:
                first = int(f.name[5:-8])
                t = pq.read_table(f, columns=["matchup"])
            except Exception:
                raise PlanFileError(f"{f} is damaged; start over with --force") from None
            if first != expect:
                # a part beyond a gap cannot happen unless files were removed by hand
                raise PlanFileError(f"matchups {expect} to {first - 1} are missing from "
                                    f"{self.dir}; start over with --force")
            ids = t.column("matchup").to_pylist()
            expect = max(ids) + 1 if ids else first
        return expect

    def write(self, tables, first):
        t = pa.concat_tables(tables)
        _atomic_table(t, self.dir / f"part-{first:09d}.parquet")

    def read_all(self):
        tables = [pq.read_table(f) for f in self.files()]
        return pa.concat_tables(tables) if tables else None

    def remove(self):
        shutil.rmtree(self.dir, ignore_errors=True)


class _Saver:
    """Writes finished matchups to the parts, several to a file when they end within
    SAVE_EVERY seconds of each other, and each one on disk at most SAVE_EVERY seconds after
    it ended (a timer), whatever the next matchup does: a strategy stuck in a loop there, a
    kill, must not cost a matchup that is done."""

    def __init__(self, parts, first):
        self.parts, self.first = parts, first
        self.pending, self.last, self.timer = [], time.monotonic(), None
        self.lock = threading.Lock()

    def add(self, table):
        with self.lock:
            self.pending.append(table)
            wait = SAVE_EVERY - (time.monotonic() - self.last)
            if wait <= 0:
                self._write()
            elif self.timer is None:
                self.timer = threading.Timer(wait, self.flush)
                self.timer.daemon = True
                self.timer.start()

    def flush(self):
        with self.lock:
            self._write()

    def close(self):
        with self.lock:
            if self.timer is not None:
                self.timer.cancel()
            self._write()

    def _write(self):
        self.timer = None
        if self.pending:
            self.parts.write(self.pending, self.first)
            self.first += len(self.pending)
            self.pending = []
        self.last = time.monotonic()


def _played(plan, start, seed, play_one, budget, progress, stop, at_once):
    """(i, matchup i's rows or None if stopped in it) for i = start.., in plan order, with up
    to at_once matchups being played at a time (a new one starts as soon as one ends, in
    whatever order they end). After a failure no new matchup starts, and the matchups before
    it are played to the end: the failure raised is the first in plan order. On leaving early
    (a stop, an error), the matchups still being played are stopped."""
    halt = threading.Event()
    asked = (lambda: halt.is_set() or stop()) if stop is not None else halt.is_set

    def one(i):
        mu = plan[i]
        mseed = derive_seed(seed, mu.identity)
        try:
            return play_one(mu, mseed, budget, progress, asked)
        except Exception as e:
            e.matchup, e.matchup_seed = mu, mseed
            raise

    if at_once <= 1 or current() is not None:
        for i in range(start, len(plan)):
            yield i, one(i)
        return
    with ThreadPoolExecutor(at_once) as pool:
        playing, ended = {}, {}         # future -> its matchup; matchup -> its ended future
        nxt, want, failed = start, start, len(plan)
        try:
            while want < len(plan):
                while nxt < failed and len(playing) < at_once:
                    # each in this context: the game's scope and a cluster (contextvars)
                    playing[pool.submit(contextvars.copy_context().run, one, nxt)] = nxt
                    nxt += 1
                for f in wait(playing, return_when=FIRST_COMPLETED).done:
                    i = playing.pop(f)
                    ended[i] = f
                    if f.exception() is not None:
                        failed = min(failed, i + 1)
                while want in ended:
                    yield want, ended.pop(want).result()
                    want += 1
        finally:
            halt.set()


def _with_label(table, index, label):
    n = table.num_rows
    table = table.replace_schema_metadata(None)
    cols = {"matchup": pa.array([index] * n, pa.int64())}
    for k, v in label.items():
        cols[k] = pa.array([v] * n)
    for k, v in cols.items():
        table = table.append_column(k, v)
    return table


def run_plan(plan, seed, play_one, budget, out=None, metadata=None, options=None,
             progress=None, stop=None, resume=False, resume_command="", finish=None,
             at_once=1):
    """Play every matchup of `plan` (a list of Matchups), `at_once` of them at a time (on this
    machine; one at a time on a cluster, which spreads each one's chunks); return all rows (a
    pyarrow Table, plan order, with `matchup` and the label columns added).

    out: the file for the rows (None: keep nothing on disk). metadata: its key/value metadata
    (strings). options: what else defines the numbers (hashed with the plan, to refuse resuming
    another run). progress(games, matchups_done): after every chunk (from the thread that
    plays it, one call at a time) and after every matchup, matchups_done counting those
    finished in plan order.
    stop(): True asks to stop (the finished matchups are saved; raises PlanInterrupted).
    resume: continue the parts on disk. finish(table): writes the derived files, called before
    `out` is renamed into place. play_one's exceptions carry the matchup (`.matchup`) and its
    seed (`.matchup_seed`), for the caller's message.
    """
    options = options or {}
    key = plan_hash(plan, {"seed": int(seed), **options})
    parts = Parts(out, key, resume_command) if out else None
    start = 0
    if parts is not None:
        info = parts.info() if parts.dir.exists() else None
        if resume and info is not None:
            if info.get("plan") != key:
                raise PlanFileError(f"{parts.dir} holds another run (other strategies, cards, "
                                    "kingdoms or options); resume it with its own options "
                                    f"({info.get('resume') or 'see run.json'}) or start over "
                                    "with --force")
            start = parts.done()
        else:
            parts.start()
    saver = _Saver(parts, start)
    done_tables = []                    # rows kept in memory when there is no `out`
    done = [start]                      # matchups finished, from the first, in plan order
    told = threading.Lock()             # progress is called one call at a time

    def tell(k):
        with told:
            progress(k, done[0])
    try:
        for i, rows in _played(plan, start, seed, play_one, budget,
                               tell if progress else None, stop, at_once):
            mu = plan[i]
            if rows is None:            # stopped inside the matchup: it is played again
                raise PlanInterrupted(i, len(plan))
            t = _with_label(rows, i, mu.label)
            if parts is not None:
                saver.add(t)
            else:
                done_tables.append(t)
            done[0] = i + 1
            if progress:
                tell(0)
            if stop is not None and stop() and i + 1 < len(plan):
                raise PlanInterrupted(i + 1, len(plan))
    finally:
        saver.close()                   # whatever ends the plan, finished matchups are kept
    if parts is not None:
        table = parts.read_all()
    else:
        table = pa.concat_tables(done_tables) if done_tables else None
    if table is None:
        raise PlanFileError("the plan has no matchups")
    table = table.replace_schema_metadata({k: str(v) for k, v in (metadata or {}).items()})
    if finish is not None:
        finish(table)
    if out:
        _atomic_table(table, out, row_group_size=ROW_GROUP)
        parts.remove()
    return table
