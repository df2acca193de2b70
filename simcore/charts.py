"""Charts (game-neutral; matplotlib's headless Agg backend).

Every chart function takes plain tables (pandas) and a title, returns the matplotlib Figure
(tests locate cells through its axes) and saves it when given a path. Figures are laid out
with tight_layout and saved at DPI without cropping, so a figure's size in pixels is
figsize * DPI.
"""
import io

import matplotlib

matplotlib.use("Agg")
import textwrap

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from matplotlib.ticker import MaxNLocator  # noqa: E402

DPI = 100
CMAP = "RdYlGn"             # red = low share, green = high (a crosstable spans 0 to 1)
NEUTRAL = "Blues"           # one hue for a narrow range, where red/green would sell noise


def _save(fig, path):
    if path is not None:
        fig.savefig(path, dpi=DPI, metadata={"Software": None})
    return fig


def wrap(title, width=90):
    """The title in lines of at most `width`, broken at spaces only (never inside a name
    such as smithy-bm)."""
    return "\n".join(textwrap.wrap(title, width, break_on_hyphens=False,
                                    break_long_words=False))


def text_colour(rgba):
    """Black or white, whichever contrasts more with a cell of colour `rgba` (WCAG's relative
    luminance: white below 0.179, where the two contrasts are equal)."""
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgba[:3]]
    lum = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    return "white" if lum < 0.179 else "black"


def _cell_texts(ax, im, m, text, fontsize):
    """Each cell's text (`text(i, j)`, None for none) in the colour that reads on it."""
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            if m[i, j] == m[i, j]:
                ax.text(j, i, text(i, j), ha="center", va="center", fontsize=fontsize,
                        color=text_colour(im.cmap(im.norm(m[i, j]))))


def heatmap(ct, order, title, path=None):
    """Crosstable heatmap: cell (row a, column b) = share of a against b, rows and columns
    in `order` (best first); the diagonal is blank."""
    n = len(order)
    pos = {s: i for i, s in enumerate(order)}
    m = np.full((n, n), np.nan)
    for r in ct.itertuples():
        m[pos[r.strategy], pos[r.opponent]] = r.share
    size = max(5.0, 0.75 * n + 3.0)
    fig, ax = plt.subplots(figsize=(size + 1.0, size), dpi=DPI)
    im = ax.imshow(m, cmap=CMAP, vmin=0.0, vmax=1.0)
    ax.set_xticks(range(n), order, rotation=40, ha="right")
    ax.set_yticks(range(n), order)
    ax.set_xlabel("opponent")
    ax.set_ylabel("strategy (share of its games won)")
    if n <= 16:
        _cell_texts(ax, im, m, lambda i, j: f"{100 * m[i, j]:.0f}", 9)
    fig.colorbar(im, ax=ax, fraction=0.046, pad=0.04, label="share")
    ax.set_title(wrap(title, 70), fontsize=10)
    fig.tight_layout()
    return _save(fig, path)


def interval_bars(labels, value, low, high, title, xlabel, path=None, ref=None,
                  color="#4c72b0", ref_label=None, points=False, notes=None):
    """Horizontal bars from 0 (first label at the top) with 95% error bars; `points`: a dot
    per label instead (for a scale without a meaningful 0, such as a rating). `ref`: a
    vertical reference line named `ref_label` in the legend (e.g. a fair share); `notes`: a
    text per label at the end of its bar (e.g. how many kingdoms a rate is of)."""
    n = len(labels)
    value, low, high = (np.asarray(x, float) for x in (value, low, high))
    fig, ax = plt.subplots(figsize=(9, max(3.0, 0.28 * n + 1.8)), dpi=DPI)
    y = np.arange(n)
    if points:
        ax.plot(value, y, "o", color=color, label="estimate")
    else:
        ax.barh(y, value, color=color, height=0.7)
        ax.set_xlim(left=0)
    if np.any(high > low):
        # (an interval a rounding error away from its estimate draws as no bar, not an error)
        ax.errorbar(value, y, xerr=[np.maximum(value - low, 0), np.maximum(high - value, 0)],
                    fmt="none", ecolor="black", capsize=2, lw=1, label="95% interval")
    zero = (value == 0) & (high > low)
    if not points and np.any(zero):
        # a bar of no length reads as no data: mark the measured 0 that its interval is of
        ax.plot(value[zero], y[zero], "D", color=color, markeredgecolor="black",
                markersize=5, clip_on=False, zorder=3, label="measured 0")
    if notes is not None:
        for yi, hi, text in zip(y, np.maximum(value, high), notes):
            ax.annotate(text, (hi, yi), xytext=(4, 0), textcoords="offset points",
                        va="center", fontsize=8)
        ax.set_xlim(right=max(float(np.nanmax(np.maximum(value, high))) * 1.18, 0.01))
    ax.set_yticks(y, labels, fontsize=9 if n < 40 else 7)
    ax.invert_yaxis()
    if ref is not None:
        ax.axvline(ref, color="grey", lw=1, ls="--", label=ref_label or f"reference {ref:g}")
    if ref is not None or points or np.any(high > low):     # beside the bars, over none
        ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0)
    ax.set_xlabel(xlabel)
    ax.set_title(wrap(title), fontsize=10)
    ax.grid(axis="x", alpha=0.3)
    fig.tight_layout()
    return _save(fig, path)


