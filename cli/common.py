"""What the commands share: the bad-input error, resolving entries and kingdoms, checking
output paths, text tables."""
import difflib
import os
import uuid
from pathlib import Path

import click

MIN_ENTRIES, MAX_ENTRIES = 2, 6
MAX_KINGDOM = 10            # kingdom cards --kingdom may name (strategies' needs come on top)
MAX_SEED = 2 ** 63 - 1
MAX_GAMES = 10 ** 12        # games per run (months of CPU time at 100,000 games/s)
MAX_CHUNK = 1_000_000       # games per chunk: a chunk's results are held in memory
MAX_TURN_LIMIT = 1000       # turns per player; real games take 10-40


class BadInput(click.ClickException):
    """Bad input: printed as one line `Error: ...`, exit status 2."""
    exit_code = 2


class Whole(click.ParamType):
    """A whole number in [lo, hi]. Accepts 10000, 10_000, 10,000 and 1e4; refuses 1.5, 1e30
    (when hi is smaller) and words, each with a message that says what to type."""
    name = "integer"

    def __init__(self, lo, hi, unit="", example="10000"):
        self.lo, self.hi, self.unit, self.example = lo, hi, unit, example

    def convert(self, value, param, ctx):
        if isinstance(value, int) and not isinstance(value, bool):
            n = value
        else:
            n = parse_whole(value)
            if n is None:
                self.fail(f"{value!r} is not a whole number (e.g. {self.example})", param, ctx)
        if n < self.lo:
            self.fail(f"{_show(value)} is less than {self.lo:,}; give {self.lo:,} or more",
                      param, ctx)
        if n > self.hi:
            self.fail(f"{_show(value)} is too large; the most is {self.hi:,}{self.unit}", param,
                      ctx)
        return n


def _show(value):
    return str(value).strip() if not isinstance(value, int) else f"{value:,}"


def parse_whole(text):
    """An int from '10000', '10_000', '10,000', '1e4', '0x10'; None if it is not a whole number.
    Huge exponents are capped (so '1e999999' is simply too large, not a memory hog)."""
    from decimal import Decimal, InvalidOperation
    s = str(text).strip().replace("_", "").replace(",", "")
    if not s:
        return None
    try:
        return int(s, 0) if s.lower().startswith(("0x", "0o", "0b")) else int(s)
    except ValueError:
        pass
    try:
        d = Decimal(s)
    except InvalidOperation:
        return None
    if not d.is_finite():
        return None
    if d.adjusted() > 40:
        return (1 if d > 0 else -1) * 10 ** 41
    if d != d.to_integral_value():
        return None
    return int(d)


def whole_option(*names, lo, hi, unit="", **kw):
    return click.option(*names, type=Whole(lo, hi, unit), **kw)


def nearest(word, choices, n=3):
    near = difflib.get_close_matches(word, list(choices), n=n, cutoff=0.6)
    return f" (did you mean {', '.join(near)}?)" if near else ""


# --- entries --------------------------------------------------------------------------

def resolve_entries(specs, compile=True):
    """Strategies for the command line's entries (2-6); compile=False: loaded and checked
    only (cheap)."""
    if len(specs) < MIN_ENTRIES:
        got = "no strategy" if not specs else f"only one strategy ({specs[0]})"
        raise BadInput(f"a match needs {MIN_ENTRIES} to {MAX_ENTRIES} strategies, got {got}; "
                       "name the opponents too, e.g. `domsim match smithy-bm big-money`")
    if len(specs) > MAX_ENTRIES:
        raise BadInput(f"a match takes at most {MAX_ENTRIES} strategies (Dominion is for 2-6 "
                       f"players), got {len(specs)}")
    return [resolve_strategy(s, compile=compile) for s in specs]


def resolve_strategy(spec, compile=True):
    from strategies import StrategyError, get
    try:
        return get(spec, compile=compile)
    except StrategyError as e:
        raise BadInput(str(e)) from None


