"""Colours changed: cards that become a colour, are additionally a colour, or gain a colour
of another card.

    - color_change: {side: any, type: SIGNI, to: black, not_in: [ener]}   # [Constant]
    - color_change: {side: you, type: SIGNI, to: black, also: true, in: [signi, ener]}
    - gain_color: {ref: self, of: {target: {side: you, zone: lrig}}}          # until end of turn

Every colour a filter, a "share a color", a Harmony or an Ener payment reads is the card's
colour as these change it (docs/engine-hooks.md, "Colours changed").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.cards.model import Color
from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import (
    Player,
    Selection,
    Side,
    Whose,
    ZoneName,
    declared_color_key,
)
from deckcheck.effects.library.hand import NAME
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import Duration, player_of, subject
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind
from deckcheck.engine.constants import COLOR_BIT, Zone
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

# Where the cards are, as a sentence says it (of their owner: "your").
_PLACES = {
    ZoneName.SIGNI: "field",
    ZoneName.LRIG: "field",
    ZoneName.FIELD: "field",
    ZoneName.ENER: "Ener Zone",
    ZoneName.HAND: "hand",
    ZoneName.TRASH: "trash",
    ZoneName.DECK: "deck",
    ZoneName.LIFE_CLOTH: "Life Cloth",
    ZoneName.LRIG_DECK: "LRIG deck",
    ZoneName.LRIG_TRASH: "LRIG trash",
    ZoneName.CHECK: "check zone",
}
_WHOSE = {Side.YOU: "your ", Side.OPPONENT: "your opponent's ", Side.ANY: ""}


def _zone_mask(zones: tuple[ZoneName, ...]) -> int:
    mask = 0
    for zone in zones:
        mask |= 1 << zone.engine_zone
        if zone is ZoneName.FIELD:
            mask |= 1 << Zone.LRIG
    return mask


def _color_mask(color: Color) -> int:
    return COLOR_BIT.get(color, 0)


@dataclass(frozen=True)
class ColorCovered:
    """A COLOR effect's test: the cards of the filter (of whose, from `source`'s owner) in
    the zones `zones` (or, `outside`, in any other)."""

    whose: Whose
    source: int
    zones: int
    outside: bool

    def __call__(self, game: Game, card: int) -> bool:
        # A SIGNI leaving the field is seen, by the events of its leaving, as it left
        # ("when a black SIGNI leaves your field"): in its SIGNI zone.
        zone = int(Zone.SIGNI) if card == game.leaving else game.zone[card]
        if bool((1 << zone) & self.zones) == self.outside:
            return False
        return self.whose.owned(game, self.source, card)


@dataclass(frozen=True)
class ColorChange(Effect):
    """The colour of cards wherever they are, or in some zones (`in`) or in all but some
    (`not_in`): they become `to` (every SIGNI turns black, save those in an Ener
    Zone), or, with `also`, are that colour besides their own (your SIGNI on the field and
    in the Ener Zone are black as well); while a [Constant] ability is in force, or until
    `until`. docs/engine-hooks.md, "Colours changed"."""

    name: ClassVar[str] = "color_change"

    cards: Whose = field(metadata=FLAT)
    to: Color = field(metadata={"doc": "the colour they become (colorless: no colour)"})
    also: bool = field(default=False, metadata={"doc": "additionally: besides their own"})
    in_: tuple[ZoneName, ...] = field(default=(), metadata={"doc": "only cards in these zones"})
    not_in: tuple[ZoneName, ...] = field(
        default=(), metadata={"doc": 'cards in any zone but these ("except for the Ener Zone")'}
    )
    until: Duration = Duration.END_OF_TURN

    def __post_init__(self) -> None:
        if self.in_ and self.not_in:
            raise LanguageError("the cards are `in` some zones or `not_in` some, not both", "in")
        if self.also and self.to is Color.COLORLESS:
            raise LanguageError("a card is not additionally colorless", "also")
        for zone in (*self.in_, *self.not_in):
            if zone not in _PLACES:
                raise LanguageError(f"no colour change names the zone {zone.value!r}", "in")

    def _effect(self, source: int, **timing: Any) -> ContinuousEffect:
        test = ColorCovered(
            self.cards, source, _zone_mask(self.in_ or self.not_in), outside=not self.in_
        )
        mode = Mode.ADD if self.also else Mode.SET
        return ContinuousEffect(Attribute.COLOR, mode, _color_mask(self.to), applies=test, **timing)

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        ends = self.until.ends_after(game, context.controller)
        game.add_effect(self._effect(context.source, by=context.source, ends_after_turn=ends))
        return
        yield  # a generator, without choices

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [self._effect(source, condition=condition)]

    def describe(self) -> str:
        whose = _WHOSE[self.cards.side]
        noun = " ".join([self.cards.noun(True, "card"), *self.cards.with_phrases()])
        places = [
            f"on {whose}field" if _PLACES[zone] == "field" else f"in {whose}{_PLACES[zone]}"
            for zone in dict.fromkeys(self.in_)
        ]
        where = f" {english.join(places, 'and')}" if places else ""
        color = "colorless" if self.to is Color.COLORLESS else self.to.value
        until = self.until.describe()
        if self.also:
            text = f"{noun}{where} are additionally {color}"
            if not places and whose:
                text = f"{whose}{noun} are additionally {color}"
        else:
            text = f"all {whose}{noun}{where} become {color}"
        if self.not_in:
            zones = english.join((_PLACES[zone] for zone in self.not_in), "and")
            text = f"except for the {zones}, {text}"
        return english.sentence(f"{text} {until}".strip())


@dataclass(frozen=True)
class GainColor(Effect):
    """Cards gain one colour of another card, besides their own (a SIGNI taking on, for the
    turn, a colour of a target LRIG of its field): its controller chooses one of that
    card's colours when it has several (a mode: the colour's index, white, red, blue, green,
    black); until `until`, or while they stay on the field."""

    name: ClassVar[str] = "gain_color"

    cards: Selection = field(metadata=FLAT)
    of: Selection = field(metadata={"doc": "the card whose colour they gain (one)"})
    until: Duration = Duration.END_OF_TURN

    def __post_init__(self) -> None:
        pick = self.of.target or self.of.choose
        if self.of.all is not None or (
            pick is not None and (pick.up_to is not None or (pick.count or 1) != 1)
        ):
            raise LanguageError("the colour is one card's", "of")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        of = yield from self.of.resolve(context)
        cards = yield from self.cards.resolve(context)
        if not of or not cards:
            return
        colors = game.colors(of[0])
        bits = [bit for bit in COLOR_BIT.values() if colors & bit]
        if not bits:
            return  # a colourless card has no colour to gain
        bit = bits[0]
        if len(bits) > 1:
            indexes = list(COLOR_BIT.values())
            options = tuple(Action(ActionKind.CHOOSE_MODE, indexes.index(b)) for b in bits)
            action = yield Decision(context.controller, DecisionKind.MODE, options, context.source)
            bit = indexes[action.a]
        ends = self.until.ends_after(game, context.controller)
        for card in cards:
            if game.zone[card] in (Zone.SIGNI, Zone.LRIG):
                game.add_effect(
                    ContinuousEffect(
                        Attribute.COLOR,
                        Mode.ADD,
                        bit,
                        target=card,
                        by=context.source,
                        ends_after_turn=ends,
                    )
                )

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase()
        verb = "gain" if plural else "gains"
        of = self.of.phrase(moving=False)
        return english.sentence(f"{text} {verb} a color of {of} {self.until.describe()}".strip())


# The colours a player may declare (en-2021-glossary.txt, "Colorless": "If you 'choose a
# color' with some effect, you cannot choose {Colorless} because it has no color").
_DECLARABLE = (Color.WHITE, Color.RED, Color.BLUE, Color.GREEN, Color.BLACK)


@dataclass(frozen=True)
class DeclareColor(Effect):
    """Declare a colour (white, red, blue, green or black: a mode decision, option `i` the
    i-th of them), named (`as`) for later parts: a filter's `declared_color` ("SIGNI with
    the declared color") or `lacks_declared` (a card without that icon). `player: opponent`:
    your opponent declares it; `colorless`: [Colorless] may be declared too, option 5 (a
    card's icon, when the card lists it among the icons to declare)."""

    name: ClassVar[str] = "declare_color"
    shorthand: ClassVar[str | None] = "as"

    as_: str = field(metadata=NAME)
    player: Player = field(default=Player.YOU, metadata={"doc": "who declares"})
    colorless: bool = field(
        default=False, metadata={"doc": "[Colorless] may be declared too (the last option)"}
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        declarable = (*_DECLARABLE, Color.COLORLESS) if self.colorless else _DECLARABLE
        options = tuple(Action(ActionKind.CHOOSE_MODE, i) for i in range(len(declarable)))
        player = player_of(self.player, context.controller)
        action = yield Decision(player, DecisionKind.MODE, options, context.source)
        context.data[declared_color_key(self.as_)] = declarable[action.a]

    def describe(self) -> str:
        if not self.colorless and self.player is Player.YOU:
            return "Declare a color."
        who, s = subject(self.player) if self.player is Player.OPPONENT else ("", "")
        icons = "[White] [Red] [Blue] [Green] [Black]" + (" [Colorless]" if self.colorless else "")
        return english.sentence(f"{who} declare{s} one from {icons}")
