"""What one goldfish game leaves behind: a `GameTrace`, recorded while it plays.

A `Recorder` listens to the game's events (`Game.listen`: it watches, never changes the
game) and keeps a few counters per turn of the simulated deck; the trace is a small
tuple of integers, cheap to send back from a worker process. Turns are the deck's own
turns: going first its turn N is the game's turn 2N - 1, going second 2N.

Player 0 is always the simulated deck, player 1 the opponent.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from deckcheck.engine.constants import Phase, Zone
from deckcheck.engine.events import Event, EventKind
from deckcheck.engine.outcome import Outcome, OutcomeReason

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

DECK = 0
OPPONENT = 1
_HAND = int(Zone.HAND)
_SETUP = int(Phase.SETUP)


class GameTrace(NamedTuple):
    """One game, as the measures need it. Card indexes point into the simulation's
    distinct cards (`Simulation.cards`; the opponent's into `opponent_cards`)."""

    number: int  # the game's number in the run, from 1
    first: bool  # the deck went first
    winner: int  # 0 the deck, 1 the opponent, -1 a draw
    reason: str  # an OutcomeReason value
    turns: int  # the deck's own turns begun
    damage: tuple[int, ...]  # damage the opponent took on each of the deck's turns
    crushed: tuple[int, ...]  # the opponent's Life Cloth crushed on each of those turns
    refreshes: tuple[int, ...]  # the deck's turn of each of its refreshes
    life_cloth_lost: int  # the deck's Life Cloth put into the trash by its refreshes
    life_bursts_lost: int  # ... of which had a Life Burst
    drawn: int  # cards drawn after the setup
    charged: int  # cards put into the Ener Zone (Ener phase and Ener Charge)
    returned: int  # cards the mulligan returned
    opening: tuple[int, ...]  # the opening hand, before the mulligan
    hand: tuple[int, ...]  # the hand after the mulligan
    life_cloth: tuple[int, ...]  # the Life Cloth at the end of the setup
    played: tuple[tuple[int, int], ...]  # (card, times) put onto the field, used or grown into
    abilities: tuple[tuple[int, int], ...]  # (card, times) an [Action] ability was used
    bursts: tuple[tuple[int, int], ...]  # (opponent card, times) its Life Burst was used
    empty_deck_turns: int  # the deck's turns that began with an empty main deck
    decisions: int


def _ignore(event: Event) -> None:
    pass


class Recorder:
    """Counts what a trace needs through listeners on one game."""

    def __init__(
        self, game: Game, instance_card: Sequence[int], opponent_instance_card: Sequence[int]
    ) -> None:
        self.game = game
        self.instance_card = instance_card
        self.opponent_offset = len(instance_card)
        self.opponent_instance_card = opponent_instance_card
        self.turns = 0
        self.damage: list[int] = [0]
        self.crushed: list[int] = [0]
        self.refreshes: list[int] = []
        self.life_cloth_lost = 0
        self.life_bursts_lost = 0
        self.drawn = 0
        self.charged = 0
        self.returned = 0
        self.opening: tuple[int, ...] = ()
        self.hand: tuple[int, ...] = ()
        self.life_cloth: tuple[int, ...] = ()
        self.played: dict[int, int] = {}
        self.abilities: dict[int, int] = {}
        self.bursts: dict[int, int] = {}
        self.empty_deck_turns = 0
        # One listener for every kind: a game starts with one listener to set up.
        handlers = {
            EventKind.TURN_BEGAN: self._turn_began,
            EventKind.MULLIGANED: self._mulliganed,
            EventKind.DREW: self._drew,
            EventKind.ENER_CHARGED: self._charged,
            EventKind.REFRESHED: self._refreshed,
            EventKind.DAMAGED: self._damaged,
            EventKind.CRUSHED: self._crushed,
            EventKind.ENTERED_FIELD: self._entered,
            EventKind.USED: self._used,
            EventKind.GREW: self._grew,
            EventKind.LIFE_BURST_USED: self._burst,
        }
        table: list[Callable[[Event], None]] = [_ignore] * len(EventKind)
        for kind, handler in handlers.items():
            table[kind] = handler
        game.listen(handlers, lambda event: table[event.kind](event))

    # ------------------------------------------------------------ listeners

    def _turn_began(self, event: Event) -> None:
        if event.a == 1:  # the setup is over
            deck = self.game.players[DECK]
            self.hand = self._cards(deck.hand)
            self.life_cloth = self._cards(deck.life)
        if event.player != DECK:
            return
        if self.turns:
            self.damage.append(0)
            self.crushed.append(0)
        self.turns += 1
        if not self.game.players[DECK].deck:
            self.empty_deck_turns += 1

    def _mulliganed(self, event: Event) -> None:
        # Announced before the returned cards leave the hand: the opening hand is there.
        if event.player == DECK:
            self.returned = event.a
            self.opening = self._cards(self.game.players[DECK].hand)

    def _drew(self, event: Event) -> None:
        if event.player == DECK and self.game.phase != _SETUP:
            self.drawn += 1

    def _charged(self, event: Event) -> None:
        if event.player == DECK:
            self.charged += 1

    def _refreshed(self, event: Event) -> None:
        if event.player != DECK:
            return
        self.refreshes.append(self.turns)
        if event.a:
            self.life_cloth_lost += event.a
            # The Life Cloth card a refresh costs is the last card put into the trash.
            game = self.game
            lost = game.players[DECK].trash[-1]
            if game.defs[lost].life_burst:
                self.life_bursts_lost += 1

    def _damaged(self, event: Event) -> None:
        if event.player == OPPONENT:
            self.damage[-1] += 1

    def _crushed(self, event: Event) -> None:
        if event.player == OPPONENT:
            self.crushed[-1] += 1

    def _entered(self, event: Event) -> None:
        if event.player == DECK and event.a == _HAND:
            self._count(self.played, event.card)

    def _used(self, event: Event) -> None:
        if event.player == DECK:
            self._count(self.abilities if event.a >= 0 else self.played, event.card)

    def _grew(self, event: Event) -> None:
        if event.player == DECK:
            self._count(self.played, event.card)

    def _burst(self, event: Event) -> None:
        if event.player == OPPONENT:
            card = self.opponent_instance_card[event.card - self.opponent_offset]
            self.bursts[card] = self.bursts.get(card, 0) + 1

    # ------------------------------------------------------------ the trace

    def _count(self, counts: dict[int, int], instance: int) -> None:
        card = self.instance_card[instance]
        counts[card] = counts.get(card, 0) + 1

    def _cards(self, instances: Sequence[int]) -> tuple[int, ...]:
        card = self.instance_card
        return tuple(sorted(card[instance] for instance in instances))

    def trace(self, number: int, outcome: Outcome) -> GameTrace:
        damage = self.damage
        if outcome.winner == DECK and outcome.reason is OutcomeReason.DAMAGE:
            # The damage that wins is not announced: the game ends with it.
            damage[-1] += 1
        return GameTrace(
            number=number,
            first=self.game.first_player == DECK,
            winner=-1 if outcome.winner is None else outcome.winner,
            reason=outcome.reason.value,
            turns=self.turns,
            damage=tuple(damage),
            crushed=tuple(self.crushed),
            refreshes=tuple(self.refreshes),
            life_cloth_lost=self.life_cloth_lost,
            life_bursts_lost=self.life_bursts_lost,
            drawn=self.drawn,
            charged=self.charged,
            returned=self.returned,
            opening=self.opening,
            hand=self.hand,
            life_cloth=self.life_cloth,
            played=tuple(sorted(self.played.items())),
            abilities=tuple(sorted(self.abilities.items())),
            bursts=tuple(sorted(self.bursts.items())),
            empty_deck_turns=self.empty_deck_turns,
            decisions=self.game.decisions,
        )
