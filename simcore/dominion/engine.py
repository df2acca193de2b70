"""The Dominion state machine.

    setup(g, ...)     deal a new game; the first decision is pending afterwards
    step(g, choice)   answer the pending decision and run until the next one (or the end)

Between calls, `g.dec` says what is asked, of whom (`g.dec_p`) and by which card
(`g.dec_src`). The turn structure (Action phase, Buy phase, Clean-up) runs when the effect
stack is empty; card effects run as frames on the stack.
"""
import numpy as np
from numba import int64 as i8
from numba import njit

from .card_sets import LAST_BASE, effect_at, later_at, set_of
from .cards import (
    ACTION,
    CHARLATAN,
    COIN,
    COPPER,
    COST,
    DIPLOMAT,
    DUCHY,
    DUKE,
    ESTATE,
    GARDENS,
    GRAND_MARKET,
    NC,
    PEDDLER,
    PLAIN,
    PLUS_ACTIONS,
    PLUS_BUYS,
    PLUS_CARDS,
    PLUS_COINS,
    PROVINCE,
    QUARRY,
    SECRET_CHAMBER,
    SILVER,
    TREASURE,
    TREASURE_FX,
    TYPES,
    VP,
)
from .curse_treasure import clear as curse_clear
from .curse_treasure import make_treasure as make_curse_treasure
from .decisions import NO_LIMIT, legal, legal_buy, pose_turn
from .durations import bought as sea_bought
from .durations import clean_up as sea_clean_up
from .durations import clear as sea_clear
from .durations import (
    corsair_trash,
    gained_frame,
    run_gained,
    run_later,
    run_treasury,
    uses_seaside,
)
from .durations import extra_turn as sea_extra_turn
from .durations import start as sea_start
from .effects.base import base_effect
from .effects.intrigue import diplomat_reaction
from .effects.intrigue1 import secret_chamber_reaction
from .frames import (
    FX_GAINED,
    FX_LATER,
    FX_REACTIONS,
    FX_START,
    FX_TREASURES,
    FX_TREASURY,
    LATER_OFFSET,
    REACT_OFFSET,
    hand_to_play,
    next_seat,
    play_card,
    pop,
)
from .heuristics import default_choice
from .naming import clear_names, uses_limits
from .reactions import reactions
from .state import (
    ACTION_PHASE,
    BUY,
    BUY_PHASE,
    CLEANUP_PHASE,
    DEFER,
    END_COLONIES,
    END_PILES,
    END_PROVINCES,
    END_TURN_LIMIT,
    EV_BUY,
    EV_COINS,
    EV_EXTRA_TURN,
    EV_HAND,
    EV_TOHAND,
    EV_TURN,
    GAME_OVER,
    MAXP,
    NO_DECISION,
    NONE,
    PLAY_ACTION,
    RECORD,
    SET_SEASIDE,
    Z_UNNAMED,
)
from .treasures import clear_cuts, treasures_frame
from .treasures import start as buy_fx_start
from .triggers import bought as pros_bought
from .triggers import clear as pros_clear
from .triggers import run_start, setup_tokens, uses_triggers
from .triggers import start as pros_start
from .values import MIN_MONEY
from .zones import TO_DISCARD, cost, draw, emit, gain


# The calls through the card sets' addresses, each in a function of its own, not inlined: the
# CUDA path (cuda.py), which has no calls through addresses, compiles its own in their place.
@njit(cache=True)
def set_effect(g, f, c):
    """The effect of card c of a set past the base game's 2nd edition (card_sets.py)."""
    s = set_of(c)
    effect_at(g.set_fx[s, 0], g.set_fx[s, 1])(g, f, c)


@njit(cache=True)
def set_later(g, f, c):
    """The later effect of Seaside's Duration c (card_sets.py)."""
    later_at(g.set_fx[SET_SEASIDE, 4], g.set_fx[SET_SEASIDE, 5])(g, f, c)


@njit(cache=True)
def react_effect(g, f, c):
    """The effect of a revealed Reaction other than Moat, for player g.fx_p[f]."""
    if c == DIPLOMAT:
        diplomat_reaction(g, f)
    elif c == SECRET_CHAMBER:
        secret_chamber_reaction(g, f)
    else:
        pop(g)


@njit(cache=True)
def engine_frame(g, f, c):
    """The frames of the engine's own pseudo-cards (frames.py)."""
    if c == FX_REACTIONS:
        reactions(g, f)
    elif c >= LATER_OFFSET:         # only Seaside's Durations wait for later
        set_later(g, f, c - LATER_OFFSET)
    elif c >= REACT_OFFSET:
        react_effect(g, f, c - REACT_OFFSET)
    elif c == FX_LATER:
        run_later(g, f)
    elif c == FX_TREASURY:
        run_treasury(g, f)
    elif c == FX_GAINED:
        run_gained(g, f)
    elif c == FX_START:
        run_start(g, f)
    elif c == FX_TREASURES:
        treasures_frame(g, f)


