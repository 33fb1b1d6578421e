"""SIGNI zones and what a field holds: erasing a SIGNI zone, a limit on how many SIGNI a
field holds, and a limit on the cards drawn in the draw phase (docs/engine-hooks.md,
"Erased SIGNI zones", "SIGNI a field holds", "Draws in the draw phase")."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.cards import Cards, Player, Side
from deckcheck.effects.terms import Effect, Here, Scope
from deckcheck.effects.values import Duration, player_of
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

# A SIGNI zone, chosen as a mode: its index, left to right.
_ZONES = tuple(Action(ActionKind.CHOOSE_MODE, slot) for slot in range(3))


def _players(side: Side, controller: int) -> tuple[int, ...]:
    if side is Side.ANY:
        return (controller, 1 - controller)
    return (controller,) if side is Side.YOU else (1 - controller,)


def _whose(side: Side) -> tuple[str, str]:
    """Who, and whose field: ("your opponent", "their")."""
    return {
        Side.YOU: ("you", "your"),
        Side.OPPONENT: ("your opponent", "their"),
        Side.ANY: ("all players", "their"),
    }[side]


def _when(until: Duration) -> str:
    when = until.describe()
    if not when:  # a [Constant] ability's
        return ""
    return " this turn" if until is Duration.END_OF_TURN else f" {when}"


class _PerPlayer(Effect):
    """An effect on the game of each player of `side`, in force until `until` (a one-shot
    effect) or while a [Constant] ability is."""

    side: Side
    until: Duration

    def _effect(self, player: int, **timing: Any) -> ContinuousEffect:
        raise NotImplementedError

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        ends = self.until.ends_after(game, context.controller)
        for player in _players(self.side, context.controller):
            game.add_effect(self._effect(player, ends_after_turn=ends))
        return
        yield  # a generator, without choices

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        controller = game.owner[source]
        return [
            self._effect(player, condition=condition) for player in _players(self.side, controller)
        ]


@dataclass(frozen=True)
class SigniLimit(_PerPlayer):
    """Players can have at most `at_most` SIGNI on their field (two for your opponent this
    turn, or one for every player): no SIGNI is put or played there beyond it, and a
    player over it puts SIGNI of their choice into the trash until they have that many (a
    rule-based action): until `until`, or while a [Constant] ability is in force. `only`:
    those cards alone, as they are as it begins (this SIGNI the only one its player may
    have this turn): no other SIGNI comes, even once they left, and the others go first
    (docs/engine-hooks.md, "SIGNI a field holds")."""

    name: ClassVar[str] = "signi_limit"

    at_most: int = field(metadata={"minimum": 1})
    side: Side = Side.OPPONENT
    until: Duration = Duration.END_OF_TURN
    only: Cards | None = field(
        default=None,
        metadata={"doc": "the SIGNI allowed, named as it begins (`{ref: self}`: this SIGNI)"},
    )

    def _effect(self, player: int, **timing: Any) -> ContinuousEffect:
        return ContinuousEffect(
            Attribute.SIGNI_COUNT, Mode.SET, self.at_most, player=player, **timing
        )

    def _allowed(self, scope: Scope) -> Callable[[Game, int], bool] | None:
        if self.only is None:
            return None
        allowed = frozenset(self.only.candidates(scope))
        return lambda game, card: card in allowed

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        ends = self.until.ends_after(game, context.controller)
        applies = self._allowed(context)
        for player in _players(self.side, context.controller):
            effect = self._effect(player, ends_after_turn=ends)
            game.add_effect(replace(effect, applies=applies))
        return
        yield  # a generator, without choices

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        controller = game.owner[source]
        applies = self._allowed(Here(game, controller, source))
        return [
            replace(self._effect(player, condition=condition), applies=applies)
            for player in _players(self.side, controller)
        ]

    def describe(self) -> str:
        who, whose = _whose(self.side)
        if self.only is not None:
            signi = self.only.phrase(self.at_most > 1, moving=False)
            return english.sentence(
                f"{who} can only have {signi} on {whose} field{_when(self.until)}"
            )
        signi = f"{english.number(self.at_most)} SIGNI"
        return english.sentence(
            f"{who} can only have up to {signi} on {whose} field{_when(self.until)}"
        )


@dataclass(frozen=True)
class DrawPhaseLimit(_PerPlayer):
    """Players draw at most `at_most` cards in their draw phase (one card for every player,
    or one card in all in a given turn's draw phase): until `until`, or while a [Constant]
    ability is in force (docs/engine-hooks.md, "Draws in the draw phase")."""

    name: ClassVar[str] = "draw_phase_limit"

    at_most: int = field(metadata={"minimum": 0})
    side: Side = Side.OPPONENT
    until: Duration = Duration.END_OF_TURN

    def _effect(self, player: int, **timing: Any) -> ContinuousEffect:
        return ContinuousEffect(
            Attribute.DRAW_PHASE_DRAWS, Mode.SET, self.at_most, player=player, **timing
        )

    def describe(self) -> str:
        who, whose = _whose(self.side)
        cards = f"{english.number(self.at_most)} card{'' if self.at_most == 1 else 's'}"
        return english.sentence(
            f"{who} can only draw {cards} in total during {whose} draw phase{_when(self.until)}"
        )


@dataclass(frozen=True)
class EraseSigniZone(Effect):
    """This ability's player chooses one of a player's SIGNI zones and erases it until
    `until` (an opposing SIGNI zone erased for the turn, WXDi-P00-015): while it is
    erased, no SIGNI can be put, played or moved there, and the cards in it go to their
    owner's trash (a rule-based action). The choice is a mode: the zone's index, left to
    right (docs/engine-hooks.md, "Erased SIGNI zones")."""

    name: ClassVar[str] = "erase_signi_zone"

    player: Player = Player.OPPONENT
    until: Duration = Duration.END_OF_TURN

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        owner = player_of(self.player, context.controller)
        action = yield Decision(context.controller, DecisionKind.MODE, _ZONES, context.source)
        game.add_effect(
            ContinuousEffect(
                Attribute.ERASED_ZONES,
                Mode.ADD,
                1 << action.a,
                player=owner,
                ends_after_turn=self.until.ends_after(game, context.controller),
            )
        )

    def describe(self) -> str:
        whose = "your" if self.player is Player.YOU else "your opponent's"
        return english.sentence(f"erase one of {whose} SIGNI Zones {self.until.describe()}".strip())
