"""Mulligan rules: which cards of the opening hand a player keeps.

The mulligan (`en-2021-glossary.txt` "Mulligan", `turn-summary.txt` "To begin the game"):
after drawing 5 cards a player may return any number of them to the deck, shuffle it and
draw as many; once. A rule here keeps every card of a group and returns the others, so
"keep only level 1 SIGNI" returns every card that is not a level 1 SIGNI, and "keep
everything" is no mulligan at all.

The rule is frozen data and independent of the command line: the exact statistics read it
through `keeps`, and a goldfish agent applies it to a concrete hand through `returned`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deckcheck.cards.model import Card
from deckcheck.stats.groups import EVERY_CARD, CardGroup, GroupContext, parse_group

KEEP_EVERYTHING_WORDS = {"all", "everything", "none", "no", "off", "*", "every"}


@dataclass(frozen=True)
class MulliganRule:
    """Keep the opening hand's cards of `keep`; return every other card and draw as many."""

    keep: CardGroup = EVERY_CARD

    @classmethod
    def keep_everything(cls) -> MulliganRule:
        """No mulligan: every card stays."""
        return cls(EVERY_CARD)

    @classmethod
    def parse(cls, expression: str, context: GroupContext | None = None) -> MulliganRule:
        """A rule from the group expression of the cards to keep (`all` or `none`: no mulligan)."""
        if expression.strip().casefold() in KEEP_EVERYTHING_WORDS:
            return cls.keep_everything()
        return cls(parse_group(expression, context))

    @property
    def is_keep_everything(self) -> bool:
        return self.keep.is_everything

    @property
    def label(self) -> str:
        if self.is_keep_everything:
            return "no mulligan (keep every card)"
        return f"keep {self.keep.label}, return every other card"

    def keeps(self, card: Card) -> bool:
        return self.keep.matches(card)

    def returned(self, hand: Sequence[Card]) -> list[Card]:
        """The cards of `hand` that the rule returns to the deck, in hand order."""
        return [card for card in hand if not self.keeps(card)]

    def to_dict(self) -> dict[str, str]:
        return {"keep": self.keep.expression, "label": self.label}
