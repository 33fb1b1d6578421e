"""Classic booster WX11 (Destructed Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt). The cards that need what the language
cannot say yet (rearranging SIGNI, Chain, a cost reduced per card, ...) are left out."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import banished_goes_to_the_lrig_trash, play_resona_then_banish
from tests.carddb.table import HANAYO, TAMA, Play, Table, encodes

PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
MIDORIKO = [
    "Midoriko, Combat Girl",
    "Midoriko, First Girl",
    "Midoriko, Second Girl",
    "Midoriko, Third Girl",
]
ULITH = [
    "Ulith, Enma",
    "Ulith, Burning Eye Enma",
    "Ulith, Enma of Crushing Hell",
    "Ulith, Enma of Eternal Hell",
]
AIYAI = ["Aiyai★Bet", "Aiyai★Club", "Aiyai★Dia", "Aiyai★Heart"]
ELDORA = ["Eldora×Mark 0", "Eldora×Mark I", "Eldora×Mark II", "Eldora×Mark III"]
IONA = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden", "Iona, Pluto/Maiden"]
KUKRI, FLAMBER, CALIBURN = "Kukri, Small Sword", "Flamber, Medium Sword", "Caliburn, Greatsword"
GOD_EATER = "God Eater, Ultimate Sword"  # white <Arm>, level 4, 15000
IRON, BRONDA = "Iron, Natural Stone", "Bronda, Natural Stone"  # red <Ore>
SC = "Code Art SC"  # blue <Electric Machine>, level 1
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1
KENDAMA = "Kendama, First Play"  # green <Playground Equipment>, level 1
CLIONE = "Clione, Water Phantom"  # blue <Water Beast>, level 1
GRAVE_AWAKE = "Grave Awake"  # ARTS, 1 black and 1 colorless: a SIGNI from the trash onto the field


@encodes("WX11-007", "WX11-014", "WX11-016", "WX11-019", "WX11-022")
def test_level_three_lrigs_act_when_put_into_the_lrig_trash_for_exceed(table: Table) -> None:
    eternal = "Tamayorihime, Eternal Miko"  # its second [Action]: [Exceed 2], a bounce
    for under, check in (
        ("Tamayorihime, Meek Miko", lambda g: not g.game.downed[g.card(CALIBURN)]),
        (
            "Hanayo-Three, Pure Love Fire",
            lambda g: g.game.has_keyword(g.card(CALIBURN), KW.DOUBLE_CRUSH),
        ),
        ("Code Piruluk Delta", lambda g: g.zone_of(PROCYON) == Zone.TRASH),
        ("Midoriko, Sowing Girl Type Three", lambda g: g.names(0, Zone.ENER) == [SC]),
        ("Ulith, Three Paths Enma", lambda g: g.names(0, Zone.HAND) == [KOONI]),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {[*TAMA[:3], under, eternal]}
                signi: ["{CALIBURN}"]
                deck: ["{SC}", "{IRON}"]
                trash: ["{KOONI}", "{KUKRI}"]
              - signi: ["{FLAMBER}"]
                hand: ["{PROCYON}"]
        """)
        game.game.downed[game.card(CALIBURN)] = 1
        game.act(ActionKind.USE_ACTION, eternal, b=1)
        game.choose(under, TAMA[0])
        if "Delta" in under:  # the bounced SIGNI is in that hand too: the opponent chooses
            game.discard(PROCYON)
        assert game.zone_of(FLAMBER) == Zone.HAND, under
        assert check(game), under


@encodes("WX11-001")
def test_tamayorihime_eternal_miko(table: Table) -> None:
    eternal = "Tamayorihime, Eternal Miko"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA}
            lrig_deck: ["{eternal}"]
            ener: {[KUKRI] * 3}
            deck: ["{IRON}", "{FLAMBER}", "{SC}"]
    """)
    game.grow(eternal)
    game.choose(FLAMBER)
    game.into(0)
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {[*TAMA, eternal]}
          - lrig: {HANAYO}
    """)
    game.act(ActionKind.USE_ACTION, eternal, b=2)
    game.choose(TAMA[0], TAMA[1])
    assert game.game.has_keyword(game.game.center(1), KW.CANT_ATTACK)


@encodes("WX11-005")
def test_midoriko_piercing_woman(table: Table) -> None:
    four = "Midoriko, Piercing Woman Type Four"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {MIDORIKO}
            lrig_deck: ["{four}"]
            ener: ["{KENDAMA}", "{KENDAMA}", "{KENDAMA}", "{SC}", "{IRON}"]
    """)
    game.grow(four)
    game.choose(SC, IRON)  # all there are after paying the grow cost
    assert sorted(game.names(0, Zone.HAND)) == sorted([IRON, SC])
    game = table(f"""
        format: classic
        players:
          - lrig: {[*MIDORIKO, four]}
            signi: ["{KENDAMA}", "{CLIONE}"]
            deck: ["{SC}", "{IRON}"]
    """)
    game.act(ActionKind.USE_ACTION, four, b=1)
    game.choose(MIDORIKO[0])
    assert game.names(0, Zone.ENER) == [SC]
    assert not game.can(ActionKind.USE_ACTION, four) or all(
        a.b != 1 for a in game.game.legal_actions() if a.kind == ActionKind.USE_ACTION
    )
    game.act(ActionKind.USE_ACTION, four, b=2)
    game.choose(MIDORIKO[1], MIDORIKO[2])
    assert game.game.has_keyword(game.card(KENDAMA), KW.LANCER)
    assert game.game.has_keyword(game.card(CLIONE), KW.LANCER)


@encodes("WX11-004")
def test_code_piruluk_lambda(table: Table) -> None:
    lambda_ = "Code Piruluk Lambda"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {PIRULUK}
            lrig_deck: ["{lambda_}"]
            ener: {[SC] * 3}
            deck: ["{IRON}", "{FLAMBER}", "{KUKRI}"]
          - hand: ["{KOONI}"]
    """)
    game.grow(lambda_)
    assert game.names(0, Zone.HAND) == [IRON]
    assert game.zone_of(KOONI) == Zone.TRASH
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {[*PIRULUK, lambda_]}
            deck: ["{IRON}", "{FLAMBER}", "{SC}"]
          - signi: ["{CALIBURN}"]
    """)
    game.act(ActionKind.USE_ACTION, lambda_, b=2)
    game.choose(*PIRULUK[:3])
    assert game.game.downed[game.card(CALIBURN)] and game.game.frozen[game.card(CALIBURN)]
    game = table(f"""
        format: classic
        players:
          - lrig: {[*PIRULUK, lambda_]}
            deck: ["{IRON}", "{FLAMBER}", "{SC}"]
    """)
    game.act(ActionKind.USE_ACTION, lambda_, b=1)
    game.choose(PIRULUK[0])
    assert sorted(game.names(0, Zone.HAND)) == [FLAMBER, IRON]


@encodes("WX11-006")
def test_ulith_scorching_enma(table: Table) -> None:
    scorching = "Ulith, Scorching Enma"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {ULITH}
            lrig_deck: ["{scorching}"]
            ener: {[KOONI] * 3}
            deck: ["{IRON}", "{FLAMBER}", "{SC}", "{CALIBURN}"]
    """)
    game.grow(scorching)
    game.choose(IRON, SC)
    game.done()
    assert sorted(game.names(0, Zone.TRASH)) == sorted([IRON, SC, KOONI, KOONI, KOONI])
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ULITH, scorching]}
            deck: ["{IRON}", "{FLAMBER}", "{SC}"]
          - signi: ["{KOONI}"]
    """)
    game.act(ActionKind.USE_ACTION, scorching, b=1)
    game.choose(ULITH[0])
    assert game.zone_of(KOONI) == Zone.ENER
    assert sorted(game.names(0, Zone.HAND)) == [FLAMBER, IRON]
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {[*ULITH, scorching]}
            hand: ["{SC}"]
            trash: ["{KOONI}", "{IRON}"]
    """)
    game.act(ActionKind.USE_ACTION, scorching, b=2)
    game.choose(ULITH[0])
    game.into(0)
    assert game.zone_of(KOONI) == Zone.SIGNI
    assert game.zone_of(SC) == Zone.TRASH


