"""The random agent's choices: uniform over the legal actions, and reproducible."""

from __future__ import annotations

import random

import pytest

from deckcheck.agents.random_agent import RandomAgent
from deckcheck.engine.actions import Action, ActionKind


def test_choices_are_those_of_randrange() -> None:
    # The agent draws its index without randrange's checks: the same numbers, so a
    # seed's games stay the games they were (tests/golden/engine-games.json).
    agent = RandomAgent(7)
    reference = random.Random(7)
    for count in [1, 2, 3, 5, 8, 13, 64, 65, 100, 1, 7] * 20:
        actions = [Action(ActionKind.PAY, card) for card in range(count)]
        assert agent.choose(None, actions) == actions[reference.randrange(count)]  # type: ignore[arg-type]


def test_no_legal_action_is_an_error() -> None:
    with pytest.raises(ValueError):
        RandomAgent(1).choose(None, [])  # type: ignore[arg-type]
