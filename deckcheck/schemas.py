"""The JSON Schemas of deckcheck's files (cards, decks, formats, abilities)."""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any

from deckcheck.resources import bundled
from deckcheck.text import message_text, quoted

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator, ValidationError


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


def describe_error(error: ValidationError) -> str:
    """A jsonschema error in a sentence a player can act on."""
    schema = error.schema if isinstance(error.schema, dict) else {}
    custom = schema.get("x-error")
    kind = error.validator
    instance: Any = error.instance
    expected: Any = error.validator_value
    if kind == "required":
        missing = [key for key in expected if key not in instance]
        return "missing " + " and ".join(missing)
    if kind == "additionalProperties":
        allowed = list(schema.get("properties", {}))
        unknown = [key for key in instance if key not in allowed]
        return "; ".join(_unknown_key(str(key), allowed) for key in unknown)
    if kind == "anyOf" and error.context:
        from jsonschema.exceptions import best_match

        return describe_error(best_match(error.context))
    if custom and kind == "pattern" and isinstance(instance, str):
        return f"{quoted(instance)}: {custom}"
    if custom and kind == "type":
        return f"{custom}, not {_kind_of(instance)}"
    if kind == "type":
        return f"expected {_expected(expected)}, not {_kind_of(instance)}"
    if kind == "minimum":
        return f"{quoted(instance)} is less than {expected}"
    if kind == "maximum":
        return f"{quoted(instance)} is more than {expected}"
    if kind == "enum":
        return f"{quoted(instance)} is not one of " + ", ".join(map(str, expected))
    if kind in ("minItems", "minProperties"):
        return "must not be empty"
    if kind == "pattern":
        return "must not be empty"
    return message_text(str(error.message))


def _unknown_key(key: str, allowed: list[str]) -> str:
    import difflib

    close = difflib.get_close_matches(key, allowed, n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else f"; known keys: {', '.join(allowed)}"
    return f"unknown key {quoted(key)}{hint}"


def _expected(types: Any) -> str:
    words = {
        "string": "text",
        "object": "a mapping",
        "array": "a list",
        "integer": "a whole number",
        "number": "a number",
        "boolean": "true or false",
        "null": "nothing",
    }
    listed = types if isinstance(types, list) else [types]
    return " or ".join(words.get(str(t), str(t)) for t in listed)


def _kind_of(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{str(value).lower()}"
    if isinstance(value, int | float):
        return f"the number {quoted(value)}"
    if isinstance(value, str):
        return f"the text {quoted(value)}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__
