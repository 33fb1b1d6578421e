"""Keywords: cards gain [Lancer], [Assassin], ... until a time, or as a [Constant] ability."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import (
    Filter,
    KeywordName,
    Player,
    Selection,
    ZoneName,
    keyword_bits,
    with_declared,
)
from deckcheck.effects.library.power import InSigniZone, continuous_on
from deckcheck.effects.library.protection import HoldsNow
from deckcheck.effects.terms import Condition, Effect
from deckcheck.effects.values import Duration, player_of
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind
from deckcheck.engine.constants import FIELD_ZONES, Zone
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode
from deckcheck.engine.events import EventKind

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class GainKeyword(Effect):
    """Cards gain keyword abilities."""

    name: ClassVar[str] = "gain_keyword"

    cards: Selection = field(metadata=FLAT)
    keyword: tuple[KeywordName, ...]
    until: Duration = Duration.END_OF_TURN
    that_gained: bool = field(
        default=False,
        metadata={
            "doc": "only those of `keyword` that the card of a `gains_keyword` trigger"
            ' gained ("that ability")'
        },
    )

    @property
    def bits(self) -> int:
        return _bits(self.keyword)

    def __post_init__(self) -> None:
        zone = self.cards.cards.zone
        # The engine applies keywords on the field; off it, only those that act there
        # (`_OFF_FIELD`): anything else would compile and do nothing.
        if zone is not None and not zone.on_field:
            allowed = _OFF_FIELD.get(zone, frozenset())
            if not allowed.issuperset(self.keyword):
                raise LanguageError(
                    "keywords are gained on the field (in the hand: only [Guard]; in the Ener "
                    "Zone: only [Multi Ener])",
                    "keyword",
                )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        ends = self.until.ends_after(game, context.controller)
        bits = self.bits
        if self.that_gained:
            event = context.event
            if event is None or event.kind != EventKind.GAINED_KEYWORDS:
                return
            bits &= event.a
        for card in cards:
            zone = game.zone[card]
            if not game.can_gain(card, context.controller):
                continue
            if zone in FIELD_ZONES:  # still on the field
                game.grant_keywords(card, bits, ends)
            elif zone in (Zone.HAND, Zone.ENER):
                # A card in the hand or the Ener Zone gains it while it stays there.
                game.add_effect(
                    ContinuousEffect(
                        Attribute.KEYWORDS,
                        Mode.GRANT,
                        bits,
                        applies=StaysIn(card, zone),
                        ends_after_turn=ends,
                    )
                )

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        if self.that_gained:
            # What a trigger's card gained is known as the ability resolves, not in force.
            raise LanguageError("`that_gained` is read as a triggered ability resolves", "effects")
        return [
            continuous_on(
                self.cards, game, source, condition, Attribute.KEYWORDS, Mode.GRANT, self.bits
            )
        ]

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        until = self.until.describe()
        if self.that_gained:
            verb = "gain" if plural else "gains"
            return english.sentence(f"{text} {verb} that ability {until}".strip())
        if self.keyword == (KeywordName.CANT_ATTACK,):
            # No card prints a [Can't Attack] keyword: "target SIGNI cannot attack".
            return english.sentence(f"{text} cannot attack {until}".strip())
        verb = "gain" if plural else "gains"
        keywords = english.join(keyword.label for keyword in self.keyword)
        return english.sentence(f"{text} {verb} {keywords} {until}".strip())


# The keywords that act off the field, where they do: the Guard icon in the hand (what
# lets a card [Guard]), [Multi Ener] in the Ener Zone (what it pays as: en-2021-glossary.txt,
# "[Multi Ener]").
_OFF_FIELD = {
    ZoneName.HAND: frozenset({KeywordName.GUARD}),
    ZoneName.ENER: frozenset({KeywordName.MULTI_ENER}),
}


@dataclass(frozen=True)
class StaysIn:
    """An effect on one card while it stays in a zone other than the field (a card that
    moves is a new card): the engine's `applies(game, card)`."""

    card: int
    zone: int

    def __call__(self, game: Game, card: int) -> bool:
        return card == self.card and game.zone[card] == self.zone


@dataclass(frozen=True)
class LoseKeyword(Effect):
    """Cards lose keyword abilities, printed or gained, and cannot gain them again while it
    lasts ("loses [Assassin] and [Lancer], and cannot regain those abilities"): until
    `until`, or while a [Constant] ability is in force."""

    name: ClassVar[str] = "lose_keyword"

    cards: Selection = field(metadata=FLAT)
    keyword: tuple[KeywordName, ...]
    until: Duration = Duration.END_OF_TURN

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        ends = self.until.ends_after(game, context.controller)
        bits = _bits(self.keyword)
        for card in cards:
            if game.zone[card] in FIELD_ZONES:  # still on the field
                game.add_effect(
                    ContinuousEffect(
                        Attribute.KEYWORDS, Mode.REMOVE, bits, target=card, ends_after_turn=ends
                    )
                )

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [
            continuous_on(
                self.cards,
                game,
                source,
                condition,
                Attribute.KEYWORDS,
                Mode.REMOVE,
                _bits(self.keyword),
            )
        ]

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        verb = "lose" if plural else "loses"
        keywords = english.join(keyword.label for keyword in self.keyword)
        until = self.until.describe()
        again = " and cannot gain them again" if len(self.keyword) > 1 else ""
        if len(self.keyword) == 1:
            again = " and cannot gain it again"
        return english.sentence(f"{text} {verb} {keywords}{again} {until}".strip())


_bits = keyword_bits


