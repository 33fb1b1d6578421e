"""Terms the classic cards (the 2014 rules' pool) need: SIGNI that must attack, SIGNI the
opponent must be put in front of, cards put into the Life Cloth from anywhere, and the
Life Cloth and Life Burst triggers.

    - must_attack: {all: {side: opponent, zone: signi}}          # [Constant]
    - placed_in_front: {ref: self}                               # [Constant]
    - put_into_life_cloth: {choose: {side: you, zone: hand}}
    - life_cloth_protected: {player: you, but_by_damage: true}
    - at_end_of_turn: [{trash: {ref: entered}}]
    when: {life_burst_used: you}
    when: {added_to_life_cloth: you}
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import PRECHOSEN, Player, Selection, Side
from deckcheck.effects.library.common import PlayersEffect, ToEachCard
from deckcheck.effects.library.delayed import Later
from deckcheck.effects.library.power import FieldMark, continuous_on
from deckcheck.effects.program import Program
from deckcheck.effects.terms import Effect, Trigger
from deckcheck.effects.values import Duration, player_of
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import Zone
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode, Restriction
from deckcheck.engine.events import Event, EventKind

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

_LIFE = int(Zone.LIFE)


@dataclass(frozen=True)
class MustAttack(FieldMark):
    """SIGNI or LRIGs must attack if able: their player cannot end the attack step while
    one of them can still attack (until `until`, or while a [Constant] ability is in
    force)."""

    name: ClassVar[str] = "must_attack"

    attribute: ClassVar[Attribute] = Attribute.MUST_ATTACK

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        return english.sentence(f"{text} must attack if able {self.until.describe()}".strip())


@dataclass(frozen=True)
class PlacedInFront(Effect):
    """While in force, a SIGNI the opponent puts onto their field must go into a SIGNI
    Zone in front of one of these SIGNI, if one of those zones is empty."""

    name: ClassVar[str] = "placed_in_front"

    cards: Selection = field(metadata=FLAT)

    def __post_init__(self) -> None:
        if self.cards.target is not None or self.cards.choose is not None:
            raise LanguageError("the SIGNI are `ref: self` or `all`", "placed_in_front")

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [
            continuous_on(self.cards, game, source, condition, Attribute.PLACEMENT, Mode.SET, 0)
        ]

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        return (
            "When your opponent puts a SIGNI onto their field, it must be put into the SIGNI "
            f"Zone in front of {text} if possible."
        )


@dataclass(frozen=True)
class LifeClothProtected(PlayersEffect):
    """A player's Life Cloth cannot be crushed (`but_by_damage`: other than by damage) until
    `until`, or while a [Constant] ability is in force. A crush that cannot happen does
    nothing; damage still counts as dealt."""

    name: ClassVar[str] = "life_cloth_protected"

    player: Player = Player.YOU
    but_by_damage: bool = field(default=False, metadata={"doc": '"other than by damage"'})
    until: Duration = Duration.END_OF_TURN

    def _effect(self, controller: int, **timing: Any) -> ContinuousEffect:
        bit = Restriction.CRUSHED_BUT_BY_DAMAGE if self.but_by_damage else Restriction.CRUSHED
        return ContinuousEffect(
            Attribute.RESTRICTION,
            Mode.SET,
            bit,
            player=player_of(self.player, controller),
            **timing,
        )

    def describe(self) -> str:
        whose = "your" if self.player is Player.YOU else "your opponent's"
        but = " other than by damage" if self.but_by_damage else ""
        until = self.until.describe()
        if until and self.until is Duration.END_OF_TURN:
            until = "this turn"
        return english.sentence(f"{whose} Life Cloth cannot be crushed{but} {until}".strip())


@dataclass(frozen=True)
class AtEndOfTurn(Effect):
    """ "At the end of the turn, ...": the effects are processed when the end phase of this
    turn (or of a later one, `turn`: "During your opponent's next turn, ... At the end of
    that turn, ...") begins, as a triggered ability of this card; cards earlier parts named
    (`as`) are still named then ("put that SIGNI into the trash")."""

    name: ClassVar[str] = "at_end_of_turn"
    shorthand: ClassVar[str | None] = "effects"

    effects: Program
    turn: Later = Later.THIS

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        names = {
            key: tuple((card, game.zone[card]) for card in value)
            for key, value in context.data.items()
            if key != PRECHOSEN and isinstance(value, list)
        }
        later = WithNames(self.effects, names)
        turn = self.turn.turn(game, context.controller)
        context.game.at_end_of_turn(context.controller, context.source, later, turn)
        return
        yield

    def describe(self) -> str:
        when = "the turn" if self.turn is Later.THIS else self.turn.describe()
        return f"At the end of {when}, {english.lower_first(self.effects.describe())}"


@dataclass(frozen=True)
class WithNames:
    """A later effect that still knows the cards the parts before it named, as long as
    they stayed in the zone they were in (a card that moved is a new card)."""

    effects: Program
    names: dict[str, tuple[tuple[int, int], ...]]

    def __call__(self, context: EffectContext) -> Procedure[None]:
        zone = context.game.zone
        for name, cards in self.names.items():
            context.data[name] = [card for card, where in cards if zone[card] == where]
        yield from self.effects(context)


@dataclass(frozen=True)
class TrashInsteadOfEner(ToEachCard):
    """Cards in a check zone (crushed: named with `as`) go to the trash instead of the Ener
    Zone when they would be put there, and `also` happens besides (the top card of the
    deck added to the Life Cloth, say)."""

    name: ClassVar[str] = "trash_instead_of_ener"

    also: Program | None = None

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        for card in cards:
            game.replace_ener(card, context.controller, context.source, self.also)

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        verb = "are" if plural else "is"
        them = "them" if plural else "it"
        body = f"If {text} {verb} put into the Ener Zone, put {them} into the trash instead"
        if self.also is not None:
            body += f" and {english.lower_first(self.also.describe()).rstrip('.')}"
        return english.sentence(body)


_WHOSE = {Side.YOU: "your", Side.OPPONENT: "your opponent's", Side.ANY: "a player's"}


@dataclass(frozen=True)
class LifeBurstUsed(Trigger):
    """A player uses the Life Burst of one of their crushed cards (the classic cards: "each
    time your Life Burst is triggered")."""

    name: ClassVar[str] = "life_burst_used"
    shorthand: ClassVar[str | None] = "side"

    side: Side = Side.YOU

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.LIFE_BURST_USED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        return _side_holds(self.side, game, source, event.player)

    def describe(self) -> str:
        return f"Whenever {_WHOSE[self.side]} Life Burst is used"


@dataclass(frozen=True)
class AddedToLifeCloth(Trigger):
    """A card is added to a player's Life Cloth, from anywhere but the Life Cloth itself
    (once for each card)."""

    name: ClassVar[str] = "added_to_life_cloth"
    shorthand: ClassVar[str | None] = "side"

    side: Side = Side.YOU

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.MOVED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        return (
            event.b == _LIFE
            and event.a != _LIFE
            and _side_holds(self.side, game, source, event.player)
        )

    def describe(self) -> str:
        return f"Whenever a card is added to {_WHOSE[self.side]} Life Cloth"


def _side_holds(side: Side, game: Game, source: int, player: int) -> bool:
    if side is Side.ANY:
        return True
    return (player == game.owner[source]) == (side is Side.YOU)
