"""Instructions a game, engine and kernel, counted exactly: a measure of speed that a noisy or
changing host does not move.

    python -m benchmarks.instructions [--games 2000] [--top 15] [--branches] [MATCHUP ...]
    python -m benchmarks.instructions --intrige BOT [--players 4] [--games 2000] [--top 15]

MATCHUP is a number in benchmarks.run's list (0: the BM mirror, 1: Smithy-BM vs Big Money,
2: Double Witch vs Big Money Ultimate, 3: the 4-player match); default all four. For each,
a child plays the games on one thread under valgrind's callgrind, instrumented only while
the games play (a small C helper switches callgrind on and off around them; loading the
compiled code is not counted), once for the engine and once for the kernel. It prints
instructions a game for each, kernel / engine (what engine / kernel in games/s would be if
both ran at the same instructions per cycle), and the engine's costliest compiled functions,
each with the instructions inlined into it. numba's machine code has no symbols for
valgrind; the child names it from the in-memory objects LLVM registers for debuggers.

`--intrige BOT` counts an Intrige game instead: BOT in an identical field of `--players`
(seed 1, through the shared runner as `benchmarks.intrige` plays it), with its costliest
functions (the bot's own among them); there is no kernel to compare with.

Needs valgrind (with its headers) and a C compiler. Under valgrind LLVM sees another CPU
model than the host's (haswell for a znver3), so the engine is compiled for that model,
natively, into numba's cache beside the host's build (the first run: a minute or two), and
counted as that build. A child takes about 30-60 s after that. The count is the same on
every run for the same tree and games (a few thousand instructions of Python aside).

`--branches` adds callgrind's branch simulator: mispredicted conditional and indirect
branches a game, per side and per function. Its predictor is a simple model (a table of
two-bit counters; the last target of each indirect branch), not the host CPU's, so the
counts say where branches are hard to predict, not what they cost here.
"""
import argparse
import ctypes
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

_HELPER = """
#include <valgrind/callgrind.h>
void measure_start(void) { CALLGRIND_ZERO_STATS; CALLGRIND_START_INSTRUMENTATION; }
void measure_stop(void) { CALLGRIND_STOP_INSTRUMENTATION; CALLGRIND_DUMP_STATS_AT("games"); }
"""

_CHILD = """
import ctypes, json, sys
helper, side, idx, games, names_out = sys.argv[1:6]
from benchmarks import kernels, run
from benchmarks.instructions import jit_functions
if side == "intrige":                   # idx: BOT:PLAYERS
    from simcore.intrige.match import Match, play
    from strategies.intrige import get
    bot, players = idx.split(":")
    def f(n):
        for _ in play(Match([get(bot)] * int(players), games=n, seed=1, chunk=min(n, 20000))):
            pass
elif side == "engine":
    names = run.MATCHUPS[int(idx)][1]
    f = lambda n: run.engine_results(names, n, 1)
else:
    names = run.MATCHUPS[int(idx)][1]
    f = lambda n: kernels.play(names, run.SEED, n, 1)
f(4)
if helper == "-":                   # compile natively first: valgrind compiles at a crawl
    sys.exit()
m = ctypes.CDLL(helper)
m.measure_start()
f(int(games))
m.measure_stop()
with open(names_out, "w") as out:
    json.dump({str(a): name for a, name in jit_functions().items()}, out)
"""


def jit_functions():
    """{address: name} of every function in the machine code LLVM registered for debuggers
    in this process (gdb's JIT interface: a list of in-memory ELF objects whose sections
    carry their load addresses)."""
    import llvmlite.binding as llvm

    lib = llvm.ffi.lib._name
    base = None
    with open("/proc/self/maps") as maps:
        for line in maps:
            fields = line.split()
            if len(fields) >= 6 and fields[5] == os.path.realpath(lib) and int(fields[2], 16) == 0:
                base = int(fields[0].split("-")[0], 16)
                break
    sym = subprocess.run(["nm", lib], capture_output=True, text=True).stdout
    offset = int(re.search(r"^([0-9a-f]+) \w __jit_debug_descriptor$", sym, re.M).group(1), 16)
    # {uint32 version; uint32 action; entry *relevant; entry *first}
    _, _, _, entry = struct.unpack("IIQQ", ctypes.string_at(base + offset, 24))
    found = {}
    while entry:
        nxt, _, addr, size = struct.unpack("QQQQ", ctypes.string_at(entry, 32))
        found.update(_elf_functions(ctypes.string_at(addr, size)))
        entry = nxt
    return found