@encodes("WX11-011")
def test_summon_labyrinth_fetches_a_bigger_signi_for_iona(table: Table) -> None:
    for lrig, found in ((TAMA, FLAMBER), (IONA, GOD_EATER)):
        game = table(f"""
            format: classic
            players:
              - lrig: {lrig if lrig is TAMA else [*IONA, "Iona, Over/Maiden"]}
                lrig_deck: ["Summon Labyrinth"]
                ener: ["{KUKRI}", "{KUKRI}"]
                deck: ["{CALIBURN}", "{GOD_EATER}", "{FLAMBER}", "{IRON}"]
        """)
        game.use("Summon Labyrinth")
        if lrig is TAMA:
            assert "choose Caliburn, Greatsword" not in game.options()
        game.choose(found)
        game.into(0)
        assert game.zone_of(found) == Zone.SIGNI


@encodes("WX11-012")
def test_byzant_defense_taxes_an_attack(table: Table) -> None:
    for lrig, ener, can in ((TAMA, 3, False), (TAMA, 4, True), (IONA, 3, True), (IONA, 2, False)):
        game = table(
            f"""
            format: classic
            turn_player: 1
            phase: attack
            players:
              - lrig: {lrig}
                lrig_deck: ["Byzant Defense"]
                ener: ["{KUKRI}"]
              - signi: ["{CALIBURN}"]
                ener: {[SC] * ener}
            """,
            skip_forced=False,
        )
        game.pass_until(lambda g: g.can(ActionKind.USE_ARTS, "Byzant Defense"))
        game.use("Byzant Defense")  # Caliburn, the only target
        game.pass_until(lambda g: g.game.current_player() == 1)
        assert game.can(ActionKind.ATTACK, CALIBURN) is can, (lrig[0], ener)


@encodes("WX11-015")
def test_absolute_extinction_discards_the_hand_to_banish_one_or_two(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {{lrig}}
            lrig_deck: ["Absolute Extinction"]
            ener: {{ener}}
            hand: {{hand}}
          - signi: ["{CALIBURN}", "{FLAMBER}"]
    """
    game = table(source.format(lrig=TAMA, ener=[IRON], hand=[]))
    assert not game.can(ActionKind.USE_ARTS)
    game = table(source.format(lrig=HANAYO, ener=[IRON], hand=[KUKRI, SC, KOONI]))
    game.use("Absolute Extinction")
    game.target(CALIBURN)
    assert game.count(0, Zone.HAND) == 0
    assert game.zone_of(CALIBURN) == Zone.ENER and game.zone_of(FLAMBER) == Zone.ENER
    game = table(source.format(lrig=TAMA, ener=[IRON, IRON], hand=[KUKRI, SC]))
    game.use("Absolute Extinction")
    game.target(CALIBURN)
    assert game.zone_of(FLAMBER) == Zone.SIGNI


@encodes("WX11-026")
def test_hestia(table: Table) -> None:
    hestia = "Hestia, Altar of Sacred Fire"
    angels = ["Sandalphon, Secretary of Heaven's Right", "Metatron, Secretary of Heaven's Left"]
    tama4 = [*TAMA, "Tamayorihime, Sky Miko"]
    source = f"""
        format: classic
        players:
          - lrig: {tama4}
            hand: ["{hestia}"]
            life: {{life}}
            deck: ["{angels[0]}", "{IRON}", "{angels[1]}", "{SC}"]
    """
    game = table(source.format(life=[KUKRI]))
    game.play(hestia, 0)
    game.choose(*angels)
    game.into(1)  # and the other into the last empty SIGNI zone
    assert game.count(0, Zone.SIGNI) == 3
    game = table(source.format(life=[KUKRI, KUKRI]))
    game.play(hestia, 0)
    assert game.count(0, Zone.SIGNI) == 1
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {tama4}
            life: ["{KUKRI}", "{KUKRI}"]
            trash: ["{hestia}"]
          - signi: [null, null, "{CALIBURN}"]
    """)
    game.attack(CALIBURN)  # a Life Cloth crushed: Hestia may come back
    game.accept()
    game.into(0)
    assert game.zone_of(hestia) == Zone.SIGNI
    burst = table.life_burst(
        hestia, f'{{lrig: {tama4}, deck: ["{IRON}", "{angels[0]}"]}}', classic=True
    )
    burst.burst()
    burst.choose(angels[0])
    burst.mode(0)  # into the hand, or onto the field
    assert burst.zone_of(angels[0]) == Zone.HAND


@encodes("WX11-040", "WX11-047")
def test_kung_fu_kick_and_adventure_search_many(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["Kung Fu Kick"]
            ener: ["{KUKRI}", "{KUKRI}"]
            deck: ["{IRON}", "{FLAMBER}", "{PROCYON}", "{SC}"]
    """)
    game.use("Kung Fu Kick")
    assert "choose Iron, Natural Stone" not in game.options()
    game.choose(FLAMBER, PROCYON)
    game.into(0)
    game.into(1)
    assert game.names(0, Zone.SIGNI) == [FLAMBER, PROCYON, ""]
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO}
            hand: ["Adventure"]
            ener: ["{KENDAMA}", "{KENDAMA}", "{KENDAMA}", "{KENDAMA}"]
            deck: ["{IRON}", "{FLAMBER}", "{PROCYON}", "{SC}", "{KOONI}", "{CLIONE}"]
    """)
    game.use("Adventure")
    game.choose(IRON, FLAMBER, PROCYON, SC, KOONI)
    assert game.names(0, Zone.DECK) == [CLIONE]
    assert game.count(0, Zone.ENER) == 5


@encodes("WX11-042")
def test_western_gunshot_damages_the_opponent(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            hand: ["Western Gunshot"]
            ener: {[IRON] * 5}
          - life: ["{KUKRI}", "{SC}"]
    """)
    game.use("Western Gunshot")
    game.pass_until(lambda g: g.count(1, Zone.LIFE) < 2)
    assert game.count(1, Zone.LIFE) == 1
    burst = table.life_burst(
        "Western Gunshot",
        f'{{ener: ["{IRON}", "{BRONDA}"], opponent: {{life: ["{SC}"]}}}}',
        classic=True,
    )
    burst.burst()
    burst.accept()
    burst.pay()
    burst.pass_until(lambda g: g.count(1, Zone.LIFE) == 0)
    assert burst.zone_of(IRON) == Zone.TRASH and burst.zone_of(BRONDA) == Zone.TRASH


@encodes("WX11-045")
def test_takoage(table: Table) -> None:
    takoage = "Takoage, Fourth Play"
    aiyai4 = [*AIYAI, "Aiyai★Spade"]
    game = table(f"""
        format: classic
        players:
          - lrig: {aiyai4}
            lrig_deck: ["{GRAVE_AWAKE}"]
            signi: ["{KENDAMA}"]
            ener: ["{KOONI}", "{KOONI}"]
            trash: ["{takoage}"]
    """)
    game.game.downed[game.card(KENDAMA)] = 1
    game.use(GRAVE_AWAKE)
    game.target(takoage)
    game.into(1)
    game.target(KENDAMA)
    game.pass_until(lambda g: not g.game.downed[g.card(KENDAMA)] or g.decision == DecisionKind.MAIN)
    assert not game.game.downed[game.card(KENDAMA)]
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            lrig_deck: ["Absolute Extinction"]
            ener: ["{IRON}"]
          - lrig: {aiyai4}
            signi: ["{takoage}"]
            deck: ["{SC}", "{KUKRI}"]
    """)
    game.use("Absolute Extinction")  # banishes a SIGNI: an effect
    game.pass_until(lambda g: g.zone_of(takoage) != Zone.SIGNI)
    game.pass_until(lambda g: g.zone_of(SC) == Zone.ENER or g.decision == DecisionKind.MAIN)
    assert game.zone_of(SC) == Zone.ENER
    burst = table.life_burst(takoage, f'ener: ["{KENDAMA}", "{SC}"]', classic=True)
    burst.burst()
    burst.mode(0)
    burst.choose(KENDAMA, SC)
    assert sorted(burst.names(0, Zone.HAND)) == sorted([KENDAMA, SC])


