"""The attack phase: en-2021-glossary.txt "Attack", "Battle", "Damage", "Guard", and the FAQ."""

from __future__ import annotations

from deckcheck.engine import ActionKind, DecisionKind, Game, OutcomeReason, Phase, Step, Zone
from deckcheck.scenarios import names
from tests.engine.conftest import Scenario
from tests.engine.helpers import act, has, one, pass_until

DECK = str(["Servant #"] * 5)
AT1 = '{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]}'
LIZE1 = '{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}'


def attack_scenario(make: Scenario, mine: str, theirs: str, **options: object) -> Game:
    return make(
        f"""
        phase: attack
        players:
          - lrig: {AT1}
            signi: {mine}
            deck: {DECK}
          - lrig: {LIZE1}
            signi: {theirs}
            deck: {DECK}
            life: ["Chihiro Yuki, Code 2434", "Sara Hoshikawa, Code 2434"]
        """,
        **options,
    )


def test_attacking_downs_the_signi_and_a_stronger_or_equal_one_vanishes_the_defender(
    make: Scenario,
) -> None:
    # en-2021-glossary.txt, "Attack": "declare the attack ... and then down the SIGNI";
    # "Battle": "greater than or equal to ... The opponent's SIGNI will be vanished".
    game = attack_scenario(
        make,
        '["Water Buffalo, Phantom Aquatic Beast", "Camelopar, Natural Planet"]',
        '["Servant #", "Chihiro Yuki, Code 2434"]',
    )
    assert game.step == Step.SIGNI_ATTACK
    buffalo, camelopar = game.players[0].signi[:2]
    servant, chihiro = game.players[1].signi[:2]
    act(game, ActionKind.ATTACK, buffalo)
    assert game.downed[buffalo]
    assert game.zone[servant] == Zone.ENER  # vanished: into its owner's Ener Zone
    act(game, ActionKind.ATTACK, camelopar)  # 3000 against 3000
    assert game.zone[chihiro] == Zone.ENER
    assert len(game.players[1].life) == 2


def test_a_weaker_attacker_leaves_both_signi_and_is_never_vanished(make: Scenario) -> None:
    # en-2021-glossary.txt, "Battle": "less than ...: both SIGNIs are remain. In either pattern,
    # the SIGNI on the attacked side will not be vanished."
    game = attack_scenario(make, '["Servant #"]', '["Water Buffalo, Phantom Aquatic Beast"]')
    servant = game.players[0].signi[0]
    act(game, ActionKind.ATTACK, servant)
    assert game.zone[servant] == Zone.SIGNI and game.downed[servant]
    assert game.players[1].signi[0] >= 0
    assert len(game.players[1].life) == 2


def test_no_signi_in_front_deals_damage_crushing_the_top_life_cloth(make: Scenario) -> None:
    # en-2021-glossary.txt, "Damage": "If a SIGNI attacks and there is no SIGNI in front of it,
    # the attacking SIGNI deals damage"; "Crush": into the check zone, then the Ener Zone.
    game = attack_scenario(make, '[~, "Servant #"]', '["Servant #"]')
    top = game.players[1].life[-1]
    assert game.name(top) == "Chihiro Yuki, Code 2434"
    act(game, ActionKind.ATTACK, game.players[0].signi[1])
    assert game.zone[top] == Zone.ENER
    assert len(game.players[1].life) == 1


def test_life_burst_is_optional_then_the_card_goes_to_the_ener_zone(make: Scenario) -> None:
    # en-2021-glossary.txt, "Life Burst": "you can trigger the Lifeburst ability (or choose not
    # to trigger it), and the card will be placed in the Ener Zone".
    for use in (True, False):
        game = make(f"""
            phase: attack
            players:
              - lrig: {AT1}
                signi: ["Servant #"]
                deck: {DECK}
              - lrig: {LIZE1}
                deck: {DECK}
                life: ["Kazaki Morinaka, Code 2434"]
        """)
        act(game, ActionKind.ATTACK, game.players[0].signi[0])
        decision = game.decision
        assert decision is not None and decision.kind == DecisionKind.LIFE_BURST
        assert decision.player == 1
        burst = decision.source
        assert game.zone[burst] == Zone.CHECK
        act(game, ActionKind.USE_LIFE_BURST if use else ActionKind.DECLINE)
        assert game.zone[burst] == Zone.ENER


