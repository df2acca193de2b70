"""Calls between compiled functions without numba's zero-fill of their slots at the caller's top.

numba gives each call from one compiled function to another two stack slots, for the return
value and for a raised exception's details, made with `cgutils.alloca_once`, which zero-fills
a slot at the top of the caller. Neither fill is needed: numba zeroes the return slot again
right before the call, and the exception slot is read only after the callee has reported an
exception, which the callee writes first. LLVM cannot drop the fills (the slot's address
goes to the call), so a function with many call sites paid them on every entry, whichever
call it made: `engine.step`, entered at every decision, stored about 20 zeros a time, and
the card-effect dispatch about 70 for each Witch played (4% of a Double Witch game's
instructions, benchmarks/README.md).

`install_call_slots` makes numba's own `call_function` allocate those slots unfilled.
numba compiles under one global lock, so the swap it makes while a call is lowered is
seen by nothing else. The slots' use is unchanged: results and raised errors are the same
(tests/test_call_slots.py). Installed by `simcore/__init__.py` before anything compiles; the
file counts in the engine version (simcore/versions.py), so caches made without it are not
reused.
"""
import functools

from numba.core import callconv, cgutils


def alloca_unfilled(builder, ty, size=None, name="", zfill=False):
    """cgutils.alloca_once without the fill at the function's top (zfill, the fill where the
    slot is made, is kept)."""
    with builder.goto_entry_block():
        ptr = builder.alloca(ty, size=size, name=name)
    if zfill:
        builder.store(ptr.type.pointee(None), ptr)
    return ptr


def install_call_slots():
    """Wrap numba's call between compiled functions (once)."""
    conv = callconv.CPUCallConv
    if getattr(conv.call_function, "unfilled_slots", False):
        return
    original = conv.call_function

    @functools.wraps(original)
    def call_function(self, builder, *args, **kwargs):
        filled = cgutils.alloca_once
        cgutils.alloca_once = alloca_unfilled
        try:
            return original(self, builder, *args, **kwargs)
        finally:
            cgutils.alloca_once = filled

    call_function.unfilled_slots = True
    conv.call_function = call_function