def display_names(strategies):
    """Names for tables and logs: the strategy names, with #entry added where they repeat."""
    names = [s.name for s in strategies]
    return [f"{n}#{i}" if names.count(n) > 1 else n for i, n in enumerate(names)]


# --- kingdoms -------------------------------------------------------------------------

def resolve_kingdom(spec, strategies, exact=False):
    """(kingdom card ids, cards added because a strategy needs them) for --kingdom.

    spec: None (the cards the strategies use), a preset name, or a comma-separated card list
    (any spelling: 'Throne Room', 'throne_room', 'throne-room'). Basic cards are always in the
    Supply and are ignored here. At most MAX_KINGDOM kingdom cards may be named, each once;
    cards a strategy needs are added on top, or, with `exact`, refused."""
    from simcore.dominion.cards import BASIC, IDS, IMPLEMENTED, NAMES, PRESETS, snake
    named = []
    if spec is not None and spec.strip():
        spec = spec.strip()
        tokens = [t.strip() for t in spec.split(",") if t.strip()]
        choices = list(NAMES) + list(PRESETS)
        from_preset = set()         # a card both in a preset and named is not an error
        for t in tokens:
            pk = preset_key(t)
            if pk is not None and snake(t) not in IDS:
                for n in PRESETS[pk]:
                    c = IDS[snake(n)]
                    if c not in named:
                        named.append(c)
                        from_preset.add(c)
                continue
            key = snake(t)
            if key not in IDS:
                what = "card or preset" if "," not in spec else "card"
                raise BadInput(f"unknown {what} {t!r} in --kingdom{nearest(t, choices)}; see "
                               "`domsim cards` for cards and `domsim kingdoms` for presets")
            c = IDS[key]
            if c in named and c not in from_preset:
                raise BadInput(f"--kingdom names {NAMES[c]} twice; list each card once")
            if c not in BASIC and c not in named:
                named.append(c)
        if len(named) > MAX_KINGDOM:
            raise BadInput(f"--kingdom names {len(named)} kingdom cards; the Supply takes at most "
                           f"{MAX_KINGDOM} (cards a strategy needs are added on its own)")
        missing = [NAMES[c] for c in named if c not in IMPLEMENTED]
        if missing:
            raise BadInput(f"--kingdom has cards that are not implemented yet: "
                           f"{', '.join(missing)}; see `domsim cards` for what is")
    given = spec is not None and spec.strip()
    added = []
    for s in strategies:
        for c in s.needs:
            if c in BASIC or c in named or c in added:
                continue
            if c not in IMPLEMENTED:
                raise BadInput(f"strategy {s.name!r} needs {NAMES[c]}, which is not implemented "
                               "yet; see `domsim cards`")
            if exact and given:
                raise BadInput(f"strategy {s.name!r} needs {NAMES[c]}, which --kingdom {spec} "
                               f"lacks; add it to the card list, or drop --exact-kingdom to "
                               "have it added")
            added.append(c)
    if spec is None or not spec.strip():
        return sorted(added), []
    return sorted(named + added), sorted(added)


def preset_key(name):
    """The preset a name means, in any spelling ('First Game', 'first_game'); None if none."""
    from simcore.dominion.cards import PRESETS, snake
    k = snake(name)
    for p in PRESETS:
        if snake(p) == k:
            return p
    return None


def preset_cards(name):
    """The card ids of a preset, or None if there is no such preset."""
    from simcore.dominion.cards import IDS, PRESETS, snake
    k = preset_key(name)
    return None if k is None else {IDS[snake(n)] for n in PRESETS[k]}


# --- numbers --------------------------------------------------------------------------

def max_threads():
    import numba
    return int(numba.config.NUMBA_NUM_THREADS)


def check_threads(threads):
    top = max_threads()
    if threads is None:
        return top
    if not 1 <= threads <= top:
        raise BadInput(f"--threads must be between 1 and {top} (this machine's cores), "
                       f"got {threads}")
    return threads


def check_positive(value, option):
    if value is not None and value <= 0:
        raise BadInput(f"{option} must be a positive whole number, got {value}")


