"""Bots as data: buy lists in words, TOML bot files, and their encoding for the interpreter.

A bot is an ordered list of buy rules plus an optional play order:

    [witch-bm]
    description = "Double Witch"
    buy = ["Province if count(Gold) >= 1", "Duchy if prov <= 5", "Estate if prov <= 2",
           "Witch if count(Witch) == 0", "Gold", "Witch if count(Witch) < 2", "Silver"]
    play = ["Village", "Witch"]          # optional: Actions to play first, in this order
    kingdom = "Witch, Village, Moat"     # optional: the kingdom it was made for (`domsim
                                         # match` plays there unless --kingdom says otherwise)

A rule is `CARD` or `CARD if COND and COND ...`; a condition is `LEFT OP RIGHT`, where each
side is a quantity (QUANTITIES) or a number, OP one of < <= > >= == !=, and the right side
may end in `+ N`, `- N`, `* N` or `/ N` (N a number). Rules are tried top to bottom: the
first card that may be bought now and whose conditions all hold is bought (see
strategies/dominion/buylist.py, which runs them compiled, from an int array).
"""
import math
import re
import tomllib
from dataclasses import dataclass, field

import numpy as np

from simcore.dominion.cards import BASIC, IDS, IMPLEMENTED, NAMES, TREASURE, TYPE_NAMES, snake
from simcore.dominion.endgame import ENDGAME_NAMES
from simcore.dominion.values import MIN_MONEY
from strategies.dominion import buylist as bl
from strategies.dominion.api import Strategy
from strategies.dominion.native_village import NATIVE_VILLAGE_PLAY, big_turn_bridge
from strategies.errors import StrategyError, suggest

# quantity id -> (name in rules, argument kind: None, "card", "type"; what it is)
QUANTITIES = {
    bl.Q_MONEY: ("money", None, "total coin value of the Treasures I own"),
    bl.Q_COINS: ("coins", None, "what I can spend now (or the cost limit of a gain)"),
    bl.Q_COUNT: ("count", "card", "copies of X I own"),
    bl.Q_SUPPLY: ("supply", "card", "cards left in X's Supply pile"),
    bl.Q_PROV: ("prov", None, "Provinces left in the Supply"),
    bl.Q_TYPE: ("count_type", "type", "cards of type T I own (count_type(Treasure) is "
                                      "written treasures)"),
    bl.Q_DECK: ("deck_size", None, "cards I own"),
    bl.Q_HAND: ("in_hand", "card", "copies of X in my hand"),
    bl.Q_HAND_SIZE: ("hand_size", None, "cards in my hand"),
    bl.Q_ACTIONS: ("actions", None, "Actions I have left"),
    bl.Q_BUYS: ("buys", None, "Buys I have left"),
    bl.Q_TURN: ("turn", None, "turns I have started"),
    bl.Q_PLAYERS: ("players", None, "players in the game"),
    bl.Q_VP: ("vp", None, "my VP"),
    bl.Q_MAX_OPP_VP: ("max_opp_vp", None, "the most VP of any opponent"),
    bl.Q_EMPTY: ("empty_piles", None, "empty Supply piles"),
    bl.Q_GAINS_TO_END: ("gains_to_end", None, "fewest gains that would end the game "
                                              "(Provinces, or the smallest piles)"),
    bl.Q_IN_PLAY: ("in_play", "card", "copies of X I have in play this turn"),
    bl.Q_ACTION_PHASE: ("action_phase", None, "1 in my Action phase (a gain from Workshop, "
                                              "...), else 0"),
    bl.Q_COINS_NOW: ("coins_now", None, "the coins I have this turn, also during a gain "
                                        "(where coins is the gain's limit)"),
    bl.Q_DRAW_AND_DISCARD: ("draw_and_discard", None, "cards in my draw pile and my "
                                                      "discard pile"),
    bl.Q_MONEY_WITH_ACTIONS: ("money_with_actions", None, "money plus the +$ of my Actions "
                                                          "(Minion 2, Baron 4, ...)"),
    bl.Q_MONEY_EXCLUDING_MATS: ("money_excluding_mats", None, "money_with_actions less the "
                                                              "cards on my Native Village mat"),
}
Q_BY_NAME = {v[0]: k for k, v in QUANTITIES.items()}
OPS = {"<": bl.OP_LT, "<=": bl.OP_LE, ">": bl.OP_GT, ">=": bl.OP_GE, "==": bl.OP_EQ,
       "!=": bl.OP_NE}
