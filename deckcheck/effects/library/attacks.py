"""Attacks: negate the attack being processed, or keep an attack from being negated; how
many times a player attacked."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT
from deckcheck.effects.cards import Player, Selection
from deckcheck.effects.library.protection import EffectsOf, Protects
from deckcheck.effects.terms import Effect, Quantity, Scope
from deckcheck.effects.values import Duration, player_of
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.continuous import Protection

if TYPE_CHECKING:
    pass


@dataclass(frozen=True)
class NegateAttack(Effect):
    """Negate the attack being processed ("negate that attack"): the attacker neither
    battles nor deals damage."""

    name: ClassVar[str] = "negate_attack"

    def resolve(self, context: EffectContext) -> Procedure[None]:
        context.game.negate_attack(context.source, context.controller)
        return
        yield

    def describe(self) -> str:
        return f"{english.verb('negate').capitalize()} that attack."


class NegatedBy(StrEnum):
    """Whose effects do not negate an attack."""

    ITSELF = "self"  # the attacking card's own effects
    OPPONENT = "opponent"  # the effects of its controller's opponent
    ANY = "any"


@dataclass(frozen=True)
class AttackNotNegated(Protects, Effect):
    """The attacks of cards are not negated by effects (`by`: the attacking card's own
    effects, WXDi-P05-068; its controller's opponent's; anyone's): while a [Constant]
    ability is in force, or until `until`. `negate_attack` of such an effect does
    nothing."""

    name: ClassVar[str] = "attack_not_negated"

    cards: Selection = field(metadata=FLAT)
    by: NegatedBy = NegatedBy.ANY
    until: Duration = Duration.END_OF_TURN

    @property
    def bits(self) -> int:
        if self.by is NegatedBy.ITSELF:
            return Protection.NEGATE_ATTACK_BY_ITSELF
        return Protection.NEGATE_ATTACK

    def _from(self, controller: int) -> EffectsOf | None:
        if self.by is NegatedBy.OPPONENT:
            return EffectsOf(1 - controller)
        return None

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        attack = f"{text}'s attack" if not plural else f"the attacks of {text}"
        if text.startswith("this "):
            attack = f"{text}'s attack"
        by = {
            NegatedBy.ITSELF: "by its own effects" if plural else f"by {text}'s effect",
            NegatedBy.OPPONENT: "by your opponent's effects",
            NegatedBy.ANY: "by effects",
        }[self.by]
        verb = "are" if plural else "is"
        negated = english.verb("negate", "d")
        return english.sentence(
            f"{attack} {verb} not {negated} {by} {self.until.describe()}".strip()
        )


@dataclass(frozen=True)
class AttacksBefore(Quantity):
    """How many times a player's SIGNI and LRIGs attacked this turn before the attack
    being processed, which is not counted ("if your opponent has already attacked once
    before": `min: 1`); docs/engine-hooks.md, "Attacks made this turn"."""

    name: ClassVar[str] = "attacks_before"
    shorthand: ClassVar[str | None] = "player"

    player: Player = Player.YOU

    def value(self, scope: Scope) -> int:
        game = scope.game
        player = player_of(self.player, scope.controller)
        made = sum(times for card, times in game.attacks_made.items() if game.owner[card] == player)
        attacking = game.attacking
        if attacking >= 0 and game.owner[attacking] == player:
            made -= 1  # the attack being processed
        return max(0, made)

    def _who(self) -> tuple[str, str]:
        return ("you", "have") if self.player is Player.YOU else ("your opponent", "has")

    def describe(self) -> str:
        return f"time {self._who()[0]} attacked earlier this turn"

    def compared(self, least: int | None, most: int | None) -> str:
        # "Earlier this turn": the attacks of this turn before the one being processed.
        who, verb = self._who()
        if most == 0 and not least:
            return f"{who} {verb} not attacked earlier this turn"
        if least == 1 and most is None:
            return f"{who} {verb} already attacked earlier this turn"
        if least == most and least in (1, 2):
            return f"{who} {verb} attacked exactly {('once', 'twice')[least - 1]} earlier this turn"
        times = english.counted_range(least, most)
        return f"{who} {verb} attacked {times} times earlier this turn"
