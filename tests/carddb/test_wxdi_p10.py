"""WXDi-P10 (Booster 10): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import KW, Zone
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL, burst
from tests.carddb.table import AT3, Table, encodes, lrigs

HIRANA = [
    "Hirana, a Spark of Hope",
    "Hirana, a Dream of a Miracle",
    "Hirana, a Glimpse of the Truth",
    "Hirana, a Step Towards the Top",
]
# A Center LRIG with seven cards under it (for [Exceed 7]).
EXCEED_7 = lrigs([*HIRANA, *HIRANA])


@encodes("WXDi-P10-057")
def test_vulcanic_scythe_vanishes_2000_or_less_or_with_exceed_7_up_to_12000(
    table: Table,
) -> None:
    def use(pay_exceed: bool) -> tuple[str, int]:
        game = table(f"""
            players:
              - lrig: {EXCEED_7}
                hand: ["Vulcanic Scythe"]
              - lrig: {lrigs(AT3)}
                signi: ["Tobiel, Full Armed", "Servant #", "Romail, Lightly Armed"]
        """)
        game.use("Vulcanic Scythe")
        if pay_exceed:
            game.accept()
            game.target("Tobiel, Full Armed")
        else:
            game.decline()
            game.target("Servant #")
        return ", ".join(game.names(1, Zone.ENER)), game.count(0, Zone.LRIG_TRASH)

    assert use(False) == ("Servant #", 0)
    assert use(True) == ("Tobiel, Full Armed", 7)


@encodes("WXDi-P10-057")
def test_vulcanic_scythe_life_burst_vanishes_an_upped_signi(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(HIRANA)}
            life: ["Vulcanic Scythe"]
          - lrig: {lrigs(AT3)}
            signi: ["Servant #", "Tobiel, Full Armed"]
    """)
    game.attack("Servant #")
    game.burst()
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER


@encodes("WXDi-P10-064")
def test_taiyo_pepper_gets_5000_with_a_pripara_signi_in_the_ener_zone(table: Table) -> None:
    for ener, power in (("Hojo Sophy, Pripara Idol", 8000), ("Servant #", 3000)):
        game = table(f"""
            players:
              - signi: ["Taiyo Pepper, Pripara Idol"]
                ener: ["{ener}"]
        """)
        assert game.power("Taiyo Pepper, Pripara Idol") == power


SOPHY = "Hojo Sophy, Pripara Idol"  # level 1, 3000, white <<Pripara>>, not yet encoded
FUWARI = "Midorikaze Fuwari, Pripara Idol"  # level 1, 3000, blue <<Pripara>>, not yet encoded
RAPHAE = "Raphae, Jade Doomed Angel"  # level 1, 5000 <<Angel>>, vanilla
URIEL = "Uriel, Blessed Doomed Angel"  # level 2, 10000 <<Angel>>, vanilla


@encodes("WXDi-P10-071")
def test_reona_west_gives_minus_2000_when_it_mills_a_pripara_signi(table: Table) -> None:
    for top, power in ((SOPHY, 3000), (ROMAIL, 5000)):
        game = table(f"""
            players:
              - hand: ["Reona West, Pripara Idol"]
                deck: ["{top}", "{BUFFALO}"]
              - signi: ["{BUFFALO}"]
        """)
        game.play("Reona West, Pripara Idol", 0)
        assert game.names(0, Zone.TRASH) == [top] and game.power(BUFFALO, 1) == power


