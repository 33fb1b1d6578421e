"""Abilities a card has of other cards: a LRIG that can use the [Action] abilities of every
LRIG in its player's LRIG trash.

    - actions_of: {ref: self, of: {side: you, zone: lrig_trash, type: LRIG}}    # [Constant]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Cards, Selection
from deckcheck.effects.library.power import continuous_on
from deckcheck.effects.terms import Effect, Here
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class Lenders:
    """The cards an `actions_of` lends the abilities of, as the engine's `lenders(game)`:
    read whenever the abilities are."""

    cards: Cards
    controller: int
    source: int

    def __call__(self, game: Game) -> list[int]:
        return self.cards.candidates(Here(game, self.controller, self.source))


@dataclass(frozen=True)
class ActionsOf(Effect):
    """While a [Constant] ability is in force, cards (`ref: self`, or `all`) have the
    [Action] abilities of other cards (`of`, wherever they are: "all of your LRIGs in your
    LRIG Trash") as their own: used from the card that has them, its costs paid by it
    (its [Down], its [Exceed]), each with its own limit; read whenever they are, so a
    card that joins or leaves those cards lends its abilities or stops
    (docs/engine-hooks.md, "[Action] abilities of other cards")."""

    name: ClassVar[str] = "actions_of"

    cards: Selection = field(metadata=FLAT)
    of: Cards = field(metadata={"doc": "the cards whose [Action] abilities they have"})

    def __post_init__(self) -> None:
        if self.cards.target is not None or self.cards.choose is not None:
            raise LanguageError("the cards that have them are `ref: self` or `all`")

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        effect = continuous_on(
            self.cards, game, source, condition, Attribute.ACTIONS_OF, Mode.SET, 0
        )
        return [replace(effect, lenders=Lenders(self.of, game.owner[source], source))]

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        verb = "have" if plural else "has"
        lenders = self.of.phrase(True, moving=False)
        if self.of.ref is None:
            lenders = f"all {lenders}"
        return english.sentence(f"{text} {verb} the [Action] abilities of {lenders}")
