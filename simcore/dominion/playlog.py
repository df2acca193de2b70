"""Readable turn-by-turn logs, from the engine's event buffer (events are recorded only
when `g.log_on` is set; Python drains the buffer after every step).

What a Dominion player reads: options by name ("chooses Minion: +$2"), the cards a player
draws (hidden information, marked as such: only that player sees them), the card named
for Wishing Well, Contraband or War Chest, where gained and trashed cards come from (the
Supply, the trash, a hand, play, the top of the deck)."""
from collections import Counter

from .cards import (
    CONTRABAND,
    COURTIER,
    FEAST,
    LURKER,
    MINING_VILLAGE,
    MINION,
    NAMES,
    NATIVE_VILLAGE,
    NOBLES,
    PAWN,
    PIRATE_SHIP,
    STEWARD,
    TORTURER,
    TREASURE_MAP,
    WAR_CHEST,
    WISHING_WELL,
)
from .state import (
    EV_BUY,
    EV_CHOOSE,
    EV_COINS,
    EV_DISCARD,
    EV_DRAW,
    EV_EXTRA_TURN,
    EV_FROM_MAT,
    EV_GAIN,
    EV_HAND,
    EV_LATER,
    EV_MAT,
    EV_PASS,
    EV_PLAY,
    EV_REACT,
    EV_RETURN,
    EV_REVEAL,
    EV_SETASIDE,
    EV_SHUFFLE,
    EV_TOHAND,
    EV_TOKEN,
    EV_TOPDECK,
    EV_TRASH,
    EV_TURN,
    EV_VP,
    MAT_BLOCKADE,
    MAT_HAVEN,
    MAT_ISLAND,
    MAT_NATIVE,
)

_WHERE = {0: "", 1: " to hand", 2: " onto deck"}
# zones.FROM_* (the amount of an EV_TRASH event; FROM_TRASH is added to a gain's `where`)
FROM_ELSEWHERE, FROM_HAND, FROM_SUPPLY, FROM_PLAY, FROM_TRASH = 0, 1, 2, 3, 8
_FROM = {FROM_HAND: " from hand", FROM_SUPPLY: " from the Supply", FROM_PLAY: " from play"}
# zones.TOKEN_TO_ROUTE (the amount of an EV_TOKEN event: a Trade Route token to the mat)
TOKEN_TO_ROUTE = 2
_MAT = {MAT_HAVEN: "Haven", MAT_ISLAND: "Island", MAT_NATIVE: "Native Village",
        MAT_BLOCKADE: "Blockade"}

# option numbers of the MODE decisions (effects/intrigue.py), as a player says them
OPTION_NAMES = {
    PAWN: ["+1 Card", "+1 Action", "+1 Buy", "+$1"],
    LURKER: ["trash an Action from the Supply", "gain an Action from the trash"],
    STEWARD: ["+2 Cards", "+$2", "trash 2 cards"],
    COURTIER: ["+1 Action", "+1 Buy", "+$3", "gain a Gold"],
    MINION: ["+$2", "discard hand, +4 Cards (attack)"],
    TORTURER: ["discard 2 cards", "gain a Curse to hand"],
    NOBLES: ["+3 Cards", "+2 Actions"],
    NATIVE_VILLAGE: ["set the top card aside", "take the mat into hand"],
    PIRATE_SHIP: ["attack", "+$1 per Coin token"],
}


