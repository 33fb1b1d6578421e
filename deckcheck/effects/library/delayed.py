"""Delayed triggered abilities: an effect that makes an ability listen for the rest of the
turn, about the cards it selects (every attack this turn of an opposing SIGNI, a target,
negated; an ability for whichever SIGNI attacks next this turn: `once`).

    - delayed: {target: {side: opponent, zone: signi}, when: {attacks: self}, once: true,
                effects: [{negate_attack: {}}]}
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar

from deckcheck.effects import english
from deckcheck.effects.ability import Requirement, TriggerTest
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Selection
from deckcheck.effects.library.conditions import PhaseName
from deckcheck.effects.library.power import SelectionTest
from deckcheck.effects.library.triggers import CardTrigger
from deckcheck.effects.program import Program
from deckcheck.effects.terms import Effect, Trigger
from deckcheck.engine.abilities import EffectContext, Procedure, TriggeredAbility
from deckcheck.engine.constants import Phase

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

_NO_REQUIREMENT = Requirement(None, None)


@dataclass(frozen=True)
class Delayed(Effect):
    """For the rest of this turn, `effects` happen, as a triggered ability of this card's
    controller, whenever `when` happens to one of the selected cards (`when` names it
    `self`: `{attacks: self}`), as long as that card stays where it is; with `all`, to any
    card of that kind as it happens, one that comes later too ("when the next SIGNI
    attacks this turn, negate that attack"); `once`: the first time only ("when ... next
    this turn"). docs/engine-hooks.md, "Delayed triggered abilities"."""

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
        if self.cards.all is not None:
            # Read as each event happens: the cards of that kind then, not now.
            covers = SelectionTest(self.cards, context.controller, context.source)
            game.add_delayed(
                context.controller, context.source, self.ability, (), game.turn, self.once, covers
            )
            return
        cards = yield from self.cards.resolve(context)
        if cards:
            game.add_delayed(
                context.controller, context.source, self.ability, cards, game.turn, self.once
            )

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        next_ = " next" if self.once else ""
        if self.cards.all is not None:
            # One card as it happens: "the next SIGNI" (any SIGNI attacks from the field,
            # so not "on the field"), "a SIGNI on your opponent's field".
            # One card, so a singular noun: "the next SIGNI or LRIG attacks".
            text = self.cards.all.phrase(False, moving=False)
            if self.once:
                text, next_ = f"the next {text.removesuffix(' on the field')}", ""
            else:
                text = english.a(text)
        trigger = self.when.describe().replace(english.this(), text, 1)
        if self.once:
            trigger = trigger.replace("Whenever ", "When ", 1)
        effects = english.lower_first(self.effects.clause())
        return f"{trigger}{next_} this turn, {effects}"


class Later(StrEnum):
    THIS = "this"
    YOUR_NEXT = "your_next"
    OPPONENTS_NEXT = "opponents_next"
    NEXT = "next"

    def turn(self, game: Game, controller: int) -> int:
        """The number of that turn, counted from the current one (an extra turn to come
        counted: docs/engine-hooks.md, "Extra turns")."""
        if self is Later.THIS:
            return game.turn
        if self is Later.NEXT:
            return game.turn + 1
        if self is Later.YOUR_NEXT:
            return game.next_turn_of(controller)
        return game.next_turn_of(1 - controller)

    def describe(self) -> str:
        """`your opponent's next turn`."""
        return _LATER_TEXT[self]


_LATER_TEXT = {
    Later.THIS: "this turn",
    Later.YOUR_NEXT: "your next turn",
    Later.OPPONENTS_NEXT: "your opponent's next turn",
    Later.NEXT: "the next turn",
}


@dataclass(frozen=True)
class InWindow:
    """True during turn `turn` (in one of `phases` when given): (game) -> bool."""

    turn: int
    phases: frozenset[Phase]

    def __call__(self, game: Game) -> bool:
        return game.turn == self.turn and (not self.phases or game.phase in self.phases)


@dataclass(frozen=True)
class During(Effect):
    """Effects in force during a turn, this one or a later one (only in `phases` of it,
    when given), as a [Constant] ability's would be, covering cards that come later:
    your SIGNI given [Lancer] for your next turn, or [Shadow] for the main and attack
    phases of your opponent's next turn (docs/engine-hooks.md, "Effects in force during a later
    turn")."""

    name: ClassVar[str] = "during"

    turn: Later
    effects: Program
    phases: tuple[PhaseName, ...] = ()

    def __post_init__(self) -> None:
        for effect in self.effects:
            if not effect.is_continuous() or effect.target_selections():
                raise LanguageError(
                    f"`{effect.name}` is not an effect in force over cards it names as they "
                    "come (power, gain_keyword, cost_change ... of `all` cards)",
                    "effects",
                )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        turn = self.turn.turn(game, context.controller)
        window = InWindow(turn, frozenset(phase.phase for phase in self.phases))
        for effect in self.effects:
            for made in effect.continuous(game, context.source, window):
                game.add_effect(replace(made, ends_after_turn=turn, source=-1, by=context.source))
        return
        yield  # a generator, without choices

    def describe(self) -> str:
        when = _LATER_TEXT[self.turn]
        if self.phases:
            phases = english.join((f"{phase.value} phase" for phase in self.phases), "and")
            when = f"the {phases} of {when}"
        with english.nested(in_force=True):
            body = english.lower_first(self.effects.describe())
        return f"During {when}, {body}"
