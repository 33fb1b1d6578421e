"""The errors deckcheck raises for bad input.

Every error carries a stable problem code (kebab-case, listed in the README) and,
where it is known, the file, line and card it is about, so that the command line can
print one precise line instead of a traceback.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from deckcheck.text import shown_path

if TYPE_CHECKING:
    from deckcheck.problems import Problem


class DeckcheckError(Exception):
    """Base class: a problem with the user's input, reported as one line."""

    code = "error"

    def __init__(
        self,
        message: str,
        *,
        path: Path | str | None = None,
        line: int | None = None,
        card: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.path = shown_path(path) if path is not None else None
        self.line = line
        self.card = card

    def location(self) -> str:
        """`file:line` (or what of it is known), empty when nothing is."""
        if self.path is None:
            return ""
        return f"{self.path}:{self.line}" if self.line is not None else self.path

    def __str__(self) -> str:
        where = self.location()
        return f"{where}: {self.message}" if where else self.message


class UnreadableFileError(DeckcheckError):
    """A file that is missing, unreadable, binary or not UTF-8."""

    code = "unreadable-file"


class UnwritableFileError(DeckcheckError):
    """An output file that cannot be written."""

    code = "unwritable-file"


def cannot_write(what: str, error: OSError) -> str:
    """The message of an UnwritableFileError: `cannot write the report: File too large`."""
    return f"cannot write the {what}: {error.strerror or error}"


class ParseError(DeckcheckError):
    """A file whose syntax (YAML, decklist text) is broken."""

    code = "parse-error"


class SchemaError(DeckcheckError):
    """A file that parses but does not have the documented shape."""

    code = "schema-error"


class DuplicateCardIdError(DeckcheckError):
    """Two card definitions with the same id in the files being loaded."""

    code = "duplicate-card-id"


class UnknownCardError(DeckcheckError):
    """A card reference that matches no card; carries the closest names."""

    code = "unknown-card"

    def __init__(
        self,
        reference: str,
        suggestions: Sequence[str] = (),
        *,
        hint: str | None = None,
        path: Path | str | None = None,
        line: int | None = None,
    ) -> None:
        self.reference = reference
        self.suggestions = tuple(suggestions)
        self.hint = hint
        message = f"unknown card {reference!r}"
        if hint:
            message += f"; {hint}"
        elif self.suggestions:
            message += "; did you mean " + " or ".join(repr(s) for s in self.suggestions) + "?"
        super().__init__(message, path=path, line=line, card=reference)


class AmbiguousCardError(DeckcheckError):
    """A card reference that matches more than one card; lists the candidates."""

    code = "ambiguous-card"

    def __init__(
        self,
        reference: str,
        candidates: Sequence[tuple[str, str]],
        *,
        path: Path | str | None = None,
        line: int | None = None,
    ) -> None:
        """`candidates` are (name, card number) pairs."""
        self.reference = reference
        self.candidates = tuple(candidates)
        listed = ", ".join(f"{name} ({number})" for name, number in self.candidates)
        message = f"{reference!r} names {len(self.candidates)} cards: {listed}; use a card number"
        super().__init__(message, path=path, line=line, card=reference)


class ProblemsError(DeckcheckError):
    """An input that cannot be used, with every problem found in it (`problems`).

    It takes the code, place and message of its first problem; the command line
    prints every problem.
    """

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = tuple(problems)
        first = self.problems[0]
        more = len(self.problems) - 1
        suffix = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
        super().__init__(
            f"{first.message}{suffix}", path=first.path, line=first.line, card=first.card
        )
        self.code = first.code


class UsageError(DeckcheckError):
    """Wrong usage of a command (an unknown format name, a bad option value)."""

    code = "usage-error"
