"""Deck validation: every construction rule of a format as a pure function, and reports."""

from deckcheck.validation.check import DeckChecker, check_paths, decklist_files, validate_deck
from deckcheck.validation.report import BatchReport, DeckReport

__all__ = [
    "BatchReport",
    "DeckChecker",
    "DeckReport",
    "check_paths",
    "decklist_files",
    "validate_deck",
]
