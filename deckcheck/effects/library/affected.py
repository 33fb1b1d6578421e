"""A card affected by an effect: an ability that triggers as an ARTS of your opponent
acts on one of your <Ore> or <Gem> SIGNI (docs/engine-hooks.md, "Affected by an effect").

    when: {affected: {side: you, type: SIGNI, class: [ORE, GEM], of: {type: ARTS}}}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from deckcheck.effects.cards import Filter, Side
from deckcheck.effects.library.triggers import CardTrigger
from deckcheck.engine.constants import Zone
from deckcheck.engine.events import Event, EventKind
from deckcheck.engine.state import Cause

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

_FIELD = int(Zone.SIGNI)
_LRIG = int(Zone.LRIG)
_ON_FIELD = (_FIELD, _LRIG)


@dataclass(frozen=True)
class Affected(CardTrigger):
    """A SIGNI or LRIG on the field is affected by the effect of a card (of `by`: your
    opponent's by default; `of`: only of cards of this kind, "the effects of your
    opponent's ARTS"): the effect moves it from the field, downs, ups or freezes it, or
    changes it for a while (its power, level, keywords...). Once for each change, so a
    card that one effect changes twice is affected twice (docs/engine-hooks.md, "Affected
    by an effect")."""

    name: ClassVar[str] = "affected"

    by: Side = field(default=Side.OPPONENT, metadata={"doc": "whose effects: opponent, you, any"})
    of: Filter | None = field(
        default=None, metadata={"doc": "only the effects of cards of this kind ({type: ARTS})"}
    )

    def kinds(self) -> tuple[EventKind, ...]:
        return (
            EventKind.MOVED,
            EventKind.DOWNED,
            EventKind.UPPED,
            EventKind.FROZEN,
            EventKind.AFFECTED,
        )

    def matches(self, game: Game, source: int, event: Event) -> bool:
        card = event.card
        if card < 0:
            return False
        if event.kind == EventKind.AFFECTED:
            maker = event.a
            if game.zone[card] not in _ON_FIELD:
                return False
        else:
            if not Cause.is_effect(game.cause):
                return False
            maker = game.effect_source
            # A move from the field; a change of state of a card on it.
            where = event.a if event.kind == EventKind.MOVED else game.zone[card]
            if where not in _ON_FIELD:
                return False
        if maker < 0:
            return False
        mine = game.owner[maker] == game.owner[source]
        if (self.by is Side.OPPONENT and mine) or (self.by is Side.YOU and not mine):
            return False
        if self.of is not None and not self.of.match(game, maker, maker):
            return False
        return self.concerns(game, source, card)

    def describe(self) -> str:
        whose = {
            Side.OPPONENT: "your opponent's",
            Side.YOU: "your",
            Side.ANY: "a player's",
        }[self.by]
        if self.of is not None:
            effects = f"the effects of {whose} {self.of.noun(True)}"
        else:
            effects = f"{whose} effects"
        return f"When {self.subject()} is affected by {effects}"
