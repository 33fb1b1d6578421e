"""Face-down cards in a SIGNI zone: turning a SIGNI face down, and face up again
(docs/engine-hooks.md, "Face-down cards in a SIGNI zone")."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import PRECHOSEN, Selection
from deckcheck.effects.library.classic import WithNames
from deckcheck.effects.library.common import ToEachCard
from deckcheck.effects.library.triggers import CardTrigger
from deckcheck.effects.program import Program
from deckcheck.effects.terms import Effect, Trigger
from deckcheck.engine.abilities import EffectContext, Procedure, TriggeredAbility
from deckcheck.engine.constants import Zone
from deckcheck.engine.continuous import NEVER

if TYPE_CHECKING:
    from deckcheck.engine.events import Event
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class TurnFaceDown(ToEachCard):
    """Turn SIGNI on the field face down: each stays in its SIGNI zone as a face-down card,
    no SIGNI (no name, power or abilities; its zone is free for a SIGNI), without leaving
    the field (docs/engine-hooks.md, "Face-down cards in a SIGNI zone"). The zone
    `face_down` selects such cards."""

    name: ClassVar[str] = "turn_face_down"
    template: ClassVar[str] = "Turn {cards} face down"

    def act(self, context: EffectContext, card: int) -> bool:
        return context.game.turn_face_down(card)


class Occupied(StrEnum):
    """What becomes of a face-down card that cannot turn face up (a SIGNI is in its zone)."""

    STAY = "stay"  # it stays face down
    TRASH = "trash"  # it is put into its owner's trash


@dataclass(frozen=True)
class TurnFaceUp(ToEachCard):
    """Turn face-down cards of the SIGNI zones face up, each only if no SIGNI is in the same
    SIGNI Zone as it (none stands in its place): a SIGNI again there, upped, a new card that does
    not enter the field. Else it stays face down, or with `occupied: trash` it is put into
    its owner's trash (when a SIGNI stands in its place)."""

    name: ClassVar[str] = "turn_face_up"

    occupied: Occupied = Occupied.STAY

    def act(self, context: EffectContext, card: int) -> bool:
        game = context.game
        if game.turn_face_up(card):
            return True
        if self.occupied is Occupied.TRASH and game.zone[card] == Zone.FACE_DOWN:
            game.trash(card, context.source)
        return False

    def describe(self) -> str:
        cards, plural = self.cards.noun_phrase()
        if plural:
            text = f"Turn {cards} face up, each with no SIGNI in the same SIGNI Zone"
            if self.occupied is Occupied.TRASH:
                text += ", and put the others into their owner's trash"
        else:
            text = f"If there is no SIGNI in the same SIGNI Zone as {cards}, turn it face up"
            if self.occupied is Occupied.TRASH:
                text += ". If there is, put it into its owner's trash"
        return english.sentence(text)


@dataclass(frozen=True)
class FaceDownTest:
    """The condition of an ability tied to face-down cards (`while_face_down`): its trigger,
    read for the card `source` whose effect made it, and with `vacant`, no SIGNI in the
    watched card's SIGNI zone."""

    trigger: Trigger
    source: int
    vacant: bool

    def __call__(self, game: Game, card: int, event: Event) -> bool:
        if self.vacant and not _vacant(game, card):
            return False
        return self.trigger.matches(game, self.source, event)


def _vacant(game: Game, card: int) -> bool:
    """Whether `card` is face down in a SIGNI zone with no SIGNI."""
    if game.zone[card] != Zone.FACE_DOWN:
        return False
    return game.players[game.owner[card]].signi[game.slot[card]] < 0


