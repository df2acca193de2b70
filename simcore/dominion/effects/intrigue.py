"""Intrigue, 2nd edition: card effects beyond the vanilla bonuses (see effects/base.py for
the frame protocol).

Rulings decided here (the Dutch rules, seed 000, are the authority):
- Options are MODE decisions, one at a time. Pawn asks twice and Courtier once per type of
  the revealed card; an option already taken is excluded (bit c of dec_types, which
  decisions.legal checks for MODE). Pawn's two options are both chosen before either is
  done (so +1 Card cannot inform the second choice); Courtier's are done as chosen (they do
  not interact).
- Lurker: a MODE (0 trash from the Supply, 1 gain from the trash), then a TRASH decision in
  zone Z_SUPPLY or a GAIN decision in zone Z_TRASH (Action cards, any cost), mandatory
  where possible. The card gained from the trash goes to the discard pile.
- Masquerade: every player who holds cards when the passing starts chooses one (PICK from
  hand, asked from the current player clockwise; the cards stay in hand until everyone has
  chosen, so no choice can see another). 2nd edition: each passes to the next such player
  to the left; if only one player holds cards nothing is passed (it would come back).
  1st edition (g.edition == 1): each passes to the player on the left, who may have had no
  cards. Then the player may trash a card (TRASH, optional).
- Swindler: the attacker answers a PICK from the Supply (dec_card: the trashed card) for
  each victim in turn, costs as they are now (Bridge); nothing is asked when no card has
  that cost. A victim with no card to trash gains nothing.
- Secret Passage: TOPDECK (which card; it stays in hand meanwhile), then MODE for where:
  option i puts it under i cards (0: on top; deck size: at the bottom). With an empty deck
  nothing is asked: the card becomes the deck.
- Patrol and the top-of-deck order: PICK among the revealed cards, top card first, as
  Sentry and Scout ask; nothing is asked once the rest are all copies of one card. A card
  already placed waits in g.aside (so every card stays in a zone between decisions).
- Mining Village: trashed only if it is still in play; when played by a Throne Room, the
  first play that trashes it marks the Throne Room's frame (fx_b = 1) so that the second
  play does not offer it again (another Mining Village in play is not this one).
- Wishing Well: with no card left in deck and discard pile no name is asked.
- Mill, Trading Post, Steward, Torturer: "discard/trash 2" asks twice, the second time
  mandatory once the option is taken; Mill pays +$2 and Trading Post gains the Silver only
  if two cards really went.
- Diplomat's reaction: the discards are asked with dec_src = Diplomat (the reaction frame's
  own id is REACT_OFFSET + Diplomat); the reactions frame then asks the player again.
"""
import numpy as np
from numba import njit

from ..cards import (
    ACTION,
    BARON,
    BRIDGE,
    CONSPIRATOR,
    COPPER,
    COST,
    COURTIER,
    COURTYARD,
    CURSE,
    CURSE_T,
    DIPLOMAT,
    ESTATE,
    GOLD,
    IRONWORKS,
    LURKER,
    MASQUERADE,
    MILL,
    MINING_VILLAGE,
    MINION,
    MOAT,
    NC,
    NOBLES,
    PATROL,
    PAWN,
    PRIORITY,
    REPLACE,
    SECRET_PASSAGE,
    SHANTY_TOWN,
    SILVER,
    STEWARD,
    SWINDLER,
    THRONE_ROOM,
    TORTURER,
    TRADING_POST,
    TREASURE,
    TYPES,
    UPGRADE,
    VICTORY,
    WISHING_WELL,
)
from ..choose import (
    BY_DECK,
    BY_GAIN,
    BY_HAND,
    BY_NOW,
    best_improve,
    best_improve_delta,
    hand_money,
    money_without_worst,
    now_value,
    pick,
    potential_money,
    replace_choice,
    spare_card,
    tier,
    value,
    worst_two_sum,
)
from ..decisions import (
    NO_LIMIT,
    ask,
    ask_hand,
    ask_option,
    ask_supply,
    decision_cards,
    legal,
    legal_card,
)
from ..frames import FX_REACTIONS, next_victim, pop
from ..probe import has_plan, want
from ..state import (
    DISCARD,
    EV_CHOOSE,
    EV_REVEAL,
    GAIN,
    MODE,
    NAME,
    NO_DECISION,
    NONE,
    PICK,
    PLAN_N,
    TOPDECK,
    TRASH,
    YESNO,
    Z_ANY,
    Z_HAND,
    Z_REVEALED,
    Z_SUPPLY,
    Z_TRASH,
)
from ..values import SILVER_V, card_value, hand_value, keep_value
from ..zones import (
    TO_DECK,
    TO_DISCARD,
    TO_HAND,
    cost,
    discard_hand,
    distinct_revealed,
    draw,
    emit,
    gain,
    gain_from_trash,
    hand_into_deck,
    hand_to_deck,
    hand_to_discard,
    has_type_in_hand,
    pass_card,
    pop_top,
    put_on_deck,
    rev_find,
    rev_remove,
    reveal_top_n,
    take_revealed,
    to_hand,
    trash_card,
    trash_from_hand,
    trash_from_play,
    trash_from_supply,
)
from .base import trash_and_gain, trash_then_ask_gain

