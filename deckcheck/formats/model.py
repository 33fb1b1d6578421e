"""Formats as data: a card pool and the parameters of the deck-construction rules.

A `Format` is what a format file says (see `schemas/format.schema.json`): which pools,
how big each deck is, how copies count, which colours fit, the ban list, and the
`game:` parameters the rules engine plays by (`deckcheck.formats.game`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from deckcheck.cards.model import CardType, DeckSection
from deckcheck.formats.game import GameRules


class CopiesBy(StrEnum):
    NAME = "name"
    CARD = "card"


class ColorRule(StrEnum):
    ANY = "any"
    LEVEL_ZERO_LRIGS = "level_zero_lrigs"


@dataclass(frozen=True)
class CountRange:
    """An allowed count: at least `min`, at most `max` (None: no bound)."""

    min: int | None = None
    max: int | None = None

    def too_few(self, count: int) -> bool:
        return self.min is not None and count < self.min

    def too_many(self, count: int) -> bool:
        return self.max is not None and count > self.max

    def __str__(self) -> str:
        if self.min is not None and self.min == self.max:
            return f"exactly {self.min}"
        if self.min is not None and self.max is not None:
            return f"{self.min} to {self.max}"
        if self.min is not None:
            return f"at least {self.min}"
        if self.max is not None:
            return f"at most {self.max}"
        return "any number"

    def to_dict(self) -> dict[str, int | None]:
        return {"min": self.min, "max": self.max}


@dataclass(frozen=True)
class CardReference:
    """A card named in a format file, and where."""

    reference: str
    line: int | None = None


@dataclass(frozen=True)
class MainDeckRules:
    size: CountRange
    card_types: tuple[CardType, ...]
    life_burst: CountRange


@dataclass(frozen=True)
class PieceRules:
    max: int
    needs_level_zero_lrigs: int


@dataclass(frozen=True)
class LrigDeckRules:
    size: CountRange  # cards other than PIECE
    card_types: tuple[CardType, ...]
    pieces: PieceRules | None
    unique_names: bool
    level_zero_lrigs: CountRange
    distinct_lrig_types: bool
    center_reaches_level: int | None


@dataclass(frozen=True)
class CopyRules:
    limit: int | None
    count_by: CopiesBy
    decks: tuple[DeckSection, ...]


@dataclass(frozen=True)
class Format:
    """A format: its pools and the parameters of every deck-construction rule."""

    name: str
    title: str
    description: str
    source: str
    pools: tuple[str, ...]
    main_deck: MainDeckRules
    lrig_deck: LrigDeckRules
    copies: CopyRules
    colors: ColorRule
    warn_lrig_type_restrictions: bool
    excluded_tags: tuple[str, ...] = ()
    banned: tuple[CardReference, ...] = ()
    restricted: tuple[tuple[CardReference, int], ...] = ()
    forbidden_combinations: tuple[tuple[CardReference, ...], ...] = ()
    rules: tuple[str, ...] = ()
    game: Mapping[str, Any] = field(default_factory=dict)

    def game_rules(self) -> GameRules:
        """The rules of play the format's `game:` section sets (SchemaError if it is wrong)."""
        return GameRules.from_mapping(self.game, source=self.source)

    def to_dict(self) -> dict[str, Any]:
        """Every parameter, in the shape of a format file (what `formats show` prints)."""
        pieces = self.lrig_deck.pieces
        return {
            "name": self.name,
            "title": self.title,
            "description": self.description,
            "source": self.source,
            "rules": list(self.rules),
            "pools": list(self.pools),
            "main_deck": {
                "size": self.main_deck.size.to_dict(),
                "card_types": [t.value for t in self.main_deck.card_types],
                "life_burst": self.main_deck.life_burst.to_dict(),
            },
            "lrig_deck": {
                "size": self.lrig_deck.size.to_dict(),
                "card_types": [t.value for t in self.lrig_deck.card_types],
                "pieces": None
                if pieces is None
                else {"max": pieces.max, "needs_level_zero_lrigs": pieces.needs_level_zero_lrigs},
                "unique_names": self.lrig_deck.unique_names,
                "level_zero_lrigs": self.lrig_deck.level_zero_lrigs.to_dict(),
                "distinct_lrig_types": self.lrig_deck.distinct_lrig_types,
                "center_reaches_level": self.lrig_deck.center_reaches_level,
            },
            "copies": {
                "limit": self.copies.limit,
                "count_by": self.copies.count_by.value,
                "decks": [d.value for d in self.copies.decks],
            },
            "colors": self.colors.value,
            "lrig_type_restrictions": "warn" if self.warn_lrig_type_restrictions else "ignore",
            "excluded_tags": list(self.excluded_tags),
            "banned": [c.reference for c in self.banned],
            "restricted": {c.reference: limit for c, limit in self.restricted},
            "forbidden_combinations": [
                [c.reference for c in combination] for combination in self.forbidden_combinations
            ],
            "game": dict(self.game),
        }


@dataclass(frozen=True)
class FormatCards:
    """The cards a format's lists name, as ids of one card database."""

    banned: frozenset[str] = frozenset()
    restricted: tuple[tuple[frozenset[str], int, str], ...] = ()
    forbidden_combinations: tuple[tuple[frozenset[str], ...], ...] = ()
