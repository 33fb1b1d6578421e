"""An attack on a SIGNI Zone next to the one in front: a SIGNI that, attacking, may also
strike a zone next to the one in front of it (classic WD20-009;
docs/engine-hooks.md, "Attacking a zone next to the one in front").

    - kind: constant
      effects:
        - attacks_adjacent: {ref: self}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.library.power import FieldMark
from deckcheck.engine.continuous import Attribute


@dataclass(frozen=True)
class AttacksAdjacent(FieldMark):
    """SIGNI that, as they attack, may also attack a SIGNI Zone next to the one in front of
    them, in the same attack: once the attack has battled the SIGNI in front (or dealt
    damage), its player may choose one of those zones, and it battles the SIGNI there, or
    deals damage when there is none (until `until`, or while a [Constant] ability is in
    force; docs/engine-hooks.md, "Attacking a zone next to the one in front")."""

    name: ClassVar[str] = "attacks_adjacent"

    attribute: ClassVar[Attribute] = Attribute.ATTACKS_ADJACENT

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        until = self.until.describe()
        when = f"{until}, when" if until else "when"
        if plural:
            text = text.removeprefix("all ")
            body = (
                f"{when} {text} attack, they may also attack a SIGNI Zone next to the one in "
                "front of them: they battle the SIGNI there, or deal damage if there is none"
            )
        else:
            body = (
                f"{when} {text} attacks, it may also attack a SIGNI Zone next to the one in "
                "front of it: it battles the SIGNI there, or deals damage if there is none"
            )
        return english.sentence(body)
