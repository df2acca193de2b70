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
- attributes only of imported modules, and only their listed names (`view.ok`, not
  `view.ok.overloads`: a compiled helper leads to its module, numpy, os), plus a list's
  methods on values; no assignment to an attribute;
- a function (the file's or an imported one) only called or named as a strategy's rule,
  `njit` only as a decorator (with options that keep code compiled), a strategy class only
  called: so every rule the game is handed is a function named in the text;
- the rules' state argument only passed to view helpers (strategies/stateflow.py, through
  `flow`).

strategies/loader.py checks the imported rules again (`_check_function`). StrategyError (one
line, naming the file and line) otherwise.
"""
import ast
import builtins
import importlib
import sys
import types as pytypes
from collections import Counter

from numba.core.registry import CPUDispatcher

from strategies.errors import StrategyError, suggest
from strategies.stateflow import ROLES

# built-in names a rule or a file's module level may use
SAFE_BUILTINS = frozenset("""
    abs all any bool divmod enumerate float int isinstance len list max min pow print range
    reversed round sorted sum tuple zip True False None
    Exception ValueError IndexError ZeroDivisionError RuntimeError AssertionError
""".split())

# every other built-in name is refused wherever it appears, bound or read (so that a
# parameter named `getattr` cannot carry the built-in in)
_UNSAFE_BUILTINS = frozenset(dir(builtins)) - SAFE_BUILTINS

# attributes that lead from an object to frames, code or another module's globals (named
# in their own refusal; every attribute not on the lists below is refused anyway)
_INTROSPECTION = ("f_", "gi_", "cr_", "ag_", "tb_", "co_")
_INTROSPECTION_NAMES = frozenset({"py_func", "func_globals", "mro", "modules"})

# the attributes a file may read of a value (not of a module): a list's methods, which
# numba compiles. A compiled helper's `.overloads` leads to its module and from there
# anywhere (numpy, os, builtins); a string's `.format` reads attributes itself.
VALUE_METHODS = frozenset("""
    append extend insert pop remove clear index count sort reverse copy
