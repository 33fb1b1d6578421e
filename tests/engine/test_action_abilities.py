"""[Action] abilities: en-2021-glossary.txt "[Action]", "Use timing", "{1/Turn}"; FAQ "[Action]"."""

from __future__ import annotations

from deckcheck.cards.model import Cost
from deckcheck.engine import (
    AbilityCost,
    ActionAbility,
    ActionKind,
    DecisionKind,
    Game,
    Limit,
    Step,
    Timing,
)
from tests.engine.conftest import Scenario
from tests.engine.effects import draw, opponent_signi_power
from tests.engine.helpers import AT2, act, has, pass_until

DECK = str(["Servant #"] * 8)
AT = AT2
LIZE = '{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}'


def game_with(make: Scenario, ability: ActionAbility, phase: str = "main") -> Game:
    return make(
        f"""
        phase: {phase}
        players:
          - lrig: {AT}
            signi: ["Camelopar, Natural Planet"]
            ener: ["Servant #", "Servant #", "Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            signi: ["Camelopar, Natural Planet"]
            ener: ["Servant #"]
            deck: {DECK}
        """,
        abilities={"Camelopar, Natural Planet": [ability]},
        skip_forced=False,
    )


def test_an_action_ability_can_be_used_again_as_long_as_its_cost_is_paid(make: Scenario) -> None:
    # en-2021-glossary.txt, "[Action]": "If you pay cost, you can use the same ability multiple
    # times."
    game = game_with(make, ActionAbility(effect=draw(1), cost=AbilityCost.of(Cost(colorless=1))))
    mine = game.players[0].signi[0]
    for _ in range(3):
        act(game, ActionKind.USE_ACTION, mine)
        if game.decision is not None and game.decision.kind == DecisionKind.PAYMENT:
            act(game, ActionKind.PAY)
    assert len(game.players[0].hand) == 3
    assert not has(game, ActionKind.USE_ACTION)


def test_once_per_turn_then_again_next_turn(make: Scenario) -> None:
    # en-2021-glossary.txt, "{1/Turn}": "can be used or triggered only once in a turn."
    game = game_with(make, ActionAbility(effect=draw(1), limit=Limit.ONCE_PER_TURN))
    mine = game.players[0].signi[0]
    act(game, ActionKind.USE_ACTION, mine)
    assert not has(game, ActionKind.USE_ACTION, mine)
    pass_until(
        game,
        lambda g: g.turn == 5 and g.decision is not None and g.decision.kind == DecisionKind.MAIN,
    )
    assert has(game, ActionKind.USE_ACTION, mine)


def test_twice_per_turn_and_once_per_game(make: Scenario) -> None:
    game = game_with(make, ActionAbility(effect=draw(1), limit=Limit.TWICE_PER_TURN))
    mine = game.players[0].signi[0]
    act(game, ActionKind.USE_ACTION, mine)
    act(game, ActionKind.USE_ACTION, mine)
    assert not has(game, ActionKind.USE_ACTION, mine)
    game = game_with(make, ActionAbility(effect=draw(1), limit=Limit.ONCE_PER_GAME))
    mine = game.players[0].signi[0]
    act(game, ActionKind.USE_ACTION, mine)
    pass_until(
        game,
        lambda g: g.turn == 5 and g.decision is not None and g.decision.kind == DecisionKind.MAIN,
    )
    assert not has(game, ActionKind.USE_ACTION, mine)


def test_attack_phase_timing_pre_attack_for_the_turn_player_defense_for_the_other(
    make: Scenario,
) -> None:
    # en-2021-glossary.txt, "[Action]": "an Action ability that has only a use timing [Attack
    # phase] cannot be used in the main phase"; "Use timing: Attack phase": "in the pre-attack
    # step of your turn, or in the defense step of your opponent's turn."
    game = game_with(make, ActionAbility(effect=draw(1), timing=Timing.ATTACK))
    mine, theirs = game.players[0].signi[0], game.players[1].signi[0]
    assert not has(game, ActionKind.USE_ACTION)
    act(game, ActionKind.END_MAIN)
    assert game.step == Step.PRE_ATTACK and game.current_player() == 0
    assert has(game, ActionKind.USE_ACTION, mine) and not has(game, ActionKind.USE_ACTION, theirs)
    act(game, ActionKind.USE_ACTION, mine)
    act(game, ActionKind.PASS)
    assert game.step == Step.DEFENSE and game.current_player() == 1
    assert has(game, ActionKind.USE_ACTION, theirs)


def test_declare_pay_then_choose_targets_then_process(make: Scenario) -> None:
    # en-2021-faq.txt, "[Action]": "1. Declare the use of [Action]. 2. Pay the requested cost.
    # 3. If the effect targets a card, select the required target. 4. Process the effect."
    game = game_with(
        make,
        ActionAbility(effect=opponent_signi_power(-1000), cost=AbilityCost.of(Cost(colorless=1))),
    )
    act(game, ActionKind.USE_ACTION, game.players[0].signi[0])
    kinds = []
    while game.decision is not None and game.decision.kind != DecisionKind.MAIN:
        kinds.append(game.decision.kind)
        game.apply_action(game.legal_actions()[0])
    assert kinds == [DecisionKind.PAYMENT, DecisionKind.TARGET]
    assert game.power(game.players[1].signi[0]) == 2000


def test_a_condition_can_forbid_the_use(make: Scenario) -> None:
    only_with_two = ActionAbility(
        effect=draw(1), condition=lambda g, source: len(g.signi_of(0)) >= 2
    )
    game = game_with(make, only_with_two)
    assert not has(game, ActionKind.USE_ACTION)
