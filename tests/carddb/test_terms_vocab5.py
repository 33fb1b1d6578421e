"""Cards the vocabulary's fifth set of terms made expressible, and the engine's choice
among face-down cards: a card chosen from a Life Cloth is chosen by position, without
showing which card it is. Each test plays the card's abilities."""

from __future__ import annotations

import pytest

from deckcheck.effects.cards import Cards, Side, ZoneName
from deckcheck.effects.costs import Cost
from deckcheck.effects.library.quantities import Count
from deckcheck.effects.values import Per, describe_power
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


UMR = "Umr//Memoria, Code: Maze"  # WXDi-P08-062, blue, level 1
KOALALA = "Koalala, Phantom Terra Beast"  # level 2, vanilla


def _umr_on_field(table: Table, deck: list[str]) -> Play:
    return table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{UMR}"]
            deck: {deck!s}
    """)


@encodes("WXDi-P08-062")
def test_umr_goes_to_the_deck_bottom_to_put_the_revealed_signi(table: Table) -> None:
    game = _umr_on_field(table, [KOALALA, BUFFALO])
    game.action(UMR)  # the cost: Umr on the bottom of the deck
    assert game.names(0, Zone.DECK) == [UMR, BUFFALO, KOALALA]  # the bottom first
    game.accept()  # Koalala, a SIGNI, onto the field
    game.into(1)
    assert game.zone_of(KOALALA) == Zone.SIGNI
    assert game.names(0, Zone.DECK) == [UMR, BUFFALO]


@encodes("WXDi-P08-062")
def test_umr_reveals_another_umr_and_puts_nothing(table: Table) -> None:
    game = _umr_on_field(table, [UMR, BUFFALO])
    game.action(UMR)
    assert game.decision != DecisionKind.OPTIONAL  # no "may": another Umr stays
    assert game.names(0, Zone.SIGNI) == ["", "", ""]
    assert game.names(0, Zone.DECK) == [UMR, BUFFALO, UMR]


@encodes("WXDi-P08-062")
def test_umr_cost_cannot_be_paid_off_the_field(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{UMR}"]
            deck: ["{BUFFALO}", "{KOALALA}"]
    """)
    assert not game.can(ActionKind.USE_ACTION, UMR)
    game.play(UMR, 0)  # [Enter]: the top card may go to the bottom
    game.choose(BUFFALO)
    assert game.names(0, Zone.DECK) == [BUFFALO, KOALALA]


def test_the_deck_bottom_cost_in_english() -> None:
    assert Cost(bottom_self=True).describe() == (
        "Put this card on your field on the bottom of its owner's deck"
    )


ELDORA_MEMORIA = "Eldora//Memoria, Aquatic Phantom Queen"  # WXDi-P06-037, level 3, 10000


@encodes("WXDi-P06-037")
@pytest.mark.parametrize(("hand", "power"), [(0, 10000), (1, 10000), (2, 11000), (5, 12000)])
def test_eldora_memoria_gets_power_for_every_two_cards_in_hand(
    table: Table, hand: int, power: int
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ELDORA_MEMORIA}"]
            hand: {[BUFFALO] * hand!s}
    """)
    assert game.power(ELDORA_MEMORIA) == power


@encodes("WXDi-P06-037")
def test_eldora_memoria_attack_takes_life_burst_cards(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ELDORA_MEMORIA}"]
            deck: ["{UMR}", "{BUFFALO}", "{SPARKLING}", "{IMP}"]
    """)
    game.end_main()
    game.attack(ELDORA_MEMORIA)
    assert _choices(game.options()) == {UMR, "no"}  # the only Life Burst card, or none
    game.choose(UMR)
    assert game.names(0, Zone.HAND) == [UMR]
    game.choose(BUFFALO)  # the rest on the bottom, in the order chosen
    assert game.names(0, Zone.DECK) == [BUFFALO, SPARKLING, IMP]  # the bottom first


def _choices(options: list[str]) -> set[str]:
    return {option.removeprefix("choose ").removesuffix(" more") for option in options}


DEATH_DECK = "DEATH DECK"  # WXDi-P04-004
BLACK_LRIGS = lrigs(
    AT3, left=["Deus Zero", "Deus Drive"], right=["Machina Zero", "Machina Wing Slash"]
)


def _death_deck(table: Table, trash: int) -> Play:
    """DEATH DECK used with `trash` cards in the trash once its cost is paid (three Ener
    go there; one card is a green SIGNI, sharing the green Center's colour), against a
    SIGNI of 10000 power."""
    game = table(f"""
        players:
          - lrig: {BLACK_LRIGS}
            lrig_deck: ["{DEATH_DECK}"]
            ener: {[IMP] * 3!s}
            trash: {[KOALALA] + [IMP] * (trash - 4)!s}
          - signi: ["{KOALALA}"]
            deck: {[BUFFALO] * 12!s}
    """)
    game.use(DEATH_DECK)
    return game


@encodes("WXDi-P04-004")
def test_death_deck_chooses_once_for_every_ten_cards_in_the_trash(table: Table) -> None:
    game = _death_deck(table, 19)  # 19 cards are one ten: one mode
    game.mode(0)
    assert _choices(game.options()) == {KOALALA, "no"}  # green, as the green Center
    game.choose(KOALALA)
    assert game.zone_of(KOALALA, 0) == Zone.HAND
    assert game.count(1, Zone.DECK) == 12 and game.decision != DecisionKind.MODE
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # -12000: banished at 0 power


@encodes("WXDi-P04-004")
def test_death_deck_chooses_both_modes_with_twenty_cards(table: Table) -> None:
    game = _death_deck(table, 20)
    game.mode(0)  # then the second, the only one left: both are chosen
    game.choose(KOALALA)
    assert game.zone_of(KOALALA, 0) == Zone.HAND
    assert game.count(1, Zone.DECK) == 2


@encodes("WXDi-P04-004")
def test_death_deck_chooses_nothing_under_ten_cards(table: Table) -> None:
    game = _death_deck(table, 9)
    assert game.decision != DecisionKind.MODE
    assert game.count(0, Zone.TRASH) == 9 and game.count(1, Zone.DECK) == 12


def test_every_ten_english() -> None:
    hand = Count(Cards(side=Side.YOU, zone=ZoneName.HAND))
    assert describe_power(Per(hand, 1000, every=2)) == (
        "+1000 power for every two cards in your hand"
    )
    assert Per(hand, every=10).quantity() == (
        "the number of cards in your hand divided by ten, rounded down"
    )
