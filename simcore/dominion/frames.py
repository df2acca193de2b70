"""The effect stack: pushing and popping card-effect frames, shared by the engine and every
card module (kept apart from engine.py so card modules can import it without a cycle)."""
from numba import boolean as b1
from numba import int64 as i8
from numba import njit

from .cards import ATTACK, DIPLOMAT, MOAT, SECRET_CHAMBER, TYPES
from .state import EV_PLAY, NONE, RECORD
from .zones import emit

# Pseudo-cards for frames the engine itself runs (every id from FX_REACTIONS up; cards.NC
# stays below it).
FX_REACTIONS = 200      # each other player may reveal Reactions to an Attack
FX_LATER = 201          # the start-of-turn effects of the player's Durations (durations.py)
FX_TREASURY = 202       # Clean-up: each Treasury in play may go onto the deck
FX_GAINED = 203         # after a gain: a Sailor's or a Pirate's "you may play it" (durations.py)
FX_START = 204          # the start of a turn: Clerks in the hand may be played (triggers.py)
FX_TREASURES = 205      # the Buy phase: the Treasures that act when played, one at a time
REACT_OFFSET = 256      # REACT_OFFSET + c: the reaction effect of card c (Diplomat, ...)
LATER_OFFSET = 512      # LATER_OFFSET + c: what Duration c does at the start of a turn


@njit(cache=True, inline="always")
def next_seat(g, p):
    """The player to p's left, clockwise (a compare, where `% g.n` compiled to a division)."""
    return p + 1 if p + 1 < g.n else 0


@njit(cache=True)
def push(g, card, p):
    f = g.fx_n
    g.fx_card[f] = card
    g.fx_stage[f] = 0
    g.fx_p[f] = p
    g.fx_a[f] = 0
    g.fx_b[f] = 0
    g.fx_immune[f] = 0
    g.fx_n = f + 1
    return f


@njit(cache=True)
def pop(g):
    g.fx_n -= 1


@njit(cache=True)
def play_card(g, c):
    """The current player plays c, which is already in the play area (or was played before,
    for Throne Room's second play). Attacks first let the others reveal Reactions."""
    g.plays += 1
    emit(g, EV_PLAY, g.cur, c, 1)
    push(g, c, g.cur)
    if TYPES[c] & ATTACK:
        if g.sea or g.in_supply[MOAT] or g.in_supply[DIPLOMAT] or g.in_supply[SECRET_CHAMBER]:
            push(g, FX_REACTIONS, g.cur)
        else:       # no Reaction in the game (nor a Lighthouse): the frame would ask no one
            g.choice = NONE         # and leave this


@njit(cache=True)
def hand_to_play(g, c):
    p = g.cur
    g.hand[p, c] -= 1
    g.hand_n[p] -= 1
    g.play[c] += 1
    g.play_n += 1


@njit(cache=True)
def next_victim(g, f):
    """Advance frame f's player to the next one clockwise who is not immune to this play;
    False once every other player has had their turn at it."""
    p = g.fx_p[f]
    while True:
        p = next_seat(g, p)
        if p == g.cur:
            g.fx_p[f] = p
            return False
        if (g.fx_immune[f] >> p) & 1 == 0:
            g.fx_p[f] = p
            return True


@njit(cache=True)
def next_other(g, f):
    """Like next_victim, for non-Attack effects on each other player (no immunity)."""
    p = next_seat(g, g.fx_p[f])
    g.fx_p[f] = p
    return p != g.cur


# Secret Chamber reveals per player per Attack. Only Secret Chamber needs a cap: the rules let
# it be revealed again and again (each reveal draws 2 and puts 2 back, so nothing ends the
# loop but the player). Moat ends once its owner is immune and Diplomat's hand shrinks by one
# card per reveal, so their reveals are never capped.
MAX_REVEALS = 4


@njit(b1(RECORD, i8, i8, i8, i8), cache=True)
def can_react(g, p, c, attack_f, reveals):
    """May p reveal Reaction c now, against the Attack in frame attack_f? `reveals`: Secret
    Chamber reveals p made against it so far."""
    if g.hand[p, c] <= 0:
        return False
    if c == MOAT:
        return (g.fx_immune[attack_f] >> p) & 1 == 0     # once immune, Moat adds nothing
    if c == DIPLOMAT:
        return g.hand_n[p] >= 5
    return c == SECRET_CHAMBER and reveals < MAX_REVEALS


@njit(cache=True)
def any_reaction(g, p, attack_f, reveals):
    return (can_react(g, p, MOAT, attack_f, reveals) or can_react(g, p, DIPLOMAT, attack_f, reveals)
            or can_react(g, p, SECRET_CHAMBER, attack_f, reveals))
