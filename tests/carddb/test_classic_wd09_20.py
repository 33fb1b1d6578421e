"""Classic starter decks WD09 to WD20: the encoded cards play their abilities, in a classic
game (classic-2014-beginner-guide.txt). The cards these sets still lack are listed in the
handover notes with what each needs."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, DecisionKind, Zone
from deckcheck.engine.actions import ActionKind
from deckcheck.engine.continuous import Restriction
from tests.carddb.table import CLASSIC_FILLER, TAMA, Play, Table, encodes

SASHE = [
    "Sashe Nouvelle, Eternal Messenger",
    "Sashe Crois, Eternal Messenger",
    "Sashe Quartier, Eternal Messenger",
    "Sashe Moitié, Eternal Messenger",
]
SASHE4 = str([*SASHE, "Sashe Pleine, Eternal Messenger"])
MYUU = ["Myuu=Hatch", "Myuu=Larva", "Myuu=Pupa", "Myuu=Emerge"]
MYUU4 = str([*MYUU, "Myuu=Imago"])
AIYAI4 = str(["Aiyai★Bet", "Aiyai★Club", "Aiyai★Dia", "Aiyai★Heart", "Aiyai★Spade"])
YUZUKI = ["Yuzuki-Zero", "Yuzuki-One", "Yuzuki-Two"]
HANAYO3 = '["Hanayo-Zero", "Hanayo-One", "Hanayo-Two", "Hanayo-Three"]'
PROCYON = "Procyon, Natural Star"  # white, level 1, 3000
SIRIUS = "Sirius, Natural Star"  # white, level 2, 7000
BETELGEUSE = "Betelgeuse, Natural Star"  # white, level 3, 10000
KOONI = "Kooni, Symbol of Lesser Sin"  # black, level 1, 3000
COSMO = "Cosmo, Symbol of Immorality"  # black, level 2, 7000
IRON = "Iron, Natural Stone"  # red, level 1, 3000
SILVAN = "Silvan, Natural Stone"  # red, level 3, 10000
SC = "Code Art SC"  # blue, level 1, 3000
SWALLOW = "Swallow, Phantom Beast"  # green, level 1, 3000
KUKRI = "Kukri, Small Sword"  # white, level 1, 3000
VENUS = "Venus, White Natural Star"  # a level 2 RESONA


# ------------------------------------------------------------------ WD09 White Pray


@encodes("WD09-001")
def test_sashe_pleine_charges_for_a_resona_and_searches_a_space_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE4}
            deck: ["{PROCYON}", "Vega, Natural Star", "{KOONI}"]
    """)
    game.action("Sashe Pleine, Eternal Messenger")
    game.choose("Vega, Natural Star")
    assert game.names(0, Zone.HAND) == ["Vega, Natural Star"]
    venus = table(f"""
        format: classic
        players:
          - lrig: {SASHE4}
            lrig_deck: ["{VENUS}"]
            signi: ["{PROCYON}", "{SIRIUS}"]
            deck: ["{KOONI}", "{KOONI}"]
    """)
    venus.act(ActionKind.PLAY_RESONA, VENUS)
    venus.into(0)
    venus.first()  # its [On-Play] (no SIGNI to return) and the charge for a Resona
    assert venus.names(0, Zone.ENER) == [KOONI]


@encodes("WD09-006")
def test_romane_defense_stops_a_signi_then_discards(table: Table) -> None:
    game = table(
        f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {SASHE4}
            lrig_deck: ["Romane Defense"]
            hand: ["{KOONI}"]
            ener: ["{PROCYON}"]
          - signi: ["{IRON}"]
        """,
        skip_forced=False,
    )
    game.pass_until(lambda g: g.game.current_player() == 0 and g.can(g.ActionKind.USE_ARTS))
    game.use("Romane Defense")
    game.target(IRON)
    game.discard(KOONI)
    assert game.has_keyword(game.card(IRON, 1, Zone.SIGNI), KW.CANT_ATTACK)
    assert KOONI in game.names(0, Zone.TRASH) and game.count(0, Zone.HAND) == 0


@encodes("WD09-009")
def test_vega_puts_a_small_white_signi_onto_the_field(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE4}
            hand: ["Vega, Natural Star"]
            ener: ["{PROCYON}"]
            deck: ["{BETELGEUSE}", "{SIRIUS}", "{KOONI}"]
    """)
    game.play("Vega, Natural Star", 0)
    game.accept()
    game.choose(SIRIUS)
    game.into(1)
    assert game.zone_of(SIRIUS) == Zone.SIGNI
    assert game.power("Vega, Natural Star") == 12000
    burst = table.life_burst(
        "Vega, Natural Star",
        "opponent: {signi: ['Silvan, Natural Stone', ~, 'Kukri, Small Sword']}",
        classic=True,
    )
    burst.burst()
    burst.target(SILVAN)
    assert burst.names(1, Zone.HAND) == [SILVAN]


@encodes("WD09-009")
def test_vega_is_fifteen_thousand_with_a_resona(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE4}
            lrig_deck: ["{VENUS}"]
            signi: ["Vega, Natural Star"]
    """)
    assert game.power("Vega, Natural Star") == 12000
    game.game.move(game.card(VENUS), Zone.SIGNI, 1)
    assert game.power("Vega, Natural Star") == 15000


@encodes("WD09-011")
def test_altair_searches_vega(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE4}
            hand: ["Altair, Natural Star"]
            ener: ["{PROCYON}"]
            deck: ["{BETELGEUSE}", "Vega, Natural Star"]
    """)
    game.play("Altair, Natural Star", 0)
    game.accept()
    game.choose("Vega, Natural Star")
    assert game.names(0, Zone.HAND) == ["Vega, Natural Star"]
    burst = table.life_burst("Altair, Natural Star", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WD09-013", "WD09-015")
def test_deneb_and_polaris_add_the_top_card_of_the_declared_level(table: Table) -> None:
    for card in ("Deneb, Natural Star", "Polaris, Natural Star"):
        for declared, added in ((2, True), (3, False)):
            game = table(f"""
                format: classic
                players:
                  - lrig: {SASHE4}
                    hand: ["{card}"]
                    deck: ["{SIRIUS}", "{KOONI}"]
            """)
            game.play(card, 0)
            game.mode(declared)
            assert (game.names(0, Zone.HAND) == [SIRIUS]) == added, (card, declared)


@encodes("WD09-018")
def test_get_twinkle_searches_twice_with_a_resona(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {SASHE4}
            lrig_deck: ["{VENUS}"]
            hand: ["Get Twinkle"]
            ener: ["{PROCYON}"]
            deck: ["{SIRIUS}", "{BETELGEUSE}", "{KOONI}"]
    """
    game = table(source)
    game.use("Get Twinkle")
    game.choose(SIRIUS)
    assert game.names(0, Zone.HAND) == [SIRIUS]
    game = table(source)
    game.game.move(game.card(VENUS), Zone.SIGNI, 0)
    game.use("Get Twinkle")
    game.choose(SIRIUS)
    game.choose(BETELGEUSE)
    assert sorted(game.names(0, Zone.HAND)) == [BETELGEUSE, SIRIUS]
    burst = table.life_burst("Get Twinkle", f"deck: ['{KOONI}', '{SIRIUS}']", classic=True)
    burst.burst()
    burst.choose(SIRIUS)
    assert burst.names(0, Zone.HAND) == [SIRIUS]


# ------------------------------------------------------------------ WD11 Black Wanna


@encodes("WD11-001")
def test_myuu_imago_charges_for_a_resona_and_returns_an_insect(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MYUU4}
            lrig_deck: ["Yasudesu, Black Phantom Insect"]
            hand: ["Child Ant, Phantom Insect"]
            signi: ["Work Ant, Phantom Insect"]
            trash: ["{KOONI}", "Monshiro, Phantom Insect"]
    """)
    # Its play condition: the <Misfortune Insect> SIGNI of the hand and of the field.
    game.act(ActionKind.PLAY_RESONA, "Yasudesu, Black Phantom Insect")
    game.into(0)
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()  # the charge for a RESONA entering, and Yasudesu's own [On-Play]
    assert game.count(0, Zone.ENER) == 1
    game.action("Myuu=Imago")
    game.choose("Monshiro, Phantom Insect")
    assert game.names(0, Zone.HAND) == ["Monshiro, Phantom Insect"]


@encodes("WD11-006")
def test_macaron_bugs_takes_2000_power_per_level_of_the_insects_discarded(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MYUU4}
            lrig_deck: ["Macaron Bugs"]
            hand: ["Work Ant, Phantom Insect", "Child Ant, Phantom Insect", "{KOONI}"]
            ener: ["{KOONI}"]
          - signi: ["{SILVAN}"]
    """)
    game.use("Macaron Bugs")
    game.discard("Work Ant, Phantom Insect")  # level two
    game.discard("Child Ant, Phantom Insect")  # level one: no more to choose
    assert game.power(SILVAN) == 10000 - 6000
    assert game.names(0, Zone.HAND) == [KOONI]


@encodes("WD11-009")
def test_kuroha_revives_a_small_black_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MYUU4}
            hand: ["Kuroha, Phantom Insect"]
            ener: ["{KOONI}"]
            trash: ["{COSMO}", "Belze, Symbol of Wasteful Evil"]
    """)
    game.play("Kuroha, Phantom Insect", 0)
    game.accept()
    game.choose(COSMO)  # or the Kooni paid for it
    game.into(1)
    assert game.zone_of(COSMO) == Zone.SIGNI
    assert game.power("Kuroha, Phantom Insect") == 12000
    burst = table.life_burst(
        "Kuroha, Phantom Insect",
        "opponent: {signi: ['Silvan, Natural Stone', ~, 'Kukri, Small Sword']}",
        classic=True,
    )
    burst.burst()
    burst.target(SILVAN)
    assert burst.zone_of(SILVAN) == Zone.ENER


