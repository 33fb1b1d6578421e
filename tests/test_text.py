"""Text from files and file names made safe to show (`deckcheck.text`), and the JSON and
CSV writers that rely on it (`deckcheck.output`)."""

from __future__ import annotations

import csv
import io
import json

import pytest

from deckcheck.output import csv_cell, to_json, write_csv
from deckcheck.text import MAX_MESSAGE, message_text, printable, quoted, shown_path

HOSTILE = [
    ("\x1b[31mred\x1b[0m", "\\x1b[31mred\\x1b[0m"),  # a colour
    ("\x1b]0;title\x07", "\\x1b]0;title\\x07"),  # the terminal's title
    ("Alice\nlegal  forged.yaml", "Alice\\nlegal  forged.yaml"),  # a second line
    ("a\rb\tc\x00d\x7fe", "a\\rb\\tc\\x00d\\x7fe"),
    ("\x9b2J", "\\x9b2J"),  # the one-byte CSI of C1
    ("abc\u202edcba", "abc\\u202edcba"),  # a right-to-left override
    ("one\u2028two", "one\\u2028two"),  # a line separator
]


@pytest.mark.parametrize(("raw", "shown"), HOSTILE)
def test_what_could_act_on_a_terminal_is_escaped(raw: str, shown: str) -> None:
    assert printable(raw) == shown


@pytest.mark.parametrize(
    "text", ["Servant #", "Zwei =Slow Loris=", "タウィル", "Café, Code 2434", "🂡 ace", ""]
)
def test_ordinary_text_is_unchanged(text: str) -> None:
    assert printable(text) is text


def test_a_file_name_that_is_not_utf8_shows_its_bytes() -> None:
    name = b"deck-\xff\xfe.yaml".decode("utf-8", "surrogateescape")
    assert shown_path(name) == "deck-\\xff\\xfe.yaml"
    assert shown_path("submissions/\x1b[2Jdeck.yaml") == "submissions/\\x1b[2Jdeck.yaml"


def test_a_quoted_value_is_bounded_however_large() -> None:
    assert len(quoted("x" * 1_000_000)) < 250
    nested = [[list(range(1_000_000))] * 1000] * 1000
    assert len(quoted(nested)) < 400
    assert quoted("a\x1bb") == "'a\\x1bb'"
    long = message_text("unknown card " + "y" * 100_000)
    assert len(long) < MAX_MESSAGE + 50 and long.endswith("more characters)")


def test_json_holds_only_printable_text_and_reads_back() -> None:
    data = {"path": b"\xff.yaml".decode("utf-8", "surrogateescape"), "name": "a\x9bb\u202ec"}
    text = to_json(data)
    assert text.isascii() or all(c.isprintable() or c in "\n " for c in text)
    assert json.loads(text) == {"path": "\\xff.yaml", "name": "a\\x9bb\\u202ec"}
    text.encode("utf-8")  # no lone surrogate left to fail on


@pytest.mark.parametrize(
    ("value", "cell"),
    [
        ('=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'),
        ("+1+1", "'+1+1"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\t=1", "\\t=1"),  # a leading tab is escaped, so no longer a formula
        ("Servant #", "Servant #"),
        (-3, -3),  # numbers stay numbers
        (0.25, 0.25),
        (["=a", "b"], "'=a;b"),
        (None, ""),
        (True, "true"),
    ],
)
def test_csv_cells_that_a_spreadsheet_would_run_are_text(value: object, cell: object) -> None:
    assert csv_cell(value) == cell


def test_a_csv_cell_cannot_forge_a_row() -> None:
    stream = io.StringIO()
    write_csv([{"name": "Alice\n=1+1,forged"}], ["name"], stream)
    rows = list(csv.reader(io.StringIO(stream.getvalue())))
    assert rows == [["name"], ["Alice\\n=1+1,forged"]]
