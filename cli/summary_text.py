"""A summary file of any registered game printed as `domsim report` shows it: Dominion's and
Intrige's own tables, and a generic one from the game's result fields."""
import click

from cli.dominion.match_text import display_names_from, show_summary
from cli.intrige.text import report_lines
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
    if game.id == "intrige":                # its own columns (cli/intrige/text.py)
        for line in report_lines(rows, md, names):
            click.echo(line)
        _resume_line(md)
        return rows, md
    games = rows[0]["games"] if rows else 0
    head = f"{game.title}: {' vs '.join(names)}: {games:,} games"
    if md.get("complete") == "false":
        head += f" of {int(md.get('games', games)):,} (partial: the run was interrupted)"
    click.echo(f"{head}, {len(rows)} players, seed {md.get('seed')}")
    click.echo("")
    for line in summary_lines(rows, names, game.result_fields):
        click.echo(line)
    _resume_line(md)
    return rows, md


def _resume_line(md):
    """A partial file's command that resumes it (Dominion's show_summary prints its own)."""
    if md.get("complete") == "false" and md.get("resume"):
        click.echo("")
        click.echo(f"resume with: {md['resume']}")


def summary_table(rows, names, fields):
    """A game's summary table: share with its CI, wins/ties/losses, the mean of each result
    field, and the share in the games the entry started."""
    from domsim.report import Table, count, interval, number, share
    body = [[count(r["entry"]), name, share(r["share"]), interval(r["ci_low"], r["ci_high"]),
             count(r["wins"]), count(r["ties"]), count(r["losses"])]
            + [number(r[f"mean_{f}"]) for f in fields] + [share(r["first_seat_share"])]
            for r, name in zip(rows, names)]
    head = (["#", "strategy", "share", "95% CI", "wins", "ties", "losses"]
            + [f"mean {f}" for f in fields] + ["first seat"])
    return Table(head, body, "rlrlrrr" + "r" * len(fields) + "r")


def summary_lines(rows, names, fields):
    return summary_table(rows, names, fields).lines()
