"""`domsim sweep cards|kingdoms`: card and kingdom balance sweeps (wrappers of the API)."""
import click

from cli.common import Whole, pct
from cli.dominion.tournament import kingdom_identity, plan_options, resolved
from cli.plans import check_precision, default_out, run_api, title_of
from domsim.inputs import DomsimError


@click.group(short_help="Card, kingdom and parameter sweeps.")
def sweep():
    """Sweeps: `cards` (how much each card adds to Big Money), `kingdoms` (is a kingdom
    dominated by one card) and `params` (a grid over a strategy's parameters)."""


def cards_table(cards, players):
    from domsim.report import Table, count, interval, number, share
    body = [[count(r.rank), r.card, ("unlimited", 99) if r.copies < 0 else
             ("optimised", 100) if r.copies == 0 else count(r.copies),
             share(r.share), interval(r.ci_low, r.ci_high), number(100 * r.lift, "{:+.1f}"),
             count(r.games)] for r in cards.itertuples()]
    head = ["#", "card", "copies", "share", "95% CI", f"lift (pts over {pct(1 / players)})",
            "games"]
    return Table(head, body, "rllrlrr")


def card_lines(cards, players):
    return cards_table(cards, players).lines()


def show_cards(cards, md):
    click.echo(title_of(md))
    best = md.get("best") == "true"
    if best:
        click.echo("each card at its best copy count among 1-6 and unlimited (column copies)")
    if md.get("optimise"):
        click.echo(f"each card's bm-X and its optimised bot (searched in {int(md['optimise']):,} "
                   "games with the card alone)")
    g = cards["games"]
    if md.get("precision"):
        click.echo(f"games per card: {g.min():,} to {g.max():,}")
    click.echo("")
    for line in card_lines(cards, int(md["players"])):
        click.echo(line)


def card_chart(cards, md, path=None):
    from simcore import charts
    labels = [f"{r.card}" + ("" if md.get("best") != "true" and r.copies in (-1, 2) and
                             len(set(cards["copies"])) == 1 else " (optimised)" if r.copies == 0
                             else f" ×{'∞' if r.copies < 0 else r.copies}")
              for r in cards.itertuples()]
    p = int(md["players"])
    return charts.interval_bars(labels, cards["share"], cards["ci_low"], cards["ci_high"],
                                title_of(md) + ": share of " + ("bm-X and the optimised bots"
                                                               if md.get("optimise") else "bm-X"),
                                "share of games won by the card's bot",
                                path, ref=1.0 / p,
                                ref_label=f"as strong as {md.get('baseline')}: {pct(1 / p)}")


def optimise_games(optimise, per):
    """--optimise as a games budget (None: not given); a time is refused, for a sweep must
    play the same bots when it resumes."""
    if optimise is None:
        return None
    from domsim.inputs import parse_whole
    n = parse_whole(optimise)
    if n is None:
        raise DomsimError(f"--optimise {optimise!r}: give the search's games per {per} "
                          "(200000, 2e5); a time budget would make the sweep unrepeatable")
    return n


def cards_identity(cards):
    """--cards as the run records it: set names and card names in canonical form, sorted
    (the pool is a set); words it does not know are left for the API to refuse."""
    if cards is None:
        return None
    from simcore.dominion.cards import IDS, NAMES, snake
    from simcore.dominion.plans import CARD_SETS
    words = set()
    for w in (w.strip() for w in cards.split(",")):
        if w:
            words.add(w.lower() if w.lower() in CARD_SETS else
                      NAMES[IDS[snake(w)]] if snake(w) in IDS else w)
    return ",".join(sorted(words)) or cards


@sweep.command(short_help="How much each kingdom card adds to Big Money.")
@click.option("--cards", metavar="LIST",
              help="Cards and sets (`domsim cards` lists the sets), comma-separated "
                   "[default: every implemented card of the first two boxes].")
@click.option("--baseline", default="big-money-ultimate", show_default=True,
              help="The strategy bm-X plays against.")
@click.option("--copies", metavar="K,K|best",
              help="Copy counts k of bm-X:k (e.g. 1,2,3, unlimited), or `best`: each card at "
                   "its best k among 1-6 and unlimited [default: each card's own k].")
@click.option("--players", "-p", type=Whole(2, 6), default=2, show_default=True,
              help="Players: bm-X against players-1 copies of the baseline.")
