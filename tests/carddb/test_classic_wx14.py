"""Classic booster WX14 (Succeed Selector) and its CB cards: every encoded card plays its
abilities, in a classic game (classic-2014-beginner-guide.txt). Cards that need terms the
language does not have yet (Chain, a revealed card of the hand, ...) are left out."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import HANAYO, TAMA, Play, Table, encodes

TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
HANAYO4 = [*HANAYO, "Hanayo-Pure Four"]
HANAYO5 = [*HANAYO4, "Hanayo-Five"]
HANARE = [
    "Hanare, Dark One",
    "Hanare, Dark One of Residual Regrets",
    "Hanare, Dark One of Coming Dreams",
    "Hanare, Dark One of Entreaties",
]
MILULUN = ["Mirurun Nought", "Mirurun Nano", "Mirurun Pico", "Mirurun Femto"]
YUZUKI = ["Yuzuki-Zero", "Yuzuki-One, the Flame", "Yuzuki-Two, Regretful Flame"]
FLAMBER = "Flamber, Medium Sword"  # white <Arm>, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000
SWALLOW = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000
HAETORI = "Haetori, Natural Plant"  # green <Plant>, level 2, 7000
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1, 3000
SIRIUS = "Sirius, Natural Star"  # white <Space>, level 2, 7000
LUCBOR = "Ein=Lucbor"  # black <Poison Fang>, level 1
CORPORAL = "Flathro Lance Corporal, Small Flame"  # red <Weapon>, level 1
SERGEANT = "Flathro Sergeant, Explosive Flame"  # red <Weapon>, level 2
COLONEL = "Colonel Flathro, Crossbow Flame"  # red <Weapon>, level 4


@encodes("WX14-036")
def test_ruolite_grows_against_big_lrigs(table: Table) -> None:
    source = """
        format: classic
        players:
          - signi: ["Ruolite, Natural Stone"]
          - lrig: {lrig}
    """
    ruolite = "Ruolite, Natural Stone"
    game = table(source.format(lrig=HANAYO))
    assert game.power(ruolite) == 2000
    game = table(source.format(lrig=HANAYO4))
    assert game.power(ruolite) == 12000
    assert not game.has_keyword(game.card(ruolite), KW.ASSASSIN)
    game = table(source.format(lrig=HANAYO5))
    assert game.power(ruolite) == 12000
    assert game.has_keyword(game.card(ruolite), KW.ASSASSIN)


@encodes("WX14-008")
def test_tamayorihime_of_dyeing_discards_to_search_a_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA}
            lrig_deck: ["Tamayorihime, Miko of the Moment of Dyeing"]
            ener: ["{PROCYON}"]
            hand: ["{SC}"]
            deck: ["{IRON}", "{SIRIUS}"]
    """)
    game.grow("Tamayorihime, Miko of the Moment of Dyeing")
    game.pass_until(lambda g: g.decision is not None and g.options()[0] == "accept")
    game.accept()
    game.choose(SIRIUS)
    assert game.names(0, Zone.HAND) == [SIRIUS]
    assert game.zone_of(SC) == Zone.TRASH


MIDORIKO = [
    "Midoriko, Combat Girl",
    "Midoriko, First Girl",
    "Midoriko, Second Girl",
]


@encodes("WX14-015")
def test_midoriko_harmonious_charges_for_each_plant(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {MIDORIKO}
            lrig_deck: ["Midoriko, Harmonious Girl Type Three"]
            ener: ["{SWALLOW}", "{SWALLOW}"]
            signi: ["{HAETORI}", "{HAETORI}", "{SWALLOW}"]
            deck: ["{SC}", "{SC}", "{SC}", "{SC}"]
    """)
    game.grow("Midoriko, Harmonious Girl Type Three")
    game.pass_until(lambda g: g.count(0, Zone.DECK) < 4)
    assert game.count(0, Zone.DECK) == 2
    assert game.names(0, Zone.ENER).count(SC) == 2


@encodes("WX14-040")
def test_yashi_pays_each_color_for_its_effect(table: Table) -> None:
    yashi = "Yashi, Natural Plant"
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["{yashi}"]
            ener: ["{PROCYON}", "{IRON}", "{SC}", "{KOONI}"]
            trash: ["{HAETORI}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
            hand: ["{SIRIUS}"]
    """)
    game.play(yashi, 0)
    game.first()  # white first
    game.accept()
    game.choose(FLAMBER)
    game.first()  # then red
    game.accept()
    game.first()  # then blue
    game.accept()
    game.discard(SIRIUS)  # the opponent's choice
    game.accept()  # then black
    game.into(1)
    assert game.names(1, Zone.HAND) == [FLAMBER]
    assert game.zone_of(CALIBURN) == Zone.ENER
    assert game.zone_of(SIRIUS) == Zone.TRASH
    assert game.zone_of(HAETORI) == Zone.SIGNI
    assert game.count(0, Zone.ENER) == 0


@encodes("WX14-063", "WX14-065", "WX14-068")
def test_natural_plants_grow_with_each_color_in_the_ener_zone(table: Table) -> None:
    plants = ["Sotetsu, Natural Plant", "Satoukibi, Natural Plant", "Haibisu, Natural Plant"]
    source = """
        format: classic
        players:
          - signi: {plants}
            ener: {ener}
    """
    game = table(source.format(plants=plants, ener=[SWALLOW, IRON, SC, "Servant O"]))
    assert [game.power(plant) for plant in plants] == [11000, 8000, 5000]
    game = table(source.format(plants=plants, ener=[]))
    assert [game.power(plant) for plant in plants] == [8000, 5000, 2000]


@encodes("WX14-069")
def test_flower_song_charges_once_more_after_two_plants(table: Table) -> None:
    for deck, charged in (([HAETORI, HAETORI, SC], 3), ([HAETORI, SC, SC], 2)):
        game = table(f"""
            format: classic
            players:
              - lrig: {MIDORIKO}
                hand: ["Flower Song"]
                ener: ["{SWALLOW}"]
                deck: {deck}
        """)
        game.use("Flower Song")
        assert game.count(0, Zone.ENER) == charged


