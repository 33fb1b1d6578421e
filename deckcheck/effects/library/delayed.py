"""Delayed triggered abilities: an effect that makes an ability listen for the rest of the
turn, about the cards it selects ("whenever target SIGNI on your opponent's field attacks
this turn, negate that attack"; "when ... attacks next this turn": `once`).

    - delayed: {target: {side: opponent, zone: signi}, when: {attacks: self}, once: true,
                effects: [{negate_attack: {}}]}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.ability import Requirement, TriggerTest
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Selection
from deckcheck.effects.library.triggers import CardTrigger
from deckcheck.effects.program import Program
from deckcheck.effects.terms import Effect, Trigger
from deckcheck.engine.abilities import EffectContext, Procedure, TriggeredAbility

_NO_REQUIREMENT = Requirement(None, None)


@dataclass(frozen=True)
class Delayed(Effect):
    """For the rest of this turn, `effects` happen, as a triggered ability of this card's
    controller, whenever `when` happens to one of the selected cards (`when` names it
    `self`: `{attacks: self}`), as long as that card stays where it is; `once`: the
    first time only ("when ... next this turn"). docs/engine-hooks.md, "Delayed triggered
    abilities"."""

    name: ClassVar[str] = "delayed"

    cards: Selection = field(metadata=FLAT)
    when: Trigger = field(metadata={"doc": "what happens to one of the cards (it is `self`)"})
    effects: Program
    once: bool = field(default=False, metadata={"doc": 'the first time only ("next")'})
    ability: TriggeredAbility = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.when, CardTrigger) or self.when.card != "self":
            raise LanguageError("a delayed trigger is about the cards selected: `self`", "when")
        ability = TriggeredAbility(
            events=self.when.kinds(),
            effect=self.effects,
            condition=TriggerTest(self.when, _NO_REQUIREMENT),
        )
        object.__setattr__(self, "ability", ability)

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        if cards:
            game.add_delayed(
                context.controller, context.source, self.ability, cards, game.turn, self.once
            )

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        trigger = self.when.describe().replace(english.this(), text, 1)
        if self.once:
            trigger = trigger.replace("Whenever ", "When ", 1) + " next"
        effects = english.lower_first(self.effects.clause())
        return f"{trigger} this turn, {effects}"