def test_pre_attack_step_then_defense_step_then_signi_attacks(make: Scenario) -> None:
    # en-2021-faq.txt, "Use timing: attack phase": "the turn player first uses ... in Pre-Attack
    # Step. After that, it moves to Defense Step, where the non-turn player uses ... After that,
    # move to SIGNI Attack Step, so there is no timing for the turn player to use again."
    lrigs = """{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                          "At =Två=, the Opened Gate"],
               right: ["Umr =Noll=, Key to Salvation", "Umr =Draw="]}"""
    game = make(
        f"""
        phase: attack
        players:
          - lrig: {lrigs}
            lrig_deck: ["Umr =Down="]
            ener: ["Servant #", "Servant #"]
            signi: ["Servant #"]
            deck: {DECK}
          - lrig: {lrigs}
            lrig_deck: ["Umr =Down="]
            ener: ["Servant #"]
            deck: {DECK}
        """,
        skip_forced=False,
    )
    steps = []
    while game.turn == 3 and not game.is_terminal():
        decision = game.decision
        assert decision is not None
        steps.append((game.step, decision.player, decision.kind))
        if decision.kind == DecisionKind.USE_WINDOW:
            assert has(game, ActionKind.ASSIST_GROW)
        act(game, decision.options[-1].kind)  # pass / end the step / decline
    windows = [s for s in steps if s[2] == DecisionKind.USE_WINDOW]
    assert windows == [
        (Step.PRE_ATTACK, 0, DecisionKind.USE_WINDOW),
        (Step.DEFENSE, 1, DecisionKind.USE_WINDOW),
    ]
    order = [s[0] for s in steps if s[0] != Step.NONE]
    assert order == sorted(order)
    assert (Step.SIGNI_ATTACK, 0, DecisionKind.SIGNI_ATTACK) in steps


def test_only_the_center_lrig_attacks_and_the_opponent_may_guard(make: Scenario) -> None:
    # en-2021-glossary.txt, "Center LRIG": "Only the center LRIG can attack"; "Guard": "discard
    # a card with the guard ability ... prevent damage by LRIG's attack once".
    game = make(f"""
        phase: attack
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"],
                    left: ["Tawil =Noll=, Awakened One"], right: ["Umr =Noll=, Key to Salvation"]}}
            deck: {DECK}
          - lrig: {LIZE1}
            hand: ["Servant #", "Chihiro Yuki, Code 2434"]
            deck: {DECK}
            life: ["Chihiro Yuki, Code 2434"]
    """)
    assert game.step == Step.LRIG_ATTACK
    attackers = [a.a for a in game.legal_actions() if a.kind == ActionKind.ATTACK]
    assert attackers == [game.center(0)]
    act(game, ActionKind.ATTACK, game.center(0))
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.GUARD and decision.player == 1
    guards = [game.name(a.a) for a in decision.options if a.kind == ActionKind.GUARD]
    assert guards == ["Servant #"]
    act(game, ActionKind.GUARD)
    assert names(game, 1, Zone.TRASH) == ["Servant #"]
    assert len(game.players[1].life) == 1


def test_an_unguarded_lrig_attack_deals_damage(make: Scenario) -> None:
    # en-2021-glossary.txt, "Damage": "If LRIG attacks and is not 'guarded', the attacking LRIG
    # deals damage to the opponent."
    game = make(f"""
        phase: attack
        players:
          - lrig: {AT1}
            deck: {DECK}
          - lrig: {LIZE1}
            hand: ["Servant #"]
            deck: {DECK}
            life: ["Chihiro Yuki, Code 2434"]
    """)
    servant = one(game, "Servant #", 1, Zone.HAND)
    act(game, ActionKind.ATTACK, game.center(0))
    act(game, ActionKind.NO_GUARD)
    assert len(game.players[1].life) == 0
    assert game.zone[servant] == Zone.HAND


