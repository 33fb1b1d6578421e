"""What every command shares: option types, card loading and error reporting."""

from __future__ import annotations

import contextlib
import errno
import functools
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, ParamSpec, TypeVar

import typer

from deckcheck import output
from deckcheck.errors import DeckcheckError, UnwritableFileError, UsageError, cannot_write
from deckcheck.output import OutputFormat
from deckcheck.text import message_text
from deckcheck.workers import SCHEDULER_ENV

if TYPE_CHECKING:
    from deckcheck.cards.pool import CardDatabase

P = ParamSpec("P")
R = TypeVar("R")

EXIT_OK = 0
EXIT_PROBLEM = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130

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
        help="Worker processes (default: every core; never more than the cores or the work "
        "can use); results do not depend on it.",
        show_default=False,
    ),
]
SchedulerOption = Annotated[
    str | None,
    typer.Option(
        "--scheduler",
        envvar=SCHEDULER_ENV,
        metavar="ADDRESS",
        help="Do the work on the Dask cluster whose scheduler is at ADDRESS "
        "(tcp://host:8786) instead of local processes (--jobs does not apply). "
        "Needs deckcheck\\[cluster]; results do not depend on it.",
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
    """Run a command so that it ends in one line and an exit code, never a traceback:
    a DeckcheckError is its problem (exit 1, 2 for wrong usage); Ctrl-C is
    "interrupted" (130); a reader of stdout that went away (`| head`) ends the command
    quietly (0); stdout that cannot be written (closed, a full disk) is
    `unwritable-file` (1)."""

    @functools.wraps(command)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            try:
                return command(*args, **kwargs)
            finally:
                sys.stdout.flush()  # a failed write shows here, not after the exit
        except DeckcheckError as error:
            print_error(error)
            raise typer.Exit(
                EXIT_USAGE if isinstance(error, UsageError) else EXIT_PROBLEM
            ) from None
        except KeyboardInterrupt:
            print_interrupted()
            raise typer.Exit(EXIT_INTERRUPTED) from None
        except BrokenPipeError:
            silence_stdout()
            raise typer.Exit(EXIT_OK) from None
        except OSError as error:
            # Files the commands write report their own errors (`unwritable-file`); what
            # is left is the output itself: closed, a full disk.
            if error.errno not in _OUTPUT_ERRORS:
                raise
            silence_stdout()
            print_error(UnwritableFileError(cannot_write("output", error), path="stdout"))
            raise typer.Exit(EXIT_PROBLEM) from None

    return wrapper


_OUTPUT_ERRORS = frozenset({errno.EBADF, errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO})


def print_interrupted() -> None:
    sys.stderr.write("deckcheck: interrupted\n")


def silence_stdout() -> None:
    """Send what is still to be written to stdout nowhere, so that the exit does not
    fail writing it (`sys.stdout` is None when the process started without one)."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def print_error(error: DeckcheckError) -> None:
    """The error's problems, one line each, with no character that could act on the
    terminal and no value longer than a few hundred characters (`deckcheck.text`)."""
    console = output.stderr()
    problems = getattr(error, "problems", None)
    if problems:
        for problem in problems:
            line = f"deckcheck: {problem.printable()}"
            console.print(line, markup=False, soft_wrap=True)
        return
    line = f"deckcheck: error [{error.code}] {message_text(str(error))}"
    console.print(line, markup=False, soft_wrap=True)


def load_cards(cards: list[Path] | None, *, abilities: bool = False) -> CardDatabase:
    """The card database with the user's card files added; with `abilities`, every
    card's abilities compiled (what showing their English needs)."""
    if abilities:
        from deckcheck.effects.catalog import load_playable_database

        return load_playable_database(extra=tuple(cards or ()))
    from deckcheck.cards.pool import load_database

    return load_database(extra=tuple(cards or ()))
