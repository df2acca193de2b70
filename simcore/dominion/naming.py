"""Cards named this turn by the player to the left: Contraband's (that card may not be bought
this turn) and War Chest's (War Chests may not gain it this turn). The engine comes here only
in a game with `g.limits` set (setup: Grand Market, Contraband or War Chest in the Supply), so
a base game does no new work.

- `g.named[c]` holds a bit per reason c was named this turn (NAMED_BUY, NAMED_GAIN); the
  names clear at the start of each turn (engine.start_turn) and of each game.
- A Buy in a turn with a Contraband name is posed from the zone Z_UNNAMED instead of the
  Supply (engine.buy_limits), and so is War Chest's gain: decisions.in_zone refuses the
  named cards there, for every legal-card check (the engine's, the buy rules' `ok`, the
  strategies' `allowed`, the defaults). The engine's own check of a bought card
  (decisions.legal_buy) reads it from g.in_supply, NOT_BOUGHT while named (zones.buyable):
  a named card answered to a Buy is an illegal answer as any other.
- A Copper played by a card's effect bars Grand Market the same way (bar_grand_market).
- The plan probe of the current player poses its gains from Z_UNNAMED too in such a turn
  (probe.probe_open): what it would buy leaves out what it may not buy.
"""
from numba import njit

from .cards import CONTRABAND, FIRST_SEASIDE, GRAND_MARKET, WAR_CHEST
from .state import NONE
from .zones import IN_SUPPLY, NOT_BOUGHT

NAMED_BUY = 1       # named for a Contraband: not bought this turn
NAMED_GAIN = 2      # named for a War Chest: not gained by a War Chest this turn
LIMIT_CARDS = (GRAND_MARKET, CONTRABAND, WAR_CHEST)
# engine.setup and start_turn test g.limits inside their Seaside branches: every game with
# these cards sets g.sea (durations.uses_seaside)
assert min(LIMIT_CARDS) >= FIRST_SEASIDE


@njit(cache=True)
def uses_limits(cards, n):
    """Does the Supply have a card that limits what is bought or gained this turn?"""
    for j in range(n):
        c = cards[j]
        for t in LIMIT_CARDS:
            if c == t:
                return True
    return False


@njit(cache=True)
def clear_names(g):
    """No card is named (a new turn, a new game; g.cards: the game's cards)."""
    if g.named_n == 0:
        return
    for j in range(g.ncards):
        c = g.cards[j]
        if g.named[c] & NAMED_BUY:
            g.in_supply[c] = IN_SUPPLY
        g.named[c] = 0
    g.named_n = 0
    g.named_buys = 0


@njit(cache=True)
def name_card(g, c, bit):
    """Card c was named for this reason; False for an answer that is no card of the game
    (any name is allowed, but one outside the Supply limits nothing)."""
    if c == NONE or not g.in_supply[c]:
        return False
    g.named[c] |= bit
    g.named_n += 1
    if bit == NAMED_BUY:
        g.named_buys += 1
        g.in_supply[c] = NOT_BOUGHT     # the engine's buy check (zones.buyable)
    return True


@njit(cache=True)
def bar_grand_market(g):
    """A Copper that a card's effect played (Tiara's, Venture's, Crystal Ball's) is in play
    by that effect: Grand Market may not be bought this turn, barred as a Contraband's name
    bars a card. (The Coppers the Buy phase plays with the other Treasures may be left in
    hand instead: engine.grand_market_limit.)"""
    if g.in_supply[GRAND_MARKET] == IN_SUPPLY:
        name_card(g, GRAND_MARKET, NAMED_BUY)


@njit(cache=True, inline="always")
def unnamed_bit(g):
    """What the pending decision from Z_UNNAMED leaves out: War Chest's names for its gain,
    Contraband's for a buy (and the plan probe)."""
    return NAMED_GAIN if g.dec_src == WAR_CHEST else NAMED_BUY
