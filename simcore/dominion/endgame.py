"""End-game sense, a strategy setting (Strategy.endgame; `end_game` in a TOML bot): the
driver's dispatch (asking.py) refuses a buy or gain that the setting rules out and asks the
buy rule again without that card (g.dec_not), buying nothing if that is ruled out too.

    ENDGAME_NONE         buy what the rules say
    ENDGAME_AVOID_LOSS   never the buy or gain that ends the game while not winning (the
                         last Province, the card that empties the last pile needed)
    ENDGAME_PPR          that, and the penultimate-Province rule: not the second-to-last
                         Province when another player would then win by taking the last
                         (and the same for the second-to-last Colony in a Colony game: its
                         pile ends the game too)
"""
from numba import njit

from .cards import COLONY, PROVINCE, VP
from .values import game_end_result, points_after

ENDGAME_NONE, ENDGAME_AVOID_LOSS, ENDGAME_PPR = 0, 1, 2
ENDGAME_NAMES = {"none": ENDGAME_NONE, "avoid-loss": ENDGAME_AVOID_LOSS, "ppr": ENDGAME_PPR}


@njit(cache=True)
def ruled_out(g, p, c, level):
    """Does end-game setting `level` rule out p taking card c now?"""
    if c < 0 or level == ENDGAME_NONE:
        return False
    if game_end_result(g, p, c, -1) == -1:
        return True
    if level >= ENDGAME_PPR and (c == PROVINCE or c == COLONY) and g.supply[c] == 2:
        mine = points_after(g, p, c, -1)
        for q in range(g.n):
            if points_after(g, q, -1, -1) + VP[c] > mine and q != p:
                return True             # q takes the last one and wins
    return False
