"""SIGNI Zones closed to new SIGNI for a while (the classic WX08-032: no SIGNI of the
opponent may be put into that zone for this turn and the next; our reading:
docs/engine-hooks.md, "Closed SIGNI Zones"):

    - vanish: {target: {side: opponent, zone: signi, as: vanished}}
    - lock_signi_zone: {ref: vanished, next_turn: true}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT
from deckcheck.effects.cards import Selection
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode, place_bit


@dataclass(frozen=True)
class LockSigniZone(Effect):
    """No SIGNI can be put into the SIGNI Zone of each selected SIGNI (the one it is in, or
    the one it was last in once it left the field), of its owner's field, until `until`:
    neither played there nor put there by an effect: during this turn, and the next one too
    with `next_turn`. docs/engine-hooks.md, "Closed SIGNI Zones"."""

    name: ClassVar[str] = "lock_signi_zone"

    cards: Selection = field(metadata=FLAT)
    next_turn: bool = field(
        default=False, metadata={"doc": 'and during the next turn ("this turn and the next")'}
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        ends = game.turn + 1 if self.next_turn else game.turn
        for card in cards:
            slot = game.slot[card]
            if 0 <= slot < 3:
                game.add_effect(
                    ContinuousEffect(
                        Attribute.RESTRICTION,
                        Mode.SET,
                        place_bit(slot),
                        player=game.owner[card],
                        ends_after_turn=ends,
                    )
                )

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        zones = "SIGNI Zones" if plural else "SIGNI Zone"
        when = "During this turn and the next turn" if self.next_turn else "During this turn"
        return english.sentence(f"{when}, SIGNI cannot be put into the {zones} of {text}")
