"""Souls: a card attached to a SIGNI as a [Soul], and the abilities that wait for one.

    - attach_soul:
        soul: {choose: {side: you, zone: under_lrig}}     # a card under this LRIG
        to: {target: {side: you, zone: signi}}            # to target SIGNI on your field
    when: {soul_attached: self}                           # a Soul is attached to this SIGNI
    when: {soul_attached: {side: you}}                    # ... to a SIGNI on your field

A Soul's own abilities work while it is attached (`zone: [soul]`); `ref: host` is the
SIGNI it is attached to. How the engine reads Souls: docs/engine-hooks.md, "Souls".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import LanguageError
from deckcheck.effects.cards import Selection
from deckcheck.effects.library.triggers import CardTrigger
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import Zone
from deckcheck.engine.events import EventKind


def _one_card(selection: Selection, key: str) -> None:
    pick = selection.target or selection.choose
    if selection.all is not None or (
        pick is not None and (pick.up_to is not None or (pick.count or 1) != 1)
    ):
        raise LanguageError("one card is attached to one SIGNI", key)


@dataclass(frozen=True)
class AttachSoul(Effect):
    """Attach a card to a SIGNI on the field as a [Soul]: it goes under the SIGNI, and its
    abilities that work as a Soul start. A SIGNI has one Soul at most (one it had goes to
    its owner's LRIG trash, or trash); a SIGNI's Soul goes there when the SIGNI leaves the
    field."""

    name: ClassVar[str] = "attach_soul"

    soul: Selection = field(metadata={"doc": "the card attached (one)"})
    to: Selection = field(metadata={"doc": "the SIGNI it is attached to (one)"})

    def __post_init__(self) -> None:
        _one_card(self.soul, "soul")
        _one_card(self.to, "to")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        hosts = yield from self.to.resolve(context)
        hosts = [card for card in hosts if game.zone[card] == Zone.SIGNI]
        if not hosts:
            return
        souls = yield from self.soul.resolve(context)
        if souls:
            game.attach_soul(souls[0], hosts[0])

    def describe(self) -> str:
        soul = self.soul.phrase()
        host = self.to.phrase(moving=False)
        return english.sentence(f"attach {soul} to {host} as a [Soul]")


@dataclass(frozen=True)
class SoulAttached(CardTrigger):
    """A card is attached to a SIGNI as a [Soul]: to this SIGNI (`self`), or to which SIGNI
    of whose."""

    name: ClassVar[str] = "soul_attached"

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.SOUL_ATTACHED,)

    def describe(self) -> str:
        if self.card == "self":
            return f"When a [Soul] is attached to {english.this()}"
        return f"Whenever a [Soul] is attached to {self.whose.phrase()}"
