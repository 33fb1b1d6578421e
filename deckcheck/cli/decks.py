"""`deckcheck convert`, `deckcheck diff` and `deckcheck sheet`: a decklist in another
shape, two decklists compared, a registration sheet to print."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from deckcheck import output
from deckcheck.cli.common import (
    EXIT_PROBLEM,
    CardsOption,
    FormatOption,
    OutputOption,
    load_cards,
    reports_errors,
)
from deckcheck.output import OutputFormat
from deckcheck.text import shown_path

if TYPE_CHECKING:
    from rich.console import RenderableType

    from deckcheck.decks.diff import DeckDiff
    from deckcheck.problems import Problem

DIFF_COLUMNS = ("section", "id", "number", "name", "a", "b", "change")

DeckArgument = Annotated[
    Path, typer.Argument(help="A decklist: YAML, text, Cockatrice (.cod) or WEBXOSS (.webxoss).")
]


@reports_errors
def convert(
    deck: DeckArgument,
    to: Annotated[
        str | None,
        typer.Option(
            "--to",
            help="yaml, text, cod (Cockatrice) or webxoss. Default: told by --out's extension.",
            show_default=False,
        ),
    ] = None,
    out: Annotated[
        Path | None,
        typer.Option(
            "--out", "-o", help="Write to this file (default: stdout).", show_default=False
        ),
    ] = None,
    format_choice: FormatOption = None,
    cards: CardsOption = None,
) -> None:
    """Write a deck in another tool's shape; every card so that it reads back as itself.

    A card the target cannot express is an error (exit 1); a detail it has no place
    for (player, format, groups) is a warning on stderr.
    """
    from deckcheck.decks.convert import Target, convert_file
    from deckcheck.errors import UsageError

    if to is not None:
        try:
            target = Target(to.strip().lower())
        except ValueError:
            choices = ", ".join(t.value for t in Target)
            raise UsageError(f"unknown --to {to!r}; choose from {choices}") from None
    elif out is not None:
        target = Target.for_file(out)
    else:
        raise UsageError("say the shape: --to yaml|text|cod|webxoss, or --out FILE.ext")
    conversion = convert_file(deck, target, load_cards(cards), format_choice)
    _print_warnings(conversion.warnings)
    if out is None:
        sys.stdout.write(conversion.text)
        return
    from deckcheck.atomic import write_atomically
    from deckcheck.errors import UnwritableFileError, cannot_write

    try:
        write_atomically(out, [conversion.text.encode("utf-8")])
    except OSError as error:
        raise UnwritableFileError(cannot_write("converted deck", error), path=out) from None
    output.stderr().print(f"wrote {shown_path(out)} ({target.value})", markup=False, soft_wrap=True)


@reports_errors
def diff(
    a: Annotated[Path, typer.Argument(help="The first decklist (the registered one, say).")],
    b: Annotated[Path, typer.Argument(help="The second decklist (the one played).")],
    format_choice: FormatOption = None,
    output_format: OutputOption = OutputFormat.TABLE,
    cards: CardsOption = None,
) -> None:
    """Cards that B adds to and removes from A, per deck, with counts.

    Cards are compared as cards: a deck written by number equals its twin written by
    name. Exit code 0 when the decks are equal, 1 when they differ.
    """
    from deckcheck.decks.diff import diff_files

    report = diff_files(a, b, load_cards(cards), format_choice)
    if output_format is OutputFormat.JSON:
        output.write_json(report.to_dict())
    elif output_format is OutputFormat.CSV:
        output.write_csv(report.rows(), DIFF_COLUMNS)
    elif report.changes:
        output.stdout().print(_diff_table(report))
    if report.equal:
        output.stderr().print(f"{a} and {b} hold the same cards", markup=False, soft_wrap=True)
        return
    added = sum(max(c.change, 0) for c in report.changes)
    removed = sum(max(-c.change, 0) for c in report.changes)
    output.stderr().print(
        f"{a} -> {b}: {added} card{'s' if added != 1 else ''} added, {removed} removed",
        markup=False,
        soft_wrap=True,
    )
    raise typer.Exit(EXIT_PROBLEM)


def _diff_table(report: DeckDiff) -> RenderableType:
    from rich.markup import escape
    from rich.table import Table

    table = Table(show_lines=False)
    for column in ("Deck", "Change", "Card", "Number", "A", "B"):
        table.add_column(column, no_wrap=column != "Card")
    for change in report.changes:
        style = "green" if change.change > 0 else "red"
        table.add_row(
            change.section.label,
            f"[{style}]{change.change:+d}[/]",
            escape(change.card.name),
            escape(change.card.number),
            str(change.before),
            str(change.after),
        )
    return table


def _print_warnings(problems: Sequence[Problem]) -> None:
    for problem in problems:
        output.stderr().print(f"deckcheck: {problem}", markup=False, soft_wrap=True)


@reports_errors
def sheet(
    deck: DeckArgument,
    out: Annotated[
        Path,
        typer.Option("--out", "-o", help="The sheet to write: FILE.pdf or FILE.html."),
    ],
    paper: Annotated[
        str, typer.Option("--paper", help="a4 or letter.", case_sensitive=False)
    ] = "a4",
    player: Annotated[
        str | None,
        typer.Option("--player", help="The player's name (default: the decklist's player)."),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help="Write the sheet of an illegal deck, marked so.")
    ] = False,
    format_choice: FormatOption = None,
    cards: CardsOption = None,
) -> None:
    """Write a one-page deck registration sheet to print: player, deck, format, both
    decks with counts and card numbers, Life Burst and Guard counts, totals, signature.

    An illegal deck is refused (exit 1, every problem listed) unless --force.
    """
    from deckcheck.errors import UsageError
    from deckcheck.sheets import Paper, check_sheet_path, write_sheet

    try:
        size = Paper(paper.strip().lower())
    except ValueError:
        raise UsageError(f"unknown --paper {paper!r}; choose from a4, letter") from None
    check_sheet_path(out)
    written = write_sheet(
        deck,
        out,
        load_cards(cards),
        paper=size,
        format_choice=format_choice,
        player=player,
        force=force,
    )
    verdict = "legal" if written.legal else "NOT LEGAL (--force)"
    output.stderr().print(
        f"wrote {shown_path(out)} ({size.value}): {written.lrig_total} + "
        f"{written.main_total} cards, {verdict}",
        markup=False,
        soft_wrap=True,
    )
