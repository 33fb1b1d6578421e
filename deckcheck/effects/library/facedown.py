"""Face-down cards in a SIGNI zone: turning a SIGNI face down, and face up again
(docs/engine-hooks.md, "Face-down cards in a SIGNI zone")."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.library.common import ToEachCard
from deckcheck.engine.abilities import EffectContext
from deckcheck.engine.constants import Zone


@dataclass(frozen=True)
class TurnFaceDown(ToEachCard):
    """Turn SIGNI on the field face down: each stays in its SIGNI zone as a face-down card,
    no SIGNI (no name, power or abilities; its zone is free for a SIGNI), without leaving
    the field (docs/engine-hooks.md, "Face-down cards in a SIGNI zone"). The zone
    `face_down` selects such cards."""

    name: ClassVar[str] = "turn_face_down"
    template: ClassVar[str] = "Turn {cards} face down"

    def act(self, context: EffectContext, card: int) -> bool:
        return context.game.turn_face_down(card)


class Occupied(StrEnum):
    """What becomes of a face-down card that cannot turn face up (a SIGNI is in its zone)."""

    STAY = "stay"  # it stays face down
    TRASH = "trash"  # it is put into its owner's trash


@dataclass(frozen=True)
class TurnFaceUp(ToEachCard):
    """Turn face-down cards of the SIGNI zones face up, each only if no SIGNI is in the same
    SIGNI Zone as it ("if a SIGNI is not in the same position as the SIGNI turned face down
    this way, turn that SIGNI face up"): a SIGNI again there, upped, a new card that does
    not enter the field. Else it stays face down, or with `occupied: trash` it is put into
    its owner's trash ("However, if there is a SIGNI in the same position, put it into the
    trash")."""

    name: ClassVar[str] = "turn_face_up"

    occupied: Occupied = Occupied.STAY

    def act(self, context: EffectContext, card: int) -> bool:
        game = context.game
        if game.turn_face_up(card):
            return True
        if self.occupied is Occupied.TRASH and game.zone[card] == Zone.FACE_DOWN:
            game.trash(card, context.source)
        return False

    def describe(self) -> str:
        cards, plural = self.cards.noun_phrase()
        if plural:
            text = f"Turn {cards} face up, each with no SIGNI in the same SIGNI Zone"
            if self.occupied is Occupied.TRASH:
                text += ", and put the others into their owner's trash"
        else:
            text = f"If there is no SIGNI in the same SIGNI Zone as {cards}, turn it face up"
            if self.occupied is Occupied.TRASH:
                text += ". If there is, put it into its owner's trash"
        return english.sentence(text)
