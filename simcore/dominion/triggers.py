"""Prosperity's buy and gain triggers, made once for every card that reacts to a buy or a gain
while it is in play or in hand. The engine calls in here only when `g.pros` is set (setup: the
Supply has one of TRIGGER_CARDS), so a game without them costs one test per buy and nothing
per gain (zones.gain tests it only behind Seaside's `g.sea`, which every Prosperity game
has: its cards come after Seaside's).

- At the start of a turn (`start`): Clerk may be played from the hand.
- On buy (`bought`, engine.step's Buy, once the bought card is gained, so the last card of a
  pile goes to its buyer and a copy comes only while the pile lasts): each Goons in play
  gives +1 VP token; a Victory card bought gains a Gold per Hoard (1st edition: each Hoard in
  play; 2nd: each Hoard played this turn, trashed since or not: g.hoards_gone); a card that
  is not a Victory card and costs $4 or less now gains a copy per Talisman in play;
  1st-edition Mint trashes every Treasure in play.
- On gain (zones.prosperity_gained, zones.gain): 2nd-edition Mint trashes the Treasures in
  play; the first gain from a Victory pile moves its Trade Route token to the mat
  (g.route_token, g.route_mat); a gain that a Watchtower in the gainer's hand or a Royal Seal
  in play may act on waits in g.gq_* for its question, asked here (`gain_questions`) from
  Seaside's FX_GAINED frame (durations.run_gained) once the gaining step is done. Tiara's
  "this turn, when you gain a card, you may put it onto your deck" asks the same question
  (g.tiaras: Tiaras played this turn, in play or not; one question a gain however many);
  each Collection played this turn gives +1 VP token per Action card its player gains
  (g.collections).
"""
from numba import njit

from .cards import (
    CLERK,
    COLLECTION,
    GOLD,
    GOONS,
    HOARD,
    MINT,
    ROYAL_SEAL,
    TALISMAN,
    TIARA,
    TRADE_ROUTE,
    TYPES,
    VICTORY,
    WATCHTOWER,
)
from .decisions import ask_option
from .frames import FX_START, hand_to_play, play_card, pop, push
from .state import EV_TOPDECK, EV_VP, MODE, NONE, YESNO
from .zones import (
    BY_NONE,
    BY_SEAL,
    TO_DISCARD,
    cost,
    emit,
    gain,
    leave_gained,
    put_on_deck,
    still_there,
    trash_card,
    trash_treasures_in_play,
)

TRIGGER_CARDS = (HOARD, MINT, TALISMAN, ROYAL_SEAL, GOONS, WATCHTOWER, TRADE_ROUTE, CLERK,
                 TIARA, COLLECTION)
assert min(TRIGGER_CARDS) == WATCHTOWER     # uses_triggers' first test
# Watchtower's options (a MODE about the gained card)
WATCH_NO, WATCH_TRASH, WATCH_DECK = 0, 1, 2


@njit(cache=True)
def uses_triggers(cards, n):
    """Does the Supply have a trigger card? (One compare a card in a game without Prosperity:
    Watchtower is its first card.)"""
    for j in range(n):
        c = cards[j]
        if c >= WATCHTOWER:
            for t in TRIGGER_CARDS:
                if c == t:
                    return True
    return False


@njit(cache=True)
def clear(g):
    """Forget the previous game's tokens and waiting gains (it used g.cards)."""
    for j in range(g.ncards):
        g.route_token[g.cards[j]] = 0
    g.route_mat = 0
    g.gq_n = 0
    g.hoards_gone = 0
    g.tiaras = 0
    g.collections = 0


@njit(cache=True)
def setup_tokens(g):
    """Trade Route's setup: a token on each Victory card Supply pile."""
    if g.in_supply[TRADE_ROUTE]:
        for j in range(g.ncards):
            c = g.cards[j]
            if TYPES[c] & VICTORY:
                g.route_token[c] = 1


