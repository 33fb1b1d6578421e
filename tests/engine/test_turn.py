"""Phases of a turn: en-2021-glossary.txt, en-2021-faq.txt "Turn structure", the classic guide."""

from __future__ import annotations

from deckcheck.engine import ActionKind, DecisionKind, GameRules, Phase, Zone
from deckcheck.scenarios import names
from tests.engine.conftest import Scenario
from tests.engine.helpers import act, has, one, pass_until

AT = '{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]}'
UMR = '{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}'
DECK5 = '["Servant #", "Servant #", "Servant #", "Servant #", "Servant #"]'


def test_up_phase_ups_all_but_frozen_cards_and_freeze_ends(make: Scenario) -> None:
    # en-2021-glossary.txt, "Up phase": "If a turn player's SIGNI or LRIG is frozen, they will
    # not be up in the up phase ... it is no longer frozen at the end of the up phase."
    game = make(f"""
        phase: up
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door (downed)"]}}
            signi: ["Servant # (downed)", "Camelopar, Natural Planet (downed, frozen)", ~]
            deck: {DECK5}
          - lrig: {UMR}
            signi: ["Servant # (downed)"]
    """)
    assert game.phase == Phase.ENER
    servant = game.players[0].signi[0]
    camelopar = game.players[0].signi[1]
    assert not game.downed[servant]
    assert game.downed[camelopar] and not game.frozen[camelopar]
    assert not game.downed[game.center(0)]
    # Only the turn player's cards are upped.
    assert game.downed[game.players[1].signi[0]]


def test_draw_phase_draws_two(make: Scenario) -> None:
    # en-2021-glossary.txt, "Draw phase": "The turn player draws two cards".
    game = make(f"""
        phase: draw
        players:
          - lrig: {AT}
            deck: {DECK5}
          - lrig: {UMR}
    """)
    assert len(game.players[0].hand) == 2 and len(game.players[0].deck) == 3


def test_draw_phase_stops_after_a_refresh(make: Scenario) -> None:
    # en-2021-faq.txt, "Draw phase": "You draw a card and the deck is reduced to zero, so you
    # refresh your deck and go directly to the Ener phase. You will not be able to draw a
    # second card."
    game = make(f"""
        phase: draw
        players:
          - lrig: {AT}
            deck: ["Servant #"]
            trash: ["Polygenesis", "Polygenesis"]
            life: ["Camelopar, Natural Planet", "Servant #"]
          - lrig: {UMR}
    """)
    p = game.players[0]
    assert game.phase == Phase.ENER
    assert names(game, 0, Zone.HAND) == ["Servant #"]
    assert sorted(names(game, 0, Zone.DECK)) == ["Polygenesis", "Polygenesis"]
    # The refresh put the top Life Cloth into the trash: not a crush.
    assert names(game, 0, Zone.TRASH) == ["Camelopar, Natural Planet"]
    assert len(p.life) == 1 and p.refreshes == 1


def test_ener_phase_offers_hand_cards_field_signi_or_nothing_once(make: Scenario) -> None:
    # en-2021-glossary.txt, "Ener phase": a card from hand, a SIGNI on the field, or nothing;
    # en-2021-faq.txt: "you can only have one Ener charge in one Ener phase".
    game = make(f"""
        phase: ener
        players:
          - lrig: {AT}
            hand: ["Servant #", "Servant #", "Polygenesis"]
            signi: ["Camelopar, Natural Planet (downed, frozen)"]
          - lrig: {UMR}
    """)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.ENER
    offered = sorted(game.name(a.a) for a in decision.options if a.kind == ActionKind.ENER_CHARGE)
    assert offered == ["Camelopar, Natural Planet", "Polygenesis", "Servant #"]
    assert has(game, ActionKind.SKIP)
    camelopar = one(game, "Camelopar, Natural Planet")
    act(game, ActionKind.ENER_CHARGE, camelopar)
    assert game.zone[camelopar] == Zone.ENER
    assert not game.frozen[camelopar] and not game.downed[camelopar]
    assert game.phase != Phase.ENER


def test_grow_phase_exactly_one_level_higher_with_a_shared_lrig_type(make: Scenario) -> None:
    # en-2021-glossary.txt, "Grow": "The LRIG on top of the current LRIG must contain the same
    # LRIG type ... Only LRIG of one level higher than your current level can be grown."
    game = make(f"""
        phase: grow
        players:
          - lrig: {AT}
            lrig_deck: ["At =Två=, the Opened Gate", "At =Tre=, the Opened Gate",
                        "Hirana, a Glimpse of the Truth", "Tawil =Rainbow="]
            ener: ["Camelopar, Natural Planet"]
            deck: {DECK5}
          - lrig: {UMR}
    """)
    grows = [game.name(a.a) for a in game.legal_actions() if a.kind == ActionKind.GROW]
    assert grows == ["At =Två=, the Opened Gate"]
    act(game, ActionKind.GROW)
    assert game.name(game.center(0)) == "At =Två=, the Opened Gate"
    # The grow cost (green x1) was paid from the Ener Zone; the old LRIG stays underneath.
    assert names(game, 0, Zone.TRASH) == ["Camelopar, Natural Planet"]
    assert names(game, 0, Zone.LRIG) == [
        "At =Noll=, the Opened Gate",
        "At =Ett=, the Opened Door",
        "At =Två=, the Opened Gate",
    ]
    assert game.players[0].grew


