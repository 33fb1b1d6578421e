"""SIGNI zones: moving a SIGNI to another zone of the field, swapping the positions of two
SIGNI, swapping a SIGNI with a card elsewhere.

en-2021-glossary.txt, "SIGNI Zone": "A SIGNI in the field cannot be reassigned to another
SIGNI zone by any means other than the effect of the card."
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import REF_NAME, Cards, Player, Selection, referenced
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import player_of
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import CardKind, Zone


@dataclass(frozen=True)
class MoveSigni(Effect):
    """Move SIGNI on the field to another, empty SIGNI Zone of their owner: the zone in
    front of the SIGNI `in_front_of` names ("the SIGNI Zone in front of the attacking
    SIGNI"), or one of the controller's choice. A SIGNI moved stays on the field."""

    name: ClassVar[str] = "move_signi"

    cards: Selection = field(metadata=FLAT)
    in_front_of: str | None = field(
        default=None,
        metadata={**REF_NAME, "doc": "to the zone in front of this SIGNI (a `ref` name)"},
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        for card in cards:
            if game.zone[card] != Zone.SIGNI:
                continue
            owner = game.owner[card]
            erased = game.erased_zones(owner)  # no SIGNI is moved into an erased zone
            slots = [
                slot
                for slot, there in enumerate(game.players[owner].signi)
                if there < 0 and not erased >> slot & 1
            ]
            if self.in_front_of is not None:
                fronts = {
                    game.slot[other]
                    for other in referenced(context, self.in_front_of)
                    if game.zone[other] == Zone.SIGNI and game.owner[other] != owner
                }
                slots = [slot for slot in slots if slot in fronts]
            if slots:
                slot = yield from game.choose_zone(context.controller, card, slots, context.source)
                game.move_signi(card, slot)

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        if self.in_front_of is not None:
            front = Cards(ref=self.in_front_of).reference()
            return english.sentence(f"Move {text} to the SIGNI Zone in front of {front}")
        return english.sentence(f"Move {text} to a different SIGNI Zone")


@dataclass(frozen=True)
class SwapPositions(Effect):
    """Swap the positions of two SIGNI on one player's field: the two `cards` select
    ("two target SIGNI on your opponent's field"), or the one they select and the one
    `with` selects ("this SIGNI with another target SIGNI on your field"). They stay on the
    field; nothing happens unless there are two."""

    name: ClassVar[str] = "swap_positions"

    cards: Selection = field(metadata=FLAT)
    with_: Selection | None = field(
        default=None, metadata={"doc": "the SIGNI the first one swaps with (a selection)"}
    )

    def __post_init__(self) -> None:
        if self.with_ is None and self.cards.ref is not None:
            raise LanguageError("swapping one named SIGNI needs `with`", "with")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        if self.with_ is not None:
            cards = cards[:1]
            if cards:
                owner = game.owner[cards[0]]
                others = yield from self.with_.resolve(
                    context, lambda card: game.owner[card] == owner and card != cards[0]
                )
                cards += others[:1]
        if len(cards) == 2:
            game.swap_signi(cards[0], cards[1])

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        if self.with_ is None:
            return english.sentence(f"Swap the positions of {text}")
        other, _plural = self.with_.noun_phrase(moving=False)
        return english.sentence(f"Swap the positions of {text} with {other}")


@dataclass(frozen=True)
class Swap(Effect):
    """Swap SIGNI on the field with cards elsewhere (`with`: "a SIGNI in your Ener
    Zone"): the SIGNI goes where that card was, and that card is put onto the field into
    the SIGNI's zone (its [Enter] abilities trigger unless `enter_abilities: false`). Only
    a card that may be put there instead (its level, the limit) can be chosen."""

    name: ClassVar[str] = "swap"

    cards: Selection = field(metadata=FLAT)
    with_: Selection = field(metadata={"doc": "the card to swap with (a selection)"})
    enter_abilities: bool = True

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        for signi in (yield from self.cards.resolve(context)):
            if game.zone[signi] != Zone.SIGNI:
                continue
            owner = game.owner[signi]
            # The levels on the field once `signi` has left it.
            room = game.limit(owner) - game.signi_levels(owner) + game.level(signi)
            center_level = game.center_level(owner)

            def fits(
                card: int, owner: int = owner, room: int = room, top: int = center_level
            ) -> bool:
                return (
                    game.kind[card] == CardKind.SIGNI
                    and game.owner[card] == owner
                    and game.defs[card].rise is None
                    and game.level(card) <= min(room, top)
                )

            others = yield from self.with_.resolve(context, fits)
            if not others or game.zone[signi] != Zone.SIGNI:
                continue
            other = others[0]
            slot = game.slot[signi]
            game.move(signi, Zone(game.zone[other]))
            game.put_onto_field(other, slot, enter_abilities=self.enter_abilities)

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase(moving=False)
        other, _plural = self.with_.noun_phrase(moving=False)
        sentence = f"Swap {text} and {other}"
        if not self.enter_abilities:
            sentence += (
                f". The {english.enter_tag()} abilities of the SIGNI put onto the field this "
                "way do not trigger"
            )
        return english.sentence(sentence)


@dataclass(frozen=True)
class Rearrange(Effect):
    """Rearrange the SIGNI on a player's field in any way its controller likes (the opponent's
    SIGNI, or your own, put in the order you like): for each SIGNI Zone from the left, the
    controller chooses which of the SIGNI not yet placed goes there (or none, while there are fewer
    SIGNI than zones left). They stay on the field, each moving as an effect moves a SIGNI."""

    name: ClassVar[str] = "rearrange"
    shorthand: ClassVar[str | None] = "player"

    player: Player = field(default=Player.YOU, metadata={"doc": "whose field"})

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        signi = game.players[player_of(self.player, context.controller)].signi
        for slot in range(len(signi)):
            unplaced = [card for card in signi[slot:] if card >= 0]
            if not unplaced:
                return
            room = len(signi) - slot > len(unplaced)  # this zone may stay empty
            if len(unplaced) == 1 and not room:
                return
            chosen = yield from game.choose_cards(
                context.controller, unplaced, 1, up_to=room, source=context.source
            )
            here = signi[slot]
            if chosen:
                card = chosen[0]
                if card == here:
                    continue
                if here >= 0:
                    game.swap_signi(card, here)
                else:
                    game.move_signi(card, slot)
            elif here >= 0:  # left empty: what is here moves on, to be placed later
                game.move_signi(here, signi.index(-1, slot + 1))

    def describe(self) -> str:
        whose = "your" if self.player is Player.YOU else "your opponent's"
        return f"Rearrange the SIGNI on {whose} field in any way you like."