@encodes("WD11-013", "WD11-015")
def test_monchou_and_monshiro_weaken_when_they_leave(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MYUU4}
            hand: ["Monchou, Phantom Insect"]
            signi: ["Monshiro, Phantom Insect"]
          - signi: ["{SILVAN}"]
    """)
    game.play("Monchou, Phantom Insect", 1)
    assert game.power(SILVAN) == 9000
    game.act(game.ActionKind.RETIRE, "Monshiro, Phantom Insect")
    assert game.power(SILVAN) == 8000
    game.act(game.ActionKind.RETIRE, "Monchou, Phantom Insect")
    assert game.power(SILVAN) == 7000


@encodes("WD11-018")
def test_get_insect_returns_one_or_two_black_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MYUU4}
            lrig_deck: ["Yasudesu, Black Phantom Insect"]
            hand: ["Get Insect"]
            ener: ["{KOONI}"]
            trash: ["{COSMO}", "{PROCYON}"]
    """)
    game.game.move(game.card("Yasudesu, Black Phantom Insect"), Zone.SIGNI, 0)
    game.use("Get Insect")
    game.choose(COSMO)
    assert sorted(game.names(0, Zone.HAND)) == [COSMO, KOONI]  # and the Ener paid
    burst = table.life_burst("Get Insect", f"trash: ['{COSMO}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [COSMO]


# ------------------------------------------------------------------ WD12 Green Want


@encodes("WD12-001")
def test_aiyai_spade_returns_a_playground_equipment_from_the_ener_zone(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {AIYAI4}
            ener: ["{SWALLOW}", "Otedama, First Play"]
    """)
    game.action("Aiyai★Spade")
    assert game.names(0, Zone.HAND) == ["Otedama, First Play"]


@encodes("WD12-018")
def test_presentation_returns_signi_from_the_ener_zone(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {AIYAI4}
            hand: ["Presentation"]
            ener: ["{SWALLOW}", "Menko, Second Play"]
    """)
    game.use("Presentation")
    game.choose("Menko, Second Play")
    assert game.names(0, Zone.HAND) == ["Menko, Second Play"]
    burst = table.life_burst("Presentation", f"deck: ['{SWALLOW}', '{SWALLOW}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SWALLOW]


KENDAMA = "Kendama, First Play"  # green <Playground Equipment>, level 1, 3000
SHIGABOSU = "Shigabosu, Second Play"  # level 2, 7000
SARAMAWA = "Saramawa, Third Play"  # level 3, 10000


@encodes("WD12-010")
def test_kurumed_returned_from_the_ener_zone_puts_a_level_three_signi_down(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {AIYAI4}
            hand: ["{SARAMAWA}"]
            ener: ["Kurumed, Third Play", "{KENDAMA}"]
    """)
    game.action("Aiyai★Spade")
    game.choose("Kurumed, Third Play")
    game.accept()
    game.choose(SARAMAWA)
    game.into(0)
    saramawa = game.card(SARAMAWA)
    assert game.zone_of(SARAMAWA) == Zone.SIGNI and game.downed[saramawa]
    assert game.names(0, Zone.HAND) == ["Kurumed, Third Play"]


@encodes("WD12-011", "WD12-013")
def test_matryo_puts_a_signi_from_the_ener_zone_when_a_signi_banishes_and_seesaw_draws(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {AIYAI4}
            signi: ["Matryo, Second Play", ~, "{KENDAMA}"]
            ener: ["{SHIGABOSU}"]
            deck: ["{SWALLOW}", "{SWALLOW}"]
          - signi: ["{SARAMAWA}", ~, "{KUKRI}"]
    """)
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, KENDAMA))
    game.attack(KENDAMA)  # 3000 against 3000: Kukri is banished
    game.accept()  # down Matryo
    assert game.names(0, Zone.SIGNI) == ["Matryo, Second Play", SHIGABOSU, KENDAMA]
    assert game.downed[game.card("Matryo, Second Play")]
    source = f"""
        format: classic
        players:
          - lrig: {AIYAI4}
            signi: ["Seesaw, Third Play"]
            ener: ["{{first}}", "{{second}}", "{SWALLOW}"]
            deck: ["{SWALLOW}", "{SWALLOW}"]
    """
    game = table(source.format(first="Kurumed, Third Play", second=SARAMAWA))
    game.action("Aiyai★Spade")
    game.choose("Kurumed, Third Play")
    game.accept()
    game.into(1)  # Kurumed itself, put onto the field by its effect: Seesaw draws
    assert game.names(0, Zone.HAND) == [SWALLOW]
    burst = table.life_burst("Seesaw, Third Play", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WD12-015")
def test_gachapo_puts_a_level_one_signi_from_the_ener_zone(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {AIYAI4}
            signi: ["Gachapo, First Play", ~, "{SHIGABOSU}"]
            ener: ["{SHIGABOSU}", "{KENDAMA}"]
          - signi: [~, ~, "{KUKRI}"]
    """)
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, SHIGABOSU))
    game.attack(SHIGABOSU)
    game.accept()
    assert game.names(0, Zone.SIGNI) == ["Gachapo, First Play", KENDAMA, SHIGABOSU]


@encodes("WD12-012", "WD12-014")
def test_menko_and_otedama_return_to_the_hand_when_they_banish(table: Table) -> None:
    for card in ("Menko, Second Play", "Otedama, First Play"):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {AIYAI4}
                signi: ["{card}"]
              - signi: ["Servant O2"]
        """)
        game.pass_until(lambda g, card=card: g.can(g.ActionKind.ATTACK, card))
        game.attack(card)
        game.accept()
        assert game.names(0, Zone.HAND) == [card]
        assert game.zone_of("Servant O2") == Zone.ENER
        burst = table.life_burst(card, classic=True)
        burst.burst()
        assert burst.count(0, Zone.HAND) == 1


# ------------------------------------------------------------------ WD15 Red Hope


@encodes("WD15-001")
def test_yuzuki_four_banishes_for_dragon_beasts(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {[*YUZUKI, "Yuzuki-Three, Crimson Maiden"]}
            lrig_deck: ["Yuzuki-Four, Indomitable Light"]
            hand: ["Nile Wani, Phantom Dragon"]
            ener: ["{IRON}", "{IRON}", "{IRON}", "{IRON}", "{IRON}"]
            deck: ["Nile Wani, Phantom Dragon", "Nile Wani, Phantom Dragon", "{IRON}"]
          - lrig: {HANAYO3}
            signi: ["{SILVAN}", "{IRON}"]
    """)
    game.grow("Yuzuki-Four, Indomitable Light")
    game.target(SILVAN)
    assert game.zone_of(SILVAN) == Zone.ENER
    assert game.has_keyword(game.card("Yuzuki-Four, Indomitable Light"), KW.DOUBLE_CRUSH)
    game.play("Nile Wani, Phantom Dragon", 0)
    while game.decision is not None and game.decision.name == "TRIGGER_ORDER":
        game.first()
    game.accept()
    assert game.count(1, Zone.SIGNI) == 0


@encodes("WD15-002")
def test_yuzuki_three_gives_double_crush_to_the_center_dragon_beast(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {YUZUKI}
            lrig_deck: ["Yuzuki-Three, Crimson Maiden"]
            signi: ["Nile Wani, Phantom Dragon", "Nile Wani, Phantom Dragon"]
            ener: ["{IRON}", "{IRON}"]
    """)
    game.grow("Yuzuki-Three, Crimson Maiden")
    left, center = game.game.players[0].signi[:2]
    assert game.has_keyword(center, KW.DOUBLE_CRUSH) and not game.has_keyword(left, KW.DOUBLE_CRUSH)


@encodes("WD15-008")
def test_dragon_descent_trades_the_ener_zone_for_two_dragon_beasts(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*YUZUKI, "Yuzuki-Three, Crimson Maiden"]}
            lrig_deck: ["Dragon Descent to Solid Earth"]
            ener: ["{IRON}", "{IRON}", "{IRON}", "{SILVAN}"]
            deck: ["Nile Wani, Phantom Dragon", "{IRON}", "Vouivre, Phantom Dragon"]
    """)
    game.use("Dragon Descent to Solid Earth")
    game.pay(IRON, IRON, IRON)
    game.choose("Nile Wani, Phantom Dragon", "Vouivre, Phantom Dragon")
    while game.decision is not None and game.decision.name == "ZONE":
        game.first()
    assert game.count(0, Zone.ENER) == 0
    assert sorted(game.names(0, Zone.SIGNI)) == sorted(
        ["", "Nile Wani, Phantom Dragon", "Vouivre, Phantom Dragon"]
    )


@encodes("WD15-018")
def test_nile_wani_banishes_when_the_opponent_holds_an_off_color_ener(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {YUZUKI}
            hand: ["Nile Wani, Phantom Dragon"]
          - lrig: {HANAYO3}
            signi: ["{IRON}"]
            ener: ["{{ener}}"]
    """
    game = table(source.format(ener=SC))
    game.play("Nile Wani, Phantom Dragon", 0)
    assert game.count(1, Zone.SIGNI) == 0
    game = table(source.format(ener=SILVAN))
    game.play("Nile Wani, Phantom Dragon", 0)
    assert game.count(1, Zone.SIGNI) == 1


@encodes("SP10-004", "WX10-042")
def test_vouivre_and_guriana_trash_an_off_color_ener(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*YUZUKI, "Yuzuki-Three, Crimson Maiden"]}
            hand: ["Vouivre, Phantom Dragon"]
            signi: ["Guriana, Phantom Dragon"]
          - lrig: {HANAYO3}
            ener: ["{SC}", "{IRON}", "{SWALLOW}"]
    """)
    assert game.power("Guriana, Phantom Dragon") == 8000  # three Ener: eight thousand
    game.play("Vouivre, Phantom Dragon", 1)
    game.target(SC)
    assert game.names(1, Zone.TRASH) == [SC]
    game.action("Guriana, Phantom Dragon")
    assert sorted(game.names(1, Zone.TRASH)) == [SC, SWALLOW]
    assert game.names(1, Zone.ENER) == [IRON]


@encodes("WX10-064")
def test_sabaana_is_five_thousand_against_two_ener(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {YUZUKI}
            signi: ["Sabaana, Phantom Dragon"]
          - ener: {{ener}}
    """
    assert table(source.format(ener=[IRON, IRON])).power("Sabaana, Phantom Dragon") == 5000
    assert table(source.format(ener=[IRON] * 3)).power("Sabaana, Phantom Dragon") == 2000


@encodes("WX04-010")
def test_rekindling_effort_needs_four_ener_and_trashes_two(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {[*YUZUKI, "Yuzuki-Three, Crimson Maiden"]}
            lrig_deck: ["Rekindling Effort"]
            ener: ["{IRON}", "{IRON}"]
          - ener: {{ener}}
    """
    game = table(source.format(ener=[SC] * 3))
    assert not game.can(game.ActionKind.USE_ARTS)
    game = table(source.format(ener=[SC, SC, SWALLOW, SWALLOW]))
    game.use("Rekindling Effort")
    game.target(SC, SWALLOW)
    assert game.count(1, Zone.ENER) == 2


@encodes("WX04-044")
def test_tyranno_banishes_while_the_opponent_has_four_ener_or_less(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {[*YUZUKI, "Yuzuki-Three, Crimson Maiden"]}
            signi: ["Tyranno, Phantom Dragon"]
          - signi: ["{COSMO}"]
            ener: {{ener}}
    """
    game = table(source.format(ener=[SC] * 5))
    assert not game.can(game.ActionKind.USE_ACTION)
    game = table(source.format(ener=[SC] * 4))
    game.action("Tyranno, Phantom Dragon")
    assert game.zone_of(COSMO) == Zone.ENER


# ------------------------------------------------------------------ WD13 White Hope

TAMA4 = str([*TAMA, "Tamayorihime, Sky Miko"])  # no abilities
SARIE = "Sarie, Improvement of Historical Fact"  # white <Angel>, level 1, 3000
URIE = "Urie, Sudden Ruination"  # white <Angel>, level 2, 7000
FLAMBER = "Flamber, Medium Sword"  # white <Arm>, level 2, 7000


@encodes("WD13-004")
def test_tama_silver_screen_discards_to_search_a_white_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA[:3]}
            lrig_deck: ["Tama, Silver Screen Miko"]
            hand: ["{KOONI}"]
            ener: ["{PROCYON}", "{PROCYON}"]
            deck: ["{BETELGEUSE}", "Gabrie, Future of the Archangel", "{KOONI}"]
    """)
    game.grow("Tama, Silver Screen Miko")
    game.accept()  # discard Kooni
    game.choose(BETELGEUSE)  # level four Gabrie is not offered
    assert game.names(0, Zone.HAND) == [BETELGEUSE]
    assert game.names(0, Zone.TRASH)[-1] == KOONI


@encodes("WD13-014")
def test_odin_defends_at_fifteen_thousand_and_gives_angels_in_hand_guard(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["Odin, Divine Protection of Angels"]
            hand: ["{SARIE}", "{FLAMBER}"]
    """)
    odin = "Odin, Divine Protection of Angels"
    assert game.power(odin) == 12000
    assert game.has_keyword(game.card(SARIE), KW.GUARD)
    assert not game.has_keyword(game.card(FLAMBER), KW.GUARD)
    game.pass_until(lambda g: g.turn_player == 1)
    assert game.power(odin) == 15000
    burst = table.life_burst(odin, classic=True)
    burst.burst()
    assert burst.game.downed[burst.card(CLASSIC_FILLER, 1, Zone.SIGNI)]


@encodes("WD13-016")
def test_arc_tlet_searches_an_angel(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Arc Tlet, Iron Fist"]
            ener: ["{PROCYON}"]
            deck: ["{FLAMBER}", "{URIE}", "{KOONI}"]
    """)
    game.play("Arc Tlet, Iron Fist", 0)
    game.accept()
    game.choose(URIE)  # the only Angel
    assert game.names(0, Zone.HAND) == [URIE]
    burst = table.life_burst("Arc Tlet, Iron Fist", f"deck: ['{FLAMBER}', '{KOONI}']", classic=True)
    burst.burst()
    burst.choose(FLAMBER)  # an Arm
    assert burst.names(0, Zone.HAND) == [FLAMBER]


# ------------------------------------------------------------------ WD14 Black Hope

ULITH3 = [
    "Ulith, Enma",
    "Ulith, Burning Eye Enma",
    "Ulith, Enma of Crushing Hell",
    "Ulith, Enma of Eternal Hell",
]
ULITH4 = str([*ULITH3, "Ulith, Black Sand Enma"])  # no abilities
BELZE = "Belze, Symbol of Wasteful Evil"  # black <Devil>, level 3, 10000
HENGE = "Code Anti Henge"  # black <Ancient Weapon>, level 1, 3000


@encodes("WD14-002")
def test_ulith_immorality_powers_devils_and_exceeds_to_look_at_four(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ULITH3, "Ulith, Enma of Immorality"]}
            signi: ["{KOONI}", "{SC}"]
            deck: ["{COSMO}", "{SC}", "{BELZE}", "{PROCYON}", "{SIRIUS}"]
    """)
    assert game.power(KOONI) == 4000 and game.power(SC) == 3000
    game.action("Ulith, Enma of Immorality")
    game.choose("Ulith, Enma", "Ulith, Burning Eye Enma")  # the Exceed
    game.choose(BELZE)
    assert game.names(0, Zone.HAND) == [BELZE]
    assert sorted(game.names(0, Zone.TRASH)) == sorted([PROCYON, SC, COSMO])
    assert game.count(0, Zone.LRIG_TRASH) == 2  # the Exceed


