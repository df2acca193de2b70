"""Dominion's part of the API: its runs (api.py: domsim.match, domsim.tournament; sweeps.py:
domsim.sweep_cards, sweep_kingdoms, sweep_params), the per-turn statistics of --turns-out
(turns.py) and the download of the DomBots collection (dombots_fetch.py)."""
