"""Rule lists that can express engines, and the evolution that searches them.

A candidate (a genome) is an ordered list of genes, each a buy rule: a card and up to
MAX_CONDS conditions drawn from a small grammar, read as words once built:

    ("lt", k)            count(X) < k                       how many copies
    ("per", Y, b)        count(X) < count(Y) + b            X per Y (Villages per Smithy)
    ("per_terminal", b)  count(X) < count_type(Terminal) + b  one Village per terminal
    ("treas", r)         count(X) < treasures / r           per money (the smithy-bm form)
    ("after", Y, k)      count(Y) >= k                      X once k Ys are bought
    ("money", m)         money > m                          money density
    ("coins", c)         coins_now >= c                     this turn's coins (two Provinces)
    ("buys",)            buys > 1                           a second Buy left
    ("prov", p)          prov <= p                          greening by the Provinces left
    ("turn", t)          turn <= t                          opening rules
    ("gaining", v)       action_phase == v                  1: a gain (Workshop), 0: a buy
    ("behind", d)        vp <= max_opp_vp + d               Duchies when behind
    ("deck", n)          deck_size >= n                     deck size
    ("raw", Cond)        any condition, kept as it came     (the seed bots' own rules)

X is the gene's card: any kingdom card or a basic one (Province ... Silver); Y any
kingdom card, Gold or Province. Any bot of the rule language is a genome (its conditions
raw), so every buy-list bot can seed the search.

The search (`Evolver`, with the ask/tell of simcore.sampler.Sampler, so that
strategies.dominion.optimiser.search runs it) keeps islands: a bot file's seeds, the money seeds
(Big Money and the bm-X family) and the generic engines (engine_seeds), each with a fixed
share of every generation, which asks the island's seeds first, then breeds from the
island's best candidates scored so far (each score
discounted by its sampling error, since candidates cut at the first rung played few
games): a child is a mutant of one parent (tournament of two) or the crossover of two
(a head of one list and a tail of the other), with 1-3 mutations: a number moved by a
step, a condition added, dropped or replaced, a gene added (a card with one condition),
dropped, moved or its card changed. A candidate already scored is not asked again. Every
draw comes from a generator seeded by (seed, generation): the candidates depend on the
seed and the scores alone.
"""
import math

import numpy as np

from simcore.dominion.cards import (
    ACTION,
    NAMES,
    PLUS_ACTIONS,
    PLUS_BUYS,
    PLUS_CARDS,
    PLUS_COINS,
    TREASURE,
    TYPES,
    card_id,
)
from simcore.dominion.endgame import ENDGAME_NAMES
from strategies.dominion import buylist as bl
from strategies.dominion.botfile import TRASHING, Bot, Cond, Quantity, Rule, strategy

# the bot settings a genome may set (strategies/dominion/botfile.py): how its trashers trash,
# and its sense of the game's end (simcore/dominion/endgame.py)
SETTINGS = {"trashing": tuple(TRASHING), "end_game": tuple(ENDGAME_NAMES)}
DEFAULTS = {"trashing": "normal", "end_game": "none"}
MAX_CONDS = 3
MAX_GENES = 24
BASICS = ("Province", "Duchy", "Estate", "Gold", "Silver")

# each grammar form's numbers: (low, high); a mutation moves one by a step
RANGES = {"lt": [(1, 9)], "per": [None, (-1, 3)], "per_terminal": [(-2, 2)],
          "treas": [(4, 16)], "after": [None, (1, 6)], "money": [(6, 26)],
          "coins": [(8, 20)], "buys": [], "prov": [(0, 8)], "turn": [(1, 4)],
          "gaining": [(0, 1)], "behind": [(-12, 24)], "deck": [(10, 40)]}
LIMITS = ("lt", "per", "per_terminal", "treas")         # caps on the gene's own card
GATES = ("after", "money", "coins", "buys", "prov", "turn", "gaining", "behind", "deck")


def _q(q, arg=0):
    return Quantity(q, arg)


def _k(v):
    return _q(bl.Q_CONST, int(round(1000 * v)))


