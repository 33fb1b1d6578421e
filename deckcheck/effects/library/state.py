"""Changing a card's state: down, up, freeze, awaken."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deckcheck.effects.library.common import ToEachCard
from deckcheck.engine.abilities import EffectContext


@dataclass(frozen=True)
class Down(ToEachCard):
    """Down SIGNI or LRIGs (turn them sideways)."""

    name: ClassVar[str] = "down"
    template: ClassVar[str] = "Down {cards}"

    def act(self, context: EffectContext, card: int) -> bool:
        return context.game.down(card, context.source)


@dataclass(frozen=True)
class Up(ToEachCard):
    """Up SIGNI or LRIGs."""

    name: ClassVar[str] = "up"
    template: ClassVar[str] = "Up {cards}"

    def act(self, context: EffectContext, card: int) -> bool:
        return context.game.up(card)


@dataclass(frozen=True)
class Freeze(ToEachCard):
    """Freeze SIGNI or LRIGs: they do not up in their owner's next up phase."""

    name: ClassVar[str] = "freeze"
    template: ClassVar[str] = "Freeze {cards}"

    def act(self, context: EffectContext, card: int) -> bool:
        context.game.freeze(card)
        return True


@dataclass(frozen=True)
class Awaken(ToEachCard):
    """SIGNI on the field become awakened: a state each keeps until it leaves the field
    (filter `state: awakened`; docs/engine-hooks.md, "Awakened")."""

    name: ClassVar[str] = "awaken"
    template: ClassVar[str] = "Awaken {cards}"

    def act(self, context: EffectContext, card: int) -> bool:
        return context.game.awaken(card)
