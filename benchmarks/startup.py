"""Start-up time of the commands: each a fresh Python process, best of N, wall and CPU.

    python -m benchmarks.startup [--repeat 7] [--root DIR ...]

`--root` may be given several times (checkouts to compare, e.g. a worktree of an older
commit); the runs alternate between them so that the machine's load falls on all alike.
What is timed: `import domsim`, `import cli.main` (what every command loads), and the
whole of `domsim --help` and `domsim cards` (click's parsing and printing included).
"""
import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CASES = {
    "import domsim": "import domsim",
    "import cli.main": "import cli.main",
    "domsim --help": "import sys; sys.argv = ['domsim', '--help']; import cli.main; cli.main.main()",
    "domsim cards": "import sys; sys.argv = ['domsim', 'cards']; import cli.main; cli.main.main()",
}


def once(root, code):
    """(wall seconds, CPU seconds) of one fresh process running `code` in checkout `root`."""
    env = dict(os.environ, PYTHONPATH=str(root))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], cwd=root, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--root", action="append", type=Path,
                    help="a checkout to time (default: this one); repeat to compare")
    a = ap.parse_args()
    roots = a.root or [ROOT]
    best = {(r, c): (float("inf"), float("inf")) for r in roots for c in CASES}
    for _ in range(a.repeat):
        for case, code in CASES.items():
            for r in roots:                     # alternate: the load falls on all alike
                w, c = once(r, code)
                bw, bc = best[(r, case)]
                best[(r, case)] = (min(bw, w), min(bc, c))
    print(f"load average {os.getloadavg()[0]:.2f}; best of {a.repeat}; wall s / CPU s")
    head = "case".ljust(18) + "".join(str(r)[-28:].rjust(30) for r in roots)
    print(head)
    for case in CASES:
        cells = "".join(f"{best[(r, case)][0]:.2f} / {best[(r, case)][1]:.2f}".rjust(30)
                        for r in roots)
        print(case.ljust(18) + cells)


if __name__ == "__main__":
    main()
