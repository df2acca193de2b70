"""Moving cards between zones. Every move of a card goes through here, so conservation and
ownership counts hold by construction. `g` is one game's state record."""
import numpy as np
from numba import boolean as b1
from numba import int64 as i8
from numba import njit, void

from ..rng import below, next_u64
from .cards import (
    ACTION,
    BLOCKADE,
    COLONY,
    CURSE,
    DURATION,
    HOARD,
    MINT,
    PIRATE,
    ROYAL_SEAL,
    TREASURE,
    TYPES,
    WATCHTOWER,
)
from .state import (
    EV_DISCARD,
    EV_DRAW,
    EV_GAIN,
    EV_PASS,
    EV_REVEAL,
    EV_SHUFFLE,
    EV_TOHAND,
    EV_TOKEN,
    EV_TOPDECK,
    EV_TRASH,
    EV_VP,
    GQ,
    LOG,
    MAT_BLOCKADE,
    NONE,
    RECORD,
    SAILED,
    SLACK,
)

_U0, _U1 = np.uint64(0), np.uint64(1)
# who offers a waiting gain's "onto your deck" (g.gq_seal; triggers.gain_questions asks): none,
# a Royal Seal in play, a Tiara played this turn (without a Royal Seal in play)
BY_NONE, BY_SEAL, BY_TIARA = 0, 1, 2


@njit(void(RECORD, i8, i8, i8, i8), cache=True)
def emit(g, kind, p, card, amount):
    """Record an event for readable logs (no-op unless logging is on)."""
    if g.log_on and g.log_n < LOG:
        i = g.log_n
        g.log[i, 0] = kind
        g.log[i, 1] = p
        g.log[i, 2] = card
        g.log[i, 3] = amount
        g.log_n = i + 1


@njit(cache=True, inline="always")
def cost(g, c):
    """What card c costs now: Bridge lowers every cost (g.cost_cut), Quarry and Peddler some
    cards' (g.costs, the printed costs in other games); the cuts add up, and no cost goes
    below 0."""
    k = g.costs[c] - g.cost_cut
    return k if k > 0 else 0


@njit(cache=True)
def shuffle(g, p):
    """The discard pile becomes the deck, shuffled, under what is left of the deck.
    (Indices into the deck are unsigned: with a signed index numba wraps negative ones
    around, and LLVM then vectorised the discard pile's layout into per-lane stores that
    cost more than the shuffle itself, measured with benchmarks.instructions.)"""
    m = g.discard_n[p]
    if m == 0:
        return
    r = g.deck_n[p]
    deck = g.deck[p]
    um = np.uint64(m)
    # The new cards are laid out SLACK (8) copies of a card at a time, then the next card
    # from where its count ends: one 8-byte store where a loop of the count was a call to
    # memset that mispredicted in 2 calls of 3 (benchmarks.instructions --branches). The
    # cards left in the deck wait SLACK places above the new ones, out of the way of the
    # last copies (the deck's rows have that room), and then come down onto them.
    up = um + np.uint64(SLACK)
    for i in range(r - 1, -1, -1):
        deck[np.uint64(i) + up] = deck[np.uint64(i)]
    k = _U0
    for j in range(g.ncards):
        if k == um:             # every card laid out: the rest of the Supply's are not there
            break
        c = np.uint64(g.cards[j])
        cnt = g.discard[p, c]
        if cnt > 0:
            v = np.uint8(c)
            for i in range(SLACK):
                deck[k + np.uint64(i)] = v
            for i in range(SLACK, cnt):         # more than 8 of a card: rare
                deck[k + np.uint64(i)] = v
            k += np.uint64(cnt)
            g.discard[p, c] = 0
    for i in range(r):
        deck[np.uint64(i) + um] = deck[np.uint64(i) + up]
    g.discard_n[p] = 0
    rng = g.rng             # in a register: written through g, every swap would store it
    i = um - _U1
    while i > _U0:                       # Fisher-Yates over the new part
        rng, x = next_u64(rng)
        j = below(x, i + _U1)
        t = deck[i]
        deck[i] = deck[j]
        deck[j] = t
        i -= _U1
    g.rng = rng
    g.deck_n[p] = r + m
    emit(g, EV_SHUFFLE, p, NONE, m)


@njit(cache=True, inline="always")
def ensure(g, p, k):
    """Shuffle if fewer than k cards are in the deck and any are in the discard pile
    (rules: shuffle when you need a card from an empty deck; for a 'look at 2' with one card
    left, the shuffled cards go under it)."""
    if g.deck_n[p] < k and g.discard_n[p] > 0:
        shuffle(g, p)