@encodes("WX11-052")
def test_servant_z_calls_x_and_y_and_exiles_hand_and_ener(table: Table) -> None:
    servant_z = "Servant Z"
    tama4 = [*TAMA, "Tamayorihime, Sky Miko"]
    game = table(f"""
        format: classic
        players:
          - lrig: {tama4}
            hand: ["{servant_z}"]
            ener: ["{KUKRI}", "{KUKRI}", "{KUKRI}"]
            deck: ["{IRON}", "Servant Y", "Servant X", "{SC}"]
    """)
    game.play(servant_z, 0)
    game.accept()
    game.choose("Servant X")
    game.into(1)
    game.choose("Servant Y")
    assert game.zone_of("Servant X") == Zone.SIGNI and game.zone_of("Servant Y") == Zone.SIGNI
    spirits = [
        "Servant O2", "Servant D2", "Servant T2", "Servant Q2",
        "Servant O3", "Servant D3", "Servant T3", "Servant Q3",
    ]  # fmt: skip
    game = table(f"""
        format: classic
        players:
          - lrig: {tama4}
            signi: ["{servant_z}"]
            ener: {spirits}
          - hand: ["{KUKRI}", "{SC}"]
            ener: ["{IRON}"]
    """)
    game.action(servant_z)
    game.choose(*spirits[:7])  # and the last
    assert game.count(0, Zone.TRASH) == 8
    assert game.count(1, Zone.HAND) == 0 and game.count(1, Zone.ENER) == 0
    assert game.zone_of(IRON) == Zone.REMOVED


@encodes("WX11-054", "WX11-058", "WX11-062")
def test_arm_signi_draw_once_when_an_arm_enters_by_an_effect(table: Table) -> None:
    for card in ("Aikuro, Large Claw", "Bumeld, Medium Shield", "Battoka, Small Edge"):
        game = table(f"""
            format: classic
            players:
              - lrig: {TAMA}
                lrig_deck: ["{GRAVE_AWAKE}"]
                signi: ["{card}"]
                hand: ["{FLAMBER}"]
                ener: ["{KOONI}", "{KOONI}"]
                trash: ["{KUKRI}"]
                deck: ["{SC}", "{IRON}"]
        """)
        game.play(FLAMBER, 1)  # played: no draw
        assert game.count(0, Zone.HAND) == 0, card
        game.use(GRAVE_AWAKE)
        game.target(KUKRI)
        assert game.names(0, Zone.HAND) == [SC], card


@encodes("WX11-063", "WX11-064", "WX11-066")
def test_guns_banish_back_when_banished_in_the_opponents_turn(table: Table) -> None:
    for card, small in (
        ("Araseb, Roaring Gun", FLAMBER),
        ("M Iku, Explosive Gun", SC),
        ("Wanisen, Small Gun", "Mitsubachi, Phantom Insect"),
    ):
        game = table(f"""
            format: classic
            phase: attack
            turn_player: 1
            players:
              - lrig: {HANAYO}
                signi: ["{card}"]
              - lrig: {[*TAMA, "Tamayorihime, Sky Miko"]}
                signi: ["{GOD_EATER}", "{small}"]
        """)
        game.attack(GOD_EATER)
        game.pass_until(lambda g, small=small: g.zone_of(small) != Zone.SIGNI)
        assert game.zone_of(small) == Zone.ENER, card