@encodes("WX14-046")
def test_drei_rodbor_puts_a_revealed_poison_fang_onto_the_field(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - signi: ["Drei=Rodbor"]
            deck: ["{SC}", "{LUCBOR}", "{IRON}", "{COSMO}"]
    """)
    game.action("Drei=Rodbor")
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.zone_of(LUCBOR) == Zone.SIGNI
    assert game.names(0, Zone.DECK)[-1] == COSMO  # the rest went to the bottom
    assert game.count(0, Zone.DECK) == 3


@encodes("WX14-057")
def test_flathro_corporal_banishes_with_five_flathro_in_the_trash(table: Table) -> None:
    corporal = "Flathro Corporal, Explosive Flame"
    for trashed, banished in ((5, True), (4, False)):
        game = table(f"""
            format: classic
            players:
              - hand: ["{corporal}"]
                trash: {[CORPORAL] * trashed}
              - signi: ["{PROCYON}"]
        """)
        game.play(corporal, 0)
        assert (game.zone_of(PROCYON) == Zone.ENER) is banished
    burst = table.life_burst(corporal, f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX14-058")
def test_flathro_private_e2_is_stronger_beside_a_big_flathro(table: Table) -> None:
    private = "Flathro Private E-2, Small Flame"
    source = """
        format: classic
        players:
          - lrig: {lrig}
            signi: ["{private}", "{partner}"]
    """
    game = table(source.format(lrig=HANAYO4, private=private, partner=COLONEL))
    assert game.power(private) == 10000
    game = table(source.format(lrig=HANAYO4, private=private, partner=SERGEANT))
    assert game.power(private) == 2000


@encodes("WX14-059", "WX14-035")
def test_flathro_recruits_search_a_flathro(table: Table) -> None:
    private = "Flathro Private E-1, Small Flame"
    lieutenant = "Flathro Lieutenant, Roaring Flame"
    game = table(f"""
        format: classic
        players:
          - hand: ["{private}", "{SC}"]
            deck: ["{COLONEL}", "{SERGEANT}", "{IRON}"]
    """)
    game.play(private, 0)
    game.accept()
    assert game.options() == [f"choose {SERGEANT}", "choose no more"]  # level two or less
    game.choose(SERGEANT)
    assert game.names(0, Zone.HAND) == [SERGEANT]
    game = table(f"""
        format: classic
        players:
          - hand: ["{lieutenant}"]
            ener: ["{IRON}"]
            deck: ["{COLONEL}", "{SC}"]
    """)
    game.play(lieutenant, 0)
    game.accept()
    game.choose(COLONEL)
    assert game.names(0, Zone.HAND) == [COLONEL]
    for card in (private, lieutenant):
        burst = table.life_burst(card, f"deck: ['{SC}', '{COLONEL}']", classic=True)
        burst.burst()
        if card == lieutenant:
            burst.choose(COLONEL)
            assert burst.names(0, Zone.HAND) == [COLONEL]
        else:
            assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX14-025")
def test_flathro_general_banishes_small_newcomers_and_sweeps_with_three_flathro(
    table: Table,
) -> None:
    general = "Flathro General, Attacking Crossbow Flame"
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO5}
            hand: ["{general}"]
            signi: ["{COLONEL}", "{SERGEANT}"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
          - signi: ["{CALIBURN}", "{FLAMBER}"]
    """)
    game.play(general, 2)
    game.accept()
    assert game.count(1, Zone.SIGNI) == 0
    # Milled by Ancient Surprise, the opponent's Maigiri enters their field: banished.
    maigiri = "Code Anti Maigiri"
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO5}
            signi: ["{general}"]
            lrig_deck: ["Ancient Surprise"]
            ener: ["{KOONI}", "{IRON}", "{IRON}"]
            deck: {[SC] * 8}
          - deck: ["{maigiri}", {", ".join([f'"{SC}"'] * 8)}]
    """)
    game.use("Ancient Surprise")
    game.mode(0)
    game.accept()  # the opponent puts Maigiri onto their field
    game.into(0)
    assert game.zone_of(maigiri) == Zone.ENER
    for trashed, crushed in ((10, 1), (9, 0)):
        burst = table.life_burst(
            general,
            f"{{trash: {[CORPORAL] * trashed}, opponent: {{life: ['{SC}', '{SC}']}}}}",
            classic=True,
        )
        burst.burst()
        assert burst.count(1, Zone.SIGNI) == 0
        assert burst.count(1, Zone.LIFE) == 2 - crushed


@encodes("WX14-037")
def test_advancing_flame_army_trades_a_flathro_for_a_banish_or_a_flathro(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {HANAYO}
            hand: ["Advancing Flame Army"]
            signi: ["{CORPORAL}"]
            deck: ["{SC}", "{SERGEANT}", "{IRON}", "{PROCYON}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """
    game = table(source)
    game.use("Advancing Flame Army")
    game.mode(0)
    assert game.zone_of(CORPORAL) == Zone.ENER
    assert game.zone_of(FLAMBER) == Zone.ENER and game.zone_of(CALIBURN) == Zone.SIGNI
    game = table(source)
    game.use("Advancing Flame Army")
    game.mode(1)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.names(0, Zone.HAND) == [SERGEANT]
    assert game.names(0, Zone.DECK)[-1] == PROCYON


IONA4 = [
    "Iona, Zero/Maiden",
    "Iona, Nepto/Maiden",
    "Iona, Uranus/Maiden",
    "Iona, Pluto/Maiden",
    "Iona, Over/Maiden",
]


@encodes("WX14-078", "WX14-074", "WX14-071", "WX14-044")
def test_code_antis_weaken_a_signi_when_banished_in_the_opponents_turn(table: Table) -> None:
    for anti, pays, weakened in (
        ("Code Anti Jomodoki", False, 2000),
        ("Code Anti Tayusou", False, 3000),
        ("Code Anti Maigiri", True, 7000),
        ("Code Anti Zekofun", True, 12000),
    ):
        source = f"""
            format: classic
            turn_player: 1
            phase: attack
            players:
              - lrig: {{lrig}}
                signi: ["{anti}"]
                ener: ["{KOONI}"]
              - lrig: {HANAYO4}
                signi: ["{CALIBURN}", "{COLONEL}"]
        """
        game = table(source.format(lrig=IONA4))
        game.attack(CALIBURN)
        assert game.zone_of(anti) == Zone.ENER
        if pays:
            game.accept()
            game.pay(KOONI)
        game.choose(COLONEL)
        if weakened < 12000:
            assert game.power(COLONEL) == 12000 - weakened, anti
        else:
            assert game.zone_of(COLONEL) == Zone.ENER
        game = table(source.format(lrig=TAMA4))  # a white LRIG
        game.attack(CALIBURN)
        assert game.zone_of(anti) == Zone.ENER
        assert game.power(COLONEL) == 12000, anti


@encodes("WX14-044")
def test_zekofun_rises_from_a_mill_and_its_burst_salvages_a_colored_signi(table: Table) -> None:
    zekofun = "Code Anti Zekofun"
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA4}
            lrig_deck: ["Ancient Surprise"]
            ener: ["{KOONI}", "{IRON}", "{IRON}"]
            deck: ["{zekofun}", {", ".join([f'"{SC}"'] * 8)}]
    """)
    game.use("Ancient Surprise")
    game.mode(0)
    game.accept()
    game.into(0)
    assert game.zone_of(zekofun) == Zone.SIGNI
    burst = table.life_burst(
        zekofun,
        f"{{deck: ['Servant O', '{SC}', '{IRON}', '{SC}'], trash: ['Servant O']}}",
        classic=True,
    )
    burst.burst()
    assert burst.options() == [f"choose {SC}", f"choose {IRON}"]
    burst.choose(IRON)
    assert burst.names(0, Zone.HAND) == [IRON]


@encodes("WX14-067")
def test_ukiwa_puts_a_card_from_the_hand_into_the_ener_zone_when_attacking(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - signi: ["Ukiwa, First Play"]
            hand: ["{SC}", "{IRON}"]
          - life: ["{SC}"]
    """)
    game.attack("Ukiwa, First Play")
    game.accept()
    game.choose(IRON)
    assert game.names(0, Zone.ENER) == [IRON]


@encodes("WX14-013", "WX14-010")
def test_two_color_lrigs_draw_and_discard_when_attacking_with_both_colors(table: Table) -> None:
    for stack, lrig, colors in (
        (["Code Piruluk", "Code Piruluk K"], "Code Piruluk Pi", [SC, KOONI]),
        (["Yuzuki-Zero", "Yuzuki-One, the Flame"], "Yuzuki-Two, the Convicted", [IRON, SWALLOW]),
    ):
        source = f"""
            format: classic
            phase: attack
            players:
              - lrig: {[*stack, lrig]}
                signi: {{signi}}
                hand: ["{PROCYON}"]
                deck: ["{SIRIUS}", "{SIRIUS}"]
              - life: ["{SC}", "{SC}"]
        """
        game = table(source.format(signi=colors))
        game.act(ActionKind.END_STEP)  # no SIGNI attacks: the LRIG attack step
        game.attack(lrig)
        game.discard(PROCYON)
        assert game.names(0, Zone.HAND) == [SIRIUS], lrig
        game = table(source.format(signi=colors[:1]))
        game.act(ActionKind.END_STEP)
        game.attack(lrig)
        assert game.names(0, Zone.HAND) == [PROCYON], lrig


