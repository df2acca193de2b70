"""`domsim report` for every result kind: terminal tables, PNG charts (--png DIR) and one
self-contained HTML page (--html FILE) with the charts embedded.

Tables are recomputed from the file's rows (a deterministic function of them), so a report
shows exactly what the run printed."""
from pathlib import Path

import click

from domsim.inputs import DomsimError


def _charts_for(kind, df, md, extra):
    """[(file name, Figure, heading)] for a result."""
    from cli.dominion.sweep import card_chart, kingdom_charts
    from cli.plans import title_of
    from simcore import charts
    out = []
    if kind == "tournament":
        rank = extra["ranking"]
        order = list(rank["strategy"])
        if extra.get("crosstable") is not None:
            out.append(("heatmap.png", charts.heatmap(
                extra["crosstable"], order, title_of(md) + ": share of row against column"),
                "Crosstable heatmap"))
        out.append(("ranking.png", charts.interval_bars(
            order, rank["rating"], rank["rating_low"], rank["rating_high"],
            title_of(md) + ": rating with 95% interval", "rating (Elo-like; 1500 = average)",
            ref=1500.0, ref_label="average (1500)", points=True), "Ratings with 95% intervals"))
    elif kind == "sweep-cards":
        out.append(("cards.png", card_chart(df, md), "Card lift"))
    elif kind == "sweep-params":
        from cli.dominion.sweep import params_chart
        out.append(("params.png", params_chart(df, md), "Parameter curve"))
    elif kind == "sweep-kingdoms":
        f1, f2 = kingdom_charts(df, extra["cards"], md)
        out += [("dominance.png", f1, "Card dominance"), ("margins.png", f2,
                                                          "Best-versus-second margin")]
    elif kind == "turns":
        out += turn_charts(df, md)
    elif kind == "intrige-variants":
        from cli.intrige.variants import charts as variant_charts
        out += variant_charts(df, extra["verdict"], md)
    elif kind == "summary":
        names = list(df["strategy"])
        where = f"kingdom {md.get('kingdom') or '(basic only)'}"
        if md.get("game") == "intrige":
            where = f"Intrige, rules {df['rules'].iloc[0] or 'default'}"
        out.append(("shares.png", charts.interval_bars(
            names, df["share"], df["ci_low"], df["ci_high"],
            f"{' vs '.join(names)}: {int(df['games'].iloc[0]):,} games, seed {md.get('seed')}, "
            f"{where}, domsim {md.get('version')}+{md.get('engine_version')}",
            "share of games won", ref=1 / len(names),
            ref_label=f"no advantage: 1/{len(names)} = {100 / len(names):.1f}%"), "Shares"))
    return out


def _load(file):
    """(kind, main table, metadata, extra tables) of any result file of ours."""
    import pyarrow.parquet as pq

    import domsim
    from domsim.runs import PLAN_KINDS
    from simcore.results import ResultsFileError, read_summary
    try:
        raw = pq.read_schema(file).metadata or {}
        kind = raw.get(b"kind", b"").decode()
    except Exception:
        kind = ""
    if kind in ("ranking", "cards", "kingdoms", "kingdom-cards", "verdict"):
        raise DomsimError(f"{file} is a table derived from a run; report the run's own file "
                          "(the one without .ranking/.cards/.kingdoms in its name)")
    if kind == "turns":
        from domsim.dominion.turns import read_turn_statistics
        try:
            rows, md = read_turn_statistics(file)
        except domsim.DomsimError as e:
            raise DomsimError(str(e)) from None
        return kind, rows, md
    if kind == "intrige-variants":
        t = pq.read_table(file)
        return kind, t.to_pandas(), {k.decode(): v.decode() for k, v in raw.items()}
    if kind in PLAN_KINDS:
        try:
            rows, md = domsim.read_results(file)
        except domsim.DomsimError as e:
            raise DomsimError(str(e)) from None
        return kind, rows, md
    try:
        rows, md = read_summary(file)
    except ResultsFileError as e:
        raise DomsimError(f"{e}; `domsim report` reads the files of `domsim match --out`, "
                          "`tournament` and `sweep`") from None
    import pandas as pd
    return "summary", pd.DataFrame(rows), md


