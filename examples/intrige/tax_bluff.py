"""An Intrige policy: `domsim intrige match examples/intrige/tax_bluff.py:tax_bluff honest
shark`.

decide(g, me, prm) answers whatever is pending (view.decision(g)) and reads the game only
through simcore.intrige.view (the loader refuses anything else); DEFER leaves a decision to
the default player (honest and careful: it already launches a Coup when it can, takes Tax
with a King and challenges a claim that cannot be true). This one changes two decisions:
- its action: Tax without a King while a bluff looks safe (it was never caught, and fewer
  than prm[0] turns were played, 4 when prm[0] is 0);
- a challenge: it challenges anyone who was caught bluffing before, whatever the role.
Parameters come in prm as whole numbers; `FILE.py:tax_bluff` gives all zeros."""
from numba import njit

from simcore.intrige.state import D_ACTION, D_CHALLENGE, DEFER, KING, TAX
from simcore.intrige.view import act, allowed, caught, claimer, decision, holding, turn


@njit
def tax_bluff(g, me, prm):
    """Early Tax bluffs; challenges players caught bluffing before; else the default."""
    k = decision(g)
    if k == D_ACTION:
        early = turn(g) < (prm[0] if prm[0] > 0 else 4)
        if holding(g, KING) == 0 and early and caught(g, me) == 0 and allowed(g, act(TAX)):
            return act(TAX)
    elif k == D_CHALLENGE and caught(g, claimer(g)) > 0:
        return 1
    return DEFER