def option_name(card, o):
    names = OPTION_NAMES.get(card)
    if names is not None and 0 <= o < len(names):
        return names[o]
    return f"option {o}"

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
    last_play = {}                  # player -> the card they played last (trash "from play")
    i = 0
    while i < len(events):
        kind, p, card, amt = events[i]
        who = names[p] if 0 <= p < len(names) else f"P{p}"
        if kind == EV_TURN:
            out.append(f"-- {who}, turn {amt} --")
        elif kind == EV_EXTRA_TURN:
            out.append(f"-- {who}, extra turn (after turn {amt}) --")
        elif kind == EV_LATER:
            out.append(f"   {who}'s {NAMES[card]} from the last turn")
        elif kind == EV_MAT:
            hidden = amt != MAT_ISLAND and amt != MAT_BLOCKADE   # Haven's, Native Village's
            what = f"a card [hidden, seen by {who}: {NAMES[card]}]" if hidden else NAMES[card]
            out.append(f"   {who} sets aside {what} on the {_MAT.get(amt, '?')} mat")
        elif kind == EV_FROM_MAT:
            out.append(f"   {who} puts {NAMES[card]} from the {_MAT.get(amt, '?')} mat into "
                       "hand")
        elif kind == EV_TOKEN and amt == 0:
            out.append(f"   {who} puts an Embargo token on {NAMES[card]}")
        elif kind == EV_TOKEN and amt == TOKEN_TO_ROUTE:
            out.append(f"   the Trade Route token on {NAMES[card]} moves to the mat")
        elif kind == EV_TOKEN:
            out.append(f"   {who} gains a Curse for an Embargo token on {NAMES[card]}")
        elif kind == EV_VP:
            out.append(f"   {who} takes {amt} VP token{'s' if amt != 1 else ''}")
        elif kind == EV_HAND:
            hand = []
            while True:
                hand.append(f"{NAMES[events[i][2]]}" + (f" x{events[i][3]}" if events[i][3] > 1 else ""))
                if not (i + 1 < len(events) and events[i + 1][0] == EV_HAND):
                    break
                i += 1
            out.append(f"   {who} holds {', '.join(hand)}")
        elif kind == EV_DRAW:
            run = [(card, 1)]
            while i + 1 < len(events) and events[i + 1][0] == EV_DRAW and events[i + 1][1] == p:
                i += 1
                run.append((events[i][2], 1))
            seen = f" [hidden, seen by {who}: {_cards(run)}]" if card >= 0 else ""
            out.append(f"   {who} draws {len(run)} card{'s' if len(run) != 1 else ''}{seen}")
        elif kind == EV_SHUFFLE:
            out.append(f"   {who} shuffles ({amt} cards)")
        elif kind == EV_COINS:
            out.append(f"   {who} has ${amt}")
        elif kind == EV_BUY:
            out.append(f"   {who} buys {NAMES[card]}")
            if i + 1 < len(events) and events[i + 1][0] == EV_GAIN:
                i += 1
        elif kind == EV_GAIN:
            src = " from the trash" if amt & FROM_TRASH else " from the Supply"
            out.append(f"   {who} gains {NAMES[card]}{src}{_WHERE.get(amt & 7, '')}")
        elif kind == EV_REVEAL and card < 0:
            out.append(f"   {who} reveals a hand of {amt} cards")
        elif kind == EV_PASS:
            to = names[amt] if 0 <= amt < len(names) else f"P{amt}"
            out.append(f"   {who} passes {NAMES[card]} to {to}")
        elif kind == EV_CHOOSE and card in (WISHING_WELL, CONTRABAND, WAR_CHEST):
            named = NAMES[amt] if 0 <= amt < len(NAMES) else f"card {amt}"
            out.append(f"   {who} names {named} for {NAMES[card]}")
        elif kind == EV_CHOOSE:
            opts = [option_name(card, amt)]
            while (i + 1 < len(events) and events[i + 1][0] == EV_CHOOSE
                   and events[i + 1][1] == p and events[i + 1][2] == card):
                i += 1
                opts.append(option_name(card, events[i][3]))
            out.append(f"   {who} chooses {NAMES[card]}: {' and '.join(opts)}")
        elif kind == EV_TRASH:
            src = amt
            run = [(card, 1)]
            while (i + 1 < len(events) and events[i + 1][0] == EV_TRASH and events[i + 1][1] == p
                   and events[i + 1][3] == src):
                i += 1
                run.append((events[i][2], 1))
            if src in _FROM:
                where = _FROM[src]
            elif card in (FEAST, MINING_VILLAGE, TREASURE_MAP) and last_play.get(p) == card:
                where = " from play"
            else:
                where = " from the top of the deck"
            out.append(f"   {who} trashes {_cards(run)}{where}")
        else:
            if kind == EV_PLAY:
                last_play[p] = card
            run = [(card, amt)]
            while (i + 1 < len(events) and events[i + 1][0] == kind and events[i + 1][1] == p
                   and kind != EV_PLAY):
                i += 1
                run.append((events[i][2], events[i][3]))
            out.append(f"   {who} {_VERB.get(kind, '?')} {_cards(run)}")
        i += 1
    return out
