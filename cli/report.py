"""`domsim report FILE.parquet`: the tables of any result file: a match summary of any
registered game (the file's metadata names it; Dominion's files predate that key), a
tournament, a sweep or per-turn statistics (cli/plan_report.py), with charts (--png DIR)
and a self-contained HTML page (--html FILE)."""
import click

from cli.common import BadInput, pct, table


@click.command(short_help="Print (and chart) a match, tournament or sweep result file.")
@click.argument("file", metavar="FILE.parquet")
@click.option("--html", "html", type=click.Path(), metavar="OUT.html",
              help="Also write one self-contained HTML page (charts embedded, tables).")
@click.option("--png", type=click.Path(), metavar="DIR", help="Also write the PNG charts here.")
def report(file, html, png):
    """Print the tables of a result file: a match summary (finished, or partial: then also
    how far it got and the command that resumes it), a tournament, a sweep or a --turns-out
    file; --png and --html add its charts."""
    from cli.plan_report import report_file
    report_file(file, html, png)


def show_match_summary(file):
    """Print a match's summary file (any game); returns (rows, metadata)."""
    from cli.match import display_names_from, show_summary
    from simcore.metadata import game_of
    from simcore.results import ResultsFileError, read_summary
    try:
        rows, md = read_summary(file)
    except ResultsFileError as e:
        raise BadInput(f"{e}; `domsim report` reads the files of `domsim match --out`, "
                       "`tournament` and `sweep`") from None
    game = game_of(md)
    if game.id == "dominion":
        show_summary(rows, md)
        return rows, md
    names = display_names_from(md)
    if game.id == "intrige":                # its own columns (simcore/intrige/report.py)
        from simcore.intrige.report import report_lines
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