@encodes("WD14-003")
def test_ulith_ashen_river_returns_a_devil(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {ULITH3[:3]}
            lrig_deck: ["Ulith, Ashen River Enma"]
            ener: ["{HENGE}", "{HENGE}", "{HENGE}"]
            trash: ["{COSMO}", "{SC}"]
    """)
    game.grow("Ulith, Ashen River Enma")
    game.accept()  # the only Devil in the trash is its target
    assert game.names(0, Zone.HAND) == [COSMO]


@encodes("WD14-007")
def test_demon_tomb_banishes_your_devil_for_a_life_cloth(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH4}
            lrig_deck: ["Demon Tomb"]
            signi: ["{COSMO}"]
            ener: ["{KOONI}", "{KOONI}", "{KOONI}"]
            life: ["{KOONI}"]
            deck: ["{SC}", "{BELZE}"]
    """)
    game.use("Demon Tomb")
    assert game.zone_of(COSMO) == Zone.ENER
    assert game.count(0, Zone.LIFE) == 2 and game.zone_of(SC) == Zone.LIFE  # the top card


@encodes("WD14-012")
def test_astaruth_needs_a_discard_and_returns_from_the_ener_zone(table: Table) -> None:
    astaruth = "Astaruth, Flower of Poisonous Snakes"
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH4}
            hand: ["{astaruth}"]
    """)
    game.play(astaruth, 0)
    assert game.zone_of(astaruth) == Zone.TRASH  # no card to discard
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH4}
            hand: ["{astaruth}", "{SC}", "{PROCYON}"]
            lrig_deck: ["Demon Tomb"]
            ener: ["{KOONI}", "{KOONI}", "{KOONI}"]
    """)
    game.play(astaruth, 0)
    game.discard(SC)
    assert game.zone_of(astaruth) == Zone.SIGNI and game.zone_of(SC) == Zone.TRASH
    game.use("Demon Tomb")
    game.accept()  # back from the Ener Zone
    game.into(0)  # and its [On-Play] again: the last card of the hand is discarded
    assert game.zone_of(astaruth) == Zone.SIGNI and game.zone_of(PROCYON) == Zone.TRASH


@encodes("WD14-015")
def test_azazela_draws_when_an_effect_trashes_it(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH4}
            signi: ["Azazela, Round Trip of the Three Paths"]
            hand: ["Astaruth, Flower of Poisonous Snakes"]
            deck: ["{SC}"]
    """)
    game.act(game.ActionKind.RETIRE, "Azazela, Round Trip of the Three Paths")
    assert game.count(0, Zone.HAND) == 1  # put into the trash by the rules: no draw


# ------------------------------------------------------------------ WD15 Red Hope (more)

YUZUKI4 = str([*YUZUKI, "Yuzuki-Three", "Yuzuki-Pure Four"])  # no abilities
VOUIVRE = "Vouivre, Phantom Dragon"  # [On-Play]: trashes an off-color Ener of the opponent
CUELEP = "Cuélep, Phantom Dragon"  # red <Dragon Beast>, level 1, 3000


@encodes("WD15-013")
def test_phoenix_returns_from_the_trash_and_banishes_when_banished(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {YUZUKI4}
            hand: ["{VOUIVRE}"]
            trash: ["Phoenix, Phantom Dragon"]
          - lrig: {HANAYO3}
            signi: ["{SILVAN}", "{KUKRI}"]
            ener: ["{SC}"]
    """)
    game.play(VOUIVRE, 0)
    game.accept()  # the Ener card left by your effect: Phoenix may return
    game.into(1)
    assert game.zone_of("Phoenix, Phantom Dragon") == Zone.SIGNI
    game = table(
        f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {YUZUKI4}
            signi: ["Phoenix, Phantom Dragon"]
          - lrig: {HANAYO3[:-1]}, "Hanayo-Pure Four"]
            signi: ["Metallica, Natural Stone", "{SILVAN}", "{KUKRI}"]
        """,
        skip_forced=False,
    )
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, "Metallica, Natural Stone"))
    game.attack("Metallica, Natural Stone")  # 15000: Phoenix is banished
    game.target(SILVAN)
    assert game.zone_of(SILVAN) == Zone.ENER
    burst = table.life_burst(
        "Phoenix, Phantom Dragon", f"trash: ['{CUELEP}', '{CUELEP}', '{IRON}']", classic=True
    )
    burst.burst()
    burst.target(CUELEP, CUELEP)
    assert burst.names(0, Zone.HAND) == [CUELEP, CUELEP]


@encodes("WD15-015")
def test_america_wani_gets_double_crush_when_an_opposing_ener_is_trashed(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {YUZUKI4}
            hand: ["{VOUIVRE}"]
            signi: ["America Wani, Phantom Dragon"]
          - ener: ["{SC}"]
    """)
    wani = game.card("America Wani, Phantom Dragon")
    assert not game.has_keyword(wani, KW.DOUBLE_CRUSH)
    game.play(VOUIVRE, 1)
    assert game.has_keyword(wani, KW.DOUBLE_CRUSH)
    burst = table.life_burst("America Wani, Phantom Dragon", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


# ------------------------------------------------------------------ WD16 Blue Hope

PIRULUK4 = str(
    ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G", "Code Piruluk Sigma"]
)  # no abilities


@encodes("WD16-012")
def test_mwo_makes_both_discard_refills_the_hand_and_holds_against_an_empty_hand(
    table: Table,
) -> None:
    mwo = "Code Art MWO"
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["{mwo}", "{SC}"]
            deck: ["{PROCYON}", "{SIRIUS}", "{KOONI}"]
          - hand: ["{IRON}"]
    """)
    game.play(mwo, 0)
    game.first()  # the order of its two [On-Play]: the discards first
    assert game.names(1, Zone.TRASH) == [IRON] and SC in game.names(0, Zone.TRASH)
    assert game.count(0, Zone.HAND) == 2  # none left: draws two
    assert not game.game.vanish(game.card(mwo))  # the opponent's hand is empty
    burst = table.life_burst(mwo, "opponent: {hand: ['Iron, Natural Stone']}", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1 and burst.names(1, Zone.TRASH) == [IRON]


@encodes("WD16-014")
def test_eck_powers_up_once_when_the_opponent_discards(table: Table) -> None:
    eck = "Code Art ECK"
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["Code Art MWO"]
            signi: [~, "{eck}"]
            deck: ["{PROCYON}", "{SIRIUS}", "{KOONI}", "{KOONI}"]
          - hand: ["{IRON}", "{IRON}"]
    """)
    assert game.power(eck) == 7000
    game.play("Code Art MWO", 0)
    while game.decision != DecisionKind.MAIN:
        game.first()  # the order of MWO's triggers, the opponent's discard
    assert game.power(eck) == 12000
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, eck))
    hand = game.count(0, Zone.HAND)
    game.attack(eck)
    assert game.count(0, Zone.HAND) == hand + 1
    burst = table.life_burst(eck, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


# ------------------------------------------------------------------ WD17 Red Ambition

RIL = [
    "Ril, Memory of Innocence",
    "Ril, Fragmented Memory",
    "Ril, Flickering Memory",
    "Ril, Memory of Decadence",
]
RIL4 = str([*RIL, "Ril, Memory of Desperation"])
GAWAIN = "Gawain, War Hawk of the Round Table"  # red <Valor>, level 2, 7000
LANCELOT = "Lancelot, Lake Cavalry of the Round Table"  # red <Valor>, level 3, 10000
PERCIVAL = "Percival, First Spear of the Round Table"  # red <Valor>, level 1, 3000


@encodes("WD17-002", "WD17-003", "WD17-004")
def test_ril_lrigs_gain_and_spend_coins(table: Table) -> None:
    source = f"""
        format: classic
        phase: grow
        players:
          - lrig: {{stack}}
            lrig_deck: ["{{grown}}"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
            coins: 1
            deck: ["{KOONI}", "{KOONI}"]
    """
    game = table(source.format(stack=RIL[:1], grown=RIL[1]))
    game.grow(RIL[1])
    game.accept()  # pay the coin: draw
    assert game.players[0].coins == 0 and game.count(0, Zone.HAND) == 1
    game = table(source.format(stack=RIL[:2], grown="Ril, Memory of Shaking"))
    game.grow("Ril, Memory of Shaking")
    assert game.players[0].coins == 2
    game = table(source.format(stack=RIL[:3], grown="Ril, Memory of the Blue Sky"))
    game.grow("Ril, Memory of the Blue Sky")
    game.accept()  # pay 1 red: two coins
    assert game.players[0].coins == 3 and game.count(0, Zone.ENER) == 0


@encodes("WD17-007")
def test_mighty_flash_banishes_a_bigger_signi_with_a_bet(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {RIL4}
            lrig_deck: ["Mighty Flash"]
            ener: ["{IRON}", "{IRON}"]
            coins: 1
          - lrig: {HANAYO3[:-1]}, "Hanayo-Pure Four"]
            signi: ["Metallica, Natural Stone", "{COSMO}"]
    """
    game = table(source)
    game.use("Mighty Flash")
    game.accept()  # bet the coin
    game.target("Metallica, Natural Stone")
    assert game.zone_of("Metallica, Natural Stone") == Zone.ENER and game.players[0].coins == 0
    game = table(source)
    game.use("Mighty Flash")
    game.decline()
    assert game.zone_of(COSMO) == Zone.ENER  # 7000 or less: the only target


@encodes("WD17-009")
def test_goku_rises_on_a_valor_and_banishes_the_signi_in_front_at_fifteen_thousand(
    table: Table,
) -> None:
    goku = "Goku, Western Monkey of the Sage's Stone"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL4}
            hand: ["{goku}"]
            signi: ["{GAWAIN}", "{IRON}"]
            ener: ["{IRON}"]
          - lrig: {HANAYO3[:-1]}, "Hanayo-Pure Four"]
            signi: ["Metallica, Natural Stone", "{COSMO}"]
    """)
    plays = [a for a in game.legal_actions() if a.kind == game.ActionKind.PLAY_SIGNI]
    assert [a.b for a in plays] == [0]  # on the Valor Gawain only
    game.play(goku, 0)
    assert game.names(0, Zone.UNDER) == [GAWAIN]
    game.action(goku)
    assert game.power(goku) == 15000
    game.end_main()
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, goku))
    game.attack(goku)  # Metallica, in front, is banished before the battle
    assert game.zone_of("Metallica, Natural Stone") == Zone.ENER
    burst = table.life_burst(
        goku,
        f"signi: ['{GAWAIN}']\nopponent: {{signi: ['{LANCELOT}', ~, '{KUKRI}']}}",
        classic=True,
    )
    burst.burst()
    burst.target(LANCELOT)
    assert burst.zone_of(LANCELOT) == Zone.ENER


@encodes("WD17-013", "WD17-015")
def test_hakkai_and_sagojo_get_more_power_with_three_valor(table: Table) -> None:
    for card, base in (
        ("Hakkai, Western Boar of the Piercing Hoe", 5000),
        ("Sagojo, Western River of the Hitodama", 2000),
    ):
        for others, bonus in (([], 3000), ([GAWAIN, PERCIVAL], 5000)):
            game = table(f"""
                format: classic
                phase: attack
                players:
                  - lrig: {RIL4}
                    signi: {[card, *others]}
            """)
            game.pass_until(lambda g, card=card: g.can(g.ActionKind.ATTACK, card))
            game.attack(card)
            assert game.power(card) == base + bonus, (card, others)
        burst = table.life_burst(card, classic=True)
        burst.burst()
        assert burst.count(0, Zone.HAND) == 1


# ------------------------------------------------------------------ WD18 Green Ambition

MEL = ["Mel=Ready", "Mel=Spumoni", "Mel=Campari", "Mel=Kir"]
MEL4 = str([*MEL, "Mel=Ange"])  # level 4
GYUDO = "Code Eat Gyudo"  # green <Cooking>, level 1, 3000
OYAKO = "Code Eat Oyako"  # level 2, 7000
TENDO = "Code Eat Tendo"  # level 3, 10000