def test_signi_attacks_cannot_be_guarded(make: Scenario) -> None:
    # en-2021-glossary.txt, "Guard": "You cannot guard against attack from SIGNI."
    game = attack_scenario(make, '["Servant #"]', "[~]", skip_forced=False)
    act(game, ActionKind.ATTACK, game.players[0].signi[0])
    decision = game.decision
    assert decision is not None and decision.kind != DecisionKind.GUARD
    assert len(game.players[1].life) == 1


def test_after_the_lrig_attack_no_signi_may_attack(make: Scenario) -> None:
    # en-2021-faq.txt, "Attack phase": "if you attack with LRIG, you are considered to have
    # skipped the remaining SIGNI Attack Step and cannot attack with SIGNI that turn."
    game = attack_scenario(make, '["Servant #", "Servant #"]', "[]", skip_forced=False)
    act(game, ActionKind.END_STEP)
    assert game.step == Step.LRIG_ATTACK
    assert [a.a for a in game.legal_actions() if a.kind == ActionKind.ATTACK] == [game.center(0)]
    act(game, ActionKind.ATTACK, game.center(0))
    pass_until(game, lambda g: g.turn == 4)
    assert not any(game.downed[card] for card in game.players[0].signi)


def test_damage_with_no_life_cloth_loses_the_game(make: Scenario) -> None:
    # en-2021-glossary.txt, "Damage": "If there is no Life cloth, the player loses the game."
    game2 = make(f"""
        phase: attack
        players:
          - lrig: {AT1}
            signi: ["Servant #"]
            deck: {DECK}
          - lrig: {LIZE1}
            deck: {DECK}
    """)
    act(game2, ActionKind.ATTACK, game2.players[0].signi[0])
    outcome = game2.outcome()
    assert outcome is not None and outcome.winner == 0
    assert outcome.reason == OutcomeReason.DAMAGE and outcome.turns == 3
    assert game2.legal_actions() == ()


def test_classic_arts_use_step_turn_player_then_opponent(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "7: ARTS Use Step": "The turn player may use any number
    # of ARTS that can be used during the attack phase. Then, the other player may use ARTS."
    game = make(
        """
        format: classic
        phase: attack
        players:
          - lrig: ["Tamayorihime, New Moon Miko"]
            lrig_deck: ["Baroque Defense"]
            ener: ["Kukri, Small Sword", "Kukri, Small Sword"]
            deck: ["Kukri, Small Sword", "Kukri, Small Sword"]
          - lrig: ["Tamayorihime, New Moon Miko"]
            lrig_deck: ["Baroque Defense"]
            ener: ["Kukri, Small Sword", "Kukri, Small Sword"]
            deck: ["Kukri, Small Sword", "Kukri, Small Sword"]
        """
    )
    assert game.step == Step.ARTS_USE and game.current_player() == 0
    act(game, ActionKind.USE_ARTS)
    assert game.step == Step.ARTS_USE and game.current_player() == 1
    act(game, ActionKind.USE_ARTS)
    # Each Baroque Defense kept the other player's LRIG from attacking (its one target):
    # with nothing left to attack, the attack steps pass and the turn ends.
    assert game.turn == 4 and game.phase < Phase.ATTACK
    for player in (0, 1):
        assert names(game, player, Zone.LRIG_TRASH) == ["Baroque Defense"]


def test_the_turn_player_may_attack_with_each_upped_signi_once(make: Scenario) -> None:
    # en-2021-glossary.txt, "SIGNI attack step": "you can attack the opponent by down the
    # uppped SIGNI ... if there is an upped SIGNI left, you can declare an additional attack."
    game = attack_scenario(make, '["Servant #", "Servant # (downed)"]', "[]", skip_forced=False)
    first = game.players[0].signi[0]
    assert [a.a for a in game.legal_actions() if a.kind == ActionKind.ATTACK] == [first]
    act(game, ActionKind.ATTACK, first)
    assert game.step == Step.SIGNI_ATTACK
    assert not has(game, ActionKind.ATTACK)
