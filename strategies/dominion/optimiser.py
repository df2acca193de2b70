"""Searching buy lists for a kingdom: the bot with the highest share against a field.

The space: a Big-Money-Ultimate skeleton with its four thresholds free, plus up to SLOTS
kingdom cards, each "X if count(X) < k" (k = 1..9, or no limit) or "X if count(X) <
treasures / r" (r = 6..15, the smithy-bm form), placed before Gold or after the late Duchy
rule:

    Province if money > P; Duchy if prov <= D1; Estate if prov <= E; [slots before Gold];
    Gold; Duchy if prov <= D2; [slots after]; Silver

The search itself (successive halving against a field, the sampler, the incumbent) is
strategies/search.py's, shared with Intrige's tuning; this module is Dominion's space, arena,
field and its entry point, best_bot.
"""
from dataclasses import dataclass, replace

from simcore.dominion.cards import BASIC, NAMES, TREASURE, card_id
from simcore.dominion.match import Match, outcomes, play
from strategies import search as _search
from strategies.search import (  # noqa: F401  (the search's names, as callers know them)
    HALL,
    Candidate,
    Progress,
    final_evaluation,
    generation_cost,
    played,
)

from . import buylist as bl
from .api import REGISTRY
from .botfile import Bot, Cond, Quantity, Rule, strategy
from .rulespace import RuleListSpace

SLOTS = 3
FIELD_BUILTINS = 3               # strongest built-ins in the default field
DEGENERATE = 0.05                # a built-in below this share against big-money-ultimate
RANK_GAMES = 1000                # games per built-in to rank them for the field
UNLIMITED = 10                   # a slot cap of 10 means no cap


class SearchError(ValueError):
    """Input the search cannot use (one line)."""


def usable_cards(kingdom):
    """Kingdom cards a buy list can use: every kingdom card in the Supply."""
    return [c for c in sorted(kingdom) if c not in BASIC]


# --- the space ---------------------------------------------------------------------------

def suggest(trial, cards):
    """A candidate's parameters from an optuna trial."""
    names = ["-"] + [NAMES[c] for c in cards]
    p = {"prov_money": trial.suggest_int("prov_money", 0, 24),
         "duchy_early": trial.suggest_int("duchy_early", 0, 8),
         "estate": trial.suggest_int("estate", 0, 4),
         "duchy_late": trial.suggest_int("duchy_late", 0, 8)}
    for i in range(SLOTS):
        p[f"card{i}"] = trial.suggest_categorical(f"card{i}", names)
        p[f"cap{i}"] = trial.suggest_int(f"cap{i}", 1, UNLIMITED)
        p[f"per{i}"] = trial.suggest_categorical(f"per{i}", [0, 1])
        p[f"early{i}"] = trial.suggest_categorical(f"early{i}", [0, 1])
    return p


def _prov_le(n):
    return Cond(Quantity(bl.Q_PROV), bl.OP_LE, Quantity(bl.Q_CONST, 1000 * n))


def bot_from_params(p, name="optimised", description=""):
    """The Bot a parameter set stands for."""
    slots = {}                      # a card in several slots: the first slot only (a later
    for i in range(SLOTS):          # rule for it would be dead or redundant)
        card = p[f"card{i}"]
        if card != "-" and card not in slots:
            slots[card] = (int(p[f"early{i}"]), int(p[f"cap{i}"]), int(p.get(f"per{i}", 0)))

    def slot_rules(early):
        out = []
        for card, (e, k, per) in slots.items():
            if e != early:
                continue
            c = card_id(card)
            if per:
                conds = (Cond(Quantity(bl.Q_COUNT, c), bl.OP_LT, Quantity(bl.Q_TYPE, TREASURE),
                              bl.X_DIV, 1000 * (k + 5)),)
            elif k >= UNLIMITED:
                conds = ()
            else:
                conds = (Cond(Quantity(bl.Q_COUNT, c), bl.OP_LT, Quantity(bl.Q_CONST, 1000 * k)),)
            out.append(Rule(c, conds))
        return out
    gold, silver = card_id("Gold"), card_id("Silver")
    rules = [Rule(card_id("Province"), (Cond(Quantity(bl.Q_MONEY), bl.OP_GT,
                                             Quantity(bl.Q_CONST, 1000 * p["prov_money"])),)),
             Rule(card_id("Duchy"), (_prov_le(p["duchy_early"]),)),
             Rule(card_id("Estate"), (_prov_le(p["estate"]),))]
    rules += slot_rules(1) + [Rule(gold), Rule(card_id("Duchy"), (_prov_le(p["duchy_late"]),))]
    rules += slot_rules(0) + [Rule(silver)]
    return Bot(name, tuple(rules), (), description)