@njit(cache=True)
def pop_top(g, p):
    """Take the top card of p's deck (shuffling if needed); NONE if there is none."""
    if g.deck_n[p] == 0:
        shuffle(g, p)
        if g.deck_n[p] == 0:
            return NONE
    n = g.deck_n[p] - 1
    g.deck_n[p] = n
    if g.known_top[p] > 0:
        g.known_top[p] -= 1
    return np.int64(g.deck[p, n])


@njit(i8(RECORD, i8, i8), cache=True)
def draw(g, p, k):
    """p draws k cards; returns how many were drawn. (What pop_top does card by card, but
    the cards between two shuffles in one go: card by card, each store to the hand through
    g made the deck's count be loaded again.)"""
    got = 0
    while got < k:
        n = g.deck_n[p]
        if n == 0:
            shuffle(g, p)
            n = g.deck_n[p]
            if n == 0:
                break
        take = min(k - got, n)
        hand = g.hand[p]
        top = np.uint64(n)      # unsigned: numba's wrap-around of negative indices is skipped
        for i in range(take):
            top -= _U1
            hand[np.uint64(g.deck[p, top])] += 1
        if g.log_on:            # one event per card: the log shows its owner what came
            for i in range(take):
                emit(g, EV_DRAW, p, np.int64(g.deck[p, n - 1 - i]), 1)
        g.deck_n[p] = n - take
        g.hand_n[p] += take
        if g.known_top[p] > 0:      # written only then, as pop_top does
            g.known_top[p] = max(g.known_top[p] - take, 0)
        got += take
    return got


@njit(void(RECORD, i8, i8), cache=True)
def put_on_deck(g, p, c):
    n = g.deck_n[p]
    g.deck[p, n] = c
    g.deck_n[p] = n + 1
    g.known_top[p] += 1


@njit(cache=True)
def hand_to_deck(g, p, c):
    g.hand[p, c] -= 1
    g.hand_n[p] -= 1
    put_on_deck(g, p, c)
    emit(g, EV_TOPDECK, p, c, 1)


@njit(cache=True)
def hand_to_discard(g, p, c):
    g.hand[p, c] -= 1
    g.hand_n[p] -= 1
    g.discard[p, c] += 1
    g.discard_n[p] += 1
    emit(g, EV_DISCARD, p, c, 1)


@njit(cache=True)
def to_discard(g, p, c):
    """A card not in any zone (revealed, set aside, looked at) goes to p's discard pile."""
    g.discard[p, c] += 1
    g.discard_n[p] += 1
    emit(g, EV_DISCARD, p, c, 1)


@njit(cache=True)
def to_hand(g, p, c):
    """A card not in any zone (revealed) goes to p's hand."""
    g.hand[p, c] += 1
    g.hand_n[p] += 1
    emit(g, EV_TOHAND, p, c, 1)


# where a trashed card came from (the amount of an EV_TRASH event; a gained card's source is
# in the EV_GAIN amount as where + FROM_TRASH)
FROM_ELSEWHERE, FROM_HAND, FROM_SUPPLY, FROM_PLAY, FROM_TRASH = 0, 1, 2, 3, 8


@njit(cache=True)
def trash_card(g, p, c):
    """A card of p's that has already left its zone goes to the trash."""
    g.trash[c] += 1
    g.owned[p, c] -= 1
    emit(g, EV_TRASH, p, c, FROM_ELSEWHERE)


@njit(cache=True)
def trash_from_hand(g, p, c):
    g.hand[p, c] -= 1
    g.hand_n[p] -= 1
    g.trash[c] += 1
    g.owned[p, c] -= 1
    emit(g, EV_TRASH, p, c, FROM_HAND)


@njit(cache=True, inline="always")
def left_in_supply(g, c):
    """Is card c (a card id) one of this game's piles, with a card left?"""
    return g.in_supply[c] != 0 and g.supply[c] > 0


# g.in_supply[c]: 0 not a pile of this game; IN_SUPPLY a pile; NOT_BOUGHT a pile whose card
# was named for a Contraband this turn (naming.py): nonzero either way, so every test of
# "a pile of the game" reads it as before, and a buy's check (buyable) at the same cost
IN_SUPPLY, NOT_BOUGHT = 1, 3


@njit(cache=True, inline="always")
def buyable(g, c):
    """left_in_supply, and not named for a Contraband this turn (engine.step's buy check)."""
    return g.in_supply[c] == IN_SUPPLY and g.supply[c] > 0


