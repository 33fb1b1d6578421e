"""WXDi-P08: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import KW, ActionKind, DecisionKind, Phase, Zone
from tests.carddb.scenes import burst, grown
from tests.carddb.table import AT, AT3, LIZE3, Play, Table, encodes, lrigs
from tests.effects.conftest import _compile

TAMA = "Tamayorihime, New Moon Miko"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # no Life Burst
LIFE = str([BUFFALO] * 3)


@encodes("WXDi-P08-022")
def test_tama_loud_voice_returns_a_signi_of_10000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT, left=TAMA)}
            lrig_deck: ["Tama Loud Voice"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed", "Koalala, Phantom Terra Beast"]
    """)
    game.grow("Tama Loud Voice")
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.HAND
    assert game.zone_of("Tobiel, Full Armed") == Zone.SIGNI  # power 12000


@encodes("WXDi-P08-026")
def test_tama_aura_lets_the_center_attack_again_without_its_abilities(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[TAMA, "Tama Loud Voice"])}
            lrig_deck: ["Tama Aura"]
          - lrig: {lrigs(LIZE3)}
            life: {LIFE}
    """)
    game.grow("Tama Aura")
    center = game.card("At =Tre=, the Opened Gate")
    game.target("At =Tre=, the Opened Gate")
    game.end_main()
    game.attack("At =Tre=, the Opened Gate")
    assert not game.downed[center] and game.lost_abilities(center)
    game.attack("At =Tre=, the Opened Gate")  # upped: it attacks a second time
    assert len(game.players[1].life) == 1
    assert not game.can(game.ActionKind.ATTACK)  # once per turn: downed now


HANAYO = "Hanayo//Memoria, Natural Pyroxene"


@encodes("WXDi-P08-039")
def test_hanayo_memoria_with_no_ener_becomes_level_three_and_vanishes_up_to_its_level(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HANAYO}"]
            hand: ["Romail, Lightly Armed", "Romail, Lightly Armed"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Tobiel, Full Armed", "Koalala, Phantom Terra Beast"]
            hand: ["Servant #"]
            life: {LIFE}
    """)
    game.first()  # the base values first
    game.accept()  # discard two red cards
    game.target("Tobiel, Full Armed")  # level three: as high as Hanayo now
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER
    hanayo = game.card(HANAYO)
    assert (game.level(hanayo), game.power(HANAYO)) == (3, 12000)
    assert game.count(0, Zone.HAND) == 0
    game.pass_until(lambda g: g.turn == 4 and g.phase == Phase.MAIN)
    assert (game.level(hanayo), game.power(HANAYO)) == (3, 12000)  # the opponent's turn
    game.pass_until(lambda g: g.turn == 5)
    assert (game.level(hanayo), game.power(HANAYO)) == (2, 5000)


def test_hanayo_memoria_with_ener_stays_level_two(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HANAYO}"]
            hand: ["Romail, Lightly Armed", "Flopsy, Phantom Terra Beast", "Tobiel, Full Armed"]
            ener: ["Servant #"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Tobiel, Full Armed", "Koalala, Phantom Terra Beast"]
            life: {LIFE}
    """)
    game.accept()
    game.discard("Romail, Lightly Armed")  # then Tobiel: red; Flopsy (green) cannot be
    assert game.names(0, Zone.HAND) == ["Flopsy, Phantom Terra Beast"]
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER  # the only target
    assert game.zone_of("Tobiel, Full Armed", 1) == Zone.SIGNI
    assert game.level(game.card(HANAYO)) == 2


YUZUKI = "Yuzuki//Memoria, Phantom Dragon"


@encodes("WXDi-P08-057")
def test_yuzuki_memoria_makes_the_opponent_trash_two_ener(table: Table) -> None:
    def attack_phase(opponent_ener: int) -> Play:
        return table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{YUZUKI}"]
                ener: ["Romail, Lightly Armed", "Servant #", "Servant #"]
              - lrig: {lrigs(LIZE3)}
                ener: {["Servant #", BUFFALO] * (opponent_ener // 2)}
                life: {LIFE}
        """)

    game = attack_phase(4)
    game.accept()  # pay 1 red and 2 colorless: the three Ener
    game.choose(BUFFALO, BUFFALO)  # the opponent chooses
    assert game.names(1, Zone.ENER) == ["Servant #", "Servant #"]
    assert game.count(1, Zone.TRASH) == 2 and game.count(0, Zone.ENER) == 0
    game = attack_phase(2)  # fewer than four: nothing is asked
    assert game.decision != DecisionKind.OPTIONAL and game.count(1, Zone.ENER) == 2


@encodes("WXDi-P08-057")
def test_yuzuki_memoria_life_burst_vanishes_8000_or_less(table: Table) -> None:
    game = table.life_burst(YUZUKI)
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.ENER


HALBERD = "Halberd, Full Armed"
RED_ENER = str(["Romail, Lightly Armed"] * 4)


@encodes("WXDi-P08-041")
def test_halberd_crushes_when_an_opponents_assist_lrig_targets_an_upped_signi(
    table: Table,
) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HALBERD}", "Lancelot, Crimson General"]
            ener: {RED_ENER}
          - lrig: {lrigs(AT, left=TAMA)}
            lrig_deck: ["Tama Loud Voice"]
            life: {LIFE}
    """)
    game.grow("Tama Loud Voice")  # targets Lancelot (5000), not Halberd (12000)
    game.accept()  # pay 3 red and 1 colorless
    assert len(game.players[1].life) == 2
    assert game.zone_of("Lancelot, Crimson General") == Zone.HAND
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-P08-041")
def test_halberd_crushes_when_a_life_burst_targets_it(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HALBERD}", "Lancelot, Crimson General"]
            ener: {RED_ENER}
          - lrig: {lrigs(LIZE3)}
            life: ["Amazoness, Jade General", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.attack("Lancelot, Crimson General")  # no SIGNI in front: Amazoness is crushed
    game.burst()  # its Life Burst targets Halberd, upped (power 7000 or more), and vanishes it
    game.accept()  # the ability still resolves: pay with four of the five Ener
    game.pay()
    assert len(game.players[1].life) == 1
    assert game.count(0, Zone.ENER) == 1  # Halberd, vanished


def test_halberd_ignores_a_downed_signi_becoming_a_target(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HALBERD}", "Lancelot, Crimson General (downed)"]
            ener: {RED_ENER}
          - lrig: {lrigs(AT, left=TAMA)}
            lrig_deck: ["Tama Loud Voice"]
            life: {LIFE}
    """)
    game.grow("Tama Loud Voice")  # Lancelot is downed
    assert game.decision != DecisionKind.OPTIONAL
    assert len(game.players[1].life) == 3


@encodes("WXDi-P08-041")
def test_halberd_enter_draws_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{HALBERD}", "Servant #"]
            ener: ["Romail, Lightly Armed"]
    """)
    game.play(HALBERD, 0)
    game.accept()  # pay 1 red and discard a card
    assert game.count(0, Zone.HAND) == 2 and game.zone_of("Servant #", 0) == Zone.TRASH


@pytest.mark.parametrize(("white", "charged"), [(3, 1), (2, 0)])
@encodes("WXDi-P08-055")
def test_over_pursuit_returns_a_level_one_signi_and_charges_with_three_white_signi(
    table: Table, white: int, charged: int
) -> None:
    whites = ['"Circe, Blessed Angel"', '"Pele, Blessed Angel"', '"Lepus, Natural Planet"']
    game = table(f"""
        players:
          - hand: ["Over Pursuit"]
            signi: [{", ".join(whites[:white])}]
            ener: ["Circe, Blessed Angel"]
          - signi: ["Servant #", "Koalala, Phantom Terra Beast"]
    """)
    game.use("Over Pursuit")
    assert game.zone_of("Servant #", 1) == Zone.HAND  # level one: the only target
    assert game.count(0, Zone.ENER) == charged


TAMAGO_MEMORIA = "Tamago//Memoria, Galactic Queen"
ROMAIL = "Romail, Lightly Armed"


@encodes("WXDi-P08-042")
def test_tamago_memoria_draws_at_its_turn_end_and_discards_at_the_opponents(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TAMAGO_MEMORIA}"]
          - hand: ["Romail, Lightly Armed"]
    """)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(0, Zone.HAND) == 1
    game.pass_until(lambda play: play.game.turn_player == 0)
    assert game.count(1, Zone.TRASH) == 1  # a card of the hand, at random