OP_TEXT = {v: k for k, v in OPS.items()}
XOPS = {"+": bl.X_PLUS, "-": bl.X_MINUS, "*": bl.X_TIMES, "/": bl.X_DIV}
XOP_TEXT = {v: k for k, v in XOPS.items()}
# card types for count_type: the printed ones and Geronimoo's Terminal, Village, Cycler
TYPE_TEXT = dict(TYPE_NAMES) | {bl.TERMINAL: "Terminal", bl.VILLAGE: "Village",
                                bl.CYCLER: "Cycler"}
TYPE_BY_NAME = {v.lower(): k for k, v in TYPE_TEXT.items()}


class BotError(StrategyError):
    """A bot file or rule that cannot be used (one line)."""


# ways of trashing: the money (total Treasure value, with the +$ of Actions a deck can always
# play) a bot's trashers keep in its deck; "normal" is the engine's default (MIN_MONEY)
TRASHING = {"normal": MIN_MONEY, "aggressive": 4, "keep-payload": 9}

# the most a bot file may hold, so that a file from anyone is read in seconds; far above
# any real bot (DominionSim's DomBots.xml: 198 bots, at most 39 rules, 7 conditions in a
# rule, names of 34 characters)
MAX_FILE_BYTES = 10_000_000
MAX_BOTS = 10_000               # bots in a file
MAX_RULES = 500                 # buy rules of a bot (and cards in its play order or kingdom)
MAX_CONDITIONS = 50             # conditions of one rule
MAX_NAME = 200                  # characters of a bot's name


# --- the model -------------------------------------------------------------------------

@dataclass(frozen=True)
class Quantity:
    q: int
    arg: int = 0            # card id, type bit, or (Q_CONST) the value in thousandths

    def text(self):
        if self.q == bl.Q_CONST:
            return number_text(self.arg)
        name, kind, _ = QUANTITIES[self.q]
        if kind == "card":
            return f"{name}({NAMES[self.arg]})"
        if kind == "type":
            return "treasures" if self.arg == TREASURE else f"{name}({TYPE_TEXT[self.arg]})"
        return name


@dataclass(frozen=True)
class Cond:
    left: Quantity
    op: int
    right: Quantity
    xop: int = bl.X_NONE
    xval: int = 0           # thousandths

    def text(self):
        s = f"{self.left.text()} {OP_TEXT[self.op]} {self.right.text()}"
        if self.xop != bl.X_NONE:
            s += f" {XOP_TEXT[self.xop]} {number_text(self.xval)}"
        return s


@dataclass(frozen=True)
class Rule:
    card: int
    conds: tuple = ()

    def text(self):
        name = "Nothing" if self.card == bl.NOTHING else NAMES[self.card]
        if not self.conds:
            return name
        return f"{name} if " + " and ".join(c.text() for c in self.conds)


