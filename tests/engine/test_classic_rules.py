"""The classic game against classic-2014-beginner-guide.txt, entry by entry: the turn, the one
LRIG, growing and its cost, ARTS timing, the check zone and Life Burst, the keywords."""

from __future__ import annotations

from deckcheck.engine import ActionKind, DecisionKind, Game, GameRules, Phase, Step, Zone
from deckcheck.scenarios import names
from tests.engine.conftest import Scenario
from tests.engine.decks import classic_deck
from tests.engine.helpers import act, has, one, pass_once, pass_until

TAMA = '["Tamayorihime, New Moon Miko"]'
TAMA3 = (
    '["Tamayorihime, New Moon Miko", "Tamayorihime, Waxing Crescent Moon Miko", '
    '"Tamayorihime, Half Moon Miko", "Tamayorihime, Waxing Gibbous Moon Miko"]'
)
HANAYO = '["Hanayo-Zero"]'
HANAYO2 = '["Hanayo-Zero", "Hanayo-One", "Hanayo-Two"]'
DECK = '["Servant O", "Servant O", "Servant O", "Servant O", "Servant O", "Servant O"]'


def test_classic_turn_structure_from_the_setup(database: object) -> None:
    # classic-2014-beginner-guide.txt, "(i) Setup": one level 0 LRIG, draw 5, 7 Life Cloth;
    # "(ii) Phases", "2: Draw Phase": "On the first turn of the player going first, that
    # player draws 1 card instead"; "6: Attack Phase": "If it is the first turn of the entire
    # game, the turn player skips this phase."
    from deckcheck.cards.pool import CardDatabase

    assert isinstance(database, CardDatabase)
    decks = [classic_deck(database, "WD01"), classic_deck(database, "WD02")]
    game = Game(GameRules.classic(), decks, seed=3)
    while game.phase == Phase.SETUP:
        pass_once(game)
    first = game.turn_player
    for player in (0, 1):
        p = game.players[player]
        assert len(p.life) == 7 and len(p.lrig) == 1 and len(p.lrig[0]) == 1
        assert game.defs[p.lrig[0][0]].level == 0
    assert len(game.players[first].hand) == 6  # five, and one drawn on the first turn
    phases = []
    while game.turn == 1:
        if game.phase not in phases:
            phases.append(game.phase)
        pass_once(game)
    assert Phase.ATTACK not in phases
    assert len(game.players[1 - first].hand) == 7  # five, and two drawn
    while game.turn == 2 and game.phase != Phase.ATTACK:
        pass_once(game)
    assert game.phase == Phase.ATTACK


