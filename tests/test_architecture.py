"""The layers point one way and no module imports itself in a circle (docs/architecture.md).

The contracts live in pyproject.toml ([tool.importlinter]) and are checked by import-linter;
the circle count below reads the same import graph (grimp, which import-linter is built on),
with imports inside functions counted like any other: a circle hidden in a function body is
still a circle."""
import os
import subprocess
import sys
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("simcore", "strategies", "domsim", "cli", "benchmarks")
LAYERS = {p: i for i, p in enumerate(PACKAGES)}       # lower may not import higher


@pytest.fixture(scope="module")
def graph():
    return grimp.build_graph(*PACKAGES, include_external_packages=False)


def test_the_import_contracts_hold():
    """import-linter's `lint-imports` command, run by this Python, reads the contracts from
    pyproject.toml in the repository root."""
    command = "from importlinter.cli import lint_imports_command; lint_imports_command()"
    env = dict(os.environ, PYTHONPATH=str(ROOT))        # benchmarks/ is not installed
    r = subprocess.run([sys.executable, "-c", command, "--no-cache"], cwd=ROOT, env=env,
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]


# a game's package on each floor, and the game whose modules it must not load
GAME_PACKAGES = [("strategies.intrige", "dominion"), ("strategies.dominion", "intrige"),
                 ("domsim.intrige, domsim.intrige.balance, domsim.intrige.tune, "
                  "domsim.intrige.variants", "dominion"), ("domsim.dominion.api, domsim.dominion.sweeps", "intrige"),
                 ("cli.intrige.commands, cli.intrige.tune, cli.intrige.variants", "dominion"),
                 ("cli.dominion.match, cli.dominion.tournament, cli.dominion.sweep", "intrige")]


@pytest.mark.parametrize("package, other", GAME_PACKAGES)
def test_importing_a_game_loads_nothing_of_another_game(package, other):
    """The contracts forbid imports between the games' packages; this checks what an import
    loads in a fresh process, through the shared modules too (a shared module that imported
    Dominion at its top would start Dominion's engine for every Intrige command)."""
    code = (f"import sys, {package}; "
            f"print(sorted(m for m in sys.modules if '.{other}' in m or m.endswith('{other}')))")
    env = dict(os.environ, PYTHONPATH=str(ROOT), DOMSIM_PREWARM="0")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.strip() == "[]", r.stdout


def test_an_intrige_match_loads_nothing_of_dominion(tmp_path):
    """`domsim intrige match` runs without Dominion's engine, bots or API (the commands'
    modules are all imported for click's help, and they import no game at their top)."""
    code = ("import sys; import cli.main\n"
            "try:\n"
            f"    cli.main.cli.main(['intrige', 'match', 'honest', 'random', '--games', '50', "
            f"'--out', {str(tmp_path / 'm.parquet')!r}, '-q'])\n"
            "except SystemExit as e:\n"
            "    assert not e.code, e.code\n"
            "print(sorted(m for m in sys.modules if m.startswith(('simcore.dominion', "
            "'strategies.dominion', 'domsim.dominion'))))")
    env = dict(os.environ, PYTHONPATH=str(ROOT), DOMSIM_PREWARM="0")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr[-2000:]
    assert (tmp_path / "m.parquet").is_file()
    assert r.stdout.strip().splitlines()[-1] == "[]", r.stdout


def test_no_module_imports_a_higher_layer(graph):
    upward = []
    for m in graph.modules:
        for i in graph.find_modules_directly_imported_by(m):
            if LAYERS[i.split(".")[0]] > LAYERS[m.split(".")[0]]:
                upward.append(f"{m} -> {i}")
    assert not upward, upward


def test_no_circles_among_modules(graph):
    """Strongly connected groups of two or more modules (Tarjan's algorithm)."""
    mods = sorted(graph.modules)
    edges = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in mods}
    index, low, stack, on, groups = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for m in mods:
        if m not in index:
            visit(m)
    assert groups == [], groups
