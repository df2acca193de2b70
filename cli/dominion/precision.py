"""`domsim match --precision W` and `--turns-out`: play blocks of games until every share's 95% CI half-width
is at most W. The summary file is the one `domsim match --games N` writes for the N games it
needed (so `report` and `--resume --games M` treat it like any other)."""
import click

from domsim.inputs import (
    DomsimError,
    check_output,
    check_parquet_name,
    default_out,
    resolve_entries,
)


def precision_match(strategies, games, precision, max_games, seed, kingdom, exact_kingdom,
                    turn_limit, edition, threads, chunk, out, games_out, force, resume, strict,
                    quiet, turns_out=None, colony="auto"):
    import domsim
    from cli.dominion.match_options import DEFAULT_GAMES
    from cli.dominion.match_text import show_summary
    if games != DEFAULT_GAMES:
        raise DomsimError("give --games or --precision, not both")
    for flag, given in (("--games-out", games_out), ("--resume", resume), ("--strict", strict)):
        if given:
            raise DomsimError(f"--precision does not combine with {flag}; play the number of games "
                              f"it needed with --games N {flag}")
    if len(strategies) >= 2 and out is None:        # named as `match` names it
        out = default_out("match", resolve_entries(strategies, compile=False), seed)
    if out is not None:
        check_parquet_name(out, "--out")
        check_output(out, force, "--out")
    from cli.interrupts import interruptible
    try:                                # (a strategy may loop: Ctrl-C still stops it)
        df = interruptible(lambda: domsim.match(
            list(strategies), precision=precision, max_games=max_games, seed=seed,
            kingdom=kingdom, exact_kingdom=exact_kingdom, turn_limit=turn_limit,
            edition=int(edition), threads=threads, chunk=chunk, out=out, force=force,
            progress=not quiet, turns_out=turns_out, colony=colony))
    except domsim.DomsimError as e:
        raise DomsimError(str(e)) from None
    if quiet:
        return
    n = df.attrs["games"]
    half = float(((df["ci_high"] - df["ci_low"]) / 2).max())
    show_summary(df.to_dict("records"), df.attrs["metadata"], df.attrs["names"])
    click.echo("")
    cap = -(-max_games // 1200) * 1200
    if half > precision and n >= cap:
        click.echo(f"note: stopped at the cap of {n:,} games (--max-games) with a 95% CI "
                   f"half-width of {half:.4f}, above --precision {precision}")
    else:
        click.echo(f"precision {precision}: {n:,} games were needed (largest 95% CI half-width "
                   f"{half:.4f})")
    if out is not None:
        click.echo(f"wrote {out}")
    if turns_out:
        click.echo(f"wrote {turns_out} (per-turn statistics)")


def write_turns(m, names, path, summary, quiet):
    """`match --turns-out`: replay the run's games for the per-turn statistics."""
    from domsim.dominion.turns import turn_statistics, write_turn_statistics
    md = {k.decode(): v.decode() for k, v in (summary.schema.metadata or {}).items()}
    df = turn_statistics([(m, list(range(m.players)))], names, m.turn_limit, m.kingdom,
                         not quiet)
    write_turn_statistics(df, path, md)
    if not quiet:
        click.echo(f"wrote {path} (per-turn statistics)", err=True)