@encodes("WXDi-P08-042")
def test_tamago_memoria_downs_for_8000_until_the_opponents_next_turn(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{TAMAGO_MEMORIA}"]
    """)
    game.play(TAMAGO_MEMORIA, 0)
    base = game.power(TAMAGO_MEMORIA)
    game.accept()
    assert game.power(TAMAGO_MEMORIA) == base + 8000
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(TAMAGO_MEMORIA) == base + 8000


@encodes("WXDi-P08-073")
def test_mammo_powers_up_the_field_and_charges_when_a_big_terra_beast_attacks(
    table: Table,
) -> None:
    mammo, koalala = "Mammo, Phantom Terra Beast", "Koalala, Phantom Terra Beast"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{mammo}", "{koalala}", "{ROMAIL}"]
          - life: {LIFE}
    """)
    game.end_main()
    assert game.power(ROMAIL) == 5000
    game.attack(ROMAIL)  # 5000: no charge
    assert game.count(0, Zone.ENER) == 0
    game.attack(koalala)  # 13000
    assert game.count(0, Zone.ENER) == 1


@encodes("WXDi-P08-056")
def test_p_tato_fryer_counts_a_spell_and_discards_one_to_vanish(table: Table) -> None:
    game = table("""
        players:
          - hand: ["P-tato Fryer, Code: Art", "Over Pursuit"]
          - signi: ["Servant #", "Koalala, Phantom Terra Beast"]
    """)
    base = game.game.defs[game.card("P-tato Fryer, Code: Art")].power
    game.play("P-tato Fryer, Code: Art", 0)
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER
    assert game.power("P-tato Fryer, Code: Art") == base + 4000  # the spell discarded


@encodes("WXDi-P08-066")
def test_vo_vanishes_at_the_end_of_turn(table: Table) -> None:
    game = table("""
        phase: end
        players:
          - signi: ["VO, Natural Element"]
          - signi: ["Koalala, Phantom Terra Beast"]
    """)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-P08-052")
def test_flash_cards_pays_white_to_return_3000_or_less_with_three_white_signi(
    table: Table,
) -> None:
    game = table("""
        players:
          - signi: ["Flash Cards, Blessed Mind", "Pele, Blessed Angel", "Lepus, Natural Planet"]
            ener: ["Circe, Blessed Angel"]
          - signi: ["Servant #", "Koalala, Phantom Terra Beast"]
    """)
    game.end_main()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.HAND