@click.option("--optimise", "optimise", metavar="GAMES", default=None,
              help="Add for every card the optimiser's best bot for it alone (`optimised-X`, "
                   "searched as `domsim optimise` does, in GAMES games: 200000, 2e6), so that a "
                   "card is judged by its best use, not only by bm-X.")
@plan_options
@click.pass_context
def cards(ctx, cards, baseline, copies, players, optimise, games, precision, max_games, threads,
          chunk, out, force, resume, quiet, seed, kingdom, exact_kingdom, turn_limit, edition,
          colony):
    """bm-X against the baseline for every card X: a ranked table (share with 95% CI, lift
    over the mirror), the rows in --out, the table in FILE.cards.parquet and a bar chart in
    FILE.cards.png; with --optimise, each card's optimised bot too, its bots in
    FILE.optimised.toml."""
    import domsim
    check_precision(games, precision)
    if kingdom or exact_kingdom:
        raise DomsimError("sweep cards plays each bm-X in its own kingdom (X and what the baseline "
                          "needs); --kingdom does not apply")
    if force and resume:
        raise DomsimError("--force starts over and --resume continues; give one of them")
    if out is None:
        out = f"results/sweep-cards-s{seed}.parquet"
    optimise = optimise_games(optimise, "card")
    res = run_api(domsim.sweep_cards, ctx, quiet, out,
                  {"cards": cards_identity(cards), "baseline": resolved([baseline])[0]},
                  cards=cards, baseline=baseline,
                  copies=copies, players=players, games=games, precision=precision,
                  max_games=max_games, seed=seed, turn_limit=turn_limit, edition=int(edition),
                  threads=threads, chunk=chunk, force=force, resume=resume, optimise=optimise,
                  colony=colony)
    png = str(domsim.derived_path(out, "cards"))[:-8] + ".png"
    from simcore import charts
    charts.close(card_chart(res, res.attrs["metadata"], png))
    if not quiet:
        show_cards(res, res.attrs["metadata"])
        click.echo("")
        bots = "" if optimise is None else \
            f", {str(domsim.derived_path(out, 'optimised'))[:-8]}.toml (each card's bot)"
        click.echo(f"wrote {out}, {domsim.derived_path(out, 'cards')}{bots} and {png}")


def kingdoms_table(per):
    from domsim.report import Table, count, number, share
    body = [[count(r.kingdom_index), r.best, number(r.margin, "{:.0f}"), count(r.close),
             share(r.best_field_share), r.kingdom] for r in per.itertuples()]
    return Table(["#", "best", "margin", "close", "best field share", "kingdom"], body,
                 "rlrrrl")


def kingdom_lines(per):
    return kingdoms_table(per).lines()


def kingdom_cards_table(cards_df):
    from domsim.report import Table, count, number, share
    body = [[r.card, count(r.kingdoms), count(r.best), share(r.best_rate),
             number(r.mean_rating_lift, "{:+.0f}"), number(100 * r.share_lift, "{:+.1f}")]
            for r in cards_df.itertuples()]
    return Table(["card", "kingdoms", "bm-X best", "best rate", "rating lift vs BMU",
                  "best's share lift (pts)"], body, "lrrrrr")


def kingdom_card_lines(cards_df):
    return kingdom_cards_table(cards_df).lines()


def show_kingdoms(per, cards_df, md, top=20):
    click.echo(title_of(md))
    click.echo("")
    click.echo("per kingdom: the best strategy, its rating margin over the second, and how "
               "many others are within its 95% CI (0: one dominant strategy)")
    for line in kingdom_lines(per.head(top)):
        click.echo(line)
    if len(per) > top:
        click.echo(f"... {len(per) - top} more kingdoms (`domsim report` or the parquet file)")
    click.echo("")
    click.echo("per card: how often its bm-X is the kingdom's best, its mean rating lift over "
               "big-money-ultimate, and the best strategy's field share with the card present "
               "minus absent")
    for line in kingdom_card_lines(cards_df):
        click.echo(line)


def kingdom_charts(per, cards_df, md, dominance=None, margins=None):
    from simcore import charts
    from simcore.stats import wilson
    d = cards_df.sort_values(["best_rate", "kingdoms", "mean_rating_lift"],
                             ascending=[False, False, False])
    low, high = wilson(d["best_rate"].to_numpy(), d["kingdoms"].to_numpy())
    f1 = charts.interval_bars(list(d["card"]), d["best_rate"], low, high,
                              title_of(md) + ": how often bm-X is the kingdom's best (of the "
                              "kingdoms with the card: a rate of few kingdoms is wide)",
                              "share of the kingdoms with the card where bm-X is best",
                              dominance, color="#c44e52",
                              notes=[f"{b} of {k}" for b, k in zip(d["best"], d["kingdoms"])])
    f2 = charts.histogram(per["margin"].dropna(), title_of(md) + ": rating margin of the best "
                          "strategy over the second", "margin (Elo-like points)", margins)
    return f1, f2


