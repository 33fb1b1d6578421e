"""A registration sheet as a one-page PDF, drawn with fpdf2 (the optional extra
`deckcheck[pdf]`), imported only here and only when a PDF is asked for.

fpdf2 is pure Python, maintained by the py-pdf project, and embeds a subset of a
TrueType font, so card names keep every symbol they print (`☆`, `†`, `∞`). The font is
DejaVu Sans, cut down by `tools/build_sheet_font.py` and bundled (with its licence)
in `fonts/`. Rows shrink, down to a floor, so that any deck fits one page.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING

from deckcheck.errors import DeckcheckError
from deckcheck.sheets.layout import TITLE, fields, rows_of, totals
from deckcheck.sheets.model import Paper, Sheet

if TYPE_CHECKING:
    from fpdf import FPDF

FONTS = Path(__file__).parent / "fonts"
FONT = "DejaVu"
MARGIN = 12.0  # mm
# Column widths as shares of the page's width: count, name, number, type, icons.
COLUMNS = (0.05, 0.45, 0.17, 0.12, 0.21)
ROW_MAX, ROW_MIN = 5.0, 3.4  # mm: the row height a deck of few cards gets, and the least


class PdfUnavailableError(DeckcheckError):
    """fpdf2 is not installed."""

    code = "missing-dependency"

    def __init__(self) -> None:
        super().__init__(
            "a PDF sheet needs fpdf2: pip install 'deckcheck[pdf]' (or write FILE.html)"
        )


class UnprintableTextError(DeckcheckError):
    """Text with a character the sheet's font has no glyph for."""

    code = "unprintable-text"


def render_pdf(sheet: Sheet, paper: Paper) -> bytes:
    """The sheet as a one-page PDF for `paper`."""
    try:
        from fpdf import FPDF
    except ImportError:
        raise PdfUnavailableError() from None
    width, height = paper.size_mm
    pdf = FPDF(unit="mm", format=(width, height))
    pdf.set_auto_page_break(False)
    pdf.set_margins(MARGIN, MARGIN, MARGIN)
    pdf.add_font(FONT, "", str(FONTS / "DejaVuSans.ttf"))
    pdf.add_font(FONT, "B", str(FONTS / "DejaVuSans-Bold.ttf"))
    pdf.set_title(f"{TITLE}: {sheet.deck_name or sheet.source}")
    pdf.set_creator("deckcheck")
    pdf.add_page()
    _Page(pdf, width - 2 * MARGIN, height).draw(sheet)
    return bytes(pdf.output())


class _Page:
    def __init__(self, pdf: FPDF, width: float, height: float) -> None:
        from fpdf.fonts import TTFFont

        self.pdf = pdf
        self.width = width
        self.height = height
        font = pdf.fonts[FONT.lower()]
        assert isinstance(font, TTFFont)
        self.glyphs = font.cmap

    def text(self, value: str) -> str:
        """`value` in the font's glyphs: a character it lacks is written as NFKC writes
        it (`０` as `0`); one that has no such form either is an error."""
        glyphs = self.glyphs
        out = []
        for char in value:
            if ord(char) in glyphs:
                out.append(char)
                continue
            folded = unicodedata.normalize("NFKC", char)
            if not all(ord(c) in glyphs for c in folded):
                raise UnprintableTextError(
                    f"{value!r}: the PDF font has no {char!r} (U+{ord(char):04X}); "
                    "write the sheet as .html instead"
                )
            out.append(folded)
        return "".join(out)

    def draw(self, sheet: Sheet) -> None:
        pdf = self.pdf
        pdf.set_font(FONT, "B", 15)
        pdf.cell(self.width, 8, self.text(TITLE), new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)
        for label, value in fields(sheet):
            pdf.set_font(FONT, "B", 9.5)
            pdf.cell(30, 6, self.text(label))
            pdf.set_font(FONT, "", 9.5)
            x, y = pdf.get_x(), pdf.get_y()
            pdf.cell(self.width - 30, 6, self.text(value), new_x="LMARGIN", new_y="NEXT")
            pdf.line(x, y + 5.6, MARGIN + self.width, y + 5.6)
        pdf.ln(2)
        pdf.set_font(FONT, "B", 9.5)
        if not sheet.legal:
            pdf.set_text_color(176, 0, 0)
        pdf.multi_cell(self.width, 5, self.text(sheet.verdict()), new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(0, 0, 0)
        tables = rows_of(sheet)
        # What is left between here and the totals and signature, shared by the rows.
        rows = sum(len(body) + 2 for _, _, body in tables)
        room = self.height - MARGIN - 32 - pdf.get_y()
        row = max(ROW_MIN, min(ROW_MAX, room / rows))
        size = 8.5 * row / ROW_MAX + 1
        for title, header, body in tables:
            pdf.ln(1)
            pdf.set_font(FONT, "B", size + 1)
            pdf.cell(self.width, row + 0.5, self.text(title), new_x="LMARGIN", new_y="NEXT")
            self.table_row(header, row, size, bold=True)
            for cells in body:
                self.table_row(cells, row, size)
        pdf.ln(3)
        pdf.set_font(FONT, "B", 9.5)
        pdf.cell(self.width, 6, self.text(totals(sheet)), new_x="LMARGIN", new_y="NEXT")
        y = self.height - MARGIN - 8
        pdf.line(MARGIN, y, MARGIN + 90, y)
        pdf.set_xy(MARGIN, y + 0.5)
        pdf.set_font(FONT, "", 8.5)
        pdf.cell(90, 5, "Player signature")

    def table_row(
        self, cells: tuple[str, ...], row: float, size: float, *, bold: bool = False
    ) -> None:
        pdf = self.pdf
        pdf.set_font(FONT, "B" if bold else "", size)
        for index, (cell, share) in enumerate(zip(cells, COLUMNS, strict=True)):
            width = self.width * share
            text = self.text(cell)
            while text and pdf.get_string_width(text) > width - 1.5:
                text = text[:-2] + "…"
            pdf.cell(width, row, text, border="B", align="R" if index == 0 else "L")
        pdf.ln(row)
