"""Rollout players: `rollout:BOT` (or `rollout-K:BOT`) plays BOT's rules, but searches each
of its buys and gains: every legal answer is tried on K copies of the game (hidden cards
dealt again each time), BOT's rules playing every seat to the end, and an answer that beats
BOT's own by more than the noise is taken (simcore/dominion/rollout.py). K (default 16) is
the cost: each searched decision plays about K games per legal answer."""
import dataclasses
import re

from strategies.errors import StrategyError

DEFAULT_K = 16
MAX_K = 4096
_SPEC = re.compile(r"^\s*rollout(?:-(\d+))?:(.*)$", re.IGNORECASE | re.DOTALL)


def is_rollout_spec(spec):
    return isinstance(spec, str) and _SPEC.match(spec) is not None


def rollout_of(spec, get):
    """The rollout player of a `rollout[-K]:BOT` spec; `get` resolves BOT (any spec: a
    built-in with settings, FILE.py:NAME, a data bot)."""
    m = _SPEC.match(spec)
    k = int(m.group(1)) if m.group(1) else DEFAULT_K
    inner = m.group(2).strip()
    if not 2 <= k <= MAX_K:                  # (one copy cannot tell an answer from noise)
        raise StrategyError(f"strategy {spec!r}: {k} rollouts an answer is out of range; "
                            f"give 2 to {MAX_K}, as rollout-{DEFAULT_K}:BOT")
    if not inner:
        raise StrategyError(f"strategy {spec!r}: name the bot it plays and improves, as "
                            "rollout:BOT (e.g. rollout:big-money-ultimate)")
    base = get(inner)
    if base.rollouts:
        raise StrategyError(f"strategy {spec!r}: its bot is a rollout player already; its "
                            "copies are played by plain rules: give rollout-K:BOT once")
    s = dataclasses.replace(base, name=f"rollout-{k}:{base.name}", rollouts=k,
                            summary=f"{base.name}, each buy and gain searched by {k} "
                            f"rollouts an answer; its rules: {base.summary}")
    s.declared = base.declared
    if getattr(base, "origin", ""):         # a file's bot: a cluster's workers load the file
        s.origin, s.wraps = base.origin, f"rollout-{k}:"
    return s
