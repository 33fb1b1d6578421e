"""Pickled caches in the user's cache folder, safe against corruption and stale code.

A cache file is a short header (a magic string, the cache format, the length and a
SHA-256 of the payload) followed by the pickle. A file whose header or checksum does not
match (a flipped byte, a truncated write, another program's file, another version's
pickle) is discarded and rebuilt: a cache only ever makes a command faster, never
wrong. Writes go to a temporary file beside the target and are renamed into place
(`deckcheck.atomic`), so a failed write leaves no partial file behind.

Keys are the caller's business; `code_key()` is a stamp of the package's own code,
so that a changed compiler or index never meets a cache built by the old one.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import os
import pickle
import struct
import sys
import time
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from deckcheck import __version__
from deckcheck.atomic import TEMPORARY_SUFFIX, write_atomically

CACHE_ENV = "DECKCHECK_CACHE_DIR"
NO_CACHE_ENV = "DECKCHECK_NO_CACHE"
_MAGIC = b"deckcheck-cache\0"
_FORMAT = 2
# magic, format, payload length, payload SHA-256
_HEADER = struct.Struct(f"<{len(_MAGIC)}sIQ32s")
_KEPT_PER_KIND = 4
# A temporary file this old belongs to a write that was killed, not one in progress.
_ABANDONED_AFTER_SECONDS = 3600


def enabled() -> bool:
    """Whether caches are used at all (`DECKCHECK_NO_CACHE` turns them off)."""
    return not os.environ.get(NO_CACHE_ENV)


def cache_dir() -> Path:
    """`$DECKCHECK_CACHE_DIR`, else the user's cache folder for deckcheck."""
    configured = os.environ.get(CACHE_ENV)
    if configured:
        return Path(configured)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("deckcheck", appauthor=False))


def cache_file(kind: str, key: str) -> Path:
    """The cache file of `kind` (such as `carddb`) for `key`."""
    digest = hashlib.sha256(f"{_FORMAT}\0{__version__}\0{key}".encode()).hexdigest()
    return cache_dir() / f"{kind}-{digest[:20]}.pickle"


@cache
def code_key() -> str:
    """A stamp of the package's Python files (paths, sizes, modification times)."""
    stamp = hashlib.sha256()
    for line in sorted(_python_file_stamps(Path(__file__).resolve().parent)):
        stamp.update(line.encode())
    return stamp.hexdigest()


def _python_file_stamps(folder: Path) -> Iterator[str]:
    for entry in os.scandir(folder):
        if entry.is_dir() and entry.name != "__pycache__":
            yield from _python_file_stamps(Path(entry.path))
        elif entry.name.endswith(".py"):
            with contextlib.suppress(OSError):
                stat = entry.stat()
                yield f"{entry.path}\0{stat.st_size}\0{stat.st_mtime_ns}\0"


def read(path: Path) -> Any | None:
    """The object cached in `path`, or None when there is none or it cannot be trusted.

    A file that exists but fails its checks is removed, with one line on stderr.
    """
    try:
        with path.open("rb") as handle:
            blob = handle.read()
    except OSError:
        return None
    payload = _verified_payload(blob)
    if payload is None:
        _discard(path, "its checksum or header does not match")
        return None
    # Unpickling creates tens of thousands of objects, none of them garbage; the
    # collector's passes over them would double the time of a warm load. They are made
    # old at once (freeze, then unfreeze: into the oldest generation), so the young
    # generations' frequent passes never walk them either.
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        value = pickle.loads(payload)
    except Exception:  # a pickle of code that has changed: any error means "rebuild"
        _discard(path, "it was written by other code")
        return None
    else:
        gc.freeze()
        gc.unfreeze()
        return value
    finally:
        if gc_was_enabled:
            gc.enable()


def _verified_payload(blob: bytes) -> bytes | None:
    if len(blob) < _HEADER.size:
        return None
    magic, version, length, checksum = _HEADER.unpack_from(blob)
    payload = blob[_HEADER.size :]
    if magic != _MAGIC or version != _FORMAT or length != len(payload):
        return None
    if hashlib.sha256(payload).digest() != checksum:
        return None
    return payload


def _discard(path: Path, reason: str) -> None:
    print(f"deckcheck: discarding the cache {path.name} ({reason}); rebuilding it", file=sys.stderr)
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


def write(path: Path, value: Any) -> None:
    """Cache `value` in `path` atomically; a cache that cannot be written is only slower.

    Only the newest few files of the same kind are kept, so that switching between
    card sets stays warm without the folder growing.
    """
    try:
        payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        header = _HEADER.pack(_MAGIC, _FORMAT, len(payload), hashlib.sha256(payload).digest())
        path.parent.mkdir(parents=True, exist_ok=True)
        kind = path.name.rsplit("-", 1)[0]
        _keep_newest(path.parent, kind, _KEPT_PER_KIND - 1)
        write_atomically(path, (header, payload), mode=0o600)
    except (OSError, pickle.PicklingError):
        return


def _keep_newest(folder: Path, kind: str, count: int) -> None:
    """Remove all but the `count` newest cache files of `kind` (other processes may be
    removing them too), and the temporary files of writes that were killed before they
    could clean up (those of a write in progress are younger)."""
    dated: list[tuple[int, Path]] = []
    for found in folder.glob(f"{kind}-*.pickle"):
        with contextlib.suppress(OSError):
            dated.append((found.stat().st_mtime_ns, found))
    dated.sort()
    stale = [found for _, found in dated[: max(0, len(dated) - count)]]
    abandoned_before = time.time() - _ABANDONED_AFTER_SECONDS
    for temporary in folder.glob(f".{kind}-*{TEMPORARY_SUFFIX}"):
        with contextlib.suppress(OSError):
            if temporary.stat().st_mtime < abandoned_before:
                stale.append(temporary)
    for found in stale:
        with contextlib.suppress(OSError):
            found.unlink(missing_ok=True)
