"""WXDi-P02: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL, burst, grown
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

BOUDICA = "Boudica, Crimson General"


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


@encodes("WXDi-P02-075")
def test_sitri_life_burst_charges_then_puts_a_signi_from_the_ener_zone_onto_the_field(
    table: Table,
) -> None:
    game = burst(table, "Sitri, Jade Evil", mine=f'deck: ["{ROMAIL}", "{BUFFALO}"]')
    game.target(ROMAIL)
    game.mode(1)
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(ROMAIL) == Zone.SIGNI
    assert game.names(0, Zone.ENER) == ["Sitri, Jade Evil"]  # the crushed card


@encodes("WXDi-P02-056")
def test_kamuy_huci_gives_5000_when_an_angel_is_vanished(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - signi: ["Kamuy - huci, Crimson Angel", "Erebus, Doomed Angel", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{KOALALA}"]
    """)
    game.attack(KOALALA)  # vanishes Erebus in battle
    game.target(ROMAIL)
    assert game.zone_of("Erebus, Doomed Angel") == Zone.ENER
    assert game.power(ROMAIL) == 7000


@encodes("WXDi-P02-072")
def test_kamapuaa_trades_two_angels_in_the_ener_zone_for_three_charges(table: Table) -> None:
    game = table("""
        phase: attack
        players:
          - signi: ["Kamapua'a, Jade Angel"]
            ener: ["Circe, Blessed Angel", "Erebus, Doomed Angel"]
    """)
    game.attack("Kamapua'a, Jade Angel")
    game.accept()
    assert sorted(game.names(0, Zone.TRASH)) == ["Circe, Blessed Angel", "Erebus, Doomed Angel"]
    assert game.names(0, Zone.ENER) == [BUFFALO] * 3


@encodes("WXDi-P02-058")
def test_mensah_returns_to_the_deck_top_and_its_life_burst_pays_red_to_vanish(
    table: Table,
) -> None:
    game = table("""
        players:
          - signi: ["Mensah, Natural Planet"]
    """)
    game.action("Mensah, Natural Planet")
    assert game.names(0, Zone.DECK)[-1] == "Mensah, Natural Planet"  # the top
    game = burst(table, "Mensah, Natural Planet", mine=f'ener: ["{ROMAIL}"]')
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER  # the only one of 8000 or less


@encodes("WXDi-P02-073")
def test_ophiuchus_puts_a_level_one_signi_from_the_hand_into_the_ener_zone(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Ophiuchus, Natural Planet", "{ROMAIL}", "{KOALALA}"]
    """)
    game.play("Ophiuchus, Natural Planet", 0)
    game.choose(ROMAIL)
    assert game.names(0, Zone.ENER) == [ROMAIL] and game.names(0, Zone.HAND) == [KOALALA]


@encodes("WXDi-P02-073")
def test_ophiuchus_life_burst_charges_two_then_adds_one(table: Table) -> None:
    game = burst(table, "Ophiuchus, Natural Planet", mine=f'deck: ["{ROMAIL}", "{KOALALA}"]')
    game.target(KOALALA)
    assert game.names(0, Zone.HAND) == [KOALALA]
    assert sorted(game.names(0, Zone.ENER)) == ["Ophiuchus, Natural Planet", ROMAIL]


@encodes("WXDi-P02-076")
def test_cicuta_virosa_trashes_itself_to_vanish_any_signi(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Cicuta Virosa Type: Zwei"]
            ener: ["{KOALALA}", "Erebus, Doomed Angel", "{ROMAIL}"]
          - signi: ["{KOALALA}"]
    """)
    game.action("Cicuta Virosa Type: Zwei")
    game.pay()
    assert game.zone_of("Cicuta Virosa Type: Zwei") == Zone.TRASH
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@pytest.mark.parametrize(("angels", "power"), [(2, 3000), (1, 5000)])
@encodes("WXDi-P02-081")
def test_nyx_gives_minus_2000_with_three_angels(table: Table, angels: int, power: int) -> None:
    others = ", ".join(['"Circe, Blessed Angel"', '"Erebus, Doomed Angel"'][:angels])
    game = table(f"""
        players:
          - hand: ["Nyx, Doomed Angel"]
            signi: [{others}]
          - signi: ["{BUFFALO}"]
    """)
    game.play("Nyx, Doomed Angel", 2)
    assert game.power(BUFFALO, 1) == power


