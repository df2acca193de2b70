"""Duration cards, mats and Supply tokens: the turn-structure parts Seaside brings, made for
every later set with the same ideas. The engine calls in here only when `g.sea` is set (the
Supply has a card of these sets), so a game without them costs one test per hook.

- A Duration card whose effect reaches a later turn calls `later(g, f, card, arg)` while its
  frame f runs: the effect waits in the player's queue (later_card / later_arg) and the card
  is marked to stay in play (g.stay). So is each Throne Room that played it: a card that
  played a Duration more than once stays with it (Seaside rule book, "Duration"; a Throne
  Room that played a Throne Room stays only when both of that one's plays hit Durations, the
  designer's ruling).
- Clean-up (`clean_up`) moves the staying cards from the play area to the player's `dur`
  zone, where they are in play and belong to the player while the others take their turns.
  At the start of the player's next turn (`start`) they come back to the play area (they
  are discarded in that turn's Clean-up) and a frame FX_LATER runs the queued effects in
  the order they were played, each as a frame LATER_OFFSET + card.
- Mats (g.mat[p, MAT_*]) hold cards set aside for later (Haven, Island, Native Village);
  they stay the player's (owned, scored).
- Embargo tokens (g.embargo) make a buy from their pile gain Curses; `bought` is the hook.
- Outpost (g.outpost bits): the next hand is 3 cards; an extra turn follows, unless this
  turn is itself an extra turn. An extra turn is not counted in g.turns (extra turns do not
  count for the tie-break; the turn limit counts a player's own turns).
- Treasury: at Clean-up, before anything leaves play, a frame FX_TREASURY asks for each
  Treasury in play (if no Victory card was bought this turn) whether it goes onto the deck.
- When-gain effects (zones.when_gained): Smugglers' record (g.last_gains), Monkey's draw,
  Blockade's Curse happen inside the gain. A Sailor's and the Pirates' "you may play it"
  are questions: the gain only notes them (g.sail_*, g.pirates, g.gain_wait), and the
  engine pushes a frame FX_GAINED (`run_gained`) as soon as the frame that gained has
  finished its step (engine.advance), or at once after a buy. Prosperity's Watchtower and
  Royal Seal questions wait the same way and are asked first (triggers.gain_questions).
- Corsair (g.corsair): after the current player plays its Treasures, a Silver (else a Gold)
  of them is trashed if another player's Corsair attacks it (`corsair_trash`).
"""
from numba import njit

from .cards import (
    CURSE,
    FIRST_SEASIDE,
    GOLD,
    KING_S_COURT,
    LIGHTHOUSE,
    PIRATE,
    SAILOR,
    SILVER,
    THRONE_ROOM,
    TREASURY,
    TYPES,
    VICTORY,
)
from .decisions import ask_option
from .frames import FX_GAINED, FX_LATER, FX_TREASURY, LATER_OFFSET, play_card, pop, push
from .state import (
    EV_LATER,
    EV_PLAY,
    EV_TOKEN,
    EV_TOPDECK,
    EV_TRASH,
    MATS,
    MAXP,
    YESNO,
)
from .triggers import gain_questions
from .zones import FROM_PLAY, TO_DISCARD, emit, gain, leave_gained, put_on_deck, still_there

# g.outpost bits
EXTRA_NEXT, SMALL_HAND, EXTRA_NOW = 1, 2, 4
# where a gained Duration waits for a Sailor besides zones.TO_*: set aside by a Blockade
AT_BLOCKADE = 3


@njit(cache=True)
def uses_seaside(cards, n):
    for j in range(n):
        if cards[j] >= FIRST_SEASIDE:
            return True
    return False


@njit(cache=True)
def clear(g):
    """Forget the previous game's Duration, mat and token state (it used g.cards)."""
    for j in range(g.ncards):
        c = g.cards[j]
        g.stay[c] = 0
        g.embargo[c] = 0
        for p in range(MAXP):
            g.dur[p, c] = 0
            g.last_gains[p, c] = 0
            for m in range(MATS):
                g.mat[p, m, c] = 0
    g.stay_n = 0
    for p in range(MAXP):
        g.dur_n[p] = 0
        g.later_n[p] = 0
        g.pirate_coins[p] = 0
        g.monkeys[p] = 0
        g.corsair[p] = 0
        g.pirates[p] = 0
        for m in range(MATS):
            g.mat_n[p, m] = 0
    g.sailors = 0
    g.sail_n = 0
    g.gain_wait = False
    g.outpost = 0
    g.bought_victory = False
    g.treasury_asked = False


@njit(cache=True)
def stays(g, c):
    g.stay[c] += 1
    g.stay_n += 1


