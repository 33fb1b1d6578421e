"""What happens as cards enter the field: [Enter] abilities that do not trigger.

- no_enter_abilities: {player: you}          # "This turn, your SIGNI's [On-Play] ..."
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.cards import Player
from deckcheck.effects.library.common import PlayersEffect
from deckcheck.effects.values import Duration, player_of
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode, Restriction


@dataclass(frozen=True)
class NoEnterAbilities(PlayersEffect):
    """The [Enter] abilities of a player's SIGNI do not trigger as they enter the field
    ("This turn, your SIGNI's [On-Play] abilities don't trigger"): until `until`, or while
    a [Constant] ability is in force. Other abilities that see a SIGNI enter still
    trigger (docs/engine-hooks.md, "[Enter] abilities that do not trigger")."""

    name: ClassVar[str] = "no_enter_abilities"

    player: Player = Player.YOU
    until: Duration = Duration.END_OF_TURN

    def _effect(self, controller: int, **timing: Any) -> ContinuousEffect:
        return ContinuousEffect(
            Attribute.RESTRICTION,
            Mode.SET,
            Restriction.NO_ENTER,
            player=player_of(self.player, controller),
            **timing,
        )

    def describe(self) -> str:
        whose = "your" if self.player is Player.YOU else "your opponent's"
        body = f"{whose} SIGNI's {english.enter_tag()} abilities do not trigger"
        if english.in_force():
            return english.sentence(body)
        if self.until is Duration.END_OF_TURN:
            return english.sentence(f"this turn, {body}")
        return english.sentence(f"{body} {self.until.describe()}")