@encodes("WD18-002", "WD18-003", "WD18-004")
def test_mel_lrigs_gain_and_spend_coins(table: Table) -> None:
    source = f"""
        format: classic
        phase: grow
        players:
          - lrig: {{stack}}
            lrig_deck: ["{{grown}}"]
            ener: ["{SWALLOW}", "{SWALLOW}", "{SWALLOW}", "{SWALLOW}"]
            coins: 1
            deck: ["{KOONI}", "{KOONI}"]
    """
    game = table(source.format(stack=MEL[:1], grown=MEL[1]))
    game.grow(MEL[1])
    game.accept()  # pay the coin: the top card into the Ener Zone
    assert game.players[0].coins == 0 and game.count(0, Zone.ENER) == 5
    game = table(source.format(stack=MEL[:2], grown="Mel=Mojito"))
    game.grow("Mel=Mojito")
    assert game.players[0].coins == 2
    game = table(source.format(stack=MEL[:3], grown="Mel=Daiquiri"))
    game.grow("Mel=Daiquiri")
    game.accept()  # pay 2 green: two coins
    assert game.players[0].coins == 3 and game.count(0, Zone.ENER) == 0


@encodes("WD18-006")
def test_many_battles_lets_cooking_signi_banish_weaker_signi_when_they_attack(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            lrig_deck: ["Many Battles"]
            signi: ["{TENDO}", "{SWALLOW}"]
            ener: ["{SWALLOW}", "{SWALLOW}"]
          - signi: ["{COSMO}", "{SILVAN}", "{IRON}"]
    """)
    game.use("Many Battles")
    game.end_main()
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, TENDO))
    game.attack(TENDO)  # 10000: Cosmo or Iron, not Silvan (10000)
    assert sorted(game.options()) == [f"choose {COSMO}", f"choose {IRON}"]
    game.target(IRON)
    assert game.zone_of(IRON) == Zone.ENER and game.zone_of(SILVAN) == Zone.SIGNI


@encodes("WD18-018")
def test_shred_banishes_your_cooking_to_search_or_to_banish(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {MEL4}
            hand: ["Shred"]
            signi: ["{GYUDO}"]
            deck: ["{OYAKO}", "{SWALLOW}"]
          - lrig: {HANAYO3[:-1]}, "Hanayo-Pure Four"]
            signi: ["Metallica, Natural Stone", "{COSMO}"]
    """
    game = table(source)
    game.use("Shred")
    game.mode(0)
    game.choose(OYAKO)
    assert game.zone_of(GYUDO) == Zone.ENER and game.zone_of(OYAKO) == Zone.ENER
    game = table(source)
    game.use("Shred")
    game.mode(1)
    assert game.zone_of("Metallica, Natural Stone") == Zone.ENER


# ------------------------------------------------------------------ WD19 Black Ambition

NANASHI = [
    "WD19-005",
    "Nanashi, That One",
    "Nanashi, That Two Remodeled",
    "Nanashi, That Three Remodeled",
]
NANASHI4 = str([*NANASHI, "Nanashi, That Four"])


@encodes("WD19-002", "WD19-003", "WD19-004")
def test_nanashi_lrigs_gain_coins_and_spend_one_to_mill_and_return(table: Table) -> None:
    source = f"""
        format: classic
        phase: grow
        players:
          - lrig: {{stack}}
            lrig_deck: ["{{grown}}"]
            ener: ["{KOONI}", "{KOONI}"]
            coins: 1
            deck: ["{COSMO}", "{SC}", "{KOONI}"]
    """
    game = table(source.format(stack=NANASHI[:1], grown=NANASHI[1]))
    game.grow(NANASHI[1])
    game.accept()  # pay the coin: mill two, then the only black SIGNI in the trash
    assert game.names(0, Zone.HAND) == [COSMO] and game.names(0, Zone.TRASH) == [SC]
    for stack, grown in ((NANASHI[:2], NANASHI[2]), (NANASHI[:3], NANASHI[3])):
        game = table(source.format(stack=stack, grown=grown))
        game.grow(grown)
        assert game.players[0].coins == 2, grown


@encodes("WD19-006")
def test_fatal_punish_weakens_every_opposing_signi_more_with_a_bet(table: Table) -> None:
    for bet, power in ((True, 15000 - 12000), (False, 15000 - 7000)):
        game = table(f"""
            format: classic
            players:
              - lrig: {NANASHI4}
                lrig_deck: ["Fatal Punish"]
                ener: ["{KOONI}", "{KOONI}", "{KOONI}"]
                coins: 2
              - lrig: {HANAYO3[:-1]}, "Hanayo-Pure Four"]
                signi: ["Metallica, Natural Stone", "{COSMO}"]
        """)
        game.use("Fatal Punish")
        game.accept() if bet else game.decline()
        assert game.power("Metallica, Natural Stone") == power
        assert game.zone_of(COSMO) == Zone.ENER


@encodes("WD19-008")
def test_black_salvage_returns_a_small_black_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {NANASHI4}
            lrig_deck: ["Black Salvage"]
            trash: ["Lilith, Recurring Nightmare", "{COSMO}", "{SC}"]
    """)
    game.use("Black Salvage")
    assert game.names(0, Zone.HAND) == [COSMO]  # not the level four Lilith


ENTERO = "Entero, Natural Bacteria"  # black <Bacteria>, level 2, 7000, no abilities


@encodes("WD19-011")
def test_shoukokabi_weakens_an_infected_signi_when_it_attacks(table: Table) -> None:
    shoukokabi = "Shoukokabi, Natural Bacteria"
    for viruses, power in (("[center]", 7000 - 4000), ("[left]", 7000)):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {NANASHI4}
                signi: ["{shoukokabi}"]
              - signi: [~, "{COSMO}", "{KOONI}"]
                viruses: {viruses}
        """)
        game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, shoukokabi))
        game.attack(shoukokabi)
        # Cosmo, in the zone with the [Virus], is the only target; an empty infected
        # zone offers none.
        assert game.power(COSMO) == power and game.power(KOONI) == 3000, viruses


@encodes("WD19-013")
def test_natto_infects_a_zone_of_your_choice_and_draws_as_a_life_burst(table: Table) -> None:
    natto = "Natto, Natural Bacteria"
    game = table(f"""
        format: classic
        players:
          - lrig: {NANASHI4}
            hand: ["{natto}"]
          - signi: [~, ~, "{COSMO}"]
    """)
    game.play(natto, 0)
    game.mode(2)  # the right zone, Cosmo's
    assert game.virus_zones(1) == [2] and game.infected(game.card(COSMO, 1, Zone.SIGNI))
    burst = table.life_burst(natto, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WD19-018")
def test_lovely_bio_banishes_your_bacteria_to_infect_or_to_weaken(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {NANASHI4}
            hand: ["Lovely Bio"]
            signi: {{mine}}
          - signi: ["{COSMO}"]
    """
    game = table(source.format(mine=f'["{ENTERO}"]'))
    game.use("Lovely Bio")
    game.mode(0)
    game.mode(1)  # the center zone
    assert game.zone_of(ENTERO) == Zone.ENER and game.virus_zones(1) == [1]
    game = table(source.format(mine=f'["{ENTERO}"]'))
    game.use("Lovely Bio")
    game.mode(1)
    assert game.zone_of(ENTERO) == Zone.ENER and game.zone_of(COSMO, 1) == Zone.ENER
    game = table(source.format(mine=f'["{KOONI}"]'))  # no <Bacteria>: nothing banished
    game.use("Lovely Bio")
    game.mode(1)
    assert game.zone_of(COSMO, 1) == Zone.SIGNI and game.power(COSMO) == 7000


# ------------------------------------------------------------------ WD20 Green Ambition

MAMA = ["Mama♥0", "Mama♥1", "Mama♥2", "Mama♥3"]  # no abilities encoded
MAMA4 = str([*MAMA, "Mama♥4 MODE2"])  # its abilities are not encoded
SINE = "#Sine#, Angle of Angular Wisdom"  # green <Wisdom>, level 1, 3000
COSINE = "#Cosine#, Angle of Angular Wisdom"  # level 2, 7000
TANGENT = "#Tangent#, Angle of Angular Wisdom"  # level 3, 10000
COMPASS = "#Compass#, Sharp Needle of Tool Wisdom"  # level 4 (its abilities are not encoded)


@encodes("WD20-001")
def test_mama_four_adds_a_life_cloth_for_coins_and_banishes_for_it(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {MAMA}
            lrig_deck: ["Mama♥4"]
            ener: ["{SWALLOW}", "{SWALLOW}", "{SWALLOW}", "{SWALLOW}"]
            coins: 3
            deck: ["{SC}", "{SC}"]
          - signi: ["{COSMO}"]
    """)
    game.grow("Mama♥4")
    game.accept()  # three coins: the top card to the Life Cloth
    game.accept()  # a card was added during your turn: pay 1 green to banish
    assert game.players[0].coins == 0 and game.zone_of(COSMO) == Zone.ENER


@encodes("WD20-002", "WD20-003", "WD20-004")
def test_mama_lrigs_gain_coins_and_spend_two_to_draw_and_charge(table: Table) -> None:
    source = f"""
        format: classic
        phase: grow
        players:
          - lrig: {{stack}}
            lrig_deck: ["{{grown}}"]
            ener: ["{SWALLOW}", "{SWALLOW}", "{SWALLOW}", "{SWALLOW}"]
            hand: ["{KOONI}"]
            coins: 2
            deck: ["{SC}", "{SC}"]
    """
    game = table(source.format(stack=MAMA[:1], grown="Mama♥1 MODE2"))
    game.grow("Mama♥1 MODE2")
    game.accept()  # two coins: draw, then a card from the hand into the Ener Zone
    game.choose(KOONI)
    assert game.names(0, Zone.HAND) == [SC] and game.zone_of(KOONI) == Zone.ENER
    game = table(source.format(stack=MAMA[:2], grown="Mama♥2 MODE2"))
    game.grow("Mama♥2 MODE2")
    assert game.players[0].coins == 3
    game = table(source.format(stack=MAMA[:3], grown="Mama♥3 MODE2"))
    game.grow("Mama♥3 MODE2")
    game.accept()  # pay 2 green: two coins
    assert game.players[0].coins == 4 and game.count(0, Zone.ENER) == 0


@encodes("WD20-008")
def test_maternal_instinct_charges_both_players_and_not_after_another_arts(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MAMA4}
            lrig_deck: ["Maternal Instinct", "Maternal Instinct"]
            ener: ["{SWALLOW}", "{SWALLOW}"]
            deck: ["{SC}", "{SC}", "{SC}", "{SC}"]
          - deck: ["{IRON}", "{IRON}", "{IRON}", "{IRON}"]
    """)
    game.use("Maternal Instinct")
    assert game.count(0, Zone.ENER) == 1 + 3 and game.count(1, Zone.ENER) == 3
    assert not game.can(game.ActionKind.USE_ARTS, "Maternal Instinct")


@encodes("WD20-011")
def test_sanjou_cannot_be_banished_at_seven_and_gets_lancer_at_ten(table: Table) -> None:
    sanjou = "#Sanjou#, Angle of Tool Wisdom"
    game = table(f"""
        format: classic
        players:
          - lrig: {MAMA4}
            signi: ["{sanjou}", "{TANGENT}", "{SINE}"]
    """)
    assert not game.game.vanish(game.card(sanjou))  # three and three and one
    assert game.power(sanjou) == 8000
    game = table(f"""
        format: classic
        players:
          - lrig: {MAMA4}
            signi: ["{sanjou}", "{TANGENT}", "{COMPASS}"]
    """)
    assert game.power(sanjou) == 10000 and game.has_keyword(game.card(sanjou), KW.LANCER)
    assert game.game.vanish(game.card(sanjou))


@encodes("WD20-013")
def test_protractor_draws_at_four_and_charges_at_six(table: Table) -> None:
    protractor = "#Protractor#, Angle Measurement of Tool Wisdom"
    for others, hand, ener in (([COSINE], 1, 0), ([SINE, TANGENT], 0, 1), ([SINE], 0, 0)):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {MAMA4}
                signi: {[protractor, *others]}
        """)
        game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, protractor))
        game.attack(protractor)
        assert (game.count(0, Zone.HAND), game.count(0, Zone.ENER)) == (hand, ener), others
    burst = table.life_burst(protractor, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WD20-015")
def test_ruler_gets_three_thousand_at_two(table: Table) -> None:
    ruler = "#Ruler#, Distance of Tool Wisdom"
    for others, power in (([], 2000), ([SINE], 5000), ([COSINE], 2000)):
        game = table(f"""
            format: classic
            players:
              - lrig: {MAMA4}
                signi: {[ruler, *others]}
        """)
        assert game.power(ruler) == power, others
    burst = table.life_burst(ruler, classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 1 + 1  # the crushed card and the charge


@encodes("WD20-018")
def test_creation_banishes_a_wisdom_to_look_or_trades_three_wisdom_for_a_life_cloth(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MAMA4}
            hand: ["Creation"]
            signi: ["{SINE}"]
            deck: ["{SC}", "{COSINE}", "{SC}", "{TANGENT}", "{IRON}"]
    """)
    game.use("Creation")
    game.mode(0)
    game.choose(TANGENT)
    game.choose(SC, COSINE)  # the order of the rest at the bottom
    assert game.zone_of(SINE) == Zone.ENER and game.names(0, Zone.HAND) == [TANGENT]
    assert game.names(0, Zone.DECK)[-1] == IRON  # the fifth card is on top now
    game = table(f"""
        format: classic
        players:
          - lrig: {MAMA4}
            hand: ["Creation"]
            signi: ["{SINE}", "{COSINE}", "{TANGENT}"]
            life: []
            deck: ["{SC}", "{IRON}"]
    """)
    game.use("Creation")
    game.mode(1)
    game.accept()
    assert game.count(0, Zone.SIGNI) == 0 and game.names(0, Zone.LIFE) == [SC]


@encodes("WD18-007")
@pytest.mark.parametrize("bet", [True, False])
def test_trial_and_error_returns_green_ener_and_with_a_bet_fields_three(
    table: Table, bet: bool
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            lrig_deck: ["Trial and Error"]
            coins: 2
            ener: ["{SWALLOW}", "{SWALLOW}", "{KOONI}"]
            hand: ["{KENDAMA}", "{SHIGABOSU}", "{SARAMAWA}"]
    """)
    game.use("Trial and Error")
    if bet:
        game.accept()  # bet the two coins
    else:
        game.decline()
    game.choose(SWALLOW)  # the green card left after paying; the Kooni is not green
    if bet:
        game.choose(KENDAMA)
        game.choose(SHIGABOSU)
        game.choose(SARAMAWA)
        while game.decision == DecisionKind.ZONE:
            game.first()
        assert game.count(0, Zone.SIGNI) == 3 and game.players[0].coins == 0
    else:
        assert game.count(0, Zone.SIGNI) == 0 and game.players[0].coins == 2
    assert SWALLOW in game.names(0, Zone.HAND)


@encodes("WD12-009")
def test_juggym_banishes_when_a_signi_enters_by_an_effect_and_fields_a_level_four(
    table: Table,
) -> None:
    hanayo4 = ["Hanayo-Zero", "Hanayo-One", "Hanayo-Two", "Hanayo-Three", "Hanayo-Pure Four"]
    metallica = "Metallica, Natural Stone"  # red, level 4, 15000
    game = table(f"""
        format: classic
        players:
          - lrig: {AIYAI4}
            signi: ["Juggym, Fourth Play"]
            ener: ["Kurumed, Third Play", "{SWALLOW}"]
          - lrig: {hanayo4}
            signi: ["{metallica}"]
    """)
    game.action("Aiyai★Spade")  # the Kurumed from the Ener Zone to the hand
    game.accept()  # Kurumed puts itself (the only level 3 in the hand) onto the field
    game.into(1)
    game.accept()  # Juggym: pay 1 green
    assert game.zone_of(metallica) == Zone.ENER and game.count(0, Zone.ENER) == 0
    game = table(f"""
        format: classic
        players:
          - lrig: {AIYAI4}
            hand: ["{metallica}"]
            ener: ["Juggym, Fourth Play", "{KENDAMA}"]
    """)
    game.action("Aiyai★Spade")
    game.choose("Juggym, Fourth Play")
    game.accept()
    game.choose(metallica)
    game.into(0)
    assert game.zone_of(metallica) == Zone.SIGNI and game.downed[game.card(metallica)]
    opponent = f"{{lrig: {hanayo4}, signi: ['{metallica}', ~, '{CLASSIC_FILLER}']}}"
    burst = table.life_burst("Juggym, Fourth Play", f"opponent: {opponent}", classic=True)
    burst.burst()
    assert burst.zone_of(metallica) == Zone.ENER


@encodes("WD10-007")
def test_eternal_karma_banishes_one_signi_per_weapon_discarded(table: Table) -> None:
    derrin, nineteen = "Derrin, Small Gun", "Nineteen, Explosive Gun"  # red <Weapon>
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            lrig_deck: ["Eternal Karma"]
            hand: ["{derrin}", "{nineteen}", "{SC}"]
            ener: ["{IRON}", "{IRON}"]
          - signi: ["{KOONI}", "{COSMO}", "{SILVAN}"]
    """)
    game.use("Eternal Karma")
    game.discard(derrin)
    game.discard(nineteen)
    game.target(KOONI)
    game.target(SILVAN)
    assert game.names(1, Zone.ENER) == [KOONI, SILVAN] and game.names(0, Zone.HAND) == [SC]


@encodes("WD14-009")
def test_devil_to_devil_fields_a_devil_from_the_trash_per_devil_trashed_from_ener(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH4}
            lrig_deck: ["Devil to Devil"]
            ener: ["{KOONI}", "{KOONI}", "{COSMO}", "{SC}"]
            trash: ["{BELZE}"]
    """)
    game.use("Devil to Devil")
    game.pay(KOONI, KOONI)
    game.choose(COSMO)  # the only <Devil> left in the Ener Zone: one SIGNI to field
    game.choose(BELZE)
    while game.decision == DecisionKind.ZONE:
        game.first()
    assert [name for name in game.names(0, Zone.SIGNI) if name] == [BELZE]
    assert game.names(0, Zone.TRASH).count(COSMO) == 1


