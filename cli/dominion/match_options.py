"""The options that define a Dominion run's games (seed, kingdom, turn limit, edition,
Platinum and Colony), for
`match`, `play`, `tournament` and the sweeps, and the same options as command-line words."""
import click

from cli.common import Whole, seed_option
from domsim.inputs import MAX_TURN_LIMIT

DEFAULT_GAMES = 10_000


DEFAULT_TURN_LIMIT = 100


def match_options(f):
    """Options shared by commands that run Dominion matches (and `play`, which replays their
    games): --seed and the game's settings."""
    opts = [
        seed_option,
        click.option("--kingdom", "-k", metavar="K",
                     help="A preset (e.g. first-game) or comma-separated cards; default: the "
                          "cards the strategies use. Cards a strategy needs are added (see "
                          "--exact-kingdom)."),
        click.option("--exact-kingdom", is_flag=True,
                     help="Play exactly --kingdom: a card a strategy needs that is not in it is "
                          "an error instead of being added."),
        click.option("--turn-limit", type=Whole(1, MAX_TURN_LIMIT, " turns", "100"),
                     default=DEFAULT_TURN_LIMIT, show_default=True,
                     help="Turns per player before a game is cut off (1-1000)."),
        click.option("--edition", type=click.Choice(["1", "2"]), default="2", show_default=True,
                     help="Rules edition (Masquerade's passing)."),
        click.option("--colony", type=click.Choice(["auto", "yes", "no"]), default="auto",
                     show_default=True,
                     help="Platinum and Colony in the Supply: auto follows Prosperity's rule "
                          "(always with only Prosperity cards, never without one, else by "
                          "their share; naming Colony or Platinum puts both in)."),
    ]
    for o in reversed(opts):
        f = o(f)
    return f


def run_args(specs, seed, kingdom, exact, turn_limit, edition, colony="auto"):
    """The options that define a run's games, as command-line words."""
    words = list(specs) + ["--seed", str(seed)]
    if kingdom:
        words += ["--kingdom", kingdom]
    if exact:
        words.append("--exact-kingdom")
    if int(turn_limit) != DEFAULT_TURN_LIMIT:
        words += ["--turn-limit", str(turn_limit)]
    if str(edition) != "2":
        words += ["--edition", str(edition)]
    if colony != "auto":
        words += ["--colony", colony]
    return words
