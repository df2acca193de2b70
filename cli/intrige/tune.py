"""`domsim intrige optimise BOT`: tune a bot's parameters to a rule variant and player count
(domsim/intrige/tune.py), measure the best on fresh games, write the files `domsim optimise`
writes (candidates.parquet, progress.csv, final.csv, run.json, best_share.png)."""
import json
import re
import time

import click

from cli.cluster import use_cluster
from cli.common import pct, table
from cli.search import parse_budget, save_chart, write_tables
from domsim.inputs import DomsimError, check_output_folder, check_seed


def run(bot, players, rules, against, budget, seed, final_games, out, force, objective, quiet,
        command):
    from domsim.intrige.tune import first_generation_games, fresh, space_of, tune
    from simcore.intrige.options import changed
    check_seed(seed)
    kind, amount = parse_budget(budget)
    budget = str(amount) if kind == "games" else f"{amount:g}s"
    space_of(bot)                                       # a bot with nothing to tune: now
    field = [s.strip() for s in against.split(",") if s.strip()]
    if not field:
        raise DomsimError("--against names no strategy; give one or more, as fox,shark")
    need = first_generation_games(len(field))
    if kind == "games" and amount < need:
        raise DomsimError(f"--budget {budget}: one generation against this field takes "
                          f"{need:,} games; give at least that")
    variant = ",".join(changed(rules)) or "default"
    slug = re.sub(r"[^a-z0-9]+", "-", f"{bot}-{players}p-{variant}".lower()).strip("-")[:60]
    outdir = check_output_folder(f"results/intrige-optimise-{slug}-s{seed}" if out is None
                                 else out, force, "--out")
    use_cluster(quiet, game_id="intrige")   # --scheduler/--workers: the games on a cluster
    say = (lambda *a: None) if quiet else (lambda m: click.echo(m, err=True))

    def line(p):
        say(f"gen {p.generation:3d}: best {objective} share {p.best_share:.3f} against "
            f"{len(p.field)} ({p.games:,} games, {p.seconds:.0f} s): {p.best_words}")

    t0 = time.perf_counter()
    t = tune(bot, players, rules, field, budget_games=amount if kind == "games" else None,
             budget_seconds=amount if kind == "seconds" else None, seed=seed,
             objective=objective, on_generation=line)
    if t.strategy is None:
        raise DomsimError("the search was stopped before its first generation finished; "
                          "nothing to keep")
    secs = time.perf_counter() - t0
    if not t.interrupted:
        fresh(t, seed, final_games)
    outdir.mkdir(parents=True, exist_ok=True)
    write_tables(outdir, t.rows, t.progress)
    save_chart(outdir / "best_share.png", t.progress, f"{bot}, Intrige", objective,
           f"{players} players, rules {variant}, field {', '.join(field)}, budget {budget}, "
           f"seed {seed}", fair=1 / players)
    import pandas as pd
    in_field = {s.name for s in t.field}
    pd.DataFrame([{"opponent": n, "in_field": n in in_field, "share": s, "ci_low": lo,
                   "ci_high": hi, "games": final_games} for n, s, lo, hi in t.final],
                 columns=["opponent", "in_field", "share", "ci_low", "ci_high", "games"]).to_csv(
        outdir / "final.csv", index=False)
    (outdir / "run.json").write_text(json.dumps({
        "command": command, "bot": bot, "best": t.spec, "params": list(t.params),
        "players": players, "rules": variant, "budget": budget, "seed": seed,
        "objective": objective, "field": field, "deterministic": kind == "games",
        "interrupted": t.interrupted, "candidates": len(t.rows),
        "generations": len(t.progress), "search_games": t.games,
        "final_games_per_opponent": final_games, "seconds": round(secs, 1)}, indent=1))
    click.echo(f"best {bot} for {players} players, rules {variant} ({len(t.progress)} "
               f"generations, {len(t.rows)} candidates, {t.games:,} games, {secs:.0f} s"
               + ("; time budget: not reproducible game for game" if kind == "seconds" else "")
               + ("; interrupted: best so far" if t.interrupted else "") + "):")
    click.echo(f"  {t.spec}")
    if t.final:
        fair = 1 / players
        click.echo(f"\nshare in {final_games:,} fresh games, alone against {players - 1} "
                   f"cop{'y' if players == 2 else 'ies'} of each (95% CI; fair {pct(fair)}):")
        rows = [[n + (" *" if n in in_field else ""), pct(s), f"[{pct(lo)}, {pct(hi)}]",
                 "yes" if lo > fair else "no"] for n, s, lo, hi in t.final]
        for ln in table(["opponent (* field)", "share", "95% CI", f"CI above {pct(fair)}"],
                        rows):
            click.echo(ln)
    click.echo(f"\nwrote {outdir}/run.json, candidates.parquet, progress.csv, final.csv, "
               "best_share.png")
    if t.interrupted:
        click.echo("interrupted: no fresh games were played (final.csv has the header only)",
                   err=True)
        raise click.exceptions.Exit(130)