@encodes("WX11-068", "WX11-069", "WX11-071")
def test_water_phantoms_trash_themselves_to_draw_in_the_attack_phase(table: Table) -> None:
    for card, hand in (
        ("Hatahata, Water Phantom", 2),
        ("Kanburi, Water Phantom", 1),
        ("Wakasagi, Water Phantom", 1),
    ):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {ELDORA}
                signi: ["{card}"]
                deck: ["{SC}", "{IRON}", "{KUKRI}"]
        """)
        game.action(card)
        if card.startswith("Kanburi"):
            game.discard(IRON)
        assert game.zone_of(card) == Zone.TRASH
        assert game.count(0, Zone.HAND) == hand, card
        main = table(f"""
            format: classic
            players:
              - lrig: {ELDORA}
                signi: ["{card}"]
        """)
        assert not main.can(ActionKind.USE_ACTION, card)


@encodes("WX11-073")
def test_hagoita_pays_green_to_charge_a_searched_signi(table: Table) -> None:
    hagoita = "Hagoita, Third Play"
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {AIYAI}
            signi: ["{hagoita}"]
            ener: ["{KENDAMA}"]
            deck: ["{SC}", "{CALIBURN}"]
    """)
    game.attack(hagoita)
    game.accept()
    game.choose(CALIBURN)
    assert game.names(0, Zone.ENER) == [CALIBURN]
    burst = table.life_burst(hagoita, f"lrig: {AIYAI}", classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 2  # the crushed card, and one charged


@encodes("WX11-077", "WX11-080")
def test_plants_name_a_colour_and_take_the_top_card_of_it(table: Table) -> None:
    for card, where in (
        ("Sasanqua, Natural Plant", Zone.HAND),
        ("Cyclamen, Natural Plant", Zone.ENER),
    ):
        source = f"""
            format: classic
            players:
              - lrig: {MIDORIKO}
                signi: ["{card}"]
                deck: ["{IRON}", "{SC}"]
        """
        game = table(source)
        game.action(card)
        game.mode(1)  # red
        assert game.zone_of(IRON) == where, card
        game = table(source)
        game.action(card)
        game.mode(2)  # blue: the top card is red
        assert game.zone_of(IRON) == Zone.DECK, card


@encodes("WX11-076", "WX11-079")
def test_play_signi_draw_when_put_onto_the_field_by_an_effect(table: Table) -> None:
    for card in ("Fukuwara, Second Play", "Karuta, First Play"):
        source = f"""
            format: classic
            players:
              - lrig: {AIYAI}
                lrig_deck: ["{GRAVE_AWAKE}"]
                ener: ["{KOONI}", "{KOONI}"]
                {{where}}: ["{card}"]
                deck: ["{SC}", "{IRON}"]
        """
        game = table(source.format(where="trash"))
        game.use(GRAVE_AWAKE)
        game.target(card)
        game.into(0)
        assert game.names(0, Zone.HAND) == [SC], card
        game = table(source.format(where="hand"))
        game.play(card, 0)
        assert game.count(0, Zone.HAND) == 0, card


@encodes("WX11-081", "WX11-083", "WX11-085")
def test_devils_trash_another_signi_of_yours_on_play(table: Table) -> None:
    for card in (
        "Ninbaruf, Accompanying Devil Elephant",
        "Medogira, Mysterious Blue Fire",
        "Hockeymask, the 13th Friday",
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {ULITH}
                hand: ["{card}"]
                signi: ["{KOONI}", "{IRON}"]
        """)
        game.play(card, 2)
        game.choose(IRON)
        assert game.zone_of(IRON) == Zone.TRASH and game.zone_of(KOONI) == Zone.SIGNI, card


@encodes("WX11-023")
def test_four_color_miasma_chooses_two_or_three_for_ulith(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {{lrig}}
            lrig_deck: ["Four Color Miasma"]
            ener: ["{KOONI}", "{KOONI}", "{SC}", "{SC}"]
            trash: ["{FLAMBER}"]
            deck: {[SC] * 8}
          - signi: ["{CALIBURN}"]
            deck: {[IRON] * 8}
    """
    game = table(source.format(lrig=ULITH))
    game.use("Four Color Miasma")
    game.mode(0)
    game.mode(2)
    game.mode(3)
    while game.decision in (DecisionKind.TARGET, DecisionKind.CHOOSE):
        game.target(CALIBURN if "choose Caliburn, Greatsword" in game.options() else FLAMBER)
    assert game.zone_of(CALIBURN) != Zone.SIGNI  # 10000 - 12000
    assert game.zone_of(FLAMBER) == Zone.HAND
    assert game.count(1, Zone.DECK) == 1 and game.count(0, Zone.DECK) == 1
    game = table(source.format(lrig=TAMA))
    game.use("Four Color Miasma")
    game.mode(3)
    game.mode(0)
    assert game.decision != DecisionKind.MODE  # two at most


@encodes("WX11-039")
def test_labyrinth_romance_shuffles_the_opponents_field_away_for_their_hand(
    table: Table,
) -> None:
    maze = "Code Maze Krelim"  # white <Labyrinth>, level 1 (its own ability not encoded)
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            hand: ["Labyrinth Romance"]
            signi: ["{maze}", "{maze}"]
            ener: {[PROCYON] * 4}
          - signi: ["{FLAMBER}", "{CALIBURN}"]
            hand: ["{SC}", "{IRON}"]
    """)
    assert sum(game.use_cost(game.card("Labyrinth Romance"))) == 4  # two <Labyrinth>
    game.use("Labyrinth Romance")
    game.pay()
    assert game.zone_of(FLAMBER) == Zone.DECK and game.zone_of(CALIBURN) == Zone.DECK
    game.choose(SC)  # the opponent puts up to three SIGNI from their hand
    game.done()
    game.pass_until(lambda g: g.zone_of(SC) == Zone.SIGNI or g.decision != DecisionKind.ZONE)
    if game.decision == DecisionKind.ZONE:
        game.first()
    assert game.zone_of(SC) == Zone.SIGNI and game.zone_of(IRON) == Zone.HAND
    assert game.game.owner[game.card(SC)] == 1
    burst = table.life_burst(
        "Labyrinth Romance", f"opponent: {{signi: ['{CALIBURN}', ~, '{KUKRI}']}}", classic=True
    )
    burst.burst()
    burst.target(CALIBURN)
    assert burst.zone_of(CALIBURN) == Zone.DECK


@encodes("WX11-020")
def test_retribution_costs_less_per_lrig_level_and_clears_the_opponent(table: Table) -> None:
    swallow = "Swallow, Phantom Beast"
    for lrig, all_ener in ((MIDORIKO, True), (IONA, False)):
        game = table(f"""
            format: classic
            players:
              - lrig: {lrig}
                lrig_deck: ["Retribution"]
                ener: {[swallow] * 12}
              - signi: ["{FLAMBER}", "{CALIBURN}"]
                ener: ["{SC}", "{IRON}", "Servant O2"]
        """)
        assert sum(game.use_cost(game.card("Retribution"))) == 12  # 18, less 2 per level
        game.use("Retribution")
        game.pay()
        assert game.count(1, Zone.SIGNI) == 0
        assert game.names(1, Zone.ENER) == ([] if all_ener else ["Servant O2"])


@encodes("WX11-053")
def test_sapidu_grows_and_returns_small_signi_against_a_signi_with_no_abilities(
    table: Table,
) -> None:
    sapidu = "Code Maze Sapidu"
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            signi: ["{sapidu}", ~, ~]
          - signi: ["{KUKRI}", "Code Maze Krelim", ~]
    """)
    assert game.power(sapidu) == 12000
    game.end_main()
    game.attack(sapidu)
    game.target(KUKRI)
    assert game.names(1, Zone.HAND) == [KUKRI]
    # Only SIGNI with abilities on the opponent's field: no ability.
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            signi: ["{sapidu}", ~, ~]
          - signi: ["Code Maze Krelim", ~, ~]
    """)
    assert game.power(sapidu) == 8000
    game.end_main()
    game.attack(sapidu)
    assert game.count(1, Zone.HAND) == 0


@encodes("WX11-036")
def test_gojuu_returns_a_signi_when_moved_and_is_unaffected_while_upped(table: Table) -> None:
    gojuu = "Code Maze Gojuu"
    iona4 = [*IONA, "Iona, Over/Maiden"]
    game = table(f"""
        format: classic
        players:
          - lrig: {iona4}
            signi: ["{gojuu}", ~, ~]
            hand: ["Code Maze Towerb"]
            ener: ["{KUKRI}"]
          - signi: ["{FLAMBER}", ~, ~]
    """)
    game.play("Code Maze Towerb", 1)
    game.accept()  # swap Towerb and Gojuu
    game.accept()  # pay 1 white
    assert game.names(1, Zone.HAND) == [FLAMBER]
    assert game.names(0, Zone.SIGNI)[1] == gojuu
    source = f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {iona4}
            signi: ["{gojuu}", ~, ~]
          - lrig: {[*HANAYO, "Hanayo-Pure Four"]}
            hand: ["Flame Ball, Falling Star"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
    """
    game = table(source)
    game.use("Flame Ball, Falling Star")
    assert game.zone_of(gojuu) == Zone.SIGNI
    game = table(source)
    game.downed[game.card(gojuu)] = True
    game.use("Flame Ball, Falling Star")
    assert game.zone_of(gojuu) == Zone.ENER


@encodes("WX11-018")
def test_chain_blue_and_black_chooses_up_to_two_of_four(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            lrig_deck: ["Chain Blue and Black"]
            ener: ["{SC}", "{KOONI}"]
            trash: ["{KOONI}"]
            deck: ["{SC}", "{KUKRI}", "{SC}"]
          - signi: ["{FLAMBER}", ~, ~]
    """)
    game.use("Chain Blue and Black")
    game.mode(0)  # Flamber --3000, the only target
    game.mode(3)  # draw two, then discard one
    game.discard(KUKRI)
    assert game.power(FLAMBER) == 4000
    assert game.names(0, Zone.HAND) == [SC] and game.zone_of(KUKRI, 0) == Zone.TRASH


@encodes("WX11-035")
def test_mjolnir_puts_a_lower_level_signi_from_the_hand_as_an_arm_leaves(table: Table) -> None:
    mjolnir = "Mjolnir, Ultimate Hammer"
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {[*IONA, "Iona, Over/Maiden"]}
            signi: ["{mjolnir}", "{CALIBURN}", ~]
            hand: ["{KOONI}", "{FLAMBER}", "{GOD_EATER}"]
          - lrig: {[*HANAYO, "Hanayo-Pure Four"]}
            hand: ["Flame Ball, Falling Star"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
    """)
    game.use("Flame Ball, Falling Star")
    game.target(CALIBURN)  # the <Arm> Caliburn, level three, leaves the field
    game.choose(FLAMBER)  # level two: lower than Caliburn's three
    game.pass_until(lambda g: g.decision != DecisionKind.ZONE)
    assert game.zone_of(FLAMBER, 0) == Zone.SIGNI and game.zone_of(GOD_EATER, 0) == Zone.HAND


# ------------------------------------------------------------------ [Charm]

MYUU4 = "Myuu=Imago"  # black LRIG, level 4
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000
SILVAN = "Silvan, Natural Stone"  # red, level 3, 10000
KIIROTEN = "Kiiroten, Phantom Insect"
NANAHOSHI = "Nanahoshi, Great Phantom Insect"


@encodes("WX11-082", "WX11-087")
def test_haiten_and_himeaten_hit_a_marked_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            hand: ["Haiten, Phantom Insect", "Himeaten, Phantom Insect"]
          - signi: ["{COSMO}", "{SILVAN}"]
            deck: ["{PROCYON}", "{KOONI}", "{KOONI}"]
    """)
    assert game.game.put_charm(game.card(PROCYON, 1), game.card(COSMO, 1))
    game.play("Haiten, Phantom Insect", 0)  # the one marked SIGNI: --5000
    assert game.power(COSMO) == 2000 and game.power(SILVAN) == 10000
    game.play("Himeaten, Phantom Insect", 1)  # --3000 more: banished
    assert game.zone_of(COSMO) == Zone.ENER and game.power(SILVAN) == 10000


@encodes("WX11-049")
def test_kiiroten_trashes_the_charms_and_returns_when_there_are_three(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            hand: ["{KIIROTEN}"]
          - signi: ["{COSMO}", "{SILVAN}"]
            deck: ["{PROCYON}", "{KOONI}", "{SC}", "{SC}"]
    """)
    for card, host in ((PROCYON, COSMO), (KOONI, SILVAN)):
        assert game.game.put_charm(game.card(card, 1), game.card(host, 1))
    game.play(KIIROTEN, 0)
    assert game.game.charms_of(1) == []
    assert game.zone_of(PROCYON) == Zone.TRASH and game.zone_of(KOONI) == Zone.TRASH
    source = f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            trash: ["{KIIROTEN}"]
          - signi: ["{COSMO}", "{SILVAN}", "{KOONI}"]
            deck: ["{SC}", "{SC}", "{SC}", "{PROCYON}", "{PROCYON}"]
    """
    for marked in (2, 3):
        game = table(source)
        hosts = (COSMO, SILVAN, KOONI)[:marked]
        for card, host in zip(game.cards_in(1, Zone.DECK)[-marked:], hosts, strict=True):
            assert game.game.put_charm(card, game.card(host, 1))
        game.end_main()  # to the attack phase: its timing
        usable = any(a.kind is ActionKind.USE_ACTION for a in game.game.legal_actions())
        assert usable == (marked == 3)
    game.action(KIIROTEN)  # three [Charm]s on the opponent's field: back onto the field
    game.into(0)
    assert game.zone_of(KIIROTEN) == Zone.SIGNI


@encodes("WX11-034")
def test_nanahoshi_is_safe_while_a_charm_is_out_and_hits_per_charm(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: ["{MYUU4}"]
            signi: ["{NANAHOSHI}", "Ganesha, Joy of Transgression"]
            deck: ["{PROCYON}", "{KOONI}", "{KOONI}"]
          - signi: ["{SILVAN}"]
            deck: ["{SC}", "{SC}", "{SC}"]
    """)
    game.game.vanish(game.card(NANAHOSHI))  # no [Charm] on the opponent's field
    assert game.zone_of(NANAHOSHI) == Zone.ENER
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: ["{MYUU4}"]
            signi: ["{NANAHOSHI}", "{COSMO}"]
            deck: ["{PROCYON}", "{KOONI}", "{KOONI}"]
          - signi: ["{SILVAN}"]
            deck: ["{SC}", "{SC}", "{SC}"]
    """)
    assert game.game.put_charm(game.card(PROCYON), game.card(COSMO))
    assert game.game.put_charm(game.cards_in(1, Zone.DECK)[-1], game.card(SILVAN))
    game.game.vanish(game.card(NANAHOSHI))
    assert game.zone_of(NANAHOSHI) == Zone.SIGNI  # cannot be banished
    game.action(NANAHOSHI)  # two [Charm]s on the field, either side's: --6000
    game.target(SILVAN)
    assert game.power(SILVAN) == 10000 - 6000


@encodes("WX11-034")
def test_nanahoshi_burst_marks_one_and_hits_every_marked(table: Table) -> None:
    burst = table.life_burst(
        NANAHOSHI,
        f"opponent: {{signi: ['{COSMO}', '{SILVAN}', '{KUKRI}'], "
        f"deck: ['{PROCYON}', '{SC}', '{SC}']}}",
        classic=True,
    )
    burst.burst()
    burst.accept()
    burst.choose(SILVAN)
    assert burst.zone_of(PROCYON) == Zone.UNDER
    assert burst.power(SILVAN) == 10000 - 8000 and burst.power(COSMO) == 7000


@encodes("WX11-017")
@pytest.mark.parametrize(("center", "modes"), [("Code Piruluk Sigma", 3), ("Hanayo-Four", 2)])
def test_blue_punish_cancels_a_spell_and_chooses_more_modes_for_piruluk(
    table: Table, center: str, modes: int
) -> None:
    lrig = [*PIRULUK, center] if modes == 3 else [*HANAYO, center]
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {lrig}
            lrig_deck: ["Blue Punish"]
            ener: ["{SC}", "{SC}"]
            deck: {[KUKRI] * 5}
          - lrig: {PIRULUK}
            hand: ["Overflowing Knowledge"]
            ener: ["{SC}", "{SC}", "{SC}"]
            signi: ["{IRON}", ~, ~]
    """)
    game.use("Overflowing Knowledge")
    game.pay()
    game.use("Blue Punish")
    game.pay()
    game.mode(0)  # cancel: a total cost of 3
    game.mode(3)  # draw
    if modes == 3:
        game.mode(1)  # down Iron
    else:
        assert game.decision != DecisionKind.MODE
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.count(1, Zone.HAND) == 0  # the draw of three canceled
    assert game.count(0, Zone.HAND) == 1
    assert game.downed[game.card(IRON, 1)] == (modes == 3)