def report_file(file, html=None, png=None):
    import json

    from cli.dominion.sweep import show_cards, show_kingdoms
    from cli.plans import show_tournament, title_of
    from domsim.report import html_page
    from simcore import charts
    from simcore.plan_tables import card_table, crosstable, ranking, seat_overall
    kind, rows, md = _load(file)
    for opt, p in (("--html", html), ("--png", png)):
        if p is not None and Path(p).exists() and opt == "--html" and Path(p).is_dir():
            raise DomsimError(f"--html {p} is a folder; give a file name such as report.html")
    if png is not None and Path(png).exists() and not Path(png).is_dir():
        raise DomsimError(f"--png {png} is a file; give a folder for the charts")
    extra, tables, about = {}, [], []
    if kind == "summary":
        from cli.summary_text import show_match_summary
        show_match_summary(file)
        df = rows
        tables = [("Summary", summary_table(rows, md))]
        title = f"match: {' vs '.join(rows['strategy'])}"
        if md.get("game") == "intrige":
            title = f"Intrige {title}"
            about.append(f"rules: {rows['rules'].iloc[0] or 'default'}")
        else:
            about.append(f"kingdom: {md.get('kingdom') or '(basic cards only)'}")
        about.append(f"{int(rows['games'].iloc[0]):,} games, seed {md.get('seed')}")
    elif kind == "tournament":
        from cli.plans import crosstable_table, ranking_table
        rank = ranking(rows)
        ct = crosstable(rows) if int(md["players"]) == 2 else None
        extra = {"ranking": rank, "crosstable": ct}
        show_tournament(rank, md, ct, seat_overall(rows), md.get("sampled") == "true", rows)
        df = rank
        tables = [("Ranking (rating: Elo-like, 1500 = average)", ranking_table(rank))]
        if ct is not None:
            order = list(rank["strategy"])
            tables.append(("Crosstable: share (%) of row against column, ± 95% CI half-width",
                           crosstable_table(ct, order)))
        title = title_of(md)
    elif kind == "turns":
        df = rows
        tables = [("Game length and state by turn", turn_table(rows))]
        click.echo(turns_title(md))
        click.echo("")
        for line in turn_lines(rows):
            click.echo(line)
        title = turns_title(md)
    elif kind == "intrige-variants":
        from cli.intrige.variants import (
            CHANGE_KEY,
            VERDICT_HEADER,
            conclusion,
            show,
            verdict_rows,
        )
        from domsim.intrige.variants import verdict
        from domsim.report import Table
        v = verdict(rows)
        extra = {"verdict": v}
        show(v, rows)
        df = rows
        tables = [("Verdict: the fair variants, smallest change to the printed rules first; "
                   "then the others, closest first",
                   Table(VERDICT_HEADER, verdict_rows(v), notes=CHANGE_KEY + conclusion(v)))]
        title = f"Intrige balance search: {v['variant'].nunique()} variants, bot {md.get('bot')}"
    elif kind == "sweep-params":
        from cli.dominion.sweep import best_line, params_table, show_params
        names = json.loads(md["params"])
        df = rows[rows["entry"] == 0][names + ["strategy", "share", "ci_low", "ci_high",
                                               "games", "mean_turns"]].reset_index(drop=True)
        show_params(df, md)
        grid = params_table(df, names)
        grid.notes = [best_line(df, names)]
        tables = [("Parameter grid", grid)]
        title = title_of(md)
    elif kind == "sweep-cards":
        from cli.dominion.sweep import cards_table
        df = card_table(rows, md.get("best") == "true")
        show_cards(df, md)
        tables = [("Cards", cards_table(df, int(md["players"])))]
        title = title_of(md)
    else:
        from cli.dominion.sweep import kingdom_cards_table, kingdoms_table
        from simcore.dominion.plans import kingdom_tables
        names = [k.split(",") for k in json.loads(md["kingdoms"])]
        ranks, df, cards_df = kingdom_tables(rows, names)
        extra = {"cards": cards_df}
        show_kingdoms(df, cards_df, md)
        tables = [("Kingdoms", kingdoms_table(df)), ("Cards", kingdom_cards_table(cards_df))]
        title = title_of(md)
    if kind != "summary" and md.get("complete") == "false" and md.get("resume"):
        click.echo(f"\nresume with: {md['resume']}")     # (a summary's: show_match_summary)
    if html is None and png is None:
        return
    figs = _charts_for(kind, df, md, extra)
    try:
        if png is not None:
            Path(png).mkdir(parents=True, exist_ok=True)
            for name, fig, _ in figs:
                fig.savefig(Path(png) / name, dpi=charts.DPI, metadata={"Software": None})
            click.echo(f"wrote {plural(len(figs), 'chart')} to {png}/: "
                       f"{', '.join(n for n, _, _ in figs)}")
        if html is not None:
            # (the title is the page's heading: not again as its first line)
            ents = json.loads(md.get("entries") or "[]") if kind != "summary" else []
            if ents:
                about.append(f"strategies: {', '.join(ents)}")
            if md.get("command"):
                about.append(f"command: {md['command']}")
            about.append(f"file: {file}")
            _page_titles(figs, title)
            sections = [("What was played", about)]
            sections += [(h, [f]) for _, f, h in figs]
            sections += [(h, [t]) for h, t in tables]
            Path(html).parent.mkdir(parents=True, exist_ok=True)
            Path(html).write_text(html_page(title, sections))
            click.echo(f"wrote {html} ({plural(len(figs), 'chart')}, "
                       f"{plural(len(tables), 'table')})")
    finally:
        for _, fig, _ in figs:
            charts.close(fig)


def _page_titles(figs, title):
    """On the page, whose heading is `title`, a chart's title says only what it shows: a
    title that starts with the heading keeps the rest (the PNG files, written before, keep
    the whole title: they stand alone)."""
    from simcore.charts import wrap
    for _, fig, _ in figs:
        for ax in fig.axes:
            whole = " ".join(ax.get_title().split("\n"))        # (wrap breaks at spaces)
            if whole.startswith(title + ": "):
                rest = whole[len(title) + 2:]
                ax.set_title(wrap(rest[:1].upper() + rest[1:]), fontsize=ax.title.get_fontsize())
                fig.tight_layout()


