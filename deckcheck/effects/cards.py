"""Which cards an effect is about: filters, where to look, and how cards are selected.

- A `Filter` describes cards: type, colour, level, power, class, name, icons, state,
  position ("level two or less <<Virtual>> SIGNI with power 8000 or less").
- `Cards` adds where to look: a `side` and a `zone` ("on your opponent's field", "in
  your Ener Zone"), or `ref`, cards an earlier part named (`self` is this card,
  `trigger` the card of the event that triggered the ability).
- A `Selection` says how an effect picks among them: `target` (targeting: Shadow
  protects; chosen with the other targets of its group, en-2021-glossary.txt,
  "Target"), `choose` (a choice that does not target), `all`, or `ref`.

Filters are compiled to bit masks when they are made, and match a card in the engine's
terms (CardDef bits, derived power and level), since [Constant] abilities match cards
every time a power is read.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields, is_dataclass, replace
from enum import Enum, StrEnum
from functools import cache
from typing import TYPE_CHECKING, ClassVar, Final, Literal

from deckcheck.cards.model import CardType, Color, UseTiming
from deckcheck.effects import english
from deckcheck.effects.binding import LanguageError
from deckcheck.effects.terms import Here, Quantity
from deckcheck.engine.abilities import (
    Ability,
    ActionAbility,
    EntersField,
    LifeBurst,
    Procedure,
    TriggeredAbility,
)
from deckcheck.engine.actions import DecisionKind
from deckcheck.engine.constants import (
    CARD_KIND,
    COLOR_BIT,
    KW,
    NO_CARD,
    TIMING_BIT,
    AbilityKind,
    Zone,
)
from deckcheck.engine.continuous import Attribute
from deckcheck.engine.events import EventKind

if TYPE_CHECKING:
    from deckcheck.cards.model import Card
    from deckcheck.effects.terms import Scope
    from deckcheck.engine.abilities import EffectContext
    from deckcheck.engine.choices import Common, Compatible
    from deckcheck.engine.game import Game

_LEVEL_ALSO = int(Attribute.LEVEL_ALSO)
_SIGNI_KIND = 1 << CARD_KIND[CardType.SIGNI]

IDENTIFIER = "^[A-Z0-9_]+$"
# A parameter that reads a name: `self`, `trigger`, ... or one an earlier part gave with
# `as` (`names_in` finds them, so that a name nothing gives is refused when it loads).
REF_NAME = {"pattern": "^[a-z][a-z0-9_]*$", "reads_name": True}
# Every English-edition SIGNI belongs to the family <<Performer>> as well as to its own
# class(es); "different classes" and "share a class" are about the classes proper, or
# any two SIGNI would share one.
CLASS_FAMILIES = frozenset({"PERFORMER"})


class Side(StrEnum):
    YOU = "you"
    OPPONENT = "opponent"
    ANY = "any"


class Player(StrEnum):
    """A player, from the point of view of the ability's controller."""

    YOU = "you"
    OPPONENT = "opponent"


class ZoneName(StrEnum):
    SIGNI = "signi"  # SIGNI on the field
    LRIG = "lrig"  # LRIGs on the field (the top of each LRIG zone)
    CENTER_LRIG = "center_lrig"
    ASSIST_LRIG = "assist_lrig"
    HAND = "hand"
    TRASH = "trash"
    ENER = "ener"
    DECK = "deck"
    LIFE_CLOTH = "life_cloth"
    LRIG_DECK = "lrig_deck"
    LRIG_TRASH = "lrig_trash"
    CHECK = "check"
    # Cards attached to SIGNI as Souls (where a card works "as a [Soul]").
    SOUL = "soul"
    # The cards under this LRIG (under the Center LRIG when the card is no LRIG).
    UNDER_LRIG = "under_lrig"
    # SIGNI and LRIGs on the field ("one of your opponent's LRIGs or SIGNI").
    FIELD = "field"
    # The cards under the SIGNI on a player's field / under this SIGNI: not on the field,
    # in that SIGNI's zone.
    UNDER_SIGNI = "under_signi"
    UNDER_THIS = "under_this"
    # The cards underneath or attached to this SIGNI: those under it and its [Soul].
    ON_THIS = "on_this"
    # The [Charm]s under the SIGNI on a player's field.
    CHARM = "charm"
    # The cards face down in a player's SIGNI zones: no SIGNI (docs/engine-hooks.md,
    # "Face-down cards in a SIGNI zone").
    FACE_DOWN = "face_down"

    # The face-up cards of a player's public zones (en-2021-glossary.txt, "Public zone":
    # LRIG Zone, SIGNI Zone, Ener Zone, Check Zone, Trash, LRIG Trash, removed from the
    # game): a [Charm] is face down.
    PUBLIC = "public"

    @property
    def engine_zone(self) -> Zone:
        return _ENGINE_ZONE[self]

    @property
    def on_field(self) -> bool:
        return self in _ON_FIELD


_ENGINE_ZONE = {
    ZoneName.SIGNI: Zone.SIGNI,
    ZoneName.LRIG: Zone.LRIG,
    ZoneName.CENTER_LRIG: Zone.LRIG,
    ZoneName.ASSIST_LRIG: Zone.LRIG,
    ZoneName.HAND: Zone.HAND,
    ZoneName.TRASH: Zone.TRASH,
    ZoneName.ENER: Zone.ENER,
    ZoneName.DECK: Zone.DECK,
    ZoneName.LIFE_CLOTH: Zone.LIFE,
    ZoneName.LRIG_DECK: Zone.LRIG_DECK,
    ZoneName.LRIG_TRASH: Zone.LRIG_TRASH,
    ZoneName.CHECK: Zone.CHECK,
    ZoneName.SOUL: Zone.SOUL,
    ZoneName.UNDER_LRIG: Zone.LRIG,
    ZoneName.FIELD: Zone.SIGNI,
    ZoneName.UNDER_SIGNI: Zone.UNDER,
    ZoneName.UNDER_THIS: Zone.UNDER,
    ZoneName.ON_THIS: Zone.NONE,  # under it and its Soul: `zone_cards`
    ZoneName.CHARM: Zone.UNDER,
    ZoneName.FACE_DOWN: Zone.FACE_DOWN,
    ZoneName.PUBLIC: Zone.NONE,  # several zones: `zone_cards`
}
# The piles of the public zones (the LRIG and SIGNI zones aside; a Soul is in its SIGNI's).
_PUBLIC_PILES = (Zone.SOUL, Zone.ENER, Zone.CHECK, Zone.TRASH, Zone.LRIG_TRASH, Zone.REMOVED)
_UNDER_ZONES = (
    ZoneName.UNDER_LRIG,
    ZoneName.UNDER_SIGNI,
    ZoneName.UNDER_THIS,
    ZoneName.ON_THIS,
    ZoneName.CHARM,
)
_ON_FIELD = frozenset(
    {ZoneName.SIGNI, ZoneName.LRIG, ZoneName.CENTER_LRIG, ZoneName.ASSIST_LRIG, ZoneName.FIELD}
)


class State(StrEnum):
    UPPED = "upped"
    DOWNED = "downed"
    FROZEN = "frozen"
    ATTACKING = "attacking"  # its attack is being processed
    AWAKENED = "awakened"  # a SIGNI awakened by an effect (it stays so on the field)
    CROSSED = "crossed"  # a SIGNI crossed with another (docs/engine-hooks.md, "Cross")
    ATTACKED = "attacked"  # a SIGNI or LRIG that attacked this turn


class Printed(StrEnum):
    """A SIGNI's power beside its originally listed power."""

    HIGHER = "higher"
    LOWER = "lower"
    DIFFERENT = "different"


class Position(StrEnum):
    LEFT = "left"
    CENTER = "center"
    RIGHT = "right"


_POSITION_SLOT = {Position.LEFT: 0, Position.CENTER: 1, Position.RIGHT: 2}


def position_slot(position: Position) -> int:
    """The SIGNI zone (0 to 2, left to right) of a position."""
    return _POSITION_SLOT[position]


class Distinct(StrEnum):
    """Every two chosen cards differ in this."""

    CLASS = "class"
    COLOR = "color"
    NAME = "name"
    LEVEL = "level"
    COST = "cost"  # the total of the printed use cost


@dataclass(frozen=True)
class Range:
    """A range of values: `{min: 1, max: 2}`; either bound may be left out. A bound may
    be a quantity, read when a card is tested: `{max: {level: {ref: self}}}` ("with a
    level less than or equal to this SIGNI's level")."""

    min: int | Quantity | None = None
    max: int | Quantity | None = None
    below: int | Quantity | None = field(
        default=None,
        metadata={"doc": 'less than this, not equal ("with a lower level than that SIGNI")'},
    )

    # Compiled: whether both bounds are numbers (tested without reading the game), and
    # the numbers.
    fixed: bool = field(default=True, init=False, repr=False, compare=False)
    _least: int | None = field(default=None, init=False, repr=False, compare=False)
    _most: int | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        least, most, below = self.min, self.max, self.below
        if below is not None and most is not None:
            raise LanguageError("a range has `max` or `below`, not both", "below")
        if isinstance(below, int):
            most = below - 1
        fixed = not any(isinstance(bound, Quantity) for bound in (least, most, below))
        object.__setattr__(self, "fixed", fixed)
        object.__setattr__(self, "_least", least if isinstance(least, int) else None)
        object.__setattr__(self, "_most", most if isinstance(most, int) else None)

    def numbers(
        self, game: Game | None = None, source: int = -1, scope: Scope | None = None
    ) -> tuple[int | None, int | None]:
        """The bounds as numbers; quantity bounds are read in `scope` (a running effect,
        whose earlier parts named cards), or for the ability of `source` (its controller
        is the card's owner)."""
        least, most = self._least, self._most
        if not self.fixed:
            assert game is not None
            scope = _scope_of(game, source, scope)
            if isinstance(self.min, Quantity):
                least = self.min.value(scope)
            if isinstance(self.max, Quantity):
                most = self.max.value(scope)
            if isinstance(self.below, Quantity):
                most = self.below.value(scope) - 1
        return least, most

    def contains(
        self, value: int, game: Game | None = None, source: int = -1, scope: Scope | None = None
    ) -> bool:
        if self.fixed:
            least, most = self._least, self._most
        else:
            least, most = self.numbers(game, source, scope)
        return (least is None or value >= least) and (most is None or value <= most)

    def describe(self) -> str:
        if self.fixed:
            return english.range_phrase(*self.numbers())
        if self.below is not None:
            less = f"less than {_bound(self.below)}"
            return f"{less} and greater than or equal to {_bound(self.min)}" if self.min else less
        least, most = _bound(self.min), _bound(self.max)
        if least and least == most:
            return f"equal to {least}"
        if least and most:
            return f"between {least} and {most}"
        if most:
            return f"less than or equal to {most}"
        return f"greater than or equal to {least}"


