"""Decklists as data: as written in a file (DeckList), and resolved to cards (Deck)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from deckcheck.cards.model import Card, DeckSection
from deckcheck.cards.search import CardQuery

# The most copies one entry may ask for: more is never a deck, and it keeps a
# mistyped count from expanding into millions of cards.
MAX_COPIES = 99


@dataclass(frozen=True)
class DeckEntry:
    """One entry as written: a card reference and its count."""

    reference: str
    count: int
    section: DeckSection
    line: int | None
    # The YAML comment that followed the entry on its line (`- 4 Servant #` reads
    # as `4 Servant` plus the comment `#`), kept to explain an unknown name.
    comment: str | None = field(default=None, compare=False)
    # The printing a list gives beside the name (`4 Servant # (WXDi-D02) WXDi-D02-28`):
    # it names the card when the reference alone names no single card.
    number: str | None = None


@dataclass(frozen=True)
class DeckGroup:
    """A named group of cards defined in the deck file (used by `deckcheck stats`)."""

    name: str
    cards: tuple[str, ...] = ()
    query: CardQuery | None = None
    line: int | None = None
    # The line of each reference in `cards`, in the same order.
    card_lines: tuple[int | None, ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class DeckList:
    """A parsed decklist, not yet resolved to cards."""

    path: str
    name: str | None
    player: str | None
    format: str | None
    lrig_deck: tuple[DeckEntry, ...]
    main_deck: tuple[DeckEntry, ...]
    groups: tuple[DeckGroup, ...] = ()
    # Where the sections and the format field are written, for problems about them.
    lrig_deck_line: int | None = None
    main_deck_line: int | None = None
    format_line: int | None = None
    # The section of each entry that could not be read (each has a problem): such a
    # section is only partly known.
    unread: tuple[DeckSection, ...] = ()
    # A list without sections (a plain list, a file of another tool): every entry is
    # in `main_deck` as read, and each card's type says its deck once it is resolved.
    sections_by_type: bool = False

    def entries(self, section: DeckSection) -> tuple[DeckEntry, ...]:
        return self.lrig_deck if section is DeckSection.LRIG else self.main_deck

    def section_line(self, section: DeckSection) -> int | None:
        return self.lrig_deck_line if section is DeckSection.LRIG else self.main_deck_line


@dataclass(frozen=True)
class Deck:
    """A decklist resolved to cards."""

    decklist: DeckList
    lrig_deck: tuple[tuple[Card, int], ...]
    main_deck: tuple[tuple[Card, int], ...]
    groups: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # Each entry that named a card, with that card, in file order.
    entries: tuple[tuple[DeckEntry, Card], ...] = ()

    def cards(self, section: DeckSection) -> tuple[tuple[Card, int], ...]:
        return self.lrig_deck if section is DeckSection.LRIG else self.main_deck

    def main_cards(self) -> list[Card]:
        """The main deck, one element per copy."""
        return [card for card, copies in self.main_deck for _ in range(copies)]

    def lrig_cards(self) -> list[Card]:
        """The LRIG deck, one element per copy."""
        return [card for card, copies in self.lrig_deck for _ in range(copies)]