def _count(card):
    return _q(bl.Q_COUNT, card_id(card))


def _shift(c, b):
    """Cond c with `+ b` on its right side (nothing for 0)."""
    if b == 0:
        return c
    return Cond(c.left, c.op, c.right, bl.X_PLUS if b > 0 else bl.X_MINUS, 1000 * abs(b))


def condition(form, card):
    """The Cond a grammar form stands for, on gene card `card`."""
    kind = form[0]
    if kind == "raw":
        return form[1]
    if kind == "lt":
        return Cond(_count(card), bl.OP_LT, _k(form[1]))
    if kind == "per":
        return _shift(Cond(_count(card), bl.OP_LT, _count(form[1])), form[2])
    if kind == "per_terminal":
        return _shift(Cond(_count(card), bl.OP_LT, _q(bl.Q_TYPE, bl.TERMINAL)), form[1])
    if kind == "treas":
        return Cond(_count(card), bl.OP_LT, _q(bl.Q_TYPE, TREASURE), bl.X_DIV, 1000 * form[1])
    if kind == "after":
        return Cond(_count(form[1]), bl.OP_GE, _k(form[2]))
    if kind == "money":
        return Cond(_q(bl.Q_MONEY), bl.OP_GT, _k(form[1]))
    if kind == "coins":
        return Cond(_q(bl.Q_COINS_NOW), bl.OP_GE, _k(form[1]))
    if kind == "buys":
        return Cond(_q(bl.Q_BUYS), bl.OP_GT, _k(1))
    if kind == "prov":
        return Cond(_q(bl.Q_PROV), bl.OP_LE, _k(form[1]))
    if kind == "turn":
        return Cond(_q(bl.Q_TURN), bl.OP_LE, _k(form[1]))
    if kind == "gaining":
        return Cond(_q(bl.Q_ACTION_PHASE), bl.OP_EQ, _k(form[1]))
    if kind == "behind":
        return _shift(Cond(_q(bl.Q_VP), bl.OP_LE, _q(bl.Q_MAX_OPP_VP)), form[1])
    if kind == "deck":
        return Cond(_q(bl.Q_DECK), bl.OP_GE, _k(form[1]))
    raise ValueError(f"no condition form {kind!r}")


def is_setting(gene):
    """A gene that sets one of the bot's settings ("=trashing", "aggressive"), not a rule."""
    return gene[0].startswith("=")


def _card(name):
    return bl.NOTHING if name == "Nothing" else card_id(name)


def bot_of(genome, name="optimised", description=""):
    """The Bot a genome stands for."""
    settings = {g[0][1:]: g[1] for g in genome if is_setting(g)}
    return Bot(name, tuple(Rule(_card(card), tuple(condition(f, card) for f in forms))
                           for card, forms in genome if not card.startswith("=")), (),
               description, **settings)


def key(genome):
    """What tells two genomes' bots apart: the rules in words and the settings."""
    b = bot_of(genome)
    return f"{b.words()} [trashing {b.trashing}, end_game {b.end_game}]"


def genome_of(bot):
    """A bot's buy rules (every condition raw) and settings as a genome."""
    genes = tuple(("=" + k, getattr(bot, k)) for k in SETTINGS if getattr(bot, k) != DEFAULTS[k])
    return genes + tuple(("Nothing" if r.card == bl.NOTHING else NAMES[r.card],
                          tuple(("raw", c) for c in r.conds)) for r in bot.rules)


# --- what a kingdom offers ----------------------------------------------------------------