@njit(b1(RECORD, i8), cache=True)
def take_from_supply(g, c):
    """Remove one c from the Supply; False if the pile is empty."""
    if c < 0 or not left_in_supply(g, c):
        return False
    g.supply[c] -= 1
    if g.supply[c] == 0:
        g.empty_piles += 1
        if c == COLONY:             # the Colonies gone: the game ends after this turn
            g.empty_to_end = 0      # (engine.cleanup; nothing to check in other games)
    return True


# where a gained card goes
TO_DISCARD, TO_HAND, TO_DECK = 0, 1, 2
# the amount of an EV_TOKEN event: an Embargo token placed, a Curse for one, the Trade Route
# token of a pile moved to the mat
TOKEN_EMBARGO, TOKEN_CURSE, TOKEN_TO_ROUTE = 0, 1, 2


@njit(cache=True)
def prosperity_gained(g, p, c, where):
    """Prosperity's when-gain effects of p gaining c (games with its trigger cards, g.pros):
    2nd-edition Mint trashes the Treasures p has in play (1st edition: when bought,
    triggers.bought); an Action card gained on p's turn gives +1 VP token per Collection
    played this turn; a gain that a Watchtower in p's hand, a Royal Seal p has in play or a
    Tiara p played this turn may act on waits for its question (triggers.gain_questions,
    asked from FX_GAINED as Seaside's Sailor is: not here, in the middle of another card's
    effect)."""
    seal = BY_NONE
    if p == g.cur:
        if c == MINT and g.edition != 1:
            trash_treasures_in_play(g, p)
        if g.play[ROYAL_SEAL] > 0:
            seal = BY_SEAL
        elif g.tiaras > 0:
            seal = BY_TIARA
        if g.collections > 0 and TYPES[c] & ACTION:
            g.vp_tokens[p] += g.collections
            emit(g, EV_VP, p, NONE, g.collections)
    if (seal != BY_NONE or g.hand[p, WATCHTOWER] > 0) and g.gq_n < GQ:
        i = g.gq_n
        g.gq_p[i] = p
        g.gq_card[i] = c
        g.gq_where[i] = where
        g.gq_seal[i] = seal
        g.gq_n = i + 1
        g.gain_wait = True


@njit(cache=True)
def trash_treasures_in_play(g, p):
    """Mint: every Treasure p (the current player) has in play is trashed (the card table has
    no Duration Treasure, which the 2nd edition would keep). A Hoard trashed keeps the
    2nd-edition effect it had when played (g.hoards_gone)."""
    for j in range(g.treasures_n):
        c = g.treasure_ids[j]
        k = g.play[c]
        if k > 0 and not TYPES[c] & DURATION:
            if c == HOARD:
                g.hoards_gone += k
            g.play[c] = 0
            g.play_n -= k
            g.trash[c] += k
            g.owned[p, c] -= k
            for _ in range(k):
                emit(g, EV_TRASH, p, c, FROM_PLAY)


@njit(cache=True)
def when_gained(g, p, c, where):
    """Seaside's when-gain effects of p gaining c (its games only): the record of p's own
    turn's gains (Smugglers), the Monkeys of the player to p's left draw, a Sailor's and the
    Pirates' questions wait for FX_GAINED (durations.py: a frame cannot be asked for here,
    in the middle of another card's effect), and each Blockade of another player's that set
    aside a copy of c gives p a Curse on p's own turn, whose gain has these effects too."""
    curses = 0
    while True:
        if g.pros:
            prosperity_gained(g, p, c, where)
        if p == g.cur:
            if g.edition != 1:          # 1st-edition Smugglers: bought (durations.bought)
                g.last_gains[p, c] = 1
            if g.sailors > 0 and TYPES[c] & DURATION and g.sail_n < SAILED:
                g.sail_card[g.sail_n] = c
                g.sail_where[g.sail_n] = where
                g.sail_n += 1
                g.gain_wait = True
            curses += blockaded(g, p, c)
        r = (p + 1) % g.n               # p is the player to r's right
        if g.monkeys[r] > 0:
            draw(g, r, g.monkeys[r])
        if g.types[c] & TREASURE:       # this game's types: a Curse with Charlatan
            for q in range(g.n):
                if g.hand[q, PIRATE] > 0:
                    g.pirates[q] += g.hand[q, PIRATE]
                    g.gain_wait = True
        if curses == 0 or not take_from_supply(g, CURSE):
            return
        curses -= 1
        c = CURSE
        where = TO_DISCARD
        g.owned[p, c] += 1
        g.discard[p, c] += 1
        g.discard_n[p] += 1
        emit(g, EV_GAIN, p, c, where)