@encodes("WXDi-P08-081")
def test_inside_devils_trades_a_demon_for_minus_10000_or_returns_one(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Inside Devils"]
            ener: ["Erebus, Doomed Angel"]
            signi: ["Scylla, Azure Evil", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast"]
    """)
    game.use("Inside Devils")
    game.pay()
    game.mode(0)
    assert game.zone_of("Scylla, Azure Evil") == Zone.TRASH  # the only <<Demon>>
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER  # 10000 - 10000
    game = table("""
        players:
          - hand: ["Inside Devils"]
            ener: ["Erebus, Doomed Angel"]
            trash: ["Scylla, Azure Evil"]
    """)
    game.use("Inside Devils")
    game.pay()
    game.mode(1)
    assert game.names(0, Zone.HAND) == ["Scylla, Azure Evil"]


@encodes("WXDi-P08-067")
def test_saprolegnia_downs_and_freezes_when_vanished(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Saprolegnia, Natural Pale Bacteria"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast", "{ROMAIL}"]
    """)
    game.game.add_power(game.card("Koalala, Phantom Terra Beast"), 5000)
    game.attack("Koalala, Phantom Terra Beast")  # 15000 vanishes Saprolegnia
    game.mode(0)
    game.target(ROMAIL)
    assert game.frozen[game.card(ROMAIL, 1)] and game.downed[game.card(ROMAIL, 1)]
    game = table.life_burst("Saprolegnia, Natural Pale Bacteria")
    game.burst()
    assert game.frozen[game.card("Servant #", 1)]


@encodes("WXDi-P08-077")
def test_s_kycat_discards_a_spell_to_keep_one_of_three_and_trash_the_rest(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["S-Kycat, Code: Art", "Over Pursuit"]
            deck: ["{ROMAIL}", "{BUFFALO}", "Servant #", "{BUFFALO}"]
    """)
    game.play("S-Kycat, Code: Art", 0)
    game.accept()
    game.choose(ROMAIL)
    assert game.names(0, Zone.HAND) == [ROMAIL]
    assert sorted(game.names(0, Zone.TRASH)) == sorted(["Over Pursuit", BUFFALO, "Servant #"])


@encodes("WXDi-P08-061")
def test_arcadian_resonance_gives_a_red_signi_a_vanish_when_it_attacks(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Arcadian Resonance"]
            signi: ["{ROMAIL}", "{BUFFALO}"]
          - signi: ["Servant #"]
            life: ["{BUFFALO}"]
    """)
    game.use("Arcadian Resonance")  # Romail: the only red SIGNI
    game.end_main()
    game.attack(ROMAIL)
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-P08-068")
def test_failure_needs_a_named_signi_or_an_opponent_with_one_card(table: Table) -> None:
    def failure(opponent_hand: int) -> Play:
        return table(f"""
            players:
              - hand: ["FAILURE"]
                ener: ["{BUFFALO}"]
              - signi: ["Koalala, Phantom Terra Beast"]
                hand: {[BUFFALO] * opponent_hand}
        """)

    game = failure(1)
    game.use("FAILURE")
    game.pay()
    assert game.power("Koalala, Phantom Terra Beast") == 2000
    game = failure(2)
    assert not game.can(ActionKind.USE_SPELL, "FAILURE")


@encodes("WXDi-P08-068")
def test_failure_life_burst_downs_freezes_and_the_opponent_discards(table: Table) -> None:
    game = table.life_burst("FAILURE")
    game.burst()
    assert game.frozen[game.card("Servant #", 1)] and game.count(1, Zone.TRASH) == 0


@encodes("WXDi-P08-074")
def test_fabricate_puts_a_green_signi_from_the_ener_zone_onto_the_field(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Fabricate"]
            ener: ["{ROMAIL}", "Koalala, Phantom Terra Beast"]
    """)
    game.use("Fabricate")
    game.mode(0)
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.SIGNI  # green; Romail red
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Fabricate"]
            ener: ["At//Memoria, Code: Labyrinth"]
    """)
    game.use("Fabricate")
    game.mode(1)
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.power("At//Memoria, Code: Labyrinth") == 15000


@encodes("WXDi-P08-043")
def test_daihouika_discards_up_to_three_for_minus_3000_each(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Daihouika, Aquatic Phantom Diva"]
            hand: ["{ROMAIL}", "Servant #", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Athena, Blessed Angel"]
    """)
    game.end_main()
    game.discard(ROMAIL, "Servant #")
    game.done()
    assert game.power("Athena, Blessed Angel") == 12000 - 2 * 3000
    assert game.names(0, Zone.HAND) == [BUFFALO]


@encodes("WXDi-P08-043")
def test_daihouika_draws_on_entering_beside_two_other_blue_signi(table: Table) -> None:
    for beside, drawn in (([BUFFALO, BUFFALO], 1), ([BUFFALO, ROMAIL], 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["Daihouika, Aquatic Phantom Diva"]
                signi: [~, "{beside[0]}", "{beside[1]}"]
        """)
        game.play("Daihouika, Aquatic Phantom Diva", 0)
        assert game.count(0, Zone.HAND) == drawn


@encodes("WXDi-P08-059")
def test_garnet_grows_downed_and_trashes_an_opponents_ener_card(table: Table) -> None:
    garnet = "Garnet, Natural Dancing Stone"
    game = table(f"""
        players:
          - signi: ["{garnet}"]
          - ener: ["{BUFFALO}", "{ROMAIL}"]
            deck: ["{TAMAGO_MEMORIA}", "{BUFFALO}"]
    """)
    assert game.power(garnet) == 8000
    game.action(garnet)
    game.target(ROMAIL)
    game.accept()  # the opponent charges
    assert game.power(garnet) == 12000 and game.names(1, Zone.TRASH) == [ROMAIL]
    assert game.count(1, Zone.ENER) == 2


@encodes("WXDi-P08-059")
def test_garnet_life_burst_discards_to_vanish(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            life: ["Garnet, Natural Dancing Stone"]
            hand: ["{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Athena, Blessed Angel", "Servant #"]
    """)
    game.attack("Servant #")
    game.burst()
    game.accept()
    game.target("Athena, Blessed Angel")
    assert game.zone_of("Athena, Blessed Angel") == Zone.ENER


@encodes("WXDi-P08-053")
def test_nova_memoria_returns_itself_to_stop_a_level_two_or_less_attacker(
    table: Table,
) -> None:
    nova = "Nova//Memoria, Natural Planet"
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - signi: ["{nova}"]
          - lrig: {lrigs(AT3)}
            signi: ["{BUFFALO}", "Athena, Blessed Angel"]
    """)
    game.end_main()
    game.accept()
    game.target(BUFFALO)  # Athena is level three
    assert game.zone_of(nova) == Zone.HAND
    assert not game.can(ActionKind.ATTACK, BUFFALO)
    assert game.can(ActionKind.ATTACK, "Athena, Blessed Angel")


@encodes("WXDi-P08-049")
def test_chisel_shadow_level_two_and_a_level_one_signi_loses_its_abilities(
    table: Table,
) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - signi: ["Chisel, Blessed Beauty"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast", "Romail, Lightly Armed"]
    """)
    chisel = game.card("Chisel, Blessed Beauty")
    assert not game.is_targetable(chisel, 1, game.card("Koalala, Phantom Terra Beast"))
    assert game.is_targetable(chisel, 1, game.card("Romail, Lightly Armed"))
    game.pass_until(lambda play: play.game.phase == Phase.ATTACK)
    assert game.game.lost_abilities(game.card("Romail, Lightly Armed"))


@encodes("WXDi-P08-051")
def test_akino_memoria_awakens_against_a_full_hand_and_looks_at_two(table: Table) -> None:
    def enter(cards: int) -> Play:
        game = table(f"""
            players:
              - hand: ["Akino//Memoria, Water Phantom"]
                deck: ["{TAMA}", "{BUFFALO}", "{BUFFALO}"]
              - hand: {[BUFFALO] * cards!s}
                life: {LIFE}
        """)
        game.play("Akino//Memoria, Water Phantom", 0)
        return game

    assert not enter(5).awakened[enter(5).card("Akino//Memoria, Water Phantom")]
    game = enter(6)
    assert game.awakened[game.card("Akino//Memoria, Water Phantom")]
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, "Akino//Memoria, Water Phantom"))
    game.attack("Akino//Memoria, Water Phantom")
    game.choose(TAMA)
    assert game.zone_of(TAMA) == Zone.HAND


@encodes("WXDi-P08-071")
def test_hibiscus_counts_ener_colours(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - signi: ["Hibiscus, Natural Dancing Plant"]
            ener: ["{TAMA}", "Romail, Lightly Armed", "Camelopar, Natural Planet"]
          - signi: ["Koalala, Phantom Terra Beast"]
    """)
    hibiscus = game.card("Hibiscus, Natural Dancing Plant")
    # Tamayorihime (white), Romail (red), Camelopar (green): three colours.
    assert game.power("Hibiscus, Natural Dancing Plant") == 11000
    assert not game.is_targetable(hibiscus, 1, game.card("Koalala, Phantom Terra Beast"))
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            life: ["Hibiscus, Natural Dancing Plant", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "Koalala, Phantom Terra Beast", "Servant #"]
    """)
    game.attack("Servant #")
    game.burst()  # [Ener Charge 1], and the next SIGNI damage this turn is prevented
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, "Koalala, Phantom Terra Beast"))
    game.attack("Koalala, Phantom Terra Beast")
    assert game.count(0, Zone.LIFE) == 1 and game.count(0, Zone.ENER) == 2


@encodes("WXDi-P08-076")
def test_dumbbell_awakens_at_the_end_of_the_turn_and_lifts_awakened_signi(
    table: Table,
) -> None:
    game = table("""
        phase: end
        players:
          - signi: ["Dumbbell, Lightly Armed", "Akino//Memoria, Water Phantom"]
    """)
    game.game.awaken(game.card("Akino//Memoria, Water Phantom"))
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power("Dumbbell, Lightly Armed") == 5000  # awakened too
    assert game.power("Akino//Memoria, Water Phantom") == 6000
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            life: ["Dumbbell, Lightly Armed", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "Koalala, Phantom Terra Beast", "Servant #"]
    """)
    game.attack("Servant #")
    game.burst()
    game.target("Koalala, Phantom Terra Beast")
    assert game.power("Koalala, Phantom Terra Beast") == 2000


@encodes("WXDi-P08-028")
def test_ril_flame_dance_vanishes_and_gains_two_coins(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Ril"])}
            lrig_deck: ["Ril, Flame Dance"]
            coins: 4
          - signi: ["Servant #", "Koalala, Phantom Terra Beast"]
    """)
    game.grow("Ril, Flame Dance")
    game.first()
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    assert game.zone_of("Servant #", 1) == Zone.ENER
    assert game.players[0].coins == 5  # five at most


@encodes("WXDi-P08-078")
def test_senbero_charges_when_a_cost_puts_it_into_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Bathin, Crimson Evil", "Senbero, Doomed Evil"]
            ener: ["{BUFFALO}"]
          - signi: ["Servant #"]
    """)
    game.action("Bathin, Crimson Evil")
    assert game.zone_of("Senbero, Doomed Evil") == Zone.TRASH
    assert game.count(0, Zone.ENER) == 1  # the colorless paid, one charged


KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, red and green, vanilla
ROMAIL = "Romail, Lightly Armed"  # level 1, 2000, red
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black, vanilla
ECKESACHS = "Eckesachs, Lightly Armed"  # level 1, 5000, red and black, vanilla
ANNA = "Anna Mirage, Doomed Evil"  # level 3, 13000
ADAMANTHIA = "Adamanthia, Natural Crystal"  # level 3, 12000
TAMA3 = [
    TAMA,
    "Tamayorihime, Crescent Moon Miko",
    "Tamayorihime, Half Moon Miko",
    "Tamayorihime, Musical Moon Miko",
]
# Assist LRIGs by colour.
WHITE, RED, BLUE, BLACK = "Akino*Rock", "Tawil =Screech=", "Umr =Draw=", "Deus Drive"


@encodes("WXDi-P08-002")
def test_colorful_wish_adds_a_guard_signi_vanishes_and_adds_two_by_colors(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=WHITE, right=BLACK)}
            lrig_deck: ["Colorful Wish"]
            ener: ["{KOALALA}"]
            trash: ["Servant #", "{MAO}", "{ANNA}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}", "{ADAMANTHIA}"]
    """)
    game.use("Colorful Wish")
    assert game.names(0, Zone.HAND) == ["Servant #"]  # the only one with a Guard icon
    assert game.zone_of(ADAMANTHIA, 1) == Zone.ENER  # the only one of 10000 or more
    game.target(MAO, ANNA)
    assert sorted(game.names(0, Zone.HAND)) == sorted(["Servant #", MAO, ANNA])
    no_black = table(f"""
        players:
          - lrig: {lrigs(AT3, left=WHITE, right=RED)}
            lrig_deck: ["Colorful Wish"]
            ener: ["{KOALALA}"]
            trash: ["{MAO}"]
    """)
    no_black.use("Colorful Wish")
    assert no_black.count(0, Zone.HAND) == 0


@encodes("WXDi-P08-003")
def test_ultra_super_heroes_looks_vanishes_and_mills_ten_by_colors(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMA3, left=RED, right=BLACK)}
            lrig_deck: ["Ultra Super Heroes"]
            ener: ["{KOALALA}"]
            deck: ["{SARA}", "{MAO}", "{ROMAIL}", "{ANNA}", "{KOALALA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ADAMANTHIA}", "{ANNA}"]
            deck: {[BUFFALO] * 12}
    """)
    game.use("Ultra Super Heroes")
    game.choose(MAO, ANNA)
    while game.decision == DecisionKind.CHOOSE:
        game.first()  # the order of the rest
    assert sorted(game.names(0, Zone.HAND)) == [ANNA, MAO]
    assert game.zone_of(ADAMANTHIA, 1) == Zone.ENER  # Anna has 13000
    assert game.count(1, Zone.TRASH) == 10


