"""Classic starter decks WD09 to WD20: the encoded cards play their abilities, in a classic
game (classic-2014-beginner-guide.txt). The cards these sets still lack are listed in the
handover notes with what each needs."""

from __future__ import annotations

from deckcheck.engine import KW, Zone
from tests.carddb.table import Table, encodes

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
            deck: ["{PROCYON}", "{KOONI}"]
    """)
    venus.game.put_onto_field(venus.card(VENUS), 0)  # as its play would
    venus.action("Sashe Pleine, Eternal Messenger")
    venus.done()  # no Space SIGNI taken; then the game settles: the Resona's trigger
    assert venus.count(0, Zone.ENER) == 1


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
            trash: ["{KOONI}", "Monshiro, Phantom Insect"]
    """)
    game.game.put_onto_field(game.card("Yasudesu, Black Phantom Insect"), 0)
    game.action("Myuu=Imago")  # the game settles: the trigger first
    assert game.names(0, Zone.HAND) == ["Monshiro, Phantom Insect"]
    assert game.count(0, Zone.ENER) == 1


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