@encodes("WXDi-P10-056")
def test_kurosu_aroma_trashes_a_pripara_ener_card_to_vanish_up_to_10000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Kurosu Aroma, Pripara Idol"]
            ener: ["{SOPHY}", "{BUFFALO}"]
          - signi: ["{KOALALA}"]
    """)
    game.end_main()
    game.accept()
    assert game.names(0, Zone.TRASH) == [SOPHY] and game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P10-051")
def test_gaaruru_vanishes_up_to_3000_only_beside_another_pripara_signi(table: Table) -> None:
    for beside, can in ((SOPHY, True), (BUFFALO, False)):
        game = table(f"""
            players:
              - signi: ["Gaaruru, Pripara Idol", "{beside}"]
              - signi: ["{ROMAIL}", "Hojo Sophy, Pripara Idol"]
        """)
        uses = [
            a
            for a in game.legal_actions()
            if a.kind == game.ActionKind.USE_ACTION and a.a == game.card("Gaaruru, Pripara Idol")
        ]
        assert len(uses) == (2 if can else 1)
        game.act(game.ActionKind.USE_ACTION, "Gaaruru, Pripara Idol", b=uses[-1].b)
        if can:
            game.target(SOPHY)
            assert game.zone_of(SOPHY, 1) == Zone.ENER  # 3000
        else:
            assert game.zone_of(ROMAIL, 1) == Zone.ENER  # 2000, the only one


@encodes("WXDi-P10-067")
def test_tsukikawa_chili_gets_2000_beside_a_pripara_and_trashes_three_for_lancer(
    table: Table,
) -> None:
    chili = "Tsukikawa Chili, Pripara Idol"
    game = table(f"""
        players:
          - signi: ["{chili}", "{SOPHY}"]
            ener: ["{SOPHY}", "{FUWARI}", "Minami Mirei, Pripara Idol", "{BUFFALO}"]
    """)
    assert game.power(chili) == 10000
    game.action(chili)
    assert game.count(0, Zone.TRASH) == 3 and game.names(0, Zone.ENER) == [BUFFALO]
    assert game.game.has_keyword(game.card(chili), KW.LANCER)


@encodes("WXDi-P10-074")
def test_dorothy_west_mills_three_and_counts_pripara_signi_in_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Dorothy West, Pripara Idol"]
            trash: {[SOPHY] * 2}
            deck: {[FUWARI] * 3 + [BUFFALO]}
    """)
    game.play("Dorothy West, Pripara Idol", 0)
    assert game.count(0, Zone.TRASH) == 5 and game.power("Dorothy West, Pripara Idol") == 12000
    game = burst(table, "Dorothy West, Pripara Idol", mine=f'hand: ["{ROMAIL}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.names(0, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P10-054")
def test_shiratama_mikan_powers_attackers_twice_a_turn(table: Table) -> None:
    mikan = "Shiratama Mikan, Pripara Idol"
    game = table(f"""
        phase: attack
        players:
          - signi: ["{mikan}", "{SOPHY}", "{BUFFALO}"]
          - life: {[BUFFALO] * 5}
    """)
    game.attack(SOPHY)
    assert game.power(SOPHY) == 3000 + 4000
    game.attack(BUFFALO)
    assert game.power(BUFFALO, 0) == 5000 + 2000
    game.attack(mikan)
    assert game.power(mikan) == 8000  # twice per turn


@encodes("WXDi-P10-054")
def test_shiratama_mikan_life_burst_discards_to_vanish(table: Table) -> None:
    game = burst(table, "Shiratama Mikan, Pripara Idol", mine=f'hand: ["{ROMAIL}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P10-055")
def test_promeus_pays_to_vanish_with_20000_power_of_angels(table: Table) -> None:
    for angels, vanished in (([URIEL, URIEL], True), ([URIEL, RAPHAE], False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Promeus, Crimson Angel", "{angels[0]}", "{angels[1]}"]
                ener: {[ROMAIL] * 2}
              - signi: ["{KOALALA}"]
        """)
        game.end_main()
        if vanished:
            game.accept()
        assert (game.zone_of(KOALALA, 1) == Zone.ENER) == vanished


@encodes("WXDi-P10-048")
def test_minami_mirei_pays_to_reveal_a_pripara_signi_of_the_top_five(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Minami Mirei, Pripara Idol"]
            ener: ["{BUFFALO}"]
            deck: ["{BUFFALO}", "{ROMAIL}", "{KOALALA}", "{BUFFALO}", "{SOPHY}", "{FUWARI}"]
    """)
    game.play("Minami Mirei, Pripara Idol", 0)
    game.accept()
    assert "choose " + FUWARI not in game.options()  # the sixth card
    game.choose(SOPHY)
    assert game.names(0, Zone.HAND) == [SOPHY]
    game = burst(table, "Minami Mirei, Pripara Idol", mine=f'deck: ["{ROMAIL}", "Trouble"]')
    game.choose(ROMAIL)
    game.mode(0)
    assert game.names(0, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P10-037")
def test_orochi_makes_the_opponent_trash_ener_cards(table: Table) -> None:
    for ener, trashed in ((4, 2), (3, 1), (1, 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Orochi, Phantom Dragon Diva"]
              - ener: {[BUFFALO] * ener}
                life: {[BUFFALO] * 3}
        """)
        game.end_main()  # four or more: one at the attack phase
        game.attack("Orochi, Phantom Dragon Diva")  # two or more: one more
        assert game.count(1, Zone.TRASH) == trashed


@encodes("WXDi-P10-077")
def test_welcome_back_mills_two_then_adds_a_named_or_black_signi(table: Table) -> None:
    madoka = "Madoka//Memoria, Code: Anti"  # blue
    game = table(f"""
        players:
          - hand: ["Welcome Back"]
            ener: ["Sara Hoshikawa, Code 2434"]
            deck: ["{madoka}", "{KOALALA}", "{BUFFALO}"]
            trash: ["Imp, Azure Doomed Evil"]
    """)
    game.use("Welcome Back")
    assert "choose " + KOALALA not in game.options()
    game.choose(madoka)
    assert game.names(0, Zone.HAND) == [madoka]
    game = burst(table, "Welcome Back", mine=f'trash: ["{KOALALA}"]')
    assert game.names(0, Zone.HAND) == [KOALALA]
