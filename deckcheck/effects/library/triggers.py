"""Triggers: what an [Auto] ability waits for (`when:`).

Most take the card the event is about: `self` (this card), or whose and which cards
(`{side: you, type: SIGNI, other: true}`: "another SIGNI on your field"):

    when: {attacks: self}
    when: {leaves_field: {side: you, type: SIGNI, other: true}}
    when: {phase_begins: {phase: attack, player: you}}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar, Literal

from deckcheck.cards.model import CardType
from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import (
    PILE_NAMES,
    TARGETER,
    Filter,
    KeywordName,
    Player,
    Side,
    Whose,
    ZoneName,
    keyword_bits,
)
from deckcheck.effects.library.conditions import PhaseName
from deckcheck.effects.terms import Trigger
from deckcheck.engine.constants import AbilityKind, CardKind, Phase, Step
from deckcheck.engine.events import Event, EventKind
from deckcheck.engine.state import Cause

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class CardTrigger(Trigger):
    """A trigger about one card: `self` (`attacks: self`), or which cards of whose
    (`leaves_field: {side: you, type: SIGNI, other: true}`)."""

    shorthand: ClassVar[str | None] = "card"

    card: Literal["self"] | None = field(default=None, metadata={"doc": "self: this card"})
    whose: Whose = field(default_factory=Whose, metadata=FLAT)

    def concerns(self, game: Game, source: int, card: int) -> bool:
        if self.card == "self":
            # A filter narrows it: "when this SIGNI is vanished while upped".
            return card == source and self.whose.match(game, source, card)
        return card >= 0 and self.whose.owned(game, source, card)

    def subject(self, located: bool = True) -> str:
        """`this SIGNI`, `a SIGNI on your field` (not `located`: `a SIGNI`)."""
        if self.card == "self":
            return english.this()
        # What `ref: trigger` reads as in the ability's effects: "that SIGNI".
        kinds = {CardType.SIGNI: "SIGNI", CardType.LRIG: "LRIG"}
        if len(self.whose.type) == 1 and self.whose.type[0] in kinds:
            kind = kinds[self.whose.type[0]]
            english.name_cards("trigger", f"that {kind}", True, kind)
        return self.whose.phrase(located)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        return self.concerns(game, source, event.card)


@dataclass(frozen=True)
class Attacks(CardTrigger):
    """A SIGNI or LRIG attacks."""

    name: ClassVar[str] = "attacks"

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.ATTACKED,)

    def describe(self) -> str:
        return f"Whenever {self.subject()} attacks"


@dataclass(frozen=True)
class AttackEnds(CardTrigger):
    """The end of an attack ("at the end of the attack"), after its battle or damage;
    `dealt_damage` narrows it to attacks that dealt damage to the opponent, or did not."""

    name: ClassVar[str] = "attack_ends"

    dealt_damage: bool | None = None

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.ATTACK_ENDED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if self.dealt_damage is not None and (event.a == 1) != self.dealt_damage:
            return False
        return self.concerns(game, source, event.card)

    def describe(self) -> str:
        text = f"At the end of each attack of {self.subject()}"
        if self.dealt_damage is False:
            text += ", if your opponent took no damage by it"
        elif self.dealt_damage:
            text += ", if your opponent took damage by it"
        return text


class TargetingSource(StrEnum):
    """What targets a card: an ability or effect of a kind of card, or a Life Burst."""

    LRIG = "lrig"
    ASSIST_LRIG = "assist_lrig"
    SIGNI = "signi"
    SPELL = "spell"
    PIECE = "piece"
    ARTS = "arts"
    LIFE_BURST = "life_burst"

    def holds(self, game: Game, event: Event) -> bool:
        """Whether the TARGETED `event` came from this (a Life Burst is only that)."""
        if event.b == AbilityKind.LIFE_BURST:
            return self is TargetingSource.LIFE_BURST
        if self is TargetingSource.LIFE_BURST or event.a < 0:
            return False
        return game.kind[event.a] == _SOURCE_KINDS[self]


_SOURCE_KINDS = {
    TargetingSource.LRIG: CardKind.LRIG,
    TargetingSource.ASSIST_LRIG: CardKind.ASSIST_LRIG,
    TargetingSource.SIGNI: CardKind.SIGNI,
    TargetingSource.SPELL: CardKind.SPELL,
    TargetingSource.PIECE: CardKind.PIECE,
    TargetingSource.ARTS: CardKind.ARTS,
}
_SOURCE_NAMES = {
    TargetingSource.LRIG: "LRIG",
    TargetingSource.ASSIST_LRIG: "Assist LRIG",
    TargetingSource.SIGNI: "SIGNI",
    TargetingSource.SPELL: "spell",
    TargetingSource.PIECE: "PIECE",
    TargetingSource.ARTS: "ARTS",
    TargetingSource.LIFE_BURST: "Life Burst",
}


class TargetingAbility(StrEnum):
    """Which kind of ability's effect targets: "an [Enter] ability or effect"."""

    ENTER = "enter"
    AUTO = "auto"
    ACTION = "action"

    @property
    def kind(self) -> AbilityKind:
        return _ABILITY_KINDS[self]


