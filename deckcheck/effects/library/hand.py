"""The hand: draw and discard."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import LanguageError
from deckcheck.effects.cards import Filter, Player
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import Amount, amount_value, describe_count, player_of
from deckcheck.engine.abilities import EffectContext, Procedure

NAME = {"pattern": "^[a-z][a-z0-9_]*$", "doc": "name the cards for later parts"}


@dataclass(frozen=True)
class Draw(Effect):
    """A player draws cards (as many as the deck holds)."""

    name: ClassVar[str] = "draw"
    shorthand: ClassVar[str | None] = "count"

    count: Amount = 1
    player: Player = Player.YOU
    as_: str | None = field(default=None, metadata=NAME)

    def resolve(self, context: EffectContext) -> Procedure[None]:
        player = player_of(self.player, context.controller)
        drawn = context.game.draw(player, amount_value(self.count, context))
        if self.as_ is not None:
            context.data[self.as_] = drawn
        return
        yield

    def describe(self) -> str:
        if self.as_ is not None:
            english.name_cards(self.as_, "the drawn cards", self.count == 1)
        return english.sentence(
            f"{_verb(self.player, 'draw')} {describe_count(self.count, 'card')}"
        )


@dataclass(frozen=True)
class Discard(Effect):
    """A player discards cards from their hand: of their choice, at random, or `all` of
    them ("discard your hand"); `as` names the discarded cards."""

    name: ClassVar[str] = "discard"
    shorthand: ClassVar[str | None] = "count"

    count: Amount = 1
    player: Player = Player.YOU
    random: bool = False
    all: bool = field(default=False, metadata={"doc": "every card of the hand (of the filter)"})
    filter: Filter = field(default_factory=Filter, metadata={"flatten": True})
    as_: str | None = field(default=None, metadata=NAME)

    def __post_init__(self) -> None:
        if self.all and (self.random or self.count != 1):
            raise LanguageError("`all` discards the whole hand: no `count` or `random`", "all")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = player_of(self.player, context.controller)
        count = amount_value(self.count, context)
        test = self.filter
        hand = game.players[player].hand
        if self.random and test.is_any():
            cards = game.discard_at_random(player, count)
        elif self.all or self.random:
            cards = [c for c in hand if test.is_any() or test.match(game, context.source, c)]
            if self.random:
                cards = [cards.pop(game.rng.randrange(len(cards))) for _ in range(count) if cards]
            for card in cards:
                game.discard(card)
        else:
            allowed = None
            if not test.is_any():

                def allowed(card: int) -> bool:
                    return test.match(game, context.source, card)

            cards = yield from game.choose_discard(
                player, count, allowed=allowed, source=context.source
            )
        if self.as_ is not None:
            context.data[self.as_] = cards

    def describe(self) -> str:
        if self.as_ is not None:
            english.name_cards(self.as_, "the cards discarded this way", False)
        if self.all:
            whose = "your" if self.player is Player.YOU else "their"
            what = f"{whose} hand"
            if not self.filter.is_any():
                what = f"all {self.filter.noun(True, 'card')} in {what}"
            return english.sentence(f"{_verb(self.player, 'discard')} {what}")
        noun = self.filter.noun(False, "card")
        plural = self.filter.noun(True, "card")
        what = describe_count(self.count, noun, plural)
        how = " at random" if self.random else ""
        return english.sentence(f"{_verb(self.player, 'discard')} {what}{how}")


def _verb(player: Player, verb: str) -> str:
    """`draw` for you (the card's imperative), `your opponent draws`."""
    return verb if player is Player.YOU else f"your opponent {verb}s"
