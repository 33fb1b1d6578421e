"""Scenarios: a game state built from a few lines of YAML, for tests of rules and cards.

See `deckcheck.scenarios.builder` for the YAML's keys. A scenario's cards come from a
card database with compiled abilities (`deckcheck.effects.catalog`), so this package
sits above both the card database and the ability language.
"""

from deckcheck.scenarios.builder import ids, names, scenario

__all__ = ["ids", "names", "scenario"]
