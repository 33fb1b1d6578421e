"""What cards are spared or stripped of: "cannot be vanished by your opponent's effects",
"lose their abilities"; until a time, or in force as a [Constant] ability."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Filter, Player, Selection, Side, ZoneName
from deckcheck.effects.library.power import FieldMark, SelectionTest, continuous_on
from deckcheck.effects.terms import Condition, Effect, Here
from deckcheck.effects.values import Duration, player_of, possessive
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import FIELD_ZONES
from deckcheck.engine.continuous import (
    Attribute,
    ContinuousEffect,
    Mode,
    PowerChange,
    Protection,
)

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


class Happening(StrEnum):
    """What cannot happen to a card."""

    VANISHED = "vanished"
    BOUNCED = "bounced"
    DOWNED = "downed"
    TRASHED = "trashed"

    @property
    def bit(self) -> int:
        return _BITS[self]


_BITS = {
    Happening.VANISHED: Protection.VANISH,
    Happening.BOUNCED: Protection.BOUNCE,
    Happening.DOWNED: Protection.DOWN,
    Happening.TRASHED: Protection.TRASH,
}
_HAPPENING_TEXT = {
    Happening.VANISHED: "{vanished}",
    Happening.BOUNCED: "returned to {owner} hand",
    Happening.DOWNED: "downed",
    Happening.TRASHED: "put into the trash",
}


@dataclass(frozen=True)
class EffectsOf:
    """A protection's `protects_from(game, source)`: effects of the cards of `player`."""

    player: int

    def __call__(self, game: Game, source: int) -> bool:
        return source >= 0 and game.owner[source] == self.player


class Protects:
    """How an effect that protects cards acts (a PROTECTION effect of its `bits`, against
    the effects its `_from` names): on the cards it selects that are still on the field,
    until `until`; or on those it covers while a [Constant] ability is in force."""

    cards: Selection
    until: Duration

    @property
    def bits(self) -> int:
        raise NotImplementedError

    def _from(self, controller: int) -> EffectsOf | EffectsOfKind | None:
        raise NotImplementedError

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        ends = self.until.ends_after(game, context.controller)
        protects_from = self._from(context.controller)
        for card in cards:
            if game.zone[card] in FIELD_ZONES:  # still on the field
                game.add_effect(
                    ContinuousEffect(
                        Attribute.PROTECTION,
                        Mode.SET,
                        self.bits,
                        target=card,
                        protects_from=protects_from,
                        ends_after_turn=ends,
                    )
                )

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        made = continuous_on(
            self.cards, game, source, condition, Attribute.PROTECTION, Mode.SET, self.bits
        )
        return [dataclasses.replace(made, protects_from=self._from(game.owner[source]))]


@dataclass(frozen=True)
class CannotBe(Protects, Effect):
    """Cards cannot be vanished (returned to hand, downed, put into the trash): by
    anything, or only by effects (`by`: your opponent's, yours or anyone's; a battle is
    no effect, and neither is a rule-based action); `yourself`: not put into the trash by
    their owner in any way, an effect, a cost or retiring (the classic WX07-033:
    docs/engine-hooks.md, "Cards their owner cannot
    trash")."""

    name: ClassVar[str] = "cannot_be"

    cards: Selection = field(metadata=FLAT)
    action: tuple[Happening, ...]
    by: Side | None = field(default=None, metadata={"doc": "only by the effects of this side"})
    until: Duration = Duration.END_OF_TURN
    of: Filter | None = field(
        default=None,
        metadata={
            "doc": "only by the effects of that side's cards of this kind (\"by the effects of"
            " your opponent's level one SIGNI\")"
        },
    )
    yourself: bool = field(
        default=False,
        metadata={"doc": "trashed: not by their owner, by an effect, a cost or retiring"},
    )

    def __post_init__(self) -> None:
        if self.of is not None and self.by not in (Side.YOU, Side.OPPONENT):
            raise LanguageError("`of` narrows the effects of one side: give `by`", "of")
        if self.yourself and (self.action != (Happening.TRASHED,) or self.by is not None):
            raise LanguageError(
                "`yourself` is about being put into the trash by the owner (no `by`)",
                "yourself",
            )

    @property
    def bits(self) -> int:
        bits = Protection.EFFECTS if self.by is not None else 0
        if self.yourself:
            bits = Protection.EFFECTS | Protection.BY_OWNER
        for happening in self.action:
            bits |= happening.bit
        return bits

    def _from(self, controller: int) -> EffectsOf | EffectsOfKind | None:
        if self.yourself:
            return EffectsOf(controller)  # the owner's effects: this card's, yours
        if self.by is None or self.by is Side.ANY:
            return None
        player = controller if self.by is Side.YOU else 1 - controller
        if self.of is not None:
            return EffectsOfKind(player, self.of)
        return EffectsOf(player)

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        if self.yourself:
            return english.sentence(
                f"you cannot put {text} from the field into the trash yourself "
                f"{self.until.describe()}".strip()
            )
        owner = "their owners'" if plural else "its owner's"
        vanished = english.verb("vanish", "ed")
        what = english.join(
            (_HAPPENING_TEXT[h].format(owner=owner, vanished=vanished) for h in self.action), "or"
        )
        by = {
            None: "",
            Side.ANY: " by effects",
            Side.YOU: " by your effects",
            Side.OPPONENT: " by your opponent's effects",
        }[self.by]
        if self.of is not None:
            whose = "your" if self.by is Side.YOU else "your opponent's"
            kind = " ".join([self.of.noun(True), *self.of.with_phrases()])
            by = f" by the effects of {whose} {kind}"
        return english.sentence(f"{text} cannot be {what}{by} {self.until.describe()}".strip())


