"""Intrige tournaments as plans of matchups (simcore/plan.py): every pairing (2 players) or
every table of `players` entries (a balanced sample beyond simcore.plan.MAX_TABLES), each an
Intrige match of its own under the same rule options.

A matchup's rows are exactly the summary rows `domsim intrige match` writes for its
strategies (in name order), rules and derived seed, so adding or reordering entries changes
no other matchup's numbers."""
from simcore.plan import Matchup, match_player, tables_for

from . import options
from .match import Match

PRECISION_BLOCK = 1680      # games per precision step: a multiple of every count 2-8


def rules_label(rules):
    """The rule options that differ from the defaults, as NAME=VALUE,... ('default')."""
    return ",".join(options.changed(rules)) or "default"


def tournament_plan(strategies, players=2, seed=0, rules=None):
    """(matchups, sampled): the tables of a tournament of `strategies` (IStrategy, sorted by
    name) at `players` seats under `rules`."""
    rules = options.defaults() if rules is None else rules
    strats = sorted(strategies, key=lambda s: s.name)
    tabs, sampled = tables_for(len(strats), players, seed)
    plan = []
    for t in tabs:
        group = [strats[i] for i in t]
        names = [s.name for s in group]
        label = ({"pairing": " vs ".join(names)} if players == 2 else
                 {"table": ", ".join(names)})
        ident = (f"intrige-tournament|{'|'.join(names)}|rules={rules_label(rules)}"
                 f"|players={players}")
        plan.append(Matchup(ident, tuple(names), label, {"strategies": group}))
    return plan, sampled


def make_match(mu, seed, games, threads=1, chunk=20_000, rules=None):
    """The Intrige Match of a matchup."""
    return Match(list(mu.payload["strategies"]), games=games, seed=seed, threads=threads,
                 chunk=chunk, rules=dict(rules if rules is not None else options.defaults()))


def matchup_player(threads=1, chunk=20_000, rules=None):
    """play_one for simcore.plan.run_plan: each matchup an Intrige Match."""
    return match_player(lambda mu, seed, games: make_match(mu, seed, games, threads, chunk,
                                                           rules))