def _bound(bound: int | Quantity | None) -> str:
    if bound is None:
        return ""
    return bound.number() if isinstance(bound, Quantity) else str(bound)


def _range(value: int | Range | None) -> Range | None:
    return Range(value, value) if isinstance(value, int) else value


def range_holds(
    value: int | Range, number: int, game: Game, source: int, scope: Scope | None
) -> bool:
    """Whether `number` is the level or power a filter asks for (`3`, `{min: 2}`, ...)."""
    if isinstance(value, int):
        return number == value
    return value.contains(number, game, source, scope)


# ------------------------------------------------------------------ filters


_TYPE_NOUNS = {
    CardType.SIGNI: ("SIGNI", "SIGNI"),
    CardType.SPELL: ("spell", "spells"),
    CardType.LRIG: ("LRIG", "LRIG"),
    CardType.ASSIST_LRIG: ("Assist LRIG", "Assist LRIG"),
    CardType.PIECE: ("PIECE", "PIECEs"),
    CardType.ARTS: ("ARTS", "ARTS"),
    CardType.RESONA: ("RESONA", "RESONA"),
}


_INVARIANT = frozenset({"SIGNI", "LRIG", "Center LRIG", "Assist LRIG"})


# Filter fields that a card meets or not, and how each reads: (field, true, false).
_FLAG_PHRASES = (
    ("charmed", "marked with a [Charm]", "without a [Charm]"),
    ("souled", "with a [Soul] attached to it", "with no [Soul] attached to it"),
    ("underneath", "with cards underneath it", "with no cards underneath it"),
    ("was_under", "that was underneath this SIGNI", "that was not underneath this SIGNI"),
    ("gate", "in the same SIGNI Zone as a [Gate]", "not in the same SIGNI Zone as a [Gate]"),
    (
        "facing_gate",
        "in front of a SIGNI Zone with a [Gate]",
        "not in front of a SIGNI Zone with a [Gate]",
    ),
    ("guard", "with a [Guard] icon", "without a [Guard] icon"),
    ("life_burst", "with a Life Burst", "without a Life Burst"),
    ("rise", "with [Rise]", "without [Rise]"),
    ("harmony", "with [Harmony]", "without [Harmony]"),
    ("has_abilities", "with abilities", "with no abilities"),
    ("accessorized", "with an [Accessory]", "without an [Accessory]"),
    ("accessory", "with [Accessory]", "without [Accessory]"),
    ("enter_ability", "with an [Enter] ability", "without an [Enter] ability"),
    ("cross", "with [Cross]", "without [Cross]"),
    ("team_icon", "with [Team]", "without [Team]"),
)

# The team of the Dream Team PIECEs: their use condition prints the Dream Team's own icon
# (`=E` in the reference text), not [Team] (`=T`).
DREAM_TEAM: Final = "DREAM_TEAM"


class KeywordName(StrEnum):
    LANCER = "lancer"
    S_LANCER = "s_lancer"
    ASSASSIN = "assassin"
    DOUBLE_CRUSH = "double_crush"
    SHADOW = "shadow"
    MULTI_ENER = "multi_ener"
    CANT_ATTACK = "cant_attack"
    GUARD = "guard"

    @property
    def bit(self) -> int:
        return _KEYWORD_BITS[self]

    @property
    def label(self) -> str:
        return _KEYWORD_LABELS[self]


_KEYWORD_BITS = {
    KeywordName.LANCER: KW.LANCER,
    KeywordName.S_LANCER: KW.S_LANCER,
    KeywordName.ASSASSIN: KW.ASSASSIN,
    KeywordName.DOUBLE_CRUSH: KW.DOUBLE_CRUSH,
    KeywordName.SHADOW: KW.SHADOW,
    KeywordName.MULTI_ENER: KW.MULTI_ENER,
    KeywordName.CANT_ATTACK: KW.CANT_ATTACK,
    KeywordName.GUARD: KW.GUARD,
}


def keyword_bits(keywords: Iterable[KeywordName]) -> int:
    """The engine's KW bits of keywords."""
    bits = 0
    for keyword in keywords:
        bits |= keyword.bit
    return bits


_KEYWORD_LABELS = {
    KeywordName.LANCER: "[Lancer]",
    KeywordName.S_LANCER: "[S Lancer]",
    KeywordName.ASSASSIN: "[Assassin]",
    KeywordName.DOUBLE_CRUSH: "[Double Crush]",
    KeywordName.SHADOW: "[Shadow]",
    KeywordName.MULTI_ENER: "[Multi Ener]",
    KeywordName.CANT_ATTACK: "[Can't Attack]",
    KeywordName.GUARD: "[Guard]",
}


# The parameters `Filter.match` tests itself before `_match_rest`.
_MATCHED_FIRST = frozenset({"type", "color", "class_", "other", "level", "power"})


@cache
def _filter_defaults() -> dict[str, object]:
    """Each parameter of a filter and its default, read once (every filter asks)."""
    return {f.name: f.default for f in fields(Filter) if f.init}