@encodes("WX14-073", "WX14-077")
def test_code_arts_hmf_and_dmf_grow_with_a_spell_in_the_trash(table: Table) -> None:
    source = """
        format: classic
        players:
          - hand: ["Code Art †HMF†"]
            signi: ["Code Art †DMF†"]
            trash: {trash}
          - signi: ["{sirius}"]
    """
    game = table(source.format(trash=["FREEZE", "FREEZE", "FREEZE"], sirius=SIRIUS))
    assert game.power("Code Art †DMF†") == 5000
    game.play("Code Art †HMF†", 1)
    assert game.power("Code Art †HMF†") == 8000
    assert game.power(SIRIUS) == 4000
    game = table(source.format(trash=["FREEZE", "FREEZE"], sirius=SIRIUS))
    game.play("Code Art †HMF†", 1)
    assert game.power(SIRIUS) == 7000
    game = table(source.format(trash=[], sirius=SIRIUS))
    game.play("Code Art †HMF†", 1)
    assert game.power("Code Art †HMF†") == 5000
    assert game.power("Code Art †DMF†") == 2000


@encodes("WX14-079")
def test_ice_finger_banishes_and_draws_two(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Ice Finger"]
            ener: ["{KOONI}", "{SC}", "{IRON}"]
            deck: ["{SIRIUS}", "{SIRIUS}", "{SC}"]
          - signi: ["{CALIBURN}"]
    """)
    game.use("Ice Finger")
    assert game.zone_of(CALIBURN) == Zone.ENER
    assert game.names(0, Zone.HAND) == [SIRIUS, SIRIUS]


@encodes("WX14-022")
def test_crisis_chance_helps_with_what_is_missing(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig_deck: ["Crisis Chance"]
            trash: ["{SIRIUS}"]
            deck: ["{SC}", "{IRON}", "{PROCYON}"]
    """)
    game.pass_until(lambda g: any("Crisis Chance" in option for option in g.options()))
    game.use("Crisis Chance")
    game.pass_until(lambda g: g.count(0, Zone.SIGNI) == 1 or g.decision == DecisionKind.MAIN)
    assert game.names(0, Zone.ENER) == [SC, IRON]
    assert game.zone_of(SIRIUS) == Zone.SIGNI


@encodes("WX14-039")
def test_silicon_draws_when_the_opponent_has_a_spell_in_the_trash(table: Table) -> None:
    for trash, drawn in ((["FREEZE"], 1), ([SC], 0)):
        game = table(f"""
            format: classic
            players:
              - lrig: {MILULUN}
                hand: ["Silicon, Natural Source"]
                deck: ["{SC}"]
              - trash: {trash}
        """)
        game.play("Silicon, Natural Source", 0)
        assert game.count(0, Zone.HAND) == drawn


@encodes("WX14-043")
def test_tonbi_adds_a_revealed_sky_beast(table: Table) -> None:
    for top, added in ((SWALLOW, True), (SC, False)):
        game = table(f"""
            format: classic
            players:
              - hand: ["Tonbi, Phantom Beast"]
                deck: ["{top}", "{IRON}"]
        """)
        game.play("Tonbi, Phantom Beast", 0)
        assert (game.names(0, Zone.HAND) == [top]) is added
    burst = table.life_burst("Tonbi, Phantom Beast", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX14-051")
def test_ninteke_ups_an_arm_when_banished(table: Table) -> None:
    game = table(f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - signi: ["Ninteke, Large Fist", "{FLAMBER} (downed)"]
          - signi: ["Colonel Flathro, Crossbow Flame"]
            lrig: {HANAYO4}
    """)
    game.attack("Colonel Flathro, Crossbow Flame")
    assert game.zone_of("Ninteke, Large Fist") == Zone.ENER
    assert not game.game.downed[game.card(FLAMBER)]


@encodes("WX14-055")
def test_molga_downs_an_ore_to_banish_a_big_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["Molga, Natural Stone", "{IRON}", "{FLAMBER}"]
          - signi: ["{CALIBURN}"]
    """)
    game.action("Molga, Natural Stone")
    assert game.game.downed[game.card(IRON)] and not game.game.downed[game.card(FLAMBER)]
    assert game.zone_of(CALIBURN) == Zone.ENER


@encodes("WX14-056")
def test_dahaka_damages_its_player(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {YUZUKI}
            hand: ["Dahaka, Phantom Dragon"]
            life: ["{SC}", "{IRON}"]
    """)
    game.play("Dahaka, Phantom Dragon", 0)
    assert game.count(0, Zone.LIFE) == 1


@encodes("WX14-CB03")
def test_serval_lances_against_big_lrigs_and_ups_against_a_level_five(table: Table) -> None:
    serval = "Serval, Phantom Beast"
    source = f"""
        format: classic
        phase: attack
        players:
          - signi: ["{serval}"]
            hand: ["{SWALLOW}"]
          - lrig: {{lrig}}
            life: ["{SC}", "{SC}"]
    """
    game = table(source.format(lrig=HANAYO))
    assert not game.has_keyword(game.card(serval), KW.LANCER)
    game = table(source.format(lrig=HANAYO5))
    assert game.has_keyword(game.card(serval), KW.LANCER)
    game.attack(serval)
    game.accept()
    assert game.zone_of(SWALLOW) == Zone.TRASH
    assert not game.game.downed[game.card(serval)]
    burst = table.life_burst(serval, f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX14-CB04")
def test_kitakitsune_powers_beasts_and_draws_beside_a_big_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - signi: ["Kitakitsune, Phantom Beast", "{SWALLOW}", "{FLAMBER}"]
            deck: ["{SC}"]
          - life: ["{SC}", "{SC}"]
    """)
    game.attack("Kitakitsune, Phantom Beast")
    game.pass_until(lambda g: g.power(SWALLOW) == 6000)
    assert game.power(FLAMBER) == 7000
    assert game.count(0, Zone.HAND) == 0  # no SIGNI of 10000 power when it attacked
    game = table(f"""
        format: classic
        phase: attack
        players:
          - signi: ["Kitakitsune, Phantom Beast", "{CALIBURN}"]
            deck: ["{SC}"]
          - life: ["{SC}", "{SC}"]
    """)
    game.attack("Kitakitsune, Phantom Beast")
    game.pass_until(lambda g: g.count(0, Zone.HAND) == 1)


@encodes("WX14-CB05")
def test_okapi_grows_with_the_lrig_and_leaves_when_a_life_cloth_is_crushed(table: Table) -> None:
    okapi = "Okapi, Phantom Beast"
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO}
            signi: ["{okapi}"]
    """)
    assert game.power(okapi) == 8000
    assert not game.has_keyword(game.card(okapi), KW.LANCER)
    game = table(f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - lrig: {[*MIDORIKO, "Midoriko, Feminine Girl Type Three"]}
            signi: [null, "{okapi}"]
            life: ["{SC}", "{SC}"]
          - signi: ["{FLAMBER}"]
    """)
    assert game.power(okapi) == 11000
    game.attack(FLAMBER)
    game.pass_until(lambda g: g.count(0, Zone.LIFE) == 1)
    assert game.zone_of(okapi) == Zone.ENER


@encodes("WX14-CB02")
def test_akatsuki_protects_sun_and_trades_a_downed_arm_for_a_bounce(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4}
            signi: ["Akatsuki", "Sun", "{FLAMBER}"]
          - signi: [null, "{CALIBURN}"]
            life: ["{SC}"]
    """)
    game.attack("Akatsuki")
    game.accept()
    game.choose(FLAMBER)
    assert game.game.downed[game.card(FLAMBER)]
    assert game.zone_of(CALIBURN) == Zone.HAND
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {TAMA4}
            signi: ["Akatsuki", "Sun"]
          - lrig: {HANAYO4}
            signi: ["Tin'o, Natural Stone"]
            ener: ["{IRON}"]
    """)
    game.action("Tin'o, Natural Stone")
    game.pass_until(lambda g: g.options() == ["choose Sun"] or g.decision == DecisionKind.MAIN)
    assert game.zone_of("Sun") == Zone.SIGNI
    burst = table.life_burst("Akatsuki", "deck: ['Sun', 'Akatsuki', 'Sun']", classic=True)
    burst.burst()
    burst.choose("Sun", "Akatsuki")
    assert sorted(burst.names(0, Zone.HAND)) == ["Akatsuki", "Sun"]


