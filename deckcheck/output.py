"""Output formats shared by every command: a rich table for people, JSON and CSV for programs.

Data goes to stdout; progress, summaries and problems go to stderr. Whatever text a
value holds, the JSON and CSV written here hold only printable characters
(`deckcheck.text`), and a CSV cell that a spreadsheet would run as a formula is
written as text.
"""

from __future__ import annotations

import csv
import json
import sys
from collections.abc import Iterable, Mapping, Sequence
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, Any

from deckcheck.text import UNSAFE_BEYOND_C0, printable

if TYPE_CHECKING:
    from rich.console import Console


class OutputFormat(StrEnum):
    TABLE = "table"
    JSON = "json"
    CSV = "csv"


# A cell starting with one of these is a formula to a spreadsheet (OWASP, "CSV Injection").
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def to_json(data: Any) -> str:
    text = json.dumps(data, indent=2, ensure_ascii=False)
    # Outside its strings JSON text is ASCII: what is left to escape is inside them.
    if UNSAFE_BEYOND_C0.search(text) is None:
        return text
    return UNSAFE_BEYOND_C0.sub(lambda match: json.dumps(printable(match.group()))[1:-1], text)


def write_json(data: Any) -> None:
    sys.stdout.write(to_json(data) + "\n")


def csv_cell(value: Any) -> str | int | float:
    """A CSV cell: lists joined with `;`, booleans as true/false, None as empty; text
    printable, and text that a spreadsheet would take for a formula (starting with `=`,
    `+`, `-`, `@`, a tab or a carriage return) preceded by `'`, as the OWASP guidance on
    CSV injection says. Numbers stay numbers."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value
    text = printable(_cell_text(value))
    return "'" + text if text.startswith(_FORMULA_STARTS) else text


def _cell_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return ";".join(_cell_text(v) for v in value)
    if isinstance(value, dict):
        return ";".join(f"{k}={_cell_text(v)}" for k, v in value.items())
    return str(value)


def write_csv(
    rows: Iterable[Mapping[str, Any]], columns: Sequence[str], stream: Any = None
) -> None:
    writer = csv.writer(stream or sys.stdout, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow([csv_cell(row.get(column)) for column in columns])


@cache
def stdout() -> Console:
    return _console(stderr=False)


@cache
def stderr() -> Console:
    return _console(stderr=True)


def _console(*, stderr: bool) -> Console:
    from rich.console import Console

    class _Console(Console):
        def on_broken_pipe(self) -> None:
            # rich would exit with 1; the command line treats a closed pipe as the
            # reader having read enough (`deckcheck ... | head`).
            self.quiet = True
            raise BrokenPipeError

    return _Console(stderr=stderr, highlight=False)
