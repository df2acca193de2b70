"""Strategies that misbehave, for tests/test_reliability.py (a fixed path, so their compiled
functions are cached between test sessions)."""
from simcore.dominion.cards import PROVINCE
from simcore.dominion.view import coins
from strategies import Strategy


def greedy(g, me, prm):
    """Always answers Province, affordable or not (illegal on most buys); with prm[0] = 1 it
    divides by zero instead."""
    if prm[0] == 1:
        return PROVINCE + 1 // (coins(g) - coins(g))
    return PROVINCE


def garbage(g, me, prm):
    """Answers 77 to every other decision: never a legal card, option or yes/no."""
    return 77


chaos = Strategy("chaos", greedy, decide=garbage, summary="illegal answers everywhere")
crash = Strategy("crash", greedy, decide=garbage, params=(1,), summary="divides by zero")