@dataclass(frozen=True)
class ShadowFrom:
    """A restricted Shadow's `protects_from(game, source)`: the abilities and effects of
    the cards the filter describes cannot target the SIGNI."""

    filter: Filter

    def __call__(self, game: Game, source: int) -> bool:
        return source >= 0 and self.filter.match(game, -1, source)


@dataclass(frozen=True)
class GainShadow(Effect):
    """Cards gain a restricted [Shadow]: your opponent's abilities and effects of the
    cards `against` describes cannot target them ("[Shadow -- Level two or less SIGNI]",
    "[Shadow -- Spell]", "[Shadow -- Red]"): until `until`, or while a [Constant]
    ability is in force (en-2021-glossary.txt, "Shadow")."""

    name: ClassVar[str] = "gain_shadow"

    cards: Selection = field(metadata=FLAT)
    against: Filter = field(metadata={"doc": "the cards whose abilities and effects it stops"})
    until: Duration = Duration.END_OF_TURN
    while_: Condition | None = field(
        default=None,
        metadata={"doc": 'only while this holds ("During your opponent\'s turn, ...")'},
    )

    def __post_init__(self) -> None:
        if self.against.is_relative() or self.against.other:
            raise LanguageError("a Shadow's cards are not compared with other cards", "against")
        if self.against.is_any():
            raise LanguageError("a Shadow against every card is `gain_keyword: shadow`", "against")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        ends = self.until.ends_after(game, context.controller)
        # A colour declared by an earlier part is read now: the Shadow outlasts the effect.
        against = with_declared(self.against, context)
        holds = None
        if self.while_ is not None:
            holds = HoldsNow(self.while_, context.controller, context.source)
        for card in cards:
            if game.zone[card] in FIELD_ZONES and game.can_gain(card, context.controller):
                game.add_effect(
                    ContinuousEffect(
                        Attribute.SHADOW,
                        Mode.GRANT,
                        target=card,
                        protects_from=ShadowFrom(against),
                        condition=holds,
                        ends_after_turn=ends,
                    )
                )

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        if self.while_ is not None:
            condition = HoldsNow(self.while_, game.owner[source], source, condition)
        effect = continuous_on(self.cards, game, source, condition, Attribute.SHADOW, Mode.GRANT, 0)
        return [replace(effect, protects_from=ShadowFrom(self.against))]

    def label(self) -> str:
        """`[Shadow -- Level two or less SIGNI]`, `[Shadow -- Level one]`, as cards print it:
        no noun when the filter names no kind of card."""
        against = self.against
        if against.declared_color is not None and against == Filter(
            declared_color=against.declared_color
        ):
            return "[Shadow -- Declared color]"
        noun = against.noun(False, "card")
        if not against.type:
            noun = noun.removesuffix("card").strip()
        text = " ".join(part for part in (noun, *against.with_phrases()) if part)
        # A span of two levels is two keywords: "[Shadow -- Level one] and [Shadow -- Level
        # two]".
        first, span, second = text.partition(" and level ")
        low = first.removeprefix("level ")
        if span and low != first and " " not in low:
            high, _space, rest = second.partition(" ")
            tail = f" {rest}" if rest else ""
            return f"[Shadow -- Level {low}{tail}] and [Shadow -- Level {high}{tail}]"
        return f"[Shadow -- {text[:1].upper()}{text[1:]}]"

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        verb = "gain" if plural else "gains"
        until = self.until.describe()
        if self.while_ is not None:
            lead = f"{until}, " if until else ""
            return english.sentence(
                f"{lead}as long as {self.while_.describe()}, {text} {verb} {self.label()}"
            )
        return english.sentence(f"{text} {verb} {self.label()} {until}".strip())


# A SIGNI Zone chosen as a mode: its index, left to right.
_ZONE_MODES = tuple(Action(ActionKind.CHOOSE_MODE, slot) for slot in range(3))


@dataclass(frozen=True)
class ZoneKeyword(Effect):
    """This ability's player chooses one of a player's SIGNI Zones; the SIGNI in it, whichever is
    there while the effect lasts, gains keyword abilities until `until` (an opposing SIGNI zone
    chosen whose SIGNI cannot attack this turn: `cant_attack`). The choice is a mode: the zone's
    index, left to right."""

    name: ClassVar[str] = "zone_keyword"

    keyword: tuple[KeywordName, ...]
    player: Player = Player.OPPONENT
    until: Duration = Duration.END_OF_TURN

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        owner = player_of(self.player, context.controller)
        action = yield Decision(context.controller, DecisionKind.MODE, _ZONE_MODES, context.source)
        game.add_effect(
            ContinuousEffect(
                Attribute.KEYWORDS,
                Mode.GRANT,
                _bits(self.keyword),
                applies=InSigniZone(owner, action.a),
                ends_after_turn=self.until.ends_after(game, context.controller),
                by=context.source,
            )
        )

    def describe(self) -> str:
        whose = "your" if self.player is Player.YOU else "your opponent's"
        until = self.until.describe()
        if self.keyword == (KeywordName.CANT_ATTACK,):
            # As cards print it: "your opponent cannot attack with SIGNI in that SIGNI Zone".
            who = "you" if self.player is Player.YOU else "your opponent"
            rest = f"{who} cannot attack with the SIGNI in it {until}"
        else:
            keywords = english.join(keyword.label for keyword in self.keyword)
            rest = f"the SIGNI in it gains {keywords} {until}"
        return english.sentence(f"choose one of {whose} SIGNI Zones: {rest.strip()}")
