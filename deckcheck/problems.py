"""Problems found in the user's input, as data.

A Problem is what every checker returns instead of raising: card file lint, deck
parsing and deck validation all report lists of them, so that every problem is
shown, not only the first, and one bad file never hides another.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from deckcheck.text import (
    MAX_MESSAGE,
    MAX_SHOWN,
    is_printable,
    message_text,
    printable,
    shortened,
)


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem: a stable code, a severity, a message and where it is."""

    code: str
    message: str
    severity: Severity = Severity.ERROR
    path: str | None = None
    line: int | None = None
    card: str | None = None

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def printable(self) -> Problem:
        """This problem as shown: its texts printable (`deckcheck.text`), and no message
        longer than a few hundred characters, whatever value it quotes."""
        message, card, path = self.message, self.card, self.path
        if (
            len(message) <= MAX_MESSAGE
            and is_printable(message)
            and (card is None or (len(card) <= MAX_SHOWN and is_printable(card)))
            and (path is None or is_printable(path))
        ):
            return self
        return replace(
            self,
            message=message_text(message),
            card=None if card is None else printable(shortened(card)),
            path=None if path is None else printable(path),
        )

    def location(self) -> str:
        if self.path is None:
            return f"line {self.line}" if self.line is not None else ""
        return f"{self.path}:{self.line}" if self.line is not None else self.path

    def __str__(self) -> str:
        where = self.location()
        prefix = f"{where}: " if where else ""
        return f"{prefix}{self.severity.value} [{self.code}] {self.message}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "severity": self.severity.value,
            "message": self.message,
            "card": self.card,
            "path": self.path,
            "line": self.line,
        }


def unique(problems: Iterable[Problem]) -> list[Problem]:
    """`problems` in order, each only once (several checks may find the same one)."""
    return list(dict.fromkeys(problems))
