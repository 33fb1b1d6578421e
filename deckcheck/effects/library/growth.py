"""Growing by an effect: a LRIG of the LRIG deck put on top of the Center LRIG, the
rules of growing kept, its grow cost paid or not.

    - grow:
        choose: {side: you, zone: lrig_deck, type: LRIG,
                 level: {min: {level: {side: you, zone: center_lrig}},
                         max: {level: {side: you, zone: center_lrig}}}}
        free: true
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Selection, ZoneName
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import CardKind

_LRIG = int(CardKind.LRIG)


@dataclass(frozen=True)
class Grow(Effect):
    """Its controller grows their Center LRIG (a classic game's LRIG) into a LRIG of
    their LRIG deck the selection gives ("Grow your LRIG into another LRIG from your LRIG
    Deck with the same level as your LRIG"), as the grow phase grows it: the level rule,
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
