"""Replaying one Dominion game step by step from Python: the readable log of `domsim play`
(optionally checking every invariant), why an answer is illegal, and which strategy raised
when the compiled loop stopped."""
from dataclasses import dataclass, field

from cli.dominion.match_text import describe_answer
from domsim.inputs import display_names
from simcore.runner import prm_rows


@dataclass
class Replay:
    lines: list            # the readable log
    vp: list               # by entry
    turns: list            # by entry
    seats: list            # by entry (0 started)
    result: list           # 'win' / 'tie' / 'loss' by entry
    share: list            # by entry
    end: str               # provinces / piles / turn_limit
    truncated: bool        # some steps recorded more events than the log buffer holds
    fallbacks: list = field(default_factory=list)   # by entry: illegal answers replaced
    violation: tuple = None  # checked mode: (check name, step) of the first broken invariant
    crash: str = None        # a strategy function raised: what, where (the game stops there)
    vp_tokens: list = field(default_factory=list)   # by entry: VP from tokens (in vp)


def why_illegal(g, c):
    """Why answer c to g's pending decision is not allowed (decisions.legal, in words)."""
    from simcore.dominion.cards import COPPER, GRAND_MARKET, NAMES, NC, TYPE_NAMES, TYPES, WAR_CHEST
    from simcore.dominion.frames import can_react
    from simcore.dominion.naming import NAMED_BUY, NAMED_GAIN
    from simcore.dominion.state import (
        MODE,
        NAME,
        NONE,
        REACT,
        SET_ASIDE,
        YESNO,
        Z_DISCARD,
        Z_HAND,
        Z_REVEALED,
        Z_SUPPLY,
        Z_TRASH,
        Z_UNNAMED,
    )
    from simcore.dominion.zones import cost
    k = int(g["dec"])
    if k in (YESNO, SET_ASIDE):
        return "the answer must be 0 (no) or 1 (yes)"
    if k == MODE:
        from simcore.dominion.playlog import OPTION_NAMES
        hi = int(g["dec_hi"])
        names = OPTION_NAMES.get(int(g["dec_src"]))
        what = f" ({', '.join(f'{i}: {n}' for i, n in enumerate(names))})" if names else ""
        if not 0 <= c <= hi:
            return f"the options are 0 to {hi}{what}"
        return f"option {c} was already taken"
    if k == NAME or c < 0 and c != NONE or c >= NC:
        return "that is not a card id"
    if c == NONE:
        return "it may not stop here: a card must be chosen"
    name = NAMES[c]
    if c == int(g["dec_not"]):
        return f"{name} is excluded here"
    mask = int(g["dec_types"])
    if mask and not (int(TYPES[c]) & mask):
        wanted = "/".join(n for b, n in TYPE_NAMES.items() if mask & b) or "card"
        return f"{name} is not a{'n' if wanted[0] in 'AEIOU' else ''} {wanted}"
    z, p = int(g["dec_zone"]), int(g["dec_p"])
    if z == Z_HAND and g["hand"][p, c] <= 0:
        return f"{name} is not in hand"
    if z == Z_HAND and k == REACT and not can_react(g, p, c, g["fx_n"] - 2,
                                                    g["fx_b"][g["fx_n"] - 1]):
        return f"{name} cannot be revealed now"
    if z in (Z_SUPPLY, Z_UNNAMED) and not g["in_supply"][c]:
        return f"{name} is not in the Supply"
    if z in (Z_SUPPLY, Z_UNNAMED) and g["supply"][c] <= 0:
        return f"the {name} pile is empty"
    if z == Z_REVEALED and c not in [int(x) for x in g["rev"][:g["rev_n"]]]:
        return f"{name} is not among the revealed cards"
    if z == Z_DISCARD and g["discard"][p, c] <= 0:
        return f"{name} is not in the discard pile"
    if z == Z_UNNAMED:
        war_chest = int(g["dec_src"]) == WAR_CHEST
        if not war_chest and c == GRAND_MARKET and g["play"][COPPER] > 0:
            return "Grand Market may not be bought with a Copper in play"
        if int(g["named"][c]) & (NAMED_GAIN if war_chest else NAMED_BUY):
            return f"{name} was named for {'a War Chest' if war_chest else 'a Contraband'}" \
                   " this turn"
    if z == Z_TRASH and g["trash"][c] <= 0:
        return f"{name} is not in the trash"
    price, lo, hi = int(cost(g, c)), int(g["dec_lo"]), int(g["dec_hi"])
    if price > hi:
        return f"{name} costs ${price}, more than ${hi}"
    if price < lo:
        return f"{name} costs ${price}, less than ${lo}"
    return "it is not allowed"


