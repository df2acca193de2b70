"""Intrige's commands: the `domsim intrige` group (commands.py) and its texts, tuning and
variants."""
