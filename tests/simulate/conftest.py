"""Fixtures for the goldfish simulation: a starter deck ready to play."""

from __future__ import annotations

import pytest

from deckcheck.simulate.goldfish import GoldfishDecks, load_goldfish
from tests.conftest import EXAMPLE_DECKS


@pytest.fixture(scope="session")
def d01() -> GoldfishDecks:
    return load_goldfish(EXAMPLE_DECKS / "wxdi-d01.yaml")
