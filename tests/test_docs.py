"""The docs match the program: the README's file table is one table with each path once,
its links lead to files of the repository, no file names a machine's path, and `domsim
--help` gives every command's line whole."""
import re
import subprocess
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()


def test_where_things_are_is_one_table_with_each_path_once():
    section = README.split("## Where things are", 1)[1].split("\n## ", 1)[0]
    blocks = [b for b in re.split(r"\n\s*\n", section) if b.lstrip().startswith("|")]
    assert len(blocks) == 1
    paths = [line.split("|")[1].strip() for line in blocks[0].splitlines()[2:]]
    assert len(paths) == len(set(paths)) and "`tests/`" in paths
    for p in paths:
        assert (ROOT / p.strip("`")).exists(), p


def test_readme_links_lead_to_files_of_the_repository():
    for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", README):
        if not target.startswith(("http://", "https://")):
            assert (ROOT / target).exists(), target


def test_no_file_names_a_machines_path():
    files = subprocess.run(["git", "ls-files", "*.py", "*.md", "*.toml"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.split()
    for f in files:
        text = (ROOT / f).read_text(errors="replace")
        assert not re.search(r"(?<![\w.])/(work|home|Users|root|mnt)/\w", text), f


def test_help_gives_every_command_line_whole():
    r = CliRunner().invoke(cli, ["--help"], terminal_width=80)
    lines = r.output.split("Commands:")[1]
    assert "..." not in lines, lines
    assert "Intrige, the bluffing game" in lines
