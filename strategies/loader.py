"""Users' strategy files, for every game: importing them after the fair-play check, and the
check of their rules' functions; each game's spec module (strategies/dominion/spec.py,
strategies/intrige/spec.py) resolves names and parameters and passes its own view module
and allowed imports.

A user's functions may read the game only through the game's view module: their source is
checked with `ast`, and the state argument (the first parameter) may only be passed on, as an
argument, to view helpers, to built-in strategy functions, or to other functions of the
user's file (which are checked the same way). Anything else -- `g.supply`, `g[...]`,
`h = g` -- is refused with a one-line StrategyError.
"""
import ast
import builtins
import hashlib
import importlib.util
import inspect
import linecache
import os
import re
import sys
import textwrap
import threading
import types as pytypes
from pathlib import Path

import numba

from simcore.driver import is_user_file, remember_user_file
from strategies.errors import (  # noqa: F401  (StrategyError: its home)
    StrategyError,
    same_name,
    suggest,
)
from strategies.filecheck import check_source
from strategies.stateflow import check_flow

USER_PREFIX = "domsim_user_"
TRUSTED_PREFIX = "strategies."                    # g may be passed to the built-in library


# --- specs ----------------------------------------------------------------------------

def split_spec(spec):
    """(file or None, name, [parameter settings]) of a spec:
    'smithy-bm:money=16' -> (None, 'smithy-bm', ['money=16']);
    'mybots.py:aggro:k=2' -> ('mybots.py', 'aggro', ['k=2'])."""
    i = spec.find(".py:")
    if i >= 0:
        name, *args = spec[i + 4:].split(":")
        return spec[:i + 3], name, args
    name, *args = spec.split(":")
    return None, name, args


def is_file_spec(spec):
    return split_spec(spec)[0] is not None


# --- user files -----------------------------------------------------------------------

def _module_key(path):
    """The module name simcore.driver.load_function uses for a file (so the file is
    imported once and the driver finds the same module)."""
    return USER_PREFIX + hashlib.sha256(os.path.abspath(path).encode()).hexdigest()[:10]


_TREES = {}                 # a user file's path -> its checked syntax tree
# a Dask worker's threads: none may take the module before another has finished importing it
_IMPORT_LOCK = threading.RLock()


def import_file(path, table, name, view, hint):
    """Import a strategy file (once per process), after the fair-play check of its whole
    text (strategies/filecheck.py, against `table`, the game's allowed imports) and of where
    its rules' state argument goes (strategies/stateflow.py: the rule `name` and the file's
    strategy objects, reading the game through `view`): no code of a refused file runs. The
    module runs the very text that was checked, and simcore.driver keeps it for the driver
    and for cluster workers. Raises StrategyError with the reason."""
    with _IMPORT_LOCK:
        return _import_file(path, table, name, view, hint)


def _import_file(path, table, name, view, hint):
    if not os.path.isfile(path):
        where = "a folder, not a file" if os.path.isdir(path) else "not found"
        raise StrategyError(f"strategy file {path!r}: {where}")
    key = _module_key(path)
    full = os.path.abspath(path)
    mod = sys.modules.get(key)
    if mod is not None:
        check_flow(_TREES[full], path, name, view, TRUSTED_PREFIX.rstrip("."), hint)
        return mod
    try:
        data = Path(full).read_bytes()
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise StrategyError(f"strategy file {path!r} cannot be read: {_one_line(str(e))}") \
            from None
    tree = check_source(text, path, table,
                        lambda t: check_flow(t, path, name, view, TRUSTED_PREFIX.rstrip("."),
                                             hint))
    spec = importlib.util.spec_from_file_location(key, full)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[key] = mod
    lines = text.splitlines(keepends=True)
    linecache.cache[full] = (len(text), None, lines, full)     # inspect reads what ran
    try:
        exec(compile(tree, full, "exec"), vars(mod))
    except BaseException as e:
        del sys.modules[key]
        if isinstance(e, KeyboardInterrupt):
            raise
        why = f"{type(e).__name__}: {e}".strip()
        line = _user_line(e, full)
        if line:
            why += f" (line {line})"
        raise StrategyError(f"strategy file {path!r} does not import: {_one_line(why)}") from None
    remember_user_file(full, key, data)
    _TREES[full] = tree
    _jit_plain_functions(mod)
    return mod


def _jit_plain_functions(mod):
    """Compile the file's own plain functions with numba (lazily, on first call), so that a
    strategy may call helper functions of its file without a decorator."""
    for k, v in list(vars(mod).items()):
        if (isinstance(v, pytypes.FunctionType) and v.__module__ == mod.__name__
                and not k.startswith("__")):
            setattr(mod, k, numba.njit(cache=True)(v))


