"""WXDi-P11: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL, burst, end_of_turn
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


@encodes("WXDi-P11-067")
def test_needlefish_gives_minus_3000_after_two_discards_else_minus_2000(table: Table) -> None:
    for discard, power in ((2, 2000), (1, 3000)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["Needlefish, Phantom Aquatic Beast", "Servant #", "{ROMAIL}"]
                ener: ["{BUFFALO}"]
              - signi: ["{BUFFALO}"]
        """)
        for name in ["Servant #", ROMAIL][:discard]:
            game.game.discard(game.card(name, 0, Zone.HAND))  # as an earlier effect would
        game.play("Needlefish, Phantom Aquatic Beast", 0)
        game.accept()
        assert game.power(BUFFALO, 1) == power


@encodes("WXDi-P11-058")
def test_hessonite_trashes_an_opponents_ener_card_when_targeted_in_their_turn(
    table: Table,
) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - signi: ["Hessonite, Natural Crystal"]
          - hand: ["Fuyuki Hakase, Code 2434"]
            ener: ["{ROMAIL}", "{ROMAIL}"]
    """)
    game.play("Fuyuki Hakase, Code 2434", 0)  # targets Hessonite, the only SIGNI
    assert game.count(1, Zone.TRASH) == 1 and game.count(1, Zone.ENER) == 1


@encodes("WXDi-P11-068")
def test_snowsec_loots_on_entering_and_grows_after_two_discards(table: Table) -> None:
    game = table(f"""
        phase: main
        players:
          - hand: ["Snowsec, Phantom Insect", "{ROMAIL}"]
            deck: {[BUFFALO] * 4}
    """)
    game.play("Snowsec, Phantom Insect", 0)
    game.discard(ROMAIL)
    assert game.names(0, Zone.TRASH) == [ROMAIL]
    for discards, power in ((2, 12000), (1, 8000)):
        game = table(f"""
            players:
              - signi: ["Snowsec, Phantom Insect"]
                hand: ["Servant #", "{ROMAIL}"]
                deck: {[BUFFALO] * 4}
        """)
        for name in ["Servant #", ROMAIL][:discards]:
            game.game.discard(game.card(name, 0, Zone.HAND))
        game.end_main()
        game.pass_until(lambda play: play.game.turn_player == 1)
        assert game.power("Snowsec, Phantom Insect") == power


@encodes("WXDi-P11-068")
def test_snowsec_life_burst_downs_freezes_and_draws(table: Table) -> None:
    game = burst(table, "Snowsec, Phantom Insect")
    game.target(KOALALA)
    koalala = game.card(KOALALA)
    assert game.game.downed[koalala] and game.game.frozen[koalala]
    assert game.count(0, Zone.HAND) == 1
