"""WXDi-P13: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL, burst
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

MADOKA = "Madoka//Dissona, Code: Anti"  # [Dissona], level 1, 2000, blue
NOVA = "Nova//Dissona, Natural Planet"  # [Dissona], level 1, 3000, white

# At the beginning of the attack phase, with every SIGNI [Dissona]: (number, card, outcome)
ALL_DISSONA = [
    ("WXDi-P13-073", "Yubanda//Dissona, Azure Angel", lambda g: g.count(0, Zone.HAND) == 1),
    (
        "WXDi-P13-063",
        "Chupasaburo//Dissona, Phantom Spirit",
        lambda g: g.zone_of(ROMAIL, 1) == Zone.ENER,
    ),
]


@pytest.mark.parametrize(("number", "card", "outcome"), ALL_DISSONA)
@encodes(*(number for number, *_ in ALL_DISSONA))
def test_attack_phase_abilities_need_every_signi_dissona(
    table: Table, number: str, card: str, outcome: object
) -> None:
    def attack_phase(beside: str) -> Play:
        game = table(f"""
            players:
              - signi: ["{card}", "{beside}"]
              - signi: ["{ROMAIL}"]
        """)
        game.end_main()
        return game

    assert outcome(attack_phase(MADOKA))  # type: ignore[operator]
    assert not outcome(attack_phase(BUFFALO))  # type: ignore[operator]


@encodes("WXDi-P13-078")
def test_konotoxin_charges_beside_a_big_dissona_signi(table: Table) -> None:
    for boost, charged in ((8000, 1), (0, 0)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Konotoxin//Dissona Type: Eins", "{NOVA}"]
              - life: ["{BUFFALO}"]
        """)
        game.game.add_power(game.card(NOVA), boost)
        game.attack("Konotoxin//Dissona Type: Eins")
        assert game.count(0, Zone.ENER) == charged


@encodes("WXDi-P13-060")
def test_cometty_reveals_a_dissona_card_to_draw_or_charge(table: Table) -> None:
    for top, mode, hand, ener in ((MADOKA, 0, 1, 0), (MADOKA, 1, 0, 1), (BUFFALO, None, 0, 0)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Cometty//Dissona, Natural Planet"]
                deck: ["{top}", "{BUFFALO}"]
              - life: ["{BUFFALO}"]
        """)
        game.attack("Cometty//Dissona, Natural Planet")
        if mode is not None:
            game.mode(mode)
        assert (game.count(0, Zone.HAND), game.count(0, Zone.ENER)) == (hand, ener)


@encodes("WXDi-P13-059")
def test_raguel_trashes_a_dissona_ener_card_to_return_a_level_one_signi(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Raguel//Dissona, Blessed Angel"]
            ener: ["{BUFFALO}", "{MADOKA}"]
          - signi: ["{ROMAIL}", "{KOALALA}"]
    """)
    game.action("Raguel//Dissona, Blessed Angel")
    assert game.names(0, Zone.TRASH) == [MADOKA]
    assert game.zone_of(ROMAIL, 1) == Zone.HAND


@encodes("WXDi-P13-081")
def test_hellsgate_trashes_five_dissona_to_vanish_two_level_three_signi(table: Table) -> None:
    boudica = "Boudica, Crimson General"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Hellsgate//Dissona, Jade Evil"]
            ener: {[MADOKA] * 5 + [BUFFALO]}
          - lrig: {lrigs(LIZE3)}
            signi: ["{boudica}", ~, "{boudica}"]
    """)
    game.play("Hellsgate//Dissona, Jade Evil", 1)
    game.accept()
    game.target(boudica, boudica)
    assert game.names(0, Zone.ENER) == [BUFFALO]
    assert game.names(1, Zone.ENER) == [boudica, boudica]


@encodes("WXDi-P13-068")
def test_flamboyant_tactics_vanishes_with_three_dissona_signi(table: Table) -> None:
    for third, zone in ((MADOKA, Zone.ENER), (BUFFALO, Zone.SIGNI)):
        game = table(f"""
            players:
              - hand: ["Flamboyant Tactics"]
                signi: ["{MADOKA}", "{NOVA}", "{third}"]
                ener: {[ROMAIL] * 3}
              - signi: ["{KOALALA}"]
        """)
        game.use("Flamboyant Tactics")
        game.pay()
        assert game.zone_of(KOALALA, 1) == zone
    game = burst(table, "Flamboyant Tactics")
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # the upped one


@encodes("WXDi-P13-066")
def test_rb_vanishes_3000_or_less_with_three_dissona_signi(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Rb//Dissona, Natural Element", "{MADOKA}", "{NOVA}"]
          - signi: ["{ROMAIL}"]
    """)
    game.attack("Rb//Dissona, Natural Element")
    assert game.zone_of(ROMAIL, 1) == Zone.ENER


