"""LRIGs and the cards underneath them: moving those cards under another LRIG.

How many cards are underneath a LRIG is the quantity `underneath`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.cards import REF_NAME, Cards, referenced
from deckcheck.effects.library.common import ToEachCard
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import Zone


@dataclass(frozen=True)
class MoveUnderneath(Effect):
    """Put all cards underneath some LRIGs (`from`) under another LRIG (`to`: this one,
    or one an earlier part named). Cards underneath a LRIG are not on the field."""

    name: ClassVar[str] = "move_underneath"

    from_: Cards = field(metadata={"doc": "the LRIGs whose cards underneath are moved"})
    to: str = field(
        default="self",
        metadata={**REF_NAME, "doc": "the LRIG they go under (self)"},
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        under = [card for card in referenced(context, self.to) if game.is_lrig_top(card)]
        if not under:
            return
        lrig = under[0]
        for other in self.from_.candidates(context):
            if other != lrig:
                # Bottom card last: the moved cards keep their order under the new LRIG.
                for card in reversed(game.under(other)):
                    game.put_under(card, lrig)
        return
        yield

    def describe(self) -> str:
        spec = self.from_
        lrigs = spec.phrase(not spec.single, moving=False)
        if spec.ref is None and not spec.single:
            lrigs = f"all {'other ' if spec.other else ''}{lrigs}"
        to = Cards(ref=self.to).reference()
        return english.sentence(f"Put all cards underneath {lrigs} under {to}")


@dataclass(frozen=True)
class PutUnderLrig(ToEachCard):
    """Put cards that are not on the field (of the LRIG trash, the LRIG deck...) under a
    LRIG of their owner's field (`to`: this one, or one an earlier part named), at the
    bottom of its LRIG zone (every LRIG of the LRIG trash, say). Cards
    underneath a LRIG are not on the field; [Exceed] pays with them."""

    name: ClassVar[str] = "put_under_lrig"

    to: str = field(
        default="self",
        metadata={**REF_NAME, "doc": "the LRIG they go under (self)"},
    )

    def act(self, context: EffectContext, card: int) -> bool:
        game = context.game
        lrigs = [lrig for lrig in referenced(context, self.to) if game.is_lrig_top(lrig)]
        if not lrigs or game.owner[card] != game.owner[lrigs[0]]:
            return False
        if game.zone[card] == Zone.SIGNI or game.is_lrig_top(card):
            return False  # a card on the field would leave it: no such card is meant
        game.put_under(card, lrigs[0])
        return True

    def describe(self) -> str:
        phrase = self.cards.phrase()
        self.name_acted("the cards put under this way")
        to = Cards(ref=self.to).reference()
        return english.sentence(f"Put {phrase} under {to}")
