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
import builtins
import dataclasses
import functools
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
from numba import types
from numba.core.registry import CPUDispatcher

from simcore.dominion.cards import BASIC, IDS, IMPLEMENTED, NAMES, snake
from simcore.dominion.state import RECORD
from simcore.driver import PRM_ROW, is_user_file, remember_user_file
from strategies.api import REGISTRY, Strategy, norm_param
from strategies.bm_cards import make_bm
from strategies.bot_files import is_data_spec, load_spec
from strategies.errors import (  # noqa: F401  (StrategyError: its home)
    StrategyError,
    same_name,
    suggest,
)
from strategies.filecheck import allowed_imports, check_source
from strategies.rollout import is_rollout_spec, rollout_of
from strategies.stateflow import check_flow

USER_PREFIX = "domsim_user_"
ALLOWED_MODULES = ("simcore.dominion.view",)      # g may be passed to these ...
TRUSTED_PREFIX = "strategies."                    # ... and to the built-in library
VIEW_HINT = " (ok, coins, count, money, prov, ...)"


# --- resolving names ------------------------------------------------------------------

def builtin_names():
    return sorted(REGISTRY)


@functools.lru_cache(maxsize=256)
def _near_builtins(key, registered):
    """suggest() among the built-ins, remembered: the cluster asks for every strategy built in
    code whether a built-in has its name, and the suggestions of a failed lookup took 11 ms
    each. (`registered`, the registry's size, renews it when strategies are added.)"""
    return suggest(key, builtin_names())


def norm_name(name):
    """Strategy names match in any case, with '-', '_' or spaces: 'Smithy_BM' is smithy-bm."""
    return re.sub(r"[\s_]+", "-", name.strip().lower())


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


def get(spec, compile=True):
    """The Strategy for a spec (see the module docstring). Raises StrategyError."""
    spec = spec.strip()
    if spec in REGISTRY:
        return REGISTRY[spec]
    if is_rollout_spec(spec):        # rollout[-K]:BOT, any BOT spec
        return rollout_of(spec, lambda inner: get(inner, compile=compile))
    if is_data_spec(spec):           # bots as data: FILE.toml[:NAME], FILE.xml[:NAME]
        return load_spec(spec)
    path, name, args = split_spec(spec)
    if path is not None:
        s = load_file_strategy(path, name, compile=compile)
        return apply_params(s, args, spec)
    if spec.endswith(".py"):
        raise StrategyError(f"strategy {spec!r}: say which function or Strategy of the file to use, "
                            f"as {spec}:NAME")
    key = norm_name(name)
    if key.startswith("bm-") and not (key in _index() and REGISTRY[_index()[key]].family != "bm"):
        return _bm(spec, key, args)
    if key not in _index():
        raise StrategyError(f"unknown strategy {name!r}{_near_builtins(key, len(REGISTRY))}; "
                            "see `domsim strategies`, or load one from a file as FILE.py:NAME")
    return apply_params(REGISTRY[_index()[key]], args, spec)


def _index():
    return _index_of(len(REGISTRY))


@functools.lru_cache(maxsize=4)
def _index_of(registered):
    """{normalised name: name} of the built-ins, made again when strategies are added (1.4
    ms a lookup otherwise, asked for every strategy a cluster run ships)."""
    return {norm_name(n): n for n in REGISTRY}


