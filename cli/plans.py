"""What every plan command shares (a tournament or sweep of any game): the command line its
files record, the call of the API with stop requests and the resume message, the default
output name, and the printing of a tournament's ranking and crosstable (also used by
`domsim report`)."""
import shlex

import click

from cli.common import pct
from domsim.inputs import DomsimError, slug

DEFAULT_GAMES = 10_000


# options that do not change a run's numbers: never part of the command its files record
NOT_IDENTITY = ("force", "resume", "quiet", "threads", "chunk", "out", "turns_out",
                "data_bots_only")


def command_words(ctx, canonical=None):
    """The command line that reproduces this run's numbers, as its files record it: the
    options that change them (non-default ones), with the values of `canonical` (name ->
    value: resolved strategy names, a kingdom's cards) instead of what was typed; never the
    files, threads or chunk size (the same run gives the same bytes whatever they were)."""
    params = dict(ctx.params, **(canonical or {}))
    if params.get("precision") is None:
        params.pop("max_games", None)               # it only caps a precision run
        if "games" in params and params["games"] is None:
            params["games"] = DEFAULT_GAMES         # the default, said: one spelling of it
    words = list(ctx.command_path.split()[1:])
    args = []
    for p in ctx.command.params:
        v = params.get(p.name)
        if p.name in NOT_IDENTITY or v is None or v == p.default or v == () or v is False:
            continue
        if isinstance(p, click.Argument):
            args += list(v) if isinstance(v, (list, tuple)) else [v]
        elif getattr(p, "multiple", False):        # a repeatable option: once per value
            for x in v:
                words += [p.opts[0], str(x)]
        elif p.is_flag:
            words.append(p.opts[0])
        else:
            words += [p.opts[0], str(v)]
    return ["domsim"] + words + [str(a) for a in args]


def run_api(fn, ctx, quiet, out, canonical=None, game_id="dominion", **kw):
    """Call an API function with the CLI's stop requests, errors and resume message.
    `canonical`: command_words' canonical values."""
    import domsim
    from cli.interrupts import StopRequests
    from simcore.plan import PlanInterrupted, parts_dir
    words = command_words(ctx, canonical)
    cmd = " ".join(shlex.quote(w) for w in words)
    resume_cmd = " ".join(shlex.quote(w) for w in words + ["--out", str(out), "--resume"])
    from contextlib import nullcontext

    from cli.cluster import using_cluster
    from simcore.cluster import ClusterError, using
    from simcore.shipping import NotShippable
    try:
        names = in_play(canonical or {})
        device = device_source(ctx)                 # (refused before a cluster starts)
        with using_cluster(ctx, ctx.params.get("threads"), quiet, game_id), \
                using(device) if device is not None else nullcontext(), \
                StopRequests(quiet, names, resume_cmd) as stop:
            return stop.run(lambda: fn(out=out, progress=not quiet, stop=stop, command=cmd,
                                       resume_command=resume_cmd, **kw))
    except domsim.DomsimError as e:
        raise DomsimError(str(e)) from None
    except (ClusterError, NotShippable) as e:
        raise DomsimError(f"{e}; finished matchups are saved: {resume_cmd}") from None
    except PlanInterrupted as e:
        click.echo(f"interrupted: saved {e.done:,} of {e.total:,} matchups in "
                   f"{parts_dir(out)}/", err=True)
        click.echo(f"resume with: {resume_cmd}", err=True)
        raise click.exceptions.Exit(130)


def device_source(ctx, matches=()):
    """The chunk source of a --device option (its factory in ctx.meta: the GPU's), or None
    without one; `matches`: what it must be able to play (refused in one line if not)."""
    make = ctx.meta.get("domsim_source")
    if make is None:
        return None
    if ctx.meta.get("domsim_scheduler") or ctx.meta.get("domsim_workers"):
        raise DomsimError("--device gpu plays on this machine's GPU: drop --scheduler and "
                          "--workers, or --device gpu")
    return make(matches)


def in_play(canonical):
    """The strategies a plan command names (for the watchdog's note)."""
    out = []
    for key in ("strategies", "specs", "strategy", "baseline", "against", "extra"):
        v = canonical.get(key)
        out += ([v] if isinstance(v, str) else list(v or [])) if v else []
    return [n for part in out for n in part.split(",") if n]


def check_precision(games, precision):
    if games is not None and precision is not None:
        raise DomsimError("give --games or --precision, not both")


def default_out(kind, names, seed):
    if len(names) <= 4:
        tag = "-".join(slug(n) for n in names)
    else:
        tag = "-".join(slug(n) for n in names[:3]) + f"-and-{len(names) - 3}-more"
    return f"results/{kind}-{tag}-s{seed}.parquet"


