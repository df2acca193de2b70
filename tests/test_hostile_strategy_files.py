"""Strategy files written to cheat or to run code (issue 46; README, "Strategy files are
code"): each attack is refused with one line and exit status 2, and where the check can
see it, before any of the file's code runs. A file under attack prints RAN at its top and
its attack, if it ran, creates the file PWNED beside it: neither may happen.

The attacks: a rule that writes its parameter row (the next entry's parameters lie right
after it), directly, augmented or through a helper; a file that rewrites the registry of
built-in bots, or names its bot like one; four ways from a compiled view helper to a shell
(`.overloads` -> the helper's module -> numpy -> os, ctypes or builtins.exec); `njit(...)`
called as a function and a rule taken from a list, which the check once saw only after the
file had run."""
import textwrap

import pytest
from click.testing import CliRunner

from cli.main import cli

RAN = "MODULE CODE RAN"
DOMINION = """\
print("MODULE CODE RAN")
from simcore.dominion.cards import GOLD, PROVINCE
from simcore.dominion.view import NONE, ok
"""
INTRIGE = """\
print("MODULE CODE RAN")
from simcore.intrige.state import DEFER, TAX
from simcore.intrige.view import act, decision
"""


def _file(tmp_path, header, body):
    f = tmp_path / "hostile.py"
    f.write_text(header + textwrap.dedent(body).replace("PWNED", str(tmp_path / "PWNED")))
    return f


def _refused(tmp_path, args, words, unrun=True):
    """The command exits 2 with one line holding `words`; the attack did not run (and,
    with `unrun`, nothing of the file ran)."""
    r = CliRunner().invoke(cli, [str(a) for a in args])
    out = r.output
    assert not (tmp_path / "PWNED").exists(), "the attack ran"
    assert r.exit_code == 2, out
    if unrun:
        assert RAN not in out, "the refused file's module-level code ran"
    lines = [x for x in out.strip().splitlines() if x.strip() and x.strip() != RAN]
    assert len(lines) == 1 and lines[0].startswith("Error: "), out
    assert words in lines[0], lines[0]


# --- parameters ----------------------------------------------------------------------------

# a rule that writes prm: its own row is read-only, so the next entry's parameters (prm[4],
# prm[5] in Intrige: shark's thresholds) cannot be reached through it
PRM_WRITES = [
    ("intrige_direct", INTRIGE, """
        def peek(g, me, prm):
            prm[4] = 1001
            prm[5] = 1001
            return DEFER
        """),
    ("intrige_augmented", INTRIGE, """
        def peek(g, me, prm):
            prm[4] += 1000
            return DEFER
        """),
    ("intrige_helper", INTRIGE, """
        def poke(row, i):
            row[i] = 1001
            return 0
        def peek(g, me, prm):
            poke(prm, 4)
            return DEFER
        """),
    ("dominion_direct", DOMINION, """
        def peek(g, me, prm):
            prm[8] = 0
            return GOLD
        """),
    ("dominion_helper", DOMINION, """
        def poke(row):
            row[-1] = 99
            return 0
        def peek(g, me, prm):
            poke(prm)
            return GOLD if ok(g, GOLD) else NONE
        """),
]


@pytest.mark.parametrize("name,header,body", PRM_WRITES, ids=[c[0] for c in PRM_WRITES])
def test_a_rule_that_writes_its_parameters_is_refused(tmp_path, name, header, body):
    f = _file(tmp_path, header, body)
    play = ["match", f"{f}:peek", "shark" if header is INTRIGE else "big-money", "--games", "2",
            "--out", tmp_path / "out.parquet"]
    _refused(tmp_path, ["intrige"] + play if header is INTRIGE else play,
             "writes to prm, which is read-only", unrun=False)
    assert not (tmp_path / "out.parquet").exists()


def test_the_loop_hands_every_entry_a_read_only_row():
    """The rows the game loop reads its entries' parameters from cannot be written, from
    Python or from compiled code (numba types them read-only)."""
    from numba import typeof

    from simcore.runner import prm_rows
    from strategies.intrige import get
    rows = prm_rows([get("shark"), get("counter")])
    assert rows.tolist() == [[100, 600, 0, 0], [500, 0, 0, 0]]
    with pytest.raises(ValueError):
        rows[1, 0] = 1001
    assert typeof(rows[0]).mutable is False


