"""Growing by an effect: a LRIG of the LRIG deck put on top of the Center LRIG, the
rules of growing kept, its grow cost paid or not.

    - grow:
        choose: {side: you, zone: lrig_deck, type: LRIG,
                 level: {min: {level: {side: you, zone: center_lrig}},
                         max: {level: {side: you, zone: center_lrig}}}}
        free: true
    - reveal_for_grow_cost:                                   # [Constant] in the LRIG deck
        reveal: [{type: SIGNI, class: ARM}, {type: SIGNI, class: ANGEL}]
        reduce: {white: 1}
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Filter, Selection, ZoneName
from deckcheck.effects.costs import CostCardTest, Ener
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import AbilityCost, EffectContext, Procedure
from deckcheck.engine.constants import CardKind
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

_LRIG = int(CardKind.LRIG)


@dataclass(frozen=True)
class Grow(Effect):
    """Its controller grows their Center LRIG (a classic game's LRIG) into a LRIG of
    their LRIG deck the selection gives (another LRIG of the same level, classic
    WX03-024), as the grow phase grows it: the level rule,
    the LRIG type and grow conditions still apply (classic-2014-beginner-guide.txt, "(xv)
    Grow": "These conditions still apply if you grow via an effect"); `free`, without
    paying its grow cost. Only a LRIG it may grow into can be chosen; with none, nothing
    happens."""

    name: ClassVar[str] = "grow"

    cards: Selection = field(metadata=FLAT)
    free: bool = field(default=False, metadata={"doc": "without paying its grow cost"})

    def __post_init__(self) -> None:
        pick = self.cards.choose
        if pick is None or pick.zone is not ZoneName.LRIG_DECK or pick.up_to is not None:
            raise LanguageError(
                "a LRIG grows into one LRIG of its player's LRIG deck: "
                "`choose: {side: you, zone: lrig_deck, ...}`"
            )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = context.controller
        center = game.center(player)

        def growable(card: int) -> bool:
            return (
                center >= 0
                and game.kind[card] == _LRIG
                and game.owner[card] == player
                and game.can_grow(player, card, center, self.free)
            )

        for card in (yield from self.cards.resolve(context, growable)):
            if growable(card):
                yield from game.do_grow(player, card, game.center_zone, self.free)

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase()
        lrig = "your LRIG" if english.center_lrig() == "LRIG" else "your Center LRIG"
        free = " without paying its grow cost" if self.free else ""
        return english.sentence(f"Grow {lrig} into {text}{free}")


@dataclass(frozen=True)
class RevealForGrowCost(Effect):
    """While a [Constant] ability of a LRIG is in force (in the LRIG deck), as its player
    grows into it they may reveal from their hand one card of each filter of `reveal`
    (no card twice); if they do, its grow cost is reduced by `reduce` (a LRIG one [White]
    cheaper to grow into for showing an <Arm> SIGNI and an <Angel> SIGNI from the hand).
    The revealed cards stay
    in the hand (docs/engine-hooks.md, "Grow costs reduced by revealing cards")."""

    name: ClassVar[str] = "reveal_for_grow_cost"

    reveal: tuple[Filter, ...] = field(metadata={"doc": "one card of the hand of each kind"})
    reduce: Ener = field(metadata={"doc": "what the grow cost is reduced by"})

    def __post_init__(self) -> None:
        if not self.reveal:
            raise LanguageError("reveal at least one card", "reveal")

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        parts = tuple(
            AbilityCost(reveal=1, reveal_filter=None if part.is_any() else CostCardTest(part))
            for part in self.reveal
        )
        return [
            ContinuousEffect(
                Attribute.GROW_REVEAL,
                Mode.ADD,
                target=source,
                condition=condition,
                cost_delta=self.reduce.vector(),
                costs=parts,
            )
        ]

    def describe(self) -> str:
        cards = english.join(
            " ".join([english.a(part.noun(False, "card")), *part.with_phrases()])
            for part in self.reveal
        )
        return (
            f"When you grow into {english.this()}, you may reveal {cards} from your hand. "
            f"If you do, the cost to grow into {english.this()} is reduced by "
            f"{self.reduce.describe()}."
        )
