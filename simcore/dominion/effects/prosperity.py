"""Prosperity, 2nd edition: the kingdom cards the engine implements (see effects/base.py for
the frame protocol). Grand Market's and Worker's Village's play is their table bonuses
(cards.PLAIN); Grand Market's buy restriction is the Buy phase's (engine.turn_phase).

Rulings decided here (sources in tests/test_prosperity_cards.py):
- Victory point tokens are a per-player count (g.vp_tokens) scored with the cards.
- Bishop: the trash is mandatory (an empty hand trashes nothing and gives no tokens beyond
  its +1); half the trashed card's cost now, rounded down. Then each other player in turn
  may trash a card (not an Attack: Moat does not apply).
- City counts the empty Supply piles when it is played (the rest of its text reads them
  then, not later in the turn).
- Expand: as Remodel, up to $3 more (the trash is mandatory; an empty hand gains nothing).
- Forge: any number trashed, one at a time; then a card costing exactly their total is
  gained if the Supply has one (none trashed: a card costing $0).
- Rabble: each victim's revealed Actions and Treasures are discarded; the other cards go
  back in the order they were revealed (the victim's choice of order is not asked).
- King's Court: as Throne Room, three plays; it may choose no card. A Duration it played
  keeps it in play as Throne Room is kept (durations.mark_stay); one that played a Throne
  Room or King's Court stays only when every play of that card hit a Duration (the rule
  books speak of Throne Room on Throne Room only; the same reading here).
- Treasures that act when played are played one at a time after the plain ones
  (treasures.py). Bank: +$1 per Treasure in play, itself counted. Quarry: while in play
  (until the turn ends) every Action card costs $2 less. Peddler ($8): $2 less per Action
  card its buyer has in play during the Buy phase (cards.PLAIN: its play is its bonuses);
  in the Action phase (a gain, a trash-for-gain) it costs $8. Cost cuts of Quarry, Peddler
  and Bridge add up, and no cost goes below $0 (zones.cost).
- Anvil: played before the other Treasures (treasures.py), so any Treasure in hand may be
  discarded; with one discarded, a card costing up to $4 (the costs of the moment: Quarry
  in play counts) is gained if the Supply has one; none discarded, nothing is gained.
- Investment ($0): played before the other Treasures (treasures.py). The trash from the
  hand is mandatory (an empty hand trashes nothing); then +$1, or Investment is trashed
  from play and the hand revealed: +1 VP token per differently named Treasure in it. Played
  twice (Tiara) and trashed by its first play, its second cannot trash it: no tokens.
- Crystal Ball: $1; the top card of the deck (a shuffle first if needed; none: nothing) is
  looked at, then kept there, trashed, discarded, or (an Action or Treasure) played; an
  Action played so in the Buy phase uses no Action, and Treasures it draws are played next
  (treasures.py plays every Treasure in hand).
- Tiara: +1 Buy (its row); from then on this turn each card its player gains may go onto
  the deck (a yes/no a gain, asked as Royal Seal's, triggers.py; it lasts the turn if Tiara
  leaves play, and several Tiaras ask once). Then a Treasure from the hand may be played
  twice: it goes into play, its coins and effect once, then again (treasures.play_again:
  Merchant's +$1 only once). Tiara is played before the other Treasures (treasures.py), so
  any Treasure in hand may be chosen; a Tiara played twice by a Tiara plays two Treasures
  twice each (the rule book's explanation), not one four times.
- Charlatan: +$3, then each other player in turn (not one a Moat or Lighthouse shields)
  gains a Curse while the pile lasts. In a game with Charlatan in the Supply, Curse is also
  a Treasure worth $1 for the whole game (curse_treasure.py): played in the Buy phase,
  counted by every card and rule that asks for Treasures.
- Collection: $2 and +1 Buy (its row); this turn each Action card its player gains after
  it, bought or gained otherwise, gives +1 VP token (zones.prosperity_gained); each play
  counts (two Collections, or one played twice by Tiara: +2 VP), and it lasts the turn if
  Collection leaves play.
- War Chest ($0): the player to the left names a card (NAME: any card); then a card costing
  up to $5 (the costs of the moment) is gained, one not named for a War Chest this turn
  (naming.py; Contraband's names do not count), if the Supply has one. The names end with
  the turn.
- Vault: the player's discards give +$1 each; each other player may discard 2 cards (a
  hand of one may discard it and draws nothing): the first discard is optional, the second
  follows, then the draw.
"""
from numba import njit