@encodes("WX11-017")
@pytest.mark.parametrize("lrig", [[*PIRULUK, "Code Piruluk Sigma"], [*HANAYO, "Hanayo-Four"]])
def test_blue_punish_may_choose_one_mode_only_a_random_discard_of_the_opponent(
    table: Table, lrig: list[str]
) -> None:
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {lrig}
            lrig_deck: ["Blue Punish"]
            ener: ["{SC}", "{SC}"]
            hand: ["{IRON}"]
          - lrig: {PIRULUK}
            hand: ["Overflowing Knowledge", "{SC}"]
            ener: ["{SC}", "{SC}", "{SC}"]
            signi: ["{IRON}", ~, ~]
            deck: {[KUKRI] * 5}
    """)
    game.use("Overflowing Knowledge")
    game.pay()
    game.use("Blue Punish")
    game.pay()
    game.mode(2)  # the opponent discards at random: their one other card
    game.act(ActionKind.CHOOSE_DONE)  # up to three (or two): one is enough
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.names(1, Zone.HAND) == [KUKRI] * 3  # the three drawn after it
    assert game.names(0, Zone.HAND) == [IRON] and not game.game.downed[game.card(IRON, 1)]


LEVEL_DOWN = "Level Down"
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2


@encodes("WX11-051")
def test_level_down_banishes_a_level_three_and_makes_another_level_one(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH}
            hand: ["{LEVEL_DOWN}"]
            ener: ["{KOONI}", "{KOONI}"]
          - lrig: {[*HANAYO, "Hanayo-Four"]}
            signi: ["{CALIBURN}", "{COSMO}", "{GOD_EATER}"]
    """)
    game.use(LEVEL_DOWN)
    assert f"choose {GOD_EATER}" not in game.options()  # level four: no target
    game.target(COSMO)  # the level three or less: banished
    game.target(CALIBURN)  # its level becomes one
    assert game.zone_of(COSMO, 1) == Zone.ENER
    assert game.game.level(game.card(CALIBURN)) == 1


