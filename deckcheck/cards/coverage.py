"""Ability coverage: which cards play as printed, and which run as if they had no text.

A card is *complete* when it prints no abilities beyond the keywords it has outright
(`has_ability_text` is false), or when its `abilities:` entries define them (coverage
reads the entries as data; compiling them is the ability language's check). Encoders define
every printed ability of a card at once, so a card with definitions is complete.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from deckcheck.cards.model import Card


class Status(StrEnum):
    """Why a card is complete, or that it is not."""

    ENCODED = "encoded"  # its abilities are defined
    NO_TEXT = "no text"  # it prints no abilities beyond its keywords
    MISSING = "missing"  # it prints abilities that are not defined yet

    @property
    def complete(self) -> bool:
        return self is not Status.MISSING


def status(card: Card) -> Status:
    if card.defines_abilities:
        return Status.ENCODED
    return Status.MISSING if card.has_ability_text else Status.NO_TEXT


def is_complete(card: Card) -> bool:
    """Whether the card plays as printed."""
    return status(card).complete


@dataclass(frozen=True)
class Coverage:
    """Coverage of a set of distinct cards."""

    cards: tuple[Card, ...]
    incomplete: tuple[Card, ...]

    @property
    def total(self) -> int:
        return len(self.cards)

    @property
    def complete(self) -> int:
        return self.total - len(self.incomplete)

    @property
    def share(self) -> float:
        """The share of complete cards, 1.0 for no cards."""
        return self.complete / self.total if self.cards else 1.0

    def rows(self) -> list[dict[str, str]]:
        """Every card with its status, in the order the cards came."""
        return [
            {"id": c.id, "number": c.number, "name": c.name, "status": status(c).value}
            for c in self.cards
        ]

    def to_dict(self) -> dict[str, object]:
        return {
            "cards": self.total,
            "complete": self.complete,
            "share": round(self.share, 4),
            "incomplete": [{"id": c.id, "name": c.name} for c in self.incomplete],
        }


def coverage(cards: Iterable[Card]) -> Coverage:
    """Coverage of the distinct cards among `cards` (copies count once), in first-seen order."""
    distinct = tuple({card.id: card for card in cards}.values())
    return Coverage(distinct, tuple(c for c in distinct if not is_complete(c)))
