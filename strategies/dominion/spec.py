"""Dominion's strategy specs: names, parameters and users' files.

    get("big-money")              a built-in (strategies.dominion.REGISTRY)
    get("bm-militia:1")           the bm-<card> family with k overridden
    get("mybots.py:aggro")        `aggro` from a file: a Strategy object, or a plain function
                                  used as the buy rule
    get("mybots.toml:witch-bm")   a buy-list bot from a TOML or Geronimoo XML file
                                  (strategies/dominion/botfile.py)

A user's functions may read the game only through `simcore.dominion.view` (the check itself
is shared by the games: strategies/loader.py). User functions are then compiled once
(numba, cached) so that a compile error names the strategy instead of surfacing deep in the
driver.
"""
import ast
import dataclasses
import functools
import inspect
import os
import re
import textwrap
import types as pytypes

import numba
from numba import types
from numba.core.registry import CPUDispatcher

from simcore.dominion.cards import BASIC, IDS, IMPLEMENTED, NAMES, snake
from simcore.dominion.state import RECORD
from simcore.driver import PRM_ROW
from strategies.errors import StrategyError, suggest
from strategies.filecheck import allowed_imports
from strategies.loader import (
    _check_function,
    _is_function,
    _is_user,
    _py,
    _resolve,
    explain_numba,
    import_file,
    own_name,
    split_spec,
)

from .api import REGISTRY, Strategy, norm_param
from .bm_cards import make_bm
from .bot_files import is_data_spec, load_spec
from .rollout import is_rollout_spec, rollout_of

ALLOWED_MODULES = ("simcore.dominion.view",)      # g may be passed to these
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

@functools.lru_cache(maxsize=None)
def dominion_imports():
    """What a Dominion strategy file may import (strategies/filecheck.py)."""
    classes = {"Strategy", "Param", "NPRM"}        # not REGISTRY: no file changes a built-in
    table = allowed_imports("simcore.dominion.view", ["simcore.dominion.cards",
                                                      "simcore.dominion.state"],
                            "strategies.dominion", classes)
    table["strategies"] = classes               # `from strategies import Strategy, Param`
    table["strategies.dominion.api"] = classes
    return table


def load_file_strategy(path, name, compile=True):
    """`name` from a user's file as a Strategy (checked, and compiled if `compile`)."""
    mod = import_file(path, dominion_imports(), name, ALLOWED_MODULES[0], VIEW_HINT)
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


def _defined_in(v, mod):
    if isinstance(v, Strategy):
        return True
    return getattr(_py(v), "__module__", None) == mod.__name__


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
            _check_function(s.name, _py(f), 0, seen, ALLOWED_MODULES, VIEW_HINT)


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