@dataclass(frozen=True)
class WhileThere:
    """The effects of an ability tied to face-down cards: processed only if a watched card
    is still face down where it was (and, with `vacant`, its zone has no SIGNI), with the
    cards the parts before it named still named."""

    effects: WithNames
    watched: tuple[tuple[int, int], ...]
    vacant: bool

    def __call__(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        if not any(
            game.zone[card] == where and (not self.vacant or _vacant(game, card))
            for card, where in self.watched
        ):
            return
        yield from self.effects(context)


@dataclass(frozen=True)
class WhileFaceDown(Effect):
    """From now on, beyond this turn, for as long as a selected face-down card stays face
    down where it is: whenever `when` happens (read for this card's controller: "at the
    beginning of each attack phase"), `effects` happen as a triggered ability of this
    card's controller; with `vacant`, only while no SIGNI is in that card's SIGNI zone (none
    stands in its place). Cards the parts before
    it named stay named ("turn that SIGNI face up"). docs/engine-hooks.md, "Abilities tied
    to a face-down card". With `once`, it happens one time, the next time `when` happens,
    or with `skip: N` the time after the next N ("at the beginning of your main phase after
    your next main phase": `skip: 1`), whatever is in the card's zone then (`vacant` is
    asked as it is processed), and is over (docs/engine-hooks.md, "Delayed abilities that
    wait for a later time")."""

    name: ClassVar[str] = "while_face_down"

    cards: Selection = field(metadata=FLAT)
    when: Trigger = field(metadata={"doc": "what happens in the game (not to `self`)"})
    effects: Program
    vacant: bool = field(
        default=False, metadata={"doc": "only while no SIGNI is in the face-down card's zone"}
    )
    once: bool = field(default=False, metadata={"doc": "it happens one time, then ends"})
    skip: int = field(
        default=0,
        metadata={
            "minimum": 0,
            "doc": "the first N times `when` happens pass without it ("
            '"after your next main phase": 1)',
        },
    )

    def __post_init__(self) -> None:
        if isinstance(self.when, CardTrigger) and self.when.card is not None:
            raise LanguageError("the ability listens to the game: no `card` in `when`", "when")
        if self.skip and not self.once:
            raise LanguageError("`skip` waits for one later time: with `once`", "skip")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        watched = tuple(
            (card, game.zone[card]) for card in cards if game.zone[card] == Zone.FACE_DOWN
        )
        if not watched:
            return
        names = {
            key: tuple((card, game.zone[card]) for card in value)
            for key, value in context.data.items()
            if key != PRECHOSEN and isinstance(value, list)
        }
        # A time counted ("after your next main phase") counts whatever is in the card's
        # zone then: its position is asked only as the ability is processed.
        ability = TriggeredAbility(
            events=self.when.kinds(),
            effect=WhileThere(WithNames(self.effects, names), watched, self.vacant),
            condition=FaceDownTest(self.when, context.source, self.vacant and not self.once),
        )
        game.add_delayed(
            context.controller,
            context.source,
            ability,
            [card for card, _ in watched],
            NEVER,
            once=self.once,
            skip=self.skip,
        )

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        trigger = self.when.describe()
        body = english.lower_first(self.effects.describe())
        if self.once:
            # One later time: "if it is still face down then", governing every part.
            body = english.lower_first(self.effects.clause())
            if self.vacant:
                body = _FACE_UP_IF_VACANT.sub("", body)
            still = "any of them is" if plural else f"{text} is"
            where = " with no SIGNI in the same position" if self.vacant else ""
            return f"{_later(trigger, self.skip)}, if {still} still face down{where}, {body}"
        if self.vacant:
            that = "each of those cards" if plural else text
            body = f"if a SIGNI is not in the same position as {that}, {body}"
        stays = f"{text} stay" if plural else f"{text} stays"
        return f"As long as {stays} face down, {english.lower_first(trigger)}, {body}"


# `turn_face_up`'s own condition, said already where the position is asked.
_FACE_UP_IF_VACANT = re.compile(r"^if there is no SIGNI in the same SIGNI Zone as [^,]+, ")


# "At the beginning of your main phase", "At the end of your opponent's turn".
_AT_TIME = re.compile(r"^(At the (?:beginning|end) of )(your opponent's|your|each) (.+)$")
_ORDINALS = ("next", "second", "third", "fourth")


def _later(trigger: str, skip: int) -> str:
    """The one later time a trigger names: "at the beginning of your next main phase",
    "... of your main phase after your next main phase"."""
    found = _AT_TIME.match(trigger)
    if found is None:
        ordinal = _ORDINALS[skip] if skip < len(_ORDINALS) else f"{skip + 1}th"
        return f"The {ordinal} time from now only: {english.lower_first(trigger)}"
    at, whose, time = found.groups()
    whose = "the" if whose == "each" else whose
    if skip == 0:
        return f"{at}{whose} next {time}"
    if skip == 1:
        return f"{at}{whose} {time} after {whose} next {time}"
    ordinal = _ORDINALS[skip] if skip < len(_ORDINALS) else f"{skip + 1}th"
    return f"{at}{whose} {ordinal} {time} from now"