@dataclass(frozen=True)
class LoseAbilities(FieldMark):
    """Cards lose their abilities (their printed keywords among them): until `until`, or
    while a [Constant] ability is in force. A one-shot effect covers the cards selected
    when it happens, not cards that come later."""

    name: ClassVar[str] = "lose_abilities"

    attribute: ClassVar[Attribute] = Attribute.LOSE_ABILITIES

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        verb, their = ("lose", "their") if plural else ("loses", "its")
        return english.sentence(f"{text} {verb} {their} abilities {self.until.describe()}".strip())


@dataclass(frozen=True)
class NoActionAbilities(Effect):
    """The [Action] abilities of the cards cannot be used, while a [Constant] ability is
    in force (no opposing SIGNI with a [Charm] may use its [Action], say)."""

    name: ClassVar[str] = "no_action_abilities"

    cards: Selection = field(metadata=FLAT)

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [
            continuous_on(self.cards, game, source, condition, Attribute.NO_ACTIONS, Mode.SET, 0)
        ]

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        return english.sentence(f"The [Action] abilities of {text} cannot be used")


@dataclass(frozen=True)
class EffectsOfKind:
    """An UNAFFECTED effect's `protects_from(game, source)`: the effects of the cards of
    `player` of the kind `kind` (any, when None)."""

    player: int
    kind: Filter | None = None

    def __call__(self, game: Game, source: int) -> bool:
        if source < 0 or game.owner[source] != self.player:
            return False
        return self.kind is None or self.kind.match(game, source, source)


@dataclass(frozen=True)
class HoldsNow:
    """A continuous effect's condition: `condition` holds, read for `controller` and the
    card `source`, and `also` when given (the [Constant] ability's own)."""

    condition: Condition
    controller: int
    source: int
    also: Any = None

    def __call__(self, game: Game) -> bool:
        if self.also is not None and not self.also(game):
            return False
        return self.condition.holds(Here(game, self.controller, self.source))


