"""Base game, 2nd edition: the card effects beyond their vanilla bonuses.

Each card is a function (g, f) for its frame f, entered at stage 1 (stage 0 applied the
vanilla +Cards/+Actions/+Buys/+$ of the card table). A function either finishes (pop), or
asks a decision and returns; the frame resumes at the stage it named, the answer in g.choice.
"""
from numba import njit

from ..cards import (
    ACTION,
    ARTISAN,
    BANDIT,
    BUREAUCRAT,
    CELLAR,
    CHAPEL,
    COPPER,
    COUNCIL_ROOM,
    CURSE,
    GOLD,
    HARBINGER,
    LIBRARY,
    MERCHANT,
    MILITIA,
    MINE,
    MONEYLENDER,
    POACHER,
    REMODEL,
    SENTRY,
    SILVER,
    THRONE_ROOM,
    TREASURE,
    TYPES,
    VASSAL,
    VICTORY,
    WITCH,
    WORKSHOP,
)
from ..decisions import NO_LIMIT, ask, ask_hand, ask_option, ask_supply
from ..frames import hand_to_play, next_other, next_victim, play_card, pop
from ..state import (
    DISCARD,
    EV_DRAW,
    EV_REVEAL,
    EV_SETASIDE,
    EV_TOPDECK,
    GAIN,
    MODE,
    NONE,
    PICK,
    PLAY,
    SET_ASIDE,
    TOPDECK,
    TRASH,
    YESNO,
    Z_DISCARD,
    Z_REVEALED,
)
from ..zones import (
    TO_DECK,
    TO_DISCARD,
    TO_HAND,
    aside_to_discard,
    cost,
    discard_hand,
    discard_revealed,
    draw,
    emit,
    gain,
    hand_to_deck,
    hand_to_discard,
    log_revealed,
    pop_top,
    put_on_deck,
    rev_remove,
    reveal_top_n,
    to_discard,
    trash_card,
    trash_from_hand,
)

# Sentry's answer for each card looked at
SENTRY_TRASH, SENTRY_DISCARD, SENTRY_KEEP = 0, 1, 2


@njit(cache=True, inline="always")
def cellar(g, f):
    p = g.cur
    if g.fx_stage[f] == 2:
        c = g.choice
        if c != NONE:
            hand_to_discard(g, p, c)
            g.fx_a[f] += 1
        else:
            draw(g, p, g.fx_a[f])
            pop(g)
            return
    ask_hand(g, f, 2, DISCARD, p, 0, True, g.hand_n[p])


@njit(cache=True, inline="always")
def chapel(g, f):
    p = g.cur
    if g.fx_stage[f] == 2:
        c = g.choice
        if c == NONE:
            pop(g)
            return
        trash_from_hand(g, p, c)
        g.fx_a[f] += 1
        if g.fx_a[f] >= 4:
            pop(g)
            return
    ask_hand(g, f, 2, TRASH, p, 0, True, 4 - g.fx_a[f])


