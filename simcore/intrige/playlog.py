"""One Intrige game played step by step in Python (the same game as game `i` of a match:
same random stream, same seats) with a readable log; hidden information is marked."""
import numpy as np

from simcore.rng import game_key
from simcore.runner import prm_rows

from . import options, rules
from .checks import CHECK_NAMES, violation
from .state import (
    ACTION_NAMES,
    ACTION_ROLE,
    DECISION_NAMES,
    EV_ACTION,
    EV_BLOCK,
    EV_BLOCKED,
    EV_CHALLENGE,
    EV_COINS,
    EV_DEAL,
    EV_DONE,
    EV_DRAW,
    EV_FAILED,
    EV_FALLBACK,
    EV_HAND,
    EV_KEEP,
    EV_LOSE,
    EV_NOSHOW,
    EV_OUT,
    EV_REDRAW,
    EV_RETURN,
    EV_SHOW,
    EV_TURN,
    EV_WIN,
    NA,
    NR,
    RANK_NAMES,
    new_states,
)

ROLE = {"King": "King", "Queen": "Queen", "Jack": "Jack", "Ten": "Ten", "Ace": "Ace"}


class EngineBug(RuntimeError):
    pass


def replay(strategies, game=0, seed=0, rules_=None, checked=False):
    """Play game `game`; returns (lines, state). Entry e sits at seat (e - game) mod n."""
    n = len(strategies)
    st = new_states(1)
    g = st[0]
    g["log_on"] = True
    rules.setup(g, n, np.uint64(game_key(seed, game)), options.to_array(rules_))
    lines = []
    rot = game % n
    names = [strategies[(s + rot) % n].name for s in range(n)]
    names = [f"{x}#{s}" if names.count(x) > 1 else x for s, x in enumerate(names)]
    prms = prm_rows(strategies)         # read-only rows, as the batch loop's
    for s in range(n):
        a, b = g["hid"][s, :2]
        c = int(g["coins"][s])
        lines.append(f"[hidden] {names[s]} (seat {s}) is dealt {RANK_NAMES[a]} and "
                     f"{RANK_NAMES[b]}; {c} coin{'s' * (c != 1)}")
    while True:
        lines.extend(render(g["log"][:g["log_n"]], names))
        g["log_n"] = 0
        if checked:
            v = violation(g)
            if v:
                raise EngineBug(f"invariant broken: {CHECK_NAMES[v]} (game {game}, seed "
                                f"{seed}, step {g['steps']})")
        if g["done"]:
            break
        me = int(g["dec_p"])
        e = (me + rot) % n
        rules.step(g, strategies[e].decide(g, me, prms[e]))
    return lines, g


def render(events, names):
    """Readable lines for log events (kind, player, a, b); `names` by seat."""
    out = []
    for i, row in enumerate(events):
        kind, p, a = (int(x) for x in row[:3])
        nxt = events[i + 1] if i + 1 < len(events) else None
        if kind == EV_COINS and nxt is not None and int(nxt[0]) == EV_OUT and int(nxt[1]) == p:
            # a player going out hands its coins back: no payment for anything
            who = names[p] if 0 <= p < len(names) else "nobody"
            out.append(f"  {who} returns {-a} coin{'s' * (-a != 1)} to the bank")
            continue
        out.extend(_line(row, names))
    return out


def _line(row, names):
    kind, p, a, b = (int(x) for x in row)
    who = names[p] if 0 <= p < len(names) else "nobody"
    if kind == EV_TURN:
        return ["", f"{who}, turn {a} ({b} coin{'s' * (b != 1)})"]
    if kind == EV_HAND:
        cards = ", ".join(RANK_NAMES[r] for r in (a, b) if r >= 0)
        return [f"  [hidden] {who} holds {cards}"]
    if kind == EV_ACTION:
        act = ACTION_NAMES[a].replace("_", " ")
        role = ACTION_ROLE[a]
        tgt = f" at {names[b]}" if b >= 0 else ""
        claim = f" (claims the {RANK_NAMES[role]})" if role >= 0 else ""
        return [f"  {who}: {act}{tgt}{claim}"]
    if kind == EV_CHALLENGE:
        return [f"  {who} challenges {names[a]}'s {RANK_NAMES[b]}"]
    if kind == EV_SHOW:
        return [f"  {who} shows the {RANK_NAMES[a]}: the challenge fails"]
    if kind == EV_NOSHOW:
        return [f"  {who} does not show the {RANK_NAMES[a]}: the challenge succeeds"]
    if kind == EV_LOSE:
        return [f"  {who} loses an influence: turns up the {RANK_NAMES[a]}"]
    if kind == EV_OUT:
        return [f"  {who} is out"]
    if kind == EV_BLOCK:
        return [f"  {who} blocks the {ACTION_NAMES[a].replace('_', ' ')} "
                f"(claims the {RANK_NAMES[b]})"]
    if kind == EV_BLOCKED:
        return [f"  the block stands: the {ACTION_NAMES[a].replace('_', ' ')} does not happen"]
    if kind == EV_REDRAW:
        return [f"  {who} shuffles the shown card into the court and draws a new one "
                f"[hidden: {RANK_NAMES[a]}]"]
    if kind == EV_DRAW:
        return [f"  {who} draws from the court [hidden: {RANK_NAMES[a]}]"]
    if kind == EV_RETURN:
        return [f"  {who} returns a card to the court [hidden: {RANK_NAMES[a]}]"]
    if kind == EV_KEEP:
        return [f"  {who} keeps a card [hidden: {RANK_NAMES[a]}]"]
    if kind == EV_COINS:
        return [f"  {who} {'takes' if a > 0 else 'pays'} {abs(a)} coin{'s' * (abs(a) != 1)} "
                f"(now {b})"]
    if kind == EV_DONE:
        return []
    if kind == EV_FAILED:
        why = "its claim failed" if b == 0 else "its target is out"
        return [f"  the {ACTION_NAMES[a].replace('_', ' ')} does not happen ({why})"]
    if kind == EV_FALLBACK:
        return [f"  !! {who}: illegal answer {describe_answer((a, -1, b))}; the default is used"]
    if kind == EV_WIN:
        return ["", f"game over: {who} wins" if p >= 0 else
                "game over: cut off at the turn limit"]
    if kind == EV_DEAL:
        return []
    return [f"  event {kind} {p} {a} {b}"]


def describe_answer(info):
    """'tax to an action decision' from (decision kind, asking thing, answer, ...)."""
    kind, answer = int(info[0]), int(info[2])
    dname = DECISION_NAMES[kind] if 0 <= kind < len(DECISION_NAMES) else f"decision {kind}"
    if dname == "action" and 0 <= answer < NA * 8:
        a, t = divmod(answer, 8)
        ans = ACTION_NAMES[a] + (f" at seat {t}" if a in (2, 4, 5) else "")
    elif dname in ("block", "lose", "return") and 0 <= answer < NR:
        ans = RANK_NAMES[answer]
    else:
        ans = str(answer)
    return f"{ans} to {'an' if dname[0] in 'aeiou' else 'a'} {dname} decision"