@dataclass(frozen=True)
class Unaffected(Effect):
    """Cards are unaffected by your opponent's effects, or by those of their cards of a
    kind (`of`: `{type: ARTS}`, `{type: [SIGNI, SPELL]}`, `{not: {type: LRIG}}`): an
    effect of such a card neither targets, chooses nor acts on them, and its effects in
    force do not apply to them (a SIGNI the opponent's ARTS cannot affect, say);
    until `until`, or while a [Constant] ability is in force
    (docs/engine-hooks.md, "Unaffected")."""

    name: ClassVar[str] = "unaffected"

    cards: Selection = field(metadata=FLAT)
    of: Filter | None = field(
        default=None, metadata={"doc": "only the effects of your opponent's cards of this kind"}
    )
    while_: Condition | None = field(
        default=None,
        metadata={"doc": 'only while this holds ("as long as it is your opponent\'s turn")'},
    )
    until: Duration = Duration.END_OF_TURN

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        ends = self.until.ends_after(game, context.controller)
        protects_from = EffectsOfKind(1 - context.controller, self.of)
        holds = None
        if self.while_ is not None:
            holds = HoldsNow(self.while_, context.controller, context.source)
        for card in cards:
            if game.zone[card] in FIELD_ZONES:  # still on the field
                game.add_effect(
                    ContinuousEffect(
                        Attribute.UNAFFECTED,
                        Mode.SET,
                        target=card,
                        protects_from=protects_from,
                        condition=holds,
                        ends_after_turn=ends,
                    )
                )

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        made = continuous_on(self.cards, game, source, condition, Attribute.UNAFFECTED, Mode.SET, 0)
        protects_from = EffectsOfKind(1 - game.owner[source], self.of)
        if self.while_ is not None:
            condition = HoldsNow(self.while_, game.owner[source], source, condition)
            made = dataclasses.replace(made, condition=condition)
        return [dataclasses.replace(made, protects_from=protects_from)]

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        verb = "are" if plural else "is"
        by = "your opponent's effects"
        of = self.of
        if of is not None and of.not_ is not None and of == Filter(not_=of.not_):
            # "other than from their LRIG"
            by += f" other than their {of.not_.noun(False)}'s"
        elif of is not None:
            by = f"the effects of your opponent's {of.noun(True)}"
        until = self.until.describe()
        if self.while_ is not None:
            lead = f"{until}, " if until else ""
            text = f"{lead}as long as {self.while_.describe()}, {text}"
        else:
            by = f"{by} {until}".strip()
        return english.sentence(f"{text} {verb} unaffected by {by}")


class Changes(StrEnum):
    """Which changes of power a `power_change` replaces."""

    ANY = "any"  # + and --
    MINUS = "minus"


class Becomes(StrEnum):
    """What a replaced change of power becomes."""

    NONE = "none"  # no change
    PLUS = "plus"  # + that amount
    DOUBLED = "doubled"


_POWER_CHANGES = {
    (Changes.ANY, Becomes.NONE): PowerChange.NONE,
    (Changes.MINUS, Becomes.NONE): PowerChange.NO_MINUS,
    (Changes.MINUS, Becomes.PLUS): PowerChange.PLUS,
    (Changes.MINUS, Becomes.DOUBLED): PowerChange.DOUBLED,
}


@dataclass(frozen=True)
class PowerChangeRule(Effect):
    """A replacement of power changes: when an effect of a player's cards (`by`; `of`:
    only of cards of this kind) would change the power of the cards selected (`changes`:
    any change, or a -- change alone), it changes it as `becomes` says instead (no change
    at all by the opponent's effects, a minus from them turned into a plus, a minus
    doubled): until `until`, or while a [Constant]
    ability is in force. A one-shot change is replaced as it is made, a change in force as
    it is read (docs/engine-hooks.md, "Power changes")."""

    name: ClassVar[str] = "power_change"

    cards: Selection = field(metadata=FLAT)
    by: Player = field(default=Player.OPPONENT, metadata={"doc": "whose effects"})
    of: Filter | None = field(
        default=None, metadata={"doc": "only the effects of that player's cards of this kind"}
    )
    changes: Changes = Changes.MINUS
    becomes: Becomes = Becomes.NONE
    until: Duration = Duration.END_OF_TURN

    def __post_init__(self) -> None:
        if (self.changes, self.becomes) not in _POWER_CHANGES:
            raise LanguageError(
                f"a + change cannot become {self.becomes.value}: `changes: minus`", "becomes"
            )

    def _makers(self, controller: int) -> EffectsOfKind:
        return EffectsOfKind(player_of(self.by, controller), self.of)

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        ends = self.until.ends_after(game, context.controller)
        kind = _POWER_CHANGES[self.changes, self.becomes]
        makers = self._makers(context.controller)
        if self.cards.all is not None:  # "SIGNI on your opponent's field this turn": as they come
            applies = SelectionTest(self.cards, context.controller, context.source)
            game.add_effect(
                ContinuousEffect(
                    Attribute.POWER_CHANGE,
                    Mode.SET,
                    kind,
                    applies=applies,
                    protects_from=makers,
                    ends_after_turn=ends,
                    by=context.source,
                )
            )
            return
        cards = yield from self.cards.resolve(context)
        for card in cards:
            if game.zone[card] in FIELD_ZONES:  # still on the field
                game.add_effect(
                    ContinuousEffect(
                        Attribute.POWER_CHANGE,
                        Mode.SET,
                        kind,
                        target=card,
                        protects_from=makers,
                        ends_after_turn=ends,
                    )
                )

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        kind = _POWER_CHANGES[self.changes, self.becomes]
        made = continuous_on(
            self.cards, game, source, condition, Attribute.POWER_CHANGE, Mode.SET, kind
        )
        return [dataclasses.replace(made, protects_from=self._makers(game.owner[source]))]

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        of_text = text.removeprefix("all ")  # "the power of SIGNI on your field"
        whose = possessive(self.by)
        by = f"{whose} effects"
        if self.of is not None:
            by = f"the effects of {whose} {self.of.noun(True)}"
        until = self.until.describe()
        lead = f"{until}, " if until else ""
        if self.changes is Changes.ANY:
            said = f"the power of {of_text} cannot be increased or decreased by {by}"
        elif self.becomes is Becomes.NONE:
            said = f"{text} cannot get {english.wording().minus} power by {by}"
        elif self.becomes is Becomes.PLUS:
            it, gets = ("they", "get") if plural else ("it", "gets")
            minus = english.wording().minus
            said = f"if {text} would get {minus} power by {by}, {it} {gets} + that amount instead"
        else:
            lower, lowered = english.wording().lower
            said = (
                f"if {by} would {lower} the power of {of_text}, the amount of power that would "
                f"be {lowered} is doubled instead"
            )
        return english.sentence(f"{lead}{said}")


