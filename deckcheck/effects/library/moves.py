"""Cards moving between zones: the trigger "when a card is put from X into Y (by ...)", and
what happened earlier this turn (cards gone from the deck to the Ener Zone, a spell used,
cards drawn by effects).

A move has a cause (`by`): a cost, the effect of you or your opponent, or neither (a
rule-based action, a game action such as the Ener phase). The engine keeps every move of
the turn (`Game.turn_moves`) with its cause.

    when: {moves: {card: self, from: signi, to: trash, by: [cost, effect]}}
    condition: {moved: {side: you, from: deck, to: ener}, min: 3}
    condition: {used: {player: you, type: SPELL}}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar, Literal

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Filter, Player, Side, Whose, ZoneName
from deckcheck.effects.library.triggers import CardTrigger
from deckcheck.effects.terms import Quantity, Scope
from deckcheck.effects.values import player_of
from deckcheck.engine.events import Event, EventKind
from deckcheck.engine.state import Cause

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


class MoveCause(StrEnum):
    """What moved a card."""

    COST = "cost"
    YOUR_EFFECT = "your_effect"
    OPPONENTS_EFFECT = "opponents_effect"
    EFFECT = "effect"  # anyone's effect
    # Neither a cost nor an effect: a rule-based action, a refresh, a game action.
    RULES = "rules"

    def holds(self, cause: int, you: int) -> bool:
        if self is MoveCause.COST:
            return Cause.is_cost(cause)
        if self is MoveCause.RULES:
            return cause == Cause.NONE
        if not Cause.is_effect(cause):
            return False
        if self is MoveCause.EFFECT:
            return True
        return (cause == you) == (self is MoveCause.YOUR_EFFECT)


_CAUSE_TEXT = {
    MoveCause.COST: "a cost",
    MoveCause.YOUR_EFFECT: "your effect",
    MoveCause.OPPONENTS_EFFECT: "your opponent's effect",
    MoveCause.EFFECT: "an effect",
    MoveCause.RULES: "the rules",
}
# Zones a move names: on the field, a SIGNI or a LRIG zone (the LRIG zone holds the
# cards under a LRIG too).
# (The cards under this SIGNI, [Charm]s and "the field" are no zone of their own to the
# engine: a move names the cards under SIGNI, or the SIGNI and LRIG zones.)
_MOVE_ZONES = frozenset(ZoneName) - {
    ZoneName.CENTER_LRIG,
    ZoneName.ASSIST_LRIG,
    ZoneName.UNDER_THIS,
    ZoneName.ON_THIS,
    ZoneName.CHARM,
    ZoneName.FIELD,
}
_PLACES = {
    ZoneName.SIGNI: "the field",
    ZoneName.LRIG: "the field",
    ZoneName.HAND: "{whose} hand",
    ZoneName.TRASH: "{whose} trash",
    ZoneName.ENER: "{whose} Ener Zone",
    ZoneName.DECK: "{whose} deck",
    ZoneName.LIFE_CLOTH: "{whose} Life Cloth",
    ZoneName.LRIG_DECK: "{whose} LRIG deck",
    ZoneName.LRIG_TRASH: "{whose} LRIG trash",
    ZoneName.CHECK: "{whose} check zone",
    ZoneName.SOUL: "a SIGNI as a [Soul]",
    ZoneName.UNDER_LRIG: "under {whose} LRIG",
    ZoneName.UNDER_SIGNI: "under a SIGNI",
}


_FIELD = frozenset({ZoneName.SIGNI, ZoneName.LRIG})


def _zone_mask(zones: tuple[ZoneName, ...], key: str) -> int:
    mask = 0
    for zone in zones:
        if zone not in _MOVE_ZONES:
            raise LanguageError(f"a move is from or to a zone, not `{zone.value}`", key)
        mask |= 1 << zone.engine_zone
    return mask


# Where a move is from, where that reads otherwise than where one is to: a card leaves
# "the [Soul]s of a SIGNI" (not "from a SIGNI as a [Soul]").
_FROM_PLACES = {ZoneName.SOUL: "the [Soul]s of a SIGNI"}


def _places(zones: tuple[ZoneName, ...], whose: str, *, source: bool = False) -> str:
    """The zones a move is to, or (`source`) from: `your trash or your Ener Zone`."""
    places = (
        (_FROM_PLACES.get(z) if source else None) or _PLACES[z].format(whose=whose) for z in zones
    )
    return english.join(dict.fromkeys(places), "or")


def _causes(by: tuple[MoveCause, ...]) -> str:
    return f" by {english.join((_CAUSE_TEXT[b] for b in by), 'or')}" if by else ""


def _whose(side: Side) -> str:
    return {Side.YOU: "your", Side.OPPONENT: "your opponent's", Side.ANY: "a player's"}[side]


@dataclass(frozen=True)
class Route:
    """Where a move is from and to, and what caused it (each: any, when not given)."""

    from_: tuple[ZoneName, ...] = field(default=(), metadata={"doc": "the zones it left"})
    to: tuple[ZoneName, ...] = field(default=(), metadata={"doc": "the zones it went to"})
    by: tuple[MoveCause, ...] = field(
        default=(), metadata={"doc": "cost, your_effect, opponents_effect, effect, rules"}
    )

    _from: int = field(default=0, init=False, repr=False, compare=False)
    _to: int = field(default=0, init=False, repr=False, compare=False)

    @property
    def under_lrig_only(self) -> bool:
        """From under a LRIG, not from the LRIG zone's top card ("when a card underneath
        your LRIG moves")."""
        return ZoneName.UNDER_LRIG in self.from_ and ZoneName.LRIG not in self.from_

    def __post_init__(self) -> None:
        object.__setattr__(self, "_from", _zone_mask(self.from_, "from"))
        object.__setattr__(self, "_to", _zone_mask(self.to, "to"))

    def holds(self, frm: int, to: int, cause: int, you: int) -> bool:
        if self._from and not (1 << frm) & self._from:
            return False
        if self._to and not (1 << to) & self._to:
            return False
        return not self.by or any(by.holds(cause, you) for by in self.by)

    def is_discard(self) -> bool:
        return self.from_ == (ZoneName.HAND,) and self.to == (ZoneName.TRASH,)

    def is_crush(self) -> bool:
        return self.from_ == (ZoneName.LIFE_CLOTH,) and self.to == (ZoneName.CHECK,)

    def phrase(self, whose: str) -> str:
        """`from your deck into your Ener Zone by a cost`, `from your Ener Zone to another
        zone`."""
        parts = []
        if self.from_:
            parts.append(f"from {_places(self.from_, whose, source=True)}")
        if self.to and all(zone in _FIELD for zone in self.to):
            # "onto your field", as a card says it ("into the field" is no English).
            parts.append("onto the field" if whose == "a player's" else f"onto {whose} field")
        elif self.to:
            places = _places(self.to, whose)
            # "under your LRIG", "to a SIGNI as a [Soul]": places that are no container
            into = (
                "" if places.startswith("under") else "to " if places.startswith("a ") else "into "
            )
            parts.append(f"{into}{places}")
        elif self.from_:
            parts.append("to another zone")
        return " ".join(parts) + _causes(self.by)

    def entered(self) -> str | None:
        """`from your trash`, for a move onto the field ("entered the field from ..."):
        None for any other move."""
        if self.to != (ZoneName.SIGNI,) or self.by:
            return None
        return f" from {_places(self.from_, 'your', source=True)}" if self.from_ else ""


