"""The main deck: Ener Charge, mill, shuffle, look at the top cards, reveal, search.

The deck is a hidden zone: what is looked for among its cards may not be found
(en-2021-glossary.txt, "Hidden zone": "it is possible to not reveal anything as a
result"), so every pick from the deck is "up to".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from deckcheck.cards.model import Color
from deckcheck.effects import english
from deckcheck.effects.binding import FLAT, LanguageError
from deckcheck.effects.cards import (
    COMPATIBLE,
    DISTINCT_PHRASES,
    REF_NAME,
    Cards,
    Distinct,
    Filter,
    Player,
    referenced,
)
from deckcheck.effects.library.common import PlayersEffect
from deckcheck.effects.library.hand import NAME
from deckcheck.effects.library.life import Pile
from deckcheck.effects.library.movement import put_onto_field
from deckcheck.effects.terms import Effect
from deckcheck.effects.values import (
    Amount,
    Duration,
    amount_value,
    describe_count,
    player_of,
    possessive,
    top_cards_for,
    where_n,
)
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind
from deckcheck.engine.constants import COLOR_BIT, Zone
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


def _name(context: EffectContext, name: str | None, cards: list[int]) -> None:
    if name is not None:
        context.data[name] = cards


@dataclass(frozen=True)
class EnerCharge(Effect):
    """[Ener Charge N]: the top N cards of the deck into the Ener Zone."""

    name: ClassVar[str] = "ener_charge"
    shorthand: ClassVar[str | None] = "count"

    count: Amount = 1
    player: Player = Player.YOU
    as_: str | None = field(default=None, metadata=NAME)

    def resolve(self, context: EffectContext) -> Procedure[None]:
        player = player_of(self.player, context.controller)
        charged = context.game.ener_charge(player, amount_value(self.count, context))
        _name(context, self.as_, charged)
        return
        yield

    def describe(self) -> str:
        if self.as_ is not None:
            cards = "the card" if self.count == 1 else "the cards"
            english.name_cards(
                self.as_, f"{cards} put into your Ener Zone this way", self.count == 1
            )
        if not isinstance(self.count, int):
            # An amount per quantity is written out, as cards print it: "For each <Plant>
            # SIGNI on your field, put the top card of your deck into your Ener Zone."
            whose = possessive(self.player)
            return top_cards_for(self.count, whose, f"into {whose} Ener Zone")
        if self.player is Player.YOU:
            return f"[Ener Charge {self.count}]."
        return f"Your opponent does [Ener Charge {self.count}]."


@dataclass(frozen=True)
class Mill(Effect):
    """The top N cards of a deck into its owner's trash; `either`: of your deck or your
    opponent's, as you choose."""

    name: ClassVar[str] = "mill"
    shorthand: ClassVar[str | None] = "count"

    count: Amount = 1
    player: Player = Player.YOU
    either: bool = field(
        default=False, metadata={"doc": "your deck or your opponent's deck: you choose which"}
    )
    as_: str | None = field(default=None, metadata=NAME)
    bottom: bool = field(
        default=False, metadata={"doc": 'from the bottom of the deck ("the bottom card")'}
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = player_of(self.player, context.controller)
        if self.either:
            # 0: your deck, 1: your opponent's deck.
            choice = yield from game.choose_mode(context.controller, 2, context.source)
            player = context.controller if choice == 0 else context.opponent
        count = amount_value(self.count, context)
        if self.bottom:
            bottom = game.players[player].deck[: max(count, 0)]
            milled = game.trash_from_deck(bottom, context.source)
        else:
            milled = game.mill(player, count, context.source)
        _name(context, self.as_, milled)

    def describe(self) -> str:
        if self.as_ is not None:
            if self.count == 1:  # "if the card put into the trash this way is a SIGNI"
                english.name_cards(self.as_, "the card put into the trash this way", True)
            else:
                english.name_cards(self.as_, "the cards put into the trash this way", False)
        whose = "your deck or your opponent's" if self.either else possessive(self.player)
        where = "their owner's trash" if self.either else "the trash"
        if self.bottom and isinstance(self.count, int):
            cards = "card" if self.count == 1 else describe_count(self.count, "card")
            return f"Put the bottom {cards} of {whose} deck into {where}."
        if not isinstance(self.count, int):
            # "For each level of this SIGNI, put the top two cards of your deck into the trash."
            return top_cards_for(self.count, whose, f"into {where}")
        if self.count == 1:
            return f"Put the top card of {whose} deck into {where}."
        count = describe_count(self.count, "card").split(" ", 1)
        return f"Put the top {count[0]} {count[1]} of {whose} deck into {where}."


@dataclass(frozen=True)
class Shuffle(Effect):
    """A player shuffles their deck."""

    name: ClassVar[str] = "shuffle"
    shorthand: ClassVar[str | None] = "player"

    player: Player = Player.YOU

    def resolve(self, context: EffectContext) -> Procedure[None]:
        context.game.shuffle(player_of(self.player, context.controller))
        return
        yield

    def describe(self) -> str:
        if self.player is Player.YOU:
            return "Shuffle your deck."
        return "Your opponent shuffles their deck."


class Destination(StrEnum):
    HAND = "hand"
    FIELD = "field"
    TRASH = "trash"
    ENER = "ener"
    LIFE_CLOTH = "life_cloth"
    # Back on the deck: "put up to one card on top of your deck" (several: one by one as
    # chosen, the last one on top), "put any number of them on the bottom".
    TOP = "top"
    BOTTOM = "bottom"
    # The check zone: a revealed spell goes there, to be used from there.
    CHECK = "check"


_DESTINATION_TEXT = {
    Destination.HAND: "add {what} to your hand",
    Destination.FIELD: "put {what} onto your field",
    Destination.TRASH: "put {what} into the trash",
    Destination.ENER: "put {what} into your Ener Zone",
    Destination.LIFE_CLOTH: "add {what} to your Life Cloth",
    Destination.TOP: "put {what} on top of your deck",
    Destination.BOTTOM: "put {what} on the bottom of your deck",
    Destination.CHECK: "put {what} into the check zone",
}


@dataclass(frozen=True)
class Take(Filter):
    """Up to `up_to` of the looked-at cards of the filter's kind, to `to`."""

    up_to: int | Literal["any"] = field(default=1, metadata={"minimum": 1})
    to: tuple[Destination, ...] = field(
        default=(Destination.HAND,), metadata={"doc": "where; with several, chosen per card"}
    )
    reveal: bool = field(default=False, metadata={"doc": "reveal them (the deck is hidden)"})
    enter_abilities: bool = field(
        default=True, metadata={"doc": "false: put onto the field, their [Enter] do not trigger"}
    )
    downed: bool = field(default=False, metadata={"doc": '"put it onto your field downed"'})
    as_: str | None = field(default=None, metadata=NAME)

    def __post_init__(self) -> None:
        super().__post_init__()
        if not self.enter_abilities and Destination.FIELD not in self.to:
            raise LanguageError("`enter_abilities` is for cards put onto the field", "to")
        if self.downed and Destination.FIELD not in self.to:
            raise LanguageError("`downed` is for cards put onto the field", "downed")

    def sent(self, action: str) -> str:
        """The English of where the cards go, downed when they are put so."""
        return (
            action.replace("onto your field", "onto your field downed") if self.downed else action
        )

    def quantity(self) -> tuple[str, bool]:
        """How many, in words, and whether that is plural: `up to two`, True."""
        if self.up_to == "any":
            return "any number of", True
        if self.up_to == 1:
            return "up to one", False
        return f"up to {english.number(self.up_to)}", True

    def most(self, candidates: int) -> int:
        """The most cards this takes of `candidates` cards."""
        return candidates if self.up_to == "any" else self.up_to

    def exact(self) -> bool:
        """Whether exactly `most` cards are taken (when there are that many)."""
        return False

    def takes_any_card(self) -> bool:
        """Whether the filter lets every card through (a plain "card")."""
        return self.noun(True, "card") == "cards" and not self.with_phrases()

    def describe(
        self, among: str = " from among them", every: bool = False, rest: bool = False
    ) -> str:
        """`every`: the count is every card looked at ("reveal all green cards from among
        them"), not a number of them; `rest`: every card not taken yet ("the rest")."""
        quantity, plural = ("all", True) if every else self.quantity()
        what = " ".join([quantity, self.noun(plural, "card"), *self.with_phrases()])
        if rest:
            what = "the rest"
        them = "them" if plural else "it"
        if self.as_ is not None:  # "a SIGNI that shares a class with that SIGNI"
            noun = self.noun(plural, "card")
            english.name_cards(self.as_, f"those {noun}" if plural else f"that {noun}", not plural)
        first, *others = [_DESTINATION_TEXT[to] for to in self.to]
        alternatives = "".join(f" or {other.format(what=them)}" for other in others)
        if not self.enter_abilities:
            their = "their" if plural else "its"
            alternatives += f" without {their} {english.enter_tag()} abilities triggering"
        if plural and all(to in (Destination.TOP, Destination.BOTTOM) for to in self.to):
            alternatives += " in any order"  # put back one by one, as the player chooses
        if self.reveal:
            return self.sent(f"reveal {what}{among} and {first.format(what=them)}{alternatives}")
        return self.sent(first.format(what=f"{what}{among}") + alternatives)


@dataclass(frozen=True)
class LookPick(Take):
    """Of the looked-at cards, up to `up_to` or exactly `count` (all there are, when
    fewer) of the filter's kind, to `to`."""

    count: int | None = field(
        default=None,
        metadata={"minimum": 1, "doc": 'exactly this many: "put one of them on top of your deck"'},
    )

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.count is not None and self.up_to != 1:
            raise LanguageError("give `count` or `up_to`, not both", "count")

    def quantity(self) -> tuple[str, bool]:
        if self.count is None:
            return super().quantity()
        return english.number(self.count), self.count != 1

    def most(self, candidates: int) -> int:
        return super().most(candidates) if self.count is None else self.count

    def exact(self) -> bool:
        return self.count is not None


class Rest(StrEnum):
    BOTTOM_ANY_ORDER = "bottom_any_order"
    BOTTOM_RANDOM = "bottom_random"
    TOP_ANY_ORDER = "top_any_order"
    TRASH = "trash"
    ENER = "ener"
    # They stay in the deck, which is shuffled ("shuffle the other cards back into the deck").
    SHUFFLED = "shuffled"


_REST_TEXT = {
    Rest.BOTTOM_ANY_ORDER: "Put the rest on the bottom of your deck in any order.",
    Rest.BOTTOM_RANDOM: "Put the rest on the bottom of your deck in a random order.",
    Rest.TOP_ANY_ORDER: "Put the rest on top of your deck in any order.",
    Rest.TRASH: "Put the rest into the trash.",
    Rest.ENER: "Put the rest into your Ener Zone.",
    Rest.SHUFFLED: "Shuffle the rest into your deck.",
}


@dataclass(frozen=True)
class LookTop(Effect):
    """Look at the top N cards of your deck, take some of them (`pick`, in order), and
    put the rest somewhere (`rest`); `player: opponent`: your opponent does so with their
    deck, choosing what they take ("each player looks at the top seven cards of their
    deck ...": one for you, one for your opponent)."""

    name: ClassVar[str] = "look_top"

    count: Amount
    pick: tuple[LookPick, ...] = ()
    rest: Rest = Rest.BOTTOM_ANY_ORDER
    player: Player = field(
        default=Player.YOU, metadata={"doc": "who looks at their deck and chooses"}
    )
    bottom: int = field(
        default=0,
        metadata={
            "minimum": 0,
            "doc": 'the bottom N cards too ("look at the top and bottom card": `count: 1,'
            " bottom: 1`); a card both top and bottom is looked at once",
        },
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = player_of(self.player, context.controller)
        deck = game.players[player].deck
        count = amount_value(self.count, context)
        looked = list(reversed(deck[-count:])) if count > 0 else []
        looked += [card for card in deck[: self.bottom] if card not in looked]
        remaining = list(looked)
        for take in self.pick:
            candidates = [c for c in remaining if take.match(game, context.source, c, context)]
            if take.to == (Destination.FIELD,):
                candidates = [c for c in candidates if game.can_place_signi(player, c)]
            chosen = yield from game.choose_cards(
                player,
                candidates,
                take.most(len(candidates)),
                up_to=not take.exact(),
                source=context.source,
                group=True,
            )
            taken: list[int] = []
            for card in chosen:
                remaining.remove(card)
                if take.reveal:
                    game.reveal(card)
                if (yield from _send(context, card, take.to, take.enter_abilities, take.downed)):
                    taken.append(card)
            _name(context, take.as_, taken)
        yield from _put_rest(context, remaining, self.rest, player)

    def describe(self) -> str:
        text = self._describe()
        if self.player is Player.YOU:
            return text
        # Each sentence of yours, said of your opponent: "Your opponent looks at the top
        # seven cards of their deck. Your opponent puts ... onto their field."
        sentences = []
        for sentence in english.sentences(text):
            verb, _, rest = sentence.partition(" ")
            verb = {"Look": "looks", "Put": "puts", "Reveal": "reveals", "Add": "adds"}.get(
                verb, english.lower_first(verb) + "s"
            )
            rest = rest.replace("your ", "their ").replace(" and put ", " and puts ")
            sentences.append(f"Your opponent {verb} {rest}")
        return " ".join(sentences)

    def _describe(self) -> str:
        count = describe_count(self.count, "card").split(" ", 1)
        where = where_n(self.count)
        if self.count == 1 and self.bottom == 1:
            text = ["Look at the top and bottom card of your deck."]
        elif self.bottom:
            text = [f"Look at the top {count[0]} and bottom {self.bottom} cards of your deck."]
        elif self.count == 1:
            text = ["Look at the top card of your deck."]
        elif where is not None:
            text = [f"Look at the top N cards of your deck{where}."]
        else:
            text = [f"Look at the top {count[0]} {count[1]} of your deck."]
        # The fewest cards still there before each pick: plain picks of an exact count
        # take that many; any other pick may take none.
        left = self.count if isinstance(self.count, int) else None
        for position, take in enumerate(self.pick):
            every = (
                isinstance(take, LookPick)
                and isinstance(self.count, int)
                and self.count > 1
                and take.count == self.count
            )
            exact = take.count if isinstance(take, LookPick) and take.takes_any_card() else None
            if position > 0 and exact is not None and left is not None and exact >= left:
                # a last pick of every card left is the card's "put the rest ..."
                text.append(english.sentence(take.describe(among="", rest=True)))
                return " ".join(text)
            text.append(english.sentence(take.describe(every=every)))
            if left is not None and exact is not None:
                left -= exact
        rest = _REST_TEXT[self.rest]
        if not self.pick:  # nothing was taken: all of them go there
            rest = rest.replace("Put the rest", "Put them" if self.count != 1 else "Put it")
            rest = rest.replace(" in any order", " in any order" if self.count != 1 else "")
        text.append(rest)
        return " ".join(text)


def _send(
    context: EffectContext,
    card: int,
    places: tuple[Destination, ...],
    enter_abilities: bool = True,
    downed: bool = False,
) -> Procedure[bool]:
    """Send a card to its destination; of several, its owner chooses (a SIGNI that may
    not be placed on the field is not offered the field)."""
    game = context.game
    owner = game.owner[card]
    if len(places) > 1:
        possible = [
            index
            for index, place in enumerate(places)
            if place is not Destination.FIELD or game.can_place_signi(owner, card)
        ]
        options = tuple(Action(ActionKind.CHOOSE_MODE, index) for index in possible)
        action = yield Decision(owner, DecisionKind.MODE, options, context.source)
        to = places[action.a]
    else:
        to = places[0]
    if to is Destination.FIELD:
        return (
            yield from put_onto_field(context, card, enter_abilities=enter_abilities, downed=downed)
        )
    if to is Destination.TRASH and game.zone[card] == Zone.DECK:
        game.trash_from_deck([card], context.source)
        return True
    if to is Destination.TOP:
        game.move(card, Zone.DECK)
        return True
    if to is Destination.BOTTOM:
        game.put_on_bottom([card])
        return True
    zone = {
        Destination.HAND: Zone.HAND,
        Destination.TRASH: Zone.TRASH,
        Destination.ENER: Zone.ENER,
        Destination.LIFE_CLOTH: Zone.LIFE,
        Destination.CHECK: Zone.CHECK,
    }[to]
    game.move(card, zone)
    return True


def _put_rest(
    context: EffectContext, cards: list[int], rest: Rest, player: int | None = None
) -> Procedure[None]:
    """The rest of the looked-at cards where `rest` says, ordered by `player` (the
    controller when not given)."""
    game = context.game
    chooser = context.controller if player is None else player
    if not cards:
        return
    if rest is Rest.BOTTOM_RANDOM:
        game.put_on_bottom(cards, random_order=True)
    elif rest in (Rest.BOTTOM_ANY_ORDER, Rest.TOP_ANY_ORDER):
        # The controller orders them, one at a time (copies of a card are one choice).
        ordered: list[int] = []
        remaining = list(cards)
        while len(remaining) > 1:
            (card,) = yield from game.choose_cards(
                chooser, remaining, 1, source=context.source, group=True
            )
            ordered.append(card)
            remaining.remove(card)
        ordered.extend(remaining)
        if rest is Rest.BOTTOM_ANY_ORDER:
            game.put_on_bottom(ordered)
        else:
            for card in reversed(ordered):  # the first chosen ends on top
                game.move(card, Zone.DECK)
    elif rest is Rest.TRASH:
        game.trash_from_deck(cards, context.source)
    elif rest is Rest.SHUFFLED:
        # Still in the deck (looked at or revealed where they are): the deck is shuffled.
        game.shuffle(game.owner[cards[0]])
    else:
        for card in cards:
            game.move(card, Zone.ENER)


@dataclass(frozen=True)
class RevealTop(Effect):
    """Reveal the top card(s) of a deck; they stay there. Name them (`as`) to test them."""

    name: ClassVar[str] = "reveal_top"
    shorthand: ClassVar[str | None] = "count"

    count: int = field(default=1, metadata={"minimum": 1})
    player: Player = Player.YOU
    as_: str | None = field(default=None, metadata=NAME)
    pile: Pile = field(default=Pile.DECK, metadata={"doc": "the deck or the Life Cloth"})
    bottom: bool = field(
        default=False, metadata={"doc": 'from the bottom ("reveal the bottom card of your deck")'}
    )

    def __post_init__(self) -> None:
        if self.pile is Pile.HAND:
            raise LanguageError("the top of a deck or a Life Cloth is revealed", "pile")
        if self.bottom and self.pile is not Pile.DECK:
            raise LanguageError("the bottom of a deck is revealed", "bottom")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        owner = game.players[player_of(self.player, context.controller)]
        deck = owner.deck if self.pile is Pile.DECK else owner.life
        count = self.count
        if self.bottom:
            # The bottom card first; `reveal_more` counts cards from the top alone.
            revealed = deck[:count]
            for card in revealed:
                game.reveal(card)
            _name(context, self.as_, revealed)
            return
        if self.pile is Pile.DECK and owner.index == context.controller:
            # A player's own reveals from the top may be longer (`reveal_more`).
            more = game.reveal_more(context.controller)
            if more and (yield from game.may(context.controller, context.source)):
                count += more
        revealed = list(reversed(deck[-count:]))
        for card in revealed:
            game.reveal(card)
        _name(context, self.as_, revealed)

    def describe(self) -> str:
        whose = possessive(self.player)
        place = "deck" if self.pile is Pile.DECK else "Life Cloth"
        if self.as_ is not None:
            cards = "card" if self.count == 1 else "cards"
            english.name_cards(
                self.as_,
                "that card" if self.count == 1 else "those cards",
                self.count == 1,
                distinct=f"the {cards} revealed from {whose} {place}",
            )
        end = "bottom" if self.bottom else "top"
        if self.count == 1:
            return f"Reveal the {end} card of {whose} {place}."
        return f"Reveal the {end} {english.number(self.count)} cards of {whose} {place}."


@dataclass(frozen=True)
class SearchDeck(Effect):
    """Search your deck for up to N cards of the filter's kind, put them somewhere, then
    shuffle."""

    name: ClassVar[str] = "search_deck"

    take: Take = field(default_factory=Take, metadata={"flatten": True})
    distinct: Distinct | None = field(
        default=None, metadata={"doc": "every two cards found differ in this (level, ...)"}
    )
    alike: Literal["level"] | None = field(
        default=None, metadata={"doc": 'the cards found are of one level ("of the same level")'}
    )
    per_color_of: str | None = field(
        default=None,
        metadata={
            **REF_NAME,
            "doc": "one card of each colour chosen from the cards named so, a colour from "
            "each (`paid_ener`: 'for each Ener paid, choose one color from the paid Ener')",
        },
    )

    def __post_init__(self) -> None:
        if self.distinct is not None and self.alike is not None:
            raise LanguageError("`distinct` or `alike`, not both", "alike")
        if self.per_color_of is not None and (
            self.distinct is not None or self.alike is not None or self.take.up_to != 1
        ):
            raise LanguageError(
                "one card of each colour chosen: no `distinct`, `alike` or `up_to`",
                "per_color_of",
            )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = context.controller
        take = self.take
        count = len(game.players[player].deck) if take.up_to == "any" else take.up_to

        def matches(card: int) -> bool:
            return take.match(game, context.source, card, context)

        compatible = COMPATIBLE[self.distinct] if self.distinct is not None else None
        if self.alike is not None:
            compatible = SameLevel()
        if self.per_color_of is not None:
            givers = [game.pay_colors(card) for card in referenced(context, self.per_color_of)]
            found = yield from _search_per_color(context, matches, givers)
        else:
            found = yield from game.search_deck(
                player, matches, count, source=context.source, compatible=compatible
            )
        taken = []
        for card in found:
            if take.reveal:
                game.reveal(card)
            if (yield from _send(context, card, take.to, take.enter_abilities, take.downed)):
                taken.append(card)
        _name(context, take.as_, taken)
        game.shuffle(player)

    def describe(self) -> str:
        take = self.take
        if take.up_to == "any":
            quantity, plural = "any number of", True
        else:
            quantity, plural = f"up to {english.number(take.up_to)}", take.up_to != 1
        what = " ".join([quantity, take.noun(plural, "card"), *take.with_phrases()])
        if self.distinct is not None:
            what += f" {DISTINCT_PHRASES[self.distinct]}"
        if self.alike is not None:
            what += " of the same level"
        lead = ""
        if self.per_color_of is not None:
            cards = Cards(ref=self.per_color_of).reference()
            noun = " ".join([take.noun(False, "card"), *take.with_phrases()])
            what, plural = f"up to one {noun} of each color chosen this way", True
            lead = f"For each of {cards}, choose one of its colors. "
        them = "them" if plural else "it"
        action = take.sent(" or ".join(_DESTINATION_TEXT[to].format(what=them) for to in take.to))
        if not take.enter_abilities:
            their = "their" if plural else "its"
            action += f" without {their} {english.enter_tag()} abilities triggering"
        # "..., reveal it, and add it to your hand", or "... and put it into the trash".
        reveal = f", reveal {them}, and " if take.reveal else " and "
        if take.as_ is not None:  # "put that SIGNI into its owner's trash"
            single = take.up_to == 1
            noun = take.noun(not single, "card")
            english.name_cards(take.as_, f"that {noun}" if single else f"those {noun}", single)
        return f"{lead}Search your deck for {what}{reveal}{action}. Then, shuffle your deck."


@dataclass(frozen=True)
class RevealMore(PlayersEffect):
    """Whenever your effects would reveal cards from the top of your deck, you may reveal `count`
    more instead (one card more for the rest of the turn, classic WX06-033): until `until`, or while
    a [Constant] ability is in force."""

    name: ClassVar[str] = "reveal_more"
    shorthand: ClassVar[str | None] = "count"

    count: int = field(default=1, metadata={"minimum": 1})
    until: Duration = Duration.END_OF_TURN

    def _effect(self, controller: int, **timing: Any) -> ContinuousEffect:
        return ContinuousEffect(
            Attribute.REVEAL_MORE, Mode.ADD, self.count, player=controller, **timing
        )

    def describe(self) -> str:
        text = (
            "if you would reveal a number of cards from the top of your deck, you may reveal "
            f"that many plus {english.number(self.count)} instead"
        )
        if english.in_force():
            return english.sentence(text)
        if self.until is Duration.END_OF_TURN:
            return english.sentence(f"this turn, {text}")
        return english.sentence(f"{text} {self.until.describe()}".strip())


@dataclass(frozen=True)
class PaysAs(Effect):
    """While a [Constant] ability of this card works in the Ener Zone, the card pays
    `color` as well as its own colours: paid, it goes to the trash as every card paid does
    (a SIGNI of the Ener Zone that may pay a [White] it lacks, classic WX08-042;
    docs/engine-hooks.md,
    "Paying as another colour")."""

    name: ClassVar[str] = "pays_as"
    shorthand: ClassVar[str | None] = "color"

    color: tuple[Color, ...] = field(metadata={"doc": "the colours it may pay"})

    def __post_init__(self) -> None:
        if not self.color or Color.COLORLESS in self.color:
            raise LanguageError("the colours it pays: white, red, blue, green or black", "color")

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        mask = 0
        for color in self.color:
            mask |= COLOR_BIT[color]
        return [
            ContinuousEffect(Attribute.PAYS_AS, Mode.SET, mask, target=source, condition=condition)
        ]

    def describe(self) -> str:
        paid = english.join(f"1 {color.value}" for color in self.color)
        return english.sentence(
            f"whenever you would pay {paid}, you may put {english.this()} from your Ener Zone "
            "into the trash instead"
        )


# Where the card found may go (the places of the deck itself are no "until").
_FOUND_TO = frozenset(
    {
        Destination.HAND,
        Destination.FIELD,
        Destination.TRASH,
        Destination.ENER,
        Destination.LIFE_CLOTH,
        Destination.CHECK,
    }
)


@dataclass(frozen=True)
class RevealUntil(Effect):
    """Reveal cards from the top of a deck one by one until a card of the filter's kind is
    revealed (every card of the deck when none is): that card goes to `to` (a SIGNI that
    cannot be put onto the field goes into the trash instead), named by `as`; the other
    revealed cards go where `rest` says (a <Beautiful Technique> SIGNI found so and taken
    to the hand, the others shuffled and put on the bottom of the deck)."""

    name: ClassVar[str] = "reveal_until"

    kind: Filter = field(metadata=FLAT)
    to: Destination = field(default=Destination.HAND, metadata={"doc": "where the card found goes"})
    rest: Rest = field(default=Rest.BOTTOM_RANDOM, metadata={"doc": "where the others go"})
    player: Player = field(default=Player.YOU, metadata={"doc": "whose deck"})
    as_: str | None = field(default=None, metadata=NAME)

    def __post_init__(self) -> None:
        if self.to not in _FOUND_TO:
            raise LanguageError("the card found goes to a hand, a field, a trash, ...", "to")
        if self.kind.is_any():
            raise LanguageError("reveal until a card of a kind: give its filter", "reveal_until")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        owner = player_of(self.player, context.controller)
        revealed: list[int] = []
        found = -1
        for card in reversed(game.players[owner].deck):  # from the top
            revealed.append(card)
            game.reveal(card)
            if self.kind.match(game, context.source, card, context):
                found = card
                break
        rest = [card for card in revealed if card != found]
        if found >= 0:
            sent = yield from _send(context, found, (self.to,))
            if not sent and game.zone[found] == Zone.DECK:  # it could not be put there
                game.trash_from_deck([found], context.source)
            _name(context, self.as_, [found] if sent else [])
        yield from _put_rest(context, rest, self.rest)

    def describe(self) -> str:
        noun = self.kind.noun(False, "card")
        what = " ".join([noun, *self.kind.with_phrases()])
        whose = possessive(self.player)
        text = f"Reveal cards from the top of {whose} deck until you reveal {english.a(what)}."
        # "Add that SIGNI to your hand": the card found by its type alone.
        found = Filter(type=self.kind.type).noun(False, "card")
        sent = _DESTINATION_TEXT[self.to].format(what=f"that {found}")
        if self.to is Destination.FIELD:
            sent += "; if it cannot be, put it into the trash"
        rest = _REST_TEXT[self.rest].replace("the rest", "the other revealed cards")
        if self.player is Player.OPPONENT:
            rest = rest.replace("your deck", "their deck")
        if self.as_ is not None:
            english.name_cards(self.as_, f"that {found}", True)
        return f"{text} {english.sentence(sent)} {rest}"


# The opponent's choice of the pile put into the trash (a mode): the face-up one, or the
# face-down one.
_PILES = (Action(ActionKind.CHOOSE_MODE, 0), Action(ActionKind.CHOOSE_MODE, 1))


@dataclass(frozen=True)
class SplitPiles(Effect):
    """Look at the top `count` cards of your deck and split them into a face-up pile of
    `face_up` cards (fewer when fewer are there) and a face-down pile of the rest; your
    opponent chooses one of the two piles to put into your trash, and the other is added
    to your hand. The opponent sees the face-up pile alone: the face-down one stays hidden
    in the deck until the choice is made."""

    name: ClassVar[str] = "split_piles"

    count: int = field(metadata={"minimum": 2})
    face_up: int = field(metadata={"minimum": 1})

    def __post_init__(self) -> None:
        if self.face_up >= self.count:
            raise LanguageError("the face-down pile needs a card", "face_up")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = context.controller
        deck = game.players[player].deck
        looked = list(reversed(deck[-self.count :]))
        if not looked:
            return
        up = yield from game.choose_cards(
            player,
            looked,
            min(self.face_up, len(looked)),
            source=context.source,
            kind=DecisionKind.CHOOSE,
            group=True,
        )
        for card in up:
            game.reveal(card)
        down = [card for card in looked if card not in up]
        choice = yield Decision(1 - player, DecisionKind.MODE, _PILES, context.source)
        trashed, kept = (up, down) if choice.a == 0 else (down, up)
        game.trash_from_deck(trashed, context.source)
        for card in kept:
            game.move(card, Zone.HAND)

    def describe(self) -> str:
        rest = self.count - self.face_up
        return (
            f"Look at the top {english.number(self.count)} cards of your deck and split them "
            f"into a face-up pile of {english.number(self.face_up)} and a face-down pile of "
            f"{english.number(rest)}. Your opponent chooses one of the piles to put into your "
            "trash, and you add the other to your hand."
        )


@dataclass(frozen=True)
class SameLevel:
    """Two cards of one level: (game, a, b) -> bool ("two <<Angel>> SIGNI of the same
    level"), a relation every two cards found keep."""

    def __call__(self, game: Game, a: int, b: int) -> bool:
        return game.level(a) == game.level(b)


def _search_per_color(
    context: EffectContext, matches: Callable[[int], bool], givers: list[int]
) -> Procedure[list[int]]:
    """Up to one card of each colour chosen from `givers` (the colours each named card
    gives, one of them apiece): cards found one at a time, each offered only while every
    card found so far can still have a colour of its own, from a giver of its own."""
    game = context.game
    player = context.controller
    found: list[int] = []
    while len(found) < len(givers):
        candidates = [
            card
            for card in reversed(game.players[player].deck)
            if card not in found
            and matches(card)
            and _colors_fit([game.defs[c].colors for c in (*found, card)], givers)
        ]
        chosen = yield from game.choose_cards(
            player, candidates, 1, up_to=True, source=context.source, group=True
        )
        if not chosen:
            break
        found += chosen
    return found


def _colors_fit(cards: list[int], givers: list[int]) -> bool:
    """Whether each card (its colour bits) can have a colour of its own, no two the same,
    each given by a giver of its own (its colour bits: what it pays as)."""
    if not cards:
        return True
    first, rest = cards[0], cards[1:]
    for index, giver in enumerate(givers):
        shared = first & giver
        while shared:
            color = shared & -shared
            shared ^= color
            others = [card & ~color for card in rest]
            if _colors_fit(others, givers[:index] + givers[index + 1 :]):
                return True
    return False