@dataclass(frozen=True)
class MustTarget(FieldMark):
    """SIGNI that their controller's opponent must target, if possible, whenever they
    choose targets for a SIGNI's ability or effect (WXDi-P03-053): until `until`,
    or while a [Constant] ability is in force; docs/engine-hooks.md, "Targets that must
    be chosen"."""

    name: ClassVar[str] = "must_target"

    attribute: ClassVar[Attribute] = Attribute.MUST_TARGET

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        return english.sentence(
            "as your opponent chooses targets for a SIGNI's ability or effect, they must "
            f"target {text} if possible {self.until.describe()}".strip()
        )


# The zones a SIGNI may be kept from, as a card names them ("other than the Ener Zone").
_LEAVE_ZONES = {
    ZoneName.HAND: "your hand",
    ZoneName.TRASH: "the trash",
    ZoneName.ENER: "the Ener Zone",
    ZoneName.DECK: "the deck",
    ZoneName.LIFE_CLOTH: "the Life Cloth",
}


@dataclass(frozen=True)
class CannotBeMoved(Protects, Effect):
    """SIGNI cannot be moved from the field to another zone by effects (`by`: your
    opponent's, yours or anyone's), to any zone (WXDi-P07-050) or to any but `except_to` (all but
    the Ener Zone, WXDi-P03-043): not vanished (unless into an excepted Ener Zone), returned to the
    hand, put into the trash, the Ener Zone, the deck or the Life Cloth by such an effect.
    A battle, a rule-based action and a cost still move them (docs/engine-hooks.md, "Kept
    on the field")."""

    name: ClassVar[str] = "cannot_be_moved"

    cards: Selection = field(metadata=FLAT)
    by: Side = Side.ANY
    except_to: tuple[ZoneName, ...] = field(
        default=(), metadata={"doc": "the zones it may still be moved to"}
    )
    until: Duration = Duration.END_OF_TURN

    def __post_init__(self) -> None:
        for zone in self.except_to:
            if zone not in _LEAVE_ZONES:
                raise LanguageError(
                    f"a SIGNI is not moved from the field to '{zone}'; "
                    f"one of {', '.join(_LEAVE_ZONES)}",
                    "except_to",
                )

    @property
    def bits(self) -> int:
        bits = Protection.LEAVE | Protection.EFFECTS
        for zone in self.except_to:
            bits |= 1 << (Protection.LEAVE_EXCEPT + zone.engine_zone)
        return bits

    def _from(self, controller: int) -> EffectsOf | None:
        if self.by is Side.ANY:
            return None
        return EffectsOf(controller if self.by is Side.YOU else 1 - controller)

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        where = "other zones"
        if self.except_to:
            named = english.join((_LEAVE_ZONES[zone] for zone in self.except_to), "or")
            where = f"anywhere other than {named}"
        by = {
            Side.ANY: "effects",
            Side.YOU: "your effects",
            Side.OPPONENT: "your opponent's effects",
        }[self.by]
        text = f"{text} cannot be moved from the field to {where} by {by}"
        return english.sentence(f"{text} {self.until.describe()}".strip())
