"""Deck registration sheets: a legal deck as a page to print (PDF or HTML), A4 or Letter.

Above validation (a sheet is made for a legal deck): see docs/architecture.md.
"""

from __future__ import annotations

from pathlib import Path

from deckcheck.atomic import write_atomically
from deckcheck.cards.pool import CardDatabase
from deckcheck.errors import UnwritableFileError, UsageError, cannot_write
from deckcheck.sheets.model import Paper, Sheet, build_sheet

SHEET_SUFFIXES = (".pdf", ".html", ".htm")

__all__ = ["SHEET_SUFFIXES", "Paper", "Sheet", "build_sheet", "render_sheet", "write_sheet"]


def check_sheet_path(out: Path) -> None:
    """Refuse a sheet file of an unknown kind before any work is done (wrong usage)."""
    if out.suffix.lower() not in SHEET_SUFFIXES:
        raise UsageError(f"-o {str(out)!r}: a sheet is a .pdf or .html file")


def render_sheet(sheet: Sheet, suffix: str, paper: Paper) -> bytes:
    """The sheet as the file a suffix asks for: PDF, or HTML (UTF-8)."""
    if suffix.lower() == ".pdf":
        from deckcheck.sheets.pdf import render_pdf

        return render_pdf(sheet, paper)
    from deckcheck.sheets.html import render_html

    return render_html(sheet, paper).encode("utf-8")


def write_sheet(
    deck: Path,
    out: Path,
    database: CardDatabase,
    *,
    paper: Paper = Paper.A4,
    format_choice: str | None = None,
    player: str | None = None,
    force: bool = False,
) -> Sheet:
    """Write the registration sheet of `deck` to `out` (.pdf or .html); the sheet.

    Raises UsageError for another kind of file, DecklistError for a deck that cannot
    be used or is illegal (unless `force`), and UnwritableFileError.
    """
    check_sheet_path(out)
    sheet = build_sheet(deck, database, format_choice=format_choice, player=player, force=force)
    data = render_sheet(sheet, out.suffix, paper)
    try:
        write_atomically(out, [data])
    except OSError as error:
        raise UnwritableFileError(cannot_write("sheet", error), path=out) from None
    return sheet