@encodes("WXDi-P08-004")
def test_colorful_ensemble_returns_gives_assassin_and_freezes_by_colors(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMA3, left=RED, right=BLUE)}
            lrig_deck: ["Colorful Ensemble"]
            signi: ["{SARA}", "{ADAMANTHIA}"]
            ener: {[KOALALA] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.use("Colorful Ensemble")
    assert game.zone_of(KOALALA, 1) == Zone.HAND
    assert game.has_keyword(game.card(ADAMANTHIA), KW.ASSASSIN)  # the level three
    assert game.frozen[game.card("[Center] Lize, Level 3")]


@pytest.mark.parametrize(("center", "trashed"), [(LIZE3, 3), (LIZE3[:3], 0)])
@encodes("WXDi-P08-005")
def test_death_beam_diva_trashes_three_ener_draws_three_and_gives_lancer(
    table: Table, center: list[str], trashed: int
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=RED, right=BLUE)}
            lrig_deck: ["Death Beam Diva"]
            signi: ["{SARA}"]
            ener: {[KOALALA] * 2}
            deck: {[BUFFALO] * 4}
          - lrig: {lrigs(center)}
            ener: ["{SARA}", "{ROMAIL}", "{MAO}", "{ANNA}"]
    """)
    game.use("Death Beam Diva")
    if trashed:
        game.choose(SARA, ROMAIL, MAO)  # the opponent chooses
    assert game.count(1, Zone.TRASH) == trashed
    assert game.count(0, Zone.HAND) == 3
    assert game.has_keyword(game.card(SARA, 0), KW.LANCER)


@encodes("WXDi-P08-006")
def test_reset_memoria_draws_and_strips_the_opposing_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=RED, right=BLUE)}
            lrig_deck: ["Reset Memoria"]
            deck: {[SARA] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["Gracia, Crimson General"]
            lrig_trash: ["Tama Loud Voice"]
    """)
    assert game.power("Gracia, Crimson General") == 7000
    game.use("Reset Memoria")
    assert game.power("Gracia, Crimson General") == 3000
    assert game.names(0, Zone.HAND) == [SARA]


@encodes("WXDi-P08-023")
def test_tama_bible_reveals_a_signi_of_the_top_seven(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=TAMA)}
            lrig_deck: ["Tama Bible"]
            deck: ["Polygenesis", "{SARA}", "{KOALALA}", "Polygenesis", "{ANNA}",
                   "Polygenesis", "Polygenesis", "{MAO}"]
    """)
    game.grow("Tama Bible")
    assert "choose Polygenesis" not in game.options()
    game.choose(ANNA)
    assert game.names(0, Zone.HAND) == [ANNA]
    assert game.count(0, Zone.DECK) == 7
    assert game.game.players[0].deck[-1] == game.card(MAO)  # the eighth stays on top


@encodes("WXDi-P08-024")
def test_tama_shield_stops_an_attacker_strips_one_and_returns_a_level_one(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[TAMA, "Tama Bible"])}
            lrig_deck: ["Tama Shield"]
            hand: ["{SARA}", "{SARA}"]
            ener: {[SARA] * 5}
            life: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "Gracia, Crimson General", "{ROMAIL}"]
            lrig_trash: ["Tama Loud Voice"]
    """)
    game.grow("Tama Shield")  # in the opponent's pre-attack step
    game.first()  # the free [Enter] first
    game.target(KOALALA)
    game.first()  # then the one that discards two
    game.accept()
    game.target("Gracia, Crimson General")
    game.accept()  # and the paid one
    game.pay()
    game.target(ROMAIL)  # (Gracia is level one too)
    assert game.power("Gracia, Crimson General") == 3000
    assert game.zone_of(ROMAIL, 1) == Zone.HAND
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert not game.can(ActionKind.ATTACK, KOALALA)
    assert game.can(ActionKind.ATTACK, "Gracia, Crimson General")


RIL = "Liberator Ril, Memory of Inspiration"


@encodes("WXDi-P08-027")
def test_ril_flash_vanishes_a_level_two_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=RIL)}
            lrig_deck: ["Ril, Flash"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}"]
    """)
    game.grow("Ril, Flash")
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.zone_of(ANNA, 1) == Zone.SIGNI


@encodes("WXDi-P08-029")
def test_ril_drawn_sword_vanishes_on_entering_and_once_per_game(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[RIL, "Ril, Flash"])}
            lrig_deck: ["Ril, Drawn Sword"]
            ener: {[ROMAIL] * 5}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}"]
    """)
    game.grow("Ril, Drawn Sword")
    game.target(ANNA)
    game.action("Ril, Drawn Sword")
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.zone_of(ANNA, 1) == Zone.ENER
    assert not game.can(ActionKind.USE_ACTION, "Ril, Drawn Sword")


@encodes("WXDi-P08-031")
def test_ril_inspiration_draws_puts_a_signi_and_vanishes_a_weaker_one(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[RIL, "Ril, Flash"])}
            lrig_deck: ["Ril, Inspiration"]
            ener: ["{ROMAIL}"]
            deck: ["{KOALALA}", "{SARA}", "Polygenesis"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{MAO}", "{SARA}", "{ANNA}"]
    """)
    game.grow("Ril, Inspiration")
    game.choose(KOALALA)
    game.into(0)
    assert game.zone_of(KOALALA, 0) == Zone.SIGNI
    assert game.zone_of(SARA, 1) == Zone.ENER  # the only one with less than 10000
    assert game.zone_of(MAO, 1) == Zone.SIGNI


@encodes("WXDi-P08-032")
def test_piruluk_draw_draws_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Code Piruluk Initiate")}
            lrig_deck: ["Piruluk / Draw"]
    """)
    game.grow("Piruluk / Draw")
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-P08-035")
def test_piruluk_dont_move_downs_two_and_pays_two_to_draw_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Code Piruluk Initiate", "Piruluk / Draw"])}
            lrig_deck: ["Piruluk / Don't Move"]
            ener: {[ROMAIL] * 5}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}", "{SARA}"]
    """)
    game.grow("Piruluk / Don't Move")
    game.first()  # the downs first
    game.target(KOALALA, ANNA)
    game.accept()
    assert game.downed[game.card(KOALALA)] and game.downed[game.card(ANNA)]
    assert not game.downed[game.card(SARA, 1)]
    assert game.count(0, Zone.HAND) == 2


LAUNCHAN = "Launchan, Roaring Gun"


@encodes("WXDi-P08-060")
def test_launchan_trashes_itself_so_a_red_signi_vanishes_the_one_in_front(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", "{LAUNCHAN}", "{SARA}"]
            ener: {[ROMAIL] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ANNA}", "{MAO}", "{SARA}"]
            life: {[BUFFALO] * 2}
    """)
    game.action(LAUNCHAN)  # Koalala is the only other red SIGNI
    assert game.zone_of(LAUNCHAN) == Zone.TRASH
    game.end_main()
    game.attack(KOALALA)
    assert game.zone_of(ANNA, 1) == Zone.ENER  # in front of Koalala (13000): not battled
    assert game.zone_of(MAO, 1) == Zone.SIGNI


