"""The Life Cloth and damage: crush, damage, add to the Life Cloth, look at its top."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar, Literal

from deckcheck.effects import english
from deckcheck.effects.binding import LanguageError
from deckcheck.effects.cards import Filter, Player, Side, Whose
from deckcheck.effects.costs import Cost
from deckcheck.effects.program import Program
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import (
    Amount,
    Duration,
    amount_value,
    describe_count,
    player_of,
    possessive,
    where_n,
)
from deckcheck.engine.abilities import AbilityCost, BurstCounter, EffectContext, Procedure
from deckcheck.engine.actions import DecisionKind
from deckcheck.engine.constants import Zone

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class Crush(Effect):
    """Crush the top Life Cloth of a player (with none, nothing happens); `up_to`: as many
    of `count` as this ability's player chooses, none too (a mode: the number); with
    `stop_burst`, when that player chooses to use the Life Burst of a card crushed this
    way, you may pay that cost to keep the Life Burst from activating."""

    name: ClassVar[str] = "crush"
    shorthand: ClassVar[str | None] = "count"

    count: Amount = 1
    player: Player = Player.OPPONENT
    stop_burst: Cost | None = field(
        default=None, metadata={"doc": "what you may pay to stop the crushed card's Life Burst"}
    )
    as_: str | None = field(
        default=None, metadata={"pattern": "^[a-z][a-z0-9_]*$", "doc": "name the crushed cards"}
    )
    life_burst: bool = field(
        default=True,
        metadata={"doc": "false: the Life Bursts of the cards crushed this way do not activate"},
    )
    up_to: bool = field(
        default=False, metadata={"doc": 'as many as you choose ("crush up to two")'}
    )
    compiled: AbilityCost | None = field(init=False, repr=False, compare=False, default=None)

    def __post_init__(self) -> None:
        if self.stop_burst is not None and not self.life_burst:
            raise LanguageError("no Life Burst activates to be stopped", "stop_burst")
        if self.stop_burst is not None:
            object.__setattr__(self, "compiled", self.stop_burst.compile())

    def resolve(self, context: EffectContext) -> Procedure[None]:
        player = player_of(self.player, context.controller)
        counter = None
        if self.compiled is not None:
            counter = BurstCounter(context.controller, context.source, self.compiled)
        count = amount_value(self.count, context)
        if self.up_to:
            most = min(count, len(context.game.players[player].life))
            if most > 0:
                count = yield from context.game.choose_mode(
                    context.controller, most + 1, context.source
                )
        crushed = context.game.crush(
            player,
            count,
            context.source,
            counter,
            burst=self.life_burst,
        )
        if self.as_ is not None:
            context.data[self.as_] = crushed

    def describe(self) -> str:
        where = where_n(self.count)
        if where is not None:
            count = "N"
        else:
            what = describe_count(self.count, "card", "cards").split(" ", 1)
            count = "one" if what[0] in ("a", "an") else what[0]
        up_to = "up to " if self.up_to else ""
        text = english.sentence(
            f"Crush {up_to}{count} of {possessive(self.player)} Life Cloth{where or ''}"
        )
        if self.as_ is not None:
            if self.count == 1:
                english.name_cards(self.as_, "the card put into the check zone this way", True)
            else:
                english.name_cards(self.as_, "the cards put into the check zone this way", False)
        if not self.life_burst:
            several = self.count != 1
            text += (
                " The Life Bursts of the cards crushed this way do not activate."
                if several
                else " The Life Burst of the card crushed this way does not activate."
            )
        if self.stop_burst is not None:
            who = "your opponent uses" if self.player is Player.OPPONENT else "you use"
            cost = english.lower_first(self.stop_burst.describe())
            text += (
                f" If {who} the Life Burst of a card crushed this way, you may {cost}."
                " If you do, that Life Burst is not activated."
            )
        return text


@dataclass(frozen=True)
class Damage(Effect):
    """This card deals damage to a player (with no Life Cloth, that player loses); with
    `unless_discard`, the player may discard a card of that kind to prevent it."""

    name: ClassVar[str] = "damage"
    shorthand: ClassVar[str | None] = "player"

    player: Player = Player.OPPONENT
    unless_discard: Filter | None = field(
        default=None, metadata={"doc": '"unless your opponent discards a card with a [Guard]"'}
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = player_of(self.player, context.controller)
        if self.unless_discard is not None:
            test = self.unless_discard
            hand = [c for c in game.players[player].hand if test.match(game, -1, c)]
            if hand:
                chosen = yield from game.choose_cards(
                    player, hand, 1, up_to=True, source=context.source, kind=DecisionKind.DISCARD
                )
                if chosen:
                    game.discard(chosen[0])
                    return
        game.damage(player, 1, context.source)

    def describe(self) -> str:
        whom = "you" if self.player is Player.YOU else "your opponent"
        text = f"{english.this()} deals damage to {whom}"
        if self.unless_discard is not None:
            text += (
                f" unless {whom} discards {english.count_of(1, self.unless_discard.noun(False))}"
            )
            text += " " + " ".join(self.unless_discard.with_phrases())
        return english.sentence(text.strip())


@dataclass(frozen=True)
class AddToLifeCloth(Effect):
    """The top cards of a player's deck onto their Life Cloth."""

    name: ClassVar[str] = "add_to_life_cloth"
    shorthand: ClassVar[str | None] = "count"

    count: Amount = 1
    player: Player = Player.YOU

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = player_of(self.player, context.controller)
        deck = game.players[player].deck
        for _ in range(amount_value(self.count, context)):
            if not deck:
                break
            game.move(deck[-1], Zone.LIFE)
        return
        yield

    def describe(self) -> str:
        whose = possessive(self.player)
        if not isinstance(self.count, int):
            # "For each card put into your trash this way, add the top card of your deck
            # to your Life Cloth."
            top = "card" if self.count.times == 1 else f"{english.number(self.count.times)} cards"
            each = self.count.unit()
            return f"For {each}, add the top {top} of {whose} deck to {whose} Life Cloth."
        if self.count == 1:
            return f"Add the top card of {whose} deck to {whose} Life Cloth."
        count = describe_count(self.count, "card").split(" ", 1)
        return f"Add the top {count[0]} {count[1]} of {whose} deck to {whose} Life Cloth."


