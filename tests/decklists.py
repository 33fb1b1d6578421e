"""Helpers for tests of decklists and validation: starter decks to break, and checking."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from deckcheck.cards.model import Card
from deckcheck.cards.pool import CardDatabase
from deckcheck.formats import load_format
from deckcheck.validation.check import DeckChecker
from deckcheck.validation.report import DeckReport
from tests.conftest import EXAMPLE_DECKS, PROJECT

CLASSIC_DECK = PROJECT / "examples" / "classic" / "white-hope.yaml"
TEXT_DECK = PROJECT / "examples" / "text" / "ancient-surprise.txt"
LOCAL_FORMAT = PROJECT / "examples" / "formats" / "local-event.yaml"


def starter(name: str = "wxdi-d01") -> dict[str, Any]:
    """A starter decklist as data, to change and write back."""
    path = CLASSIC_DECK if name == "white-hope" else EXAMPLE_DECKS / f"{name}.yaml"
    data: dict[str, Any] = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    return data


def write_deck(folder: Path, data: dict[str, Any], name: str = "deck.yaml") -> Path:
    """Write `data` as a block-style YAML decklist, one quoted entry per line."""
    lines = []
    for key, value in data.items():
        if isinstance(value, list):
            lines.append(f"{key}:")
            lines += [f"  - {json.dumps(item, ensure_ascii=False)}" for item in value]
        else:
            lines.append(f"{key}: {json.dumps(value, ensure_ascii=False)}")
    path = folder / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def replace(entries: list[Any], old: str, new: str | None) -> None:
    """Replace (or, with None, remove) the entry naming `old` (after its count)."""
    for index, entry in enumerate(entries):
        if entry == old or entry.split(" ", 1)[-1] == old:
            if new is None:
                del entries[index]
            else:
                entries[index] = new
            return
    raise AssertionError(f"no entry {old!r}")


def check(path: Path, database: CardDatabase, fmt: str | Path | None = None) -> DeckReport:
    checker = DeckChecker(database, load_format(fmt) if fmt is not None else None)
    return checker.check_file(path)


def codes(report: DeckReport) -> set[str]:
    return {problem.code for problem in report.problems}


def find_card(database: CardDatabase, pool: str, wanted: Callable[[Card], bool]) -> Card:
    """The first card of `pool` (by id) that `wanted` accepts."""
    found = sorted((c for c in database.in_pool(pool) if wanted(c)), key=lambda c: c.id)
    assert found, "no card fits"
    return found[0]


def unique_name(database: CardDatabase, card: Card) -> bool:
    """True when no other card, of any pool, has this card's name."""
    return len(database.candidates(card.name)) == 1