@njit(cache=True, inline="always")
def harbinger(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        ask(g, f, 2, PICK, p, Z_DISCARD, 0, 0, NO_LIMIT, True, 1)
        return
    c = g.choice
    if c != NONE:
        g.discard[p, c] -= 1
        g.discard_n[p] -= 1
        put_on_deck(g, p, c)
        emit(g, EV_TOPDECK, p, c, 1)
    pop(g)


@njit(cache=True, inline="always")
def vassal(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        c = pop_top(g, p)
        if c == NONE:
            pop(g)
            return
        to_discard(g, p, c)
        if TYPES[c] & ACTION:
            g.fx_a[f] = c
            ask_option(g, f, 2, YESNO, p, 2, c)
        else:
            pop(g)
        return
    c = g.fx_a[f]
    pop(g)
    if g.choice == 1 and g.discard[p, c] > 0:
        g.discard[p, c] -= 1
        g.discard_n[p] -= 1
        g.play[c] += 1
        g.play_n += 1
        play_card(g, c)


@njit(cache=True)
def gain_answer(g, where):
    """The last stage of a gain: the answered card, if any, goes to `where`; the frame ends."""
    if g.choice != NONE:
        gain(g, g.cur, g.choice, where)
    pop(g)


@njit(cache=True)
def gain_up_to(g, f, limit, where):
    """Stage 1: ask for a card costing up to `limit`; stage 2: gain it to `where`."""
    if g.fx_stage[f] == 1:
        ask_supply(g, f, 2, GAIN, g.cur, 0, 0, limit)
        return
    gain_answer(g, where)


@njit(cache=True, inline="always")
def bureaucrat(g, f):
    st = g.fx_stage[f]
    if st == 1:
        gain(g, g.cur, SILVER, TO_DECK)
        g.fx_stage[f] = 2
        return
    if st == 3:
        hand_to_deck(g, g.fx_p[f], g.choice)
    if not next_victim(g, f):
        pop(g)
        return
    v = g.fx_p[f]
    # a victim without a Victory card reveals the hand: nothing is posed, the frame moves on
    ask_hand(g, f, 3, TOPDECK, v, VICTORY, False, 1)
    if g.dec == 0:
        g.fx_stage[f] = 2
        emit(g, EV_REVEAL, v, NONE, g.hand_n[v])


@njit(cache=True, inline="always")
def militia(g, f):
    st = g.fx_stage[f]
    if st == 3:
        hand_to_discard(g, g.fx_p[f], g.choice)
    elif not next_victim(g, f):
        pop(g)
        return
    v = g.fx_p[f]
    if g.hand_n[v] > 3:
        ask_hand(g, f, 3, DISCARD, v, 0, False, g.hand_n[v] - 3)
    else:
        g.fx_stage[f] = 2


@njit(cache=True, inline="always")
def moneylender(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        if g.hand[p, COPPER] > 0:
            ask_option(g, f, 2, YESNO, p, 2, COPPER)
        else:
            pop(g)
        return
    if g.choice == 1:
        trash_from_hand(g, p, COPPER)
        g.coins += 3
    pop(g)


@njit(cache=True, inline="always")
def poacher(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        k = g.empty_piles
        if k == 0:
            pop(g)
            return
        if k >= g.hand_n[p]:
            discard_hand(g, p)
            pop(g)
            return
        g.fx_a[f] = k
    else:
        if g.choice != NONE:
            hand_to_discard(g, p, g.choice)
        g.fx_a[f] -= 1
        if g.fx_a[f] == 0:
            pop(g)
            return
    ask_hand(g, f, 2, DISCARD, p, 0, False, g.fx_a[f])


@njit(cache=True)
def trash_then_ask_gain(g, f, types, optional, lo_extra, hi_extra):
    """Stages 1-2 of "trash a card from hand, gain one costing more" (Remodel, Mine, Replace,
    Upgrade): stage 1 asks for a card of `types` (0 = any) to trash; stage 2 trashes it and
    asks for a Supply card of `types` costing its cost + lo_extra .. its cost + hi_extra
    (lo_extra < 0: no lower bound), to resume at stage 3 with the answer in g.choice.
    True while one of these two stages ran (the caller returns)."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask_hand(g, f, 2, TRASH, p, types, optional, 1)
        return True
    if st == 2:
        c = g.choice
        if c == NONE:               # nothing trashed: nothing gained
            pop(g)
            return True
        k = cost(g, c)
        trash_from_hand(g, p, c)
        ask_supply(g, f, 3, GAIN, p, types, k + lo_extra if lo_extra >= 0 else 0, k + hi_extra)
        return True
    return False


@njit(cache=True)
def trash_and_gain(g, f, types, optional, lo_extra, hi_extra, where):
    """Remodel, Mine, Upgrade: trash_then_ask_gain, then the card chosen goes to `where`."""
    if trash_then_ask_gain(g, f, types, optional, lo_extra, hi_extra):
        return
    gain_answer(g, where)


@njit(cache=True, inline="always")
def throne_room(g, f):
    st = g.fx_stage[f]
    if st == 1:
        ask_hand(g, f, 2, PLAY, g.cur, ACTION, True, 1)
        return
    if st == 2:
        c = g.choice
        if c == NONE:
            pop(g)
            return
        g.fx_a[f] = c
        hand_to_play(g, c)
        g.fx_stage[f] = 3
        play_card(g, c)
        return
    if st == 3:
        g.fx_stage[f] = 4
        play_card(g, g.fx_a[f])
        return
    pop(g)


@njit(cache=True, inline="always")
def bandit(g, f):
    st = g.fx_stage[f]
    if st == 1:
        gain(g, g.cur, GOLD, TO_DISCARD)
    elif st == 3:
        v = g.fx_p[f]
        i = 0
        while g.rev[i] != g.choice:
            i += 1
        trash_card(g, v, rev_remove(g, i))
        discard_revealed(g, v)
    if not next_victim(g, f):
        pop(g)
        return
    v = g.fx_p[f]
    reveal_top_n(g, v, 2)
    log_revealed(g, v)
    ask(g, f, 3, PICK, v, Z_REVEALED, TREASURE, 0, NO_LIMIT, False, 1, COPPER)
    if g.dec == 0:                  # no Treasure but Copper: discard both
        discard_revealed(g, v)
        g.fx_stage[f] = 2


@njit(cache=True, inline="always")
def council_room(g, f):
    while next_other(g, f):
        draw(g, g.fx_p[f], 1)
    pop(g)


@njit(cache=True, inline="always")
def library(g, f):
    """The drawn Action card waits in the revealed buffer while its owner decides."""
    p = g.cur
    if g.fx_stage[f] == 2:
        c = g.rev[0]
        g.rev_n = 0
        if g.choice == 1:
            g.aside[c] += 1
            g.aside_n += 1
            emit(g, EV_SETASIDE, p, c, 1)
        else:
            g.hand[p, c] += 1
            g.hand_n[p] += 1
    while g.hand_n[p] < 7:
        c = pop_top(g, p)
        if c == NONE:
            break
        emit(g, EV_DRAW, p, c, 1)       # drawn one at a time (shown to its owner in logs)
        if TYPES[c] & ACTION:
            g.rev[0] = c
            g.rev_n = 1
            g.rev_p = p
            ask_option(g, f, 2, SET_ASIDE, p, 2, c)
            return
        g.hand[p, c] += 1
        g.hand_n[p] += 1
    # the set-aside cards go to the discard pile only now, so no shuffle above took them
    aside_to_discard(g, p)
    pop(g)


@njit(cache=True, inline="always")
def sentry(g, f):
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        reveal_top_n(g, p, 2)
        g.fx_a[f] = 0                   # index of the card being decided
    elif st == 2:
        i = g.fx_a[f]
        if g.choice == SENTRY_TRASH:
            trash_card(g, p, rev_remove(g, i))
        elif g.choice == SENTRY_DISCARD:
            to_discard(g, p, rev_remove(g, i))
        else:
            g.fx_a[f] = i + 1
    elif st == 3:                       # which of the two kept cards goes on top
        top = g.choice
        other = g.rev[0] if g.rev[1] == top else g.rev[1]
        put_on_deck(g, p, other)
        put_on_deck(g, p, top)
        g.rev_n = 0
        pop(g)
        return
    i = g.fx_a[f]
    if i < g.rev_n:
        ask_option(g, f, 2, MODE, p, 3, g.rev[i])
        return
    if g.rev_n == 2 and g.rev[0] != g.rev[1]:
        ask(g, f, 3, PICK, p, Z_REVEALED, 0, 0, NO_LIMIT, False, 1)
        return
    for i in range(g.rev_n - 1, -1, -1):  # rev[0] was the top card: it goes back last
        put_on_deck(g, p, g.rev[i])
    g.rev_n = 0
    pop(g)


@njit(cache=True, inline="always")
def witch(g, f):
    while next_victim(g, f):
        gain(g, g.fx_p[f], CURSE, TO_DISCARD)
    pop(g)


@njit(cache=True, inline="always")
def artisan(g, f):
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask_supply(g, f, 2, GAIN, p, 0, 0, 5)
        return
    if st == 2:
        if g.choice != NONE:
            gain(g, p, g.choice, TO_HAND)
        ask_hand(g, f, 3, TOPDECK, p, 0, False, 1)
        return
    if g.choice != NONE:
        hand_to_deck(g, p, g.choice)
    pop(g)


@njit(cache=True)
def base_effect(g, f, c):
    """Run card c's frame f. Cards whose whole effect is vanilla just finish."""
    if c == CELLAR:
        cellar(g, f)
    elif c == CHAPEL:
        chapel(g, f)
    elif c == HARBINGER:
        harbinger(g, f)
    elif c == MERCHANT:
        g.merchants += 1
        pop(g)
    elif c == VASSAL:
        vassal(g, f)
    elif c == WORKSHOP:
        gain_up_to(g, f, 4, TO_DISCARD)
    elif c == BUREAUCRAT:
        bureaucrat(g, f)
    elif c == MILITIA:
        militia(g, f)
    elif c == MONEYLENDER:
        moneylender(g, f)
    elif c == POACHER:
        poacher(g, f)
    elif c == REMODEL:
        trash_and_gain(g, f, 0, False, -1, 2, TO_DISCARD)
    elif c == THRONE_ROOM:
        throne_room(g, f)
    elif c == BANDIT:
        bandit(g, f)
    elif c == COUNCIL_ROOM:
        council_room(g, f)
    elif c == LIBRARY:
        library(g, f)
    elif c == MINE:
        trash_and_gain(g, f, TREASURE, True, -1, 3, TO_HAND)
    elif c == SENTRY:
        sentry(g, f)
    elif c == WITCH:
        witch(g, f)
    elif c == ARTISAN:
        artisan(g, f)
    else:
        pop(g)


# How the default heuristic (heuristics.card_default, else the generic rule for the decision
# kind) answers each base card's decisions; `domsim cards NAME` shows it. The scale is
# values.py's: in hand (discards, topdecks) Curse < Victory cards < Actions that cannot be
# played < Copper < live Actions by cost < Silver < Gold; owned (trashing, passing, gaining)
# the same with Victory points weighed by the Provinces left and terminal Actions beyond one
# per 8 cards below Copper. Gains first go to the strategy's own buy rule (limits in force);
# the default gain takes the card worth most on the scale, never one that ends the game
# while the player is not ahead, and one that ends it with a win before anything.
DEFAULTS = {
    "Cellar": "Discards the cards worth no more than a Copper this turn: Curses, Victory "
              "cards, Action cards it has no Action left to play, and Coppers; then draws as "
              "many.",
    "Chapel": "Played only with junk in hand. Trashes junk, worst first, up to 4: Curses, "
              "Estates while 7 or more Provinces are left, and Coppers while the deck keeps $6 "
              "of money without the one trashed (Treasures, each Minion as $2, and the +$ of "
              "Actions that give +Actions).",
    "Moat": "Revealed whenever another player plays an Attack (before a Diplomat).",
    "Harbinger": "Puts the discard pile's card most wanted in hand onto the deck (Gold, an "
                 "Action, Silver, at least a Copper, which beats a blind draw; never a Victory "
                 "card or Curse).",
    "Vassal": "Always plays the discarded card when it is an Action. Played before the other "
              "Actions when its owner put an Action on top of the deck (Sentry, Harbinger, "
              "...) that gives +Actions, or any Action while an action is to spare: it plays "
              "that card for free.",
    "Village": "No choices.",
    "Workshop": "Gains what the strategy's buy rule picks within $4; if it picks nothing, "
                "the card worth most now on the value scale (a $4 Action or a Silver early, "
                "never a game-ending gain while behind).",
    "Bureaucrat": "A victim puts back its least valuable Victory card (Estate before Duchy "
                  "before Province).",
    "Gardens": "No choices.",
    "Militia": "A victim discards what it can spare for its next turn: Curses, Victory cards, "
               "Action cards beyond those it can play, then Coppers, and so on up to Gold.",
    "Moneylender": "Always trashes a Copper for +$3 when it has one.",
    "Poacher": "Discards its least useful cards this turn (Curses and Victory cards first).",
    "Remodel": "Played only when a trash-and-gain gains value. With buy rules and a "
               "village or a +2 Cards Action owned: trashes the card whose cost + $2 "
               "buys what the rules want, never into itself, worth more than it, not worse "
               "than this turn's buy unless that stays. Else the most gained on the scale "
               "(Curse or early Estate up, Gold into Province late, never the losing last "
               "Province). Gains by the buy rule.",
    "Smithy": "No choices.",
    "Throne Room": "Played only when another Action worth playing is in hand; first of all "
                   "when another Throne Room, a single other Action or a single non-terminal "
                   "waits in hand, else after the other cards giving +Actions. Plays another "
                   "Throne Room, else the Action worth most twice (cards drawn, then +$, then "
                   "cost), a terminal only while an action is left after it or when every "
                   "Action in hand is terminal.",
    "Bandit": "A victim trashes its least valuable revealed Treasure (Silver before Gold).",
    "Council Room": "No choices.",
    "Festival": "No choices.",
    "Laboratory": "No choices.",
    "Library": "Sets aside an Action card drawn that it could not play: any when no Action is "
               "left, a terminal one when the hand already holds as many terminals as Actions "
               "are left.",
    "Market": "No choices.",
    "Merchant": "No choices.",
    "Mine": "Trashes a Copper while Silver is left, else a Silver while Gold is left, else "
            "nothing; gain: the strategy's buy rule, else the best Treasure allowed, to hand.",
    "Sentry": "Trashes junk (as Chapel) and every Copper, discards other Victory cards, puts "
              "the rest back, the one worth more on top.",
    "Witch": "No choices.",
    "Artisan": "Gains what the buy rule picks within $5, else the card worth most now. Puts "
               "back the card it can spare: an Action it cannot play this turn, else the best Treasure "
               "whose loss keeps what the buy rules take this turn (the plan probe; without "
               "one, this turn's price: $8, $6, ...), else (with buy rules) a Victory card, "
               "else its least useful Action or Treasure.",
}
