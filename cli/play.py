"""`domsim play`: one game, turn by turn, exactly as game I of a `domsim match` with the same
strategies, seed and kingdom would play it."""
from dataclasses import dataclass

import click

from cli.common import (check_positive, check_seed, display_names, resolve_entries,
                        resolve_kingdom, slow_note)
from cli.match import match_options


@dataclass
class Replay:
    lines: list            # the readable log
    vp: list               # by entry
    turns: list            # by entry
    seats: list            # by entry (0 started)
    result: list           # 'win' / 'tie' / 'loss' by entry
    share: list            # by entry
    end: str               # provinces / piles / turn_limit
    truncated: bool        # some steps recorded more events than the log buffer holds


def replay(strategies, kingdom, seed, game, turn_limit=100, edition=2, names=None):
    """Play game `game` of a run with this seed, as the batch driver does (same setup key
    simcore.rng.game_key(seed, game); entry e at seat (e - game) mod n), recording the log."""
    import numpy as np

    from simcore.dominion import engine
    from simcore.dominion.driver import driver_for
    from simcore.dominion.match import Match, outcomes
    from simcore.dominion.playlog import drain, render
    from simcore.dominion.state import END_NAMES, LOG, new_states
    from simcore.rng import game_key

    m = Match(list(strategies), list(kingdom), games=game + 1, seed=seed, threads=1,
              turn_limit=turn_limit, edition=edition)
    mod, sids = driver_for(m.strategies)
    cards, sizes = m.supply()
    prms = np.stack([s.prm() for s in m.strategies])
    n = m.players
    rot = game % n
    names = names or display_names(m.strategies)
    seat_names = [names[(s + rot) % n] for s in range(n)]
    states = new_states(1)
    g = states[0]
    g["log_on"] = True
    g["log_n"] = 0
    engine.setup(g, n, cards, sizes, np.uint64(game_key(seed, game)), turn_limit, edition)
    truncated = int(g["log_n"]) >= LOG
    events = drain(g)
    while not g["done"]:
        me = int(g["dec_p"])
        e = (me + rot) % n
        engine.step(g, mod.policy(sids[e], g, me, prms[e]))
        truncated |= int(g["log_n"]) >= LOG
        events += drain(g)
    vp = np.array([[g["vp"][(e - rot) % n] for e in range(n)]], dtype=np.int64)
    turns = np.array([[g["turns"][(e - rot) % n] for e in range(n)]], dtype=np.int64)
    share, result = outcomes(vp, turns)
    return Replay(render(events, seat_names), vp[0].tolist(), turns[0].tolist(),
                  [(e - rot) % n for e in range(n)],
                  [("loss", "tie", "win")[r] for r in result[0]], share[0].tolist(),
                  END_NAMES[int(g["end"])], truncated)


@click.command(short_help="One game's turn-by-turn log (game I of a match).")
@click.argument("strategies", nargs=-1, metavar="A B [C ...]")
@click.option("--game", "-g", "game", type=int, default=0, show_default=True,
              help="Which game of the run (0-based), as in the `game` column of --games-out.")
@match_options
def play(strategies, game, seed, kingdom, turn_limit, edition):
    """Show one game turn by turn: game I of `domsim match A B ... --seed S`."""
    if game < 0:
        from cli.common import BadInput
        raise BadInput(f"--game must be 0 or more (a game index of the run), got {game}")
    check_positive(turn_limit, "--turn-limit")
    check_seed(seed)
    strats = resolve_entries(strategies)
    ks, _ = resolve_kingdom(kingdom, strats)
    from simcore.dominion.cards import NAMES
    names = display_names(strats)
    with slow_note():
        r = replay(strats, ks, seed, game, turn_limit, int(edition), names)
    n = len(strats)
    click.echo(f"game {game} of seed {seed}: {' vs '.join(names)}; "
               f"kingdom: {', '.join(NAMES[c] for c in ks) or '(basic cards only)'}")
    order = sorted(range(n), key=lambda e: r.seats[e])
    click.echo("seats: " + ", ".join(f"{r.seats[e]} {names[e]}" + (" (starts)" if r.seats[e] == 0
                                                                   else "") for e in order))
    click.echo("")
    for line in r.lines:
        click.echo(line)
    if r.truncated:
        click.echo("   (some events of this game were not recorded: the log buffer was full)")
    click.echo("")
    click.echo(f"game over ({r.end.replace('_', ' ')}):")
    width = max(len(x) for x in names)
    for e in range(n):
        click.echo(f"  {names[e].ljust(width)}  (entry {e}, seat {r.seats[e]}): {r.vp[e]} VP, "
                   f"{r.turns[e]} turns, {r.result[e]}")
