"""What the searches' commands (`optimise`, `intrige optimise`) share: the --budget option's
parsing, the tables of candidates and progress, and the chart of the best share."""
import re

from domsim.inputs import DomsimError

MIN_GAMES, MAX_GAMES = 10_000, 10 ** 10
MIN_SECONDS, MAX_SECONDS = 5, 7 * 24 * 3600


def parse_budget(text):
    """('games', n) or ('seconds', s) from '200000', '2e5', '90s', '10m', '1.5h'."""
    from domsim.inputs import parse_whole
    t = str(text).strip().lower()
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(s|m|h|min|sec)", t)
    if m:
        v = float(m.group(1)) * {"s": 1, "sec": 1, "m": 60, "min": 60, "h": 3600}[m.group(2)]
        if not MIN_SECONDS <= v <= MAX_SECONDS:
            raise DomsimError(f"--budget {text}: a time budget must be {MIN_SECONDS} s to 7 days")
        return "seconds", v
    n = parse_whole(t)
    if n is None:
        raise DomsimError(f"--budget {text!r}: give games (200000, 2e5) or a time (90s, 10m, 1h)")
    if not MIN_GAMES <= n <= MAX_GAMES:
        raise DomsimError(f"--budget {text}: a games budget must be {MIN_GAMES:,} to {MAX_GAMES:,}")
    return "games", n


def write_tables(outdir, rows, progress):
    import pandas as pd
    pd.DataFrame(rows).to_parquet(outdir / "candidates.parquet", index=False)
    pd.DataFrame([{"generation": p.generation, "candidates": p.candidates,
                   "best_share": p.best_share, "best_vs_given_field": p.builtin_share,
                   "games": p.games, "seconds": round(p.seconds, 2),
                   "field": "; ".join(p.field), "best": p.best_words} for p in progress]).to_csv(
        outdir / "progress.csv", index=False)


MANY = 60       # generations above which the chart shows running medians


def best_share_chart(progress, kingdom, objective, about, fair=0.5):
    """The search's progress over the games it played: each generation's winner against the
    field (which grows with the search's own bests, so it need not rise) and against the
    given field alone; a star where a new best bot was kept."""
    import pandas as pd
    from matplotlib.ticker import MaxNLocator

    from simcore.charts import plt, wrap
    x = [p.games / 1000 for p in progress]
    fig, ax = plt.subplots(figsize=(7, 4.6), dpi=100)
    series = [([p.best_share for p in progress], "tab:blue",
               "generation's winner: against the whole field"),
              ([p.builtin_share for p in progress], "tab:orange",
               "the same bot: against the given field only (no own bests)")]
    if len(progress) <= MANY:
        for (y, color, label), marker in zip(series, ("o", None)):
            ax.plot(x, y, marker=marker, color=color, linewidth=1.5, label=label)
    else:   # hundreds of generations: each one faint, the running median over w of them
        w = max(5, len(progress) // 40)
        for y, color, label in series:
            ax.plot(x, y, color=color, linewidth=0.6, alpha=0.3)
            ax.plot(x, pd.Series(y).rolling(w, min_periods=1).median(), color=color,
                    linewidth=2, label=f"{label} (median of {w} generations)")
    new = [i for i, p in enumerate(progress)
           if i == 0 or p.best_words != progress[i - 1].best_words]
    ax.plot([x[i] for i in new], [progress[i].best_share for i in new], linestyle="none",
            marker="*", markersize=12, color="tab:green", label="a new best bot kept")
    ax.axhline(fair, color="grey", linestyle="--", linewidth=1, label=f"even ({fair:.0%})")
    ax.set_xlabel("games played by the search (thousands)")
    ax.set_ylabel("worst share against a field member" if objective == "min"
                  else "mean share against the field")
    ys = [p.best_share for p in progress] + [p.builtin_share for p in progress]
    ax.set_ylim(min(fair - 0.1, min(ys) - 0.05), max(fair + 0.1, max(ys) + 0.05))
    ax.xaxis.set_major_locator(MaxNLocator(nbins=8))
    ax.set_title(wrap(f"domsim optimise: best bot for {kingdom}, {len(progress)} generations; "
                      f"{about}", 80), fontsize=9)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.14), ncol=2, fontsize=7)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    return fig


def save_chart(path, progress, kingdom, objective, about, fair=0.5):
    from simcore import charts
    fig = best_share_chart(progress, kingdom, objective, about, fair)
    fig.savefig(path)
    charts.close(fig)
