"""Cards the vocabulary's fifth set of terms made expressible, and the engine's choice
among face-down cards: a card chosen from a Life Cloth is chosen by position, without
showing which card it is. Each test plays the card's abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import DecisionKind, Zone
from deckcheck.engine.actions import Action, ActionKind
from deckcheck.engine.observation import Observation
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

SPARKLING = "Sparkling☆Memories"  # WXDi-P07-001
ZAGAN = "Zagan, Blessed Crimson Evil"  # white and red <<Demon>>, level 1
IMP = "Imp, Azure Doomed Evil"  # blue and black <<Demon>>, level 1
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # vanilla


def _attack_with_sparkling(table: Table, life: list[str]) -> Play:
    """At the attacker's choice of one of the opponent's Life Cloth (WXDi-P07-001), the
    Life Cloth listed as `life` (the top first)."""
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Akino*Rock", right="Deus Drive")}
            lrig_deck: ["{SPARKLING}"]
            ener: {[ZAGAN] * 3!s}
          - lrig: {lrigs(LIZE3)}
            life: {life!s}
    """)
    game.use(SPARKLING)
    game.end_main()
    game.attack(AT3[-1])
    return game


def test_a_choice_among_face_down_life_cloth_shows_nothing(table: Table) -> None:
    """The Life Cloth is face down (en-2021-glossary.txt, "Life Cloth"; "Public zone": only
    a player an effect lets see a hidden card sees it). Stacked in any order, the chooser
    is offered the same options: positions, which name no card, and it sees none."""
    seen = []
    for stack in ([IMP, BUFFALO, IMP], [BUFFALO, IMP, IMP], [IMP, IMP, BUFFALO]):
        game = _attack_with_sparkling(table, stack)
        observation = Observation(game.game, 0)
        decision = observation.decision
        assert decision is not None and decision.hidden
        options = list(decision.options)
        assert options == [Action(ActionKind.CHOOSE_HIDDEN, i) for i in range(3)]
        life = game.cards_in(1, Zone.LIFE)
        assert not any(observation.can_see(card) for card in life)
        seen.append(options)
    assert seen[0] == seen[1] == seen[2]


@pytest.mark.parametrize("position", [0, 1, 2])
def test_the_position_chosen_is_the_card_lying_there(table: Table, position: int) -> None:
    stack = [BUFFALO, BUFFALO, BUFFALO]  # listed top first; positions count from the bottom
    stack[2 - position] = IMP
    game = _attack_with_sparkling(table, stack)
    game.blind(position)
    assert game.zone_of(IMP, 1) == Zone.HAND


ELDORA = ["Eldora×Mark 0", "Eldora×Mark I", "Eldora×Mark II"]
CROSS = "Cross Life Cloth"  # WX02-019
SC = "Code Art SC"  # blue <Electric Machine>, level 1
JV = "Code Art JV"  # blue <Electric Machine>, level 2
CLIONE = "Clione, Water Phantom"  # blue <Water Beast>, level 1
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1


@encodes("WX02-019")
def test_cross_life_cloth_swaps_a_blind_life_cloth_for_a_hand_card(table: Table) -> None:
    """One of your own Life Cloth is face down to you too: chosen by position."""
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA!s}
            lrig_deck: ["{CROSS}"]
            ener: ["{CLIONE}"]
            hand: ["{KOONI}"]
            life: ["{JV}", "{SC}"]
    """)
    game.use(CROSS)
    game.pay()
    assert game.decision == DecisionKind.CHOOSE
    game.blind(0)  # the bottom one
    assert game.zone_of(SC, 0) == Zone.HAND
    game.choose(KOONI)  # then a card of the hand onto the Life Cloth
    assert game.names(0, Zone.LIFE) == [JV, KOONI]  # the bottom first: on top
    assert game.names(0, Zone.HAND) == [SC]

