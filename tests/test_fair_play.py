"""Strategy files that try to read what their player cannot see (README, "Strategy files are
code"; strategies/filecheck.py and strategies/stateflow.py): each is refused with one line and
exit status 2 before any of its code runs. Every file starts with a module-level print, so
output without it shows that nothing of the file ran.

The cases: the bypasses reported against the old check (setting `__module__` so the check
skips a rule, numba's objmode, reading `g.supply` in a Dominion rule, an Intrige policy
reading others' face-down cards) and the other ways round the view found since (getattr,
globals, exec/eval, importing the engine, lambdas, a view function's globals, frames,
rebinding a view helper's name, decorators that leave compiled code, keyword passing)."""
import textwrap

import pytest
from click.testing import CliRunner

from cli.main import cli

RAN = "MODULE CODE RAN"
DOMINION = """
print("MODULE CODE RAN")
from simcore.dominion.cards import GOLD, PROVINCE
from simcore.dominion.view import NONE, ok
"""
INTRIGE = """
print("MODULE CODE RAN")
from simcore.intrige.state import D_ACTION, DEFER, TAX
from simcore.intrige.view import act, decision
"""

# (name, file body after the header, words of the one-line error)
DOMINION_CASES = [
    ("module_attribute", """
        def peek(g, me, prm):
            return PROVINCE if g.supply[PROVINCE] < 3 else GOLD
        peek.__module__ = "simcore.dominion.view"
        """, "uses the name '__module__'"),
    ("objmode_import", """
        from numba import objmode
        def peek(g, me, prm):
            return GOLD
        """, "imports objmode from numba"),
    ("objmode_attribute", """
        import numba
        def peek(g, me, prm):
            with numba.objmode(x="int64"):
                x = 1
            return GOLD
        """, "has a `with` block"),
    ("numba_attribute", """
        import numba
        def peek(g, me, prm):
            return GOLD
        unsafe = numba.core
        """, "reads numba.core"),
    ("supply_directly", """
        def peek(g, me, prm):
            if g.supply[PROVINCE] < 3:
                return PROVINCE
            return GOLD
        """, "reads the state directly (g.supply)"),
    ("state_subscript", """
        def peek(g, me, prm):
            return g["supply"][PROVINCE]
        """, "reads the state directly (g[...])"),
    ("state_alias", """
        def peek(g, me, prm):
            h = g
            return GOLD
        """, "other than as an argument of a view helper"),
    ("helper_by_keyword", """
        def helper(x, st):
            return st.supply[x]
        def peek(g, me, prm):
            return helper(PROVINCE, st=g)
        """, "function helper (mybots.py, line"),
    ("getattr", """
        def peek(g, me, prm):
            return getattr(g, "supply")[PROVINCE]
        """, "uses the built-in name 'getattr'"),
    ("getattr_parameter", """
        def fetch(getattr, g):
            return getattr(g, "supply")
        def peek(g, me, prm):
            return GOLD
        """, "uses the built-in name 'getattr'"),
    ("globals", """
        def peek(g, me, prm):
            return GOLD
        table = globals()
        """, "uses the built-in name 'globals'"),
    ("eval", """
        def peek(g, me, prm):
            return eval("g.supply[6]")
        """, "uses the built-in name 'eval'"),
    ("exec", """
        exec("import os")
        def peek(g, me, prm):
            return GOLD
        """, "uses the built-in name 'exec'"),
    ("dunder_import", """
        os = __import__("os")
        def peek(g, me, prm):
            return GOLD
        """, "uses the name '__import__'"),
    ("import_os", """
        import os
        def peek(g, me, prm):
            return GOLD
        """, "imports os"),
    ("engine_module", """
        from simcore.dominion.engine import score
        def peek(g, me, prm):
            return GOLD
        """, "imports from simcore.dominion.engine"),
    ("state_function", """
        from simcore.dominion.state import STATE
        def peek(g, me, prm):
            return GOLD
        """, "imports STATE from simcore.dominion.state"),
    ("engine_through_package", """
        import simcore.dominion.view
        def peek(g, me, prm):
            return GOLD
        engine = simcore.dominion.engine
        """, "reads simcore.dominion.engine, which is not an allowed module"),
    ("loader", """
        from strategies.loader import import_file
        def peek(g, me, prm):
            return GOLD
        """, "imports from strategies.loader"),
    ("private_view_helper", """
        from simcore.dominion.view import _money
        def peek(g, me, prm):
            return GOLD
        """, "imports _money from simcore.dominion.view"),
    ("view_globals", """
        def peek(g, me, prm):
            return GOLD
        secrets = ok.py_func.__globals__
        """, "uses the name '__globals__'"),
    ("python_function", """
        def peek(g, me, prm):
            return GOLD
        plain = ok.py_func
        """, "reads .py_func"),
    ("frames", """
        def gen():
            yield 1
        def peek(g, me, prm):
            return GOLD
        up = gen().gi_frame
        """, "reads .gi_frame"),
    ("lambda", """
        peek = lambda g, me, prm: g.supply[PROVINCE]
        """, "has a lambda"),
    ("class", """
        class Peek:
            pass
        def peek(g, me, prm):
            return GOLD
        """, "defines a class"),
    ("rebound_view_helper", """
        def sneak(g, c):
            return g.supply[c]
        def peek(g, me, prm):
            ok = sneak
            return GOLD if ok(g, PROVINCE) else NONE
        """, "binds ok more than once"),
    ("star_import", """
        from simcore.dominion.view import *
        def peek(g, me, prm):
            return GOLD
        """, "imports * from simcore.dominion.view"),
    ("relative_import", """
        from . import view
        def peek(g, me, prm):
            return GOLD
        """, "imports from ."),
    ("object_mode_decorator", """
        import numba
        @numba.jit(forceobj=True)
        def peek(g, me, prm):
            return GOLD
        """, "only njit is allowed"),
    ("njit_option", """
        from numba import njit
        @njit(forceobj=True)
        def peek(g, me, prm):
            return GOLD
        """, "passes njit the option forceobj"),
    ("another_module_function", """
        import math
        def peek(g, me, prm):
            return math.floor(g)
        """, "passes 'g' to math.floor (from math), which is not a view helper"),
]