def test_classic_growing_puts_the_lrig_on_top_and_pays_its_grow_cost(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(v) LRIG": "When LRIGs grow, the new LRIG card is placed
    # on top of the old LRIG card and is not sent to the LRIG Trash"; "(xviii) Cost": "send the
    # specified number of cards from your Ener Zone into your Trash"; "4: Grow Phase": "Players
    # can only grow a LRIG by one level each turn".
    game = make(f"""
        format: classic
        phase: grow
        players:
          - lrig: ["Tamayorihime, New Moon Miko", "Tamayorihime, Waxing Crescent Moon Miko"]
            lrig_deck: ["Tamayorihime, Half Moon Miko", "Tamayorihime, Waxing Gibbous Moon Miko"]
            ener: ["Arc Aura", "Servant O"]
            deck: {DECK}
          - lrig: {HANAYO}
    """)
    act(game, ActionKind.GROW, one(game, "Tamayorihime, Half Moon Miko"))
    if game.decision is not None and game.decision.kind == DecisionKind.PAYMENT:
        act(game, ActionKind.PAY, one(game, "Arc Aura"))
    stack = [game.name(card) for card in game.players[0].lrig[0]]
    assert stack[-1] == "Tamayorihime, Half Moon Miko" and len(stack) == 3
    assert names(game, 0, Zone.TRASH) == ["Arc Aura"]  # the white Ener paid
    assert names(game, 0, Zone.LRIG_TRASH) == []
    assert game.phase > Phase.GROW and not has(game, ActionKind.GROW)


def test_classic_grow_cost_needs_its_colour(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(v) LRIG", "4: Grow Cost": "Determines the color and
    # amount of Ener that must be paid in order to grow into the LRIG".
    game = make(f"""
        format: classic
        phase: grow
        players:
          - lrig: ["Tamayorihime, New Moon Miko", "Tamayorihime, Waxing Crescent Moon Miko"]
            lrig_deck: ["Tamayorihime, Half Moon Miko"]
            ener: ["Roaring Fire Pillar", "Roaring Fire Pillar"]
            deck: {DECK}
          - lrig: {HANAYO}
    """)
    assert game.phase > Phase.GROW  # no grow could be offered


def test_classic_arts_timing_main_phase_and_attack_phase(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(xvi) ARTS", "4: Use Timing": "[Main Phase]: Can be used
    # during your Main Phase. [Attack Phase]: Can be used during either player's Attack Phase";
    # "ARTS can have multiple Use Timing, but can still only be used once."
    game = make(f"""
        format: classic
        players:
          - lrig: {TAMA3}
            lrig_deck: ["Baroque Defense", "Avon", "Death Beam"]
            ener: ["Arc Aura", "Arc Aura", "Arc Aura", "Arc Aura", "Arc Aura"]
            deck: {DECK}
          - lrig: {HANAYO2}
            signi: ["Servant O"]
    """)
    usable = {game.name(a.a) for a in game.legal_actions() if a.kind == ActionKind.USE_ARTS}
    assert usable == {"Avon"}  # Baroque Defense: attack phase; Death Beam: not a Tama's colour
    act(game, ActionKind.USE_ARTS, one(game, "Avon"))
    while game.decision is not None and game.decision.kind != DecisionKind.MAIN:
        pass_once(game)
    assert names(game, 0, Zone.LRIG_TRASH) == ["Avon"]
    act(game, ActionKind.END_MAIN)
    assert game.step == Step.ARTS_USE
    usable = {game.name(a.a) for a in game.legal_actions() if a.kind == ActionKind.USE_ARTS}
    assert usable == {"Baroque Defense"}


def test_classic_life_burst_through_the_check_zone_to_the_ener_zone(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(ix) Life Cloth", "1: Crush": "the crushed Life Cloth
    # goes to the Check Zone, where it is checked for a Life Burst effect. If one exists, the
    # player may activate their Life Burst effect. The card then goes to the Ener Zone."
    # "(v) LRIG", "5: LRIG Type": "Life Bursts are not limited by LRIG types": a Tama SIGNI's
    # Life Burst with a Hanayo LRIG.
    game = make(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA3}
            signi: ["Servant O"]
            deck: {DECK}
          - lrig: {HANAYO}
            life: ["Trett, Gauntlet", "Servant O"]
            deck: {DECK}
    """)
    act(game, ActionKind.ATTACK, game.players[0].signi[0])
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.LIFE_BURST
    trett = one(game, "Trett, Gauntlet")
    assert game.zone[trett] == Zone.CHECK and decision.player == 1
    assert has(game, ActionKind.USE_LIFE_BURST)
    act(game, ActionKind.DECLINE)
    assert game.zone[trett] == Zone.ENER


def test_classic_lancer_crushes_one_even_with_double_crush(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(xx) Lancer": "Lancer does not stack with Double
    # Crush. If a SIGNI with both instances of Lancer and Double Crush banished a SIGNI by
    # battle, only one Life Cloth is crushed."
    game = make(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA3}
            signi: ["Servant T (lancer, double_crush)"]
            deck: {DECK}
          - lrig: {HANAYO2}
            signi: ["Servant O"]
            life: ["Servant O", "Servant O", "Servant O"]
            deck: {DECK}
    """)
    act(game, ActionKind.ATTACK, game.players[0].signi[0])
    pass_until(game, lambda g: g.step == Step.LRIG_ATTACK)
    assert len(game.players[1].life) == 2


def test_classic_assassin_stacks_with_double_crush_not_with_lancer(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(xxi) Assassin": "it deals damage to the opponent as
    # if there was no SIGNI in front of it ... Assassin does not stack with itself or Lancer.
    # However, it does stack with Double Crush."
    game = make(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA3}
            signi: ["Servant T (assassin, lancer, double_crush)"]
            deck: {DECK}
          - lrig: {HANAYO2}
            signi: ["Servant O"]
            life: ["Servant O", "Servant O", "Servant O", "Servant O"]
            deck: {DECK}
    """)
    act(game, ActionKind.ATTACK, game.players[0].signi[0])
    pass_until(game, lambda g: g.step == Step.LRIG_ATTACK)
    assert len(game.players[1].life) == 2  # two crushed by the damage, none by Lancer
    assert "Servant O" in names(game, 1, Zone.SIGNI)  # no battle


def test_classic_frozen_until_the_up_phase_it_does_not_up_in(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(xiii) Freeze": "a SIGNI is considered to be frozen
    # until the up phase in which it doesn't up."
    game = make(f"""
        format: classic
        phase: up
        players:
          - lrig: {TAMA3}
            signi: ["Servant O (downed, frozen)"]
            deck: {DECK}
          - lrig: {HANAYO}
            deck: {DECK}
    """)
    servant = game.players[0].signi[0]
    assert game.downed[servant] and not game.frozen[servant]