@encodes("WXDi-P08-069")
def test_bang_memoria_charges_one_per_card_discarded(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Bang//Memoria, Jade Evil", "{SARA}", "{ROMAIL}", "{MAO}"]
            deck: {[KOALALA] * 3}
    """)
    game.play("Bang//Memoria, Jade Evil", 0)
    game.accept()
    game.discard(SARA, ROMAIL)
    assert game.names(0, Zone.ENER) == [KOALALA, KOALALA]
    assert game.names(0, Zone.HAND) == [MAO]


HABBLE = "Habble, Natural Planet"


@encodes("WXDi-P08-080")
def test_habble_makes_opposing_level_one_signi_lose_8000_when_they_attack(
    table: Table,
) -> None:
    game = table(f"""
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HABBLE}"]
            life: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}", "{KOALALA}", "{ECKESACHS}"]
    """)
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(SARA)
    assert game.zone_of(SARA, 1) == Zone.ENER  # no power left
    game.attack(KOALALA)
    assert game.power(KOALALA) == 10000  # level two


@encodes("WXDi-P08-080")
def test_habble_bursts_for_minus_8000_or_a_signi_from_the_trash(table: Table) -> None:
    game = table.life_burst(HABBLE, f'trash: ["Servant #", "{SARA}"]')
    game.burst()
    game.mode(1)
    assert game.names(0, Zone.HAND) == [SARA]  # the Servant has a Guard icon


# Cards of the terms added after the first round (unless, moves, at the end of turn, ...).

YUKAYUKA3 = ["Yukayuka☆Zero", "Yukayuka☆One", "Yukayuka☆Two", "Yukayuka☆Threee"]
IMOKO = "Imoko, Crimson General"  # +1000 for each other SIGNI on the field


@encodes("WXDi-P08-007")
def test_yukayuka_threee_bounces_on_entering(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(YUKAYUKA3[:3])}
            lrig_deck: ["{YUKAYUKA3[3]}"]
            ener: ["{SARA}", "{SARA}"]
          - signi: ["{KOALALA}"]
    """)
    game.grow(YUKAYUKA3[3])
    assert game.zone_of(KOALALA) == Zone.HAND


@encodes("WXDi-P08-007")
def test_yukayuka_threee_strips_an_attacker_unless_the_opponent_pays(table: Table) -> None:
    def attack(ener: str) -> Play:
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(YUKAYUKA3)}
              - signi: ["{IMOKO}", "{KOALALA}"]
                ener: {ener}
        """)
        game.attack(IMOKO)
        return game

    game = attack("[]")  # nothing to pay with
    assert game.power(IMOKO) == 3000
    game = attack(f'["{SARA}"]')
    game.accept()  # the opponent pays
    assert game.power(IMOKO) == 4000  # +1000 for Koalala


@encodes("WXDi-P08-007")
def test_yukayuka_threee_looks_three_times_unless_the_opponent_pays(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(YUKAYUKA3)}
            deck: ["{MAO}", "{SARA}", "{ROMAIL}", "{KOALALA}", "{BUFFALO}", "{MAO}"]
          - hand: ["{ROMAIL}"]
            ener: ["{SARA}"]
    """)
    game.action(YUKAYUKA3[3])
    game.accept()
    game.mode(0)  # the opponent discards Romail
    game.accept()  # then pays with Sara
    game.choose(MAO)  # the third time: nothing to pay with
    game.choose(SARA)  # the order at the bottom
    assert game.names(0, Zone.HAND) == [MAO]
    assert game.names(1, Zone.TRASH) == [ROMAIL, SARA]
    assert not game.can(ActionKind.USE_ACTION, YUKAYUKA3[3])  # once a game


LUPANNE = "Lupanne, Thieving Master Trickster"
HIRANA_MEMORIA = "Hirana//Memoria, Crimson Angel Queen"


def vanished_in_battle(table: Table, signi: str, mine: str = "") -> Play:
    """Player 1's Anna Mirage (13000) vanishes player 0's `signi` in front of it."""
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{signi}"]
            {mine}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ANNA}"]
    """)
    game.attack(ANNA)
    return game


@encodes("WXDi-P08-038")
def test_lupanne_vanished_trades_a_life_cloth_for_itself(table: Table) -> None:
    game = vanished_in_battle(table, LUPANNE, mine=f'life: ["{SARA}", "{MAO}"]')
    game.accept()
    game.blind(0)  # face down: the bottom one, Mao
    assert game.names(0, Zone.LIFE) == [SARA, LUPANNE] and game.names(0, Zone.TRASH) == [MAO]


@encodes("WXDi-P08-038")
def test_lupanne_life_burst_bounces_or_looks_at_four(table: Table) -> None:
    game = burst(table, LUPANNE)
    game.mode(0)  # Koalala: the only upped SIGNI
    assert game.zone_of(KOALALA) == Zone.HAND
    game = burst(table, LUPANNE, mine=f'deck: ["{MAO}", "{SARA}", "{ROMAIL}", "{KOALALA}"]')
    game.mode(1)
    game.choose(MAO, ROMAIL)
    assert sorted(game.names(0, Zone.HAND)) == [MAO, ROMAIL]


@encodes("WXDi-P08-040")
def test_hirana_memoria_vanished_puts_a_white_signi_downed(table: Table) -> None:
    game = vanished_in_battle(
        table,
        HIRANA_MEMORIA,
        mine=f'hand: ["{SARA}", "{ROMAIL}"]\n            ener: ["{MAO}", "{MAO}"]',
    )
    game.accept()
    game.pay(MAO, MAO)  # (Hirana//Memoria is in the Ener Zone now)
    game.into(1)  # Sara, the only white or blue SIGNI
    sara = game.card(SARA)
    assert game.game.zone[sara] == Zone.SIGNI and game.game.downed[sara]
    assert game.zone_of(ROMAIL) == Zone.HAND


@encodes("WXDi-P08-040")
def test_hirana_memoria_exceed_four_trades_everything_for_two_cards(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*AT, "At =Två=, the Opened Gate", "At =Tre=, the Opened Gate"])}
            signi: ["{HIRANA_MEMORIA}"]
            hand: ["{ROMAIL}"]
            ener: ["{SARA}"]
            life: ["{SARA}", "{SARA}"]
            deck: {[MAO] * 6!s}
    """)
    game.action(HIRANA_MEMORIA)
    assert game.count(0, Zone.LIFE) == 0 and game.names(0, Zone.HAND) == [MAO, MAO]
    assert game.names(0, Zone.ENER) == [MAO, MAO]
    assert sorted(game.names(0, Zone.TRASH)) == [ROMAIL, SARA, SARA, SARA]


@encodes("WXDi-P08-040")
def test_hirana_memoria_life_burst_vanishes_an_upped_signi(table: Table) -> None:
    game = burst(table, HIRANA_MEMORIA)
    game.mode(0)  # Koalala: the only upped SIGNI
    assert game.zone_of(KOALALA) == Zone.ENER


