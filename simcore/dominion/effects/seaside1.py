"""Seaside, 1st-edition-only cards (see effects/base.py for the frame protocol).

Rulings decided here (sources in tests/test_seaside_cards.py):
- Sea Hag: each victim discards the top card of its deck (shuffling if it must; nothing if
  it has no cards), then gains a Curse onto its deck (none if the Curses are gone).
- Explorer: the Province is revealed only if there is one in hand (asked as a yes/no); the
  Gold or Silver goes to the hand (nothing if its pile is empty).
- Pearl Diver: the bottom card is looked at only if the deck (after a shuffle if it is
  empty) has one; a one-card deck's bottom card is its top card: nothing is asked.
- Embargo trashes itself only if it is still in play. Its current text ("trash this to
  add an Embargo token") and FAQ: the token comes only with that trash, so a Throne Room's
  second play gives +$2 and no second token, Embargo being trashed once. `--edition 1`
  keeps the reading of the 2008 printing ("Trash this card. Put an Embargo token ...",
  two instructions each play carries out): a second token. The token goes on a pile with
  cards left (one on an empty pile would never act). A buy gains the Curses before the
  card bought; gaining without buying gains none.
- Navigator: with fewer than 5 cards (after a shuffle) it looks at what there is. Putting
  them back, each PICK puts the card chosen onto the deck: the last one is the top card.
- Pirate Ship: the attack's victims reveal in turn (Moat or a Lighthouse skips them); the
  Pirate Ship's player picks which revealed Treasure is trashed; one Coin token per play if
  any Treasure was trashed, however many. The coins mode gives +$1 per token.
- Ambassador: the revealed card may be any card in hand; copies go back only to a Supply
  pile it has (0 to 2, of those in hand, the revealed one included); then each other
  player, in turn, gains one (an Attack: Moat, Lighthouse protect), while the pile lasts.
- Ghost Ship: each victim with 4 or more cards in hand puts cards onto its deck, one at a
  time, its choice, until 3 are left.
"""
from numba import njit

from ..cards import (
    AMBASSADOR,
    BASIC,
    COLONY,
    COPPER,
    COST,
    CURSE,
    EMBARGO,
    EXPLORER,
    GHOST_SHIP,
    GOLD,
    NAVIGATOR,
    PEARL_DIVER,
    PIRATE_SHIP,
    PROVINCE,
    SEA_HAG,
    SILVER,
    TREASURE,
)
from ..choose import (
    BY_DECK,
    BY_HAND,
    ambassador_junk,
    best_revealed,
    can_spare,
    hand_money,
    pick,
)
from ..decisions import NO_LIMIT, ask, ask_hand, ask_option
from ..frames import next_victim, pop
from ..probe import has_plan, want
from ..state import (
    EV_CHOOSE,
    EV_RETURN,
    EV_REVEAL,
    EV_TOKEN,
    EV_TOPDECK,
    MODE,
    NONE,
    PICK,
    TOPDECK,
    YESNO,
    Z_REVEALED,
    Z_SUPPLY,
)
from ..values import COPPER_V, economy, keep_value
from ..zones import (
    TO_DECK,
    TO_DISCARD,
    TO_HAND,
    discard_revealed,
    distinct_revealed,
    emit,
    gain,
    hand_to_deck,
    log_revealed,
    pop_top,
    put_on_deck,
    rev_find,
    rev_remove,
    reveal_top_n,
    to_discard,
    trash_card,
    trash_from_play,
)

# Pirate Ship's options (MODE answers)
PIRATE_ATTACK, PIRATE_COINS = 0, 1

KINGDOM_FROM = len(BASIC)           # card ids from here on are kingdom cards


@njit(cache=True, inline="always")
def sea_hag(g, f):
    while next_victim(g, f):
        v = g.fx_p[f]
        c = pop_top(g, v)
        if c >= 0:
            to_discard(g, v, c)
        gain(g, v, CURSE, TO_DECK)
    pop(g)