from ..cards import (
    ACTION,
    ANVIL,
    BANK,
    BISHOP,
    CHARLATAN,
    CITY,
    CLERK,
    COIN,
    COLLECTION,
    COPPER,
    COST,
    CRYSTAL_BALL,
    EXPAND,
    FORGE,
    INVESTMENT,
    KING_S_COURT,
    MAGNATE,
    MINT,
    MONUMENT,
    PROVINCE,
    QUARRY,
    RABBLE,
    TACTICIAN,
    TIARA,
    TREASURE,
    TYPES,
    VAULT,
    VENTURE,
    WAR_CHEST,
    WATCHTOWER,
)
from ..choose import BY_DECK, BY_GAIN, BY_HAND, best_improve, most_wanted, pick
from ..decisions import NO_LIMIT, ask, ask_hand, ask_option, ask_supply
from ..frames import hand_to_play, next_other, next_seat, next_victim, play_card, pop
from ..naming import NAMED_GAIN, name_card
from ..state import (
    DISCARD,
    EV_CHOOSE,
    EV_REVEAL,
    EV_VP,
    GAIN,
    MODE,
    NAME,
    NONE,
    PICK,
    PLAY,
    TOPDECK,
    TRASH,
    Z_ANY,
    Z_UNNAMED,
)
from ..treasures import cut_actions, play_again, play_treasure
from ..triggers import WATCH_DECK, WATCH_NO, WATCH_TRASH
from ..values import COPPER_V, dead_card, deck_size, hand_value, is_junk
from ..zones import (
    TO_DISCARD,
    cost,
    draw,
    emit,
    gain,
    hand_to_deck,
    hand_to_discard,
    left_in_supply,
    log_revealed,
    put_on_deck,
    reveal_top,
    reveal_top_n,
    to_discard,
    trash_card,
    trash_from_hand,
    trash_from_play,
)
from .base import trash_and_gain, witch

INVESTMENT_VP_KINDS = 3  # Investment's default takes the VP tokens from this many kinds on
THIN_DECK = 10          # Bishop trashes a Province from a deck of fewer cards (DominionSim's)


@njit(cache=True, inline="always")
def take_vp(g, p, k):
    """p takes k Victory point tokens."""
    g.vp_tokens[p] += k
    emit(g, EV_VP, p, NONE, k)


@njit(cache=True, inline="always")
def city(g, f):
    """+1 Card, +2 Actions came from the table; one empty pile: +1 Card more; two: +$1 and
    +1 Buy too."""
    if g.empty_piles >= 1:
        draw(g, g.cur, 1)
    if g.empty_piles >= 2:
        g.coins += 1
        g.buys += 1
    pop(g)


@njit(cache=True, inline="always")
def bishop(g, f):
    """Stage 1: +1 VP token, the trash asked; 2: its tokens; 3: another player's trash."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        take_vp(g, p, 1)
        ask_hand(g, f, 2, TRASH, p, 0, False, 1)
        return
    if st == 2:
        c = g.choice
        if c != NONE:
            k = cost(g, c)
            trash_from_hand(g, p, c)
            take_vp(g, p, k // 2)
    elif g.choice != NONE:
        trash_from_hand(g, g.fx_p[f], g.choice)
    if next_other(g, f):
        ask_hand(g, f, 3, TRASH, g.fx_p[f], 0, True, 1)
        return
    pop(g)


@njit(cache=True, inline="always")
def forge(g, f):
    """Trashes one at a time (fx_a: their total cost), NONE stops; then the exact gain."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 3:
        if g.choice != NONE:
            gain(g, p, g.choice, TO_DISCARD)
        pop(g)
        return
    if st == 2:
        c = g.choice
        if c == NONE:
            k = g.fx_a[f]
            ask_supply(g, f, 3, GAIN, p, 0, k, k)
            return
        g.fx_a[f] += cost(g, c)
        trash_from_hand(g, p, c)
    ask_hand(g, f, 2, TRASH, p, 0, True, g.hand_n[p])


