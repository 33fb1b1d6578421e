"""WXDi-P16: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL, burst, grown
from tests.carddb.table import AT, AT3, LIZE3, Play, Table, encodes, lrigs

MULE = "Mule Hare, Phantom Terra Beast"
TAMAGO = "Tamago//Fesonne, Natural Planet"
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
IMP = "Imp, Azure Doomed Evil"  # level 1, 5000, blue and black, vanilla
SERVANT = "Servant #"  # level 1, 1000, with a Guard icon
BOUDICA = "Boudica, Crimson General"  # level 3
GABRIELA0 = "Gabriela, Weaver of Will"
AZAELA0 = "Azaela, Towards the Future"
MICHAELA0 = "Michaela, Reality's Whereabouts"
ARROW = 'Azaela "Arrow of Courage"'


@encodes("WXDi-P16-066")
def test_mule_hare_gives_5000_at_the_attack_phase(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{MULE}", "{ROMAIL}"]
    """)
    game.end_main()
    game.target(ROMAIL)
    assert game.power(ROMAIL) == 7000


@encodes("WXDi-P16-066")
def test_mule_hare_life_burst_discards_one_and_draws_three(table: Table) -> None:
    game = burst(table, MULE, mine=f'hand: ["{ROMAIL}"]')
    assert game.names(0, Zone.TRASH) == [ROMAIL] and game.count(0, Zone.HAND) == 3


@encodes("WXDi-P16-071")
def test_tamago_fesonne_freezes_two(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{TAMAGO}"]
          - signi: ["Servant #", "{KOALALA}", "{BUFFALO}"]
    """)
    game.action(TAMAGO)
    game.target("Servant #", KOALALA)
    frozen = [game.frozen[card] for card in game.players[1].signi]
    assert frozen == [1, 1, 0] and game.downed[game.card(TAMAGO)]


@encodes("WXDi-P16-071")
def test_tamago_fesonne_life_burst_downs_freezes_and_the_opponent_discards(
    table: Table,
) -> None:
    game = burst(table, TAMAGO, theirs=f'hand: ["{ROMAIL}"]')
    game.target(KOALALA)
    koalala = game.card(KOALALA, 1)
    assert game.downed[koalala] and game.frozen[koalala]
    assert game.names(1, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P16-060")
def test_nova_fesonne_reveals_a_guard_signi_of_the_top_four_at_the_end_of_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        players:
          - signi: ["Nova//Fesonne, Natural Planet"]
            deck: ["{BUFFALO}", "Servant #", "{KOALALA}", "{ROMAIL}", "{BUFFALO}"]
    """)
    game.choose("Servant #")
    assert game.names(0, Zone.HAND) == ["Servant #"]
    assert game.names(0, Zone.DECK)[-1] == BUFFALO and game.count(0, Zone.DECK) == 4


@encodes("WXDi-P16-077")
def test_bang_fesonne_makes_the_opponent_put_a_big_signi_into_the_ener_zone(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["Bang//Fesonne, Jade Evil"]
            ener: ["{KOALALA}", "{BUFFALO}"]
          - signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.action("Bang//Fesonne, Jade Evil")
    game.pay()
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # the only one of 10000 or more
    assert game.zone_of("Bang//Fesonne, Jade Evil") == Zone.TRASH


@encodes("WXDi-P16-085")
def test_pb_discards_and_trashes_itself_to_revive_a_level_three_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Pb, Natural Element"]
            hand: ["{ROMAIL}"]
            trash: ["Boudica, Crimson General", "{KOALALA}"]
    """)
    game.action("Pb, Natural Element")
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of("Boudica, Crimson General") == Zone.SIGNI  # level three only
    assert sorted(game.names(0, Zone.TRASH)) == sorted([KOALALA, ROMAIL, "Pb, Natural Element"])


@encodes("WXDi-P16-049")
def test_heavy_machine_gun_vanishes_by_the_life_cloth_left(table: Table) -> None:
    for life, mode, vanished in ((3, 0, BUFFALO), (2, 1, KOALALA)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Heavy Machine Gun, Roaring Cannon"]
                life: {[BUFFALO] * life}
                ener: ["{ROMAIL}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{BUFFALO}"]
        """)
        game.end_main()
        game.mode(mode)
        if mode == 1:
            game.accept()
            game.target(KOALALA)
        assert game.names(1, Zone.ENER) == [vanished]


@encodes("WXDi-P16-075")
def test_eldora_dissona_sends_a_small_frozen_signi_to_the_bottom(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Eldora//Dissona, Aquatic Beast"]
            ener: ["{BUFFALO}"]
          - signi: ["{ROMAIL} (frozen)", "{ROMAIL}", "{KOALALA} (frozen)"]
    """)
    game.action("Eldora//Dissona, Aquatic Beast")
    assert game.names(1, Zone.DECK)[0] == ROMAIL  # the only frozen one of 3000 or less
    assert game.names(1, Zone.SIGNI) == ["", ROMAIL, KOALALA]


def azaela_grown(table: Table, assist: str, below: list[str], mine: str, theirs: str) -> Play:
    """Player 0 grows its Azaela (a name with quotes) in the main phase."""
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=below)}
            lrig_deck: {[assist]}
            {mine}
          - lrig: {lrigs(LIZE3)}
            {theirs}
    """)
    game.grow(assist)
    return game


@encodes("WXDi-P16-033")
def test_gabriela_dazzling_trashes_a_signi_of_5000_or_less(table: Table) -> None:
    game = grown(
        table, "Gabriela, Dazzling!!", [GABRIELA0], theirs=f'signi: ["{SARA}", "{KOALALA}"]'
    )
    assert game.zone_of(SARA, 1) == Zone.TRASH and game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P16-037")
def test_azaela_arrow_vanishes_5000_or_less_and_charges(table: Table) -> None:
    game = azaela_grown(table, ARROW, [AZAELA0], "", f'signi: ["{SARA}"]')
    game.first()
    assert game.zone_of(SARA, 1) == Zone.ENER and game.count(0, Zone.ENER) == 1


