"""Keywords: cards gain [Lancer], [Assassin], ... until a time, or as a [Constant] ability."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT
from deckcheck.effects.cards import Selection
from deckcheck.effects.library.power import continuous_on
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import Duration, KeywordName
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import FIELD_ZONES
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class GainKeyword(Effect):
    """Cards gain keyword abilities."""

    name: ClassVar[str] = "gain_keyword"

    cards: Selection = field(metadata=FLAT)
    keyword: tuple[KeywordName, ...]
    until: Duration = Duration.END_OF_TURN

    @property
    def bits(self) -> int:
        bits = 0
        for keyword in self.keyword:
            bits |= keyword.bit
        return bits

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        ends = self.until.ends_after(game, context.controller)
        for card in cards:
            if game.zone[card] in FIELD_ZONES:  # still on the field
                game.grant_keywords(card, self.bits, ends)

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [
            continuous_on(
                self.cards, game, source, condition, Attribute.KEYWORDS, Mode.GRANT, self.bits
            )
        ]

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        verb = "gain" if plural else "gains"
        keywords = english.join(keyword.label for keyword in self.keyword)
        return english.sentence(f"{text} {verb} {keywords} {self.until.describe()}".strip())
