"""Output formats shared by every command: a rich table for people, JSON and CSV for programs.

Data goes to stdout; progress, summaries and problems go to stderr.
"""

from __future__ import annotations

import csv
import json
import sys
from collections.abc import Iterable, Mapping, Sequence
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console


class OutputFormat(StrEnum):
    TABLE = "table"
    JSON = "json"
    CSV = "csv"


def to_json(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False)


def write_json(data: Any) -> None:
    sys.stdout.write(to_json(data) + "\n")


def csv_cell(value: Any) -> str:
    """A CSV cell: lists joined with `;`, booleans as true/false, None as empty."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return ";".join(csv_cell(v) for v in value)
    if isinstance(value, dict):
        return ";".join(f"{k}={csv_cell(v)}" for k, v in value.items())
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
    from rich.console import Console

    return Console(highlight=False)


@cache
def stderr() -> Console:
    from rich.console import Console

    return Console(stderr=True, highlight=False)
