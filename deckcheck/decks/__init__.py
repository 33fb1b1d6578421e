"""Decklists: parsing YAML and text decklists with line numbers, and resolving them to cards."""

from deckcheck.cards.model import DeckSection
from deckcheck.decks.model import Deck, DeckEntry, DeckGroup, DeckList
from deckcheck.decks.reader import read_decklist
from deckcheck.decks.resolve import DecklistError, Resolver, load_deck, resolve_deck

__all__ = [
    "Deck",
    "DeckEntry",
    "DeckGroup",
    "DeckList",
    "DeckSection",
    "DecklistError",
    "Resolver",
    "load_deck",
    "read_decklist",
    "resolve_deck",
]
