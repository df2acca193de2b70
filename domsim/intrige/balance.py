"""The balance report (`domsim intrige balance`): is the untested game fair?

For 2 to 8 players, with a field of identical default bots and with a mixed field: win rate
by seat (seat 0 starts) with 95% Wilson intervals; the 2-player 1-coin rule on and off; win
rate by starting pair and by role held; what claiming each role is worth; game length; how
often each action, block and challenge is used and succeeds; the effect of each rule option.
Writes parquet tables, PNG charts and report.md (ending in plain findings) into a folder.
"""
import os
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pandas as pd

from domsim.inputs import DEFAULT_CHUNK
from simcore.charts import plt  # matplotlib, headless (Agg)
from simcore.intrige import options
from simcore.intrige.match import STAT_NAMES, Match, games
from simcore.intrige.state import ACTION_NAMES, BLOCK_NAMES, NR, PAIR_NAMES, PAIRS, RANK_NAMES
from simcore.plan import matchups_at_once
from simcore.stats import wilson
from strategies.intrige import get

MIXED = ["fox", "honest", "shark", "counter", "bluffer", "aggressive", "random", "honest"]
PLAYERS = range(2, 9)


def collect(m):
    """Aggregates of one configuration, chunk by chunk."""
    n = m.players
    a = {"games": 0, "seat_share": np.zeros(n), "turns": [], "cut": 0,
         "pair_n": np.zeros(len(PAIRS)), "pair_share": np.zeros(len(PAIRS)),
         "rank_n": np.zeros(NR), "rank_share": np.zeros(NR),
         "claim_n": np.zeros(NR), "claim_share": np.zeros(NR),
         "bluff_n": np.zeros(NR), "bluff_share": np.zeros(NR),
         "stats": np.zeros(len(STAT_NAMES)), "entry_share": np.zeros(n)}
    for c in games(m):
        s = c.share()
        seats = c.seats()
        a["games"] += len(c)
        a["entry_share"] += s.sum(axis=0)
        for e in range(n):
            a["seat_share"] += np.bincount(seats[:, e], weights=s[:, e], minlength=n)
        a["turns"].append(np.bincount(c.turns, minlength=1))
        a["cut"] += int((c.winner < 0).sum())
        h = c.hand0.ravel()
        sv = s.ravel()
        a["pair_n"] += np.bincount(h, minlength=len(PAIRS))
        a["pair_share"] += np.bincount(h, weights=sv, minlength=len(PAIRS))
        lo = np.array([p[0] for p in PAIRS])[h]
        hi = np.array([p[1] for p in PAIRS])[h]
        for r in range(NR):
            has = (lo == r) | (hi == r)
            a["rank_n"][r] += has.sum()
            a["rank_share"][r] += sv[has].sum()
            cl = c.claims[:, :, r].ravel() > 0
            a["claim_n"][r] += cl.sum()
            a["claim_share"][r] += sv[cl].sum()
            bl = c.bluffs[:, :, r].ravel() > 0
            a["bluff_n"][r] += bl.sum()
            a["bluff_share"][r] += sv[bl].sum()
        a["stats"] += c.stats.sum(axis=0)
    w = max(len(t) for t in a["turns"])
    a["turns"] = sum(np.pad(t, (0, w - len(t))) for t in a["turns"])
    return a


def _run(games, seed, threads, names, rules=None):
    m = Match([get(x) for x in names], games=games, seed=seed, threads=threads,
              chunk=min(games, DEFAULT_CHUNK), rules={**options.defaults(), **(rules or {})})
    return collect(m)


