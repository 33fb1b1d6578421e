"""Values shared by many effects: amounts, durations, players, keywords.

An amount is a number or a number per something: `amount: 3000` or
`amount: {per: {count: {side: you, zone: signi, class: VIRTUAL}}, times: 1000}`;
`every: 2` counts whole groups of two ("+1000 power for every two cards in your hand").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from deckcheck.effects import english
from deckcheck.effects.cards import Player
from deckcheck.effects.terms import Quantity
from deckcheck.engine.continuous import NEVER

if TYPE_CHECKING:
    from deckcheck.effects.terms import Scope
    from deckcheck.engine.game import Game


@dataclass(frozen=True)
class Per:
    """`times` for each unit of a quantity ("+1000 power for each <<Virtual>> SIGNI"), or
    for every `every` units (the quantity divided by `every`, rounded down: "for every
    two cards in your hand", five cards count twice)."""

    per: Quantity
    times: int = 1
    every: int = field(
        default=1, metadata={"minimum": 1, "doc": 'units counted together: "for every two"'}
    )

    def value(self, scope: Scope) -> int:
        return self.per.value(scope) // self.every * self.times

    def unit(self) -> str:
        """After "for": `each card in your hand`, `every two cards in your hand`."""
        if self.every == 1:
            return f"each {self.per.each()}"
        return f"every {self.per.every(self.every)}"

    def quantity(self) -> str:
        """The quantity read as a number (before `times`): `the number of cards in your
        hand`, `... divided by two, rounded down`."""
        if self.every == 1:
            return self.per.number()
        return f"{self.per.number()} divided by {english.number(self.every)}, rounded down"


Amount = int | Per


def top_cards_for(amount: Per, whose: str, destination: str) -> str:
    """Cards from the top of a deck, as many as a quantity: "For each <Plant> SIGNI on
    your field, put the top card of your deck into ..."; a bare number reads as one ("Put
    the top N cards of your deck into ..., where N is the declared number")."""
    if not amount.per.countable and amount.times == 1 and amount.every == 1:
        return f"Put the top N cards of {whose} deck {destination}, where N is {amount.quantity()}."
    top = "card" if amount.times == 1 else f"{english.number(amount.times)} cards"
    return f"For {amount.unit()}, put the top {top} of {whose} deck {destination}."


def where_n(amount: Amount) -> str | None:
    """`, where N is the declared number` for a quantity read as a plain count (to follow
    a sentence that says N); None for a number or a count of units."""
    if isinstance(amount, int) or amount.times != 1 or amount.every != 1:
        return None
    return f", where N is {amount.quantity()}"


def amount_value(amount: Amount, scope: Scope) -> int:
    return amount if isinstance(amount, int) else amount.value(scope)


def describe_count(amount: Amount, singular: str, plural: str | None = None) -> str:
    """`a card`, `two cards`, `a card for each ...`."""
    if isinstance(amount, int):
        return english.count_of(amount, singular, plural)
    if not amount.per.countable and amount.times == 1 and amount.every == 1:
        # A number read as a count, as cards print it: "draw cards equal to the declared
        # number".
        return f"{plural or singular + 's'} equal to {amount.quantity()}"
    times = english.count_of(amount.times, singular, plural)
    return f"{times} for {amount.unit()}"


def describe_power(amount: Amount) -> str:
    if isinstance(amount, int):
        return f"{english.signed(amount)} power"
    if abs(amount.times) == 1 and amount.every == 1:
        # WXDi-P14-037: a minus as large as the power of the SIGNI that entered
        sign = "+" if amount.times > 0 else english.wording().minus
        return f"{sign} power equal to {amount.quantity()}"
    return f"{english.signed(amount.times)} power for {amount.unit()}"


def player_of(player: Player, controller: int) -> int:
    return controller if player is Player.YOU else 1 - controller


def subject(player: Player) -> tuple[str, str]:
    """(`you`, `draw`) or (`your opponent`, `draws`) helpers: the subject and its -s."""
    return ("you", "") if player is Player.YOU else ("your opponent", "s")


def possessive(player: Player) -> str:
    return "your" if player is Player.YOU else "your opponent's"


class Duration(StrEnum):
    """How long a temporary effect lasts."""

    END_OF_TURN = "end_of_turn"
    END_OF_OPPONENTS_NEXT_TURN = "end_of_opponents_next_turn"
    # For as long as the card stays on the field.
    PERMANENT = "permanent"
    # "For the duration of the game": on a card, as long as it stays where it is (a card
    # that moves is a new card); an `all` of LRIG zones covers their LRIG from then on.
    GAME = "game"

    def ends_after(self, game: Game, controller: int) -> int:
        """The engine's `ends_after_turn` for an effect of `controller` starting now."""
        if self is Duration.END_OF_TURN:
            return game.turn
        if self is Duration.END_OF_OPPONENTS_NEXT_TURN:
            return game.end_of_opponents_next_turn(controller)
        return NEVER

    def describe(self) -> str:
        if english.in_force():
            return ""
        return {
            Duration.END_OF_TURN: "until end of turn",
            Duration.END_OF_OPPONENTS_NEXT_TURN: "until the end of your opponent's next turn",
            Duration.PERMANENT: "",
            Duration.GAME: "for the duration of the game",
        }[self]
