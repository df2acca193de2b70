"""Every code block of the README and of the documentation site runs, as a reader would type
it, on fewer games: one test per page, its blocks in order in a folder of its own (so a
report reads the file a match before it wrote).

What a block is says its language: `bash` (commands, each run), `console` (`$ command` lines
run; the rest is their output), `python` (run), `toml` (a bot file, written under the name
its first line gives, `# NAME.toml`, for the commands after it), `text` (output or a
diagram: no command), or a MyST directive (`{toctree}`, `{literalinclude}`: the example files
it shows are run by tests/test_strategy_api.py). A block that cannot run here starts with
the line `# not run by the tests: WHY`, visible on the page; few may.

The installs and the test command are not run (the suite is what they start): they are
checked against pyproject.toml's extras and .ci/run, and the site's build against
tests/test_docs_site.py's. Commands run in this process (click's runner): `domsim` as the
command line has it, with at most GAMES games per matchup, one block of games under
`--precision`, 2 random kingdoms, an optimiser's smallest budget."""
import http.server
import os
import re
import shlex
import threading
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parents[1]
OTHERS = "intrige-balance"          # generated reports, written by benchmarks/intrige_fix.py
PAGES = [ROOT / "README.md"] + sorted(p for p in (ROOT / "docs").rglob("*.md")
                                      if OTHERS not in p.parts)
LANGS = {"bash", "console", "text", "python", "toml"}
NOT_RUN = "# not run by the tests: "
MOST_NOT_RUN = 6
GAMES = 200                         # games per matchup of a sweep or search, at most
ONE_MATCH = 20_000                  # games of a single match (a second or less), at most
TOURNAMENT = 2_000                  # games per matchup of a tournament, at most
STAND_IN = ROOT / "tests" / "data" / "buylist" / "bots.xml"    # for DomBots.xml


@dataclass
class Block:
    page: Path
    line: int
    lang: str
    text: str

    def where(self):
        return f"{self.page.relative_to(ROOT)}:{self.line}"


def blocks(page):
    """The fenced blocks of a Markdown page: ``` then the language (or a {directive})."""
    out, open_at, lang, body = [], None, "", []
    for n, line in enumerate(page.read_text().splitlines(), 1):
        if open_at is None and line.startswith("```"):
            open_at, lang, body = n, line[3:].strip(), []
        elif open_at is not None and line.rstrip() == "```":
            out.append(Block(page, open_at, lang.split()[0] if lang else "", "\n".join(body)))
            open_at = None
        elif open_at is not None:
            body.append(line)
    assert open_at is None, f"{page.name}:{open_at}: a block without its closing ```"
    return out


def all_blocks():
    return [b for p in PAGES for b in blocks(p)]


# --- what each block is -------------------------------------------------------------------

def test_every_block_says_what_it_is():
    for b in all_blocks():
        assert b.lang in LANGS or b.lang.startswith("{"), \
            f"{b.where()}: give the block a language: {', '.join(sorted(LANGS))}"
        if b.lang == "text":
            assert not re.search(r"^(\$ )?domsim ", b.text, re.M), \
                f"{b.where()}: commands go in a bash or console block, where they are run"


def test_blocks_not_run_are_few_and_say_why():
    held = [b for b in all_blocks() if b.text.startswith(NOT_RUN)]
    for b in held:
        assert b.lang in ("bash", "python"), b.where()
        assert len(b.text.splitlines()[0]) > len(NOT_RUN) + 10, f"{b.where()}: say why"
    assert 1 <= len(held) <= MOST_NOT_RUN, [b.where() for b in held]


def test_the_tests_read_commands_as_a_shell_does():
    assert commands("domsim a \\\n    b  # c\nX=1 domsim d && domsim 'e f'") == [
        ({}, ["domsim", "a", "b"]), ({"X": "1"}, ["domsim", "d"]), ({}, ["domsim", "e f"])]
    with pytest.raises(AssertionError, match="quote"):
        commands("domsim intrige variants --grid tax=2|3")


def test_the_reductions_keep_the_command():
    assert fewer(["match", "a", "b", "--games", "1e7", "--chunk", "100000"]) == \
        ["match", "a", "b", "--games", str(ONE_MATCH), "--chunk", "100000"]
    assert fewer(["tournament", "a", "b", "c", "-n", "5000"]) == \
        ["tournament", "a", "b", "c", "-n", str(TOURNAMENT)]
    assert fewer(["intrige", "balance", "--games", "100000"]) == \
        ["intrige", "balance", "--games", str(GAMES)]
    assert fewer(["sweep", "cards", "--precision", "0.01"]) == \
        ["sweep", "cards", "--precision", "0.01", "--max-games", "1200"]
    assert fewer(["sweep", "kingdoms", "--kingdoms", "random:200", "-n", "50"]) == \
        ["sweep", "kingdoms", "--kingdoms", "random:2", "-n", "50"]
    assert fewer(["optimise", "--kingdom", "first-game", "--budget", "10m"]) == \
        ["optimise", "--kingdom", "first-game", "--budget", "10000", "--final-games", "200"]
    assert fewer(["intrige", "variants", "--grid", "tax=2|3", "--players", "2-6"]) == \
        ["intrige", "variants", "--grid", "tax=2|3", "--players", "2"]


