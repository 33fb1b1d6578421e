"""Ending the turn: "end the turn" (docs/engine-hooks.md, "Ending the turn").

- end_turn: {}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.cards import Player
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import player_of
from deckcheck.engine.abilities import EffectContext, Procedure


@dataclass(frozen=True)
class EndTurn(Effect):
    """End the turn ("end the turn"): what is under way stops; the turn player discards
    down to the hand limit, cards in the check zones go to the trash and "this turn"
    effects end, then the next turn begins (docs/engine-hooks.md, "Ending the turn")."""

    name: ClassVar[str] = "end_turn"

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = game.turn_player
        excess = len(game.players[player].hand) - game.rules.hand_limit
        if excess > 0:
            yield from game.choose_discard(player, excess, source=context.source)
        game.end_turn(context.controller, context.source)

    def describe(self) -> str:
        return english.sentence("end the turn")


@dataclass(frozen=True)
class SkipTurn(Effect):
    """A player skips their next turn ("skip your next turn"): its number passes and the
    other player takes the turn after (docs/engine-hooks.md, "Skipped turns")."""

    name: ClassVar[str] = "skip_turn"

    player: Player = Player.YOU

    def resolve(self, context: EffectContext) -> Procedure[None]:
        context.game.skip_next_turn(player_of(self.player, context.controller))
        return
        yield  # a generator, without choices

    def describe(self) -> str:
        if self.player is Player.OPPONENT:
            return english.sentence("your opponent skips their next turn")
        return english.sentence("skip your next turn")


@dataclass(frozen=True)
class ExtraTurn(Effect):
    """A player takes an extra turn after this one ("After this turn, you get an
    additional turn"): the turn after this is theirs, then the turns alternate from it
    (docs/engine-hooks.md, "Extra turns")."""

    name: ClassVar[str] = "extra_turn"

    player: Player = Player.YOU

    def resolve(self, context: EffectContext) -> Procedure[None]:
        context.game.take_extra_turn(player_of(self.player, context.controller))
        return
        yield  # a generator, without choices

    def describe(self) -> str:
        if self.player is Player.OPPONENT:
            return english.sentence("after this turn, your opponent gets an additional turn")
        return english.sentence("after this turn, you get an additional turn")