@encodes("WXDi-P13-084")
def test_mikazuki_mills_two_then_adds_a_dissona_signi(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Mikazuki//Dissona, Natural Planet"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            deck: ["{MADOKA}", "{KOALALA}", "{BUFFALO}"]
    """)
    game.play("Mikazuki//Dissona, Natural Planet", 0)
    game.accept()
    assert game.names(0, Zone.HAND) == [MADOKA]
    game = burst(table, "Mikazuki//Dissona, Natural Planet", mine=f'trash: ["{KOALALA}"]')
    assert game.names(0, Zone.HAND) == [KOALALA]


@encodes("WXDi-P13-088")
def test_dig_dig_mills_three_then_adds_a_dissona_signi(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Dig - Dig"]
            ener: ["Erebus, Doomed Angel"]
            deck: ["{BUFFALO}", "{MADOKA}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.use("Dig - Dig")
    game.pay()
    game.accept()
    assert game.names(0, Zone.HAND) == [MADOKA]


@encodes("WXDi-P13-061")
def test_rhythmic_fortune_powers_a_dissona_signi_that_draws_at_the_opponents_turn_end(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Rhythmic Fortune"]
            signi: ["{MADOKA}"]
            ener: ["Circe, Blessed Angel"]
    """)
    game.use("Rhythmic Fortune")
    game.pay()
    assert game.power(MADOKA) == 5000
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(MADOKA) == 5000  # until the end of the opponent's next turn
    game.pass_until(lambda play: play.decision == DecisionKind.MODE)  # the opponent's turn ends
    ener = game.count(0, Zone.ENER)
    game.mode(1)  # [Ener Charge 1]; then the game waits in your ener phase
    assert game.count(0, Zone.ENER) == ener + 1


@encodes("WXDi-P13-064")
def test_qilin_makes_the_opponent_trash_an_ener_card_at_the_end_of_turn(table: Table) -> None:
    for beside, ener, left in ((MADOKA, 4, 3), (BUFFALO, 4, 4), (MADOKA, 3, 3)):
        game = table(f"""
            phase: end
            players:
              - signi: ["Qilin//Dissona, Phantom Dragon", "{beside}"]
              - ener: {[BUFFALO] * ener}
        """)
        game.pass_until(lambda play: play.game.turn_player == 1)
        assert game.count(1, Zone.ENER) == left


@encodes("WXDi-P13-057")
def test_broom_reveals_a_dissona_card_of_the_top_three(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Broom//Dissona, Code: Anti"]
            ener: ["{BUFFALO}"]
            deck: ["{BUFFALO}", "{MADOKA}", "{BUFFALO}", "{ROMAIL}"]
    """)
    game.play("Broom//Dissona, Code: Anti", 0)
    game.accept()
    game.choose(MADOKA)
    assert game.names(0, Zone.HAND) == [MADOKA]
    game = burst(table, "Broom//Dissona, Code: Anti", mine=f'deck: ["{KOALALA}", "{BUFFALO}"]')
    game.choose(KOALALA)
    game.mode(0)  # to the hand
    assert game.names(0, Zone.HAND) == [KOALALA]


@encodes("WXDi-P13-048")
def test_apex_charges_with_one_card_in_hand_and_buys_assassin_beside_hirana(
    table: Table,
) -> None:
    apex = "Apex//Dissona, Crimson Angel Queen"
    game = table(f"""
        players:
          - lrig: {{center: ["Hirana, a Step Towards the Check"]}}
            signi: ["{apex}"]
            hand: ["{BUFFALO}"]
            ener: {[MADOKA] * 3}
          - life: ["{BUFFALO}"]
    """)
    game.end_main()
    assert game.count(0, Zone.ENER) == 4
    game.attack(apex)
    game.accept()
    game.pay()
    assert game.has_keyword(game.card(apex), KW.ASSASSIN)
    assert game.count(0, Zone.ENER) == 1


@encodes("WXDi-P13-087")
def test_carcharo_mills_three_then_pays_black_for_minus_5000(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Carcharo//Dissona, Phantom Dragon"]
            ener: ["Erebus, Doomed Angel"]
            deck: {[BUFFALO] * 5}
          - signi: ["{KOALALA}"]
    """)
    game.end_main()
    game.accept()
    assert game.count(0, Zone.TRASH) == 3 + 1 and game.power(KOALALA, 1) == 5000


@encodes("WXDi-P13-076")
def test_mama_dissona_counts_the_total_level_of_lrig(table: Table) -> None:
    tawil, umr = "Tawil =Noll=, Awakened One", "Umr =Noll=, Key to Salvation"
    for lrig, power in (
        (lrigs(AT3), 8000),  # three
        (lrigs(AT3, left=[tawil, "Tawil =Rainbow="], right=[umr, "Umr =Down="]), 10000),  # seven
        (lrigs(AT3, left=[tawil, "Tawil =Screech="]), 3000),  # four
    ):
        game = table(f"""
            players:
              - lrig: {lrig}
                signi: ["Mama//Dissona, Jade Mind"]
        """)
        assert game.power("Mama//Dissona, Jade Mind") == power
