"""The JSON Schemas of deckcheck's files (cards, decks, formats, abilities)."""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any

from deckcheck.resources import bundled

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator


def read(name: str) -> str:
    """The text of the schema file `name`, such as `card.schema.json`."""
    return (bundled("schemas") / name).read_text(encoding="utf-8")


@cache
def validator(name: str) -> Draft202012Validator:
    """A validator for the schema file `name`; references between the bundled schemas
    (the card schema's `abilities` are `ability.schema.json`) resolve by their `$id`."""
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource

    registry: Registry[Any] = Registry()
    for path in sorted(bundled("schemas").glob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        registry = registry.with_resource(schema["$id"], Resource.from_contents(schema))
    return Draft202012Validator(json.loads(read(name)), registry=registry)
