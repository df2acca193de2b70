"""`domsim import-bots FILE.xml --out FILE.toml`: a Geronimoo bot file as our TOML bots."""
import dataclasses
from collections import Counter
from pathlib import Path

import click

from domsim.inputs import DomsimError, check_output, check_suffix


@click.command("import-bots", short_help="Convert a Geronimoo XML bot file to TOML bots.")
@click.argument("xml_file", metavar="FILE.xml", required=False)
@click.option("--out", "-o", default=None, metavar="FILE.toml",
              help="Where to write the bots (default: print them).")
@click.option("--force", is_flag=True, help="Overwrite --out if it exists.")
@click.option("--why", is_flag=True, help="List each skipped bot with what it lacks.")
@click.option("--fetch", is_flag=True,
              help="Download DomBots.xml (Geronimoo's DominionSim, MIT) into the cache folder, "
                   "checked against its pinned SHA-256, and say how to use it; with --out, "
                   "import it too.")
def import_bots(xml_file, out, force, why, fetch):
    """Read every bot of a Geronimoo simulator XML file (its DomBots.xml format) and write
    those this simulator can run as TOML (`domsim match FILE.toml:NAME ...`). Bots that use
    cards, quantities or settings we do not have are skipped, with a count (--why names
    them). A bot named like a built-in is imported under the file's name after its own.

    `--fetch` gets the community's file, DomBots.xml, from its home
    (github.com/Geronimoo/DominionSim) into domsim's cache folder."""
    from strategies.dominion.botfile import BotError, toml_text
    from strategies.dominion.geronimoo import read_xml, xml_notes
    if fetch and xml_file is not None:
        raise DomsimError(f"--fetch downloads DomBots.xml itself: leave out {xml_file!r} "
                          "(or leave out --fetch to import that file)")
    if not fetch and xml_file is None:
        raise DomsimError("give the Geronimoo bot file to import (FILE.xml), or --fetch to "
                          "download DomBots.xml")
    if not fetch and not xml_file.lower().endswith(".xml"):
        raise DomsimError(f"{xml_file}: expected a Geronimoo .xml bot file")
    path = None
    if out is not None:
        check_suffix(out, "--out", ".toml", "TOML bots")
        path = check_output(out, force, "--out")
    if fetch:
        xml_file = str(_fetch())
        if path is None:            # fetched, and told how to use it: nothing to import
            return
    try:
        bots, skipped = read_xml(xml_file)
    except BotError as e:
        raise DomsimError(str(e)) from None
    if not bots:
        raise DomsimError(f"{xml_file}: none of its {len(skipped)} bots can run here "
                          f"(most often missing: {_common(skipped)}); see --why")
    bots, renamed = _own_names(bots, Path(xml_file).stem)
    text = f"# imported from {xml_file} by `domsim import-bots`\n\n" + toml_text(bots)
    if path is None:
        click.echo(text, nl=False)
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    msg = f"imported {len(bots)} bots"
    if skipped:
        msg += (f"; skipped {len(skipped)} that use what this simulator does not have "
                f"(most often: {_common(skipped)})")
    click.echo(msg + (f"; wrote {path}" if path else ""), err=True)
    for old, new, builtin in renamed:
        click.echo(f"note: {old!r} is named like the built-in {builtin}: imported as "
                   f"{new!r} (a name in the results means one bot)", err=True)
    imported = {b.name for b in bots} | {old for old, _, _ in renamed}
    notes = [(n, note) for n, note in xml_notes(xml_file) if n in imported]
    if notes:
        click.echo(f"note: {len(notes)} bot{'s' if len(notes) > 1 else ''} name"
                   f"{'' if len(notes) > 1 else 's'} its author's board, which is not used: a "
                   "match plays on --kingdom (by default the cards the bots use)"
                   + ("" if why else "; see --why"), err=True)
    if why:
        for name, reason in skipped:
            click.echo(f"  skipped {reason.removeprefix('bot ')}", err=True)
        for name, note in notes:
            click.echo(f"  note: {name!r}: {note}", err=True)


def _fetch():
    """DomBots.xml in the cache (downloaded if it is not there); says where and how to use it."""
    from domsim.dominion.dombots_fetch import SHA256, fetch, source, usage
    path, fresh = fetch()
    sha = source()[1]
    how = "downloaded" if fresh else "already there"
    pinned = "the pinned" if sha == SHA256 else "the given"
    click.echo(f"DomBots.xml ({how}, SHA-256 {pinned} {sha[:12]}...): {path}")
    for line in usage(path):
        click.echo(line)
    return path


def _own_names(bots, stem):
    """(bots, [(old name, new name, built-in)]): a bot named like a built-in (in any
    spelling; DomBots.xml's "Big Money Ultimate" is big-money-ultimate) gets the file's name
    after its own, as "Big Money Ultimate (DomBots)", since a bot named like a built-in is
    refused where it is used (strategies/dominion/bot_files.py's own_name)."""
    from strategies.dominion import REGISTRY
    from strategies.errors import same_name
    taken = {b.name for b in bots}
    out, renamed = [], []
    for b in bots:
        builtin = same_name(b.name, REGISTRY)
        if builtin is not None:
            new, k = f"{b.name} ({stem[:40]})", 1
            while new in taken or same_name(new, REGISTRY) is not None:
                k += 1
                new = f"{b.name} ({stem[:40]} {k})"
            taken.add(new)
            renamed.append((b.name, new, builtin))
            b = dataclasses.replace(b, name=new)
        out.append(b)
    return out, renamed


def _common(skipped, n=4):
    """The things the skipped bots miss most often, with counts."""
    c = Counter()
    for _, reason in skipped:
        _, _, items = reason.partition(" does not have: ")
        for it in items.split(", "):
            if it and not (it.startswith("and ") and it.endswith(" more")):   # _Missing.text
                c[it] += 1
    return ", ".join(f"{k} ({v})" for k, v in c.most_common(n)) or "see --why"
