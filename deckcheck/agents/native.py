"""`mypyc_attr` for the agents a wheel compiles (`pyproject.toml`, `compile`), whether or
not mypy_extensions is installed.

mypyc reads the decorator when it compiles a class and never calls it; interpreted, the
agents call it, and mypy_extensions is not one of deckcheck's dependencies: without it,
the decorator returns the class unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:
    try:
        from mypy_extensions import mypyc_attr
    except ImportError:

        def mypyc_attr(*attrs, **kwattrs):
            return lambda decorated: decorated
