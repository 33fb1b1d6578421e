"""Cards under a SIGNI: putting cards there. The zones `under_this` ("a card underneath
this SIGNI") and `under_signi` ("underneath a SIGNI on your field") select them; the
quantity `underneath` counts them. The [Constant] abilities of a card under a SIGNI that
work there (`zone: [under_signi]`) name that SIGNI `ref: on_top` ("the SIGNI on top of
this card").

    - put_under: {choose: {side: you, zone: deck, top: 1}}            # under this SIGNI
    - put_under: {target: {side: you, zone: trash, class: ANGEL}}
    - put_under: {ref: self, to: {target: {side: you, zone: signi, color: red, other: true}}}
    - put_charm: {choose: {side: opponent, zone: signi}, from: top_deck}

A [Charm] is a card face down under a SIGNI (docs/engine-hooks.md, "[Charm]"): the zone
`charm` selects them, a filter's `charmed` the SIGNI marked with one, and the cost part
`charms: N` puts N of them into the trash.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import REF_NAME, Cards, Selection, Side, referenced
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.constants import Zone


@dataclass(frozen=True)
class PutUnder(Effect):
    """Put cards under a SIGNI on the field of their owner (`under`: this SIGNI, or one an
    earlier part named; `to`: one SIGNI targeted or chosen, "put this SIGNI under target
    red SIGNI on your field"). docs/engine-hooks.md, "Cards under a SIGNI"."""

    name: ClassVar[str] = "put_under"

    cards: Selection = field(metadata=FLAT)
    under: str = field(
        default="self", metadata={**REF_NAME, "doc": "the SIGNI they go under (self)"}
    )
    to: Selection | None = field(
        default=None, metadata={"doc": "the SIGNI they go under, targeted or chosen (one)"}
    )

    def __post_init__(self) -> None:
        if self.to is not None:
            pick = self.to.target or self.to.choose
            if pick is None or pick.up_to is not None or (pick.count or 1) != 1:
                raise LanguageError("cards go under one targeted or chosen SIGNI", "to")
            if self.under != "self":
                raise LanguageError("the SIGNI is `under` or `to`, not both", "to")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        if self.to is not None:
            named = yield from self.to.resolve(context)
        else:
            named = referenced(context, self.under)
        hosts = [card for card in named if game.zone[card] == Zone.SIGNI]
        if not hosts:
            return
        host = hosts[0]
        cards = yield from self.cards.resolve(
            context, lambda card: card != host and game.owner[card] == game.owner[host]
        )
        for card in cards:
            game.put_under_signi(card, host)

    def describe(self) -> str:
        text, _plural = self.cards.noun_phrase()
        host = (
            Cards(ref=self.under).reference() if self.to is None else self.to.phrase(moving=False)
        )
        return english.sentence(f"Put {text} under {host}")


class CharmFrom(StrEnum):
    """Which card becomes a SIGNI's [Charm]."""

    TOP_DECK = "top_deck"  # the top card of that SIGNI's owner's deck
    SELF = "self"  # this card
    TRASH = "trash"  # a card of that SIGNI's owner's trash, chosen by this ability's player


@dataclass(frozen=True)
class PutCharm(Effect):
    """Put a card face down under each selected SIGNI as its [Charm] (`from`: the top card
    of that SIGNI's owner's deck, this card, or a card of that owner's trash). A SIGNI
    has one [Charm] at most: one that has one gets none. docs/engine-hooks.md,
    "[Charm]"."""

    name: ClassVar[str] = "put_charm"

    cards: Selection = field(metadata=FLAT)
    from_: CharmFrom = CharmFrom.TOP_DECK

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        hosts = yield from self.cards.resolve(context)
        for host in hosts:
            if game.zone[host] != Zone.SIGNI or game.charm_of(host) >= 0:
                continue
            owner = game.owner[host]
            p = game.players[owner]
            if self.from_ is CharmFrom.SELF:
                card = context.source
            elif self.from_ is CharmFrom.TOP_DECK:
                card = p.deck[-1] if p.deck else -1
            else:
                chosen = yield from game.choose_cards(
                    context.controller, list(p.trash), 1, source=context.source, group=True
                )
                card = chosen[0] if chosen else -1
            if card >= 0 and game.owner[card] == owner:
                game.put_charm(card, host)
            if self.from_ is CharmFrom.SELF:
                return  # this card is one card: under one SIGNI at most

    def describe(self) -> str:
        text, plural = self.cards.noun_phrase()
        if plural and text.startswith("up to"):  # "under each of up to three SIGNI"
            text = f"each of {text}"
        elif plural:  # "under each SIGNI on your opponent's field"
            text = f"each {text.removeprefix('all ')}"
        # The hosts' owner: the pile is theirs ("your opponent's deck" under your
        # opponent's SIGNI).
        side = Side.YOU if self.cards.is_self else self.cards.cards.side
        owner = {Side.YOU: "your", Side.OPPONENT: "your opponent's"}.get(
            side or Side.ANY, "its owner's"
        )
        if self.from_ is CharmFrom.SELF:
            card = english.this()
        elif self.from_ is CharmFrom.TOP_DECK:
            card = f"the top card of {owner} deck"
        else:
            card = f"a card from {owner} trash"
        return english.sentence(f"Put {card} as a [Charm] under {text}")
