"""Intrige: the bluffing game of rule seed 004 (a Coup-like game for 2-8 players with 15 or
20 cards of a standard deck). Layout as for Dominion: state.py (the record), rules.py (the
compiled rules), options.py (rule options), view.py (what policies see), checks.py (checked
mode), driver.py / match.py (batch play), playlog.py (readable logs), balance.py (report)."""
