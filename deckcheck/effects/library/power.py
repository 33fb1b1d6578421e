"""Power and level: `+N` or `--N` until a time, or in force as a [Constant] ability; base
values set for a while."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Player, Range, Selection, range_holds
from deckcheck.effects.terms import Effect, Here
from deckcheck.effects.values import (
    Amount,
    Duration,
    Per,
    amount_value,
    describe_power,
    player_of,
)
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind
from deckcheck.engine.constants import FIELD_ZONES, Zone
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class SelectionTest:
    """A [Constant] ability's "all ..." as the engine's `applies(game, card)`."""

    selection: Selection
    controller: int
    source: int

    def __call__(self, game: Game, card: int) -> bool:
        spec = self.selection.all
        if spec is not None:
            return spec.contains(game, self.controller, self.source, card)
        return self.selection.applies(game, self.controller, self.source, card)


@dataclass(frozen=True)
class QuantityReader:
    """The quantity of a [Constant] ability's "for each", as the engine's `scale(game)`:
    read whenever the value it changes is."""

    amount: Per
    controller: int
    source: int

    def __call__(self, game: Game) -> int:
        amount = self.amount
        return amount.per.value(Here(game, self.controller, self.source)) // amount.every


def continuous_on(
    selection: Selection,
    game: Game,
    source: int,
    condition: Any,
    attribute: Attribute,
    mode: Mode,
    value: int,
    scale: QuantityReader | None = None,
) -> ContinuousEffect:
    """A continuous effect on this card (`ref: self`) or on every card of an `all`."""
    if selection.is_self:
        return ContinuousEffect(
            attribute, mode, value, target=source, condition=condition, scale=scale
        )
    applies = SelectionTest(selection, game.owner[source], source)
    return ContinuousEffect(
        attribute, mode, value, applies=applies, condition=condition, scale=scale
    )


def _on_field_until(
    cards: Selection, until: Duration, context: EffectContext
) -> Procedure[tuple[list[int], int]]:
    """The selected cards still on the field as the effect reaches them, and the turn
    after which what it gives them ends (`until`)."""
    game = context.game
    chosen = yield from cards.resolve(context)
    on_field = [card for card in chosen if game.zone[card] in FIELD_ZONES]
    return on_field, until.ends_after(game, context.controller)


@dataclass(frozen=True)
class FieldMark(Effect):
    """Cards on the field are marked with `attribute` (they must attack, lose their
    abilities, cannot gain any ...): those selected when a one-shot effect happens, until
    `until`; or those it covers while a [Constant] ability is in force."""

    attribute: ClassVar[Attribute]

    cards: Selection = field(metadata=FLAT)
    until: Duration = Duration.END_OF_TURN

    def resolve(self, context: EffectContext) -> Procedure[None]:
        cards, ends = yield from _on_field_until(self.cards, self.until, context)
        for card in cards:
            context.game.add_effect(
                ContinuousEffect(self.attribute, Mode.SET, target=card, ends_after_turn=ends)
            )

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [continuous_on(self.cards, game, source, condition, self.attribute, Mode.SET, 0)]


@dataclass(frozen=True)
class Power(Effect):
    """Cards get `amount` power (negative for --): until `until`, or while a [Constant]
    ability is in force."""

    name: ClassVar[str] = "power"

    cards: Selection = field(metadata=FLAT)
    amount: Amount = field(metadata={"doc": "+N or -N, or {per: <quantity>, times: N}"})
    until: Duration = Duration.END_OF_TURN

    def resolve(self, context: EffectContext) -> Procedure[None]:
        cards, ends = yield from _on_field_until(self.cards, self.until, context)
        amount = amount_value(self.amount, context)
        for card in cards:
            context.game.add_power(card, amount, ends, context.source)

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        if isinstance(self.amount, int):
            value, scale = self.amount, None
        else:  # "+1000 power for each ...": counted whenever power is read
            value, scale = (
                self.amount.times,
                QuantityReader(self.amount, game.owner[source], source),
            )
        return [
            continuous_on(
                self.cards, game, source, condition, Attribute.POWER, Mode.ADD, value, scale
            )
        ]

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        verb = "get" if plural else "gets"
        until = self.until.describe()
        return english.sentence(f"{text} {verb} {describe_power(self.amount)} {until}".strip())

    def imperative(self) -> str | None:
        text, _plural = self.cards.noun_phrase(moving=False)
        until = self.until.describe()
        return f"give {text} {describe_power(self.amount)} {until}".strip() + "."


@dataclass(frozen=True)
class DoublePower(Effect):
    """Double the power of cards until `until` (every SIGNI of a player, for the turn, say):
    each gets + its power as the effect happens (the classic cards' reminder says as
    much)."""

    name: ClassVar[str] = "double_power"

    cards: Selection = field(metadata=FLAT)
    until: Duration = Duration.END_OF_TURN

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards, ends = yield from _on_field_until(self.cards, self.until, context)
        for card in cards:
            game.add_power(card, game.power(card), ends, context.source)

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        until = self.until.describe()
        return english.sentence(f"{until}, double the power of {text}".strip(", "))


def _power_value(power: Amount) -> str:
    """`8000`, `1000 for each card in your hand`, `the declared number multiplied by
    1000` (a number, not cards to count), `equal to the power of that SIGNI`."""
    if isinstance(power, int):
        return str(power)
    if power.times == 1:
        return f"equal to {power.quantity()}"
    if power.every == 1 and (not power.per.countable or power.per.each().startswith("the ")):
        return f"{power.quantity()} multiplied by {power.times}"
    return f"{power.times} for {power.unit()}"


@dataclass(frozen=True)
class BaseLevelTest:
    """The cards of a [Constant] ability's `all` whose base level it sets, as the engine's
    `applies(game, card)`: their level filter (`levels`) reads the base level, the one
    set, not the level it makes (docs/engine-hooks.md, "Levels set where the cards
    are")."""

    selection: Selection
    levels: int | Range
    controller: int
    source: int

    def __call__(self, game: Game, card: int) -> bool:
        return range_holds(
            self.levels, game.base_level[card], game, self.source, None
        ) and self.selection.applies(game, self.controller, self.source, card)


@dataclass(frozen=True)
class SetBase(Effect):
    """The base level and/or base power of cards become a value until `until`; changes
    by other effects still apply on top (en-2021-glossary.txt, "Power": a value set
    first, modifications later). `power` may be a number per quantity ("the number
    declared this way multiplied by 1000"; in a [Constant] ability, read whenever the
    power is)."""

    name: ClassVar[str] = "set_base"

    cards: Selection = field(metadata=FLAT)
    level: int | None = field(default=None, metadata={"minimum": 0})
    power: Amount | None = field(
        default=None,
        metadata={
            "minimum": 0,
            "doc": 'a number, or one per quantity ("the declared number x 1000")',
        },
    )
    power_of: Selection | None = field(
        default=None,
        metadata={
            "doc": "the card whose power, read as this resolves, the base power becomes"
            ' (one: "equal to target SIGNI\'s power"); a one-shot effect'
        },
    )
    until: Duration = Duration.END_OF_TURN

    def __post_init__(self) -> None:
        if self.level is None and self.power is None and self.power_of is None:
            raise LanguageError("a base value to set: `level`, `power` or both")
        if self.power is not None and self.power_of is not None:
            raise LanguageError("`power` or `power_of`, not both", "power_of")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards, ends = yield from _on_field_until(self.cards, self.until, context)
        power = amount_value(self.power, context) if self.power is not None else None
        if self.power_of is not None:
            # Nothing to read (no target): the base power stays.
            read = yield from self.power_of.resolve(context)
            power = game.power(read[0]) if read else None
        for card in cards:
            if self.level is not None:
                game.set_level(card, self.level, ends)
            if power is not None:
                game.set_power(card, power, ends, context.source)

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        """While a [Constant] ability is in force ("as long as ..., this SIGNI's power is
        8000"; every level two and three SIGNI of the deck given base level one: its cards' level
        filter reads their base level, the one it sets)."""
        if self.power_of is not None:
            # A card chosen as the effect resolves has no place in a [Constant] ability.
            raise LanguageError("`power_of` is read as a one-shot effect resolves", "power_of")
        made = []
        spec = self.cards.all
        if self.level is not None and spec is not None and spec.level is not None:
            rest = replace(self.cards, all=replace(spec, level=None))
            test = BaseLevelTest(rest, spec.level, game.owner[source], source)
            made.append(
                ContinuousEffect(
                    Attribute.LEVEL, Mode.SET, self.level, applies=test, condition=condition
                )
            )
        elif self.level is not None:
            made.append(
                continuous_on(
                    self.cards, game, source, condition, Attribute.LEVEL, Mode.SET, self.level
                )
            )
        power = self.power
        if isinstance(power, int):
            made.append(
                continuous_on(self.cards, game, source, condition, Attribute.POWER, Mode.SET, power)
            )
        elif power is not None:  # read whenever the power is
            reader = QuantityReader(power, game.owner[source], source)
            made.append(
                continuous_on(
                    self.cards,
                    game,
                    source,
                    condition,
                    Attribute.POWER,
                    Mode.SET,
                    power.times,
                    reader,
                )
            )
        return made

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        its = "their" if plural else "its"
        verb = "becomes"  # the subject is "the base level", "the base power"
        parts = []
        if self.level is not None:
            parts.append(f"the base level of {text} {verb} {english.number(self.level)}")
        if self.power is not None:
            whose = f"{its} base power" if parts else f"the base power of {text}"
            parts.append(f"{whose} {verb} {_power_value(self.power)}")
        if self.power_of is not None:
            whose = f"{its} base power" if parts else f"the base power of {text}"
            other, _plural = self.power_of.noun_phrase(moving=False)
            parts.append(f"{whose} {verb} equal to the power of {other}")
        return english.sentence(f"{english.join(parts)} {self.until.describe()}".strip())


@dataclass(frozen=True)
class LevelAlso(Effect):
    """While a [Constant] ability is in force, the effects of your cards may treat the
    cards selected (`all`, wherever they are) as of level `level` besides their own (a
    <<Cosmos>> SIGNI of level three or less in the deck that may be read as level one): a
    level filter of such an effect
    accepts either level; a level read as a number is the card's own
    (docs/engine-hooks.md, "Levels a card may be treated as")."""

    name: ClassVar[str] = "level_also"

    cards: Selection = field(metadata=FLAT)
    level: int = field(metadata={"minimum": 0})
    as_signi: bool = field(
        default=False,
        metadata={
            "doc": 'a card of another type is treated as a SIGNI of that level ("you may treat'
            ' it as a level one SIGNI")'
        },
    )

    def __post_init__(self) -> None:
        if self.cards.all is None:
            raise LanguageError("the cards it covers are `all`", "level_also")

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        # Mode.GRANT: the card is treated as a SIGNI too (docs/engine-hooks.md, "Levels a
        # card may be treated as").
        mode = Mode.GRANT if self.as_signi else Mode.SET
        made = continuous_on(
            self.cards, game, source, condition, Attribute.LEVEL_ALSO, mode, self.level
        )
        return [replace(made, player=game.owner[source])]

    def describe(self) -> str:
        spec = self.cards.all
        assert spec is not None
        if spec.ref == "self":
            cards = english.this()
        else:
            noun = [spec.noun(False, "card"), *spec.with_phrases(), spec.where(False)]
            cards = english.a(" ".join(part for part in noun if part))
        signi = " SIGNI" if self.as_signi else ""
        return english.sentence(
            f"if one of your abilities or effects refers to {cards}, you may "
            f"treat it as a level {english.number(self.level)}{signi}"
        )


@dataclass(frozen=True)
class InSigniZone:
    """Whether a card is the SIGNI in one SIGNI zone of a player: (game, card) -> bool."""

    player: int
    slot: int

    def __call__(self, game: Game, card: int) -> bool:
        return (
            game.zone[card] == Zone.SIGNI
            and game.owner[card] == self.player
            and game.slot[card] == self.slot
        )


_ZONES = tuple(Action(ActionKind.CHOOSE_MODE, slot) for slot in range(3))


@dataclass(frozen=True)
class ZonePower(Effect):
    """This ability's player chooses one of a player's SIGNI zones; the SIGNI in it,
    whichever is there while the effect lasts, gets `amount` power until `until` ("choose
    one of your opponent's SIGNI Zones; ... the SIGNI in that SIGNI Zone gets --7000
    power"). The choice is a mode: the zone's index, left to right."""

    name: ClassVar[str] = "zone_power"

    amount: int = field(metadata={"doc": "+N or -N"})
    player: Player = Player.OPPONENT
    until: Duration = Duration.END_OF_TURN

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        owner = player_of(self.player, context.controller)
        action = yield Decision(context.controller, DecisionKind.MODE, _ZONES, context.source)
        game.add_effect(
            ContinuousEffect(
                Attribute.POWER,
                Mode.ADD,
                self.amount,
                applies=InSigniZone(owner, action.a),
                ends_after_turn=self.until.ends_after(game, context.controller),
                by=context.source,
            )
        )

    def describe(self) -> str:
        whose = "your" if self.player is Player.YOU else "your opponent's"
        until = self.until.describe()
        gets = f"the SIGNI in it gets {describe_power(self.amount)} {until}".strip()
        return f"Choose one of {whose} SIGNI Zones: {gets}."