def _user_line(exc, filename):
    tb = exc.__traceback__
    line = None
    while tb is not None:
        if os.path.abspath(tb.tb_frame.f_code.co_filename) == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def _one_line(text, limit=300):
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


def own_name(s, spec, registry):
    """Refuse a file's bot named like a built-in of `registry` (in any spelling): results
    name bots by their names, and a name must mean the bot that played."""
    builtin = same_name(s.name, registry)
    if builtin is not None:
        raise StrategyError(f"strategy {spec!r} is named {s.name!r}, the name of a built-in "
                            f"bot ({builtin}); give it a name of its own")


def _is_function(v):
    return isinstance(_py(v), pytypes.FunctionType)


def _py(f):
    return getattr(f, "py_func", f)


def _is_user(f):
    """Was f defined in a user's strategy file? By where its code is, whatever its
    `__module__` says."""
    code = getattr(_py(f), "__code__", None)
    return (getattr(_py(f), "__module__", "") or "").startswith(USER_PREFIX) or (
        code is not None and is_user_file(code.co_filename))


# --- the source check -----------------------------------------------------------------

def _check_function(sname, fn, argpos, seen, allowed, hint=""):
    """Refuse fn if its state argument (parameter argpos) is used other than as an argument of
    a function from `allowed` (a game's view modules), the built-in library, or the user's own
    functions (checked the same way). `hint`: the view's helpers, named in the message."""
    key = (fn.__module__, fn.__qualname__, argpos)
    if key in seen:
        return
    seen.add(key)
    where = f"{os.path.basename(fn.__code__.co_filename)}"
    try:
        src = textwrap.dedent(inspect.getsource(fn))
        tree = ast.parse(src)
    except (OSError, TypeError, SyntaxError):
        raise StrategyError(f"strategy {sname!r}: cannot read the source of {fn.__name__} "
                            f"({where}) to check it") from None
    fdef = next((n for n in ast.walk(tree)
                 if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == fn.__name__),
                None)
    if fdef is None:
        raise StrategyError(f"strategy {sname!r}: {fn.__name__} ({where}) must be a plain `def` "
                            "function")
    params = [a.arg for a in fdef.args.posonlyargs + fdef.args.args]
    if argpos >= len(params):
        raise StrategyError(f"strategy {sname!r}: {fn.__name__} ({where}) must take the game "
                            f"state as its parameter number {argpos + 1}")
    gname = params[argpos]
    line0 = fn.__code__.co_firstlineno - 1

    def refuse(node, what):
        raise StrategyError(
            f"strategy {sname!r}: function {fn.__name__} ({where}, line {line0 + node.lineno}) "
            f"{what}; strategies read the game only through {allowed[0]}"
            + hint)

    parents = {}
    for node in ast.walk(fdef):
        for child in ast.iter_child_nodes(node):
            parents[child] = node

    for node in ast.walk(fdef):
        if isinstance(node, ast.Lambda) or (
                isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node is not fdef):
            a = node.args
            if gname in [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]:
                refuse(node, f"defines an inner function over {gname!r}")
        if not (isinstance(node, ast.Name) and node.id == gname):
            continue
        if isinstance(node.ctx, ast.Store):
            refuse(node, f"rebinds the state argument {gname!r}")
        parent = parents.get(node)
        if isinstance(parent, ast.Attribute):
            refuse(node, f"reads the state directly ({gname}.{parent.attr})")
        if isinstance(parent, ast.Subscript) and parent.value is node:
            refuse(node, f"reads the state directly ({gname}[...])")
        if isinstance(parent, ast.keyword):
            call, pos, kw = parents.get(parent), None, parent.arg
        elif isinstance(parent, ast.Call) and node in parent.args:
            call, pos, kw = parent, parent.args.index(node), None
        else:
            refuse(node, f"uses the state argument {gname!r} other than as an argument of a view "
                         "helper")
        callee = _resolve(call.func, fn.__globals__)
        cname = ast.unparse(call.func)
        if callee is None and isinstance(call.func, ast.Name):
            raise StrategyError(
                f"strategy {sname!r}: function {fn.__name__} ({where}, line "
                f"{line0 + node.lineno}) calls {cname}, which is not defined (a missing "
                "import?)")
        if callee is None:
            refuse(node, f"passes {gname!r} to {cname}, which the checker cannot resolve "
                         "(call view helpers and your own functions by name)")
        cpy = _py(callee)
        cmod = getattr(cpy, "__module__", "") or ""
        user = _is_user(cpy)            # by where its code is: __module__ can be set
        if not user and (cmod in allowed or cmod.startswith(TRUSTED_PREFIX)):
            continue
        if user and isinstance(cpy, pytypes.FunctionType):
            if kw is not None:
                names = list(inspect.signature(cpy).parameters)
                if kw not in names:
                    refuse(node, f"passes {gname!r} to {cname} as unknown keyword {kw!r}")
                pos = names.index(kw)
            _check_function(sname, cpy, pos, seen, allowed, hint)
            continue
        refuse(node, f"passes {gname!r} to {cname} (from {cmod or 'unknown'}), which is not a "
                     "view helper")


