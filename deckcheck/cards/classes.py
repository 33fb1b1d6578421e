"""SIGNI classes as the English edition prints them.

The card data names a class by a code translated from Japanese (`GEM`, `DEVIL`), while the
English cards print some of them differently (<<Jewel>>, <<Demon>>). Each printed name
below is the one the English cards' own texts use for that class.
"""

from __future__ import annotations

from typing import Final

from deckcheck.cards.names import identifier_key, identifier_words

PRINTED_CLASS_NAMES: Final[dict[str, str]] = {
    "ANCIENT_WEAPON": "Legacy",
    "ARM": "Armed",
    "BEAUTIFUL_TECHNIQUE": "Beauty",
    "DEFENSE_FACTION": "Defense Division",
    "DENONBU": "DEN-ON-BU",
    "DEVIL": "Demon",
    "EARTH_BEAST": "Terra Beast",
    "GEM": "Jewel",
    "LIBERATION_FACTION": "Liberation Division",
    "SELENE_GIRLS_ACADEMY": "SELENE Girls' Academy",
    "SPACE": "Cosmos",
    "STRUGGLE_FACTION": "War Division",
    "VALOR": "Brave",
    "VENOM_FANG": "Venom",
    "WATER_BEAST": "Aquatic Beast",
}


def class_name(code: str) -> str:
    """The class as printed: `GEM` -> `Jewel`, `WATER_BEAST` -> `Aquatic Beast`."""
    return PRINTED_CLASS_NAMES.get(code) or identifier_words(code)


def class_matches(code: str, wanted: str) -> bool:
    """Whether a user's `wanted` names the class `code`, by its code or its printed name."""
    key = identifier_key(wanted)
    return key in (identifier_key(code), identifier_key(class_name(code)))


# LRIG types as the classic cards print them, where that is not the words of the code.
CLASSIC_LRIG_TYPE_NAMES: Final[dict[str, str]] = {
    "URITH": "Ulith",
    "MYU": "Myuu",
}