_ABILITY_KINDS = {
    TargetingAbility.ENTER: AbilityKind.ENTER,
    TargetingAbility.AUTO: AbilityKind.AUTO,
    TargetingAbility.ACTION: AbilityKind.ACTION,
}
_ABILITY_NAMES = {
    TargetingAbility.ENTER: "[Enter]",
    TargetingAbility.AUTO: "[Auto]",
    TargetingAbility.ACTION: "[Action]",
}


@dataclass(frozen=True)
class BecomesTarget(CardTrigger):
    """A card becomes the target of an ability or effect (of `by`: your opponent's,
    yours, or anyone's; `of`: only of these kinds of card, or of a Life Burst; `ability`:
    only of these kinds of ability, "an [Enter] ability or effect"). `ref: targeter` is
    the card whose ability or effect targeted it ("vanish that SIGNI")."""

    name: ClassVar[str] = "becomes_target"

    by: Side = field(default=Side.OPPONENT, metadata={"doc": "whose ability or effect"})
    of: tuple[TargetingSource, ...] = field(
        default=(), metadata={"doc": "whose kind of card (assist_lrig, signi, ...) or life_burst"}
    )
    ability: tuple[TargetingAbility, ...] = field(
        default=(), metadata={"doc": "only the effects of these kinds of ability (enter, ...)"}
    )

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.TARGETED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if self.by is not Side.ANY and (event.player == game.owner[source]) != (
            self.by is Side.YOU
        ):
            return False
        if self.of and not any(kind.holds(game, event) for kind in self.of):
            return False
        if self.ability and all(event.b != kind.kind for kind in self.ability):
            return False
        return self.concerns(game, source, event.card)

    def describe(self) -> str:
        whose = {Side.OPPONENT: "your opponent's", Side.YOU: "your", Side.ANY: "an"}[self.by]
        kinds = english.join((_ABILITY_NAMES[kind] for kind in self.ability), "or")
        ability = f"{kinds} ability or effect" if kinds else "ability or effect"
        subject = self.subject()
        if not self.of:
            english.name_cards(TARGETER, "that card", True)
            return f"When {subject} becomes the target of {whose} {ability}"
        what = english.join((_SOURCE_NAMES[kind] for kind in self.of), "or")
        single = len(self.of) == 1 and self.of[0] is not TargetingSource.LIFE_BURST
        english.name_cards(TARGETER, f"that {what}" if single else "that card", True)
        whose = "a" if self.by is Side.ANY else whose
        return f"When {subject} becomes the target of an {ability} of {whose} {what}"


@dataclass(frozen=True)
class EntersField(CardTrigger):
    """A card enters the field (put onto it, or grown into); `from`: only from these
    zones ("enters your field from your trash"), `not_from`: from any other ("from a
    zone other than a player's hand")."""

    name: ClassVar[str] = "enters_field"

    from_: tuple[ZoneName, ...] = field(default=(), metadata={"doc": "only from these zones"})
    not_from: tuple[ZoneName, ...] = field(
        default=(), metadata={"doc": "only from zones other than these"}
    )

    def __post_init__(self) -> None:
        if self.from_ and self.not_from:
            raise LanguageError("`from` or `not_from`, not both", "not_from")

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.ENTERED_FIELD,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if self.from_ and all(event.a != zone.engine_zone for zone in self.from_):
            return False
        if self.not_from and any(event.a == zone.engine_zone for zone in self.not_from):
            return False
        return self.concerns(game, source, event.card)

    def describe(self) -> str:
        if self.card == "self":
            text = f"When {self.subject()} enters the field"
        else:
            # "When a SIGNI enters your field", not "a SIGNI on your field enters the field".
            where = self.whose.field().replace("on ", "", 1)
            text = f"When {self.subject(located=False)} enters {where}"
        if self.from_:
            text += f" from {_zones_phrase(self.from_, self.whose.side)}"
        elif self.not_from:
            text += f" from a zone other than {_zones_phrase(self.not_from, self.whose.side)}"
        return text


