"""Seaside, 2nd edition (and the cards both editions share): the card effects beyond their
vanilla bonuses (see effects/base.py for the frame protocol), what each Duration does at the
start of the next turn (`seaside_later`, frames LATER_OFFSET + card), and the defaults.

Rulings decided here (sources in tests/test_seaside_cards.py):
- A Duration stays in play only while it has something left to do: Haven with an empty
  hand and Tactician with no cards to discard are discarded in this turn's Clean-up.
- Outpost (current errata, both editions): the next hand is 3 cards; an extra turn follows
  unless this turn is already an extra turn (then Outpost does nothing more and leaves play
  this turn); a second Outpost in a turn adds nothing. The first one stays in play through
  the extra turn.
- Haven's set-aside card waits face down on the Haven mat (g.mat[p, MAT_HAVEN]); it is the
  player's card all along.
- Salvager's +$ is the trashed card's cost now (Bridge lowers it).
- Cutpurse: a victim without a Copper reveals the hand (logged); nothing is asked.
- Island goes onto the mat only if it is still in play (a Throne Room's second play sets
  aside a second card from the hand, not the Island again); with an empty hand it sets
  aside only itself.
- Lookout looks at the top 3 (shuffling if needed, fewer if there are fewer): it trashes
  one, then discards one of the rest, then puts any left back.
- Native Village's mat is face down (its owner may look); taking it takes every card.
- Sea Chart: a revealed card with no copy in play stays on top of the deck.
- Tide Pools / Sea Witch: at the start of the next turn, discard 2 cards (as many as the
  hand holds); Sea Witch first draws 2. The question names the card as its source.
- Treasure Map trashes itself only if it is still in play (a Throne Room's second play
  finds it gone) and one Treasure Map from the hand if there is one; four Golds only when
  both were trashed.
- Smugglers: the choice is among the Supply cards (with cards left, costing up to $6 now)
  the player to the right gained on their latest turn, bought or not (g.last_gains); gains
  that player made on other players' turns do not count; none: nothing.
- Monkey: each play draws 1 card per card the player to the right gains (on any turn)
  until the start of the Monkey player's next turn, then 1 card; a Throne Room doubles
  both.
- Blockade: the card gained is set aside on the Blockade mat (g.mat[p, MAT_BLOCKADE], face
  up) and goes to the hand at the start of the next turn. Meanwhile another player who
  gains a copy on their own turn gains a Curse per such Blockade, unless a Moat or a
  Lighthouse made them immune when the Blockade was played.
- Sailor: each play lets the player play one Duration card gained later this turn (bought
  or gained otherwise, in either phase), if it is still where it was gained; at the start
  of the next turn +$2 and an optional trash from the hand.
- Corsair: until the start of its player's next turn, each other player (not immune when
  it was played) trashes the first Silver or Gold it plays each turn: one card a turn
  however many Corsairs; the Treasure's $ still counts.
- Pirate: when any player gains a Treasure (on any turn), each player with Pirates in hand
  may play them, one question per Pirate; one played on another player's turn stays in
  play until the end of its owner's next turn, whose start gains a Treasure costing up to
  $6 to the hand.
- Sailor's and Pirate's questions come when the step of the effect that gained the card
  ends (durations.py, FX_GAINED): after a buy at once, but after a question the same step
  asks (Artisan's put-back, Bureaucrat's victims); a Sailor finds the card only if it is
  still where it was gained. Treasures a Duration played by Sailor draws in the Buy phase
  are not played (the engine plays a turn's Treasures once, before the first buy).
"""
from numba import njit

# Native Village's options (MODE answers)
NV_SET_ASIDE, NV_TAKE = 0, 1

