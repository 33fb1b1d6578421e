"""A card's `abilities:` list, compiled once when its card file is read.

    definitions, abilities = compile_abilities(card, entry["abilities"])

`definitions` are the typed ability definitions (they describe themselves in English);
`abilities` the engine objects, one per definition, in the same order (an ability's
index on its card is its position in the list). A mistake raises `CompileError` with
the path of the YAML value at fault, from the card's `abilities` key.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from deckcheck.effects import vocabulary
from deckcheck.effects.ability import AbilityDef
from deckcheck.effects.binding import CompileError, LanguageError, bind_dataclass

if TYPE_CHECKING:
    from deckcheck.cards.model import Card
    from deckcheck.engine.abilities import Ability


def compile_abilities(
    card: Card, entries: list[Any]
) -> tuple[tuple[AbilityDef, ...], tuple[Ability, ...]]:
    vocabulary.load()
    definitions: list[AbilityDef] = []
    abilities: list[Ability] = []
    for index, entry in enumerate(entries):
        path = ("abilities", index)
        definition = bind_dataclass(AbilityDef, entry, path)
        try:
            abilities.append(definition.compile(card))
        except LanguageError as error:
            raise CompileError((*path, error.key) if error.key else path, error.message) from None
        definitions.append(definition)
    return tuple(definitions), tuple(abilities)


__all__ = ["CompileError", "compile_abilities"]
