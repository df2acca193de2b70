"""Where a rule's state argument goes, read from a strategy file's text before it runs.

A rule `(g, me, prm)` may pass `g` only, as an argument, to the game's view helpers, to the
built-in bots' compiled functions, or to functions of its own file (checked the same way,
at the position it lands in). Anything else -- `g.supply`, `g[...]`, `h = g`, passing `g` to
another module's function -- is refused with one line. The rules checked are the ones the
file hands to the game: the function named on the command line, and every function named
in a strategy object built at the file's top level (`Strategy(name, buy, action, decide)`,
`IStrategy(name, decide)`).

strategies/loader.py checks the imported functions again the same way (`_check_function`),
for strategy objects built in ways this reading does not follow.
"""
import ast
import os

from strategies.errors import StrategyError

# positional order of the rule arguments of the strategy classes
ROLES = {"Strategy": ("buy", "action", "decide"), "IStrategy": ("decide",)}


def check_flow(tree, path, name, view, trusted, hint=""):
    """Refuse the file (its parsed `tree`) if a rule reachable from `name` or from a
    strategy object of the file uses its state argument other than as an argument of a
    function of the module `view` or of the package `trusted` (the built-in bots)."""
    defs = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    origin = _imports(tree)
    seen = set()
    for fdef in _roles(tree, defs, origin, name):
        _check(fdef, 0, defs, origin, view, trusted, path, hint, seen, fdef.name)


def _imports(tree):
    """{local name: module} for names imported from modules and for module aliases."""
    out = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            for a in node.names:
                out[a.asname or a.name] = node.module
        elif isinstance(node, ast.Import):
            for a in node.names:
                out[a.asname or a.name.split(".")[0]] = a.name if a.asname else None
    return out


def _roles(tree, defs, origin, name):
    """The top-level functions the file hands to the game."""
    found = [defs[name]] if name in defs else []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        cls = node.func.id if isinstance(node.func, ast.Name) else (
            node.func.attr if isinstance(node.func, ast.Attribute) else None)
        if cls not in ROLES or (isinstance(node.func, ast.Name) and node.func.id not in origin):
            continue
        args = [a for i, a in enumerate(node.args[1:]) if i < len(ROLES[cls])]
        args += [k.value for k in node.keywords if k.arg in ROLES[cls]]
        found += [defs[a.id] for a in args if isinstance(a, ast.Name) and a.id in defs]
    return found


def _dotted(expr):
    parts = []
    while isinstance(expr, ast.Attribute):
        parts.append(expr.attr)
        expr = expr.value
    return [expr.id] + parts[::-1] if isinstance(expr, ast.Name) else None


def _check(fdef, argpos, defs, origin, view, trusted, path, hint, seen, sname):
    if (fdef.name, argpos) in seen:
        return
    seen.add((fdef.name, argpos))
    where = os.path.basename(path)
    a = fdef.args
    params = [x.arg for x in a.posonlyargs + a.args]
    if argpos >= len(params):
        raise StrategyError(f"strategy {sname!r}: {fdef.name} ({where}) must take the game "
                            f"state as its parameter number {argpos + 1}")
    g = params[argpos]

    def refuse(node, what):
        raise StrategyError(f"strategy {sname!r}: function {fdef.name} ({where}, line "
                            f"{node.lineno}) {what}; strategies read the game only through "
                            f"{view}{hint}")

    parents = {c: p for p in ast.walk(fdef) for c in ast.iter_child_nodes(p)}
    for node in ast.walk(fdef):
        if isinstance(node, (ast.Lambda, ast.FunctionDef)) and node is not fdef:
            inner = node.args
            if g in [x.arg for x in inner.posonlyargs + inner.args + inner.kwonlyargs]:
                refuse(node, f"defines an inner function over {g!r}")
        if not (isinstance(node, ast.Name) and node.id == g):
            continue
        if not isinstance(node.ctx, ast.Load):
            refuse(node, f"rebinds the state argument {g!r}")
        parent = parents.get(node)
        if isinstance(parent, ast.Attribute):
            refuse(node, f"reads the state directly ({g}.{parent.attr})")
        if isinstance(parent, ast.Subscript) and parent.value is node:
            refuse(node, f"reads the state directly ({g}[...])")
        if isinstance(parent, ast.keyword) and isinstance(parents.get(parent), ast.Call):
            call, pos, kw = parents[parent], None, parent.arg
        elif isinstance(parent, ast.Call) and node in parent.args:
            call, pos, kw = parent, parent.args.index(node), None
        else:
            refuse(node, f"uses the state argument {g!r} other than as an argument of a view "
                         "helper")
        path_ = _dotted(call.func)
        cname = ast.unparse(call.func)
        if path_ is None:
            refuse(node, f"passes {g!r} to {cname}, which the checker cannot resolve (call "
                         "view helpers and your own functions by name)")
        head = path_[0]
        if len(path_) == 1 and head in defs:          # a function of the file
            callee = defs[head]
            if kw is not None:
                names = [x.arg for x in callee.args.posonlyargs + callee.args.args]
                if kw not in names:
                    refuse(node, f"passes {g!r} to {cname} as unknown keyword {kw!r}")
                pos = names.index(kw)
            _check(callee, pos, defs, origin, view, trusted, path, hint, seen, sname)
            continue
        module = origin.get(head)
        if module is None and head in origin:            # `import a.b.c`: the dotted path
            module = ".".join(path_[:-1])
        if module is not None and len(path_) > 1 and origin.get(head):
            module = ".".join([origin[head]] + path_[1:-1])
        if module == view or module == trusted or (module or "").startswith(trusted + "."):
            continue
        refuse(node, f"passes {g!r} to {cname} (from {module or 'unknown'}), which is not a "
                     "view helper")