def check_seed(seed):
    if not 0 <= seed <= MAX_SEED:
        raise BadInput(f"--seed must be between 0 and 2**63-1, got {seed}")


# --- run options (every command that plays a run: match, tournament, sweep, ...) --------

def seed_option(f):
    return click.option("--seed", "-s", type=Whole(0, MAX_SEED, " (2**63-1)", "0 or 12345"),
                        default=0, show_default=True,
                        help="Run seed (0 to 2**63-1); game i is decided by (seed, i) alone.")(f)


def games_option(default=10_000):
    return click.option("--games", "-n", type=Whole(1, MAX_GAMES, " games per run",
                                                    "10000 or 1e6"),
                        default=default, show_default=True, help="Number of games (e.g. 1e6).")


def output_options(default_chunk=20_000, out_default="results/<command>-<names>-s<seed>.parquet"):
    """--threads --chunk --out --games-out --force --resume --strict --quiet, in that order
    (a command's function takes them as keyword arguments of those names)."""
    opts = [
        click.option("--threads", "-t", type=Whole(1, 1 << 16),
                     help="Threads (default: all cores)."),
        click.option("--chunk", type=Whole(1, MAX_CHUNK, " games (a chunk is held in memory)"),
                     default=default_chunk, show_default=True,
                     help="Games per chunk (progress step; row group of --games-out)."),
        click.option("--out", "-o", type=click.Path(),
                     help=f"Summary parquet file [default: {out_default}; a new run "
                          "replaces the default file of an earlier finished one]."),
        click.option("--games-out", type=click.Path(),
                     help="Also write one row per player per game to this parquet file."),
        click.option("--force", is_flag=True,
                     help="Overwrite existing output files (start over)."),
        click.option("--resume", is_flag=True,
                     help="Continue the run in --out (interrupted, or finished with fewer "
                          "games) up to --games; the same options as the run's."),
        click.option("--strict", is_flag=True,
                     help="Stop with an error at a strategy's first illegal answer (default: "
                          "replace it by the default answer, count it, warn)."),
        click.option("--quiet", "-q", is_flag=True,
                     help="Print nothing (no table, no progress bar)."),
    ]

    def wrap(f):
        for o in reversed(opts):
            f = o(f)
        return f
    return wrap


def run_options(default_games=10_000, default_chunk=20_000,
                out_default="results/<command>-<names>-s<seed>.parquet"):
    """All the run options: --games --seed, then output_options (for commands without
    game-specific options between them)."""
    def wrap(f):
        f = output_options(default_chunk, out_default)(f)
        f = seed_option(f)
        return games_option(default_games)(f)
    return wrap


PARQUET_SUFFIXES = (".parquet", ".pq")


def check_parquet_name(path, option):
    """Files are written as parquet: a name with another extension (x.csv) is refused rather
    than filled with parquet. (A name without an extension is taken as it is.)"""
    suffix = Path(path).suffix.lower()
    if suffix and suffix not in PARQUET_SUFFIXES and not Path(path).is_dir():
        raise BadInput(f"{option} {path}: domsim writes parquet, not {suffix[1:].upper()}; name "
                       f"it {Path(path).with_suffix('.parquet')} (pandas reads it with "
                       "pd.read_parquet; df.to_csv makes a CSV)")


def default_out(command, strategies, seed):
    """The default summary file: results/<command>-<strategy names>-s<seed>.parquet, from the
    strategies' display names."""
    return f"results/{command}-{'-'.join(slug(s.name) for s in strategies)}-s{seed}.parquet"


def finished_summary(path):
    """Whether path is a complete summary file of ours (a default output a new run may
    replace)."""
    from simcore.results import ResultsFileError, is_partial, read_summary
    try:
        _, md = read_summary(path)
    except ResultsFileError:
        return False
    return not is_partial(md)


# --- output paths ---------------------------------------------------------------------

