"""Where compile time goes: a `domsim match` in this process on an empty compile cache,
with numba's compile events recorded per function (self time: a function's compile minus
the compiles it triggered of the functions it calls), and the part of it LLVM spends on the
function's unit: linking in a copy of every callee, optimising and translating the whole
(numba compiles each function not inlined into its caller as such a unit).

    python -m benchmarks.compile_time [--top 20] [--keep DIR] [-- MATCH ARGS...]

MATCH ARGS default to `big-money smithy-bm --games 10000 --quiet`. The cache is a fresh
temporary folder (or DIR, kept, e.g. to time a second, cached run against it).
"""
import argparse
import os
import sys
import tempfile
import time
from collections import defaultdict


def main():
    ap = argparse.ArgumentParser(prog="python -m benchmarks.compile_time")
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--keep", default=None, help="cache folder to use (kept afterwards)")
    ap.add_argument("match", nargs="*", default=["big-money", "smithy-bm", "--games", "10000",
                                                  "--quiet"])
    a = ap.parse_args()
    cache = a.keep or tempfile.mkdtemp(prefix="domsim-compile-")
    os.environ["DOMSIM_CACHE"] = cache         # before simcore is imported: it reads it
    os.environ.pop("NUMBA_CACHE_DIR", None)
    from numba.core import event

    self_time = defaultdict(float)
    stack = []                                 # [name, start, time of nested compiles]

    class Compiles(event.Listener):
        def on_start(self, ev):
            stack.append([ev.data["dispatcher"].py_func.__qualname__, time.perf_counter(), 0.0])

        def on_end(self, ev):
            name, start, nested = stack.pop()
            total = time.perf_counter() - start
            self_time[name] += total - nested
            if stack:
                stack[-1][2] += total

    event.register("numba:compile", Compiles())
    llvm = defaultdict(float)
    _time_llvm(llvm)
    from cli.main import cli
    t = time.perf_counter()
    try:
        cli.main(["match"] + a.match, standalone_mode=False)
    except SystemExit:                          # the command's own exit: report all the same
        pass
    wall = time.perf_counter() - t
    total = sum(self_time.values())
    print(f"\n{wall:.1f} s for the command, {total:.1f} s compiling {len(self_time)} functions "
          f"({sum(llvm.values()):.1f} s of it in LLVM, {len(llvm)} units; load average "
          f"{os.getloadavg()[0]:.2f}); cache {cache}", file=sys.stderr)
    print("   self    LLVM  function", file=sys.stderr)
    for name, s in sorted(self_time.items(), key=lambda t: -t[1])[:a.top]:
        print(f"{s:7.2f} {llvm.get(name.rsplit('.', 1)[-1], 0.0):7.2f}  {name}", file=sys.stderr)


def _time_llvm(llvm):
    """Add each code library's LLVM time (link, optimise, machine code) to llvm[its name].
    numba has no event for it: its two internal steps are wrapped (numba 0.6x's names)."""
    from numba.core import codegen

    def timed(cls, attr):
        f = getattr(cls, attr)

        def wrapper(lib, *args):
            t = time.perf_counter()
            try:
                return f(lib, *args)
            finally:
                llvm[lib.name] += time.perf_counter() - t
        setattr(cls, attr, wrapper)
    timed(codegen.CPUCodeLibrary, "finalize")
    timed(codegen.JITCodeLibrary, "_finalize_specific")


if __name__ == "__main__":
    main()
