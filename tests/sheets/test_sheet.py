"""`deckcheck sheet`: a one-page registration sheet, checked by rendering the page (issue 14)."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from typer.testing import CliRunner

from deckcheck.cards.pool import CardDatabase
from deckcheck.cli import app
from deckcheck.decks import DecklistError
from deckcheck.sheets import Paper, build_sheet, render_sheet, write_sheet
from tests.conftest import EXAMPLE_DECKS

D01 = EXAMPLE_DECKS / "wxdi-d01.yaml"
ILLEGAL = EXAMPLE_DECKS.parent / "illegal" / "first-event.yaml"
MM = 72 / 25.4  # PDF points per millimetre


def _page(data: bytes) -> tuple[pdfium.PdfPage, str]:
    document = pdfium.PdfDocument(data)
    assert len(document) == 1
    page = document[0]
    return page, page.get_textpage().get_text_range()


@pytest.mark.parametrize(
    ("paper", "points"), [(Paper.A4, (595.3, 841.9)), (Paper.LETTER, (612.0, 792.0))]
)
def test_the_pdf_is_one_page_of_its_paper_with_every_card(
    database: CardDatabase, paper: Paper, points: tuple[float, float]
) -> None:
    sheet = build_sheet(D01, database, player="Alice")
    page, text = _page(render_sheet(sheet, ".pdf", paper))
    assert page.get_size() == pytest.approx(points, abs=0.1)
    for expected in (
        "WIXOSS Deck Registration Sheet",
        "Alice",
        "Ancient Surprise",
        "WIXOSS Diva, English edition (2021 rules)",
        "Legal in WIXOSS Diva",
        "At =Två=, the Opened Gate",
        "WXDi-D01-020",
        "LRIG deck: 11 cards",
        "Main deck: 40 cards",
        "Life Burst: 20",
        "Guard: 4",
        "Player signature",
    ):
        assert expected in text, expected


def test_the_rendered_page_has_ink_where_the_sheet_is_and_none_in_the_margins(
    database: CardDatabase,
) -> None:
    page, _ = _page(render_sheet(build_sheet(D01, database), ".pdf", Paper.A4))
    scale = 2.0
    image = page.render(scale=scale, grayscale=True).to_pil()
    width, height = image.size
    pixels = image.load()
    assert pixels is not None

    def inked(left: float, top: float, right: float, bottom: float) -> int:
        """Dark pixels in a box given in millimetres from the top left corner."""
        box = [round(v * MM * scale) for v in (left, top, right, bottom)]
        return sum(
            1
            for x in range(box[0], min(box[2], width))
            for y in range(box[1], min(box[3], height))
            if pixels[x, y] < 128
        )

    assert inked(12, 12, 120, 22) > 500  # the title
    assert inked(12, 297 - 22, 102, 297 - 12) > 100  # the signature line and its label
    assert inked(0, 0, 210, 10) == 0  # the top margin
    assert inked(0, 0, 10, 297) == 0  # the left margin
    assert inked(0, 297 - 10, 210, 297) == 0  # the bottom margin


def test_a_deck_of_many_single_cards_still_fits_one_page(
    tmp_path: Path, database: CardDatabase
) -> None:
    singles = [c for c in database.in_pool("en") if c.type.is_main_deck][:40]
    deck = tmp_path / "singles.txt"
    deck.write_text(
        "LRIG Deck\n"
        + "".join(f"1 {card.number}\n" for card, _ in build_sheet_rows(database))
        + "Main Deck\n"
        + "".join(f"1 {card.number}\n" for card in singles),
        encoding="utf-8",
    )
    sheet = build_sheet(deck, database, force=True)
    _, text = _page(render_sheet(sheet, ".pdf", Paper.LETTER))
    assert singles[-1].number in text and "Player signature" in text
    assert "NOT LEGAL" in text or sheet.legal


def build_sheet_rows(database: CardDatabase) -> list:  # type: ignore[type-arg]
    """The LRIG deck of D01: its 11 cards."""
    from deckcheck.decks import load_deck

    return list(load_deck(D01, database).lrig_deck)


def test_an_illegal_deck_is_refused_unless_forced(tmp_path: Path, database: CardDatabase) -> None:
    text = D01.read_text(encoding="utf-8").replace('"4 Servant #"', '"5 Servant #"')
    deck = tmp_path / "five.yaml"
    deck.write_text(text, encoding="utf-8")
    out = tmp_path / "sheet.pdf"
    with pytest.raises(DecklistError) as raised:
        write_sheet(deck, out, database)
    # Servant # has Life Burst: a fifth copy breaks three rules, each reported.
    codes = [p.code for p in raised.value.problems]
    assert sorted(codes[:-1]) == ["copy-limit", "life-burst-count", "main-deck-size"]
    assert codes[-1] == "illegal-deck"
    assert not out.exists()
    sheet = write_sheet(deck, out, database, force=True)
    assert not sheet.legal
    _, text = _page(out.read_bytes())
    assert "NOT LEGAL in WIXOSS Diva" in text and "copy-limit" in text


def test_a_deck_with_unknown_cards_has_no_sheet_even_forced(
    tmp_path: Path, database: CardDatabase
) -> None:
    with pytest.raises(DecklistError) as raised:
        write_sheet(ILLEGAL, tmp_path / "sheet.html", database, force=True)
    assert {p.code for p in raised.value.problems} == {"unknown-card"}


def test_every_card_name_prints_with_the_bundled_font(database: CardDatabase) -> None:
    from fpdf import FPDF

    from deckcheck.sheets.pdf import FONT, FONTS, _Page

    pdf = FPDF()
    pdf.add_font(FONT, "", str(FONTS / "DejaVuSans.ttf"))
    page = _Page(pdf, 186, 297)
    names = {card.name for card in database.cards}
    assert all(page.text(name) for name in names)
    # A character the font lacks and NFKC cannot spell is an error, not a blank.
    from deckcheck.sheets.pdf import UnprintableTextError

    with pytest.raises(UnprintableTextError, match=r"write the sheet as \.html"):
        page.text("山田")


def test_the_html_sheet(database: CardDatabase) -> None:
    sheet = build_sheet(D01, database, player="<Alice & Bob>")
    html = render_sheet(sheet, ".html", Paper.LETTER).decode("utf-8")
    assert "@page { size: letter; margin: 12mm; }" in html
    assert "&lt;Alice &amp; Bob&gt;" in html and "<Alice" not in html
    assert "<td>Servant #</td><td>WXDi-D01-020</td>" in html
    assert "Life Burst: 20" in html and "Player signature" in html


def test_the_sheet_command(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "sheet.pdf"
    result = runner.invoke(app, ["sheet", str(D01), "-o", str(out), "--paper", "letter"])
    assert result.exit_code == 0, result.output
    assert "11 + 40 cards, legal" in result.stderr and out.stat().st_size > 1000
    for args, code in (
        (["-o", str(tmp_path / "sheet.docx")], 2),
        (["-o", str(out), "--paper", "a3"], 2),
        (["-o", str(tmp_path / "none" / "sheet.html")], 1),
    ):
        result = runner.invoke(app, ["sheet", str(D01), *args])
        assert result.exit_code == code, (args, result.output)
    result = runner.invoke(app, ["sheet", str(ILLEGAL), "-o", str(out)])
    assert result.exit_code == 1 and "[unknown-card]" in result.stderr
