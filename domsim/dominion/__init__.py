"""Dominion's part of the API: its runs (api.py, which `domsim` exports as domsim.match,
domsim.tournament, ...) and the download of the DomBots collection (dombots_fetch.py)."""