@njit(cache=True, inline="always")
def rabble(g, f):
    while next_victim(g, f):
        v = g.fx_p[f]
        reveal_top_n(g, v, 3)
        log_revealed(g, v)
        for i in range(g.rev_n - 1, -1, -1):        # bottom first: the top stays on top
            c = g.rev[i]
            if g.types[c] & (ACTION | TREASURE):
                to_discard(g, v, c)
            else:
                put_on_deck(g, v, c)
        g.rev_n = 0
    pop(g)


@njit(cache=True, inline="always")
def vault(g, f):
    """Stage 2: the player's discards (+$1 each, NONE stops); then each other player:
    stage 3 its optional first discard, stage 4 the second, then it draws."""
    p = g.cur
    st = g.fx_stage[f]
    if st <= 2:
        if st == 2:
            if g.choice != NONE:
                hand_to_discard(g, p, g.choice)
                g.coins += 1
                ask_hand(g, f, 2, DISCARD, p, 0, True, g.hand_n[p])
                return
        else:
            ask_hand(g, f, 2, DISCARD, p, 0, True, g.hand_n[p])
            return
    elif st == 3:
        v = g.fx_p[f]
        if g.choice != NONE:
            hand_to_discard(g, v, g.choice)
            ask_hand(g, f, 4, DISCARD, v, 0, False, 1)
            if g.dec != 0:
                return
            g.fx_stage[f] = 5           # a hand of one: nothing to draw for
    elif st == 4:
        v = g.fx_p[f]
        if g.choice != NONE:
            hand_to_discard(g, v, g.choice)
            draw(g, v, 1)
    if next_other(g, f):
        ask_hand(g, f, 3, DISCARD, g.fx_p[f], 0, True, 2)
        return
    pop(g)


@njit(cache=True, inline="always")
def kings_court(g, f):
    """Throne Room's frame with a third play: stages 3, 4, 5 are the first, second and third
    play of the card (fx_a) running (durations.mark_stay reads them)."""
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
    if st <= 4:
        g.fx_stage[f] = st + 1
        play_card(g, g.fx_a[f])
        return
    pop(g)


@njit(cache=True, inline="always")
def magnate(g, f):
    """Reveal the hand (logged), +1 Card per Treasure in it."""
    p = g.cur
    k = 0
    for j in range(g.treasures_n):
        c = g.treasure_ids[j]
        k += g.hand[p, c]
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] > 0:
            emit(g, EV_REVEAL, p, c, g.hand[p, c])
    draw(g, p, k)
    pop(g)


@njit(cache=True, inline="always")
def mint(g, f):
    """Stage 2: the Treasure revealed from the hand (NONE: none); a copy is gained."""
    p = g.cur
    if g.fx_stage[f] == 1:
        ask_hand(g, f, 2, PICK, p, TREASURE, True, 1)
        if g.dec != 0:
            return
    c = g.choice
    if c != NONE:
        emit(g, EV_REVEAL, p, c, 1)
        gain(g, p, c, TO_DISCARD)
    pop(g)


@njit(cache=True, inline="always")
def clerk(g, f):
    """+$2 came from the table; each victim with 5 or more cards in hand puts one onto its
    deck (stage 3: the card). Its start-of-turn play: triggers.start."""
    if g.fx_stage[f] == 3:
        hand_to_deck(g, g.fx_p[f], g.choice)
    while next_victim(g, f):
        v = g.fx_p[f]
        if g.hand_n[v] >= 5:
            ask_hand(g, f, 3, TOPDECK, v, 0, False, 1)
            return
    pop(g)


@njit(cache=True, inline="always")
def bank(g, f):
    """+$1 per Treasure in play, Bank itself counted (it is in play as it resolves)."""
    k = 0
    for j in range(g.treasures_n):
        k += g.play[g.treasure_ids[j]]
    g.coins += k
    pop(g)


