"""Every check of what a user gives, for the Python API and the commands alike: the one
error type, entries, kingdoms, numbers and output paths. The commands (cli/) add only the
parsing of their options and the printing.

Engine modules are imported inside the functions that need them: `import domsim` and
`domsim --help` do not load the game's packages or the bots (about 1 s).
"""
import difflib
import hashlib
import numbers
import os
import shlex
import shutil
import uuid
from decimal import Decimal, InvalidOperation
from pathlib import Path

MIN_ENTRIES, MAX_ENTRIES = 2, 6
MAX_KINGDOM = 10            # kingdom cards --kingdom may name (strategies' needs come on top)
MAX_SEED = 2 ** 63 - 1
MAX_GAMES = 10 ** 12        # games per run (months of CPU time at 100,000 games/s)
MAX_CHUNK = 1_000_000       # games per chunk: a chunk's results are held in memory
# the default games per chunk (one progress step, one save, one row group of per-game rows):
# small enough that the allocator reuses a chunk's result arrays for the next (an Intrige
# game's results take about 600 bytes at 4 players; at 100,000 a chunk every chunk took fresh
# memory and cost 10-20% of the games/s: benchmarks/README.md, "Intrige")
DEFAULT_CHUNK = 20_000
MAX_TURN_LIMIT = 1000       # turns per player; real games take 10-40
PARQUET_SUFFIXES = (".parquet", ".pq")


class DomsimError(ValueError):
    """Bad input: the message is one line naming the problem and the fix (the commands print
    it as `Error: ...` and exit with status 2)."""


def command(words):
    """A command line as a user would type it: `domsim WORD ...` (for resume and replay
    hints)."""
    return "domsim " + " ".join(shlex.quote(str(w)) for w in words)


# --- numbers -------------------------------------------------------------------------------

def parse_whole(text):
    """An int from '10000', '10_000', '10,000', '1e4', '0x10'; None if it is not a whole number.
    Huge exponents are capped (so '1e999999' is simply too large, not a memory hog)."""
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


def nearest(word, choices, n=3):
    near = difflib.get_close_matches(word, list(choices), n=n, cutoff=0.6)
    return f" (did you mean {', '.join(near)}?)" if near else ""



# --- entries -------------------------------------------------------------------------------

def resolve_entries(specs, compile=True):
    """Strategies for the command line's entries (2-6); compile=False: loaded and checked
    only (cheap)."""
    if len(specs) < MIN_ENTRIES:
        got = "no strategy" if not specs else f"only one strategy ({specs[0]})"
        raise DomsimError(f"a match needs {MIN_ENTRIES} to {MAX_ENTRIES} strategies, got {got}; "
                          "name the opponents too, e.g. `domsim match smithy-bm big-money`")
    if len(specs) > MAX_ENTRIES:
        raise DomsimError(f"a match takes at most {MAX_ENTRIES} strategies (Dominion is for 2-6 "
                          f"players), got {len(specs)}")
    return [resolve_strategy(s, compile=compile) for s in specs]


def refuse_code_bots(specs):
    """--data-bots-only: a run of bots sent in by others takes built-in names and TOML or XML
    bots, never a .py strategy file (code that runs here; README, "Strategy files are code")."""
    for spec in specs:
        text = str(spec).strip()
        if ".py:" in text or text.endswith(".py"):
            raise DomsimError(f"--data-bots-only: {text} is a Python strategy file, which is "
                              "code; give built-in names or TOML/XML bots (FILE.toml:NAME), or "
                              "drop --data-bots-only to run code you trust")


def resolve_strategy(spec, compile=True):
    from strategies.dominion import StrategyError, get  # the bots: on use (see the top)
    try:
        return get(spec, compile=compile)
    except StrategyError as e:
        raise DomsimError(other_game(spec, "dominion") or str(e)) from None


def other_game(spec, game):
    """The message for a bot of the other game named where `game` ("dominion" or "intrige")
    is played: "unknown strategy 'shark': shark is an Intrige bot; play it with `domsim
    intrige match shark ...`"; None when `spec` is no built-in bot of the other game."""
    import strategies.dominion
    import strategies.intrige
    from strategies.errors import same_name
    if game == "dominion":
        name = same_name(spec.strip(), strategies.intrige.REGISTRY)
        where = "an Intrige bot; play it with `domsim intrige match"
    else:
        name = same_name(spec.strip(), strategies.dominion.REGISTRY)
        where = "a Dominion bot; play it with `domsim match"
    if name is None:
        return None
    what = "strategy" if game == "dominion" else "Intrige strategy"
    return f"unknown {what} {spec!r}: {name} is {where} {name} ...`"


