"""Intrige's golden playthroughs: full logs of seeded games (hidden cards included), checked
in. Any change to the rules, the defaults, the bots or the random streams shows up here as a
readable diff.

After an intended change, regenerate with:
DOMSIM_UPDATE_GOLDEN=1 python -m pytest tests/test_intrige_golden.py  (and read the diff)."""
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

GOLDEN = Path(__file__).parent / "golden"

GAMES = {
    "intrige-2p": ["intrige", "play", "shark", "honest", "--seed", "1", "--game", "0"],
    "intrige-4p": ["intrige", "play", "shark", "bluffer:0.5:0.2", "counter", "aggressive",
                   "--seed", "2", "--game", "3"],
    "intrige-7p-options": ["intrige", "play", "shark", "honest", "random", "bluffer",
                           "counter", "aggressive", "shark", "--seed", "3", "--rule",
                           "order=block-first", "--rule", "speak=random", "--checked"],
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
    assert path.exists(), f"no golden log {path.name}; run with DOMSIM_UPDATE_GOLDEN=1"
    assert log + "\n" == path.read_text(), f"{name} differs from {path.name}"