from ..cards import (
    BLOCKADE,
    CARAVAN,
    COIN,
    COPPER,
    CORSAIR,
    COST,
    CURSE,
    CURSE_T,
    CUTPURSE,
    FISHING_VILLAGE,
    GOLD,
    HAVEN,
    ISLAND,
    LIGHTHOUSE,
    LOOKOUT,
    MERCHANT_SHIP,
    MONKEY,
    NATIVE_VILLAGE,
    OUTPOST,
    PIRATE,
    SAILOR,
    SALVAGER,
    SEA_CHART,
    SEA_WITCH,
    SMUGGLERS,
    TACTICIAN,
    TIDE_POOLS,
    TREASURE,
    TREASURE_MAP,
    TYPES,
    VICTORY,
    WAREHOUSE,
    WHARF,
)
from ..choose import BY_DECK, hand_money, pick, salvager_choice, spare_card, tier
from ..decisions import NO_LIMIT, ask, ask_hand, ask_option, ask_supply
from ..durations import AT_BLOCKADE, EXTRA_NEXT, EXTRA_NOW, SMALL_HAND, later
from ..frames import LATER_OFFSET, next_victim, pop
from ..probe import has_plan
from ..state import (
    DISCARD,
    EV_CHOOSE,
    EV_FROM_MAT,
    EV_MAT,
    EV_REVEAL,
    GAIN,
    MAT_BLOCKADE,
    MAT_HAVEN,
    MAT_ISLAND,
    MAT_NATIVE,
    MODE,
    NONE,
    PICK,
    TRASH,
    Z_GAINED,
    Z_REVEALED,
)
from ..values import card_value, is_junk
from ..zones import (
    TO_DECK,
    TO_DISCARD,
    TO_HAND,
    cost,
    discard_hand,
    draw,
    emit,
    gain,
    hand_to_discard,
    pop_top,
    put_on_deck,
    rev_find,
    rev_remove,
    reveal_top_n,
    to_discard,
    to_hand,
    trash_card,
    trash_from_hand,
    trash_from_play,
)


@njit(cache=True)
def hand_to_mat(g, p, c, m):
    g.hand[p, c] -= 1
    g.hand_n[p] -= 1
    g.mat[p, m, c] += 1
    g.mat_n[p, m] += 1
    emit(g, EV_MAT, p, c, m)


@njit(cache=True)
def mat_to_hand(g, p, c, m):
    g.mat[p, m, c] -= 1
    g.mat_n[p, m] -= 1
    g.hand[p, c] += 1
    g.hand_n[p] += 1
    emit(g, EV_FROM_MAT, p, c, m)