def report(games, out, seed=0, threads=1, bot="fox", echo=None):
    os.makedirs(out, exist_ok=True)
    say = echo or (lambda *_: None)
    configs, notes = [], {}             # (key, names, rules); config index -> what to say
    for n in PLAYERS:
        notes[len(configs)] = f"  {n} players: identical {bot} field, mixed field"
        configs += [(("identical", n, ""), [bot] * n, None), (("mixed", n, ""), MIXED[:n], None)]
    for field in ("identical", "mixed"):
        names = [bot] * 2 if field == "identical" else MIXED[:2]
        configs.append(((field, 2, "start-coins-2p=2"), names, {"start-coins-2p": "2"}))
    configs.append((("identical-honest", 2, ""), ["honest"] * 2, None))
    configs.append((("identical-honest", 2, "start-coins-2p=2"), ["honest"] * 2,
                    {"start-coins-2p": "2"}))
    # the readings the seed leaves open (its numbers are the variant search's)
    variants = [(k, v) for k, (_, d, ch, _) in options.OPTIONS.items() if isinstance(ch, dict)
                for v in ch if v != d and k != "start-coins-2p"
                and (k, v) not in (("deck", "15"), ("deck", "10"))]
    notes[len(configs)] = f"  rule options: {len(variants)} variants at 2 and 4 players"
    for k, v in variants:
        for n in (2, 4):
            if k == "deck" and v == "20" and n == 2:
                continue
            configs.append((("identical", n, f"{k}={v}"), [bot] * n, {k: v}))
    runs = {}
    # two configurations at a time (each one chunk on every thread): the second fills what
    # the end of the first's chunk leaves idle (simcore/plan.py's matchups_at_once)
    pool = ThreadPoolExecutor(matchups_at_once(threads))
    try:
        done = [pool.submit(_run, games, seed, threads, names, rules)
                for _, names, rules in configs]
        for i, ((key, _, _), f) in enumerate(zip(configs, done)):
            if i in notes:
                say(notes[i])
            runs[key] = f.result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)     # Ctrl-C: not the ones not started
    tables = _tables(runs)
    for name, df in tables.items():
        df.to_parquet(os.path.join(out, f"{name}.parquet"), index=False)
    from simcore.intrige.game import GAME
    from simcore.results import package_version
    charts = _charts(tables, out, bot, f"{games:,} games per configuration, seed {seed}, "
                     f"domsim {package_version()}+{GAME.engine_version()}")
    page = os.path.join(out, "report.md")
    with open(page, "w") as f:
        f.write(_markdown(tables, charts, games, seed, bot))
    return page


# --- tables ------------------------------------------------------------------------------

def _tables(runs):
    seats, hands, ranks, roles, acts, length, opts = [], [], [], [], [], [], []
    for (field, n, rule), a in runs.items():
        g = a["games"]
        base = {"field": field, "players": n, "rules": rule or "default", "games": g}
        share = a["seat_share"] / g
        lo, hi = wilson(share, g)
        for s in range(n):
            seats.append({**base, "seat": s, "share": share[s], "ci_low": lo[s],
                          "ci_high": hi[s], "fair": 1 / n})
        t = a["turns"]
        turns = np.arange(len(t))
        mean = (t * turns).sum() / g
        med = int(np.searchsorted(np.cumsum(t), g / 2))
        p90 = int(np.searchsorted(np.cumsum(t), 0.9 * g))
        length.append({**base, "mean_turns": mean, "median_turns": med, "p90_turns": p90,
                       "rounds": mean / n, "cut_off": a["cut"] / g})
        st = a["stats"]
        row = {**base}
        for i, nm in enumerate(STAT_NAMES):
            row[nm] = st[i] / g
        opts.append({**base, "first_seat": share[0], "first_lo": lo[0], "first_hi": hi[0],
                     "mean_turns": mean, **{k: row[k] for k in STAT_NAMES}})
        if rule:
            continue
        for i, nm in enumerate(ACTION_NAMES):
            acts.append({**base, "kind": "action", "name": nm, "per_game": st[i] / g,
                         "success": st[7 + i] / st[i] if st[i] else np.nan})
        for i, nm in enumerate(BLOCK_NAMES):
            acts.append({**base, "kind": "block", "name": nm, "per_game": st[14 + i] / g,
                         "success": st[18 + i] / st[14 + i] if st[14 + i] else np.nan})
        for i, nm in enumerate(["of_action", "of_block"]):
            acts.append({**base, "kind": "challenge", "name": nm, "per_game": st[22 + i] / g,
                         "success": st[24 + i] / st[22 + i] if st[22 + i] else np.nan})
        pn = np.maximum(a["pair_n"], 1)
        plo, phi = wilson(a["pair_share"] / pn, pn)
        for i, nm in enumerate(PAIR_NAMES):
            hands.append({**base, "pair": nm, "dealt": int(a["pair_n"][i]),
                          "win_rate": a["pair_share"][i] / pn[i], "ci_low": plo[i],
                          "ci_high": phi[i], "fair": 1 / n})
        for r in range(NR):
            k = max(a["rank_n"][r], 1)
            rlo, rhi = wilson(a["rank_share"][r] / k, k)
            ranks.append({**base, "rank": RANK_NAMES[r], "dealt": int(a["rank_n"][r]),
                          "win_rate": a["rank_share"][r] / k, "ci_low": float(rlo),
                          "ci_high": float(rhi),
                          "fair": 1 / n})
            cn = max(a["claim_n"][r], 1)
            bn = max(a["bluff_n"][r], 1)
            total_n = g * n
            roles.append({**base, "role": RANK_NAMES[r],
                          "claimed_share": a["claim_n"][r] / total_n,
                          "win_if_claimed": a["claim_share"][r] / cn,
                          "win_if_not": (g - a["claim_share"][r]) / max(total_n - cn, 1),
                          "bluffed_share": a["bluff_n"][r] / total_n,
                          "win_if_bluffed": a["bluff_share"][r] / bn, "fair": 1 / n})
    return {"seats": pd.DataFrame(seats), "hands": pd.DataFrame(hands),
            "ranks": pd.DataFrame(ranks), "roles": pd.DataFrame(roles),
            "actions": pd.DataFrame(acts), "length": pd.DataFrame(length),
            "options": pd.DataFrame(opts)}


