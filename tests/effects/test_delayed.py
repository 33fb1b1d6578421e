"""Delayed triggered abilities (docs/engine-hooks.md, "Delayed triggered abilities"): an
effect makes an ability listen, for the rest of the turn, about the cards it selected."""

from __future__ import annotations

import pytest

from deckcheck.effects.binding import CompileError
from deckcheck.engine import DecisionKind, Zone
from tests.carddb.table import Play, Table
from tests.effects.conftest import Define

CAMELOPAR = "Camelopar, Natural Planet"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"


def _delayed(table: Table, define: Define, once: bool) -> Play:
    """Camelopar's [Enter]: whenever the other SIGNI moves to another SIGNI Zone this turn,
    draw a card (`once`: the first time only). It is played; the other SIGNI is in zone 0."""
    ability = define(
        "{kind: enter, effects: [{delayed: {target: {side: you, zone: signi, other: true}, "
        f"when: {{moves_signi_zone: self}}, once: {str(once).lower()}, "
        "effects: [{draw: 1}]}}]}"
    )
    game = table(
        f"""
        players:
          - hand: ["{CAMELOPAR}"]
            signi: ["{BUFFALO}", ~, ~]
        """,
        abilities={CAMELOPAR: ability},
    )
    game.play(CAMELOPAR, 1)
    return game


def _move(game: Play, slot: int) -> int:
    """Move the other SIGNI; how many abilities this triggered."""
    pending = game.game.pending[0]
    before = len(pending)
    game.game.move_signi(game.card(BUFFALO, 0, Zone.SIGNI), slot)
    return len(pending) - before


@pytest.mark.parametrize("once", [False, True])
def test_a_delayed_ability_triggers_for_the_card_it_selected(
    table: Table, define: Define, once: bool
) -> None:
    game = _delayed(table, define, once)
    assert game.decision == DecisionKind.MAIN
    assert _move(game, 2) == 1
    assert _move(game, 0) == (0 if once else 1)


def test_a_delayed_ability_ends_with_the_turn(table: Table, define: Define) -> None:
    game = _delayed(table, define, False)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert _move(game, 2) == 0


def test_a_delayed_trigger_is_about_the_cards_selected(define: Define) -> None:
    with pytest.raises(CompileError, match="about the cards selected"):
        define(
            "{kind: enter, effects: [{delayed: {target: {side: you, zone: signi}, "
            "when: {attacks: {side: you}}, effects: [{draw: 1}]}}]}"
        )