def test_grow_needs_its_cost_paid(make: Scenario) -> None:
    # en-2021-glossary.txt, "Grow": "stack a LRIG card ... by paying Grow cost"; a red card
    # cannot pay green.
    game = make(
        f"""
        phase: grow
        players:
          - lrig: {AT}
            lrig_deck: ["At =Två=, the Opened Gate"]
            ener: ["Tobiel, Full Armed"]
          - lrig: {UMR}
    """,
        skip_forced=False,
    )
    # No grow decision at all: the first decision is the main phase's.
    assert game.phase == Phase.MAIN


def test_classic_grow_at_most_one_higher_and_equal_or_lower(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(xv) Grow": "at most 1 higher ... You may grow to a
    # LRIG with an equal or lower level than your current one."
    game = make(
        """
        format: classic
        phase: grow
        players:
          - lrig: ["Tamayorihime, New Moon Miko", "Tamayorihime, Waxing Crescent Moon Miko"]
            lrig_deck: ["Tamayorihime, Full Moon Miko", "Tamayorihime, Half Moon Miko",
                        "Tamayorihime, Nova Miko", "Zero of Tamayorihime", "Hanayo-Two"]
            ener: ["Kukri, Small Sword"]
          - lrig: ["Hanayo-Zero"]
        """
    )
    grows = sorted(game.name(a.a) for a in game.legal_actions() if a.kind == ActionKind.GROW)
    assert grows == [
        "Tamayorihime, Half Moon Miko",
        "Tamayorihime, Nova Miko",
        "Zero of Tamayorihime",
    ]


def test_grow_once_in_the_grow_phase_and_only_the_center(make: Scenario) -> None:
    # en-2021-glossary.txt, "Grow": "Grow in grow phase is limited to once per turn", and
    # "Assist LRIG ... You cannot grow in grow phase."
    game = make(
        f"""
        phase: grow
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate"], left: ["Umr =Noll=, Key to Salvation"]}}
            lrig_deck: ["At =Ett=, the Opened Door", "At =Två=, the Opened Gate", "Umr =Draw="]
          - lrig: {UMR}
    """,
        skip_forced=False,
    )
    assert [a.kind for a in game.legal_actions()] == [ActionKind.GROW, ActionKind.SKIP]
    act(game, ActionKind.GROW)
    assert game.phase == Phase.MAIN
    assert not has(game, ActionKind.GROW)


def test_end_phase_turn_player_discards_down_to_six(make: Scenario) -> None:
    # en-2021-glossary.txt, "End phase": "If the turn player has 7 or more cards in hand,
    # choose and discard them until he or she has 6 cards"; en-2021-faq.txt: the opponent
    # does not discard in your end phase.
    eight = str(["Servant #"] * 3 + ["Polygenesis"] * 3 + ["Camelopar, Natural Planet"] * 2)
    game = make(f"""
        phase: end
        players:
          - lrig: {AT}
            hand: {eight}
          - lrig: {UMR}
            hand: {eight}
            deck: {DECK5}
    """)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.DISCARD and decision.player == 0
    assert sorted(game.name(a.a) for a in decision.options) == [
        "Camelopar, Natural Planet",
        "Polygenesis",
        "Servant #",
    ]
    act(game, ActionKind.DISCARD)
    act(game, ActionKind.DISCARD)
    assert len(game.players[0].hand) == 6
    assert game.turn == 4 and game.turn_player == 1
    assert len(game.players[1].hand) == 10  # eight, plus two drawn; never discarded


def test_until_end_of_turn_effects_end_with_the_turn(make: Scenario) -> None:
    # en-2021-glossary.txt, "End phase": "3.End of 'Until the end of your turn.' and 'This
    # turn.' effects".
    game = make(f"""
        players:
          - lrig: {AT}
            signi: ["Servant #"]
          - lrig: {UMR}
            deck: {DECK5}
    """)
    servant = game.players[0].signi[0]
    game.add_power(servant, 5000)
    game.add_power(servant, 2000, game.end_of_opponents_next_turn(0))
    assert game.power(servant) == 8000
    pass_until(game, lambda g: g.turn == 4)
    assert game.power(servant) == 3000
    pass_until(game, lambda g: g.turn == 5)
    assert game.power(servant) == 1000


def test_cards_left_in_the_check_zone_go_to_the_trash_at_the_end_of_turn(make: Scenario) -> None:
    # en-2021-glossary.txt, "Check Zone": "If the turn ends with cards placed in the check zone
    # due to some effect, they are placed in the trash."
    game = make(f"""
        players:
          - lrig: {AT}
            check: ["Polygenesis"]
            deck: {DECK5}
          - lrig: {UMR}
            deck: {DECK5}
    """)
    pass_until(game, lambda g: g.turn == 4)
    assert names(game, 0, Zone.TRASH) == ["Polygenesis"]


def test_turn_limit_is_a_draw(diva_decks: dict[str, object]) -> None:
    # GameRules.max_turns: no game runs forever; reaching it is a draw, recorded as such.
    from deckcheck.engine import Game, OutcomeReason

    rules = GameRules(max_turns=4)
    game = Game(rules, [diva_decks["wxdi-d01"], diva_decks["wxdi-d02"]], 1)  # type: ignore[list-item]
    pass_until(game, lambda g: False, limit=500)
    outcome = game.outcome()
    assert outcome is not None and outcome.winner is None
    assert outcome.reason == OutcomeReason.TURN_LIMIT and outcome.turns == 4