def _elf_functions(elf):
    """{address: name} of the function symbols of a 64-bit little-endian ELF object whose
    section headers hold load addresses."""
    shoff, = struct.unpack_from("Q", elf, 0x28)
    shentsize, shnum = struct.unpack_from("HH", elf, 0x3A)
    sections = [struct.unpack_from("IIQQQQIIQQ", elf, shoff + i * shentsize)
                for i in range(shnum)]
    out = {}
    for _, kind, _, _, off, size, link, _, _, entsize in sections:
        if kind != 2:                                        # SHT_SYMTAB
            continue
        strtab = sections[link]
        for i in range(size // entsize):
            name, info, _, shndx, value, _ = struct.unpack_from("IBBHQQ", elf, off + i * entsize)
            if info & 0xF == 2 and 0 < shndx < len(sections):  # STT_FUNC, defined here
                end = elf.index(b"\0", strtab[4] + name)
                out[sections[shndx][3] + value] = elf[strtab[4] + name:end].decode()
    return out


def readable(mangled):
    """numba's mangled name as module.function (no ABI tags or argument types)."""
    m = re.match(r"_ZN(.*?)E", mangled)
    if not m:
        return mangled
    parts, s = [], m.group(1)
    while s and s[0].isdigit():
        n = int(re.match(r"\d+", s).group())
        s = s[len(str(n)):]
        parts.append(s[:n])
        s = s[n:]
        if s.startswith("B"):                                # an ABI tag: B<len><tag>
            s = s[1:]
            n = int(re.match(r"\d+", s).group())
            s = s[len(str(n)) + n:]
    return ".".join(parts).replace("_3c", "<").replace("_3e", ">")


def valgrinds_cpu(env):
    """NUMBA_CPU_NAME and NUMBA_CPU_FEATURES as LLVM sees the CPU under valgrind (another
    model than the host's: haswell for a znver3). The native compile then targets that CPU,
    and the measured child finds it in numba's cache (keyed on the CPU) instead of compiling
    the engine at valgrind's crawl."""
    probe = ("import llvmlite.binding as b; b.initialize_native_target(); "
             "print(b.get_host_cpu_name()); print(b.get_host_cpu_features().flatten())")
    out = subprocess.run(["valgrind", "--tool=none", "-q", sys.executable, "-c", probe],
                         capture_output=True, text=True, check=True, env=env).stdout.split("\n")
    return {"NUMBA_CPU_NAME": out[0].strip(), "NUMBA_CPU_FEATURES": out[1].strip()}


def counted(child, env, out_dir, branches=False):
    """({event: total}, [({event: count}, function)]) of one child's measured part; the
    events: Ir (instructions), and with `branches` callgrind's branch simulator's Bc, Bcm
    (conditional branches, mispredicted) and Bi, Bim (indirect ones)."""
    sim = ["--branch-sim=yes"] if branches else []
    subprocess.run(["valgrind", "--tool=callgrind", "--instr-atstart=no", *sim,
                    f"--callgrind-out-file={out_dir}/callgrind.out.%p"] + child,
                   check=True, capture_output=True, env=env)
    dump = [f for f in os.listdir(out_dir) if re.match(r"callgrind\.out\.\d+\.1$", f)]
    report = subprocess.run(["callgrind_annotate", "--threshold=100",
                             os.path.join(out_dir, dump[0])],
                            capture_output=True, text=True, check=True).stdout
    for f in os.listdir(out_dir):
        os.remove(os.path.join(out_dir, f))
    return annotated(report)


def annotated(report):
    """callgrind_annotate's report as ({event: total}, [({event: count}, function)]): each
    line a count (or ".") and a share per event, then the function."""
    events = re.search(r"^Events shown:\s+(.*)$", report, re.M).group(1).split()
    totals, rows = None, []
    for line in report.splitlines():
        if rows and not line.strip():          # the function table ends
            break
        cols = re.sub(r"\(\s*[\d.]+%\)", "", line).split()
        if len(cols) <= len(events) or not re.fullmatch(r"[\d,]+", cols[0]):
            continue
        if not all(re.fullmatch(r"[\d,]+|\.", c) for c in cols[:len(events)]):
            continue
        counts = {e: int(c.replace(",", "")) if c != "." else 0
                  for e, c in zip(events, cols)}
        if cols[len(events)] == "PROGRAM":
            totals = counts
        elif totals is not None:
            rows.append((counts, cols[len(events)]))
    return totals, rows


def mispredicted(counts):
    return counts.get("Bcm", 0) + counts.get("Bim", 0)


def measure(side, idx, games, top, helper, env, tmp, branches=False):
    """(instructions a game, mispredicted branches a game or None, lines of the costliest
    functions) of one side of a matchup."""
    names_file = os.path.join(tmp, "names.json")
    def child(helper):
        return [sys.executable, "-c", _CHILD, helper, side, str(idx), str(games), names_file]

    subprocess.run(child("-"), check=True, env=env)      # compiles what is not cached
    out_dir = os.path.join(tmp, "out")
    os.makedirs(out_dir, exist_ok=True)
    totals, rows = counted(child(helper), env, out_dir, branches)
    with open(names_file) as f:
        jit = {int(k): v for k, v in json.load(f).items()}
    lines = []
    for counts, fn in rows[:top]:
        m = re.search(r"0x([0-9a-f]+)", fn)
        name = readable(jit.get(int(m.group(1), 16), fn)) if m else fn.split(":")[-1]
        missed = f"  {mispredicted(counts) / games:7,.0f}" if branches else ""
        lines.append(f"  {counts['Ir'] / games:9,.0f}  {100 * counts['Ir'] / totals['Ir']:5.1f}%"
                     f"{missed}  {name}")
    misses = mispredicted(totals) / games if branches else None
    return totals["Ir"] / games, misses, lines


def main():
    ap = argparse.ArgumentParser(prog="python -m benchmarks.instructions", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("matchups", nargs="*", type=int)
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--top", type=int, default=15, help="functions listed per side (0: none)")
    ap.add_argument("--branches", action="store_true",
                    help="also count mispredicted branches (callgrind's branch simulator)")
    ap.add_argument("--intrige", metavar="BOT", help="count an Intrige bot's identical field")
    ap.add_argument("--players", type=int, default=4, help="with --intrige (default 4)")
    a = ap.parse_args()
    for tool in ("valgrind", "callgrind_annotate", "cc", "nm"):
        if shutil.which(tool) is None:
            sys.exit(f"benchmarks.instructions: needs `{tool}` on the PATH")
    from benchmarks.run import MATCHUPS
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONPATH=root + os.pathsep + os.environ.get("PYTHONPATH", ""),
               NUMBA_NUM_THREADS="1")
    env.update(valgrinds_cpu(env))
    with tempfile.TemporaryDirectory() as tmp:
        src, helper = os.path.join(tmp, "measure.c"), os.path.join(tmp, "libmeasure.so")
        with open(src, "w") as f:
            f.write(_HELPER)
        subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", helper, src], check=True)
        if a.intrige:
            i, i_miss, i_lines = measure("intrige", f"{a.intrige}:{a.players}", a.games, a.top,
                                         helper, env, tmp, a.branches)
            missed = f", mispredicted branches {i_miss:,.0f}" if a.branches else ""
            print(f"Intrige {a.intrige} x{a.players}: {i:,.0f} instructions a game{missed}")
            print("\n".join(i_lines), flush=True)
            return
        for idx in a.matchups or range(len(MATCHUPS)):
            e, e_miss, e_lines = measure("engine", idx, a.games, a.top, helper, env, tmp,
                                         a.branches)
            k, k_miss, k_lines = measure("kernel", idx, a.games, a.top, helper, env, tmp,
                                         a.branches)
            print(f"{MATCHUPS[idx][0]}: engine {e:,.0f}, kernel {k:,.0f} instructions a game;"
                  f" kernel / engine {k / e:.2f}", flush=True)
            if a.branches:
                print(f" mispredicted branches a game (simulated): engine {e_miss:,.0f},"
                      f" kernel {k_miss:,.0f}", flush=True)
            missed = ", mispredicted" if a.branches else ""
            for side, lines in (("engine", e_lines), ("kernel", k_lines)) if a.top else ():
                print(f" {side} (instructions a game, share{missed}, function):")
                print("\n".join(lines), flush=True)


if __name__ == "__main__":
    main()
