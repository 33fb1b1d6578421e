"""Fixtures of the statistics tests: the starter deck WXDi-D01 as cards."""

from __future__ import annotations

import pytest

from deckcheck.cards.model import Card
from deckcheck.cards.pool import CardDatabase

# Ancient Surprise (examples/decks/wxdi-d01.yaml): 4 copies of each.
D01_MAIN_DECK = (
    "Servant #",
    "Water Buffalo, Phantom Aquatic Beast",
    "Camelopar, Natural Planet",
    "Koalala, Phantom Terra Beast",
    "Sen no Rikyu, Jade General",
    "Zwei =Slow Loris=",
    "Tobiel, Full Armed",
    "Assylen, Natural Crystal",
    "Atalanta, Jade Angel",
    "Polygenesis",
)


@pytest.fixture(scope="session")
def d01_distinct(database: CardDatabase) -> list[Card]:
    return [database.lookup(name, ["en"]) for name in D01_MAIN_DECK]


@pytest.fixture(scope="session")
def d01_cards(d01_distinct: list[Card]) -> list[Card]:
    """The main deck, one element per copy."""
    return [card for card in d01_distinct for _ in range(4)]