@encodes("WXDi-P02-078")
def test_fujisapa_puts_itself_and_a_big_signi_on_the_bottom_of_the_decks(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Fujisapa, Code: Maze"]
            ener: ["{KOALALA}", "{ROMAIL}", "{ROMAIL}"]
          - signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.action("Fujisapa, Code: Maze")
    game.pay()
    assert game.names(0, Zone.DECK)[0] == "Fujisapa, Code: Maze"  # the bottom
    assert game.names(1, Zone.DECK)[0] == KOALALA  # power 10000; Buffalo stays
    assert game.names(1, Zone.SIGNI) == ["", BUFFALO, ""]


@encodes("WXDi-P02-077")
def test_palustre_pays_green_for_lancer_with_six_cards_in_hand(table: Table) -> None:
    for hand, lancer in ((6, True), (5, False)):
        game = table(f"""
            players:
              - signi: ["Palustre, Phantom Aquatic Beast"]
                hand: {[BUFFALO] * hand}
                ener: ["{KOALALA}"]
        """)
        game.end_main()
        if lancer:
            game.accept()
        card = game.card("Palustre, Phantom Aquatic Beast")
        assert game.has_keyword(card, KW.LANCER) == lancer


@encodes("WXDi-P02-051")
def test_circinus_reveals_a_level_one_signi_of_the_top_five(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Circinus, Natural Planet"]
            ener: ["{KOALALA}"]
            deck: ["{KOALALA}", "{ROMAIL}", "{KOALALA}", "{KOALALA}", "{KOALALA}", "Servant #"]
    """)
    game.play("Circinus, Natural Planet", 0)
    game.accept()
    game.pay()
    game.choose(ROMAIL)
    assert game.names(0, Zone.HAND) == [ROMAIL]
    assert game.names(0, Zone.DECK)[-1] == "Servant #"  # the sixth is on top now


@encodes("WXDi-P02-089")
def test_search_light_mills_both_decks_and_adds_with_25_in_the_trash(table: Table) -> None:
    for trash, added in ((21, 1), (20, 0)):
        game = table(f"""
            players:
              - hand: ["Search Light"]
                ener: ["Erebus, Doomed Angel"]
                trash: {["Servant #"] * (trash - 1) + [ROMAIL]}
                deck: {[BUFFALO] * 5}
              - deck: {[BUFFALO] * 5}
        """)
        game.use("Search Light")
        if added:
            game.target(BUFFALO)
        assert game.count(1, Zone.TRASH) == 3
        # the trash: the cards there, the Ener paid and the three milled
        assert game.count(0, Zone.HAND) == added


@encodes("WXDi-P02-071")
def test_spinning_harmony_freezes_draws_and_discards_at_random_with_three_frozen(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Spinning Harmony"]
            ener: ["{BUFFALO}"]
          - signi: ["Servant # (frozen)", "{KOALALA} (frozen)", "{BUFFALO}"]
            hand: ["{ROMAIL}"]
    """)
    game.use("Spinning Harmony")
    game.pay()
    game.target(BUFFALO)
    assert game.count(0, Zone.HAND) == 1 and game.names(1, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P02-048")
def test_kogitsunemaru_gets_4000_beside_another_signi(table: Table) -> None:
    name = "Kogitsunemaru, Lightly Armed"
    game = table(f"""
        players:
          - signi: ["{name}"]
    """)
    alone = game.power(name)
    game = table(f"""
        players:
          - signi: ["{name}", "{BUFFALO}"]
    """)
    assert game.power(name) == alone + 4000
    game = burst(table, name, mine='ener: ["Circe, Blessed Angel"]')
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.HAND


@encodes("WXDi-P02-066")
def test_hassi_counts_four_cards_in_hand(table: Table) -> None:
    name = "Hassi, Phantom Aquatic Beast"
    powers = []
    for hand in (3, 4):
        game = table(f"""
            players:
              - signi: ["{name}"]
                hand: {[BUFFALO] * hand}
        """)
        powers.append(game.power(name))
    assert powers[1] == powers[0] + 4000
    game = burst(table, name, mine=f"hand: {[BUFFALO] * 4}")
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # the upped one; Servant # attacked
    game = burst(table, name, mine=f"hand: {[BUFFALO] * 3}")
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P02-067")
def test_gaghiel_loots_on_entering_and_attacking(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Gaghiel, Azure Angel", "{ROMAIL}"]
            deck: ["{KOALALA}", "{BUFFALO}", "Servant #"]
    """)
    game.play("Gaghiel, Azure Angel", 0)
    game.discard(ROMAIL)
    game.end_main()
    game.attack("Gaghiel, Azure Angel")
    game.discard(KOALALA)
    assert game.names(0, Zone.HAND) == [BUFFALO]
    assert sorted(game.names(0, Zone.TRASH)) == [KOALALA, ROMAIL]
    game = burst(table, "Gaghiel, Azure Angel")
    game.target(KOALALA)
    assert game.frozen[game.card(KOALALA, 1)] and game.count(0, Zone.HAND) == 1


@encodes("WXDi-P02-065")
def test_snow_myu_freezes_the_center_and_sends_a_frozen_signi_to_the_bottom(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Snow Myu, Code: Maze"]
          - signi: ["{ROMAIL} (frozen)", "{KOALALA}", "{BUFFALO}"]
    """)
    game.play("Snow Myu, Code: Maze", 0)
    assert game.frozen[game.card(KOALALA, 1)]  # the center one
    game.pass_until(lambda play: play.decision == DecisionKind.TARGET)
    game.target(KOALALA)
    assert game.names(1, Zone.DECK)[0] == KOALALA


@encodes("WXDi-P02-061")
def test_hamster_vanishes_by_its_power(table: Table) -> None:
    for boost, left in ((7000, ["", ROMAIL, ""]), (3000, ["", "", BUFFALO]), (0, None)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Hamster, Phantom Terra Beast"]
              - signi: [~, "{ROMAIL}", "{BUFFALO}"]
                life: ["{BUFFALO}"]
        """)
        game.game.add_power(game.card("Hamster, Phantom Terra Beast"), boost)  # from 5000
        game.attack("Hamster, Phantom Terra Beast")
        if left == ["", ROMAIL, ""]:
            game.target(BUFFALO)
        assert game.names(1, Zone.SIGNI) == (left or ["", ROMAIL, BUFFALO])


@encodes("WXDi-P02-060")
def test_s_tove_counts_spells_and_pays_three_red_for_assassin(table: Table) -> None:
    name = "S - Tove, Code: Art"
    for spells, assassin in ((5, True), (4, False)):
        game = table(f"""
            players:
              - hand: ["{name}"]
                ener: {[ROMAIL] * 3}
                trash: {["Heterophony"] * spells}
        """)
        game.play(name, 0)
        game.accept()
        assert game.has_keyword(game.card(name), KW.ASSASSIN) == assassin
    game = table(f"""
        players:
          - signi: ["{name}"]
    """)
    alone = game.power(name)
    game = table(f"""
        players:
          - signi: ["{name}"]
            trash: ["Heterophony"]
    """)
    assert game.power(name) == alone + 3000


@encodes("WXDi-P02-088")
def test_e_fone_charges_once_a_turn_when_a_spell_is_used(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["E - Fone, Code: Art"]
            hand: ["Heterophony", "Heterophony"]
            ener: ["{KOALALA}", "{KOALALA}", "{KOALALA}", "{KOALALA}"]
            deck: {[ROMAIL] * 8}
    """)
    game.use("Heterophony")
    game.pay()
    assert game.count(0, Zone.ENER) == 2 + 3 + 1  # the spell's three and E - Fone's one
    game.use("Heterophony")
    game.pay()
    assert game.count(0, Zone.ENER) == 6 - 2 + 3  # once per turn: no more


@encodes("WXDi-P02-088")
def test_e_fone_pays_two_black_to_add_a_black_spell(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["E - Fone, Code: Art"]
            ener: ["Erebus, Doomed Angel", "Erebus, Doomed Angel"]
            trash: ["Once Salvage", "Heterophony"]
    """)
    game.play("E - Fone, Code: Art", 0)
    game.accept()
    game.pay()
    assert game.names(0, Zone.HAND) == ["Once Salvage"]  # black; Heterophony is green


@encodes("WXDi-P02-040")
def test_amabie_draws_with_three_angels_and_freezes_a_lrig_with_fifteen_in_the_trash(
    table: Table,
) -> None:
    amabie = "Amabie, Azure Angel Queen"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{amabie}", "Circe, Blessed Angel", "Pele, Blessed Angel"]
            trash: {["Erebus, Doomed Angel"] * 15}
            ener: ["Dorado, Natural Planet", "{BUFFALO}"]
          - life: ["{BUFFALO}"]
    """)
    game.end_main()
    assert game.count(0, Zone.HAND) == 1
    game.attack(amabie)
    game.accept()
    game.pay()
    center = game.players[1].lrig[1][-1]
    assert game.frozen[center]


@encodes("WXDi-P02-040")
def test_amabie_life_burst_adds_a_level_two_angel_and_revives_a_level_one(
    table: Table,
) -> None:
    game = burst(
        table,
        "Amabie, Azure Angel Queen",
        mine='trash: ["Circe, Blessed Angel", "Pele, Blessed Angel"]',
    )
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.names(0, Zone.HAND) == ["Circe, Blessed Angel"]
    assert game.zone_of("Pele, Blessed Angel") == Zone.SIGNI


@encodes("WXDi-P02-055")
def test_a_shade_of_bravery_lasts_until_the_end_of_the_opponents_next_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["A Shade of Bravery"]
            ener: ["Sara Hoshikawa, Code 2434"]
            signi: ["{KOALALA}"]
    """)
    game.use("A Shade of Bravery")
    koalala = game.card(KOALALA)
    assert game.power(KOALALA) == 15000 and game.game.lost_abilities(koalala)
    assert game.game.has_keyword(koalala, KW.SHADOW)
    assert game.game.has_keyword(koalala, KW.CANT_ATTACK)
    game.end_main()
    assert not game.can(game.ActionKind.ATTACK, KOALALA)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(KOALALA) == 15000 and game.game.has_keyword(koalala, KW.SHADOW)


# PIECEs, LRIGs, Assist LRIGs and more of the booster: one test per card.

ATHENA = "Athena, Blessed Angel"  # level 3, 12000, white
MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black, vanilla
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
CAMELOPAR = "Camelopar, Natural Planet"  # level 1, 3000, green
BAPHOMET = "Baphomet, Doomed Evil"  # level 1, 3000, black
UMR = "Umr =Noll=, Key to Salvation"
HIRANA = "Hirana, a Spark of Hope"
AKINO = "Akino, Bound for the Future"
REI = "Rei, On the Wings of Tomorrow"
LION = "MC LION - Standby"
LOVIT = "DJ LOVIT - Standby"
WOLF = "VJ WOLF - Standby"
NOVA = "Newborn Nova"
BANG = "Newborn Bang"
TAMAGO = "Newborn Dr. Tamago"
MUZICA = "Muzica START"
KAZAKI = "Kazaki Morinaka, Code 2434"  # level 2, 8000, black; an optional [Enter]


@encodes("WXDi-P02-001")
def test_illusions_and_lightning_gives_5000_or_shadow_in_the_opponents_turn(
    table: Table,
) -> None:
    def use(turn_player: int, mode: int) -> Play:
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: {turn_player}
            players:
              - lrig: {lrigs(AT3, left=AKINO, right=UMR)}
                lrig_deck: ["Illusions and Lightning"]
                ener: {[BUFFALO] * 2}
                signi: ["{CAMELOPAR}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        game.use("Illusions and Lightning")
        game.mode(mode)
        return game

    assert use(0, 0).power(CAMELOPAR, 0) == 8000
    game = use(1, 1)
    assert game.game.has_keyword(game.card(CAMELOPAR, 0), KW.SHADOW)
    game = use(0, 1)  # in its user's own turn the second mode does nothing
    assert not game.game.has_keyword(game.card(CAMELOPAR, 0), KW.SHADOW)


AKINO_CENTER = [AKINO, "Akino, Bound for Dreams", "Akino, Bound for Brightness"]
VALOR = "Akino, Bound for Valor"


@encodes("WXDi-P02-009")
def test_akino_bound_for_valor_draws_charges_guards_the_center_and_downs_two_lrigs(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {
        lrigs(
            AKINO_CENTER,
            left=[HIRANA, "Hirana*On - Stage", "Hirana*Power On"],
            right=[REI, "Rei*Flash Blade", "Rei*Empty Blade"],
        )
    }
            lrig_deck: ["{VALOR}"]
            ener: {[SARA] * 2}
            hand: ["Servant #"]
            signi: [~, "{KOALALA}"]
            deck: {[BUFFALO] * 4}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", "{MAO}"]
    """)
    game.grow(VALOR)
    assert game.count(0, Zone.HAND) == 2 and game.count(0, Zone.ENER) == 1
    assert game.power(KOALALA, 0) == 10000  # its own turn
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.action(VALOR)  # down both level two Assist LRIG
    game.accept()  # discard Servant #, the only card with a [Guard] icon
    game.target(ROMAIL, MAO)
    assert sorted(game.names(1, Zone.HAND)) == [MAO, ROMAIL]
    assert all(game.game.downed[game.card(name)] for name in ("Hirana*Power On", "Rei*Empty Blade"))
    assert not game.can(ActionKind.USE_ACTION, VALOR)  # once per game
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(KOALALA, 0) == 12000  # the opponent's turn: in the center zone


@encodes("WXDi-P02-010")
def test_hirana_on_stage_vanishes_a_level_two_or_less_signi(table: Table) -> None:
    game = grown(table, "Hirana*On - Stage", [HIRANA], theirs=f'signi: ["{ATHENA}", "{KOALALA}"]')
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # Athena is level three


@encodes("WXDi-P02-011")
def test_hirana_glowing_draws_or_charges_and_trashes_an_off_color_ener(table: Table) -> None:
    game = grown(
        table,
        "Hirana*Glowing",
        [HIRANA],
        theirs=f'ener: ["{SARA}", "{CAMELOPAR}"]',  # the Center Lize is white
    )
    game.first()
    game.mode(1)  # [Ener Charge 1]
    assert game.count(0, Zone.ENER) == 1 and game.count(0, Zone.HAND) == 0
    assert game.names(1, Zone.TRASH) == [CAMELOPAR]


@encodes("WXDi-P02-012")
def test_hirana_honest_and_earnest_vanishes_a_level_two_then_pays_for_a_level_three(
    table: Table,
) -> None:
    game = grown(
        table,
        "Hirana*Honest and Earnest",
        [HIRANA, "Hirana*On - Stage"],
        mine=f"ener: {[BUFFALO] * 7}",
        theirs=f'signi: ["{ATHENA}", "{KOALALA}"]',
    )
    game.first()
    game.accept()
    assert game.names(1, Zone.ENER) == [KOALALA, ATHENA]


@encodes("WXDi-P02-013")
def test_hirana_power_on_draws_two_and_vanishes(table: Table) -> None:
    game = grown(
        table,
        "Hirana*Power On",
        [HIRANA, "Hirana*On - Stage"],
        mine=f'ener: ["{BUFFALO}"]',
        theirs=f'signi: ["{ATHENA}"]',
    )
    game.first()
    game.mode(0)
    assert game.count(0, Zone.HAND) == 2
    assert game.zone_of(ATHENA, 1) == Zone.ENER


LOVIT_CENTER = [LOVIT, "DJ LOVIT - 1st Verse", "DJ LOVIT - 2nd Verse"]
LOVIT_3RD = "DJ LOVIT - 3rd Verse"


@encodes("WXDi-P02-016")
def test_lovit_3rd_verse_vanishes_trashes_ener_and_ups_itself_by_downing_a_level_two(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {
        lrigs(LOVIT_CENTER, left=[LION, "MC LION - DIG", "MC LION - DISRESPECT"], right=WOLF)
    }
            lrig_deck: ["{LOVIT_3RD}"]
            ener: {[ROMAIL] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ATHENA}"]
            ener: ["{SARA}", "{CAMELOPAR}"]
    """)
    game.grow(LOVIT_3RD)
    assert game.zone_of(ATHENA, 1) == Zone.ENER
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    lovit = game.card(LOVIT_3RD)
    game.act(ActionKind.USE_ACTION, LOVIT_3RD, b=0)  # [Team Action]: down this LRIG
    game.target(SARA)
    assert game.names(1, Zone.TRASH) == [SARA] and game.game.downed[lovit]
    game.act(ActionKind.USE_ACTION, LOVIT_3RD, b=2)  # (once per game) gain the action
    game.action(LOVIT_3RD)  # the gained one: down MC LION - DISRESPECT to up it
    assert not game.game.downed[lovit]
    assert game.game.downed[game.card("MC LION - DISRESPECT")]


@encodes("WXDi-P02-017")
def test_lion_dig_reveals_a_signi_of_the_centers_color_and_one_of_an_assists(
    table: Table,
) -> None:
    game = grown(
        table,
        "MC LION - DIG",
        [LION],  # the Center At is green, MC LION white
        mine=f'deck: ["{ROMAIL}", "{CAMELOPAR}", "{BAPHOMET}", "{SARA}", "{BUFFALO}"]',
    )
    assert "choose " + ROMAIL not in game.options()
    game.choose(CAMELOPAR)  # green
    assert "choose " + BAPHOMET not in game.options()
    game.choose(SARA)  # white
    assert sorted(game.names(0, Zone.HAND)) == [CAMELOPAR, SARA]


@encodes("WXDi-P02-019")
def test_lion_disrespect_stops_three_attackers_for_free_a_discard_and_ener(
    table: Table,
) -> None:
    game = grown(
        table,
        "MC LION - DISRESPECT",
        [LION, "MC LION - DIG"],
        mine=f'ener: {[SARA] * 5}\n            hand: ["{MAO}", "{BAPHOMET}"]',
        theirs=f'signi: ["{ROMAIL}", "{KOALALA}", "{ATHENA}"]',
    )
    game.first()
    game.target(ROMAIL)
    game.first()
    game.accept()  # discard two cards
    game.discard(MAO)
    game.target(KOALALA)
    game.accept()  # pay 1 white and 2 colorless
    game.target(ATHENA)
    assert all(
        game.game.has_keyword(game.card(name, 1), KW.CANT_ATTACK)
        for name in (ROMAIL, KOALALA, ATHENA)
    )


@encodes("WXDi-P02-020")
def test_lion_dope_adds_a_card_and_puts_two_signi_onto_the_field(table: Table) -> None:
    game = grown(
        table,
        "MC LION - DOPE",
        [LION, "MC LION - DIG"],
        mine=f"ener: {[SARA] * 5}\n"
        f'            deck: ["Polygenesis", "{ROMAIL}", "{KAZAKI}", "{BUFFALO}"]',
    )
    game.choose("Polygenesis")
    game.choose(ROMAIL, KAZAKI)
    game.into(0)
    game.into(1)  # Kazaki's [Enter] ability does not trigger
    assert game.names(0, Zone.HAND) == ["Polygenesis"]
    assert game.names(0, Zone.SIGNI)[:2] == [ROMAIL, KAZAKI]
    assert game.names(0, Zone.DECK)[0] == BUFFALO  # the rest at the bottom


BANG_CENTER = [BANG, "Bang, Singer of Melodies", "Bang, Front and Center"]
BANG_3 = "Bang, Read to Fight"
ATALANTA = "Atalanta, Jade Angel"  # level 3, green


@encodes("WXDi-P02-023")
def test_bang_read_to_fight_makes_the_opponent_charge_a_signi_and_gathers_cards(
    table: Table,
) -> None:
    left = [NOVA, "Nova =Dirty=", "Nova =Slash="]
    right = [TAMAGO, "Tamago =Beating=", "Tamago =Jet Stick="]
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(BANG_CENTER, left=left, right=right)}
            lrig_deck: ["{BANG_3}"]
            ener: {[CAMELOPAR] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", "{KOALALA}"]
    """)
    game.grow(BANG_3)
    game.choose(KOALALA)  # the opponent's choice
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.zone_of(ROMAIL, 1) == Zone.SIGNI
    game = table(f"""
        players:
          - lrig: {lrigs([*BANG_CENTER, BANG_3], left=left, right=right)}
            signi: ["{ATALANTA}"]
    """)
    bang = game.card(BANG_3)
    game.action(BANG_3)
    assert len(game.game.under(bang)) == 3 + 2 + 2  # its own and both Assist LRIGs'
    assert not game.can(ActionKind.USE_ACTION, BANG_3)  # once per game
    game.end_main()  # seven or more: [Ener Charge 1], then [Lancer]
    assert game.count(0, Zone.ENER) == 1
    assert game.game.has_keyword(game.card(ATALANTA), KW.LANCER)


@encodes("WXDi-P02-024")
def test_tamago_double_stroke_roll_draws_two(table: Table) -> None:
    game = grown(table, "Tamago =Double Stroke Roll=", [TAMAGO])
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-P02-025")
def test_tamago_beating_puts_a_level_one_signi_on_the_bottom_of_the_deck(table: Table) -> None:
    game = grown(table, "Tamago =Beating=", [TAMAGO], theirs=f'signi: ["{KOALALA}", "{ROMAIL}"]')
    assert game.names(1, Zone.DECK)[0] == ROMAIL  # the only level one
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P02-026")
def test_tamago_jet_stick_downs_and_pays_to_draw_two(table: Table) -> None:
    game = grown(
        table,
        "Tamago =Jet Stick=",
        [TAMAGO, "Tamago =Beating="],
        mine=f'ener: ["{BUFFALO}"]',
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.first()
    game.accept()
    assert game.game.downed[game.card(KOALALA, 1)]
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-P02-027")
def test_tamago_drumroll_downs_every_opposing_signi(table: Table) -> None:
    game = grown(
        table,
        "Tamago =Drumroll=",
        [TAMAGO, "Tamago =Beating="],
        mine=f"ener: {[BUFFALO] * 6}",
        theirs=f'signi: ["{KOALALA}", "{ROMAIL}", "{ATHENA}"]',
    )
    assert all(game.game.downed[game.card(name, 1)] for name in (KOALALA, ROMAIL, ATHENA))


@encodes("WXDi-P02-031")
def test_muzica_dolphin_mills_two_then_adds_two_signi_sharing_no_color(table: Table) -> None:
    game = grown(
        table,
        "Muzica//Dolphin",
        [MUZICA],
        mine=f'deck: ["{SARA}", "{MAO}", "{BUFFALO}"]\n'
        f'            trash: ["Servant #", "{ROMAIL}"]',
    )
    assert "choose Servant #" not in game.options()  # colorless
    game.choose(ROMAIL)
    assert "choose " + KOALALA not in game.options()
    game.choose(SARA)  # or Mao: white and black share no color with red Romail
    assert sorted(game.names(0, Zone.HAND)) == [ROMAIL, SARA]


@encodes("WXDi-P02-032")
def test_muzica_power_move_gives_minus_8000(table: Table) -> None:
    game = grown(table, "Muzica//Power Move", [MUZICA], theirs=f'signi: ["{KOALALA}"]')
    assert game.power(KOALALA, 1) == 2000


@encodes("WXDi-P02-033")
def test_muzica_splits_gives_minus_10000_and_pays_for_minus_8000(table: Table) -> None:
    game = grown(
        table,
        "Muzica//Splits",
        [MUZICA, "Muzica//Power Move"],
        mine=f"ener: {[BAPHOMET] * 5}",
        theirs=f'signi: ["{ATHENA}", "{KOALALA}"]',
    )
    game.first()
    game.target(ATHENA)
    game.accept()
    game.target(KOALALA)
    assert game.power(ATHENA, 1) == 2000 and game.power(KOALALA, 1) == 2000


BUFFALO_GOD = "Buffalo, Phantom Terra Beast God"
PANDADA = "Pandada, Phantom Terra Beast"  # level 1, 5000, red and green <<Terra Beast>>


@encodes("WXDi-P02-039")
def test_buffalo_god_grows_with_terra_beasts_and_arms_signi_of_20000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{BUFFALO_GOD}"]
            hand: ["{PANDADA}", "{ROMAIL}"]
            ener: {[ROMAIL] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", ~, "{MAO}"]
            life: {[BUFFALO] * 2}
    """)
    game.play(PANDADA, 1)
    assert game.power(BUFFALO_GOD) == 16000 and game.power(PANDADA) == 9000
    game.play(ROMAIL, 2)  # an <<Arm>>: nothing
    game.decline()  # Romail's own [Enter]
    assert game.power(BUFFALO_GOD) == 16000
    game.game.add_power(game.card(BUFFALO_GOD), 4000)  # 20000
    game.end_main()
    game.attack(BUFFALO_GOD)
    game.accept()  # pay 1 red and 1 colorless: Koalala is in front of it
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    game.attack(ROMAIL)  # 2000: it gained nothing
    assert game.decision != DecisionKind.OPTIONAL
    assert game.zone_of(MAO, 1) == Zone.SIGNI


SYMPHORCE = "Symphorce, Code: Maze"


@encodes("WXDi-P02-052")
def test_symphorce_may_move_in_front_of_an_unblocked_attacker(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SYMPHORCE}"]
            life: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", ~, "{KOALALA}"]
    """)
    game.attack(KOALALA)  # nothing in front of it
    game.accept()
    assert game.game.slot[game.card(SYMPHORCE)] == 2
    game = burst(table, SYMPHORCE, mine=f"deck: {[BUFFALO] * 2}")
    game.target(KOALALA)
    assert game.game.has_keyword(game.card(KOALALA, 1), KW.CANT_ATTACK)
    assert game.count(0, Zone.HAND) == 1


DEKASANBASHI = "Dekasanbashi, Code: Maze"


@encodes("WXDi-P02-053")
def test_dekasanbashi_steps_aside_from_its_attacker_and_pays_at_turn_end_to_bounce(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{DEKASANBASHI}"]
            ener: {[SARA] * 2}
            life: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", ~, "{ROMAIL}"]
    """)
    game.attack(ROMAIL)  # not in front of it
    assert game.decision != DecisionKind.OPTIONAL
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(KOALALA)  # in front of it
    game.accept()
    game.into(1)
    assert game.game.slot[game.card(DEKASANBASHI)] == 1
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)  # the turn ends
    game.accept()
    game.target(KOALALA)
    assert game.names(1, Zone.HAND) == [KOALALA]


MO = "Mo, Natural Element"


@encodes("WXDi-P02-083")
def test_mo_may_trash_itself_with_a_low_level_signi_entering_in_front(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MO}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["{ATHENA}", "{ROMAIL}"]
    """)
    game.play(ATHENA, 0)  # level three: nothing
    assert game.decision != DecisionKind.OPTIONAL
    game.play(ROMAIL, 1)  # not in front of it
    assert game.decision != DecisionKind.OPTIONAL
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MO}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["{ROMAIL}"]
    """)
    game.play(ROMAIL, 0)
    game.accept()
    assert game.zone_of(MO, 0) == Zone.TRASH and game.zone_of(ROMAIL, 1) == Zone.TRASH
    game = burst(table, MO, mine=f'ener: ["{BAPHOMET}"]')
    game.accept()
    game.target(KOALALA)
    assert game.power(KOALALA, 1) == 2000


LIFE = str([BUFFALO] * 3)


@encodes("WXDi-P02-018")
def test_mc_lion_standup_ups_a_level_one_signi_after_it_vanishes_one_in_battle(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[LION])}
            lrig_deck: ["MC LION - STANDUP"]
            signi: ["{ROMAIL}"]
          - signi: ["Servant #"]
            life: {LIFE}
    """)
    game.grow("MC LION - STANDUP")  # the one level one SIGNI gains it
    game.pass_until(lambda play: play.can(play.ActionKind.ATTACK, ROMAIL))
    game.attack(ROMAIL)  # 2000 against 1000
    assert game.zone_of("Servant #") == Zone.ENER
    assert not game.downed[game.card(ROMAIL)]


