"""Life Bursts given to cards: while a [Constant] ability is in force, cards of a player
have a Life Burst besides any they print, usable when one of them is crushed.

    - gain_life_burst: {side: you, effects: [ener_charge: 1]}                 # all of your cards
    - gain_life_burst: {side: you, life_burst: false, in_life_cloth: true, effects: [...]}
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT
from deckcheck.effects.cards import Side, Whose
from deckcheck.effects.program import Program
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import LifeBurst
from deckcheck.engine.constants import Zone
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

_LIFE_CLOTH_ZONES = frozenset({int(Zone.LIFE), int(Zone.CHECK)})
_WHOSE = {Side.YOU: "your", Side.OPPONENT: "your opponent's", Side.ANY: "all"}


@dataclass(frozen=True)
class BurstHolder:
    """The cards a `gain_life_burst` covers, as the engine's `applies(game, card)`."""

    whose: Whose
    source: int
    in_life_cloth: bool

    def __call__(self, game: Game, card: int) -> bool:
        if self.in_life_cloth and game.zone[card] not in _LIFE_CLOTH_ZONES:
            return False
        return self.whose.owned(game, self.source, card)


@dataclass(frozen=True)
class GainLifeBurst(Effect):
    """While a [Constant] ability is in force, cards of a player (the filter's kind: with
    `life_burst: false`, "without a Life Burst") have a Life Burst doing `effects`,
    besides any they print ("All of your cards have [Life Burst]: [Ener Charge 1]");
    `in_life_cloth`: only while in the Life Cloth or the check zone (cards lacking a Life
    Burst get one there and nowhere else). A crushed card with several is asked of
    each (docs/engine-hooks.md, "Life Bursts given to cards")."""

    name: ClassVar[str] = "gain_life_burst"

    cards: Whose = field(metadata=FLAT)
    effects: Program = field(metadata={"doc": "what the Life Burst does"})
    in_life_cloth: bool = field(
        default=False,
        metadata={"doc": "only cards in the Life Cloth and the check zone (else: anywhere)"},
    )
    compiled: LifeBurst = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "compiled", LifeBurst(self.effects, self._burst_text()))

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [
            ContinuousEffect(
                Attribute.LIFE_BURST,
                Mode.SET,
                applies=BurstHolder(self.cards, source, self.in_life_cloth),
                condition=condition,
                ability=self.compiled,
            )
        ]

    def _burst_text(self) -> str:
        with english.nested(in_force=False):
            return f"[Life Burst]: {self.effects.describe()}"

    def describe(self) -> str:
        whose = _WHOSE[self.cards.side]
        cards = self.cards.noun(True, "card")
        if self.in_life_cloth:
            # Only the cards in the Life Cloth and the check zone gain it.
            place = (
                "the Life Cloths and check zones"
                if self.cards.side is Side.ANY
                else (f"{whose} Life Cloth and check zone")
            )
            subject, verb = f"{cards} in {place}", "gain"
        else:
            subject, verb = f"All of {whose} {cards}", "have"
        subject = " ".join([subject, *self.cards.with_phrases()])
        return english.sentence(f'{subject} {verb} "{self._burst_text()}"')
