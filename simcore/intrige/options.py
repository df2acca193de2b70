"""The rule options: every place where the seed is silent or could be read two ways, with the
seed's most natural reading as the default, and every number the seed fixes, with the seed's
number as the default (the variants a balance search tries). `domsim intrige rules` prints
this table; docs/intrige.md quotes the seed's sentence for each.

Each option: name -> (index in g.opt, default value, values, what it means); the values are
{spelling: stored int}, or Whole(lo, hi) for a whole number, or PerSeat(lo, hi) for one
number per seat.
"""
import difflib
from dataclasses import dataclass, field

import numpy as np

from .state import (
    MAXP,
    NOPT,
    O_AID,
    O_BLOCK_AFTER_LOST,
    O_CHALLENGE_FIRST,
    O_CLAIM_SHOWN,
    O_COINS,
    O_COPIES,
    O_COUP_COST,
    O_DAGGER_COST,
    O_EXCHANGE_ONE,
    O_FORCED_COUP,
    O_INCOME,
    O_REFUSE_SHOW,
    O_SPEAK,
    O_START2,
    O_STEAL,
    O_TAX,
    O_TURN_LIMIT,
)

YESNO = {"yes": 1, "no": 0}


@dataclass(frozen=True)
class Whole:
    """A whole number from lo to hi, or one of `words` ({spelling: stored int})."""
    lo: int
    hi: int
    words: dict = field(default_factory=dict)

    def text(self):
        return "|".join([f"{self.lo}-{self.hi}", *self.words])

    def stored(self, value):
        return self.words[value] if value in self.words else int(value)

    def check(self, name, value):
        if value in self.words or (value.isdigit() and self.lo <= int(value) <= self.hi):
            return
        also = f", or {', '.join(self.words)}" if self.words else ""
        raise RuleError(f"rule option {name}={value!r}: give a whole number from {self.lo} "
                        f"to {self.hi}{also}")


@dataclass(frozen=True)
class PerSeat:
    """One whole number from lo to hi per seat, comma-separated from the starting seat on;
    the seats after the list get its last number."""
    lo: int
    hi: int

    def text(self):
        return f"{self.lo}-{self.hi}[,...]"

    def numbers(self, value):
        xs = [int(x) for x in value.split(",")]
        return (xs + xs[-1:] * MAXP)[:MAXP]

    def check(self, name, value):
        xs = value.split(",")
        if len(xs) > MAXP or not all(x.isdigit() and self.lo <= int(x) <= self.hi for x in xs):
            raise RuleError(f"rule option {name}={value!r}: give a whole number from {self.lo} "
                            f"to {self.hi}, or one per seat from the starting seat on, as "
                            f"{name}=1,2,2,3 (at most {MAXP}; later seats get the last)")


OPTIONS = {
    "start-coins-2p": (O_START2, "1", Whole(0, 20, {"off": -1}),
                       "coins of the starting player in a 2-player game (the seed: 1); off: "
                       "as start-coins gives that seat (2 is off with the seed's 2 coins)"),
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
    "turn-limit": (O_TURN_LIMIT, "100", Whole(1, 1000),
                   "turns per seat after which a game is cut off (all the game's turns "
                   "count, so with seats out the others get more each; every player still "
                   "in shares the win); 1-1000"),
    "deck": (O_COPIES, "auto", {"auto": 0, "10": 2, "15": 3, "20": 4},
             "the deck: 15 cards (3 of each rank) for 2-6 players and 20 for 7-8 (auto), or "
             "10, 15 or 20 (2, 3 or 4 of each rank) whatever the player count"),
    # the seed's numbers
    "start-coins": (O_COINS, "2", PerSeat(0, 20),
                    "coins each player takes at the start; or one number per seat from the "
                    "starting player on (1,2,3: the third and later seats get 3)"),
    "income": (O_INCOME, "1", Whole(0, 20), "coins Income takes"),
    "foreign-aid": (O_AID, "2", Whole(0, 20), "coins Foreign Aid takes"),
    "tax": (O_TAX, "3", Whole(0, 20), "coins Tax (claiming the King) takes"),
    "steal": (O_STEAL, "2", Whole(1, 20),
              "coins Steal (claiming the Ten) takes at most (all the target has, if fewer)"),
    "dagger-cost": (O_DAGGER_COST, "3", Whole(0, 20), "coins a Dagger (claiming the Jack) costs"),
    "coup-cost": (O_COUP_COST, "7", Whole(0, 20), "coins a Coup costs"),
    "forced-coup": (O_FORCED_COUP, "10", Whole(1, 1000),
                    "a player starting its turn with this many coins or more must Coup (at "
                    "least coup-cost; 1000: never in practice)"),
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
    check_together(out)
    return out


def check_together(rules):
    """Refuse options that contradict each other: a forced Coup the player cannot pay would
    leave it without a legal action."""
    if int(rules["forced-coup"]) < int(rules["coup-cost"]):
        raise RuleError(f"rule option forced-coup={rules['forced-coup']} is below coup-cost="
                        f"{rules['coup-cost']}: a player forced to Coup could not pay; raise "
                        "forced-coup or lower coup-cost")


def check_value(name, value):
    _, _, choices, _ = OPTIONS[name]
    if not isinstance(choices, dict):
        choices.check(name, value)
    elif value not in choices:
        raise RuleError(f"rule option {name}={value!r}: the values are "
                        f"{', '.join(choices)}")


def values_text(name):
    """The values of an option as `domsim intrige rules` shows them."""
    choices = OPTIONS[name][2]
    return "|".join(choices) if isinstance(choices, dict) else choices.text()


def to_array(rules=None):
    """The int64 option array for rules.setup."""
    r = defaults() if rules is None else {**defaults(), **rules}
    a = np.zeros(NOPT, np.int64)
    for name, value in r.items():
        idx, _, choices, _ = OPTIONS[name]
        if isinstance(choices, dict):
            a[idx] = choices[value]
        elif isinstance(choices, PerSeat):
            a[idx:idx + MAXP] = choices.numbers(value)
        else:
            a[idx] = choices.stored(value)
    return a


def changed(rules):
    """The options that differ from the defaults, as 'name=value' strings."""
    d = defaults()
    return [f"{k}={v}" for k, v in rules.items() if d[k] != v]


def check_players(rules, n):
    """Refuse a deck too small for n players (the court must keep at least 3 cards: an
    Exchange draws 2)."""
    deck = rules.get("deck", "auto")
    if deck != "auto" and int(deck) - 2 * n < 3:
        most = (int(deck) - 3) // 2
        raise RuleError(f"rule option deck={deck} holds too few cards for {n} players (at most "
                        f"{most}); use deck=20 or deck=auto")
