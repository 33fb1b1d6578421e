"""Costs: what using or triggering an ability asks for, compiled to the engine's AbilityCost.

    cost:
      ener: {green: 2, colorless: 1}     # colour -> count; colorless is paid by any card
      down: true                         # the [Down] icon: down this card
      discard: 2                         # or {count: 2, type: SIGNI, level: 1}
      discard: [{type: SIGNI}, {type: SPELL}]  # parts of one zone: no card pays two
      trash_from_ener: {count: 3, type: SIGNI, distinct: class}
      trash_from_ener: {all: true, color: red}  # every red card there, one at least
      discard: {all: true}               # every card of your hand (of a kind), one at least
      discard: {count: 3, up_to: true}   # up to three cards: fewer, or none
      trash_from_field: {all: true}      # every SIGNI of your field (of a kind), one at least
      exceed: 3                          # cards from under your LRIG to the LRIG trash
      trash_from_field: {class: VIRTUAL}  # put a SIGNI on your field into the trash
      vanish_from_field: {class: ANCIENT_WEAPON, other: true}  # vanish one ("banish")
      trash_self: true                   # put this SIGNI into the trash
      bottom_self: true                  # put this SIGNI on the bottom of its owner's deck
      down_cards: {count: 2, type: SIGNI}  # down two upped SIGNI on your field
      reveal: {count: 2, type: SPELL}    # reveal two spells from your hand (they stay there)
      hand_to_ener: {type: SIGNI}        # put a SIGNI from your hand into your Ener Zone
      power_self: -10000                 # this SIGNI gets --10000 power until end of turn

A cost that cannot be paid in full makes the ability unusable (en-2021-faq.txt,
"[Action]"; "General Rules": a discard cost with no card in hand cannot be paid).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from itertools import combinations
from typing import TYPE_CHECKING, ClassVar, Literal

from deckcheck.cards.model import COST_SYMBOLS, CardType, Color
from deckcheck.effects import english
from deckcheck.effects.binding import LanguageError
from deckcheck.effects.cards import COMPATIBLE, DISTINCT_PHRASES, Distinct, Filter
from deckcheck.engine.abilities import (
    AbilityCost,
    CostPart,
    CostVector,
    CostZone,
    EnerByDiscard,
    UseReduction,
)

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class Ener:
    """Ener (and coins) by colour; `colorless` is paid by a card of any colour. A printed
    cost of zero (`{green: 0}`) is kept: it reads "0 green"."""

    white: int | None = field(default=None, metadata={"minimum": 0})
    red: int | None = field(default=None, metadata={"minimum": 0})
    blue: int | None = field(default=None, metadata={"minimum": 0})
    green: int | None = field(default=None, metadata={"minimum": 0})
    black: int | None = field(default=None, metadata={"minimum": 0})
    colorless: int | None = field(default=None, metadata={"minimum": 0})
    coin: int | None = field(default=None, metadata={"minimum": 0})

    def vector(self) -> CostVector:
        a = [getattr(self, symbol) or 0 for symbol in COST_SYMBOLS]
        return (a[0], a[1], a[2], a[3], a[4], a[5], a[6])

    def describe(self) -> str:
        given = [(s, getattr(self, s)) for s in COST_SYMBOLS if getattr(self, s) is not None]
        paid = [(s, n) for s, n in given if n] or given
        return english.join(
            f"{n} coin{'s' if n != 1 else ''}" if s == "coin" else f"{n} {s}" for s, n in paid
        )


@dataclass(frozen=True)
class CardTest:
    """A card filter as the engine's card tests call it: (game, card) -> bool."""

    filter: Filter

    def __call__(self, game: Game, card: int) -> bool:
        return self.filter.match(game, -1, card)


@dataclass(frozen=True)
class CostCardTest:
    """A card filter as the engine's cost parts call it, for the ability of the card
    `source`: (game, source, card) -> bool (`other: true`: "another SIGNI")."""

    filter: Filter

    def __call__(self, game: Game, source: int, card: int) -> bool:
        return self.filter.match(game, source, card)


