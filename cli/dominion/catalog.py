"""`domsim cards` and `domsim strategies`: what exists."""
import importlib
import inspect
import textwrap

import click

from cli.common import table
from domsim.inputs import DomsimError, nearest, resolve_strategy


def defaults_modules():
    """The modules that may carry a plain-Python DEFAULTS = {"Card": "how the default bot
    decides"}: the heuristics and every registered set's effects."""
    from simcore.dominion.sets import REGISTERED
    return ["simcore.dominion.heuristics"] + [f"simcore.dominion.effects.{s}" for s in REGISTERED]


def default_rules():
    """Card name -> how the default heuristic decides for it, from every set's DEFAULTS
    (a module without one, or one that fails to import, is skipped)."""
    out = {}
    for name in defaults_modules():
        try:
            mod = importlib.import_module(name)
        except Exception:
            continue
        d = getattr(mod, "DEFAULTS", None)
        if isinstance(d, dict):
            for k, v in d.items():
                out.setdefault(str(k), str(v))
    return out


def _set_names():
    from simcore.dominion.cards import SETS
    return list(dict.fromkeys(SETS))


@click.command(short_help="Cards: cost, types, implemented; or one card's text and default play.")
@click.argument("name", required=False)
@click.option("--set", "card_set", metavar="SET",
              help="Only this set (`domsim cards` ends with the list of sets).")
@click.option("--implemented", is_flag=True, help="Only cards the engine implements.")
@click.option("--preset", metavar="PRESET",
              help="Only the cards of this preset kingdom (`domsim kingdoms` lists them).")
def cards(name, card_set, implemented, preset):
    """List the cards, or show one card's text, what it asks a strategy and how the default
    bot plays it."""
    from simcore.dominion.cards import (
        COST,
        IDS,
        IMPLEMENTED,
        NAMES,
        SET_TITLES,
        SETS,
        snake,
        type_names,
    )
    if card_set is not None and card_set not in SET_TITLES:
        raise DomsimError(f"unknown --set {card_set!r}{nearest(card_set, list(SET_TITLES))}; sets: "
                          f"{', '.join(SET_TITLES)}")
    members = None
    if preset is not None:
        from domsim.inputs import preset_cards
        members = preset_cards(preset)
        if members is None:
            raise DomsimError(f"unknown --preset {preset!r}{nearest(preset, _presets())}; "
                              "`domsim kingdoms` lists them")
    if name:
        key = snake(name)
        if key not in IDS:
            raise DomsimError(f"unknown card {name!r}{nearest(name, NAMES)}; `domsim cards` lists "
                              "them all")
        return _show_card(IDS[key])
    rows = []
    for c, n in enumerate(NAMES):
        if card_set and SETS[c] != card_set:
            continue
        if implemented and c not in IMPLEMENTED:
            continue
        if members is not None and c not in members:
            continue
        rows.append([n, SETS[c], f"${COST[c]}", ", ".join(type_names(c)),
                     "yes" if c in IMPLEMENTED else "no"])
    for line in table(["card", "set", "cost", "types", "implemented"], rows, align="llrll"):
        click.echo(line)
    click.echo(f"\n{len(rows)} cards; sets: " + ", ".join(f"{k} = {v}" for k, v in SET_TITLES.items()))


def _show_card(c):
    from cli.dominion.cardtext import TEXT
    from simcore.dominion.cards import COST, IMPLEMENTED, NAMES, SET_TITLES, SETS, type_names
    name = NAMES[c]
    click.echo(f"{name}: ${COST[c]}, {', '.join(type_names(c))}; {SET_TITLES[SETS[c]]}; "
               f"{'implemented' if c in IMPLEMENTED else 'not implemented yet'}")
    click.echo("")
    for line in textwrap.wrap(TEXT.get(name, "(no text)"), 88):
        click.echo(f"  {line}")
    rule = default_rules().get(name)
    click.echo("")
    if rule:
        click.echo("Default bot:")
        for line in textwrap.wrap(rule, 88):
            click.echo(f"  {line}")
    elif SETS[c] == "basic":
        click.echo("Default bot: no decisions on this card.")
    else:
        click.echo("Default bot: (not documented yet)")
    _show_decisions(name)
    if SETS[c] != "basic":
        from simcore.dominion.cards import snake
        click.echo(f"\nTry it: domsim match bm-{snake(name).replace('_', '-')} big-money-ultimate")