@dataclass(frozen=True)
class Moves(CardTrigger):
    """A card is moved from a zone to a zone (`from`, `to`), by a cost, an effect (yours,
    your opponent's) or neither (`by`): this SIGNI trashed from the field by a cost or an
    effect, or this card going from your deck to your trash
    (an ability that works in the trash: `zone: [trash]`), "when one of your Life Cloth is
    crushed" (from the Life Cloth to the check zone), "when you discard a SIGNI" (from
    the hand to the trash). `card`/filter: which card, of whose."""

    name: ClassVar[str] = "moves"

    route: Route = field(default_factory=Route, metadata=FLAT)

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.MOVED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        route = self.route
        if not route.holds(event.a, event.b, game.cause, game.owner[source]):
            return False
        if route.under_lrig_only and game.leaving == event.card:
            # The engine's LRIG zone holds the LRIG and the cards under it: a LRIG leaving
            # the field (an Assist LRIG returned to the LRIG deck) was not under one.
            return False
        return self.concerns(game, source, event.card)

    def describe(self) -> str:
        route = self.route
        side = self.whose.side
        # This card's owner is the ability's controller.
        whose = "your" if self.card == "self" else _whose(side)
        if self.card == "self":
            card = english.this()
        else:
            noun = " ".join([self.whose.noun(False), *self.whose.with_phrases()])
            card = f"another {noun}" if self.whose.other else english.a(noun)
        # This card moves once from where its ability works; other cards move again and
        # again: "whenever you discard a card", as cards print it.
        when = "When" if self.card == "self" else "Whenever"
        if route.is_crush():
            if self.card == "self":
                return f"When {card} is crushed{_causes(route.by)}"
            if side is Side.ANY:
                return f"{when} a Life Cloth is crushed{_causes(route.by)}"
            owner = "your" if side is Side.YOU else "your opponent's"
            return f"{when} one of {owner} Life Cloth is crushed{_causes(route.by)}"
        if route.is_discard():
            who = {Side.YOU: "you", Side.OPPONENT: "your opponent", Side.ANY: "a player"}[side]
            verb = "discards" if side is not Side.YOU else "discard"
            if self.card == "self":
                return f"When {card} is discarded{_causes(route.by)}"
            return f"{when} {who} {verb} {card}{_causes(route.by)}"
        verb = "is put" if route.to else "moves"
        if self.card == "self" and route.to == (ZoneName.ENER,):
            english.this_is_in("your Ener Zone")
        return f"{when} {card} {verb} {route.phrase(whose)}".rstrip()


