"""Where compile time goes: a `domsim match` in this process on an empty compile cache,
with numba's compile events recorded per function (self time: a function's compile minus
the compiles it triggered of the functions it calls).

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
    from cli.main import cli
    t = time.perf_counter()
    try:
        cli.main(["match"] + a.match, standalone_mode=False)
    except SystemExit:                          # the command's own exit: report all the same
        pass
    wall = time.perf_counter() - t
    total = sum(self_time.values())
    print(f"\n{wall:.1f} s for the command, {total:.1f} s compiling {len(self_time)} functions "
          f"(load average {os.getloadavg()[0]:.2f}); cache {cache}", file=sys.stderr)
    for name, s in sorted(self_time.items(), key=lambda t: -t[1])[:a.top]:
        print(f"{s:7.2f} s  {name}", file=sys.stderr)


if __name__ == "__main__":
    main()
