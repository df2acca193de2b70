"""`domsim optimise --kingdom K`: search buy lists for the bot with the best share against a
field (strategies/dominion/optimiser.py and strategies/dominion/rulespace.py say how), then
measure it on fresh games."""
import json
import re
import time
from dataclasses import replace

import click

from cli.cluster import cluster_options, use_cluster
from cli.common import Whole, pct, table
from cli.dominion.device import checked_device, device_option
from cli.search import parse_budget, save_chart, write_tables
from domsim.inputs import (
    DomsimError,
    canonical_kingdom,
    canonical_spec,
    check_output_folder,
    check_seed,
    preset_key,
    resolve_kingdom,
    resolve_strategy,
)


@click.command(short_help="Search buy lists for the best bot for a kingdom.")
@click.option("--kingdom", "-k", required=True, help="Preset name or comma-separated cards.")
@click.option("--against", default=None, metavar="A,B,...",
              help="The field: strategies (any spec) the bot must beat; default: the "
                   "strongest built-ins for the kingdom.")
@click.option("--players", "-p", type=Whole(2, 6), default=2, show_default=True,
              help="Players per game (the bot against players-1 copies of each field member).")
@click.option("--budget", "-b", default="200000", show_default=True,
              help="Search budget: games (200000, 2e6) or time (90s, 10m, 1h).")
@click.option("--seed", "-s", type=Whole(0, 2 ** 63 - 1), default=0, show_default=True)
@click.option("--final-games", type=Whole(100, 10 ** 8), default=4000, show_default=True,
              help="Fresh games per opponent for the final shares.")
@click.option("--out", "-o", default=None, metavar="DIR",
              help="Output folder (default results/optimise-<kingdom>-s<seed>).")
@click.option("--force", is_flag=True, help="Write into --out even if it holds files.")
@click.option("--objective", type=click.Choice(["min", "mean"]), default="min", show_default=True,
              help="Score a candidate by its worst share against a field member (min) or "
                   "its mean share.")
@click.option("--space", type=click.Choice(["rules", "slots"]), default="rules",
              show_default=True,
              help="What a candidate is: rules, any rule list of the kingdom's cards, with "
                   "caps relative to other cards, openings and multi-Buy greening, searched by "
                   "evolution; slots, a Big Money Ultimate skeleton with up to three kingdom "
                   "cards, searched by TPE.")
@click.option("--seed-bots", default=None, metavar="FILE",
              help="A bot file (.toml or DominionSim .xml) whose bots on the kingdom's cards "
                   "join the starting points (--space rules).")
