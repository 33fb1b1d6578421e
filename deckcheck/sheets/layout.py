"""What a sheet says, in the words both renderers print (HTML and PDF lay it out)."""

from __future__ import annotations

from deckcheck.sheets.model import Sheet, SheetRow

TITLE = "WIXOSS Deck Registration Sheet"
HEADER = ("#", "Card name", "Card number", "Type", "Icons")


def fields(sheet: Sheet) -> list[tuple[str, str]]:
    """The sheet's head: blank fields are for the player to fill in by hand."""
    return [
        ("Player", sheet.player or ""),
        ("Deck name", sheet.deck_name or ""),
        ("Format", sheet.format_title),
        ("Event / date", ""),
    ]


def rows_of(sheet: Sheet) -> list[tuple[str, tuple[str, ...], list[tuple[str, ...]]]]:
    """(title, header, rows) of each deck's table."""
    return [
        (f"LRIG Deck ({sheet.lrig_total})", HEADER, [_cells(row) for row in sheet.lrig_deck]),
        (f"Main Deck ({sheet.main_total})", HEADER, [_cells(row) for row in sheet.main_deck]),
    ]


def totals(sheet: Sheet) -> str:
    return (
        f"LRIG deck: {sheet.lrig_total} cards    Main deck: {sheet.main_total} cards    "
        f"Life Burst: {sheet.life_burst_total}    Guard: {sheet.guard_total}"
    )


def _cells(row: SheetRow) -> tuple[str, ...]:
    icons = ", ".join(
        label for label, on in (("Life Burst", row.life_burst), ("Guard", row.guard)) if on
    )
    return (str(row.count), row.name, row.number, row.kind, icons)