@encodes("WX11-051")
def test_level_down_burst_makes_every_opposing_signi_level_one_next_turn(table: Table) -> None:
    source = f"trash: ['{COSMO}']\nopponent: {{signi: ['{CALIBURN}', ~, 'Kukri, Small Sword']}}"
    burst = table.life_burst(LEVEL_DOWN, source, classic=True)
    burst.burst()
    burst.mode(1)
    caliburn = burst.card(CALIBURN)
    assert burst.game.level(caliburn) == 3  # not this turn
    burst.pass_until(lambda g: g.game.turn_player == 0)
    assert burst.game.level(caliburn) == 1


@encodes("WX11-051")
def test_level_down_burst_returns_a_devil(table: Table) -> None:
    burst = table.life_burst(LEVEL_DOWN, f"trash: ['{COSMO}', '{SC}']", classic=True)
    burst.burst()
    burst.mode(0)
    assert burst.names(0, Zone.HAND) == [COSMO]


MPP = "Code Heart MPP"
PIRULUK4 = [*PIRULUK, "Code Piruluk Sigma"]
SPELLS_OF_MPP = ["ICE BREAK", "THREE OUT", "FREEZE"]  # blue spells
KNOWLEDGE = "Overflowing Knowledge"  # a colorless spell, 3 colorless: draw three


@encodes("WX11-029")
def test_mpp_keeps_spells_under_it_and_trades_two_for_a_banished_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["{MPP}"]
            signi: [~, "{SC}", ~]
            trash: {[*SPELLS_OF_MPP, KOONI]}
          - lrig: {[*HANAYO, "Hanayo-Pure Four"]}
            signi: [~, "{GOD_EATER}", ~]
    """)
    game.play(MPP, 0)
    game.target(*SPELLS_OF_MPP)
    assert game.names(0, Zone.TRASH) == [KOONI]
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, GOD_EATER))
    game.attack(GOD_EATER)  # Code Art SC in front of it would be banished
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()
    game.choose("ICE BREAK", "THREE OUT")
    assert game.zone_of(SC) == Zone.SIGNI
    assert sorted(game.names(0, Zone.TRASH)) == sorted([KOONI, "ICE BREAK", "THREE OUT"])


@encodes("WX11-029")
def test_mpp_cancels_a_spell_for_one_under_it(table: Table) -> None:
    game = table(f"""
        format: classic
        turn: 4
        turn_player: 1
        players:
          - lrig: {PIRULUK4}
            signi: ["{MPP}"]
            trash: ["ICE BREAK"]
          - hand: ["{KNOWLEDGE}"]
            ener: ["{SC}", "{SC}", "{SC}"]
    """)
    assert not game.can(ActionKind.USE_ACTION, MPP)  # no spell under it
    assert game.game.put_under_signi(game.card("ICE BREAK"), game.card(MPP))
    game.use(KNOWLEDGE)
    game.pay()
    game.action(MPP)  # at its cut-in
    assert game.zone_of("ICE BREAK") == Zone.TRASH
    assert game.zone_of(KNOWLEDGE) == Zone.TRASH and game.count(1, Zone.HAND) == 0


@encodes("WX11-029")
def test_mpp_life_burst_banishes_a_signi_for_each_spell_discarded(table: Table) -> None:
    burst = table.life_burst(
        MPP,
        f'hand: ["ICE BREAK", "THREE OUT", "{SC}"]\n'
        f'opponent: {{signi: ["{CALIBURN}", "{COSMO}", "Kukri, Small Sword"]}}',
        classic=True,
    )
    burst.burst()
    burst.discard("ICE BREAK", "THREE OUT")
    if burst.decision == DecisionKind.DISCARD:
        burst.done()
    burst.target(CALIBURN)
    burst.target(COSMO)
    assert burst.count(1, Zone.SIGNI) == 1 and burst.names(0, Zone.HAND) == [SC]


SNOW_MOON = "Hanayo-Four, Snow, Moon, Wind and Fire"
KANNYA = "Kannya, Phantom Dragon"  # red <Dragon Beast>, level 2


@encodes("WX11-003")
def test_hanayo_snow_moon_gives_assassin_banishes_and_draws_three_to_discard_them(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*HANAYO, SNOW_MOON]}
            signi: ["{IRON}"]
            hand: ["{KANNYA}", "{BRONDA}"]
            ener: ["{IRON}", "{IRON}"]
            deck: {[KOONI] * 5}
          - lrig: {[*TAMA, "Tamayorihime, Sky Miko"]}
            signi: ["{CALIBURN}", "{GOD_EATER}"]
    """)
    game.act(ActionKind.USE_ACTION, SNOW_MOON, b=0)
    game.discard(KANNYA)  # a red SIGNI: the only red SIGNI on the field gains [Assassin]
    assert game.game.has_keyword(game.card(IRON, 0, Zone.SIGNI), KW.ASSASSIN)
    game.act(ActionKind.USE_ACTION, SNOW_MOON, b=1)  # Bronda, the <Ore>, discarded
    assert game.zone_of(BRONDA) == Zone.TRASH
    assert game.zone_of(CALIBURN) == Zone.ENER and game.zone_of(GOD_EATER) == Zone.SIGNI
    game.act(ActionKind.USE_ACTION, SNOW_MOON, b=2)
    game.choose(HANAYO[0], HANAYO[1])  # [Exceed 2]
    assert game.count(0, Zone.HAND) == 3
    assert not game.can(ActionKind.USE_ACTION, SNOW_MOON)  # nothing to pay the first two
    game.end_main()  # the attack phase begins: the hand is discarded
    game.pass_until(lambda g: g.count(0, Zone.HAND) == 0, limit=5)
    assert game.count(0, Zone.TRASH) == 7  # two Ener paid, two discarded, three drawn


@encodes("WX11-013")
def test_eris_stops_a_small_attacker_and_goes_to_the_lrig_trash_when_banished(
    table: Table,
) -> None:
    eris = "Eris, White Natural Star"
    sashe = ["Sashe Nouvelle, Eternal Messenger", "Sashe Crois, Eternal Messenger"]
    flamber, caliburn = "Flamber, Medium Sword", "Caliburn, Greatsword"  # levels 2 and 3
    game = play_resona_then_banish(
        table,
        sashe,
        eris,
        'hand: ["Procyon, Natural Star", "Sirius, Natural Star", "Kukri, Small Sword"]',
        f'signi: ["{caliburn}", "{flamber}"]',
    )
    assert game.names(0, Zone.HAND) == ["Kukri, Small Sword"]
    # The level two Flamber is the one target (Caliburn is level three).
    assert game.game.keywords(game.card(flamber, 1)) & KW.CANT_ATTACK
    assert not game.game.keywords(game.card(caliburn, 1)) & KW.CANT_ATTACK
    banished_goes_to_the_lrig_trash(game, eris)