@encodes("WXDi-P02-046")
def test_phalaris_needs_two_lrigs_downed_and_mills_ten_for_a_battle_vanish(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Tawil =Noll=, Awakened One"])}
            hand: ["Phalaris, Code: Ancients"]
          - signi: ["{CAMELOPAR}"]
            deck: {[BUFFALO] * 20!s}
            life: {LIFE}
    """)
    game.play("Phalaris, Code: Ancients", 0)  # [Harmony]: both LRIGs are downed
    assert game.downed[game.card(AT3[-1])] and game.downed[game.card("Tawil =Noll=, Awakened One")]
    game.pass_until(lambda play: play.can(play.ActionKind.ATTACK, "Phalaris, Code: Ancients"))
    game.attack("Phalaris, Code: Ancients")  # ten milled; then the opponent's turn draws two
    assert game.count(1, Zone.TRASH) == 10 and game.count(1, Zone.DECK) == 8
    alone = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Phalaris, Code: Ancients"]
    """)
    assert not alone.can(alone.ActionKind.PLAY_SIGNI, "Phalaris, Code: Ancients")


@encodes("WXDi-P02-054")
def test_white_betta_with_four_cards_in_the_opponents_turn(table: Table) -> None:
    def betta(cards: int) -> tuple[int, bool]:
        game = table(f"""
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3)}
                signi: ["White Betta, Phantom Aquatic Beast"]
                hand: {[BUFFALO] * cards!s}
              - signi: ["{KOALALA}"]
        """)
        betta = game.card("White Betta, Phantom Aquatic Beast")
        shadowed = not game.is_targetable(betta, 1, game.card(KOALALA))
        return game.power("White Betta, Phantom Aquatic Beast"), shadowed

    assert betta(4) == (12000, True)
    assert betta(3) == (10000, False)