def _absolute(cards: Filter) -> None:
    if cards.is_relative():
        raise LanguageError("a cost's cards cannot be compared with other cards")


def _all_alone(all_: bool, count: int, distinct: Distinct | None = None) -> None:
    if all_ and (count != 1 or distinct is not None):
        raise LanguageError("`all` cards of a kind has no `count` or `distinct`", "all")


def _how_many(cards: Filter, count: int) -> str:
    """`a SIGNI`, `two <<Angel>> SIGNI`: the cards a cost takes, counted."""
    noun = cards.noun(count != 1)
    return english.count_of(1, noun) if count == 1 else f"{english.number(count)} {noun}"


@dataclass(frozen=True)
class DiscardCost(Filter):
    """Discard cards from your hand (which ones: the filter; `distinct`: every two of them
    differ, "a black SIGNI and a white SIGNI" is two black or white SIGNI of different
    colours)."""

    shorthand: ClassVar[str | None] = "count"
    alone_in_list: ClassVar[bool] = True  # one part stands for a cost of one part

    count: int = field(default=1, metadata={"minimum": 1})
    distinct: Distinct | None = None
    all_: bool = field(
        default=False, metadata={"doc": "every card of the kind in your hand, one at least"}
    )
    up_to: bool = field(
        default=False, metadata={"doc": '"discard up to N cards": fewer, or none, may be'}
    )

    def __post_init__(self) -> None:
        super().__post_init__()
        _absolute(self)
        _all_alone(self.all_, self.count, self.distinct)
        if self.up_to and (self.all_ or self.distinct is not None):
            raise LanguageError("a discard of up to N cards has no `all` or `distinct`", "up_to")

    def which(self) -> str:
        """`a SIGNI with a [Guard] icon`: the cards, without the verb."""
        if self.all_:
            return " ".join([f"all {self.noun(True, 'card')}", *self.with_phrases()]) + (
                " from your hand"
            )
        which = _how_many(self, self.count)
        if self.up_to:
            which = f"up to {english.number(self.count)} {self.noun(self.count != 1, 'card')}"
        if self.distinct is not None:
            which += f" {DISTINCT_PHRASES[self.distinct]}"
        return " ".join([which, *self.with_phrases()])

    def describe(self) -> str:
        # "discard a SIGNI with a [Guard] icon"
        return f"discard {self.which()}"


@dataclass(frozen=True)
class RevealCost(Filter):
    """Reveal cards from your hand (which ones: the filter); they stay in the hand, the
    cards this cost paid (`ref: paid`)."""

    shorthand: ClassVar[str | None] = "count"

    count: int = field(default=1, metadata={"minimum": 1})

    def __post_init__(self) -> None:
        super().__post_init__()
        _absolute(self)

    def describe(self) -> str:
        which = _how_many(self, self.count)
        return " ".join(["reveal", which, *self.with_phrases(), "from your hand"])


@dataclass(frozen=True)
class HandToEnerCost(Filter):
    """Put cards from your hand into your Ener Zone (which ones: the filter), after the Ener
    is paid: none of them pays it. The cards this cost paid (`ref: paid`)."""

    shorthand: ClassVar[str | None] = "count"

    count: int = field(default=1, metadata={"minimum": 1})

    def __post_init__(self) -> None:
        super().__post_init__()
        _absolute(self)

    def describe(self) -> str:
        which = " ".join([_how_many(self, self.count), *self.with_phrases()])
        return f"put {which} from your hand into your Ener Zone"


@dataclass(frozen=True)
class DownCost(Filter):
    """Down upped cards on your field (which ones: the filter, `type: SIGNI` or
    `type: LRIG`)."""

    shorthand: ClassVar[str | None] = "count"

    count: int = field(default=1, metadata={"minimum": 1})

    def describe(self) -> str:
        noun = f"upped {self.noun(self.count != 1)}"
        which = english.count_of(self.count, noun, noun)
        if self.other:
            which = (
                f"another {noun}"
                if self.count == 1
                else f"{english.number(self.count)} other {noun}"
            )
        return " ".join([f"down {which} on your field", *self.with_phrases()])