@njit(cache=True)
def blockaded(g, p, c):
    """The Curses p gains for gaining c on p's turn: one per Blockade of another player's
    whose set-aside card is a c still on its mat, unless p was immune to that Blockade
    (its start-of-turn entry's argument: the card + 256 * the immune players' bits)."""
    k = 0
    for q in range(g.n):
        m = g.mat[q, MAT_BLOCKADE, c]
        if q == p or m == 0:
            continue
        hits = 0
        for i in range(g.later_n[q]):
            a = g.later_arg[q, i]
            if g.later_card[q, i] == BLOCKADE and a % 256 == c and (a >> 8 >> p) & 1 == 0:
                hits += 1
        k += min(hits, m)
    return k


@njit(b1(RECORD, i8, i8, i8), cache=True)
def gain(g, p, c, where):
    """p gains c from the Supply to `where`; False if none was left."""
    if not take_from_supply(g, c):
        return False
    g.owned[p, c] += 1
    if where == TO_HAND:
        g.hand[p, c] += 1
        g.hand_n[p] += 1
    elif where == TO_DECK:
        put_on_deck(g, p, c)
    else:
        g.discard[p, c] += 1
        g.discard_n[p] += 1
    emit(g, EV_GAIN, p, c, where)
    if g.sea:                   # Prosperity's cards are past Seaside's: pros implies sea
        if g.pros and g.route_token[c]:
            g.route_token[c] = 0        # the first gain from a Victory pile: its token
            g.route_mat += 1            # moves to the Trade Route mat
            emit(g, EV_TOKEN, p, c, TOKEN_TO_ROUTE)
        when_gained(g, p, c, where)
    return True


@njit(cache=True)
def still_there(g, p, c, where):
    """Is a c still where p gained it (the discard pile, the hand, the deck top, or set aside
    by a Blockade: durations.AT_BLOCKADE)?"""
    if where == TO_DISCARD:
        return g.discard[p, c] > 0
    if where == TO_HAND:
        return g.hand[p, c] > 0
    if where == TO_DECK:
        return g.deck_n[p] > 0 and g.deck[p, g.deck_n[p] - 1] == c
    return g.mat[p, MAT_BLOCKADE, c] > 0


@njit(cache=True)
def leave_gained(g, p, c, where):
    """The gained c (still_there) leaves where it was gained, to no zone yet."""
    if where == TO_DISCARD:
        g.discard[p, c] -= 1
        g.discard_n[p] -= 1
    elif where == TO_HAND:
        g.hand[p, c] -= 1
        g.hand_n[p] -= 1
    elif where == TO_DECK:              # still_there: c is the top card (pop_top keeps the
        pop_top(g, p)                   # count of known top cards, which includes it)
    else:
        g.mat[p, MAT_BLOCKADE, c] -= 1
        g.mat_n[p, MAT_BLOCKADE] -= 1


@njit(cache=True)
def discard_hand(g, p):
    for j in range(g.ncards):
        c = g.cards[j]
        if g.log_on and g.hand[p, c] > 0:
            emit(g, EV_DISCARD, p, c, g.hand[p, c])
        g.discard[p, c] += g.hand[p, c]
        g.hand[p, c] = 0
    g.discard_n[p] += g.hand_n[p]
    g.hand_n[p] = 0


@njit(cache=True)
def has_type_in_hand(g, p, types):
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] > 0 and (TYPES[c] & types) != 0:
            return True
    return False


@njit(cache=True)
def reveal_top(g, p):
    """Move the top card of p's deck into the revealed buffer; False if there is none."""
    c = pop_top(g, p)
    if c == NONE:
        return False
    g.rev[g.rev_n] = c
    g.rev_n += 1
    g.rev_p = p
    return True


@njit(cache=True)
def reveal_top_n(g, p, n):
    """The revealed buffer becomes the top n cards of p's deck (fewer if deck and discard pile
    run out), shuffling first if the deck holds fewer. Logs nothing: Sentry only looks, and
    the cards that reveal log each card where their rules place it."""
    g.rev_n = 0
    ensure(g, p, n)
    for _ in range(n):
        if not reveal_top(g, p):
            break