def parse_params(s, args, spec):
    """{Param: value} from settings like ['money=16', 'duchy=5'] (or bare values, which set
    the declared parameters in order: 'bm-militia:1'). Raises StrategyError naming the
    declared parameters."""
    args = [a.strip() for a in args]
    if args == [""]:
        args = []
    if not args:
        return {}
    base = getattr(s, "base_name", s.name).split(":")[0]
    declared = ", ".join(p.name for p in s.declared)
    if not s.declared:
        raise StrategyError(f"strategy {spec!r}: {base} has no parameters; drop "
                            f"':{':'.join(args)}'")
    out = {}
    for i, a in enumerate(args):
        key, eq, text = a.partition("=")
        if not eq:
            if i >= len(s.declared) or any("=" in x for x in args[:i]):
                raise StrategyError(f"strategy {spec!r}: {a!r} is not a setting; write "
                                    f"NAME=VALUE with NAME one of {declared}")
            p, text = s.declared[i], a
        else:
            p = s.find_param(key)
            if p is None:
                hint = suggest(norm_param(key), [norm_param(q.name) for q in s.declared])
                raise StrategyError(f"strategy {spec!r}: {base} has no parameter {key.strip()!r}"
                                    f"{hint}; its parameters: {declared}")
        if p in out:
            raise StrategyError(f"strategy {spec!r}: {p.name} is set twice")
        out[p] = _value(p, text.strip(), spec)
    return out


def _value(p, text, spec):
    for w, v in p.words:
        if text.lower() == w:
            return v
    try:
        v = int(text.replace("_", ""))
    except ValueError:
        raise StrategyError(f"strategy {spec!r}: {p.name} must be a whole number, "
                            f"{p.range_text()}; got {text!r}") from None
    if not p.lo <= v <= p.hi:
        raise StrategyError(f"strategy {spec!r}: {p.name}={v} is out of range; give "
                            f"{p.range_text()}")
    return v


def variant(spec, values):
    """The strategy `spec` (a name, FILE.py:NAME or a Strategy) with named parameters set:
    variant("smithy-bm", {"money": 16}) is get("smithy-bm:money=16"); values may be ints or
    words ("unlimited"). Settings in the spec stay unless `values` overrides them. Raises
    StrategyError (one line, naming the declared parameters) like get()."""
    s = spec if isinstance(spec, Strategy) else get(spec, compile=True)
    current = {p.name: s.param_values()[p.name] for p in s.declared}
    label = spec if isinstance(spec, str) else s.name
    args = [f"{k}={v}" for k, v in values.items()]
    new = parse_params(s, args, f"{label}:{':'.join(args)}")     # names and ranges checked
    merged = {p: current[p.name] for p in s.declared}
    merged.update(new)
    changed = {p: v for p, v in merged.items() if v != p.default}
    if s.family == "bm" and s.needs:
        kp = next((p for p in merged if p.name == "k"), None)
        b = make_bm(s.needs[0], merged[kp] if kp is not None else None)
        rest = {p: v for p, v in changed.items() if p.name != "k"}
        return b.with_params(rest) if rest else b
    base = REGISTRY.get(getattr(s, "base_name", s.name).split(":")[0]) if not hasattr(
        s, "origin") else None
    if base is not None and base.declared == s.declared:
        return base.with_params(changed) if changed else base
    return s.with_params(merged)


def apply_params(s, args, spec):
    values = {p: v for p, v in parse_params(s, args, spec).items()
              if v != s.params[s.slot(p)]}          # settings that change nothing: s itself
    return s.with_params(values) if values else s


def _bm(spec, key, args):
    body = key[3:]
    ckey = snake(body)
    if ckey not in IDS or IDS[ckey] in BASIC:
        fam = [n for n in REGISTRY if n.startswith("bm-")]
        raise StrategyError(f"unknown strategy {spec!r}: no kingdom card {body!r}"
                            f"{suggest(key, fam)}; see `domsim strategies`")
    x = IDS[ckey]
    if x not in IMPLEMENTED:
        raise StrategyError(f"strategy {spec!r}: {NAMES[x]} is not implemented yet "
                            "(see `domsim cards`)")
    base = REGISTRY.get(f"bm-{body}") or make_bm(x)
    values = parse_params(base, args, spec)
    k = next((v for p, v in values.items() if p.name == "k"), None)
    s = base if k is None else make_bm(x, k)
    rest = {p: v for p, v in values.items() if p.name != "k"}
    return s.with_params(rest, name=None) if rest else s


