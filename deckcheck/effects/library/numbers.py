"""Declaring a number ("Declare a number less than or equal to ..."), and the declared
number as a quantity for later parts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.cards import REF_NAME
from deckcheck.effects.library.hand import NAME
from deckcheck.effects.terms import Effect, Quantity, Scope
from deckcheck.effects.values import Amount, amount_value
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind


def number_key(name: str) -> str:
    """Where a declared number waits in an effect's `data` (apart from named cards)."""
    return f"#{name}"


# The greatest number a card's "declare a number" offers (the highest level).
_HIGHEST = 5


@dataclass(frozen=True)
class DeclareNumber(Effect):
    """Declare a number from `least` to `most` (a number, or a quantity computed when it
    happens), named (`as`) for later parts: `{declared: name}`. The choice is a mode
    decision whose option `i` is the number `i`."""

    name: ClassVar[str] = "declare_number"

    most: Amount = field(metadata={"doc": "the greatest number (a number or a quantity)"})
    as_: str = field(metadata=NAME)
    least: int = field(default=0, metadata={"minimum": 0})

    def resolve(self, context: EffectContext) -> Procedure[None]:
        most = amount_value(self.most, context)
        numbers = range(min(self.least, most), most + 1)
        options = tuple(Action(ActionKind.CHOOSE_MODE, number) for number in numbers)
        action = yield Decision(context.controller, DecisionKind.MODE, options, context.source)
        context.data[number_key(self.as_)] = action.a

    def describe(self) -> str:
        if self.most == _HIGHEST and not self.least:
            # The bound is the game's, not the card's: no level or count a declared number
            # is compared with goes above five, and the cards print only "Declare a number".
            return "Declare a number."
        if isinstance(self.most, int):
            most = english.number(self.most)
        else:
            most = self.most.quantity()
            if self.most.times != 1:
                most += f" times {english.number(self.most.times)}"
        if self.least:
            return f"Declare a number from {english.number(self.least)} to {most}."
        return f"Declare a number less than or equal to {most}."


@dataclass(frozen=True)
class Declared(Quantity):
    """The number an earlier part declared (`declare_number` with `as`)."""

    name: ClassVar[str] = "declared"
    shorthand: ClassVar[str | None] = "ref"
    countable: ClassVar[bool] = False

    ref: str = field(metadata=REF_NAME)

    def value(self, scope: Scope) -> int:
        return int(scope.data.get(number_key(self.ref), 0))

    def describe(self) -> str:
        return "the declared number"

    def each(self) -> str:
        # "for each point of the declared number", as for a power read as a count.
        return "point of the declared number"

    def compared(self, least: int | None, most: int | None) -> str:
        # In words, as cards print it: "if the declared number is one".
        if least is not None and most is not None and least != most:
            return f"the declared number is between {english.number(least)} and " + (
                english.number(most)
            )
        return f"the declared number is {english.spelled_range(least, most)}"
