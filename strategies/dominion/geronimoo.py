"""Reading bots in the XML format of Geronimoo's Dominion simulator (its DomBots.xml):

    <player name="Witch" author="..." description="...">
      <type name="..."/>                             (tags; AppliesPPR: end_game = "ppr")
      <board contents="..."/>                        (the author's kingdom: not used, noted)
      <buy name="Chapel" strategy="aggressiveTrashing">     (strategy: a way of playing)
        <condition>
          <left type="countCardsInDeck" attribute="Gold"/>
          <operator type="greaterThan"/>
          <right type="constant" attribute="0.0"/>
          <extra_operation type="divideBy" attribute="11.0"/>   (optional, on the right side)
        </condition>
      </buy>
      ...
    </player>

Each <buy> becomes a rule of strategies/dominion/botfile.py; a bot using a card, a quantity, a play
strategy, a tag, an attribute or an element we do not have is refused with one line naming
all of them: nothing in a bot is dropped without a word. What is read but changes no play
(the author's board) is listed by `xml_notes`.
"""
import dataclasses
import io
import os
import xml.etree.ElementTree as ET
from xml.sax.saxutils import quoteattr

from simcore.dominion.cards import IDS, IMPLEMENTED, NAMES, PROVINCE, snake
from strategies.dominion import buylist as bl
from strategies.dominion.botfile import (
    MAX_BOTS,
    MAX_CONDITIONS,
    MAX_NAME,
    MAX_RULES,
    TYPE_BY_NAME,
    TYPE_TEXT,
    Bot,
    BotError,
    Cond,
    Quantity,
    Rule,
    check_cond,
    clip,
    milli,
    read_limited,
)
from strategies.errors import same_name, suggest

# Geronimoo condition type -> (our quantity, what its attribute is: None, "card", "type")
QUANTITY = {
    "countCardsInDeck": (bl.Q_COUNT, "card"),
    "countCardsInSupply": (bl.Q_SUPPLY, "card"),
    "getTotalMoney": (bl.Q_MONEY_WITH_ACTIONS, None),    # Actions' +$ included, as there
    "getTotalMoneyExcludingMats": (bl.Q_MONEY_EXCLUDING_MATS, None),
    "countAvailableMoney": (bl.Q_COINS_NOW, None),     # the coins in play, during a gain too
    "countEmptyPiles": (bl.Q_EMPTY, None),
    "actionsLeft": (bl.Q_ACTIONS, None),
    "countCardsLeftInDrawDeck": (bl.Q_DRAW_AND_DISCARD, None),   # as his simulator counts it
    "countCardTypeInDeck": (bl.Q_TYPE, "type"),
    "gainsNeededToEndGame": (bl.Q_GAINS_TO_END, None),
    "countCardsInHand": (bl.Q_HAND, "card"),
    "countCardsInPlay": (bl.Q_IN_PLAY, "card"),
    "countVP": (bl.Q_VP, None),
    "countMAXOpponentVP": (bl.Q_MAX_OPP_VP, None),
    "countTurns": (bl.Q_TURN, None),
    "countAllCardsInDeck": (bl.Q_DECK, None),
    "countBuysLeft": (bl.Q_BUYS, None),
    "isActionPhase": (bl.Q_ACTION_PHASE, None),
}
OPERATOR = {"greaterThan": bl.OP_GT, "greaterOrEqualThan": bl.OP_GE, "smallerThan": bl.OP_LT,
            "smallerOrEqualThan": bl.OP_LE, "equalTo": bl.OP_EQ}
EXTRA = {"plus": bl.X_PLUS, "minus": bl.X_MINUS, "multiplyWith": bl.X_TIMES,
         "divideBy": bl.X_DIV}
# the player's tags (DomBotType) that only describe it; AppliesPPR is read as end_game = "ppr"
TAGS = {"Favorite", "Generated", "UserCreated", "BigMoney", "Attacking", "Engine", "Combo",
        "SingleCard", "Province", "Colony", "TwoPlayer", "ThreePlayer", "FourPlayer",
        "AnnotatedGames", "Competitive", "Casual", "Fun", "Optimized"}