INTRIGE_CASES = [
    ("face_down_cards", """
        def peek(g, me, prm):
            if decision(g) == D_ACTION and g.hid[(me + 1) % 2, 0] == 0:
                return act(TAX)
            return DEFER
        """, "reads the state directly (g.hid)"),
    ("module_attribute", """
        def peek(g, me, prm):
            if g.hid[(me + 1) % 2, 0] == 0:
                return act(TAX)
            return DEFER
        peek.__module__ = "simcore.intrige.view"
        """, "uses the name '__module__'"),
    ("rules_module", """
        from simcore.intrige.rules import holds
        def peek(g, me, prm):
            return DEFER
        """, "imports from simcore.intrige.rules"),
    ("state_function", """
        from simcore.intrige.state import new_states
        def peek(g, me, prm):
            return DEFER
        """, "imports new_states from simcore.intrige.state"),
    ("objmode", """
        from numba import objmode
        def peek(g, me, prm):
            return DEFER
        """, "imports objmode from numba"),
]


def _file(tmp_path, header, body):
    f = tmp_path / "mybots.py"
    f.write_text(header + textwrap.dedent(body))
    return f


def _refused(args, words):
    r = CliRunner().invoke(cli, [str(a) for a in args])
    out = r.output
    assert r.exit_code == 2, out
    assert RAN not in out, "the refused file's module-level code ran"
    lines = [x for x in out.strip().splitlines() if x.strip()]
    assert len(lines) == 1 and lines[0].startswith("Error: "), out
    assert words in lines[0], lines[0]


@pytest.mark.parametrize("name,body,words", DOMINION_CASES, ids=[c[0] for c in DOMINION_CASES])
def test_dominion_files_that_reach_round_the_view_are_refused_unrun(tmp_path, name, body,
                                                                    words):
    f = _file(tmp_path, DOMINION, body)
    _refused(["strategies", f"{f}:peek"], words)


@pytest.mark.parametrize("name,body,words", INTRIGE_CASES, ids=[c[0] for c in INTRIGE_CASES])
def test_intrige_files_that_peek_are_refused_unrun(tmp_path, name, body, words):
    f = _file(tmp_path, INTRIGE, body)
    _refused(["intrige", "play", f"{f}:peek", "honest"], words)


def test_a_fair_file_loads_and_its_module_code_runs(tmp_path):
    """The check refuses tricks, not ordinary files: the header and a plain rule pass."""
    f = _file(tmp_path, DOMINION, """
        def fair(g, me, prm):
            return PROVINCE if ok(g, PROVINCE) else GOLD
        """)
    r = CliRunner().invoke(cli, ["strategies", f"{f}:fair"])
    assert r.exit_code == 0, r.output
    assert RAN in r.output


def test_data_bots_only_refuses_python_files(tmp_path):
    f = _file(tmp_path, DOMINION, """
        def fair(g, me, prm):
            return GOLD
        """)
    for args in (["match", f"{f}:fair", "big-money"], ["tournament", "big-money", f"{f}:fair"],
                 ["intrige", "match", f"{f}:fair", "honest"],
                 ["intrige", "tournament", "honest", f"{f}:fair", "shark"],
                 ["intrige", "play", f"{f}:fair", "honest"]):
        _refused(args + ["--data-bots-only"], "--data-bots-only: ")


def test_cluster_workers_get_the_text_that_was_checked(tmp_path):
    """A file changed after it was checked and loaded travels to the workers as it was."""
    from simcore.dominion.match import Match
    from simcore.dominion.tasks import spec_for
    from strategies import REGISTRY, get
    f = _file(tmp_path, DOMINION, """
        def fair(g, me, prm):
            return GOLD
        """)
    checked = f.read_bytes()
    s = get(f"{f}:fair", compile=False)
    f.write_text("import os\n")
    m = Match([s, REGISTRY["big-money"]], [], games=1, seed=0)
    (sha, _, data, _), = spec_for(m).files
    assert data == checked