def roles(cards):
    """The kingdom's cards by what they do for an engine: villages (+2 Actions), terminal
    draw (+2 Cards, no +Action), non-terminal draw (lab: +2 Cards +1 Action), payload
    (non-terminal Actions with +$ or +Buy), other terminals (attacks, gainers, trashers):
    {role: [names]}."""
    out = {"village": [], "draw": [], "lab": [], "payload": [], "terminal": [], "other": []}
    for c in cards:
        n = NAMES[c]
        if not TYPES[c] & ACTION:
            out["other"].append(n)
        elif PLUS_ACTIONS[c] >= 2:
            out["village"].append(n)
        elif PLUS_ACTIONS[c] == 0 and PLUS_CARDS[c] >= 2:
            out["draw"].append(n)
        elif PLUS_ACTIONS[c] == 1 and PLUS_CARDS[c] >= 2:
            out["lab"].append(n)
        elif PLUS_ACTIONS[c] >= 1 and (PLUS_COINS[c] or PLUS_BUYS[c]):
            out["payload"].append(n)
        elif PLUS_ACTIONS[c] == 0:
            out["terminal"].append(n)
        else:
            out["other"].append(n)
    return out


def money_seeds(cards):
    """The money bots and the bm-X family in the grammar (their numbers free to move): Big
    Money, Big Money Ultimate, and for each kingdom card X, Big Money Ultimate plus two Xs
    (bm-X) and plus one X per 11 Treasures (the smithy-bm rule)."""
    def bmu(money=18, extra=()):
        return (("Province", (("money", money),)), ("Duchy", (("prov", 4),)),
                ("Estate", (("prov", 2),)), ("Gold", ()), ("Duchy", (("prov", 6),)),
                *extra, ("Silver", ()))
    out = [(("Province", ()), ("Gold", ()), ("Silver", ())), bmu()]
    out += [bmu(18, ((NAMES[c], (("lt", 2),)),)) for c in cards]
    out += [bmu(15, ((NAMES[c], (("treas", 11),)),)) for c in cards]
    return out


def engine_seeds(cards):
    """Generic engines from the kingdom's roles (no bot's rules: card types alone): for
    each village and terminal draw, one village per terminal and the draw up to four; for
    each non-terminal draw, as many as it gets; with the payload and one copy of each other
    terminal; Provinces once the deck reaches $16 with a second Buy (where the kingdom has
    +Buy) or by money, then the usual greening."""
    r = roles(cards)
    out = []
    multi_buy = any(PLUS_BUYS[card_id(n)] for n in r["village"] + r["payload"] + r["lab"])
    draws = [(v, d) for v in r["village"] for d in r["draw"]] + [(None, d) for d in r["lab"]]
    for v, d in draws:
        g = [("Province", (("after", "Province", 1),)),
             ("Province", (("coins", 16), ("buys",)) if multi_buy else (("money", 15),)),
             ("Duchy", (("prov", 4),)), ("Estate", (("prov", 2),)),
             ("Gold", (("lt", 1),))]
        g += [(t, (("lt", 1),)) for t in r["terminal"]]
        g += [(v, (("per_terminal", 0),)), (d, (("lt", 5),))] if v else [(d, ())]
        g += [(p, ()) for p in r["payload"]]
        g += [("Gold", ()), ("Silver", ())]
        out.append(tuple(g))
    return out


# --- variation ----------------------------------------------------------------------------