@njit(cache=True, inline="always")
def anvil(g, f):
    """$1 came from the table; stage 2: the Treasure discarded (NONE: none), 3: the gain."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask_hand(g, f, 2, DISCARD, p, TREASURE, True, 1)
        return
    if st == 2:
        if g.choice != NONE:
            hand_to_discard(g, p, g.choice)
            ask_supply(g, f, 3, GAIN, p, 0, 0, 4)
            return
    elif g.choice != NONE:
        gain(g, p, g.choice, TO_DISCARD)
    pop(g)


@njit(cache=True, inline="always")
def investment(g, f):
    """Stage 2: the card trashed from the hand; 3: the mode (0: +$1, 1: trash this for VP
    tokens: nothing when this is gone, fx_b GONE)."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask_hand(g, f, 2, TRASH, p, 0, False, 1)
        return
    if st == 2:
        if g.choice != NONE:
            trash_from_hand(g, p, g.choice)
        ask_option(g, f, 3, MODE, p, 2, NONE)
        return
    if g.choice == 1:
        if g.fx_b[f] == GONE or g.play[INVESTMENT] == 0:
            pop(g)                      # this Investment is gone: no trash, no tokens
            return
        trash_from_play(g, p, INVESTMENT)
        k = treasure_kinds_in_hand(g, p)
        for j in range(g.ncards):
            c = g.cards[j]
            if g.hand[p, c] > 0:
                emit(g, EV_REVEAL, p, c, g.hand[p, c])
        take_vp(g, p, k)
    else:
        g.coins += 1
    pop(g)


@njit(cache=True, inline="always")
def treasure_kinds_in_hand(g, p):
    """Differently named Treasures in p's hand."""
    k = 0
    for j in range(g.treasures_n):
        if g.hand[p, g.treasure_ids[j]] > 0:
            k += 1
    return k


# fx_b of a Treasure's frame: the card played left play before this play (Tiara's second
# play of an Investment trashed by its first: "trash this" then fails, and its tokens too)
GONE = 1


@njit(cache=True, inline="always")
def tiara(g, f):
    """+1 Buy came from the table; from now on this turn gains may go onto the deck (g.tiaras);
    stage 2: the Treasure from the hand played twice (NONE: none; fx_a: the card, fx_b: its
    copies in play then); 3: its second play."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        g.tiaras += 1
        ask_hand(g, f, 2, PLAY, p, TREASURE, True, 1)
        return
    if st == 2:
        c = g.choice
        if c != NONE:
            g.fx_a[f] = c
            g.fx_stage[f] = 3
            hand_to_play(g, c)
            g.fx_b[f] = g.play[c]
            play_treasure(g, c)
            return
    elif st == 3:
        g.fx_stage[f] = 4
        c = g.fx_a[f]
        gone = g.play[c] < g.fx_b[f]
        play_again(g, c)
        if gone and g.fx_n - 1 != f:    # its effect's frame knows
            g.fx_b[g.fx_n - 1] = GONE
        return
    pop(g)


CB_KEEP, CB_TRASH, CB_DISCARD, CB_PLAY = 0, 1, 2, 3      # Crystal Ball's modes


@njit(cache=True, inline="always")
def crystal_ball(g, f):
    """$1 came from the table; stage 2: what becomes of the top card (held in the revealed
    buffer meanwhile)."""
    p = g.cur
    if g.fx_stage[f] == 1:
        if not reveal_top(g, p):
            pop(g)
            return
        c = g.rev[g.rev_n - 1]
        ask_option(g, f, 2, MODE, p, 4 if g.types[c] & (ACTION | TREASURE) else 3, c)
        return
    g.rev_n -= 1
    c = g.rev[g.rev_n]
    k = g.choice
    pop(g)
    if k == CB_TRASH:
        trash_card(g, p, c)
    elif k == CB_DISCARD:
        to_discard(g, p, c)
    elif k == CB_PLAY:
        g.play[c] += 1
        g.play_n += 1
        if g.types[c] & TREASURE:
            play_treasure(g, c)
        else:
            play_card(g, c)
    else:
        put_on_deck(g, p, c)


WAR_CHEST_LIMIT = 5     # War Chest gains a card costing up to $5


@njit(cache=True, inline="always")
def war_chest(g, f):
    """Stage 2: the card the player to the left named; 3: the card gained (NONE: none)."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask(g, f, 2, NAME, next_seat(g, p), Z_ANY, 0, 0, NO_LIMIT, False, 1)
        return
    if st == 2:
        emit(g, EV_CHOOSE, next_seat(g, p), WAR_CHEST, g.choice)
        name_card(g, g.choice, NAMED_GAIN)
        ask(g, f, 3, GAIN, p, Z_UNNAMED, 0, 0, WAR_CHEST_LIMIT, False, 1)
        if g.dec != 0:
            return
    elif g.choice != NONE:
        gain(g, p, g.choice, TO_DISCARD)
    pop(g)


