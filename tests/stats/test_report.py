"""The report behind `deckcheck stats`: defaults, requests, and the figures it carries."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import pytest

from deckcheck.cards.model import Card
from deckcheck.cards.pool import CardDatabase
from deckcheck.errors import UnknownCardError, UsageError
from deckcheck.stats import exact
from deckcheck.stats.report import EmptyDeckError, StatsRequest, deck_report
from deckcheck.stats.setup import Player


@dataclass(frozen=True)
class FakeDecklist:
    name: str = "Test deck"
    path: str = "test.yaml"
    format: str = "diva"


@dataclass(frozen=True)
class FakeDeck:
    """What `deck_report` reads of a `deckcheck.decks.Deck`."""

    main_deck: tuple[tuple[Card, int], ...]
    groups: Mapping[str, frozenset[str]] = field(default_factory=dict)
    decklist: Any = field(default_factory=FakeDecklist)


@pytest.fixture(scope="module")
def d01(d01_distinct: list[Card]) -> FakeDeck:
    big = frozenset(c.id for c in d01_distinct if c.level == 3)
    return FakeDeck(tuple((card, 4) for card in d01_distinct), {"finishers": big})


def test_default_groups_are_every_card_the_deck_groups_guard_burst_and_the_keep_group(
    d01: FakeDeck, database: CardDatabase
) -> None:
    report = deck_report(d01, StatsRequest(), database)
    labels = [g.group.label for g in report.groups]
    assert labels[:10] == [card.name for card, _ in d01.main_deck]
    assert labels[10:] == [
        "finishers",
        "cards with Guard",
        "cards with Life Burst",
        "level 1 SIGNI",
    ]
    assert [g.copies for g in report.groups][10:] == [12, 4, 20, 12]
    assert report.warnings == ()


def test_the_report_carries_the_exact_figures(d01: FakeDeck, database: CardDatabase) -> None:
    report = deck_report(d01, StatsRequest(groups=("guard",), keep="all"), database)
    (guard,) = report.groups
    split = exact.Split.without_mulligan(40, 4)
    assert guard.opening == exact.opening_hand(split)
    assert guard.final == guard.opening
    assert [o.probability for o in guard.draws[Player.SECOND]] == [
        exact.drawn_by_turn(split, turn, Player.SECOND).at_least(1) for turn in range(1, 7)
    ]
    assert report.guard.by_player[Player.SECOND][0].probability == exact.opening_hand(
        split
    ).at_least(1)
    assert report.life_cloth.distribution.mean == Fraction(7, 2)
    # The card a refresh costs is any one of the Life Cloth: a Life Burst half the time.
    assert report.refresh[Player.FIRST].life_burst_lost_probability == Fraction(1, 2)
    data = report.to_dict()
    assert data["groups"][0]["opening_hand"]["before_mulligan"] == float(
        exact.opening_hand(split).at_least(1)
    )
    rows = list(report.csv_rows())
    # 2 opening rows + 2 x 6 turns, 2 x 6 Guard turns, 8 Life Cloth counts, refreshes.
    refreshes = sum(len(r.schedule.refreshes) for r in report.refresh.values())
    assert len(rows) == 2 + 12 + 12 + 8 + refreshes


def test_an_empty_main_deck_is_a_deck_problem(database: CardDatabase) -> None:
    with pytest.raises(EmptyDeckError) as caught:
        deck_report(FakeDeck(()), StatsRequest(), database)
    assert caught.value.code == "main-deck-size"


def test_a_hand_must_be_five_cards_of_the_deck(d01: FakeDeck, database: CardDatabase) -> None:
    with pytest.raises(UsageError, match="an opening hand has 5"):
        deck_report(d01, StatsRequest(hand=("Servant #",)), database)
    with pytest.raises(UsageError, match="the main deck has 4"):
        deck_report(d01, StatsRequest(hand=("5 Servant #",)), database)
    with pytest.raises(UsageError, match="is not in the main deck"):
        deck_report(d01, StatsRequest(hand=("5 Sara Hoshikawa, Code 2434",)), database)
    with pytest.raises(UnknownCardError):
        deck_report(d01, StatsRequest(hand=("5 Servnt #",)), database)


def test_a_given_hand_applies_the_mulligan_to_it(d01: FakeDeck, database: CardDatabase) -> None:
    hand = ("2 Servant #", "Polygenesis", "Tobiel, Full Armed", "Koalala, Phantom Terra Beast")
    report = deck_report(d01, StatsRequest(hand=hand), database)
    given = report.life_cloth.given_hand
    assert given is not None
    assert [c.name for c in given.returned] == [
        "Polygenesis",
        "Tobiel, Full Armed",
        "Koalala, Phantom Terra Beast",
    ]
    # Keeps 2 Servant # (Life Bursts); returns 3 and draws 3 from the other 38 cards,
    # 18 of them Life Bursts; the Life Cloth is 7 of the 35 cards outside the hand.
    bursts = exact.Split(group_kept=4, group_returned=16, other_kept=8, other_returned=12)
    assert given.life_cloth == exact.life_cloth_given_opening_hand(bursts, 2, 0)
