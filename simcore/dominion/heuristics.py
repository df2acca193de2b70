"""Default answers to every decision: what a decent player does when a strategy leaves the
choice to the engine. Each card's rule is documented for `domsim cards NAME` in the DEFAULTS
dict of its set's effects module (effects/base.py for the base cards here); keep the two in
step."""
import numpy as np
from numba import njit

from .card_sets import LAST_BASE, default_at, set_of
from .cards import (
    ACTION,
    AMBASSADOR,
    ARTISAN,
    ATTACK,
    BANDIT,
    BANK,
    BISHOP,
    BUREAUCRAT,
    CELLAR,
    CHAPEL,
    COIN,
    COPPER,
    COST,
    CURSE,
    GOLD,
    HARBINGER,
    KING_S_COURT,
    LIBRARY,
    LOAN,
    MINE,
    NC,
    PLUS_ACTIONS,
    PLUS_CARDS,
    PLUS_COINS,
    PRIORITY,
    REMODEL,
    REPLACE,
    SALVAGER,
    SENTRY,
    SILVER,
    TACTICIAN,
    THRONE_ROOM,
    TRADING_POST,
    TREASURE,
    TREASURE_MAP,
    TYPES,
    UPGRADE,
    VASSAL,
    VENTURE,
    VICTORY,
    WATCHTOWER,
)
from .choose import (
    BY_DECK,
    BY_GAIN,
    BY_HAND,
    ambassador_junk,
    best_improve,
    best_improve_delta,
    has_engine,
    pick,
    plan_improve,
    potential_money,
    replace_by_rank,
    salvager_choice,
    spare_card,
    worst_two_sum,
)
from .decisions import legal_card
from .effects.intrigue1 import react_default
from .frames import FX_REACTIONS
from .probe import buys_map_back, has_plan, want
from .state import (
    BUY,
    DISCARD,
    GAIN,
    MODE,
    NAME,
    NONE,
    PICK,
    PLAY,
    PLAY_ACTION,
    REACT,
    SET_ASIDE,
    TOPDECK,
    TRASH,
    YESNO,
    Z_REVEALED,
)
from .values import (  # noqa: F401  (MIN_MONEY, keep_value, money, trash_rank: re-exported)
    COPPER_V,
    MIN_MONEY,
    SILVER_V,
    card_value,
    deck_size,
    hand_value,
    is_junk,
    is_terminal,
    keep_value,
    money,
    trash_rank,
)
from .zones import cost

SENTRY_TRASH, SENTRY_DISCARD, SENTRY_KEEP = 0, 1, 2

# the Actions worth_playing may leave in hand (every other one is always worth playing): one
# load where a chain of comparisons ran for every Action the turn asks about
PLAY_CHECKED = np.zeros(NC, np.bool_)
for _c in (TREASURE_MAP, TRADING_POST, CHAPEL, REMODEL, REPLACE, UPGRADE, SALVAGER, AMBASSADOR,
           KING_S_COURT, WATCHTOWER, BISHOP):
    PLAY_CHECKED[_c] = True


@njit(cache=True)
def worth_playing(g, p, c):
    """Would playing Action c from p's hand do p good? Trading Post, Chapel and the
    trash-for-gain cards are left in hand when what they would trash is worth more than what
    they give (c itself is left out of the hand meanwhile)."""
    if not PLAY_CHECKED[c]:
        return True
    if c == TREASURE_MAP:               # alone it only trashes itself: out of a deck that
        #                                 holds a Gold and would not buy it back (DominionSim
        #                                 plays it once a Gold is owned)
        return g.hand[p, TREASURE_MAP] >= 2 or (g.owned[p, GOLD] > 0 and has_plan(g, p)
                                                and not buys_map_back(g, p))
    g.hand[p, c] -= 1
    g.hand_n[p] -= 1
    ok = True
    if c == TRADING_POST:               # or 2 Coppers, Curses, early Estates: a Silver for them
        ok = worst_two_sum(g, p, BY_DECK) <= SILVER_V or coppers_and_junk(g, p) >= 2
    elif c == CHAPEL:
        ok = False
        for j in range(g.ncards):
            d = g.cards[j]
            if g.hand[p, d] > 0 and is_junk(g, p, d):
                ok = True
    elif c == UPGRADE:                  # a cantrip: worth a Copper trashed for nothing too
        ok = best_improve_delta(g, p, 1, 1) > 0 or g.hand[p, COPPER] > 0
    elif c == AMBASSADOR:               # DominionSim's rule: only with a card to give away
        ok = ambassador_junk(g, p) != NONE
    elif c == BISHOP:                   # not in a deck of under 5 cards and $7: it would
        #                                 trash it thinner still (DominionSim's rule)
        ok = not (money(g, p) < 7 and deck_size(g, p) < 5)
    elif c == WATCHTOWER:               # only when it draws: a full hand keeps it to react
        #                                 to the turn's gains (DominionSim's rule)
        ok = g.hand_n[p] < 6 and g.deck_n[p] + g.discard_n[p] > 0
    elif c == KING_S_COURT:              # as Throne Room: only with another Action to play
        ok = False
        for j in range(g.actions_n):
            if g.hand[p, g.action_ids[j]] > 0:
                ok = True
    elif c == SALVAGER:                 # DominionSim's rule: only for a worthwhile trash
        ok = not has_plan(g, p) or salvager_choice(g, p) != NONE
    elif c == REPLACE and has_plan(g, p):   # DominionSim's rule: when it finds a card
        ok = replace_by_rank(g, p, True) != NONE
    elif has_plan(g, p):                # Remodel: only for a gain the plan wants
        ok = plan_improve(g, p, 2, True) != NONE
    else:
        ok = best_improve_delta(g, p, -1, 2) > 0
    g.hand[p, c] += 1
    g.hand_n[p] += 1
    return ok


