"""WXDi-P09: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import end_of_turn
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

SAMIDARE = "Samidare, Lightly Armed"
FLATHRO = "Flathro Commander, Roaring Flame"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
LIFE = str([BUFFALO] * 3)


@encodes("WXDi-P09-057")
def test_samidare_adds_a_weapon_signi_from_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{SAMIDARE}", "{BUFFALO}"]
            ener: ["Romail, Lightly Armed"]
            trash: ["Koalala, Phantom Terra Beast", "{FLATHRO}"]
    """)
    game.play(SAMIDARE, 0)
    game.accept()  # pay 1 red and discard a card
    assert game.names(0, Zone.HAND) == [FLATHRO]  # <<Weapon>>; Koalala is not
    assert sorted(game.names(0, Zone.TRASH)) == [
        "Koalala, Phantom Terra Beast",
        "Romail, Lightly Armed",
        BUFFALO,
    ]


@encodes("WXDi-P09-057")
def test_samidare_life_burst_discards_to_vanish_12000_or_less(table: Table) -> None:
    game = table.life_burst(SAMIDARE, f'hand: ["{BUFFALO}"]')
    game.burst()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER


def flathro(table: Table, hand: int) -> Play:
    return table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{FLATHRO}"]
            hand: {["Servant #"] * hand}
            ener: ["Romail, Lightly Armed", "Romail, Lightly Armed"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast"]
            life: {LIFE}
    """)


@encodes("WXDi-P09-040")
def test_flathro_discards_six_to_crush_then_gains_assassin_with_an_empty_hand(
    table: Table,
) -> None:
    game = flathro(table, 6)
    game.accept()  # discard the whole hand: six cards
    assert game.count(0, Zone.TRASH) == 6 and len(game.players[1].life) == 2
    game.attack(FLATHRO)
    game.accept()  # no cards in hand: pay 2 red for [Assassin]
    assert game.has_keyword(game.card(FLATHRO), KW.ASSASSIN)
    assert len(game.players[1].life) == 1  # damage past Koalala, which stays
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.SIGNI


def test_flathro_discarding_five_crushes_nothing(table: Table) -> None:
    game = flathro(table, 5)
    game.accept()
    assert game.count(0, Zone.HAND) == 0 and len(game.players[1].life) == 3


def test_flathro_with_cards_in_hand_cannot_gain_assassin(table: Table) -> None:
    game = flathro(table, 2)
    game.decline()  # keep the hand
    game.attack(FLATHRO)
    assert game.decision != DecisionKind.OPTIONAL
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER  # a battle: 10000 each


@pytest.mark.parametrize(
    ("ener", "power"), [([BUFFALO, "Romail, Lightly Armed"], 7000), ([], 3000)]
)
@encodes("WXDi-P09-070")
def test_kasuga_no_kami_gets_4000_with_two_colors_in_the_ener_zone(
    table: Table, ener: list[str], power: int
) -> None:
    game = table(f"""
        players:
          - signi: ["Kasuga no Kami, Jade Angel"]
            ener: {ener}
    """)
    assert game.power("Kasuga no Kami, Jade Angel") == power


@encodes("WXDi-P09-063")
def test_kimaris_reveals_at_the_end_of_turn_and_draws_a_demon(table: Table) -> None:
    card = "Kimaris, Azure Evil"
    assert end_of_turn(table, card, "Scylla, Azure Evil").count(0, Zone.HAND) == 1
    assert end_of_turn(table, card, BUFFALO).count(0, Zone.HAND) == 0


@encodes("WXDi-P09-077")
def test_gefjon_mills_three_and_its_life_burst_gives_minus_8000(table: Table) -> None:
    game = table("""
        players:
          - signi: ["Gefjon, Doomed Angel"]
    """)
    game.action("Gefjon, Doomed Angel")
    assert game.count(0, Zone.TRASH) == 3
    game = table.life_burst("Gefjon, Doomed Angel")
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-P09-061")
def test_diabolos_discards_the_hand_and_pays_red_to_vanish_when_attacking(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Diabolos, Crimson Evil", "{BUFFALO}", "Romail, Lightly Armed"]
            ener: ["Romail, Lightly Armed"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast", "{BUFFALO}"]
    """)
    game.play("Diabolos, Crimson Evil", 0)
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.TRASH) == 2
    game.end_main()
    game.attack("Diabolos, Crimson Evil")
    game.accept()
    game.target("Koalala, Phantom Terra Beast")
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-P09-059")
def test_kikunojoe_discards_a_level_one_signi_to_vanish_5000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["KikunoJoe, Natural Planet"]
            hand: ["Romail, Lightly Armed"]
          - signi: ["Koalala, Phantom Terra Beast", "{BUFFALO}"]
    """)
    game.action("KikunoJoe, Natural Planet")
    assert game.zone_of("Romail, Lightly Armed") == Zone.TRASH
    assert game.names(1, Zone.ENER) == [BUFFALO]  # Koalala has 10000
    assert not game.can(ActionKind.USE_ACTION, "KikunoJoe, Natural Planet")  # once per turn


@encodes("WXDi-P09-072")
def test_fleming_charges_with_five_life_cloth_and_draws_with_four(table: Table) -> None:
    for life, ener, hand in ((5, 1, 0), (4, 0, 1), (3, 0, 0)):
        game = table(f"""
            players:
              - signi: ["Fleming, Jade Wisdom"]
                life: {[BUFFALO] * life}
        """)
        game.end_main()
        assert (game.count(0, Zone.ENER), game.count(0, Zone.HAND)) == (ener, hand)


@encodes("WXDi-P09-075")
def test_skunk_pays_green_at_the_end_of_each_turn_to_vanish_10000_or_more(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Skunk Type: Drei"]
            ener: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast", "{BUFFALO}"]
    """)
    game.accept()
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-P09-075")
def test_skunk_vanished_in_the_attack_phase_vanishes_10000_or_more(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Skunk Type: Drei"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast", "{BUFFALO}"]
    """)
    game.game.add_power(game.card("Koalala, Phantom Terra Beast"), 1000)
    game.attack("Koalala, Phantom Terra Beast")  # 11000 vanishes Skunk (10000)
    assert game.zone_of("Skunk Type: Drei") == Zone.ENER
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-P09-082")
def test_fe_gives_minus_12000_with_seven_atoms_in_the_trash(table: Table) -> None:
    for atoms, zone in ((7, Zone.ENER), (6, Zone.SIGNI)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["Fe, Natural Element"]
                ener: ["{BUFFALO}", "{BUFFALO}"]
                trash: {["CZ, Natural Element"] * atoms}
              - lrig: {lrigs(LIZE3)}
                signi: ["Koalala, Phantom Terra Beast"]
        """)
        game.play("Fe, Natural Element", 0)
        game.accept()
        assert game.zone_of("Koalala, Phantom Terra Beast") == zone


