"""An ability definition: its kind, trigger, condition, limit, cost and effects; compiled
to the engine's ability objects, and described in English.

    - kind: auto                      # constant | enter | auto | action | life_burst | use
      when: {attacks: self}
      limit: once_per_turn
      condition: {count: {side: you, zone: signi, class: VIRTUAL}, min: 3}
      effects:
        - power: {target: {side: you, zone: signi, other: true}, amount: 5000}

`compile()` builds the object the engine runs (`TriggeredAbility`, `ActionAbility`,
`ConstantAbility`, `LifeBurst`, `UseEffect`); every part of it is a frozen dataclass
(conditions and effects are callable objects), so it pickles with the card database.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.cards.model import CardType, Color
from deckcheck.effects import english
from deckcheck.effects.binding import LanguageError
from deckcheck.effects.cards import (
    GIVEN_NAMES,
    TARGETER,
    Filter,
    ZoneName,
    names_in,
    selects_resonas,
)
from deckcheck.effects.costs import CardTest, Cost, CostChoice, Ener, UseCostReduction
from deckcheck.effects.program import Program
from deckcheck.effects.terms import Condition, Here, Trigger, constant_problem_of
from deckcheck.engine.abilities import (
    Ability,
    ActionAbility,
    ConstantAbility,
    EffectContext,
    GrowCondition,
    GrowUnder,
    Harmony,
    LifeBurst,
    Limit,
    PlayCondition,
    Procedure,
    ResonaPlay,
    Rise,
    TriggeredAbility,
    UseEffect,
    enter_ability,
)
from deckcheck.engine.constants import COLOR_BIT, FIELD_MASK, Timing, zone_bit

if TYPE_CHECKING:
    from deckcheck.cards.model import Card
    from deckcheck.engine.continuous import ContinuousEffect
    from deckcheck.engine.events import Event
    from deckcheck.engine.game import Game


class Kind(StrEnum):
    CONSTANT = "constant"
    ENTER = "enter"
    AUTO = "auto"
    ACTION = "action"
    LIFE_BURST = "life_burst"
    USE = "use"
    RISE = "rise"
    HARMONY = "harmony"
    PLAY_CONDITION = "play_condition"
    GROW_CONDITION = "grow_condition"
    # A classic LRIG's "(Grow)" line that is a cost besides its Ener: `under`.
    GROW_COST = "grow_cost"


class LimitName(StrEnum):
    ONCE_PER_TURN = "once_per_turn"
    TWICE_PER_TURN = "twice_per_turn"
    ONCE_PER_GAME = "once_per_game"


class TimingName(StrEnum):
    MAIN = "main"
    ATTACK = "attack"
    SPELL_CUT_IN = "spell_cut_in"
    # Only while one of your opponent's SIGNI attacks (an [Action] of the defending player).
    OPPONENTS_SIGNI_ATTACK = "opponents_signi_attack"


_LIMITS = {
    LimitName.ONCE_PER_TURN: Limit.ONCE_PER_TURN,
    LimitName.TWICE_PER_TURN: Limit.TWICE_PER_TURN,
    LimitName.ONCE_PER_GAME: Limit.ONCE_PER_GAME,
}
_LIMIT_TEXT = {
    LimitName.ONCE_PER_TURN: "(once per turn)",
    LimitName.TWICE_PER_TURN: "(twice per turn)",
    LimitName.ONCE_PER_GAME: "(once per game)",
}
_TIMINGS = {
    TimingName.MAIN: Timing.MAIN,
    TimingName.ATTACK: Timing.ATTACK,
    TimingName.SPELL_CUT_IN: Timing.SPELL_CUT_IN,
    TimingName.OPPONENTS_SIGNI_ATTACK: Timing.OPPONENTS_SIGNI_ATTACK,
}
_TIMING_TEXT = {
    TimingName.MAIN: "[Main Phase]",
    TimingName.ATTACK: "[Attack Phase]",
    TimingName.SPELL_CUT_IN: "[Spell Cut-In]",
}
# Timings the cards print as a sentence after the effects rather than as a tag.
_TIMING_SENTENCE = {
    TimingName.OPPONENTS_SIGNI_ATTACK: (
        "This ability can only be used when your opponent's SIGNI attacks."
    ),
}
_TAGS = {
    Kind.CONSTANT: "Constant",
    Kind.ENTER: "Enter",
    Kind.AUTO: "Auto",
    Kind.ACTION: "Action",
    Kind.LIFE_BURST: "Life Burst",
    Kind.RISE: "Rise",
    Kind.HARMONY: "Harmony",
}
# Where an ability works, when not on the field: "(in your trash)", "(as a [Soul])".
_ZONE_TEXT = {
    ZoneName.FIELD: "on your field",
    ZoneName.SIGNI: "on your field",
    ZoneName.SOUL: "as a [Soul]",
    ZoneName.LRIG_DECK: "in your LRIG deck",
    ZoneName.LRIG_TRASH: "in your LRIG trash",
    ZoneName.LIFE_CLOTH: "in your Life Cloth",
    ZoneName.ENER: "in your Ener Zone",
    ZoneName.CHECK: "in your check zone",
}
# Where an ability works, said by its effects rather than by its head.
_UNSAID = frozenset({ZoneName.UNDER_SIGNI})
# Kinds whose effects run once (as opposed to being in force).
_ONE_SHOT = (Kind.ENTER, Kind.AUTO, Kind.ACTION, Kind.LIFE_BURST, Kind.USE)
# Kinds with no effects: what they say is in their own fields.
_NO_EFFECTS = (
    Kind.RISE,
    Kind.HARMONY,
    Kind.PLAY_CONDITION,
    Kind.GROW_CONDITION,
    Kind.GROW_COST,
)
# The kinds without effects that may have a `condition`: what must hold to grow into the
# LRIG, to put the SIGNI onto the field.
_CONDITIONED = (Kind.GROW_CONDITION, Kind.PLAY_CONDITION)
# Kinds with use timings.
_TIMED = (Kind.ACTION, Kind.PLAY_CONDITION)
_BOND_KINDS = (Kind.CONSTANT, Kind.ENTER, Kind.AUTO, Kind.ACTION)
# Where the engine offers an [Action] ability besides the field.
_ACTION_ZONES = frozenset({ZoneName.TRASH, ZoneName.ENER, ZoneName.HAND})


@dataclass(frozen=True)
class HarmonyLrigs:
    """[Harmony]: how many upped LRIGs of yours (of which colour) are downed to put this
    SIGNI onto the field from the hand."""

    shorthand: ClassVar[str | None] = "count"

    count: int = field(default=1, metadata={"minimum": 1})
    color: Color | None = None

    def describe(self) -> str:
        """`One red LRIG`, `Two LRIG`."""
        noun = "LRIG" if self.color is None else f"{self.color.value} LRIG"
        return f"{english.number(self.count).capitalize()} {noun}"


@dataclass(frozen=True)
class RiseFromTrash(Filter):
    """A [Rise] that brings cards from the trash: the SIGNI is put into an empty SIGNI
    zone with `count` cards of its owner's trash of the filter's kind underneath it
    (docs/engine-hooks.md, "[Rise] from the trash")."""

    shorthand: ClassVar[str | None] = "count"

    count: int = field(default=1, metadata={"minimum": 1})

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.is_relative():
            raise LanguageError("the cards from the trash cannot be compared with other cards")

    def describe(self) -> str:
        """`two <<Brave>> SIGNI`."""
        noun = self.noun(self.count != 1)
        which = (
            english.count_of(1, noun) if self.count == 1 else f"{english.number(self.count)} {noun}"
        )
        return " ".join([which, *self.with_phrases()])


@dataclass(frozen=True)
class AbilityDef:
    """One ability of a card."""

    # What the schema says beyond the fields' types (the binder checks it too).
    schema_rules: ClassVar[list[dict[str, Any]]] = [
        {
            "if": {"properties": {"kind": {"const": "auto"}}},
            "then": {"required": ["when"]},
            "else": {"not": {"required": ["when"]}},
        },
        {
            "if": {"not": {"properties": {"kind": {"enum": ["action", "play_condition"]}}}},
            "then": {"not": {"required": ["timing"]}},
        },
        {
            "if": {"properties": {"kind": {"const": "play_condition"}}},
            # A RESONA's pays a cost (or one of several); a SIGNI's is a condition alone.
            "then": {
                "oneOf": [
                    {"required": ["cost"], "not": {"required": ["condition"]}},
                    {"required": ["cost_options"], "not": {"required": ["condition"]}},
                    {
                        "required": ["condition"],
                        "not": {"anyOf": [{"required": ["cost"]}, {"required": ["cost_options"]}]},
                    },
                ]
            },
            "else": {"not": {"required": ["cost_options"]}},
        },
        {
            "if": {
                "properties": {
                    "kind": {
                        "enum": ["rise", "harmony", "play_condition", "grow_condition", "grow_cost"]
                    }
                }
            },
            "then": {"not": {"required": ["effects"]}},
            "else": {
                "required": ["effects"],
                "not": {"anyOf": [{"required": ["onto"]}, {"required": ["from_trash"]}]},
            },
        },
        {
            "if": {"properties": {"kind": {"const": "harmony"}}},
            "then": {"required": ["lrigs"]},
            "else": {"not": {"required": ["lrigs"]}},
        },
        {
            "if": {"properties": {"kind": {"const": "grow_cost"}}},
            "then": {"required": ["under"]},
            "else": {"not": {"required": ["under"]}},
        },
    ]

    kind: Kind
    effects: Program = field(
        default=Program(()), metadata={"doc": "what it does, in text order (all kinds but rise)"}
    )
    when: Trigger | None = field(default=None, metadata={"doc": "what an auto ability waits for"})
    condition: Condition | None = field(
        default=None,
        metadata={
            "doc": "constant: as long as; auto and enter: checked when it triggers and when it "
            "is processed; action and use: when it may be used"
        },
    )
    limit: LimitName | None = None
    timing: tuple[TimingName, ...] = field(
        default=(),
        metadata={"doc": "use timings of an action ability or a play condition (default: main)"},
    )
    cost: Cost | None = None
    optional: bool = field(default=False, metadata={"doc": '"you may": its controller chooses'})
    team: bool = field(
        default=False,
        metadata={"doc": "a [Team] ability: only while your three LRIGs are of this card's team"},
    )
    bond: bool = field(
        default=False,
        metadata={
            "doc": "a Bond ability: only while its owner has a relationship with the card's "
            "student (docs/engine-hooks.md, Bond)"
        },
    )
    cross: bool = field(
        default=False,
        metadata={
            "doc": "a [Cross] ability of a Cross SIGNI: only while its card is crossed "
            "(docs/engine-hooks.md, Cross)"
        },
    )
    zone: tuple[ZoneName, ...] = field(
        default=(),
        metadata={
            "doc": "where a constant or auto ability works (default: field); under_signi: "
            "a constant ability of a card underneath a SIGNI (`ref: on_top`)"
        },
    )
    additional_cost: Cost | None = field(
        default=None,
        metadata={
            "doc": "use only: an optional additional use cost (condition "
            "`paid_additional_cost` tells whether it was paid)"
        },
    )
    encore: Cost | None = field(
        default=None,
        metadata={
            "doc": "use only, of an ARTS: [Encore], an optional additional use cost; paid, the "
            "ARTS returns to its owner's LRIG deck once used"
        },
    )
    reduce_cost: UseCostReduction | None = field(
        default=None,
        metadata={
            "doc": "use only: cards its user may down or discard as it is used, each reducing "
            "the use cost: {down: <filter>, each: {white: 2}, up_to: N}"
        },
    )
    cost_if_additional: Ener | None = field(
        default=None,
        metadata={
            "doc": "use only: the use cost when the `additional_cost` is paid, decided first "
            "(a Bet that makes it [Red] 0: {red: 0})"
        },
    )
    onto: Filter | None = field(
        default=None,
        metadata={"doc": "rise only: the SIGNI of your field it is placed on (default: any)"},
    )
    from_trash: RiseFromTrash | None = field(
        default=None,
        metadata={
            "doc": "rise only, instead of `onto`: put into an empty SIGNI zone with N cards of "
            "your trash underneath it: {count: 2, class: VALOR}"
        },
    )
    lrigs: HarmonyLrigs | None = field(
        default=None,
        metadata={"doc": "harmony only: the upped LRIGs downed to play it: {count, color}"},
    )
    cost_options: CostChoice | None = field(
        default=None,
        metadata={"doc": "play_condition only, instead of `cost`: {choose: 2, options: [...]}"},
    )
    under: Filter | None = field(
        default=None,
        metadata={
            "doc": "grow_cost only: a card of your LRIG deck of this kind, revealed and put "
            "under your LRIG as you grow into this card paying its grow cost"
        },
    )
    cut_in: Filter | None = field(
        default=None,
        metadata={
            "doc": "use only: it may also be used to cut in just after your opponent uses a "
            "card of this kind, before that card's effect: {type: PIECE, team_icon: true} "
            '(docs/engine-hooks.md, "Cut-ins just after a card is used")'
        },
    )

    def __post_init__(self) -> None:
        kind = self.kind
        if kind is Kind.GROW_CONDITION and self.condition is None:
            raise LanguageError("a grow condition needs `condition`", "condition")
        if kind in _NO_EFFECTS:
            given = [
                name
                for name in ("effects", "condition", "team", "bond", "cross")
                if name != "condition" or kind not in _CONDITIONED
                if getattr(self, name) not in (AbilityDef.__dataclass_fields__[name].default,)
            ]
            if given:
                raise LanguageError(f"a {kind.value} ability has no {given[0]}", given[0])
        elif not self.effects.groups:
            raise LanguageError("'effects' is missing")
        if self.onto is not None and kind is not Kind.RISE:
            raise LanguageError("only a rise ability has `onto`", "onto")
        if self.from_trash is not None and (kind is not Kind.RISE or self.onto is not None):
            raise LanguageError("only a rise ability without `onto` has `from_trash`", "from_trash")
        if (self.lrigs is not None) != (kind is Kind.HARMONY):
            raise LanguageError(
                "only a harmony ability has `lrigs`"
                if self.lrigs is not None
                else "a harmony ability needs `lrigs`",
                "lrigs",
            )
        if (self.under is not None) != (kind is Kind.GROW_COST):
            raise LanguageError(
                "only a grow cost has `under`"
                if self.under is not None
                else "a grow cost needs `under`",
                "under",
            )
        if (kind is Kind.AUTO) != (self.when is not None):
            raise LanguageError(
                "an auto ability needs `when`" if kind is Kind.AUTO else "only auto has `when`",
                "when" if self.when is not None else None,
            )
        if self.timing and kind not in _TIMED:
            raise LanguageError("only an action ability or a play condition has `timing`", "timing")
        if self.cost is not None and kind not in (Kind.ENTER, Kind.AUTO, *_TIMED):
            raise LanguageError(f"a {kind.value} ability has no cost", "cost")
        if kind is Kind.PLAY_CONDITION and self.condition is not None:
            # A SIGNI's: when it may be put onto the field at all, nothing paid.
            if self.cost is not None or self.cost_options is not None or self.timing:
                raise LanguageError(
                    "a play condition with `condition` (a SIGNI's) has no cost or timing",
                    "condition",
                )
        elif kind is Kind.PLAY_CONDITION and (self.cost is None) == (self.cost_options is None):
            raise LanguageError(
                "a play condition needs `cost` or `cost_options`: what is paid to play it "
                "(a RESONA's), or `condition` (a SIGNI's)",
                "cost",
            )
        if self.cost_options is not None and kind is not Kind.PLAY_CONDITION:
            raise LanguageError("only a play condition has `cost_options`", "cost_options")
        if self.limit is not None and kind not in (Kind.ENTER, Kind.AUTO, Kind.ACTION):
            raise LanguageError(f"a {kind.value} ability has no limit", "limit")
        if self.optional and kind not in (Kind.ENTER, Kind.AUTO):
            raise LanguageError("only enter and auto abilities are optional", "optional")
        if self.zone and kind not in (Kind.CONSTANT, Kind.AUTO, Kind.ACTION):
            raise LanguageError("only constant, auto and action abilities work elsewhere", "zone")
        if ZoneName.UNDER_SIGNI in self.zone and kind is not Kind.CONSTANT:
            # Its effects name the SIGNI on top of it (`ref: on_top`); a [Charm] under a
            # SIGNI is face down, and only constant effects pass it by.
            raise LanguageError("only a constant ability works underneath a SIGNI", "zone")
        if kind is Kind.ACTION and not _ACTION_ZONES.issuperset(self.zone):
            raise LanguageError(
                "an action ability is used on the field, or from the trash, Ener Zone or hand",
                "zone",
            )
        if self.bond and kind not in _BOND_KINDS:
            raise LanguageError(
                "only constant, enter, auto and action abilities are Bond abilities", "bond"
            )
        if self.cross and (kind not in _BOND_KINDS or self.zone):
            raise LanguageError(
                "only constant, enter, auto and action abilities of the field are [Cross] "
                "abilities",
                "cross",
            )
        if self.additional_cost is not None and kind is not Kind.USE:
            raise LanguageError("only a use ability has an additional cost", "additional_cost")
        if self.reduce_cost is not None and kind is not Kind.USE:
            raise LanguageError("only a use ability reduces its use cost", "reduce_cost")
        if self.cut_in is not None and kind is not Kind.USE:
            raise LanguageError("only a use ability cuts in on a card used", "cut_in")
        if self.cut_in is not None and (self.cut_in.is_any() or self.cut_in.is_relative()):
            raise LanguageError(
                "`cut_in` says what kind of card it cuts in on, of itself alone", "cut_in"
            )
        if TimingName.OPPONENTS_SIGNI_ATTACK in (self.timing or ()) and kind is not Kind.ACTION:
            raise LanguageError("only an action ability is used as an opponent's SIGNI attacks")
        if self.encore is not None and (kind is not Kind.USE or self.additional_cost is not None):
            raise LanguageError(
                "[Encore] is the additional use cost of a use ability: no `additional_cost`",
                "encore",
            )
        if self.cost_if_additional is not None and self.additional_cost is None:
            raise LanguageError(
                "the use cost changes when an additional cost is paid: give `additional_cost`",
                "cost_if_additional",
            )
        self._check_names()
        if kind is Kind.CONSTANT:
            problem = constant_problem_of(self.effects)
            if problem is not None:
                raise LanguageError(problem, "effects")
            return
        for effect in self.effects:
            if not effect.is_one_shot():
                raise LanguageError(
                    f"`{effect.name}` is only in force as a constant ability", "effects"
                )

    def _check_names(self) -> None:
        """Every name a part reads is one the ability's effects give (`as`), or one that
        needs none (`self`, `trigger`, ...): a name nothing gives would name no cards, and
        read as zero, silently. Its trigger, condition and costs are checked before any
        effect named a card: they read no given name."""
        given: set[str] = set()
        read: set[str] = set()
        names_in(self.effects, given, read, (AbilityDef,))
        unknown = sorted(read - given - GIVEN_NAMES)
        if unknown:
            raise LanguageError(
                f"`{unknown[0]}` names nothing: no part of this ability gives it with `as`",
                "effects",
            )
        if TARGETER in read and getattr(self.when, "name", None) != "becomes_target":
            raise LanguageError(
                f"`{TARGETER}` is the card whose ability targeted: a `becomes_target` trigger's",
                "effects",
            )
        for part in (
            "when",
            "condition",
            "cost",
            "additional_cost",
            "encore",
            "reduce_cost",
            "onto",
            "cut_in",
        ):
            outside: set[str] = set()
            names_in(getattr(self, part), set(), outside, (AbilityDef,))
            early = sorted(outside - GIVEN_NAMES)
            if early:
                raise LanguageError(
                    f"`{early[0]}` is read before any effect gives it: only the effects after "
                    "the part that names cards (`as`) can read it",
                    part,
                )

    # Compiling -----------------------------------------------------------------

    def compile(self, card: Card | None) -> Ability:
        """The engine object for this ability of `card` (None: an ability some effect
        grants, whatever card gains it)."""
        team = card.team if self.team and card is not None else None
        if self.team and team is None:
            raise LanguageError("a [Team] ability on a card with no team", "team")
        if self.bond and card is None:
            raise LanguageError("a Bond ability is one its card prints, never one gained", "bond")
        student = card.student if self.bond and card is not None else None
        if self.cross and (card is None or not card.has_cross):
            raise LanguageError("a [Cross] ability is one a Cross SIGNI prints", "cross")
        text = self.describe(
            _subject(card) if card is not None else "card",
            english.wording_for(card.pool) if card is not None else english.EDITION,
        )
        requirement = Requirement(self.condition, team, student, self.cross)
        limit = _LIMITS[self.limit] if self.limit is not None else Limit.NONE
        cost = self.cost.compile() if self.cost is not None else None
        kind = self.kind
        if kind is Kind.RISE:
            if card is None or card.type is not CardType.SIGNI:
                # The engine reads [Rise] from a SIGNI's own abilities, as it is put onto
                # the field: a gained one, or one on another kind of card, would do nothing.
                raise LanguageError("only a SIGNI has [Rise], printed on it", "kind")
            onto = self.onto
            brought = self.from_trash
            if brought is not None:
                under = None if brought.is_any() else CardTest(brought)
                return Rise(None, text, under=under, under_count=brought.count)
            return Rise(None if onto is None or onto.is_any() else CardTest(onto), text)
        if kind is Kind.HARMONY:
            if card is None or card.type is not CardType.SIGNI:
                # The engine reads [Harmony] from a SIGNI's own abilities, as it is played.
                raise LanguageError("only a SIGNI has [Harmony], printed on it", "kind")
            assert self.lrigs is not None
            color = self.lrigs.color
            bits = COLOR_BIT.get(color, 0) if color is not None else 0
            return Harmony(self.lrigs.count, bits, text)
        if kind is Kind.GROW_CONDITION:
            if card is None or not card.type.is_lrig:
                # The engine reads a grow condition from a LRIG in the LRIG deck.
                raise LanguageError("only a LRIG has a grow condition, printed on it", "kind")
            return GrowCondition(UseTest(requirement), text)
        if kind is Kind.GROW_COST:
            if card is None or card.type is not CardType.LRIG:
                # The engine reads a grow cost from a LRIG in the LRIG deck.
                raise LanguageError("only a LRIG has a grow cost, printed on it", "kind")
            assert self.under is not None
            return GrowUnder(LrigDeckTest(self.under), text)
        if kind is Kind.PLAY_CONDITION and self.condition is not None:
            if card is None or card.type is not CardType.SIGNI:
                # The engine reads a SIGNI's play condition from its own abilities.
                raise LanguageError(
                    "only a SIGNI has a play condition with `condition`, printed on it", "kind"
                )
            return PlayCondition(UseTest(requirement), text)
        if kind is Kind.PLAY_CONDITION:
            if card is None or card.type is not CardType.RESONA:
                # The engine reads a play condition from a RESONA in the LRIG deck.
                raise LanguageError("only a RESONA has a play condition, printed on it", "kind")
            if self.cost_options is not None:
                costs = tuple(option.compile() for option in self.cost_options.costs())
            else:
                assert cost is not None
                costs = (cost,)
            return ResonaPlay(costs, self._timing(), text)
        if kind is Kind.CONSTANT:
            zones = self._zones()
            return ConstantAbility(ConstantEffects(tuple(self.effects), requirement), zones, text)
        if kind is Kind.ENTER:
            return enter_ability(
                self._effect(requirement),
                cost=cost,
                condition=TriggerTest(None, requirement) if requirement.needed else None,
                limit=limit,
                text=text,
            )
        if kind is Kind.AUTO:
            assert self.when is not None
            return TriggeredAbility(
                events=self.when.kinds(),
                effect=self._effect(requirement),
                condition=TriggerTest(self.when, requirement),
                optional=self.optional,
                cost=cost,
                limit=limit,
                zones=self._zones(),
                text=text,
            )
        if kind is Kind.ACTION:
            return ActionAbility(
                effect=self.effects,
                cost=cost if cost is not None else ActionAbility.cost,
                timing=self._timing(),
                limit=limit,
                condition=ActionTest(requirement) if requirement.needed else None,
                zones=self._zones(),
                text=text,
            )
        if kind is Kind.LIFE_BURST:
            return LifeBurst(self.effects, text)
        if self.encore is not None and (card is None or card.type is not CardType.ARTS):
            # Returned to the LRIG deck: an ARTS's own zone.
            raise LanguageError("[Encore] is an ARTS's", "encore")
        additional = self.encore if self.encore is not None else self.additional_cost
        return UseEffect(
            self.effects,
            UseTest(requirement) if requirement.needed else None,
            text,
            additional.compile() if additional is not None else None,
            self.reduce_cost.compile() if self.reduce_cost is not None else None,
            encore=self.encore is not None,
            cost_if_additional=(
                self.cost_if_additional.vector() if self.cost_if_additional is not None else None
            ),
            cut_in=CutInTest(self.cut_in) if self.cut_in is not None else None,
        )

    def _effect(self, requirement: Requirement) -> Program | Checked | AskFirst:
        """The effect of a triggered ability: its condition is checked again when it is
        processed (an "if" that must still hold); an optional [Enter] asks first (an
        optional [Auto] is asked by the engine)."""
        effect: Program | Checked | AskFirst = self.effects
        if requirement.needed:
            effect = Checked(requirement, self.effects)
        if self.optional and self.kind is Kind.ENTER:
            effect = AskFirst(effect)
        return effect

    def _timing(self) -> int:
        timing = 0
        for name in self.timing or (TimingName.MAIN,):
            timing |= _TIMINGS[name]
        return timing

    def _zones(self) -> int:
        if not self.zone:
            return FIELD_MASK
        zones = 0
        for name in self.zone:
            zones |= zone_bit(name.engine_zone)
        return zones

    # English -------------------------------------------------------------------

    def describe(self, subject: str = "card", wording: english.Wording = english.EDITION) -> str:
        """`[Enter] Pay 1 green: Draw two cards.` (on a classic card, in its words:
        `[On-Play] ...`)."""
        resonas = wording.non_resona and selects_resonas(self)
        constant = self.kind is Kind.CONSTANT
        with english.describing(subject, in_force=constant, wording=wording, resonas=resonas):
            return self._describe()

    def describe_here(self, subject: str | None = None) -> str:
        """The English of this ability inside another's (a granted ability): "this" is
        the card that gains it (`subject`; by default the card being described)."""
        with english.nested(in_force=self.kind is Kind.CONSTANT, subject=subject):
            return self._describe()

    def _describe(self) -> str:
        kind = self.kind
        if kind is Kind.RISE and self.from_trash is not None:
            return (
                f"[Rise] Put {english.this()} onto your field with "
                f"{self.from_trash.describe()} from your trash underneath it."
            )
        if kind is Kind.RISE:
            onto = self.onto or Filter()
            host = " ".join([english.a(onto.noun(False, "SIGNI")), *onto.with_phrases()])
            return f"[Rise] Place {english.this()} on top of {host} on your field."
        if kind is Kind.HARMONY:
            assert self.lrigs is not None
            return f"[Harmony] {self.lrigs.describe()}"
        if kind is Kind.GROW_CONDITION:
            assert self.condition is not None
            return f"[Grow Condition] {english.sentence(self.condition.describe())}"
        if kind is Kind.GROW_COST:
            assert self.under is not None
            one = " ".join([english.a(self.under.noun(False, "card")), *self.under.with_phrases()])
            return (
                f"[Grow Cost] Reveal {one} from your LRIG deck, and put it under your LRIG on "
                "the field."
            )
        if kind is Kind.PLAY_CONDITION and self.condition is not None:
            # The classic cards print it as a [Constant] ability.
            can = f"{english.this()} can only be put onto the field if {self.condition.describe()}"
            return f"[Constant] {english.sentence(can)}"
        if kind is Kind.PLAY_CONDITION:
            timings = " ".join(_TIMING_TEXT[name] for name in self.timing or (TimingName.MAIN,))
            if self.cost_options is not None:
                return f"[Play Condition] {timings} {self.cost_options.describe()}"
            assert self.cost is not None
            return f"[Play Condition] {timings} {self.cost.describe()}."
        head: list[str] = ["[Bond]"] if self.bond else []
        if kind in _TAGS:
            tag = english.enter_tag()[1:-1] if kind is Kind.ENTER else _TAGS[kind]
            head.append(
                f"[Team {tag}]" if self.team else f"[Cross {tag}]" if self.cross else f"[{tag}]"
            )
        if self.limit is not None:
            head.append(_LIMIT_TEXT[self.limit])
        if self.timing and self.timing != (TimingName.MAIN,):
            head.extend(_TIMING_TEXT[name] for name in self.timing if name in _TIMING_TEXT)
        # Underneath a SIGNI, the effects say where ("the SIGNI on top of this card").
        zones = [_ZONE_TEXT.get(z, f"in your {z.value}") for z in self.zone if z not in _UNSAID]
        if zones:
            head.append(f"({english.join(zones)})")
        # The trigger first: it names the card of its event for the rest ("that SIGNI").
        lead = self.when.describe() if self.when is not None else ""
        condition = self.condition.describe() if self.condition is not None else None
        # What a condition governs reads as one sentence, to its end.
        body = (
            self.effects.clause()
            if condition and kind is not Kind.USE and kind is not Kind.ACTION
            else self.effects.describe()
        )
        if self.optional:
            body = f"You may {english.lower_first(body)}"
        cost_first = self.cost is not None
        if self.cost is not None and (
            kind is Kind.AUTO or (kind is Kind.ENTER and english.cost_in_sentence())
        ):
            # "you may pay [Black][Black]. If you do, banish ...": every card prints an
            # [Auto] ability's cost so; only the classic cards an [On-Play] one.
            cost_first = False
            body = (
                f"You may {_payable(self.cost.describe())}. If you do, {english.lower_first(body)}"
            )
        if kind is Kind.AUTO:
            if condition:
                lead += f", if {condition}"
            body = f"{lead}, {english.lower_first(body)}"
        elif condition and kind is Kind.CONSTANT:
            body = f"As long as {condition}, {english.lower_first(body)}"
        elif kind is Kind.USE and (
            condition
            or self.additional_cost is not None
            or self.reduce_cost is not None
            or self.encore is not None
            or self.cut_in is not None
        ):
            if self.cut_in is not None:
                body = f"{self._cut_in_sentence()} {body}"
            if self.cost_if_additional is not None:
                body = f"{self._changed_cost_sentence()} {body}"
            if self.additional_cost is not None:
                body = f"{self._additional_cost_sentence()} {body}"
            if self.encore is not None:
                body = f"{self._encore_sentence()} {body}"
            if self.reduce_cost is not None:
                body = f"{self.reduce_cost.describe()} {body}"
            if condition:
                body = f"Use only if {condition}. {body}"
        elif condition and kind is Kind.ACTION:
            # When it may be used, as the cards print it after the effects.
            body = f"{body} This ability can only be used if {condition}."
        elif condition:
            body = f"If {condition}, {english.lower_first(body)}"
        for name in self.timing or ():
            if name in _TIMING_SENTENCE:
                body = f"{body} {_TIMING_SENTENCE[name]}"
        if self.cost is not None and cost_first:
            body = f"{self.cost.describe()}: {body}"
        return " ".join([*head, body]) if head else body

    def _cut_in_sentence(self) -> str:
        """ "This PIECE can be used to cut in just after your opponent uses a PIECE with
        [Team]." """
        assert self.cut_in is not None
        card = " ".join([english.a(self.cut_in.noun(False)), *self.cut_in.with_phrases()])
        return english.sentence(
            f"{english.this()} can be used to cut in just after your opponent uses {card}"
        )

    def _changed_cost_sentence(self) -> str:
        """ "If you made a bet, the use cost of this ARTS becomes 0 red." """
        assert self.cost_if_additional is not None and self.additional_cost is not None
        card = english.this()
        cost = self.cost_if_additional.describe()
        if self.additional_cost.coins_only():
            return f"If you made a bet, the use cost of {card} becomes {cost}."
        return f"If you paid the additional use cost, the use cost of {card} becomes {cost}."

    def _additional_cost_sentence(self) -> str:
        """ "As you use this spell, you may pay [Exceed 4] as an additional use cost." """
        assert self.additional_cost is not None
        coins = self.additional_cost.coins_only()
        if coins:  # a Bet: "Bet -- 1 coin."
            return f"Bet -- {coins} coin{'s' if coins != 1 else ''}."
        cost = _payable(self.additional_cost.describe())
        card = english.this().removeprefix("this ")
        return f"As you use this {card}, you may {cost} as an additional use cost."

    def _encore_sentence(self) -> str:
        """ "Encore -- 1 black (As you use this ARTS, you may pay 1 black as an additional
        use cost. If you do, return this ARTS to your LRIG deck once it is used.)" """
        assert self.encore is not None
        cost = self.encore.describe()
        this = english.this()
        return (
            f"Encore -- {cost.removeprefix('Pay ')} (As you use {this}, you may "
            f"{_payable(cost)} as an additional use cost. If you do, return {this} to your "
            "LRIG deck once it is used.)"
        )


