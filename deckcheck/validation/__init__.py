"""Deck validation: formats as data, rules as pure functions, reports."""

from deckcheck.validation.check import DeckChecker, check_paths, decklist_files, validate_deck
from deckcheck.validation.formats import (
    Format,
    FormatError,
    bundled_format_names,
    format_of_decklist,
    load_format,
)
from deckcheck.validation.report import BatchReport, DeckReport

__all__ = [
    "BatchReport",
    "DeckChecker",
    "DeckReport",
    "Format",
    "FormatError",
    "bundled_format_names",
    "check_paths",
    "decklist_files",
    "format_of_decklist",
    "load_format",
    "validate_deck",
]
