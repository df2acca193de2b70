"""What a game provides to the shared core: one `Game` descriptor per game.

A game lives in `simcore/<game>/` and exports `GAME = Game(...)` from its `game.py`; the
registry (simcore/games.py) maps its id to that module. The core (runner, driver template,
results files, API test) works from the descriptor alone. docs/core.md describes the
contract field by field.

The state record of every game is a numpy structured dtype whose record starts the same way:
the common header below (`header_fields`). Shared code reads only these fields of a state;
everything else belongs to the game.
"""
from dataclasses import dataclass
from math import lcm
from typing import Callable

import numpy as np

from .versions import engine_version

LOG_FIELDS = 4          # each log event: kind, player, and two game-defined numbers


def header_fields(max_players, log_size=256):
    """The common header, as dtype fields, for a game of at most `max_players` seats:

    done        the game is over (step then changes nothing)
    end         why it ended: an index into Game.end_names (0: not over)
    dec         the pending decision's kind: an index into Game.decision_names
    dec_p       the seat that answers it
    steps       answers given so far
    rng         the game's counter-based random stream (simcore/rng.py)
    fallbacks   per seat: illegal answers replaced by the default answer
    fb_dec, fb_src, fb_answer, fb_turn, fb_cur
                per seat, its first illegal answer of the game (where fallbacks > 0): the
                decision kind, what asked it (game-defined; -1: the turn itself), the answer,
                the turn number and the seat whose turn it was
    log_on, log_n, log
                the event buffer, filled only while log_on (readable logs, `play`)
    """
    P = (max_players,)
    return [
        ("done", np.bool_), ("end", np.int64), ("dec", np.int64), ("dec_p", np.int64),
        ("steps", np.int64), ("rng", np.uint64),
        ("fallbacks", np.int64, P), ("fb_dec", np.int64, P), ("fb_src", np.int64, P),
        ("fb_answer", np.int64, P), ("fb_turn", np.int64, P), ("fb_cur", np.int64, P),
        ("log_on", np.bool_), ("log_n", np.int64), ("log", np.int64, (log_size, LOG_FIELDS)),
    ]