def canonical_spec(strategy):
    """How a run's metadata names a strategy, whatever the user typed (Big_Money,
    ./bots.py:mine): its registered name, or its file's resolved FILE.py:NAME (with the head
    of a spec around it: rollout-8:FILE.py:NAME)."""
    from simcore.shipping import file_spec
    return file_spec(strategy) or strategy.name


def canonical_kingdom(spec):
    """--kingdom as a run's metadata records it: the named kingdom cards, by id order and in
    their printed names (a preset as its cards); None when none was given. A spec naming only
    basic cards is kept as it is (it still makes --exact-kingdom apply)."""
    if spec is None or not spec.strip():
        return None
    from simcore.dominion.cards import NAMES  # the game: on use (see the top)
    ids, _ = resolve_kingdom(spec, [])
    return ",".join(NAMES[c] for c in ids) if ids else spec.strip()


def display_names(strategies):
    """Names for tables and logs: the strategy names, with #entry added where they repeat."""
    names = [s.name for s in strategies]
    return [f"{n}#{i}" if names.count(n) > 1 else n for i, n in enumerate(names)]



# --- kingdoms ------------------------------------------------------------------------------

def resolve_kingdom(spec, strategies, exact=False, colony=None):
    """(kingdom card ids, cards added because a strategy needs them) for --kingdom.

    spec: None (the cards the strategies use and the kingdoms they were made for), a preset
    name, or a comma-separated card list (any spelling: 'Throne Room', 'throne_room',
    'throne-room'). Basic cards are always in the Supply and are ignored here. At most MAX_KINGDOM kingdom cards may be named, each once;
    cards a strategy needs are added on top, or, with `exact`, refused. `colony` (auto, yes,
    no; None: the cards as named) puts Platinum and Colony in or out by Prosperity's rule
    (simcore/dominion/colony.py); they never count as kingdom cards."""
    from simcore.dominion.cards import (  # the game: on use (see the top)
        BASIC,
        IDS,
        IMPLEMENTED,
        NAMES,
        PLATINUM_COLONY,
        PRESETS,
        snake,
    )
    if colony is not None:
        check_colony(colony)
    named = []
    if spec is not None:
        tokens = [t.strip() for t in spec.split(",") if t.strip()]
        if not tokens:         # '' or ',,,': a list that lost its cards, not "the default"
            raise DomsimError(f"--kingdom {spec!r} names no card; give a preset or cards, e.g. "
                              "--kingdom first-game or --kingdom Smithy,Witch (or leave "
                              "--kingdom out for the cards the strategies use)")
        spec = spec.strip()
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
                raise DomsimError(f"unknown {what} {t!r} in --kingdom{nearest(t, choices)}; see "
                                  "`domsim cards` for cards and `domsim kingdoms` for presets")
            c = IDS[key]
            if c in named and c not in from_preset:
                raise DomsimError(f"--kingdom names {NAMES[c]} twice; list each card once")
            if c not in BASIC and c not in named:
                named.append(c)
        if len([c for c in named if c not in PLATINUM_COLONY]) > MAX_KINGDOM:
            raise DomsimError(f"--kingdom names {len(named)} kingdom cards; the Supply takes at most "
                              f"{MAX_KINGDOM} (cards a strategy needs are added on its own)")
        missing = [NAMES[c] for c in named if c not in IMPLEMENTED]
        if missing:
            raise DomsimError(f"--kingdom has cards that are not implemented yet: "
                              f"{', '.join(missing)}; see `domsim cards` for what is")
    given = spec is not None
    added = []
    if not given:               # the kingdoms the strategies were made for (a bot file's)
        added = sorted({c for s in strategies for c in getattr(s, "kingdom", ())})
    for s in strategies:
        for c in s.needs:
            if c in BASIC or c in named or c in added:
                continue
            if c not in IMPLEMENTED:
                raise DomsimError(f"strategy {s.name!r} needs {NAMES[c]}, which is not implemented "
                                  "yet; see `domsim cards`")
            if exact and given:
                raise DomsimError(f"strategy {s.name!r} needs {NAMES[c]}, which --kingdom {spec} "
                                  f"lacks; add it to the card list, or drop --exact-kingdom to "
                                  "have it added")
            added.append(c)
    ks = sorted(added) if spec is None else sorted(named + added)
    if colony is not None:
        from simcore.dominion.colony import with_colony
        ks = with_colony(ks, colony)
    return ks, ([] if spec is None else sorted(added))


