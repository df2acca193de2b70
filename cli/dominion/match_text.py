"""A Dominion match in words: the summary table, its warnings, illegal answers described, and
a summary file shown again (`report`, a finished `--resume`)."""

import click

from domsim.inputs import command


def summary_table(rows, names):
    """The match table: one row per entry."""
    from domsim.report import Table, count, interval, number, share
    body = [[count(r["entry"]), name, share(r["share"]), interval(r["ci_low"], r["ci_high"]),
             count(r["wins"]), count(r["ties"]), count(r["losses"]), number(r["mean_vp"]),
             number(r["mean_turns"]), share(r["first_seat_share"])]
            for r, name in zip(rows, names)]
    head = ["#", "strategy", "share", "95% CI", "wins", "ties", "losses", "mean VP",
            "mean turns", "first seat"]
    return Table(head, body, "rlrlrrrrrr")


def summary_lines(rows, names):
    return summary_table(rows, names).lines()


def describe_answer(info):
    """'Province to a buy' from (decision kind, asking card, answer, ...): the game's
    wording (simcore/dominion/game.py)."""
    from simcore.dominion.game import describe_answer as describe
    return describe(info)


def illegal_message(e, names, words, seed):
    info = e.info
    turn = f", turn {info[3]} of {names[info[4]]}" if 0 <= info[4] < len(names) else ""
    return (f"strategy {names[e.entry]} (entry {e.entry}) gave an illegal answer in game "
            f"{e.game:,} of seed {seed}{turn}: {describe_answer(info)}; replay it: "
            f"{command(['play'] + words + ['--game', str(e.game)])}")


def fallback_lines(rows, totals, names, words):
    """One warning per entry whose strategy gave illegal answers."""
    out = []
    firsts = totals.get("first_fallback") or [None] * len(rows)
    fgames = totals.get("fallback_games") or [0] * len(rows)
    for e, r in enumerate(rows):
        if not r["fallbacks"]:
            continue
        first = firsts[e]
        where = ""
        if first:
            game, info = first[0], first[1:]
            turn = f", turn {info[3]} of {names[info[4]]}" if 0 <= info[4] < len(names) else ""
            where = (f"; the first, in game {game:,}{turn}: {describe_answer(info)}; replay: "
                     f"{command(['play'] + words + ['--game', str(game)])}")
        out.append(f"warning: {names[e]} gave {r['fallbacks']:,} illegal answers in "
                   f"{fgames[e]:,} of {r['games']:,} games, each replaced by the default answer "
                   f"(column `fallbacks`; --strict makes it an error){where}")
    return out


def show_summary(rows, md, names=None, quiet=False):
    """The summary of a file (for `report` and a complete --resume): header, table, warnings,
    and for a partial file how to resume it."""
    import shlex as _sh
    names = names or display_names_from(md)
    n = len(rows)
    games = rows[0]["games"] if rows else 0
    partial = md.get("complete") == "false"
    target = int(md.get("games", games) or games)
    head = f"{' vs '.join(names)}: {games:,} games"
    if partial:
        head += f" of {target:,} (partial: the run was interrupted)"
    click.echo(f"{head}, {n} players, seed {md.get('seed')}, edition {md.get('edition')}, "
               f"turn limit {md.get('turn_limit')}")
    click.echo(f"kingdom: {md.get('kingdom') or '(basic cards only)'}")
    click.echo("")
    for line in summary_lines(rows, names):
        click.echo(line)
    cmd = md.get("command", "")
    words = []
    if cmd.startswith("domsim match "):
        words = _sh.split(cmd)[2:]
        if "--games" in words:                 # run args only
            i = words.index("--games")
            words = words[:i] + words[i + 2:]
    totals = md.get("totals") if isinstance(md.get("totals"), dict) else {}
    warnings = fallback_lines(rows, totals, names, words)
    if warnings:
        click.echo("")
        for line in warnings:
            click.echo(line)
    if partial and md.get("resume"):
        click.echo("")
        click.echo(f"resume with: {md['resume']}")


def display_names_from(md):
    names = md.get("entries") or []
    return [f"{x}#{i}" if names.count(x) > 1 else x for i, x in enumerate(names)]