@njit(cache=True)
def rev_remove(g, i):
    """Take the i-th revealed card out of the buffer (keeping the order of the rest)."""
    c = g.rev[i]
    for j in range(i, g.rev_n - 1):
        g.rev[j] = g.rev[j + 1]
    g.rev_n -= 1
    return c


@njit(cache=True)
def rev_find(g, c):
    for i in range(g.rev_n):
        if g.rev[i] == c:
            return i
    return -1


@njit(cache=True)
def distinct_revealed(g):
    """Are there two different cards in the revealed buffer?"""
    for i in range(1, g.rev_n):
        if g.rev[i] != g.rev[0]:
            return True
    return False


@njit(cache=True)
def log_revealed(g, p):
    """Log each revealed card of p's, top card first."""
    for i in range(g.rev_n):
        emit(g, EV_REVEAL, p, g.rev[i], 1)


@njit(cache=True)
def discard_revealed(g, p):
    """The revealed cards go to p's discard pile."""
    for i in range(g.rev_n):
        to_discard(g, p, g.rev[i])
    g.rev_n = 0


@njit(cache=True)
def take_revealed(g, p, types):
    """Log the revealed cards top first; each of `types` goes to p's hand as it is logged,
    the rest stay revealed in their order (Scout, Patrol)."""
    i = 0
    while i < g.rev_n:
        c = g.rev[i]
        emit(g, EV_REVEAL, p, c, 1)
        if TYPES[c] & types:
            rev_remove(g, i)
            to_hand(g, p, c)
        else:
            i += 1


# --- moves Intrigue needs (Lurker, Masquerade, Secret Passage) ---------------------------------

@njit(cache=True)
def trash_from_supply(g, p, c):
    """p trashes one c from the Supply (nobody owned it); False if the pile is empty."""
    if not take_from_supply(g, c):
        return False
    g.trash[c] += 1
    emit(g, EV_TRASH, p, c, FROM_SUPPLY)
    return True


@njit(cache=True)
def gain_from_trash(g, p, c):
    """p gains one c from the trash, to the discard pile; False if there is none."""
    if c < 0 or g.trash[c] <= 0:
        return False
    g.trash[c] -= 1
    g.owned[p, c] += 1
    g.discard[p, c] += 1
    g.discard_n[p] += 1
    emit(g, EV_GAIN, p, c, TO_DISCARD + FROM_TRASH)
    if g.sea:
        when_gained(g, p, c, TO_DISCARD)
    return True


@njit(cache=True)
def pass_card(g, p, q, c):
    """c goes from p's hand to q's hand (Masquerade): not a gain, but q owns it now."""
    g.hand[p, c] -= 1
    g.hand_n[p] -= 1
    g.owned[p, c] -= 1
    g.hand[q, c] += 1
    g.hand_n[q] += 1
    g.owned[q, c] += 1
    emit(g, EV_PASS, p, c, q)


@njit(cache=True)
def put_into_deck(g, p, c, depth):
    """c into p's deck with `depth` cards above it (0: on top; deck_n or more: at the
    bottom)."""
    n = g.deck_n[p]
    if depth > n:
        depth = n
    i = n - depth
    for j in range(n, i, -1):
        g.deck[p, j] = g.deck[p, j - 1]
    g.deck[p, i] = c
    g.deck_n[p] = n + 1
    if depth <= g.known_top[p]:         # among or just under the known cards: known too
        g.known_top[p] += 1


@njit(cache=True)
def hand_into_deck(g, p, c, depth):
    """c from p's hand into p's deck with `depth` cards above it."""
    g.hand[p, c] -= 1
    g.hand_n[p] -= 1
    put_into_deck(g, p, c, depth)
    emit(g, EV_TOPDECK, p, c, 1)


@njit(cache=True)
def trash_from_play(g, p, c):
    """A c of p's leaves the play area for the trash (Feast, Mining Village trash themselves)."""
    g.play[c] -= 1
    g.play_n -= 1
    trash_card(g, p, c)


@njit(cache=True)
def set_aside(g, c):
    """A revealed card waits out of every pile (not shuffled in) until aside_to_discard."""
    g.aside[c] += 1
    g.aside_n += 1


@njit(cache=True)
def aside_to_discard(g, p):
    """The set-aside cards go to p's discard pile."""
    if g.aside_n == 0:
        return
    for j in range(g.ncards):
        c = g.cards[j]
        k = g.aside[c]
        if k > 0:
            g.discard[p, c] += k
            g.discard_n[p] += k
            g.aside[c] = 0
            emit(g, EV_DISCARD, p, c, k)
    g.aside_n = 0
