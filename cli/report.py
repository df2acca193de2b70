"""`domsim report FILE.parquet`: the summary table of a finished or partial summary file, of
any registered game (the file's metadata names it; Dominion's files predate that key)."""
import click

from cli.common import BadInput, pct, table


@click.command(short_help="Print the summary table of a `domsim match --out` file.")
@click.argument("file", metavar="FILE.parquet")
def report(file):
    """Print the summary of a match's summary file (finished, or partial: then also how far it
    got and the command that resumes it)."""
    from cli.match import display_names_from, show_summary
    from simcore.metadata import game_of
    from simcore.results import ResultsFileError, read_summary
    try:
        rows, md = read_summary(file)
    except ResultsFileError as e:
        raise BadInput(f"{e}; `domsim report` reads the summary files of `domsim match --out`") \
            from None
    game = game_of(md)
    if game.id == "dominion":
        show_summary(rows, md)
        return
    names = display_names_from(md)
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
