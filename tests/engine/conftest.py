"""Fixtures for engine tests: decks, and a scenario builder bound to the card database."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pytest

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import Game, PlayerDeck
from deckcheck.engine.abilities import Ability
from deckcheck.scenarios import scenario
from tests.engine.decks import classic_deck, example_decks

Scenario = Callable[..., Game]


@pytest.fixture(scope="session")
def diva_decks(database: CardDatabase) -> dict[str, PlayerDeck]:
    return example_decks(database)


@pytest.fixture(scope="session")
def classic_decks(database: CardDatabase) -> dict[str, PlayerDeck]:
    return {name: classic_deck(database, name) for name in ("WD01", "WD02", "WD03")}


@pytest.fixture
def make(database: CardDatabase) -> Scenario:
    """make(yaml, abilities={...}, rules=...) -> Game, from deckcheck.scenarios."""

    def build(
        source: str | Mapping[str, Any],
        abilities: Mapping[str, Sequence[Ability]] | None = None,
        **options: Any,
    ) -> Game:
        return scenario(source, database, abilities=abilities, **options)

    return build
