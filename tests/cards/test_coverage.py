"""Ability coverage of cards and decks."""

from __future__ import annotations

from deckcheck.cards.coverage import coverage, is_complete
from deckcheck.cards.pool import CardDatabase


def test_a_vanilla_card_is_complete(database: CardDatabase) -> None:
    vanilla = database.lookup("Water Buffalo, Phantom Aquatic Beast", ["en"])
    assert not vanilla.has_ability_text
    assert is_complete(vanilla)


def test_a_keyword_only_card_is_complete(database: CardDatabase) -> None:
    # The English edition has no keyword-only card; classic Servants are.
    keyword_only = [c for c in database.cards if c.keywords and not c.has_ability_text]
    assert keyword_only
    assert all(is_complete(c) for c in keyword_only)


def test_copies_count_once_and_undefined_text_is_incomplete(database: CardDatabase) -> None:
    buffalo = database.lookup("Water Buffalo, Phantom Aquatic Beast", ["en"])
    texts = [c for c in database.in_pool("en") if c.has_ability_text and not c.abilities][:2]
    report = coverage([buffalo, buffalo, *texts, texts[0]])
    assert report.total == 3
    assert report.complete == 1
    assert [c.id for c in report.incomplete] == [c.id for c in texts]
    assert report.to_dict()["share"] == round(1 / 3, 4)


def test_no_cards_is_full_coverage() -> None:
    assert coverage([]).share == 1.0
