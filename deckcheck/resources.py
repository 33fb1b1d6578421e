"""Where the bundled data folders (`carddb/`, `schemas/`) are.

In a wheel they are copied into the package as `deckcheck/_data/<name>`; in a source
checkout (and an editable install) they sit at the top of the project.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def bundled(name: str) -> Path:
    """The folder of bundled data called `name` (`carddb` or `schemas`)."""
    installed = _PACKAGE / "_data" / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name