@encodes("WX11-048")
def test_666_keeps_your_signis_on_play_from_triggering_this_turn(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ULITH, "Ulith, Black Sand Enma"]}
            hand: ["666, the Cursed Number", "Code Art †SC†"]
            deck: {[KOONI] * 4}
    """)
    game.play("666, the Cursed Number", 1)
    game.play("Code Art †SC†", 2)  # its [On-Play] would trash the top two of the deck
    assert game.count(0, Zone.DECK) == 4


@encodes("WX11-008")
def test_yuki_rearranges_the_opposing_field_when_exceeded(table: Table) -> None:
    yuki = "Yuki, Miko of Regret"
    eternal = "Tamayorihime, Eternal Miko"  # its second [Action]: [Exceed 2], a bounce
    game = table(f"""
        format: classic
        players:
          - lrig: {[*TAMA[:3], yuki, eternal]}
          - signi: ["{FLAMBER}", "{CALIBURN}", "{IRON}"]
    """)
    game.act(ActionKind.USE_ACTION, eternal, b=1)
    game.choose(yuki, TAMA[0])
    game.target(IRON)  # the bounce
    assert game.zone_of(yuki) == Zone.LRIG_TRASH and game.zone_of(IRON) == Zone.HAND
    game.accept()  # rearrange your opponent's SIGNI
    game.choose(CALIBURN)  # into the left zone
    game.done()  # the center one left empty
    assert game.names(1, Zone.SIGNI) == [CALIBURN, "", FLAMBER]


@encodes("WX11-025")
def test_pishato_rearranges_as_attacked_and_calls_a_labyrinth_as_it_leaves(table: Table) -> None:
    pishato = "Code Labyrinth Pishato"
    tajmaha = "Code Maze Tajmaha"
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {[*IONA, "Iona, Full/Maiden"]}
            signi: ["{pishato}", "{SC}", ~]
            life: ["{IRON}"]
            ener: ["{PROCYON}", "{PROCYON}"]
            deck: ["{tajmaha}", "{SC}"]
          - lrig: {[*TAMA, "Tamayorihime, Sky Miko"]}
            signi: ["{GOD_EATER}", ~, ~]
    """)
    # Iona, Full/Maiden: the opponent's God Eater must attack, and does at once.
    assert game.game.current_player() == 0 and game.decision == DecisionKind.OPTIONAL
    game.accept()  # down Pishato: rearrange your SIGNI
    game.choose(pishato)  # stays in the left zone
    game.done()  # the center one left empty: SC to the right
    assert game.names(0, Zone.SIGNI)[1:] == ["", SC]
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    assert game.zone_of(pishato) == Zone.ENER  # banished in the battle, on their turn
    game.accept()  # pay two white
    game.pay()
    game.choose(tajmaha)
    game.pass_until(lambda g: g.zone_of(tajmaha) != Zone.DECK)
    assert game.zone_of(tajmaha) == Zone.SIGNI
    burst = table.life_burst(
        pishato,
        f'deck: ["{tajmaha}", "{SC}"]\nopponent: {{signi: ["{FLAMBER}", ~, "{KUKRI}"]}}',
        classic=True,
    )
    burst.burst()
    burst.target(FLAMBER)  # targets first
    burst.choose(tajmaha)
    assert burst.names(0, Zone.HAND) == [tajmaha] and burst.game.downed[burst.card(FLAMBER)]


@encodes("WX11-002")
def test_pure_white_yuki_rearranges_charges_once_and_shuffles_a_signi_away(table: Table) -> None:
    yuki = "Yuki, Pure White Miko"
    game = table(f"""
        format: classic
        players:
          - lrig: {[*IONA, yuki]}
            deck: ["{IRON}", "{SC}", "{PROCYON}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", ~]
            deck: ["{GOD_EATER}"]
    """)
    game.act(ActionKind.USE_ACTION, yuki, b=1)
    game.choose(IONA[0])  # [Exceed 1]
    game.accept()  # rearrange your opponent's SIGNI
    game.choose(CALIBURN)
    game.choose(FLAMBER)
    assert game.names(1, Zone.SIGNI) == [CALIBURN, FLAMBER, ""]
    assert game.names(0, Zone.ENER) == [IRON]  # SIGNI moved by your effect: a charge
    game.act(ActionKind.USE_ACTION, yuki, b=2)
    game.choose(IONA[1], IONA[2])  # [Exceed 2]
    game.target(FLAMBER)
    assert game.zone_of(FLAMBER) == Zone.DECK and game.count(1, Zone.DECK) == 2
    game.act(ActionKind.USE_ACTION, yuki, b=1)
    game.accept()  # the last LRIG under it paid: rearrange again
    game.done()  # the left zone left empty
    game.choose(CALIBURN)  # into the center zone
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.names(1, Zone.SIGNI) == ["", CALIBURN, ""]
    assert game.names(0, Zone.ENER) == [IRON]  # once per turn: no second charge


# Each WX11 Cross trio: a level 2 SIGNI (8000 crossed) with a level 3 and a level 1
# partner on the same side of it; (left, level 2 or its partner, right) as they stand.
CLOTHO, LACHESIS, ATROPOS = (
    "Clotho, Left Thread of Fate",
    "Lachesis, Right Thread of Fate",
    "Atropos, Left Thread of Fate",
)
KINKAKU, GINKAKU, HIUNKA = "Code Maze Kinkaku", "Code Maze Ginkaku", "Code Maze Hiunka"
AUROAURA, ROSEAURA, AQUAAURA = (
    "Auroaura, Natural Stone",
    "Roseaura, Natural Stone",
    "Aquaaura, Natural Stone",
)
MKE, CMC, VRC = "Code Art MKE", "Code Art CMC", "Code Art VRC"
ACTILF, ACTICS, ACTIHAIR = (
    "Actilf, Phantom Beast",
    "Actics, Phantom Beast",
    "Actihair, Phantom Beast",
)
ALECTO, TISIPHONE, MEGAERA = (
    "Alecto, Right Devil of Vengeance",
    "Tisiphone, Left Devil of Vengeance",
    "Megaera, Right Devil of Vengeance",
)
# (level 2, level 3 partner, level 1 partner, the level 2 one stands right of them)
TRIOS = [
    (LACHESIS, CLOTHO, ATROPOS, True),
    (GINKAKU, KINKAKU, HIUNKA, False),
    (ROSEAURA, AUROAURA, AQUAAURA, True),
    (CMC, MKE, VRC, False),
    (ACTICS, ACTILF, ACTIHAIR, True),
    (TISIPHONE, ALECTO, MEGAERA, False),
]


def _signi(table: Table, signi: list[str | None]) -> Play:
    zones = ", ".join(f'"{name}"' if name else "~" for name in signi)
    return table(f"""
        format: classic
        players:
          - signi: [{zones}]
    """)


@encodes("WX11-055", "WX11-056", "WX11-065", "WX11-070", "WX11-075", "WX11-084")
def test_level_two_cross_signi_are_8000_beside_either_partner(table: Table) -> None:
    for middle, three, one, right in TRIOS:
        for partner in (three, one):
            pair = [partner, middle] if right else [middle, partner]
            game = _signi(table, [*pair, None])
            assert game.power(middle) == 8000, (middle, partner)
            game = _signi(table, [*reversed(pair), None])  # the wrong sides: not crossed
            assert game.power(middle) == 5000, (middle, partner)
            game = _signi(table, [pair[0], None, pair[1]])  # a zone apart
            assert game.power(middle) == 5000, (middle, partner)