def state_dtype(fields):
    """A game's state record: its fields, then at least a cache line (64 bytes) that nothing
    uses. The threads each play on their own record of one array, side by side: without the
    gap, one thread's last fields and the next thread's first fields could share a cache
    line, which then moved between the cores at every write to either (false sharing: the
    engine on two threads lost a third of its speed when a write landed there)."""
    d = np.dtype(fields)
    return np.dtype({"names": list(d.names), "formats": [d.fields[n][0] for n in d.names],
                     "offsets": [d.fields[n][1] for n in d.names],
                     "itemsize": (d.itemsize // 64 + 2) * 64})


HEADER = [f[0] for f in header_fields(1)]


def header_problems(dtype, max_players):
    """What is wrong with a state dtype's common header (an empty list when nothing is): a
    missing field, a wrong type, or per-seat arrays shorter than max_players."""
    out = []
    for f in header_fields(max_players):
        name, base = f[0], np.dtype(f[1])
        if name not in dtype.names:
            out.append(f"no field {name!r}")
            continue
        got = dtype.fields[name][0]
        if got.base != base:
            out.append(f"{name!r} is {got.base}, not {base}")
        elif len(f) > 2 and name != "log" and (len(got.shape) != 1 or got.shape[0] < f[2][0]):
            out.append(f"{name!r} has shape {got.shape}, needs ({max_players},)")
        elif name == "log" and (len(got.shape) != 2 or got.shape[1] != LOG_FIELDS):
            out.append(f"'log' has shape {got.shape}, needs (N, {LOG_FIELDS})")
    return out


@dataclass(frozen=True)
class Game:
    """A game, as the shared core sees it.

    Compiled functions (numba) take a state record `g` (one element of `new_states(k)`):
      setup(g, n, key, args)   deal a new game for n seats from random key `key`
                               (simcore.rng.game_key); `args`: the run's setup arguments, a
                               tuple the game defines (Match.setup_args()); afterwards the
                               first decision is pending (g.dec, g.dec_p)
      step(g, answer)          answer the pending decision and run to the next one or the end;
                               an illegal answer is replaced by default_choice and counted in
                               g.fallbacks (the first one described in g.fb_*)
      legal(g, answer)         whether answer is allowed now
      default_choice(g)        the default answer (always legal)
      random_answer(g, x)      a uniformly random legal answer from 64 random bits x
      violation(g, ref)        0 when every invariant holds, else an index into check_names;
                               `ref = check_reference(g)` is taken right after setup (what
                               must be conserved)
      entry_result(g, s, r)    write seat s's final results into r (a record of result_dtype)
      entry_extra(g, s, row)   write seat s's extra per-game numbers (extra_columns) into row
    Each is given as the compiled function; the driver imports them by module path
    (`module` attribute of the function's Python source), which keeps numba's cache.
    """
    id: str                             # registry id: "dominion"
    title: str                          # "Dominion"
    version: int                        # rules version: changes with behaviour, not refactors
    min_players: int
    max_players: int
    perfect_information: bool
    state_dtype: np.dtype
    new_states: Callable                # new_states(k) -> k zeroed state records
    setup: Callable
    step: Callable
    legal: Callable
    default_choice: Callable
    random_answer: Callable
    violation: Callable
    check_reference: Callable
    check_names: list
    entry_result: Callable
    entry_extra: Callable
    result_dtype: np.dtype              # per entry and game: int64 fields (Dominion: vp, turns)
    outcomes: Callable                  # outcomes(res) -> (share, result) per game and entry;
    #                                     result: 0 loss, 1 tie, 2 win; shares sum to 1 per game
    end_names: list                     # g.end -> label ("" for 0: not over)
    decision_names: list                # g.dec -> label
    describe_answer: Callable           # describe_answer(info) -> "Province to a buy"; info:
    #                                     (decision kind, asking thing, answer, ...)
    render_log: Callable                # render_log(events, seat_names) -> lines
    view_module: str                    # the module strategies may read the state through
    policy_source: Callable             # policy_source(kinds) -> the driver's dispatch source
    #                                     (simcore/driver.py: policy(pol, sid, g, me, prm))
    # run-level labels and metadata (a run is the game's Match: see simcore/runner.py)
    summary_labels: Callable            # (m) -> [(column, pyarrow type, value)] after `players`
    #                                     (m None: the names and types only; value unused)
    extra_columns: Callable             # (m) -> names of int16 per-game columns after `end`
    #                                     (m None: [])
    run_metadata: Callable              # (m, common: dict) -> the files' metadata, ordered
    run_keys: dict                      # metadata key -> option name, game-specific part of
    #                                     what a resumed run must share
    describe_strategy: Callable         # (strategy) -> dict for the files' `strategies`
    max_steps: int = 1_000_000          # every game ends within this many answers
    docs: str = ""                      # the game's page: docs/<game>.md
    prewarm: str = ""                   # a module that compiles, in a second process, the
    #                                     engine's parts a cold compile reaches last
    #                                     (simcore/prewarm.py; "": none)
    # imperfect information (None for perfect-information games), for tests/test_api.py:
    resample: Callable = None           # resample(g, seat, x): redraw everything `seat` cannot
    #                                     see, consistently with what it can, from random bits x
    observe: Callable = None            # observe(g, seat) -> every answer the view module
    #                                     gives `seat` now (a hashable value)

    @property
    def share_unit(self):
        """Shares are counted exactly in units of 1/share_unit: a tie among k <= max_players
        players is a whole number of units."""
        return lcm(*range(1, self.max_players + 1))

    @property
    def result_fields(self):
        return list(self.result_dtype.names)

    def engine_version(self):
        return engine_version(self.id)
