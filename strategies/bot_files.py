"""Bots as data read from files: FILE.toml[:NAME] (strategies/botfile.py's format) and
FILE.xml[:NAME] (Geronimoo's DominionSim format, strategies/geronimoo.py)."""
import os
import re

from strategies.botfile import BotError, bots_from_toml, strategy
from strategies.errors import same_name, suggest
from strategies.geronimoo import bot_from_xml, bots_from_xml

_SPEC = re.compile(r"^(?P<path>.+?\.(?:toml|xml))(?::(?P<name>.*))?$", re.IGNORECASE)


def is_data_spec(spec):
    """FILE.toml[:NAME] or FILE.xml[:NAME]."""
    return bool(_SPEC.match(spec))


def read_bots(path):
    """{name: Bot} from a .toml or .xml file; BotError if it cannot be read."""
    if not os.path.isfile(path):
        where = "a folder, not a file" if os.path.isdir(path) else "not found"
        raise BotError(f"bot file {path!r}: {where}")
    if path.lower().endswith(".xml"):
        return bots_from_xml(path)
    with open(path, "rb") as f:
        raw = f.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BotError(f"bot file {path!r} is not UTF-8 text") from None
    return bots_from_toml(text, path)


def load_spec(spec):
    """The Strategy for FILE.toml:NAME / FILE.xml:NAME (NAME may be left out when the file
    holds one bot)."""
    m = _SPEC.match(spec)
    path, name = m.group("path"), m.group("name")
    if path.lower().endswith(".xml"):
        bot = bot_from_xml(path, name)
        return strategy(bot, origin=f"{os.path.abspath(path)}:{bot.name}")
    bots = read_bots(path)
    if name is None or name == "":
        if len(bots) != 1:
            raise BotError(f"bot file {path!r} holds {len(bots)} bots: say which, as "
                           f"{path}:NAME ({', '.join(list(bots)[:6])})")
        name = next(iter(bots))
    if same_name(name, bots) is not None:       # names match in any case, '-', '_', spaces
        name = same_name(name, bots)
    else:
        hint = suggest(name, bots) or f" (it has: {', '.join(list(bots)[:8])})"
        raise BotError(f"bot file {path!r} has no bot {name!r}{hint}")
    return strategy(bots[name], origin=f"{os.path.abspath(path)}:{name}")