# "You do not take damage this turn": a shield no damage uses up before it ends.
_EVERY_TIME = 1 << 30


@dataclass(frozen=True)
class PreventDamage(Effect):
    """ "The next N times you would take damage, you don't" (until `until`); `also`: each
    time, "instead you do not take that damage and ..." (processed once the game next
    settles)."""

    name: ClassVar[str] = "prevent_damage"
    shorthand: ClassVar[str | None] = "times"

    times: int | Literal["all"] = field(
        default=1,
        metadata={"minimum": 1, "doc": '`all`: every time until then ("you do not take damage")'},
    )
    player: Player = Player.YOU
    until: Duration = Duration.END_OF_TURN
    also: Program | None = field(
        default=None,
        metadata={"doc": 'each time, besides: "instead you do not take that damage and ..."'},
    )
    from_: Whose | None = field(
        default=None,
        metadata={
            "doc": 'only damage from these cards ("from a SIGNI": {side: opponent, '
            "type: SIGNI}); damage from no card is never from them"
        },
    )

    def __post_init__(self) -> None:
        if self.times == "all" and self.also is not None:
            raise LanguageError("`also` follows a damage prevented a number of times", "also")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = player_of(self.player, context.controller)
        source_test = None
        if self.from_ is not None:
            source_test = DamageFrom(self.from_, game, context.source)
        game.prevent_damage(
            player,
            _EVERY_TIME if self.times == "all" else self.times,
            self.until.ends_after(game, context.controller),
            source_test,
            instead=self.also,
            controller=context.controller,
            source=context.source,
        )
        return
        yield

    def describe(self) -> str:
        who, do = ("you", "do") if self.player is Player.YOU else ("your opponent", "does")
        until = "this turn" if self.until is Duration.END_OF_TURN else self.until.describe()
        origin = ""
        if self.from_ is not None:
            origin = f" from {_source_phrase(self.from_)}"
        if self.times == "all":
            return english.sentence(f"{who} {do} not take damage{origin} {until}")
        times = "time" if self.times == 1 else f"{english.number(self.times)} times"
        text = f"the next {times} {who} would take damage{origin} {until}, instead {who} {do} "
        text += "not take "
        text += "that damage"
        if self.also is not None:
            text += f" and {english.lower_first(self.also.describe()).rstrip('.')}"
        return english.sentence(text)


