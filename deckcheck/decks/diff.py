"""Two decklists compared card by card: what one adds to or removes from the other.

Cards are compared as cards, not as written: a deck written by number and its twin
written by name are equal, and so are two printings of one card.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckcheck.cards.model import Card, DeckSection
from deckcheck.cards.pool import CardDatabase
from deckcheck.decks.model import Deck
from deckcheck.decks.resolve import DecklistError, load_deck_in_format
from deckcheck.problems import Problem


@dataclass(frozen=True)
class CardChange:
    """One card whose count differs between the decks."""

    section: DeckSection
    card: Card
    before: int  # copies in the first deck
    after: int  # copies in the second

    @property
    def change(self) -> int:
        return self.after - self.before

    def to_dict(self) -> dict[str, Any]:
        return {
            "section": self.section.value,
            "id": self.card.id,
            "number": self.card.number,
            "name": self.card.name,
            "a": self.before,
            "b": self.after,
            "change": self.change,
        }


@dataclass(frozen=True)
class DeckDiff:
    """What turns deck `a` into deck `b`, per section, in deck order."""

    a: str
    b: str
    changes: tuple[CardChange, ...]

    @property
    def equal(self) -> bool:
        return not self.changes

    def rows(self) -> list[dict[str, Any]]:
        return [change.to_dict() for change in self.changes]

    def to_dict(self) -> dict[str, Any]:
        return {"a": self.a, "b": self.b, "equal": self.equal, "changes": self.rows()}


def diff_decks(a: Deck, b: Deck) -> DeckDiff:
    """The cards `b` adds to and removes from `a`: first those of `a` in its order
    (removed or changed counts), then those only `b` has."""
    changes = []
    for section in DeckSection:
        before = _counts(a, section)
        after = _counts(b, section)
        cards = {card.id: card for card, _ in (*a.cards(section), *b.cards(section))}
        for card_id, card in cards.items():
            old, new = before.get(card_id, 0), after.get(card_id, 0)
            if old != new:
                changes.append(CardChange(section, card, old, new))
    return DeckDiff(a.decklist.path, b.decklist.path, tuple(changes))


def diff_files(
    a: Path, b: Path, database: CardDatabase, format_choice: str | None = None
) -> DeckDiff:
    """The two decklist files compared (each read in `format_choice`, else in the format
    it names); DecklistError with the problems of both when either cannot be used."""
    decks: list[Deck] = []
    problems: list[Problem] = []
    for path in (a, b):
        try:
            decks.append(load_deck_in_format(path, database, format_choice)[0])
        except DecklistError as error:
            problems.extend(error.problems)
    if problems:
        raise DecklistError(problems)
    return diff_decks(*decks)


def _counts(deck: Deck, section: DeckSection) -> dict[str, int]:
    return {card.id: copies for card, copies in deck.cards(section)}
