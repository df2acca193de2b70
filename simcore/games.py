"""The registry of games: ids mapped to the module that exports each game's `Game`.

    available()        ids of the registered games, in order
    get("dominion")    the Game (its module is imported on first use)

Each entry also names the game's sources, as paths relative to the repository root: the
game's package and its strategies. They scope the engine version (simcore/versions.py), so
that editing one game never touches another game's compiled cache or unfinished runs. This
file is read before any compiled module is imported: keep it plain data.

Adding a game is one entry here (docs/core.md, "Adding a game").

The core knows no bot: a game's strategies package hands its built-ins to the core with
`register_bots` when it is imported (strategies/<game>/__init__.py),
and the drivers, the API tests' examples and the cluster's workers ask `bots(id)`.
"""
import difflib
import importlib
from dataclasses import dataclass
from typing import Callable, Mapping


@dataclass(frozen=True)
class Entry:
    module: str             # exports GAME, a simcore.game.Game
    sources: tuple          # globs (relative to the repository root) of the game's own code


GAMES = {
    # each game's strategies live in strategies/<game>/ (the files at the top of strategies/
    # are shared and hold no compiled code)
    "dominion": Entry("simcore.dominion.game", ("simcore/dominion/**/*.py",
                                                "strategies/dominion/**/*.py")),
    "intrige": Entry("simcore.intrige.game", ("simcore/intrige/**/*.py",
                                              "strategies/intrige/**/*.py")),
}

# the shared core: what every game's engine version includes
CORE_SOURCES = ("simcore/*.py",)


class UnknownGame(KeyError):
    """An id that is not registered; the message names the nearest ids."""

    def __str__(self):
        return self.args[0]


def available():
    """The registered game ids."""
    return list(GAMES)


def get(game_id):
    """The Game registered as `game_id` (UnknownGame otherwise, suggesting the nearest)."""
    entry = GAMES.get(game_id)
    if entry is None:
        near = difflib.get_close_matches(str(game_id), list(GAMES), n=3, cutoff=0.5)
        hint = f" (did you mean {', '.join(near)}?)" if near else ""
        raise UnknownGame(f"unknown game {game_id!r}{hint}; the games are "
                          f"{', '.join(GAMES)}")
    return importlib.import_module(entry.module).GAME


# --- the strategies a game is played by ----------------------------------------------------

@dataclass(frozen=True)
class Bots:
    """A game's strategies as its strategies package hands them to the core."""
    registry: Mapping       # the built-in strategies by name, live (one driver serves them all)
    get: Callable           # get(spec, compile=True) -> a strategy; raises `error` for a bad spec
    error: type             # the exception of a bad spec (one-line message)
    package: str            # the package they come from, installed wherever the game runs
    example: Callable       # example(players, games=, seed=, threads=, chunk=) -> a run of
    #                         built-in bots (the API test every game passes)


_BOTS = {}


def register_bots(game_id, bots):
    """Called by a strategies package on import: `bots` (Bots) plays `game_id`."""
    _BOTS[game_id] = bots


def bots(game_id):
    """The registered Bots of a game; LookupError if its strategies package was never
    imported (import it first: `import strategies`)."""
    b = _BOTS.get(game_id)
    if b is None:
        raise LookupError(f"no strategies are registered for the game {game_id!r}; import its "
                          "strategies package first")
    return b


def builtin_bots(game_id):
    """The built-in strategies of a game (none when no package registered any)."""
    b = _BOTS.get(game_id)
    return [] if b is None else list(b.registry.values())
