"""WXDi-P11: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.scenes import BUFFALO, ROMAIL, end_of_turn
from tests.carddb.table import AT3, LIZE3, Table, encodes, lrigs


@encodes("WXDi-P11-052")
def test_mikamune_reveals_at_the_end_of_turn_and_draws_an_armed_or_weapon_signi(
    table: Table,
) -> None:
    card = "Mikamune, Lightly Armed"
    assert end_of_turn(table, card, ROMAIL).names(0, Zone.HAND) == [ROMAIL]  # <<Armed>>
    weapon = "Flathro Commander, Roaring Flame"
    assert end_of_turn(table, card, weapon).names(0, Zone.HAND) == [weapon]  # <<Weapon>>
    assert end_of_turn(table, card, BUFFALO).count(0, Zone.HAND) == 0


@encodes("WXDi-P11-057")
def test_kiraiza_vanishes_2000_or_less_beside_an_armed_signi(table: Table) -> None:
    for beside, zone in ((ROMAIL, Zone.ENER), (BUFFALO, Zone.SIGNI)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Kiraiza, Small Arms", "{beside}"]
              - signi: [~, "{ROMAIL}"]
        """)
        game.attack("Kiraiza, Small Arms")
        assert game.zone_of(ROMAIL, 1) == zone


@encodes("WXDi-P11-065")
def test_tho2_discards_to_reveal_an_atom_signi_of_the_top_three(table: Table) -> None:
    atom = "Mahomaho//Dissona, Natural Element"
    game = table(f"""
        players:
          - hand: ["ThO2, Natural Element", "{ROMAIL}"]
            deck: ["{BUFFALO}", "{atom}", "{BUFFALO}", "{ROMAIL}"]
    """)
    game.play("ThO2, Natural Element", 0)
    game.accept()
    game.choose(atom)
    assert game.names(0, Zone.HAND) == [atom] and game.names(0, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P11-041")
def test_ajax_powers_armed_signi_with_one_card_in_hand_and_discards_two_to_vanish(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Ajax, Great Shield", "{ROMAIL}", "{BUFFALO}"]
            hand: ["{ROMAIL}", "Flathro Commander, Roaring Flame"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast"]
    """)
    assert game.power(ROMAIL, 0) == 2000  # two cards in hand
    game.end_main()
    game.accept()
    game.discard(ROMAIL)  # then Flathro, a <<Weapon>>
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER
    assert game.power(ROMAIL, 0) == 5000 and game.power(BUFFALO, 0) == 5000  # Buffalo: no


@encodes("WXDi-P11-045")
def test_oberon_counts_angels_in_the_ener_zone_and_moves_one_from_the_trash(
    table: Table,
) -> None:
    oberon = "Oberon, Jade Angel Queen"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{oberon}"]
            ener: ["Circe, Blessed Angel", "Erebus, Doomed Angel"]
            trash: ["Pele, Blessed Angel"]
    """)
    base = game.power(oberon)
    game.end_main()
    assert game.zone_of("Pele, Blessed Angel") == Zone.ENER
    assert game.power(oberon) == base + 3000  # three <<Angel>> SIGNI in the Ener Zone now


@encodes("WXDi-P11-045")
def test_oberon_leaving_in_the_opponents_turn_adds_an_angel(table: Table) -> None:
    oberon = "Oberon, Jade Angel Queen"
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{oberon}"]
            ener: ["Circe, Blessed Angel"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast"]
    """)
    game.game.add_power(game.card("Koalala, Phantom Terra Beast"), 5000)
    game.attack("Koalala, Phantom Terra Beast")  # 15000 vanishes Oberon
    game.target("Circe, Blessed Angel")
    assert game.names(0, Zone.HAND) == ["Circe, Blessed Angel"]


@encodes("WXDi-P11-082")
def test_furufuru_mills_six_of_each_deck_when_six_were_milled(table: Table) -> None:
    for deck, milled in ((7, 6), (5, 0)):
        game = table(f"""
            phase: end
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Furufuru, Doomed Evil"]
                deck: {[BUFFALO] * deck}
              - deck: {[BUFFALO] * 12}  # six milled, two drawn: no refresh
        """)
        game.pass_until(lambda play: play.game.turn_player == 1)
        assert game.count(1, Zone.TRASH) == milled
