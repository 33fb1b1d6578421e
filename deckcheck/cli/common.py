"""What every command shares: option types, card loading and error reporting."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, ParamSpec, TypeVar

import typer

from deckcheck import output
from deckcheck.errors import DeckcheckError, UsageError
from deckcheck.output import OutputFormat

if TYPE_CHECKING:
    from deckcheck.cards.pool import CardDatabase

P = ParamSpec("P")
R = TypeVar("R")

EXIT_OK = 0
EXIT_PROBLEM = 1
EXIT_USAGE = 2

OutputOption = Annotated[
    OutputFormat,
    typer.Option(
        "--output",
        "-o",
        help="table for people; json or csv for programs (written to stdout).",
        case_sensitive=False,
    ),
]
FormatOption = Annotated[
    str | None,
    typer.Option(
        "--format",
        "-f",
        help="A bundled format (diva, classic) or your own format file. "
        "Default: the format each deck names, else diva.",
        show_default=False,
    ),
]
JobsOption = Annotated[
    int | None,
    typer.Option(
        "--jobs",
        "-j",
        min=1,
        help="Worker processes (default: every core); results do not depend on it.",
        show_default=False,
    ),
]
KeepOption = Annotated[
    str,
    typer.Option(
        "--keep",
        help="Mulligan rule: the group of cards kept in the opening hand; every other "
        "card is returned and redrawn. 'all' for no mulligan.",
    ),
]
PlotOption = Annotated[
    Path | None,
    typer.Option(
        "--plot",
        help="Also draw the figures into FILE.png, .svg or .pdf (needs deckcheck\\[plot]).",
        show_default=False,
    ),
]
CardsOption = Annotated[
    list[Path] | None,
    typer.Option(
        "--cards",
        help="Your own card file or folder, added to the bundled pools (repeatable; "
        "also $DECKCHECK_CARDS).",
        show_default=False,
    ),
]


def reports_errors(command: Callable[P, R]) -> Callable[P, R]:
    """Print a DeckcheckError as one line on stderr and exit 1 (2 for wrong usage)."""

    @functools.wraps(command)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return command(*args, **kwargs)
        except DeckcheckError as error:
            print_error(error)
            raise typer.Exit(
                EXIT_USAGE if isinstance(error, UsageError) else EXIT_PROBLEM
            ) from None

    return wrapper


def print_error(error: DeckcheckError) -> None:
    console = output.stderr()
    problems = getattr(error, "problems", None)
    if problems:
        for problem in problems:
            console.print(f"deckcheck: {problem}", markup=False, soft_wrap=True)
        return
    console.print(f"deckcheck: error [{error.code}] {error}", markup=False, soft_wrap=True)


def load_cards(cards: list[Path] | None, *, abilities: bool = False) -> CardDatabase:
    """The card database with the user's card files added; with `abilities`, every
    card's abilities compiled (what showing their English needs)."""
    if abilities:
        from deckcheck.effects.catalog import load_playable_database

        return load_playable_database(extra=tuple(cards or ()))
    from deckcheck.cards.pool import load_database

    return load_database(extra=tuple(cards or ()))