@dataclass(frozen=True)
class Bot:
    name: str
    rules: tuple
    play: tuple = ()
    description: str = ""
    end_game: str = "none"  # end-game sense (simcore/dominion/endgame.py): none, avoid-loss, ppr
    trashing: str = "normal"  # a key of TRASHING
    kingdom: tuple = ()     # card ids of the kingdom it was made for (a match's default)
    native_village: str = "normal"  # how it plays Native Village (native_village.py)

    def words(self):
        """The buy rules in one line, as bots.md writes them."""
        return "; ".join(r.text() for r in self.rules)

    def needs(self):
        """Kingdom cards the bot buys, plays or names in a condition (a rule that counts
        Villages means a game with Villages, as in the simulator the XML bots come from)."""
        cs = {r.card for r in self.rules if r.card != bl.NOTHING} | set(self.play)
        for r in self.rules:
            for c in r.conds:
                for q in (c.left, c.right):
                    if q.q != bl.Q_CONST and QUANTITIES[q.q][1] == "card":
                        cs.add(q.arg)
        return tuple(sorted(c for c in cs if c not in BASIC))


def number_text(milli):
    return str(milli // 1000) if milli % 1000 == 0 else f"{milli / 1000:g}"


# --- the words of a rule ---------------------------------------------------------------

def card_named(word, what="card"):
    key = snake(word)
    if key not in IDS:
        raise BotError(f"unknown {what} {clip(word)!r}{_hint(word, NAMES)}")
    c = IDS[key]
    if c not in IMPLEMENTED:
        raise BotError(f"{what} {NAMES[c]} is not implemented (see `domsim cards`)")
    return c


def milli(text):
    """A number as thousandths; refuses finer fractions (the array holds integers)."""
    try:
        v = float(text)
    except (TypeError, ValueError):               # TypeError: an XML attribute left out
        raise BotError(f"{clip(str(text))!r} is not a number") from None
    if not math.isfinite(v):                    # nan, inf, 1e400: no place in a rule
        raise BotError(f"{clip(str(text))!r} is not a finite number")
    if not math.isfinite(v * 1000) or abs(v * 1000) > 10 ** 15:
        raise BotError(f"number {clip(str(text))} must be a multiple of 0.001 (and not huge)")
    m = round(v * 1000)
    if abs(m - v * 1000) > 1e-6:
        raise BotError(f"number {clip(str(text))} must be a multiple of 0.001 (and not huge)")
    return int(m)


def clip(text, most=200):
    """Input quoted in an error message: a long one shortened to its start and its length."""
    return text if len(text) <= most else f"{text[:most // 2]}... ({len(text):,} characters)"


def _hint(word, choices):
    """suggest's ' (did you mean ...?)', not looked for in a word longer than any name."""
    return suggest(word, choices) if len(word) <= MAX_NAME else ""


# --- reading a rule: in one pass over its text. The regular expressions below are fixed
# strings or one run of a character class, each tried once per position (a nested `\s*`
# once backtracked cubically on a long run of spaces: hours for 20,000) ------------------

_SIGNS = "+-*/"
_COMPARISON = re.compile(r"<=|>=|==|!=|<|>")    # the two-character ones first
_SPACES = re.compile(r"\s*")
_NAME = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")
_BETWEEN_SPACES = {w: re.compile(rf"\s{w}\s") for w in ("if", "and")}


def _split_at(text, word, most=None):
    """text cut where `word` ("if", "and") stands between whitespace, which goes too; at
    most `most` cuts: "A if B" -> ["A", "B"]."""
    pieces, start = [], 0
    while most is None or len(pieces) < most:
        m = _BETWEEN_SPACES[word].search(text, start)
        if m is None:
            break
        pieces.append(text[start:m.start()].rstrip())
        start = _SPACES.match(text, m.end()).end()
    pieces.append(text[start:])
    return pieces


def _extra(right):
    """(where it starts, sign, number) of the `+ N`, `- N`, `* N` or `/ N` that may end the
    right side: the first sign after which only one word (N) follows; None if there is none.
    Where it starts takes in the whitespace before the sign."""
    words = right.rsplit(None, 1)               # [up to the last word, the last word]
    if not words:
        return None
    number = words[-1]
    if len(words) == 2 and words[0][-1] in _SIGNS:  # "... + N": the word before ends in it
        at = len(words[0]) - 1
    else:                                       # "...+N", "... +N": a sign in the last word
        inside = [i for i in map(number[:-1].find, _SIGNS) if i >= 0]
        if not inside:
            return None
        first = min(inside)
        at = len(right.rstrip()) - len(number) + first
        number = number[first + 1:]
    return len(right[:at].rstrip()), right[at], number


def _term(text):
    """(number, None, None) for a number (12, -1.5, 3., .5), (None, name, argument or None)
    for a quantity (NAME or NAME(ARGUMENT), the argument without parentheses), None for
    anything else."""
    s = text.strip()
    name = _NAME.match(s)
    if name:
        rest = s[name.end():].lstrip()
        if not rest:
            return None, name.group(), None
        inner = rest[1:-1]
        if len(rest) < 2 or rest[0] != "(" or rest[-1] != ")" or "(" in inner or ")" in inner:
            return None
        return None, name.group(), inner.strip()
    whole, dot, part = (s[1:] if s[:1] in ("+", "-") else s).partition(".")
    if whole.isdecimal() and (not part or part.isdecimal()) or (
            not whole and dot and part.isdecimal()):
        return s, None, None
    return None


def quantity_named(name, arg):
    if name == "treasures" and arg is None:
        return Quantity(bl.Q_TYPE, TREASURE)
    if name not in Q_BY_NAME:
        near = _hint(name, list(Q_BY_NAME) + ["treasures"])
        raise BotError(f"unknown quantity {clip(name)!r}{near} (see README, \"Bots as data\")")
    q = Q_BY_NAME[name]
    kind = QUANTITIES[q][1]
    if kind is None:
        if arg is not None:
            raise BotError(f"quantity {name} takes no argument (write {name}, not {name}(...))")
        return Quantity(q)
    if arg is None or arg == "":
        what = "a card" if kind == "card" else "a card type"
        raise BotError(f"quantity {name} needs {what}, as {name}(X)")
    if kind == "card":
        return Quantity(q, card_named(arg))
    t = TYPE_BY_NAME.get(arg.lower())
    if t is None:
        raise BotError(f"unknown card type {clip(arg)!r}; one of "
                       f"{', '.join(TYPE_TEXT.values())}")
    return Quantity(q, t)


def parse_term(text):
    found = _term(text)
    if found is None:
        raise BotError(f"cannot read {clip(text.strip())!r} as a quantity or a number")
    number, name, arg = found
    if number is not None:
        return Quantity(bl.Q_CONST, milli(number))
    return quantity_named(name, arg)


def parse_cond(text):
    op = _COMPARISON.search(text)
    if op is None or _COMPARISON.search(text, op.end()) is not None:
        raise BotError(f"condition {clip(text.strip())!r} must be LEFT OP RIGHT with one OP of "
                       "< <= > >= == !=")
    left, right, op = text[:op.start()].rstrip(), text[op.end():].lstrip(), op.group()
    xop, xval = bl.X_NONE, 0
    extra = _extra(right)
    if extra is not None and right[:extra[0]].strip():
        start, sign, number = extra
        xop, xval = XOPS[sign], milli(number)
        right = right[:start]
    c = Cond(parse_term(left), OPS[op], parse_term(right), xop, xval)
    check_cond(c)
    return c


def check_cond(c):
    """Refuse conditions that cannot be evaluated or do not depend on the game."""
    if c.xop == bl.X_DIV and c.xval == 0:
        raise BotError(f"condition {c.text()!r} divides by zero")
    if c.left.q == bl.Q_CONST and c.right.q == bl.Q_CONST:
        raise BotError(f"condition {c.text()!r} compares two numbers: it never depends on "
                       "the game (drop it, or the rule)")


def parse_rule(text):
    if not isinstance(text, str):
        raise BotError(f"a buy rule must be a string like \"Gold if prov <= 6\", not "
                       f"{clip(repr(text))}")
    parts = _split_at(text.strip(), "if", most=1)
    card = bl.NOTHING if parts[0].strip().lower() == "nothing" else card_named(parts[0].strip())
    if len(parts) == 1:
        return Rule(card)
    words = _split_at(parts[1], "and", most=MAX_CONDITIONS)
    if len(words) > MAX_CONDITIONS:
        raise BotError(f"more than {MAX_CONDITIONS} conditions in one rule (the most a rule "
                       "may have); split it into rules")
    return Rule(card, tuple(parse_cond(c) for c in words))


# --- bots from a table -----------------------------------------------------------------

def bot_from_table(name, t):
    """A Bot from a TOML table {buy: [...], play: [...], description: "...", end_game: ...}."""
    if not isinstance(t, dict):
        raise BotError(f"bot {name!r}: expected a table with `buy = [...]`")
    keys = ["buy", "play", "description", "end_game", "trashing", "kingdom", "native_village"]
    unknown = set(t) - set(keys)
    if unknown:
        k = sorted(unknown)[0]
        raise BotError(f"bot {name!r}: unknown key {clip(k)!r}{_hint(k, keys)} (keys: "
                       f"{', '.join(keys)})")
    end_game = t.get("end_game", "none")
    if end_game not in ENDGAME_NAMES:
        hint = _hint(str(end_game), ENDGAME_NAMES)
        raise BotError(f"bot {name!r}: end_game = {clip(repr(end_game))}{hint}; give one of "
                       f"{', '.join(ENDGAME_NAMES)}")
    trashing = t.get("trashing", "normal")
    if trashing not in TRASHING:
        hint = _hint(str(trashing), TRASHING)
        raise BotError(f"bot {name!r}: trashing = {clip(repr(trashing))}{hint}; give one of "
                       f"{', '.join(TRASHING)}")
    native_village = t.get("native_village", "normal")
    if native_village not in NATIVE_VILLAGE_PLAY:
        hint = _hint(str(native_village), NATIVE_VILLAGE_PLAY)
        raise BotError(f"bot {name!r}: native_village = {clip(repr(native_village))}{hint}; "
                       "give one of "
                       f"{', '.join(NATIVE_VILLAGE_PLAY)}")
    buy = t.get("buy")
    if buy is not None and not isinstance(buy, list):
        raise BotError(f"bot {name!r}: buy must be a list of rules, not a {type(buy).__name__} "
                       f"(write buy = [\"{clip(str(buy))}\"] for a single rule)")
    if not buy:
        raise BotError(f"bot {name!r}: has no buy rules (write buy = [\"Province\", \"Gold\", "
                       "\"Silver\"])")
    if len(buy) > MAX_RULES:
        raise BotError(f"bot {name!r} has {len(buy):,} buy rules; a bot may have at most "
                       f"{MAX_RULES}")
    rules = []
    for i, r in enumerate(buy, 1):
        try:
            rules.append(parse_rule(r))
        except BotError as e:
            raise BotError(f"bot {name!r}, buy rule {i} ({clip(repr(r))}): {e}") from None
    play = t.get("play", [])
    if not isinstance(play, list):
        raise BotError(f"bot {name!r}: play must be a list of Action cards")
    if len(play) > MAX_RULES:
        raise BotError(f"bot {name!r}: a play order of {len(play):,} cards; it may name at "
                       f"most {MAX_RULES}")
    order = []
    for p in play:
        try:
            c = card_named(str(p))
        except BotError as e:
            raise BotError(f"bot {name!r}, play order: {e}") from None
        order.append(c)
    desc = t.get("description", "")
    return Bot(name, tuple(rules), tuple(order), str(desc), end_game, trashing,
               _kingdom(name, t.get("kingdom", "")), native_village)


def _kingdom(name, value):
    """Card ids of a bot's `kingdom` (a comma-separated string or a list of card names)."""
    words = value.split(",") if isinstance(value, str) else value
    if not isinstance(words, list):
        raise BotError(f"bot {name!r}: kingdom must be card names, e.g. kingdom = "
                       "\"Smithy, Market\"")
    named = sum(1 for w in words if str(w).strip())
    if named > MAX_RULES:
        raise BotError(f"bot {name!r}: a kingdom of {named:,} cards; it may name at most "
                       f"{MAX_RULES}")
    out = []
    for w in words:
        if str(w).strip():
            try:
                c = card_named(str(w).strip())
            except BotError as e:
                raise BotError(f"bot {name!r}, kingdom: {e}") from None
            if c not in BASIC and c not in out:
                out.append(c)
    return tuple(out)


def read_limited(path):
    """The bytes of bot file `path`, refused when it is larger than MAX_FILE_BYTES."""
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise BotError(f"bot file {path!r}: {e.strerror}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise BotError(f"bot file {path!r} is larger than {MAX_FILE_BYTES // 1_000_000} MB, "
                       "the most a bot file may be")
    return raw


def bots_from_toml(text, path="<text>"):
    """{name: Bot} from TOML text: each top-level table is a bot."""
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        why = str(e).replace("(at end of document)",
                             f"(at the end of the file, line {text.count(chr(10)) + 1})")
        raise BotError(f"bot file {path!r} is not valid TOML: {why}") from None
    except RecursionError:                      # tomllib recurses into nested arrays/tables
        raise BotError(f"bot file {path!r} nests arrays or tables too deeply for a bot file "
                       "(a bot is a table of strings and lists of strings)") from None
    if not doc:
        raise BotError(f"bot file {path!r} has no bots (write a table [NAME] with buy = [...])")
    if len(doc) > MAX_BOTS:
        raise BotError(f"bot file {path!r} holds {len(doc):,} bots; a file may hold at most "
                       f"{MAX_BOTS:,}")
    for name in doc:
        _check_name(name, path)
    return {name: bot_from_table(name, t) for name, t in doc.items()}


def _check_name(name, path):
    """Refuse a bot name longer than MAX_NAME (it becomes part of file names and tables)."""
    if len(name) > MAX_NAME:
        raise BotError(f"bot file {path!r}: a bot name of {len(name):,} characters "
                       f"({clip(name, 40)!r}); a name may have at most {MAX_NAME}")


def toml_text(bots):
    """TOML for bots (an iterable of Bot), readable and loadable by bots_from_toml."""
    out = []
    for b in bots:
        out.append(f"[{_key(b.name)}]")
        if b.description:
            out.append(f"description = {_str(b.description)}")
        out.append("buy = [")
        out += [f"    {_str(r.text())}," for r in b.rules]
        out.append("]")
        if b.play:
            out.append("play = [" + ", ".join(_str(NAMES[c]) for c in b.play) + "]")
        if b.end_game != "none":
            out.append(f"end_game = {_str(b.end_game)}")
        if b.trashing != "normal":
            out.append(f"trashing = {_str(b.trashing)}")
        if b.kingdom:
            out.append(f"kingdom = {_str(', '.join(NAMES[c] for c in b.kingdom))}")
        if b.native_village != "normal":
            out.append(f"native_village = {_str(b.native_village)}")
        out.append("")
    return "\n".join(out)


def _key(name):
    return name if re.fullmatch(r"[A-Za-z0-9_-]+", name) else _str(name)


def _str(s):
    esc = s.replace("\\", "\\\\").replace('"', '\\"')
    esc = re.sub(r"[\x00-\x1f\x7f]", lambda m: f"\\u{ord(m.group()):04x}", esc)
    return f'"{esc}"'


# --- encoding for the interpreter ------------------------------------------------------

def encode(bot):
    """The int64 program strategies/dominion/buylist.py interprets (layout in its docstring)."""
    body = []
    for r in bot.rules:
        body += [r.card, len(r.conds)]
        for c in r.conds:
            body += [c.left.q, c.left.arg, c.op, c.right.q, c.right.arg, c.xop, c.xval]
    start = bl.HEAD + len(body)
    a = [len(bot.rules), len(bot.play), start, 0] + body + list(bot.play)
    return np.array(a, dtype=np.int64)


def decode(a, name="decoded"):
    """The Bot an encoded program holds (the inverse of encode)."""
    a = [int(x) for x in a]
    rules, i = [], bl.HEAD
    for _ in range(a[0]):
        card, nc = a[i], a[i + 1]
        i += 2
        conds = []
        for _ in range(nc):
            lq, la, op, rq, ra, x, xv = a[i:i + bl.COND_W]
            conds.append(Cond(Quantity(lq, la), op, Quantity(rq, ra), x, xv))
            i += bl.COND_W
        rules.append(Rule(card, tuple(conds)))
    play = tuple(a[a[2]:a[2] + a[1]])
    return Bot(name, tuple(rules), play)


@dataclass
class BuyListStrategy(Strategy):
    """A Strategy whose rules are data: its prm is the program (encode). Interpreted, every
    such bot shares the interpreter's functions (compiled once for them all);
    compiled, its buy rule is its table's own function (strategies/dominion/rulegen.py)."""
    bot: Bot = field(default=None)

    def prm(self):
        return encode(self.bot)


def strategy(bot, origin="", buy=None, **kw):
    """The Strategy playing `bot`: its rules interpreted, or by `buy`, the table's compiled
    function (strategies/dominion/rulegen.py's `strategy` passes it: as fast as a hand-written
    bot, at a compile per new table). kw: other Strategy fields (family, ...)."""
    kw.setdefault("family", "data")
    kw.setdefault("needs", bot.needs())
    kw.setdefault("endgame", ENDGAME_NAMES[bot.end_game])
    if bot.trashing != "normal":
        kw.setdefault("trash_floor", TRASHING[bot.trashing])
    kw.setdefault("kingdom", bot.kingdom)
    if bot.native_village == "big-turn-bridge":
        kw.setdefault("decide", big_turn_bridge)
    if buy is not None:
        # without a play order, the default heuristic plays, as play_order would let it
        action = bl.play_order if bot.play else None
    else:
        buy, action = bl.buy_list, bl.play_order
    s = BuyListStrategy(bot.name, buy, action=action, summary=bot.words()
                        + (f"; play {', '.join(NAMES[c] for c in bot.play)} first"
                           if bot.play else ""),
                        bot=bot, **kw)
    if origin:
        s.origin = origin
    return s


# --- files and specs -------------------------------------------------------------------


def show(s):
    """A data bot in words, for `domsim strategies FILE:NAME`."""
    b = s.bot
    lines = [f"{s.name} (buy list)"]
    if b.description:
        lines.append(f"  {b.description}")
    origin = getattr(s, "origin", None)
    if origin:
        lines.append(f"  from: {origin}")
    lines.append("  buy, first that applies:")
    lines += [f"    {i}. {r.text()}" for i, r in enumerate(b.rules, 1)]
    if b.play:
        lines.append(f"  play first: {', '.join(NAMES[c] for c in b.play)}; "
                     "other Actions by the default heuristic")
    else:
        lines.append("  play: the default heuristic (`domsim cards NAME` says how it plays each "
                     "card)")
    lines.append("  other decisions: the default heuristic")
    if b.end_game != "none":
        lines.append(f"  end game: {b.end_game} (never ends the game losing"
                     + ("; the penultimate-Province rule)" if b.end_game == "ppr" else ")"))
    if b.trashing != "normal":
        lines.append(f"  trashing: {b.trashing} (trashers keep ${TRASHING[b.trashing]} of "
                     "money in the deck)")
    if b.native_village != "normal":
        lines.append(f"  Native Village: {b.native_village} (its mat grows until it holds "
                     "the big turn: more than 5 Bridges and villages)")
    if s.needs:
        lines.append(f"  uses: {', '.join(NAMES[c] for c in s.needs)}")
    return "\n".join(lines)