@njit(cache=True)
def coppers_and_junk(g, p):
    """Coppers and junk cards (is_junk) in p's hand: Trading Post turns two of them into a
    Silver (DominionSim's rule; bm-trading-post:1 0.472 -> 0.554)."""
    return g.hand[p, COPPER] + junk_in_hand(g, p) - (g.hand[p, COPPER] if is_junk(g, p, COPPER)
                                                     else 0)


@njit(cache=True)
def junk_in_hand(g, p):
    """Junk cards (is_junk) in p's hand."""
    n = 0
    for j in range(g.ncards):
        d = g.cards[j]
        if g.hand[p, d] > 0 and is_junk(g, p, d):
            n += g.hand[p, d]
    return n


# the order the default plays Treasures that act when played in (treasures.py): lower first;
# Venture and Loan first (they dig for Treasures, which then count), Bank last (it counts the
# Treasures in play)
TREASURE_ORDER = np.ones(NC, np.int64)
TREASURE_ORDER[VENTURE] = TREASURE_ORDER[LOAN] = 0
TREASURE_ORDER[BANK] = 2


@njit(cache=True)
def next_treasure(g):
    """The Treasure in hand to play next: the first legal one in TREASURE_ORDER."""
    best = NONE
    for j in range(g.treasures_n):
        c = g.treasure_ids[j]
        if legal_card(g, c) and (best == NONE or TREASURE_ORDER[c] < TREASURE_ORDER[best]):
            best = c
    return best


@njit(cache=True)
def play_default(g):
    """The Action to play: the highest play priority among those worth playing, cards giving
    +Actions first; NONE if none is. Throne Room's target: throne_target."""
    p = g.dec_p
    if g.dec == PLAY:
        if g.dec_src == THRONE_ROOM or g.dec_src == KING_S_COURT:
            return throne_target(g, p)
        if g.dec_src == NONE:           # the Buy phase's next Treasure (treasures.py)
            return next_treasure(g)
    best = NONE
    best_s = 0
    # an Action is asked for: only the game's Actions can be legal (the same Supply order)
    acts = g.dec_types == ACTION
    for j in range(g.actions_n if acts else g.ncards):
        c = g.action_ids[j] if acts else g.cards[j]
        if not legal_card(g, c):
            continue
        if c == THRONE_ROOM:
            others = False
            for i in range(g.ncards):
                d = g.cards[i]
                if (TYPES[d] & ACTION and g.hand[p, d] > (1 if d == THRONE_ROOM else 0)
                        and worth_playing(g, p, d)):
                    others = True
            if not others:
                continue
            if throne_first(g, p):
                return c
        elif not worth_playing(g, p, c):
            continue
        s = 2 * PRIORITY[c] + (2000 if PLUS_ACTIONS[c] > 0 else 0)
        if c == SENTRY:                 # before Village: it sifts what the others will draw
            s += 60
        elif c == HARBINGER:            # before the other cantrips: they draw what it put back
            s += 54
        if (g.actions >= 2 and PLUS_ACTIONS[c] == 0 and PLUS_CARDS[c] > 0
                and g.deck_n[p] + g.discard_n[p] > 0):
            s += 2100                   # with an action to spare, a drawing terminal right
            #                             after the Villages: it may draw more (DominionSim's
            #                             order; First Game's bot 0.904 -> 0.961 with Mine's
            #                             rule); not with nothing left to draw
        if c == TREASURE_MAP and g.hand[p, TREASURE_MAP] >= 2:
            s += 100                    # the pair before the other terminals: its 4 Golds
            #                             land on the deck, where a drawing terminal played
            #                             after it finds them (DominionSim's order; Council
            #                             Room/Treasure Map 0.583 -> 0.740 there)
        if c == VASSAL and vassal_plays_top(g, p):
            s += 5000                   # first: it plays the known top Action for free
            #                             (DominionSim's rule; Burning Skull's bot 0.856 -> 0.932)
        if c == TACTICIAN and g.actions == 1:
            s += 100                    # the last action: Tactician before any other terminal
            #                             (its next turn beats them); with more, it comes last
        if c == CHAPEL and g.trash_floor[p] < MIN_MONEY and junk_in_hand(g, p) >= 2:
            s += 1000                   # trashing aggressively: Chapel before other terminals
            #                             (DominionSim's rule; Lab/Militia/Chapel +0.037)
        if best == NONE or s > best_s:
            best = c
            best_s = s
    return best


