"""The Buy phase of a game whose Supply has Treasures that do something when played
(cards.TREASURE_FX: Prosperity's Bank, Loan, Quarry, Venture) or a card whose cost changes in
it (Peddler). The engine comes here only when `g.buy_fx` is set (setup); a base-game Buy phase
plays every Treasure at once (engine.play_treasures) and never reads this.

- The plain Treasures in hand are played first, all at once, as engine.play_treasures plays
  them (their order changes nothing).
- Then a frame FX_TREASURES plays the acting Treasures one at a time: with two different
  Treasures left in hand it asks which next (a PLAY of a Treasure from the hand, asked by the
  turn rather than a card: dec_src NONE; the default plays Bank last, since it counts the
  Treasures in play, and Venture and Loan first). Each is put into play, its coins counted
  (`play_treasure`), and its effect runs as a frame of its own, whose decisions are asked
  like any other card's.
- Every Treasure in hand is played (as in a base game; leaving one in hand is not offered,
  except for Grand Market's Coppers: engine.grand_market_limit; a Copper that a card's
  effect played, Tiara's, Venture's or Crystal Ball's, stays in play and bars Grand Market:
  naming.bar_grand_market).
- Peddler costs $2 less per Action card the player has in play during the Buy phase (its
  cut is set here, when the Buy phase starts, and cleared with the others next turn).
- Corsair (Seaside) trashes from the plain Treasures played at once, before the acting
  ones are played.
- Tiara (it plays a Treasure from the hand twice), Investment (it trashes from the hand
  and counts the Treasures there) and Anvil (it discards a Treasure from the hand) are
  played first, one at a time, Tiaras, then Investments, then Anvils, while the plain
  Treasures wait in the hand (fx_a of the frame: 1 while they wait); that order is not
  asked (playing them later only takes choices away, but for Quarry's cut on Anvil's gain
  and Bank's count of the Treasures in play when a Tiara plays it twice).
- Merchant's +$1 comes with the turn's first Silver played, once, however that Silver was
  played (a Silver played twice by Tiara is one Silver played first, then again).
"""
from numba import njit

from .cards import (
    ANVIL,
    COIN,
    COPPER,
    COST,
    FIRST_SEASIDE,
    INVESTMENT,
    PEDDLER,
    QUARRY,
    SILVER,
    TIARA,
    TREASURE,
    TREASURE_FX,
)
from .decisions import NO_LIMIT, ask
from .durations import corsair_trash
from .frames import FX_TREASURES, hand_to_play, pop, push
from .naming import bar_grand_market
from .state import EV_COINS, EV_PLAY, NONE, PLAY, Z_HAND
from .zones import emit

# engine.start_turn clears the cuts inside its Seaside branch: every game with these cards
# sets g.sea (durations.uses_seaside)
assert min(PEDDLER, QUARRY) >= FIRST_SEASIDE


@njit(cache=True)
def clear_cuts(g):
    """Quarry's and Peddler's cuts end with the turn (engine.start_turn)."""
    for j in range(g.ncards):
        c = g.cards[j]
        g.costs[c] = COST[c]


@njit(cache=True)
def start(g):
    """The Buy phase's Treasures (and Peddler's cost). True when a frame now plays the acting
    Treasures: the Buy waits for it."""
    p = g.cur
    if g.in_supply[PEDDLER]:
        g.costs[PEDDLER] -= 2 * actions_in_play(g)
    if hand_first(g, p) != NONE:
        f = push(g, FX_TREASURES, p)
        g.fx_a[f] = 1               # the plain ones wait for Investments and Anvils
        return True
    acting = play_plain(g)
    if acting:
        push(g, FX_TREASURES, p)
    return acting


@njit(cache=True)
def hand_first(g, p):
    """The Treasure in p's hand played before the plain ones (Tiara, then Investment, then
    Anvil), or NONE."""
    if g.in_supply[TIARA] and g.hand[p, TIARA] > 0:
        return TIARA
    if g.in_supply[INVESTMENT] and g.hand[p, INVESTMENT] > 0:
        return INVESTMENT
    if g.in_supply[ANVIL] and g.hand[p, ANVIL] > 0:
        return ANVIL
    return NONE


@njit(cache=True)
def play_plain(g):
    """The plain Treasures in hand, all at once (then Corsair's trash). True when acting
    ones are left in hand. (engine.play_treasures' loop with the acting ones skipped: a base
    game's Buy phase keeps its own loop, inlined, without that test.)"""
    p = g.cur
    total = 0
    acting = False
    for j in range(g.treasures_n):
        c = g.treasure_ids[j]
        k = g.hand[p, c]
        if k == 0:
            continue
        if TREASURE_FX[c]:
            acting = True
            continue
        total += k * COIN[c]
        g.play[c] += k
        g.play_n += k
        g.hand[p, c] = 0
        g.hand_n[p] -= k
        if c == SILVER:
            if g.play[SILVER] == k:   # the turn's first Silver (Tiara may have played one)
                total += g.merchants  # each Merchant: +$1 on the first Silver
        elif c == COPPER:
            total += k * g.coppersmiths
    g.coins += total
    emit(g, EV_COINS, p, NONE, g.coins)
    if g.sea:
        corsair_trash(g)
    return acting


@njit(cache=True)
def play_treasure(g, c):
    """The current player plays Treasure c, already in the play area: its coins now, then its
    effect, if it has one, as a frame on top of the caller's (Venture plays the Treasure it
    finds here too)."""
    if c == SILVER and g.play[SILVER] == 1:
        g.coins += g.merchants      # the turn's first Silver
    play_again(g, c)


@njit(cache=True)
def play_again(g, c):
    """The current player plays Treasure c, already in play (or played before), once more:
    Tiara's second play. Its coins and effect as play_treasure's, but Merchant's +$1, which
    only the first Silver played gets."""
    k = COIN[c]
    if c == COPPER:
        k += g.coppersmiths
        if g.limits:                # a card's effect played it: it stays in play
            bar_grand_market(g)
    g.coins += k
    emit(g, EV_PLAY, g.cur, c, 1)
    if TREASURE_FX[c]:
        push(g, c, g.cur)


@njit(cache=True)
def treasures_frame(g, f):
    """FX_TREASURES: the Treasures left in hand, one at a time (stage 2: the one chosen)."""
    p = g.cur
    c = NONE
    if g.fx_stage[f] == 2:
        c = g.choice
    elif g.fx_a[f] == 1:            # Investments and Anvils first, the plain ones in hand
        c = hand_first(g, p)
        if c == NONE:
            g.fx_a[f] = 0
            play_plain(g)
    if c == NONE:
        kinds = 0
        for j in range(g.treasures_n):
            d = g.treasure_ids[j]
            if g.hand[p, d] > 0:
                kinds += 1
                c = d
        if kinds == 0:
            pop(g)
            return
        if kinds > 1:
            ask(g, f, 2, PLAY, p, Z_HAND, TREASURE, 0, NO_LIMIT, False, kinds)
            g.dec_src = NONE            # the turn asks, not a card
            return
    g.fx_stage[f] = 1
    hand_to_play(g, c)
    play_treasure(g, c)


@njit(cache=True)
def actions_in_play(g):
    """Action cards the current player has in play."""
    k = 0
    for j in range(g.actions_n):
        k += g.play[g.action_ids[j]]
    return k


@njit(cache=True)
def cut_actions(g, k):
    """Every Action card costs $k less this turn (Quarry)."""
    for j in range(g.actions_n):
        g.costs[g.action_ids[j]] -= k
