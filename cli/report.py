"""`domsim report FILE.parquet`: the summary table of a finished or partial summary file."""
import click

from cli.common import BadInput


@click.command(short_help="Print the summary table of a `domsim match --out` file.")
@click.argument("file", metavar="FILE.parquet")
def report(file):
    """Print the summary of a match's summary file (finished, or partial: then also how far it
    got and the command that resumes it)."""
    from cli.match import show_summary
    from simcore.results import ResultsFileError, read_summary
    try:
        rows, md = read_summary(file)
    except ResultsFileError as e:
        raise BadInput(f"{e}; `domsim report` reads the summary files of `domsim match --out`") \
            from None
    show_summary(rows, md)
