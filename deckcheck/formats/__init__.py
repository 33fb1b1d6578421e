"""Formats as data: deck-construction parameters and the rules of play, from format files.

A format file (`carddb/formats/*.yaml`, or the user's own with `--format FILE`) says
which pools a deck draws from, how decks are built (`deckcheck.formats.model`) and the
parameters the rules engine plays by (`game:`, read into `GameRules`). Both deck
validation and the engine read formats through this package, and nothing else reads
format files.
"""

from deckcheck.formats.files import (
    DEFAULT_FORMAT,
    FORMAT_SUFFIXES,
    FormatError,
    bundled_format,
    bundled_format_names,
    format_cards,
    load_checked_format,
    load_format,
)
from deckcheck.formats.game import AttackSteps, GameRules, GrowRule, RefreshTiming, ResonaExit
from deckcheck.formats.model import (
    CardReference,
    ColorRule,
    CopiesBy,
    CountRange,
    Format,
    FormatCards,
)

__all__ = [
    "DEFAULT_FORMAT",
    "FORMAT_SUFFIXES",
    "AttackSteps",
    "CardReference",
    "ColorRule",
    "CopiesBy",
    "CountRange",
    "Format",
    "FormatCards",
    "FormatError",
    "GameRules",
    "GrowRule",
    "RefreshTiming",
    "ResonaExit",
    "bundled_format",
    "bundled_format_names",
    "format_cards",
    "load_checked_format",
    "load_format",
]
