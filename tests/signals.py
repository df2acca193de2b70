"""What a process does with a signal now, read from /proc: tests that signal a command wait
for it to take the signal as the command means to (a fixed sleep is too short on a busy
machine, and a signal that comes first ends the process by the system's default)."""


def mask(pid, field):
    """A signal mask of process pid from /proc (SigCgt: handled, SigIgn: ignored)."""
    with open(f"/proc/{pid}/status") as f:
        return int(next(line for line in f if line.startswith(field + ":")).split()[1], 16)


def bit(sig):
    """sig's bit in a /proc signal mask."""
    return 1 << (int(sig) - 1)


def handles(pid, sig):
    """Does process pid handle sig with a handler of its own?"""
    return bool(mask(pid, "SigCgt") & bit(sig))