@dataclass(frozen=True)
class EnerTrashCost(Filter):
    """Put cards from your Ener Zone into the trash (not paying Ener with them); `all`:
    every card of the filter's kind there, one at least ("Put all red cards from your Ener
    Zone into the trash")."""

    shorthand: ClassVar[str | None] = "count"
    alone_in_list: ClassVar[bool] = True  # one part stands for a cost of one part

    count: int = field(default=1, metadata={"minimum": 1})
    distinct: Distinct | None = None
    all_: bool = field(default=False, metadata={"doc": "every card of the kind, one at least"})

    def __post_init__(self) -> None:
        super().__post_init__()
        _absolute(self)
        _all_alone(self.all_, self.count, self.distinct)

    def which(self) -> str:
        """`three SIGNI with different classes`: the cards, without the verb."""
        if self.all_:
            return f"all {self.noun(True)}"
        which = _how_many(self, self.count)
        if self.distinct is Distinct.CLASS:
            which += " with different classes"
        elif self.distinct is not None:
            which += f" with different {self.distinct.value}s"
        # "two SIGNI with "Servant" in their card names": what the noun does not say
        return " ".join([which, *self.with_phrases()])

    def describe(self) -> str:
        return f"put {self.which()} from your Ener Zone into the trash"


@dataclass(frozen=True)
class FieldTrashCost(Filter):
    """Put SIGNI from your field into the trash (your own: en-2021-glossary.txt, "Cost")."""

    shorthand: ClassVar[str | None] = "count"
    alone_in_list: ClassVar[bool] = True  # one part stands for a cost of one part

    count: int = field(default=1, metadata={"minimum": 1})
    all_: bool = field(
        default=False, metadata={"doc": "every SIGNI of the kind on your field, one at least"}
    )
    total_level_min: int | None = field(
        default=None,
        metadata={
            "minimum": 1,
            "doc": "the levels of the SIGNI add up to this or more ('whose total level is 7 "
            "or more'; docs/engine-hooks.md, \"A total level of a cost's SIGNI\")",
        },
    )

    def __post_init__(self) -> None:
        super().__post_init__()
        _all_alone(self.all_, self.count)
        if self.total_level_min is not None and (self.all_ or self.count < 2):
            raise LanguageError("a total level bounds two SIGNI or more", "total_level_min")

    def to_lrig_trash(self) -> bool:
        """RESONAs alone, as the cards print it, go "into the LRIG trash" (a card of the
        LRIG deck): not where a RESONA leaving the field goes otherwise."""
        return bool(self.type) and all(t is CardType.RESONA for t in self.type)

    def which(self) -> str:
        """`another <<Demon>> SIGNI on your field`: the SIGNI, without the verb."""
        noun = self.noun(self.count != 1, "SIGNI")
        if self.type == (CardType.SIGNI,) and english.wording().non_resona:
            noun = f"non-RESONA {noun}"  # a RESONA on the field is no card of type SIGNI
        if self.all_:
            which = f"all {'other ' if self.other else ''}{noun}"
        elif self.other:  # "another <<Demon>> SIGNI", "two other SIGNI"
            which = (
                f"another {noun}"
                if self.count == 1
                else f"{english.number(self.count)} other {noun}"
            )
        elif self.count == 1:
            which = english.count_of(1, noun)
        else:
            which = f"{english.number(self.count)} {noun}"
        phrases = self.with_phrases()
        if self.total_level_min is not None:
            phrases.append(f"whose total level is {english.number(self.total_level_min)} or more")
        return " ".join([f"{which} on your field", *phrases])

    def where(self) -> str:
        return "into your LRIG trash" if self.to_lrig_trash() else "into the trash"

    def describe(self) -> str:
        return f"put {self.which()} {self.where()}"