# --- charts ------------------------------------------------------------------------------

def _charts(t, out, bot, about):
    """{name: file} of the charts, each signed with `about` (games, seed, version)."""
    files = {}

    def _save(fig, out, name):
        return _signed(fig, out, name, about)
    seats = t["seats"]

    # 1. win rate by seat, per player count, both fields
    fig, axes = plt.subplots(2, 7, figsize=(18, 6), sharey="row")
    for row, field in enumerate(("identical", "mixed")):
        for j, n in enumerate(PLAYERS):
            ax = axes[row, j]
            d = seats[(seats.field == field) & (seats.players == n) & (seats.rules == "default")]
            err = np.vstack([d.share - d.ci_low, d.ci_high - d.share]) * 100
            ax.bar(d.seat, d.share * 100, yerr=err, color="tab:blue", capsize=2)
            ax.axhline(100 / n, color="tab:red", lw=1, ls="--")
            ax.set_title(f"{n} players, {field}", fontsize=9)
            ax.set_xticks(range(n))
            if j == 0:
                ax.set_ylabel("win rate by seat (%)")
            if row == 1:
                ax.set_xlabel("seat (0 starts)")
    fig.suptitle(f"Win rate by seat (95% CI); dashed: a fair seat. Identical field: {bot}")
    fig.tight_layout()
    files["seats"] = _save(fig, out, "seats.png")

    # 2. the 2-player coin rule
    fig, ax = plt.subplots(figsize=(7, 4))
    d = seats[(seats.players == 2) & (seats.seat == 0)
              & seats.rules.isin(["default", "start-coins-2p=2"])]
    labels, vals, errs, cols = [], [], [], []
    for field in ("identical", "identical-honest", "mixed"):
        for rule, colr in (("default", "tab:blue"), ("start-coins-2p=2", "tab:orange")):
            r = d[(d.field == field) & (d.rules == rule)]
            if r.empty:
                continue
            r = r.iloc[0]
            labels.append(f"{field}\n{'1 coin' if rule == 'default' else '2 coins'}")
            vals.append(r.share * 100)
            errs.append([(r.share - r.ci_low) * 100, (r.ci_high - r.share) * 100])
            cols.append(colr)
    ax.bar(range(len(vals)), vals, yerr=np.array(errs).T, color=cols, capsize=3)
    ax.axhline(50, color="tab:red", ls="--", lw=1)
    ax.set_xticks(range(len(vals)))
    ax.set_xticklabels(labels, fontsize=8)
    ax.set_ylabel("starting player's win rate (%)")
    ax.set_title("2 players: the starting player's 1-coin rule (blue) vs 2 coins (orange)")
    fig.tight_layout()
    files["coins"] = _save(fig, out, "coin_rule.png")

    # 3. starting pairs
    h = t["hands"]
    fig, ax = plt.subplots(figsize=(12, 4.5))
    width = 0.2
    for k, n in enumerate((2, 3, 4, 6)):
        d = h[(h.field == "identical") & (h.players == n)]
        x = np.arange(len(d)) + (k - 1.5) * width
        ax.bar(x, d.win_rate * n * 100, width, label=f"{n} players")
    ax.axhline(100, color="tab:red", ls="--", lw=1)
    ax.set_xticks(range(len(PAIR_NAMES)))
    ax.set_xticklabels(PAIR_NAMES, rotation=45, ha="right", fontsize=8)
    ax.set_ylabel("win rate x players (%; 100 = fair)")
    ax.set_title(f"Win rate by starting pair, identical {bot} field")
    # beside the axes, not over a bar
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0)
    fig.tight_layout()
    files["hands"] = _save(fig, out, "hands.png")

    # 4. actions, blocks, challenges at 4 players
    a = t["actions"]
    d = a[(a.field == "identical") & (a.players == 4)]
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.5))
    names = list(d.kind + ": " + d.name)
    y = np.arange(len(names))
    axes[0].barh(y, d.per_game, color="tab:blue")
    axes[0].set_xlabel("uses per game")
    axes[1].barh(y, np.nan_to_num(d.success.to_numpy() * 100), color="tab:green")
    axes[1].set_xlabel("succeeds (%): action carried out / block stands / challenger right")
    for ax in axes:
        ax.set_yticks(y)
        ax.set_yticklabels(names, fontsize=8)
        ax.invert_yaxis()
    fig.suptitle(f"4 players, identical {bot} field: how often each move is used and works")
    fig.tight_layout()
    files["actions"] = _save(fig, out, "actions.png")

    # 5. game length
    ln = t["length"]
    fig, ax = plt.subplots(figsize=(7, 4))
    for field, c in (("identical", "tab:blue"), ("mixed", "tab:orange")):
        d = ln[(ln.field == field) & (ln.rules == "default")]
        ax.plot(d.players, d.mean_turns, "o-", color=c, label=f"{field}: mean")
        ax.plot(d.players, d.p90_turns, "x--", color=c, label=f"{field}: 90th percentile")
    ax.set_xlabel("players")
    ax.set_ylabel("turns per game (all players)")
    ax.set_title("Game length")
    ax.legend(fontsize=8)
    fig.tight_layout()
    files["length"] = _save(fig, out, "length.png")

    # 6. rule options: the starting player's win rate and game length, 2 and 4 players
    o = t["options"]
    o = o[o.field == "identical"]
    fig, axes = plt.subplots(1, 2, figsize=(13, 5))
    for k, n in enumerate((2, 4)):
        d = o[(o.players == n) & (o.rules != "start-coins-2p=2")]
        y = np.arange(len(d))
        err = np.vstack([d.first_seat - d.first_lo, d.first_hi - d.first_seat]) * 100
        axes[k].barh(y, d.first_seat * 100, xerr=err, color=["tab:gray" if r == "default"
                                                             else "tab:blue" for r in d.rules],
                     capsize=2)
        axes[k].axvline(100 / n, color="tab:red", ls="--", lw=1)
        axes[k].set_yticks(y)
        axes[k].set_yticklabels(d.rules, fontsize=8)
        axes[k].invert_yaxis()
        axes[k].set_xlabel("starting player's win rate (%)")
        axes[k].set_title(f"{n} players: rule options (grey: the seed's rules)")
    fig.tight_layout()
    files["options"] = _save(fig, out, "options.png")

    # 7. roles: claiming and bluffing
    r = t["roles"]
    d = r[(r.field == "mixed") & (r.players == 4)]
    fig, ax = plt.subplots(figsize=(8, 4))
    x = np.arange(NR)
    ax.bar(x - 0.2, d.win_if_claimed * 100, 0.4, label="claimed it at least once")
    ax.bar(x + 0.2, d.win_if_bluffed * 100, 0.4, label="bluffed it at least once")
    ax.axhline(25, color="tab:red", ls="--", lw=1)
    ax.set_xticks(x)
    ax.set_xticklabels(RANK_NAMES)
    ax.set_ylabel("win rate (%)")
    ax.set_title("4 players, mixed field: win rate of players who claimed / bluffed a role")
    ax.legend(fontsize=8)
    fig.tight_layout()
    files["roles"] = _save(fig, out, "roles.png")
    return files