def _payable(cost: str) -> str:
    """A cost as the object of "you may": `pay 1 black`, `pay [Exceed 4]` (a cost that
    is only a keyword reads as one paid)."""
    cost = english.lower_first(cost)
    return f"pay {cost}" if cost.startswith("[") else cost


def _subject(card: Card) -> str:
    if card.type is CardType.SIGNI or card.type is CardType.RESONA:
        return "SIGNI"  # a RESONA's abilities work on the field, where it is a SIGNI
    if card.type.is_lrig:
        return "LRIG"
    return card.type.label if card.type is not CardType.SPELL else "spell"


# ------------------------------------------------------------------ run-time objects


@dataclass(frozen=True)
class Requirement:
    """What must hold for an ability to work: its [Team], its owner's relationship with
    its card's student (a Bond ability) and its condition."""

    condition: Condition | None
    team: str | None
    student: str | None = None
    # A [Cross] ability: only while its card is crossed (docs/engine-hooks.md, "Cross").
    crossed: bool = False

    @property
    def needed(self) -> bool:
        return (
            self.condition is not None
            or self.team is not None
            or self.student is not None
            or self.crossed
        )

    def holds(self, game: Game, player: int, source: int, event: Event | None = None) -> bool:
        return self.holds_in(Here(game, player, source, event))

    def holds_in(self, scope: Here) -> bool:
        game = scope.game
        if self.team is not None and not game.team_on_field(scope.controller, self.team):
            return False
        if self.student is not None and not game.has_relationship(
            game.owner[scope.source], self.student
        ):
            return False
        if self.crossed and not game.crossed(scope.source):
            return False
        return self.condition is None or self.condition.holds(scope)