@encodes("WXDi-P02-068")
def test_hijikata_grows_with_discards_this_turn(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Hijikata, Azure General"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
          - signi: ["{KOALALA}"]
            hand: ["{CAMELOPAR}"]
            life: {LIFE}
    """)
    assert game.power("Hijikata, Azure General") == 7000
    first, second = game.ids(BUFFALO, 0, Zone.HAND)
    game.game.discard(first)
    assert game.power("Hijikata, Azure General") == 10000
    game.game.discard(second)  # two discards: it gains the [Auto] ability
    game.attack("Hijikata, Azure General")  # 10000 vanishes Koalala (10000)
    assert game.zone_of(KOALALA) == Zone.ENER and game.count(1, Zone.HAND) == 0


@encodes("WXDi-P02-049")
def test_totorisa_charges_once_when_an_opposing_signi_goes_to_the_trash(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - signi: ["Totorisa, Code: Maze"]
          - signi: ["Servant #", "{ROMAIL}"]
    """)
    game.act(game.ActionKind.RETIRE, "Servant #")
    game.act(game.ActionKind.RETIRE, ROMAIL)
    assert game.count(1, Zone.TRASH) == 2 and game.count(0, Zone.ENER) == 1  # once per turn


@encodes("WXDi-P02-057")
def test_zepar_puts_another_red_signi_into_the_trash_to_vanish(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Zepar, Crimson Evil"]
            signi: [~, "{ROMAIL}"]
          - signi: ["Servant #"]
    """)
    game.play("Zepar, Crimson Evil", 0)
    game.accept()  # Romail is the one other red SIGNI
    assert game.zone_of(ROMAIL) == Zone.TRASH and game.zone_of("Servant #", 1) == Zone.ENER
    alone = table("""
        players:
          - hand: ["Zepar, Crimson Evil"]
          - signi: ["Servant #"]
    """)
    alone.play("Zepar, Crimson Evil", 0)  # itself does not pay: nothing is asked
    assert alone.zone_of("Servant #", 1) == Zone.SIGNI


@encodes("WXDi-P02-064")
def test_heqet_puts_looked_at_cards_on_the_bottom_and_the_rest_on_top(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Heqet, Azure Angel"]
            deck: ["{ROMAIL}", "{KOALALA}", "{CAMELOPAR}", "{BUFFALO}"]
    """)
    game.play("Heqet, Azure Angel", 0)
    game.choose(KOALALA)  # to the bottom
    game.done()
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    deck = game.names(0, Zone.DECK)  # bottom first
    assert deck[0] == KOALALA and set(deck[-2:]) == {ROMAIL, CAMELOPAR}


