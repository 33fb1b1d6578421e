"""Limiting conditions ignored: the LRIG types a classic card is limited to.

- ignore_limits: {side: you, type: [ARTS, SPELL]}                        # [Constant]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT
from deckcheck.effects.cards import Side, Whose, WhoseTest
from deckcheck.effects.terms import Effect
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

_WHOSE = {Side.YOU: "your", Side.OPPONENT: "your opponent's", Side.ANY: "all"}


@dataclass(frozen=True)
class IgnoreLimits(Effect):
    """While a [Constant] ability is in force, the limiting conditions (the LRIG types a
    classic card is limited to) of a player's cards of a kind are ignored (for a player's ARTS
    and spells, classic WX05-006): they may be used, played or put
    onto the field whatever LRIG is on the field (docs/engine-hooks.md, "Limiting
    conditions ignored")."""

    name: ClassVar[str] = "ignore_limits"

    cards: Whose = field(metadata=FLAT)

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [
            ContinuousEffect(
                Attribute.NO_LIMITING,
                Mode.SET,
                applies=WhoseTest(self.cards, source),
                condition=condition,
            )
        ]

    def describe(self) -> str:
        cards = " ".join([self.cards.noun(True, "card"), *self.cards.with_phrases()])
        return english.sentence(
            f"The limiting conditions of {_WHOSE[self.cards.side]} {cards} are ignored"
        )
