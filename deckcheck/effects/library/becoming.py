"""What a card is: a card that becomes another card for a while (an opposing SIGNI made
'Servant ZERO' for the turn, a SIGNI that for the turn becomes a copy of a target SIGNI):
docs/engine-hooks.md, "Becoming another
card"."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.cards.made import card_made_by_effects, cards_made_by_effects
from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Selection
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import Duration
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.carddefs import CardDef, card_def
from deckcheck.engine.constants import FIELD_ZONES


@dataclass(frozen=True)
class Become(Effect):
    """Cards on the field become another card until `until`: their name, colours, level,
    classes, power and abilities are that card's, while their place, their state (downed,
    frozen), the cards under them and the effects on them stay; a card that leaves the
    field is its own again. `card`: a card that only effects make, by name ("Make target
    SIGNI 'Servant ZERO'": carddb/<pool>/made-by-effects.tsv); `same_as`: the card one
    target or chosen card is as this resolves (a copy of a target SIGNI on the field).
    docs/engine-hooks.md, "Becoming another card"."""

    name: ClassVar[str] = "become"

    cards: Selection = field(metadata=FLAT)
    card: str | None = field(
        default=None,
        metadata={"doc": 'a card only effects make, by name ("Servant ZERO")'},
    )
    same_as: Selection | None = field(
        default=None,
        metadata={"doc": "the card (one, a selection) whose card the cards become"},
    )
    until: Duration = Duration.END_OF_TURN

    def __post_init__(self) -> None:
        if (self.card is None) == (self.same_as is None):
            raise LanguageError("what the cards become: `card` or `same_as`, one of them")
        if self.card is not None and card_made_by_effects(self.card) is None:
            known = ", ".join(sorted(cards_made_by_effects())) or "none"
            raise LanguageError(
                f"no card made by effects is called {self.card!r} (known: {known})", "card"
            )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        other: CardDef | None = None
        if self.same_as is not None:
            # The card named is chosen first, as targets are (en-2021-glossary.txt,
            # "Target": chosen just before the effect is processed).
            named = yield from self.same_as.resolve(context)
            other = game.defs[named[0]] if named else None
        chosen = yield from self.cards.resolve(context)
        cards = [card for card in chosen if game.zone[card] in FIELD_ZONES]
        ends = self.until.ends_after(game, context.controller)
        if self.card is not None:
            made = card_made_by_effects(self.card)
            other = card_def(made) if made is not None else None
        if other is None:
            return  # nothing named: nothing changes
        for card in cards:
            game.become(card, other, ends)

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        until = self.until.describe()
        if self.card is not None:
            return english.sentence(f'Make {text} "{self.card}" {until}'.strip())
        assert self.same_as is not None
        other, _plural = self.same_as.noun_phrase(moving=False)
        verb = "become" if plural else "becomes"
        return english.sentence(f"{text} {verb} the same card as {other} {until}".strip())
