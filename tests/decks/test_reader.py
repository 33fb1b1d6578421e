"""Reading decklist files: YAML and text, every entry with its line, every problem located."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from deckcheck.decks import DeckEntry, DeckSection, read_decklist
from deckcheck.decks.reader import MAX_DECKLIST_BYTES
from deckcheck.yaml_nodes import MAX_NESTING_SIGNS
from tests.conftest import EXAMPLE_DECKS
from tests.decklists import TEXT_DECK


def _read(tmp_path: Path, text: str, name: str = "deck.yaml"):  # type: ignore[no-untyped-def]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return read_decklist(path)


def _codes(problems: list) -> list[str]:  # type: ignore[type-arg]
    return [p.code for p in problems]


# -- YAML -----------------------------------------------------------------------


def test_a_starter_deck_reads_with_every_line() -> None:
    decklist, problems = read_decklist(EXAMPLE_DECKS / "wxdi-d01.yaml")
    assert problems == []
    assert decklist is not None
    assert (decklist.name, decklist.player, decklist.format) == ("Ancient Surprise", None, "diva")
    assert decklist.lrig_deck[0] == DeckEntry("At =Noll=, the Opened Gate", 1, DeckSection.LRIG, 5)
    assert decklist.main_deck[0] == DeckEntry("Servant #", 4, DeckSection.MAIN, 17)
    assert sum(e.count for e in decklist.main_deck) == 40
    assert (decklist.lrig_deck_line, decklist.main_deck_line, decklist.format_line) == (4, 16, 3)


def test_every_entry_form(tmp_path: Path) -> None:
    decklist, problems = _read(
        tmp_path,
        "lrig_deck: []\n"
        "main_deck:\n"
        '  - "4 Servant #"\n'
        '  - "3x Servant #"\n'
        "  - 2 X Koalala\n"
        "  - Polygenesis\n"
        "  - {card: WXDi-D01-020, count: 2}\n"
        '  - card: "Servant #"\n'
        "  - 666, the Cursed Number\n"
        "  - 05 Camelopar\n",
    )
    assert problems == []
    assert decklist is not None
    assert [(e.count, e.reference, e.line) for e in decklist.main_deck] == [
        (4, "Servant #", 3),
        (3, "Servant #", 4),
        (2, "Koalala", 5),
        (1, "Polygenesis", 6),
        (2, "WXDi-D01-020", 7),
        (1, "Servant #", 8),
        (1, "666, the Cursed Number", 9),
        (5, "Camelopar", 10),
    ]


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ('"0 Servant #"', "'0 Servant #': write 'N Name' or 'Nx Name' (N from 1 to 99)"),
        ('"100 Servant #"', "'100 Servant #': write 'N Name'"),
        (
            "4",
            "an entry is 'N Name', 'Nx Name', 'Name' or {card: NAME_OR_NUMBER, count: N}, "
            "not the number 4",
        ),
        ("[a, b]", "not a list"),
        ("{card: Servant, count: 0}", "main_deck entry.count: 0 is less than 1"),
        ("{card: Servant, cnt: 2}", "unknown key 'cnt' (did you mean 'count'?)"),
        ("{count: 2}", "missing card"),
        ('{card: "  "}', "a card name or number cannot be empty"),
    ],
)
def test_a_broken_entry_is_a_schema_error_on_its_line(
    tmp_path: Path, entry: str, message: str
) -> None:
    decklist, problems = _read(
        tmp_path, f"lrig_deck: []\nmain_deck:\n  - 4 Servant\n  - {entry}\n  - 1 Koalala\n"
    )
    assert [(p.code, p.line) for p in problems] == [("schema-error", 4)]
    assert message in problems[0].message
    # The rest of the deck is still read; the broken entry is left out and noted.
    assert decklist is not None
    assert [e.reference for e in decklist.main_deck] == ["Servant", "Koalala"]
    assert decklist.unread == (DeckSection.MAIN,)


def test_missing_and_misspelt_keys(tmp_path: Path) -> None:
    decklist, problems = _read(tmp_path, "name: x\nlrig_deck: []\nmain_dek:\n  - 4 Servant\n")
    messages = sorted(p.message for p in problems)
    assert messages == ["missing main_deck", "unknown key 'main_dek' (did you mean 'main_deck'?)"]
    assert {p.line for p in problems} == {1}
    assert decklist is not None and decklist.main_deck == ()


def test_a_key_written_twice(tmp_path: Path) -> None:
    _, problems = _read(tmp_path, "lrig_deck: []\nmain_deck: []\nmain_deck:\n  - 4 Servant\n")
    assert [(p.code, p.line) for p in problems] == [("schema-error", 3)]
    assert "'main_deck' is written twice (lines 2 and 3)" in problems[0].message


def test_the_yaml_comment_trap_keeps_the_comment(tmp_path: Path) -> None:
    # `- 4 Servant #` is `4 Servant` to YAML; the comment is kept to explain it later.
    decklist, problems = _read(
        tmp_path, "lrig_deck: []\nmain_deck:\n  - 4 Servant #\n  - card: Servant # mine\n"
    )
    assert problems == []
    assert decklist is not None
    assert [(e.reference, e.comment) for e in decklist.main_deck] == [
        ("Servant", "#"),
        ("Servant", "# mine"),
    ]


def test_an_entry_cut_to_a_number_by_a_comment(tmp_path: Path) -> None:
    _, problems = _read(tmp_path, "lrig_deck: []\nmain_deck:\n  - 4 #Yamori#, Phantom Dragon\n")
    assert [(p.code, p.line) for p in problems] == [("schema-error", 3)]
    assert problems[0].message == (
        "main_deck entry: YAML reads this entry as 4 because ' #' starts a comment; "
        'put the entry in quotes: - "4 #Yamori#, Phantom Dragon"'
    )


def test_groups_of_cards_and_filters(tmp_path: Path) -> None:
    decklist, problems = _read(
        tmp_path,
        "lrig_deck: []\nmain_deck: []\ngroups:\n"
        '  openers: ["Koalala, Phantom Terra Beast", WXDi-D01-011]\n'
        "  big: {type: SIGNI, level: [3, 4], color: green, class: Natural Planet,"
        " life_burst: true}\n",
    )
    assert problems == []
    assert decklist is not None
    openers, big = decklist.groups
    assert (openers.name, openers.cards, openers.line) == (
        "openers",
        ("Koalala, Phantom Terra Beast", "WXDi-D01-011"),
        4,
    )
    assert big.query is not None
    assert [t.value for t in big.query.types] == ["SIGNI"]
    assert big.query.levels == (3, 4)
    assert [c.value for c in big.query.colors] == ["green"]
    assert (big.query.card_class, big.query.life_burst, big.query.guard) == (
        "Natural Planet",
        True,
        None,
    )


@pytest.mark.parametrize(
    ("group", "message"),
    [
        ("[]", "group 'g': must not be empty"),
        ("{}", "group 'g': must not be empty"),
        ("{type: signi}", "'signi' is not one of LRIG, ASSIST_LRIG"),
        ("{colour: red}", "unknown key 'colour' (did you mean 'color'?)"),
        (
            "7",
            "a group is a list of cards or a filter such as {type: SIGNI, level: 3}, "
            "not the number 7",
        ),
    ],
)
def test_a_broken_group(tmp_path: Path, group: str, message: str) -> None:
    decklist, problems = _read(tmp_path, f"lrig_deck: []\nmain_deck: []\ngroups:\n  g: {group}\n")
    assert [(p.code, p.line) for p in problems] == [("schema-error", 4)]
    assert message in problems[0].message
    assert decklist is not None and decklist.groups == ()


def test_not_a_mapping(tmp_path: Path) -> None:
    decklist, problems = _read(tmp_path, "- 4 Servant #\n- 4 Koalala\n")
    assert decklist is None
    assert [(p.code, p.line) for p in problems] == [("schema-error", 1)]


def test_broken_yaml_is_a_parse_error_with_its_line(tmp_path: Path) -> None:
    decklist, problems = _read(tmp_path, "lrig_deck: []\nmain_deck: [\n  - 4 Servant\nname: x\n")
    assert decklist is None
    assert _codes(problems) == ["parse-error"]
    assert problems[0].line is not None and problems[0].message.startswith("broken YAML")


def test_aliases_are_refused(tmp_path: Path) -> None:
    # A "billion laughs" file would otherwise expand into a huge structure.
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]" for i in range(1, 12)]
    decklist, problems = _read(tmp_path, "\n".join(lines) + "\nlrig_deck: *a11\nmain_deck: []\n")
    assert decklist is None
    assert _codes(problems) == ["schema-error"]
    assert "anchors and aliases" in problems[0].message


def test_deep_nesting_is_refused_before_it_reaches_the_parser(tmp_path: Path) -> None:
    # libyaml nests recursively in C: a few hundred thousand brackets would crash it.
    for body in ("[" * 300_000, "- " * 300_000 + "x", "{a: " * 100_000):
        decklist, problems = _read(tmp_path, "main_deck: " + body)
        assert decklist is None
        assert _codes(problems) == ["parse-error"]
    assert MAX_NESTING_SIGNS <= 10_000


# -- text --------------------------------------------------------------------------


def test_the_text_example_reads_like_its_yaml_twin() -> None:
    text, text_problems = read_decklist(TEXT_DECK)
    yaml_list, _ = read_decklist(EXAMPLE_DECKS / "wxdi-d01.yaml")
    assert text_problems == []
    assert text is not None and yaml_list is not None
    assert (text.name, text.player, text.format) == ("Ancient Surprise", "Example Player", None)
    for section in DeckSection:
        assert [(e.reference, e.count) for e in text.entries(section)] == [
            (e.reference, e.count) for e in yaml_list.entries(section)
        ]
    assert text.lrig_deck[0].line == 7
    assert text.main_deck[0].line == 20
    assert (text.lrig_deck_line, text.main_deck_line) == (6, 19)


def test_text_headers_counts_and_comments(tmp_path: Path) -> None:
    decklist, problems = _read(
        tmp_path,
        "# my list\n"
        "format: classic\n"
        "main deck\n"
        "4 Servant #\n"  # the name holds a '#': only a '#' at the start is a comment
        "#4 Koalala\n"
        "2x Polygenesis\n"
        "LRIG DECK:\n"
        "Tawil =Screech=\n",
        name="list.txt",
    )
    assert problems == []
    assert decklist is not None
    assert (decklist.name, decklist.format, decklist.format_line) == (None, "classic", 2)
    assert [(e.reference, e.count, e.line) for e in decklist.main_deck] == [
        ("Servant #", 4, 4),
        ("Polygenesis", 2, 6),
    ]
    assert [(e.reference, e.count, e.line) for e in decklist.lrig_deck] == [
        ("Tawil =Screech=", 1, 8)
    ]


def test_text_problems_are_located(tmp_path: Path) -> None:
    decklist, problems = _read(
        tmp_path,
        "My deck\n4 Servant #\nMain Deck\n0 Koalala\n",
        name="list.txt",
    )
    assert [(p.code, p.line) for p in problems] == [
        ("parse-error", 2),
        ("parse-error", 4),
        ("parse-error", None),
    ]
    assert "before any section header" in problems[0].message
    assert "'0 Koalala' is not an entry" in problems[1].message
    assert problems[2].message == "no 'LRIG Deck' section"
    assert decklist is not None and decklist.name == "My deck"


def test_text_without_any_header_is_a_plain_list(tmp_path: Path) -> None:
    # Each card's type says its deck once resolved (tests/decks/test_other_tools.py).
    decklist, problems = _read(tmp_path, "4 Servant #\n4 Koalala\n", name="list.txt")
    assert problems == [] and decklist is not None and decklist.sections_by_type
    entries = [(e.reference, e.count) for e in decklist.main_deck]
    assert entries == [("Servant #", 4), ("Koalala", 4)]


@pytest.mark.parametrize(
    ("name", "text", "expected_yaml"),
    [
        ("a.txt", "lrig_deck: []\nmain_deck: []\n", True),  # content says YAML
        ("a.yaml", "LRIG Deck\nMain Deck\n4 Servant #\n", False),  # content says text
        ("a.yml", "{lrig_deck: [], main_deck: []}\n", True),  # extension decides
        ("a.deck", "{lrig_deck: [], main_deck: []}\n", False),
    ],
)
def test_the_format_is_told_by_content_then_extension(
    tmp_path: Path, name: str, text: str, expected_yaml: bool
) -> None:
    from deckcheck.decks.reader import is_yaml_decklist

    assert is_yaml_decklist(text, Path(name)) is expected_yaml


# -- files that are not decklists --------------------------------------------------


def test_unreadable_files(tmp_path: Path) -> None:
    binary = tmp_path / "scan.pdf"
    binary.write_bytes(b"%PDF-1.4\x00\x01\x02\xff\xfe")
    latin = tmp_path / "latin1.txt"
    latin.write_bytes("Main Deck\n4 Servant #\ncaf\xe9\n".encode("latin-1"))
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * (MAX_DECKLIST_BYTES + 1))
    cases = {
        tmp_path / "missing.yaml": "cannot read: No such file or directory",
        tmp_path: "cannot read: a folder",
        binary: "a binary file, not a decklist",
        latin: "not a UTF-8 text file (byte 0xe9 on line 3)",
        big: "too large for a decklist",
    }
    for path, message in cases.items():
        decklist, problems = read_decklist(path)
        assert decklist is None
        assert [(p.code, p.path) for p in problems] == [("unreadable-file", str(path))]
        assert message in problems[0].message


def test_empty_files_are_parse_errors(tmp_path: Path) -> None:
    for text in ("", "\n  \n", "# only a comment\n"):
        decklist, problems = _read(tmp_path, text)
        assert decklist is None
        assert _codes(problems) == ["parse-error"]


def test_utf8_bom_and_utf16_files_are_read(tmp_path: Path) -> None:
    text = 'lrig_deck: []\nmain_deck:\n  - "4 Servant #"\n'
    for name, raw in (
        ("bom.yaml", codecs.BOM_UTF8 + text.encode()),
        ("utf16.yaml", text.encode("utf-16")),
    ):
        path = tmp_path / name
        path.write_bytes(raw)
        decklist, problems = read_decklist(path)
        assert problems == []
        assert decklist is not None and decklist.main_deck[0].reference == "Servant #"
