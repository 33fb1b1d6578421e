"""The Blue Archive set's Bond: starting a relationship with a student (the card data's
README; our reading in docs/engine-hooks.md, "Bond"). A Bond ability itself is an
ability with `bond: true` (deckcheck.effects.ability)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from deckcheck.effects import english
from deckcheck.effects.ability import AbilityDef
from deckcheck.effects.cards import REF_NAME
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class StartRelationship(Effect):
    """Start a relationship with a student: one its controller chooses ("any one
    student": among the students of the cards they own with a Bond ability, the only
    ones a relationship changes anything for; each offered as a mode, in name order), or
    the student of each card an earlier part named (`ref`: "the student revealed this
    way"). docs/engine-hooks.md, "Bond"."""

    name: ClassVar[str] = "start_relationship"
    shorthand: ClassVar[str | None] = "ref"

    ref: str | None = field(
        default=None,
        metadata={**REF_NAME, "doc": "the cards an earlier part named (default: any student)"},
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = context.controller
        if self.ref is not None:
            for card in context.data.get(self.ref, ()):
                game.start_relationship(player, game.defs[card].card.student, card)
            return
        students = _bond_students(game, player)
        if not students:
            return
        options = tuple(Action(ActionKind.CHOOSE_MODE, index) for index in range(len(students)))
        action = yield Decision(player, DecisionKind.MODE, options, context.source)
        student, card = students[action.a]
        game.start_relationship(player, student, card)

    def describe(self) -> str:
        if self.ref is None:
            return "Start a relationship with any one student."
        cards, one = english.named(self.ref, ("that card", True))
        return f"Start a relationship with the student{'' if one else 's'} of {cards}."


def _bond_students(game: Game, player: int) -> list[tuple[str, int]]:
    """(student, a card of theirs) for each student of the cards `player` owns that have
    a Bond ability, with whom `player` has no relationship yet; in name order."""
    found: dict[str, int] = {}
    owner = game.owner
    for card, definition in enumerate(game.defs):
        if owner[card] != player:
            continue
        printed = definition.card
        student = printed.student
        if student not in found and any(
            isinstance(ability, AbilityDef) and ability.bond for ability in printed.definitions
        ):
            found[student] = card
    related = game.players[player].relationships
    return sorted((student, card) for student, card in found.items() if student not in related)