@encodes("WXDi-P16-040")
def test_azaela_fists_vanishes_12000_or_less_and_pays_to_crush(table: Table) -> None:
    game = azaela_grown(
        table,
        'Azaela "Fists of Victory"',
        [AZAELA0, ARROW],
        f"ener: {[ROMAIL] * 6}",
        f'signi: ["{KOALALA}"]\n            life: ["{SARA}"]',
    )
    game.first()
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    game.accept()
    assert game.count(1, Zone.LIFE) == 0 and game.count(0, Zone.ENER) == 0


@encodes("WXDi-P16-042")
def test_michaela_pierce_draws_two(table: Table) -> None:
    game = grown(table, "Michaela, Pierce", [MICHAELA0])
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-P16-043")
def test_michaela_dance_discards_to_pick_the_opponents_discard(table: Table) -> None:
    game = grown(
        table,
        "Michaela, Dance",
        [MICHAELA0],
        mine=f'hand: ["{SARA}"]',
        theirs=f'hand: ["{ROMAIL}", "{KOALALA}"]',
    )
    game.accept()  # discards Sara
    game.choose(KOALALA)
    assert game.names(1, Zone.TRASH) == [KOALALA] and game.zone_of(SARA, 0) == Zone.TRASH


@encodes("WXDi-P16-045")
def test_michaela_kick_downs_and_pays_to_bottom_a_downed_signi(table: Table) -> None:
    game = grown(
        table,
        "Michaela, Kick",
        [MICHAELA0, "Michaela, Pierce"],
        mine=f"ener: {[IMP] * 3}",
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.first()
    assert game.downed[game.card(KOALALA, 1)]
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.DECK


@encodes("WXDi-P16-046")
def test_michaela_blade_downs_two_and_one_more_with_fewer_life_cloth(table: Table) -> None:
    game = grown(
        table,
        "Michaela, Blade",
        [MICHAELA0, "Michaela, Pierce"],
        mine=f'ener: {[IMP] * 4}\n            hand: ["{SARA}", "{ROMAIL}"]',
        theirs=f'signi: ["{KOALALA}", "{SARA}"]\n            life: ["{BUFFALO}"]',
    )
    game.first()
    game.target(KOALALA)
    game.done()
    game.accept()
    game.discard(ROMAIL)  # and Sara
    game.target(SARA)
    assert game.downed[game.card(SARA, 1)]  # no Life Cloth against one


@encodes("WXDi-P16-032")
def test_gabriela_majestic_takes_a_signi_of_each_level(table: Table) -> None:
    game = grown(
        table,
        "Gabriela, Majestic!!",
        [GABRIELA0],
        mine=f'deck: ["{ROMAIL}", "{KOALALA}", "{BOUDICA}", "{SARA}"]',
    )
    game.choose(ROMAIL)
    game.choose(KOALALA)
    game.choose(BOUDICA)
    assert sorted(game.names(0, Zone.HAND)) == sorted([ROMAIL, KOALALA, BOUDICA])


@encodes("WXDi-P16-035")
def test_gabriela_graceful_takes_a_card_and_puts_a_signi_onto_the_field(table: Table) -> None:
    game = grown(
        table,
        "Gabriela, Graceful!!",
        [GABRIELA0, "Gabriela, Majestic!!"],
        mine=f'ener: ["{IMP}"]\n            deck: ["{SARA}", "{ROMAIL}", "{IMP}"]',
    )
    game.choose(SARA)
    game.choose(ROMAIL)
    game.into(0)
    assert game.names(0, Zone.HAND) == [SARA] and game.zone_of(ROMAIL, 0) == Zone.SIGNI


MILULUN = "Milulun//Fesonne, Element Queen"


@encodes("WXDi-P16-050")
def test_milulun_fesonne_discards_a_spell_to_vanish_and_strips_a_spell_on_attack(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MILULUN}"]
            hand: ["Welcome Back"]
            ener: ["{IMP}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            hand: ["Welcome Back", "{ROMAIL}"]
            life: ["{BUFFALO}"]
    """)
    game.end_main()
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    game.attack(MILULUN)
    assert game.names(1, Zone.HAND) == [ROMAIL]
    game = burst(table, MILULUN, mine=f'deck: ["{SARA}"]')
    game.mode(1)
    assert game.names(0, Zone.HAND) == [SARA]


TOBIRA = "Tobira, Code: Labyrinth"


@encodes("WXDi-P16-051")
def test_tobira_discards_for_cards_at_the_end_of_turn_and_gains_s_lancer_with_no_ener(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*AT, "At =Tre=, the Converged Gate"])}
            signi: ["{TOBIRA}"]
            hand: ["{SARA}", "{ROMAIL}"]
            ener: ["{KOALALA}", "{BUFFALO}"]
            deck: {[IMP] * 4}
    """)
    game.action(TOBIRA)
    game.discard(SARA)  # and Romail
    game.action(TOBIRA)  # pays the two Ener: none left
    assert game.has_keyword(game.card(TOBIRA), KW.S_LANCER)
    game.pass_until(lambda play: play.decision == DecisionKind.MODE)
    game.mode(0)
    assert game.names(0, Zone.HAND) == [IMP, IMP]
    game = burst(table, TOBIRA)
    game.mode(0)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P16-055")
def test_yog_niggura_with_a_gate_overseer_pays_for_a_mode(table: Table) -> None:
    yog = "Yog - Niggura, Ultra Gate Angel Queen"
    game = table(f"""
        players:
          - lrig: {lrigs([*AT, "Umr =Tre=, Gate Overseer"])}
            signi: ["{yog}"]
            ener: ["{SARA}"]
            trash: ["{SERVANT}"]
            deck: {[IMP] * 4}
          - lrig: {lrigs(LIZE3)}
    """)
    game.action(yog)
    assert game.count(0, Zone.TRASH) == 1 + 3
    game.end_main()
    game.mode(0)
    game.accept()  # pays Sara, the white card; the Servant is the one with a Guard icon
    assert game.names(0, Zone.HAND) == [SERVANT]
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{yog}"]
    """)
    game.end_main()
    assert game.decision != DecisionKind.MODE  # no Gate Overseer: no choice


@encodes("WXDi-P16-061")
def test_kamakama_downs_for_7000_until_the_opponents_turn_ends(table: Table) -> None:
    kamakama = "Kamakama, Lightly Armed"
    game = table(f"""
        players:
          - signi: ["{kamakama}"]
    """)
    game.action(kamakama)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(kamakama) == 10000
    game = burst(table, kamakama, mine=f'deck: ["{SARA}"]')
    assert game.names(0, Zone.HAND) == [SARA]


RIL = "Ril//Fesonne, Crimson General"


@encodes("WXDi-P16-065")
def test_ril_fesonne_charges_after_two_crushes_and_spends_a_coin_to_vanish(
    table: Table,
) -> None:
    for attackers, charged in (([RIL, SARA], 1), ([RIL], 0)):
        game = table(f"""
            phase: attack
            players:
              - signi: {attackers}
              - life: {[BUFFALO] * 3}
        """)
        for attacker in attackers:
            game.attack(attacker)
            game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
        game.pass_until(lambda play: play.game.turn_player == 1)
        assert game.count(0, Zone.ENER) == charged
    game = table(f"""
        players:
          - signi: ["{RIL}"]
            coins: 1
          - signi: ["{SERVANT}"]
    """)
    game.action(RIL)
    assert game.zone_of(SERVANT, 1) == Zone.ENER
    game = burst(table, RIL)
    assert game.zone_of(SERVANT, 1) == Zone.ENER


YUZUKI = "Yuzuki//THE DOOR, Phantom Dragon"  # <<Liberation Division>>, level 1


@encodes("WXDi-P16-067")
def test_tama_the_door_pays_to_put_a_liberation_signi_under_it(table: Table) -> None:
    tama = "Tama//THE DOOR, High Armed"
    game = table(f"""
        players:
          - hand: ["{tama}"]
            ener: ["{IMP}"]
            trash: ["{YUZUKI}"]
    """)
    game.play(tama, 0)
    game.accept()
    assert game.names(0, Zone.UNDER) == [YUZUKI]
    game = burst(table, tama)
    assert game.zone_of(SERVANT, 1) == Zone.ENER


@encodes("WXDi-P16-072")
def test_murmurn_discarded_for_a_cost_pays_to_draw(table: Table) -> None:
    murmurn = "Murmurn, Azure Evil"
    game = grown(
        table,
        "Michaela, Dance",
        [MICHAELA0],
        mine=f'hand: ["{murmurn}"]\n            ener: ["{IMP}"]\n            deck: ["{SARA}"]',
        theirs=f'hand: ["{ROMAIL}"]',
    )
    game.accept()  # discards Murmurn for Michaela's cost
    game.accept()  # Murmurn: pays Imp
    assert game.names(0, Zone.HAND) == [SARA] and game.names(1, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P16-078")
def test_vidar_downs_itself_to_charge(table: Table) -> None:
    vidar = "Vidar, Jade Angel"
    game = table(f"""
        players:
          - signi: ["{vidar}"]
    """)
    game.end_main()
    game.accept()
    assert game.downed[game.card(vidar)] and game.count(0, Zone.ENER) == 1
    game = burst(table, vidar)
    assert game.count(0, Zone.ENER) == 2
    game.attack(KOALALA)  # no Life Cloth left: a SIGNI's damage is prevented
    assert game.outcome() is None


@encodes("WXDi-P16-079")
def test_remember_the_door_boosts_a_war_signi_and_spends_coins_for_an_ener_signi(
    table: Table,
) -> None:
    remember = "Remember//THE DOOR, Natural Planet"
    war = "Milulun//THE DOOR, Natural Element"  # <<War Division>>, 2000
    game = table(f"""
        players:
          - signi: ["{remember}", "{war}"]
            ener: ["{SARA}"]
            coins: 2
    """)
    game.action(remember)
    assert game.names(0, Zone.HAND) == [SARA] and game.players[0].coins == 0
    game.end_main()
    assert game.power(war) == 5000
    game = burst(table, remember)
    game.attack(KOALALA)  # a LRIG's damage only is prevented
    assert game.outcome() is not None


UMR_TRE = "Umr =Tre=, Gate Overseer"
UMR = ["Umr =Noll=, Key to Salvation", "Umr =Ett=, Key to Salvation", "Umr =Två=, Key to Salvation"]


@encodes("WXDi-P16-013")
def test_umr_tre_mills_both_decks_and_weakens_per_ten_black_cards(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(UMR)}
            lrig_deck: ["{UMR_TRE}"]
            ener: ["{IMP}", "{IMP}"]
            deck: {[SARA] * 5}
          - deck: {[SARA] * 5}
    """)
    game.grow(UMR_TRE)
    assert game.count(0, Zone.TRASH) == 2 + 3 and game.count(1, Zone.TRASH) == 3
    game = table(f"""
        players:
          - lrig: {lrigs([*AT, UMR_TRE])}
            trash: {[IMP] * 20}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.act(ActionKind.USE_ACTION, UMR_TRE)  # --10000: twenty black cards
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    game.action(UMR_TRE)  # once per game: two black SIGNI back
    game.target(IMP, IMP)
    game.into(0)
    game.into(1)
    assert game.count(0, Zone.SIGNI) == 2


@encodes("WXDi-P16-038")
def test_azaela_smiling_wings_draws_one_more_than_it_discards(table: Table) -> None:
    game = azaela_grown(
        table,
        'Azaela "Smiling Wings"',
        [AZAELA0],
        f'hand: ["{SARA}", "{ROMAIL}"]\n            deck: {[IMP] * 4}',
        "",
    )
    game.accept()
    game.discard(SARA, ROMAIL)  # the whole hand
    assert game.names(0, Zone.HAND) == [IMP] * 3


@encodes("WXDi-P16-036")
def test_gabriela_bye_bye_takes_abilities_stops_an_attacker_and_takes_a_guard_signi(
    table: Table,
) -> None:
    game = grown(
        table,
        "Gabriela, Bye - Bye!!",
        [GABRIELA0, "Gabriela, Dazzling!!"],
        mine=f'ener: ["{SARA}", "{SARA}", "{SARA}", "{SARA}"]\n            trash: ["{SERVANT}"]',
        theirs=f'signi: ["{KOALALA}", "{BOUDICA}"]',
    )
    game.pay()  # its grow cost
    game.first()  # the [Enter] abilities in printed order
    game.target(KOALALA)  # loses its abilities
    game.first()
    game.target(BOUDICA)  # cannot attack
    game.accept()
    game.pay()
    koalala, boudica = game.card(KOALALA, 1), game.card(BOUDICA, 1)
    assert game.game.lost_abilities(koalala) and not game.game.has_keyword(koalala, KW.CANT_ATTACK)
    assert game.game.has_keyword(boudica, KW.CANT_ATTACK)
    assert game.names(0, Zone.HAND) == [SERVANT]


LAYLA = "Layla//Dissona, Code: Ride"  # level 2, 5000
GUZUKO = "Guzuko//Fesonne, Strange Blood Play"  # level 1, 3000


@encodes("WXDi-P16-068")
def test_layla_pays_red_to_vanish_a_signi_when_it_crushes(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["{LAYLA}"]
            ener: ["{ROMAIL}"]
          - signi: [~, "{KOALALA}", "{SARA}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.attack(LAYLA)
    game.accept()
    assert game.zone_of(SARA, 1) == Zone.ENER and game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P16-082")
def test_guzuko_trashes_itself_for_minus_5000_and_comes_back_for_two_coins(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["{GUZUKO}"]
            coins: 2
          - signi: [~, "{SARA}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.attack(GUZUKO)
    game.accept()
    assert game.zone_of(GUZUKO) == Zone.TRASH
    assert SARA in game.names(1, Zone.ENER)  # 5000 - 5000: vanished
    game = table(f"""
        players:
          - trash: ["{GUZUKO}"]
            coins: 2
    """)
    game.action(GUZUKO)
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(GUZUKO) == Zone.SIGNI and game.players[0].coins == 0


@encodes("WXDi-P16-039")
def test_azaela_flames_vanishes_and_draws_or_charges_as_either_life_cloth_is_crushed(
    table: Table,
) -> None:
    game = azaela_grown(
        table,
        'Azaela "Flames of Reversal"',
        [AZAELA0, ARROW],
        f'ener: ["{ROMAIL}"]\n            signi: ["{SARA}"]',
        f'signi: ["{KOALALA}"]\n            life: {[BUFFALO] * 3}',
    )
    game.first()  # the vanish first
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    game.end_main()
    game.attack(SARA)  # nothing in front: one of the opponent's Life Cloth is crushed
    game.mode(0)
    assert game.count(0, Zone.HAND) == 1


TAWIL_TRE = "Tawil =Tre=, Gate Overseer"
TAWIL = ["Tawil =Noll=, Ancient One", "Tawil =Ett=, Ancient One", "Tawil =Tvu00e5=, Ancient One"]
CIRCE = "Circe, Blessed Angel"  # level 2, 10000, white


@encodes("WXDi-P16-008")
def test_tawil_tre_takes_one_of_four_trashes_one_and_powers_white_signi(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(TAWIL)}
            lrig_deck: ["{TAWIL_TRE}"]
            signi: ["{CIRCE}", "{KOALALA}"]
            ener: {[SARA] * 3}
            deck: ["{KOALALA}", "{SARA}", "{IMP}", "{SERVANT}", "{BUFFALO}"]
    """)
    game.grow(TAWIL_TRE)
    game.pay()
    game.choose(KOALALA)  # to the hand
    game.choose(SARA)  # into the trash
    while game.decision == DecisionKind.CHOOSE:  # the order of the rest, at the bottom
        game.first()
    assert game.names(0, Zone.HAND)[-1] == KOALALA
    assert game.names(0, Zone.TRASH)[-1] == SARA
    assert game.power(CIRCE) == 11000  # white
    assert game.power(KOALALA) == 10000  # red and green


