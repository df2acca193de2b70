"""Resolving strategy specs and loading users' strategy files.

    get("big-money")              a built-in (strategies.REGISTRY)
    get("bm-militia:1")           the bm-<card> family with k overridden
    get("mybots.py:aggro")        `aggro` from a file: a Strategy object, or a plain function
                                  used as the buy rule
    get("mybots.toml:witch-bm")   a buy-list bot from a TOML or Geronimoo XML file
                                  (strategies/botfile.py)

A user's functions may read the game only through `simcore.dominion.view`: their source is
checked with `ast`, and the state argument (the first parameter) may only be passed on, as an
argument, to view helpers, to built-in strategy functions, or to other functions of the
user's file (which are checked the same way). Anything else -- `g.supply`, `g[...]`,
`h = g` -- is refused with a one-line StrategyError. User functions are then compiled once
(numba, cached) so that a compile error names the strategy instead of surfacing deep in the
driver.
"""
import ast
import dataclasses
import difflib
import hashlib
import inspect
import os
import re
import sys
import textwrap
import types as pytypes

from simcore.dominion.cards import BASIC, IDS, IMPLEMENTED, NAMES, snake
from strategies.api import REGISTRY, Strategy

USER_PREFIX = "domsim_user_"
ALLOWED_MODULES = ("simcore.dominion.view",)      # g may be passed to these ...
TRUSTED_PREFIX = "strategies."                    # ... and to the built-in library


class StrategyError(ValueError):
    """A strategy spec that cannot be resolved or a strategy that cannot be used; the message
    is one line (plus numba's reason for compile failures)."""


# --- resolving names ------------------------------------------------------------------

def builtin_names():
    return sorted(REGISTRY)


def suggest(word, choices, n=3):
    near = difflib.get_close_matches(word, list(choices), n=n, cutoff=0.6)
    return f" (did you mean {', '.join(near)}?)" if near else ""


def is_file_spec(spec):
    return ":" in spec and spec.rsplit(":", 1)[0].endswith(".py")


def get(spec, compile=True):
    """The Strategy for a spec (see the module docstring). Raises StrategyError."""
    spec = spec.strip()
    if spec in REGISTRY:
        return REGISTRY[spec]
    if _is_data_spec(spec):           # bots as data: FILE.toml[:NAME], FILE.xml[:NAME]
        from strategies.botfile import load_spec
        return load_spec(spec)
    if is_file_spec(spec):
        path, name = spec.rsplit(":", 1)
        return load_file_strategy(path, name, compile=compile)
    if spec.endswith(".py"):
        raise StrategyError(f"strategy {spec!r}: say which function or Strategy of the file to use, "
                            f"as {spec}:NAME")
    if spec.startswith("bm-"):
        return _bm(spec)
    raise StrategyError(f"unknown strategy {spec!r}{suggest(spec, builtin_names())}; "
                        "see `domsim strategies`, or load one from a file as FILE.py:NAME")


def _is_data_spec(spec):
    from strategies.botfile import is_data_spec
    return is_data_spec(spec)


def _bm(spec):
    from strategies.bm_cards import make_bm
    body, _, k = spec[3:].partition(":")
    key = snake(body)
    if key not in IDS or IDS[key] in BASIC:
        fam = [n for n in REGISTRY if n.startswith("bm-")]
        raise StrategyError(f"unknown strategy {spec!r}: no kingdom card {body!r}"
                            f"{suggest(spec.split(':')[0], fam)}; see `domsim strategies`")
    x = IDS[key]
    if x not in IMPLEMENTED:
        raise StrategyError(f"strategy {spec!r}: {NAMES[x]} is not implemented yet "
                            "(see `domsim cards`)")
    if k == "":
        return REGISTRY.get(f"bm-{body}") or make_bm(x)
    if not re.fullmatch(r"\d+", k):
        raise StrategyError(f"strategy {spec!r}: k must be a whole number of copies, "
                            f"as in bm-{body}:2")
    return make_bm(x, int(k))


