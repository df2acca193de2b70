"""The registry of games: ids mapped to the module that exports each game's `Game`.

    available()        ids of the registered games, in order
    get("dominion")    the Game (its module is imported on first use)

Each entry also names the game's sources, as paths relative to the repository root: the
game's package and its strategies. They scope the engine version (simcore/versions.py), so
that editing one game never touches another game's compiled cache or unfinished runs. This
file is read before any compiled module is imported: keep it plain data.

Adding a game is one entry here (docs/core.md, "Adding a game").
"""
import difflib
import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    module: str             # exports GAME, a simcore.game.Game
    sources: tuple          # globs (relative to the repository root) of the game's own code


GAMES = {
    # Dominion's strategies are the top-level files of strategies/ (and strategies/dominion/,
    # should they move there); another game's live in strategies/<game>/
    "dominion": Entry("simcore.dominion.game", ("simcore/dominion/**/*.py", "strategies/*.py",
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
