"""WXDi-P02: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, Zone
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # level 1, 5000, blue and green, vanilla
KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, red and green, vanilla
ROMAIL = "Romail, Lightly Armed"  # level 1, 2000, red
BOUDICA = "Boudica, Crimson General"


def burst(table: Table, card: str, mine: str = "", theirs: str = "") -> Play:
    """Player 0 uses the Life Burst of `card`, crushed by player 1's Servant # attack;
    player 1 has Koalala (10000) beside it. `mine`, `theirs`: more zones, one line."""
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            life: ["{card}"]
            {mine}
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{KOALALA}", "Servant #"]
            {theirs}
    """)
    game.attack("Servant #")
    game.burst()
    return game


@encodes("WXDi-P02-069")
def test_dorado_life_burst_draws_two_and_the_opponent_discards(table: Table) -> None:
    game = burst(table, "Dorado, Natural Planet", theirs=f'hand: ["{ROMAIL}"]')
    assert game.count(0, Zone.HAND) == 2
    assert game.names(1, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P02-050")
def test_circe_life_burst_adds_a_guard_signi_from_the_trash_and_draws(table: Table) -> None:
    game = burst(table, "Circe, Blessed Angel", mine=f'trash: ["Servant #", "{BUFFALO}"]')
    assert game.zone_of("Servant #", 0) == Zone.HAND  # the only one with a Guard icon
    assert game.names(0, Zone.TRASH) == [BUFFALO] and game.count(0, Zone.HAND) == 2


@encodes("WXDi-P02-085")
def test_chen_gong_life_burst_adds_two_signi_without_guard(table: Table) -> None:
    game = burst(
        table,
        "Chen Gong, Doomed General",
        mine=f'trash: ["Servant #", "{BUFFALO}", "{KOALALA}"]',
    )
    game.target(BUFFALO, KOALALA)
    assert sorted(game.names(0, Zone.HAND)) == [KOALALA, BUFFALO]
    assert game.names(0, Zone.TRASH) == ["Servant #"]


@encodes("WXDi-P02-059")
def test_nuncha_life_burst_trashes_an_opponents_ener_card_and_draws(table: Table) -> None:
    game = burst(table, "Nuncha, High Armed", theirs=f'ener: ["{ROMAIL}"]')
    assert game.names(1, Zone.TRASH) == [ROMAIL] and game.count(0, Zone.HAND) == 1


@encodes("WXDi-P02-080")
def test_heterophony_charges_three(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Heterophony"]
            ener: ["{KOALALA}", "{BUFFALO}"]
            deck: {[ROMAIL] * 4}
    """)
    game.use("Heterophony")
    game.pay()
    assert game.names(0, Zone.ENER) == [ROMAIL] * 3 and game.count(0, Zone.DECK) == 1


@encodes("WXDi-P02-084")
def test_erebus_gives_every_opposing_signi_minus_1000(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Erebus, Doomed Angel"]
          - signi: ["Servant #", "{BUFFALO}"]
    """)
    game.play("Erebus, Doomed Angel", 0)
    assert game.power(BUFFALO) == 4000
    assert game.zone_of("Servant #", 1) == Zone.ENER  # no power left: vanished


@pytest.mark.parametrize(("zone", "power"), [(1, 15000), (0, 10000)])
@encodes("WXDi-P02-062")
def test_boudica_gets_5000_in_the_center_zone(table: Table, zone: int, power: int) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{BOUDICA}"]
    """)
    game.play(BOUDICA, zone)
    assert game.power(BOUDICA) == power


@encodes("WXDi-P02-047")
def test_pele_returns_another_angel_to_the_hand(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Pele, Blessed Angel", "Circe, Blessed Angel", "{BUFFALO}"]
            ener: ["{ROMAIL}"]
    """)
    game.action("Pele, Blessed Angel")
    game.pay()
    assert game.zone_of("Circe, Blessed Angel") == Zone.HAND  # the only other <<Angel>>
    assert game.downed[game.card("Pele, Blessed Angel")]
    assert game.names(0, Zone.SIGNI) == ["Pele, Blessed Angel", "", BUFFALO]


@encodes("WXDi-P02-063")
def test_in_perfect_harmony_gives_a_red_level_three_double_crush(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{BOUDICA}", "{KOALALA}"]
            hand: ["In Perfect Harmony"]
            ener: ["{ROMAIL}", "{ROMAIL}"]
    """)
    game.use("In Perfect Harmony")
    game.pay()
    assert game.has_keyword(game.card(BOUDICA), KW.DOUBLE_CRUSH)
    assert not game.has_keyword(game.card(KOALALA), KW.DOUBLE_CRUSH)  # level two


@encodes("WXDi-P02-087")
def test_tucana_pays_two_for_minus_8000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Tucana, Natural Planet"]
            ener: ["{ROMAIL}", "{BUFFALO}"]
          - signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.play("Tucana, Natural Planet", 0)
    game.accept()
    game.pay()
    game.target(KOALALA)
    assert game.power(KOALALA) == 2000 and game.count(0, Zone.ENER) == 0
