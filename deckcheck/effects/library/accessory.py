"""[Accessory] (classic): a card face up under a SIGNI, one per SIGNI.

    - kind: action                                       # [Action] of a card with [Accessory]
      zone: [ener]
      cost: {ener: {green: 1}}
      effects:
        - accessorize: {ref: self, to: {choose: {side: you, zone: signi}}}
    - kind: constant                                     # "the SIGNI accessorized with this"
      zone: [under_signi]
      effects:
        - power: {all: {ref: on_top, class: COOKING}, amount: 5000}
    condition: {count: {ref: self, accessorized: true}}  # "as long as this SIGNI is accessorized"
    search_deck: {type: SIGNI, accessory: true, ...}     # "a SIGNI with Accessory"

How the engine reads it: docs/engine-hooks.md, "[Accessory]".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Selection
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import Zone


@dataclass(frozen=True)
class Accessorize(Effect):
    """Put a card under a SIGNI of its owner's field as its [Accessory] (this card, from the
    Ener Zone, under one of its owner's SIGNI, say): face up, one per SIGNI, so
    only a SIGNI without one may be chosen (`to`: one SIGNI, chosen or targeted). It goes
    to the trash with its SIGNI as any card under it does (docs/engine-hooks.md,
    "[Accessory]"). A card whose printed [Action] does so to itself is a card with
    [Accessory] (the filter `accessory`, the card fact `tags: [accessory]`)."""

    name: ClassVar[str] = "accessorize"

    cards: Selection = field(metadata=FLAT)
    to: Selection = field(metadata={"doc": "the SIGNI it goes under (one, chosen or targeted)"})

    def __post_init__(self) -> None:
        for selection, key in ((self.cards, "accessorize"), (self.to, "to")):
            pick = selection.target or selection.choose
            if selection.all is not None or (
                pick is not None and (pick.up_to is not None or (pick.count or 1) != 1)
            ):
                raise LanguageError("one card goes under one SIGNI as an [Accessory]", key)

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        cards = [card for card in cards if game.zone[card] not in (Zone.SIGNI, Zone.UNDER)]
        if not cards:
            return
        card = cards[0]
        hosts = yield from self.to.resolve(
            context,
            lambda signi: game.owner[signi] == game.owner[card] and game.accessory_of(signi) < 0,
        )
        if hosts and game.zone[hosts[0]] == Zone.SIGNI:
            game.put_accessory(card, hosts[0])

    def describe(self) -> str:
        # The card is off the field as it becomes an [Accessory] (in the Ener Zone).
        text = "this card" if self.cards.is_self else self.cards.noun_phrase()[0]
        host = self.to.phrase(moving=False)
        return english.sentence(f"Put {text} under {host} as an [Accessory]")
