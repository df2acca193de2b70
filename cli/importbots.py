"""`domsim import-bots FILE.xml --out FILE.toml`: a Geronimoo bot file as our TOML bots."""
from collections import Counter

import click

from domsim.inputs import DomsimError, check_output, check_suffix


@click.command("import-bots", short_help="Convert a Geronimoo XML bot file to TOML bots.")
@click.argument("xml_file", metavar="FILE.xml")
@click.option("--out", "-o", default=None, metavar="FILE.toml",
              help="Where to write the bots (default: print them).")
@click.option("--force", is_flag=True, help="Overwrite --out if it exists.")
@click.option("--why", is_flag=True, help="List each skipped bot with what it lacks.")
def import_bots(xml_file, out, force, why):
    """Read every bot of a Geronimoo simulator XML file (its DomBots.xml format) and write
    those this simulator can run as TOML (`domsim match FILE.toml:NAME ...`). Bots that use
    cards, quantities or settings we do not have are skipped, with a count (--why names
    them)."""
    from strategies.botfile import BotError, toml_text
    from strategies.geronimoo import read_xml, xml_notes
    if not xml_file.lower().endswith(".xml"):
        raise DomsimError(f"{xml_file}: expected a Geronimoo .xml bot file")
    path = None
    if out is not None:
        check_suffix(out, "--out", ".toml", "TOML bots")
        path = check_output(out, force, "--out")
    try:
        bots, skipped = read_xml(xml_file)
    except BotError as e:
        raise DomsimError(str(e)) from None
    if not bots:
        raise DomsimError(f"{xml_file}: none of its {len(skipped)} bots can run here "
                          f"(most often missing: {_common(skipped)}); see --why")
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
    imported = {b.name for b in bots}
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


def _common(skipped, n=4):
    """The things the skipped bots miss most often, with counts."""
    c = Counter()
    for _, reason in skipped:
        _, _, items = reason.partition(" does not have: ")
        for it in items.split(", "):
            if it and not (it.startswith("and ") and it.endswith(" more")):   # _Missing.text
                c[it] += 1
    return ", ".join(f"{k} ({v})" for k, v in c.most_common(n)) or "see --why"
