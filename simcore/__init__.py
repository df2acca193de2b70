"""simcore: the compiled game engines.

numba's on-disk cache checks only each function's own file, so a compiled function that
calls into an edited module would keep running the old code. The cache therefore lives in a
folder named by a hash of the compiled engine and strategy sources (ENGINE_VERSION), set here before
any compiled module is imported. NUMBA_CACHE_DIR, if set, is the parent of those folders.
"""
import hashlib
import os
from pathlib import Path

import numba

_ROOT = Path(__file__).resolve().parents[1]


def _source_hash():
    """Hash of the sources that compiled code comes from: modules with numba functions,
    and the driver generator."""
    h = hashlib.sha256()
    for pkg in ("simcore", "strategies"):
        for p in sorted((_ROOT / pkg).rglob("*.py")):
            src = p.read_bytes()
            if b"@njit" in src or p.name == "driver.py":
                h.update(p.relative_to(_ROOT).as_posix().encode())
                h.update(src)
    return h.hexdigest()[:12]


ENGINE_VERSION = _source_hash()


def cache_root():
    """Where domsim keeps compiled code and generated drivers."""
    return Path(os.environ.get("DOMSIM_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")), "domsim"))


numba.config.CACHE_DIR = os.path.join(
    os.environ.get("NUMBA_CACHE_DIR") or str(cache_root() / "numba"), ENGINE_VERSION)