@encodes("WXDi-P16-008")
def test_tawil_tre_shuffles_seven_white_cards_back_to_trash_a_signi(table: Table) -> None:
    for white, trashed in ((7, True), (6, False)):
        game = table(f"""
            players:
              - lrig: {lrigs([*TAWIL, TAWIL_TRE])}
                trash: {[SARA] * white + [BUFFALO]}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        game.action(TAWIL_TRE)
        assert game.zone_of(KOALALA, 1) == (Zone.TRASH if trashed else Zone.SIGNI)
        # Seven or six: all are shuffled in; only seven are enough.
        assert game.names(0, Zone.TRASH) == [BUFFALO]


@encodes("WXDi-P16-007")
def test_black_surprise_costs_less_per_black_lrig_doubles_minus_and_trashes_the_vanished(
    table: Table,
) -> None:
    hanare = ["Hanare, Mourner", "Hanare, Mourner of Regrets", "Hanare, Mourner of Dreams"]
    seizure = "Hanare, Mourner of Seizure"
    game = table(f"""
        players:
          - lrig: {lrigs([*hanare, seizure], left="[Assist] Toko Level 1", right="Umr =Draw=")}
            lrig_deck: ["Black Surprise"]
            ener: ["{SARA}"]
            deck: ["{KOALALA}", "{BUFFALO}"]
          - signi: ["{SARA}", ~, ~]
    """)
    game.use("Black Surprise")  # two black LRIG: three black less two, one Sara paid
    assert game.count(0, Zone.ENER) == 0 and game.zone_of("Black Surprise") == Zone.REMOVED
    game.act(ActionKind.USE_ACTION, seizure, b=1)  # Koalala (level 2) milled: --4000
    # doubled, --8000: Sara is vanished, into the trash instead of the Ener Zone
    assert game.zone_of(SARA, 1) == Zone.TRASH
    # One black LRIG (the Center): no reduction, three black that two Sara cannot pay.
    game = table(f"""
        players:
          - lrig: {lrigs([*hanare, seizure], left="Mel Burst", right="Hanayo, Camellia")}
            lrig_deck: ["Black Surprise"]
            ener: ["{SARA}", "{SARA}"]
    """)
    assert not game.can(ActionKind.USE_PIECE, "Black Surprise")


SASHE_DISSONA = "Sashe//Dissona, Galactic Queen"


@encodes("WXDi-P16-047")
def test_sashe_dissona_taxes_the_attack_in_front_of_it(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SASHE_DISSONA}", ~, ~]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{SARA}", "{IMP}"]
            ener: ["{BUFFALO}"]
    """)
    opposing = game.game.opposing(game.card(SASHE_DISSONA))
    front = [name for name in (KOALALA, SARA, IMP) if game.card(name, 1) == opposing]
    assert len(front) == 1
    others = [name for name in (KOALALA, SARA, IMP) if name not in front]
    game.attack(front[0])
    game.pay()  # the one Ener
    assert game.count(1, Zone.ENER) == 0
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    assert game.can(ActionKind.ATTACK, others[0])  # not in front: free
    assert game.can(ActionKind.ATTACK, others[1])