class Variation:
    """Random forms, genes and changes on a kingdom's cards."""

    def __init__(self, cards):
        self.kingdom = [NAMES[c] for c in cards]
        self.genes = self.kingdom + list(BASICS)
        self.others = self.kingdom + ["Gold", "Province"]

    def _other(self, rng, card, kind):
        """A card to compare with; not the gene's own in a cap (count(X) < count(X) + 1 is
        no rule; count(Province) >= 1, Provinces once one is bought, is one)."""
        names = [n for n in self.others if n != card or kind != "per"]
        return names[rng.integers(len(names))]

    def form(self, rng, card, limit=None):
        """A random condition form for a gene of `card`: a cap on the card (limit True), a
        gate (False), or either."""
        kinds = LIMITS if limit else GATES if limit is False else LIMITS + GATES
        kind = kinds[rng.integers(len(kinds))]
        nums = []
        for rg in RANGES[kind]:
            nums.append(self._other(rng, card, kind) if rg is None
                        else int(rng.integers(rg[0], rg[1] + 1)))
        return (kind, *nums)

    def nudge(self, rng, form, card):
        """Form with one of its numbers moved a step (or its card changed)."""
        if form[0] == "raw" or not RANGES[form[0]]:
            return self.form(rng, card)
        i = int(rng.integers(len(RANGES[form[0]])))
        rg = RANGES[form[0]][i]
        v = list(form[1:])
        if rg is None:
            v[i] = self._other(rng, card, form[0])
        else:
            step = max(1, (rg[1] - rg[0]) // 8)
            v[i] = int(min(rg[1], max(rg[0], v[i] + step * (1 if rng.random() < 0.5 else -1))))
        return (form[0], *v)

    def mutate(self, rng, genome):
        """One change to a genome: to one of its rules, or (one time in 16) a setting."""
        settings = {c: v for c, v in genome if c.startswith("=")}
        g = [gene for gene in genome if not is_setting(gene)]
        i = int(rng.integers(len(g))) if g else 0
        op = rng.random()
        if rng.random() < 1 / 16:                               # a setting
            kind = sorted(SETTINGS)[int(rng.integers(len(SETTINGS)))]
            settings["=" + kind] = SETTINGS[kind][int(rng.integers(len(SETTINGS[kind])))]
        elif op < 0.30 and g:                                  # move a number
            card, forms = g[i]
            if forms:
                j = int(rng.integers(len(forms)))
                forms = forms[:j] + (self.nudge(rng, forms[j], card),) + forms[j + 1:]
            else:
                forms = (self.form(rng, card),)
            g[i] = (card, forms)
        elif op < 0.45 and g:                                  # add or drop a condition
            card, forms = g[i]
            if forms and (len(forms) >= MAX_CONDS or rng.random() < 0.5):
                j = int(rng.integers(len(forms)))
                forms = forms[:j] + forms[j + 1:]
            else:
                forms = forms + (self.form(rng, card),)
            g[i] = (card, forms)
        elif op < 0.70 and len(g) < MAX_GENES:                  # a new rule
            card = self.genes[rng.integers(len(self.genes))]
            forms = (self.form(rng, card, limit=card in self.kingdom),) \
                if rng.random() < 0.9 else ()
            g.insert(int(rng.integers(len(g) + 1)), (card, forms))
        elif op < 0.82 and len(g) > 1:                          # drop a rule
            del g[i]
        elif op < 0.94 and len(g) > 1:                          # move a rule
            gene = g.pop(i)
            g.insert(int(rng.integers(len(g) + 1)), gene)
        elif g:                                                 # another card, same rule
            card = self.genes[rng.integers(len(self.genes))]
            g[i] = (card, tuple(f for f in g[i][1] if f[0] != "per" or f[1] != card))
        return simplified(tuple(settings.items()) + tuple(g))

    def cross(self, rng, a, b):
        """A head of a's rules and a tail of b's, with a's settings."""
        ra, rb = [x for x in a if not is_setting(x)], [x for x in b if not is_setting(x)]
        i, j = int(rng.integers(len(ra) + 1)), int(rng.integers(len(rb) + 1))
        rules = (ra[:i] + rb[j:])[:MAX_GENES]
        if not rules:
            return a
        return simplified(tuple(x for x in a if is_setting(x)) + tuple(rules))


def simplified(genome):
    """The genome without what can never matter: a setting at its default or set twice (the
    first counts), a condition twice in a rule, and a rule that an earlier one for the same
    card always takes first (the earlier one's conditions are a subset of its own); its
    settings first, in order."""
    settings = {}
    for gene in genome:
        if is_setting(gene):
            settings.setdefault(*gene)
    out = [(c, v) for c, v in sorted(settings.items()) if v != DEFAULTS[c[1:]]]
    rules = []
    for card, forms in (gene for gene in genome if not is_setting(gene)):
        forms = tuple(dict.fromkeys(forms))
        if not any(c == card and set(f) <= set(forms) for c, f in rules):
            rules.append((card, forms))
    return tuple(out + rules)


def shrunk(score, games):
    """A score less one standard error of a share over `games` games: a lucky cut at the
    first rung does not outrank a candidate that played the last."""
    return score - 0.5 / math.sqrt(max(1, games))


ISLANDS = {"file": 1, "money": 1, "engine": 2}     # each island's weight in a generation


def quotas(k, weights):
    """k split by weight (largest remainders, ties to the first): {name: count}."""
    total = sum(weights.values())
    exact = {n: k * w / total for n, w in weights.items()}
    out = {n: int(v) for n, v in exact.items()}
    for n in sorted(exact, key=lambda n: -(exact[n] - out[n]))[:k - sum(out.values())]:
        out[n] += 1
    return out


class Evolver:
    """The evolution, asked and told as simcore.sampler.Sampler is (see the module's
    docstring). Its islands (a bot file's seeds, the money seeds, the generic engines) each
    breed from their own best, with a fixed share of every generation: an engine's first
    lists lose to Big Money until their draw and payload are right, and among money bots
    they would be bred out before that."""

    def __init__(self, seed, cards, islands, parents=8):
        self.seed, self.parents = seed, parents
        self.pending = {n: list(islands[n]) for n in ISLANDS if islands.get(n)}
        self.weights = {n: ISLANDS[n] for n in self.pending}
        self.var = Variation(cards)
        self.scored = {n: {} for n in self.pending}     # words -> (shrunk score, genome)
        self._asked = []                                # (island, genome)

    def _best(self, island):
        ranked = sorted(self.scored[island].values(), key=lambda t: -t[0])
        return [g for _, g in ranked[:self.parents]]

    def ask(self, g, k):
        """Generation g's k candidates (genomes), each new."""
        rng = np.random.default_rng([self.seed, g, 7])
        seen = set().union(*self.scored.values())
        self._asked = []
        for island, n in quotas(k, self.weights).items():
            pending = self.pending[island]
            pool = self._best(island) or list(pending)
            tries, got = 0, 0
            while got < n:
                if pending:
                    child = pending.pop(0)
                else:
                    if rng.random() < 0.3 and len(pool) > 1:
                        a, b = (pool[int(rng.integers(len(pool)))] for _ in range(2))
                        child = self.var.cross(rng, a, b)
                    else:
                        x, y = (int(rng.integers(len(pool))) for _ in range(2))
                        child = pool[min(x, y)]        # a tournament of two: best first
                    for _ in range(1 + int(rng.integers(3))):
                        child = self.var.mutate(rng, child)
                k = key(child)
                tries += 1
                if k in seen and tries < 50 * n:
                    continue
                seen.add(k)
                got += 1
                self._asked.append((island, child))
                yield child

    def tell(self, scores, games=None):
        """The scores of the last ask's candidates (and the games each played per field
        member), in their order."""
        if len(scores) != len(self._asked):
            raise ValueError(f"{len(scores)} scores for {len(self._asked)} candidates asked")
        games = games or [1] * len(scores)
        for (island, genome), s, n in zip(self._asked, scores, games):
            self.scored[island][key(genome)] = (shrunk(s, n), genome)
        self._asked = []

    def close(self):
        pass


class RuleListSpace:
    """The optimiser's space of rule lists on `cards`, searched by evolution
    (strategies.dominion.optimiser.search asks `sampler` for its sampler)."""

    def __init__(self, cards, seed_bots=()):
        self.cards = list(cards)
        self.seed_bots = list(seed_bots)

    def islands(self):
        """{island: seeds}, each seed once (in the first island that has it)."""
        money = money_seeds(self.cards)
        out, keys = {}, set()
        for name, seeds in (("file", [genome_of(b) for b in self.seed_bots]),
                            ("money", money), ("engine", engine_seeds(self.cards))):
            out[name] = []
            for s in seeds:
                k = key(s)
                if k not in keys:
                    keys.add(k)
                    out[name].append(s)
        return out

    def seeds(self):
        return [s for seeds in self.islands().values() for s in seeds]

    def sampler(self, seed):
        return Evolver(seed, self.cards, self.islands())

    def params_of(self, sampled):
        return sampled

    def bot(self, params, name):
        return bot_of(params, name)

    def strategy(self, bot):
        return strategy(bot)
