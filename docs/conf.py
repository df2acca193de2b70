"""Sphinx settings of the documentation site: the Markdown pages of docs/ (MyST), the command
reference read from the click commands themselves (docs/_ext/click_reference.py), warnings
as errors in the tests (tests/test_docs_site.py builds it with -W)."""
import sys
from pathlib import Path

# the commands' reference imports cli.main from the checkout, installed or not; the
# extension that writes it lives in docs/_ext
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent / "_ext"))

project = "domsim"
author = "the domsim authors"
copyright = "the domsim authors"

extensions = ["myst_parser", "click_reference"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "_ext"]

# `# Title` of each page is the page; `## Section` below it gets an anchor for links
myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence"]

# `--games` stays two hyphens (no dashes or curly quotes in commands and options)
smartquotes = False

html_theme = "alabaster"
html_title = "domsim"
html_theme_options = {
    "description": "A Dominion (and Intrige) strategy simulator",
    "fixed_sidebar": True,
    "page_width": "1100px",
    "sidebar_width": "230px",
}
html_show_sourcelink = False
html_static_path = ["_static"]
html_css_files = ["domsim.css"]