""".split())

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


def check_source(text, path, table, flow=None):
    """Refuse the text of strategy file `path` unless it keeps to the rules above, given
    `table` ({module: allowed names}). `flow(tree)`: the check of where the rules' state
    argument goes (strategies/stateflow.py), made before the attributes of values are, so
    that `g.supply` in a rule is refused naming the rule. Raises StrategyError; returns the
    parsed tree."""
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
    imported = {}                                     # local name -> (module, name)
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
                imported[a.asname or a.name] = (node.module, a.name)
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
    named = _Names(tree, modules, imported, table, refuse)
    for node in _in_order(tree):
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
            if not isinstance(node.ctx, ast.Load):
                refuse(node, f"assigns to {_short(node)}; a strategy file changes no module "
                             "or object")
            if _outermost(node, parents):
                named.place(node, named.chain(node), parents)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            if node.id in modules and not isinstance(parents.get(node), ast.Attribute):
                refuse(node, f"uses the module {node.id} as a value; call its functions "
                             f"({node.id}.NAME) instead")
            if _outermost(node, parents):         # `act.overloads`: the attribute's check
                named.place(node, named.of_name(node.id), parents)
        elif isinstance(node, ast.Call):
            named.check_roles(node)
    if flow is not None:
        flow(tree)
    for node in _in_order(tree):
        if isinstance(node, ast.Attribute) and _outermost(node, parents):
            named.values(node)
    return tree


def _in_order(tree):
    """The tree's nodes in the order of the text (so that the first refusal is the first
    offence), outer before inner where they start together."""
    return sorted(ast.walk(tree), key=lambda n: (getattr(n, "lineno", 0),
                                                 getattr(n, "col_offset", 0)))


def _outermost(node, parents):
    """Is node not the object of an attribute (`a` and `a.b` in `a.b.c` are)?"""
    outer = parents.get(node)
    return not (isinstance(outer, ast.Attribute) and outer.value is node)


class _Names:
    """What a name or attribute chain of a file names, and where it may stand: a function (the
    file's own or an imported one) only where it is called or handed to a strategy as a
    rule, `njit` only as a decorator, a strategy class only where it is called; attributes
    only a module's allowed names (not theirs) and a value's list methods. So nothing of
    a file can reach what a value leads to (a compiled helper's `.overloads`, its module,
    numpy, os) and every rule the game is handed is a function named in the text, which
    the check follows before the file runs."""

    def __init__(self, tree, modules, imported, table, refuse):
        self.modules, self.imported, self.table, self.refuse = modules, imported, table, refuse
        self.functions = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
        self.decorators = {x for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)
                           for d in n.decorator_list for x in (d, getattr(d, "func", None))}
        self.rules = set()               # the rule arguments of the file's strategy objects
        self.rows = {n.args.args[2].arg for n in ast.walk(tree)     # rules' parameter rows
                     if isinstance(n, ast.FunctionDef) and len(n.args.args) == 3}

    def of_name(self, name):
        """(module, name) for an imported name, ("", name) for a function of the file,
        None for anything else (a local variable, a built-in)."""
        if name in self.imported:
            return self.imported[name]
        return ("", name) if name in self.functions else None

    def chain(self, node):
        """(module, name) for an attribute chain through imported modules ending at an
        allowed name (anything else through modules is refused); None for a chain on a
        value (see `values`)."""
        root, parts = _parts(node)
        if not (isinstance(root, ast.Name) and root.id in self.modules):
            return None
        for i in range(1, len(parts) + 1):
            dotted = ".".join([self.modules[root.id]] + parts[:i])
            if any(m == dotted or m.startswith(dotted + ".") for m in self.table):
                if i == len(parts):
                    self.refuse(node, f"uses the module {dotted} as a value; call its "
                                      f"functions ({dotted}.NAME) instead")
                continue
            mods = [m for m in self.table if dotted.startswith(m + ".")]
            if not mods:
                self.refuse(node, f"reads {dotted}, which is not an allowed module")
            mod = max(mods, key=len)
            rest = dotted[len(mod) + 1:]
            names = self.table[mod]
            if rest not in names:
                self.refuse(node, f"reads {mod}.{rest}, which strategies may not use"
                                  f"{suggest(rest, sorted(names))}")
            if i < len(parts):
                self.refuse(node, f"reads {'.'.join([dotted] + parts[i:])}: a strategy file "
                                  "reads a module's names, not their attributes")
            return mod, rest

    def values(self, node):
        """An attribute chain on a value (not a module): a list's methods only."""
        root, parts = _parts(node)
        if isinstance(root, ast.Name) and root.id in self.modules:
            return
        named = isinstance(root, ast.Name) and self.of_name(root.id) is not None
        for attr in parts:
            if isinstance(root, ast.Name) and root.id in self.rows and attr not in VALUE_METHODS:
                self.refuse(node, f"reads {root.id}.{attr}: {root.id} is an array of numbers; "
                                  f"read the parameters as {root.id}[0], {root.id}[1], ... in "
                                  "the order they are declared")
            if named or attr not in VALUE_METHODS:          # a function's, a class's: none
                self.refuse(node, f"reads .{attr} of {_short(root)}; a strategy file reads "
                                  "attributes only of the modules it imports (their allowed "
                                  "names) and a list's methods")

    def _object(self, where):
        mod, name = where
        return getattr(importlib.import_module(mod), name, None) if mod else None

    def place(self, node, where, parents):
        """Refuse `node`, naming `where` (from of_name or chain), where it may not stand."""
        if where is None:
            return
        obj = self._object(where)
        if where[0] and not callable(obj):
            return                              # a constant (a card, a rank, math.pi)
        name = where[1]
        parent = parents.get(node)
        called = isinstance(parent, ast.Call) and parent.func is node
        if where == ("numba", "njit"):
            if node in self.decorators:
                return
            if called:
                self.refuse(node, f"calls njit as a function ({_short(parent)}); decorate the "
                                  "function with @njit instead, so the check follows it")
            self.refuse(node, "uses njit other than as a decorator")
        if isinstance(obj, type):
            if not called:
                self.refuse(node, f"uses the class {name} other than to call it")
            return
        if not called and node not in self.rules:
            self.refuse(node, f"uses the function {name} as a value; a strategy file calls "
                              "its functions, or names them as a strategy's rules "
                              "(Strategy(name, buy, ...))")

    def check_roles(self, call):
        """A strategy object's rules must be functions named in the text (or None)."""
        func = call.func
        cls = func.id if isinstance(func, ast.Name) else (
            func.attr if isinstance(func, ast.Attribute) else None)
        if isinstance(func, ast.Name):
            cls = self.imported.get(cls, ("", None))[1]
        if cls not in ROLES:
            return
        if any(isinstance(a, ast.Starred) for a in call.args) or any(
                k.arg is None for k in call.keywords):
            self.refuse(call, f"passes {cls} its arguments with * or **; name each")
        rules = call.args[1:1 + len(ROLES[cls])] + [k.value for k in call.keywords
                                                    if k.arg in ROLES[cls]]
        for r in rules:
            if isinstance(r, ast.Constant) and r.value is None:
                continue
            if isinstance(r, ast.Name) and self.of_name(r.id) is not None:
                self.rules.add(r)
                continue
            if isinstance(r, ast.Attribute) and isinstance(self.chain(r), tuple):
                self.rules.add(r)
                continue
            self.refuse(r, f"hands {cls} a rule as {_short(r)}; name a function of the file "
                           "(or a built-in rule) there, which the check then follows")


def _parts(node):
    """(root, [attribute names]) of an attribute chain: `a.b.c` -> (a, ["b", "c"])."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    return node, parts[::-1]


def _short(node, limit=60):
    text = " ".join(ast.unparse(node).split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


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