@dataclass(frozen=True)
class Filter:
    """What the cards are. Every given field must hold; a list holds when any item does."""

    type: tuple[CardType, ...] = ()
    color: tuple[Color, ...] = ()
    level: int | Range | None = None
    power: int | Range | None = None
    class_: tuple[str, ...] = field(default=(), metadata={"pattern": IDENTIFIER})
    class_chosen: str | None = field(
        default=None,
        metadata={**REF_NAME, "doc": "of the class an earlier part chose (`choose_class`)"},
    )
    name: str | None = field(default=None, metadata={"doc": "the card's English name"})
    name_contains: str | None = field(
        default=None, metadata={"doc": 'part of the name: every SIGNI with "Flathro" in its name'}
    )
    name_not: str | None = field(
        default=None, metadata={"doc": 'any card but one with this English name ("other than ...")'}
    )
    name_lacks: str | None = field(
        default=None,
        metadata={
            "doc": "a card whose name, English or original Japanese (full-width letters read"
            ' as plain ones), does not contain this part: an Assist LRIG "without -A" (`-A`)'
        },
    )
    grow_cost: int | Range | None = field(
        default=None,
        metadata={
            "doc": "the total of a LRIG's or Assist LRIG's printed grow cost"
            ' (`{min: 1}`: "whose grow cost isn\'t 0")'
        },
    )
    guard: bool | None = field(default=None, metadata={"doc": "with (or without) the Guard icon"})
    life_burst: bool | None = None
    charmed: bool | None = field(
        default=None, metadata={"doc": "a SIGNI marked with (or without) a [Charm]"}
    )
    souled: bool | None = field(
        default=None, metadata={"doc": "a SIGNI with (or with no) [Soul] attached to it"}
    )
    underneath: bool | None = field(
        default=None,
        metadata={"doc": "a SIGNI or LRIG with (or with no) cards underneath it"},
    )
    was_under: bool | None = field(
        default=None,
        metadata={
            "doc": "a card that was (or was not) underneath this SIGNI as it last left the field"
        },
    )
    gate: bool | None = field(
        default=None,
        metadata={"doc": "a SIGNI in (or not in) the same SIGNI Zone as a [Gate]"},
    )
    facing_gate: bool | None = field(
        default=None,
        metadata={"doc": "a SIGNI in (or not in) front of a SIGNI Zone with a [Gate]"},
    )
    infected: bool | None = field(
        default=None,
        metadata={"doc": "a SIGNI (not) in a SIGNI Zone with a [Virus]: docs/engine-hooks.md"},
    )
    dissona: bool | None = field(
        default=None, metadata={"doc": "with (or without) the Dissona icon: a [Dissona] card"}
    )
    declared_color: str | None = field(
        default=None,
        metadata={
            **REF_NAME,
            "doc": "of the colour an earlier part declared (`declare_color` with `as`)",
        },
    )
    lacks_declared: str | None = field(
        default=None,
        metadata={
            **REF_NAME,
            "doc": "without the icon an earlier part declared (`declare_color` with `as`): "
            "a card lacking that icon (a colourless card has the [Colorless] icon, and no "
            "other)",
        },
    )
    accessorized: bool | None = field(
        default=None,
        metadata={
            "doc": "a SIGNI with (or without) an [Accessory] under it; one that left the field:"
            ' as it left (docs/engine-hooks.md, "[Accessory]")'
        },
    )
    accessory: bool | None = field(
        default=None,
        metadata={
            "doc": "a card with (or without) [Accessory]: its printed [Action] puts it under"
            " a SIGNI as an [Accessory] (the card fact `tags: [accessory]`)"
        },
    )
    cross: bool | None = field(
        default=None,
        metadata={"doc": "a SIGNI with (or without) [Cross]: one whose Cross line names a partner"},
    )
    team_icon: bool | None = field(
        default=None,
        metadata={
            "doc": 'a card with (or without) [Team]: of a team (its `team` fact; "a PIECE with'
            ' [Team]"), a Dream Team PIECE aside (its own icon)'
        },
    )
    state: State | None = None
    other: bool = field(default=False, metadata={"doc": "not this card"})
    position: tuple[Position, ...] = field(default=(), metadata={"doc": "its SIGNI zone"})
    in_front: bool = field(
        default=False,
        metadata={
            "doc": "the SIGNI in front of this SIGNI (the opposing one; one that has just left"
            " the field, if it left the zone in front)"
        },
    )
    next_to: bool = field(
        default=False,
        metadata={"doc": "a SIGNI in a SIGNI Zone next to this SIGNI's, on the same field"},
    )
    team: str | None = field(default=None, metadata={"pattern": IDENTIFIER})
    lrig_type: str | None = field(default=None, metadata={"pattern": IDENTIFIER})
    any_: tuple[Filter, ...] = field(
        default=(), metadata={"doc": 'any of these filters holds ("red cards or <<Jewel>> SIGNI")'}
    )
    shares_color_with: Cards | None = field(
        default=None, metadata={"doc": "shares a color with these cards (your Center LRIG)"}
    )
    shares_no_color_with: Cards | None = field(
        default=None, metadata={"doc": "shares no color with these cards"}
    )
    shares_class_with: Cards | None = field(
        default=None,
        metadata={"doc": "shares a class with one of these cards (a SIGNI on your field)"},
    )
    same_name_as: Cards | None = field(
        default=None,
        metadata={"doc": 'with the same name as one of these cards ("as that card")'},
    )
    not_among: Cards | None = field(
        default=None,
        metadata={"doc": 'not one of these cards ("any SIGNI not chosen": `{ref: chosen}`)'},
    )
    cost: int | Range | None = field(
        default=None,
        metadata={"doc": "the total of a SPELL's or ARTS's printed use cost (1, or {max: 1})"},
    )
    keyword: KeywordName | None = field(
        default=None, metadata={"doc": "with this keyword ability: [Lancer], [Multi Ener] ..."}
    )
    power_vs_printed: Printed | None = field(
        default=None,
        metadata={
            "doc": "a SIGNI whose power is higher than, lower than or different from its"
            " originally listed power"
        },
    )
    use_timing: UseTiming | None = field(
        default=None,
        metadata={"doc": 'a SPELL or ARTS with this use timing ("with Use Timing [Main Phase]")'},
    )
    rise: bool | None = field(default=None, metadata={"doc": "a SIGNI with (or without) [Rise]"})
    harmony: bool | None = field(
        default=None, metadata={"doc": "a SIGNI with (or without) [Harmony]"}
    )
    enter_ability: bool | None = field(
        default=None,
        metadata={"doc": "with (or without) an [Enter] ability, printed or gained and not lost"},
    )
    has_abilities: bool | None = field(
        default=None,
        metadata={"doc": "with (or with no) abilities now: printed, gained or keywords"},
    )
    not_: Filter | None = field(
        default=None,
        metadata={"doc": 'a type, colour or class the cards are not ("non-black SIGNI")'},
    )
    facing: Filter | None = field(
        default=None,
        metadata={
            "doc": "a SIGNI on the field in front of a SIGNI of this filter (the opposing "
            'one): "the SIGNI in front of a SIGNI with a [Soul] attached to it", or a SIGNI of '
            "yours whose ability holds while the SIGNI facing it has 12000 power or more"
        },
    )
    beneath: Filter | None = field(
        default=None,
        metadata={
            "doc": "cards underneath a SIGNI of this filter (with `zone: under_signi`): "
            '"red SIGNI underneath a SIGNI on your field with [Rise]"'
        },
    )

    # Compiled masks (not parameters).
    _kinds: int = field(default=0, init=False, repr=False, compare=False)
    _colors: int = field(default=-1, init=False, repr=False, compare=False)
    _levels: Range | None = field(default=None, init=False, repr=False, compare=False)
    _powers: Range | None = field(default=None, init=False, repr=False, compare=False)
    _classes: frozenset[str] = field(default=frozenset(), init=False, repr=False, compare=False)
    # Nothing but (perhaps) the card type to test.
    _plain: bool = field(default=False, init=False, repr=False, compare=False)
    # Nothing to test beyond what `match` tests itself (`_match_rest` would pass any card).
    _rest_plain: bool = field(default=False, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.not_ is not None and (
            not (self.not_.type or self.not_.color or self.not_.class_)
            or self.not_ != Filter(self.not_.type, self.not_.color, class_=self.not_.class_)
        ):
            raise LanguageError("a `not` filter says a type, a colour or a class", "not")
        if self.beneath is not None and not (
            isinstance(self, Cards) and self.zone is ZoneName.UNDER_SIGNI
        ):
            raise LanguageError("`beneath` filters cards of the zone `under_signi`", "beneath")
        kinds = 0
        for card_type in self.type:
            kinds |= 1 << CARD_KIND[card_type]
        colors = -1
        if self.color:
            colors = 0
            for color in self.color:
                colors |= COLOR_BIT.get(color, 0)
        object.__setattr__(self, "_kinds", kinds)
        object.__setattr__(self, "_colors", colors)
        object.__setattr__(self, "_levels", _range(self.level))
        object.__setattr__(self, "_powers", _range(self.power))
        object.__setattr__(self, "_classes", frozenset(self.class_))
        defaults = _filter_defaults()
        unset = {name for name, default in defaults.items() if getattr(self, name) == default}
        parameters = defaults.keys()
        object.__setattr__(self, "_plain", unset >= parameters - {"type"})
        rest_plain = unset >= parameters - _MATCHED_FIRST
        # (A subclass that tests more in its own `_match_rest` is always asked.)
        rest_plain = rest_plain and type(self)._match_rest is Filter._match_rest
        object.__setattr__(self, "_rest_plain", rest_plain)

    def is_any(self) -> bool:
        """Whether every card passes (no filter field is set)."""
        return self._plain and not self.type

    def is_relative(self) -> bool:
        """Whether matching a card reads other cards (colours shared, a bound read from
        the game): it needs the ability's card, which a cost's filter does not have."""
        return (
            self.shares_color_with is not None
            or self.shares_no_color_with is not None
            or self.shares_class_with is not None
            or self.same_name_as is not None
            or self.not_among is not None
            or (isinstance(self.cost, Range) and not self.cost.fixed)
            or (isinstance(self.grow_cost, Range) and not self.grow_cost.fixed)
            or any(r is not None and not r.fixed for r in (self._levels, self._powers))
            or any(f.is_relative() for f in self.any_)
            or (self.facing is not None and self.facing.is_relative())
        )

    def match(self, game: Game, source: int, card: int, scope: Scope | None = None) -> bool:
        """Whether `card` is one of these cards, for the ability of `source` (bounds that
        are quantities read in `scope` when given: a running effect's)."""
        d = game.defs[card]
        if (
            self._kinds
            and not (1 << d.kind) & self._kinds
            and not (
                # "you may treat it as a level one SIGNI" (a SPELL): for its player's effects
                self._kinds & _SIGNI_KIND
                and game.effects[_LEVEL_ALSO]
                and source >= 0
                and game.treated_as_signi(card, game.owner[source])
            )
        ):
            return False
        if self._plain:
            return True
        if self._colors >= 0:
            colors = game.colors(card)
            if not (colors & self._colors or (Color.COLORLESS in self.color and not colors)):
                return False
        if self._classes and self._classes.isdisjoint(d.classes):
            return False
        if self.other and card == source:
            return False
        levels, powers = self._levels, self._powers
        if (
            levels is not None
            and not levels.contains(game.level(card), game, source, scope)
            and not (
                game.effects[_LEVEL_ALSO]
                and source >= 0
                and any(
                    levels.contains(level, game, source, scope)
                    for level in game.levels_also(card, game.owner[source])
                )
            )
        ):
            return False
        if powers is not None and not powers.contains(game.power(card), game, source, scope):
            return False
        return self._rest_plain or self._match_rest(game, source, card, scope)

    def _match_rest(self, game: Game, source: int, card: int, scope: Scope | None) -> bool:
        d = game.defs[card]
        if self.any_ and not any(f.match(game, source, card, scope) for f in self.any_):
            return False
        if self.beneath is not None:
            top = _top_of(game, card)
            if top < 0 or not self.beneath.match(game, source, top, scope):
                return False
        if self.facing is not None:
            facing = game.opposing(card) if game.zone[card] == Zone.SIGNI else -1
            if facing < 0 or not self.facing.match(game, source, facing, scope):
                return False
        if self.shares_color_with is not None and not self._shares(
            game, source, card, self.shares_color_with, scope
        ):
            return False
        if self.shares_no_color_with is not None and self._shares(
            game, source, card, self.shares_no_color_with, scope
        ):
            return False
        if self.shares_class_with is not None and not self._shares_class(
            game, source, card, self.shares_class_with, scope
        ):
            return False
        if self.class_chosen is not None and (
            scope is None or scope.data.get(chosen_class_key(self.class_chosen)) not in d.classes
        ):
            return False
        if self.name is not None and d.name != self.name:
            return False
        if self.same_name_as is not None and not self._same_name(
            game, source, card, self.same_name_as, scope
        ):
            return False
        if self.not_among is not None and card in self.not_among.candidates(
            _scope_of(game, source, scope)
        ):
            return False
        if self.name_contains is not None and self.name_contains not in d.name:
            return False
        if self.name_not is not None and d.name == self.name_not:
            return False
        if self.name_lacks is not None and _name_has(d.card, self.name_lacks):
            return False
        if self.grow_cost is not None and not range_holds(
            self.grow_cost, sum(d.grow_cost[:6]), game, source, scope
        ):
            return False
        if self.not_ is not None and self.not_.match(game, source, card, scope):
            return False
        if self.keyword is not None and not game.keywords(card) & self.keyword.bit:
            return False
        if self.use_timing is not None and not d.timing & TIMING_BIT[self.use_timing]:
            return False
        if self.power_vs_printed is not None:
            power = game.power(card)
            if (
                power == d.power
                or (self.power_vs_printed is Printed.HIGHER and power < d.power)
                or (self.power_vs_printed is Printed.LOWER and power > d.power)
            ):
                return False
        if self.cost is not None and not range_holds(
            self.cost, sum(d.cost[:6]), game, source, scope
        ):
            return False
        if self.rise is not None and self.rise != (
            d.rise is not None and not game.lost_abilities(card)
        ):
            return False
        if self.harmony is not None and self.harmony != (
            d.harmony is not None and not game.lost_abilities(card)
        ):
            return False
        if self.guard is not None and bool(game.keywords(card) & KW.GUARD) != self.guard:
            return False
        # The Guard icon is no ability; a Life Burst is one (en-2021-glossary.txt, "Life
        # Burst": "the Lifeburst ability").
        if self.has_abilities is not None and self.has_abilities != bool(
            game.keywords(card) & ~KW.GUARD or game.abilities_of(card)
        ):
            return False
        if self.enter_ability is not None and self.enter_ability != any(
            isinstance(ability, TriggeredAbility) and isinstance(ability.condition, EntersField)
            for _, ability in game.abilities_of(card)
        ):
            return False
        if self.life_burst is not None and d.life_burst != self.life_burst:
            return False
        if self.dissona is not None and ("dissona" in d.card.tags) != self.dissona:
            return False
        if self.cross is not None and bool(d.cross_left_of or d.cross_right_of) != self.cross:
            return False
        if (
            self.team_icon is not None
            and (d.team is not None and d.team != DREAM_TEAM) != self.team_icon
        ):
            return False
        if self.charmed is not None and (game.charm_of(card) >= 0) != self.charmed:
            return False
        if self.declared_color is not None:
            declared = scope.data.get(declared_color_key(self.declared_color)) if scope else None
            if declared is None or not has_icon(game.colors(card), declared):
                return False
        if self.lacks_declared is not None:
            declared = scope.data.get(declared_color_key(self.lacks_declared)) if scope else None
            if declared is None or has_icon(game.colors(card), declared):
                return False
        if self.accessorized is not None and game.accessorized(card) != self.accessorized:
            return False
        if self.accessory is not None and ("accessory" in d.card.tags) != self.accessory:
            return False
        if self.souled is not None and (game.soul_of(card) >= 0) != self.souled:
            return False
        if self.underneath is not None and bool(game.under(card)) != self.underneath:
            return False
        if (
            self.was_under is not None
            and (card in game.left_under.get(source, ())) != self.was_under
        ):
            return False
        if self.infected is not None and game.infected(card) != self.infected:
            return False
        if self.gate is not None and game.with_gate(card) != self.gate:
            return False
        if self.facing_gate is not None and game.facing_gate(card) != self.facing_gate:
            return False
        if self.state is not None:
            if self.state is State.FROZEN:
                if not game.frozen[card]:
                    return False
            elif self.state is State.ATTACKING:
                if game.attacking != card:
                    return False
            elif self.state is State.AWAKENED:
                if not game.awakened[card]:
                    return False
            elif self.state is State.CROSSED:
                if not game.crossed(card):
                    return False
            elif self.state is State.ATTACKED:
                if not game.attacks_made.get(card, 0):
                    return False
            elif bool(game.downed[card]) != (self.state is State.DOWNED):
                return False
        if self.position and (
            game.zone[card] != Zone.SIGNI
            or all(game.slot[card] != _POSITION_SLOT[p] for p in self.position)
        ):
            return False
        if self.team is not None and d.team != self.team:
            return False
        if self.in_front and not (source >= 0 and _in_front(game, source, card)):
            return False
        if self.next_to and not (
            source >= 0
            and game.zone[source] == Zone.SIGNI
            and game.zone[card] == Zone.SIGNI
            and game.owner[card] == game.owner[source]
            and abs(game.slot[card] - game.slot[source]) == 1
        ):
            return False
        return self.lrig_type is None or self.lrig_type in d.lrig_types

    @staticmethod
    def _shares_class(
        game: Game, source: int, card: int, others: Cards, scope: Scope | None
    ) -> bool:
        """Whether `card` shares a class proper with one of `others` other than itself."""
        classes = classes_of(game, card)
        return any(
            other != card and not classes.isdisjoint(classes_of(game, other))
            for other in others.candidates(_scope_of(game, source, scope))
        )

    @staticmethod
    def _same_name(game: Game, source: int, card: int, others: Cards, scope: Scope | None) -> bool:
        """Whether `card` has the name of one of `others` (a card with the same name: the
        card itself aside)."""
        name = game.defs[card].name
        return any(
            other != card and game.defs[other].name == name
            for other in others.candidates(_scope_of(game, source, scope))
        )

    @staticmethod
    def _shares(game: Game, source: int, card: int, others: Cards, scope: Scope | None) -> bool:
        """Whether `card` shares a colour with any of `others` (for the ability of
        `source`: the cards it named, such as those `paid`); a colourless card shares
        none."""
        colors = 0
        for other in others.candidates(_scope_of(game, source, scope)):
            colors |= game.colors(other)
        return bool(game.colors(card) & colors)

    # English -----------------------------------------------------------------

    def noun(self, plural: bool, default: str = "card") -> str:
        """`upped level two or less green <<Virtual>> SIGNI` (`other than "..."`)."""
        words: list[str] = []
        if self.state is not None and self.state is not State.ATTACKED:
            words.append(self.state.value)
        if self.infected is not None:
            words.append("infected" if self.infected else "uninfected")
        if self.name is not None:
            return f'"{self.name}"'
        if self._levels is not None and self._levels.fixed:
            words.append(_spell_levels(self._levels))
        if self.dissona is not None:
            words.append("[Dissona]" if self.dissona else "non-[Dissona]")
        if self.not_ is not None:  # "non-black", "non-<Angel>"
            words.append(f"non-{self.not_.noun(False, '').strip()}")
        if self.color:
            words.append(english.join((c.value for c in self.color), "or"))
        if self.class_:
            words.append(english.join((english.klass(c) for c in self.class_), "or"))
        if self.team is not None:
            words.append(english.kind_mark(self.team))
        if self._lrig_of_type():  # "a <Tama> or <Iona> LRIG", as the cards print it
            assert self.lrig_type is not None
            words.append(english.kind_mark(self.lrig_type))
        if self.type:
            nouns = [_TYPE_NOUNS[t][1 if plural else 0] for t in self.type]
            words.append(english.join(nouns, "or"))
        elif self.any_:
            alternatives = (
                " ".join([f.noun(plural, default), *f.with_phrases()]) for f in self.any_
            )
            words.append(english.join(alternatives, "or"))
        else:
            words.append(default if not plural or default in _INVARIANT else default + "s")
        if self.name_not is not None:  # part of the noun: "SIGNI other than X from ..."
            words.append(f'other than "{self.name_not}"')
        return " ".join(words)

    def _lrig_of_type(self) -> bool:
        """Whether these are LRIGs of a LRIG type: its mark then reads before the noun."""
        return (
            self.lrig_type is not None
            and bool(self.type)
            and all(t in (CardType.LRIG, CardType.ASSIST_LRIG) for t in self.type)
        )

    def with_phrases(self) -> list[str]:
        phrases: list[str] = []
        # A level compared with another card's comes last, so that no phrase after it
        # reads as that card's ("with a level less than the level of that SIGNI whose name
        # contains ..." is about the SIGNI compared, not the one chosen).
        compared: list[str] = []
        if self._levels is not None and not self._levels.fixed:
            level = f"with a level {self._levels.describe()}"
            (compared if " of " in level else phrases).append(level)
        if self.shares_color_with is not None:
            phrases.append(f"sharing a color with {whose_cards(self.shares_color_with)}")
        if self.shares_no_color_with is not None:
            phrases.append(f"sharing no color with {whose_cards(self.shares_no_color_with)}")
        if self.class_chosen is not None:
            phrases.append("of the class chosen this way")
        if self.shares_class_with is not None:
            others = self.shares_class_with
            if others.ref is None:
                with_whom = english.a(others.phrase(False, moving=False))
            elif others.ref in RESERVED_REFS or english.named(others.ref)[1]:
                with_whom = others.reference()  # one card: "with this SIGNI"
            else:
                with_whom = f"one of {others.reference()}"
            phrases.append(f"that shares a class with {with_whom}")
        if self.same_name_as is not None:
            phrases.append(f"with the same name as {whose_cards(self.same_name_as)}")
        if self.not_among is not None:
            phrases.append(f"other than {self.not_among.reference()}")
        if self._powers is not None:
            phrases.append(f"with power {self._powers.describe()}")
        if self.cost is not None:
            cost = _range(self.cost)
            assert cost is not None
            phrases.append(f"with a total cost of {cost.describe()}")
        if self.name_lacks is not None:
            phrases.append(f"without {self.name_lacks}")
        if self.grow_cost is not None:
            grow_cost = _range(self.grow_cost)
            assert grow_cost is not None
            least, most = grow_cost.numbers()
            if grow_cost.fixed and least == 1 and most is None:
                phrases.append(("and " if self.name_lacks else "") + "whose grow cost isn't 0")
            else:
                phrases.append(f"with a total grow cost of {grow_cost.describe()}")
        if self.keyword is not None:
            phrases.append(f"with {self.keyword.label}")
        if self.use_timing is not None:
            phrases.append(f"with Use Timing [{self.use_timing.label}]")
        if self.power_vs_printed is not None:
            than = "from" if self.power_vs_printed is Printed.DIFFERENT else "than"
            phrases.append(
                f"whose power is {self.power_vs_printed.value} {than} its originally listed power"
            )
        for flag, holds, fails in _FLAG_PHRASES:
            value = getattr(self, flag)
            if flag == "harmony" and value is False and self.rise is False:
                # Neither "==" icon (the phrase of `rise`, just before).
                phrases[-1] = "without [Rise] or [Harmony]"
            elif value is not None:
                phrases.append(holds if value else fails)
        if self.name_contains is not None:
            phrases.append(f'whose name contains "{self.name_contains}"')
        if self.state is State.ATTACKED:
            phrases.append("that attacked this turn")
        if self.position:
            where = english.join((p.value for p in self.position), "or")
            phrases.append(f"in the {where} SIGNI Zone")
        if self.lrig_type is not None and not self._lrig_of_type():
            phrases.append(f"with LRIG type {english.kind_mark(self.lrig_type)}")
        if self.in_front:
            phrases.append(f"in front of {english.this()}")
        if self.facing is not None:
            noun = english.a(self.facing.noun(False, "SIGNI"))
            phrases.append(" ".join([f"in front of {noun}", *self.facing.with_phrases()]))
        if self.next_to:
            phrases.append(f"next to {english.this()}")
        if self.declared_color is not None:
            phrases.append("with the declared color")
        if self.lacks_declared is not None:
            phrases.append("that does not have the declared icon")
        return phrases + compared


def has_icon(colors: int, color: Color) -> bool:
    """Whether a card of these colours (bits) has the colour icon `color`: a colourless
    card has the [Colorless] icon alone."""
    if color is Color.COLORLESS:
        return not colors
    return bool(colors & COLOR_BIT[color])


def declared_color_key(name: str) -> str:
    """Where a declared colour waits in an effect's `data` (apart from named cards)."""
    return f"%{name}"


def with_declared(cards: Filter, scope: Scope) -> Filter:
    """`cards` with the colour its `declared_color` names (declared earlier in `scope`) as
    its colour: for an effect that lasts beyond the running one, which has no `data`."""
    if cards.declared_color is None:
        return cards
    declared = scope.data.get(declared_color_key(cards.declared_color))
    if declared is None:
        return cards  # nothing declared: it matches no card
    return replace(cards, color=(declared,), declared_color=None)


def _name_has(card: Card, part: str) -> bool:
    """Whether a card's name, English or original Japanese, contains `part`: a name part
    such as "-A" is printed only in some Japanese names ("ピルルク/Ｐ－Ａ"), in full-width
    letters, which NFKC reads as plain ones."""
    return part in card.name or part in unicodedata.normalize("NFKC", card.name_jp or "")


def _scope_of(game: Game, source: int, scope: Scope | None) -> Scope:
    """The scope a filter reads other cards in: its ability's (the cards it named), or,
    outside any ability (a cost's filter), the source's own."""
    return scope if scope is not None else Here(game, game.owner[source], source)


def whose_cards(cards: Cards) -> str:
    """Cards as a possessive phrase where one reads better: `your opponent's Center
    LRIG` (not "Center LRIG on your opponent's field")."""
    if cards.zone is ZoneName.CENTER_LRIG and cards.ref is None and cards.is_any():
        whose = {Side.YOU: "your", Side.OPPONENT: "your opponent's", Side.ANY: "a player's"}
        return f"{whose[cards.side or Side.YOU]} {english.center_lrig()}"
    return cards.phrase(True, moving=False)


def _spell_levels(level: Range) -> str:
    """`level two`, `level two or less`, `level one to three`; a span of two levels as the
    cards print it: `level two and level three`."""
    least, most = level.numbers()
    if least is not None and most is not None and most == least + 1:
        return f"level {english.number(least)} and level {english.number(most)}"
    return f"level {_spell_range(level)}"


def _spell_range(level: Range) -> str:
    least, most = level.numbers()
    if least is not None and most is not None and least == most:
        return english.number(least)
    if least is not None and most is not None:
        return f"{english.number(least)} to {english.number(most)}"
    if least is not None:
        return f"{english.number(least)} or more"
    assert most is not None
    return f"{english.number(most)} or less"


@dataclass(frozen=True)
class Whose(Filter):
    """Cards by whose they are (`side`, from the ability's controller) and what they are,
    wherever they are: the cards an event is about, or the cards a cost change covers."""

    side: Side = Side.YOU

    def owned(self, game: Game, source: int, card: int) -> bool:
        mine = game.owner[card] == game.owner[source]
        if (self.side is Side.YOU and not mine) or (self.side is Side.OPPONENT and mine):
            return False
        return self.match(game, source, card)

    def phrase(self, located: bool = True) -> str:
        """`a SIGNI on your field with power 5000 or more`; not `located`: without where
        it is (the sentence says it: "a SIGNI enters your field")."""
        noun = self.noun(False, "SIGNI")
        noun = f"another {noun}" if self.other else english.a(noun)
        if not located:
            return " ".join([noun, *self.with_phrases()])
        return " ".join([noun, self.field(), *self.with_phrases()])

    def field(self) -> str:
        """`on your field`, `on your opponent's field`, `on the field`."""
        return {
            Side.YOU: "on your field",
            Side.OPPONENT: "on your opponent's field",
            Side.ANY: "on the field",
        }[self.side]


@dataclass(frozen=True)
class WhoseTest:
    """`Whose` as the engine's `applies(game, card)`, for the cards of `source`'s owner."""

    whose: Whose
    source: int

    def __call__(self, game: Game, card: int) -> bool:
        return self.whose.owned(game, self.source, card)


# ------------------------------------------------------------------ where


def _sides(controller: int, side: Side | None) -> tuple[int, ...]:
    if side is Side.OPPONENT:
        return (1 - controller,)
    if side is Side.ANY:
        return (controller, 1 - controller)
    return (controller,)


def zone_cards(game: Game, player: int, zone: ZoneName, source: int = -1) -> list[int]:
    """The cards of `player` in `zone` (the field: SIGNI, or the LRIG atop each zone;
    under a LRIG: under `source` when it is a LRIG of `player`, else under the Center)."""
    p = game.players[player]
    if zone is ZoneName.UNDER_LRIG:
        mine = source >= 0 and game.zone[source] == Zone.LRIG and game.owner[source] == player
        stack = p.lrig[game.slot[source] if mine else game.center_zone]
        return stack[:-1]
    if zone is ZoneName.UNDER_THIS or zone is ZoneName.ON_THIS:
        if source >= 0 and game.zone[source] == Zone.SIGNI and game.owner[source] == player:
            found = list(p.under[game.slot[source]])
            soul = game.soul_of(source) if zone is ZoneName.ON_THIS else NO_CARD
            return [*found, soul] if soul >= 0 else found
        return []
    if zone is ZoneName.UNDER_SIGNI:
        return [card for cards in p.under for card in cards]
    if zone is ZoneName.CHARM:
        return game.charms_of(player)
    if zone is ZoneName.FACE_DOWN:
        return [card for cards in p.face_down for card in cards]
    if zone is ZoneName.PUBLIC:
        charms = game.charms
        found = [card for card in p.signi if card >= 0]
        found += [card for cards in p.under for card in cards if card not in charms]
        found += [card for stack in p.lrig for card in stack]
        for pile in _PUBLIC_PILES:
            found += p.piles[pile]
        return found
    if zone is ZoneName.SIGNI:
        return [card for card in p.signi if card >= 0]
    if zone is ZoneName.FIELD:
        return [card for card in p.signi if card >= 0] + [stack[-1] for stack in p.lrig if stack]
    if zone is ZoneName.LRIG:
        return [stack[-1] for stack in p.lrig if stack]
    if zone is ZoneName.CENTER_LRIG:
        center = game.center(player)
        return [center] if center >= 0 else []
    if zone is ZoneName.ASSIST_LRIG:
        center_zone = game.center_zone
        return [stack[-1] for index, stack in enumerate(p.lrig) if stack and index != center_zone]
    return list(p.piles[zone.engine_zone])


def ability_kind(ability: Ability | None) -> AbilityKind:
    """The kind of `ability`, as a TARGETED event says whose effect targeted."""
    if isinstance(ability, LifeBurst):
        return AbilityKind.LIFE_BURST
    if isinstance(ability, TriggeredAbility):
        return AbilityKind.ENTER if isinstance(ability.condition, EntersField) else AbilityKind.AUTO
    if isinstance(ability, ActionAbility):
        return AbilityKind.ACTION
    return AbilityKind.OTHER


def referenced(scope: Scope, name: str) -> list[int]:
    """The cards a `ref` names: `self`, `trigger`, `targeter` (the card whose ability or
    effect targeted the card of a `becomes_target` trigger), `paid` (the cards paid for the
    ability's cost; `paid_ener`: those paid as Ener, `paid_cards`: the others),
    `play_condition` (the cards paid for this RESONA's play condition),
    `host` (the SIGNI this card is attached to as a Soul), `on_top` (the SIGNI on top of
    this card, while it is under one), or what an earlier part named."""
    if name == "self":
        return [scope.source]
    if name == "trigger":
        event = scope.event
        return [event.card] if event is not None and event.card >= 0 else []
    if name == TARGETER:
        event = scope.event
        if event is None or event.kind != EventKind.TARGETED or event.a < 0:
            return []
        return [event.a]
    if name == "paid":
        return list(scope.paid)
    if name == PAID_ENER:
        return list(scope.paid_ener)
    if name == PAID_CARDS:
        ener = set(scope.paid_ener)
        return [card for card in scope.paid if card not in ener]
    if name == PLAY_CONDITION:
        return list(scope.game.resona_paid.get(scope.source, ()))
    if name in (HOST, ON_TOP):
        host = host_of(scope.game, scope.source, name)
        return [host] if host >= 0 else []
    return list(scope.data.get(name, ()))


# The `ref` of the SIGNI that this card is attached to as a Soul.
HOST = "host"
# The `ref` of the SIGNI on top of this card, while it is under one (docs/engine-hooks.md,
# "Cards under a SIGNI").
ON_TOP = "on_top"
# The `ref` of the cards paid for this RESONA's play condition.
PLAY_CONDITION = "play_condition"
# The `ref` of the card whose ability or effect targeted (a `becomes_target` trigger's).
TARGETER = "targeter"
# Names a `ref` may give without an earlier `as`: each names one card.
RESERVED_REFS = frozenset({"self", "trigger", HOST, ON_TOP, TARGETER})
# The `ref`s of the cards paid for the ability's cost as Ener, and of the others it paid
# (revealed, discarded, put into a trash).
PAID_ENER = "paid_ener"
PAID_CARDS = "paid_cards"
# Names a `ref` may read that no `as` gives.
GIVEN_NAMES = RESERVED_REFS | {"paid", PAID_ENER, PAID_CARDS, PLAY_CONDITION}


def names_in(value: object, given: set[str], read: set[str], stop: tuple[type, ...] = ()) -> None:
    """Collect the names a definition gives (`as`) and those it reads (`ref`,
    `in_front_of`, `did`, `declared`, ...), through all its parameters, but not into the
    `stop` types (an ability granted by an effect has names of its own)."""
    if isinstance(value, stop):
        return
    if isinstance(value, tuple | list):
        for item in value:
            names_in(item, given, read, stop)
        return
    kind = type(value)
    if not is_dataclass(kind):
        return
    for name, role in _name_roles(kind):
        part = getattr(value, name)
        if isinstance(part, str):
            if role is _NameRole.GIVES:
                given.add(part)
            elif role is _NameRole.READS:
                read.add(part)
        elif part is not None and not isinstance(part, int | float):
            names_in(part, given, read, stop)


def selects_resonas(value: object) -> bool:
    """Whether a definition, through all its parameters, selects RESONAs by type (a classic
    card that does says "non-RESONA SIGNI" where it leaves them out)."""
    if isinstance(value, tuple | list):
        return any(selects_resonas(item) for item in value)
    if isinstance(value, Filter) and CardType.RESONA in value.type:
        return True
    if not is_dataclass(type(value)):
        return False
    return any(
        selects_resonas(getattr(value, item.name))
        for item in fields(value)  # type: ignore[arg-type]
        if not isinstance(getattr(value, item.name), str | int | float | type(None))
    )


class _NameRole(Enum):
    GIVES = "gives"
    READS = "reads"
    NONE = "none"


@cache
def _name_roles(kind: type) -> tuple[tuple[str, _NameRole], ...]:
    """The parameters of a definition type and what a name in each does. Every card's
    names are checked when it compiles (a cold load), so this is read once per type."""
    roles = []
    for item in fields(kind):
        if not item.init:
            continue
        if item.name == "as_":
            role = _NameRole.GIVES
        elif item.metadata.get("reads_name"):
            role = _NameRole.READS
        else:
            role = _NameRole.NONE
        roles.append((item.name, role))
    return tuple(roles)


def _top_of(game: Game, card: int) -> int:
    """The SIGNI a card under a SIGNI (a [Charm] too) is under; NO_CARD for any other."""
    if game.zone[card] != Zone.UNDER:
        return NO_CARD
    return game.players[game.owner[card]].signi[game.slot[card]]


def host_of(game: Game, source: int, ref: str) -> int:
    """The SIGNI a `ref` of `host` or `on_top` names for `source` (NO_CARD when none): the
    SIGNI it is attached to as a Soul, or the SIGNI on top of it while it is under one (a
    face-down [Charm] is no card with abilities)."""
    if ref == HOST:
        return game.soul_host.get(source, NO_CARD)
    if ref == ON_TOP and source not in game.charms:
        return _top_of(game, source)
    return NO_CARD


def is_host(game: Game, source: int, card: int, ref: str = HOST) -> bool:
    """Whether `card` is the SIGNI a `ref` of `host` or `on_top` names for `source`."""
    return card >= 0 and host_of(game, source, ref) == card


# How the cards name the zones that are piles ("your Ener Zone", "from your LRIG deck").
PILE_NAMES = {
    ZoneName.HAND: "hand",
    ZoneName.TRASH: "trash",
    ZoneName.ENER: "Ener Zone",
    ZoneName.DECK: "deck",
    ZoneName.LIFE_CLOTH: "Life Cloth",
    ZoneName.LRIG_DECK: "LRIG deck",
    ZoneName.LRIG_TRASH: "LRIG trash",
    ZoneName.CHECK: "check zone",
}


def _where_phrase(
    side: Side | None, zone: ZoneName | None, moving: bool, plural: bool = False
) -> str:
    if zone is None:
        return ""
    if side is Side.ANY and plural and zone in PILE_NAMES and not zone.on_field:
        # Cards of either player's pile, counted or chosen together, may come from both.
        pile = PILE_NAMES[zone]
        piles = pile + ("es" if pile.endswith("sh") else "s")
        return f"{'from' if moving else 'in'} all players' {piles}"
    whose = {Side.YOU: "your", Side.OPPONENT: "your opponent's", Side.ANY: "a player's"}[
        side or Side.YOU
    ]
    if side is Side.ANY and zone.on_field:
        return "on the field"
    if zone is ZoneName.UNDER_LRIG:
        if side in (None, Side.YOU) and english.this() == "this LRIG":
            return "under this LRIG"
        return f"under {whose} {english.center_lrig()}"
    if zone is ZoneName.SOUL:
        return f"attached as a [Soul] to a SIGNI on {whose} field"
    if zone is ZoneName.UNDER_THIS:
        return f"underneath {english.this()}"
    if zone is ZoneName.ON_THIS:
        return f"underneath or attached to {english.this()}"
    if zone is ZoneName.UNDER_SIGNI:
        return f"underneath a SIGNI on {whose} field"
    if zone is ZoneName.CHARM:
        return f"as a [Charm] under a SIGNI on {whose} field"
    if zone is ZoneName.FACE_DOWN:
        return f"face down in one of {whose} SIGNI Zones"
    if zone is ZoneName.PUBLIC:
        return f"face up {'from' if moving else 'in'} {whose} public zones"
    if zone.on_field:
        return f"on {whose} field"
    return f"{'from' if moving else 'in'} {whose} {PILE_NAMES[zone]}"


@dataclass(frozen=True)
class Cards(Filter):
    """Cards in a zone of a side (`side` and `zone`), or cards named earlier (`ref`)."""

    side: Side | None = field(default=None, metadata={"doc": "whose cards: you, opponent, any"})
    zone: ZoneName | None = None
    ref: str | None = field(
        default=None,
        metadata={
            **REF_NAME,
            "doc": "cards named earlier: self, trigger, paid (the cards paid for the cost), "
            "host (the SIGNI this card is a Soul of), on_top (the SIGNI on top of this "
            "card, while it is under one), or a name given with `as`",
        },
    )
    top: int | None = field(
        default=None,
        metadata={"minimum": 1, "doc": "only the top N cards of the deck or Life Cloth"},
    )
    in_front_of: str | None = field(
        default=None,
        metadata={
            **REF_NAME,
            "doc": "the SIGNI in front of the SIGNI a `ref` name gives (self, trigger, ...); "
            "of one that left the field, in front of the zone it was in",
        },
    )
    under: str | None = field(
        default=None,
        metadata={
            **REF_NAME,
            "doc": "with zone charm or under_signi: only the cards under the SIGNI a `ref` "
            'name gives ("that SIGNI\'s [Charm]")',
        },
    )
    power_below: Quantity | None = field(
        default=None,
        metadata={"doc": 'power less than a quantity ("less than the SIGNI that entered")'},
    )

    # Compiled (not parameters): the engine zone, and which LRIGs of a LRIG zone count.
    _zone: int = field(default=-1, init=False, repr=False, compare=False)
    _lrigs: int = field(default=0, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.zone is not None and self.zone not in (ZoneName.PUBLIC, ZoneName.ON_THIS):
            object.__setattr__(self, "_zone", int(self.zone.engine_zone))
            lrigs = {ZoneName.LRIG: 1, ZoneName.CENTER_LRIG: 2, ZoneName.ASSIST_LRIG: 3}
            object.__setattr__(self, "_lrigs", lrigs.get(self.zone, 0))
        if self.in_front_of is not None:
            if self.ref is not None or self.side is not None or self.zone is not None:
                raise LanguageError(
                    "`in_front_of` says where the cards are: no `side`, `zone` or `ref`"
                )
            object.__setattr__(self, "_zone", int(Zone.SIGNI))
        elif self.ref is None and (self.side is None or self.zone is None):
            raise LanguageError(
                "say where the cards are: `side` and `zone`, `ref`, or `in_front_of`"
            )
        if self.ref is not None and (self.side is not None or self.zone is not None):
            raise LanguageError("`ref` names the cards: no `side` or `zone` with it")
        if self.top is not None and self.zone not in (ZoneName.DECK, ZoneName.LIFE_CLOTH):
            raise LanguageError("`top` is for the deck or the Life Cloth", "top")
        if self.under is not None and self.zone not in (ZoneName.CHARM, ZoneName.UNDER_SIGNI):
            raise LanguageError("`under` is for the zones charm and under_signi", "under")

    def candidates(self, scope: Scope) -> list[int]:
        game = scope.game
        source = scope.source
        if self.ref is not None:
            cards = referenced(scope, self.ref)
        elif self.in_front_of is not None:
            cards = in_front_of(game, referenced(scope, self.in_front_of))
        else:
            assert self.zone is not None
            cards = []
            for player in _sides(scope.controller, self.side):
                found = zone_cards(game, player, self.zone, source)
                cards.extend(reversed(found[-self.top :]) if self.top is not None else found)
            if self.under is not None:
                hosts = referenced(scope, self.under)
                cards = [card for card in cards if _top_of(game, card) in hosts]
        found = []
        for card in cards:
            if self.match(game, source, card, scope):
                found.append(card)
        if self.power_below is not None and found:
            limit = self.power_below.value(scope)
            found = [card for card in found if game.power(card) < limit]
        return found

    def with_phrases(self) -> list[str]:
        phrases = super().with_phrases()
        if self.power_below is not None:
            phrases.append(f"with power less than {self.power_below.describe()}")
        return phrases

    def contains(self, game: Game, controller: int, source: int, card: int) -> bool:
        """Whether `card` is one of these cards (a [Constant] ability's "all ..."),
        tested without listing them."""
        if self.ref is not None:
            named = card == source if self.ref == "self" else is_host(game, source, card, self.ref)
            return named and self.match(game, source, card)
        if self.in_front_of is not None:
            return (
                self.in_front_of == "self"
                and card in in_front_of(game, [source])
                and self.match(game, source, card)
            )
        if self.zone is ZoneName.FIELD:
            mine = game.owner[card] == controller
            return (
                on_field(game, card)
                and (self.side is Side.ANY or mine == (self.side is Side.YOU))
                and self.match(game, source, card)
            )
        if self.zone in _UNDER_ZONES or self.zone is ZoneName.PUBLIC:
            if self.under is not None and _top_of(game, card) not in referenced(
                Here(game, controller, source), self.under
            ):
                return False
            return any(
                card in zone_cards(game, player, self.zone, source)
                for player in _sides(controller, self.side)
            ) and self.match(game, source, card)
        if game.zone[card] != self._zone:
            return False
        if self.power_below is not None and game.power(card) >= self.power_below.value(
            Here(game, controller, source)
        ):
            return False
        side = self.side
        if side is not Side.ANY and (game.owner[card] == controller) != (side is Side.YOU):
            return False
        lrigs = self._lrigs
        if lrigs:
            if not game.is_lrig_top(card):
                return False
            if lrigs > 1 and (game.slot[card] == game.center_zone) != (lrigs == 2):
                return False
        return self.match(game, source, card)

    def still_there(self, game: Game, card: int) -> bool:
        """A chosen card is processed only where it was chosen (having moved, it is a new
        card); cards named by `ref` are followed wherever they are."""
        if self.zone is ZoneName.FIELD:
            return on_field(game, card)
        return self._zone < 0 or game.zone[card] == self._zone

    def where(self, moving: bool = True, plural: bool = False) -> str:
        if self.in_front_of is not None:
            return f"in front of {Cards(ref=self.in_front_of).reference()}"
        if self.under is not None:
            # "that SIGNI's [Charm]" reads "the [Charm] under that SIGNI".
            host = Cards(ref=self.under).reference()
            return f"{'as a [Charm] ' if self.zone is ZoneName.CHARM else ''}under {host}"
        if self.beneath is not None:
            # "underneath a SIGNI on your field with [Rise]"
            host = " ".join(self.beneath.with_phrases())
            noun = english.a(self.beneath.noun(False, "SIGNI"))
            whose = "your opponent's" if self.side is Side.OPPONENT else "your"
            return f"underneath {noun} on {whose} field {host}".rstrip()
        return _where_phrase(self.side, self.zone, moving, plural)

    def phrase(self, plural: bool, moving: bool = True, default: str | None = None) -> str:
        """`<<Virtual>> SIGNI from your trash with power 8000 or less`."""
        if self.ref is not None:
            return self.reference()
        noun = self.noun(plural, default or self._default_noun())
        if (
            self.type == (CardType.SIGNI,)
            and self.zone is ZoneName.SIGNI
            and english.contrasts_resonas()
        ):
            noun = f"non-RESONA {noun}"  # a RESONA on the field is no card of type SIGNI
        if self.zone is ZoneName.CENTER_LRIG and self.side is not Side.ANY:
            # One card: "your opponent's Center LRIG".
            whose = "your opponent's" if self.side is Side.OPPONENT else "your"
            return " ".join([f"{whose} {noun}", *self.with_phrases()])
        where = self.where(moving, plural)
        if self.top is not None:
            # "the top card of your Life Cloth"
            count = "" if self.top == 1 else f"{english.number(self.top)} "
            place = where.split(" ", 1)[-1]
            return " ".join([f"the top {count}{noun} of {place}", *self.with_phrases()])
        parts = [noun, where, *self.with_phrases()]
        return " ".join(part for part in parts if part)

    def kind_noun(self) -> str | None:
        """`SIGNI` or `LRIG` for cards on the field, else None."""
        if self.zone is ZoneName.SIGNI or self.in_front_of is not None:
            return "SIGNI"
        if self.zone is not None and self.zone.on_field:
            return "LRIG"
        return None

    def _default_noun(self) -> str:
        if self.zone is ZoneName.SIGNI or self.in_front_of is not None:
            return "SIGNI"
        if self.zone is ZoneName.CENTER_LRIG:
            return english.center_lrig()
        if self.zone is ZoneName.FIELD:
            return "SIGNI or LRIG"
        if self.zone is ZoneName.ASSIST_LRIG:
            return "Assist LRIG"
        if self.zone is not None and self.zone.on_field:
            return "LRIG"
        return "card"

    @property
    def single(self) -> bool:
        """Whether these are one card at most (this card, a Center LRIG)."""
        return self.ref in ("self", "trigger") or self.zone is ZoneName.CENTER_LRIG

    def reference(self) -> str:
        assert self.ref is not None
        if self.ref == "self":
            return english.this()
        if self.ref == "trigger":
            return english.named("trigger", ("that card", True))[0]
        if self.ref == "paid":
            return "the cards paid for this cost"
        if self.ref == PAID_ENER:
            return "the Ener paid for this cost"
        if self.ref == PAID_CARDS:
            noun = "cards" if self.is_any() else self.noun(True)
            return f"the {noun} paid for this cost other than Ener"
        if self.ref == PLAY_CONDITION:
            return f"the cards paid for {english.this()}'s play condition"
        if self.ref == HOST:
            return "the SIGNI with this card attached to it as a [Soul]"
        if self.ref == ON_TOP:
            # "the red SIGNI on top of this card", '"Hyahha, Code: Accel" on top of ...'
            noun = "SIGNI" if self.is_any() else self.noun(False, "SIGNI")
            return f"{noun if self.name is not None else f'the {noun}'} on top of this card"
        phrase, _singular = english.named(self.ref)
        return phrase


def on_field(game: Game, card: int) -> bool:
    """Whether the card is a SIGNI or a LRIG on the field (not one under another LRIG)."""
    return game.zone[card] == Zone.SIGNI or game.is_lrig_top(card)


def _in_front(game: Game, source: int, card: int) -> bool:
    """Whether `card` is the SIGNI in front of `source`, a SIGNI on the field; a SIGNI
    that has just left the field ("when the SIGNI in front of this SIGNI is banished")
    was in front of it if it left the zone in front of it."""
    if game.zone[source] != Zone.SIGNI:
        return False
    if game.zone[card] == Zone.SIGNI:
        return game.opposing(source) == card
    return game.kind[card] == CARD_KIND[CardType.SIGNI] and game.opposing(card) == source


def in_front_of(game: Game, cards: list[int]) -> list[int]:
    """The SIGNI in front of each of these SIGNI (the same column on the other side); for
    a SIGNI that left the field, in front of the SIGNI zone it was last in."""
    found = []
    signi = CARD_KIND[CardType.SIGNI]
    for card in cards:
        if game.kind[card] == signi:
            front = game.opposing(card)
            if front >= 0:
                found.append(front)
    return found


# ------------------------------------------------------------------ selections


@dataclass(frozen=True)
class Pick(Cards):
    """A number of the cards: exactly `count` (default 1), or `up_to` N (or `any`)."""

    count: int | None = field(default=None, metadata={"minimum": 1})
    up_to: int | Literal["any"] | None = field(default=None, metadata={"minimum": 1})
    count_of: Quantity | None = field(
        default=None,
        metadata={
            "doc": 'exactly as many as a quantity, read as they are chosen ("the same '
            'number of target SIGNI as the cards discarded this way"; none: none chosen)'
        },
    )
    distinct: Distinct | None = field(
        default=None, metadata={"doc": "every two chosen cards differ in this"}
    )
    alike: Literal["color", "class"] | None = field(
        default=None,
        metadata={
            "doc": 'the chosen cards all share one of this ("ten SIGNI that share the same'
            ' color"; a class: two cards at most, "two target SIGNI that share a class")'
        },
    )
    total_level: int | Quantity | None = field(
        default=None,
        metadata={"doc": "with `up_to`: the chosen cards' levels add up to this or less"},
    )
    total_level_equals: int | Quantity | None = field(
        default=None,
        metadata={"doc": "with `up_to`: the chosen cards' levels add up to exactly this"},
    )
    total_power: int | None = field(
        default=None,
        metadata={
            "minimum": 0,
            "doc": "with `up_to`: the chosen cards' powers add up to this or less (\"whose"
            ' total power is 8000 or less")',
        },
    )
    chooser: Player = field(default=Player.YOU, metadata={"doc": "who chooses (not for targets)"})
    for_each: Quantity | None = field(
        default=None,
        metadata={
            "doc": "`count` or `up_to` for each unit of this quantity, read as the cards are"
            ' chosen ("up to one target SIGNI for every blue LRIG on your field")'
        },
    )
    face_up: bool = field(
        default=False,
        metadata={
            "doc": "chosen from a Life Cloth its chooser looked at (`look` before): not blind"
        },
    )
    as_: str | None = field(
        default=None,
        metadata={"pattern": "^[a-z][a-z0-9_]*$", "doc": "name the chosen cards for later parts"},
    )

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.total_level_equals is not None and (
            self.up_to is None or self.total_level is not None
        ):
            raise LanguageError(
                "a total level to equal bounds `up_to` cards (and is no `total_level`)",
                "total_level_equals",
            )
        if (self.count is not None) + (self.up_to is not None) + (self.count_of is not None) > 1:
            raise LanguageError("one of `count`, `up_to` and `count_of`")
        if self.distinct is not None and self.alike is not None:
            raise LanguageError("`distinct` or `alike`, not both")
        if self.alike == "class" and (
            (self.count or 1) > 2 or self.up_to == "any" or (self.up_to or 0) > 2
        ):
            # Two cards share a class when they have one in common; three or more would
            # need one class they all have, which no card asks yet.
            raise LanguageError("cards alike in class are two at most", "alike")
        if self.total_level is not None and self.up_to is None:
            raise LanguageError("a total level bounds `up_to` cards", "total_level")
        if self.total_power is not None and self.up_to is None:
            raise LanguageError("a total power bounds `up_to` cards", "total_power")
        if self.for_each is not None and self.up_to == "any":
            raise LanguageError("any number of cards is counted by no quantity", "for_each")

    def level_budget(self, context: EffectContext) -> int | None:
        """The most the chosen cards' levels may add up to (or exactly, with
        `total_level_equals`), read now."""
        bound = self.total_level if self.total_level_equals is None else self.total_level_equals
        if isinstance(bound, Quantity):
            return bound.value(context)
        return bound

    def compatible(self) -> Compatible | None:
        """How every two chosen cards must relate, if they must."""
        if self.distinct is not None:
            return COMPATIBLE[self.distinct]
        if self.alike == "class":
            return SharedClass()
        return None

    def common(self) -> Common | None:
        """What the chosen cards must all share one of, if they must."""
        return CardColors() if self.alike == "color" else None

    def amount(
        self, available: int, units: int = 1, scope: Scope | None = None
    ) -> tuple[int, bool]:
        """(how many, whether fewer may be chosen); `units` of `for_each`, read now;
        `count_of` read in `scope`."""
        if self.count_of is not None:
            return (self.count_of.value(scope) if scope is not None else 0), False
        if self.up_to == "any":
            return available, True
        if self.up_to is not None:
            return self.up_to * units, True
        return (self.count or 1) * units, False

    def quantity_phrase(self, targeting: bool) -> tuple[str, bool]:
        """`target`, `two target`, `up to two target`; and whether plural."""
        word = "target " if targeting else ""
        if self.count_of is not None:
            return f"a number of {word}".strip(), True
        if self.up_to == "any":
            return f"any number of {word}".strip(), True
        if self.up_to is not None:
            return f"up to {english.number(self.up_to)} {word}".strip(), self.up_to > 1
        count = self.count or 1
        if count == 1:
            return (word.strip() or "a"), False
        return f"{english.number(count)} {word}".strip(), True


@dataclass(frozen=True)
class Group(Cards):
    """Every one of the cards."""

    as_: str | None = field(
        default=None,
        metadata={"pattern": "^[a-z][a-z0-9_]*$", "doc": "name the cards for later parts"},
    )


@dataclass(frozen=True)
class DifferentClasses:
    """Two cards with no class in common (families aside)."""

    def __call__(self, game: Game, a: int, b: int) -> bool:
        return classes_of(game, a).isdisjoint(classes_of(game, b))


@dataclass(frozen=True)
class SharedClass:
    """Two cards with a class in common (families aside)."""

    def __call__(self, game: Game, a: int, b: int) -> bool:
        return not classes_of(game, a).isdisjoint(classes_of(game, b))


@dataclass(frozen=True)
class DifferentColors:
    def __call__(self, game: Game, a: int, b: int) -> bool:
        return not game.colors(a) & game.colors(b)


@dataclass(frozen=True)
class DifferentNames:
    def __call__(self, game: Game, a: int, b: int) -> bool:
        return game.defs[a].name != game.defs[b].name


@dataclass(frozen=True)
class DifferentLevels:
    def __call__(self, game: Game, a: int, b: int) -> bool:
        return game.level(a) != game.level(b)


@dataclass(frozen=True)
class DifferentCosts:
    def __call__(self, game: Game, a: int, b: int) -> bool:
        return sum(game.defs[a].cost[:6]) != sum(game.defs[b].cost[:6])


@dataclass(frozen=True)
class CardColors:
    def __call__(self, game: Game, card: int) -> int:
        return game.colors(card)


COMPATIBLE: dict[Distinct, Compatible] = {
    Distinct.CLASS: DifferentClasses(),
    Distinct.COLOR: DifferentColors(),
    Distinct.NAME: DifferentNames(),
    Distinct.LEVEL: DifferentLevels(),
    Distinct.COST: DifferentCosts(),
}
DISTINCT_PHRASES = {
    Distinct.CLASS: "with different classes",
    Distinct.COLOR: "that do not share a color",
    Distinct.NAME: "with different names",
    Distinct.LEVEL: "with different levels",
    Distinct.COST: "with different total costs",
}


def chosen_class_key(name: str) -> str:
    """Where a class chosen by an effect (`choose_class`) waits in its `data` (apart from
    named cards)."""
    return f"class:{name}"


def classes_of(game: Game, card: int) -> frozenset[str]:
    """A card's classes proper (its family left out)."""
    return game.defs[card].classes - CLASS_FAMILIES


# Where pre-chosen targets wait in an effect's `data` until their effect is processed.
PRECHOSEN = "_targets"
# Where an effect that acts on named cards records, by name, the cards it acted on (a
# vanish that a protection stopped did nothing to its target): what "if you do" reads.
DONE = "_done"


@dataclass(frozen=True)
class Selection:
    """How an effect picks its cards: exactly one of `target`, `choose`, `all`, `ref`."""

    one_of: ClassVar[tuple[str, ...]] = ("target", "choose", "all", "ref")

    target: Pick | None = field(default=None, metadata={"doc": "targeted cards"})
    choose: Pick | None = field(default=None, metadata={"doc": "chosen cards, not targeted"})
    all: Group | None = field(default=None, metadata={"doc": "every matching card"})
    ref: str | None = field(
        default=None,
        metadata={**REF_NAME, "doc": "self, trigger, or a name from `as`"},
    )
    # Compiled (not a parameter): the cards `ref` names, made once (the selection is
    # immutable); effects ask for them every time they run.
    _ref_cards: Cards | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.ref is not None:
            object.__setattr__(self, "_ref_cards", Cards(ref=self.ref))

    @property
    def cards(self) -> Cards:
        spec = self.target or self.choose or self.all
        if spec is None:
            assert self._ref_cards is not None
            return self._ref_cards
        return spec

    @property
    def is_self(self) -> bool:
        return self.ref == "self"

    def on_field(self) -> bool:
        zone = self.cards.zone
        return self.ref == "self" or (zone is not None and zone.on_field)

    # Running -------------------------------------------------------------------

    def pick(
        self, context: EffectContext, allowed: Callable[[int], bool] | None = None
    ) -> Procedure[list[int]]:
        """Choose the cards now (targets: en-2021-glossary.txt, "Target"), among those
        `allowed` accepts when it is given (what the effect can act on)."""
        game = context.game
        pick = self.target or self.choose
        if pick is None:
            found = _affected(context, self.cards.candidates(context))
            return found if allowed is None else [c for c in found if allowed(c)]
        candidates = _affected(context, pick.candidates(context))
        if allowed is not None:
            candidates = [c for c in candidates if allowed(c)]
        units = 1 if pick.for_each is None else pick.for_each.value(context)
        if units <= 0:
            return []  # "one for each" of none: no card is chosen
        count, up_to = pick.amount(len(candidates), units, context)
        if not count:
            return []
        compatible = pick.compatible()
        common = pick.common()
        group = pick.zone is not None and not pick.zone.on_field
        chooser = context.controller if pick.chooser is Player.YOU else context.opponent
        # A Life Cloth is face down: any of its cards is chosen blind, by position (a
        # filter means the effect looks at them; a card of the opponent's hand is chosen
        # after a `look` at it: neither is blind).
        hidden = pick.zone is ZoneName.LIFE_CLOTH and pick.is_any() and not pick.face_up
        if self.target is not None:
            return (
                yield from game.choose_targets(
                    context.controller,
                    candidates,
                    count,
                    up_to=up_to,
                    source=context.source,
                    group=group,
                    compatible=compatible,
                    by_ability=ability_kind(context.ability),
                    hidden=hidden,
                    level_budget=pick.level_budget(context),
                    level_exact=pick.total_level_equals is not None,
                    common=common,
                    power_budget=pick.total_power,
                )
            )
        return (
            yield from game.choose_cards(
                chooser,
                candidates,
                count,
                up_to=up_to,
                source=context.source,
                kind=DecisionKind.CHOOSE,
                group=group,
                compatible=compatible,
                hidden=hidden,
                level_budget=pick.level_budget(context),
                level_exact=pick.total_level_equals is not None,
                common=common,
                power_budget=pick.total_power,
            )
        )

    def resolve(
        self, context: EffectContext, allowed: Callable[[int], bool] | None = None
    ) -> Procedure[list[int]]:
        """The cards, targets pre-chosen with their group or chosen now (among those
        `allowed` accepts); named by `as`."""
        prechosen = context.data.get(PRECHOSEN)
        if prechosen is not None and id(self) in prechosen:
            spec = self.cards
            cards = [
                c
                for c in _affected(context, prechosen.pop(id(self)))
                if spec.still_there(context.game, c) and (allowed is None or allowed(c))
            ]
        else:
            cards = yield from self.pick(context, allowed)
        name = self.name()
        if name is not None:
            context.data[name] = cards
        return cards

    def name(self) -> str | None:
        """The name (`as`) given to the selected cards, if any."""
        spec = self.target or self.choose or self.all
        return spec.as_ if spec is not None else None

    def applies(self, game: Game, controller: int, source: int, card: int) -> bool:
        if self.ref is not None:
            if self.ref == "self":
                return card == source
            return is_host(game, source, card, self.ref)
        return self.cards.contains(game, controller, source, card)

    # English -------------------------------------------------------------------

    def phrase(self, *, moving: bool = True) -> str:
        """The cards as an object: `up to two target SIGNI on your opponent's field`."""
        text, _plural = self.noun_phrase(moving=moving)
        return text

    def noun_phrase(self, *, moving: bool = True) -> tuple[str, bool]:
        """The cards as a noun phrase, and whether it is plural."""
        if self.ref is not None:
            text = Cards(ref=self.ref).reference()
            singular = self.ref in RESERVED_REFS or english.named(self.ref)[1]
            return text, not singular
        if self.all is not None:
            spec = self.all
            if spec.ref is not None:
                # "all" of named cards: those cards, or those of a kind among them.
                reference = spec.reference()
                if spec.ref in RESERVED_REFS:
                    self._remember(spec.as_, reference, True, spec)
                    return reference, False
                if not spec.is_any():
                    noun = " ".join([spec.noun(True, "card"), *spec.with_phrases()])
                    reference = f"all {noun} from among {reference}"
                self._remember(spec.as_, "them", False, spec)
                return reference, True
            if spec.zone is ZoneName.CHARM and spec.under is not None and spec.is_any():
                # A SIGNI has one [Charm] at most: "the [Charm] under that SIGNI".
                self._remember(spec.as_, "it", True, spec)
                return f"the [Charm] under {Cards(ref=spec.under).reference()}", False
            if spec.zone is ZoneName.CENTER_LRIG and spec.side is not Side.ANY:
                # One card: "your Center LRIG".
                self._remember(spec.as_, "it", True, spec)
                return spec.phrase(False, moving), False
            if spec.in_front_of is not None:
                # "the SIGNI in front of this SIGNI": one zone, one SIGNI at most.
                self._remember(spec.as_, "it", True, spec)
                return f"the {spec.phrase(False, moving)}", False
            if spec.top is not None:
                text = spec.phrase(spec.top != 1, moving)
                self._remember(spec.as_, "them" if spec.top != 1 else "it", spec.top == 1)
                return text, spec.top != 1
            text = f"all {'other ' if spec.other else ''}{spec.phrase(True, moving)}"
            self._remember(spec.as_, "them", False, spec)
            return text, True
        pick = self.target or self.choose
        assert pick is not None
        quantity, plural = pick.quantity_phrase(self.target is not None)
        if pick.ref is not None:
            return self._among_named(pick, quantity, plural)
        if pick.top is not None and quantity == "target":
            quantity = "a"  # "the top card of your deck" takes no word of its own
        if pick.other:
            quantity = {"target": "another target", "a": "another"}.get(
                quantity, f"{quantity} other"
            )
        text = f"{quantity} {pick.phrase(plural, moving)}"
        if quantity == "a":
            # "the top card of your deck" takes no article of its own.
            text = text[2:] if pick.top is not None else english.a(text[2:])
        if pick.distinct is not None:
            text += f" {DISTINCT_PHRASES[pick.distinct]}"
        elif pick.alike is not None:
            # Two cards share a color; more share one color all of them have.
            many = (pick.count or 0) > 2 or (isinstance(pick.up_to, int) and pick.up_to > 2)
            text += f" that {'all ' if many else ''}share a {pick.alike}"
        if isinstance(pick.total_level, Quantity):
            text += f" with a total level less than or equal to {pick.total_level.number()}"
        elif pick.total_level is not None:
            text += f" with a total level of {english.number(pick.total_level)} or less"
        if isinstance(pick.total_level_equals, Quantity):
            text += f" whose total level is equal to {pick.total_level_equals.number()}"
        elif pick.total_level_equals is not None:
            text += f" whose total level is equal to {english.number(pick.total_level_equals)}"
        if pick.total_power is not None:
            text += f" whose total power is {pick.total_power} or less"
        if pick.for_each is not None:
            text += f" for each {pick.for_each.each()}"
        if pick.count_of is not None:
            text += f" equal to {pick.count_of.number()}"
        if self.choose is not None and pick.chooser is Player.OPPONENT:
            text += " of your opponent's choice"
        self._remember(pick.as_, "them" if plural else "it", not plural, pick)
        return text, plural

    def _among_named(self, pick: Pick, quantity: str, plural: bool) -> tuple[str, bool]:
        """Cards picked from named ones: `this SIGNI` (one card), `target SIGNI from among
        the cards put into the trash this way`."""
        reference = pick.reference()
        if pick.ref in RESERVED_REFS:
            return reference, False
        noun = " ".join([pick.noun(plural, "card"), *pick.with_phrases()])
        if quantity == "a":
            quantity, noun = "", english.a(noun)
        text = " ".join(part for part in (quantity, noun, "from among", reference) if part)
        self._remember(pick.as_, "them" if plural else "it", not plural, pick)
        return text, plural

    def _remember(
        self, name: str | None, phrase: str, singular: bool, spec: Cards | None = None
    ) -> None:
        if name is not None:
            kind = spec.kind_noun() if spec is not None else None
            english.name_cards(name, phrase, singular, kind)


_UNAFFECTED = int(Attribute.UNAFFECTED)


def _affected(context: EffectContext, cards: list[int]) -> list[int]:
    """The cards an effect of this ability's card can act on: not those unaffected by
    that card's effects (docs/engine-hooks.md, "Unaffected"): it neither selects nor
    targets them, nor acts on one that became unaffected since it was chosen."""
    game = context.game
    if not game.effects[_UNAFFECTED]:
        return cards
    return [card for card in cards if not game.unaffected(card, context.source)]


def cards_phrase(spec: Cards, plural: bool = True) -> str:
    """Cards for a count or a condition: `<<Virtual>> SIGNI on your field`."""
    return spec.phrase(plural, moving=False)