@sweep.command(short_help="Is a kingdom balanced? A tournament per kingdom.")
@click.option("--kingdoms", default="presets", show_default=True,
              metavar="presets|random:N|FILE",
              help="The kingdoms: the presets, N random 10-card kingdoms from the seed, or a "
                   "file (one kingdom a line, as --kingdom).")
@click.option("--cards", metavar="LIST",
              help="With random:N, the cards and sets to draw from [default: every implemented "
                   "card of the first two boxes; name seaside, seaside1 to add theirs].")
@click.option("--strategies", "extra", metavar="A,B", default="",
              help="More strategies for every kingdom's pool (comma-separated).")
@click.option("--players", "-p", type=Whole(2, 6), default=2, show_default=True,
              help="Players per table.")
@click.option("--optimise", "optimise", metavar="GAMES", default=None,
              help="Add to every kingdom's pool the optimiser's best bot for it (`optimised`, "
                   "searched as `domsim optimise` does, in GAMES games: 200000, 2e6), so that a "
                   "card is judged by strong play, not only by Big Money with the card.")
@plan_options
@click.pass_context
def kingdoms(ctx, kingdoms, cards, extra, players, optimise, games, precision, max_games,
             threads, chunk, out, force, resume, quiet, seed, kingdom, exact_kingdom, turn_limit,
             edition, colony):
    """For every kingdom, a tournament of big-money-ultimate, bm-X for each of its cards, the
    built-in bots that fit it, and --strategies. Writes the rows to --out and, beside it,
    FILE.kingdoms.parquet (per kingdom), FILE.cards.parquet (per card), FILE.ranking.parquet
    (per kingdom and strategy) and the charts FILE.dominance.png, FILE.margins.png."""
    import domsim
    check_precision(games, precision)
    if kingdom or exact_kingdom:
        raise DomsimError("sweep kingdoms takes its kingdoms from --kingdoms; --kingdom does not "
                          "apply")
    if force and resume:
        raise DomsimError("--force starts over and --resume continues; give one of them")
    if out is None:
        out = default_out("sweep-kingdoms", [kingdoms.replace(":", "")], seed)
    strategies = [s.strip() for s in extra.split(",") if s.strip()]
    optimise = optimise_games(optimise, "kingdom")
    res = run_api(domsim.sweep_kingdoms, ctx, quiet, out,
                  {"cards": cards_identity(cards), "extra": ",".join(resolved(strategies)),
                   "kingdoms": kingdoms.strip()},
                  kingdoms=kingdoms, cards=cards,
                  strategies=strategies, players=players, games=games, precision=precision,
                  max_games=max_games, seed=seed, turn_limit=turn_limit, edition=int(edition),
                  threads=threads, chunk=chunk, force=force, resume=resume,
                  optimise=optimise, colony=colony)
    base = str(out)[:-8] if str(out).endswith(".parquet") else str(out)
    from simcore import charts
    for f in kingdom_charts(res, res.attrs["cards"], res.attrs["metadata"],
                            f"{base}.dominance.png", f"{base}.margins.png"):
        charts.close(f)
    if not quiet:
        show_kingdoms(res, res.attrs["cards"], res.attrs["metadata"])
        click.echo("")
        click.echo(f"wrote {out} and its .kingdoms/.cards/.ranking.parquet, .dominance.png, "
                   ".margins.png" + (", .optimised.toml (each kingdom's optimised bot)"
                                     if optimise is not None else ""))


def params_table(df, names):
    from domsim.report import Table, count, interval, share
    body = [[*((str(getattr(r, n)), float(getattr(r, n))) for n in names), share(r.share),
             interval(r.ci_low, r.ci_high), count(r.games)] for r in df.itertuples()]
    return Table(names + ["share", "95% CI", "games"], body, "r" * len(names) + "rlr")


def params_lines(df, names):
    return params_table(df, names).lines()