@encodes("WXDi-P16-047")
def test_sashe_dissona_lowers_the_opponents_limit_to_the_end_of_their_main_phase(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SASHE_DISSONA}"]
            ener: ["{SARA}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
    """)
    limit = game.game.limit(1)
    game.end_main()
    game.accept()
    game.pay()
    assert game.game.limit(1) == limit - 1
    game.pass_until(lambda g: g.game.current_player() == 1 and g.decision == DecisionKind.MAIN)
    assert game.game.limit(1) == limit - 1  # through the opponent's main phase
    game.end_main()
    assert game.game.limit(1) == limit


@encodes("WXDi-P16-047")
def test_sashe_dissona_life_burst_draws_and_gives_guard_to_signi_in_hand(table: Table) -> None:
    game = burst(table, SASHE_DISSONA, mine=f'deck: ["{SARA}", "{IMP}"]')
    assert game.count(0, Zone.HAND) == 2
    assert game.has_keyword(game.card(SARA, 0), KW.GUARD)


UTULLS = "Ut'ulls, Gate Overseer"  # level 4


@encodes("WXDi-P16-001B")
def test_utulls_removes_a_signi_as_it_enters_and_returns_signi_twice_a_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs([*UMR, UMR_TRE])}
            lrig_deck: ["{UTULLS}"]
            trash: ["{SARA}", "{IMP}", "{KOALALA}"]
            ener: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    under = game.count(0, Zone.LRIG)
    game.grow(UTULLS)
    if game.decision == DecisionKind.CHOOSE:
        game.first()  # which card from under the LRIG
    assert game.zone_of(KOALALA, 1) == Zone.REMOVED
    assert game.count(0, Zone.LRIG) == under  # one more on top, one fewer under it
    assert game.count(0, Zone.LRIG_TRASH) == 1
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    for signi in (SARA, IMP):  # Sara is white, Imp black; Koalala is neither
        game.action(UTULLS)
        assert not any(KOALALA in option for option in game.options())
        if game.decision == DecisionKind.TARGET:
            game.target(signi)
        if game.decision == DecisionKind.ZONE:
            game.act(ActionKind.CHOOSE_ZONE)  # the first free zone
    assert game.zone_of(SARA) == game.zone_of(IMP) == Zone.SIGNI
    assert not game.can(ActionKind.USE_ACTION, UTULLS)  # twice per turn


HIRANA = ["Hirana, a Spark of Hope", "Hirana, a Dream of a Miracle"]  # red
MIDORIKO = ["Midoriko, Spirit Zero", "Midoriko, One - By - One"]  # green


@encodes("WXDi-P16-004")
def test_crimson_heat_ray_costs_less_per_red_lrig_and_trashes_a_life_cloth(table: Table) -> None:
    def play(right: str) -> Play:
        return table(f"""
            players:
              - lrig: {lrigs(HIRANA, left="Hanayo, Camellia", right=right)}
                lrig_deck: ["Crimson Heat Ray"]
                ener: ["{KOALALA}", "{KOALALA}", "{KOALALA}"]
              - life: ["{BUFFALO}", "{SARA}"]
        """)

    # One red LRIG besides the Center is two: the red three less two, three Ener paid.
    game = play(right="Mel Burst")
    game.use("Crimson Heat Ray")
    assert game.count(0, Zone.ENER) == 0
    # A Life Cloth put into the trash is not crushed: no Life Burst, one card fewer.
    assert game.count(1, Zone.LIFE) == 1 and game.count(1, Zone.TRASH) == 1
    # Three red LRIG: the red three less three, and two colorless left to pay.
    game = play(right="Ril, Flash")
    game.use("Crimson Heat Ray")
    assert game.count(0, Zone.ENER) == 1


@encodes("WXDi-P16-004")
def test_crimson_heat_ray_is_full_price_with_one_red_lrig(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(HIRANA, left="Mel Burst")}
            lrig_deck: ["Crimson Heat Ray"]
            ener: ["{KOALALA}", "{KOALALA}", "{KOALALA}", "{KOALALA}"]
    """)
    # The use condition holds (a red LRIG), but the cost is five Ener: four cannot pay it.
    assert not game.can(ActionKind.USE_PIECE, "Crimson Heat Ray")


