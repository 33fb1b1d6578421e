"""The JSON Schemas of deckcheck's files (cards, decks, formats, abilities)."""

from __future__ import annotations

from deckcheck.resources import bundled


def read(name: str) -> str:
    """The text of the schema file `name`, such as `card.schema.json`."""
    return (bundled("schemas") / name).read_text(encoding="utf-8")