def _resolve(expr, env):
    """The object a call target like `ok`, `view.ok` or `simcore.dominion.view.ok` names."""
    if isinstance(expr, ast.Name):
        if expr.id in env:
            return env[expr.id]
        return getattr(builtins, expr.id, None)
    if isinstance(expr, ast.Attribute):
        base = _resolve(expr.value, env)
        return None if base is None else getattr(base, expr.attr, None)
    return None


_EXPLAIN = [
    (re.compile(r"setitem\(readonly array"),       # the row is PRM_ROW (simcore/driver.py)
     "it writes to prm, which is read-only (a rule reads its parameters; keep a value it "
     "changes in a variable of its own)"),
    (re.compile(r"Untyped global name '(\w+)'.*?(?:NameError|not defined)"),
     "{0} is not defined (a missing import?)"),
    (re.compile(r"Untyped global name '(\w+)'"),
     "it uses {0}, which numba cannot compile here: strategy code may use numbers, card "
     "constants, the view helpers and functions of its own file"),
    (re.compile(r"NameError: name '(\w+)' is not defined|name '(\w+)' is not defined"),
     "{0} is not defined (a missing import?)"),
    (re.compile(r"Can't unify return type from the following types: ([^\n]+?)(?: Return of| $|$)"),
     "it returns values of different types ({0}); return an int (a card id, NONE, DEFER or an "
     "option number) on every path"),
    (re.compile(r"Cannot unify ([^\n]+?) and ([^\n]+?) for '(\w+)'"),
     "the variable {2} holds values of different types ({0} and {1})"),
    (re.compile(r"Unknown attribute '(\w+)' of type array\("),
     "it reads prm.{0}: prm is an array of numbers; read the parameters as prm[0], prm[1], "
     "... in the order they are declared"),
    (re.compile(r"Unknown attribute '(\w+)' of type (\S+?)(?: File|\s*\[|\s*$)"),
     "it reads .{0} of a {1}, which has no such attribute"),
    (re.compile(r"Invalid use of type\(CPUDispatcher\(<function (\w+) at \w+>\)\) with "
                r"parameters \((.*?)\)(?: Known| File| No|$)"),
     "it calls {0} with arguments of types ({1}); pass the game g, seat numbers and card ids "
     "(whole numbers)"),
]


# view helpers that numba inlines name their inner function in its errors
_INNER = {"legal_card": "ok", "legal": "allowed", "_money": "money", "_cost": "cost"}


def _short_records(text):
    """numba spells the state record's type in full (Record(n[type=int64;offset=0],...)):
    'g' says it."""
    out, i = [], 0
    while True:
        j = text.find("Record(", i)
        if j < 0:
            return "".join(out) + text[i:]
        out.append(text[i:j] + "g")
        depth, k = 0, j + len("Record")
        while k < len(text):
            if text[k] in "([":
                depth += 1
            elif text[k] in ")]":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        i = k + 1


def explain_numba(e, intrige=False):
    """A common numba failure in words (see _EXPLAIN; `intrige`: only the words that are
    not about Dominion's cards), else numba's reason shortened."""
    text = _short_records(numba_reason(e, limit=None))
    for pat, words in _EXPLAIN[:1] if intrige else _EXPLAIN:
        m = pat.search(text)
        if m:
            groups = [_INNER.get(x, x) for x in m.groups() if x is not None]
            return words.format(*[_one_line(x, 80) for x in groups])
    return _one_line(text, 600)


_ANSI = re.compile(r"\x1b\[[0-9;]*m")


def numba_reason(e, limit=600):
    """numba's error message, short: without the pipeline banner, colours and the
    'During: ...' trail, in one paragraph."""
    text = _ANSI.sub("", str(e))
    keep = []
    for line in text.splitlines():
        s = line.strip()
        if not s or s.startswith("Failed in nopython mode pipeline") or s.startswith("Failed in"):
            continue
        if s.startswith("During:") or s.startswith("See http") or s.startswith("For more"):
            break
        if set(s) <= set("^ "):
            continue
        keep.append(s)
    text = " ".join(" ".join(keep).split()) or type(e).__name__
    return text if limit is None else _one_line(text, limit=limit)
