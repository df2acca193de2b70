"""`domsim report FILE.parquet`: the tables of any result file: a match summary of any
registered game (the file's metadata names it; Dominion's files predate that key), a
tournament, a sweep or per-turn statistics (cli/plan_report.py), with charts (--png DIR)
and a self-contained HTML page (--html FILE)."""
import click


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
    from domsim.inputs import check_report_outputs
    check_report_outputs(html, png)
    report_file(file, html, png)
