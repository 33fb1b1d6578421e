"""The random agent: a uniformly random legal action, from its own seeded generator."""

from __future__ import annotations

import random
from collections.abc import Sequence

from deckcheck.engine.actions import Action
from deckcheck.engine.observation import Observation


class RandomAgent:
    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)
        self._bits = self._random.getrandbits

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        # `randrange(n)` without its argument checks, which cost as much as the draw:
        # CPython draws `n.bit_length()` random bits until they make a number below n
        # (Random._randbelow_with_getrandbits), so the choices are the same as
        # randrange's; tests/agents pins them to it.
        count = len(legal_actions)
        if not count:
            raise ValueError("no legal action to choose from")
        bits = count.bit_length()
        index = self._bits(bits)
        while index >= count:
            index = self._bits(bits)
        return legal_actions[index]
