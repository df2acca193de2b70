"""The parameter search every game's optimiser runs: candidates from a space, played against
a field in an Arena, by successive halving; Dominion's buy lists (strategies/dominion/
optimiser.py) and Intrige's bot parameters (strategies/intrige/tuning.py) are its spaces.

The method, per generation:
- optuna's TPE sampler (seeded) proposes POP candidates (ask/tell), from the last WINDOW
  candidates scored (a study per generation: its cost per candidate grows with the trials
  it reads), each asked while the games of those before it play (the sampler runs in a
  process of its own, simcore/sampler.py, beside the games); the incumbent, the best bot
  so far, is entered again so that it competes on the same games;
- successive halving: every candidate plays RUNGS[0] games against each field member; the
  best third go on to RUNGS[1] games (cumulative), the best third of those to RUNGS[2];
- common random numbers: within a generation every candidate plays the same games (the
  same seeds, the same seats) against each field member;
- a candidate's score is its worst share against a field member (objective "min", the
  default: the bot must beat each member; a mean can be carried by crushing one weak
  member) or its mean share ("mean"); a candidate does not play its own rules;
- the incumbent always reaches the last rung; a challenger replaces it only by scoring
  higher there, on the same games, by more than MARGIN (one standard error), so that the
  incumbent does not follow the noise; when it changes it joins
  the field (at most HALL of them, the newest), so that later candidates must beat the
  search's own best, not only the built-ins.
With a games budget the search is deterministic for a seed (generations run while their
exact cost fits); a time budget stops at a generation boundary when time is up.

A game's search passes its `space` (what a candidate is: `suggest`, `seeds`, `bot`,
`strategy`, or a `sampler` of its own) and an Arena subclass (how it plays: `match_for`,
`play`, `chunk_share`).
"""
import itertools
import math
import os
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from simcore.cluster import current
from simcore.sampler import Sampler, fixed, params_space
from simcore.stats import wilson

POP = 24
RUNGS = (100, 300, 900)          # cumulative games per field member at each rung
KEEP = 3                         # successive halving keeps the best 1/KEEP at each rung
WINDOW = 250                     # the sampler reads the last WINDOW candidates told
HALL = 2                         # incumbents kept in the field
MARGIN = 0.5 / math.sqrt(RUNGS[-1])  # a challenger must beat the incumbent by one standard
#                                      error of a share at the last rung


# --- playing -----------------------------------------------------------------------------

@dataclass
class Arena:
    """Plays a candidate against field members; counts the games. A game's subclass says
    how a match is made, played and scored (match_for, play, chunk_share)."""
    kingdom: list
    players: int = 2
    games: int = 0
    warm: bool = False              # a match played here: the driver is compiled

    def match_for(self, cand, opp, seed, start, stop):
        """The match of games start..stop-1: entry 0 against players-1 copies of opp."""
        raise NotImplementedError

    def play(self, m, start, stop):
        """The chunks of games start..stop-1 of match m."""
        raise NotImplementedError

    def chunk_share(self, ch):
        """Entry 0's summed share over a chunk's games."""
        raise NotImplementedError

    def share(self, cand, opp, seed, start, stop):
        """Sum of the candidate's share over games start..stop-1 of (seed), entry 0 against
        players-1 copies of opp."""
        total = self._total(cand, opp, seed, start, stop)
        self.games += stop - start
        self.warm = True
        return total

    def _total(self, cand, opp, seed, start, stop):
        m = self.match_for(cand, opp, seed, start, stop)
        total = 0.0
        for ch in self.play(m, start, stop):
            total += self.chunk_share(ch)
        return total

    def shares(self, jobs):
        """share(*job) for each job, every core busy: the jobs run on a thread per core (the
        compiled games run without the GIL; each job is its own games, so the numbers do not
        depend on which thread plays it). `jobs` may be a generator: each job starts as soon
        as it is made, so that the caller's Python in making them (the sampler asking the
        candidates) runs beside the games. On a Dask cluster (simcore.cluster.using) all of
        them are in flight at once, with the same numbers (each job is one chunk of its own
        games)."""
        source = current()
        if source is None:
            jobs = iter(jobs)
            if (os.cpu_count() or 1) == 1:
                return [self.share(*j) for j in jobs]
            # the first job on this thread: it compiles what the others share (the driver)
            first = [] if self.warm else [self.share(*j) for j in itertools.islice(jobs, 1)]
            with ThreadPoolExecutor(os.cpu_count()) as pool:
                started = [(j, pool.submit(self._total, *j)) for j in jobs]
                out = first + [f.result() for _, f in started]
            self.games += sum(stop - start for (*_, start, stop), _ in started)
            return out
        jobs = list(jobs)
        ms = [(self.match_for(c, o, seed, start, stop), start, stop)
              for c, o, seed, start, stop in jobs]
        source.plan([(m, False, start) for m, start, _ in ms])
        out = []
        for m, start, stop in ms:
            total = 0.0
            for ch in source(m, start=start, stop=stop):
                total += self.chunk_share(ch)
            self.games += stop - start
            out.append(total)
        return out


