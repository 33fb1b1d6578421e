"""Markers on SIGNI zones that carry an ability (our reading: docs/engine-hooks.md,
"Markers on SIGNI zones"). The effect `put_marker` puts one, named as the card prints it,
in one of a player's SIGNI zones; the ability it carries listens from then on, for as long
as it is there, and `as` names the SIGNI in its zone for that ability's effects:

    - put_marker:
        marker: Hastalyk
        when: {phase_begins: {phase: attack, player: you}}
        once: true
        as: marked
        effects:
          - unless: {pays: [{discard: 1}], effects: [{vanish: {ref: marked}}]}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import LanguageError
from deckcheck.effects.cards import Player
from deckcheck.effects.library.hand import NAME
from deckcheck.effects.library.triggers import CardTrigger
from deckcheck.effects.program import Program
from deckcheck.effects.terms import Effect, Trigger
from deckcheck.effects.values import player_of
from deckcheck.engine.abilities import EffectContext, Procedure, TriggeredAbility
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind
from deckcheck.engine.continuous import NEVER
from deckcheck.engine.state import ZoneMarker

if TYPE_CHECKING:
    from deckcheck.engine.events import Event
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class MarkerTest:
    """The condition of the ability a marker carries: its trigger, read for the card whose
    effect put the marker (the ability's card)."""

    trigger: Trigger

    def __call__(self, game: Game, card: int, event: Event) -> bool:
        return self.trigger.matches(game, card, event)


@dataclass(frozen=True)
class MarkerEffects:
    """The effects of the ability a marker carries: processed only while the marker is
    there; with `as`, only while a SIGNI is in its zone (they are about it), naming it;
    with `once`, the marker is removed once the ability is processed, whether or not they
    were."""

    effects: Program
    marker: ZoneMarker
    as_: str | None
    once: bool

    def __call__(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        marker = self.marker
        if marker not in game.markers:
            return
        signi = game.players[marker.player].signi[marker.slot]
        if self.as_ is None:
            yield from self.effects(context)
        elif signi >= 0:
            context.data[self.as_] = [signi]
            yield from self.effects(context)
        if self.once:
            game.remove_marker(marker)


@dataclass(frozen=True)
class PutMarker(Effect):
    """Put a marker that carries an ability in one of a player's SIGNI Zones (your
    opponent's by default: "Put one [Hastalyk] on one of your opponent's SIGNI Zones"),
    chosen by this ability's player among the zones without one of its name (a mode: the
    zone's index, left to right). From then on, for as long as it is there (SIGNI coming
    and going), whenever `when` happens (read for this card's controller: "at the
    beginning of your attack phase"), `effects` happen as a triggered ability of this
    card's controller; with `as`, only while a SIGNI is in the marker's zone, which `as`
    names for them ("the SIGNI in that zone"); with `once`, the first time only, and the
    marker is then removed.
    docs/engine-hooks.md, "Markers on SIGNI zones"."""

    name: ClassVar[str] = "put_marker"

    marker: str = field(
        metadata={"pattern": "^[A-Z][A-Za-z ]*$", "doc": "its name, as printed: Hastalyk"}
    )
    when: Trigger = field(metadata={"doc": "what the ability it carries waits for"})
    effects: Program
    player: Player = field(
        default=Player.OPPONENT, metadata={"doc": "whose SIGNI Zones (your opponent's)"}
    )
    once: bool = field(
        default=False, metadata={"doc": "the ability works once, then the marker is removed"}
    )
    as_: str | None = field(
        default=None,
        metadata={
            **NAME,
            "doc": "names the SIGNI in the marker's zone for its `effects`, which happen only "
            "while there is one",
        },
    )

    def __post_init__(self) -> None:
        if isinstance(self.when, CardTrigger) and self.when.card is not None:
            raise LanguageError("the ability listens to the game: no `card` in `when`", "when")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = player_of(self.player, context.controller)
        free = [slot for slot in range(3) if self.marker not in game.markers_in(player, slot)]
        if not free:
            return
        slot = free[0]
        if len(free) > 1:
            options = tuple(Action(ActionKind.CHOOSE_MODE, s) for s in free)
            slot = (
                yield Decision(context.controller, DecisionKind.MODE, options, context.source)
            ).a
        marker = ZoneMarker(player, slot, self.marker, context.controller, context.source)
        if not game.put_marker(marker):
            return
        ability = TriggeredAbility(
            events=self.when.kinds(),
            effect=MarkerEffects(self.effects, marker, self.as_, self.once),
            condition=MarkerTest(self.when),
        )
        game.add_delayed(
            context.controller, context.source, ability, (), NEVER, once=self.once, marker=marker
        )

    def describe(self) -> str:
        whose = "your" if self.player is Player.YOU else "your opponent's"
        tag = f"[{self.marker}]"
        if self.as_ is not None:
            english.name_cards(self.as_, "that SIGNI", True, "SIGNI")
        with english.nested(in_force=False):
            body = english.lower_first(self.effects.describe())
        if self.as_ is not None:
            body = f"if there is a SIGNI in this SIGNI Zone, {body}"
        text = f"{self.when.describe()}, {body}"
        if self.once:
            text += f" Then, remove this {tag}."
        return f"Put one {tag} on one of {whose} SIGNI Zones. ({tag}: {text})"