@njit(cache=True)
def vassal_plays_top(g, p):
    """Does p know that the top card of its deck is an Action Vassal would play: one that
    gives +Actions, or any while an action is to spare? (known_top: cards p put there.)"""
    if g.known_top[p] == 0:
        return False
    c = g.deck[p, g.deck_n[p] - 1]
    return (TYPES[c] & ACTION) != 0 and (PLUS_ACTIONS[c] > 0 or g.actions >= 2)


@njit(cache=True)
def throne_first(g, p):
    """Throne Room before every other Action when the choice of its target is already clear:
    another Throne Room, exactly one other Action or exactly one non-terminal waits in hand
    (DominionSim's rule; with throne_target, Burning Skull's bot +0.08)."""
    n_act = 0
    n_non = 0
    for j in range(g.ncards):
        d = g.cards[j]
        if TYPES[d] & ACTION and d != THRONE_ROOM:
            n_act += g.hand[p, d]
            if not is_terminal(d):
                n_non += g.hand[p, d]
    return g.hand[p, THRONE_ROOM] > 1 or n_act == 1 or n_non == 1


@njit(cache=True)
def doubled(c):
    """What playing c twice is worth, for Throne Room's target: cards drawn first, then +$,
    an Attack, then cost (Witch before Smithy, Laboratory before Militia)."""
    return 10 * PLUS_CARDS[c] + 5 * PLUS_COINS[c] + (10 if TYPES[c] & ATTACK else 0) + COST[c]


@njit(cache=True)
def throne_target(g, p):
    """Another Throne Room first; else the Action worth most played twice (doubled) among
    those worth playing, a terminal only while an action is left after it or when every
    Action in hand is terminal; else any Action worth playing (DominionSim's rule)."""
    all_terminal = True
    for j in range(g.ncards):
        d = g.cards[j]
        if TYPES[d] & ACTION and g.hand[p, d] > 0 and not is_terminal(d):
            all_terminal = False
    best = NONE
    spare = NONE
    for j in range(g.ncards):
        c = g.cards[j]
        if not legal_card(g, c) or not worth_playing(g, p, c):
            continue
        if c == THRONE_ROOM or c == KING_S_COURT:
            return c
        spare = c
        if is_terminal(c) and g.actions == 0 and not all_terminal:
            continue
        if best == NONE or doubled(c) > doubled(best):
            best = c
    return best if best != NONE else spare


@njit(cache=True)
def library_default(g, p):
    """Set aside an Action drawn that could not be played: a non-terminal when no Action is
    left, a terminal when the hand already holds as many terminals as Actions are left."""
    c = g.dec_card
    if g.actions == 0:
        return 1
    if not is_terminal(c):
        return 0
    n = 0
    for j in range(g.ncards):
        d = g.cards[j]
        if is_terminal(d):
            n += g.hand[p, d]
    return 1 if n >= g.actions else 0


@njit(cache=True)
def chapel_keeps_buy(g, p, c):
    """Does Chapel keep Treasure c for this turn's buy? When trashing it changes the card p's
    buy rules take with what the hand could spend (the plan probe), unless the Chapel has 4
    junk cards to trash (3 for a bot that trashes aggressively): DominionSim's rule."""
    if not has_plan(g, p):
        return False
    junk = 4 - g.dec_left + junk_in_hand(g, p)      # with those this Chapel trashed already
    if junk >= (3 if g.trash_floor[p] < MIN_MONEY else 4):
        return False
    m = potential_money(g, p)
    return want(g, p, m - COIN[c]) != want(g, p, m)


@njit(cache=True)
def least_junk(g, p):
    """The legal card of the pending decision that is junk to p and worth least to p (the
    first of equals, in Supply order or the order revealed: a card revealed twice is no lower the
    second time), NONE if none. It makes no list of candidates: the CUDA path cannot allocate."""
    revealed = g.dec_zone == Z_REVEALED
    best = NONE
    for i in range(g.rev_n if revealed else g.ncards):
        c = g.rev[i] if revealed else g.cards[i]
        if legal_card(g, c) and is_junk(g, p, c) and (best == NONE or card_value(g, p, c)
                                                       < card_value(g, p, best)):
            best = c
    return best