def replay(strategies, kingdom, seed, game, turn_limit=100, edition=2, names=None,
           checked=False):
    """Play game `game` of a run with this seed, as the batch driver does (same setup key
    simcore.rng.game_key(seed, game); entry e at seat (e - game) mod n), recording the log.
    An illegal answer shows in the log where it was given. `checked`: test every invariant
    (simcore/dominion/checks.py) after every step and stop at the first broken one."""
    import numpy as np

    from simcore.dominion import engine
    from simcore.dominion.card_sets import new_states
    from simcore.dominion.match import Match, outcomes
    from simcore.dominion.playlog import drain, render
    from simcore.dominion.state import END_NAMES, LOG
    from simcore.rng import game_key

    m = Match(list(strategies), list(kingdom), games=game + 1, seed=seed, threads=1,
              turn_limit=turn_limit, edition=edition)
    driver, sids = m.driver()
    cards, sizes = m.supply()
    prms = prm_rows(m.strategies)
    n = m.players
    rot = game % n
    names = names or display_names(m.strategies)
    seat_names = [names[(s + rot) % n] for s in range(n)]
    states = new_states(1)
    g = states[0]
    g["log_on"] = True
    g["log_n"] = 0
    engine.setup(g, n, cards, sizes, np.uint64(game_key(seed, game)), turn_limit, edition)
    truncated = int(g["log_n"]) >= LOG
    events = drain(g)
    notes = []                      # (position in events, line): illegal answers, violations
    violation = None
    if checked:
        from simcore.dominion.checks import CHECK_NAMES, totals
        from simcore.dominion.checks import violation as broken
        total = totals(g)
        code = broken(g, total)
        if code:
            violation = (CHECK_NAMES[code], 0)
    crash = None
    while not g["done"] and violation is None:
        me = int(g["dec_p"])
        e = (me + rot) % n
        try:
            choice = int(driver.policy(sids[e], g, me, prms[e]))
        except Exception as exc:
            crash = raised_message(names[e], e, exc, g, seat_names)
            break
        before = int(g["fallbacks"][me])
        why = None
        if choice != -2:            # DEFER: the default, by request
            from simcore.dominion.decisions import legal
            if not legal(g, choice):
                            why = (f"   !! {names[e]}: illegal answer "
                       f"{describe_answer((g['dec'], g['dec_src'], choice))} "
                       f"({why_illegal(g, choice)}); the default answer is used")
        engine.step(g, choice)
        truncated |= int(g["log_n"]) >= LOG
        if why is not None and int(g["fallbacks"][me]) > before:
            notes.append((len(events), why))
        events += drain(g)
        if checked:
            code = broken(g, total)
            if code:
                violation = (CHECK_NAMES[code], int(g["steps"]))
    lines = []
    at = 0
    for pos, note in notes:
        lines += render(events[at:pos], seat_names)
        lines.append(note)
        at = pos
    lines += render(events[at:], seat_names)
    vp = np.array([[g["vp"][(e - rot) % n] for e in range(n)]], dtype=np.int64)
    turns = np.array([[g["turns"][(e - rot) % n] for e in range(n)]], dtype=np.int64)
    share, result = outcomes(vp, turns)
    return Replay(lines, vp[0].tolist(), turns[0].tolist(),
                  [(e - rot) % n for e in range(n)],
                  [("loss", "tie", "win")[r] for r in result[0]], share[0].tolist(),
                  END_NAMES[int(g["end"])], truncated,
                  [int(g["fallbacks"][(e - rot) % n]) for e in range(n)], violation, crash,
                  [int(g["vp_tokens"][(e - rot) % n]) for e in range(n)])


def raised_message(name, entry, exc, g, seat_names):
    """'strategy X (entry e) raised ZeroDivisionError: ... deciding a buy, turn 3 of X'."""
    what = describe_answer((int(g["dec"]), int(g["dec_src"]), 0)).split(" to ", 1)[1]
    cur = int(g["cur"])
    return (f"strategy {name} (entry {entry}) raised {type(exc).__name__}: "
            f"{' '.join(str(exc).split())[:200]} when asked {what}, turn "
            f"{int(g['turns'][cur])} of {seat_names[cur]}")


def find_raiser(strategies, kingdom, seed, first, count, turn_limit=100, edition=2, names=None,
                budget=30.0):
    """The first game of first..first+count-1 in which a strategy function raises, found by
    playing the games step by step from Python (where numba raises the real exception):
    (game, message) or None (none found within `budget` seconds)."""
    from simcore.dominion.match import Match
    from simcore.runner import first_raise

    m = Match(list(strategies), list(kingdom), games=first + count, seed=seed, threads=1,
              turn_limit=turn_limit, edition=edition)
    n = m.players
    names = names or display_names(m.strategies)
    found = first_raise(m, first, count, budget)
    if found is None:
        return None
    gi, e, exc, g, rot = found
    seat_names = [names[(s + rot) % n] for s in range(n)]
    return gi, raised_message(names[e], e, exc, g, seat_names)