@dataclass(frozen=True)
class EnerByDiscardCost(Filter):
    """Ener of the colour `pays` of this cost that you may pay by discarding cards of the
    filter's kind from your hand instead, one Ener for each card (a [Blue] of the cost paid
    by discarding an <Atom> SIGNI, say; docs/engine-hooks.md, "Ener paid by discarding")."""

    pays: Color = field(default=Color.COLORLESS, metadata={"doc": "the colour each card pays"})

    def __post_init__(self) -> None:
        super().__post_init__()
        _absolute(self)

    def describe(self) -> str:
        """`each 1 blue of which you may pay by discarding a <Atom> SIGNI from your hand`"""
        which = " ".join([_how_many(self, 1), *self.with_phrases()])
        return f"each 1 {self.pays.value} of which you may pay by discarding {which} from your hand"

    def compile(self) -> EnerByDiscard:
        return EnerByDiscard(
            COST_SYMBOLS.index(self.pays.value), None if self.is_any() else CostCardTest(self)
        )


def _part(zone: CostZone, cards: Filter, count: int, to_lrig_trash: bool = False) -> CostPart:
    """A cost part after the first of its zone (`AbilityCost.more`)."""
    return CostPart(zone, count, None if cards.is_any() else CostCardTest(cards), to_lrig_trash)