@encodes("WXDi-P02-074")
def test_parajulis_vanishes_after_a_charge_this_turn(table: Table) -> None:
    def attack(charged: bool) -> Play:
        game = table(f"""
            phase: attack
            players:
              - signi: ["Parajulis, Phantom Aquatic Beast"]
                ener: ["{CAMELOPAR}", "{CAMELOPAR}"]
              - signi: ["{KOALALA}", "{ROMAIL}"]
                life: {LIFE}
        """)
        if charged:
            game.game.ener_charge(0, 1)
        game.attack("Parajulis, Phantom Aquatic Beast")
        return game

    game = attack(charged=True)
    game.accept()
    game.pay()  # Romail is the one SIGNI of 8000 or less
    assert game.zone_of(ROMAIL) == Zone.ENER
    assert attack(charged=False).zone_of(ROMAIL) == Zone.SIGNI


# Cards of the terms added after the first round (moves, Harmony, unless, downed, ...).

ZENO = "Zeno Cluster"
LUNAR_BLOSSOM = "Rei*Lunar Blossom"  # [Enter]: draw, the opponent discards at random
GLOWING = "Hirana*Glowing"  # [Enter]: an opponent's Ener card of another colour to the trash


def zeno_cluster(table: Table, assist: str, center: str, mode: int) -> Play:
    """Player 1 grows `assist` on `center` in its main phase; then player 0 uses Zeno
    Cluster in player 1's attack phase, choosing `mode`."""
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[AKINO], right=[UMR])}
            lrig_deck: ["{ZENO}"]
            hand: ["{ROMAIL}"]
            ener: ["{SARA}"]
            deck: {[BUFFALO] * 6!s}
          - lrig: {lrigs(LIZE3, left=[center])}
            lrig_deck: ["{assist}"]
    """)
    game.grow(assist)
    game.pass_until(lambda play: play.can(ActionKind.USE_PIECE, ZENO))
    game.use(ZENO)
    game.mode(mode)
    return game


@encodes("WXDi-P02-005")
def test_zeno_cluster_draws_three_after_a_discard_by_the_opponents_effect(table: Table) -> None:
    game = zeno_cluster(table, LUNAR_BLOSSOM, REI, 0)
    assert game.zone_of(ROMAIL) == Zone.TRASH and game.count(0, Zone.HAND) == 3
    game = zeno_cluster(table, GLOWING, HIRANA, 0)  # nothing left the hand
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-P02-005")
def test_zeno_cluster_charges_three_after_an_ener_card_was_trashed(table: Table) -> None:
    game = zeno_cluster(table, GLOWING, HIRANA, 1)
    assert game.zone_of(SARA) == Zone.TRASH and game.count(0, Zone.ENER) == 3
    game = zeno_cluster(table, LUNAR_BLOSSOM, REI, 1)
    assert game.count(0, Zone.ENER) == 2


LU_XUN = "Lu Xun, Azure General"  # [Enter]: with five cards in hand, the opponent discards


@encodes("WXDi-P02-030")
def test_madoka_vogue_3_draws_on_an_opponents_discard_and_returns_a_diagram_lrig(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig:
              center: ["Madoka START", "Madoka, Vogue 1", "Madoka, Vogue 2"]
              left: ["{MUZICA}", "Muzica//Dolphin"]
              right: ["Sanga START"]
            lrig_deck: ["Madoka, Vogue 3"]
            hand: ["{LU_XUN}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            deck: ["{SARA}", "{MAO}", "{CAMELOPAR}", "{BUFFALO}", "{BUFFALO}"]
          - hand: {[ROMAIL] * 5!s}
    """)
    game.grow("Madoka, Vogue 3")
    game.pay()
    game.discard(SARA, MAO)  # drew three, discards two
    assert game.names(0, Zone.HAND) == [LU_XUN, CAMELOPAR] or sorted(
        game.names(0, Zone.HAND)
    ) == sorted([LU_XUN, CAMELOPAR])
    game.pass_until(lambda play: play.can(ActionKind.PLAY_SIGNI, LU_XUN))
    game.play(LU_XUN, 0)
    game.pass_until(lambda play: play.decision == DecisionKind.MODE)  # the opponent discarded
    game.mode(1)
    assert game.count(1, Zone.TRASH) == 1 and game.count(0, Zone.ENER) == 1
    game.action("Madoka, Vogue 3")
    assert game.zone_of("Muzica//Dolphin") == Zone.LRIG_DECK
    assert not game.can(ActionKind.USE_ACTION, "Madoka, Vogue 3")  # once per game