TROUBLE = [*HANARE[:3], "Hanare, Dark One of Causing Trouble", "Hanare, Dark One of Salvation"]


@encodes("WX14-020")
def test_hanare_of_causing_trouble_revives_a_poison_fang_when_exceeded(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TROUBLE}
            signi: ["{LUCBOR} (downed)"]
            trash: ["Zwei=Zohi", "Drei=Agrippina"]
    """)
    game.choose("Drei=Agrippina")  # Salvation's, as the main phase began
    game.into(1)
    game.act(ActionKind.USE_ACTION, "Hanare, Dark One of Salvation", b=1)  # [Exceed 1]
    game.choose("Hanare, Dark One of Causing Trouble")
    game.pass_until(lambda g: g.zone_of("Zwei=Zohi") == Zone.SIGNI)


ANN = [
    "Anne, Locus of Miracles",
    "Anne=First, Creation of the Imagination",
    "Anne=Second, Value of Excess Knowledge",
    "Anne=Third, Trusting Oracle",
]
MOUTH = "⁑Mouth⁑, Holy Shield of Truth"  # white <Beautiful Technique>, level 3
AMECO = "Ameco, Generous Light and Dark"  # green <Beautiful Technique>, level 2
ORIGAMI = "Origami, Uniform Requirements"  # green <Beautiful Technique>, level 1


@encodes("WX14-024")
def test_mouth_is_stronger_beside_two_green_beautiful_techniques(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {ANN}
            signi: {{signi}}
    """
    assert table(source.format(signi=[MOUTH, AMECO, ORIGAMI])).power(MOUTH) == 12000
    assert table(source.format(signi=[MOUTH, AMECO, SWALLOW])).power(MOUTH) == 7000


@encodes("WX14-024")
def test_mouth_bounces_when_a_beautiful_technique_enters_from_elsewhere(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ANN}
            hand: ["{MOUTH}"]
            ener: ["{PROCYON}"]
          - signi: ["{FLAMBER}"]
    """)
    game.play(MOUTH, 0)  # from the hand: no trigger
    assert game.zone_of(FLAMBER) == Zone.SIGNI and game.decision == DecisionKind.MAIN
    burst = table.life_burst(
        MOUTH, f"{{lrig: {ANN}, deck: ['{MOUTH}', '{SC}'], ener: ['{PROCYON}']}}", classic=True
    )
    burst.burst()
    burst.choose(MOUTH)
    burst.mode(2)  # onto the field
    burst.pass_until(lambda g: g.options()[:1] == ["accept"])
    burst.accept()  # pay white: return the attacker
    burst.pay(PROCYON)
    assert burst.count(1, Zone.HAND) == 1 and burst.zone_of(PROCYON) == Zone.TRASH


@encodes("WX14-028")
def test_baobaboon_searches_a_big_signi_and_charges_from_the_hand(table: Table) -> None:
    baobaboon = "Baobaboon, Natural Plant Flower Princess"
    dragon = "Bahamut, Phantom Dragon Deity Princess"  # red, level 5
    game = table(f"""
        format: classic
        players:
          - lrig: {[*MIDORIKO, "Midoriko, Sowing Girl Type Three", "Midoriko, Type Five"]}
            hand: ["{baobaboon}"]
            deck: ["{baobaboon}", "{dragon}", "{CALIBURN}", "{SC}"]
    """)
    game.play(baobaboon, 0)
    assert game.options() == [f"choose {dragon}", "choose no more"]  # not green, level five
    game.choose(dragon)
    assert game.names(0, Zone.HAND) == [dragon]
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {MIDORIKO}
            hand: ["{baobaboon}"]
            deck: ["{SC}", "{SC}"]
    """)
    game.pass_until(lambda g: g.can(ActionKind.USE_ACTION, baobaboon))
    game.act(ActionKind.USE_ACTION, baobaboon)
    assert game.count(0, Zone.REMOVED) == 1 and game.count(0, Zone.ENER) == 1
    burst = table.life_burst(
        baobaboon, f"deck: ['{SWALLOW}', '{HAETORI}', '{IRON}', '{SC}']", classic=True
    )
    burst.burst()
    burst.choose(SWALLOW, IRON)
    burst.pass_until(lambda g: g.decision != DecisionKind.CHOOSE)
    assert SWALLOW in burst.names(0, Zone.ENER) and IRON in burst.names(0, Zone.ENER)


ARCGAIN = "†Arcgain†, Archangel of a Thousand Sufferings"
ANGEL = "Sarie, Improvement of Historical Fact"  # white <Angel>, level 1
HANIEL = "†Haniel†, Death's Shadow of Seeking"  # black <Angel>, level 1


