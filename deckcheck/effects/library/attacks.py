"""Attacks: negate the attack being processed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure


@dataclass(frozen=True)
class NegateAttack(Effect):
    """Negate the attack being processed ("negate that attack"): the attacker neither
    battles nor deals damage."""

    name: ClassVar[str] = "negate_attack"

    def resolve(self, context: EffectContext) -> Procedure[None]:
        context.game.negate_attack()
        return
        yield

    def describe(self) -> str:
        return "Negate that attack."