@njit(cache=True)
def mark_stay(g, f, c):
    """Card c, whose play is frame f, has an effect on a later turn: it stays in play, and
    so does each Throne Room or King's Court that played it (bits of that frame's fx_b: 1,
    2, 16 = its first / second / third play hit a Duration, 4 = its target marked, 8 =
    itself marked). One that played another Throne Room or King's Court stays only when
    every play of it hit a Duration (the Duration rule for Throne Room on Throne Room)."""
    while True:
        t = f - 1
        if t < 0 or (g.fx_card[t] != THRONE_ROOM and g.fx_card[t] != KING_S_COURT) or \
                g.fx_a[t] != c:
            stays(g, c)
            return
        b = g.fx_b[t]
        if b & 4 == 0:
            stays(g, c)
        st = g.fx_stage[t]
        b |= 4 | (1 if st == 3 else (2 if st == 4 else 16))
        g.fx_b[t] = b
        every = 3 if g.fx_card[t] == THRONE_ROOM else 19
        if b & 8 or ((c == THRONE_ROOM or c == KING_S_COURT) and b & every != every):
            return
        g.fx_b[t] = b | 8
        f = t
        c = g.fx_card[t]


@njit(cache=True)
def later(g, f, c, arg):
    """Frame f (a play of Duration c) leaves an effect for the start of its player's next
    turn, with an argument (Haven: the card set aside)."""
    p = g.cur
    n = g.later_n[p]
    g.later_card[p, n] = c
    g.later_arg[p, n] = arg
    g.later_n[p] = n + 1
    mark_stay(g, f, c)


@njit(cache=True)
def start(g):
    """The start of the current player's turn: the cards that stayed in play are in this
    turn's play area, and the waiting effects run first. What lasted "until your next turn"
    (Monkey, Corsair) ends; this turn's gains and Sailors start afresh."""
    p = g.cur
    g.bought_victory = False
    g.treasury_asked = False
    g.monkeys[p] = 0
    g.corsair[p] = 0
    g.sailors = 0
    g.sail_n = 0
    for j in range(g.ncards):
        g.last_gains[p, g.cards[j]] = 0
    if g.dur_n[p] > 0:
        for j in range(g.ncards):
            c = g.cards[j]
            k = g.dur[p, c]
            if k > 0:
                g.play[c] += k
                g.dur[p, c] = 0
        g.play_n += g.dur_n[p]
        g.dur_n[p] = 0
    if g.later_n[p] > 0:
        f = push(g, FX_LATER, p)
        g.fx_b[f] = g.later_n[p]          # the effects waiting now: those played before


@njit(cache=True)
def run_later(g, f):
    """Frame FX_LATER: the next waiting effect (fx_a: how many ran), each its own frame."""
    p = g.fx_p[f]
    i = g.fx_a[f]
    n = g.fx_b[f]
    if i < n:
        g.fx_a[f] = i + 1
        c = g.later_card[p, i]
        emit(g, EV_LATER, p, c, 1)
        h = push(g, LATER_OFFSET + c, p)
        g.fx_a[h] = g.later_arg[p, i]
        return
    m = g.later_n[p] - n                  # effects queued meanwhile wait for the next turn
    for k in range(m):
        g.later_card[p, k] = g.later_card[p, n + k]
        g.later_arg[p, k] = g.later_arg[p, n + k]
    g.later_n[p] = m
    pop(g)


@njit(cache=True)
def clean_up(g):
    """Seaside's part of the current player's Clean-up, before the hand and play area are
    discarded: Treasury's question (a frame; -1: Clean-up resumes after it), then the
    staying cards leave the play area for the player's dur zone. Returns the size of the
    next hand."""
    p = g.cur
    if not g.treasury_asked:
        g.treasury_asked = True
        if g.play[TREASURY] > 0 and not g.bought_victory:
            f = push(g, FX_TREASURY, p)
            g.fx_a[f] = g.play[TREASURY]
            return -1
    if g.stay_n > 0:
        for j in range(g.ncards):
            c = g.cards[j]
            k = g.stay[c]
            if k > 0:
                g.play[c] -= k
                g.dur[p, c] += k
                g.stay[c] = 0
        g.play_n -= g.stay_n
        g.dur_n[p] += g.stay_n
        g.stay_n = 0
    return 3 if g.outpost & SMALL_HAND else 5


@njit(cache=True)
def run_treasury(g, f):
    """Frame FX_TREASURY: for each Treasury in play (fx_a left), yes/no: onto the deck."""
    p = g.fx_p[f]
    if g.fx_stage[f] == 2 and g.choice == 1 and g.play[TREASURY] > 0:
        g.play[TREASURY] -= 1
        g.play_n -= 1
        put_on_deck(g, p, TREASURY)
        emit(g, EV_TOPDECK, p, TREASURY, 1)
    if g.fx_a[f] == 0:
        pop(g)
        return
    g.fx_a[f] -= 1
    ask_option(g, f, 2, YESNO, p, 2, TREASURY)
    g.dec_src = TREASURY


@njit(cache=True)
def extra_turn(g):
    """After the Clean-up: does the current player take an extra turn now (Outpost)?"""
    if g.outpost & EXTRA_NEXT:
        g.outpost = EXTRA_NOW
        return True
    g.outpost = 0
    return False


