"""Quantities: numbers computed from the game. Each one is also a condition when compared
(`{count: {...}, min: 3}`) and an amount when multiplied (`{per: {count: {...}}}`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT
from deckcheck.effects.cards import (
    RESERVED_REFS,
    Cards,
    Player,
    Side,
    ZoneName,
    classes_of,
    whose_cards,
)
from deckcheck.effects.terms import Quantity, Scope
from deckcheck.effects.values import player_of
from deckcheck.engine.constants import COLOR_BIT


def _is(cards: Cards, *, negated: bool) -> str:
    """`that card is a <<Virtual>> SIGNI`, `this SIGNI is in the left SIGNI Zone`; of
    several named cards, `there is a black card among the cards put into the trash this
    way`."""
    reference = cards.reference()
    if cards.ref is not None and cards.ref not in RESERVED_REFS:
        _phrase, singular = english.named(cards.ref)
        if not singular:
            one = " ".join([cards.noun(False, "card"), *cards.with_phrases()])
            if negated:
                return f"there is no {one} among {reference}"
            return f"there is {english.a(one)} among {reference}"
    noun = " ".join(cards.noun(False, "").split())
    # adjectives alone read without an article: "this SIGNI is upped", "that card is blue"
    what = [english.a(noun)] if _has_noun(cards) else [noun] if noun else []
    phrases = cards.with_phrases()
    if not what and phrases and all(phrase.startswith("with ") for phrase in phrases):
        # "it has power 0 or less"
        verb = "does not have" if negated else "has"
        return f"{reference} {verb} {english.join(p.removeprefix('with ') for p in phrases)}"
    if not what and phrases and not negated and all(p.startswith("that ") for p in phrases):
        # a relative clause as the verb: "this SIGNI attacked this turn"
        return f"{reference} {english.join(p.removeprefix('that ') for p in phrases)}"
    what += phrases
    if not what:
        return f"{reference} {'do' if not negated else 'do not'} exist"
    verb = "is not" if negated else "is"
    return f"{reference} {verb} {' '.join(what)}"


def _has_noun(cards: Cards) -> bool:
    """Whether the filter names a kind of card (a type, a class...), not adjectives alone."""
    return bool(cards.type or cards.any_ or cards.class_ or cards.team or cards.name is not None)


def _there_are(
    least: int | None, most: int | None, what: str, plural_what: str, other: bool = False
) -> str:
    if other:  # "there is another SIGNI", "there are two or more other SIGNI"
        plural_what = f"other {plural_what}"
    if least == 1 and most is None:
        return f"there is {'another ' + what if other else english.a(what)}"
    if least is not None and most is None:
        return f"there are {english.number(least)} or more {plural_what}"
    if most == 0 and least is None:
        return f"there are no {plural_what}"
    if least is None and most is not None:
        return f"there are {english.number(most)} or fewer {plural_what}"
    assert least is not None and most is not None
    if least == most:
        return f"there are exactly {english.number(least)} {plural_what}"
    return f"there are between {english.number(least)} and {english.number(most)} {plural_what}"


def _spelled_range(least: int | None, most: int | None) -> str:
    if least is not None and most is not None:
        if least == most:
            return f"exactly {english.number(least)}"
        return f"between {english.number(least)} and {english.number(most)}"
    if least is not None:
        return f"{english.number(least)} or more"
    assert most is not None
    return f"{english.number(most)} or fewer"


@dataclass(frozen=True)
class Count(Quantity):
    """How many of the cards there are."""

    name: ClassVar[str] = "count"
    cards: Cards = field(metadata=FLAT)

    def value(self, scope: Scope) -> int:
        return len(self.cards.candidates(scope))

    def describe(self) -> str:
        if self.cards.ref is not None and self.cards.ref not in ("self", "trigger"):
            if not self.cards.is_any():
                # A filter on named cards is said: "for each green card among the cards
                # discarded this way".
                what = " ".join([self.cards.noun(False, "card"), *self.cards.with_phrases()])
                return f"{what} among {self.cards.reference()}"
            return f"of {self.cards.reference()}"  # "for each of the cards discarded ..."
        phrase = self.cards.phrase(False, moving=False)
        return f"other {phrase}" if self.cards.other else phrase

    def number(self) -> str:
        cards = self.cards
        if cards.ref is not None and cards.ref not in ("self", "trigger"):
            if cards.is_any():
                return f"the number of {cards.reference()}"
            # "the number of SIGNI among the cards put into the trash this way"
            what = " ".join([cards.noun(True, "card"), *cards.with_phrases()])
            return f"the number of {what} among {cards.reference()}"
        return f"the number of {cards.phrase(True, moving=False)}"

    def every(self, units: int) -> str:
        cards = self.cards
        if cards.ref is not None:
            return super().every(units)
        other = "other " if cards.other else ""
        return f"{english.number(units)} {other}{cards.phrase(True, moving=False)}"

    def compared(self, least: int | None, most: int | None) -> str:
        if self.cards.ref is not None:
            if (least or 0) > 1 or (most or 0) >= 1:
                reference = self.cards.reference()
                if self.cards.is_any():
                    if reference in ("them", "it"):  # "if there are three or more of them"
                        return f"there are {_spelled_range(least, most)} of them"
                    # "the cards discarded this way number six or more"
                    return f"{reference} number {_spelled_range(least, most)}"
                if least == most == 1:  # "exactly one of the cards ... is a <Weapon> SIGNI"
                    one = english.a(self.cards.noun(False, "card"))
                    what = " ".join([one, *self.cards.with_phrases()])
                    return f"exactly one of {reference} is {what}"
                # "exactly three of the cards put into the trash this way are <<Virtual>> SIGNI"
                what = " ".join([self.cards.noun(True, "card"), *self.cards.with_phrases()])
                return f"{_spelled_range(least, most)} of {reference} are {what}"
            return _is(self.cards, negated=not least)
        cards = self.cards
        if cards.zone is ZoneName.CENTER_LRIG and least == 1 and most is None:
            # one card: "your Center LRIG is white"
            noun = " ".join(cards.noun(False, "").split())
            if not noun and cards.with_phrases():
                noun = "LRIG"  # "your LRIG is a LRIG whose name contains ..."
            article = _has_noun(cards) or noun == "LRIG"
            what = " ".join([english.a(noun) if article else noun, *cards.with_phrases()])
            what = what.strip()
            if what:
                whose = {Side.OPPONENT: "your opponent's", Side.ANY: "a player's"}
                whose_one = whose.get(cards.side or Side.YOU, "your")
                return f"{whose_one} {english.center_lrig()} is {what}"
        return _there_are(
            least,
            most,
            cards.phrase(False, moving=False),
            cards.phrase(True, moving=False),
            other=cards.other,
        )


def _group(cards: Cards) -> str:
    """The cards whose classes, colours or names are counted; named cards keep their
    filter ("the <<Atom>> SIGNI of the cards revealed this way")."""
    if cards.ref is not None and cards.ref not in ("self", "trigger") and not cards.is_any():
        what = " ".join([cards.noun(True, "card"), *cards.with_phrases()])
        return f"the {what} of {cards.reference()}"
    return cards.phrase(True, moving=False)


@dataclass(frozen=True)
class Classes(Quantity):
    """How many different classes the cards have between them (families aside)."""

    name: ClassVar[str] = "classes"

    cards: Cards = field(metadata=FLAT)

    def value(self, scope: Scope) -> int:
        game = scope.game
        found: set[str] = set()
        for card in self.cards.candidates(scope):
            found |= classes_of(game, card)
        return len(found)

    def describe(self) -> str:
        return f"different class among {_group(self.cards)}"

    def compared(self, least: int | None, most: int | None) -> str:
        among = f"different classes among {_group(self.cards)}"
        return _there_are(least, most, f"class among {among}", among)


@dataclass(frozen=True)
class Colors(Quantity):
    """How many different colours the cards have between them."""

    name: ClassVar[str] = "colors"

    cards: Cards = field(metadata=FLAT)

    def value(self, scope: Scope) -> int:
        game = scope.game
        found = 0
        for card in self.cards.candidates(scope):
            found |= game.colors(card)
        return bin(found).count("1")

    def describe(self) -> str:
        return f"different color among {_group(self.cards)}"

    def compared(self, least: int | None, most: int | None) -> str:
        among = f"colors among {_group(self.cards)}"
        return _there_are(least, most, f"color among {among}", among)


@dataclass(frozen=True)
class Names(Quantity):
    """How many different names the cards have between them (one: they share a name)."""

    name: ClassVar[str] = "names"

    cards: Cards = field(metadata=FLAT)

    def value(self, scope: Scope) -> int:
        game = scope.game
        return len({game.defs[card].name for card in self.cards.candidates(scope)})

    def describe(self) -> str:
        return f"different name among {_group(self.cards)}"

    def compared(self, least: int | None, most: int | None) -> str:
        cards = _group(self.cards)
        if least == most == 1:
            return f"{cards} share one name"
        among = f"different names among {cards}"
        return _there_are(least, most, f"name among {among}", among)


@dataclass(frozen=True)
class Levels(Quantity):
    """How many different levels the cards have between them ("three SIGNI with different
    levels were put into the trash this way")."""

    name: ClassVar[str] = "levels"

    cards: Cards = field(metadata=FLAT)

    def value(self, scope: Scope) -> int:
        game = scope.game
        return len({game.level(card) for card in self.cards.candidates(scope)})

    def describe(self) -> str:
        return f"different level among {_group(self.cards)}"

    def compared(self, least: int | None, most: int | None) -> str:
        among = f"different levels among {_group(self.cards)}"
        return _there_are(least, most, f"level among {among}", among)


@dataclass(frozen=True)
class _Shared(Quantity):
    """How many of the cards have one `attribute` in common: the most of them with one
    value of it (`value` by each kind)."""

    attribute: ClassVar[str]

    cards: Cards = field(metadata=FLAT)

    def describe(self) -> str:
        return f"{_group(self.cards)} that share a {self.attribute}"

    def number(self) -> str:
        return f"the number of {self.describe()}"

    def compared(self, least: int | None, most: int | None) -> str:
        cards = _group(self.cards)
        if most == 1 and not least:
            return f"no two {cards} share a {self.attribute}"
        return _there_are(
            least,
            most,
            f"{cards} that shares a {self.attribute}",
            f"{cards} that share a {self.attribute}",
        )


@dataclass(frozen=True)
class ShareColor(_Shared):
    """How many of the cards share a colour: the most of them with one colour in common
    (two LRIG of one field with a colour in common); a card of several
    colours counts for each, a colourless card for none."""

    name: ClassVar[str] = "share_color"
    attribute: ClassVar[str] = "color"

    def value(self, scope: Scope) -> int:
        game = scope.game
        masks = [game.colors(card) for card in self.cards.candidates(scope)]
        return max(sum(bool(mask & bit) for mask in masks) for bit in COLOR_BIT.values())


@dataclass(frozen=True)
class ShareClass(_Shared):
    """How many of the cards share a class: the most of them with one class in common
    (three white SIGNI of one field with a class in common, say); a card of
    several classes counts for each, families aside."""

    name: ClassVar[str] = "share_class"
    attribute: ClassVar[str] = "class"

    def value(self, scope: Scope) -> int:
        game = scope.game
        counts: dict[str, int] = {}
        for card in self.cards.candidates(scope):
            for kind in classes_of(game, card):
                counts[kind] = counts.get(kind, 0) + 1
        return max(counts.values(), default=0)


def _of(cards: Cards, attribute: str) -> str:
    if cards.ref is not None:
        reference = cards.reference()
        if reference.startswith("this"):
            return f"{reference}'s {attribute}"
        if cards.ref not in RESERVED_REFS and not english.named(cards.ref)[1]:
            # Several named cards: their total ("the total level of those cards").
            return f"the total {attribute} of {reference}"
        return f"the {attribute} of {reference}"
    if cards.zone is ZoneName.CENTER_LRIG:
        return f"the {attribute} of {whose_cards(cards)}"
    if cards.single:
        return f"the {attribute} of {cards.phrase(False, moving=False)}"
    return f"the total {attribute} of {cards.phrase(True, moving=False)}"


@dataclass(frozen=True)
class Power(Quantity):
    """The power of the cards (their total: of one card, its power); `last_known`: the
    power each had as it last left the field, of those whose last move was from the field
    ("the power of the SIGNI put into the trash this way", a cost's: `ref: paid`;
    docs/engine-hooks.md, "Last known power")."""

    name: ClassVar[str] = "power"

    cards: Cards = field(metadata=FLAT)
    last_known: bool = field(default=False, metadata={"doc": "the power as it last left the field"})

    def value(self, scope: Scope) -> int:
        game = scope.game
        if self.last_known:
            left = game.left_power
            return sum(left.get(card, 0) for card in self.cards.candidates(scope))
        return sum(game.power(card) for card in self.cards.candidates(scope))

    def describe(self) -> str:
        if self.last_known and self.cards.ref == "paid" and self.cards.is_any():
            return "the power of the SIGNI put into the trash this way"
        if self.last_known:
            return f"{_of(self.cards, 'power')} as it last was on the field"
        return _of(self.cards, "power")

    def each(self) -> str:
        return f"point of {_of(self.cards, 'power')}"

    def compared(self, least: int | None, most: int | None) -> str:
        return f"{_of(self.cards, 'power')} is {english.range_phrase(least, most)}"


@dataclass(frozen=True)
class HighestPower(Quantity):
    """The highest power among the cards (0 when there is none): "with power less than a
    SIGNI on your field" is power below the highest power there."""

    name: ClassVar[str] = "highest_power"

    cards: Cards = field(metadata=FLAT)

    def value(self, scope: Scope) -> int:
        game = scope.game
        return max((game.power(card) for card in self.cards.candidates(scope)), default=0)

    def describe(self) -> str:
        return f"the highest power among {self.cards.phrase(True, moving=False)}"

    def compared(self, least: int | None, most: int | None) -> str:
        return f"{self.describe()} is {english.range_phrase(least, most)}"


@dataclass(frozen=True)
class Level(Quantity):
    """The level of the cards (their total: of one card, its level)."""

    name: ClassVar[str] = "level"

    cards: Cards = field(metadata=FLAT)

    def value(self, scope: Scope) -> int:
        game = scope.game
        return sum(max(game.level(card), 0) for card in self.cards.candidates(scope))

    def describe(self) -> str:
        return _of(self.cards, "level")

    def each(self) -> str:
        """`level of your Center LRIG`, `level of SIGNI on your field` (every level of
        each one)."""
        cards = self.cards
        if cards.ref is not None:
            if cards.is_any() or cards.ref in RESERVED_REFS:
                return f"level of {cards.reference()}"
            # Of a kind among named cards: "level of the <<Blue Archive>> SIGNI among ...".
            noun = " ".join([cards.noun(True, "card"), *cards.with_phrases()])
            return f"level of the {noun} among {cards.reference()}"
        if cards.zone is ZoneName.CENTER_LRIG:
            return f"level of {whose_cards(cards)}"
        return f"level of {cards.phrase(not cards.single, moving=False)}"

    def compared(self, least: int | None, most: int | None) -> str:
        return f"{_of(self.cards, 'level')} is {english.spelled_range(least, most)}"


@dataclass(frozen=True)
class Discarded(Quantity):
    """How many cards a player discarded this turn (for a cost, an effect, a guard or the
    hand limit: each is a discard, en-2021-glossary.txt, "Discard")."""

    name: ClassVar[str] = "discarded"
    shorthand: ClassVar[str | None] = "player"

    player: Player = Player.YOU

    def value(self, scope: Scope) -> int:
        return scope.game.players[player_of(self.player, scope.controller)].discarded

    def describe(self) -> str:
        who = "you" if self.player is Player.YOU else "your opponent"
        return f"card {who} discarded this turn"

    def compared(self, least: int | None, most: int | None) -> str:
        who = "you" if self.player is Player.YOU else "your opponent"
        if most == 0 and not least:
            return f"{who} discarded no cards this turn"
        if least is not None and most is None:
            cards = "a card" if least == 1 else f"{english.number(least)} or more cards"
            return f"{who} discarded {cards} this turn"
        return f"{who} discarded {english.range_phrase(least, most)} cards this turn"


@dataclass(frozen=True)
class Underneath(Quantity):
    """How many cards are underneath the LRIGs (of one LRIG: under it)."""

    name: ClassVar[str] = "underneath"

    cards: Cards = field(metadata=FLAT)

    def value(self, scope: Scope) -> int:
        game = scope.game
        return sum(len(game.under(card)) for card in self.cards.candidates(scope))

    def _lrigs(self) -> str:
        return self.cards.phrase(not self.cards.single, moving=False)

    def describe(self) -> str:
        return f"card underneath {self._lrigs()}"

    def compared(self, least: int | None, most: int | None) -> str:
        lrigs = self._lrigs()
        return _there_are(least, most, f"card underneath {lrigs}", f"cards underneath {lrigs}")


def number_of(quantity: Quantity) -> str:
    """A quantity as a number: "the number of cards in your hand"."""
    return quantity.number()


@dataclass(frozen=True)
class Difference(Quantity):
    """One quantity minus another: holding at least four cards more than your opponent
    holds is the difference of two counts, compared."""

    name: ClassVar[str] = "difference"

    of: Quantity
    minus: Quantity

    def value(self, scope: Scope) -> int:
        return self.of.value(scope) - self.minus.value(scope)

    def describe(self) -> str:
        return f"{number_of(self.of)} minus {number_of(self.minus)}"

    def each(self) -> str:
        """`point by which the number of cards in your hand exceeds the number of cards in
        your opponent's hand`."""
        return f"point by which {number_of(self.of)} exceeds {number_of(self.minus)}"

    def compared(self, least: int | None, most: int | None) -> str:
        if least == 0 and most == 0:
            return f"{number_of(self.of)} is the same as {number_of(self.minus)}"
        of, minus = number_of(self.of), number_of(self.minus)
        if least == 0 and most is None:
            return f"{of} is greater than or equal to {minus}"
        if least == 1 and most is None:
            return f"{of} is greater than {minus}"
        if least is None and most == 0:
            return f"{of} is less than or equal to {minus}"
        if least is None and most is not None and most < 0:
            # "at most -1 more than" is "less than"; "at most -2 more" is "two less"
            by = "" if most == -1 else f"at least {english.number(-most)} "
            return f"{of} is {by}less than {minus}"
        if least is not None and most is not None:
            by = (
                f"exactly {english.number(least)}"
                if least == most
                else f"between {english.number(least)} and {english.number(most)}"
            )
        elif least is not None:
            by = f"at least {english.number(least)}"
        else:
            assert most is not None
            by = f"at most {english.number(most)}"
        return f"{of} is {by} more than {minus}"


@dataclass(frozen=True)
class LowestPower(Quantity):
    """The lowest power among the cards (0 when there is none): "banish one of your
    opponent's SIGNI with the lowest power" is a SIGNI whose power is at most the lowest
    power there; with several of that power, the chooser picks among them."""

    name: ClassVar[str] = "lowest_power"

    cards: Cards = field(metadata=FLAT)

    def value(self, scope: Scope) -> int:
        game = scope.game
        return min((game.power(card) for card in self.cards.candidates(scope)), default=0)

    def describe(self) -> str:
        return f"the lowest power among {self.cards.phrase(True, moving=False)}"

    def compared(self, least: int | None, most: int | None) -> str:
        return f"{self.describe()} is {english.range_phrase(least, most)}"


@dataclass(frozen=True)
class Multiplied(Quantity):
    """A quantity multiplied by a number, read where a number is: a bound of power "the
    number of <<Weapon>> SIGNI in your trash x 3000" is `{multiplied: {of: {count:
    ...}, by: 3000}}`."""

    name: ClassVar[str] = "multiplied"
    countable: ClassVar[bool] = False

    of: Quantity
    by: int

    def value(self, scope: Scope) -> int:
        return self.of.value(scope) * self.by

    def describe(self) -> str:
        return f"{number_of(self.of)} multiplied by {self.by}"

    def compared(self, least: int | None, most: int | None) -> str:
        return f"{self.describe()} is {english.range_phrase(least, most)}"