COLONY_CHOICES = ("auto", "yes", "no")


def check_colony(colony):
    """--colony: auto (Prosperity's rule), yes or no."""
    if colony not in COLONY_CHOICES:
        raise DomsimError(f"--colony must be auto, yes or no, got {colony!r}; auto follows "
                          "Prosperity's rule for Platinum and Colony")


def preset_key(name):
    """The preset a name means, in any spelling ('First Game', 'first_game'); None if none."""
    from simcore.dominion.cards import PRESETS, snake  # the game: on use (see the top)
    k = snake(name)
    for p in PRESETS:
        if snake(p) == k:
            return p
    return None


def preset_cards(name):
    """The card ids of a preset, or None if there is no such preset."""
    from simcore.dominion.cards import IDS, PRESETS, snake  # the game: on use (see the top)
    k = preset_key(name)
    return None if k is None else {IDS[snake(n)] for n in PRESETS[k]}



# --- run settings --------------------------------------------------------------------------

def max_threads():
    import numba  # on use (see the top)
    return int(numba.config.NUMBA_NUM_THREADS)


def check_threads(threads):
    top = max_threads()
    if threads is None:
        return top
    if not 1 <= threads <= top:
        raise DomsimError(f"--threads must be between 1 and {top} (this machine's cores), "
                          f"got {threads}")
    return threads


def check_positive(value, option):
    if value is not None and value <= 0:
        raise DomsimError(f"{option} must be a positive whole number, got {value}")


def check_seed(seed):
    if not isinstance(seed, numbers.Integral) or not 0 <= seed <= MAX_SEED:
        raise DomsimError(f"--seed must be a whole number from 0 to 2**63-1, got {seed!r}")



# --- output paths --------------------------------------------------------------------------

def check_parquet_name(path, option):
    """Files are written as parquet: a name with another extension (x.csv) is refused rather
    than filled with parquet. (A name without an extension is taken as it is.)"""
    suffix = Path(path).suffix.lower()
    if suffix and suffix not in PARQUET_SUFFIXES and not Path(path).is_dir():
        raise DomsimError(f"{option} {path}: domsim writes parquet, not {suffix[1:].upper()}; name "
                          f"it {Path(path).with_suffix('.parquet')} (pandas reads it with "
                          "pd.read_parquet; df.to_csv makes a CSV)")


def check_suffix(path, option, suffix, what):
    """A file written in one format (`what`, e.g. "TOML bots") must carry its extension:
    `--out bots.csv` is refused rather than filled with TOML."""
    if not str(path).strip():
        raise DomsimError(f"{option} is empty; give a file name ending in {suffix}")
    if Path(path).suffix.lower() != suffix:
        raise DomsimError(f"{option} {path}: domsim writes {what} there; give a file name ending "
                          f"in {suffix}, e.g. {Path(path).with_suffix(suffix).name}")


def default_out(command, strategies, seed):
    """The default summary file: results/<command>-<strategy names>-s<seed>.parquet, from the
    strategies' display names."""
    tag = "-".join(slug(s.name) for s in strategies)
    return f"results/{command}-{file_word(tag, TAG_MOST)}-s{seed}.parquet"


def finished_summary(path):
    """Whether path is a complete summary file of ours (a default output a new run may
    replace)."""
    from simcore.results import ResultsFileError, is_partial, read_summary  # on use
    try:
        _, md = read_summary(path)
    except ResultsFileError:
        return False
    return not is_partial(md)


def check_output(path, force, option, may_exist=False):
    """Refuse a path that exists (unless force or may_exist), that cannot be written, or
    that another run writes; then hold its lock (claim_output). Writes only the lock file
    beside it (and its missing folders), removed when the command ends. Returns the Path."""
    if not str(path).strip():
        raise DomsimError(f"{option} is empty; give a file name such as results/out.parquet")
    p = Path(path)
    if p.is_dir():
        raise DomsimError(f"{option} {path} is a folder; give a file name such as {p / 'out.parquet'}")
    check_writable_folder(p.parent if str(p.parent) else Path("."), path, option)
    claim_output(p, option)
    if p.exists() and not (force or may_exist):
        raise DomsimError(f"{option} {path} already exists; pass --force to overwrite it, "
                          f"--resume to continue its run, or choose another file with {option}")
    return p


