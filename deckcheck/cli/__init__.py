"""The `deckcheck` command line: parse arguments, call one library function, format the result.

No rule of the game lives here.
"""

from __future__ import annotations

import io
import sys
from typing import Annotated

import typer

from deckcheck import __version__
from deckcheck.cli import cards, decks, formats, goldfish, match, stats, validate

app = typer.Typer(
    name="deckcheck",
    help="Check WIXOSS decks: legality, draw statistics, goldfish games and matchups.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="rich",
)
app.add_typer(cards.app, name="cards")
app.command("validate")(validate.validate)
app.add_typer(formats.app, name="formats")
app.command("stats")(stats.stats)
app.command("goldfish")(goldfish.goldfish)
app.command("match")(match.match)
app.command("gauntlet")(match.gauntlet)
app.command("convert")(decks.convert)
app.command("diff")(decks.diff)
app.command("sheet")(decks.sheet)


def _version(value: bool) -> None:
    if not value:
        return
    from deckcheck.cards.pool import load_database
    from deckcheck.engine import compiled
    from deckcheck.errors import DeckcheckError

    try:
        data_version = load_database().data_version
    except DeckcheckError as error:
        data_version = f"unreadable ({error.code})"
    engine = "compiled" if compiled() else "pure Python"
    typer.echo(f"deckcheck {__version__} (card data {data_version}; engine {engine})")
    raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            callback=_version,
            is_eager=True,
            help="Print the package and card data versions and how the engine runs; then exit.",
        ),
    ] = False,
) -> None:
    """Check WIXOSS decks: legality, draw statistics, goldfish games and matchups."""


def main() -> None:
    """Console entry point: never shows a traceback for a user's mistake."""
    from deckcheck.cli.common import (
        EXIT_INTERRUPTED,
        EXIT_OK,
        EXIT_PROBLEM,
        print_interrupted,
        silence_stdout,
    )

    if sys.stdout is None:  # started with stdout closed (`deckcheck ... >&-`)
        sys.stderr.write("deckcheck: error [unwritable-file] stdout is closed\n")
        sys.exit(EXIT_PROBLEM)
    _buffer_stdout()
    try:
        app()
    except KeyboardInterrupt:  # before or after a command (a command reports its own)
        print_interrupted()
        sys.exit(EXIT_INTERRUPTED)
    except BrokenPipeError:
        # The reader of stdout went away (`deckcheck ... | head`): not an error of ours.
        silence_stdout()
        sys.exit(EXIT_OK)


def _buffer_stdout() -> None:
    """Unbuffered (`PYTHONUNBUFFERED`, `python -u`), stdout writes each text with one
    system call, and a pipe closed meanwhile takes part of it without an error: the
    command would go on as if the reader had it all. Buffered by lines instead, every
    write is whole or fails (a closed pipe ends the command quietly)."""
    stream = sys.stdout
    raw = getattr(stream, "buffer", None)
    if isinstance(raw, io.FileIO) and isinstance(stream, io.TextIOWrapper):
        sys.stdout = io.TextIOWrapper(
            io.BufferedWriter(raw),
            encoding=stream.encoding,
            errors=stream.errors,
            line_buffering=True,
        )
