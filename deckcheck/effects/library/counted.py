"""Events counted this turn: a SIGNI that has crushed a second Life Cloth this turn, an
ability that checks whether it is the third time this turn (docs/engine-hooks.md, "Events
counted this turn").

    - kind: auto
      when: {crushes: self}
      condition: {times_this_turn: {crushes: self}, min: 2}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import LanguageError
from deckcheck.effects.terms import Quantity, Scope, Trigger
from deckcheck.engine.events import TURN_LOGGED

_ORDINALS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh")


def _ordinal(value: int) -> str:
    return _ORDINALS[value] if 0 <= value < len(_ORDINALS) else f"{value}th"


@dataclass(frozen=True)
class TimesThisTurn(Quantity):
    """How many times the event of a trigger happened this turn, up to and including the
    event that triggered the ability being processed (a SIGNI's second crushed Life Cloth
    in a turn: `{times_this_turn: {crushes: self}, min: 2}`; the third time exactly:
    `min: 3, max: 3`). Read from the events the engine keeps
    for the turn, downs and crushes (docs/engine-hooks.md, "Events counted this turn")."""

    name: ClassVar[str] = "times_this_turn"
    shorthand: ClassVar[str | None] = "when"
    countable: ClassVar[bool] = False

    when: Trigger

    def __post_init__(self) -> None:
        if not all(TURN_LOGGED >> kind & 1 for kind in self.when.kinds()):
            raise LanguageError(
                "the engine counts the downs and crushes of a turn (`downed`, `crushes`)",
                "when",
            )

    def value(self, scope: Scope) -> int:
        game = scope.game
        source = scope.source
        event = scope.event
        count = 0
        for logged in game.turn_events:
            if self.when.matches(game, source, logged):
                count += 1
            if logged is event:  # later events are not counted yet
                break
        return count

    def _clause(self) -> str:
        """`this SIGNI crushes one of your opponent's Life Cloth`."""
        text = self.when.describe()
        for opening in ("Whenever ", "When "):
            text = text.removeprefix(opening)
        return text

    def describe(self) -> str:
        return f"the number of times this turn that {self._clause()}"

    def compared(self, least: int | None, most: int | None) -> str:
        clause = self._clause()
        if least is not None and least == most:
            return f"this is the {_ordinal(least)} time this turn that {clause}"
        if least is not None and most is None:
            return f"this is the {_ordinal(least)} or a later time this turn that {clause}"
        return f"the number of times this turn that {clause} is {english.range_phrase(least, most)}"
