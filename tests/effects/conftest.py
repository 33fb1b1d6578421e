"""Fixtures for the ability language's tests: compile YAML definitions for a card."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
import yaml

from deckcheck.cards.pool import CardDatabase
from deckcheck.effects.ability import AbilityDef
from deckcheck.effects.compiler import compile_abilities
from deckcheck.engine.abilities import Ability

Define = Callable[..., tuple[Ability, ...]]
Describe = Callable[..., list[str]]


def _compile(
    database: CardDatabase, text: str, card: str, pool: str = "en"
) -> tuple[tuple[AbilityDef, ...], tuple[Ability, ...]]:
    entries: Any = yaml.safe_load(text)
    if isinstance(entries, dict):
        entries = [entries]
    blank = replace(database.lookup(card, [pool]), abilities=(), definitions=())
    return compile_abilities(blank, entries)


@pytest.fixture(scope="session")
def define(database: CardDatabase) -> Define:
    """define(yaml, card="Camelopar, Natural Planet") -> the compiled abilities."""

    def compiled(text: str, card: str = "Camelopar, Natural Planet") -> tuple[Ability, ...]:
        return _compile(database, text, card)[1]

    return compiled


@pytest.fixture(scope="session")
def describe(database: CardDatabase) -> Describe:
    """describe(yaml, card=..., pool=...) -> the English of each ability."""

    def english(text: str, card: str = "Camelopar, Natural Planet", pool: str = "en") -> list[str]:
        return [ability.text for ability in _compile(database, text, card, pool)[1]]

    return english