# a buy's play strategy -> our way of trashing (botfile.TRASHING), for the whole bot
PLAY_STRATEGY = {"aggressiveTrashing": "aggressive", "keepPayload": "keep-payload"}
# a Native Village buy's play strategy -> our way of playing it (botfile's native_village)
NATIVE_VILLAGE_STRATEGY = {"bigTurnBridge": "big-turn-bridge"}
# cards his simulator knows by a newer name
RENAMED = {"farm": "harem"}
PLAYER_ATTRIBUTES = {"name", "author", "description"}

# the other way, for writing XML (tests, round trips); `coins` is written as his nearest
Q_NAME = {q: name for name, (q, _) in QUANTITY.items()} | {bl.Q_COINS: "countAvailableMoney",
                                                           bl.Q_MONEY: "getTotalMoney"}
OP_NAME = {v: k for k, v in OPERATOR.items()}
X_NAME = {v: k for k, v in EXTRA.items()}


class _Missing:
    """Collects what a bot uses that we do not have, to name it all in one line (each thing
    once; past the first MAX_LISTED, how many more)."""
    MAX_LISTED = 30

    def __init__(self):
        self.items = {}                         # a dict: in order, and found in one step

    def add(self, what):
        self.items.setdefault(clip(what), None)

    def text(self):
        items = list(self.items)
        more = len(items) - self.MAX_LISTED
        return ", ".join(items[:self.MAX_LISTED]) + (f", and {more} more" if more > 0 else "")


def _card(name, missing):
    key = snake(name or "")
    key = RENAMED.get(key, key)
    if key not in IDS:
        missing.add(f"card {name!r}")
        return None
    c = IDS[key]
    if c not in IMPLEMENTED:
        missing.add(f"card {NAMES[c]!r} (not implemented)")
        return None
    return c


def _side(e, missing):
    if e is None:
        missing.add("a condition without its left or right side")
        return None
    t = e.get("type")
    a = e.get("attribute")
    if t == "constant":
        try:
            return Quantity(bl.Q_CONST, milli(a))
        except BotError:
            missing.add(f"constant {a!r} (a number, multiple of 0.001)")
            return None
    if t not in QUANTITY:
        missing.add(f"condition type {t!r}")
        return None
    q, kind = QUANTITY[t]
    if kind == "card":
        c = _card(a, missing)
        if c == PROVINCE and q == bl.Q_SUPPLY:
            return Quantity(bl.Q_PROV)            # the same number, as bots.md writes it
        return None if c is None else Quantity(q, c)
    if kind == "type":
        bit = TYPE_BY_NAME.get((a or "").lower())
        if bit is None:
            missing.add(f"card type {a!r} (in {t})")
            return None
        return Quantity(q, bit)
    return Quantity(q)


def _condition(ce, missing):
    left = _side(ce.find("left"), missing)
    right = _side(ce.find("right"), missing)
    ope = ce.find("operator")
    op = OPERATOR.get(None if ope is None else ope.get("type"))
    if op is None:
        missing.add(f"operator {None if ope is None else ope.get('type')!r}")
    xop, xval = bl.X_NONE, 0
    extras = ce.findall("extra_operation")
    if len(extras) > 1:
        missing.add("more than one extra_operation in a condition")
    elif extras:
        x = extras[0]
        if x.get("type") not in EXTRA:
            missing.add(f"extra_operation {x.get('type')!r}")
        else:
            xop = EXTRA[x.get("type")]
            try:
                xval = milli(x.get("attribute"))
            except BotError:
                missing.add(f"extra_operation value {x.get('attribute')!r}")
    for child in ce:
        if child.tag not in ("left", "right", "operator", "extra_operation"):
            missing.add(f"element <{child.tag}> in a condition")
    if left is None or right is None or op is None:
        return None
    return Cond(left, op, right, xop, xval)


