"""The rule options: every place where the seed is silent or could be read two ways, with the
seed's most natural reading as the default. `domsim intrige rules` prints this table;
docs/intrige.md quotes the seed's sentence for each.

Each option: name -> (index in g.opt, default value, {spelling: stored int}, what it means).
"""
import difflib

import numpy as np

from .state import (
    NOPT,
    O_BLOCK_AFTER_LOST,
    O_CHALLENGE_FIRST,
    O_CLAIM_SHOWN,
    O_COPIES,
    O_EXCHANGE_ONE,
    O_REFUSE_SHOW,
    O_SPEAK,
    O_START2,
    O_TURN_LIMIT,
)

YESNO = {"yes": 1, "no": 0}

OPTIONS = {
    "start-coins-2p": (O_START2, "1", {"1": 1, "2": 2},
                       "coins of the starting player in a 2-player game (the seed: 1; 2 turns "
                       "the rule off)"),
    "order": (O_CHALLENGE_FIRST, "challenge-first",
              {"challenge-first": 1, "block-first": 0},
              "the action's claim is challenged before the block (the seed's numbered order), "
              "or the block comes first"),
    "block-after-lost-challenge": (O_BLOCK_AFTER_LOST, "yes", YESNO,
                                   "a target who wrongly challenged the action (and lost a "
                                   "card) may still block it"),
    "claim-shown": (O_CLAIM_SHOWN, "yes", YESNO,
                    "a player may claim a role of which it has a copy face up"),
    "exchange-one-left": (O_EXCHANGE_ONE, "keep-1-of-3", {"keep-1-of-3": 0, "draw-1": 1},
                          "Exchange with one face-down card: draw 2, keep 1 of the 3 (the "
                          "seed), or draw 1 and keep 1 of the 2"),
    "speak": (O_SPEAK, "seat", {"seat": 0, "random": 1},
              "who speaks first when several may challenge or block: seat order after the "
              "claimer, or from a random other player on"),
    "refuse-show": (O_REFUSE_SHOW, "yes", YESNO,
                    "a challenged player who holds the role may decline to show it (and "
                    "loses a card, as if bluffing)"),
    "turn-limit": (O_TURN_LIMIT, "100", None,
                   "turns per seat after which a game is cut off (all the game's turns "
                   "count, so with seats out the others get more each; every player still "
                   "in shares the win); 1-1000"),
    "deck": (O_COPIES, "auto", {"auto": 0, "15": 3, "20": 4},
             "the deck: 15 cards (3 of each rank) for 2-6 players and 20 for 7-8 (auto), or "
             "15 or 20 whatever the player count"),
}


class RuleError(ValueError):
    """A rule option that does not exist or a bad value (one line)."""


def defaults():
    return {k: v[1] for k, v in OPTIONS.items()}


def parse(items):
    """{name: value} from ["name=value", ...] (names and values checked); the rest default."""
    out = defaults()
    for it in items:
        name, eq, value = it.partition("=")
        name, value = name.strip(), value.strip()
        if name not in OPTIONS:
            near = difflib.get_close_matches(name, list(OPTIONS), n=3, cutoff=0.5)
            hint = f" (did you mean {', '.join(near)}?)" if near else ""
            raise RuleError(f"unknown rule option {name!r}{hint}; `domsim intrige rules` "
                            "lists them")
        if not eq:
            raise RuleError(f"rule option {name!r} needs a value, as {name}="
                            f"{OPTIONS[name][1]}")
        check_value(name, value)
        out[name] = value
    return out


def check_value(name, value):
    _, _, choices, _ = OPTIONS[name]
    if choices is None:
        if not value.isdigit() or not 1 <= int(value) <= 1000:
            raise RuleError(f"rule option {name}={value!r}: give a whole number from 1 to 1000")
    elif value not in choices:
        raise RuleError(f"rule option {name}={value!r}: the values are "
                        f"{', '.join(choices)}")


def to_array(rules=None):
    """The int64 option array for rules.setup."""
    r = defaults() if rules is None else {**defaults(), **rules}
    a = np.zeros(NOPT, np.int64)
    for name, value in r.items():
        idx, _, choices, _ = OPTIONS[name]
        a[idx] = int(value) if choices is None else choices[value]
    return a


def changed(rules):
    """The options that differ from the defaults, as 'name=value' strings."""
    d = defaults()
    return [f"{k}={v}" for k, v in rules.items() if d[k] != v]


def check_players(rules, n):
    """Refuse a deck too small for n players (the court must keep at least 3 cards: an
    Exchange draws 2)."""
    if rules.get("deck") == "15" and 15 - 2 * n < 3:
        raise RuleError(f"rule option deck=15 holds too few cards for {n} players (at most 6); "
                        "use deck=20 or deck=auto")
