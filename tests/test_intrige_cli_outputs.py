"""`domsim intrige match` checks its outputs as `domsim match` does: the default --out of a
finished run is replaced by the next run, an unfinished run in --out is not overwritten
without --resume or --force, --games-out must be another parquet file."""
from click.testing import CliRunner

from cli.main import cli


def _main(args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def test_the_default_out_is_replaced_and_an_unfinished_run_is_kept(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for seed in (0, 0):
        r = _main(["intrige", "match", "shark", "honest", "--games", 200, "--seed", seed,
                   "--threads", 1])
        assert r.exit_code == 0, r.output
        assert "wrote results/intrige-shark-honest-s0.parquet" in r.output
    # an interrupted run in --out: refused without --resume / --force, with the way on
    import pytest

    from simcore.intrige.match import Match
    from simcore.results import RunInterrupted, run_match
    from strategies.intrige import get
    out = tmp_path / "p.parquet"
    with pytest.raises(RunInterrupted):
        run_match(Match([get("shark"), get("honest")], games=1000, chunk=100), out=out,
                  stop=lambda: True)
    r = _main(["intrige", "match", "shark", "honest", "--games", 1000, "--out", out])
    assert r.exit_code == 2 and "holds an unfinished run (100 of 1,000 games)" in r.output
    assert "--resume" in r.output and len(r.output.strip().splitlines()) == 1
    r = _main(["intrige", "match", "shark", "honest", "--games", 1000, "--out", out,
               "--resume", "--threads", 1])
    assert r.exit_code == 0, r.output
    for bad, words in ((["--out", tmp_path / "x.csv"], "writes parquet"),
                       (["--out", out, "--games-out", out, "--force"], "another file")):
        r = _main(["intrige", "match", "shark", "honest", *bad])
        assert r.exit_code == 2 and words in r.output, r.output
