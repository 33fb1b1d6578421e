"""`deckcheck convert`'s library: every shape reads back as the same deck (issue 14)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.cards.model import DeckSection
from deckcheck.cards.pool import CardDatabase
from deckcheck.decks import DecklistError, load_deck, read_decklist
from deckcheck.decks.convert import Target, convert_file
from deckcheck.decks.diff import diff_files
from deckcheck.errors import UsageError
from tests.conftest import EXAMPLE_DECKS, EXAMPLES
from tests.decklists import CLASSIC_DECK

FILES = EXAMPLES / "other-tools"
DIVA_DECKS = sorted(EXAMPLE_DECKS.glob("*.yaml"))


def _round_trip(
    database: CardDatabase, source: Path, target: Target, folder: Path, fmt: str | None = None
) -> Path:
    conversion = convert_file(source, target, database, fmt)
    written = folder / f"converted{target.suffix}"
    written.write_text(conversion.text, encoding="utf-8")
    assert diff_files(source, written, database, fmt).equal
    return written


@pytest.mark.parametrize("target", [Target.YAML, Target.TEXT, Target.COD])
@pytest.mark.parametrize("source", DIVA_DECKS, ids=lambda p: p.stem)
def test_every_starter_deck_reads_back_as_itself(
    tmp_path: Path, database: CardDatabase, source: Path, target: Target
) -> None:
    written = _round_trip(database, source, target, tmp_path)
    _, problems = read_decklist(written)
    assert problems == []


@pytest.mark.parametrize("target", list(Target))
def test_a_classic_deck_in_every_shape(
    tmp_path: Path, database: CardDatabase, target: Target
) -> None:
    # A Cockatrice file has no format: the classic deck reads back with --format classic.
    _round_trip(database, CLASSIC_DECK, target, tmp_path, "classic")


def test_a_shared_name_is_written_so_that_it_names_one_card(
    tmp_path: Path, database: CardDatabase
) -> None:
    # ../shared/data/README.md: `Midoriko` names two cards; a number picks one.
    source = tmp_path / "deck.txt"
    source.write_text("LRIG Deck\n1 PR-K003\nMain Deck\n4 Servant #\n", encoding="utf-8")
    text = convert_file(source, Target.TEXT, database).text
    assert "1 PR-K003\n" in text and "4 Servant #\n" in text
    cod = convert_file(source, Target.COD, database).text
    assert '<card number="1" name="Midoriko (PR-K003)"/>' in cod
    _round_trip(database, source, Target.COD, tmp_path)


def test_the_yaml_shape_keeps_every_detail_and_group(
    tmp_path: Path, database: CardDatabase
) -> None:
    source = tmp_path / "deck.yaml"
    source.write_text(
        'name: "Groups"\nplayer: "Alice"\nformat: diva\nlrig_deck: ["Harmonic Call"]\n'
        'main_deck: ["4 Servant #", "4 Koalala, Phantom Terra Beast"]\n'
        'groups:\n  openers: ["Koalala, Phantom Terra Beast"]\n'
        "  big: {type: SIGNI, level: [1, 2]}\n"
        '  "servants": ["Servant #"]\n',
        encoding="utf-8",
    )
    conversion = convert_file(source, Target.YAML, database)
    assert conversion.warnings == ()
    written = tmp_path / "back.yaml"
    written.write_text(conversion.text, encoding="utf-8")
    decklist, problems = read_decklist(written)
    assert decklist is not None
    assert problems == []
    assert (decklist.name, decklist.player, decklist.format) == ("Groups", "Alice", "diva")
    original = load_deck(source, database)
    again = load_deck(written, database)
    assert again.groups == original.groups


def test_details_a_target_cannot_hold_are_warnings(tmp_path: Path, database: CardDatabase) -> None:
    source = tmp_path / "deck.yaml"
    source.write_text(
        'player: "Alice"\nlrig_deck: []\nmain_deck: ["4 Servant #"]\n'
        'groups:\n  servants: ["Servant #"]\n',
        encoding="utf-8",
    )
    conversion = convert_file(source, Target.COD, database)
    assert [(p.code, p.severity.value) for p in conversion.warnings] == [
        ("not-converted", "warning"),
        ("not-converted", "warning"),
    ]
    assert "the player ('Alice') is not written" in conversion.warnings[0].message
    assert "the groups (\"'servants'\")" in conversion.warnings[1].message


def test_a_card_the_target_cannot_express_is_an_error(database: CardDatabase) -> None:
    # WEBXOSS knows the classic printings only (their `pid`).
    with pytest.raises(DecklistError) as raised:
        convert_file(EXAMPLE_DECKS / "wxdi-d01.yaml", Target.WEBXOSS, database)
    problems = raised.value.problems
    assert {p.code for p in problems} == {"cannot-convert"}
    assert len(problems) == 21  # every distinct card, each named
    assert problems[0].card == "At =Noll=, the Opened Gate"


def test_webxoss_writes_one_id_per_copy(database: CardDatabase) -> None:
    import json

    data = json.loads(convert_file(CLASSIC_DECK, Target.WEBXOSS, database).text)
    assert data["format"] == "WEBXOSS Deck"
    assert len(data["content"]["mainDeck"]) == 40 and len(data["content"]["lrigDeck"]) == 8
    deck = load_deck(CLASSIC_DECK, database)
    first, copies = deck.cards(DeckSection.MAIN)[0]
    assert data["content"]["mainDeck"][:copies] == [first.pids[0]] * copies


def test_the_target_is_told_by_the_extension() -> None:
    assert Target.for_file(Path("deck.cod")) is Target.COD
    assert Target.for_file(Path("deck.yml")) is Target.YAML
    with pytest.raises(UsageError, match="cannot tell the shape"):
        Target.for_file(Path("deck.pdf"))
