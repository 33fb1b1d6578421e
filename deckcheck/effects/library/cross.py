"""Cross (classic): a Cross SIGNI's partners are facts of its card (`cross_left_of`,
`cross_right_of`); the engine reads from them which SIGNI are crossed and when they
[Heaven] (docs/engine-hooks.md, "Cross"). A [Cross] ability is an ability with
`cross: true` (deckcheck.effects.ability), a crossed SIGNI the filter `state: crossed`,
a SIGNI with [Cross] the filter `cross: true`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from deckcheck.effects.library.triggers import CardTrigger
from deckcheck.engine.events import Event, EventKind

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class Heaven(CardTrigger):
    """Crossed SIGNI [Heaven]: one of them attacks while every SIGNI crossed with it is
    downed. `self`: this SIGNI is one of those that [Heaven] ("when this SIGNI is
    [Heaven]"); a filter: the SIGNI that attacked is one of these ("when your red SIGNI is
    [Heaven]"), once for each [Heaven]. `ref: trigger` is the SIGNI that attacked.
    docs/engine-hooks.md, "Cross"."""

    name: ClassVar[str] = "heaven"

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.HEAVEN,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if self.card == "self":
            return source in game.cross_group(event.card) and self.whose.match(game, source, source)
        return self.concerns(game, source, event.card)

    def describe(self) -> str:
        return f"When {self.subject()} is [Heaven]"
