"""Intrige's part of the API:

    from domsim.intrige import tournament       # api.py: `domsim intrige tournament`

balance.py (`domsim intrige balance`), tune.py (`intrige optimise`) and variants.py (`intrige
variants`) hold the other commands' work."""
from domsim.intrige.api import tournament  # noqa: F401
