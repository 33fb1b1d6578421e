"""Attacks: negate the attack being processed, or keep an attack from being negated."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT
from deckcheck.effects.cards import Selection
from deckcheck.effects.library.power import continuous_on
from deckcheck.effects.library.protection import EffectsOf
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import Duration
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import FIELD_ZONES
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode, Protection

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class NegateAttack(Effect):
    """Negate the attack being processed ("negate that attack"): the attacker neither
    battles nor deals damage."""

    name: ClassVar[str] = "negate_attack"

    def resolve(self, context: EffectContext) -> Procedure[None]:
        context.game.negate_attack(context.source)
        return
        yield

    def describe(self) -> str:
        return "Negate that attack."


class NegatedBy(StrEnum):
    """Whose effects do not negate an attack."""

    ITSELF = "self"  # the attacking card's own effects
    OPPONENT = "opponent"  # the effects of its controller's opponent
    ANY = "any"


@dataclass(frozen=True)
class AttackNotNegated(Effect):
    """The attacks of cards are not negated by effects (`by`: the attacking card's own,
    "this SIGNI's attack is not negated by this SIGNI's effect"; its controller's
    opponent's; anyone's): while a [Constant] ability is in force, or until `until`.
    `negate_attack` of such an effect does nothing."""

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

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        ends = self.until.ends_after(game, context.controller)
        for card in cards:
            if game.zone[card] in FIELD_ZONES:
                game.add_effect(
                    ContinuousEffect(
                        Attribute.PROTECTION,
                        Mode.SET,
                        self.bits,
                        target=card,
                        protects_from=self._from(context.controller),
                        ends_after_turn=ends,
                    )
                )

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        made = continuous_on(
            self.cards, game, source, condition, Attribute.PROTECTION, Mode.SET, self.bits
        )
        return [dataclasses.replace(made, protects_from=self._from(game.owner[source]))]

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
        return english.sentence(f"{attack} {verb} not negated {by} {self.until.describe()}".strip())
