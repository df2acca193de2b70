"""Dominion's commands (match, play, tournament, sweep, optimise, cards, ...) and their
texts; cli/main.py adds them to `domsim`."""