YAEKIRI = "Yaekiri, Full Armed"
TAWIL = "Tawil =Noll=, Awakened One"  # red, level 0


@encodes("WXDi-P02-035")
def test_yaekiri_needs_a_red_lrig_and_returns_a_guard_signi_on_attack(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[TAWIL])}
            hand: ["{YAEKIRI}"]
            ener: ["{SARA}", "{SARA}"]
            trash: ["Servant #", "{CAMELOPAR}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ATHENA}"]
    """)
    game.play(YAEKIRI, 0)  # [Harmony]: the red Tawil is downed
    assert game.downed[game.card(TAWIL)]
    game.end_main()
    game.attack(YAEKIRI)
    game.accept()
    game.pay()
    assert game.zone_of("Servant #", 0) == Zone.HAND and game.zone_of(CAMELOPAR) == Zone.TRASH
    alone = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{YAEKIRI}"]
    """)
    assert not alone.can(ActionKind.PLAY_SIGNI, YAEKIRI)


@encodes("WXDi-P02-035")
def test_yaekiri_draws_when_you_guard(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YAEKIRI}"]
            hand: ["Servant #"]
            life: ["{BUFFALO}"]
            deck: {[BUFFALO] * 5!s}
          - lrig: {lrigs(LIZE3)}
    """)
    game.attack(LIZE3[-1])
    game.act(ActionKind.GUARD, "Servant #")
    # The guard card went and one was drawn; then player 0's turn drew two more.
    assert game.game.turn == 5 and game.count(0, Zone.HAND) == 3
    assert game.count(0, Zone.LIFE) == 1


CASSEOPEIA = "Casseopeia, Natural Planet Queen"


@encodes("WXDi-P02-036")
def test_casseopeia_with_three_level_one_signi_revealed_gets_3000_and_shadow(
    table: Table,
) -> None:
    def attack(deck: list[str]) -> Play:
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{CASSEOPEIA}"]
                deck: {deck!s}
              - signi: [~, "{BUFFALO}"]
                life: ["{BUFFALO}"]
        """)
        game.attack(CASSEOPEIA)
        while game.decision == DecisionKind.CHOOSE:  # the order at the bottom
            game.first()
        return game

    game = attack([SARA, CAMELOPAR, BAPHOMET, MAO, KOALALA])
    assert game.power(CASSEOPEIA) == 15000
    opposing = game.card(BUFFALO, 1, Zone.SIGNI)
    assert not game.is_targetable(game.card(CASSEOPEIA), 1, opposing)
    assert game.names(0, Zone.DECK)[-1] == KOALALA  # the four revealed went to the bottom
    game = attack([SARA, CAMELOPAR, MAO, MAO, KOALALA])
    assert game.power(CASSEOPEIA) == 12000