@njit(cache=True)
def start(g):
    """The start of the current player's turn: 2nd-edition Hoard's count, Tiara's and
    Collection's start afresh, and a Clerk in the hand may be played (a frame FX_START,
    pushed after Seaside's start: it runs before the Durations' effects)."""
    g.hoards_gone = 0
    g.tiaras = 0
    g.collections = 0
    if g.hand[g.cur, CLERK] > 0:
        push(g, FX_START, g.cur)


@njit(cache=True)
def run_start(g, f):
    """Frame FX_START: yes/no for each Clerk in the hand, one at a time: play it (no Action
    used); a no ends it."""
    p = g.fx_p[f]
    if g.fx_stage[f] == 2:
        if g.choice != 1:
            pop(g)
            return
        g.fx_stage[f] = 1
        hand_to_play(g, CLERK)
        play_card(g, CLERK)
        return
    if g.hand[p, CLERK] > 0:
        ask_option(g, f, 2, YESNO, p, 2, CLERK)
        g.dec_src = CLERK
        return
    pop(g)


@njit(cache=True)
def bought(g, c):
    """The current player bought c, and has gained it."""
    p = g.cur
    k = g.play[GOONS]
    if k > 0:
        g.vp_tokens[p] += k
        emit(g, EV_VP, p, NONE, k)
    if TYPES[c] & VICTORY:
        k = g.play[HOARD] + (g.hoards_gone if g.edition != 1 else 0)
        for _ in range(k):
            gain(g, p, GOLD, TO_DISCARD)
    elif cost(g, c) <= 4:
        for _ in range(g.play[TALISMAN]):
            gain(g, p, c, TO_DISCARD)
    if c == MINT and g.edition == 1:
        trash_treasures_in_play(g, p)


@njit(cache=True)
def drop_front(g, f):
    """The first waiting gain is dealt with (fx_a: its Watchtower was asked)."""
    for i in range(g.gq_n - 1):
        g.gq_p[i] = g.gq_p[i + 1]
        g.gq_card[i] = g.gq_card[i + 1]
        g.gq_where[i] = g.gq_where[i + 1]
        g.gq_seal[i] = g.gq_seal[i + 1]
    g.gq_n -= 1
    g.fx_a[f] = 0


@njit(cache=True)
def gain_questions(g, f):
    """In frame FX_GAINED f: each waiting gain in the order gained, while the card is still
    where it was gained: a Watchtower in the gainer's hand first (MODE: WATCH_NO, WATCH_TRASH,
    WATCH_DECK; stage 4), then, not revealed, a Royal Seal that was in play or a Tiara played
    this turn (yes/no: onto the deck; stage 5, asked by the card). True: a question is
    pending."""
    st = g.fx_stage[f]
    if st == 4 or st == 5:
        g.fx_stage[f] = 1
        p = g.gq_p[0]
        c = g.gq_card[0]
        a = g.choice
        if st == 4 and a == WATCH_NO:
            pass                        # Royal Seal's question may follow
        elif (st == 4 and a == WATCH_DECK) or (st == 5 and a == 1):
            leave_gained(g, p, c, g.gq_where[0])
            put_on_deck(g, p, c)
            emit(g, EV_TOPDECK, p, c, 1)
            drop_front(g, f)
        elif st == 4:
            leave_gained(g, p, c, g.gq_where[0])
            trash_card(g, p, c)
            drop_front(g, f)
        else:
            drop_front(g, f)
    while g.gq_n > 0:
        p = g.gq_p[0]
        c = g.gq_card[0]
        if still_there(g, p, c, g.gq_where[0]):
            if g.fx_a[f] == 0 and g.hand[p, WATCHTOWER] > 0:
                g.fx_a[f] = 1
                ask_option(g, f, 4, MODE, p, 3, c)
                g.dec_src = WATCHTOWER
                return True
            if g.gq_seal[0] != BY_NONE:
                ask_option(g, f, 5, YESNO, p, 2, c)
                g.dec_src = ROYAL_SEAL if g.gq_seal[0] == BY_SEAL else TIARA
                return True
        drop_front(g, f)
    return False
