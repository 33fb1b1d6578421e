"""The whole vocabulary: every module of `deckcheck/effects/library/`, imported once.

A term registers itself when its module is imported (`deckcheck.effects.terms`), so
adding a module or a class to the library is all it takes; nothing lists them here.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from deckcheck.effects import library
from deckcheck.effects.terms import FAMILIES, Term


@cache
def load() -> dict[str, dict[str, type[Term]]]:
    """Import every library module; the registries by family name."""
    for module in sorted(pkgutil.iter_modules(library.__path__), key=lambda m: m.name):
        importlib.import_module(f"{library.__name__}.{module.name}")
    return {family.family: dict(sorted(family.members.items())) for family in FAMILIES}


def ability_schema() -> dict[str, object]:
    """The JSON Schema of one ability (`schemas/ability.schema.json`)."""
    from deckcheck.effects.ability import AbilityDef
    from deckcheck.effects.binding import SchemaWriter

    load()
    writer = SchemaWriter()
    root = writer.parameters(AbilityDef)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://deckcheck.invalid/schemas/ability.schema.json",
        "title": "An ability in the deckcheck ability language",
        "description": "One entry of a card's `abilities:` list (docs/ability-language.md). "
        "Generated from the vocabulary by tools/build_ability_schema.py: do not edit.",
        **{key: value for key, value in root.items() if key != "description"},
        "$defs": dict(sorted(writer.defs.items())),
    }
