"""The one error of the bot library, and the nearest-names hint its messages carry."""
import difflib


class StrategyError(ValueError):
    """A strategy spec that cannot be resolved or a strategy that cannot be used; the message
    is one line (plus numba's reason for compile failures)."""


def suggest(word, choices, n=3):
    """' (did you mean a, b?)' for the choices nearest to word, or ''."""
    near = difflib.get_close_matches(word, list(choices), n=n, cutoff=0.6)
    return f" (did you mean {', '.join(near)}?)" if near else ""
