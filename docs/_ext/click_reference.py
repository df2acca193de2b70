"""The command reference, read from the click commands when the site is built.

`click-reference MODULE:GROUP` writes one section per command, groups' commands nested,
each with its usage line, its help and every option with its help, as `--help` shows
them. Help texts are written for a terminal, so they are set as plain text (a `*` or `|`
in them is not markup); words in backquotes become code."""
import inspect
import re
from importlib import import_module

import click
from docutils import nodes
from docutils.parsers.rst import Directive


def _text(words):
    """A paragraph of plain text, `quoted` words as inline code."""
    para = nodes.paragraph()
    for i, part in enumerate(re.split(r"`([^`]+)`", words)):
        if part:
            para += nodes.literal(part, part) if i % 2 else nodes.Text(part)
    return para


def _help_paragraphs(text):
    """click's help: paragraphs split by blank lines, `\\b` (keep as written) dropped,
    nothing after `\\f` (click's cut for --help)."""
    text = inspect.cleandoc(text or "").split("\f", 1)[0]
    out = []
    for block in re.split(r"\n\s*\n", text):
        block = block.replace("\b", "").strip()
        if block:
            out.append(" ".join(block.split()))
    return out


def _options(cmd, ctx):
    items = nodes.definition_list()
    for p in cmd.get_params(ctx):
        # arguments are in the usage line; --help is the same everywhere but at the top
        is_help = p is cmd.get_help_option(ctx)
        if not isinstance(p, click.Option) or (is_help and ctx.parent is not None):
            continue
        record = p.get_help_record(ctx)
        if record is None:                  # hidden options
            continue
        names, help_text = record
        item = nodes.definition_list_item()
        term = nodes.term()
        term += nodes.literal(names, names)
        item += term
        body = nodes.definition()
        body += _text(" ".join(help_text.split()) or "-")
        item += body
        items += item
    return items


def _section(cmd, ctx, document):
    path = ctx.command_path
    sec = nodes.section(ids=[nodes.make_id(path)], names=[nodes.fully_normalize_name(path)])
    sec += nodes.title(path, path)
    usage = " ".join([path] + cmd.collect_usage_pieces(ctx))
    sec += nodes.literal_block(usage, usage)
    for para in _help_paragraphs(cmd.help):
        sec += _text(para)
    options = _options(cmd, ctx)
    if len(options):
        sec += nodes.rubric("Options", "Options")
        sec += options
    if isinstance(cmd, click.Group):
        for name in cmd.list_commands(ctx):
            sub = cmd.get_command(ctx, name)
            if sub is not None and not sub.hidden:
                sec += _section(sub, _context(sub, name, ctx), document)
    document.note_implicit_target(sec, sec)
    return sec


def _context(cmd, name, parent):
    """The context --help would see (a command's own settings: -h beside --help)."""
    return click.Context(cmd, info_name=name, parent=parent, **cmd.context_settings)


class ClickReference(Directive):
    required_arguments = 1
    option_spec = {"prog": str}

    def run(self):
        module, attr = self.arguments[0].split(":")
        group = getattr(import_module(module), attr)
        prog = self.options.get("prog", attr)
        ctx = _context(group, prog, None)
        return [_section(group, ctx, self.state.document)]


def setup(app):
    app.add_directive("click-reference", ClickReference)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
