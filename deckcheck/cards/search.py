"""Searching the card database by facts."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from deckcheck.cards.classes import class_matches
from deckcheck.cards.model import Card, CardType, Color, Keyword
from deckcheck.cards.names import identifier_key, name_key


@dataclass(frozen=True)
class CardQuery:
    """Filters for a card search; every filter given must hold (None: any)."""

    name: str | None = None
    types: tuple[CardType, ...] = ()
    colors: tuple[Color, ...] = ()
    levels: tuple[int, ...] = ()
    lrig_type: str | None = None
    card_class: str | None = None
    keywords: tuple[Keyword, ...] = ()
    life_burst: bool | None = None
    guard: bool | None = None
    pools: tuple[str, ...] = ()

    def matches(self, card: Card) -> bool:
        if self.pools and card.pool not in self.pools:
            return False
        if self.types and card.type not in self.types:
            return False
        if self.colors and not any(color in card.colors for color in self.colors):
            return False
        if self.levels and card.level not in self.levels:
            return False
        if self.lrig_type and not _has_identifier(card.lrig_types, self.lrig_type):
            return False
        if self.card_class and not any(class_matches(c, self.card_class) for c in card.classes):
            return False
        if self.keywords and not all(k in card.keywords for k in self.keywords):
            return False
        if self.life_burst is not None and card.life_burst != self.life_burst:
            return False
        if self.guard is not None and card.guard != self.guard:
            return False
        if self.name:
            wanted = name_key(self.name)
            names = (card.name, *card.aliases)
            if not any(wanted in name_key(n) for n in names):
                return False
        return True


def _has_identifier(values: Iterable[str], wanted: str) -> bool:
    key = identifier_key(wanted)
    return any(identifier_key(value) == key for value in values)


def search(cards: Iterable[Card], query: CardQuery) -> list[Card]:
    """The cards matching `query`, by pool then card number."""
    found = [card for card in cards if query.matches(card)]
    found.sort(key=lambda c: (c.pool, c.number))
    return found