def _cross_play(table: Table, one: str, middle: str, right: bool, more: str = "") -> Play:
    """The level-one SIGNI in hand, its level-two partner in the center zone: the
    level-one one is then played beside it (zone 0 or 2) or a zone apart."""
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["{one}"]
            signi: [~, "{middle}", ~]{more}
    """)
    return game


def _zone(right: bool) -> int:
    # the level-two SIGNI stands right of its partner: the partner goes in zone 0
    return 0 if right else 2


@encodes("WX11-059", "WX11-060")
def test_atropos_and_hiunka_reveal_the_top_card_for_their_class_when_crossed(
    table: Table,
) -> None:
    for one, middle, right, kin in (
        (ATROPOS, LACHESIS, True, CLOTHO),
        (HIUNKA, GINKAKU, False, KINKAKU),
    ):
        deck = f'\n            deck: ["{kin}", "{KUKRI}"]'
        game = _cross_play(table, one, middle, right, deck)
        game.play(one, _zone(right))
        assert game.power(one) == 5000 and game.power(middle) == 8000
        assert game.zone_of(kin, 0) == Zone.HAND  # of its class: to the hand
        game = _cross_play(table, one, middle, right, f'\n            deck: ["{KUKRI}", "{kin}"]')
        game.play(one, _zone(right))
        assert game.zone_of(KUKRI, 0) == Zone.DECK  # not of its class: stays on top
        game = _cross_play(table, one, middle, right, deck)
        game.play(one, 2 - _zone(right))  # on the wrong side: not crossed, no reveal
        assert game.zone_of(kin, 0) == Zone.DECK and game.power(one) == 2000


@encodes("WX11-067", "WX11-078", "WX11-086")
def test_aquaaura_actihair_and_megaera_act_as_they_enter_crossed(table: Table) -> None:
    opponent = f'\n          - signi: ["{KOONI}", "{CALIBURN}", ~]'
    game = _cross_play(table, AQUAAURA, ROSEAURA, True, opponent)
    game.play(AQUAAURA, 0)  # banish a SIGNI with power 3000 or less
    if game.decision is DecisionKind.TARGET:
        game.target(KOONI)
    assert game.zone_of(KOONI, 1) == Zone.ENER and game.zone_of(CALIBURN, 1) == Zone.SIGNI
    game = _cross_play(table, AQUAAURA, ROSEAURA, True, opponent)
    game.play(AQUAAURA, 2)  # not crossed: nothing
    assert game.zone_of(KOONI, 1) == Zone.SIGNI and game.power(AQUAAURA) == 2000
    game = _cross_play(table, ACTIHAIR, ACTICS, True, f'\n            deck: ["{IRON}"]')
    game.play(ACTIHAIR, 0)  # [Ener Charge 1]
    assert game.zone_of(IRON, 0) == Zone.ENER and game.power(ACTIHAIR) == 5000
    game = _cross_play(table, MEGAERA, TISIPHONE, False, opponent)
    game.play(MEGAERA, 2)  # --2000 to a SIGNI of the opponent until end of turn
    game.target(CALIBURN)
    assert game.power(CALIBURN, 1) == 8000 and game.power(TISIPHONE) == 8000


@encodes("WX11-072")
def test_vrc_makes_the_next_spell_one_blue_cheaper_when_it_enters_crossed(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            hand: ["{VRC}", "TOO BAD", "TOO BAD"]
            ener: ["{SC}"]
            signi: [~, "{CMC}", ~]
          - hand: ["{KUKRI}", "{KUKRI}"]
    """)
    game.play(VRC, 2)  # right of CMC
    assert game.power(VRC) == 5000 and game.power(CMC) == 8000
    game.use("TOO BAD")  # free: one blue less
    assert game.count(0, Zone.ENER) == 1 and game.count(1, Zone.HAND) == 1
    game.use("TOO BAD")  # the next one costs its one blue again
    game.pay()
    assert game.count(0, Zone.ENER) == 0 and game.count(1, Zone.HAND) == 0


def _settle_cross(game: Play, *chosen: str) -> None:
    """Triggers in the order offered, "you may" accepted, Ener paid, targets chosen."""
    wanted = list(chosen)
    while True:
        if game.decision is DecisionKind.TRIGGER_ORDER:
            game.first()
        elif game.decision is DecisionKind.OPTIONAL:
            game.accept()
        elif game.decision is DecisionKind.PAYMENT:
            game.pay()
        elif game.decision in (DecisionKind.TARGET, DecisionKind.CHOOSE) and wanted:
            game.target(wanted.pop(0))
        else:
            return


@encodes("WX11-041")
def test_auroaura_mills_for_ore_and_banishes_by_the_stones_in_the_trash(table: Table) -> None:
    # five cards in the deck, so that no refresh puts the trash back
    for top, drawn in ((f'"{IRON}", "{BRONDA}"', 1), (f'"{IRON}", "{KUKRI}"', 0)):
        deck = f'[{top}, "{KUKRI}", "{KUKRI}", "{KUKRI}"]'
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO}
                hand: ["{AUROAURA}"]
                deck: {deck}
        """)
        game.play(AUROAURA, 0)  # two cards into the trash: two <Ore> or <Gem>, draw
        assert game.count(0, Zone.TRASH) == 2 and game.count(0, Zone.HAND) == drawn
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {HANAYO}
            signi: ["{AUROAURA}", "{ROSEAURA}", ~]
            trash: ["{IRON}", "{BRONDA}", "{AQUAAURA}", "{KUKRI}"]
          - signi: ["{CALIBURN}", ~, "{KOONI}"]
    """)
    game.down(game.card(ROSEAURA))
    game.attack(AUROAURA)  # [Heaven]: banish a SIGNI with power 3000 or less
    _settle_cross(game, KOONI)
    assert game.zone_of(KOONI, 1) == Zone.ENER and game.zone_of(CALIBURN, 1) == Zone.SIGNI
    burst = table.life_burst(AUROAURA, classic=True)
    hand = burst.count(0, Zone.HAND)
    burst.burst()
    burst.mode(0)  # draw a card
    assert burst.count(0, Zone.HAND) == hand + 1


@encodes("WX11-046")
def test_actilf_banishes_one_of_yours_then_a_smaller_one_of_theirs(table: Table) -> None:
    swallow = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO}
            hand: ["{ACTILF}"]
            signi: [~, "{swallow}", ~]
    """)
    game.play(ACTILF, 0)  # a <Sky Beast> or <Terra Beast> SIGNI gets +5000
    _settle_cross(game, swallow)
    assert game.power(swallow) == 8000
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {MIDORIKO}
            signi: ["{ACTILF}", "{ACTICS}", "{swallow}"]
          - signi: ["{CALIBURN}", "{FLAMBER}", "{KOONI}"]
    """)
    game.down(game.card(ACTICS))
    game.attack(ACTILF)  # [Heaven]: banish Swallow (3000), then a SIGNI of 3000 or less
    _settle_cross(game, swallow, KOONI)
    assert game.zone_of(swallow) == Zone.ENER and game.zone_of(KOONI, 1) == Zone.ENER
    assert game.zone_of(FLAMBER, 1) == Zone.SIGNI
    burst = table.life_burst(ACTILF, classic=True)
    ener = burst.count(0, Zone.ENER)
    burst.burst()
    burst.mode(1)  # [Ener Charge 1]
    assert burst.count(0, Zone.ENER) == ener + 2  # Actilf itself, crushed, and one more
