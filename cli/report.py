"""`domsim report FILE.parquet`: the tables of any result file (match, tournament, sweeps),
with charts (--png DIR) and a self-contained HTML page (--html FILE); see cli/plan_report.py."""
import click


@click.command(short_help="Print (and chart) a match, tournament or sweep result file.")
@click.argument("file", metavar="FILE.parquet")
@click.option("--html", "html", type=click.Path(), metavar="OUT.html",
              help="Also write one self-contained HTML page (charts embedded, tables).")
@click.option("--png", type=click.Path(), metavar="DIR", help="Also write the PNG charts here.")
def report(file, html, png):
    """Print the tables of a result file: a match summary (finished, or partial: then also
    how far it got and the command that resumes it), a tournament or a sweep."""
    from cli.plan_report import report_file
    report_file(file, html, png)