def _signed(fig, out, name, about):
    """Save the figure with `about` under its bottom-right corner, then close it."""
    fig.text(0.995, -0.005, about, ha="right", va="top", fontsize=7, color="#555")  # below
    fig.savefig(os.path.join(out, name), dpi=90, bbox_inches="tight")
    plt.close(fig)
    return name


# --- the page ----------------------------------------------------------------------------

def _pc(x):
    return f"{100 * x:.1f}%"


def _pm(share, lo, hi):
    return f"{100 * share:.1f}% +- {100 * max(share - lo, hi - share):.1f}%"


def _markdown(t, charts, games, seed, bot):
    s, h, rk, ro, a, ln, o = (t[k] for k in ("seats", "hands", "ranks", "roles", "actions",
                                             "length", "options"))
    L = ["# Intrige balance report", "",
         f"{games:,} games per configuration, seed {seed}; identical field: {bot} in every "
         f"seat; mixed field: the first n of {', '.join(MIXED)} (entries rotate over the "
         "seats, so seat rates average over the bots). Seat 0 starts. 95% Wilson intervals.",
         ""]
    L += ["## Win rate by seat", "", f"![seats]({charts['seats']})", "",
          "| players | field | " + " | ".join(f"seat {i}" for i in range(8)) + " |",
          "|---|---|" + "---|" * 8]
    for field in ("identical", "mixed"):
        for n in PLAYERS:
            d = s[(s.field == field) & (s.players == n) & (s.rules == "default")]
            cells = [_pm(r.share, r.ci_low, r.ci_high) for r in d.itertuples()]
            L.append(f"| {n} | {field} | " + " | ".join(cells + [""] * (8 - n)) + " |")
    L += ["", "## The 2-player rule: the starting player takes 1 coin", "",
          f"![coin rule]({charts['coins']})", "", "| field | 1 coin (the seed) | 2 coins |",
          "|---|---|---|"]
    for field in ("identical", "identical-honest", "mixed"):
        d = s[(s.field == field) & (s.players == 2) & (s.seat == 0)]
        on = d[d.rules == "default"].iloc[0]
        off = d[d.rules == "start-coins-2p=2"].iloc[0]
        L.append(f"| {field} | {_pm(on.share, on.ci_low, on.ci_high)} | "
                 f"{_pm(off.share, off.ci_low, off.ci_high)} |")
    L += ["", "## Starting hands", "", f"![hands]({charts['hands']})", "",
          "Win rate by starting pair (identical field):", "",
          "| pair | " + " | ".join(f"{n}p" for n in PLAYERS) + " |",
          "|---|" + "---|" * len(PLAYERS)]
    for nm in PAIR_NAMES:
        cells = []
        for n in PLAYERS:
            r = h[(h.field == "identical") & (h.players == n) & (h.pair == nm)].iloc[0]
            cells.append(_pc(r.win_rate))
        L.append(f"| {nm} | " + " | ".join(cells) + " |")
    L += ["", "Win rate of a player dealt at least one card of each rank (identical field):", "",
          "| rank | " + " | ".join(f"{n}p" for n in PLAYERS) + " |",
          "|---|" + "---|" * len(PLAYERS)]
    for nm in RANK_NAMES:
        cells = [_pc(rk[(rk.field == "identical") & (rk.players == n) & (rk["rank"] == nm)]
                     .iloc[0].win_rate) for n in PLAYERS]
        L.append(f"| {nm} | " + " | ".join(cells) + " |")
    L += ["", "## Claiming roles", "", f"![roles]({charts['roles']})", "",
          "Mixed field: share of players who claimed each role at least once, their win rate, "
          "and the same for bluffed claims (fair: 1/players).", "",
          "| players | role | claimed | win if claimed | win if not | bluffed | win if bluffed |",
          "|---|---|---|---|---|---|---|"]
    for n in (2, 4, 6):
        for r in ro[(ro.field == "mixed") & (ro.players == n)].itertuples():
            L.append(f"| {n} | {r.role} | {_pc(r.claimed_share)} | "
                     f"{_pc(r.win_if_claimed) if r.claimed_share else '-'} | "
                     f"{_pc(r.win_if_not)} | {_pc(r.bluffed_share)} | "
                     f"{_pc(r.win_if_bluffed) if r.bluffed_share else '-'} |")
    L += ["", "## Game length", "", f"![length]({charts['length']})", "",
          "| players | field | mean turns | median | 90th pct | rounds | cut off |",
          "|---|---|---|---|---|---|---|"]
    for r in ln[ln.rules == "default"].sort_values(["field", "players"]).itertuples():
        L.append(f"| {r.players} | {r.field} | {r.mean_turns:.1f} | {r.median_turns} | "
                 f"{r.p90_turns} | {r.rounds:.1f} | {_pc(r.cut_off)} |")
    L += ["", "## Actions, blocks, challenges", "", f"![actions]({charts['actions']})", "",
          "Uses per game and how often they succeed (action carried out, block stands, "
          "challenger right):", "",
          "| players | field | move | per game | succeeds |", "|---|---|---|---|---|"]
    for r in a[a.players.isin([2, 4, 6])].itertuples():
        L.append(f"| {r.players} | {r.field} | {r.kind}: {r.name} | {r.per_game:.2f} | "
                 f"{_pc(r.success) if r.success == r.success else '-'} |")
    L += ["", "## Rule options", "", f"![options]({charts['options']})", "",
          "Identical field; the starting player's win rate and game length under each option "
          "(one option changed at a time):", "",
          "| players | rules | starting player wins | mean turns | challenges/game | "
          "blocks/game |", "|---|---|---|---|---|---|"]
    oo = o[o.field == "identical"]
    for r in oo[oo.players.isin([2, 4])].sort_values("players", kind="stable").itertuples():
        ch = r.challenge_action + r.challenge_block
        bl = (r.block_aid_by_king + r.block_dagger_by_queen + r.block_steal_by_ten
              + r.block_steal_by_ace)
        L.append(f"| {r.players} | {r.rules} | {_pm(r.first_seat, r.first_lo, r.first_hi)} | "
                 f"{r.mean_turns:.1f} | {ch:.2f} | {bl:.2f} |")
    L += ["", "## Findings", ""] + findings(t, bot)
    return "\n".join(L) + "\n"