@click.command(short_help="Built-in strategies; or one strategy's definition.")
@click.argument("name", required=False)
def strategies(name):
    """List the strategies, or show one's definition (NAME may be bm-<card>:k, FILE.py:NAME,
    FILE.toml:NAME or FILE.xml:NAME)."""
    from strategies.dominion import REGISTRY
    if name:
        return _show_strategy(resolve_strategy(name, compile=False))
    rows, bm = [], []
    for n, s in REGISTRY.items():
        if s.family in ("bm", "bm-classic"):     # the family in one entry, below
            if s.family == "bm":
                bm.append(n[3:])
            continue
        rows.append([n, s.family, s.describe()])
    for line in table(["strategy", "family", "rules"], rows):
        click.echo(line)
    named = [(n, s) for n, s in REGISTRY.items()
             if s.declared and s.family not in ("bm", "bm-classic")]
    if named:
        click.echo("")
        click.echo("Parameters (set as NAME:param=value, e.g. smithy-bm:money=16):")
        for n, s in named:
            vals = ", ".join(f"{k}={v}" for k, v in s.param_values().items())
            click.echo(f"  {n}: {vals}")
    if bm:
        click.echo("")
        click.echo(f"bm-<card>[:k] ({len(bm)} cards): Big Money Ultimate plus one kingdom card X, "
                   "bought if count(X) < k")
        click.echo("  before Gold if X costs $6+, else before Silver; k: measured per card "
                   "(strategies/dominion/data/bm_k.csv)")
        click.echo("  (bm-<card>:k=K or bm-<card>:K sets it); bm-<card>:classic is the older "
                   "rule (k = 2 for")
        click.echo("  terminal Actions, unlimited otherwise); Victory-only X (Gardens, Duke) "
                   "replaces Duchy instead. Cards:")
        for line in textwrap.wrap(", ".join(bm), 86, break_on_hyphens=False):
            click.echo(f"    {line}")
    click.echo("")
    click.echo("Your own: domsim match mybots.py:NAME big-money (see README, \"Writing a strategy\")")


def _show_strategy(s):
    from simcore.dominion.cards import NAMES
    if getattr(s, "bot", None) is not None:       # a buy-list bot: its rules in words
        from strategies.dominion.botfile import show
        return click.echo(show(s))
    click.echo(f"{s.name} ({s.family or 'custom'})")
    click.echo(f"  rules: {s.summary}")
    if s.needs:
        click.echo(f"  uses: {', '.join(NAMES[c] for c in s.needs)}")
    if s.declared:
        click.echo("  parameters (set as NAME:param=value):")
        for line in s.params_text():
            click.echo(f"    {line}")
    elif s.params:
        click.echo(f"  prm: {list(int(x) for x in s.params)}")
    origin = getattr(s, "origin", None)
    if origin:
        click.echo(f"  from: {origin}")
    for role, f in (("buy", s.buy), ("action", s.action), ("decide", s.decide)):
        if f is None:
            continue
        py = getattr(f, "py_func", f)
        click.echo(f"\n{role}: {py.__module__}.{py.__name__}")
        try:
            src = inspect.getsource(py)
        except (OSError, TypeError):
            continue
        for line in src.rstrip().splitlines():
            click.echo(f"  {line}")
    if s.action is None or s.decide is None:
        left = [r for r, f in (("action choices", s.action), ("other decisions", s.decide))
                if f is None]
        click.echo(f"\n{' and '.join(left).capitalize()}: the default heuristic "
                   "(`domsim cards NAME` says how it plays each card).")


def _show_decisions(name):
    """What the card asks a strategy and what each answer (option number) means."""
    from cli.dominion.decisiontext import decision_lines
    lines = decision_lines(name)
    click.echo("")
    if not lines:
        click.echo("Decisions: none (a strategy is never asked anything about this card "
                   "beyond playing or buying it).")
        return
    click.echo("Decisions (what a strategy's decide(g, me, prm) is asked; source(g) is this "
               "card;")
    click.echo("constants importable from simcore.dominion.view):")
    for line in lines:
        for i, part in enumerate(textwrap.wrap(line, 86)):
            click.echo(("  " if i == 0 else "    ") + part)


def _presets():
    from simcore.dominion.cards import PRESETS
    return list(PRESETS)


@click.command(short_help="The preset kingdoms and their cards.")
@click.argument("name", required=False)
def kingdoms(name):
    """List the preset kingdoms (names for --kingdom) and their cards, or one preset's."""
    from domsim.inputs import preset_key
    from simcore.dominion.cards import COST, IDS, PRESETS, SETS, snake
    chosen = list(PRESETS)
    if name:
        key = preset_key(name)
        if key is None:
            raise DomsimError(f"unknown preset {name!r}{nearest(name, list(PRESETS))}; "
                              "`domsim kingdoms` lists them")
        chosen = [key]
    for k in chosen:
        cs = sorted(PRESETS[k], key=lambda n: (COST[IDS[snake(n)]], n))
        sets = sorted({SETS[IDS[snake(n)]] for n in cs})
        click.echo(f"{k} ({', '.join(sets)}):")
        for line in textwrap.wrap(", ".join(cs), 86):
            click.echo(f"  {line}")
    click.echo("")
    click.echo("Use one as --kingdom NAME; a preset may also stand in a card list "
               "(--kingdom \"first-game,Moat\": each card once, 10 kingdom cards at most).")
