"""deckcheck: check, validate and simulate WIXOSS decks."""

__version__ = "0.1.0"
