"""Where a matchup's time goes, by compiled function: a sampling profile of the engine.

    python -m benchmarks.profile [--seconds 5] [STRATEGY ...]

A child process plays the matchup (default: double-witch big-money-ultimate) on one thread
over and over; `perf record` samples it (the CPU clock: no hardware counters needed), and
gdb names the function at each sampled address. numba's machine code has no symbols for
perf, but LLVM registers every compiled object with gdb's JIT interface, so gdb knows the
functions by name (`simcore::dominion::zones::draw`, ...). A function's share includes what
LLVM inlined into it. Needs `perf` and `gdb` on the PATH, and leave to attach to a process
(root, or kernel.yama.ptrace_scope 0).
"""
import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

# the child: warm up, say its pid, then play until killed
_CHILD = """
import os, sys
from benchmarks.run import engine_results
names = sys.argv[1:]
engine_results(names, 1000, 1)
print(os.getpid(), flush=True)
while True:
    engine_results(names, 50000, 1)
"""


def samples(perf_data):
    """[(percent, address or symbol)] of perf's report, the hottest first."""
    out = subprocess.run(["perf", "report", "-i", perf_data, "--stdio", "--sort", "sym"],
                         capture_output=True, text=True).stdout
    rows = []
    for line in out.splitlines():
        m = re.match(r"\s*([\d.]+)%\s+\[\.\]\s+(\S+)", line)
        if m:
            rows.append((float(m.group(1)), m.group(2)))
    return rows


def function_names(pid, addresses):
    """gdb's name for the function at each address (numba's mangled name without its ABI
    tags and argument types)."""
    cmds = []
    for a in addresses:
        cmds += ["-ex", f"info symbol {a}"]
    out = subprocess.run(["gdb", "-p", str(pid), "-batch", "-nx"] + cmds,
                         capture_output=True, text=True).stdout
    names = [line for line in out.splitlines()
             if " in section " in line or line.startswith("No symbol")]
    clean = []
    for line in names:
        name = line.split(" in section")[0].rsplit(" + ", 1)[0]
        clean.append(re.sub(r"\[abi:[^\]]*\]", "", name).split("(")[0])
    return clean


def main():
    ap = argparse.ArgumentParser(prog="python -m benchmarks.profile", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("strategies", nargs="*", default=["double-witch", "big-money-ultimate"])
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--top", type=int, default=25)
    a = ap.parse_args()
    for tool in ("perf", "gdb"):
        if shutil.which(tool) is None:
            sys.exit(f"benchmarks.profile: needs `{tool}` on the PATH")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONPATH=root + os.pathsep + os.environ.get("PYTHONPATH", ""))
    child = subprocess.Popen([sys.executable, "-c", _CHILD] + a.strategies, cwd=root, env=env,
                             stdout=subprocess.PIPE, text=True)
    try:
        pid = int(child.stdout.readline())
        with tempfile.TemporaryDirectory() as tmp:
            data = os.path.join(tmp, "perf.data")
            subprocess.run(["perf", "record", "-q", "-e", "cpu-clock", "-F", "4000", "-p",
                            str(pid), "-o", data, "--", "sleep", str(a.seconds)],
                           check=True, capture_output=True)
            rows = samples(data)[:400]
        jit = [addr for _, addr in rows if addr.startswith("0x")]
        names = iter(function_names(pid, jit))
    finally:
        child.kill()
    share = collections.Counter()
    for pct, addr in rows:
        share[next(names, "?") if addr.startswith("0x") else addr] += pct
    print(f"{' '.join(a.strategies)}: one thread, {a.seconds:g} s sampled")
    for name, pct in share.most_common(a.top):
        print(f"{pct:6.2f}%  {name}")
    print(f"{sum(share.values()):6.2f}%  (the hottest 400 addresses)")


if __name__ == "__main__":
    main()
