"""Base game, 1st-edition-only cards (see effects/base.py for the frame protocol).

Rulings decided here:
- Adventurer: the revealed non-Treasures are set aside (g.aside) and discarded at the end,
  so a shuffle in the middle takes only the discard pile; the Treasures go to hand as they
  are revealed. With deck and discard pile exhausted it stops with what it found.
- Chancellor: nothing is asked when the deck is empty. Moving the deck is not discarding.
- Feast trashes a Feast from the play area only if one is there. Every Feast trashes itself
  when it resolves, so a Feast in play then is this one; Throne Room's second play finds
  none and only gains.
- Spy: you, then the others clockwise (Moat-immune ones skipped), each reveal the top card;
  the Spy's player answers a YESNO about it (1 = discard it, 0 = put it back); g.rev_p
  says whose card it is.
- Thief: for each victim in turn: the Thief's player picks which revealed Treasure is
  trashed (not asked when all are the same card), then answers a YESNO on gaining it from
  the trash (to the discard pile); the victim discards the rest.
"""
from numba import njit

from ..cards import (
    ADVENTURER,
    CHANCELLOR,
    FEAST,
    GOLD,
    SILVER,
    SPY,
    THIEF,
    TREASURE,
)
from ..choose import best_revealed
from ..decisions import NO_LIMIT, ask, ask_option
from ..frames import next_victim, pop
from ..state import (
    EV_REVEAL,
    NONE,
    PICK,
    YESNO,
    Z_REVEALED,
)
from ..values import dead_card, keep_value
from ..zones import (
    TO_DISCARD,
    aside_to_discard,
    discard_revealed,
    emit,
    gain_from_trash,
    log_revealed,
    pop_top,
    put_on_deck,
    rev_find,
    rev_remove,
    reveal_top,
    reveal_top_n,
    set_aside,
    to_discard,
    to_hand,
    trash_card,
    trash_from_play,
)
from .base import gain_up_to

# Plain-Python text for `domsim cards`: how the default answers each decision of these cards.
DEFAULTS = {
    "Adventurer": "No choices.",
    "Chancellor": "Puts the deck into the discard pile unless the cards left in it are worth "
                  "more on average (keep value) than the whole deck.",
    "Feast": "Gains what the strategy's buy rule picks within $5 (asked with this Feast still "
             "counted, so a one-Feast rule does not gain it back); if it picks nothing, the "
             "card worth most now on the value scale (a $5 Action or a Silver early, a Duchy "
             "late; never a game-ending gain while behind).",
    "Spy": "Discards the victim's good cards (anything but Curses, pure Victory cards and "
           "Copper) and your own bad ones (Curses, pure Victory cards, Copper); with a Thief "
           "in hand it leaves the victim's Silver or Gold on top for the Thief to steal.",
    "Thief": "Trashes the victim's best Treasure (highest value, then cost) and gains it if it "
             "is Silver or better (never Copper).",
    "Woodcutter": "No choices.",
}


@njit(cache=True, inline="always")
def adventurer(g, f):
    p = g.cur
    found = 0
    while found < 2:
        c = pop_top(g, p)
        if c == NONE:
            break
        emit(g, EV_REVEAL, p, c, 1)
        if g.types[c] & TREASURE:
            to_hand(g, p, c)
            found += 1
        else:
            set_aside(g, c)
    aside_to_discard(g, p)
    pop(g)


