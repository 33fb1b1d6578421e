"""Fixtures for the scenario tests of encoded cards: `table` builds a game from YAML."""

from __future__ import annotations

import pytest

from deckcheck.cards.pool import CardDatabase
from tests.carddb.table import Table


@pytest.fixture(scope="session")
def table(database: CardDatabase) -> Table:
    return Table(database)