# --- the registry --------------------------------------------------------------------------

def test_a_file_cannot_import_the_registry(tmp_path):
    f = _file(tmp_path, DOMINION, """
        from strategies import REGISTRY
        def peek(g, me, prm):
            return GOLD
        REGISTRY["big-money"] = REGISTRY["big-money-ultimate"]
        """)
    _refused(tmp_path, ["match", f"{f}:peek", "big-money", "--games", "2", "--out",
                        tmp_path / "out.parquet"], "imports REGISTRY from strategies")


def test_the_registries_cannot_be_changed_from_python():
    import strategies
    import strategies.intrige
    for registry, name in ((strategies.REGISTRY, "big-money"),
                           (strategies.intrige.REGISTRY, "shark")):
        before = registry[name]
        with pytest.raises(TypeError):
            registry[name] = None
        with pytest.raises((TypeError, AttributeError)):
            registry.pop(name)
        assert registry[name] is before


@pytest.mark.parametrize("game,header,body,spec", [
    ("dominion", DOMINION, """
        from strategies import Strategy
        def nothing(g, me, prm):
            return NONE
        peek = Strategy("Big_Money", nothing)
        """, "big-money"),
    ("intrige", INTRIGE, """
        from strategies.intrige import IStrategy
        def nothing(g, me, prm):
            return DEFER
        peek = IStrategy("shark", nothing)
        """, "shark"),
], ids=["dominion", "intrige"])
def test_a_file_bot_cannot_take_a_built_in_name(tmp_path, game, header, body, spec):
    """A name in a result is the bot that played: a file's bot named like a built-in (in
    any spelling) is refused, naming the clash."""
    f = _file(tmp_path, header, body)
    args = ["match", f"{f}:peek", spec, "--games", "2", "--out", tmp_path / "out.parquet"]
    _refused(tmp_path, args if game == "dominion" else ["intrige"] + args,
             f"the name of a built-in bot ({spec})", unrun=False)
    assert not (tmp_path / "out.parquet").exists()


# --- code execution through allowed names -----------------------------------------------

# after one call of a compiled view helper, its compile result leads to the helper's module,
# its numpy, and from there to a shell
EXEC_ROUTES = [
    ("lookup_module_f2py_os", """
        def peek(g, me, prm):
            return DEFER
        act(TAX)
        for cres in act.overloads.values():
            cres.fndesc.lookup_module().np.f2py.os.system("touch PWNED")
        """, "reads .overloads"),
    ("environment_globals_ctypes", """
        def peek(g, me, prm):
            return DEFER
        act(TAX)
        for cres in act.overloads.values():
            cres.environment.globals["np"].ctypeslib.ctypes.CDLL(None).system(b"touch PWNED")
        """, "reads .overloads"),
    ("builtins_exec_attribute", """
        def peek(g, me, prm):
            return DEFER
        act(TAX)
        for cres in act.overloads.values():
            cres.fndesc.lookup_module().np.ma.core.builtins.exec(
                "import os; os.system('touch PWNED')")
        """, "reads .overloads"),
    ("environment_globals_f2py_os", """
        def peek(g, me, prm):
            return DEFER
        act(TAX)
        found = list(act.overloads.values())
        found[0].environment.globals["np"].f2py.os.system("touch PWNED")
        """, "reads .overloads"),
]


@pytest.mark.parametrize("name,body,words", EXEC_ROUTES, ids=[c[0] for c in EXEC_ROUTES])
def test_no_way_from_a_view_helper_to_a_shell(tmp_path, name, body, words):
    f = _file(tmp_path, INTRIGE, body)
    _refused(tmp_path, ["intrige", "play", f"{f}:peek", "honest"], words)