# --- printing ------------------------------------------------------------------------------

def _budget_text(md):
    if md.get("precision"):
        return f"until every 95% CI half-width <= {md['precision']} (cap {md['max_games']})"
    return f"{int(md['games']):,} games per matchup"


def title_of(md):
    """What was played, for headings and chart titles."""
    import json
    kind = md["kind"]
    ks = json.loads(md.get("kingdoms") or "[]")
    parts = {"tournament": f"tournament of {len(json.loads(md['entries']))} strategies",
             "sweep-cards": f"card sweep: bm-X vs {md.get('baseline')}",
             "sweep-kingdoms": f"kingdom sweep of {len(ks)} kingdoms",
             "sweep-params": f"parameter sweep of {md.get('strategy')} over "
                             f"{', '.join(json.loads(md.get('params') or '[]'))} against "
                             f"{', '.join(json.loads(md.get('against') or '[]'))}"}[kind]
    where = ""
    if md.get("game", "dominion") != "dominion":      # another game: its title, its setting
        from simcore.games import get
        parts = f"{get(md['game']).title} {parts}"
        where = f", {md['setting']}" if md.get("setting") else ""
    elif kind in ("tournament", "sweep-params"):
        where = f", kingdom {ks[0] or '(basic only)'}" if len(ks) == 1 else \
            f", {len(ks)} kingdoms"
    return (f"{parts}, {md['players']} players{where}, {_budget_text(md)}, seed {md['seed']}, "
            f"domsim {md['version']}+{md['engine_version']}")


def ranking_table(rank):
    from domsim.report import Table, count, number, share
    body = [[count(i), r.strategy, number(r.rating, "{:.0f}"),
             (f"[{r.rating_low:.0f}, {r.rating_high:.0f}]", float(r.rating_low)),
             share(r.field_share), share(r.share), count(r.games), share(r.first_seat_share),
             number(100 * r.seat_advantage, "{:+.1f}")]
            for i, r in enumerate(rank.itertuples(), 1)]
    head = ["#", "strategy", "rating", "95% CI", "field share", "share", "games",
            "first seat", "seat adv (pts)"]
    return Table(head, body, "rlrlrrrrr")


def ranking_lines(rank):
    return ranking_table(rank).lines()


def crosstable_table(ct, order):
    """Share of row against column (%, with the CI half-width); '-' on the diagonal."""
    from domsim.report import Table, count, share_pm
    cell = {(r.strategy, r.opponent): r for r in ct.itertuples()}
    short = [f"{i + 1}" for i in range(len(order))]
    body = []
    for i, a in enumerate(order):
        row = [count(i + 1), a]
        for b in order:
            r = cell.get((a, b))
            row.append(("-", -1.0) if r is None else share_pm(r.share, r.ci_low, r.ci_high))
        body.append(row)
    return Table(["#", "row vs column"] + short, body, "rl" + "r" * len(order))


def crosstable_lines(ct, order):
    return crosstable_table(ct, order).lines()


def show_tournament(rank, md, crosstab=None, seat=None, sampled=False, rows=None):
    click.echo(title_of(md))
    if md.get("precision") and rows is not None:
        g = rows.groupby("matchup")["games"].first()
        click.echo(f"games per matchup: {g.min():,} to {g.max():,} (total {g.sum():,})")
        cap = int(md.get("max_games") or 0)
        if cap and (g >= cap).any():
            click.echo(f"note: {(g >= cap).sum()} matchups stopped at the cap of {cap:,} games "
                       "before reaching the precision")
    if sampled:
        click.echo("note: more than 200 tables: a balanced sample (every strategy at as many "
                   "tables as every other, every seat equally)")
    click.echo("")
    click.echo("ranking (Bradley-Terry / Plackett-Luce on every game's winner; rating: "
               "Elo-like, 1500 = average):")
    for line in ranking_lines(rank):
        click.echo(line)
    if crosstab is not None and len(crosstab):
        click.echo("")
        click.echo("crosstable: share (%) of row against column, ± 95% CI half-width:")
        for line in crosstable_lines(crosstab, list(rank["strategy"])):
            click.echo(line)
    elif rows is not None:
        click.echo("")
        click.echo("tables: share (%) of each entry")
        for _, g in rows.groupby("matchup", sort=False):
            click.echo("  " + ", ".join(f"{r.strategy} {pct(r.share)}" for r in g.itertuples())
                       + f"  ({g['games'].iloc[0]:,} games)")
    if seat is not None:
        share, games, p = seat
        click.echo("")
        click.echo(f"starting seat: won {pct(share)} of {games:,} games (no advantage: "
                   f"{pct(1 / p)}); per strategy: column `seat adv` (its share when starting "
                   "minus when not)")
