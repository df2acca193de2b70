"""What `domsim intrige variants` prints, and `domsim report` for its files: the verdict
(the fair variants, ranked; or that none is, and the closest) and the charts."""
import click

from cli.common import pct, table


def verdict_rows(v):
    return [[r.variant, r.options_changed, f"{r.change:g}", pct(r.max_deviation),
             f"{r.worst_players}p seat {r.worst_seat}: {pct(r.worst_share)} "
             f"[{pct(r.worst_ci_low)}, {pct(r.worst_ci_high)}]", pct(r.max_ci_reach),
             "yes" if r.fair else "no", "yes" if r.fair_beyond_noise else "no"]
            for r in v.itertuples()]


VERDICT_HEADER = ["variant", "options", "change", "worst |share - fair|",
                  "worst seat (95% CI)", "CI reaches", "within 2 points",
                  "CIs within 2 points"]


# what the "options" and "change" columns count (domsim/intrige/variants.py, change())
CHANGE_KEY = [
    "options: how many of the printed rules a variant changes; change: how far, added up over "
    "them: 1 for a rule that is a choice of words (order=block-first), the relative change "
    "of a number (tax=2 for the printed 3: 0.333), and for a number per seat the mean "
    "relative change over 8 seats (start-coins=2,3, 2 coins for the first seat and 3 for the "
    "others, for the printed 2 each: 7 of 8 seats by a half, 0.4375). Variants are ranked by "
    "fewer options first, then the smaller change; default is the printed rules (0, 0)."]


def conclusion(v):
    """The plain answer, one or two lines."""
    fair = v[v["fair"]]
    judged = v["judged_players"].iloc[0] if len(v) else ""
    if len(fair):
        best = fair.iloc[0]
        sure = fair[fair["fair_beyond_noise"]]
        lines = [f"{len(fair)} of {len(v)} variants bring every seat within 2 points of fair "
                 f"at {judged} players; the smallest change: {best.variant} (worst seat "
                 f"{pct(best.worst_share)} [{pct(best.worst_ci_low)}, "
                 f"{pct(best.worst_ci_high)}] at {best.worst_players} players)"]
        lines.append(f"{len(sure)} of them with every 95% interval inside fair +- 2 points"
                     + ("" if len(sure) else ": the rest may be noise; play more --games"))
        return lines
    close = v.sort_values("max_deviation", kind="stable").iloc[0]
    return [f"none of the {len(v)} variants brings every seat within 2 points of fair at "
            f"{judged} players; the closest: {close.variant}, worst seat {pct(close.worst_share)} "
            f"[{pct(close.worst_ci_low)}, {pct(close.worst_ci_high)}] at {close.worst_players} "
            f"players (fair {pct(1 / close.worst_players)})"]


def show(v, rows):
    for line in table(VERDICT_HEADER, verdict_rows(v)):
        click.echo(line)
    click.echo("")
    for line in CHANGE_KEY:
        click.echo(line)
    click.echo("")
    for line in conclusion(v):
        click.echo(line)


def charts(rows, v, md):
    """[(file name, Figure, heading)]: each variant's largest seat deviation by player count,
    and the seat shares of the best variant against the seed's rules."""
    import numpy as np

    from simcore.charts import plt, wrap
    about = (f"bot {md.get('bot')} tuned per variant, {int(md.get('games', 0)):,} games per "
             f"variant and count, seed {md.get('seed')}, domsim {md.get('version')}+"
             f"{md.get('engine_version')}")
    s = rows[rows["kind"] == "seat"].copy()
    s["dev"] = s["value"] - s["fair"]
    order = list(v["variant"])
    counts = sorted(s["players"].unique())
    fig1, ax = plt.subplots(figsize=(9, 0.45 * len(order) + 2), dpi=100)
    width = 0.8 / len(counts)
    for j, n in enumerate(counts):
        worst = []
        for var in order:
            g = s[(s["variant"] == var) & (s["players"] == n)]
            worst.append(g["dev"].abs().max() if len(g) else np.nan)
        ax.barh(np.arange(len(order)) + j * width, [100 * w for w in worst], height=width,
                label=f"{n} players")
    ax.axvline(2, color="black", linestyle="--", linewidth=1, label="2 points")
    ax.set_yticks(np.arange(len(order)) + 0.4 - width / 2)
    ax.set_yticklabels(order, fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("largest |seat share - fair| (percentage points)")
    ax.set_title(wrap(f"Intrige variants: the fair ones (smallest change first), then the "
                      f"others (closest first); {about}", 95),
                 fontsize=9)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1))
    ax.grid(axis="x", alpha=0.3)
    fig1.tight_layout()
    fair = v[v["fair"]]
    best = fair["variant"].iloc[0] if len(fair) else \
        v.sort_values("max_deviation", kind="stable")["variant"].iloc[0]
    which = "the first-ranked fair variant" if len(fair) else "the closest variant (none is fair)"
    fig2, axes = plt.subplots(1, len(counts), figsize=(max(8, 2.2 * len(counts) + 1), 3.8),
                              dpi=100, sharey=False)
    axes = np.atleast_1d(axes)
    # the best variant beside the printed rules, unless the printed rules are the best
    series = [(best, "tab:green")] + ([("default", "tab:grey")] if best != "default" else [])
    for ax, n in zip(axes, counts):
        for k, (var, color) in enumerate(series):
            g = s[(s["variant"] == var) & (s["players"] == n)]
            if not len(g):
                continue
            x = g["name"].astype(int).to_numpy() + (k - 0.5) * 0.35 * (len(series) - 1)
            ax.errorbar(x, 100 * g["value"], yerr=[100 * (g["value"] - g["ci_low"]),
                                                   100 * (g["ci_high"] - g["value"])],
                        fmt="o", color=color, markersize=3, label=var)
        ax.axhline(100 / n, color="black", linestyle="--", linewidth=1)
        ax.set_title(f"{n} players", fontsize=8)
        ax.set_xticks(range(n))
        ax.set_xlabel("seat (0 starts)", fontsize=7)
        ax.tick_params(labelsize=7)
    axes[0].set_ylabel("share of games won (%), 95% CI")
    handles, labels = axes[0].get_legend_handles_labels()
    fig2.legend(handles, labels, loc="lower center", ncol=2, fontsize=7)
    against = "against the seed's rules (grey)" if best != "default" else \
        "the seed's rules themselves"
    fig2.suptitle(wrap(f"Seat shares of {which}, {best} (green), {against}; dashed: fair. "
                       f"{about}", 110), fontsize=8)
    fig2.tight_layout(rect=(0, 0.07, 1, 1))
    return [("variants.png", fig1, "Largest seat deviation per variant"),
            ("seats.png", fig2, f"Seat shares of {which}")]
