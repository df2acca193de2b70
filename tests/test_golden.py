"""Golden playthroughs: full turn-by-turn logs of seeded games, checked in. Any change to
the rules, the defaults, the bots or the RNG shows up here as a readable diff.

After an intended change, regenerate with:  DOMSIM_UPDATE_GOLDEN=1 python -m pytest tests/test_golden.py
and read the diff before committing it."""
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

GOLDEN = Path(__file__).parent / "golden"

GAMES = {
    "bm-vs-smithy": ["play", "big-money", "smithy-bm", "--seed", "3", "--game", "0"],
    "first-game-3p": ["play", "double-witch", "smithy-bm", "big-money-ultimate", "--seed", "1",
                      "--kingdom", "first-game"],
    "underlings-4p": ["play", "minion-stack", "double-torturer", "duke-rush", "masquerade-bm",
                      "--seed", "2", "--game", "5", "--kingdom", "underlings"],
    "size-distortion-6p": ["play", "bm-witch", "bm-throne-room", "bm-chapel", "bm-bandit",
                           "bm-gardens", "bm-sentry", "--seed", "4", "--kingdom",
                           "size-distortion"],
    "first-edition-4p": ["play", "bm-secret-chamber", "bm-saboteur", "bm-tribute", "bm-thief",
                         "--seed", "5", "--edition", "1", "--kingdom",
                         "Masquerade,Scout,Coppersmith,Great Hall,Spy,Adventurer"],
    "plot-thickens-2p": ["play", "bm-swindler", "bm-lurker", "--seed", "6", "--kingdom",
                         "the-plot-thickens"],
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_playthrough_matches_the_golden_log(name):
    result = CliRunner().invoke(cli, GAMES[name])
    assert result.exit_code == 0, result.output
    log = "\n".join(line for line in result.output.splitlines()
                    if not line.startswith("compiling"))
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("DOMSIM_UPDATE_GOLDEN"):
        path.write_text(log + "\n")
    assert log + "\n" == path.read_text(), f"{name}: log differs from {path}"