def _zones_phrase(zones: tuple[ZoneName, ...], side: Side) -> str:
    whose = {Side.YOU: "your", Side.OPPONENT: "your opponent's", Side.ANY: "a player's"}[side]
    return english.join((f"{whose} {PILE_NAMES.get(z, z.value)}" for z in zones), "or")


@dataclass(frozen=True)
class Vanishes(CardTrigger):
    """A SIGNI vanishes a SIGNI: the attacking SIGNI that vanished it in a battle, or the
    SIGNI whose ability's effect vanished it (`in_battle` narrows it to one of the two).
    `card`/filter: which SIGNI vanishes ("this SIGNI", "your SIGNI with power 8000 or
    more"); `vanished`: which SIGNI is vanished (default: one on your opponent's field).
    `ref: trigger` is the vanished SIGNI."""

    name: ClassVar[str] = "vanishes"

    in_battle: bool | None = None
    vanished: Whose | None = field(
        default=None, metadata={"doc": "the vanished SIGNI (default: your opponent's)"}
    )

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.VANISHED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if self.in_battle is not None and (event.b == 1) != self.in_battle:
            return False
        vanisher = event.a
        if vanisher < 0 or not self.concerns(game, source, vanisher):
            return False
        vanished = self.vanished
        if vanished is None:
            return game.owner[event.card] != game.owner[source]
        return vanished.owned(game, source, event.card)

    def describe(self) -> str:
        subject = english.this() if self.card == "self" else self.whose.phrase()
        victim = (
            "a SIGNI on your opponent's field" if self.vanished is None else self.vanished.phrase()
        )
        english.name_cards("trigger", "the vanished SIGNI", True, "SIGNI")
        how = {None: "", True: " in a battle", False: " by an effect"}[self.in_battle]
        return f"Whenever {subject} {english.verb('vanish', 'es')} {victim}{how}"


@dataclass(frozen=True)
class Battles(CardTrigger):
    """A SIGNI battles a SIGNI, attacking or attacked ("when this SIGNI battles your
    opponent's level four SIGNI"): as the battle begins; its abilities are processed once
    the battle is over. `card`/filter: which SIGNI battles; `against`: the SIGNI it
    battles (any). `ref: trigger` is the SIGNI it battles."""

    name: ClassVar[str] = "battles"

    against: Filter | None = field(
        default=None, metadata={"doc": "the SIGNI it battles (of the other player)"}
    )

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.BATTLED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if not self.concerns(game, source, event.a):
            return False
        return self.against is None or self.against.match(game, source, event.card)

    def describe(self) -> str:
        subject = self.subject()
        against = self.against if self.against is not None else Filter()
        opposing = english.a(" ".join([against.noun(False, "SIGNI"), *against.with_phrases()]))
        english.name_cards("trigger", "that SIGNI", True, "SIGNI")
        # A SIGNI may battle many times (every attack): "whenever", as cards print it.
        return f"Whenever {subject} {english.verb('battle', 's')} {opposing}"