# --- user files -----------------------------------------------------------------------

def _module_key(path):
    """The module name simcore.dominion.driver.load_function uses for a file (so the file is
    imported once and the driver finds the same module)."""
    return USER_PREFIX + hashlib.sha256(os.path.abspath(path).encode()).hexdigest()[:10]


def import_file(path):
    """Import a strategy file (once per process). Raises StrategyError with the reason."""
    import importlib.util
    if not os.path.isfile(path):
        where = "a folder, not a file" if os.path.isdir(path) else "not found"
        raise StrategyError(f"strategy file {path!r}: {where}")
    key = _module_key(path)
    mod = sys.modules.get(key)
    if mod is not None:
        return mod
    spec = importlib.util.spec_from_file_location(key, os.path.abspath(path))
    mod = importlib.util.module_from_spec(spec)
    sys.modules[key] = mod
    try:
        spec.loader.exec_module(mod)
    except BaseException as e:
        del sys.modules[key]
        if isinstance(e, KeyboardInterrupt):
            raise
        if isinstance(e, SyntaxError):
            why = f"SyntaxError: {e.msg} (line {e.lineno})"
        else:
            why = f"{type(e).__name__}: {e}".strip()
            line = _user_line(e, os.path.abspath(path))
            if line:
                why += f" (line {line})"
        raise StrategyError(f"strategy file {path!r} does not import: {_one_line(why)}") from None
    return mod


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


def load_file_strategy(path, name, compile=True):
    """`name` from a user's file as a Strategy (checked, and compiled if `compile`)."""
    mod = import_file(path)
    spec = f"{path}:{name}"
    if not hasattr(mod, name):
        defined = [k for k, v in vars(mod).items()
                   if not k.startswith("_") and (isinstance(v, Strategy) or _is_function(v))
                   and _defined_in(v, mod)]
        hint = suggest(name, defined) or (f" (it defines: {', '.join(defined)})" if defined else "")
        raise StrategyError(f"strategy file {path!r} has no {name!r}{hint}")
    obj = getattr(mod, name)
    if isinstance(obj, Strategy):
        s = obj
        if not s.needs:
            s = dataclasses.replace(s, needs=_infer_needs(s.functions()))
    elif _is_function(obj):
        f = _py(obj)
        doc = (inspect.getdoc(f) or "").strip().splitlines()
        summary = doc[0] if doc else f"user buy rule {name} from {os.path.basename(path)}"
        s = Strategy(name, obj, summary=summary, needs=_infer_needs([obj]), family="user")
    else:
        raise StrategyError(f"strategy {spec!r}: {name} is a {type(obj).__name__}, not a "
                            "function or a strategies.Strategy")
    s.origin = os.path.abspath(path) + ":" + name
    check_strategy(s)
    if compile:
        compile_strategy(s)
    return s


def _is_function(v):
    return isinstance(_py(v), pytypes.FunctionType)


def _py(f):
    return getattr(f, "py_func", f)


def _defined_in(v, mod):
    if isinstance(v, Strategy):
        return True
    return getattr(_py(v), "__module__", None) == mod.__name__


def _is_user(f):
    return getattr(_py(f), "__module__", "").startswith(USER_PREFIX)


def _infer_needs(functions):
    """Kingdom cards named in the functions' sources (constants like SMITHY or cards.SMITHY):
    the default kingdom includes them."""
    found = set()
    for f in functions:
        if not _is_user(f):
            continue
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(_py(f))))
        except (OSError, TypeError, SyntaxError):
            continue
        for node in ast.walk(tree):
            ident = node.id if isinstance(node, ast.Name) else (
                node.attr if isinstance(node, ast.Attribute) else None)
            if ident and ident.isupper() and ident.lower() in IDS:
                c = IDS[ident.lower()]
                if c not in BASIC and _resolves_to_card(f, ident, c):
                    found.add(c)
    return tuple(sorted(found))


