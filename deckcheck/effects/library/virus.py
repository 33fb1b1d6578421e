"""The [Virus] (WXDi-P07, P09, P13): a marker in a SIGNI zone of a player's field, one per
zone, that makes the SIGNI in that zone infected (our reading: docs/engine-hooks.md,
"Virus"). The effect `put_virus` puts them, the filter `infected: true` selects the SIGNI
in a zone with one, and the cost part `remove_viruses: N` removes N of the opponent's:

    - put_virus: {each: true}
    - power: {all: {side: opponent, zone: signi, infected: true}, amount: -3000}
    - kind: action
      cost: {remove_viruses: 1}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects.cards import Player
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import player_of
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind


@dataclass(frozen=True)
class PutVirus(Effect):
    """Put a [Virus] in one of a player's SIGNI Zones (your opponent's by default), chosen
    by this ability's player among the zones without one (a mode: the zone's index, left
    to right), or with `each: true` in each of them. A SIGNI Zone has one [Virus] at most:
    a zone that has one gets none. docs/engine-hooks.md, "Virus"."""

    name: ClassVar[str] = "put_virus"

    player: Player = field(
        default=Player.OPPONENT, metadata={"doc": "whose SIGNI Zones (your opponent's)"}
    )
    each: bool = field(default=False, metadata={"doc": "in each of that player's SIGNI Zones"})

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = player_of(self.player, context.controller)
        free = [slot for slot in range(3) if slot not in game.virus_zones(player)]
        if self.each:
            for slot in free:
                game.put_virus(player, slot)
            return
        if not free:
            return
        slot = free[0]
        if len(free) > 1:
            options = tuple(Action(ActionKind.CHOOSE_MODE, zone) for zone in free)
            decision = Decision(context.controller, DecisionKind.MODE, options, context.source)
            slot = (yield decision).a
        game.put_virus(player, slot)

    def describe(self) -> str:
        whose = "your" if self.player is Player.YOU else "your opponent's"
        where = "each" if self.each else "one"
        return f"Put a [Virus] in {where} of {whose} SIGNI Zones."