@njit(cache=True)
def prosperity_effect(g, f, c):
    if c == MONUMENT:
        take_vp(g, g.cur, 1)
        pop(g)
    elif c == CITY:
        city(g, f)
    elif c == BISHOP:
        bishop(g, f)
    elif c == EXPAND:
        expand(g, f)
    elif c == FORGE:
        forge(g, f)
    elif c == RABBLE:
        rabble(g, f)
    elif c == VAULT:
        vault(g, f)
    elif c == KING_S_COURT:
        kings_court(g, f)
    elif c == WATCHTOWER:               # draw until 6 in hand; its reaction: triggers.py
        draw(g, g.cur, 6 - g.hand_n[g.cur])
        pop(g)
    elif c == MAGNATE:
        magnate(g, f)
    elif c == MINT:
        mint(g, f)
    elif c == CLERK:
        clerk(g, f)
    elif c == BANK:
        bank(g, f)
    elif c == ANVIL:
        anvil(g, f)
    elif c == INVESTMENT:
        investment(g, f)
    elif c == CRYSTAL_BALL:
        crystal_ball(g, f)
    elif c == TIARA:
        tiara(g, f)
    elif c == CHARLATAN:            # +$3 from the table; Witch's attack (its Curses are
        witch(g, f)                 # Treasures too: curse_treasure.py)
    elif c == COLLECTION:           # $2 and +1 Buy came from the table; its VP: zones.py
        g.collections += 1
        pop(g)
    elif c == WAR_CHEST:
        war_chest(g, f)
    elif c == QUARRY:               # while in play (this turn: treasures.clear_cuts)
        cut_actions(g, 2)
        pop(g)
    else:
        pop(g)


@njit(cache=True, inline="always")
def expand(g, f):
    """Remodel's frame with up to $3 more."""
    trash_and_gain(g, f, 0, False, -1, 3, TO_DISCARD)


@njit(cache=True, inline="always")
def junk_or_none(g, p):
    """The legal card in p's hand worth least to own, when it is junk (is_junk); else NONE."""
    c = pick(g, BY_DECK, False)
    return c if c != NONE and is_junk(g, p, c) else NONE


@njit(cache=True, inline="always")
def dead_in_hand(g, p):
    """Cards in p's hand worth less this turn than a Copper (Curses, Victory cards, Actions
    with no action left to play them)."""
    n = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] > 0 and hand_value(g, p, c, 0) < COPPER_V:
            n += g.hand[p, c]
    return n


