"""WXDi-P14: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, DecisionKind, Zone
from tests.carddb.scenes import burst, end_of_turn
from tests.carddb.table import AT3, LIZE3, Table, encodes, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
REML = "DEN-ON-BU Reml"


@pytest.mark.parametrize(
    ("ener", "power"), [(["DEN-ON-BU Ginka Haijima"], 8000), ([BUFFALO], 3000)]
)
@encodes("WXDi-P14-089")
def test_reml_gets_5000_with_a_den_on_bu_signi_in_the_ener_zone(
    table: Table, ener: list[str], power: int
) -> None:
    game = table(f"""
        players:
          - signi: ["{REML}"]
            ener: {ener}
    """)
    assert game.power(REML) == power


@encodes("WXDi-P14-051")
def test_lion_takes_the_abilities_of_level_two_or_less_opposing_signi(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["LION//Fesonne, Code: Art"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Gracia, Crimson General", "Boudica, Crimson General"]
            lrig_trash: ["Tama Loud Voice"]
    """)
    assert game.power("Gracia, Crimson General") == 7000
    game.play("LION//Fesonne, Code: Art", 0)
    assert game.power("Gracia, Crimson General") == 3000  # level one: no ability
    assert game.power("Boudica, Crimson General") == 15000  # level three keeps its own
    assert game.zone_of("Boudica, Crimson General") == Zone.SIGNI


@encodes("WXDi-P14-075")
def test_kazune_reveals_at_the_end_of_turn_and_draws_a_den_on_bu_signi(table: Table) -> None:
    card = "DEN-ON-BU Kazune Shinonome"
    assert end_of_turn(table, card, REML).names(0, Zone.HAND) == [REML]
    assert end_of_turn(table, card, BUFFALO).count(0, Zone.HAND) == 0


@encodes("WXDi-P14-059")
def test_madoka_fesonne_freezes_on_entering_and_loots_at_the_attack_phase(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Madoka//Fesonne, Code: Anti", "{BUFFALO}"]
            deck: ["{REML}", "{BUFFALO}"]
          - signi: ["Servant #"]
    """)
    game.play("Madoka//Fesonne, Code: Anti", 0)
    assert game.frozen[game.card("Servant #", 1)]
    game.end_main()
    game.discard(BUFFALO)  # keep Reml, just drawn
    assert game.names(0, Zone.HAND) == [REML] and game.names(0, Zone.TRASH) == [BUFFALO]


@encodes("WXDi-P14-063")
def test_midoriko_fesonne_gets_4000_with_three_green_and_each_player_charges(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Midoriko//Fesonne, Phantom Beast"]
            ener: {[BUFFALO] * 3}
    """)
    assert game.power("Midoriko//Fesonne, Phantom Beast") == 7000
    game.attack("Midoriko//Fesonne, Phantom Beast")
    assert game.count(0, Zone.ENER) == 4 and game.count(1, Zone.ENER) == 1
    game = table("""
        players:
          - signi: ["Midoriko//Fesonne, Phantom Beast"]
            ener: ["Romail, Lightly Armed", "Koalala, Phantom Terra Beast"]
    """)
    assert game.power("Midoriko//Fesonne, Phantom Beast") == 3000  # one green card


@encodes("WXDi-P14-083")
def test_shian_discards_a_den_on_bu_signi_to_vanish_5000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["DEN-ON-BU Shian Inubousaki"]
            hand: ["{REML}", "{BUFFALO}"]
          - signi: ["{BUFFALO}"]
    """)
    game.end_main()
    game.accept()
    assert game.names(0, Zone.TRASH) == [REML] and game.names(1, Zone.ENER) == [BUFFALO]


@encodes("WXDi-P14-081")
def test_hina_discards_a_den_on_bu_signi_to_charge(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["DEN-ON-BU Hina Minakami"]
            hand: ["{REML}"]
    """)
    game.end_main()
    game.accept()
    assert game.names(0, Zone.TRASH) == [REML] and game.count(0, Zone.ENER) == 1