@encodes("WXDi-P16-006")
def test_jade_cooking_costs_less_per_green_lrig_and_adds_a_life_cloth(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MIDORIKO, left="Mel Burst", right="Hanayo, Camellia")}
            lrig_deck: ["Jade Cooking"]
            ener: ["{KOALALA}", "{KOALALA}", "{KOALALA}"]
            deck: ["{BUFFALO}", "{SARA}", "{IMP}"]
            life: ["{ROMAIL}"]
    """)
    game.use("Jade Cooking")  # two green LRIG: the green three less two
    assert game.count(0, Zone.ENER) == 0
    assert game.count(0, Zone.LIFE) == 2 and game.count(0, Zone.DECK) == 2
    # One green LRIG (the Center): no reduction, five Ener that four cannot pay.
    game = table(f"""
        players:
          - lrig: {lrigs(MIDORIKO, left="Umr =Draw=", right="Hanayo, Camellia")}
            lrig_deck: ["Jade Cooking"]
            ener: {[KOALALA] * 4}
    """)
    assert not game.can(ActionKind.USE_PIECE, "Jade Cooking")


@encodes("WXDi-P16-080")
def test_aiyai_puts_a_signi_into_the_ener_zone_for_one_of_its_level(table: Table) -> None:
    aiyai = "Aiyai//Dissona, Second Play"
    game = table(f"""
        players:
          - hand: ["{aiyai}", "{SARA}", "{BOUDICA}"]
            ener: ["{GUZUKO}", "{LAYLA}"]
    """)
    game.play(aiyai)
    game.accept()
    game.choose(SARA)  # level 1: a level 1 SIGNI of the Ener Zone comes back
    assert sorted(game.options()) == [f"choose {GUZUKO}", f"choose {SARA}"]
    game.choose(GUZUKO)
    assert sorted(game.names(0, Zone.HAND)) == [BOUDICA, GUZUKO]
    assert sorted(game.names(0, Zone.ENER)) == [LAYLA, SARA]


DONA = "Dona//THE DOOR, Phantom Spirit"  # <<Liberation Division>>, level 2, 8000
PIRULUK_DOOR = "Piruluk//THE DOOR, Code: Heart"


def under(game: Play, card: str, host: str) -> None:
    """Put player 0's `card` (on the field or in the hand) under their SIGNI `host`."""
    held = [c for c in game.ids(card, 0) if game.game.zone[c] in (Zone.HAND, Zone.SIGNI)]
    assert game.game.put_under_signi(held[0], game.card(host, 0, Zone.SIGNI))


