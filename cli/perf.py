"""`domsim bench` (throughput of standard matchups) and `domsim warmup` (fill the compile cache)."""
import os
import subprocess
import sys
import time

import click

from cli.common import Whole, slow_note, table
from domsim.inputs import check_threads

MATCHUPS = [
    ("BM mirror", ["big-money", "big-money"]),
    ("Smithy-BM vs BM", ["smithy-bm", "big-money"]),
    ("Double Witch vs BMU", ["double-witch", "big-money-ultimate"]),
    ("4 players", ["big-money", "smithy-bm", "double-witch", "big-money-ultimate"]),
]


def _match(names, games, threads, seed=0):
    from domsim.inputs import resolve_kingdom, resolve_strategy
    from simcore.dominion.match import Match
    strats = [resolve_strategy(n) for n in names]
    ks, _ = resolve_kingdom(None, strats)
    return Match(strats, ks, games=games, seed=seed, threads=threads, chunk=games)


def _play_all(m, want_owned=False):
    from simcore.dominion.match import play
    for _ in play(m, want_owned=want_owned):
        pass


@click.command(short_help="Games per second for standard matchups.")
@click.option("--games", "-n", type=Whole(1, 10 ** 9, " games", "100000"), default=100_000,
              show_default=True, help="Games per matchup (timed after a warm-up).")
@click.option("--threads", "-t", type=Whole(1, 1 << 16), help="Threads (default: all cores).")
def bench(games, threads):
    """Games per second for standard matchups (after a warm-up call each)."""
    threads = check_threads(threads)
    rows = []
    for label, names in MATCHUPS:
        _play_all(_match(names, min(games, 500), threads, seed=1))     # warm-up: load / compile
        m = _match(names, games, threads)
        t0 = time.perf_counter()
        _play_all(m)
        dt = time.perf_counter() - t0
        rows.append([label, " vs ".join(names), m.players, f"{games:,}", f"{dt:.2f}",
                     f"{games / dt:,.0f}"])
    click.echo(f"domsim bench: {threads} thread{'s' if threads != 1 else ''}")
    for line in table(["matchup", "strategies", "players", "games", "seconds", "games/s"], rows,
                      align="llrrrr"):
        click.echo(line)


@click.command(short_help="Compile and cache every game's engine and built-in driver.")
def warmup():
    """Compile and cache the engines and the built-in strategies' drivers of every game
    (Dominion, Intrige), so that the first run after an install starts at once."""
    # numba compiles on one core: Intrige compiles in a second process meanwhile, then
    # Dominion's built-in strategies from the last while this process plays its first match
    # (started before the Dominion imports, which compile the engine's typed helpers)
    intrige = _start_intrige() if (os.cpu_count() or 1) > 1 else None
    from simcore.dominion.driver import compile_builtins
    from simcore.dominion.game import GAME
    from simcore.versions import engine_version, numba_root
    t0 = time.perf_counter()
    m = _match(["smithy-bm", "big-money"], 50, 1)
    with slow_note(after=1.0):
        _play_all(m, want_owned=True)
        compile_builtins(GAME)
    t1 = time.perf_counter()
    from cli.dominion.replay import replay
    replay(m.strategies, m.kingdom, 0, 0)            # the step-by-step path used by `play`
    t2 = time.perf_counter()
    click.echo(f"engine and built-in driver ready in {t1 - t0:.1f} s "
               f"(step-by-step play: {t2 - t1:.1f} s); cache: "
               f"{numba_root() / ('dominion-' + engine_version('dominion'))}")
    if intrige is None:
        click.echo(_intrige_line(*_warm_intrige()))
        return
    with slow_note(after=1.0):
        out, err = intrige.communicate()
    if intrige.returncode != 0:
        why = (err.strip().splitlines() or ["no message"])[-1]
        raise click.ClickException(f"Intrige's compile failed: {why}")
    click.echo(out.strip())


def _start_intrige():
    from simcore import child
    return child.start("cli.perf", "--warm-intrige", stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True)


def _intrige_line(t_driver, t_play):
    from simcore.versions import engine_version, numba_root
    return (f"Intrige engine and built-in driver ready in {t_driver:.1f} s (step-by-step "
            f"play: {t_play:.1f} s); cache: "
            f"{numba_root() / ('intrige-' + engine_version('intrige'))}")


def _warm_intrige():
    """Intrige: the driver of mixed fields and every built-in bot's decide for it (match,
    tournament), the driver of balance's identical field, the tournament-variant scoring of
    `match --tournament`, and each built-in bot and checked step of `intrige play`. Returns
    the seconds of both parts."""
    from cli.intrige.commands import balance
    from simcore.intrige.driver import compile_builtins
    from simcore.intrige.game import GAME
    from simcore.intrige.match import Match, play
    from simcore.intrige.playlog import replay
    from simcore.intrige.series import tournaments
    from strategies.intrige import REGISTRY, get
    bots = list(REGISTRY.values())
    default = next(p.default for p in balance.params if p.name == "bot")
    t0 = time.perf_counter()
    with slow_note(after=1.0):
        m = Match(bots[:2], games=20, chunk=20)
        tournaments(m, 3)                       # plays the games (the driver) and scores
        # the identical field of `balance` (a one-strategy field gets a driver of its own)
        for _ in play(Match([get(default)] * 2, games=20, chunk=20)):
            pass
        compile_builtins(GAME)
    t1 = time.perf_counter()
    for i in range(0, len(bots), 8):            # every bot's own compiled decide
        group = bots[i:i + 8]
        if len(group) < 2:
            group = group + bots[:1]
        replay(group, 0, 0, None, checked=True)
    return t1 - t0, time.perf_counter() - t1


def _warm_dominion_builtins():
    from simcore.dominion.driver import compile_builtins
    from simcore.dominion.game import GAME
    compile_builtins(GAME, last_first=True)


if __name__ == "__main__" and sys.argv[1:] == ["--warm-intrige"]:     # warmup's second process
    line = _intrige_line(*_warm_intrige())
    _warm_dominion_builtins()
    print(line)