@encodes("WXDi-P08-050")
def test_proto_energe_finds_tama_memoria_and_keeps_one_on_top(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Proto Energe, Lightly Armed"]
            deck: ["{MAO}", "Tama//Memoria, Full Armed", "{ROMAIL}", "{SARA}"]
    """)
    game.play("Proto Energe, Lightly Armed", 0)
    game.choose("Tama//Memoria, Full Armed")
    game.choose(ROMAIL)  # on top; Mao to the bottom
    assert game.names(0, Zone.HAND) == ["Tama//Memoria, Full Armed"]
    assert game.names(0, Zone.DECK) == [MAO, SARA, ROMAIL]


TAWIL = "Tawil//Memoria, Crimson Evil"


@encodes("WXDi-P08-058")
def test_tawil_makes_an_attacker_pay_or_vanish_then_leaves_for_a_card(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TAWIL}"]
            deck: ["{MAO}", "{SARA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.end_main()  # Koalala gains the ability
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, KOALALA))
    game.attack(KOALALA)  # nothing to pay with: vanished
    assert game.zone_of(KOALALA) == Zone.ENER
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TAWIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            ener: ["{SARA}"]
    """)
    game.end_main()
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, KOALALA))
    game.attack(KOALALA)
    assert game.game.decision.player == 1  # the attacker's player pays
    game.accept()
    assert game.zone_of(KOALALA) == Zone.SIGNI and game.names(1, Zone.TRASH) == [SARA]
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TAWIL}"]
            deck: ["{MAO}", "{SARA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
    game.accept()  # the end of the opponent's turn: Tawil to the bottom, a card
    assert game.names(0, Zone.DECK)[0] == TAWIL and MAO in game.names(0, Zone.HAND)


PIRULUK_ART = "Piruluk//Memoria, Code: Art"


@encodes("WXDi-P08-063")
def test_piruluk_memoria_discards_a_spell_to_order_the_top_and_draw(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{PIRULUK_ART}", "Get Remember", "{ROMAIL}"]
            deck: ["{MAO}", "{SARA}", "{KOALALA}", "{BUFFALO}"]
    """)
    game.play(PIRULUK_ART, 0)
    game.accept()  # discard Get Remember, the only spell
    game.choose(KOALALA)  # back on top
    game.done()
    game.choose(MAO)  # the rest at the bottom, Mao lowest
    assert game.names(0, Zone.TRASH) == ["Get Remember"]
    assert sorted(game.names(0, Zone.HAND)) == [KOALALA, ROMAIL]
    assert game.names(0, Zone.DECK) == [MAO, SARA, BUFFALO]


WIGHT = "Wight, Doomed Evil"


@encodes("WXDi-P08-075")
def test_wight_discarded_by_your_effect_comes_back_for_one(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Mikomiko☆Zero"])}
            lrig_deck: ["Mikomiko☆Kirakkira"]
            hand: ["{WIGHT}"]
            ener: ["{SARA}"]
            deck: {[MAO] * 4!s}
    """)
    game.grow("Mikomiko☆Kirakkira")  # draw three, discard two
    game.discard(WIGHT)  # and a Mao
    game.accept()
    assert game.zone_of(WIGHT) == Zone.HAND and game.count(0, Zone.ENER) == 0


@encodes("WXDi-P08-075")
def test_wight_life_burst_discards_for_minus_12000(table: Table) -> None:
    game = burst(table, WIGHT, mine=f'hand: ["{ROMAIL}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER  # power 0: vanished


@encodes("WXDi-P08-001")
def test_aggressive_night_picks_a_discard_charges_and_weakens_by_colors(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=BLUE, right=BLACK)}
            lrig_deck: ["Aggressive Night"]
            ener: ["{SARA}", "{SARA}"]
            deck: {[MAO] * 4!s}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ADAMANTHIA}"]
            hand: ["{ROMAIL}", "{BUFFALO}"]
    """)
    game.use("Aggressive Night")
    game.choose(BUFFALO)  # blue
    assert game.names(1, Zone.HAND) == [ROMAIL]
    assert game.count(0, Zone.ENER) == 3  # green: At; the Ener paid went to the trash
    assert game.zone_of(ADAMANTHIA) == Zone.ENER  # black: --15000
    no_blue = table(f"""
        players:
          - lrig: {lrigs(AT3, left=WHITE, right=BLACK)}
            lrig_deck: ["Aggressive Night"]
            ener: ["{SARA}", "{SARA}"]
          - hand: ["{ROMAIL}", "{BUFFALO}"]
    """)
    no_blue.use("Aggressive Night")
    assert no_blue.count(1, Zone.HAND) == 2


PIRULUK_LEFT = "Code Piruluk"  # level 0


@encodes("WXDi-P08-033")
def test_piruluk_snipe_picks_a_discard_without_a_guard_icon(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[PIRULUK_LEFT])}
            lrig_deck: ["Piruluk / Snipe"]
          - hand: ["Sukoya Kana, Code 2434", "{ROMAIL}", "{BUFFALO}"]
    """)
    game.grow("Piruluk / Snipe")
    assert not any("Sukoya" in option for option in game.options())  # a Guard icon
    game.choose(BUFFALO)
    assert game.names(1, Zone.TRASH) == [BUFFALO]


@encodes("WXDi-P08-036")
def test_piruluk_peeping_analyze_picks_a_discard_and_freezes_a_lrig(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[PIRULUK_LEFT, "Piruluk / Snipe"])}
            lrig_deck: ["Piruluk / Peeping Analyze"]
            ener: ["{SARA}", "{SARA}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["Sukoya Kana, Code 2434", "{ROMAIL}"]
    """)
    game.grow("Piruluk / Peeping Analyze")
    game.first()  # the discard first
    game.choose("Sukoya Kana, Code 2434")
    assert game.names(1, Zone.HAND) == [ROMAIL]
    assert game.game.frozen[game.card(LIZE3[3])]


TAMA_MEMORIA = "Tama//Memoria, Full Armed"


@encodes("WXDi-P08-037")
def test_tama_memoria_swaps_an_upped_signi_with_the_revealed_one(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TAMA_MEMORIA}", "{SARA}"]
            deck: ["{MAO}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            life: ["{BUFFALO}"]
    """)
    game.end_main()
    game.attack(TAMA_MEMORIA)
    game.accept()  # Sara, the only upped SIGNI, and Mao, the revealed SIGNI
    assert game.names(0, Zone.SIGNI) == [TAMA_MEMORIA, MAO, ""]
    assert game.names(0, Zone.DECK)[-1] == SARA


