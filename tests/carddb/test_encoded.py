"""Every card whose abilities are encoded has a scenario test that plays them."""

from __future__ import annotations

import importlib
import pkgutil

import tests.carddb
from deckcheck.cards.pool import CardDatabase
from tests.carddb.table import ENCODED


def test_every_encoded_card_has_a_scenario_test(database: CardDatabase) -> None:
    for module in pkgutil.iter_modules(tests.carddb.__path__):
        if module.name.startswith("test_"):
            importlib.import_module(f"tests.carddb.{module.name}")
    encoded = {card.number for card in database.cards if card.definitions}
    untested = sorted(encoded - ENCODED)
    assert not untested, f"encoded cards without an @encodes scenario test: {untested}"
    unknown = sorted(ENCODED - encoded)
    assert not unknown, f"@encodes names cards that are not encoded: {unknown}"
