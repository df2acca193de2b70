"""`domsim warmup` compiles Intrige too: it says so, and the Intrige compile cache it names
holds the engine's, the bots' and the driver's machine code afterwards."""
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli


def test_warmup_compiles_intrige():
    r = CliRunner().invoke(cli, ["warmup"])
    assert r.exit_code == 0, r.output
    line = [x for x in r.stdout.splitlines() if x.startswith("Intrige engine")]
    assert len(line) == 1 and "ready in" in line[0] and "step-by-step play" in line[0]
    cache = Path(line[0].split("cache: ")[1])
    from simcore.versions import engine_version
    assert cache.name == f"intrige-{engine_version('intrige')}"
    index = {p.name.split(".")[0] for p in cache.rglob("*.nbi")}
    for module in ("rules", "batch", "bots", "series", "checks"):
        assert module in index, (module, sorted(index))
