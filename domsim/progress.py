"""Progress on stderr: a tqdm bar on a terminal (a widget in a notebook), and on a stream that
is not a terminal (a log file, a pipe, CI) a line now and then: a bar redraws itself with
carriage returns several times a second, which a redirected stderr keeps, every one of them,
on one endless line."""
import sys
import time

STEP = 0.1          # a line each time another tenth of the work is done ...
EVERY = 60.0        # ... or when this many seconds passed since the last line


def progress_bar(total, unit="game", desc="", initial=0, file=None, **bar):
    """A progress object with tqdm's update(n), set_postfix_str(s), n and close(); `bar`:
    tqdm's own options (used on a terminal)."""
    file = file if file is not None else sys.stderr
    if _is_terminal(file):
        from tqdm import tqdm
        return tqdm(total=total, unit=unit, desc=desc or None, initial=initial, file=file,
                    **bar)
    if "ipykernel" in sys.modules:          # a notebook: its output area draws a widget
        from tqdm.auto import tqdm
        return tqdm(total=total, unit=unit, desc=desc or None, initial=initial, **bar)
    return ProgressLines(total, unit, desc, initial, file)


def _is_terminal(file):
    try:
        return file.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def _now():
    return time.monotonic()


class ProgressLines:
    """Progress as whole lines, at most one per tenth of the work and one a minute between
    them: "3,000 of 10,000 games (30%), 12 s"."""

    def __init__(self, total, unit, desc, initial, file):
        self.total, self.unit, self.desc, self.file = total, unit, desc, file
        self.n = initial
        self.postfix = ""
        self.start = self.last = _now()
        self.tenth = self._tenth()          # the tenths done when the last line was written

    def _tenth(self):
        return int(self.n / self.total / STEP) if self.total else 0

    def update(self, k=1):
        self.n += k
        now = _now()
        if self._tenth() > self.tenth or now - self.last >= EVERY:
            self.tenth, self.last = self._tenth(), now
            self._line(now)

    def set_postfix_str(self, s="", refresh=True):
        self.postfix = s

    def _line(self, now):
        share = f" ({100 * self.n / self.total:.0f}%)" if self.total else ""
        extra = f", {self.postfix}" if self.postfix else ""
        head = f"{self.desc}: " if self.desc else ""
        print(f"{head}{self.n:,} of {self.total:,} {self.unit}s{share}, "
              f"{now - self.start:.0f} s{extra}", file=self.file, flush=True)

    def close(self):
        pass
