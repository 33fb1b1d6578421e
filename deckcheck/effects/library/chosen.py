"""A class chosen by an effect, for the filters of later parts (the classic WD08-008: when
three or more of the milled cards have a class in common, that class is chosen, and at
most two SIGNI of it come back from the trash to the hand):

    - mill: {count: 5, as: milled}
    - choose_class: {ref: milled, min: 3, as: kin}
    - add_to_hand: {target: {side: you, zone: trash, type: SIGNI, class_chosen: kin, up_to: 2}}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Cards, chosen_class_key, classes_of
from deckcheck.effects.library.common import ToEachCard
from deckcheck.effects.library.hand import NAME
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure

# The families of the classic SIGNI (精羅, 精械, 精武, 精像, 精生): the cards' "class" is the
# one after the family ("<Ancient Weapon>", never "Seikai").
_CLASSIC_FAMILIES = frozenset({"SEIRA", "SEIKAI", "SEIBU", "SEIZOU", "SEISEI"})


@dataclass(frozen=True)
class ChooseClass(Effect):
    """Choose a class that `min` or more of the cards share (families aside), named (`as`)
    for the filters of later parts (`class_chosen`); when none is shared so, none is
    chosen and those filters hold for no card. With several, a mode: the index among
    them, in name order."""

    name: ClassVar[str] = "choose_class"

    cards: Cards = field(metadata=FLAT)
    as_: str = field(metadata=NAME)
    min: int = field(default=1, metadata={"minimum": 1, "doc": "how many must share it"})

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        counts: dict[str, int] = {}
        for card in self.cards.candidates(context):
            for kind in classes_of(game, card) - _CLASSIC_FAMILIES:
                counts[kind] = counts.get(kind, 0) + 1
        shared = sorted(kind for kind, count in counts.items() if count >= self.min)
        key = chosen_class_key(self.as_)
        context.data.pop(key, None)
        if not shared:
            return
        index = 0
        if len(shared) > 1:
            index = yield from game.choose_mode(context.controller, len(shared), context.source)
        context.data[key] = shared[index]

    def describe(self) -> str:
        cards = (
            self.cards.phrase(False, moving=False)
            if self.cards.ref is None
            else (self.cards.reference())
        )
        many = english.number(self.min)
        return english.sentence(
            f"if {many} or more from among {cards} share a class, choose that class"
        )


@dataclass(frozen=True)
class ChooseCards(ToEachCard):
    """Choose cards and name them (`as`) for later parts, doing nothing else to them:
    a card chosen from your hand, your opponent declares something, then the card is
    revealed (the
    choice of a hidden zone is not shown to the other player until a later part shows
    it)."""

    name: ClassVar[str] = "choose_cards"

    def __post_init__(self) -> None:
        spec = self.cards.target or self.cards.choose
        if spec is None or spec.as_ is None:
            raise LanguageError(
                "`choose_cards` chooses cards for later parts: `choose: {..., as: name}`",
                "choose_cards",
            )

    def act(self, context: EffectContext, card: int) -> bool:
        return True

    def describe(self) -> str:
        phrase = self.cards.phrase()
        _text, plural = self.cards.noun_phrase()
        spec = self.cards.target or self.cards.choose
        assert spec is not None and spec.as_ is not None
        english.name_cards(spec.as_, "those cards" if plural else "that card", not plural)
        return english.sentence(f"Choose {phrase}")
