"""Replacements a player may choose: "if X would happen, instead you may Y".

While a [Constant] ability is in force, an event about to happen (a SIGNI leaving the
field by an opponent's effect, the damage of an opponent's attack) is offered to the
ability's player, who may have other effects happen in its place; the event then does not
happen (docs/engine-hooks.md, "Replacements a player may choose").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.cards.model import CardType
from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Selection, Side, Whose, WhoseTest
from deckcheck.effects.library.power import continuous_on
from deckcheck.effects.library.protection import EffectsOfKind
from deckcheck.effects.library.triggers import TargetingAbility
from deckcheck.effects.program import Program
from deckcheck.effects.terms import Effect
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Instead, Mode

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

# "this SIGNI gets --6000 power" -> "have this SIGNI get --6000 power": what a player
# may have happen, when the effect has a subject of its own.
_SUBJECT = re.compile(r"^((?:this|that|target|the) [^,]*?) (gets|gains|loses) ")


def _may(effects: Program) -> str:
    """`instead you may put ...`, `instead you may have this SIGNI get ...`."""
    with english.nested(in_force=False):  # done once, as it replaces the event
        clause = english.lower_first(effects.clause())
    found = _SUBJECT.match(clause)
    if found is not None:
        subject, verb = found.groups()
        clause = f"have {subject} {verb[:-1]} {clause[found.end() :]}"
    return f"instead you may {clause}"


class Leaving(StrEnum):
    """Which leaving of the field a replacement may take the place of."""

    BY_OPPONENT = "by_opponent"  # leaving the field, by an effect of your opponent's cards
    VANISHED = "vanished"  # being vanished, by a battle or by anyone's effect
    # leaving the field in any way: by anyone's effect, a battle or a rule-based action
    ANY = "any"


@dataclass(frozen=True)
class InsteadOfLeaving(Effect):
    """A replacement a player may choose, while a [Constant] ability is in force: when a
    SIGNI selected (`ref: self`, or `all`) would leave the field by an effect of your
    opponent's cards (vanished, returned to the hand, put into the trash, the Ener Zone,
    the deck or the Life Cloth, removed from the game), or (`event: vanished`) would be
    vanished by a battle or by anyone's effect, or (`event: any`) would leave the field in
    any way (anyone's effect, a battle, a rule-based action), you may have `effects` happen
    instead, and it stays unless they move it (a SIGNI that sheds the cards under it
    into the trash rather than leave the field by the opponent's effects; a <Devil> SIGNI
    about to be banished that gives up its [Charm] instead); docs/engine-hooks.md,
    "Replacements a player may choose"."""

    name: ClassVar[str] = "instead_of_leaving"

    cards: Selection = field(metadata=FLAT)
    effects: Program
    event: Leaving = Leaving.BY_OPPONENT

    def __post_init__(self) -> None:
        if not self.cards.is_self and self.cards.all is None:
            raise LanguageError(
                "the SIGNI it covers are `ref: self` or `all`", "instead_of_leaving"
            )

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        if self.event is Leaving.ANY:
            made = continuous_on(
                self.cards,
                game,
                source,
                condition,
                Attribute.INSTEAD,
                Mode.SET,
                Instead.LEAVE_FIELD | Instead.VANISH | Instead.RULES,
            )
            # The replacement's own moving of the SIGNI is not replaced again.
            return [replace(made, protects_from=NotBy(source), instead=self.effects)]
        vanished = self.event is Leaving.VANISHED
        made = continuous_on(
            self.cards,
            game,
            source,
            condition,
            Attribute.INSTEAD,
            Mode.SET,
            Instead.VANISH if vanished else Instead.LEAVE_FIELD,
        )
        # Vanished by anything; leaving the field only by the opponent's effects.
        opponent = None if vanished else EffectsOfKind(1 - game.owner[source])
        return [replace(made, protects_from=opponent, instead=self.effects)]

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        which = text.removeprefix("all ")
        if self.event is Leaving.VANISHED:
            # "If a <Devil> SIGNI on your field would be banished, instead you may put the
            # [Charm] under that SIGNI into ..." ("banished": a classic card's word).
            if _plural:
                english.name_cards("trigger", "that SIGNI", True, "SIGNI")
                which = english.a(which)
            vanished = english.verb("vanish", "ed")
            return english.sentence(f"if {which} would be {vanished}, {_may(self.effects)}")
        if self.event is Leaving.ANY:
            return english.sentence(f"if {which} would leave the field, {_may(self.effects)}")
        return english.sentence(
            f"if {which} would leave the field by your opponent's effects, {_may(self.effects)}"
        )


@dataclass(frozen=True)
class NotBy:
    """An INSTEAD effect's `protects_from(game, by)`: every event but those of the card
    `card` (a battle's, a rule's, any other card's effect)."""

    card: int

    def __call__(self, game: Game, by: int) -> bool:
        return by != self.card


@dataclass(frozen=True)
class InsteadOfDamage(Effect):
    """A replacement a player may choose, while a [Constant] ability is in force: when you
    would take the damage of an attack of your opponent's SIGNI or LRIG, you may have
    `effects` happen instead, and you take no damage (a SIGNI its player may trash
    to take no damage from an opposing attack). Not offered when the damage is prevented anyway;
    docs/engine-hooks.md, "Replacements a player may choose"."""

    name: ClassVar[str] = "instead_of_damage"

    effects: Program

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        player = game.owner[source]
        return [
            ContinuousEffect(
                Attribute.INSTEAD,
                Mode.SET,
                Instead.DAMAGE,
                player=player,
                condition=condition,
                protects_from=EffectsOfKind(1 - player),
                instead=self.effects,
            )
        ]

    def describe(self) -> str:
        return english.sentence(
            "if you would take damage by the attack of your opponent's SIGNI or LRIG, "
            f"{_may(self.effects)}"
        )


_ACTIVATES = {
    TargetingAbility.ENTER: Instead.ENTER_ABILITY,
    TargetingAbility.AUTO: Instead.AUTO_ABILITY,
    TargetingAbility.ACTION: Instead.ACTION_ABILITY,
}
# As cards list them: "an [Auto], [Enter], or [Action] ability".
_PRINTED_ORDER = (TargetingAbility.AUTO, TargetingAbility.ENTER, TargetingAbility.ACTION)
_ABILITY_LABELS = {
    TargetingAbility.ENTER: "[Enter]",
    TargetingAbility.AUTO: "[Auto]",
    TargetingAbility.ACTION: "[Action]",
}


@dataclass(frozen=True)
class InsteadOfAbility(Effect):
    """A replacement a player may choose, while a [Constant] ability is in force: when an
    ability of a kind (`of`: [Enter], [Auto], [Action]) of cards of whose (a SIGNI on your
    opponent's field, by default) activates, its cost paid, you may have `effects` happen
    instead, and the ability does nothing (two cards from under a SIGNI trashed to stop an
    opposing SIGNI's [Auto], [Enter] or [Action] ability); docs/engine-hooks.md, "Replacements a
    player may choose"."""

    name: ClassVar[str] = "instead_of_ability"

    effects: Program
    of: tuple[TargetingAbility, ...] = field(
        default=tuple(_PRINTED_ORDER), metadata={"doc": "the kinds of ability (default: all)"}
    )
    cards: Whose = field(
        default_factory=lambda: Whose(side=Side.OPPONENT, type=(CardType.SIGNI,)),
        metadata=FLAT,
    )

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        bits = 0
        for kind in self.of:
            bits |= _ACTIVATES[kind]
        return [
            ContinuousEffect(
                Attribute.INSTEAD,
                Mode.SET,
                bits,
                applies=WhoseTest(self.cards, source),
                condition=condition,
                instead=self.effects,
            )
        ]

    def describe(self) -> str:
        kinds = english.join(
            (_ABILITY_LABELS[kind] for kind in _PRINTED_ORDER if kind in self.of), "or"
        )
        whose = self.cards.phrase()
        plain = replace(self.cards, type=())
        if plain.is_any() and self.cards.type == (CardType.SIGNI,):
            # As cards print it: "of your opponent's SIGNI", not "of a SIGNI on ...".
            whose = {Side.OPPONENT: "your opponent's", Side.YOU: "your", Side.ANY: "a"}[
                self.cards.side
            ] + " SIGNI"
        with english.nested(in_force=False):  # done once, as it replaces the ability
            clause = english.lower_first(self.effects.clause())
        return english.sentence(
            f"if an {kinds} ability of {whose} activates, you may {clause.rstrip('.')}; "
            "if you do, that ability does nothing instead"
        )


@dataclass(frozen=True)
class InsteadOfAttacking(Effect):
    """An attack replaced, while a [Constant] ability is in force: when a SIGNI or LRIG selected
    (`ref: self`, or `all`) attacks, `effects` happen instead, and then it attacks (up to two SIGNI
    of its field turned face down first, WXDi-P05-069): not optional, as its attack is declared,
    before it is downed and before any "whenever ... attacks" ability triggers, which sees what they
    did (`ref: trigger` is the attacker). An attacker they took from its zone does not attack. With
    `gains`, the cards gain it as a [Constant] ability of their own (Robin Hood given it by another
    card, WXDi-P05-069): the effects are the attacker's (`self`, `other` read from it), and a card
    that lost its abilities has none (docs/engine-hooks.md, "Attacks replaced")."""

    name: ClassVar[str] = "instead_of_attacking"

    cards: Selection = field(metadata=FLAT)
    effects: Program
    gains: bool = field(
        default=False, metadata={"doc": "the cards gain it as a [Constant] ability of their own"}
    )

    def __post_init__(self) -> None:
        if not self.cards.is_self and self.cards.all is None:
            raise LanguageError(
                "the cards it covers are `ref: self` or `all`", "instead_of_attacking"
            )
        if self.gains and self.cards.is_self:
            raise LanguageError("this card's own ability: no `gains`", "gains")

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        bits = Instead.ATTACK | (Instead.ATTACK_GAINED if self.gains else 0)
        made = continuous_on(self.cards, game, source, condition, Attribute.INSTEAD, Mode.SET, bits)
        return [replace(made, instead=self.effects)]

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        if self.gains:
            which = "this SIGNI" if self.cards.cards.kind_noun() == "SIGNI" else "this card"
        else:
            which = english.a(text.removeprefix("all ")) if plural else text
        with english.nested(in_force=False):  # done once, as it replaces the attack
            first, *rest = english.sentences(self.effects.describe())
        first = english.lower_first(first.removesuffix("."))
        replaced = " ".join((f"If {which} attacks, instead {first} and attack.", *rest))
        if not self.gains:
            return replaced
        verb = "gain" if plural else "gains"
        return english.sentence(f'{text} {verb} "[Constant] {replaced}"')