# Option numbers of the MODE decisions
PAWN_CARD, PAWN_ACTION, PAWN_BUY, PAWN_COIN = 0, 1, 2, 3
LURKER_TRASH, LURKER_GAIN = 0, 1
STEWARD_CARDS, STEWARD_COINS, STEWARD_TRASH = 0, 1, 2
COURTIER_ACTION, COURTIER_BUY, COURTIER_COINS, COURTIER_GOLD = 0, 1, 2, 3
MINION_COINS, MINION_ATTACK = 0, 1
TORTURER_DISCARD, TORTURER_CURSE = 0, 1
NOBLES_CARDS, NOBLES_ACTIONS = 0, 1

# Plain-Python text for `domsim cards`: how the default answers each decision of these cards.
DEFAULTS = {
    "Courtyard": "Puts back the card it can spare: an Action it cannot play this turn, else the "
                 "best Treasure whose loss keeps what the buy rules take this turn (the plan "
                 "probe; without one, this turn's price: $8, $6, $5, ...), else (with buy "
                 "rules) a Victory card, else its least useful Action or Treasure.",
    "Lurker": "Gains the best Action card from the trash if one costing $3 or more and worth "
              "a Silver is there; otherwise trashes the most expensive Action card from the "
              "Supply.",
    "Pawn": "+1 Action if an Action card in hand needs one, +$1 if that reaches the next price "
            "($5, $6 or $8), then +1 Card, +$1, +1 Buy in that order.",
    "Masquerade": "Passes the card worth least to it now (Curse, early Estate, ...; never a "
                  "Province or an Action while it holds a Copper; late, a Copper before an "
                  "Estate); trashes a Curse, or an Estate while 7 or more Provinces are left, "
                  "else a Copper whose loss keeps the card its buy rules take, else nothing.",
    "Shanty Town": "No choices.",
    "Steward": "Trashes 2 when the hand holds 2 cards worth less than nothing (Curses, early "
               "Estates), +$2 when that changes the card the buy rules take (the plan probe; "
               "without one, when it reaches the next price: $5, $6 or $8), else +2 Cards; "
               "trashes the least valuable cards (a Copper before any Action).",
    "Swindler": "Gives the card worth least to the victim: a Curse for a Copper; an Estate "
                "early but not late; a Silver rather than an Attack the victim could use.",
    "Wishing Well": "Names the card of which the deck holds the most copies (the discard pile "
                    "when the deck is empty).",
    "Baron": "Always discards an Estate for +$4 when it holds one.",
    "Bridge": "No choices.",
    "Conspirator": "No choices.",
    "Diplomat": "Revealed against an Attack after a Moat and only while not immune, once per "
                "Attack; discards its least useful cards for next turn, keeping a Moat that is "
                "still to be revealed.",
    "Ironworks": "Gains what the strategy's buy rule picks within $4, an Action first while "
                 "another Action waits in hand and none is left to play it (the gained Action "
                 "gives the +1 Action); if it picks nothing, "
                 "the card worth most now on the value scale at its current cost (under Bridge "
                 "a $5 Action, not an early Duchy; never a game-ending gain while behind).",
    "Mill": "Discards 2 when the two least useful cards in hand are worth less than $2 this "
            "turn (Victory cards and Curses nothing, Copper $1).",
    "Mining Village": "Trashes it when the +$2 lifts the hand's money to $6 or $8 from below.",
    "Secret Passage": "Takes an Action card it cannot play this turn (to the top); else, "
                      "with buy rules to ask (the plan probe), the best Treasure whose loss "
                      "keeps what they take this turn, else a Victory card; without, its least "
                      "useful card. To the bottom if no better than Copper, else on top.",
    "Courtier": "Reveals the card with the most types; takes +$3 first if that reaches $8, "
                "else a Gold first, then the other, then +1 Action if an Action card waits in "
                "hand, else +1 Buy.",
    "Duke": "No choices.",
    "Minion": "+$2 while another Minion waits in hand. Otherwise it asks the player's "
              "own buy rules (the plan probe): +$2 when it changes the card they would buy "
              "and that card is the best they want at any price, or when 4 new cards would "
              "reshuffle more than 3 junk cards; else attacks (discard the hand, +4 Cards; "
              "the others' 5-card hands too). Without buy rules to ask: +$2 "
              "when it makes a Province ($8) that the coins already made do not, else "
              "attacks.",
    "Patrol": "Puts the cards back best first (highest keep value on top).",
    "Replace": "With buy rules to ask (the plan probe): played when a card in hand would "
               "gain what the rules take at its cost + $2, ranked above it (DominionSim's "
               "rule: a Victory card the rules take above every Treasure); trashes, before "
               "the first Duchy or Province, the qualifying card worth least on the value "
               "scale, later the one with the best gain; the gain asks the rules counting "
               "the trashed card. Otherwise the card whose replacement gains most on the "
               "value scale; gains the best card, a Victory card counting the Curses it "
               "gives.",
    "Torturer": "A victim takes the Curse when discarding 2 would cost a Province this turn "
                "(the hand makes $8 and would not without its 2 least useful cards) or when "
                "the Curses are gone; otherwise discards its 2 least useful cards.",
    "Trading Post": "Played only when its 2 least valuable cards are worth no more than the "
                    "Silver (never Silver + Silver) or 2 of its cards are Coppers, Curses or "
                    "early Estates; trashes those 2 (a Copper before any "
                    "Action, never a Duchy or Province while others can go).",
    "Upgrade": "Trashes the card whose upgrade gains most on the value scale (a Curse or "
               "Estate first), else a Copper (for nothing: no card costs $1); played only "
               "when one of those is in hand.",
    "Harem": "No choices.",
    "Nobles": "+2 Actions if an Action card in hand needs one, else +3 Cards.",
}


