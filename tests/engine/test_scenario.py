"""The scenario helper: a game state from a few lines of YAML."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, Phase, Zone
from deckcheck.errors import SchemaError
from deckcheck.scenarios import names
from tests.engine.conftest import Scenario
from tests.engine.helpers import AT2


def test_zones_states_and_turn(make: Scenario) -> None:
    game = make(f"""
        phase: ener
        turn: 6
        turn_player: 1
        players:
          - lrig: {AT2}
            deck: ["Polygenesis", "Servant #"]
            life: ["Tobiel, Full Armed"]
          - lrig: {{center: ["Lize, Level 0", "[Center] Lize, Level 1"],
                    left: ["Ange, Level 0"], right: ["Toko, Level 0"]}}
            hand: ["Sara Hoshikawa, Code 2434"]
            signi: [~, "Chihiro Yuki, Code 2434 (downed, frozen, lancer)", ~]
            deck: ["In Wonderland"]
            coins: 2
    """)
    assert (game.turn, game.turn_player, game.phase) == (6, 1, Phase.ENER)
    assert game.first_player == 0
    assert names(game, 0, Zone.DECK) == ["Servant #", "Polygenesis"]  # top first in the YAML
    assert game.name(game.players[0].deck[-1]) == "Polygenesis"
    chihiro = game.players[1].signi[1]
    assert game.downed[chihiro] and game.frozen[chihiro] and game.has_keyword(chihiro, KW.LANCER)
    assert [game.name(c) for c in game.players[1].lrig_tops()] == [
        "Ange, Level 0",
        "[Center] Lize, Level 1",
        "Toko, Level 0",
    ]
    assert game.players[1].coins == 2
    assert game.current_player() == 1


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("phase: lunch", "unknown phase"),
        ("phase: setup", "not in the setup"),
        ("players: [{}]", "two players"),
        ("players: [{hands: []}, {}]", "unknown zones: hands"),
        ("players: [{signi: ['Servant # (sleepy)']}, {}]", "unknown card state sleepy"),
        ("colour: red", "unknown scenario keys"),
    ],
)
def test_mistakes_are_named(make: Scenario, source: str, message: str) -> None:
    with pytest.raises(SchemaError, match=message):
        make(source)


def test_the_documented_example_builds(make: Scenario) -> None:
    import re

    from deckcheck.engine import DecisionKind
    from deckcheck.scenarios import builder as module

    assert module.__doc__ is not None
    example = re.search(r"scenario\('''(.*?)'''", module.__doc__, re.S)
    assert example is not None
    game = make(example.group(1))
    assert game.decision is not None and game.decision.kind == DecisionKind.MAIN
    assert names(game, 0, Zone.SIGNI) == ["Servant #", "", "Camelopar, Natural Planet"]
    assert game.downed[game.players[0].signi[2]] and game.frozen[game.players[0].signi[2]]
