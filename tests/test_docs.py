"""The docs match the program: the README is short and starts with the two commands CI runs,
the table of where things are is one table with each path once, every link of the README and
the docs pages leads to a file of the repository, no file names a machine's path, the pages
name every card set and preset, and `domsim --help` gives every command's line whole.
(The site's build: tests/test_docs_site.py; its commands run: tests/test_docs_blocks.py.)"""
import re
import shlex
import subprocess
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()
DOCS = ROOT / "docs"
OTHERS = "intrige-balance"          # generated reports, written by benchmarks/intrige_fix.py
PAGES = sorted(p for p in DOCS.rglob("*.md") if OTHERS not in p.parts)


def test_the_readme_is_read_in_five_minutes():
    assert len(README.splitlines()) < 250


def test_the_readme_starts_with_the_two_commands_ci_runs():
    title, first = README.split("\n\n", 2)[:2]
    assert title.startswith("# domsim")
    lines = first.splitlines()
    assert lines[0] == "```bash" and lines[3] == "```", first
    install, tests = lines[1], lines[2]
    assert install.startswith("python -m pip install -e . && domsim match ")
    ci = [ln.strip() for ln in (ROOT / ".ci" / "run").read_text().splitlines()
          if ln.strip() and not ln.lstrip().startswith("#")]
    # the test line: the install of CI without its speed-up, then CI's own test command
    pip, pytest_cmd = tests.split(" && ")
    assert pytest_cmd == ci[-1] == "python -m pytest -n auto"
    ci_pip = next(ln for ln in ci if " pip install " in ln)
    assert shlex.split(ci_pip.replace("--no-compile ", "")) == shlex.split(pip)


def test_where_things_are_is_one_table_with_each_path_once():
    page = (DOCS / "architecture.md").read_text()
    section = page.split("## Where things are", 1)[1].split("\n## ", 1)[0]
    blocks = [b for b in re.split(r"\n\s*\n", section) if b.lstrip().startswith("|")]
    assert len(blocks) == 1
    paths = [line.split("|")[1].strip() for line in blocks[0].splitlines()[2:]]
    assert len(paths) == len(set(paths)) and "`tests/`" in paths and "`docs/`" in paths
    for p in paths:
        assert (ROOT / p.strip("`")).exists(), p


def links(text):
    """The targets of a Markdown text's links, outside code blocks, without #anchors."""
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    return re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", prose)


def test_readme_and_docs_links_lead_to_files_of_the_repository():
    seen = 0
    for page in [ROOT / "README.md"] + PAGES:
        for target in links(page.read_text()):
            if not target.startswith(("http://", "https://")):
                assert (page.parent / target).exists(), (page.name, target)
                seen += 1
    assert seen > 40


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


def test_the_pages_name_every_card_set_and_preset():
    from simcore.dominion.cards import PRESETS
    from simcore.dominion.plans import CARD_SETS
    sweep = (DOCS / "tournaments.md").read_text().split("## `domsim sweep cards", 1)[1]
    sweep = sweep.split("\n## ", 1)[0]
    for s in CARD_SETS:
        assert f"`{s}`" in sweep, s
    cards = (DOCS / "cards.md").read_text()           # generated: tests/test_strategy_api.py
    for k in PRESETS:
        assert f"| `{k}` |" in cards, k
    for page in [ROOT / "README.md"] + PAGES:
        # the sets are all played (a page once said Seaside's cards were "being added")
        assert "cards are being added" not in " ".join(page.read_text().split()), page.name


def test_the_generated_pages_are_current():
    from cli.dominion.docgen import bots_markdown, cards_markdown
    assert (DOCS / "bots.md").read_text() == bots_markdown(), \
        "regenerate: python -m cli.dominion.docgen bots > docs/bots.md"
    assert (DOCS / "cards.md").read_text() == cards_markdown(), \
        "regenerate: python -m cli.dominion.docgen cards > docs/cards.md"
