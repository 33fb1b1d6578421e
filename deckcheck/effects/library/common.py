"""What many effects share: an effect that does one thing to each card it selects."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT
from deckcheck.effects.cards import DONE, Selection
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import Duration
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import Zone
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Instead

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

_INSTEAD = int(Attribute.INSTEAD)
_PROTECTION = int(Attribute.PROTECTION)


@dataclass(frozen=True)
class ToEachCard(Effect):
    """Selects cards (`target`, `choose`, `all` or `ref`) and acts on each one.

    Subclasses say what happens to a card (`act`) and how the sentence reads
    (`template`, with `{cards}` for the selection: "Vanish {cards}.").
    """

    cards: Selection = field(metadata=FLAT)

    template: ClassVar[str] = "{cards}"
    # Whether it takes a SIGNI off the field (an optional replacement may take its place:
    # `replaced`), and what "cannot be ..." keeps it from doing (`Protection` bits).
    leaves_field: ClassVar[bool] = False
    protection: ClassVar[int] = 0
    # Where it moves a SIGNI it takes off the field (a `Zone`), for "cannot be moved from
    # the field" (`Game.cannot_leave`); vanish, bounce and trash ask it themselves.
    destination: ClassVar[int] = -1

    def resolve(self, context: EffectContext) -> Procedure[None]:
        cards = yield from self.cards.resolve(context)
        acted: list[int] = []
        offers = self.offers_replacements(context)
        for card in cards:
            if self.kept_on_field(context, card):
                continue
            if offers and (yield from self.replaced(context, card)):
                continue
            if self.act(context, card):
                acted.append(card)
        name = self.cards.name()
        if name is not None:
            # "If you do" asks what was done, not what was chosen: a protected SIGNI that
            # was not vanished was chosen, but nothing was done to it.
            context.data.setdefault(DONE, {})[name] = acted

    def kept_on_field(self, context: EffectContext, card: int) -> bool:
        """Whether `card`, a SIGNI, cannot be moved to where this effect puts it ("cannot
        be moved from the field ... by your opponent's effects")."""
        game = context.game
        return (
            self.destination >= 0
            and bool(game.effects[_PROTECTION])
            and game.cannot_leave(card, self.destination, context.source)
        )

    def offers_replacements(self, context: EffectContext) -> bool:
        """Whether an optional replacement may take the place of this effect (a quick
        look: almost always no)."""
        return self.leaves_field and bool(context.game.effects[_INSTEAD])

    def replaced(self, context: EffectContext, card: int) -> Procedure[bool]:
        """Whether an optional replacement took the place of this effect taking `card`, a
        SIGNI, off the field (a replacement its player may choose when the opponent's
        effects would remove it: docs/engine-hooks.md, "Replacements a player may
        choose"); not offered when the card would not leave (it is protected). Asked once
        `offers_replacements` said one may."""
        game = context.game
        if game.zone[card] != Zone.SIGNI:
            return False
        if self.protection and game.is_protected(card, self.protection, context.source):
            return False
        return (yield from game.replaced(self.replaced_events(context, card), card, context.source))

    def replaced_events(self, context: EffectContext, card: int) -> int:
        """The events (`Instead` bits) an optional replacement of this effect taking `card`
        off the field may replace: its leaving by an effect."""
        return Instead.LEAVE_FIELD

    def act(self, context: EffectContext, card: int) -> bool:
        """Do it to one card; whether it was done."""
        raise NotImplementedError

    def describe(self) -> str:
        return english.sentence(self.template.format(cards=self.cards.phrase()))

    def name_acted(self, phrase: str) -> None:
        """Call the cards this effect names (`as`) by what it did to them: "the cards put
        into your trash this way" (after the selection's own phrase was made). A target
        on the field is named by what it is ("that SIGNI"): the name holds the chosen
        target, whether or not it was done to (a SIGNI that cannot be vanished is still the
        one chosen)."""
        target = self.cards.target
        noun = target.kind_noun() if target is not None else None
        if target is not None and target.as_ is not None and noun is not None:
            _text, plural = self.cards.noun_phrase()
            english.name_cards(target.as_, f"{'those' if plural else 'that'} {noun}", not plural)
            return
        spec = target or self.cards.choose or self.cards.all
        if spec is not None and spec.as_ is not None:
            english.name_cards(spec.as_, phrase, False)


class PlayersEffect(Effect):
    """An effect on a player's game made by `_effect` for the ability's controller: in force
    until `until` (a one-shot effect: "this turn, ..."), or while a [Constant] ability is.
    Its subclasses are dataclasses with an `until` field."""

    until: Duration

    def _effect(self, controller: int, **timing: Any) -> ContinuousEffect:
        raise NotImplementedError

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        ends = self.until.ends_after(game, context.controller)
        game.add_effect(self._effect(context.controller, ends_after_turn=ends))
        return
        yield  # a generator, without choices

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [self._effect(game.owner[source], condition=condition)]
