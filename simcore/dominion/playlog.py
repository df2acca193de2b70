"""Readable turn-by-turn logs, from the engine's event buffer (events are recorded only
when `g.log_on` is set; Python drains the buffer after every step)."""
from collections import Counter

from .cards import NAMES
from .state import (
    EV_BUY,
    EV_CHOOSE,
    EV_COINS,
    EV_DISCARD,
    EV_DRAW,
    EV_GAIN,
    EV_HAND,
    EV_PASS,
    EV_PLAY,
    EV_REACT,
    EV_RETURN,
    EV_REVEAL,
    EV_SETASIDE,
    EV_SHUFFLE,
    EV_TOHAND,
    EV_TOPDECK,
    EV_TRASH,
    EV_TURN,
)

_WHERE = {0: "", 1: " to hand", 2: " onto deck"}
_VERB = {EV_PLAY: "plays", EV_TRASH: "trashes", EV_DISCARD: "discards", EV_TOPDECK: "puts onto deck",
         EV_REVEAL: "reveals", EV_REACT: "reveals (reaction)", EV_SETASIDE: "sets aside",
         EV_TOHAND: "puts into hand", EV_RETURN: "returns"}


def drain(g):
    """Take the events recorded so far off the state record."""
    n = int(g["log_n"])
    ev = [tuple(int(x) for x in g["log"][i]) for i in range(n)]
    g["log_n"] = 0
    return ev


def _cards(cs):
    """'Copper x3, Silver' from (card, count) pairs."""
    c = Counter()
    for k, n in cs:
        c[k] += n
    return ", ".join(f"{NAMES[k]}" + (f" x{v}" if v > 1 else "") for k, v in c.items())


def render(events, names):
    """Lines of text for a list of (kind, player, card, amount) events. Consecutive events of
    one kind by one player are merged ('plays Copper x3, Silver')."""
    out = []
    i = 0
    while i < len(events):
        kind, p, card, amt = events[i]
        who = names[p] if 0 <= p < len(names) else f"P{p}"
        if kind == EV_TURN:
            out.append(f"-- {who}, turn {amt} --")
        elif kind == EV_HAND:
            hand = []
            while True:
                hand.append(f"{NAMES[events[i][2]]}" + (f" x{events[i][3]}" if events[i][3] > 1 else ""))
                if not (i + 1 < len(events) and events[i + 1][0] == EV_HAND):
                    break
                i += 1
            out.append(f"   {who} holds {', '.join(hand)}")
        elif kind == EV_DRAW:
            out.append(f"   {who} draws {amt} card{'s' if amt != 1 else ''}")
        elif kind == EV_SHUFFLE:
            out.append(f"   {who} shuffles ({amt} cards)")
        elif kind == EV_COINS:
            out.append(f"   {who} has ${amt}")
        elif kind == EV_BUY:
            out.append(f"   {who} buys {NAMES[card]}")
            if i + 1 < len(events) and events[i + 1][0] == EV_GAIN:
                i += 1
        elif kind == EV_GAIN:
            out.append(f"   {who} gains {NAMES[card]}{_WHERE.get(amt, '')}")
        elif kind == EV_REVEAL and card < 0:
            out.append(f"   {who} reveals a hand of {amt} cards")
        elif kind == EV_PASS:
            to = names[amt] if 0 <= amt < len(names) else f"P{amt}"
            out.append(f"   {who} passes {NAMES[card]} to {to}")
        elif kind == EV_CHOOSE:
            out.append(f"   {who} chooses option {amt}")
        else:
            run = [(card, amt)]
            while (i + 1 < len(events) and events[i + 1][0] == kind and events[i + 1][1] == p
                   and kind != EV_PLAY):
                i += 1
                run.append((events[i][2], events[i][3]))
            out.append(f"   {who} {_VERB.get(kind, '?')} {_cards(run)}")
        i += 1
    return out