def check_output(path, force, option, may_exist=False):
    """Refuse a path that exists (unless force or may_exist) or that cannot be written.
    Writes nothing: folders are created when the run starts writing. Returns the Path."""
    p = Path(path)
    if p.is_dir():
        raise BadInput(f"{option} {path} is a folder; give a file name such as {p / 'out.parquet'}")
    if p.exists() and not (force or may_exist):
        raise BadInput(f"{option} {path} already exists; pass --force to overwrite it, "
                       f"--resume to continue its run, or choose another file with {option}")
    parent = p.parent if str(p.parent) else Path(".")
    base = parent
    while not base.exists() and base != base.parent:   # the nearest folder that exists
        base = base.parent
    if not base.is_dir():
        raise BadInput(f"{option} {path}: {base} is a file, not a folder")
    try:
        probe = base / f".domsim-probe-{uuid.uuid4().hex[:8]}"
        with open(probe, "wb"):
            pass
        os.unlink(probe)
    except OSError as e:
        reason = e.strerror or str(e)
        raise BadInput(f"{option} {path}: cannot write in {base} ({reason}); choose another "
                       "path") from None
    return p


class OutputFile(click.ParamType):
    """An output file name with the expected extension (default .parquet): `--out x.csv`
    is refused with a one-line error rather than silently written as parquet. Existence
    and writability are checked later, by check_output."""
    name = "file"

    def __init__(self, suffixes=(".parquet",)):
        self.suffixes = tuple(suffixes)

    def convert(self, value, param, ctx):
        text = str(value)
        if not text.strip():
            self.fail("is empty; give a file name such as results/out.parquet", param, ctx)
        p = Path(text)
        if p.suffix.lower() not in self.suffixes:
            want = " or ".join(self.suffixes)
            stem = p.with_suffix("") if p.suffix else p
            self.fail(f"{text} would be written as parquet; give a file name ending in {want} "
                      f"(e.g. {stem}{self.suffixes[0]}); read it with pandas.read_parquet, and "
                      "df.to_csv(...) makes a CSV", param, ctx)
        return text


def human_bytes(n):
    for unit in ("bytes", "kB", "MB", "GB", "TB"):
        if n < 1000 or unit == "TB":
            return f"{n:,.0f} {unit}" if unit == "bytes" else f"{n:,.1f} {unit}"
        n /= 1000


def free_bytes(path):
    """Free space on the file system a (possibly not yet existing) path would be on."""
    import shutil
    base = Path(path).resolve().parent
    while not base.exists() and base != base.parent:
        base = base.parent
    return shutil.disk_usage(base).free


def slug(name):
    """A strategy name as a piece of a file name."""
    base = name.rsplit(":", 1)[-1] if ".py:" in name else name
    out = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in base)
    return out.strip("-") or "strategy"


# --- text tables ----------------------------------------------------------------------

def table(header, rows, align=None):
    """Lines of a plain text table; align: a string of 'l'/'r' per column."""
    cols = len(header)
    align = align or "l" * cols
    cells = [[str(x) for x in header]] + [[str(x) for x in r] for r in rows]
    width = [max(len(r[i]) for r in cells) for i in range(cols)]

    def fmt(r):
        return "  ".join(r[i].ljust(width[i]) if align[i] == "l" else r[i].rjust(width[i])
                         for i in range(cols)).rstrip()
    return [fmt(cells[0])] + [fmt(r) for r in cells[1:]]


def pct(x):
    return "-" if x != x else f"{100 * x:.1f}%"


class slow_note:
    """`with slow_note(quiet):` prints a note on stderr if the block takes more than `after`
    seconds (the first run compiles the engine)."""

    MESSAGE = ("compiling the engine and strategies (after an install or a source change; "
               "cached for later runs)...")

    def __init__(self, quiet=False, after=3.0, message=None):
        self.quiet, self.after, self.message = quiet, after, message or self.MESSAGE
        self.timer = None

    def __enter__(self):
        if not self.quiet:
            import threading
            self.timer = threading.Timer(self.after, click.echo, (self.message,),
                                         {"err": True})
            self.timer.daemon = True
            self.timer.start()
        return self

    def __exit__(self, *exc):
        if self.timer is not None:
            self.timer.cancel()
        return False
