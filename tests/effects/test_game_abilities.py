"""Abilities for the rest of the game (docs/engine-hooks.md, "Abilities for the rest of
the game"): what the cards cannot mean is refused when the card loads."""

from __future__ import annotations

import pytest

from deckcheck.effects.binding import CompileError
from tests.effects.conftest import Define


def test_the_signi_of_a_zone_cannot_gain_an_ability_for_the_game(define: Define) -> None:
    # A one-shot effect cannot follow "all SIGNI on your field" once they move.
    with pytest.raises(CompileError, match="for the duration of the game"):
        define(
            "{kind: enter, effects: [{gain_ability: {all: {side: you, zone: signi}, "
            "until: game, ability: {kind: auto, when: {attacks: self}, effects: [{draw: 1}]}}}]}"
        )


def test_a_player_gains_only_auto_or_constant_abilities(define: Define) -> None:
    with pytest.raises(CompileError, match="a player gains an auto or a constant ability"):
        define(
            "{kind: enter, effects: [{gain_player_ability: {kind: action, timing: [main], "
            "effects: [{draw: 1}]}}]}"
        )
