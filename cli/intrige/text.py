"""Intrige matches in words: the summary table (share with its CI, wins, ties, losses, first
seat, turns, illegal answers) with its warnings and replay commands, for `intrige match` and
`report`."""
import shlex


def summary_table(rows, names):
    """The match table (share with its 95% CI, wins, ties, losses, share when starting, own
    turns, illegal answers) and, under it, the mean game length."""
    from domsim.report import Table, count, interval, number, share
    body = [[count(r["entry"]), names[r["entry"]], share(r["share"]),
             interval(r["ci_low"], r["ci_high"]), count(r["wins"]), count(r["ties"]),
             count(r["losses"]), share(r["first_seat_share"]), number(r["mean_turns"]),
             count(r["fallbacks"])] for r in rows]
    return Table(["#", "strategy", "share", "95% CI", "wins", "ties", "losses", "first seat",
                  "own turns", "fallbacks"], body, "rlrlrrrrrr",
                 ["", f"mean game length {rows[0]['mean_game_turns']:.1f} turns (all players); "
                  "ties: games cut off at the turn limit, shared by the players still in"])


def summary_lines(rows, names, totals=None, replay=None):
    """summary_table's lines and a warning per entry that gave illegal answers. `totals`:
    the summary's metadata `totals` (names each entry's first illegal answer); `replay(game)`:
    the command that shows a game."""
    from simcore.intrige.game import describe_answer  # the engine: not at `--help`
    lines = summary_table(rows, names).lines()
    totals = totals if isinstance(totals, dict) else {}
    firsts = totals.get("first_fallback") or [None] * len(rows)
    fgames = totals.get("fallback_games") or [None] * len(rows)
    for r in rows:
        if not r["fallbacks"]:
            continue
        e = r["entry"]
        where = ""
        if firsts[e]:
            game, info = firsts[e][0], firsts[e][1:]
            # (turns completed, recorded by the engine; the play log numbers from 1)
            turn = (f", turn {info[3] + 1} of {names[info[4]]}" if 0 <= info[4] < len(names)
                    else "")
            where = (f"; the first, in game {game:,}{turn}: {describe_answer(info)}"
                     + (f"; replay: {replay(game)}" if replay is not None else ""))
        within = f" in {fgames[e]:,} of {r['games']:,} games" if fgames[e] is not None else ""
        lines.append(f"warning: {names[e]} gave {r['fallbacks']:,} illegal answers{within}, "
                     "each replaced by the default answer (column fallbacks; --strict makes it "
                     f"an error){where}")
    return lines


def replay_command(cmd):
    """replay(game) for summary_lines from a run's recorded command (`domsim intrige match
    ...`), or None when it is not one."""
    try:
        words = shlex.split(cmd or "")
    except ValueError:
        return None
    if words[:3] != ["domsim", "intrige", "match"]:
        return None
    rest = words[3:]
    if "--games" in rest:
        i = rest.index("--games")
        del rest[i:i + 2]
    return lambda game: shlex.join(["domsim", "intrige", "play", *rest, "--game", str(game)])


def report_lines(rows, md, names):
    """`domsim report` of an Intrige match summary: what was played, the table, warnings."""
    games = rows[0]["games"] if rows else 0
    head = f"Intrige: {' vs '.join(names)}: {games:,} games"
    if md.get("complete") == "false":
        head += f" of {int(md.get('games', games)):,} (partial: the run was interrupted)"
    rules = rows[0].get("rules") if rows else ""
    lines = [f"{head}, {len(rows)} players, seed {md.get('seed')}, rules "
             f"{rules or 'default'}", ""]
    return lines + summary_lines(rows, names, md.get("totals"),
                                 replay_command(md.get("command")))
