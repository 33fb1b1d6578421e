"""`cards search --fits DECK`: the cards that could legally be added to a deck (issue 14).

Each case asks the construction rules themselves (tests/validation/test_rules.py cites
them); these tests check that a card fits exactly when adding it breaks none.
"""

from __future__ import annotations

from pathlib import Path

from deckcheck.cards.model import CardType, DeckSection
from deckcheck.cards.pool import CardDatabase
from deckcheck.validation.fits import FitReport, fits_for_file
from tests.conftest import EXAMPLE_DECKS
from tests.decklists import CLASSIC_DECK

D01 = EXAMPLE_DECKS / "wxdi-d01.yaml"


def _fits(report: FitReport) -> dict[str, tuple[DeckSection, int]]:
    return {fit.card.name: (fit.section, fit.copies) for fit in report.fits}


def _named(database: CardDatabase, *names: str) -> list:  # type: ignore[type-arg]
    return [database.lookup(name, ["en"]) for name in names]


def _deck(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "deck.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_colours_and_copies_left(database: CardDatabase) -> None:
    # D01's level 0 LRIGs are green, red and blue; its main deck has 20 Life Burst cards.
    offered = _named(
        database,
        "Servant #",  # 4 copies already: none more
        "Kuda Izuna",  # green, not in the deck
        "Kawawa Shizuko",  # green, but a 21st Life Burst card
        "Sasaki Saku, Code 2434",  # black: the LRIGs lack it
    )
    report = fits_for_file(D01, database, offered)
    assert _fits(report) == {"Kuda Izuna": (DeckSection.MAIN, 4)}
    assert (report.format, report.main_deck_cards, report.free_slots) == ("diva", 40, 0)


def test_the_copies_left_of_a_card_the_deck_holds(tmp_path: Path, database: CardDatabase) -> None:
    text = D01.read_text(encoding="utf-8").replace('"4 Servant #"', '"1 Servant #"')
    path = tmp_path / "short.yaml"
    path.write_text(text, encoding="utf-8")
    report = fits_for_file(path, database, _named(database, "Servant #"))
    # A short main deck (37 cards) is a deck being built: 3 more copies fit.
    assert _fits(report) == {"Servant #": (DeckSection.MAIN, 3)}
    assert report.free_slots == 3


def test_lrig_deck_slots_and_piece_rules(tmp_path: Path, database: CardDatabase) -> None:
    pieces = _named(database, "General Student Council", "Kronos School of Journalism")
    lrig = _named(database, "Umr =Draw=")
    # D01's LRIG deck: 10 cards other than PIECE (full) and one PIECE (room for one more).
    report = fits_for_file(D01, database, [*pieces, *lrig])
    assert _fits(report) == {
        "General Student Council": (DeckSection.LRIG, 1),
        "Kronos School of Journalism": (DeckSection.LRIG, 1),
    }
    # Two PIECEs already: none more.
    text = D01.read_text(encoding="utf-8").replace(
        '"Harmonic Call"', '"Harmonic Call"\n  - "General Student Council"'
    )
    full = tmp_path / "two-pieces.yaml"
    full.write_text(text, encoding="utf-8")
    assert _fits(fits_for_file(full, database, pieces[1:])) == {}
    # Fewer than three level 0 LRIGs: no PIECE, but a level 0 LRIG of another type fits.
    two = _deck(tmp_path, "1 At =Noll=, the Opened Gate\n1 Tawil =Noll=, Awakened One\n")
    report = fits_for_file(
        two, database, [*pieces, *_named(database, "Umr =Noll=, Key to Salvation")]
    )
    assert _fits(report) == {"Umr =Noll=, Key to Salvation": (DeckSection.LRIG, 1)}


def test_every_card_offered_is_asked_once_and_only_of_the_format(
    database: CardDatabase,
) -> None:
    report = fits_for_file(CLASSIC_DECK, database)
    assert report.format == "classic"
    assert report.fits and {fit.card.pool for fit in report.fits} == {"classic"}
    assert report.checked == len(database.in_pool("classic"))
    # Classic's LRIG deck takes ARTS (classic-2014-beginner-guide.txt); never a SIGNI.
    sections = {(fit.card.type, fit.section) for fit in report.fits}
    assert (CardType.ARTS, DeckSection.LRIG) in sections
    assert all(
        section is DeckSection.MAIN
        for card_type, section in sections
        if card_type in (CardType.SIGNI, CardType.SPELL)
    )