@njit(cache=True)
def run_frame(g):
    f = g.fx_n - 1
    c = g.fx_card[f]
    if c >= FX_REACTIONS:
        engine_frame(g, f, c)
        return
    if g.fx_stage[f] == 0:          # the card's vanilla bonuses, top of its text
        g.fx_stage[f] = 1
        if PLUS_CARDS[c] > 0:
            draw(g, g.cur, PLUS_CARDS[c])
        g.actions += PLUS_ACTIONS[c]
        g.buys += PLUS_BUYS[c]
        g.coins += PLUS_COINS[c]
    if PLAIN[c]:
        pop(g)
    elif c <= LAST_BASE:
        base_effect(g, f, c)
    else:                           # another set's card: its effect through its address
        set_effect(g, f, c)


@njit(cache=True, inline="always")
def play_treasures(g):
    """Buy phase: the current player plays every Treasure in hand."""
    p = g.cur
    total = 0
    for j in range(g.treasures_n):
        c = g.treasure_ids[j]
        u = np.uint64(c)        # an unsigned index: no wrap-around of negative ones
        k = g.hand[p, u]
        if k > 0:
            total += k * COIN[u]
            g.play[u] += k
            g.play_n += k
            g.hand[p, u] = 0
            g.hand_n[p] -= k
            if c == SILVER:
                total += g.merchants      # each Merchant: +$1 on the first Silver
            elif c == COPPER:
                total += k * g.coppersmiths
    g.coins += total
    emit(g, EV_COINS, p, NONE, g.coins)
    if g.sea:
        corsair_trash(g)


@njit(cache=True)
def grand_market_limit(g):
    """Grand Market is not bought with a Copper in play. The Treasures here are played all
    at once, but a player may leave its Coppers in hand: Grand Market stays legal while the
    coins without the Coppers' pay for it (bought_grand_market takes them back)."""
    if g.coins - g.play[COPPER] * (1 + g.coppersmiths) < cost(g, GRAND_MARKET):
        g.dec_not = GRAND_MARKET


@njit(cache=True)
def buy_limits(g):
    """The limits on the Buy just posed, in a game with g.limits: Grand Market's (no Copper
    in play), Contraband's (no card named for one this turn: the Buy is from Z_UNNAMED)."""
    if g.in_supply[GRAND_MARKET] and g.play[COPPER] > 0:
        grand_market_limit(g)
    if g.named_buys > 0:
        g.dec_zone = Z_UNNAMED


@njit(cache=True)
def bought_grand_market(g):
    """The Coppers in play were not played after all: back to the hand, their coins too."""
    k = g.play[COPPER]
    g.coins -= k * (1 + g.coppersmiths)
    g.play[COPPER] = 0
    g.play_n -= k
    g.hand[g.cur, COPPER] += k
    g.hand_n[g.cur] += k
    emit(g, EV_TOHAND, g.cur, COPPER, k)


@njit(cache=True, inline="always")
def action_in_hand(g, p):
    for j in range(g.actions_n):
        if g.hand[p, g.action_ids[j]] > 0:
            return True
    return False


@njit(cache=True, inline="always")
def start_turn(g):
    g.phase = ACTION_PHASE
    g.actions = 1
    g.buys = 1
    g.coins = 0
    g.bought = False
    g.cost_cut = 0
    g.plays = 0
    g.merchants = 0
    g.coppersmiths = 0
    if g.sea and g.outpost:         # an extra turn: not one of the player's counted turns
        emit(g, EV_EXTRA_TURN, g.cur, NONE, g.turns[g.cur])
    else:
        g.turns[g.cur] += 1
        emit(g, EV_TURN, g.cur, NONE, g.turns[g.cur])
    if g.log_on:                    # the hand, for readable logs
        for j in range(g.ncards):
            c = g.cards[j]
            if g.hand[g.cur, c] > 0:
                emit(g, EV_HAND, g.cur, c, g.hand[g.cur, c])
    if g.sea:                       # (every game with a Prosperity card sets it too)
        if g.cuts:                  # Quarry's and Peddler's cuts were the last turn's
            clear_cuts(g)
        if g.limits:                # so were the names of Contraband and War Chest
            clear_names(g)
        sea_start(g)
        if g.pros:                  # Prosperity's cards are past Seaside's: pros implies sea
            pros_start(g)


