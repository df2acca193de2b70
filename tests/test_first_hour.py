"""What a newcomer meets in the first hour (issue 47): help texts as click prints them, the
first run's compile time and background compile told truthfully, progress on a redirected
stderr, `report` on an interrupted run, and the charts' and pages' small print."""
import click
from click.testing import CliRunner

from cli.main import cli


def _commands(group, path=()):
    """(words, command) for every command and subcommand under `group`."""
    for name, cmd in sorted(group.commands.items()):
        yield path + (name,), cmd
        if isinstance(cmd, click.Group):
            yield from _commands(cmd, path + (name,))


def test_no_help_text_shows_a_doubled_percent_sign():
    """click prints help texts as written (no %-formatting): a "95%% CI" stays doubled."""
    runner = CliRunner()
    seen = 0
    for words, _ in _commands(cli):
        r = runner.invoke(cli, list(words) + ["--help"])
        assert r.exit_code == 0, (words, r.output)
        assert "%%" not in r.output, words
        seen += 1
    assert seen >= 15                                   # every command and subcommand
    r = runner.invoke(cli, ["tournament", "--help"], terminal_width=200)
    assert "every 95% CI half-width" in " ".join(r.output.split())


def test_report_on_an_interrupted_match_says_how_to_resume_once(tmp_path):
    import pytest

    from simcore.dominion.cards import NAMES
    from simcore.dominion.match import Match
    from simcore.results import RunInterrupted, run_match
    from strategies import REGISTRY
    out = tmp_path / "p.parquet"
    m = Match([REGISTRY["big-money"], REGISTRY["smithy-bm"]], [NAMES.index("Smithy")],
              games=60, seed=3, chunk=20)
    resume = f"domsim match big-money smithy-bm --games 60 --seed 3 --out {out} --resume"
    with pytest.raises(RunInterrupted):
        run_match(m, out=out, stop=lambda: True, resume_command=resume)
    r = CliRunner().invoke(cli, ["report", str(out)])
    assert r.exit_code == 0, r.output
    assert "20 games of 60 (partial: the run was interrupted)" in r.output
    assert [x for x in r.output.splitlines() if x.startswith("resume with:")] == [
        f"resume with: {resume}"]