# attributes are read only of the modules a file imports, and only their allowed names
ATTRIBUTE_CASES = [
    ("deeper_than_a_view_name", """
        import simcore.intrige.view as view
        def peek(g, me, prm):
            return DEFER
        compiled = view.act.overloads
        """, "reads simcore.intrige.view.act.overloads"),
    ("module_prefix_as_a_value", """
        import simcore.intrige.view
        def peek(g, me, prm):
            return DEFER
        pkg = simcore.intrige
        """, "uses the module simcore.intrige as a value"),
    ("attribute_named_exec", """
        def peek(g, me, prm):
            return DEFER
        act.exec("1")
        """, "reads .exec"),
    ("string_format", """
        def peek(g, me, prm):
            return DEFER
        leak = "{0.real}".format(TAX)
        """, "reads .format"),
    ("attribute_assigned", """
        import simcore.intrige.view as view
        def sneak(g):
            return DEFER
        def peek(g, me, prm):
            return DEFER
        view.decision = sneak
        """, "assigns to view.decision"),
    ("helper_as_a_default", """
        def peek(g, me, prm, ask=decision):
            return DEFER
        """, "uses the function decision as a value"),
]


@pytest.mark.parametrize("name,body,words", ATTRIBUTE_CASES, ids=[c[0] for c in ATTRIBUTE_CASES])
def test_attributes_only_of_imported_modules(tmp_path, name, body, words):
    f = _file(tmp_path, INTRIGE, body)
    _refused(tmp_path, ["intrige", "play", f"{f}:peek", "honest"], words)


# rules the game is handed in ways the check once followed only after the file had run
UNFOLLOWED_RULES = [
    ("njit_called", DOMINION, """
        from numba import njit
        def helper(g, me, prm):
            return GOLD
        peek = njit(helper)
        """, ["strategies"], "calls njit as a function"),
    ("rule_from_a_list", DOMINION, """
        from strategies import Strategy
        def spy(g, me, prm):
            return PROVINCE if g.supply[PROVINCE] < 3 else GOLD
        rules = [spy]
        peek = Strategy("spy", rules[0])
        """, ["strategies"], "uses the function spy as a value"),
    ("rule_from_a_call", DOMINION, """
        from strategies import Strategy
        def pick(i):
            return GOLD
        peek = Strategy("spy", pick(0))
        """, ["strategies"], "hands Strategy a rule as pick(0)"),
    ("intrige_rule_from_a_list", INTRIGE, """
        from strategies.intrige import IStrategy
        def spy(g, me, prm):
            return DEFER if g.hid[0, 0] == 0 else act(TAX)
        peek = IStrategy("spy", [spy][0])
        """, ["intrige", "play"], "hands IStrategy a rule as [spy][0]"),
]


@pytest.mark.parametrize("name,header,body,command,words", UNFOLLOWED_RULES,
                         ids=[c[0] for c in UNFOLLOWED_RULES])
def test_rules_are_checked_before_the_file_runs(tmp_path, name, header, body, command, words):
    f = _file(tmp_path, header, body)
    args = command + [f"{f}:peek"] + (["honest"] if command[0] == "intrige" else [])
    _refused(tmp_path, args, words)


def test_fair_files_still_load(tmp_path):
    """A fair file using what the check allows: module constants, math, list methods,
    a helper called with prm, njit as a decorator, Strategy with Params."""
    f = _file(tmp_path, DOMINION, """
        import math
        from numba import njit
        import simcore.dominion.cards as cards
        from strategies import Param, Strategy

        @njit(cache=True)
        def limit(prm):
            return prm[0]

        def fair(g, me, prm):
            xs = [GOLD, PROVINCE]
            xs.append(cards.SILVER)
            if ok(g, PROVINCE) and math.floor(limit(prm)) > 0:
                return xs[1]
            for c in xs:
                if ok(g, c):
                    return c
            return NONE

        fair_bot = Strategy("fair-bot", fair, params=(Param("go", 1, 0, 5),))
        """)
    r = CliRunner().invoke(cli, ["match", f"{f}:fair_bot", "big-money", "--games", "4",
                                 "--out", str(tmp_path / "out.parquet"), "--quiet"])
    assert r.exit_code == 0, r.output
    assert RAN in r.output
    assert (tmp_path / "out.parquet").exists()