@njit(cache=True, inline="always")
def haven(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        ask_hand(g, f, 2, PICK, p, 0, False, 1)
        return
    c = g.choice
    if c != NONE:                   # an empty hand: nothing set aside, nothing later
        hand_to_mat(g, p, c, MAT_HAVEN)
        later(g, f, HAVEN, c)
    pop(g)


@njit(cache=True, inline="always")
def warehouse(g, f):
    """Discard 3 cards (as many as the hand holds); fx_a: discarded so far."""
    p = g.cur
    if g.fx_stage[f] == 2:
        if g.choice != NONE:
            hand_to_discard(g, p, g.choice)
        g.fx_a[f] += 1
    if g.fx_a[f] >= 3 or g.hand_n[p] == 0:
        pop(g)
        return
    ask_hand(g, f, 2, DISCARD, p, 0, False, 3 - g.fx_a[f])


@njit(cache=True, inline="always")
def cutpurse(g, f):
    while next_victim(g, f):
        v = g.fx_p[f]
        if g.hand[v, COPPER] > 0:
            hand_to_discard(g, v, COPPER)
        else:
            emit(g, EV_REVEAL, v, NONE, g.hand_n[v])
    pop(g)


@njit(cache=True, inline="always")
def salvager(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        ask_hand(g, f, 2, TRASH, p, 0, False, 1)
        return
    c = g.choice
    if c != NONE:
        g.coins += cost(g, c)
        trash_from_hand(g, p, c)
    pop(g)


@njit(cache=True, inline="always")
def treasure_map(g, f):
    p = g.cur
    trashed = 0
    if g.play[TREASURE_MAP] > 0:
        trash_from_play(g, p, TREASURE_MAP)
        trashed += 1
    if g.hand[p, TREASURE_MAP] > 0:
        trash_from_hand(g, p, TREASURE_MAP)
        trashed += 1
    if trashed == 2:
        for _ in range(4):
            gain(g, p, GOLD, TO_DECK)
    pop(g)


@njit(cache=True, inline="always")
def island(g, f):
    """This Island (if still in play) and a card from the hand go onto the Island mat."""
    p = g.cur
    if g.fx_stage[f] == 1:
        if g.play[ISLAND] > 0:
            g.play[ISLAND] -= 1
            g.play_n -= 1
            g.mat[p, MAT_ISLAND, ISLAND] += 1
            g.mat_n[p, MAT_ISLAND] += 1
            emit(g, EV_MAT, p, ISLAND, MAT_ISLAND)
        ask_hand(g, f, 2, PICK, p, 0, False, 1)
        return
    if g.choice != NONE:
        hand_to_mat(g, p, g.choice, MAT_ISLAND)
    pop(g)


@njit(cache=True, inline="always")
def lookout(g, f):
    """The top 3 cards wait in the revealed buffer: one is trashed, one discarded, the rest
    (at most one) goes back on top."""
    p = g.cur
    st = g.fx_stage[f]
    if st == 1:
        reveal_top_n(g, p, 3)
        ask(g, f, 2, TRASH, p, Z_REVEALED, 0, 0, NO_LIMIT, False, 2)
        return
    if st == 2:
        if g.choice != NONE:
            trash_card(g, p, rev_remove(g, rev_find(g, g.choice)))
        ask(g, f, 3, DISCARD, p, Z_REVEALED, 0, 0, NO_LIMIT, False, 1)
        return
    if g.choice != NONE:
        to_discard(g, p, rev_remove(g, rev_find(g, g.choice)))
    for i in range(g.rev_n - 1, -1, -1):
        put_on_deck(g, p, g.rev[i])
    g.rev_n = 0
    pop(g)


@njit(cache=True, inline="always")
def native_village(g, f):
    """MODE: NV_SET_ASIDE (the top card of the deck onto the mat) or NV_TAKE (every card on
    the mat into the hand)."""
    p = g.cur
    if g.fx_stage[f] == 1:
        ask_option(g, f, 2, MODE, p, 2, NONE)
        return
    emit(g, EV_CHOOSE, p, NATIVE_VILLAGE, g.choice)
    if g.choice == NV_TAKE:
        for j in range(g.ncards):
            c = g.cards[j]
            for _ in range(g.mat[p, MAT_NATIVE, c]):
                mat_to_hand(g, p, c, MAT_NATIVE)
    else:
        c = pop_top(g, p)
        if c != NONE:
            g.mat[p, MAT_NATIVE, c] += 1
            g.mat_n[p, MAT_NATIVE] += 1
            emit(g, EV_MAT, p, c, MAT_NATIVE)
    pop(g)


@njit(cache=True, inline="always")
def sea_chart(g, f):
    """Reveal the top card; into the hand if a copy is in play (this Sea Chart counts, and
    so do Durations back in play from the last turn), else it stays on top."""
    p = g.cur
    c = pop_top(g, p)
    if c != NONE:
        emit(g, EV_REVEAL, p, c, 1)
        if g.play[c] > 0:
            to_hand(g, p, c)
        else:
            put_on_deck(g, p, c)
    pop(g)


@njit(cache=True)
def discard_two(g, f):
    """A start-of-turn 'discard 2 cards' (Tide Pools, Sea Witch): fx_b counts the discards;
    the question names the Duration as its source."""
    p = g.fx_p[f]
    if g.fx_stage[f] == 2 and g.choice != NONE:
        hand_to_discard(g, p, g.choice)
        g.fx_b[f] += 1
    if g.fx_b[f] >= 2 or g.hand_n[p] == 0:
        pop(g)
        return
    ask_hand(g, f, 2, DISCARD, p, 0, False, 2 - g.fx_b[f])
    g.dec_src = g.fx_card[f] - LATER_OFFSET


@njit(cache=True, inline="always")
def sea_witch(g, f):
    while next_victim(g, f):
        gain(g, g.fx_p[f], CURSE, TO_DISCARD)
    later(g, f, SEA_WITCH, 0)
    pop(g)


@njit(cache=True, inline="always")
def outpost(g, f):
    g.outpost |= SMALL_HAND
    if g.outpost & (EXTRA_NEXT | EXTRA_NOW) == 0:
        g.outpost |= EXTRA_NEXT
        later(g, f, OUTPOST, 0)
    pop(g)


@njit(cache=True, inline="always")
def smugglers(g, f):
    p = g.cur
    if g.fx_stage[f] == 1:
        ask(g, f, 2, GAIN, p, Z_GAINED, 0, 0, 6, False, 1)
        return
    if g.choice != NONE:
        gain(g, p, g.choice, TO_DISCARD)
    pop(g)


@njit(cache=True, inline="always")
def blockade(g, f):
    """Gain a card up to $4 onto the Blockade mat; its start-of-turn entry keeps the card
    and the players immune to this play (zones.blockaded)."""
    p = g.cur
    if g.fx_stage[f] == 1:
        ask_supply(g, f, 2, GAIN, p, 0, 0, 4)
        return
    c = g.choice
    if c != NONE and gain(g, p, c, TO_DISCARD):
        g.discard[p, c] -= 1
        g.discard_n[p] -= 1
        g.mat[p, MAT_BLOCKADE, c] += 1
        g.mat_n[p, MAT_BLOCKADE] += 1
        emit(g, EV_MAT, p, c, MAT_BLOCKADE)
        n = g.sail_n                    # a Sailor finds it set aside
        if n > 0 and g.sail_card[n - 1] == c and g.sail_where[n - 1] == TO_DISCARD:
            g.sail_where[n - 1] = AT_BLOCKADE
        later(g, f, BLOCKADE, c + 256 * g.fx_immune[f])
    pop(g)


@njit(cache=True, inline="always")
def corsair(g, f):
    bits = 0
    while next_victim(g, f):
        bits |= 1 << g.fx_p[f]
    g.corsair[g.cur] |= bits
    later(g, f, CORSAIR, 0)
    pop(g)


@njit(cache=True)
def seaside_effect(g, f, c):
    """Run Seaside card c's frame f (vanilla bonuses already given)."""
    if c == HAVEN:
        haven(g, f)
        return
    if c == TACTICIAN:
        if g.hand_n[g.cur] > 0:
            discard_hand(g, g.cur)
            later(g, f, c, 0)
    elif c == LIGHTHOUSE or c == FISHING_VILLAGE or c == CARAVAN or c == MERCHANT_SHIP or (
            c == WHARF):
        later(g, f, c, 0)
    elif c == WAREHOUSE:
        warehouse(g, f)
        return
    elif c == CUTPURSE:
        cutpurse(g, f)
        return
    elif c == SALVAGER:
        salvager(g, f)
        return
    elif c == TREASURE_MAP:
        treasure_map(g, f)
        return
    elif c == OUTPOST:
        outpost(g, f)
        return
    elif c == ISLAND:
        island(g, f)
        return
    elif c == NATIVE_VILLAGE:
        native_village(g, f)
        return
    elif c == SEA_CHART:
        sea_chart(g, f)
        return
    elif c == SEA_WITCH:
        sea_witch(g, f)
        return
    elif c == TIDE_POOLS:
        later(g, f, c, 0)
    elif c == LOOKOUT:
        lookout(g, f)
        return
    elif c == SMUGGLERS:
        smugglers(g, f)
        return
    elif c == BLOCKADE:
        blockade(g, f)
        return
    elif c == CORSAIR:
        corsair(g, f)
        return
    elif c == MONKEY:
        g.monkeys[g.cur] += 1
        later(g, f, c, 0)
    elif c == SAILOR:
        g.sailors += 1
        later(g, f, c, 0)
    elif c == PIRATE:
        later(g, f, c, 0)
    pop(g)


@njit(cache=True)
def seaside_later(g, f, c):
    """What Duration c does at the start of its player's turn (frame f; fx_a: its argument)."""
    p = g.fx_p[f]
    if c == TIDE_POOLS:
        discard_two(g, f)
        return
    if c == SEA_WITCH:
        if g.fx_stage[f] == 0:
            g.fx_stage[f] = 1
            draw(g, p, 2)
        discard_two(g, f)
        return
    if c == FISHING_VILLAGE:
        g.actions += 1
        g.coins += 1
    elif c == LIGHTHOUSE:
        g.coins += 1
    elif c == CARAVAN:
        draw(g, p, 1)
    elif c == MERCHANT_SHIP:
        g.coins += 2
    elif c == WHARF:
        draw(g, p, 2)
        g.buys += 1
    elif c == TACTICIAN:
        draw(g, p, 5)
        g.actions += 1
        g.buys += 1
    elif c == HAVEN:
        mat_to_hand(g, p, g.fx_a[f], MAT_HAVEN)
    elif c == MONKEY or c == CORSAIR:
        draw(g, p, 1)
    elif c == BLOCKADE:
        k = g.fx_a[f] % 256
        if g.mat[p, MAT_BLOCKADE, k] > 0:
            mat_to_hand(g, p, k, MAT_BLOCKADE)
    elif c == SAILOR:
        if g.fx_stage[f] == 0:
            g.coins += 2
            ask_hand(g, f, 2, TRASH, p, 0, True, 1)
            g.dec_src = SAILOR
            return
        if g.choice != NONE:
            trash_from_hand(g, p, g.choice)
    elif c == PIRATE:
        if g.fx_stage[f] == 0:
            ask_supply(g, f, 2, GAIN, p, TREASURE, 0, 6)
            g.dec_src = PIRATE
            return
        if g.choice != NONE:
            gain(g, p, g.choice, TO_HAND)
    pop(g)


@njit(cache=True)
def seaside_default(g):
    """Card-specific defaults of the Seaside cards; -2 where the generic rule answers."""
    if g.dec_src == HAVEN:
        return spare_card(g, g.dec_p)
    if g.dec_src == ISLAND:
        c = island_green(g, g.dec_p)
        return c if c != NONE else pick(g, BY_DECK, False)
    if g.dec_src == NATIVE_VILLAGE:
        return native_village_default(g, g.dec_p)
    if g.dec_src == SAILOR and g.dec == TRASH:     # junk only (the trashers' rule)
        c = pick(g, BY_DECK, False)
        return c if c != NONE and is_junk(g, g.dec_p, c) else NONE
    if g.dec_src == SALVAGER:
        if has_plan(g, g.dec_p):        # a Throne Room's second play may find nothing
            c = salvager_choice(g, g.dec_p)
            return c if c != NONE else pick(g, BY_DECK, False)
        return salvager_trash(g, g.dec_p)
    return -2


@njit(cache=True, inline="always")
def salvager_trash(g, p):
    """The card whose cost, as +$, lifts this turn's price point ($8, $6, else each $) the
    most to a price above its own cost (never a Province for a Province), the least valued
    first; with none, the card worth least in the deck. Measured against that generic rule
    alone: +0.066 for bm-salvager, 0.014 below the plan's rule (benchmarks/README.md)."""
    m = hand_money(g, p)
    best = NONE
    best_t = tier(m)
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] == 0:
            continue
        t = tier(m + cost(g, c) - (COIN[c] if g.types[c] & TREASURE else 0))
        if t <= cost(g, c) or t < best_t or (t == best_t and best == NONE):
            continue
        if t > best_t or card_value(g, p, c) < card_value(g, p, best):
            best = c
            best_t = t
    return best if best != NONE else pick(g, BY_DECK, False)


@njit(cache=True, inline="always")
def island_green(g, p):
    """The Curse, else the cheapest Victory card in p's hand (it still scores on the mat and
    is dead in the deck, early too: +0.0004 for bm-island on two seeds against the card
    least worth keeping, which may keep a Province over a Copper); NONE without one."""
    best = NONE
    for j in range(g.ncards):
        c = g.cards[j]
        if g.hand[p, c] > 0 and (TYPES[c] & CURSE_T or TYPES[c] == VICTORY) and (
                best == NONE or (TYPES[c] & CURSE_T) > (TYPES[best] & CURSE_T)
                or (TYPES[c] & CURSE_T) == (TYPES[best] & CURSE_T) and COST[c] < COST[best]):
            best = c
    return best


@njit(cache=True, inline="always")
def native_village_default(g, p):
    """Take the mat when its Treasures lift this turn to $8 (a Province) or when it holds 4
    cards or more; else grow it. (Taking it for any higher price point, $6 or each $, was
    0.040 worse for bm-native-village: it empties the mat before it makes a Province.)"""
    if g.mat_n[p, MAT_NATIVE] == 0:
        return NV_SET_ASIDE
    if g.mat_n[p, MAT_NATIVE] >= 4:
        return NV_TAKE
    m = hand_money(g, p)
    return NV_TAKE if m < 8 <= m + native_mat_money(g, p) else NV_SET_ASIDE


@njit(cache=True, inline="always")
def native_mat_money(g, p):
    """The coins of the Treasures on p's Native Village mat."""
    extra = 0
    for j in range(g.ncards):
        c = g.cards[j]
        if g.types[c] & TREASURE:
            extra += COIN[c] * g.mat[p, MAT_NATIVE, c]
    return extra


# Plain-Python text for `domsim cards`: how the default answers each decision of these cards.
DEFAULTS = {
    "Haven": "Sets aside the card it can best spare this turn, as Artisan puts one back: an "
             "Action it cannot play, else a Treasure whose loss keeps this turn's buy (the "
             "plan probe), else a Victory card (with buy rules), else its least useful card.",
    "Lighthouse": "No choices.",
    "Lookout": "Trashes the card worth least in the deck (a Curse, an Estate early, ...), "
               "discards the next least useful, puts the best back.",
    "Island": "Sets aside a Curse, else the cheapest Victory card in hand (it still scores "
              "on the mat); without one, the card worth least in the deck.",
    "Warehouse": "Discards its least useful cards this turn (Curses and Victory cards first); "
                 "never one of a Treasure Map pair, and a lone Map before a Copper.",
    "Fishing Village": "No choices.",
    "Caravan": "No choices.",
    "Cutpurse": "No choices.",
    "Salvager": "With buy rules (the plan probe): played only for a worthwhile trash, as "
                "DominionSim plays it: an Estate its rules do not take first; else the card "
                "whose cost as +$ makes its rules take a card worth more than it and more "
                "than this turn's buy without it (the rules asked with that card gone from "
                "hand and deck); else junk whose +$ changes nothing. Without a plan it is "
                "always played and trashes the card that lifts this turn's price point most "
                "($8, $6, else each $) to a price above its own cost; else the card worth "
                "least in the deck (a Curse, an Estate, ...).",
    "Treasure Map": "Played with another Treasure Map in hand, the pair before other "
                    "terminals (unless a drawing terminal has an action to spare and cards "
                    "to draw); alone only once a Gold is owned and its buy rules would not "
                    "buy it back (it trashes itself out of the deck; DominionSim plays it "
                    "once a Gold is owned).",
    "Bazaar": "No choices.",
    "Merchant Ship": "No choices.",
    "Outpost": "No choices.",
    "Tactician": "Played with the last action before any other terminal; with more actions "
                 "left, after the others (it discards what is left in hand).",
    "Treasury": "Always puts each Treasury back onto the deck when it may.",
    "Native Village": "Takes the mat into the hand when its Treasures lift this turn to $8 "
                      "or when it holds 4 cards or more; else sets the top card aside.",
    "Sea Chart": "No choices.",
    "Tide Pools": "Discards its least useful cards this turn (Curses and Victory cards "
                  "first).",
    "Sea Witch": "Discards its least useful cards this turn (Curses and Victory cards "
                 "first).",
    "Wharf": "No choices.",
    "Smugglers": "Gains what its buy rules take among the cards the player to the right "
                 "gained; without a rule for them, the card worth most (the generic gain).",
    "Monkey": "No choices.",
    "Blockade": "Gains what its buy rules take with $4 (the generic gain without them).",
    "Sailor": "Plays each Duration card it may; at the start of the next turn trashes a "
              "card only if it is junk (a Curse, an Estate early, a Copper the deck can "
              "spare), as the other trashers do.",
    "Corsair": "No choices (a player hit plays its Silvers first: it loses a Silver rather "
               "than a Gold).",
    "Pirate": "Always plays a Pirate when it may; gains what its buy rules take among the "
              "Treasures up to $6 (the generic gain: Gold).",
}