@encodes("WXDi-P14-081")
def test_hina_life_burst_discards_to_vanish_12000_or_less(table: Table) -> None:
    game = burst(table, "DEN-ON-BU Hina Minakami", mine=f'hand: ["{BUFFALO}"]')
    game.accept()
    game.target("Koalala, Phantom Terra Beast")
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-P14-085")
def test_karin_discards_three_to_vanish_and_with_three_den_on_bu_the_opponent_discards(
    table: Table,
) -> None:
    karin = "DEN-ON-BU Karin Houou"
    for hand, discarded in (([REML] * 3, 1), ([REML, REML, BUFFALO], 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{karin}"]
                hand: {hand}
              - lrig: {lrigs(LIZE3)}
                signi: ["Koalala, Phantom Terra Beast"]
                hand: ["{BUFFALO}"]
        """)
        game.end_main()
        game.accept()
        while game.decision == DecisionKind.DISCARD:  # the whole hand, card by card
            game.first()
        assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER
        assert game.count(1, Zone.TRASH) == discarded


@encodes("WXDi-P14-085")
def test_karin_pays_one_to_draw(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["DEN-ON-BU Karin Houou"]
            ener: ["{BUFFALO}"]
    """)
    game.play("DEN-ON-BU Karin Houou", 0)
    game.accept()
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P14-084")
def test_mitsuki_seto_discards_a_den_on_bu_signi_to_draw_two(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["DEN-ON-BU Mitsuki Seto"]
            hand: ["{REML}"]
          - life: ["{BUFFALO}"]
    """)
    game.attack("DEN-ON-BU Mitsuki Seto")
    game.accept()
    assert game.names(0, Zone.TRASH) == [REML] and game.count(0, Zone.HAND) == 2


@encodes("WXDi-P14-055")
def test_lalaru_discards_red_to_vanish_when_every_signi_is_red(table: Table) -> None:
    for beside, vanished in (("Romail, Lightly Armed", True), (BUFFALO, False)):
        game = table(f"""
            players:
              - signi: ["Lalaru//Fesonne, Code: Art", "{beside}"]
                hand: ["Romail, Lightly Armed"]
              - signi: ["Servant #"]
        """)
        game.end_main()
        if vanished:
            game.accept()
        assert (game.zone_of("Servant #", 1) == Zone.ENER) == vanished


@encodes("WXDi-P14-078")
def test_aki_trashes_a_den_on_bu_ener_card_to_return_a_level_one_signi(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["DEN-ON-BU Aki Shirokane", "{REML}"]
            ener: ["{REML}"]
          - signi: ["Servant #", "Koalala, Phantom Terra Beast"]
    """)
    game.end_main()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.HAND and game.names(0, Zone.TRASH) == [REML]


@encodes("WXDi-P14-080")
def test_ginka_powers_den_on_bu_signi_in_the_opponents_turn_beside_another(
    table: Table,
) -> None:
    ginka = "DEN-ON-BU Ginka Haijima"
    for turn_player, beside, power in ((1, REML, 5000), (0, REML, 3000), (1, BUFFALO, 3000)):
        game = table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - signi: ["{ginka}", "{beside}"]
        """)
        assert game.power(ginka) == power


@encodes("WXDi-P14-080")
def test_ginka_life_burst_stops_an_attacker_and_draws(table: Table) -> None:
    game = burst(table, "DEN-ON-BU Ginka Haijima")
    game.target("Koalala, Phantom Terra Beast")
    assert not game.can(game.ActionKind.ATTACK, "Koalala, Phantom Terra Beast")
    assert game.count(0, Zone.HAND) == 1


HINA = "DEN-ON-BU Hina Minakami"
SHIAN = "DEN-ON-BU Shian Inubousaki"
AKI = "DEN-ON-BU Aki Shirokane"
KOALALA = "Koalala, Phantom Terra Beast"


@encodes("WXDi-P14-077")
def test_futaba_powers_others_in_the_opponents_turn_and_looks_at_15000(
    table: Table,
) -> None:
    futaba = "DEN-ON-BU Futaba Kayano"
    for turn_player, power in ((1, 5000), (0, 3000)):
        game = table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{futaba}", "{REML}"]
        """)
        assert game.power(REML) == power
    for boost, looked in ((3000, True), (2000, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{futaba}"]
                deck: ["{HINA}", "{SHIAN}", "{BUFFALO}", "{BUFFALO}"]
        """)
        game.game.add_power(game.card(futaba), boost)
        game.end_main()
        if looked:
            game.choose(HINA)
            game.choose(SHIAN)
            assert game.names(0, Zone.HAND) == [HINA] and game.names(0, Zone.ENER) == [SHIAN]
        else:
            assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0
    game = burst(table, futaba)
    assert game.zone_of(KOALALA, 1) == Zone.TRASH  # the only upped SIGNI


@encodes("WXDi-P14-079")
def test_tama_kurogane_finds_aki_or_ginka_and_trashes_three_to_bounce(table: Table) -> None:
    tama = "DEN-ON-BU Tama Kurogane"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{tama}", "{BUFFALO}"]
            deck: ["{HINA}", "{AKI}", "{SHIAN}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.play(tama, 0)
    game.accept()
    assert "choose " + HINA not in game.options()
    game.choose(AKI)
    game.choose(SHIAN)
    assert game.names(0, Zone.HAND) == [AKI] and game.names(0, Zone.ENER) == [SHIAN]
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{tama}"]
            ener: ["{HINA}", "{SHIAN}", "{AKI}", "{BUFFALO}"]
          - signi: ["{KOALALA}"]
    """)
    game.end_main()
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.HAND and game.names(0, Zone.ENER) == [BUFFALO]


@encodes("WXDi-P14-082")
def test_mimito_trashes_an_ener_card_to_vanish_charges_and_buys_double_crush(
    table: Table,
) -> None:
    mimito = "DEN-ON-BU Mimito Sakurano"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{mimito}"]
            ener: ["{HINA}", "{SHIAN}", "{AKI}", "{REML}"]
          - signi: [~, "{BUFFALO}"]
            life: {[BUFFALO] * 3}
    """)
    game.action(mimito)
    game.choose(HINA, SHIAN, AKI)
    assert game.game.has_keyword(game.card(mimito), KW.DOUBLE_CRUSH)
    game.end_main()
    game.attack(mimito)
    game.accept()
    assert game.ids(BUFFALO, 1, Zone.SIGNI) == [] and game.names(0, Zone.ENER) == []
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(0, Zone.ENER) == 1  # Hina and Shian are in the trash: charged
