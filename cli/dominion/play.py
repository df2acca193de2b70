"""`domsim play`: one game, turn by turn, exactly as game I of a `domsim match` with the same
strategies, seed and kingdom would play it."""
import click

from cli.common import Whole, slow_note
from cli.dominion.match_options import match_options
from cli.dominion.replay import replay
from cli.interrupts import left_to_the_system
from domsim.inputs import MAX_GAMES, DomsimError, display_names, resolve_entries, resolve_kingdom


def _replay(strategies, game, seed, kingdom, exact_kingdom, turn_limit, edition, checked,
            colony="auto"):
    """(the game's replay, the strategies, the kingdom, the names) of `play`'s arguments."""
    strats = resolve_entries(strategies)
    ks, _ = resolve_kingdom(kingdom, strats, exact=exact_kingdom, colony=colony)
    names = display_names(strats)
    r = replay(strats, ks, seed, game, turn_limit, int(edition), names, checked=checked)
    return r, strats, ks, names


class EngineCheckFailed(click.ClickException):
    exit_code = 1


@click.command(short_help="One game's turn-by-turn log (game I of a match).")
@click.argument("strategies", nargs=-1, metavar="A B [C ...]")
@click.option("--game", "-g", "game", type=Whole(0, MAX_GAMES - 1, "", "0 or 17"), default=0,
              show_default=True,
              help="Which game of the run (0-based), as in the `game` column of --games-out.")
@match_options
@click.option("--checked", is_flag=True,
              help="Test the engine's invariants after every step; stop at the first broken "
                   "one (exit status 1).")
def play(strategies, game, seed, kingdom, exact_kingdom, turn_limit, edition, colony, checked):
    """Show one game turn by turn: game I of `domsim match A B ... --seed S`."""
    # nothing to save at any moment: Ctrl-C ends the process at once, while the strategies
    # load and compile as well as in a strategy stuck in a loop
    with slow_note():
        r, strats, ks, names = left_to_the_system(lambda: _replay(
            strategies, game, seed, kingdom, exact_kingdom, turn_limit, edition, checked,
            colony))
    from simcore.dominion.cards import NAMES
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
    if r.crash is not None:
        raise DomsimError(f"{r.crash}; the game stops there")
    if r.violation is not None:
        raise EngineCheckFailed(
            f"engine invariant broken after step {r.violation[1]}: {r.violation[0]} (an engine "
            "bug: please report it with this command)")
    click.echo(f"game over ({r.end.replace('_', ' ')}):")
    width = max(len(x) for x in names)
    for e in range(n):
        fb = f", {r.fallbacks[e]} illegal answers replaced" if r.fallbacks[e] else ""
        tokens = f" ({r.vp_tokens[e]} from VP tokens)" if r.vp_tokens and r.vp_tokens[e] else ""
        click.echo(f"  {names[e].ljust(width)}  (entry {e}, seat {r.seats[e]}): {r.vp[e]} VP"
                   f"{tokens}, {r.turns[e]} turns, {r.result[e]}{fb}")
    if checked:
        click.echo("checked: every invariant held after every step")