@njit(cache=True)
def card_default(g):
    """Card-specific defaults; -2 when the generic rule should answer."""
    src = g.dec_src
    p = g.dec_p
    k = g.dec
    if src == CHAPEL or (src == SENTRY and k == MODE):
        if k == TRASH:
            best = least_junk(g, p)
            if (src == CHAPEL and best != NONE and COIN[best] > 0 and g.types[best] & TREASURE
                    and chapel_keeps_buy(g, p, best)):
                return NONE
            return best
        c = g.dec_card
        if is_junk(g, p, c) or (src == SENTRY and c == COPPER):
            return SENTRY_TRASH         # every Copper (DominionSim's rule; measured no worse)
        if TYPES[c] == VICTORY or c == COPPER:
            return SENTRY_DISCARD
        return SENTRY_KEEP
    if src == CELLAR:                  # Coppers too: measured +0.042 (bm-cellar), +0.16 (an engine)
        c = pick(g, BY_HAND, False)
        if c != NONE and hand_value(g, p, c, g.actions) <= COPPER_V:
            return c
        return NONE
    if src == HARBINGER:               # the card most wanted in next turn's hand
        c = NONE
        for j in range(g.ncards):
            d = g.cards[j]
            if legal_card(g, d) and (c == NONE or keep_value(d) > keep_value(c)):
                c = d
        if c != NONE and keep_value(c) >= COPPER_V:    # a Copper beats a blind draw
            return c
        return NONE
    if src == LIBRARY:
        return library_default(g, p)
    if src == REMODEL and k == TRASH:  # measured: the plan's choice in an engine, else the
        #                                static rule
        if has_plan(g, p) and has_engine(g, p):
            c = plan_improve(g, p, 2)
            if c != NONE:
                return c
        return best_improve(g, p, -1, 2, 0)
    if src == MINE and k == TRASH:     # Copper first (the same +$1, measured no worse)
        if g.curse_treasure and g.hand[p, CURSE] > 0 and g.supply[SILVER] > 0:
            return CURSE                # Charlatan's: a $1 Treasure worth -1 VP, before it
        copper = g.hand[p, COPPER] > 0 and g.supply[SILVER] > 0
        if (copper and g.hand[p, SILVER] > 0 and g.supply[GOLD] > 0 and has_plan(g, p)
                and want(g, p, cost(g, COPPER) + 3) != SILVER):
            return SILVER               # unless the plan would not buy a Silver with $3
        if copper:
            return COPPER
        if g.hand[p, SILVER] > 0 and g.supply[GOLD] > 0:
            return SILVER
        return NONE
    if src == ARTISAN and k == TOPDECK:
        return spare_card(g, p)
    if src == BANDIT or src == BUREAUCRAT:
        return pick(g, BY_DECK, False)      # give up the least valuable
    return -2


@njit(cache=True)
def set_default(g, src):
    """The default of a decision card src asks, src of a set past the base game's 2nd
    edition (card_sets.py): a function of its own, not inlined, as engine.set_effect."""
    s = set_of(src)
    return default_at(g.set_fx[s, 2], g.set_fx[s, 3])(g)


@njit(cache=True)
def default_choice(g):
    """The default answer to the pending decision (always legal)."""
    if g.dec == PLAY_ACTION:    # the turn asks it, no card (dec_src NONE): no card's default
        return play_default(g)
    src = g.dec_src
    if src <= LAST_BASE:
        c = card_default(g)
    elif src < NC:                  # another set's card: its defaults through their address
        c = set_default(g, src)
    elif src == FX_REACTIONS:       # which Reaction to reveal (the 1st-edition Intrigue rule)
        c = react_default(g) if g.dec == REACT else -2
    else:
        c = -2
    if c != -2:
        return c
    k = g.dec
    if k == PLAY_ACTION or k == PLAY:
        return play_default(g)
    if k == BUY:
        return NONE
    if k == GAIN:
        return pick(g, BY_GAIN, True)
    if k == TRASH:
        if g.dec_opt:
            return NONE
        return pick(g, BY_DECK, False)
    if k == DISCARD:
        if g.dec_opt:
            return NONE
        return pick(g, BY_HAND, False)
    if k == TOPDECK:
        return pick(g, BY_HAND, False)
    if k == YESNO:
        return 1
    if k == SET_ASIDE:
        return 0
    if k == MODE:               # the first option not already taken
        for o in range(g.dec_hi + 1):
            if (g.dec_types >> o) & 1 == 0:
                return o
        return 0
    if k == REACT:
        return pick(g, BY_DECK, True)
    if k == PICK:               # the card most wanted in hand (Sentry's top card, ...)
        return pick(g, BY_HAND, True)
    if k == NAME:
        return COPPER
    return NONE