@dataclass(frozen=True)
class Downed(CardTrigger):
    """A SIGNI or LRIG is downed: by a cost, an effect (yours, your opponent's) or neither
    (an attack, a game action) as `by` says ("when one of your upped SIGNI is downed by an
    ability": not by a cost nor by attacking). `card`/filter: which card, of whose."""

    name: ClassVar[str] = "downed"

    by: tuple[MoveCause, ...] = field(
        default=(), metadata={"doc": "what downed it: cost, your_effect, opponents_effect, ..."}
    )

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.DOWNED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if not self.concerns(game, source, event.card):
            return False
        you = game.owner[source]
        return not self.by or any(cause.holds(game.cause, you) for cause in self.by)

    def describe(self) -> str:
        return f"When {self.subject()} is downed{_causes(self.by)}"


@dataclass(frozen=True)
class Moved(Quantity):
    """How many cards were moved this turn from a zone to a zone (`from`, `to`), by a cost,
    an effect or neither (`by`): of whose (`side`) and which cards (the filter), or this
    card (`card: self`: "if this SIGNI entered the field from the trash this turn")."""

    name: ClassVar[str] = "moved"

    card: Literal["self"] | None = field(default=None, metadata={"doc": "self: this card"})
    whose: Whose = field(default_factory=Whose, metadata=FLAT)
    route: Route = field(default_factory=Route, metadata=FLAT)

    def value(self, scope: Scope) -> int:
        game = scope.game
        source = scope.source
        you = scope.controller
        route = self.route
        count = 0
        for card, frm, to, cause in game.turn_moves:
            if self.card == "self":
                if card != source:
                    continue
            elif not self.whose.owned(game, source, card):
                continue
            if route.holds(frm, to, cause, you):
                count += 1
        return count

    def _what(self) -> tuple[str, str]:
        """(the cards, whose zones)."""
        if self.card == "self":
            return english.this(), "your"
        whose = _whose(self.whose.side)
        return " ".join([self.whose.noun(True), *self.whose.with_phrases()]), whose

    def describe(self) -> str:
        cards, whose = self._what()
        return f"{cards} moved {self.route.phrase(whose)} this turn"

    def compared(self, least: int | None, most: int | None) -> str:
        cards, whose = self._what()
        route = self.route.phrase(whose)
        if self.card == "self":
            entered = self.route.entered()
            if entered is not None:
                did = "did not enter" if most == 0 else "entered"
                return f"{cards} {did} the field{entered} this turn"
            if most == 0:
                return f"{cards} was not moved {route} this turn"
            return f"{cards} was moved {route} this turn"
        if most == 0 and not least:
            return f"no {cards} were moved {route} this turn"
        amount = english.counted_range(least, most)
        return f"{amount} {cards} were moved {route} this turn"


@dataclass(frozen=True)
class Used(Quantity):
    """How many cards (SPELL, PIECE, ARTS: the filter) a player used this turn."""

    name: ClassVar[str] = "used"

    player: Player = Player.YOU
    filter: Filter = field(default_factory=Filter, metadata=FLAT)

    def value(self, scope: Scope) -> int:
        game = scope.game
        used = game.players[player_of(self.player, scope.controller)].used
        return sum(1 for card in used if self.filter.match(game, scope.source, card, scope))

    def _who(self) -> str:
        return "you" if self.player is Player.YOU else "your opponent"

    def describe(self) -> str:
        return f"{self.filter.noun(True, 'card')} {self._who()} used this turn"

    def compared(self, least: int | None, most: int | None) -> str:
        noun = self.filter.noun(True, "card")
        verb = "have" if self.player is Player.YOU else "has"
        if most == 0 and not least:
            return f"{self._who()} {verb} used no {noun} this turn"
        amount = english.counted_range(least, most)
        return f"{self._who()} {verb} used {amount} {noun} this turn"


@dataclass(frozen=True)
class DrawnByEffects(Quantity):
    """How many cards a player drew by effects this turn (not in the draw phase)."""

    name: ClassVar[str] = "drawn_by_effects"
    shorthand: ClassVar[str | None] = "player"

    player: Player = Player.YOU

    def value(self, scope: Scope) -> int:
        return scope.game.players[player_of(self.player, scope.controller)].effect_draws

    def _who(self) -> tuple[str, str]:
        return ("you", "have") if self.player is Player.YOU else ("your opponent", "has")

    def describe(self) -> str:
        return f"card {self._who()[0]} drew by effects this turn"

    def compared(self, least: int | None, most: int | None) -> str:
        who, verb = self._who()
        if most == 0 and not least:
            return f"{who} {verb} drawn no cards by effects this turn"
        amount = english.counted_range(least, most)
        return f"{who} {verb} drawn {amount} cards by effects this turn"