@njit(cache=True)
def prosperity_default(g):
    """Card-specific defaults of the Prosperity cards; -2: the generic rule."""
    src = g.dec_src
    p = g.dec_p
    k = g.dec
    if src == BISHOP and k == TRASH:
        if p == g.cur:
            # a thin deck (under 10 cards) turns a Province into 5 VP of tokens and buys it
            # back (DominionSim's rule; The Golden Deck's plan); else the least worth owning
            if g.hand[p, PROVINCE] > 0 and deck_size(g, p) < THIN_DECK:
                return PROVINCE
            return pick(g, BY_DECK, False)
        return junk_or_none(g, p)       # another player: only junk (a Curse, early Estates)
    if src == EXPAND and k == TRASH:
        return best_improve(g, p, -1, 3, 0)
    if src == FORGE and k == TRASH:     # junk only, as Chapel
        return junk_or_none(g, p)
    if src == WATCHTOWER and k == MODE:
        return watchtower_choice(g, p, g.dec_card)
    if src == MINT and k == PICK:       # the Treasure worth most to own, Silver or better
        c = pick(g, BY_GAIN, True)
        return c if c != NONE and c != COPPER and left_in_supply(g, c) else NONE
    if src == INVESTMENT:
        if k == TRASH:              # the card least worth owning
            return pick(g, BY_DECK, False)
        # VP tokens for 3 or more kinds of Treasure (while it is there to trash), else +$1
        if g.fx_b[g.fx_n - 1] == GONE:
            return 0
        return 1 if treasure_kinds_in_hand(g, p) >= INVESTMENT_VP_KINDS else 0
    if src == CRYSTAL_BALL:             # a Treasure played, junk trashed, a dead card gone
        c = g.dec_card
        if TYPES[c] & TREASURE:         # the card table's type: a Curse is trashed, not played
            return CB_PLAY
        if is_junk(g, p, c):
            return CB_TRASH
        return CB_DISCARD if dead_card(c) else CB_KEEP
    if src == ANVIL and k == DISCARD:
        return anvil_discard(g, p)
    if src == TIARA:
        if k == PLAY:
            return twice_target(g, p)
        return 0 if dead_card(g.dec_card) else 1    # onto the deck: as Royal Seal's
    if src == WAR_CHEST and k == NAME:  # what the gainer would most want up to $5
        c = most_wanted(g, g.cur, WAR_CHEST_LIMIT, NAMED_GAIN)
        return c if c != NONE else PROVINCE
    if src == VAULT and k == DISCARD:
        c = pick(g, BY_HAND, False)
        if p == g.cur:
            if g.actions > 0 and g.hand[p, TACTICIAN] > 0:
                return vault_for_tactician(g, p, c)
            # a card worth no more than the $1 it gives: a Copper too, which then is not in
            # play (Grand Market stays buyable; DominionSim discards them)
            return c if c != NONE and hand_value(g, p, c, g.actions) <= COPPER_V else NONE
        if g.dec_opt:                   # another player: two cards it does not need, or none
            return c if dead_in_hand(g, p) >= 2 else NONE
        return c
    return -2


@njit(cache=True)
def anvil_discard(g, p):
    """A Copper for the gain, unless the $1 it gives is what the hand's Treasures need for a
    Gold, a Province or a Colony ($6, $8, $11 exactly, counting the coins so far)."""
    if g.hand[p, COPPER] == 0:
        return NONE
    total = g.coins
    for j in range(g.treasures_n):
        c = g.treasure_ids[j]
        total += g.hand[p, c] * COIN[c]
    if total == 6 or total == 8 or total == 11:
        return NONE
    return COPPER


@njit(cache=True)
def twice_worth(g, c):
    """What playing Treasure c twice gives, in half-$ (Tiara's default): twice its coins, with
    what its effect adds about (Crystal Ball's and Venture's card: $1.5 and $2; Bank: the
    Treasures in play then, with itself; Collection: its Buy and VP tokens: $0.5)."""
    v = 4 * COIN[c]
    if c == CRYSTAL_BALL:
        v += 6
    elif c == VENTURE:
        v += 8
    elif c == BANK:
        k = 1
        for j in range(g.treasures_n):
            k += g.play[g.treasure_ids[j]]
        v += 4 * k
    elif c == COLLECTION:
        v += 1
    return v


@njit(cache=True)
def twice_target(g, p):
    """Tiara's Treasure to play twice: another Tiara (two Treasures twice each and a Buy more,
    never worse), else the one giving most (twice_worth; ties: the dearer); NONE with none."""
    if g.hand[p, TIARA] > 0:
        return TIARA
    best = NONE
    best_v = -1
    for j in range(g.treasures_n):
        c = g.treasure_ids[j]
        if g.hand[p, c] > 0:
            v = twice_worth(g, c)
            if v > best_v or (v == best_v and COST[c] > COST[best]):
                best, best_v = c, v
    return best


@njit(cache=True)
def vault_for_tactician(g, p, worst):
    """Vault's discards with a Tactician to play next: all but the Tactician and one card
    (the one worth least, `worst`), each +$1, and the Tactician still has a card to discard
    for its next turn (DominionSim's rule)."""
    if g.hand_n[p] <= 2:
        return NONE
    for j in range(g.ncards):
        d = g.cards[j]
        if d != TACTICIAN and g.hand[p, d] > (1 if d == worst else 0):
            return d
    return NONE