def _resolves_to_card(f, ident, c):
    v = _py(f).__globals__.get(ident, c)
    return isinstance(v, int) and v == c


# --- the source check -----------------------------------------------------------------

def check_strategy(s):
    """Refuse user functions of Strategy s that read the state record directly."""
    seen = set()
    for role, f in (("buy rule", s.buy), ("action rule", s.action), ("decision rule", s.decide)):
        if f is None:
            continue
        if not callable(f):
            raise StrategyError(f"strategy {s.name!r}: its {role} is a {type(f).__name__}, "
                                "not a function")
        if _is_user(f):
            _check_function(s.name, _py(f), 0, seen)


def _check_function(sname, fn, argpos, seen):
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
            f"{what}; strategies read the game only through simcore.dominion.view "
            "(ok, coins, count, money, prov, ...)")

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
        if callee is None:
            refuse(node, f"passes {gname!r} to {cname}, which the checker cannot resolve "
                         "(call view helpers and your own functions by name)")
        cpy = _py(callee)
        cmod = getattr(cpy, "__module__", "") or ""
        if cmod in ALLOWED_MODULES or cmod.startswith(TRUSTED_PREFIX):
            continue
        if cmod.startswith(USER_PREFIX) and isinstance(cpy, pytypes.FunctionType):
            if kw is not None:
                names = list(inspect.signature(cpy).parameters)
                if kw not in names:
                    refuse(node, f"passes {gname!r} to {cname} as unknown keyword {kw!r}")
                pos = names.index(kw)
            _check_function(sname, cpy, pos, seen)
            continue
        refuse(node, f"passes {gname!r} to {cname} (from {cmod or 'unknown'}), which is not a "
                     "view helper")


def _resolve(expr, env):
    """The object a call target like `ok`, `view.ok` or `simcore.dominion.view.ok` names."""
    if isinstance(expr, ast.Name):
        if expr.id in env:
            return env[expr.id]
        import builtins
        return getattr(builtins, expr.id, None)
    if isinstance(expr, ast.Attribute):
        base = _resolve(expr.value, env)
        return None if base is None else getattr(base, expr.attr, None)
    return None


# --- compiling ------------------------------------------------------------------------

def _signature():
    import numpy as np
    from numba import typeof, types

    from simcore.dominion.state import new_states
    from strategies.api import NPRM
    return (typeof(new_states(1)[0]), types.int64, typeof(np.zeros((2, NPRM), np.int64)[0]))


def compile_strategy(s):
    """Compile the user functions of s for the driver's call signature; a failure is a
    StrategyError naming the strategy, the function, and numba's reason."""
    import numba
    from numba import types
    from numba.core.registry import CPUDispatcher
    sig = _signature()
    for role, f in (("buy rule", s.buy), ("action rule", s.action), ("decision rule", s.decide)):
        if f is None or not _is_user(f):
            continue
        disp = f if isinstance(f, CPUDispatcher) else numba.njit(cache=True)(f)
        try:
            disp.compile(sig)
        except Exception as e:                         # numba's TypingError, UnsupportedError ...
            raise StrategyError(f"strategy {s.name!r}: numba cannot compile its {role} "
                                f"{_py(f).__name__}: {numba_reason(e)}") from None
        ret = disp.overloads[sig].signature.return_type
        if not isinstance(ret, (types.Integer, types.Boolean)):
            raise StrategyError(
                f"strategy {s.name!r}: its {role} {_py(f).__name__} must return a card id, NONE, "
                f"DEFER or an option number (an int) on every path; numba typed its result as "
                f"{ret} (a missing `return NONE` at the end gives an optional type)")


_ANSI = re.compile(r"\x1b\[[0-9;]*m")


def numba_reason(e):
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
    return _one_line(" ".join(keep) or type(e).__name__, limit=600)