# --- per-turn statistics (--turns-out) -------------------------------------------------------

def turns_title(md):
    import json
    ents = json.loads(md.get("entries") or "[]")
    who = ", ".join(ents) if len(ents) <= 4 else f"{len(ents)} strategies"
    return (f"how games unfold: {who}, {int(md.get('players', 2))} players, "
            f"kingdom {md.get('kingdom') or ', '.join(json.loads(md.get('kingdoms') or '[]'))}"
            f", seed {md.get('seed')}, domsim {md.get('version')}+{md.get('engine_version')}")


def turn_summary(df):
    """Per strategy: games, mean game length (its turns), mean VP and money after turns
    5, 10, 15 and 20."""
    import numpy as np
    import pandas as pd
    out = []
    for name, g in df.groupby("strategy", sort=False):
        games = int(g["ended"].sum())
        got = int(g["first_province"].sum()) if "first_province" in g else 0
        d = {"strategy": name, "games": games,
             "mean_turns": float((g["turn"] * g["ended"]).sum() / max(games, 1)),
             "first_province_turn": float((g["turn"] * g["first_province"]).sum() / got)
             if got else np.nan,
             "no_province": 1 - got / max(games, 1) if got else np.nan}
        for k in (5, 10, 15, 20):
            row = g[g["turn"] == k]
            d[f"vp_t{k}"] = float(row["mean_vp"].iloc[0]) if len(row) else np.nan
            d[f"money_t{k}"] = float(row["mean_money"].iloc[0]) if len(row) else np.nan
        out.append(d)
    return pd.DataFrame(out)


def turn_table(df):
    from domsim.report import Table, count, number
    s = turn_summary(df)
    body = [[r.strategy, count(r.games), number(r.mean_turns),
             ("-", -1.0) if r.no_province != r.no_province else
             (f"{r.first_province_turn:.1f} ({100 * r.no_province:.0f}% none)",
              r.first_province_turn)]
            + [(f"{getattr(r, f'vp_t{k}'):.1f} / {getattr(r, f'money_t{k}'):.1f}",
                getattr(r, f"vp_t{k}")) for k in (5, 10, 15, 20)] for r in s.itertuples()]
    return Table(["strategy", "games", "mean turns", "first Province", "VP/money t5", "t10",
                  "t15", "t20"], body, "lrrrrrrr")


def turn_lines(df):
    return turn_table(df).lines()


def plural(n, word):
    return f"{n} {word}" + ("" if n == 1 else "s")


def summary_table(rows, md):
    """The match summary's table as the terminal shows it, for any registered game."""
    from cli.dominion.match_text import display_names_from
    from simcore.metadata import game_of
    records = rows.to_dict("records")
    names = display_names_from(md)
    game = game_of(md)
    if game.id == "dominion":
        from cli.dominion.match_text import summary_table as dominion
        return dominion(records, names)
    if game.id == "intrige":
        from cli.intrige.text import summary_table as intrige
        return intrige(records, names)
    from cli.summary_text import summary_table as generic
    return generic(records, names, game.result_fields)


# why a mean per turn can fall late in the game (the games that ended leave the mean)
SURVIVORS = ("Each turn's mean is over the games still running then: once short games end, "
             "later turns show only the long ones (often stalled), so a mean can fall "
             "though no game lost anything. Dotted, right-hand axis: the share of games "
             "still running.")


def turn_charts(df, md):
    from simcore import charts
    t = turns_title(md)
    # the mean curves stop at the last turn that at least 5% of a strategy's games reached
    # (later means rest on a few long games); all three charts share the length's x range
    last = int(df.loc[df["ended"] > 0, "turn"].max()) if (df["ended"] > 0).any() else \
        int(df["turn"].max())
    xlim = (0.5, last + 0.5)
    out = []
    for stat, label, name in (("vp", "VP", "vp.png"), ("money", "money in the deck",
                                                         "money.png")):
        series, running = [], []
        for s, g in df.groupby("strategy", sort=False):
            g = g[g["reached"] >= 0.05 * g["reached"].max()]
            series.append((s, g["turn"], g[f"mean_{stat}"], g[f"sd_{stat}"]))
            running.append((g["turn"], g["reached"] / max(g["reached"].max(), 1)))
        out.append((name, charts.curves(series, f"{t}: mean {label} after each turn (band: "
                                        "±1 sd; each line ends at the last turn that 5% of "
                                        "its games reached)", "turn", label, xlim=xlim,
                                        running=running, note=SURVIVORS),
                    f"{label} per turn"))
    series = []
    for s, g in df.groupby("strategy", sort=False):
        series.append((s, g["turn"], g["ended"] / max(g["ended"].sum(), 1), None))
    out.append(("length.png", charts.curves(series, f"{t}: distribution of game length",
                                            "turns the strategy took", "share of games",
                                            band=False, xlim=xlim), "Game length"))
    return out
