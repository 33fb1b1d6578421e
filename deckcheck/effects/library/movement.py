"""Moving cards between zones: vanish, bounce, trash, banish, add to hand, put onto the
field, into the Ener Zone, on top of or under the deck.

Vanish, bounce and trash are the glossary's own operations: each respects protections
("cannot be vanished"), and a vanish may be replaced ("put into the trash instead").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.cards import PILE_NAMES, Filter, Position, Side, ZoneName, position_slot
from deckcheck.effects.library.common import ToEachCard
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind
from deckcheck.engine.constants import CardKind, Zone
from deckcheck.engine.continuous import Instead, Protection


@dataclass(frozen=True)
class Vanish(ToEachCard):
    """Vanish SIGNI: from the field into their owner's Ener Zone; with `trash_if`, a SIGNI
    of that kind is put into its owner's trash instead (no vanish: an infected SIGNI,
    say)."""

    name: ClassVar[str] = "vanish"
    leaves_field: ClassVar[bool] = True
    protection: ClassVar[int] = Protection.VANISH

    trash_if: Filter | None = field(
        default=None, metadata={"doc": "a SIGNI of this kind is put into the trash instead"}
    )

    def act(self, context: EffectContext, card: int) -> bool:
        if self.trash_if is not None and self.trash_if.match(context.game, context.source, card):
            return context.game.trash(card, context.source)
        return context.game.vanish(card, context.source)

    def replaced_events(self, context: EffectContext, card: int) -> int:
        """Leaving the field by an effect, and being vanished (unless it is put into the
        trash instead: an infected SIGNI, say)."""
        if self.trash_if is not None and self.trash_if.match(context.game, context.source, card):
            return Instead.LEAVE_FIELD
        return Instead.LEAVE_FIELD | Instead.VANISH

    def describe(self) -> str:
        phrase = self.cards.phrase()
        self.name_acted(f"the SIGNI {english.verb('vanish', 'ed')} this way")
        text = english.sentence(f"{english.verb('vanish')} {phrase}")
        if self.trash_if is None:
            return text
        _, plural = self.cards.noun_phrase()
        kind = english.count_of(1, self.trash_if.noun(False, "SIGNI"))
        if plural:
            return f"{text} Each one that is {kind} is put into its owner's trash instead."
        return f"{text} If it is {kind}, put it into its owner's trash instead."


@dataclass(frozen=True)
class Bounce(ToEachCard):
    """Return SIGNI from the field to their owner's hand."""

    name: ClassVar[str] = "bounce"
    leaves_field: ClassVar[bool] = True
    protection: ClassVar[int] = Protection.BOUNCE
    template: ClassVar[str] = "Return {cards} to its owner's hand"

    def act(self, context: EffectContext, card: int) -> bool:
        return context.game.bounce(card, context.source)

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase()
        owner = "their owners'" if plural else "its owner's"
        return english.sentence(f"Return {text} to {owner} hand")


# Zones that hold only cards of the LRIG deck (under a LRIG: the LRIGs it grew from).
_LRIG_ZONES = frozenset(
    {
        ZoneName.LRIG,
        ZoneName.CENTER_LRIG,
        ZoneName.ASSIST_LRIG,
        ZoneName.LRIG_DECK,
        ZoneName.UNDER_LRIG,
    }
)


