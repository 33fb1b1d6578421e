"""Verdicts: one report per decklist file, a batch of them, and their JSON, CSV and Markdown.

The JSON is a stable interface that other programs read (documented in the README):

    {"results": [{"path", "name", "player", "format", "legal",
                  "problems": [{"code", "severity", "message", "card", "line"}]}],
     "summary": {"files", "legal", "illegal", "unreadable", "errors", "warnings", "codes"}}
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckcheck.atomic import write_atomically
from deckcheck.errors import UnwritableFileError, cannot_write
from deckcheck.output import to_json, write_csv
from deckcheck.problems import Problem
from deckcheck.text import printable

CSV_COLUMNS = (
    "path",
    "name",
    "player",
    "format",
    "legal",
    "line",
    "severity",
    "code",
    "card",
    "message",
)
REPORT_SUFFIXES = (".json", ".csv", ".md", ".markdown")
# Problems that mean a file could not be read as a decklist at all.
UNREADABLE_CODES = frozenset({"unreadable-file", "parse-error", "schema-error", "internal-error"})


def problem_order(problem: Problem) -> tuple[int, str]:
    """Problems are listed by line, then code (file-wide problems first)."""
    return (problem.line or 0, problem.code)


@dataclass(frozen=True)
class DeckReport:
    """The verdict on one decklist file."""

    path: str
    name: str | None
    player: str | None
    format: str | None
    problems: tuple[Problem, ...]
    # False when the file could not be read as a decklist at all.
    readable: bool = True

    @property
    def legal(self) -> bool:
        return self.readable and not any(problem.is_error for problem in self.problems)

    @property
    def errors(self) -> int:
        return sum(1 for problem in self.problems if problem.is_error)

    @property
    def warnings(self) -> int:
        return len(self.problems) - self.errors

    def to_dict(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "name": self.name,
            "player": self.player,
            "format": self.format,
            "legal": self.legal,
            "problems": [
                {
                    "code": p.code,
                    "severity": p.severity.value,
                    "message": p.message,
                    "card": p.card,
                    "line": p.line,
                }
                for p in self.problems
            ],
        }


@dataclass(frozen=True)
class BatchReport:
    """The verdicts on every input file, in input order."""

    results: tuple[DeckReport, ...]

    @property
    def legal(self) -> bool:
        return all(result.legal for result in self.results)

    def summary(self) -> dict[str, Any]:
        codes = Counter(p.code for result in self.results for p in result.problems)
        legal = sum(1 for result in self.results if result.legal)
        return {
            "files": len(self.results),
            "legal": legal,
            "illegal": len(self.results) - legal,
            "unreadable": sum(1 for result in self.results if not result.readable),
            "errors": sum(result.errors for result in self.results),
            "warnings": sum(result.warnings for result in self.results),
            "codes": dict(sorted(codes.items())),
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "results": [result.to_dict() for result in self.results],
            "summary": self.summary(),
        }

    def to_json(self) -> str:
        return to_json(self.to_dict())

    def csv_rows(self) -> list[dict[str, Any]]:
        """One row per problem; a deck without problems is one row with empty problem fields."""
        rows: list[dict[str, Any]] = []
        for result in self.results:
            deck: dict[str, Any] = {
                "path": result.path,
                "name": result.name,
                "player": result.player,
                "format": result.format,
                "legal": result.legal,
            }
            if not result.problems:
                rows.append(deck)
            for p in result.problems:
                rows.append(
                    deck
                    | {
                        "line": p.line,
                        "severity": p.severity.value,
                        "code": p.code,
                        "card": p.card,
                        "message": p.message,
                    }
                )
        return rows

    def to_csv(self) -> str:
        stream = io.StringIO()
        write_csv(self.csv_rows(), CSV_COLUMNS, stream)
        return stream.getvalue()

    def to_markdown(self) -> str:
        summary = self.summary()
        lines = [
            "# Deck check",
            "",
            f"{counted(summary['files'], 'decklist')}: {summary['legal']} legal, "
            f"{summary['illegal']} illegal ({summary['unreadable']} unreadable); "
            f"{counted(summary['errors'], 'error')}, {counted(summary['warnings'], 'warning')}.",
            "",
            "| File | Deck | Player | Format | Legal | Problems | First problems |",
            "| --- | --- | --- | --- | --- | --- | --- |",
        ]
        for result in self.results:
            cells = [
                result.path,
                result.name or "",
                result.player or "",
                result.format or "",
                "yes" if result.legal else "**no**",
                str(len(result.problems)),
                "; ".join(first_problems(result)),
            ]
            lines.append("| " + " | ".join(_markdown_cell(cell) for cell in cells) + " |")
        with_problems = [result for result in self.results if result.problems]
        if with_problems:
            lines += ["", "## Problems"]
        for result in with_problems:
            lines += ["", f"### {_markdown_cell(result.path)}", ""]
            for p in result.problems:
                where = f"line {p.line}: " if p.line is not None else ""
                text = f"{where}{p.severity.value} `{p.code}` {p.message}"
                lines.append(f"- {_markdown_cell(text)}")
        return "\n".join(lines) + "\n"

    def write(self, path: Path) -> None:
        """Write the report to `path` as JSON, CSV or Markdown, by its extension: whole or
        not at all (UnwritableFileError, with the previous file at `path` intact)."""
        suffix = path.suffix.lower()
        if suffix == ".json":
            text = self.to_json() + "\n"
        elif suffix == ".csv":
            text = self.to_csv()
        else:
            text = self.to_markdown()
        try:
            write_atomically(path, [text.encode("utf-8")])
        except OSError as error:
            raise UnwritableFileError(cannot_write("report", error), path=path) from None


def first_problems(result: DeckReport, count: int = 2) -> list[str]:
    """The first problems of a deck, errors before warnings, for one-row summaries."""
    ordered = sorted(result.problems, key=lambda p: not p.is_error)
    return [f"{p.code}: {p.message}" for p in ordered[:count]]


def counted(number: int, noun: str) -> str:
    """`1 error`, `2 errors`."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _markdown_cell(text: str) -> str:
    return printable(text).replace("\\", "\\\\").replace("|", "\\|")


def sorted_problems(problems: Sequence[Problem]) -> tuple[Problem, ...]:
    """Problems in report order, each printable (their messages may quote the file)."""
    return tuple(sorted((problem.printable() for problem in problems), key=problem_order))