@encodes("WD19-001")
def test_nanashi_that_four_returns_two_black_signi_and_weakens_per_virus_removed(
    table: Table,
) -> None:
    four = "Nanashi, That Four"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {NANASHI}
            lrig_deck: ["{four}"]
            ener: ["{KOONI}", "{KOONI}", "{KOONI}"]
            coins: 1
            trash: ["{COSMO}", "{KOONI}", "{SC}"]
    """)
    game.grow(four)
    game.accept()  # pay the coin
    game.target(COSMO, KOONI)
    assert sorted(game.names(0, Zone.HAND)) == sorted([COSMO, KOONI])
    # docs/engine-hooks.md, "Virus": an effect removes "any number" one zone at a time,
    # and may stop; how many it removed counts for the part after it.
    metallica = "Metallica, Natural Stone"  # 15000
    source = f"""
        format: classic
        players:
          - lrig: {NANASHI4}
          - lrig: {HANAYO3[:-1]}, "Hanayo-Pure Four"]
            signi: ["{metallica}"]
            viruses: [left, right]
    """
    game = table(source)
    game.action(four)
    game.mode(0)  # the left zone's [Virus]
    game.done()  # and no more; Metallica is the only target
    assert game.power(metallica) == 15000 - 10000 and game.virus_zones(1) == [2]
    game = table(source)
    game.action(four)
    game.mode(0)
    game.mode(2)  # both: --20000 banishes it
    assert game.zone_of(metallica, 1) == Zone.ENER and game.virus_zones(1) == []


@encodes("WD19-007")
def test_sickness_love_removes_the_virus_of_an_infected_signi_and_weakens_it_more_with_a_bet(
    table: Table,
) -> None:
    metallica = "Metallica, Natural Stone"  # 15000
    for bet, power in ((False, 15000 - 8000), (True, 15000 - 15000)):
        game = table(f"""
            format: classic
            players:
              - lrig: {NANASHI4}
                lrig_deck: ["Sickness Love"]
                ener: ["{KOONI}"]
                coins: 1
              - lrig: {HANAYO3[:-1]}, "Hanayo-Pure Four"]
                signi: ["{metallica}", "{COSMO}"]
                viruses: [left, right]
        """)
        game.use("Sickness Love")
        game.accept() if bet else game.decline()
        # Metallica, in the left zone, is the only infected SIGNI: the target.
        assert game.virus_zones(1) == [2], bet
        if power > 0:
            assert game.power(metallica) == power
        else:  # 0 power: banished
            assert game.zone_of(metallica, 1) == Zone.ENER
        assert game.power(COSMO) == 7000


@encodes("WD19-015")
def test_kurokouji_puts_a_virus_only_where_there_is_none(table: Table) -> None:
    kurokouji = "Kurokouji, Natural Bacteria"
    source = f"""
        format: classic
        players:
          - lrig: {NANASHI4}
            hand: ["{kurokouji}"]
          - viruses: {{viruses}}
    """
    game = table(source.format(viruses="[]"))
    game.play(kurokouji, 0)
    game.mode(1)
    assert game.virus_zones(1) == [1]
    game = table(source.format(viruses="[right]"))
    game.play(kurokouji, 0)  # a [Virus] there already: nothing
    assert game.virus_zones(1) == [2]
    burst = table.life_burst(kurokouji, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


ALEXAND = "Alexand, Peerless Conquest"  # red <Valor>, level 2, 8000, [Rise]
SWORD = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000


@encodes("WD17-001")
def test_ril_desperation_banishes_for_a_coin(table: Table) -> None:
    source = f"""
        format: classic
        phase: grow
        players:
          - lrig: {RIL}
            lrig_deck: ["Ril, Memory of Desperation"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
            coins: {{coins}}
          - lrig: {RIL4}
            signi: ["{SWORD}", "Eagle, Phantom Beast"]
    """
    game = table(source.format(coins=1))
    game.grow("Ril, Memory of Desperation")
    game.accept()  # pay the coin: the SIGNI of 12000 or less is banished
    assert game.players[0].coins == 0
    assert game.zone_of(SWORD) == Zone.ENER
    assert game.zone_of("Eagle, Phantom Beast") == Zone.SIGNI  # 15000
    game = table(source.format(coins=0))
    game.grow("Ril, Memory of Desperation")
    assert game.zone_of(SWORD) == Zone.SIGNI  # no coin to pay


@encodes("WD17-001")
def test_ril_desperation_ups_a_rise_signi_when_the_signi_in_front_is_banished(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL4}
            lrig_deck: ["WX01-014"]
            signi: ["{ALEXAND}", "{GAWAIN}"]
            ener: ["{IRON}", "{IRON}", "{IRON}", "{IRON}", "{IRON}", "{IRON}"]
          - lrig: {RIL4}
            signi: ["{SWORD}", "{LANCELOT}"]
    """)
    game.action("Ril, Memory of Desperation")
    game.pay()  # Alexand, the one SIGNI with [Rise], gains the ability
    game.down(game.card(ALEXAND))
    game.use("Dominating Fury")  # banishes the SIGNI in front of Alexand
    game.pay()
    game.target(SWORD)
    assert game.zone_of(SWORD) == Zone.ENER
    assert not game.downed[game.card(ALEXAND)]  # upped by the ability it gained


@encodes("WD13-010")
def test_bind_weapons_keeps_the_opponents_lrig_and_signi_to_one_attack_each(
    table: Table,
) -> None:
    def game_after(mode: int) -> Play:
        game = table(
            f"""
            format: classic
            phase: attack
            turn_player: 1
            players:
              - lrig: {SASHE4}
                lrig_deck: ["Bind Weapons"]
                ener: ["{PROCYON}"]
                life: ["{KOONI}", "{KOONI}", "{KOONI}"]
              - signi: ["{IRON}", ~, ~]
            """,
            skip_forced=False,
        )
        game.pass_until(lambda g: g.game.current_player() == 0 and g.can(g.ActionKind.USE_ARTS))
        game.use("Bind Weapons")
        game.mode(mode)
        game.pass_until(lambda g: g.can(ActionKind.ATTACK, IRON))
        game.attack(IRON)
        game.pass_until(lambda g: g.game.current_player() == 1)
        game.game.up(game.card(IRON, 1))
        return game

    capped = game_after(1)  # upped: would attack again but for the cap
    assert not capped.game.can_attack(capped.card(IRON, 1))
    assert capped.game.attacks_at_most(capped.game.center(1)) == 1
    assert not capped.game.restricted(0, Restriction.CRUSHED_BUT_BY_DAMAGE)
    free = game_after(0)  # the Life Cloth instead
    assert free.game.can_attack(free.card(IRON, 1))
    assert free.game.attacks_at_most(free.game.center(1)) == -1
    assert free.game.restricted(0, Restriction.CRUSHED_BUT_BY_DAMAGE)


OMNISCIENCE = "Omniscience and Omnipotence"  # a <Mama> ARTS: 4 green and 4 colorless