@encodes("WXDi-P02-036")
def test_casseopeia_pays_to_bounce_at_the_beginning_of_your_main_phase(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{CASSEOPEIA}"]
            ener: ["{SARA}", "{SARA}"]
          - signi: ["{KOALALA}"]
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
    game.accept()
    game.pay()
    assert game.zone_of(KOALALA) == Zone.HAND


DAJI = "Daji, Crimson Evil Queen"


@encodes("WXDi-P02-037")
def test_daji_crushes_its_own_life_cloth_and_draws(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{DAJI}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
            deck: {[MAO] * 5!s}
    """)
    game.play(DAJI, 0)
    game.accept()
    assert game.count(0, Zone.LIFE) == 1 and game.names(0, Zone.HAND) == [MAO]


@encodes("WXDi-P02-037")
def test_daji_charges_when_a_signi_of_yours_is_trashed_by_a_cost(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{DAJI}", "Tsukiyotake, Type: Eins"]
            deck: {[MAO] * 5!s}
          - signi: ["{KOALALA}"]
    """)
    game.action("Tsukiyotake, Type: Eins")  # its cost puts it into the trash
    assert game.power(KOALALA) == 8000
    assert game.names(0, Zone.ENER) == [MAO]
    game = burst(table, DAJI)
    assert game.zone_of("Servant #", 1) == Zone.ENER  # 1000: the only one of 8000 or less


PHOENIX = "Phoenix, Natural Planet Queen"


@encodes("WXDi-P02-038")
def test_phoenix_trashes_ener_of_other_colours_and_draws_for_two(table: Table) -> None:
    def turn(glowing: bool) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3, left=[AKINO], right=[HIRANA])}
                lrig_deck: ["{GLOWING}"]
                hand: ["{PHOENIX}"]
                deck: {[MAO] * 5!s}
              - lrig: {lrigs(LIZE3)}
                ener: ["{ROMAIL}", "{ROMAIL}", "{SARA}"]
                life: {[BUFFALO] * 3!s}
        """)
        if glowing:
            game.grow(GLOWING)  # one red Ener card of the opponent's into the trash
            game.first()
            game.mode(1)  # its other [Enter]: [Ener Charge 1] rather than a draw
        game.play(PHOENIX, 0)  # [Harmony]: the white Akino is downed
        game.end_main()  # the attack phase begins: the other red one goes
        assert game.names(1, Zone.ENER) == ([SARA] if glowing else [ROMAIL, SARA])
        game.pass_until(lambda play: play.game.turn_player == 1)
        return game

    assert turn(glowing=True).count(0, Zone.HAND) == 1
    assert turn(glowing=False).count(0, Zone.HAND) == 0


ROYAL_BLUE = "Royal Blue, Natural Crystal Brilliance"


@encodes("WXDi-P02-041")
def test_royal_blue_makes_a_frozen_signi_vanish_unless_its_player_pays_two(
    table: Table,
) -> None:
    def frozen(ener: list[str]) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{ROYAL_BLUE}"]
              - signi: ["{KOALALA} (frozen)"]
                ener: {ener!s}
        """)
        game.action(ROYAL_BLUE)
        game.end_main()  # the attack phase begins
        return game

    assert frozen([]).zone_of(KOALALA) == Zone.ENER
    game = frozen([BUFFALO, BUFFALO])
    game.accept()  # the opponent pays
    game.pay()
    assert game.zone_of(KOALALA) == Zone.SIGNI


@encodes("WXDi-P02-041")
def test_royal_blue_life_burst_freezes_a_lrig_and_a_signi(table: Table) -> None:
    game = burst(table, ROYAL_BLUE)
    game.target(KOALALA)
    assert game.frozen[game.card(LIZE3[-1])] and game.frozen[game.card(KOALALA)]


ZRO2 = "ZrO2, Natural Element Queen"


@encodes("WXDi-P02-042")
def test_zro2_gives_8000_after_two_discards_and_3000_otherwise(table: Table) -> None:
    def attack(discards: bool) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3, left=[MUZICA], right=[REI])}
                lrig_deck: ["{LUNAR_BLOSSOM}"]
                hand: ["{ZRO2}"]
                ener: {[BUFFALO] * 3!s}
                deck: {[MAO] * 5!s}
              - lrig: {lrigs(LIZE3)}
                hand: {[ROMAIL] * 3!s}
                signi: [~, "{ATHENA}"]
                life: ["{BUFFALO}"]
        """)
        if discards:
            game.grow(LUNAR_BLOSSOM)  # the opponent discards one at random
        game.play(ZRO2, 0)  # [Harmony]: the black Muzica is downed
        game.accept()  # pay one blue
        game.mode(1 if discards else 0)
        game.end_main()
        game.attack(ZRO2)
        game.accept()
        game.pay()
        return game

    game = attack(discards=True)
    assert game.count(1, Zone.HAND) == 1 and game.power(ATHENA) == 4000
    game = attack(discards=False)
    assert game.count(0, Zone.HAND) == 1 and game.power(ATHENA) == 9000


INFLUEN = "Influen D Type: Drei"


@encodes("WXDi-P02-043")
def test_influen_drei_pays_six_to_vanish_two_big_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[UMR])}
            hand: ["{INFLUEN}"]
            ener: {[KOALALA] * 6!s}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ATHENA}", "{KOALALA}", "{BUFFALO}"]
    """)
    game.play(INFLUEN, 0)  # [Harmony]: the blue Umr is downed
    game.end_main()
    game.attack(INFLUEN)
    game.accept()
    game.pay()
    game.target(ATHENA, KOALALA)
    assert game.names(1, Zone.ENER) == [ATHENA, KOALALA] or sorted(
        game.names(1, Zone.ENER)
    ) == sorted([ATHENA, KOALALA])
    assert game.names(1, Zone.SIGNI) == ["", "", BUFFALO]


@encodes("WXDi-P02-043")
def test_influen_drei_draws_and_charges_when_the_opponent_targets_it(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{INFLUEN}"]
            deck: {[MAO] * 5!s}
          - life: ["Gauche Agnese, Natural Plant Queen"]
    """)
    game.attack(INFLUEN)  # no Ener to pay for its attack ability
    game.burst()  # the opponent's Life Burst targets Influen (power 7000 or more)
    assert game.count(0, Zone.HAND) == 1 and sorted(game.names(0, Zone.ENER)) == [INFLUEN, MAO]


AGNESE = "Gauche Agnese, Natural Plant Queen"


@encodes("WXDi-P02-044")
def test_gauche_agnese_vanished_goes_to_the_bottom_and_fetches_a_level_three_signi(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AGNESE}"]
            deck: ["{ATHENA}", "{MAO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ATHENA}"]
    """)
    game.attack(ATHENA)  # 12000 against 10000: Gauche Agnese is vanished
    game.accept()  # to the bottom of the deck
    game.accept()  # the revealed Athena onto the field
    game.into(1)
    athena = game.card(ATHENA, 0)
    assert game.zone[athena] == Zone.SIGNI and game.downed[athena]
    assert game.names(0, Zone.DECK) == [AGNESE, MAO]  # bottom first