@dataclass
class Candidate:
    params: dict
    bot: object                   # the space's bot (a buy list, Intrige's parameters)
    strat: object
    number: int = -1              # in the order asked (-1: the incumbent, entered again)
    played: int = 0               # games per field member so far
    totals: dict = field(default_factory=dict)   # field member index -> summed share
    rung: int = 0

    def score(self, objective="min", members=None):
        """Worst (min) or mean share over the field members it played (or those of them in
        `members`, indices)."""
        v = [t / max(1, self.played) for j, t in self.totals.items()
             if members is None or j in members]
        if not v:
            return 0.0
        return min(v) if objective == "min" else sum(v) / len(v)


def played(bot):
    """What makes a candidate play as it does: its rules and (a buy list's) settings. (Another
    space's bot, Intrige's tuned parameters, has rules alone.)"""
    return tuple(getattr(bot, k, None) for k in ("rules", "play", "trashing", "end_game"))


def _jobs(cands, fld, seed, start, stop, pairs):
    """The games start..stop-1 of (seed) of each candidate against each field member, as the
    candidates come, noting (candidate, member index) in pairs; not against its own rules."""
    rules = [getattr(f, "bot", None) and played(f.bot) for f in fld]
    for c in cands:
        for j, f in enumerate(fld):
            if rules[j] != played(c.bot):
                pairs.append((c, j))
                yield c.strat, f, seed, start, stop


def generation_cost(nfield):
    """Games one generation plays (fixed, so a games budget is deterministic)."""
    n, prev, cost = POP + 1, 0, 0
    for r in RUNGS:
        cost += n * (r - prev) * nfield
        prev = r
        n = max(1, math.ceil(n / KEEP)) + 1      # + the incumbent, if it fell out
    return cost


@dataclass
class Progress:
    generation: int
    candidates: int
    best_share: float
    best_words: str
    games: int
    seconds: float
    field: list = field(default_factory=list)
    builtin_share: float = float("nan")   # the winner's score against the given field only