def omniscience(table: Table, coins: int, turn_player: int) -> Play:
    game = table(f"""
        format: classic
        phase: {"main" if turn_player == 0 else "attack"}
        turn: 4
        turn_player: {turn_player}
        players:
          - lrig: {MAMA}
            lrig_deck: ["{OMNISCIENCE}"]
            ener: {[SWALLOW] * 8}
            coins: {coins}
            deck: ["{KUKRI}", "{KUKRI}", "{KUKRI}"]
          - lrig: {MAMA}
            signi: ["{IRON}", "{KUKRI}", "{SWALLOW}"]
            ener: ["{IRON}", "{IRON}", "{KUKRI}"]
            hand: ["{IRON}", "{IRON}", "{IRON}"]
    """)
    if turn_player == 1:
        game.pass_until(lambda g: g.can(ActionKind.USE_ARTS, OMNISCIENCE), limit=5)
    game.use(OMNISCIENCE)
    return game


@encodes("WD20-006")
def test_omniscience_trashes_two_signi_two_ener_makes_two_discards_and_adds_life(
    table: Table,
) -> None:
    game = omniscience(table, coins=2, turn_player=0)
    game.accept()  # bet two coins
    game.act(ActionKind.CHOOSE, IRON)  # two of their three SIGNI
    game.act(ActionKind.CHOOSE, KUKRI)
    assert game.zone_of(SWALLOW, 1) == Zone.SIGNI and game.count(1, Zone.TRASH) == 2
    game.act(ActionKind.CHOOSE, IRON)  # two of their three Ener cards
    game.act(ActionKind.CHOOSE, KUKRI)
    assert game.count(1, Zone.ENER) == 1 and game.count(1, Zone.HAND) == 1
    assert game.count(0, Zone.LIFE) == 1 and game.players[0].coins == 0
    turn = game.turn
    game.pass_until(lambda g: g.turn == turn + 1, limit=30)
    assert game.turn_player == 1  # no turn skipped: it was your own turn


@encodes("WD20-006")
def test_omniscience_on_the_opponents_turn_without_a_bet_skips_your_next_turn(
    table: Table,
) -> None:
    game = omniscience(table, coins=0, turn_player=1)
    for _ in range(2):  # two SIGNI, then two Ener cards
        game.act(ActionKind.CHOOSE, IRON)
        game.act(ActionKind.CHOOSE, KUKRI)
    assert game.count(1, Zone.HAND) == 1 and game.count(0, Zone.LIFE) == 1
    game.pass_until(lambda g: g.turn >= 5 and g.decision is not None, limit=40)
    assert game.turn == 6 and game.turn_player == 1  # turn 5, yours, was skipped


# ------------------------------------------------------------------ vocab-22's cards

ULITH4 = [
    "Ulith, Enma",
    "Ulith, Burning Eye Enma",
    "Ulith, Enma of Crushing Hell",
    "Ulith, Enma of Eternal Hell",
    "Ulith, Black Sand Enma",
]
EMPTY_FORTUNE = "Ulith, Enma of Empty Fortune"


@encodes("WD14-001")
def test_empty_fortune_grows_cheaper_for_every_six_devils_and_stops_guards(
    table: Table,
) -> None:
    def grown(devils: int) -> Play:
        game = table(f"""
            format: classic
            phase: grow
            players:
              - lrig: {ULITH4}
                lrig_deck: ["{EMPTY_FORTUNE}"]
                ener: ["{KOONI}", "{KOONI}"]
                trash: {[KOONI] * devils}
        """)
        game.grow(EMPTY_FORTUNE)
        return game

    # Three black, reduced by one for each six <Devil> SIGNI: free for eighteen.
    game = grown(18)
    assert game.game.center(0) == game.card(EMPTY_FORTUNE) and game.count(0, Zone.ENER) == 2
    assert game.restricted(1, Restriction.GUARD)
    game = grown(12)  # one black: no [Guard] restriction below eighteen
    assert game.game.center(0) == game.card(EMPTY_FORTUNE) and game.count(0, Zone.ENER) == 1
    assert not game.restricted(1, Restriction.GUARD)


@encodes("WD14-001")
def test_empty_fortune_gives_cards_without_a_burst_a_banishing_one(table: Table) -> None:
    game = table.life_burst(KUKRI, f"lrig: {[*ULITH4, EMPTY_FORTUNE]}", classic=True)
    game.burst()
    assert game.names(1, Zone.ENER) == [KUKRI]  # the attacker, banished


FOAM = "Tama, Foam Miko"
YUKI = "Yuki, Miko of Fortunate Love"
SARIE = "Sarie, Improvement of Historical Fact"  # white <Angel>, level 1
HIUNKA = "Code Maze Hiunka"  # white <Labyrinth>, level 1, 2000 (plays as no text)
EIN_GAS = "Ein=Gas"  # black <Poison Fang>, level 1, 3000
IONA3 = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden", "Iona, Pluto/Maiden"]


@encodes("WD13-003")
def test_foam_miko_grows_cheaper_by_revealing_an_arm_and_an_angel(table: Table) -> None:
    def grow(hand: list[str], ener: int) -> Play:
        game = table(f"""
            format: classic
            phase: grow
            players:
              - lrig: {TAMA}
                lrig_deck: ["{FOAM}"]
                hand: {hand}
                ener: {[PROCYON] * ener}
        """)
        return game

    # Two white for three: only with the reveal, which is then no choice.
    game = grow([KUKRI, SARIE], 2)
    game.grow(FOAM)
    assert game.game.center(0) == game.card(FOAM) and game.count(0, Zone.ENER) == 0
    assert game.count(0, Zone.HAND) == 2  # revealed, they stay
    # Without an <Angel> in the hand there is nothing to reveal: no grow on two white.
    assert not grow([KUKRI, KUKRI], 2).can(ActionKind.GROW, FOAM)
    # With three white, the reveal may be declined.
    game = grow([KUKRI, SARIE], 3)
    game.grow(FOAM)
    game.decline()
    assert game.count(0, Zone.ENER) == 0


@encodes("WD13-003")
def test_foam_miko_exceeds_to_return_a_white_signi_and_up_one(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*TAMA, FOAM]}
            signi: ["{SIRIUS}", "{SARIE} (downed)"]
    """)
    game.action(FOAM)
    game.choose(TAMA[0])  # [Exceed 1]
    game.choose(SIRIUS)
    assert game.zone_of(SIRIUS) == Zone.HAND and not game.downed[game.card(SARIE)]
    assert game.count(0, Zone.LRIG_TRASH) == 1
    assert not game.can(ActionKind.USE_ACTION, FOAM)  # once per turn


@encodes("WD13-002")
def test_yuki_grows_cheaper_for_a_labyrinth_and_a_poison_fang_and_sets_powers(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {IONA3}
            lrig_deck: ["{YUKI}"]
            hand: ["{HIUNKA}", "{EIN_GAS}"]
            ener: ["{KOONI}"]
            signi: ["{HIUNKA}", "{EIN_GAS}"]
          - signi: ["{SIRIUS}"]
    """)
    # 1 white, 1 black and 1 colourless, less one white and one black: one card.
    game.grow(YUKI)
    assert game.game.center(0) == game.card(YUKI) and game.count(0, Zone.ENER) == 0
    # During your turn your opponent's SIGNI get --1000 for each <Poison Fang> of yours.
    assert game.power(SIRIUS) == 6000
    game.pass_until(lambda g: g.turn_player == 1 and g.decision == DecisionKind.MAIN)
    # During your opponent's turn yours get +1000 for each <Labyrinth>.
    assert game.power(HIUNKA, 0) == 3000 and game.power(EIN_GAS, 0) == 4000
    assert game.power(SIRIUS) == 7000


TSC = "Code Art †SC†"  # black, level 1; [On-Play]: the top two cards of the deck trashed


@encodes("WD14-010")
def test_silent_clap_keeps_your_signis_on_play_from_triggering_and_may_return(
    table: Table,
) -> None:
    def game_with(clap: bool) -> Play:
        game = table(f"""
            format: classic
            players:
              - lrig: {ULITH4}
                lrig_deck: ["Silent Clap"]
                ener: ["{KOONI}"]
                hand: ["{TSC}"]
                deck: {[COSMO] * 4}
        """)
        if clap:
            game.use("Silent Clap")
            game.accept()  # Encore: 1 black
        game.play(TSC, 1)
        return game

    game = game_with(clap=False)
    assert game.count(0, Zone.DECK) == 2  # its [On-Play] trashed two
    game = game_with(clap=True)
    assert game.count(0, Zone.DECK) == 4 and game.count(0, Zone.ENER) == 0
    assert game.zone_of("Silent Clap") == Zone.LRIG_DECK


# ------------------------------------------------------------------ WD15 ARTS printed without text
# Their WD15 printings carry no text in the card data; the card's other printing (SP02)
# does, and the card database reads any printing's text (tests/test_build_carddb.py).

ONE_RULE = "One Rule, Two Birds"  # red ARTS, 1 red
FIERY_AMBITION = "See Through the Fiery Ambition"  # red ARTS, 3 red and 2 colorless
GUARD_ONE = "Servant O"  # a [Guard] icon, level 1
GUARD_THREE = "Servant T"  # a [Guard] icon, level 3


@encodes("SP02-009")  # WD15-010
def test_one_rule_two_birds_gives_double_crush_and_stops_level_one_guards(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {YUZUKI}
            lrig_deck: ["{ONE_RULE}"]
            ener: ["{IRON}"]
          - hand: ["{GUARD_ONE}", "{GUARD_THREE}"]
            life: ["{KUKRI}", "{KUKRI}", "{KUKRI}"]
    """)
    game.use(ONE_RULE)
    center = game.game.center(0)
    assert game.count(0, Zone.ENER) == 0 and game.has_keyword(center, KW.DOUBLE_CRUSH)
    game.end_main()
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK)
    game.attack(YUZUKI[-1])
    assert game.decision == DecisionKind.GUARD
    assert not any(GUARD_ONE in option for option in game.options())
    assert any(GUARD_THREE in option for option in game.options())
    game.act(ActionKind.NO_GUARD)
    assert game.count(1, Zone.LIFE) == 1  # two Life Cloth crushed


@encodes("SP02-010")  # WD15-007
def test_fiery_ambition_gives_assassin_to_signi_facing_power_12000_or_more(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {YUZUKI}
            lrig_deck: ["{FIERY_AMBITION}"]
            signi: ["{IRON}", "{IRON}", ~]
            ener: ["{IRON}", "{IRON}", "{IRON}", "{KUKRI}", "{KUKRI}"]
          - lrig: {HANAYO3}
            signi: ["{SILVAN}", "{IRON}", "{SILVAN}"]
    """)
    theirs = game.game.players[1].signi
    game.game.add_power(theirs[0], 2000)  # 12000 in front of the left SIGNI
    game.use(FIERY_AMBITION)
    left, middle = game.game.players[0].signi[:2]
    assert game.count(0, Zone.ENER) == 0
    assert game.has_keyword(left, KW.ASSASSIN) and not game.has_keyword(middle, KW.ASSASSIN)
    game.game.add_power(theirs[1], 9000)  # now 12000 in front of the middle one: it has it too
    assert game.has_keyword(middle, KW.ASSASSIN)
    turn = game.turn
    game.pass_until(lambda g: g.turn == turn + 1, limit=30)
    assert not game.has_keyword(left, KW.ASSASSIN)  # for this turn only


# ------------------------------------------------------------------ WD18 [Accessory]

MEL_ANGE = "Mel=Ange"
HAMBUR = "Code Eat Hambur"  # level 4, 12000, +3000 accessorized
CURRY = "Code Eat Curry"  # level 3, 8000, [Lancer] accessorized
KETCHU = "Code Eat Ketchu"  # level 2, [Accessory] for 1 green, +5000
MAYO = "Code Eat Mayo"  # level 1, [Accessory] for 0 green, +2000


