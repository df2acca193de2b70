"""`domsim fuzz`: the rules fuzzer. Random kingdoms from every implemented card (all sets),
2-6 players, random legal (and some illegal) answers mixed with the defaults, every engine
invariant (simcore/dominion/checks.py) tested after every step."""
import time

import click

from cli.common import Whole, slow_note
from domsim.inputs import MAX_GAMES, MAX_SEED, check_threads

PER_KINGDOM = 2000          # games per random kingdom and player count
TURN_LIMIT = 60


def fuzz_games(games, seed=0, threads=1, edition=2, turn_limit=TURN_LIMIT, report=None,
               violation=None, per_kingdom=PER_KINGDOM):
    """Fuzz `games` games; returns (games played, violations). `violation(text)` gets each
    violation (what is needed to replay it), `report(played, violations, seconds)` is called
    after each kingdom's batch."""
    import numpy as np

    from simcore.dominion.card_sets import new_states
    from simcore.dominion.cards import BASIC, IMPLEMENTED_KINGDOM, NAMES, pile_size
    from simcore.dominion.checks import CHECK_NAMES
    from simcore.dominion.colony import with_colony
    from simcore.dominion.fuzz import fuzz

    states = new_states(threads)
    pool = IMPLEMENTED_KINGDOM
    rng = np.random.default_rng(seed)
    t0 = time.perf_counter()
    played = failures = 0
    while played < games:
        n = int(rng.integers(2, 7))
        kingdom = with_colony(int(c) for c in rng.choice(pool, size=min(10, len(pool)),
                                                         replace=False))
        cards = np.array(list(BASIC) + kingdom, dtype=np.int64)
        sizes = np.array([pile_size(c, n) for c in cards], dtype=np.int64)
        k = min(per_kingdom, games - played)
        codes = np.zeros(k, np.int64)
        steps = np.zeros(k, np.int64)
        fuzz(states, seed, played, k, n, cards, sizes, turn_limit, edition, codes, steps)
        for i in np.flatnonzero(codes):
            failures += 1
            if violation is not None:
                violation(f"VIOLATION {CHECK_NAMES[codes[i]]}: seed {seed} game {played + i} "
                          f"step {steps[i]} players {n} edition {edition} kingdom "
                          f"{','.join(NAMES[c] for c in kingdom)}")
        played += k
        if report is not None:
            report(played, failures, time.perf_counter() - t0)
    return played, failures


class FuzzFailed(click.ClickException):
    exit_code = 1


@click.command(short_help="Fuzz the rules: random kingdoms and answers, invariants checked.")
@click.option("--games", "-n", type=Whole(1, MAX_GAMES, " games", "1e6"), default=100_000,
              show_default=True, help="Games to fuzz (e.g. 1e6).")
@click.option("--seed", "-s", type=Whole(0, MAX_SEED, "", "0"), default=0, show_default=True,
              help="Fuzz seed (kingdoms, player counts and answers follow from it).")
@click.option("--threads", "-t", type=Whole(1, 1 << 16), help="Threads (default: all cores).")
@click.option("--edition", type=click.Choice(["1", "2"]), default="2", show_default=True,
              help="Rules edition.")
@click.option("--quiet", "-q", is_flag=True, help="Print only violations and the last line.")
def fuzz(games, seed, threads, edition, quiet):
    """Play random kingdoms from every card set with 2-6 players and random answers, checking
    every engine invariant after every step. Exit status 1 if any is broken."""
    threads = check_threads(threads)
    last = [0.0]

    def report(played, failures, dt):
        if not quiet and (dt - last[0] >= 10 or played == games):
            last[0] = dt
            click.echo(f"{played:,} games, {failures} violations, {played / dt:,.0f} games/s",
                       err=True)

    with slow_note(quiet, message="compiling the fuzzer (once after a source change)..."):
        fuzz_games(min(50, games), seed=seed + 1, threads=threads, edition=int(edition),
                   per_kingdom=50)                  # warm-up: load / compile
    t0 = time.perf_counter()
    played, failures = fuzz_games(games, seed, threads, int(edition), report=report,
                                  violation=lambda text: click.echo(text))
    dt = time.perf_counter() - t0
    click.echo(f"fuzz: {played:,} games (seed {seed}, edition {edition}, {threads} threads) in "
               f"{dt:.1f} s, {played / dt:,.0f} games/s: {failures} violations")
    if failures:
        raise FuzzFailed(f"{failures} invariant violations (listed above)")