@njit(cache=True, inline="always")
def chancellor(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        if g.deck_n[p] == 0:
            pop(g)
            return
        ask_option(g, f, 2, YESNO, p, 2, NONE)
        return
    if g.choice == 1:
        n = g.deck_n[p]
        for i in range(n):
            c = g.deck[p, i]
            g.discard[p, c] += 1
        g.discard_n[p] += n
        g.deck_n[p] = 0
        g.known_top[p] = 0
    pop(g)


@njit(cache=True, inline="always")
def feast(g, f):
    if g.fx_stage[f] == 1 and g.play[FEAST] > 0:
        trash_from_play(g, g.cur, FEAST)
    gain_up_to(g, f, 5, TO_DISCARD)


@njit(cache=True)
def spy_reveal(g, f, v):
    """v reveals the top card; the Spy's player is asked about it. False if v has none."""
    g.rev_n = 0
    if not reveal_top(g, v):
        return False
    emit(g, EV_REVEAL, v, g.rev[0], 1)
    ask_option(g, f, 2, YESNO, g.cur, 2, g.rev[0])
    return True


@njit(cache=True, inline="always")
def spy(g, f):
    """fx_p starts at the current player: the Spy's player reveals first."""
    st = g.fx_stage[f]
    if st == 1:
        if spy_reveal(g, f, g.cur):
            return
    else:
        v = g.fx_p[f]
        c = g.rev[0]
        g.rev_n = 0
        if g.choice == 1:
            to_discard(g, v, c)
        else:
            put_on_deck(g, v, c)
    while next_victim(g, f):
        if spy_reveal(g, f, g.fx_p[f]):
            return
    pop(g)


@njit(cache=True)
def thief_trash(g, f, c):
    """The victim trashes revealed Treasure c and discards the rest; ask about gaining c."""
    v = g.fx_p[f]
    i = rev_find(g, c)
    if i < 0 or (g.types[c] & TREASURE) == 0:     # no answer: the first Treasure revealed
        i = 0
        while (g.types[g.rev[i]] & TREASURE) == 0:
            i += 1
    c = rev_remove(g, i)
    trash_card(g, v, c)
    discard_revealed(g, v)
    g.fx_a[f] = c
    ask_option(g, f, 4, YESNO, g.cur, 2, c)


@njit(cache=True, inline="always")
def thief(g, f):
    """Stage 3: which Treasure is trashed was answered; stage 4: whether to gain it."""
    st = g.fx_stage[f]
    if st == 3:
        thief_trash(g, f, g.choice)
        return
    if st == 4:
        c = g.fx_a[f]
        if g.choice == 1 and g.trash[c] > 0:
            gain_from_trash(g, g.cur, c)
    while next_victim(g, f):
        v = g.fx_p[f]
        reveal_top_n(g, v, 2)
        log_revealed(g, v)
        first = NONE
        choice = False
        for i in range(g.rev_n):
            c = g.rev[i]
            if g.types[c] & TREASURE:
                if first == NONE:
                    first = c
                elif c != first:
                    choice = True
        if choice:
            ask(g, f, 3, PICK, g.cur, Z_REVEALED, TREASURE, 0, NO_LIMIT, False, 1)
            return
        if first != NONE:
            thief_trash(g, f, first)
            return
        discard_revealed(g, v)
    pop(g)


@njit(cache=True)
def base1_effect(g, f, c):
    if c == ADVENTURER:
        adventurer(g, f)
    elif c == CHANCELLOR:
        chancellor(g, f)
    elif c == FEAST:
        feast(g, f)
    elif c == SPY:
        spy(g, f)
    elif c == THIEF:
        thief(g, f)
    else:                   # Woodcutter: all in the card table
        pop(g)


# --- defaults -------------------------------------------------------------------------------


@njit(cache=True, inline="always")
def chancellor_default(g):
    p = g.dec_p
    deck_sum = 0
    for i in range(g.deck_n[p]):
        deck_sum += keep_value(g.deck[p, i])
    all_sum = 0
    all_n = 0
    for j in range(g.ncards):
        c = g.cards[j]
        all_sum += keep_value(c) * g.owned[p, c]
        all_n += g.owned[p, c]
    # deck average > whole-deck average, without dividing
    return 0 if deck_sum * all_n > all_sum * g.deck_n[p] else 1


@njit(cache=True)
def base1_default(g):
    """Card-specific default answers for this set's decisions; -2 for the generic rule."""
    src = g.dec_src
    k = g.dec
    if src == CHANCELLOR and k == YESNO:
        return chancellor_default(g)
    if src == SPY and k == YESNO:
        c = g.dec_card
        mine = g.rev_p == g.dec_p
        if not mine and g.hand[g.dec_p, THIEF] > 0 and (c == SILVER or c == GOLD):
            return 0            # left on top for the Thief in hand to steal
        return 1 if dead_card(c) == mine else 0
    if src == THIEF and k == PICK:          # the legal cards are the revealed Treasures
        return best_revealed(g)
    if src == THIEF and k == YESNO:
        return 1 if keep_value(g.dec_card) >= keep_value(SILVER) else 0
    return -2