def findings(t, bot):
    """Plain sentences with numbers."""
    s, h, ln, o = t["seats"], t["hands"], t["length"], t["options"]
    out = []
    for field in ("identical", "mixed"):
        parts = []
        for n in PLAYERS:
            r = s[(s.field == field) & (s.players == n) & (s.rules == "default") & (s.seat == 0)]
            r = r.iloc[0]
            parts.append(f"{n}p {_pm(r.share, r.ci_low, r.ci_high)} (fair {_pc(1 / n)})")
        who = f"{bot} in every seat" if field == "identical" else "the mixed field"
        out.append(f"- The starting player's win rate, {who}: " + "; ".join(parts) + ".")
    for field in ("identical", "identical-honest", "mixed"):
        d = s[(s.field == field) & (s.players == 2) & (s.seat == 0)]
        on = d[d.rules == "default"].iloc[0]
        off = d[d.rules == "start-coins-2p=2"].iloc[0]
        verdict = ("removes the edge" if on.ci_low <= 0.5 <= on.ci_high else
                   ("over-corrects it" if on.share < 0.5 else "does not remove the edge"))
        out.append(f"- 2 players ({field}): with 1 coin the starting player wins "
                   f"{_pm(on.share, on.ci_low, on.ci_high)}, with 2 coins "
                   f"{_pm(off.share, off.ci_low, off.ci_high)}: the 1-coin rule {verdict}.")
    for n in (2, 4):
        d = h[(h.field == "identical") & (h.players == n)].sort_values("win_rate")
        best, worst = d.iloc[-1], d.iloc[0]
        out.append(f"- Starting pairs at {n} players: best {best.pair} "
                   f"{_pm(best.win_rate, best.ci_low, best.ci_high)}, worst {worst.pair} "
                   f"{_pm(worst.win_rate, worst.ci_low, worst.ci_high)} (fair {_pc(1 / n)}).")
    d = ln[(ln.field == "identical") & (ln.rules == "default")]
    out.append("- Game length (identical field, mean turns of all players): " + ", ".join(
        f"{r.players}p {r.mean_turns:.1f}" for r in d.itertuples()) + ".")
    oo = o[(o.field == "identical") & (o.players == 4)]
    base = oo[oo.rules == "default"].iloc[0]
    moved = []
    for r in oo[oo.rules != "default"].itertuples():
        if r.first_hi < base.first_lo or r.first_lo > base.first_hi:
            moved.append(f"{r.rules} ({_pc(r.first_seat)} vs {_pc(base.first_seat)})")
    out.append("- Rule options at 4 players that move the starting player's win rate beyond "
               "both intervals: " + (", ".join(moved) if moved else "none") + ".")
    return out
