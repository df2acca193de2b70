"""The fair-play check of a `.py` strategy file, made on its text before any of it runs.

A strategy file is trusted code, like any Python plugin: once it passes this check it is
imported and its module-level code runs. The check is about fair play, not a sandbox: it
keeps a rule from reading what its player cannot see, and keeps the file from reaching
around the view module to do so. The whole file must keep to

- imports from the game's allowed modules only, and only the names listed for each (the
  view module's public names, card or rule constants, the strategy classes, `numba.njit`,
  `math`); no relative or star imports;
- no names or attributes that start with `_` (`__module__`, `__globals__`, `__dict__`,
  `_private`), and none of the attributes that reach frames or code objects (`f_back`,
  `gi_frame`, `tb_frame`, `co_code`, ...);
- of the built-in names only plain ones (`range`, `len`, `min`, ...): no `getattr`,
  `globals`, `exec`, `eval`, `open`, `__import__`, `type`;
- no classes, no lambdas, no `with` blocks (numba's `objmode` is one);
- no second binding of an imported name or of a top-level function (so `ok` always means
  the view's `ok`);
- `njit` only with options that keep code compiled.

Then strategies/loader.py checks, per rule, that the state argument only goes to view
helpers (`_check_function`). StrategyError (one line, naming the file and line) otherwise.
"""
import ast
import builtins
import importlib
import sys
import types as pytypes
from collections import Counter

from numba.core.registry import CPUDispatcher

from strategies.errors import StrategyError, suggest

# built-in names a rule or a file's module level may use
SAFE_BUILTINS = frozenset("""
    abs all any bool divmod enumerate float int isinstance len list max min pow print range
    reversed round sorted sum tuple zip True False None
    Exception ValueError IndexError ZeroDivisionError RuntimeError AssertionError
""".split())

# every other built-in name is refused wherever it appears, bound or read (so that a
# parameter named `getattr` cannot carry the built-in in)
_UNSAFE_BUILTINS = frozenset(dir(builtins)) - SAFE_BUILTINS

# attributes that lead from an object to frames, code or another module's globals
_INTROSPECTION = ("f_", "gi_", "cr_", "ag_", "tb_", "co_")
_INTROSPECTION_NAMES = frozenset({"py_func", "func_globals", "mro", "modules"})

# njit's options that keep code compiled (no `forceobj`, `pipeline_class`, ...)
NJIT_OPTIONS = frozenset({"cache", "inline", "fastmath", "boundscheck", "nogil",
                          "error_model"})

_REFUSED_STATEMENTS = {
    ast.ClassDef: "defines a class",
    ast.AsyncFunctionDef: "defines an async function",
    ast.With: "has a `with` block (numba's objmode runs Python: not in strategies)",
    ast.AsyncWith: "has an async `with` block",
    ast.AsyncFor: "has an async loop",
    ast.Global: "declares a global",
    ast.Nonlocal: "declares a nonlocal",
    ast.Await: "awaits",
    ast.Lambda: "has a lambda (write rules and helpers as `def` functions, which the check "
                "follows)",
}


def _constants(module):
    """Public upper-case int constants of a module (card ids, decision kinds, ranks)."""
    return {k for k, v in vars(module).items()
            if k.isupper() and not k.startswith("_") and isinstance(v, int)}


def _own(module, v):
    """Was v (a function or compiled function) defined in `module`?"""
    return getattr(getattr(v, "py_func", v), "__module__", None) == module.__name__


def _public(module):
    """Public names of a module: its own functions and its constants (not modules, not
    what it imported from elsewhere)."""
    return {k for k, v in vars(module).items()
            if not k.startswith("_") and not isinstance(v, pytypes.ModuleType)
            and (not callable(v) or _own(module, v))}


def _compiled(module):
    """Compiled rule functions a built-in bot module defines (a rule may call them)."""
    return {k for k, v in vars(module).items()
            if not k.startswith("_") and isinstance(v, CPUDispatcher) and _own(module, v)}


def allowed_imports(view, constants, bots, extra=()):
    """{module name: allowed names} for a game: its view module (public names), the modules
    of its constants (upper-case ints), its bot package (the strategy classes in `extra`
    and its compiled rule functions), numba (njit) and math."""
    table = {view: _public(importlib.import_module(view)),
             "numba": {"njit"}, "math": _public(importlib.import_module("math"))}
    for name in constants:
        table[name] = _constants(importlib.import_module(name))
    pkg = importlib.import_module(bots)
    table[bots] = set(extra) | _compiled(pkg)
    for name, mod in list(sys.modules.items()):
        if name.startswith(bots + ".") and mod is not None and name not in table:
            found = _compiled(mod)
            if found:
                table[name] = found
    return table