@encodes("WXDi-P08-037")
def test_tama_memoria_awakens_when_it_wins_a_battle(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TAMA_MEMORIA}"]
            deck: ["{MAO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ADAMANTHIA}"]
    """)
    tama = game.card(TAMA_MEMORIA)
    assert game.power(TAMA_MEMORIA) == 12000 and game.is_targetable(tama, 1, game.card(ADAMANTHIA))
    game.end_main()
    game.attack(TAMA_MEMORIA)  # Mao revealed: no swap
    game.decline()  # Koalala vanished in battle
    assert game.zone_of(KOALALA) == Zone.ENER
    assert game.power(TAMA_MEMORIA) == 14000
    assert not game.is_targetable(tama, 1, game.card(ADAMANTHIA))  # level three


TAMA_BOUNDARY = "Tama Boundary"


@pytest.mark.parametrize(("number", "bounced"), [(2, True), (3, False)])
@encodes("WXDi-P08-025")
def test_tama_boundary_bounces_when_the_declared_level_is_revealed(
    table: Table, number: int, bounced: bool
) -> None:
    game = grown(
        table,
        TAMA_BOUNDARY,
        ["Tama Loud Voice"],
        mine=f"""ener: ["{BUFFALO}"]
            deck: ["{ROMAIL}", "{KOALALA}", "{BUFFALO}", "{ROMAIL}"]""",
        theirs='signi: ["Servant #"]',
    )
    game.mode(number)
    game.choose(KOALALA)  # the three revealed cards back on top: Koalala first
    game.choose(BUFFALO)
    assert game.zone_of("Servant #", 1) == (Zone.HAND if bounced else Zone.SIGNI)
    assert game.names(0, Zone.DECK)[-3:] == [ROMAIL, BUFFALO, KOALALA]  # top last


QUETZAL = "Dark Quetzal, Phantom Dragon Queen"  # black, level 3, 12000
LEVELS = {
    1: "Water Buffalo, Phantom Aquatic Beast",
    2: "Koalala, Phantom Terra Beast",
    3: "Zeusias, Mugen Crimson Angel Queen",
}


@encodes("WXDi-P08-048")
def test_dark_quetzal_takes_four_under_it_and_with_each_level_minuses_12000(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{QUETZAL}"]
            deck: ["{LEVELS[1]}", "{LEVELS[2]}", "{LEVELS[3]}", "{LEVELS[3]}", "{LEVELS[1]}"]
          - signi: [~, "{LEVELS[2]}", ~]  # not in front of Dark Quetzal
    """)
    quetzal = game.card(QUETZAL)
    game.end_main()  # shuffled, the top four under it
    assert game.count(0, Zone.UNDER) == 4 and game.count(0, Zone.DECK) == 1
    under = [game.game.level(card) for card in game.game.under(quetzal)]
    koalala = game.players[1].signi[1]
    game.attack(QUETZAL)
    if all(level in under for level in (1, 2, 3)):  # as the seeded shuffle makes it
        # Its gained [Auto]: Koalala, the one target, 10000 --12000, vanished.
        assert game.zone[koalala] == Zone.ENER
    else:
        assert game.game.power(koalala) == 10000
    assert not game.keywords(quetzal) & KW.ASSASSIN


@encodes("WXDi-P08-048")
def test_dark_quetzal_with_two_of_each_level_under_it_gains_assassin(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{QUETZAL}"]
            hand: {[LEVELS[level] for level in (1, 1, 2, 2, 3, 3)]!s}
    """)
    quetzal = game.card(QUETZAL)
    cards = [card for level in (1, 2, 3) for card in game.ids(LEVELS[level], 0, Zone.HAND)]
    for card in cards[:5]:  # one level three SIGNI short
        assert game.game.put_under_signi(card, quetzal)
    assert not game.keywords(quetzal) & KW.ASSASSIN
    assert len(game.abilities_of(quetzal)) == 2 + 1  # its two, and the gained [Auto]
    assert game.game.put_under_signi(cards[5], quetzal)
    assert game.keywords(quetzal) & KW.ASSASSIN


@encodes("WXDi-P08-048")
@pytest.mark.parametrize(
    ("under", "gains"),
    [((1, 2, 3), True), ((2, 3, 3), False), ((1, 3, 3), False), ((1, 1, 2), False)],
)
def test_dark_quetzal_gains_its_auto_with_one_of_each_level_under_it(
    table: Table, under: tuple[int, ...], gains: bool
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{QUETZAL}", ~, ~]
            hand: {[LEVELS[level] for level in under]!s}
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{LEVELS[3]}", ~]  # 12000, not in front of Dark Quetzal
    """)
    quetzal = game.card(QUETZAL)
    for card in list(game.players[0].hand):
        assert game.game.put_under_signi(card, quetzal)
    assert len(game.abilities_of(quetzal)) == (2 + 1 if gains else 2)
    if gains:
        game.end_main()
        game.attack(QUETZAL)
        # Its gained [Auto]: Zeusias, the one target, 12000 --12000, vanished.
        assert game.zone_of(LEVELS[3], 1) == Zone.ENER


@encodes("WXDi-P08-048")
@pytest.mark.parametrize("under", [(1, 2, 2, 3, 3), (1, 1, 2, 3, 3), (1, 1, 2, 2, 3)])
def test_dark_quetzal_with_one_level_short_of_two_gains_no_assassin(
    table: Table, under: tuple[int, ...]
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{QUETZAL}"]
            hand: {[LEVELS[level] for level in under]!s}
    """)
    quetzal = game.card(QUETZAL)
    for card in list(game.players[0].hand):
        assert game.game.put_under_signi(card, quetzal)
    assert not game.keywords(quetzal) & KW.ASSASSIN


MIDORIKO_MEMORIA = "Midoriko//Memoria, Phantom Beast"
KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, red and green, vanilla


@encodes("WXDi-P08-072")
def test_midoriko_memoria_exceeds_for_power_and_gives_lancer_above_printed_power(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{MIDORIKO_MEMORIA}"]
            signi: ["{KOALALA}"]
            ener: ["{KOALALA}", "{KOALALA}", "{KOALALA}"]
    """)
    game.play(MIDORIKO_MEMORIA, 1)
    game.accept()  # [Exceed 3]: the three cards under At
    assert game.power(MIDORIKO_MEMORIA) == 10000
    assert game.count(0, Zone.LRIG_TRASH) == 3
    game.end_main()
    game.pass_until(lambda g: g.decision != DecisionKind.MAIN)
    game.accept()  # pay 2 green and 1 colorless
    # Only Midoriko//Memoria is above its printed power: it is the target.
    assert game.has_keyword(game.card(MIDORIKO_MEMORIA), KW.LANCER)
    assert not game.has_keyword(game.game.players[0].signi[0], KW.LANCER)  # Koalala


MAMUSHI = "Mamushi Type: Zwei"


@encodes("WXDi-P08-079")
def test_mamushi_zwei_weakens_when_two_cards_go_from_the_deck_to_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MAMUSHI}", "Agares, Doomed Evil"]
            hand: ["Vassago, Jade Evil"]
            deck: {[BUFFALO] * 5}
          - signi: ["{KOALALA}"]
    """)
    game.play("Vassago, Jade Evil", 2)  # [Enter]: +3000, then one card milled
    game.target(MAMUSHI)
    assert game.count(0, Zone.TRASH) == 1 and game.power(KOALALA) == 10000  # one: no
    game.action("Agares, Doomed Evil")  # a cost: the top two cards into the trash
    assert game.power(KOALALA) == 8000


REI = "Rei//Memoria, Natural Crystal"
FUYUKI = "Fuyuki Hakase, Code 2434"  # [Enter]: target SIGNI of the opponent's gets --1000


@encodes("WXDi-P08-065")
def test_rei_memoria_powers_up_red_and_jewel_signi_and_a_targeted_jewel_makes_a_discard(
    table: Table,
) -> None:
    game = table(f"""
        turn_player: 1
        players:
          - signi: ["{REI}", "{ROMAIL}", "{BUFFALO}"]
          - hand: ["{FUYUKI}", "{FUYUKI}", "{BUFFALO}"]
    """)
    assert game.power(REI) == 8000 and game.power(ROMAIL) == 4000  # red: +2000
    assert game.power(BUFFALO, 0) == 5000
    game.play(FUYUKI, 0)
    game.target(ROMAIL)  # red, no <<Jewel>>: no discard
    assert game.count(1, Zone.HAND) == 2
    game.play(FUYUKI, 1)
    game.target(REI)  # a <<Jewel>> SIGNI, by a SIGNI's [Enter] ability
    assert game.names(1, Zone.TRASH) == [BUFFALO] and game.count(1, Zone.HAND) == 0


HIDEYOSHI = "Hideyoshi, Jade General Queen"
# An [Action] of the opponent's SIGNI, given by the test: vanish target SIGNI.
VANISHER = "{kind: action, effects: [{vanish: {target: {side: opponent, zone: signi}}}]}"


def _hideyoshi_in_their_turn(table: Table, theirs: str, **options: object) -> Play:
    """Hideyoshi with two cards under it, in its opponent's main phase."""
    game = table(
        f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HIDEYOSHI}", ~, ~]
            trash: ["{ROMAIL}", "{BUFFALO}"]
          - {theirs}
        """,
        **options,
    )
    hideyoshi = game.card(HIDEYOSHI)
    for card in game.ids(ROMAIL, 0) + game.ids(BUFFALO, 0, Zone.TRASH):
        assert game.game.put_under_signi(card, hideyoshi)
    return game


@encodes("WXDi-P08-044")
def test_hideyoshi_spends_two_cards_under_it_to_stop_an_ability_or_its_leaving(
    table: Table, database: CardDatabase
) -> None:
    # [Enter]: up to four cards of the Ener Zone go under it.
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{HIDEYOSHI}"]
            ener: ["{ROMAIL}", "{BUFFALO}", "{KOALALA}"]
    """)
    game.play(HIDEYOSHI, 1)
    game.choose(ROMAIL, BUFFALO)
    game.done()
    assert game.names(0, Zone.ENER) == [KOALALA] and game.count(0, Zone.UNDER) == 2
    # An [Enter] ability of the opponent's SIGNI activates: two cards under Hideyoshi go
    # to the trash, and it does nothing (no --1000).
    game = _hideyoshi_in_their_turn(table, f'hand: ["{FUYUKI}"]')
    game.play(FUYUKI, 0)
    game.accept()
    assert game.power(HIDEYOSHI) == 12000 and game.count(0, Zone.UNDER) == 0
    assert sorted(game.names(0, Zone.TRASH)) == sorted([ROMAIL, BUFFALO])
    # Leaving the field by the opponent's effect: Hideyoshi stays, downed, once its
    # player lets the [Action] that vanishes it activate.
    game = _hideyoshi_in_their_turn(
        table,
        f'signi: ["{KOALALA}", ~, ~]',
        abilities={KOALALA: _compile(database, VANISHER, KOALALA)[1]},
    )
    game.action(KOALALA)
    game.decline()  # the [Action] activates
    game.accept()  # the vanish is replaced
    assert game.zone_of(HIDEYOSHI) == Zone.SIGNI and game.game.downed[game.card(HIDEYOSHI)]
    assert game.count(0, Zone.UNDER) == 0
    game.action(KOALALA)  # nothing under it any more: nothing is offered
    assert game.zone_of(HIDEYOSHI) == Zone.ENER