@encodes("WX14-031")
def test_arcgain_revives_an_angel_and_banishes_one_to_weaken_twice(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["{ARCGAIN}"]
            ener: ["{KOONI}", "{KOONI}", "{COSMO}"]
            trash: ["{ANGEL}"]
          - lrig: {HANAYO4}
            signi: ["{COLONEL}", "{CALIBURN}"]
    """)
    game.play(ARCGAIN, 0)
    game.accept()
    game.pay(KOONI, KOONI)
    game.into(1)
    assert game.zone_of(ANGEL) == Zone.SIGNI
    game.action(ARCGAIN)
    game.choose(COLONEL)  # "if you did": --3000
    game.choose(COLONEL)  # and an <Angel> was banished: --3000
    assert game.zone_of(ANGEL) == Zone.ENER
    assert game.power(COLONEL) == 6000
    assert not game.can(ActionKind.USE_ACTION, ARCGAIN)  # once per turn
    burst = table.life_burst(ARCGAIN, f"trash: ['{FLAMBER}', '{KOONI}', '{IRON}']", classic=True)
    burst.burst()
    burst.pass_until(lambda g: g.decision != DecisionKind.TARGET)
    assert sorted(burst.names(0, Zone.HAND)) == [FLAMBER, KOONI]


@encodes("WX14-012")
def test_flame_army_struggle_discards_two_to_call_two_flathro(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["Flame Army Struggle"]
            hand: {{hand}}
            deck: ["{CORPORAL}", "{SC}", "{SERGEANT}"]
    """
    game = table(source.format(hand=[SC, IRON]))
    game.use("Flame Army Struggle")
    game.discard(SC)  # and Iron
    game.choose(CORPORAL, SERGEANT)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.count(0, Zone.SIGNI) == 2 and game.count(0, Zone.TRASH) == 2
    game = table(source.format(hand=[IRON]))  # one card: no two discarded
    game.use("Flame Army Struggle")
    assert game.count(0, Zone.SIGNI) == 0 and game.zone_of(IRON) == Zone.TRASH


@encodes("WX14-050", "WX14-052", "WX14-053")
def test_code_mazes_dodge_an_attacker_and_grow_when_moved(table: Table) -> None:
    for maze, printed in (
        ("Code Maze Reihai", 8000),
        ("Code Maze Shingyo", 5000),
        ("Code Maze Tessaku", 2000),
    ):
        game = table(f"""
            format: classic
            turn_player: 1
            phase: attack
            players:
              - lrig: {IONA4}
                signi: [null, "{maze}"]
                life: ["{SC}", "{SC}"]
              - lrig: {HANAYO4}
                signi: [null, "{COLONEL}"]
        """)
        game.attack(COLONEL)
        game.accept()
        game.into(0)
        assert game.names(0, Zone.SIGNI)[0] == maze
        assert game.power(maze) == printed + 3000, maze
        assert game.zone_of(maze) == Zone.SIGNI  # no battle: the zone in front was empty


@encodes("WX14-021")
def test_curse_of_spell_excludes_spells_and_banishes_after_three(table: Table) -> None:
    for spells, banished in (
        (["FREEZE", "FREEZE", "THREE OUT"], True),
        (["FREEZE", "FREEZE"], False),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {IONA4}
                lrig_deck: ["Curse of Spell"]
                ener: ["{KOONI}"]
              - signi: ["{FLAMBER}"]
                trash: {[*spells, SC]}
        """)
        game.use("Curse of Spell")
        assert game.count(1, Zone.REMOVED) == len(spells)
        assert game.names(1, Zone.TRASH) == [SC]
        assert (game.zone_of(FLAMBER) == Zone.ENER) is banished


@encodes("WX14-041")
def test_cobra_discards_a_dragon_to_trash_an_ener_or_to_charge_dragons(table: Table) -> None:
    cobra = "Cobra, Phantom Dragon"
    red = "Tyranno, Phantom Dragon"  # red <Dragon Beast>
    green = "#Kinobori#, Phantom Dragon"  # green <Dragon Beast>
    game = table(f"""
        format: classic
        players:
          - lrig: {[*YUZUKI, "Yuzuki-Three"]}
            hand: ["{cobra}", "{red}", "{green}"]
            deck: ["{green}", "{SC}", "{IRON}"]
          - ener: ["{IRON}", "{SC}", "{FLAMBER}"]
    """)
    game.play(cobra, 0)
    game.first()  # the red one first
    game.accept()
    game.choose(SC)  # the opponent's choice
    game.accept()
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.names(1, Zone.TRASH) == [SC]
    assert game.names(0, Zone.TRASH) == [red, green]
    assert game.names(0, Zone.ENER) == [green]  # the revealed <Dragon Beast>
    assert game.names(0, Zone.DECK)[-1] == SC  # the rest back on top
    burst = table.life_burst(cobra, f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert SC in burst.names(0, Zone.ENER)


WASLI = "Wasli, Third Play"
AIYAI = ["Aiyai★Bet", "Aiyai★Club", "Aiyai★Dia", "Aiyai★Heart"]


@encodes("WX14-029")
def test_wasli_trades_itself_for_an_ener_signi_and_returns_to_the_ener_zone(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {AIYAI}
            signi: ["{WASLI}"]
            hand: ["Presentation"]
            ener: ["{SWALLOW}", "{HAETORI}"]
            deck: ["{SC}", "{SC}"]
    """)
    game.use("Presentation")
    game.choose(SWALLOW)  # from the Ener Zone to the hand: Wasli's trigger
    game.pass_until(lambda g: g.options()[:1] == ["accept"])
    game.accept()  # banish Wasli
    game.accept()  # and put a SIGNI of the Ener Zone onto the field
    game.pass_until(lambda g: g.zone_of(HAETORI) == Zone.SIGNI or g.decision == DecisionKind.MAIN)
    assert game.zone_of(WASLI) == Zone.ENER
    assert game.zone_of(HAETORI) == Zone.SIGNI and game.game.downed[game.card(HAETORI)]
    for lrig, returned in ((AIYAI, True), (TAMA, False)):
        game = table(f"""
            format: classic
            players:
              - lrig: {lrig}
                hand: ["THREE OUT", "{WASLI}"]
                ener: ["{SC}"]
                deck: ["{IRON}", "{IRON}", "{IRON}"]
        """)
        game.use("THREE OUT")
        game.discard(WASLI)
        assert (game.zone_of(WASLI) == Zone.ENER) is returned
    for top, drawn in (("Kamikabuto, First Play", 1), (SC, 0)):
        burst = table.life_burst(WASLI, f"deck: ['{top}', '{IRON}']", classic=True)
        burst.burst()
        assert burst.count(0, Zone.HAND) == drawn


@encodes("WX14-047")
def test_archold_trades_an_angel_for_a_signi_of_its_color(table: Table) -> None:
    archold = "†Archold†, Spurting Shadow of the Future"
    game = table(f"""
        format: classic
        players:
          - signi: ["{archold}", "{HANIEL}"]
            deck: ["{archold}", "{PROCYON}", "{COSMO}", "{KOONI}"]
    """)
    game.action(archold)
    options = game.options()
    assert f"choose {PROCYON}" not in options and f"choose {archold}" not in options
    game.choose(COSMO)
    assert game.zone_of(COSMO) == Zone.HAND and game.zone_of(HANIEL) == Zone.TRASH
    assert game.downed[game.card(archold, zone=Zone.SIGNI)]


@encodes("WX14-004")
def test_flaming_dragon_poisonous_snake_chooses_two_of_four(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["Flaming Dragon, Poisonous Snake"]
            ener: ["{IRON}", "{IRON}", "{KOONI}", "{SC}", "{SC}"]
            trash: ["{SWALLOW}", "{PROCYON}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", "{SIRIUS}"]
    """
    game = table(source)
    game.use("Flaming Dragon, Poisonous Snake")
    game.pay()
    game.mode(1)  # all of 7000 or less: Flamber and Sirius
    game.mode(3)
    game.choose(SWALLOW, PROCYON)
    assert game.names(1, Zone.SIGNI) == ["", CALIBURN, ""]
    assert game.names(0, Zone.HAND) == [SWALLOW, PROCYON]
    bahamut = "Bahamut, Phantom Dragon Deity Princess"  # [Assassin], [Double Crush]
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["Flaming Dragon, Poisonous Snake"]
            ener: ["{IRON}", "{IRON}", "{KOONI}", "{SC}", "{SC}"]
          - lrig: {[*TAMA, "Tamayorihime, Sky Miko", "Tamayorihime Five, the Flame"]}
            signi: ["{bahamut}", "{CALIBURN}", "{FLAMBER}"]
    """)
    game.use("Flaming Dragon, Poisonous Snake")
    game.pay()
    game.mode(0)
    game.mode(2)
    game.choose(CALIBURN)
    game.done()
    assert game.zone_of(bahamut) == Zone.ENER and game.power(CALIBURN) == 2000
    assert game.power(FLAMBER) == 7000


@encodes("WX14-038")
def test_sodium_discards_a_cheap_spell_from_the_opponents_hand(table: Table) -> None:
    sodium = "Sodium, Natural Source"
    game = table(f"""
        format: classic
        players:
          - lrig: {MILULUN}
            hand: ["{sodium}"]
          - hand: ["TORNADO", "MAGIC HAND", "Spinning Knowledge", "{IRON}"]
    """)
    game.play(sodium)
    options = game.options()
    assert "choose TORNADO" not in options and f"choose {IRON}" not in options
    game.choose("Spinning Knowledge")
    assert game.zone_of("Spinning Knowledge") == Zone.TRASH and game.count(1, Zone.HAND) == 3


@pytest.mark.parametrize(
    ("name", "power", "base"),
    [("Nayohagi, Water Phantom", 15000, 10000), ("Tsunodashi, Water Phantom", 12000, 8000)],
)
@encodes("WX14-060", "WX14-061")
def test_nayohagi_and_tsunodashi_hold_in_the_opponents_turn_with_six_cards(
    table: Table, name: str, power: int, base: int
) -> None:
    source = f"""
        format: classic
        turn_player: {{turn}}
        players:
          - lrig: {TAMA4}
            signi: ["{name}", ~, ~]
            hand: {[SC] * 6}
          - lrig: {HANAYO4}
            hand: ["Flame Ball, Falling Star"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
    """
    game = table(source.format(turn=0))
    assert game.power(name) == base
    game = table(source.format(turn=1))
    assert game.power(name) == power
    game.use("Flame Ball, Falling Star")
    assert game.zone_of(name) == Zone.SIGNI  # it cannot be chosen
    game = table(source.format(turn=1).replace(f"{[SC] * 6}", f"{[SC] * 5}"))
    assert game.power(name) == base
    game.use("Flame Ball, Falling Star")
    assert game.zone_of(name) == Zone.ENER


@encodes("WX14-034")
def test_merli_keeps_beautiful_technique_signi_unaffected_under_a_small_lrig(
    table: Table,
) -> None:
    source = f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {{lrig}}
            signi: ["⁑Merli⁑, Deluge of Water Currents", "{ORIGAMI}", ~]
          - lrig: {HANAYO4}
            hand: ["Flame Ball, Falling Star"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
    """
    game = table(source.format(lrig=ANN[:3]))
    game.use("Flame Ball, Falling Star")
    assert game.count(0, Zone.SIGNI) == 2  # neither can be chosen
    game = table(source.format(lrig=ANN))
    game.use("Flame Ball, Falling Star")
    game.target(ORIGAMI)
    assert game.zone_of(ORIGAMI) == Zone.ENER


@encodes("WX14-CB01")
def test_sun_keeps_weapons_from_signi_effects_charges_when_downed_and_searches(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {TAMA4}
            signi: ["Sun", "Derrin, Small Gun", ~]
          - lrig: ["Myuu=Hatch", "Myuu=Larva", "Myuu=Pupa", "Myuu=Emerge"]
            hand: ["Monchou, Phantom Insect"]
    """)
    game.play("Monchou, Phantom Insect", 0)  # the <Weapon> Derrin cannot be chosen
    assert game.power("Derrin, Small Gun") == 3000 and game.power("Sun") == 8000 - 1000
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Sun"]
            ener: ["{FLAMBER}"]
            deck: ["{SC}", "Akatsuki", "{SC}"]
    """)
    game.play("Sun", 0)
    game.accept()
    game.choose("Akatsuki")
    assert game.names(0, Zone.HAND) == ["Akatsuki"]
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["Sun", ~, ~]
            deck: ["{SC}", "{SC}"]
          - signi: ["{FLAMBER}", ~, ~]
            life: ["{SC}"]
    """)
    game.end_main()
    game.attack("Sun")  # downed by the attack, not by an effect
    assert game.count(0, Zone.ENER) == 0
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Don't Move"]
            ener: ["{SC}", "{SC}", "{SC}"]
          - lrig: {TAMA4}
            signi: ["Sun", ~, ~]
            deck: ["{SC}", "{SC}"]
    """)
    game.pass_until(lambda g: g.can(ActionKind.USE_ARTS, "Don't Move"))
    game.use("Don't Move")  # an ARTS downs Sun: an effect
    game.target("Sun")  # up to two: Sun is the one SIGNI
    assert game.game.downed[game.card("Sun")] and game.count(1, Zone.ENER) == 1


@encodes("WX14-042")
def test_hulahoop_trades_itself_at_the_end_of_turn_for_a_lrig_banish(table: Table) -> None:
    hulahoop = "Hulahoop, Third Play"
    aiyai = ["Aiyai★Bet", "Aiyai★Club", "Aiyai★Dia", "Aiyai★Heart"]
    game = table(f"""
        format: classic
        players:
          - lrig: {aiyai}
            signi: ["{hulahoop}", ~, ~]
            life: ["{KOONI}", "{KOONI}"]
          - signi: ["{CALIBURN}", "God Eater, Ultimate Sword", ~]
            lrig: {HANAYO4}
            life: ["{KOONI}", "{KOONI}"]
    """)
    assert game.power(hulahoop) == 7000
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()
    game.pass_until(lambda g: g.can(ActionKind.USE_ACTION, aiyai[-1]))
    game.action(aiyai[-1])  # 0 green: 12000 or more, God Eater the only target
    assert game.zone_of("God Eater, Ultimate Sword") == Zone.ENER


@encodes("WX14-005")
def test_sea_and_sky_chooses_up_to_two_of_four(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Sea and Sky Becoming One Blue"]
            ener: ["{SC}", "{SWALLOW}", "{KOONI}", "{IRON}", "{FLAMBER}"]
            deck: ["{SC}", "{SC}", "{KOONI}", "{KOONI}", "{SC}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", ~]
    """)
    game.use("Sea and Sky Becoming One Blue")
    game.pay(SC, SWALLOW, KOONI, IRON)
    game.mode(0)
    game.mode(2)
    game.target(FLAMBER, CALIBURN)
    assert game.downed[game.card(FLAMBER, 1)] and game.downed[game.card(CALIBURN, 1)]
    assert sorted(game.names(0, Zone.ENER)) == sorted([FLAMBER, SC, SC])