def check_source(text, path, table):
    """Refuse the text of strategy file `path` unless it keeps to the rules above, given
    `table` ({module: allowed names}). Raises StrategyError; returns the parsed tree."""
    try:
        tree = ast.parse(text, filename=path)
    except SyntaxError as e:
        raise StrategyError(f"strategy file {path!r} does not import: SyntaxError: {e.msg} "
                            f"(line {e.lineno})") from None
    except ValueError as e:                          # null bytes
        raise StrategyError(f"strategy file {path!r} cannot be read as Python: {e}") from None
    except (RecursionError, MemoryError):            # Python's parser gives up on deep nesting
        raise StrategyError(f"strategy file {path!r} nests an expression too deeply for "
                            "Python's parser (thousands of terms or brackets in one "
                            "expression); split it into steps") from None

    def refuse(node, what):
        raise StrategyError(f"strategy file {path!r} is refused: line "
                            f"{getattr(node, 'lineno', 0)} {what}; strategies read the game "
                            "only through the view module (README: \"Strategy files are "
                            "code\")")

    allowed = f" (strategy files may import from {', '.join(sorted(table))})"

    modules = {}                                      # local name -> module (dotted)
    bound = set()                                     # names bound other than by import
    fixed = []                  # (name, node): imported names and top-level functions ...
    sites = Counter()           # ... which nothing else may bind (a local `ok = peek` would
    #                             make a call that reads as the view's run the file's own)
    for node in ast.walk(tree):
        for kind, what in _REFUSED_STATEMENTS.items():
            if isinstance(node, kind):
                refuse(node, what)
        if isinstance(node, ast.ImportFrom):
            if node.level or node.module not in table:
                name = "." * node.level + (node.module or "")
                refuse(node, f"imports from {name}{suggest(name, sorted(table)) or allowed}")
            for a in node.names:
                if a.name == "*":
                    refuse(node, f"imports * from {node.module}; name what it uses")
                if a.name not in table[node.module]:
                    refuse(node, f"imports {a.name} from {node.module}, which strategies may "
                                 f"not use{suggest(a.name, sorted(table[node.module]))}")
                fixed.append((a.asname or a.name, node))
                sites[a.asname or a.name] += 1
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name not in table:
                    refuse(node, f"imports {a.name}{suggest(a.name, sorted(table)) or allowed}")
                local = a.asname or a.name.split(".")[0]
                modules[local] = a.name if a.asname else a.name.split(".")[0]
                sites[local] += 1
        elif isinstance(node, (ast.FunctionDef, ast.Lambda)):
            a = node.args
            names = [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]
            names += [x.arg for x in (a.vararg, a.kwarg) if x is not None]
            bound.update(names)
            sites.update(names)
            if isinstance(node, ast.FunctionDef):
                bound.add(node.name)
                sites[node.name] += 1
                if node in tree.body:
                    fixed.append((node.name, node))
                for d in node.decorator_list:
                    _check_decorator(d, refuse)
        else:
            name = _binds(node)
            if name:
                bound.add(name)
                sites[name] += 1

    for name in sorted(bound & set(modules)):
        refuse(tree.body[0], f"binds the module name {name} to something else")
    for name, node in fixed:
        if sites[name] > 1:
            refuse(node, f"binds {name} more than once (an imported name or a function of the "
                         "file keeps its one meaning)")
    parents = {c: p for p in ast.walk(tree) for c in ast.iter_child_nodes(p)}
    for node in ast.walk(tree):
        for ident in _identifiers(node):
            if ident.startswith("_"):
                refuse(node, f"uses the name {ident!r} (names starting with '_' reach "
                             "behind the view)")
            if ident in _UNSAFE_BUILTINS and not isinstance(node, (ast.Attribute, ast.keyword)):
                refuse(node, f"uses the built-in name {ident!r}, which strategies may not "
                             "use or rebind")
        if isinstance(node, ast.Attribute):
            if node.attr.startswith(_INTROSPECTION) or node.attr in _INTROSPECTION_NAMES:
                refuse(node, f"reads .{node.attr}, which reaches frames, code or modules")
            dotted = _dotted(node, modules)
            if dotted is not None:
                _check_module_path(node, dotted, table, refuse)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            if node.id in modules and not isinstance(parents.get(node), ast.Attribute):
                refuse(node, f"uses the module {node.id} as a value; call its functions "
                             f"({node.id}.NAME) instead")
    return tree


def _binds(node):
    """The name a node binds other than imports and functions (None if it binds none)."""
    if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
        return node.id
    if isinstance(node, (ast.ExceptHandler, ast.MatchAs, ast.MatchStar)):
        return node.name
    if isinstance(node, ast.MatchMapping):
        return node.rest
    return None


def _identifiers(node):
    """The identifiers a node introduces or reads (names, attributes, parameters, imports,
    keywords)."""
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, ast.alias):
        return [x for x in (node.name.split(".")[-1], node.asname) if x]
    if isinstance(node, ast.keyword) and node.arg:
        return [node.arg]
    return []


def _check_decorator(d, refuse):
    """Decorators: njit, numba.njit, or either called with options from NJIT_OPTIONS."""
    call = d if isinstance(d, ast.Call) else None
    target = call.func if call else d
    name = target.id if isinstance(target, ast.Name) else (
        target.attr if isinstance(target, ast.Attribute) else None)
    if name != "njit":
        refuse(d, f"decorates a function with {ast.unparse(d)}; only njit is allowed")
    for k in call.keywords if call else ():
        if k.arg not in NJIT_OPTIONS:
            refuse(d, f"passes njit the option {k.arg}; allowed: "
                      f"{', '.join(sorted(NJIT_OPTIONS))}")


def _dotted(node, modules):
    """'simcore.dominion.view.ok' for an attribute chain rooted at an imported module name;
    None otherwise."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name) or node.id not in modules:
        return None
    return ".".join([modules[node.id]] + parts[::-1])


def _check_module_path(node, dotted, table, refuse):
    """An attribute chain through imported modules must end at an allowed name of an allowed
    module (or be a prefix of an allowed module's path, as `simcore.dominion`)."""
    for mod, names in table.items():
        if dotted == mod or mod.startswith(dotted + "."):
            return
        if dotted.startswith(mod + "."):
            rest = dotted[len(mod) + 1:].split(".")[0]
            if rest in names:
                return
            refuse(node, f"reads {mod}.{rest}, which strategies may not use"
                         f"{suggest(rest, sorted(names))}")
    refuse(node, f"reads {dotted}, which is not an allowed module")

