"""The random agent: a uniformly random legal action, from its own seeded generator."""

from __future__ import annotations

import random
from collections.abc import Sequence

from deckcheck.engine.actions import Action
from deckcheck.engine.observation import Observation


class RandomAgent:
    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        return legal_actions[self._random.randrange(len(legal_actions))]