def claim_output(path, option):
    """Hold the lock of an output for the rest of the command (simcore/output_lock.py): a
    second run on the same file or folder, or a second resume of a run, is refused here,
    before it reads or writes anything, naming the process that writes it."""
    from simcore.output_lock import OutputBusy, claim
    try:
        claim(path)
    except OutputBusy as e:
        raise DomsimError(f"{option} {path} is being written by another run ({e.holder()}); "
                          f"wait for it to end, or choose another {option}") from None
    except OSError as e:
        raise DomsimError(f"{option} {path}: cannot write its lock file beside it "
                          f"({e.strerror or e}); choose another path") from None


def check_output_folder(path, force, option):
    """An output folder (optimise, intrige balance): not empty (a folder without force, a
    file), its nearest existing parent a folder we may write in, not written by another run
    (its lock is held as check_output holds a file's). Returns the Path."""
    if not str(path).strip():
        raise DomsimError(f"{option} is empty; give a folder such as results/run")
    p = Path(path)
    if p.exists() and not p.is_dir():
        raise DomsimError(f"{option} {path} is a file; give a folder")
    check_writable_folder(p, path, option)
    claim_output(p, option)
    if p.is_dir() and any(p.iterdir()) and not force:
        raise DomsimError(f"{option} {path} already holds files; pass --force to overwrite them, "
                          "or choose another folder")
    return p


def check_report_outputs(html, png):
    """`report --html FILE.html --png DIR`: checked before anything is printed or drawn (a
    page or a chart is simply rewritten: no --force)."""
    if html is not None:
        check_suffix(html, "--html", ".html", "an HTML page")
        check_output(html, True, "--html")
    if png is not None:
        if not str(png).strip():
            raise DomsimError("--png is empty; give a folder for the charts, e.g. results/charts")
        if Path(png).exists() and not Path(png).is_dir():
            raise DomsimError(f"--png {png} is a file; give a folder for the charts")
        check_writable_folder(png, png, "--png")
        claim_output(Path(png), "--png")


def check_writable_folder(folder, path, option):
    """The nearest existing folder at or above `folder` is a folder we may write in (the
    missing ones are created when the run writes)."""
    base = Path(folder)
    while not base.exists() and base != base.parent:   # the nearest folder that exists
        base = base.parent
    if not base.is_dir():
        raise DomsimError(f"{option} {path}: {base} is a file, not a folder")
    try:
        probe = base / f".domsim-probe-{uuid.uuid4().hex[:8]}"
        with open(probe, "wb"):
            pass
        os.unlink(probe)
    except OSError as e:
        reason = e.strerror or str(e)
        raise DomsimError(f"{option} {path}: cannot write in {base} ({reason}); choose another "
                          "path") from None


def missing_folders(path):
    """The folders above `path` that do not exist yet, deepest first (a run creates them; a
    run that fails before saving anything removes them again: remove_if_empty)."""
    out = []
    base = Path(path).parent
    while str(base) not in ("", ".") and not base.exists() and base != base.parent:
        out.append(base)
        base = base.parent
    return out


def remove_if_empty(folders):
    for d in folders:
        try:
            d.rmdir()
        except OSError:
            return


def human_bytes(n):
    for unit in ("bytes", "kB", "MB", "GB", "TB"):
        if n < 1000 or unit == "TB":
            return f"{n:,.0f} {unit}" if unit == "bytes" else f"{n:,.1f} {unit}"
        n /= 1000


def free_bytes(path):
    """Free space on the file system a (possibly not yet existing) path would be on."""
    base = Path(path).resolve().parent
    while not base.exists() and base != base.parent:
        base = base.parent
    return shutil.disk_usage(base).free


SLUG_MOST = 32          # characters a strategy name keeps in a default file name
TAG_MOST = 160          # characters all the names keep (a file name holds at most 255 bytes)


def slug(name):
    """A strategy name as a piece of a file name: ASCII letters, digits, '-' and '_', at most
    SLUG_MOST characters (file_word)."""
    base = name.rsplit(":", 1)[-1] if ".py:" in name else name
    return file_word(base, SLUG_MOST) or "strategy"


def file_word(text, most):
    """text as a piece of a file name. An ASCII text of at most `most` characters keeps its
    letters, digits, '-' and '_' (the rest become '-'); a longer or non-ASCII one keeps the
    start of that and gains 8 hex digits of a hash of the whole, so that it stays short,
    recognisable and distinct from other names ('金貨' -> 'strategy-' and 8 hex digits)."""
    out = "".join(ch if ch.isascii() and (ch.isalnum() or ch in "-_") else "-" for ch in text)
    if len(out) <= most and text.isascii():
        return out.strip("-")
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    start = "-".join(w for w in out.split("-") if w)[:most - 9].strip("-") or "strategy"
    return f"{start}-{digest}"
