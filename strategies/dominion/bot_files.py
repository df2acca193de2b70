"""Bots as data read from files: FILE.toml[:NAME] (strategies/dominion/botfile.py's format) and
FILE.xml[:NAME] (Geronimoo's DominionSim format, strategies/dominion/geronimoo.py)."""
import os

from strategies.dominion.api import REGISTRY
from strategies.dominion.botfile import BotError, bots_from_toml, read_limited, strategy
from strategies.dominion.geronimoo import bot_from_xml, bots_from_xml
from strategies.errors import same_name, suggest


def split_spec(spec):
    """(path, name or None) of FILE.toml[:NAME] or FILE.xml[:NAME] (any case); None for any
    other spec. The path is the shortest that ends in .toml or .xml and is followed by the
    end or by `:`; neither part holds a line break (but for one ending the spec). One pass
    over the spec (the regular expression this replaces took minutes on a long one)."""
    newline = spec.find("\n")
    ends_in_newline = newline >= 0 and newline == len(spec) - 1
    for end in range(len(spec) + 1 if newline < 0 else newline + 1):
        if not any(end > len(ext) and spec[end - len(ext):end].lower() == ext
                   for ext in (".toml", ".xml")):
            continue
        if end == len(spec) or (end == newline and ends_in_newline):
            return spec[:end], None
        if spec[end] == ":" and (newline < 0 or ends_in_newline):
            return spec[:end], spec[end + 1:len(spec) - ends_in_newline]
    return None


def is_data_spec(spec):
    """FILE.toml[:NAME] or FILE.xml[:NAME]."""
    return split_spec(spec) is not None


def read_bots(path):
    """{name: Bot} from a .toml or .xml file; BotError if it cannot be read."""
    if not os.path.isfile(path):
        where = "a folder, not a file" if os.path.isdir(path) else "not found"
        raise BotError(f"bot file {path!r}: {where}")
    if path.lower().endswith(".xml"):
        return bots_from_xml(path)
    raw = read_limited(path)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BotError(f"bot file {path!r} is not UTF-8 text") from None
    return bots_from_toml(text, path)


def load_spec(spec):
    """The Strategy for FILE.toml:NAME / FILE.xml:NAME (NAME may be left out when the file
    holds one bot)."""
    path, name = split_spec(spec)
    if path.lower().endswith(".xml"):
        bot = bot_from_xml(path, name)
        own_name(bot.name, path)
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
    own_name(name, path)
    return strategy(bots[name], origin=f"{os.path.abspath(path)}:{name}")


def own_name(name, path):
    """Refuse a file's bot named like a built-in (in any spelling), as strategies/loader.py's
    own_name does for .py files: results name bots by their names, and a name must mean the
    bot that played. (The bundled files are read by read_bots, not here: their bots are
    built-ins under names of their own, dombots-<name>.)"""
    builtin = same_name(name, REGISTRY)
    if builtin is not None:
        raise BotError(f"bot {name!r} of {path!r} is named like the built-in bot {builtin} "
                       "(names match in any case, with '-', '_' or spaces); rename it in the "
                       "file, so that a name in the results means one bot")
