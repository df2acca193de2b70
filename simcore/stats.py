"""Confidence intervals for win shares.

`wilson(p, n)` is the 95% Wilson score interval for a proportion p observed over n trials,
vectorised over numpy arrays. A match's `share` counts a tie among k players as 1/k of a win,
so p need not be a ratio of whole counts; the interval is computed the same way with
p = share and n = games (ties make the true variance a little smaller, so the interval is
slightly conservative).
"""
import numpy as np

Z95 = 1.959963984540054         # two-sided 95% normal quantile


def wilson(p, n, z=Z95):
    """(low, high) arrays: the Wilson score interval for proportion(s) p over n trials.
    Where n is 0 both bounds are NaN. The interval holds p (by its construction; the clamp
    only keeps rounding from putting 0 of 7 at 3e-17 to 0.56)."""
    p = np.asarray(p, dtype=np.float64)
    n = np.asarray(n, dtype=np.float64)
    p, n = np.broadcast_arrays(p, n)
    with np.errstate(divide="ignore", invalid="ignore"):
        z2 = z * z
        denom = 1.0 + z2 / n
        centre = (p + z2 / (2.0 * n)) / denom
        half = (z / denom) * np.sqrt(np.maximum(p * (1.0 - p), 0.0) / n + z2 / (4.0 * n * n))
        low = np.minimum(np.clip(centre - half, 0.0, 1.0), p)
        high = np.maximum(np.clip(centre + half, 0.0, 1.0), p)
    bad = ~(n > 0)
    low = np.where(bad, np.nan, low)
    high = np.where(bad, np.nan, high)
    return low, high


def wilson_counts(successes, n, z=Z95):
    """The Wilson interval from counts (successes out of n)."""
    s = np.asarray(successes, dtype=np.float64)
    n = np.asarray(n, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(n > 0, s / n, 0.0)
    return wilson(p, n, z)