@dataclass(frozen=True)
class TriggerTest:
    """A triggered ability's test: its event, its team and its condition."""

    trigger: Trigger | None
    requirement: Requirement

    def __call__(self, game: Game, source: int, event: Event) -> bool:
        if self.trigger is not None and not self.trigger.matches(game, source, event):
            return False
        return self.requirement.holds(game, game.owner[source], source, event)


@dataclass(frozen=True)
class Checked:
    """An effect whose ability's condition must still hold when it is processed."""

    requirement: Requirement
    effects: Program

    def __call__(self, context: EffectContext) -> Procedure[None]:
        if self.requirement.holds(context.game, context.controller, context.source, context.event):
            yield from self.effects(context)


@dataclass(frozen=True)
class AskFirst:
    """An [Enter] ability that says "you may": its controller chooses first."""

    effects: Program | Checked | AskFirst

    def __call__(self, context: EffectContext) -> Procedure[None]:
        if (yield from context.game.may(context.controller, context.source)):
            yield from self.effects(context)


@dataclass(frozen=True)
class ActionTest:
    requirement: Requirement

    def __call__(self, game: Game, source: int) -> bool:
        return self.requirement.holds(game, game.owner[source], source)


@dataclass(frozen=True)
class LrigDeckTest:
    """A card of a player's LRIG deck a grow cost accepts: (game, player, card) -> bool."""

    filter: Filter

    def __call__(self, game: Game, player: int, card: int) -> bool:
        return self.filter.match(game, -1, card)


