"""Resolving Intrige strategy specs:

    get("honest")            a built-in (REGISTRY)
    get("bluffer:0.5:0.2")   a family with its parameters (probabilities / thresholds 0-1)
    get("bots.py:mine")      a function decide(g, me, prm) (or an IStrategy) from a user's file,
                             checked to read the game only through simcore.intrige.view (the
                             same source check as Dominion strategies) and compiled

Raises strategies.errors.StrategyError with a one-line message.
"""
import functools
import os
import re

import numba
from numba import typeof, types
from numba.core.registry import CPUDispatcher

from simcore.driver import PRM_ROW
from simcore.intrige.state import new_states
from strategies.filecheck import allowed_imports
from strategies.loader import (
    StrategyError,
    _check_function,
    _is_function,
    _is_user,
    _py,
    explain_numba,
    import_file,
    is_file_spec,
    own_name,
    suggest,
)

from .api import REGISTRY, IStrategy

VIEW = ("simcore.intrige.view",)
# family -> number of parameters
FAMILIES = {"bluffer": 2, "counter": 1, "shark": 2, "fox": 3}


def get(spec, compile=True):
    spec = spec.strip()
    if spec in REGISTRY:
        return REGISTRY[spec]
    if is_file_spec(spec):
        path, name = spec.rsplit(":", 1)
        return load_file(path, name, compile)
    head, *args = spec.split(":")
    if head in FAMILIES and args:
        return _family(spec, head, args)
    raise StrategyError(f"unknown Intrige strategy {spec!r}{suggest(head, sorted(REGISTRY))}; "
                        "see `domsim intrige strategies`, or load one from a file as FILE.py:NAME")


def _family(spec, head, args):
    base = REGISTRY[head]
    if len(args) > FAMILIES[head]:
        raise StrategyError(f"strategy {spec!r}: {head} takes at most {FAMILIES[head]} "
                            f"parameter(s), as in {head}:{':'.join(['0.3'] * FAMILIES[head])}")
    prm = list(base.params)
    for i, a in enumerate(args):
        if not re.fullmatch(r"(0(\.\d*)?|1(\.0*)?|\.\d+)", a):
            raise StrategyError(f"strategy {spec!r}: parameter {a!r} must be a probability from "
                                "0 to 1 (as 0.25)")
        prm[i] = round(float(a) * 1000)
    return IStrategy(spec, base.decide, base.summary, tuple(prm), base.family)


@functools.lru_cache(maxsize=None)
def intrige_imports():
    """What an Intrige strategy file may import (strategies/filecheck.py)."""
    table = allowed_imports(VIEW[0], ["simcore.intrige.state"], "strategies.intrige",
                            {"IStrategy", "NPRM"})
    table["strategies.intrige.api"] = {"IStrategy", "NPRM"}
    return table


def load_file(path, name, compile=True):
    mod = import_file(path, intrige_imports(), name, VIEW[0], "")
    if not hasattr(mod, name):
        defined = [k for k, v in vars(mod).items() if not k.startswith("_") and
                   (_is_function(v) or isinstance(v, IStrategy))]
        hint = suggest(name, defined) or (f" (it defines: {', '.join(defined)})" if defined else "")
        raise StrategyError(f"strategy file {path!r} has no {name!r}{hint}")
    obj = getattr(mod, name)
    if isinstance(obj, IStrategy):
        s = obj
    elif _is_function(obj):
        doc = (_py(obj).__doc__ or "").strip().splitlines()
        s = IStrategy(name, obj, doc[0] if doc else f"user strategy {name} from "
                      f"{os.path.basename(path)}", family="user")
    else:
        raise StrategyError(f"strategy {path}:{name} is a {type(obj).__name__}, not a function")
    own_name(s, f"{path}:{name}", REGISTRY)
    s.origin = os.path.abspath(path) + ":" + name
    if _is_user(s.decide):
        _check_function(s.name, _py(s.decide), 0, set(), VIEW)
        if compile:
            _compile(s)
    return s


def _compile(s):
    sig = (typeof(new_states(1)[0]), types.int64, PRM_ROW)      # the driver's call
    f = s.decide
    disp = f if isinstance(f, CPUDispatcher) else numba.njit(cache=True)(f)
    try:
        disp.compile(sig)
    except Exception as e:
        raise StrategyError(f"strategy {s.name!r}: numba cannot compile it: "
                            f"{explain_numba(e, intrige=True)}") from None
    ret = disp.overloads[sig].signature.return_type
    if not isinstance(ret, (types.Integer, types.Boolean)):
        raise StrategyError(f"strategy {s.name!r} must return an int on every path (numba typed "
                            f"its result as {ret})")
