"""Reactions to Attacks: when a player plays an Attack, each other player in turn order
(from the attacker's left) may reveal Reaction cards from hand, one at a time, before the
Attack does anything. A frame FX_REACTIONS sits on top of the Attack's frame meanwhile.

Moat makes its owner immune to this Attack. Diplomat (hand of 5+) and Secret Chamber have
effects of their own, run as frames REACT_OFFSET + card for the revealing player.
"""
from numba import njit

from .cards import MOAT, REACTION, SECRET_CHAMBER
from .decisions import ask_hand
from .durations import guarded
from .frames import REACT_OFFSET, any_reaction, next_seat, pop, push
from .state import EV_REACT, NONE, REACT
from .zones import emit


@njit(cache=True)
def reactions(g, f):
    """fx_p: the player being asked; fx_b: how many Secret Chambers they revealed so far.
    Stage 3: back from a Reaction's own effect (whatever its last answer was): ask again."""
    if g.fx_stage[f] == 0:
        g.fx_stage[f] = 2
        g.fx_p[f] = g.cur
        g.choice = NONE
        if g.sea:                   # a Lighthouse in play: the Attack does not affect them
            g.fx_immune[f - 1] |= guarded(g)
    elif g.fx_stage[f] == 3:
        g.fx_stage[f] = 2
        g.choice = 0                # not NONE: the same player is asked again below
    elif g.choice != NONE:
        v = g.fx_p[f]
        c = g.choice
        emit(g, EV_REACT, v, c, 1)
        if c == SECRET_CHAMBER:     # the only Reaction whose reveals are capped (frames.py)
            g.fx_b[f] += 1
        if c == MOAT:
            g.fx_immune[f - 1] |= 1 << v
        else:                       # its effect runs first, then this frame asks again
            g.fx_stage[f] = 3
            push(g, REACT_OFFSET + c, v)
            return
    if g.choice == NONE:            # this player is done: on to the next
        g.fx_b[f] = 0
        g.fx_p[f] = next_seat(g, g.fx_p[f])
        if g.fx_p[f] == g.cur:
            pop(g)
            return
    v = g.fx_p[f]
    if any_reaction(g, v, f - 1, g.fx_b[f]):
        ask_hand(g, f, 2, REACT, v, REACTION, True, 1)
    else:
        g.choice = NONE
