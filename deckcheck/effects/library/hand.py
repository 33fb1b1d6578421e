"""The hand: draw and discard."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Literal

from deckcheck.effects import english
from deckcheck.effects.binding import LanguageError
from deckcheck.effects.cards import Filter, Player, ZoneName
from deckcheck.effects.library.common import ToEachCard
from deckcheck.effects.terms import Effect, Quantity
from deckcheck.effects.values import (
    Amount,
    Per,
    amount_value,
    describe_count,
    player_of,
    possessive,
)
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import Zone

NAME = {"pattern": "^[a-z][a-z0-9_]*$", "doc": "name the cards for later parts"}


@dataclass(frozen=True)
class Draw(Effect):
    """A player draws cards (as many as the deck holds); `hand_size`: as many as their hand
    has fewer than that many, instead of `count` (a hand of fewer than six cards drawn up to six;
    none when it has that many or more)."""

    name: ClassVar[str] = "draw"
    shorthand: ClassVar[str | None] = "count"

    count: Amount = 1
    player: Player = Player.YOU
    as_: str | None = field(default=None, metadata=NAME)
    hand_size: int | None = field(
        default=None,
        metadata={"minimum": 1, "doc": "draw the difference up to this many cards in hand"},
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        player = player_of(self.player, context.controller)
        if self.hand_size is not None:
            count = max(0, self.hand_size - len(context.game.players[player].hand))
        else:
            count = amount_value(self.count, context)
        drawn = context.game.draw(player, count) if count else []
        if self.as_ is not None:
            context.data[self.as_] = drawn
        return
        yield

    def describe(self) -> str:
        if self.as_ is not None:
            english.name_cards(self.as_, "the drawn cards", self.count == 1)
        if self.hand_size is not None:
            hand = "your hand has" if self.player is Player.YOU else "your opponent's hand has"
            return english.sentence(
                f"if {hand} less than {english.number(self.hand_size)} cards, "
                f"{_verb(self.player, 'draw')} cards equal to the difference"
            )
        return english.sentence(
            f"{_verb(self.player, 'draw')} {describe_count(self.count, 'card')}"
        )


@dataclass(frozen=True)
class Discard(Effect):
    """A player discards cards from their hand: of their choice (`up_to`: or fewer), at
    random, `all` of the filter's kind ("discard your hand"), or `any` number of them, as
    the player chooses ("discard any number of <<Angel>> SIGNI"); `level_equals` narrows
    them to cards of a level computed when it happens ("the same level as the declared
    number"); `as` names the discarded cards."""

    name: ClassVar[str] = "discard"
    shorthand: ClassVar[str | None] = "count"

    count: Amount | Literal["all", "any"] = 1
    player: Player = Player.YOU
    random: bool = False
    up_to: bool = field(default=False, metadata={"doc": '"discard up to N cards": fewer may be'})
    filter: Filter = field(default_factory=Filter, metadata={"flatten": True})
    level_equals: Quantity | None = field(
        default=None, metadata={"doc": "only cards of this level (a quantity)"}
    )
    chosen_by: Player | None = field(
        default=None,
        metadata={
            "doc": "who chooses the cards (default: the discarding player): you, "
            'looking at your opponent\'s hand ("choose one card from among them and discard it")'
        },
    )
    as_: str | None = field(default=None, metadata=NAME)

    def __post_init__(self) -> None:
        if self.chosen_by is not None and (self.random or self.count == "all"):
            raise LanguageError("cards discarded at random or all are not chosen", "chosen_by")
        if self.count == "all" and self.random:
            raise LanguageError("`all` cards are not discarded at random", "random")
        if self.random and self.up_to:
            raise LanguageError("a discard at random is not up to a number", "up_to")
        if self.count in ("all", "any") and self.up_to:
            raise LanguageError(f"`{self.count}` cards are not up to a number", "up_to")
        if self.count == "any" and self.random:
            raise LanguageError("`any` number of cards is chosen, not at random", "random")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = player_of(self.player, context.controller)
        test = self.filter
        level = self.level_equals.value(context) if self.level_equals is not None else None
        plain = test.is_any() and level is None

        def allowed(card: int) -> bool:
            return test.match(game, context.source, card, context) and (
                level is None or game.level(card) == level
            )

        discarded: list[int] = []
        if self.count == "all":
            discarded = [c for c in game.players[player].hand if allowed(c)]
            for card in discarded:
                game.discard(card)
        elif self.random and self.count != "any":
            count = amount_value(self.count, context)
            if plain:
                discarded = game.discard_at_random(player, count)
            else:
                hand = [c for c in game.players[player].hand if allowed(c)]
                for _ in range(min(count, len(hand))):
                    card = hand.pop(game.rng.randrange(len(hand)))
                    game.discard(card)
                    discarded.append(card)
        else:
            up_to = self.up_to or self.count == "any"
            count = (
                len(game.players[player].hand)
                if self.count == "any"
                else amount_value(self.count, context)
            )
            chooser = (
                player if self.chosen_by is None else player_of(self.chosen_by, context.controller)
            )
            if chooser != player:
                hand = [c for c in game.players[player].hand if allowed(c)]
                discarded = yield from game.choose_cards(
                    chooser,
                    hand,
                    count,
                    up_to=up_to,
                    source=context.source,
                )
                for card in discarded:
                    game.discard(card)
            else:
                discarded = yield from game.choose_discard(
                    player,
                    count,
                    allowed=None if plain else allowed,
                    source=context.source,
                    up_to=up_to,
                )
        if self.as_ is not None:
            context.data[self.as_] = discarded

    def describe(self) -> str:
        noun = self.filter.noun(False, "card")
        plural = self.filter.noun(True, "card")
        if self.as_ is not None:
            who = "" if self.player is Player.YOU else "your opponent "
            english.name_cards(self.as_, f"the cards {who}discarded this way", False)
        if self.count == "all" and self.filter.is_any() and self.level_equals is None:
            whose = "your" if self.player is Player.YOU else "their"
            return english.sentence(f"{_verb(self.player, 'discard')} {whose} hand")
        count = self.count
        if count == "all":
            what = f"all {plural}"
        elif count == "any":
            what = f"any number of {plural}"
        elif self.up_to and isinstance(count, int):
            what = f"up to {english.number(count)} {noun if count == 1 else plural}"
        elif self.up_to and isinstance(count, Per):
            # "up to one <<Angel>> SIGNI for each card in your hand"
            many = noun if count.times == 1 else plural
            what = f"up to {english.number(count.times)} {many} for {count.unit()}"
        else:
            what = describe_count(count, noun, plural)
        what = " ".join([what, *self.filter.with_phrases()])
        if self.level_equals is not None:
            what += f" whose level is {self.level_equals.describe()}"
        how = " at random" if self.random else ""
        if self.chosen_by is not None and self.chosen_by is not self.player:
            how = " of your choice" if self.chosen_by is Player.YOU else " of their choice"
        return english.sentence(f"{_verb(self.player, 'discard')} {what}{how}")


def _verb(player: Player, verb: str) -> str:
    """`draw` for you (the card's imperative), `your opponent draws`."""
    return verb if player is Player.YOU else f"your opponent {verb}s"


@dataclass(frozen=True)
class Reveal(ToEachCard):
    """Reveal cards of a hand (chosen there: `choose`, `target`, or all of them): they
    stay where they are; `as` names them for later parts ("for each card revealed this
    way"). As a cost (revealing two spells from the hand to have the rest happen),
    the cost part `reveal`."""

    name: ClassVar[str] = "reveal"

    def __post_init__(self) -> None:
        spec = self.cards.target or self.cards.choose or self.cards.all
        if self.cards.ref is None and (spec is None or spec.zone is not ZoneName.HAND):
            raise LanguageError(
                "`reveal` reveals cards of a hand: `zone: hand`, or cards an earlier part "
                "chose there (`ref`)",
                "reveal",
            )

    def act(self, context: EffectContext, card: int) -> bool:
        game = context.game
        if game.zone[card] != Zone.HAND:
            return False  # a chosen card that left the hand is a new card
        game.reveal(card)
        return True

    def describe(self) -> str:
        phrase = self.cards.phrase()
        self.name_acted("the cards revealed this way")
        return english.sentence(f"Reveal {phrase}")


@dataclass(frozen=True)
class RedrawHand(Effect):
    """A player discards their whole hand and draws as many cards as they discarded, plus
    `more` (negative: fewer; never below none): a whole hand discarded and one card more
    than that drawn, say. `as` names the cards drawn."""

    name: ClassVar[str] = "redraw_hand"
    shorthand: ClassVar[str | None] = "player"

    player: Player = Player.YOU
    more: int = field(default=0, metadata={"doc": "cards drawn beyond those discarded"})
    as_: str | None = field(default=None, metadata=NAME)

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = player_of(self.player, context.controller)
        discarded = list(game.players[player].hand)
        for card in discarded:
            game.discard(card)
        drawn = game.draw(player, max(0, len(discarded) + self.more))
        if self.as_ is not None:
            context.data[self.as_] = drawn
        return
        yield  # a generator, without choices

    def describe(self) -> str:
        if self.as_ is not None:
            english.name_cards(self.as_, "the drawn cards", False)
        you = self.player is Player.YOU
        number = "the number of cards " + ("you discarded" if you else "they discarded")
        if self.more:
            number += f" {'plus' if self.more > 0 else 'minus'} {english.number(abs(self.more))}"
        discard = "Discard all cards from your hand" if you else "Your opponent discards their hand"
        draw = "draw" if you else "draws"
        return english.sentence(f"{discard} and {draw} cards equal to {number}")


@dataclass(frozen=True)
class ChooseAtRandom(Effect):
    """Choose cards at random from a player's hand and look at them (three random cards of the
    opponent's hand looked at, say), named with `as` for later parts
    (one of them then goes to the bottom of its owner's deck); all of them when the hand
    holds fewer. They stay in the hand."""

    name: ClassVar[str] = "choose_at_random"

    as_: str = field(metadata=NAME)
    count: int = field(default=1, metadata={"minimum": 1})
    player: Player = Player.OPPONENT

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        hand = list(game.players[player_of(self.player, context.controller)].hand)
        picked: list[int] = []
        while hand and len(picked) < self.count:
            picked.append(hand.pop(game.rng.randrange(len(hand))))
        context.data[self.as_] = picked
        return
        yield  # a generator, without choices

    def describe(self) -> str:
        cards = describe_count(self.count, "card")
        english.name_cards(
            self.as_,
            "the cards looked at this way" if self.count > 1 else "that card",
            self.count == 1,
        )
        return f"Choose {cards} at random from {possessive(self.player)} hand and look at them."