def accessory_table(table: Table, signi: str, ener: str, hand: str = "[]") -> Play:
    return table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            signi: {signi}
            ener: {ener}
            hand: {hand}
          - lrig: {HANAYO3}
            signi: ["{IRON}", "{IRON}", "{IRON}"]
            life: ["{KUKRI}", "{KUKRI}"]
    """)


@encodes("WD18-013", "WD18-011")
def test_ketchu_goes_under_curry_as_an_accessory_for_power_and_lancer(table: Table) -> None:
    game = accessory_table(table, f'["{CURRY}"]', f'["{KETCHU}", "{SWALLOW}"]')
    curry = game.card(CURRY)
    assert game.power(CURRY) == 8000 and not game.has_keyword(curry, KW.LANCER)
    game.action(KETCHU)  # from the Ener Zone
    game.pay(SWALLOW)
    assert game.zone_of(KETCHU) == Zone.UNDER and game.zone_of(SWALLOW) == Zone.TRASH
    assert game.power(CURRY) == 8000 + 5000 and game.has_keyword(curry, KW.LANCER)
    assert game.game.accessory_of(curry) == game.card(KETCHU)


@encodes("WD18-015")
def test_mayo_is_an_accessory_for_free_and_a_signi_holds_one_at_most(table: Table) -> None:
    game = accessory_table(table, f'["{CURRY}", "{GYUDO}"]', f'["{MAYO}", "{KETCHU}", "{SWALLOW}"]')
    game.action(MAYO)  # [Green 0]
    assert sorted(game.options()) == [f"choose {CURRY}", f"choose {GYUDO}"]
    game.choose(CURRY)
    assert game.power(CURRY) == 8000 + 2000 and game.count(0, Zone.ENER) == 2
    game.action(KETCHU)  # Curry has one: only Gyudo may have it
    game.pay(SWALLOW)
    assert game.zone_of(KETCHU) == Zone.UNDER and game.power(GYUDO) == 3000 + 5000
    assert game.power(CURRY) == 10000


@encodes("WD18-015", "WD18-013")
def test_cooking_accessories_draw_as_life_bursts(table: Table) -> None:
    for burst in (MAYO, KETCHU):
        game = table.life_burst(burst, f'deck: ["{GYUDO}"]', classic=True)
        game.burst()
        assert game.names(0, Zone.HAND) == [GYUDO]


@encodes("WD18-009")
def test_hambur_gets_3000_accessorized_and_saves_an_accessory_when_banished(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - lrig: {MEL4}
            signi: ["{HAMBUR}"]
            ener: ["{MAYO}"]
            trash: ["{KETCHU}", "{GYUDO}"]
          - lrig: {HANAYO3}
            signi: ["{SILVAN}"]
    """)
    assert game.power(HAMBUR) == 12000
    hambur = game.card(HAMBUR)
    game.game.put_accessory(game.card(MAYO), hambur)
    assert game.power(HAMBUR) == 12000 + 3000 + 2000
    game.game.add_power(game.card(SILVAN), 7000)  # 17000: it banishes Hambur in battle
    game.attack(SILVAN)
    assert game.zone_of(HAMBUR) == Zone.ENER and game.zone_of(MAYO) == Zone.TRASH
    assert sorted(game.options()) == [f"choose {KETCHU}", f"choose {MAYO}"]
    game.choose(KETCHU)
    assert game.zone_of(KETCHU) == Zone.ENER and game.zone_of(GYUDO) == Zone.TRASH


@encodes("WD18-009")
def test_hambur_without_an_accessory_saves_nothing_when_banished(table: Table) -> None:
    game = table(f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - lrig: {MEL4}
            signi: ["{HAMBUR}"]
            trash: ["{KETCHU}"]
          - lrig: {HANAYO3}
            signi: ["{SILVAN}"]
    """)
    game.game.add_power(game.card(SILVAN), 2000)
    game.attack(SILVAN)
    assert game.zone_of(HAMBUR) == Zone.ENER and game.zone_of(KETCHU) == Zone.TRASH


@encodes("WD18-009")
def test_hambur_life_burst_fetches_an_accessory_and_may_attach_it(table: Table) -> None:
    game = table.life_burst(
        HAMBUR,
        f'{{lrig: {MEL4}, signi: ["{CURRY}"], deck: ["{GYUDO}", "{MAYO}", "{GYUDO}"]}}',
        classic=True,
    )
    game.burst()
    game.choose(MAYO)  # the only SIGNI with [Accessory]
    assert game.zone_of(MAYO) == Zone.ENER
    game.accept()
    assert game.zone_of(MAYO) == Zone.UNDER and game.power(CURRY) == 8000 + 2000


@encodes("WD18-001")
def test_mel_ange_fetches_accessories_for_a_coin_and_cooks_a_life_cloth(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {MEL}
            lrig_deck: ["{MEL_ANGE}"]
            ener: ["{SWALLOW}", "{SWALLOW}", "{SWALLOW}", "{OYAKO}", "{TENDO}", "{HAMBUR}"]
            coins: 1
            deck: ["{KETCHU}", "{GYUDO}", "{MAYO}", "{CURRY}", "{KOONI}"]
    """)
    game.grow(MEL_ANGE)
    game.pay(SWALLOW, SWALLOW, SWALLOW)
    game.accept()  # pay the coin
    assert game.players[0].coins == 0
    assert sorted(game.options())[:2] == [f"choose {KETCHU}", f"choose {MAYO}"]
    game.choose(KETCHU, MAYO)
    assert game.zone_of(KETCHU) == Zone.ENER and game.zone_of(MAYO) == Zone.ENER
    life = game.count(0, Zone.LIFE)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    game.action(MEL_ANGE)  # four <Cooking> SIGNI of levels 1 (Mayo), 2, 3 and 4
    while game.decision == DecisionKind.PAYMENT or any(
        option.startswith("choose") for option in game.options()
    ):
        game.first()
    assert game.count(0, Zone.LIFE) == life + 1
    assert game.count(0, Zone.TRASH) == 4 + 3  # and the green the grow paid
    assert not game.can(ActionKind.USE_ACTION, MEL_ANGE)  # once per turn


# ------------------------------------------------------------------ a Bet that changes the use cost

FLAMELESS = "Flameless Isolation"  # red ARTS, 4 red; Bet: 0 red
TRANSMIGRATION = "Circle of Transmigration"  # green ARTS, 2 green 2 colorless; Bet: 0 green


def flameless(table: Table, ener: int, coins: int) -> Play:
    return table(f"""
        format: classic
        players:
          - lrig: {RIL}
            lrig_deck: ["{FLAMELESS}"]
            ener: {[IRON] * ener}
            coins: {coins}
          - lrig: {HANAYO3}
            signi: ["{IRON}", "{SILVAN}"]
    """)


@encodes("WD17-006")
def test_flameless_isolation_banishes_all_for_four_red_or_for_a_bet(table: Table) -> None:
    game = flameless(table, ener=4, coins=2)
    game.use(FLAMELESS)
    game.decline()  # no bet: 4 red
    assert game.count(1, Zone.SIGNI) == 0 and game.count(1, Zone.ENER) == 2
    assert game.count(0, Zone.ENER) == 0 and game.players[0].coins == 2
    game = flameless(table, ener=4, coins=2)
    game.use(FLAMELESS)
    game.accept()  # the bet: 0 red
    assert game.count(1, Zone.SIGNI) == 0
    assert game.count(0, Zone.ENER) == 4 and game.players[0].coins == 0


@encodes("WD17-006")
def test_flameless_isolation_is_usable_with_coins_alone(table: Table) -> None:
    assert not flameless(table, ener=0, coins=1).can(ActionKind.USE_ARTS, FLAMELESS)
    assert not flameless(table, ener=3, coins=0).can(ActionKind.USE_ARTS, FLAMELESS)
    game = flameless(table, ener=0, coins=2)
    game.use(FLAMELESS)  # 4 red cannot be paid: the bet is made
    assert game.count(1, Zone.SIGNI) == 0 and game.players[0].coins == 0


@encodes("WD20-007")
def test_circle_of_transmigration_adds_a_life_cloth_for_a_bet(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {MAMA}
            lrig_deck: ["{TRANSMIGRATION}"]
            ener: ["{SWALLOW}"]
            coins: 2
            deck: ["{KUKRI}", "{IRON}"]
    """)
    game.pass_until(lambda g: g.can(ActionKind.USE_ARTS, TRANSMIGRATION), limit=5)
    game.use(TRANSMIGRATION)
    assert game.count(0, Zone.LIFE) == 1 and game.players[0].coins == 0
    assert game.count(0, Zone.ENER) == 1


@encodes("WD15-023")
def test_wild_dance_has_a_dragon_beast_that_banishes_banish_a_lower_level_signi(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {YUZUKI}
            hand: ["Wild Dance of the Pendulum"]
            signi: ["Kannya, Phantom Dragon", "{SC}"]
            ener: ["{IRON}"]
          - signi: ["{KOONI}", "{SILVAN}", "{SWALLOW}"]
    """)
    game.use("Wild Dance of the Pendulum")
    game.end_main()
    game.attack(SC)  # no <Dragon Beast>: its battle banishes nothing more
    assert game.zone_of(SILVAN, 1) == Zone.SIGNI
    game.attack("Kannya, Phantom Dragon")  # level 2: banishes Kooni in battle
    assert game.zone_of(KOONI, 1) == Zone.ENER
    assert game.zone_of(SWALLOW, 1) == Zone.ENER  # level 1, lower than Kannya's
    assert game.zone_of(SILVAN, 1) == Zone.SIGNI


GLK = "Code Art GLK"  # blue <Electric Machine>, level 2, Piruluk's


@encodes("WD16-016")
def test_glk_enters_only_after_your_opponent_discarded_this_turn(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {["Code Piruluk", "Code Piruluk K", "Code Piruluk M"]}
            hand: ["{GLK}", "TOO BAD"]
            ener: ["{SC}"]
          - hand: ["{IRON}"]
    """)
    assert not game.can(ActionKind.PLAY_SIGNI, GLK)
    game.use("TOO BAD")
    assert game.zone_of(IRON, 1) == Zone.TRASH
    game.play(GLK)
    assert game.zone_of(GLK) == Zone.SIGNI


@encodes("WD16-016")
@pytest.mark.parametrize(("hand", "left"), [(5, 4), (6, 4)])
def test_glk_life_burst_discards_one_or_two_by_the_hand(table: Table, hand: int, left: int) -> None:
    game = table.life_burst(
        GLK,
        f"""
        opponent:
          hand: {[IRON] * hand}
        """,
        classic=True,
    )
    game.burst()
    game.pass_until(lambda play: play.count(1, Zone.HAND) == left, limit=10)
    assert game.count(1, Zone.TRASH) == hand - left


NIHOKOKABI = "Nihokokabi, Natural Bacteria"  # black <Bacteria>, level 4, 12000
LILITH = "Lilith, Recurring Nightmare"  # black <Devil>, level 4, 15000


@encodes("WD19-009")
def test_nihokokabi_weakens_once_a_turn_as_viruses_are_removed(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {NANASHI4}
            signi: ["{NIHOKOKABI}"]
          - lrig: {HANAYO3[:-1]}, "Hanayo-Pure Four"]
            signi: ["{LILITH}", "{COSMO}", "{KOONI}"]
            viruses: [left, center]
    """)
    game.action("Nanashi, That Four")
    game.mode(0)
    game.mode(1)  # both [Virus]es removed: --20000
    game.target(LILITH)
    game.target(COSMO)  # the first removal: once per turn
    assert game.decision == DecisionKind.MAIN
    assert game.zone_of(LILITH, 1) == Zone.ENER
    assert game.power(COSMO, 1) == 2000 and game.power(KOONI, 1) == 3000


@encodes("WD19-009")
def test_nihokokabi_infects_every_zone_as_it_attacks(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {NANASHI4}
            signi: ["{NIHOKOKABI}"]
          - signi: [~, "{COSMO}", ~]
            viruses: [center]
    """)
    game.attack(NIHOKOKABI)
    assert game.virus_zones(1) == [0, 1, 2]


@encodes("WD19-009")
def test_nihokokabi_life_burst_infects_a_zone_and_weakens_its_signi(table: Table) -> None:
    for zone in (0, 1):  # the center zone has a [Virus] already: its SIGNI still gets --8000
        burst = table.life_burst(
            NIHOKOKABI,
            f"""
            opponent:
              lrig: {HANAYO3[:-1]}, "Hanayo-Pure Four"]
              signi: ["{COSMO}", "{LILITH}", "{CLASSIC_FILLER}"]
              viruses: [center]
            """,
            classic=True,
        )
        burst.burst()
        burst.mode(zone)
        assert burst.virus_zones(1) == ([0, 1] if zone == 0 else [1])
        assert burst.power(LILITH, 1) == (7000 if zone == 1 else 15000)
        assert burst.zone_of(COSMO, 1) == (Zone.ENER if zone == 0 else Zone.SIGNI)


# ---------------------------------------------------------------- Cross (WD10; vocab-25)
# docs/engine-hooks.md, "Cross": side by side as their Cross lines say, both are crossed;
# a crossed SIGNI that attacks while all crossed with it are downed [Heaven]s.

TAMA4_CROSS = str([*TAMA, "Four of Tamayorihime, Brave and Bold"])
HECKLER = "Heckler, Ballista"  # level 4, 12000; right of Koch
KOCH = "Koch, Roaring Gun"  # level 3, 8000; left of Heckler
STUN = "Stun, Explosive Gun"  # level 2, 5000; left of Grenade
GRENADE = "Grenade, Small Gun"  # level 1, 2000; right of Stun
SERVANT_O = "Servant O"  # colorless, level 1, 2000


def _cross_field(table: Table, signi: str, theirs: str = "[]", **player: str) -> Play:
    extra = "".join(f"\n            {key}: {value}" for key, value in player.items())
    return table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4_CROSS}
            signi: {signi}{extra}
          - signi: {theirs}
            life: ["{CLASSIC_FILLER}", "{CLASSIC_FILLER}", "{CLASSIC_FILLER}"]
    """)