@encodes("WX14-062")
def test_star_arrow_discards_at_random_draws_and_searches_a_signi_and_a_spell(
    table: Table,
) -> None:
    milulun = ["Mirurun Nought", "Mirurun Nano", "Mirurun Pico", "Mirurun Femto"]
    game = table(f"""
        format: classic
        players:
          - lrig: {milulun}
            hand: ["STAR ARROW"]
            ener: ["{SC}", "{SC}", "{KOONI}"]
            deck: ["{KOONI}", "{FLAMBER}", "EAT STAR", "{SC}"]
          - hand: ["{CALIBURN}"]
    """)
    game.use("STAR ARROW")
    game.choose(FLAMBER)
    game.choose("EAT STAR")
    assert game.zone_of(CALIBURN, 1) == Zone.TRASH
    assert sorted(game.names(0, Zone.HAND)) == sorted([KOONI, FLAMBER, "EAT STAR"])


@encodes("WX14-076")
def test_mosquito_marks_an_opposing_signi_from_their_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["Myuu=Imago"]
            signi: ["Mosquito, Phantom Insect"]
          - signi: ["{COSMO}"]
            trash: ["{PROCYON}", "{SIRIUS}"]
    """)
    game.action("Mosquito, Phantom Insect")
    game.choose(SIRIUS)
    assert game.zone_of(SIRIUS) == Zone.UNDER
    assert game.game.charm_of(game.card(COSMO)) == game.card(SIRIUS)


FLAME5 = "Hanayo-Five, the Flame"


@encodes("WX14-009")
def test_hanayo_five_the_flame_grows_cheaper_for_every_seven_flathro(table: Table) -> None:
    for flathro, cost in ((6, 3), (7, 2), (14, 1)):
        game = table(f"""
            format: classic
            phase: grow
            players:
              - lrig: {HANAYO4}
                lrig_deck: ["{FLAME5}"]
                trash: {[CORPORAL] * flathro + [IRON] * 7!s}
        """)
        assert sum(game.grow_cost(game.card(FLAME5))) == cost


@encodes("WX14-009")
def test_hanayo_five_the_flame_replaces_a_leaving_flathro_and_returns_them(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*HANAYO4, FLAME5]}
            signi: ["{COLONEL}"]
            hand: ["{SERGEANT}", "{IRON}"]
            trash: ["{CORPORAL}"]
    """)
    game.game.vanish(game.card(COLONEL))
    game.play(IRON, 1)  # the game settles first: a lower-level Flathro from the hand
    game.accept()
    game.into(0)
    assert game.zone_of(SERGEANT) == Zone.SIGNI and game.game.downed[game.card(SERGEANT)]
    game.action(FLAME5)  # [Exceed 1], twice a turn: a Flathro SIGNI back from the trash
    game.choose("Hanayo-Zero")  # the card under it put into the LRIG trash
    assert game.names(0, Zone.HAND) == [CORPORAL]


