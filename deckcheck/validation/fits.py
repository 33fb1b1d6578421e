"""What fits a deck: the cards that could legally be added to it in its format.

A card fits when adding a copy to the deck its type belongs in brings no error the
deck does not already have: every construction rule is asked (colours, copies,
LRIG deck slots, PIECE rules, bans, pools), none is restated here. Only the main
deck's size is left out: a deck being built is short of cards, and a full deck
takes a card by swapping one out (the report says how many slots are free). The
copies that fit are counted the same way, one more at a time.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from deckcheck.cards.model import Card, DeckSection
from deckcheck.cards.pool import CardDatabase
from deckcheck.decks.model import MAX_COPIES, Deck, DeckEntry
from deckcheck.decks.resolve import load_deck_in_format
from deckcheck.formats import Format, FormatCards, format_cards
from deckcheck.problems import Problem
from deckcheck.validation.check import complete_sections
from deckcheck.validation.rules import DeckFacts, check_rules

# A short main deck is what a deck under construction is: never a reason not to fit.
LEFT_OUT = frozenset({"main-deck-size"})


@dataclass(frozen=True)
class Fit:
    """A card that fits: the deck it goes in, how many more copies fit, and the
    codes of the warnings adding it would bring (a warning never makes a deck illegal)."""

    card: Card
    section: DeckSection
    copies: int
    warnings: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            **self.card.to_dict(),
            "fits_in": self.section.value,
            "copies_left": self.copies,
            "warnings": list(self.warnings),
        }


@dataclass(frozen=True)
class FitReport:
    """The cards that fit a deck, in the order they were offered."""

    deck: str
    format: str
    fits: tuple[Fit, ...]
    main_deck_cards: int
    main_deck_max: int | None = None
    checked: int = field(default=0, compare=False)

    @property
    def free_slots(self) -> int | None:
        """Cards the main deck may still take, or None when its size has no maximum."""
        if self.main_deck_max is None:
            return None
        return max(self.main_deck_max - self.main_deck_cards, 0)


def fits_for_file(
    path: Path,
    database: CardDatabase,
    candidates: Iterable[Card] | None = None,
    format_choice: str | None = None,
) -> FitReport:
    """The cards of `candidates` (default: every card) that fit the deck at `path`, in
    `format_choice` or else the format it names. Raises DecklistError for a deck that
    cannot be used (its unknown cards are not a deck to add to)."""
    deck, fmt = load_deck_in_format(path, database, format_choice)
    offered = database.cards if candidates is None else candidates
    return cards_that_fit(deck, fmt, format_cards(fmt, database), offered)


def cards_that_fit(
    deck: Deck, fmt: Format, cards: FormatCards, candidates: Iterable[Card]
) -> FitReport:
    """The cards among `candidates` that fit `deck` in `fmt` (see the module)."""
    trial = _Trial(deck, fmt, cards)
    fits = []
    checked = 0
    for card in candidates:
        section = _section_for(card, fmt)
        if section is None:
            continue
        checked += 1
        warnings = trial.new_warnings(card, section, 1)
        if warnings is None:
            continue
        # Problems only grow with copies: the most that fit, found by bisection.
        most, fewest_failing = 1, (fmt.copies.limit or MAX_COPIES) + 1
        while fewest_failing - most > 1:
            middle = (most + fewest_failing) // 2
            found = trial.new_warnings(card, section, middle)
            if found is None:
                fewest_failing = middle
            else:
                most, warnings = middle, found
        codes = tuple(sorted({p.code for p in warnings}))
        fits.append(Fit(card, section, most, codes))
    size = fmt.main_deck.size
    return FitReport(
        deck.decklist.path,
        fmt.name,
        tuple(fits),
        sum(copies for _, copies in deck.main_deck),
        size.max,
        checked,
    )


class _Trial:
    """The deck's own problems, and what adding copies of a card brings."""

    def __init__(self, deck: Deck, fmt: Format, cards: FormatCards) -> None:
        self.deck, self.format, self.cards = deck, fmt, cards
        self.complete = complete_sections(deck)
        problems = check_rules(DeckFacts(deck, fmt, cards, self.complete))
        self.before = {_key(p) for p in problems} | {(code, None) for code in LEFT_OUT}

    def new_warnings(self, card: Card, section: DeckSection, copies: int) -> list[Problem] | None:
        """The new warnings with `copies` more of `card`; None when an error is new."""
        grown = _adding(self.deck, card, section, copies)
        problems = check_rules(DeckFacts(grown, self.format, self.cards, self.complete))
        new = [p for p in problems if _key(p) not in self.before]
        return None if any(p.is_error for p in new) else new


def _section_for(card: Card, fmt: Format) -> DeckSection | None:
    """The deck a card of this type belongs in under `fmt`, if any (not its pools)."""
    if card.pool not in fmt.pools:
        return None
    if card.type in fmt.main_deck.card_types:
        return DeckSection.MAIN
    if card.type in fmt.lrig_deck.card_types:
        return DeckSection.LRIG
    return None


def _adding(deck: Deck, card: Card, section: DeckSection, copies: int) -> Deck:
    """`deck` with `copies` more of `card` in `section` (merged with any it holds)."""
    held = deck.cards(section)
    merged = tuple((c, n + copies) if c.id == card.id else (c, n) for c, n in held)
    if not any(c.id == card.id for c, _ in held):
        merged += ((card, copies),)
    entry = DeckEntry(card.name, copies, section, None)
    lrig, main = (
        (merged, deck.main_deck) if section is DeckSection.LRIG else (deck.lrig_deck, merged)
    )
    return Deck(
        decklist=deck.decklist,
        lrig_deck=lrig,
        main_deck=main,
        groups=deck.groups,
        entries=(*deck.entries, (entry, card)),
    )


def _key(problem: Problem) -> tuple[str, str | None]:
    # By code and card, not message: a count the deck is short of changes its message
    # as cards are added, and is no new problem.
    return problem.code, problem.card