def _accept_all(game: Play) -> None:
    """Process what the attack triggered: in the order offered, saying yes to each "you
    may" and paying with the Ener there is."""
    while game.decision in (
        DecisionKind.TRIGGER_ORDER,
        DecisionKind.OPTIONAL,
        DecisionKind.PAYMENT,
    ):
        if game.decision is DecisionKind.TRIGGER_ORDER:
            game.first()
        elif game.decision is DecisionKind.OPTIONAL:
            game.accept()
        else:
            game.pay()


@encodes("WD10-013", "WD10-015")
def test_stun_and_grenade_cross_and_grenade_banishes_when_it_heavens(table: Table) -> None:
    game = _cross_field(table, f'["{STUN}", "{GRENADE}", ~]')
    # [Cross Constant] base powers 8000 and 5000; the LRIG's +5000 in your turn.
    assert (game.power(STUN), game.power(GRENADE)) == (13000, 10000)
    game = _cross_field(table, f'["{GRENADE}", "{STUN}", ~]')
    assert (game.power(STUN), game.power(GRENADE)) == (5000, 2000)
    game = _cross_field(table, f'["{STUN} (downed)", "{GRENADE}", ~]', f'[~, ~, "{SERVANT_O}"]')
    game.attack(GRENADE)
    while game.decision is DecisionKind.TRIGGER_ORDER:
        game.first()
    if game.decision is DecisionKind.OPTIONAL:
        game.decline()  # the LRIG's draw
    assert game.zone_of(SERVANT_O) == Zone.ENER


@encodes("WD10-001")
def test_four_of_tamayorihime_powers_crossed_signi_and_draws_on_heaven(table: Table) -> None:
    game = _cross_field(table, f'["{STUN} (downed)", "{GRENADE}", "{IRON}"]')
    assert game.power(GRENADE) == 10000 and game.power(IRON) == 3000
    hand = game.count(0, Zone.HAND)
    game.attack(GRENADE)
    while game.decision is DecisionKind.TRIGGER_ORDER:
        game.first()
    game.accept()
    assert game.count(0, Zone.HAND) == hand + 1
    game = _cross_field(table, f'["{STUN}", "{GRENADE}", ~]')
    game.attack(GRENADE)  # Stun is upped: no [Heaven], nothing to draw
    assert game.count(0, Zone.HAND) == hand and game.decision is not DecisionKind.OPTIONAL


@encodes("WD10-009")
def test_heckler_crosses_koch_and_crushes_when_it_heavens(table: Table) -> None:
    game = _cross_field(table, f'["{KOCH} (downed)", "{HECKLER}", ~]', ener=f'["{IRON}"]')
    assert game.power(HECKLER) == 20000  # 15000 crossed, +5000 in your turn
    game.attack(HECKLER)
    _accept_all(game)
    assert game.zone_of(IRON) == Zone.TRASH
    # One Life Cloth crushed by the [Heaven], one by the attack's damage.
    assert game.count(1, Zone.LIFE) == 1
    burst = table.life_burst(
        HECKLER, f"opponent: {{signi: [~, '{KOCH}', '{CLASSIC_FILLER}']}}", classic=True
    )
    burst.burst()
    burst.target(KOCH)
    assert burst.zone_of(KOCH) == Zone.ENER


@encodes("WD10-011")
def test_koch_banishes_when_it_enters_crossed(table: Table) -> None:
    koch_field = f"""
        format: classic
        players:
          - lrig: {TAMA4_CROSS}
            hand: ["{KOCH}"]
            signi: [~, "{HECKLER}", ~]
          - signi: ["{IRON}", ~, ~]
    """
    game = table(koch_field)
    game.play(KOCH, 0)
    assert game.zone_of(IRON, 1) == Zone.ENER
    game = table(koch_field)
    game.play(KOCH, 2)  # right of Heckler: not crossed, no banish
    assert game.zone_of(IRON, 1) == Zone.SIGNI


@encodes("WD10-008")
def test_crossroad_searches_a_signi_with_cross(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4_CROSS}
            lrig_deck: ["Crossroad"]
            ener: ["{CLASSIC_FILLER}"]
            deck: ["{CLASSIC_FILLER}", "{STUN}", "{CLASSIC_FILLER}"]
    """)
    game.use("Crossroad")
    game.choose(STUN)
    assert game.zone_of(STUN) == Zone.HAND


@encodes("WD10-018")
def test_overlap_of_fate_banishes_bigger_with_a_crossed_signi(table: Table) -> None:
    def field(signi: str) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {TAMA4_CROSS}
                hand: ["Overlap of Fate"]
                ener: ["{IRON}"]
                signi: {signi}
              - signi: ["Koch, Roaring Gun", ~, ~]
        """)

    game = field(f'["{STUN}", "{GRENADE}", ~]')
    game.use("Overlap of Fate")
    assert game.zone_of(KOCH, 1) == Zone.ENER
    game = field(f'["{GRENADE}", "{STUN}", ~]')
    game.use("Overlap of Fate")
    assert game.zone_of(KOCH, 1) == Zone.SIGNI
    burst = table.life_burst("Overlap of Fate", f"deck: ['{STUN}']", classic=True)
    burst.burst()
    burst.choose(STUN)
    assert burst.zone_of(STUN, 0) == Zone.HAND


COMPASS = "#Compass#, Sharp Needle of Tool Wisdom"  # green <Wisdom>, level 4, 12000
TANGENT = "#Tangent#, Angle of Angular Wisdom"  # green <Wisdom>, level 3, 10000, vanilla
PASCAL = "#Pascal#, Formula of Propagating Wisdom"  # <Wisdom>, level 3, 8000, vanilla
MAMA4 = str(["Mama♥0", "Mama♥3", "Mama♥4 MODE2"])  # limit 11
FLAMBER = "Flamber, Medium Sword"  # white, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white, level 3, 10000
SWALLOW = "Swallow, Phantom Beast"  # green, level 1, 3000


@encodes("WD20-009")
def test_compass_charges_attacks_a_zone_next_to_its_front_and_banishes_the_strong(
    table: Table,
) -> None:
    def field(mine: list[object], *, phase: str = "attack", **extra: str) -> Play:
        more = "".join(f"\n                {key}: {value}" for key, value in extra.items())
        signi = ", ".join("~" if card is None else f'"{card}"' for card in mine)
        return table(f"""
            format: classic
            phase: {phase}
            players:
              - lrig: {MAMA4}
                signi: [{signi}]{more}
              - lrig: {TAMA}
                signi: ["{CALIBURN}", "{FLAMBER}", ~]
                life: ["{KOONI}", "{KOONI}", "{KOONI}"]
        """)

    # [Wisdom = 7]: its attack puts the top two cards of your deck into the Ener Zone.
    game = field([None, COMPASS, TANGENT])
    game.attack(COMPASS)
    assert game.count(0, Zone.ENER) == 2
    # [Wisdom = 10]: after battling Flamber in front of it, it may attack a zone next to
    # it: Caliburn's (a battle), or the empty one (damage).
    game = field([PASCAL, COMPASS, TANGENT])
    game.attack(COMPASS)
    assert game.zone_of(FLAMBER, 1) == Zone.ENER and game.count(0, Zone.ENER) == 0
    assert game.decision == DecisionKind.OPTIONAL
    game.accept()
    game.act(ActionKind.CHOOSE_ZONE, b=0)
    assert game.zone_of(CALIBURN, 1) == Zone.ENER and game.count(1, Zone.LIFE) == 3
    game = field([PASCAL, COMPASS, TANGENT])
    game.attack(COMPASS)
    game.accept()
    game.act(ActionKind.CHOOSE_ZONE, b=2)
    assert game.zone_of(CALIBURN, 1) == Zone.SIGNI and game.count(1, Zone.LIFE) == 2
    game = field([PASCAL, COMPASS, TANGENT])
    game.attack(COMPASS)
    game.decline()
    assert game.zone_of(CALIBURN, 1) == Zone.SIGNI and game.count(1, Zone.LIFE) == 3
    # Not at [Wisdom = 10]: one battle, no choice.
    game = field([None, COMPASS, TANGENT])
    game.attack(COMPASS)
    assert game.decision != DecisionKind.OPTIONAL and game.count(1, Zone.LIFE) == 3
    # [Action] green green colorless: banish a SIGNI with power 12000 or more.
    game = field([None, COMPASS, None], phase="main", ener=f'["{SWALLOW}", "{SWALLOW}", "{KOONI}"]')
    game.game.add_power(game.card(CALIBURN), 2000)
    game.action(COMPASS)
    assert game.zone_of(CALIBURN, 1) == Zone.ENER and game.zone_of(FLAMBER, 1) == Zone.SIGNI
    # Its Life Burst: [Ener Charge 2].
    burst = table.life_burst(COMPASS, classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 3  # two, and the crushed card itself


MAYU_TRUE_NAME = "Mayu, True Name Miko"
YUKI = "Yuki, Miko of Fortunate Love"  # an <Iona> LRIG, level 4
FOAM = "Tama, Foam Miko"  # a <Tama> LRIG, level 4
SILVER_SCREEN = "Tama, Silver Screen Miko"  # a <Tama> LRIG, level 3
MAYU_ARTS = ["Modern Boundary", "Bind Weapons", "Spirit Salvage"]


@encodes("WD13-001")
def test_mayu_true_name_grows_on_a_revealed_lrig_and_exceeds_to_reset_the_opponents_field(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA4}
            lrig_deck: ["{MAYU_TRUE_NAME}", "{YUKI}", "{FOAM}", "Hanayo-Two"]
            lrig_trash: ["{SILVER_SCREEN}", {", ".join(f'"{a}"' for a in MAYU_ARTS)}]
          - signi: ["{SIRIUS}", ~, "{IRON}"]
            deck: ["{PROCYON}", "Jetting Knowledge", "{KOONI}"]
    """)
    game.grow(MAYU_TRUE_NAME)
    # The grow cost: a <Tama> or <Iona> LRIG of the LRIG deck, never a <Hanayo>.
    assert sorted(game.options()) == [f"choose {FOAM}", f"choose {YUKI}"]
    game.choose(YUKI)
    # [On-Play]: the LRIG of the LRIG trash under Mayu, and up to two ARTS back.
    game.choose(MAYU_ARTS[0])
    game.choose(MAYU_ARTS[1])
    lrig = game.names(0, Zone.LRIG)
    assert lrig[-1] == MAYU_TRUE_NAME and len(lrig) == 8  # five, Yuki and Silver Screen
    assert YUKI in lrig and SILVER_SCREEN in lrig
    assert game.names(0, Zone.LRIG_TRASH) == [MAYU_ARTS[2]]
    assert set(MAYU_ARTS[:2]) <= set(game.names(0, Zone.LRIG_DECK))
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    game.act(ActionKind.USE_ACTION, MAYU_TRUE_NAME, b=2)  # [Exceed 2]
    game.choose(YUKI)
    game.choose(SILVER_SCREEN)
    # All of the opponent's SIGNI trashed; of their top two cards, the SIGNI onto the field.
    game.choose(PROCYON)
    game.pass_until(lambda g: g.decision in (DecisionKind.MAIN, None) or g.current_player() == 0)
    assert game.zone_of(SIRIUS) == Zone.TRASH and game.zone_of(IRON) == Zone.TRASH
    assert game.names(1, Zone.SIGNI).count(PROCYON) == 1
    assert game.zone_of("Jetting Knowledge") == Zone.TRASH
    assert game.zone_of(KOONI) == Zone.DECK


@encodes("WD13-001")
def test_mayu_true_name_cannot_grow_without_a_tama_or_iona_lrig_to_reveal(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA4}
            lrig_deck: ["{MAYU_TRUE_NAME}", "Hanayo-Two"]
    """)
    assert not game.can(ActionKind.GROW, MAYU_TRUE_NAME)