# --- commands -----------------------------------------------------------------------------

def commands(text):
    """(environment, words) of each command of a shell text: lines joined at a trailing
    backslash, comments dropped, `A && B` two commands, `NAME=VALUE cmd` an environment."""
    out = []
    for line in text.replace("\\\n", " ").splitlines():
        lex = shlex.shlex(line, posix=True, punctuation_chars=True)
        lex.whitespace_split = True
        words = list(lex)
        parts, cur = [], []
        for w in words + ["&&"]:
            if w == "&&":
                parts.append(cur)
                cur = []
            else:
                assert not set(w) <= set("();<>|&"), \
                    f"{line!r}: a shell would read {w!r}; quote the word that holds it"
                cur.append(w)
        for p in parts:
            if not p:
                continue
            env = {}
            while p and re.fullmatch(r"[A-Z_]+=\S*", p[0]):
                k, v = p.pop(0).split("=", 1)
                env[k] = v
            out.append((env, p))
    return out


def count(word):
    return int(float(word.replace(",", "").replace("_", "")))


def fewer(args):
    """A domsim command's words with at most ONE_MATCH games in a match, TOURNAMENT per
    matchup of a tournament and GAMES of a sweep or search, one block of games
    under --precision, at most 2 random kingdoms, an optimiser's smallest games budget
    (10,000; the run says when one generation needs more), GAMES final games, and the
    balance search at one player count."""
    args = list(args)
    out = []
    i = 0
    while i < len(args):
        w = args[i]
        if w in ("-n", "--games") and i + 1 < len(args):
            kind = args[1] if args[0] == "intrige" else args[0]
            most = {"match": ONE_MATCH, "tournament": TOURNAMENT}.get(kind, GAMES)
            out += [w, str(min(count(args[i + 1]), most))]
            i += 2
            continue
        if w == "--kingdoms" and args[i + 1].startswith("random:"):
            out += [w, f"random:{min(int(args[i + 1][7:]), 2)}"]
            i += 2
            continue
        if w in ("-b", "--budget") and "optimise" in args:
            out += [w, "10000"]
            i += 2
            continue
        if w in ("-p", "--players") and "variants" in args and "-" in args[i + 1]:
            out += [w, args[i + 1].split("-")[0]]         # one player count
            i += 2
            continue
        if w == "--final-games":
            out += [w, str(min(count(args[i + 1]), GAMES))]
            i += 2
            continue
        out.append(w)
        i += 1
    if "--precision" in out and "--max-games" not in out:
        out += ["--max-games", "1680" if "intrige" in out else "1200"]
    if "optimise" in out and "--final-games" not in out:
        out += ["--final-games", str(GAMES)]
    return out


def run_domsim(args):
    r = CliRunner().invoke(cli, args)
    need = re.search(r"one generation against this field takes ([\d,]+) games", r.output)
    if r.exit_code == 2 and need:               # the smallest budget of this field
        b = args.index("--budget") if "--budget" in args else args.index("-b")
        args = args[:b + 1] + [need.group(1).replace(",", "")] + args[b + 2:]
        r = CliRunner().invoke(cli, args)
    assert r.exit_code == 0, f"domsim {shlex.join(args)}\n{r.output}"
    return r


def extras():
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"]


def ci_commands():
    return [ln.strip() for ln in (ROOT / ".ci" / "run").read_text().splitlines()
            if ln.strip() and not ln.lstrip().startswith("#")]


def check_not_run(words, where):
    """The commands a page shows but the suite cannot run from inside itself."""
    if words[:4] == ["python", "-m", "pip", "install"]:
        target = words[-1]
        assert words[-2] == "-e" and (target == "." or re.fullmatch(r"\.\[(\w+)\]", target)), \
            f"{where}: {shlex.join(words)}"
        if target != ".":
            assert target[2:-1] in extras(), f"{where}: no extra {target}"
        return True
    if words[:3] == ["python", "-m", "pytest"]:
        assert shlex.join(words) == ci_commands()[-1], f"{where}: not CI's test command"
        return True
    if words[0] == "sphinx-build":
        from tests.test_docs_site import BUILD
        assert words[1:-2] == BUILD and words[-2] == "docs", \
            f"{where}: not the build tests/test_docs_site.py runs"
        return True
    return False


