"""Dominion as a game of the shared core: its Game descriptor (simcore/game.py)."""
import json

import numpy as np
import pyarrow as pa

from simcore.game import Game

from . import batch, checks, decisions, fuzz, heuristics, hidden, playlog
from .card_sets import new_states
from .cards import NAMES, NC, snake
from .driver import policy_source
from .engine import step
from .state import DECISION_NAMES, END_NAMES, MAXP, MODE, NAME, SET_ASIDE, STATE, YESNO

# per entry and game: final VP and turns taken (the per-game file's `vp`, `turns` columns and
# the summary's `mean_vp`, `mean_turns`)
RESULT = np.dtype([("vp", np.int64), ("turns", np.int64)])


def outcomes(vp, turns):
    """(share, result) per game and entry: the most VP wins, ties broken by fewer turns,
    still tied: shared. result is 2 win, 1 tie, 0 loss; share is 1, 1/k or 0."""
    best = vp.max(axis=1, keepdims=True)
    top = vp == best
    t = np.where(top, turns, np.iinfo(np.int64).max)
    win = top & (turns == t.min(axis=1, keepdims=True))
    k = win.sum(axis=1, keepdims=True)
    share = win / k
    result = np.where(win, np.where(k > 1, 1, 2), 0)
    return share, result


def result_outcomes(res):
    """outcomes() from RESULT records (the Game's `outcomes`)."""
    return outcomes(res["vp"], res["turns"])


def describe_answer(info):
    """'Province to a buy' / '7 to a yes/no question asked by Moat' from (decision kind,
    asking card, answer, ...)."""
    kind, src, answer = int(info[0]), int(info[1]), int(info[2])
    what = {"play_action": "the Action to play", "buy": "a buy", "gain": "a gain",
            "trash": "a trash", "discard": "a discard", "topdeck": "a topdeck",
            "play": "the Action to play twice", "yesno": "a yes/no question",
            "mode": "a choice of options", "react": "a Reaction", "pick": "a pick",
            "name": "naming a card", "set_aside": "a set-aside question"}
    dname = DECISION_NAMES[kind] if 0 <= kind < len(DECISION_NAMES) else f"decision {kind}"
    text = what.get(dname, dname)
    if 0 <= src < NC:
        text += f" asked by {NAMES[src]}"
    if kind in (YESNO, MODE, SET_ASIDE):
        ans = str(answer)
    elif answer == -1:
        ans = "NONE (stop)"
    elif 0 <= answer < NC and kind != NAME:
        ans = NAMES[answer]
    elif 0 <= answer < NC:
        ans = NAMES[answer]
    else:
        ans = f"{answer} (not a card id)"
    return f"{ans} to {text}"


def summary_labels(m):
    return [("kingdom", pa.string(), m.kingdom_name() if m is not None else "")]


def extra_columns(m):
    if m is None:
        return []
    cards, _ = m.supply()
    return ["first_province"] + [f"deck_{snake(NAMES[c])}" for c in cards]


def run_metadata(m, common):
    """The files' metadata in Dominion's order (its files predate the `game` key: a file
    without one is Dominion's)."""
    cards, _ = m.supply()
    c = common
    return {
        "kind": c["kind"], "version": c["version"], "engine_version": c["engine_version"],
        "edition": str(m.edition), "seed": c["seed"], "games": c["games"],
        "players": c["players"], "turn_limit": str(m.turn_limit),
        "kingdom": m.kingdom_name(), "supply": json.dumps([NAMES[x] for x in cards]),
        "entries": c["entries"], "strategies": c["strategies"], "seats": c["seats"],
    }


def describe_strategy(s):
    d = {"family": s.family, "summary": s.summary, "params": [int(x) for x in s.params],
         "needs": [NAMES[c] for c in s.needs]}
    if getattr(s, "endgame", 0):            # only when set: older files stay byte for byte
        d["endgame"] = int(s.endgame)
    return d


GAME = Game(
    id="dominion",
    title="Dominion",
    version=1,
    min_players=2,
    max_players=MAXP,
    perfect_information=False,
    state_dtype=STATE,
    new_states=new_states,
    setup=batch.setup_game,
    step=step,
    legal=decisions.legal,
    default_choice=heuristics.default_choice,
    random_answer=fuzz.random_answer,
    violation=checks.violation,
    check_reference=checks.totals,
    check_names=checks.CHECK_NAMES,
    entry_result=batch.entry_result,
    entry_extra=batch.entry_extra,
    result_dtype=RESULT,
    outcomes=result_outcomes,
    end_names=END_NAMES,
    decision_names=DECISION_NAMES,
    describe_answer=describe_answer,
    render_log=playlog.render,
    view_module="simcore.dominion.view",
    policy_source=policy_source,
    summary_labels=summary_labels,
    extra_columns=extra_columns,
    run_metadata=run_metadata,
    run_keys={"edition": "--edition", "turn_limit": "--turn-limit", "kingdom": "kingdom"},
    describe_strategy=describe_strategy,
    max_steps=200_000,
    docs="docs/dominion.md",
    prewarm="simcore.dominion.prewarm",
    resample=hidden.resample,
    observe=hidden.observe,
)
