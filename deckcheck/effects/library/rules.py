"""Effects that change the rules while they are in force: costs, where vanished SIGNI
go, what a player cannot do, how often a card may attack."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.cards.model import CardType
from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import (
    Filter,
    Player,
    Selection,
    Side,
    Whose,
    WhoseTest,
    ZoneName,
)
from deckcheck.effects.costs import CardTest, Cost, Ener
from deckcheck.effects.library.common import PlayersEffect
from deckcheck.effects.library.conditions import PhaseName
from deckcheck.effects.library.flow import third_person
from deckcheck.effects.library.power import FieldMark, QuantityReader, continuous_on
from deckcheck.effects.terms import Effect, Quantity
from deckcheck.effects.values import Duration, Per, player_of, possessive
from deckcheck.engine.abilities import AbilityCost, EffectContext, Procedure
from deckcheck.engine.constants import FIELD_ZONES, CardKind, Phase, Zone
from deckcheck.engine.continuous import (
    NEVER,
    Attribute,
    ContinuousEffect,
    Mode,
    Restriction,
    skip_bit,
)

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class CostChange(Effect):
    """The use costs of cards (SPELLs, PIECEs, ARTS), or the grow costs of LRIG (`grow`),
    change while in force, or until `until` (a one-shot effect: "this turn, ..."): the
    opponent's spells costing one [Colorless] more, say; by an amount for each
    unit of a quantity (`per`, read whenever the cost is: "reduced by [Red] for each
    <<Dragon Beast>> SIGNI on your field"), or they become `becomes` ("the cost of this
    card becomes [Red] 0"), before any increase or reduction."""

    name: ClassVar[str] = "cost_change"

    cards: Whose = field(metadata=FLAT)
    add: Ener | None = None
    reduce: Ener | None = None
    becomes: Ener | None = None
    per: Quantity | None = field(
        default=None, metadata={"doc": "`add` or `reduce` once for each unit of this quantity"}
    )
    every: int = field(
        default=1, metadata={"minimum": 1, "doc": 'units counted together: "for every six"'}
    )
    until: Duration = Duration.END_OF_TURN
    grow: bool = field(
        default=False,
        metadata={"doc": 'the grow costs of LRIG instead ("the cost to grow LRIG ... is reduced")'},
    )
    next: bool = field(
        default=False,
        metadata={"doc": 'the next use alone ("the next time you use a spell this turn")'},
    )
    one_colorless: bool = field(
        default=False,
        metadata={
            "doc": "one Ener of a colour of the use cost, of the user's choice, may be paid as"
            " colorless instead"
        },
    )

    def __post_init__(self) -> None:
        changes = (self.add, self.reduce, self.becomes)
        if sum(part is not None for part in changes) != (0 if self.one_colorless else 1):
            raise LanguageError(
                "a cost change says one of `add`, `reduce`, `becomes` or `one_colorless`"
            )
        if self.one_colorless and (self.grow or self.per is not None):
            raise LanguageError("one Ener paid as colorless is of a use cost", "one_colorless")
        if self.next and self.grow:
            raise LanguageError("`next` is about the next use of a card, not a grow", "next")
        if self.becomes is not None and self.per is not None:
            raise LanguageError("a cost that `becomes` an amount has no `per`", "per")
        if self.every != 1 and self.per is None:
            raise LanguageError("`every` counts the units of a `per` quantity", "every")

    def delta(self) -> tuple[int, int, int, int, int, int, int]:
        if self.becomes is not None:
            return self.becomes.vector()
        if self.add is not None:
            return self.add.vector()
        assert self.reduce is not None
        a = [-amount for amount in self.reduce.vector()]
        return (a[0], a[1], a[2], a[3], a[4], a[5], a[6])

    def effect(self, game: Game, source: int, condition: Any, ends: int) -> ContinuousEffect:
        scale = None
        if self.per is not None:
            scale = QuantityReader(Per(self.per, every=self.every), game.owner[source], source)
        if self.one_colorless:
            # "The next time you use a spell": the cards its user uses, whoever owns them
            # (a spell of the opponent's trash used by an effect).
            owner = game.owner[source]
            user = {Side.YOU: owner, Side.OPPONENT: 1 - owner, Side.ANY: -1}[self.cards.side]
            return ContinuousEffect(
                Attribute.USE_COLORLESS,
                Mode.SET,
                applies=WhoseTest(replace(self.cards, side=Side.ANY), source),
                player=user,
                condition=condition,
                ends_after_turn=ends,
                next_use=self.next,
            )
        return ContinuousEffect(
            Attribute.GROW_COST if self.grow else Attribute.USE_COST,
            Mode.ADD if self.becomes is None else Mode.SET,
            applies=WhoseTest(self.cards, source),
            cost_delta=self.delta(),
            condition=condition,
            ends_after_turn=ends,
            scale=scale,
            next_use=self.next,
        )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        ends = self.until.ends_after(game, context.controller)
        game.add_effect(self.effect(game, context.source, None, ends))
        return
        yield  # a generator, without choices

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [self.effect(game, source, condition, NEVER)]

    def constant_problem(self) -> str | None:
        if self.next:
            return "`next` is for a one-shot cost change: the next use this turn"
        return None

    def _change(self, *, plural: bool) -> str:
        """`are reduced by 1 colorless for each ...`, `becomes 2 white`."""
        be = "are" if plural else "is"
        if self.one_colorless:
            their = "their" if plural else "its"
            return f"may have one of {their} colored Ener paid as 1 colorless instead"
        if self.becomes is not None:
            change = f"{'become' if plural else 'becomes'} {self.becomes.describe()}"
        elif self.add is not None:
            change = f"{be} increased by {self.add.describe()}"
        else:
            assert self.reduce is not None
            change = f"{be} reduced by {self.reduce.describe()}"
        if self.per is not None:
            change += f" for {Per(self.per, every=self.every).unit()}"
        return change

    def _describe_next(self) -> str:
        """ "This turn, the next time you use a spell, its use cost is reduced by ..." """
        change = self._change(plural=False)
        who = {Side.YOU: "you use", Side.OPPONENT: "your opponent uses", Side.ANY: "a player uses"}
        card = english.a(self.cards.noun(False, "card"))
        when = "This turn" if self.until is Duration.END_OF_TURN else self.until.describe()
        return f"{when}, the next time {who[self.cards.side]} {card}, its use cost {change}."

    def describe(self) -> str:
        whose = {Side.YOU: "your", Side.OPPONENT: "your opponent's", Side.ANY: "all"}[
            self.cards.side
        ]
        what = f"{whose} {self.cards.noun(True, 'card')}"
        until = self.until.describe()
        costs = "Grow costs" if self.grow else "Use costs"
        text = f"{costs} of {what} {self._change(plural=True)}"
        if self.next:
            return self._describe_next()
        return english.sentence(f"{text} {until}".strip())


@dataclass(frozen=True)
class ActionCostChange(Effect):
    """The use costs of the [Action] abilities of cards are increased while in force
    (the opponent's Center LRIG and SIGNI paying one colorless Ener more for each
    [Action] during their turn, say): wherever the cards are."""

    name: ClassVar[str] = "action_cost_change"

    cards: Whose = field(metadata=FLAT)
    add: Ener = field(metadata={"doc": "the Ener added to each use cost"})

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [
            ContinuousEffect(
                Attribute.ACTION_COST,
                Mode.ADD,
                applies=WhoseTest(self.cards, source),
                cost_delta=self.add.vector(),
                condition=condition,
            )
        ]

    def describe(self) -> str:
        whose = {Side.YOU: "your", Side.OPPONENT: "your opponent's", Side.ANY: "all"}[
            self.cards.side
        ]
        what = f"{whose} {self.cards.noun(True, 'card')}"
        return english.sentence(
            f"Use costs of the [Action] abilities of {what} are increased by {self.add.describe()}"
        )


@dataclass(frozen=True)
class NextActionCost(Effect):
    """The use cost of the [Action] abilities of cards becomes `becomes` for their next use
    alone, until `until` (one [Action] of a SIGNI in the trash costing [Black] 0 its next
    time this turn): an ACTION_COST effect with
    `next_use`, ended as an [Action] ability of a card it covers is used."""

    name: ClassVar[str] = "next_action_cost"

    cards: Selection = field(metadata=FLAT)
    becomes: Ener
    until: Duration = Duration.END_OF_TURN

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        ends = self.until.ends_after(game, context.controller)
        for card in cards:
            game.add_effect(
                ContinuousEffect(
                    Attribute.ACTION_COST,
                    Mode.SET,
                    target=card,
                    cost_delta=self.becomes.vector(),
                    ends_after_turn=ends,
                    next_use=True,
                )
            )

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        until = self.until.describe()
        lead = f"{until}, " if until else ""
        return english.sentence(
            f"{lead}the next time an [Action] ability of {text} is used, its use cost is "
            f"{self.becomes.describe()}"
        )


class Place(StrEnum):
    TRASH = "trash"
    HAND = "hand"
    DECK_BOTTOM = "deck_bottom"
    # A RESONA's own: vanished all the same, it is put there instead of returning to
    # where RESONAs go (docs/engine-hooks.md, "RESONA").
    LRIG_TRASH = "lrig_trash"

    @property
    def zone(self) -> Zone:
        return {
            Place.TRASH: Zone.TRASH,
            Place.HAND: Zone.HAND,
            Place.DECK_BOTTOM: Zone.DECK,
            Place.LRIG_TRASH: Zone.LRIG_TRASH,
        }[self]

    def where(self) -> str:
        return {
            Place.TRASH: "into its owner's trash",
            Place.HAND: "into its owner's hand",
            Place.DECK_BOTTOM: "on the bottom of its owner's deck",
            Place.LRIG_TRASH: "into its owner's LRIG trash",
        }[self]


@dataclass(frozen=True)
class IsCard:
    """The engine's `applies(game, card)` for one card alone."""

    card: int

    def __call__(self, game: Game, card: int) -> bool:
        return card == self.card


@dataclass(frozen=True)
class VanishedBy:
    """A replacement that covers only what one card vanishes: (game, vanisher) -> bool."""

    source: int

    def __call__(self, game: Game, by: int) -> bool:
        return by == self.source


@dataclass(frozen=True)
class VanishDestination(Effect):
    """A replacement while in force: SIGNI that would be vanished go elsewhere instead
    (a replaced vanish triggers no [Lancer]); `by_self`: only those this card vanishes."""

    name: ClassVar[str] = "vanish_destination"

    to: Place
    cards: Whose = field(default_factory=lambda: Whose(side=Side.ANY), metadata=FLAT)
    by_self: bool = field(default=False, metadata={"doc": "only SIGNI this card vanishes"})
    self_only: bool = field(
        default=False,
        metadata={"doc": "only this card (a SIGNI that goes elsewhere when it is banished)"},
    )

    def __post_init__(self) -> None:
        if self.to is Place.LRIG_TRASH and not self.self_only:
            # Only a RESONA goes there, and the cards say so of themselves.
            raise LanguageError("a vanish into the LRIG trash is this RESONA's own", "to")
        if self.self_only and self.cards != Whose(side=Side.ANY):
            raise LanguageError("this card alone is no kind of cards", "self_only")

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [
            ContinuousEffect(
                Attribute.VANISH_TO,
                Mode.SET,
                int(self.to.zone),
                applies=IsCard(source) if self.self_only else WhoseTest(self.cards, source),
                protects_from=VanishedBy(source) if self.by_self else None,
                condition=condition,
            )
        ]

    def describe(self) -> str:
        """`If a SIGNI on your opponent's field would be vanished by this SIGNI, it is put
        into its owner's trash instead of its owner's Ener Zone.`"""
        which = self.cards.phrase()
        if self.cards.side is Side.ANY and self.cards.is_any():
            which = "a SIGNI"
        if self.self_only:
            which = english.this()
        by = f" by {english.this()}" if self.by_self else ""
        vanished = english.verb("vanish", "ed")
        where = self.to.where()
        instead = "instead of its owner's Ener Zone"
        if self.to is Place.LRIG_TRASH:
            instead = "instead of returning to its owner's LRIG deck"
        return english.sentence(f"if {which} would be {vanished}{by}, it is put {where} {instead}")


@dataclass(frozen=True)
class LeaveDestination(Effect):
    """A replacement while in force: SIGNI that would leave the field (vanished, returned,
    put anywhere but under a SIGNI) go elsewhere instead (to the trash, for every opposing
    SIGNI during the opponent's turn, say); docs/engine-hooks.md, "Leaving the field elsewhere"."""

    name: ClassVar[str] = "leave_destination"

    to: Place
    cards: Whose = field(default_factory=lambda: Whose(side=Side.ANY), metadata=FLAT)

    def __post_init__(self) -> None:
        if self.to is Place.LRIG_TRASH:
            raise LanguageError("only a vanished RESONA goes to the LRIG trash instead", "to")

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [
            ContinuousEffect(
                Attribute.LEAVE_TO,
                Mode.SET,
                int(self.to.zone),
                applies=WhoseTest(self.cards, source),
                condition=condition,
            )
        ]

    def describe(self) -> str:
        """`If a SIGNI would leave your opponent's field, it is put into its owner's trash
        instead.`"""
        which = self.cards.phrase(located=False)
        field_ = self.cards.field().removeprefix("on ")
        return english.sentence(
            f"if {which} would leave {field_}, it is put {self.to.where()} instead"
        )


class Action(StrEnum):
    GUARD = "guard"
    GROW = "grow"
    # Put one's SIGNI from the field into the trash by the rules of the main phase, not
    # by an effect (turn-summary.txt, "Main Phase").
    RETIRE = "retire"
    # Put a Life Cloth into the trash as one refreshes (en-2021-glossary.txt, "Refresh").
    REFRESH_LIFE_CLOTH = "refresh_life_cloth"
    # Pay an Ener cost of one or more: any card's, ability's, grow or attack cost.
    PAY_ENER = "pay_ener"

    # Gain coins by any effect (docs/engine-hooks.md, "Coins").
    GAIN_COINS = "gain_coins"
    # Draw cards, by any effect or the draw phase (docs/engine-hooks.md, "Cards kept out
    # of the hand").
    DRAW = "draw"
    # Add cards to the hand from anywhere but the field (a SIGNI returned to the hand is
    # not added): by an effect, a search, a look at the deck.
    ADD_TO_HAND = "add_to_hand"

    @property
    def bit(self) -> int:
        return {
            Action.GUARD: Restriction.GUARD,
            Action.GROW: Restriction.GROW,
            Action.RETIRE: Restriction.RETIRE,
            Action.REFRESH_LIFE_CLOTH: Restriction.REFRESH_LIFE_CLOTH,
            Action.PAY_ENER: Restriction.PAY_ENER,
            Action.GAIN_COINS: Restriction.GAIN_COINS,
            Action.DRAW: Restriction.DRAW,
            Action.ADD_TO_HAND: Restriction.ADD_TO_HAND,
        }[self]

    def verb(self, whose: str) -> str:
        """What the player cannot do (`whose`: "your", "their")."""
        if self is Action.RETIRE:
            return f"put {whose} SIGNI from the field into the trash other than by an effect"
        if self is Action.REFRESH_LIFE_CLOTH:
            return f"put a card from {whose} Life Cloth into {whose} trash"
        if self is Action.PAY_ENER:
            return "pay Ener costs with a value of one or more"
        if self is Action.GAIN_COINS:
            return "gain coins"
        if self is Action.DRAW:
            return "draw cards"
        if self is Action.ADD_TO_HAND:
            return f"add cards to {whose} hand"
        return "[Guard]" if self is Action.GUARD else self.value


@dataclass(frozen=True)
class Cannot(PlayersEffect):
    """A player cannot do something ("Your opponent cannot [Guard]", "your opponent
    cannot grow"; `with`: only [Guard] with cards of a filter, such as SIGNI of level two
    or less): in force, or until a time."""

    name: ClassVar[str] = "cannot"

    action: Action
    player: Player = Player.OPPONENT
    until: Duration = Duration.END_OF_TURN
    with_: Filter | None = field(
        default=None, metadata={"doc": "guard: only with the cards of this filter"}
    )

    def __post_init__(self) -> None:
        if self.with_ is not None and self.action is not Action.GUARD:
            raise LanguageError("`with` names the cards a player cannot [Guard] with", "with")

    def _effect(self, controller: int, **timing: Any) -> ContinuousEffect:
        return ContinuousEffect(
            Attribute.RESTRICTION,
            Mode.SET,
            self.action.bit,
            applies=None if self.with_ is None else CardTest(self.with_),
            player=player_of(self.player, controller),
            **timing,
        )

    def describe(self) -> str:
        who = "you cannot" if self.player is Player.YOU else "your opponent cannot"
        what = self.action.verb("your" if self.player is Player.YOU else "their")
        if self.action is Action.REFRESH_LIFE_CLOTH:
            # Not a thing a player chooses to do: what their refresh does not do.
            when = (
                "you refresh, you" if self.player is Player.YOU else "your opponent refreshes, they"
            )
            return english.sentence(f"when {when} do not {what} {self.until.describe()}".strip())
        if self.with_ is not None:
            what += " with " + " ".join([self.with_.noun(True, "card"), *self.with_.with_phrases()])
        return english.sentence(f"{who} {what} {self.until.describe()}".strip())


@dataclass(frozen=True)
class SkipPhase(PlayersEffect):
    """A player skips a phase of their turns ("Skip your grow phase", "Your opponent
    skips their ener phase"): it does not happen, nor begin; in force, or until a time
    (docs/engine-hooks.md, "Skipped phases")."""

    name: ClassVar[str] = "skip_phase"
    shorthand: ClassVar[str | None] = "phase"

    phase: PhaseName
    player: Player = Player.YOU
    until: Duration = Duration.END_OF_TURN

    def _effect(self, controller: int, **timing: Any) -> ContinuousEffect:
        return ContinuousEffect(
            Attribute.RESTRICTION,
            Mode.SET,
            skip_bit(self.phase.phase),
            player=player_of(self.player, controller),
            **timing,
        )

    def describe(self) -> str:
        what = f"{self.phase.value} phase"
        text = (
            f"skip your {what}"
            if self.player is Player.YOU
            else f"your opponent skips their {what}"
        )
        return english.sentence(f"{text} {self.until.describe()}".strip())


@dataclass(frozen=True)
class CannotUse(Effect):
    """Players cannot use cards (SPELLs, PIECEs, ARTS) of a kind: `side` is whose cards
    ("You cannot use spells this turn", "Players cannot use non-white spells"): while a
    [Constant] ability is in force, or until `until` (`game`: "during this game")."""

    name: ClassVar[str] = "cannot_use"

    cards: Whose = field(metadata=FLAT)
    until: Duration = Duration.END_OF_TURN

    def _effect(self, source: int, **timing: Any) -> ContinuousEffect:
        return ContinuousEffect(
            Attribute.NO_USE, Mode.SET, applies=WhoseTest(self.cards, source), **timing
        )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        ends = self.until.ends_after(game, context.controller)
        game.add_effect(self._effect(context.source, ends_after_turn=ends))
        return
        yield  # a generator, without choices

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [self._effect(source, condition=condition)]

    def describe(self) -> str:
        who = {Side.YOU: "you", Side.OPPONENT: "your opponent", Side.ANY: "players"}[
            self.cards.side
        ]
        what = self.cards.noun(True, "card")
        return english.sentence(f"{who} cannot use {what} {self.until.describe()}".strip())


# What a counter counters: the cards that wait in a check zone for their effect.
_COUNTERED = (CardType.SPELL, CardType.PIECE)
_COUNTERED_KINDS = (int(CardKind.SPELL), int(CardKind.PIECE))


@dataclass(frozen=True)
class Counter(Effect):
    """Counter the effect of a SPELL or PIECE being used (a target spell of total cost three or
    less; the classic cards' cancelled spell; a [Team] PIECE of the opponent's check
    zone): its effect is not processed, and it goes at once where a used card of its kind
    goes, a SPELL to the trash, a PIECE out of the game (en-2021-glossary.txt, "Use
    timing: Spell Cut-in", "PIECE"; docs/engine-hooks.md, "Countered cards"). The card is
    one in a check zone: in its use, waiting for its effect (a Spell Cut-In, a cut-in
    just after a PIECE is used: the use ability's `cut_in`). `as` names the cards countered
    (for a later part that uses the countered spell from the trash): not one that could not be."""

    name: ClassVar[str] = "counter"

    cards: Selection = field(metadata=FLAT)

    def __post_init__(self) -> None:
        pick = self.cards.target or self.cards.choose
        if (
            pick is None
            or pick.zone is not ZoneName.CHECK
            or len(pick.type) != 1
            or pick.type[0] not in _COUNTERED
        ):
            raise LanguageError("a counter targets or chooses a SPELL or a PIECE in a check zone")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        countered = [
            card
            for card in cards
            if game.zone[card] == Zone.CHECK
            and card in game.use_after  # being used: not a crushed Life Cloth
            and game.kind[card] in _COUNTERED_KINDS
            and game.negate(card, context.controller)
        ]
        name = self.cards.name()
        if name is not None:
            context.data[name] = countered

    def describe(self) -> str:
        pick = self.cards.target or self.cards.choose
        assert pick is not None
        which = "target" if self.cards.target is not None else "one"
        spell = " ".join([pick.noun(False, "spell"), *pick.with_phrases()])
        text = english.sentence(f"{english.verb('counter')} the effect of {which} {spell}")
        if pick.type == (CardType.PIECE,):
            # A PIECE is said where it is, and what a used PIECE does, as the cards print it.
            piece = " ".join([pick.noun(False), pick.where(moving=False), *pick.with_phrases()])
            if pick.as_ is not None:
                english.name_cards(pick.as_, "that PIECE", True)
            counter = english.sentence(f"{english.verb('counter')} the effects of {which} {piece}")
            return f"{counter} The PIECE countered this way is removed from the game."
        if pick.as_ is not None:
            # Countered, it is in its owner's trash at once.
            side = pick.side
            trash = "its owner's"
            if side is not None and side is not Side.ANY:
                trash = possessive(Player(side.value))
            english.name_cards(pick.as_, f"that spell from {trash} trash", True)
        return text


@dataclass(frozen=True)
class CannotBeCountered(Effect):
    """The effects of SPELLs cannot be countered by the effects of their owner's opponent
    ("cannot be canceled by your opponent's effects"): while a [Constant] ability is in
    force, or until `until`; with `next`, the next such SPELL used alone ("the next spell
    you use ... cannot be canceled"), until its use is over."""

    name: ClassVar[str] = "cannot_be_countered"

    cards: Whose = field(metadata=FLAT)
    next: bool = field(default=False, metadata={"doc": "the next such SPELL used alone"})
    until: Duration = Duration.END_OF_TURN

    def __post_init__(self) -> None:
        if self.cards.type != (CardType.SPELL,):
            raise LanguageError("what cannot be countered is a SPELL", "type")

    def _effect(self, source: int, condition: Any, ends: int) -> ContinuousEffect:
        return ContinuousEffect(
            Attribute.NO_COUNTER,
            Mode.SET,
            applies=WhoseTest(self.cards, source),
            condition=condition,
            ends_after_turn=ends,
            next_use=self.next,
        )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        ends = self.until.ends_after(game, context.controller)
        game.add_effect(self._effect(context.source, None, ends))
        return
        yield  # a generator, without choices

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [self._effect(source, condition, NEVER)]

    def constant_problem(self) -> str | None:
        if self.next:
            return "`next` is for a one-shot effect: the next use this turn"
        return None

    def describe(self) -> str:
        who = {Side.YOU: "you use", Side.OPPONENT: "your opponent uses", Side.ANY: "is used"}
        by = {Side.YOU: "your opponent's", Side.OPPONENT: "your", Side.ANY: "the opponent's"}
        side = self.cards.side
        countered = f"cannot be {english.verb('counter', 'ed')} by {by[side]} effects"
        if self.next:
            when = "This turn" if self.until is Duration.END_OF_TURN else self.until.describe()
            spell = self.cards.noun(False, "spell")
            user = f"{who[side]}" if side is not Side.ANY else "a player uses"
            return f"{when}, the next {spell} {user} {countered}."
        whose = {Side.YOU: "your", Side.OPPONENT: "your opponent's", Side.ANY: "all"}[side]
        until = self.until.describe()
        return english.sentence(
            f"the effects of {whose} {self.cards.noun(True, 'spell')} {countered} {until}".strip()
        )


@dataclass(frozen=True)
class SigniAttacks(PlayersEffect):
    """How many times, at most, a player's SIGNI attack all together (once in all for the
    opponent this turn, say), counted from the attacks they made this turn:
    until `until`, or while a [Constant] ability is in force (docs/engine-hooks.md,
    "Attacks at most")."""

    name: ClassVar[str] = "signi_attacks"

    at_most: int = field(metadata={"minimum": 1})
    player: Player = Player.OPPONENT
    until: Duration = Duration.END_OF_TURN

    def _effect(self, controller: int, **timing: Any) -> ContinuousEffect:
        return ContinuousEffect(
            Attribute.SIGNI_ATTACKS_AT_MOST,
            Mode.SET,
            self.at_most,
            player=player_of(self.player, controller),
            **timing,
        )

    def describe(self) -> str:
        who = "you" if self.player is Player.YOU else "your opponent"
        times = {1: "once", 2: "twice"}.get(self.at_most, f"{english.number(self.at_most)} times")
        when = self.until.describe()
        if not when:  # a [Constant] ability's
            when = "each turn"
        elif self.until is Duration.END_OF_TURN:
            when = "this turn"
        return english.sentence(f"{who} can only attack with SIGNI {times} {when}")


@dataclass(frozen=True)
class AttackLimit(Effect):
    """How many times cards may attack this turn, downed or not: `set` a number ("can
    attack even while downed, up to three times"), or `add` to it ("reduced by two"); or
    how many times at most they may attack each turn, `at_most` ("can only attack once
    each turn": a downed card still does not attack)."""

    name: ClassVar[str] = "attack_limit"

    cards: Selection = field(metadata=FLAT)
    set: int | None = field(default=None, metadata={"minimum": 1})
    add: int | None = None
    at_most: int | None = field(default=None, metadata={"minimum": 1})
    until: Duration = Duration.END_OF_TURN

    def __post_init__(self) -> None:
        if sum(v is not None for v in (self.set, self.add, self.at_most)) != 1:
            raise LanguageError("an attack limit says one of `set`, `add` or `at_most`")

    def _mode(self) -> tuple[Attribute, Mode, int]:
        if self.set is not None:
            return Attribute.ATTACKS, Mode.SET, self.set
        if self.at_most is not None:
            return Attribute.ATTACKS_AT_MOST, Mode.SET, self.at_most
        assert self.add is not None
        return Attribute.ATTACKS, Mode.ADD, self.add

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        attribute, mode, value = self._mode()
        ends = self.until.ends_after(game, context.controller)
        for card in cards:
            if game.zone[card] in FIELD_ZONES:
                game.add_effect(
                    ContinuousEffect(attribute, mode, value, target=card, ends_after_turn=ends)
                )

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        attribute, mode, value = self._mode()
        return [continuous_on(self.cards, game, source, condition, attribute, mode, value)]

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase(moving=False)
        if self.set is not None:
            times = {1: "once", 2: "twice"}.get(self.set, f"up to {english.number(self.set)} times")
            return english.sentence(
                f"{text} can attack even while downed and {times} in one turn "
                f"{self.until.describe()}".strip()
            )
        if self.at_most is not None:
            times = {1: "once", 2: "twice"}.get(
                self.at_most, f"{english.number(self.at_most)} times"
            )
            duration = self.until.describe()
            if not duration:  # a [Constant] ability's
                return english.sentence(f"{text} can only attack {times} each turn")
            each = " each" if plural else ""
            return english.sentence(
                f"{duration}, {english.lower_first(text)} can only attack {times}{each}"
            )
        assert self.add is not None
        change = "reduced" if self.add < 0 else "increased"
        return english.sentence(
            f"the number of times {text} can attack this turn is {change} by "
            f"{english.number(abs(self.add))}"
        )


def _extra_costs(pays: tuple[Cost, ...], key: str) -> tuple[AbilityCost, ...]:
    """The compiled costs of an attack or a guard: Ener and a number of discards alone
    (the engine pays several such effects' costs together: `combined_cost`)."""
    if not pays:
        raise LanguageError("`pays` needs a cost", key)
    for cost in pays:
        if replace(cost, ener=None, discard=()) != Cost() or (
            len(cost.discard) > 1 or any(not part.is_any() for part in cost.discard)
        ):
            raise LanguageError("an attack or guard cost is Ener or a number of discards", key)
    return tuple(cost.compile() for cost in pays)


def _unless(text: str, who: str, s: str, pays: tuple[Cost, ...], until: Duration) -> str:
    """`Until end of turn, <text> unless your opponent pays 1 colorless or discards a
    card.`: the duration first, so that it does not read as part of the cost."""
    costs = english.join((third_person(c.describe(), s) for c in pays), "or")
    duration = until.describe()
    if duration:
        text = f"{duration}, {english.lower_first(text)}"
    return english.sentence(f"{text} unless {who} {costs}")


@dataclass(frozen=True)
class AttackCost(Effect):
    """SIGNI or LRIGs cannot attack unless their controller pays one of the costs `pays`
    as the attack is declared ("This SIGNI cannot attack unless you pay %X"): the attack
    is offered only while it can be paid (until `until`, or while a [Constant] ability is
    in force). docs/engine-hooks.md, "Attack and [Guard] costs"."""

    name: ClassVar[str] = "attack_cost"
    attribute: ClassVar[Attribute] = Attribute.ATTACK_COST

    cards: Selection = field(metadata=FLAT)
    pays: tuple[Cost, ...] = field(
        default=(), metadata={"doc": "Ener or discards: one of them is paid to attack"}
    )
    until: Duration = Duration.END_OF_TURN

    def __post_init__(self) -> None:
        _extra_costs(self.pays, "pays")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        ends = self.until.ends_after(game, context.controller)
        costs = _extra_costs(self.pays, "pays")
        for card in cards:
            # The cards print it as a [Constant] ability the card gains.
            if game.zone[card] in FIELD_ZONES and game.can_gain(card, context.controller):
                game.add_effect(
                    ContinuousEffect(
                        self.attribute,
                        Mode.SET,
                        target=card,
                        ends_after_turn=ends,
                        costs=costs,
                    )
                )

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        effect = continuous_on(self.cards, game, source, condition, self.attribute, Mode.SET, 0)
        return [replace(effect, costs=_extra_costs(self.pays, "pays"))]

    def describe(self) -> str:
        spec = self.cards.all
        if spec is not None and spec.side in (Side.YOU, Side.OPPONENT):
            # "Your opponent cannot attack with SIGNI unless they pay ..." (WXDi-P13-031)
            who = "You" if spec.side is Side.YOU else "Your opponent"
            they, s = ("you", "") if spec.side is Side.YOU else ("they", "")
            noun = spec.noun(True, "SIGNI" if spec.zone is ZoneName.SIGNI else "cards")
            # Its filters too: "with SIGNI in front of this SIGNI", "with power 5000 or less".
            noun = " ".join([noun, *spec.with_phrases()])
            return _unless(f"{who} cannot attack with {noun}", they, s, self.pays, self.until)
        text, plural = self.cards.noun_phrase(moving=False)
        side = self.cards.cards.side
        if side is Side.YOU:
            who, s = "you", ""
        elif side is Side.OPPONENT:
            who, s = "your opponent", "s"
        else:
            who, s = ("their controllers", "") if plural else ("its controller", "s")
        return _unless(f"{text} cannot attack", who, s, self.pays, self.until)


@dataclass(frozen=True)
class GuardCost(PlayersEffect):
    """A player cannot [Guard] unless they also pay one of the costs `pays` ("Your
    opponent cannot [Guard] unless they pay an additional %X"): a [Guard] is offered only
    while it can be paid with other cards than the one guarding (until `until`, or while
    a [Constant] ability is in force). docs/engine-hooks.md, "Attack and [Guard] costs"."""

    name: ClassVar[str] = "guard_cost"

    pays: tuple[Cost, ...] = field(
        default=(), metadata={"doc": "Ener or discards: one of them is paid besides"}
    )
    player: Player = Player.OPPONENT
    until: Duration = Duration.END_OF_TURN

    def __post_init__(self) -> None:
        _extra_costs(self.pays, "pays")

    def _effect(self, controller: int, **timing: Any) -> ContinuousEffect:
        return ContinuousEffect(
            Attribute.GUARD_COST,
            Mode.SET,
            player=player_of(self.player, controller),
            costs=_extra_costs(self.pays, "pays"),
            **timing,
        )

    def describe(self) -> str:
        who, they = ("You", "you") if self.player is Player.YOU else ("Your opponent", "they")
        return _unless(f"{who} cannot [Guard]", f"{they} additionally", "", self.pays, self.until)


@dataclass(frozen=True)
class GuardInstead(PlayersEffect):
    """A player may [Guard] by paying one of the costs `pays` instead of discarding a card with a
    Guard icon (three discarded cards of any kind, say): while a [Constant] ability is in force, or
    until `until`. A "cannot [Guard]" stops it too, and a cost to [Guard] is paid besides.
    docs/engine-hooks.md, "Attack and [Guard] costs"."""

    name: ClassVar[str] = "guard_instead"

    pays: tuple[Cost, ...] = field(
        default=(), metadata={"doc": "Ener or discards: one of them is paid instead"}
    )
    player: Player = Player.YOU
    until: Duration = Duration.END_OF_TURN

    def __post_init__(self) -> None:
        _extra_costs(self.pays, "pays")

    def _effect(self, controller: int, **timing: Any) -> ContinuousEffect:
        return ContinuousEffect(
            Attribute.GUARD_INSTEAD,
            Mode.SET,
            player=player_of(self.player, controller),
            costs=_extra_costs(self.pays, "pays"),
            **timing,
        )

    def describe(self) -> str:
        who, they, s = (
            ("you", "you", "") if self.player is Player.YOU else ("your opponent", "they", "s")
        )
        costs = english.join((english.lower_first(c.describe()) for c in self.pays), "or")
        text = (
            f"As {who} [Guard]{s}, {they} may {costs} instead of discarding a card with a "
            "[Guard] icon"
        )
        duration = self.until.describe()
        if duration:
            text = f"{duration}, {english.lower_first(text)}"
        return english.sentence(text)


@dataclass(frozen=True)
class CannotGainAbilities(FieldMark):
    """Cards cannot gain abilities (keywords included) by the effects of their owner's
    opponent: while a
    [Constant] ability is in force, or until `until`."""

    name: ClassVar[str] = "cannot_gain_abilities"

    attribute: ClassVar[Attribute] = Attribute.NO_GAINING

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        return english.sentence(
            f"{text} cannot gain new abilities by your opponent's effects "
            f"{self.until.describe()}".strip()
        )


class LimitUntil(StrEnum):
    """How long a change of a LRIG's limit lasts: to the end of a turn, or of a phase."""

    END_OF_TURN = "end_of_turn"
    END_OF_OPPONENTS_NEXT_TURN = "end_of_opponents_next_turn"
    END_OF_YOUR_NEXT_ENER_PHASE = "end_of_your_next_ener_phase"
    END_OF_OPPONENTS_NEXT_MAIN_PHASE = "end_of_opponents_next_main_phase"

    def ends(self, game: Game, controller: int) -> tuple[int, int]:
        """The engine's (`ends_after_turn`, `ends_after_phase`) for an effect of
        `controller` starting now."""
        if self is LimitUntil.END_OF_TURN:
            return game.turn, -1
        if self is LimitUntil.END_OF_OPPONENTS_NEXT_TURN:
            return game.end_of_opponents_next_turn(controller), -1
        player, phase = (
            (controller, Phase.ENER)
            if self is LimitUntil.END_OF_YOUR_NEXT_ENER_PHASE
            else (1 - controller, Phase.MAIN)
        )
        return game.next_phase_turn(player, phase), int(phase)

    def describe(self) -> str:
        return {
            LimitUntil.END_OF_TURN: "until end of turn",
            LimitUntil.END_OF_OPPONENTS_NEXT_TURN: "until the end of your opponent's next turn",
            LimitUntil.END_OF_YOUR_NEXT_ENER_PHASE: "until the end of your next Ener Phase",
            LimitUntil.END_OF_OPPONENTS_NEXT_MAIN_PHASE: (
                "until the end of your opponent's next main phase"
            ),
        }[self]


@dataclass(frozen=True)
class LimitChange(Effect):
    """A player's Center LRIG's limit is increased (or, negative, decreased) by `add`: until
    `until`, the end of a turn or of a phase (two more until the end of the next Ener phase,
    say), or while a [Constant] ability is in force.
    The limit of that player's LRIG on the field counts it, whichever LRIG is their Center
    LRIG; SIGNI over the limit go to the trash as ever (a rule-based action)."""

    name: ClassVar[str] = "limit"

    add: int
    player: Player = Player.YOU
    until: LimitUntil = LimitUntil.END_OF_TURN

    def __post_init__(self) -> None:
        if self.add == 0:
            raise LanguageError("a change of the limit: `add` is not 0", "add")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        turn, phase = self.until.ends(game, context.controller)
        game.add_effect(
            ContinuousEffect(
                Attribute.LIMIT,
                Mode.ADD,
                self.add,
                player=player_of(self.player, context.controller),
                ends_after_turn=turn,
                ends_after_phase=phase,
            )
        )
        return
        yield

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        return [
            ContinuousEffect(
                Attribute.LIMIT,
                Mode.ADD,
                self.add,
                player=player_of(self.player, game.owner[source]),
                condition=condition,
            )
        ]

    def describe(self) -> str:
        whose = "your" if self.player is Player.YOU else "your opponent's"
        verb = "increase" if self.add > 0 else "decrease"
        change = f"{verb} {whose} Center LRIG's limit by {english.number(abs(self.add))}"
        if english.in_force():
            return english.sentence(change)
        return english.sentence(f"{self.until.describe()}, {change}")


@dataclass(frozen=True)
class UpCost(AttackCost):
    """SIGNI or LRIGs are upped in their player's up phase only when that player pays one
    of the costs `pays` (three colorless Ener for the opponent's Center LRIG in their next
    up phase, say): until `until`, or while a [Constant]
    ability is in force. docs/engine-hooks.md, "Up costs"."""

    name: ClassVar[str] = "up_cost"
    attribute: ClassVar[Attribute] = Attribute.UP_COST

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        if self.cards.cards.side is Side.OPPONENT:
            text = text.replace("your opponent's", "their", 1)
            rule = f"your opponent cannot up {text} in their up phase"
            return _unless(rule, "they", "", self.pays, self.until)
        return _unless(f"you cannot up {text} in your up phase", "you", "", self.pays, self.until)
