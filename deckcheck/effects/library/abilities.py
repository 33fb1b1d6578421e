"""Granting and losing abilities: cards gain an ability (any ability definition), or lose
all of theirs, for a while."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from deckcheck.effects import english
from deckcheck.effects.ability import AbilityDef
from deckcheck.effects.binding import FLAT
from deckcheck.effects.cards import Selection
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import Duration
from deckcheck.engine.abilities import Ability, EffectContext, Procedure
from deckcheck.engine.constants import Zone

if TYPE_CHECKING:
    pass


@dataclass(frozen=True)
class GainAbility(Effect):
    """Cards gain an ability until `until` ("This LRIG gains [Auto]: ... until end of
    turn"). The ability is compiled once, with the definition."""

    name: ClassVar[str] = "gain_ability"

    cards: Selection = field(metadata=FLAT)
    ability: AbilityDef = field(metadata={"doc": "the ability gained (an ability definition)"})
    until: Duration = Duration.END_OF_TURN
    compiled: Ability = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "compiled", self.ability.compile(None))

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        ends = self.until.ends_after(game, context.controller)
        for card in cards:
            if game.zone[card] >= Zone.SIGNI:  # still on the field
                game.grant_ability(card, self.compiled, ends)

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        verb = "gain" if plural else "gains"
        ref = self.cards.ref
        subject = self.cards.cards.kind_noun() if ref is None else english.kind_of(ref)
        gained = self.ability.describe_here(subject)
        return english.sentence(f'{text} {verb} "{gained}" {self.until.describe()}'.strip())