def search(arena, field0, seed=0, budget_games=None, budget_seconds=None, on_generation=None,
           name="optimised", objective="min", *, space):
    """Run the search of `space`'s candidates; arena.games counts every game (budget_games
    includes those played before). Returns (incumbent Candidate or None, [Progress],
    [candidate rows], interrupted). A KeyboardInterrupt stops it at once, keeping the
    incumbent."""
    numbers = itertools.count()     # candidates are numbered in the order asked

    def fresh(sampler, g, pop, inc):
        """Generation g's candidates, each asked while the games of those before it play (the
        sampler, in its own process, beside the games): the incumbent (inc, [] or one)
        first, then those asked, into pop: POP, or POP + 1 in generation 0, which has no
        incumbent (every generation the same size, and cost)."""
        yield from inc
        for params in sampler.ask(g, POP + 1 - len(inc)):
            p = space.params_of(params) if own else space.suggest(fixed(params))
            b = space.bot(p, name)
            pop.append(Candidate(p, b, space.strategy(b), next(numbers)))
            yield pop[-1]

    incumbent, hall, progress, rows = None, [], [], []
    t0 = time.perf_counter()
    gen = 0
    interrupted = False
    own = hasattr(space, "sampler")     # a space with a search of its own (evolution)
    sampler = space.sampler(seed) if own else Sampler(seed, params_space(space.suggest),
                                                      space.seeds(), POP, WINDOW)
    try:
        while True:
            fld = list(field0) + [h.strat for h in hall]
            cost = generation_cost(len(fld))
            if budget_games is not None and arena.games + cost > budget_games:
                break
            if budget_seconds is not None and gen > 0 and \
                    time.perf_counter() - t0 > budget_seconds:
                break
            gseed = (seed * 1_000_003 + gen * 7919 + 1) % (2 ** 63)
            pop, inc = [], [] if incumbent is None else [
                Candidate(incumbent.params, incumbent.bot, incumbent.strat)]
            alive, prev = fresh(sampler, gen, pop, inc), 0
            for r, n in enumerate(RUNGS):
                pairs = []
                sums = arena.shares(_jobs(alive, fld, gseed, prev, n, pairs))
                if r == 0:
                    alive = pop = pop + inc
                for (c, j), s in zip(pairs, sums):
                    c.totals[j] = c.totals.get(j, 0.0) + s
                for c in alive:
                    c.played, c.rung = n, r
                prev = n
                alive = sorted(alive, key=lambda c: -c.score(objective))
                if r < len(RUNGS) - 1:
                    keep = alive[:max(1, math.ceil(len(alive) / KEEP))]
                    stays = [c for c in alive if c.number < 0 and c not in keep]
                    alive = keep + stays      # the incumbent always reaches the last rung
            winner = alive[0]
            inc = [c for c in alive if c.number < 0]
            if inc and winner is not inc[0] and \
                    winner.score(objective) <= inc[0].score(objective) + MARGIN:
                winner = inc[0]               # not clearly better on the same games: keep it
            told = [c for c in pop if c.number >= 0]
            if own:
                sampler.tell([c.score(objective) for c in told], [c.played for c in told])
            else:
                sampler.tell([c.score(objective) for c in told])
            for c in pop:
                rows.append({"generation": gen, "trial": c.number,
                             "incumbent": c.number < 0, "rules": c.bot.words(),
                             "rung": c.rung, "games_per_member": c.played,
                             "field_size": len(fld), "score": c.score(objective),
                             "mean_share": c.score("mean"),
                             "winner": c is winner})
                if hasattr(c.bot, "trashing"):       # a buy list's settings
                    rows[-1]["settings"] = (f"trashing {c.bot.trashing}, end_game "
                                            f"{c.bot.end_game}")
            if incumbent is None or played(winner.bot) != played(incumbent.bot):
                incumbent = winner            # a new best: it joins the field
                member = space.strategy(space.bot(winner.params, f"best-of-gen{gen}"))
                hall = (hall + [Candidate(winner.params, winner.bot, member)])[-HALL:]
            progress.append(Progress(gen, len(pop), winner.score(objective), winner.bot.words(),
                                     arena.games, time.perf_counter() - t0,
                                     [getattr(s, "name", "?") for s in fld],
                                     winner.score(objective, range(len(field0)))))
            if on_generation is not None:
                on_generation(progress[-1])
            gen += 1
    except KeyboardInterrupt:
        interrupted = True
    finally:
        sampler.close()
    return incumbent, progress, rows, interrupted


def final_evaluation(arena, bot_strat, opponents, seed, games):
    """Fresh games (a seed the search never used): [(opponent name, share, low, high)]."""
    fseed = (seed * 1_000_003 + 999_999_937) % (2 ** 63)
    out = []
    sums = arena.shares([(bot_strat, o, fseed, 0, games) for o in opponents])
    for o, total in zip(opponents, sums):
        s = total / games
        lo, hi = wilson(s, games)
        out.append((o.name, s, float(lo), float(hi)))
    return out