@dataclass(frozen=True)
class Risen(CardTrigger):
    """A SIGNI with [Rise] is put on top of a SIGNI ("whenever this SIGNI is risen", "when
    your SIGNI with [Rise] enters the field on this SIGNI"): `card`/filter: which SIGNI is
    risen upon; `by`: which SIGNI rises on it (any). `ref: trigger` is the SIGNI that
    rose (on top once the ability is processed)."""

    name: ClassVar[str] = "risen"

    by: Filter | None = field(default=None, metadata={"doc": "the SIGNI that rises on it"})

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.RISEN,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if not self.concerns(game, source, event.a):
            return False
        return self.by is None or self.by.match(game, source, event.card)

    def describe(self) -> str:
        subject = self.subject()
        english.name_cards("trigger", "the SIGNI on top of it", True, "SIGNI")
        if self.by is None:
            return f"Whenever {subject} is risen"
        riser = " ".join([self.by.noun(False, "SIGNI"), *self.by.with_phrases()])
        # A card named in quotes takes no article: risen by "Lalaru//Memoria, Code: Art".
        if not riser.startswith('"'):
            riser = english.a(riser)
        return f"Whenever {subject} is risen by {riser}"


@dataclass(frozen=True)
class Crushes(CardTrigger):
    """A SIGNI crushes a Life Cloth: the card whose damage, [Lancer] or effect crushed it
    ("when this SIGNI crushes one of your opponent's Life Cloth", "when your SIGNI crushes
    ..."); the crushed card belongs to the opponent of that SIGNI's owner. `card`/filter:
    which SIGNI crushes; `lancer`: only a crush by its [Lancer] ("crushes your opponent's
    Life Cloth with [Lancer]"). Our reading of "crushes" (the rule documents do not use it
    as a trigger): docs/engine-hooks.md, "Crushes"."""

    name: ClassVar[str] = "crushes"

    lancer: bool = field(
        default=False, metadata={"doc": "only a crush by the SIGNI's [Lancer] or [S Lancer]"}
    )

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.CRUSHED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        crusher = event.a
        if crusher < 0 or game.owner[crusher] == event.player:
            return False
        if self.lancer and event.b != 1:
            return False
        return self.concerns(game, source, crusher)

    def describe(self) -> str:
        subject = english.this() if self.card == "self" else self.whose.phrase()
        # The Life Cloth crushed is that of the crusher's opponent.
        crushed = {Side.OPPONENT: "your", Side.ANY: "a player's"}.get(
            Side.YOU if self.card == "self" else self.whose.side or Side.YOU, "your opponent's"
        )
        how = " with [Lancer]" if self.lancer else ""
        return f"When {subject} {english.verb('crush', 'es')} one of {crushed} Life Cloth{how}"


@dataclass(frozen=True)
class BecomesFrozen(CardTrigger):
    """A SIGNI or LRIG becomes frozen."""

    name: ClassVar[str] = "becomes_frozen"

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.FROZEN,)

    def describe(self) -> str:
        return f"When {self.subject()} becomes frozen"


@dataclass(frozen=True)
class Grows(CardTrigger):
    """A LRIG grows: the LRIG grown into is the card (`other: true`: another LRIG of your
    field than this one)."""

    name: ClassVar[str] = "grows"

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.GREW,)

    def describe(self) -> str:
        return f"When {self.subject()} grows"


@dataclass(frozen=True)
class Guards(Trigger):
    """A player [Guard]s (discards a card with a Guard icon to stop an attack)."""

    name: ClassVar[str] = "guards"
    shorthand: ClassVar[str | None] = "player"

    player: Player = Player.YOU

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.GUARDED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        return (event.player == game.owner[source]) == (self.player is Player.YOU)

    def describe(self) -> str:
        return "When you [Guard]" if self.player is Player.YOU else "When your opponent [Guard]s"


@dataclass(frozen=True)
class Draws(Trigger):
    """A player draws a card (each card drawn is one event); `outside_draw_phase`: only
    a card drawn other than in the draw phase."""

    name: ClassVar[str] = "draws"
    shorthand: ClassVar[str | None] = "player"

    player: Player = Player.YOU
    outside_draw_phase: bool = False

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.DREW,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if self.outside_draw_phase and game.phase == Phase.DRAW:
            return False
        return (event.player == game.owner[source]) == (self.player is Player.YOU)

    def describe(self) -> str:
        text = (
            "When you draw a card"
            if self.player is Player.YOU
            else "When your opponent draws a card"
        )
        return text + (" outside of the draw phase" if self.outside_draw_phase else "")