@dataclass(frozen=True)
class Cost:
    """Every part must be payable; they are paid in the engine's order (down this card,
    discard this card, down other cards, reveal cards of the hand, discard, Ener Zone to
    trash, Exceed, [Charm]s to the trash, [Virus]es removed, SIGNI from the field to the
    trash, the top of the deck to the trash, Ener, cards of the hand into the Ener Zone,
    this card to the trash, the bottom of its owner's deck or out of the game). Parts of
    one zone (`discard: [...]`) are paid together, no card paying two."""

    ener: Ener | None = None
    down: bool = field(default=False, metadata={"doc": "the [Down] icon: down this card"})
    discard: tuple[DiscardCost, ...] = field(
        default=(),
        metadata={"doc": "discard cards; several parts: no card pays two ('a SIGNI and a spell')"},
    )
    reveal: RevealCost | None = field(
        default=None, metadata={"doc": "reveal cards from your hand: {count: 2, type: SPELL}"}
    )
    trash_from_ener: tuple[EnerTrashCost, ...] = field(
        default=(),
        metadata={"doc": "put cards from your Ener Zone into the trash; several parts as discard"},
    )
    exceed: int = field(default=0, metadata={"minimum": 0})
    trash_from_field: tuple[FieldTrashCost, ...] = field(
        default=(),
        metadata={"doc": "put SIGNI on your field into the trash; several parts as discard"},
    )
    vanish_from_field: FieldTrashCost | None = field(
        default=None,
        metadata={
            "doc": "vanish SIGNI on your field (the classic cards' 'banish one of your "
            "SIGNI'): {class: ANCIENT_WEAPON, other: true}"
        },
    )
    trash_self: bool = False
    bottom_self: bool = field(
        default=False,
        metadata={"doc": "this SIGNI goes from the field to the bottom of its owner's deck"},
    )
    down_cards: DownCost | None = field(
        default=None, metadata={"doc": "down upped cards on your field: {count: 2, type: SIGNI}"}
    )
    charms: int | Literal["any"] = field(
        default=0,
        metadata={
            "minimum": 0,
            "doc": "put this many of your [Charm]s into the trash (`any`: any number, none too)",
        },
    )
    discard_self: bool = field(
        default=False, metadata={"doc": "discard this card (an action used from the hand)"}
    )
    mill: int = field(
        default=0,
        metadata={
            "minimum": 0,
            "doc": "put this many cards from the top of your deck into your trash",
        },
    )
    banish_self: bool = field(
        default=False,
        metadata={"doc": "remove this card from the game (from where its ability is used)"},
    )
    hand_to_ener: HandToEnerCost | None = field(
        default=None,
        metadata={"doc": "put cards from your hand into your Ener Zone: {type: SIGNI}"},
    )
    remove_viruses: int = field(
        default=0,
        metadata={
            "minimum": 0,
            "doc": "remove this many [Virus]es on your opponent's field (docs/engine-hooks.md)",
        },
    )
    power_self: int = field(
        default=0,
        metadata={"doc": "this SIGNI gets this much power until end of turn: -10000, a loss"},
    )
    ener_by_discard: EnerByDiscardCost | None = field(
        default=None,
        metadata={
            "doc": "Ener of a colour of this cost you may pay by discarding cards instead, "
            "one for each: {pays: blue, type: SIGNI, class: ATOM}"
        },
    )

    def __post_init__(self) -> None:
        if self.ener_by_discard is not None:
            asked = self.ener.vector() if self.ener is not None else (0,) * len(COST_SYMBOLS)
            if not asked[COST_SYMBOLS.index(self.ener_by_discard.pays.value)]:
                raise LanguageError(
                    "cards discarded pay Ener of a colour the cost asks for", "ener_by_discard"
                )
            if self.discard or self.hand_to_ener is not None or self.reveal is not None:
                # Both would take cards of the hand: no card needs them together yet.
                raise LanguageError(
                    "a cost whose Ener is paid by discarding takes no other card of the hand",
                    "ener_by_discard",
                )
        if self.hand_to_ener is not None and (self.discard or self.reveal is not None):
            # Both would take cards of the hand: no card needs them together yet.
            raise LanguageError(
                "a cost that puts cards of the hand into the Ener Zone discards or reveals none",
                "hand_to_ener",
            )
        for key in ("discard", "trash_from_field"):
            parts = getattr(self, key)
            if len(parts) > 1 and any(part.all_ or getattr(part, "up_to", False) for part in parts):
                # Every card of a kind leaves no choice to share with another part.
                raise LanguageError("a cost of all (or up to N) cards has no other part", key)
        if any(part.all_ for part in self.trash_from_ener) and (
            len(self.trash_from_ener) > 1 or self.ener is not None
        ):
            # Which cards pay the Ener would decide which are left to trash: no card asks.
            raise LanguageError(
                "a cost of all the cards of a kind in the Ener Zone has no other Ener part",
                "trash_from_ener",
            )
        if len(self.trash_from_field) > 1 and any(
            part.total_level_min is not None for part in self.trash_from_field
        ):
            # The bound is the engine's for one part alone: no card asks for more.
            raise LanguageError("a total level bounds a cost of one field part", "trash_from_field")
        if self.vanish_from_field is not None and self.trash_from_field:
            # One part of the field each: no card asks for both.
            raise LanguageError(
                "a cost that vanishes SIGNI of the field puts none into the trash",
                "vanish_from_field",
            )
        for key in ("discard", "trash_from_ener"):
            parts = getattr(self, key)
            if len(parts) > 1 and any(part.distinct is not None for part in parts):
                raise LanguageError("a cost of several parts has no `distinct`", key)

    def compile(self) -> AbilityCost:
        discard = self.discard[0] if self.discard else None
        trash = self.trash_from_ener[0] if self.trash_from_ener else None
        down = self.down_cards
        field_trash = self.trash_from_field[0] if self.trash_from_field else None
        if self.vanish_from_field is not None:
            field_trash = self.vanish_from_field
        more = (
            *(_part(CostZone.HAND, p, p.count) for p in self.discard[1:]),
            *(_part(CostZone.ENER, p, p.count) for p in self.trash_from_ener[1:]),
            *(
                _part(CostZone.FIELD, p, p.count, p.to_lrig_trash())
                for p in self.trash_from_field[1:]
            ),
        )
        return AbilityCost(
            ener=self.ener.vector() if self.ener is not None else (0, 0, 0, 0, 0, 0, 0),
            down_self=self.down,
            discard=discard.count if discard is not None else 0,
            discard_filter=None if discard is None or discard.is_any() else CostCardTest(discard),
            trash_from_ener=trash.count if trash is not None else 0,
            ener_filter=None if trash is None or trash.is_any() else CostCardTest(trash),
            exceed=self.exceed,
            trash_self=self.trash_self,
            bottom_self=self.bottom_self,
            ener_compatible=(
                COMPATIBLE[trash.distinct] if trash is not None and trash.distinct else None
            ),
            down_cards=down.count if down is not None else 0,
            down_filter=None if down is None or down.is_any() else CostCardTest(down),
            trash_from_field=field_trash.count if field_trash is not None else 0,
            field_filter=(
                None if field_trash is None or field_trash.is_any() else CostCardTest(field_trash)
            ),
            field_to_lrig_trash=(
                self.vanish_from_field is None
                and field_trash is not None
                and field_trash.to_lrig_trash()
            ),
            field_vanish=self.vanish_from_field is not None,
            charms=0 if self.charms == "any" else self.charms,
            charms_any=self.charms == "any",
            viruses=self.remove_viruses,
            banish_self=self.banish_self,
            mill=self.mill,
            discard_self=self.discard_self,
            reveal=self.reveal.count if self.reveal is not None else 0,
            reveal_filter=(
                None if self.reveal is None or self.reveal.is_any() else CostCardTest(self.reveal)
            ),
            discard_compatible=(
                COMPATIBLE[discard.distinct]
                if discard is not None and discard.distinct is not None
                else None
            ),
            more=more,
            ener_all=trash is not None and trash.all_,
            discard_all=discard is not None and discard.all_,
            discard_up_to=discard is not None and discard.up_to,
            field_all=field_trash is not None and field_trash.all_,
            hand_to_ener=self.hand_to_ener.count if self.hand_to_ener is not None else 0,
            power_self=self.power_self,
            ener_by_discard=(
                self.ener_by_discard.compile() if self.ener_by_discard is not None else None
            ),
            field_level_floor=(field_trash.total_level_min or 0 if field_trash is not None else 0),
            hand_ener_filter=(
                None
                if self.hand_to_ener is None or self.hand_to_ener.is_any()
                else CostCardTest(self.hand_to_ener)
            ),
        )

    def coins_only(self) -> int:
        """The coins of a cost of coins alone (a Bet), else 0."""
        if self.ener is None or not self.ener.coin or self != Cost(Ener(coin=self.ener.coin)):
            return 0
        return self.ener.coin

    def describe(self) -> str:
        """`Pay 1 green and discard two cards`."""
        parts: list[str] = []
        if self.down:
            parts.append(f"down {english.this()}")
        if self.discard_self:
            parts.append("discard this card")
        if self.down_cards is not None:
            parts.append(self.down_cards.describe())
        if self.reveal is not None:
            parts.append(self.reveal.describe())
        if self.ener is not None:
            parts.append(f"pay {self.ener.describe()}")
            if self.ener_by_discard is not None:
                parts[-1] += f", {self.ener_by_discard.describe()}"
        if self.power_self:
            power = english.signed(self.power_self)
            parts.append(f"{english.this()} gets {power} power until end of turn")
        if self.discard:
            parts.append(f"discard {english.join(part.which() for part in self.discard)}")
        if self.trash_from_ener:
            which = english.join(part.which() for part in self.trash_from_ener)
            parts.append(f"put {which} from your Ener Zone into the trash")
        if self.exceed:
            parts.append(f"[Exceed {self.exceed}]")
        if self.charms == "any":
            parts.append("put any number of your [Charm]s into the trash")
        elif self.charms:
            charms = english.count_of(self.charms, "[Charm]", "[Charm]s")
            parts.append(f"put {charms} of yours into the trash")
        if self.remove_viruses:
            viruses = english.count_of(self.remove_viruses, "[Virus]", "[Virus]es")
            parts.append(f"{english.verb('eliminate')} {viruses} on your opponent's field")
        # "put a <<Arm>> SIGNI on your field and a <<Weapon>> SIGNI on your field into the
        # trash": the parts of one trash together
        for where in dict.fromkeys(part.where() for part in self.trash_from_field):
            which = english.join(p.which() for p in self.trash_from_field if p.where() == where)
            parts.append(f"put {which} {where}")
        if self.vanish_from_field is not None:
            parts.append(f"{english.verb('vanish')} {self.vanish_from_field.which()}")
        if self.mill:
            top = "the top card" if self.mill == 1 else f"the top {english.number(self.mill)} cards"
            parts.append(f"put {top} of your deck into your trash")
        if self.hand_to_ener is not None:
            parts.append(self.hand_to_ener.describe())
        if self.trash_self:
            parts.append(f"put {english.this()} into the trash")
        if self.bottom_self:
            parts.append(f"put {english.this()} on your field on the bottom of its owner's deck")
        if self.banish_self:
            parts.append(f"remove {english.this()} from the game")
        return english.sentence(english.join(parts)).rstrip(".")