def bot_from_element(p):
    """A Bot from a <player> element; BotError naming everything it uses that we lack."""
    name = p.get("name") or "(unnamed)"
    if len(name) > MAX_NAME:
        raise BotError(f"bot {clip(name, 40)!r}: a name of {len(name):,} characters; a name "
                       f"may have at most {MAX_NAME}")
    buys = p.findall("buy")
    if len(buys) > MAX_RULES:
        raise BotError(f"bot {name!r} has {len(buys):,} buy rules; a bot may have at most "
                       f"{MAX_RULES}")
    for b in buys:
        if len(b.findall("condition")) > MAX_CONDITIONS:
            raise BotError(f"bot {name!r}, buy {clip(str(b.get('name')), 40)!r}: more than "
                           f"{MAX_CONDITIONS} conditions in one rule (the most a rule may have)")
    missing = _Missing()
    rules = []
    end_game, trashing, native_village = "none", "normal", "normal"
    for a in p.attrib:
        if a not in PLAYER_ATTRIBUTES:
            missing.add(f"player attribute {a!r}")
    for child in p:
        if child.tag == "board":
            continue                        # the author's kingdom: xml_notes says so
        if child.tag == "type":
            tag = child.get("name")
            if tag == "AppliesPPR":
                end_game = "ppr"
            elif tag not in TAGS:
                missing.add(f"type {tag!r}")
            continue
        if child.tag == "start_state":
            cards = [d.get("contents") for d in child if d.get("contents")]
            missing.add("start_state (a custom starting deck" + (f": {'; '.join(cards)}"
                                                                 if cards else "") + ")")
            continue
        if child.tag != "buy":
            missing.add(f"element <{child.tag}>")
            continue
        card = _card(child.get("name"), missing)
        for a, v in child.attrib.items():
            if a == "strategy" and v in PLAY_STRATEGY:
                trashing = PLAY_STRATEGY[v]
            elif (a == "strategy" and v in NATIVE_VILLAGE_STRATEGY
                  and card == IDS["native_village"]):
                native_village = NATIVE_VILLAGE_STRATEGY[v]
            elif a == "strategy":
                missing.add(f"play strategy {v!r} (on {child.get('name')})")
            elif a != "name":
                missing.add(f"buy attribute {a!r} (on {child.get('name')})")
        conds = []
        for ce in child:
            if ce.tag != "condition":
                missing.add(f"element <{ce.tag}> in a buy")
                continue
            c = _condition(ce, missing)
            if c is not None:
                conds.append(c)
        if card is not None:
            rules.append(Rule(card, tuple(conds)))
    if missing.items:
        raise BotError(f"bot {name!r} uses what this simulator does not have: "
                       f"{missing.text()}")
    if not rules:
        raise BotError(f"bot {name!r} has no buy rules")
    for r in rules:
        for c in r.conds:
            try:
                check_cond(c)
            except BotError as e:
                raise BotError(f"bot {name!r}, buy {NAMES[r.card]}: {e}") from None
    return Bot(name, tuple(rules), (), p.get("description", "") or "", end_game, trashing,
               native_village=native_village)


def _players(path):
    raw = read_limited(path)
    try:
        root = ET.parse(io.BytesIO(raw)).getroot()
    except ET.ParseError as e:
        line, col = e.position
        why = str(e).split(": line")[0]             # "mismatched tag: line 3, column 4"
        raise BotError(f"bot file {path!r} is not valid XML: {why} (line {line}, "
                       f"column {col + 1})") from None
    players = [root] if root.tag == "player" else root.findall("player")
    if not players:
        raise BotError(f"bot file {path!r} has no <player> bots")
    if len(players) > MAX_BOTS:
        raise BotError(f"bot file {path!r} holds {len(players):,} bots; a file may hold at "
                       f"most {MAX_BOTS:,}")
    return players


def read_xml(path):
    """([Bot], [(name, reason)]): the bots of a file we can run, and those we cannot."""
    ok, skipped, seen = [], [], {}
    for p in _players(path):
        try:
            b = bot_from_element(p)
        except BotError as e:
            skipped.append((p.get("name") or "(unnamed)", str(e)))
            continue
        k = seen.get(b.name, 0)
        seen[b.name] = k + 1
        if k:
            b = dataclasses.replace(b, name=f"{b.name} ({k + 1})")
        ok.append(b)
    return ok, skipped


