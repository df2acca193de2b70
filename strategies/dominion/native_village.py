"""Native Village played for one big turn (DominionSim's play strategy bigTurnBridge): the
mat grows until it holds enough Bridges and villages to buy every Province left in one
turn, then comes into the hand; bots that set `native_village = "big-turn-bridge"` answer
Native Village's choice with it (every other decision: the defaults)."""
from numba import njit

from simcore.dominion.cards import BRIDGE, NATIVE_VILLAGE
from simcore.dominion.state import DEFER, MAT_NATIVE, MODE
from simcore.dominion.view import NV_SET_ASIDE, NV_TAKE, vp

# the named ways of playing Native Village (a Bot's native_village)
NATIVE_VILLAGE_PLAY = ("normal", "big-turn-bridge")


@njit(cache=True)
def big_turn_ready(g, me):
    """More than 5 Bridges and more than 5 villages (Native Villages in hand and on the
    mat, and actions left) together, or an opponent more than 24 VP ahead."""
    for q in range(g.n):
        if q != me and vp(g, q) - vp(g, me) > 24:
            return True
    bridges = g.hand[me, BRIDGE] + g.mat[me, MAT_NATIVE, BRIDGE]
    villages = g.hand[me, NATIVE_VILLAGE] + g.actions + g.mat[me, MAT_NATIVE, NATIVE_VILLAGE]
    return bridges > 5 and villages > 5


@njit(cache=True)
def big_turn_bridge(g, me, prm):
    """Native Village's choice: grow the mat while another Native Village waits in hand, the
    mat is empty or the big turn is not ready; else take it."""
    if g.dec != MODE or g.dec_src != NATIVE_VILLAGE:
        return DEFER
    if (g.hand[me, NATIVE_VILLAGE] > 0 or g.mat_n[me, MAT_NATIVE] == 0
            or not big_turn_ready(g, me)):
        return NV_SET_ASIDE
    return NV_TAKE