@dataclass(frozen=True)
class Refreshes(Trigger):
    """A player refreshes their deck (en-2021-glossary.txt, "Refresh")."""

    name: ClassVar[str] = "refreshes"
    shorthand: ClassVar[str | None] = "player"

    player: Player | None = field(default=None, metadata={"doc": "whose (default: any)"})

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.REFRESHED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if self.player is None:
            return True
        return (event.player == game.owner[source]) == (self.player is Player.YOU)

    def describe(self) -> str:
        who = {None: "a player refreshes their", Player.YOU: "you refresh your"}
        return f"Whenever {who.get(self.player, 'your opponent refreshes their')} deck"


@dataclass(frozen=True)
class LeavesField(CardTrigger):
    """A card leaves the field, for any reason."""

    name: ClassVar[str] = "leaves_field"

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.LEFT_FIELD,)

    def describe(self) -> str:
        return f"When {self.subject()} leaves the field"


@dataclass(frozen=True)
class Vanished(CardTrigger):
    """A SIGNI is vanished (in a battle or by an effect, unless `in_battle` says; with
    `from_gate`, from the SIGNI zone that holds its owner's [Gate]: docs/engine-hooks.md,
    "Gate")."""

    name: ClassVar[str] = "vanished"

    in_battle: bool | None = None
    from_gate: bool = field(
        default=False, metadata={"doc": "in the same SIGNI Zone as a [Gate] as it was vanished"}
    )

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.VANISHED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if self.in_battle is not None and (event.b == 1) != self.in_battle:
            return False
        # A vanished SIGNI keeps the slot it left (`Game.slot`), and a [Gate] stays.
        if self.from_gate and game.players[game.owner[event.card]].gate != game.slot[event.card]:
            return False
        return self.concerns(game, source, event.card)

    def describe(self) -> str:
        how = {None: "", True: " in a battle", False: " by an effect"}[self.in_battle]
        where = " in the same SIGNI Zone as a [Gate]" if self.from_gate else ""
        if self.card == "self":
            english.this_is_in("your Ener Zone")
        return f"When {self.subject()}{where} is {english.verb('vanish', 'ed')}{how}"


