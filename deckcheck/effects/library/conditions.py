"""Conditions: whose turn, which phase, a team on the field, comparisons, and logic.

A quantity is a condition when compared: `{count: {side: you, zone: signi}, min: 3}`
holds when there are three or more (`min` alone, `max` alone, or both; neither means
"at least one": `{count: {side: you, zone: signi, color: red}}` is "if there is a red
SIGNI on your field").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from itertools import permutations
from typing import ClassVar

from deckcheck.cards.model import Color
from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import DONE, IDENTIFIER, REF_NAME, Cards, Filter, classes_of
from deckcheck.effects.terms import Condition, Quantity, Scope
from deckcheck.engine.constants import COLOR_BIT, Phase


@dataclass(frozen=True)
class Compare(Condition):
    """A quantity between `min` and `max` (inclusive), and even or odd (`parity`: "if the
    total level of LRIG on your field is even")."""

    quantity: Quantity
    least: int | None = None
    most: int | None = None
    parity: str | None = None

    def holds(self, scope: Scope) -> bool:
        value = self.quantity.value(scope)
        if self.parity is not None and value % 2 != (self.parity == "odd"):
            return False
        return (self.least is None or value >= self.least) and (
            self.most is None or value <= self.most
        )

    def describe(self) -> str:
        if self.parity is None:
            return self.quantity.compared(self.least, self.most)
        text = f"{self.quantity.number()} is {self.parity}"
        if self.least is not None or self.most is not None:
            text += f" and {self.quantity.compared(self.least, self.most)}"
        return text


class Whose(StrEnum):
    YOURS = "yours"
    OPPONENTS = "opponents"


@dataclass(frozen=True)
class Turn(Condition):
    """Whose turn it is: `turn: yours`."""

    name: ClassVar[str] = "turn"
    shorthand: ClassVar[str | None] = "whose"

    whose: Whose

    def holds(self, scope: Scope) -> bool:
        mine = scope.game.turn_player == scope.controller
        return mine if self.whose is Whose.YOURS else not mine

    def describe(self) -> str:
        return "it is your turn" if self.whose is Whose.YOURS else "it is your opponent's turn"


class PhaseName(StrEnum):
    UP = "up"
    DRAW = "draw"
    ENER = "ener"
    GROW = "grow"
    MAIN = "main"
    ATTACK = "attack"
    END = "end"

    @property
    def phase(self) -> Phase:
        return Phase[self.name]


@dataclass(frozen=True)
class InPhase(Condition):
    """The current phase (of whoever's turn, unless `whose` says): `phase: main`."""

    name: ClassVar[str] = "phase"
    shorthand: ClassVar[str | None] = "phase"

    phase: PhaseName
    whose: Whose | None = None

    def holds(self, scope: Scope) -> bool:
        game = scope.game
        if game.phase != self.phase.phase:
            return False
        if self.whose is None:
            return True
        return (game.turn_player == scope.controller) == (self.whose is Whose.YOURS)

    def describe(self) -> str:
        whose = {None: "the", Whose.YOURS: "your", Whose.OPPONENTS: "your opponent's"}[self.whose]
        return f"it is {whose} {self.phase.value} phase"


@dataclass(frozen=True)
class Team(Condition):
    """Your three LRIGs belong to the team `team` (and are at least `min_level`):
    "three <<Ancient Surprise>> LRIG on your field", and a PIECE's "with all members
    level one or more"."""

    name: ClassVar[str] = "team"
    shorthand: ClassVar[str | None] = "team"

    team: str = field(metadata={"pattern": IDENTIFIER})
    min_level: int = field(default=0, metadata={"minimum": 0})

    def holds(self, scope: Scope) -> bool:
        game = scope.game
        player = scope.controller
        if not game.team_on_field(player, self.team):
            return False
        if self.min_level:
            for stack in game.players[player].lrig:
                if game.level(stack[-1]) < self.min_level:
                    return False
        return True

    def describe(self) -> str:
        team = english.kind_mark(self.team)
        if self.min_level:
            level = english.number(self.min_level)
            return f"your three LRIGs are {team} LRIG, all of level {level} or more"
        return f"there are three {team} LRIG on your field"


@dataclass(frozen=True)
class AllOf(Condition):
    """Every condition holds."""

    name: ClassVar[str] = "all"
    shorthand: ClassVar[str | None] = "conditions"

    conditions: tuple[Condition, ...]

    def holds(self, scope: Scope) -> bool:
        return all(condition.holds(scope) for condition in self.conditions)

    def describe(self) -> str:
        return english.join(condition.describe() for condition in self.conditions)


@dataclass(frozen=True)
class AnyOf(Condition):
    """At least one condition holds."""

    name: ClassVar[str] = "any"
    shorthand: ClassVar[str | None] = "conditions"

    conditions: tuple[Condition, ...]

    def holds(self, scope: Scope) -> bool:
        return any(condition.holds(scope) for condition in self.conditions)

    def describe(self) -> str:
        return english.join((condition.describe() for condition in self.conditions), "or")


@dataclass(frozen=True)
class Not(Condition):
    """The condition does not hold."""

    name: ClassVar[str] = "not"
    shorthand: ClassVar[str | None] = "condition"

    condition: Condition

    def holds(self, scope: Scope) -> bool:
        return not self.condition.holds(scope)

    def describe(self) -> str:
        inner = self.condition
        if isinstance(inner, AnyOf | AllOf):
            # "not (A or B)" reads "not A and not B"; the same words are said once
            # (two `did` of different names both read "you did").
            negated = dict.fromkeys(english.negate(part.describe()) for part in inner.conditions)
            return english.join(negated, "and" if isinstance(inner, AnyOf) else "or")
        if isinstance(inner, Compare) and inner.parity is None and inner.most is None:
            least = inner.least or 0
            if least > 1:  # "not three or more" reads "two or fewer", said of the range
                return inner.quantity.compared(None, least - 1)
        return english.negate(inner.describe())


@dataclass(frozen=True)
class DifferentClasses(Condition):
    """No two of the cards share a class (say, the cards an earlier part put into the Ener
    Zone, each of a class of its own); families such as <<Performer>> do not count."""

    name: ClassVar[str] = "different_classes"

    cards: Cards = field(metadata=FLAT)

    def holds(self, scope: Scope) -> bool:
        seen: set[str] = set()
        for card in self.cards.candidates(scope):
            classes = classes_of(scope.game, card)
            if not seen.isdisjoint(classes):
                return False
            seen |= classes
        return True

    def describe(self) -> str:
        return f"{self.cards.phrase(True, moving=False)} do not share a class"


@dataclass(frozen=True)
class Every(Condition):
    """Every one of the cards is of the kind `are` says ("all SIGNI on your field are
    red"); with no cards, it holds."""

    name: ClassVar[str] = "every"

    cards: Cards = field(metadata=FLAT)
    are: Filter = field(metadata={"doc": "what each of the cards must be"})

    def holds(self, scope: Scope) -> bool:
        game = scope.game
        source = scope.source
        return all(
            self.are.match(game, source, card, scope) for card in self.cards.candidates(scope)
        )

    def describe(self) -> str:
        are = self.are
        # "are red", "are <<Jewel>> SIGNI": a noun only when the filter names a type.
        noun = are.noun(True) if are.type else are.noun(False, "").strip()
        what = " ".join(part for part in [noun, *are.with_phrases()] if part)
        return f"all {self.cards.phrase(True, moving=False)} are {what}"


@dataclass(frozen=True)
class Did(Condition):
    """ "If you do": the earlier part that named cards (`as`) acted on at least one (a
    vanish that a protection stopped did nothing)."""

    name: ClassVar[str] = "did"
    shorthand: ClassVar[str | None] = "ref"

    ref: str = field(metadata=REF_NAME)

    def holds(self, scope: Scope) -> bool:
        done = scope.data.get(DONE)
        if done is not None and self.ref in done:
            return bool(done[self.ref])
        return bool(scope.data.get(self.ref))

    def describe(self) -> str:
        return "you did"


@dataclass(frozen=True)
class PaidAdditionalCost(Condition):
    """ "If you paid the [Exceed 4]": the optional additional use cost of the SPELL or
    PIECE being used was paid (`additional_cost` of its use ability)."""

    name: ClassVar[str] = "paid_additional_cost"

    def holds(self, scope: Scope) -> bool:
        return scope.additional_cost_paid

    def describe(self) -> str:
        return "you paid the additional use cost"


@dataclass(frozen=True)
class PaidColors(Condition):
    """An ARTS whose cost was paid with one Ener of each of the five colours: the cards
    paid for the cost can be given one of these colours each, every colour once (a card
    of several colours pays one of them)."""

    name: ClassVar[str] = "paid_colors"
    shorthand: ClassVar[str | None] = "colors"

    colors: tuple[Color, ...] = field(metadata={"doc": "the colours paid, each once"})

    def __post_init__(self) -> None:
        if not self.colors or Color.COLORLESS in self.colors:
            raise LanguageError("the colours paid: white, red, blue, green or black", "colors")

    def holds(self, scope: Scope) -> bool:
        game = scope.game
        wanted = [COLOR_BIT[color] for color in self.colors]
        paid = [game.defs[card].colors for card in scope.paid]
        if len(paid) < len(wanted):
            return False
        return any(
            all(card & bit for card, bit in zip(cards, wanted, strict=True))
            for cards in permutations(paid, len(wanted))
        )

    def describe(self) -> str:
        paid = english.join(f"1 {color.value}" for color in self.colors)
        return f"you paid {paid} for {english.this()}'s cost"
