"""Dominion's output files stay byte for byte the same through changes to the shared core.

tests/data/dominion_files/ holds the summary and per-game files of three runs (2 players;
4 players with attacks, edition 1 and a turn limit; a run extended with --resume), written
by Dominion's own code; RUNS.json has the commands. The runs are repeated here and the
files compared byte for byte. Only the engine version legitimately differs (it hashes the
sources, which the refactor changed), so the runs record the fixtures' engine version: it
appears in the `engine_version` metadata key and in the `version` column, and nothing else
may differ. With another pyarrow than the one that wrote the fixtures (the file's
`created_by`), tables and metadata are compared instead of bytes.

The fixtures were first written by the Dominion-only code (the test proved the shared core
changed no byte), then regenerated once when the default decisions and the parameterised
bots changed play on purpose. Regenerate only when Dominion's rules or defaults change on
purpose:
`python tests/test_dominion_files.py` (then review the diff of the numbers).
"""
import json
import shutil
import sys
from pathlib import Path

import pyarrow
import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from cli.main import cli
from simcore.game import Game

DATA = Path(__file__).resolve().parent / "data" / "dominion_files"
SPEC = json.loads((DATA / "RUNS.json").read_text())


def play_runs(d, name):
    for c in SPEC["runs"][name]:
        r = CliRunner().invoke(cli, [a.format(d=d) for a in c], catch_exceptions=False)
        assert r.exit_code == 0, r.output


@pytest.mark.parametrize("name", list(SPEC["runs"]))
def test_dominion_files_are_unchanged(name, tmp_path, monkeypatch):
    monkeypatch.setattr(Game, "engine_version", lambda self: SPEC["engine_version"])
    play_runs(tmp_path, name)
    for f in (f"{name}.parquet", f"{name}-games.parquet"):
        new, old = tmp_path / f, DATA / f
        if pyarrow.__version__ == SPEC["pyarrow"]:
            if new.read_bytes() == old.read_bytes():
                continue
        a, b = pq.read_table(new), pq.read_table(old)
        assert a.schema.metadata == b.schema.metadata, f
        assert a.equals(b), f
        assert pyarrow.__version__ != SPEC["pyarrow"], f"{f}: same table, different bytes"


def test_the_runs_record_the_real_engine_version(tmp_path):
    from simcore.metadata import read_metadata
    from simcore.versions import engine_version
    play_runs(tmp_path, "two")
    md = read_metadata(tmp_path / "two.parquet")
    assert md["engine_version"] == engine_version("dominion")
    assert pq.read_table(tmp_path / "two.parquet").column("version")[0].as_py().endswith(
        "+" + engine_version("dominion"))


if __name__ == "__main__":                       # regenerate the fixtures
    import tempfile

    from simcore.metadata import read_metadata
    d = tempfile.mkdtemp()
    for name in SPEC["runs"]:
        play_runs(d, name)
        for f in (f"{name}.parquet", f"{name}-games.parquet"):
            shutil.copy(Path(d) / f, DATA / f)
    SPEC["pyarrow"] = pyarrow.__version__
    SPEC["engine_version"] = read_metadata(DATA / "two.parquet")["engine_version"]
    (DATA / "RUNS.json").write_text(json.dumps(SPEC, indent=1) + "\n")
    print(f"wrote {DATA}", file=sys.stderr)
