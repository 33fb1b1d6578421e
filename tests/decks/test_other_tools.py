"""Decklists as players have them (issue 14): Cockatrice and WEBXOSS files, plain lists in
the shapes other tools export, Japanese names. The files of `examples/other-tools/` were
written by hand, in the shapes those tools write."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.cards.model import CardType, DeckSection
from deckcheck.cards.pool import CardDatabase
from deckcheck.decks import load_deck, read_decklist
from deckcheck.decks.entries import LineEntry, split_line
from deckcheck.decks.reader import decklist_reader
from deckcheck.validation.check import DeckChecker
from tests.conftest import EXAMPLE_DECKS, EXAMPLES
from tests.decklists import CLASSIC_DECK

FILES = EXAMPLES / "other-tools"


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _same_cards(database: CardDatabase, path: Path, twin: Path) -> None:
    deck, expected = load_deck(path, database), load_deck(twin, database)
    for section in DeckSection:
        assert sorted((c.id, n) for c, n in deck.cards(section)) == sorted(
            (c.id, n) for c, n in expected.cards(section)
        ), section


# -- every shape reads as the deck it holds, and that deck is legal ------------------


@pytest.mark.parametrize(
    ("name", "twin"),
    [
        ("ancient-surprise.cod", EXAMPLE_DECKS / "wxdi-d01.yaml"),
        ("ancient-surprise-plain.txt", EXAMPLE_DECKS / "wxdi-d01.yaml"),
        ("ancient-surprise-jp.txt", EXAMPLE_DECKS / "wxdi-d01.yaml"),
        ("sanbaka-simulator.txt", EXAMPLE_DECKS / "wxdi-d02.yaml"),
        ("white-hope.webxoss", CLASSIC_DECK),
        ("white-hope-numbers.webxoss", CLASSIC_DECK),
    ],
)
def test_each_shape_reads_as_its_twin_and_is_legal(
    database: CardDatabase, name: str, twin: Path
) -> None:
    _same_cards(database, FILES / name, twin)
    report = DeckChecker(database).check_file(FILES / name)
    assert report.legal, [str(p) for p in report.problems]
    assert report.format == ("classic" if name.endswith(".webxoss") else "diva")


def test_the_shape_is_told_by_content_then_extension(tmp_path: Path) -> None:
    cod = (FILES / "ancient-surprise.cod").read_text(encoding="utf-8")
    webxoss = (FILES / "white-hope.webxoss").read_text(encoding="utf-8")
    # Content wins whatever the extension.
    assert decklist_reader(cod, Path("deck.txt")).__name__ == "read_cockatrice_decklist"
    assert decklist_reader(webxoss, Path("deck.json")).__name__ == "read_webxoss_decklist"
    assert decklist_reader("LRIG Deck\n", Path("a.cod")).__name__ == "read_text_decklist"
    # The extension decides what the content does not.
    assert decklist_reader("<deck/>", Path("a.cod")).__name__ == "read_cockatrice_decklist"
    assert decklist_reader("[1, 2]", Path("a.webxoss")).__name__ == "read_webxoss_decklist"
    assert decklist_reader("4 Servant #\n", Path("a.txt")).__name__ == "read_text_decklist"


# -- Cockatrice ------------------------------------------------------------------------


def test_cockatrice_zones_names_and_lines() -> None:
    decklist, problems = read_decklist(FILES / "ancient-surprise.cod")
    assert problems == [] and decklist is not None
    assert decklist.name == "Ancient Surprise"
    assert decklist.main_deck[0].reference == "Servant # (WXDi-D01)"
    assert (decklist.main_deck[0].count, decklist.main_deck[0].line) == (4, 6)
    # The zone that is not `main` is the LRIG deck, whatever it is called.
    assert len(decklist.lrig_deck) == 11 and decklist.lrig_deck_line == 17


def test_cockatrice_problems_are_located(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "deck.cod",
        '<cockatrice_deck version="1">\n<zone name="main">\n'
        '<card number="4" name="Servant #"/>\n<card number="0" name="Koalala"/>\n'
        '<card number="4"/>\n</zone>\n<zone name="side"/>\n</cockatrice_deck>\n',
    )
    decklist, problems = read_decklist(path)
    assert decklist is not None
    assert [(p.code, p.line) for p in problems] == [("parse-error", 4), ("parse-error", 5)]
    assert 'number="0" name="Koalala"' in problems[0].message
    assert decklist.unread == (DeckSection.MAIN,)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('<cockatrice_deck version="1">\n<zone name="main">\n', "no element found"),
        ("<deck/>", "the root element is not <cockatrice_deck>"),
        (
            '<!DOCTYPE d [<!ENTITY a "aaaa">]>\n<cockatrice_deck>&a;</cockatrice_deck>',
            "with a DTD is refused",
        ),
    ],
)
def test_broken_cockatrice_files(tmp_path: Path, text: str, message: str) -> None:
    decklist, problems = read_decklist(_write(tmp_path, "deck.cod", text))
    assert decklist is None
    assert [p.code for p in problems] == ["parse-error"]
    assert message in problems[0].message


# -- WEBXOSS ---------------------------------------------------------------------------


def test_webxoss_ids_are_classic_printings(database: CardDatabase) -> None:
    decklist, problems = read_decklist(FILES / "white-hope.webxoss")
    assert problems == [] and decklist is not None
    assert (decklist.name, decklist.format) == ("white-hope", "classic")
    assert decklist.main_deck[0].reference == "pid:112"
    assert decklist.main_deck[0].count == 4
    deck = load_deck(FILES / "white-hope.webxoss", database)
    assert deck.main_deck[0][0].number == "WD01-009"


def test_webxoss_problems(tmp_path: Path, database: CardDatabase) -> None:
    path = _write(
        tmp_path,
        "deck.webxoss",
        '{"format": "WEBXOSS Deck", "version": "1", '
        '"content": {"mainDeck": [112, 999999, null], "lrigDeck": [104]}}',
    )
    decklist, problems = read_decklist(path)
    assert decklist is not None
    assert [p.code for p in problems] == ["parse-error"]
    assert "mainDeck element 3 (null)" in problems[0].message
    report = DeckChecker(database).check_file(path)
    unknown = [p for p in report.problems if p.code == "unknown-card"]
    assert [p.card for p in unknown] == ["pid:999999"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"format": "WEBXOSS Deck",', "not a WEBXOSS deck file: Expecting"),
        ('{"format": "WEBXOSS Deck", "content": {"mainDeck": []}}', "expected {"),
    ],
)
def test_broken_webxoss_files(tmp_path: Path, text: str, message: str) -> None:
    decklist, problems = read_decklist(_write(tmp_path, "deck.webxoss", text))
    assert decklist is None
    assert [p.code for p in problems] == ["parse-error"]
    assert message in problems[0].message


# -- plain lists -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "entry"),
    [
        ("4 Servant #", LineEntry(4, "Servant #")),
        ("4x Servant #", LineEntry(4, "Servant #")),
        ("Servant # x4", LineEntry(4, "Servant #")),
        ("Servant # ×4", LineEntry(4, "Servant #")),
        ("４ サーバント＃", LineEntry(4, "サーバント#")),
        ("4 Servant # (WXDi-D02) WXDi-D02-28", LineEntry(4, "Servant #", "WXDi-D02-28")),
        ("4 Servant # (WXDi-D02) 28", LineEntry(4, "Servant #", "WXDi-D02-28")),
        ("4 Urith, Enma (WXi-06)", LineEntry(4, "Urith, Enma (WXi-06)")),
        # A name that ends in x and a digit without a space is a name.
        ("DJ LOVIT - SCRATCHx2", LineEntry(1, "DJ LOVIT - SCRATCHx2", counted=False)),
        ("0 Servant #", None),
    ],
)
def test_the_shapes_of_a_line(line: str, entry: LineEntry | None) -> None:
    assert split_line(line) == entry


def test_a_plain_list_places_each_card_by_its_type(database: CardDatabase) -> None:
    decklist, problems = read_decklist(FILES / "ancient-surprise-plain.txt")
    assert problems == [] and decklist is not None
    assert decklist.sections_by_type and decklist.name == "Ancient Surprise, as a plain list"
    deck = load_deck(FILES / "ancient-surprise-plain.txt", database)
    assert {card.type for card, _ in deck.lrig_deck} == {
        CardType.LRIG,
        CardType.ASSIST_LRIG,
        CardType.PIECE,
    }
    assert len(deck.main_cards()) == 40
    # Each entry keeps its line, in the deck its card goes to.
    lines = {entry.line for entry, card in deck.entries if card.type is CardType.PIECE}
    assert lines == {12}


def test_a_card_number_beside_a_name_decides_a_shared_name(
    tmp_path: Path, database: CardDatabase
) -> None:
    # ../shared/data/README.md: `Midoriko` names two English-edition cards.
    path = _write(tmp_path, "deck.txt", "1 Midoriko (PR) PR-K003\n4 Servant #\n")
    deck = load_deck(path, database)
    assert [card.number for card, _ in deck.lrig_deck] == ["PR-K003"]


def test_a_plain_list_with_an_unknown_card_leaves_both_decks_partly_known(
    tmp_path: Path, database: CardDatabase
) -> None:
    path = _write(tmp_path, "deck.txt", "4 Servant #\n4 Servnt Q\n")
    report = DeckChecker(database).check_file(path)
    # The unknown card could be of either deck: no size or LRIG problems are guessed.
    assert [p.code for p in report.problems] == ["unknown-card"]


def test_a_plain_list_needs_counts(tmp_path: Path) -> None:
    decklist, problems = read_decklist(
        _write(tmp_path, "deck.txt", "My deck\n4 Servant #\nKoalala, Phantom Terra Beast\n")
    )
    assert decklist is not None and decklist.name == "My deck"
    assert [(p.code, p.line) for p in problems] == [("parse-error", 3)]
    assert "'Name xN'" in problems[0].message


def test_a_text_that_is_no_list_is_one_problem(tmp_path: Path) -> None:
    decklist, problems = read_decklist(_write(tmp_path, "notes.txt", "Bring dice.\nAnd sleeves.\n"))
    assert decklist is None
    assert [p.code for p in problems] == ["parse-error"]
    assert "no section header and no counted entry" in problems[0].message


# -- Japanese names ----------------------------------------------------------------------


def test_an_unknown_japanese_name_suggests_japanese_names(
    tmp_path: Path, database: CardDatabase
) -> None:
    path = _write(tmp_path, "deck.txt", "LRIG Deck\nMain Deck\n4 幻獣 コアラ\n")
    report = DeckChecker(database).check_file(path)
    unknown = [p for p in report.problems if p.code == "unknown-card"]
    assert "did you mean '幻獣 コアララ'" in unknown[0].message
