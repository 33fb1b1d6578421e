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


def markdown() -> str:
    """The vocabulary as Markdown tables (for docs/ability-language.md): every term of
    every family, its parameters and what it does, from the classes themselves."""
    from deckcheck.effects.binding import field_specs

    terms = load()
    lines: list[str] = []
    for family, members in terms.items():
        title = {"quantity": "Quantities"}.get(family, f"{family.capitalize()}s")
        lines += [f"### {title}", "", "| name | parameters | meaning |"]
        lines.append("| --- | --- | --- |")
        for name, cls in members.items():
            specs = field_specs(cls)  # type: ignore[arg-type]  # a class is hashable
            parameters = ", ".join(_parameter(spec) for spec in specs)
            if cls.shorthand:
                parameters += f" (a plain value is `{cls.shorthand}`)"
            doc = " ".join((cls.__doc__ or "").split())
            lines.append(f"| `{name}` | {parameters or '-'} | {doc} |")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def _parameter(spec: object) -> str:
    from deckcheck.effects.binding import FieldSpec

    assert isinstance(spec, FieldSpec)
    if spec.flatten:
        return {
            "Selection": "`target`/`choose`/`all`/`ref`",
            "Cards": "cards (`side`, `zone` or `ref`, filter)",
            "Whose": "`side`, filter",
            "Filter": "filter",
            "Take": "filter, `up_to`, `to`, `reveal`, `as`",
        }.get(getattr(spec.type, "__name__", ""), "...")
    text = f"`{spec.key}`"
    return text if spec.required else f"{text}?"