@dataclass(frozen=True)
class PhaseBegins(Trigger):
    """The beginning of a phase, of your turn, your opponent's, or any. The attack
    phase begins with its pre-attack step (en-2021-glossary.txt, "Pre-attack step")."""

    name: ClassVar[str] = "phase_begins"
    shorthand: ClassVar[str | None] = "phase"

    phase: PhaseName
    player: Player | None = field(default=None, metadata={"doc": "whose turn (default: any)"})

    def kinds(self) -> tuple[EventKind, ...]:
        if self.phase is PhaseName.ATTACK:
            return (EventKind.STEP_BEGAN,)
        return (EventKind.PHASE_BEGAN,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if self.phase is PhaseName.ATTACK:
            # The first step of the attack phase: pre-attack (diva) or ARTS use (classic).
            if event.a not in (Step.PRE_ATTACK, Step.ARTS_USE):
                return False
        elif event.a != self.phase.phase:
            return False
        return _whose_turn(self.player, game, source, event.player)

    def describe(self) -> str:
        whose = {None: "each", Player.YOU: "your", Player.OPPONENT: "your opponent's"}[self.player]
        return f"At the beginning of {whose} {self.phase.value} phase"


def _whose_turn(player: Player | None, game: Game, source: int, turn_player: int) -> bool:
    if player is None:
        return True
    mine = turn_player == game.owner[source]
    return mine if player is Player.YOU else not mine


@dataclass(frozen=True)
class TurnEnds(Trigger):
    """The end of a turn (the end phase begins: en-2021-glossary.txt, "End phase")."""

    name: ClassVar[str] = "turn_ends"
    shorthand: ClassVar[str | None] = "player"

    player: Player | None = field(default=None, metadata={"doc": "whose turn (default: any)"})

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.TURN_ENDING,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        return _whose_turn(self.player, game, source, event.player)

    def describe(self) -> str:
        whose = {None: "each", Player.YOU: "your", Player.OPPONENT: "your opponent's"}[self.player]
        return f"At the end of {whose} turn"


@dataclass(frozen=True)
class MovesSigniZone(CardTrigger):
    """A SIGNI on the field moves to a different SIGNI Zone (by an effect: it stays on the
    field), by whose effect (`by`); `one_or_more`: once for SIGNI that move together (a
    swap of two)."""

    name: ClassVar[str] = "moves_signi_zone"

    by: Side = field(default=Side.ANY, metadata={"doc": "whose effect (default: anyone's)"})
    one_or_more: bool = field(
        default=False, metadata={"doc": "once for SIGNI moving together (a swap)"}
    )

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.REPOSITIONED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if not self.concerns(game, source, event.card):
            return False
        if self.by is not Side.ANY:
            cause = game.cause
            if not Cause.is_effect(cause):
                return False
            if not _side_holds(self.by, Cause.player(cause) == game.owner[source]):
                return False
        together = game.moved_with
        return not (self.one_or_more and together >= 0 and self.concerns(game, source, together))

    def describe(self) -> str:
        subject = self.subject()
        if self.one_or_more and self.card != "self":
            subject = "one or more " + subject.removeprefix("a ").removeprefix("an ")
        text = f"{'Whenever' if self.one_or_more else 'When'} {subject} moves to a different"
        text += " SIGNI Zone"
        if self.by is not Side.ANY:
            text += " by your effect" if self.by is Side.YOU else " by your opponent's effect"
        return text


@dataclass(frozen=True)
class DeckToTrash(Trigger):
    """One or more cards are put from a deck into the trash together (a mill, looked-at
    cards put there): from whose deck (`player`), by whose effect (`by`)."""

    name: ClassVar[str] = "deck_to_trash"

    player: Side = field(default=Side.ANY, metadata={"doc": "whose deck (default: any)"})
    by: Side = field(default=Side.ANY, metadata={"doc": "whose effect (default: anyone's)"})
    min: int = field(
        default=1, metadata={"minimum": 1, "doc": 'cards put there together ("a total of two")'}
    )

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.DECK_TO_TRASH,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        you = game.owner[source]
        if not _side_holds(self.player, event.player == you) or event.b < self.min:
            return False
        if self.by is Side.ANY:
            return True
        return event.a >= 0 and _side_holds(self.by, game.owner[event.a] == you)

    def describe(self) -> str:
        deck = {Side.ANY: "a deck", Side.YOU: "your deck", Side.OPPONENT: "your opponent's deck"}
        many = (
            "one or more cards are"
            if self.min == 1
            else (f"a total of {english.number(self.min)} or more cards are")
        )
        text = f"Whenever {many} put from {deck[self.player]} into the trash"
        if self.by is not Side.ANY:
            whose = "your" if self.by is Side.YOU else "your opponent's"
            text += f" by {whose} effect"
        return text


def _side_holds(side: Side, yours: bool) -> bool:
    return side is Side.ANY or yours == (side is Side.YOU)


@dataclass(frozen=True)
class Uses(CardTrigger):
    """A player uses a card: a SPELL, a PIECE or an ARTS ("whenever you use a spell"); `side`
    is who uses it (en-2021-glossary.txt, "Use"). It triggers once the card's cost is
    paid and any Spell Cut-in is over, and waits until the card's effect is processed."""

    name: ClassVar[str] = "uses"

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.USED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if event.a >= 0:  # an [Action] ability, not a card used
            return False
        if self.card == "self":
            return event.card == source
        mine = event.player == game.owner[source]
        side = self.whose.side
        if (side is Side.YOU and not mine) or (side is Side.OPPONENT and mine):
            return False
        return self.whose.match(game, source, event.card)

    def describe(self) -> str:
        if self.card == "self":
            return f"When you use {english.this()}"
        who = {Side.YOU: "you use", Side.OPPONENT: "your opponent uses", Side.ANY: "a player uses"}
        noun = self.whose.noun(False, "card")
        return f"Whenever {who[self.whose.side]} {english.a(noun)}"


@dataclass(frozen=True)
class PowerBecomes(CardTrigger):
    """The power of a SIGNI on the field becomes `min` or more, or `max` or less, when it
    was not (an opposing SIGNI's power falling to 0 or less, this SIGNI reaching 15000
    power): seen as the game settles, before the
    rule-based actions (docs/engine-hooks.md, "Power thresholds")."""

    name: ClassVar[str] = "power_becomes"

    min: int | None = field(default=None, metadata={"doc": "it becomes this or more"})
    max: int | None = field(default=None, metadata={"doc": "it becomes this or less"})

    def __post_init__(self) -> None:
        if (self.min is None) == (self.max is None):
            raise LanguageError("a power threshold is `min` or `max`", "power_becomes")

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.POWER_CHANGED,)

    def _inside(self, power: int) -> bool:
        if self.min is not None:
            return power >= self.min
        return self.max is not None and power <= self.max

    def matches(self, game: Game, source: int, event: Event) -> bool:
        return (
            self._inside(event.b)
            and not self._inside(event.a)
            and self.concerns(game, source, event.card)
        )

    def describe(self) -> str:
        bound = f"{self.min} or more" if self.min is not None else f"{self.max} or less"
        if self.card == "self":
            return f"When {english.this()}'s power becomes {bound}"
        return f"Whenever the power of {self.subject()} becomes {bound}"