def histogram(values, title, xlabel, path=None, bins=20):
    fig, ax = plt.subplots(figsize=(8, 4.5), dpi=DPI)
    ax.hist(np.asarray(values, float), bins=bins, color="#4c72b0", edgecolor="white")
    ax.set_xlabel(xlabel)
    ax.set_ylabel("kingdoms")
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))      # a count of kingdoms
    ax.set_title(wrap(title), fontsize=10)
    fig.tight_layout()
    return _save(fig, path)


def curves(series, title, xlabel, ylabel, path=None, band=True, xlim=None, running=None,
           note=None):
    """Line chart: series = [(label, x, mean, sd)], one line per label (a +-sd band);
    `xlim`: the x range (to line several charts up). `running`: per series, (x, share of its
    games still running), dotted on a right-hand axis: a mean over the games still running
    rests, turn after turn, on fewer and longer games. `note`: a line under the chart."""
    fig, ax = plt.subplots(figsize=(9, 5.4 if note else 5), dpi=DPI)
    lines = []
    for label, x, mean, sd in series:
        x, mean = np.asarray(x, float), np.asarray(mean, float)
        line, = ax.plot(x, mean, label=label, lw=1.8)
        lines.append(line)
        if band and sd is not None:
            sd = np.asarray(sd, float)
            ax.fill_between(x, mean - sd, mean + sd, color=line.get_color(), alpha=0.12)
    if running is not None:
        right = ax.twinx()
        for line, (x, share) in zip(lines, running):
            right.plot(np.asarray(x, float), 100 * np.asarray(share, float), ls=":", lw=1.4,
                       color=line.get_color())
        right.set_ylim(0, 105)
        right.set_ylabel("games still running (%, dotted)")
    if xlim is not None:
        ax.set_xlim(*xlim)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))      # turns
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=9)
    ax.set_title(wrap(title), fontsize=10)
    if note:
        fig.text(0.01, 0.01, wrap(note, 120), fontsize=8.5, ha="left", va="bottom")
        fig.tight_layout(rect=(0, 0.07, 1, 1))
    else:
        fig.tight_layout()
    return _save(fig, path)


def param_line(x, share, low, high, title, xlabel, path=None, ref=None, ref_label=None):
    """Share against one parameter's values, with 95% error bars; `ref`: a horizontal line
    named `ref_label` in the legend."""
    fig, ax = plt.subplots(figsize=(9, 5), dpi=DPI)
    x, share, low, high = (np.asarray(v, float) for v in (x, share, low, high))
    ax.errorbar(x, share, yerr=[share - low, high - share], fmt="o-", capsize=3, lw=1.8,
                label="share with its 95% interval")
    if ref is not None:
        ax.axhline(ref, color="grey", lw=1, ls="--", label=ref_label or f"reference {ref:g}")
    if np.all(x == np.round(x)):
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(xlabel)
    ax.set_ylabel("share of games won")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    ax.set_title(wrap(title), fontsize=10)
    fig.tight_layout()
    return _save(fig, path)


def param_heatmap(m, half, rows, cols, title, ylabel, xlabel, path=None, close=None):
    """Share over a grid of two parameters: m[i, j] for rows[i] and cols[j], each cell with
    its 95% CI half-width `half[i, j]`, in one hue (a narrow range in red and green would
    make noise look like signal); `close`: a boolean grid of the cells within noise of the
    best, outlined."""
    h, w = m.shape
    fig, ax = plt.subplots(figsize=(max(6.0, 0.8 * w + 3), max(4.5, 0.55 * h + 2.5)), dpi=DPI)
    im = ax.imshow(m, cmap=NEUTRAL, vmin=np.nanmin(m), vmax=np.nanmax(m), origin="lower",
                   aspect="auto")
    ax.set_xticks(range(w), [str(c) for c in cols])
    ax.set_yticks(range(h), [str(r) for r in rows])
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if h * w <= 150:
        _cell_texts(ax, im, m, lambda i, j: f"{100 * m[i, j]:.1f}\n±{100 * half[i, j]:.1f}", 7)
    if close is not None and close.any():
        for i, j in zip(*np.nonzero(close)):
            ax.add_patch(plt.Rectangle((j - 0.5, i - 0.5), 1, 1, fill=False, ec="#d62728",
                                       lw=2))
        ax.plot([], [], "s", mfc="none", mec="#d62728", mew=2,
                label=f"within noise of the best (95%): {int(close.sum())} cells")
        ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(0, -0.12))
    fig.colorbar(im, ax=ax, label="share (numbers: % ± 95% CI half-width)")
    ax.set_title(wrap(title, 70), fontsize=10)
    fig.tight_layout()
    return _save(fig, path)


def close(fig):
    plt.close(fig)


def png_bytes(fig):
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=DPI, metadata={"Software": None})
    return buf.getvalue()