# --- the cards ------------------------------------------------------------------------------

@njit(cache=True)
def move_then_ask_second(g, f, st, kind, p):
    """An answer to "trash (kind TRASH) or discard 2 cards from hand", asked one card at a
    time (Steward, Trading Post, Torturer; fx_a counts the cards gone): moves the card and,
    after the first, asks for the second, to resume at stage st. True when it asked (the
    caller returns); False once two went or none was answered."""
    if g.choice == NONE:
        return False
    if kind == TRASH:
        trash_from_hand(g, p, g.choice)
    else:
        hand_to_discard(g, p, g.choice)
    g.fx_a[f] += 1
    if g.fx_a[f] < 2:
        ask_hand(g, f, st, kind, p, 0, False, 1)
        return True
    return False


@njit(cache=True, inline="always")
def courtyard(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        ask_hand(g, f, 2, TOPDECK, p, 0, False, 1)
        return
    if g.choice != NONE:
        hand_to_deck(g, p, g.choice)
    pop(g)


@njit(cache=True, inline="always")
def lurker(g, f):
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask_option(g, f, 2, MODE, p, 2, NONE)
        return
    if st == 2:
        emit(g, EV_CHOOSE, p, LURKER, g.choice)
        if g.choice == LURKER_TRASH:
            ask(g, f, 3, TRASH, p, Z_SUPPLY, ACTION, 0, NO_LIMIT, False, 1)
        else:
            ask(g, f, 4, GAIN, p, Z_TRASH, ACTION, 0, NO_LIMIT, False, 1)
        return
    c = g.choice
    if c != NONE:
        if st == 3:
            trash_from_supply(g, p, c)
        else:
            gain_from_trash(g, p, c)
    pop(g)


@njit(cache=True)
def pawn_bonus(g, p, o):
    if o == PAWN_CARD:
        draw(g, p, 1)
    elif o == PAWN_ACTION:
        g.actions += 1
    elif o == PAWN_BUY:
        g.buys += 1
    else:
        g.coins += 1


@njit(cache=True, inline="always")
def pawn(g, f):
    """fx_a: the first option."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask_option(g, f, 2, MODE, p, 4, NONE)
        g.dec_left = 2
        return
    if st == 2:
        g.fx_a[f] = g.choice
        ask_option(g, f, 3, MODE, p, 4, NONE)
        g.dec_types = 1 << g.choice
        return
    emit(g, EV_CHOOSE, p, PAWN, g.fx_a[f])
    emit(g, EV_CHOOSE, p, PAWN, g.choice)
    pawn_bonus(g, p, g.fx_a[f])
    pawn_bonus(g, p, g.choice)
    pop(g)


@njit(cache=True)
def next_holder(mask, q, n):
    """The next player clockwise after q whose bit is set in mask (q itself if no other)."""
    for i in range(1, n + 1):
        r = (q + i) % n
        if (mask >> r) & 1:
            return r
    return q


@njit(cache=True, inline="always")
def masquerade(g, f):
    """fx_b: bit per player holding cards when the passing starts; fx_a: each one's chosen
    card plus one, 8 bits per seat; fx_p: the player being asked."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 3:
        if g.choice != NONE:
            trash_from_hand(g, p, g.choice)
        pop(g)
        return
    n = g.n
    if st == 1:
        mask = 0
        k = 0
        for q in range(n):
            if g.hand_n[q] > 0:
                mask |= 1 << q
                k += 1
        g.fx_b[f] = mask
        g.fx_a[f] = 0
        if k == 0 or (k == 1 and g.edition != 1):
            ask_hand(g, f, 3, TRASH, p, 0, True, 1)
            return
        q = p if mask & (1 << p) else next_holder(mask, p, n)
    else:
        q = g.fx_p[f]
        g.fx_a[f] |= (g.choice + 1) << (8 * q)
        q = next_holder(g.fx_b[f], q, n)
        # asked clockwise from the current player: done once back there
        if (q - p) % n <= (g.fx_p[f] - p) % n:
            q = -1
    if q >= 0:
        g.fx_p[f] = q
        ask(g, f, 2, PICK, q, Z_HAND, 0, 0, NO_LIMIT, False, 1)
        return
    mask = g.fx_b[f]
    packed = g.fx_a[f]
    for q in range(n):
        c = ((packed >> (8 * q)) & 255) - 1
        if c < 0:
            continue
        r = (q + 1) % n if g.edition == 1 else next_holder(mask, q, n)
        pass_card(g, q, r, c)
    ask_hand(g, f, 3, TRASH, p, 0, True, 1)


@njit(cache=True, inline="always")
def shanty_town(g, f):
    p = g.cur
    emit(g, EV_REVEAL, p, NONE, g.hand_n[p])
    if not has_type_in_hand(g, p, ACTION):
        draw(g, p, 2)
    pop(g)


@njit(cache=True, inline="always")
def steward(g, f):
    """fx_a: cards trashed so far."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask_option(g, f, 2, MODE, p, 3, NONE)
        return
    if st == 2:
        emit(g, EV_CHOOSE, p, STEWARD, g.choice)
        if g.choice == STEWARD_CARDS:
            draw(g, p, 2)
        elif g.choice == STEWARD_COINS:
            g.coins += 2
        else:
            ask_hand(g, f, 3, TRASH, p, 0, False, 2)
            return
        pop(g)
        return
    if move_then_ask_second(g, f, 3, TRASH, p):
        return
    pop(g)


@njit(cache=True, inline="always")
def swindler(g, f):
    """Stage 3: the attacker picked the current victim's card."""
    if g.fx_stage[f] == 3 and g.choice != NONE:
        gain(g, g.fx_p[f], g.choice, TO_DISCARD)
    while next_victim(g, f):
        v = g.fx_p[f]
        c = pop_top(g, v)
        if c == NONE:
            continue
        emit(g, EV_REVEAL, v, c, 1)
        trash_card(g, v, c)
        k = cost(g, c)
        ask(g, f, 3, PICK, g.cur, Z_SUPPLY, 0, k, k, False, 1, NONE, c)
        return
    pop(g)


@njit(cache=True, inline="always")
def wishing_well(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        if g.deck_n[p] == 0 and g.discard_n[p] == 0:
            pop(g)
            return
        ask(g, f, 2, NAME, p, Z_ANY, 0, 0, NO_LIMIT, False, 1)
        return
    emit(g, EV_CHOOSE, p, WISHING_WELL, g.choice)      # the named card, for the log
    c = pop_top(g, p)
    if c != NONE:
        emit(g, EV_REVEAL, p, c, 1)
        if c == g.choice:
            to_hand(g, p, c)
        else:
            put_on_deck(g, p, c)
    pop(g)


@njit(cache=True, inline="always")
def baron(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        if g.hand[p, ESTATE] > 0:
            ask_option(g, f, 2, YESNO, p, 2, ESTATE)
            return
        g.choice = 0
    if g.choice == 1:
        hand_to_discard(g, p, ESTATE)
        g.coins += 4
    else:
        gain(g, p, ESTATE, TO_DISCARD)
    pop(g)


@njit(cache=True, inline="always")
def ironworks(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        ask_supply(g, f, 2, GAIN, p, 0, 0, 4)
        return
    c = g.choice
    if c != NONE and gain(g, p, c, TO_DISCARD):
        draw(g, p, type_bonus(g, c, 1))
    pop(g)


@njit(cache=True)
def type_bonus(g, c, k):
    """Ironworks' and Tribute's reward for card c: +k Actions if an Action, +$k if a
    Treasure; returns the cards to draw, k if a Victory card."""
    t = g.types[c]
    if t & ACTION:
        g.actions += k
    if t & TREASURE:
        g.coins += k
    return k if t & VICTORY else 0


@njit(cache=True, inline="always")
def mill(g, f):
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask_hand(g, f, 2, DISCARD, p, 0, True, 2)
        return
    c = g.choice
    if st == 2:
        if c == NONE:
            pop(g)
            return
        hand_to_discard(g, p, c)
        ask_hand(g, f, 3, DISCARD, p, 0, False, 1)
        return
    if c != NONE:
        hand_to_discard(g, p, c)
        g.coins += 2
    pop(g)


@njit(cache=True, inline="always")
def mining_village(g, f):
    p = g.cur
    by_throne = f > 0 and g.fx_card[f - 1] == THRONE_ROOM and g.fx_a[f - 1] == MINING_VILLAGE
    if g.fx_stage[f] == 1:
        if g.play[MINING_VILLAGE] > 0 and not (by_throne and g.fx_b[f - 1] == 1):
            ask_option(g, f, 2, YESNO, p, 2, MINING_VILLAGE)
            return
        pop(g)
        return
    if g.choice == 1:
        trash_from_play(g, p, MINING_VILLAGE)
        g.coins += 2
        if by_throne:
            g.fx_b[f - 1] = 1
    pop(g)


@njit(cache=True, inline="always")
def secret_passage(g, f):
    """fx_a: the card taken (it stays in hand until its place is chosen)."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask_hand(g, f, 2, TOPDECK, p, 0, False, 1)
        return
    if st == 2:
        c = g.choice
        if c == NONE:
            pop(g)
            return
        if g.deck_n[p] == 0:
            hand_into_deck(g, p, c, 0)
            pop(g)
            return
        g.fx_a[f] = c
        ask_option(g, f, 3, MODE, p, g.deck_n[p] + 1, c)
        return
    hand_into_deck(g, p, g.fx_a[f], g.choice)
    pop(g)


@njit(cache=True)
def n_types(g, c):
    t = g.types[c]
    k = 0
    while t:
        k += t & 1
        t >>= 1
    return k


@njit(cache=True, inline="always")
def courtier(g, f):
    """fx_a: options still to choose; fx_b: bit per option taken, plus 256 * revealed card."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        ask(g, f, 2, PICK, p, Z_HAND, 0, 0, NO_LIMIT, False, 1)
        return
    if st == 2:
        c = g.choice
        if c == NONE:
            pop(g)
            return
        emit(g, EV_REVEAL, p, c, 1)
        g.fx_a[f] = n_types(g, c)
        g.fx_b[f] = c * 256
    else:
        o = g.choice
        emit(g, EV_CHOOSE, p, COURTIER, o)
        if o == COURTIER_ACTION:
            g.actions += 1
        elif o == COURTIER_BUY:
            g.buys += 1
        elif o == COURTIER_COINS:
            g.coins += 3
        else:
            gain(g, p, GOLD, TO_DISCARD)
        g.fx_b[f] |= 1 << o
        g.fx_a[f] -= 1
    taken = g.fx_b[f] & 255
    if g.fx_a[f] > 0 and taken != 15:
        ask_option(g, f, 3, MODE, p, 4, g.fx_b[f] // 256)
        g.dec_types = taken
        g.dec_left = g.fx_a[f]
        return
    pop(g)


@njit(cache=True, inline="always")
def minion(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        ask_option(g, f, 2, MODE, p, 2, NONE)
        return
    emit(g, EV_CHOOSE, p, MINION, g.choice)
    if g.choice == MINION_COINS:
        g.coins += 2
        pop(g)
        return
    discard_hand(g, p)
    draw(g, p, 4)
    while next_victim(g, f):
        v = g.fx_p[f]
        if g.hand_n[v] >= 5:
            discard_hand(g, v)
            draw(g, v, 4)
    pop(g)


@njit(cache=True, inline="always")
def patrol(g, f):
    """fx_a: cards picked so far; fx_b: their ids, 8 bits each, the first (top) highest. A
    picked card waits set aside (g.aside) until all are back on the deck."""
    p = g.cur
    if g.fx_stage[f] == 1:
        reveal_top_n(g, p, 4)
        take_revealed(g, p, VICTORY | CURSE_T)
        g.fx_a[f] = 0
        g.fx_b[f] = 0
    else:
        c = rev_remove(g, rev_find(g, g.choice))
        g.aside[c] += 1
        g.aside_n += 1
        g.fx_b[f] = g.fx_b[f] * 256 + c
        g.fx_a[f] += 1
    if distinct_revealed(g):
        ask(g, f, 2, PICK, p, Z_REVEALED, 0, 0, NO_LIMIT, False, g.rev_n - 1)
        return
    for i in range(g.rev_n):           # bottom up: the rest (all alike), then the picks
        put_on_deck(g, p, g.rev[i])
    g.rev_n = 0
    b = g.fx_b[f]
    for _ in range(g.fx_a[f]):
        c = b % 256
        g.aside[c] -= 1
        g.aside_n -= 1
        put_on_deck(g, p, c)
        b //= 256
    pop(g)


@njit(cache=True)
def replace(g, f):
    trashed = g.choice if g.fx_stage[f] == 2 else NONE
    if trash_then_ask_gain(g, f, 0, False, -1, 2):
        if trashed != NONE and g.dec == GAIN:
            g.dec_card = trashed        # the buy rules count it for the gain (paid_for_gain)
        return
    p = g.cur
    c = g.choice
    if c != NONE:
        t = g.types[c]
        where = TO_DECK if t & (ACTION | TREASURE) else TO_DISCARD
        if gain(g, p, c, where) and (t & VICTORY):
            while next_victim(g, f):
                gain(g, g.fx_p[f], CURSE, TO_DISCARD)
    pop(g)


@njit(cache=True, inline="always")
def torturer(g, f):
    """Stage 3: the victim's option; stage 4: a discard; fx_a: cards discarded so far."""
    st = g.fx_stage[f]
    v = g.fx_p[f]
    if st == 3:
        emit(g, EV_CHOOSE, v, TORTURER, g.choice)
        if g.choice == TORTURER_CURSE:
            gain(g, v, CURSE, TO_HAND)
        else:
            g.fx_a[f] = 0
            ask_hand(g, f, 4, DISCARD, v, 0, False, 2)
            return
    elif st == 4 and move_then_ask_second(g, f, 4, DISCARD, v):
        return
    if not next_victim(g, f):
        pop(g)
        return
    ask_option(g, f, 3, MODE, g.fx_p[f], 2, NONE)


@njit(cache=True, inline="always")
def trading_post(g, f):
    """fx_a: cards trashed so far."""
    p = g.cur
    if g.fx_stage[f] == 1:
        ask_hand(g, f, 2, TRASH, p, 0, False, 2)
        return
    if move_then_ask_second(g, f, 2, TRASH, p):
        return
    if g.fx_a[f] == 2:
        gain(g, p, SILVER, TO_HAND)
    pop(g)


@njit(cache=True, inline="always")
def nobles(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        ask_option(g, f, 2, MODE, p, 2, NONE)
        return
    emit(g, EV_CHOOSE, p, NOBLES, g.choice)
    if g.choice == NOBLES_CARDS:
        draw(g, p, 3)
    else:
        g.actions += 2
    pop(g)


@njit(cache=True)
def diplomat_reaction(g, f):
    """Diplomat revealed against an Attack by player g.fx_p[f]: draw 2, then discard 3
    (fx_a: discarded so far). The reactions frame then asks this player again."""
    v = g.fx_p[f]
    if g.fx_stage[f] == 0:
        if f > 0 and g.fx_card[f - 1] == FX_REACTIONS:   # marked: the default reveals it once
            g.fx_a[f - 1] |= 1 << (8 + v)
        draw(g, v, 2)
        g.fx_a[f] = 0
    elif g.choice != NONE:
        hand_to_discard(g, v, g.choice)
        g.fx_a[f] += 1
    else:
        g.fx_a[f] = 3
    if g.fx_a[f] < 3:
        ask_hand(g, f, 1, DISCARD, v, 0, False, 3 - g.fx_a[f])
        if g.dec != NO_DECISION:
            g.dec_src = DIPLOMAT
            return
    pop(g)


@njit(cache=True)
def intrigue_effect(g, f, c):
    """Run card c's frame f. Cards whose whole effect is vanilla (Harem, Duke) just finish."""
    if c == COURTYARD:
        courtyard(g, f)
    elif c == LURKER:
        lurker(g, f)
    elif c == PAWN:
        pawn(g, f)
    elif c == MASQUERADE:
        masquerade(g, f)
    elif c == SHANTY_TOWN:
        shanty_town(g, f)
    elif c == STEWARD:
        steward(g, f)
    elif c == SWINDLER:
        swindler(g, f)
    elif c == WISHING_WELL:
        wishing_well(g, f)
    elif c == BARON:
        baron(g, f)
    elif c == BRIDGE:
        g.cost_cut += 1
        pop(g)
    elif c == CONSPIRATOR:
        if g.plays >= 3:
            draw(g, g.cur, 1)
            g.actions += 1
        pop(g)
    elif c == DIPLOMAT:
        if g.hand_n[g.cur] <= 5:
            g.actions += 2
        pop(g)
    elif c == IRONWORKS:
        ironworks(g, f)
    elif c == MILL:
        mill(g, f)
    elif c == MINING_VILLAGE:
        mining_village(g, f)
    elif c == SECRET_PASSAGE:
        secret_passage(g, f)
    elif c == COURTIER:
        courtier(g, f)
    elif c == MINION:
        minion(g, f)
    elif c == PATROL:
        patrol(g, f)
    elif c == REPLACE:
        replace(g, f)
    elif c == TORTURER:
        torturer(g, f)
    elif c == TRADING_POST:
        trading_post(g, f)
    elif c == UPGRADE:
        trash_and_gain(g, f, 0, False, 1, 1, TO_DISCARD)
    elif c == NOBLES:
        nobles(g, f)
    else:
        pop(g)


# --- defaults -------------------------------------------------------------------------------


@njit(cache=True)
def lifts(m, extra):
    """Does +$extra take money m to a higher price point of $5 or more?"""
    return tier(m + extra) > tier(m) and tier(m + extra) >= 5


@njit(cache=True)
def idle_action(g, p):
    """An Action card in p's hand while no Action is left to play it."""
    return g.actions == 0 and has_type_in_hand(g, p, ACTION)


@njit(cache=True)
def score(g, c, rule):
    if rule == 2:                       # gains: cost, then play priority
        return COST[c] * 1000 + PRIORITY[c]
    if rule == 3:                       # Actions to play: priority
        return PRIORITY[c] if TYPES[c] & ACTION else -1000
    if rule == 4:                       # Courtier: types, then the least valuable
        return n_types(g, c) * 1000 - keep_value(c)
    if rule == 0:
        return keep_value(c)
    return now_value(g, c) * 1000 + keep_value(c)


@njit(cache=True)
def best_card(g, rule, maximise):
    """The legal card of the pending decision with the highest (lowest) score; NONE if none."""
    best = NONE
    best_s = 0
    for c in decision_cards(g):
        if legal_card(g, c):
            s = score(g, c, rule) if maximise else -score(g, c, rule)
            if best == NONE or s > best_s:
                best = c
                best_s = s
    return best


@njit(cache=True)
def first_free(g, a, b, c, d):
    """The first of options a, b, c, d that is still allowed."""
    if legal(g, a):
        return a
    if legal(g, b):
        return b
    if legal(g, c):
        return c
    return d


@njit(cache=True, inline="always")
def lurker_mode_default(g):
    best = NONE
    for j in range(g.ncards):
        c = g.cards[j]
        if TYPES[c] & ACTION and g.trash[c] > 0 and (best == NONE or score(g, c, 2)
                                                      > score(g, best, 2)):
            best = c
    # a gain must be worth a Silver (Lurker's own pile in the trash is not: measured)
    if best != NONE and COST[best] >= 3 and card_value(g, g.dec_p, best) >= SILVER_V:
        return LURKER_GAIN
    return LURKER_TRASH


@njit(cache=True, inline="always")
def worst_bad(g, p):
    """The legal card worth least to p if it is worth less than nothing now (a Curse, an
    Estate while 7 or more Provinces are left); NONE otherwise."""
    c = pick(g, BY_DECK, False)
    if c != NONE and card_value(g, p, c) < 0:
        return c
    return NONE


@njit(cache=True, inline="always")
def masquerade_trash_default(g, p):
    """Masquerade's trash: worst_bad; else a Copper whose loss keeps the card p's buy rules
    take with all the hand could spend (the plan probe; DominionSim's rule, which keeps no
    money floor: bm-masquerade:1 0.762 -> 0.770); else nothing. Without a plan, no Copper."""
    c = worst_bad(g, p)
    if c != NONE or not legal_card(g, COPPER) or not has_plan(g, p):
        return c
    m = potential_money(g, p)
    return COPPER if want(g, p, m) == want(g, p, m - 1) else NONE


@njit(cache=True, inline="always")
def bad_in_hand(g, p):
    n = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] > 0 and card_value(g, p, c) < 0:
            n += g.hand[p, c]
    return n


@njit(cache=True, inline="always")
def steward_default(g, p):
    """Trash 2 cards worth less than nothing; else +$2 when it changes the card the player's
    own buy rules take (the plan probe; DominionSim's rule: $6 -> $8 is no gain while they
    still take Gold at $8), without a plan when it reaches the next price; else +2 Cards."""
    if bad_in_hand(g, p) >= 2:
        return STEWARD_TRASH
    m = hand_money(g, p)
    if has_plan(g, p):
        return STEWARD_COINS if want(g, p, m + 2) != want(g, p, m) else STEWARD_CARDS
    if lifts(m, 2):
        return STEWARD_COINS
    return STEWARD_CARDS


@njit(cache=True, inline="always")
def swindler_default(g):
    """The card worth least to the victim now (a Curse for a Copper; an Estate early but not
    late; never an Attack it would turn against us while another card will do)."""
    v = g.fx_p[g.fx_n - 1]
    best = NONE
    best_s = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if not legal_card(g, c):
            continue
        s = card_value(g, v, c)
        if best == NONE or s < best_s:
            best = c
            best_s = s
    return best


@njit(cache=True, inline="always")
def wishing_well_default(g, p):
    """The commonest card of the deck (the discard pile if the deck is empty): the player
    can know the deck's make-up, not its order."""
    cnt = np.zeros(NC, np.int64)
    if g.deck_n[p] > 0:
        for i in range(g.deck_n[p]):
            cnt[g.deck[p, i]] += 1
    else:
        for j in range(g.ncards):
            c = g.cards[j]
            cnt[c] = g.discard[p, c]
    best = COPPER
    for j in range(g.ncards):
        c = g.cards[j]
        if cnt[c] > cnt[best] or (cnt[c] == cnt[best] and keep_value(c) > keep_value(best)):
            best = c
    return best


@njit(cache=True, inline="always")
def mill_default(g, p):
    if not g.dec_opt:                   # the second discard
        return best_card(g, 5, False)
    if worst_two_sum(g, p, BY_NOW) < 2:     # the two least useful make less than $2
        return best_card(g, 5, False)
    return NONE


@njit(cache=True, inline="always")
def secret_passage_card_default(g, p):
    if has_plan(g, p):          # the best card the buy keeps without (DominionSim's rule:
        return spare_card(g, p)  # bm-secret-passage:1 0.460 -> 0.555)
    if idle_action(g, p):
        c = best_card(g, 3, True)
        if TYPES[c] & ACTION:
            return c
    return pick(g, BY_HAND, False)


@njit(cache=True, inline="always")
def courtier_mode_default(g, p):
    """+$3 first when it reaches a Province, else a Gold first; then +1 Action if an Action
    waits in hand, else +1 Buy."""
    m = hand_money(g, p)
    if m < 8 and m + 3 >= 8:
        a, b = COURTIER_COINS, COURTIER_GOLD
    else:
        a, b = COURTIER_GOLD, COURTIER_COINS
    if idle_action(g, p):
        return first_free(g, a, b, COURTIER_ACTION, COURTIER_BUY)
    return first_free(g, a, b, COURTIER_BUY, COURTIER_ACTION)


@njit(cache=True, inline="always")
def pawn_default(g, p):
    if idle_action(g, p):
        return first_free(g, PAWN_ACTION, PAWN_CARD, PAWN_COIN, PAWN_BUY)
    if lifts(hand_money(g, p), 1):
        return first_free(g, PAWN_COIN, PAWN_CARD, PAWN_BUY, PAWN_ACTION)
    return first_free(g, PAWN_CARD, PAWN_COIN, PAWN_BUY, PAWN_ACTION)


@njit(cache=True, inline="always")
def junk_in_discard(g, p):
    """Coppers, Curses and pure Victory cards in p's discard pile."""
    n = g.discard[p, COPPER] + g.discard[p, CURSE]
    for j in range(g.ncards):
        c = g.cards[j]
        if TYPES[c] == VICTORY:
            n += g.discard[p, c]
    return n


@njit(cache=True, inline="always")
def minion_default(g, p):
    """+$2 while another Minion waits in hand (it plays next, with the Action this one gives;
    another Action in hand does not count, as in DominionSim: measured, Minions/Chapel 0.529
    -> 0.793 against Big Money Ultimate when a Chapel in hand no longer forces +$2). Otherwise, from
    the player's own buy rules (the plan probe): +$2 only when it changes what they buy and
    reaches the best card they want at any price (DominionSim's rule: attack while a
    better card stays out of reach, or when +$2 buys nothing better); else attack, for 4
    new cards and the others' 5-card hands. Without a plan: +$2 when it makes a Province
    ($8) that the coins already made do not."""
    if g.hand[p, MINION] > 0:
        return MINION_COINS
    m = hand_money(g, p)
    if has_plan(g, p):
        if g.deck_n[p] < 4 and junk_in_discard(g, p) > 3:
            return MINION_COINS         # 4 new cards would reshuffle that junk
        more = want(g, p, m + 2)
        if more != want(g, p, m) and more == want(g, p, PLAN_N - 1):
            return MINION_COINS
        return MINION_ATTACK
    if m + 2 >= 8 and g.coins < 8:
        return MINION_COINS
    return MINION_ATTACK


@njit(cache=True, inline="always")
def torturer_default(g, v):
    """The victim takes the Curse when discarding 2 would cost a Province this turn (the
    hand makes $8 and would not without its 2 worst cards) or when the Curses are gone;
    otherwise discards 2."""
    if g.supply[CURSE] == 0:
        return TORTURER_CURSE
    m = hand_money(g, v)
    if m >= 8 and money_without_worst(g, v, 2) < 8:
        return TORTURER_CURSE
    return TORTURER_DISCARD


@njit(cache=True, inline="always")
def diplomat_discard_default(g, v):
    """The victim's worst cards for next turn, keeping a Moat that is still to be revealed."""
    atk = g.fx_n - 3                    # Diplomat's reaction, the reactions frame, the Attack
    keep_moat = (g.hand[v, MOAT] > 0 and atk >= 0 and (g.fx_immune[atk] >> v) & 1 == 0)
    best = NONE
    best_v = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if not legal_card(g, c):
            continue
        x = hand_value(g, v, c, 1)
        if c == MOAT and keep_moat:
            x += 1000
        if best == NONE or x < best_v:
            best = c
            best_v = x
    return best


@njit(cache=True, inline="always")
def replace_gain_default(g, p):
    """The best gain on the value scale, a Victory card counting a Curse for each other
    player while Curses are left (a VP from each and a dead card in their decks)."""
    best = NONE
    best_v = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if not legal_card(g, c):
            continue
        v = value(g, p, c, BY_GAIN)
        if TYPES[c] & VICTORY and g.supply[CURSE] > 0:
            v += 250000 * (g.n - 1)
        if best == NONE or v > best_v:
            best = c
            best_v = v
    return best


@njit(cache=True)
def intrigue_default(g):
    """Card-specific default answers for this set's decisions; -2 for the generic rule."""
    src = g.dec_src
    p = g.dec_p
    k = g.dec
    if src == COURTYARD:
        return spare_card(g, p)
    if src == LURKER:
        if k == MODE:
            return lurker_mode_default(g)
        if k == TRASH:
            return best_card(g, 2, True)
        return -2
    if src == PAWN:
        return pawn_default(g, p)
    if src == MASQUERADE:
        if k == PICK:
            return pick(g, BY_DECK, False)
        return masquerade_trash_default(g, p)
    if src == STEWARD:
        if k == MODE:
            return steward_default(g, p)
        return pick(g, BY_DECK, False)
    if src == SWINDLER:
        return swindler_default(g)
    if src == WISHING_WELL:
        return wishing_well_default(g, p)
    if src == BARON:
        return 1
    if src == DIPLOMAT:
        return diplomat_discard_default(g, p)
    if src == MILL:
        return mill_default(g, p)
    if src == MINING_VILLAGE:
        return 1 if lifts(hand_money(g, p), 2) and tier(hand_money(g, p) + 2) >= 6 else 0
    if src == SECRET_PASSAGE:
        if k == TOPDECK:
            return secret_passage_card_default(g, p)
        c = g.dec_card
        if (TYPES[c] & ACTION) or keep_value(c) > keep_value(COPPER):
            return 0
        return g.dec_hi
    if src == COURTIER:
        if k == PICK:
            return best_card(g, 4, True)
        return courtier_mode_default(g, p)
    if src == MINION:
        return minion_default(g, p)
    if src == PATROL:
        return best_card(g, 0, True)
    if src == REPLACE:
        if k == TRASH:
            return replace_choice(g, p)
        return replace_gain_default(g, p)
    if src == TORTURER:
        if k == MODE:
            return torturer_default(g, p)
        return pick(g, BY_HAND, False)
    if src == TRADING_POST:
        return pick(g, BY_DECK, False)
    if src == UPGRADE:
        if k == TRASH:              # a Copper when no upgrade gains (DominionSim's rule)
            if best_improve_delta(g, p, 1, 1) <= 0 and legal_card(g, COPPER):
                return COPPER
            return best_improve(g, p, 1, 1, 0)
        return -2
    if src == NOBLES:
        return NOBLES_ACTIONS if idle_action(g, p) else NOBLES_CARDS
    return -2