def run_commands(block, text, env, home=None):
    """Runs the commands of a text; the outputs of those run as written. `~` is `home` when
    given (the DomBots.xml pages' own folder), else the user's."""
    outputs = []
    for extra_env, words in commands(text):
        where = block.where()
        if check_not_run(words, where):
            continue
        if words[0] == "export":
            k, v = words[1].split("=", 1)
            env.setenv(k, v)
            continue
        assert words[0] == "domsim", \
            f"{where}: the tests run only domsim commands; mark the block `{NOT_RUN}...`"
        for k, v in extra_env.items():
            env.setenv(k, v)
        args = [str(home) + w[1:] if home and w.startswith("~/") else os.path.expanduser(w)
                for w in words[1:]]
        r = run_domsim(fewer(args))
        outputs.append(r.output if fewer(args) == args else None)
    return outputs


def check_output(block, shown, output):
    """The lines a console block shows after its command are what the command printed, but
    for the times (`0.3 s`) and the version (`domsim 0.1.0+9f3a8cfcdb87`)."""
    for line in shown:
        if line.strip() and not re.search(r"\d s\b|\+[0-9a-f]{12}\b", line):
            assert line.rstrip() in output, f"{block.where()}: the command printed\n{output}"


# --- python -------------------------------------------------------------------------------

def fewer_python(text):
    text = re.sub(r"\bgames=([\d_]+)", lambda m: f"games={min(count(m[1]), GAMES)}", text)
    text = re.sub(r"\bprecision=([\d.]+)", r"precision=\1, max_games=1200", text)
    return re.sub(r'"random:(\d+)"', '"random:2"', text)


# --- the pages ----------------------------------------------------------------------------

class StandIn(http.server.SimpleHTTPRequestHandler):
    """Serves the stand-in for DomBots.xml (a small file in its format) on the loopback."""

    def translate_path(self, path):
        return str(STAND_IN)

    def log_message(self, *args):
        pass


@pytest.fixture
def dombots_home(tmp_path, monkeypatch):
    """`domsim import-bots --fetch` downloads a stand-in from a server on this machine into
    a folder of the test's, which the pages' `~/.cache/domsim` then names (not the user's
    cache)."""
    import hashlib

    import domsim.dominion.dombots_fetch as fetch
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), StandIn)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    home = tmp_path / "home"                # not HOME: the compile cache stays where it is
    (home / ".cache" / "domsim").mkdir(parents=True)
    monkeypatch.setenv("DOMSIM_DOMBOTS_URL", f"http://127.0.0.1:{server.server_port}/x.xml")
    monkeypatch.setenv("DOMSIM_DOMBOTS_SHA256", hashlib.sha256(STAND_IN.read_bytes()).hexdigest())
    monkeypatch.setattr(fetch, "destination", lambda: home / ".cache" / "domsim" / "DomBots.xml")
    yield home
    server.shutdown()


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_block_of_the_page_runs(page, tmp_path, monkeypatch, request):
    todo = [b for b in blocks(page) if b.lang in LANGS - {"text"}
            and not b.text.startswith(NOT_RUN)]
    if not todo:
        pytest.skip("no code block to run")
    home = None
    if any("DomBots.xml" in b.text for b in todo):
        home = request.getfixturevalue("dombots_home")
    work = tmp_path / "work"
    work.mkdir()
    (work / "examples").symlink_to(ROOT / "examples")
    monkeypatch.chdir(work)
    for b in todo:
        if b.lang == "toml":
            name = b.text.splitlines()[0].lstrip("# ").strip()
            assert name.endswith(".toml"), f"{b.where()}: start a bot file with # NAME.toml"
            (work / name).write_text(b.text + "\n")
            tomllib.loads(b.text)
        elif b.lang == "bash":
            run_commands(b, b.text, monkeypatch, home)
        elif b.lang == "console":
            parts = re.split(r"^\$ (.*)\n", b.text + "\n", flags=re.M)[1:]
            assert parts, f"{b.where()}: a console block shows `$ command` lines"
            for cmd, shown in zip(parts[::2], parts[1::2]):
                out = run_commands(b, cmd, monkeypatch, home)
                if out and out[-1] is not None:           # run as shown: its output too
                    check_output(b, shown.splitlines(), out[-1])
        elif b.lang == "python":
            code = compile(fewer_python(b.text), b.where(), "exec")
            exec(code, {"__name__": "__main__"})
