"""`domsim`: the command line.

Commands live one module per group (cli/dominion/match.py, cli/dominion/play.py,
cli/dominion/catalog.py, cli/perf.py) and are added to the group below; later groups
(tournament, sweep) plug in the same way: a module with click commands and one line in COMMANDS.

Exit status: 0 success, 2 bad input (one line `Error: ...`, never a traceback), 1 internal
failure (one line; DOMSIM_DEBUG=1 shows the traceback), 130 interrupted.
"""
import os
import shlex
import signal
import sys

import click

from cli import clock
from domsim.inputs import DomsimError

# (module, command names): imported when the group is built
COMMANDS = [
    ("cli.dominion.match", ["match"]),
    ("cli.dominion.play", ["play"]),
    ("cli.dominion.catalog", ["cards", "strategies", "kingdoms"]),
    ("cli.perf", ["bench", "warmup"]),
    ("cli.report", ["report"]),
    ("cli.dominion.fuzz", ["fuzz"]),
    ("cli.intrige.commands", ["intrige"]),
    ("cli.dominion.tournament", ["tournament"]),
    ("cli.dominion.sweep", ["sweep"]),
    ("cli.dominion.importbots", ["import-bots"]),
    ("cli.dominion.optimise", ["optimise"]),
]


class DomsimGroup(click.Group):
    """A click Group whose `main` turns every failure into one line and an exit status."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        # the outputs a command claims (domsim.inputs.claim_output) are its own until it ends
        from simcore.output_lock import holding
        if args is not None:                # called in a running interpreter (tests): its
            clock.restart()                 # wait starts now, not when the process did
        words = sys.argv[1:] if args is None else [str(a) for a in args]
        with holding(shlex.join(["domsim"] + words)):
            self._main(args, prog_name, complete_var, **extra)

    def _main(self, args, prog_name, complete_var, **extra):
        try:
            rv = super().main(args=args, prog_name=prog_name, complete_var=complete_var,
                              standalone_mode=False, **extra)
        except click.exceptions.UsageError as e:         # click's own argument checks
            if type(e).__name__ == "NoArgsIsHelpError":  # bare `domsim`: show the help
                click.echo(e.format_message())
                sys.exit(0)
            hint = ""
            if e.ctx is not None and e.ctx.command is not None:
                hint = f" (see `{e.ctx.command_path} --help`)"
            _fail(f"{e.format_message()}{hint}", 2)
        except DomsimError as e:                         # bad input, from the API's checks
            _fail(str(e), 2)
        except click.ClickException as e:                # click's own and EngineCheckFailed
            _fail(e.format_message(), e.exit_code)
        except click.exceptions.Abort:
            _fail("interrupted", 130)
        except KeyboardInterrupt:
            _fail("interrupted", 130)
        except OSError as e:
            folder = _cache_folder_of(e)
            if folder is None:
                _internal(e)
            _fail(f"the cache folder {folder} cannot be written ({e.strerror or e}); set "
                  "DOMSIM_CACHE to a folder you can write", 2)
        except Exception as e:                           # a bug: say so briefly
            _internal(e)
        code = rv if isinstance(rv, int) else 0
        sys.exit(code)


def _internal(e):
    if os.environ.get("DOMSIM_DEBUG"):
        raise e
    _fail(f"internal error: {type(e).__name__}: {' '.join(str(e).split())[:400]} "
          "(run with DOMSIM_DEBUG=1 for the traceback)", 1)


def _cache_folder_of(e):
    """The cache folder (DOMSIM_CACHE, or its default) when the OSError `e` is about a path
    in it: compiled code and generated drivers go there, so nothing runs without it."""
    from simcore.versions import cache_root
    root = cache_root()
    path = str(e.filename or "")
    return root if path == str(root) or path.startswith(str(root) + os.sep) else None


def _fail(message, code):
    click.echo(f"Error: {message}", err=True)
    sys.exit(code)


@click.group(cls=DomsimGroup, context_settings={"help_option_names": ["-h", "--help"],
                                                "max_content_width": 100})
@click.version_option(package_name="domsim", prog_name="domsim", message="%(prog)s %(version)s")
@click.option("--no-prewarm", is_flag=True,
              help="After an install, compile in this process alone, with no background "
                   "process compiling the rest of the engine (which, when it starts, says so "
                   "on stderr). Same as DOMSIM_PREWARM=0.")
def cli(no_prewarm):
    """Dominion strategy simulator: play bots against each other, fast, by the rules."""
    if no_prewarm:                          # the environment: a cluster's workers see it too
        from simcore.prewarm import SWITCH
        os.environ[SWITCH] = "0"


def _register():
    import importlib
    for modname, names in COMMANDS:
        mod = importlib.import_module(modname)
        for name in names:
            cli.add_command(getattr(mod, name.replace("-", "_")))


_register()


def main():
    signal.signal(signal.SIGTERM, _interrupt)
    cli.main(prog_name="domsim")


def _interrupt(signum, frame):
    """SIGTERM stops every command as Ctrl-C does (a run saves and says how to resume:
    cli/interrupts.py; optimise keeps its best bot; the rest stop with exit status 130)."""
    raise KeyboardInterrupt


if __name__ == "__main__":
    main()