@pytest.mark.parametrize(("more", "power"), [(0, 10000 - 5000), (3, 10000 - 8000)])
@encodes("WXDi-P16-056")
def test_piruluk_the_door_puts_a_liberation_signi_under_it_and_discards_to_weaken(
    table: Table, more: int, power: int
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: {[PIRULUK_DOOR, SARA] + [ROMAIL] * more}
            trash: ["{ANN_DOOR}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(PIRULUK_DOOR, 0)
    assert game.names(0, Zone.UNDER) == [ANN_DOOR]
    for _ in range(more):
        under(game, ROMAIL, PIRULUK_DOOR)
    game.end_main()
    game.accept()
    assert game.zone_of(SARA, 0) == Zone.TRASH
    assert game.power(KOALALA, 1) == power


IONA_DOOR = "Iona//THE DOOR, Code: Anti"
ANN_DOOR = "Ann//THE DOOR, Azure Beauty"  # <<Liberation Division>>, gives no ability from under


@encodes("WXDi-P16-064")
def test_iona_the_door_trashes_a_liberation_signi_under_a_signi_for_an_opponents_ener(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["{IONA_DOOR}", "{DONA}"]
            hand: ["{ANN_DOOR}"]
          - ener: ["{SARA}", "{IMP}"]
    """)
    under(game, ANN_DOOR, DONA)
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
    game.accept()  # Ann, the one <<Liberation Division>> SIGNI under a SIGNI
    assert game.zone_of(ANN_DOOR, 0) == Zone.TRASH
    game.choose(IMP)  # the opponent's choice
    assert game.names(1, Zone.TRASH) == [IMP]


@encodes("WXDi-P16-064")
def test_iona_under_a_liberation_signi_pays_for_assassin(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{IONA_DOOR}", "{DONA}"]
            ener: ["{ROMAIL}", "{SARA}", "{IMP}"]
    """)
    under(game, IONA_DOOR, DONA)
    game.end_main()
    game.accept()
    game.pay()
    assert game.has_keyword(game.card(DONA), KW.ASSASSIN)
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-P16-073")
def test_ann_the_door_puts_a_liberation_signi_under_it_to_draw(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{ANN_DOOR}", "{YUZUKI}"]
            deck: ["{SARA}"]
    """)
    game.play(ANN_DOOR, 0)
    game.accept()
    assert game.names(0, Zone.UNDER) == [YUZUKI]
    assert game.names(0, Zone.HAND) == [SARA]
    game = burst(table, ANN_DOOR)
    game.target(KOALALA)
    assert game.game.frozen[game.card(KOALALA)]
    assert game.count(0, Zone.HAND) == 1


AKINO_DOOR = "Akino//THE DOOR, Aquatic Queen"  # level 3, 10000


@encodes("WXDi-P16-054")
def test_akino_the_door_in_the_gate_zone_resists_the_opponents_vanish(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AKINO_DOOR}"]
            gate: left
          - lrig: {lrigs(AT3)}
            hand: ["Great Snake"]
            ener: {[KOALALA] * 2}
    """)
    assert game.power(AKINO_DOOR) == 10000 + 5000
    game.use("Great Snake")  # vanish target SIGNI with power 15000 or more
    game.pay()
    assert game.zone_of(AKINO_DOOR) == Zone.SIGNI


@pytest.mark.parametrize("mode", [0, 1, None])
@encodes("WXDi-P16-054")
def test_akino_the_door_attacking_with_a_gate_returns_5000_or_less_or_draws_two(
    table: Table, mode: int | None
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AKINO_DOOR}"]
            {"" if mode is None else "gate: center"}
            deck: {[ROMAIL] * 3}
          - signi: [~, "{SARA}", "{KOALALA}"]
    """)
    game.attack(AKINO_DOOR)
    if mode is not None:
        game.mode(mode)
    assert game.zone_of(SARA, 1) == (Zone.HAND if mode == 0 else Zone.SIGNI)
    assert game.count(0, Zone.HAND) == (2 if mode == 1 else 0)


ALTO_DISONNA = "Alto//Disonna, Erupting Cannon"  # level 2, 8000


@encodes("WXDi-P16-063")
def test_alto_disonna_gets_4000_on_the_first_attack_of_the_turn(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT)}
            signi: ["{ALTO_DISONNA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.attack(ALTO_DISONNA)
    assert game.power(ALTO_DISONNA) == 8000 + 4000
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # 10000 against 12000


@encodes("WXDi-P16-063")
def test_alto_disonna_on_the_second_attack_trashes_what_it_vanishes_in_battle(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT)}
            signi: ["{KOALALA}", "{ALTO_DISONNA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{IMP}", "{SARA}"]
    """)
    game.attack(KOALALA)
    assert game.zone_of(IMP, 1) == Zone.ENER  # Koalala's own battle
    game.attack(ALTO_DISONNA)
    assert game.power(ALTO_DISONNA) == 8000  # no +4000 on the second attack
    assert game.zone_of(SARA, 1) == Zone.TRASH


@encodes("WXDi-P16-063")
def test_alto_disonna_life_burst_stops_an_attack_and_draws(table: Table) -> None:
    game = table.life_burst(ALTO_DISONNA)
    game.burst()
    assert game.game.has_keyword(game.card("Servant #", 1, Zone.SIGNI), KW.CANT_ATTACK)
    assert game.count(0, Zone.HAND) == 1


TRUNEMBRA = "Tru'nembra, Code: Maze"  # level 1, 2000, green, red and blue
ANCIENT_SURPRISE = lrigs(
    ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"],
    left=["Tawil =Noll=, Awakened One"],
    right=["Umr =Noll=, Key to Salvation"],
)


@encodes("WXDi-P16-092")
def test_trunembra_with_its_team_draws_as_it_attacks_and_keeps_its_colors(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {ANCIENT_SURPRISE}
            signi: ["{TRUNEMBRA}"]
            hand: ["{TRUNEMBRA}"]
          - signi: ["{KOALALA}"]
    """)
    for zone in (Zone.SIGNI, Zone.HAND):  # green, red and blue, as printed
        card = game.card(TRUNEMBRA, 0, zone)
        assert game.game.colors(card) == game.game.defs[card].colors != 0
    game.attack(TRUNEMBRA)
    game.mode(1)  # draw a card
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-P16-092")
def test_trunembra_without_its_team_is_colorless_everywhere_and_has_no_team_ability(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT)}
            signi: ["{TRUNEMBRA}"]
            hand: ["{TRUNEMBRA}"]
            trash: ["{TRUNEMBRA}"]
          - signi: ["{KOALALA}"]
    """)
    for zone in (Zone.SIGNI, Zone.HAND, Zone.TRASH):
        assert game.game.colors(game.card(TRUNEMBRA, 0, zone)) == 0  # colorless
    game.attack(TRUNEMBRA)
    assert game.decision != DecisionKind.MODE
    assert game.count(0, Zone.HAND) == 1


CYMBAL = "T - Cymbal, Natural Planet"  # level 1, 3000
BANG2 = "Bang, Front and Center"  # <<Universe Beginning>>, level 2
NOVA2 = "Nova, Fighting Spirit"  # <<Universe Beginning>>, level 2


@encodes("WXDi-P16-090")
def test_cymbal_gets_1000_per_lrig_level_and_shadow_at_a_total_of_seven(table: Table) -> None:
    for center, total in (("Professor! Defender Dr. Tamago", 7), ("You Can Do It! Dr. Tamago", 6)):
        game = table(f"""
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs([center], left=BANG2, right=NOVA2)}
                signi: ["{CYMBAL}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{SARA}", "{BOUDICA}"]
        """)
        cymbal = game.card(CYMBAL, 0)
        assert game.power(CYMBAL) == 3000 + 1000 * total
        assert game.is_targetable(cymbal, 1, game.card(SARA, 1)) is (total != 7)
        assert game.is_targetable(cymbal, 1, game.card(BOUDICA, 1))  # level three
        assert game.game.colors(cymbal) == game.game.defs[cymbal].colors != 0


@encodes("WXDi-P16-090")
def test_cymbal_without_its_team_has_its_printed_power_and_no_color(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{CYMBAL}"]
            deck: ["{CYMBAL}"]
    """)
    assert game.power(CYMBAL) == 3000
    for zone in (Zone.SIGNI, Zone.DECK):
        assert game.game.colors(game.card(CYMBAL, 0, zone)) == 0


A_ARROW = "A - Arrow, Chaos Angel"  # level 1, 3000
MUGEN_SHOUJO = lrigs(
    ["Gabriela, Collector of Truth"],
    left="Azaela, Soaring Towards the Ideal",
    right="Michaela, Forefront Resolve",
)


@encodes("WXDi-P16-088")
def test_arrow_crushes_a_life_cloth_as_a_lrig_attacks_unless_the_opponent_pays(
    table: Table,
) -> None:
    for pays in (False, True):
        game = table(f"""
            phase: attack
            players:
              - lrig: {MUGEN_SHOUJO}
                signi: ["{A_ARROW}"]
                hand: ["{A_ARROW}"]
              - lrig: {lrigs(LIZE3)}
                life: {[BUFFALO] * 3}
                hand: {[BUFFALO] if pays else []}
        """)
        arrow = game.card(A_ARROW, 0, Zone.HAND)
        assert game.game.colors(arrow) == game.game.defs[arrow].colors != 0  # with its team
        game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK)
        game.attack("Gabriela, Collector of Truth")
        if pays:
            game.accept()  # the only way they can pay: discarding their card
            assert game.names(1, Zone.TRASH) == [BUFFALO]
        # The LRIG's own damage crushes one; the ability one more unless they paid.
        assert game.count(1, Zone.LIFE) == (2 if pays else 1)


@encodes("WXDi-P16-088")
def test_arrow_without_its_team_has_no_color_and_lets_the_lrig_attack_alone(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{A_ARROW}"]
          - lrig: {lrigs(LIZE3)}
            life: {[BUFFALO] * 3}
    """)
    assert game.game.colors(game.card(A_ARROW, 0)) == 0
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK)
    game.attack(AT3[-1])
    assert game.count(1, Zone.LIFE) == 2  # the LRIG's damage alone


