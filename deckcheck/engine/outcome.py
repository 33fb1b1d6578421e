"""How a game ends, and the signals that end a game or a turn early."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class OutcomeReason(StrEnum):
    # en-2021-glossary.txt, "Damage": "If there is no Life cloth, the player loses the game."
    DAMAGE = "damage"
    # GameRules.max_turns: a game that runs too long is a draw, recorded as such.
    TURN_LIMIT = "turn_limit"
    # GameRules.max_decisions: a safety net against loops of card effects.
    DECISION_LIMIT = "decision_limit"


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game: the winner (None for a draw), why, and how long."""

    winner: int | None
    reason: OutcomeReason
    turns: int

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    def to_dict(self) -> dict[str, object]:
        return {"winner": self.winner, "reason": self.reason.value, "turns": self.turns}


class GameOver(Exception):  # noqa: N818 - a signal, not an error
    """Raised inside the game's procedures when the game ends; caught by `Game`."""

    def __init__(self, winner: int | None, reason: OutcomeReason) -> None:
        super().__init__(reason.value)
        self.winner = winner
        self.reason = reason


class TurnEnded(Exception):  # noqa: N818 - a signal, not an error
    """Raised when the turn ends at once (the turn player's second refresh)."""


class IllegalActionError(ValueError):
    """An action that is not among the legal actions of the pending decision."""
