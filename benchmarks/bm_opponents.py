"""Big Money Ultimate with one defence of its own, to tell how much of a bot's share comes
from the default heuristic's choices for its victim. Strategy-file style:

    domsim match dombots-torturer-village benchmarks/bm_opponents.py:bmu_curse
    domsim match masquerade-bm benchmarks/bm_opponents.py:bmu_masquerade
"""
from simcore.dominion.cards import COPPER, GOLD, SILVER, TORTURER
from simcore.dominion.effects.intrigue import TORTURER_CURSE
from simcore.dominion.state import DEFER, MODE
from simcore.dominion.view import decision, hand_size, in_hand, source
from strategies.dominion import REGISTRY
from strategies.dominion.api import Strategy
from strategies.dominion.intrigue_bots import masquerade_decide


def curse_to_keep_a_province(g, me, prm):
    """Torturer's victim takes the Curse when discarding its two worst cards would lose a
    $8 hand (the rule of Geronimoo's simulator); otherwise the default (discard)."""
    if source(g) != TORTURER or decision(g) != MODE:
        return DEFER
    c = in_hand(g, me, COPPER)
    s = in_hand(g, me, SILVER)
    gd = in_hand(g, me, GOLD)
    m = c + 2 * s + 3 * gd
    lose = 2 - min(2, hand_size(g, me) - c - s - gd)     # Treasures among the two discards
    after = m
    for _ in range(lose):
        if c > 0:
            c -= 1
            after -= 1
        elif s > 0:
            s -= 1
            after -= 2
        else:
            after -= 3
    if m >= 8 and after < 8:
        return TORTURER_CURSE
    return DEFER


_BMU = REGISTRY["big-money-ultimate"]         # its buy rule and its published thresholds
bmu_curse = Strategy("bmu-curse", _BMU.buy, decide=curse_to_keep_a_province, params=_BMU.params,
                     summary="big-money-ultimate; Torturer's victim takes the Curse to keep $8")
bmu_masquerade = Strategy("bmu-masquerade", _BMU.buy, decide=masquerade_decide,
                          params=_BMU.params,
                          summary="big-money-ultimate; passes to Masquerade as masquerade-bm")