@dataclass(frozen=True)
class CostChoice:
    """A cost chosen from parts: `choose` of the `options`, paid together ("choose two of
    the following three"). Two options may not pay the same part (two discards)."""

    options: tuple[Cost, ...]
    choose: int = field(default=1, metadata={"minimum": 1})

    def __post_init__(self) -> None:
        if len(self.options) < 2:
            raise LanguageError("a choice of costs needs two options or more", "options")
        if self.choose > len(self.options):
            raise LanguageError("more costs to choose than options", "choose")
        for combination in combinations(self.options, self.choose):
            _merged(combination)

    def costs(self) -> tuple[Cost, ...]:
        """Every cost the choice can make, in the order of the options chosen."""
        return tuple(_merged(chosen) for chosen in combinations(self.options, self.choose))

    def describe(self) -> str:
        """`Choose two of the following: (1) Discard a card. (2) ...`"""
        options = " ".join(
            f"({index}) {option.describe()}." for index, option in enumerate(self.options, 1)
        )
        return f"Choose {english.number(self.choose)} of the following: {options}"


def _merged(costs: Iterable[Cost]) -> Cost:
    """One cost paying every part of `costs`."""
    parts: dict[str, object] = {}
    for cost in costs:
        for item in fields(Cost):
            value = getattr(cost, item.name)
            if value == item.default:
                continue
            if item.name in parts:
                raise LanguageError(f"two of the costs to choose pay `{item.name}`", "options")
            parts[item.name] = value
    return Cost(**parts)  # type: ignore[arg-type]


