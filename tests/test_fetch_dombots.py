"""`domsim import-bots --fetch` (domsim/dominion/dombots_fetch.py), against an HTTP server of
our own on 127.0.0.1 serving a small bot file: a right checksum stores the file in the cache folder
and says how to use it; a wrong one, a missing file or a closed port is one line, exit 2,
nothing stored."""
import functools
import hashlib
import http.server
import socket
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from domsim.dominion import dombots_fetch

BOTS = Path(__file__).resolve().parent / "data" / "buylist" / "bots.xml"


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture
def served(tmp_path):
    """The base URL of a server on 127.0.0.1 serving a copy of tests' bots.xml as
    DomBots.xml."""
    root = tmp_path / "served"
    root.mkdir()
    (root / "DomBots.xml").write_bytes(BOTS.read_bytes())
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A cache folder of the test's own; no proxy between us and 127.0.0.1."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("DOMSIM_CACHE", str(folder))
    for var in ("no_proxy", "NO_PROXY"):
        monkeypatch.setenv(var, "*")
    return folder


def use(monkeypatch, url, sha=None):
    monkeypatch.setenv("DOMSIM_DOMBOTS_URL", url)
    monkeypatch.setenv("DOMSIM_DOMBOTS_SHA256",
                       sha or hashlib.sha256(BOTS.read_bytes()).hexdigest())


def one_line(r, *words):
    lines = r.output.strip().splitlines()
    assert r.exit_code == 2 and len(lines) == 1 and lines[0].startswith("Error: "), r.output
    for w in words:
        assert w in lines[0], lines[0]
    return lines[0]


def test_a_right_checksum_stores_the_file_and_says_how_to_use_it(served, cache, monkeypatch):
    use(monkeypatch, f"{served}/DomBots.xml")
    r = run("import-bots", "--fetch")
    assert r.exit_code == 0, r.output
    stored = cache / "DomBots.xml"
    assert stored.read_bytes() == BOTS.read_bytes()
    assert [p.name for p in cache.iterdir()] == ["DomBots.xml"]      # no part file left
    assert "DomBots.xml (downloaded, SHA-256 the given " in r.output and str(stored) in r.output
    assert f"domsim match {stored}:Witch big-money-ultimate" in r.output
    r = run("match", f"{stored}:Witch", "big-money", "-n", "10", "-q", "-o",
            cache.parent / "m.parquet")
    assert r.exit_code == 0, r.output


def test_a_stored_file_is_kept_and_imported_without_the_network(served, cache, monkeypatch,
                                                                 tmp_path):
    use(monkeypatch, f"{served}/DomBots.xml")
    assert run("import-bots", "--fetch").exit_code == 0
    closed = _closed_port()                                       # no server any more
    use(monkeypatch, f"http://127.0.0.1:{closed}/DomBots.xml")
    out = tmp_path / "dombots.toml"
    r = run("import-bots", "--fetch", "--out", out)
    assert r.exit_code == 0, r.output
    assert "already there" in r.output and "imported 5 bots; skipped 1" in r.stderr
    assert "Big Money Ultimate (DomBots)" in out.read_text()       # renamed: a built-in's name


def test_a_wrong_checksum_is_refused_and_nothing_is_stored(served, cache, monkeypatch):
    use(monkeypatch, f"{served}/DomBots.xml", sha="0" * 64)
    line = one_line(run("import-bots", "--fetch"), "has SHA-256", "not the expected 0000",
                    "nothing was stored", "get it by hand from http://127.0.0.1:")
    assert not cache.exists() or not any(cache.iterdir()), line


def test_a_stored_file_with_another_checksum_is_replaced(served, cache, monkeypatch):
    cache.mkdir()
    (cache / "DomBots.xml").write_text("<playerCollection/>")     # an older file, say
    use(monkeypatch, f"{served}/DomBots.xml")
    r = run("import-bots", "--fetch")
    assert r.exit_code == 0 and "downloaded" in r.output, r.output
    assert (cache / "DomBots.xml").read_bytes() == BOTS.read_bytes()


def _closed_port():
    """A port of 127.0.0.1 that nothing listens on (bound, then closed)."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def test_an_unreachable_server_is_one_line_saying_how_to_get_the_file(cache, monkeypatch):
    url = f"http://127.0.0.1:{_closed_port()}/DomBots.xml"
    use(monkeypatch, url)
    one_line(run("import-bots", "--fetch"), "could not download DomBots.xml (",
             f"get it by hand from {url} (its home: github.com/Geronimoo/DominionSim")
    assert not cache.exists()


def test_a_missing_file_is_one_line(served, cache, monkeypatch):
    use(monkeypatch, f"{served}/nothing.xml")
    one_line(run("import-bots", "--fetch"), "the server answered 404 File not found",
             "get it by hand")
    assert not cache.exists()


@pytest.mark.parametrize("var,value,words", [
    ("DOMSIM_DOMBOTS_URL", "file:///etc/passwd", "give an http:// or https:// URL"),
    ("DOMSIM_DOMBOTS_SHA256", "abc", "64 hex digits"),
])
def test_bad_settings_are_one_line(cache, monkeypatch, var, value, words):
    monkeypatch.setenv(var, value)
    one_line(run("import-bots", "--fetch"), words)


@pytest.mark.parametrize("args,words", [
    (["import-bots", "--fetch", BOTS], "leave out"),
    (["import-bots"], "or --fetch to download DomBots.xml"),
])
def test_fetch_and_a_file_or_neither_is_one_line(cache, args, words):
    one_line(run(*args), words)


def test_the_pinned_source_is_dombots_home_with_a_checksum(monkeypatch):
    monkeypatch.delenv("DOMSIM_DOMBOTS_URL", raising=False)
    monkeypatch.delenv("DOMSIM_DOMBOTS_SHA256", raising=False)
    url, sha = dombots_fetch.source()
    assert url.startswith("https://raw.githubusercontent.com/Geronimoo/DominionSim/")
    assert url.endswith("/DomBots.xml") and len(sha) == 64
