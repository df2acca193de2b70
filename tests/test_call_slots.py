"""simcore/call_slots.py: numba's calls between compiled functions, lowered without the
zero-fill of their slots at the caller's top, still return values and raise errors."""
import numpy as np
import pytest
from llvmlite import ir
from numba import njit, types
from numba.core import callconv, cgutils
from numba.core.registry import cpu_target

import simcore  # noqa: F401  (installs the lowering)
from simcore.call_slots import install_call_slots


def lowered_call():
    """A caller's IR: an entry block, then a block that calls a compiled int64 -> int64."""
    ctx = cpu_target.target_context
    module = ir.Module()
    fnty = ctx.call_conv.get_function_type(types.int64, [types.int64])
    callee = ir.Function(module, fnty, "callee")
    caller = ir.Function(module, fnty, "caller")
    entry = caller.append_basic_block("entry")
    body = caller.append_basic_block("body")
    ir.IRBuilder(entry).branch(body)
    builder = ir.IRBuilder(body)
    status, out = ctx.call_conv.call_function(builder, callee, types.int64, [types.int64],
                                              [ir.Constant(ir.IntType(64), 7)])
    builder.ret(status.code)
    return entry, body


def test_the_slots_are_made_at_the_top_and_not_filled_there():
    entry, body = lowered_call()
    made = [i for i in entry.instructions if i.opname == "alloca"]
    assert len(made) == 2                               # the return slot and the exception slot
    assert not [i for i in entry.instructions if i.opname == "store"]
    # the return slot is still zeroed right before the call, as numba does
    stores = [i for i in body.instructions if i.opname == "store"]
    assert len(stores) == 1 and stores[0].operands[1] is made[0]


def test_installing_twice_wraps_once():
    before = callconv.CPUCallConv.call_function
    install_call_slots()
    assert callconv.CPUCallConv.call_function is before
    assert cgutils.alloca_once.__name__ == "alloca_once"     # numba's own, outside a call


@njit
def _half(x):
    if x % 2:
        raise ValueError("odd number")
    return x // 2


@njit
def _halves(xs):
    out = np.empty(len(xs), np.int64)
    for i in range(len(xs)):
        out[i] = _half(xs[i])
    return out, _half(xs[0])


def test_compiled_calls_return_values_and_raise_errors():
    out, first = _halves(np.array([4, 10, 0]))
    assert out.tolist() == [2, 5, 0] and first == 2
    with pytest.raises(ValueError, match="odd number"):
        _halves(np.array([4, 3]))
