"""simcore: a compiled core that games plug into (simcore/<game>/), and the shared parts.

Compiled code is cached per game, in folders named by the engine version of each scope
(simcore/versions.py); the locator that picks them is installed here, before any compiled
module is imported. NUMBA_CACHE_DIR, if set, is the parent of those folders. Calls between
compiled functions are lowered without a dead zero-fill (simcore/call_slots.py), also
installed here.
"""
from .call_slots import install_call_slots
from .versions import cache_root, engine_version, install_locator  # noqa: F401

install_call_slots()
install_locator()