@dataclass(frozen=True)
class TakesDamage(Trigger):
    """A player takes damage ("when your opponent takes damage"): a damage that was not
    prevented, whatever dealt it (en-2021-glossary.txt, "Damage")."""

    name: ClassVar[str] = "takes_damage"
    shorthand: ClassVar[str | None] = "player"

    player: Player = Player.OPPONENT

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.DAMAGED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        return (event.player == game.owner[source]) == (self.player is Player.YOU)

    def describe(self) -> str:
        return (
            "When you take damage"
            if self.player is Player.YOU
            else ("When your opponent takes damage")
        )


@dataclass(frozen=True)
class GainsKeyword(CardTrigger):
    """A card gains keyword abilities by a one-shot effect ("whenever another SIGNI on
    your field gains [Assassin], [Lancer], or [Double Crush]"): one of `keywords`, any
    when none is given. A [Constant] ability's grant is no event (docs/engine-hooks.md,
    "Gaining a keyword")."""

    name: ClassVar[str] = "gains_keyword"

    keywords: tuple[KeywordName, ...] = field(
        default=(), metadata={"doc": "one of these keywords (any, when not given)"}
    )

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.GAINED_KEYWORDS,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if self.keywords and not event.a & keyword_bits(self.keywords):
            return False
        return self.concerns(game, source, event.card)

    def describe(self) -> str:
        what = english.join((keyword.label for keyword in self.keywords), "or")
        return f"Whenever {self.subject()} gains {what or 'a keyword ability'}"


@dataclass(frozen=True)
class AttackNegated(CardTrigger):
    """The attack of a SIGNI or LRIG is negated by an effect (an opposing SIGNI's attack
    disabled by your effect, classic WX05-025): `card`/filter, the attacker; `by`, whose
    effect negated it (anyone's when not given)."""

    name: ClassVar[str] = "attack_negated"

    by: Player | None = None

    def kinds(self) -> tuple[EventKind, ...]:
        return (EventKind.ATTACK_NEGATED,)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        if self.by is not None and (event.a == game.owner[source]) != (self.by is Player.YOU):
            return False
        return self.concerns(game, source, event.card)

    def describe(self) -> str:
        by = {None: "", Player.YOU: "your ", Player.OPPONENT: "your opponent's "}[self.by]
        negated = english.verb("negate", "d")
        return f"When the attack of {self.subject()} is {negated} by {by}effect"


@dataclass(frozen=True)
class Either(Trigger):
    """Any of several triggers ("when you [Guard] ..., or when you disable ..."): one
    ability that triggers on each of their events."""

    name: ClassVar[str] = "either"
    shorthand: ClassVar[str | None] = "triggers"

    triggers: tuple[Trigger, ...] = ()

    def __post_init__(self) -> None:
        if len(self.triggers) < 2:
            raise LanguageError("`either` takes two or more triggers", "either")

    def kinds(self) -> tuple[EventKind, ...]:
        kinds: list[EventKind] = []
        for trigger in self.triggers:
            kinds.extend(kind for kind in trigger.kinds() if kind not in kinds)
        return tuple(kinds)

    def matches(self, game: Game, source: int, event: Event) -> bool:
        return any(
            event.kind in trigger.kinds() and trigger.matches(game, source, event)
            for trigger in self.triggers
        )

    def describe(self) -> str:
        parts = [trigger.describe() for trigger in self.triggers]
        return ", or ".join([parts[0], *(english.lower_first(part) for part in parts[1:])])