def seed_params(cards):
    """Starting points: Big Money Ultimate, and for each card Big Money plus two copies of
    it (the bm-<card> rule) and plus one per 11 Treasures (the smithy-bm rule)."""
    base = {"prov_money": 18, "duchy_early": 4, "estate": 2, "duchy_late": 6}
    empty = {f"{k}{i}": v for i in range(SLOTS) for k, v in (("card", "-"), ("cap", 1),
                                                               ("per", 0), ("early", 0))}
    out = [base | empty]
    for c in cards:
        out.append(base | empty | {"card0": NAMES[c], "cap0": 2})
    for c in cards:
        out.append(base | empty | {"prov_money": 15, "card0": NAMES[c], "cap0": 6, "per0": 1})
    return out


@dataclass(frozen=True)
class BuyListSpace:
    """The search space of buy lists on `cards` (the kingdom cards a list can use)."""
    cards: list

    def seeds(self):
        return seed_params(self.cards)

    def suggest(self, trial):
        return suggest(trial, self.cards)

    def bot(self, params, name):
        return bot_from_params(params, name)

    def strategy(self, bot):
        return strategy(bot)


# --- playing -----------------------------------------------------------------------------

@dataclass
class Arena(_search.Arena):
    """Plays Dominion on `kingdom`."""

    def match_for(self, cand, opp, seed, start, stop):
        """The match of games start..stop-1: entry 0 against players-1 copies of opp."""
        return Match([cand] + [opp] * (self.players - 1), self.kingdom, games=stop, seed=seed,
                     chunk=max(1, stop - start))

    def play(self, m, start, stop):
        return play(m, start=start, stop=stop)

    def chunk_share(self, ch):
        """Entry 0's summed share over a chunk's games."""
        return float(outcomes(ch.vp, ch.turns)[0][:, 0].sum())


def rank_builtins(arena, builtins, seed, games=RANK_GAMES):
    """Built-ins by share against big-money-ultimate (strongest first): [(strategy, share)]."""
    ref = REGISTRY["big-money-ultimate"]
    others = [s for s in builtins if s is not ref]
    sums = dict(zip(map(id, others), arena.shares([(s, ref, seed, 0, games) for s in others])))
    out = [(s, sums[id(s)] / games if s is not ref else 1 / arena.players) for s in builtins]
    out.sort(key=lambda t: -t[1])
    return out


def least_budget(kingdom):
    """The games best_bot needs at least for a kingdom: ranking its built-ins against
    big-money-ultimate (RANK_GAMES each) and one generation against the field."""
    others = [s for s in applicable_builtins(kingdom) if s.name != "big-money-ultimate"]
    return RANK_GAMES * len(others) + generation_cost(
        min(FIELD_BUILTINS, len(others) + 1) + HALL)


def applicable_builtins(kingdom):
    """Built-in strategies whose cards are all in the kingdom, each once: not bm-<card>:classic
    (bm-<card> with the limit the measured one replaced; bm-village:classic buys Villages
    without end) nor the DomBots collection (DominionSim's versions of the same bots, e.g.
    dombots-big-money-ultimate), as in a kingdom sweep (strategies/dominion/pools.py)."""
    ks = set(kingdom)
    return [s for s in REGISTRY.values()
            if set(s.needs) <= ks and s.family not in ("bm-classic", "dombots")]


def contenders(ranked, least=DEGENERATE):
    """(kept, left out) of rank_builtins' [(strategy, share against big-money-ultimate)]:
    those that win at least `least` of their games against it, and the rest, which any
    bot beats (a share of 100% against them says nothing)."""
    return ([s for s, v in ranked if v >= least], [s for s, v in ranked if v < least])


def search(arena, field0, seed=0, budget_games=None, budget_seconds=None, on_generation=None,
           name="optimised", objective="min", space=None):
    """strategies/search.py's search, in buy lists for the arena's kingdom unless `space`
    says otherwise."""
    if space is None:
        cards = usable_cards(arena.kingdom)
        if not cards:
            raise SearchError("the kingdom has no kingdom card a buy list could use")
        space = BuyListSpace(cards)
    return _search.search(arena, field0, seed, budget_games, budget_seconds, on_generation,
                          name, objective, space=space)


def best_bot(kingdom, budget_games, seed=0, players=2, name="optimised", space=None,
             on_generation=None):
    """The search's best Bot for a kingdom on a games budget (so the same for the same seed),
    against the default field (the FIELD_BUILTINS strongest built-ins), in the rule-list
    space unless `space` says otherwise; None if the kingdom has no card a list could use or
    the budget is smaller than the ranking and one generation. `on_generation(progress)`
    after each generation."""
    cards = usable_cards(kingdom)
    if not cards or budget_games < least_budget(kingdom):
        return None
    arena = Arena(list(kingdom), players)
    ranked = rank_builtins(arena, applicable_builtins(kingdom), seed)
    fld = [s for s, _ in ranked[:FIELD_BUILTINS]]
    if arena.games + generation_cost(len(fld) + HALL) > budget_games:
        return None
    best, _, _, _ = search(arena, fld, seed=seed, budget_games=budget_games, name=name,
                           space=space or RuleListSpace(cards), on_generation=on_generation)
    return replace(best.bot, name=name, description=(
        f"the optimiser's best in {budget_games:,} games (seed {seed}) against "
        f"{', '.join(s.name for s in fld)}"), kingdom=tuple(sorted(kingdom)))
