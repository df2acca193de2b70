"""The one error of the bot library, the nearest-names hint its messages carry, and the
loose match of a bot's name (any case, with '-', '_' or spaces)."""
import difflib
import re


class StrategyError(ValueError):
    """A strategy spec that cannot be resolved or a strategy that cannot be used; the message
    is one line (plus numba's reason for compile failures)."""


def suggest(word, choices, n=3):
    """' (did you mean a, b?)' for the choices nearest to word, or ''."""
    near = difflib.get_close_matches(word, list(choices), n=n, cutoff=0.6)
    return f" (did you mean {', '.join(near)}?)" if near else ""


def loose(name):
    """A name as names compare: 'Witch_BM', 'witch bm' and 'witch-bm' are one name."""
    return re.sub(r"[\s_-]+", "-", str(name).strip().lower())


def same_name(name, names):
    """The one of `names` that `name` means: itself, else the only one equal to it loosely;
    None when there is none or more than one."""
    names = list(names)
    if name in names:
        return name
    same = [n for n in names if loose(n) == loose(name)]
    return same[0] if len(same) == 1 else None