@njit(i8(RECORD, i8), cache=True)
def score(g, p):
    total = 0
    cards = 0
    for j in range(g.ncards):
        c = g.cards[j]
        k = g.owned[p, c]
        total += k * VP[c]
        cards += k
    total += g.owned[p, GARDENS] * (cards // 10)
    total += g.owned[p, DUKE] * g.owned[p, DUCHY]
    return total + g.vp_tokens[p]


@njit(cache=True)
def finish(g, reason):
    g.done = True
    g.end = reason
    g.phase = GAME_OVER
    g.dec = NO_DECISION
    for p in range(g.n):
        g.vp[p] = score(g, p)


@njit(cache=True, inline="always")
def cleanup(g):
    p = g.cur
    hand = 5
    if g.sea:
        hand = sea_clean_up(g)
        if hand < 0:                # a card asks first; Clean-up runs again after it
            return
    left = g.hand_n[p] + g.play_n
    g.discard_n[p] += left
    for j in range(g.ncards):
        if left == 0:           # the rest of the Supply's cards are in neither zone
            break
        c = np.uint64(g.cards[j])   # unsigned: no wrap-around of negative indices
        k = g.hand[p, c] + g.play[c]
        g.discard[p, c] += k        # without a test of k: a branch the CPU mispredicts
        g.hand[p, c] = 0
        g.play[c] = 0
        left -= k
    g.hand_n[p] = 0
    g.play_n = 0
    draw(g, p, hand)
    if g.supply[PROVINCE] == 0:
        finish(g, END_PROVINCES)
    elif g.empty_piles >= g.empty_to_end:      # no pile left to end it: the Colonies ran out
        finish(g, END_PILES if g.empty_to_end > 0 else END_COLONIES)
    elif p == g.n - 1 and g.turns[p] >= g.turn_limit:
        finish(g, END_TURN_LIMIT)
    else:
        if not (g.sea and sea_extra_turn(g)):
            g.cur = next_seat(g, p)
        start_turn(g)


@njit(cache=True, inline="always")
def turn_phase(g):
    """One step of the turn structure, no card's frame pending: the Action phase's question
    or its end, the Treasures and the Buy phase's question or its end, or Clean-up."""
    # A phase that ends with nothing done runs straight into the next: advance's loop would
    # come back here at once (no frame, gain or decision can be pending after a bare change
    # of phase). Two of a usual turn's four passes through here go.
    if g.phase == ACTION_PHASE:
        if g.actions > 0 and action_in_hand(g, g.cur):
            pose_turn(g, PLAY_ACTION, g.cur, NO_LIMIT)
            return
        g.phase = BUY_PHASE
    if g.phase == BUY_PHASE:
        treasures = not g.bought
        if treasures:
            g.bought = True
            if not g.buy_fx:
                play_treasures(g)
            elif buy_fx_start(g):   # a frame plays the Treasures that act first
                return
        if g.buys > 0:
            pose_turn(g, BUY, g.cur, g.coins)
            if g.limits:            # Grand Market's, Contraband's (only their games)
                buy_limits(g)
            return
        g.phase = CLEANUP_PHASE
        if treasures:           # what playing them started runs before Clean-up
            return
    cleanup(g)


@njit(cache=True, inline="always")
def advance(g):
    """Run until a decision is pending or the game is over."""
    while g.dec == NO_DECISION and not g.done:
        if g.fx_n > 0:
            run_frame(g)
            # a gain's question (Sailor, Pirate) once the gaining step is done
            if g.sea and g.gain_wait and g.dec == NO_DECISION:
                gained_frame(g)
        elif g.sea and g.gain_wait:
            gained_frame(g)
        else:
            turn_phase(g)


@njit(cache=True)
def step(g, choice):
    """Answer the pending decision with `choice` (DEFER: the default heuristic; an illegal
    answer is replaced by the default, counted in g.fallbacks and, the first of each player's
    game, described in g.fb_*) and run on."""
    kind = g.dec
    if kind == NO_DECISION:
        return
    c = choice
    if c == DEFER or not (legal_buy(g, c) if kind == BUY else legal(g, c)):
        if c != DEFER:
            p = g.dec_p
            if g.fallbacks[p] == 0:     # keep the first of the game, to report and replay
                g.fb_dec[p] = kind
                g.fb_src[p] = g.dec_src
                g.fb_answer[p] = c
                g.fb_turn[p] = g.turns[g.cur]
                g.fb_cur[p] = g.cur
            g.fallbacks[p] += 1
        c = default_choice(g)
    g.dec = NO_DECISION
    g.steps += 1
    if kind == PLAY_ACTION:
        if c == NONE:
            g.phase = BUY_PHASE
        else:
            hand_to_play(g, c)
            g.actions -= 1
            play_card(g, c)
    elif kind == BUY:
        if c == NONE:
            g.buys = 0
        else:
            g.coins -= cost(g, c)
            g.buys -= 1
            emit(g, EV_BUY, g.cur, c, 1)
            if c == PROVINCE and g.first_province[g.cur] < 0:
                g.first_province[g.cur] = g.turns[g.cur]
            if g.sea:                   # Prosperity's cards are past Seaside's: pros
                #                         implies sea, and a game without either tests once
                if c == GRAND_MARKET and g.play[COPPER] > 0:
                    bought_grand_market(g)      # (after its cost: the same coins left)
                sea_bought(g, c)
                gain(g, g.cur, c, TO_DISCARD)
                if g.pros:
                    pros_bought(g, c)
            else:
                gain(g, g.cur, c, TO_DISCARD)
    else:
        g.choice = c
    advance(g)


@njit(cache=True)
def setup(g, n, supply_cards, pile_sizes, rng, turn_limit, edition):
    """Deal a new game for n players (seat 0 starts) over the given Supply. `supply_cards`
    lists the card ids, `pile_sizes` their starting counts after the starting decks."""
    g.n = n
    g.turn_limit = turn_limit
    g.edition = edition
    g.empty_to_end = 4 if n >= 5 else 3
    # Clear what the previous game on this record used: only its Supply cards can be
    # nonzero in the per-card counts (a fresh record is all zeros).
    if g.sea:
        sea_clear(g)
        if g.curse_treasure:        # Charlatan's cards are past Seaside's: sea was set
            curse_clear(g)
        if g.limits:                # (every game with their cards sets g.sea)
            clear_names(g)
            g.limits = False
    if g.pros:
        pros_clear(g)
    if g.cuts or not g.costs_set:   # the printed costs (zones.cost), unless still there,
        for c in range(NC):         # and the card table's types (g.types)
            g.costs[c] = COST[c]
            g.types[c] = TYPES[c]
        g.costs_set = True
    for j in range(g.ncards):
        c = g.cards[j]
        g.supply[c] = 0
        g.trash[c] = 0
        g.in_supply[c] = 0
        g.play[c] = 0
        g.aside[c] = 0
        for p in range(MAXP):
            g.hand[p, c] = 0
            g.discard[p, c] = 0
            g.owned[p, c] = 0
    g.ncards = len(supply_cards)
    g.sea = uses_seaside(supply_cards, len(supply_cards))
    if g.sea:
        g.pros = uses_triggers(supply_cards, len(supply_cards))
        g.limits = uses_limits(supply_cards, len(supply_cards))
    else:
        g.pros = False
    for j in range(len(supply_cards)):
        c = supply_cards[j]
        g.cards[j] = c
        g.in_supply[c] = 1
        g.supply[c] = pile_sizes[j]
    g.empty_piles = 0
    g.actions_n = 0
    g.treasures_n = 0
    g.buy_fx = False
    g.cuts = False
    for j in range(len(supply_cards)):
        c = supply_cards[j]
        if pile_sizes[j] == 0:
            g.empty_piles += 1
        if TYPES[c] & ACTION:
            g.action_ids[g.actions_n] = c
            g.actions_n += 1
        if TYPES[c] & TREASURE:
            g.treasure_ids[g.treasures_n] = c
            g.treasures_n += 1
        if TREASURE_FX[c] or c == PEDDLER:      # treasures.py's Buy phase
            g.buy_fx = True
        if c == QUARRY or c == PEDDLER:         # costs that change (g.costs)
            g.cuts = True
    if g.sea and g.in_supply[CHARLATAN]:    # Curse is a Treasure too (curse_treasure.py)
        make_curse_treasure(g)
    if g.pros:
        setup_tokens(g)
    g.rng = rng
    for p in range(MAXP):
        g.deck_n[p] = 0
        g.known_top[p] = 0
        g.hand_n[p] = 0
        g.discard_n[p] = 0
        g.turns[p] = 0
        g.first_province[p] = -1
        g.trash_floor[p] = MIN_MONEY
        g.vp[p] = 0
        g.vp_tokens[p] = 0
        g.fallbacks[p] = 0
    for p in range(n):
        g.discard[p, COPPER] = 7
        g.discard[p, ESTATE] = 3
        g.discard_n[p] = 10
        g.owned[p, COPPER] = 7
        g.owned[p, ESTATE] = 3
        draw(g, p, 5)
    g.play_n = 0
    g.aside_n = 0
    g.rev_n = 0
    g.fx_n = 0
    g.dec = NO_DECISION
    g.steps = 0
    g.done = False
    g.end = 0
    g.log_n = 0
    g.cur = 0
    start_turn(g)
    # The first turn's decision is the Buy (a starting deck holds no Action), reached by the
    # turn structure alone: no card is played, so no frame is pushed. Calling advance here
    # would compile every card's effect into setup's unit again (docs/core.md).
    while g.dec == NO_DECISION and not g.done:
        turn_phase(g)