# --- user files -----------------------------------------------------------------------

def _module_key(path):
    """The module name simcore.driver.load_function uses for a file (so the file is
    imported once and the driver finds the same module)."""
    return USER_PREFIX + hashlib.sha256(os.path.abspath(path).encode()).hexdigest()[:10]


_TREES = {}                 # a user file's path -> its checked syntax tree
# a Dask worker's threads: none may take the module before another has finished importing it
_IMPORT_LOCK = threading.RLock()


def import_file(path, table=None, name=None, view=ALLOWED_MODULES[0], hint=VIEW_HINT):
    """Import a strategy file (once per process), after the fair-play check of its whole
    text (strategies/filecheck.py, against `table`, the game's allowed imports: Dominion's by
    default) and of where its rules' state argument goes (strategies/stateflow.py: the rule
    `name` and the file's strategy objects, reading the game through `view`): no code of a
    refused file runs. The module runs the very text that was checked, and simcore.driver
    keeps it for the driver and for cluster workers. Raises StrategyError with the reason."""
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
    tree = check_source(text, path, table if table is not None else dominion_imports(),
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


@functools.lru_cache(maxsize=None)
def dominion_imports():
    """What a Dominion strategy file may import (strategies/filecheck.py)."""
    classes = {"Strategy", "Param", "NPRM"}        # not REGISTRY: no file changes a built-in
    table = allowed_imports("simcore.dominion.view", ["simcore.dominion.cards",
                                                      "simcore.dominion.state"],
                            "strategies", classes)
    table["strategies.api"] = classes
    return table


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


def load_file_strategy(path, name, compile=True):
    """`name` from a user's file as a Strategy (checked, and compiled if `compile`)."""
    mod = import_file(path, name=name)
    spec = f"{path}:{name}"
    if not hasattr(mod, name):          # names match in any case, with '-' or '_'
        same = [k for k, v in vars(mod).items() if not k.startswith("_")
                and norm_param(k) == norm_param(name)
                and (isinstance(v, Strategy) or _is_function(v)) and _defined_in(v, mod)]
        if len(same) == 1:
            name = same[0]
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
    own_name(s, f"{path}:{name}", REGISTRY)
    s.origin = os.path.abspath(path) + ":" + name
    check_strategy(s)
    if compile:
        compile_strategy(s)
    return s


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


def _defined_in(v, mod):
    if isinstance(v, Strategy):
        return True
    return getattr(_py(v), "__module__", None) == mod.__name__


def _is_user(f):
    """Was f defined in a user's strategy file? By where its code is, whatever its
    `__module__` says."""
    code = getattr(_py(f), "__code__", None)
    return (getattr(_py(f), "__module__", "") or "").startswith(USER_PREFIX) or (
        code is not None and is_user_file(code.co_filename))


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


def _check_function(sname, fn, argpos, seen, allowed=ALLOWED_MODULES):
    """Refuse fn if its state argument (parameter argpos) is used other than as an argument of
    a function from `allowed` (a game's view modules), the built-in library, or the user's own
    functions (checked the same way)."""
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
            + (VIEW_HINT if allowed == ALLOWED_MODULES else ""))

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
            _check_function(sname, cpy, pos, seen, allowed)
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


# --- compiling ------------------------------------------------------------------------

def _signature():
    """The driver's call: (state record, seat, the entry's read-only parameter row)."""
    return (RECORD, types.int64, PRM_ROW)


