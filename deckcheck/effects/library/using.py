"""Using cards by an effect: a SPELL, PIECE or ARTS used where it is, as if it were in its
user's hand."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import Cards, Selection, Side, ZoneName
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import CardKind

_OWN_ZONES = (ZoneName.HAND, ZoneName.LRIG_DECK)
_USABLE = frozenset({int(CardKind.SPELL), int(CardKind.PIECE), int(CardKind.ARTS)})


@dataclass(frozen=True)
class UseCard(Effect):
    """Its controller may use the selected SPELLs, PIECEs or ARTS where they are, as if
    they were in their hand (a spell of the opponent's used as if from one's own
    hand, or a blue ARTS used from the LRIG deck): `free`, without paying the
    use cost; `ignore_limit`, ignoring the LRIG types the card is limited to (a classic
    card's limiting condition). Only a card that may be used so can be chosen: its use
    condition met, its cost payable unless free (docs/engine-hooks.md, "Using a card by
    an effect"). Used, a card goes where its kind goes, its owner's: a SPELL to the
    trash."""

    name: ClassVar[str] = "use_card"

    cards: Selection = field(metadata=FLAT)
    free: bool = field(default=True, metadata={"doc": "without paying its cost"})
    ignore_limit: bool = field(
        default=False, metadata={"doc": "ignoring its limiting condition (its LRIG types)"}
    )
    removed: bool = field(
        default=False,
        metadata={
            "doc": "removed from the game once used, countered or not (as it leaves the check zone"
            " that turn)"
        },
    )

    def __post_init__(self) -> None:
        if self.cards.all is not None:
            raise LanguageError("cards are used one at a time: `choose`, `target` or `ref`")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = context.controller

        def usable(card: int) -> bool:
            return game.kind[card] in _USABLE and game.can_use_by_effect(
                player, card, self.free, self.ignore_limit
            )

        for card in (yield from self.cards.resolve(context, usable)):
            if usable(card):  # still, once the cards before it were used
                yield from game.use_by_effect(player, card, self.free, self.removed)

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase()
        pick = self.cards.choose or self.cards.target
        if (
            pick is not None
            and pick.ref is not None
            and pick.up_to == 1
            and pick.is_any()
            and english.named(pick.ref)[1]
        ):
            # "You may use that spell": one card named, used or not (`choose` up to one).
            text, plural = Cards(ref=pick.ref).reference(), False
        # Where its user would use it from anyway: nothing to say of it.
        usual = pick is not None and pick.zone in _OWN_ZONES and pick.side is Side.YOU
        its = "their" if plural else "its"
        text = f"You may use {text}"
        if not usual:
            text += f" as if {'they' if plural else 'it'} were in your hand"
        extras = [f"without paying {its} cost"] if self.free else []
        if self.ignore_limit:
            extras.append(f"ignoring {its} limiting condition")
        if extras:
            text += f"{' ' if usual else ', '}{' and '.join(extras)}"
        if self.removed:
            it = "they move" if plural else "it moves"
            them = "them" if plural else "it"
            return (
                f"{english.sentence(text)} If {it} from the check zone to another zone this "
                f"turn, remove {them} from the game instead."
            )
        return english.sentence(text)
