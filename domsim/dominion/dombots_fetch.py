"""`domsim import-bots --fetch`: the community's bot file, DomBots.xml, downloaded from its
home (Geronimoo's DominionSim repository on GitHub, MIT-licensed) into domsim's cache folder,
kept only when its SHA-256 is the one pinned here.

The URL is the file on the repository's default branch, not a pinned commit (no commit
holding exactly the pinned bytes could be named); the checksum pins the content instead,
so a file changed upstream is refused with one line and nothing is stored. Both can be
set: DOMSIM_DOMBOTS_URL and DOMSIM_DOMBOTS_SHA256 (an http or https URL; 64 hex digits).
"""
import hashlib
import http.client
import os
import shlex
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from domsim.inputs import DomsimError
from simcore.versions import cache_root

URL = ("https://raw.githubusercontent.com/Geronimoo/DominionSim/HEAD/"
       "src/main/java/be/aga/dominionSimulator/DomBots.xml")
SHA256 = "d4edaf3ba5c9fdb0f55f4fa88cd33331f037fbd0310a2a926d972c32a6b5efc0"   # 395,528 bytes
HOME = "its home: github.com/Geronimoo/DominionSim, MIT licence"
MOST_BYTES = 10_000_000            # what a bot file may be (strategies/dominion/botfile.py)
TIMEOUT_S = 60


def source():
    """(url, sha256) to fetch: the pinned ones, or the environment's."""
    url = os.environ.get("DOMSIM_DOMBOTS_URL") or URL
    sha = (os.environ.get("DOMSIM_DOMBOTS_SHA256") or SHA256).strip().lower()
    if urllib.parse.urlsplit(url).scheme not in ("http", "https"):
        raise DomsimError(f"DOMSIM_DOMBOTS_URL {url[:200]!r}: give an http:// or https:// URL "
                          "(or unset it for DomBots.xml's home)")
    if len(sha) != 64 or any(c not in "0123456789abcdef" for c in sha):
        raise DomsimError(f"DOMSIM_DOMBOTS_SHA256 {sha[:80]!r}: give the file's SHA-256 as 64 "
                          "hex digits (or unset it for the pinned one)")
    return url, sha


def destination():
    return cache_root() / "DomBots.xml"


def sha256_of(data):
    return hashlib.sha256(data).hexdigest()


def fetch():
    """(path, fresh): DomBots.xml in the cache, downloaded unless a copy with the expected
    checksum is there already (fresh False). DomsimError (one line, nothing stored) when the
    download fails or its checksum is not the expected one."""
    url, sha = source()
    dest = destination()
    if dest.is_file() and sha256_of(dest.read_bytes()) == sha:
        return dest, False
    data = _download(url)
    got = sha256_of(data)
    if got != sha:
        raise DomsimError(f"the DomBots.xml downloaded has SHA-256 {got[:16]}..., not the "
                          f"expected {sha[:16]}... (changed upstream, or not the file), so "
                          "nothing was stored; " + by_hand(url))
    _store(dest, data)
    return dest, True


def by_hand(url):
    """How to get the file without this command."""
    return (f"get it by hand from {url} ({HOME}) and name its bots as FILE.xml:NAME, e.g. "
            "`domsim match DomBots.xml:Witch big-money-ultimate`")


def _download(url):
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT_S) as r:
            data = r.read(MOST_BYTES + 1)
    except urllib.error.HTTPError as e:
        raise DomsimError(f"could not download DomBots.xml (the server answered {e.code} "
                          f"{_reason(e.reason)}); " + by_hand(url)) from None
    except urllib.error.URLError as e:
        raise DomsimError(f"could not download DomBots.xml ({_reason(e.reason)}); "
                          + by_hand(url)) from None
    except (OSError, http.client.HTTPException, ValueError) as e:
        raise DomsimError(f"could not download DomBots.xml ({_reason(e)}); "
                          + by_hand(url)) from None
    if len(data) > MOST_BYTES:
        raise DomsimError(f"could not download DomBots.xml (more than {MOST_BYTES // 1_000_000} "
                          "MB came, more than a bot file may be; nothing stored); "
                          + by_hand(url))
    return data


def _reason(e):
    text = getattr(e, "strerror", None) or str(e) or type(e).__name__
    return " ".join(str(text).split())[:200]


def _store(dest, data):
    """Write whole or not at all: a temporary file beside dest, then renamed over it."""
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=dest.parent, prefix=".DomBots-", suffix=".part")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, dest)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError as e:
        raise DomsimError(f"could not store DomBots.xml in {dest.parent}: {_reason(e)} (set "
                          "DOMSIM_CACHE to a folder you can write)") from None


def usage(path):
    """Lines saying how to use the stored file."""
    spec = shlex.quote(f"{Path(path)}:Witch")
    return [f"  domsim match {spec} big-money-ultimate       # a bot of it, by name",
            f"  domsim import-bots {shlex.quote(str(path))} --out dombots.toml   # the bots "
            "this simulator can run, as TOML"]
