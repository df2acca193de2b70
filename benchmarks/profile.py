"""Where a matchup's time goes, by compiled function: a sampling profile of the engine.

    python -m benchmarks.profile [--seconds 5] [STRATEGY ...]
    python -m benchmarks.profile --game intrige fox fox fox fox

A child process plays the matchup (default: Dominion's double-witch big-money-ultimate) on
one thread over and over; `perf record` samples it (the CPU clock: no hardware counters needed), and
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
_PLAY = {
    "dominion": """
from benchmarks.run import engine_results
def play(names, games):
    engine_results(names, games, 1)
""",
    "intrige": """
from simcore.intrige.match import Match, play as _play
from strategies.intrige import get
def play(names, games):
    for _ in _play(Match([get(n) for n in names], games=games, seed=1, threads=1,
                         chunk=min(games, 20000))):
        pass
"""}
_CHILD = """
import os, sys
names = sys.argv[1:]
play(names, 1000)
print(os.getpid(), flush=True)
while True:
    play(names, 50000)
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
    """{address: gdb's name for the function there} (numba's mangled name without its ABI
    tags and argument types; '?' where gdb knows none)."""
    cmds = []
    for a in addresses:         # a marker before each answer ties it to its address
        cmds += ["-ex", f"echo @@{a}\\n", "-ex", f"info symbol {a}"]
    out = subprocess.run(["gdb", "-p", str(pid), "-batch", "-nx"] + cmds,
                         capture_output=True, text=True).stdout
    names, at = {}, None
    for line in out.splitlines():
        if line.startswith("@@"):
            at = line[2:].strip()
        elif at is not None and at not in names and " in section " in line:
            name = line.split(" in section")[0].rsplit(" + ", 1)[0]
            names[at] = re.sub(r"\[abi:[^\]]*\]", "", name).split("(")[0]
    return names


def main():
    ap = argparse.ArgumentParser(prog="python -m benchmarks.profile", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("strategies", nargs="*")
    ap.add_argument("--game", choices=sorted(_PLAY), default="dominion")
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--top", type=int, default=25)
    a = ap.parse_args()
    a.strategies = a.strategies or (["double-witch", "big-money-ultimate"]
                                    if a.game == "dominion" else ["fox"] * 4)
    for tool in ("perf", "gdb"):
        if shutil.which(tool) is None:
            sys.exit(f"benchmarks.profile: needs `{tool}` on the PATH")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONPATH=root + os.pathsep + os.environ.get("PYTHONPATH", ""))
    child = subprocess.Popen([sys.executable, "-c", _PLAY[a.game] + _CHILD] + a.strategies,
                             cwd=root, env=env,
                             stdout=subprocess.PIPE, text=True)
    try:
        pid = int(child.stdout.readline())
        with tempfile.TemporaryDirectory() as tmp:
            data = os.path.join(tmp, "perf.data")
            subprocess.run(["perf", "record", "-q", "-e", "cpu-clock", "-F", "4000", "-p",
                            str(pid), "-o", data, "--", "sleep", str(a.seconds)],
                           check=True, capture_output=True)
            rows = samples(data)[:400]
        names = function_names(pid, [addr for _, addr in rows if addr.startswith("0x")])
    finally:
        child.kill()
    share = collections.Counter()
    for pct, addr in rows:
        share[names.get(addr, "?") if addr.startswith("0x") else addr] += pct
    print(f"{a.game}, {' '.join(a.strategies)}: one thread, {a.seconds:g} s sampled")
    for name, pct in share.most_common(a.top):
        print(f"{pct:6.2f}%  {name}")
    print(f"{sum(share.values()):6.2f}%  (the hottest 400 addresses)")


if __name__ == "__main__":
    main()