@encodes("WXDi-P02-044")
def test_gauche_agnese_returns_a_signi_from_the_ener_zone_at_the_end_of_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AGNESE}"]
            ener: ["{MAO}", "{SARA}"]
    """)
    game.target(MAO)
    assert game.zone_of(MAO) == Zone.HAND and game.zone_of(SARA) == Zone.ENER
    game = burst(table, AGNESE)
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # 10000; Servant # has 1000


VALKYRIE = "Valkyrie, Doomed Angel Queen"
RAPHAE = "Raphae, Jade Doomed Angel"  # level 1, 5000, green and black <<Angel>>, vanilla


@encodes("WXDi-P02-045")
def test_valkyrie_returns_a_level_one_angel_and_comes_back_for_two_angels(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{VALKYRIE}"]
            trash: ["{RAPHAE}", "{ATHENA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ATHENA}"]
    """)
    game.attack(VALKYRIE)  # Raphae is the only level one <<Angel>> in the trash
    assert game.zone_of(RAPHAE) == Zone.HAND and game.zone_of(ATHENA, 0) == Zone.TRASH
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{VALKYRIE}"]
            hand: ["{RAPHAE}", "{RAPHAE}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ATHENA}"]
    """)
    game.attack(ATHENA)  # 12000 against 10000: Valkyrie is vanished
    game.accept()  # discard the two <<Angel>> SIGNI
    game.into(0)
    valkyrie = game.card(VALKYRIE)
    assert game.zone[valkyrie] == Zone.SIGNI and game.downed[valkyrie]
    assert game.names(0, Zone.HAND) == [] and game.count(0, Zone.TRASH) == 2
    game = burst(table, VALKYRIE, mine=f'trash: ["Servant #", "{RAPHAE}"]')
    game.mode(0)
    assert game.zone_of(RAPHAE, 0) == Zone.HAND


@encodes("WXDi-P02-082")
def test_gamigin_milled_in_your_turn_pays_for_minus_3000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Rin Shizuka, Code 2434"]
            ener: ["{BAPHOMET}"]
            deck: ["Gamigin, Wicked Devil", "{MAO}", "{MAO}", "{MAO}", "{MAO}", "{MAO}"]
          - signi: ["{KOALALA}"]
    """)
    game.action("Rin Shizuka, Code 2434")  # the top five into the trash
    game.accept()
    game.pay()
    assert game.power(KOALALA) == 7000


GROOVY = "Muzica//Groovy"
AIZEN = "Aizen, Jade Doomed Angel"  # level 2


@encodes("WXDi-P02-034")
def test_groovy_vanishes_brings_back_a_signi_of_its_level_and_the_vanished_mills(
    table: Table,
) -> None:
    game = grown(
        table,
        GROOVY,
        ["Muzica START", "Muzica//Dolphin"],
        mine=f"""ener: {[ROMAIL] * 3!s}
            trash: ["{AIZEN}", "Imagawa, Crimson General"]""",
        theirs=f"""signi: ["{KOALALA}"]
            deck: {[BUFFALO] * 6!s}""",
    )
    game.first()  # the [Enter] abilities in the printed order
    game.accept()
    game.pay()
    game.into(0)  # Aizen, of Koalala's level two (not the level one Imagawa)
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.zone_of(AIZEN, 0) == Zone.SIGNI
    # Koalala's gained [Auto]: two cards for each of its two levels, from its player's deck
    assert game.count(1, Zone.TRASH) == 4


ITTEN = "ITTEN - TOPPA"
TAMAGO_STACK = ["Newborn Dr. Tamago", "Let's Go! Dr. Tamago", "You Can Do It! Dr. Tamago"]


@pytest.mark.parametrize(("left", "usable"), [("Hanayo, Zero", True), ("Akino*Rock", False)])
@encodes("WXDi-P02-002")
def test_itten_toppa_needs_a_red_and_a_blue_lrig_and_does_two_modes(
    table: Table, left: str, usable: bool
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMAGO_STACK, left=left, right="Deus Drive")}
            lrig_deck: ["{ITTEN}"]
            ener: ["{KOALALA}", "{KOALALA}"]
            hand: ["{ROMAIL}"]
          - signi: ["Servant #"]
            hand: ["{ROMAIL}"]
    """)
    if not usable:
        assert not game.can(ActionKind.USE_PIECE, ITTEN)
        return
    game.use(ITTEN)
    game.pay()
    game.mode(0)  # vanish Servant #
    game.mode(2)  # a discard at random
    assert game.zone_of("Servant #", 1) == Zone.ENER
    assert game.names(1, Zone.TRASH) == [ROMAIL]


END_OF_THE_TURN = "End of the Turn"
# Three LRIGs on the field, as a PIECE asks (en-2021-glossary.txt, "PIECE").
THREE = lrigs(LIZE3, left="Ange, Level 0", right="Toko, Level 0")


@encodes("WXDi-P02-006")
def test_end_of_the_turn_counters_a_small_spell_or_adds_a_signi_without_guard(
    table: Table,
) -> None:
    # en-2021-glossary.txt, "Use timing: Spell Cut-in": used as the opponent uses a
    # spell, before its processing; a countered spell goes to the trash all the same.
    def cut_in(spell: str) -> Play:
        game = table(f"""
            turn_player: 1
            players:
              - lrig: {THREE}
                lrig_deck: ["{END_OF_THE_TURN}"]
                signi: ["{KOALALA}", ~, ~]
              - lrig: {lrigs(AT3)}
                hand: ["{spell}"]
                ener: {[BUFFALO] * 2 + [ROMAIL] * 2}
        """)
        game.use(spell)
        game.pay()
        game.use(END_OF_THE_TURN)
        game.mode(0)
        game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
        assert game.zone_of(spell, 1) == Zone.TRASH
        return game

    trouble = cut_in("Trouble")  # a total cost of 2: its draw countered
    assert trouble.count(1, Zone.HAND) == 0
    beat = cut_in("Battle Beat")  # 4: not a target, Koalala vanished
    assert beat.zone_of(KOALALA, 0) == Zone.ENER

    game = table(f"""
        players:
          - lrig: {THREE}
            lrig_deck: ["{END_OF_THE_TURN}"]
            trash: ["Servant #", "{ROMAIL}"]
    """)
    game.use(END_OF_THE_TURN)
    game.mode(1)  # Servant # has a [Guard] icon
    assert game.names(0, Zone.HAND) == [ROMAIL]


CON_AQUA = "Con Aqua, Master Trickster"


@encodes("WXDi-P02-070")
def test_con_aqua_draws_when_a_card_is_face_down_in_one_of_your_signi_zones(
    table: Table,
) -> None:
    def drawn(face_down: bool) -> int:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{CON_AQUA}"]
                signi: ["{SARA}"]
              - signi: ["{MAO}"]
        """)
        if face_down:  # as an effect leaves it (Robin Hood, Hameln)
            assert game.game.turn_face_down(game.card(SARA))
        game.play(CON_AQUA, 1)
        return game.count(0, Zone.HAND)

    assert drawn(True) == 1
    assert drawn(False) == 0


FENNEC = "Fennec, Phantom Terra Beast"
UTULLS = "Ut'ulls//Memoria, Fusion Ultra Gate"  # 15000, its text not encoded


@encodes("WXDi-P02-079")
def test_fennec_copies_a_power_charges_as_a_big_signi_attacks_and_negates_the_next_attack(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{FENNEC}", "{BUFFALO}", ~]
            deck: ["{ROMAIL}", "{ROMAIL}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{UTULLS}", ~, ~]
            life: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.end_main()  # the attack phase begins
    game.target(UTULLS)
    assert game.power(FENNEC) == 15000  # its base power, until end of turn
    game.attack(BUFFALO)  # 5000: no charge
    assert game.count(0, Zone.ENER) == 0
    game.attack(FENNEC)
    assert game.names(0, Zone.ENER) == [ROMAIL]  # once per turn
    # Life Burst: [Ener Charge 1]; the next SIGNI attack this turn is negated, only it.
    game = burst(table, FENNEC, mine=f'deck: ["{ROMAIL}"]')
    assert sorted(game.names(0, Zone.ENER)) == [FENNEC, ROMAIL]
    game.attack(KOALALA)  # negated: player 0, with no Life Cloth left, does not lose
    assert game.game.outcome() is None
