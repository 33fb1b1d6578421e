"""The [Virus] (WXDi-P07, P09, P13): a marker in a SIGNI zone of a player's field, one per
zone, that makes the SIGNI in that zone infected (our reading: docs/engine-hooks.md,
"Virus"). The effect `put_virus` puts them, the filter `infected: true` selects the SIGNI
in a zone with one, the cost part `remove_viruses: N` and the effect `remove_viruses`
remove them, and the quantity `viruses` counts them (on a field, or removed this way):

    - put_virus: {each: true}
    - power: {all: {side: opponent, zone: signi, infected: true}, amount: -3000}
    - kind: action
      cost: {remove_viruses: 1}
    - remove_viruses: {up_to: any, as: removed}
    - power: {target: {side: opponent, zone: signi},
              amount: {per: {viruses: {removed: removed}}, times: -10000}}
    - put_virus: {as: infected}                # the SIGNI in that zone, for what follows
    when: {virus_removed: opponent}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Literal

from deckcheck.effects import english
from deckcheck.effects.binding import LanguageError
from deckcheck.effects.cards import REF_NAME, Player
from deckcheck.effects.library.hand import NAME
from deckcheck.effects.library.numbers import number_key
from deckcheck.effects.terms import Effect, Quantity, Scope, Trigger
from deckcheck.effects.values import player_of
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind
from deckcheck.engine.constants import Zone
from deckcheck.engine.events import Event, EventKind

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

_DONE = Action(ActionKind.CHOOSE_DONE)


@dataclass(frozen=True)
class PutVirus(Effect):
    """Put a [Virus] in one of a player's SIGNI Zones (your opponent's by default), chosen
    by this ability's player among the zones without one (a mode: the zone's index, left
    to right), or with `each: true` in each of them. A SIGNI Zone has one [Virus] at most:
    a zone that has one gets none. docs/engine-hooks.md, "Virus"."""

    name: ClassVar[str] = "put_virus"

    player: Player = field(
        default=Player.OPPONENT, metadata={"doc": "whose SIGNI Zones (your opponent's)"}
    )
    each: bool = field(default=False, metadata={"doc": "in each of that player's SIGNI Zones"})
    as_: str | None = field(
        default=None,
        metadata={
            **NAME,
            "doc": "names the SIGNI in the zone chosen (any zone: one with a [Virus] gets "
            "none, its SIGNI named all the same), or in each zone a [Virus] was put in",
        },
    )

    def __post_init__(self) -> None:
        if self.each and self.as_ is not None:
            raise LanguageError("the SIGNI of each zone are `all` of that field", "as")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = player_of(self.player, context.controller)
        free = [slot for slot in range(3) if slot not in game.virus_zones(player)]
        if self.each:
            for slot in free:
                game.put_virus(player, slot)
            return
        # Named for what follows ("the SIGNI in that SIGNI Zone gets ..."), the zone may be
        # one with a [Virus] already: what follows still happens.
        offered = [0, 1, 2] if self.as_ is not None else free
        if not offered:
            return
        slot = offered[0]
        if len(offered) > 1:
            options = tuple(Action(ActionKind.CHOOSE_MODE, zone) for zone in offered)
            decision = Decision(context.controller, DecisionKind.MODE, options, context.source)
            slot = (yield decision).a
        game.put_virus(player, slot)
        if self.as_ is not None:
            signi = game.players[player].signi[slot]
            context.data[self.as_] = [signi] if signi >= 0 else []

    def describe(self) -> str:
        whose = "your" if self.player is Player.YOU else "your opponent's"
        where = "each" if self.each else "one"
        if self.as_ is not None:
            english.name_cards(self.as_, "the SIGNI in that SIGNI Zone", True, "SIGNI")
        return f"Put a [Virus] in {where} of {whose} SIGNI Zones."


@dataclass(frozen=True)
class RemoveViruses(Effect):
    """Remove [Virus]es of a player's field (your opponent's by default): up to `up_to` (a
    number, or `any`), each in a zone this ability's player chooses (a mode: the zone's
    index; or done), or, `in_zone_of` SIGNI an earlier part named, the [Virus] in the
    same SIGNI Zone as each, or, with `all`, every one there without a choice. With `as`,
    how many were removed is a number for later parts: `{viruses: {removed: name}}`.
    docs/engine-hooks.md, "Virus"."""

    name: ClassVar[str] = "remove_viruses"

    player: Player = field(
        default=Player.OPPONENT, metadata={"doc": "whose field (your opponent's)"}
    )
    up_to: int | Literal["any"] = field(default=1, metadata={"minimum": 1})
    in_zone_of: str | None = field(
        default=None,
        metadata={**REF_NAME, "doc": "the [Virus] in the SIGNI Zone of each SIGNI named so"},
    )
    all_: bool = field(
        default=False, metadata={"doc": 'every [Virus] on that field ("remove all [Virus]")'}
    )
    as_: str | None = field(default=None, metadata=NAME)

    def __post_init__(self) -> None:
        if self.all_ and (self.up_to != 1 or self.in_zone_of is not None):
            raise LanguageError("all the [Virus]es of a field are no number, no zone", "all")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        removed = 0
        if self.all_:
            player = player_of(self.player, context.controller)
            for zone in game.virus_zones(player):
                game.remove_virus(player, zone)
                removed += 1
        elif self.in_zone_of is not None:
            for card in context.data.get(self.in_zone_of, ()):
                # A [Virus] infects the SIGNI of its zone's field (its owner's).
                if game.zone[card] == Zone.SIGNI and game.remove_virus(
                    game.owner[card], game.slot[card]
                ):
                    removed += 1
        else:
            player = player_of(self.player, context.controller)
            most = 3 if self.up_to == "any" else self.up_to
            while removed < most and (zones := game.virus_zones(player)):
                options = (*(Action(ActionKind.CHOOSE_MODE, zone) for zone in zones), _DONE)
                action = yield Decision(
                    context.controller, DecisionKind.MODE, options, context.source
                )
                if action.kind == ActionKind.CHOOSE_DONE:
                    break
                game.remove_virus(player, action.a)
                removed += 1
        if self.as_ is not None:
            context.data[number_key(self.as_)] = removed

    def describe(self) -> str:
        verb = english.verb("eliminate").capitalize()
        if self.in_zone_of is not None:
            that, _ = english.named(self.in_zone_of, ("that SIGNI", True))
            return f"{verb} the [Virus] in the same SIGNI Zone as {that}."
        whose = "your" if self.player is Player.YOU else "your opponent's"
        if self.all_:
            how_many = "all [Virus]es"
        elif self.up_to == "any":
            how_many = "any number of [Virus]es"
        else:
            plural = "[Virus]" if self.up_to == 1 else "[Virus]es"
            how_many = f"up to {english.number(self.up_to)} {plural}"
        return f"{verb} {how_many} on {whose} field."


@dataclass(frozen=True)
class Viruses(Quantity):
    """How many [Virus]es are on a player's field (your opponent's by default), or, with
    `removed`, how many an earlier `remove_viruses` removed (named with `as`)."""

    name: ClassVar[str] = "viruses"

    player: Player = field(
        default=Player.OPPONENT, metadata={"doc": "whose field (your opponent's)"}
    )
    removed: str | None = field(
        default=None, metadata={**REF_NAME, "doc": "those an earlier part removed"}
    )

    def value(self, scope: Scope) -> int:
        if self.removed is not None:
            return int(scope.data.get(number_key(self.removed), 0))
        return len(scope.game.virus_zones(player_of(self.player, scope.controller)))

    def _where(self) -> str:
        if self.removed is not None:
            return f"{english.verb('eliminate', 'd')} this way"
        return "on your field" if self.player is Player.YOU else "on your opponent's field"

    def describe(self) -> str:
        return f"[Virus] {self._where()}"

    def number(self) -> str:
        return f"the number of [Virus]es {self._where()}"

    def compared(self, least: int | None, most: int | None) -> str:
        where = self._where()
        if least == 1 and most is None:
            return f"there is a [Virus] {where}"
        if most == 0 and not least:
            return f"there are no [Virus]es {where}"
        return f"there are {english.range_phrase(least, most)} [Virus]es {where}"


@dataclass(frozen=True)
class VirusRemoved(Trigger):
    """A [Virus] is removed from a player's field (your opponent's by default), by an
    effect or a cost, whoever's: once for each [Virus] ("When one of your opponent's
    [Virus] on the field is removed"). docs/engine-hooks.md, "Virus"."""

    name: ClassVar[str] = "virus_removed"
    shorthand: ClassVar[str | None] = "player"

    player: Player = field(
        default=Player.OPPONENT, metadata={"doc": "whose field (your opponent's)"}
    )

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.VIRUS_REMOVED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        return (event.player == game.owner[source]) == (self.player is Player.YOU)

    def describe(self) -> str:
        whose = "your" if self.player is Player.YOU else "your opponent's"
        return f"When one of the [Virus]es on {whose} field is {english.verb('eliminate', 'd')}"
