"""A deck registration sheet as data: what an organizer collects before an event.

The player, the deck's name and format, the LRIG deck and the main deck with counts
and card numbers, the Life Burst and Guard counts, the totals, the verdict of the
construction rules and a line to sign. A sheet is made for a legal deck; an illegal
one is refused (`illegal-deck`) unless forced, and then says so on the page.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from deckcheck import __version__
from deckcheck.cards.model import Card, DeckSection
from deckcheck.cards.pool import CardDatabase
from deckcheck.decks.resolve import DecklistError, load_deck_in_format
from deckcheck.problems import Problem
from deckcheck.validation.check import validate_deck


class Paper(StrEnum):
    """The page sizes a sheet is laid out for, in millimetres."""

    A4 = "a4"
    LETTER = "letter"

    @property
    def size_mm(self) -> tuple[float, float]:
        return (210.0, 297.0) if self is Paper.A4 else (215.9, 279.4)


@dataclass(frozen=True)
class SheetRow:
    """One card of a sheet: its count and what identifies it."""

    count: int
    name: str
    number: str
    kind: str  # its type as the card prints it
    life_burst: bool
    guard: bool


@dataclass(frozen=True)
class Sheet:
    """Everything a registration sheet prints."""

    player: str | None
    deck_name: str | None
    format_title: str
    lrig_deck: tuple[SheetRow, ...]
    main_deck: tuple[SheetRow, ...]
    problems: tuple[Problem, ...]  # the errors of a forced illegal deck; empty when legal
    source: str

    @property
    def legal(self) -> bool:
        return not self.problems

    @property
    def lrig_total(self) -> int:
        return sum(row.count for row in self.lrig_deck)

    @property
    def main_total(self) -> int:
        return sum(row.count for row in self.main_deck)

    @property
    def life_burst_total(self) -> int:
        return sum(row.count for row in self.main_deck if row.life_burst)

    @property
    def guard_total(self) -> int:
        return sum(row.count for row in self.main_deck if row.guard)

    def verdict(self) -> str:
        """The construction rules' verdict, as the sheet prints it."""
        if self.legal:
            return f"Legal in {self.format_title} (checked by deckcheck {__version__})"
        codes = ", ".join(dict.fromkeys(problem.code for problem in self.problems))
        count = len(self.problems)
        return (
            f"NOT LEGAL in {self.format_title}: {count} problem{'s' if count != 1 else ''} "
            f"({codes}), printed with --force"
        )


def build_sheet(
    path: Path,
    database: CardDatabase,
    *,
    format_choice: str | None = None,
    player: str | None = None,
    force: bool = False,
) -> Sheet:
    """The registration sheet of the deck at `path`, checked in `format_choice` or the
    format it names. Raises DecklistError when the deck cannot be used (unknown cards,
    even with `force`) or is illegal and not forced (every problem, then `illegal-deck`).
    """
    deck, fmt = load_deck_in_format(path, database, format_choice)
    errors = tuple(p for p in validate_deck(deck, fmt, database) if p.is_error)
    if errors and not force:
        refusal = Problem(
            "illegal-deck",
            f"the deck is illegal in the {fmt.name} format ({len(errors)} "
            f"error{'s' if len(errors) != 1 else ''}): no sheet is written "
            "(--force writes one that says so)",
            path=str(path),
        )
        raise DecklistError([*errors, refusal])
    decklist = deck.decklist
    return Sheet(
        player=player or decklist.player,
        deck_name=decklist.name,
        format_title=fmt.title or fmt.name,
        lrig_deck=tuple(_row(card, n) for card, n in deck.cards(DeckSection.LRIG)),
        main_deck=tuple(_row(card, n) for card, n in deck.cards(DeckSection.MAIN)),
        problems=errors,
        source=str(path),
    )


def _row(card: Card, count: int) -> SheetRow:
    return SheetRow(count, card.name, card.number, card.type.label, card.life_burst, card.guard)
