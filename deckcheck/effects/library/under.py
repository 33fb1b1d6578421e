"""Cards under a SIGNI: putting cards there. The zones `under_this` ("a card underneath
this SIGNI") and `under_signi` ("underneath a SIGNI on your field") select them; the
quantity `underneath` counts them.

    - put_under: {choose: {side: you, zone: deck, top: 1}}            # under this SIGNI
    - put_under: {target: {side: you, zone: trash, class: ANGEL}}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT
from deckcheck.effects.cards import REF_NAME, Cards, Selection, referenced
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import Zone


@dataclass(frozen=True)
class PutUnder(Effect):
    """Put cards under a SIGNI on the field of their owner (`under`: this SIGNI, or one an
    earlier part named). docs/engine-hooks.md, "Cards under a SIGNI"."""

    name: ClassVar[str] = "put_under"

    cards: Selection = field(metadata=FLAT)
    under: str = field(
        default="self", metadata={**REF_NAME, "doc": "the SIGNI they go under (self)"}
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        hosts = [card for card in referenced(context, self.under) if game.zone[card] == Zone.SIGNI]
        if not hosts:
            return
        host = hosts[0]
        cards = yield from self.cards.resolve(
            context, lambda card: card != host and game.owner[card] == game.owner[host]
        )
        for card in cards:
            game.put_under_signi(card, host)

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase()
        host = Cards(ref=self.under).reference()
        return english.sentence(f"Put {text} under {host}")
