"""Files written whole or not at all: a report, a cache.

The content goes to a temporary file beside the target, which is renamed over it only
once every byte is written and flushed. A write that fails (a full disk, a file size
limit, an interruption) removes the temporary file and leaves whatever the target held
before, a previous report or cache, as it was.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable
from pathlib import Path

TEMPORARY_SUFFIX = ".tmp"


def write_atomically(path: Path, chunks: Iterable[bytes], *, mode: int | None = None) -> None:
    """Write `chunks` to `path` in one step; raises OSError (the target unchanged).

    The new file gets `mode`, else the mode of the file it replaces, else the mode an
    ordinary new file would get (the umask applied). A link is followed (its target is
    replaced); a target that is not a regular file (`/dev/stdout`, a pipe) is written
    to directly.
    """
    if path.is_symlink():
        path = Path(os.path.realpath(path))
    if path.exists() and not path.is_file():
        with path.open("wb") as stream:
            for chunk in chunks:
                stream.write(chunk)
        return
    # tempfile (and the random module it loads) only when a file is written: most
    # commands never write one, and every command pays for its imports.
    import tempfile

    fd, temporary = tempfile.mkstemp(
        dir=path.parent, prefix=f".{path.name}.", suffix=TEMPORARY_SUFFIX
    )
    try:
        with os.fdopen(fd, "wb") as handle:
            for chunk in chunks:
                handle.write(chunk)
            handle.flush()
            if hasattr(os, "fchmod"):  # not on Windows before Python 3.13
                os.fchmod(handle.fileno(), mode if mode is not None else _mode_for(path))
        Path(temporary).replace(path)
    except BaseException:
        with contextlib.suppress(OSError):
            Path(temporary).unlink()
        raise


def _mode_for(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