def best_line(df, names, most=10):
    """'best: money=19 (52.3%)' only where it beats the runner-up at 95%; else the points
    within noise of the top one."""
    from domsim.report import within_noise
    close = within_noise(list(df["share"]), list(df["games"]))

    def point(i):
        return (f"{', '.join(f'{n}={df[n].iloc[i]}' for n in names)} "
                f"({pct(df['share'].iloc[i])})")
    if len(close) == 1:
        second = "" if len(df) == 1 else "; better than every other point at 95%"
        return f"best: {point(close[0])}{second}"
    shown = "; ".join(point(i) for i in close[:most])
    more = f" and {len(close) - most} more" if len(close) > most else ""
    return f"no clear best: these {len(close)} are within noise (95%) of the top: {shown}{more}"


def show_params(df, md):
    import json
    names = json.loads(md["params"])
    click.echo(title_of(md))
    click.echo(best_line(df, names))
    click.echo("")
    for line in params_lines(df, names):
        click.echo(line)


def params_chart(df, md, path=None):
    import json

    import numpy as np

    from domsim.report import within_noise
    from simcore import charts
    names = json.loads(md["params"])
    title = title_of(md)
    p = int(md["players"])
    if len(names) == 1:
        d = df.sort_values(names[0])
        return charts.param_line(d[names[0]], d["share"], d["ci_low"], d["ci_high"],
                                 title + ": share of the swept strategy", names[0], path,
                                 ref=1 / p, ref_label=f"even: {pct(1 / p)}")
    a, b = names[0], names[1]
    rows, cols = sorted(df[a].unique()), sorted(df[b].unique())
    m = np.full((len(rows), len(cols)), np.nan)
    half = np.full_like(m, np.nan)
    close = np.zeros(m.shape, bool)
    d = df if len(names) == 2 else df[np.logical_and.reduce(
        [df[n] == df[n].iloc[0] for n in names[2:]])]
    near = set(within_noise(list(d["share"]), list(d["games"])))
    for k, r in enumerate(d.itertuples()):
        i, j = rows.index(getattr(r, a)), cols.index(getattr(r, b))
        m[i, j], half[i, j] = r.share, (r.ci_high - r.ci_low) / 2
        close[i, j] = k in near
    return charts.param_heatmap(m, half, rows, cols, title + ": share (other parameters: "
                                "first values)" if len(names) > 2 else title + ": share", a, b,
                                path, close=close)


@sweep.command(short_help="A grid over a strategy's named parameters.")
@click.argument("strategy")
@click.option("--param", "params", multiple=True, metavar="NAME=LO..HI[:STEP]", required=True,
              help="A parameter and its values (LO..HI[:STEP] or V1,V2,...); repeat for a "
                   "grid (at most 10,000 points).")
@click.option("--against", default="big-money-ultimate", show_default=True, metavar="B[,C]",
              help="The opponent(s), comma-separated.")
@plan_options
@click.pass_context
def params(ctx, strategy, params, against, games, precision, max_games, threads, chunk, out,
           force, resume, quiet, seed, kingdom, exact_kingdom, turn_limit, edition, colony):
    """STRATEGY with every combination of --param values against --against: a table (share
    with 95% CI per point), the rows in --out, the table in FILE.params.parquet and a chart in
    FILE.params.png (a line for one parameter, a heatmap for two)."""
    import domsim
    from domsim.inputs import slug
    check_precision(games, precision)
    if force and resume:
        raise DomsimError("--force starts over and --resume continues; give one of them")
    spec = resolved([strategy])[0]
    opponents = [a.strip() for a in against.split(",") if a.strip()]
    if out is None:
        out = f"results/sweep-params-{slug(spec)}-s{seed}.parquet"
    res = run_api(domsim.sweep_params, ctx, quiet, out,
                  {"strategy": spec, "against": ",".join(resolved(opponents)),
                   "kingdom": kingdom_identity(kingdom, seed)},
                  strategy=strategy, params=list(params), against=opponents, games=games,
                  precision=precision, max_games=max_games, seed=seed, kingdom=kingdom,
                  exact_kingdom=exact_kingdom, turn_limit=turn_limit, edition=int(edition),
                  threads=threads, chunk=chunk, force=force, resume=resume, colony=colony)
    png = str(domsim.derived_path(out, "params"))[:-8] + ".png"
    from simcore import charts
    charts.close(params_chart(res, res.attrs["metadata"], png))
    if not quiet:
        show_params(res, res.attrs["metadata"])
        click.echo("")
        click.echo(f"wrote {out}, {domsim.derived_path(out, 'params')} and {png}")