HMIC = "H - Mic, Natural Crystal"  # level 1, 3000
NO_LIMIT = lrigs(
    ["Hirana, a Glimpse of the Truth"],
    left="Akino, Bound for Brightness",
    right="Rei, On the Wings of Azure Sky",
)


@encodes("WXDi-P16-087")
def test_hmic_by_the_levels_it_discards_gets_5000_or_vanishes_a_small_signi(
    table: Table,
) -> None:
    for drawn, low in (([SARA, IMP], True), ([KOALALA, ALTO_DISONNA], False)):
        game = table(f"""
            players:
              - lrig: {NO_LIMIT}
                hand: ["{HMIC}"]
                deck: {[*drawn, BUFFALO, BUFFALO]}
              - lrig: {lrigs(LIZE3)}
                signi: ["{SERVANT}"]
        """)
        game.play(HMIC, 0)
        game.discard(drawn[0])  # and the other, the last one
        # The two cards drawn are the two in the hand: both discarded.
        assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.TRASH) == 2
        if low:  # levels 1 + 1
            assert game.power(HMIC) == 3000 + 5000
            assert game.zone_of(SERVANT, 1) == Zone.SIGNI
        else:  # levels 2 + 2
            assert game.power(HMIC) == 3000
            assert game.zone_of(SERVANT, 1) == Zone.ENER


