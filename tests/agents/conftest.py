"""Agent tests build positions with the engine tests' scenario fixture and decks."""

from tests.engine.conftest import diva_decks, make

__all__ = ["diva_decks", "make"]
