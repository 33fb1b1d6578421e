"""The agent interface and the loop that plays a game with two agents."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Protocol

from deckcheck.engine.actions import Action
from deckcheck.engine.game import Game
from deckcheck.engine.observation import Observation
from deckcheck.engine.outcome import Outcome


class Agent(Protocol):
    """A policy: given what its player sees and the legal actions, pick one of them."""

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action: ...


class AgentError(Exception):
    """Your own agent (`--agent module:Class`) raised: its error, not deckcheck's."""

    def __init__(self, spec: str, error: BaseException) -> None:
        where = _innermost_frame(error)
        super().__init__(
            f"the agent {spec!r} raised {type(error).__name__}: {error}"
            + (f" ({where})" if where else "")
        )


def _innermost_frame(error: BaseException) -> str:
    import traceback

    frames = traceback.extract_tb(error.__traceback__)
    if not frames:
        return ""
    last = frames[-1]
    return f"{last.filename}, line {last.lineno}"


def agent_seed(game_seed: int, player: int) -> int:
    """A seed for `player`'s agent derived from the game seed, independent of the
    game's own generator (so an agent's randomness never shifts the game's)."""
    digest = hashlib.sha256(f"deckcheck-agent:{game_seed}:{player}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def play(game: Game, agents: Sequence[Agent]) -> Outcome:
    """Play `game` to its end, asking `agents[player]` for every decision of `player`."""
    legal_actions = game.legal_actions
    apply_action = game.apply_action
    # An observation is a live view of the game (its game and player, nothing more):
    # one per player serves every decision.
    views = (Observation(game, 0), Observation(game, 1))
    while True:
        actions = legal_actions()
        if not actions:
            break
        player = game.current_player()
        apply_action(agents[player].choose(views[player], actions))
    outcome = game.outcome()
    assert outcome is not None
    return outcome