@dataclass(frozen=True)
class UseTest:
    requirement: Requirement

    def __call__(self, game: Game, player: int, card: int) -> bool:
        return self.requirement.holds(game, player, card)


@dataclass(frozen=True)
class CutInTest:
    """A use ability's `cut_in` for the engine: (game, player, used) -> whether the card
    `used`, which `player`'s opponent has just used, is of its kind."""

    cards: Filter

    def __call__(self, game: Game, player: int, card: int) -> bool:
        return self.cards.match(game, -1, card)


@dataclass(frozen=True)
class ConstantTest:
    """A [Constant] ability's condition for one card in one game: (game) -> bool."""

    requirement: Requirement
    scope: Here

    def __call__(self, game: Game) -> bool:
        scope = self.scope
        if scope.game is not game:
            # A fork of the game the effect was made in (`Game.fork`): read the fork.
            scope = Here(game, scope.controller, scope.source)
        return self.requirement.holds_in(scope)


@dataclass(frozen=True)
class ConstantEffects:
    """The continuous effects of a [Constant] ability, made when its card becomes active."""

    effects: tuple[object, ...]
    requirement: Requirement

    def __call__(self, game: Game, source: int) -> Iterable[ContinuousEffect]:
        test = (
            ConstantTest(self.requirement, Here(game, game.owner[source], source))
            if self.requirement.needed
            else None
        )
        made: list[ContinuousEffect] = []
        for effect in self.effects:
            made.extend(effect.continuous(game, source, test))  # type: ignore[attr-defined]
        return made
