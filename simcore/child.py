"""A module of this project run in a new interpreter (`python -m module`), with this copy of
the project first on its path (a checkout used without an install finds itself too)."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = str(Path(__file__).resolve().parent.parent)


def start(module, *args, **popen):
    """subprocess.Popen of `python -m module args...`; popen: Popen's other arguments."""
    path = os.environ.get("PYTHONPATH")
    env = dict(os.environ, PYTHONPATH=ROOT + (os.pathsep + path if path else ""))
    return subprocess.Popen([sys.executable, "-m", module, *args], env=env, **popen)