@dataclass(frozen=True)
class Trash(ToEachCard):
    """Put cards into their owner's trash (from the field, the Ener Zone, a hand...); a
    card of the LRIG deck (a LRIG, an ARTS, ...) into its owner's LRIG trash."""

    name: ClassVar[str] = "trash"
    leaves_field: ClassVar[bool] = True
    protection: ClassVar[int] = Protection.TRASH

    or_onto_field: bool = field(
        default=False, metadata={"doc": "the card goes onto the field or into the trash, as chosen"}
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        if not self.or_onto_field:
            yield from super().resolve(context)
            return
        cards = yield from self.cards.resolve(context)
        offers = self.offers_replacements(context)
        for card in cards:
            if offers and (yield from self.replaced(context, card)):
                continue
            if not (yield from onto_field_instead(context, card)):
                context.game.trash(card, context.source)

    def act(self, context: EffectContext, card: int) -> bool:
        return context.game.trash(card, context.source)

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase()
        yours = self.cards.cards.side is Side.YOU
        owner = "your" if yours else "their owners'" if plural else "its owner's"
        # Cards of the LRIG deck go to the LRIG trash (operations.trash).
        trash = "LRIG trash" if self.cards.cards.zone in _LRIG_ZONES else "trash"
        self.name_acted(f"the cards put into {'your' if yours else 'the'} {trash} this way")
        if self.or_onto_field:
            return english.sentence(f"Put {text} onto your field or into {owner} {trash}")
        return english.sentence(f"Put {text} into {owner} {trash}")


@dataclass(frozen=True)
class Banish(ToEachCard):
    """Remove cards from the game."""

    name: ClassVar[str] = "banish"
    leaves_field: ClassVar[bool] = True
    destination: ClassVar[int] = Zone.REMOVED

    def act(self, context: EffectContext, card: int) -> bool:
        context.game.move(card, Zone.REMOVED)
        return True

    def describe(self) -> str:
        return english.sentence(f"{english.verb('remove')} {self.cards.phrase()} from the game")


@dataclass(frozen=True)
class ReturnToLrigDeck(ToEachCard):
    """Return LRIGs or RESONAs from the field, or cards from the LRIG trash, to their
    owner's LRIG deck; the LRIG under one, if any, is its zone's LRIG again."""

    name: ClassVar[str] = "return_to_lrig_deck"
    leaves_field: ClassVar[bool] = True
    destination: ClassVar[int] = Zone.LRIG_DECK

    def act(self, context: EffectContext, card: int) -> bool:
        game = context.game
        zone = game.zone[card]
        if zone == Zone.LRIG_TRASH or (
            zone == Zone.SIGNI and game.kind[card] == CardKind.RESONA  # a card of it
        ):
            game.move(card, Zone.LRIG_DECK)
            return True
        return game.return_lrig(card)

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase()
        whose = "your" if self.cards.cards.side in (None, Side.YOU) else "its owner's"
        if plural and whose != "your":
            whose = "their owners'"
        return english.sentence(f"Return {text} to {whose} LRIG deck")


@dataclass(frozen=True)
class PutIntoEner(ToEachCard):
    """Put cards into their owner's Ener Zone (not a vanish)."""

    name: ClassVar[str] = "put_into_ener"
    leaves_field: ClassVar[bool] = True
    destination: ClassVar[int] = Zone.ENER

    def act(self, context: EffectContext, card: int) -> bool:
        context.game.move(card, Zone.ENER)
        return True

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase()
        owner = "their owners'" if plural else "its owner's"
        # Your piles hold only your cards (a SIGNI on your field, or a card under one, may
        # be your opponent's).
        if self.cards.cards.side is Side.YOU and self.cards.cards.zone in PILE_NAMES:
            owner = "your"
        return english.sentence(f"Put {text} into {owner} Ener Zone")


@dataclass(frozen=True)
class AddToHand(ToEachCard):
    """Add cards to their owner's hand (from the trash, the Ener Zone...); with
    `or_onto_field`, a SIGNI may be put onto the field instead, card by card."""

    name: ClassVar[str] = "add_to_hand"
    leaves_field: ClassVar[bool] = True
    destination: ClassVar[int] = Zone.HAND

    or_onto_field: bool = field(
        default=False, metadata={"doc": "the card goes to the hand or onto the field, as chosen"}
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        cards = yield from self.cards.resolve(context)
        offers = self.offers_replacements(context)
        for card in cards:
            if self.kept_on_field(context, card):
                continue
            if offers and (yield from self.replaced(context, card)):
                continue
            if self.or_onto_field and (yield from onto_field_instead(context, card)):
                continue
            game.move(card, Zone.HAND)

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase()
        # The cards go to their owner's hand: "add one of your opponent's Life Cloth to
        # their hand".
        whose = "your"
        if plural and not self._yours():
            whose = "their owners'"
        elif not self._yours():
            whose = "their" if self.cards.cards.side is Side.OPPONENT else "its owner's"
        where = english.where_this_is() if self.cards.ref == "self" else None
        sentence = f"Add {text}{f' from {where}' if where else ''} to {whose} hand"
        if self.or_onto_field:
            sentence += f" or put {'them' if plural else 'it'} onto your field"
        return english.sentence(sentence)

    def _yours(self) -> bool:
        spec = self.cards.cards
        return spec.side is None or spec.side.value == "you"


def onto_field_instead(context: EffectContext, card: int) -> Procedure[bool]:
    """Whether the owner of `card` put it onto their field rather than where the effect
    puts it (the hand or the field, as the player chooses): a choice when it may be
    placed there, a mode (0: where the effect puts it, 1: onto the field)."""
    game = context.game
    owner = game.owner[card]
    if not game.can_place_signi(owner, card):
        return False
    options = (Action(ActionKind.CHOOSE_MODE, 0), Action(ActionKind.CHOOSE_MODE, 1))
    action = yield Decision(owner, DecisionKind.MODE, options, context.source)
    if action.a != 1:
        return False
    return (yield from put_onto_field(context, card))


def put_onto_field(
    context: EffectContext,
    card: int,
    *,
    enter_abilities: bool = True,
    downed: bool = False,
    into: int = -1,
) -> Procedure[bool]:
    """Put a SIGNI onto its owner's field, into an empty SIGNI zone its owner chooses (or
    the zone `into`, when it is empty), if it may be placed there (level and limit:
    `can_place_signi`)."""
    game = context.game
    owner = game.owner[card]
    if game.zone[card] == Zone.SIGNI or not game.can_place_signi(owner, card):
        return False
    slot = yield from game.choose_signi_zone(owner, card, context.source, into)
    if slot < 0:
        return False
    under = yield from game.choose_rise_under(owner, card, context.source)
    game.put_onto_field(card, slot, enter_abilities=enter_abilities, downed=downed, under=under)
    return True


@dataclass(frozen=True)
class PutOntoField(ToEachCard):
    """Put SIGNI onto their owner's field (each into an empty SIGNI zone, within the
    level and limit rules); with `enter_abilities: false` their [Enter] abilities do not
    trigger. A name given with `as` names the SIGNI that entered the field."""

    name: ClassVar[str] = "put_onto_field"

    enter_abilities: bool = True
    downed: bool = field(default=False, metadata={"doc": '"onto your field downed"'})
    into: Position | None = field(
        default=None,
        metadata={
            "doc": 'only into this SIGNI Zone, if it is empty ("into your center SIGNI Zone")'
        },
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        cards = yield from self.cards.resolve(context)
        entered = []
        into = -1 if self.into is None else position_slot(self.into)
        for card in cards:
            if (
                yield from put_onto_field(
                    context,
                    card,
                    enter_abilities=self.enter_abilities,
                    downed=self.downed,
                    into=into,
                )
            ):
                entered.append(card)
        name = self.cards.name()
        if name is not None:
            context.data[name] = entered

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase()
        # Each SIGNI goes onto its owner's field: the opponent's cards onto theirs.
        side = self.cards.cards.side
        whose = "your"
        if side is Side.OPPONENT:
            whose = "your opponent's"
        elif side is Side.ANY:
            whose = "their owners'" if plural else "its owner's"
        if self.into is not None:
            text = f"Put {text} into {whose} {self.into.value} SIGNI Zone"
        else:
            text = f"Put {text} onto {whose} field"
        if self.downed:
            text += " downed"
        if not self.enter_abilities:
            its = "their" if plural else "its"
            text += f" without {its} {english.enter_tag()} abilities triggering"
        name = self.cards.name()
        if name is not None:
            english.name_cards(name, "the SIGNI that entered the field", not plural, "SIGNI")
        return english.sentence(text)


class DeckPosition(StrEnum):
    TOP = "top"
    BOTTOM = "bottom"
    # Shuffled into the deck: "shuffle ... into your deck".
    SHUFFLED = "shuffled"
    # "Put them on the bottom of your deck in a random order".
    BOTTOM_RANDOM = "bottom_random"


@dataclass(frozen=True)
class PutOnDeck(ToEachCard):
    """Put cards on the top or at the bottom of their owner's deck (`bottom_random`: in a
    random order), or shuffle them into it (`position: shuffled`)."""

    name: ClassVar[str] = "put_on_deck"
    leaves_field: ClassVar[bool] = True
    destination: ClassVar[int] = Zone.DECK

    position: DeckPosition = DeckPosition.BOTTOM

    def resolve(self, context: EffectContext) -> Procedure[None]:
        cards = yield from self.cards.resolve(context)
        cards = [card for card in cards if not self.kept_on_field(context, card)]
        game = context.game
        if self.offers_replacements(context):
            kept: list[int] = []
            for card in cards:
                if not (yield from self.replaced(context, card)):
                    kept.append(card)
            cards = kept
        if self.position in (DeckPosition.BOTTOM, DeckPosition.BOTTOM_RANDOM):
            game.put_on_bottom(cards, random_order=self.position is DeckPosition.BOTTOM_RANDOM)
            return
        for card in cards:
            game.move(card, Zone.DECK)
        if self.position is DeckPosition.SHUFFLED:
            for player in sorted({game.owner[card] for card in cards}):
                game.shuffle(player)

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase()
        side = self.cards.cards.side
        if side is Side.YOU:
            deck = "your deck"
        elif side is Side.OPPONENT and plural:
            deck = "your opponent's deck"  # one owner: not "their owners' decks"
        else:
            deck = "their owners' decks" if plural else "its owner's deck"
        if self.position is DeckPosition.SHUFFLED:
            if plural:  # one card stays "it"
                self.name_acted(f"the cards shuffled into {deck} this way")
            return english.sentence(f"Shuffle {text} into {deck}")
        where = "on top of" if self.position is DeckPosition.TOP else "on the bottom of"
        if plural:
            self.name_acted(f"the cards put {where} {deck} this way")
        order = " in a random order" if self.position is DeckPosition.BOTTOM_RANDOM else ""
        return english.sentence(f"Put {text} {where} {deck}{order}")


@dataclass(frozen=True)
class PutIntoLifeCloth(ToEachCard):
    """Add cards to their owner's Life Cloth, on top (from the trash, the Ener Zone...):
    "add target card without a Life Burst from your trash to your Life Cloth"."""

    name: ClassVar[str] = "put_into_life_cloth"
    leaves_field: ClassVar[bool] = True
    destination: ClassVar[int] = Zone.LIFE

    def act(self, context: EffectContext, card: int) -> bool:
        context.game.move(card, Zone.LIFE)
        return True

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase()
        yours = self.cards.cards.side in (None, Side.YOU)
        whose = "your" if yours else "their owners'" if plural else "its owner's"
        return english.sentence(f"Add {text} to {whose} Life Cloth")
