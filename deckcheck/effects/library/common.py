"""What many effects share: an effect that does one thing to each card it selects."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT
from deckcheck.effects.cards import Selection
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure


@dataclass(frozen=True)
class ToEachCard(Effect):
    """Selects cards (`target`, `choose`, `all` or `ref`) and acts on each one.

    Subclasses say what happens to a card (`act`) and how the sentence reads
    (`template`, with `{cards}` for the selection: "Vanish {cards}.").
    """

    cards: Selection = field(metadata=FLAT)

    template: ClassVar[str] = "{cards}"

    def resolve(self, context: EffectContext) -> Procedure[None]:
        cards = yield from self.cards.resolve(context)
        for card in cards:
            self.act(context, card)

    def act(self, context: EffectContext, card: int) -> None:
        raise NotImplementedError

    def describe(self) -> str:
        return english.sentence(self.template.format(cards=self.cards.phrase()))
