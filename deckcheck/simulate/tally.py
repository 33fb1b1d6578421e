"""Integer tallies of games: what the measures need, in constant memory.

A `Tally` counts the games of one side (going first or second): how many games had each
winning turn, each number of cards drawn, and so on, and per turn and per card sums.
Everything is an integer, so adding games one by one or merging the tallies of chunks
played by different workers gives exactly the same tally in any order: the report is
the same for any number of jobs, and a run of a million games needs no more memory than
one of ten.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

from deckcheck.engine.outcome import OutcomeReason
from deckcheck.simulate.trace import GameTrace

_TURN_LIMIT = OutcomeReason.TURN_LIMIT.value
_DECISION_LIMIT = OutcomeReason.DECISION_LIMIT.value


@dataclass(frozen=True)
class CardFacts:
    """What a tally needs to know of the deck's distinct cards (by index)."""

    life_burst: tuple[bool, ...]  # the card has a Life Burst icon
    kept: tuple[bool, ...]  # the mulligan rule keeps it


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    losses: int = 0
    turn_cap: int = 0
    decision_cap: int = 0
    win_turns: Counter[int] = field(default_factory=Counter)
    # The first game (lowest number) won on each turn, and the first game not won.
    first_win_on: dict[int, int] = field(default_factory=dict)
    first_not_won: int | None = None
    reached: Counter[int] = field(default_factory=Counter)  # turn -> games that reached it
    damage: Counter[int] = field(default_factory=Counter)  # turn -> damage dealt, summed
    crushed: Counter[int] = field(default_factory=Counter)
    turns: int = 0  # the deck's turns, summed over games
    decisions: int = 0  # the engine's decisions, summed (what a game costs to play)
    refreshed: int = 0
    first_refresh: Counter[int] = field(default_factory=Counter)
    refreshes: Counter[int] = field(default_factory=Counter)
    life_cloth_lost: Counter[int] = field(default_factory=Counter)
    life_bursts_lost: int = 0
    drawn: Counter[int] = field(default_factory=Counter)
    charged: Counter[int] = field(default_factory=Counter)
    returned: Counter[int] = field(default_factory=Counter)
    kept_group: int = 0
    life_cloth_bursts: Counter[int] = field(default_factory=Counter)
    empty_deck: int = 0
    opponent_bursts: Counter[int] = field(default_factory=Counter)  # opponent card -> uses
    opening: Counter[int] = field(default_factory=Counter)  # card -> games with one in it
    after_mulligan: Counter[int] = field(default_factory=Counter)
    played: Counter[int] = field(default_factory=Counter)  # card -> times played
    played_in: Counter[int] = field(default_factory=Counter)  # card -> games played in
    abilities: Counter[int] = field(default_factory=Counter)

    def add(self, trace: GameTrace, facts: CardFacts) -> None:
        """Count one game."""
        self.games += 1
        number = trace.number
        if trace.winner == 0:
            self.wins += 1
            self.win_turns[trace.turns] += 1
            if number < self.first_win_on.get(trace.turns, number + 1):
                self.first_win_on[trace.turns] = number
        else:
            if trace.winner == 1:
                self.losses += 1
            elif trace.reason == _TURN_LIMIT:
                self.turn_cap += 1
            elif trace.reason == _DECISION_LIMIT:
                self.decision_cap += 1
            if self.first_not_won is None or number < self.first_not_won:
                self.first_not_won = number
        for turn in range(1, trace.turns + 1):
            self.reached[turn] += 1
            self.damage[turn] += trace.damage[turn - 1]
            self.crushed[turn] += trace.crushed[turn - 1]
        self.turns += trace.turns
        self.decisions += trace.decisions
        if trace.refreshes:
            self.refreshed += 1
            self.first_refresh[trace.refreshes[0]] += 1
        self.refreshes[len(trace.refreshes)] += 1
        self.life_cloth_lost[trace.life_cloth_lost] += 1
        self.life_bursts_lost += trace.life_bursts_lost
        self.drawn[trace.drawn] += 1
        self.charged[trace.charged] += 1
        self.returned[trace.returned] += 1
        kept = facts.kept
        self.kept_group += any(kept[card] for card in trace.hand)
        bursts = facts.life_burst
        self.life_cloth_bursts[sum(bursts[card] for card in trace.life_cloth)] += 1
        self.empty_deck += trace.empty_deck_turns > 0
        for card, times in trace.bursts:
            self.opponent_bursts[card] += times
        self.opening.update(set(trace.opening))
        self.after_mulligan.update(set(trace.hand))
        for card, times in trace.played:
            self.played[card] += times
            self.played_in[card] += 1
        for card, times in trace.abilities:
            self.abilities[card] += times

    def merge(self, other: Tally) -> None:
        """Add the games of `other` (played elsewhere) to this tally."""
        for name in _SUMS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for name in _COUNTERS:
            getattr(self, name).update(getattr(other, name))
        for turn, number in other.first_win_on.items():
            if number < self.first_win_on.get(turn, number + 1):
                self.first_win_on[turn] = number
        if other.first_not_won is not None and (
            self.first_not_won is None or other.first_not_won < self.first_not_won
        ):
            self.first_not_won = other.first_not_won


_SUMS = (
    "games",
    "wins",
    "losses",
    "turn_cap",
    "decision_cap",
    "turns",
    "decisions",
    "refreshed",
    "life_bursts_lost",
    "kept_group",
    "empty_deck",
)
_COUNTERS = (
    "win_turns",
    "reached",
    "damage",
    "crushed",
    "first_refresh",
    "refreshes",
    "life_cloth_lost",
    "drawn",
    "charged",
    "returned",
    "life_cloth_bursts",
    "opponent_bursts",
    "opening",
    "after_mulligan",
    "played",
    "played_in",
    "abilities",
)


class FailureCause(StrEnum):
    """Whose error stopped a game: your own agent's, or deckcheck's (a bug)."""

    AGENT = "agent"
    DECKCHECK = "deckcheck"


@dataclass(frozen=True)
class Failure:
    """The first game of a run that raised: its number, the error and whose it was."""

    game: int
    error: str
    cause: FailureCause = FailureCause.DECKCHECK


@dataclass
class RunTally:
    """A run's games, going first and going second, and the games that failed (an error
    inside the engine, a card's ability or an agent), which no figure counts."""

    first: Tally = field(default_factory=Tally)
    second: Tally = field(default_factory=Tally)
    failed: int = 0
    first_failure: Failure | None = None

    def add(self, trace: GameTrace, facts: CardFacts) -> None:
        (self.first if trace.first else self.second).add(trace, facts)

    def fail(self, failure: Failure) -> None:
        self.failed += 1
        self._note_failure(failure)

    def merge(self, other: RunTally) -> None:
        self.first.merge(other.first)
        self.second.merge(other.second)
        self.failed += other.failed
        if other.first_failure is not None:
            self._note_failure(other.first_failure)

    def _note_failure(self, failure: Failure) -> None:
        if self.first_failure is None or failure.game < self.first_failure.game:
            self.first_failure = failure

    def both(self) -> Tally:
        both = Tally()
        both.merge(self.first)
        both.merge(self.second)
        return both

    @classmethod
    def of(cls, traces: Iterable[GameTrace], facts: CardFacts) -> RunTally:
        tally = cls()
        for trace in traces:
            tally.add(trace, facts)
        return tally
