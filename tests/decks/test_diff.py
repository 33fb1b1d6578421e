"""`deckcheck diff`'s library: cards added and removed per deck, as cards (issue 14)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.cards.model import DeckSection
from deckcheck.cards.pool import CardDatabase
from deckcheck.decks import DecklistError
from deckcheck.decks.diff import diff_files
from tests.conftest import EXAMPLE_DECKS, EXAMPLES

D01 = EXAMPLE_DECKS / "wxdi-d01.yaml"
FILES = EXAMPLES / "other-tools"


def test_a_deck_equals_its_twin_in_any_shape_and_spelling(database: CardDatabase) -> None:
    for twin in ("ancient-surprise.cod", "ancient-surprise-plain.txt", "ancient-surprise-jp.txt"):
        report = diff_files(D01, FILES / twin, database)
        assert report.equal and report.changes == ()


def test_changes_per_section_with_counts(tmp_path: Path, database: CardDatabase) -> None:
    played = tmp_path / "played.txt"
    text = (FILES / "ancient-surprise-plain.txt").read_text(encoding="utf-8")
    text = text.replace("4 Zwei =Slow Loris=\n", "2 Zwei =Slow Loris=\n2 Servant #\n")
    text = text.replace("1 Harmonic Call\n", "")
    played.write_text(text, encoding="utf-8")
    report = diff_files(D01, played, database)
    assert not report.equal
    changes = [(c.section, c.card.name, c.before, c.after, c.change) for c in report.changes]
    assert changes == [
        (DeckSection.LRIG, "Harmonic Call", 1, 0, -1),
        (DeckSection.MAIN, "Servant #", 4, 6, 2),
        (DeckSection.MAIN, "Zwei =Slow Loris=", 4, 2, -2),
    ]
    assert report.to_dict()["changes"][1] == {
        "section": "main_deck",
        "id": "en:WXDi-D01-020",
        "number": "WXDi-D01-020",
        "name": "Servant #",
        "a": 4,
        "b": 6,
        "change": 2,
    }


def test_a_card_only_the_second_deck_has_comes_last(tmp_path: Path, database: CardDatabase) -> None:
    a = tmp_path / "a.txt"
    b = tmp_path / "b.txt"
    a.write_text("4 Servant #\n", encoding="utf-8")
    b.write_text("4 Servant #\n4 Koalala, Phantom Terra Beast\n", encoding="utf-8")
    report = diff_files(a, b, database)
    assert [(c.card.name, c.change) for c in report.changes] == [
        ("Koalala, Phantom Terra Beast", 4)
    ]


def test_the_problems_of_both_files_are_reported(tmp_path: Path, database: CardDatabase) -> None:
    a = tmp_path / "a.txt"
    a.write_text("4 Servnt Q\n", encoding="utf-8")
    with pytest.raises(DecklistError) as raised:
        diff_files(a, tmp_path / "missing.txt", database)
    assert [p.code for p in raised.value.problems] == ["unknown-card", "unreadable-file"]
