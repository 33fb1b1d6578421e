"""Reports: the documented JSON, CSV rows and the Markdown an organizer can post."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from deckcheck.problems import Problem, Severity
from deckcheck.validation.report import BatchReport, DeckReport, first_problems

LEGAL = DeckReport("decks/a.yaml", "Ancient Surprise", "Ann", "diva", ())
ILLEGAL = DeckReport(
    "decks/b|c.txt",
    "Mine",
    None,
    "diva",
    (
        Problem("center-lrig-level", "no level 3", Severity.WARNING, "decks/b|c.txt", 4),
        Problem(
            "copy-limit", "5 copies of 'Servant #'", path="decks/b|c.txt", line=9, card="Servant #"
        ),
    ),
)
UNREADABLE = DeckReport(
    "decks/scan.pdf",
    None,
    None,
    None,
    (Problem("unreadable-file", "a binary file, not a decklist", path="decks/scan.pdf"),),
    readable=False,
)
BATCH = BatchReport((LEGAL, ILLEGAL, UNREADABLE))


def test_the_json_is_the_documented_shape() -> None:
    data = json.loads(BATCH.to_json())
    assert list(data) == ["results", "summary"]
    assert data["results"][0] == {
        "path": "decks/a.yaml",
        "name": "Ancient Surprise",
        "player": "Ann",
        "format": "diva",
        "legal": True,
        "problems": [],
    }
    assert data["results"][1]["problems"][1] == {
        "code": "copy-limit",
        "severity": "error",
        "message": "5 copies of 'Servant #'",
        "card": "Servant #",
        "line": 9,
    }
    assert data["summary"] == {
        "files": 3,
        "legal": 1,
        "illegal": 2,
        "unreadable": 1,
        "errors": 2,
        "warnings": 1,
        "codes": {"center-lrig-level": 1, "copy-limit": 1, "unreadable-file": 1},
    }


def test_a_deck_with_only_warnings_is_legal() -> None:
    warned = DeckReport("x", None, None, "diva", ILLEGAL.problems[:1])
    assert warned.legal and (warned.errors, warned.warnings) == (0, 1)
    assert not BATCH.legal


def test_csv_has_a_row_per_problem_and_one_per_clean_deck() -> None:
    rows = list(csv.DictReader(io.StringIO(BATCH.to_csv())))
    assert [(r["path"], r["legal"], r["code"], r["line"]) for r in rows] == [
        ("decks/a.yaml", "true", "", ""),
        ("decks/b|c.txt", "false", "center-lrig-level", "4"),
        ("decks/b|c.txt", "false", "copy-limit", "9"),
        ("decks/scan.pdf", "false", "unreadable-file", ""),
    ]


def test_markdown_has_a_row_per_file_and_every_problem() -> None:
    text = BATCH.to_markdown()
    assert "3 decklists: 1 legal, 2 illegal (1 unreadable); 2 errors, 1 warning." in text
    assert "| decks/b\\|c.txt | Mine |  | diva | **no** | 2 | copy-limit: 5 copies" in text
    assert "- line 9: error `copy-limit` 5 copies of 'Servant #'" in text


def test_first_problems_put_errors_first() -> None:
    assert first_problems(ILLEGAL, 1) == ["copy-limit: 5 copies of 'Servant #'"]


def test_write_picks_the_format_by_extension(tmp_path: Path) -> None:
    for name, start in (("r.json", "{"), ("r.csv", "path,name"), ("r.md", "# Deck check")):
        BATCH.write(tmp_path / name)
        assert (tmp_path / name).read_text(encoding="utf-8").startswith(start)