@click.option("--quiet", "-q", is_flag=True, help="No progress lines.")
@cluster_options(expose=False)
@device_option
def optimise(kingdom, against, players, budget, seed, final_games, out, force, objective, space,
             seed_bots, quiet):
    """Search buy lists for KINGDOM (which cards, how many of each, relative to which
    others, when to green; engines included) for the bot with the highest share against the
    field, which grows with the search's own best bots. Writes best.toml, candidates.parquet,
    progress.csv, final.csv and best_share.png to --out. Ctrl-C stops the search and keeps
    the best bot so far."""
    from simcore.dominion.cards import NAMES
    from strategies.dominion import optimiser as op
    from strategies.dominion import rulespace as rs
    from strategies.dominion.botfile import strategy, toml_text
    check_seed(seed)
    kind, amount = parse_budget(budget)
    ks, _ = resolve_kingdom(kingdom, [])
    # the run as its files name it, however it was typed: a preset by its name, cards in
    # their order and spelling, the budget as a number
    kingdom = preset_key(kingdom) or canonical_kingdom(kingdom)
    budget = str(amount) if kind == "games" else f"{amount:g}s"
    if not op.usable_cards(ks):
        raise DomsimError(f"--kingdom {kingdom!r} has no kingdom card a buy list could use; "
                          "name at least one kingdom card")
    outdir = check_output_folder(f"results/optimise-{_slug(kingdom)}-s{seed}"
                                 if out is None else out, force, "--out")
    builtins = op.applicable_builtins(ks)
    starts = _seed_bots(seed_bots, ks, space)
    fld = [resolve_strategy(s.strip()) for s in (against or "").split(",") if s.strip()]
    # --device gpu: refused before any game for what the GPU cannot play (the candidates are
    # buy lists, which it plays)
    device = checked_device(ks, players, fld + builtins + [strategy(b) for b in starts])
    use_cluster(quiet, device=device)       # --scheduler/--workers: the games on a cluster
    arena = op.Arena(ks, players)
    say = (lambda *a: None) if quiet else (lambda m: click.echo(m, err=True))
    if against:
        against = ",".join(canonical_spec(s) for s in fld)
        for s in fld:
            extra = [c for c in s.needs if c not in ks]
            if extra:
                raise DomsimError(f"--against {s.name} needs {', '.join(NAMES[c] for c in extra)}, "
                                  f"which is not in the kingdom")
        ranked = []
    else:
        ranked = op.rank_builtins(arena, builtins, seed)
        fld = [s for s, _ in ranked[:op.FIELD_BUILTINS]]
        say(f"field: {', '.join(f'{s.name} ({pct(v)} vs big-money-ultimate)' for s, v in ranked[:op.FIELD_BUILTINS])}")
    need = arena.games + op.generation_cost(len(fld) + op.HALL)
    if kind == "games" and amount < need:
        raise DomsimError(f"--budget {budget}: one generation against this field takes "
                          f"{need:,} games; give at least that")
    t0, cpu0 = time.perf_counter(), time.process_time()

    def line(p):
        say(f"gen {p.generation:3d}: best {objective} share {p.best_share:.3f} against "
            f"{len(p.field)} "
            f"({p.games:,} games, {p.seconds:.0f} s): {p.best_words}")

    # (SIGTERM, too, keeps the best so far: it interrupts as Ctrl-C does, cli/main.py)
    best, progress, rows, interrupted = op.search(
        arena, fld, seed=seed, budget_games=amount if kind == "games" else None,
        budget_seconds=amount if kind == "seconds" else None, on_generation=line,
        name=f"optimised-{_slug(kingdom)}", objective=objective,
        space=(rs.RuleListSpace(op.usable_cards(ks), starts)
               if space == "rules" else None))
    if best is None:
        raise DomsimError("the search was stopped before its first generation finished; "
                          "nothing to keep")
    search_games = arena.games
    search_s = time.perf_counter() - t0
    cores = (time.process_time() - cpu0) / max(search_s, 1e-9)     # CPU time / wall time
    field = f" --against {against}" if against else ""
    more = f" --seed-bots {seed_bots}" if seed_bots else ""
    desc = (f"found by `domsim optimise --kingdom {kingdom}{field} --players {players} --budget "
            f"{budget} --seed {seed} --objective {objective} --space {space}{more}`: "
            f"{len(rows)} candidates, "
            f"{search_games:,} games")
    bot = replace(best.bot, name=f"optimised-{_slug(kingdom)}", description=desc,
                  kingdom=tuple(ks))
    outdir.mkdir(parents=True, exist_ok=True)
    (outdir / "best.toml").write_text(toml_text([bot]))
    write_tables(outdir, rows, progress)
    save_chart(outdir / "best_share.png", progress, kingdom, objective,
           f"{players} players, field {', '.join(s.name for s in fld)}, budget {budget}, "
           f"seed {seed}")
    # fresh games: against the field and every built-in for the kingdom that wins at least
    # sometimes against big-money-ultimate (any bot beats the others: 100% says nothing)
    kept, left_out = op.contenders(ranked or ([] if interrupted else
                                              op.rank_builtins(arena, builtins, seed)))
    opponents, seen = [], set()
    for s in list(fld) + kept:
        if s.name not in seen:
            seen.add(s.name)
            opponents.append(s)
    final = [] if interrupted else op.final_evaluation(arena, strategy(bot), opponents, seed,
                                                        final_games)
    in_field = {s.name for s in fld}
    import pandas as pd
    # (after an interrupt: the header alone, so the file still says what it holds)
    pd.DataFrame([{"opponent": n, "in_field": n in in_field, "share": s, "ci_low": lo,
                   "ci_high": hi, "games": final_games} for n, s, lo, hi in final],
                 columns=["opponent", "in_field", "share", "ci_low", "ci_high", "games"]).to_csv(
        outdir / "final.csv", index=False)
    (outdir / "run.json").write_text(json.dumps({
        "kingdom": kingdom, "players": players, "budget": budget, "seed": seed,
        "objective": objective, "space": space, "seed_bots": seed_bots,
        "field": [s.name for s in fld],
        "deterministic": kind == "games", "interrupted": interrupted,
        "candidates": len(rows), "generations": len(progress), "search_games": search_games,
        "final_games_per_opponent": final_games, "seconds": round(search_s, 1),
        "cores_busy": round(cores, 2)}, indent=1))
    click.echo(f"best bot for {kingdom} ({len(progress)} generations, {len(rows)} candidates, "
               f"{search_games:,} games, {search_s:.0f} s, {cores:.1f} cores busy"
               + ("; time budget: not reproducible game for game" if kind == "seconds" else "")
               + ("; interrupted: best so far" if interrupted else "") + "):")
    for i, r in enumerate(bot.rules, 1):
        click.echo(f"  {i}. {r.text()}")
    for what, v, default in (("trashing", bot.trashing, "normal"),
                             ("end game", bot.end_game, "none")):
        if v != default:
            click.echo(f"  {what}: {v}")
    same = [s.name for s in builtins if s.summary == bot.words()]
    if same:
        click.echo(f"note: these are the rules of the built-in {same[0]}, one of the search's "
                   "starting points: nothing it tried did better (a larger --budget may)")
    if final:
        click.echo(f"\nshare in {final_games:,} fresh games against each (95% CI):")
        rows_t = [[n + (" *" if n in in_field else ""), pct(s), f"[{pct(lo)}, {pct(hi)}]",
                   "yes" if lo > 1 / players else "no"] for n, s, lo, hi in final]
        for ln in table(["opponent (* field)", "share", "95% CI", f"CI above {pct(1 / players)}"],
                        rows_t):
            click.echo(ln)
        if left_out:
            click.echo(f"not in the table: {', '.join(s.name for s in left_out)} (each wins "
                       f"under {pct(op.DEGENERATE)} against big-money-ultimate: any bot beats "
                       "it)")
    click.echo(f"\nwrote {outdir}/best.toml, candidates.parquet, progress.csv, final.csv, "
               "best_share.png")
    click.echo(f"play it (on {', '.join(NAMES[c] for c in ks)}, recorded in the file): "
               f"domsim match {outdir}/best.toml:{bot.name} big-money-ultimate")
    if interrupted:
        click.echo("interrupted: no fresh games were played (final.csv has the header only); "
                   f"measure the bot with `domsim match {outdir}/best.toml:{bot.name} ...`",
                   err=True)
        raise click.exceptions.Exit(130)


def _seed_bots(path, ks, space):
    """The bots of a --seed-bots file whose cards are all in the kingdom (one line if none)."""
    if path is None:
        return []
    if space != "rules":
        raise DomsimError("--seed-bots starts the rule-list search: use it with --space rules")
    from strategies.dominion.bot_files import read_bots
    from strategies.errors import StrategyError
    try:
        bots = list(read_bots(path).values())
    except StrategyError as e:
        raise DomsimError(f"--seed-bots: {e}") from None
    fits = [b for b in bots if set(b.needs()) <= set(ks)]
    if not fits:
        raise DomsimError(f"--seed-bots {path}: none of its {len(bots)} bots plays on this "
                          "kingdom's cards alone; name a file with bots for this kingdom")
    return fits


def _slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:40] or "kingdom"