MCMR = "Code Love Heart †MCMR†"
PIRULUK5 = [
    "Code Piruluk",
    "Code Piruluk K",
    "Code Piruluk M",
    "Code Piruluk G",
    "Code Piruluk Sigma",
    "Code Piruluk APEX",
]
JV = "Code Art JV"  # blue <Electric Machine>, level 2
DRS = "Code Art DRS"  # blue <Electric Machine>, level 3
ASM = "Code Art ASM"  # blue <Electric Machine>, level 4


@encodes("WX14-030")
def test_mcmr_shuffles_four_levels_back_and_banishes_or_brings_back_a_machine(
    table: Table,
) -> None:
    for mode in (0, 2):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {PIRULUK5}
                signi: ["{MCMR}", ~, ~]
                trash: ["{SC}", "{JV}", "{DRS}", "{ASM}", "Servant O", "{ASM}"]
              - signi: ["{CALIBURN}", ~, ~]
        """)
        game.action(MCMR)
        game.target(SC, JV, DRS)  # then the level four (the colorless Servant is no choice)
        game.mode(mode)
        assert game.count(0, Zone.TRASH) == 2
        if mode == 0:  # the only target
            assert game.zone_of(CALIBURN, 1) == Zone.ENER
        else:
            game.into(1)
            assert game.names(0, Zone.SIGNI)[1] == ASM and game.count(0, Zone.TRASH) == 1


@encodes("WX14-030")
def test_mcmr_cancels_the_opponents_spell_at_its_cut_in(table: Table) -> None:
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {PIRULUK5}
            signi: ["{MCMR}", ~, ~]
            trash: ["{SC}", "{JV}", "{DRS}", "{ASM}"]
          - lrig: {PIRULUK5[:4]}
            hand: ["Overflowing Knowledge"]
            ener: ["{SC}", "{SC}", "{SC}"]
    """)
    game.use("Overflowing Knowledge")
    game.pay()
    game.action(MCMR)
    game.target(SC, JV, DRS)  # then the level four, the last
    game.mode(1)  # cancel its effect: no draw of three
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.count(1, Zone.HAND) == 0 and game.count(0, Zone.TRASH) == 0


@encodes("WX14-030")
def test_mcmr_does_nothing_without_four_levels_to_shuffle(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {PIRULUK5}
            signi: ["{MCMR}", ~, ~]
            trash: ["{SC}", "{JV}", "{DRS}", "{DRS}"]
          - signi: ["{CALIBURN}", ~, ~]
    """)
    game.action(MCMR)
    assert game.count(0, Zone.TRASH) == 4 and game.zone_of(CALIBURN, 1) == Zone.SIGNI


@encodes("WX14-030")
def test_mcmr_burst_downs_and_freezes_a_lrig(table: Table) -> None:
    burst = table.life_burst(MCMR, "", classic=True)
    burst.burst()
    lrig = burst.game.center(1)
    assert burst.game.downed[lrig] and burst.game.frozen[lrig]


SARIE = "Sarie, Improvement of Historical Fact"  # white <Angel>, level 1


@encodes("WX14-075")
def test_haniel_stays_only_as_an_angel_is_revealed(table: Table) -> None:
    for hand, reveal in (([SARIE], True), ([SARIE], False), ([KOONI], True)):
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO}
                hand: ["{HANIEL}", "{hand[0]}"]
        """)
        game.play(HANIEL, 0)
        if hand == [SARIE]:
            game.accept() if reveal else game.decline()
        kept = hand == [SARIE] and reveal
        assert game.zone_of(HANIEL) == (Zone.SIGNI if kept else Zone.TRASH)
        assert game.names(0, Zone.HAND) == hand


MICHAEL = "†Michael†, Abolished Harmony of Reconciliation"


@encodes("WX14-072")
def test_michael_reveals_an_angel_to_trash_one_from_the_deck_or_goes_itself(
    table: Table,
) -> None:
    for hand, mode in (([SARIE], 0), ([SARIE], 1), ([KOONI], None)):
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO}
                hand: ["{MICHAEL}", "{hand[0]}"]
                deck: ["{KOONI}", "{HANIEL}", "{SC}"]
        """)
        game.play(MICHAEL, 0)
        if mode is not None:
            game.mode(mode)
        if mode == 0:  # the <Angel> revealed (the only one), <Angel> from the deck searched
            game.choose(HANIEL)
            assert game.zone_of(HANIEL) == Zone.TRASH and game.zone_of(MICHAEL) == Zone.SIGNI
            assert game.zone_of(SARIE) == Zone.HAND
        else:  # chose to, or could not reveal one
            assert game.zone_of(MICHAEL) == Zone.TRASH and game.zone_of(HANIEL) == Zone.DECK


@encodes("WX14-045")
def test_shahri_trashes_a_level_one_and_a_level_two_signi_for_one_of_theirs(
    table: Table,
) -> None:
    shahri = "Shahri, Five Nights of a Thousand Nights"
    ulith = [
        "Ulith, Enma",
        "Ulith, Burning Eye Enma",
        "Ulith, Enma of Crushing Hell",
        "Ulith, Enma of Eternal Hell",
    ]
    source = """
        format: classic
        players:
          - lrig: {lrig}
            signi: {signi}
            hand: ["{shahri}"]
          - signi: ["{iron}"]
    """

    def game(signi: list[str]) -> Play:
        return table(source.format(lrig=ulith, signi=signi, shahri=shahri, iron=IRON))

    # Two level 1 SIGNI do not pay it: it is not even offered.
    play = game([KOONI, KOONI])
    play.play(shahri)
    assert play.zone_of(IRON, 1) == Zone.SIGNI and play.count(0, Zone.TRASH) == 0
    play = game([KOONI, COSMO])
    play.play(shahri)
    play.accept()  # the one level 1 and the one level 2 SIGNI, the one target
    assert sorted(play.names(0, Zone.TRASH)) == sorted([KOONI, COSMO])
    assert play.zone_of(IRON, 1) == Zone.TRASH
    # Its Life Burst: a level 2 or less SIGNI of the trash to the hand or onto the field.
    burst = table.life_burst(shahri, f"trash: ['{COSMO}', '{CALIBURN}']", classic=True)
    burst.burst()  # Cosmo, the one SIGNI of level 2 or less: onto the field
    burst.mode(1)
    burst.into(0)
    assert burst.zone_of(COSMO, 0) == Zone.SIGNI


HARD = "Athle (HARD), Green Fourth Play"
NORMAL = "Athle (NORMAL), Green Second Play"
KENDAMA = "Kendama, First Play"  # green <Playground Equipment>, level 1, 3000
SHIGABOSU = "Shigabosu, Second Play"  # green <Playground Equipment>, level 2, 7000
KNOWLEDGE = "Overflowing Knowledge"  # a colorless spell, 3 colorless: draw three
PILLAR = "Roaring Fire Pillar"  # a red spell
PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]


def play_resona(game: Play, resona: str, zone: int = 0) -> None:
    """Player 0 plays `resona` from the LRIG deck into SIGNI zone `zone`, paying its play
    condition (the one cost that fits) with the first cards offered."""
    game.act(ActionKind.PLAY_RESONA, resona)
    while game.decision in (DecisionKind.DISCARD, DecisionKind.PAYMENT, DecisionKind.CHOOSE):
        game.first()
    if game.decision == DecisionKind.ZONE:
        game.into(zone)


@encodes("WX14-006A")
def test_athle_hard_charges_as_signi_attack_and_ups_the_equipment_that_banishes(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*AIYAI, "Aiyai★Spade"]}
            lrig_deck: ["{HARD}"]
            hand: ["{KENDAMA}"]
            ener: ["{SHIGABOSU}"]
            signi: ["{KENDAMA}", ~, ~]
            deck: ["{SC}", "{SC}", "{SC}", "{SC}", "{SC}"]
          - signi: ["{FLAMBER}", "{FLAMBER}", "{FLAMBER}"]
    """)
    # One from the hand, one from the Ener Zone and one from the field: three in all.
    play_resona(game, HARD, 1)
    if game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    assert game.zone_of(HARD) == Zone.SIGNI and game.count(0, Zone.HAND) == 0
    assert game.names(0, Zone.SIGNI) == ["", HARD, ""]
    ener = game.count(0, Zone.ENER)
    game.end_main()
    game.attack(HARD)  # banishes the SIGNI in front of it, and is upped
    game.pass_until(lambda g: g.current_player() == 0 and g.can(ActionKind.ATTACK, HARD))
    assert game.count(0, Zone.ENER) == ener + 1  # [Ener Charge 1] as it attacked
    assert not game.game.downed[game.card(HARD)]
    assert game.count(1, Zone.SIGNI) == 2


