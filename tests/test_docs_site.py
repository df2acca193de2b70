"""The documentation site (docs/, Sphinx with MyST Markdown) builds without a warning, and its
command reference has every command and every option of the click commands, read from
them at build time (docs/_ext/click_reference.py), so it cannot drift from `--help`."""
import subprocess
import sys
from pathlib import Path

import click

from cli.main import cli

ROOT = Path(__file__).resolve().parents[1]
BUILD = ["-W", "--keep-going", "-b", "html"]     # warnings are errors; then docs, the output


def build(out):
    r = subprocess.run([sys.executable, "-m", "sphinx", "-q", *BUILD, str(ROOT / "docs"), str(out)],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stderr.strip() == "", r.stderr           # not one warning


def commands(cmd, path):
    """(command path, command) for the group and every command under it."""
    yield path, cmd
    if isinstance(cmd, click.Group):
        for name in cmd.list_commands(None):
            yield from commands(cmd.get_command(None, name), f"{path} {name}")


def test_the_site_builds_without_a_warning_with_every_command_in_its_reference(tmp_path):
    # one test, one build (a fixture shared by several tests builds once per xdist worker)
    build(tmp_path)
    for page in ("index", "getting-started", "matches", "tournaments", "cli", "cards", "bots",
                 "intrige", "architecture"):
        assert (tmp_path / f"{page}.html").is_file(), page
    page = (tmp_path / "cli.html").read_text()
    seen = 0
    for path, cmd in commands(cli, "domsim"):
        anchor = f'id="{path.replace(" ", "-")}"'
        assert anchor in page, path
        section = page.split(anchor, 1)[1]
        for p in cmd.params:
            if isinstance(p, click.Option) and not p.hidden:
                assert p.opts[-1] in section, (path, p.opts)
                seen += 1
    assert seen > 200
    # a terminal's help as plain text: `*.png` and `2**63-1` are not emphasis, and "--"
    # stays two hyphens
    assert "2**63-1" in page and "*.parquet, *.png" in page
    assert "–" not in page