@njit(cache=True)
def bought(g, c):
    """The current player buys c (before gaining it): Embargo's Curses, Treasury's and
    1st-edition Smugglers' notes."""
    if TYPES[c] & VICTORY:
        g.bought_victory = True
    if g.edition == 1:                  # 1st-edition Smugglers: what was bought
        g.last_gains[g.cur, c] = 1
    for _ in range(g.embargo[c]):
        emit(g, EV_TOKEN, g.cur, c, 1)
        gain(g, g.cur, CURSE, TO_DISCARD)


@njit(cache=True)
def guarded(g):
    """Bits of the players an Attack now does not affect: a Lighthouse of theirs in play."""
    bits = 0
    for p in range(g.n):
        if p != g.cur and g.dur[p, LIGHTHOUSE] > 0:
            bits |= 1 << p
    return bits


@njit(cache=True)
def corsair_trash(g):
    """The current player has played its Treasures: if another player's Corsair attacks it,
    the first Silver or Gold played is trashed (a Silver when there are both: the player
    orders its Treasures, and loses the cheaper)."""
    p = g.cur
    for q in range(g.n):
        if (g.corsair[q] >> p) & 1:
            c = SILVER if g.play[SILVER] > 0 else GOLD
            if g.play[c] > 0:
                g.play[c] -= 1
                g.play_n -= 1
                g.trash[c] += 1
                g.owned[p, c] -= 1
                emit(g, EV_TRASH, p, c, FROM_PLAY)
            return


@njit(cache=True)
def sail_into_play(g, p, c, where):
    """The gained c leaves where it was gained for the play area (a Sailor plays it)."""
    leave_gained(g, p, c, where)
    g.play[c] += 1
    g.play_n += 1


@njit(cache=True)
def pirate_out_of_turn(g, q):
    """q plays a Pirate from its hand on another player's turn: it is in play in q's zone of
    cards staying in play, and its effect waits for q's next turn."""
    g.hand[q, PIRATE] -= 1
    g.hand_n[q] -= 1
    g.dur[q, PIRATE] += 1
    g.dur_n[q] += 1
    n = g.later_n[q]
    g.later_card[q, n] = PIRATE
    g.later_arg[q, n] = 0
    g.later_n[q] = n + 1
    emit(g, EV_PLAY, q, PIRATE, 1)


@njit(cache=True)
def run_gained(g, f):
    """Frame FX_GAINED: the questions gains left (zones.when_gained). First each gained
    Duration a Sailor may play (the current player's, in the order gained, while a Sailor
    play is unused and the card is still where it was gained), then each player's Pirates,
    the current player first: yes/no, one Pirate at a time, a no ends that player's.
    Prosperity's Watchtower and Royal Seal questions come before both (triggers.py)."""
    g.gain_wait = False
    if g.pros and gain_questions(g, f):
        return
    p = g.cur
    st = g.fx_stage[f]
    if st == 2:
        c = g.sail_card[0]
        w = g.sail_where[0]
        drop_sailed(g)
        if g.choice == 1:
            g.sailors -= 1
            sail_into_play(g, p, c, w)
            play_card(g, c)
            g.fx_stage[f] = 1
            return
    elif st == 3:
        q = g.fx_p[f]
        if g.choice == 1:
            g.pirates[q] -= 1
            if q == p:
                g.hand[p, PIRATE] -= 1
                g.hand_n[p] -= 1
                g.play[PIRATE] += 1
                g.play_n += 1
                play_card(g, PIRATE)
                g.fx_stage[f] = 1
                return
            pirate_out_of_turn(g, q)
        else:
            g.pirates[q] = 0
    while g.sail_n > 0:
        c = g.sail_card[0]
        if g.sailors > 0 and still_there(g, p, c, g.sail_where[0]):
            ask_option(g, f, 2, YESNO, p, 2, c)
            g.dec_src = SAILOR
            return
        drop_sailed(g)
    for k in range(g.n):
        q = (p + k) % g.n
        if g.pirates[q] > 0:
            if g.hand[q, PIRATE] == 0:
                g.pirates[q] = 0
                continue
            g.fx_p[f] = q
            ask_option(g, f, 3, YESNO, q, 2, PIRATE)
            g.dec_src = PIRATE
            return
    g.choice = g.fx_b[f]
    pop(g)


@njit(cache=True)
def drop_sailed(g):
    """The first gained Duration waiting for a Sailor is dealt with."""
    for i in range(g.sail_n - 1):
        g.sail_card[i] = g.sail_card[i + 1]
        g.sail_where[i] = g.sail_where[i + 1]
    g.sail_n -= 1


@njit(cache=True)
def gained_frame(g):
    """Called by the engine at a safe point: a question a gain left waits. The frame below
    may be about to resume with g.choice (NONE from a question nobody could answer): the
    frame keeps it and gives it back when done."""
    f = push(g, FX_GAINED, g.cur)
    g.fx_b[f] = g.choice