LMIC = "L - Mic, Code: Art"  # level 1
CARD_JOCKEY = lrigs(
    ["MC LION - 2nd Verse"], left="DJ LOVIT - 2nd Verse", right="VJ WOLF - 2nd Verse"
)


@encodes("WXDi-P16-086")
def test_lmic_discards_to_take_one_of_four_and_sort_the_others_top_and_bottom(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {CARD_JOCKEY}
            hand: ["{LMIC}", "{SARA}"]
            deck: ["{IMP}", "{KOALALA}", "{SERVANT}", "{BUFFALO}", "{ALTO_DISONNA}"]
    """)
    lmic = game.card(LMIC, 0, Zone.HAND)
    assert game.game.colors(lmic) == game.game.defs[lmic].colors != 0  # with its team
    game.play(LMIC, 0)
    game.accept()  # Sara, the only other card, discarded
    game.choose(KOALALA)
    game.mode(1)  # into the Ener Zone rather than the hand
    game.choose(IMP)  # to the bottom
    game.done()
    game.choose(SERVANT)  # the two others back on top, in the order chosen
    assert game.names(0, Zone.ENER) == [KOALALA] and game.names(0, Zone.HAND) == []
    deck = game.names(0, Zone.DECK)  # bottom first
    assert deck[0] == IMP and sorted(deck[-2:]) == sorted([SERVANT, BUFFALO])
    assert ALTO_DISONNA in deck[1:-2]  # the fifth card, not looked at


@encodes("WXDi-P16-086")
def test_lmic_without_its_team_is_colorless_and_its_team_ability_does_not_trigger(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{LMIC}", "{SARA}"]
    """)
    assert game.game.colors(game.card(LMIC, 0, Zone.HAND)) == 0
    game.play(LMIC, 0)
    assert game.decision != DecisionKind.OPTIONAL
    assert game.names(0, Zone.HAND) == [SARA]


AT_CONVERGED = "At =Tre=, the Converged Gate"


@encodes("WXDi-P16-012")
def test_at_converged_gate_enters_putting_up_to_three_cards_from_the_hand_into_ener(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(["At =Noll=, the Opened Gate", "At =Två=, the Opened Gate"])}
            lrig_deck: ["{AT_CONVERGED}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            hand: ["{SARA}", "{IMP}", "{KOALALA}", "{SERVANT}"]
    """)
    game.grow(AT_CONVERGED)
    game.choose(SARA, IMP)
    game.done()
    assert sorted(game.names(0, Zone.ENER)) == sorted([SARA, IMP])
    assert sorted(game.names(0, Zone.HAND)) == sorted([KOALALA, SERVANT])


@encodes("WXDi-P16-012")
def test_at_converged_gate_draws_two_with_an_empty_hand(table: Table) -> None:
    for hand in ([], [SARA]):
        game = table(f"""
            players:
              - lrig: {lrigs([AT_CONVERGED])}
                hand: {hand}
                ener: ["{BUFFALO}"]
        """)
        game.act(ActionKind.USE_ACTION, AT_CONVERGED, b=1)
        game.mode(0)
        assert game.count(0, Zone.HAND) == (2 if not hand else 1)


@encodes("WXDi-P16-012")
def test_at_converged_gate_trashes_ener_and_hand_for_a_life_cloth_with_five_or_more(
    table: Table,
) -> None:
    for hand, added in (([SARA, IMP, KOALALA], 1), ([SARA, IMP], 0)):
        game = table(f"""
            players:
              - lrig: {lrigs([AT_CONVERGED])}
                hand: {hand}
                ener: ["{BUFFALO}", "{SERVANT}"]
                deck: {[BUFFALO] * 5}
        """)
        game.act(ActionKind.USE_ACTION, AT_CONVERGED, b=2)
        assert game.count(0, Zone.TRASH) == len(hand) + 2
        assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0
        assert game.count(0, Zone.LIFE) == added


FUTASE = "Futase//THE DOOR, Azure Beauty"  # <<Liberation Division>>, level 1, 2000


@encodes("WXDi-P16-069")
def test_futase_trashes_a_card_from_under_a_signi_to_send_one_under_the_deck(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{FUTASE}", "{YUZUKI}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    assert game.game.put_under_signi(game.card(YUZUKI), game.card(FUTASE))
    game.end_main()
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
    game.accept()  # Yuzuki, the one card underneath, trashed; Koalala the one target
    assert game.zone_of(YUZUKI) == Zone.TRASH
    assert game.names(1, Zone.DECK)[0] == KOALALA  # the bottom


@encodes("WXDi-P16-069")
def test_futase_under_a_liberation_division_signi_gives_it_a_delayed_bounce_to_the_deck(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YUZUKI}", "{FUTASE}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, ~, "{KOALALA}"]
    """)
    assert game.game.put_under_signi(game.card(FUTASE), game.card(YUZUKI))
    game.end_main()  # the attack phase begins: Koalala chosen, the one target
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.names(1, Zone.DECK)[0] == KOALALA  # the bottom, as the turn ended
