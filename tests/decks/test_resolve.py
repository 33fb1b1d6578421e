"""Resolving decklists to cards, and `load_deck` for the commands that need a usable deck."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.cards.pool import CardDatabase
from deckcheck.decks import DecklistError, load_deck, read_decklist, resolve_deck
from deckcheck.problems import Severity
from tests.conftest import EXAMPLE_DECKS
from tests.decklists import CLASSIC_DECK


def _decklist(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    decklist, problems = read_decklist(path)
    assert problems == [] and decklist is not None
    return decklist


def test_a_starter_deck_resolves_to_its_cards(database: CardDatabase) -> None:
    deck = load_deck(EXAMPLE_DECKS / "wxdi-d01.yaml", database)
    assert len(deck.main_cards()) == 40
    assert len(deck.lrig_cards()) == 11
    assert deck.main_deck[0][0].id == "en:WXDi-D01-020"
    assert [entry.line for entry, _ in deck.entries][:2] == [5, 6]
    assert deck.groups == {}


def test_entries_of_one_card_merge_in_file_order(tmp_path: Path, database: CardDatabase) -> None:
    decklist = _decklist(
        tmp_path,
        "lrig_deck: []\nmain_deck:\n  - 2 Koalala, Phantom Terra Beast\n"
        '  - "3 Servant #"\n  - 1 WXDi-D01-020 [EN]\n  - 2 koalala,  PHANTOM terra beast\n',
    )
    deck, problems = resolve_deck(decklist, database, ["en"])
    assert problems == []
    assert [(card.name, copies) for card, copies in deck.main_deck] == [
        ("Koalala, Phantom Terra Beast", 4),
        ("Servant #", 4),
    ]
    assert [card.name for card in deck.main_cards()].count("Servant #") == 4


def test_unknown_and_ambiguous_cards_are_located_problems(
    tmp_path: Path, database: CardDatabase
) -> None:
    decklist = _decklist(
        tmp_path,
        "lrig_deck:\n  - Umr\nmain_deck:\n  - 4 Servnt #x\n  - 4 Koalala, Phantom Terra Beast\n",
    )
    deck, problems = resolve_deck(decklist, database, ["en"])
    assert [(p.code, p.line, p.card) for p in problems] == [
        ("ambiguous-card", 2, "Umr"),
        ("unknown-card", 4, "Servnt"),
    ]
    assert [card.name for card, _ in deck.main_deck] == ["Koalala, Phantom Terra Beast"]


def test_a_name_cut_by_a_yaml_comment_is_explained(tmp_path: Path, database: CardDatabase) -> None:
    decklist = _decklist(
        tmp_path,
        "lrig_deck: []\nmain_deck:\n  - 4 Servant #\n"
        "  - 4 Warrior Carnival #T# my note\n  - 4 Servent # typo too\n",
    )
    _, problems = resolve_deck(decklist, database, ["en"])
    messages = [p.message for p in problems]
    assert messages[:2] == [
        "unknown card 'Servant'; ' #' starts a YAML comment, so this line reads as 'Servant' "
        "and not 'Servant #' (a card): put the entry in quotes",
        "unknown card 'Warrior Carnival'; ' #' starts a YAML comment, so this line reads as "
        "'Warrior Carnival' and not 'Warrior Carnival #T#' (a card): put the entry in quotes",
    ]
    # No card fits even with the comment: the closest names to the whole line.
    assert messages[2].startswith(
        "unknown card 'Servent'; ' #' starts a YAML comment, so this line reads as 'Servent', "
        "not 'Servent # typo too'; did you mean 'Servant #'"
    )
    assert messages[2].endswith("(put an entry with # in quotes)")


def test_a_card_of_another_pool_still_resolves(tmp_path: Path, database: CardDatabase) -> None:
    # So that the validator can say not-in-pool instead of "unknown card".
    decklist = _decklist(tmp_path, "lrig_deck: []\nmain_deck:\n  - 4 Heike, Phantom Insect\n")
    deck, problems = resolve_deck(decklist, database, ["en"])
    assert problems == []
    assert deck.main_deck[0][0].pool == "classic"


def test_groups_hold_the_ids_of_the_deck_cards(tmp_path: Path, database: CardDatabase) -> None:
    decklist = _decklist(
        tmp_path,
        "lrig_deck: []\nmain_deck:\n  - 4 Koalala, Phantom Terra Beast\n"
        "  - 4 Tobiel, Full Armed\n  - 4 Polygenesis\n"
        "groups:\n"
        '  openers: ["Koalala, Phantom Terra Beast", "Atalanta, Jade Angel", Nope]\n'
        "  threes: {type: SIGNI, level: 3}\n"
        "  bursts: {life_burst: true}\n",
    )
    deck, problems = resolve_deck(decklist, database, ["en"])
    koalala, tobiel, polygenesis = (card.id for card, _ in deck.main_deck)
    assert deck.groups == {
        "openers": frozenset({koalala}),
        "threes": frozenset({tobiel}),
        "bursts": frozenset({tobiel, polygenesis}),
    }
    assert [(p.code, p.severity, p.line) for p in problems] == [
        ("group-card-not-in-deck", Severity.WARNING, 7),
        ("unknown-card", Severity.ERROR, 7),
    ]
    assert problems[0].message == (
        "group 'openers' names 'Atalanta, Jade Angel', which is not in the deck"
    )


def test_a_name_split_by_a_comma_in_a_flow_list_is_explained(
    tmp_path: Path, database: CardDatabase
) -> None:
    decklist = _decklist(
        tmp_path,
        "lrig_deck: []\nmain_deck: [4 Koalala, Phantom Terra Beast]\n"
        "groups:\n  openers: [Koalala, Phantom Terra Beast]\n",
    )
    _, problems = resolve_deck(decklist, database, ["en"])
    explained = (
        "unknown card 'Koalala'; a comma separates the items of a [...] list, so "
        "'Koalala, Phantom Terra Beast' (a card) reads as two: put the name in quotes"
    )
    assert [(p.line, p.message) for p in problems if p.card == "Koalala"] == [
        (2, explained),
        (4, f"group 'openers': {explained}"),
    ]


def test_load_deck_uses_the_decks_own_format_pools(database: CardDatabase) -> None:
    # White Hope names `format: classic`: its names resolve to classic cards even
    # where the English edition has a card of the same name.
    deck = load_deck(CLASSIC_DECK, database)
    assert {card.pool for card, _ in (*deck.lrig_deck, *deck.main_deck)} == {"classic"}
    english = load_deck(CLASSIC_DECK, database, pools=["en"])
    assert english.lrig_deck[0][0].id == "en:WXDi-D09-H01" or english.lrig_deck[0][0].pool == "en"


def test_load_deck_raises_with_every_problem(tmp_path: Path, database: CardDatabase) -> None:
    path = tmp_path / "deck.yaml"
    path.write_text(
        "lrig_deck:\n  - Umr\nmain_deck:\n  - 4 Servnt\n  - 0 Koalala\n", encoding="utf-8"
    )
    with pytest.raises(DecklistError) as raised:
        load_deck(path, database)
    assert [(p.code, p.line) for p in raised.value.problems] == [
        ("ambiguous-card", 2),
        ("unknown-card", 4),
        ("schema-error", 5),
    ]
    assert raised.value.code == "ambiguous-card"
    assert "(and 2 more problems)" in str(raised.value)


@pytest.mark.parametrize(
    ("text", "code"),
    [("", "parse-error"), ("format: modern\nlrig_deck: []\nmain_deck: []\n", "unknown-format")],
)
def test_load_deck_refuses_unusable_files(
    tmp_path: Path, database: CardDatabase, text: str, code: str
) -> None:
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DecklistError) as raised:
        load_deck(path, database)
    assert raised.value.code == code


def test_load_deck_does_not_judge_legality(tmp_path: Path, database: CardDatabase) -> None:
    path = tmp_path / "deck.yaml"
    path.write_text("lrig_deck: []\nmain_deck:\n  - 9 Servant D\n", encoding="utf-8")
    deck = load_deck(path, database)
    assert len(deck.main_cards()) == 9
