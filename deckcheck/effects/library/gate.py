"""The [Gate] (WXDi-P15 and P16): a marker in one of a player's SIGNI zones (our reading:
docs/engine-hooks.md, "Gate"). The effect `put_gate` puts one, the filter `gate: true`
selects the SIGNI in the same SIGNI Zone as one, and the condition `has_gate` asks whether
a player has one:

    - put_gate: {}
    - kind: constant
      condition: {count: {ref: self, gate: true}}
      effects: [{power: {ref: self, amount: 10000}}]
    - if: {condition: {has_gate: {}}, then: [...]}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deckcheck.effects.cards import Player
from deckcheck.effects.terms import Condition, Effect, Scope
from deckcheck.effects.values import player_of
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind

# One mode for each SIGNI zone, left to right.
_ZONES = tuple(Action(ActionKind.CHOOSE_MODE, slot) for slot in range(3))


@dataclass(frozen=True)
class PutGate(Effect):
    """Put a [Gate] in one of your SIGNI Zones, chosen by this ability's player (a mode:
    the zone's index, left to right). A player has one [Gate] at most: one they have
    already moves to that zone. docs/engine-hooks.md, "Gate"."""

    name: ClassVar[str] = "put_gate"

    def resolve(self, context: EffectContext) -> Procedure[None]:
        action = yield Decision(context.controller, DecisionKind.MODE, _ZONES, context.source)
        context.game.put_gate(context.controller, action.a)

    def describe(self) -> str:
        return "Put a [Gate] in one of your SIGNI Zones."


@dataclass(frozen=True)
class HasGate(Condition):
    """There is a [Gate] on a player's field ("if there is a [Gate] on your field")."""

    name: ClassVar[str] = "has_gate"
    shorthand: ClassVar[str | None] = "player"

    player: Player = Player.YOU

    def holds(self, scope: Scope) -> bool:
        return scope.game.players[player_of(self.player, scope.controller)].gate >= 0

    def describe(self) -> str:
        whose = "your" if self.player is Player.YOU else "your opponent's"
        return f"there is a [Gate] on {whose} field"
