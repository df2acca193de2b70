"""A summary file of any registered game printed as `domsim report` shows it: Dominion's and
Intrige's own tables, and a generic one from the game's result fields."""
import click

from cli.common import pct, table
from cli.intrige_text import report_lines
from cli.match_text import display_names_from, show_summary
from domsim.inputs import DomsimError


def show_match_summary(file):
    """Print a match's summary file (any game); returns (rows, metadata)."""
    from simcore.metadata import game_of
    from simcore.results import ResultsFileError, read_summary
    try:
        rows, md = read_summary(file)
    except ResultsFileError as e:
        raise DomsimError(f"{e}; `domsim report` reads the files of `domsim match --out`, "
                          "`tournament` and `sweep`") from None
    game = game_of(md)
    if game.id == "dominion":
        show_summary(rows, md)
        return rows, md
    names = display_names_from(md)
    if game.id == "intrige":                # its own columns (cli/intrige_text.py)
        for line in report_lines(rows, md, names):     # (report_file adds the resume line)
            click.echo(line)
        return rows, md
    games = rows[0]["games"] if rows else 0
    head = f"{game.title}: {' vs '.join(names)}: {games:,} games"
    if md.get("complete") == "false":
        head += f" of {int(md.get('games', games)):,} (partial: the run was interrupted)"
    click.echo(f"{head}, {len(rows)} players, seed {md.get('seed')}")
    click.echo("")
    for line in summary_lines(rows, names, game.result_fields):
        click.echo(line)
    if md.get("complete") == "false" and md.get("resume"):
        click.echo("")
        click.echo(f"resume with: {md['resume']}")
    return rows, md


def summary_lines(rows, names, fields):
    """A game's summary table: share with its CI, wins/ties/losses, the mean of each result
    field, and the share in the games the entry started."""
    body = [[r["entry"], name, pct(r["share"]), f"[{pct(r['ci_low'])}, {pct(r['ci_high'])}]",
             f"{r['wins']:,}", f"{r['ties']:,}", f"{r['losses']:,}"]
            + [f"{r[f'mean_{f}']:.1f}" for f in fields] + [pct(r["first_seat_share"])]
            for r, name in zip(rows, names)]
    head = (["#", "strategy", "share", "95% CI", "wins", "ties", "losses"]
            + [f"mean {f}" for f in fields] + ["first seat"])
    return table(head, body, align="rlrlrrr" + "r" * len(fields) + "r")
