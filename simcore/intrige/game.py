"""Intrige as a game of the shared core: its Game descriptor (simcore/game.py)."""
import inspect
import json

import numpy as np
import pyarrow as pa

from simcore.game import Game

from . import batch, checks, options, rules, view
from .driver import policy_source
from .playlog import describe_answer, render
from .state import (
    D_NONE,
    DECISION_NAMES,
    END_NAMES,
    MAXP,
    NA,
    NOPT,
    NR,
    STATE,
    new_states,
)

# per entry and game: won (1/0), the seat's own turns, the turn it went out (-1: never), its
# starting pair (state.PAIRS index), the game's length in turns (all players)
RESULT = np.dtype([("won", np.int64), ("turns", np.int64), ("out_turn", np.int64),
                   ("hand", np.int64), ("game_turns", np.int64)])


def outcomes(res):
    """(share, result) per game and entry: the winner takes 1; a game cut off at the turn
    limit is shared by the players still in. result: 2 win, 1 tie (shared), 0 loss."""
    won = res["won"] == 1
    alive = res["out_turn"] < 0
    decided = won.any(axis=1, keepdims=True)
    wins = np.where(decided, won, alive)
    k = wins.sum(axis=1, keepdims=True)
    share = wins / np.maximum(k, 1)
    result = np.where(wins, np.where(k > 1, 1, 2), 0)
    return share, result


def summary_labels(m):
    return [("rules", pa.string(), ",".join(options.changed(m.rules)) if m is not None else "")]


def extra_columns(m):
    return [] if m is None else list(batch.EXTRA)


def run_metadata(m, common):
    return {**common, "rules": json.dumps(m.rules, sort_keys=True)}


def describe_strategy(s):
    return {"family": s.family, "summary": s.summary, "params": [int(x) for x in s.params]}


# --- what a seat sees (for the API test's resample check) ------------------------------------

_VIEW = {name: f for name, f in vars(view).items()
         if hasattr(f, "py_func") and f.py_func.__module__ == view.__name__}


def view_calls(n):
    """(name, function, args) for every view function and argument worth trying."""
    ranges = {"p": range(n), "r": range(NR), "k": range(NOPT), "i": range(3),
              "x": range(-2, NA * 8), "n": range(1, 6), "a": range(NA), "t": range(n)}
    out = []
    for name, f in _VIEW.items():
        params = list(inspect.signature(f.py_func).parameters)
        takes_g = params[:1] == ["g"]
        combos = [()]
        for q in params[1:] if takes_g else params:
            combos = [c + (v,) for c in combos for v in ranges[q]]
        out += [(name, f, takes_g, c) for c in combos]
    return out


_CALLS = {}


def observe(g, seat):
    """Every answer the view module gives `seat` now: as the decider if it is, otherwise
    with no decision of its own pending."""
    n = int(g["n"])
    if n not in _CALLS:
        _CALLS[n] = view_calls(n)
    st = np.zeros(1, STATE)
    st[0] = g
    h = st[0]
    if int(h["dec_p"]) != seat:
        h["dec"] = D_NONE
    h["dec_p"] = seat
    return tuple((name, args, f(h, *args) if takes_g else f(*args))
                 for name, f, takes_g, args in _CALLS[n])


GAME = Game(
    id="intrige",
    title="Intrige",
    version=1,
    min_players=2,
    max_players=MAXP,
    perfect_information=False,
    state_dtype=STATE,
    new_states=new_states,
    setup=batch.setup_game,
    step=rules.step,
    legal=rules.legal,
    default_choice=rules.default_choice,
    random_answer=batch.random_answer,
    violation=batch.check,
    check_reference=batch.check_reference,
    check_names=checks.CHECK_NAMES,
    entry_result=batch.entry_result,
    entry_extra=batch.entry_extra,
    result_dtype=RESULT,
    outcomes=outcomes,
    end_names=END_NAMES,
    decision_names=DECISION_NAMES,
    describe_answer=describe_answer,
    render_log=render,
    view_module="simcore.intrige.view",
    policy_source=policy_source,
    summary_labels=summary_labels,
    extra_columns=extra_columns,
    run_metadata=run_metadata,
    run_keys={"rules": "--rule"},
    describe_strategy=describe_strategy,
    max_steps=100_000,
    docs="docs/intrige.md",
    resample=batch.resample,
    observe=observe,
)
