"""Granting abilities: cards gain an ability (any ability definition) for a while, or,
as a [Constant] ability's effect, while it is in force."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.ability import AbilityDef, Kind
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import HOST, ON_TOP, Selection, ZoneName
from deckcheck.effects.library.power import SelectionTest, continuous_on
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import Duration
from deckcheck.engine.abilities import Ability, EffectContext, Procedure
from deckcheck.engine.constants import FIELD_ZONES
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class GainAbility(Effect):
    """Cards gain an ability until `until` ("This LRIG gains [Auto]: ... until end of
    turn"), or while a [Constant] ability is in force (an [Auto] or [Action] ability:
    "The SIGNI with this card attached to it as a [Soul] gains ..."). The ability is
    compiled once, with the definition."""

    name: ClassVar[str] = "gain_ability"

    cards: Selection = field(metadata=FLAT)
    ability: AbilityDef = field(metadata={"doc": "the ability gained (an ability definition)"})
    until: Duration = Duration.END_OF_TURN
    compiled: Ability = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "compiled", self.ability.compile(None))
        spec = self.cards.all
        if self.until is Duration.GAME and spec is not None and spec.zone not in _LRIG_ZONES:
            # "Your Center LRIG gains ... for the duration of the game" covers whoever is
            # your Center LRIG from then on; "all SIGNI on your field" would be cards as
            # they are now, which a one-shot effect cannot follow once they move.
            raise LanguageError(
                "for the duration of the game, `all` covers the LRIG of LRIG zones "
                "(center_lrig, lrig, assist_lrig); name cards with `target` or `ref`",
                "until",
            )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        if self.until is Duration.GAME and self.cards.all is not None:
            # The LRIG of these LRIG zones, whoever they are, for the rest of the game:
            # a LRIG that grows keeps it (docs/engine-hooks.md, "Abilities for the rest
            # of the game").
            applies = SelectionTest(self.cards, context.controller, context.source)
            game.add_effect(
                ContinuousEffect(
                    Attribute.ABILITY, Mode.SET, applies=applies, ability=self.compiled
                )
            )
            return
        cards = yield from self.cards.resolve(context)
        ends = self.until.ends_after(game, context.controller)
        for card in cards:
            # Still on the field, and able to gain abilities by this player's effects.
            if game.zone[card] in FIELD_ZONES and game.can_gain(card, context.controller):
                game.grant_ability(card, self.compiled, ends)

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        effect = continuous_on(self.cards, game, source, condition, Attribute.ABILITY, Mode.SET, 0)
        return [replace(effect, ability=self.compiled)]

    def constant_problem(self) -> str | None:
        if self.ability.kind not in (Kind.AUTO, Kind.ACTION):
            return "a constant ability grants an auto or an action ability"
        return None

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        verb = "gain" if plural else "gains"
        ref = self.cards.ref
        if ref in (HOST, ON_TOP):
            subject: str | None = "SIGNI"
        else:
            subject = self.cards.cards.kind_noun() if ref is None else english.kind_of(ref)
        gained = self.ability.describe_here(subject)
        return english.sentence(f'{text} {verb} "{gained}" {self.until.describe()}'.strip())


_LRIG_ZONES = frozenset({ZoneName.CENTER_LRIG, ZoneName.LRIG, ZoneName.ASSIST_LRIG})


@dataclass(frozen=True)
class GainPlayerAbility(Effect):
    """You gain an ability for the rest of the game ("You gain the following ability for
    the duration of the game"): an [Auto] ability, which triggers wherever this card is,
    or a [Constant] ability, in force from then on (docs/engine-hooks.md, "Abilities for
    the rest of the game")."""

    name: ClassVar[str] = "gain_player_ability"
    shorthand: ClassVar[str | None] = "ability"

    ability: AbilityDef = field(metadata={"doc": "the ability gained (auto or constant)"})
    compiled: Ability = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.ability.kind not in (Kind.AUTO, Kind.CONSTANT):
            raise LanguageError("a player gains an auto or a constant ability", "ability")
        object.__setattr__(self, "compiled", self.ability.compile(None))

    def resolve(self, context: EffectContext) -> Procedure[None]:
        context.game.grant_player_ability(context.controller, context.source, self.compiled)
        return
        yield

    def describe(self) -> str:
        gained = self.ability.describe_here("card")
        return f'You gain the following ability for the duration of the game: "{gained}"'