@dataclass(frozen=True)
class UseCostReduction:
    """As its card is used, its user may down upped cards of their field (`down`) or
    discard cards (`discard`), up to `up_to` of them (any number when not given); the use
    cost is reduced by `each` for each (a spell whose cost is two [White] less for
    each upped <Space> SIGNI its user downs as they use it)."""

    each: Ener = field(metadata={"doc": "the Ener the use cost is reduced by for each card"})
    down: DownCost | None = field(
        default=None, metadata={"doc": "upped cards of your field that may be downed"}
    )
    discard: DiscardCost | None = field(
        default=None, metadata={"doc": "cards of your hand that may be discarded"}
    )
    up_to: int | None = field(default=None, metadata={"minimum": 1, "doc": "at most this many"})

    def __post_init__(self) -> None:
        if (self.down is None) == (self.discard is None):
            raise LanguageError("a use cost reduction says `down` or `discard`")
        cards = self.down if self.down is not None else self.discard
        assert cards is not None
        if cards.count != 1 or (self.discard is not None and self.discard.distinct is not None):
            raise LanguageError("how many cards a use cost reduction takes is `up_to`", "up_to")

    def compile(self) -> UseReduction:
        if self.down is not None:
            unit = Cost(down_cards=self.down).compile()
        else:
            assert self.discard is not None
            unit = Cost(discard=(self.discard,)).compile()
        return UseReduction(unit, self.each.vector(), self.up_to or 0)

    def describe(self) -> str:
        """`As you use this spell, you may down any number of upped <Space> SIGNI on your
        field. Its use cost is reduced by 2 white for each card downed this way.`"""
        card = english.this().removeprefix("this ")
        cards = self.down if self.down is not None else self.discard
        assert cards is not None
        upped, verb, where, done = (
            ("upped ", "down", " on your field", "downed")
            if self.down is not None
            else ("", "discard", "", "discarded")
        )
        if self.up_to == 1:
            which = english.a(upped + cards.noun(False, "card"))
        else:
            many = "any number of" if self.up_to is None else f"up to {english.number(self.up_to)}"
            which = f"{many} {upped}{cards.noun(True, 'card')}"
        return (
            f"As you use this {card}, you may {verb} {which}{where}. Its use cost is reduced "
            f"by {self.each.describe()} for each card {done} this way."
        )