@encodes("WXDi-P09-062")
def test_divine_dance_returns_a_brave_signi_or_discards_one_to_vanish(table: Table) -> None:
    game = table("""
        players:
          - hand: ["Divine Dance"]
            ener: ["Romail, Lightly Armed", "Romail, Lightly Armed"]
            trash: ["Gracia, Crimson General"]
    """)
    game.use("Divine Dance")
    game.pay()
    game.mode(0)
    game.accept()
    assert game.names(0, Zone.HAND) == ["Gracia, Crimson General"]
    game = table("""
        players:
          - hand: ["Divine Dance", "Gracia, Crimson General"]
            ener: ["Romail, Lightly Armed"]
          - signi: ["Koalala, Phantom Terra Beast"]
    """)
    game.use("Divine Dance")
    game.pay()
    game.mode(1)
    assert game.zone_of("Gracia, Crimson General") == Zone.TRASH
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-P09-069")
def test_lively_live_makes_the_opponent_discard_when_the_blue_signi_is_targeted(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["LIVELY LIVE"]
            signi: ["Scylla, Azure Evil"]
          - lrig: {lrigs(LIZE3, left="Tamayorihime, New Moon Miko")}
            hand: ["{BUFFALO}"]
            lrig_deck: ["Tama Loud Voice"]
    """)
    game.use("LIVELY LIVE")
    game.pass_until(
        lambda play: (
            play.game.turn_player == 1 and play.can(ActionKind.ASSIST_GROW, "Tama Loud Voice")
        )
    )
    hand = game.count(1, Zone.HAND)
    game.grow("Tama Loud Voice")  # returns target SIGNI with power 10000 or less
    assert game.zone_of("Scylla, Azure Evil") == Zone.HAND
    assert game.count(1, Zone.HAND) == hand - 1  # a card discarded at random


INDIGOLITE = "Indigolite, Natural Pyroxene"


@encodes("WXDi-P09-041")
def test_indigolite_looks_at_two_keeps_one_and_counts_jewels_in_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{INDIGOLITE}"]
            hand: ["{BUFFALO}"]
            deck: ["Koalala, Phantom Terra Beast", "Romail, Lightly Armed", "{BUFFALO}"]
            trash: {["Bronze, Natural Stone"] * 4}
    """)
    base = game.power(INDIGOLITE)
    game.action(INDIGOLITE)
    game.choose("Koalala, Phantom Terra Beast")
    assert game.names(0, Zone.HAND) == ["Koalala, Phantom Terra Beast"]
    assert game.power(INDIGOLITE) == base  # four <<Jewel>> SIGNI; Romail is no Jewel
    assert not game.can(ActionKind.USE_ACTION, INDIGOLITE)


@encodes("WXDi-P09-041")
def test_indigolite_life_burst_draws_two_and_puts_a_jewel_onto_the_field(table: Table) -> None:
    game = table.life_burst(INDIGOLITE, 'deck: ["Bronze, Natural Stone", "Servant #"]')
    game.burst()
    game.choose("Bronze, Natural Stone")
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of("Bronze, Natural Stone") == Zone.SIGNI


@encodes("WXDi-P09-041")
def test_indigolite_makes_the_opponent_discard_when_a_jewel_is_vanished(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{INDIGOLITE}", "Bronze, Natural Stone"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "Koalala, Phantom Terra Beast"]
            hand: ["{BUFFALO}"]
    """)
    game.attack("Koalala, Phantom Terra Beast")  # vanishes Bronze, a <<Jewel>>
    assert game.names(1, Zone.TRASH) == [BUFFALO]


@encodes("WXDi-P09-064")
def test_volans_lets_the_opponent_swap_up_to_two_cards(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Volans, Natural Planet"]
          - hand: ["{SAMIDARE}", "{FLATHRO}", "Servant #"]
            deck: {[BUFFALO] * 3}
    """)
    game.play("Volans, Natural Planet", 0)
    game.discard(SAMIDARE, FLATHRO)  # the opponent's choice
    assert game.names(1, Zone.TRASH) == [SAMIDARE, FLATHRO]
    assert sorted(game.names(1, Zone.HAND)) == sorted([BUFFALO, BUFFALO, "Servant #"])