@dataclass
class DamageFrom:
    """A damage shield's test of the damage's source card (-1: no card): the cards a
    `Whose` describes, for the ability of `source` (game state, not compiled: it holds
    the game)."""

    whose: Whose
    game: Game
    source: int

    def __call__(self, card: int) -> bool:
        return card >= 0 and self.whose.owned(self.game, self.source, card)


def _source_phrase(whose: Whose) -> str:
    """`a SIGNI`, `your opponent's LRIG`, `your opponent's level three or less SIGNI`."""
    noun = " ".join([whose.noun(False, "card"), *whose.with_phrases()])
    if whose.side is Side.OPPONENT:
        return f"your opponent's {noun}"
    if whose.side is Side.YOU:
        return f"your {noun}"
    return english.a(noun)


class Pile(StrEnum):
    DECK = "deck"
    LIFE_CLOTH = "life_cloth"
    HAND = "hand"


@dataclass(frozen=True)
class Look(Effect):
    """Look at the top cards of a deck or Life Cloth, or at a hand (yours or your
    opponent's). Only its controller learns something: the game does not change."""

    name: ClassVar[str] = "look"
    shorthand: ClassVar[str | None] = "pile"

    pile: Pile
    count: int | Literal["all"] = field(
        default=1, metadata={"minimum": 1, "doc": "not for a hand; `all`: the whole pile"}
    )
    player: Player = field(default=Player.YOU, metadata={"doc": "whose"})
    order: bool = field(
        default=False, metadata={"doc": "then put them back in any order (not for a hand)"}
    )
    as_: str | None = field(
        default=None,
        metadata={
            "pattern": "^[a-z][a-z0-9_]*$",
            "doc": "name the cards looked at for later parts (not for a hand)",
        },
    )

    def __post_init__(self) -> None:
        if self.order and self.pile is Pile.HAND:
            raise LanguageError("a hand is not put back in an order", "order")
        if self.as_ is not None and (self.pile is Pile.HAND or self.order):
            # The top cards are named as they are looked at; cards put back in a new order
            # are not the same top cards.
            raise LanguageError("only the top cards of a pile, not put back, are named", "as")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        if self.pile is Pile.HAND:
            return
        game = context.game
        owner = player_of(self.player, context.controller)
        zone = Zone.DECK if self.pile is Pile.DECK else Zone.LIFE
        pile = game.players[owner].piles[zone]
        cards = list(reversed(pile if self.count == "all" else pile[-self.count :]))
        if self.as_ is not None:
            context.data[self.as_] = cards
        if not self.order:
            return
        ordered: list[int] = []
        remaining = list(cards)
        while len(remaining) > 1:
            # The controller orders them, the top first (copies of a card are one choice).
            (card,) = yield from game.choose_cards(
                context.controller, remaining, 1, source=context.source, group=True
            )
            ordered.append(card)
            remaining.remove(card)
        ordered.extend(remaining)
        if ordered != cards:
            game.reorder_top(owner, zone, ordered)

    def describe(self) -> str:
        whose = possessive(self.player)
        if self.pile is Pile.HAND:
            return f"Look at {whose} hand."
        place = "deck" if self.pile is Pile.DECK else "Life Cloth"
        if self.as_ is not None:
            english.name_cards(self.as_, "it" if self.count == 1 else "them", self.count == 1)
        if self.count == 1:
            return f"Look at the top card of {whose} {place}."
        if self.count == "all":
            text = f"Look at all of {whose} {place}."
        else:
            text = f"Look at the top {english.number(self.count)} cards of {whose} {place}."
        if self.order:
            text += " Then, put them back in any order."
        return text