KANALOA = "Kanaloa, Azure Angel"


@encodes("WXDi-P08-064")
def test_kanaloa_freezes_up_to_one_signi_for_each_blue_lrig(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT, left="Piruluk", right="Rei")}
            hand: ["{KANALOA}"]
          - signi: ["{KOALALA}", "{BUFFALO}", "Servant #"]
    """)
    game.play(KANALOA, 1)
    game.target(KOALALA, BUFFALO)  # two blue LRIGs (the green Center is none): two at most
    frozen = game.game.frozen
    assert frozen[game.card(KOALALA, 1)] and frozen[game.card(BUFFALO, 1, Zone.SIGNI)]
    assert not frozen[game.card("Servant #", 1)]


ELDORA_NU = "Eldora × Mark ν"
ELDORA = ["Eldora × Mark ０", "Eldora × Mark Ⅰ", "Eldora × Mark Ⅱ"]
TAMA_SIGNI = "Koalala, Phantom Terra Beast"


@encodes("WXDi-P08-008")
def test_eldora_nu_gives_life_cloth_without_a_burst_one_and_swaps_a_life_cloth(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs([ELDORA_NU])}
            life: ["{BUFFALO}"]
            deck: ["{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: [null, null, "Servant #"]
    """)
    game.attack("Servant #")
    assert game.decision == DecisionKind.LIFE_BURST
    game.burst()
    game.mode(0)  # draw a card
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P08-008")
def test_eldora_nu_swaps_the_opponents_top_life_cloth_and_crushes_to_refill(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(ELDORA)}
            lrig_deck: ["{ELDORA_NU}"]
            ener: ["Servant #", "Servant #"]
            life: ["{BUFFALO}"]
            deck: ["{TAMA_SIGNI}", "{TAMA_SIGNI}"]
          - life: ["{BUFFALO}"]
            deck: ["Koalala, Phantom Terra Beast"]
    """)
    game.grow(ELDORA_NU)
    game.accept()  # swap
    assert game.names(1, Zone.LIFE)[-1] == "Koalala, Phantom Terra Beast"
    assert game.zone_of(BUFFALO, 1) == Zone.DECK
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    game.action(ELDORA_NU)
    # The crushed card has the Life Burst the LRIG gives: declined here.
    game.decline()
    assert game.count(0, Zone.LIFE) == 1 and game.names(0, Zone.LIFE) == [TAMA_SIGNI]
    assert not game.can(ActionKind.USE_ACTION, ELDORA_NU)  # once per game


RIL_PRAYER = "Ril, in Prayer"


@encodes("WXDi-P08-030")
def test_ril_in_prayer_lets_only_chosen_signi_attack_and_vanishes_the_later_attackers(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=["Ril, Flash"])}
            lrig_deck: ["{RIL_PRAYER}"]
            ener: {[ROMAIL] * 3}
            life: {LIFE}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{SARA}", "{MAO}"]
    """)
    game.grow(RIL_PRAYER)
    game.first()  # the first [Enter] ability
    game.choose(KOALALA, MAO)  # the opponent chooses two of their SIGNI
    game.done()
    game.accept()  # the second [Enter] ability, paid
    assert not game.can(ActionKind.ATTACK, SARA)  # not chosen: cannot attack
    assert not game.can(ActionKind.END_STEP)  # chosen: must attack
    game.attack(KOALALA)  # the opponent's first attack this turn: it stays
    # Mao, chosen, must attack, and is the one SIGNI left that can: attacked once before
    assert game.zone_of(KOALALA) == Zone.SIGNI
    assert game.zone_of(MAO) == Zone.ENER


AT_MEMORIA = "At//Memoria, Code: Labyrinth"  # green, level 3, 12000


@encodes("WXDi-P08-046")
def test_at_memoria_goes_to_the_bottom_of_the_deck_instead_of_being_vanished_in_battle(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AT_MEMORIA}"]
            deck: ["{SARA}", "{MAO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ANNA}"]
    """)
    game.attack(ANNA)  # 13000 against 12000: At//Memoria would be vanished
    game.accept()  # instead, the bottom of the deck
    assert game.zone_of(AT_MEMORIA) == Zone.DECK
    assert game.game.players[0].deck[0] == game.card(AT_MEMORIA, 0)  # at the bottom
    game.decline()  # its [Auto]: no shuffle
    assert game.names(0, Zone.ENER) == []


@encodes("WXDi-P08-046")
def test_at_memoria_leaving_puts_another_copy_from_the_deck_onto_the_field(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AT_MEMORIA}"]
            deck: {[AT_MEMORIA] * 6}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ANNA}"]
    """)
    game.attack(ANNA)
    game.decline()  # no replacement: vanished
    assert game.names(0, Zone.ENER) == [AT_MEMORIA]
    game.accept()  # shuffle: two into the trash, the next four looked at
    game.choose(AT_MEMORIA)  # up to one of the four onto the field, downed
    game.into(0)
    assert game.count(0, Zone.TRASH) == 2
    (entered,) = game.ids(AT_MEMORIA, 0, Zone.SIGNI)
    assert game.game.downed[entered]
    assert game.count(0, Zone.DECK) == 3


@encodes("WXDi-P08-046")
def test_at_memoria_life_burst_looks_at_the_top_and_the_bottom_card(table: Table) -> None:
    burst = table.life_burst(AT_MEMORIA, f"deck: ['{SARA}', '{ROMAIL}', '{MAO}']")
    burst.burst()
    burst.choose(MAO)  # the bottom card, a SIGNI, onto the field
    burst.pass_until(lambda g: g.zone_of(SARA) == Zone.HAND)
    assert burst.zone_of(MAO) == Zone.SIGNI
    assert burst.zone_of(ROMAIL) == Zone.DECK
