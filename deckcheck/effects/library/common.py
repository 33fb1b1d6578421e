"""What many effects share: an effect that does one thing to each card it selects."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT
from deckcheck.effects.cards import DONE, Selection
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
        acted = [card for card in cards if self.act(context, card)]
        name = self.cards.name()
        if name is not None:
            # "If you do" asks what was done, not what was chosen: a protected SIGNI that
            # was not vanished was chosen, but nothing was done to it.
            context.data.setdefault(DONE, {})[name] = acted

    def act(self, context: EffectContext, card: int) -> bool:
        """Do it to one card; whether it was done."""
        raise NotImplementedError

    def describe(self) -> str:
        return english.sentence(self.template.format(cards=self.cards.phrase()))

    def name_acted(self, phrase: str) -> None:
        """Call the cards this effect names (`as`) by what it did to them: "the cards put
        into your trash this way" (after the selection's own phrase was made)."""
        spec = self.cards.target or self.cards.choose or self.cards.all
        if spec is not None and spec.as_ is not None:
            english.name_cards(spec.as_, phrase, False)
