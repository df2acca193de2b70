"""What the commands share beyond the API's checks (domsim/inputs.py): whole-number options,
the run options as decorators, output-file names, text tables, the compile note."""
from pathlib import Path

import click

from domsim.inputs import MAX_CHUNK, MAX_GAMES, MAX_SEED, parse_whole


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


def whole_option(*names, lo, hi, unit="", **kw):
    return click.option(*names, type=Whole(lo, hi, unit), **kw)


# --- entries --------------------------------------------------------------------------

# --- kingdoms -------------------------------------------------------------------------

# --- numbers --------------------------------------------------------------------------

# --- run options (every command that plays a run: match, tournament, sweep, ...) --------

def data_bots_option(f):
    """--data-bots-only: for runs of bots sent in by others (domsim.inputs.refuse_code_bots)."""
    return click.option("--data-bots-only", is_flag=True,
                        help="Refuse .py strategy files (code): only built-in names and "
                             "TOML/XML bots, for bots sent in by others.")(f)


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


# --- output paths ---------------------------------------------------------------------

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


# --- text tables ----------------------------------------------------------------------

def table(header, rows, align=None):
    """Lines of a plain text table; align: a string of 'l'/'r' per column (the report's
    Table, domsim/report.py, which the HTML page shares)."""
    from domsim.report import Table
    return Table(list(header), [list(r) for r in rows], align or "").lines()


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