def xml_notes(path):
    """[(bot name, note)]: what the file's bots say that is read but changes no play."""
    out = []
    for p in _players(path):
        for b in p.findall("board"):
            kingdom = (b.get("contents") or "").strip()
            if kingdom:
                out.append((p.get("name") or "(unnamed)",
                            f"its author's board ({kingdom}) is not used: a match plays on "
                            "--kingdom (by default the cards the bots use)"))
    return out


def bots_from_xml(path):
    """{name: Bot} of the bots in the file that we can run."""
    return {b.name: b for b in read_xml(path)[0]}


def bot_from_xml(path, name):
    """The named bot of an XML file (NAME may be left out when the file holds one bot)."""
    if not os.path.isfile(path):
        where = "a folder, not a file" if os.path.isdir(path) else "not found"
        raise BotError(f"bot file {path!r}: {where}")
    players = _players(path)
    names = [p.get("name") or "(unnamed)" for p in players]
    if not name:
        if len(players) != 1:
            raise BotError(f"bot file {path!r} holds {len(players)} bots: say which, as "
                           f"{path}:NAME")
        return bot_from_element(players[0])
    name = name.strip().strip('"')
    found = same_name(name, names)          # in any case, with '-', '_' or spaces
    if found is None:
        hint = suggest(name, names) or ""
        raise BotError(f"bot file {path!r} has no bot {name!r}{hint}")
    return bot_from_element(players[names.index(found)])


def xml_text(bots):
    """Geronimoo XML for bots (an iterable of Bot): for round trips and tests."""
    out = ['<?xml version="1.0" encoding="UTF-8"?>', "<playerCollection>"]

    def side(tag, q):
        if q.q == bl.Q_PROV:
            q = Quantity(bl.Q_SUPPLY, PROVINCE)
        if q.q == bl.Q_CONST:
            return f'<{tag} type="constant" attribute="{q.arg / 1000:.1f}"/>' if q.arg % 100 == 0 \
                else f'<{tag} type="constant" attribute="{q.arg / 1000}"/>'
        t = Q_NAME[q.q]
        kind = QUANTITY[t][1]
        if kind == "card":
            return f"<{tag} type={quoteattr(t)} attribute={quoteattr(NAMES[q.arg])}/>"
        if kind == "type":
            return f"<{tag} type={quoteattr(t)} attribute={quoteattr(TYPE_TEXT[q.arg])}/>"
        return f"<{tag} type={quoteattr(t)}/>"

    play = {v: k for k, v in PLAY_STRATEGY.items()}
    village = {v: k for k, v in NATIVE_VILLAGE_STRATEGY.items()}
    for b in bots:
        out.append(f"<player name={quoteattr(b.name)} description={quoteattr(b.description)}>")
        if b.end_game == "ppr":
            out.append('  <type name="AppliesPPR"/>')
        for i, r in enumerate(b.rules):
            if r.card == bl.NOTHING:
                raise BotError(f"bot {b.name!r}: a Nothing rule has no XML form")
            buy = f"<buy name={quoteattr(NAMES[r.card])}"
            if i == 0 and b.trashing != "normal":       # a bot-wide setting: on its first rule
                buy += f' strategy="{play[b.trashing]}"'
            elif r.card == IDS["native_village"] and b.native_village != "normal":
                buy += f' strategy="{village[b.native_village]}"'
            if not r.conds:
                out.append(f"  {buy}/>")
                continue
            out.append(f"  {buy}>")
            for c in r.conds:
                out.append("    <condition>")
                out.append("      " + side("left", c.left))
                out.append(f'      <operator type="{OP_NAME[c.op]}"/>')
                out.append("      " + side("right", c.right))
                if c.xop != bl.X_NONE:
                    out.append(f'      <extra_operation type="{X_NAME[c.xop]}" '
                               f'attribute="{c.xval / 1000}"/>')
                out.append("    </condition>")
            out.append("  </buy>")
        out.append("</player>")
    out.append("</playerCollection>")
    return "\n".join(out) + "\n"
