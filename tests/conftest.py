"""Shared fixtures: an isolated card cache, the bundled database, a CLI runner."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck.cards.pool import CardDatabase
from deckcheck.effects.catalog import load_playable_database
from tests.carddb.table import Table

PROJECT = Path(__file__).resolve().parent.parent
EXAMPLES = PROJECT / "examples"
EXAMPLE_DECKS = EXAMPLES / "decks"


def pytest_configure(config: pytest.Config) -> None:
    # One card cache for the whole run, never the user's own.
    os.environ["DECKCHECK_CACHE_DIR"] = tempfile.mkdtemp(prefix="deckcheck-test-cache-")
    os.environ.pop("DECKCHECK_CARDS", None)
    os.environ.pop("DECKCHECK_NO_CACHE", None)


@pytest.fixture(scope="session")
def database() -> CardDatabase:
    return load_playable_database()


@pytest.fixture(scope="session")
def table(database: CardDatabase) -> Table:
    """Games from scenario YAML with the cards' compiled abilities (tests/carddb/table.py)."""
    return Table(database)


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()