@njit(cache=True, inline="always")
def explorer(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        if g.hand[p, PROVINCE] > 0:
            ask_option(g, f, 2, YESNO, p, 2, PROVINCE)
            return
        g.choice = 0
    if g.choice == 1:
        emit(g, EV_REVEAL, p, PROVINCE, 1)
        gain(g, p, GOLD, TO_HAND)
    else:
        gain(g, p, SILVER, TO_HAND)
    pop(g)


@njit(cache=True, inline="always")
def pearl_diver(g, f):
    """The bottom card is deck[p, 0]; putting it on top moves it to index deck_n - 1."""
    p = g.cur
    if g.fx_stage[f] == 1:
        if g.deck_n[p] == 0 and g.discard_n[p] > 0:
            c = pop_top(g, p)           # shuffles; the card goes straight back on top
            g.deck[p, g.deck_n[p]] = c
            g.deck_n[p] += 1
        if g.deck_n[p] < 2:
            pop(g)
            return
        ask_option(g, f, 2, YESNO, p, 2, g.deck[p, 0])
        return
    if g.choice == 1:
        n = g.deck_n[p]
        c = g.deck[p, 0]
        for i in range(n - 1):
            g.deck[p, i] = g.deck[p, i + 1]
        g.deck[p, n - 1] = c
        emit(g, EV_TOPDECK, p, c, 1)
    pop(g)


@njit(cache=True, inline="always")
def ghost_ship(g, f):
    if g.fx_stage[f] == 3:
        hand_to_deck(g, g.fx_p[f], g.choice)
    elif not next_victim(g, f):
        pop(g)
        return
    while True:
        v = g.fx_p[f]
        if g.hand_n[v] > 3:
            ask_hand(g, f, 3, TOPDECK, v, 0, False, g.hand_n[v] - 3)
            return
        if not next_victim(g, f):
            pop(g)
            return


@njit(cache=True, inline="always")
def embargo(g, f):
    """Trash this (if still in play), then a token on a Supply pile: only for the trash but
    in the 1st edition (an empty pile's token would never act, so the pile asked for is one
    with cards)."""
    p = g.cur
    if g.fx_stage[f] == 1:
        if g.play[EMBARGO] > 0:
            trash_from_play(g, p, EMBARGO)
        elif g.edition != 1:            # already trashed (a Throne Room's second play)
            pop(g)
            return
        ask(g, f, 2, PICK, p, Z_SUPPLY, 0, 0, NO_LIMIT, False, 1)
        return
    if g.choice != NONE:
        g.embargo[g.choice] += 1
        emit(g, EV_TOKEN, p, g.choice, 0)
    pop(g)


@njit(cache=True, inline="always")
def navigator(g, f):
    """The top 5 cards wait in the revealed buffer. YESNO: discard them all; else PICKs put
    them back one at a time, the last one picked on top."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        reveal_top_n(g, p, 5)
        if g.rev_n == 0:
            pop(g)
            return
        ask_option(g, f, 2, YESNO, p, 2, NONE)
        return
    if st == 2 and g.choice == 1:
        discard_revealed(g, p)
        pop(g)
        return
    if st == 3:
        put_on_deck(g, p, rev_remove(g, rev_find(g, g.choice)))
    if g.rev_n == 1:
        put_on_deck(g, p, g.rev[0])
        g.rev_n = 0
        pop(g)
        return
    if not distinct_revealed(g):        # all alike: the order does not matter
        for i in range(g.rev_n):
            put_on_deck(g, p, g.rev[i])
        g.rev_n = 0
        pop(g)
        return
    ask(g, f, 3, PICK, p, Z_REVEALED, 0, 0, NO_LIMIT, False, g.rev_n - 1)


@njit(cache=True, inline="always")
def pirate_ship(g, f):
    """MODE: PIRATE_ATTACK or PIRATE_COINS. The attack: each victim in turn reveals 2; the
    Pirate Ship's player picks the Treasure trashed; the
    rest is discarded; fx_a: a Treasure was trashed (one Coin token at the end)."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask_option(g, f, 2, MODE, p, 2, NONE)
        return
    if st == 2:
        emit(g, EV_CHOOSE, p, PIRATE_SHIP, g.choice)
        if g.choice == PIRATE_COINS:
            g.coins += g.pirate_coins[p]
            pop(g)
            return
    elif st == 4:
        v = g.fx_p[f]
        trash_card(g, v, rev_remove(g, rev_find(g, g.choice)))
        g.fx_a[f] = 1
        discard_revealed(g, v)
    while next_victim(g, f):
        v = g.fx_p[f]
        reveal_top_n(g, v, 2)
        log_revealed(g, v)
        ask(g, f, 4, PICK, p, Z_REVEALED, TREASURE, 0, NO_LIMIT, False, 1)
        if g.dec != 0:
            return
        discard_revealed(g, v)
    if g.fx_a[f]:
        g.pirate_coins[p] += 1
    pop(g)


@njit(cache=True, inline="always")
def ambassador(g, f):
    """PICK a card from the hand to reveal; MODE how many copies (0..min(2, in hand)) go
    back to its pile; then each other player in turn gains one (fx_a: the card)."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask_hand(g, f, 2, PICK, p, 0, False, 1)
        if g.dec == 0:                  # an empty hand: nothing revealed, nothing happens
            pop(g)
        return
    if st == 2:
        c = g.choice
        emit(g, EV_REVEAL, p, c, 1)
        g.fx_a[f] = c
        k = g.hand[p, c]
        if not g.in_supply[c]:
            k = 0                       # no pile to return it to
        ask_option(g, f, 3, MODE, p, (2 if k > 2 else k) + 1, c)
        return
    c = g.fx_a[f]
    if st == 3:
        for _ in range(g.choice):
            return_to_supply(g, p, c)
    while next_victim(g, f):
        gain(g, g.fx_p[f], c, TO_DISCARD)
    pop(g)


@njit(cache=True, inline="always")
def return_to_supply(g, p, c):
    """A c from p's hand goes back to its Supply pile (not trashed: the pile grows)."""
    g.hand[p, c] -= 1
    g.hand_n[p] -= 1
    g.owned[p, c] -= 1
    if g.supply[c] == 0:
        g.empty_piles -= 1
        if c == COLONY:                 # a Colony back: its pile no longer ends the game
            g.empty_to_end = 4 if g.n >= 5 else 3
    g.supply[c] += 1
    emit(g, EV_RETURN, p, c, 1)


@njit(cache=True)
def seaside1_effect(g, f, c):
    if c == SEA_HAG:
        sea_hag(g, f)
    elif c == EXPLORER:
        explorer(g, f)
    elif c == PEARL_DIVER:
        pearl_diver(g, f)
    elif c == GHOST_SHIP:
        ghost_ship(g, f)
    elif c == EMBARGO:
        embargo(g, f)
    elif c == NAVIGATOR:
        navigator(g, f)
    elif c == PIRATE_SHIP:
        pirate_ship(g, f)
    elif c == AMBASSADOR:
        ambassador(g, f)
    else:
        pop(g)


@njit(cache=True)
def seaside1_default(g):
    """Card-specific defaults of the 1st-edition Seaside cards; -2: the generic rule."""
    if g.dec_src == PEARL_DIVER:        # on top if worth drawing: at least a Copper
        return 1 if keep_value(g.dec_card) >= COPPER_V else 0
    if g.dec_src == EMBARGO:
        return embargo_pile(g, g.dec_p)
    if g.dec_src == NAVIGATOR:
        if g.dec == YESNO:              # discard the 5 when worth less than the deck's average
            return navigator_discards(g, g.dec_p)
        return pick(g, BY_HAND, False)  # the worst first: the best ends on top
    if g.dec_src == PIRATE_SHIP:
        if g.dec == MODE:
            return PIRATE_COINS if g.pirate_coins[g.dec_p] >= 3 else PIRATE_ATTACK
        return best_revealed(g)
    if g.dec_src == AMBASSADOR:
        if g.dec == PICK:
            return ambassador_card(g, g.dec_p)
        return ambassador_copies(g, g.dec_p)
    return -2


@njit(cache=True, inline="always")
def ambassador_copies(g, p):
    """How many copies of the revealed card go back (dec_hi: the most it may): as many as
    it may of a card the deck can spare (none of another, revealed by a Throne Room's second
    play), but Coppers, a money deck's buying power, only with p's plan and only while each
    loss keeps this turn's buy and the deck its floor of money (DominionSim's rule; never a
    Copper without the plan: bm-ambassador +0.17 against as many as it may)."""
    if g.dec_card != COPPER:            # none of a card the deck cannot spare
        return g.dec_hi if can_spare(g, p, g.dec_card) else 0
    if not has_plan(g, p):
        return 0
    m = hand_money(g, p)
    now = want(g, p, m)
    n = 0
    while (n < g.dec_hi and want(g, p, m - n - 1) == now
           and economy(g, p) - n - 1 >= g.trash_floor[p]):
        n += 1
    return n


@njit(cache=True, inline="always")
def navigator_discards(g, p):
    """1 (discard them) when the looked-at cards' keep value is below the average of every
    card p owns (the Chancellor's rule)."""
    seen = 0
    for i in range(g.rev_n):
        seen += keep_value(g.rev[i])
    total = 0
    n = 0
    for j in range(g.ncards):
        c = g.cards[j]
        total += keep_value(c) * g.owned[p, c]
        n += g.owned[p, c]
    return 1 if n > 0 and seen * n < total * g.rev_n else 0


@njit(cache=True, inline="always")
def ambassador_card(g, p):
    """The card to give away: the least valued one the deck can spare (ambassador_junk: a
    Curse, an Estate, a Copper), else (a Throne Room's second play) the hand's least
    valuable card."""
    c = ambassador_junk(g, p)
    return c if c != NONE else pick(g, BY_DECK, False)


@njit(cache=True, inline="always")
def embargo_pile(g, p):
    """The kingdom pile the other players own most of and p owns none of (ties: the
    costlier); with none, the Provinces (everyone's goal: +0.075 for bm-embargo against the
    Curses, which cost nobody anything), else the Curses, else the first pile left."""
    best = NONE
    best_n = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if c < KINGDOM_FROM or g.supply[c] <= 0 or g.owned[p, c] > 0:
            continue
        n = 0
        for q in range(g.n):
            if q != p:
                n += g.owned[q, c]
        if n > best_n or (n == best_n and n > 0 and COST[c] > COST[best]):
            best = c
            best_n = n
    if best != NONE:
        return best
    if g.supply[PROVINCE] > 0:
        return PROVINCE
    if g.supply[CURSE] > 0:
        return CURSE
    for j in range(g.ncards):
        if g.supply[g.cards[j]] > 0:
            return g.cards[j]
    return NONE


DEFAULTS = {
    "Sea Hag": "No choices.",
    "Navigator": "Discards the 5 cards when they are worth less on average (keep value) than "
                 "the cards it owns; else puts them back, the best on top.",
    "Pirate Ship": "Attacks until it has 3 Coin tokens, then takes the coins; trashes the "
                   "victim's best Treasure (Gold before Silver before Copper).",
    "Ambassador": "Played only with junk to give away (a Curse, an Estate or Copper the "
                  "deck can spare, an Estate its buy rules do not take), the worst first; "
                  "returns as many copies as it may, but Coppers only while each loss keeps "
                  "this turn's buy and the deck's money floor (the plan probe; none without "
                  "one) and none of a card the deck cannot spare.",
    "Embargo": "Puts the token on the kingdom pile the other players own most of and it owns "
               "none of; with no such pile, on the Provinces.",
    "Explorer": "Always reveals a Province when it has one (Gold instead of Silver).",
    "Pearl Diver": "Puts the bottom card on top when it is worth drawing: at least a Copper "
                   "(never a Victory card or Curse).",
    "Ghost Ship": "A victim puts back its least useful cards this turn (as for Militia's "
                  "discards).",
}