def compile_strategy(s):
    """Compile the user functions of s for the driver's call signature; a failure is a
    StrategyError naming the strategy, the function, and the reason in words where it is
    a common mistake (wrong argument count, missing return, mixed return types, a name numba
    cannot compile), else numba's own reason, shortened."""
    sig = _signature()
    for role, f in (("buy rule", s.buy), ("action rule", s.action), ("decision rule", s.decide)):
        if f is None or not _is_user(f):
            continue
        fn = _py(f)
        where = f"{role} {fn.__name__} ({os.path.basename(fn.__code__.co_filename)}, line " \
                f"{fn.__code__.co_firstlineno})"
        nargs = len(inspect.signature(fn).parameters)
        if nargs != 3:
            raise StrategyError(f"strategy {s.name!r}: its {where} takes {nargs} argument"
                                f"{'s' if nargs != 1 else ''}; strategy functions take three: "
                                "(g, me, prm)")
        _check_calls(s.name, fn, set())
        _check_returns(s.name, fn, where)
        disp = f if isinstance(f, CPUDispatcher) else numba.njit(cache=True)(f)
        try:
            disp.compile(sig)
        except Exception as e:                         # numba's TypingError, UnsupportedError ...
            raise StrategyError(f"strategy {s.name!r}: numba cannot compile its {where}: "
                                f"{explain_numba(e)}") from None
        ret = disp.overloads[sig].signature.return_type
        if isinstance(ret, types.Optional) or ret == types.none:
            raise StrategyError(
                f"strategy {s.name!r}: its {where} does not return a value on every path; add "
                "`return NONE` at the end (answers are card ids, NONE, DEFER or option numbers)")
        if not isinstance(ret, types.Integer):
            hint = " (use // for division: / gives a float)" if isinstance(ret, types.Float) \
                else ""
            raise StrategyError(
                f"strategy {s.name!r}: its {where} must return an int (a card id, NONE, DEFER or "
                f"an option number) on every path; it returns {ret} on some path{hint}")


def _check_returns(sname, fn, where):
    """A comparison, `not ...` or True/False returned would be taken as card 0 or 1 (numba
    makes it an int where another path returns one): refused with one line."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    except (OSError, TypeError, SyntaxError):
        return
    for node in ast.walk(tree):
        v = node.value if isinstance(node, ast.Return) else None
        if (isinstance(v, ast.Compare) or (isinstance(v, ast.UnaryOp) and isinstance(
                v.op, ast.Not)) or (isinstance(v, ast.Constant) and isinstance(v.value, bool))):
            raise StrategyError(
                f"strategy {sname!r}: its {where} returns True/False (line "
                f"{fn.__code__.co_firstlineno + node.lineno - 1}), which would be read as card "
                "0 or 1; return a card id, NONE, DEFER or an option number (1 or 0 for yes/no)")


def _check_calls(sname, fn, seen):
    """Calls from fn (and the functions of its file it calls) to view helpers and to the
    file's own functions must pass as many arguments as the callee takes: a one-line error
    instead of numba's page about 'Invalid use of ... with argument(s)'."""
    if fn in seen:
        return
    seen.add(fn)
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    except (OSError, TypeError, SyntaxError):
        return
    line0 = fn.__code__.co_firstlineno - 1
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, (ast.Name, ast.Attribute)):
            continue
        callee = _resolve(node.func, fn.__globals__)
        cpy = _py(callee) if callee is not None else None
        if not isinstance(cpy, pytypes.FunctionType):
            continue
        cmod = cpy.__module__ or ""
        if not (cmod in ALLOWED_MODULES or _is_user(cpy)):
            continue
        params = list(inspect.signature(cpy).parameters.values())
        need = [p for p in params if p.default is inspect.Parameter.empty]
        given = len(node.args) + len(node.keywords)
        if any(isinstance(a, ast.Starred) for a in node.args) or any(
                k.arg is None for k in node.keywords):
            continue
        if not len(need) <= given <= len(params):
            sig = ", ".join(p.name for p in params)
            raise StrategyError(
                f"strategy {sname!r}: {fn.__name__} ({os.path.basename(fn.__code__.co_filename)},"
                f" line {line0 + node.lineno}) calls {cpy.__name__} with {given} argument"
                f"{'s' if given != 1 else ''}; it takes ({sig})")
        if _is_user(cpy):
            _check_calls(sname, cpy, seen)


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
