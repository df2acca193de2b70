"""Dominion's engine. On a cold cache, importing the package starts the second compile
process (simcore/prewarm.py, simcore/dominion/prewarm.py) before any compiled module is
imported, so that it compiles the value helpers while this process compiles the zones and
decisions that the rest of the engine needs first."""
from simcore import prewarm as _prewarm

_prewarm.start_module("dominion", __name__ + ".prewarm")