@njit(cache=True)
def watchtower_choice(g, p, c):
    """Watchtower on a gained c: junk (a Curse, an early Estate, a Copper the deck can spare)
    is trashed, a card worth drawing (not a Curse, Victory card or Copper) goes onto the
    deck, the rest stays."""
    if is_junk(g, p, c):
        return WATCH_TRASH
    return WATCH_NO if dead_card(c) else WATCH_DECK


DEFAULTS = {
    "Monument": "No choices.",
    "Worker's Village": "No choices.",
    "City": "No choices.",
    "Grand Market": "No choices.",
    "Quarry": "No choices.",
    "Charlatan": "No choices. In its games every Curse in hand is played in the Buy phase "
                 "with the other plain Treasures, for $1.",
    "Investment": "Played before the other Treasures. Trashes the card least worth owning "
                  "(values.py's scale); trashes itself for the VP tokens when the hand holds "
                  "3 or more differently named Treasures, else takes +$1.",
    "Tiara": "Played before the other Treasures. Plays another Tiara twice when it can (a Buy "
             "more, and two Treasures twice each), else the Treasure giving most twice: its "
             "coins, Crystal Ball's card counted as $1.5, Venture's as $2, Bank's count of "
             "the Treasures in play then, Collection's Buy and VP as $0.5 (ties: the dearer). "
             "Puts a gained card worth drawing (not a Curse, Victory card or Copper) onto the "
             "deck, as Royal Seal.",
    "Collection": "No choices.",
    "Crystal Ball": "Plays a Treasure it sees; trashes junk (a Curse, an Estate while 7 or more "
                    "Provinces are left); discards another Victory card; leaves an Action on "
                    "the deck for the next turn.",
    "Anvil": "Played before the other Treasures. Discards a Copper for the gain unless the "
             "hand's Treasures would then miss $6, $8 or $11 by that $1; gains what the buy "
             "rule picks up to $4, else the card worth most.",
    "War Chest": "The player to the left names the card the player would most want to gain "
                 "up to $5 (the value scale of gains, public facts only; one not yet named "
                 "for a War Chest this turn). The player gains what the buy rule picks up to "
                 "$5 among the cards not named, else the card worth most.",
    "Bank": "No choices (played after the other Treasures: treasures.py's order).",
    "Peddler": "No choices.",
    "Bishop": "Left unplayed in a deck of fewer than 5 cards with under $7 of Treasure. "
              "Trashes a Province while the deck has fewer than 10 cards (5 VP of tokens, "
              "and the Province bought back), else its card least worth owning (values.py's "
              "scale, Victory points weighed by the Provinces left). Another player trashes only junk (a Curse, an "
              "Estate while 7 or more Provinces are left, a Copper the deck can spare).",
    "Expand": "Trashes the card whose trash-and-gain (up to $3 more) is worth most, as "
              "Remodel without a plan; gains what the buy rule picks within the limit, else "
              "the card worth most.",
    "Forge": "Trashes junk only (as Chapel: Curses, early Estates, Coppers the deck can "
             "spare), then gains what the buy rule picks at exactly their total cost, else "
             "the card worth most at that cost.",
    "Rabble": "No choices (a victim's cards go back in the order revealed).",
    "King's Court": "As Throne Room: played only with another Action in hand; plays another "
                    "Throne Room or King's Court first, else the Action worth most played "
                    "again (cards drawn, then +$, then cost).",
    "Vault": "Discards the cards worth no more this turn than the $1 each gives: Curses, "
             "Victory cards, Actions it has no action left to play, Coppers (which then "
             "leave Grand Market buyable); with a Tactician to play next, all but the "
             "Tactician and one card. Another player discards two "
             "such cards for the draw, or none.",
    "Watchtower": "Played only when it draws a card (a hand of 6 others keeps it for its "
                  "reaction). Reveals it for every gain: trashes junk (a Curse, an Estate while 7 or more "
                  "Provinces are left, a Copper the deck can spare), puts a card worth "
                  "drawing (not a Curse, Victory card or Copper) onto the deck, leaves the "
                  "rest.",
    "Mint": "Reveals the Treasure worth most to gain (Silver or better, while its pile "
            "lasts), else none.",
    "Hoard": "No choices.",
    "Magnate": "No choices.",
    "Clerk": "Played at the start of the turn whenever it is in hand. A victim puts the card "
             "worth least in its hand onto its deck (as for Ghost Ship).",
}