def athle_at_a_cut_in(table: Table) -> Play:
    """Player 1 uses Overflowing Knowledge in their main phase; player 0 plays Athle
    (NORMAL) at its cut-in for a <Playground Equipment> SIGNI of the hand and one of the
    field."""
    game = table(f"""
        format: classic
        turn: 4
        turn_player: 1
        players:
          - lrig: {AIYAI}
            lrig_deck: ["{NORMAL}"]
            hand: ["{KENDAMA}"]
            signi: ["{SHIGABOSU}", ~, ~]
            deck: ["{SC}", "{IRON}", "{PROCYON}", "{KOONI}"]
          - lrig: {PIRULUK}
            hand: ["{KNOWLEDGE}"]
            ener: ["{SC}", "{SC}", "{SC}"]
            trash: ["{CALIBURN}", "{FLAMBER}", "{KNOWLEDGE}", "{PILLAR}"]
            deck: ["{SC}", "{SC}", "{SC}", "{SC}", "{SC}"]
    """)
    assert not game.can(ActionKind.PLAY_RESONA, NORMAL)  # a spell cut-in only
    game.use(KNOWLEDGE)
    game.pay()
    play_resona(game, NORMAL)
    assert game.zone_of(NORMAL) == Zone.SIGNI
    assert game.count(0, Zone.HAND) == 0 and game.names(0, Zone.SIGNI) == [NORMAL, "", ""]
    return game


@encodes("WX14-006B")
def test_athle_normal_at_a_cut_in_charges_three(table: Table) -> None:
    game = athle_at_a_cut_in(table)
    game.mode(0)
    assert sorted(game.names(0, Zone.ENER)) == sorted([SC, IRON, PROCYON])


@encodes("WX14-006B")
def test_athle_normal_at_a_cut_in_excludes_a_signi_and_a_spell(table: Table) -> None:
    game = athle_at_a_cut_in(table)
    game.mode(1)
    game.target(CALIBURN, PILLAR)
    assert sorted(game.names(1, Zone.REMOVED)) == sorted([CALIBURN, PILLAR])
    assert game.zone_of(FLAMBER) == Zone.TRASH


SUIKALINE = "Suikaline, Natural Stone"


@encodes("WX14-026")
def test_suikaline_discards_an_ore_for_assassin_under_a_red_lrig(table: Table) -> None:
    for card, assassin in ((IRON, True), (SC, False)):
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO}
                hand: ["{SUIKALINE}", "{card}"]
        """)
        game.play(SUIKALINE)
        assert game.names(0, Zone.TRASH) == [card]
        assert game.game.has_keyword(game.card(SUIKALINE), KW.ASSASSIN) == assassin, card
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["{SUIKALINE}", "{IRON}"]
    """)
    game.play(SUIKALINE)
    assert not game.game.has_keyword(game.card(SUIKALINE), KW.ASSASSIN)  # a white LRIG


@encodes("WX14-026")
def test_suikaline_crushes_a_life_cloth_instead_of_being_banished_in_the_opponents_turn(
    table: Table,
) -> None:
    source = f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - signi: ["{SUIKALINE}"]
            life: {{life}}
          - signi: ["{CALIBURN}"]
    """
    game = table(source.format(life=[SC, SC]))
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, CALIBURN))
    game.attack(CALIBURN)  # 10000 against 10000: both would be banished
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()
    assert game.zone_of(SUIKALINE) == Zone.SIGNI and game.count(0, Zone.LIFE) == 1
    game = table(source.format(life=[]))
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, CALIBURN))
    game.attack(CALIBURN)  # no Life Cloth to crush instead
    game.pass_until(lambda g: g.game.zone[g.card(SUIKALINE)] != Zone.SIGNI)
    assert game.zone_of(SUIKALINE) == Zone.ENER


@encodes("WX14-026")
def test_suikaline_life_burst_draws_and_may_crush_a_life_cloth_for_another(
    table: Table,
) -> None:
    burst = table.life_burst(
        SUIKALINE, f'life: ["{SC}"]\ndeck: ["{IRON}", "{KOONI}"]', classic=True
    )
    burst.burst()
    burst.accept()  # crush the last Life Cloth: a second card
    assert sorted(burst.names(0, Zone.HAND)) == sorted([IRON, KOONI])
    assert burst.count(0, Zone.LIFE) == 0


@encodes("WX14-016")
def test_laborious_work_returns_a_signi_and_returns_for_a_discarded_technique(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ANN}
            lrig_deck: ["Laborious Work"]
            ener: ["{ORIGAMI}", "{ORIGAMI}", "Procyon, Natural Star"]
            hand: ["{AMECO}"]
          - signi: ["Iron, Natural Stone"]
    """)
    game.use("Laborious Work")
    game.accept()  # Encore: discard a <Beautiful Technique> SIGNI
    assert game.zone_of(AMECO) == Zone.TRASH
    assert game.zone_of("Iron, Natural Stone") == Zone.HAND
    assert game.zone_of("Laborious Work") == Zone.LRIG_DECK


@encodes("WX14-014")
def test_steel_spell_run_uses_an_opposing_spell_for_free_and_removes_it(table: Table) -> None:
    spell = "Encompassing Knowledge"  # colorless, two Ener: draw two cards
    game = table(f"""
        format: classic
        players:
          - lrig: {MILULUN}
            lrig_deck: ["Steel Spell Run"]
            ener: ["{SC}"]
            deck: ["{KOONI}", "{COSMO}", "{IRON}"]
          - trash: ["{spell}"]
    """)
    game.use("Steel Spell Run")
    # No Encore offered: the one blue Ener pays the use cost alone.
    game.choose(spell)
    assert sorted(game.names(0, Zone.HAND)) == [COSMO, KOONI]
    assert game.zone_of(spell) == Zone.REMOVED and game.count(0, Zone.ENER) == 0
    assert game.zone_of("Steel Spell Run") == Zone.LRIG_TRASH


@encodes("WX14-011")
def test_flame_gained_fire_lost_draws_four_and_removes_two_at_random(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {YUZUKI}
            lrig_deck: ["Flame Gained, Fire Lost"]
            ener: ["{IRON}"]
            deck: ["{KOONI}", "{COSMO}", "{SC}", "{SWALLOW}", "{FLAMBER}"]
    """)
    game.use("Flame Gained, Fire Lost")
    game.mode(0)
    assert game.count(0, Zone.HAND) == 2 and game.count(0, Zone.REMOVED) == 2


@encodes("WX14-011")
def test_flame_gained_fire_lost_banishes_and_the_opponent_draws_and_charges(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {YUZUKI}
            lrig_deck: ["Flame Gained, Fire Lost"]
            ener: ["{IRON}"]
          - signi: ["{FLAMBER}"]
            deck: ["{KOONI}", "{COSMO}"]
    """)
    game.use("Flame Gained, Fire Lost")
    game.mode(1)
    assert game.zone_of(FLAMBER) == Zone.ENER
    assert game.names(1, Zone.HAND) == [KOONI] and COSMO in game.names(1, Zone.ENER)
